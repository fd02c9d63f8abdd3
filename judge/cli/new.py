"""`judge new GAME [--from FILE] [-o OUT]`: a commented starter scenario that passes `judge check`,
or a copy of a bundled scenario to start from."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded


@click.command("new")
@click.argument("game")
@click.option("--from", "source", default=None, metavar="FILE",
              help="Start from this bundled scenario instead (a path under scenarios/, with "
                   "or without .yaml, or a file name such as prayer-profit-gun-shot), or from "
                   "any scenario file of the game.")
@click.option("--output", "-o", default=None, metavar="OUT",
              help="Write the scenario to this file (not overwritten unless --force) instead "
                   "of standard output.")
@click.option("--force", is_flag=True, help="Overwrite OUT if it exists.")
@debug_option
def command(game: str, source: str | None, output: str | None, force: bool, debug: bool) -> None:
    """Write a new scenario for GAME (an id or alias): the board, the stack, the actions, the
    question and the expected ruling, every key commented, ready for `judge check`, `judge
    resolve` and `judge test`. With --from, a copy of a bundled scenario instead."""

    def body() -> int:
        from judge.cli.rule import _game
        from judge.games import GAMES, available

        gid = _game(game, available() or list(GAMES))
        assert gid is not None
        text = _from(source, gid) if source is not None else _starter(gid)
        if output is None:
            click.echo(text, nl=False)
            return 0
        _write(output, text, force)
        from judge.render.safe import inline

        click.echo(inline(f"judge: wrote {output}; next: judge check {output}"), err=True)
        return 0

    run_guarded(debug, body)


def _starter(gid: str) -> str:
    import os

    from judge.bundled import starter
    from judge.errors import UsageError

    path = starter(gid)
    if not os.path.isfile(path):
        raise UsageError(f"judge has no starter scenario for {gid}; start from one of its "
                         "scenarios with --from FILE")
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def _from(source: str, gid: str) -> str:
    """The text of the scenario `source` names, with a first line saying where it came from;
    it must be a scenario of game `gid` (read with the scenario files' limits)."""
    import os

    from judge.bundled import scenarios_root
    from judge.errors import InputError
    from judge.games import game_id
    from judge.scenario.yamlsafe import load_text, read_text

    path = _find(source)
    root = os.path.abspath(scenarios_root())
    shown = os.path.relpath(path, os.path.dirname(root)) if \
        os.path.abspath(path).startswith(root + os.sep) else path
    _, text = read_text(path)
    doc = load_text(text, shown)
    data = doc.data
    named = data.get("game") if isinstance(data, dict) else None
    if not isinstance(named, str) or game_id(named) != gid:
        raise InputError([doc.problem(("game",), f"not a {gid} scenario (it says game: "
                                                 f"{named!r}); pick one of {gid}'s, e.g. under "
                                                 f"scenarios/{gid}/")])
    from judge.scenario.pools import is_pool

    if is_pool(data):
        raise InputError([doc.problem(("pool",), "a card pool, not a scenario: start from a "
                                                 "scenario file")])
    return (f"# Started from {shown} (judge new {gid} --from {source}):\n"
            "# change the board, the question and expect: to the ruling you are making.\n"
            + text)


def _find(source: str) -> str:
    """A scenario file: `source` as a path, else as a path under the bundled scenarios (with or
    without `.yaml`), else a bundled file of that name (it must be the only one)."""
    import os

    from judge.bundled import bundled_files, scenarios_root
    from judge.errors import UsageError

    if os.path.isfile(source):
        return source
    root = scenarios_root()
    for candidate in (source, source + ".yaml"):
        inside = os.path.normpath(os.path.join(root, candidate))
        if inside.startswith(os.path.abspath(root) + os.sep) and os.path.isfile(inside):
            return inside
    stem = os.path.basename(source).removesuffix(".yaml").removesuffix(".yml")
    files = bundled_files()
    named = [f for f in files if os.path.splitext(os.path.basename(f))[0] == stem]
    if len(named) == 1:
        return named[0]
    if named:
        raise UsageError(f"{source!r} names several bundled scenarios: "
                         + ", ".join(os.path.relpath(f, root) for f in named))
    from judge.fuzzy import closest

    hint = closest(stem, [os.path.splitext(os.path.basename(f))[0] for f in files])
    raise UsageError(f"no scenario {source!r}: not a file, nor a bundled scenario"
                     + (f" (did you mean {hint!r}?)" if hint else "; `judge search` finds "
                        "bundled rulings by their words"))


def _write(output: str, text: str, force: bool) -> None:
    import os

    from judge.errors import UsageError

    if os.path.isdir(output):
        raise UsageError(f"{output} is a folder; give a file name")
    try:
        with open(output, "w" if force else "x", encoding="utf-8") as fh:
            fh.write(text)
    except FileExistsError:
        raise UsageError(f"{output} exists; give another name or --force to overwrite it"
                         ) from None
    except OSError as exc:
        raise UsageError(f"cannot write {output}: {exc.strerror}") from None
