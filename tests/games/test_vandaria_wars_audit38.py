"""Vandaria Wars, audit 38: audit 37's leftovers (fields changed at different steps pinned on the
last, a draw that did not happen citing nothing, a trait asked with no `ask:`) and the register's
edges (scenarios/vandaria-wars/rulings-audit38)."""
from __future__ import annotations

from pathlib import Path

from ..helpers import BUNDLED, lead_of, resolved_json

AUDIT = BUNDLED / "vandaria-wars" / "rulings-audit38"


def test_each_field_is_said_with_the_step_that_changed_it() -> None:
    """The Militia's ATK 3 came from Rally (step 6), its controller from Seize (step 15): the
    lead said both "when Seize results at step 15". Each is now said with its own step, and
    the Rally's rule is cited beside the Seize's."""
    lead = lead_of(resolved_json(
        AUDIT / "rallied-militia-taken-each-change-said-at-its-own-step.yaml"))
    assert lead["fact"] == ("Sample Militia (mil) is controlled by bob, when Seize (seize) "
                            "results at step 15; it has ATK 3 (it had ATK 2), when Rally (rally) "
                            "results at step 6.")
    assert "VW REG.4.b" in lead["citations"]


def test_the_other_games_read_alike() -> None:
    """Force of Will: a Squire's damage removed at the end of turn (step 15) and its +DEF ended
    a step later were both said at step 16, citing only that step's rule (FOW 505.5b); Riftbound:
    a Squire's Might raised by Quick-Draw (step 13) was said "when Zap resolves at step 17"."""
    fow = lead_of(resolved_json(BUNDLED / "force-of-will" / "card-text" /
                                "until-end-of-turn-ends-after-damage-is-removed.yaml"))
    assert "; it has no damage, at step 15: final step of the turn" in fow["fact"]
    assert fow["citations"] == ["FOW 505.5b", "FOW 505.5a"]
    rb = lead_of(resolved_json(BUNDLED / "riftbound" / "keywords" /
                               "quick-draw-reaction-and-attach.yaml"))
    assert rb["fact"].endswith("when Zap (zap) resolves at step 17; it has Might 3 (it had "
                               "Might 2), when Quick-Draw (pistol.quick-draw) resolves at step 13.")
    assert "RB 818.3.b" in rb["citations"]


def test_a_stat_a_static_ability_makes_keeps_its_why_at_its_own_step() -> None:
    """Banner Squire's ATK 300 comes from a group static Rallying Cry granted (step 5); Siren's
    Call took it at step 12. Split off the control change, the ATK keeps what it adds up from
    and the static ability's rule (FOW 904.1)."""
    answer = resolved_json(BUNDLED / "force-of-will" / "rulings-audit32" /
                           "granted-group-static-follows-its-resonator-to-its-new-controller"
                           ".yaml")["answer"]
    lead = next(f for f in answer if f["fact"].startswith("Banner Squire"))
    assert lead["fact"].endswith("it has ATK 300 (it had ATK 200): ATK 200 printed and +100 ATK "
                                 "from Rally of Banner Squire (banner), when Rallying Cry (cry) "
                                 "resolves at step 5.")
    assert "FOW 904.1" in lead["citations"]


def test_a_card_become_at_the_last_step_keeps_its_stats_there(tmp_path: Path) -> None:
    """A copy made at the last step reads its stats anew: they stay with that step (RB 477.1.b.1.a
    keeps the Might set before the copy), not split off to the earlier step that set them."""
    lead = lead_of(resolved_json(BUNDLED / "riftbound" / "rulings-audit28" /
                                 "copy-after-a-might-set-keeps-the-set-might.yaml"))
    assert lead["fact"] == ("Trainee Squire (squire) is now Ironhide Brute and has Might 1 (it "
                            "had Might 2), when Mirror Veil (veil) resolves at step 11.")
