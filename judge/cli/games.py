"""`judge games`: the rulebooks, their editions and sources."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded


@click.command("games")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable list.")
@click.option("--lang", "-l", default=None, metavar="LANG",
              help="Write the labels and sentences in this language: en, id (Indonesian), th "
                   "(Thai). Default: JUDGE_LANG, else the locale, else en.")
@debug_option
def command(as_json: bool, lang: str | None, debug: bool) -> None:
    """List the games judge can rule on, with their rulebook editions and sources, and the
    languages their rules are written in: how many of the rules and house policies each
    language has (`judge rule ID --lang th`); the rest are shown in English."""

    def body() -> int:
        from judge.games import available, find_game
        from judge.lang import resolve

        chosen = resolve(lang).lang  # an unknown language is a usage error, even with --json
        from judge.lookup.translations import coverage

        entries = []
        for gid in available():
            game = find_game(gid)
            m = game.data.manifest
            entries.append({
                "id": gid, "name": game.name, "aliases": list(game.aliases),
                "prefix": game.prefix, "stack_word": game.stack_word,
                "version": game.data.version, "default_edition": game.data.default_edition,
                "editions": m.get("editions", []),
                "sources": [public_source(s) for s in m.get("sources", []) or []
                            if isinstance(s, dict)],
                "rules": len(game.data.rules), "policies": len(game.data.policies),
                "languages": [c.to_json() for c in coverage(game.data)],
            })
        if as_json:
            import json

            from judge.render.safe import json_text

            click.echo(json_text(json.dumps(entries, ensure_ascii=False, indent=2)))
            return 0
        from judge.cli.search import translator
        from judge.render.text import print_games

        print_games(entries, translator(chosen))
        return 0

    run_guarded(debug, body)


#: What a source that is not shipped says instead of its path.
UNSHIPPED = "(project research notes; not distributed with judge)"


def public_source(src: dict[str, object]) -> dict[str, object]:
    """A manifest's source as users see it. Sources that are the project's own research notes
    are recorded by a relative path that leaves the project folder, which means nothing to
    someone who installed or cloned judge: they are labelled instead, path and all dropped."""
    import re

    url = str(src.get("url", "") or "")
    out = {k: re.sub(r"\.\./[^\s)]+", "[not distributed]", v) if isinstance(v, str)
           else v for k, v in src.items()}
    if url and "://" not in url:
        out.pop("url", None)
        out["note"] = UNSHIPPED
    return out
