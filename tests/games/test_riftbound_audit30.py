"""Riftbound audit 30: "your damage can't be prevented" and "damage I deal can't be prevented"
are writable as statics (`forbid: {action: prevent_damage}`), combat damage included; a draw
effect that burns out says why the player draws before the Burn Out; damage that can't be
prevented still "becomes 1" (no Prevent, RB 437.6.a)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError, UnsupportedMechanic

from ..helpers import ruling, step_of, text_before_expect

AUDIT = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit30"
TURN = Path(__file__).parents[2] / "scenarios/riftbound/turn"


def _text(name: str, folder: Path = AUDIT) -> str:
    return text_before_expect(folder / name)


_index = step_of


def test_a_draw_effect_that_burns_out_says_the_spell_draws_first() -> None:
    res = ruling(_text("burn-out-in-the-middle-of-a-draw-effect.yaml", TURN) + "ask: [top, t1]\n")
    why = _index(res, "Insight (insight): alice draws 1 card")
    burn = _index(res, "Burn Out")
    done = _index(res, "Insight (insight) resolves")
    assert why < burn < done
    steps = {s.index: s for s in res.steps}
    assert "RB 413.4.a" in steps[why].citations
    assert "RB 413.4.c" in steps[done].citations
    facts = {f.subject.id: f.step for f in res.answer}
    assert facts["top"] == why  # drawn before the deck ran out
    assert facts["t1"] == done  # drawn from the refilled deck, finishing the draw


def test_a_draw_effect_on_an_empty_deck_says_it_must_draw_first() -> None:
    res = ruling(_text("draw-effect-on-an-empty-deck-says-why-before-the-burn-out.yaml"))
    why = _index(res, "must draw 2 cards from an empty Main Deck")
    assert why < _index(res, "Burn Out") < _index(res, "Insight (insight) resolves")


def test_a_draw_the_deck_covers_has_no_step_of_its_own() -> None:
    text = _text("burn-out-in-the-middle-of-a-draw-effect.yaml", TURN).replace(
        "zone: trash}", "zone: main_deck}")
    res = ruling(text)
    assert not any("must draw" in s.summary or "Burn Out" in s.summary for s in res.steps)


def test_your_damage_cant_be_prevented_is_a_v14_rule() -> None:
    # RB 142.3.b ("your damage" is what you marked) is new in v1.4: judge does not rule on it
    # under v1.3, where no rule says whose damage it is
    text = _text("your-damage-cant-be-prevented-passes-a-ward.yaml").replace(
        "game: riftbound\n", "game: riftbound\nedition: v1.3\n")
    with pytest.raises(UnsupportedMechanic, match=r"RB 142\.3\.b"):
        ruling(text)


def test_damage_i_deal_cant_be_prevented_works_under_v13() -> None:
    text = _text("damage-i-deal-cant-be-prevented-covers-my-ability.yaml").replace(
        "game: riftbound\n", "game: riftbound\nedition: v1.3\n")
    res = ruling(text)
    assert res.final["objects"]["golem"]["damage"] == 2


def _two_attackers(second: str) -> str:
    """The lone-Lancer combat with a second attacker of Alice's (`second`: its object line)."""
    second_id = second.split("id: ")[1].split(",")[0]
    return _text("combat-damage-i-deal-cant-be-prevented-single-attacker.yaml").replace(
        "  - {id: shield, card: Shield Squire", f"  {second}\n  - {{id: shield, card: Shield Squire"
    ).replace("units: [lancer]", f"units: [lancer, {second_id}]")


def test_one_of_two_attackers_with_unpreventable_damage_is_cannot_rule() -> None:
    # RB 465.2: a side's Might is summed and assigned as one: which part of it is the Lancer's
    # damage no rule says
    text = _two_attackers("- {id: squire, card: Trainee Squire, owner: alice, zone: base}")
    with pytest.raises(UnsupportedMechanic, match="only some of alice's units"):
        ruling(text)


def test_both_attackers_with_unpreventable_damage_are_ruled() -> None:
    text = _two_attackers("- {id: lancer2, card: Flame Lancer, owner: alice, zone: base}")
    res = ruling(text)
    assert res.final["objects"]["shield"]["zone"] == "trash"


def test_a_stunned_attacker_deals_no_damage_and_does_not_split_the_side() -> None:
    # a unit that adds no Might deals no combat damage: the Lancer's is all the side's
    text = _two_attackers("- {id: squire, card: Trainee Squire, owner: alice, zone: base, "
                          "stunned: true}")
    res = ruling(text)
    assert res.final["objects"]["shield"]["zone"] == "trash"


def test_prevent_damage_is_a_riftbound_forbid_action() -> None:
    text = _text("your-damage-cant-be-prevented-passes-a-ward.yaml").replace(
        "prevent_damage", "prevent_damages")
    with pytest.raises(InputError, match="prevent_damage"):
        ruling(text)


def test_the_restriction_is_said_as_damage_that_cannot_be_prevented() -> None:
    res = ruling(_text("your-damage-cant-be-prevented-this-turn-from-a-spell.yaml"))
    step = next(s for s in res.steps if "Relentless Cry (cry) resolves" in s.summary)
    assert "damage of alice cannot be prevented" in step.summary, step.summary


def test_a_becomes_on_damage_that_cant_be_prevented_cites_what_a_prevent_is() -> None:
    res = ruling(_text("damage-that-cant-be-prevented-still-becomes-1.yaml"))
    step = next(s for s in res.steps if "becomes 1" in s.summary)
    assert "RB 437.6.a" in step.citations
    assert res.final["objects"]["brute"]["damage"] == 1


def test_a_named_sources_damage_is_its_controllers() -> None:
    # RB 417.6.b.4: Bob's Goad makes Alice's Warden deal the damage: it is Alice's
    res = ruling(_text("enemy-spell-makes-my-unit-deal-damage-that-is-my-damage.yaml"))
    step = next(s for s in res.steps if "Goad (goad) resolves" in s.summary)
    assert {"RB 417.6.b.4", "RB 142.3.b", "RB 054.1"} <= set(step.citations)
    assert res.final["objects"]["squire"]["zone"] == "trash"


def test_whose_damage_a_named_source_deals_is_cannot_rule_under_v13() -> None:
    # v1.3 has neither RB 417.6.b.4 nor RB 142.3.b: "your damage" there is not ruled on
    text = _text("enemy-spell-makes-my-unit-deal-damage-that-is-my-damage.yaml").replace(
        "game: riftbound\n", "game: riftbound\nedition: v1.3\n")
    with pytest.raises(UnsupportedMechanic, match=r"RB 142\.3\.b"):
        ruling(text)


def test_another_players_damage_is_told_by_whose_it_is() -> None:
    res = ruling(_text("your-damage-static-does-not-cover-the-opponents-damage.yaml"))
    step = next(s for s in res.steps if "Spark Bolt (bolt) resolves" in s.summary)
    assert "RB 142.3.b" in step.citations and "RB 054.1" not in step.citations


def test_a_burn_effect_says_what_it_burned_before_the_burn_out() -> None:
    res = ruling(_text("burn-effect-says-what-it-burned-before-the-burn-out.yaml"))
    why = _index(res, "Scorch (scorch): alice burns Trainee Squire (top), all the Main Deck")
    assert why < _index(res, "Burn Out") < _index(res, "Scorch (scorch) resolves")


def test_putting_cards_from_an_empty_deck_says_so_before_the_burn_out() -> None:
    text = _text("burn-effect-says-what-it-burned-before-the-burn-out.yaml").replace(
        "  - {id: top, card: Trainee Squire, owner: alice, zone: main_deck}\n", "").replace(
        "[{burn: {count: 2}}]", "[{move_zone: {target: {top: 2}, to: trash}}]")
    res = ruling(text)
    why = _index(res, "Scorch (scorch): 2 cards must come out of an empty Main Deck")
    assert why < _index(res, "Burn Out") < _index(res, "Scorch (scorch) resolves")
