"""Vandaria Wars, audit 26: control changes, copies, restrictions, destruction replaced and
end-of-turn durations (scenarios/vandaria-wars/rulings-audit26)."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

if TYPE_CHECKING:
    from pathlib import Path

#: Bob, on his turn, plays Edict (EFFECT, "until end of turn"); the turn ends.
EDICT = """
game: vandaria-wars
policies: {status.end_of_turn: POLICY}
turn: {player: bob, phase: main}
priority: bob
players:
  alice: {gold: 0}
  bob: {gold: 1}
cards:
  Edict:
    type: action
    cost: {gold: 1}
    targets: [{type: follower}]
    effect: [EFFECT]
objects:
  - {id: edict, card: Edict, owner: bob, zone: hand}
  - {id: knight, card: Sample Knight, owner: alice, zone: field}
actions:
  - {by: bob, do: play, card: edict, targets: [knight]}
then: end_of_turn
"""


def ruled(tmp_path: Path, policy: str, effect: str) -> dict[str, object]:
    path = tmp_path / "edict.yaml"
    path.write_text(EDICT.replace("POLICY", policy).replace("EFFECT", effect))
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.output)
    return data


@pytest.mark.parametrize("policy", ["reset", "damage-only"])
def test_control_until_end_of_turn_goes_back_under_either_reading_of_house_policy_15(
        tmp_path: Path, policy: str) -> None:
    """The card says "until end of turn" (VW OV.1). VW HP.15 `damage-only` keeps a card's changed
    status past the turn; it kept Bob's control of Alice's Knight for good."""
    data = ruled(tmp_path, policy, "{gain_control: {target: $1, duration: turn}}")
    final = data["final"]
    assert isinstance(final, dict)
    assert final["objects"]["knight"]["controller"] == "alice"
    if policy == "damage-only":
        assert "until end of turn end (control changes" in json.dumps(data["steps"])


def test_a_restriction_on_a_player_for_the_turn_ends_under_damage_only(tmp_path: Path) -> None:
    """"This turn, Alice cannot summon Actions" lasted every turn after under `damage-only`."""
    data = ruled(tmp_path, "damage-only", "{forbid: {action: play, player: opponent, target: "
                 "{each: {type: action}}}}")
    steps = json.dumps(data["steps"])
    assert "until end of turn end (prohibitions)" in steps, steps


def test_a_stat_change_still_stays_under_damage_only(tmp_path: Path) -> None:
    """What `damage-only` is for: the Knight's +2 ATK stays into the next turn."""
    data = ruled(tmp_path, "damage-only", "{modify: {target: $1, stats: {atk: 2}}}")
    final = data["final"]
    assert isinstance(final, dict)
    assert final["objects"]["knight"]["stats"]["atk"] == 5


ECHO = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 5}
  bob: {gold: 0}
cards:
  Echo:
    type: action
    cost: {gold: 1}
    targets: [{item: true}]
    effect: [{copy: {target: $1}}]
objects:
  - {id: summoned, card: CARD, owner: alice, zone: hand}
  - {id: echo, card: Echo, owner: alice, zone: hand}
  - {id: trader, card: Trader Male, owner: bob, zone: field}
actions:
  - {by: alice, do: play, card: summoned}
  - {by: alice, do: play, card: echo, targets: [summoned]}
"""


@pytest.mark.parametrize("card", ["Sample Militia", "Sample Fort", "Sample Mine"])
def test_a_copy_of_a_summon_is_an_honest_cannot_rule(tmp_path: Path, card: str) -> None:
    """The guide names no copies: a copy of a Follower, Territory or Relic waiting in the
    register "resulted" and silently ceased to exist (exit 0, citing VW REG.1.e and HP.20, which
    say nothing of copies). Now exit 3, naming it."""
    path = tmp_path / "echo.yaml"
    path.write_text(ECHO.replace("CARD", card))
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 3, result.output
    assert "a copy of " + card in result.output
    assert "summoned card waiting in the register" in result.output


def test_a_copy_of_an_action_is_still_made(tmp_path: Path) -> None:
    text = ECHO.replace("CARD", "Gun Shot").replace(
        "card: summoned}", "card: summoned, targets: [trader]}")
    path = tmp_path / "echo.yaml"
    path.write_text(text)
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["resolved"] == ["echo", "summoned.copy"]


VEILED = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 0}
  bob: {gold: 0}
cards:
  Echo:
    type: action
    targets: [{item: true}]
    effect: [{copy: {target: $1}}]
  Veiled Knight:
    type: follower
    stats: {atk: 3, hp: 3}
    abilities:
      - {name: Veil, kind: static,
         effect: [{forbid: {action: be_targeted, target: self, by: action}}]}
objects:
  - {id: trader, card: Trader Male, owner: bob, zone: field}
  - {id: knight, card: Veiled Knight, owner: bob, zone: field}
stack:
  - {id: shot, card: Gun Shot, controller: alice, targets: [trader]}
  - {id: echo, card: Echo, controller: alice, targets: [shot]}
decisions:
  shot.copy: {targets: [knight]}
"""


def test_a_copys_new_target_that_cannot_be_chosen_is_a_decision_that_cannot_be_followed(
        tmp_path: Path) -> None:
    """A copy of Gun Shot given the Veiled Knight (cannot be targeted by Actions) as its new
    target was made aiming at it and then "did not result: its target is no longer legal" (VW
    REG.8.a), of a target that never was: the new target is chosen as the copy is made, so an
    illegal one is a file error naming the decision (exit 2)."""
    path = tmp_path / "veiled.yaml"
    path.write_text(VEILED)
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    assert "decisions.shot.copy.targets: 'knight' is not a legal target" in result.output


UNDYING = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 2}
  bob: {gold: 0}
cards:
  Execution:
    type: action
    targets: [{type: follower}]
    effect: [{destroy: {target: $1}}]
  Undying Squire:
    type: follower
    stats: {atk: 1, hp: 2}
    abilities:
      - {name: Undying, kind: static,
         effect: [{forbid: {action: enter, target: self, zone: graveyard}}]}
      - {name: Last Gift, kind: triggered, when: {event: destroyed, object: self},
         effect: [{draw: {count: 1}}]}
objects:
  - {id: kill, card: KILLER, owner: alice, zone: hand}
  - {id: squire, card: Undying Squire, owner: bob, zone: field}
  - {id: b-top, card: Sample Militia, owner: bob, zone: deck}
actions:
  - {by: alice, do: play, card: kill, targets: [squire]}
"""


@pytest.mark.parametrize("killer", ["Gun Shot", "Execution"])
def test_a_destroyed_card_kept_out_of_the_graveyard_is_an_honest_cannot_rule(
        tmp_path: Path, killer: str) -> None:
    """A Follower that "cannot be put into a graveyard", destroyed by lethal damage (VW HP.7) or
    by a destroy, stayed in play, its step saying it "was not destroyed" (VW HP.43), while its
    "when destroyed" skill triggered and Bob drew. The guide has a destroyed card leave play
    (hancur, VW REG.8.b) and says nothing of one that cannot: exit 3, naming it."""
    path = tmp_path / "undying.yaml"
    path.write_text(UNDYING.replace("KILLER", killer))
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 3, result.output
    assert "keeps it out of bob's graveyard" in result.output


def test_a_skill_that_triggered_and_was_removed_did_trigger() -> None:
    """"Does Watch trigger?" of a skill that triggered with no legal target and was removed
    (VW HP.34) was "No — no ability of Sentry Tower triggers: at step 8, ... Watch triggered
    ...": now Yes, by the step that says it triggered."""
    from tests.conftest import ROOT

    path = (ROOT / "scenarios" / "vandaria-wars" / "rulings-audit26" /
            "triggered-skill-finds-only-a-follower-that-cannot-be-targeted-by-skills.yaml")
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert result.exit_code == 0, result.output
    answer = json.loads(result.output)["answer"]
    assert str(answer[0]["fact"]).startswith("Yes — at step 8"), answer


def test_two_replacements_of_one_destruction_name_the_house_policy_that_orders_them(
        tmp_path: Path) -> None:
    """Two "instead"s on one destruction were ordered "by default in the order they began",
    citing only VW OV.1: who orders them the guide never says, and judge named no policy. VW
    HP.22's reading (the affected card's controller orders them) now covers every event, and the
    ruling names it."""
    from tests.conftest import ROOT

    text = (ROOT / "scenarios" / "vandaria-wars" / "rulings-audit26" /
            "two-replacements-of-one-destruction-ordered-by-its-controller.yaml").read_text()
    path = tmp_path / "order.yaml"
    path.write_text(text.replace("decisions:\n  replacements: {order: [relic, squire]}\n", "")
                    .split("expect:")[0])
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    step = next(s for s in data["steps"] if s["kind"] == "replace")
    assert "VW HP.22" in step["citations"], step
    assert data["final"]["objects"]["squire"]["zone"] == "hand"


def test_a_card_that_survived_its_lethal_damage_shows_no_internal_mark() -> None:
    """VW HP.43's mark of a card an "instead" saved from its lethal damage (its incarnation,
    damage and hp) was kept on the card, so the board view and the JSON ruling showed it
    ("survived lethal: 0, 3, 2"): it is the game's record now, shown nowhere."""
    from judge.app import load_scenario, resolve
    from judge.games import find_game
    from judge.render.text import make_console, print_resolution

    path = "scenarios/vandaria-wars/rulings-audit16/destroyed-instead-once-saved-from-the-" \
        "same-damage.yaml"
    sc = load_scenario(path)
    res = resolve(sc)
    assert "survived" not in json.dumps(res.to_json()["final"])
    console = make_console(width=200, record=True)
    print_resolution(res, find_game(sc.game).data.rules, console=console)
    board = console.export_text().split("Final state")[1].split("House policies")[0]
    assert "Stone Guard" in board and "survived" not in board


def test_a_copy_whose_target_was_cancelled_says_it_left_the_register() -> None:
    """Echo aimed at a Gun Shot Dispel cancelled: its step said "its target Gun Shot is no
    longer legal", as of a Follower that turned Dark where it is; the Gun Shot is gone from the
    register."""
    from judge.app import load_scenario, resolve

    res = resolve(load_scenario("scenarios/vandaria-wars/rulings-audit26/copy-of-a-cancelled-"
                                "gun-shot-is-not-made.yaml"))
    step = next(s for s in res.steps if s.item == "echo" and s.kind.value == "fizzle")
    assert "its target Gun Shot (shot) is no longer in the register" in step.summary, step
