"""`ObjectRules.target_refusal`: a game's own rule that an object cannot be targeted (a keyword
such as FOW [Barrier], which no `forbid` stands for) is checked as a target is chosen, when
legal targets are looked for, and again as the item resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.app import load_scenario_text, rulebook_of
from judge.engine.declare import Refusal
from judge.engine.resolver import Resolver
from judge.games.force_of_will import ForceOfWill
from judge.games.force_of_will.rulebook import Permanents
from judge.model.filters import Filter
from judge.model.state import GameObject, StackItem

if TYPE_CHECKING:
    from judge.engine.table import Table


class Warded(Permanents):
    """A made-up rule for the test: an object with a ward counter cannot be targeted by the
    spells and abilities of its controller's opponents."""

    def target_refusal(self, t: Table, obj: GameObject, by: str,
                       item: StackItem | None = None) -> Refusal | None:
        if obj.counters.get("ward") and by != obj.controller:
            return Refusal(f"{t.name(obj.id)} is warded", ("FOW 1120.2",))
        return None


def rule(text: str) -> Resolver:
    scenario = load_scenario_text(text, "<test>")
    game = ForceOfWill(rulebook_of(scenario).data)
    game.objects = Warded(game)
    r = Resolver(scenario, game)
    r.run()
    return r


BOARD = """
game: force-of-will
turn: {player: bob, phase: main, number: 4}
players:
  alice: {life: 4000}
  bob: {life: 4000, fire: 1}
objects:
  - {id: squire, card: Ember Squire, owner: alice, zone: field, counters: {ward: 1}}
  - {id: wall, card: Stone Sentinel, owner: alice, zone: field}
"""


def test_choosing_a_warded_target_is_refused_citing_the_games_rule() -> None:
    r = rule(BOARD + """
  - {id: spark, card: Quick Spark, owner: bob, zone: hand}
actions:
  - {by: bob, do: play, card: spark, targets: [squire]}
""")
    assert [x.action for x in r.rejected] == [0]
    assert r.rejected[0].citations == ("FOW 1120.2",)
    assert "warded" in r.rejected[0].text


def test_a_target_that_became_warded_is_illegal_as_the_item_resolves() -> None:
    r = rule(BOARD.replace(", counters: {ward: 1}", "") + """
cards:
  Warding:
    type: chant
    targets: [{type: resonator}]
    effect: [{counter: {target: $1, name: ward}}]
chase:
  - {id: spark, card: Quick Spark, controller: bob, targets: [squire]}
  - {id: warding, card: Warding, controller: alice, targets: [squire]}
""")
    assert r.resolved == ["warding", "spark"]
    assert r.obj("squire").damage == 0
    assert any("FOW 1120.2" in s.citations for s in r.trace.steps)


def test_a_warded_object_is_no_candidate_for_a_target() -> None:
    scenario = load_scenario_text(BOARD, "<test>")
    game = ForceOfWill(rulebook_of(scenario).data)
    game.objects = Warded(game)
    r = Resolver(scenario, game)
    assert r.candidates(Filter(types=("resonator",)), "bob") == ["wall"]
    assert r.candidates(Filter(types=("resonator",)), "alice") == ["squire", "wall"]
