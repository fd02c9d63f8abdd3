"""Running one scenario file against its `expect:` (shared by `judge test` and pytest)."""

from __future__ import annotations

# Imported once here, not in run_file: a `from module import name` in a function pays a failed
# look-up of the module's `__path__` at every call, and `judge test` calls it for every file.
from judge.app import cites_problems, load_scenario, resolve
from judge.engine.expect import mismatches
from judge.errors import InputError, UnsupportedMechanic
from judge.games import find_game
from judge.record import dataclass, field
from judge.scenario.load import NotAScenario

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.resolution import Resolution
    from judge.model.scenario import Scenario
    from judge.scenario.whatif import WhatIf


@dataclass
class Outcome:
    path: str
    status: str  # pass | fail | error | skip | unsupported
    messages: list[str] = field(default_factory=list)
    game: str = ""  # the scenario's game, once the file is read as one

    def line(self) -> str:
        label = {"pass": "PASS", "fail": "FAIL", "error": "ERROR", "skip": "SKIP",
                 "unsupported": "CANNOT RULE"}[self.status]
        detail = "; ".join(self.messages)
        return f"{label} {self.path}" + (f": {detail}" if detail else "")


def run_file(path: str, what_if: WhatIf | None = None) -> Outcome:
    """Load, resolve and compare one file (`what_if`: switches written into it first)."""
    try:
        scenario = load_scenario(path, what_if)
    except NotAScenario:
        return Outcome(path, "skip", ["a card pool (`judge check` checks it)"])
    except InputError as exc:
        return Outcome(path, "error", [str(p) for p in exc.problems])
    except UnsupportedMechanic as exc:
        return Outcome(path, "unsupported", [str(exc.problem)])
    gid = scenario.game
    if scenario.expect is None:
        return Outcome(path, "skip", ["no expect:"], gid)
    bad_cites = cites_problems(scenario)
    if bad_cites:
        return Outcome(path, "error", [str(p) for p in bad_cites], gid)
    try:
        # The final board of the objects `expect:` names: the others' entries (their stats,
        # traits and marks worked out) are for the views that show the whole board.
        res = resolve(scenario, keep_initial=False, answer=False,
                      final_objects=frozenset(scenario.expect.objects or ()))
        out = compared(path, scenario, res)
        if out.status == "fail" and any(m.startswith("cites:") for m in out.messages):
            # A rule the answer's lead cites is cited by the ruling too (Resolution.citations:
            # `judge resolve` lists it): the answer is worked out here only, where a cite is
            # missing without it, so `judge test` and `judge resolve` agree (with the whole
            # final board, as `judge resolve` has it: a "which of Bob's Followers ...?" answer
            # reads every card of the type, not only those `expect:` names)
            res = resolve(scenario, keep_initial=False)
            out = compared(path, scenario, res)
    except InputError as exc:  # a decision the resolution never asked for
        return Outcome(path, "error", [str(p) for p in exc.problems], gid)
    except UnsupportedMechanic as exc:  # met while resolving (a rule the edition lacks)
        return Outcome(path, "unsupported", [str(exc.problem)], gid)
    return out


def compared(path: str, scenario: Scenario, res: Resolution) -> Outcome:
    """The ruling compared with the file's `expect:` (which it has)."""
    assert scenario.expect is not None
    game = find_game(scenario.game)
    problems = mismatches(scenario.expect, res,
                          lambda want, r: game.report.check_expect_extra(want, r.final),
                          lambda name: list(scenario.cards[name].every_type())
                          if name in scenario.cards else [])
    return Outcome(path, "fail" if problems else "pass", problems, scenario.game)


def expected_outcome(path: str, scenario: Scenario, res: Resolution) -> Outcome:
    """run_file's outcome for a file another command loaded and resolved (every object of the
    final board given, `decisions:` not checked by the resolution): the same checks in the
    same order, on that resolution."""
    from judge.scenario.decisions import unused_decisions

    if scenario.expect is None:
        return Outcome(path, "skip", ["no expect:"], scenario.game)
    bad = cites_problems(scenario) or unused_decisions(scenario, res)
    if bad:
        return Outcome(path, "error", [str(p) for p in bad], scenario.game)
    return compared(path, scenario, res)
