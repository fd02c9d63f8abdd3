"""`judge test PATH...`: run the scenarios that carry `expect:`, one line each."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded


@click.command("test")
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@click.option("-q", "--quiet", is_flag=True, help="Print only failures and the summary.")
@debug_option
def command(paths: tuple[str, ...], quiet: bool, debug: bool) -> None:
    """Run scenario files (or folders) that carry `expect:`: one line per file; exit 1 if a
    ruling differs from its expectation, 2 if a file is invalid, 3 if one needs a mechanic that
    is not implemented yet."""

    def body() -> int:
        from judge.cli.files import scenario_files
        from judge.testing import run_file

        counts = {"pass": 0, "fail": 0, "error": 0, "skip": 0, "unsupported": 0}
        for path in scenario_files(paths):
            outcome = run_file(path)
            counts[outcome.status] += 1
            if outcome.status == "pass" and quiet:
                continue
            click.echo(outcome.line())
        summary = ", ".join(f"{n} {k}" for k, n in counts.items() if n)
        click.echo(summary or "no scenario files", err=True)
        if counts["error"]:
            return 2
        if counts["fail"]:
            return 1
        if counts["unsupported"]:
            return 3
        return 0

    run_guarded(debug, body)
