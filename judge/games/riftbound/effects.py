"""Riftbound's own effect kinds (documented in docs/games/riftbound.md), and `draw` with Burn Out.

| effect | arguments | rule |
| --- | --- | --- |
| `move` | target, to (`base`, `battlefield:<id>` or `<id>`) | RB 449: a move by an effect |
| `recall` | target | RB 455-458: back to base, not a move |
| `stun` | target | RB 423: adds no Might to combat damage |
| `discard` | player, count | RB 422: the player picks; fewer in hand: all of them (discard.py) |
| `swap` | target, with, stat, duration | RB 433: the values trade places as two changes (swap.py) |
| `buff` | target | RB 426: +1 Might counter, at most one |
| `double_might` | target | RB 432: +its current Might this turn |
| `draw` | player, count | RB 413, RB 431: as the core `draw`, burning out on an empty deck |
| `damage` | as the core's | RB 715: plus its controller's Bonus Damage (bonus.py) |
| `forbid` | as the core's, `move`, `be_damaged`, `prevent_damage` | RB 054.1, 465.2.c.10, 142.3.b |
| `play_token` | card, count, location, ready | RB 350.2, RB 185: play tokens (tokens.py) |
| `create` | as the core's | RB 439: create tokens on the board; units enter exhausted (tokens.py) |
| `predict` | player, count | RB 436: look at the top X, recycle any (vision.py) |
| `empower`, `disempower` | target | RB 441-442: the Empowered state (empower.py) |
| `attach` | to, target (default self) | RB 434: attach to a unit (equip.py) |
| `weaponmaster` | - | RB 821.1.c: attach your Equipment to it for its Equip cost less [A] |
| `split_damage` | target, amount | RB 355.14, RB 715.3: damage split among the targets (split.py) |
| `win_game`, `lose_game` | player | RB 195-196: wins; loses and is removed (outcome.py) |
| `extra_turn` | player | RB 734-738: takes an additional turn after this one (extra_turns.py) |
| `become_copy` | target, of | RB 477.1.b.1: the engine's, taking the copyable traits only |
| `burn` | player, count | RB 440 (v1.4): top X of the Main Deck to the trash (burn.py) |
| `pay_cost` | resources, discard, exhaust, recycle, kill | RB 740.4.a: "[pay X] to [do Y]" |
"""

from __future__ import annotations

from judge.engine.conditions import amount, not_done
from judge.engine.copies import BecomeCopy, become_copy
from judge.engine.declare import EffectDecl, effects_table
from judge.engine.delayed import Delayed, delayed
from judge.engine.effects import CORE_EFFECTS, Draw, MoveZone, move_zone, refs
from judge.engine.refs import TRIGGER_PLACES, trigger_zone
from judge.engine.replacements import replaced
from judge.engine.roles import Role
from judge.engine.trace import StepKind
from judge.games.riftbound.applied_costs import AppliedCost, run_applied_cost
from judge.games.riftbound.bonus import run_damage
from judge.games.riftbound.burn import Burn, run_burn
from judge.games.riftbound.control import (
    chosen_destination,
    destination,
    effect_move,
    is_chosen,
    recalled,
)
from judge.games.riftbound.discard import Discard, run_discard
from judge.games.riftbound.empower import Disempower, Empower, run_disempower, run_empower
from judge.games.riftbound.equip import Attach, attached_to, run_attach
from judge.games.riftbound.events import RiftEvent
from judge.games.riftbound.extra_turns import ExtraTurn, run_extra_turn
from judge.games.riftbound.instruction_costs import PayCost, run_pay, run_pay_cost
from judge.games.riftbound.lethal_change import LethalAny, run_lethal_any
from judge.games.riftbound.outcome import LoseGame, WinGame, run_lose_game, run_win_game
from judge.games.riftbound.scoring import draw_cards, move_from_deck
from judge.games.riftbound.split import SplitDamage, run_split_damage
from judge.games.riftbound.swap import Swap, run_swap
from judge.games.riftbound.tokens import PlayToken, run_create, run_play_token
from judge.games.riftbound.turn import window_over
from judge.games.riftbound.vision import Predict, run_predict
from judge.games.riftbound.weaponmaster import Weaponmaster, run_weaponmaster
from judge.model import effects as fx
from judge.model.args import required
from judge.model.effects import arg
from judge.model.state import Modifier, StackItem
from judge.msg import Items, Msg, phrase, phrases
from judge.record import dataclass
from judge.record import replace as changed

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

TARGET = required("target", "what it applies to ($1, self, an id, {each: ...})")


@dataclass(frozen=True)
class Move(fx.Effect):
    """Move a unit to a location (RB 449): a move by an effect."""

    kind: ClassVar[str] = "move"
    target: fx.Ref = arg(TARGET)
    to: str = arg(required("str", "base, battlefield:<id>, a battlefield id, here (where the "
                               "source is as it resolves), trigger_to / trigger_from (where "
                               "the trigger event moved its object to / from, as it triggered), "
                               "or $n: a battlefield target its player chose (RB 355.4)"))


@dataclass(frozen=True)
class Recall(fx.Effect):
    """Recall a permanent to its base; a recall is not a move (RB 455)."""

    kind: ClassVar[str] = "recall"
    target: fx.Ref = arg(TARGET)


@dataclass(frozen=True)
class Stun(fx.Effect):
    """Stun a unit: it adds no Might to combat damage (RB 423)."""

    kind: ClassVar[str] = "stun"
    target: fx.Ref = arg(TARGET)


@dataclass(frozen=True)
class Buff(fx.Effect):
    """Give a unit a buff: +1 Might, at most one (RB 426)."""

    kind: ClassVar[str] = "buff"
    target: fx.Ref = arg(TARGET)


@dataclass(frozen=True)
class DoubleMight(fx.Effect):
    """Double a unit's Might this turn (RB 432)."""

    kind: ClassVar[str] = "double_might"
    target: fx.Ref = arg(TARGET)


def _objects(t: Table, item: StackItem, ref: fx.Ref) -> list[str]:
    return [i for i in refs(t, item, ref) if i in t.state.objects]


def run_move(t: Table, item: StackItem, e: Move) -> str | None:
    """RB 449; `to: here` is the battlefield the source is at as the instruction is carried out
    (RB 053.3, RB 359.3.f.2): nowhere if it left the board (RB 359.3.f.2.a) or is at its base,
    which is no battlefield, so the move is ignored (RB 359.3.e.6; riftboundfaq Azir, Sovereign
    #attack-trigger-without-azir)."""
    dest = destination(e.to)
    owner_of_base = None
    if is_chosen(e.to):  # RB 355.4: the battlefield its player chose as it was played
        chosen = chosen_destination(t, item, e.to)
        if chosen is None:
            return None
        dest = chosen
    elif e.to == "here":
        t.cite_also_optional(Role.REFERENT)
        source = t.state.objects.get(item.source or "")  # its zone: refs' `here` is an object
        if source is None or not t.game.vocab.is_board(source.zone):
            return _from_nowhere(t, item, e, source.id if source is not None else None)
        if not source.zone.startswith("battlefield:"):  # at its base: no battlefield to go to
            return _at_no_battlefield(t, item, e, source.id)
        dest = source.zone
    elif e.to in TRIGGER_PLACES:  # RB 359.3.f.3: taken as it triggered, its source gone or not
        zone = trigger_zone(t, item, e.to)
        if zone is None or not t.game.vocab.is_board(zone):
            return None
        dest = zone
        moved = t.state.objects.get(item.trigger_object or "")
        owner_of_base = (moved.controller if moved else item.controller) if dest == "base" \
            else None
    out = []
    for oid in _objects(t, item, e.target):
        obj = t.obj(oid)
        if owner_of_base is None or obj.controller == owner_of_base:
            out.append(effect_move(t, obj, dest, item.id, item.controller))
    return phrases([o for o in out if o])


def _from_nowhere(t: Table, item: StackItem, e: Move, source: str | None) -> str | None:
    """"Move ... here" whose source has left the board: "here" is read from it as the
    instruction runs (RB 359.3.f.2) and is nowhere, so the move cannot be carried out and is
    ignored (RB 359.3.e.6): said, naming what it would have moved, as not done."""
    names = [t.name(oid) for oid in _objects(t, item, e.target)]
    if not names or source is None:
        return None
    t.cite_also_rule("RB 359.3.e.6")
    return not_done(Msg("does not move {objects}: {source} is no longer on the board, so "
                        "\"here\" is nowhere", objects=Items(names, commas=True),
                        source=t.name(source)))


def _at_no_battlefield(t: Table, item: StackItem, e: Move, source: str) -> str | None:
    """"Move ... to this battlefield" while its source is at its base: the instruction cannot
    be carried out and is ignored (RB 359.3.e.6)."""
    names = [t.name(oid) for oid in _objects(t, item, e.target)]
    if not names:
        return None
    t.cite_also_rule("RB 359.3.e.6")
    return phrase(Msg("does not move {objects}: {source} is at no battlefield",
                      objects=Items(names, commas=True), source=t.name(source)))


def run_recall(t: Table, item: StackItem, e: Recall) -> str | None:
    names = []
    for oid in _objects(t, item, e.target):
        obj = t.obj(oid)
        if t.game.vocab.is_board(obj.zone) and obj.zone != "base":
            for rule in recalled(t, obj, ("RB 455",)):
                t.cite_also_rule(rule)
            names.append(t.name(oid))
    return phrase(Msg("recalls {objects}", objects=Items(names, commas=True))) if names else None


def run_stun(t: Table, item: StackItem, e: Stun) -> str | None:
    """RB 423.1: each unit becomes stunned, an event "when you stun" watches, its player the
    effect's controller; a unit stunned already is not stunned again, so nothing triggers for it
    (RB 423.1.a.1). A replacement of its becoming stunned leaves it unstunned (RB 370.1.a.1)."""
    names = []
    spared: list[str] = []  # RB 719.4.a: the cards attached to a stunned unit are not stunned
    for oid in _objects(t, item, e.target):
        obj = t.obj(oid)
        if t.game.vocab.is_board(obj.zone) and not obj.extra.get("stunned"):
            if replaced(t, "stunned", obj, cause=item.id):
                continue  # RB 370.1.a.1: it never became stunned; nothing triggers
            obj.extra["stunned"] = True
            obj.last_change = item.id
            names.append(t.name(oid))
            spared += [t.name(a.id) for a in attached_to(t.state, oid)]
            t.emit(RiftEvent.STUNNED, Msg("{object} becomes stunned", object=t.name(oid)),
                   obj=oid, player=item.controller, cause=item.id)
        elif t.game.vocab.is_board(obj.zone):
            t.cite_also_rule("RB 423.1.a.1")  # stunned already: not again, no trigger
    if not names:
        return None
    said = Msg("stuns {objects}", objects=Items(names, commas=True))
    if spared and t.state.edition != "v1.3":
        t.cite_also_rule("RB 719.4.a")
        said = Msg("{said} (not what is attached to it: {attached})", said=said,
                   attached=Items(spared, commas=True))
        # said of each attached card too, where its own fact looks for why it is as it was
        for name in spared:
            t.note(phrase(Msg("{object} stays as it was: the statuses of a card attached to a "
                              "unit are its own", object=name)), ("RB 719.4.a",))
    return phrase(said)


def run_buff(t: Table, item: StackItem, e: Buff) -> str | None:
    """RB 426: a unit holds at most one buff; buffing a buffed unit does nothing."""
    names, already = [], []
    for oid in _objects(t, item, e.target):
        obj = t.obj(oid)
        if obj.card.is_type("unit") and not obj.counters.get("buff"):
            obj.counters["buff"] = 1
            names.append(t.name(oid))
        elif obj.card.is_type("unit"):
            t.cite_also_rule("RB 426.1.b.1")  # buffed already: it gets no other (RB 426.1.c)
            already.append(t.name(oid))
    said = [Msg("buffs {objects} (+1 Might)", objects=Items(names, commas=True))] if names \
        else []
    if names:
        t.cite_also_rule("RB 703")  # what the buff does: +1 Might (it cited only RB 426.1.b)
    if already:  # said, naming each: "What is its Might?" is answered by it (RB 426.1.b.1)
        said.append(Msg("{objects} already has a buff, so nothing is added",
                        plural="{objects} already have a buff, so nothing is added",
                        n=len(already), objects=Items(already, commas=True)))
    if not names:  # only units buffed already: said, but it did not happen ("if you do")
        return not_done(said[0]) if said else None
    return phrases([phrase(m) for m in said])


def run_double(t: Table, item: StackItem, e: DoubleMight) -> str | None:
    """RB 432: doubling Might gives +X this turn, X being its Might now (at least 0: RB 477.3.c;
    under v1.3, house policy RB HP.42)."""
    out = []
    for oid in _objects(t, item, e.target):
        obj = t.obj(oid)
        might = t.stat(obj, "might") or 0
        now = max(0, might)
        if might < 0 and t.state.edition != "v1.3":
            t.cite_also_rule("RB 477.3.c")  # an increase by a negative amount is by 0
        elif might < 0:  # v1.3 does not say: house policy RB HP.42
            t.cite_also_rule(t.policy_id("double.v13_negative"))
            if t.policy_is("double.v13_negative", "negative"):
                now = might
        obj.modifiers.append(Modifier(item.id, (("might", now),), duration="turn"))
        obj.last_change = item.id
        out.append(phrase(Msg("{object} gets +{might} Might this turn", object=t.name(oid),
                              might=str(now))))
    return phrases(out)


def run_draw(t: Table, item: StackItem, e: Draw) -> str | None:
    """RB 413, RB 431: the core `draw`, drawing the Riftbound way (an empty Main Deck burns
    out first: scoring.draw_cards)."""
    out = []
    for pid in refs(t, item, e.player):
        if pid in t.state.players:
            n = draw_card_count(t, item, pid, amount(t, item, e.count))
            out.append(phrase(Msg("{player} draws {n} card", plural="{player} draws {n} cards",
                                  player=pid, n=n)))
    return phrases(out)


def draw_card_count(t: Table, item: StackItem, pid: str, wanted: int) -> int:
    """RB 413.4: a draw of more cards than the Main Deck holds draws what is there, burns out,
    then draws the rest. The Burn Out's step must not come before one that says why the player
    draws (the item's resolution step comes after its instructions): a step of its own says the
    item draws what the deck held and must draw on, then the Burn Out, and the resolution step
    finishes the draw (RB 413.4.c)."""
    deck = t.game.vocab.deck_zone
    held = len(t.state.ordered.get((pid, deck), ()))
    if wanted <= held:
        return draw_cards(t, pid, wanted, item.id)
    n = draw_cards(t, pid, held, item.id) if held else 0
    if t.top_of(pid, deck) is None and not t.state.game_over:
        said = Msg("{item}: {player} draws {n} card, all the Main Deck holds, and must draw "
                   "{more} more", plural="{item}: {player} draws {n} cards, all the Main Deck "
                   "holds, and must draw {more} more", item=t.item_label(item), player=pid,
                   n=n, more=wanted - held) if held else \
            Msg("{item}: {player} must draw {n} card from an empty Main Deck", plural="{item}: "
                "{player} must draw {n} cards from an empty Main Deck",
                item=t.item_label(item), player=pid, n=wanted)
        t.step(StepKind.EFFECT, said, ("RB 413.2.b", "RB 413.4.a", "RB 413.4.b"), actor=pid)
    n += draw_cards(t, pid, wanted - held, item.id)
    if not t.state.game_over:  # after the Burn Out: the resolution step finishes the draw
        t.cite_also_rule("RB 413.4.c")
    return n


def run_move_zone(t: Table, item: StackItem, e: MoveZone) -> str | None:
    """The core `move_zone`; "put the top N cards of your Main Deck into ..." (`{top: N}`)
    with fewer there moves what there is, burns out, then moves the rest (RB 431.1.b; a look or
    a reveal never burns out, RB 431.1.c, and names what there is)."""
    deck = t.game.vocab.deck_zone
    if not isinstance(e.target, fx.Top) or e.to == deck:
        return move_zone(t, item, e)
    if len(t.state.ordered.get((item.controller, deck), ())) >= e.target.top:
        return move_zone(t, item, e)
    t.cite_also_rule("RB 431.1.b")
    return phrases(move_from_deck(t, item.controller, e.target.top,
                                  lambda n: move_zone(t, item, changed(e, target=fx.Top(n))),
                                  (t.item_label(item), ("RB 431.1.b",))))


def delayed_in_its_window(t: Table, item: StackItem, e: Delayed) -> str | None:
    """A delayed triggered ability, never created once its window is over (RB 359.3.e.16)."""
    return delayed(t, item, e, window_over)


EFFECTS: dict[str, EffectDecl] = effects_table(
    EffectDecl(Move, run_move, "move {target} to {to}"),
    EffectDecl(Recall, run_recall, "recall {target}"),
    EffectDecl(Stun, run_stun, "stun {target}"),
    EffectDecl(Discard, run_discard, "{player} discards {count}"),
    EffectDecl(Burn, run_burn, "{player} burns {count}"),
    EffectDecl(Swap, run_swap, "swap the {stat} of {target} and {with}"),
    EffectDecl(Buff, run_buff, "buff {target}"),
    EffectDecl(DoubleMight, run_double, "double the Might of {target}"),
    CORE_EFFECTS["draw"].replacing(run_draw),
    CORE_EFFECTS["pay"].replacing(run_pay),  # RB 444.2.c: Add abilities while told to pay
    CORE_EFFECTS["move_zone"].replacing(run_move_zone),
    CORE_EFFECTS["damage"].replacing(run_damage),
    EffectDecl(PlayToken, run_play_token, "play {count} {card} token(s) to {location}"),
    CORE_EFFECTS["create"].replacing(run_create),
    EffectDecl(Predict, run_predict, "{player} predicts {count}"),
    EffectDecl(Empower, run_empower, "empower {target}"),
    EffectDecl(Attach, run_attach, "attach {target} to {to}"),
    EffectDecl(Weaponmaster, run_weaponmaster, "attach an Equipment you control to this, "
               "paying its Equip cost less [A]"),
    EffectDecl(Disempower, run_disempower, "disempower {target}"),
    EffectDecl(LethalAny, run_lethal_any, "any damage {by} marks is lethal for {target}"),
    EffectDecl(AppliedCost, run_applied_cost, "{player} must pay {energy} Energy to {action}"),
    EffectDecl(SplitDamage, run_split_damage, "deal {amount} damage split among {target}"),
    EffectDecl(WinGame, run_win_game, "{player} wins the game"),
    EffectDecl(LoseGame, run_lose_game, "{player} loses the game"),
    EffectDecl(ExtraTurn, run_extra_turn, "{player} takes a turn after this"),
    EffectDecl(PayCost, run_pay_cost, "pay {resources} (a cost within its instructions)",
               rest="resources"),
    # RB 477.1.b.1: a layer-1 copy effect; what it takes is Riftbound.copyable (RB 477.1.b.1.a)
    EffectDecl(BecomeCopy, become_copy, "{target} becomes a copy of {of}"),
    EffectDecl(Delayed, delayed_in_its_window,
               "create the delayed triggered ability {ability}"),
    # Riftbound units move (RB 144) rather than attack or block: "can't move" is its word.
    # RB 355.2: a unit's play chooses its location, so a play may be forbidden to one ("units
    # can't be played here", `to: here`)
    # RB 465.2.c.10: "I don't take damage" is `action: be_damaged`: it cannot be dealt damage.
    # "Damage I deal can't be prevented" is `action: prevent_damage` of `target` (its source),
    # "your damage can't be prevented" of `player` (what that player marks, RB 142.3.b): a
    # prohibition (RB 054.1) on the prevention of that damage, combat damage included
    CORE_EFFECTS["forbid"].narrowing("action", "attack", "block")
    .widening("action", "move", "be_damaged", "prevent_damage")
    .widening("to", "here"),
)
