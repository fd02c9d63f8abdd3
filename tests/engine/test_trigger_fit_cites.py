"""FOW 906.7b cited on the trigger's step: the rule by which a card leaving (or entering) the
field fit a trigger's filter, seen as it was (is) there, decided that the trigger triggered,
not the destruction or the move it followed."""
from __future__ import annotations

import pytest

from judge.engine.trace import StepKind

from ..conftest import SCENARIOS
from ..helpers import ruling


@pytest.mark.parametrize("name", [
    "destroyed-trigger-sees-a-rested-card", "damaged-resonator-leaving-seen-damaged",
    "leaves-the-field-trigger-sees-a-race-given-there", "stolen-resonator-leaving-seen-as-yours",
    "entering-trigger-sees-a-race-given-in-the-field"])
def test_seen_on_the_field_is_cited_where_it_triggers(name: str) -> None:
    res = ruling((SCENARIOS / f"force-of-will/rulings/{name}.yaml").read_text(encoding="utf-8"))
    citing = [st.kind for st in res.steps if "FOW 906.7b" in st.citations]
    assert citing == [StepKind.TRIGGER], citing
