"""judge's benchmark: figures as ratios measured in the same run (README: Performance).

    python bench/run.py            # full run, prints figures and whether each target is met
    python bench/run.py --smoke    # small sizes, for CI: checks the harness works, no targets

1. Cold start: `judge resolve small.yaml --json` against a bare `python -c pass`
   (median of repeated runs; target at most 6x).
2. Throughput: the whole scenario corpus through `judge test`'s code path in one process
   (load, resolve, compare; target at least 1,000 scenarios per second on one core), and the
   same over the 256 files listed in bench/common-scenarios.txt, the corpus as it was before
   the card language (issue 10: no regression on the same files). A smoke run times the
   256 files for both.
3. Growth: a register of N items resolving in one round of passes, N = 10,000 and 20,000
   (time beyond start-up; target under 1 s for 10,000 and at most 2.2x for twice the size).
   Loading (YAML parse + validation) is reported separately from resolving.
4. Search: `judge search` queries over the one index of rules and rulings (every bundled
   scenario, resolved once when the index is built): the slowest query of a set of judges'
   queries, from an index opened from the cache (target under 10 ms each).
5. Layers: a board of 1,000 objects under 50 continuous effects (30 static abilities, 10 of
   them with `while:`, and 20 `modify {each: ...} while: ...` made by resolving actions; their
   filters, conditions and quantities read traits other effects give). Measured in process:
   one recomputation of every object's continuous effects, and one state check (the
   recomputation plus the game's checks, what the resolver does after a step; target under
   50 ms), and the whole resolution per step. Measured as a whole process: `judge resolve
   --json` of that file against a bare `python -c pass` and against the YAML-parse floor (a
   process that only imports PyYAML and parses the file).
6. Site: `judge site OUT` for the three rulebooks (every language) and every bundled ruling,
   in one process (`--jobs 1`, Graphviz included as its child), a first build (a cache folder of
   its own): CPU time, and the wall-clock time beside it (target under 10 s). The smoke run
   publishes one folder of rulings only.

7. The whole process: `judge resolve register-10000.yaml --json`, start-up, loading, resolving
   and printing the ruling together (target under 0.6 s), next to the resolve-only figure and
   the floor of parsing the file's YAML alone (libyaml composing its nodes); then the same work
   phase by phase in process (YAML, scenario, resolve, ruling data, JSON text; the rest of the
   whole figure is start-up and exit), to say where the time goes.
8. Adversarial files (issue "Trust: a bounded worst case"): every shape of runaway the
   generator knows (triggers answering the event they cause, loops whose state repeats, chains
   whose state never does, Burn Out, huge draws, long action lists, large stacks and boards), in
   every game, each as large as fits in 64 KB, and the issue's own files (bench/inputs/). Each
   `judge resolve FILE --json` must end, with a ruling or a finding, within 2 s and 300 MB;
   `judge explain FILE` within 3x that. The text view (`judge resolve FILE`) is reported too.

Timings are CPU time (user + system) of the measured process, not wall-clock time, so other
work on the machine barely disturbs them; in-process timings are the minimum of several
repetitions, subprocess timings the median. The cyclic garbage collector is paused inside each
in-process timed section, as judge itself does while loading and resolving (judge/gcpause.py).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SMALL = ROOT / "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"


def timed(fn: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        start = time.process_time()
        try:
            fn()
        finally:
            gc.enable()
        best = min(best, time.process_time() - start)
    return best


def child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cold_start(runs: int) -> dict[str, float]:
    # An installed judge has bytecode compiled at install time (as click and PyYAML do); a
    # source checkout under PYTHONDONTWRITEBYTECODE would recompile every module on every run.
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "judge")], check=True)
    judge = Path(sys.executable).parent / "judge"
    cmd = [str(judge)] if judge.exists() else [sys.executable, "-m", "judge"]

    def median_of(args: list[str]) -> float:
        samples = []
        for _ in range(runs):
            start = child_cpu()
            subprocess.run(args, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
            samples.append(child_cpu() - start)
        return statistics.median(samples)

    median_of([sys.executable, "-c", "pass"])  # warm the file cache
    bare_args = [sys.executable, "-c", "pass"]
    imports_args = [sys.executable, "-c", "import click, yaml"]
    judge_args = [*cmd, "resolve", str(SMALL), "--json"]
    bare, imports, full = (median_of(a) for a in (bare_args, imports_args, judge_args))
    out = {"python_s": bare, "click_yaml_s": imports, "judge_s": full,
           "click_yaml_ratio": imports / bare, "ratio": full / bare}
    counts = [instructions(a) for a in (bare_args, imports_args, judge_args)]
    if all(counts):
        out.update(python_instructions=counts[0], judge_instructions=counts[2],
                   click_yaml_instr_ratio=counts[1] / counts[0],
                   instr_ratio=counts[2] / counts[0])
    return out


def instructions(args: list[str]) -> int:
    """Instructions executed, counted by valgrind (deterministic, unlike time on a shared or
    virtual machine); 0 when valgrind is not installed."""
    import re
    import shutil

    if not shutil.which("valgrind"):
        return 0
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           *args], cwd=ROOT, capture_output=True, text=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    return int(found.group(1)) if found else 0


#: The 256 scenario files that were already bundled before the card language (issue 10) came:
#: the same files measured before and after it, so that the figure compares like with like
#: (the whole corpus grows, and its new files are larger).
COMMON_FILES = ROOT / "bench" / "common-scenarios.txt"


def common_files() -> list[str]:
    lines = COMMON_FILES.read_text(encoding="utf-8").splitlines()
    return [str(ROOT / line.strip()) for line in lines if line.strip()]


def throughput(repeat: int, files: list[str] | None = None,
               warm: bool = True) -> dict[str, float]:
    """`judge test`'s code path over `files` (default: every bundled scenario) in one process.
    `warm`: run every file once before timing (imports, rulebook data, caches); a smoke run,
    whose figures are not judged, times the first pass."""
    from judge.testing import run_file

    if files is None:
        files = [str(p) for p in sorted((ROOT / "scenarios").rglob("*.yaml"))]
    for f in files if warm else ():
        run_file(f)
    statuses: dict[str, int] = {}

    def corpus() -> None:
        for f in files:
            status = run_file(f).status
            statuses[status] = statuses.get(status, 0) + 1

    seconds = timed(corpus, repeat)
    return {"scenarios": len(files), "seconds": seconds, "per_second": len(files) / seconds,
            "failures": statuses.get("fail", 0) + statuses.get("error", 0)}


#: Queries a judge types: rule words in three languages, card names, rule ids, a question's words,
#: and a one-letter query that matches nearly every document (the slowest kind).
SEARCHES = ["stack", "prioritas", "pemain aktif", "ตะแคง", "result whole register", "holy",
            "illegal target", "สวัสดี", "a", "register locked", "Gun Shot", "Keen Scholar",
            "RB 404.2", "replacement order", "does the attacker survive", "FOW 605.1b"]


def search(repeat: int, smoke: bool = False) -> dict[str, Any]:
    """Each query's best CPU time over `repeat` runs, on an index opened from a fresh cache.
    A smoke run indexes one folder of rulings, not every bundled one (indexing a ruling resolves
    it: ~3 s for the bundled ones), as its `judge site` does."""
    import tempfile

    from judge.lookup.index import open_index
    from judge.lookup.search import Searcher

    which: dict[str, Any] = {"bundled": False, "rulings": [str(SMALL.parent)]} if smoke else {}
    with tempfile.TemporaryDirectory() as tmp:
        start = time.process_time()
        built = open_index(cache=Path(tmp), **which)
        build_s = time.process_time() - start
        index = open_index(cache=Path(tmp), **which)
        assert index.origin == "cache"
        searcher = Searcher(index)
        searcher.search("warm up")  # the first query reads the document list once
        per_query = {q: timed(lambda: searcher.search(q), repeat) * 1000  # noqa: B023
                     for q in SEARCHES}
        docs = dict(index.db.execute("SELECT kind = 'ruling', count(*) FROM docs GROUP BY 1"))
        index.db.close()
        built.db.close()
    ms = sorted(per_query.values())
    slowest = max(per_query, key=lambda q: per_query[q])
    return {"queries": len(SEARCHES), "rules": docs.get(0, 0), "rulings": docs.get(1, 0),
            "median_ms": statistics.median(ms), "max_ms": ms[-1], "slowest": slowest,
            "build_s": build_s, "per_query_ms": per_query}


def register_text(n: int) -> str:
    lines = ["game: vandaria-wars", "turn: {player: alice, phase: main}", "players:",
             "  alice: {gold: 0}", "  bob: {gold: 0}", "cards:",
             "  Ping: {type: action, targets: [{type: territory}], "
             "effect: [{damage: {target: $1, amount: 1}}]}",
             "  Wall: {type: territory, stats: {atk: 0, hp: 100000000}}",
             "objects:", "  - {id: wall, card: Wall, owner: bob, zone: field}", "register:"]
    for i in range(n):
        who = "alice" if i % 2 else "bob"
        lines.append(f"  - {{id: p{i}, card: Ping, controller: {who}, targets: [wall]}}")
    return "\n".join(lines) + "\n"


def growth(sizes: list[int], repeat: int) -> dict[str, dict[str, float]]:
    """Sizes are timed in turn within each repetition (ABAB...), so a machine that drifts
    faster or slower during the run affects both alike."""
    from judge.app import load_scenario_text, resolve
    from judge.render.jsondump import ruling_pieces
    from judge.render.safe import json_text

    cases = {}
    for n in sizes:
        text = register_text(n)
        scenario = load_scenario_text(text, f"register-{n}.yaml")
        res = resolve(scenario)
        assert len(res.resolved) == n, "the whole register must resolve in one round"
        cases[n] = (text, scenario)
    best: dict[str, dict[str, float]] = {str(n): {} for n in sizes}
    for _ in range(repeat):
        for n, (text, scenario) in cases.items():
            made: list[Any] = []  # a fresh resolution for the ruling: its steps are said once
            figures = {  # each lambda is timed at once, inside this iteration; as resolve --json
                "load_s": timed(lambda: load_scenario_text(text, "bench.yaml"), 1),  # noqa: B023
                "resolve_s": timed(lambda: made.append(  # noqa: B023
                    resolve(scenario, keep_initial=False)), 1),  # noqa: B023
                "json_s": timed(lambda: ruling_pieces(made[0], escape=json_text), 1),  # noqa: B023
            }
            for key, value in figures.items():
                best[str(n)][key] = min(best[str(n)].get(key, value), value)
    return best


# ----- 4. the whole process ---------------------------------------------------------------------
def judge_command() -> list[str]:
    judge = Path(sys.executable).parent / "judge"
    return [str(judge)] if judge.exists() else [sys.executable, "-m", "judge"]


#: Runs one command and reports what the kernel counted for it alone (os.wait4): CPU time, peak
#: memory, exit code; its output goes to a file. A process of its own, so that the peak is the
#: command's: a child starts from a copy of its parent, and Linux keeps that copy's size as the
#: child's first high-water mark, so children of this (large) benchmark would all seem large.
MEASURER = """
import json, os, subprocess, sys, threading
req = json.load(sys.stdin)
with open(req["stdout"], "wb") as out:
    proc = subprocess.Popen(req["args"], stdout=out, stderr=subprocess.DEVNULL, cwd=req["cwd"])
    timer = threading.Timer(req["timeout"], proc.kill)
    timer.start()
    _, status, usage = os.wait4(proc.pid, 0)
    timer.cancel()
json.dump([usage.ru_utime + usage.ru_stime, usage.ru_maxrss, os.waitstatus_to_exitcode(status)],
          sys.stdout)
"""


def run_measured(args: list[str], timeout: float = 120) -> tuple[float, float, int, bytes]:
    """Run a command; its CPU time (user + system) and peak memory (MB) alone, its exit code and
    its standard output."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "stdout"
        done = subprocess.run([sys.executable, "-c", MEASURER], check=True, capture_output=True,
                              input=json.dumps({"args": args, "cwd": str(ROOT), "stdout": str(out),
                                                "timeout": timeout}).encode())
        seconds, peak, code = json.loads(done.stdout)
        scale = 1024 * 1024 if sys.platform == "darwin" else 1024
        return seconds, peak / scale, code, out.read_bytes()


def whole_process(n: int, runs: int, warm: bool = True) -> dict[str, float]:
    """`judge resolve register-N.yaml --json` as a script calls it: start-up included. `warm`:
    run it once first to fill the file cache (a smoke run, whose figures are not judged, does
    not), and time each phase at its best of three rather than once."""
    import tempfile

    import yaml

    text = register_text(n)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"register-{n}.yaml"
        path.write_text(text, encoding="utf-8")
        args = [*judge_command(), "resolve", str(path), "--json"]
        if warm:
            run_measured(args)  # warm the file cache
        samples = [run_measured(args) for _ in range(runs)]
        phases = process_phases(path, 3 if warm else 1)
    assert all(code == 0 for _, _, code, _ in samples)
    ruling = json.loads(samples[0][3])  # the whole register, not cut short by a limit
    assert len(ruling["resolved"]) == n and not ruling["findings"], ruling["findings"]
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    floor = timed(lambda: yaml.compose(text, Loader=loader), 3)
    seconds = statistics.median(s for s, _, _, _ in samples)
    phases["startup_exit_s"] = max(0.0, seconds - sum(phases.values()))
    return {"items": n, "seconds": seconds, "peak_mb": max(m for _, m, _, _ in samples),
            "yaml_parse_s": floor, "yaml_ratio": seconds / floor, "phases": phases}


def process_phases(path: Path, repeat: int) -> dict[str, float]:
    """What `judge resolve FILE --json` does (judge/cli/entry.resolve_json), phase by phase, in
    this process, with the functions it calls (each the best of `repeat`, the cyclic collector
    paused as there): parsing the YAML (composing its nodes and building plain values), building
    and validating the scenario (judge/scenario/load.load_scenario is these two), resolving (with
    the answer), the ruling's JSON text (jsondump.ruling_pieces: the steps and the graph written
    from the resolution, the rest as records then encoded) and writing it out. What the whole
    process takes beyond these is start-up (imports) and exit."""
    from judge.app import resolve
    from judge.games import REGISTRY
    from judge.render.jsondump import ruling_pieces
    from judge.render.safe import json_text
    from judge.scenario.load import build
    from judge.scenario.yamlsafe import load_file

    doc = load_file(path)
    scenario = build(doc, REGISTRY)
    ruling = float("inf")
    for _ in range(repeat):  # a fresh resolution each time: its steps are said once, when read
        res = resolve(scenario, max_steps=None, keep_initial=False)
        ruling = min(ruling, timed(lambda: ruling_pieces(res, escape=json_text), 1))  # noqa: B023
    text = ruling_pieces(res, escape=json_text)

    def write() -> None:  # as resolve_json writes it: in pieces, then the newline
        with open(os.devnull, "w", encoding="utf-8") as out:
            for piece in text:
                out.write(piece)
            out.write("\n")

    return {"parse_s": timed(lambda: load_file(path), repeat),
            "scenario_s": timed(lambda: build(doc, REGISTRY), repeat),
            "resolve_s": timed(lambda: resolve(scenario, keep_initial=False), repeat),
            "ruling_s": ruling, "write_s": timed(write, repeat)}


# ----- 5. adversarial files ---------------------------------------------------------------------
#: What every adversarial file of at most MAX_ADVERSARIAL_BYTES must meet.
MAX_ADVERSARIAL_BYTES = 64 * 1024
LIMIT_S, LIMIT_MB, EXPLAIN_RATIO = 2.0, 300.0, 3.0


GAMES: dict[str, dict[str, str]] = {
    "vandaria-wars": {"stack": "register", "players": "{alice: {gold: 0}, bob: {gold: 0}}",
                      "spell": "action", "kind": "territory", "big": "{atk: 0, hp: 1000000000}",
                      "small": "{atk: 0, hp: 30}", "zone": "field", "deck": "deck",
                      "gear": "relic"},
    "force-of-will": {"stack": "chase", "players": "{alice: {life: 4000}, bob: {life: 4000}}",
                      "spell": "chant", "kind": "resonator", "big": "{atk: 0, def: 1000000000}",
                      "small": "{atk: 0, def: 30}", "zone": "field", "deck": "main_deck",
                      "gear": "regalia"},
    "riftbound": {"stack": "chain", "players": "{alice: {energy: 0}, bob: {energy: 0}}",
                  "spell": "spell", "kind": "unit", "big": "{might: 1000000000}",
                  "small": "{might: 30}", "zone": "base", "deck": "main_deck", "gear": "gear"},
}
ECHO = ("{name: E%d, kind: triggered, when: {event: damaged, object: self}, "
        "effect: [{damage: {target: self, amount: 1}}]}")


def head(game: str, cards: str) -> str:
    g = GAMES[game]
    return (f"game: {game}\nturn: {{player: alice, phase: main}}\nplayers: {g['players']}\n"
            f"cards:\n  Ping: {{type: {g['spell']}, targets: [{{type: {g['kind']}}}], "
            f"effect: [{{damage: {{target: $1, amount: 1}}}}]}}\n" + cards)


def fan_out(game: str, n: int) -> str:
    """One card with n triggered abilities answering the event each of them causes."""
    g = GAMES[game]
    abilities = "".join(f"      - {ECHO % i}\n" for i in range(n))
    return head(game, f"  Echo:\n    type: {g['kind']}\n    stats: {g['big']}\n    abilities:\n"
                      f"{abilities}") + (
        f"objects:\n  - {{id: echo, card: Echo, owner: bob, zone: {g['zone']}}}\n"
        f"{g['stack']}:\n  - {{id: p, card: Ping, controller: alice, targets: [echo]}}\n")


def watchers(game: str, n: int) -> str:
    """n objects, each answering any damage by damaging itself: n triggers per event."""
    g = GAMES[game]
    card = (f"  Echo:\n    type: {g['kind']}\n    stats: {g['big']}\n    abilities:\n"
            "      - {name: E, kind: triggered, when: {event: damaged}, "
            "effect: [{damage: {target: self, amount: 1}}]}\n")
    objs = "".join(f"  - {{id: e{i}, card: Echo, owner: bob, zone: {g['zone']}}}\n"
                   for i in range(n))
    return head(game, card) + f"objects:\n{objs}{g['stack']}:\n" \
        "  - {id: p, card: Ping, controller: alice, targets: [e0]}\n"


def pendulum(game: str, n: int) -> str:
    """Two triggers undoing each other (a loop whose state repeats) beside n idle objects."""
    g = GAMES[game]
    card = (f"  Pendulum:\n    type: {g['gear']}\n    abilities:\n"
            "      - {name: Swing, kind: triggered, when: {event: exhausted, object: self}, "
            "effect: [{ready: {target: self}}]}\n"
            "      - {name: Return, kind: triggered, when: {event: readied, object: self}, "
            "effect: [{exhaust: {target: self}}]}\n"
            f"  Nudge: {{type: {g['spell']}, targets: [{{type: {g['gear']}}}], "
            "effect: [{exhaust: {target: $1}}]}\n"
            f"  Idle: {{type: {g['kind']}, stats: {g['big']}}}\n")
    objs = "".join(f"  - {{id: i{i}, card: Idle, owner: bob, zone: {g['zone']}}}\n"
                   for i in range(n))
    return head(game, card) + (
        f"objects:\n  - {{id: pendulum, card: Pendulum, owner: bob, zone: {g['zone']}}}\n{objs}"
        f"{g['stack']}:\n  - {{id: nudge, card: Nudge, controller: alice, targets: [pendulum]}}\n")


def runaway(game: str, n: int) -> str:
    """A trigger chain whose state never repeats (damage grows) beside n idle objects."""
    g = GAMES[game]
    card = (f"  Echo:\n    type: {g['kind']}\n    stats: {g['big']}\n    abilities:\n"
            f"      - {ECHO % 0}\n  Idle: {{type: {g['kind']}, stats: {g['big']}}}\n")
    objs = "".join(f"  - {{id: i{i}, card: Idle, owner: bob, zone: {g['zone']}}}\n"
                   for i in range(n))
    return head(game, card) + (
        f"objects:\n  - {{id: echo, card: Echo, owner: bob, zone: {g['zone']}}}\n{objs}"
        f"{g['stack']}:\n  - {{id: p, card: Ping, controller: alice, targets: [echo]}}\n")


def chains(game: str, n: int) -> str:
    """n items on the stack, each starting a chain of 30 triggers on its own object (it dies
    after 30 damage): many generations over a large stack and board."""
    g = GAMES[game]
    card = (f"  Bell:\n    type: {g['kind']}\n    stats: {g['small']}\n    abilities:\n"
            f"      - {ECHO % 0}\n")
    objs = "".join(f"  - {{id: b{i}, card: Bell, owner: bob, zone: {g['zone']}}}\n"
                   for i in range(n))
    items = "".join(f"  - {{id: p{i}, card: Ping, controller: alice, targets: [b{i}]}}\n"
                    for i in range(n))
    return head(game, card) + f"objects:\n{objs}{g['stack']}:\n{items}"


def register(game: str, n: int) -> str:
    """The honest big file: n items on the stack."""
    g = GAMES[game]
    items = "".join(f"  - {{id: p{i}, card: Ping, controller: {'alice' if i % 2 else 'bob'}, "
                    f"targets: [wall]}}\n" for i in range(n))
    return head(game, f"  Wall: {{type: {g['kind']}, stats: {g['big']}}}\n") + (
        f"objects:\n  - {{id: wall, card: Wall, owner: bob, zone: {g['zone']}}}\n"
        f"{g['stack']}:\n{items}")


def big_draw(game: str, n: int) -> str:
    """A draw of 10^12 cards from a deck of n."""
    g = GAMES[game]
    card = f"  Insight: {{type: {g['spell']}, effect: [{{draw: {{count: 1000000000000}}}}]}}\n" \
        f"  Filler: {{type: {g['kind']}, stats: {g['big']}}}\n"
    objs = "".join(f"  - {{id: d{i}, card: Filler, owner: alice, zone: {g['deck']}}}\n"
                   for i in range(n))
    state = "state: {victory_score: 1000000000000}\n" if game == "riftbound" else ""
    return head(game, card) + state + f"objects:\n{objs}{g['stack']}:\n" \
        "  - {id: insight, card: Insight, controller: alice}\n"


def passes(game: str, n: int) -> str:
    """n actions, every one a pass, after one item on the stack; then to the end of the turn."""
    g = GAMES[game]
    acts = "".join(f"  - {{by: {'alice' if i % 2 == 0 else 'bob'}, do: pass}}\n" for i in range(n))
    return head(game, f"  Wall: {{type: {g['kind']}, stats: {g['big']}}}\n") + (
        f"objects:\n  - {{id: wall, card: Wall, owner: bob, zone: {g['zone']}}}\n"
        f"{g['stack']}:\n  - {{id: p, card: Ping, controller: alice, targets: [wall]}}\n"
        f"actions:\n{acts}then: end_of_turn\n")


SHAPES: dict[str, Callable[[str, int], str]] = {
    "fan-out": fan_out, "watchers": watchers, "pendulum": pendulum, "runaway": runaway,
    "chains": chains, "register": register, "big-draw": big_draw, "passes": passes}


def largest(shape: Callable[[str, int], str], game: str, max_bytes: int) -> int:
    """The largest n whose file fits in max_bytes (binary search)."""
    low, high = 1, 1
    while len(shape(game, high)) <= max_bytes:
        low, high = high, high * 2
    while low + 1 < high:
        mid = (low + high) // 2
        if len(shape(game, mid)) <= max_bytes:
            low = mid
        else:
            high = mid
    return low


def adversarial_files(max_bytes: int, every_game: bool = True) -> dict[str, str]:
    """Every shape in every game (or, not `every_game`, each shape in one game, the games taken
    in turn), each as large as fits in `max_bytes`."""
    out = {}
    for i, (name, shape) in enumerate(SHAPES.items()):
        for game in GAMES if every_game else [list(GAMES)[i % len(GAMES)]]:
            n = largest(shape, game, max_bytes)
            out[f"{name}-{game}-{n}"] = shape(game, n)
    return out


#: A smoke run's adversarial files, all in one process (a process each cost the smoke run five
#: seconds of start-up): each path through `judge resolve --json` and `judge explain` as the
#: `judge` command runs them (judge.cli.entry.main, its SystemExit the exit code), with the CPU
#: time of each and the process's peak memory so far. Not a measurement: the first file carries
#: the imports, the peak only grows.
IN_ONE_PROCESS = """
import io, json, resource, sys, time
from contextlib import redirect_stdout
from judge.cli.entry import main
scale = 1024 * 1024 if sys.platform == "darwin" else 1024
def run(args):
    sys.argv = ["judge", *args]
    out, start, code = io.StringIO(), time.process_time(), 0
    with redirect_stdout(out):
        try:
            main()
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / scale
    return [time.process_time() - start, peak, code, out.getvalue()]
json.dump([[run(["resolve", p, "--json"]), run(["explain", p])] for p in json.load(sys.stdin)],
          sys.stdout)
"""


def measured_in_one_process(paths: list[Path]) -> list[list[tuple[float, float, int, bytes]]]:
    """Per path, (resolve --json, explain) as run_measured reports them, all in one process
    (IN_ONE_PROCESS)."""
    done = subprocess.run([sys.executable, "-c", IN_ONE_PROCESS], check=True, cwd=ROOT,
                          capture_output=True, input=json.dumps([str(p) for p in paths]).encode())
    return [[(s, mb, code, out.encode("utf-8")) for s, mb, code, out in pair]
            for pair in json.loads(done.stdout)]


#: Under this many seconds of CPU, an adversarial file's resolve and explain are each timed at
#: the best of three (their ratio is then mostly start-up, and one sample is noise).
QUICK_S = 0.2


def adversarial(max_bytes: int, text_view: bool, every_game: bool = True,
                one_process: bool = False) -> dict[str, Any]:
    """Each file through `judge resolve --json` and `judge explain` (and the text view), in a
    process of its own: CPU time, peak memory, how it ended. `one_process` (a smoke run, no
    text view): all files in one process instead (IN_ONE_PROCESS)."""
    import tempfile

    cases: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        files = {p.stem: p.read_text(encoding="utf-8")
                 for p in sorted((ROOT / "bench" / "inputs").glob("*.yaml"))}
        files.update(adversarial_files(max_bytes, every_game))
        paths = {name: Path(tmp) / f"{name}.yaml" for name in files}
        for name, text in files.items():
            paths[name].write_text(text, encoding="utf-8")
        batch = dict(zip(files, measured_in_one_process(list(paths.values())),
                         strict=True)) if one_process else {}
        for name, text in files.items():
            path = paths[name]
            seconds, mb, code, out = batch[name][0] if one_process else run_measured(
                [*judge_command(), "resolve", str(path), "--json"])
            case: dict[str, Any] = {"bytes": len(text.encode("utf-8")), "seconds": seconds,
                                    "peak_mb": mb, "exit": code}
            if code == 0:
                ruling = json.loads(out)
                case["steps"] = len(ruling["steps"])
                ended = [f["kind"] for f in ruling["findings"] if f["kind"] != "note"]
                case["ended"] = ended[0] if ended else ruling["outcome"]
            explain_s, _, explain_code, _ = batch[name][1] if one_process else run_measured(
                [*judge_command(), "explain", str(path)])
            if not one_process and seconds < QUICK_S:
                # A file resolved in a few hundredths of a second: its ratio is mostly the two
                # commands' start-up, and one sample of each varies by a third on this machine
                # (3.10x once, 2.2-2.3x as a median of 15): each the best of three.
                seconds = min(seconds, *(run_measured([*judge_command(), "resolve", str(path),
                                                       "--json"])[0] for _ in range(2)))
                explain_s = min(explain_s, *(run_measured([*judge_command(), "explain",
                                                           str(path)])[0] for _ in range(2)))
                case["seconds"] = seconds
            case.update(explain_s=explain_s, explain_ratio=explain_s / seconds,
                        explain_exit=explain_code)
            if text_view:
                text_s, text_mb, text_code, _ = run_measured([*judge_command(), "resolve",
                                                              str(path)])
                case.update(text_s=text_s, text_mb=text_mb, text_exit=text_code)
            cases[name] = case
    worst_s = max(cases, key=lambda k: cases[k]["seconds"])
    worst_mb = max(cases, key=lambda k: cases[k]["peak_mb"])
    worst_ratio = max(cases, key=lambda k: cases[k]["explain_ratio"])
    out_: dict[str, Any] = {
        "files": len(cases), "max_bytes": max(c["bytes"] for c in cases.values()),
        "worst_s": cases[worst_s]["seconds"], "worst_s_file": worst_s,
        "worst_mb": cases[worst_mb]["peak_mb"], "worst_mb_file": worst_mb,
        "worst_explain_ratio": cases[worst_ratio]["explain_ratio"],
        "worst_explain_file": worst_ratio,
        "failures": sorted(k for k, c in cases.items() if c["exit"] or c["explain_exit"]),
        "cases": cases,
    }
    if text_view:
        worst_text = max(cases, key=lambda k: cases[k]["text_s"])
        out_.update(worst_text_s=cases[worst_text]["text_s"], worst_text_file=worst_text)
    return out_


TRAITS = ("holy", "beast", "mage", "knight")


def layers_text(n_objects: int, n_effects: int, pings: int = 10) -> str:
    """A Vandaria Wars board of `n_objects` followers under `n_effects` continuous effects:
    three fifths static abilities of "captains" on the board (giving traits to every follower
    of a side; +1 ATK to followers of a trait, a third of them `while:` a count holds; +HP
    equal to half the number of followers of a trait), the rest `modify {each: ...}` effects
    with `while:` made by actions that resolve first; then `pings` pings deal damage, one step
    (and state check) each."""
    statics = n_effects * 3 // 5
    made = n_effects - statics
    lines = ["game: vandaria-wars", "turn: {player: alice, phase: main}", "players:",
             "  alice: {gold: 0}", "  bob: {gold: 0}", "cards:",
             "  Soldier: {type: follower, stats: {atk: 1, hp: 50}}",
             "  Ping: {type: action, targets: [{type: follower}], "
             "effect: [{damage: {target: $1, amount: 1}}]}"]
    for t in TRAITS:
        lines.append(f"  {t.title()} Soldier: {{type: follower, stats: {{atk: 1, hp: 50}}, "
                     f"traits: [{t}]}}")
    for i in range(statics):
        t, side = TRAITS[i % 4], ("you", "opponent")[i % 2]
        condition = ""
        if i % 3 == 0:
            effect = (f"{{modify: {{target: {{each: {{type: follower, controller: {side}}}}}, "
                      f"traits: [{TRAITS[(i + 1) % 4]}]}}}}")
        elif i % 3 == 1:
            effect = f"{{modify: {{target: {{each: {{traits: [{t}]}}}}, stats: {{atk: 1}}}}}}"
            condition = (f", while: {{count: {{type: follower, controller: you}}, "
                         f"at_least: {i % 7}}}")
        else:
            effect = (f"{{modify: {{target: {{each: {{traits: [{t}], controller: {side}}}}}, "
                      f"stats: {{hp: {{half: {{count: {{traits: [{t}]}}}}}}}}}}}}")
        lines += [f"  Captain {i}:", "    type: follower", "    stats: {atk: 2, hp: 60}",
                  f"    abilities: [{{name: Aura, kind: static{condition}, effect: [{effect}]}}]"]
    for i in range(made):
        t = TRAITS[i % 4]
        lines.append(f"  Rally {i}: {{type: action, effect: [{{modify: {{target: {{each: "
                     f"{{traits: [{t}]}}}}, stats: {{atk: 1}}, while: {{count: {{traits: "
                     f"[{t}]}}, at_least: 1}}}}}}]}}")
    lines.append("objects:")
    for i in range(statics):
        lines.append(f"  - {{id: c{i}, card: Captain {i}, owner: {('alice', 'bob')[i % 2]}, "
                     "zone: field}")
    for i in range(n_objects - statics):
        card = "Soldier" if i % 5 == 4 else f"{TRAITS[i % 5].title()} Soldier"
        lines.append(f"  - {{id: o{i}, card: {card}, owner: {('alice', 'bob')[i % 2]}, "
                     "zone: field}")
    lines.append("register:")  # bottom first: the rallies resolve first, then the pings
    lines += [f"  - {{id: p{i}, card: Ping, controller: bob, targets: [o{i}]}}"
              for i in range(pings)]
    lines += [f"  - {{id: r{i}, card: Rally {i}, controller: alice}}" for i in range(made)]
    return "\n".join(lines) + "\n"


def layers(n_objects: int, n_effects: int, repeat: int, runs: int) -> dict[str, Any]:
    """Figure 4 (module docstring)."""

    import judge.engine.core as core
    from judge.app import load_scenario_text, resolve

    text = layers_text(n_objects, n_effects)
    scenario = load_scenario_text(text, "layers.yaml")
    # Whether judge's own time budget stops this board (a finding, reported below as a missed
    # figure); the costs are then measured with the budget lifted, so that they are the costs of
    # the whole resolution and not of a resolution cut off after a load-dependent time.
    budget = [f.message for f in resolve(scenario).findings if f.kind == "limit"]
    default_budget = core.TIME_BUDGET_S
    core.TIME_BUDGET_S = 1e9
    try:
        return _layers_figures(text, scenario, n_objects, n_effects, repeat, runs) | {
            "stopped_by_budget": budget}
    finally:
        core.TIME_BUDGET_S = default_budget


def _layers_figures(text: str, scenario: Any, n_objects: int, n_effects: int, repeat: int,
                    runs: int) -> dict[str, Any]:
    import tempfile

    from judge.app import load_scenario_text, resolve, rulebook_of
    from judge.engine.continuous import statics
    from judge.engine.resolver import Resolver

    after = Resolver(scenario, rulebook_of(scenario))
    res = after.run()
    state = after.state
    in_force = len(state.continuous) + len(statics(after))
    limits = [f.message for f in res.findings if f.kind == "limit"]
    assert not limits, f"the layers board was stopped by a limit: {limits}"
    assert len(state.objects) - len(res.resolved) == n_objects
    assert in_force == n_effects, f"{in_force} continuous effects in force, not {n_effects}"
    covered = sum(len(o.continuous) for o in state.objects.values())

    def recompute() -> None:
        state.version += 1
        after.refresh_layers()

    def state_check() -> None:
        state.version += 1
        after.game.checks.run(after.table)

    def many(fn: Callable[[], None], n: int) -> Callable[[], None]:
        def run() -> None:
            for _ in range(n):
                fn()
        return run

    n = 5
    out: dict[str, Any] = {
        "objects": n_objects, "effects": in_force, "changes_in_force": covered,
        "steps": len(res.steps),
        "recompute_ms": timed(many(recompute, n), repeat) / n * 1000,
        "state_check_ms": timed(many(state_check, n), repeat) / n * 1000,
        "load_s": timed(lambda: load_scenario_text(text, "layers.yaml"), repeat),
        "resolve_s": timed(lambda: resolve(scenario), repeat),
    }
    out["per_step_ms"] = out["resolve_s"] / len(res.steps) * 1000
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "layers.yaml"
        path.write_text(text, encoding="utf-8")
        judge = Path(sys.executable).parent / "judge"
        cmd = [str(judge)] if judge.exists() else [sys.executable, "-m", "judge"]
        parse = (f"import yaml; yaml.load(open({str(path)!r}, encoding='utf-8'), "
                 "Loader=getattr(yaml, 'CSafeLoader', yaml.SafeLoader))")
        whole = {}
        for key, args in (("python_s", [sys.executable, "-c", "pass"]),
                          ("yaml_parse_s", [sys.executable, "-c", parse]),
                          ("judge_s", [*cmd, "resolve", str(path), "--json"])):
            samples = []
            for _ in range(runs):
                start = child_cpu()
                subprocess.run(args, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
                samples.append(child_cpu() - start)
            whole[key] = statistics.median(samples)
    out.update(whole)
    out["ratio_python"] = whole["judge_s"] / whole["python_s"]
    out["ratio_yaml_parse"] = whole["judge_s"] / whole["yaml_parse_s"]
    return out


def site(smoke: bool) -> dict[str, Any]:
    import tempfile

    with tempfile.TemporaryDirectory() as out, tempfile.TemporaryDirectory() as cache:
        args = [sys.executable, "-m", "judge", "site", out, "--jobs", "1"]
        if smoke:
            args += ["--no-bundled", "--rulings", str(SMALL.parent)]
        # A first build, always: with the user's cache a rebuild reuses every unchanged page
        # (~2 s), so the figure would depend on what ran before.
        env = {**os.environ, "JUDGE_CACHE_DIR": cache}
        before, start = child_cpu(), time.perf_counter()
        subprocess.run(args, cwd=ROOT, check=True, capture_output=True, env=env)
        wall, cpu = time.perf_counter() - start, child_cpu() - before
        pages = sum(1 for _ in Path(out).rglob("*.html"))
        rulings = sum(1 for _ in (Path(out) / "rulings").rglob("*.html"))
    return {"cpu_s": cpu, "wall_s": wall, "pages": pages, "rulings": rulings}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--smoke", action="store_true", help="small and quick, no targets")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    os.chdir(ROOT)
    sizes = [500, 1000] if args.smoke else [10_000, 20_000]
    if args.smoke:
        os.environ["PATH"] = ""  # no valgrind in a smoke run: it is slow
    # In-process figures first: on small virtual machines, the burst of subprocesses the cold
    # start needs leaves the CPU throttled for a while afterwards.
    # A smoke run times the corpus figure over the 256 common files, not every bundled file:
    # each is loaded, resolved and compared (3.8 s CPU for all of them, a third of the smoke
    # run), which tests/test_scenarios.py does for every file anyway. So in a smoke run the two
    # throughput figures are one measurement of the same files, taken once.
    common = throughput(1 if args.smoke else 9, common_files(), warm=not args.smoke)
    figures: dict[str, Any] = {
        "throughput": common if args.smoke else throughput(9, None, warm=True),
        "throughput_common": common,
        "growth": growth(sizes, 1 if args.smoke else 5),
        "search": search(1 if args.smoke else 20, smoke=args.smoke),
        "layers": layers(200 if args.smoke else 1000, 50, 1 if args.smoke else 5,
                         1 if args.smoke else 5),
    }
    figures["cold_start"] = cold_start(3 if args.smoke else 21)
    figures["whole_process"] = whole_process(sizes[0], 1 if args.smoke else 9,
                                             warm=not args.smoke)
    # A smoke run tries each shape in one game: every figure, a third of the processes.
    figures["adversarial"] = adversarial(4 * 1024 if args.smoke else MAX_ADVERSARIAL_BYTES,
                                         text_view=not args.smoke, every_game=not args.smoke,
                                         one_process=args.smoke)
    figures["site"] = site(args.smoke)
    small, large = (figures["growth"][str(s)] for s in sizes)
    ratio = large["resolve_s"] / small["resolve_s"]
    figures["growth_ratio"] = {"resolve": ratio, "load": large["load_s"] / small["load_s"]}
    if args.json:
        print(json.dumps(figures, indent=2))
    cs, tp, wp = figures["cold_start"], figures["throughput"], figures["whole_process"]
    tc = figures["throughput_common"]
    sr, adv = figures["search"], figures["adversarial"]
    checks = []
    if "instr_ratio" in cs:
        checks.append(("cold start judge resolve --json", f"{cs['instr_ratio']:.2f}x python -c "
                       f"pass in instructions ({cs['judge_instructions'] / 1e6:.0f}M vs "
                       f"{cs['python_instructions'] / 1e6:.0f}M; click+yaml alone "
                       f"{cs['click_yaml_instr_ratio']:.2f}x)", cs["instr_ratio"] <= 6.0))
    checks += [
        ("cold start, CPU time", f"{cs['ratio']:.2f}x python -c pass "
         f"({cs['judge_s'] * 1000:.0f} ms vs {cs['python_s'] * 1000:.0f} ms CPU; click+yaml "
         f"alone {cs['click_yaml_ratio']:.2f}x)", cs["ratio"] <= 6.0),
        ("throughput judge test corpus", f"{tp['per_second']:.0f} scenarios/s "
         f"({tp['scenarios']} in {tp['seconds']:.3f} s)", tp["per_second"] >= 1000),
        ("throughput, the 256 common files", f"{tc['per_second']:.0f} scenarios/s "
         f"({tc['scenarios']} in {tc['seconds']:.3f} s; bench/common-scenarios.txt)",
         tc["per_second"] >= 1000),
        (f"register of {sizes[0]}", f"resolves in {small['resolve_s']:.3f} s "
         f"(load {small['load_s']:.3f} s, JSON {small['json_s']:.3f} s)",
         small["resolve_s"] < 1.0),
        (f"register of {sizes[1]}", f"{ratio:.2f}x the time of {sizes[0]} "
         f"({large['resolve_s']:.3f} s; load {figures['growth_ratio']['load']:.2f}x)",
         ratio <= 2.2),
        ("search rules + rulings", f"slowest query {sr['max_ms']:.1f} ms ({sr['slowest']!r}), "
         f"median {sr['median_ms']:.1f} ms over {sr['queries']} queries; {sr['rules']} rules "
         f"and {sr['rulings']} rulings (index built in {sr['build_s']:.1f} s)",
         sr["max_ms"] < 10.0),
        (f"register of {sizes[0]}, whole process", f"judge resolve --json in "
         f"{wp['seconds']:.3f} s CPU, start-up included ({wp['yaml_ratio']:.1f}x parsing its "
         f"YAML alone, {wp['yaml_parse_s']:.3f} s; resolve only {small['resolve_s']:.3f} s; "
         f"peak {wp['peak_mb']:.0f} MB)", wp["seconds"] < 0.6),
        (f"register of {sizes[0]}, its phases", "start-up and exit {startup_exit_s:.3f} s, "
         "YAML {parse_s:.3f} s, scenario {scenario_s:.3f} s, resolve {resolve_s:.3f} s, ruling "
         "as JSON text {ruling_s:.3f} s, writing it {write_s:.3f} s (CPU, in process)".format(
             **wp["phases"]), True),
        (f"adversarial files <= {adv['max_bytes'] // 1024 + 1} KB", f"{adv['files']} files: "
         f"worst {adv['worst_s']:.2f} s ({adv['worst_s_file']}), worst {adv['worst_mb']:.0f} MB "
         f"({adv['worst_mb_file']})", adv["worst_s"] <= LIMIT_S and adv["worst_mb"] <= LIMIT_MB
         and not adv["failures"]),
        ("adversarial explain / resolve", f"worst {adv['worst_explain_ratio']:.2f}x "
         f"({adv['worst_explain_file']})", adv["worst_explain_ratio"] <= EXPLAIN_RATIO),
    ]
    if "worst_text_s" in adv:
        checks.append(("adversarial text view", f"worst {adv['worst_text_s']:.2f} s "
                       f"({adv['worst_text_file']}; no target)", True))
    ly = figures["layers"]
    checks += [
        (f"layers: {ly['objects']} objects, {ly['effects']} effects",
         f"state check {ly['state_check_ms']:.1f} ms (recomputation {ly['recompute_ms']:.1f} "
         f"ms; {ly['changes_in_force']} changes in force)", ly["state_check_ms"] < 50),
        ("layers: the whole resolution", f"{ly['per_step_ms']:.1f} ms per step ({ly['steps']} "
         f"steps in {ly['resolve_s']:.3f} s; load {ly['load_s']:.3f} s)", True),
        ("layers: within judge's time budget", "stopped: " + "; ".join(ly["stopped_by_budget"])
         if ly["stopped_by_budget"] else "the whole resolution ends within the budget",
         not ly["stopped_by_budget"]),
        ("layers: judge resolve --json", f"{ly['judge_s']:.2f} s CPU"
         f"{' (stopped by its time budget)' if ly['stopped_by_budget'] else ''}: "
         f"{ly['ratio_python']:.1f}x python -c pass, {ly['ratio_yaml_parse']:.1f}x parsing the "
         f"YAML alone ({ly['yaml_parse_s'] * 1000:.0f} ms)", True),
    ]
    st = figures["site"]
    checks.append(("judge site", f"{st['cpu_s']:.1f} s CPU ({st['wall_s']:.1f} s wall-clock) for "
                   f"{st['pages']} pages, {st['rulings']} rulings", st["cpu_s"] < 10.0))
    width = max(len(c[0]) for c in checks)
    for name, figure, ok in checks:
        verdict = "" if args.smoke else ("  ok" if ok else "  MISSED")
        print(f"{name:<{width}}  {figure}{verdict}")
    for run in (tp, tc):
        if run["failures"]:
            print(f"warning: {run['failures']} scenario(s) failed or errored during the run")
    if adv["failures"]:
        print(f"warning: judge failed on adversarial file(s) {', '.join(adv['failures'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
