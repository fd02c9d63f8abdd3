"""What would change the outcome: the scenario re-resolved with each house policy the ruling
depended on switched to each of its other options. Each answer is the difference between two
traces, so it is still prose from traces, never a second analysis."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.engine.resolution import Resolution
from judge.engine.wording import type_said
from judge.model.scenario import Scenario
from judge.msg import Items, Msg, phrase, word
from judge.record import replace

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.errors import JudgeError

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
                other = resolve(changed, check_decisions=False, limits=limits, answer=False,
                                keep_initial=False)  # differences read the final boards
            except JudgeError as exc:  # the other reading may need what is not implemented
                out.append(Variant(key, pid, option, (), _why_not(exc)))
                continue
            stopped = [f.message for f in other.findings if f.kind == "limit"]
            if stopped:
                out.append(Variant(key, pid, option, (), f"with it the resolution {stopped[0]}"))
                continue
            out.append(Variant(key, pid, option, differences(res, other, scenario)))
    return out


def differences(res: Resolution, other: Resolution, scenario: Scenario | None = None
                ) -> tuple[str, ...]:
    """Sentences saying how `other` ends differently from `res`, in the game's words (empty
    when it ends the same in every respect). Everything is compared: what resolved, did not
    or was refused, the stack, the winner, the turn, priority, the game's own state, and every
    field of every object and player; the first MAX_DIFFS are said and the rest counted. Each
    is a phrase carrying its message, so another language says it (not marked `[en: ...]`).
    `scenario`: its cards' own types, which final.objects leaves out where none changed."""
    w = res.words
    diffs: list[str] = []
    if list(other.resolved) != list(res.resolved):
        diffs.append(phrase(Msg("{resolved}, in order: {now} (instead of {was})",
                                resolved=word(w.resolved), now=_ids(other.resolved),
                                was=_ids(res.resolved))))
    fizz, fizz_o = [f.item for f in res.fizzled], [f.item for f in other.fizzled]
    if fizz != fizz_o:
        diffs.append(phrase(Msg("did not {resolve}: {now} (instead of {was})",
                                resolve=word(w.resolve[0]), now=_ids(fizz_o), was=_ids(fizz))))
    rej, rej_o = [r.action for r in res.rejected], [r.action for r in other.rejected]
    if rej != rej_o:
        diffs.append(phrase(Msg("actions rejected: {now} (instead of {was})",
                                now=_actions(rej_o), was=_actions(rej))))
    if other.final["stack"] != res.final["stack"]:
        diffs.append(phrase(Msg("left {where}: {now} (instead of {was})",
                                where=w.on_stack_said(), now=_ids(other.final["stack"]),
                                was=_ids(res.final["stack"]))))
    if (other.outcome, other.winner) != (res.outcome, res.winner):
        diffs.append(phrase(Msg("the game: {now} (instead of {was})", now=_result(other),
                                was=_result(res))))
    turn, turn_o = res.final["turn"], other.final["turn"]
    if turn != turn_o:
        diffs.append(phrase(Msg("the game would be in {now} (instead of {was})",
                                now=_turn(other), was=_turn(res))))
    if other.final.get("priority") != res.final.get("priority"):
        diffs.append(phrase(Msg("{now} would hold {priority} (instead of {was})",
                                now=_holder(other), priority=word(w.priority),
                                was=_holder(res))))
    game, game_o = res.final.get("game") or {}, other.final.get("game") or {}
    for key in dict.fromkeys([*game, *game_o]):
        if game.get(key) != game_o.get(key):
            diffs.append(phrase(_instead(w.fact_said(key, game_o.get(key)),
                                         w.fact_said(key, game.get(key)))))
    diffs += _objects(res, other, scenario)
    diffs += _players(res, other)
    if len(diffs) > MAX_DIFFS:
        more = len(diffs) - MAX_DIFFS
        diffs = [*diffs[:MAX_DIFFS], phrase(Msg("and {n} more difference",
                                                plural="and {n} more differences", n=more))]
    return tuple(diffs)


def _instead(now: object, was: object) -> Msg:
    """`now (instead of was)`."""
    return Msg("{now} (instead of {was})", now=now, was=was)


def _ids(ids: Any) -> Msg | str:
    items = list(ids)
    return ", ".join(items) if items else word("none")


def _actions(indexes: list[int]) -> Msg:
    """Actions as prose numbers them: from 1."""
    if not indexes:
        return word("none")
    return Msg("{actions}", actions=Items([Msg("action {n}", n=i + 1) for i in indexes],
                                          commas=True))


def _holder(res: Resolution) -> Msg | str:
    holder = res.final.get("priority")
    return str(holder) if holder else word("nobody")


def _result(res: Resolution) -> Msg:
    if res.outcome == "win":
        return Msg("{player} wins", player=str(res.winner))
    return Msg("a draw") if res.outcome == "draw" else Msg("goes on")


def _turn(res: Resolution) -> Msg:
    t, w = res.final["turn"], res.words
    if t.get("step"):
        return Msg("{player}'s {phase} phase ({step}), turn {turn}", player=t["player"],
                   phase=word(w.phase(t["phase"])), step=word(w.phase(t["step"])),
                   turn=t.get("number", 1))
    return Msg("{player}'s {phase} phase, turn {turn}", player=t["player"],
               phase=word(w.phase(t["phase"])), turn=t.get("number", 1))


def _value(res: Resolution, value: object) -> Msg | str:
    """A board value as a player reads it (Words.value), its words said in the language."""
    said = res.words.value(value)
    return word(said) if value is None or isinstance(value, bool) else said


def _objects(res: Resolution, other: Resolution, scenario: Scenario | None = None
             ) -> list[str]:
    w = res.words
    mine, theirs = res.final["objects"], other.final["objects"]
    if scenario is not None:  # (a card's types are given where an effect changed them only)
        mine, theirs = (_with_types(side, scenario) for side in (mine, theirs))
    out: list[str] = []
    for oid, obj in theirs.items():
        before = mine.get(oid)
        name = other.name(oid)
        if before is None:
            out.append(phrase(Msg("{object} would exist, {where}", object=name,
                                  where=other.place_said(obj["zone"], obj.get("owner")))))
            continue
        changes: list[Msg] = []
        for key in dict.fromkeys([*before, *obj]):
            now, was = obj.get(key), before.get(key)
            if now == was or (key == "card" and now is None):
                continue
            if key == "zone":
                changes.append(_instead(other.place_said(str(now), obj.get("owner")),
                                        res.place_said(str(was), before.get("owner"))))
            elif key == "stats":
                for stat in dict.fromkeys([*(was or {}), *(now or {})]):
                    a, b = (now or {}).get(stat), (was or {}).get(stat)
                    if a != b:  # a stat it has in one ruling only reads "none" in the other
                        changes.append(Msg("{stat} {now} (instead of {was})",
                                           stat=word(w.stat(stat)), now=_value(res, a),
                                           was=_value(res, b)))
            elif key == "types":  # "types resonator (instead of J-ruler)"
                changes.append(Msg("{key} {now} (instead of {was})", key=word(w.key(key)),
                                   now="/".join(map(type_said, now or ())) or _value(res, None),
                                   was="/".join(map(type_said, was or ())) or _value(res, None)))
            elif key == "exhausted":
                changes.append(_instead(word(w.exhausted if now else w.ready),
                                        word(w.exhausted if was else w.ready)))
            else:
                changes.append(Msg("{key} {now} (instead of {was})", key=word(w.key(key)),
                                   now=_value(res, now), was=_value(res, was)))
        if changes:
            out.append(phrase(Msg("{object}: {changes}", object=name,
                                  changes=Items(changes, commas=True))))
    for oid in mine:
        if oid not in theirs:
            out.append(phrase(Msg("{object} would not exist", object=res.name(oid))))
    return out


def _with_types(objects: dict[str, Any], scenario: Scenario) -> dict[str, Any]:
    """Final objects with the types of those whose types no effect changed (their card's)."""
    out = dict(objects)
    for oid, obj in objects.items():
        spec = scenario.cards.get(str(obj.get("card")))
        if "types" not in obj and spec is not None:
            out[oid] = {**obj, "types": list(spec.every_type())}
    return out


def _players(res: Resolution, other: Resolution) -> list[str]:
    w = res.words
    mine, theirs = res.final["players"], other.final["players"]
    out: list[str] = []
    for pid, values in theirs.items():
        before = mine.get(pid, {})
        changes = [Msg("{resource} {now} (instead of {was})", resource=word(w.resource(k)),
                       now=_value(res, values.get(k)), was=_value(res, before.get(k)))
                   for k in dict.fromkeys([*before, *values]) if before.get(k) != values.get(k)]
        if changes:
            out.append(phrase(Msg("{player}: {changes}", player=pid,
                                  changes=Items(changes, commas=True))))
    return out


def _why_not(exc: JudgeError) -> str:
    """Why judge cannot rule on the other reading, said in a sentence: an exit 3 raised while
    resolving has no place in the file (it is the whole file's, line 0), so its location and
    key path (a card-language key such as `move_zone`) would only put the file's words into
    the prose; one located in the file keeps its `file:line:col: key.path:`."""
    from judge.errors import Problem

    problem = getattr(exc, "problem", None)
    if isinstance(problem, Problem) and not problem.line:
        return problem.message
    return str(exc)
