"""What a Riftbound ruling says beyond its steps (RB 354-358, RB 190, RB 308-310): the rules of a
play, declared for the engine's default reporting. The game's own state in `final.game` is
declared by its record (state.py, RBState.computed). Resolutions cite through the game's roles
and `effect_citations` (game.py); `expect:` keys are compared by the engine's default
(Reporting.check_expect_extra)."""

from __future__ import annotations

from judge.engine.policies import Reporting

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from typing import ClassVar


class RiftReport(Reporting):
    """The play step: RB 354.2, playing (or activating) puts it on the chain, pending until
    finalized; RB 355.8, with its targets; RB 358.4, in response to a chain that exists (an
    item on it or pending); then the timing rule that let it be played now (the plan's timing
    note: Reaction, Hidden, Action in a showdown ..., timing.py). What it cost is the cost
    step's, unless nothing was paid (a free or hidden play: the rules that made it free are
    said on the play step). The mode chosen is a step of its own (RB 355.3)."""

    play_rules: ClassVar[tuple[str, ...]] = ("RB 354.2",)
    response_rule: ClassVar[str] = "RB 358.4"
    play_cites_modes: ClassVar[bool] = False
