"""Force of Will audit 64: audit 63's leftovers ("Does the Flame Lance deal damage to the
Golem?" led Yes by its copy's damage; "Does the Squire have +300 ATK?" of a Squire with
Rally's +200 got no Yes or No; the either/or "Is the Knight destroyed by Bane or by the battle
damage?" led "Yes") and new card-text probes (scenarios under rulings-audit64/)."""

from __future__ import annotations

import pytest

from tests.helpers import leads_asked

LANCE = "force-of-will/rulings-audit62/copy-destroys-the-target-the-original-does-nothing.yaml"
CLASS = "force-of-will/rulings-audit62/class-pump-reaches-a-resonator-played-after-it.yaml"
BANE = "force-of-will/rulings-audit62/bane-blocker-destroys-the-attacker.yaml"
WATCHTOWER = ("vandaria-wars/rulings-audit30/opponents-attack-skill-goes-below-the-battle-"
              "damage.yaml")


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Does the Flame Lance deal damage to the Golem?",
                                   "Does Flame Lance deal 500 damage to the Golem?",
                                   "Does the original Flame Lance deal damage to the Golem?"])
def test_the_original_deals_no_damage_to_the_target_its_copy_destroyed(
        asked: str, expect: bool) -> None:
    """Flame Lance copied by Echo Chant: the copy's 500 damage destroys the Golem, and the
    original, its target gone, does nothing (FOW 903.3a). Asked of the card by its name, the
    lead was "Yes — Golem is destroyed ...: Flame Lance (lance.copy) dealt it 500 damage" (the
    copy's damage names the card as its source). Now No by the original's own resolution."""
    lead = leads_asked(LANCE, asked, expect)[0]
    assert (lead.verdict, lead.step) == ("No", 16), lead.sentence
    assert "FOW 903.3a" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_guard_the_copy_asked_by_name_did_deal_the_damage(expect: bool) -> None:
    """(guard) "Does the copy of Flame Lance deal damage to the Golem?": Yes, it did."""
    lead = leads_asked(LANCE, "Does the copy of Flame Lance deal damage to the Golem?",
                       expect)[0]
    assert lead.verdict == "Yes", lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does the Squire have +300 ATK?", "No"),
    ("Does the Squire have +100 ATK?", "No"),
    ("Does the Squire have +200 ATK?", "Yes"),
])
def test_a_change_of_another_amount_is_not_had(asked: str, verdict: str, expect: bool) -> None:
    """A Squire played after Rally ("resonators you control gain +200 ATK") has +200 ATK
    (FOW 909.4), not +300: No. It got no Yes or No (another amount over a changed stat was
    left unsaid, though no change adds it nor do they add up to it)."""
    lead = leads_asked(CLASS, asked, expect)[0]
    assert lead.verdict == verdict, lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "who"), [
    (BANE, "Is the Knight destroyed by Bane or by the battle damage?", "knight"),
    (BANE, "Is the Knight destroyed by the battle damage or by Bane?", "knight"),
    (WATCHTOWER, "Is the Militia destroyed by the battle damage or by the Watchtower?",
     "militia"),
])
def test_which_of_two_agents_is_not_answered_yes(
        name: str, asked: str, who: str, expect: bool) -> None:
    """"Is the Knight destroyed by Bane or by the battle damage?" asks which one did it: the
    lead says it (Bane, FOW 1138.2), with no "Yes" before it (it was led "Yes")."""
    lead = leads_asked(name, asked, expect)[0]
    assert (lead.subject.id, lead.verdict) == (who, ""), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "verdict"), [("Is the Knight destroyed by Bane?", "Yes"),
                                                ("Is the Knight destroyed by Bane or not?", "Yes"),
                                                ("Does the Knight survive?", "No")])
def test_guard_a_yes_or_no_of_one_agent_is_kept(asked: str, verdict: str, expect: bool) -> None:
    """(guard) Asked of one agent, or "or not", the question still takes a Yes or a No."""
    lead = leads_asked(BANE, asked, expect)[0]
    assert lead.verdict == verdict, lead.sentence


AUDIT = "force-of-will/rulings-audit64/"
AGAIN = AUDIT + "limit-counters-come-back-when-the-card-is-played-again.yaml"
RECOVERED = AUDIT + "limit-card-recovered-and-attacking-again-loses-a-second-counter.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "verdict"), [
    (AGAIN, "Does the Berserker still have 1 limit counter?", "No"),
    (AGAIN, "Does the Berserker have 2 limit counters?", "Yes"),
    (AGAIN, "Does the Berserker have 3 limit counters?", "No"),
    (RECOVERED, "Does the Berserker have 1 limit counter left?", "No"),
])
def test_a_number_of_counters_asked_is_that_many(
        name: str, asked: str, verdict: str, expect: bool) -> None:
    """A Berserker with [Limit] 2 played again enters with 2 limit counters (FOW 1118.2): "Does
    it still have 1 limit counter?" was Yes with `expect:` (any counter of the kind read as the
    number asked), and without it every such question was led "No — Berserker (berserker)
    resolves" (the word "counters" read as its play being countered)."""
    lead = leads_asked(name, asked, expect)[0]
    assert (lead.subject.id, lead.subject.kind, lead.verdict) == (
        "berserker", "object", verdict), lead.sentence
    assert "FOW 1118.2" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_guard_a_play_asked_countered_is_still_the_play(expect: bool) -> None:
    """(guard) "Is the Berserker countered?" still asks of its play: No, it resolved."""
    lead = leads_asked(AGAIN, "Is the Berserker countered?", expect)[0]
    assert (lead.subject.kind, lead.verdict) == ("item", "No"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "who", "verdict", "rule"), [
    ("drain-and-bane-attacker-gains-life-and-destroys-its-blocker.yaml",
     "Does Alice gain life?", "alice", "Yes", "FOW 1135.3"),
    ("drain-and-bane-attacker-gains-life-and-destroys-its-blocker.yaml",
     "Is the Wall destroyed?", "wall", "Yes", "FOW 1138.2"),
    ("drain-and-bane-attacker-gains-life-and-destroys-its-blocker.yaml",
     "Does the Vampire survive?", "vampire", "No", "FOW 1204.1"),
    ("first-strike-drain-gains-life-and-the-blocker-never-strikes.yaml",
     "Does the Leech survive?", "leech", "Yes", "FOW 1105.2"),
    ("flying-blocker-may-block-an-attacker-without-flying.yaml",
     "Can Bob block the Knight with his Griffin?", "1", "Yes", "FOW 804.3"),
    ("precision-flyer-attacking-a-recovered-resonator-is-not-blocked-by-a-non-flyer.yaml",
     "Can Bob block with his Guard?", "1", "No", "FOW 1107.2"),
    ("precision-flyer-attacking-a-recovered-resonator-is-not-blocked-by-a-non-flyer.yaml",
     "Can the Hawk attack Bob's recovered Squire?", "0", "Yes", "FOW 1104.2"),
    ("swiftness-limit-card-attacks-the-turn-it-enters-and-loses-a-counter.yaml",
     "Can the Raider attack?", "3", "Yes", "FOW 1108.2"),
    ("drain-gains-the-damage-dealt-to-an-eternal-blocker.yaml",
     "Does Alice gain life?", "alice", "Yes", "FOW 1135.3"),
    ("drain-gains-the-damage-dealt-to-an-eternal-blocker.yaml",
     "Does the Golem survive?", "golem", "Yes", "FOW 1139.2"),
    ("limit-card-without-counters-still-blocks.yaml",
     "Can the Guard block the Knight?", "1", "Yes", "FOW 804.3"),
])
def test_the_card_text_probes_asked_as_a_judge_would(
        name: str, asked: str, who: str, verdict: str, rule: str, expect: bool) -> None:
    """The new card-text probes, asked again in a judge's words, with and without `expect:`:
    each is answered right, by the deciding rule."""
    lead = leads_asked(AUDIT + name, asked, expect)[0]
    assert (lead.subject.id, lead.verdict) == (who, verdict), lead.sentence
    assert rule in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked"), [
    (AUDIT + "limit-card-without-counters-still-blocks.yaml", "Can the Guard block the Knight?"),
    ("force-of-will/keywords/limit-without-counters-still-attacks.yaml", "Can it attack?"),
])
def test_a_limit_card_with_no_counters_allowed_cites_that_none_does_not_stop_it(
        name: str, asked: str, expect: bool) -> None:
    """A [Limit] card with no limit counters left attacks or blocks all the same (FOW
    1118.2b): that is what decides the Yes, and the lead cites it first (it cited only the
    attack's or block's own rules, 803.3 or 804.3; the rule stood in a note beside)."""
    lead = leads_asked(name, asked, expect)[0]
    assert lead.verdict == "Yes", lead.sentence
    assert lead.citations[:1] == ("FOW 1118.2b",), lead.citations


@pytest.mark.parametrize(("name", "asked"), [
    (AUDIT + "swiftness-limit-card-attacks-the-turn-it-enters-and-loses-a-counter.yaml",
     "Does the Raider have a limit counter left?"),
    ("force-of-will/rulings-audit25/cannot-block-after-the-block-keeps-it-blocking.yaml",
     "Where does the Raider's damage go?"),
])
def test_a_card_named_raider_is_not_asked_whether_it_is_raided(name: str, asked: str) -> None:
    """A card named "Raider" is no question of the state [Raid] sets (`raided`, FOW 1196.2):
    without `expect:` its fact said "is not raided" (the state's word read inside the card's
    name)."""
    lead = leads_asked(name, asked, False)[0]
    assert lead.subject.id == "raider", lead.sentence
    assert "raided" not in str(lead.sentence), lead.sentence


def test_guard_a_state_named_beside_a_card_that_holds_its_word_is_still_asked() -> None:
    """(guard) "Is the Raider raided?" still asks the state, outside the card's name: No
    (without `expect:`; with the file's, which checks no such state, it has no Yes or No, as
    before this round)."""
    lead = leads_asked(AUDIT + "swiftness-limit-card-attacks-the-turn-it-enters-and-loses-a-"
                       "counter.yaml", "Is the Raider raided?", False)[0]
    assert (lead.subject.id, lead.verdict) == ("raider", "No"), lead.sentence
