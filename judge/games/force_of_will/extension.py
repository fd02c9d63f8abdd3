"""Extension rules and [Extension Rule] (FOW 1159, 320, 321.6, 902.1c).

An extension rule is a card of type `extension_rule` with `keywords: [extension_rule]`. It is in
no deck: a player starts the game with at most one in their extension rule area (1159.2, 320.2),
which is public; its effects apply already during deck construction and setup, so a file states
the game as that made it (the ruling notes it). judge keeps the area on the board: the card's
abilities are active there (902.1c) - its static abilities apply, its automatic abilities
trigger and its activate abilities may be played - and it moves to no other zone (321.6: an effect
that would move it leaves it where it is, and the step says so).

- Card text may look there (a filter's `zone: extension_rule_area`): it is public (320.2), and
  judge models all it can hold.
- Any other card an effect would put there: the rules are silent; house policy FOW HP.11
  (`extension.other_card`): `stays` (the default) leaves it where it is, `chants-expelled` expels
  a chant (as 321.4 does for a ruler area) and leaves any other card. Declared as the game's
  `moved_instead`, so the rule binds a move however it came (a replacement's too).
- A player may start with more than one extension rule only where something allows it (320.2);
  the file gives the board that setup made (1159.2), so a file with more has had it allowed, and
  each works in the area (902.1c); the ruling says so.
- A card that is not an extension rule never starts there (320.1, and HP.11 puts none there).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.declare import MovedInstead
from judge.engine.declare_statics import OpeningNote
from judge.model.scenario import Scenario
from judge.msg import Msg

EXTENSION_AREA = "extension_rule_area"
EXTENSION_RULE = "extension_rule"

#: FOW 1159.2, 902.1c: what the ruling says of an extension rule on the starting board.
EXTENSION_RULE_NOTE = OpeningNote(
    EXTENSION_RULE, ("FOW 1159.2", "FOW 902.1c"), "{name} is an extension rule: its effects "
    "applied already during deck construction and setup, so the board is as the file gives it, "
    "and its abilities are active while it is in its extension rule area", zones=(EXTENSION_AREA,))
#: FOW 320.2: an extension rule area holds one card unless something specifically allows more.
#: The file gives the board as setup made it (1159.2), so a player who starts with more had it
#: allowed; the ruling says so of each, and each works there (902.1c).
MORE_THAN_ONE_NOTE = OpeningNote(
    EXTENSION_RULE, ("FOW 320.2", "FOW 902.1c"), Msg(
        "{name} is one of {n} extension rules in {owner}'s extension rule area: an area holds "
        "one unless something allows more, so the board as the file gives it had that allowed, "
        "and each one's abilities work there").id, zones=(EXTENSION_AREA,), shared=2,
    message=True)


#: The key of house policy FOW HP.11.
OTHER_CARD = "extension.other_card"


def extension_area_kept(card_types: tuple[str, ...]) -> tuple[MovedInstead, ...]:
    """FOW 320.1 (house policy FOW HP.11): what becomes of a card of any type but an extension
    rule put into an extension rule area: under `chants-expelled` a chant is expelled (as FOW
    321.4 for a ruler area); otherwise it stays where it is."""
    others = tuple(t for t in card_types if t != EXTENSION_RULE)
    return (MovedInstead(("chant",), (EXTENSION_AREA,), "expelled", "FOW 320.1",
                         tokens="FOW 1303.2", policy=OTHER_CARD, option="chants-expelled"),
            MovedInstead(others, (EXTENSION_AREA,), "", "FOW 320.1", tokens="FOW 1303.2",
                         policy=OTHER_CARD,
                         says=Msg("{object} is not an extension rule: {zone} is kept for an "
                                  "extension rule, so it stays where it is").id))


def validate(scenario: Scenario, problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """FOW 1159.1-1159.2, 320.1-320.2, 321.6: extension rules are in extension rule areas, and
    only they; one per player."""
    for name, card in scenario.cards.items():
        typed, keyword = card.is_type(EXTENSION_RULE), EXTENSION_RULE in card.keywords
        if typed != keyword:
            problem(("cards", name), "an extension rule is a card of type `extension_rule` with "
                    "`keywords: [extension_rule]`: give it both (FOW 1159.1)")
    for i, spec in enumerate(scenario.objects):
        found = scenario.cards.get(spec.card)
        if found is None:
            continue
        card = found
        if card.is_type(EXTENSION_RULE) and spec.zone != EXTENSION_AREA:
            problem(("objects", i, "zone"), f"{spec.card} is an extension rule: it is in no deck "
                    "and in no other zone than its owner's extension rule area "
                    "(`extension_rule_area`, FOW 1159.2, 321.6)")
        elif spec.zone == EXTENSION_AREA and not card.is_type(EXTENSION_RULE):
            problem(("objects", i, "zone"), f"{spec.card} is not an extension rule: only a "
                    "player's extension rule is in their extension rule area (FOW 320.1)")
