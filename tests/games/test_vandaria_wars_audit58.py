"""Vandaria Wars, audit 58: audit 57's leftovers ("Not one of them" of a Follower asked of by
its type says the damage it survived, with its step and rule; a Follower that only entered the
field is not named beside a sacrificed one) and card-text probes asked as a judge at a table
would (scenarios/vandaria-wars/rulings-audit58)."""
from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.engine.answer import Fact
from judge.record import replace

from ..helpers import BUNDLED, leads_asked

AUDIT = "vandaria-wars/rulings-audit58"
HP_BONUS = "vandaria-wars/rulings-audit55/an-hp-bonus-and-the-damage-end-together-with-the-" \
    "turn.yaml"
SACRIFICED = "vandaria-wars/rulings-audit57/which-followers-are-destroyed-of-one-sacrificed.yaml"


def indonesian(name: str) -> str:
    return name.replace(".yaml", "-asked-in-indonesian.yaml")


def leads(name: str, expect: bool) -> list[Fact]:
    sc = load_scenario(BUNDLED / name)
    return [f for f in resolve(sc if expect else replace(sc, expect=None)).answer if f.lead]


@pytest.mark.parametrize(("name", "asked"), [
    (HP_BONUS, "Which Followers are destroyed?"),
    (HP_BONUS, "Which of Alice's Followers are destroyed?"),
    (indonesian(HP_BONUS), "Follower mana saja yang hancur?")])
def test_not_one_of_them_says_the_damage_the_knight_survived(name: str, asked: str) -> None:
    """Gun Shot's 3 damage against the Knight Fortify made HP 5 (audit 55): without `expect:`
    "Which Followers are destroyed?" led "Not one of them: Sample Knight (knight) is still on
    the field", naming no step and citing no rule. The damage it survived, and the rule of
    lethal damage (VW HP.7), say why."""
    lead = leads_asked(name, asked, False)[0]
    assert lead.sentence == ("Not one of them: Sample Knight (knight) is still on the field: it "
                             "was dealt 3 damage at step 11, not lethal damage"), lead.sentence
    assert lead.step == 11 and lead.citations[:1] == ("VW HP.7",), lead.citations


def test_not_one_of_them_with_expect_is_unchanged() -> None:
    """With `expect:` (its damage and HP) the same question already said the step that took the
    damage away with the bonus (VW OV.2.b): a guard."""
    lead = leads_asked(HP_BONUS, "Which Followers are destroyed?", True)[0]
    assert lead.sentence.startswith("Not one of them: Sample Knight (knight) is still on the "
                                    "field, has no damage and has HP 3, at step 18"), lead.sentence
    assert lead.citations[:1] == ("VW OV.2.b",), lead.citations


def test_a_follower_asked_of_by_name_is_unchanged() -> None:
    """"Is the Knight destroyed when the turn ends?" of the same ruling names the Knight and
    says its damage as the turn ends (VW OV.2.b): a guard."""
    lead = leads(HP_BONUS, False)[0]
    assert lead.sentence.startswith("No — Sample Knight (knight) is still on the field and has "
                                    "no damage, at step 18"), lead.sentence


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("name", [SACRIFICED, indonesian(SACRIFICED)])
def test_not_one_of_them_leaves_out_the_follower_only_summoned(name: str, expect: bool) -> None:
    """"Which Followers are destroyed?" of the Militia sacrificed to summon Blood Knight said
    "... and Blood Knight (bk) ends on the field, when Blood Knight (bk) results at step 6", a
    Follower that only came into play, which nothing asked of."""
    lead = leads(name, expect)[0]
    assert lead.sentence == ("Not one of them: Sample Militia (militia) ends in alice's "
                             "graveyard, at step 2: alice pays for Blood Knight (bk): 2 gold; "
                             "sacrificing Sample Militia (militia) (its additional cost)"), \
        lead.sentence
    assert lead.citations[:2] == ("VW HP.39", "VW REG.14.a"), lead.citations


BAYAR = f"{AUDIT}/bayar-x-gold-x-stays-as-paid-after-gold-gained-mid-register.yaml"
BANNER = f"{AUDIT}/trigger-waits-in-a-new-register-the-knight-it-would-save-is-shot.yaml"
ZEALOT = f"{AUDIT}/korbankan-its-own-source-the-skill-still-results.yaml"
CAPTAIN = f"{AUDIT}/faction-met-on-summoning-its-order-follower-shot-in-answer.yaml"
FORT = f"{AUDIT}/territory-damage-of-two-registers-adds-up-in-one-turn.yaml"


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize(("name", "said", "rules"), [
    (BAYAR, "No — Sample Knight (knight) is still on the field and has 2 damage, when Gold Lance "
     "(lance) results at step 8", ("VW REG.14.a", "VW REG.1.c")),
    (BANNER, "Yes — Sample Knight (knight) is destroyed at step 11: Gun Shot (shot) dealt it 3 "
     "damage at step 10 and its HP is 3; Remembrance (banner.remembrance), aimed at it, waited "
     "for a new register, which opened only at step 13: at step 18, Remembrance "
     "(banner.remembrance) does not result: its target Sample Knight (knight) has left play (it "
     "is in bob's graveyard)", ("VW HP.7", "VW REG.6.b")),
    (ZEALOT, "Yes — Sample Militia (militia) is destroyed at step 7: Fervor (zealot.fervor), "
     "whose source Zealot (zealot) was in alice's graveyard by then, dealt it 2 damage at step "
     "6 and its HP is 2", ("VW HP.7", "VW REG.7")),
    (CAPTAIN, "Yes — Order Captain (captain) ends on the field, when Order Captain (captain) "
     "results at step 12: it no longer meets its requirements (Order Captain requires the Order "
     "faction, which alice does not have), but they are checked only as a card is summoned: it "
     "stays in play", ("VW HP.16", "VW REG.13.a")),
    (FORT, "Yes — Sample Fort (fort) is destroyed at step 14: Siege Bolt (b2) dealt it 3 damage "
     "at step 13 (6 in all) and its HP is 6", ("VW HP.7", "VW OV.2.a"))],
    ids=["bayar-x", "new-register", "korbankan-source", "faction", "territory"])
@pytest.mark.parametrize("lang", ["en", "id"])
def test_card_text_probes(name: str, said: str, rules: tuple[str, ...], lang: str,
                          expect: bool) -> None:
    """Card-text probes ruled from the guide before judge was run, pinned as right: X of "Bayar
    x gold" stays as paid on registering though gold comes in after (VW REG.14.a, REG.10.b); a
    skill triggered while the register results waits in a new one, and the Knight it would
    save is destroyed first (VW REG.6.a-b, HP.7); a skill whose own Follower was sacrificed for
    it still results (VW REG.7); a faction requirement is checked on summoning only (VW REG.13.a,
    HP.16); damage to a Territory from two registers of one turn adds up (VW OV.2.a, HP.7)."""
    # (audit 60: the Banner's lead says why its +2 HP came too late, VW REG.6.b; the Captain's
    # cites the check on summoning, VW REG.13.a, not its entering play)
    lead = leads(name if lang == "en" else indonesian(name), expect)[0]
    assert lead.sentence == said and lead.citations == rules, (lead.sentence, lead.citations)
