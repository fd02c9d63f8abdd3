"""A regalia's [Mobilize] resolving made it a resonator "while remaining a regalia", and the
step said so without its rule: only the chase's (FOW 605.1b, 707.3). "Destroy target regalia"
then destroying it was ruled right, with nothing in its steps saying why it was still one. The
resolution now cites the rule of the [Mobilize] it has: FOW 1129.3 (a card type) or FOW 1129.4
(a race)."""

from __future__ import annotations

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS


def test_the_mobilize_resolution_cites_why_it_is_still_a_regalia() -> None:
    res = resolve(load_scenario(str(
        SCENARIOS / "force-of-will/rulings/mobilized-regalia-is-still-a-regalia.yaml")))
    step = next(st for st in res.steps if st.item == "engine.mobilize" and st.kind == "resolve")
    assert "it is still a regalia" in step.summary
    assert "FOW 1129.3" in step.citations


def test_a_race_mobilize_cites_its_own_rule() -> None:
    res = resolve(load_scenario(str(
        SCENARIOS / "force-of-will/keywords/mobilize-granted-to-a-regalia-rests-its-race.yaml")))
    step = next(st for st in res.steps if "it is still a regalia" in st.summary)
    assert "FOW 1129.4" in step.citations and "FOW 1129.3" not in step.citations
