"""Riftbound audit 42: audit 41's "found, not fixed" (a survival said by the heal, what a player
targets, a card kept on top by Vision, a Flow replay's cost), then card text at its edges."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import leads_of

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit42"


@pytest.mark.parametrize(("name", "oid", "bonus"), [
    ("rulings-audit41/assault-attacker-survives-damage-below-its-combat-might.yaml", "charger",
     "RB 807.1.c"),
    ("rulings-audit42/shield-defender-survives-damage-equal-to-its-printed-might.yaml", "shield",
     "RB 814.1.c"),
])
def test_survival_is_said_by_why_the_damage_was_not_lethal(name: str, oid: str,
                                                           bonus: str) -> None:
    """"Does the Charger survive?" of an attacker dealt 3 at Might 3 + Assault 2, and of a
    Shield defender dealt its printed Might: Yes, because the damage was not lethal against the
    Might its designation raised (RB 142.4.b and the keyword's rule), not because the combat
    cleanup later healed it (it led with RB 466.1.a.1)."""
    lead = leads_of(ROOT / "riftbound" / name)[0]
    assert lead.subject.id == oid and lead.verdict == "Yes"
    assert lead.citations[:2] == ("RB 142.4.b", bonus)
    assert "not lethal" in lead.sentence


@pytest.mark.parametrize(("name", "verdict", "rule"), [
    ("vision-kept-card-is-still-on-top-of-her-deck.yaml", "Yes", "RB 436.1"),
    ("vision-recycled-card-is-no-longer-on-top.yaml", "No", "RB 436.1"),
])
def test_on_top_of_her_deck_gets_its_yes_or_no(name: str, verdict: str, rule: str) -> None:
    """"Is the Warden still on top of her deck?": Yes of the card a Vision kept there, said
    with the predict that looked at it (it got no Yes or No, and cited nothing); No of the card
    it recycled to the bottom."""
    lead = leads_of(AUDIT / name)[0]
    assert lead.subject.id == "top" and lead.verdict == verdict
    assert lead.citations[0] == rule
    assert ("on top of" if verdict == "Yes" else "at the bottom of") in lead.sentence


def test_where_is_the_card_a_vision_kept_cites_the_predict() -> None:
    """"Where is the Warden on top of her deck, ...?" of the card a Vision kept: "is still on
    top of alice's Main Deck" by the predict's step (RB 436.1), not "still in alice's Main
    Deck" with no rule of its own."""
    lead = leads_of(ROOT / "riftbound/rulings-audit41/"
                    "vision-keeps-the-top-card-she-does-not-draw-it.yaml")[0]
    assert "is still on top of alice's Main Deck: at step 10" in lead.sentence
    assert lead.citations[0] == "RB 436.1"


def test_what_alice_targets_then_whether_it_dies() -> None:
    """"What does Alice target, and does it die?": the target her play chose, with the rule of
    targets chosen as it goes on the chain (RB 355.8), then the Yes of that target's death (it
    led with her Energy: what a player targets was no fact of the answer)."""
    aimed, fate = leads_of(AUDIT / "what-alice-targets-then-does-it-die.yaml")
    assert aimed.subject.kind == "action" and not aimed.verdict
    assert aimed.sentence.startswith("Alice targets Trainee Squire (squire) with Spark Bolt")
    assert aimed.citations[0] == "RB 355.8"
    assert fate.subject.id == "squire" and fate.verdict == "Yes"


def test_a_flow_replay_payment_cites_the_alternative_cost() -> None:
    """"What does she pay?" of Ember Surge played from the trash with Flow: 1 Energy, by Flow's
    alternative cost in place of its cost (RB 829.1.c.1), which the cost step cites (it cited
    only RB 357.1, Flow's rules being the play step's)."""
    lead, = leads_of(AUDIT / "flow-replay-pays-its-flow-cost-in-place-of-its-cost.yaml")
    assert lead.subject.id == "alice" and "1 Energy" in lead.sentence
    assert lead.citations[:2] == ("RB 829.1.c.1", "RB 357.1")


def test_legion_discount_asked_of_it_after_a_flow_replay() -> None:
    """"... then Legion Footman. Does it cost 2 less?": "it" is the Footman the sentence before
    names last, and its Legion discount gets its Yes (it led with the Surge's banishment)."""
    lead, = leads_of(AUDIT / "legion-after-a-flow-replay-does-it-cost-less.yaml")
    assert lead.subject.id == "alice" and lead.verdict == "Yes"
    assert "Legion Footman" in lead.sentence and lead.citations[0] == "RB 812.1.c"


def test_legion_still_leads_a_flow_replay_it_left_unmet() -> None:
    """Audit 16's Echo Spark replayed with Flow as the only card played: its Legion's No still
    cites Legion first (RB 812.1.c), the Flow cost it paid after (RB 829.1.c.1, the plan's own
    rules now after the rules of a discount left off)."""
    lead = leads_of(ROOT / "riftbound/rulings-audit16/"
                    "legion-same-card-played-again-is-not-another.yaml")[0]
    assert lead.verdict == "No"
    assert lead.citations == ("RB 812.1.c", "RB 419.4.b", "RB 829.1.c.1")


def test_who_wins_the_combat_without_expect_asks_the_combat(tmp_path: Path) -> None:
    """"Who wins the combat?" in a file with no `expect:` led "Nobody wins: the game goes on"
    (the game's winner, citing nothing): the combat's result is asked, as with `expect:` (no
    result, neither player has units there: RB 466.3.d)."""
    text = (AUDIT / "assault-kills-tank-and-backline-and-dies-no-result.yaml").read_text()
    bare = tmp_path / "no-expect.yaml"
    bare.write_text(text.split("\nexpect:")[0] + "\n")
    lead = leads_of(bare)[0]
    assert lead.subject.kind == "game" and lead.subject.id == "combats"
    assert lead.citations[0] == "RB 466.3.d"


@pytest.mark.parametrize(("name", "oid", "word", "rule"), [
    ("weaponmaster-blade-makes-the-adept-mighty.yaml", "adept", "is Mighty", "RB 708"),
    ("equipped-squire-is-equipped.yaml", "squire", "is equipped", "RB 818.2"),
])
def test_a_worked_out_flag_is_read_not_taken_for_unset(name: str, oid: str, word: str,
                                                       rule: str) -> None:
    """"Is the Adept Mighty?" of a unit with 5 Might, "Is the Squire equipped?" of one the
    Blade was equipped to: Yes. Both were a confident "No — ... is not mighty": Mighty (RB 708)
    and equipped (RB 818.3) are worked out by the game's filters, never stored on the object,
    and the answer read them as a state never set."""
    lead = leads_of(AUDIT / name)[0]
    assert lead.subject.id == oid and lead.verdict == "Yes"
    assert word in lead.sentence and lead.citations[0] == rule


def test_a_unit_below_five_might_is_not_mighty(tmp_path: Path) -> None:
    """The No of the same question: a Squire at 4 Might is not Mighty, by RB 708."""
    text = (AUDIT / "equipped-squire-is-equipped.yaml").read_text()
    asked = tmp_path / "mighty.yaml"
    asked.write_text(text.replace("Is the Squire equipped?", "Is the Squire Mighty?"))
    lead = leads_of(asked)[0]
    assert lead.subject.id == "squire" and lead.verdict == "No"
    assert lead.citations[0] == "RB 708"


def test_who_has_focus_without_expect_asks_the_focus(tmp_path: Path) -> None:
    """"Who has focus now, ...?" in a file with no `expect:` led with the Squire's move that
    began the showdown: a wh-part asking who holds a key of the game's state asks that key (Bob,
    as the chain Dazzle started emptied: RB 340.2.a)."""
    text = (AUDIT / "focus-passes-when-the-showdown-chain-empties.yaml").read_text()
    bare = tmp_path / "no-expect.yaml"
    bare.write_text(text.split("\nexpect:")[0] + "\n")
    focus, bolt = leads_of(bare)
    assert focus.subject.kind == "game" and focus.subject.id == "focus"
    assert focus.sentence.startswith("Bob holds focus") and focus.citations[0] == "RB 340.2.a"
    assert bolt.subject.kind == "action" and bolt.verdict == "Yes"


def test_damage_lost_as_it_died_is_no_damage_never_dealt() -> None:
    """A Warden a repeated Jab killed (1 + 1 Bonus Damage, twice): its death is said by the
    damage dealt, not followed by "no ability of Echoing Duelist triggers" (its damage, cleared
    as it died, was read as damage never dealt, explained by the Duelist's own trigger)."""
    deal, fate = leads_of(AUDIT / "repeated-ability-gets-bonus-damage-each-time.yaml")
    assert deal.subject.id == "duelist.jab"
    assert fate.subject.id == "warden" and fate.verdict == "Yes"
    assert "no ability" not in fate.sentence and "(4 in all)" in fate.sentence
