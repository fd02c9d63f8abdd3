"""Riftbound audit 34: leads that cited no rule (LEADS_CITING_NOTHING) and audits 32-33's
leftovers. An answer that something stayed as it was, or did not happen, says why by the note
or step that kept it and cites its rule (RB 434.5, RB 719.4.a, RB 718.5.f, RB 809.1.c, RB
143.3.b, RB 190.4.b, RB 323.7, RB 807.1.d, RB 436.4.a, RB 441.2, RB 808.1.d.1, RB 317.1.a,
RB 359.3.f.2); RB 406.5 no longer leads where the step says what its source's absence changed;
a word of one card's name inside another card's whole name names only that card, and "the
<type>" ending a clause is the one card of it the sentence before names."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.answer import Fact

from ..helpers import ruling

SCENARIOS = Path(__file__).parents[2] / "scenarios/riftbound"
AUDIT = SCENARIOS / "rulings-audit34"


def _lead(path: Path) -> Fact:
    res = ruling(path.read_text(encoding="utf-8"))
    return next(f for f in res.answer if f.lead)


@pytest.mark.parametrize(("name", "starts", "first"), [
    ("attaching-to-an-exhausted-unit-leaves-it-exhausted.yaml",
     "Yes — Trainee Squire (squire) is exhausted, as at the start: it stays "
     "exhausted", "RB 434.5"),
    ("stunning-a-unit-leaves-each-of-its-two-equipment-unstunned.yaml",
     "No — Guard Blade (guard) is not stunned", "RB 719.4.a"),
    ("taking-a-unit-with-two-equipment-takes-neither.yaml",
     "Guard Blade (guard) is controlled by alice", "RB 718.5.f"),
    ("deflect-cost-refused-leaves-the-warden-untouched.yaml",
     "No — Mist Warden (mist) has no damage: it stays untouched", "RB 809.1.c"),
    ("empower-answered-by-a-kill-draws-nothing.yaml",
     "No — alice does not draw: no ability of Storm Herald (herald) triggers", "RB 441.2"),
    ("add-ability-replaced-adds-no-energy.yaml",
     "No — alice still has 0 Energy: at step 3, Energy (rune.energy) does not resolve",
     "RB 370.1.a.1"),
    ("assault-of-a-defender-adds-nothing.yaml", "Raging Charger (charger) has Might 3",
     "RB 807.1.d"),
    ("shield-of-an-attacker-adds-nothing.yaml", "Oak Shieldbearer (oak) has Might 2",
     "RB 814.1.d"),
    ("defender-killed-mid-combat-keeps-control.yaml",
     "Bob controls bf-a: bob has no units at bf-a but still controls it", "RB 190.4.b"),
    ("end-of-turn-gear-taken-in-the-main-phase-draws.yaml", "Yes — alice draws 1 card", ""),
    ("vision-with-an-empty-deck-gives-no-opponent-a-point.yaml",
     "No — carol still has 3 points: at step 11, Vision (seer.vision) resolves", "RB 436.4.a"),
    ("tremor-misses-a-unit-that-left-its-battlefield.yaml",
     "No — Stone Warden (warden) ends in bob's base", "RB 359.3.f.2"),
    ("replaced-death-deathknell-draws-nothing.yaml",
     "No — bob does not draw: no ability of Cinder Acolyte (acolyte) triggers", "RB 808.1.d.1"),
    ("zero-might-unit-without-damage-does-not-die.yaml",
     "No — Seedling Sprout (sprout) is still in alice's base", "RB 323.5"),
    ("v13-stray-gear-recalled-rune-stays.yaml",
     "Basic Rune (rune1) is still at Sunken Plaza (bf-a): it stays", "RB 323.7"),
    ("the-gear-is-the-one-the-sentence-before-names.yaml",
     "Guard Blade (blade) is still in alice's base and is not attached to anything", "RB 719.5"),
])
def test_audit_lead_says_why_and_cites_the_deciding_rule(name: str, starts: str,
                                                         first: str) -> None:
    lead = _lead(AUDIT / name)
    assert lead.sentence.startswith(starts), lead.sentence
    assert lead.citations, lead.sentence
    if first:
        assert lead.citations[0] == first, lead.citations


@pytest.mark.parametrize(("name", "first"), [
    # off LEADS_CITING_NOTHING: each cites the rule that decided it
    ("rulings-audit11/exhausted-equipment-stays-exhausted-when-attached.yaml", "RB 434.5"),
    ("rulings-audit22/stunning-a-unit-leaves-its-equipment-ready-and-unstunned.yaml",
     "RB 719.4.a"),
    ("rulings/showdown-without-combat-heals-nobody.yaml", "RB 143.3.b"),
    ("rulings-audit10/deflect-paid-twice-for-a-repeated-trigger.yaml", "RB 809.1.c"),
    ("card-text/replaced-lethal-death-no-deathknell.yaml", "RB 808.1.d.1"),
    ("rulings/empower-with-its-unit-gone.yaml", "RB 441.2"),
    ("replacements/add-ability-resolution-replaced-read-as-countered.yaml", "RB 370.1.a.1"),
    ("rulings-audit17/vision-with-an-empty-deck-does-not-burn-out.yaml", "RB 436.4.a"),
    ("rulings-leads/a-bolt-at-the-squire-does-not-kill-the-warden.yaml", "RB 323.5"),
    ("rulings/equipment-attached-again-to-its-own-unit-does-nothing.yaml", "RB 434.1.h"),
    ("rulings/equipment-keeps-its-controller-when-the-unit-is-taken.yaml", "RB 718.5.f"),
    ("each-there/battlefield-illegal-nothing-there.yaml", "RB 359.3.e.2"),
    ("combat/assault-needs-the-attacker-designation.yaml", "RB 807.1.d"),
    ("cleanup/v13-rune-at-a-battlefield-stays.yaml", "RB 323.7"),
    ("rulings/end-of-turn-gear-taken-after-the-ending-step-began.yaml", "RB 317.1.a"),
    ("combat/defender-keeps-control-mid-combat.yaml", "RB 190.4.b"),
])
def test_a_lead_that_cited_nothing_cites_its_rule(name: str, first: str) -> None:
    assert _lead(SCENARIOS / name).citations[:1] == (first,)


def test_study_named_by_its_ability_not_the_rune_before() -> None:
    """"Is her rune exhausted, and does Study go on the chain?": the second part is asked of the
    card whose ability it names (Keen Scholar's Study, its cost refused: RB 404.2)."""
    res = ruling((SCENARIOS / "rulings-audit22/trigger-cost-refused-uses-no-rune.yaml"
                  ).read_text(encoding="utf-8"))
    leads = [f for f in res.answer if f.lead]
    assert leads[1].sentence.startswith("No — no ability of Keen Scholar (scholar) goes onto "
                                        "the chain: at step 7"), leads[1].sentence
    assert leads[1].citations[:1] == ("RB 404.2",)


@pytest.mark.parametrize(("name", "first"), [
    # RB 406.5 (it resolves at all) no longer leads where the step says what the source's
    # absence changed
    ("rulings/empower-with-its-unit-gone.yaml", "RB 441.2"),
    ("rulings/here-needs-its-source-on-the-board.yaml", "RB 359.3.e.6"),
    ("rulings-audit21/might-of-a-source-killed-in-response-is-null.yaml", "RB 359.3.e.2"),
])
def test_an_absent_source_s_change_leads_before_rb_406_5(name: str, first: str) -> None:
    lead = _lead(SCENARIOS / name)
    assert lead.citations[0] == first and "RB 406.5" not in lead.citations[:1], lead.citations


def test_the_noun_ending_a_clause_is_the_card_the_sentence_before_names() -> None:
    """"Where is the legend?" of a Champion Legend attached to a Squire that moved: the legend,
    by the house policy that kept it in place (RB HP.8), not the Squire."""
    lead = _lead(SCENARIOS / "policies/attached-legend-in-the-file-stays-in-place.yaml")
    assert lead.sentence.startswith("Ember Champion (champ) is still in alice's Legend Zone")
    assert lead.citations[:1] == ("RB HP.8",)
