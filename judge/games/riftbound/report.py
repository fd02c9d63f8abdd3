"""What a Riftbound ruling says beyond its steps (RB 354-358, RB 190, RB 308-310): the rules of a
play, each battlefield's controller and contester, and the game's own state in `final.game`.
Resolutions cite through the game's roles and `effect_citations` (game.py); `expect:` keys are
compared by the engine's default (Reporting.check_expect_extra)."""

from __future__ import annotations

from judge.engine.conditions import Instruction
from judge.engine.policies import Reporting
from judge.games.riftbound.payment import citations_of
from judge.games.riftbound.state import ext, four_state
from judge.model.state import GameObject, GameState, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


class RiftReport(Reporting):
    def resolution_citations(self, t: Table, item: StackItem) -> tuple[str, ...]:
        """The default's, with how a unit enters (RB 143.4, RB 805.6); and RB 383.2.b for a
        triggered ability whose instructions carry an "if" of their own: that "if" is part of
        the Effect, read as it resolves (RB 383.2.a.1 is the one right after the trigger
        condition)."""
        cites = super().resolution_citations(t, item)
        source = t.state.objects.get(item.source or "")
        if item.kind == "card" and source is not None and source.card.is_type("unit"):
            # RB 143.4: a unit enters exhausted; RB 805.6: ready, if its Accelerate was paid.
            cites = (*cites, "RB 805.6" if item.extra.get("accelerate") else "RB 143.4")
        if item.ability is not None and item.ability.kind == "triggered" and any(
                isinstance(e, Instruction) and e.condition is not None for e in item.effect):
            cites = (*cites, "RB 383.2.b")
        return cites

    def play_citations(self, t: Table, item: StackItem) -> tuple[str, ...]:
        """RB 354, RB 357: playing (or activating) and paying; RB 358.4: in response to a chain
        that exists; then the rules the play's plan applied to its cost (timing.py)."""
        cites = ["RB 354", "RB 357"]
        if len(t.state.stack) > 1 or ext(t.state).pending:
            cites.append("RB 358.4")
        cites += citations_of(item.extra.get("why"))
        return tuple(cites)

    def object_snapshot(self, state: GameState, obj: GameObject) -> dict[str, object]:
        """A battlefield shows who controls it (RB 190.2; null: uncontrolled, whatever player
        its abilities serve, RB 190.6) and who contests it (RB 190.3)."""
        x = ext(state)
        if obj.card.is_type("battlefield") and obj.id in x.battlefields:
            return {"controller": x.control.get(obj.id), "contested_by": x.contested.get(obj.id)}
        return {}

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
