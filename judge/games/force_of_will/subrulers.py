"""Sub-rulers (FOW 202.2c, 321.7, 902.1b), the movement restrictions of rulers (321.1), and the
keywords that put sub-rulers or more rulers into the ruler area: [Tag] (FOW 1145), [Partner]
(1155) and [Aid] (1164), which all act before the game begins, and [Upgrading] (1158) with
"upgrade an Armament sub-ruler" (1044).

What a file writes:
- a sub-ruler is a card of type `sub_ruler`, in its owner's `ruler_area`: its abilities work
  there (902.1b); it is neither a ruler nor a J/ruler (202.2c), so it is never rested to call a
  magic stone, never plays a judgment process, and never moves out of a ruler area (321.7);
- [Tag], [Partner] and [Aid] decide, before the game, which rulers and sub-rulers a player starts
  with (1145.1, 1155.2, 1164.2): a scenario states the ruler area as it is then, with the
  keyword on the cards; each ruler in it is a ruler of its own (its own judgment process a turn,
  705.1; 202.2d);
- an Armament sub-ruler with `keywords: [upgrading]` and `upgrading: [<ability names>]`: those
  abilities exist only while it is upgraded in the ruler area (1158.2-1158.3); the object key
  `upgraded: true` says it already is, and the effect `{upgrade: {target: ...}}` upgrades it
  (1044.1; an upgraded one cannot upgrade again, 1044.2).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.conditions import GameCondition, gate_abilities
from judge.engine.declare import EffectDecl, Refusal
from judge.engine.declare_statics import OpeningNote
from judge.engine.effects import CORE_EFFECTS, TARGET, MoveZone
from judge.engine.effects import move_zone as core_move_zone
from judge.engine.refs import refs
from judge.engine.replacements import REPLACES
from judge.games.force_of_will.contract import (
    contracted_to_ruler_area,
    is_contracted,
)
from judge.games.force_of_will.outside import cite_outside, reveal_refusal
from judge.games.force_of_will.reincarnation import REINCARNATED
from judge.games.force_of_will.revolution import ORDERED, order_card_to_field
from judge.games.force_of_will.state import EXPELLED
from judge.games.force_of_will.transcend import is_transcended, transcended_to_ruler_area
from judge.games.force_of_will.wardens import WARDEN, has_warden_side
from judge.model.args import Arg, optional, required
from judge.model.cards import CardDef
from judge.model.effects import Effect, Ref, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase, phrases
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

SUB_RULER = "sub_ruler"
RULER_AREA = "ruler_area"

SUBRULER_CARD_KEYS: dict[str, Arg] = {
    "upgrading": Arg("strings", doc="on an Armament sub-ruler with [Upgrading]: the names of its "
                     "abilities that exist only while it is upgraded in the ruler area "
                     "(FOW 1158.2-1158.3)"),
}
SUBRULER_OBJECT_KEYS: dict[str, Arg] = {
    "upgraded": Arg("bool", doc="an Armament sub-ruler in the ruler area that is upgraded "
                    "(FOW 1044.1): its [Upgrading] text exists (1158.2)"),
}


# ----- [Upgrading] -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Upgraded(GameCondition):
    """The condition judge puts on each ability named in `upgrading:` (internal: never a
    file's): its card is an upgraded sub-ruler in a ruler area (FOW 1158.2, 1044.1)."""

    kind: ClassVar[str] = "upgraded"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1158.2", "FOW 1158.3")
    upgraded: bool = arg(required("bool", "true"))

    def check(self, t: Table, item: StackItem) -> bool:
        obj = t.state.objects.get(item.source or "")
        return obj is not None and obj.zone == RULER_AREA and bool(obj.extra.get("upgraded"))

    def said(self) -> str:
        return phrase(Msg("[Upgrading]: this sub-ruler is upgraded"))


def with_upgrading(card: CardDef) -> CardDef:
    """FOW 1158.2-1158.3: the [Upgrading] text exists only while the card is upgraded in the ruler
    area: each named ability works only while that holds (with its own `while:`, if any)."""
    names = card.get("upgrading")
    if "upgrading" not in card.keywords or not isinstance(names, tuple):
        return card
    gate = Upgraded(True)

    return gate_abilities(card, names, gate)


@dataclass(frozen=True)
class Upgrade(Effect):
    """Upgrade an Armament sub-ruler (FOW 1044.1)."""

    kind: ClassVar[str] = "upgrade"
    target: Ref = arg(required("target", "the Armament sub-ruler upgraded"))


def run_upgrade(t: Table, item: StackItem, e: Upgrade) -> str | None:
    """FOW 1044.1: it is upgraded, and its [Upgrading] text exists from now on; FOW 1044.2: an
    upgraded one cannot upgrade again."""
    out = []
    for oid in refs(t, item, e.target):
        obj = t.state.objects.get(oid)
        if obj is None or obj.zone != RULER_AREA or not obj.card.is_type(SUB_RULER):
            continue
        if obj.extra.get("upgraded"):
            t.cite_also_rule("FOW 1044.2")
            out.append(phrase(Msg("{object} is already upgraded and cannot upgrade again",
                                  object=t.name(oid))))
            continue
        obj.extra["upgraded"] = True
        t.changed()  # its [Upgrading] statics begin to apply
        t.cite_also_rule("FOW 1044.1")
        out.append(phrase(Msg("{object} is upgraded: its [Upgrading] text exists",
                              object=t.name(oid))))
    return phrases(out)


UPGRADE = EffectDecl(Upgrade, run_upgrade, "upgrade {target}")


# ----- where rulers and sub-rulers may go ---------------------------------------------------------
def kept_in_place(t: Table, item: StackItem, oid: str, to: str) -> str | None:
    """FOW 321.1: a printed ruler moves only to a graveyard or a ruler area (judgment and
    Revolution Order processes move it by their own rules); FOW 321.7: a printed sub-ruler moves
    only to a ruler area; FOW 321.8: a printed warden never into the field; FOW 321.9: none of
    them from outside the game to a graveyard; an order card into the field follows house policy
    FOW HP.32. Why it does not move (or what happens instead: a Contract J-ruler,
    j_ruler_kept_in_place), or None."""
    obj = t.state.objects.get(oid)
    if obj is None:
        return None
    if obj.zone in t.game.vocab.outside_zones and to == t.graveyard_of(obj) and \
            obj.card.is_type("ruler", "j_ruler", SUB_RULER, "extension_rule"):
        t.cite_also_rule("FOW 321.9")
        return phrase(Msg("{object} is outside the game: a ruler, J-ruler, sub-ruler or extension "
                          "rule never moves from there to a graveyard, so it stays",
                          object=t.name(oid)))
    if obj.card.is_type("extension_rule") and to != obj.zone:
        t.cite_also_rule("FOW 321.6")
        return phrase(Msg("{object} is an extension rule: it moves to no zone but an extension "
                          "rule area, so it stays", object=t.name(oid)))
    if obj.card.is_type(SUB_RULER) and to != RULER_AREA:
        t.cite_also_rule("FOW 321.7")
        return phrase(Msg("{object} is a sub-ruler: it moves to no zone but a ruler area, so it "
                          "stays", object=t.name(oid)))
    if obj.card.is_type(WARDEN) and to == "field" and to != obj.zone:
        # its own judgment process turns it J-ruler side up as it enters (705.3a): not this way
        t.cite_also_rule("FOW 321.8")
        return phrase(Msg("{object} is a warden: it never moves into the field, so it stays",
                          object=t.name(oid)))
    if to == "field" and to != obj.zone and obj.card.is_type("order"):
        return order_card_to_field(t, obj)  # house policy FOW HP.32
    if obj.card.is_type("ruler") and to not in (RULER_AREA, t.graveyard_of(obj)):
        t.cite_also_rule("FOW 321.1")
        return phrase(Msg("{object} is a ruler: it moves only to a graveyard or a ruler area, so "
                          "it stays", object=t.name(oid)))
    return j_ruler_kept_in_place(t, obj, to, item.id)


# ----- expelling a ruler or J-ruler (FOW 1047.3; house policy FOW HP.9) -------------------------
def _protected(obj: GameObject) -> bool:
    """FOW 1047.3: the cards it protects: rulers and non-token J-rulers. A J-ruler with a warden
    side moves to no zone but the field whatever the policy (321.2)."""
    return obj.card.is_type("ruler", "j_ruler") and not obj.token and \
        not has_warden_side(obj.card)


def _keeps_a_j_ruler(t: Table, player: str, leaving: set[str]) -> bool:
    """FOW 1047.3: whether `player` would still control a non-token J/ruler without a warden side
    (a ruler in a ruler area, or a J-ruler in the field) once the objects `leaving` are gone."""
    return any(o.controller == player and not o.token and o.id not in leaving and
               not has_warden_side(o.card) and
               ((o.zone == RULER_AREA and o.card.is_type("ruler")) or
                (o.zone == "field" and o.card.is_type("j_ruler")))
               for o in t.state.objects.values())


def expelled_j_rulers(t: Table, item: StackItem, e: MoveZone, ids: list[str]) -> dict[str, str]:
    """House policy FOW HP.9 for the rulers and J-rulers an expel names. `while-another` (the
    default): 1047.3 lets them be expelled while their player would still control another
    J/ruler once all of them are gone (its example: two expelled at once that are all a player
    has both stay); `never`: 321.1-321.2 keep them in place (kept_in_place). Returns why each one
    that stays, stays (a target of the item that cannot be expelled is no legal target, 1047.3:
    expel_target_refusal; one that `$n` names otherwise stays here)."""
    named = [o for oid in ids if (o := t.state.objects.get(oid)) is not None and _protected(o)]
    if not named:
        return {}
    policy = t.policy_id("expel.j_ruler")
    t.cite_also_rule(policy)
    if t.policy_is("expel.j_ruler", "never"):
        return {}
    leaving = {o.id for o in named}
    stays: dict[str, str] = {}
    for obj in named:
        t.cite_also_rule("FOW 1047.3")
        if _keeps_a_j_ruler(t, obj.controller, leaving):
            continue
        stays[obj.id] = phrase(Msg("{object} cannot be expelled: {player} would then control no "
                                   "J/ruler, so it stays (house policy {policy})",
                                   object=t.name(obj.id), player=obj.controller, policy=policy))
    return stays


def expel_target_refusal(t: Table, obj: GameObject, item: StackItem | None) -> Refusal | None:
    """FOW 1047.3: a ruler or J-ruler whose expelling would leave its player with no J/ruler
    cannot be targeted by an expel effect; `item` holds the targets chosen (the others it expels
    leave too, as in the rule's example). Checked as it is targeted and again as the item
    resolves (903.3a). Under house policy FOW HP.9 `never` no J/ruler is expelled at all
    (321.1-321.2 keep it in place), so 1047.3 forbids no target."""
    expelled = _expelled_targets(item) if item is not None and _protected(obj) else set()
    if obj.id not in expelled or t.policy_is("expel.j_ruler", "never"):
        return None
    leaving = {oid for oid in expelled if (o := t.state.objects.get(oid)) is not None and
               _protected(o)}
    if _keeps_a_j_ruler(t, obj.controller, leaving):
        return None
    return Refusal(phrase(Msg("{object} cannot be the target of an effect that expels it: "
                              "{player} would then control no J/ruler", object=t.name(obj.id),
                              player=obj.controller)),
                   ("FOW 1047.3", t.policy_id("expel.j_ruler")))


def _expelled_targets(item: StackItem) -> set[str]:
    """The targets of `item` one of its expel effects names (`$n`): `move_zone: {to: expelled}`
    and `expel:` (FOW 1047.1)."""
    out: set[str] = set()
    for e in item.effect:
        expels = isinstance(e, Expel) or (isinstance(e, MoveZone) and e.to == EXPELLED)
        ref = getattr(e, "target", None)
        if expels and isinstance(ref, str) and ref[:1] == "$" and ref[1:].isdigit() and \
                0 < int(ref[1:]) <= len(item.targets):
            out.add(item.targets[int(ref[1:]) - 1].id)
    return out


def expelled_anyway(t: Table, oid: str, to: str) -> bool:
    """House policy FOW HP.9 `while-another`: a ruler or J-ruler 1047.3 lets be expelled is not
    held back by 321.1-321.2."""
    obj = t.state.objects.get(oid)
    return to == EXPELLED and obj is not None and _protected(obj) and \
        t.policy_is("expel.j_ruler", "while-another")


def j_ruler_kept_in_place(t: Table, obj: GameObject, to: str, cause: str | None) -> str | None:
    """FOW 321.2: an effect moves a J-ruler to no zone but a ruler area or the field (destruction
    and rule processes follow 1010.1 and 1205.5 instead), and a J-ruler with a warden side to
    none but the field. A token, and an ordered J-ruler (it moves as its printed type does; what
    becomes of its order card is revolution.py's), are not held back here; nor is a card a
    J-ruler only by [Reincarnation] (1161.2): its printed card type is not J-ruler. A Contract
    J-ruler sent to a ruler area follows house policy FOW HP.20 (contract.j_ruler_to_ruler_area),
    a transcended one FOW HP.23 (transcend.j_ruler_to_ruler_area)."""
    if not obj.card.is_type("j_ruler") or obj.token or obj.card.get(ORDERED) is not None or \
            obj.card.get(REINCARNATED) is not None or to == obj.zone:
        return None
    if has_warden_side(obj.card) and to != "field":
        t.cite_also_rule("FOW 321.2")
        return phrase(Msg("{object} is a J-ruler with a warden side: an effect moves it to no "
                          "zone but the field, so it stays", object=t.name(obj.id)))
    if to not in (RULER_AREA, "field"):
        t.cite_also_rule("FOW 321.2")
        return phrase(Msg("{object} is a J-ruler: an effect moves it to no zone but a ruler area "
                          "or the field, so it stays", object=t.name(obj.id)))
    if to == RULER_AREA and is_contracted(obj):
        return contracted_to_ruler_area(t, obj, cause)  # house policy FOW HP.20
    if to == RULER_AREA and is_transcended(t, obj):
        return transcended_to_ruler_area(t, obj, cause)  # house policy FOW HP.23
    return None


def replaced_to_ruler_area(t: Table, obj: GameObject, zone: str, cause: str | None) -> bool:
    """A replacement effect sends a Contract J-ruler (house policy FOW HP.20) or a transcended
    J-ruler (FOW HP.23) from the field to a ruler area: the policy rules as it does for an
    effect's own move there (j_ruler_kept_in_place), so the same move rules the same way
    whichever route sends it. Whether it ruled (and said so)."""
    if zone != RULER_AREA or obj.zone != "field" or obj.token:
        return False
    if is_contracted(obj):
        policy = t.policy_id("contract.j_ruler_to_ruler_area")
        said = contracted_to_ruler_area(t, obj, cause)
    elif is_transcended(t, obj):
        policy = t.policy_id("transcend.j_ruler_to_ruler_area")
        said = transcended_to_ruler_area(t, obj, cause)
    else:
        return False
    t.note(said, ("FOW 321.2", policy))
    return True


def not_theirs(t: Table, item: StackItem, oid: str, expellers: tuple[str, ...]) -> str | None:
    """FOW 1047.4: a player may not expel a card they do not control; the one who expels is the
    effect's controller ("you", 105.3) unless the text names another ("its controller expels
    it": the `expel` effect's `by`). Why it stays, or None. A card in a hand, deck or graveyard
    is its owner's to control (105.3a). In a replacement effect's `instead` (`not_expelled_instead`)
    the rest of it still happens (104.2)."""
    obj = t.state.objects.get(oid)
    if obj is None or obj.controller in expellers:
        return None
    t.cite_also_rule("FOW 1047.4")
    if t.state.replacement_log.active:
        return not_expelled_instead(t, item, obj, expellers)
    if not expellers:  # e.g. `by: $1` naming an object: no player expels
        return phrase(Msg("{object} stays: the text names no player to expel it",
                          object=t.name(oid)))
    return phrase(Msg("{player} may not expel {object}, which {controller} controls, so it stays",
                      player=" / ".join(expellers), object=t.name(oid),
                      controller=obj.controller))


#: The replaced events that move the card they happen to (FOW 910.2d: "moves an entity to an
#: area"): its destruction (to a graveyard, or a J-ruler to a ruler area, 1010.1) and a move.
MOVING_EVENTS = ("destroyed", "moved")


def not_expelled_instead(t: Table, item: StackItem, obj: GameObject,
                         expellers: tuple[str, ...]) -> str:
    """A replacement effect's `instead` would have a player expel a card they do not control,
    which cannot happen (FOW 1047.4); the event it replaced does not happen, and the rest of the
    `instead` does (104.2). FOW 910.2d: where the replaced event moved that very card to an area
    (its destruction or a move), it is put into its owner's graveyard instead; otherwise it stays
    where it is (neither the event nor the expel happens)."""
    who = " / ".join(expellers) or Msg("no player")
    if item.trigger_object != obj.id or item.extra.get(REPLACES) not in MOVING_EVENTS:
        t.cite_also_rule("FOW 910.2d")
        return phrase(Msg("{player} may not expel {object}, which {controller} controls: it "
                          "stays, and the event this replaced does not happen either",
                          player=who, object=t.name(obj.id), controller=obj.controller))
    name = t.name(obj.id)
    t.move(obj, t.graveyard_of(obj), cause=item.id)
    t.cite_also_rule("FOW 910.2d")
    return phrase(Msg("{player} may not expel {object}, which {controller} controls: its move, "
                      "replaced by one that cannot happen, puts it into its owner's graveyard "
                      "instead", player=who, object=name, controller=obj.controller))


def run_move_zone(t: Table, item: StackItem, e: MoveZone) -> str | None:
    """The core `move_zone`, except for rulers, sub-rulers and J-rulers (FOW 321.1, 321.2, 321.7);
    to `expelled` it expels (FOW 1047.1), the effect's controller expelling (1047.4)."""
    return moved(t, item, e, refs(t, item, e.target), (item.controller,))


def moved(t: Table, item: StackItem, e: MoveZone, ids: list[str],
          expellers: tuple[str, ...]) -> str | None:
    """Move the objects `ids` as `e` says, each that a rule keeps in place staying (with why);
    to `expelled`, `expellers` are the players who expel (1047.4)."""
    stays = expelled_j_rulers(t, item, e, ids) if e.to == EXPELLED else {}
    if e.to == EXPELLED:
        stays.update({oid: why for oid in ids if oid not in stays and
                      (why := not_theirs(t, item, oid, expellers)) is not None})
    # FOW 1014.4: text taking every card of a kind from outside the game reveals them, and
    # not one sharing a name with the card that made it (a target was refused as chosen)
    same_name = {oid: refusal.reason for oid in ids if oid not in stays and
                 (o := t.state.objects.get(oid)) is not None and
                 (refusal := reveal_refusal(t, o, item)) is not None}
    if same_name:
        t.cite_also_rule("FOW 1014.4")
        stays.update(same_name)
    stays.update({oid: why for oid in ids if oid not in stays and
                  not expelled_anyway(t, oid, e.to) and
                  (why := kept_in_place(t, item, oid, e.to)) is not None})
    stays.update({oid: why for oid in ids if oid not in stays and
                  (why := not_discarded(t, item, oid, e.to)) is not None})
    if e.to == EXPELLED and len(stays) < len(ids):
        t.cite_also_rule("FOW 1047.1")  # expelled: outside the game, revealed
        if any(o.owner != o.controller for oid in ids if oid not in stays and
               (o := t.state.objects.get(oid)) is not None):
            t.cite_also_rule("FOW 1047.1a")  # it goes outside the game to its owner's side
    if any(o.zone == EXPELLED for oid in ids if (o := t.state.objects.get(oid)) is not None):
        t.cite_also_rule("FOW 321.10")  # only text naming expelled cards reaches them
    cite_outside(t, ids, e.to)  # FOW 322.1: which cards are outside the game
    if not stays:
        return core_move_zone(t, item, e)
    out = [stays[oid] if oid in stays else core_move_zone(t, item, replace(e, target=oid))
           for oid in ids]
    return phrases([o for o in out if o])


def not_discarded(t: Table, item: StackItem, oid: str, to: str) -> str | None:
    """FOW 1019.1: moving a card from a hand to its graveyard is discarding it, which a
    prohibition forbids (104.4): the card stays in the hand. Inside a replacement effect's
    `instead` (a draw replaced by a discard, say), the event it replaced does not happen either
    (910.2d, its third example: neither draws nor discards); so too a move of that very card out
    of the hand replaced by its discard, as 910.2d reads: its first case, the graveyard, is for
    an entity, and a card in the hand is not one (307.6). Why it stays, or None."""
    obj = t.state.objects.get(oid)
    if obj is None or obj.zone != "hand" or to != t.graveyard_of(obj):
        return None
    refusal = t.forbidden("discard", obj=obj, player=obj.controller)
    if refusal is None:
        return None
    for rule in (*refusal.citations, "FOW 1019.1"):
        t.cite_also_rule(rule)
    if REPLACES not in item.extra:
        return phrase(Msg("{why}: it stays in the hand", why=refusal.reason))
    if item.extra[REPLACES] in MOVING_EVENTS and item.trigger_object == oid:
        # 910.2d's first case (the graveyard) is for an entity, a card in the field (307.6): a
        # card in the hand is not one, so this is its last case, neither happens
        t.cite_also_rule("FOW 307.6")
    t.cite_also_rule("FOW 910.2d")
    return phrase(Msg("{why}: it stays in the hand, and the event this replaced does not happen "
                      "either", why=refusal.reason))


MOVE_ZONE = CORE_EFFECTS["move_zone"].replacing(run_move_zone)


@dataclass(frozen=True)
class Expel(Effect):
    """Expel (FOW 1047.1), naming who expels: "Its controller expels it" is `{expel: {target:
    $1, by: {controller_of: $1}}}`. `move_zone: {to: expelled}` is the same with `by` the
    effect's controller ("you", 105.3)."""

    kind: ClassVar[str] = "expel"
    target: Ref = arg(TARGET)
    by: Ref = arg(optional("player", "who expels (default: the effect's controller); each "
                           "expels only what they control (FOW 1047.4)"), "controller")


def run_expel(t: Table, item: StackItem, e: Expel) -> str | None:
    """FOW 1047.1, 1047.4: the players `by` names expel what `target` names, each only the cards
    they control; the rest stays."""
    expellers = tuple(p for p in refs(t, item, e.by) if p in t.state.players)
    return moved(t, item, MoveZone(e.target, EXPELLED), refs(t, item, e.target), expellers)


EXPEL = EffectDecl(Expel, run_expel, "{by} expels {target}")


# ----- checking a file ----------------------------------------------------------------------------
def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    names = card.get("upgrading")
    if "upgrading" in card.keywords and names is None:
        problem(("cards", name), "[Upgrading] needs the names of the abilities that are its "
                "text, e.g. `upgrading: [Edge]`")
    elif names is not None and "upgrading" not in card.keywords:
        problem(("cards", name, "upgrading"), f"`upgrading:` goes with the keyword [Upgrading], "
                f"which {name} does not have (`keywords: [upgrading]`)")
    elif isinstance(names, tuple):
        if not card.is_type(SUB_RULER):
            problem(("cards", name, "keywords"), "[Upgrading] is held by Armament sub-rulers "
                    "(FOW 1158.1)")
        for i, ability in enumerate(names):
            if card.ability(str(ability)) is None:
                problem(("cards", name, "upgrading", i), f"{name} has no ability named "
                        f"{ability!r}")
    return with_upgrading(card)


def validate_objects(scenario: Scenario,
                     problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """A sub-ruler is in a ruler area (FOW 321.7); only a sub-ruler there is upgraded."""
    for i, spec in enumerate(scenario.objects):
        card = scenario.cards.get(spec.card)
        if card is None:
            continue
        if card.is_type(SUB_RULER) and spec.zone != RULER_AREA:
            problem(("objects", i, "zone"), "a sub-ruler is in a ruler area: it never moves to "
                    "another zone (FOW 321.7)")
        if dict(spec.extra).get("upgraded") and not (card.is_type(SUB_RULER)
                                                     and spec.zone == RULER_AREA):
            problem(("objects", i, "upgraded"), "only an Armament sub-ruler in a ruler area is "
                    "upgraded (FOW 1044.1)")


# ----- before the game ----------------------------------------------------------------------------
#: Keywords that act only before the game (what they did, and their rule): the file's board is
#: the one they made, so the ruling says so once and rules on the board as given.
BEFORE_THE_GAME = {
    "tag": ("FOW 1145.1", "acts before the game: it chose which rulers its player started with; "
                          "each is a ruler of its own in the ruler area"),
    "partner": ("FOW 1155.2", "acts before the game: it let its player start with «Bond» rulers "
                              "beside it; each is a ruler of its own in the ruler area"),
    "aid": ("FOW 1164.2", "acts before the game: it put its card into the ruler area beside its "
                          "player's starting ruler"),
    "energize": ("FOW 1119.2", "acts before the game: it gave the player who is not first a will "
                               "coin token in the item area"),
    "convoke": ("FOW 1171.2", "lets a convoke process be played only in a game of three or more "
                              "players (715.1); judge rules two-player games, where it does "
                              "nothing"),
    "grimoire": ("FOW 1132.2", "acts before the game: it let its player begin with an extra "
                               "deck of Story chants"),
    "sealed_item": ("FOW 1130.2", "has Sealed Item text, which is the card's own text in all "
                                  "areas (written as its abilities; a 《Cipher》 one is not legal "
                                  "for use and is not written, 1130.3)"),
    "stranger": ("FOW 1142.2", "acts before the game: it let its player begin with a stranger "
                               "deck; a stranger card is a card of its type like any other "
                               "(1305.3)"),
}


#: The ruling says so once per keyword, of the first object that has it in a ruler area or the
#: field (or anywhere, for a card with Grimoire or Sealed Item text): TurnRules.start.
BEFORE_THE_GAME_NOTES = tuple(
    OpeningNote(keyword, (rule,), f"[{keyword.title()}] of {{name}} {what}; the board is as "
                "the file gives it, and the keyword does nothing more", zones=(RULER_AREA, "field"),
                or_with=("grimoire", "sealed_item"), once=True)
    for keyword, (rule, what) in BEFORE_THE_GAME.items())
