"""Extension rules and [Extension Rule] (FOW 1159, 320, 321.6, 902.1c).

An extension rule is a card of type `extension_rule` with `keywords: [extension_rule]`. It is in
no deck: a player starts the game with at most one in their extension rule area (1159.2, 320.2),
which is public; its effects apply already during deck construction and setup, so a file states
the game as that made it (the ruling notes it). judge keeps the area on the board: the card's
abilities are active there (902.1c) - its static abilities apply, its automatic abilities
trigger and its activate abilities may be played - and it moves to no other zone (321.6: an effect
that would move it leaves it where it is, and the step says so).

A player with more than one extension rule in the area is an honest "cannot rule": 320.2 allows
it only when a card says so ("without specific notice"), which judge does not model.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.declare_statics import OpeningNote
from judge.model.scenario import Scenario

EXTENSION_AREA = "extension_rule_area"
EXTENSION_RULE = "extension_rule"

#: FOW 1159.2, 902.1c: what the ruling says of an extension rule on the starting board.
EXTENSION_RULE_NOTE = OpeningNote(
    EXTENSION_RULE, ("FOW 1159.2", "FOW 902.1c"), "{name} is an extension rule: its effects "
    "applied already during deck construction and setup, so the board is as the file gives it, "
    "and its abilities are active while it is in its extension rule area", zones=(EXTENSION_AREA,))


def validate(scenario: Scenario, problem: Callable[[tuple[str | int, ...], str], None],
             unsupported: Callable[[tuple[str | int, ...], str], Exception]) -> None:
    """FOW 1159.1-1159.2, 320.1-320.2, 321.6: extension rules are in extension rule areas, and
    only they; one per player."""
    for name, card in scenario.cards.items():
        typed, keyword = card.is_type(EXTENSION_RULE), EXTENSION_RULE in card.keywords
        if typed != keyword:
            problem(("cards", name), "an extension rule is a card of type `extension_rule` with "
                    "`keywords: [extension_rule]`: give it both (FOW 1159.1)")
    seen: dict[str, int] = {}
    for i, spec in enumerate(scenario.objects):
        found = scenario.cards.get(spec.card)
        if found is None:
            continue
        card = found
        if card.is_type(EXTENSION_RULE) and spec.zone != EXTENSION_AREA:
            problem(("objects", i, "zone"), f"{spec.card} is an extension rule: it is in no deck "
                    "and in no other zone than its owner's extension rule area "
                    "(`extension_rule_area`, FOW 1159.2, 321.6)")
        elif spec.zone == EXTENSION_AREA:
            seen[spec.owner] = seen.get(spec.owner, 0) + 1
            if seen[spec.owner] > 1:
                raise unsupported(("objects", i), f"{spec.owner} has more than one extension "
                                  "rule in their extension rule area, which a card must allow "
                                  "(FOW 320.2); such a card is not implemented yet")
