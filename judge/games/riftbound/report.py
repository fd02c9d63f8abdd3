"""What a Riftbound ruling says beyond its steps (RB 354-358, RB 190, RB 308-310): the rules of a
play. The game's own state in `final.game` is declared by its record (state.py, RBState.computed).
Resolutions cite through the game's roles and `effect_citations` (game.py); `expect:` keys are
compared by the engine's default (Reporting.check_expect_extra)."""

from __future__ import annotations

from judge.engine.policies import Reporting
from judge.engine.roles import Role
from judge.games.riftbound.payment import citations_of
from judge.games.riftbound.state import ext
from judge.model.state import StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


class RiftReport(Reporting):
    def play_citations(self, t: Table, item: StackItem) -> tuple[str, ...]:
        """RB 354.2: playing (or activating) puts it on the chain, pending until finalized; RB
        355.8: with its targets; RB 358.4: in response to a chain that exists; the timing rule
        that let it be played now (timing.py: Reaction, Hidden, Action in a showdown...). What it
        cost is the cost step's, unless nothing was paid (a free or hidden play has no cost
        step: the rules that made it free are said here)."""
        cites = ["RB 354.2"]
        if item.targets:
            cites.append(self.cite(Role.TARGETS))
        if len(t.state.stack) > 1 or ext(t.state).pending:
            cites.append("RB 358.4")
        cites += citations_of(item.extra.get("timing"))
        paid = item.extra.get("paid")
        if not (isinstance(paid, dict) and any(paid.values())):
            cites += citations_of(item.extra.get("why"))
        return tuple(dict.fromkeys(cites))
