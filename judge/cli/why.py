"""`judge why FILE SUBJECT`: the chain of causes behind one thing in a ruling."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded
from judge.cli.whatif import Switches, what_if_options
from judge.model.ask import action_index


@click.command("why")
@click.argument("file")
@click.argument("subject")
@click.option("--json", "as_json", is_flag=True, help="Print the answer as JSON (judge.why/1).")
@click.option("--lang", "-l", default=None, metavar="LANG",
              help="Write in this language: en, id (Indonesian), th (Thai); the headings, the "
                   "chain of causes and the rules are translated, the rest marked [en: ...]. "
                   "Default: JUDGE_LANG, then the locale, then English.")
@what_if_options
@debug_option
def command(file: str, subject: str, as_json: bool, lang: str | None, what_if: Switches,
            debug: bool) -> None:
    """Why is SUBJECT of scenario FILE as it is in the ruling? SUBJECT: an item (`shot`, or a
    unique card name): why it resolved, did not or still waits; an action (`action 1`, `#1` or
    `1`, counted from 1 as the prose counts; or `action:0`, its index under `actions:` as the
    JSON counts): why it was allowed or rejected; an object (`squire`, `squire.stats`, "is the
    Squire 600/600", "is Shieldbearer a defender"), a player (`alice.gold`, "alice's life"),
    `priority` or the stack: why it ends so. Answers with the chain of causes, nearest first,
    each link with its step and its rule. The what-if switches rule on the file as if it said
    them (named under the answer's first line)."""

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
                         roles=game.roles, scenario=scenario)
        except UnknownSubject as exc:
            raise UsageError(f"{file}: nothing called {subject!r} in this ruling (an item, an "
                             f"action counted from 1, an object or a player); try: "
                             f"{', '.join(map(_prose, exc.suggestions))}") from None
        if as_json:
            import json

            from judge.render.safe import json_text

            data = answer.to_json()
            if res.what_if:
                data["what_if"] = list(res.what_if)
            click.echo(json_text(json.dumps(data, ensure_ascii=False, indent=2)))
            return 0
        from judge.cli.explain import localized_rules, translator
        from judge.cli.rule import _width
        from judge.lang import resolve as choose
        from judge.render.lookups import why_lines
        from judge.render.safe import inline

        chosen = choose(lang).lang
        tr = translator(chosen)
        for i, line in enumerate(why_lines(answer, localized_rules(game.data, chosen),
                                           width=_width(), tr=tr)):
            click.echo(line)
            if i == 0 and res.what_if:
                click.echo(inline(header_line(res.what_if, tr)))
        return 0

    run_guarded(debug, body)


def _prose(subject: str) -> str:
    """An action as the prose counts it (`action 1`), anything else as it is."""
    index = action_index(subject)
    return subject if index is None else f"action {index + 1}"
