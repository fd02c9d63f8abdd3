"""What a newcomer trips over first: graphs that drop nodes, Python spellings on the board, rule
ids split across lines, COLUMNS ignored, rule ids refused in a spelling judges type, paths to
files a clone does not have, and odd suggestions for a misspelt word."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import example, given, settings
from hypothesis import strategies as st

from judge.app import rulebook_of
from judge.cli.main import cli
from judge.engine.graph import graph_data
from judge.engine.resolution import Resolution
from judge.fuzzy import closest, ranked, similarity, sound
from judge.model.rules import Rule
from judge.render.graphs import label, tree_lines
from judge.render.text import make_console, object_state, print_resolution, readable

from ..conftest import SCENARIOS, each_half, in_half
from ..resolved import bundled_ruling

ALL = sorted(SCENARIOS.rglob("*.yaml"))


@cache
def ruled(path: Path) -> tuple[Resolution, dict[str, Rule]]:
    """A bundled scenario's ruling and its rulebook's rules, resolved once for this module: the
    graph test reads every scenario's ruling, and the text-view tests render a sample of them
    at five widths; loading and resolving each file again for each test cost ~5 s CPU. Only
    rendering reads them."""
    ruled = bundled_ruling(path)
    assert ruled is not None, path
    sc, res = ruled
    return res, rulebook_of(sc).data.rules


# ----- graph -------------------------------------------------------------------------------------
@each_half
def test_the_default_graph_tree_shows_every_node_and_edge_of_every_scenario(half: int) -> None:
    missing = []
    for path in in_half(ALL, half):  # tests/conftest.py each_half
        res, _ = ruled(path)
        data = graph_data(res)
        text = "\n".join(tree_lines(res))
        for n in data["nodes"]:
            if label(n, res.words) not in text:
                missing.append(f"{path.name}: node {n['id']}")
        for e in data["edges"]:
            if e["relation"] == "responds_to":
                shown = f"(responds to {e['target']}" in text or f", {e['target']}" in text
            else:
                shown = f"{e['relation'].replace('_', ' ')}: " in text
            if not shown:
                missing.append(f"{path.name}: edge {e}")
    assert not missing, missing[:10]


# ----- board -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("value", "text"), [
    (None, "none"), (True, "yes"), (False, "no"), ({"bf1": None}, "bf1 none"),
    ({"a": [1, 2]}, "a 1, 2"), ([], "none"), (3, "3")])
def test_board_values_read_as_words_not_python(value: object, text: str) -> None:
    assert readable(value) == text


# The board view's "no Python spelling" check is in tests/test_game_words.py: it reads the text
# view of every bundled scenario rendered once for the session (tests/rendered.py).


def test_an_object_state_spells_flags_and_maps_readably() -> None:
    state = object_state({"card": "x", "owner": "a", "controller": "a", "zone": "z",
                          "locked": True, "control": {"bf1": None}})
    assert state == "locked: yes, control: bf1 none"


# ----- rule ids on one line ----------------------------------------------------------------------
WIDTHS = (60, 71, 80, 93, 100)


@each_half
@pytest.mark.parametrize("width", WIDTHS)
def test_rule_ids_never_break_across_lines_in_the_text_view(width: int, half: int) -> None:
    """A quarter of the bundled rulings, each at one of the five widths in turn (every width
    meets ~160 rulings, ~80 a half; rendering each at every width cost ~15 s CPU, and half of
    them at one width each ~5 s, for no new kind of line: the ids are glued the same way in
    every step, title and rule paraphrase); those of one half of the scenarios a test
    (tests/conftest.py each_half)."""
    prefix_at_end = re.compile(r"\b(VW|FOW|RB)\s*$")
    for path in in_half(ALL[WIDTHS.index(width) * 4::4 * len(WIDTHS)], half):
        console = make_console(width=width, record=True)
        print_resolution(*ruled(path), console=console)
        for line in console.export_text().splitlines():
            assert not prefix_at_end.search(line.rstrip("│ ").rstrip()), (path.name, line)


def test_a_rule_id_in_the_title_stays_on_one_line() -> None:
    """The header panel wraps the title and question as the steps do: at 60 columns this title
    once ended a line with `(RB` and began the next with `HP.8)`."""
    path = SCENARIOS / "riftbound" / "policies" / "attach-a-legend-stays.yaml"
    console = make_console(width=60, record=True)
    print_resolution(*ruled(path), console=console)
    text = console.export_text()
    assert "RB HP.8" in text.replace("\n", "")
    assert not any(re.search(r"\bRB\s*$", line.rstrip("│ ").rstrip())
                   for line in text.splitlines())


@pytest.mark.parametrize("args", [["explain", str(ALL[0])], ["why", str(SCENARIOS /
                                  "riftbound/states/contract-chain-closed-state.yaml"), "1"],
                                  ["rule", "VW REG.8"], ["search", "register"]])
def test_plain_text_commands_keep_ids_whole_and_honour_columns(args: list[str]) -> None:
    for columns in ("44", "61", "120"):
        out = CliRunner().invoke(cli, args, env={"COLUMNS": columns}).output
        lines = out.splitlines()
        assert max(len(line) for line in lines) <= int(columns), (columns, args)
        for line in lines:
            assert not re.search(r"\b(VW|FOW|RB)$", line.rstrip()), line
    wide = CliRunner().invoke(cli, args, env={"COLUMNS": "200"}).output
    if args[0] in ("explain", "why"):
        assert max(len(line) for line in wide.splitlines()) > 100


# ----- judge rule --------------------------------------------------------------------------------
@pytest.mark.parametrize(("typed", "found"), [
    ("RB 309.1a", "RB 309.1.a"), ("FOW 605.1.b", "FOW 605.1b"), ("VW REG 4", "VW REG.4"),
    ("VW-REG-4", "VW REG.4"), ("RB 340,4", "RB 340.4"), ("rb-309-1-a", "RB 309.1.a")])
def test_rule_accepts_every_spelling_of_an_id(typed: str, found: str) -> None:
    result = CliRunner().invoke(cli, ["rule", *typed.split(), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["id"] == found


def test_a_spelling_whose_digits_differ_is_not_taken_for_another_rule() -> None:
    result = CliRunner().invoke(cli, ["rule", "RB", "3.401"])
    assert result.exit_code == 2


def test_rule_shows_several_ids_in_one_command() -> None:
    result = CliRunner().invoke(cli, ["rule", "FOW", "605.1b", "RB", "340.4", "vw-reg-4"])
    assert result.exit_code == 0
    heads = [line for line in result.stdout.splitlines()
             if re.match(r"^(FOW|RB|VW) \S+  ", line)]
    assert [h.split("  ")[0] for h in heads] == ["FOW 605.1b", "RB 340.4", "VW REG.4"]
    data = json.loads(CliRunner().invoke(cli, ["rule", "FOW 605.1b", "RB 340.4",
                                               "--json"]).stdout)
    assert [d["id"] for d in data] == ["FOW 605.1b", "RB 340.4"]


def test_rule_shows_the_known_ids_and_exits_2_for_an_unknown_one() -> None:
    result = CliRunner().invoke(cli, ["rule", "FOW 605.1b", "VW REG.44"])
    assert result.exit_code == 2
    assert result.stdout.startswith("FOW 605.1b  ")
    assert result.stderr.startswith("judge: no rule 'VW REG.44' in ")


# ----- games -------------------------------------------------------------------------------------
def test_games_shows_no_path_outside_the_distribution() -> None:
    for args in (["games"], ["games", "--json"]):
        out = CliRunner().invoke(cli, args, env={"COLUMNS": "200"}).output
        assert "../" not in out and "shared/" not in out


def test_a_source_outside_the_distribution_is_labelled_not_shown() -> None:
    from judge.cli.games import UNSHIPPED, public_source

    shown = public_source({"title": "notes (see ../notes/x.md)", "url": "../notes/x.md"})
    assert "url" not in shown and shown["note"] == UNSHIPPED
    assert "../" not in str(shown["title"])


# ----- one fuzzy matcher -------------------------------------------------------------------------
def test_a_misspelt_will_attribute_suggests_the_attribute_that_sounds_the_same(
        tmp_path: Path) -> None:
    path = tmp_path / "lite.yaml"
    path.write_text("game: force-of-will\nturn: {player: alice, phase: main}\nplayers:\n"
                    "  alice: {life: 4000, lite: 1}\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path)])
    assert "unknown resource 'lite' (did you mean 'light'?)" in result.stdout


@pytest.mark.parametrize(("word", "options", "best"), [
    ("mian", ["main", "end"], "main"), ("damge", ["damage", "draw"], "damage"),
    ("expct", ["expect", "edition"], "expect"), ("lite", ["life", "light"], "light"),
    ("fase", ["phase", "face_down"], "phase"), ("zzz", ["main"], None)])
def test_closest_keeps_the_checkers_suggestions_and_prefers_what_sounds_alike(
        word: str, options: list[str], best: str | None) -> None:
    assert closest(word, options) == best


def test_sound_keys_and_ranking() -> None:
    assert sound("light") == sound("lite") == "lt" and sound("life") == "lf"
    assert ranked("VW REG.44", ["VW REG.4", "FOW 605.1b", "VW REG.14"], limit=2) == \
        ["VW REG.4", "VW REG.14"]


@settings(max_examples=300)
@example("strt", ["stuuuaaaeert", "start"], 0.75, False)  # far apart, but they sound alike
@given(st.text("abcdeilrstuy .-3", max_size=9),
       st.lists(st.text("abcdeilrstuy .-3", max_size=9), max_size=8),
       st.sampled_from([0.0, 0.6, 0.75, 0.9, 0.95]), st.booleans())
def test_ranked_with_a_cutoff_is_every_options_similarity_sorted(
        word: str, options: list[str], cutoff: float, fold: bool) -> None:
    """`ranked` rules most options out by difflib's cheap upper bounds before comparing them in
    full: the same options in the same order as rating each one by `similarity`."""
    key = word.casefold() if fold else word
    rated = [(similarity(key, o.casefold() if fold else o), o) for o in dict.fromkeys(options)]
    want = [o for s, o in sorted(rated, reverse=True) if s >= cutoff]
    assert ranked(word, options, cutoff=cutoff, fold=fold) == want


@pytest.mark.parametrize("args", [["search", "x", "--game", "riftbund"],
                                  ["rule", "340.4", "--game", "riftbund"],
                                  ["schema", "--game", "riftbund"]])
def test_a_misspelt_game_on_the_command_line_gets_the_same_suggestion(args: list[str]) -> None:
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 2
    assert "unknown game 'riftbund' (did you mean 'riftbound'?)" in result.stderr


def test_a_note_naming_a_house_policy_keeps_its_id_on_one_line() -> None:
    """A finding's message (a note) is wrapped like the steps: `FOW HP.28` in "(house policy
    FOW HP.28)" was broken after `FOW` at width 71 (the findings were not glued)."""
    path = next(p for p in ALL if p.name == "fusion-addition-leaves-policy-gone.yaml")
    prefix_at_end = re.compile(r"\b(VW|FOW|RB)\s*$")
    for width in range(60, 101):
        console = make_console(width=width, record=True)
        print_resolution(*ruled(path), console=console)
        for line in console.export_text().splitlines():
            assert not prefix_at_end.search(line.rstrip("│ ").rstrip()), (width, line)
