""""Is the Oak recalled?" led with where the Oak ends and no Yes or No: "recalled" is
Riftbound's word for being sent back to base (RB 455), which the answer did not know. The game
declares it (Words.arrivals); Yes where the object ends there from elsewhere, No where not."""

from __future__ import annotations

from judge.app import load_scenario_text, resolve

from ..conftest import SCENARIOS
from .leads import leads

OAK = "riftbound/rulings/cannot-move-unit-is-still-recalled.yaml"


def test_a_unit_sent_back_to_base_is_recalled() -> None:
    found = leads(OAK)
    assert found[0].subject.id == "oak" and found[0].verdict == "Yes", found[0].sentence


def test_a_unit_left_at_its_battlefield_is_not() -> None:
    text = (SCENARIOS / OAK).read_text(encoding="utf-8")
    played = "  - {by: alice, do: play, card: home, targets: [oak]}\n" \
             "  - {by: alice, do: pass}\n  - {by: bob, do: pass}\n"
    assert played in text
    text = text.replace(played, "").replace("resolved: [sap, home]", "resolved: [sap]")
    text = text.replace("oak: {zone: base,", 'oak: {zone: "battlefield:bf-a",')
    lead = next(f for f in resolve(load_scenario_text(text, "<test>")).answer if f.lead)
    assert lead.subject.id == "oak" and lead.verdict == "No", lead.sentence
