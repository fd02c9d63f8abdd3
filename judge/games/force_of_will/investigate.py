"""[Investigate] (FOW 1170): a card with "[Investigate] (Number)" gives its controller a delayed
automatic ability: at the beginning of the next recovery phase, the top (Number) cards of their
deck are revealed until end of turn; they may play those cards from the deck while they stay
revealed, and at end of turn each card of their deck revealed this way is expelled.

What a file writes: `keywords: [investigate]` and its number `investigate: 2`. When the player
gains the ability:

- a card other than a chant: as it enters the field (1170.2); a chant: as it resolves (1170.3);
- the ability lasts until the end of the next turn, so it triggers once, at the next turn's
  recovery phase, whoever's turn that is (judge puts it on the chase like any automatic ability,
  its controller the player who gained it); if that recovery phase is skipped (a player's first
  turn, 503.1), it ends unused.

As it resolves, the top (Number) cards of the deck are revealed; a card already revealed stays
revealed, so two abilities reveal only as deep as the larger number (1170.6). Revealed cards may
be played from the deck by that player, at the timing the card needs (the play step cites
1170.2). A revealed card that leaves the deck for a hidden zone (a hand) is turned face down and
no longer revealed (1170.7); a shuffle of the deck turns them face down too (1170.8). At end of
turn an automatic ability for each reveal that revealed cards expels the cards of the deck still
revealed (1047.1: outside the game, judge's zone `expelled`). judge's reading: a card turned face
down by 1170.7-1170.8 is no longer a revealed card, so it is not expelled (nobody can tell it from
the others any more); a ruling that meets the case says so.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import keywords
from judge.engine.declare import EffectDecl
from judge.engine.events import Event, EventKind
from judge.engine.trace import StepKind
from judge.games.force_of_will.keyword_keys import cumulative_numbers
from judge.games.force_of_will.state import DECK, EXPELLED, ext
from judge.model.args import Arg, required
from judge.model.cards import AbilityDef, CardDef
from judge.model.effects import Effect, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, phrase
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

INVESTIGATE = "investigate"
#: The mark on a revealed card of a deck: the player who may play it (FOW 1170.2).
REVEALED = "investigated"

INVESTIGATE_CARD_KEYS: dict[str, Arg] = {
    "investigate": Arg("int", minimum=1, doc="with [Investigate]: how many cards of the top of "
                       "its controller's deck the gained ability reveals at the next recovery "
                       "phase (FOW 1170.2)"),
}


@dataclass(frozen=True)
class InvestigateReveal(Effect):
    """Reveal the top cards of your deck until end of turn; you may play them from the deck
    while they are revealed (FOW 1170.2; internal: only [Investigate] makes it)."""

    kind: ClassVar[str] = "investigate_reveal"
    count: int = arg(required("int", "how many cards of the top of the deck", minimum=1))


@dataclass(frozen=True)
class PerformInvestigate(Effect):
    """`perform_investigate: {count: 2}`: an effect or a non-[Investigate] ability has its
    controller perform [Investigate] (Number): they gain the same delayed ability, until the end
    of the next turn (FOW 1170.4)."""

    kind: ClassVar[str] = "perform_investigate"
    count: int = arg(required("int", "the number: how many cards of the top of the deck the "
                              "gained ability reveals", minimum=1))


@dataclass(frozen=True)
class InvestigateExpel(Effect):
    """Expel each card of your deck revealed by [Investigate] (FOW 1170.2; internal)."""

    kind: ClassVar[str] = "investigate_expel"


def reveal_ability(count: int) -> AbilityDef:
    """FOW 1170.2: "at the beginning of the next recovery phase >>> reveal the top (Number)
    cards of your deck ..."."""
    return AbilityDef(name="Investigate", kind="triggered", keywords=(INVESTIGATE,),
                      effect=(InvestigateReveal(count),))


#: FOW 1170.2: "at end of turn >>> expel each card in your deck revealed this way".
EXPEL = AbilityDef(name="Investigate", kind="triggered", keywords=(INVESTIGATE,),
                   effect=(InvestigateExpel(),))


def deck_ids(t: Table, player: str) -> list[str]:
    """The cards of the player's deck, top first."""
    return [i for i in t.state.ordered.get((player, DECK), [])
            if i in t.state.objects and t.state.objects[i].zone == DECK]


def revealed(t: Table, player: str) -> list[GameObject]:
    """The cards of the player's deck revealed by [Investigate], top first."""
    return [t.state.objects[i] for i in deck_ids(t, player)
            if t.state.objects[i].extra.get(REVEALED) == player]


def may_play_from_deck(player: str, obj: GameObject) -> bool:
    """FOW 1170.2: its player may play a card of their deck revealed by [Investigate]."""
    return obj.zone == DECK and obj.extra.get(REVEALED) == player


def run_reveal(t: Table, item: StackItem, e: InvestigateReveal) -> str | None:
    player = item.controller
    top = deck_ids(t, player)[:e.count]
    new = [i for i in top if t.state.objects[i].extra.get(REVEALED) != player]
    for i in new:
        t.state.objects[i].extra[REVEALED] = player
    t.cite_also_rule("FOW 1170.2")
    t.cite_also_rule("FOW 1170.5")  # public to every player
    if len(new) < len(top):
        t.cite_also_rule("FOW 1170.6")  # a revealed card is not revealed again
    if new:
        ext(t.state).investigations.append((player, item.source or ""))
        t.changed()
    names = Items([t.name(i) for i in top], commas=True)
    if not top:
        return phrase(Msg("{player}'s deck has no card to reveal", player=player))
    if not new:
        return phrase(Msg("the top card of {player}'s deck is already revealed ({cards}): nothing "
                          "more is revealed", plural="the top {n} cards of {player}'s deck are "
                          "already revealed ({cards}): nothing more is revealed", n=len(top),
                          player=player, cards=names))
    return phrase(Msg("{player} reveals {cards} from the top of their deck until end of turn; "
                      "they may play it from the deck while it stays revealed",
                      plural="{player} reveals {cards} from the top of their deck until end of "
                      "turn; they may play them from the deck while they stay revealed",
                      n=len(new), player=player,
                      cards=Items([t.name(i) for i in new], commas=True)))


def run_expel(t: Table, item: StackItem, e: InvestigateExpel) -> str | None:
    player = item.controller
    cards = revealed(t, player)
    t.cite_also_rule("FOW 1170.2")
    if not cards:
        return phrase(Msg("no card of {player}'s deck is still revealed: nothing is expelled",
                          player=player))
    names = Items([t.name(o.id) for o in cards], commas=True)
    for obj in cards:
        t.move(obj, EXPELLED, cause=item.id, how="expelled")  # outside the game (FOW 1047.1)
    t.cite_also_rule("FOW 1047.1")
    return phrase(Msg("{player} expels {cards}, still revealed in their deck (outside the game)",
                      player=player, cards=names))


REVEAL = EffectDecl(InvestigateReveal, run_reveal, "reveal the top {count} cards of your deck "
                    "until end of turn; you may play them from your deck", internal=True)
EXPEL_EFFECT = EffectDecl(InvestigateExpel, run_expel, "expel each card of your deck revealed "
                          "by [Investigate]", internal=True)


def on_event(t: Table, event: Event) -> None:
    """FOW 1170.2-1170.3: the ability is gained as the card enters the field (a chant: as it
    resolves); it triggers at the next recovery phase; its reveal's expelling at end of turn."""
    if event.kind is EventKind.ENTERED and event.zone_to == "field":
        obj = t.state.objects.get(event.object or "")
        if obj is not None and not obj.card.is_type("chant"):
            gain(t, obj, "FOW 1170.2")
    elif event.kind is EventKind.RESOLVED and event.item == event.object:  # a card, no ability
        obj = t.state.objects.get(event.object or "")
        if obj is not None and obj.card.is_type("chant"):
            gain(t, obj, "FOW 1170.3")
    elif event.kind is EventKind.DRAWN:
        drawn_face_down(t, event)
    elif event.kind is EventKind.PHASE_STARTED and event.phase == "recovery":
        trigger_reveals(t, event)
    elif event.kind is EventKind.PHASE_STARTED and event.phase == "end_of_turn":
        trigger_expels(t, event)


def gain(t: Table, obj: GameObject, rule: str) -> None:
    """Its controller gains the delayed ability, until the end of the next turn. Its number is
    the printed one and those of the grants that apply to it (`keyword_keys`), added up:
    [Investigate] is cumulative (FOW 1102.4-1102.5)."""
    if INVESTIGATE not in keywords(obj):
        return
    numbers = cumulative_numbers(obj, INVESTIGATE)
    count = sum(numbers)
    if not numbers:
        return
    rules = (rule, "FOW 1102.4") if len(numbers) > 1 else (rule,)  # printed and granted
    _record_gain(t, obj.controller, obj.id, count)
    t.changed()
    t.step(StepKind.EFFECT, Msg("{player} gains the ability of [Investigate] ({n}) of {object}: "
                                "at the beginning of the next recovery phase, reveal the top card "
                                "of their deck", plural="{player} gains the ability of "
                                "[Investigate] ({n}) of {object}: at the beginning of the next "
                                "recovery phase, reveal the top {n} cards of their deck",
                                player=obj.controller, n=count, object=t.name(obj.id)), rules,
           actor=obj.controller)


def _record_gain(t: Table, player: str, source: str, count: int) -> None:
    """The player has the delayed ability of `source` from this turn on (FOW 1170.2-1170.4)."""
    from judge.games.force_of_will.state import ext

    ext(t.state).investigate_gained.append((player, source, count, t.state.turn_number))
    t.changed()


def run_perform(t: Table, item: StackItem, e: PerformInvestigate) -> str | None:
    """FOW 1170.4: the effect's controller gains the ability; the card or ability that told
    them to perform it is its source (it triggers whether or not that card is still around:
    the player gained it, judge keeps the object of a card that left the field)."""
    player = item.controller
    _record_gain(t, player, item.source or item.id, e.count)
    t.cite_also_rule("FOW 1170.4")
    return phrase(Msg("{player} performs [Investigate] ({n}): at the beginning of the next "
                      "recovery phase, they reveal the top card of their deck",
                      plural="{player} performs [Investigate] ({n}): at the beginning of the "
                      "next recovery phase, they reveal the top {n} cards of their deck",
                      player=player, n=e.count))


PERFORM = EffectDecl(PerformInvestigate, run_perform, "perform [Investigate] ({count})")


def trigger_reveals(t: Table, event: Event) -> None:
    """FOW 1170.2: each ability gained last turn triggers now, once (it lasts until the end of
    the next turn, which has no other recovery phase); one gained earlier has ended unused (the
    next turn's recovery phase was skipped, 503.1), and one gained this turn waits."""
    x = ext(t.state)
    now = t.state.turn_number
    due = [g for g in x.investigate_gained if g[3] == now - 1]
    x.investigate_gained = [g for g in x.investigate_gained if g[3] >= now]
    for player, source, count, _ in due:
        _queue(t, player, source, reveal_ability(count), event)


def trigger_expels(t: Table, event: Event) -> None:
    """FOW 1170.2: at end of turn, one expelling for each reveal of this turn."""
    x = ext(t.state)
    for player, source in x.investigations:
        _queue(t, player, source, EXPEL, event)
    x.investigations.clear()


def _queue(t: Table, player: str, source: str, ability: AbilityDef, event: Event) -> None:
    """The player's ability, gained from `source` (wherever that card is now)."""
    obj = t.state.objects.get(source)
    if obj is None:
        return
    t.queue_trigger(obj, ability, event)
    pending = t.state.pending_triggers
    if pending and pending[-1].controller != player:
        pending[-1] = replace(pending[-1], controller=player)  # the player gained it, not the card


def drawn_face_down(t: Table, event: Event) -> None:
    """FOW 1170.7: a revealed card drawn into the hand (a hidden zone) is turned face down
    first: it is no longer revealed, and not expelled at end of turn."""
    obj = t.state.objects.get(event.object or "")
    if obj is None or obj.zone != DECK or not obj.extra.get(REVEALED):
        return
    obj.extra.pop(REVEALED, None)
    t.step(StepKind.EFFECT, Msg("{object}, revealed by [Investigate], is turned face down as it "
                                "goes to {player}'s hand: it is no longer revealed",
                                object=t.name(obj.id), player=obj.owner), ("FOW 1170.7",))


def face_down_on_shuffle(t: Table, player: str) -> str | None:
    """FOW 1170.8: a shuffled deck's revealed cards are turned face down first, and are not
    revealed after that; the phrase saying so, if there were any."""
    cards = revealed(t, player)
    if not cards:
        return None
    for obj in cards:
        obj.extra.pop(REVEALED, None)
    t.cite_also_rule("FOW 1170.8")
    t.changed()
    return phrase(Msg("{cards}, revealed by [Investigate], are turned face down first and are no "
                      "longer revealed", cards=Items([t.name(o.id) for o in cards], commas=True)))


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    count = card.get(INVESTIGATE)
    has = INVESTIGATE in card.keywords
    if has and count is None:
        problem(("cards", name), "[Investigate] needs its number, e.g. `investigate: 2` "
                "(FOW 1170.2)")
    elif count is not None and not has:
        problem(("cards", name, INVESTIGATE), "`investigate:` is the number of [Investigate], "
                f"which {name} does not have (`keywords: [investigate]`)")
