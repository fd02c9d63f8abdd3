"""[Mobilize] (Type) and [Mobilize] (Race) of a regalia (FOW 1129.1, 1129.3-1129.5): an activate
ability, "rest a recovered (Type) card you control (or a (Race) ruler or entity): this card
becomes a resonator until end of turn; it is still a regalia".

What a file writes: a regalia with `keywords: [mobilize]` and `mobilize: {type: resonator}` or
`mobilize: {race: Elf}` (a race is read as a trait); it is played with `{do: mobilize, object:
<regalia id>, rest: <id>}`, like any activate ability with priority (707.1). The card rested is
the cost (903.2l); the ability goes on the chase and, resolving, the regalia is a regalia and a
resonator until end of turn (505.5b), so it may attack and block then (1129.5: a regalia that is
not one may not). Leaving the field it is its printed card again (a new object, 302.3).
"""

from __future__ import annotations

from judge.engine.characteristics import keywords, traits
from judge.engine.declare import EffectDecl
from judge.engine.declare_statics import PrintedAgain
from judge.engine.trace import StepKind
from judge.engine.unplayed import rest_cost_paid
from judge.games.force_of_will.keyword_keys import keyword_value, names_what_it_rests
from judge.games.force_of_will.rests import not_rested, rest_card
from judge.games.force_of_will.state import is_entity, put_on_chase_by
from judge.model.cards import CardDef
from judge.model.effects import Effect
from judge.model.scenario import Action
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

KEYWORD = "mobilize"
#: The card key (internal) of a mobilized regalia: its printed card.
MOBILIZED = "mobilize:printed"
#: Out of the field a mobilized regalia is its printed card again (FOW 302.3).
MOBILIZE_PRINTED = PrintedAgain(MOBILIZED, ("field",))


def what_to_rest(card: CardDef, raw: object = None) -> tuple[str, str] | None:
    """A regalia's `mobilize: {type: X}` or `{race: X}` (FOW 1129.3-1129.4), or None; `raw`,
    where given, is the one its object has (printed or granted, rests_for)."""
    raw = card.get(KEYWORD) if raw is None else raw
    if not card.is_type("regalia") or not names_what_it_rests(raw):
        return None
    assert isinstance(raw, dict)
    (kind, value), = raw.items()
    return str(kind), str(value)


def rests_for(t: Table, obj: GameObject) -> tuple[str, str] | None:
    """What `obj`'s [Mobilize] (Type or Race) rests: its printed one, else the latest grant's
    (`keyword_keys: {mobilize: {race: Elf}}`); only a card printed as a regalia has one
    (FOW 1129.3-1129.4)."""
    raw = keyword_value(t, obj, KEYWORD)
    return what_to_rest(obj.card, raw) if raw is not None else None


def validate(card: CardDef) -> str | None:
    """What is wrong with a regalia's [Mobilize] key, or None."""
    if what_to_rest(card) is None:
        return "[Mobilize] of a regalia names what it rests: `mobilize: {type: resonator}` or " \
               "`mobilize: {race: Elf}` (FOW 1129.3-1129.4)"
    return None


def mobilize(r: Table, action: Action) -> None:
    """`{do: mobilize, object: id, rest: id}`: play a regalia's [Mobilize] ability, resting a
    recovered card of its type (or a ruler or entity of its race) the player controls."""
    player = action.by
    obj = r.obj(str(action.get("object")))
    wanted = rests_for(r, obj)
    if wanted is None or KEYWORD not in keywords(obj):
        r.refuse(phrase(Msg("{object} is not a regalia with [Mobilize] (Type or Race)",
                            object=r.name(obj.id))), "FOW 1129.1", "FOW 1129.3")
    assert wanted is not None
    if obj.zone != "field" or obj.controller != player:
        r.refuse(phrase(Msg("{player} may play the [Mobilize] ability only of a regalia they "
                            "control in the field", player=player)), "FOW 707.2", "FOW 902.1a")
    rest = r.obj(str(action.get("rest")))
    rule = "FOW 1129.3" if wanted[0] == "type" else "FOW 1129.4"
    why = _rest_refusal(r, player, rest, wanted)
    if why is not None:
        r.refuse(why, rule, "FOW 903.2l")
    # -- legal: now change the state: the cost, then the ability on the chase --
    rested = rest_card(r, rest, player, cause=action.node)
    if not rested:
        rest_cost_paid(r)  # a rest cost replaced still counts as paid (FOW 903.2l-2)
    item = StackItem(id=r.state.new_id(f"{obj.id}.mobilize"), kind="ability", controller=player,
                     name="Mobilize", source=obj.id,
                     effect=(Mobilized(incarnation=obj.incarnation),))
    put_on_chase_by(r, action, Msg("{player} plays [Mobilize]", player=player), item)
    said = Msg("{player} rests {rest} and plays the [Mobilize] ability of {object} as {item}") \
        if rested else Msg("{player} plays the [Mobilize] ability of {object} as {item}, its "
                           "cost paid ({why})", why=not_rested(r, rest))
    said.args.update(player=player, rest=r.name(rest.id), object=r.name(obj.id), item=item.id)
    r.step(StepKind.ACTIVATE, said, (rule, "FOW 1129.1", "FOW 903.2l"), actor=player,
           item=item.id)
    r.game.stack.after_put_on_stack(r, item)


def _rest_refusal(r: Table, player: str, rest: GameObject, wanted: tuple[str, str]
                  ) -> str | None:
    """Why `rest` cannot pay the cost, or None: a recovered card `player` controls of the type
    (1129.3), or a ruler or entity of the race (1129.4)."""
    kind, value = wanted
    if rest.controller != player or rest.zone not in ("field", "ruler_area"):
        return phrase(Msg("{object} is not a card {player} controls in the field or ruler area",
                          object=r.name(rest.id), player=player))
    if rest.exhausted:
        return phrase(Msg("{object} is rested: the cost rests a recovered card",
                          object=r.name(rest.id)))
    if kind == "type" and not rest.card.is_type(value):
        return phrase(Msg("{object} is not a {kind} card", object=r.name(rest.id), kind=value))
    if kind == "race" and (value not in traits(rest) or not (
            is_entity(rest) or rest.card.is_type("ruler"))):
        return phrase(Msg("{object} is not a {race} ruler or entity", object=r.name(rest.id),
                          race=value))
    return None


@dataclass(frozen=True)
class Mobilized(Effect):
    """What a regalia's [Mobilize] ability does (FOW 1129.3-1129.4; internal: only the
    `mobilize` verb makes it). `incarnation`: the regalia's, so that a new object is not it."""

    kind: ClassVar[str] = "mobilized"
    incarnation: int = 0


def resolve_mobilized(r: Table, item: StackItem, e: Mobilized) -> str | None:
    """The regalia becomes a resonator until end of turn and is still a regalia."""
    obj = r.state.objects.get(item.source or "")
    if obj is None or obj.zone != "field" or obj.incarnation != e.incarnation:
        return phrase(Msg("the regalia is no longer in the field: nothing happens"))
    wanted = rests_for(r, obj)  # read before it changes: what its [Mobilize] rests
    if not obj.card.is_type("resonator"):
        printed = obj.card
        obj.card = replace(printed, types=tuple(dict.fromkeys((*printed.types, "regalia",
                                                               "resonator"))),
                           extra=(*printed.extra, (MOBILIZED, printed)))
        r.watch(obj)
        r.changed()
    # What decides that it is both now (a "destroy target regalia" still may: FOW 1129.3-4)
    r.cite_also_rule("FOW 1129.4" if wanted is not None and wanted[0] == "race" else
                     "FOW 1129.3")
    return phrase(Msg("{object} becomes a resonator until end of turn; it is still a regalia",
                      object=r.name(obj.id)))


MOBILIZE_ABILITY = EffectDecl(Mobilized, resolve_mobilized, "[Mobilize]", internal=True)


def end_of_turn(r: Table) -> list[str]:
    """FOW 505.5b: "until end of turn" ends: each mobilized regalia is only a regalia again.
    The names of those that changed."""
    out = []
    for oid in r.board:
        obj = r.state.objects[oid]
        printed = MOBILIZE_PRINTED.card_in(obj.card)
        if printed is not None:
            obj.card = printed
            r.watch(obj)
            r.changed()
            out.append(r.name(oid))
    return out
