"""`judge games`: the rulebooks, their editions and sources."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded


@click.command("games")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable list.")
@debug_option
def command(as_json: bool, debug: bool) -> None:
    """List the games judge can rule on, with their rulebook editions and sources."""

    def body() -> int:
        from judge.games import GAMES, find_game

        entries = []
        for gid in GAMES:
            game = find_game(gid)
            m = game.data.manifest
            entries.append({
                "id": gid, "name": game.name, "aliases": list(game.aliases),
                "prefix": game.prefix, "stack_word": game.stack_word,
                "version": game.data.version, "default_edition": game.data.default_edition,
                "editions": m.get("editions", []), "sources": m.get("sources", []),
                "rules": len(game.data.rules), "policies": len(game.data.policies),
            })
        if as_json:
            import json

            click.echo(json.dumps(entries, ensure_ascii=False, indent=2))
            return 0
        from judge.render.text import print_games

        print_games(entries)
        return 0

    run_guarded(debug, body)
