"""The engine defaults that read what a game declares instead of overriding a hook (issue 9):
paying with declared stand-ins and abilities used while paying, and who holds priority when a
file does not say. Each is exercised end to end by Riftbound's scenarios; pinned here one claim
at a time, on policies that know no game."""

from __future__ import annotations

from typing import Any, ClassVar

from judge.engine.declare import PlayPlan
from judge.engine.paying import WHILE_PAYING, UsedWhilePaying, WhilePaying
from judge.engine.policies import Payment, StackRules
from judge.engine.rulebook import GameRecord
from judge.model.cards import Cost
from judge.model.state import GameState, Player, StackItem
from judge.msg import Msg
from judge.record import dataclass

NO_GAME: Any = None  # these defaults read only what their class declares


class Domains(Payment):
    """A pool whose `any` pays a cost of any colour, each colour's first, and also pays a
    colour's cost once that colour runs out."""

    generic = "any"
    pool = order = ("red", "blue", "any")
    also_paid_by: ClassVar[dict[str, tuple[str, ...]]] = {"red": ("any",), "blue": ("any",)}


class Coming(Domains):
    while_paying = WhilePaying(("X 1",), Msg("is used while paying for {what}"))


def test_a_declared_stand_in_pays_what_a_resource_of_its_own_cannot() -> None:
    assert Domains.settle({"red": 1, "any": 2}, (("red", 2),)) == ({"red": 1, "any": 1}, {})
    assert Domains.settle({"red": 1}, (("red", 2),)) == ({"red": 1}, {"red": 1})


def test_the_generic_part_is_paid_in_the_declared_order_after_the_specific_costs() -> None:
    spent, short = Domains.settle({"red": 1, "blue": 1, "any": 1}, (("any", 2), ("blue", 1)))
    assert (spent, short) == ({"blue": 1, "red": 1, "any": 1}, {})
    assert Domains.settle({"any": 1}, (("any", 2),)) == ({"any": 1}, {"any": 1})


def test_a_pool_that_owes_pays_nothing_and_a_game_without_declarations_pays_in_full() -> None:
    assert Domains.settle({"red": -1, "any": 1}, (("red", 1),)) == ({"any": 1}, {})
    assert Payment.settle({"gold": 2}, (("gold", 3),)) == ({"gold": 2}, {"gold": 1})
    assert Payment(NO_GAME).plan({"gold": 3}, Cost((("gold", 3),))) == {"gold": 3}


def _state(**pool: int) -> GameState:
    return GameState(game="x", turn_player="a", phase="main",
                     players={"a": Player("a", dict(pool)), "b": Player("b")})


def test_what_abilities_used_while_paying_give_counts_only_where_the_game_declares_it() -> None:
    """The pool owes what the planned ability will give (its `any`, which pays a red cost);
    without `while_paying` the plan's note is no credit: the cost is owed in full."""
    plan = PlayPlan(Cost((("red", 1),)), ((WHILE_PAYING, (UsedWhilePaying("r1", "Add", (
        ("any", 1),)),)),))
    state = _state()
    Coming(NO_GAME).pay(state, "a", Cost((("red", 1),)), plan)
    assert state.players["a"].resources == {"any": -1}
    state = _state()
    Domains(NO_GAME).pay(state, "a", Cost((("red", 1),)), plan)
    assert state.players["a"].resources == {"red": -1}


@dataclass
class Focus(GameRecord):
    holder: str | None = None


class Newest(StackRules):
    priority_to_newest: ClassVar[bool] = True
    priority_held_by: ClassVar[tuple[str, ...]] = ("holder",)


def test_priority_by_default_goes_as_declared_then_to_the_turn_player() -> None:
    state = _state()
    state.ext = Focus()
    assert Newest(NO_GAME).default_priority(state) == "a"  # the record names nobody
    state.ext = Focus(holder="b")
    assert Newest(NO_GAME).default_priority(state) == "b"
    assert StackRules(NO_GAME).default_priority(state) == "a"
    state.ext = Focus(holder="a")
    state.stack.append(StackItem(id="s1", kind="card", controller="b", name="S", source=None))
    assert Newest(NO_GAME).default_priority(state) == "b"  # the newest item's controller
    assert StackRules(NO_GAME).default_priority(state) == "a"
