"""[Stranger] and stranger cards (FOW 1142, 1305, 402.7).

A stranger card is a card with "(Stranger)" after its card type (1305.1): the card key
`stranger_card: true`. Text may name it a stranger of its type ("a stranger resonator", 1305.1a):
the filter key `stranger_card: true` (or `false`, a card that is none); text naming a card type
and not saying stranger reaches stranger cards of that type too (1305.3), so a filter without the
key matches them as any card.

[Stranger] (N) is a continuous ability that acts before the game: its player may begin the game
with a stranger deck of N stranger cards (1142.2). The card key `stranger: N` is its number,
cumulative (1102.4-1102.5): a grant adds its number. Before the game (a file at `phase: setup`)
judge checks what deck construction says of that deck: only stranger cards (402.7), none or ten
of them (402.7a), as many as the [Stranger] numbers of its player's starting rulers (1142.2),
none unless a starting ruler has [Stranger] (402.7a-1), at most two of a name (402.7b), and no
stranger card in the deck itself (402.3, 1305.2). During the game an effect may
move a stranger card into the deck (1305.2), where it is a card of the deck like any other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from judge.model.args import Arg
from judge.model.filters import Filter
from judge.model.scenario import Scenario
from judge.model.state import GameObject, GameState

STRANGER_CARD = "stranger_card"
STRANGER_DECK = "stranger_deck"
STRANGER_DECK_SIZE = 10  # FOW 402.7a: exactly zero or ten cards
STRANGER_COPIES = 2  # FOW 402.7b

STRANGER_CARD_KEYS: dict[str, Arg] = {
    STRANGER_CARD: Arg("bool", doc="a stranger card, \"(Stranger)\" after its card type (FOW "
                       "1305.1): before the game it is in its owner's stranger deck, never the "
                       "deck (1305.2); text naming its card type reaches it (1305.3)"),
    "stranger": Arg("int", minimum=1, doc="with [Stranger]: its number, the stranger cards its "
                    "player may begin the game with in a stranger deck (FOW 1142.2); cumulative "
                    "(1102.4-1102.5)"),
}
STRANGER_FILTER_KEYS: dict[str, Arg] = {
    STRANGER_CARD: Arg("bool", doc="filters only: `true` a stranger card, \"a stranger "
                       "resonator\" (FOW 1305.1a); `false` a card that is none. Without it a "
                       "filter naming a card type reaches stranger cards too (1305.3)"),
}
STRANGER_FILTER_RULES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    STRANGER_CARD: (("FOW 1305.1a",), ("FOW 1305.1a",))}


def stranger_matched(filt: Filter, obj: GameObject) -> tuple[str, ...]:
    """FOW 1305.3: text naming a card type, saying nothing of stranger cards, reaches a
    stranger card of that type (cited where one is chosen as a target)."""
    if filt.types and obj.card.get(STRANGER_CARD) and \
            all(key != STRANGER_CARD for key, _ in filt.extra):
        return ("FOW 1305.3",)
    return ()


def is_stranger_card(state: GameState, obj: GameObject, value: object) -> bool:
    """FOW 1305.1-1305.1a: whether the object's card is a stranger card, as `value` asks."""
    return (obj.card.get(STRANGER_CARD) is True) is value


def validate_setup(scenario: Scenario,
                   problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """Before the game (`phase: setup`): each player's stranger deck as deck construction has it
    (FOW 402.7-402.7b), and no stranger card in the deck (402.3, 1305.2)."""
    if scenario.phase != "setup":
        return
    strangers: dict[str, list[int]] = {}
    has_stranger: set[str] = set()
    numbers: dict[str, int] = {}  # [Stranger] (N) of each player's starting rulers, added up
    for i, spec in enumerate(scenario.objects):
        card = scenario.cards.get(spec.card)
        if card is None:
            continue
        stranger_card = card.get(STRANGER_CARD) is True
        if spec.zone == STRANGER_DECK:
            strangers.setdefault(spec.owner, []).append(i)
            if not stranger_card:
                problem(("objects", i, "zone"), f"{spec.card} is not a stranger card: a "
                        "stranger deck holds stranger cards only (FOW 402.7)")
        elif spec.zone == "main_deck" and stranger_card:
            problem(("objects", i, "zone"), f"{spec.card} is a stranger card: before the game it "
                    "is in its owner's stranger deck, never the deck (FOW 1305.2, 402.3)")
        elif spec.zone == "ruler_area" and card.is_type("ruler") \
                and "stranger" in card.keywords:
            has_stranger.add(spec.owner)
            n = card.get("stranger")
            numbers[spec.owner] = numbers.get(spec.owner, 0) + (n if isinstance(n, int) else 0)
    for player, where in strangers.items():
        first = ("objects", where[0], "zone")
        if player not in has_stranger:
            problem(first, f"{player}'s stranger deck must be empty: none of their starting "
                    "rulers has [Stranger] (FOW 402.7a-1)")
        elif len(where) != STRANGER_DECK_SIZE:
            problem(first, f"{player}'s stranger deck has {len(where)} cards: a stranger deck "
                    f"has none or exactly {STRANGER_DECK_SIZE} (FOW 402.7a)")
        elif numbers.get(player, 0) != len(where):
            problem(first, f"{player}'s stranger deck has {len(where)} cards, and the [Stranger] "
                    f"of their starting rulers lets them begin with {numbers.get(player, 0)} "
                    "(FOW 1142.2)")
        names = Counter(scenario.objects[i].card for i in where)
        for name, n in sorted(names.items()):
            if n > STRANGER_COPIES:
                problem(first, f"{player}'s stranger deck has {n} cards named {name}: at most "
                        f"{STRANGER_COPIES} of a name (FOW 402.7b)")
