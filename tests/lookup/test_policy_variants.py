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
    """Every policy the ruling never read switched at once, to each of its other options in
    turn: a policy not read leaves the resolution's path as it was, so switching any number of
    them together changes nothing, and one resolution a round tests them all (one a policy
    and option was ~40 resolutions a scenario, ~12 s of the suite). Should a round change the
    ruling, each policy of it is switched alone to name the one that did."""
    try:
        scenario = load_scenario(str(path))
        res = resolve(scenario, check_decisions=False)
    except JudgeError:
        pytest.skip("judge does not rule on it")
    if res.cut_short:
        pytest.skip("stopped at a limit: not re-resolved at all")
    same = _json(scenario)
    policies = find_game(res.game).data.policies
    others = {key: [o for o, _ in policy.options
                    if o != scenario.policies.get(key, policy.default or "")]
              for key, policy in policies.items() if key not in res.policies}
    rounds = max(map(len, others.values()), default=0)
    assert rounds > 0
    for n in range(rounds):
        switched = {key: options[n] for key, options in others.items() if n < len(options)}
        changed = replace(scenario, policies={**scenario.policies, **switched})
        if _json(changed) != same:
            alone = [(key, option) for key, option in switched.items() if _json(replace(
                scenario, policies={**scenario.policies, key: option})) != same]
            pytest.fail(f"switching policies the ruling never read changed it: {alone or switched}")
