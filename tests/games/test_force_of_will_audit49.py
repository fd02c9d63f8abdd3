"""Force of Will audit 49 (scenarios/force-of-will/rulings-audit49/): audit 48's leftovers, worst
first: ", and in what order ..." after a yes/no part is a part of its own; a card a part asks
whether another destroys is that part's subject, and No where it counts as destroyed by another
(FOW 1204.1a); a destruction by lethal damage cites 1204.1 first, 1204.1a only where the
question asks what destroyed it."""

from __future__ import annotations

import pytest

from judge.engine.answer import questions
from tests.helpers import leads_of, ruling, scenario_text, scenario_text_without_expect

AUDIT49 = "force-of-will/rulings-audit49/"
AUDIT48 = "force-of-will/rulings-audit48/"
AUDIT47_SQUIRE = ("force-of-will/rulings-audit47/a-refused-spark-says-nothing-of-the-squire-it-"
                  "aimed-at.yaml")
SUBJECT = AUDIT49 + "a-card-a-part-asks-whether-another-destroys-is-a-subject-whatever-expect-" \
                    "checks.yaml"
REFUSED = AUDIT49 + "a-refused-spark-does-not-destroy-the-squire-the-flare-destroyed.yaml"



def _asking(name: str, question: str, expect: bool = True) -> str:
    """The file `name` asking `question` instead (its `expect:` kept or left out)."""
    text = scenario_text(name) if expect else scenario_text_without_expect(name)
    head, rest = text.split("question: >-\n", 1)
    body = rest.split("\nsource:", 1)[1]
    return f"{head}question: >-\n  {question}\nsource:{body}"


def _leads(text: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(f.sentence, f.citations) for f in ruling(text).answer if f.lead]


def test_a_card_a_part_asks_whether_another_destroys_is_answered() -> None:
    """FOW 1204.1a: "..., and does the Flare destroy the Squire?" with `expect:` naming only the
    refused Spark said nothing of the Squire (only "is the Squire destroyed?" made it a
    subject): its "Yes — destroyed" now answers the second part."""
    leads = leads_of(SUBJECT)
    assert leads[0].sentence.startswith("Yes — bob has 1 fire (from 0)"), leads[0].sentence
    assert leads[1].sentence.startswith("Yes — Ember Squire (squire) is destroyed at step 11"), \
        leads[1].sentence
    assert leads[1].citations[0] == "FOW 1204.1a", leads[1].citations


@pytest.mark.parametrize("expect", [True, False])
def test_a_refused_spark_does_not_destroy_the_squire_the_flare_destroyed(expect: bool) -> None:
    """FOW 1204.1a: the Squire counts as destroyed by the Flare whose damage destroyed it, so
    "Does Bob's Quick Spark destroy the Squire?" is No (it was "Yes — ... is destroyed", with
    `expect:` and without it), said with what it counts as destroyed by."""
    text = scenario_text(REFUSED) if expect else scenario_text_without_expect(REFUSED)
    sentence, cites = _leads(text)[0]
    # (audit 50: what it counts as destroyed by, the reason for the No, comes first)
    assert sentence.startswith("No — Ember Squire (squire) counts as destroyed by Sudden Flare "
                               "(flare), not by Quick Spark (spark); it is destroyed at step "
                               "11"), sentence
    assert cites[0] == "FOW 1204.1a", cites


@pytest.mark.parametrize("question", [
    "Alice plays Sudden Flare at Bob's Squire. Is the Squire destroyed by the Spark?",
    "Alice plays Sudden Flare at Bob's Squire. Will Bob's Spark kill the Squire?"])
def test_another_card_asked_as_the_destroyer_is_no(question: str) -> None:
    """FOW 1204.1a, the other wordings: "destroyed by the Spark", "will ... kill"."""
    sentence, _ = _leads(_asking(REFUSED, question, expect=False))[0]
    assert sentence.startswith("No — Ember Squire (squire) counts as destroyed by Sudden Flare"), \
        sentence  # (audit 50: the reason for the No first)


@pytest.mark.parametrize("question", [
    "Alice plays Sudden Flare at Bob's Squire. Does the Flare destroy the Squire?",
    "Alice plays Sudden Flare at Bob's Squire. Is the Squire destroyed by the Flare's damage?"])
def test_the_card_that_destroyed_it_asked_as_the_destroyer_is_yes(question: str) -> None:
    """FOW 1204.1a: the Flare is what it counts as destroyed by: Yes, 1204.1a first."""
    sentence, cites = _leads(_asking(REFUSED, question, expect=False))[0]
    assert sentence.startswith("Yes — Ember Squire (squire) is destroyed"), sentence
    assert "counts as destroyed" not in sentence, sentence
    assert cites[0] == "FOW 1204.1a", cites


def test_either_spark_that_dealt_the_squire_damage_is_not_said_not_to_have_destroyed_it() -> None:
    """FOW 1204.1a does not say which of two sources' damage destroyed a card: the first Spark,
    whose 300 did not reach the DEF alone, is not answered No."""
    text = _asking(AUDIT48 + "a-will-ability-between-two-sparks-never-joins-the-chase.yaml",
                   "Alice plays Flame Lance at Bob's Stone Sentinel. Bob answers with Quick Spark "
                   "at her Ember Squire, then a second Quick Spark at it. Does the first Quick "
                   "Spark destroy the Squire?", expect=False)
    assert not _leads(text)[0][0].startswith("No"), _leads(text)


def test_a_battle_s_damage_without_its_source_says_no_no() -> None:
    """A kill whose damage was recorded without its source (Riftbound's combat) names nothing
    it counts as destroyed by: "Does the Squire's damage kill the Warden?" stays Yes."""
    sentence = leads_of("riftbound/rulings/legend-bonus-for-a-lone-defender-mid-combat.yaml"
                        )[0].sentence
    assert sentence.startswith("Yes — Stone Warden (warden) is killed"), sentence


def test_a_destruction_by_lethal_damage_cites_1204_1_first() -> None:
    """FOW 1204.1 (damage at least DEF destroys) decided the Squire's destruction; 1204.1a
    (what it counts as destroyed by) was cited first, as the step's sub-rule."""
    lead = leads_of(AUDIT48 + "a-squire-the-question-asks-of-is-a-subject-whatever-expect-"
                              "checks.yaml")[0]
    assert lead.sentence.startswith("No — Ember Squire (squire) is destroyed"), lead.sentence
    assert lead.citations == ("FOW 1204.1", "FOW 1204.1a"), lead.citations


def test_a_part_asking_in_what_order_after_a_yes_no_part_is_its_own() -> None:
    """", and in what order do the Sparks and the Lance resolve?" after a yes/no part was read
    into it, so without `expect:` the order was no lead of its own."""
    q = ("Does the will ability go on the chase, and in what order do the Sparks and the Lance "
         "resolve?")
    assert questions(q) == ["Does the will ability go on the chase",
                            "in what order do the Sparks and the Lance resolve?"]
    leads = [s for s, _ in _leads(scenario_text_without_expect(
        AUDIT48 + "a-will-ability-between-two-sparks-never-joins-the-chase.yaml"))]
    assert leads[0].startswith("No — Produce fire will (stone.produce-fire-will)"), leads
    assert leads[1].startswith("Quick Spark (spark2), Quick Spark (spark1) and Flame Lance "
                               "(lance) resolve in that order"), leads


def test_in_what_state_after_a_wh_part_is_its_own() -> None:
    """Riftbound: "Who holds focus then, and in what state is the turn?" answered its second
    part only in the facts after the lead: the showdown's state is now a lead."""
    leads = [f.sentence for f in leads_of(
        "riftbound/rulings-audit16/combat-showdown-goes-on-after-the-last-defender-dies.yaml")]
    assert leads[0].startswith("Bob holds focus"), leads
    assert leads[1].startswith("The game is in the Showdown Open state"), leads


def test_a_bare_in_which_order_part_asks_the_orderscenario_text_without_expect() -> None:
    """Vandaria Wars: "How much damage does the Trader take, and in which order?" without
    `expect:` answered its second part by where a Gun Shot ended: "in which order?" standing
    alone after the comma asks the order things resulted in, as `expect: resolved` does (not
    "What happens, and in what order?", whose facts of what happened say their own order)."""
    name = "vandaria-wars/entering-the-register/a-skill-put-in-by-an-effect.yaml"
    leads = [s for s, _ in _leads(scenario_text_without_expect(name))]
    assert leads[1].startswith("Echo (echo), Gun Shot (shot.copy) and Gun Shot (shot) result in "
                               "that order"), leads


def test_the_destroyer_named_after_destroyed_by_is_not_the_card_asked_of() -> None:
    """FOW 1204.1a, 1105.2 (digest R27): "Is the Brute destroyed by the Duelist, and does Bob
    lose life?" without `expect:` was led "No — Duelist of the Dawn (duelist) is still on the
    field": the Duelist, named after "destroyed by", is the destroyer, not the card asked of."""
    name = AUDIT49 + "a-blocker-struck-first-is-destroyed-by-the-first-strike-attacker.yaml"
    for text in (scenario_text(name), scenario_text_without_expect(name)):
        leads = [s for s, _ in _leads(text)]
        assert leads[0].startswith("Yes — Brute (brute) is destroyed at step 21"), leads
        assert leads[1].startswith("No — bob still has 4000 life"), leads
        assert not any("Duelist of the Dawn (duelist) is still" in s for s in leads), leads


def test_a_pierce_attacker_destroys_its_blocker_and_bob_s_life_is_a_lead() -> None:
    """FOW 1103.2a, 1204.1a (digest R13 (b)): "Does the Lancer destroy the Squire, and at what
    life does Bob end?": Yes, by the Lancer (1204.1a first), and Bob's 3200 a lead of its own,
    with `expect:` and without it."""
    name = AUDIT49 + "a-pierce-attacker-destroys-its-blocker-and-bob-takes-the-rest.yaml"
    for text in (scenario_text(name), scenario_text_without_expect(name)):
        leads = _leads(text)
        assert leads[0][0].startswith("Yes — Thin Squire (squire) is destroyed at step 20"), leads
        assert leads[0][1][0] == "FOW 1204.1a", leads
        assert leads[1][0].startswith("Bob has 3200 life (from 4000)"), leads
