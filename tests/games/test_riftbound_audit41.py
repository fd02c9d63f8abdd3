"""Riftbound audit 41: audit 40's "found, not fixed" (a yes/no part after a wh-part, a spell's
damage asked by a short name, an amount of damage asked, Legion and "if you have played" after a
token, an Equip after its unit left, a unit seized by an effect), then card text at its edges."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import leads_of

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit41"


def test_does_it_die_after_the_spell_answered_the_damage_asks_of_the_unit() -> None:
    """"How much damage is the Squire dealt, and does it die?": the Bolt's resolution answers
    the first part; "it" is the Squire that part named, and its death gets its Yes (it led with
    no Yes or No)."""
    damage, fate = leads_of(AUDIT / "damage-part-answered-by-the-spell-then-does-it-die.yaml")
    assert damage.subject.kind == "item" and not damage.verdict
    assert fate.subject.id == "squire" and fate.verdict == "Yes"
    assert fate.citations[0] == "RB 323.5"


def test_does_she_draw_it_asks_of_the_card_answered_before() -> None:
    """"Where is the Warden on top of her deck, and does she draw it?": "it" is the Warden the
    first part was answered with, and the part gets its No (only "does it ...?" was read so),
    cited by the last step that named the card (it cited nothing)."""
    lead, = leads_of(AUDIT / "vision-keeps-the-top-card-she-does-not-draw-it.yaml")
    assert lead.subject.id == "top" and lead.verdict == "No"
    assert lead.citations[0] == "RB 436.1"  # the predict that looked at it and kept it there


@pytest.mark.parametrize(("name", "verdict"), [
    ("takes-an-amount-of-damage-it-was-not-dealt.yaml", "No"),
    ("takes-the-amount-two-repeated-deals-add-up-to.yaml", "Yes"),
])
def test_an_amount_of_damage_taken_gets_its_yes_or_no(name: str, verdict: str) -> None:
    """"Does the Warden take 3 damage?" of a Warden dealt 2: No; "take 4 damage" of two deals of
    2: Yes (an amount before "damage" was not read, so neither had a Yes or No)."""
    lead = leads_of(AUDIT / name)[0]
    assert lead.subject.id == "warden" and lead.verdict == verdict


def test_a_spell_named_by_a_word_of_its_name_is_asked_of() -> None:
    """"Does the Bolt still deal its damage?" of Spark Bolt (two items resolved): its resolution
    says Yes (only its whole name was read as asking of it; it led with the order)."""
    lead = leads_of(AUDIT / "bolt-named-short-still-deals-its-damage.yaml")[0]
    assert lead.subject.kind == "item" and lead.subject.id == "bolt"
    assert lead.verdict == "Yes" and lead.citations[0] == "RB 417.1.b"


@pytest.mark.parametrize(("name", "rule"), [
    # (audit 77: a target made untargetable after it was chosen is mistargeted, RB 758.1,
    # cited before the "can't" that did it, RB 054.1)
    ("riftbound/card-text/untargetable-in-response-mistargets.yaml", "RB 758.1"),
    ("riftbound/card-text/unchoosable-while-out-of-combat.yaml", "RB 758.1"),
    ("riftbound/targets/there-unit-moved-away-mistargeted.yaml", "RB 359.3.e.2"),
])
def test_what_does_the_spell_do_leads_with_its_resolution(name: str, rule: str) -> None:
    """"What does the Lance do?", "What does the Cleave do?": what the spell did as it resolved
    (its damage skipped, its draw), not a card's place after it; where a "can't be chosen" left
    its target illegal, that restriction decided it (RB 054.1) before the recheck's rule."""
    lead = leads_of(ROOT / name)[0]
    assert lead.subject.kind == "item" and lead.citations[0] == rule


@pytest.mark.parametrize(("name", "rules"), [
    ("rulings-audit41/legion-footman-after-a-token-alone-pays-in-full.yaml",
     ("RB 812.1.c", "RB 185")),
    ("rulings-audit41/siege-ram-after-a-token-alone-costs-full.yaml", ("RB 419.4.b", "RB 185")),
    ("rulings-audit40/legion-herald-after-a-token-alone-draws-nothing.yaml",
     ("RB 812.1.c", "RB 185")),
])
def test_a_token_alone_leaves_played_a_card_unmet_by_rb_185(name: str,
                                                             rules: tuple[str, ...]) -> None:
    """A Legion discount, an "if you have played another card" discount and a Legion trigger
    left off after a token alone cite that a token is no card (RB 185) beside their own rule:
    the payment cited only RB 357.1, the trigger RB 727.1.b.2 and RB 812.1.c."""
    lead = leads_of(ROOT / "riftbound" / name)[0]
    assert lead.verdict == "No" and lead.citations[:2] == rules


def test_a_cost_named_by_an_amount_alone_is_the_amount_paid() -> None:
    """"Does its Legion make the second play cost 1?" of an Echo Spark played again for 2 (the
    only card played before was itself, so its Legion is off): No (it was "Yes" by any Energy
    spent; an amount with no resource word was not read)."""
    lead = leads_of(ROOT / "riftbound/rulings-audit16/legion-same-card-played-again-is-not-"
                           "another.yaml")[0]
    assert lead.subject.id == "alice" and lead.verdict == "No"
    assert lead.citations[0] == "RB 812.1.c"


@pytest.mark.parametrize("name", [
    "rulings-audit41/equip-after-its-unit-was-returned-to-hand.yaml",
    "rulings-audit40/equip-again-after-its-unit-died.yaml",
])
def test_an_equip_allowed_after_its_unit_left_cites_the_detaching(name: str) -> None:
    """An Equip activated after its unit left the board is allowed because the gear detached
    and its own text works again (RB 719.5), not by the frame of activating alone (RB 354.2,
    RB 355.8)."""
    lead = leads_of(ROOT / "riftbound" / name)[0]
    assert lead.verdict == "Yes" and lead.citations[0] == "RB 719.5"


def test_a_unit_seized_by_an_effect_cites_the_layer_one_trait_change() -> None:
    """"Who controls the Warden?" after Seize: a control change is a layer-1 trait effect (RB
    477.1.a), not who controls what one played (RB 191)."""
    lead, = leads_of(AUDIT / "seized-unit-changes-control-by-a-layer-one-effect.yaml")
    assert lead.citations == ("RB 477.1.a",)


@pytest.mark.parametrize(("name", "verdict", "rule"), [
    ("bonus-damage-added-to-each-deal-of-a-repeat.yaml", "", "RB 715.1"),
    ("empower-answered-by-a-bolt-dies-before-it-resolves.yaml", "No", "RB 323.5"),
    ("equip-refused-in-a-showdown.yaml", "No", "RB 308.1.a"),
    ("level-not-reached-no-ganking-move.yaml", "No", "RB 824.1.c"),
])
def test_pinned_leads(name: str, verdict: str, rule: str) -> None:
    """Leads judge had right, pinned: Bonus Damage joins each deal of a Repeat (RB 715.1); a
    Bolt answering an Empower kills its unit first (RB 340.1, RB 323.5); Equip has no Action
    for a showdown (RB 308.1.a); below its Level a unit has no Ganking (RB 824.1.c)."""
    lead = leads_of(AUDIT / name)[0]
    assert lead.verdict == verdict and rule in lead.citations
