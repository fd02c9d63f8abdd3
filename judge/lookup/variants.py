"""What would change the outcome: the scenario re-resolved with each house policy the ruling
depended on switched to each of its other options. Each answer is the difference between two
traces, so it is still prose from traces, never a second analysis."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.engine.resolution import Resolution
from judge.model.scenario import Scenario
from judge.record import replace

MAX_DIFFS = 5


@dataclass(frozen=True)
class Variant:
    key: str
    policy_id: str
    option: str
    differences: tuple[str, ...]  # empty: the same outcome
    error: str | None = None


#: Why a variant was not compared (Variant.error).
CUT_SHORT = ("the ruling itself stopped at one of judge's limits, so it was not re-resolved "
             "with this option")
OUT_OF_TIME = "judge's time budget for re-resolving ran out before this option"


def policy_variants(scenario: Scenario, res: Resolution, seconds: float | None = None
                    ) -> list[Variant]:
    """`seconds`: the CPU time all the re-resolutions together may take (None: no budget of
    their own beyond each resolution's); an option not re-resolved in time, or whose
    resolution stopped at one of judge's limits, says so instead of a comparison. A ruling
    that itself stopped at a limit is not re-resolved at all (`explain` stays within a few
    times `resolve`, bench/run.py)."""
    import time

    from judge.app import resolve
    from judge.engine.core import Limits
    from judge.errors import JudgeError
    from judge.games import find_game

    policies = find_game(res.game).data.policies
    deadline = None if seconds is None else time.process_time() + seconds
    out: list[Variant] = []
    for key, current in res.policies.items():
        for option, _ in policies[key].options:
            if option == current:
                continue
            pid = res.policy_ids[key]
            left = None if deadline is None else deadline - time.process_time()
            if res.cut_short or (left is not None and left <= 0):
                out.append(Variant(key, pid, option, (), CUT_SHORT if res.cut_short
                                   else OUT_OF_TIME))
                continue
            changed = replace(scenario, policies={**scenario.policies, key: option})
            limits = Limits.for_scenario(changed)
            if left is not None:
                limits = replace(limits, seconds=min(limits.seconds, left))
            try:
                other = resolve(changed, check_decisions=False, limits=limits)
            except JudgeError as exc:  # the other reading may need what is not implemented
                out.append(Variant(key, pid, option, (), str(exc)))
                continue
            stopped = [f.message for f in other.findings if f.kind == "limit"]
            if stopped:
                out.append(Variant(key, pid, option, (), f"with it the resolution {stopped[0]}"))
                continue
            out.append(Variant(key, pid, option, differences(res, other)))
    return out


def differences(res: Resolution, other: Resolution) -> tuple[str, ...]:
    """Sentences saying how `other` ends differently from `res` (empty when it does not)."""
    diffs: list[str] = []
    if list(other.resolved) != list(res.resolved):
        diffs.append(f"resolved, in order: {_ids(other.resolved)} (instead of "
                     f"{_ids(res.resolved)})")
    fizz, fizz_o = [f.item for f in res.fizzled], [f.item for f in other.fizzled]
    if fizz != fizz_o:
        diffs.append(f"did not resolve: {_ids(fizz_o)} (instead of {_ids(fizz)})")
    rej, rej_o = [r.action for r in res.rejected], [r.action for r in other.rejected]
    if rej != rej_o:
        diffs.append(f"rejected actions: {_ids(map(str, rej_o))} (instead of "
                     f"{_ids(map(str, rej))})")
    if other.final["stack"] != res.final["stack"]:
        diffs.append(f"left on the {res.stack_word}: {_ids(other.final['stack'])} (instead of "
                     f"{_ids(res.final['stack'])})")
    if (other.outcome, other.winner) != (res.outcome, res.winner):
        diffs.append(f"the game: {_result(other)} (instead of {_result(res)})")
    diffs += _objects(res.final["objects"], other.final["objects"])
    diffs += _players(res.final["players"], other.final["players"])
    return tuple(diffs[:MAX_DIFFS])


def _ids(ids: Any) -> str:
    items = list(ids)
    return ", ".join(items) if items else "none"


def _result(res: Resolution) -> str:
    if res.outcome == "win":
        return f"{res.winner} wins"
    return "a draw" if res.outcome == "draw" else "goes on"


def _objects(mine: dict[str, Any], theirs: dict[str, Any]) -> list[str]:
    out = []
    for oid, obj in theirs.items():
        before = mine.get(oid)
        if before is None:
            continue
        changes = [f"{k} {obj.get(k)} (instead of {before.get(k)})"
                   for k in ("zone", "controller", "damage", "exhausted")
                   if obj.get(k) != before.get(k)]
        for stat, value in (obj.get("stats") or {}).items():
            was = (before.get("stats") or {}).get(stat)
            if value != was:
                changes.append(f"{stat} {value} (instead of {was})")
        if changes:
            out.append(f"{oid}: " + ", ".join(changes))
    return out


def _players(mine: dict[str, Any], theirs: dict[str, Any]) -> list[str]:
    out = []
    for pid, values in theirs.items():
        before = mine.get(pid, {})
        changes = [f"{k} {v} (instead of {before.get(k)})" for k, v in values.items()
                   if before.get(k) != v]
        if changes:
            out.append(f"{pid}: " + ", ".join(changes))
    return out
