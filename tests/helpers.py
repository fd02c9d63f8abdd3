"""Domain asserts: tests read as the rules read."""

from __future__ import annotations

from typing import Any

import yaml

from judge.app import load_scenario_text, resolve
from judge.engine.resolution import Resolution

#: libyaml's emitter when PyYAML was built with it: the same text as yaml.safe_dump writes, several
#: times faster (tests that write thousands of generated files spent most of their time here).
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def yaml_text(data: Any, **options: Any) -> str:
    """`data` written as yaml.safe_dump writes it (block style, keys in their order unless told)."""
    options.setdefault("sort_keys", False)
    return yaml.dump(data, Dumper=_DUMPER, **options)


def ruling(text: str) -> Resolution:
    """Resolve a scenario given as YAML text."""
    return resolve(load_scenario_text(text, "<test>"))


def assert_resolved(res: Resolution, ids: list[str]) -> None:
    assert list(res.resolved) == ids, f"resolved {list(res.resolved)}, expected {ids}"


def assert_fizzled(res: Resolution, ids: list[str]) -> None:
    got = [f.item for f in res.fizzled]
    assert got == ids, f"fizzled {got}, expected {ids}"


def assert_cites(res: Resolution, rule_id: str) -> None:
    assert rule_id in res.citations, f"{rule_id} not cited; cited: {res.citations}"


def assert_rejected(res: Resolution, indexes: list[int]) -> None:
    got = [r.action for r in res.rejected]
    assert got == indexes, f"rejected {got}, expected {indexes}"


def zone(res: Resolution, oid: str) -> str:
    return str(res.final["objects"][oid]["zone"])


def damage(res: Resolution, oid: str) -> int:
    return int(res.final["objects"][oid]["damage"])


#: A Vandaria Wars file where Alice (2 gold) summons a 1-gold Relic, Banner, with a Sample
#: Militia of hers in play: `{question}` and the Banner's `{requirements}` (a flow mapping)
#: filled in with str.format.
BANNER_SUMMONED = """\
game: vandaria-wars
title: A Banner summoned
question: {question!r}
turn: {{player: alice, phase: main}}
players:
  alice: {{gold: 2}}
  bob: {{gold: 0}}
cards:
  Banner:
    type: relic
    cost: {{gold: 1}}
    requirements: {requirements}
objects:
  - {{id: banner, card: Banner, owner: alice, zone: hand}}
  - {{id: mil, card: Sample Militia, owner: alice, zone: field}}
actions:
  - {{by: alice, do: play, card: banner}}
"""
