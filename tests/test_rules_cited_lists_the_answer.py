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
