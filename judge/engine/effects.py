"""The effects every game understands (scenario contract, section 3), each declared once: its
record (the arguments, with their declared types), the function that carries it out on the table
and returns a short phrase for the step, and its declaration (engine/declare.py). A game may add
kinds of its own, or carry out one of these its own way (`EffectDecl.replacing`)."""

from __future__ import annotations

from judge.engine.characteristics import cite_attribute_set, set_apart, stats_by_timestamp
from judge.engine.characteristics import keywords as keywords_of
from judge.engine.conditions import (
    DAMAGE_ASKED,
    DAMAGE_DEALT,
    INSTRUCTION,
    Amount,
    Condition,
    CountOf,
    Times,
    amount,
    bound_to_targets,
    cited_for,
    not_done,
    null_read,
)
from judge.engine.control import GainControl, gain_control
from judge.engine.copies import CopyItem, Create, PlayNow, copy_item, create, play_now
from judge.engine.costs import ChangeCost, change_cost
from judge.engine.declare import EffectDecl, effects_table
from judge.engine.events import EventKind
from judge.engine.granted import granted, granted_named
from judge.engine.loss_readings import replaced_loss, unreplaced_losses
from judge.engine.lost import (
    UNLOSABLE,
    asks_what_it_takes,
    kept_through_loss,
    lose,
    self_dependent,
    takes_away,
)
from judge.engine.permissions import Allow, allow
from judge.engine.refs import each_lasting
from judge.engine.refs import refs as refs
from judge.engine.replacements import (
    Replace,
    not_replaceable_here,
    preventions_at,
    replace,
    replaced,
)
from judge.engine.restrictions import Forbid, forbid
from judge.engine.roles import Role
from judge.engine.words import plain
from judge.model.args import Arg, optional, required
from judge.model.cards import Cost
from judge.model.effects import Each, Effect, Ref, arg
from judge.model.filters import Filter
from judge.model.state import GONE, Continuous, GameObject, Modifier, Shield, StackItem
from judge.msg import Items, Msg, Said, amounts, joined, phrase, phrases, said_of, word
from judge.record import dataclass
from judge.record import replace as changed

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.declare import Refusal
    from judge.engine.table import Table

TARGET = required("target", "what it applies to: $1, self, an id, or {each: filter}")


# ----- records ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Damage(Effect):
    """Deal damage to an object (or to a player, who usually loses that much life)."""

    kind: ClassVar[str] = "damage"
    target: Ref = arg(TARGET)
    amount: Amount = arg(required("quantity", "how much damage", minimum=0))
    source: str | None = arg(optional("object", "the object dealing it: an id, self, or a "
                                      "target of the item ($1: \"target resonator deals "
                                      "damage\"; default: the source of the item)",
                                      self_ok=True), None)
    unpreventable: bool = arg(optional(
        "bool", "\"this damage cannot be prevented\": no prevention effect applies to it, and "
        "none is used up by it (a prohibition wins over an instruction: FOW 104.4, RB 054.1)"),
        False)


@dataclass(frozen=True)
class Prevent(Effect):
    """Damage that would be dealt to the target this turn is prevented."""

    kind: ClassVar[str] = "prevent"
    target: Ref = arg(TARGET)
    amount: int | None = arg(optional("amount", "how much (default: all)", minimum=1,
                                      default=None))


@dataclass(frozen=True)
class Destroy(Effect):
    """Destroy it: put it into its owner's graveyard / trash."""

    kind: ClassVar[str] = "destroy"
    target: Ref = arg(TARGET)


@dataclass(frozen=True)
class MoveZone(Effect):
    """Move an object to another zone (hand, deck, graveyard, removed ...)."""

    kind: ClassVar[str] = "move_zone"
    target: Ref = arg(TARGET)
    to: str = arg(required("zone", "the zone it goes to"))
    position: str = arg(optional("str", "in an ordered zone: top or bottom",
                                 choices=("top", "bottom")), "top")
    under: str = arg(optional("str", "onto the board: under its owner's control (`owner`), "
                              "where the game would put it under the effect's controller "
                              "(FOW 307.7)", choices=("owner",)), "")
    into: str = arg(optional("str", "`you`: the zone of the effect's controller, where the "
                             "effect spells that out: another player's card goes there from "
                             "another player's zone or their control (FOW 302.6a-302.6b), "
                             "else to its owner's (302.6c); without it a card goes to its "
                             "owner's zone", choices=("you",)), "")


@dataclass(frozen=True)
class Modify(Effect):
    """Change characteristics: `stats` are added (negative lowers), `set_stats` replace values,
    `traits` are added, `set_traits` replace the traits, `keywords` are granted."""

    kind: ClassVar[str] = "modify"
    target: Ref = arg(TARGET)
    stats: tuple[tuple[str, Amount], ...] = arg(optional(
        "stats", "added to stats, e.g. {atk: 100} (a quantity each)", of=Arg("quantity")), ())
    set_stats: tuple[tuple[str, int], ...] = arg(optional("stats", "stats set to a value"), ())
    minimum: tuple[tuple[str, int], ...] = arg(optional(
        "stats", "a decrease \"to a minimum of\" this value, e.g. {might: 1}: lowers each "
        "target no further than that, the limit fixed as the change is applied (RB 477.3.b: "
        "\"-4, to a minimum of 1\" on a 2 is -1 for as long as it lasts); in a static ability "
        "it is read again whenever the stat is, where the game says so (RB 477.3.b, v1.4: a "
        "passive ability's limit is not snapshotted); where the game has no such rule, or the "
        "change covers a group or lasts while a condition holds, exit 3"), ())
    traits: tuple[str, ...] = arg(optional("traits", "traits added"), ())
    set_traits: tuple[str, ...] | None = arg(optional("traits", "the traits it has instead"),
                                             None)
    keywords: tuple[str, ...] = arg(optional("keywords", "keywords granted"), ())
    abilities: tuple[str, ...] = arg(optional(
        "strings", "abilities granted: names of abilities in the card's `gives:` (the object "
        "has them while the change applies, its controller controlling them)"), ())
    keyword_keys: dict[str, object] | None = arg(optional(
        "card_keys", "the card keys a keyword granted here reads, where the game declares them "
        "(Rulebook.granted_keyword_keys), e.g. {reincarnation: Ember Squire, "
        "reincarnation_cost: {fire: 1}} with keywords: [reincarnation]; the X of a numbered "
        "keyword by its name (Rulebook.numbered_keywords), e.g. {shield: 3} with keywords: "
        "[shield] (1 if not given)"), None)
    duration: str = arg(optional("duration", "how long it lasts"), "turn")
    while_: Condition | None = arg(optional("condition", "it lasts while this holds, and ends "
                                            "the first time it does not"), None, key="while")
    loses_abilities: bool = arg(optional(
        "bool", "it loses all abilities (its card's, its keywords, and those granted it "
        "before) while the change applies; an ability granted later applies (engine/lost.py: "
        "where the game has a rule for it, FOW 909.1d, RB 477.2.a; over a group that follows "
        "the rules of continuous effects, with `while:` or in a static ability too; what the "
        "rules leave open, by the game's house policies, FOW HP.48-HP.52)"), False)
    loses_keywords: tuple[str, ...] = arg(optional(
        "keywords", "keywords it loses (and the abilities marked with them), printed and "
        "granted before, while the change applies; as `loses_abilities`"), ())


@dataclass(frozen=True)
class Gain(Effect):
    """A player gains resources (gold, will, energy, points ...)."""

    kind: ClassVar[str] = "gain"
    resources: tuple[tuple[str, Amount], ...] = arg(required(
        "resources", "resource: amount (a quantity each)", of=Arg("quantity")))
    player: Ref = arg(optional("player", "who gains (default: the controller)"), "controller")


@dataclass(frozen=True)
class Pay(Effect):
    """A player pays (loses) resources; one short of them pays what they have or nothing, as the
    game reads it (Payment.pays_short)."""

    kind: ClassVar[str] = "pay"
    resources: tuple[tuple[str, int], ...] = arg(required(
        "cost_resources", "resource: amount (a game's generic cost key too: FOW `free`)"))
    player: Ref = arg(optional("player", "who pays (default: the controller)"), "controller")


@dataclass(frozen=True)
class Draw(Effect):
    """A player draws cards from the top of their deck."""

    kind: ClassVar[str] = "draw"
    player: Ref = arg(optional("player", "who draws (default: the controller)"), "controller")
    count: Amount = arg(optional("quantity", "how many cards (default 1)", minimum=0), 1)


@dataclass(frozen=True)
class Cancel(Effect):
    """Remove a stack item without resolving it (its card goes to the graveyard / trash)."""

    kind: ClassVar[str] = "cancel"
    target: Ref = arg(TARGET)


@dataclass(frozen=True)
class Exhaust(Effect):
    """Exhaust (rest, tap) an object."""

    kind: ClassVar[str] = "exhaust"
    target: Ref = arg(TARGET)


@dataclass(frozen=True)
class Ready(Effect):
    """Ready (recover, untap) an object."""

    kind: ClassVar[str] = "ready"
    target: Ref = arg(TARGET)


@dataclass(frozen=True)
class Heal(Effect):
    """Remove all damage from an object (extension)."""

    kind: ClassVar[str] = "heal"
    target: Ref = arg(TARGET)


@dataclass(frozen=True)
class Counter(Effect):
    """Put counters on an object, or remove them with a negative amount (extension)."""

    kind: ClassVar[str] = "counter"
    target: Ref = arg(TARGET)
    name: str = arg(required("str", "the kind of counter"))
    amount: Amount = arg(optional("quantity", "how many (negative: removed; default 1)"), 1)


# ----- carrying them out ------------------------------------------------------------------------


def _objects(r: Table, item: StackItem, ref: Ref) -> list[str]:
    return [i for i in refs(r, item, ref) if i in r.state.objects]


def damage(r: Table, item: StackItem, e: Damage) -> str | None:
    source = item.source
    if e.source is not None and e.source.startswith("$"):
        # "Target resonator deals damage": a target that is no longer legal does nothing and
        # gives no information (FOW 903.3a, RB 359.3.e.12), so it deals no damage
        dealers = refs(r, item, e.source)
        if not dealers:
            r.cite_also_optional(Role.TARGET_RECHECK)
            k = int(e.source[1:]) - 1
            gone = item.targets[k].id if k < len(item.targets) else None
            return phrase(Msg("deals no damage: {object}, the target that would deal it, is no "
                              "longer a legal target", object=r.name(gone) if gone else
                              Msg("it")))
        source = dealers[0]
    elif e.source is not None:
        source = item.source if e.source == "self" else e.source
    done = []
    missed: list[str] = []  # what is not in play to be dealt damage
    item.extra.pop(DAMAGE_DEALT, None)  # what it dealt in all, after prevention (RB 437.4)
    item.extra.pop(DAMAGE_ASKED, None)  # and what it would have dealt
    n = amount(r, item, e.amount)  # RB 359.3.f.2: read once, as the instruction executes
    if null_read(r, item, e.amount) and r.game.cite_optional(Role.NULL_INFO):
        # "deal damage equal to my Might" of a source gone: its Might is null information and
        # the calculation using it is ignored (RB 359.3.e.12), so no damage is dealt (it said
        # "deals 0 damage")
        r.cite_also_optional(Role.NULL_INFO)
        return phrase(Msg("deals no damage to {targets}: the amount it reads is null "
                          "information, and the calculation using it is ignored",
                          targets=Items([r.name(t) for t in refs(r, item, e.target)])))
    if _for_each(e.amount):
        r.cite_also_optional(Role.DAMAGE_FOR_EACH)  # one amount, not a hit per thing counted
    for tid in refs(r, item, e.target):
        target = r.state.objects.get(tid)
        if target is not None and not r.game.vocab.is_board(target.zone):
            # Damage is dealt to what is in play: a card waiting on the stack (a summoned
            # Follower a trigger on its summon names, VW REG.1.e), in a hand or a graveyard
            # takes none, and enters play, if it does, without it.
            missed.append(phrase(Msg("deals no damage to {target} (it is {where}, not in play)",
                                     target=r.name(tid), where=r.game.words.place_said(
                                         target.zone, target.owner, board=False))))
            if target.zone == r.game.stack_zone:
                r.cite_also_optional(Role.ENTERS_BOARD)
            continue
        if target is not None and not r.damageable(target):
            done.append(phrase(Msg("no damage to {target} (it cannot be damaged)",
                                   target=r.name(tid))))
            if not r.game.objects.can_be_damaged(r.state, target):
                # it has no toughness (FOW 1007.4); a restriction says its own rule instead
                rules = tuple(r.game.cite_optional(Role.NO_TOUGHNESS))
                for rule in rules:
                    r.cite_also_rule(rule)
                # why it took none is its own: not why another target took its damage (the
                # Squire beside a J-ruler without DEF), Step.instruction_rules
                cited_for(item, rules, (tid,))
            continue
        # A replacement that changes it is a step of its own (one may be used up by it, so
        # this is asked before); say only the result here.
        replaced = bool(r.state.replacements or r.static_sources)
        # "this damage cannot be prevented", or a restriction on its source's or its player's
        # damage (RB 142.3.b), read as it is dealt to each
        unpreventable = e.unpreventable or r.damage_unpreventable(source, item.id)
        passed = preventions_at(r, tid) if unpreventable else []
        dealt = r.deal_damage(tid, n, source=source, item=item.id, cause=item.id,
                              asked=target is not None, preventable=not unpreventable)
        if n > 0:  # (an amount of 0 deals nothing to prevent)
            total = item.extra.get(DAMAGE_DEALT, 0)
            item.extra[DAMAGE_DEALT] = (total if isinstance(total, int) else 0) + dealt
            asked = item.extra.get(DAMAGE_ASKED, 0)
            item.extra[DAMAGE_ASKED] = (asked if isinstance(asked, int) else 0) + n
        done.append(phrase(Msg("{n} damage to {target}", n=dealt, target=r.name(tid)))
                    if dealt == n else
                    phrase(Msg("{n} damage to {target} ({dealt} dealt)" if replaced else
                               "{n} damage to {target} ({dealt} after prevention)", n=n,
                               target=r.name(tid), dealt=dealt)))
        if passed:
            r.cite_also_optional(Role.RESTRICTION)
            done[-1] = phrase(Msg("{dealt} (it cannot be prevented: {what} does not prevent it)",
                                  plural="{dealt} (it cannot be prevented: {what} do not "
                                  "prevent it)", dealt=said_of(done[-1]),
                                  what=Items(passed), n=len(passed)))
    said = [phrase(Msg("deals {damage}", damage=joined(done, ", ")))] if done else []
    return phrases([*said, *missed]) if said or missed else None


def dealing_source(r: Table, item: StackItem, e: Damage) -> str | None:
    """What deals a `damage` effect's damage: its `source` (a target of the item while still
    legal, `self`, an id), else the item's source (RB 417.6.a)."""
    if e.source is not None and e.source.startswith("$"):
        dealers = refs(r, item, e.source)
        return dealers[0] if dealers else None
    if e.source is not None and e.source != "self":
        return e.source
    return item.source


def _for_each(q: Amount) -> bool:
    """Whether an amount is a number "for each" of something: a product with a count."""
    return isinstance(q, Times) and any(isinstance(x, CountOf) for x in q.times)


def prevent(r: Table, item: StackItem, e: Prevent) -> str | None:
    names = []
    for tid in refs(r, item, e.target):
        obj = r.state.objects.get(tid)
        r.state.shields.append(Shield(tid, obj.incarnation if obj else -1, e.amount, item.id,
                                      r.state.timestamp))
        names.append(r.name(tid))
    if not names:
        return None
    if e.amount is None:
        r.cite_also_optional(Role.PREVENT_ALL)
    r.cite_also(Role.PREVENT)
    if e.amount is None:
        return phrase(Msg("all damage that would be dealt to {targets} this turn will be "
                          "prevented", targets=", ".join(names)))
    return phrase(Msg("the next {n} damage that would be dealt to {targets} this turn will be "
                      "prevented", n=e.amount, targets=", ".join(names)))


def destroy(r: Table, item: StackItem, e: Destroy) -> str | None:
    names: list[str] = []
    spared: list[str] = []
    named = [r.obj(oid) for oid in _objects(r, item, e.target)]
    doomed = [(o, o.zone, o.incarnation) for o in named if r.game.vocab.is_board(o.zone)]
    # A card waiting on the stack (a summoned Follower a trigger on its summon names, VW
    # REG.1.e) is not in play to be destroyed: said, where a card elsewhere is passed over.
    waiting = [phrase(Msg("does not destroy {target} (it is {where}, not in play)",
                          target=r.name(o.id), where=r.game.words.place_said(o.zone, o.owner)))
               for o in named if o.zone == r.game.stack_zone]
    if waiting:
        r.cite_also_optional(Role.ENTERS_BOARD)
    # They are destroyed at the same moment: every replacement effect is asked while all of them
    # are still there, so one leaving with the others may still replace their deaths (RB 370.4).
    replaced = {o.id for o, _, _ in doomed if r.replaced_destroy(o, item.id)}
    late = _not_there_yet(r, [o for o, _, _ in doomed if o.id not in replaced])
    for obj, zone, incarnation in doomed:
        if obj.id in replaced:
            spared.append(r.name(obj.id))
        elif (obj.zone, obj.incarnation) == (zone, incarnation):  # not moved by a replacement
            r.destroy_unreplaced(obj, item.id)
            names.append(r.name(obj.id))
    if replaced and any(_replaces_deaths(o) for o, _, _ in doomed if o.id not in replaced):
        r.cite_also_optional(Role.REPLACING_AS_IT_LEAVES)
    if late:  # RB 370.3: one that replaces deaths from where it went was not there yet
        from judge.engine.replacements import say_not_there_yet

        say_not_there_yet(r, late)
    if not names and not spared:
        return phrases(waiting) if waiting else None
    said: list[str] = [phrase(Msg("destroys {objects}", objects=", ".join(names)))] \
        if names else []
    said += waiting
    if spared:  # a replacement effect made something else happen instead (said in its step)
        said.append(phrase(Msg("would destroy {objects}, but a replacement effect applied "
                               "instead", objects=", ".join(spared))))
    return phrases(said)


def _not_there_yet(r: Table, gone: list[GameObject]
                   ) -> list[tuple[GameObject, list[GameObject], tuple[str, ...]]]:
    """RB 370.3 (replacements.not_there_yet): into the zone a destroyed card goes."""
    if len(gone) < 2 or not any(x.replacement_rules for x in r.game.triggers_from):
        return []
    from judge.engine.replacements import not_there_yet

    return not_there_yet(r, gone, r.game.vocab.graveyard_zone)


def _replaces_deaths(obj: GameObject) -> bool:
    """Whether `obj` has a static ability that replaces deaths."""
    return any(a.kind == "static" and any(isinstance(x, Replace) and x.event == "destroyed"
                                          for x in a.effect) for a in obj.card.abilities)


def _into_whose(r: Table, item: StackItem, obj: GameObject, to: str) -> str | None:
    """Whose zone an effect that spells out its controller's zone (`into: you`) puts `obj` into
    (FOW 302.6): the controller's where the card comes from another player's zone (302.6a) or
    is controlled by another player (302.6b); otherwise its owner's (302.6c: shuffling an
    opponent's card from your hand "into your deck" puts it into its owner's deck). None: its
    owner's. The deciding rule is cited where the card is not the controller's own."""
    you = item.controller
    if obj.owner == you:
        return None  # its owner's zone, theirs too (302.5)
    from_zone, controlled, otherwise = r.game.vocab.foreign_zone_rules
    if r.game.vocab.is_board(obj.zone) or obj.zone == r.game.stack_zone:
        rule, whose = (controlled, you) if obj.controller != you else (otherwise, None)
    else:
        rule, whose = (from_zone, you) if obj.holder != you else (otherwise, None)
    r.cite_also_rule(rule)
    if whose is not None:
        _held_by_holder(r)
    return whose


def _held_by_holder(r: Table) -> None:
    """Who controls a card in another player's zone: the game's house policy (FOW HP.47: the
    player whose zone it is, or its owner still), cited where it decides (board.py,
    controller_off_board)."""
    key = r.game.vocab.foreign_zone_control
    if key:
        r.cite_also_rule(r.policy_id(key))


def move_zone(r: Table, item: StackItem, e: MoveZone) -> str | None:
    out = []
    stayed = moved = 0
    for oid in _objects(r, item, e.target):
        obj = r.obj(oid)
        waiting = r.state.item(oid) if obj.zone == r.game.stack_zone else None
        refusal = r.game.objects.item_refusal(r, waiting, "move") if waiting else None
        if refusal is not None:
            out.append(phrase(Msg("{object} stays {where}: {why}", object=r.name(oid),
                                  where=r.game.words.on_stack_said(),
                                  why=said_of(refusal.reason))))
            for rule in refusal.citations:
                r.cite_also_rule(rule)
            continue
        unmodelled = r.game.objects.entry_unmodelled(obj, e.to)
        if unmodelled:
            from judge.errors import Problem, UnsupportedMechanic

            raise UnsupportedMechanic(Problem(r.scenario.file, 0, 0, "effect.move_zone",
                                              unmodelled))
        whose = _into_whose(r, item, obj, e.to) if e.into else None
        before, held = (obj.zone, obj.incarnation), obj.controller
        taker = _effect_controller_takes(r, item, obj, e.to)
        if taker and e.under == "owner":  # the effect names its controller: the rule yields
            r.cite_also_rule(taker)
            taker = ""
        if taker:  # under its new controller as it enters: what sees it enter sees them
            obj.controller = item.controller
        replacing = len(r.state.replaced)
        r.move(obj, e.to, cause=item.id, position=e.position, into=whose)
        if len(r.state.replaced) > replacing and (obj.zone, obj.incarnation) == before:
            obj.controller = held
            continue  # a replacement made something else happen instead: its step says what
        if taker and not r.game.vocab.is_board(obj.zone):
            obj.controller = held  # it did not go onto the board after all
        if held != obj.owner and obj.zone == e.to and not r.game.vocab.is_board(e.to) and \
                obj.held_by is None:
            r.cite_also_optional(Role.OWNER_ZONE)  # its owner's zone, not its controller's
        if (obj.zone, obj.incarnation) == before and before[0] != e.to:
            stayed += 1
            out.append(phrase(Msg("{object} stays {place} (it cannot be put into {zone})",
                                  object=r.name(oid), place=r.place_said(obj.zone, obj.holder),
                                  zone=r.into_said(e.to, whose or obj.owner))))
        elif obj.zone == GONE:  # a token off the board (FOW 1303.3a, RB 186.1): gone at once
            out.append(phrase(Msg("puts {object} into {zone}, where it ceases to exist",
                                  object=r.name(oid), zone=r.into_said(e.to, whose or obj.owner))))
        elif obj.zone != e.to:
            out.append(phrase(Msg("puts {object} into {zone} instead of {instead}",
                                  object=r.name(oid), zone=r.into_said(obj.zone, obj.holder),
                                  instead=r.into_said(e.to, whose or obj.owner))))
        else:
            moved += 1
            out.append(phrase(_put_into(r, e.to, e.position, r.name(oid),
                                        r.into_said(e.to, obj.holder))))
            if r.game.vocab.is_board(before[0]) and _left_without_dying(r, obj, e.to):
                out.append(phrase(Msg("it did not die, so its own death triggers do not "
                                      "trigger")))
            for rule in (*r.game.zone_entry_citations.get(e.to, ()),
                         *r.game.objects.entry_rules(obj, e.to)):
                r.cite_also_rule(rule)
            if taker:
                r.cite_also_rule(taker)
                out.append(phrase(Msg("under {player}'s control (the effect's controller)",
                                      player=item.controller)))
    if stayed and moved:
        r.cite_also_optional(Role.GROUP_MOVE)  # those that can go still go
    return phrases(out)


def _put_into(r: Table, zone: str, position: str, name: str, into: Msg) -> Msg:
    """How a move says where the card went: into a deck, on top or at the bottom of it (the
    order of the deck is what a later draw or look reads); into an ordered zone at its bottom
    where the text says so; else into the zone."""
    if zone == r.game.vocab.deck_zone or (position == "bottom" and
                                          zone in r.game.vocab.ordered_zones):
        if position == "bottom" and zone == r.game.vocab.deck_zone:
            r.cite_also_optional(Role.DECK_BOTTOM)  # FOW 304.2, RB 416.1.a: it stays there
        return Msg("puts {object} on the bottom of {zone}", object=name, zone=into) \
            if position == "bottom" else Msg("puts {object} on top of {zone}", object=name,
                                             zone=into)
    return Msg("puts {object} into {zone}", object=name, zone=into)


def _left_without_dying(r: Table, obj: GameObject, to: str) -> bool:
    """Whether `obj`, sent from the board to `to`, has own-death triggers that this exit does
    not trigger, where the game names the rule (RB 808.1.d: a death is a kill into the trash;
    to a hand or a deck is no death). Cites it when so."""
    if to == r.game.vocab.graveyard_zone or not any(
            a.kind == "triggered" and a.when is not None and a.when.event == "destroyed"
            and a.when.object == "self" for a in obj.card.abilities):
        return False
    if not r.game.cite_optional(Role.LEFT_WITHOUT_DYING):
        return False
    if (no_death := r.game.no_death_into.get(to)) is not None:
        r.cite_also_rule(no_death)  # the rule of that zone: going there is no death
    r.cite_also_optional(Role.LEFT_WITHOUT_DYING)
    return True


def _effect_controller_takes(r: Table, item: StackItem, obj: GameObject, to: str) -> str:
    """The rule by which a card an effect puts onto the board from elsewhere comes under the
    effect's controller (FOW 307.7: the effect names no controller), where the game has one and
    the card would change hands; else "". """
    rule = r.game.put_under_effect_controller
    board = r.game.vocab.is_board
    if rule is None or board(obj.zone) or not board(to) or obj.controller == item.controller:
        return ""
    return rule


def modify(r: Table, item: StackItem, e: Modify) -> str | None:
    names = []
    stats = tuple((k, amount(r, item, v)) for k, v in e.stats)
    change = Modifier(item.id, stats, e.set_stats, e.traits, e.set_traits, e.keywords,
                      e.duration, r.tick(), granted_named(r, item.source, e.abilities),
                      tuple((e.keyword_keys or {}).items()), e.loses_abilities,
                      e.loses_keywords,
                      kept_through_loss(r.game, e.loses_abilities, e.loses_keywords),
                      set_apart(r, e.set_traits))
    if any(a.kind == "static" and any(getattr(x, "kind", "") == "modify" for x in a.effect)
           for a in change.abilities):
        r.cite_also_optional(Role.LAYERS_AGAIN)  # it joins the layers from now on
    if r.game.effects_grant_statics and any(a.kind == "static" and not a.keywords
                                            for a in change.abilities):
        # FOW 909.1d: an ability added (a keyword's, as [Primal Roar], cites its keyword's rule)
        r.cite_also_rule(r.game.effects_grant_statics)
    group = isinstance(e.target, Each) and (r.game.group_effects_follow or (
        e.target.filter.earlier() != () and each_lasting(r, item, e.target) is not None))
    if e.minimum and (group or e.while_ is not None or r.game.snapshot_limit_rule is None):
        limit_not_modelled(r, e, "over a group or while a condition holds")
    if group or e.while_ is not None:
        spared = _spared(r, item, e, change, group)
        if not takes_away(change):
            return continuous_modify(r, item, e, change, spared)
        return _continuous_loss(r, item, e, change)  # (spares none: it changes more)
    named = [r.obj(oid) for oid in _objects(r, item, e.target)]
    # A card waiting on the stack where the game changes no such card (a summoned Follower a
    # trigger on its summon names, VW REG.1.e) is not in play to be changed: it enters as
    # printed. Said, as for a destroy.
    apart = "" if r.game.changes_reach_stack else r.game.stack_zone
    waiting = [phrase(Msg("does not change {target} (it is {where}, not in play)",
                          target=r.name(o.id), where=r.game.words.place_said(o.zone, o.owner)))
               for o in named if o.zone == apart]
    if waiting:
        r.cite_also_optional(Role.ENTERS_BOARD)
    targets = [o for o in named if o.zone != apart]
    cite_attribute_set(r, targets, e.set_traits)  # VW HP.59, where its options part ways
    before = _coverage(r, targets, change)
    _cite_keyword_sums(r, targets, e.keywords)
    losing = [(obj, would_lose(obj, change)) for obj in targets] if takes_away(change) else []
    for obj in targets:
        applied = unreduced(r, item, obj, _snapshot(r, obj, change, e.minimum))
        if applied is not None and takes_away(applied) and would_lose(obj, applied):
            applied = replaced_loss(r, obj, applied, item.id)  # FOW HP.51
            if applied is None or not takes_away(applied):
                losing = [(o, had) for o, had in losing if o is not obj]
        if applied is None:
            continue  # all it did was lower a stat, and a replacement did something else instead
        obj.modifiers.append(applied)
        obj.last_change = item.id
        names.append(r.name(obj.id))
        if e.minimum and len(targets) == 1:  # said as applied: "might -1 (to a minimum of 1)"
            stats = applied.stats
    if not names:
        return phrases(waiting) if waiting else None
    r.changed()
    if losing:
        lose(r, losing, item.id)
    _cite_order(r, targets, change, before)
    _cite_rounding(r, stats)
    if any(v for _, v in stats):
        # ATK and DEF changed by the amounts it gains (FOW 1020.3): why the cards it changed
        # have what they have, not why another card of the step went where it went
        gains = tuple(r.game.cite_optional(Role.GAINS_STATS))
        for rule in gains:
            r.cite_also_rule(rule)
        cited_for(item, gains, tuple(o.id for o in targets))
    # a keyword in words (`primal_roar` -> primal roar), as the file format does not say it
    parts = _loss_said(r, e) + _kept_said(r, targets, change)
    parts += _changes(r, stats, e.set_stats, (*e.traits, *(_keyword_said(r, e, k)
                                                        for k in e.keywords),
                                           *(f"\u201c{a}\u201d" for a in e.abilities)),
                      e.minimum)
    if e.set_traits is not None:
        parts.insert(len(stats) + len(e.set_stats), Msg("becomes {traits}",
                                                        traits="/".join(e.set_traits)))
    if e.set_traits is not None or e.traits:
        r.cite_also_optional(Role.BECOMES_TRAIT)  # "becomes" loses the old one, "gains" keeps it
    return phrases([phrase(Msg("{objects}: {changes}", objects=", ".join(names),
                               changes=Items(parts, commas=True))), *waiting])


def _snapshot(r: Table, obj: GameObject, change: Modifier,
              minimum: tuple[tuple[str, int], ...]) -> Modifier:
    """`change` as `obj` gets it where a decrease goes "to a minimum of" N: the limit is fixed
    now, as the change is applied, and kept for as long as it lasts (RB 477.3.b): "-4 Might, to a
    minimum of 1" on a 2-Might unit is -1 from then on, whatever its Might does later; a stat
    already at or below N is not lowered at all."""
    floors = dict(minimum)
    if not floors:
        return change
    stats = []
    for k, v in change.stats:
        now = r.stat(obj, k) if k in floors and v < 0 else None
        if now is not None:
            v = max(v, min(0, floors[k] - now))
            r.cite_also_rule(r.game.snapshot_limit_rule or "")
        stats.append((k, v))
    return changed(change, stats=tuple(stats))


def limit_not_modelled(r: Table, e: Modify, where: str) -> None:
    """A "to a minimum of" judge does not model (`where` it is): an honest exit 3."""
    from judge.errors import Problem, UnsupportedMechanic

    why = where if r.game.snapshot_limit_rule else f"in {r.game.name}"
    raise UnsupportedMechanic(Problem(
        r.scenario.file, 0, 0, "effect.modify.minimum", f"a change \"to a minimum of\" "
        f"{', '.join(f'{v} {k}' for k, v in e.minimum)} {why} is not implemented (whether its "
        "limit is fixed as it applies or read again whenever the stat is)"))


def _lowered(r: Table, change: Modifier, objs: list[GameObject]) -> list[GameObject]:
    """Those of `objs` whose stat `change` lowers, where some replacement could watch that."""
    if not (r.state.replacements or r.static_sources) or all(v >= 0 for _, v in change.stats):
        return []
    return objs


def _spared(r: Table, item: StackItem, e: Modify, change: Modifier,
            group: bool) -> frozenset[str]:
    """The objects a resolving continuous effect (over a group, or lasting "while ...") leaves
    out because a replacement watching their stat being reduced replaced its decrease as it
    was created (the game's policy, RB HP.37: RB 369 steps in as an effect is carried out;
    RB 370.1.b: the replaced decrease does not happen). Replaced where the effect keeps a
    fixed set and makes only the decrease; else exit 3 naming it."""
    from judge.engine.replacements import continuous_decrease_replaced

    why = "a continuous effect (over a group, or lasting while a condition holds) lowers it"
    watched = [o for o in _lowered(r, change, [r.obj(i) for i in _objects(r, item, e.target)])
               if continuous_decrease_replaced(r, o, why)]
    if not watched:
        return frozenset()
    rest = changed(change, stats=tuple((k, v) for k, v in change.stats if v >= 0))
    if group or rest != Modifier(change.source, duration=change.duration,
                                 timestamp=change.timestamp):
        not_replaceable_here(r, "reduced", watched[0], why + " (covering units that arrive "
                             "later, or changing more than a stat: its replaced decrease is "
                             "not modelled)")
    lowered = [k for k, v in change.stats if v < 0]
    return frozenset(o.id for o in watched
                     if replaced(r, "reduced", o, cause=item.id, stat=lowered[0]))


def unreduced(r: Table, item: StackItem, obj: GameObject, change: Modifier) -> Modifier | None:
    """The change `obj` gets: `change`, or, where a replacement watching `obj`'s stat being
    reduced (`reduced`) does something else instead, `change` without that decrease (RB 370.1,
    RB 370.1.b: the qualifying instruction is replaced, the rest of the effect still applies),
    None when nothing else is left of it."""
    lowered = [k for k, v in change.stats if v < 0]
    if not lowered or not replaced(r, "reduced", obj, cause=item.id, stat=lowered[0]):
        return change
    rest = changed(change, stats=tuple((k, v) for k, v in change.stats if v >= 0))
    nothing = Modifier(change.source, duration=change.duration, timestamp=change.timestamp)
    return None if rest == nothing else rest


def _cite_rounding(r: Table, stats: tuple[tuple[str, int], ...]) -> None:
    """A change by an amount that is no multiple of the game's stat step is rounded with the
    stat (e.g. FOW 909.1i: +250 ATK leaves a multiple of 100 only once rounded up): cite it."""
    step, rule = r.game.stat_multiple, r.game.stat_multiple_rule
    if step and rule and any(v % step for k, v in stats if k in r.game.vocab.stats):
        r.cite_also_rule(rule)


def _loss_said(r: Table, e: Modify) -> list[Msg]:
    """"loses all abilities", "loses flying": what a `modify` takes away, in words."""
    return [Msg("loses all abilities")] if e.loses_abilities else [
        Msg("loses {what}", what=_keyword_said(r, e, k)) for k in e.loses_keywords]


def _kept_said(r: Table, targets: list[GameObject], change: Modifier) -> list[Msg]:
    """"keeps mythic": a keyword a loss of all abilities leaves on the objects that have it,
    printed or granted, with the game's rule for that cited (FOW 1101.4)."""
    kept = [k for k in change.spares if any(k in keywords_of(obj) for obj in targets)]
    named = [k for k in change.loses_keywords if change.loses_all and
             k in r.game.keywords_kept_on_loss]  # lost because the loss names it
    for k in (*kept, *named):
        r.cite_also_rule(r.game.keywords_kept_on_loss[k])
    return [Msg("keeps {what}", what=plain(k)) for k in kept]


def _continuous_loss(r: Table, item: StackItem, e: Modify, change: Modifier) -> str:
    """A continuous effect that takes abilities away (FOW 909.4: "resonators lose all
    abilities", covering those that arrive later, 909.5; or one lasting "while"): each object it
    covers now that had an ability loses it, an event; an arrival enters without them
    (engine/lost.py: keep_group_losses). A filter that asks keywords is changed by the loss
    itself where it takes away a keyword it asks (909.3a): what it covers then, the game's
    policy says (FOW HP.48: the cards that have it as it begins, or none)."""
    covered = [r.obj(oid) for oid in _objects(r, item, e.target)]
    left_out: list[GameObject] | None = None
    if isinstance(e.target, Each) and asks_what_it_takes(change, e.target.filter.keywords) \
            and self_dependent(r) != "applies":
        left_out, covered = covered, []
    losing = [(obj, would_lose(obj, change)) for obj in covered]
    said = continuous_modify(r, item, e, change)
    if left_out is not None and isinstance(e.target, Each):
        said = _loss_not_applied(r, e, e.target, left_out)
    if losing:
        unreplaced_losses(r, [obj for obj, had in losing if had])  # FOW HP.51
        lose(r, losing, item.id)
    return said


def _loss_not_applied(r: Table, e: Modify, each: Each, left_out: list[GameObject]) -> str:
    """What a loss over the cards with a keyword it takes away did where the game's policy does
    not apply it (FOW HP.48 `not-applied`): applying it would take away what makes a card one it
    covers (a dependency on itself, FOW 909.3a), so it covers none, and the cards that match it
    now keep their abilities."""
    from judge.engine.wording import said_filter_of_whose

    r.cite_also_optional(Role.DEPENDENCY)
    keywords = Items([plain(k) for k in each.filter.keywords])
    why = Msg("a {what} would lose all abilities, its {keywords} with them,", keywords=keywords) \
        if e.loses_abilities else Msg("a {what} would lose {keywords},", keywords=keywords)
    why.args["what"] = said_filter_of_whose(each.filter)
    said = Msg("no card loses an ability: {why} and would no longer be one the effect covers, so "
               "the loss depends on itself and, by {policy}, it is not applied", why=why,
               policy=r.policy_id(r.game.vocab.loss_readings["self_dependent"]))
    if left_out:
        said = Msg("{said} (left out, keeping their abilities: {objects})", said=said,
                   objects=Items([r.name(o.id) for o in left_out], commas=True))
    return phrase(said)


def would_lose(obj: GameObject, change: Modifier) -> bool:
    """Whether `obj` has an ability `change` takes away (engine/lost.py): any ability or keyword
    (its card's, or one granted it), or one of the keywords it names."""
    if change.loses_keywords:
        return any(k in keywords_of(obj) for k in change.loses_keywords)
    return bool(obj.card.abilities or obj.card.keywords or granted(obj))


def _keyword_said(r: Table, e: Modify, keyword: str) -> str:
    """A keyword a `modify` grants, in words, with the X it grants of a numbered keyword
    (`shield` with `keyword_keys: {shield: 3}` -> shield 3)."""
    x = (e.keyword_keys or {}).get(keyword) if keyword in r.game.numbered_keywords else None
    return plain(keyword) if x is None else f"{plain(keyword)} {x}"


def _cite_keyword_sums(r: Table, targets: list[GameObject], keywords: tuple[str, ...]) -> None:
    """A numbered keyword granted to an object that has it already adds up with it (e.g. RB
    814.2: Shield given to a Shield unit); cite the game's rule for that."""
    for k in keywords:
        rule = r.game.numbered_keywords.get(k)
        if rule is not None and any(k in keywords_of(obj) for obj in targets):
            r.cite_also_rule(rule)


def _changes(r: Table, stats: tuple[tuple[str, int], ...] | list[tuple[str, int]],
             set_stats: tuple[tuple[str, int], ...] | list[tuple[str, int]],
             gains: tuple[str, ...], floors: tuple[tuple[str, int], ...] = ()) -> list[Msg]:
    """What a modification changes (`ATK +200`, `DEF = 0`, `gains Flying`), each a message, each
    stat by the game's word for it (as the board and the answer say it: `Might +1`, not the
    file's key `might`); a stat lowered "to a minimum of" N says so."""
    floor = dict(floors)
    stat = r.game.words.stat
    said = [Msg("{stat} {n}", stat=stat(k), n=f"{v:+d}") for k, v in stats]
    said = [Msg("{what} (to a minimum of {n})", what=m, n=floor[k]) if k in floor else m
            for m, (k, _) in zip(said, stats, strict=True)]
    return said + [
        Msg("{stat} = {n}", stat=stat(k), n=v) for k, v in set_stats] + [
        Msg("gains {what}", what=t) for t in gains]


def _coverage(r: Table, objs: list[GameObject], change: Modifier) -> dict[str, tuple[str, ...]]:
    """Which continuous effects cover each object now, when a change of traits or keywords might
    alter it (a filter may ask either: "resonators with [Flying]")."""
    if change.set_traits is None and not change.traits and not change.keywords and \
            not change.loses_keywords and not change.loses_all:
        return {}
    r.refresh_layers()
    return {o.id: tuple(m.source for m in o.continuous) for o in objs}


def _cite_order(r: Table, objs: list[GameObject], change: Modifier,
                before: dict[str, tuple[str, ...]]) -> None:
    """Cite the rules that order this change among the others on the same objects: a change of
    traits or keywords that makes a continuous effect (older, since this one is the newest)
    cover an object or stop covering it applies first, as its layer says (Role.LAYERS); a stat
    set and added to takes the additions after the setting in a game that sets first, whatever
    their timestamps (Role.LAYERS, RB 477), and from their timestamp order in one that orders
    them so, as a stat set twice does (Role.TIMESTAMP)."""
    from judge.engine.characteristics import changes

    if before:
        r.refresh_layers()
        if any(tuple(m.source for m in o.continuous) != before.get(o.id, ()) for o in objs):
            r.cite_also_optional(Role.LAYERS)
    touched = {k for k, _ in (*change.stats, *change.set_stats)}
    if not touched:
        return
    if r.stat_dependents:
        # a static ability of the object that changes its stats by reading them applies after
        # this change (FOW 909.3a, RB 479.2), an increase before a decrease (RB 477.3.e)
        r.refresh_layers()
        for rule in dict.fromkeys(c for o in objs for rules in r.stat_dependents.get(
                o.id, {}).values() for c in rules):
            r.cite_also_rule(rule)
    if change.set_stats and any(r.game.objects.stat_bonus(r.state, o, k) for o in objs
                                for k, _ in change.set_stats):
        r.cite_also_optional(Role.STAT_BONUS_LAST)  # its counters still count (FOW 909.1h)
    kept_rule = r.game.objects.kept_values_rule
    if change.set_stats and kept_rule and any(o.card.get(UNLOSABLE) is not None for o in objs):
        r.cite_also_rule(kept_rule)  # what its order gives still counts (FOW 1020.4)
    # Where every setting comes before every addition, only settings are ordered: additions
    # count only in a game that applies both in timestamp order. Each object's changes are
    # read once and scanned once (this looks at every object the change covers: a board of
    # 1,000 objects under 50 effects read them 4 times per object and stat before).
    # Where settings come first, a stat both set and added to takes the additions after the
    # setting whatever their timestamps (Role.LAYERS: RB 477, "becomes 1" in layer 1, "+2" in
    # layer 3).
    # Where a house policy gives the order (VW HP.60), a setting after an addition is the one
    # case its options part ways: each such case is the policy's (recorded and cited) or, under
    # its option that rules nothing, an exit 3.
    by_timestamp = stats_by_timestamp(r.game, r.state.policies)
    unordered = r.game.stat_order_policy is not None or (
        not by_timestamp and not r.game.cite_optional(Role.LAYERS))
    layered = timed = False
    for obj in objs:
        sets: dict[str, int] = {}
        adds: set[str] = set()
        for m in changes(obj):  # in timestamp order
            if m.set_stats:  # the changes that set it (one count per change)
                setting = {k for k, _ in m.set_stats if k in touched}
                if unordered and setting & adds:
                    set_over_an_addition(r, obj, setting & adds)
                for k in setting:
                    sets[k] = sets.get(k, 0) + 1
            adds.update(k for k, _ in m.stats if k in touched)
        if not by_timestamp and not layered and any(name in adds for name in sets):
            r.cite_also_optional(Role.LAYERS)
            layered = True
        if not timed and any(n > 1 or (by_timestamp and name in adds)
                             for name, n in sets.items()):
            r.cite_also_optional(Role.TIMESTAMP)
            timed = True
            if not unordered:
                return  # (else every object is still looked at for a setting over an addition)


def set_over_an_addition(r: Table, obj: GameObject, over: set[str]) -> None:
    """A stat set ("its ATK becomes 1") after an addition to it began ("+2 ATK"), in a game
    whose rules say neither that settings apply first (RB 477) nor that both apply in
    timestamp order (FOW 909.1g): whether the addition still counts is not said (Vandaria
    Wars' guide orders no changes). Where a house policy chooses (VW HP.60), its option
    decides, and the step cites it; where it chooses not to rule, or no policy does, judge
    does not rule on it (exit 3), rather than apply its engine's order silently. A setting
    followed by an addition reads the same either way (not looked at here)."""
    from judge.engine.characteristics import stat_order
    from judge.engine.lost import cannot_rule

    order = stat_order(r.game, r.state.policies)
    found = r.game.stat_order_policy
    if order and found is not None:
        r.policy(found[0])  # (recorded: the ruling depended on it)
        r.cite_also_rule(r.policy_id(found[0]))
        return
    choose = f" (house policy {r.policy_id(found[0])} may choose an order)" if found else ""
    cannot_rule(r, f"{r.name(obj.id)}'s {', '.join(sorted(over)).upper()} is set after an "
                   f"addition to it began: no rule of {r.game.name} says whether the addition "
                   f"still counts (applied after the setting) or is overwritten{choose}, and "
                   "judge does not guess", key="modify.set_stats", silent=True)


def continuous_modify(r: Table, item: StackItem, e: Modify, change: Modifier,
                      spared: frozenset[str] = frozenset()) -> str:
    """A `modify` over "every X" where the game says such an effect covers X that arrive later
    (FOW 909.4), or one that lasts "while ...": a continuous effect, not a change to each. An
    ability's "while" effect whose condition no longer holds as it resolves is not made at all
    (FOW 909.8)."""
    from judge.engine.conditions import holds, not_done, said_words
    from judge.engine.wording import said_filter_of_whose

    if e.while_ is not None and item.kind == "ability" and not holds(r, item, e.while_):
        r.cite_also_optional(Role.AS_LONG_AS)
        return not_done(Msg("its effect is not created: it would last while {condition}, "
                            "which no longer holds", condition=said_words(e.while_)))
    lasting = each_lasting(r, item, e.target) if isinstance(e.target, Each) else None
    if isinstance(e.target, Each) and lasting is not None and (
            r.game.group_effects_follow or e.target.filter.earlier()):
        filt: Filter | None = lasting
        fixed = None
        who: str | Msg = Msg("every {what}, now or later",
                             what=said_filter_of_whose(e.target.filter))
        r.cite_also_optional(Role.GROUP_EFFECT)
    else:  # (those whose decrease a replacement replaced as it was created left out)
        ids = [i for i in _objects(r, item, e.target) if i not in spared]
        filt, fixed = None, tuple((i, r.obj(i).incarnation) for i in ids)
        who = ", ".join(r.name(i) for i in ids) or Msg("nothing")
    covered = [r.obj(i) for i in _objects(r, item, e.target)  # the ones it covers now
               if i not in spared]
    before = _coverage(r, covered, change)
    condition = bound_to_targets(r, item, e.while_) if e.while_ is not None else None
    r.add_continuous(Continuous(f"{item.id}.{r.state.timestamp}", item.controller, item.id,
                                change, filt, fixed, source=item.source, condition=condition))
    _cite_order(r, covered, change, before)
    parts = [*_loss_said(r, e), *_changes(r, change.stats, e.set_stats, (
        *e.traits, *e.keywords, *(f"\u201c{a}\u201d" for a in e.abilities)))]
    said = Msg("{objects}: {changes}", objects=who, changes=Items(parts, commas=True)) if \
        parts else Msg("{objects}: changed", objects=who)
    return phrase(Msg("{what} while its condition holds", what=said) if e.while_ is not None
                  else said)


def holders(r: Table, player: str, resource: str) -> list[str]:
    """Whose `resource` changes when `player`'s does: theirs, and their teammates' when their
    team shares it (Rulebook.team_resources)."""
    if resource in r.game.team_resources and r.state.teammates(player):
        return r.state.team(player)
    return [player]


def add_shared(r: Table, player: str, resource: str, n: int) -> list[str]:
    """Add `n` (less than 0: take, never below 0) to `player`'s `resource`, and to each
    teammate's if the team shares it. Returns the teammates who shared it (their team's rule is
    cited)."""
    who = holders(r, player, resource)
    for pid in who:
        res = r.state.players[pid].resources
        # A gain adds even to a pool that owes (it pays while paying); a loss stops at 0.
        res[resource] = res.get(resource, 0) + n if n >= 0 else max(0, res.get(resource, 0) + n)
    shared = [p for p in who if p != player]
    if shared:
        for rule in r.game.team_rules:
            r.cite_also_rule(rule)
    return shared


def _team_said(said: Msg, shared: list[str]) -> Msg:
    return Msg("{did}, and so does their team ({players})", did=said,
               players=Items(shared, commas=True)) if shared else said


def gain(r: Table, item: StackItem, e: Gain) -> str | None:
    from judge.engine.producing import produce, produced_kinds, production_source

    out = []
    gained = [(key, amount(r, item, n)) for key, n in e.resources]
    producing = produced_kinds(r)
    # what the game produces (FOW 907: will) is replaced, then announced (engine/producing.py)
    will = [(key, n) for key, n in gained if key in producing]
    rest = [(key, n) for key, n in gained if key not in producing] if will else gained
    source = production_source(r, item) if will else None
    for pid in refs(r, item, e.player):
        if pid not in r.state.players:
            continue
        made = produce(r, item, pid, will, source) if will else []
        shared: list[str] = []
        for key, n in rest:
            shared += [p for p in add_shared(r, pid, key, n) if p not in shared]
            for rule in r.game.gain_rules.get(key, ()):
                r.cite_also_rule(rule)
        got = [*rest, *(made or [])]
        if not got:
            continue  # a replacement did something else instead: its step says what
        said = _team_said(Msg("{player} gains {amounts}", player=pid,
                              amounts=amounts(got, r.game.words.resources)), shared)
        out.append(phrase(_unshared_said(r, pid, said, [k for k, _ in got])))
    return phrases(out)


def _unshared_said(r: Table, player: str, said: Msg, kinds: list[str]) -> Msg:
    """A gain of what a team does not share (Rulebook.unshared_rules: RB 732, XP), by a player
    with teammates: said, naming them ("How much XP has Carol?" is answered by it)."""
    unshared = [k for k in kinds if k in r.game.unshared_rules]
    mates = r.state.teammates(player) if unshared else []
    if not mates:
        return said
    for k in unshared:
        r.cite_also_rule(r.game.unshared_rules[k])
    return Msg("{did}, which their team ({players}) does not share", did=said,
               players=Items(mates, commas=True))


def pay(r: Table, item: StackItem, e: Pay) -> str | None:
    """An effect's payment ("lose 2 points", "you may pay 1 Energy. If you do, ..."): a player
    short of it pays what they have or nothing, as the game reads it (Payment.pays_short); one
    who pays nothing has not done it, so its "if you do" does not happen."""
    out: list[Msg] = []
    nothing = 0  # the players who paid nothing
    paid = [(key, amount(r, item, n)) for key, n in e.resources]
    for pid in refs(r, item, e.player):
        if pid not in r.state.players:
            continue
        had = r.state.players[pid].resources
        # What the pool spends, a generic cost's too (RB 163.2.b: Power paid by domain)
        spent, missing = r.game.payment.settle(had, [(k, n) for k, n in paid if n > 0])
        short = list(missing)
        if short:  # what a player may still produce as they pay, where the game lets them
            r.game.payment.short_but_producible(r.state, pid, Cost(tuple(
                (k, n) for k, n in paid if n > 0)))
        if short and not _pays_what_they_have(r, short):
            out.append(Msg("{player} cannot pay {amounts} (they have {have}), so they pay "
                           "nothing", player=pid, amounts=amounts(paid, r.game.words.resources),
                           have=amounts([(k, max(0, had.get(k, 0))) for k in short],
                                        r.game.words.resources)))
            nothing += 1
            continue
        shared: list[str] = []
        for key, n in spent.items():
            shared += [p for p in add_shared(r, pid, key, -n) if p not in shared]
        for rule in r.game.payment.spent_rules(dict(paid), spent):
            r.cite_also_rule(rule)
        taken = [(key, n - missing.get(key, 0) if n > 0 else 0) for key, n in paid]
        said = _paid_said(r, pid, paid, taken)
        if set(spent) - {k for k, _ in paid}:  # paid with other resources: say which
            said = Msg("{player} pays {amounts} (with {spent})", player=pid,
                       amounts=amounts([(k, n) for k, n in taken if n], r.game.words.resources),
                       spent=amounts(spent.items(), r.game.words.resources)) \
                if taken == paid else said
        out.append(_team_said(said, shared))
    if out and nothing == len(out):  # nobody did it: its "if you do" does not happen
        none_paid = joined([phrase(m) for m in out])
        assert isinstance(none_paid, Msg)  # every part is a phrase
        return not_done(none_paid)
    return phrases([phrase(m) for m in out])


def _pays_what_they_have(r: Table, short: list[str]) -> bool:
    """Whether a player short of `short` pays what they have (else nothing), its deciding rules
    cited."""
    pays = True
    for key in short:
        what, rules = r.game.payment.pays_short(r, key, r.chosen_instruction)
        pays = pays and what
        for rule in rules:
            r.cite_also_rule(rule)
    return pays


def _paid_said(r: Table, pid: str, asked: list[tuple[str, int]],
               taken: list[tuple[str, int]]) -> Msg:
    """What a payment took, said as it was: a loss stops at 0, so a player short of it pays all
    they had, the rule that says so cited (RB 194.4: points; RB 194.4.a: at 0, nothing)."""
    words = r.game.words.resources
    if taken == asked:
        return Msg("{player} pays {amounts}", player=pid, amounts=amounts(asked, words))
    for (key, n), (_, got) in zip(asked, taken, strict=True):
        floor = r.game.loss_floor_rules.get(key)
        if got < n and floor is not None:
            r.cite_also_rule(floor[0] if got else floor[1])
    short = [(k, n) for (k, n), (_, got) in zip(asked, taken, strict=True) if got < n]
    if not any(got for _, got in taken):
        return Msg("{player} pays nothing of {asked}: they have none (never below 0)",
                   player=pid, asked=amounts(short, words))
    return Msg("{player} pays {amounts}, all they had of {asked} (never below 0)", player=pid,
               amounts=amounts([(k, got) for k, got in taken if got], words),
               asked=amounts(short, words))


def draw(r: Table, item: StackItem, e: Draw) -> str | None:
    out = []
    for pid in refs(r, item, e.player):
        if pid in r.state.players:
            want = amount(r, item, e.count)
            n = r.draw(pid, want, cause=item.id)
            out.append(phrase(Msg("{player} draws {n} card", plural="{player} draws {n} cards",
                                  player=pid, n=n)))
            if n < want and not r.state.game_over and \
                    r.top_of(pid, r.game.vocab.deck_zone) is None:
                # the rest was not drawn, and why (the game's reading of an empty deck cites
                # itself on this step: VW HP.17 `nothing`)
                out.append(phrase(Msg("{player}'s deck is empty: {n} more card is not drawn",
                                      plural="{player}'s deck is empty: {n} more cards are "
                                      "not drawn", player=pid, n=want - n) if n else Msg(
                    "{player}'s deck is empty: {n} card is not drawn",
                    plural="{player}'s deck is empty: {n} cards are not drawn", player=pid,
                    n=want)))
            elif want == 0 and not r.state.game_over and _empty_deck_loses(r) and \
                    r.top_of(pid, r.game.vocab.deck_zone) is None:
                # "draw 1 for each Follower you control" read 0 from an empty deck: no card is
                # to be drawn, so the reading that a draw from an empty deck loses (VW HP.17
                # `lose`) is not met; the step says so and cites it
                for rule in r.game.empty_deck.rules if r.game.empty_deck else ():
                    r.cite_also_rule(rule)
                out.append(phrase(Msg("{player}'s deck is empty, but no card is to be drawn: "
                                      "that is not a loss", player=pid)))
    return phrases(out)


def _empty_deck_loses(r: Table) -> bool:
    """Whether the game's reading of a draw from an empty deck is a loss under a house policy
    the ruling applies (VW HP.17 `lose`)."""
    rule = r.game.empty_deck
    return rule is not None and rule.policy is not None and not rule.marks and \
        rule.phase is None and r.policy_is(*rule.policy)


def cancel(r: Table, item: StackItem, e: Cancel) -> str | None:
    out = []
    reached = refs(r, item, e.target)
    for tid in reached:
        victim = r.state.item(tid)
        if victim is not None and victim is not item:
            refusal = r.game.objects.item_refusal(r, victim, "cancel")
            if refusal is not None:
                out.append(_not_cancelled(r, r.name(tid), refusal))
                continue
            if cancel_replaced(r, item, victim):
                continue  # FOW 910.1: the cancel never happens; it stays on the stack
            left = r.cancel_item(victim, by=item)
            r.cite_also(Role.CANCEL)
            if victim.kind == "card" and _plays_watched(r, victim):
                r.cite_also_optional(Role.UNPLAYED_NOT_SEEN)
            out.append(phrase(Msg("{cancels} {item}", cancels=word(r.game.cancel_words[0]),
                                  item=r.name(tid))))
            if isinstance(left, Said):  # "the copy ceases to exist" (FOW 1017.6a)
                out.append(left)
    out += _passed_over(r, item, e.target, reached)
    return phrase(Msg("{items}", items=Items(out, commas=True))) if out else None


def _passed_over(r: Table, item: StackItem, target: object, reached: list[str]) -> list[Said]:
    """A cancel of everything on the stack (`each:` over the stack's zone, nothing more asked)
    passes over what the game's rules keep spells and abilities from cancelling (FOW 705.2d: a
    judgment process): said, with the rule, so that its "nothing happens" is not unexplained."""
    if not isinstance(target, Each):
        return []
    f = target.filter
    if f != Filter(zone=f.zone, item=f.item) or not (f.item or f.zone == r.game.stack_zone):
        return []
    out: list[Said] = []
    for victim in r.state.stack:
        if victim is item or victim.id in reached or victim.source in reached:
            continue
        refusal = r.game.objects.item_refusal(r, victim, "cancel")
        if refusal is not None:
            out.append(_not_cancelled(r, r.item_label(victim), refusal))
    return out


def _not_cancelled(r: Table, name: str, refusal: Refusal) -> Said:
    """What a cancel passed over: said by the resolution, under the rule that kept it (FOW
    1167.2, 705.2d), as move_zone says an item that stays on the stack."""
    for rule in refusal.citations:
        r.cite_also_rule(rule)
    return phrase(Msg("{object} is not cancelled: {reason}", object=name,
                      reason=said_of(refusal.reason)))


def cancel_replaced(r: Table, item: StackItem, victim: StackItem) -> bool:
    """Whether a replacement made something else happen instead of `victim` being cancelled
    (`replace: {event: cancelled}`, watching the card of a card item, or the source of an
    ability, wherever it is): then the cancel never happens and it stays on the stack to
    resolve (FOW 910.1, RB 370.1.a.1; VW HP.28 `stays`, or by its `cancelled` the cancel goes
    ahead all the same). A copy on the stack is not its card (`copy_watched`: exit 3 if a
    replacement watches its card)."""
    from judge.engine.unplayed import cancel_stands, copy_watched

    source = r.state.objects.get(victim.source or "")
    if source is None or copy_watched(r, "cancelled", victim, source):
        return False
    if cancel_stands(r, source):  # VW HP.28 `cancelled`: the cancel goes ahead all the same
        return False
    return replaced(r, "cancelled", source, cause=item.id, anywhere=True,
                    named=r.item_label(victim))


def _plays_watched(r: Table, victim: StackItem) -> bool:
    """A triggered ability on the board (or the countered card's own) waits for a card to be
    played: the countered card, never played, does not set it off (RB 419.4.a.1)."""
    def watches(obj_id: str, own: bool) -> bool:
        obj = r.state.objects.get(obj_id)
        return obj is not None and any(
            a.when is not None and a.when.event == EventKind.PLAYED.value
            and (a.when.object != "self" or own) for a in obj.card.abilities)
    return watches(victim.source or "", True) or any(watches(oid, False) for oid in r.board)


def _flag(r: Table, item: StackItem, ref: Ref, exhausted: bool,
          skip: tuple[str, ...] | list[str] = ()) -> tuple[list[str], list[str]]:
    """Exhaust (or ready) what `ref` names: the names of those that changed, and a phrase for
    those already so, which did not change."""
    names: list[str] = []
    already: list[str] = []
    for oid in _objects(r, item, ref):
        if oid in skip:
            continue
        obj = r.obj(oid)
        if obj.exhausted == exhausted:
            already.append(r.name(oid))
        elif set_exhausted(r, obj, exhausted, cause=item.id):
            names.append(r.name(oid))
    if not already:
        return names, []
    if _watched(r, EventKind.EXHAUSTED if exhausted else EventKind.READIED):
        # left as it was, it does not "become" so: the triggered ability waiting for that does
        # not trigger (FOW 104.3; RB 414.1.c exhausting, RB 415.1.c readying); where none
        # waits, that rule decides nothing (a recall's "heal, exhaust, recall" is told by the
        # recall)
        role = Role.SAME_STATE_READY if not exhausted and r.game.cite_optional(
            Role.SAME_STATE_READY) else Role.SAME_STATE
        r.cite_also_optional(role)
    w = r.game.words
    state = word(w.exhausted if exhausted else w.ready)
    return names, [phrase(Msg("{objects} stays {state}: it was {state} already, so it does not "
                              "become {state}", objects=", ".join(already), state=state))]


def _watched(r: Table, kind: EventKind) -> bool:
    """Whether a triggered ability of any object waits for events of `kind`."""
    return any(a.kind == "triggered" and a.when is not None and a.when.event == kind.value
               for o in r.state.objects.values() for a in o.card.abilities)


def set_exhausted(t: Table, obj: GameObject, exhausted: bool, *, player: str | None = None,
         cause: str | None = None) -> bool:
    """`obj` becomes exhausted (or ready), announced, unless a replacement effect makes
    something else happen instead (RB 370.1.a.1: then it does not, and False). A cost paid so
    is still paid (RB 357.2.a)."""
    kind = EventKind.EXHAUSTED if exhausted else EventKind.READIED
    if replaced(t, kind.value, obj, cause=cause):
        return False
    obj.exhausted = exhausted
    t.emit(kind, Msg("{object} exhausted" if exhausted else "{object} readied",
                     object=t.name(obj.id)), obj=obj.id,
           player=player if player is not None else obj.controller, cause=cause)
    return True


def exhaust(r: Table, item: StackItem, e: Exhaust) -> str | None:
    names, already = _flag(r, item, e.target, True)
    said = [phrase(Msg("exhausts {objects}", objects=", ".join(names)))] if names else []
    return phrases([*said, *already])


def ready(r: Table, item: StackItem, e: Ready) -> str | None:
    from judge.engine.restrictions import forbidding

    kept = [oid for oid in _objects(r, item, e.target)
            if forbidding(r, "ready", obj=r.obj(oid)) is not None] if r.state.restrictions \
        or r.static_sources else []
    names, already = _flag(r, item, e.target, False, skip=kept)
    if kept:
        r.cite_also_optional(Role.RESTRICTION)
        names.append(phrase(Msg("not {objects} (an effect says it does not ready)",
                                objects=", ".join(r.name(k) for k in kept))))
    said = [phrase(Msg("readies {objects}", objects=Items(names, commas=True)))] if names \
        else []
    return phrases([*said, *already])


def heal(r: Table, item: StackItem, e: Heal) -> str | None:
    names = []
    for oid in _objects(r, item, e.target):
        if r.obj(oid).damage:
            r.obj(oid).remove_damage()
            names.append(r.name(oid))
    return phrase(Msg("heals {objects}", objects=", ".join(names))) if names else None


def counter(r: Table, item: StackItem, e: Counter) -> str | None:
    names = []
    n = amount(r, item, e.amount)
    still: list[Msg] = []
    for oid in _objects(r, item, e.target):
        c = r.obj(oid).counters
        had = c.get(e.name, 0)
        c[e.name] = max(0, had + n)
        names.append(r.name(oid))
        if had and not c[e.name] and (kept := r.game.objects.counters_gone(
                r, r.obj(oid), e.name)) is not None:
            # FOW 1024.4: the last astral counter gone, the ruler is still astral
            still.append(kept[0])
            r.cite_also_rule(kept[1])
    if names and r.stat_dependents:
        # a static ability of a card given stat counters that changes its stats by reading them
        # reads them without the counters, which come in a later step (FOW 909.3a, 909.1h)
        given = [r.obj(oid) for oid in _objects(r, item, e.target)]
        for rule in dict.fromkeys(c for o in given for rules in
                                  r.stat_dependents.get(o.id, {}).values() for c in rules):
            r.cite_also_rule(rule)
        if any(o.id in r.stat_dependents and any(
                r.game.objects.stat_bonus(r.state, o, k) for k in r.game.vocab.stats)
               for o in given):
            r.cite_also_optional(Role.STAT_BONUS_LAST)
    if not names:
        return None
    done = phrase(Msg("{n} {kind} counter on {objects}", kind=e.name, n=f"{n:+d}",
                      objects=", ".join(names)))
    return phrases([done, *(phrase(m) for m in still)]) if still else done


# Declared here, counted by engine/extra_triggers.py as abilities trigger: that module loads only
# when a scenario has such a static ability, not on every start.
@dataclass(frozen=True)
class TriggerAgain(Effect):
    """A static ability's effect: the triggered abilities with `keyword` of the objects `target`
    names trigger `times` additional times whenever they trigger."""

    kind: ClassVar[str] = "trigger_again"
    target: Ref = arg(required("target", "whose abilities: self, or {each: filter} (\"your "
                                         "units\": {each: {controller: you}})"))
    keyword: str = arg(required("str", "the keyword of the triggered abilities covered, e.g. "
                                       "deathknell"))
    times: int = arg(optional("int", "how many additional times (default 1)"), 1)


def trigger_again(r: Table, item: StackItem, e: TriggerAgain) -> str | None:
    """Only a static ability says "... trigger an additional time" (scenario/cards.py refuses
    it anywhere else): as an instruction it would be a ruling judge cannot make."""
    from judge.errors import Problem, UnsupportedMechanic

    raise UnsupportedMechanic(Problem(r.scenario.file, 0, 0, "effect", f"{item.name}: "
                                      "trigger_again is written only as a static ability"))


def announce_discard(r: Table, card: GameObject, player: str, cause: str | None, *,
                     zone_from: str | None = None) -> None:
    """A card discarded (by a cost or an effect, already in the trash) is an event where the
    game watches discards: its triggers come after the discard (Role.DISCARD_WATCHED, RB
    422.1.b; FOW 1019.3). `zone_from`: the zone it left, where the move announces it
    (Rulebook.discard_move)."""
    if EventKind.DISCARDED not in (r.game.vocab.events or (EventKind.DISCARDED,)):
        return
    waiting = len(r.state.pending_triggers)
    r.emit(EventKind.DISCARDED, Msg("{player} discards {object}", player=player,
                                    object=r.name(card.id)), obj=card.id, player=player,
           cause=cause, zone_from=zone_from, zone_to=card.zone if zone_from else None)
    if len(r.state.pending_triggers) > waiting:
        r.cite_also_optional(Role.DISCARD_WATCHED)


#: The core effects, by kind (contract, section 3).
CORE_EFFECTS: dict[str, EffectDecl] = effects_table(
    EffectDecl(Damage, damage, "deal {amount} damage to {target}"),
    EffectDecl(Prevent, prevent, "prevent {amount} damage to {target} this turn"),
    EffectDecl(Destroy, destroy, "destroy {target}"),
    EffectDecl(MoveZone, move_zone, "put {target} into {to}"),
    EffectDecl(Modify, modify, "change {target}: {stats}"),
    EffectDecl(Gain, gain, "{player} gains {resources}", rest="resources"),
    EffectDecl(Pay, pay, "{player} pays {resources}", rest="resources"),
    EffectDecl(Draw, draw, "{player} draws {count}"),
    EffectDecl(Cancel, cancel, "cancel {target}"),
    EffectDecl(Exhaust, exhaust, "exhaust {target}"),
    EffectDecl(Ready, ready, "ready {target}"),
    EffectDecl(Heal, heal, "remove all damage from {target}"),
    EffectDecl(Counter, counter, "put {amount} {name} counters on {target}"),
    EffectDecl(Replace, replace, "when {object} would be {event}: {instead}"),
    # `to` only where a game's plays choose a location (Riftbound widens it back)
    EffectDecl(Forbid, forbid, "{target} / {player} cannot {action}").narrowing("to", "here"),
    EffectDecl(ChangeCost, change_cost, "{target} costs {more} more / {less} less"),
    EffectDecl(Allow, allow, "{target} may be played (at any time / from {from} / free)"),
    EffectDecl(Create, create, "create {count} {card} token(s)"),
    EffectDecl(CopyItem, copy_item, "copy {target} on the stack"),
    EffectDecl(PlayNow, play_now, "play {target} (or a copy) now"),
    EffectDecl(GainControl, gain_control, "{player} gains control of {target}"),
    EffectDecl(TriggerAgain, trigger_again,
               "{keyword} abilities of {target} trigger {times} additional time(s)"),
    INSTRUCTION,
)
