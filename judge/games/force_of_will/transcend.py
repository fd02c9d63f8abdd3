"""The Transcend process (FOW 714) and how a transcended J-ruler leaves the field (1010.1, 1205.4).

What a file writes, on a chant or a card with an ability that asks "to transcend":
- `transcend: <race>`: the race of the J/ruler its text specifies (714.1a);
- the instruction `transcend: {target: $1}` where its text plays the process: the target is the
  resonator chosen as a target (714.1a, 714.3a);
- which J-ruler card the player reveals from outside the game:
  `decisions: {<item id>: {choices: {transcend: <id>}}}` (or `none`: they do not transcend);
  without one, the first that meets the conditions in the file's order, said in the step.

The conditions (714.1a-714.1d, 714.4), checked as the process would be played: a J-ruler card the
player owns outside the game (judge's zone `outside_game`; an expelled card is never one, 321.10)
with no ruler side and no warden side, sharing two or more printed races with the resonator; the
player's J/ruler of the race named (a ruler in their ruler area, or any J-ruler in the field, one
with no ruler side of its own too), not ordered (714.1b), not astral (714.1c), with no warden side
(714.1d); the resonator in the field under their control (714.3a); once per turn, and not after a
judgment process that turn (714.4).

Played (714.3a): the resonator is stacked below the J/ruler and the revealed J-ruler on top. From
the ruler area the stack moves to the field, recovered (714.3b): the J-ruler enters the field.
In the field it keeps the J-ruler's orientation (714.3c); stacking on an entity is not entering
(1045.5), and the top card keeps the entity's damage, counters and continuous effects but cannot
attack or pay a [rest] cost this turn without [Swiftness]. Only the top card is an entity
(1045.2): the cards below are in judge's zone `stacked`, and the top card's `stacked` count is 2
(more if the J/ruler had cards below it already, 1165.3).

Leaving: destroyed (1010.1) or at DEF 0 or less (1205.4), the top J-ruler and any J-ruler with no
ruler side below it go outside the game face down, the J/ruler below with a ruler side goes to its
owner's ruler area ruler side up (astral only by 1205.4: 1010.1a), and the other cards below are
expelled; a Contract J-ruler below follows house policy FOW HP.24 (`transcend.contract_below`).
A transcended J-ruler cannot be made astral (1024.3c). Any other way out of the field follows the
rules for a stack leaving it (1045.6c-1045.6d, reincarnation.unstack_card); an effect moving it to
a ruler area, house policy FOW HP.23 (`transcend.j_ruler_to_ruler_area`).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.conditions import not_done
from judge.engine.declare import EffectDecl
from judge.engine.events import Event, EventKind
from judge.engine.lost import keep_losses, takes_away
from judge.engine.refs import refs
from judge.engine.trace import StepKind
from judge.games.force_of_will.contract import CONTRACTED, back_to_contract_side
from judge.games.force_of_will.game_start import OUTSIDE_GAME
from judge.games.force_of_will.reincarnation import (
    REINCARNATED,
    STACKED,
    cease_if_token,
    put_below,
    ruler_side,
    unstack_card,
)
from judge.games.force_of_will.revolution import ORDERED, is_ordered
from judge.games.force_of_will.stacks import trinity_counts
from judge.games.force_of_will.state import (
    EXPELLED,
    astral_rules,
    ext,
    is_astral,
    printed_and_source,
)
from judge.games.force_of_will.wardens import has_warden_side
from judge.model.args import Arg, required
from judge.model.cards import CardDef
from judge.model.effects import Effect, Ref, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, Modifier, StackItem
from judge.msg import Msg, joined, phrase, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

KEY = "transcend"
#: What a file writes to reveal no J-ruler: the player does not transcend.
NOTHING = "none"
#: How the cards of a transcended stack move as the rules take it apart (not another way out).
TAKEN_APART = "taken apart after a Transcend process"

TRANSCEND_CARD_KEYS: dict[str, Arg] = {
    KEY: Arg("str", doc="on a chant or a card with an ability that asks to transcend: the race "
             "of the J/ruler its text specifies (FOW 714.1a); its text plays the process with "
             "the instruction `transcend: {target: $1}`, the resonator chosen as a target"),
}
TRANSCEND_CHOICE_KEYS: dict[str, Arg] = {
    KEY: Arg("str", doc="a Transcend process, under the id of the chant or ability asking to "
             "transcend: the id of the J-ruler card its player reveals from outside the game, "
             "or `none` (FOW 714.1a)"),
}


@dataclass(frozen=True)
class PlayTranscend(Effect):
    """Play the Transcend process this chant or ability asks for (FOW 714): a J-ruler card from
    outside the game is stacked on the player's J/ruler of the race named, with the target
    resonator below."""

    kind: ClassVar[str] = "transcend"
    target: Ref = arg(required("target", "the resonator chosen as a target (FOW 714.3a)"))


# ----- reading the state ------------------------------------------------------------------------
def is_transcended(t: Table, obj: GameObject) -> bool:
    """The top J-ruler of a transcended stack in the field (FOW 714.3a)."""
    return obj.zone == "field" and obj.id in ext(t.state).transcended


def _races(card: CardDef) -> set[str]:
    """Its printed races (judge reads a race as a trait; FOW 714.1a names printed races)."""
    return set(card.traits)


def _shares_two(a: CardDef, b: CardDef) -> bool:
    return len(_races(a) & _races(b)) >= 2


def _specified(t: Table, player: str, race: str) -> GameObject | None:
    """FOW 714.1a: the player's J/ruler of the race the text names: a ruler in their ruler
    area or a J-ruler they control in the field."""
    for oid in t.board:
        obj = t.state.objects[oid]
        if obj.controller != player or race not in _races(obj.card):
            continue
        if (obj.zone == "ruler_area" and obj.card.is_type("ruler")) or \
                (obj.zone == "field" and obj.card.is_type("j_ruler")):
            return obj
    return None


def _candidates(t: Table, player: str, resonator: GameObject) -> list[GameObject]:
    """FOW 714.1a, 714.1d: J-ruler cards the player owns outside the game, with no ruler side
    and no warden side, sharing two or more printed races with the resonator."""
    return [o for o in t.state.objects.values()
            if o.zone == OUTSIDE_GAME and o.owner == player and o.card.is_type("j_ruler")
            and o.card.get("ruler") is None and not has_warden_side(o.card)
            and _shares_two(o.card, resonator.card)]


# ----- playing the process ----------------------------------------------------------------------
def run_transcend(t: Table, item: StackItem, e: PlayTranscend) -> str | None:
    """FOW 714.1-714.4: as the chant or ability resolves, its player transcends if every
    condition is met."""
    player = item.controller
    source = t.state.objects.get(item.source or "")
    race = str(source.card.get(KEY)) if source is not None and source.card.get(KEY) else ""
    t.cite_also_rule("FOW 714.1")
    why = _cannot_now(t, player)
    if why is not None:
        return why
    specified = _specified(t, player, race)
    if specified is None:
        t.cite_also_rule("FOW 714.1a")
        return not_done(Msg("{player} controls no J/ruler of the race {race}: they cannot "
                            "transcend", player=player, race=race))
    why = _cannot_with(t, specified)
    if why is not None:
        return why
    resonator = _resonator(t, item, e, player)
    if resonator is None:
        t.cite_also_rule("FOW 714.3a")
        return not_done(Msg("the resonator chosen as a target is not in the field under "
                            "{player}'s control: they cannot transcend", player=player))
    top = _revealed(t, item, player, resonator)
    if isinstance(top, str):
        return top
    return _transcend(t, player, top, specified, resonator)


def _cannot_now(t: Table, player: str) -> str | None:
    """FOW 714.4: once per turn, and not after a judgment process that turn."""
    x = ext(t.state)
    if player in x.transcended_by:
        t.cite_also_rule("FOW 714.4")
        return not_done(Msg("{player} has already performed a Transcend process this turn: the "
                            "process is not played", player=player))
    if x.judgment_played and player == t.state.turn_player:
        t.cite_also_rule("FOW 714.4")
        return not_done(Msg("{player} played a judgment process this turn: they cannot "
                            "transcend", player=player))
    return None


def _cannot_with(t: Table, specified: GameObject) -> str | None:
    """FOW 714.1b-714.1d: not an ordered J-ruler, an astral ruler or a J-ruler with a warden
    side. Any other J-ruler in the field will do, one with no ruler side of its own too (a
    Contract J-ruler, the top card of another stack): 1010.1 and 1205.4 say how such a stack is
    taken apart (leaves_transcended)."""
    name = t.name(specified.id)
    if is_ordered(specified):
        t.cite_also_rule("FOW 714.1b")
        return not_done(Msg("{object} is an ordered J-ruler: no Transcend process with it",
                            object=name))
    if has_warden_side(specified.card):
        t.cite_also_rule("FOW 714.1d")
        return not_done(Msg("{object} is a J-ruler with a warden side: no Transcend process "
                            "with it", object=name))
    if specified.counters.get("astral") and specified.card.get(CONTRACTED) is not None:
        # its astral ruler's counter moved onto it (713.3b): no Contract J-ruler is astral
        t.cite_also_rule("FOW 1024.2b")
        t.note(phrase(Msg("{object} has an astral counter but is not astral: a Contract J-ruler "
                          "cannot become astral", object=name)), ("FOW 1024.2b", "FOW 714.1c"))
    if is_astral(t, specified):
        t.cite_also_rule("FOW 714.1c")
        for rule in astral_rules(specified):
            t.cite_also_rule(rule)
        return not_done(Msg("{object} is astral: no Transcend process with a ruler of that name "
                            "for the rest of the game", object=name))
    return None


def _resonator(t: Table, item: StackItem, e: PlayTranscend, player: str) -> GameObject | None:
    """FOW 714.3a: the resonator chosen as a target, in the field under the player's control."""
    for oid in refs(t, item, e.target):
        obj = t.state.objects.get(oid)
        if obj is not None and obj.zone == "field" and obj.controller == player and \
                obj.card.is_type("resonator"):
            return obj
    return None


def _revealed(t: Table, item: StackItem, player: str, resonator: GameObject
              ) -> GameObject | str:
    """The J-ruler card the player reveals from outside the game (FOW 714.1a): the file's
    decision, else the first that meets the conditions (said in a note); or why none is."""
    options = _candidates(t, player, resonator)
    chosen = t.decision(item.id, "choices", KEY)
    if chosen == NOTHING:
        return not_done(Msg("{player} chooses to reveal no J-ruler card from outside the game: "
                            "they do not transcend", player=player))
    if chosen is not None:
        found = next((o for o in options if o.id == chosen), None)
        if found is None:
            t.bad_decision((item.id, "choices", KEY), f"{chosen!r} is not a J-ruler card "
                           f"{player} owns outside the game with no ruler side and no warden "
                           "side sharing two or more printed races with the resonator (FOW "
                           f"714.1a); those are: {', '.join(o.id for o in options) or NOTHING}")
        return found
    t.cite_also_rule("FOW 714.1a")
    if not options:
        return _none_to_reveal(t, player, resonator)
    t.note(phrase(Msg("judge chose {object}, the first J-ruler card {player} may reveal from "
                      "outside the game", object=t.name(options[0].id), player=player)),
           ("FOW 714.1a",))
    return options[0]


def _none_to_reveal(t: Table, player: str, resonator: GameObject) -> str:
    """No J-ruler card meets FOW 714.1a; one that would but was expelled is out of reach
    (321.10: the text does not say "expelled card")."""
    expelled = [o for o in t.state.objects.values()
                if o.zone == EXPELLED and o.owner == player and o.card.is_type("j_ruler")
                and o.card.get("ruler") is None and not has_warden_side(o.card)
                and _shares_two(o.card, resonator.card)]
    if expelled:
        t.cite_also_rule("FOW 321.10")
        return not_done(Msg("{object} was expelled: the text does not say \"expelled card\", "
                            "so {player} cannot reveal it, and has no other J-ruler card "
                            "outside the game to transcend with", object=t.name(expelled[0].id),
                            player=player))
    return not_done(Msg("{player} has no J-ruler card outside the game with no ruler side and "
                        "no warden side sharing two or more printed races with {object}: they "
                        "cannot transcend", player=player, object=t.name(resonator.id)))


def _transcend(t: Table, player: str, top: GameObject, specified: GameObject,
               resonator: GameObject) -> str:
    """FOW 714.3a-714.3c: the resonator below the J/ruler, the revealed J-ruler on top."""
    x = ext(t.state)
    x.transcended_by.add(player)
    from_ruler_area = specified.zone == "ruler_area"
    kept = (specified.exhausted, specified.damage, dict(specified.counters),
            list(specified.modifiers))
    already = specified.extra.get("stacked")
    under = 2 + (already if isinstance(already, int) else 0)  # FOW 1165.3: every card below
    said = Msg("{player} plays the Transcend process: they put {object3} below {object2} "
               "and {object}, revealed from outside the game, on top of it", player=player,
               object=t.name(top.id), object2=t.name(specified.id),
               object3=t.name(resonator.id))
    put_below(t, resonator)
    put_below(t, specified)
    x.transcended[top.id] = [specified.id, resonator.id]
    t.cite_also_rule("FOW 714.3a")
    t.cite_also_rule("FOW 1045.2")
    if from_ruler_area:  # FOW 714.3b: the stack moves to the field, recovered
        top.controller = player
        t.move(top, "field", cause=None, how="transcended")
        top.exhausted = False
        top.extra["stacked"] = under
        trinity_counts(t, top, under)
        t.cite_also_rule("FOW 714.3b")
        return phrase(Msg("{said}; the three cards move from the ruler area to the field together, "
                          "recovered",
                          said=said))
    _stack_on_entity(t, top, player, kept)
    top.extra["stacked"] = under
    trinity_counts(t, top, under)
    t.cite_also_rule("FOW 714.3c")
    t.cite_also_rule("FOW 1045.5")
    return phrase(Msg("{said}; the cards stay in the field, {how} as the J-ruler was (a card "
                      "put on top of an entity does not enter the field: it keeps its damage, "
                      "counters and continuous effects, and cannot attack this turn)", said=said,
                      how=word("rested") if kept[0] else word("recovered")))


def _kept_loss(t: Table, top: GameObject, modifiers: list[Modifier]) -> list[Modifier]:
    """FOW 1045.5: the card on top keeps the entity's continuous effects, a loss of abilities
    among them; FOW HP.52 says whether that loss takes the top card's abilities away (909.1d:
    no event, it did not have them as that entity) or stays with the card below (1045.2)."""
    policy = t.policy_id("stacked.kept_loss")
    t.cite_also_rule(policy)  # the step that stacks it rests on it
    if t.policy_is("stacked.kept_loss", "applies"):
        t.note(phrase(Msg("{object} keeps the loss of abilities of the entity below it: it has "
                          "none of its own abilities while the loss applies (house policy "
                          "{policy})", object=t.name(top.id), policy=policy)),
               ("FOW 1045.5", "FOW 909.1d", policy))
        return modifiers
    t.note(phrase(Msg("the loss of abilities stays with the card below, no entity: {object} has "
                      "its abilities (house policy {policy})", object=t.name(top.id),
                      policy=policy)), ("FOW 1045.2", policy))
    out = []
    for m in modifiers:
        if takes_away(m):
            m = replace(m, loses_all=False, loses_keywords=())
            if m == Modifier(m.source, duration=m.duration, timestamp=m.timestamp):
                continue
        out.append(m)
    return out


def _stack_on_entity(t: Table, top: GameObject, player: str,
                     kept: tuple[bool, int, dict[str, int], list[Modifier]]) -> None:
    """FOW 1045.5, 714.3c: the J-ruler card is stacked on top of the entity in the field: not
    entering the field; it keeps the entity's orientation, damage, counters and continuous
    effects, and cannot attack or pay a [rest] cost this turn without [Swiftness]."""
    exhausted, damage, counters, modifiers = kept
    if any(takes_away(m) for m in modifiers):
        modifiers = _kept_loss(t, top, modifiers)
    top.zone = "field"
    top.controller = player
    top.face_down = False
    top.incarnation += 1
    top.extra.clear()
    t.board[top.id] = None
    top.since = t.tick()
    top.exhausted = exhausted
    top.damage = damage
    top.counters.clear()
    top.counters.update(counters)
    top.modifiers = list(modifiers)
    top.extra["entered_this_turn"] = True  # FOW 1045.5: no attack, no [rest] this turn
    if any(takes_away(m) for m in modifiers):
        keep_losses(t, top)  # FOW HP.52 `applies`: its own abilities are taken away
    ext(t.state).stacked_on.add(top.id)
    t.watch(top)
    t.changed()


# ----- leaving the field ------------------------------------------------------------------------
def _below(t: Table, top_id: str) -> list[GameObject]:
    """The cards below a transcended J-ruler, top to bottom, taken off its record: the J/ruler and
    the resonator its process stacked (714.3a) and, where that J/ruler was itself the top card of
    a stack (another transcended J-ruler, a [Reincarnation] stack), the cards below it in turn."""
    x = ext(t.state)
    out: list[GameObject] = []
    for oid in x.transcended.pop(top_id, []):
        card = t.state.objects.get(oid)
        if card is None or card.zone != STACKED:
            continue
        out.append(card)
        out.extend(_below(t, oid))
        out.extend(o for sid in x.stacked_below.pop(oid, [])
                   if (o := t.state.objects.get(sid)) is not None and o.zone == STACKED)
    return out


def _has_ruler_side(t: Table, card: GameObject) -> bool:
    """A J/ruler with a ruler side: a ruler stacked from the ruler area, or a J-ruler with one."""
    return card.card.is_type("ruler") or \
        (card.card.is_type("j_ruler") and ruler_side(t, card) is not None)


def _no_ruler_side(card: GameObject) -> bool:
    """FOW 1010.1, 1205.4: a J-ruler with no ruler side below the top one ("any such J-rulers"):
    printed a J-ruler (not one only by [Reincarnation], 1161.2), not a Contract J-ruler (house
    policy FOW HP.24) and not ordered (it is its printed card, 321.2)."""
    return card.card.is_type("j_ruler") and card.card.get(REINCARNATED) is None and \
        card.card.get(CONTRACTED) is None and card.card.get(ORDERED) is None


def leaves_transcended(t: Table, obj: GameObject, *, cause: str | None, astral: bool) -> Msg:
    """FOW 1010.1 (destroyed), 1205.4 (DEF 0 or less): the top J-ruler, and any J-ruler with no
    ruler side below it, goes outside the game face up, and its owner turns it face down; the
    J/ruler below with a ruler side goes to its owner's ruler area ruler side up, keeping the
    stack's orientation (302.3), astral only by 1205.4 (1010.1a); a Contract J-ruler below
    follows house policy FOW HP.24; every other card below is expelled by its owner (1047.1)."""
    exhausted = obj.exhausted
    name = t.name(obj.id)
    t.move(obj, OUTSIDE_GAME, cause=cause, how=TAKEN_APART)  # still transcended as it moves
    if obj.zone != OUTSIDE_GAME or obj.id not in ext(t.state).transcended:
        # a replacement effect sent it to a ruler area instead: house policy FOW HP.23 ruled
        # that move (subrulers.replaced_to_ruler_area), as for an effect's own move there
        return Msg("a replacement effect sends {object}, a transcended J-ruler, to a ruler area "
                   "instead: house policy {policy} rules it", object=name,
                   policy=t.policy_id("transcend.j_ruler_to_ruler_area"))
    below = _below(t, obj.id)
    obj.face_down = True
    parts = [_taken_apart(t, card, exhausted, astral, cause) for card in below]
    return Msg("{object}, a transcended J-ruler, goes outside the game and is turned face "
               "down; {rest}", object=name, rest=_joined(parts))


def _taken_apart(t: Table, card: GameObject, exhausted: bool, astral: bool,
                 cause: str | None) -> Msg:
    """Where one card below goes as FOW 1010.1 and 1205.4 take the stack apart."""
    if card.card.get(CONTRACTED) is not None:
        return _contract_j_ruler_below(t, card, cause)
    if _has_ruler_side(t, card):
        return _back_to_ruler_area(t, card, exhausted, astral, cause)
    if _no_ruler_side(card):
        name = t.name(card.id)
        _outside_face_down(t, card, cause)
        return Msg("{object}, a J-ruler with no ruler side below it, goes outside the game too "
                   "and is turned face down", object=name)
    t.move(card, EXPELLED, cause=cause, how=TAKEN_APART)
    t.cite_also_rule("FOW 1047.1")
    cease_if_token(t, card)
    return Msg("{object} is expelled by its owner", object=t.name(card.id))


def _outside_face_down(t: Table, card: GameObject, cause: str | None) -> None:
    t.move(card, OUTSIDE_GAME, cause=cause, how=TAKEN_APART)
    card.face_down = True
    cease_if_token(t, card)


def _contract_j_ruler_below(t: Table, card: GameObject, cause: str | None) -> Msg:
    """A Contract J-ruler below a transcended J-ruler (a Transcend process played with it, 714.1a)
    has no ruler side, so 1010.1 and 1205.4 would send it outside the game with the top J-ruler,
    and say nothing of its ruler under contract: house policy FOW HP.24
    (`transcend.contract_below`). `as-contract` (the default): it goes as a Contract J-ruler does
    (1010.1, 1205.3), Contract side up into its owner's graveyard, and the ruler under contract
    turns face up, recovered; `outside-the-game`: it goes outside the game face down, Contract
    side up (1302.4a), and the ruler stays under contract."""
    policy = t.policy_id("transcend.contract_below")
    t.cite_also_rule(policy)
    name = t.name(card.id)
    if t.policy_is("transcend.contract_below", "outside-the-game"):
        printed, _ = printed_and_source(card, CONTRACTED)
        _outside_face_down(t, card, cause)
        card.card = printed  # FOW 1302.4a: out of the field, Contract side up
        t.watch(card)
        return Msg("{object}, a Contract J-ruler below it, has no ruler side: it goes outside "
                   "the game too and is turned face down, and the ruler under contract stays "
                   "under contract (house policy {policy})", object=name, policy=policy)
    t.cite_also_rule("FOW 1205.3")
    ruler, _ = back_to_contract_side(t, card, cause=cause)
    if ruler is None:
        return Msg("{object}, a Contract J-ruler below it, goes to its owner's graveyard Contract "
                   "side up (house policy {policy})", object=name, policy=policy)
    return Msg("{object}, a Contract J-ruler below it, goes to its owner's graveyard Contract "
               "side up, and the ruler under contract turns face up as {ruler}, recovered "
               "(house policy {policy})", object=name, ruler=t.name(ruler.id), policy=policy)


def _joined(parts: list[Msg]) -> object:
    """The parts of a taken-apart stack, one after another (`a; b`)."""
    return joined([phrase(p) for p in parts]) if parts else Msg("nothing was stacked below it")


def _back_to_ruler_area(t: Table, card: GameObject, exhausted: bool, astral: bool,
                        cause: str | None) -> Msg:
    """The J/ruler below goes to its owner's ruler area ruler side up (FOW 1010.1, 1205.4)."""
    side = card.card if card.card.is_type("ruler") else ruler_side(t, card)
    assert side is not None
    if side is not card.card:
        ext(t.state).other_side[card.id] = card.card
        card.card = side
    t.move(card, "ruler_area", cause=cause, how=TAKEN_APART)
    card.controller = card.owner
    card.exhausted = exhausted
    t.watch(card)
    t.cite_also_rule("FOW 302.3")
    if not astral:
        t.cite_also_rule("FOW 1010.1a")
        return Msg("{object} goes to its owner's ruler area, ruler side up, {how} as the J-ruler "
                   "on top was, and is not astral", object=t.name(card.id),
                   how=word("rested") if exhausted else word("recovered"))
    card.counters["astral"] = card.counters.get("astral", 0) + 1
    ext(t.state).astral_names.add(side.name)
    t.cite_also_rule("FOW 1024.1")
    return Msg("{object} goes to its owner's ruler area, ruler side up, {how} as the J-ruler on "
               "top was, with an astral counter: it is astral", object=t.name(card.id),
               how=word("rested") if exhausted else word("recovered"))


def say_def_zero(t: Table, said: Msg, defense: int) -> None:
    """The rule process's step for a transcended J-ruler with DEF 0 or less (FOW 1205.4)."""
    t.step(StepKind.STATE_CHECK, Msg("rule process: DEF {n}: {said}", n=defense, said=said),
           ("FOW 1205.4",))


def on_event(t: Table, event: Event) -> None:
    """FOW 1045.6: a transcended J-ruler that leaves the field other than destroyed or at DEF 0
    (1010.1, 1205.4 take the stack apart only then), e.g. expelled, or moved as the card it
    became: it alone leaves; the J/ruler below with a ruler side goes to the ruler area as a ruler
    (1045.6c), and the other cards go to the zone it went to, unstacked (1045.6d), but a J-ruler
    moves to no zone but a ruler area or the field (321.2) and stays (reincarnation.unstack_card).
    An effect moving it to a ruler area follows house policy FOW HP.23 before it moves
    (transcended_to_ruler_area)."""
    if event.kind not in (EventKind.LEFT, EventKind.MOVED) or event.zone_from != "field" or \
            event.zone_to == "field" or \
            event.how == TAKEN_APART or event.object not in ext(t.state).transcended:
        return
    for card in _below(t, event.object or ""):
        unstack_card(t, card, event)


def transcended_to_ruler_area(t: Table, obj: GameObject, cause: str | None) -> str:
    """An effect moves a transcended J-ruler to a ruler area (FOW 321.2 lets a J-ruler move
    there). The top J-ruler has no ruler side, and 1010.1 and 1205.4 say what becomes of the
    stack only when it is destroyed or its DEF is 0: house policy FOW HP.23
    (`transcend.j_ruler_to_ruler_area`). `as-destroyed` (the default) takes the stack apart as
    1010.1 does, without destroying it (nothing is astral, 1010.1a); `stays` keeps it in the
    field. What happened."""
    policy = t.policy_id("transcend.j_ruler_to_ruler_area")
    name = t.name(obj.id)
    t.cite_also_rule("FOW 321.2")  # the rule that lets an effect move a J-ruler there
    t.cite_also_rule(policy)
    if t.policy_is("transcend.j_ruler_to_ruler_area", "stays"):
        return phrase(Msg("{object} is a transcended J-ruler, with no ruler side to show in a "
                          "ruler area: it stays in the field with the cards below it (house "
                          "policy {policy})", object=name, policy=policy))
    t.cite_also_rule("FOW 1010.1")
    said = leaves_transcended(t, obj, cause=cause, astral=False)
    return phrase(Msg("{said}, as when it is destroyed (house policy {policy})", said=said,
                      policy=policy))


# ----- checking a file --------------------------------------------------------------------------
def _plays(effects: tuple[Effect, ...]) -> bool:
    for e in effects:
        inner = getattr(e, "effects", None) or getattr(e, "effect", None)
        nested = (inner,) if isinstance(inner, Effect) else inner if isinstance(inner, tuple) \
            else ()
        if e.kind == PlayTranscend.kind or _plays(nested):
            return True
    return False


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """A card asking to transcend names the race (`transcend: <race>`) and plays the process
    with the instruction `transcend: {target: $1}`; the one goes with the other."""
    plays = _plays(card.effect) or any(_plays(m.effect) for m in card.modes) or \
        any(_plays(a.effect) for a in card.abilities)
    race = card.get(KEY)
    if plays and race is None:
        problem(("cards", name), "the instruction `transcend` plays the Transcend process of a "
                "card that asks to transcend, which names the race of the J/ruler: "
                "`transcend: <race>` (FOW 714.1a)")
    elif race is not None and not plays:
        problem(("cards", name, KEY), "a card that asks to transcend plays the process in its "
                "text: write the instruction `transcend: {target: $1}` (the resonator chosen "
                "as a target) in its effect or in an ability (FOW 714.1)")


TRANSCEND = EffectDecl(PlayTranscend, run_transcend, "play the Transcend process this card asks "
                       "for")
