"""`judge why FILE ITEM_OR_ACTION`: the chain of causes behind one outcome of a ruling."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded
from judge.cli.whatif import Switches, what_if_options


@click.command("why")
@click.argument("file")
@click.argument("subject")
@click.option("--json", "as_json", is_flag=True, help="Print the answer as JSON (judge.why/1).")
@what_if_options
@debug_option
def command(file: str, subject: str, as_json: bool, what_if: Switches, debug: bool) -> None:
    """Why did SUBJECT of scenario FILE resolve, fail or still wait (SUBJECT: an item id such as
    `shot`, or a unique card name), or why was an action rejected (`action:N`, `N`: its 0-based
    index under `actions:`)? Answers with the chain of causes, each link with its rule. The
    what-if switches rule on the file as if it said them (named under the answer's first line)."""

    def body() -> int:
        from judge.app import load_scenario, resolve
        from judge.cli.whatif import header_line
        from judge.cli.whatif import what_if as read_switches
        from judge.errors import UsageError
        from judge.games import find_game
        from judge.lookup.why import UnknownSubject, why

        scenario = load_scenario(file, read_switches(what_if))
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

            data = answer.to_json()
            if res.what_if:
                data["what_if"] = list(res.what_if)
            click.echo(json_text(json.dumps(data, ensure_ascii=False, indent=2)))
            return 0
        from judge.cli.rule import _width
        from judge.render.lookups import why_lines
        from judge.render.safe import inline

        for i, line in enumerate(why_lines(answer, game.data.rules, width=_width())):
            click.echo(line)
            if i == 0 and res.what_if:
                click.echo(inline(header_line(res.what_if)))
        return 0

    run_guarded(debug, body)
