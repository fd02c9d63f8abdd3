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

from judge.engine.conditions import GameCondition
from judge.engine.effects import Modify
from judge.engine.granted import grant_named, named_apart, rewrite_records
from judge.games.force_of_will.ability_keywords import evolution_ability
from judge.games.force_of_will.keyword_keys import keyword_instance
from judge.games.force_of_will.keywords import PRIMAL_ROAR, primal_roar_ability
from judge.games.force_of_will.moontide import moontide_ability
from judge.games.force_of_will.play_keywords import bestow_ability
from judge.games.force_of_will.valhalla import valhalla_ability
from judge.model.args import required
from judge.model.cards import AbilityDef, CardDef
from judge.model.effects import arg
from judge.model.filters import Filter
from judge.msg import Msg, phrase
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table
    from judge.model.state import StackItem

#: Each keyword that is an ability, and how a card printing it with its key gets that ability.
ABILITY_OF: dict[str, Callable[[CardDef], AbilityDef | None]] = {
    "evolution": evolution_ability, "bestow": bestow_ability,
    "call_of_valhalla": valhalla_ability, "moontide": moontide_ability,
    "primal_roar": primal_roar_ability,
}
#: Of those, the ones an object has once (FOW 1102.3; not several, 1121.1, 1189.1): of a
#: printed one and grants, or several grants, only the instance in force applies (FOW HP.37).
ONCE = ("evolution", "call_of_valhalla", "primal_roar")


@dataclass(frozen=True)
class InForce(GameCondition):
    """Internal: this instance of a keyword ability an object has once is the one in force
    (FOW 1102.3: it does not gain it again; which one, where their numbers differ, is house
    policy FOW HP.37, keyword_keys.keyword_instance). `value` is its number or cost, `printed`
    whether it is the card's own."""

    kind: ClassVar[str] = "keyword_in_force"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1102.3",)
    keyword: str = arg(required("str", "the keyword"))
    value: object = arg(required("any", "its number or cost"))
    printed: bool = arg(required("bool", "the card's own"))

    def check(self, t: Table, item: StackItem) -> bool:
        obj = t.state.objects.get(item.source or "")
        chosen = None if obj is None else keyword_instance(t, obj, self.keyword)
        if obj is None or chosen is None:
            return True
        value, grant = chosen
        if self.printed or grant is None:
            return self.printed and grant is None
        # the same number granted again is the one instance (continuous._granted_statics
        # applies it once: FOW 1102.3)
        return value == self.value

    def said(self) -> str:
        return phrase(Msg("this is the [{keyword}] the card has", keyword=self.keyword.replace(
            "_", " ").title()))


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
            if keyword in ONCE:  # FOW 1102.3, HP.37: only the instance in force applies
                ability = replace(ability, condition=InForce(keyword, value, False))
            if keyword == "primal_roar":  # apart from a printed one (its static's state)
                ability = replace(ability, name=f"{PRIMAL_ROAR} (granted)")
            names.append(grant_named(ability, given, added))
        if tuple(names) == node.abilities:
            return node
        return replace(node, abilities=tuple(dict.fromkeys(names)))

    abilities, effect, gives = (rewrite_records(card.abilities, grant),
                                rewrite_records(card.effect, grant),
                                rewrite_records(card.gives, grant))
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
    variant = named_apart(variant, given)
    if variant.name not in given:
        given[variant.name] = variant
        added.append(variant)
    return variant.name


def with_printed_in_force(card: CardDef, granted: set[str]) -> CardDef:
    """`card` whose ability a keyword it prints is (of ONCE) applies only while it is the
    instance in force (InForce), where an effect in the file grants that keyword too."""
    kept = [(k, ABILITY_OF[k](replace(card, abilities=()))) for k in ONCE
            if k in granted and k in card.keywords]
    names = {a.name: (k, card.get(k)) for k, a in kept if a is not None}
    if not names:
        return card
    return replace(card, abilities=tuple(
        replace(a, condition=InForce(names[a.name][0], names[a.name][1], True))
        if a.name in names and a.condition is None else a for a in card.abilities))
