"""`judge resolve FILE`: the ruling, step by step (rich), or the contract's JSON (`--json`)."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded
from judge.cli.whatif import Switches, what_if_options


@click.command("resolve")
@click.argument("file")
@click.option("--json", "as_json", is_flag=True, help="Print the machine-readable ruling.")
@click.option("--steps", type=click.IntRange(min=0), default=None,
              help="Stop after N steps.")
@click.option("--width", type=click.IntRange(min=40), default=None, hidden=True)
@click.option("--lang", "-l", default=None, metavar="LANG",
              help="Write the steps and the verdict in this language: en, id (Indonesian), th "
                   "(Thai). Default: JUDGE_LANG, then the locale, then English. The JSON is "
                   "always the same.")
@what_if_options
@debug_option
def command(file: str, as_json: bool, steps: int | None, width: int | None, lang: str | None,
            what_if: Switches, debug: bool) -> None:
    """Resolve a scenario FILE step by step, citing the rules for each step. The what-if
    switches rule on the file as if it said them (listed in the ruling's header)."""

    def body() -> int:
        from judge.cli.whatif import what_if as read_switches

        switches = read_switches(what_if)
        if as_json:  # the same code as the fast path (judge/cli/entry.py)
            from judge.cli.entry import resolve_json

            return resolve_json(file, steps, switches)
        from judge.app import load_scenario, resolve, rulebook_of
        from judge.cli.explain import localized_rules, translator
        from judge.lang import resolve as choose
        from judge.render.text import print_resolution

        chosen = choose(lang).lang
        scenario = load_scenario(file, switches)
        data = rulebook_of(scenario).data
        print_resolution(resolve(scenario, max_steps=steps), localized_rules(data, chosen),
                         width=width, tr=translator(chosen))
        return 0

    run_guarded(debug, body)
