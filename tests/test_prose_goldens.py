"""Golden prose: `judge explain` (text) of three rulings per game, pinned word for word, so a
change to the answer, the Ruling, the Sequence or the Nuances is seen and reviewed. Refresh with
`pytest --update-goldens` and review the diff like code."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario, resolve
from judge.lookup.prose import explain
from judge.lookup.variants import policy_variants
from judge.render.explain import to_text

from .conftest import ROOT
from .rendered import context

GOLDENS = ROOT / "tests" / "goldens" / "prose"
CASES = [
    # Vandaria Wars: a prevention, a skill whose target left, an Option chosen on registering
    "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml",
    "scenarios/vandaria-wars/targets/target-left-play-skill-does-not-result.yaml",
    "scenarios/vandaria-wars/costs/option-chosen-on-registering.yaml",
    # Force of Will: a J-ruler named by its face, judgment on the chase, an unblocked attack
    "scenarios/force-of-will/rulers/r23-destroyed-rested-j-ruler-returns-rested.yaml",
    "scenarios/force-of-will/rulers/judgment-is-neither-spell-nor-ability.yaml",
    "scenarios/force-of-will/battle/attack-the-player-unblocked.yaml",
    # Riftbound: a unit that enters at once, a conquest, an Add ability in a showdown
    "scenarios/riftbound/chain/unit-resolves-as-it-finalizes.yaml",
    "scenarios/riftbound/combat/attacker-alone-conquers.yaml",
    "scenarios/riftbound/chain/add-ability-keeps-focus.yaml",
]


def prose(relative: str) -> str:
    sc = load_scenario(relative)
    res = resolve(sc)
    return to_text(explain(res, context(sc), policy_variants(sc, res)), width=96)


@pytest.mark.parametrize("relative", CASES, ids=[Path(c).stem for c in CASES])
def test_explain_prose_matches_golden(relative: str, update_goldens: bool,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    golden = GOLDENS / (Path(relative).parent.parent.name + "-" + Path(relative).stem + ".txt")
    text = prose(relative)
    if update_goldens or not golden.exists():
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8"), (
        f"{golden.name} differs; if the change is intended, run pytest --update-goldens")


def test_each_game_has_three_golden_rulings() -> None:
    games = [Path(c).parent.parent.name for c in CASES]
    assert {g: games.count(g) for g in games} == {"vandaria-wars": 3, "force-of-will": 3,
                                                   "riftbound": 3}
