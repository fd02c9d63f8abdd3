"""What would change the outcome: the scenario re-resolved with each house policy the ruling
depended on switched to each of its other options. Each answer is the difference between two
traces, so it is still prose from traces, never a second analysis."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.engine.resolution import Resolution
from judge.model.scenario import Scenario
from judge.record import replace

MAX_DIFFS = 6


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
                other = resolve(changed, check_decisions=False, limits=limits, answer=False)
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
    """Sentences saying how `other` ends differently from `res`, in the game's words (empty
    when it ends the same in every respect). Everything is compared: what resolved, did not
    or was refused, the stack, the winner, the turn, priority, the game's own state, and every
    field of every object and player; the first MAX_DIFFS are said and the rest counted."""
    w = res.words
    diffs: list[str] = []
    if list(other.resolved) != list(res.resolved):
        diffs.append(f"{w.resolved}, in order: {_ids(other.resolved)} (instead of "
                     f"{_ids(res.resolved)})")
    fizz, fizz_o = [f.item for f in res.fizzled], [f.item for f in other.fizzled]
    if fizz != fizz_o:
        diffs.append(f"did not {w.resolve[0]}: {_ids(fizz_o)} (instead of {_ids(fizz)})")
    rej, rej_o = [r.action for r in res.rejected], [r.action for r in other.rejected]
    if rej != rej_o:
        diffs.append(f"actions rejected: {_actions(rej_o)} (instead of {_actions(rej)})")
    if other.final["stack"] != res.final["stack"]:
        diffs.append(f"left on the {w.stack}: {_ids(other.final['stack'])} (instead of "
                     f"{_ids(res.final['stack'])})")
    if (other.outcome, other.winner) != (res.outcome, res.winner):
        diffs.append(f"the game: {_result(other)} (instead of {_result(res)})")
    turn, turn_o = res.final["turn"], other.final["turn"]
    if turn != turn_o:
        diffs.append(f"the game would be in {_turn(other)} (instead of {_turn(res)})")
    if other.final.get("priority") != res.final.get("priority"):
        diffs.append(f"{other.final.get('priority') or 'nobody'} would hold {w.priority} "
                     f"(instead of {res.final.get('priority') or 'nobody'})")
    game, game_o = res.final.get("game") or {}, other.final.get("game") or {}
    for key in dict.fromkeys([*game, *game_o]):
        if game.get(key) != game_o.get(key):
            diffs.append(f"{w.fact(key, game_o.get(key))} (instead of "
                         f"{w.fact(key, game.get(key))})")
    diffs += _objects(res, other)
    diffs += _players(res, other)
    if len(diffs) > MAX_DIFFS:
        more = len(diffs) - MAX_DIFFS
        diffs = [*diffs[:MAX_DIFFS], f"and {more} more difference{'s' if more != 1 else ''}"]
    return tuple(diffs)


def _ids(ids: Any) -> str:
    items = list(ids)
    return ", ".join(items) if items else "none"


def _actions(indexes: list[int]) -> str:
    """Actions as prose numbers them: from 1."""
    return ", ".join(f"action {i + 1}" for i in indexes) if indexes else "none"


def _result(res: Resolution) -> str:
    if res.outcome == "win":
        return f"{res.winner} wins"
    return "a draw" if res.outcome == "draw" else "goes on"


def _turn(res: Resolution) -> str:
    t, w = res.final["turn"], res.words
    step = f" ({w.phase(t['step'])})" if t.get("step") else ""
    return f"{t['player']}'s {w.phase(t['phase'])} phase{step}, turn {t.get('number', 1)}"


def _objects(res: Resolution, other: Resolution) -> list[str]:
    w = res.words
    mine, theirs = res.final["objects"], other.final["objects"]
    out = []
    for oid, obj in theirs.items():
        before = mine.get(oid)
        name = other.name(oid)
        if before is None:
            out.append(f"{name} would exist, {other.place(obj['zone'], obj.get('owner'))}")
            continue
        changes = []
        for key in dict.fromkeys([*before, *obj]):
            now, was = obj.get(key), before.get(key)
            if now == was or (key == "card" and now is None):
                continue
            if key == "zone":
                changes.append(f"{other.place(str(now), obj.get('owner'))} (instead of "
                               f"{res.place(str(was), before.get('owner'))})")
            elif key == "stats":
                for stat in dict.fromkeys([*(was or {}), *(now or {})]):
                    a, b = (now or {}).get(stat), (was or {}).get(stat)
                    if a != b:  # a stat it has in one ruling only reads "none" in the other
                        changes.append(f"{w.stat(stat)} {w.value(a)} (instead of {w.value(b)})")
            elif key == "exhausted":
                changes.append(f"{w.exhausted if now else w.ready} (instead of "
                               f"{w.exhausted if was else w.ready})")
            else:
                changes.append(f"{w.key(key)} {w.value(now)} (instead of {w.value(was)})")
        if changes:
            out.append(f"{name}: " + ", ".join(changes))
    for oid in mine:
        if oid not in theirs:
            out.append(f"{res.name(oid)} would not exist")
    return out


def _players(res: Resolution, other: Resolution) -> list[str]:
    w = res.words
    mine, theirs = res.final["players"], other.final["players"]
    out = []
    for pid, values in theirs.items():
        before = mine.get(pid, {})
        changes = [f"{w.resource(k)} {w.value(values.get(k))} (instead of "
                   f"{w.value(before.get(k))})" for k in dict.fromkeys([*before, *values])
                   if before.get(k) != values.get(k)]
        if changes:
            out.append(f"{pid}: " + ", ".join(changes))
    return out
