"""Riftbound audit 32: "loses all abilities" rules in Riftbound (RB 477.2.a, layer 2, in
timestamp order: RB 480), an equipment's Effect Text among them (attached at its own timestamp);
a game that ends while an item resolves names it in the game-over step; an unchanged stat's
answer cites the rule that keeps it."""

from __future__ import annotations

from pathlib import Path

from judge.engine.trace import StepKind

from ..helpers import ruling

AUDIT = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit32"
AUDIT31 = AUDIT.parent / "rulings-audit31"


def _text(name: str, folder: Path = AUDIT) -> str:
    return (folder / name).read_text(encoding="utf-8").split("expect:")[0]


def _might(res: object, oid: str) -> int:
    from judge.engine.resolution import Resolution

    assert isinstance(res, Resolution)
    return int(res.final["objects"][oid]["stats"]["might"])


def test_losing_all_abilities_rules_in_riftbound_citing_layer_2() -> None:
    # it was exit 3 ("no rule of Riftbound says how an object loses its abilities")
    res = ruling(_text("loses-all-abilities-drops-its-increased-to-5.yaml"))
    assert _might(res, "recruit") == 4
    step = next(s for s in res.steps if s.kind == StepKind.RESOLVE)
    assert "RB 477.2.a" in step.citations


def test_equipment_effect_text_attached_before_the_loss_is_lost() -> None:
    # the Effect Text's passive applied from the equipment whatever the host lost: 5
    res = ruling(_text("equipped-unit-loses-the-effect-text-keeps-the-might-bonus.yaml"))
    assert _might(res, "squire") == 3


def test_equipment_attached_after_the_loss_gives_its_effect_text() -> None:
    # the attached card's timestamp is its attaching (RB 480.1), not its arrival on the board
    res = ruling(_text("loss-before-the-attach-leaves-the-effect-text.yaml"))
    assert _might(res, "squire") == 5


def test_a_lost_deathknell_is_noted_and_the_answer_cites_the_loss() -> None:
    res = ruling((AUDIT / "lost-deathknell-does-not-trigger.yaml").read_text("utf-8"))
    lead = next(f for f in res.answer if f.lead)
    assert lead.citations[:1] == ("RB 477.2.a",)
    assert any("does not trigger" in f.message and "RB 477.2.a" in f.citations
               for f in res.findings)


def test_an_unchanged_stat_cites_the_passive_that_keeps_it() -> None:
    # "Might 5, as at the start" cited nothing: the passive applies after the buff (RB 479.2)
    res = ruling((AUDIT31 / "increased-to-5-with-a-buff-ends-at-5.yaml").read_text("utf-8"))
    lead = next(f for f in res.answer if f.lead)
    assert "as at the start" in lead.sentence
    assert "RB 479.2" in lead.citations


def test_an_untouched_stat_under_a_static_loss_cites_the_loss() -> None:
    res = ruling((AUDIT / "passive-loss-over-enemy-units.yaml").read_text("utf-8"))
    facts = {f.subject.id: f for f in res.answer}
    assert "RB 477.2.a" in facts["recruit"].citations
    assert "RB 477.2.a" in facts["charger"].citations


def test_the_game_over_step_names_the_item_that_ended_the_game() -> None:
    res = ruling((AUDIT31 / "effect-win-tells-no-resolution-after-it.yaml").read_text("utf-8"))
    over = res.steps[-1]
    assert over.kind == StepKind.GAME_OVER and over.item == "decree"
    assert over.summary.startswith("Final Decree (decree) resolves: alice wins the game")
    fact = next(f for f in res.answer if f.subject.id == "decree")
    # said once: the answer names the item, then what ended the game
    assert fact.sentence.count("Final Decree") == 1
