"""Riftbound audit 31: a game that ends while an item resolves tells no resolution step after
the game-over step (RB 196); "my Might is increased to 5" (RB 479.2, RB 477.3.e) beside sets,
buffs, Assault, copies, equipment, Mighty and "to a minimum of"."""

from __future__ import annotations

from pathlib import Path

from judge.engine.trace import StepKind

from ..helpers import ruling

AUDIT = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit31"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8").split("expect:")[0]


def test_a_burn_out_win_mid_draw_is_the_last_step() -> None:
    res = ruling(_text("game-won-mid-draw-tells-no-resolution-after-it.yaml"))
    assert res.steps[-1].kind == StepKind.GAME_OVER
    assert not any(s.kind == StepKind.RESOLVE for s in res.steps)
    assert list(res.resolved) == ["insight"]


def test_an_effect_win_is_the_last_step_and_the_answer_says_so() -> None:
    # asked of the item, it resolved until the game ended (RB 196) at the game-over step
    res = ruling((AUDIT / "effect-win-tells-no-resolution-after-it.yaml").read_text("utf-8"))
    assert res.steps[-1].kind == StepKind.GAME_OVER
    fact = next(f for f in res.answer if f.subject.id == "decree")
    assert fact.step == res.steps[-1].index
    assert "RB 196" in fact.citations


def _cited(res: object) -> set[str]:
    from judge.engine.resolution import Resolution

    assert isinstance(res, Resolution)
    return {*res.citations, *(c for f in res.answer for c in f.citations)}


def test_increased_to_5_alone_cites_no_dependency() -> None:
    # RB 479.2 orders an effect after those it depends on: with none, it decides nothing
    res = ruling(_text("increased-to-5-alone-is-its-own-passive-ability.yaml")
                 + "ask: [recruit.stats]\n")
    cited = _cited(res)
    assert "RB 479.2" not in cited
    assert "RB 364" in cited
    assert not any("read after" in f.message for f in res.findings)


def test_increased_to_5_after_a_set_cites_the_layers_not_a_dependency() -> None:
    # a setting is layer 1, the increase layer 3 (RB 477): no dependency within a layer
    res = ruling(_text("increased-to-5-after-a-set-in-layer-1-ends-at-5.yaml")
                 + "ask: [recruit.stats]\n")
    cited = _cited(res)
    assert "RB 479.2" not in cited
    assert "RB 477" in cited


def test_increased_to_5_under_a_decrease_alone_cites_the_order_of_arithmetic() -> None:
    # only a decrease: increases before decreases (RB 477.3.e) orders them, not RB 479.2
    res = ruling((AUDIT.parent / "dependency/might-increased-to-5-under-minus-2-ends-at-3.yaml")
                 .read_text("utf-8").split("expect:")[0])
    cited = _cited(res)
    assert "RB 477.3.e.2.a" in cited
    assert "RB 479.2" not in cited


def test_rb_365_1_is_cited_only_where_the_static_would_have_stopped_the_prevention() -> None:
    name = "deathknell-your-damage-after-its-unit-died-cites-rb-365-1.yaml"
    res = ruling(_text(name))
    spark = next(s for s in res.steps if "Last Spark (zealot.last-spark) resolves" in s.summary)
    assert "RB 365.1" in spark.citations
    # without the static, no passive left the board that could have mattered
    plain = _text(name).replace(
        "      - {name: Relentless, kind: static, effect: [{forbid: {action: prevent_damage, "
        "player: controller}}]}\n", "")
    assert "RB 365.1" not in ruling(plain).citations
    # without the Ward, nothing was prevented: the static's absence decided nothing
    unwarded = _text(name).replace("  - {by: bob, do: play, card: ward, targets: [golem]}\n",
                                   "  - {by: bob, do: pass}\n")
    assert "RB 365.1" not in ruling(unwarded).citations


def test_combat_damage_that_cant_be_prevented_names_the_preventions_it_passes() -> None:
    res = ruling(_text("combat-your-damage-names-the-ward-it-passes-over.yaml"))
    step = next(s for s in res.steps if "dealt simultaneously" in s.summary)
    assert "4 to Stone Warden (warden) (it cannot be prevented: Ward (ward) does not prevent " \
        "it)" in step.summary
    assert "Relentless Captain (captain) (it cannot" not in step.summary  # Bob's damage can be


def test_equip_lead_cites_the_order_of_increases_and_decreases() -> None:
    # the Equip step's lead keeps its keyword rule first (RB 818.2), then the rule that made the
    # granted "increased to 5" read the Might before the decrease (RB 477.3.e.2.a)
    res = ruling((AUDIT / "increased-to-5-given-by-equipment-under-minus-2-ends-at-3.yaml")
                 .read_text("utf-8"))
    lead = next(f for f in res.answer if f.lead)
    assert lead.citations[:2] == ("RB 818.2", "RB 477.3.e.2.a")
