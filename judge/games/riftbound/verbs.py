"""Riftbound's own action verbs: `move` (the standard move), `hide` and `assign` (combat damage).

| verb | arguments | rule |
| --- | --- | --- |
| `move` | `units: [ids]`, `to: base \\| battlefield:<id>` | RB 144, RB 446 |
| `hide` | `card: id` (in hand, with Hidden), `at: battlefield:<id>` | RB 421, RB 811 |
| `assign` | `damage: {unit id: amount}` | RB 465.2 |
"""

from __future__ import annotations

from judge.engine.declare import Verb
from judge.engine.trace import StepKind
from judge.games.riftbound import combat
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.cleanup import combat_cleanup_if_due
from judge.games.riftbound.control import destination, standard_move
from judge.games.riftbound.payment import plan_adds, use_planned_adds
from judge.games.riftbound.state import CostAdjust, bf_of, chain_exists, ext
from judge.model.args import Arg
from judge.model.cards import Cost
from judge.model.scenario import Action

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


def hide(r: Table, action: Action) -> None:
    """RB 421, RB 811: on your turn, in a Neutral Open state, pay 1 Power to put a Hidden card
    facedown at a battlefield you control whose facedown zone is free (RB 107.3). Hiding is not
    playing: no chain opens."""
    state, x = r.state, ext(r.state)
    player = action.by
    obj = r.obj(str(action.get("card")))
    bf = bf_of(destination(action.get("at")))
    if player != state.turn_player or state.phase != "main" or chain_exists(state) or \
            x.showdown is not None:
        r.refuse("hiding is a discretionary action: your own turn, Main Phase, Neutral Open",
                 "RB 421", "RB 410", "RB 811")
    if obj.owner != player or obj.zone != "hand":
        r.refuse(f"{r.name(obj.id)} is not a card in {player}'s hand", "RB 421")
    if not kw.has(obj, "hidden"):
        r.refuse(f"{r.name(obj.id)} does not have Hidden", "RB 811")
    if bf is None or bf not in x.battlefields:
        r.refuse(f"{action.get('at')!r} is not a battlefield in play", "RB 421")
        return
    if x.control.get(bf) != player:
        r.refuse(f"{player} does not control {bf}: cards are hidden only at battlefields you "
                 "control", "RB 421", "RB 107.3")
    if any(o.zone == f"facedown:{bf}" for o in state.objects.values()):
        r.refuse(f"the facedown zone of {bf} already holds a card", "RB 107.3")
    plan = plan_adds(r, player, {"power": 1})
    x.cost_adjust = CostAdjust(planned=tuple(plan or ()))
    refusal = r.game.cost_refusal(state, player, Cost((("power", 1),)))
    if refusal is not None:
        r.refuse(refusal.reason + " (hiding costs 1 Power)", "RB 811", *refusal.citations)
    state.players[player].resources["power"] = state.players[player].resources.get("power", 0) - 1
    use_planned_adds(r, player, f"hiding {r.name(obj.id)}")
    x.cost_adjust = None
    r.move(obj, f"facedown:{bf}")
    obj.face_down = True
    obj.extra["hidden_turn"] = state.turn_number
    r.step(StepKind.ACTION, f"{player} pays 1 Power and hides {r.name(obj.id)} facedown at {bf}"
           "; it can be played from the next turn on (no chain opens)",
           ("RB 421", "RB 811"), actor=player)


def assign(r: Table, action: Action) -> None:
    """`{do: assign, damage: {unit: n, ...}}`: the player's combat damage assignment (RB 465.2);
    an illegal one is rejected with the rule it breaks."""
    sd = ext(r.state).showdown
    if sd is None or sd.step != "damage" or not sd.assign_queue:
        r.refuse("combat damage is assigned only in a combat's damage step", "RB 465")
        return
    if sd.assign_queue[0] != action.by:
        r.refuse(f"{sd.assign_queue[0]} assigns now (the Attacker assigns first)", "RB 465.2")
    raw = action.get("damage") or {}
    assert isinstance(raw, dict)
    combat.assign(r, action.by, {str(k): int(v) for k, v in raw.items()})
    combat_cleanup_if_due(r)


VERBS: dict[str, Verb] = {
    "move": Verb("move", "the standard move: exhaust units to move them (RB 144)", {
        "units": Arg("objects", True, "ready units you control sharing a destination"),
        "to": Arg("str", True, "base, battlefield:<id> or a battlefield id"),
    }, standard_move),
    "hide": Verb("hide", "hide a Hidden card facedown at a battlefield you control (RB 811)", {
        "card": Arg("object", True, "a card with Hidden in your hand"),
        "at": Arg("str", True, "battlefield:<id> or a battlefield id"),
    }, hide),
    "assign": Verb("assign", "assign your combat damage (RB 465.2)", {
        "damage": Arg("map", True, "{unit id: amount} over the other side's units"),
    }, assign),
}
