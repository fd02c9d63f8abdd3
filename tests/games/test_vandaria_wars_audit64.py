"""Vandaria Wars, audit 64: a ruler who has already lost (VW IN.1.a). A file could not say so
(`lost:` was no player key), so with three rulers one out judge counted the out one among those
still playing: Bob losing left "the game goes on" though Alice was the last ruler. Now
`players.<id>.lost: true` takes the player out of the game: no turn, no priority, no action, no
target, no `opponent`. "Is the game over?" asked in Indonesian or Thai had no Yes or No."""
from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError, UnsupportedMechanic

from ..helpers import first_lead_asked as lead
from ..helpers import probe_lead, ruling, scenario_text

AUDIT = "vandaria-wars/rulings-audit64/"

#: each ruling's lead without its `expect:` block, and its first citations (on main every file
#: naming `lost:` was an error; the Indonesian and Thai game-over questions had no Yes or No)
PROBES = {
    "carol-out-bob-loses-alice-wins.yaml":
        ("Yes — alice wins the game at step 4", ("VW HP.17", "VW IN.1.a")),
    "four-rulers-one-out-one-loses-the-game-goes-on.yaml":
        ("No — nobody wins: the game goes on at step 5", ("VW HP.17", "VW IN.1.a")),
    "a-lost-ruler-cannot-answer.yaml":
        ("No — Action 1 (bob summons Prayer) is rejected at step 1: bob has lost and is no "
         "longer in the game", ("VW IN.1.a",)),
    "a-lost-ruler-cannot-be-targeted.yaml":
        ("No — Action 1 (alice summons Sample Levy) is rejected at step 1: bob has lost and is "
         "no longer in the game", ("VW IN.1.a",)),
    "three-rulers-one-loses-the-game-is-not-over-asked-in-indonesian.yaml":
        ("No — nobody wins: the game goes on at step 5", ("VW HP.17", "VW IN.1.a")),
    "three-rulers-one-loses-the-game-is-not-over-asked-in-thai.yaml":
        ("No — nobody wins: the game goes on at step 5", ("VW HP.17", "VW IN.1.a")),
    "carol-out-bob-loses-the-game-is-over-asked-in-indonesian.yaml":
        ("Yes — alice wins the game at step 4", ("VW HP.17", "VW IN.1.a")),
    "two-rulers-one-loses-the-game-is-over-asked-in-thai.yaml":
        ("Yes — alice wins the game at step 4", ("VW HP.17", "VW IN.1.a")),
    "three-rulers-one-loses-the-game-goes-on-asked-in-indonesian.yaml":
        ("Yes — nobody wins: the game goes on at step 5", ("VW HP.17", "VW IN.1.a")),
    "carol-out-bob-loses-the-game-does-not-go-on.yaml":
        ("No — alice wins the game at step 4", ("VW HP.17", "VW IN.1.a")),
    "target-player-loses-before-the-skill-results.yaml":
        ("No — Sample Levy (levy) does not result at step 7: its target carol has lost and is no "
         "longer in the game", ("VW REG.8.a", "VW IN.1.a")),
    "a-lost-ruler-cannot-answer-asked-in-indonesian.yaml":
        ("No — Action 1 (bob summons Prayer) is rejected at step 1: bob has lost and is no "
         "longer in the game", ("VW IN.1.a",)),
    "a-lost-ruler-cannot-answer-asked-in-thai.yaml":
        ("No — Action 1 (bob summons Prayer) is rejected at step 1: bob has lost and is no "
         "longer in the game", ("VW IN.1.a",)),
    # card text with three rulers (pinned as right)
    "faction-requirement-not-met-by-another-rulers-card.yaml":
        ("No — Action 1 (alice summons Mystic Veil) is rejected at step 1: Mystic Veil requires "
         "the Mystic faction, which alice does not have", ("VW REG.13.a",)),
    "honor-lost-in-answer-by-a-third-ruler.yaml":
        ("Yes — Honor Guard (guard) ends on the field", ("VW HP.16", "VW REG.13.a")),
    "option-aimed-at-a-ruler-who-lost.yaml":
        ("No — Action 1 (alice summons Tax Collector's Edict) is rejected at step 1: carol has "
         "lost and is no longer in the game", ("VW IN.1.a",)),
    "pay-x-gold-dispelled-by-a-third-ruler.yaml":
        ("No — alice has 0 gold (from 3)", ("VW REG.13.b", "VW REG.14.a", "VW HP.8")),
    "sacrifice-another-rulers-follower-refused.yaml":
        ("No — Action 1 (alice summons Blood Oath) is rejected at step 1: its cost is "
         "sacrificing one of your followers", ("VW REG.14.a",)),
    # VW REG.11.a, cited by no bundled expect.cites: the guide's Profit waits, so does Windfall
    "gold-action-waits-like-the-guides-profit.yaml":
        ("Alice has 2 gold (from 0), when Windfall (wind) results at step 6",
         ("VW HP.33", "VW REG.11.a")),
    "priority-passes-over-a-lost-ruler.yaml":
        ("Carol holds priority, when alice passes at step 1", ("VW IN.1.a", "VW REG.3.a")),
    "a-lost-ruler-takes-no-turn.yaml":
        ("The game is in carol's start phase, turn 2: at step 4, turn 2 begins: carol is the "
         "turn player", ("VW HP.1", "VW IN.1.a")),
}


@pytest.mark.parametrize("expect", [False, True], ids=["without-expect", "with-expect"])
@pytest.mark.parametrize("name", sorted(PROBES))
def test_the_probes_lead(name: str, expect: bool) -> None:
    """Each probe ruled from the guide first: its lead, without its `expect:` block and with
    it (a question is answered the same either way), says so under the deciding rule."""
    probe_lead(AUDIT + name, *PROBES[name], expect=expect)


@pytest.mark.parametrize("asked", [
    "Apakah permainan selesai?", "Apakah permainan berakhir?", "Apakah permainannya sudah selesai?",
    "Apakah permainan sudah berakhir atau tidak?", "Apakah game ini sudah selesai?"])
def test_is_the_game_over_asked_in_indonesian_is_answered_no(asked: str) -> None:
    f = lead(AUDIT + "three-rulers-one-loses-the-game-is-not-over-asked-in-indonesian.yaml", asked)
    assert f.sentence.startswith("No — nobody wins: the game goes on"), f.sentence


@pytest.mark.parametrize("asked", ["เกมจบแล้วหรือไม่?", "เกมจบหรือยัง?", "เกมจบไหม?",
                                   "เกมนี้สิ้นสุดแล้วหรือไม่?"])
def test_is_the_game_over_asked_in_thai_is_answered_no(asked: str) -> None:
    f = lead(AUDIT + "three-rulers-one-loses-the-game-is-not-over-asked-in-thai.yaml",
             f"= Bob แพ้ {asked}")
    assert f.sentence.startswith("No — nobody wins: the game goes on"), f.sentence


@pytest.mark.parametrize("asked", ["Whose turn is it next?", "Who is the turn player now?",
                                   "Whose turn is next?"])
def test_whose_turn_is_read_without_ask(asked: str) -> None:
    """"Whose turn is it next?" with no `ask:` was answered "Alice still has 0 gold"."""
    f = lead(AUDIT + "a-lost-ruler-takes-no-turn.yaml", asked)
    assert f.sentence.startswith("The game is in carol's start phase, turn 2"), f.sentence


@pytest.mark.parametrize("asked", ["= Bob ใช้ Prayer ตอบโต้ได้ไหม?", "= Bob ตอบโต้ด้วย Prayer ได้ไหม?",
                                   "= Bob ใช้ Prayer เพื่อตอบโต้ได้ไหม?"])
def test_in_response_asked_in_thai_is_read(asked: str) -> None:
    f = lead(AUDIT + "a-lost-ruler-cannot-answer-asked-in-thai.yaml", asked)
    assert f.sentence.startswith("No — Action 1 (bob summons Prayer) is rejected"), f.sentence


@pytest.mark.parametrize(("asked", "said"), [
    ("Does the game go on?", "Yes — nobody wins"), ("Does the game continue?", "Yes — nobody wins"),
    ("Apakah permainan berlanjut?", "Yes — nobody wins"), ("Is the game over?", "No — nobody wins"),
    ("= Bob แพ้ เกมดำเนินต่อไหม?", "Yes — nobody wins"),
    # not a question whether it goes on: where it goes (no Yes or No)
    ("Does the game go on to Carol's turn?", "")])
def test_does_the_game_go_on(asked: str, said: str) -> None:
    f = lead(AUDIT + "three-rulers-one-loses-the-game-is-not-over-asked-in-indonesian.yaml", asked)
    assert f.sentence.startswith(said) if said else not f.verdict, f.sentence


def test_a_lost_ruler_is_skipped_by_priority_and_by_the_round_of_passes() -> None:
    """Alice and Carol passing one after the other results the register (VW REG.4.a): Bob, who
    lost, never holds priority."""
    res = ruling(scenario_text(AUDIT + "a-lost-ruler-gets-no-priority.yaml"))
    assert list(res.resolved) == ["shot"]
    assert all(s.actor != "bob" for s in res.steps), [s.actor for s in res.steps]


def test_a_lost_ruler_is_no_opponent() -> None:
    """"An opponent pays 2 gold" of Alice's with Carol out: Bob is her only opponent, no choice."""
    res = ruling(BASE + """cards:
  Sample Toll: {type: action, effect: [{pay: {player: opponent, gold: 2}}]}
register:
  - {id: toll, card: Sample Toll, controller: alice}
""")
    assert res.final["players"]["bob"]["gold"] == 1
    assert res.final["players"]["carol"]["gold"] == 3


BASE = """game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 0}
  carol: {gold: 3, lost: true}
  bob: {gold: 3}
"""


@pytest.mark.parametrize(("text", "where", "says"), [
    ("turn: {player: alice, phase: main}\nplayers:\n  alice: {}\n  bob: {lost: true}\n",
     "players.bob.lost", "alice is the only player left, so the game is over already"),
    ("turn: {player: bob, phase: main}\nplayers:\n  alice: {}\n  bob: {lost: true}\n"
     "  carol: {}\n", "turn.player", "bob has lost (players.bob.lost) and is out of the game"),
    ("turn: {player: alice, phase: main}\npriority: bob\nplayers:\n  alice: {}\n"
     "  bob: {lost: true}\n  carol: {}\n", "priority", "priority must be one of alice, carol"),
    ("turn: {player: alice, phase: main}\nplayers:\n  alice: {}\n  bob: {lost: 1}\n"
     "  carol: {}\n", "players.bob.lost", "expected true or false"),
])
def test_lost_is_validated_with_located_errors(text: str, where: str, says: str) -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text("game: vandaria-wars\n" + text, "f.yaml")
    found = [p for p in err.value.problems if p.path == where]
    assert found and says in found[0].message, [(p.path, p.message) for p in err.value.problems]


def test_lost_is_no_key_of_a_game_without_a_last_player_standing() -> None:
    with pytest.raises(InputError, match="unknown resource 'lost'"):
        load_scenario_text("game: riftbound\nturn: {player: alice, phase: main}\nplayers:\n"
                           "  alice: {}\n  bob: {lost: true}\n", "f.yaml")


def test_a_lost_rulers_card_in_play_is_an_honest_cannot_rule() -> None:
    with pytest.raises(UnsupportedMechanic, match="of a player who has lost"):
        load_scenario_text(BASE + "objects:\n  - {id: t, card: Trader Male, owner: carol, "
                                  "zone: field}\n", "f.yaml")


LOSES_MID_REGISTER = """game: vandaria-wars
policies: {draw.empty_deck: lose}
turn: {player: alice, phase: main}
players:
  alice: {gold: 0}
  bob: {gold: 0}
  carol: {gold: 0}
objects:
  - {id: trader, card: Trader Male, owner: carol, zone: field}
register:
  - {id: shot, card: Gun Shot, controller: bob, targets: [trader]}
  - {id: profit, card: Profit, controller: bob}
"""


def test_a_ruler_who_loses_with_an_item_waiting_is_an_honest_cannot_rule() -> None:
    """Bob loses to his own Profit while his Gun Shot waits below it and Alice and Carol play
    on: judge resolved the Gun Shot as if he were still in the game ("Yes — Trader Male is
    destroyed"); what becomes of it no rule says (VW IN.1.a)."""
    with pytest.raises(UnsupportedMechanic, match=r"what becomes of Gun Shot \(shot\)"):
        ruling(LOSES_MID_REGISTER)


@pytest.mark.parametrize(("change", "named"), [
    (("turn: {player: alice", "turn: {player: bob"), "bob's turn"),
    (("objects:\n", "objects:\n  - {id: m, card: Sample Militia, owner: bob, zone: field}\n"),
     r"Sample Militia \(m\)")])
def test_a_ruler_who_loses_on_their_turn_or_with_a_card_in_play(
        change: tuple[str, str], named: str) -> None:
    text = LOSES_MID_REGISTER.replace("  - {id: shot, card: Gun Shot, controller: bob, targets: "
                                      "[trader]}\n", "").replace(*change)
    with pytest.raises(UnsupportedMechanic, match=named):
        ruling(text)


def test_a_ruler_who_loses_with_nothing_left_behind_is_ruled() -> None:
    text = LOSES_MID_REGISTER.replace("  - {id: shot, card: Gun Shot, controller: bob, targets: "
                                      "[trader]}\n", "")
    res = ruling(text)
    assert res.outcome == "ongoing" and res.final["players"]["bob"]["lost"] is True
