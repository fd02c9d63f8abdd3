"""Force of Will audit 54 (scenarios/force-of-will/rulings-audit54/): probes a judge at a table
would bring, and audit 53's leftovers."""

from __future__ import annotations

import pytest

from tests.helpers import ruling, scenario_text, scenario_text_without_expect

AUDIT54 = "force-of-will/rulings-audit54/"
BARRIER = AUDIT54 + "barrier-does-not-protect-its-ability-on-the-chase.yaml"
EXPLODE = AUDIT54 + "explode-with-all-damage-prevented.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_the_ability_is_the_one_ability_on_the_chase(expect: bool) -> None:
    """FOW 1012.1: "Is the ability cancelled?" of the Warded Gunner's Shoot, which Alice's
    Ability Snuff cancelled ([Barrier] protects the card, not its ability on the chase). Judge
    led with the Snuff's own graveyard, no Yes: "the ability" named no item (only "the
    <card type>" did). It is now the one ability of the ruling."""
    text = scenario_text(BARRIER) if expect else scenario_text_without_expect(BARRIER)
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith(
        "Yes — Shoot (gunner.shoot) is cancelled by Ability Snuff (snuff)"), lead.sentence
    assert lead.citations[:1] == ("FOW 1012.1",), lead.citations


def test_the_ability_of_two_is_not_guessed() -> None:
    """With two abilities in the ruling, "the ability" does not say which: no Yes for one."""
    text = scenario_text_without_expect(BARRIER).replace(
        "  bob: {life: 4000, fire: 1}", "  bob: {life: 4000, fire: 2}").replace(
        "  - {by: bob, do: pass}\n",
        "  - {by: bob, do: activate, object: gunner, ability: Shoot, targets: [squire]}\n"
        "  - {by: bob, do: pass}\n")
    assert text.count("do: activate") == 2
    lead = next(f for f in ruling(text).answer if f.lead)
    assert not lead.sentence.startswith("Yes"), lead.sentence


def test_a_prevented_battle_damage_cites_the_prevention_first() -> None:
    """FOW 1018.1b: the Golem whose damage is all prevented blocks the [Explode] Beetle and is
    not destroyed. The No ("still on the field and has no damage: Stone Skin prevented the 300
    damage ...") cited the battle's damage (806.2a, 806.2d), the prevention's rule behind them
    in its step: the prevention, which decided it, now comes first."""
    lead = next(f for f in ruling(scenario_text(EXPLODE)).answer if f.lead)
    assert lead.sentence.startswith("No — Golem (golem) is still on the field and has no "
                                    "damage: Stone Skin (skin) prevented"), lead.sentence
    assert lead.citations[:1] == ("FOW 1018.1b",), lead.citations
