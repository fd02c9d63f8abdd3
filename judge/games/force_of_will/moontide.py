"""[Moontide] (FOW 1189): an activate ability whose meaning depends on where its card is.

- On a card on the chase (1189.2a): "pay (cost): if this spell is not a copy, copy it" (a copy
  of the spell goes on the chase, 1017.3; a copy is no card, so it has no ability to play);
- on a card in the field (1189.2b): "pay (cost): if this card is not a token, copy it, except
  that the copy has «Mythic»" (a token copy of the entity enters the field, 1017.2; two
  entities with «Mythic» sharing a name then meet the rule process of 1205.8).

What a file writes: `keywords: [moontide]` and its cost `moontide: {water: 1}`; the card has the
activate ability `Moontide` (`{do: activate, object: <id>, ability: Moontide}`), played from the
chase or the field. "Play only one [Moontide] ability per turn": a card's second one in a turn
is refused; whether a player may play the [Moontide] abilities of two different cards in one
turn the rule does not say: house policy FOW HP.34 (`moontide.once_per_turn`), by default
`per-card` (it may), or `per-player` (it is refused).
"""

from __future__ import annotations

from judge.engine.copies import GONE, CopyItem, copy_item
from judge.engine.declare import EffectDecl, Refusal
from judge.games.force_of_will.keyword_keys import card_cost
from judge.games.force_of_will.state import ext
from judge.games.force_of_will.will_paid import X_PAID
from judge.model.args import required
from judge.model.cards import AbilityDef, CardDef
from judge.model.effects import Effect, Ref, arg
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

MOONTIDE = "Moontide"
#: The object keys that record a choice its player made for an entity as it was played, which a
#: token copy of it has too (FOW 1017.2b): [Awakening] paid (1110.4), played by [Raid], X paid.
CHOICES_COPIED = ("awakened", "raided", X_PAID)


@dataclass(frozen=True)
class MoontideCopy(Effect):
    """Copy the ability's card: the spell on the chase, or the entity in the field with «Mythic»
    (FOW 1189.2a-1189.2b; internal: only the Moontide ability makes it)."""

    kind: ClassVar[str] = "moontide_copy"
    target: Ref = arg(required("target", "the card copied"))


def run_copy(t: Table, item: StackItem, e: MoontideCopy) -> str | None:
    obj = t.state.objects.get(item.source or "")
    if obj is None:
        return None
    if obj.zone == t.game.stack_zone:
        t.cite_also_rule("FOW 1189.2a")
        if obj.copy_of is not None:  # a played copy: a rune's (711.2) or another's (1017.6)
            return phrase(Msg("makes no copy: {object} is a copy, and [Moontide] copies only a "
                              "spell that is not a copy", object=t.name(obj.id)))
        return copy_item(t, item, CopyItem(e.target))
    if obj.zone != "field":
        return f"makes no copy: {t.name(obj.id)} is neither on the chase nor in the field"
    t.cite_also_rule("FOW 1189.2b")
    if obj.token:
        return phrase(Msg("makes no copy: {object} is a token", object=t.name(obj.id)))
    token = GameObject(id=t.state.new_id(f"{obj.id}.copy"), owner=item.controller,
                       controller=item.controller, zone=GONE, created=True, token=True,
                       card=replace(obj.card, keywords=tuple(dict.fromkeys(
                           (*obj.card.keywords, "mythic")))))
    # FOW 1017.2b: the choices its player made for the entity are the token's too (played
    # awakened, by [Raid], the X paid), before it enters, so what it triggers reads them
    chosen = {k: obj.extra[k] for k in CHOICES_COPIED if k in obj.extra}
    token.extra.update(chosen)
    t.add_object(token)
    t.move(token, "field", cause=item.id, how="created")
    t.cite_also_rule("FOW 1017.2")
    if chosen:
        t.cite_also_rule("FOW 1017.2b")
    return phrase(Msg("puts {copy}, a token copy of {object} with «Mythic», into the field",
                      copy=t.name(token.id), object=t.name(obj.id)))


COPY = EffectDecl(MoontideCopy, run_copy, "copy {target}", internal=True)


def moontide_ability(card: CardDef) -> AbilityDef | None:
    """FOW 1189.2: the card's Moontide ability, of the cost its card key says."""
    cost = card_cost(card, "moontide")
    if "moontide" not in card.keywords or cost is None:
        return None
    return AbilityDef(name=MOONTIDE, kind="activated", cost=cost, keywords=("moontide",),
                      effect=(MoontideCopy("self"),))


def is_moontide(ability: AbilityDef) -> bool:
    return ability.name == MOONTIDE and "moontide" in ability.keywords


def moontide_refusal(t: Table, player: str, obj: GameObject) -> Refusal | None:
    """FOW 1189.2a-1189.2b: played from the chase or the field, one per turn."""
    if obj.zone not in (t.game.stack_zone, "field"):
        return Refusal(phrase(Msg("{object}'s [Moontide] is played only while the card is on the "
                                  "chase or in the field; it is in {zone}",
                                  object=t.name(obj.id), zone=word(obj.zone))), ("FOW 1189.2",))
    used = ext(t.state).moontide_used.get(player, [])
    rule = "FOW 1189.2a" if obj.zone == t.game.stack_zone else "FOW 1189.2b"
    if obj.id in used:
        return Refusal(phrase(Msg("{object}'s [Moontide] was already played this turn: only one "
                                  "per turn",
                                  object=t.name(obj.id))), (rule,))
    if used:
        return _another_cards_moontide(t, player, obj, used[0], rule)
    return None


def _another_cards_moontide(t: Table, player: str, obj: GameObject, before: str, rule: str
                            ) -> Refusal | None:
    """House policy FOW HP.34 (`moontide.once_per_turn`): "only one [Moontide] ability per
    turn" counts each card's (`per-card`, the default: another card's may be played) or all of
    the player's (`per-player`: it is refused); 1189.2a-1189.2b do not say which."""
    policy = t.policy_id("moontide.once_per_turn")
    if t.policy_is("moontide.once_per_turn", "per-player"):
        return Refusal(phrase(Msg("{player} already played the [Moontide] ability of {object} "
                                  "this turn: only one [Moontide] ability per turn, whichever "
                                  "card has it", player=player, object=t.name(before))),
                       (rule, policy))
    t.cite_also_rule(policy)
    return None


def note_used(t: Table, item: StackItem) -> None:
    """Remember a [Moontide] ability played this turn, by its card."""
    if item.kind == "ability" and item.ability is not None and is_moontide(item.ability) and \
            item.source is not None:
        ext(t.state).moontide_used.setdefault(item.controller, []).append(item.source)
