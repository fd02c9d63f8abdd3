"""Riftbound audit 77: rules of the chain, damage and targets no bundled scenario cited, each
ruled from the rules first. "Deal 3 to a unit; if you do, draw 1" drew a card though all of its
damage was prevented (RB 437.4: damage prevented in full was never dealt); a target returned to
hand and played again was said to be illegal "(it is at Sunken Plaza)", citing RB 359.3.e.2,
where it is another object (RB 359.3.e.4)."""

from __future__ import annotations

import pytest

from ..helpers import first_lead_asked, ruling, scenario_text, zone

AUDIT = "riftbound/rulings-audit77"
FULL = f"{AUDIT}/if-you-do-after-damage-prevented-in-full-does-not-happen.yaml"
PART = f"{AUDIT}/if-you-do-after-damage-prevented-in-part-happens.yaml"
BACK = f"{AUDIT}/target-returned-to-hand-and-replayed-is-a-new-object.yaml"


@pytest.mark.parametrize("edition", ["v1.4", "v1.3"])
def test_if_you_do_after_damage_prevented_in_full_does_not_draw(edition: str) -> None:
    """RB 437.4 (both editions): no damage was dealt, so the "if you do" draw does not happen;
    judge drew "since its damage instruction happened"."""
    text = scenario_text(FULL).replace("game: riftbound\n",
                                       f"game: riftbound\nedition: {edition}\n")
    res = ruling(text)
    assert zone(res, "d1") == "main_deck"
    assert "RB 437.4" in res.citations


@pytest.mark.parametrize("expect", [True, False])
def test_if_you_do_after_damage_prevented_in_full_is_a_no(expect: bool) -> None:
    lead = first_lead_asked(FULL, expect=expect)
    assert lead.sentence.startswith("No — alice does not draw"), lead.sentence
    assert "none was dealt" in lead.sentence, lead.sentence
    assert lead.citations[0] == "RB 437.4", lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_if_you_do_after_damage_prevented_in_part_is_a_yes(expect: bool) -> None:
    """RB 359.3.e.14.c: 1 of the 3 damage was dealt, so she draws; it cited only how the
    prevention applied (RB 437.2)."""
    lead = first_lead_asked(PART, expect=expect)
    assert lead.sentence.startswith("Yes — alice draws 1 card"), lead.sentence
    assert lead.citations[0] == "RB 359.3.e.14.c", lead.citations


def test_damage_of_zero_is_no_prevention() -> None:
    """An amount of 0 is nothing prevented: the "if you do" keeps its earlier reading."""
    text = scenario_text(FULL).replace("amount: 3}", "amount: 0}")
    res = ruling(text.split("expect:\n")[0])
    assert "RB 437.4" not in res.citations


@pytest.mark.parametrize("expect", [True, False])
def test_target_that_came_back_is_a_new_object(expect: bool) -> None:
    """RB 359.3.e.4: it said "(it is at Sunken Plaza (bf-a)) is no longer legal", citing RB
    359.3.e.2, as if where it stood made it illegal."""
    lead = first_lead_asked(BACK, expect=expect)
    assert lead.sentence.startswith("No — Field Strike (strike) resolves"), lead.sentence
    assert "it left the board and came back: a new object" in lead.sentence, lead.sentence
    assert "(it is at" not in lead.sentence, lead.sentence
    assert lead.citations[0] == "RB 359.3.e.4", lead.citations


UNTARGETABLE = f"{AUDIT}/target-made-untargetable-after-it-was-chosen-is-mistargeted.yaml"
OWN_TARGET = f"{AUDIT}/untargetable-by-enemy-spells-still-its-own-players-target.yaml"
AGAIN = f"{AUDIT}/target-moved-to-base-and-back-is-legal-again.yaml"
LEFT_THERE = f"{AUDIT}/target-moved-to-base-and-left-there-stays-illegal.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_target_made_untargetable_after_it_was_chosen(expect: bool) -> None:
    """RB 758.1: the Bolt skips the Squire Bob's Veil of Mist made untargetable after it was
    chosen; the step said "(it is in bob's base) is no longer legal", citing RB 359.3.e.2."""
    lead = first_lead_asked(UNTARGETABLE, expect=expect)
    assert lead.sentence.startswith("No — Trainee Squire (squire) is still in bob's base and "
                                    "has no damage"), lead.sentence
    assert "since it was chosen: " in lead.sentence and "Veil of Mist (veil) forbids it" in \
        lead.sentence, lead.sentence
    assert "(it is in bob's base)" not in lead.sentence, lead.sentence
    assert lead.citations[0] == "RB 758.1", lead.citations


def test_untargetable_by_enemy_spells_only() -> None:
    """RB 758.1's edge: Bob's own spell still buffs the Squire his Veil protects from enemies."""
    res = ruling(scenario_text(OWN_TARGET))
    assert res.final["objects"]["squire"]["counters"] == {"buff": 1}
    assert "RB 758.1" not in res.citations


@pytest.mark.parametrize("expect", [True, False])
def test_target_moved_to_base_and_back_is_legal_again(expect: bool) -> None:
    """RB 359.3.e.3: recalled and moved back before the Strike resolved, the Warden is a legal
    target again and takes the damage; it was ruled so citing only the damage (RB 417.1.b)."""
    lead = first_lead_asked(AGAIN, expect=expect)
    assert lead.sentence.startswith("Yes — Field Strike (strike) resolves at step 19: deals 5 "
                                    "damage to Stone Warden (warden)"), lead.sentence
    assert lead.citations[0] == "RB 359.3.e.3", lead.citations


def test_target_left_in_base_is_not_legal_again() -> None:
    res = ruling(scenario_text(LEFT_THERE))
    assert zone(res, "warden") == "base"
    assert "RB 359.3.e.3" not in res.citations
    assert "RB 359.3.e.2" in res.citations


SCORED = f"{AUDIT}/showdown-control-of-a-battlefield-scored-this-turn-is-no-conquer.yaml"
NOT_SCORED = f"{AUDIT}/showdown-control-of-a-battlefield-not-scored-is-a-conquer.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["= Does Alice score a point?", "= Does Alice conquer bf-b?"])
def test_showdown_control_of_a_scored_battlefield_is_no_conquer(asked: str, expect: bool) -> None:
    """RB 348.2.a.1: control after a non-combat showdown is a Conquer only if the battlefield was
    not scored this turn; the No cited only RB 470 and RB 469.1."""
    lead = first_lead_asked(SCORED, asked, expect=expect)
    assert lead.sentence.startswith("No — "), lead.sentence
    assert "alice has already scored bf-b this turn" in lead.sentence, lead.sentence
    assert lead.citations[0] == "RB 348.2.a.1", lead.citations


def test_showdown_control_of_an_unscored_battlefield_is_a_conquer() -> None:
    res = ruling(scenario_text(NOT_SCORED))
    assert res.final["players"]["alice"]["points"] == 3
    assert "RB 348.2.a.1" not in res.citations


READY = f"{AUDIT}/tokens-played-instead-inherit-ready.yaml"
EXHAUSTED = f"{AUDIT}/tokens-played-instead-of-an-exhausted-one-enter-exhausted.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_tokens_played_instead_inherit_ready(expect: bool) -> None:
    """RB 375: the two Recruits the Banner plays in place of a ready one enter ready; judge played
    them exhausted, a confident "No"."""
    lead = first_lead_asked(READY, expect=expect)
    assert lead.sentence.startswith("Yes — Recruit (banner.Double.instead.token) ends in "
                                    "alice's base and is ready"), lead.sentence
    assert lead.citations[0] == "RB 375", lead.citations
    res = ruling(scenario_text(READY))
    assert res.final["objects"]["banner.Double.instead.token#2"]["exhausted"] is False


def test_tokens_played_instead_of_an_exhausted_one_enter_exhausted() -> None:
    res = ruling(scenario_text(EXHAUSTED))
    assert res.final["objects"]["banner.Double.instead.token"]["exhausted"] is True
    assert "RB 375" in res.citations


def test_a_ready_token_the_replacement_names_stays_ready() -> None:
    """A replacement's own "ready" is its own: nothing inherited, nothing cited."""
    text = scenario_text(EXHAUSTED).replace("instead: [{play_token: {card: Recruit, count: 2}}]",
                                            "instead: [{play_token: {card: Recruit, count: 2, "
                                            "ready: true}}]")
    res = ruling(text.split("expect:\n")[0])
    assert res.final["objects"]["banner.Double.instead.token"]["exhausted"] is False
    assert "RB 375" not in res.citations


NEGATIVE = f"{AUDIT}/negative-bonus-damage-total-applies-none.yaml"
TOTALLED = f"{AUDIT}/bonus-damage-instances-one-negative-are-totalled.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_a_negative_bonus_damage_total_applies_none(expect: bool) -> None:
    """RB 714, RB 714.2: 1 and -3 total -2, so the Bolt deals its 2; judge skipped the negative
    Lens and dealt 3."""
    lead = first_lead_asked(NEGATIVE, expect=expect)
    assert lead.sentence.startswith("Stone Warden (warden) has 2 damage"), lead.sentence
    assert lead.citations[0] == "RB 714.2", lead.citations


def test_bonus_damage_instances_one_negative_are_totalled() -> None:
    """3 and -1 total 2: 2 + 2 kills the 4-Might Warden (judge dealt 5)."""
    res = ruling(scenario_text(TOTALLED))
    assert zone(res, "warden") == "trash"
    assert any("deals 4 damage" in st.summary for st in res.steps)


def test_a_negative_bonus_damage_on_a_split_cannot_be_ruled() -> None:
    """A split's bonus is added to the amount split (RB 715.3); with a negative instance judge
    does not total it: exit 3, naming RB 714.2, not a bonus silently left out."""
    from judge.errors import UnsupportedMechanic

    text = scenario_text(NEGATIVE).split("expect:\n")[0].replace(
        "  - {id: bolt, card: Spark Bolt, owner: alice, zone: hand}\n",
        "  - {id: bolt, card: Twin Sparks, owner: alice, zone: hand}\n").replace(
        "cards:\n", "cards:\n  Twin Sparks:\n    type: spell\n    cost: {energy: 1}\n"
        "    targets: [{type: unit, group: {up_to: 2}}]\n"
        "    effect: [{split_damage: {target: $1, amount: 3}}]\n")
    with pytest.raises(UnsupportedMechanic, match=r"RB 714\.2"):
        ruling(text)


TANKS = f"{AUDIT}/several-tanks-take-lethal-in-any-order.yaml"
TANK_SKIPPED = f"{AUDIT}/unit-without-tank-waits-for-every-tanks-lethal.yaml"


def test_several_tanks_cite_their_rule() -> None:
    """RB 815.1.c.2: the second Golem first, then the first, is allowed, and the assignment
    cites the rule that lets damage go to any of several Tanks first (it cited only RB
    815.1.b)."""
    res = ruling(scenario_text(TANKS))
    assert not res.rejected
    step = next(st for st in res.steps if "assigns combat damage (6 Might)" in st.summary)
    assert "RB 815.1.c.2" in step.citations, step.citations


def test_a_unit_without_tank_waits_for_every_tank() -> None:
    res = ruling(scenario_text(TANK_SKIPPED))
    assert [r.action for r in res.rejected] == [3]
    assert "RB 815.1.b" in res.rejected[0].citations
