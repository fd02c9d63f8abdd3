"""A skipped Beginning Step kills no unit with Temporary (RB 443.2, RB 816.1.c: the start of its
controller's Beginning Phase sets it off): the ruling says so in a note, and "Does the Sprite
die?" leads with it. It led with "No — Fleeting Sprite is still at bf-a" citing nothing."""

from __future__ import annotations

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS
from ..engine.leads import leads

SKIPPED = "riftbound/turn/beginning-step-skipped-temporary-waits.yaml"


def test_a_skipped_beginning_step_says_why_temporary_waits() -> None:
    res = resolve(load_scenario(SCENARIOS / SKIPPED))
    assert [(str(n.message), tuple(n.citations)) for n in res.findings if n.kind == "note"] == [
        ("Temporary does not trigger for Fleeting Sprite (sprite): their controller's Beginning "
         "Step is skipped", ("RB 443.2", "RB 816.1.c"))]
    lead = leads(SKIPPED)[0]
    assert lead.verdict == "No" and lead.citations == ("RB 443.2", "RB 816.1.c")
