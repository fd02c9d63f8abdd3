"""A yes/no question that names the card it asks about is answered of that card, not of another
the same sentence touches: "Does she draw the Recruit?" when she drew a different card, and
"Does it kill the Warden?" when the bolt killed the Squire. Both were a confident wrong Yes."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario_text, resolve
from judge.i18n import translator
from judge.lookup.answer import one_line_answer

ROOT = Path(__file__).resolve().parents[2]
DRAW = "riftbound/rulings-leads/draws-another-card-than-the-one-asked.yaml"
KILL = "riftbound/rulings-leads/a-bolt-at-the-squire-does-not-kill-the-warden.yaml"


def _asked(path: str, question: str) -> str:
    text = (ROOT / "scenarios" / path).read_text(encoding="utf-8")
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("question:"))
    end = next(i for i in range(start + 1, len(lines)) if not lines[i].startswith("  "))
    return "\n".join([*lines[:start], f"question: {question!r}", *lines[end:]]) + "\n"


@pytest.mark.parametrize(("path", "question", "lead"), [
    (DRAW, "Does she draw the Recruit?",
     "No — alice draws 1 card, not Eager Recruit: "),
    (DRAW, "Does she draw her Eager Recruit?", "No — alice draws 1 card, not Eager Recruit"),
    (DRAW, "Does she draw the Trainee Squire?", "Yes — alice draws 1 card: Trainee Squire"),
    (DRAW, "Does she draw a card?", "Yes — alice draws 1 card: Trainee Squire"),
    (KILL, "Bob plays Spark Bolt at Alice's Trainee Squire. Does it kill the Warden?",
     "No — Stone Warden (warden) is still in alice's base"),
    (KILL, "Does the bolt at the Squire kill the Stone Warden?",
     "No — Stone Warden (warden) is still in alice's base"),
    (KILL, "Bob plays Spark Bolt at Alice's Trainee Squire. Does it kill the Squire?",
     "Yes — Trainee Squire (guard) is killed"),
])
@pytest.mark.parametrize("keep_initial", [True, False])  # False: as `judge resolve --json` does
def test_the_card_named_is_the_card_answered(path: str, question: str, lead: str,
                                             keep_initial: bool) -> None:
    res = resolve(load_scenario_text(_asked(path, question), path), keep_initial=keep_initial)
    assert one_line_answer(res).startswith(lead), one_line_answer(res)


@pytest.mark.parametrize(("lang", "lead"), [
    ("id", "Tidak — alice mengambil 1 kartu, bukan Eager Recruit"),
    ("th", "ไม่ — alice จั่ว 1 ใบ แต่ไม่ใช่ Eager Recruit"),
])
def test_the_card_not_drawn_is_said_in_every_language(lang: str, lead: str) -> None:
    res = resolve(load_scenario_text((ROOT / "scenarios" / DRAW).read_text(encoding="utf-8"),
                                     DRAW))
    assert one_line_answer(res, translator(lang)).startswith(lead)
