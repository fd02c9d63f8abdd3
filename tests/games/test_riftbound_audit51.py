"""Riftbound audit 51: probes a judge at a table would bring (scenarios/riftbound/
rulings-audit51/), each ruled from the Core Rules before judge was run, and the leads that
answered them wrongly."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import file_without_expect, leads_asked, leads_of

SCENARIOS = Path(__file__).parents[2] / "scenarios"
AUDIT = SCENARIOS / "riftbound/rulings-audit51"
VOLLEY = AUDIT / "amount-for-each-unit-counted-on-resolution.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_it_asked_right_after_a_how_much_question_is_the_card_it_named(
        expect: bool, tmp_path: Path) -> None:
    """"How much damage does the Warden take? Does it survive?": "it" is the Warden the
    question before asked of (RB 359.3.f.2: 2 damage, counted as the Volley resolves, not
    lethal to its 4 Might). The Warden's fact answered the first question and was used, so the
    second took another: "No — Trainee Squire (asq) is killed" with `expect:`, "No — Spark
    Bolt (bolt) ends in bob's trash" without it (a confident wrong No). As "..., and does it
    survive?" in one sentence already was, the Yes or No is now the Warden's."""
    leads = leads_of(VOLLEY if expect else file_without_expect(VOLLEY, tmp_path))
    assert leads[0].verdict == "Yes"
    assert leads[0].sentence.startswith("Yes — Stone Warden (bw) is still in bob's base and "
                                        "has 2 damage")
    assert not any(f.verdict == "No" for f in leads)


def test_it_asked_after_something_said_between_is_not_read_so() -> None:
    """A sentence said between the two questions may name what "it" is: the question is not
    read as of the card the question before was answered with ("How much damage does the
    Warden take? Bob's Squire is killed. Does it survive?" gives the Warden no Yes)."""
    name = "riftbound/rulings-audit51/amount-for-each-unit-counted-on-resolution.yaml"
    leads = leads_asked(name, "= Alice plays Massed Volley on Bob's Stone Warden. How much "
                        "damage does the Warden take? Her Trainee Squire is killed by Bob's "
                        "Spark Bolt. Does it survive?")
    assert not (leads[0].verdict == "Yes" and leads[0].subject.id == "bw")


CLOSED = AUDIT / "action-refused-on-a-closed-chain-in-a-showdown-no-conquer.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_she_asked_after_a_question_naming_her_conquers_nothing(expect: bool,
                                                                tmp_path: Path) -> None:
    """"Can Alice answer with Dazzle? Does she conquer bf-b?" after her only unit at bf-b was
    bounced in the showdown: No, nobody conquers (RB 348.2.a). "she" was not read as Alice
    (the question before begins with "Can"), her fact did not lead, and the part went
    unanswered with `expect:`; asked "Does Alice conquer bf-b?" it was "No — alice still has
    0 points" with no rule, the step that says nobody conquers not read as hers."""
    leads = leads_of(CLOSED if expect else file_without_expect(CLOSED, tmp_path))
    assert [f.verdict for f in leads[:2]] == ["No", "No"]
    assert leads[1].subject.kind == "player" and leads[1].subject.id == "alice"
    assert "nobody conquers" in leads[1].sentence
    assert leads[1].citations == ("RB 348.2.a",)


@pytest.mark.parametrize("expect", [True, False])
def test_how_much_damage_of_a_players_card_asks_of_the_card(expect: bool) -> None:
    """"How much damage does Bob's Warden take?" with no `expect:` led "Bob loses 1 Energy":
    a player named only as an owner scored the question's quantity. It now asks of the Warden
    (2 damage, RB 359.3.f.2), and its "Does it survive?" is the Warden's Yes."""
    name = "riftbound/rulings-audit51/amount-for-each-unit-counted-on-resolution.yaml"
    leads = leads_asked(name, "= Bob answers with Spark Bolt on her Trainee Squire. How much "
                        "damage does Bob's Warden take? Does it survive?", expect)
    assert leads[0].subject.id == "bw" and leads[0].verdict == "Yes"


@pytest.mark.parametrize(("name", "verdict", "subject"), [
    ("amount-for-each-unit-asked-in-thai.yaml", "Yes", "bw"),
    ("next-time-it-would-die-asked-in-thai.yaml", "No", "aw")])
@pytest.mark.parametrize("expect", [True, False])
def test_two_thai_questions_in_one_sentence_are_each_read(
        name: str, verdict: str, subject: str, expect: bool, tmp_path: Path) -> None:
    """Thai asks with its ending and often no "?": two questions in one sentence ("Warden ของ
    Alice ตายไหม แล้วใครควบคุม bf-a": does Alice's Warden die, and who controls bf-a; "Warden
    ของ Bob ได้รับความเสียหายเท่าไร มันรอดไหม": how much damage does Bob's Warden take, does it
    survive) were read as one, which no reader knew: no Yes or No, the lead Last Stand's
    resolution or the Squire's death. Each is now its own question, "ความเสียหาย" (damage),
    "มัน" (it) and "ควบคุม" (control) are read, and "แล้วใคร" (then who) asks who: the Warden
    recalled instead of dying is No (RB 370.1.b), Bob's Warden with its 2 damage survives."""
    path = AUDIT / name
    leads = leads_of(path if expect else file_without_expect(path, tmp_path))
    assert leads[0].verdict == verdict and leads[0].subject.id == subject


def test_thai_two_questions_read_into_english() -> None:
    """The Thai readings the two questions above take, word for word."""
    from judge.engine.asked import in_english

    names = ["Warden", "bf-a", "Alice", "Bob"]
    assert in_english("Warden ของ Alice ตายไหม แล้วใครควบคุม bf-a", names) == \
        "Does Alice's Warden die? Who controls bf-a?"
    assert in_english("Warden ของ Bob ได้รับความเสียหายเท่าไร มันรอดไหม", names) == \
        "How much damage does Bob's Warden take? Does it survive?"


NO_HOLD = "riftbound/scoring/no-hold-of-a-battlefield-already-scored.yaml"


@pytest.mark.parametrize("asked", ["Does she lose it in her Scoring Step?",
                                   "Does she lose bf-a in her Scoring Step?"])
@pytest.mark.parametrize("expect", [True, False])
def test_losing_a_battlefield_asked_by_it_is_its_control(asked: str, expect: bool) -> None:
    """"Alice scored bf-a earlier this turn. Does she lose it in her Scoring Step?" (audit 50's
    leftover): "lose" was read as losing the game ("No — alice still has 3 points", right by
    chance), with "it" or with bf-a named, where `expect:` checks no control. It asks of bf-a's
    control, which she keeps with her unit there (RB 190.4.a)."""
    leads = leads_asked(NO_HOLD, asked, expect)
    assert leads[0].verdict == "No" and leads[0].subject.id == "control"
    assert leads[0].citations == ("RB 190.4.a",)


def test_a_battlefield_kept_says_why() -> None:
    """"Who controls bf-a once the Blow has resolved?" (audit 49's leftover): "Alice controls
    bf-a" with no rule; she kept it with the Lurker there (RB 190.4.a). A control a combat's
    end kept says that step ("bob keeps control of bf-a (already its controller: no conquer)",
    RB 466.5)."""
    leads = leads_of(SCENARIOS / "riftbound/rulings-audit49/"
                     "ambush-answer-keeps-the-battlefield-when-the-squire-dies.yaml")
    control = next(f for f in leads if f.subject.id == "control")
    assert control.citations == ("RB 190.4.a",)
    facts = leads_of(AUDIT / "hidden-trap-on-a-deflect-attacker-still-pays-deflect.yaml")
    kept = next(f for f in facts if f.subject.id == "control")
    assert "bob keeps control of bf-a" in kept.sentence and kept.citations[0] == "RB 466.5"


@pytest.mark.parametrize("name", [
    "rulings-audit49/might-of-a-source-killed-in-answer-is-null-no-damage.yaml",
    "rulings-audit21/might-of-a-source-killed-in-response-is-null.yaml",
    "rulings/illegal-target-information-is-null.yaml"])
def test_damage_of_a_null_amount_is_no_damage(name: str) -> None:
    """"Deal damage equal to my Might" of a source killed in answer (audit 49's leftover), or
    "equal to its target's Might" of a target no longer legal: the step said "deals 0 damage",
    where the Might is null information and the calculation using it is ignored (RB
    359.3.e.12): no damage is dealt, and the step says so."""
    lead = leads_of(SCENARIOS / "riftbound" / name)[0]
    assert "deals 0 damage" not in lead.sentence
    assert "deals no damage to " in lead.sentence and "calculation using it is ignored" in \
        lead.sentence
