"""A card's play, an ability's activation, a card's entering or a declaration (an attack, a
block) replaced (`replace` with `instead`: RB 370.1.a, FOW 910.1, any event may be replaced),
read by the game's house policies (Rulebook.replaced_readings, RB HP.15-17, FOW HP.18-19,
HP.38-39, VW HP.23-28) where its rules leave open what the replaced event leaves behind, or by its
rules where they answer (a reading with no policy: FOW 910.1 and 702.3a for a card's entering,
FOW 910.1 for a spell's cancel; VW HP.28 reads a registered card's cancel: `cancel_stands`).

- A play or an activation is replaced once its costs are paid (a card is played only once the
  whole process is done, RB 350.1, FOW 903.2o, and a replacement applies before its event,
  RB 370.1.c): the item never goes ahead, its costs stay paid, and a card goes to its owner's
  graveyard as a cancelled one does; or, by the game's other option, as the process begins,
  nothing paid. A declaration likewise: once what it costs is done, or as it begins (the game
  says what the declaration not made leaves behind).
- A card whose entering the board is replaced stays where it was (the zone change never
  happens), or goes to its owner's graveyard; from the stack (a permanent finishing its play)
  it goes to the graveyard either way, and a token that is nowhere yet is never made.

Each way nothing waiting for the replaced event triggers (RB 370.1.a.1, FOW 910.1).
"""

from __future__ import annotations

from judge.engine.copies import GONE
from judge.engine.declare import Refusal
from judge.engine.events import Event, EventKind
from judge.engine.reasons import Fizzle, Reason
from judge.engine.replacements import (
    not_replaceable_here,
    replaced,
    watching,
    would_replace,
)
from judge.engine.roles import Role
from judge.engine.trace import StepKind
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase, word

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.engine.table import Table


def reads(t: Table, event: str) -> bool:
    """Whether the game reads `event` replaced (by a house policy or by its rules)."""
    return event in t.game.replaced_readings and event in t.game.vocab.replaceable_events


def _policy(t: Table, event: str) -> str | None:
    """The house policy (its key) by which the game reads `event` replaced; None where its
    rules answer (the engine's default reading)."""
    reading = t.game.replaced_readings.get(event)
    return None if reading is None else reading[0]


def _decided_by(t: Table, event: str) -> tuple[str, ...]:
    """The house policy's id to cite for `event` replaced, if a policy reads it."""
    key = _policy(t, event)
    return () if key is None else (t.policy_id(key),)


def _cite_reading(t: Table, event: str) -> None:
    """`event` was replaced: the house policy that read it is cited, and the ruling depended on
    it (recorded only now, not whenever a replacement might have applied)."""
    key = _policy(t, event)
    if key is not None:
        t.policy(key)
        t.cite_also_rule(t.policy_id(key))


def _other(t: Table, event: str) -> bool:
    """Whether the scenario chose the game's other reading of `event` replaced (not recorded:
    `_cite_reading` records it once the event is replaced)."""
    reading = t.game.replaced_readings.get(event)
    return reading is not None and t.policy_in_force(reading[0]) == reading[1]


def _might_apply(t: Table) -> bool:
    return bool(t.state.replacements or t.static_sources)


def replaced_as_it_begins(t: Table, event: str, obj: GameObject) -> bool:
    """Under the game's other reading (RB HP.15 `unplayed`, RB HP.16 `unactivated`, FOW HP.18-19
    likewise, FOW HP.38-39 `not-declared`): whether a replacement replaced the play of `obj`
    (the activation of its ability, its attack or block) as it began. Then nothing is paid and
    nothing changes but what happened instead."""
    if not reads(t, event) or not _might_apply(t) or not _other(t, event):
        return False
    if not replaced(t, event, obj, anywhere=event == "played"):
        return False
    _cite_reading(t, event)
    w = t.game.words  # the game's words: a summon, a skill used (VW HP.25-26)
    said = {"played": Msg(w.play_replaced_said(obj.card.every_type())[2],
                          place=t.place_said(obj.zone, obj.owner)),
            "activated": Msg(w.activation_replaced_said()[2]),
            "attacked": Msg("{object} does not attack: nothing is paid for it, and it stays as "
                            "it was"),
            "blocked": Msg("{object} does not block: nothing is paid for it, and it stays as "
                           "it was")}[event]
    said.args.update(object=t.name(obj.id))
    t.step(StepKind.STATE_CHECK, said, (*_decided_by(t, event), *t.game.cite_optional(
        Role.REPLACED_EVENT)), actor=obj.controller)
    return True


def replaced_once_paid(t: Table, event: str, obj: GameObject, paid: Callable[[], None]
                       ) -> bool:
    """Under the game's default reading (RB HP.15 `trash`, RB HP.16 `costs-paid`, FOW HP.18-19
    likewise, FOW HP.38-39 `rested`): whether a replacement replaced the play of `obj` (the
    activation of its ability, its attack or block), its costs paid first (`paid` records
    them; a declaration pays them before it asks). The caller takes the item off the stack (or
    never puts it there); a card played goes to its owner's graveyard as a cancelled one does
    (`gone_unplayed`)."""
    if not reads(t, event) or not _might_apply(t) or _other(t, event):
        return False
    anywhere = event == "played"
    if not any(r.instead for r in watching(t, event, obj, anywhere=anywhere)):
        return False
    paid()  # the costs first: the replacement applies once they are paid (RB 370.1.c)
    replaced(t, event, obj, anywhere=anywhere)
    _cite_reading(t, event)
    return True


def gone_unplayed(t: Table, obj: GameObject) -> None:
    """A card whose play was replaced once paid for leaves the stack for its owner's graveyard
    without being played; what was paid stays paid (RB HP.15, as RB 425.1.c for a card
    countered; FOW HP.18, as FOW 1012.1)."""
    t.move(obj, t.graveyard_of(obj), how="unplayed")
    t.step(StepKind.STATE_CHECK, Msg(t.game.words.play_replaced_said(obj.card.every_type())[3],
                                     object=t.name(obj.id),
                                     zone=t.into_said(obj.zone, obj.owner)),
           (*_decided_by(t, "played"), *t.game.cite_optional(Role.CANCEL)),
           actor=obj.controller)


def not_activated(t: Table, obj: GameObject) -> None:
    """An ability whose activation was replaced once paid for does nothing (RB HP.16)."""
    t.step(StepKind.STATE_CHECK, Msg(t.game.words.activation_replaced_said()[3],
                                     object=t.name(obj.id)),
           _decided_by(t, "activated"), actor=obj.controller)


def entering_replaced(t: Table, obj: GameObject, zone: str, stack_zone: str) -> str | None:
    """`obj` is about to enter the board at `zone`: where it is instead, if a replacement
    replaced its entering (RB HP.17; FOW 910.1, 702.3a, the rules' reading), else None. It is
    watched as it would be there."""
    entered_zones = t.game.objects.entered_zones  # FOW: entering the field, not a ruler area
    if not reads(t, "entered") or not _might_apply(t) or (entered_zones and
                                                           zone not in entered_zones):
        return None
    if not replaced(t, "entered", _standing_in(obj, zone)):
        return None
    _cite_reading(t, "entered")
    came = obj.zone
    if came == GONE:  # a token not made yet is never made
        return GONE
    if came == stack_zone:  # it does not reach the board: from the stack to the graveyard
        t.cite_also_optional(Role.ENTERS_BOARD)
        return t.graveyard_of(obj)
    return t.graveyard_of(obj) if _other(t, "entered") else came


def _standing_in(obj: GameObject, zone: str) -> GameObject:
    """A stand-in for `obj` where it would be, for the filters that look at the board."""
    from judge.record import replace as changed

    return changed(obj, zone=zone)


def cancel_stands(t: Table, obj: GameObject) -> bool:
    """A cancel of the item whose card is `obj` is about to happen: whether it goes ahead all
    the same though a replacement watches it (VW HP.28 `cancelled`: the "instead" does nothing
    for it). Where a replacement watches it and a house policy reads it, the policy is cited on
    the step that follows (the replacement's, VW HP.28 `stays`, or the cancel's); a game whose
    rules answer (FOW 910.1) has no policy, and the replacement applies (`cancel_replaced`)."""
    key = _policy(t, "cancelled")
    if key is None or not reads(t, "cancelled") \
            or not would_replace(t, "cancelled", obj, anywhere=True):
        return False
    _cite_reading(t, "cancelled")  # one watches it: the ruling depends on the policy
    return _other(t, "cancelled")


def rest_cost_refused(t: Table, obj: GameObject) -> bool:
    """Under the game's other reading of a rest cost replaced (VW HP.23 `refused`): whether a
    replacement would replace the exhausting of `obj` that pays a cost, so that the cost cannot
    be paid (the card would not become exhausted) and the play is not allowed."""
    reading = t.game.replaced_readings.get("exhausted")
    if reading is None or not reads(t, "exhausted") or not would_replace(t, "exhausted", obj):
        return False
    return t.policy_is(*reading)  # one watches it: the ruling depends on the policy


def rest_cost_refusal(t: Table, obj: GameObject, *rules: str) -> Refusal | None:
    """Why `obj` cannot be exhausted to pay a cost under the game's other reading of a rest cost
    replaced (VW HP.23 `refused`), citing that policy and `rules` (the cost's), or None."""
    if not rest_cost_refused(t, obj):
        return None
    key = _policy(t, "exhausted")
    assert key is not None  # `rest_cost_refused`: the game reads it by a policy
    return Refusal(phrase(Msg("a replacement effect would replace {object} becoming {state}, so "
                              "it cannot be {state} to pay the cost", object=t.name(obj.id),
                              state=word(t.game.words.exhausted))), (t.policy_id(key), *rules))


def rest_cost_paid(t: Table) -> None:
    """A rest cost replaced stays paid: the game's rule where it has one (FOW 903.2l-2,
    RB 357.2.a: `Role.REPLACED_COST`), else the house policy by which it reads it (VW HP.23
    `paid`)."""
    if reads(t, "exhausted") and _policy(t, "exhausted") is not None:
        _cite_reading(t, "exhausted")
    else:
        t.cite_also_optional(Role.REPLACED_COST)


def resolution_replaced(t: Table, item: StackItem) -> bool:
    """`item` is about to resolve, its targets checked (one whose targets have all gone does not
    resolve, so nothing replaces its resolution): whether a replacement with `instead` watching
    its card (an ability: its source), wherever it is, made something else happen instead.
    Then it does not resolve (FOW 910.1, RB 370.1.a.1): none of its instructions happen, nothing
    waiting for it to resolve triggers, and it leaves the stack as one that did not resolve, its
    card to its owner's graveyard (unless the instead moved it) with what was paid for it
    paid. Whether that is the item being cancelled (countered) the rules do not say: the
    game's house policy (FOW HP.13, RB HP.12, VW HP.29) reads it as neither resolved nor
    cancelled (`replaced`), or as cancelled by the replacement (`cancelled`). A copy on the
    stack is not its card (FOW 1017.3, its controller may be another): `copy_watched`."""
    if not reads(t, "resolved") or not _might_apply(t):
        return False
    obj = t.state.objects.get(item.source or "")
    if obj is None or copy_watched(t, "resolved", item, obj):
        return False
    first = next((r for r in watching(t, "resolved", obj, anywhere=True) if r.instead), None)
    if first is None or not replaced(t, "resolved", obj, cause=item.id, anywhere=True,
                                     named=t.item_label(item)):
        return False
    found = _resolution_read(t, item, first.source or first.origin, first.origin)
    t.fizzle(item, found.reason, found.text, found.citations, by=found.by, outcome=found.outcome)
    return True


def _resolution_read(t: Table, item: StackItem, by: str, origin: str | None,
                     rules: tuple[str, ...] = ()) -> Fizzle:
    """`item`'s resolution was replaced by a replacement of `by`: how the game's house policy
    reads it (RB HP.12, FOW HP.13, VW HP.29): neither resolved nor cancelled (`replaced`), or
    cancelled by the replacement, so what waits for a cancel sees it. `rules`: cited first."""
    _cite_reading(t, "resolved")
    if _other(t, "resolved"):  # read as a cancel by the replacement: what waits for one sees it
        t.emit(EventKind.CANCELLED, Msg("{item} cancelled", item=item.name),
               obj=copy_event_object(t, EventKind.CANCELLED, item), item=item.id, cause=origin)
        said = Msg("{cancelled} by a replacement effect of {source}",
                   cancelled=word(t.game.cancel_words[1]), source=t.name(by))
        outcome, reason = t.game.cancel_words[1], Reason.CANCELLED
    else:
        said = Msg("a replacement effect of {source} made something else happen instead",
                   source=t.name(by))
        outcome, reason = "replaced", Reason.REPLACED
    return Fizzle(item.id, reason, phrase(said), (*rules, *_decided_by(t, "resolved"),
                                                  *t.game.cite_optional(Role.REPLACED_EVENT)),
                  by=by, outcome=outcome)


def at_once_replaced(t: Table, item: StackItem, obj: GameObject) -> Fizzle | None:
    """`item`, an ability of `obj` that takes effect at once off the stack (FOW 907.3: a will
    ability), is about to resolve: if a replacement with `instead` watching its source made
    something else happen instead, what the ruling says (its reason, citations, the replacement's
    maker). The game reads it by its rules (`Rulebook.at_once_replaced_rules`; FOW 910.1: none
    of its instructions happen, no will is produced; FOW 903.2o: it was played all the same, what
    was paid staying paid; never on the chase, it is not cancelled, 1012.1, so FOW HP.13 does
    not read it); a game that has not read it is an honest exit 3."""
    rules = t.game.at_once_replaced_rules
    if not rules:
        not_replaceable_here(t, "resolved", obj, "the source of an ability that takes effect "
                             "at once", anywhere=True)
        return None
    if not _might_apply(t):
        return None
    first = next((r for r in watching(t, "resolved", obj, anywhere=True) if r.instead), None)
    if first is None or not replaced(t, "resolved", obj, cause=item.id, anywhere=True,
                                     named=t.item_label(item)):
        return None
    by = first.source or first.origin
    if t.game.at_once_on_stack and reads(t, "resolved"):  # RB 337.2: a chain item all the same
        return _resolution_read(t, item, by, first.origin, rules)
    said = phrase(Msg("a replacement effect of {source} made something else happen instead; "
                      "it was played all the same", source=t.name(by)))
    return Fizzle(item.id, Reason.REPLACED, said,
                  (*rules, *t.game.cite_optional(Role.REPLACED_EVENT)), by=by, outcome="replaced")


def copy_watched(t: Table, event: str, item: StackItem, obj: GameObject) -> bool:
    """Whether `item` is a copy, whose `event` no replacement watching its card `obj` replaces.
    A copy on the stack is not its card (FOW 1017.3) and may have another controller: a game
    reads card text about a card's resolution or cancel by its house policy
    (`Rulebook.copy_watched_policy`, FOW HP.14): by default the text does not watch the copy
    (the step says so), or, by the other option, it watches the copy as its card (False: the
    caller asks the replacement). A game with no policy is an honest exit 3."""
    if not item.extra.get("copy"):
        return False
    reading = t.game.copy_watched_policy
    if reading is None:
        not_replaceable_here(t, event, obj, "the card of a copy on the stack", anywhere=True)
        return True
    if not _might_apply(t) or not any(r.instead for r in watching(t, event, obj, anywhere=True)):
        return True  # nothing watches the card: no reading decides
    key, watched = reading
    t.policy(key)
    if t.policy_in_force(key) == watched:
        t.cite_also_rule(t.policy_id(key))
        return False
    # the copy goes ahead as usual: its step cites the reading, and a note says why
    t.cite_also_rule(t.policy_id(key))
    t.cite_also_optional(Role.COPY)
    t.note(phrase(Msg("{item} is a copy, not {card}: a replacement effect watching {card} does "
                      "not watch it", item=t.item_label(item), card=t.name(obj.id))),
           (t.policy_id(key), *t.game.cite_optional(Role.COPY)))
    return True


def copy_event_object(t: Table, kind: EventKind, item: StackItem) -> str | None:
    """The object `item`'s `kind` event (countered, cancelled, resolved) happens to: its card
    (an ability: its source), unless `item` is a copy, which is not its card (FOW 1017.3; RB
    427.3.a: an instance of its own). Whether what triggers on the card sees its copy the game
    reads as its replacements do (`Rulebook.copy_watched_policy`, FOW HP.14, RB HP.31): by
    default it does not (the event is of no object, and a note says why), or, by the other
    option, it is the card's. The policy is cited where a trigger waits for the card's event."""
    reading = t.game.copy_watched_policy
    if not item.extra.get("copy") or reading is None or item.source is None:
        return item.source
    as_card = Event(kind, "", item.source, item.controller if kind is EventKind.RESOLVED
                    else None, item=item.id)
    if not t.watched_by_a_trigger(as_card):
        return None if t.policy_in_force(reading[0]) != reading[1] else item.source
    key, watched = reading
    t.policy(key)
    t.cite_also_rule(t.policy_id(key))
    if t.policy_in_force(key) == watched:
        return item.source
    t.note(phrase(Msg("{item} is a copy, not {card}: what triggers on {card} does not see it",
                      item=t.item_label(item), card=t.name(item.source))),
           (t.policy_id(key), *t.game.cite_optional(Role.COPY)))
    return None
