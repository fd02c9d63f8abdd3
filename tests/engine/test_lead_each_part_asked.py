""""Where is Spark, is her Energy spent, and how many cards does she draw?": each part of a
question is a question of its own, in order, and "is it spent?" is answered Yes or No by what
the player paid."""

from __future__ import annotations

import pytest

from judge.engine.answer import questions

from .leads import leads


@pytest.mark.parametrize(("text", "parts"), [
    ("Where is Spark, is her Energy spent, and how many cards does she draw?",
     ["Where is Spark", "is her Energy spent", "how many cards does she draw?"]),
    # a time clause says when the one question asks
    ("When it resolves, is the Trader destroyed?", ["When it resolves, is the Trader destroyed?"]),
    # "is it ready" asks more of what the first part asks of
    ("Where does the Squire end up, is it ready, and does the Sword stay attached?",
     ["Where does the Squire end up, is it ready", "does the Sword stay attached?"]),
])
def test_a_question_after_the_comma_of_a_where_question_is_its_own(text: str,
                                                                    parts: list[str]) -> None:
    assert questions(text) == parts


@pytest.mark.parametrize(("path", "second"), [
    # was "Alice draws 1 card ...", the third part's answer, in the second's place
    ("riftbound/replacements/card-play-replaced-stays-in-hand.yaml", "No — alice still has 1 "
     "Energy"),
    ("vandaria-wars/replacements/summon-replaced-cancelled.yaml", "Yes — alice has 0 gold (from "
     "2)"),
    ("force-of-will/replacements/play-replaced-goes-to-graveyard.yaml", "Yes — alice has 0 fire "
     "(from 1)"),
])
def test_is_it_spent_is_answered_in_its_place(path: str, second: str) -> None:
    # (the third part, "how many cards does she draw?", leads third since Riftbound audit 47)
    said = [f.sentence for f in leads(path)]
    assert len(said) == 3 and said[1].startswith(second), said


def test_is_her_gold_spent_asked_first_is_answered_yes() -> None:
    # was "No — Trader Male (trader) is still on the field and has no damage", the second part
    said = [f.sentence for f in leads("vandaria-wars/replacements/skill-use-replaced-costs-paid"
                                      ".yaml")]
    assert said[0].startswith("Yes — alice has 0 gold (from 1), at step 1: alice pays"), said


def test_a_part_naming_the_card_the_part_before_answered_gets_its_yes_or_no() -> None:
    """"How much damage does the Knight take, and does the Knight survive?": the Knight, named
    again, has the Yes (the part asking "does it survive?" had it; named, it got none), and a
    part naming a card of which there are two ("does the Squire survive?" after a Squire drawn
    answered the first) gets none of that one."""
    from judge.app import load_scenario_text, resolve

    from ..helpers import scenario_text

    name = ("vandaria-wars/rulings-audit31/amount-of-damage-read-after-the-atk-lowered-in-"
            "answer.yaml")
    text = scenario_text(name).replace("and does it survive?", "and does the Knight survive?")
    lead = resolve(load_scenario_text(text, name)).answer[0]
    assert lead.sentence.startswith("Yes — Sample Knight (knight) is still on the field"), \
        lead.sentence
    drawn = resolve(load_scenario_text(scenario_text(
        "riftbound/rulings/choose-a-friendly-unit-on-the-opponents-turn.yaml"), "x.yaml"))
    assert not drawn.answer[0].sentence.startswith("No"), drawn.answer[0].sentence


def test_whose_graveyard_asks_where_it_ends() -> None:
    """"Whose graveyard is it in?" of a card destroyed asks where it is: its graveyard, and
    whose, is said ("is destroyed ...; it is owned by alice" said neither)."""
    said = leads("force-of-will/rulings-audit44/a-taken-despair-side-up-card-destroyed-goes-to-"
                 "its-owner-s-graveyard-hope-side-up.yaml")[0].sentence
    assert "ends in alice's graveyard" in said, said
