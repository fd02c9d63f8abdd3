"""Which state checks see events: the resolver calls a game's `on_event` for each event only
where the game's StateChecks has one of its own (`sees_events`); the default does nothing, and a
long register made two such calls per item for nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.policies import StateChecks
from judge.games.force_of_will.processes import RuleProcesses
from judge.games.riftbound.cleanup import Cleanup
from judge.games.vandaria_wars.rules import VWChecks

if TYPE_CHECKING:
    from judge.engine.events import Event
    from judge.engine.table import Table


def test_state_checks_with_their_own_on_event_see_events() -> None:
    class Seeing(StateChecks):
        def on_event(self, t: Table, event: Event) -> None:
            pass

    class Plain(StateChecks):
        pass

    class Inherited(Seeing):
        pass

    assert Seeing.sees_events and Inherited.sees_events
    assert not Plain.sees_events and not StateChecks.sees_events


def test_bundled_games_see_events_where_their_checks_read_them() -> None:
    assert RuleProcesses.sees_events  # Force of Will's processes read events
    assert Cleanup.sees_events  # Riftbound's cleanups too
    assert not VWChecks.sees_events  # Vandaria Wars' checks need none
