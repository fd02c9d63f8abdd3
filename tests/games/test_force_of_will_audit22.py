"""Force of Will audit 22 (scenarios/force-of-will/rulings-audit22/): what the scenarios' expect
cannot pin, the answer's lead and the rules it cites."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit22"


def _lead(name: str) -> tuple[str, tuple[str, ...]]:
    res = ruling((AUDIT / name).read_text(encoding="utf-8"))
    lead = next(f for f in res.answer if f.lead)
    return lead.sentence, tuple(lead.citations)


def test_a_static_switched_on_by_legend_cites_legend_beside_the_static_rule() -> None:
    """'What is the Squire's ATK?' of a boost that exists because [Legend] 2 is met cited FOW
    904.1 alone; the rule by which the text exists (FOW 1133.3) is now cited beside it."""
    sentence, cites = _lead("legend-met-switches-on-a-static-boost.yaml")
    assert "ATK 300" in sentence, sentence
    assert cites[:2] == ("FOW 904.1", "FOW 1133.3"), cites


def test_a_player_named_as_the_source_of_damage_is_refused() -> None:
    """FOW 912: damage's source is a card; `damage.source: $1` of a player target was ruled with
    the player as the source. It is an error in the file now."""
    import pytest

    from judge.errors import InputError

    text = (Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit21/"
            "target-that-would-deal-damage-gone-deals-none.yaml").read_text(encoding="utf-8")
    bad = text.replace("targets: [{type: resonator, controller: you}, {type: resonator, "
                       "controller: opponent}]", "targets: [{player: true}, {type: resonator, "
                       "controller: opponent}]").replace("targets: [brute, squire]",
                                                         "targets: [bob, squire]")
    assert bad != text
    with pytest.raises(InputError, match=r"player deals no damage.*FOW 912"):
        ruling(bad)


def test_a_divided_damage_split_that_is_not_in_hundreds_or_short_is_refused() -> None:
    """FOW 903.2j-1: each share is a positive multiple of 100 and the shares add up to the
    amount; a played card's split of 250 and 250, of 300 alone for two targets, or of 300 and
    300 makes the play illegal: refused as it is played (it was found only as it resolved, an
    error in the file), citing the rule."""
    text = (AUDIT / "damage-divided-among-two-targets-as-chosen.yaml").read_text(encoding="utf-8")
    for split in ("[250, 250]", "[300]", "[300, 300]"):
        bad = text.replace("divide: [300, 200]", f"divide: {split}")
        assert bad != text
        res = ruling(bad)
        assert [r.action for r in res.rejected] == [0], split
        assert "FOW 903.2j-1" in res.rejected[0].citations


def test_divided_damage_without_a_split_names_how_to_write_it() -> None:
    """FOW 903.2j: the player splits it as it is played; judge does not guess a split."""
    import pytest

    from judge.errors import InputError

    text = (AUDIT / "damage-divided-among-two-targets-as-chosen.yaml").read_text(encoding="utf-8")
    bad = text.replace(", choices: {divide: [300, 200]}", "")
    assert bad != text
    with pytest.raises(InputError, match=r"903\.2j"):
        ruling(bad)


def test_a_players_barrier_types_without_barrier_is_an_error() -> None:
    """FOW 1120.5: `barrier:` beside keywords that are not [Barrier] would be read by nothing."""
    import pytest

    from judge.errors import InputError

    from ..conftest import SCENARIOS

    text = (SCENARIOS / "force-of-will/player-barrier/barrier-chant-keeps-off-a-chant.yaml"
            ).read_text(encoding="utf-8").replace("keywords: [barrier], barrier: [chant]",
                                                  "keywords: [aegis], barrier: [chant]")
    with pytest.raises(InputError, match=r"needs `keywords: \[barrier\]`"):
        ruling(text)


def test_a_card_put_below_from_the_field_cannot_be_ruled() -> None:
    """FOW 1045.1: what leaving the field to join a stack leaves behind is not modelled: exit 3
    naming it, never a card silently taken off the field."""
    import pytest

    from judge.errors import UnsupportedMechanic

    from ..conftest import SCENARIOS

    text = (SCENARIOS / "force-of-will/stacking/card-text-puts-a-card-below-and-it-goes-with-the-"
            "stack.yaml").read_text(encoding="utf-8").replace(
        "{id: pebble, card: Pebble, owner: alice, zone: graveyard}",
        "{id: pebble, card: Pebble, owner: alice, zone: field}").replace(
        "targets: [{zone: graveyard, owner: you}", "targets: [{type: resonator}")
    with pytest.raises(UnsupportedMechanic, match="from the field"):
        ruling(text)
