"""The benchmark harness runs (a smoke run: small sizes, figures not judged here; the real
measurement is `python bench/run.py`, see README: Performance)."""

from __future__ import annotations

import json
import subprocess
import sys

from .conftest import ROOT


def test_benchmark_smoke_run_produces_every_figure() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "run.py"), "--smoke", "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    figures = json.loads(done.stdout[:done.stdout.rindex("}") + 1])
    assert figures["cold_start"]["ratio"] > 1
    assert figures["throughput"]["scenarios"] > 0 and figures["throughput"]["failures"] == 0
    common = figures["throughput_common"]  # the 256 files listed in bench/
    assert common["scenarios"] == 256 and common["failures"] == 0
    assert set(figures["growth"]) == {"500", "1000"}
    assert figures["growth_ratio"]["resolve"] > 0
    assert figures["search"]["rulings"] > 0 and figures["search"]["rules"] > 0
    assert 0 < figures["search"]["median_ms"] <= figures["search"]["max_ms"]
    whole = figures["whole_process"]
    assert whole["items"] == 500 and whole["seconds"] > 0 and whole["yaml_ratio"] > 0
    adv = figures["adversarial"]
    shapes = {"fan-out", "watchers", "pendulum", "runaway", "chains", "register", "big-draw",
              "passes"}
    games = ("vandaria-wars", "force-of-will", "riftbound")
    # A smoke run tries each shape once, the games in turn (the real run: every game), and
    # every file of bench/inputs.
    inputs = {p.stem for p in (ROOT / "bench" / "inputs").glob("*.yaml")}
    assert adv["files"] == len(shapes) + len(inputs)
    generated = set(adv["cases"]) - inputs
    assert {s for s in shapes if any(n.startswith(s + "-") for n in generated)} == shapes
    assert {g for g in games if any(g in n for n in generated)} == set(games)
    assert {"twenty-triggers", "burn-out-loop"} <= set(adv["cases"])
    assert not adv["failures"]
    for name, case in adv["cases"].items():
        assert case["exit"] == 0 and case["explain_exit"] == 0, name
        assert case["steps"] > 0 and case["seconds"] > 0 and case["peak_mb"] > 0, name
    layers = figures["layers"]  # a smaller board than the real run's 1,000 objects
    assert (layers["objects"], layers["effects"]) == (200, 50)
    assert layers["changes_in_force"] > layers["objects"] and layers["steps"] > 10
    for key in ("recompute_ms", "state_check_ms", "per_step_ms", "load_s", "resolve_s"):
        assert layers[key] > 0, key
    assert layers["ratio_python"] > 1 and layers["ratio_yaml_parse"] > 0
    # whether judge's own time budget cut the board short: the figures themselves are measured
    # with the budget lifted, so they are those of the whole resolution (asserted in the bench)
    assert isinstance(layers["stopped_by_budget"], list)
    assert figures["site"]["rulings"] > 0 and figures["site"]["pages"] > figures["site"]["rulings"]
    assert figures["site"]["cpu_s"] > 0
    for line in ("whole process", "throughput, the 256 common files", "adversarial files",
                 "adversarial explain / resolve",
                 "judge site", "layers: 200 objects, 50 effects", "layers: the whole resolution",
                 "layers: within judge's time budget", "layers: judge resolve --json"):
        assert line in done.stdout
