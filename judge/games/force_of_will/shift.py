"""[Shift] (FOW 1117) and Shift cards, double-sided cards with a past and a future side (1302.2).

What a file writes: the past side, with `keywords: [shift]`, `shift: {fire: 1}` (the cost of its
Shift ability) and `future_side: <card name>` (the future side, a card of its own without
[Shift]). Then:
- playing it with `choices: {side: future}` plays it future side up, paying the future side's
  cost (1117.2, 903.2b): from that choice on it is its future side, whose timing, targets,
  modes and spell text are the spell's (1302.2e-1302.2f); so is [Trigger], on one side only: the
  chosen side's [Trigger], or its lack, says where from, when and for what it is played (708.4);
- in the field, past side up, it has the ability `Shift` (`do: activate, ability: Shift`): pay
  the cost, main timing only, and it turns future side up, the same card with its counters and
  the effects on it (1117.2, 1117.2a, 1302.2c);
- anywhere but the field and the chase it is past side up (1302.2f, 1302.2f-1).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import keywords
from judge.engine.core import copied
from judge.engine.declare import EffectDecl, PlayPlan, Refusal
from judge.engine.declare_statics import PrintedAgain
from judge.engine.events import Event, EventKind
from judge.engine.trace import StepKind
from judge.games.force_of_will.keyword_keys import card_cost
from judge.games.force_of_will.parts import turned_back
from judge.games.force_of_will.state import main_timing_refusal, named_side, own_cost
from judge.model.args import Arg
from judge.model.cards import AbilityDef, CardDef, Cost
from judge.model.effects import Effect
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

SHIFT = "Shift"
#: The card key (internal: judge's own) of a future side in play: its past side.
PAST = "shift:past"
#: The object key (internal) of a Shift card just turned back past side up, for the ruling.
TURNED_BACK = "shift:turned_back"
#: FOW 1302.2f, 1302.2f-1: anywhere but the field and the chase a Shift card is past side up
#: (a new object: ObjectRules.reset_object, which notes the future side's name to say so).
PAST_SIDE = PrintedAgain(PAST, ("field", "chase"), mark=TURNED_BACK)

SHIFT_CARD_KEYS: dict[str, Arg] = {
    "shift": Arg("map", doc="with [Shift]: the cost of its Shift ability, which turns it future "
                 "side up in the field, e.g. {fire: 1} (FOW 1117.2)"),
    "future_side": Arg("str", doc="on the past side of a Shift card (with [Shift]): the card name "
                       "of its future side (FOW 1302.2)"),
}
SHIFT_CHOICE_KEYS: dict[str, Arg] = {
    "side": Arg("str", doc="playing a Shift card: `future` plays it future side up, paying that "
                "side's cost (FOW 1117.2, 903.2b); default `past`"),
}


def future_of(t: Table, card: CardDef) -> CardDef | None:
    name = card.get("future_side")
    return t.scenario.cards.get(str(name)) if name is not None else None


def future_up(past: CardDef, future: CardDef) -> CardDef:
    """The card future side up: only the future side's information (1302.2e), remembering its
    past side for when it leaves (1302.2f-1)."""
    return replace(future, extra=(*future.extra, (PAST, past)))


# ----- playing ------------------------------------------------------------------------------------
def plan(t: Table, player: str, obj: GameObject, choices: dict[str, object],
         base: PlayPlan) -> Refusal | PlayPlan:
    """FOW 903.2b, 1117.2: a card with [Shift] may be played with either side up, paying that
    side's cost."""
    side = choices.get("side")
    if side is None or side == "past":
        return base
    if side != "future":
        return Refusal(f"`side` is `past` or `future`, not {side!r}", ("FOW 1117.2",))
    future = future_of(t, obj.card)
    if "shift" not in keywords(obj) or future is None:
        return Refusal(phrase(Msg("{object} has no [Shift]: it has one side to play",
                                  object=t.name(obj.id))),
                       ("FOW 1117.2", "FOW 903.2b"))
    # FOW 903.2b, 1302.2e-1302.2f: from the choice on the card is its future side: its timing
    # (MainTiming.plan_play reads it on `future_face`), targets, modes, spell text, costs and
    # characteristics are that side's.
    face = future_up(obj.card, future)
    return replace(base, cost=side_cost(obj, face), notes=(*base.notes, ("shift_future", True)),
                   citations=(*base.citations, "FOW 903.2b", "FOW 1117.2", "FOW 1302.2f",
                              *trigger_side_rules(obj.card, future)),
                   face=face)


def side_cost(obj: GameObject, face: CardDef) -> Cost:
    """The future side's own cost: FOW 708.4, none for a future side with [Trigger] played from
    the standby area (its [Trigger] cost, the card's `additional_cost`, is paid all the same)."""
    seen = copied(obj)
    seen.card = face
    return own_cost(seen)


def trigger_side_rules(past: CardDef, future: CardDef) -> tuple[str, ...]:
    """[Trigger] on one side only: it is the chosen side's from the choice on (1302.2e-1302.2f),
    so the future side's [Trigger], or its lack, decides where the card is played from, when,
    and what it costs (708.4, 1113.2a); the past side's lends it nothing."""
    if ("trigger" in past.keywords) == ("trigger" in future.keywords):
        return ()
    return ("FOW 1302.2e", "FOW 708.4")


def future_face(t: Table, obj: GameObject, choices: dict[str, object]) -> CardDef | None:
    """The card future side up, when its player chose to play it so (FOW 903.2b, 1117.2) and it
    has a future side; else None (`plan` says why it cannot)."""
    if choices.get("side") != "future" or "shift" not in keywords(obj):
        return None
    future = future_of(t, obj.card)
    return future_up(obj.card, future) if future is not None else None


def after_play(t: Table, item: StackItem) -> None:
    """The card is on the chase future side up (1302.2f: as it is played, it may be): the play
    gave it that face (PlayPlan.face); the step says so."""
    obj = t.state.objects.get(item.source or "")
    if not item.extra.get("shift_future") or obj is None:
        return
    past = obj.card.get(PAST)
    if not isinstance(past, CardDef):
        return
    t.watch(obj)
    t.step(StepKind.EFFECT, Msg("{name} ({id}) is played future side up, as {name2}, "
                                       "paying that side's cost: only its future side's "
                                       "information counts (this is not \"to shift\" it)",
                                       name=past.name, id=obj.id, name2=obj.card.name),
           ("FOW 1117.2", "FOW 1117.2a", "FOW 1302.2e"), item=item.id)


# ----- the Shift ability --------------------------------------------------------------------------
@dataclass(frozen=True)
class ShiftUp(Effect):
    """Turn the source future side up (FOW 1117.2a; internal: only the Shift ability makes it)."""

    kind: ClassVar[str] = "shift_up"


def run_shift(t: Table, item: StackItem, e: ShiftUp) -> str | None:
    """FOW 1117.2, 1117.2a, 1302.2c: if the card is still past side up in the field, it turns
    future side up: the same card, its counters and the effects on it unchanged."""
    obj = t.state.objects.get(item.source or "")
    if obj is None or obj.zone != "field" or obj.card.get(PAST) is not None:
        return phrase(Msg("nothing happens: the card is no longer past side up in the field"))
    future = future_of(t, obj.card)
    if future is None:
        return None
    past = obj.card
    obj.card = future_up(past, future)
    t.watch(obj)
    t.changed()
    t.cite_also_rule("FOW 1117.2a")
    t.cite_also_rule("FOW 1302.2c")
    return (phrase(Msg("{name} ({id}) is shifted: it turns future side up as {name2}, the same "
                       "card, keeping its counters and the effects on it",
                       name=past.name, id=obj.id, name2=future.name)))


SHIFT_UP = EffectDecl(ShiftUp, run_shift, "turn this card future side up", internal=True)


def shift_ability(card: CardDef) -> AbilityDef | None:
    cost = card_cost(card, "shift")
    if "shift" not in card.keywords or cost is None:
        return None
    return AbilityDef(name=SHIFT, kind="activated", cost=cost, effect=(ShiftUp(),),
                      keywords=("shift",))


def shift_refusal(t: Table, player: str, obj: GameObject, ability: AbilityDef
                  ) -> Refusal | None:
    """FOW 1117.2: the Shift ability is played only at main timing."""
    if ability.name != SHIFT or "shift" not in ability.keywords:
        return None
    return main_timing_refusal(t.state, player, "[Shift]", "FOW 1117.2")


def on_event(t: Table, event: Event) -> None:
    """Say so when a Shift card left the field, or the chase once it resolved, future side up
    and is past side up again."""
    found = turned_back(t, event, TURNED_BACK)
    if found is None:
        return
    obj, was = found
    if event.kind is EventKind.RESOLVED:  # FOW 1302.2f: off the chase it is past side up
        t.note(phrase(Msg("{object} was future side up on the chase ({was}); in the {zone} it "
                          "is past side up again",
                          object=t.name(obj.id), was=was, zone=word(obj.zone))), ("FOW 1302.2f",))
        return
    t.note(phrase(Msg("{object} left the field future side up ({was}); in the {zone} it is "
                      "past side up again",
                      object=t.name(obj.id), was=was, zone=word(obj.zone))),
           ("FOW 1302.2f-1", "FOW 1302.2f"))


# ----- checking a file ----------------------------------------------------------------------------
def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None],
                  library: Callable[[str], CardDef | None]) -> CardDef:
    has = "shift" in card.keywords
    for key, needs in (("shift", "its cost, e.g. `shift: {fire: 1}`"),
                       ("future_side", "its future side, `future_side: <card name>`")):
        written = card.get(key) is not None
        if has and not written:
            problem(("cards", name), f"[Shift] needs {needs}")
        elif written and not has:
            problem(("cards", name, key), f"`{key}:` goes with the keyword [Shift], which {name} "
                    "does not have (`keywords: [shift]`)")
    future = card.get("future_side")
    if has and future is not None:
        named_side(scenario, future, library, problem, ("cards", name, "future_side"),
                   f"no card named {future!r} under `cards:` or in the Force of Will card library",
                   lambda side: f"{future!r} has [Shift]: the side with [Shift] is the past side "
                   "(FOW 1302.2)" if "shift" in side.keywords else None)
    ability = shift_ability(card)
    if ability is not None and card.ability(SHIFT) is None:
        return replace(card, abilities=(*card.abilities, ability))
    return card
