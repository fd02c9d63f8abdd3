"""Delayed triggered abilities (RB 389-392): an effect that says "this turn, when a unit takes
damage, kill it" (Imperial Decree) creates, as it resolves, a triggered ability that belongs to
no object (RB 392: it triggers whether or not its source is still on the board) and works only
during the window it names (RB 391): here until the turn's "this turn" effects end.

The ability's text is written once, in the creating card's `gives:` (like an ability an effect
grants), and named by the effect: `delayed: {ability: Decree}`. While it lasts, every event of
its trigger condition triggers it, for the player who controlled the effect that created it.
A game declares the effect among its own (Riftbound); the engine matches the triggers
(core.py `match_triggers`) and ends them with the effects of their duration (board.py).
"""

from __future__ import annotations

from judge.engine.conditions import not_done
from judge.engine.permissions import lasting
from judge.engine.roles import Role
from judge.model.args import optional, required
from judge.model.effects import Effect, arg
from judge.model.state import DelayedTrigger, StackItem
from judge.msg import Msg, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import ClassVar

    from judge.engine.table import Table
    from judge.model.cards import When
    from judge.model.state import GameObject


@dataclass(frozen=True)
class Delayed(Effect):
    """Create a delayed triggered ability: the triggered ability `ability` of this card's
    `gives:`, controlled by this effect's controller, triggering while `duration` lasts."""

    kind: ClassVar[str] = "delayed"
    ability: str = arg(required("str", "the triggered ability it creates: the name of one in "
                                       "this card's `gives:`"))
    duration: str = arg(optional("duration", "how long it lasts"), "turn")


def delayed(t: Table, item: StackItem, e: Delayed,
            window_over: Callable[[Table, str, When | None], bool] | None = None) -> str | None:
    """RB 390.2: the delayed trigger exists from now on, for this effect's controller (its "you",
    RB 191.4.b), unless its window is already over (RB 359.3.e.16): the game's `window_over`
    says so (Riftbound's reads its turn's moments and combat)."""
    source = t.state.objects.get(item.source or "")
    ability = source.card.given(e.ability) if source is not None else None
    if source is None or ability is None:
        return None  # the loader checks the name: only a card changed since has none
    if window_over is not None and window_over(t, e.duration, ability.when):
        # RB 359.3.e.16: its window is over before it would exist: it is never created
        t.cite_also_optional(Role.DURATION_OVER)
        return not_done(Msg("the delayed triggered ability {ability} is not created: its "
                            "window ({lasting}) is already over", ability=ability.name,
                            lasting=lasting(e.duration)))
    t.state.delayed.append(DelayedTrigger(t.state.new_id(f"{item.id}.delayed"), item.controller,
                                          source.id, ability, e.duration, t.item_label(item)))
    t.cite_also_optional(Role.DELAYED_TRIGGER)
    return phrase(Msg("{player} gets the delayed triggered ability {ability} ({lasting})",
                      player=item.controller, ability=ability.name,
                      lasting=lasting(e.duration)))


def delayed_on(t: Table, event: str) -> Iterator[tuple[GameObject, DelayedTrigger]]:
    """Each delayed trigger waiting for `event`, with the object that created it (its card
    holds the text; it need not be on the board, RB 392)."""
    for d in list(t.state.delayed):
        when = d.ability.when
        source = t.state.objects.get(d.source)
        if when is not None and when.event == event and source is not None:
            yield source, d


def end_delayed(t: Table, duration: str) -> bool:
    """The delayed triggers of `duration` end with its effects (RB 391); whether any did."""
    st = t.state
    n = len(st.delayed)
    st.delayed[:] = [d for d in st.delayed if d.duration != duration]
    if len(st.delayed) == n:
        return False
    t.cite_also_optional(Role.DELAYED_WINDOW)
    return True
