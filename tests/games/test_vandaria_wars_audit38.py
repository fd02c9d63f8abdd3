"""Vandaria Wars, audit 38: audit 37's leftovers (fields changed at different steps pinned on the
last, a draw that did not happen citing nothing, a trait asked with no `ask:`) and the register's
edges (scenarios/vandaria-wars/rulings-audit38)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, lead_of, resolved_json

AUDIT = BUNDLED / "vandaria-wars" / "rulings-audit38"


def _unasked(path: Path) -> str:
    """A scenario's text with neither `ask:` nor `expect:`: what its question's words ask."""
    from ..helpers import text_before_expect

    return "".join(line for line in text_before_expect(path).splitlines(keepends=True)
                   if not line.startswith("ask:"))


def test_each_field_is_said_with_the_step_that_changed_it() -> None:
    """The Militia's ATK 3 came from Rally (step 6), its controller from Seize (step 15): the
    lead said both "when Seize results at step 15". Each is now said with its own step, and
    the Rally's rule is cited beside the Seize's."""
    lead = lead_of(resolved_json(
        AUDIT / "rallied-militia-taken-each-change-said-at-its-own-step.yaml"))
    assert lead["fact"] == ("Sample Militia (mil) is controlled by bob, when Seize (seize) "
                            "results at step 15; it has ATK 3 (it had ATK 2), when Rally (rally) "
                            "results at step 6.")
    # the Seize's rule; the Rally's step cites only VW REG.4.b, which orders the register and
    # decides no field (Rulebook.order_rule_only_orders), so it adds none
    assert lead["citations"] == ["VW OV.1"]


def test_an_earlier_steps_rule_is_cited_beside_the_facts_own(tmp_path: Path) -> None:
    """The Militia's exhaustion came from its attack (VW REG.2), its ATK from the Rally: each
    step's rule is cited."""
    lead = lead_of(resolved_json(
        AUDIT / "militia-rallied-in-answer-to-its-battle-damage-each-change-at-its-step.yaml"))
    assert lead["citations"] == ["VW REG.4.b", "VW REG.2"]


def test_the_other_games_read_alike() -> None:
    """Force of Will: a Squire's damage removed at the end of turn (step 15) and its +DEF ended
    a step later were both said at step 16, citing only that step's rule (FOW 505.5b); Riftbound:
    a Squire's Might raised by Quick-Draw (step 13) was said "when Zap resolves at step 17"."""
    fow = lead_of(resolved_json(BUNDLED / "force-of-will" / "card-text" /
                                "until-end-of-turn-ends-after-damage-is-removed.yaml"))
    assert "; it has no damage, at step 15: final step of the turn" in fow["fact"]
    assert fow["citations"] == ["FOW 505.5b", "FOW 505.5a"]
    rb = lead_of(resolved_json(BUNDLED / "riftbound" / "keywords" /
                               "quick-draw-reaction-and-attach.yaml"))
    assert rb["fact"].endswith("when Zap (zap) resolves at step 17; it has Might 3 (it had "
                               "Might 2), when Quick-Draw (pistol.quick-draw) resolves at step 13.")
    # its Might was raised by the Pistol its Quick-Draw attached (RB 819.1.d; audit 59: not the
    # Equipped state the attaching leaves, RB 818.3.b)
    assert "RB 819.1.d" in rb["citations"]


def test_a_stat_a_static_ability_makes_keeps_its_why_at_its_own_step() -> None:
    """Banner Squire's ATK 300 comes from a group static Rallying Cry granted (step 5); Siren's
    Call took it at step 12. Split off the control change, the ATK keeps what it adds up from
    and the static ability's rule (FOW 904.1)."""
    answer = resolved_json(BUNDLED / "force-of-will" / "rulings-audit32" /
                           "granted-group-static-follows-its-resonator-to-its-new-controller"
                           ".yaml")["answer"]
    lead = next(f for f in answer if f["fact"].startswith("Banner Squire"))
    assert lead["fact"].endswith("it has ATK 300 (it had ATK 200): ATK 200 printed and +100 ATK "
                                 "from Rally of Banner Squire (banner), when Rallying Cry (cry) "
                                 "resolves at step 5.")
    assert "FOW 904.1" in lead["citations"]


def test_a_card_become_at_the_last_step_keeps_its_stats_there(tmp_path: Path) -> None:
    """A copy made at the last step reads its stats anew: they stay with that step (RB 477.1.b.1.a
    keeps the Might set before the copy), not split off to the earlier step that set them."""
    lead = lead_of(resolved_json(BUNDLED / "riftbound" / "rulings-audit28" /
                                 "copy-after-a-might-set-keeps-the-set-might.yaml"))
    assert lead["fact"] == ("Trainee Squire (squire) is now Ironhide Brute and has Might 1 (it "
                            "had Might 2), when Mirror Veil (veil) resolves at step 11.")


@pytest.mark.parametrize("name", ["profit-draws-for-its-user-bob-draws-nothing",
                                  "profit-draws-for-its-user-asked-in-indonesian"])
def test_a_player_who_drew_nothing_is_told_whose_draw_it_was(name: str) -> None:
    """"Does Bob draw?" of Alice's Profit said "Gun Shot (b1) is still in bob's deck", citing
    nothing: the step that drew, and whose draw it was, now says it, under its rule."""
    lead = lead_of(resolved_json(AUDIT / f"{name}.yaml"))
    assert lead["fact"] == ("No — bob does not draw: at step 6, Profit (profit) results: alice "
                            "draws 1 card.")
    assert lead["citations"] == ["VW REG.4.b"]


@pytest.mark.parametrize(("path", "said", "cites"), [
    # the Mourner's destruction replaced by the Squire's return (VW OV.1)
    (AUDIT / "mourner-draws-nothing-when-the-destruction-is-replaced.yaml",
     "at step 7, instead of Phoenix Squire (squire) being destroyed", ["VW OV.1"]),
    (AUDIT / "mourner-draws-nothing-asked-in-thai.yaml",
     "at step 7, instead of Phoenix Squire (squire) being destroyed", ["VW OV.1"]),
    # the Herald's attack replaced
    (BUNDLED / "vandaria-wars" / "replacements" / "attacking-replaced-no-battle-damage.yaml",
     "no ability of Herald (herald) triggers: at step 1, instead of Timid Scout (scout) "
     "attacking", ["VW OV.1"]),
    # the Anchor's "draw instead" not applied to the Squire's return (VW HP.55 not-replaced)
    (BUNDLED / "vandaria-wars" / "rulings-audit31" /
     "destruction-replaced-by-a-return-not-replaced-again-policy.yaml",
     "bob does not draw: at step 6, instead of Phoenix Squire (squire) being destroyed",
     ["VW HP.55", "VW OV.1"]),
    # Force of Will: Recall's draw refers to its move, which did not happen (FOW 908.1)
    (BUNDLED / "force-of-will" / "card-text" / "instruction-about-a-skipped-one.yaml",
     "bob does not draw: Recall (recall) resolves at step 3", ["FOW 908.1", "FOW 104.2"]),
])
def test_a_draw_that_did_not_happen_cites_why(path: Path, said: str, cites: list[str]) -> None:
    """Each said only that a deck's top card stayed (or that no ability triggered), citing no
    rule: the step that decided it is now said, with its rules."""
    facts = [f for f in resolved_json(path)["answer"] if "draw" in f["fact"] or
             "no ability of" in f["fact"]]
    fact = next(f for f in facts if said in f["fact"])
    assert fact["citations"] == cites


def test_a_trigger_asked_of_whose_event_was_replaced(tmp_path: Path) -> None:
    """"Does the Mourner trigger?" answered "no ability of Mourner triggers", citing nothing."""
    from ..helpers import lead_asked_anew

    lead = lead_asked_anew(AUDIT / "mourner-draws-nothing-when-the-destruction-is-replaced.yaml",
                           "Does the Mourner trigger?", tmp_path)
    assert lead["fact"].startswith("No — no ability of Mourner (mourn) triggers: at step 7, "
                                   "instead of Phoenix Squire (squire) being destroyed")
    assert lead["citations"] == ["VW OV.1"]


@pytest.mark.parametrize("name", ["squire-made-dark-asked-by-the-attributes-words",
                                  "squire-made-dark-asked-in-indonesian",
                                  "squire-made-dark-asked-in-thai"])
def test_a_trait_asked_with_no_expectation_gets_its_yes(tmp_path: Path, name: str) -> None:
    """"Does the Squire become a Dark Follower?" of a Squire made Dark, with no `ask:` or
    `expect:`, was answered "Squire (squire) is still on the field", no Yes or No: its traits
    are said, with the step that changed them and its rule, and the Yes (also asked in
    Indonesian and Thai)."""
    path = tmp_path / "s.yaml"
    path.write_text(_unasked(AUDIT / f"{name}.yaml"), encoding="utf-8")
    lead = lead_of(resolved_json(path))
    assert lead["fact"] == ("Yes — Squire (squire) has the traits dark, when Sample Corruption "
                            "(corrupt) results at step 8.")
    # that it is Dark and nothing else (no longer a human knight) is VW HP.59's default
    assert lead["citations"] == ["VW HP.59"]


@pytest.mark.parametrize(("question", "verdict"), [
    ("Is the Squire Dark?", "Yes — "),
    ("Is the Squire Holy?", "No — "),  # a trait of the game's card library
    ("Is the Squire still a knight?", "No — "),
    ("Does the Squire lose knight?", "Yes — "),
    ("Is the Squire Holy or Dark?", ""),  # asks which: no Yes or No
])
def test_the_traits_asked_by_their_words(tmp_path: Path, question: str, verdict: str) -> None:
    text = _unasked(AUDIT / "squire-made-dark-asked-by-the-attributes-words.yaml")
    path = tmp_path / "s.yaml"
    path.write_text(text.replace("Does the Squire become a Dark Follower?", question),
                    encoding="utf-8")
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith(f"{verdict}Squire (squire) has the traits dark")


def test_a_trait_it_had_all_along_asked_become_gets_no_verdict(tmp_path: Path) -> None:
    """"Does the Knight become Holy?" of a Knight Holy from the start that nothing changed: its
    traits, and no Yes (it did not become Holy) nor No (it is Holy)."""
    text = _unasked(AUDIT / "squire-made-dark-asked-by-the-attributes-words.yaml")
    text = text.replace("traits: [human, knight]", "traits: [human, knight, holy]").replace(
        "Bob uses Sample Corruption on Alice's Squire. Does the Squire become a Dark Follower?",
        "Does the Squire become Holy?").replace(
        "  - {by: bob, do: play, card: corrupt, targets: [squire]}\n  - {by: alice, do: pass}\n",
        "")
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("Squire (squire) has the traits human, knight, holy")


def test_force_of_will_reads_a_trait_alike(tmp_path: Path) -> None:
    """Force of Will's races and attributes are traits too: "Does the Ember Squire become a
    Dragon?" gets its Yes from the step that made it one (FOW 1020.1)."""
    import json
    import re

    src = BUNDLED / "force-of-will" / "rulings-audit32" / \
        "resonator-given-water-then-made-a-dragon-keeps-water.yaml"
    text = src.read_text(encoding="utf-8").split("expect:")[0]
    text = re.sub(r"question: >-\n(?:  .*\n)+", "question: " + json.dumps(
        "Does the Ember Squire become a Dragon?") + "\n", text)
    text = re.sub(r"^ask:.*\n", "", text, flags=re.M)
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("Yes — Ember Squire (squire) has the traits water, Dragon, "
                                   "when Dragon Rite (rite) resolves at step 11")
    assert lead["citations"][0] == "FOW 1020.1"


@pytest.mark.parametrize(("name", "lead", "cites"), [
    ("mourner-taken-under-follows-card-alice-draws-nothing",
     "No — alice does not draw: at step 21, Grief (mourn.grief) results: bob draws 1 card.",
     ["VW HP.58"]),
    ("purify-in-answer-results-first-the-corruption-last-leaves-it-dark",
     "No — Sample Knight (knight) has the traits dark, when Sample Corruption (corrupt) results "
     "at step 11.", ["VW REG.4.b", "VW REG.8.a"]),  # the order decided it too (audit 39)
    ("militia-rallied-in-answer-to-its-battle-damage-each-change-at-its-step",
     "Yes — Sample Militia (mil) has ATK 3 (it had ATK 2), when Rally (rally) results at step 7; "
     "it is exhausted, at step 1: alice attacks Sample Fort (fort) with Sample Militia (mil); the "
     "battle damage (2 from Sample Militia (mil) to Sample Fort (fort)) goes on top of the "
     "register as one object, combat.", ["VW REG.4.b", "VW REG.2"]),
    ("knight-taken-stays-holy",
     "Yes — Sample Knight (knight) is controlled by bob, when Seize (seize) results at step 6; it "
     "has the traits human, order, holy, as at the start.", ["VW OV.1"]),
])
def test_the_audits_edges_lead_as_pinned(name: str, lead: str, cites: list[str]) -> None:
    """A house policy that decided whose a waiting skill was is cited for the draw it moved (VW
    HP.58); a trait changed twice is said at the step that changed it last; a Follower's
    exhaustion (as it attacked) and its ATK (a Rally in answer) each at its own step; a trait a
    control change kept is said as at the start."""
    fact = lead_of(resolved_json(AUDIT / f"{name}.yaml"))
    assert fact["fact"] == lead
    assert fact["citations"] == cites


@pytest.mark.parametrize(("name", "lead"), [
    ("knight-made-dark-loses-its-faction-and-job",
     "No — Sample Knight (knight) has the traits dark, when Sample Corruption (corrupt) results "
     "at step 6."),
    ("knight-made-dark-keeps-its-faction-and-job-policy",
     "Yes — Sample Knight (knight) has the traits human, order, dark, when Sample Corruption "
     "(corrupt) results at step 6."),
])
def test_what_a_follower_made_dark_keeps_is_a_house_policy(name: str, lead: str) -> None:
    """Sample Corruption's `set_traits: [dark]` took the Knight's alliance and faction too, a
    reading the guide does not make and judge did not name: VW HP.59 names it, `replaces-all`
    by default, `attribute-only` its alternative, cited where its options part ways."""
    fact = lead_of(resolved_json(AUDIT / f"{name}.yaml"))
    assert fact["fact"] == lead
    assert fact["citations"] == ["VW HP.59"]


def test_the_policy_is_not_cited_where_its_options_agree(tmp_path: Path) -> None:
    """A Follower that is Holy and nothing else made Dark is Dark and nothing else either way."""
    text = _unasked(AUDIT / "squire-made-dark-asked-by-the-attributes-words.yaml").replace(
        "traits: [human, knight]", "traits: [holy]")
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    data = resolved_json(path)
    assert not any("VW HP.59" in step["citations"] for step in data["steps"])
    assert lead_of(data)["citations"] == ["VW REG.4.b"]


def test_a_draws_own_unmet_condition_leads_before_a_policys_step() -> None:
    """Bob's copy of Blood Pact draws "if its cost was paid": the copy's own unmet condition (VW
    HP.40: nothing was paid for a copy) now leads, before the Echo's step that copied it."""
    lead = lead_of(resolved_json(BUNDLED / "vandaria-wars" / "rulings-audit15" /
                                 "copy-of-a-sacrifice-action-pays-nothing.yaml"))
    assert lead["fact"].startswith("No — bob does not draw: Blood Pact (pact.copy) results at "
                                   "step 11: its draw instruction does not happen")
    assert "VW HP.40" in lead["citations"]


def test_a_replacement_its_trigger_does_not_wait_for_is_not_the_why(tmp_path: Path) -> None:
    """A Mourner that draws "when a Follower you control attacks" waits for no destruction: the
    Squire's destruction replaced by its return is not why Bob drew nothing, and is not said."""
    import re

    text = _unasked(AUDIT / "mourner-draws-nothing-when-the-destruction-is-replaced.yaml")
    text = re.sub(r"question: >-\n(?:  .*\n)+", "question: Does Bob draw?\n", text)
    path = tmp_path / "s.yaml"
    path.write_text(text.replace("when: {event: destroyed, filter:",
                                 "when: {event: attacked, filter:"), encoding="utf-8")
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("No — bob does not draw")
    assert "instead of Phoenix Squire" not in lead["fact"]
