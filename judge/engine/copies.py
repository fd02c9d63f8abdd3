"""Objects that are not the cards in the file: tokens, copies of what waits on the stack, and a
card (or a copy of it) played by an effect.

- `create`: tokens (not cards: RB 185; FOW 1017.2) enter the board under the controller of the
  effect; a token that leaves the board moves there and then ceases to exist (FOW 1017.2a).
- `copy`: a copy of a spell or ability waiting on the stack goes on top of it, controlled by the
  effect's controller, with the same choices and targets (or new ones where `decisions:` give
  them); it is not played (no "when played" trigger: FOW 1017.3) and ceases to exist when it
  leaves the stack (FOW 1017.3c).
- `become_copy`: an object on the board becomes a copy of another's card as it is (its printed
  information, none of the continuous effects on that one), staying the same object: what
  applies to it still does (FOW 1017.5). As a new object anywhere else it is its own card again
  (a game declares `BECOME_COPY_PRINTED` among its `printed_again`, first).
- What a copy takes, for `become_copy` and a played copy alike, is the game's `Copyable`
  declaration (`Rulebook.copyable`): the whole printed card (FOW 1017.1, 1017.5), or only the
  copyable traits, the rest staying the copy's own (RB 477.1.b.1.a: not Might).
- `play_now`: the card (or a copy of it: FOW 1017.6) is played at once, whatever the timing
  (FOW 903.2n), for nothing if `free` (FOW 903.2k-2; X is 0: 903.2h-1); targets come from
  `decisions:` under the new item's id, else the first legal ones, and the step says so. A card
  that cannot be played then is not (a copy that cannot be played ceases to exist: 1017.6a).
"""

from __future__ import annotations

from judge.engine.declare_statics import PrintedAgain
from judge.engine.lost import LOST_FROM, keep_losses, takes_away
from judge.engine.roles import Role
from judge.engine.trace import Relation
from judge.model.args import optional, required
from judge.model.cards import CardDef
from judge.model.effects import Effect, Ref, arg
from judge.model.state import GONE as GONE  # re-exported: where ceased objects go
from judge.model.state import GameObject, Modifier, StackItem
from judge.msg import Items, Msg, phrase, said_of
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.conditions import Amount
    from judge.engine.table import Table



@dataclass(frozen=True)
class Create(Effect):
    """Tokens: `count` objects of the card named `card` enter the board (`zone`, default the
    game's first board zone) under `player`'s control (default: the effect's controller)."""

    kind: ClassVar[str] = "create"
    card: str = arg(required("card_name", "the token's card (under `cards:` or in the game's "
                                          "library)"))
    count: Amount = arg(optional("quantity", "how many (default 1)", minimum=0), 1)
    zone: str | None = arg(optional("zone", "where it enters (default: the first board zone)"),
                           None)
    player: Ref = arg(optional("player", "who controls (and owns) it"), "controller")
    exhausted: bool = arg(optional("bool", "it enters exhausted / rested"), False)


@dataclass(frozen=True)
class CopyItem(Effect):
    """A copy of a spell or ability on the stack (`target`: a stack item, e.g. $1 with
    `targets: [{item: true}]`), put on top of the stack under the effect's controller."""

    kind: ClassVar[str] = "copy"
    target: Ref = arg(required("target", "the stack item copied"))


@dataclass(frozen=True)
class PlayNow(Effect):
    """The effect's controller plays the card `target` names (or a copy of it) now, ignoring
    timing; `free`: without paying its cost; `by: owner`: the card's owner plays it ("then its
    owner plays it": a limited action of that player, RB 419.3), as its controller after."""

    kind: ClassVar[str] = "play_now"
    target: Ref = arg(required("target", "the card: an id, $1, self ..."))
    copy: bool = arg(optional("bool", "play a copy of it (the card stays where it is)"), False)
    free: bool | str = arg(optional("free", "without paying its cost (X is 0); or the part "
                                            "of it the game names (e.g. energy, power, all)"),
                           False)
    by: str = arg(optional("str", "who plays it: controller (the effect's, the default) or "
                                  "owner (the card's owner)", choices=("controller", "owner")),
                  "controller")


@dataclass(frozen=True)
class BecomeCopy(Effect):
    """Each object `target` names becomes a copy of the card of the first object `of` names:
    the same object, with the other's printed (or copied) traits the game's copies take and
    none of its continuous effects (FOW 1017.5: all its information; RB 477.1.b.1.a: not its
    Might)."""

    kind: ClassVar[str] = "become_copy"
    of: Ref = arg(required("target", "the object copied: $1, an id ..."))
    target: Ref = arg(optional("target", "what becomes the copy (default: self)"), "self")


@dataclass(frozen=True)
class Copyable:
    """A game whose copies take only some of a card's traits (RB 477.1.b.1.a: name, super
    type, type, tags, cost, domain and Rules Text), declared by the few a copy does not take:
    `own_stats` and `own_keys` (card keys) stay the copy's own (RB: Might, an equipment's Might
    Bonus); everything else on the card is copied. A played copy has no card of its own: what it
    has of those is the house policy `played_policy`, whose option `printed` gives it the
    original's and any other none (RB HP.24)."""

    own_stats: tuple[str, ...]
    own_keys: tuple[str, ...] = ()
    played_policy: str | None = None

    def copied(self, original: CardDef, own: CardDef | None) -> CardDef:
        """`original`'s copyable traits over `own`'s others (`own` None: a played copy's:
        0 for a stat the original has, no other card key)."""
        stats = tuple((k, v) for k, v in own.stats if k in self.own_stats) if own is not None \
            else tuple((k, 0) for k, _ in original.stats if k in self.own_stats)
        kept = tuple((k, v) for k, v in (own.extra if own is not None else ())
                     if k in self.own_keys)
        return replace(original, stats=(
            *((k, v) for k, v in original.stats if k not in self.own_stats), *stats),
            extra=(*((k, v) for k, v in original.extra if k not in self.own_keys), *kept))

    def keeps_own(self, original: CardDef, copied: CardDef) -> bool:
        """Whether a copy of `original` differs from it in a trait it does not take (its Might:
        the rule that it is not copied decides that copy's Might)."""
        return any(original.stat(k) != copied.stat(k) for k in self.own_stats) or any(
            original.get(k) != copied.get(k) for k in self.own_keys)


def copied_card(r: Table, original: CardDef, own: CardDef | None) -> CardDef:
    """What a copy of `original` is: the game's copyable traits of it over `own`'s others
    (`own` None: a played copy, which has no card of its own), or the whole card when every
    trait is copyable (FOW 1017.1). Cites the rule that a trait stays the copy's own where
    that makes a difference (Role.COPY_OWN_TRAITS)."""
    for guard in r.game.copy_guards:  # what the game does not model of such a copy
        guard(r, original, own is None)
    c = r.game.copyable
    if c is None:
        return original
    card = c.copied(original, own)
    if not c.keeps_own(original, card):
        return card
    if own is None and c.played_policy is not None:
        r.cite_also_rule(r.policy_id(c.played_policy))  # RB HP.24: none of its own, or printed
        if r.policy_is(c.played_policy, "printed"):
            return original
    r.cite_also_optional(Role.COPY_OWN_TRAITS)
    return card


#: The card key under which a card that became a copy holds its own card, and its declaration:
#: off the board it is that card again (ObjectRules.reset_object).
COPIED_FROM = "copied_from"
BECOME_COPY_PRINTED = PrintedAgain(COPIED_FROM, ())


def own_card(obj: GameObject) -> CardDef:
    """The card printed on `obj`: its own, even while it is a copy of another."""
    own = obj.card.get(COPIED_FROM)
    return own if isinstance(own, CardDef) else obj.card


def become_copy(r: Table, item: StackItem, e: BecomeCopy) -> str | None:
    from judge.engine.refs import refs

    originals = [r.state.objects[i] for i in refs(r, item, e.of) if i in r.state.objects]
    if not originals:
        return None
    original = originals[0]
    # its information as it is, but none of the cards it would be again (a copy of a copy is a
    # copy of the card that one copies)
    again = tuple(a.key for a in r.game.printed_again)
    made, kept = [], False
    for oid in refs(r, item, e.target):
        obj = r.state.objects.get(oid)
        if obj is None or obj is original or not r.game.vocab.is_board(obj.zone):
            continue
        made.append(r.name(oid))  # named as it was
        printed = own_card(obj)
        lost = printed.get(LOST_FROM)
        if isinstance(lost, CardDef):  # it has lost its abilities: its card is the one it lost
            printed = lost
        if original.card.get(COPIED_FROM) is not None:
            r.cite_also_optional(Role.COPY_OF_A_COPY)  # what it became, not its own card
        card = copied_card(r, original.card, obj.card)
        c = r.game.copyable
        kept = kept or (c is not None and c.keeps_own(original.card, card))
        obj.card = replace(card, extra=(
            *((k, v) for k, v in card.extra if k not in again),
            (COPIED_FROM, printed)))
        _set_over_earlier_sets(r, obj, item.id)
        if any(takes_away(m) for m in obj.modifiers):  # the loss still applies (1017.5)
            keep_losses(r, obj)
        r.watch(obj)  # its copied Rules Text triggers from now on (RB 477.1.b.1.a)
    if not made:
        return None
    r.changed()
    r.cite_also_optional(Role.BECOME_COPY)
    for read in r.game.objects.copied_readers:  # (FOW 1302.3d: it copies the side up)
        for rule in read(original):
            r.cite_also_rule(rule)
    if kept and r.game.copyable is not None:  # RB 477.1.b.1.a: Might is no copyable trait
        own = Items([r.game.words.stat(s) for s in r.game.copyable.own_stats])
        return phrase(Msg("{objects} becomes a copy of {card}, keeping its own {traits}",
                          plural="{objects} become a copy of {card}, each keeping its own "
                          "{traits}", n=len(made), objects=Items(made, commas=True),
                          card=original.card.name, traits=own))
    return phrase(Msg("{objects} becomes a copy of {card}", plural="{objects} become a copy of "
                      "{card}", n=len(made), objects=Items(made, commas=True),
                      card=original.card.name))


def _set_over_earlier_sets(r: Table, obj: GameObject, source: str) -> None:
    """Where a copy sets the stats it takes in the layer of a "becomes N", by timestamp
    (`Rulebook.copy_sets_stats`, v1.3 RB 475), a setting of them made before the copy no longer
    decides them: the copy is a setting of its own, at its timestamp, for as long as it is a
    copy (a later "becomes N" still overrides it)."""
    from judge.engine.characteristics import changes

    if not r.game.copy_sets_stats:
        return
    earlier = {k for m in changes(obj) for k, _ in m.set_stats}
    taken = tuple((k, v) for k, v in obj.card.stats if k in earlier)
    if not taken:
        return
    obj.modifiers.append(Modifier(source, set_stats=taken, duration="permanent",
                                  timestamp=r.tick()))
    r.cite_also_optional(Role.TIMESTAMP)


def create(r: Table, item: StackItem, e: Create) -> str | None:
    from judge.engine.conditions import amount
    from judge.engine.refs import refs

    players = [p for p in refs(r, item, e.player) if p in r.state.players]
    n = amount(r, item, e.count)
    if not players or n <= 0:
        return None
    zone = e.zone or r.game.vocab.board_zones[0]
    card = r.scenario.cards[e.card]
    made = []
    for _ in range(n):
        oid = r.state.new_id(f"{item.id}.token")
        obj = GameObject(id=oid, card=card, owner=players[0], controller=players[0], zone=GONE,
                         created=True, token=True)
        r.add_object(obj)
        r.move(obj, zone, cause=item.id, how="created")
        obj.exhausted = e.exhausted
        made.append(r.name(oid))
    r.cite_also_optional(Role.TOKEN)
    if r.state.objects[oid].zone != zone:  # sent elsewhere by its type (FOW 321.4): a note says
        return phrase(Msg("creates {objects} (token), which never stays {place}",
                          plural="creates {objects} (tokens), which never stay {place}", n=n,
                          objects=Items(made, commas=True), place=r.place_said(zone, players[0])))
    return phrase(Msg("creates {objects} (token) {place}",
                      plural="creates {objects} (tokens) {place}", n=n,
                      objects=Items(made, commas=True), place=r.place_said(zone, players[0])))


def copy_item(r: Table, item: StackItem, e: CopyItem) -> str | None:
    from judge.engine.refs import refs

    originals = [r.state.item(i) for i in refs(r, item, e.target)]
    original = next((o for o in originals if o is not None), None)
    if original is None:
        # FOW 1017.4: what was to be copied has left the stack: no copy is made.
        r.cite_also_optional(Role.COPY)
        return phrase(Msg("makes no copy: what it copies is no longer {where}",
                          where=r.game.words.on_stack_said()))
    if r.game.copy_of_permanent_unsaid and original.kind == "card" and \
            original.source is not None and r.state.objects[original.source].card.is_type(
                *r.game.vocab.permanent_types):
        from judge.errors import Problem, UnsupportedMechanic

        raise UnsupportedMechanic(Problem(
            r.scenario.file, 0, 0, "effect.copy", f"a copy of {r.item_label(original)}, a "
            f"summoned card waiting in the {r.game.stack_word}: the rules never say what a copy "
            "of a card being summoned would be (a card that comes into play, or nothing), and "
            "judge will not guess"))
    copy_id = r.state.new_id(f"{original.id}.copy")
    r.decision(copy_id)  # it came up: a decision may give it new targets
    targets = original.targets
    given = r.decision(copy_id, "targets") if original.targets else None
    if isinstance(given, tuple):
        _legal_new_targets(r, copy_id, original, item.controller, [str(t) for t in given])
        targets = tuple(r.lock(str(t), s) for t, s in zip(given, original.target_specs,
                                                           strict=False))
    copied = StackItem(id=copy_id, kind=original.kind, controller=item.controller,
                       name=original.name, source=original.source, effect=original.effect,
                       target_specs=original.target_specs, targets=targets,
                       choices=dict(original.choices), ability=original.ability,
                       keywords=original.keywords, depth=item.depth, caused_by=item.id)
    copied.extra["copy"] = True
    _copy_cost(r, original, copied)
    keeps = r.game.copy_keeps  # what else of the original its copy keeps (FOW 1017.3d)
    copied.extra.update({k: v for k, v in original.extra.items() if keeps and k.startswith(keeps)})
    r.push(copied, responds=False)  # an effect put it there: nobody answered with it
    r.link(item.id, copy_id, Relation.COPIES)
    r.cite_also_optional(Role.COPY)
    if original.choices or (targets and not isinstance(given, tuple)):
        r.cite_also_optional(Role.COPY_KEEPS)  # its X, mode and targets come with it
    on = Msg(" targeting {targets}", targets=Items([r.name(t.id) for t in targets],
                                                   commas=True)) if targets else ""
    source = r.state.objects.get(original.source or "") if original.kind == "card" else None
    if source is not None and source.card.requirements and \
            r.game.cite_optional(Role.REQUIREMENTS):
        # a card's requirements are checked as it is played (VW REG.13.a): the copy is not,
        # so its controller need not meet them ("honor 2" of a player with none)
        r.cite_also_optional(Role.REQUIREMENTS)
        return phrase(Msg("puts a copy of {item} {where} as {copy}{targeting}, controlled by "
                          "{player} (it is not played, so its requirements are not checked)",
                          item=r.item_label(original), where=r.game.words.onto_stack_said(),
                          copy=copy_id, targeting=on, player=item.controller))
    return phrase(Msg("puts a copy of {item} {where} as {copy}{targeting}, controlled by "
                      "{player} (it is not played)", item=r.item_label(original),
                      where=r.game.words.onto_stack_said(), copy=copy_id, targeting=on,
                      player=item.controller))


def _legal_new_targets(r: Table, copy_id: str, original: StackItem, controller: str,
                       given: list[str]) -> None:
    """New targets `decisions:` give a copy are chosen as it is made, so each must be legal then
    (as a played card's, FOW 903.4b, VW HP.30): one that is not is a decision that cannot be
    followed (exit 2), never a target said to be "no longer" legal as the copy resolves."""
    from judge.engine.groups import spec_given

    probe = StackItem(id=copy_id, kind=original.kind, controller=controller,
                      name=original.name, source=original.source)
    for i, tid in enumerate(given):
        spec = spec_given(original.target_specs, i, given)
        if spec is not None and tid not in r.candidates(spec, controller, item=probe):
            r.bad_decision((copy_id, "targets"), f"{tid!r} is not a legal target for "
                           f"{spec.describe()}")


def _copy_cost(r: Table, original: StackItem, copied: StackItem) -> None:
    """Whether the copy of an item whose additional cost was paid ("[cost]. If so, ...") counts
    that cost as paid, where the game's house policy says (`Rulebook.copy_cost_policy`, VW
    HP.40): as the original, or not (nothing was paid for the copy), the condition's failure then
    naming the policy."""
    from judge.engine.conditions import COST_UNPAID, after_cost

    paid, pol = original.outcomes.get("cost"), r.game.copy_cost_policy
    if pol is None or paid is None or not paid[0]:
        return
    if r.policy_is(*pol):
        copied.outcomes["cost"] = paid
        return
    rule = r.policy_id(pol[0])
    copied.outcomes["cost"] = (False, (rule,))
    if _option_cost_paid(r, original):
        # all the chosen mode does follows its own cost ("Option-1: Bayar 1 gold: ...")
        copied.effect = tuple(after_cost(e) for e in copied.effect)
    copied.extra[COST_UNPAID] = Msg("it is a copy, and under {policy} nothing was paid for a "
                                    "copy", policy=rule)


def _option_cost_paid(r: Table, original: StackItem) -> bool:
    """Whether the mode chosen for `original` has a cost of its own (paid for the original)."""
    from judge.model.cards import mode_named

    obj = r.state.objects.get(original.source or "") if original.kind == "card" else None
    source = original.ability if original.kind == "ability" else \
        obj.card if obj is not None else None
    chosen = mode_named(source.modes, original.choices.get("mode")) \
        if source is not None and "mode" in original.choices else None
    return chosen is not None and chosen.cost is not None and not chosen.cost.is_free


def _nothing_to_play(r: Table) -> str | None:
    """Nothing the instruction may play: said, with its rule, where the game has one (RB 419.3.c:
    nothing happens and the effect keeps resolving); silent elsewhere."""
    cites = r.game.cite_optional(Role.PLAY_NOTHING)
    if not cites:
        return None
    for rule in cites:
        r.cite_also_rule(rule)
    return phrase(Msg("there is nothing to play, so that instruction does nothing"))


def play_now(r: Table, item: StackItem, e: PlayNow) -> str | None:
    from judge.engine.refs import refs

    ids = [i for i in refs(r, item, e.target) if i in r.state.objects]
    if not ids:
        return _nothing_to_play(r)
    picked = _which_to_play(r, item, e, ids)
    if isinstance(picked, Msg):  # declined (RB 128.6.a): treated as impossible, not done
        from judge.engine.conditions import not_done

        return not_done(picked)
    played_said = _play_now(r, item, e, r.state.objects[picked[0]])
    if picked[1] and played_said is not None:  # several it could play, none named
        example = f"`decisions: {{{item.id}: {{choices: {{play: <id>}}}}}}`"
        return phrase(Msg("{said} (the first of {cards}, chosen automatically; set {example} "
                          "to choose)", said=said_of(played_said),
                          cards=Items([r.name(i) for i in ids], commas=True), example=example))
    return played_said


def _which_to_play(r: Table, item: StackItem, e: PlayNow, ids: list[str]
                   ) -> tuple[str, bool] | Msg:
    """Which of the cards an instruction may play its player plays: the one the file names
    (`decisions: {<item>: {choices: {play: <id>}}}`), else the first (and whether it was
    taken so among several); or, `play: false`, none, where the game lets an instruction to
    play a card of a kind from among hidden cards be declined (RB 128.6.a), said why."""
    if len(ids) == 1 and not _hidden_kind(r, e, ids):
        return ids[0], False
    pick = r.decision(item.id, "choices", "play")
    if pick is False and not _hidden_kind(r, e, ids) and _hidden_kind(r, e, ids, any_game=True):
        from judge.engine.lost import cannot_rule

        elsewhere = r.game.in_another_edition(
            lambda g: g.cite_optional(Role.PLAY_HIDDEN_DECLINED))
        cannot_rule(r, "a player declining an instruction to play a card of a kind from among "
                       "cards the other players cannot see: no rule of this game or edition says "
                       f"whether they may{elsewhere}", key="effect.play_now", silent=True)
    if pick is False and _hidden_kind(r, e, ids):
        for rule in r.game.cite_optional(Role.PLAY_HIDDEN_DECLINED):
            r.cite_also_rule(rule)
        player = r.state.objects[ids[0]].owner if e.by == "owner" else item.controller
        return Msg("{player} declines to play any of {cards}: an instruction naming a kind of "
                   "card among cards the other players cannot see may be ignored, and is treated "
                   "as impossible", player=player,
                   cards=Items([r.name(i) for i in ids], commas=True))
    if pick is None:
        return ids[0], len(ids) > 1
    if pick not in ids:
        r.bad_decision((item.id, "choices", "play"),
                       f"the player plays one of {', '.join(ids)}"
                       + (" or, declining, none (`false`)" if _hidden_kind(r, e, ids) else ""))
    return str(pick), False


def _hidden_kind(r: Table, e: PlayNow, ids: list[str], any_game: bool = False) -> bool:
    """Whether the instruction names a kind of card (a filter, not one card) among cards in
    hands or decks, where the game lets such an instruction be ignored (Role
    PLAY_HIDDEN_DECLINED; `any_game`: whatever the game says)."""
    from judge.model.effects import Each

    hidden = (r.game.vocab.hand_zone, r.game.vocab.deck_zone)
    return isinstance(e.target, Each) and not e.copy and \
        (any_game or bool(r.game.cite_optional(Role.PLAY_HIDDEN_DECLINED))) and \
        all(r.state.objects[i].zone in hidden for i in ids)


def _play_now(r: Table, item: StackItem, e: PlayNow, card: GameObject) -> str | None:
    """Play `card` as the instruction says (a copy of it with `copy`)."""
    if e.copy:
        copy_id = r.state.new_id(f"{card.id}.copy")
        obj = GameObject(id=copy_id, card=copied_card(r, card.card, None), owner=item.controller,
                         controller=item.controller, zone=card.zone, created=True,
                         copy_of=card.id)
        r.add_object(obj)
    else:
        obj = card
    player = obj.owner if e.by == "owner" else item.controller
    begins = type(r.game.stack).begins_play_by_effect
    if begins is not None:  # the game finishes the play once this resolution ends (RB 354.3)
        return begins(r, player, obj, e.free, item.id)
    played = r.play_now(player, obj, free=e.free, cause=item.id)
    if isinstance(played, str):
        if e.copy:  # not played, it stops existing (FOW 1017.6d)
            r.cite_also_optional(Role.COPY_NOT_PLAYABLE)
            r.move(obj, GONE, cause=item.id, how="ceases to exist")
        said = r.game.words.play_now_said(obj.card.every_type())  # VW: summons
        return phrase(Msg(said[1], object=r.name(obj.id), why=said_of(played)))
    said = r.game.words.play_now_said(obj.card.every_type())
    return phrase(Msg(said[2], player=player, item=r.item_label(played)))
