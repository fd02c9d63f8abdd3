"""[Grimoire] (FOW 1132), [Legend] (FOW 1133) and [Sealed Item] (FOW 1130).

What a file writes:
- [Grimoire] acts before the game: its player begins with an extra deck of Story chants (1132.2),
  the `extra_deck` zone. A Story card is one with the trait `Story`; one revealed there has the
  object key `revealed: true`;
- [Legend] (n): a card with `keywords: [legend]`, `legend: 2` and `legend_text: [<ability
  names>]`: those abilities exist only while its controller has n or more revealed Story cards in
  their extra deck (1133.3-1133.4); a spell's text played only then is written `if: {legend: 2}`
  (1133.2);
- [Sealed Item] (1130): an unsealed Sealed Item's text is the card's own text in all areas
  (1130.2): write it as the card's abilities; a 《Cipher》 one is not legal for use (1130.3) and is
  not written. The keyword changes nothing else, and the ruling says so.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.conditions import GameCondition, gate_abilities
from judge.model.args import Arg, required
from judge.model.cards import CardDef
from judge.model.effects import arg
from judge.model.scenario import Scenario
from judge.model.state import GameState, StackItem
from judge.msg import Msg, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

EXTRA_DECK = "extra_deck"
STORY = "Story"

LEGEND_CARD_KEYS: dict[str, Arg] = {
    "legend": Arg("int", minimum=1, doc="with [Legend]: the number of revealed Story cards its "
                  "controller needs in their extra deck (FOW 1133)"),
    "legend_text": Arg("strings", doc="with [Legend]: the names of the abilities that exist "
                       "only while its controller has that many (FOW 1133.3)"),
}
LEGEND_OBJECT_KEYS: dict[str, Arg] = {
    "revealed": Arg("bool", doc="a Story card revealed in its owner's extra deck ([Legend], FOW "
                    "1133)"),
}


def revealed_stories(state: GameState, player: str) -> int:
    """The revealed Story cards in the player's extra deck (FOW 1133.2-1133.3)."""
    return sum(1 for obj in state.objects.values() if obj.zone == EXTRA_DECK
               and obj.owner == player and STORY in obj.card.traits
               and obj.extra.get("revealed"))


@dataclass(frozen=True)
class Legend(GameCondition):
    """`{legend: 2}`: its controller has 2 or more revealed Story cards in their extra deck
    (FOW 1133.2: the text a spell is played with)."""

    kind: ClassVar[str] = "legend"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1133.2",)
    legend: int = arg(required("int", "the number of revealed Story cards", minimum=1))

    def check(self, t: Table, item: StackItem) -> bool:
        return revealed_stories(t.state, item.controller) >= self.legend

    def said(self) -> str:
        return phrase(Msg("[Legend] {n}: you have {n} or more revealed Story cards in your extra "
                          "deck", n=self.legend))


@dataclass(frozen=True)
class LegendText(GameCondition):
    """The condition judge puts on the abilities a card's [Legend] grants (internal; FOW
    1133.3-1133.4)."""

    kind: ClassVar[str] = "legend_text"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1133.3", "FOW 1133.4")
    legend_text: int = arg(required("int", "the number of revealed Story cards", minimum=1))

    def check(self, t: Table, item: StackItem) -> bool:
        return revealed_stories(t.state, item.controller) >= self.legend_text

    def said(self) -> str:
        return phrase(Msg("[Legend] {n}: you have {n} or more revealed Story cards in your extra "
                          "deck", n=self.legend_text))


def with_legend(card: CardDef) -> CardDef:
    n, names = card.get("legend"), card.get("legend_text")
    if "legend" not in card.keywords or not isinstance(n, int) or not isinstance(names, tuple):
        return card
    gate = LegendText(n)

    return gate_abilities(card, names, gate)


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    n, names = card.get("legend"), card.get("legend_text")
    has = "legend" in card.keywords
    if has and n is None:
        problem(("cards", name), "[Legend] needs its number, e.g. `legend: 2` (FOW 1133.2)")
    for key, value in (("legend", n), ("legend_text", names)):
        if value is not None and not has:
            problem(("cards", name, key), f"`{key}:` goes with the keyword [Legend], which {name} "
                    "does not have (`keywords: [legend]`)")
    for i, ability in enumerate(names if isinstance(names, tuple) else ()):
        if card.ability(str(ability)) is None:
            problem(("cards", name, "legend_text", i), f"{name} has no ability named {ability!r}")
    return with_legend(card)


def validate_objects(scenario: Scenario,
                     problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    for i, spec in enumerate(scenario.objects):
        if dict(spec.extra).get("revealed") and spec.zone != EXTRA_DECK:
            problem(("objects", i, "revealed"), "`revealed` is said of a Story card in its "
                    f"owner's extra deck; this one is in {spec.zone}")
