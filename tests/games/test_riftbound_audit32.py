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


def test_a_mighty_static_and_increased_to_5_cite_no_dependency() -> None:
    # each changes the other (RB 479.1): the note cited RB 479.2 ("read after the effects that
    # change their stats") for an effect that applied only on a later pass
    res = ruling(_text("mighty-static-and-increased-to-5-go-by-timestamp.yaml"))
    lead = [f for f in res.findings if "Lead" in f.message]
    assert lead and all("RB 479.2" not in f.citations for f in lead)
    assert any("RB 479.1" in f.citations and "RB 476.2" in f.citations for f in lead)
    assert _might(res, "recruit") == 6


def test_a_passive_minimum_is_read_again_after_an_increase() -> None:
    # was exit 3; snapshotted (a spell's limit) it would be 3
    res = ruling(_text("passive-minimum-is-read-again-after-a-plus-2.yaml"))
    assert _might(res, "squire") == 1
    assert "RB 477.3.b" in res.citations


def test_a_passive_minimum_reads_the_games_own_increases_first() -> None:
    # Assault (a bonus the game adds) is an increase: before the decrease and its limit
    res = ruling(_text("passive-minimum-reads-assault-first.yaml"))
    assert _might(res, "charger") == 1
    res = ruling(_text("passive-minimum-lowers-each-unit-only-to-1.yaml"))
    assert {_might(res, o) for o in ("warden", "squire", "buffed", "wisp")} == {1}
    lead = next(f for f in res.answer if f.subject.id == "squire")
    assert "RB 477.3.b" in lead.citations  # its parts do not add up to 1: the limit's rule


def test_a_static_loss_covering_its_own_card_is_exit_3_without_another_games_rule() -> None:
    # Riftbound names no house policy for it (FOW HP.48 reads it in Force of Will): exit 3,
    # and the message cites no Force of Will rule number (it said "909.3a")
    import pytest

    from judge.errors import UnsupportedMechanic

    text = """
game: riftbound
title: t
question: q
turn: {player: alice, phase: main, number: 3}
players:
  alice: {energy: 0}
  bob: {energy: 0}
cards:
  Hush Golem:
    type: unit
    stats: {might: 3}
    abilities:
      - {name: Hush, kind: static,
         effect: [{modify: {target: {each: {type: unit}}, loses_abilities: true}}]}
objects:
  - {id: golem, card: Hush Golem, owner: bob, zone: base}
actions: []
then: stop
"""
    with pytest.raises(UnsupportedMechanic, match="covers its own card") as caught:
        ruling(text)
    assert "909" not in str(caught.value)


def test_a_lost_temporary_is_noted_and_the_answer_cites_the_loss() -> None:
    # "Yes — still in alice's base" cited nothing: the note says Temporary did not trigger
    res = ruling((AUDIT / "temporary-lost-for-good-never-kills.yaml").read_text("utf-8"))
    lead = next(f for f in res.answer if f.lead)
    assert lead.verdict == "Yes" and "RB 477.2.a" in lead.citations
    # lost only this turn, it is back on its controller's turn: no such note, and it triggers
    res = ruling(_text("temporary-lost-this-turn-is-back-by-its-beginning-phase.yaml"))
    assert not any("took it away" in f.message for f in res.findings)
    assert any(s.summary.startswith("Temporary triggers for Fleeting Sprite") for s in res.steps)
