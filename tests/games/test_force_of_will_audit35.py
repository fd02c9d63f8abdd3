"""Force of Will audit 35 (scenarios/force-of-will/rulings-audit35/): audit 34's leads that cited
a nearby rule (a trigger on a played copy, a draw, a resolution range counting a will ability),
the granting forms of the conditional-text keywords of chapter 11 (an ability's `while:` cites
the rule that grants it, not how the keyword modifies a card as it is played) and other edges of
chapters 9 to 11 no scenario cited; and what the scenarios' expect cannot pin: which rule a lead
cites first and what it says."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.answer import Fact
from tests.helpers import ruling

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def _facts(name: str) -> list[Fact]:
    return list(ruling((SCENARIOS / name).read_text(encoding="utf-8")).answer)


def _lead(name: str) -> Fact:
    return next(f for f in _facts(name) if f.lead)


def _fact(name: str, says: str) -> Fact:
    """The answer's fact that says `says` (a lead or not)."""
    return next(f for f in _facts(name) if says in f.sentence)


def test_a_trigger_on_a_played_copy_leads_with_the_copy_rule() -> None:
    """Audit 34's leftover: Tithe Warden ("whenever a player plays a card without paying its
    cost") triggered by a copy an effect played: the rule that a played copy counts as played
    without paying its cost (1017.6b) decided it, not which player's trigger went first (603.2);
    its trigger step cites it too (the filter's reading, moved to the trigger it fit); then
    603.3, the trigger played, and not 603.2, which orders triggers (audit 52: cited for the
    order they resolve in, after the rest of a trigger's step)."""
    lead = _lead("force-of-will/rulings-audit34/effect-played-copy-counts-as-played-without-"
                 "paying-for-a-trigger.yaml")
    assert "Tithe (warden.tithe) triggers at step 9" in lead.sentence, lead.sentence
    assert lead.citations == ("FOW 1017.6b", "FOW 603.3"), lead


@pytest.mark.parametrize(("name", "says", "cites"), [
    # a chant's draw: what a draw is (1009.1), not only that the chant resolved (605.1b)
    ("force-of-will/attach/untouchable-spell-is-not-attached.yaml",
     "Yes — bob draws 1 card", ("FOW 1009.1", "FOW 605.1b")),
    # an ability's draw: 1009.1, not 707.3 alone
    ("force-of-will/rulings-audit34/trigger-cost-paid-with-will-produced-earlier-in-the-phase"
     ".yaml", "Yes — alice draws 1 card", ("FOW 1009.1", "FOW 707.3")),
    # whose draw it was: the house policy that had the ability follow its card (FOW HP.58),
    # then the rule it reads (105.3b), before the draw's rule
    ("force-of-will/control/ability-on-the-chase-follows-its-card-taken-in-response.yaml",
     "Bob draws 1 card", ("FOW HP.58", "FOW 105.3b")),
    # how many, read on resolution (908.1), stays first
    ("force-of-will/rulings-audit34/trigger-cost-x-chosen-as-it-is-played-is-read-on-resolution"
     ".yaml", "Alice draws 2 cards", ("FOW 908.1", "FOW 1009.1")),
])
def test_a_draw_cites_the_draw_rule(name: str, says: str, cites: tuple[str, ...]) -> None:
    """Audit 34's leftover: a chant's or ability's draw cited no draw rule, only the chase's
    order or that an ability resolves."""
    fact = _fact(name, says)
    assert fact.citations == cites, fact


def test_a_draw_that_did_not_happen_does_not_cite_the_draw_rule() -> None:
    """Its condition not met, nothing was drawn: the condition decided (908.1), and the draw
    rule is not cited for a draw that never was."""
    lead = _lead("force-of-will/card-text/condition-read-when-it-resolves.yaml")
    assert lead.sentence.startswith("No — alice does not draw"), lead.sentence
    assert "FOW 1009.1" not in lead.citations, lead


def test_riftbound_keeps_its_own_draw_rule() -> None:
    """A game that cites its own rule for a draw's resolution (RB 413.2.b) keeps it: the role's
    rule (RB 413.1.a) is not put in its place."""
    fact = _fact("riftbound/card-text/own-optional-cost-paid.yaml", "Alice draws 2 cards")
    assert "RB 413.1.a" not in fact.citations, fact


@pytest.mark.parametrize(("name", "says"), [
    ("force-of-will/rulings-audit34/trigger-cost-paid-with-will-produced-earlier-in-the-phase"
     ".yaml", "Ember Tutor (tutor) and Lesson (tutor.lesson) resolve in that order at steps 7-13"),
    ("force-of-will/rulings-audit11/will-ability-in-response-resolves-at-once.yaml",
     "Kindle (kindle) and Flame Lance (lance) resolve in that order at steps 11-14"),
])
def test_a_resolution_range_starts_at_the_first_item_it_names(name: str, says: str) -> None:
    """Audit 34's leftover: "resolve in that order at steps 4-13" began at a will ability's
    resolution (step 4), which resolves at once off the chase and is none of the items named."""
    assert _fact(name, says)


@pytest.mark.parametrize(("name", "says", "cites"), [
    ("force-of-will/rulings-audit35/revenge-granted-counts-the-resonator-for-its-controller-not-"
     "its-owner.yaml", "Avenger (b-av) has ATK 800", ("FOW 1144.3", "FOW 605.1b")),
    ("force-of-will/rulings-audit35/depths-granted-holds-as-the-deck-shrinks-to-fifteen.yaml",
     "Abyss Diver (diver) has ATK 800", ("FOW 1175.3", "FOW 605.1b")),
    ("force-of-will/rulings-audit35/anathema-granted-appears-with-the-fourth-card-type.yaml",
     "Grave Wraith (wraith) has ATK 800", ("FOW 1197.3", "FOW 605.1b")),
    ("force-of-will/keywords/outnumber-granted-needs-another-resonator.yaml",
     "Vanguard (vanguard) has ATK 800", ("FOW 1184.3", "FOW 702.3a")),
    ("force-of-will/keywords/limit-break-granted-once-the-token-is-gained.yaml",
     "Blaze Knight (knight) has ATK 1000", ("FOW 1157.3", "FOW 1037.1")),
])
def test_a_granted_ability_cites_the_granting_rule(name: str, says: str,
                                                   cites: tuple[str, ...]) -> None:
    """An ability a conditional-text keyword grants (`while:`) applies by the rule that grants
    it (1144.3 ...), not by the rule of how the keyword modifies a card's text as it is played
    (1144.2 ...), which these leads cited first."""
    lead = _lead(name)
    assert says in lead.sentence, lead.sentence
    assert lead.citations == cites, lead


def test_a_resonance_trigger_on_a_card_given_the_type_leads_with_1127_2a() -> None:
    """A card no magic stone, with the type an effect gives it, triggers [Resonance] by being
    treated as having it (1127.2a)."""
    lead = _lead("force-of-will/rulings-audit35/resonance-triggers-on-a-magic-stone-type-an-"
                 "effect-gives.yaml")
    assert lead.sentence.startswith("Yes — Kindle (chorus.kindle) triggers"), lead.sentence
    assert lead.citations[0] == "FOW 1127.2a", lead


def test_a_group_asking_barrier_cites_that_a_specific_barrier_is_one() -> None:
    """"Resonators with [Barrier]" reaches a [Barrier] <Chant> card by 1120.6."""
    lead = _lead("force-of-will/rulings-audit35/barrier-text-reaches-a-resonator-with-a-"
                 "specific-barrier.yaml")
    assert "FOW 1120.6" in lead.citations, lead


def test_damage_removed_in_response_leads_with_1007_6b() -> None:
    """A heal's step cites that all the damage is removed, to 0 (1007.6b): the Golem's lead,
    "the damage it had before was removed at step 8", cited nothing of it before."""
    lead = _lead("force-of-will/rulings-audit35/heal-removes-all-damage-before-more-is-dealt.yaml")
    assert "the damage it had before was removed at step 8" in lead.sentence, lead.sentence
    assert lead.citations == ("FOW 1007.6b",), lead


def test_a_fused_addition_losing_its_abilities_cites_that_it_stays_added() -> None:
    """The loss step of a [Fusion] addition cites 1156.3 and 1156.3a: it stays added, and its
    J/resonator keeps its ATK and DEF."""
    res = ruling((SCENARIOS / "force-of-will/rulings-audit35/fusion-added-card-that-loses-its-"
                  "abilities-still-gives-its-stats.yaml").read_text(encoding="utf-8"))
    loss = next(st for st in res.steps if "loses all abilities" in st.summary)
    assert {"FOW 1156.3", "FOW 1156.3a"} <= set(loss.citations), loss.citations


@pytest.mark.parametrize(("name", "says", "cites"), [
    ("force-of-will/rulings-audit35/resonator-in-the-graveyard-gives-no-boost.yaml",
     "Squire (squire) has ATK 300", ("FOW 902.1a", "FOW 904.1")),
    # (audit 36: of the destroyed ordered J-ruler itself, the rules of where it went lead,
    # 1010.1 and 1024.2a; its static ability stopping, 902.1a, says nothing of that)
    ("force-of-will/systems/revolution-order-once-per-turn-and-recovered.yaml",
     "Vanguard of the Uprising (first) is destroyed at step 14", ("FOW 1010.1", "FOW 1024.2a")),
])
def test_a_static_ability_leaving_the_board_cites_its_kind_of_cards_rule(
        name: str, says: str, cites: tuple[str, ...]) -> None:
    """A card with static abilities leaving the field: where a resonator's or regalia's
    abilities work (902.1a), not only the general 902.1 that points to the sub-rules."""
    fact = _fact(name, says)
    assert fact.citations == cites, fact


def test_a_card_whose_copy_was_played_says_so_and_cites_1017_6() -> None:
    """One of Force of Will's two LEADS_CITING_NOTHING (tests/test_answer.py): "Where is the
    copy?" of a card an effect played a copy of led with "Quick Study (study) is still in bob's
    graveyard" and no rule. It stays there because what was played is a copy made there
    (1017.6), whose play step now cites that rule, not 1017.3 (a copy put on the chase is not
    played). (Audit 37: "Where is the copy?" now leads with the copy itself, which ceases to
    exist, 1017.6a; the card it copied follows, still saying and citing this.)"""
    name = "force-of-will/attach/a-copy-of-a-spell-is-not-attached.yaml"
    lead = next(f for f in _facts(name) if f.subject.id == "study")
    assert lead.sentence.startswith("Quick Study (study) is still in bob's graveyard: at step 5, "
                                    "a copy of it was played, not the card itself"), lead
    assert lead.citations == ("FOW 1017.6", "FOW 903.2n"), lead
    res = ruling((SCENARIOS / name).read_text(encoding="utf-8"))
    play = next(st for st in res.steps if st.item == "study.copy" and st.kind.value == "play")
    assert "FOW 1017.6" in play.citations and "FOW 1017.3" not in play.citations, play


@pytest.mark.parametrize(("name", "says", "cites"), [
    ("force-of-will/rulings-audit35/fallen-granted-ends-with-the-turn.yaml",
     "Dark Oath stops applying", ("FOW 904.1", "FOW 1147.3")),
    ("force-of-will/rulings-audit35/crest-granted-ends-as-the-magic-crest-is-destroyed.yaml",
     "Emblem stops applying", ("FOW 904.1", "FOW 1131.3")),
    ("force-of-will/rulings-audit35/null-granted-gone-again-once-the-chant-draws-a-card.yaml",
     "Emptiness stops applying", ("FOW 904.1", "FOW 1134.3")),
])
def test_a_stat_lost_as_its_own_static_stops_says_why(name: str, says: str,
                                                       cites: tuple[str, ...]) -> None:
    """A stat that fell at a step that did nothing to the object, because its own static
    ability's condition stopped holding (a new turn, another card destroyed, a card drawn):
    that, with the condition's rules, not the step's own (501.1 the turn began, 605.1b)."""
    lead = _lead(name)
    assert says in lead.sentence, lead.sentence
    assert lead.citations == cites, lead


def test_reunited_by_race_cites_the_race_forms_rules() -> None:
    """[Reunited] (race) cited the name forms' rules (1179.2 modifying, 1179.3 granting): it
    cites its own (1179.4, 1179.5)."""
    lead = _lead("force-of-will/keywords/reunited-by-race-grants-while-the-ruler-is-there.yaml")
    assert lead.citations[0] == "FOW 1179.5", lead
    res = ruling((SCENARIOS / "force-of-will/rulings-audit35/reunited-by-race-modifies-a-chant-"
                  "by-its-own-rule.yaml").read_text(encoding="utf-8"))
    play = next(st for st in res.steps if "is played with its [Reunited] text" in st.summary)
    assert play.citations[0] == "FOW 1179.4" and "FOW 1179.2" not in play.citations, play
