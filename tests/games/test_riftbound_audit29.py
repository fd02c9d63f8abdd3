"""Riftbound audit 29: a final-point Conquer's draw that burns out is told after the step that
says why the player draws; a triggered ability's only legal target is said to be that, not a
choice judge made; nobody holds focus once a combat's showdown has ended; and the edges of
"this damage can't be prevented" with Bonus Damage and replacements the audit pinned."""

from __future__ import annotations

from pathlib import Path

from ..helpers import ruling, step_of, text_before_expect

AUDIT = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit29"
AUDIT28 = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit28"


def _text(name: str, folder: Path = AUDIT) -> str:
    return text_before_expect(folder / name)


_index = step_of


def test_a_final_point_draw_burns_out_after_the_step_that_says_why() -> None:
    res = ruling(_text("final-point-conquer-draws-from-an-empty-deck-and-burns-out.yaml",
                       AUDIT28) + "ask: [spent]\n")
    why = _index(res, "draws a card instead")
    burn = _index(res, "Burn Out")
    drawn = next(s for s in res.steps if s.summary == "alice draws 1 card")
    assert why < burn < drawn.index
    assert "RB 431.2.d" in drawn.citations
    fact = next(f for f in res.answer if f.subject.id == "spent")
    assert fact.step == drawn.index, fact.sentence


def test_a_final_point_draw_with_cards_in_the_deck_is_one_step() -> None:
    text = _text("final-point-conquer-draws-from-an-empty-deck-and-burns-out.yaml", AUDIT28)
    text = text.replace("zone: trash}", "zone: main_deck}") + "ask: [spent]\n"
    res = ruling(text)
    assert not any("Burn Out" in s.summary for s in res.steps)
    why = next(s for s in res.steps if "draws a card instead" in s.summary)
    fact = next(f for f in res.answer if f.subject.id == "spent")
    assert fact.step == why.index, fact.sentence


def test_the_burn_out_point_that_wins_for_the_opponent_comes_after_the_draw_is_explained() -> None:
    res = ruling(_text("final-point-draw-burns-out-and-the-opponent-wins.yaml"))
    assert _index(res, "draws a card instead") < _index(res, "Burn Out") < \
        _index(res, "bob wins")
    assert res.winner == "bob"


def test_a_deathknells_only_legal_target_is_said_so() -> None:
    res = ruling(_text("unpreventable-kill-through-a-ward-deathknell-has-one-target.yaml"))
    step = next(s for s in res.steps if "finalized on the chain" in s.summary)
    assert "(the only legal target)" in step.summary
    assert "chosen automatically" not in step.summary


def test_a_deathknell_with_a_choice_still_says_judge_chose() -> None:
    text = _text("deathknell-with-two-enemy-units-is-chosen-by-its-controller.yaml")
    text = text.replace("decisions:\n  acolyte.last-spark: {targets: [warden]}\n", "")
    res = ruling(text)
    step = next(s for s in res.steps if "finalized on the chain" in s.summary)
    assert "chosen automatically" in step.summary and "only legal" not in step.summary


def test_nobody_holds_focus_once_the_combat_showdown_has_ended() -> None:
    for name in ("nobody-holds-focus-in-the-combat-damage-step.yaml",
                 "nobody-holds-focus-on-the-combat-cleanups-deathknell-chain.yaml"):
        res = ruling(_text(name))
        assert res.final["game"]["focus"] is None, name
        assert res.final["game"]["showdown"]["focus"] is None, name
        ended = next(s for s in res.steps if "the showdown at bf-a ends" in s.summary)
        assert "RB 313" in ended.citations


def test_the_focus_holder_is_still_named_in_the_combat_showdown() -> None:
    res = ruling(_text("focus-holder-named-while-the-combat-showdown-goes-on.yaml"))
    assert res.final["game"]["focus"] == "bob"


def test_bonus_on_unpreventable_damage_cites_no_prevention_counting_it() -> None:
    res = ruling(_text("bonus-damage-on-unpreventable-damage-is-not-prevented.yaml"))
    assert res.final["objects"]["golem"]["damage"] == 4
    assert "RB 715.4.a" not in res.citations and "RB 437.1.a.1" not in res.citations
    assert "RB 054.1" in res.citations


def test_v13_unpreventable_damage_keeps_its_bonus_under_none_dealt() -> None:
    res = ruling(_text("v13-unpreventable-damage-keeps-its-bonus-under-none-dealt.yaml"))
    assert res.final["objects"]["golem"]["damage"] == 4
    assert "RB HP.41" not in res.citations


def test_a_card_played_by_an_effect_names_its_only_legal_target() -> None:
    chain = Path(__file__).parents[2] / "scenarios/riftbound/chain"
    res = ruling(_text("card-an-effect-plays-chooses-after-the-resolution.yaml", chain))
    step = next(s for s in res.steps if "goes on playing Ember Dart" in s.summary)
    assert "(the only legal target)" in step.summary
    assert "chosen automatically" not in step.summary


def test_the_answer_about_focus_after_a_non_combat_showdown_names_its_end() -> None:
    res = ruling(_text("nobody-holds-focus-after-a-non-combat-showdown.yaml") + "ask: [focus]\n")
    fact = next(f for f in res.answer if "focus" in f.sentence)
    ended = next(s for s in res.steps if "the showdown at bf-a ends" in s.summary)
    assert fact.step == ended.index, fact.sentence
    assert "RB 313.5" in ended.citations
