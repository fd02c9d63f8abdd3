"""[Dive] (FOW 1143): "pay (cost), reveal this card from your hand: (effect); then remove this
card from the game and put a cyberbrain counter on it" and "you may play this card from your
removed area as long as there is a cyberbrain counter on it".

What a file writes: `keywords: [dive]` and an activated ability named `Dive` with its cost and
effect. judge adds the removal and the counter after its effect, lets it be played from the hand
or the removed area (1143.2a) whenever its player has priority (an activate ability, 604.1), and
lets the card be played from the removed area while it has a cyberbrain counter.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import keywords
from judge.engine.declare import EffectDecl
from judge.model.cards import AbilityDef, CardDef
from judge.model.effects import Effect
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

DIVE = "Dive"
COUNTER = "cyberbrain"
ZONES = ("hand", "removed")


@dataclass(frozen=True)
class DiveAway(Effect):
    """Remove the card from the game with a cyberbrain counter (FOW 1143.2; internal: judge adds
    it to the end of a Dive ability)."""

    kind: ClassVar[str] = "dive_away"


def run_dive_away(t: Table, item: StackItem, e: DiveAway) -> str | None:
    obj = t.state.objects.get(item.source or "")
    if obj is None or obj.zone not in ZONES or obj.incarnation != item.extra.get("dive_from"):
        return None  # it moved since: it is another object now (FOW 302.3)
    t.move(obj, "removed", cause=item.id)
    obj.counters[COUNTER] = obj.counters.get(COUNTER, 0) + 1
    t.cite_also_rule("FOW 1143.2")
    return phrase(Msg("{object} is removed from the game with a cyberbrain counter on it",
                      object=t.name(obj.id)))


DIVE_AWAY = EffectDecl(DiveAway, run_dive_away, "remove this card from the game with a "
                       "cyberbrain counter", internal=True)


def is_dive(obj: GameObject, ability: AbilityDef) -> bool:
    return ability.name == DIVE and "dive" in keywords(obj)


def works_where(obj: GameObject, ability: AbilityDef) -> bool:
    """FOW 1143.2a: a Dive ability works while its card is in its owner's hand or removed
    area."""
    return is_dive(obj, ability) and obj.zone in ZONES


def remember_source(t: Table, item: StackItem) -> None:
    """The card as it was when the ability was played: the one the ability removes."""
    obj = t.state.objects.get(item.source or "")
    if obj is not None and item.kind == "ability" and item.ability is not None and \
            is_dive(obj, item.ability):
        item.extra["dive_from"] = obj.incarnation


def extra_zones(obj: GameObject) -> tuple[str, ...]:
    """FOW 1143.2: it may be played from the removed area while it has a cyberbrain counter."""
    if "dive" in keywords(obj) and obj.zone == "removed" and obj.counters.get(COUNTER):
        return ("removed",)
    return ()


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    ability = card.ability(DIVE)
    if "dive" not in card.keywords:
        return card
    if ability is None or ability.kind != "activated":
        problem(("cards", name), "[Dive] needs an activated ability named `Dive` with its cost "
                "and effect (FOW 1143.2)")
        return card
    if any(isinstance(e, DiveAway) for e in ability.effect):
        return card
    done = replace(ability, effect=(*ability.effect, DiveAway()))
    return replace(card, abilities=tuple(done if a is ability else a for a in card.abilities))
