"""A Vandaria Wars faction requirement naming the Human or Frameless alliance, or a Follower's
attribute (Holy, Dark), was read as a faction and met by any card with that trait ("requires
the human faction"), though the guide's factions are Order, Chaos, Prosper and Noble (Human)
and Mystic, Eden and Reigner (Frameless; VW IN.2). It is a located error, as a job type named
so already was (audit 25)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import BANNER_SUMMONED


def banner(faction: str) -> str:
    return BANNER_SUMMONED.format(question="Is the Banner summoned?",
                                  requirements=f"{{faction: {faction}}}")


@pytest.mark.parametrize(("faction", "said"), [
    ("human", "'human' is the Human alliance (VW IN.2.a), not a faction"),
    ("Frameless", "'Frameless' is the Frameless alliance (VW IN.2.a), not a faction"),
    ("[order, holy]", "'holy' is a Follower's attribute, Holy (VW REG.8.a), not a faction"),
])
def test_a_faction_requirement_naming_no_faction_is_refused_where_written(
        faction: str, said: str) -> None:
    with pytest.raises(InputError) as caught:
        load_scenario_text(banner(faction), "banner.yaml")
    (problem,) = caught.value.problems
    assert problem.message.endswith(said)
    assert problem.line == 12 and problem.path.startswith("cards.Banner.requirements.faction")


def test_a_faction_requirement_naming_a_faction_loads() -> None:
    assert load_scenario_text(banner("order"), "banner.yaml").cards
