"""[Force Command] (FOW 1150) and [Force Resonance] (FOW 1151).

What a file writes:
- a J/ruler or an order with `keywords: [force_command]` and `force_command: [Kaguya]`: its
  controller controls [Force Command] <Kaguya> while it is a ruler in the ruler area or a J-ruler
  in the field (an ordered J-ruler has its order's, FOW 712.3b) (1150.2);
- a card with `keywords: [force_resonance]`, `force_resonance: Kaguya` and `resonance_text:
  [<ability names>]`: those abilities exist only while its controller controls [Force Command]
  <Kaguya> (1151.3-1151.4);
- a spell's text that is played only with it (1151.2) is written with the condition
  `if: {force_command: Kaguya}`, read as the spell resolves.
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

FORCE_CARD_KEYS: dict[str, Arg] = {
    "force_command": Arg("strings", doc="with [Force Command], on a J/ruler or an order: the "
                         "names it gives its controller, e.g. [Kaguya] (FOW 1150.2)"),
    "force_resonance": Arg("str", doc="with [Force Resonance]: the name of the [Force Command] "
                           "its text needs (FOW 1151)"),
    "resonance_text": Arg("strings", doc="with [Force Resonance]: the names of the abilities "
                          "that exist only while its controller controls that [Force Command] "
                          "(FOW 1151.3)"),
}


def controls_force_command(state: GameState, player: str, name: str) -> bool:
    """FOW 1150.2: a player controls [Force Command] <name> while a J/ruler of theirs has it: a
    ruler in a ruler area or a J-ruler in the field."""
    for obj in state.objects.values():
        names = obj.card.get("force_command")
        if obj.controller == player and "force_command" in obj.card.keywords and \
                isinstance(names, tuple) and name in names and (
                    (obj.zone == "ruler_area" and obj.card.is_type("ruler"))
                    or (obj.zone == "field" and obj.card.is_type("j_ruler"))):
            return True
    return False


@dataclass(frozen=True)
class ForceCommand(GameCondition):
    """`{force_command: Kaguya}`: its controller controls [Force Command] <Kaguya> (FOW 1150.2;
    text played only then, 1151.2)."""

    kind: ClassVar[str] = "force_command"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1151.2", "FOW 1150.2")
    force_command: str = arg(required("str", "the name of the [Force Command]"))

    def check(self, t: Table, item: StackItem) -> bool:
        return controls_force_command(t.state, item.controller, self.force_command)

    def said(self) -> str:
        return phrase(Msg("you control [Force Command] <{name}>", name=self.force_command))


@dataclass(frozen=True)
class Resonating(GameCondition):
    """The condition judge puts on the abilities a card's [Force Resonance] grants (internal):
    their controller controls [Force Command] <name> (FOW 1151.3-1151.4)."""

    kind: ClassVar[str] = "force_resonance"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1151.3", "FOW 1151.4")
    force_resonance: str = arg(required("str", "the name of the [Force Command]"))

    def check(self, t: Table, item: StackItem) -> bool:
        return controls_force_command(t.state, item.controller, self.force_resonance)

    def said(self) -> str:
        return phrase(Msg("[Force Resonance]: you control [Force Command] <{name}>",
                          name=self.force_resonance))


def with_resonance(card: CardDef) -> CardDef:
    """FOW 1151.3-1151.4: the named abilities work only while their controller controls the
    [Force Command] (with their own `while:`, if any)."""
    name, names = card.get("force_resonance"), card.get("resonance_text")
    if "force_resonance" not in card.keywords or not isinstance(name, str) or \
            not isinstance(names, tuple):
        return card
    gate = Resonating(name)

    return gate_abilities(card, names, gate)


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    for keyword, keys in (("force_command", ("force_command",)),
                          ("force_resonance", ("force_resonance", "resonance_text"))):
        title = keyword.replace("_", " ").title()
        for key in keys:
            written = card.get(key) is not None
            if keyword in card.keywords and not written:
                problem(("cards", name), f"[{title}] needs `{key}:`")
            elif written and keyword not in card.keywords:
                problem(("cards", name, key), f"`{key}:` goes with the keyword [{title}], which "
                        f"{name} does not have (`keywords: [{keyword}]`)")
    if "force_command" in card.keywords and not card.is_type("ruler", "j_ruler", "order"):
        problem(("cards", name, "keywords"), "[Force Command] is held by J/rulers and orders "
                "(FOW 1150.1)")
    names = card.get("resonance_text")
    for i, ability in enumerate(names if isinstance(names, tuple) else ()):
        if card.ability(str(ability)) is None:
            problem(("cards", name, "resonance_text", i), f"{name} has no ability named "
                    f"{ability!r}")
    return with_resonance(card)
