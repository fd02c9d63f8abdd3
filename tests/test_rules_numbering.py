"""The rules data holds every numbered rule of the official documents: each game whose rulebook
folder has a `numbering.txt` (the ids of the document, in order, generated once from its
structure) must have exactly those rules (plus its house policies), in document order."""

from __future__ import annotations

import pytest

from judge.games import GAMES, find_game


def numbered_games() -> list[str]:
    return [gid for gid in GAMES if (find_game(gid).data.dir / "numbering.txt").is_file()]


def numbering(gid: str) -> list[str]:
    path = find_game(gid).data.dir / "numbering.txt"
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


@pytest.mark.parametrize("gid", numbered_games())
def test_every_numbered_rule_of_the_document_is_in_the_rules_data(gid: str) -> None:
    rules = find_game(gid).data.rules
    missing = [rid for rid in numbering(gid) if rid not in rules]
    assert not missing, f"{len(missing)} numbered rules missing, e.g. {missing[:10]}"


@pytest.mark.parametrize("gid", numbered_games())
def test_the_rules_data_numbers_nothing_the_document_does_not(gid: str) -> None:
    ids = set(numbering(gid))
    rules = find_game(gid).data.rules
    invented = [rid for rid, r in rules.items() if r.kind != "policy" and rid not in ids]
    assert not invented, f"rule ids not in the document: {invented[:10]}"


@pytest.mark.parametrize("gid", numbered_games())
def test_rules_are_in_document_order(gid: str) -> None:
    order = {rid: i for i, rid in enumerate(numbering(gid))}
    seq = [order[rid] for rid in find_game(gid).data.rules if rid in order]
    assert seq == sorted(seq)
