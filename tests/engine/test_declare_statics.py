"""The declarations of engine/declare_statics.py are read by the engine's default policies for
any game that lists them, not only the one they were written for (Force of Will): each claim
declares one on Vandaria Wars, which has none of them, and sees the engine rule by it."""

from __future__ import annotations

from judge.engine.declare_statics import OpeningNote, TargetShield
from judge.engine.resolver import resolve
from judge.engine.rulebook import Rulebook
from judge.games import find_game
from judge.record import replace

from .test_game_terms import load

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def vw_declaring(**declared: Any) -> Rulebook:
    """Vandaria Wars with a keyword of its own, `warded`, and the given declarations."""
    base = type(find_game("vandaria-wars"))
    attrs = {"vocab": replace(base.vocab, keywords=("warded",)), **declared}
    return type("Declared", (base,), attrs)(find_game("vandaria-wars").data)


CARDS = """
cards:
  Warded Knight: {type: follower, stats: {atk: 1, hp: 3}, keywords: [warded]}
  Smite:
    type: action
    targets: [{type: follower}]
    effect: [{damage: {target: $1, amount: 1}}]
"""


def test_a_declared_target_shield_keeps_other_players_from_targeting() -> None:
    game = vw_declaring(target_shields=(TargetShield(
        "warded", ("VW REG.1",), "{name} is warded against {by}", others=True),))
    sc = load(game, CARDS + """
objects:
  - {id: knight, card: Warded Knight, owner: alice, zone: field}
  - {id: bob_smite, card: Smite, owner: bob, zone: hand}
  - {id: own_smite, card: Smite, owner: alice, zone: hand}
priority: bob
actions:
  - {by: bob, do: play, card: bob_smite, targets: [knight]}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: own_smite, targets: [knight]}
then: stop
""")
    res = resolve(sc, game)
    assert [r.action for r in res.rejected] == [0]
    assert "Warded Knight (knight) is warded against bob" in res.rejected[0].text
    assert "VW REG.1" in res.rejected[0].citations
    assert res.final["stack"] == ["own_smite"]  # its controller's own spell may target it


def test_declared_opening_notes_are_said_before_the_first_action() -> None:
    game = vw_declaring(opening_notes=(
        OpeningNote("warded", ("VW REG.1",), "{name} was warded before the game", once=True,
                    zones=("field",)),
        OpeningNote("warded", ("VW REG.1",), "{name} holds {n} ward{s}", zones=("field",),
                    count=("wards", 2), else_says="{name} holds only {n} ward{s}",
                    else_rules=("VW REG.1",))))
    sc = load(game, CARDS + """
objects:
  - {id: k1, card: Warded Knight, owner: alice, zone: field}
  - {id: k2, card: Warded Knight, owner: bob, zone: field}
  - {id: k3, card: Warded Knight, owner: bob, zone: hand}
then: stop
""")
    said = [f.message for f in resolve(sc, game).findings if f.kind == "note"]
    assert said == ["Warded Knight (k1) was warded before the game",
                    "Warded Knight (k1) holds only 0 wards",
                    "Warded Knight (k2) holds only 0 wards"]
