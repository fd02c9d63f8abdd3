"""Force of Will audit 38 (scenarios/force-of-will/rulings-audit38/): alternative cards (FOW
1307), which before this audit a file could not write at all (`halves:` was an unknown card key).
What a file may get wrong about one is a located error (exit 2); what judge does not model of one
is an honest exit 3, never a ruling on the card as if it were plain."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError
from tests.helpers import assert_cites, ruling, zone

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios" / "force-of-will"
BASE = SCENARIOS / "rulings-audit38" / "resonator-half-enters-with-its-own-characteristics.yaml"
PLAY = "  - {by: alice, do: play, card: pact, choices: {half: Ember Hound}}"


def _text(**subs: str) -> str:
    text = BASE.read_text(encoding="utf-8")
    for old, new in subs.items():
        old = {"play": PLAY, "entry": "  Ember Pact: {type: resonator, halves: [Ember Hound, "
               "Ember Rain]}", "hand": "zone: hand}"}[old]
        assert old in text, old
        text = text.replace(old, new)
    return text


def test_the_resonator_half_resolves_into_the_field_alone() -> None:
    """FOW 1307.4, 1307.4a: it enters the field as its resonator half alone, and says so."""
    res = ruling(_text())
    assert zone(res, "pact") == "field"
    assert_cites(res, "FOW 1307.4a")


def test_a_play_without_the_half_is_a_located_error() -> None:
    """FOW 1307.3: the player chooses the half; judge never picks one for them."""
    with pytest.raises(InputError, match=r"actions\[0\]\.card: .*write the half played"):
        ruling(_text(play="  - {by: alice, do: play, card: pact}"))


def test_a_half_the_card_does_not_have_is_a_located_error() -> None:
    with pytest.raises(InputError, match=r"actions\[0\]\.choices\.half: 'Ember Squire' is no "
                       "half of Ember Pact"):
        ruling(_text(play="  - {by: alice, do: play, card: pact, choices: {half: Ember Squire}}"))


def test_a_half_of_a_plain_card_is_a_located_error() -> None:
    text = _text(play="  - {by: alice, do: play, card: pact, choices: {half: Ember Hound}}\n"
                 "  - {by: alice, do: play, card: hound, choices: {half: Ember Hound}}",
                 hand="zone: hand}\n  - {id: hound, card: Ember Hound, owner: alice, "
                 "zone: hand}")
    with pytest.raises(InputError, match=r"actions\[1\]\.choices\.half: Ember Hound is no "
                       "alternative card"):
        ruling(text)


def test_the_alternative_card_writes_nothing_but_its_type_and_halves() -> None:
    """FOW 1307.5: its characteristics are its halves'; a cost written on it would say
    something judge would otherwise have to ignore."""
    with pytest.raises(InputError, match=r"cards\.Ember Pact\.cost: .*FOW 1307\.5"):
        ruling(_text(entry="  Ember Pact: {type: resonator, cost: {fire: 3}, halves: "
                     "[Ember Hound, Ember Rain]}"))


@pytest.mark.parametrize(("halves", "message"), [
    ("[Ember Hound]", "two halves"),
    ("[Ember Hound, Ember Hound]", "two halves"),
    ("[Ember Hound, Ember Storm]", "no card named 'Ember Storm'"),
])
def test_two_named_halves(halves: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        ruling(_text(entry=f"  Ember Pact: {{type: resonator, halves: {halves}}}"))


def test_a_type_of_neither_half_is_an_error() -> None:
    with pytest.raises(InputError, match=r"cards\.Ember Pact\.type: 'regalia' is no type"):
        ruling(_text(entry="  Ember Pact: {type: regalia, halves: [Ember Hound, Ember Rain]}"))


def test_an_alternative_card_in_the_field_at_the_start_says_its_half() -> None:
    """FOW 1307.4: which half a card in the field is, the file says (`half:`, audit 39; this
    was exit 3 before); without it the file is invalid, located, never a half judge picks."""
    text = _text(hand="zone: field}", play="")
    with pytest.raises(InputError, match=r"objects\[0\]\.card: .*write which half it is"):
        ruling(text)
    res = ruling(text.replace("zone: field}", "zone: field, half: Ember Hound}"))
    assert zone(res, "pact") == "field"


def test_a_copy_effect_in_the_file_no_longer_blocks_the_ruling() -> None:
    """FOW 1307.3c: only a copy of the whole card (both halves) is exit 3 now, as it is made
    (audit 39: the guard was any copy effect in the file)."""
    text = _text(entry="  Ember Pact: {type: resonator, halves: [Ember Hound, Ember Rain]}\n"
                 "  Mirror Study:\n    type: chant\n    cost: {water: 1}\n"
                 "    targets: [{zone: chase}]\n    effect: [{copy: {target: $1}}]")
    assert zone(ruling(text), "pact") == "field"
