"""Questions asked in other words than the bundled rulings ask them: the same ruling, the same
Yes or No, or none (never the opposite, never one of another card). Found by asking every
bundled ruling's question again in other words (a question and its twin: "Is the Squire
destroyed?" / "Does the Squire survive?" must not both say Yes; "Can Bob ...?" / "Is Bob allowed
to ...?" must say the same), which was right for the forms the readers knew and wrong for these.
"""

from __future__ import annotations

import re

import pytest

from tests.helpers import leads_asked as leads

FOW_ITSELF = "force-of-will/other/may-she-target-itself-asked-of-the-try-at-itself.yaml"
FOW_FLYER = "force-of-will/rulings/flyer-may-block-a-walker.yaml"
VW_LANTERN = ("vandaria-wars/rulings-audit25/"
              "relic-still-in-the-register-is-no-target-for-a-relic-action.yaml")
RB_WARDEN = "riftbound/rulings-audit21/passive-might-reads-its-own-optional-cost-paid.yaml"
RB_SQUIRE = "riftbound/rulings-audit42/blade-gives-assault-the-squire-survives.yaml"




@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Judge, may she target the Drillmaster itself?",
                                   "Judge: may she target the Drillmaster itself?",
                                   "May she target the Drillmaster itself, judge?"])
def test_a_judge_called_on_is_no_part_of_the_question(asked: str, expect: bool) -> None:
    """FOW 903.2i (a target must be legal as it is chosen): "Judge, may she target the
    Drillmaster itself?" read "may" in lower case as no question of its own and led "Yes —
    Action 2 ... is allowed" (her other try, at the Squire): the opposite of the ruling on
    the try the question asks of."""
    lead = leads(FOW_ITSELF, asked, expect)[0]
    assert lead.sentence.startswith("No — Action 1 (alice activates Drillmaster's Drill) is "
                                    "rejected at step 1"), lead.sentence


@pytest.mark.parametrize("asked", ["Is Bob allowed to block it with his Gale Hawk?",
                                   "Is Bob able to block it with his Gale Hawk?",
                                   "Is it legal for Bob to block it with his Gale Hawk?"])
def test_allowed_to_asks_what_can_asks(asked: str) -> None:
    """FOW 804.3 (a blocker declared; [Flying] does not keep a flyer from blocking a walker):
    "Is Bob allowed to block it with his Gale Hawk?" was read as a question of the board and
    led "No — Stone Sentinel (sentinel) is still on the field" where "Can Bob block it ...?"
    leads "Yes — Action 2 ... is allowed"."""
    can = leads(FOW_FLYER, "Can Bob block it with his Gale Hawk?")[0]
    lead = leads(FOW_FLYER, asked)[0]
    assert can.sentence.startswith("Yes — Action 2 (bob declares a blocker) is allowed")
    assert lead.sentence == can.sentence and lead.citations == can.citations, lead.sentence


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Is the Lantern in play?", "Yes"), ("Is the Lantern still in play?", "Yes"),
    ("Is the Lantern on the board?", "Yes"), ("Does the Lantern stay in play?", "Yes"),
    ("Does the Lantern enter play?", "Yes"), ("Does the Lantern leave play?", "No"),
    ("Does the Lantern leave the field?", "No"), ("Apakah Lantern tetap di permainan?", "Yes"),
    ("Apakah Lantern meninggalkan permainan?", "No")])
def test_in_play_is_the_board_not_a_play(asked: str, verdict: str) -> None:
    """VW REG.1.e (a resolved Relic enters the field): of a Storm Lantern that resulted onto
    the field after Bob's Shatter at it was refused, "Is the Lantern in play?" led "No —
    Action 3 (bob summons Shatter) is rejected" ("play" read as the act of playing), and
    "Does the Lantern leave the field?" led "Yes — ... ends on the field" (the field read as
    where it went). In Indonesian the same ("tetap di permainan" is "stay in play")."""
    lead = leads(VW_LANTERN, asked)[0]
    assert lead.sentence == f"{verdict} — Storm Lantern (lantern) ends on the field, when Storm " \
        "Lantern (lantern) results at step 7", lead.sentence
    assert lead.citations == ("VW REG.1.e",)


@pytest.mark.parametrize(("name", "asked"), [
    (RB_SQUIRE, "Does the Squire leave play?"), (RB_SQUIRE, "Does the Squire leave the board?"),
    (RB_WARDEN, "Does the Warden leave play?"), (RB_WARDEN, "Does it leave play?")])
def test_moving_on_the_board_is_not_leaving_play(name: str, asked: str) -> None:
    """RB 107 (the board: every base and every battlefield): a unit that moved from its
    base to a battlefield (or was played from the hand into its base) never left play; "Does
    the Squire leave play?" said "Yes" as its zone had changed."""
    lead = leads(name, asked)[0]
    assert lead.sentence.startswith("No — "), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Does the Golem survive?", "Is Bob's Golem destroyed?",
                                   "Does the Squire survive?", "Does the Golem take damage?",
                                   "Does the Golem have 2 damage?", "Can Alice play the Golem?"])
def test_a_card_no_file_has_gets_no_yes_or_no(asked: str, expect: bool) -> None:
    """A question asking the fate of a card the ruling does not have ("Does the Golem
    survive?" of a ruling whose one unit is a Tithed Warden) was answered "Yes — Tithed Warden
    (warden) ends in alice's base ...": another card's fate as the Golem's. Now it says the
    question names no card of the ruling, and gives no Yes or No. The same of its damage ("Yes
    — Tithed Warden ... has 2 damage") and of a play of it ("Can Alice play the Golem?" was
    "Yes — Action 1 (alice plays Tithed Warden) is allowed")."""
    lead = leads(RB_WARDEN, asked, expect)[0]
    named = re.search(r"(?:the|Bob's) (\w+)", asked)
    assert named is not None
    assert lead.sentence.startswith(f"The question names {named[0]}, which is no card of this "
                                    "ruling: no Yes or No; "), lead.sentence
    assert "Tithed Warden" in lead.sentence
    assert not lead.verdict


@pytest.mark.parametrize("asked", ["Does the Warden survive?", "Does Alice's Warden survive?",
                                   "Does the Tithed Warden survive?", "Can Alice play the Warden?",
                                   "Does the Warden take damage?"])
def test_a_card_named_by_a_word_of_its_name_is_known(asked: str) -> None:
    """The Tithed Warden named "the Warden", "Alice's Warden": its own Yes, as before."""
    lead = leads(RB_WARDEN, asked)[0]
    assert lead.sentence.startswith(("Yes — Tithed Warden (warden) ends in alice's base",
                                     "Yes — Action 1 (alice plays Tithed Warden) is allowed")), \
        lead.sentence


def test_a_process_of_the_game_named_with_a_capital_is_no_card() -> None:
    """"Does the Transcend process happen?" names a process of the game (FOW 714.1), not a
    card: its No stands."""
    name = "force-of-will/rulings-audit36/transcend-with-a-ruler-astral-by-name-only.yaml"
    lead = leads(name, "Does the Transcend process happen?")[0]
    assert lead.sentence.startswith("No — Rite of the Old Grove (rite) resolves"), lead.sentence


@pytest.mark.parametrize("asked", ["Does Bob's Warden survive?", "Does Carol's Warden survive?",
                                   "Does Bob's Spark Bolt resolve?"])
def test_a_card_named_as_another_players_is_not_this_one(asked: str) -> None:
    """"Does Bob's Warden survive?" of a ruling whose one Warden is Alice's (and "Carol's" of a
    game with no Carol) was answered "Yes" of Alice's Warden: the card asked of is none of the
    ruling's. No Yes or No, said so; a card's own name with an apostrophe ("Hunter's Shot")
    is no owner (its ruling's lead is unchanged: tests/engine lead comparisons)."""
    lead = leads(RB_WARDEN, asked)[0]
    named = asked.split(" ", 1)[1].rsplit(" ", 1)[0]
    assert lead.sentence.startswith(f"The question names {named}, which is no card of this "
                                    "ruling: no Yes or No; "), lead.sentence
    assert not lead.verdict


def test_one_players_play_says_nothing_of_whether_another_could() -> None:
    """RB 354 (a player playing a card, step by step): "Can Bob play the Warden?" of a
    Warden Alice played led "Yes — at step 1, alice plays Tithed Warden": her play is no
    answer for Bob. No Yes or No; "Can Alice play the Warden?" keeps its Yes."""
    bob = leads(RB_WARDEN, "Can Bob play the Warden?")[0]
    alice = leads(RB_WARDEN, "Can Alice play the Warden?")[0]
    assert not bob.verdict, bob.sentence
    assert alice.sentence.startswith("Yes — Action 1 (alice plays Tithed Warden) is allowed")


def test_a_cards_own_name_with_an_apostrophe_is_no_owner() -> None:
    """VW REG.8.a: "Does Hunter's Shot result?" names the card Hunter's Shot, not a Shot of a
    player called Hunter: its No stands."""
    name = "vandaria-wars/rulings-audit8/target-taken-over-no-longer-an-opponents.yaml"
    lead = leads(name, "Does Hunter's Shot result?")[0]
    assert lead.sentence.startswith("No — "), lead.sentence


FOW_CURSE = "force-of-will/keywords/anathema-four-card-types-in-the-graveyard.yaml"


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does Bob lose 200 life?", "No"), ("Does Bob lose 800 life?", "Yes"),
    ("Does Bob take 800 damage?", "Yes"), ("Does Bob lose life?", "Yes")])
def test_a_life_loss_asked_by_its_amount_is_that_amount(asked: str, verdict: str) -> None:
    """FOW 1197.2 ([Anathema]: 700 more): Bob loses 800 life to Grave Curse. "Does Bob lose
    200 life?" said "Yes" (any loss of at least 200); it asks of just that much, in all or
    at one step, as "Does the Squire take 4 damage?" does of a card."""
    lead = leads(FOW_CURSE, asked)[0]
    assert lead.sentence.startswith(f"{verdict} — bob has 3200 life (from 4000)"), lead.sentence


FOW_SPITE = ("force-of-will/rulings-audit28/"
             "trigger-whose-source-the-rule-process-destroyed-is-still-played.yaml")


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does Bob gain 300 life?", "Yes"), ("Does Bob gain 500 life?", "No"),
    ("Does Bob gain life?", "Yes")])
def test_a_gain_asked_by_its_amount_is_that_amount(asked: str, verdict: str) -> None:
    """FOW 906.10 (the Imp's Spite resolves though its source is gone): Bob gains 300 life.
    "Does Bob gain 500 life?" said "Yes" (any gain); it asks of just that much."""
    lead = leads(FOW_SPITE, asked)[0]
    assert lead.sentence.startswith(f"{verdict} — bob has 4300 life (from 4000)"), lead.sentence


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does Grave Curse deal 800 damage?", "Yes"), ("Does Grave Curse deal 700 damage?", "Yes"),
    ("Does Grave Curse deal 300 damage?", "No"), ("Does Grave Curse deal damage to Bob?", "Yes"),
    ("Does Grave Curse deal damage to Alice?", "No"), ("Does Grave Curse deal its damage?", "Yes")])
def test_an_items_damage_asked_by_amount_or_recipient(asked: str, verdict: str) -> None:
    """FOW 1197.2: Grave Curse deals 100 and, by [Anathema], 700 more to Bob. "Does Grave Curse
    deal 300 damage?" and "... deal damage to Alice?" said "Yes" (any damage to anyone); each
    asks of just that much (in all, to one, or in one deal) and of that recipient."""
    lead = leads(FOW_CURSE, asked)[0]
    assert lead.sentence.startswith(f"{verdict} — Grave Curse (curse) resolves at step 6"), \
        lead.sentence


@pytest.mark.parametrize("asked", ["Does the Squire deal damage to the Warden?",
                                   "Does the Warden deal damage to the Squire?",
                                   "Does the Squire deal 5 damage?"])
def test_combat_damage_with_no_card_as_its_source_gets_no_no(asked: str) -> None:
    """RB 465.2 (a side's combat damage is its units' total Might, assigned by its player): the
    ruling records no card as the source of a combat's damage, so "Does the Squire deal damage
    to the Warden?" of a Squire whose side dealt the Warden 5 said "No — ... has no damage"
    (no event with the Squire as its source). Now no Yes or No: which card dealt it is not for
    judge to say where the rules name the side."""
    lead = leads(RB_SQUIRE, asked)[0]
    assert not lead.verdict, lead.sentence


def test_a_card_destroyed_before_normal_damage_deals_none() -> None:
    """FOW 1105.2 ([First Strike]) and 1106.2 ([Explode]): the Beetle's first strike damage
    makes Explode destroy both before normal damage, so "does the Sentinel deal damage?" is
    No (its battle damage is recorded with its source: none came of it)."""
    name = ("force-of-will/rulings-audit18/"
            "first-strike-explode-destroys-both-before-normal-damage.yaml")
    lead = leads(name, "Does the Sentinel deal damage?")[0]
    assert lead.sentence.startswith("No — Stone Sentinel (sentinel) is destroyed at step 24"), \
        lead.sentence


@pytest.mark.parametrize(("name", "verdict"), [
    (RB_WARDEN, "Yes"),
    ("riftbound/rulings-audit21/passive-might-reads-its-own-optional-cost-unpaid.yaml", "No")])
@pytest.mark.parametrize("asked", ["Is it in play?", "Is it on the board?"])
def test_it_in_play_is_whether_it_ends_on_the_board(name: str, verdict: str, asked: str) -> None:
    """RB 107 (the board): "Is it in play?" of the Tithed Warden asked what "Does it survive?"
    asks and got no Yes or No (the reader of "in play" took a card named, not "it"): the
    Warden that paid Tithe survives its 2 damage, the one that did not is killed."""
    lead = leads(name, asked)[0]
    assert lead.verdict == verdict and "Tithed Warden (warden)" in lead.sentence, lead.sentence


def test_which_player_asks_who() -> None:
    """RB 340.4 (priority after a resolution): "Which player has priority after the Bolt
    resolves?" led with the Bolt's resolution (the one thing it named), where "Who has priority
    ...?" leads with who holds it."""
    name = "riftbound/citations/priority-after-a-resolution.yaml"
    who = leads(name, "Who has priority after the Bolt resolves?")[0]
    which = leads(name, "Which player has priority after the Bolt resolves?")[0]
    assert which.sentence == who.sentence and which.sentence.startswith("Alice holds priority")


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Is Bob given 300 life?", "Yes"), ("Is Bob given 500 life?", "No"),
    ("Does Bob's life go up?", "Yes"), ("Does Bob's life go down?", "No")])
def test_given_and_going_up_ask_of_a_gain(asked: str, verdict: str) -> None:
    """FOW 906.10: Bob gains 300 life by Spite. "Is Bob given 300 life?" and "Does Bob's life go
    up?" got no Yes or No (no reader knew them): they ask what "Does Bob gain (300) life?"
    asks, "go down" what "Does Bob lose life?" asks."""
    lead = leads(FOW_SPITE, asked)[0]
    assert lead.sentence.startswith(f"{verdict} — bob has 4300 life (from 4000)"), lead.sentence


def test_given_priority_asks_whether_she_gets_it() -> None:
    """RB 340.4: "Is Alice given priority after the Bolt resolves?" asks what "Does Alice get
    priority ...?" asks (it led with what the chain held, no Yes or No)."""
    name = "riftbound/citations/priority-after-a-resolution.yaml"
    lead = leads(name, "Is Alice given priority after the Bolt resolves?")[0]
    assert lead.sentence.startswith("Yes — alice holds priority, at step 10"), lead.sentence


def test_removed_from_the_game_asks_where_it_went() -> None:
    """FOW 312.1/312.3: Void Snare removes Dawn Hound from the chase to the removed area. "Is
    the Hound removed from the game?" got no Yes or No (the game's participle, "removed", read
    only at the question's end), where "Is the Hound removed?" has its Yes."""
    name = "force-of-will/chase/resonator-spell-removed-from-the-chase-never-resolves.yaml"
    lead = leads(name, "Is the Hound removed from the game?")[0]
    assert lead.sentence.startswith("Yes — Dawn Hound (hound) ends removed from the game"), \
        lead.sentence


@pytest.mark.parametrize(("name", "verdict"), [
    ("force-of-will/chase/spell-moved-off-the-chase-never-resolves.yaml", "No"),
    ("force-of-will/copies/copy-has-the-copied-triggered-ability.yaml", "Yes")])
def test_a_card_drawn_by_her_asks_whether_she_draws(name: str, verdict: str) -> None:
    """FOW 605.1b (Quick Study sent back never resolves: no draw) and a copy's Last Rites (a
    draw): "Is a card drawn by Alice?" got no Yes or No (20 rows of audit 55's probe); it asks
    what "Does Alice draw a card?" asks."""
    twin = leads(name, "Does Alice draw a card?")[0]
    lead = leads(name, "Is a card drawn by Alice?")[0]
    assert lead.verdict == twin.verdict == verdict and lead.sentence == twin.sentence


RB_CAPTAIN = "riftbound/rulings-audit33/captain-and-squire-die-in-two-cleanups.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "leads_with"), [
    # VW REG.14.a: the job named is read as Muster results; only the priest gets +1 ATK. The
    # Squire the effect left alone led ("Squire (squire) has ATK 1: ...").
    ("vandaria-wars/costs/choose-any-job-type.yaml", "Which Followers get +1 ATK?",
     ["Acolyte (acolyte) has ATK 2 (it had ATK 1)"]),
    # RB 323.5: the Captain and the Squire die; "Which of her units survive?" led with the
    # Captain's death.
    (RB_CAPTAIN, "Which of her units survive?", ["Stone Warden (warden) is still in alice's base"]),
    (RB_CAPTAIN, "Which units die?", ["War Captain (captain) is killed",
                                      "Trainee Squire (squire) is killed"]),
    (RB_CAPTAIN, "Which unit dies first?", ["War Captain (captain) is killed"]),
    (RB_CAPTAIN, "What units die?", ["War Captain (captain) is killed",
                                     "Trainee Squire (squire) is killed"]),
    # RB 315.1.b: every thing the turn player controls is readied, each said (the phase came
    # between them)
    ("riftbound/turn/awaken-readies-the-turn-player.yaml",
     "At the start of Alice's turn, which of the exhausted objects are readied?",
     ["Trainee Squire (a-unit) is ready", "Basic Rune (a-rune) is ready"]),
    # FOW 104.4: the Sentinel "does not recover"; the Squire does (the Sentinel led: "is
    # rested")
    ("force-of-will/turn/r11-prohibition-holds-through-recovery.yaml",
     "In Alice's next recovery phase, which of her rested cards recover?",
     ["Ember Squire (squire) is recovered"]),
])
def test_which_cards_leads_with_each_card_it_is_true_of(
        name: str, asked: str, leads_with: list[str], expect: bool) -> None:
    """"Which Followers get +1 ATK?": the cards of which it is true lead, each of them (read
    as "Does it get +1 ATK?" of every card), not the first card of the file."""
    lead = leads(name, asked, expect)
    for fact, start in zip(lead, leads_with, strict=False):
        assert fact.sentence.startswith(start), [f.sentence for f in lead]
    assert len(lead) >= len(leads_with), [f.sentence for f in lead]


@pytest.mark.parametrize(("asked", "form"), [
    ("Which Followers get +1 ATK?", "Does it get +1 ATK?"),
    ("Which unit dies first?", "Does it die first?"),
    ("At the start of Alice's turn, which of the exhausted objects are readied?",
     "Is it readied?"),
    ("Which of her Followers is exhausted or damaged, what happens to the Trader?",
     "Is it exhausted or damaged?"),
    ("What units die?", "Does it die?"), ("What card is it?", None),
    # not of each card: a card asked of (an auxiliary after it), a player, the rules
    ("Which cards does Bob hold?", None), ("Which player wins?", None),
    ("Which rules decide it?", None),
    # a negation: the readers read the verb, not the negation, so the cards of a Yes would be
    # the opposite of those asked for
    ("Which units don't die?", None), ("Which units are not destroyed?", None),
    ("Which units never die?", None), ("Which units take no damage?", None),
])
def test_which_cards_is_asked_of_each_card_as_a_yes_no_question(asked: str,
                                                                form: str | None) -> None:
    from judge.engine.answer import _which_of_them

    assert _which_of_them(asked) == form


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "leads_with"), [
    # Indonesian and Thai "which cards" questions, read as the English ones (they were left
    # unread: "Follower mana yang hancur?" led with whatever the file checked first)
    ("vandaria-wars/battle/battle-damage-one-way.yaml", "= Follower mana yang hancur?",
     "Sample Militia (theirs) is destroyed"),
    ("vandaria-wars/battle/battle-damage-one-way.yaml", "= Follower mana saja yang bertahan?",
     "Sample Militia (mine) is still on the field"),
    (RB_CAPTAIN, "= ยูนิตไหนรอด?", "Stone Warden (warden) is still in alice's base"),
    (RB_CAPTAIN, "= ยูนิตไหนตาย", "War Captain (captain) is killed"),
])
def test_which_cards_in_indonesian_and_thai(name: str, asked: str, leads_with: str,
                                            expect: bool) -> None:
    assert leads(name, asked, expect)[0].sentence.startswith(leads_with)


@pytest.mark.parametrize(("asked", "english"), [
    ("Follower mana yang hancur?", "Which Followers are destroyed?"),
    ("Kartu mana saja yang masuk graveyard?", "Which cards go to the graveyard?"),
    ("ยูนิตใดบ้างที่ถูกทำลาย?", "Which units are destroyed?"),
    ("ยูนิตตัวไหนตาย", "Which units die?"),
    # a negation, or words judge does not know: left as written (no card is read as Yes)
    ("Follower mana yang tidak hancur?", "Follower mana yang tidak hancur?"),
    ("ยูนิตไหนไม่ตาย?", "ยูนิตไหนไม่ตาย?"),
])
def test_which_cards_is_read_into_english(asked: str, english: str) -> None:
    from judge.engine.asked import in_english

    assert in_english(asked, ()) == english


def test_which_cards_reads_only_cards_of_the_type_it_names() -> None:
    """"Which resonators survive?": the resonators that stay, not the Flame Banner (an
    addition) that also stays, which led before them (a judge's own file, no `expect:`)."""
    lead = leads("force-of-will/attributes/fire-resonators-are-those-with-fire-in-their-cost.yaml",
                 "Which resonators survive?", expect=False)
    assert [f.subject.id for f in lead[:2]] == ["squire", "sentinel"], [f.sentence for f in lead]
