"""`judge test PATH...`: run the scenarios that carry `expect:`, one line each."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded
from judge.cli.whatif import Switches, state_what_if_options


@click.command("test")
@click.argument("paths", nargs=-1, required=True)
@click.option("-q", "--quiet", is_flag=True, help="Print only failures and the summary.")
@state_what_if_options
@debug_option
def command(paths: tuple[str, ...], quiet: bool, what_if: Switches, debug: bool) -> None:
    """Run scenario files (or folders; `-` for standard input) that carry `expect:`: one line
    per file and a summary, on standard output; exit 1 if a ruling differs from its
    expectation, 2 if a file is invalid, 3 if one needs a mechanic that is not implemented yet,
    4 if judge failed on one (the others still run; the worst code wins). The what-if switches
    apply to every file, as if each said them (a library re-run under another reading)."""

    def body() -> int:
        from judge.cli.check import _debug
        from judge.cli.files import scenario_files
        from judge.cli.outcomes import internal_error, worst
        from judge.cli.whatif import header_line
        from judge.cli.whatif import what_if as read_switches
        from judge.errors import Problem
        from judge.render.safe import inline
        from judge.rulings import file_outcome, kept_together
        from judge.testing import run_file

        switches = read_switches(what_if)
        if switches:
            click.echo(inline(header_line(switches.labels)))
        counts = {"pass": 0, "fail": 0, "error": 0, "skip": 0, "unsupported": 0, "internal": 0}
        code = 0
        # Outcomes kept a hundred a transaction (judge/rulings.py).
        with kept_together():
            for path in scenario_files(paths):
                if isinstance(path, Problem):  # a path given by name that cannot be read
                    counts["error"] += 1
                    code = worst(code, 2)
                    click.echo(inline(f"ERROR {path.file}: {path}"))
                    continue
                try:
                    # A file as written (not standard input): its outcome kept from an earlier
                    # run, `judge site` or the search index of the same bytes (judge/rulings.py).
                    outcome = (file_outcome(path) if switches is None and path != "-"
                               else run_file(path, switches))
                except (KeyboardInterrupt, BrokenPipeError):
                    raise
                except Exception as exc:
                    if debug or _debug():
                        raise
                    counts["internal"] += 1
                    code = worst(code, 4)
                    click.echo(inline("ERROR " + internal_error(path, exc)))
                    continue
                counts[outcome.status] += 1
                code = worst(code, {"error": 2, "fail": 1, "unsupported": 3}.get(outcome.status, 0))
                if outcome.status == "pass" and quiet:
                    continue
                click.echo(inline(outcome.line()))
        names = {"internal": "internal error"}
        summary = ", ".join(f"{n} {names.get(k, k)}" for k, n in counts.items() if n)
        click.echo(summary or "no scenario files")
        return code

    run_guarded(debug, body)
