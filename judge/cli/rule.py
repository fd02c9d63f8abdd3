"""`judge rule ID`: a rule's paraphrase, its family and references, and the edition."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded


@click.command("rule")
@click.argument("rule_id", nargs=-1, required=True)
@click.option("--game", "-g", default=None, help="Look only in this game (id or alias); lets "
              "a bare number such as 340.4 stand for the game's rule.")
@click.option("--json", "as_json", is_flag=True, help="Print the rule as JSON (judge.rule/1).")
@debug_option
def command(rule_id: tuple[str, ...], game: str | None, as_json: bool, debug: bool) -> None:
    """Show the rule RULE_ID (e.g. `RB 340.4`, `FOW 605.1a`, `VW REG.4`; any case, with or
    without the space): its paraphrase, parents, children, the rules it refers to and that
    refer to it, and the edition. An unknown id exits 2 and suggests the nearest ids."""

    def body() -> int:
        import re

        from judge.errors import UsageError
        from judge.lookup.glossary import game_terms
        from judge.lookup.rules import RuleIndex, UnknownRule

        index = RuleIndex()
        gid = _game(game, list(index.books))
        text = " ".join(rule_id)
        try:
            rule = index.find(text, gid)
        except UnknownRule as exc:
            where = gid or ", ".join(index.books) or "no rulebook"
            if exc.ambiguous:
                raise UsageError(f"{text!r} is a rule of several games: "
                                 f"{', '.join(exc.suggestions)}; give the prefix or --game"
                                 ) from None
            near = f"; nearest: {', '.join(exc.suggestions)}" if exc.suggestions else ""
            wanted = index.normalize(text)
            prefix = re.match(r"^([A-Za-z]+)[\s_\-]*\d", wanted)
            if prefix and prefix.group(1).upper() not in index.prefixes:
                # Another game's ids would be no nearer: name what is installed instead.
                near = ""
                where = (f"{where} (no rulebook with the prefix {prefix.group(1).upper()!r} is "
                         f"installed; prefixes: {', '.join(index.prefixes)})")
            raise UsageError(f"no rule {wanted!r} in {where}{near}") from None
        terms = [t.term for t in game_terms(index.books[rule.game]) if rule.id in t.rules]
        ctx = index.context(rule, terms)
        if as_json:
            import json

            click.echo(json.dumps(ctx.to_json(), ensure_ascii=False, indent=2))
            return 0
        from judge.render.lookups import rule_lines

        for line in rule_lines(ctx, width=_width()):
            click.echo(line)
        return 0

    run_guarded(debug, body)


def _game(name: str | None, books: list[str]) -> str | None:
    from judge.errors import UsageError
    from judge.games import game_id

    if name is None:
        return None
    gid = game_id(name)
    if gid is None or gid not in books:
        raise UsageError(f"unknown game {name!r}; games with rulebooks: {', '.join(books)}")
    return gid


def _width() -> int:
    import shutil

    return max(60, min(100, shutil.get_terminal_size((88, 24)).columns))
