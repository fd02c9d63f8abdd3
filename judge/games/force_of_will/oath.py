"""[Oath] (FOW 1180): '[Oath] "Name"' is a delayed automatic ability that becomes active as the
card with it resolves, right before its own effect text: "at the beginning of your next main
phase >>> you may play a card with [Oath] "Name" from your removed area paying {Attribute 1} or
{Attribute 2} rather than paying its cost. Cancel each automatic ability you control." (1180.2).

What a file writes: `keywords: [oath]`, the name `oath: Sworn Pact` and the two attributes
`oath_will: [fire, water]`. judge:

- as a card with [Oath] resolves (a step before its effect says so), its controller gains the
  delayed ability; it triggers at the beginning of the next main phase of that player (their next
  turn's, if the card resolved in a main phase), then it is gone;
- as it resolves, its player may play one card with [Oath] of that name from their removed area,
  paying one will of one of the two attributes instead of its cost (cost increases and reductions
  still apply, 903.2k): `decisions: {<item id>: {choices: {oath: <card id> or none, oath_will:
  fire}}}`; without one, judge plays the first such card with the first attribute the player can
  pay, and says so. A card that cannot be paid or played stays where it is, and the step says why;
- then each automatic ability that player controls on the chase is cancelled (an [Untouchable]
  one is not, 1167.2), whether or not a card was played.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.declare import EffectDecl
from judge.engine.events import Event, EventKind
from judge.engine.trace import StepKind
from judge.games.force_of_will.state import ext
from judge.model.args import Arg, required
from judge.model.cards import AbilityDef, CardDef, Cost
from judge.model.effects import Effect, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, phrase, phrases, said_of, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

OATH = "oath"
REMOVED = "removed"
#: What a file writes not to play a card (the ability says "you may").
NOTHING = "none"
ATTRIBUTES = ("light", "fire", "water", "wind", "darkness")

OATH_CARD_KEYS: dict[str, Arg] = {
    "oath": Arg("str", doc="with [Oath]: its name, the \"Name\" of [Oath] \"Name\": the delayed "
                "ability plays a card with [Oath] of that name from the removed area (FOW "
                "1180.2)"),
    "oath_will": Arg("strings", choices=ATTRIBUTES, doc="with [Oath]: the two attributes, "
                     "{Attribute 1} or {Attribute 2}, one will of which is paid instead of the "
                     "card's cost (FOW 1180.2)"),
}
OATH_CHOICE_KEYS: dict[str, Arg] = {
    "oath": Arg("str", doc="[Oath], under the delayed ability's item id in `decisions:`: the id "
                "of the card with [Oath] played from the removed area, or `none` (FOW 1180.2)"),
    "oath_will": Arg("str", choices=ATTRIBUTES, doc="[Oath]: the attribute of the one will paid "
                     "instead of the card's cost (FOW 1180.2)"),
}


@dataclass(frozen=True)
class OathPlay(Effect):
    """You may play a card with [Oath] of the name from your removed area for one will of either
    attribute; cancel each automatic ability you control (FOW 1180.2; internal)."""

    kind: ClassVar[str] = "oath_play"
    name: str = arg(required("str", "the name of [Oath]"))
    will: tuple[str, ...] = arg(required("strings", "the two attributes", choices=ATTRIBUTES))


def oath_ability(name: str, will: tuple[str, ...]) -> AbilityDef:
    return AbilityDef(name="Oath", kind="triggered", keywords=(OATH,),
                      effect=(OathPlay(name, will),))


def oath_of(card: CardDef) -> tuple[str, tuple[str, ...]] | None:
    """The name and attributes of the card's [Oath], if it has one."""
    name, will = card.get(OATH), card.get("oath_will")
    if OATH not in card.keywords or not isinstance(name, str) or not isinstance(will, tuple):
        return None
    return name, tuple(str(w) for w in will)


# ----- gaining it, and its trigger ---------------------------------------------------------------
def gain_before_resolving(t: Table, item: StackItem) -> str | None:
    """FOW 1180.2: the delayed ability becomes active as the card resolves, right before its
    effect text."""
    obj = t.state.objects.get(item.source or "")
    if item.kind != "card" or obj is None:
        return None
    oath = oath_of(obj.card)
    if oath is None:
        return None
    ext(t.state).oaths.append((item.controller, obj.id, oath[0], oath[1]))
    t.changed()
    t.step(StepKind.EFFECT, Msg("{player} gains the delayed ability of [Oath] \"{name}\" of "
                                "{object}: at the beginning of their next main phase, they may "
                                "play a card with [Oath] \"{name}\" from their removed area for "
                                "{will}, then cancel each automatic ability they control",
                                player=item.controller, name=oath[0], object=t.name(obj.id),
                                will=_either(oath[1])), ("FOW 1180.2",), actor=item.controller)
    return None


def _either(will: tuple[str, ...]) -> Msg:
    """`{fire} or {water}`, one will of either attribute."""
    if len(will) == 1:
        return Msg("one {attribute} will", attribute=word(will[0]))
    return Msg("one {first} or {second} will", first=word(will[0]), second=word(will[1]))


def on_event(t: Table, event: Event) -> None:
    """FOW 1180.2: the delayed abilities of the player whose main phase begins trigger."""
    if event.kind is not EventKind.PHASE_STARTED or event.phase != "main":
        return
    x = ext(t.state)
    player = t.state.turn_player
    due = [o for o in x.oaths if o[0] == player]
    if not due:
        return
    x.oaths = [o for o in x.oaths if o[0] != player]
    for _, source, name, will in due:
        obj = t.state.objects.get(source)
        if obj is None:
            continue
        t.queue_trigger(obj, oath_ability(name, will), event)
        pending = t.state.pending_triggers
        if pending[-1].controller != player:  # the player gained it, not the card
            pending[-1] = replace(pending[-1], controller=player)


# ----- resolving ---------------------------------------------------------------------------------
def candidates(t: Table, player: str, name: str) -> list[GameObject]:
    """Cards with [Oath] of the name in the player's removed area."""
    return [o for o in t.state.objects.values() if o.zone == REMOVED and o.holder == player
            and (oath := oath_of(o.card)) is not None and oath[0] == name]


def run_oath(t: Table, item: StackItem, e: OathPlay) -> str | None:
    player = item.controller
    said = [_play(t, item, e, player)]
    said.append(_cancel_automatic(t, item, player))
    t.cite_also_rule("FOW 1180.2")
    return phrases([s for s in said if s])


def _play(t: Table, item: StackItem, e: OathPlay, player: str) -> str | None:
    options = candidates(t, player, e.name)
    chosen = t.decision(item.id, "choices", OATH)
    if chosen == NOTHING:
        return phrase(Msg("{player} chooses not to play a card with [Oath] \"{name}\"",
                          player=player, name=e.name))
    if chosen is None:
        if not options:
            return phrase(Msg("{player} has no card with [Oath] \"{name}\" in their removed "
                              "area to play", player=player, name=e.name))
        card = options[0]
    else:
        picked = next((o for o in options if o.id == chosen), None)
        if picked is None:
            t.bad_decision((item.id, "choices", OATH), f"{chosen!r} is not a card with [Oath] "
                           f"{e.name!r} in {player}'s removed area (FOW 1180.2); those are: "
                           f"{', '.join(o.id for o in options) or NOTHING}")
        card = picked
    will = _will(t, item, e, player)
    original = card.card
    card.card = replace(original, cost=Cost(((will, 1),)))  # instead of its cost (FOW 1180.2)
    try:
        played = t.play_now(player, card, free=False, cause=item.id)
    finally:
        card.card = original
    if isinstance(played, str):
        return phrase(Msg("{player} cannot play {object} for one {attribute} will: {why}",
                          player=player, object=t.name(card.id), attribute=word(will),
                          why=said_of(played)))
    return phrase(Msg("{player} plays {object} from their removed area paying one {attribute} "
                      "will instead of its cost", player=player, object=t.name(card.id),
                      attribute=word(will)))


def _will(t: Table, item: StackItem, e: OathPlay, player: str) -> str:
    """The attribute paid: the decision's, else the first one its player has will of."""
    chosen = t.decision(item.id, "choices", "oath_will")
    if chosen is not None:
        if chosen not in e.will:
            t.bad_decision((item.id, "choices", "oath_will"), f"{chosen!r} is not one of the "
                           f"attributes of this [Oath]: {', '.join(e.will)} (FOW 1180.2)")
        return str(chosen)
    pool = t.state.players[player].resources
    return next((w for w in e.will if pool.get(w, 0) >= 1), e.will[0])


def _cancel_automatic(t: Table, item: StackItem, player: str) -> str | None:
    """FOW 1180.2: "cancel each automatic ability you control" on the chase."""
    cancelled = []
    for victim in list(reversed(t.state.stack)):
        if victim is item or victim.controller != player or victim.kind != "ability" or \
                victim.ability is None or victim.ability.kind != "triggered":
            continue
        refusal = t.game.objects.item_refusal(t, victim, "cancel")
        if refusal is not None:  # e.g. [Untouchable] (FOW 1167.2)
            for rule in refusal.citations:
                t.cite_also_rule(rule)
            continue
        t.cancel_item(victim, by=item)
        cancelled.append(t.item_label(victim))
    if not cancelled:
        return phrase(Msg("{player} controls no automatic ability on the chase to cancel",
                          player=player))
    return phrase(Msg("{player} cancels each automatic ability they control: {items}",
                      player=player, items=Items(cancelled, commas=True)))


OATH_PLAY = EffectDecl(OathPlay, run_oath, "you may play a card with [Oath] {name} from your "
                       "removed area for one will of {will}; cancel each automatic ability you "
                       "control", internal=True)


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    has = OATH in card.keywords
    oath, will = card.get(OATH), card.get("oath_will")
    if has and (oath is None or will is None):
        problem(("cards", name), "[Oath] needs its name and its two attributes, e.g. `oath: "
                "Sworn Pact` and `oath_will: [fire, water]` (FOW 1180.2)")
    elif not has and (oath is not None or will is not None):
        key = OATH if oath is not None else "oath_will"
        problem(("cards", name, key), f"`{key}:` belongs to [Oath], which {name} does not have "
                "(`keywords: [oath]`)")
    elif has and isinstance(will, tuple) and not 1 <= len(will) <= 2:
        problem(("cards", name, "oath_will"), "[Oath] names one or two attributes, {Attribute "
                "1} or {Attribute 2} (FOW 1180.2)")
