"""Vandaria Wars answers the probes of round 75 found without a Yes or No, or confidently wrong,
asked without `expect:` or `ask:` (a judge at the table writes neither) of bundled rulings, in
the players' three languages.

- "Is Bob still in the game?" ("Apakah Bob masih dalam permainan?", "Bob ยังอยู่ในเกมไหม") of a
  ruler who lost had no Yes or No ("Bob loses the game, at step 5 ..."), and of one who had not
  it said "Carol still has 0 gold": whether a ruler is still in the game is whether they have
  lost (VW IN.1.a: the rulers left play on).
- "Does Alice have 0 honor?" of a ruler with 2 gold and no honor, nothing of it changed, said
  "Alice still has 2 gold": what she has of the resource the question names, not of another.
- "alice มี 0 element ไหม", "... honor ไหม" (Thai) were left unread, with no Yes or No where
  "gold" had one: the game's other resources are words of the Thai reading too.
- "Does the battle damage result before Sample Blessing?" of a Blessing that resulted first was
  "Yes" (the Blessing's own resolution); "Does Echo result before Blood Pact?" was "No" (by the
  Pact's copy, after Echo too); "Does Sample Spark result before Double Spark?" was "No" ("Spark"
  read as naming the Sample Spark): the order of two that resulted is read from the steps they
  resulted at (VW REG.4.b), and one that resulted both before and after the other gets no Yes
  or No.
- "Is Gun Shot still in the register?" ("Apakah Gun Shot masih di register?", "Gun Shot
  ยังอยู่ใน register ไหม") had no Yes or No: Yes of an item waiting as the ruling ends.
- Thai says an amount after what it counts: "Knight มีดาเมจ 0 ไหม" was read "have damage 0"
  (any damage: No of a Knight with none), "Knight ได้รับดาเมจ 2 ไหม" "take damage 2" (Yes of 1).
- "Does Bob pay gold for Call Back?" of a Bob who paid 1 gold for it was "No — bob pays nothing
  for Call Back": the "Back" of the card's name read as asking whether his gold came back.
- "Is Martyr sacrificed?" ("Apakah Martyr dikorbankan?", "Martyr ถูกสังเวยไหม") had no Yes or
  No: Yes of the card a step sacrificed (a cost, VW REG.14.a), not of the card whose cost it
  was; No of one that never left the field.
"""

from __future__ import annotations

from tests.helpers import lead_asked_afresh

lead = lead_asked_afresh  # (tests/helpers.py)


THREE = ("vandaria-wars/rulings-audit64/"
         "three-rulers-one-loses-the-game-goes-on-asked-in-indonesian.yaml")
OVER = "vandaria-wars/rulings-audit64/carol-out-bob-loses-alice-wins.yaml"


def test_a_ruler_who_lost_is_not_still_in_the_game() -> None:
    # ("ยังเล่นอยู่": still playing, was read "Does Bob play?": no Yes or No, session 75)
    for q in ("Is Bob still in the game?", "Apakah Bob masih dalam permainan?",
              "Bob ยังอยู่ในเกมไหม", "Bob ยังเล่นอยู่ไหม"):
        fact = lead(THREE, q)
        assert fact.verdict == "No", (q, fact.sentence)
        assert "VW HP.17" in fact.citations, fact.citations  # the draw from an empty deck
    for q in ("Is Bob out of the game?", "Apakah Bob tersingkir?", "Bob ตกรอบไหม"):
        assert lead(THREE, q).verdict == "Yes", q


def test_a_ruler_who_has_not_lost_is_still_in_the_game() -> None:
    for q in ("Is Carol still in the game?", "Apakah Carol masih dalam permainan?",
              "Carol ยังอยู่ในเกมไหม", "Carol ยังเล่นอยู่ไหม"):
        fact = lead(THREE, q)
        assert fact.verdict == "Yes", (q, fact.sentence)
        assert "gold" not in fact.sentence, fact.sentence
    assert lead(THREE, "Is Carol eliminated?").verdict == "No"


def test_nobody_is_still_in_a_game_that_is_over() -> None:
    # the winner has not lost, but the game has ended: no Yes or No
    assert lead(OVER, "Is Alice still in the game?").verdict == ""
    assert lead(OVER, "Apakah Bob masih dalam permainan?").verdict == "No"


def test_a_players_card_in_play_is_not_asked_of_the_player() -> None:
    assert "bob loses" not in lead(THREE, "Is Bob's Profit still in play?").sentence.casefold()


COSTS = "vandaria-wars/costs/x-more-than-gold-rejected.yaml"


def test_the_resource_asked_is_the_one_said() -> None:
    fact = lead(COSTS, "Does Alice have 0 honor?")
    assert fact.verdict == "Yes" and "honor" in fact.sentence, fact.sentence
    fact = lead(COSTS, "Apakah Alice punya 1 element?")
    assert fact.verdict == "No" and "element" in fact.sentence, fact.sentence
    assert lead(COSTS, "Does Alice have 2 gold?").verdict == "Yes"


def test_thai_asks_of_element_and_honor() -> None:
    assert lead(COSTS, "alice มี 0 element ไหม").verdict == "Yes"
    assert lead(COSTS, "alice มี 1 honor ไหม").verdict == "No"


BATTLE = "vandaria-wars/rulings/battle-atk-raised-in-answer.yaml"
ECHO = "vandaria-wars/rulings-audit15/copy-of-a-sacrifice-action-pays-nothing.yaml"
SPARKS = "vandaria-wars/replacements/prevention-replaced-kept.yaml"
AGAIN = "vandaria-wars/rulings-audit35/named-job-recalled-and-summoned-again-names-a-new-job.yaml"
WAITS = "vandaria-wars/register/one-pass-resolves-nothing.yaml"
DONE = "vandaria-wars/register/prayer-profit-gun-shot.yaml"


def test_the_order_of_two_that_resulted() -> None:
    # the Blessing answered the battle damage and resulted first (VW REG.4.b): "Does the battle
    # damage result before Sample Blessing?" was "Yes — Sample Blessing ... results at step 7"
    for q in ("Does the battle damage result before Sample Blessing?",
              "Apakah battle damage result sebelum Sample Blessing?",
              "Does Sample Blessing result after the battle damage?"):
        fact = lead(BATTLE, q)
        assert fact.verdict == "No", (q, fact.sentence)
        assert "VW REG.4.b" in fact.citations, fact.citations
    for q in ("Does Sample Blessing result before the battle damage?",
              "Does the battle damage result after Sample Blessing?"):
        assert lead(BATTLE, q).verdict == "Yes", q
    assert lead(DONE, "Prayer result ก่อน Gun Shot ไหม").verdict == "Yes"
    assert lead(DONE, "Gun Shot result ก่อน Prayer ไหม").verdict == "No"


def test_an_item_before_a_card_and_its_copy() -> None:
    # Echo resulted at step 10, the copy of Blood Pact at 11, the Pact at 12: it was "No", by
    # the copy
    assert lead(ECHO, "Does Echo result before Blood Pact?").verdict == "Yes"
    assert lead(ECHO, "Apakah Blood Pact result sebelum Echo?").verdict == "No"


def test_a_word_of_another_name_is_not_the_item() -> None:
    # "Double Spark" names the Double Spark, not the Sample Spark beside it (it was "No")
    assert lead(SPARKS, "Does Sample Spark result before Double Spark?").verdict == "Yes"
    assert lead(SPARKS, "Does Double Spark result before Sample Spark?").verdict == "No"


def test_one_that_resulted_before_and_after_is_not_ordered() -> None:
    # the Drill Sergeant resulted at step 7 and again at 22, the Recall at 14: it was "No"
    assert lead(AGAIN, "Does Drill Sergeant result before Sample Recall?").verdict == ""


def test_still_in_the_register() -> None:
    for q in ("Is Gun Shot still in the register?", "Apakah Gun Shot masih di register?",
              "Gun Shot ยังอยู่ใน register ไหม"):
        assert lead(WAITS, q).verdict == "Yes", q
        assert lead(DONE, q).verdict == "No", q


VOLLEY = "vandaria-wars/rulings/x-gold-fixed-on-registering-more-gold-later.yaml"


def test_thai_amount_after_what_it_counts() -> None:
    # the Knight has 1 damage as the ruling ends
    assert lead(VOLLEY, "Sample Knight มีดาเมจ 1 ไหม").verdict == "Yes"
    assert lead(VOLLEY, "Sample Knight มีดาเมจ 2 ไหม").verdict == "No"
    assert lead(VOLLEY, "Sample Knight ได้รับดาเมจ 2 ไหม").verdict == "No"
    assert lead(VOLLEY, "Sample Knight ได้รับดาเมจ 1 ไหม").verdict == "Yes"
    assert lead(WAITS, "Trader Male มีดาเมจ 0 ไหม").verdict == "Yes"


CALLBACK = "vandaria-wars/summon-moved/follower-sent-back-summon-results.yaml"
ALTAR = "vandaria-wars/rulings-audit18/gold-skill-sacrifice-cost-mid-register.yaml"


def test_a_word_of_a_card_name_is_not_a_refund_asked() -> None:
    for q in ("Does Bob pay gold for Call Back?", "Apakah Bob membayar gold untuk Call Back?"):
        assert lead(CALLBACK, q).verdict == "Yes", q
    assert lead(CALLBACK, "Does Bob get his gold back?").verdict == "No"


def test_sacrificed_as_a_cost() -> None:
    for q in ("Is Martyr sacrificed?", "Apakah Martyr dikorbankan?", "Martyr ถูกสังเวยไหม",
              "Does Bob sacrifice Martyr?"):
        fact = lead(ALTAR, q)
        assert fact.verdict == "Yes", (q, fact.sentence)
        assert "VW REG.14.a" in fact.citations, fact.citations
    # the Altar whose cost it was is not sacrificed; the Trader never left the field
    assert lead(ALTAR, "Apakah Blood Altar dikorbankan?").verdict == "No"
    assert lead(ALTAR, "Is Trader Male sacrificed?").verdict == "No"


TRIGGERS = "vandaria-wars/triggers/trigger-order-active-player-first.yaml"


def test_a_new_register_opened() -> None:
    # two Alarms triggered as the register resulted: a new register opens (VW REG.6.b)
    for q in ("Is a new register opened?", "Apakah register baru dibuka?"):
        fact = lead(TRIGGERS, q)
        assert fact.verdict == "Yes", (q, fact.sentence)
        assert "VW REG.6.b" in fact.citations, fact.citations
    # none opened as the register resulted with nothing triggered: No, by VW REG.6 (only a
    # trigger opens one; it had no Yes or No, session 75)
    for q in ("Is a new register opened?", "Apakah register baru dibuka?"):
        fact = lead(DONE, q)
        assert fact.verdict == "No", (q, fact.sentence)
        assert fact.citations == ("VW REG.6",), fact.citations
    # a register that never resulted: nothing for a No to say
    assert lead("vandaria-wars/register/one-pass-resolves-nothing.yaml",
                "Is a new register opened?").verdict == ""
