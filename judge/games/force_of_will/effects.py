"""Force of Will's effect kinds: `forbid` (a prohibition, FOW 104.4), the judgment process on the
chase (FOW 705.3a; internal: only the `judgment` verb makes it), and its own readings of the core
`destroy` (FOW 1010: J-rulers go back to the ruler area; [Eternal]) and `ready` (recover, which a
prohibition beats, FOW 104.4). Same arguments as the core kinds; see docs/games/force-of-will.md."""

from __future__ import annotations

from judge.engine.declare import EffectDecl, effects_table
from judge.engine.effects import CORE_EFFECTS, Destroy, Ready, refs
from judge.engine.events import EventKind
from judge.games.force_of_will.rulers import JUDGMENT, cannot_be_destroyed, destroy_entity
from judge.games.force_of_will.state import Prohibition, ext, forbidden
from judge.model import effects as fx
from judge.model.args import optional, required
from judge.model.effects import arg
from judge.model.state import StackItem
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

if TYPE_CHECKING:
    from judge.engine.table import Table

#: What a `forbid` effect may forbid.
FORBIDDABLE = ("judgment", "call_stone", "battle", "recover", "attack", "block")


@dataclass(frozen=True)
class Forbid(fx.Effect):
    """A prohibition (FOW 104.4): `action` may not be done to `target`, or by `player` (every
    player when neither is given), for `duration`."""

    kind: ClassVar[str] = "forbid"
    action: str = arg(required("str", "what is forbidden", choices=FORBIDDABLE))
    target: fx.Ref | None = arg(optional("target", "an object the prohibition is about"), None)
    player: str | None = arg(optional("player", "the player it binds: controller, opponent or "
                                      "an id (default: every player)"), None)
    duration: str = arg(optional("str", "how long: turn (default) or permanent",
                                 choices=("turn", "permanent")), "turn")


def run_forbid(r: Table, item: StackItem, e: Forbid) -> str | None:
    x, state = ext(r.state), r.state
    made = []
    if e.target is not None:
        for oid in refs(r, item, e.target):
            obj = state.objects.get(oid)
            if obj is not None:
                x.prohibitions.append(Prohibition(e.action, None, oid, obj.incarnation,
                                                  e.duration, item.id))
                made.append(r.name(oid))
        if not made:
            return None
        r.cite_also_rule("FOW 104.4")
        return f"{', '.join(made)} cannot {e.action.replace('_', ' ')} ({_until(e.duration)})"
    players = [p for p in refs(r, item, e.player) if p in state.players] if e.player else [None]
    for pid in players:
        x.prohibitions.append(Prohibition(e.action, pid, None, 0, e.duration, item.id))
    who = ", ".join(p for p in players if p) or "no player"
    if players == [None]:
        who = "players"
    r.cite_also_rule("FOW 104.4")
    return f"{who} cannot {e.action.replace('_', ' ')} ({_until(e.duration)})"


def _until(duration: str) -> str:
    return {"turn": "until end of turn", "permanent": "for the rest of the game",
            "battle": "until the end of the battle"}.get(duration, duration)


def run_destroy(r: Table, item: StackItem, e: Destroy) -> str | None:
    """FOW 1010.1: a destroy effect destroys entities in the field (a ruler in its ruler area only
    by an explicit "destroy ruler", FOW 1010.2); FOW 1010.3: [Eternal] ignores it."""
    done, spared = [], []
    for oid in refs(r, item, e.target):
        obj = r.state.objects.get(oid)
        if obj is None or obj.zone != "field":
            continue
        if cannot_be_destroyed(obj):
            spared.append(r.name(oid))
            continue
        destroy_entity(r, obj, cause=item.id)
        done.append(r.name(oid))
    parts = []
    if done:
        parts.append(f"destroys {', '.join(done)}")
    if spared:
        r.cite_also_rule("FOW 1010.3")
        parts.append(f"{', '.join(spared)} cannot be destroyed ([Eternal])")
    return "; ".join(parts) or None


def run_ready(r: Table, item: StackItem, e: Ready) -> str | None:
    """Recover (FOW 1013.1), unless a prohibition says it does not recover (FOW 104.4)."""
    done, kept = [], []
    for oid in refs(r, item, e.target):
        obj = r.state.objects.get(oid)
        if obj is None or not obj.exhausted:
            continue
        if forbidden(r.state, "recover", obj=obj) is not None:
            kept.append(r.name(oid))
            continue
        obj.exhausted = False
        r.emit(EventKind.READIED, f"{r.name(oid)} recovered", obj=oid, player=obj.controller,
               cause=item.id)
        done.append(r.name(oid))
    parts = []
    if done:
        parts.append(f"recovers {', '.join(done)}")
    if kept:
        r.cite_also_rule("FOW 104.4")
        parts.append(f"{', '.join(kept)} stays rested: an effect says it does not recover, and a "
                     "prohibition wins over an instruction")
    return "; ".join(parts) or None


#: Force of Will's own effect kinds (a file may write `forbid`; only the `judgment` verb makes a
#: judgment process), and the core kinds it carries out its own way.
EFFECTS: dict[str, EffectDecl] = effects_table(
    EffectDecl(Forbid, run_forbid, "{target} / {player} cannot {action}"),
    JUDGMENT,
    CORE_EFFECTS["destroy"].replacing(run_destroy),
    CORE_EFFECTS["ready"].replacing(run_ready),
)
