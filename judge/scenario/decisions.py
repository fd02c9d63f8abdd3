"""Decisions a resolution never asked for (docs/scenario-format.md, section 8).

`decisions:` is keyed by ids of things that come up on the way (a trigger's item id) and by names
a game asks about (`replacements`, `hand_size`). Which of them come up is known only once the
scenario is resolved, so the resolver records every decision it asks for (Core.decision) and this
check, run after the resolution, reports each entry nothing asked for: it changed nothing, and a
file that says something judge ignores must not pass for a ruling on it.

A resolution cut short (`--steps N`, a safety limit) never reached what might have asked, so it is
not checked. `then: stop` is the file's own end: an entry for what would come after it is reported
(the message says why).
"""

from __future__ import annotations

from judge.engine.resolution import Resolution
from judge.errors import Problem
from judge.model.scenario import Scenario
from judge.scenario.check import nearest
from judge.scenario.yamlsafe import Path_, format_path

#: Why an item that came up never asked for a part of its decision.
WHY_NOT_ASKED = {
    "targets": "its targets were never chosen (it has none, or it did not go on the stack)",
    "decline": "it was never up to its controller to decline it (only a trigger with "
               "`optional: true`, or one of a card in a hidden zone where the game lets its "
               "player decline it, as its docs say, may be declined)",
    "order": "nothing ever had to be put in order",
}


def unused_decisions(scenario: Scenario, res: Resolution) -> list[Problem]:
    """One located problem for each `decisions:` entry (an id, or a part of one: `targets`,
    `decline`, `order`, each name under `choices`) that the resolution never asked for."""
    if not scenario.decisions or res.cut_short:
        return []
    asked = res.decisions_asked
    keys = {path[0] for path in asked}
    out: list[Problem] = []
    for key, entry in scenario.decisions.items():
        if key not in keys:
            out.append(_problem(scenario, ("decisions", key), _never_came_up(scenario, key, keys)))
            continue
        for part, value in entry.items():
            if part in ("choices", "again") and isinstance(value, dict):
                for label in value:
                    if (key, part, str(label)) not in asked:
                        out.append(_problem(scenario, ("decisions", key, part, str(label)),
                                            f"never used: {key} came up, but "
                                            f"{_why_no_choice(str(label))}"))
            elif (key, part) not in asked:
                why = ("no optional replacement (\"you may ... instead\") ever could apply"
                       if (key, part) == ("replacements", "decline") else
                       WHY_NOT_ASKED.get(part, f"nothing asked it for `{part}`"))
                out.append(_problem(scenario, ("decisions", key, part),
                                    f"never used: {key} came up, but {why}"))
            elif part == "decline" and key != "replacements" and isinstance(value, tuple):
                for j, n in enumerate(value):  # a hidden card's times (FOW 906.6b)
                    if (key, "decline", str(n)) not in asked:
                        out.append(_problem(scenario, ("decisions", key, "decline", j),
                                            f"never used: {key}'s condition was not met a "
                                            f"{_nth(n)} time, so nothing was declined there"))
            elif part == "decline" and isinstance(value, (tuple, dict)):
                for i, oid in enumerate(value):
                    if (key, "decline", str(oid)) not in asked:
                        out.append(_problem(scenario, ("decisions", key, "decline",
                                                       i if isinstance(value, tuple) else oid),
                                            f"never used: {oid} was never an optional "
                                            "replacement that could apply"))
                    elif isinstance(value, dict):
                        out += _events_never_came(scenario, key, str(oid), value[oid], asked)
            elif part == "order" and isinstance(value, tuple):
                for i, oid in enumerate(value):
                    if (key, "order", str(oid)) not in asked:
                        out.append(_problem(scenario, ("decisions", key, "order", i),
                                            f"never used: {oid} was never among the things "
                                            f"ordered or chosen for {key}"))
    return out


def _nth(n: object) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th" (English: these problems are judge's own words)."""
    k = int(n) if isinstance(n, int) else 0
    suffix = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{suffix}"


def _events_never_came(scenario: Scenario, key: str, oid: str, events: object,
                       asked: frozenset[tuple[str, ...]]) -> list[Problem]:
    """`decline: {maker: [n, ...]}`: each n-th event named that never came (the replacement
    could apply to fewer events): declining it changed nothing (RB 371.2.a)."""
    out: list[Problem] = []
    for j, n in enumerate(events if isinstance(events, (tuple, list)) else ()):
        if (key, "decline", oid, str(n)) not in asked:
            out.append(_problem(scenario, ("decisions", key, "decline", oid, j),
                                f"never used: {oid} never could apply to an event number {n} "
                                "(it could to fewer), so nothing was declined there"))
    return out


def _never_came_up(scenario: Scenario, key: str, keys: set[str]) -> str:
    message = f"never used: nothing in this resolution asked for a decision about {key!r}"
    hint = nearest(key, keys)
    if hint is not None:
        message += f" (did you mean {hint!r}?)"
    elif keys:
        message += f"; it asked about {', '.join(repr(k) for k in sorted(keys))}"
    if scenario.then == "stop":
        message += ("; with `then: stop` the resolution ends once the actions and what they "
                    "cause at once are done, so nothing that would come later comes up")
    return message


def _why_no_choice(label: str) -> str:
    if label == "mode":
        return "it has no modes to choose from"
    return (f"no \"you may\" instruction of it labelled {label!r} was carried out (a choice "
            "names `mode`, or the `as:` label of an instruction with `optional: true`)")


def _problem(scenario: Scenario, path: Path_, message: str) -> Problem:
    marks = scenario.marks
    line, col = (marks.nearest(path) if marks is not None else None) or (0, 0)
    return Problem(scenario.file, line, col, format_path(path), message)
