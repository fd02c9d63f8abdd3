"""Vandaria Wars, audit 63: audit 62's leftovers and the guide's register passages. A trait
asked in Indonesian ("Apakah Order Captain adalah / termasuk / masih Follower Human?", "Apakah
Knight masih Holy?") got no Yes or No: no Indonesian word for "is" was read as asking what a
card is. With three players, the step where Bob loses was labelled "game over" though the game
goes on (VW IN.1.a). The active player receives priority after the battle damage with three
rulers too (VW REG.9.b, pinned)."""
from __future__ import annotations

import pytest

from judge.engine.trace import StepKind

from ..helpers import first_lead_asked as lead
from ..helpers import probe_lead, ruling, scenario_text

AUDIT = "vandaria-wars/rulings-audit63/"

#: each ruling's lead without its `expect:` block (a judge's own file has none), and its first
#: citations (on main the Indonesian ones had no Yes or No)
PROBES = {
    "a-summoned-order-follower-is-a-human-follower-asked-in-indonesian.yaml":
        ("Yes — Order Captain (captain) ends on the field and has the traits order, when Order "
         "Captain (captain) results at step 6, which makes it human", ("VW IN.2.b",)),
    "a-summoned-order-follower-is-a-human-follower-asked-in-indonesian-termasuk.yaml":
        ("Yes — Order Captain (captain) ends on the field and has the traits order, when Order "
         "Captain (captain) results at step 6, which makes it human", ("VW IN.2.b",)),
    "an-order-knight-made-a-mage-is-no-longer-human-asked-in-indonesian.yaml":
        ("No — Order Knight (knight) has the traits mage, when Retrain (retrain) results at "
         "step 10", ("VW HP.59",)),
    "knight-taken-stays-holy-asked-in-indonesian.yaml":
        ("Yes — Sample Knight (knight) is controlled by bob, when Seize (seize) results at step "
         "6; it has the traits human, order, holy, as at the start", ()),
    "three-rulers-one-loses-the-game-is-not-over.yaml":
        ("No — nobody wins: the game goes on at step 5", ("VW HP.17", "VW IN.1.a")),
    # pinned as right (VW REG.9.b with three rulers: no bundled scenario had them)
    "three-rulers-the-active-player-gets-priority-after-the-battle-damage.yaml":
        ("Alice holds priority, at step 7", ("VW REG.9.b",)),
    "three-rulers-the-active-player-gets-priority-after-the-battle-damage-asked-in-indonesian"
    ".yaml": ("Alice holds priority, at step 7", ("VW REG.9.b",)),
    # pinned as right (VW REG.12.a: no question in another language cited it)
    "an-action-in-the-graveyard-cannot-be-used-asked-in-indonesian.yaml":
        ("No — Action 1 (alice summons Gun Shot) is rejected at step 1: Gun Shot (shot) is in "
         "alice's graveyard", ("VW REG.12.a",)),
    # pinned as right (VW REG.1.a, REG.10.a: no question in another language cited them)
    "trigger-on-a-summon-deals-no-damage-to-the-waiting-follower-asked-in-indonesian.yaml":
        ("No — Trader Male (tm) has no damage: Volley (wt.volley) results: deals no damage to "
         "Trader Male (tm) (it is in the register, not in play)", ("VW REG.1.e",)),
    "gold-skill-cannot-be-answered-asked-in-indonesian.yaml":
        ("No — Action 4 (bob summons Hush) is rejected at step 6: Dig (mine.dig) is not a legal "
         "target", ("VW REG.1.d",)),
}


@pytest.mark.parametrize("expect", [False, True], ids=["without-expect", "with-expect"])
@pytest.mark.parametrize("name", sorted(PROBES))
def test_the_probes_lead(name: str, expect: bool) -> None:
    """Each probe ruled from the guide first: its lead, without its `expect:` block and with
    it (a question is answered the same either way), says so under the deciding rule."""
    probe_lead(AUDIT + name, *PROBES[name], expect=expect)


@pytest.mark.parametrize("asked", [
    "Apakah Order Captain adalah Follower Human?", "Apakah Order Captain termasuk Follower Human?",
    "Apakah Order Captain merupakan Follower Human?", "Apakah Order Captain masih Follower Human?",
    "Apakah Order Captain masih Human?"])
def test_a_trait_asked_in_indonesian_is_answered_yes(asked: str) -> None:
    """"Is it (still) a Human Follower?" in Indonesian, each way a player says "is"."""
    f = lead(AUDIT + "a-summoned-order-follower-is-a-human-follower-asked-in-indonesian.yaml",
             asked)
    assert f.sentence.startswith("Yes — Order Captain (captain)"), f.sentence
    assert "which makes it human" in f.sentence, f.sentence


def test_a_player_lost_while_the_others_play_on_is_no_game_over_step() -> None:
    """Bob loses, Alice and Carol play on (VW IN.1.a): his step is `player_lost`, none is
    `game_over`; with two players the same loss ends the game (`game_over`)."""
    text = scenario_text(AUDIT + "three-rulers-one-loses-the-game-is-not-over.yaml")
    kinds = [s.kind for s in ruling(text).steps]
    assert StepKind.PLAYER_LOST in kinds and StepKind.GAME_OVER not in kinds, kinds
    two = text.replace("  carol: {gold: 0}\n", "")
    kinds = [s.kind for s in ruling(two).steps]
    assert StepKind.GAME_OVER in kinds and StepKind.PLAYER_LOST not in kinds, kinds
