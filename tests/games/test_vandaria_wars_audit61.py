"""Vandaria Wars, audit 61: audit 60's leftovers. "Does the Dispel she registered first
result?" names which Dispel by the order it was registered, it does not ask the order items
result in; "the earlier Dispel" no longer fails; Thai clauses joined by "และ" ("and") and
"เพราะ" ("as") keep a space before the clause (a card's name after it ran into the word)."""
from __future__ import annotations

import pytest
import yaml

from judge.app import load_scenario_text, resolve
from judge.engine.answer import Fact
from judge.i18n import translator
from judge.msg import say

from ..helpers import BUNDLED

DISPEL = "vandaria-wars/rulings-audit8/second-dispel-target-already-cancelled.yaml"
BANNER = ("vandaria-wars/rulings-audit58/trigger-waits-in-a-new-register-the-knight-it-would-"
          "save-is-shot-asked-in-indonesian.yaml")
NO = "No — Sample Dispel (dispel1) does not result at step 15"


def lead(name: str, asked: str | None = None) -> Fact:
    """The first lead of a bundled ruling without its `expect:` block, its last question
    replaced by `asked`."""
    data = yaml.safe_load((BUNDLED / name).read_text(encoding="utf-8"))
    del data["expect"]
    if asked is not None:
        question = data["question"]
        cut = question.rstrip().rstrip("?").rfind(".")
        data["question"] = f"{question[:cut + 1]} {asked}"
    sc = load_scenario_text(yaml.safe_dump(data, allow_unicode=True))
    return next(f for f in resolve(sc).answer if f.lead)


@pytest.mark.parametrize("asked", [
    "Does the Dispel she registered first result?",
    "Does the Dispel registered first result?",
    "Does the Dispel that Alice played first result?",
    "Does the Dispel she registered earlier result?",
    "Does the earlier Dispel result?",
    "Does the first Dispel result?"])
def test_a_dispel_named_by_the_order_it_was_registered_is_answered(asked: str) -> None:
    """`ask: [dispel1]`: "first" after the verb of the scene names which Dispel (the one
    registered first), it asks no order: its target Prayer is gone when it would result (VW
    REG.8.b). "She registered first" got no Yes or No; "the earlier Dispel" raised KeyError
    (a later table of ordinals, of "the second one", shadowed the one with "earlier")."""
    f = lead(DISPEL, asked)
    assert f.sentence.startswith(NO), f.sentence
    assert f.citations[:1] == ("VW REG.8.b",), f.citations


@pytest.mark.parametrize("asked", [
    "Does the Dispel she registered last result?",
    "Does the Dispel that Alice registered second result?",
    "Does the later Dispel result?"])
def test_the_other_dispel_named_by_its_order_is_not_answered_for_this_one(asked: str) -> None:
    """The question names the Dispel registered last (it results, VW REG.12.b), where the
    file's `ask:` is the first: dispel1's No is not said of it ("she registered last" was
    answered "No" of dispel1; "the later Dispel" raised KeyError)."""
    f = lead(DISPEL, asked)
    assert not f.sentence.startswith(("No", "Yes")), f.sentence


@pytest.mark.parametrize("asked", [
    "Does the Dispel she registered first result first?",
    "Does Sample Dispel result first?"])
def test_an_order_still_asked_is_still_read_as_one(asked: str) -> None:
    """"... result first?" after the card is named still asks the order (not answered of
    one item that never resulted by a Yes or No of whether it resulted)."""
    f = lead(DISPEL, asked)
    assert not f.sentence.startswith(("No", "Yes")), f.sentence


def test_the_thai_join_keeps_its_space() -> None:
    """"{fact}; {why}" in Thai ran "และ" (and) into the card's name: "13 และRemembrance"."""
    shown = say(lead(BANNER).said, translator("th"))
    assert "และRemembrance" not in shown, shown
    assert "และ Remembrance" in shown, shown


@pytest.mark.parametrize("msgid", [
    "{fact}; {why}", "{fact}; it {clauses}", "{fact} at step {step}, as {why}",
    "{object} {clauses}, after {destroyed}", "damage removed from {objects}; {what}",
    "combat at {at}: the combat has no result, as {why}"])
def test_thai_clause_joiners_leave_a_space(msgid: str) -> None:
    """Every Thai message joining two clauses by a conjunction leaves a space before the
    second (its first word is often a card's name)."""
    said = translator("th").gettext(msgid)
    assert said != msgid
    for word in ("และ", "เพราะ", "หลังจาก", "แล้ว"):
        assert word + "{" not in said, said


RUNE = ("vandaria-wars/rulings-audit61/rune-skill-results-though-the-rune-is-destroyed-in-"
        "answer.yaml")


@pytest.mark.parametrize(("asked", "said"), [
    ("Does the Trader Male take the 1 damage?", "Yes"),
    ("Is the Trader Male dealt its 1 damage?", "Yes"),
    ("Does the Trader Male take the 2 damage?", "No")])
def test_the_amount_of_damage_after_the_is_read(asked: str, said: str) -> None:
    """A Rune's skill results though the Rune was destroyed in answer (VW REG.7): "Does the
    Trader Male take the 1 damage?" (the amount the card said, after "the") had no Yes or No
    (only "take 1 damage" and "take the damage" were read)."""
    f = lead(RUNE, asked)
    assert f.sentence.startswith(f"{said} — Trader Male (trader) has 1 damage"), f.sentence
    assert f.citations == ("VW REG.7",), f.citations


PROBES = {
    "honor-spent-on-the-first-paladin-none-left-for-the-second-policy.yaml":
        ("No — Action 4 (alice summons Paladin) is rejected at step 9: Paladin requires 3 honor; "
         "alice has 0", ("VW REG.13.a", "VW HP.10")),
    "honor-checked-not-spent-the-second-paladin-is-summoned.yaml":
        ("Yes — Action 4 (alice summons Paladin) is allowed at step 8",
         ("VW REG.13.a", "VW HP.10")),
    "gold-cost-not-paid-with-element.yaml":
        ("No — Action 1 (alice summons Fire Spark) is rejected at step 1: alice cannot pay 1 "
         "gold (has 0)", ("VW REG.13.b",)),
    "gold-cost-not-paid-with-element-asked-in-indonesian.yaml":
        ("No — Action 1 (alice summons Fire Spark) is rejected at step 1", ("VW REG.13.b",)),
    "rune-skill-results-though-the-rune-is-destroyed-in-answer.yaml":
        ("Yes — Trader Male (trader) has 1 damage, when Ember (rune.ember) results at step 11",
         ("VW REG.7",)),
    "rune-skill-results-though-the-rune-is-destroyed-asked-in-indonesian.yaml":
        ("Yes — Trader Male (trader) has 1 damage, when Ember (rune.ember) results at step 11",
         ("VW REG.7",)),
    "two-musters-each-reads-the-job-it-named-asked-in-indonesian.yaml":
        ("Alice draws 3 cards", ("VW REG.14.a", "VW REG.1.c")),
}


@pytest.mark.parametrize("name", sorted(PROBES))
def test_the_card_text_probes_lead_without_expect(name: str) -> None:
    """Audit 61's card-text probes, each ruled from the guide first: their leads without
    `expect:` (a judge's own file has none) say what the ruling pins."""
    said, cites = PROBES[name]
    f = lead(f"vandaria-wars/rulings-audit61/{name}")
    assert f.sentence.startswith(said), f.sentence
    assert f.citations[:len(cites)] == cites, f.citations
