"""Force of Will audit 22 (scenarios/force-of-will/rulings-audit22/): what the scenarios' expect
cannot pin, the answer's lead and the rules it cites."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit22"


def _lead(name: str) -> tuple[str, tuple[str, ...]]:
    res = ruling((AUDIT / name).read_text(encoding="utf-8"))
    lead = next(f for f in res.answer if f.lead)
    return lead.sentence, tuple(lead.citations)


def test_a_static_switched_on_by_legend_cites_legend_beside_the_static_rule() -> None:
    """'What is the Squire's ATK?' of a boost that exists because [Legend] 2 is met cited FOW
    904.1 alone; the rule by which the text exists (FOW 1133.3) now leads, 904.1 beside it."""
    sentence, cites = _lead("legend-met-switches-on-a-static-boost.yaml")
    assert "ATK 300" in sentence, sentence
    assert cites[:2] == ("FOW 1133.3", "FOW 904.1"), cites
