"""What judge keeps for the rest of a process, and that keeping it changes nothing: a rulebook
said in a language, and a graph's Graphviz layout."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from typing import Any

import pytest

from judge.cli.explain import _say_rules, localized_rules
from judge.games import find_game
from judge.render import layout


def dot_bytes(fake: Callable[..., subprocess.CompletedProcess[str]]
              ) -> Callable[..., subprocess.CompletedProcess[bytes]]:
    """A fake `dot` written for text, given and giving bytes as the real one does for
    layout._dot_plain (which reads what it prints as UTF-8 itself: a dying `dot` may print bytes
    that are not)."""
    def run(args: list[str], **kw: Any) -> subprocess.CompletedProcess[bytes]:
        if isinstance(kw.get("input"), bytes):
            kw = {**kw, "input": kw["input"].decode("utf-8"), "text": True}
        done = fake(args, **kw)
        return subprocess.CompletedProcess(
            done.args, done.returncode, *(x.encode("utf-8") if isinstance(x, str) else x
                                          for x in (done.stdout, done.stderr)))
    return run


def test_a_rulebook_is_said_in_a_language_once_and_says_the_same() -> None:
    data = find_game("riftbound").data
    first = localized_rules(data, "th")
    assert localized_rules(data, "th") is first
    assert first == _say_rules(data, "th")
    assert localized_rules(data, "id") is not first
    assert localized_rules(data, "en") is data.rules


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot not installed")
def test_a_graph_is_laid_out_once_a_process(monkeypatch: pytest.MonkeyPatch) -> None:
    runs: list[list[str]] = []
    real = layout._run_dot_now

    def counted(sources: list[str]) -> list[str | None]:
        runs.append(sources)
        return real(sources)

    monkeypatch.setattr(layout, "_run_dot_now", counted)
    monkeypatch.setattr(layout, "_LAID_OUT", {})
    a = "digraph g { n0 [width=1 height=1]; n1 [width=1 height=1]; n0 -> n1; }"
    b = "digraph g { n0 [width=2 height=1]; }"
    first = layout._run_dot([a, b, a])
    assert runs == [[a, b]] and first[0] == first[2] and first[0] is not None
    assert layout._run_dot([b, a]) == [first[1], first[0]] and len(runs) == 1
    monkeypatch.setattr(layout, "_LAID_OUT_MAX", 1)
    c = "digraph g { n0 [width=3 height=1]; }"
    assert layout._run_dot([a, c])[0] == first[0] and runs[-1] == [c]  # bounded, still right


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot not installed")
def test_many_graphs_are_laid_out_in_batches_each_with_its_own_time_limit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A site's ~700 graphs in one `dot` run could pass the run's time limit on a loaded
    machine and turn every page to the fallback layout: they go in batches, with the same
    layouts as one run gives."""
    sources = [f"digraph g {{ n0 [width={w} height=1]; n1 [width=1 height=1]; n0 -> n1; }}"
               for w in range(1, 6)]
    whole = layout._run_dot_batch(sources)
    runs: list[int] = []
    real = subprocess.run

    def counted(args: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
        runs.append(str(kw["input"]).count("digraph"))
        return real(args, **kw)  # type: ignore[call-overload, no-any-return]

    monkeypatch.setattr(layout.subprocess, "run", dot_bytes(counted))
    monkeypatch.setattr(layout, "DOT_BATCH", 2)
    assert layout._run_dot_now(sources) == whole and None not in whole
    assert runs == [2, 2, 1]


#: A graph of the bundled rulings that spoils the graphs after it in a run of Graphviz 2.43: its
#: response (n3 -> n1) is drawn within a rank, with a node between its ends.
CORRUPTING = """digraph g {
rankdir=TB; nodesep=0.35; ranksep=0.5; splines=true;
node [shape=box fixedsize=true label=""]; edge [fontsize=10 fontname="Helvetica"];
n0 [width=2.203 height=0.639];
n1 [width=1.958 height=0.639];
n2 [width=2.203 height=0.639];
n3 [width=1.528 height=0.639];
n4 [width=2.019 height=0.639];
n5 [width=2.019 height=0.639];
n6 [width=2.111 height=0.847];
n7 [width=1.653 height=0.639];
n0 -> n1 [label="causes"];
n0 -> n2 [label="causes"];
n3 -> n1 [label="responds to" constraint=false];
n5 -> n4 [label="causes"];
n7 -> n3 [label="replaces"];
n1 -> n6 [label="causes"];
}"""


def small_graph(w: int, unranked: bool = False) -> str:
    extra = 'n1 -> n0 [label="responds to" constraint=false];\n' if unranked else ""
    return (f"digraph g {{\nn0 [width={w} height=1];\nn1 [width=1 height=1];\n"
            f'n0 -> n1 [label="causes"];\n{extra}}}')


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot not installed")
def test_a_run_is_taken_up_to_a_graph_that_can_corrupt_graphviz_and_the_rest_run_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Graphviz 2.43 corrupts its heap on a graph whose response is drawn within a rank with a
    node between its ends, spoiling the graphs after it in the run (the graph's own layout is
    right): those graphs go in the next run, one run more for each such graph rather than a
    run for each graph with a response. The same layouts as each graph laid out alone."""
    sources = [small_graph(1), CORRUPTING, small_graph(2, unranked=True), small_graph(3)]
    right = [layout._run_dot_alone(s) for s in sources]
    assert None not in right
    plain = right[1]
    assert plain is not None and layout._may_corrupt(CORRUPTING, plain)
    assert not any(layout._may_corrupt(s, p) for s, p in zip(sources, right, strict=True)
                   if s != CORRUPTING and p is not None)
    real, runs = subprocess.run, []

    def counted(args: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
        runs.append(str(kw["input"]).count("digraph"))
        return real(args, **kw)  # type: ignore[call-overload, no-any-return]

    monkeypatch.setattr(layout.subprocess, "run", dot_bytes(counted))
    assert layout._run_dot_now(sources) == right
    assert runs == [4, 2]


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot not installed")
def test_a_run_that_fails_with_no_graph_that_explains_it_is_laid_out_again_carefully(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A run that aborts before any graph that can corrupt Graphviz's heap: nothing it printed
    is taken; its graphs are laid out again as a failed batch is (by halves, without running
    the whole again), never wrong."""
    sources = [small_graph(w) for w in range(1, 5)]
    right = [layout._run_dot_alone(s) for s in sources]
    real, runs = subprocess.run, []

    def aborts_when_many(args: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
        runs.append(str(kw["input"]).count("digraph"))
        done = real(args, **kw)  # type: ignore[call-overload]
        if runs[-1] > 2:  # aborts after printing every layout, the first drawn wrong
            wrong = done.stdout.replace("edge n0 n1", "edge n1 n1", 1)
            return subprocess.CompletedProcess(args, -6, wrong, "")
        return done  # type: ignore[no-any-return]

    monkeypatch.setattr(layout.subprocess, "run", dot_bytes(aborts_when_many))
    assert layout._run_dot_now(sources) == right
    assert runs == [4, 2, 2]


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot not installed")
@pytest.mark.parametrize("exit_code", [-6, 0])
def test_a_batch_run_that_aborts_or_draws_a_wrong_graph_is_laid_out_again_one_by_one(
        monkeypatch: pytest.MonkeyPatch, exit_code: int) -> None:
    """Graphviz 2.4x corrupts its heap on some runs of many graphs: it aborts, and a layout it
    printed before that may be wrong (a CI run drew a graph without one of its edges). Such a
    run's layouts are all thrown away and its graphs laid out again by smaller runs, here (every
    run of more than one graph corrupted) each alone: the same layouts as a clean run, never
    the wrong one."""
    sources = [f"digraph g {{\nn0 [width={w} height=1];\nn1 [width=1 height=1];\n"
               "n0 -> n1 [label=\"causes\"];\nn1 -> n0 [label=\"x\" constraint=false];\n}"
               for w in range(1, 4)]
    right = layout._run_dot_batch(sources)
    assert None not in right and all("edge n1 n0" in p for p in right if p)
    real = subprocess.run

    def corrupted(args: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
        done = real(args, **kw)  # type: ignore[call-overload]
        if kw["input"].count("digraph") == 1:  # type: ignore[union-attr]
            return done
        wrong = done.stdout.replace("edge n1 n0", "edge n0 n0", 1)  # the first graph drawn wrong
        return subprocess.CompletedProcess(args, exit_code, wrong, "")

    monkeypatch.setattr(layout.subprocess, "run", dot_bytes(corrupted))
    assert layout._run_dot_batch(sources) == right


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot not installed")
def test_a_graph_that_aborts_every_run_it_is_in_costs_a_few_runs_not_one_per_graph(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Graphviz aborts on every run that lays out one of the bundled rulings' graphs with any
    other: its batch is laid out again by halves (the half without it in one clean run), down
    to it alone; the same layouts as clean runs, in 7 runs for 8 graphs, not 1 + 8."""
    sources = [f"digraph g {{ n0 [width={w} height=1]; n1 [width=1 height=1]; n0 -> n1; }}"
               for w in range(1, 9)]
    right = [layout._run_dot_alone(s) for s in sources]
    assert None not in right
    poison, real = sources[5], subprocess.run
    runs: list[int] = []

    def aborts_with_poison(args: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
        given = str(kw["input"])
        runs.append(given.count("digraph"))
        if poison in given and given.count("digraph") > 1:
            return subprocess.CompletedProcess(args, -6, "", "corrupted heap")
        return real(args, **kw)  # type: ignore[call-overload, no-any-return]

    monkeypatch.setattr(layout.subprocess, "run", dot_bytes(aborts_with_poison))
    assert layout._run_dot_batch(sources) == right
    assert runs == [8, 4, 4, 2, 1, 1, 2]  # the whole, its halves, the poisoned half's halves ...


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot not installed")
def test_a_batch_run_that_hangs_is_split_like_one_that_aborts(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A run of many graphs that hangs until its time limit (it did in the suite: 120 s, and
    then every graph fell back to judge's own layout) is split and run again, with the layouts
    a clean run gives."""
    sources = [f"digraph g {{\nn0 [width={w} height=1];\nn1 [width=1 height=1];\n"
               "n0 -> n1 [label=\"causes\"];\n}" for w in range(1, 4)]
    right = layout._run_dot_batch(sources)
    real = subprocess.run

    def hangs(args: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
        if kw["input"].count("digraph") > 1:  # type: ignore[union-attr]
            raise subprocess.TimeoutExpired(args, float(kw["timeout"]))  # type: ignore[arg-type]
        return real(args, **kw)  # type: ignore[call-overload, no-any-return]

    monkeypatch.setattr(layout.subprocess, "run", dot_bytes(hangs))
    assert layout._run_dot_batch(sources) == right and None not in right


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot not installed")
def test_a_failed_run_lays_out_each_graph_with_an_unranked_edge_last_in_a_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Graphviz 2.43 corrupts its heap on some graphs with an edge that does not rank (a
    response), spoiling the graphs after it in the run: a failed run with several such graphs
    is laid out again with each of them last in a run of its own, the other graphs shared out
    over those runs (3 runs here, not halves down to each alone), the same layouts."""
    def graph(w: int, unranked: bool) -> str:
        extra = 'n1 -> n0 [label="responds to" constraint=false];\n' if unranked else ""
        return (f"digraph g {{\nn0 [width={w} height=1];\nn1 [width=1 height=1];\n"
                f'n0 -> n1 [label="causes"];\n{extra}}}')
    sources = [graph(w, w % 3 == 0) for w in range(1, 10)]  # the 3rd, 6th and 9th unranked
    right = [layout._run_dot_alone(s) for s in sources]
    assert None not in right
    real, runs = subprocess.run, []

    def spoiled_after_unranked(args: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
        graphs = str(kw["input"]).split("digraph")[1:]
        runs.append(len(graphs))
        if any("constraint=false" in g for g in graphs[:-1]):
            return subprocess.CompletedProcess(args, -6, "", "corrupted heap")
        return real(args, **kw)  # type: ignore[call-overload, no-any-return]

    monkeypatch.setattr(layout.subprocess, "run", dot_bytes(spoiled_after_unranked))
    assert layout._run_dot_batch(sources) == right
    assert runs == [9, 3, 3, 3]
