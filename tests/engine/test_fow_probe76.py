"""Force of Will answers the probes of round 76 found confidently wrong, asked without `expect:`
or `ask:` (a judge at the table writes neither) of bundled rulings:

- "Is Echo Cast still on the chase?" and "Is Echo Cast cancelled?" of a chant that resolved
  were "Yes — Action 1 (alice plays Echo Cast) is allowed": the "Cast" of its name read as the
  verb of "Is it cast?". A word of a card's name is never the verb a question asks.
- Thai: "Ember Squire มี DEF เท่าไร" (how much DEF does it have), "Ember Squire ถูกเรสต์ไหม" (is
  it rested) and "เรโซเนเตอร์ตัวไหนของ Alice ถูกเรสต์" (which of Alice's resonators are rested)
  were read as no question: "Ember Squire resolves at step 3", "Alice still has 4000 life".
"""

from __future__ import annotations

import yaml

from judge.app import load_scenario_text, resolve
from judge.engine.answer import Fact
from judge.engine.asked import in_english

from ..conftest import SCENARIOS


def lead(path: str, question: str) -> Fact:
    """The first lead of bundled ruling `path` asked `question`, with no `expect:` or `ask:`."""
    data = yaml.safe_load((SCENARIOS / path).read_text(encoding="utf-8"))
    data.pop("expect", None)
    data.pop("ask", None)
    data["question"] = question
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    return next(f for f in resolve(load_scenario_text(text, "<test>")).answer if f.lead)


ECHO = "force-of-will/rulings-audit39/a-played-copy-of-an-alternative-card-keeps-both-halves.yaml"
FREE = ("force-of-will/rulings-audit39/"
        "an-effect-plays-an-alternative-card-as-the-half-its-player-chose.yaml")


def test_a_play_verb_in_a_card_name_is_not_asked() -> None:
    assert lead(ECHO, "Is Echo Cast still on the chase?").verdict == "No"
    assert lead(ECHO, "Is Echo Cast cancelled?").verdict == "No"
    assert lead(FREE, "Is Free Cast still on the chase?").verdict == "No"
    # the verb after the name is still asked
    assert lead(ECHO, "Is Echo Cast played?").verdict == "Yes"
    assert lead(ECHO, "Is Echo Cast cast?").verdict == "Yes"


TRIGGER = ("force-of-will/rulings-audit29/"
           "trigger-card-discarded-by-another-triggers-cost-cannot-be-played.yaml")
KNIGHT = "force-of-will/rulings-audit9/attacked-resonator-recovered-is-still-attacked.yaml"


def test_thai_reads_rest_and_atk_def_and_whose_which() -> None:
    names = ["Ember Squire", "Alice"]
    assert in_english("Ember Squire มี DEF เท่าไร", names) == "How much DEF does Ember Squire have?"
    assert in_english("Ember Squire ถูกเรสต์ไหม", names) == "Is Ember Squire rested?"
    for q in ("เรโซเนเตอร์ตัวไหนของ Alice ถูกเรสต์", "เรโซเนเตอร์ของ Alice ตัวไหนถูกเรสต์"):
        assert in_english(q, names) == "Which of Alice's resonators are rested?"
    said = lead(TRIGGER, "Ember Squire มี DEF เท่าไร")
    assert said.subject.id == "squire" and "DEF 400" in said.sentence, said.sentence
    assert lead(TRIGGER, "Ember Squire ถูกเรสต์ไหม").verdict == "No"
    assert lead(KNIGHT, "เรโซเนเตอร์ตัวไหนของ Alice ถูกเรสต์").subject.id == "knight"
