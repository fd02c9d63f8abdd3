"""Force of Will audit 51 (scenarios/force-of-will/rulings-audit51/): audit 50's leftovers,
worst first (FOW HP.65 gains a `cannot-rule` option, exit 3 where it would decide), then probes
of chapter 11 keywords at their edges."""

from __future__ import annotations

import pytest

from judge.errors import UnsupportedMechanic
from tests.helpers import ruling, scenario_text, scenario_text_without_expect

AUDIT50 = "force-of-will/rulings-audit50/"
EVERY = AUDIT50 + "a-spark-whose-damage-the-flare-made-lethal-destroys-the-squire-policy-" \
                  "every-source.yaml"



def _asking(name: str, question: str, policy: str | None = None) -> str:
    """The file `name`, without its `expect:`, asking `question` instead, under option
    `policy` of FOW HP.65 if given."""
    head, rest = scenario_text_without_expect(name).split("question: >-\n", 1)
    body = rest.split("\nsource:", 1)[1]
    text = f"{head}question: >-\n  {question}\nsource:{body}"
    if policy is not None:
        text = text.replace("rules: [FOW 1204.1, FOW 1204.1a, FOW HP.65]\n",
                            "rules: [FOW 1204.1, FOW 1204.1a, FOW HP.65]\n"
                            f"policies: {{destroyed_by.several_sources: {policy}}}\n")
        assert "policies:" in text
    return text


def test_hp65_cannot_rule_is_exit_3_where_the_reading_decides() -> None:
    """FOW HP.65 cannot-rule: "Does the Quick Spark destroy the Squire?" of a Squire the Spark's
    300, then the Flare's 500 destroyed is Yes by one reading and No by the other: exit 3 naming
    the policy (audit 50: the policy had no `cannot-rule` option)."""
    text = _asking(EVERY, "Does the Quick Spark destroy the Squire?", "cannot-rule")
    with pytest.raises(UnsupportedMechanic, match=r"Quick Spark.*the rules do not say \(house "
                                                  r"policy FOW HP\.65 is cannot-rule\)"):
        ruling(text)


@pytest.mark.parametrize("question", ["Does the Sudden Flare destroy the Squire?",
                                      "Is the Squire destroyed?"])
def test_hp65_cannot_rule_rules_where_the_reading_does_not_decide(question: str) -> None:
    """FOW 1204.1a: the Flare, whose damage made it lethal, destroyed it by either reading, and
    "Is the Squire destroyed?" names no destroyer: a ruling, with no policy cited or recorded."""
    res = ruling(_asking(EVERY, question, "cannot-rule"))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("Yes — Ember Squire (squire) is destroyed"), lead.sentence
    assert "FOW HP.65" not in lead.citations, lead.citations
    assert "destroyed_by.several_sources" not in res.policies, res.policies


def test_hp65_is_not_cited_where_both_readings_answer_alike() -> None:
    """"Does the Sudden Flare destroy the Squire?" is Yes under either option of FOW HP.65:
    the policy did not decide it, and is neither cited nor recorded (audit 50 cited it wherever
    the two readings' sets of sources differed)."""
    res = ruling(_asking(EVERY, "Does the Sudden Flare destroy the Squire?"))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("Yes — "), lead.sentence
    assert "FOW HP.65" not in lead.citations, lead.citations
    assert "destroyed_by.several_sources" not in res.policies, res.policies


STRUCK = "force-of-will/rulings-audit51/a-blocker-struck-first-does-not-destroy-the-first-" \
         "strike-attacker.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_a_first_strike_attacker_survives_by_its_keyword_not_by_its_attack(expect: bool) -> None:
    """FOW 1105.2: "Does the Brute destroy the Duelist?" is No because the Duelist's first
    strike damage destroyed the Brute before it dealt any; without `expect:` the right No was
    led by the declare attack step that rested the Duelist (803.3), a field not asked."""
    res = ruling(scenario_text(STRUCK) if expect else scenario_text_without_expect(STRUCK))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("No — Duelist of the Dawn (duelist) is still on the field"), \
        lead.sentence
    assert "at step 21, rule process: Brute (brute)" in lead.sentence, lead.sentence
    assert lead.citations[:2] == ("FOW 1105.2", "FOW 1204.1a"), lead.citations


def test_its_damage_asked_is_said_by_the_keyword_too() -> None:
    """FOW 1105.2: "Does the Duelist take damage?" without `expect:` was "No — ... has no
    damage, as at the start; it is rested, at step 8", citing nothing."""
    res = ruling(_asking(STRUCK, "Does the Duelist take damage?").replace(
        "question: >-\n  Does", "question: >-\n  Alice's Duelist attacks; Bob blocks. Does"))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("No — Duelist of the Dawn (duelist) has no damage: at step "
                                    "21"), lead.sentence
    assert lead.citations[:1] == ("FOW 1105.2",), lead.citations


IT_FITS = "force-of-will/rulings-audit51/it-is-the-card-in-play-the-asked-state-fits.yaml"
HEALED = "force-of-will/rulings-audit36/healed-ruler-stays-rested.yaml"


@pytest.mark.parametrize("name, lead", [
    # (audit 53: what the first part asks, kept from the start, opens the fact)
    (IT_FITS, "No — Ember Squire (squire) is recovered, as at the start; it has 300 damage, "
              "when Quick Spark (spark) resolves at step 5"),
    (HEALED, "No — Lyra, Keeper of Embers (lyra) is rested, as at the start; it has 1 charge "
             "counter, when Rekindle (rekindle) resolves at step 5")])
def test_it_is_the_card_in_play_the_state_asked_fits(name: str, lead: str) -> None:
    """Without `expect:`, "it" in "Is it rested?" after "Alice hits it with Quick Spark." (or
    "She heals it with Rekindle.") is the card named before that sentence, which acts on it,
    and the one there a state of the board fits; judge told "it" apart only by a state word
    just before a card's name, and led with where the chant went, with no Yes or No."""
    res = ruling(scenario_text_without_expect(name))
    assert next(f for f in res.answer if f.lead).sentence == lead


def test_it_is_not_read_where_two_cards_in_play_fit() -> None:
    """Two cards in play named in the sentence before, neither described by the state asked:
    "it" is not read as either (judge does not guess between them)."""
    from judge import app
    from judge.engine.answer import it_referents

    text = scenario_text_without_expect(IT_FITS).replace(
        "Bob's 400/400 Ember Squire is recovered on the field.",
        "Bob's Ember Squire and his Stone Sentinel are recovered on the field.").replace(
        "  - {id: squire, card: Ember Squire, owner: bob, zone: field}\n",
        "  - {id: squire, card: Ember Squire, owner: bob, zone: field}\n"
        "  - {id: sentinel, card: Stone Sentinel, owner: bob, zone: field}\n")
    scenario = app.load_scenario_text(text, "<test>")
    words = {"exhausted": r"\b(?:rest\w*|recover\w*)\b"}
    assert it_referents(scenario, words, lambda oid: True) == frozenset()
    one = app.load_scenario_text(scenario_text_without_expect(IT_FITS), "<test>")
    assert it_referents(one, words, lambda oid: oid == "squire") == {"squire"}


# Shared code (judge/engine/answer.py), pinned by Riftbound's Burn Out files.
DRAW_EMPTY = "riftbound/rulings-audit30/draw-effect-on-an-empty-deck-says-why-before-the-burn-" \
             "out.yaml"
BURN = "riftbound/rulings-audit30/burn-effect-says-what-it-burned-before-the-burn-out.yaml"
DRAW_PHASE = "riftbound/turn/burn-out-in-the-draw-phase.yaml"
BURN_OUT = "Bob has 5 points (from 4), at step "


@pytest.mark.parametrize("name", [DRAW_EMPTY, BURN])
def test_what_happens_and_in_what_order_says_what_happened_next(name: str) -> None:
    """RB 431.2.d: "What happens, and in what order?" without `expect:` followed its lead with
    "Alice still has 3 points", a fact of nothing asked nor changed: what happens is asked of
    every player (Bob gains the point of Alice's Burn Out), and the facts after the lead go in
    the order of their steps, those that changed first."""
    res = ruling(scenario_text_without_expect(name))
    assert res.answer[1].sentence.startswith(BURN_OUT + "4: "), res.answer[1].sentence


@pytest.mark.parametrize("name", [DRAW_EMPTY, BURN])
def test_what_happened_is_said_in_the_order_of_its_steps_with_expect_too(name: str) -> None:
    """With `expect:` the facts after the lead are in the order of their steps, those that say
    nothing changed ("Alice still has 3 points") last."""
    res = ruling(scenario_text(name))
    steps = [f.step for f in res.answer[1:]]
    changed = [s for s in steps if s is not None]
    assert changed == sorted(changed), steps
    assert steps[len(changed):] == [None] * (len(steps) - len(changed)), steps


def test_what_happens_in_her_draw_phase_is_the_burn_out_not_an_unchanged_total() -> None:
    """RB 431.2.d: "What happens in her Draw Phase?" of an empty Main Deck without `expect:`
    was led "Alice still has 3 points"; Bob, whom the question does not name, gains the point."""
    res = ruling(scenario_text_without_expect(DRAW_PHASE))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith(BURN_OUT + "2: "), lead.sentence
    assert not any(f.sentence.startswith("Bob still") for f in res.answer), res.answer


def test_a_player_what_happens_alone_asks_of_is_said_only_where_changed() -> None:
    """"What happens?" asks of every player, but one nothing changed is not said ("Bob still
    has 4000 life" is no part of what happened)."""
    res = ruling(scenario_text_without_expect(
        "force-of-will/turn/r35-empty-deck-in-the-draw-phase-loses.yaml"))
    assert not any(f.subject.kind == "player" and f.subject.id == "bob" for f in res.answer), \
        res.answer


AMBUSH_OWN_TURN = "force-of-will/rulings/ambush-on-your-own-turn-after-the-opponent-draws.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_a_time_clause_part_asks_the_same_try_again_later(expect: bool) -> None:
    """FOW 1174.2 (found by an audit 51 probe of [Ambush] on its own turn): "Can she play it
    before Bob draws a card this turn? After her Tide Gift makes Bob draw one?" led its second
    part "Yes — Action 2 (alice plays Tide Gift) is allowed", the card its time clause names:
    the part asks the Lurker's play again, later (Action 5, allowed)."""
    res = ruling(scenario_text(AMBUSH_OWN_TURN) if expect
                 else scenario_text_without_expect(AMBUSH_OWN_TURN))
    leads = [f for f in res.answer if f.lead]
    assert leads[0].sentence.startswith("No — Action 1 (alice plays Shadow Lurker) is rejected")
    assert leads[1].sentence.startswith("Yes — Action 5 (alice plays Shadow Lurker) is allowed "
                                        "at step 8"), leads[1].sentence
    assert leads[1].citations[:1] == ("FOW 1174.2",), leads[1].citations


@pytest.mark.parametrize("name, why", [
    ("force-of-will/rulings/damaged-and-at-zero-def-is-destroyed-first.yaml",
     "Stone Sentinel (sentinel) is destroyed at step 7: Withering Curse (curse) resolves: Stone "
     "Sentinel (sentinel): DEF -600, and its 300 damage is at least its DEF 0"),
    ("force-of-will/rulings/def-lowered-to-its-damage-is-destroyed.yaml",
     "Stone Sentinel (sentinel) is destroyed at step 7: Withering Curse (curse) resolves: Stone "
     "Sentinel (sentinel): DEF -300, and its 300 damage is at least its DEF 300"),
    ("riftbound/rulings/might-cut-to-its-damage-dies.yaml",
     "Stone Warden (warden) is killed at step 6: Sap (sap) resolves: Stone Warden (warden): "
     "Might -2, and its 2 damage is at least its Might 2")])
def test_a_toughness_lowered_to_its_damage_says_so(name: str, why: str) -> None:
    """FOW 1204.1 (found by an audit 51 probe of 1204.1 before 1205.1): a card whose DEF a
    chant lowered to the damage it had was "destroyed at step 7, when Withering Curse resolves",
    two steps after it resolved, and not why: the damage it already had is at least its DEF."""
    res = ruling(scenario_text(name))
    assert any(f.sentence.removeprefix("Yes — ") == why for f in res.answer), \
        [f.sentence for f in res.answer]
