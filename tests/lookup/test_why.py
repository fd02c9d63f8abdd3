"""`judge why`: why an item resolved, did not resolve or waits, why an action was rejected."""

from __future__ import annotations

import json
import re

import pytest

from judge.engine.resolution import Resolution
from judge.games import find_game
from judge.lookup.why import Answer, UnknownSubject, why

from ..helpers import ruling
from .conftest import CANCELLED, LEFT_PLAY, NO_PRIORITY, PRAYER, run

BOARD = """
game: vandaria-wars
title: {title}
turn: {{player: alice, phase: main}}
players: {{alice: {{gold: 5}}, bob: {{gold: 0}}}}
cards:
  Trader Male: {{type: follower, stats: {{atk: 1, hp: 2}}}}
  Gun Shot: {{type: action, targets: [{{type: follower}}],
             effect: [{{damage: {{target: $1, amount: 3}}}}]}}
objects:
  - {{id: trader, card: Trader Male, owner: bob, zone: field}}
register:
  - {{id: shot, card: Gun Shot, controller: alice, targets: [trader]}}
actions:
  - {{by: {who}, do: pass}}
then: stop
"""
#: Alice passes once: Bob now holds priority and Gun Shot waits (VW REG.4.a needs every player).
WAITING = BOARD.format(title="Gun Shot waits", who="alice")
#: Bob passes while Alice holds priority: rejected (VW REG.3.a).
REJECTED = BOARD.format(title="Bob passes out of turn", who="bob")
ROLES = find_game("vandaria-wars").roles


def ask(res: Resolution, subject: str, actions: int = 1, then: str = "stop") -> Answer:
    return why(res, subject, actions=actions, then=then, roles=ROLES)


def relations(answer: Answer) -> list[tuple[str, str, str]]:
    return [(c.source, c.relation, c.target) for c in answer.chain]


def test_a_resolved_item_names_the_prevention_that_stopped_its_damage() -> None:
    code, out, _ = run("why", PRAYER, "shot", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["schema"] == "judge.why/1" and data["verdict"] == "resolved"
    assert data["step"] == 6 and "VW REG.4.b" in data["citations"]
    link = next(c for c in data["chain"] if c["source"] == "prayer"
                and c["relation"] == "prevents")
    assert link["target"] == "shot" and link["rules"] == ["VW REG.11.b"]


def test_a_fizzled_item_is_traced_back_to_the_action_that_removed_its_target() -> None:
    code, out, _ = run("why", LEFT_PLAY, "shot", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["verdict"] == "fizzled" and data["citations"] == ["VW REG.8.b"]
    chain = [(c["relation"], c["target"]) for c in data["chain"]]
    illegal = next(c for c in data["chain"] if c["relation"] == "makes_illegal")
    assert illegal["rules"] == ["VW REG.8.b"] and illegal["target"] == "shot"
    assert ("causes", illegal["source"]) in chain  # recall moved the Trader ...
    assert ("plays", "recall") in chain  # ... and action 0 played recall


def test_a_cancelled_item_names_what_cancelled_it() -> None:
    code, out, _ = run("why", CANCELLED, "Gun Shot")
    assert code == 0
    assert "Why: Gun Shot (shot) - cancelled" in out
    assert "Sample Dispel (dispel) cancelled Gun Shot (shot)" in out and "VW REG.12" in out


def test_a_waiting_item_says_who_holds_priority_and_that_the_scenario_stopped() -> None:
    answer = ask(ruling(WAITING), "shot")
    assert answer.verdict == "waiting"
    sentences = " ".join(s for s, _ in answer.context)
    assert "Bob holds priority" in sentences and "then: stop" in sentences
    assert ("Bob holds priority when the ruling ends.", ("VW REG.3.a",)) in answer.context


def test_a_waiting_item_lists_what_must_resolve_before_it() -> None:
    two = WAITING.replace("actions:", "  - {id: shot2, card: Gun Shot, controller: alice, "
                          "targets: [trader]}\nactions:")
    answer = ask(ruling(two), "shot")
    assert ("Above it, still to result first: Gun Shot (shot2).", ("VW REG.4.b",)) \
        in answer.context
    assert not any(s.startswith("Above it") for s, _ in ask(ruling(two), "shot2").context)


def test_a_rejected_action_gives_the_rule_that_forbids_it() -> None:
    answer = ask(ruling(REJECTED), "action:0")
    assert answer.verdict == "rejected" and answer.rules == ("VW REG.3.a",)
    assert "bob does not hold priority (alice does)" in answer.answer


def test_an_action_that_was_taken_lists_what_it_led_to() -> None:
    answer = ask(ruling(WAITING), "1")  # prose counts actions from 1
    assert answer.verdict == "taken" and "alice passes" in answer.answer


@pytest.mark.parametrize("spelling", ["action:0", "action 1", "#1", "1", "ACTION-1"])
def test_an_action_may_be_named_in_several_ways(spelling: str) -> None:
    assert ask(ruling(REJECTED), spelling).subject == "action:0"


def test_an_unknown_subject_is_an_error_with_suggestions() -> None:
    with pytest.raises(UnknownSubject) as exc:
        ask(ruling(REJECTED), "shoot")
    assert "shot" in exc.value.suggestions
    code, out, err = run("why", NO_PRIORITY, "bogus")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "nothing called 'bogus'" in err and "action 1" in err


def test_an_action_beyond_the_scenario_is_unknown() -> None:
    with pytest.raises(UnknownSubject):
        ask(ruling(REJECTED), "action:7")


def test_the_text_view_has_the_answer_the_chain_and_the_rules() -> None:
    code, out, _ = run("why", LEFT_PLAY, "shot")
    assert code == 0
    assert out.startswith("Why: Gun Shot (shot) - did not result")
    assert "Chain of causes, nearest first:" in out and "Rules:" in out
    assert "VW REG.8.b  The target left play." in out


def test_every_rule_a_why_answer_cites_exists() -> None:
    rules = find_game("vandaria-wars").data.rules
    for path, subject in ((PRAYER, "shot"), (LEFT_PLAY, "shot"), (CANCELLED, "shot"),
                          (LEFT_PLAY, "action:0"), (NO_PRIORITY, "action:0")):
        code, out, _ = run("why", path, subject, "--json")
        assert code == 0
        data = json.loads(out)
        cited = set(data["citations"]) | {r for c in data["chain"] for r in c["rules"]}
        assert cited <= set(rules), cited - set(rules)


def test_a_bad_scenario_file_exits_2_without_a_traceback() -> None:
    code, _, err = run("why", "no/such/file.yaml", "shot")
    assert code == 2 and "Traceback" not in err


def test_the_field_words_are_each_games_own() -> None:
    """`judge why` reads a field of an object in the game's words (its zones, stats and
    Words.asked), not the three games' words together: "astral" asks of counters in Force of
    Will only, "trash" of the zone in Riftbound only."""
    from judge.lookup.why import field_words

    def asks(gid: str, text: str) -> set[str]:
        game = find_game(gid)
        return {f for f, p in field_words(game.vocab, game.words).items()
                if re.search(p, text, re.I)}

    assert asks("force-of-will", "is the ruler astral") == {"counters"}
    assert asks("riftbound", "is the ruler astral") == set()
    assert asks("riftbound", "is it in the trash") == {"zone"}
    assert asks("force-of-will", "is it in the trash") == set()
    assert asks("riftbound", "what is its might") == {"stats"}
    assert asks("vandaria-wars", "what is its might") == set()


@pytest.mark.parametrize(("path", "subject", "context"), [
    # the Jab's 300 came after the 200 that was dealt: the Ward stopped it, unused before
    ("scenarios/force-of-will/unpreventable/a-prevention-passed-over-is-not-used-up.yaml",
     "squire.damage", ("Small Ward (ward) prevented the 300 damage Jab (jab) would have dealt "
                       "it at step 15.", ["FOW 1018.1a"])),
    # asked of the whole object, whose damage the fact says
    ("scenarios/force-of-will/unpreventable/a-prevention-passed-over-is-not-used-up.yaml",
     "squire", ("Small Ward (ward) prevented the 300 damage Jab (jab) would have dealt it at "
                "step 15.", ["FOW 1018.1a"])),
    # a prevention before the damage that was dealt: by the rule that takes the Prevent Value
    # off the damage (RB 437.2, which its step cites), not the one on how a prevent is worded
    ("scenarios/riftbound/rulings-audit17/combat-lethal-prevention-then-doubling-as-chosen.yaml",
     "golem.damage", ("Ward (ward) prevented the 2 damage that would have been dealt to it at "
                      "step 23.", ["RB 437.2"])),
    # a player's life: the 400 of the Jab's 600 the Charm stopped
    ("scenarios/force-of-will/rulings-audit30/"
     "status-trigger-state-kept-from-holding-by-a-prevention.yaml",
     "bob.life", ("Guardian Charm (charm) prevented the 400 damage Heavy Jab (jab) would have "
                  "dealt bob at step 7.", ["FOW 1018.1a"])),
    # a replacement that prevents all of a player's damage ("the first damage each turn"):
    # announced as a shield's is, with the rule of preventing all of it, not the resolution's
    ("scenarios/force-of-will/card-text/r17-nth-damage-counts-would-be-events.yaml",
     "bob.life", ("Warding Elder Tree (tree)'s First Ward prevented the 100 damage Ember Needle "
                  "(n1) would have dealt bob at step 6.", ["FOW 1018.1b"])),
    ("scenarios/force-of-will/card-text/r17-nth-damage-counts-would-be-events.yaml",
     "bob.life", ("Veiled Queen of Dusk (queen)'s Second Ward prevented the 100 damage Ember "
                  "Needle (n2) would have dealt bob at step 13.", ["FOW 1018.1b"])),
])
def test_why_an_objects_damage_names_the_damage_a_prevention_stopped(
        path: str, subject: str, context: tuple[str, list[str]]) -> None:
    """`judge why squire.damage` named the damage dealt and no more: a later Jab whose 300 a
    prevention stopped was nowhere, though it is why the Squire has 200 and not 500."""
    code, out, _ = run("why", path, subject, "--json")
    assert code == 0
    said = json.loads(out)["context"]
    assert {"sentence": context[0], "citations": context[1]} in said


def test_why_where_an_object_is_does_not_list_the_damage_prevented() -> None:
    """Asked where the Golem is, its damage is not what is asked: no prevention is listed."""
    code, out, _ = run("why", "scenarios/riftbound/rulings-audit17/"
                       "combat-lethal-prevention-then-doubling-as-chosen.yaml", "golem",
                       "--json")
    assert code == 0 and json.loads(out)["context"] == []
