"""Force of Will audit 41 (scenarios/force-of-will/rulings-audit41/): the side of a two face
ruler that is not up. The rules are silent on it (1302.1a: rulers are not double-sided cards, so
1302.2e, 1302.3d and 1302.4c do not reach them; 1306 says nothing), so judge's reading, that it
has no information, is house policy FOW HP.62 (`two_face.side_not_up`), cited where it decides:
the refusal of its ability cited 707.2, the rule of activating, before this audit."""

from __future__ import annotations

import pytest

from judge.errors import UnsupportedMechanic
from tests.helpers import assert_cites, assert_rejected, ruling, scenario_text

REFUSED = (
    "force-of-will/rulings-audit41/an-ability-of-the-side-not-up-is-refused-by-house-policy.yaml")


def _text() -> str:
    return scenario_text(REFUSED).split("expect:")[0]


def test_the_refusal_cites_the_house_policy_not_707_2() -> None:
    res = ruling(_text())
    assert_rejected(res, [0])
    assert_cites(res, "FOW HP.62")
    assert "FOW 707.2" not in res.citations


def test_the_alternative_reading_is_exit_3() -> None:
    text = _text().replace("side_not_up: back", "side_not_up: cannot-rule", 1)
    assert "cannot-rule" in text
    with pytest.raises(UnsupportedMechanic, match=r"HP\.62"):
        ruling(text)


def test_an_ability_no_side_has_still_cites_activating() -> None:
    """No ability of that name on either side: the policy does not decide, 707.2 does."""
    text = _text().replace("ability: Cold Snap", "ability: Warm Snap")
    res = ruling(text)
    assert_rejected(res, [0])
    assert_cites(res, "FOW 707.2")
    assert "FOW HP.62" not in res.citations
