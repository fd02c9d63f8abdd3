"""`judge check FILE...`: validate scenario files, listing every problem of every file."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded
from judge.cli.whatif import cards_option


@click.command("check")
@click.argument("files", nargs=-1, required=True)
@cards_option
@debug_option
def command(files: tuple[str, ...], cards: tuple[str, ...], debug: bool) -> None:
    """Validate scenario FILES (or folders of them; `-` for standard input): one line per
    problem (file:line:col: key.path: message) and a summary, on standard output; exit 2 if any
    file is invalid, 3 if one needs a mechanic not implemented yet, 4 if judge failed on one
    (the others are still checked). A file with `decisions:` is also resolved: a decision the
    resolution never asks for is a problem too. A card pool file (`pool:`) is checked as one:
    every card it defines."""

    def body() -> int:
        from judge.app import cites_problems, load_scenario, resolve
        from judge.cli.files import scenario_files
        from judge.cli.outcomes import internal_error, worst
        from judge.cli.whatif import what_if
        from judge.errors import InputError, Problem, UnsupportedMechanic
        from judge.render.safe import inline
        from judge.scenario.load import NotAScenario

        switches = what_if(((), None, (), cards, None, ()))
        code = 0
        paths = scenario_files(files)
        for path in paths:
            if isinstance(path, Problem):  # a path given by name that cannot be read
                click.echo(inline(str(path)))
                code = worst(code, 2)
                continue
            try:
                try:
                    scenario = load_scenario(path, switches)
                except NotAScenario as pool:
                    from judge.games import REGISTRY
                    from judge.scenario.pools import check_pool

                    check_pool(pool.doc, REGISTRY)
                    continue
                problems = cites_problems(scenario)
                if problems:
                    raise InputError(problems)
                if scenario.decisions:  # which are used is known only by resolving
                    resolve(scenario, keep_initial=False, answer=False)
            except InputError as exc:
                for p in exc.problems:
                    click.echo(inline(str(p)))
                code = worst(code, 2)
            except UnsupportedMechanic as exc:
                click.echo(inline(f"{exc.problem}  [{exc.label}]"))
                code = worst(code, 3)
            except (KeyboardInterrupt, BrokenPipeError):
                raise
            except Exception as exc:
                if debug or _debug():
                    raise
                click.echo(inline(internal_error(path, exc)))
                code = worst(code, 4)
        bad = {0: "no problems", 3: "a mechanic not implemented yet",
               4: "judge failed (internal error)"}.get(code, "problems found")
        click.echo(f"{len(paths)} file{'s' if len(paths) != 1 else ''} checked: {bad}")
        return code

    run_guarded(debug, body)


def _debug() -> bool:
    ctx = click.get_current_context(silent=True)
    return bool(ctx is not None and ctx.meta.get("judge.debug"))
