"""Riftbound audit 53: audit 51's and 52's leftovers (a yes/no of an amount at a placed moment,
the rule of what Assault gives, a state asked of a card whose `expect:` checks other fields,
"which units score?", ...) and new probes of card text ruled from the Core Rules
(scenarios/riftbound/rulings-audit53/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import file_without_expect, leads_asked, leads_of

SCENARIOS = Path(__file__).parents[2] / "scenarios"
AUDIT = SCENARIOS / "riftbound/rulings-audit53"
GUARD = AUDIT / "might-amount-asked-yes-or-no-in-the-combat.yaml"
GUARD_NAME = "riftbound/rulings-audit53/might-amount-asked-yes-or-no-in-the-combat.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_might_amount_asked_in_the_combat_is_yes_of_its_attacking_might(
        expect: bool, tmp_path: Path) -> None:
    """"Does the Guard have 3 Might in the combat?" of a Guard with Assault 1 that attacked:
    3 as the combat damage was dealt (RB 807.1.c: +1 while an attacker), said with no Yes or
    No (audit 52's leftover: no reader asked a stat's amount)."""
    leads = leads_of(GUARD if expect else file_without_expect(GUARD, tmp_path))
    assert leads[0].subject.id == "guard"
    assert leads[0].sentence.startswith("Yes — ")
    assert "has Might 3 (it had Might 2) once step 15 is over" in leads[0].sentence


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does the Guard have 2 Might in the combat?", "No"),
    ("Is the Guard's Might 3 in the combat?", "Yes"),
    ("Does the Guard have Might 2 during combat?", "No"),
    # as the ruling ends (no time clause): 2 once its designation is removed (RB 466.7.a)
    ("Does the Guard have 2 Might?", "Yes"),
    ("Does the Guard have 3 Might?", "No"),
])
@pytest.mark.parametrize("expect", [True, False])
def test_might_amount_asked_in_other_words(asked: str, verdict: str, expect: bool) -> None:
    leads = leads_asked(GUARD_NAME, asked, expect=expect)
    assert leads[0].subject.id == "guard"
    assert leads[0].sentence.startswith(f"{verdict} — "), leads[0].sentence


@pytest.mark.parametrize("asked", ["Does the Guard have at least 2 Might?",
                                   "Does the Guard have 2 or 3 Might?"])
def test_a_part_asking_no_one_amount_is_not_read_as_one(asked: str) -> None:
    """"at least" and "or" ask no one amount: the Guard has 2 as the ruling ends, so a No
    read as if they asked 3 or 2 alone would be wrong."""
    leads = leads_asked(GUARD_NAME, asked, expect=False)
    assert not leads[0].sentence.startswith("No — "), leads[0].sentence


def test_might_in_the_combat_cites_what_assault_gives_first() -> None:
    """What Assault gives (RB 807.1.c: +X Might while an attacker) decided the Might; that
    only the designation makes it one (RB 807.1.d) comes after it (it came first, and RB
    807.1.c was not cited at all)."""
    cites = leads_of(GUARD)[0].citations
    assert cites[:1] == ("RB 807.1.c",) and "RB 807.1.d" in cites


def test_shield_of_a_defender_cites_what_shield_gives_first() -> None:
    """The same of Shield (RB 814.1.c, then RB 814.1.d)."""
    leads = leads_of(SCENARIOS / "riftbound/rulings/surprise-defender-joins-a-non-combat-"
                     "showdown.yaml")
    bearer = next(f for f in leads if f.subject.id == "bearer")
    assert bearer.citations[:1] == ("RB 814.1.c",)


@pytest.mark.parametrize("asked", ["Is the Guard exhausted?", "Which units are exhausted?"])
def test_exhausted_asked_of_a_card_whose_expect_checks_other_fields(asked: str) -> None:
    """"Which units are exhausted?" named the Guard by a fact that did not say it is (its
    `expect:` checks its zone and Might), with no Yes or No; "Is the Guard exhausted?" too.
    The state asked of it is now said: exhausted as it moved to attack (RB 144.4.a)."""
    leads = leads_asked(GUARD_NAME, asked, expect=True)
    assert leads[0].subject.id == "guard"
    assert "it is exhausted, at step 1" in leads[0].sentence
    assert "RB 144.4.a" in leads[0].citations
    if asked.startswith("Is"):
        assert leads[0].sentence.startswith("Yes — ")


@pytest.mark.parametrize("expect", [True, False])
def test_its_after_the_card_the_clause_names_is_that_cards(expect: bool) -> None:
    """"What is the Guard's Might in its combat damage step?" led with bf-a's control without
    `expect:` (audit 52's leftover): "its" was read as a card of the sentence before; after the
    one card the clause names before it, it is that card's."""
    for asked, verdict in (("What is the Guard's Might in its combat damage step?", ""),
                           ("Does the Guard have 3 Might in its combat damage step?", "Yes — ")):
        lead = leads_asked(GUARD_NAME, asked, expect=expect)[0]
        assert lead.subject.id == "guard" and "has Might 3" in lead.sentence
        assert lead.sentence.startswith(verdict)


@pytest.mark.parametrize("asked", ["Does the Guard have 3 Might when it attacks?",
                                   "Does the Guard have 3 Might before the combat?"])
@pytest.mark.parametrize("expect", [True, False])
def test_amount_at_a_moment_judge_does_not_place_has_no_yes_or_no(asked: str,
                                                                  expect: bool) -> None:
    """A moment judge does not place, where the Might changed during the ruling: its Might as
    the ruling ends (2) is no answer to it then (it had 3 while it attacked): no Yes or No."""
    lead = leads_asked(GUARD_NAME, asked, expect=expect)[0]
    assert not lead.sentence.startswith(("Yes — ", "No — ")), lead.sentence


@pytest.mark.parametrize("asked", ["Who scores?", "Which player scores?", "Which units score?"])
def test_who_scores_is_the_player_whose_points_went_up(asked: str) -> None:
    """"Who scores?" and "Which units score?" led with bf-a's control (audit 52's leftover):
    a player scores (RB 468), so the player whose points went up leads (Alice's conquer, RB
    471.1); a question asking it of units is told that a player scores, not a card, and no
    unit is listed."""
    leads = leads_asked(GUARD_NAME, asked, expect=False)
    assert leads[0].subject.id == "alice", leads[0].sentence
    assert "alice scores 1 point for bf-a (conquer)" in leads[0].sentence
    assert ("(a player scores, not a card)" in leads[0].sentence) == ("units" in asked)
    assert not any(f.subject.kind == "object" for f in leads)


RECALLED_NAME = "riftbound/rulings-audit52/unit-recalled-to-the-base-it-left-is-recalled.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "verdict"), [("ยูนิตไหนถูกส่งกลับฐาน", ""),
                                                ("ยูนิตไหนถูกรีคอล", ""),
                                                ("Warden ของ Alice ถูกส่งกลับฐานไหม", "Yes — ")])
def test_recall_asked_in_thai(asked: str, verdict: str, expect: bool) -> None:
    """"ยูนิตไหนถูกส่งกลับฐาน" (which units are recalled?) was not read (audit 52's leftover):
    it led with Last Stand's resolution or bf-a left to nobody; now Alice's Warden, recalled
    instead of dying (RB 370.1.b)."""
    leads = leads_asked(RECALLED_NAME, asked, expect=expect)
    assert leads[0].subject.id == "aw" and "ends in alice's base" in leads[0].sentence
    assert leads[0].sentence.startswith(verdict)


@pytest.mark.parametrize(("name", "asked", "said"), [
    ("conquer-replaced-no-control", "Does she control it?", "No — bf-b is uncontrolled"),
    ("conquer-replaced-no-control", "Does she control bf-b?", "No — bf-b is uncontrolled"),
    ("conquer-replaced-control-kept", "Does she control it?", "Yes — alice controls bf-b"),
    ("conquer-replaced-control-kept", "Does she control bf-b?", "Yes — alice controls bf-b"),
])
def test_she_after_a_move_to_the_empty_battlefield(name: str, asked: str, said: str) -> None:
    """"Does she control it?" right after "Alice's Trail Hound moves to the empty bf-b" got no
    Yes or No (audit 57's leftover): "she" was read against both players the whole question
    names (Bob controls the Border Writ); she is the one the sentence right before names."""
    leads = leads_asked(f"riftbound/replacements/{name}.yaml", asked)
    assert leads[0].sentence.startswith(said), leads[0].sentence


def test_control_a_replaced_conquer_did_not_bring_cites_the_policy() -> None:
    """bf-b left uncontrolled by a replaced conquer (RB HP.14 no-control) was said "bf-b is
    uncontrolled" citing nothing, its No too: the step that says the control is replaced with
    the conquer (RB 370.1.a.1, RB HP.14) is why."""
    lead = leads_asked("riftbound/replacements/conquer-replaced-no-control.yaml",
                       "Does she control it?")[0]
    assert "at step 10" in lead.sentence and "RB HP.14" in lead.citations


TAKEN_NAME = "riftbound/rulings-audit53/unit-taken-loses-its-owners-passive-bonus.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does the Squire have 3 Might before Mind Seize resolves?", "Yes"),
    ("Does the Squire have 2 Might before Mind Seize resolves?", "No"),
    ("Does the Squire have 2 Might once Mind Seize has resolved?", "Yes"),
    ("Does the Squire have 3 Might once Mind Seize has resolved?", "No"),
])
def test_might_asked_at_a_moment_before_the_card_moved(asked: str, verdict: str,
                                                       expect: bool) -> None:
    """"Does the Squire have 3 Might before Mind Seize resolves?" of a Squire with 3 under
    Alice's Banner until Bob took it, killed later: its Might was read as the ruling ends (2),
    a card that moved being read no state then, and "before" read as an order ("only after
    Mind Seize results"): a confident wrong No. A stat asked at a placed moment is read then."""
    lead = leads_asked(TAKEN_NAME, asked, expect=expect)[0]
    assert lead.subject.id == "sq"
    assert lead.sentence.startswith(f"{verdict} — "), lead.sentence
    assert "only after" not in lead.sentence


@pytest.mark.parametrize("name", ["passive-bonus-from-a-condition-met-in-answer-saves-the-unit",
                                  "amount-counts-the-hand-as-it-resolves-without-the-spell",
                                  "unit-taken-loses-its-owners-passive-bonus"])
@pytest.mark.parametrize("expect", [True, False])
def test_card_text_probes_ruled_from_the_rules(name: str, expect: bool, tmp_path: Path) -> None:
    """Probes of card text ruled from the Core Rules before judge was run: pinned as right."""
    path = AUDIT / f"{name}.yaml"
    lead = leads_of(path if expect else file_without_expect(path, tmp_path))[0]
    said = {"passive-bonus-from-a-condition-met-in-answer-saves-the-unit":
            ("Yes — Lone Vanguard (van) is still in alice's base and has 2 damage", "RB 364"),
            "amount-counts-the-hand-as-it-resolves-without-the-spell":
            ("Yes — Stone Warden (warden) is still in bob's base and has 3 damage",
             "RB 359.3.f.2"),
            "unit-taken-loses-its-owners-passive-bonus":
            ("No — Trainee Squire (sq) is killed at step 13", "RB 142.4.b")}[name]
    assert lead.sentence.startswith(said[0]), lead.sentence
    assert said[1] in lead.citations


@pytest.mark.parametrize(("name", "asked", "cites"), [
    ("rulings-audit51/hunt-xp-reaches-level-then-ganking-move", "Can the Adept move there?",
     ("RB 810.1.b", "RB 824.1.c")),
    ("rulings-audit26/hunt-xp-reached-level-later-that-turn", "May the Adept make that move?",
     ("RB 810.1.b", "RB 824.1.c")),
    ("rulings-audit51/accelerated-unit-attacks-the-turn-it-is-played",
     "Can the Boar move this turn?", ("RB 144.4.a", "RB 805.6")),
])
def test_an_allowed_move_cites_the_rule_that_allowed_it(name: str, asked: str,
                                                        cites: tuple[str, ...]) -> None:
    """Audit 51's leftover: the Yes to "Can the Adept move there?" cited the move's rules, not
    the Level that gave the Adept Ganking (RB 824.1.c), nor "Can the Boar move this turn?"
    that it entered ready by paying Accelerate (RB 805.6), which the move's cost needed."""
    lead = next(f for f in leads_asked(f"riftbound/{name}.yaml", asked)
                if f.subject.kind == "action" and f.verdict)
    assert lead.sentence.startswith("Yes — ")
    assert lead.citations[:2] == cites, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_she_after_a_sentence_beginning_with_bob(expect: bool) -> None:
    """"Alice moves her Trainee Squire to the empty bf-b. Bob plays Homeward Gust on the
    Squire. Does she conquer bf-b?" read "she" as Bob, the subject of the sentence just before
    (audit 51's leftover: without `expect:` "No — bob has 0 Energy"): she is the player the
    question's own sentences call "her", Alice; No by the check that nobody conquers."""
    lead = leads_asked("riftbound/rulings-audit51/action-refused-on-a-closed-chain-in-a-"
                       "showdown-no-conquer.yaml",
                       "= Alice moves her Trainee Squire to the empty bf-b. Bob plays Homeward "
                       "Gust on the Squire. Does she conquer bf-b?", expect=expect)[0]
    assert lead.sentence.startswith("No — alice "), lead.sentence
    assert "nobody conquers" in lead.sentence and "RB 348.2.a" in lead.citations


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does the Guard have 3 Might after the combat?", "No"),
    ("Does the Guard have 2 Might after the combat?", "Yes"),
])
@pytest.mark.parametrize("expect", [True, False])
def test_after_the_combat_is_placed(asked: str, verdict: str, expect: bool) -> None:
    """"after the combat" was a moment judge did not place (audit 51's leftover): it is now
    once the one combat that dealt damage is over (its designations removed, RB 466.7.a)."""
    lead = leads_asked(GUARD_NAME, asked, expect=expect)[0]
    assert lead.subject.id == "guard"
    assert lead.sentence.startswith(f"{verdict} — "), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_who_controls_after_the_combat_is_no_longer_unplaced(expect: bool) -> None:
    lead = leads_asked("riftbound/rulings-audit51/ganking-unit-leaves-its-battlefield-"
                       "uncontrolled.yaml", "Who controls bf-b after the combat?",
                       expect=expect)[0]
    assert "bf-b is uncontrolled" in lead.sentence
    assert "judge does not place" not in lead.sentence


TOLL = AUDIT / "trigger-cost-unpaid-never-goes-on-the-chain.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_trigger_whose_cost_cannot_be_paid_never_goes_on_the_chain(expect: bool,
                                                                   tmp_path: Path) -> None:
    """"Does the Keeper's ability go on the chain?" of an attack trigger whose 1 Energy could
    not be paid: No, cited by the combat's heal (RB 466.1.a.1), the last step naming the Keeper;
    now by the step that says its cost cannot be paid (RB 383.3.b.1)."""
    leads = leads_of(TOLL if expect else file_without_expect(TOLL, tmp_path))
    assert leads[0].sentence.startswith("No — alice does not draw")
    chain = leads[1]
    assert chain.sentence.startswith("No — no ability of Toll Keeper (keeper) goes onto the "
                                     "chain: at step 6"), chain.sentence
    assert chain.citations[:1] == ("RB 383.3.b.1",)
