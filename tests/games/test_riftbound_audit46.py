"""Riftbound audit 46: audit 45's "found, not fixed" (a trigger-order answer citing only the
chain's newest-first rule, not the rule that put the triggers in that order), then edges
probed."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge import app

from ..helpers import file_without_expect, leads_of

ROOT = Path(__file__).parents[2] / "scenarios/riftbound"
AUDIT = ROOT / "rulings-audit46"



@pytest.mark.parametrize(("name", "rule"), [
    # two players' Deathknells from one sweep: the turn player's first, so they resolve last
    ("rulings-audit45/two-players-deathknells-the-turn-players-resolves-last.yaml",
     "RB 383.3.d.1"),
    ("rulings/both-players-deathknells-turn-player-first-pending.yaml", "RB 383.3.d.1"),
    # the combat's triggers: the Attacker's first, the Defender's last
    ("modes/ffa3-combat-triggers-attacker-others-defender.yaml", "RB 464.2.e.1"),
    # two instructions of one spell: their triggers join in the order of their events
    ("chain/triggers-of-two-instructions-join-in-event-order.yaml", "RB 370.1.a.2"),
])
@pytest.mark.parametrize("expect", [True, False])
def test_trigger_order_cites_the_rule_that_ordered_them(
        name: str, rule: str, expect: bool, tmp_path: Path) -> None:
    """The order the items resolved in was decided by the rule that put the triggers on the
    chain in their order; the chain's order (newest first, RB 340.1) only says it held. That
    rule is cited first, the chain's order after it, with `expect:` and without it."""
    path = ROOT / name
    lead = leads_of(path if expect else file_without_expect(path, tmp_path))[0]
    assert lead.subject.kind == "resolved"
    assert lead.citations[:2] == (rule, "RB 340.1")


def test_one_players_own_triggers_cite_no_order_rule() -> None:
    """A Deathknell alone beside the spell it was killed for: no rule ordered triggers among
    the items (RB 383.3.d.1 orders several players' only), so the chain's order is cited."""
    lead = leads_of(ROOT / "chain/deathknell-killed-as-cost-resolves-first-2.yaml")[0]
    assert lead.citations == ("RB 340.1",)


def test_weaponmaster_triggers_with_the_play_triggers() -> None:
    """Weaponmaster triggers as its unit's play completes, as "when you play me" does (RB
    821.1.c, RB 419.4.a): one moment, so its controller orders them (RB 383.3.d), and no rule
    of events one after another (RB 370.1.a.2) is cited."""
    res = app.resolve(app.load_scenario(
        AUDIT / "weaponmaster-and-a-play-trigger-join-together-in-her-order.yaml"))
    assert list(res.resolved) == ["adept", "adept.muster", "adept.weaponmaster"]
    assert "RB 370.1.a.2" not in res.citations
    assert "RB 383.3.d" in res.citations


@pytest.mark.parametrize("name", [
    "rulings-audit46/hunt-with-no-number-gains-one-xp.yaml",
    "keywords/hunt-gains-xp-on-conquer.yaml",
    "rulings/two-hunt-units-each-gain-xp.yaml",
])
def test_hunt_xp_cites_hunts_rule(name: str) -> None:
    """The XP a Hunt gains is said by Hunt's own rule (RB 823.1.c.1: its controller gains X XP),
    not by the chain's newest-first order (RB 340.1), which said nothing of the XP."""
    lead = leads_of(ROOT / name)[0]
    assert "XP" in lead.sentence
    assert lead.citations[0] == "RB 823.1.c.1"


def test_hunt_with_no_number_is_hunt_1() -> None:
    """A Hunt printed with no number is Hunt 1 (RB 823.1.c.2), cited where it triggers; a Hunt
    2 is not."""
    one = app.resolve(app.load_scenario(AUDIT / "hunt-with-no-number-gains-one-xp.yaml"))
    two = app.resolve(app.load_scenario(ROOT / "keywords/hunt-gains-xp-on-conquer.yaml"))
    assert "RB 823.1.c.2" in one.citations
    assert "RB 823.1.c.2" not in two.citations


@pytest.mark.parametrize("name", [
    "rulings-audit46/split-bonus-gone-before-it-resolves-drops-a-target.yaml",
    "targets/split-more-targets-than-damage-on-resolution.yaml",
])
def test_split_says_the_bonus_that_left(name: str) -> None:
    """A split whose Bonus Damage source left before it resolved splits the printed amount
    only, and says why (RB 715.3, RB 715.1): the target let go for it is answered with that."""
    res = app.resolve(app.load_scenario(ROOT / name))
    split = next(st for st in res.steps if st.item == "scatter" and st.kind == "resolve")
    assert "no Bonus Damage from Fire Sprite (sprite): gone from the board" in split.summary
    assert "RB 715.3" in split.citations


KEEPS_FOCUS = ROOT / "rulings-audit45/attacker-keeps-focus-after-the-combat-chain.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_each_moment_asked_gets_its_own_focus(expect: bool, tmp_path: Path) -> None:
    """"Who has focus after the combat chain, and who has it after Alice's Action resolves?":
    the second part asks focus again ("it") at another moment judge places, and is answered
    there (Bob: RB 340.2.a passed it as the Action's chain emptied), not by the order things
    resolved in nor by Alice's Energy, with `expect:` and without it."""
    leads = leads_of(KEEPS_FOCUS if expect else file_without_expect(KEEPS_FOCUS, tmp_path))
    assert [f.subject.id for f in leads[:2]] == ["focus", "focus"]
    assert leads[0].sentence.startswith("Alice holds focus once step 15 is over")
    assert leads[1].sentence.startswith("Bob holds focus, at step 22")
    assert leads[1].citations[0] == "RB 340.2.a"


@pytest.mark.parametrize("name", [
    "rulings-audit46/weaponmaster-and-a-play-trigger-join-together-in-her-order.yaml",
    "rulings/two-deathknells-trigger-apart.yaml",
    "rulings-audit9/hold-effects-of-units-present-or-of-the-player.yaml",
])
def test_one_players_own_order_is_cited(name: str) -> None:
    """Two different triggers of one player from one game action go on the chain in the order
    she chooses (RB 383.3.d: as `decisions:` says, else as they triggered): the order they
    resolved in cites that rule, then the chain's order."""
    fact = next(f for f in leads_of(ROOT / name) + list(app.resolve(app.load_scenario(
        ROOT / name)).answer or ()) if f.subject.kind == "resolved")
    assert fact.citations[:2] == ("RB 383.3.d", "RB 340.1")


def test_a_trigger_is_not_answered_by_its_place_among_others() -> None:
    """"Does the Bounty trigger?": why it triggered and how it joined the chain (RB 337.1, RB
    383.3.c), not where its player put it among her other triggers (RB 383.3.d, cited on the
    same step)."""
    lead = leads_of(ROOT / "kill-credit/kill-paid-as-a-cost-is-the-spells.yaml")[0]
    assert lead.citations == ("RB 337.1", "RB 383.3.c")


def test_showdown_start_trigger_before_the_designations_is_cited() -> None:
    """A "when a showdown begins here" trigger of a combat goes on the chain before the attack
    and defend triggers of its designations (RB 464.2.b), which are ordered among themselves by
    RB 464.2.e.1: the order they resolved in cites both, then the chain's order."""
    lead = leads_of(ROOT / "rulings/showdown-begins-trigger-resolves-after-attack-triggers.yaml")[0]
    assert lead.subject.kind == "resolved"
    assert lead.citations == ("RB 464.2.e.1", "RB 464.2.b", "RB 340.1")
