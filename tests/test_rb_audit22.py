"""Riftbound card-text audit 22: the honest edges of a payment its payer may decline or make
with Add abilities (RB 444.2; the rulings themselves are scenarios under
scenarios/riftbound/rulings-audit22/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError, UnsupportedMechanic

from .helpers import ruling

SCENARIOS = Path(__file__).parent.parent / "scenarios" / "riftbound" / "rulings-audit22"


def test_v13_rune_while_told_to_pay_is_not_ruled() -> None:
    """Core Rules v1.3 has no RB 444.2.c: its RB 429.3 lets Add abilities be used while paying
    a cost, and an effect's payment is none. A v1.3 payment the pool is short of, where a ready
    rune would cover it, is exit 3, never a guess."""
    text = (SCENARIOS / "told-to-pay-energy-a-rune-pays-the-rest.yaml").read_text()
    text = text.replace("game: riftbound\n", "game: riftbound\nedition: v1.3\n", 1)
    with pytest.raises(UnsupportedMechanic, match=r"RB 444\.2\.c"):
        ruling(text)


def test_v13_payment_declined_is_not_ruled() -> None:
    """v1.3 has no game action Pay (RB 444.2 is v1.4's) and no rule letting a player decline a
    mandatory payment: a file that declines one is exit 3, never a ruling either way; without
    the decision the payment is made."""
    text = (SCENARIOS / "told-to-pay-energy-he-has-declines-and-it-is-ignored.yaml").read_text()
    text = text.replace("game: riftbound\n", "game: riftbound\nedition: v1.3\n", 1)
    with pytest.raises(UnsupportedMechanic, match=r"\(in edition v1\.4: RB 444\.2\)") as no:
        ruling(text)
    # the file makes the choice; v1.3 neither allows nor forbids it
    assert no.value.label == "cannot rule: the rules do not say"
    paid = ruling(text.replace("decisions:\n  toll: {choices: {paid: false}}\n", ""))
    assert paid.final["players"]["bob"]["energy"] == 1


def test_a_payment_several_players_make_declined_is_not_ruled() -> None:
    """RB 444.2: each player told to pay decides for themselves; a decision names only the
    instruction, so a decline of "each player with a unit pays 2" is exit 3 naming it."""
    text = (SCENARIOS / "told-to-pay-energy-he-has-declines-and-it-is-ignored.yaml").read_text()
    text = text.replace("pay: {player: opponent, energy: 2}",
                        "pay: {player: {controller_of: {each: {type: unit}}}, energy: 2}")
    text = text.replace("  - {id: b1,", "  - {id: s1, card: Trainee Squire, owner: alice, zone: "
                        "base}\n  - {id: s2, card: Trainee Squire, owner: bob, zone: base}\n"
                        "  - {id: b1,", 1)
    assert "each: {type: unit}" in text and "id: s2" in text
    with pytest.raises(UnsupportedMechanic, match="several players"):
        ruling(text)


def test_the_player_told_they_may_pay_is_the_one_who_declines() -> None:
    """RB 444.2: "its controller may pay [2]" is the choice of the player told to pay: the step
    says Bob declines, not Alice, whose spell it is (it said "alice chooses not to pay")."""
    from judge.app import load_scenario, resolve

    res = resolve(load_scenario(str(SCENARIOS /
                                    "controller-may-pay-declines-and-the-unit-is-killed.yaml")))
    step = next(s for s in res.steps if s.kind.value == "resolve")
    assert "bob chooses not to pay" in step.summary, step.summary
    assert "alice chooses" not in step.summary, step.summary


def test_v13_play_from_hand_declined_is_not_ruled() -> None:
    """RB 128.6 is v1.4's: a v1.3 file declining "play a unit from your hand" is exit 3 naming
    it; a decision naming a card that may not be played is an error in the file."""
    text = (SCENARIOS / "play-a-unit-from-your-hand-may-be-declined.yaml").read_text()
    with pytest.raises(UnsupportedMechanic, match=r"\(in edition v1\.4: RB 128\.6\.a\)") as no:
        ruling(text.replace("game: riftbound\n", "game: riftbound\nedition: v1.3\n", 1))
    assert no.value.label == "cannot rule: the rules do not say"
    with pytest.raises(InputError, match="plays one of warden, squire"):
        ruling(text.replace("{play: false}", "{play: top}"))


def test_play_from_hand_without_a_decision_says_it_took_the_first() -> None:
    """Which unit "play a unit from your hand" plays is its player's choice: without one in the
    file judge takes the first listed and the step says so, naming the others."""
    text = (SCENARIOS / "play-a-unit-from-your-hand-the-player-picks-which.yaml").read_text()
    text = text.replace("decisions:\n  call: {choices: {play: squire}}\n", "")
    assert "\ndecisions:" not in text
    res = ruling(text)
    assert res.final["objects"]["warden"]["zone"] == "base"
    step = next(s for s in res.steps if s.kind.value == "resolve")
    assert "chosen automatically" in step.summary and "Trainee Squire (squire)" in step.summary
