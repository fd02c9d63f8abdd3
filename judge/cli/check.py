"""`judge check FILE...`: validate scenario files, listing every problem of every file."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded


@click.command("check")
@click.argument("files", nargs=-1, required=True, type=click.Path())
@debug_option
def command(files: tuple[str, ...], debug: bool) -> None:
    """Validate scenario FILES (or folders of them): one line per problem
    (file:line:col: key.path: message); exit 2 if any file is invalid."""

    def body() -> int:
        from judge.app import cites_problems, load_scenario
        from judge.cli.files import scenario_files
        from judge.errors import InputError, UnsupportedMechanic

        worst = 0
        paths = scenario_files(files)
        for path in paths:
            try:
                problems = cites_problems(load_scenario(path))
                if problems:
                    raise InputError(problems)
            except InputError as exc:
                for p in exc.problems:
                    click.echo(str(p))
                worst = 2
            except UnsupportedMechanic as exc:
                click.echo(f"{exc.problem}  [cannot rule: not implemented yet]")
                worst = max(worst, 3) if worst != 2 else 2
        bad = "no problems" if worst == 0 else "problems found"
        click.echo(f"{len(paths)} file{'s' if len(paths) != 1 else ''} checked: {bad}", err=True)
        return worst

    run_guarded(debug, body)
