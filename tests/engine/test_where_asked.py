""""Where is X?" is answered by where X is. A probe asking bundled rulings (expect: removed)
where each card is found 18 of 283 leads that never said it: a card whose zone did not change
was answered by what did ("Knight (knight) is rested, at step 8: ..."), and a chant or Action
the file put on the stack by what its item did ("Hex Bolt (bolt) resolves at step 3: ...")."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked, lead_asked_afresh

LIMIT = "force-of-will/rulings/limit-counter-gone-no-trigger-on-block.yaml"
HEX = ("force-of-will/rulings-audit29/"
       "trigger-whose-card-lost-its-abilities-before-it-was-played-still-resolves.yaml")
RAIDER = "force-of-will/rulings-audit25/cannot-block-after-the-block-keeps-it-blocking.yaml"
PLAZA = "riftbound/movement/recall-is-not-a-move.yaml"


def test_a_card_that_stayed_where_it_was() -> None:
    f = first_lead_asked(LIMIT, "= Where is Knight?")
    assert f.subject.id == "knight"
    assert str(f.sentence).startswith("Knight (knight) is still on the field")


def test_a_card_the_file_put_on_the_stack_ends_where_it_went() -> None:
    f = first_lead_asked(HEX, "= Where is Hex Bolt?")
    assert (f.subject.kind, f.subject.id) == ("object", "bolt")
    assert str(f.sentence).startswith("Hex Bolt (bolt) ends in alice's graveyard; Hex Bolt "
                                      "(bolt) resolves at step 3")
    f = first_lead_asked(HEX, "= Where does Hex Bolt go?")
    assert str(f.sentence).startswith("Hex Bolt (bolt) ends in alice's graveyard")


def test_whom_a_cards_damage_goes_to_is_no_where_of_the_card() -> None:
    f = first_lead_asked(RAIDER, "= Where does the Raider's damage go?")
    assert "still on the field" not in str(f.sentence)


def test_what_it_did_is_still_asked_of_its_item() -> None:
    f = first_lead_asked(HEX, "= What does Hex Bolt do?")
    assert str(f.sentence).startswith("Hex Bolt (bolt) resolves at step 3")


def test_a_battlefield_is_not_said_to_be_at_itself() -> None:
    f = first_lead_asked(PLAZA, "= Where is Sunken Plaza?")
    assert "at Sunken Plaza (bf-a)" not in str(f.sentence)


THIEF = ("force-of-will/rulings-audit17/"
         "taken-magic-stone-rests-for-will-a-taken-resonator-does-not.yaml")
MAIDEN = ("force-of-will/rulings-audit42/"
          "on-the-chase-despair-side-up-it-enters-the-field-hope-side-up.yaml")


def test_a_card_named_only_inside_another_cards_name_is_not_asked_of() -> None:
    # was "Ember Sprite (sprite) is still on the field ...": "Sprite" is a word of its name
    # and its id, but the question names Sprite Thief
    f = first_lead_asked(THIEF, "= Where is Sprite Thief?")
    assert f.subject.id == "t2"
    assert str(f.sentence).startswith("Sprite Thief (t2) ends in alice's graveyard")
    # named by itself too, it is asked of
    f = first_lead_asked(THIEF, "= Does Sprite Thief take the Sprite?")
    assert f.subject.id == "sprite"


def test_who_controls_a_card_the_file_put_on_the_stack() -> None:
    # was "Dawn Maiden (maiden) resolves at step 3: it enters the field": its item
    f = first_lead_asked(MAIDEN, "= Who controls Dawn Maiden?")
    assert (f.subject.kind, f.subject.id) == ("object", "maiden")
    assert "is controlled by alice" in str(f.sentence)


TAKEN = "vandaria-wars/rulings-audit35/attacker-taken-in-answer-still-deals-its-battle-damage.yaml"


def test_who_controls_a_card_leads_with_its_controller() -> None:
    # was "Sample Knight (knight) has 1 damage, when Battle damage results at step 10; it is
    # exhausted, ...; it is controlled by bob, ...": the latest step's field led
    for asked in ("Who controls Sample Knight?", "Siapa yang mengontrol Sample Knight?"):
        assert str(lead_asked_afresh(TAKEN, asked).sentence).startswith(
            "Sample Knight (knight) is controlled by bob, when Seize (seize) results at step 9")


@pytest.mark.parametrize("asked", ["Giliran siapa sekarang?", "Sekarang giliran siapa?",
                                   "เทิร์นของใคร?"])
def test_whose_turn_asked_in_indonesian_and_thai(asked: str) -> None:
    f = lead_asked_afresh(TAKEN, asked)
    assert f.subject.kind == "phase" and "alice's main phase" in str(f.sentence)
