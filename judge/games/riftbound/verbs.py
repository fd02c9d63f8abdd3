"""Riftbound's own action verbs: `move` (the standard move), `hide` and `assign` (combat damage).

| verb | arguments | rule |
| --- | --- | --- |
| `move` | `units: [ids]`, `to: base \\| battlefield:<id>` | RB 144, RB 446 |
| `hide` | `card: id` (in hand, with Hidden), `at: battlefield:<id>` | RB 421, RB 811 |
| `assign` | `damage: {unit id: amount}` | RB 465.2 |
| `concede` | (none) | RB 650-652 |
"""

from __future__ import annotations

from judge.engine.declare import PlayPlan, Verb
from judge.engine.paying import WHILE_PAYING, credit, use_while_paying
from judge.engine.trace import StepKind
from judge.games.riftbound import combat
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.cleanup import combat_cleanup_if_due
from judge.games.riftbound.concede import concede
from judge.games.riftbound.control import destination, standard_move
from judge.games.riftbound.payment import plan_adds, spend
from judge.games.riftbound.state import bf_of, chain_exists, ext
from judge.model.args import Arg
from judge.model.cards import Cost
from judge.model.scenario import Action
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


def hide(t: Table, action: Action) -> None:
    """RB 421, RB 811: on your turn, in a Neutral Open state, pay 1 Power to put a Hidden card
    facedown at a battlefield you control whose facedown zone is free (RB 107.3). Hiding is not
    playing: no chain opens."""
    state, x = t.state, ext(t.state)
    player = action.by
    obj = t.obj(str(action.get("card")))
    bf = bf_of(destination(action.get("at")))
    if player != state.turn_player or state.phase != "main" or chain_exists(state) or \
            x.showdown is not None:
        t.refuse(phrase(Msg("hiding is a discretionary action: your own turn, Main Phase, Neutral "
                            "Open")),
                 "RB 421.2", "RB 410.1.a", "RB 811.1.b")
    if obj.owner == player and obj.zone != "hand" and t.permission(player, obj) is not None:
        # riftboundfaq Endless Riches #hide-from-trash: a permission to play it from here
        # does not reach hiding it, which is not playing it (RB 811.1.c.1)
        t.refuse(phrase(Msg("{object} is not a card in {player}'s hand: the permission to play "
                            "it from there does not let it be hidden, since hiding is not "
                            "playing", object=t.name(obj.id), player=player)),
                 "RB 811.1.b", "RB 811.1.c.1")
    if obj.owner != player or obj.zone != "hand":
        t.refuse(phrase(Msg("{object} is not a card in {player}'s hand",
                            object=t.name(obj.id), player=player)), "RB 811.1.b")
    if not kw.has(obj, "hidden"):
        t.refuse(phrase(Msg("{object} does not have Hidden",
                            object=t.name(obj.id))), "RB 811.1.c")
    if bf is None or bf not in x.battlefields:
        t.refuse(f"{action.get('at')!r} is not a battlefield in play", "RB 421.1")
        return
    if x.control.get(bf) in t.state.teammates(player):
        t.refuse(phrase(Msg("{at} is controlled by {mate}, {player}'s teammate: control is "
                            "not shared, so nothing is hidden there", at=bf,
                            mate=x.control.get(bf), player=player)), "RB 489.8.c.1", "RB 421.1")
    if x.control.get(bf) != player:
        t.refuse(phrase(Msg("{player} does not control {bf}: cards are hidden only at "
                            "battlefields you control",
                            player=player, bf=bf)), "RB 421.1", "RB 107.3.c")
    if any(o.zone == f"facedown:{bf}" for o in state.objects.values()):
        t.refuse(phrase(Msg("the facedown zone of {bf} already holds a card",
                            bf=bf)), "RB 107.3.b")
    cost = Cost((("power", 1),))
    adds = tuple(plan_adds(t, player, {"power": 1}) or ())
    refusal = t.game.payment.cost_refusal(state, player, cost,
                                          PlayPlan(cost, ((WHILE_PAYING, adds),)))
    if refusal is not None:
        t.refuse(refusal.reason + " (hiding costs 1 Power)", "RB 811.1.b", *refusal.citations)
    spend(state.players[player].resources, {"power": 1}, credit(adds))  # [A]: any domain
    use_while_paying(t, player, adds, f"hiding {t.name(obj.id)}")
    t.move(obj, f"facedown:{bf}")  # face down: a facedown zone (RB 107.3)
    obj.extra["hidden_turn"] = state.turn_number
    t.step(StepKind.ACTION, Msg("{player} pays 1 Power and hides {object} facedown at "
                                       "{bf}; it can be played from the next turn on (no chain "
                                       "opens)",
                                       player=player, object=t.name(obj.id), bf=bf),
           # the discretionary action allowed (RB 421.2: "May she hide it?"), what it does, and
           # that it is no play (RB 811.1.c.1) and opens no chain (RB 811.1.c.2)
           ("RB 421.2", "RB 421.1", "RB 811.1.c.1", "RB 811.1.c.2"), actor=player)


def assign(t: Table, action: Action) -> None:
    """`{do: assign, damage: {unit: n, ...}}`: the player's combat damage assignment (RB 465.2);
    an illegal one is rejected with the rule it breaks."""
    sd = ext(t.state).showdown
    if sd is None or sd.step != "damage" or not sd.assign_queue:
        t.refuse(phrase(Msg("combat damage is assigned only in a combat's damage step")),
                 "RB 465.1")
        return
    if sd.assign_queue[0] != action.by:
        t.refuse(f"{sd.assign_queue[0]} assigns now (the Attacker assigns first)", "RB 465.2.c")
    raw = action.get("damage") or {}
    assert isinstance(raw, dict)
    combat.assign(t, action.by, {str(k): int(v) for k, v in raw.items()})
    combat_cleanup_if_due(t)


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
    # RB 650: a player may concede at any time, without priority, even while another player
    # makes a choice.
    "concede": Verb("concede", "concede: leave the game (RB 650-652)", {}, concede,
                    with_priority=False, any_time=True),
}
