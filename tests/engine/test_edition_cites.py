"""A ruling made under an edition cites only rules of that edition (DEVELOPERS.md: every id
printed exists). Riftbound's ids are v1.4 numbers; a rule v1.3 does not have (its `editions`
note says "not in v1.3") gives way to its `cite_instead` under v1.3, and one with nothing in its
place is a v1.4-only mechanic, which judge does not run under v1.3 (exit 3 naming it)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from judge.app import load_scenario, load_scenario_text, resolve, rulebook_of
from judge.errors import JudgeError, UnsupportedMechanic
from judge.games import find_game
from judge.model.scenario import Scenario
from judge.scenario.whatif import WhatIf

from ..conftest import ROOT

SCENARIOS = ROOT / "scenarios"


def not_in_edition(sc: Scenario) -> list[str]:
    """The rules the ruling of `sc` cites that its edition does not have."""
    data = rulebook_of(sc).data
    absent = data.absent_in(sc.edition) if sc.edition != data.default_edition else {}
    res = resolve(sc, keep_initial=False, answer=False)
    return [c for c in res.citations if c in absent or data.rule(c) is None]


def bundled(path: Path, what_if: WhatIf | None = None) -> Scenario | None:
    try:
        return load_scenario(str(path.relative_to(ROOT)), what_if)
    except JudgeError:  # a file judge refuses or cannot rule on: other tests pin those
        return None


def test_every_bundled_scenario_of_another_edition_cites_only_that_editions_rules() -> None:
    checked, wrong = 0, {}
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        # a file that never writes the word has the default edition (its top-level key
        # `edition:` is the only way to choose another): not loaded (~3,800 loads, ~4 s CPU)
        if "edition" not in path.read_text(encoding="utf-8"):
            continue
        sc = bundled(path)
        if sc is None or sc.edition == rulebook_of(sc).data.default_edition:
            continue
        checked += 1
        if bad := not_in_edition(sc):
            wrong[path.name] = bad
    assert checked >= 10  # Riftbound's v1.3 scenarios (FoW and VW have one edition each)
    assert not wrong


def test_every_riftbound_scenario_run_as_v13_cites_only_v13_rules_or_cannot_rule() -> None:
    """`--edition v1.3` on any Riftbound file: a ruling citing v1.3's rules, or exit 3."""
    as_v13 = WhatIf.parse(edition="v1.3")
    wrong: dict[str, list[str]] = {}
    ruled = 0
    for path in sorted((SCENARIOS / "riftbound").rglob("*.yaml")):
        sc = bundled(path, as_v13)
        if sc is None:
            continue
        try:
            bad = not_in_edition(sc)
        except JudgeError as exc:
            if isinstance(exc, UnsupportedMechanic):
                continue
            raise
        ruled += 1
        if bad:
            wrong[path.name] = bad
    assert ruled > 300
    assert not wrong


def test_each_rule_cited_instead_exists_in_that_edition() -> None:
    data = find_game("riftbound").data
    absent = data.absent_in("v1.3")
    instead = {i for ids in absent.values() for i in ids}
    assert {"RB 347", "RB 346", "RB 425.1.b", "RB 143.2.a"} <= instead
    assert all(data.rule(i) is not None and i not in absent for i in instead)
    assert data.absent_in("v1.4") == {} or not any(  # the ids are v1.4's own numbers
        v for v in data.absent_in("v1.4").values())


SKIP = """
game: riftbound
edition: v1.3
turn: {player: alice, phase: main, number: 3}
players: {alice: {}, bob: {}}
cards:
  Long Dusk:
    type: gear
    abilities:
      - {name: Dusk, kind: static,
         effect: [{replace: {event: phase_started, phase: ending, player: opponent}}]}
objects:
  - {id: dusk, card: Long Dusk, owner: bob, zone: base}
actions:
  - {by: alice, do: pass}
"""


def test_a_skip_is_a_v14_mechanic_v13_does_not_run() -> None:
    """Skipping (RB 443, new in v1.4) replaces an event with nothing; v1.3 has no such action,
    so judge cannot rule on a skipped phase under v1.3 (it did: citing RB 443.2)."""
    sc = load_scenario_text(textwrap.dedent(SKIP))
    with pytest.raises(UnsupportedMechanic) as exc:
        resolve(sc)
    assert "RB 443.2" in str(exc.value) and "v1.3" in str(exc.value)
    # the same file under v1.4 is ruled, citing the skip
    v14 = load_scenario_text(textwrap.dedent(SKIP).replace("edition: v1.3", "edition: v1.4"))
    assert "RB 443.2" in resolve(v14).citations


def rule_cli(*args: str) -> tuple[int, str]:
    from click.testing import CliRunner

    from judge.cli.main import cli

    res = CliRunner().invoke(cli, ["rule", *args])
    return res.exit_code, res.output


def test_judge_rule_says_whether_an_edition_has_the_rule() -> None:
    code, out = rule_cli("RB 335.1", "--edition", "v1.3")
    assert code == 0
    assert "Not in edition v1.3: a ruling under v1.3 cites RB 347 instead" in out
    code, out = rule_cli("RB 443.2", "-e", "v1.3")
    assert "judge does not rule on it under v1.3 (exit 3)" in out
    code, out = rule_cli("RB 335", "-e", "v1.3")
    assert "In edition v1.3: numbered RB 335.3 in v1.3" in out
    code, out = rule_cli("RB 335.1", "-e", "v1.3", "--json")
    import json

    assert json.loads(out)["edition"] == {"edition": "v1.3", "differs": "not in v1.3",
                                          "in_edition": False, "cited_instead": ["RB 347"]}
    code, out = rule_cli("RB 335", "-e", "v9")
    assert code == 2 and "no edition 'v9'" in out
