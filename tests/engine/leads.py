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


def lead_asked(path: str, question: str) -> Fact:
    """The first lead of a bundled scenario's answer with its question replaced by `question`
    (the same board and actions, another question asked of them)."""
    from judge.app import load_scenario_text

    text = (SCENARIOS / path).read_text(encoding="utf-8")
    start = text.index("question:")
    end = text.index("\n", start)
    while text[end + 1:end + 3] == "  ":  # a folded question goes on indented
        end = text.index("\n", end + 1)
    text = f"{text[:start]}question: {question}{text[end:]}"
    return next(f for f in resolve(load_scenario_text(text, "<test>")).answer if f.lead)
