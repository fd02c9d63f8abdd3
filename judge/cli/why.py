"""`judge why FILE ITEM_OR_ACTION`: the chain of causes behind one outcome of a ruling."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded


@click.command("why")
@click.argument("file")
@click.argument("subject")
@click.option("--json", "as_json", is_flag=True, help="Print the answer as JSON (judge.why/1).")
@debug_option
def command(file: str, subject: str, as_json: bool, debug: bool) -> None:
    """Why did SUBJECT of scenario FILE resolve, fail or still wait (SUBJECT: an item id such as
    `shot`, or a unique card name), or why was an action rejected (`action:N`, `N`: its 0-based
    index under `actions:`)? Answers with the chain of causes, each link with its rule."""

    def body() -> int:
        from judge.app import load_scenario, resolve
        from judge.errors import UsageError
        from judge.games import find_game
        from judge.lookup.why import UnknownSubject, why

        scenario = load_scenario(file)
        res = resolve(scenario)
        game = find_game(scenario.game)
        try:
            answer = why(res, subject, actions=len(scenario.actions), then=scenario.then,
                         roles=game.roles)
        except UnknownSubject as exc:
            raise UsageError(f"{file}: no item or action {subject!r} in this ruling; try: "
                             f"{', '.join(exc.suggestions)}") from None
        if as_json:
            import json

            from judge.render.safe import json_text

            click.echo(json_text(json.dumps(answer.to_json(), ensure_ascii=False, indent=2)))
            return 0
        from judge.cli.rule import _width
        from judge.render.lookups import why_lines

        for line in why_lines(answer, game.data.rules, width=_width()):
            click.echo(line)
        return 0

    run_guarded(debug, body)
