"""Force of Will audit 31 (scenarios/force-of-will/rulings-audit31/): attributes (FOW 209) as
filters read them after effects changed them, the words that count them, `by:` item filters
naming one, and static abilities that read their own card's stats (909.3a) against counters
(909.1h) and groups; and what the scenarios' expect cannot pin: exit 3, errors, wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.resolution import Resolution
from judge.errors import UnsupportedMechanic
from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit31"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8")


def _atk(res: Resolution, oid: str) -> object:
    return res.final["objects"][oid]["stats"]["atk"]


def test_an_attribute_that_became_water_is_no_longer_the_cost_s_fire() -> None:
    """FOW 909.1c, 1020.1: `set_traits: [water]` replaced the attributes, but judge kept reading
    fire from the cost's will symbols: the Banner's +200 stayed and Scorch could target it."""
    res = ruling(_text("resonator-that-became-water-is-no-longer-fire.yaml"))
    assert _atk(res, "squire") == 400
    assert [r.action for r in res.rejected] == [3]


def test_a_race_set_keeps_the_attributes() -> None:
    """A `set_traits` naming no attribute ("becomes a Dragon") leaves the card's attributes:
    the Squire, made a Dragon, is still a fire resonator for the Banner."""
    text = _text("resonator-that-became-water-is-no-longer-fire.yaml").replace(
        "set_traits: [water]", "set_traits: [Dragon]")
    res = ruling(text)
    assert _atk(res, "squire") == 600


def test_a_set_to_nothing_makes_it_void() -> None:
    """`set_traits: []` takes every attribute away: the card is void (FOW 209.3)."""
    text = _text("resonator-that-became-water-is-no-longer-fire.yaml").replace(
        "set_traits: [water]", "set_traits: []").replace(
        "traits: [fire], controller: you}", "traits: [void], controller: you}")
    res = ruling(text)
    assert _atk(res, "squire") == 600


def test_by_traits_was_an_error_and_now_forbids_fire_chants() -> None:
    """`by: {type: chant, traits: [fire]}` was refused as ignored (exit 2); it now forbids the
    chants with fire among their attributes, says so and cites 209.5a."""
    res = ruling(_text("fire-chant-cannot-target-a-resonator-that-cannot-be-targeted-by-fire-"
                       "chants.yaml"))
    step = next(s for s in res.steps if s.kind == "reject")
    assert "fire chant" in str(step.summary)
    assert "FOW 209.5a" in step.citations


def test_a_count_by_attribute_cites_209_5a() -> None:
    """A count of "fire cards in your hand" is decided by 209.5a; the step cited nothing of it."""
    res = ruling(_text("fire-cards-in-hand-counted-by-attribute.yaml"))
    step = next(s for s in res.steps if s.kind == "resolve")
    assert "FOW 209.5a" in step.citations


def test_attribute_count_words() -> None:
    """FOW 209.5b, 209.5d: mono- and multi-attribute count the attributes; written as traits
    they matched nothing before (no card prints them)."""
    res = ruling(_text("mono-attribute-and-multi-attribute-words-count-attributes.yaml"))
    assert (_atk(res, "drake"), _atk(res, "squire"), _atk(res, "sentinel")) == (700, 500, 300)


def test_non_attribute_is_void() -> None:
    """FOW 209.5e: non-attribute is having no attribute, as void is (209.3)."""
    text = _text("mono-attribute-and-multi-attribute-words-count-attributes.yaml").replace(
        "traits: [mono-attribute]", "traits: [non-attribute]")
    res = ruling(text)
    assert (_atk(res, "squire"), _atk(res, "sentinel")) == (400, 400)


def test_the_counter_comes_after_the_increase_to() -> None:
    """FOW 909.1h: the "increased to 450" read the ATK with the counter (+50, 500); read in
    909.1g it adds 150, then the counter, then rounding: 600, citing 909.1h and 909.1i (the
    order of the steps; dependency, 909.3a, orders effects within one step, and no other
    change of 909.1g is there: merged with Riftbound audit 31, which cites the dependency rule
    only beside a change it depends on)."""
    res = ruling(_text("atk-increased-to-450-with-a-counter-applies-before-the-counter.yaml"))
    assert _atk(res, "knight") == 600
    step = next(s for s in res.steps if s.kind == "resolve")
    assert {"FOW 909.1h", "FOW 909.1i"} <= set(step.citations)
    assert "FOW 909.3a" not in step.citations


def test_a_group_bonus_read_from_its_card_waits_for_that_card_s_changes() -> None:
    """FOW 909.3a: the Alpha's bonus read its ATK before the later Drum (600); it depends on
    the Drum and applies after it (800), and the note names whose stats it read."""
    res = ruling(_text("group-bonus-read-from-its-card-atk-after-a-later-boost-of-that-"
                       "card.yaml"))
    assert _atk(res, "pup") == 800
    notes = [str(f.message) for f in res.findings if f.kind == "note"]
    assert any("change the stats of Pack Alpha" in n for n in notes), notes


def test_a_group_bonus_read_from_its_own_card_in_the_group_cannot_be_ruled() -> None:
    """A group bonus read from its card's ATK that covers that card depends on itself: the
    rules give no order (exit 3), where judge ruled by one reading or another."""
    text = _text("group-bonus-read-from-its-card-atk-after-a-later-boost-of-that-card.yaml")
    text = text.replace("{type: resonator, traits: [Beast], controller: you}",
                        "{type: resonator, controller: you}")
    with pytest.raises(UnsupportedMechanic, match="depends on itself"):
        ruling(text)


def test_a_status_trigger_is_looked_at_in_the_final_step() -> None:
    """FOW 906.9a, 505.5e: the Idol got its ability back as Hush ended; judge looked at states
    only after events, so it triggered in Bob's next turn, not in the final step."""
    res = ruling(_text("status-trigger-of-a-card-that-regained-its-ability-triggers.yaml"))
    trigger = next(i for i, s in enumerate(res.steps) if s.kind == "trigger")
    turn6 = next(i for i, s in enumerate(res.steps) if "turn 6 begins" in str(s.summary))
    assert trigger < turn6
    assert res.final["players"]["bob"]["life"] == 900


def test_a_ruler_whose_attributes_are_not_given_is_not_ruled_void() -> None:
    """FOW 209.2: a J-ruler with no cost and no `attributes:` has icons judge cannot see; a
    filter asking its attribute silently found none (no +200, and `void` would not match
    either): now exit 3, naming the card."""
    text = (Path(__file__).resolve().parents[2] / "scenarios/force-of-will/attributes/"
            "ruler-attributes-are-read-from-its-card.yaml").read_text(encoding="utf-8")
    text = text.replace("attributes: [light], ", "")
    with pytest.raises(UnsupportedMechanic, match=r"Dawn Herald is light.*attributes:"):
        ruling(text)


def test_a_target_no_longer_fire_on_resolution_cites_the_attribute_rule() -> None:
    """FOW 903.3a with 209.5a: the Squire made water in response is an illegal target of
    "target fire resonator"; the resolution step cited only 903.3a, not why it is illegal."""
    res = ruling(_text("fire-target-made-water-in-response-is-illegal-on-resolution.yaml"))
    step = [s for s in res.steps if s.kind == "resolve"][-1]
    assert {"FOW 903.3a", "FOW 209.5a"} <= set(step.citations), step.citations


def test_cancel_target_fire_chant() -> None:
    """FOW 209.5a: an item target filter may name an attribute (it was an error): the water
    chant is refused, the fire/water one cancelled."""
    res = ruling(_text("cancel-target-fire-chant-refuses-a-water-chant.yaml"))
    assert [r.action for r in res.rejected] == [3]
    assert "FOW 209.5a" in res.rejected[0].citations


def test_a_static_while_its_card_s_atk_is_high_enough_reads_the_boosted_atk() -> None:
    """FOW 909.3a: "as long as this card's ATK is 600 or more, it has [Flying]" was read with
    the keywords (909.1b), before the Drum's +200 (909.1g): 400, no [Flying], the Net refused.
    Read after the changes of the ATK it flies, and a note cites 909.3a."""
    res = ruling(_text("flying-while-atk-600-or-more-reads-the-atk-after-a-boost.yaml"))
    assert not res.rejected
    notes = [(str(f.message), f.citations) for f in res.findings if f.kind == "note"]
    assert any("Updraft" in m and "FOW 909.3a" in c for m, c in notes), notes


def test_the_answer_adds_the_rounding_to_the_sum() -> None:
    """FOW 909.1i: 300 - 100 + 250 is 450, rounded up to 500: the answer said nothing of what
    the ATK is made of (a sum that did not add up) and cited no rule; it says the rounding as
    the sum's last part and cites 909.3a and 909.1i."""
    from judge.app import load_scenario_text, resolve

    text = _text("atk-increased-to-450-is-rounded-up-to-500.yaml")
    res = resolve(load_scenario_text(text, "<test>"), answer=True)
    lead = next(f for f in res.answer if f.lead)
    assert "rounded up to ATK 500" in str(lead.said)
    assert {"FOW 909.3a", "FOW 909.1i"} <= set(lead.citations)
