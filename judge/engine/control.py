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
from judge.model.state import ControlChange, GameObject, StackItem
from judge.msg import Items, Msg, phrase, word
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import ClassVar

    from judge.engine.conditions import Condition
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
    while_: Condition | None = arg(optional("condition", "\"for as long as ...\": it lasts "
                                            "while this holds, and ends the first time it does "
                                            "not"), None, key="while")


def gain_control(r: Table, item: StackItem, e: GainControl) -> str | None:
    from judge.engine.refs import refs

    players = [p for p in refs(r, item, e.player) if p in r.state.players]
    named = refs(r, item, e.target)
    abilities = [it for i in named if i not in r.state.objects
                 and (it := r.state.item(i)) is not None]
    if abilities and not r.game.cite_optional(Role.ABILITY_TAKEN):
        # a game whose rules say nothing of an ability changing hands on the stack: an honest
        # exit 3, not "nothing happens"
        from judge.errors import Problem, UnsupportedMechanic

        raise UnsupportedMechanic(Problem(
            r.scenario.file, 0, 0, "effect", f"{item.name} would gain control of "
            f"{r.item_label(abilities[0])}, an ability {r.game.words.on_stack()}: "
            "judge does not model control changes of abilities in this game"))
    ids = [i for i in named if i in r.state.objects]
    if not players or not ids + abilities:
        return None
    from judge.engine.conditions import holds

    if e.while_ is not None and not holds(r, item, e.while_):
        return _never_made(r, e.while_)
    source = None
    if e.duration == UNTIL_SOURCE_LEAVES:
        source = item.source
        if not source_on_board(r, item):  # over before it began: never made (RB 359.3.e.16)
            r.cite_also_optional(Role.DURATION_OVER)
            kept = r.game.source_stays_in
            if kept:  # FOW 909.8: "as long as this card is in the field"
                return phrase(Msg("nothing: {source} is not in the {zone}, so \"as long as it "
                                  "is\" is already over", source=r.name(source or ""),
                                  zone=word(r.zone_name(kept[0]))))
            return phrase(Msg("nothing: {source} has left the board, so \"until it leaves\" is "
                              "already over", source=r.name(source or "")))
    # "for as long as there are two units there": "there" bound to the target as it is made
    from judge.engine.conditions import bound_to_targets

    condition = bound_to_targets(r, item, e.while_) if e.while_ is not None else None
    taken = []
    for oid in ids:  # the set is fixed now (FOW 909.4a): later arrivals are not covered
        obj = r.state.objects[oid]
        before = next((c.before for c in r.state.control_changes
                       if c.object == oid and c.incarnation == obj.incarnation),
                      obj.controller)
        r.state.control_changes.append(ControlChange(
            r.state.new_id(f"{item.id}.control"), oid, obj.incarnation, players[0], before,
            e.duration, source, condition, item if e.while_ is not None else None))
        if obj.controller != players[0]:
            set_controller(r, obj.id, players[0])
            obj.last_change = item.id
            taken.append(r.name(oid))
            if any(a.kind == "static" for a in obj.card.abilities):
                r.cite_also_optional(Role.YOU_IS_CONTROLLER)  # its "you" is the taker now
            mark = r.game.objects.entered_mark
            if mark is not None:  # not under its new controller since the turn began (FOW 718.2a)
                only_taken = r.game.objects.taken_mark
                if only_taken is not None and not obj.extra.get(mark):
                    obj.extra[only_taken] = True  # but it did not enter the board (FOW 1181.2)
                obj.extra[mark] = True
    taken += _take_abilities(r, item, abilities, players[0], e, source)
    r.changed()
    r.cite_also_optional(Role.GAIN_CONTROL)
    if _attached_kept_apart(r, ids, players[0]):
        r.cite_also_optional(Role.ATTACHED_CONTROL_APART)
        apart = r.game.cite_optional(Role.ATTACHED_CONTROL_APART)
        for o in r.state.objects.values():  # said of each, where its own answer looks for why
            if apart and o.attached_to in ids and o.controller != players[0]:
                r.note(phrase(Msg("{object} stays {player}'s: gaining control of {host} does "
                                  "not take what is attached to it", object=r.name(o.id),
                                  player=o.controller, host=r.name(o.attached_to or ""))),
                       apart)
    lasting = Msg("while its condition holds") if e.while_ is not None else \
        Msg("until end of turn") if e.duration == "turn" else \
        Msg("for the rest of the game") if e.duration == "permanent" else \
        _until_leaves(r, source) if source is not None else \
        Msg("until the end of the {duration}", duration=e.duration)
    return phrase(Msg("{player} gains control of {objects} ({lasting})", player=players[0],
                      objects=Items(taken, commas=True) if taken else Msg("nothing new"),
                      lasting=lasting))


def _until_leaves(r: Table, source: str) -> Msg:
    """How long a change lasting until its source leaves does: the board, or the zone the
    game's words name (FOW 909.4a: "as long as this card is in the field")."""
    kept = r.game.source_stays_in
    if kept:
        return Msg("as long as {source} is in the {zone}", source=r.name(source),
                   zone=word(r.zone_name(kept[0])))
    return Msg("until {source} leaves the board", source=r.name(source))


#: `StackItem.extra` key: a control change covers this ability on the stack (RB 359.3.f.4)
CONTROL_TAKEN = "control_taken"
#: An item's mark: an ability whose card changed controller while it waited, whose controller
#: the game's house policy said (Vocabulary.ability_control: it followed its card, or stayed).
CONTROL_POLICY = "control_policy"


def _take_abilities(r: Table, item: StackItem, abilities: list[StackItem], player: str,
                    e: GainControl, source: str | None) -> list[str]:
    """`player` gains control of abilities waiting on the stack: an ability there is a game
    object (RB 123) and being in control is the same status for it as for any other (RB
    192.1), so it is the taker's item now, whatever its source does (RB 191.4.b): the taker
    gets priority as its controller, its "you" is the taker and its "enemy" and "friendly" are
    judged against the taker as it resolves (RB 359.3.f.4). The targets and modes chosen as it
    was put on the stack stay (RB 191.4.c-d: chosen then, by its controller then). The labels
    of those that changed hands."""
    taken = []
    for ability in abilities:
        before = next((c.before for c in r.state.control_changes if c.object == ability.id),
                      ability.controller)
        r.state.control_changes.append(ControlChange(
            r.state.new_id(f"{item.id}.control"), ability.id, 0, player, before, e.duration,
            source, e.while_, item if e.while_ is not None else None))
        if ability.controller != player:
            ability.controller = player
            ability.extra[CONTROL_TAKEN] = True
            taken.append(r.item_label(ability))
    if abilities:
        r.cite_also_optional(Role.ABILITY_TAKEN)
    return taken


def _never_made(r: Table, condition: Condition) -> str:
    """A control change "for as long as" a condition that no longer holds as it would begin:
    its window is over before it opens (RB 390.4), so it is never made (RB 359.3.e.16)."""
    from judge.engine.conditions import not_done, said_words

    r.cite_also_optional(Role.CONTROL_WHILE)
    r.cite_also_optional(Role.DURATION_OVER)
    return not_done(Msg("its effect is not created: it would last while {condition}, "
                        "which no longer holds", condition=said_words(condition)))


def end_lapsed_control(r: Table) -> list[str]:
    """Control changes "for as long as" a condition end the first time it does not hold
    (RB 390.4: the effect that starts them says their window); each object goes to the latest
    change still in force, else its controller before them, as when any change ends. What
    changed hands, each with its controller now."""
    from judge.engine.conditions import Condition, holds

    ending = [c for c in r.state.control_changes if isinstance(c.condition, Condition)
              and c.seen_from is not None and not holds(r, c.seen_from, c.condition)]
    if not ending:
        return []
    r.cite_also_optional(Role.CONTROL_WHILE)
    moved = _end_changes(r, ending)
    r.changed()
    return [f"{_label(r, oid)} goes to {_controlled(r, oid).controller}" for oid in moved]


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
    _abilities_follow(r, oid, player)


def _abilities_follow(r: Table, oid: str, player: str) -> None:
    """The abilities of card `oid` waiting on the stack, where the game's house policy has an
    ability's controller be its card's (Vocabulary.ability_control, `follows-card`): theirs
    now too; a control change of the ability itself (CONTROL_TAKEN) is not undone. Each is
    marked (CONTROL_POLICY): the policy decided whose it is, which its resolution cites."""
    key = r.game.vocab.ability_control
    waiting = [it for it in r.state.stack if it.kind != "card" and it.source == oid
               and it.id != oid and not it.extra.get(CONTROL_TAKEN)]
    if not key or not waiting:
        return
    follows = r.policy_is(key, "follows-card")
    for ability in waiting:  # (its resolution cites the policy, which decided whose it is)
        if ability.controller != player:
            ability.extra[CONTROL_POLICY] = True
        if follows:
            ability.controller = player


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
    """Whether the item's source is on the board (in the zones the game's "until it leaves"
    names, `Rulebook.source_stays_in`), the same object it was as the item began."""
    from judge.engine.refs import same_source

    obj = r.state.objects.get(item.source or "")
    return obj is not None and obj.id in r.board and same_source(r, item) and \
        stays_in(r, obj.zone)


def stays_in(r: Table, zone: str) -> bool:
    """Whether an object in `zone` is where a change lasting until it leaves wants it: the
    game's `source_stays_in` zones, else anywhere on the board."""
    kept = r.game.source_stays_in
    return not kept or zone in kept


def end_control(r: Table, duration: str) -> list[str]:
    """Control changes of `duration` end: each object they covered goes back to the latest
    change still in force, or to its controller before them. The names of those that moved."""
    moved = _end_changes(r, [c for c in r.state.control_changes if c.duration == duration])
    return [_label(r, oid) for oid in moved]


def end_control_of(r: Table, source: str) -> list[str]:
    """`source` left the board: the control changes lasting until it leaves end, each object
    (or ability on the stack) going to the latest change still in force (RB 480.3: the latest
    timestamp wins), or to its controller before them (riftboundfaq Akshan
    #dual-akshan-control)."""
    ending = [c for c in r.state.control_changes if c.source == source]
    if ending:
        r.cite_also_optional(Role.DURATION_OVER)
    return [f"{_label(r, oid)} goes to {_controlled(r, oid).controller}"
            for oid in _end_changes(r, ending)]


def _controlled(r: Table, oid: str) -> GameObject | StackItem:
    """What a control change covers: an object, or an ability waiting on the stack."""
    return r.state.objects.get(oid) or r.state.item(oid) or r.state.objects[oid]


def _label(r: Table, oid: str) -> str:
    it = _controlled(r, oid)
    return r.item_label(it) if isinstance(it, StackItem) else r.name(oid)


def _end_changes(r: Table, ending: list[ControlChange]) -> list[str]:
    """End `ending`; the ids of what changed hands as they ended."""
    st = r.state
    if not ending:
        return []
    st.control_changes[:] = [c for c in st.control_changes if c not in ending]
    back = []
    for oid in dict.fromkeys(c.object for c in ending):
        ability = None if oid in st.objects else st.item(oid)
        if ability is not None:  # an ability still on the stack goes back too (RB 359.3.f.4)
            left = [c for c in st.control_changes if c.object == oid]
            now = left[-1].player if left else next(c for c in ending if c.object == oid).before
            if not left:  # its own controller's again: no longer a taken ability
                ability.extra.pop(CONTROL_TAKEN, None)
            if ability.controller != now:
                ability.controller = now
                back.append(oid)
            continue
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
            back.append(oid)
    return back
