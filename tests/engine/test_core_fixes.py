"""Engine claims pinned after bugs were found (each found by a game's author)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.engine.resolver import Resolver
from judge.errors import UnsupportedMechanic
from judge.games import find_game
from judge.model.args import Arg

SCENARIO = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 0}
  bob: {gold: 0}
cards:
  Bell:
    type: relic
    abilities:
      - {name: Ring, kind: triggered, when: {event: phase_started, phase: main},
         effect: [{gain: {element: 1}}]}
objects:
  - {id: bell, card: Bell, owner: alice, zone: field}
"""


def test_a_phase_trigger_fires_once_per_phase_not_once_per_step() -> None:
    game = find_game("vandaria-wars")
    r = Resolver(load_scenario_text(SCENARIO), game)
    r.set_phase("end", ())
    r.set_phase("main", (), step="first")
    r.set_phase("main", (), step="second")
    assert len(r.state.pending_triggers) == 1


def test_a_starting_item_of_game_keys_only_is_an_honest_cannot_rule(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = find_game("vandaria-wars")
    monkeypatch.setattr(game.vocab, "item_keys", {"token": Arg("str", doc="a test key")})
    scenario = load_scenario_text(SCENARIO + "register:\n  - {id: odd, controller: alice, "
                                  "token: x}\n")
    with pytest.raises(UnsupportedMechanic, match="does not build stack items"):
        Resolver(scenario, game)


@pytest.mark.parametrize("steps", [1, 3, 4, 5, 6])
def test_steps_n_shows_the_board_as_it_is_after_step_n(steps: int) -> None:
    """`--steps N` (issue: the board shown was the board after later steps): the final state
    of a truncated ruling is the state right after its last recorded step."""
    from judge.app import load_scenario, resolve
    from judge.engine.resolution import snapshot

    path = "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"
    after: dict[int, object] = {}

    def record(r: object, step: object) -> None:
        after[step.index] = snapshot(r)  # type: ignore[attr-defined, arg-type]

    resolve(load_scenario(path), observer=record)  # type: ignore[arg-type]
    cut = resolve(load_scenario(path), max_steps=steps)
    assert len(cut.steps) == steps and cut.truncated
    assert cut.final == after[steps]
