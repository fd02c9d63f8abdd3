"""Setting up the game (FOW 405): a file whose `turn.phase` is `setup` starts before the first
turn.

The file's board is what FOW 405.1-405.4 made: rulers in their ruler areas, each deck and magic
stone deck in the order the shuffle left it (top first), life as the file says, and the turn
player is the first player (FOW 405.4); every hand is empty. judge then carries out the rest:

- FOW 405.5: each player moves the top five cards of their deck to their hand;
- FOW 405.5a: from the first player, each player chooses any number of cards of their hand,
  shuffles them into their deck and moves that many cards from the top of it to their hand.
  Which cards: `decisions: {mulligan: {choices: {<player>: [ids]}}}` (default: none, said in the
  step). The shuffle leaves the deck in a random order, which judge cannot know: house policy
  FOW HP.6 (`mulligan.shuffle`) keeps the rest of the deck in the file's order and puts the
  chosen cards under it;
- FOW 405.6-405.6c: the first player is the turn player; they apply their "as the game starts"
  effects (the card key `as_game_starts: [effects]`), then the next player theirs, each in the
  order they choose (`decisions: {as_game_starts: {order: [ids]}}`, else the file's order),
  at once, without the chase; then the first player begins the first turn (its draw phase,
  FOW 502). Which cards' effects count the rules do not say: house policy FOW HP.12
  (`game_start.as_starts_from`): the cards in their ruler area and extension rule area, or
  their hand too;
- FOW 502.1: in that first draw phase, before its "at the beginning of the draw phase" (502.2),
  "at the beginning of the game" abilities (`when: {event: game_started}`) trigger from their
  cards outside the game (judge's zone `outside_game`: the collection or sideboard, FOW 322),
  in the hand and in the ruler area (the rulebook's `triggers_from`), one card per name and
  player (502.1a), each player's put on the chase from outside the game first, then the hand,
  then the ruler area (502.1b); a card outside the game or in the hand is hidden, so its player
  may decline (906.6b: `decisions: {<id>: {decline: true}}`).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.declare import Refusal
from judge.engine.setup import mulliganed, turn_order
from judge.engine.trace import StepKind
from judge.games.force_of_will.state import ext
from judge.games.force_of_will.two_face import SIDE_UP
from judge.model.args import Arg, optional
from judge.model.cards import CardDef
from judge.model.state import StackItem
from judge.msg import Items, Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table
    from judge.model.state import PendingTrigger

OPENING_HAND = 5  # FOW 405.5
#: FOW 322: judge's zone for the cards a player has outside the game (their collection, or
#: their sideboard in a tournament): a hidden area, which only text naming it reaches.
OUTSIDE_GAME = "outside_game"
#: FOW 502.1b: where "at the beginning of the game" abilities trigger from, in the order each
#: player's are put on the chase.
GAME_START_ZONES = (OUTSIDE_GAME, "hand", "ruler_area")
#: FOW 906.6b: hidden zones, where a player may choose not to trigger a card's ability.
HIDDEN_START_ZONES = (OUTSIDE_GAME, "hand")
GAME_STARTED = "game_started"
AS_GAME_STARTS = "as_game_starts"
#: FOW HP.12 (`game_start.as_starts_from`): the zones whose cards' "as the game starts"
#: effects a player applies, by option.
AS_STARTS_ZONES = {"starting-areas": ("ruler_area", "extension_rule_area"),
                   "hand-too": ("ruler_area", "extension_rule_area", "hand")}

#: FOW 1008.2: the card key naming a card's abilities that say "Players cannot chase to this
#: ability".
NO_CHASE = "no_chase"
GAME_START_CARD_KEYS: dict[str, Arg] = {
    AS_GAME_STARTS: optional("effects", "\"as the game starts\": effects its player applies "
                             "before the first turn, at once and without the chase (FOW "
                             "405.6a-405.6b; which cards count: house policy FOW HP.12)"),
    NO_CHASE: Arg("strings", doc="the names of this card's abilities that say \"Players cannot "
                  "chase to this ability\": while one is on the chase, nobody puts a card or a "
                  "non-automatic ability there (FOW 1008.2); an \"at the beginning of the "
                  "game\" one goes on the chase after the others (FOW 502.1b)"),
}


def setup_game(t: Table) -> None:
    """FOW 405.5-405.6c: opening hands, each player's mulligan from the first player, then the
    first player's first turn."""
    order = turn_order(t)
    for player in order:
        begins_on_chosen_sides(t, player)
    for player in order:
        n = t.draw(player, OPENING_HAND, cause=None)
        t.step(StepKind.EFFECT, Msg("{player} draws {n} card for their opening hand",
                                    plural="{player} draws {n} cards for their opening hand",
                                    player=player, n=n), ("FOW 405.5",), actor=player)
    for player in order:
        mulligan(t, player)
    for i, player in enumerate(order):
        as_the_game_starts(t, player, "FOW 405.6b" if i else "FOW 405.6a")
    t.step(StepKind.PHASE, Msg("{player} is the first player and begins the first turn",
                               player=t.state.turn_player), ("FOW 405.6", "FOW 405.6c"))
    t.game.turn.begin_turn(t)


def begins_on_chosen_sides(t: Table, player: str) -> None:
    """FOW 1306.2: a two face ruler begins the game on the ruler side its player chose (the
    file's `ruler_side:`): the step says which."""
    for obj in t.state.objects.values():
        side = obj.extra.get(SIDE_UP)
        if obj.controller == player and obj.zone == "ruler_area" and side is not None:
            t.step(StepKind.EFFECT, Msg("{player} begins the game with {object}, a two face "
                                        "ruler, on the ruler side they chose, {side}",
                                        player=player, object=t.name(obj.id), side=str(side)),
                   ("FOW 1306.2",), actor=player)


def as_the_game_starts(t: Table, player: str, rule: str) -> None:
    """FOW 405.6a-405.6b: the player applies their "as the game starts" effects in the order
    they choose, at once and without the chase; which cards' effects are theirs is house
    policy FOW HP.12."""
    policy = t.policy_id("game_start.as_starts_from")
    hand_too = t.policy_is("game_start.as_starts_from", "hand-too")
    zones = AS_STARTS_ZONES["hand-too" if hand_too else "starting-areas"]
    found = [o for o in t.state.objects.values() if o.controller == player and o.zone in zones
             and isinstance(o.card.get(AS_GAME_STARTS), tuple)]
    if not found:
        return
    chosen = t.decision(AS_GAME_STARTS, "order")
    ids = [o.id for o in found]
    order = [str(x) for x in chosen if str(x) in ids] if isinstance(chosen, tuple) else []
    order += [oid for oid in ids if oid not in order]
    for oid in ids:
        t.decision(AS_GAME_STARTS, "order", oid)  # this entry of the order mattered
    mine = isinstance(chosen, tuple) and any(str(x) in ids for x in chosen)
    if len(order) > 1:
        said = Msg("{player} applies their \"as the game starts\" effects in the order "
                   "{objects}" if mine else
                   "{player} applies their \"as the game starts\" effects in the order "
                   "{objects} (judge chose the file's order; set `decisions: {{as_game_starts: "
                   "{{order: [ids]}}}}` to choose)",
                   player=player, objects=", ".join(t.name(o) for o in order))
        t.step(StepKind.EFFECT, said, (rule,), actor=player)
    for oid in order:
        obj = t.state.objects[oid]
        effects = obj.card.get(AS_GAME_STARTS)
        assert isinstance(effects, tuple)
        item = StackItem(id=f"{oid}.as_game_starts", kind="entering", controller=player,
                         name=obj.card.name, source=oid, effect=effects)
        done = [d for d in t.run_effects(item, effects) if d]
        t.step(StepKind.EFFECT, Msg("As the game starts, {object}'s effect applies at once, "
                                    "without the chase: {what}", object=t.name(oid),
                                    what=Items(done, commas=True) if done
                                    else Msg("nothing happens")),
               (rule, policy), actor=player)


def mulligan(t: Table, player: str) -> None:
    """FOW 405.5a: any number of cards of the hand are shuffled into the deck, and that many
    come from its top; the order the shuffle leaves is house policy FOW HP.6."""
    back = mulliganed(t, player, None, "FOW 405.5a", ("FOW 405.5", "FOW 405.5a"))
    if not back:
        return
    order = list(reversed(back)) if t.policy_is("mulligan.shuffle", "reversed") else back
    # FOW 405.5a: shuffled in first, then drawn: a chosen card may come back only through the
    # shuffle's order, which the house policy fixes (under the rest of the deck).
    for oid in order:
        t.move(t.state.objects[oid], "main_deck", position="bottom")
    n = t.draw(player, len(back), cause=None)
    t.step(StepKind.EFFECT, Msg("{player} mulligans: shuffles {cards} into their deck, then "
                                "draws {n} card from its top (the shuffled cards go under "
                                "the rest of the deck, in the order {recycled}: house policy "
                                "FOW HP.6)",
                                plural="{player} mulligans: shuffles {cards} into their deck, "
                                "then draws {n} cards from its top (the shuffled cards go "
                                "under the rest of the deck, in the order {recycled}: house "
                                "policy FOW HP.6)", player=player,
                                cards=", ".join(t.name(o) for o in back), n=n,
                                recycled=", ".join(t.name(o) for o in order)),
           ("FOW 405.5a", t.policy_id("mulligan.shuffle")), actor=player)


def order_game_start_triggers(t: Table) -> None:
    """FOW 502.1a-502.1b, 906.6b: of the "at the beginning of the game" abilities that
    triggered, drop those declined from the hand and those of a second card of a name (the
    player's first in the file's order keeps its triggers), then put each player's in zone
    order: the hand's first, then the ruler area's."""
    pending = t.state.pending_triggers
    kept: list[PendingTrigger] = []
    named: dict[tuple[str, str], str] = {}
    for pt in pending:
        obj = t.state.objects[pt.source]
        if pt.ability.when is None or pt.ability.when.event != GAME_STARTED:
            kept.append(pt)
        elif obj.zone in HIDDEN_START_ZONES and isinstance(t.decision(obj.id, "decline"),
                                                            tuple):
            t.bad_decision((obj.id, "decline"), "an \"at the beginning of the game\" ability "
                           "triggers once: decline it with `decline: true`")
        elif obj.zone in HIDDEN_START_ZONES and t.decision(obj.id, "decline"):
            t.step(StepKind.TRIGGER, Msg("{controller} chooses not to play the \"at the "
                                         "beginning of the game\" ability of {object}, a card "
                                         "in their hand", controller=pt.controller,
                                         object=t.name(obj.id)) if obj.zone == "hand" else
                   Msg("{controller} chooses not to play the \"at the beginning of the game\" "
                       "ability of {object}, a card they have outside the game",
                       controller=pt.controller, object=t.name(obj.id)),
                   ("FOW 906.6b",), actor=pt.controller)
        elif named.setdefault((pt.controller, obj.card.name), obj.id) != obj.id:
            t.step(StepKind.TRIGGER, Msg("{object} shares its name with {other}, whose \"at the "
                                         "beginning of the game\" abilities {controller} "
                                         "triggers: its own do not trigger",
                                         object=t.name(obj.id), controller=pt.controller,
                                         other=t.name(named[(pt.controller, obj.card.name)])),
                   ("FOW 502.1a",), actor=pt.controller)
        else:
            kept.append(pt)
    pending[:] = sorted(kept, key=lambda pt: _zone_rank(t, pt))
    for player in turn_order(t):
        own = [pt for pt in pending if pt.controller == player and _zone_rank(t, pt) >= 0]
        zones = {t.state.objects[pt.source].zone for pt in own}
        if any(_zone_rank(t, pt) > len(GAME_START_ZONES) for pt in own) and len(own) > 1:
            t.step(StepKind.TRIGGER, Msg("{player} puts their \"at the beginning of the game\" "
                                         "abilities on the chase from outside the game, then "
                                         "from the hand, then from the ruler area, and then "
                                         "those players cannot chase to, in the same order: "
                                         "{abilities}", player=player,
                                         abilities=", ".join(t.name(pt.source) for pt in own)),
                   ("FOW 502.1b",), actor=player)
        elif len(zones) > 1:
            t.step(StepKind.TRIGGER, Msg("{player} puts their \"at the beginning of the game\" "
                                         "abilities on the chase from the hand first, then from "
                                         "the ruler area: {abilities}" if OUTSIDE_GAME not in
                                         zones else "{player} puts their \"at the beginning of "
                                         "the game\" abilities on the chase from outside the "
                                         "game first, then from the hand, then from the ruler "
                                         "area: {abilities}", player=player,
                                         abilities=", ".join(t.name(pt.source) for pt in own)),
                   ("FOW 502.1b",), actor=player)
    # FOW 502.1b fixes the order: the player does not choose it (FOW 603.2 would let them).
    ext(t.state).in_order = list(pending)


def _zone_rank(t: Table, pt: PendingTrigger) -> int:
    """FOW 502.1b: outside the game's, then the hand's, then the ruler area's; then, in the same
    order, those players cannot chase to. Other triggers keep their place first."""
    if pt.ability.when is None or pt.ability.when.event != GAME_STARTED:
        return -1
    obj = t.state.objects[pt.source]
    n = len(GAME_START_ZONES)
    rank = GAME_START_ZONES.index(obj.zone) if obj.zone in GAME_START_ZONES else n
    return rank + (n + 1 if cannot_chase_to(obj.card, pt.ability.name) else 0)


def cannot_chase_to(card: CardDef, ability: str) -> bool:
    """The card says "Players cannot chase to this ability" of that ability (FOW 1008.2)."""
    names = card.get(NO_CHASE)
    return isinstance(names, tuple) and ability in names


def no_chase_refusal(t: Table) -> Refusal | None:
    """FOW 1008.2: while an ability players cannot chase to is on the chase, nobody puts a card
    or an ability that is not automatic there (will abilities use no chase)."""
    for item in t.state.stack:
        source = t.state.objects.get(item.source or "")
        if item.kind == "ability" and source is not None and \
                cannot_chase_to(source.card, item.name):
            return Refusal(phrase(Msg("{item} is an ability players cannot chase to",
                                      item=t.item_label(item))), ("FOW 1008.2",))
    return None


def validate_card(name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """`no_chase:` names abilities the card has."""
    names = card.get(NO_CHASE)
    for i, ability in enumerate(names if isinstance(names, tuple) else ()):
        if card.ability(str(ability)) is None:
            problem(("cards", name, NO_CHASE, i), f"{name} has no ability named {ability!r}")
