"""A card's play, an ability's activation or a card's entering replaced (`replace` with
`instead`: RB 370.1.a, any event may be replaced), read by the game's house policies
(Rulebook.replaced_readings, RB HP.15-17) where its rules leave open what the replaced event
leaves behind.

- A play or an activation is replaced once its costs are paid (a card is played only once the
  whole process is done, RB 350.1, and a replacement applies before its event, RB 370.1.c):
  the item never goes ahead, its costs stay paid, and a card goes to its owner's graveyard as
  a cancelled one does; or, by the game's other option, as the process begins, nothing paid.
- A card whose entering the board is replaced stays where it was (the zone change never
  happens), or goes to its owner's graveyard; from the stack (a permanent finishing its play)
  it goes to the graveyard either way, and a token that is nowhere yet is never made.

Each way nothing waiting for the replaced event triggers (RB 370.1.a.1).
"""

from __future__ import annotations

from judge.engine.copies import GONE
from judge.engine.declare import Refusal
from judge.engine.replacements import replaced, watching, would_replace
from judge.engine.roles import Role
from judge.engine.trace import StepKind
from judge.model.state import GameObject
from judge.msg import Msg, phrase, word

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.engine.table import Table


def reads(t: Table, event: str) -> str | None:
    """The house policy (its key) by which the game reads `event` replaced, if it replaces it."""
    reading = t.game.replaced_readings.get(event)
    if reading is None or event not in t.game.vocab.replaceable_events:
        return None
    return reading[0]


def _other(t: Table, event: str) -> bool:
    """Whether the scenario chose the game's other reading of `event` replaced."""
    key, option = t.game.replaced_readings[event]
    return t.policy_is(key, option)


def _might_apply(t: Table) -> bool:
    return bool(t.state.replacements or t.static_sources)


def replaced_as_it_begins(t: Table, event: str, obj: GameObject) -> bool:
    """Under the game's other reading (RB HP.15 `unplayed`, RB HP.16 `unactivated`): whether a
    replacement replaced the play of `obj` (or the activation of its ability) as it began.
    Then nothing is paid and nothing changes but what happened instead."""
    key = reads(t, event)
    if key is None or not _might_apply(t) or not _other(t, event):
        return False
    if not replaced(t, event, obj, anywhere=event == "played"):
        return False
    t.cite_also_rule(t.policy_id(key))
    said = Msg("{object} is not played: it stays {place}, and nothing is paid for it",
               object=t.name(obj.id), place=t.place_said(obj.zone, obj.owner)) \
        if event == "played" else \
        Msg("{object}'s ability is not activated: nothing is paid for it", object=t.name(obj.id))
    t.step(StepKind.STATE_CHECK, said, (t.policy_id(key), *t.game.cite_optional(
        Role.REPLACED_EVENT)), actor=obj.controller)
    return True


def replaced_once_paid(t: Table, event: str, obj: GameObject, paid: Callable[[], None]
                       ) -> bool:
    """Under the game's default reading (RB HP.15 `trash`, RB HP.16 `costs-paid`): whether a
    replacement replaced the play of `obj` (or the activation of its ability), its costs paid
    first (`paid` records them). The caller takes the item off the stack (or never puts it
    there); a card played goes to its owner's graveyard as a cancelled one does
    (`gone_unplayed`)."""
    key = reads(t, event)
    if key is None or not _might_apply(t) or _other(t, event):
        return False
    anywhere = event == "played"
    if not any(r.instead for r in watching(t, event, obj, anywhere=anywhere)):
        return False
    paid()  # the costs first: the replacement applies once they are paid (RB 370.1.c)
    replaced(t, event, obj, anywhere=anywhere)
    t.cite_also_rule(t.policy_id(key))
    return True


def gone_unplayed(t: Table, obj: GameObject) -> None:
    """A card whose play was replaced once paid for leaves the stack for its owner's graveyard
    without being played; what was paid stays paid (RB HP.15, as RB 425.1.c for a card
    countered)."""
    key = reads(t, "played")
    assert key is not None
    t.move(obj, t.graveyard_of(obj), how="unplayed")
    t.step(StepKind.STATE_CHECK, Msg("{object} is not played: it goes to {zone}, and what was "
                                     "paid stays paid", object=t.name(obj.id),
                                     zone=t.into_said(obj.zone, obj.owner)),
           (t.policy_id(key), *t.game.cite_optional(Role.CANCEL)), actor=obj.controller)


def not_activated(t: Table, obj: GameObject) -> None:
    """An ability whose activation was replaced once paid for does nothing (RB HP.16)."""
    key = reads(t, "activated")
    assert key is not None
    t.step(StepKind.STATE_CHECK, Msg("{object}'s ability is not activated: it does nothing, and "
                                     "what was paid stays paid", object=t.name(obj.id)),
           (t.policy_id(key),), actor=obj.controller)


def entering_replaced(t: Table, obj: GameObject, zone: str, stack_zone: str) -> str | None:
    """`obj` is about to enter the board at `zone`: where it is instead, if a replacement
    replaced its entering (RB HP.17), else None. It is watched as it would be there."""
    key = reads(t, "entered")
    if key is None or not _might_apply(t):
        return None
    if not replaced(t, "entered", _standing_in(obj, zone)):
        return None
    t.cite_also_rule(t.policy_id(key))
    came = obj.zone
    if came == GONE:  # a token not made yet is never made
        return GONE
    if came == stack_zone or _other(t, "entered"):
        return t.graveyard_of(obj)
    return came


def _standing_in(obj: GameObject, zone: str) -> GameObject:
    """A stand-in for `obj` where it would be, for the filters that look at the board."""
    from judge.record import replace as changed

    return changed(obj, zone=zone)


def rest_cost_refused(t: Table, obj: GameObject) -> bool:
    """Under the game's other reading of a rest cost replaced (FOW HP.17 `refused`): whether a
    replacement would replace the exhausting of `obj` that pays a cost, so that the cost cannot
    be paid (the card would not become exhausted) and the play is not allowed."""
    if reads(t, "exhausted") is None or not would_replace(t, "exhausted", obj):
        return False
    return _other(t, "exhausted")


def rest_cost_refusal(t: Table, obj: GameObject, *rules: str) -> Refusal | None:
    """Why `obj` cannot be exhausted to pay a cost under the game's other reading of a rest cost
    replaced (FOW HP.17 `refused`), citing that policy and `rules` (the cost's), or None."""
    if not rest_cost_refused(t, obj):
        return None
    key = reads(t, "exhausted")
    assert key is not None
    return Refusal(phrase(Msg("a replacement effect would replace {object} becoming {state}, so "
                              "it cannot be {state} to pay the cost", object=t.name(obj.id),
                              state=word(t.game.words.exhausted))), (t.policy_id(key), *rules))


def rest_cost_paid(t: Table) -> None:
    """A rest cost replaced stays paid (FOW HP.17 `paid`, as RB 357.2.a says for its game):
    cite the house policy where the game reads it by one."""
    key = reads(t, "exhausted")
    if key is not None:
        t.cite_also_rule(t.policy_id(key))
