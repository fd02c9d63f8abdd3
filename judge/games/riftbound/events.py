"""Riftbound's own events: what its rules announce beside the engine's (engine/events.py).

Each is declared once here (`RIFT_EVENTS`, the vocabulary's `game_events`): the loader checks a
trigger's `when:` against the declaration, the JSON Schema documents it, and a replacement effect
watching one (RB 370.1.a: any event may be replaced) is said by its `watched` and `instead`
messages. The game's code announces each with `Table.emit`; the engine knows none by name.
"""

from __future__ import annotations

from judge.engine.events import EventDecl
from judge.msg import Msg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from enum import StrEnum
else:  # the same behaviour judge uses, cheaper to create (judge/enums.py)
    from judge.enums import StrEnum


class RiftEvent(StrEnum):
    """The value is the scenario-file spelling (`when: {event: held}`)."""

    CONQUERED = "conquered"  # a player conquered a battlefield (RB 194.1.b)
    HELD = "held"  # a player held a battlefield (RB 194.1.a)
    SCORED = "scored"  # a player scored a point (RB 194.1)
    EMPOWERED = "empowered"  # an object became Empowered
    MIGHTY = "mighty"  # a unit's Might rose to 5 or more (RB 709)
    SHOWDOWN_STARTED = "showdown_started"  # a showdown began at a battlefield
    STUNNED = "stunned"  # a unit became stunned (RB 423)
    COMBAT_WON = "combat_won"  # a player won a combat at a battlefield (RB 466.3.a)


#: The declarations, in the order the schema lists them after the engine's events.
RIFT_EVENTS: dict[str, EventDecl] = {
    RiftEvent.CONQUERED: EventDecl(
        "a player gained control of a battlefield (the battlefield is the object)",
        watched=Msg("a replacement effect watches {watched} conquering a battlefield "
                    "({how_long})"),
        instead=Msg("instead of {who} conquering {where}, {what}"),
        asked="conquer", places="control", place_arg="battlefield",
        denied=Msg("{player} does not conquer {where}: at step {step}, {what}"),
        # control.py: a battlefield taken again, scored this turn, or a teammate's (RB 194.1.b);
        # showdown.py: a showdown that ends with no single player there (RB 348.2.a)
        not_done=("no conquer", r"instead of \w+ conquering", "nobody conquers")),
    RiftEvent.HELD: EventDecl(
        "a player held a battlefield (the battlefield is the object)",
        watched=Msg("a replacement effect watches {watched} holding a battlefield ({how_long})"),
        instead=Msg("instead of {who} holding {where}, {what}"),
        asked="hold", places="control", place_arg="battlefield",
        denied=Msg("{player} does not hold {where}: at step {step}, {what}"),
        not_done=(r"instead of \w+ holding",)),
    RiftEvent.SCORED: EventDecl(
        "a player scored a point", object=False,
        watched=Msg("a replacement effect watches {watched} scoring ({how_long})"),
        instead=Msg("instead of {who} scoring a point, {what}"),
        not_done=(r"instead of \w+ scoring",)),
    RiftEvent.EMPOWERED: EventDecl(
        "an object became Empowered (it was not)",
        watched=Msg("a replacement effect watches {watched} becoming Empowered ({how_long})"),
        instead=Msg("instead of {who} becoming Empowered, {what}"), made_by="empower"),
    RiftEvent.MIGHTY: EventDecl(
        "a unit became Mighty: its Might rose from below 5 to 5 or more on the board (RB 709)",
        watched=Msg("a replacement effect watches {watched} becoming Mighty ({how_long})"),
        instead=Msg("instead of {who} becoming Mighty, {what}")),
    RiftEvent.SHOWDOWN_STARTED: EventDecl(
        "a showdown began at a battlefield, a combat's too (the battlefield is the object; the "
        "player is who contested it)"),
    RiftEvent.STUNNED: EventDecl(
        "a unit became stunned (it was not: a stunned unit is not stunned again, RB "
        "423.1.a.1); the player is who stunned it, the controller of the effect (\"when you "
        "stun\")",
        watched=Msg("a replacement effect watches {watched} becoming stunned ({how_long})"),
        instead=Msg("instead of {who} becoming stunned, {what}"), made_by="stun"),
    RiftEvent.COMBAT_WON: EventDecl(
        "a player won a combat: they alone had units left where it was fought when its result "
        "was determined (the battlefield is the object; the player is who won it)",
        watched=Msg("a replacement effect watches {watched} winning a combat ({how_long})"),
        instead=Msg("instead of {who} winning the combat at {where}, {what}"),
        # combat.py finish_combat: nobody won it (RB 466.3.d), or the win was replaced
        not_done=("the combat has no result", r"instead of \w+ winning the combat")),
}
