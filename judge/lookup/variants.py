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


def policy_variants(scenario: Scenario, res: Resolution) -> list[Variant]:
    from judge.app import resolve
    from judge.errors import JudgeError
    from judge.games import find_game

    policies = find_game(res.game).data.policies
    out: list[Variant] = []
    for key, current in res.policies.items():
        for option, _ in policies[key].options:
            if option == current:
                continue
            changed = replace(scenario, policies={**scenario.policies, key: option})
            try:
                other = resolve(changed, check_decisions=False)
            except JudgeError as exc:  # the other reading may need what is not implemented
                out.append(Variant(key, res.policy_ids[key], option, (), str(exc)))
                continue
            out.append(Variant(key, res.policy_ids[key], option, differences(res, other)))
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
