"""The card language's examples in docs/scenario-format.md are real: each one loads and rules.

Between the markers `<!-- examples: start -->` and `<!-- examples: end -->` every ```yaml block
is run. The first is the board the others start from (a complete scenario). Then:

- a list is an effect list: the effect of an action card `Example` with one target (a follower)
  that alice has on the stack targeting `knight`; it must resolve;
- a mapping with `game:` is a complete scenario;
- any other mapping is added to the board: `cards` and `players` entries are added (or
  replaced by name), `objects` are appended, every other key is set.

An example that carries `expect:` must match it. A ```text block right after an example lists
what its steps must say, one step summary (or a part of one) a line, in order (several
lines may be parts of one step). The tables of
the same sections must name exactly what the code declares, so a new effect kind, argument,
quantity, condition or filter key cannot go undocumented.
"""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest
import yaml

from judge.app import load_scenario_text, resolve
from judge.engine.conditions import COMPARATORS, CONDITIONS, QUANTITIES
from judge.engine.effects import CORE_EFFECTS
from judge.engine.expect import mismatches
from judge.engine.replacements import Replace
from judge.engine.resolution import Resolution
from judge.engine.restrictions import ACTIONS, Forbid
from judge.errors import InputError, UnsupportedMechanic
from judge.games import GAMES, find_game
from judge.model.effects import declared_args
from judge.scenario.args import FILTER_ARGS
from judge.scenario.cards import INSTRUCTION_KEYS

from .conftest import ROOT

DOC = ROOT / "docs" / "scenario-format.md"
START, END = "<!-- examples: start -->", "<!-- examples: end -->"
BLOCK = re.compile(r"^```(yaml|text)\n(.*?)^```\n", re.S | re.M)


class Example:
    def __init__(self, line: int, text: str) -> None:
        self.line = line  # where the block starts in the document
        self.text = text
        self.says: list[str] = []  # the step summaries a following ```text block lists

    def __repr__(self) -> str:
        return f"scenario-format.md:{self.line}"


def part() -> tuple[str, int]:
    """The documented part holding the examples, and the line it starts on."""
    text = DOC.read_text(encoding="utf-8")
    assert text.count(START) == 1 and text.count(END) == 1, "the example markers are missing"
    start, end = text.index(START), text.index(END)
    return text[start:end], text[:start].count("\n") + 1


def examples() -> list[Example]:
    body, first_line = part()
    out: list[Example] = []
    last_end = -1
    for m in BLOCK.finditer(body):
        line = first_line + body[:m.start()].count("\n")
        if m.group(1) == "yaml":
            out.append(Example(line, m.group(2)))
        else:
            assert out and body[last_end:m.start()].strip() == "", \
                f"scenario-format.md:{line}: a ```text block must follow a ```yaml example"
            out[-1].says = [s.strip() for s in m.group(2).splitlines() if s.strip()]
        last_end = m.end()
    return out


EXAMPLES = examples()
BOARD = yaml.safe_load(EXAMPLES[0].text)


def scenario_text(example: Any, board: dict[str, Any]) -> str:
    """The complete scenario an example stands for (see the module docstring)."""
    if isinstance(example, list):
        example = {
            "cards": {"Example": {"type": "action", "targets": [{"type": "follower"}],
                                  "effect": example}},
            "stack": [{"id": "example", "card": "Example", "controller": "alice",
                       "targets": ["knight"]}],
        }
    assert isinstance(example, dict), "an example is an effect list or a mapping"
    if "game" in example:
        return yaml.safe_dump(example, sort_keys=False)
    merged = copy.deepcopy(board)
    for key, value in example.items():
        if key in ("cards", "players"):
            merged.setdefault(key, {}).update(value)
        elif key == "objects":
            merged.setdefault(key, []).extend(value)
        else:
            merged[key] = value
    return yaml.safe_dump(merged, sort_keys=False)


def rule(example: Example) -> tuple[Resolution, list[str]]:
    """Load and resolve an example; what is wrong with it (empty: nothing)."""
    data = yaml.safe_load(example.text)
    text = scenario_text(data, BOARD)
    try:
        scenario = load_scenario_text(text, repr(example))
    except InputError as exc:
        pytest.fail(f"{example!r} does not load:\n" + "\n".join(str(p) for p in exc.problems)
                    + "\n--- as run:\n" + text)
    except UnsupportedMechanic as exc:
        pytest.fail(f"{example!r}: judge cannot rule on it: {exc.problem}")
    res = resolve(scenario, keep_initial=False)
    problems = []
    if scenario.expect is not None:
        game = find_game(scenario.game)
        problems += mismatches(scenario.expect, res,
                               lambda want, r: game.report.check_expect_extra(want, r.final))
    if isinstance(data, list) and "example" not in res.resolved:
        problems.append("the Example card did not resolve")
    if res.truncated:
        problems.append("the ruling was cut short")
    summaries = [s.summary for s in res.steps]
    at = 0
    for said in example.says:
        found = next((i for i in range(at, len(summaries)) if said in summaries[i]), None)
        if found is None:
            problems.append(f"no step (from step {at + 1} on) says {said!r}; the steps say:\n  "
                            + "\n  ".join(summaries))
        else:
            at = found  # the next line may be said by the same step or a later one
    return res, problems


@pytest.mark.parametrize("example", EXAMPLES[1:], ids=repr)
def test_each_example_loads_and_rules_as_documented(example: Example) -> None:
    _, problems = rule(example)
    assert not problems, f"{example!r}: " + "\n".join(problems)


def test_the_board_is_a_complete_scenario_and_there_are_many_examples() -> None:
    assert BOARD["game"] and "objects" in BOARD
    assert len(EXAMPLES) > 40


def test_a_broken_example_fails() -> None:
    """The harness itself: an example with a typo, or one whose expectation is wrong, fails."""
    with pytest.raises(pytest.fail.Exception, match="does not load"):
        rule(Example(0, "- damage: {target: $1, amount: 2}\n  if: {turn: mine}\n"))
    _, problems = rule(Example(0, "cards: {}\nexpect: {objects: {knight: {damage: 9}}}\n"))
    assert problems
    wrong = Example(0, "- draw: {count: 1}\n")
    wrong.says = ["alice draws 7 cards"]
    _, problems = rule(wrong)
    assert problems


# ----- the tables name what the code declares ----------------------------------------------------
def table_after(title: str) -> list[list[str]]:
    """The rows (cells) of the first table after the line containing `title`."""
    body, _ = part()
    rest = body[body.index(title):]
    rows = []
    for line in rest.splitlines()[1:]:
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not set("".join(cells)) <= set("-: "):
                rows.append(cells)
        elif rows:
            break
    return rows[1:]  # without the header


def names(cell: str) -> list[str]:
    return re.findall(r"`([^`]+)`", cell)


def first_names(title: str) -> set[str]:
    return {n.split(":")[0] for row in table_after(title) for n in names(row[0])}


def test_the_effect_table_lists_every_kind_and_argument() -> None:
    written = {k: d for k, d in CORE_EFFECTS.items() if not d.internal}
    rows = {names(row[0])[0]: set(names(row[1])) for row in table_after("Effect kinds and their")}
    assert set(rows) == set(written)
    for kind, decl in written.items():
        # The argument that takes every other key (gain's and pay's resources) is written by
        # the resources' names: the table calls it `<resource>`.
        want = {"<resource>" if a == decl.rest else a for a in decl.args}
        assert rows[kind] == want, kind


def test_the_instruction_quantity_condition_and_filter_tables_are_complete() -> None:
    assert first_names("Instruction keys") == set(INSTRUCTION_KEYS)
    assert first_names("Quantity kinds") == set(QUANTITIES)
    assert first_names("Condition kinds") == set(CONDITIONS)
    comparators = {n for row in table_after("Condition kinds") for n in names(row[1])}
    assert set(COMPARATORS) <= comparators
    assert first_names("Filter keys") == set(FILTER_ARGS)


def test_the_replace_and_forbid_tables_are_complete() -> None:
    assert first_names("Arguments of `replace`") == set(declared_args(Replace))
    assert first_names("Arguments of `forbid`") == set(declared_args(Forbid))
    # The core's actions and every action a built-in game adds to its `forbid` (Force of Will's
    # judgment ..., Riftbound's move).
    games = {a for g in GAMES
             for a in find_game(g).written_effects["forbid"].args["action"].choices}
    assert first_names("Actions a `forbid` names") == set(ACTIONS) | games
