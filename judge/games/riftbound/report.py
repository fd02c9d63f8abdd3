"""What a Riftbound ruling says beyond its steps (RB 354-358, RB 190, RB 308-310): the rules of a
play, each battlefield's controller and contester, and the game's own state in `final.game`.
Resolutions cite through the game's roles and `effect_citations` (game.py); `expect:` keys are
compared by the engine's default (Reporting.check_expect_extra)."""

from __future__ import annotations

from judge.engine.policies import Reporting
from judge.engine.roles import Role
from judge.games.riftbound.payment import citations_of
from judge.games.riftbound.state import ext, four_state
from judge.model.state import GameState, StackItem

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

    def state_snapshot(self, state: GameState) -> dict[str, object]:
        """`final.game`: the state bits always (RB 308-310); the rest only when there is
        something to say."""
        x = ext(state)
        sd = x.showdown
        out: dict[str, object] = {"state": four_state(state)}
        if sd is not None:
            out["focus"] = sd.focus
            out["showdown"] = {"at": sd.at, "combat": sd.combat, "focus": sd.focus,
                               "attacker": sd.attacker, "defender": sd.defender,
                               "step": sd.step}
        extras: dict[str, object] = {
            "control": {bf: x.control.get(bf) for bf in x.battlefields},
            "contested": dict(x.contested),
            "staged": dict(x.staged),
            "scored": {p: list(b) for p, b in x.scored.items() if b},
            "pending": [f"{pt.source}.{pt.ability.name}" for pt in x.pending],
            "combats": list(x.combats),
            "scores": list(x.scores),
        }
        out.update({k: v for k, v in extras.items() if v})
        if x.victory_score != 8:
            out["victory_score"] = x.victory_score
        return out
