"""Keywords that are an ability of their card, granted by an effect: [Evolution] (FOW 1116.2),
[Bestow] (1121.2), [Call of Valhalla] (1187.2), [Moontide] (1189.2) and [Primal Roar] (1194.2);
and [Resonance] (1127.2), whose text a grant gives as an ability.

"[Evolution] (cost)" is an activate ability, "[Primal Roar] (n)" a continuous one: a card printing
the keyword has that ability, built from its number or cost (ability_keywords.with_abilities and
its neighbours). A `modify` that grants one carries the number or cost (`keyword_keys`, as card
text always prints it), so it grants the ability too: judge writes that ability once under the
granting card's `gives:` and names it in the `modify`'s `abilities:`, the way a file grants any
ability (engine/granted.py). The object then has it exactly while the grant applies, as its own.
"[Resonance] (type) >>> text" is text of its own: a grant writes the text under `gives:` as a
triggered ability marked `keywords: [resonance]` (no `when:`), and the `modify` names it beside
`keywords: [resonance]` and `keyword_keys: {resonance: <magic stone type>}`."""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.effects import Modify
from judge.games.force_of_will.ability_keywords import evolution_ability
from judge.games.force_of_will.keywords import primal_roar_ability
from judge.games.force_of_will.moontide import moontide_ability
from judge.games.force_of_will.play_keywords import bestow_ability
from judge.games.force_of_will.valhalla import valhalla_ability
from judge.model.cards import AbilityDef, CardDef
from judge.model.filters import Filter
from judge.record import replace

#: Each keyword that is an ability, and how a card printing it with its key gets that ability.
ABILITY_OF: dict[str, Callable[[CardDef], AbilityDef | None]] = {
    "evolution": evolution_ability, "bestow": bestow_ability,
    "call_of_valhalla": valhalla_ability, "moontide": moontide_ability,
    "primal_roar": primal_roar_ability,
}


def with_granted_abilities(card: CardDef) -> CardDef:
    """`card` with each `modify` in its text that grants one of these keywords with its key
    also granting the ability the keyword is (under `gives:`), and each [Resonance] ability it
    grants triggering on the magic stone type its grant carries; unchanged if none does."""
    given: dict[str, AbilityDef] = {a.name: a for a in card.gives}
    added: list[AbilityDef] = []
    typed: set[str] = set()  # `gives:` [Resonance] abilities given their magic stone type

    def grant(node: object) -> object:
        if not isinstance(node, Modify) or not node.keyword_keys:
            return node
        stone = node.keyword_keys.get("resonance") if "resonance" in node.keywords else None
        names = [_of_type(name, str(stone), given, added, typed) if isinstance(stone, str)
                 else name for name in node.abilities]
        for keyword in node.keywords:
            value = node.keyword_keys.get(keyword)
            build = ABILITY_OF.get(keyword)
            if build is None or value is None:
                continue
            # the ability a card printing the keyword with this key has (one declaration)
            ability = build(replace(card, keywords=(keyword,), extra=((keyword, value),)))
            if ability is None:
                continue
            ability = _named_apart(ability, given)
            if ability.name not in given:
                given[ability.name] = ability
                added.append(ability)
            names.append(ability.name)
        if tuple(names) == node.abilities:
            return node
        return replace(node, abilities=tuple(dict.fromkeys(names)))

    abilities, effect, gives = (_rewrite(card.abilities, grant), _rewrite(card.effect, grant),
                                _rewrite(card.gives, grant))
    if not added and not typed:
        return card
    assert isinstance(gives, tuple)
    gives = tuple(given[a.name] if a.name in typed else a for a in gives)
    return replace(card, abilities=abilities, effect=effect, gives=(*gives, *added))


def _of_type(name: str, stone: str, given: dict[str, AbilityDef], added: list[AbilityDef],
             typed: set[str]) -> str:
    """FOW 1127.2: the `gives:` ability `name`, if it is [Resonance] text, granted with the
    magic stone type its grant carries: it triggers as a card of that type enters the field
    under its controller's control (a trait, as a printed one: with_abilities). The name of
    the ability so typed (another grant of it with another type in the same text: a second
    one, named apart)."""
    ability = given.get(name)
    if ability is None or "resonance" not in ability.keywords or ability.when is None:
        return name
    when = ability.when
    variant = replace(ability, when=replace(when, filter=replace(when.filter or Filter(),
                                                                 traits=(stone,))))
    if name not in typed:
        typed.add(name)
        given[name] = variant
        return name
    variant = _named_apart(variant, given)
    if variant.name not in given:
        given[variant.name] = variant
        added.append(variant)
    return variant.name


def _named_apart(ability: AbilityDef, given: dict[str, AbilityDef]) -> AbilityDef:
    """The ability under its keyword's name; a second grant of the keyword with another number
    or cost in the same card's text is the same ability, so it keeps the name of the first that
    is equal to it, or the first free one ("Evolution", then "Evolution 2")."""
    n = 1
    name = ability.name
    while name in given and given[name] != replace(ability, name=name):
        n += 1
        name = f"{ability.name} {n}"
    return replace(ability, name=name)


def _rewrite(node: object, fn: Callable[[object], object]) -> object:
    """`node` with `fn` applied to every record in it, innermost first (a record unchanged is
    returned itself, so a card that grants none of these keywords is left as it is)."""
    if isinstance(node, tuple):
        items = tuple(_rewrite(x, fn) for x in node)
        return node if all(a is b for a, b in zip(items, node, strict=True)) else items
    names = getattr(type(node), "__record_names__", None)
    if names is None or isinstance(node, type):
        return node
    changed = {}
    for name in names:
        value = getattr(node, name)
        new = _rewrite(value, fn)
        if new is not value:
            changed[name] = new
    return fn(replace(node, **changed) if changed else node)
