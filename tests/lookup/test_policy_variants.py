"""`judge explain` and `judge site` re-resolve a ruling under the other options of the house
policies it read (lookup/variants.py: Resolution.policies, what the engine recorded reading),
and of no other policy: a page lists no variant for those. That holds only if switching a
policy the resolution never read cannot change the ruling."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario, resolve
from judge.errors import JudgeError
from judge.games import find_game
from judge.model.scenario import Scenario
from judge.record import replace
from judge.render.jsondump import ruling_pieces
from judge.render.safe import json_text

from ..conftest import SCENARIOS

#: Every 40th bundled ruling of each game (by path): each game's folders, ~45 in all.
SAMPLE = [p for game in sorted(SCENARIOS.iterdir()) if game.is_dir()
          for p in sorted(game.rglob("*.yaml"))[::40]]


def _json(scenario: Scenario) -> str:
    """The ruling as `judge resolve --json` writes it (its whole trace)."""
    return "".join(ruling_pieces(resolve(scenario, check_decisions=False, keep_initial=False),
                                 escape=json_text))


@pytest.mark.parametrize("path", SAMPLE, ids=lambda p: str(p.relative_to(SCENARIOS)))
def test_switching_a_policy_the_ruling_never_read_changes_nothing(path: Path) -> None:
    try:
        scenario = load_scenario(str(path))
        res = resolve(scenario, check_decisions=False)
    except JudgeError:
        pytest.skip("judge does not rule on it")
    if res.cut_short:
        pytest.skip("stopped at a limit: not re-resolved at all")
    same = _json(scenario)
    policies = find_game(res.game).data.policies
    switched = 0
    for key, policy in policies.items():
        if key in res.policies:
            continue
        current = scenario.policies.get(key, policy.default or "")
        for option, _ in policy.options:
            if option != current:
                changed = replace(scenario, policies={**scenario.policies, key: option})
                assert _json(changed) == same, (key, option)
                switched += 1
    assert switched > 0
