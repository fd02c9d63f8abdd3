"""Property-based tests: scenario files generated from the real ones, valid and mutated.

Claims: loading and resolving never raise anything but judge's own errors; every input problem
is located; the CLI never shows a traceback (exit 0, 2 or 3, never 4); the invariants hold after
every step of random resolutions in every game; the same input gives byte-identical JSON.
"""

from __future__ import annotations

import copy
import json
import tempfile
from pathlib import Path
from typing import Any

import yaml
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from judge.app import load_scenario_text, resolve
from judge.cli.main import cli
from judge.errors import InputError, UnsupportedMechanic
from judge.games import find_game, game_id
from judge.scenario.yamlsafe import load_file

from ..conftest import SCENARIOS
from .invariants import InvariantChecker

SEED_FILES = sorted(p for p in SCENARIOS.rglob("*.yaml"))
SEEDS: list[tuple[Path, dict[str, Any]]] = []
for _p in SEED_FILES:
    _data = load_file(_p).data
    if isinstance(_data, dict) and game_id(str(_data.get("game", ""))):
        SEEDS.append((_p, _data))
TEXTS = [p.read_text(encoding="utf-8") for p in SEED_FILES]


def card_abilities(data: dict[str, Any], card: str) -> list[str]:
    raw = (data.get("cards") or {}).get(card)
    if raw is None:
        raw = find_game(str(data["game"])).data.cards.get(card) or {}
    return [str(a.get("name")) for a in raw.get("abilities", []) if isinstance(a, dict)]


@st.composite
def random_actions(draw: st.DrawFn) -> tuple[Path, dict[str, Any]]:
    """A real scenario with its expectation removed and a random sequence of actions."""
    path, original = draw(st.sampled_from(SEEDS))
    data = copy.deepcopy(original)
    data.pop("expect", None)
    game = find_game(str(data["game"]))
    players = [str(p) for p in data["players"]]
    objects = {str(o["id"]): o for o in data.get("objects", []) if isinstance(o, dict)}
    stack_key = next((k for k in ("stack", "register", "chase", "chain") if k in data), None)
    items = [str(i["id"]) for i in data.get(stack_key or "stack", []) or []]
    ids = list(objects) + items
    any_id = st.sampled_from(ids or players)
    actions: list[dict[str, Any]] = []
    for _ in range(draw(st.integers(0, 6))):
        verb = draw(st.sampled_from(["pass", "pass", "play", "activate", *game.verbs]))
        action: dict[str, Any] = {"by": draw(st.sampled_from(players)), "do": verb}
        if verb == "play" and objects:
            action["card"] = draw(st.sampled_from(list(objects)))
            action["targets"] = draw(st.lists(st.sampled_from(ids + players), max_size=2))
        elif verb == "activate" and objects:
            oid = draw(st.sampled_from(list(objects)))
            names = card_abilities(data, str(objects[oid]["card"])) or ["Nothing"]
            action.update(object=oid, ability=draw(st.sampled_from(names)),
                          targets=draw(st.lists(st.sampled_from(ids + players), max_size=2)))
        elif verb in game.verbs:
            for name, spec in game.verbs[verb].args.items():
                if not spec.required and draw(st.booleans()):
                    continue
                if spec.kind in ("object", "target", "item"):
                    action[name] = draw(any_id)
                elif spec.kind in ("objects", "targets"):
                    action[name] = draw(st.lists(any_id, min_size=1, max_size=2, unique=True))
                elif spec.kind == "player":
                    action[name] = draw(st.sampled_from(players))
                elif spec.kind == "int":
                    action[name] = draw(st.integers(0, 5))
                elif spec.kind == "bool":
                    action[name] = draw(st.booleans())
                elif spec.kind == "assign" and ids:
                    action[name] = [{"from": draw(any_id), "to": draw(any_id),
                                     "amount": draw(st.integers(0, 4))}]
                elif spec.kind == "map":
                    action[name] = {}
                elif spec.kind == "list":
                    action[name] = []
                elif spec.kind == "str":
                    action[name] = draw(st.sampled_from(["a", "main", "base"]))
        actions.append(action)
    data["actions"] = actions
    data["then"] = draw(st.sampled_from(["resolve", "stop", "next_phase", "end_of_turn"]))
    return path, data


@given(random_actions())
def test_random_actions_keep_every_invariant_and_are_deterministic(
        case: tuple[Path, dict[str, Any]]) -> None:
    path, data = case
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    try:
        scenario = load_scenario_text(text, path.name)
    except (InputError, UnsupportedMechanic):
        return  # a random argument the game's own validation refuses: fine, and located
    checker = InvariantChecker()
    first = resolve(scenario, observer=checker)
    second = resolve(load_scenario_text(text, path.name))
    assert json.dumps(first.to_json()) == json.dumps(second.to_json())
    for rejection in first.rejected:
        index, citations = rejection.action, rejection.citations
        assert citations, f"rejected action {index} cites no rule"


JUNK = ["", " ", "-", ": x", "{", "[", "]", "}", "&a", "*a", "!!python/object:os.system",
        "!!binary AAAA", "<<: *a", "~", "null", "yes", "-1", "99999999999999999999", "1e309",
        "'", '"', "\t", "é", "ทิ้ง", "$9", "self", "???", "0x1F", "- {id: x}", "game: riftbound",
        "\\u0000", "%YAML 1.1", "---", "...", "#", "|", ">"]


@st.composite
def mutated_text(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(TEXTS)).splitlines()
    for _ in range(draw(st.integers(1, 4))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(["delete", "duplicate", "junk", "replace", "indent",
                                   "truncate", "swap"]))
        if op == "delete":
            del lines[i]
        elif op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "junk":
            pos = draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:pos] + draw(st.sampled_from(JUNK)) + lines[i][pos:]
        elif op == "replace":
            words = lines[i].split()
            if words:
                words[draw(st.integers(0, len(words) - 1))] = draw(st.sampled_from(JUNK))
                lines[i] = " ".join(words)
        elif op == "indent":
            lines[i] = " " * draw(st.integers(0, 6)) + lines[i].lstrip()
        elif op == "truncate":
            lines[i] = lines[i][:draw(st.integers(0, len(lines[i])))]
        else:
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines) + "\n"


@given(mutated_text())
def test_mutated_files_fail_only_with_located_judge_errors(text: str) -> None:
    try:
        scenario = load_scenario_text(text, "mutated.yaml")
    except InputError as exc:
        assert exc.problems
        for p in exc.problems:
            assert p.file == "mutated.yaml" and p.message
            assert p.line >= 1 and p.col >= 1, f"no location: {p}"
        return
    except UnsupportedMechanic as exc:
        assert exc.problem.message
        return
    resolve(scenario, observer=InvariantChecker())


@given(mutated_text())
def test_the_cli_never_shows_a_traceback(text: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "s.yaml"
        path.write_text(text, encoding="utf-8")
        result = CliRunner().invoke(cli, ["resolve", str(path), "--json"])
    assert result.exit_code in (0, 2, 3), (result.exit_code, result.output[-500:])
    assert "Traceback" not in result.output
    if result.exit_code == 0:
        json.loads(result.stdout)
    else:
        assert result.stdout == ""
        assert result.stderr.strip()
