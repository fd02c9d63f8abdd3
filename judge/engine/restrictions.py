"""Restrictions: what may not be done (FOW 104.4: a prohibition beats any permission; RB 054:
"can't beats can"). A `forbid` effect (engine/effects.py), or a static ability's, binds a player
(`play`, `activate` ...), protects objects (`be_targeted`, `block`, `attack`, `ready`), or makes
a stack item one nobody may respond to (`respond`). The engine asks here before targeting,
playing and activating; a game's own verbs ask `forbidden` for their actions."""

from __future__ import annotations

from judge.engine.characteristics import item_matches, matches
from judge.engine.roles import Role
from judge.engine.wording import said_filter
from judge.model.args import optional, required
from judge.model.effects import Each, Effect, Ref, arg
from judge.model.filters import Filter
from judge.model.state import GameObject, Restriction, StackItem
from judge.msg import Msg, phrase, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.declare_statics import TargetShield
    from judge.engine.table import Table
    from judge.model.cards import AbilityDef

#: Actions every game understands; a game adds its own (EffectDecl.widening of `forbid`).
ACTIONS = ("be_targeted", "respond", "play", "activate", "attack", "block", "ready", "enter")


@dataclass(frozen=True)
class Forbid(Effect):
    """A restriction (FOW 104.4, RB 054: "can't" beats "can"): `action` may not be done to
    `target` (be_targeted, block, attack, ready, enter: be put into `zone`), in response to it
    (respond), or by `player` (play, activate: of cards matching `target`'s filter if given); a
    game may add actions of its own (EffectDecl.widening)."""

    kind: ClassVar[str] = "forbid"
    action: str = arg(required("str", "be_targeted | respond | play | activate | attack | "
                               "block | ready | enter", choices=ACTIONS))
    target: Ref | None = arg(optional("target", "what it protects or binds: $1, self, an id, "
                                      "{each: filter}"), None)
    player: Ref | None = arg(optional("player", "the player it binds (neither target nor player: "
                                      "every player)"), None)
    by: str | Filter | None = arg(optional(
        "by", "be_targeted: only by opponents of its controller (`opponent`), only by abilities "
        "(`ability`), only by cards of a type a game names (Vandaria Wars: `action`), or only "
        "by the spells and abilities an item filter matches, `item: true` implied (`{type: "
        "chant}`: \"by chants\"; `{controller: opponent}`: \"by spells and abilities your "
        "opponents control\", seen from the restriction's controller; `{ability: any}`)",
        choices=("opponent", "ability")), None)
    duration: str = arg(optional("duration", "how long it lasts"), "turn")
    zone: str | None = arg(optional("zone", "enter: the zone it may not be put into"), None)
    to: str | None = arg(optional("str", "play: where it may not be played to: `here`, the "
                                  "location its source is at (\"units can't be played here\"; "
                                  "only in a game whose plays choose a location)",
                                  choices=("here",)), None)


def forbid(r: Table, item: StackItem, e: Forbid) -> str | None:
    made = make(r, item, e)
    if not made:
        return None
    r.state.restrictions.extend(made)
    r.cite_also_optional(Role.RESTRICTION)
    first = made[0]
    things = ", ".join(r.name(i) for i, _ in (first.fixed or ())) or (
        said_filter(first.filter) if first.filter is not None else "")
    players = ", ".join(dict.fromkeys(m.player for m in made if m.player))
    zone = r.zone_name(first.zone) if first.zone else None
    if e.action == "be_targeted" and e.by == "opponent" and not players:
        what = Msg("{things} cannot be targeted by an opponent", things=things or Msg("nothing"))
    elif e.action == "be_targeted" and e.by is not None and not players:
        what = Msg("{things} cannot be targeted by {what}", things=things or Msg("nothing"),
                   what=by_said(e.by, r.game.words.activates, r.game.words.on_stack_said()))
    elif e.action == "play" and things and not zone:  # in the game's verb (VW: summon)
        types = first.filter.types if first.filter is not None and first.filter.types else \
            tuple(dict.fromkeys(r.obj(i).card.type for i, _ in (first.fixed or ())))
        what = Msg(r.game.words.cannot_play_said(types), player=players or Msg("players"),
                   object=things)
    elif e.action == "activate" and r.game.words.activates == "uses":
        # in the game's words: a Vandaria Wars skill is used, not activated (VW REG.1.b)
        who = players or Msg("players")
        what = Msg("{who} cannot use skills of {things}", who=who, things=things) if things \
            else Msg("{who} cannot use any skill", who=who)
    else:
        what = _phrase(e.action, things, players, zone)
    return phrase(Msg("{what} ({how_long})", what=what, how_long=_lasting(e.duration)))


def _phrase(action: str, things: str | Msg, players: str, zone: str | None = None) -> Msg:
    """What a restriction forbids, in words: who may not do what to (or with) what."""
    who: str | Msg = players or Msg("players")
    if action == "enter":
        return Msg("{things} cannot be put into {zone}", things=things or Msg("nothing"),
                   zone=zone or Msg("another zone"))
    if action == "be_targeted":
        return Msg("{things} cannot be targeted by {players}", things=things or Msg("nothing"),
                   players=players) if players else Msg("{things} cannot be targeted",
                                                        things=things or Msg("nothing"))
    if action == "play" and zone:
        return Msg("{who} cannot play {things} to {zone}", who=who, things=things or
                   Msg("anything"), zone=zone)
    if action == "play":
        return Msg("{who} cannot play {things}", who=who, things=things) if things else Msg(
            "{who} cannot play anything", who=who)
    if action == "activate":
        return Msg("{who} cannot activate abilities of {things}", who=who, things=things) if \
            things else Msg("{who} cannot activate anything", who=who)
    if action == "respond":
        return Msg("{who} cannot respond to {things}", who=who, things=things or Msg("anything"))
    if action == "prevent_damage":  # a game's "can't be prevented" (RB 142.3.b: "your damage")
        if things:
            return Msg("damage dealt by {things} cannot be prevented", things=things)
        return Msg("damage of {players} cannot be prevented", players=players) if players \
            else Msg("no damage can be prevented")
    verb = Msg(action.replace("_", " "), context="verb")  # listed in judge/i18n/terms.py
    if things and players:
        return Msg("{players} cannot {verb} with {things}", players=players, verb=verb,
                   things=things)
    return Msg("{who} cannot {verb}", who=things or who, verb=verb)


def by_said(by: str | Filter, activates: str = "", where: Msg | None = None) -> Msg | str:
    """What a `by:` other than `opponent` names, in words: "abilities" (a game whose abilities
    are used, `Words.activates`: "skills", VW REG.1.b), "Action cards"; an item filter as the
    item filter says it ("an opponent's chant on the chase", `where` the game's words)."""
    from judge.engine.wording import type_said

    if isinstance(by, Filter):
        return _by_filter_said(by, activates, where)
    if by == "ability":
        return Msg("skills") if activates == "uses" else Msg("abilities")
    said = type_said(by)
    return Msg("{kind} cards", kind=said[:1].upper() + said[1:])


def _by_filter_said(f: Filter, activates: str, where: Msg | None) -> Msg | str:
    """An item filter of `by:` in words: "Chant cards", "abilities", "activated ability of a
    resonator", "cards and abilities an opponent controls"; one with more than that, as item
    filters are said ("chant on the chase" with its keywords)."""
    from judge.engine.wording import said_ability, type_said

    if f.keywords or f.traits or f.extra or f.controller == "friendly":
        return said_filter(f, where=where)
    what: Msg | str
    if f.ability is not None:
        what = said_ability(f) if f.ability != "any" or f.types else \
            Msg("skills") if activates == "uses" else Msg("abilities")
    elif f.types:
        said = "/".join(type_said(x) for x in f.types)
        what = Msg("{kind} cards", kind=said[:1].upper() + said[1:])
    else:
        what = Msg("cards and skills") if activates == "uses" else Msg("cards and abilities")
    if f.controller == "opponent":
        return Msg("{what} an opponent controls", what=what)
    if f.controller == "you":
        return Msg("{what} you control", what=what)
    return what


def by_covers(t: Table, by: str | Filter | None, via: StackItem | None,
              controller: str = "") -> bool:
    """Whether a `be_targeted` restriction's `by:` reaches what targets (`via`): `ability`, an
    ability (not a card on the stack); a card type (VW `action`: "cannot be targeted by
    Actions"), a card of that type; an item filter, an item it matches, "yours" and "an
    opponent's" seen from the restriction's `controller` ("by chants your opponents control").
    Not knowing what targets, only one without such a `by:`."""
    if by is None or by == "opponent":
        return True
    if via is None:
        return False
    if isinstance(by, Filter):
        return item_matches(t.state, via, by, controller, t.game)
    if by == "ability":
        return via.kind != "card"
    card = t.state.objects.get(via.source or "")
    return via.kind == "card" and card is not None and card.card.is_type(by)


def _lasting(duration: str) -> Msg:
    """How long it lasts, in words (a game's own duration is its term, `next_recovery_phase`:
    "the next recovery phase")."""
    return {"turn": Msg("until end of turn"), "permanent": Msg("for the rest of the game")}.get(
        duration, Msg("until the end of the {duration}",
                      duration=word(duration.replace("_", " "))))


def in_force(t: Table) -> list[Restriction]:
    """Every restriction now: made by effects, and of static abilities on the board."""
    found = list(t.state.restrictions)
    for oid in t.static_sources:
        obj = t.state.objects.get(oid)
        if obj is None:
            continue
        # A static ability works on the board; "this card cannot be responded to" works while
        # the card waits on the stack, which is the only time it can matter.
        waiting = obj.zone == t.game.stack_zone
        if oid not in t.board and not waiting:
            continue
        if obj.attached_to is not None:  # RB 718.3: what it gives the card it is attached to
            found.extend(_given(t, obj))
        if not t.game.objects.text_active(obj):
            continue
        for ability in obj.card.abilities:
            if ability.kind != "static":
                continue
            if waiting and not all(e.kind == "forbid" and getattr(e, "action", "") == "respond"
                                   for e in ability.effect):
                continue
            found.extend(_forbids_of(t, obj, ability))
    from judge.engine.granted import effect_granted_statics

    for holder, ability in effect_granted_statics(t):  # granted by an effect: its own
        found.extend(_forbids_of(t, holder, ability))
    return found


def _forbids_of(t: Table, source: GameObject, ability: AbilityDef) -> list[Restriction]:
    """The prohibitions a static ability makes while its condition holds, seen from `source`
    (the card it is on, or the card an attached card gives it to)."""
    from judge.engine.conditions import Condition, holds

    seen_from = StackItem(id=f"{source.id}.{ability.name}", kind="ability",
                          controller=source.controller, name=ability.name, source=source.id)
    if isinstance(ability.condition, Condition) and not holds(t, seen_from, ability.condition):
        return []
    label = f"{t.name(source.id)}'s {ability.name}"
    found = [r for effect in ability.effect if effect.kind == "forbid"
             for r in make(t, seen_from, effect, duration="static", label=label)]
    for effect in ability.effect:  # a game's own effect that is a restriction while it lasts
        as_restrictions = getattr(effect, "as_restrictions", None)
        if as_restrictions is not None:
            found += as_restrictions(t, seen_from, "static", label)
    return found


def _given(t: Table, obj: GameObject) -> list[Restriction]:
    """The prohibitions of the static abilities an attached card gives the card it is attached
    to (engine/granted.py given_statics): that card's own, it their source."""
    from judge.engine.granted import given_statics

    host, abilities = given_statics(t, obj)
    if host is None:
        return []
    return [r for ability in abilities for r in _forbids_of(t, host, ability)]


def make(t: Table, item: StackItem, e: object, duration: str | None = None,
         label: str = "") -> list[Restriction]:
    """The restrictions a `forbid` effect makes for an item."""
    from judge.engine.refs import each_lasting, refs

    assert isinstance(e, Forbid)
    rid = t.state.new_id(f"{item.id}.forbid")
    lasting = duration or e.duration

    zone, own = e.zone, None
    if e.to == "here":  # the location its source is at now (RB 359.3.f.2), a board zone
        source = t.state.objects.get(item.source or "")
        if source is None or not t.game.vocab.is_board(source.zone):
            return []  # it is nowhere on the board: there is no "here" to forbid
        zone = source.zone
        if ":" not in zone:  # each player's own (a base): a play to its controller's only
            own = source.controller

    def one(filt: Filter | None = None, fixed: tuple[tuple[str, int], ...] | None = None,
            player: str | None = None) -> Restriction:
        return Restriction(rid, item.controller, item.id, e.action, filt, fixed, player, e.by,
                           lasting, item.source, label or t.item_label(item), zone)

    filt: Filter | None = None
    fixed: tuple[tuple[str, int], ...] | None = None
    if isinstance(e.target, Each) and \
            (lasting_filter := each_lasting(t, item, e.target)) is not None:
        filt = lasting_filter
    elif e.target is not None:
        ids = refs(t, item, e.target)
        fixed = tuple((i, t.state.objects[i].incarnation if i in t.state.objects else -2)
                      for i in ids)
        if not fixed:
            return []  # what it was about is gone
    if e.player is None:
        return [one(filt, fixed, own)]  # no player: it binds everyone (or a base's player)
    # A player and a target: that player may not do it to (or with) what the target names.
    return [one(filt, fixed, p) for p in refs(t, item, e.player) if p in t.state.players]


def forbidding(t: Table, action: str, *, obj: GameObject | None = None,
               item: StackItem | None = None, player: str | None = None,
               actor: str | None = None, zone: str | None = None,
               zoned: bool = False, via: StackItem | None = None) -> Restriction | None:
    """The first restriction in force that forbids `action` to `obj` (or a stack `item`), or by
    `player`; `actor` is who would do it (for `by: opponent`; the player bound, if `player` is
    not given), `via` what would do it (the item that targets, for `by: ability` or a card
    type). `zoned`: only one about `zone` (a play to a location), not one of every zone."""
    player = player if player is not None else actor
    for r in in_force(t):
        if r.action != action or (zoned and r.zone is None):
            continue
        if r.by == "opponent" and obj is not None and t.state.allied(actor, obj.controller):
            continue  # a teammate is no opponent
        if not by_covers(t, r.by, via, r.controller):
            continue  # "cannot be targeted by Actions": a skill may
        if r.zone is not None and zone != r.zone:
            continue
        if _covers(t, r, obj, item, player):
            return r
    return None


def taken_out_of_reach(t: Table, obj: GameObject, actor: str) -> bool:
    """Whether a restriction in force that keeps `obj` from being targeted by its controller's
    opponents (`by: opponent`) does not bind `actor` only as `actor` (or a teammate) now controls
    it, though another owns it: "your opponents" is read from its controller ("you", FOW 105.3),
    so a Shade taken from its owner may be targeted by its taker (audit 58's leftover: the Yes
    cited only the play, not why the restriction did not forbid it)."""
    if obj.controller == obj.owner or not t.state.allied(actor, obj.controller) or \
            t.state.allied(actor, obj.owner):
        return False
    return any(r.action == "be_targeted" and r.by == "opponent" and _covers(t, r, obj, None, actor)
               for r in in_force(t))


def forbidding_player(t: Table, target: str, actor: str,
                      via: StackItem | None = None) -> Restriction | None:
    """The first restriction in force that says the player `target` cannot be targeted by
    `actor` (with `via`, what would target): "you cannot be targeted by spells or abilities
    your opponents control", made by a resolving `forbid` whose `target` names a player."""
    for r in in_force(t):
        if r.action != "be_targeted" or r.fixed is None or \
                not any(i == target for i, _ in r.fixed):
            continue
        shield = player_shield(t, r.by)
        if shield is not None:  # a keyword the player has (FOW 1120.4 [Barrier])
            if player_shielded(t, shield, target, actor, via, r.types):
                return r
            continue
        if r.by == "opponent" and t.state.allied(actor, target):
            continue  # their own (or a teammate's) spells may still target them
        if not by_covers(t, r.by, via, r.controller):
            continue
        if r.player is not None and actor != r.player:
            continue
        return r
    return None


def player_shield(t: Table, by: str | Filter | None) -> TargetShield | None:
    """The game's declared player keyword a restriction stands for (`by` its keyword:
    Rulebook.player_shields), or None."""
    return next((s for s in t.game.player_shields if s.keyword == by), None) \
        if isinstance(by, str) and by else None


def player_shields_of(t: Table, target: str) -> list[TargetShield]:
    """The declared keywords the player `target` has now (Rulebook.player_shields)."""
    if not t.game.player_shields:
        return []
    has = {r.by for r in in_force(t) if r.action == "be_targeted" and r.fixed is not None
           and isinstance(r.by, str) and any(i == target for i, _ in r.fixed)}
    return [s for s in t.game.player_shields if s.keyword in has]


def player_shielded(t: Table, shield: TargetShield, target: str, actor: str,
                    via: StackItem | None, types: tuple[str, ...] = ()) -> bool:
    """Whether the keyword `shield` of the player `target` keeps what `actor` controls (`via`:
    what targets, if known) from targeting them: any other player's (`others`, FOW 1120.4), a
    spell with `spells_with` (FOW 1181.3: [Quickcast]), or an ability whose source is of the
    types and has the mark `abilities_of` names and is not the player's (FOW 1181.3: an entity
    they do not control that entered the field this turn). What targets unknown, only
    `others` forbids anything. Narrowed to `types` (FOW 1120.5: [Barrier] <Chant> on a
    player), only what another player controls of those card types (a spell's types are its
    card's, an ability's its source's); one of another type may target them, citing the
    narrowed rule."""
    if types:
        source = t.state.objects.get(via.source or "") if via is not None else None
        if t.state.allied(actor, target) or source is None:
            return False
        if source.card.is_type(*types):
            return True
        for rule in shield.narrowed_rules:
            t.cite_also_rule(rule)
        return False
    if shield.others:
        return not t.state.allied(actor, target)
    if via is None:
        return False
    from judge.engine.characteristics import keywords

    source = t.state.objects.get(via.source or "")
    if via.kind == "card":
        return bool(shield.spells_with) and (shield.spells_with in via.keywords or (
            source is not None and shield.spells_with in keywords(source)))
    types, mark = shield.abilities_of or ((), "")
    return source is not None and bool(types) and source.card.is_type(*types) and \
        source.controller != target and bool(mark) and \
        t.game.objects.extra_matches(t.state, source, mark, True)


def _covers(t: Table, r: Restriction, obj: GameObject | None, item: StackItem | None,
            player: str | None) -> bool:
    if r.player is not None and player != r.player:
        return False
    if r.fixed is not None:
        if obj is not None:
            return (obj.id, obj.incarnation) in r.fixed
        return item is not None and any(i == item.id for i, _ in r.fixed)
    if r.filter is not None:
        if obj is not None:
            filt = r.filter
            if r.action == "play" and filt.zone is None:
                # "cannot summon Actions": the cards wherever they are played from (a filter's
                # own default, the board, holds no card to be played: it bound nothing)
                filt = replace(filt, zone="any")
            return matches(t.state, t.game, obj, filt, r.controller)
        return item is not None and item_matches(t.state, item, r.filter, r.controller, t.game)
    return True  # it binds a player in all they do, or every player


def describe(t: Table, r: Restriction) -> Msg:
    """"Silence Tower's Hush forbids it", the card's ability said as a message, so each language
    says it its own way ("Hush milik Silence Tower")."""
    from judge.engine.words import ability_label

    return Msg("{label} forbids it", label=ability_label(r.label)) if r.label else \
        Msg("an effect forbids it")
