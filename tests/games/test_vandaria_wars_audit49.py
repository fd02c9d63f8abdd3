"""Vandaria Wars audit 49: every bundled Vandaria Wars question asked again in other words
(English and Indonesian twins and opposites: "Does Gun Shot result?" / "Does Gun Shot fail to
result?", "Does she draw?" / "Can she draw?" / "Does she get to draw?"). Each test failed on
main: the lead gave the opposite Yes or No, or a Yes of another player's action."""

from __future__ import annotations

import pytest

from tests.helpers import leads_asked as leads

GUN_SHOT = "vandaria-wars/rulings/locked-register-target-left-skill-does-not-result.yaml"
TOLL = "vandaria-wars/triggered-options/option-cost-left-unpaid-does-nothing.yaml"
BOUNTY = "vandaria-wars/rulings/x-zero-gold-not-paid-policy.yaml"




@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Does Gun Shot fail to result?",
                                   "Does Gun Shot not result?",
                                   "Does Gun Shot never result?",
                                   "Does Gun Shot fail?"])
def test_a_question_asked_with_a_negation_gets_no_yes_or_no(asked: str, expect: bool) -> None:
    """VW REG.8.b (a skill whose target left play does not result): "Does Gun Shot fail to
    result?" led "No — Gun Shot (shot) does not result": the readers read "result" and not
    "fail to", and answered the opposite question. A question with a negation is not read, as
    an Indonesian one is not (asked.py): the facts, with no Yes or No, and why."""
    lead = leads(GUN_SHOT, asked, expect)[0]
    assert lead.verdict == ""
    assert "negation" in lead.sentence and "Gun Shot (shot) does not result at step 5" in \
        lead.sentence, lead.sentence
    assert "VW REG.8.b" in lead.citations


@pytest.mark.parametrize("asked", ["Does Gun Shot result?",
                                   "Does Gun Shot result, though the Knight is not there?"])
def test_a_negation_in_a_clause_of_its_own_is_no_negation_of_the_question(asked: str) -> None:
    """The question's own clause asks; "though the Knight is not there" sets the scene."""
    lead = leads(GUN_SHOT, asked)[0]
    assert lead.sentence.startswith("No — Gun Shot (shot) does not result at step 5"), \
        lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Can she draw?", "May she draw?", "Does she get to draw?",
                                   "Is she allowed to draw?", "May Alice draw a card?"])
def test_can_she_draw_asks_whether_she_draws(asked: str, expect: bool) -> None:
    """VW REG.14.a (an Option- whose cost is not paid does not join the register): "Can she
    draw?" and "Does she get to draw?" led "Yes — Action 1 (bob summons Jab) is allowed": read
    as an action she tried, where no action of a scenario draws. They ask what "Does she
    draw?" asks: "No — alice does not draw"."""
    lead = leads(TOLL, asked, expect)[0]
    assert lead.sentence.startswith("No — alice does not draw"), lead.sentence
    assert "VW REG.14.a" in lead.citations


@pytest.mark.parametrize("asked", ["Can she draw?", "Does she get to draw?"])
def test_can_she_draw_is_no_yes_of_the_draw_that_did_not_happen(asked: str) -> None:
    """VW HP.35 (X chosen as 0: the cost counts as not paid): "Can she draw?" led "Yes — Gold
    Bounty (bounty) results at step 6: its draw instruction does not happen"."""
    lead = leads(BOUNTY, asked)[0]
    assert lead.sentence.startswith("No — alice does not draw"), lead.sentence
    assert "VW HP.35" in lead.citations


BATTLE = "vandaria-wars/rulings-audit32/battle-damage-taken-asked-in-indonesian.yaml"
SPARED = "vandaria-wars/rulings-audit39/ward-in-answer-makes-the-gun-shot-target-illegal.yaml"
OATHS = "vandaria-wars/rulings-audit48/honor-threshold-second-oath-allowed-asked-in-indonesian.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "said"), [
    ("Apakah Trader Male menerima 2 damage?", "Yes"),
    ("Apakah Trader Male menerima 3 damage?", "No"),
    ("Apakah Trader Male terkena 2 damage?", "Yes"),
    ("Apakah Trader Male diberi damage?", "Yes"),
    ("Apakah Trader Male masuk ke graveyard?", "Yes"),
    ("Does Trader Male receive 2 damage?", "Yes"),
    ("Does Trader Male suffer 3 damage?", "No")])
def test_damage_and_the_graveyard_asked_in_other_words(asked: str, said: str,
                                                       expect: bool) -> None:
    """VW HP.7 (a Follower with damage at least its HP is destroyed): the battle damage dealt
    the Trader 2 (HP 2). "menerima 2 damage" (an amount between the verb and "damage"),
    "diberi damage", "masuk ke graveyard", "receive"/"suffer ... damage" were words the readers
    did not know: the ruling right, its Yes or No lost (audit 48's leftover, and the probe's)."""
    lead = leads(BATTLE, asked, expect)[0]
    assert lead.verdict == said, lead.sentence
    assert "Trader Male (trader)" in lead.sentence


def test_receive_damage_is_take_damage_of_a_target_spared() -> None:
    """VW REG.8.a: "Does the Trader receive damage?" of the Gun Shot whose target became
    illegal: the No that "Does the Trader take damage?" gets, not the facts with none."""
    lead = leads(SPARED, "Does the Trader receive damage?")[0]
    assert lead.sentence.startswith("No — Trader Male (trader) has no damage"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_ia_of_the_one_player_the_scene_names_is_that_player(expect: bool) -> None:
    """VW REG.13.a, VW HP.10 `threshold`: "Alice punya 2 honor ... Ia memakai Oath of Light
    .... Bisakah ia memakai Oath of Light kedua ke Sample Militia?": "ia" (she) was a word the
    readers did not know, so the right ruling had no Yes (audit 48's leftover). A modal
    question's "ia" with a verb only a player does names the one player the text before names."""
    lead = leads(OATHS, "Bisakah ia memakai Oath of Light kedua ke Sample Militia?", expect)[0]
    assert lead.sentence.startswith("Yes — Action 2 (alice summons Oath of Light) is allowed"), \
        lead.sentence


def test_ia_where_the_scene_names_both_players_is_not_read() -> None:
    """Where the text before names both players, "ia" could be either: left unread, no Yes or
    No (never the other player's)."""
    from judge.engine.asked import in_english
    said = "Alice dan Bob punya 2 gold. Bisakah ia memakai Oath of Light?"
    assert in_english(said, ["Oath of Light", "alice", "bob"], ["alice", "bob"]) == said
    assert in_english("Alice punya 2 gold. Apakah ia boleh memakai Oath of Light?",
                      ["Oath of Light", "alice", "bob"], ["alice", "bob"]) == \
        "Alice punya 2 gold. Can Alice use Oath of Light?"
    # a verb a card does too ("menyerang": attacks) is no player's: left as written
    assert in_english("Alice punya 2 gold. Bisakah ia menyerang?", ["alice", "bob"],
                      ["alice", "bob"]) == "Alice punya 2 gold. Bisakah ia menyerang?"


@pytest.mark.parametrize("asked", ["Bisakah Alice menarik kartu?", "Dapatkah Alice menarik kartu?"])
def test_can_she_draw_asked_in_indonesian(asked: str) -> None:
    """VW REG.14.a: "Bisakah Alice menarik kartu?" reads "Can Alice draw?", which asks what
    "Does Alice draw?" asks (as in English): "No — alice does not draw"."""
    lead = leads(TOLL, asked)[0]
    assert lead.sentence.startswith("No — alice does not draw"), lead.sentence


BLESSING = "vandaria-wars/rulings-audit8/blessing-target-turned-dark-does-not-result.yaml"


@pytest.mark.parametrize("asked", ["Does Gun Shot do nothing?", "Is Alice unable to draw?",
                                   "Does Sample Knight take no damage?",
                                   "Is Sample Knight no longer in play?",
                                   "Does Bob draw nothing?"])
def test_a_negative_word_in_the_question_s_own_clause_gets_no_yes_or_no(asked: str) -> None:
    """"Does Gun Shot do nothing?" led "No — Gun Shot (shot) does not result" (VW REG.8.b), as
    "Does Gun Shot result?" does; "Is she unable to ...?" the Yes of "Can she ...?": the
    readers read the verb, not "nothing", "unable", "no damage" or "no longer"."""
    lead = leads(GUN_SHOT, asked)[0]
    assert lead.verdict == "", lead.sentence


@pytest.mark.parametrize(("name", "asked", "said"), [
    (BLESSING, "Does the Blessing take effect?",
     "No — Sample Blessing (blessing) does not result"),
    ("vandaria-wars/resources/gold-skill-keeps-the-round.yaml", "Does Gun Shot take effect?",
     "Yes — Gun Shot (shot) results at step 6")])
def test_take_effect_asks_whether_it_results(name: str, asked: str, said: str) -> None:
    """VW REG.1: a card or skill that takes effect is said to result; "Does the Blessing take
    effect?" of a Blessing whose target turned Dark (VW REG.8.a) had no Yes or No, nor "Does
    Gun Shot take effect?" of one that resolved after a gold skill kept the round."""
    lead = leads(name, asked)[0]
    assert lead.sentence.startswith(said), lead.sentence


@pytest.mark.parametrize(("name", "asked"), [
    ("vandaria-wars/battle/attack-with-exhausted-follower-rejected.yaml",
     "Is Alice unable to attack with her exhausted Militia?"),
    ("vandaria-wars/rulings/eden-follower-does-not-meet-a-mystic-requirement.yaml",
     "Is she unable to summon Moonwell, a Rune that requires the Mystic faction?"),
    (TOLL, "Does she draw nothing?")])
def test_unable_and_nothing_are_not_read_as_can_and_draw(name: str, asked: str) -> None:
    """"Is Alice unable to attack with her exhausted Militia?" led "No — Action 1 (alice
    attacks) is rejected" (VW HP.9): the No of "May Alice attack ...?", the opposite of what
    it asks; "Does she draw nothing?" the No of "Does she draw?"."""
    lead = leads(name, asked)[0]
    assert lead.verdict == "", lead.sentence
    assert "negation" in lead.sentence


RUNE = "vandaria-wars/rulings-audit25/rune-whose-faction-source-left-fails-its-recheck-policy.yaml"


@pytest.mark.parametrize(("asked", "said"), [("Is the Rune destroyed?", "No"),
                                             ("Does the Rune stay in play?", "No"),
                                             ("Is the Rune put into the graveyard?", "Yes")])
def test_a_rune_put_into_the_graveyard_by_the_recheck_is_not_destroyed(asked: str,
                                                                       said: str) -> None:
    """VW HP.16 `continuous`: a card whose requirements are no longer met is put into its
    owner's graveyard, not destroyed. The probe's one twin that is not one ("Is the Rune
    destroyed?" and "Does the Rune stay in play?" both No), right; pinned (passes on main)."""
    lead = leads(RUNE, asked)[0]
    assert lead.sentence.startswith(f"{said} — Mystic Rune (rune) ends in alice's graveyard"), \
        lead.sentence
    assert "VW HP.16" in lead.citations
