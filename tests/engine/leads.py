"""The lead sentences of a bundled scenario's answer, as the tests of what an answer leads with
read them (tests/engine/test_lead_*.py)."""

from __future__ import annotations

from judge.app import load_scenario, resolve
from judge.engine.answer import Fact

from ..conftest import SCENARIOS


def leads(path: str) -> list[Fact]:
    """The facts the answer to a bundled scenario (a path under scenarios/) leads with."""
    return [f for f in resolve(load_scenario(str(SCENARIOS / path))).answer if f.lead]


def assert_lead(path: str, said: str, cites: tuple[str, ...] = ()) -> None:
    """The first lead sentence begins with `said` and cites at least `cites`."""
    first = leads(path)[0]
    assert first.sentence.startswith(said), first.sentence
    assert set(cites) <= set(first.citations), first.citations
