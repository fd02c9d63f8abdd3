"""Force of Will audit 21 (scenarios/force-of-will/rulings-audit21/): what the scenarios' expect
cannot pin (an invalid file, exit 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError
from tests.helpers import ruling

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios/force-of-will"


def test_a_setup_without_the_second_players_energize_coin_is_invalid() -> None:
    """FOW 1119.1-1119.2: once the first player is decided the other player has a will coin token
    (every ruler has [Energize]); its will comes from the rulers' attribute icons, which a file
    cannot say. judge once ruled such a setup as if there were no coin."""
    text = (SCENARIOS / "rulings-audit21/energize-coin-of-the-second-player-at-the-setup.yaml"
            ).read_text(encoding="utf-8")
    coin = "  - {id: coin, card: Fire Will Coin, owner: bob, zone: item_area}\n"
    banish = "  - {by: bob, do: activate, object: coin, ability: Banish}\n"
    without = text.replace(coin, "").replace(banish, "")
    assert without != text
    with pytest.raises(InputError, match=r"FOW 1119\.1-1119\.2") as err:
        ruling(without)
    assert "zone: item_area" in str(err.value)


def test_the_first_player_needs_no_energize_coin() -> None:
    """FOW 1119.2: only a player who is not first starts with the coin."""
    text = (SCENARIOS / "rulings-audit21/energize-coin-of-the-second-player-at-the-setup.yaml"
            ).read_text(encoding="utf-8")
    first = text.replace("turn: {player: alice, phase: setup}", "turn: {player: bob, phase: setup}")
    assert first != text
    with pytest.raises(InputError, match="alice is not the first player"):
        ruling(first)


def test_a_damage_source_beyond_the_declared_targets_is_refused() -> None:
    """`damage.source: $n` names a declared target: $3 of a two-target card is an error."""
    text = (SCENARIOS / "rulings-audit21/target-resonator-with-bane-deals-the-damage-and-destroys"
            ".yaml").read_text(encoding="utf-8")
    bad = text.replace("source: $1}", "source: $3}")
    assert bad != text
    with pytest.raises(InputError, match=r"\$3 refers to target 3"):
        ruling(bad)


TRIGGER_FROM_STANDBY = """\
game: force-of-will
turn: {player: bob, phase: main, number: 6}
players:
  alice: {life: 4000, water: 1}
  bob: {life: 4000, wind: 1}
cards:
  Sudden Guard:
    {type: resonator, cost: {water: 1}, keywords: [quickcast], stats: {atk: 400, def: 600}}
  Tithe Warden:
    type: regalia
    abilities:
      - name: Tithe
        kind: triggered
        when: {event: played, filter: {played_free: true, zone: any}}
        effect: [{draw: {count: 1}}]
objects:
  - {id: ford, card: Ambush at the Ford, owner: bob, zone: standby, face_down: true}
  - {id: guard, card: Sudden Guard, owner: alice, zone: hand}
  - {id: warden, card: Tithe Warden, owner: alice, zone: field}
actions:
  - {by: bob, do: pass}
  - {by: alice, do: play, card: guard}
then: resolve
"""


def test_a_trigger_card_from_the_standby_area_played_free_follows_fow_hp_57() -> None:
    """FOW 708.4, 903.2k-2: a [Trigger] card played from the standby area pays its [Trigger]
    cost and not its own; whether that is "without paying its cost" the rules do not say, so
    house policy FOW HP.57 does (judge answered exit 3 before): by default it was played paying
    its cost and the Tithe Warden draws nothing; under `free` it draws (from an empty deck)."""
    paid = ruling(TRIGGER_FROM_STANDBY)
    assert not any(s.item == "warden.tithe" for s in paid.steps)
    assert any("FOW HP.57" in s.citations for s in paid.steps)
    free = ruling(TRIGGER_FROM_STANDBY + "policies: {trigger.standby_cost: free}\n")
    assert any(s.item == "warden.tithe" for s in free.steps)
