"""Force of Will audit 10 (scenarios/force-of-will/rulings-audit10/): what the scenarios' expect
cannot pin, the answer's lead and a step's words."""

from __future__ import annotations

from pathlib import Path

from judge.engine.answer import asked_clause
from judge.engine.trace import StepKind
from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit10"


def test_a_quote_that_ends_a_sentence_ends_it() -> None:
    """'Her Blood Bargain reads "... Then you gain 600 life." Does she lose the game?' led "Yes
    — alice ... has not lost": the sentence of card text before the question was read as part of
    it, and its "life" sent the question to another reader. The quote ends its sentence."""
    text = ('Her Bargain reads "Then you gain 600 life." Does she lose the game when it '
            'resolves?')
    assert asked_clause(text) == "Does she lose the game?"
    assert asked_clause('Then you gain 600 life." Does she lose the game?') == \
        "Does she lose the game?"
    # a quote inside the question is still only left out
    assert asked_clause('Does Bob\'s Gatekeeper ("whenever a card is drawn, draw a card.") '
                        'trigger?') == "Does Bob's Gatekeeper trigger?"
    res = ruling((AUDIT / "life-at-zero-mid-resolution-is-not-yet-a-loss.yaml").read_text(
        encoding="utf-8"))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("No — alice has 400 life"), lead.sentence


def test_life_that_fell_to_zero_and_rose_again_is_said() -> None:
    """FOW 1202.1 with 602.1a: the loss waits for the rule processes; the ruling says that the
    life fell to -200 and is 400 when they look, citing both rules."""
    res = ruling((AUDIT / "life-at-zero-mid-resolution-is-not-yet-a-loss.yaml").read_text(
        encoding="utf-8"))
    said = [s for s in res.steps if s.kind is StepKind.EFFECT and "FOW 1202.1" in s.citations]
    assert len(said) == 1, [s.summary for s in res.steps]
    assert "-200" in said[0].summary and "400" in said[0].summary, said[0].summary
    assert said[0].citations[:1] == ("FOW 602.1a",)
