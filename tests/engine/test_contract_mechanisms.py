"""Generic mechanisms of the plug-in contract that a game declares instead of overriding a hook
(each exercised end to end by some game's scenarios; pinned here one claim at a time)."""

from __future__ import annotations

from judge.engine.rulebook import GameRecord, Shown, shown
from judge.model.state import GameState
from judge.record import dataclass

from ..helpers import ruling


@dataclass
class Inner(GameRecord):
    who: str | None = shown(None, always=True)
    hidden: int = 0


@dataclass
class Outer(GameRecord):
    inner: Inner | None = shown(None)
    flag: bool = shown(False)


def test_a_shown_record_shows_its_own_shown_fields_even_empty_ones_marked_always() -> None:
    assert Outer().snapshot() == {}
    assert Outer(inner=Inner(), flag=True).snapshot() == {"inner": {"who": None}, "flag": True}


@dataclass
class Counted(GameRecord):
    n: int = 0
    flag: bool = shown(False)


def _n(state: GameState) -> object:
    assert isinstance(state.ext, Counted)
    return state.ext.n


Counted.computed = (Shown("always", _n, always=True), Shown("some", _n),
                    Shown("while", _n, when=lambda state: _n(state) == 0))


def test_computed_entries_come_first_and_show_always_when_set_or_while_declared() -> None:
    state = GameState(game="x", turn_player="a", phase="main", ext=Counted(flag=True))
    assert list(Counted(flag=True).snapshot(state)) == ["always", "while", "flag"]
    assert Counted(flag=True).snapshot() == {"flag": True}  # no state: no computed entries
    state.ext = record = Counted(n=2)
    assert record.snapshot(state) == {"always": 2, "some": 2}


def test_a_face_down_card_that_changes_zones_is_face_up() -> None:
    res = ruling("""
game: force-of-will
turn: {player: alice, phase: main, number: 3}
players:
  alice: {life: 4000}
  bob: {life: 4000}
cards:
  Secret: {type: chant}
  Purge: {type: chant, effect: [{move_zone: {target: {each: {type: chant, zone: standby}},
                                              to: graveyard}}]}
objects: [{id: s, card: Secret, owner: bob, zone: standby, face_down: true}]
chase: [{id: p, card: Purge, controller: alice}]
""")
    final = res.final["objects"]["s"]
    assert final["zone"] == "graveyard" and "face_down" not in final
