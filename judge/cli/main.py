"""The `judge` command. Subcommands live one per module and are imported only when used, so a
`judge resolve --json` never pays for rich or networkx.

This package is the only place that prints or exits. Exit codes: 0 ok, 1 a ruling differs from
`expect`, 2 invalid input or usage, 3 a mechanic not implemented yet, 4 internal error.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

COMMANDS: dict[str, tuple[str, str]] = {
    "resolve": ("judge.cli.resolve", "Resolve a scenario step by step, with rule citations."),
    "graph": ("judge.cli.graph", "Draw the dependency graph of effects of a scenario."),
    "check": ("judge.cli.check", "Validate scenario files; list every problem."),
    "test": ("judge.cli.test", "Run scenarios that carry `expect:`; one line each."),
    "games": ("judge.cli.games", "List the rulebooks, their editions and sources."),
    "schema": ("judge.cli.schema", "Print the JSON Schema of scenario files or of the ruling."),
    "rule": ("judge.cli.rule", "Show a rule by id: text, parents, children, references."),
    "search": ("judge.cli.search", "Full-text search over every rulebook."),
    "explain": ("judge.cli.explain", "Explain a ruling in prose, as judges write them."),
    "why": ("judge.cli.why", "Why an item resolved, failed or waits, or an action was rejected."),
    "site": ("judge.cli.site", "Write the rules and rulings as a static site that works offline."),
    "new": ("judge.cli.new", "Write a commented starter scenario, or copy a bundled one."),
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return [name for name, (mod, _) in COMMANDS.items() if _exists(mod)]

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in COMMANDS or not _exists(COMMANDS[name][0]):
            return None
        module = importlib.import_module(COMMANDS[name][0])
        command: click.Command = module.command
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(name, COMMANDS[name][1]) for name in self.list_commands(ctx)]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


def _exists(module: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(module) is not None


#: The distribution's name on package indexes (`pipx install tcg-judge`); the command is `judge`.
DISTRIBUTION = "tcg-judge"


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name=DISTRIBUTION, prog_name="judge")
@click.option("--debug", is_flag=True, help="Show tracebacks of internal errors (also accepted "
              "after the command).")
@click.pass_context
def cli(ctx: click.Context, debug: bool) -> None:
    """judge: a rules-judge assistant for trading card games (Vandaria Wars, Force of Will,
    Riftbound). Unofficial; not affiliated with any publisher.

    Exit codes: 0 ok, 1 a ruling differs from `expect`, 2 invalid input, 3 a mechanic not
    implemented yet, 4 internal error."""
    ctx.meta["judge.debug"] = debug


F = TypeVar("F", bound=Callable[..., Any])


def debug_option(f: F) -> F:
    return click.option("--debug", is_flag=True, help="Show tracebacks of internal errors.")(f)


def run_guarded(debug: bool, body: Callable[[], int | None]) -> None:
    """Run a command body, turning judge's errors into messages and exit codes
    (judge/cli/guard.py: the mapping shared with the click-free fast path)."""
    from judge.cli.guard import guarded

    ctx = click.get_current_context(silent=True)
    debug = debug or bool(ctx is not None and ctx.meta.get("judge.debug"))
    sys.exit(guarded(debug, body, passthrough=(click.exceptions.Exit, click.exceptions.Abort,
                                                click.ClickException)))


def main() -> None:
    cli(prog_name="judge")
