"""Shared fixtures and domain asserts for judge's tests."""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
import zlib
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import pytest


def libraries_imported_as_installed(*packages: str) -> None:
    """pytest rewrites the asserts of every module of a distribution that ships a pytest plugin
    (Hypothesis's does), and with PYTHONDONTWRITEBYTECODE set (this machine and CI) keeps none
    of it: every process of every run parsed and rewrote Hypothesis's 73 modules again as this
    file imported it (~0.9 s CPU a process, a third of the xdist controller's start-up; the
    controller and each worker import it). A library's own asserts are not the tests': it is
    imported from the byte code its installer wrote, as outside pytest."""
    from _pytest.assertion.rewrite import AssertionRewritingHook

    for hook in sys.meta_path:
        if isinstance(hook, AssertionRewritingHook):
            hook._must_rewrite.difference_update(packages)
            hook._marked_for_rewrite_cache.clear()


libraries_imported_as_installed("hypothesis")

from hypothesis import HealthCheck, settings  # noqa: E402  (after the line above, see there)

# Property tests: deterministic and quick in CI; HYPOTHESIS_PROFILE=deep explores far more
# (20,000 cases a test; HYPOTHESIS_EXAMPLES=N to change it).
settings.register_profile("ci", max_examples=120, derandomize=True, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("deep", max_examples=int(os.environ.get("HYPOTHESIS_EXAMPLES", 20_000)),
                          deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
#: The scenario contract's three worked examples, bundled (docs/scenario-format.md).
CONTRACT_EXAMPLES = [
    SCENARIOS / "vandaria-wars/register/prayer-profit-gun-shot.yaml",
    SCENARIOS / "force-of-will/chase/contract-one-item-per-round.yaml",
    SCENARIOS / "riftbound/states/contract-chain-closed-state.yaml",
]


#: Modules that share what a process builds once, so they run in one process (one unit of work
#: for pytest-xdist): every bundled scenario's rendered views (tests/rendered.py, cached per
#: process), the built site (tests/site/conftest.py: a session fixture) and the search index of
#: the look-up tests' session cache folder (tests/lookup/conftest.py). Split over two processes,
#: each would build them.
SHARED_UNITS = {
    "tests/test_answer.py": "rendered views", "tests/test_game_words.py": "rendered views",
    "tests/test_i18n.py": "rendered views",
    # before "tests/site/": it reads the rulings, not the built site
    "tests/site/test_layout.py": "rendered views", "tests/site/": "built site",
    "tests/lookup/": "search index",
    # they read every bundled ruling of tests/resolved.py, as the rendered views do
    "tests/test_schema.py": "rendered views", "tests/test_citation_depth.py": "rendered views",
    "tests/test_catalogue.py": "rendered views", "tests/cli/test_newcomers.py": "rendered views",
    "tests/test_jsondump.py": "rendered views", "tests/engine/test_core_fixes.py": "rendered views",
    "tests/robustness/test_invariants.py": "rendered views",
}

#: Roughly what each unit costs (CPU seconds, `pytest -n 0` on the 2-core CI machine, 2026-12),
#: heaviest first: the scheduler hands out the heaviest units first, so the two processes end
#: together (a heavy unit picked up last would run alone while the other process idles). A unit
#: not listed counts a few milliseconds a test, after these. Approximate is enough: only the
#: order matters.
UNIT_COST = {
    # the built site counts Chromium's own processes too, which a process's own CPU time
    # leaves out (~10 s of the ~22 s); its pages were kept by the rendered views
    # (tests/site/conftest.py), which a build of them once resolved again (~20 s CPU). A half
    # of the rendered views resolves only its own half of the rulings (-n 0 on one half:
    # 108 -> 79 s at load 10)
    "rendered views 0": 51, "rendered views 1": 51, "built site": 22, "search index": 29,
    "tests/test_bench.py": 20,
    "tests/robustness/test_fuzz_cards.py": 15, "tests/robustness/test_type_swaps.py": 11,
    "tests/robustness/test_fuzz_caches.py": 5,
    "tests/test_readme.py": 5, "tests/cli/test_fast_path.py": 3, "tests/cache/test_caches.py": 4,
    "tests/robustness/test_yaml_quick_path.py": 4,
}


#: The shared unit split in two: each half renders the views of half of the bundled scenarios
#: (SCENARIO_HALVES), so the two processes share that work (~50 s CPU each) instead of one of
#: them doing it all while the other runs out of work. Every module of the unit runs its tests
#: of a scenario in that scenario's half, and a test over all of them once per half.
SPLIT_UNIT = "rendered views"
SCENARIO_HALVES = (0, 1)
#: A test's id naming the half of the bundled scenarios it goes over (see in_half), alone or as
#: one of its parameters (`half0`, `riftbound-half1`, `71-half0`).
HALF_ID = re.compile(r"(?:^|-)half(\d)(?:-|$)")
#: A test over every bundled scenario (or every one of a game), run once per half of them
#: (in_half), each in the process that renders that half: run whole in one process, it
#: resolved the other half there too (~1,500 rulings in each process instead of ~760).
each_half = pytest.mark.parametrize("half", SCENARIO_HALVES, ids=lambda h: f"half{h}")


def by_folder(paths: Iterable[Path]) -> list[Any]:
    """The bundled scenarios of `paths` as test parameters, one per folder and half
    (`riftbound/rulings-audit22-half0`: each runs in the process that renders its half): a
    check of every bundled ruling is a test a folder, run on each scenario by each_scenario.
    A test a scenario was 2,578 tests a check, 18,000 over seven checks, and each test costs
    pytest and xdist ~0.8 ms of CPU around it (reports sent, read and printed, fixtures set up
    and torn down): ~10 s of the suite's CPU for no check of its own."""
    groups: dict[tuple[str, int], list[Path]] = {}
    for path in paths:
        folder = path.parent.relative_to(SCENARIOS).as_posix()
        groups.setdefault((folder, scenario_half(path.name)), []).append(path)
    return [pytest.param(tuple(group), id=f"{folder}-half{half}")
            for (folder, half), group in sorted(groups.items())]


def each_scenario(paths: Sequence[Path], check: Callable[[Path], None]) -> None:
    """`check` run on each scenario of a folder's group (by_folder): every scenario is checked
    whatever the others do, and the test fails saying each that failed, with its message (an
    assertion's as pytest rewrote it; anything else with its traceback). A scenario whose
    check skips (judge cannot rule on it) is skipped alone; the test is skipped only if all
    are."""
    import traceback

    failed: list[str] = []
    skipped = 0
    for path in paths:
        try:
            check(path)
        except pytest.skip.Exception:
            skipped += 1
        except AssertionError as e:
            failed.append(f"{path.relative_to(SCENARIOS)}: {e}")
        except Exception:  # said with its scenario; the others are still checked
            failed.append(f"{path.relative_to(SCENARIOS)}:\n{traceback.format_exc()}")
    if failed:
        pytest.fail(f"{len(failed)} of {len(paths)} scenarios failed:\n\n" + "\n\n".join(failed),
                    pytrace=False)
    if paths and skipped == len(paths):
        pytest.skip("judge cannot rule on any of them (an honest exit 3)")


def scenario_half(name: str) -> int:
    """The half a bundled scenario is in, by its file's name (its stem, `.yaml` or not): the same
    in every process and every run, whichever way a test id spells the path."""
    stem = name.rsplit("/", 1)[-1].removesuffix(".yaml")
    return zlib.crc32(stem.encode()) % len(SCENARIO_HALVES)


def in_half(paths: Iterable[Path], half: int) -> list[Path]:
    """The scenarios of `paths` in one half (a test over every scenario runs once per half)."""
    return [p for p in paths if scenario_half(p.name) == half]


def half_of_test(nodeid: str) -> int:
    """The half a test of the split unit runs in: its scenario's, named by its parameter (a path
    or a file's stem, alone or before other parameters: scenario_named; `half0`, `half1` for a
    test over a half); else the half its own id falls in (a test of a module's
    own, or over every scenario's ruling only). A test of one scenario run in the other half's
    process renders that half's views there too (tests/rendered.py lays a half out at once)."""
    name, _, param = nodeid.partition("[")
    param = param.removesuffix("]")
    if m := HALF_ID.search(param):
        return int(m.group(1))
    if stem := scenario_named(param.rsplit("/", 1)[-1].removesuffix(".yaml")):
        return scenario_half(stem)
    return scenario_half(param or name.replace("/", "_"))


def scenario_named(param: str) -> str | None:
    """The bundled scenario's file name (stem) a test's parameters begin with, if any: pytest
    numbers the ids of two files of one name (`damage-order-prevention-as-it-began0`), and
    another parameter follows the name after a `-` (`prayer-profit-gun-shot-id`)."""
    while param:
        for stem in (param, param.rstrip("0123456789")):
            if stem in scenario_stems():
                return stem
        param = param.rsplit("-", 1)[0] if "-" in param else ""
    return None


@cache
def scenario_stems() -> frozenset[str]:
    """The file names (stems) of the bundled scenarios."""
    return frozenset(p.stem for p in SCENARIOS.rglob("*.yaml"))


#: Modules of the split unit whose tests open the run's search index (`judge rule`, `judge
#: search`). They run at the end of their half: by then each process has resolved its half of
#: the bundled rulings and kept what the index takes from them (tests/resolved.py), so the
#: index is built without resolving them again (~10 s CPU when it was built first). Both halves
#: begin at once, one on each process; had the first test of each opened the index, one would
#: have built it while the other waited on its lock (index_built_once).
INDEX_USERS = ("tests/cli/test_newcomers.py",)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The index users (INDEX_USERS) after the rest of the collection: xdist hands out a unit's
    tests in the order collected, so they run last in their half."""
    late = [i for i in items if i.nodeid.startswith(INDEX_USERS)]
    if late:
        moved = set(map(id, late))
        items[:] = [i for i in items if id(i) not in moved] + late


def unit_of(scope: str, nodeid: str = "") -> str:
    """The unit of work a test belongs to: its module's shared unit (the split one's half it
    falls in), else its module."""
    for prefix, unit in SHARED_UNITS.items():
        if scope.startswith(prefix):
            return f"{unit} {half_of_test(nodeid)}" if unit == SPLIT_UNIT else unit
    return scope


def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object | None:
    """pytest-xdist's `loadfile` (pyproject's addopts), with the modules of SHARED_UNITS as one
    unit of work each and the units handed out heaviest first (UNIT_COST). Any other --dist
    keeps xdist's own scheduler."""
    if config.getoption("dist", None) != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling  # type: ignore[import-untyped]

    class SharedUnits(LoadFileScheduling):  # type: ignore[misc]  # xdist ships no types
        """xdist's loadscope bookkeeping without its two scans per test: it found each test of
        a unit handed out by `list.index` over the whole collection (16,000 ids: quadratic),
        and counted a worker's tests still to run by reading every flag of every unit handed
        to it, after each test that ended and as each event arrived. Here a collection's
        indexes are a dict made once, and each unit counts the tests it has left."""

        ordered = False

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.indexes: dict[object, dict[str, int]] = {}  # a worker's: node id -> index
            self.left: dict[int, int] = {}  # id of a unit handed out -> its tests still to run

        def _split_scope(self, nodeid: str) -> str:
            return unit_of(super()._split_scope(nodeid), nodeid)

        def _assign_work_unit(self, node: object) -> None:
            if not self.ordered:  # the queue is complete when the first unit is handed out
                self.ordered = True
                cost = {u: UNIT_COST.get(u, 0.005 * len(tests))
                        for u, tests in self.workqueue.items()}
                for unit in sorted(cost, key=lambda u: -cost[u]):
                    self.workqueue.move_to_end(unit)
            # LoadScopeScheduling._assign_work_unit, the indexes looked up in a dict
            scope, work_unit = self.workqueue.popitem(last=False)
            self.assigned_work.setdefault(node, {})[scope] = work_unit
            where = self.indexes.get(node)
            if where is None:
                where = self.indexes[node] = {}
                for i, nodeid in enumerate(self.registered_collections[node]):
                    where.setdefault(nodeid, i)  # the first, as list.index finds it
            todo = [where[nodeid] for nodeid, done in work_unit.items() if not done]
            self.left[id(work_unit)] = len(todo)
            node.send_runtest_some(todo)  # type: ignore[attr-defined]

        def mark_test_complete(self, node: object, item_index: int,
                               duration: float = 0) -> None:
            nodeid = self.registered_collections[node][item_index]
            unit = self.assigned_work[node][self._split_scope(nodeid)]
            if not unit[nodeid]:
                unit[nodeid] = True
                if id(unit) in self.left:
                    self.left[id(unit)] -= 1
            self._reschedule(node)

        def _pending_of(self, workload: dict[str, dict[str, bool]]) -> int:
            return sum(self.left[id(unit)] if id(unit) in self.left
                       else list(unit.values()).count(False) for unit in workload.values())

    return SharedUnits(config, log)


#: The cache folder of this test run (judge/cache.py's parsed data files, the search index),
#: made by the process that starts the run; xdist's workers inherit the variable.
RUN_CACHE = "JUDGE_TESTS_RUN_CACHE"


def pytest_configure(config: pytest.Config) -> None:
    """judge caches in one folder for the whole run, never the user's (~/.cache/judge): the
    tests leave no trace there, and every process of the run opens the one search index the
    first of them builds (~3.5 s CPU a build: `judge rule` and `judge search` run from
    test_i18n and test_newcomers each built their own; on a machine where the user's index is
    another checkout's, every run did). Two processes building it at once do no harm
    (judge/lookup/index.py renames a finished index into place)."""
    if RUN_CACHE not in os.environ:  # the first process of the run (xdist's controller)
        judge_compiled()
        os.environ[RUN_CACHE] = tempfile.mkdtemp(prefix="judge-tests-cache-")
        config.stash[_MADE_CACHE] = os.environ[RUN_CACHE]
    os.environ["JUDGE_CACHE_DIR"] = os.environ[RUN_CACHE]
    # Every test sees judge speak English, whatever the locale of the machine running it
    # (judge/lang.py); tests of other languages ask for them (monkeypatch, a CliRunner's env:
    # both put it back). Once a process, not a fixture around each of 22,000 tests (~2 s CPU).
    os.environ["JUDGE_LANG"] = "en"
    collector_tuned()
    index_built_once()
    rewritten_tests_kept()


def collector_tuned() -> None:
    """Python's full collections in a test process come ten times rarer (the third threshold
    10 -> 100): a worker keeps every view of its half of the bundled rulings for the session,
    and each full pass walked whatever of them was not frozen yet (tests/rendered.py freezes
    them in batches): 180 full passes were ~21 s of the suite's CPU (measured with gc.callbacks
    in each process), ~2 s of test_answer's 44 s alone. Young collections are as before; what
    they miss waits longer, which memory affords here."""
    import gc

    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, 100)


def judge_compiled() -> None:
    """judge's byte code is written once, before any worker starts: where the environment sets
    PYTHONDONTWRITEBYTECODE (this machine and CI do) or a merge left the byte code stale, every
    test process and every `python -m judge` a test runs compiled all of judge from source
    again (about 0.15 s CPU a process; some 30% of the CPU of the tests that run the command).
    Python checks each file's byte code against its source's time and size before using it."""
    import compileall

    compileall.compile_dir(ROOT / "judge", quiet=1)


def rewritten_tests_kept() -> None:
    """pytest keeps each test module as it rewrote it (its asserts made to say what they
    compared) in __pycache__ and reads it back on the next run, but writes it only where byte
    code may be written: with PYTHONDONTWRITEBYTECODE set (this machine and CI) each process of
    every run rewrote every test module again, ~4 s CPU a process (7.5 -> 3.3 s to collect the
    suite). Test modules are imported here as pytest imports them by default, byte code
    written (an import such a module makes writes its own byte code too, as Python does by
    default; judge's is written before the run, judge_compiled)."""
    from _pytest.assertion.rewrite import AssertionRewritingHook

    for hook in sys.meta_path:
        if isinstance(hook, AssertionRewritingHook):
            rewrite = hook.exec_module

            def exec_module(module: object, rewrite: object = rewrite) -> None:
                was, sys.dont_write_bytecode = sys.dont_write_bytecode, False
                try:
                    rewrite(module)  # type: ignore[operator]
                finally:
                    sys.dont_write_bytecode = was

            hook.exec_module = exec_module  # type: ignore[method-assign]


def index_built_once() -> None:
    """The run's search index is built by one process while the others wait for it: both xdist
    workers begin with `judge rule` tests (tests/cli/test_newcomers.py in each half of the
    rendered views), so both built it at once (~4.6 s CPU each, one of them for nothing). A
    process that needs it takes a lock on the run's cache folder to build it, and finds it
    built if another did while it waited (judge/lookup/index.py: open_index opens it next).
    Indexes built elsewhere (a test's own folder) are built as judge builds them."""
    import fcntl

    from judge.lookup import index

    build = index._build_file

    def build_once(path: Path, *args: object, **kwargs: object) -> float:
        if path.parent != run_cache():
            return build(path, *args, **kwargs)  # type: ignore[arg-type]
        with (path.parent / ".index-build.lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
            if path.is_file() and index._check_file(path).is_file():
                return 0.0  # built by another process of this run while this one waited
            return build(path, *args, **kwargs)  # type: ignore[arg-type]

    index._build_file = build_once


_MADE_CACHE = pytest.StashKey[str]()


def pytest_collection_finish(session: pytest.Session) -> None:
    """The collected tests live as long as the process: out of the garbage collector's sight
    (tests/rendered.py: kept_for_the_session)."""
    import gc

    gc.freeze()


def pytest_unconfigure(config: pytest.Config) -> None:
    made = config.stash.get(_MADE_CACHE, None)
    if made is not None:
        shutil.rmtree(made, ignore_errors=True)
        del os.environ[RUN_CACHE]
    if "PYTEST_XDIST_WORKER" in os.environ:
        import atexit
        import gc

        # pytest's own unconfigure (after this one) runs a full collection to find what a
        # finalizer raised: over a worker's whole heap (every view of its half) ~0.8 s a
        # worker, at the very end of the run. Its tests are done and each was checked for
        # such errors as it ran (pytest collects them after each test); set aside, the heap
        # is not walked again.
        gc.freeze()
        atexit.register(worker_ends_at_once)


def worker_ends_at_once() -> None:
    """An xdist worker, its results sent and its session closed, ends without tearing its heap
    down object by object: each worker keeps its half of the bundled rulings and all their
    views for the session (tests/rendered.py), and freeing them one by one at exit kept the
    run waiting ~2-3 s after its last test (the controller waits for its workers to end).
    Registered as the session ends, it runs first of the exit handlers (last registered,
    first run) and skips the rest: nothing a worker registers does more than free memory."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def run_cache() -> Path:
    """This run's cache folder (see pytest_configure)."""
    return Path(os.environ[RUN_CACHE])


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-goldens", action="store_true",
                     help="rewrite the golden transcripts instead of comparing with them")




#: The rulings a cache-damage test indexes: rebuilding the index is what those tests check, and
#: indexing every bundled ruling resolves each of them (seconds a rebuild), so they index these.
FEW_RULINGS = [*CONTRACT_EXAMPLES,
               SCENARIOS / "vandaria-wars/costs/failed-skill-no-refund.yaml"]


@pytest.fixture
def few_rulings(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search index holds only FEW_RULINGS as the bundled rulings."""
    import judge.bundled

    monkeypatch.setattr(judge.bundled, "bundled_files", lambda: [str(p) for p in FEW_RULINGS])


#: The game whose rulebook alone a small search index holds (58 rules of some 4,200).
SMALL_GAME = "vandaria-wars"


def small_rulebook(patch: pytest.MonkeyPatch) -> None:
    """The look-ups read one small game's rulebook (SMALL_GAME), for tests of how a damaged or
    missing search index is caught and rebuilt, not of what it holds: indexing the two big
    rulebooks is ~0.5 s CPU of a ~0.6 s rebuild, and whether damage is caught does not depend
    on the index's size (the sidecar's CRC-32 and size cover every byte)."""
    import judge.lookup.rules

    every_game = judge.lookup.rules.registered_books
    patch.setattr(judge.lookup.rules, "registered_books",
                  lambda: {g: d for g, d in every_game().items() if g == SMALL_GAME})


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))
