"""An instruction naming, by `$n`, a target an earlier instruction of the same item moved: the
card's text means the new object ("counter a spell; its controller can't play spells"), which
`$n` no longer names. It was silently skipped (a wrong ruling: the lock never applied); now it
is exit 3 naming how to write it, and the `{that: label}` form rules."""

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
