"""Keywords that are an activated ability of their card, written with its cost: Empower [Cost]
(RB 827.1.c: "[Cost]: Empower this") and Equip [Cost] (RB 818.1.c.2: "[Cost]: attach this gear
to a unit you control"). A card may print one as that ability (`keywords: [empower]` and the
ability with `keywords: [empower]`), or give its cost, `empower_cost: {energy: 1}`, and judge
writes the ability; an effect granting one carries the cost, `modify: {keywords: [empower],
keyword_keys: {empower_cost: ...}}`, so it grants the ability too: judge writes it once under
the granting card's `gives:` and names it in the `modify`'s `abilities:`, the way a file grants
any ability (engine/granted.py): the object has it exactly while the grant applies, as its own,
named apart from one it has itself ("Empower (granted)", a second cost "Empower (granted) 2"):
several instances are separate abilities, each activated for its own cost (RB 827.3,
RB 818.4)."""

from __future__ import annotations

from judge.engine.effects import Modify
from judge.engine.granted import grant_named, rewrite_records
from judge.games.riftbound.empower import empower_ability
from judge.games.riftbound.equip import equip_ability
from judge.model.cards import AbilityDef, CardDef, Cost
from judge.model.effects import Effect
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable

#: Each keyword that is an activated ability: the card key (and grant key) of its cost, and how
#: the ability is built from it.
ABILITY_OF: dict[str, tuple[str, Callable[[Cost], AbilityDef]]] = {
    "empower": ("empower_cost", empower_ability),
    "equip": ("equip_cost", equip_ability),
}


def with_keyword_abilities(card: CardDef) -> CardDef:
    """`card` with the ability each keyword it prints with its cost key is (unless it writes
    that ability itself), and each `modify` in its text granting one with its cost also
    granting that ability (under `gives:`); unchanged if none does."""
    for keyword, (key, build) in ABILITY_OF.items():
        cost = card.get(key)
        if keyword in card.keywords and isinstance(cost, Cost) \
                and not any(keyword in a.keywords for a in card.abilities):
            card = replace(card, abilities=(*card.abilities, build(cost)))
    given: dict[str, AbilityDef] = {a.name: a for a in card.gives}
    added: list[AbilityDef] = []

    def grant(node: object) -> object:
        if not isinstance(node, Modify) or not node.keyword_keys:
            return node
        names = list(node.abilities)
        for keyword in node.keywords:
            key, build = ABILITY_OF.get(keyword, ("", None))
            cost = node.keyword_keys.get(key) if build is not None else None
            if build is None or not isinstance(cost, Cost):
                continue
            # RB 827.3, RB 818.4: apart from one the object has itself, a separate ability
            ability = build(cost)
            names.append(grant_named(replace(ability, name=f"{ability.name} (granted)"), given,
                                     added))
        if tuple(names) == node.abilities:
            return node
        return replace(node, abilities=tuple(dict.fromkeys(names)))

    abilities, effect, modes, gives = (rewrite_records(part, grant) for part in (
        card.abilities, card.effect, card.modes, card.gives))
    if not added:
        return card
    assert isinstance(gives, tuple)
    return replace(card, abilities=abilities, effect=effect, modes=modes, gives=(*gives, *added))


def grants_any(card: CardDef, effects: list[Effect]) -> bool:
    """Whether the card prints one of these keywords' cost keys, or an effect of it (`effects`:
    model.cards.card_effects) grants one: else with_keyword_abilities has nothing to do."""
    return any(card.get(key) is not None for key, _ in ABILITY_OF.values()) or any(
        isinstance(e, Modify) and any(k in ABILITY_OF for k in e.keywords) for e in effects)
