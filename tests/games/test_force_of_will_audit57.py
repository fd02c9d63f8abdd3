"""Force of Will audit 57 (scenarios/force-of-will/rulings-audit57/): a yes/no question asking
either of two things ("... or ...?"), audit 56's leftovers, and "which resonators ...?"."""

from __future__ import annotations

import pytest

from judge.engine.answer import either_or
from tests.helpers import leads_asked, ruling, scenario_text

AUDIT57 = "force-of-will/rulings-audit57/"
EITHER = AUDIT57 + "copy-asked-whether-it-draws-or-deals-damage.yaml"
DRAWING = AUDIT57 + "copy-of-a-drawing-mode-neither-deals-damage-nor-destroys.yaml"
HOW_MUCH = AUDIT57 + "how-much-damage-the-copy-deals.yaml"
FLYING = AUDIT57 + "which-resonators-gain-flying.yaml"
REMOVED = AUDIT57 + "which-resonators-are-removed-from-the-game.yaml"


@pytest.mark.parametrize(("clause", "parts"), [
    ("Does the copy draw a card or deal damage?",
     ("Does the copy draw a card?", "Does the copy deal damage?")),
    ("Is the Golem destroyed or banished?", ("Is the Golem destroyed?", "Is the Golem banished?")),
    ("Does he exhaust it, pay, or draw?", ("Does he exhaust it?", "Does he pay?", "Does he draw?")),
    ("Does Bob take 300 or 400 damage?", None),
    ("Is the Golem destroyed or not?", None),
    ("Does Alice or Bob draw?", None),
])
def test_the_clauses_an_either_or_asks(clause: str, parts: tuple[str, ...] | None) -> None:
    """A clause joining verbs or states with "or" asks each of them; "or" between numbers,
    players or "not" joins no two things asked."""
    assert either_or(clause) == parts


@pytest.mark.parametrize("asked", ["Does the copy draw a card or deal damage?",
                                   "Does the copy deal damage or draw a card?",
                                   "Does the copy either draw a card or deal damage?"])
@pytest.mark.parametrize("expect", [True, False])
def test_either_holding_is_a_yes(asked: str, expect: bool) -> None:
    """FOW 1017.3d: the copy kept the damage mode, so it deals damage and draws nothing. The
    answer was "No — alice does not draw" (the first verb read alone, citing nothing): a No
    to one of two things asked, which the other made wrong."""
    lead = leads_asked(EITHER, asked, expect)[0]
    assert lead.sentence.startswith("Yes — Twin Choice (twin.copy) resolves"), lead.sentence
    assert lead.citations[0] == "FOW 1017.3d", lead.citations


def test_neither_known_is_no_yes_or_no() -> None:
    """"Does the copy draw a card or gain life?" with `expect:` checking no life: it draws
    nothing, and no fact says of life gained: no Yes or No (it was "No — alice does not
    draw"). (Without `expect:` her life, unchanged, says No of it too, and the answer is No.)"""
    leads = leads_asked(EITHER, "Does the copy draw a card or gain life?")
    assert not any(f.verdict for f in leads), [f.sentence for f in leads]


@pytest.mark.parametrize("expect", [True, False])
def test_both_known_not_to_hold_is_a_no(expect: bool) -> None:
    """The copy of the drawing mode deals no damage and destroys nothing: No, each said."""
    leads = leads_asked(DRAWING, "Does the copy deal damage or destroy Bob's Golem?", expect)
    assert leads[0].verdict == "No", [f.sentence for f in leads]
    assert all(f.verdict == "No" for f in leads), [f.sentence for f in leads]


def test_a_riftbound_either_or_with_one_true_says_no_no() -> None:
    """RB 370.1.a.1: Border Writ replaced Alice's conquer of bf-b, which she still controls.
    "Does she control it, score, or gain XP?" was "No — alice still has 1 point and 0 XP",
    though she controls it: a No may no longer be said of the list."""
    leads = leads_asked("riftbound/replacements/conquer-replaced-control-kept.yaml",
                        "Does she control it, score, or gain XP?")
    assert not any(f.verdict == "No" for f in leads), [f.sentence for f in leads]


@pytest.mark.parametrize("expect", [True, False])
def test_how_much_damage_the_copy_deals_is_the_copys(expect: bool) -> None:
    """Audit 56's leftover: "How much damage does the copy deal?" was led by the Golem's
    destruction by the original ("Twin Choice (twin) dealt it 300 damage at step 16"); it asks
    of the copy, whose resolution dealt 300 by the mode it kept (FOW 1017.3d)."""
    lead = leads_asked(HOW_MUCH, "How much damage does the copy deal?", expect)[0]
    assert "(twin.copy) resolves: deals 300 damage" in lead.sentence, lead.sentence
    assert lead.citations[0] == "FOW 1017.3d", lead.citations


def test_the_copys_resolution_cites_what_it_kept() -> None:
    """Audit 56's leftover: the copy's own resolution ("deals 300 damage to Golem") cited only
    605.1b (two passes resolve it), where what it did was the mode it kept (FOW 1017.3d)."""
    res = ruling(scenario_text(AUDIT57 + "copy-asked-whether-it-draws-or-deals-damage.yaml"))
    fact = next(f for f in res.answer if "(twin.copy) resolves" in f.sentence)
    assert fact.citations[:2] == ("FOW 1017.3d", "FOW 605.1b"), fact.citations


def test_a_copys_own_rule_still_leads() -> None:
    """A copy's resolution citing a rule of its own (FOW 1302.4d: a copy cannot contract)
    is not led by what it kept."""
    res = ruling(scenario_text("force-of-will/systems/contract-copy-cannot-contract.yaml"))
    fact = next(f for f in res.answer if "(pact.copy) resolves" in f.sentence)
    assert fact.citations[0] != "FOW 1017.3d", fact.citations


def test_changes_of_a_kind_each_are_ordered_by_the_rule() -> None:
    """FOW 910.2a: the Guard's prevention and the Squire's redirect are of two kinds, so the
    rule orders them; the step said "bob orders them ... (by default in the order they
    began)", and with Bob's order given "as decided", an order the rule overrode."""
    path = "force-of-will/rulings-audit56/prevention-before-a-redirect-to-the-player.yaml"
    for text in (scenario_text(path), scenario_text(path).replace(
            "expect:", "decisions:\n  replacements: {order: [squire, guard]}\nexpect:")):
        step = next(s for s in ruling(text).steps if "replacement effects apply" in s.summary)
        assert "the rules order them by kind" in step.summary, step.summary
        assert "nobody chooses" in step.summary and "by default" not in step.summary


def test_changes_of_one_kind_are_still_the_players_to_order() -> None:
    """Two changes of one kind (two preventions) are still ordered by the player."""
    res = ruling(scenario_text(
        "force-of-will/replacement-order/prevention-effect-before-a-redirect.yaml"))
    assert not any("nobody chooses" in s.summary for s in res.steps
                   if "3 replacement effects" in s.summary)


@pytest.mark.parametrize("expect", [True, False])
def test_which_resonators_gain_flying(expect: bool) -> None:
    """FOW 909.4: the Squire and the Brute gain [Flying], the Golem does not. It was led by
    the chant's resolution: a "gain" of a keyword, and a "which" question, read no card's
    keywords."""
    leads = leads_asked(FLYING, "Which resonators gain [Flying]?", expect)
    subjects = [f.subject.id for f in leads]
    assert subjects[:2] == ["squire", "brute"], [f.sentence for f in leads]
    assert "golem" not in subjects[:2]


@pytest.mark.parametrize(("asked", "verdict"), [("Does the Brute gain [Flying]?", "Yes"),
                                                ("Does the Golem gain [Flying]?", "No"),
                                                ("Does the Golem get [Flying]?", "No")])
def test_a_keyword_gained_is_a_yes(asked: str, verdict: str) -> None:
    """"Does the Brute gain [Flying]?" had no Yes or No (only have/keep/lose were read)."""
    lead = leads_asked(FLYING, asked, expect=False)[0]
    assert lead.verdict == verdict, lead.sentence


def test_which_j_resonators_are_asked_of_each_card() -> None:
    """"Which J/resonators ...?" is a "which cards" question too (it was led by the chant)."""
    leads = leads_asked(REMOVED, "Which J/resonators are removed from the game?", expect=False)
    assert leads[0].subject.id == "golem", [f.sentence for f in leads]


@pytest.mark.parametrize("expect", [True, False])
def test_which_resonators_are_removed_from_the_game(expect: bool) -> None:
    """The Golem is removed, the Squire stays: its "it" stood for no card, and the zone asked
    was read of no one (led by the chant's resolution)."""
    leads = leads_asked(REMOVED, "Which resonators are removed from the game?", expect)
    assert leads[0].subject.id == "golem", [f.sentence for f in leads]
    assert "squire" not in [f.subject.id for f in leads[:1]]
