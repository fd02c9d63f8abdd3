""""Does Alice conquer Sunken Plaza?" of a ruling where she conquered bf-b (Windswept Ridge)
and not bf-a (Sunken Plaza) was a confident "Yes": a battlefield named by its card was read
as naming no place, so any conquer of hers answered it. "Does Alice score at bf-a?" was a Yes
by her points, which she scored for bf-b. A place is now named by its id or by its card, and
"score at <place>" is told by where she scored (RB 469.1, RB 468)."""

from __future__ import annotations

import yaml

from judge.app import load_scenario_text, resolve
from judge.engine.answer import Fact

from ..conftest import SCENARIOS

RULING = "riftbound/states/action-cannot-join-a-chain.yaml"  # alice conquers bf-b, not bf-a


def lead_without_expect(question: str, ruling: str = RULING) -> Fact:
    """The first lead as a judge at the table would get it: the file's question replaced, no
    `expect:` to name the subjects."""
    data = yaml.safe_load((SCENARIOS / ruling).read_text(encoding="utf-8"))
    data.pop("expect", None)
    data["question"] = question
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    return next(f for f in resolve(load_scenario_text(text, "<test>")).answer if f.lead)


def test_a_conquer_elsewhere_is_no_conquer_of_the_place_named_by_its_card() -> None:
    lead = lead_without_expect("Does Alice conquer Sunken Plaza?")
    assert lead.verdict == "No", lead.sentence
    assert "alice conquers bf-b" in lead.sentence, lead.sentence


def test_the_place_she_conquered_named_by_its_card_is_a_yes() -> None:
    lead = lead_without_expect("Does Alice conquer Windswept Ridge?")
    assert lead.verdict == "Yes", lead.sentence


def test_a_hold_is_not_a_conquer_by_card_name_either() -> None:
    assert lead_without_expect("Does Alice hold Windswept Ridge?").verdict == "No"


def test_score_at_a_place_is_told_by_where_she_scored() -> None:
    for q, want in (("Does Alice score at bf-a?", "No"),
                    ("Does Alice score a point for Sunken Plaza?", "No"),
                    ("Does Alice score for bf-b?", "Yes"),
                    ("Does Alice score at Windswept Ridge?", "Yes"),
                    ("Does Alice score?", "Yes")):
        lead = lead_without_expect(q)
        assert lead.verdict == want, (q, lead.sentence)


HOLD = "riftbound/keywords/hunt-gains-xp-on-hold.yaml"  # alice holds bf-a; no showdown


def test_holding_focus_is_not_holding_a_battlefield() -> None:
    # "Does alice hold focus?" was "Yes" by the battlefield she held (RB 315.2.b): focus
    # (RB 313) is a key of the game's state, no place; in Thai too ("ถือโฟกัส": hold focus)
    for q in ("Does alice hold focus?", "alice ถือโฟกัสไหม", "Does alice hold the focus?"):
        lead = lead_without_expect(q, HOLD)
        assert lead.verdict != "Yes", (q, lead.sentence)
    assert lead_without_expect("Does alice hold Sunken Plaza?", HOLD).verdict == "Yes"
    assert lead_without_expect("Does alice hold priority?", HOLD).verdict == "Yes"


def test_a_point_from_elsewhere_is_no_score_at_a_place() -> None:
    # Bob's point from Alice's Burn Out (RB 431.2.d) is scored at no battlefield
    burn = ("riftbound/rulings-audit28/"
            "final-point-conquer-draws-from-an-empty-deck-and-burns-out.yaml")
    assert lead_without_expect("Does Bob score at Sunken Plaza?", burn).verdict == "No"
    assert lead_without_expect("Does Bob score?", burn).verdict == "Yes"


def test_a_teammates_point_scored_there_is_shared() -> None:
    # RB 489.8.d: Alice conquers bf-b, and the point is Carol's too; but not at bf-a
    team = "riftbound/2v2/conquer-of-an-opponents-battlefield-scores.yaml"
    for q, want in (("Does Alice score at bf-b?", "Yes"), ("Does Carol score at bf-b?", "Yes"),
                    ("Does Carol score at bf-a?", "No"), ("Does Bob score at bf-b?", "No")):
        assert lead_without_expect(q, team).verdict == want, q
