"""Property: paths that are not regular files (issue "Trust": files that are not files). A folder
is filled with a random mix of a good scenario, pipes, sockets, broken and looping symbolic links,
links to a device or a pipe, folders named like a scenario and empty files; every command that
reads scenario files is given the folder, or some of its entries by name. Nothing blocks or
reads without bound, nothing is skipped silently (a skipped entry is named on stderr), every
named entry that cannot be read is one located line, and the exit code is the worst one."""

from __future__ import annotations

import contextlib
import os
import re
import socket
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from judge.cli.main import cli

from ..conftest import CONTRACT_EXAMPLES

GOOD = CONTRACT_EXAMPLES[1].read_text(encoding="utf-8")
KINDS = ["good", "fifo", "socket", "broken-link", "loop-link", "device-link", "fifo-link",
         "folder", "empty", "folder-link"]
LOCATED = re.compile(r"^.+:\d+:\d+: \S")
#: What `judge test` / `judge check` say of an entry of a folder they do not read.
SKIPPED = re.compile(r"^judge: skipped .+: (a broken symbolic link|not a regular file)$")


def make(folder: Path, name: str, kind: str) -> Path:
    path = folder / name
    if kind == "good":
        path.write_text(GOOD, encoding="utf-8")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "socket":
        with socket.socket(socket.AF_UNIX) as sock:
            sock.bind(str(path))
    elif kind == "broken-link":
        path.symlink_to(folder / "nowhere.yaml")
    elif kind == "loop-link":
        path.symlink_to(path)
    elif kind == "device-link":
        path.symlink_to("/dev/zero")
    elif kind == "fifo-link":
        os.mkfifo(folder / f"{name}.pipe")
        path.symlink_to(folder / f"{name}.pipe")
    elif kind == "folder":
        path.mkdir()
    elif kind == "folder-link":
        path.symlink_to(folder)  # a link back up: a walk that follows it never ends
    else:
        path.write_bytes(b"")
    return path


def unblock(pipes: list[Path], done: threading.Event) -> None:
    """If a command opened one of the pipes to read it, open it for writing and close it so the
    read ends (with nothing read) instead of hanging the suite: the test then fails on what the
    command said, not by never finishing."""
    while not done.wait(0.5):
        for pipe in pipes:
            with contextlib.suppress(OSError):  # nobody is reading it: as it should be
                os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))


@given(kinds=st.lists(st.sampled_from(KINDS), min_size=1, max_size=6),
       command=st.sampled_from([["test"], ["test", "-q"], ["check"], ["resolve", "--json"],
                                ["resolve"], ["explain"], ["graph"]]),
       by_name=st.booleans())
def test_paths_that_are_not_regular_files_are_named_never_read(
        tmp_path_factory: pytest.TempPathFactory, kinds: list[str], command: list[str],
        by_name: bool) -> None:
    folder = tmp_path_factory.mktemp("files")
    entries = [make(folder, f"e{i}.yaml", kind) for i, kind in enumerate(kinds)]
    several = command[0] in ("test", "check")
    if not several:  # resolve, explain and graph read one file: the first entry, by name
        kinds, entries, by_name = kinds[:1], entries[:1], True
    pipes = [p for p in folder.iterdir() if p.is_fifo()]
    done = threading.Event()
    guard = threading.Thread(target=unblock, args=(pipes, done), daemon=True)
    guard.start()
    try:
        args = [str(e) for e in entries] if by_name else [str(folder)]
        result = CliRunner().invoke(cli, [*command[:1], *args, *command[1:]])
    finally:
        done.set()
        guard.join()
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    unreadable = [k for k in kinds if k not in ("good", "folder", "folder-link")]
    if by_name:  # test and check read a folder named by name; the others refuse it
        readable = ("good", "folder", "folder-link") if several else ("good",)
        bad = [k for k in kinds if k not in readable]
        for line in result.stderr.splitlines():
            assert LOCATED.match(line) or SKIPPED.match(line), line
        if bad:
            assert result.exit_code == 2, (kinds, command, result.output)
            for entry, kind in zip(entries, kinds, strict=True):
                if kind in bad and kind != "empty":
                    assert f"{entry}:1:1: " in result.output, (kind, result.output)
        elif not several:
            assert result.exit_code == 0, result.output
    else:
        said = result.stderr.splitlines()
        for entry, kind in zip(entries, kinds, strict=True):
            if kind in unreadable and kind != "empty":
                assert any(SKIPPED.match(line) and str(entry) in line for line in said), \
                    (kind, said)
        assert result.exit_code in (0, 2), (kinds, command, result.output)
