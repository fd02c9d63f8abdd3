"""The verdict's answer cites its rules, and "Rules cited" lists every rule the ruling cites:
a rule only the answer cited (VW REG.1.c for a Gun Shot still waiting; FOW 209.5a for a static
ability's "fire resonators", which the layers apply with no step of their own) was printed in
the verdict without its text below, and `expect.cites` could not pin it."""

from __future__ import annotations

import pytest

from .conftest import SCENARIOS
from .resolved import bundled_ruling

FOLDERS = ["force-of-will/attributes", "vandaria-wars/priority", "riftbound/dependency",
           "force-of-will/dependency"]


@pytest.mark.parametrize("folder", FOLDERS)
def test_every_rule_the_answer_cites_is_among_the_rulings_citations(folder: str) -> None:
    for path in sorted((SCENARIOS / folder).glob("*.yaml")):
        ruled = bundled_ruling(path)
        assert ruled is not None, path
        res = ruled[1]
        cited = set(res.citations)
        for fact in res.answer:
            if fact.lead:
                assert set(fact.citations) <= cited, (path.name, fact.citations)


def test_judge_test_finds_a_rule_only_the_answer_cites(tmp_path: object) -> None:
    """`judge test` resolves without the answer (it reads no sentence), so a rule only the
    answer's lead cited failed `expect.cites` there while `judge resolve` listed it: a file
    whose static ability applies from the start has no step to cite it."""
    from pathlib import Path

    from judge.testing import run_file

    path = Path(str(tmp_path)) / "banner.yaml"
    path.write_text("""
game: force-of-will
title: A static's fire resonators, no step
question: What is the Ember Squire's ATK?
turn: {player: alice, phase: main, number: 3}
players: {alice: {life: 4000}, bob: {life: 4000}}
cards:
  Flame Banner:
    type: regalia
    cost: {fire: 1}
    abilities:
      - name: Kindle
        kind: static
        effect:
          - modify: {target: {each: {type: resonator, traits: [fire], controller: you}},
                     stats: {atk: 200}}
objects:
  - {id: banner, card: Flame Banner, owner: alice, zone: field}
  - {id: squire, card: Ember Squire, owner: alice, zone: field}
actions: []
then: stop
expect:
  objects: {squire: {stats: {atk: 600}}}
  cites: [FOW 209.5a]
""", encoding="utf-8")
    out = run_file(str(path))
    assert out.status == "pass", out.messages
    path.write_text(path.read_text(encoding="utf-8").replace("FOW 209.5a", "FOW 1018.1a"),
                    encoding="utf-8")
    assert run_file(str(path)).status == "fail"  # a rule nothing cites still fails
