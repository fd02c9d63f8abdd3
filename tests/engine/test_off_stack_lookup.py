"""Looking for a card's stack item as the card moves off the stack (engine/board.py off_stack)
only when that item may still be there: the lookup reads the whole stack, and every resolving
card moves off it after its own item has left, so a register of 10,000 items was quadratic and
ran out of its time budget (issue 12)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.engine.board import BoardOps

REGISTER = """\
game: vandaria-wars
turn: {player: alice, phase: main}
players: {alice: {gold: 0}, bob: {gold: 0}}
cards:
  Ping: {type: action, targets: [{type: territory}], effect: [{damage: {target: $1, amount: 1}}]}
  Wall: {type: territory, stats: {atk: 0, hp: 100}}
objects:
  - {id: wall, card: Wall, owner: bob, zone: field}
register:
  - {id: p0, card: Ping, controller: bob, targets: [wall]}
  - {id: p1, card: Ping, controller: alice, targets: [wall]}
  - {id: p2, card: Ping, controller: bob, targets: [wall]}
"""


def test_a_card_whose_own_item_has_left_is_not_looked_for_on_the_stack(
        monkeypatch: pytest.MonkeyPatch) -> None:
    looked: list[str] = []
    original = BoardOps.off_stack

    def counting(self: BoardOps, obj: object, zone: str) -> str:
        looked.append(zone)
        return original(self, obj, zone)  # type: ignore[arg-type]

    monkeypatch.setattr(BoardOps, "off_stack", counting)
    res = resolve(load_scenario_text(REGISTER, "register.yaml"))
    assert list(res.resolved) == ["p2", "p1", "p0"]
    assert looked == []
