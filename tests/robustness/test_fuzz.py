"""Property-based tests: scenario files generated from the real ones, valid and mutated.

Claims: loading and resolving never raise anything but judge's own errors; every input problem
is located; the CLI never shows a traceback (exit 0, 2 or 3, never 4) and every exit-2 line is
`file:line:col: ...`; the invariants hold after every step of random resolutions in every game;
the same input gives byte-identical JSON; no renderer prints a control character from a file;
any question a judge writes gets a ruling, the same one twice.

Mutations: lines deleted, duplicated, swapped, re-indented, cut; junk inserted (YAML syntax,
explicit tags with bad literals, tags on collections, numbers too long to convert or print,
terminal escapes, Rich markup, Mermaid syntax, bidirectional controls); values swapped for
values of another type; bytes that are not UTF-8. Set FUZZ_REPORT=path to count exit codes.
"""

from __future__ import annotations

import copy
import json
import os
import re
import resource
import tempfile
import time
from functools import cache
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.app import load_scenario_text, resolve
from judge.cli.main import cli
from judge.errors import InputError, UnsupportedMechanic
from judge.games import find_game, game_id
from judge.scenario.yamlsafe import load_file

from ..conftest import SCENARIOS
from ..helpers import yaml_text
from .invariants import InvariantChecker, untimed

SEED_FILES = sorted(p for p in SCENARIOS.rglob("*.yaml"))


@cache
def seeds() -> list[tuple[Path, dict[str, Any]]]:
    """Every bundled scenario of a known game, read once, when a test first draws one: read as
    the module was imported, both test processes read them all (~0.3 s CPU each) while
    collecting, and only the one running this module draws them."""
    out = []
    for p in SEED_FILES:
        data = load_file(p).data
        if isinstance(data, dict) and game_id(str(data.get("game", ""))):
            out.append((p, data))
    return out


@cache
def texts() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in SEED_FILES]


def card_abilities(data: dict[str, Any], card: str) -> list[str]:
    raw = (data.get("cards") or {}).get(card)
    if raw is None:
        raw = find_game(str(data["game"])).data.cards.get(card) or {}
    return [str(a.get("name")) for a in raw.get("abilities", []) if isinstance(a, dict)]


@st.composite
def random_actions(draw: st.DrawFn) -> tuple[Path, dict[str, Any]]:
    """A real scenario with its expectation removed and a random sequence of actions."""
    path, original = draw(st.sampled_from(seeds()))
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
    text = yaml_text(data, allow_unicode=True)
    try:
        scenario = load_scenario_text(text, path.name)
    except (InputError, UnsupportedMechanic):
        return  # a random argument the game's own validation refuses: fine, and located
    checker = InvariantChecker()
    try:
        first = resolve(scenario, observer=checker, limits=untimed(scenario))
    except UnsupportedMechanic as exc:  # random targets led to a mechanic judge does not model
        assert exc.problem.message  # (e.g. a `$n` moved by the item's own earlier instruction)
        return
    except InputError as exc:  # random actions took the game where a decision never came up,
        # or where one judge may not guess is missing (e.g. which opponent, with several), or
        # named as an object an id nothing made by the time the action is taken (a stack
        # item's id as an attacker: Actions.check_ids_made, exit 2 at the id)
        assert exc.problems and all(p.line >= 1 and p.col >= 1 and (
            "never used" in p.message or p.path.startswith("decisions.") or (
                p.path.startswith("actions[") and "nothing made on the way" in p.message))
            for p in exc.problems), exc.problems
        return
    again = load_scenario_text(text, path.name)
    second = resolve(again, limits=untimed(again))
    assert json.dumps(first.to_json()) == json.dumps(second.to_json())
    for rejection in first.rejected:
        index, citations = rejection.action, rejection.citations
        assert citations, f"rejected action {index} cites no rule"


JUNK = ["", " ", "-", ": x", "{", "[", "]", "}", "&a", "*a", "!!python/object:os.system",
        "!!binary AAAA", "<<: *a", "~", "null", "yes", "-1", "99999999999999999999", "1e309",
        "'", '"', "\t", "é", "ทิ้ง", "$9", "self", "???", "0x1F", "- {id: x}", "game: riftbound",
        "\\u0000", "%YAML 1.1", "---", "...", "#", "|", ">",
        # explicit tags, good and bad literals, on scalars and collections
        "!!int abc", "!!float abc", "!!bool maybe", "!!null x", "!!int 7", "!!str", "!!map",
        "!!seq", "!!str {a: 1}", "!!map [1]", "!!set {a}", "!!omap [a: 1]", "!custom", "!",
        "!!timestamp x", "!!int 0x" + "f" * 60,
        # numbers out of range or too long to convert or print
        "9" * 5000, "0x" + "f" * 4000, "-" + "9" * 13, "1000000000001", "0b" + "1" * 50, ".inf",
        ".nan", "1_000", "0o17", "1:20",
        # what a file could smuggle to a terminal or a page
        "\x1b[2J", "\x1b]0;t\x07", "\x1b]8;;http://x\x1b\\", "\x07", "\x00", "\x7f", "\x85",
        "\x9b", "\u202e", "\u2028", "\ufeff", "[/b]", "[link=http://x]y[/link]", "[bold]",
        "`x", "%% c", "#quot;", '"\\e[31m"', '"\\x07"', '"\\ud800"', "<script>", "&amp;"]
#: Values of every type, to put where another type is expected.
VALUES = ["[]", "{}", "[a, b]", "{a: 1}", "0", "-7", "4.5", "true", "null", "''", "x", "[[1]]",
          "{a: {b: [c]}}", "9999999999999", "'1'"]


@st.composite
def mutated_text(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(texts())).splitlines()
    for _ in range(draw(st.integers(1, 4))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(["delete", "duplicate", "junk", "replace", "indent",
                                   "truncate", "swap", "typeswap", "typeswap"]))
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
        elif op == "typeswap":  # the value of a key, or of a flow entry, of another type
            found = [m.end() for m in re.finditer(r": ", lines[i])]
            if found:
                at = draw(st.sampled_from(found))
                rest = lines[i][at:]
                end = next((k for k, ch in enumerate(rest) if ch in ",}]"), len(rest))
                lines[i] = lines[i][:at] + draw(st.sampled_from(VALUES)) + rest[end:]
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
    try:
        resolve(scenario, observer=InvariantChecker())
    except InputError as exc:  # a decision the mutated file no longer reaches: located too
        assert exc.problems
        for p in exc.problems:
            assert p.file == "mutated.yaml" and p.line >= 1 and p.col >= 1, f"no location: {p}"
    except UnsupportedMechanic as exc:  # met as it resolves (a choice the rules leave to a
        assert exc.problem.message  # player, no decision for it): exit 3 naming it, as at load


LOCATED = re.compile(r"^.+:\d+:\d+: \S")
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def hunting() -> Path | None:
    """FUZZ_REPORT=path: a hunt. Internal errors and unlocated lines are recorded there (with
    the input that caused them, under path + '.cases/') instead of stopping the run, so one
    deep run counts and groups them all (see docs: the deep fuzz run)."""
    where = os.environ.get("FUZZ_REPORT")
    return Path(where) if where else None


def record(code: int, data: bytes, problem: str = "", where: str = "",
           seconds: float = 0.0, located: int = 0) -> None:
    """Count one case of a hunt by its exit code; keep the slowest case's time and input and the
    hunting process's peak memory, the worst case the report states."""
    path = hunting()
    if path is None:
        return
    found = json.loads(path.read_text()) if path.exists() else {"exit": {}, "causes": {}}
    found["exit"][str(code)] = found["exit"].get(str(code), 0) + 1
    found["located_lines"] = found.get("located_lines", 0) + located
    found["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    if seconds > found.get("slowest_seconds", 0.0):
        found["slowest_seconds"] = round(seconds, 3)
        slowest = path.with_name(path.name + ".slowest.yaml")
        slowest.write_bytes(data)
        found["slowest_input"] = str(slowest)
    if problem:
        cause = found["causes"].setdefault(where, {"count": 0, "problem": problem})
        cause["count"] += 1
        if cause["count"] == 1:
            cases = path.with_name(path.name + ".cases")
            cases.mkdir(exist_ok=True)
            name = re.sub(r"\W+", "_", where)[-80:] + ".yaml"
            (cases / name).write_bytes(data)
            cause["input"] = str(cases / name)
    path.write_text(json.dumps(found, indent=1, sort_keys=True))


def internal_cause(exc_info: Any) -> str:
    """`file:function` of the innermost judge frame of a traceback."""
    import traceback

    frames = [f for f in traceback.extract_tb(exc_info[2]) if "/judge/" in f.filename]
    if not frames:
        return "?"
    f = frames[-1]
    return f"{f.filename[f.filename.rindex('/judge/') + 1:]}:{f.name}"


@st.composite
def mutated_bytes(draw: st.DrawFn) -> bytes:
    """A mutated file, sometimes with bytes that are not UTF-8 put in."""
    data = draw(mutated_text()).encode("utf-8")
    if draw(st.integers(0, 4)) == 0:
        at = draw(st.integers(0, len(data)))
        bad = draw(st.sampled_from([b"\xff", b"\xc3", b"\xe0\x80", b"\xed\xa0\x80", b"\xfe\xff",
                                    b"\x80abc", b"\xf8\x88\x80\x80\x80"]))
        data = data[:at] + bad + data[at:]
    return data


@given(mutated_bytes())
def test_the_cli_never_shows_a_traceback(data: bytes) -> None:
    """Exit 0, 2 or 3; every exit-2 line located; a resolved file also renders as text, tree
    and prose without an error and without a raw control character."""
    hunt = hunting() is not None
    debug = ["--debug"] if hunt else []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "s.yaml"
        path.write_bytes(data)
        started = time.process_time()
        result = CliRunner().invoke(cli, ["resolve", str(path), "--json", *debug])
        seconds = time.process_time() - started
        if hunt and result.exception is not None and not isinstance(result.exception,
                                                                    SystemExit):
            record(4, data, f"{type(result.exception).__name__}: {result.exception}",
                   internal_cause(result.exc_info))
            return
        code = result.exit_code
        assert code in (0, 2, 3), (code, result.output[-500:])
        assert "Traceback" not in result.output
        lines: list[str] = []
        if code == 0:
            json.loads(result.stdout)
            for args in (["resolve", str(path)], ["graph", str(path)],
                         ["graph", str(path), "--format", "mermaid"],
                         ["explain", str(path), "--no-variants"]):
                shown = CliRunner().invoke(cli, [*args, *debug])
                if hunt and shown.exception is not None and not isinstance(shown.exception,
                                                                          SystemExit):
                    record(4, data, f"{args[0]}: {type(shown.exception).__name__}: "
                                    f"{shown.exception}", internal_cause(shown.exc_info))
                    return
                if hunt and (shown.exit_code != 0 or RAW.search(shown.output)):
                    record(shown.exit_code, data, f"{args[0]}: exit {shown.exit_code} or a raw "
                           f"control character: {shown.output[-200:]!r}", f"render {args[0]}")
                    return
                assert shown.exit_code == 0, (args, shown.output[-500:])
                assert not RAW.search(shown.output), (args, RAW.findall(shown.output))
        else:
            assert result.stdout == ""
            lines = result.stderr.splitlines()
            assert lines
            if code == 2:
                for line in lines:
                    if hunt and not LOCATED.match(line):
                        record(code, data, f"unlocated: {line[:200]}", "unlocated")
                        return
                    assert LOCATED.match(line), line
        record(code, data, seconds=seconds, located=len(lines) if code == 2 else 0)


# ----- any question ----------------------------------------------------------------------------
# The answer (judge/engine/answer.py, readers.py) reads the scenario's `question:` with a few
# hundred patterns. Whatever a judge writes there (spliced from other rulings' questions, words
# shuffled, cut mid-word, pronouns and negations inserted, other languages' words, case changed),
# a ruling is given: no exception escapes but judge's own errors, the answer's sentences are
# text, and the same question gives the same answer. The seeds are the bundled rulings that ask
# a question, their `expect:` removed (with it the answer reads the expectation as much).
@cache
def asking() -> list[tuple[Path, dict[str, Any]]]:
    return [(p, d) for p, d in seeds() if isinstance(d.get("question"), str)]


@cache
def words() -> list[str]:
    return sorted({w for _, d in asking() for w in str(d["question"]).split()})


#: What a question's readers key on: pronouns, negations, the question words, a possessive,
#: the games' resources, Indonesian and Thai question words, punctuation that splits parts,
#: numbers (one too large to be an amount), an invisible space.
PIECES = ["not", "n't", "it", "its", "her", "his", "she", "they", "them", "?", ",", "and", "or",
          "still", "does", "is", "who", "what", "how many", "which", "where", "whose", "'s",
          "may", "can", "must", "allowed", "first", "second", "other", "tidak", "apakah",
          "berapa", "ไหม", "ไม่", "หรือไม่", "\u200b", "...", ";", "—", "(", ")", '"', "'", "0",
          "-1", "99999999999999999999", "Yes", "No", "damage", "life", "gold", "honor", "XP",
          "Energy", "will", "points", "ATK", "DEF", "Might", "HP"]


@st.composite
def asked(draw: st.DrawFn) -> tuple[Path, str]:
    """A bundled ruling without its `expect:`, asked a question made from its own and others'."""
    path, original = draw(st.sampled_from(asking()))
    data = copy.deepcopy(original)
    data.pop("expect", None)
    question = str(data["question"])
    for _ in range(draw(st.integers(1, 3))):
        op = draw(st.sampled_from(["other", "append", "shuffle", "insert", "cut", "delete",
                                   "salad", "case"]))
        ws = question.split()
        if op == "other":
            question = str(draw(st.sampled_from(asking()))[1]["question"])
        elif op == "append":
            question += " " + str(draw(st.sampled_from(asking()))[1]["question"])
        elif op == "shuffle":
            question = " ".join(draw(st.permutations(ws)))
        elif op == "insert":
            for _ in range(draw(st.integers(1, 4))):
                ws.insert(draw(st.integers(0, len(ws))),
                          draw(st.sampled_from(PIECES + words())))
            question = " ".join(ws)
        elif op == "cut":
            question = question[:draw(st.integers(0, len(question)))]
        elif op == "delete" and ws:
            del ws[draw(st.integers(0, len(ws) - 1))]
            question = " ".join(ws)
        elif op == "salad":
            question = " ".join(draw(st.lists(st.sampled_from(PIECES + words()), min_size=1,
                                               max_size=20))) + draw(st.sampled_from(["?", ""]))
        else:
            question = question.upper() if draw(st.booleans()) else question.lower()
    data["question"] = question
    return path, yaml_text(data)


def answered(text: str, name: str) -> list[str] | None:
    """The answer's sentences (and their rules) of the ruling on `text`, or None where judge
    refuses the file (a question may leave it asking nothing: located, as any input problem)."""
    try:
        res = resolve(load_scenario_text(text, name))
    except InputError as exc:
        assert exc.problems and all(p.line >= 1 and p.col >= 1 for p in exc.problems)
        return None
    except UnsupportedMechanic as exc:
        assert exc.problem.message
        return None
    said = []
    for fact in res.answer or ():
        assert isinstance(fact.sentence, str) and fact.sentence
        said.append(fact.sentence + " " + " ".join(fact.citations))
    return said


#: A third of the profile's cases (40 in CI: each resolves a ruling twice, ~30 ms a case; the
#: deep profile's 6,666 hunt).
@settings(max_examples=max(1, settings.default.max_examples // 3))
@given(asked())
def test_any_question_gets_a_ruling_and_the_same_one_twice(case: tuple[Path, str]) -> None:
    path, text = case
    first = answered(text, str(path))
    assert answered(text, str(path)) == first
