"""Force of Will audit 37 (scenarios/force-of-will/rulings-audit37/): audit 36's leftovers (a
question naming a made object by its kind, "the token"; a [Fusion] host's ATK/DEF through its
addition's loss of abilities; an astral ruler losing its astral counter), a Contract naming an
astral ruler, Revolution Order conditions, stranger, two-face, alternative and Solo Mode cards,
and the least cited rules of chapters 7 and 8; and what the scenarios' expect cannot pin: which
fact leads and which rule a step or lead cites first."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError
from tests.helpers import facts_of, leads_of, ruling, scenario_text

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def test_what_happens_to_the_token_leads_with_the_token() -> None:
    """Audit 36's leftover: "What happens to the token?" of a «Mythic» token copy answered of the
    Phoenix kept (the question names the token by no id, and it was made during the ruling): the
    token leads, ceasing to exist (1303.3a) as the duplicate put into the graveyard (1205.8)."""
    lead = leads_of(
        "force-of-will/rulings-audit37/what-happens-to-the-token-asks-of-the-token.yaml")[0]
    assert lead.subject.id == "mirror.token", lead
    assert lead.sentence.startswith("Mythic Phoenix (mirror.token) ceases to exist"), lead
    assert lead.citations == ("FOW 1303.3a", "FOW 1205.8"), lead


def test_the_phoenix_and_the_token_both_lead() -> None:
    """Audit 36's own scenario asks of both: the token leads too, not only the Phoenix."""
    leads = [f for f in facts_of("force-of-will/rulings-audit36/mythic-token-copy-is-the-"
                                 "duplicate.yaml") if f.lead]
    assert {f.subject.id for f in leads} == {"mirror.token", "phoenix"}, leads


def test_the_copy_asked_of_is_the_played_copy() -> None:
    """"Where is the copy?" of a played copy of Quick Study led with the card it copies (still in
    the graveyard): the copy leads, ceasing to exist by 1017.6a (a played copy)."""
    lead = leads_of("force-of-will/attach/a-copy-of-a-spell-is-not-attached.yaml")[0]
    assert lead.subject.id == "study.copy", lead
    assert lead.citations[0] == "FOW 1017.6a", lead


def test_the_tokens_possessive_names_no_token_asked_of() -> None:
    """"Which play readies the Warmarshal, the token's or the Squire's?" asks of the Warmarshal,
    not of the token: a possessive is not a question naming the token."""
    lead = leads_of("riftbound/rulings/token-played-is-no-second-card.yaml")[0]
    assert lead.subject.id == "marshal", lead


def test_fusion_hosts_stats_lead_with_1156_3a_through_the_loss() -> None:
    """Audit 36's leftover: the Drake's ATK/DEF after its [Fusion] addition lost its abilities
    led with 1156.2 (the step that added it); it says it keeps them through that loss, citing
    1156.3a first."""
    facts = facts_of("force-of-will/rulings-audit35/fusion-added-card-that-loses-its-abilities-"
                     "still-gives-its-stats.yaml")
    drake = next(f for f in facts if f.subject.id == "drake")
    assert drake.citations == ("FOW 1156.3a", "FOW 1156.2"), drake
    assert "stays so through step 14" in drake.sentence, drake.sentence
    assert "is on the field" not in drake.sentence, drake.sentence


def test_removing_the_astral_counter_says_the_ruler_is_still_astral() -> None:
    """Audit 36's leftover: the step removing Lyra's astral counter said only "-1 astral
    counter"; it says the ruler is still astral and cites 1024.4."""
    res = ruling(scenario_text("force-of-will/rulings-audit36/astral-counter-removed-is-still-"
                               "astral.yaml"))
    step = next(st for st in res.steps if st.kind.value == "resolve")
    assert "is still astral" in step.summary, step
    assert "FOW 1024.4" in step.citations, step


def test_removing_another_counter_says_nothing_of_astral() -> None:
    """A non-astral counter removed from a ruler, or one of two astral counters: no such note."""
    res = ruling("""
game: force-of-will
turn: {player: alice, phase: main, number: 5}
players:
  alice: {life: 4000, water: 1}
  bob: {life: 4000}
cards:
  Purge:
    type: chant
    cost: {water: 1}
    targets: [{type: ruler, controller: you}]
    effect: [{counter: {target: $1, name: astral, amount: -1}}]
objects:
  - {id: lyra, card: "Lyra, Keeper of Embers", owner: alice, zone: ruler_area,
     counters: {astral: 2}}
  - {id: purge, card: Purge, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: purge, targets: [lyra]}
""")
    step = next(st for st in res.steps if st.kind.value == "resolve")
    assert "still astral" not in step.summary and "FOW 1024.4" not in step.citations, step


def test_contract_j_ruler_with_a_moved_astral_counter_may_transcend() -> None:
    """A Contract J-ruler holding the astral counter moved from its astral ruler (713.3b) was
    refused Transcend as astral "with a ruler of that name" (its own name, which is not astral):
    no Contract J-ruler is astral (1024.2b), astral goes by the ruler's name (1024.4). The
    transcend step cites 1024.2b, and the J-ruler put on top, keeping the counter, is not astral
    by it either."""
    res = ruling(scenario_text("force-of-will/rulings-audit37/transcend-with-a-contract-j-ruler-"
                               "holding-a-moved-astral-counter.yaml"))
    step = next(st for st in res.steps if st.kind.value == "resolve" and st.item == "rite")
    assert "FOW 1024.2b" in step.citations and "FOW 714.3a" in step.citations, step
    assert res.final["objects"]["elder"]["zone"] == "field"


def test_revolution_order_conditions_unmet_reject_the_play_naming_them() -> None:
    """FOW 712.2b: no card key wrote a [Revolution Order] section's printed conditions, so an
    ordered play was allowed whatever they asked; `revolution_conditions:` writes them, and a
    play while they do not hold is rejected saying which, citing 712.2b first."""
    res = ruling(scenario_text("force-of-will/rulings-audit37/revolution-order-refused-when-its-"
                               "conditions-are-not-met.yaml"))
    step = next(st for st in res.steps if st.kind.value == "reject")
    assert step.citations[:2] == ("FOW 712.2b", "FOW 712.1"), step
    assert "the number of your resonators is at least 2" in step.summary, step


def test_revolution_conditions_without_the_keyword_is_an_error() -> None:
    """The key goes with [Revolution Order]: on another card it is an error (exit 2)."""
    with pytest.raises(InputError, match="revolution_conditions"):
        ruling("""
game: force-of-will
turn: {player: bob, phase: main, number: 4}
players: {alice: {life: 4000}, bob: {life: 4000}}
cards:
  Iron Uprising: {type: ruler, revolution_conditions: {turn: you}}
objects:
  - {id: uprising, card: Iron Uprising, owner: bob, zone: ruler_area}
actions: []
""")


def test_a_stranger_target_of_text_naming_its_type_cites_1305_3() -> None:
    """FOW 1305.3 decides that "target resonator" reaches a stranger resonator: the play step
    choosing it cited only how targets are chosen; it cites 1305.3 now. A normal resonator
    targeted the same way does not."""
    res = ruling(scenario_text(
        "force-of-will/rulings-audit37/stranger-resonator-is-a-target-for-text-"
        "naming-resonators.yaml"))
    play = next(st for st in res.steps if st.kind.value == "play")
    assert "FOW 1305.3" in play.citations, play
    plain = ruling(scenario_text(
        "force-of-will/rulings-audit37/stranger-resonator-is-a-target-for-text-naming-resonators"
        ".yaml").replace("card: Stray Hound", "card: Ember Squire"))
    assert not any("FOW 1305.3" in st.citations for st in plain.steps)


def test_revolution_order_with_its_conditions_met_leads_with_712_2b() -> None:
    """An ordered play whose printed conditions hold: 712.2b decides that it may be played and
    leads the allowed play's citations."""
    lead = leads_of("force-of-will/rulings-audit37/revolution-order-played-when-its-conditions-are-"
                    "met.yaml")[0]
    assert lead.citations[0] == "FOW 712.2b", lead


def test_judgment_on_the_chase_resolving_through_a_prohibition_cites_705_1a() -> None:
    """FOW 705.1a (no scenario cited it): a judgment process already on the chase resolves
    though a prohibition of judgment processes came after; its resolution said nothing of the
    prohibition and cited 705.3a only. It says so and the lead cites 705.1a first."""
    lead = leads_of("force-of-will/rulers/r25-judgment-on-the-chase-survives-a-prohibition.yaml")[0]
    assert lead.citations[0] == "FOW 705.1a", lead
    assert "does not stop one already on the chase" in lead.sentence, lead.sentence


def test_judgment_conditions_unmet_reject_the_judgment_naming_them() -> None:
    """FOW 705.2b (no card key wrote a [Judgment] section's printed conditions): a judgment
    while they do not hold is rejected saying which, citing 705.2b first; played while they hold,
    its step cites 705.2b first."""
    res = ruling(scenario_text(
        "force-of-will/rulings-audit37/judgment-refused-when-its-conditions-are-"
        "not-met.yaml"))
    step = next(st for st in res.steps if st.kind.value == "reject")
    assert step.citations[:2] == ("FOW 705.2b", "FOW 705.1"), step
    assert "your life is at most 2000" in step.summary, step
    met = ruling(scenario_text(
        "force-of-will/rulings-audit37/judgment-played-when-its-conditions-are-"
        "met.yaml"))
    played = next(st for st in met.steps if st.kind.value == "action")
    assert played.citations[0] == "FOW 705.2b", played


def test_judgment_conditions_on_a_resonator_is_an_error() -> None:
    """Nothing reads the key on a card of another type: an error (exit 2)."""
    with pytest.raises(InputError, match="judgment_conditions"):
        ruling("""
game: force-of-will
turn: {player: alice, phase: main, number: 4}
players: {alice: {life: 4000}, bob: {life: 4000}}
cards:
  Odd Squire: {type: resonator, stats: {atk: 100, def: 100}, judgment_conditions: {turn: you}}
objects:
  - {id: sq, card: Odd Squire, owner: alice, zone: field}
actions: []
""")


def test_a_played_copy_attached_off_the_chase_ceases_by_1017_6a() -> None:
    """Snare of Chains moving a played copy of Quick Study off the chase: its step cited 1017.3c,
    the rule of a copied spell (not played, 1017.3); a played copy ceases by 1017.6a."""
    res = ruling(scenario_text("force-of-will/attach/a-copy-of-a-spell-is-not-attached.yaml"))
    step = next(st for st in res.steps if st.kind.value == "resolve" and st.item == "snare")
    assert "FOW 1017.6a" in step.citations and "FOW 1017.3c" not in step.citations, step


def test_what_happens_to_the_tokens_leads_with_a_token() -> None:
    """"What happens to the tokens?" of two Wolf tokens the ruling made: a token leads (not the
    Squire the same spell damaged), and the other token's fact follows."""
    facts = facts_of("force-of-will/rulings-audit37/what-happens-to-the-tokens-asks-of-each-"
                     "token.yaml")
    lead = next(f for f in facts if f.lead)
    assert lead.subject.id == "call.token" and lead.citations[0] == "FOW 1303.3a", lead
    assert any(f.subject.id == "call.token#2" for f in facts)


def test_where_is_the_played_copy_of_a_resonator() -> None:
    """"Where is the copy?" of a played copy of a resonator: it ceased to exist as it resolved,
    never entering the field (1017.6a), and the lead says so."""
    lead = leads_of("force-of-will/rulings-audit37/played-copy-of-a-resonator-never-enters-the-"
                    "field.yaml")[0]
    assert lead.subject.id == "squire.copy" and lead.citations == ("FOW 1017.6a",), lead


def test_rule_718_2c_says_its_own_condition() -> None:
    """rules.yaml's 718.2c repeated 718.2's text (with a stray "c") instead of its own condition,
    so `judge rules FOW 718.2c` and a ruling citing it printed the wrong rule: it now says that
    there must be something the card could legally attack."""
    import yaml

    rules = yaml.safe_load((SCENARIOS.parent / "rulebook" / "force-of-will" / "rules.yaml")
                           .read_text(encoding="utf-8"))["rules"]
    text = " ".join(next(r for r in rules if r["id"] == "FOW 718.2c")["text"].split())
    assert "legally attack" in text and "cannot pass" not in text, text


def test_a_stranger_card_put_into_the_deck_cites_1305_2() -> None:
    """FOW 1305.2 lets an effect put a stranger card into the deck during the game: the move
    cited nothing of it; a normal card put there does not cite it."""
    res = ruling(scenario_text(
        "force-of-will/rulings-audit37/stranger-card-put-into-the-deck-is-drawn-"
        "like-any-card.yaml"))
    step = next(st for st in res.steps if st.kind.value == "resolve")
    assert "FOW 1305.2" in step.citations, step


def test_a_token_chosen_as_a_target_cites_1303_2a() -> None:
    """FOW 1303.2a (no scenario cited it) decides that a token in the field is chosen as a card
    there: the play targeting it cites it; the answer to "what happens to the token?" leads with
    the token made during the ruling."""
    facts = facts_of("force-of-will/rulings-audit37/token-is-chosen-as-a-card-in-the-field.yaml")
    leads = [f for f in facts if f.lead]
    assert "FOW 1303.2a" in leads[0].citations, leads
    assert leads[1].subject.id == "call.token", leads
