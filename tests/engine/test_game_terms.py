"""Contract mechanisms for card text a game adds (each pinned by one claim):

- a game's own condition and quantity kinds (`Rulebook.conditions`, `Rulebook.quantities`) are
  read by the loader, checked as the core's are, and said in words;
- `while:` on a triggered or an activated ability: it works only while its condition holds;
- `PlayPlan.extra`: an additional cost the game's rules add to a play is paid even when the card
  is played without paying its cost;
- `Payment.pay` receives the play's plan, as `cost_refusal` does (what is produced while paying).
"""

from __future__ import annotations

from typing import ClassVar

import pytest

from judge.engine.conditions import GameCondition, GameQuantity, words
from judge.engine.declare import PlayPlan, Refusal
from judge.engine.policies import Payment, TimingRules
from judge.engine.resolver import resolve
from judge.engine.rulebook import Rulebook
from judge.errors import InputError
from judge.games import find_game
from judge.model.args import required
from judge.model.cards import Cost
from judge.model.effects import arg
from judge.model.scenario import Action, Scenario
from judge.model.state import GameObject, GameState, StackItem
from judge.record import dataclass
from judge.scenario.load import load_scenario_text

from ..helpers import ruling

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.engine.table import Table


@dataclass(frozen=True)
class OddTurn(GameCondition):
    """`{odd_turn: true}`: the turn number is odd."""

    kind: ClassVar[str] = "odd_turn"
    rules: ClassVar[tuple[str, ...]] = ("VW REG.1",)  # any rule: cited where it decides
    odd_turn: bool = arg(required("bool", "true"))

    def check(self, t: Table, item: StackItem) -> bool:
        return t.state.turn_number % 2 == 1

    def said(self) -> str:
        return "the turn number is odd"


@dataclass(frozen=True)
class HandOf(GameQuantity):
    """`{hand_of: controller}`: how many cards that player holds."""

    kind: ClassVar[str] = "hand_of"
    hand_of: str = arg(required("str", "whose hand", choices=("controller",)))

    def value(self, t: Table, item: StackItem) -> int:
        return sum(1 for o in t.state.objects.values()
                   if o.zone == "hand" and o.owner == item.controller)

    def said(self) -> str:
        return "the number of cards in your hand"


class Taxing(TimingRules):
    """Every play owes 1 gold more as an additional cost the rules add (`PlayPlan.extra`)."""

    def plan_play(self, t: Table, player: str, obj: GameObject, action: Action
                  ) -> Refusal | PlayPlan:
        plan = super().plan_play(t, player, obj, action)
        if isinstance(plan, Refusal):
            return plan
        return PlayPlan(plan.cost, plan.notes, plan.citations, Cost((("gold", 1),)))


def game_with_terms() -> Rulebook:
    base = type(find_game("vandaria-wars"))

    class Termed(base):  # type: ignore[valid-type, misc]
        conditions = (OddTurn,)
        quantities = (HandOf,)
        timing_rules = Taxing

    return Termed(find_game("vandaria-wars").data)


class Registry:
    def __init__(self, game: Rulebook) -> None:
        self.game = game

    def game_id(self, name: str) -> str | None:
        return self.game.id if name == self.game.id else None

    def find(self, name: str) -> Rulebook:
        return self.game

    def ids(self) -> list[str]:
        return [self.game.id]


HEAD = """
game: vandaria-wars
turn: {player: alice, phase: main, number: 3}
players:
  alice: {gold: 5}
  bob: {gold: 5}
"""


def load(game: Rulebook, body: str, turn: int = 3) -> Scenario:
    head = HEAD.replace("number: 3", f"number: {turn}")
    return load_scenario_text(head + body, Registry(game), "<test>")


def test_a_games_own_condition_and_quantity_are_read_checked_and_said() -> None:
    game = game_with_terms()
    sc = load(game, """
cards:
  Study:
    type: action
    effect:
      - draw: {count: {hand_of: controller}}
        if: {odd_turn: true}
      - gain: {gold: 1}
        if: {hand_of: controller, at_least: 9}
objects:
  - {id: a, card: Study, owner: alice, zone: hand}
  - {id: d1, card: Study, owner: alice, zone: deck}
  - {id: d2, card: Study, owner: alice, zone: deck}
register: [{id: s, card: Study, controller: alice}]
""")
    res = resolve(sc, game)
    steps = " ".join(s.summary for s in res.steps)
    assert res.final["objects"]["d1"]["zone"] == "hand"
    assert "since the turn number is odd" in steps
    assert "the number of cards in your hand" in steps
    assert res.final["players"]["alice"]["gold"] == 5
    assert words(OddTurn(True)) == "the turn number is odd"
    assert "VW REG.1" in res.citations  # the game's condition cites its own rule


def test_a_games_own_condition_is_unknown_to_another_game() -> None:
    with pytest.raises(InputError) as err:
        ruling(HEAD + """
cards:
  Study: {type: action, effect: [{draw: {count: 1}, if: {odd_turn: true}}]}
register: [{id: s, card: Study, controller: alice}]
""")
    assert "odd_turn" in str(err.value) or "condition" in str(err.value)


def test_while_on_a_triggered_and_an_activated_ability() -> None:
    game = game_with_terms()
    sc = load(game, """
cards:
  Beacon:
    type: relic
    abilities:
      - {name: Glow, kind: activated, while: {odd_turn: true}, effect: [{draw: {count: 1}}]}
      - name: Echo
        kind: triggered
        while: {odd_turn: true}
        when: {event: entered, filter: {type: follower}}
        effect: [{draw: {count: 1}}]
  Scout: {type: follower, stats: {atk: 1, hp: 1}}
objects:
  - {id: beacon, card: Beacon, owner: alice, zone: field}
  - {id: scout, card: Scout, owner: alice, zone: hand}
  - {id: d1, card: Scout, owner: alice, zone: deck}
actions:
  - {by: alice, do: activate, object: beacon, ability: Glow}
  - {by: alice, do: play, card: scout}
""", turn=2)
    res = resolve(sc, game)
    assert [r.action for r in res.rejected] == [0]
    assert "works only while the turn number is odd" in res.rejected[0].text
    assert res.final["objects"]["d1"]["zone"] == "deck"
    assert any("Echo does not trigger" in f.message and "VW REG.1" in f.citations
               for f in res.findings)


def test_a_cost_change_whose_condition_does_not_hold_is_told_in_the_play() -> None:
    game = game_with_terms()
    sc = load(game, """
cards:
  Bargain:
    type: follower
    cost: {gold: 2}
    stats: {atk: 1, hp: 1}
    abilities:
      - {name: Thrift, kind: static, while: {odd_turn: true},
         effect: [{cost_change: {target: self, less: {gold: 1}}}]}
objects:
  - {id: b, card: Bargain, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: b}
""", turn=2)
    res = resolve(sc, game)
    play = next(s for s in res.steps if s.kind.value == "play")
    # The cost is its own step, after the play (targets before costs: FOW 903.2i, RB 355).
    cost = next(s for s in res.steps if s.kind.value == "cost")
    assert "Thrift changes nothing: it works only while the turn number is odd" in cost.summary
    assert "VW REG.1" in play.citations
    assert res.final["players"]["alice"]["gold"] == 2  # the extra 1 of Taxing, and 2


def test_an_extra_cost_the_rules_add_is_paid_even_when_the_card_is_free() -> None:
    game = game_with_terms()
    sc = load(game, """
cards:
  Bounty: {type: action, effect: [{allow: {target: {each: {type: follower}}, free: true}}]}
  Scout: {type: follower, cost: {gold: 2}, stats: {atk: 1, hp: 1}}
objects:
  - {id: scout, card: Scout, owner: alice, zone: hand}
register: [{id: b, card: Bounty, controller: alice}]
actions:
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: scout}
""")
    res = resolve(sc, game)
    assert not res.rejected
    assert res.final["players"]["alice"]["gold"] == 4  # the free Scout still owes the 1 extra
    assert res.final["objects"]["scout"]["zone"] in ("field", "register")


class Noting(TimingRules):
    """Every play's plan carries a note for the payment."""

    def plan_play(self, t: Table, player: str, obj: GameObject, action: Action
                  ) -> Refusal | PlayPlan:
        plan = super().plan_play(t, player, obj, action)
        return plan if isinstance(plan, Refusal) else PlayPlan(plan.cost, (("rebate", 1),))


class Rebating(Payment):
    """Pays what the plan's note says less (it sees the play's plan, as cost_refusal does)."""

    def pay(self, state: GameState, player: str, cost: Cost,
            plan: PlayPlan | None = None) -> None:
        rebate = plan.note("rebate", 0) if plan is not None else 0
        assert isinstance(rebate, int)
        have = state.players[player].resources
        for res, n in cost.resources:
            have[res] = have.get(res, 0) - max(0, n - rebate)


def test_payment_sees_the_plan_of_the_play_it_pays_for() -> None:
    base = type(find_game("vandaria-wars"))

    class Planned(base):  # type: ignore[valid-type, misc]
        timing_rules = Noting
        payment_rules = Rebating

    game = Planned(find_game("vandaria-wars").data)
    sc = load(game, """
cards:
  Scout: {type: follower, cost: {gold: 2}, stats: {atk: 1, hp: 1}}
objects:
  - {id: scout, card: Scout, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: scout}
""")
    res = resolve(sc, game)
    assert not res.rejected and res.final["players"]["alice"]["gold"] == 4


def test_a_library_card_brings_the_cards_it_names_every_time(monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    """Library cards are parsed once per process and shared; a card they name (a token's) must
    come along each time one is used, not only the first."""
    game = find_game("vandaria-wars")
    library = {**game.data.cards,
               "Hatchery": {"type": "relic", "abilities": [
                   {"name": "Hatch", "kind": "activated", "cost": {"exhaust": "self"},
                    "effect": [{"create": {"card": "Hatchling"}}]}]},
               "Hatchling": {"type": "follower", "stats": {"atk": 1, "hp": 1}}}
    monkeypatch.setitem(game.data.__dict__, "cards", library)
    monkeypatch.setattr(game.data, "parsed_cards", {})
    text = HEAD + """
objects:
  - {id: h, card: Hatchery, owner: alice, zone: field}
actions:
  - {by: alice, do: activate, object: h, ability: Hatch}
"""
    for _ in range(2):
        res = ruling(text)
        assert res.final["objects"]["h.hatch.token"]["card"] == "Hatchling"


def test_a_cost_that_cannot_be_paid_says_how_it_was_worked_out() -> None:
    game = game_with_terms()
    poor = load_scenario_text(HEAD.replace("alice: {gold: 5}", "alice: {gold: 2}")
                              .replace("number: 3", "number: 2") + """
cards:
  Bargain:
    type: follower
    cost: {gold: 2}
    stats: {atk: 1, hp: 1}
    abilities:
      - {name: Thrift, kind: static, while: {odd_turn: true},
         effect: [{cost_change: {target: self, less: {gold: 1}}}]}
objects:
  - {id: b, card: Bargain, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: b}
""", Registry(game), "<test>")
    res = resolve(poor, game)
    assert [r.action for r in res.rejected] == [0]
    assert "Thrift changes nothing: it works only while the turn number is odd" in \
        res.rejected[0].text


def test_static_abilities_of_the_starting_board_apply_before_the_first_action() -> None:
    """A keyword a static ability grants is there for the first action's checks, with or
    without a snapshot of the starting board (the JSON ruling takes none)."""
    from judge.app import load_scenario_text as load_text
    from judge.app import resolve as resolve_app

    text = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 0}, bob: {energy: 0}}
cards:
  Runner:
    type: unit
    stats: {might: 2}
    abilities:
      - {name: Swift, kind: static, effect: [{modify: {target: self, keywords: [ganking]}}]}
state:
  control: {bf-a: alice, bf-b: null}
objects:
  - {id: bf-a, card: Sunken Plaza, owner: alice, zone: "battlefield:bf-a"}
  - {id: bf-b, card: Windswept Ridge, owner: bob, zone: "battlefield:bf-b"}
  - {id: runner, card: Runner, owner: alice, zone: "battlefield:bf-a"}
actions:
  - {by: alice, do: move, units: [runner], to: bf-b}
then: stop
"""
    for keep in (True, False):
        res = resolve_app(load_text(text, "<test>"), keep_initial=keep)
        assert not res.rejected, res.rejected
