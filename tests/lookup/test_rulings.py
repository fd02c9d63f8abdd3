"""The rulings in search: every bundled scenario (and those under `--rulings DIR`) in the same FTS5
index as the rules, found by title, question, card names, tags and cited rules, listed apart
from the rules with its question, one-line answer and file; `judge rule ID` lists the rulings
that cite the rule."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from judge.app import load_scenario, resolve
from judge.lookup.answer import one_line_answer
from judge.lookup.index import RULING, memory_index, open_index, ruling_files
from judge.lookup.search import Searcher

from ..conftest import FEW_RULINGS, ROOT
from .conftest import PRAYER, run

REFUSED = "scenarios/riftbound/costs/trigger-cost-refused.yaml"
NEW = """game: vandaria-wars
title: The Lantern of Quiet Hours
question: Does the lantern keep the follower warm?
tags: [folklore-tag]
turn: {player: alice, phase: main}
players: {alice: {gold: 0}, bob: {gold: 0}}
cards:
  Glowmoth Keeper: {type: follower, stats: {atk: 1, hp: 1}}
objects:
  - {id: keeper, card: Glowmoth Keeper, owner: alice, zone: field}
rules: [VW REG.4]
"""


@pytest.fixture(scope="module")
def searcher(session_cache: Path) -> Searcher:
    """The everyday index, from the look-up tests' session cache (built there once: indexing
    every bundled ruling resolves each, ~3 s CPU; an index built in memory for this module was
    that again)."""
    index = open_index(cache=session_cache)
    assert index.origin in ("built", "cache")
    return Searcher(index)


def test_a_ruling_is_found_by_its_title_question_cards_and_cited_rules(
        searcher: Searcher) -> None:
    for query in ("Refusing a trigger's cost", "Keen Scholar", "RB 404.2",
                  "does not want to pay"):
        files = [h.id for h in searcher.search(query).rulings]
        assert REFUSED in files, (query, files)


def test_rules_and_rulings_are_listed_apart(searcher: Searcher) -> None:
    found = searcher.search("gun shot")
    assert found.hits and all(h.kind != RULING for h in found.hits)
    assert found.rulings and all(h.kind == RULING for h in found.rulings)
    assert found.hits[0].id == "VW REG.11"  # the rules rank as they did without rulings


def test_a_hit_shows_the_question_the_answer_judge_rules_and_the_file(
        searcher: Searcher) -> None:
    hit = next(h for h in searcher.search("Prayer Profit Gun Shot").rulings
               if h.id.endswith("prayer-profit-gun-shot.yaml"))
    scenario = load_scenario(PRAYER)
    assert hit.question == scenario.question
    assert hit.answer == one_line_answer(resolve(scenario)) == (  # the answer, alone
        "Yes — Trader Male (trader) is still on the field and has no damage: Prayer (prayer) "
        "prevented the 3 damage Gun Shot (shot) would have dealt it at step 6 (VW REG.11.b).")
    assert hit.id == "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"
    assert hit.cites == ["VW REG.11.b"]


def test_search_output_and_json_mark_rulings_apart() -> None:
    code, out, _ = run("search", "Keen Scholar")
    assert code == 0
    head, _, rulings = out.partition("Rulings (scenarios judge rules on")
    assert rulings and REFUSED not in head
    assert "Question: Alice does not want to pay 1 for Keen Scholar's draw." in \
        " ".join(rulings.split())
    assert f"{REFUSED}  (cites RB 404.2)" in rulings
    code, out, _ = run("search", "Keen Scholar", "--json")
    data = json.loads(out)
    ruling = next(r for r in data["rulings"] if r["file"] == REFUSED)
    assert ruling["kind"] == "ruling" and ruling["answer"] == (
        "Flurry (flurry) resolves at step 5: alice draws 1 card (RB 413.2.b, RB 340.1).")
    assert all(r["kind"] != "ruling" for r in data["results"])


def test_game_filter_applies_to_rulings(searcher: Searcher) -> None:
    assert all(h.game == "riftbound" for h in searcher.search("trigger", "riftbound").rulings)


def test_rulings_of_another_folder_and_their_tags(tmp_path: Path, session_cache: Path) -> None:
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "lantern.yaml").write_text(NEW, encoding="utf-8")
    (tmp_path / "mine" / "broken.yaml").write_text("game: vw\n", encoding="utf-8")
    before = set(session_cache.glob("search-*.sqlite"))
    for query in ("Glowmoth", "folklore-tag", "lantern warm"):
        code, out, _ = run("search", query, "--rulings", str(tmp_path / "mine"))
        assert code == 0 and "lantern.yaml" in out, (query, out)
    code, out, err = run("search", "Glowmoth")
    assert "lantern.yaml" not in out + err
    assert before <= set(session_cache.glob("search-*.sqlite"))  # the everyday index is kept
    code, _, err = run("search", "x", "--rulings", str(tmp_path / "nowhere"))
    assert code == 2 and "--rulings" in err and "no such folder" in err


def test_a_changed_ruling_rebuilds_the_verified_cache(tmp_path: Path) -> None:
    folder = tmp_path / "rulings"
    folder.mkdir()
    path = folder / "lantern.yaml"
    path.write_text(NEW, encoding="utf-8")
    cache = tmp_path / "cache"
    first = open_index(cache=cache, rulings=[str(folder)], bundled=False)
    assert first.origin == "built"
    again = open_index(cache=cache, rulings=[str(folder)], bundled=False)
    assert again.origin == "cache"
    path.write_text(NEW.replace("Quiet Hours", "Loud Hours"), encoding="utf-8")
    later = time.time() + 5
    os.utime(path, (later, later))
    changed = open_index(cache=cache, rulings=[str(folder)], bundled=False)
    assert changed.origin == "built"
    assert [h.title for h in Searcher(changed).search("Loud").rulings] == [
        "The Lantern of Loud Hours"]
    assert changed.path is not None
    data = bytearray(changed.path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    changed.path.write_bytes(bytes(data))
    assert open_index(cache=cache, rulings=[str(folder)], bundled=False).origin == "built"


def test_judge_rule_lists_the_rulings_citing_it() -> None:
    code, out, _ = run("rule", "RB 404.2")
    assert code == 0
    listed = out.split("Rulings citing RB 404.2:", 1)[1]
    assert REFUSED in listed and "Refusing a trigger's cost" in listed
    code, out, _ = run("rule", "RB 404.2", "--json")
    assert {"file": REFUSED, "title": "Refusing a trigger's cost"} in json.loads(out)["rulings"]


def test_every_bundled_ruling_is_indexed(searcher: Searcher) -> None:
    count = searcher.db.execute("SELECT count(*) FROM rulings").fetchone()[0]
    bundled = [p for p in (ROOT / "scenarios").rglob("*.yaml")]
    assert count == len(bundled)


def test_explain_of_a_hit_follows_in_one_command_from_any_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # no scenarios/ here: the file as search shows it is bundled
    for command in (["explain", REFUSED, "--no-variants"], ["resolve", REFUSED, "--json"],
                    ["why", REFUSED, "flurry"], ["test", REFUSED]):
        code, out, err = run(*command)
        assert code == 0, (command, out, err)
    assert run("test", "scenarios/riftbound/costs")[0] == 0
    # A file of that name in the working folder wins; a path climbing out is no bundled one.
    mine = tmp_path / REFUSED
    mine.parent.mkdir(parents=True)
    mine.write_text(NEW, encoding="utf-8")
    code, out, _ = run("explain", REFUSED, "--no-variants")
    assert code == 0 and "The Lantern of Quiet Hours" in out
    code, _, err = run("resolve", "scenarios/../" + REFUSED.replace("scenarios/", "", 1))
    assert code == 2 and "cannot read file" in err


def test_an_index_with_a_folder_is_the_everyday_index_and_its_rulings(
        tmp_path: Path, few_rulings: None) -> None:
    """`--rulings DIR` copies the everyday index and adds the folder's rulings (not resolving
    every bundled ruling again): every row, and what a search ranks, as one built from scratch
    with both."""
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "lantern.yaml").write_text(NEW, encoding="utf-8")
    (folder / "broken.yaml").write_text("game: vw\n", encoding="utf-8")
    extended = open_index(cache=tmp_path / "cache", rulings=[str(folder)])
    assert extended.origin == "built"
    assert len(list((tmp_path / "cache").glob("search-*.sqlite"))) == 2  # the everyday one kept
    scratch = memory_index(rulings=ruling_files([os.path.abspath(folder)]))
    tables = ("docs", "titles", "glossary", "synonyms", "stemmed", "rulings", "ruling_answers",
              "ruling_cites", "games", "stems")
    for table in tables:  # the same rows in the same order
        query = f"SELECT rowid, * FROM {table} ORDER BY rowid"
        assert (extended.db.execute(query).fetchall() ==
                scratch.db.execute(query).fetchall()), table
    meta = "SELECT * FROM meta WHERE key != 'data'"
    assert extended.db.execute(meta).fetchall() == scratch.db.execute(meta).fetchall()
    for query in ("Glowmoth", "folklore-tag", "lantern warm", "gun shot", "RB 404.2", "register"):
        assert (Searcher(extended).search(query) == Searcher(scratch).search(query)), query
    assert extended.db.execute("SELECT count(*) FROM rulings").fetchone()[0] == len(FEW_RULINGS) + 1
