"""Force of Will audit 61: audit 60's reading of a card asked of alone ("Is the X destroyed?",
"Does the X survive?" led by the card's own fact), narrowed to the card named as the clause's
subject. Held back, audit 60 also took for "asked of itself" a card named after "by", the
verb's object, a card of a later clause and a possessor, and changed these bundled leads for
the worse once the file had no `expect:` (every reading is the engine's, so of every game)."""

from __future__ import annotations

import pytest

from judge.engine.answer import Fact
from tests.helpers import ruling, scenario_text, scenario_text_without_expect

WATCHTOWER = ("vandaria-wars/rulings-audit30/opponents-attack-skill-goes-below-the-battle-"
              "damage.yaml")
AEGIS_WARD = "riftbound/modes/ffa3-priority-goes-round-all-three.yaml"
NOT_RESULT = "vandaria-wars/replacements/result-replaced-does-not-result.yaml"
CANCELLED = "vandaria-wars/replacements/result-replaced-read-as-cancelled.yaml"
DEATHKNELL = "riftbound/combat/deathknell-resolves-after-the-heal.yaml"


def leads(name: str, expect: bool) -> list[Fact]:
    """The lead facts of a bundled file, with its `expect:` or without it (a judge's own)."""
    text = scenario_text(name) if expect else scenario_text_without_expect(name)
    return [f for f in ruling(text).answer if f.lead]


@pytest.mark.parametrize("expect", [True, False])
def test_a_card_named_after_by_is_not_asked_of(expect: bool) -> None:
    """"Is the Militia destroyed by the battle damage or by the Watchtower?" asks of the
    Militia (the Lookout's 1 damage, after the battle's, destroyed it; which of the two it was
    takes no Yes or No, audit 64); without `expect:` it was led by "Watchtower (tower) is still
    on the field", the agent named after "by"."""
    lead = leads(WATCHTOWER, expect)[0]
    assert (lead.subject.id, lead.verdict) == ("militia", ""), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_the_verbs_object_is_not_asked_of(expect: bool) -> None:
    """"... does the Squire survive her Aegis Ward?": the Squire survives (Yes: the Ward
    prevented the Bolt's damage); without `expect:` it lost its Yes to "Aegis Ward (ward) ends
    in carol's trash", the Ward the verb names as its object."""
    lead = leads(AEGIS_WARD, expect)[1]
    assert (lead.subject.id, lead.verdict) == ("squire", "Yes"), lead.sentence


@pytest.mark.parametrize("name", [NOT_RESULT, CANCELLED])
@pytest.mark.parametrize("expect", [True, False])
def test_a_card_of_a_later_clause_is_not_asked_of(name: str, expect: bool) -> None:
    """"Is the Trader dealt damage, where does Gun Shot go, ...?": No, of the Trader (the
    Shot did not result); without `expect:` it was led by Gun Shot's graveyard, the card the
    next clause ("where does Gun Shot go") names."""
    lead = leads(name, expect)[0]
    assert (lead.subject.id, lead.verdict) == ("trader", "No"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_a_possessor_is_not_asked_of(expect: bool) -> None:
    """"Does Ember Knight's Deathknell (2 damage) finish off Bob's 4-Might Sentinel ...?": No,
    of the Sentinel (2 damage, Might 4: healed before the Deathknell resolved); without
    `expect:` it lost its No to the Knight's own death, the card that owns the subject."""
    lead = leads(DEATHKNELL, expect)[0]
    assert (lead.subject.id, lead.verdict) == ("sentinel", "No"), lead.sentence


THAI = "vandaria-wars/rulings-audit26/prayer-does-not-stop-a-destroy-asked-in-thai.yaml"


def test_two_names_side_by_side_end_the_thai_scene() -> None:
    """"... ตอบโต้ด้วย Prayer ที่ Trader Male  Trader Male รอดไหม?" asks whether Trader Male
    survives: it was read "Does Prayer at Trader Male Trader Male survive?" (the scene's "Prayer
    on Trader Male" run on into the question), and the narrowed reading then took Prayer, named
    first, as what is asked of. Two names side by side are two sentences anywhere in the run,
    not only where it opens."""
    from judge.engine.asked import in_english

    question = ("Alice ใช้ Execution ทำลาย Trader Male ของ Bob และ Bob ตอบโต้ด้วย Prayer ที่ "
                "Trader Male  Trader Male รอดไหม?")
    english = in_english(question, ["Execution", "Trader Male", "Prayer"], ["alice", "bob"])
    assert english == "Does Trader Male survive?", english


@pytest.mark.parametrize("expect", [True, False])
def test_the_thai_question_is_answered_of_the_trader(expect: bool) -> None:
    """No: Trader Male is destroyed (Execution deals no damage for Prayer to prevent, VW
    REG.11.b); without `expect:` the narrowed reading led with Prayer's graveyard."""
    lead = leads(THAI, expect)[0]
    assert (lead.subject.id, lead.verdict) == ("trader", "No"), lead.sentence


COPY_NO_DRAW = "force-of-will/rulings-audit61/copy-of-a-damage-mode-does-not-draw.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_a_copy_that_keeps_the_damage_mode_does_not_draw_by_its_rule(expect: bool) -> None:
    """"Does the copy draw a card?" of Twin Choice's copy (the damage mode kept, FOW 1017.3d):
    No by the copy's resolution and that rule; it was "No — alice does not draw: Ember Squire
    (d1) is still in alice's main deck", citing no rule."""
    lead = leads(COPY_NO_DRAW, expect)[0]
    assert lead.verdict == "No", lead.sentence
    assert lead.step == 12, lead.sentence
    assert lead.citations[:1] == ("FOW 1017.3d",), lead.citations
