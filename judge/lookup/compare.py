"""`judge explain FILE --compare`: the ruling beside every house-policy and edition variant of it,
as a table of what differs.

The variants are the other options of each house policy the ruling depended on (a policy the
resolution never consulted cannot change it) and the rulebook's other editions; each is the
scenario re-resolved as if the file said it (the same as `--policy` / `--edition`), so every cell
is read from a trace, never guessed. Only what differs from the ruling as given is listed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.engine.resolution import Resolution
from judge.model.scenario import Scenario
from judge.msg import Msg, phrase, word
from judge.record import replace


@dataclass(eq=False)
class Variant:
    label: str  # `VW HP.7 state_checks.timing=after-register`, `edition v1.3`
    switch: str  # the what-if switch that gives it: `--policy state_checks.timing=...`
    scenario: Scenario = field(repr=False)
    res: Resolution | None = None
    error: str | None = None


@dataclass
class Comparison:
    title: str
    file: str
    base: str  # how the ruling as given is ruled: its edition and policies
    variants: list[Variant]
    aspects: list[str]  # what differs somewhere, in order
    cells: list[list[str]]  # per aspect: the base's value, then each variant's
    same: list[Variant] = field(default_factory=list)  # variants that change nothing

    @property
    def differing(self) -> list[Variant]:
        return [v for v in self.variants if v not in self.same and v.error is None]

    def to_json(self) -> dict[str, Any]:
        shown = self.differing
        return {
            "schema": "judge.compare/1", "title": self.title, "file": self.file,
            "as_given": self.base,
            "variants": [{"label": v.label, "switch": v.switch,
                          "same": v in self.same, "error": v.error} for v in self.variants],
            "differences": [{"aspect": a, "as_given": row[0],
                             "variants": dict(zip([v.label for v in shown], row[1:],
                                                  strict=True))}
                            for a, row in zip(self.aspects, self.cells, strict=True)],
        }


def compare(scenario: Scenario, res: Resolution) -> Comparison:
    """Re-resolve `scenario` with each other option of each policy `res` depended on, and under
    each other edition of its rulebook; tabulate what ends differently."""
    from judge.app import resolve
    from judge.errors import JudgeError
    from judge.games import find_game

    game = find_game(res.game)
    variants: list[Variant] = []
    for key, current in res.policies.items():
        for option, _ in game.data.policies[key].options:
            if option != current:
                changed = replace(scenario, policies={**scenario.policies, key: option})
                variants.append(Variant(f"{res.policy_ids[key]} {key}={option}",
                                        f"--policy {key}={option}", changed))
    for edition in game.data.editions:
        if edition != res.edition:
            variants.append(Variant(phrase(Msg("edition {edition}", edition=edition)),
                                    f"--edition {edition}",
                                    replace(scenario, edition=edition)))
    for v in variants:
        try:
            v.res = resolve(v.scenario, check_decisions=False)
        except JudgeError as exc:  # the other reading may need what is not implemented yet
            v.error = " ".join(str(exc).split())
    policies = ", ".join(f"{res.policy_ids[k]} {k}={o}" for k, o in res.policies.items())
    base = phrase(Msg("edition {edition}; {policies}", edition=res.edition, policies=policies)
                  if policies else Msg("edition {edition}", edition=res.edition))
    table = [(v, outcome(v.res)) for v in variants if v.res is not None]
    mine = outcome(res)
    same = [v for v, o in table if o == mine]
    shown = [(v, o) for v, o in table if o != mine]
    aspects = [a for a in _keys(mine, *(o for _, o in shown))
               if any(o.get(a) != mine.get(a) for _, o in shown)]
    cells = [[mine.get(a, "-"), *(o.get(a, "-") for _, o in shown)] for a in aspects]
    return Comparison(res.title, res.file, base, variants, aspects, cells, same)


def _keys(*outcomes: dict[str, str]) -> list[str]:
    seen: dict[str, None] = {}
    for o in outcomes:
        for k in o:
            seen.setdefault(k, None)
    return list(seen)


def outcome(res: Resolution | None) -> dict[str, str]:
    """How a ruling ends, aspect by aspect, in words a table cell can hold."""
    if res is None:
        return {}
    # Each aspect and value is a phrase (text carrying its message, judge/msg.py): compared and
    # written to JSON as text, said in the reader's language by the renderers.
    out: dict[str, str] = {
        phrase(Msg("resolved")): _ids(res.resolved),
        phrase(Msg("did not resolve")): _ids(f.item for f in res.fizzled),
        phrase(Msg("rejected actions")): _ids(str(r.action) for r in res.rejected),
        phrase(Msg("left {where}", where=res.words.on_stack_said())): _ids(res.final["stack"]),
        phrase(Msg("priority")): str(res.final.get("priority") or "") or NONE,
        phrase(Msg("the game")): phrase(
            Msg("{player} wins", player=str(res.winner)) if res.outcome == "win" else
            Msg("a draw") if res.outcome == "draw" else Msg("goes on")),
    }
    for pid, values in res.final["players"].items():
        for k, v in values.items():
            out[phrase(Msg("{player}: {key}", player=pid, key=word(k)))] = _text(v)
    for oid, obj in res.final["objects"].items():
        for k in ("zone", "controller", "damage", "exhausted"):
            if k in obj:
                out[phrase(Msg("{object}: {key}", object=oid, key=word(k)))] = _text(obj[k])
        for stat, value in (obj.get("stats") or {}).items():
            out[phrase(Msg("{object}: {key}", object=oid, key=word(stat)))] = _text(value)
    for k, v in (res.final.get("game") or {}).items():
        out[phrase(Msg("game: {key}", key=word(k)))] = _text(v)
    return out


NONE = phrase(Msg("none"))


def _ids(ids: Any) -> str:
    items = [str(i) for i in ids]
    return ", ".join(items) if items else NONE


def _text(value: object) -> str:
    if value is None:
        return NONE
    if isinstance(value, bool):
        return phrase(Msg("yes")) if value else phrase(Msg("no"))
    if isinstance(value, dict):
        return ", ".join(f"{k} {_text(v)}" for k, v in value.items()) or NONE
    if isinstance(value, (list, tuple)):
        return "; ".join(_text(v) for v in value) or NONE
    return str(value)
