"""Limited-use triggered abilities: "once each turn" / "N times each turn" (RB 383.3.e; FOW
104.1 with 1015.1: "this ability triggers only once per turn", where the use is the triggering,
`Rulebook.limited_use_at_trigger`, and the waiting-trigger question below never comes up).

Such an ability is performed at most that many times a turn; once it has been, its condition
being met again does not trigger it (RB 383.3.e.1). A use is the ability finalized onto the
stack, which is when its controller chooses to perform a "you may" one (RB 383.3.e.2.a): one
declined then counts as not having triggered and leaves its use for a later event (RB 383.3.a.2,
RB 383.3.e.2.b), and so does one removed before it is finalized (no legal target, a cost
refused). A use is not given back if the item is countered later: it was performed.

The uses are counted per object (`GameState.limited_uses`, keyed by the object's incarnation: a
card that changes zones is a new object, RB 109, with its uses again) and per turn (the turn
number is part of the key). The triggers that wait to be finalized are counted too
(`limited_waiting`), for the point the rules leave open: the condition met again while the
uses left are all claimed by waiting triggers (the game's house policy,
`Rulebook.limited_use_policy`, RB HP.38).
"""

from __future__ import annotations

from judge.engine.declare import Refusal
from judge.engine.roles import Role
from judge.engine.trace import StepKind
from judge.model.args import Arg
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.engine.table import Table
    from judge.model.cards import AbilityDef, CardDef
    from judge.model.state import GameObject, PendingTrigger

    Key = tuple[str, int, str, int]


#: An object key: how many times each of its "once / N times each turn" abilities was
#: performed earlier this turn, before the file's moment (`earlier_uses`); a game whose rules
#: limit abilities so declares it.
USED_THIS_TURN = "used_this_turn"
USE_COUNT_KEYS = {
    USED_THIS_TURN: Arg("map", keys=Arg("str"), of=Arg("int", minimum=1),
                        doc="how many times each of its \"once / N times each turn\" "
                        "abilities (by name) was performed earlier this turn, before the "
                        "file's moment (default none): `{Tally: 1}`"),
}


def earlier_uses(obj: GameObject | None, ability: AbilityDef) -> int:
    """How many times the file says the ability was performed this turn before its moment
    (the object key `used_this_turn`, dropped as the turn changes: engine/board.py)."""
    before = obj.extra.get(USED_THIS_TURN) if obj is not None else None
    n = before.get(ability.name, 0) if isinstance(before, dict) else 0
    return n if isinstance(n, int) else 0


def key_of(t: Table, obj: GameObject, ability: AbilityDef) -> Key:
    """The object (as this incarnation), the ability and the turn its uses are counted for."""
    return (obj.id, obj.incarnation, ability.name, t.state.turn_number)


def may_trigger(t: Table, obj: GameObject, ability: AbilityDef) -> Key | None:
    """As the condition of a limited-use ability of `obj` is met: the key its trigger waits
    under, or None if it does not trigger (used up this turn, RB 383.3.e.1; or, by the house
    policy, every use left already claimed by a trigger waiting to be finalized)."""
    state = t.state
    most = ability.each_turn
    assert most is not None
    key = key_of(t, obj, ability)
    used = state.limited_uses.get(key, 0) + earlier_uses(obj, ability)
    at_trigger = t.game.limited_use_at_trigger
    if at_trigger:  # a use is its triggering (FOW 1015.1, 906.4)
        if used >= most:
            t.note(phrase(Msg("{ability} of {object} does not trigger: it triggers at most "
                              "once each turn, and it has triggered this turn",
                              plural="{ability} of {object} does not trigger: it triggers at "
                              "most {n} times each turn, and it has triggered {n} times this "
                              "turn", ability=ability.name, object=t.name(obj.id), n=most)),
                   (*t.game.cite_optional(Role.LIMITED_USE), *at_trigger))
            return None
        state.limited_uses[key] = state.limited_uses.get(key, 0) + 1
        return key
    waiting = state.limited_waiting.get(key, 0)
    if used >= most:
        t.note(phrase(Msg("{ability} of {object} does not trigger: it is performed at most once "
                          "each turn, and it has been",
                          plural="{ability} of {object} does not trigger: it is performed at "
                          "most {n} times each turn, and it has been", ability=ability.name,
                          object=t.name(obj.id), n=most)),
               t.game.cite_optional(Role.LIMITED_USE))
        return None
    policy = t.game.limited_use_policy
    if used + waiting >= most and policy is not None and t.policy_is(*policy):
        t.note(phrase(Msg("{ability} of {object} does not trigger: each use it has left this "
                          "turn is claimed by a trigger of it waiting to be finalized",
                          ability=ability.name, object=t.name(obj.id))),
               (*t.game.cite_optional(Role.LIMITED_USE), t.policy_id(policy[0])))
        return None
    state.limited_waiting[key] = waiting + 1
    return key


def finalizing(t: Table, pt: PendingTrigger, item_id: str) -> bool:
    """A waiting limited-use trigger comes to be finalized: it no longer waits; whether it may
    still be performed (False: its uses went to others of it finalized first, so it is taken
    off the stack, RB 383.3.e.1, and counts as not having triggered: the house policy's
    default reading, RB HP.38)."""
    key = pt.limit_key
    assert key is not None and pt.ability.each_turn is not None
    if t.game.limited_use_at_trigger:  # its use was spent as it triggered
        return True
    state = t.state
    state.limited_waiting[key] = max(0, state.limited_waiting.get(key, 0) - 1)
    source = state.objects.get(pt.source)
    before = earlier_uses(source, pt.ability) if source is not None and \
        source.incarnation == key[1] and state.turn_number == key[3] else 0
    if state.limited_uses.get(key, 0) + before < pt.ability.each_turn:
        return True
    policy = t.game.limited_use_policy
    t.step(StepKind.TRIGGER, Msg("{source}'s {ability} ({item}) is taken off: it is performed "
                                 "at most once each turn, and another of it finalized first has "
                                 "been; it counts as not having triggered",
                                 plural="{source}'s {ability} ({item}) is taken off: it is "
                                 "performed at most {n} times each turn, and others of it "
                                 "finalized first have been; it counts as not having triggered",
                                 source=t.name(pt.source), ability=pt.ability.name, item=item_id,
                                 n=pt.ability.each_turn),
           (*t.game.cite_optional(Role.LIMITED_USE),
            *((t.policy_id(policy[0]),) if policy is not None else ())), actor=pt.controller)
    return False


def performed(t: Table, pt: PendingTrigger) -> tuple[str, ...]:
    """A limited-use trigger was finalized onto the stack: one of its uses this turn is spent
    (RB 383.3.e.1; a "you may" one, chosen to be performed as it finalized, RB 383.3.e.2.a).
    The rules its trigger step cites for it."""
    key = pt.limit_key
    assert key is not None
    if t.game.limited_use_at_trigger:  # spent as it triggered (FOW 1015.1)
        obj, _, name, turn = key
        again = any(k[0] == obj and k[2] == name and k[3] == turn and k[1] != key[1] and n > 0
                    for k, n in t.state.limited_uses.items())
        # used up by the card it was before it moved: this is a new object (FOW 302.3)
        return (*t.game.cite_optional(Role.LIMITED_USE), *t.game.limited_use_at_trigger,
                *(t.game.new_object_rules if again else ()))
    t.state.limited_uses[key] = t.state.limited_uses.get(key, 0) + 1
    chosen = t.game.cite_optional(Role.LIMITED_USE_CHOSEN) if pt.ability.optional else ()
    return (*t.game.cite_optional(Role.LIMITED_USE), *chosen)


def activation_refusal(t: Table, obj: GameObject, ability: AbilityDef) -> Refusal | None:
    """A "once / N times each turn" activated ability its controller has activated that many
    times this turn (counted by `activated`, and those the file says were before its moment):
    it may not be activated again until the next turn (Role.LIMITED_ACTIVATION: FOW 104.1)."""
    most = ability.each_turn
    if most is None:
        return None
    used = t.state.limited_uses.get(key_of(t, obj, ability), 0) + earlier_uses(obj, ability)
    if used < most:
        return None
    return Refusal(phrase(Msg("{ability} of {object} may be activated at most once each turn, "
                              "and it has been this turn",
                              plural="{ability} of {object} may be activated at most {n} times "
                              "each turn, and it has been this turn", ability=ability.name,
                              object=t.name(obj.id), n=most)),
                   t.game.cite_optional(Role.LIMITED_ACTIVATION))


def activated(t: Table, obj: GameObject, ability: AbilityDef) -> None:
    """A limited activated ability was activated: one of its uses this turn is spent, whatever
    becomes of it after (cancelled, its target gone)."""
    if ability.each_turn is not None:
        key = key_of(t, obj, ability)
        t.state.limited_uses[key] = t.state.limited_uses.get(key, 0) + 1
        t.cite_also_optional(Role.LIMITED_ACTIVATION)  # its step says a use is spent


def spent_rules(t: Table, pt: PendingTrigger) -> tuple[str, ...]:
    """The rules by which a limited-use trigger that is not put on the stack (no legal target,
    declined) has used it up all the same: where a use is its triggering (FOW 1015.1)."""
    if pt.limit_key is None or not t.game.limited_use_at_trigger:
        return ()
    return (*t.game.cite_optional(Role.LIMITED_USE), *t.game.limited_use_at_trigger)


def declined_rules(t: Table, pt: PendingTrigger) -> tuple[str, ...]:
    """A limited-use trigger declined as it finalizes: its use is left for later (RB
    383.3.e.2.b)."""
    return t.game.cite_optional(Role.LIMITED_USE_DECLINED) if pt.limit_key is not None else ()


def check_used_this_turn(card: CardDef, used: dict[str, object], path: tuple[str | int, ...],
                         problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """`used_this_turn: {ability: n}` names "once / N times each turn" abilities of the card
    (RB 383.3.e), or a static ability's replacement limited so, each used at most as many times
    as it may be: anything else would change nothing, or say what cannot be."""
    limits = {a.name: a.each_turn for a in (*card.abilities, *card.gives)
              if a.each_turn is not None}
    limits |= {a.name: n for a in card.abilities if a.kind == "static" for e in a.effect
               if e.kind == "replace" and isinstance(n := getattr(e, "each_turn", None), int)}
    for name, n in used.items():
        where = (*path, "used_this_turn", name)
        if name not in limits:
            problem(where, f"{card.name} has no \"once / N times each turn\" ability named "
                    f"{name!r} (`each_turn`)" + (f"; it has {', '.join(limits)}" if limits
                                                 else ""))
        elif isinstance(n, int) and n > (most := limits[name] or 0):
            problem(where, f"{name} is performed at most {most} time{'s' if most != 1 else ''}"
                    f" each turn, not {n}")
