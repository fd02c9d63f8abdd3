"""Force of Will audit 48 (scenarios/force-of-will/rulings-audit48/): audit 47's leftovers, worst
first: a card a part of the question asks of is a subject whatever `expect:` checks; a rule
cited for one object alone is not another's (1007.4, 1308.2a); a stat the same number from
another source says so; "it" is the card the sentence before describes by the state asked,
with or without `expect:`."""

from __future__ import annotations

import pytest

from tests.helpers import leads_of, ruling, scenario_text, scenario_text_without_expect

AUDIT48 = "force-of-will/rulings-audit48/"
AUDIT47_SQUIRE = ("force-of-will/rulings-audit47/a-refused-spark-says-nothing-of-the-squire-it-"
                  "aimed-at.yaml")



def _with_expect(name: str, expect: str) -> str:
    return scenario_text_without_expect(name) + expect


def _leads(text: str) -> list[str]:
    return [f.sentence for f in ruling(text).answer if f.lead]


def test_a_squire_the_question_asks_of_is_answered_whatever_expect_checks() -> None:
    """FOW 1204.1: "Does the Squire survive?" with `expect:` checking only Bob's rested Stone
    and his refused Spark led with the Stone ("Fire Magic Stone (stone) is rested"): the
    Squire, the subject of the part, was no subject of the answer. It is now, so its fate
    answers: No, destroyed."""
    leads = leads_of(AUDIT48 + "a-squire-the-question-asks-of-is-a-subject-whatever-expect-"
                               "checks.yaml")
    assert leads[0].sentence.startswith("No — Ember Squire (squire) is destroyed at step 11"), \
        leads[0].sentence
    assert "FOW 1204.1" in leads[0].citations, leads[0].citations


@pytest.mark.parametrize("expect", ["expect:\n  rejected: [3]\n",
                                    "expect:\n  objects:\n    stone: {exhausted: true}\n",
                                    "expect:\n  objects:\n    spark: {zone: hand}\n"])
def test_is_the_squire_destroyed_is_yes_whatever_expect_names(expect: str) -> None:
    """FOW 1204.1, 1008.2: audit 47's "Does Bob get the will, and is the Squire destroyed?"
    with `expect:` naming the refusal (or the Stone, or the Spark) but not the Squire said
    nothing of the Squire: its "Yes — destroyed" is now the second part's answer."""
    leads = _leads(_with_expect(AUDIT47_SQUIRE, expect))
    assert leads[0].startswith("Yes — bob has 1 fire (from 0)"), leads
    assert leads[1].startswith("Yes — Ember Squire (squire) is destroyed at step 11"), leads


def test_a_card_the_part_only_names_as_what_another_destroys_is_not_made_a_subject() -> None:
    """Only a card a yes/no part asks the fate of as its subject is made one ("Does his Gun
    Shot destroy the Knight?" asks of the Knight, not of the Gun Shot)."""
    from judge import app
    from judge.engine.answer import _cards_asked, _subjects
    sc = app.load_scenario(
        "scenarios/vandaria-wars/rulings-audit27/replacement-this-turn-ends-damage-only-policy"
        ".yaml")
    assert _cards_asked(sc, _subjects(sc)) == ()


def test_the_squire_beside_a_j_ruler_without_def_is_not_cited_with_1007_4() -> None:
    """FOW 1007.4 is why the Oracle (no DEF) took no damage, not why the Squire took its 300:
    the Squire's fact cited it as the resolution's first rule (audit 46's leftover)."""
    leads = leads_of(AUDIT48 + "the-squire-beside-a-j-ruler-without-def-is-not-dealt-its-"
                               "damage-by-that-rule.yaml")
    assert leads[0].sentence.startswith("Squire (squire) has 300 damage"), leads[0].sentence
    assert "FOW 1007.4" not in leads[0].citations, leads[0].citations
    oracle = [f for f in ruling(scenario_text(
        AUDIT48 + "the-squire-beside-a-j-ruler-without-def-is-not-dealt-its-damage-by-that-rule"
                  ".yaml")).answer if f.subject.id == "oracle"]
    assert oracle and oracle[0].citations[:1] == ("FOW 1007.4",), oracle


@pytest.mark.parametrize("name,gone,now", [
    (AUDIT48 + "a-seized-resonator-s-atk-is-the-same-number-from-the-other-player-s-banner.yaml",
     "Rally of Banner of Might (banner)", "+200 ATK from Muster of War Standard (standard)"),
    ("force-of-will/rulings-audit46/a-seized-resonator-leaves-its-old-controller-s-banner-for-"
     "the-new-one-s.yaml", "Rally of Banner of Might (banner-a)",
     "+200 ATK from Rally of Banner of Might (banner-b)"),
])
def test_a_seized_resonator_s_atk_says_its_old_source_no_longer_applies(
        name: str, gone: str, now: str) -> None:
    """FOW 904.1: a seized Lancer's ATK 800 was said "as at the start": the number is, its
    source is not (the old controller's Banner no longer applies, the new one's does)."""
    lead = leads_of(name)[0].sentence
    assert "as at the start" in lead and f"{gone} no longer applies to it, as control " \
        "changed at step 5" in lead, lead
    assert now in lead, lead


def test_a_disabled_solo_mode_first_strike_attacker_s_destruction_is_led_by_1308_2a() -> None:
    """FOW 1308.2a: the Duelist without the [First Strike] of its Solo Mode box (Solo Mode
    disabled) is struck back at once by the Wall and destroyed; its destruction was led by the
    rule process (1204.1a), 1308.2a being in the damage step only (audit 45's leftover). The
    Wall's destruction keeps the rule process's rule (1204.1)."""
    for name in (AUDIT48 + "a-solo-mode-first-strike-attacker-disabled-is-destroyed-by-the-"
                           "blocker-s-damage.yaml",
                 "force-of-will/rulings-audit45/a-bottom-box-first-strike-attacker-with-solo-"
                 "mode-disabled-deals-damage-with-its-blocker.yaml"):
        facts = [f for f in ruling(scenario_text(name)).answer if f.lead]
        duelist = next(f for f in facts if f.subject.id == "duelist")
        assert duelist.citations[:1] == ("FOW 1308.2a",), duelist.citations
        assert "is destroyed at step 20" in duelist.sentence, duelist.sentence
        wall = [f for f in facts if f.subject.id == "wall"]
        # (led by 1204.1, damage at least DEF, since audit 49: 1204.1a only says what it
        # counts as destroyed by)
        assert all(f.citations[:1] == ("FOW 1204.1",) for f in wall), wall


def test_is_it_rested_reads_the_card_the_sentence_before_calls_recovered() -> None:
    """FOW 910.1: "Her Knight attacks Bob, who uses the [Protect] of his recovered
    Shieldbearer. Is it rested?" without `expect:` answered "Yes — Knight (knight) ... is
    rested" (named first, rested by its attack): "it" is the card the sentence before describes
    by the state asked ("his recovered ... Shieldbearer"), whose rest the replacement took (No),
    as with `expect:`."""
    name = "force-of-will/rest-replaced/protect-rest-replaced-still-protects.yaml"
    for text in (scenario_text(name), scenario_text_without_expect(name)):
        lead = _leads(text)[0]
        assert lead.startswith("No — Shieldbearer (bearer)"), lead
        assert "instead of Shieldbearer (bearer) becoming rested" in lead, lead


@pytest.mark.parametrize("name,lead", [
    ("force-of-will/expel/expel-a-card-you-control-but-do-not-own.yaml",
     "Yes — Stone Sentinel (sentinel) ends expelled"),
    ("riftbound/replacements/attaching-replaced-stays-apart.yaml",
     "Oath Blade (blade) is still in alice's base"),
])
def test_it_is_not_the_card_named_last_where_no_state_word_says_so(name: str, lead: str) -> None:
    """"... plays Banishing Decree on it. Is it expelled?" is of the Sentinel, "equips her Oath
    Blade to her Squire. Is it attached?" of the Blade: the card named last is not "it" (a
    first draft read it so, without `expect:`: "No — Banishing Decree (decree) ends in alice's
    graveyard"); only a card the sentence before describes by the state asked is."""
    said = _leads(scenario_text_without_expect(name))
    assert said[0].startswith(lead), said


# ----- probes of the chase and of chapter 11 keywords (pinned as right) --------------------------
def test_main_timing_comes_back_only_when_the_last_item_resolves() -> None:
    """FOW 604.2a, 605.1b (digest R01): with the Spark resolved and Alice's Lance still on the
    chase, her resonator is refused (no main timing); once the Lance resolves, it is allowed."""
    for text in (scenario_text(AUDIT48 + "main-timing-comes-back-only-when-the-last-item-"
                                         "resolves.yaml"),
                 scenario_text_without_expect(
                     AUDIT48 + "main-timing-comes-back-only-when-the-last-item-resolves.yaml")):
        facts = [f for f in ruling(text).answer if f.lead]
        assert facts[0].sentence.startswith("No — Action 6 (alice plays Stone Sentinel) is "
                                            "rejected at step 9"), facts[0].sentence
        assert "the chase is not empty (1 item)" in facts[0].sentence
        assert "FOW 604.2a" in facts[0].citations, facts[0].citations
        assert facts[1].sentence.startswith("Yes — Action 9 (alice plays Stone Sentinel) is "
                                            "allowed at step 15"), facts[1].sentence


def test_pierce_counts_the_damage_a_spark_dealt_the_blocker_in_the_block_step() -> None:
    """FOW 1103.2a (digest R13 (b)): the blocker's capacity is its DEF minus the 300 a Spark
    dealt it in the declare block step: 300 to it, 700 pierced through to Bob."""
    leads = leads_of(AUDIT48 + "pierce-counts-damage-a-spark-dealt-the-blocker-during-the-block-"
                               "step.yaml")
    assert leads[0].sentence.startswith("Bob loses 700 life (3300 from 4000), at step 25"), \
        leads[0].sentence
    assert "capacity 300" in leads[0].sentence and leads[0].citations[0] == "FOW 1103.2a"
    assert leads[1].sentence.startswith("Yes — Stone Sentinel (sentinel) is destroyed"), \
        leads[1].sentence


WILL_BETWEEN = AUDIT48 + "a-will-ability-between-two-sparks-never-joins-the-chase.yaml"


def test_the_will_ability_asked_by_its_kind_beside_a_what_part_is_the_one_asked_of() -> None:
    """FOW 907.3: "Does the will ability go on the chase, and in what order do the Sparks and
    the Lance resolve?" led "No — no ability of Flame Lance (lance) goes onto the chase" (the
    Lance the "what" part names was taken for the card whose ability is asked of; without
    `expect:` it added "it left the chase and never resolves", though it resolved at step 20).
    The yes/no part alone says whose ability: the one will ability, which never used the
    chase."""
    for text in (scenario_text(WILL_BETWEEN), scenario_text_without_expect(WILL_BETWEEN)):
        lead = next(f for f in ruling(text).answer if f.lead)
        assert lead.sentence.startswith("No — Produce fire will (stone.produce-fire-will) does "
                                        "not wait on the chase: at step 7"), lead.sentence
        assert lead.citations[:1] == ("FOW 907.3",), lead.citations


def test_a_chant_that_resolved_is_never_said_to_have_left_the_chase_unresolved() -> None:
    """"Does an ability of the Lance go on the chase and resolve?" of a Flame Lance that
    resolved at step 20 was answered "No — ...: it left the chase and never resolves": that
    is said only of a card moved off the chase while it waited, not of one that resolved."""
    text = scenario_text_without_expect(WILL_BETWEEN).replace(
        scenario_text(WILL_BETWEEN).split("question: >-\n")[1].split("source:")[0],
        "  Alice plays Flame Lance at Bob's Stone Sentinel. Does an ability of the Lance go on\n"
        "  the chase and resolve?\n")
    leads = _leads(text)
    assert leads[0].startswith("No — no ability of Flame Lance (lance) goes onto the chase"), \
        leads
    assert not any("never resolves" in x for x in leads), leads


TRIGGER_OVER = AUDIT48 + "a-trigger-card-played-over-the-turn-player-s-trigger-resolves-first.yaml"


def test_a_trigger_card_played_over_the_turn_player_s_trigger_resolves_first() -> None:
    """FOW 708.3, 603.2, 605.1b (digest R05, R31): Alice's Herald trigger waits on the chase
    first, Bob's Ambush at the Ford is played on top and resolves first; the 400-DEF Squire
    survives its 300 damage."""
    leads = leads_of(TRIGGER_OVER)
    assert leads[0].sentence.startswith("Ember Squire (squire), Ambush at the Ford (ford) and "
                                        "Welcome (herald.welcome) resolve in that order"), \
        leads[0].sentence
    assert leads[1].sentence.startswith("Yes — Ember Squire (squire) ends on the field and has "
                                        "300 damage"), leads[1].sentence


@pytest.mark.parametrize("name,lead", [
    (TRIGGER_OVER, "Ember Squire (squire), Ambush at the Ford (ford) and Welcome "
                   "(herald.welcome) resolve in that order"),
    ("force-of-will/triggers/r05-turn-players-triggers-go-first.yaml",
     "Ember Squire (squire), Warning (watcher.warning) and Fanfare (herald.fanfare) resolve in "
     "that order"),
    ("force-of-will/rulings-audit45/the-turn-player-acts-after-each-resolution.yaml",
     "Mend (mend), Bolt (bolt2) and Bolt (bolt1) resolve in that order"),
])
def test_an_order_asked_without_expect_is_answered_by_the_order(name: str, lead: str) -> None:
    """FOW 605.1b: "Which resolves first, the Ambush or the Herald's ability?", "In what order
    do the abilities resolve?" without `expect:` were answered by one card's fate ("Ambush at
    the Ford (ford) ends in bob's graveyard", "Alice has 3800 life"): with no `expect:`
    naming `resolved`, the order was no subject. A question of the order things resolve in
    makes it one (answer.ORDER_OF_RESOLVING), as `expect: resolved` does."""
    said = _leads(scenario_text_without_expect(name))
    assert said[0].startswith(lead), said
