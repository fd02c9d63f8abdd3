"""Control changes: "gain control of ..." (FOW 909.4a: the objects it covers are fixed when it
resolves, even when it names a group; RB 191). Each change lasts its duration; when it ends the
object goes back to whoever the remaining changes (or, with none left, its controller before
them) say. An object that changes zones is a new object and no change covers it any more.

What a controlled object does (its triggered abilities, its abilities activated) is controlled
by its controller now: the engine reads `obj.controller` wherever it needs a controller.
"""

from __future__ import annotations

from judge.engine.roles import Role
from judge.model.args import optional, required
from judge.model.effects import Effect, Ref, arg
from judge.model.state import ControlChange, StackItem
from judge.msg import Items, Msg, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class GainControl(Effect):
    """`player` (default: the effect's controller) gains control of what `target` names now,
    for `duration`."""

    kind: ClassVar[str] = "gain_control"
    target: Ref = arg(required("target", "the object(s): $1, an id, {each: filter} (fixed as "
                                         "it resolves)"))
    player: Ref = arg(optional("player", "who gains control"), "controller")
    duration: str = arg(optional("duration", "how long it lasts"), "permanent")


def gain_control(r: Table, item: StackItem, e: GainControl) -> str | None:
    from judge.engine.refs import refs

    players = [p for p in refs(r, item, e.player) if p in r.state.players]
    named = refs(r, item, e.target)
    ability = next((it for i in named if i not in r.state.objects
                    and (it := r.state.item(i)) is not None), None)
    if ability is not None:
        # an ability waiting on the stack is no object whose controller a change could set
        # (RB 191.4.b keeps it its first controller's): an honest exit 3, not "nothing happens"
        from judge.errors import Problem, UnsupportedMechanic

        raise UnsupportedMechanic(Problem(
            r.scenario.file, 0, 0, "effect", f"{item.name} would gain control of "
            f"{r.item_label(ability)}, an ability on the {r.game.stack_word}: "
            "judge does not model control changes of abilities"))
    ids = [i for i in named if i in r.state.objects]
    if not players or not ids:
        return None
    source = None
    if e.duration == UNTIL_SOURCE_LEAVES:
        source = item.source
        if not source_on_board(r, item):  # over before it began: never made (RB 359.3.e.16)
            r.cite_also_optional(Role.DURATION_OVER)
            return phrase(Msg("nothing: {source} has left the board, so \"until it leaves\" is "
                              "already over", source=r.name(source or "")))
    taken = []
    for oid in ids:  # the set is fixed now (FOW 909.4a): later arrivals are not covered
        obj = r.state.objects[oid]
        before = next((c.before for c in r.state.control_changes
                       if c.object == oid and c.incarnation == obj.incarnation),
                      obj.controller)
        r.state.control_changes.append(ControlChange(
            r.state.new_id(f"{item.id}.control"), oid, obj.incarnation, players[0], before,
            e.duration, source))
        if obj.controller != players[0]:
            set_controller(r, obj.id, players[0])
            obj.last_change = item.id
            taken.append(r.name(oid))
            if any(a.kind == "static" for a in obj.card.abilities):
                r.cite_also_optional(Role.YOU_IS_CONTROLLER)  # its "you" is the taker now
            mark = r.game.objects.entered_mark
            if mark is not None:  # not under its new controller since the turn began (FOW 718.2a)
                obj.extra[mark] = True
    r.changed()
    r.cite_also_optional(Role.GAIN_CONTROL)
    if _attached_kept_apart(r, ids, players[0]):
        r.cite_also_optional(Role.ATTACHED_CONTROL_APART)
    lasting = Msg("until end of turn") if e.duration == "turn" else \
        Msg("for the rest of the game") if e.duration == "permanent" else \
        Msg("until {source} leaves the board", source=r.name(source or "")) \
        if source is not None else \
        Msg("until the end of the {duration}", duration=e.duration)
    return phrase(Msg("{player} gains control of {objects} ({lasting})", player=players[0],
                      objects=Items(taken, commas=True) if taken else Msg("nothing new"),
                      lasting=lasting))


def set_controller(r: Table, oid: str, player: str) -> None:
    """The object's controller is now `player`; a card waiting on the stack is its own item
    (RB 328.1), so the item's controller is too: it resolves as the taker's, its "you" is the
    taker and the taker gets priority as its controller (RB 191.2; riftboundfaq Rebuttal
    #play-trigger-controller)."""
    r.state.objects[oid].controller = player
    waiting = r.state.item(oid)
    if waiting is not None and waiting.kind == "card" and waiting.source == oid:
        waiting.controller = player
        r.cite_also_optional(Role.SPELL_CONTROL)


def _attached_kept_apart(r: Table, ids: list[str], player: str) -> bool:
    """Something attached to an object `player` now controls stays another player's: the
    control change covered only the object it named (RB 718.5.f)."""
    return any(o.attached_to in ids and o.controller != player for o in r.state.objects.values())


#: The duration of "you control it until I leave the board": it ends when the effect's source
#: leaves the board (RB 359.3.e.16), not at a time of the turn.
UNTIL_SOURCE_LEAVES = "until_source_leaves"


def lasting_until_source_leaves(effects: Iterable[object]) -> set[str]:
    """The kinds of effect other than `gain_control` written to last until their source leaves
    the board: judge ends only a control change so (end_control_of), so a game refuses them."""
    return {kind for e in effects if getattr(e, "duration", None) == UNTIL_SOURCE_LEAVES
            and (kind := str(getattr(e, "kind", ""))) != "gain_control"}


def source_on_board(r: Table, item: StackItem) -> bool:
    """Whether the item's source is on the board, the same object it was as the item began."""
    from judge.engine.refs import same_source

    obj = r.state.objects.get(item.source or "")
    return obj is not None and obj.id in r.board and same_source(r, item)


def end_control(r: Table, duration: str) -> list[str]:
    """Control changes of `duration` end: each object they covered goes back to the latest
    change still in force, or to its controller before them. The names of those that moved."""
    return _end_changes(r, [c for c in r.state.control_changes if c.duration == duration])


def end_control_of(r: Table, source: str) -> list[str]:
    """`source` left the board: the control changes lasting until it leaves end, each object
    going to the latest change still in force (RB 480.3: the latest timestamp wins), or to its
    controller before them (riftboundfaq Akshan #dual-akshan-control)."""
    ending = [c for c in r.state.control_changes if c.source == source]
    if ending:
        r.cite_also_optional(Role.DURATION_OVER)
    names = {r.name(c.object): c.object for c in ending}
    return [f"{name} goes to {r.state.objects[names[name]].controller}"
            for name in _end_changes(r, ending)]


def _end_changes(r: Table, ending: list[ControlChange]) -> list[str]:
    st = r.state
    if not ending:
        return []
    st.control_changes[:] = [c for c in st.control_changes if c not in ending]
    back = []
    for oid in dict.fromkeys(c.object for c in ending):
        obj = st.objects.get(oid)
        if obj is None or not any(c.incarnation == obj.incarnation for c in ending
                                  if c.object == oid):
            continue
        left = [c for c in st.control_changes if c.object == oid
                and c.incarnation == obj.incarnation]
        first = next(c for c in ending if c.object == oid)
        now = left[-1].player if left else first.before
        if obj.controller != now:
            set_controller(r, oid, now)
            back.append(r.name(oid))
    return back
