"""Force of Will answers the probes of round 76 found confidently wrong, asked without `expect:`
or `ask:` (a judge at the table writes neither) of bundled rulings:

- "Is Echo Cast still on the chase?" and "Is Echo Cast cancelled?" of a chant that resolved
  were "Yes — Action 1 (alice plays Echo Cast) is allowed": the "Cast" of its name read as the
  verb of "Is it cast?". A word of a card's name is never the verb a question asks.
- Thai: "Ember Squire มี DEF เท่าไร" (how much DEF does it have), "Ember Squire ถูกเรสต์ไหม" (is
  it rested) and "เรโซเนเตอร์ตัวไหนของ Alice ถูกเรสต์" (which of Alice's resonators are rested)
  were read as no question: "Ember Squire resolves at step 3", "Alice still has 4000 life".
- "What is Loyal Bodyguard's DEF?" led "Loyal Bodyguard has 300 damage and has DEF 800": the
  number read aloud first was the damage. A "What is X's DEF?" part asks its stats as "How much
  DEF does X have?" does: they lead.
- Thai "Plain Herder มี [Primal Roar] ไหม" (does it have [Primal Roar]?) was read as no
  question: a keyword in its brackets is kept as written, as a name is.
- "Which of Alice's resonators are rested?" left out the War Engine, a regalia mobilized into a
  resonator (FOW 1129.3) and rested to attack: a card is of the type an effect made it too.
"""

from __future__ import annotations

import re

import yaml

from judge.app import load_scenario_text, resolve
from judge.engine.asked import in_english

from ..conftest import SCENARIOS
from ..helpers import lead_asked_afresh

lead = lead_asked_afresh  # (tests/helpers.py)


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
    assert in_english("ATK และ DEF ของ Ember Squire เป็นเท่าไร", names) == \
        "What are Ember Squire's ATK and DEF?"
    assert in_english("DEF ของ Ember Squire คือเท่าไหร่", names) == "What is Ember Squire's DEF?"
    for q in ("เรโซเนเตอร์ตัวไหนของ Alice ถูกเรสต์", "เรโซเนเตอร์ของ Alice ตัวไหนถูกเรสต์"):
        assert in_english(q, names) == "Which of Alice's resonators are rested?"
    said = lead(TRIGGER, "Ember Squire มี DEF เท่าไร")
    assert said.subject.id == "squire" and "DEF 400" in said.sentence, said.sentence
    assert lead(TRIGGER, "Ember Squire ถูกเรสต์ไหม").verdict == "No"
    said = lead(TRIGGER, "ATK และ DEF ของ Ember Squire เป็นเท่าไร").sentence
    # (the stats are the first amount said; where it went may come before them)
    assert re.search(r"^Ember Squire \(squire\) (?:ends on the field(?:,| and) )?has ATK 400 "
                     r"DEF 400", said), said
    assert lead(KNIGHT, "เรโซเนเตอร์ตัวไหนของ Alice ถูกเรสต์").subject.id == "knight"


GUARD = ("force-of-will/rulings-audit29/"
         "unpreventable-damage-redirected-still-cannot-be-prevented-policy-switched.yaml")
FORD = ("force-of-will/rulings-audit28/"
        "standby-trigger-card-goes-above-the-turn-players-triggers.yaml")


def test_what_is_its_def_leads_with_the_stat() -> None:
    said = lead(GUARD, "What is Loyal Bodyguard's DEF?").sentence
    assert said.startswith("Loyal Bodyguard (guard) has DEF 800"), said
    said = lead(GUARD, "What are Loyal Bodyguard's ATK and DEF?").sentence
    assert said.startswith("Loyal Bodyguard (guard) has ATK 300 DEF 800"), said
    said = lead(FORD, "What is Ember Squire's DEF?").sentence
    assert re.search(r"^Ember Squire \(squire\) (?:ends on the field(?:,| and) )?has DEF 400",
                     said), said
    # the damage asked is still said first
    said = lead(GUARD, "How much damage does Loyal Bodyguard have?").sentence
    assert said.startswith("Loyal Bodyguard (guard) has 300 damage"), said


ENGINE = "force-of-will/rulings-audit17/class-pump-reaches-a-regalia-mobilized-later.yaml"


def test_which_resonators_counts_a_mobilized_regalia() -> None:
    data = yaml.safe_load((SCENARIOS / ENGINE).read_text(encoding="utf-8"))
    data.pop("expect", None)
    data["question"] = "Which of Alice's resonators are rested?"
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    named = {f.subject.id for f in resolve(load_scenario_text(text, "<test>")).answer if f.lead}
    assert named == {"squire", "engine"}, named


HERDER = "force-of-will/losing-abilities/a-grant-after-the-loss-applies.yaml"


def test_thai_asks_a_keyword_in_its_brackets() -> None:
    said = lead(HERDER, "Plain Herder มี [Primal Roar] ไหม")
    assert said.verdict == "Yes" and said.subject.id == "herder", said.sentence
    assert lead(HERDER, "Little Raptor มี [Flying] ไหม").verdict == "No"
