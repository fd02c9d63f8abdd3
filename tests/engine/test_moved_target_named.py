"""An instruction naming, by `$n`, a target an earlier instruction of the same item moved: the
card's text means the new object ("counter a spell; its controller can't play spells"), which
`$n` no longer names. It was silently skipped (a wrong ruling: the lock never applied); now it
is exit 3 naming how to write it, and the `{that: label}` form rules (in Riftbound; in Force of
Will the effect follows the card it moved, FOW 302.3a: scenarios force-of-will/targets/moved-*)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import UnsupportedMechanic

LULLABY = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 4}, bob: {energy: 2}}
cards:
  Quick Study: {type: spell, cost: {energy: 1}, effect: [{draw: {count: 1}}]}
  Small Gift: {type: spell, cost: {energy: 1}, effect: [{draw: {count: 1}}]}
  Lullaby:
    type: spell
    cost: {energy: 2}
    keywords: [reaction]
    targets: [{type: spell, zone: chain}]
    effect: EFFECT
objects:
  - {id: study, card: Quick Study, owner: alice, zone: hand}
  - {id: gift, card: Small Gift, owner: alice, zone: hand}
  - {id: lullaby, card: Lullaby, owner: bob, zone: hand}
  - {id: d1, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: d2, card: Trainee Squire, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: play, card: study}
  - {by: alice, do: pass}
  - {by: bob, do: play, card: lullaby, targets: [study]}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: alice, do: play, card: gift}
then: stop
"""

BY_TARGET = "[{cancel: {target: $1}}, {forbid: {action: play, player: {controller_of: $1}}}]"
BY_LABEL = ("[{cancel: {target: $1}, as: countered}, "
            "{forbid: {action: play, player: {controller_of: {that: countered}}}}]")


def test_its_controller_after_a_counter_by_dollar_is_exit_3() -> None:
    scenario = load_scenario_text(LULLABY.replace("EFFECT", BY_TARGET), "<test>")
    with pytest.raises(UnsupportedMechanic, match=r"forbid instruction names its target Quick "
                                                  r"Study .*\{that: <label>\}"):
        resolve(scenario)


def test_its_controller_after_a_counter_by_label_is_locked() -> None:
    res = resolve(load_scenario_text(LULLABY.replace("EFFECT", BY_LABEL), "<test>"))
    (refused,) = res.rejected
    assert refused.action == 5 and "Lullaby (lullaby) forbids it" in refused.text


def test_another_target_that_was_the_same_object_is_said_skipped() -> None:
    """Twin Farewell expels `$1`, then `$2`; both name Lyra. `$2` is a target of its own, moved
    by the instruction about `$1`: a new object (FOW 302.3), so its instruction does not happen
    (FOW 903.3a), and the step says so (it said nothing)."""
    from pathlib import Path

    text = Path("scenarios/force-of-will/expel/target-two-j-rulers-that-are-all-a-player-has-is-"
                "refused.yaml").read_text(encoding="utf-8")
    text = text.replace("targets: [lyra, gorran]", "targets: [lyra, lyra]")
    res = resolve(load_scenario_text(text[:text.index("expect:")], "<test>"))
    (step,) = [s for s in res.steps if s.kind.value == "resolve"]
    assert "its move instruction does not happen: its target Lyra, Ember Queen (lyra)" in \
        step.summary and "FOW 302.3" in step.citations


def test_force_of_will_reaches_none_of_these_exits() -> None:
    """The gaps docs/games/force-of-will.md no longer lists are closed by what Force of Will
    declares, so their exit 3 cannot happen there: an effect follows a target it moved
    (302.3a); a card item is its card (312.1, 312.3), with no per-type policy to miss; a will
    ability's resolution replaced is read (910.1), and so is a copy's card watched (FOW HP.14)."""
    from judge.engine.roles import Role
    from judge.games import find_game

    game = find_game("force-of-will")
    assert game.cite_optional(Role.MOVER_TRACKS) == ("FOW 302.3a",)
    assert game.stack.item_is_its_card and not game.stack.card_moved_policies
    assert game.at_once_replaced_rules and game.copy_watched_policy is not None
    assert not find_game("riftbound").cite_optional(Role.MOVER_TRACKS)  # the test above: exit 3
