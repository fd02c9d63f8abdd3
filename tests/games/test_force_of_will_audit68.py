"""Force of Will audit 68: rules no bundled scenario cited yet (chapter 8, the battle, and the
willpower ability's resolution), each ruled from the rules first and asked with and without the
`expect:` block (a judge's own file has none): the lead must cite the rule that decided it."""

from __future__ import annotations

import pytest

from judge.engine.trace import StepKind
from tests.helpers import first_lead_asked, ruling, scenario_text

AUDIT = "force-of-will/rulings-audit68/"
BERSERKER = AUDIT + "end-of-battle-trigger-after-the-damage.yaml"
LANCER = AUDIT + "beginning-of-battle-trigger-before-the-attack.yaml"
TOWER = AUDIT + "declare-attack-step-trigger-before-the-attack.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_willpower_ability_resolves_by_its_own_rule(expect: bool) -> None:
    """A willpower ability resolves by FOW 717.3 (its own rule), not 707.3 (an activate
    ability's): audit 67's leftover."""
    lead = first_lead_asked(AUDIT + "willpower-ability-resolves-by-its-own-rule.yaml",
                            expect=expect)
    assert lead.verdict == "Yes", lead.sentence
    assert "FOW 717.3" in lead.citations and "FOW 707.3" not in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "ability", "rule"), [(BERSERKER, "Burn Out", "FOW 807.1"),
                                                       (LANCER, "Charge", "FOW 802.1"),
                                                       (TOWER, "Vigil", "FOW 803.1")])
def test_when_a_battle_step_trigger_triggers(name: str, ability: str, rule: str,
                                             expect: bool) -> None:
    """"When does Burn Out trigger?" (an "at the end of battle" ability): the step it triggered
    at, led by the rule that says its condition happens as that battle step begins (FOW 807.1;
    802.1 for "at the beginning of battle"); the lead was its resolution, citing 707.3."""
    lead = first_lead_asked(name, expect=expect)
    assert lead.sentence.startswith(f"{ability} (") and " triggers at step " in lead.sentence, \
        lead.sentence
    assert lead.citations[0] == rule, lead.citations


@pytest.mark.parametrize("asked", ["When does the Berserker's ability trigger?",
                                   "When does Burn Out trigger?"])
def test_when_it_triggers_named_by_card_or_by_ability(asked: str) -> None:
    """"When does X trigger?" names the card or its ability: either way, the trigger's step."""
    lead = first_lead_asked(BERSERKER, asked)
    assert " triggers at step " in lead.sentence, lead.sentence


def test_beginning_of_battle_trigger_joins_the_chase_before_anyone_passes() -> None:
    """An "at the beginning of battle" ability goes on the chase as the step begins, before
    the turn player gets priority (FOW 802.1, 906.5); the `attack` shorthand had her pass
    first, the trigger joining only after that pass."""
    res = ruling(scenario_text(LANCER))
    kinds = [s.kind for s in res.steps]
    assert kinds.index(StepKind.TRIGGER) < kinds.index(StepKind.PASS), kinds[:5]


def test_when_it_triggers_is_asked_of_what_comes_before_trigger() -> None:
    """(guard) "When does its delayed ability trigger, and ... is her Morning Bell's trigger
    still cancelled?": the Bell is named after "trigger" only, so its Chime is not what is
    asked when."""
    lead = first_lead_asked("force-of-will/keywords/oath-waits-for-its-players-next-main-"
                            "phase.yaml", expect=True)
    assert not lead.sentence.startswith("Chime"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_free_play_does_not_play_an_untriggered_trigger_card(expect: bool) -> None:
    """Arcane Echo ("play a chant from your hand without paying its cost") cannot play Snare of
    Thorns, an automatic [Trigger] card whose condition has not been met (FOW 906.2a): it stays
    in the hand. judge played it, and it resolved: a confident wrong answer."""
    lead = first_lead_asked(AUDIT + "free-play-does-not-play-an-untriggered-trigger-card.yaml",
                            expect=expect)
    assert lead.verdict == "No", lead.sentence
    assert lead.citations[0] == "FOW 906.2a", lead.citations


def test_free_play_still_plays_a_card_without_trigger() -> None:
    """(guard) the same effect still plays a chant with no [Trigger] (903.2h-1: X is 0)."""
    text = scenario_text("force-of-will/rulings-audit9/x-is-zero-when-played-without-paying.yaml")
    res = ruling(text)
    assert res.final["objects"]["burst"]["zone"] == "graveyard"
    assert any("906.2a" not in " ".join(s.citations) and s.item == "burst"
               for s in res.steps), [s.summary for s in res.steps]
