"""Force of Will audit 55: the bundled questions asked again in other words (a twin must get the
same Yes or No, an opposite the other one). Each test asks a bundled ruling's last question in
the words a judge at a table may use instead, with its `expect:` and without it."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.record import replace
from tests.helpers import BUNDLED
from tests.helpers import leads_asked as leads

FOW = "force-of-will/"
WARDEN = FOW + "card-text/will-paid-actual-cost-counts-awakening.yaml"
BANE = FOW + "keywords/bane-needs-damage-dealt.yaml"
FLYING = FOW + "battle/flying-is-blocked-only-by-flying.yaml"
NO_DRAW = FOW + "card-text/condition-read-when-it-resolves.yaml"
DRAWS = FOW + "copies/copy-has-the-copied-triggered-ability.yaml"
TOLL = FOW + "card-text/unless-pays-free-will-with-any-will.yaml"
LOCK = FOW + "rulings-audit25/forbidden-activation-stops-a-will-ability.yaml"
SHACKLE = FOW + "card-text/cannot-attack-beats-must-attack.yaml"
WISP = FOW + "rulings-audit22/card-removed-from-the-hand-is-not-discarded.yaml"
VENGEANCE = FOW + "card-text/illegal-target-atk-is-not-read.yaml"




@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "opens"), [
    # FOW 1017.x / the Warden destroyed: "not destroyed" is No (it was "Yes — ... is destroyed")
    (WARDEN, "Is the Warden not destroyed?", "No — Ash Warden (warden) is destroyed"),
    # the Golem whose damage Holy Shield prevented: not destroyed, Yes
    (BANE, "Is the Golem not destroyed?", "Yes — Golem (golem) is still on the field"),
    # [Flying] (1104.1): the Sentinel cannot block the Hawk, so Bob is unable to: Yes
    (FLYING, "= Alice's Gale Hawk attacks. Is Bob not allowed to block with his Sentinel? "
     "With his own Hawk?", "Yes — Action 2 (bob declares a blocker) is rejected"),
    # Rally Call's condition fails as it resolves: she fails to draw, Yes
    (NO_DRAW, "Does Alice fail to draw?", "Yes — alice does not draw"),
    (NO_DRAW, "Does Alice draw no card?", "Yes — alice does not draw"),
    # the copy's Last Rites draws her a card: No
    (DRAWS, "Does Alice fail to draw?", "No — alice draws 1 card"),
    (DRAWS, "Does Alice not draw?", "No — alice draws 1 card"),
    # she pays Toll of Doubt's [1] with her water will: unable, No (a quote closes the
    # sentence before the question)
    (TOLL, "Is Alice unable to pay, and what happens?", "No — alice has 0 "),
    # Stone Lock forbids the stone's will ability: unable, Yes
    (LOCK, "Is Alice unable to rest the stone for fire will?", "Yes — "),
    # the Wisp removed from the hand is not discarded: its ability fails to trigger, Yes
    (WISP, "Does the Wisp's ability fail to trigger?",
     "Yes — no ability of Cinder Wisp (wisp) triggers"),
])
def test_a_question_asked_with_not_gets_no_yes_or_no(name: str, asked: str, opens: str,
                                                      expect: bool) -> None:
    """A yes/no question asked with a "not" ("Is the Warden not destroyed?", "Is Bob unable to
    block?", "Does Alice fail to draw?", "Does she draw no card?") got the Yes or No of the
    question without it: "Yes — Ash Warden (warden) is destroyed" (a confident wrong answer).
    Audit 55 turned its Yes or No; merged beside Vandaria Wars audit 49, which reads every such
    question in every game and language one way, it gets no Yes or No, the lead saying it
    asks with a negation, then the fact (`opens` past its Yes or No)."""
    lead = leads(name, asked, expect)
    assert lead and not lead[0].verdict, [f.sentence for f in lead]
    assert opens.split(" — ", 1)[-1] in lead[0].sentence, lead[0].sentence


@pytest.mark.parametrize("expect", [True, False])
def test_can_it_not_attack_gets_no_yes_or_no(expect: bool) -> None:
    """"Can the Hound not attack?" asks whether it may refrain or whether it is unable to (the
    Shackle forbids it: FOW 1003.2): no Yes or No is a guess; the fact still says why (it led
    "No — ... forbids Berserk Hound (hound) to attack", the answer to "Can it attack?")."""
    lead = leads(SHACKLE, "= Bob resolves Shackle on Alice's Berserk Hound. Can the Hound not "
                 "attack?", expect)
    assert lead and not lead[0].verdict, lead[0].sentence
    assert "forbids Berserk Hound (hound) to attack" in lead[0].sentence, lead[0].sentence


RECOIL = FOW + "chase/spell-moved-off-the-chase-never-resolves.yaml"
SILENCE = FOW + "losing-abilities/a-loss-over-resonators-covers-a-later-arrival.yaml"
HUSH = FOW + "rulings-audit34/copy-played-under-a-chant-restriction-is-not-played.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked"), [
    (RECOIL, "Does Alice still get to draw?"),
    (SILENCE, "Does Alice get to draw a card?"),
    (HUSH, "Does Bob get to draw?"),
])
def test_getting_to_draw_is_drawing(name: str, asked: str, expect: bool) -> None:
    """"Does Alice get to draw?" asks whether she draws (Quick Study returned by Recoil never
    resolves: FOW 605.1b): it was read as "Can Alice draw?", which led with an action allowed
    ("Yes — Action 1 (alice plays Quick Study) is allowed"). A player "gets to" draw, gain or
    lose: what happens to them, not an action of theirs."""
    lead = leads(name, asked, expect)
    assert lead and lead[0].sentence.startswith("No — "), [f.sentence for f in lead]
    assert "does not draw" in lead[0].sentence, lead[0].sentence


RUNE = FOW + "rulings-audit36/rune-copy-cancelled-leaves-the-rune-revealed.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "Can Alice then play her other Rune of Embers (divinity 2)?",  # the bundled question
    "Can Alice play Rune of Embers again?",
    "Can Alice play a second Rune of Embers?",
])
def test_her_other_rune_is_the_later_play(asked: str, expect: bool) -> None:
    """FOW 711.4: the first Rune of Embers stays revealed though its copy was cancelled, so
    [Divinity] 3 less 2 leaves too little for her other one (divinity 2). "Can Alice then play
    her other Rune of Embers?" was led by the first play, the first action naming the card
    ("Yes — Action 1 (alice plays Rune of Embers) is allowed"): a confident wrong answer in a
    bundled ruling. "Her other", "again", "a second" ask of the later play of the card."""
    lead = leads(RUNE, asked, expect)
    assert lead and lead[0].sentence.startswith(
        "No — Action 6 (alice plays Rune of Embers) is rejected"), [f.sentence for f in lead]
    assert lead[0].citations[:1] == ("FOW 711.4",), lead[0].citations


HIT_IT = FOW + "rulings-audit53/it-is-not-guessed-between-two-cards-for-a-destruction.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "Is it still in the field?", "Does it stay on the field?", "Does it remain in the field?",
])
def test_it_on_the_field_is_not_guessed_between_two_cards(asked: str, expect: bool) -> None:
    """FOW 1204.1: "Bob's Gale Hawk and his Stone Sentinel are on the field. ... Alice hits it
    with Quick Spark. Is it destroyed?" does not tell which card "it" is, and gets no Yes or No
    (audit 53); asked "Is it still in the field?" (or "stay", "remain") it was "No — Gale Hawk
    (hawk) is destroyed": the Hawk guessed. Whether "it" is on the field asks its zone, as
    "Is it destroyed?" does."""
    lead = leads(HIT_IT, asked, expect)
    assert lead and lead[0].sentence.startswith(
        'The question does not tell which of Gale Hawk (hawk), Stone Sentinel (sentinel) "it" '
        'is: no Yes or No'), [f.sentence for f in lead]


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "opens"), [
    # Vengeance reads no ATK of its target destroyed in answer (its text is read as it
    # resolves): Bob is dealt no damage
    (VENGEANCE, "= Alice plays Vengeance on her Squire. Bob destroys the Squire in response. "
     "Is Bob dealt damage?", "No — bob still has 4000 life"),
    (VENGEANCE, "= Alice plays Vengeance on her Squire. Bob destroys the Squire in response. "
     "Was Bob dealt any damage?", "No — bob still has 4000 life"),
    # the Waning Twin's ability on the chase resolves after its ruler inverts: 300 damage
    (FOW + "rulings-audit39/an-ability-on-the-chase-resolves-after-its-ruler-inverts.yaml",
     "Is the Golem dealt the damage?", "Yes — Golem (golem) has 300 damage"),
])
def test_dealt_damage_asks_what_takes_damage_asks(name: str, asked: str, opens: str,
                                                  expect: bool) -> None:
    """"Is Bob dealt damage?" and "Is the Golem dealt the damage?" ask what "Does Bob take
    damage?" asks: they got no Yes or No (of a player, or with "the"), where "Does Bob take
    damage?" is "No — bob still has 4000 life"."""
    lead = leads(name, asked, expect)
    assert lead and lead[0].sentence.startswith(opens), [f.sentence for f in lead]


LEAVING = FOW + "rulings-audit54/leaving-trigger-reads-the-atk-it-had-on-the-field.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_a_leaving_triggers_lethal_amount_cites_last_known_information(expect: bool) -> None:
    """FOW 911.1 (audit 54's leftover): the Brute's Parting Blow deals its ATK as it was on the
    field (1000, its +500 included), so Bob's 300/800 Golem is destroyed. The lead cited the
    destruction (1204.1) and that the ability resolved though its card had left (906.10), not
    the rule that gave the 1000 (911.1, cited by the step that dealt it): 911.1 comes right
    after 1204.1 and before 906.10."""
    lead = leads(LEAVING, "Is the Golem destroyed?", expect)
    assert lead and lead[0].sentence.startswith("Yes — Golem (golem) is destroyed at step 14")
    assert lead[0].citations[:3] == ("FOW 1204.1", "FOW 911.1", "FOW 906.10"), lead[0].citations


COPY_X = FOW + "rulings-audit54/copy-of-an-x-chant-keeps-x.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_the_copy_of_an_x_chant_cites_that_it_keeps_x(expect: bool) -> None:
    """FOW 1017.3d (audit 54's leftover): Bob's Mirror Chant copies Alice's Fireball (X = 3)
    onto her Squire; the copy deals 300, its X the original's. The lead cited only that the
    amount was read as the copy resolved (908.1): the X it kept decided it. The original's own
    resolution (the Golem's 300) reads an X chosen for it and keeps 908.1 alone."""
    lead = leads(COPY_X, "How much damage does the Squire take?", expect)
    assert lead and lead[0].sentence.endswith(
        "has 300 damage, when Fireball (fireball.copy) resolves at step 11"), [
        f.sentence for f in lead]
    assert lead[0].citations == ("FOW 1017.3d", "FOW 908.1"), lead[0].citations
    golem = next(f for f in resolve(replace(load_scenario(BUNDLED / COPY_X))).answer
                 if f.sentence.startswith("Golem (golem) has 300 damage"))
    assert golem.citations == ("FOW 908.1",), golem.citations
