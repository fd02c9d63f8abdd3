"""Tokens (RB 179-187) and what each player played this turn (RB 419.4.b).

A token is a game object, not a card (RB 185): it is controlled and owned by whoever controlled
the effect that made it (RB 182-183), counts as costing 0 and has no domain (RB 185.3), and off
the board (the chain aside) it ceases to exist (RB 186.1, the engine's tokens).

- `play_token` ("Play a 1 Might Recruit unit token"): the token is played (RB 350.2, RB 185.2.a):
  a unit token enters its location exhausted unless the effect says ready (RB 184.1), a gear token
  its controller's base; "when you play" abilities see the play completed (RB 419.4.a); but it
  is no card, so Legion and "if you have played a card" do not count it (RB 185, RB 812.1.c).
- `create` ("Create ..."): the engine's, with Riftbound's defaults (RB 439.2.b.1, RB 143.4): the
  token is put on the board, not played; a unit token enters exhausted.
"""

from __future__ import annotations

from judge.engine.conditions import amount
from judge.engine.copies import GONE, Create
from judge.engine.events import EventKind
from judge.engine.refs import TRIGGER_PLACES, trigger_zone
from judge.engine.replacements import replaced
from judge.engine.roles import Role
from judge.games.riftbound.control import destination, forbidden_location
from judge.games.riftbound.state import HIDDEN_AT, ext
from judge.model import effects as fx
from judge.model.args import optional, required
from judge.model.effects import arg
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, joined, phrase
from judge.record import dataclass
from judge.record import replace as changed

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.conditions import Amount
    from judge.engine.table import Table


@dataclass(frozen=True)
class PlayToken(fx.Effect):
    """Play `count` tokens of the card `card` (RB 350.2): a unit token to `location` (base,
    here or a battlefield), exhausted unless `ready` (RB 184.1); a gear token to its base."""

    kind: ClassVar[str] = "play_token"
    card: str = arg(required("card_name", "the token's card (under `cards:` or in the game's "
                                          "library): a unit or gear"))
    count: Amount = arg(optional("quantity", "how many (default 1)", minimum=0), 1)
    location: str = arg(optional("str", "where a unit token goes: base (default), here (where "
                                        "the source is), trigger_to / trigger_from (where the "
                                        "trigger event moved its object, as it triggered) or "
                                        "battlefield:<id>"), "base")
    ready: bool = arg(optional("bool", "a unit token enters ready (RB 184.1)"), False)


def record_play(t: Table, player: str, oid: str) -> None:
    """RB 419.4.b: `player` finalized `oid` this turn (a token is no card, RB 185; a copy an
    effect played is none either by default, RB HP.22)."""
    obj = t.state.objects.get(oid)
    card = obj is not None and not obj.token
    if card and obj is not None and obj.copy_of is not None:
        card = t.policy_is("copy.played_card", "card")
        t.cite_also_rule(t.policy_id("copy.played_card"))
    ext(t.state).finalized.append((player, oid, card))


def where_to(t: Table, item: StackItem, location: str) -> str:
    """A unit token's zone: base, a battlefield, or `here`: where the source is (its base if it
    is not at a battlefield). A spell played from Hidden plays its units at the battlefield it
    was hidden at (RB 811.1.d.3; riftjudge, Sprite Call)."""
    hidden = item.extra.get(HIDDEN_AT)
    if isinstance(hidden, str):
        t.cite_also_rule("RB 811.1.d.3")
        return f"battlefield:{hidden}"
    if location == "here":
        source = t.state.objects.get(item.source or "")
        if source is not None and source.zone.startswith("battlefield:"):
            return source.zone
        return "base"
    if location in TRIGGER_PLACES:  # RB 359.3.f.3: where it moved, taken as it triggered
        zone = trigger_zone(t, item, location)
        return zone if zone is not None and zone.startswith("battlefield:") else "base"
    return destination(location) or "base"


def make_token(t: Table, item: StackItem, card_name: str) -> GameObject:
    """A new token object, nowhere yet, controlled and owned by the effect's controller
    (RB 182-183)."""
    oid = t.state.new_id(f"{item.id}.token")
    obj = GameObject(id=oid, card=t.scenario.cards[card_name], owner=item.controller,
                     controller=item.controller, zone=GONE, created=True, token=True)
    t.add_object(obj)
    return obj


def play_replaced(t: Table, item: StackItem, obj: GameObject, zone: str) -> bool:
    """RB 375, RB 370.1.a.1: whether a replacement replaces the token's play. It is watched as
    the token it would be, where it would be played (a token that is not yet anywhere would
    match no filter of the board): a stand-in there, the token itself staying nowhere."""
    return replaced(t, "played", changed(obj, zone=zone), cause=item.id)


def forbidden_there(t: Table, item: StackItem, obj: GameObject, zone: str) -> str | None:
    """RB 355.2.a, RB 054.1: a unit token is played like a card (RB 185.2.a), so "units can't be
    played here" forbids its play there too; that play is impossible and skipped (RB 055), the
    token never coming to the board (riftjudge FAQ, Rockfall Path). Watched as the token it would
    be, where it would be played (a token nowhere yet would match no filter). Why not, or None."""
    banned = forbidden_location(t, item.controller, changed(obj, zone=zone), zone)
    if banned is None:
        return None
    for rule in (*banned.citations, "RB 055"):
        t.cite_also_rule(rule)
    return banned.reason


def run_play_token(t: Table, item: StackItem, e: PlayToken) -> str | None:
    """RB 350.2, RB 185.2.a: each token is played; the play completes as it enters (RB 419.4.a:
    "when you play" triggers), and it is not a card (RB 185)."""
    n = amount(t, item, e.count)
    if n <= 0:
        return None
    x = ext(t.state)
    # RB 375: played in place of a token play, it inherits whether that one was to enter ready
    inherited = x.inherit_ready is not None and not e.ready
    ready = e.ready or bool(x.inherit_ready)
    made: list[str] = []
    made_ids: list[str] = []
    refused: list[str] = []
    for _ in range(n):
        obj = make_token(t, item, e.card)
        unit = obj.card.is_type("unit")
        zone = where_to(t, item, e.location) if unit else "base"
        banned = forbidden_there(t, item, obj, zone) if unit else None
        if banned is not None:
            refused.append(banned)
            continue  # RB 054.1, RB 055: the rest of the effect still happens
        outer, x.inherit_ready = x.inherit_ready, (ready if unit else None)
        try:
            if play_replaced(t, item, obj, zone):
                continue  # RB 370.1.a.1, RB 375: never played, it never comes to the board
        finally:
            x.inherit_ready = outer
        if unit and ready:
            x.enters_ready.add(obj.id)  # RB 184.1: the effect says it enters ready
        t.move(obj, zone, cause=item.id, how="played")
        if obj.zone != zone:  # RB HP.17: its entering replaced, it is never made nor played
            x.enters_ready.discard(obj.id)
            continue
        record_play(t, item.controller, obj.id)
        made_ids.append(obj.id)
        x.completing_play = obj.id
        try:
            t.emit(EventKind.PLAYED, Msg("{player} has played {card}", player=item.controller,
                                         card=t.name(obj.id)),
                   obj=obj.id, player=item.controller, item=obj.id, cause=item.id)
        finally:
            x.completing_play = None
        state = Msg("ready") if obj.exhausted is False else Msg("exhausted")
        made.append(phrase(Msg("{object} to {zone}, {state}", object=t.name(obj.id),
                               zone=t.game.words.zone_said(zone, t.name), state=state)))
    if not made and refused:
        return phrase(Msg("plays no token: {why}", why=refused[0]))
    if not made:
        return phrase(Msg("plays no token: its play was replaced",
                          plural="plays no tokens: their play was replaced", n=n))
    t.cite_also_optional(Role.TOKEN)
    t.cite_also_rule("RB 350.2")
    t.cite_also_rule("RB 185")
    if ready:
        t.cite_also_rule("RB 184.1")
    for rule in t.game.replacement_inherits if inherited and any(
            t.state.objects[o].card.is_type("unit") for o in made_ids) else ():
        t.cite_also_rule(rule)  # RB 375: ready or exhausted as the play it replaced was to be
    return phrase(Msg("plays {tokens} (token: not cards)",
                      plural="plays {tokens} (tokens: not cards)", n=len(made),
                      tokens=joined(made)))


def run_create(t: Table, item: StackItem, e: Create) -> str | None:
    """RB 439: tokens are created on the board (not played); a unit token enters exhausted as
    every unit does (RB 143.4, RB 184.1), a gear token ready unless `exhausted`."""
    n = amount(t, item, e.count)
    if n <= 0:
        return None
    made = []
    for _ in range(n):
        obj = make_token(t, item, e.card)
        zone = e.zone or "base"
        t.move(obj, zone, cause=item.id, how="created")
        if obj.zone != zone:  # RB HP.17: its entering replaced, it is never made
            continue
        if e.exhausted:
            obj.exhausted = True
        made.append(t.name(obj.id))
    if not made:
        return phrase(Msg("creates no token: its entering was replaced",
                          plural="creates no tokens: their entering was replaced", n=n))
    t.cite_also_optional(Role.TOKEN)
    t.cite_also_rule("RB 439.1")
    zone = e.zone or "base"
    return phrase(Msg("creates {objects} (token) in {zone}",
                      plural="creates {objects} (tokens) in {zone}", n=len(made),
                      objects=Items(made, commas=True), zone=t.game.words.zone_said(zone, t.name)))
