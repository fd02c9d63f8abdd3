"""[Chaining] (FOW 1160): "if this is the first spell you play after a spell with (race/trait)
is played by you this turn, this card is chained".

What a file writes: `keywords: [chaining]` with `chaining: Dragon` (the race or trait; judge
reads a race as a trait). judge remembers the traits of the last spell each player played this
turn (a scenario that starts mid-turn says it with `state: {last_spell: {alice: [Dragon]}}`); a
card with [Chaining] played right after one of its player's spells with that trait is chained:
the object key `chained`, which its text reads as `{is: self, matches: {chained: true}}`. It stays
chained as it enters the field, while it is that object.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import keywords
from judge.engine.trace import StepKind
from judge.games.force_of_will.state import ext
from judge.model.args import Arg
from judge.model.cards import CardDef
from judge.model.scenario import Scenario
from judge.model.state import StackItem
from judge.msg import Msg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

CHAINING_CARD_KEYS: dict[str, Arg] = {
    "chaining": Arg("str", doc="with [Chaining]: the race or trait of the spell it chains after, "
                    "e.g. Dragon (FOW 1160.2)"),
}
CHAINING_OBJECT_KEYS: dict[str, Arg] = {
    "chained": Arg("bool", doc="a card with [Chaining] played right after its player's spell "
                   "with its race or trait this turn (FOW 1160.2); its text reads it as "
                   "`{is: self, matches: {chained: true}}`"),
}
CHAINING_STATE_KEYS: dict[str, Arg] = {
    "last_spell": Arg("map", doc="the races/traits of the last spell each player played this turn "
                      "before the scenario starts, e.g. {alice: [Dragon]} ([Chaining], FOW "
                      "1160.2)"),
}


def on_spell(t: Table, item: StackItem) -> None:
    """A spell was played (put on the chase as a card): a card with [Chaining] played right
    after its player's spell with its trait this turn is chained (FOW 1160.2); then this spell
    is its player's last."""
    obj = t.state.objects.get(item.source or "")
    if item.kind != "card" or obj is None:
        return
    last = ext(t.state).last_spell.get(item.controller)
    trait = obj.card.get("chaining")
    if "chaining" in keywords(obj) and isinstance(trait, str):
        if last is not None and trait in last:
            obj.extra["chained"] = True
            t.step(StepKind.EFFECT, Msg("{object} is the first spell {controller} plays "
                                               "after a {trait} spell this turn: it is chained "
                                               "([Chaining])",
                                               object=t.name(obj.id), controller=item.controller,
                                               trait=trait),
                   ("FOW 1160.2",), item=item.id)
        else:
            t.note(f"{t.name(obj.id)} is not chained: the last spell {item.controller} played "
                   f"this turn {'had no' if last is not None else 'was none, so no'} {trait} "
                   "([Chaining])", ("FOW 1160.2",))
    ext(t.state).last_spell[item.controller] = tuple(obj.card.traits)


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    written = card.get("chaining") is not None
    if "chaining" in card.keywords and not written:
        problem(("cards", name), "[Chaining] needs its race or trait, e.g. `chaining: Dragon`")
    elif written and "chaining" not in card.keywords:
        problem(("cards", name, "chaining"), f"`chaining:` goes with the keyword [Chaining], "
                f"which {name} does not have (`keywords: [chaining]`)")
