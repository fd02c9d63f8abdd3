"""Vandaria Wars answers that a judge reads aloud (engine/answer.py): the first sentence
answers the question asked, in the game's words, under the rule that decided it."""

from __future__ import annotations

from judge.engine.answer import Fact

from .conftest import SCENARIOS
from .helpers import ruling

VW = SCENARIOS / "vandaria-wars"


def lead(name: str) -> Fact:
    res = ruling((VW / name).read_text(encoding="utf-8"))
    return next(f for f in res.answer if f.lead)


def test_a_later_attack_allowed_answers_whether_the_follower_may_attack() -> None:
    """Action 4 (the Knight beside a held-back Militia) was refused, action 5 (the Knight
    alone) allowed: "May Alice's Knight attack?" is Yes by action 5, not No by action 4."""
    fact = lead("answers/a-later-attack-allowed-answers-can-it-attack.yaml")
    assert fact.sentence.startswith("Yes — Action 5 (alice attacks) is allowed"), fact.sentence


def test_the_refused_attack_still_answers_when_the_question_names_what_refused_it() -> None:
    text = (VW / "answers/a-later-attack-allowed-answers-can-it-attack.yaml").read_text(
        encoding="utf-8").replace("question: May Alice's Knight attack Bob's Fort?",
                                  "question: May Alice's Militia and Knight attack Bob's Fort "
                                  "together?")
    fact = next(f for f in ruling(text).answer if f.lead)
    assert fact.sentence.startswith("No — Action 4 (alice attacks) is rejected"), fact.sentence


def test_a_cost_not_paid_names_the_policy_and_what_was_not_paid() -> None:
    """VW HP.35 `not-paid`: X = 0 paid nothing, so "Jika demikian, draw 1" does not happen. The
    answer said only that the card was still in the deck, citing nothing."""
    fact = lead("rulings/x-zero-gold-not-paid-policy.yaml")
    assert fact.sentence.startswith("No — alice does not draw: Gold Bounty (bounty) results at "
                                    "step 6"), fact.sentence
    assert "X was chosen as 0" in fact.sentence and "under VW HP.35" in fact.sentence
    assert fact.citations[0] == "VW HP.35", fact.citations


def test_one_item_left_in_the_register_has_no_order_to_say() -> None:
    """"the register holds Alarm (watchman.alarm) (bottom first)": one item has no bottom."""
    fact = lead("triggers/trigger-during-resolution-opens-new-register.yaml")
    assert fact.sentence.startswith("No — the register holds only Alarm (watchman.alarm), at "
                                    "step 7"), fact.sentence


def test_an_option_not_chosen_is_said_in_the_guides_words() -> None:
    """It said "one of its modes ... when it is put on the register": VW says Option, and a
    card goes *into* the register (VW REG.14.b, REG.1)."""
    fact = lead("costs/option-not-chosen-is-rejected.yaml")
    assert "one Option (mend, strike) must be chosen as it goes into the register" in \
        fact.sentence, fact.sentence


def test_and_may_her_knight_asks_the_verb_of_the_question_before() -> None:
    """"May the Militia attack Bob's Fort this turn, and may her Knight?": the second half
    asks whether the Knight may attack (Yes, action 5), not whether it is exhausted."""
    res = ruling((VW / "battle/follower-taken-this-turn-cannot-attack-not-allowed.yaml")
                 .read_text(encoding="utf-8"))
    leads = [f.sentence for f in res.answer if f.lead]
    assert leads[0].startswith("No — Action 4 (alice attacks) is rejected"), leads
    assert leads[1].startswith("Yes — Action 5 (alice attacks) is allowed"), leads


def test_is_it_cancelled_leads_with_the_cancel_not_where_the_card_ends() -> None:
    """"Is the Prayer cancelled?" after Sample Dispel: by what and when (VW REG.12.b), said
    'dibatalkan' in Indonesian, not "Prayer ends in bob's graveyard"."""
    fact = lead("rulings-audit8/dispel-is-prayer-cancelled.yaml")
    assert fact.sentence.startswith(
        "Yes — Prayer (prayer) is cancelled by Sample Dispel (dispel) at step 10"), fact.sentence
    assert fact.citations == ("VW REG.12.b",)


def test_a_target_that_left_play_is_said_to_have_left_play_not_to_be_illegal() -> None:
    """VW REG.8.b (left play) and REG.8.a (no longer legal) are two cases a judge tells apart:
    a Gun Shot whose target went back to the hand says where it went."""
    fact = lead("rulings-audit8/gun-shot-target-recalled-left-play.yaml")
    assert fact.sentence.startswith(
        "No — Gun Shot (shot) does not result at step 11: its target Trader Male (trader) has "
        "left play (it is in bob's hand)"), fact.sentence
    assert "VW REG.8.b" in fact.citations


def test_a_draw_whose_condition_failed_is_answered_by_the_skill_that_did_not_draw() -> None:
    """"Does Alice draw 2 cards?" after Holy Tithe's "if you control a Holy Follower" failed:
    the step where its draw did not happen, under the rules that decided it (its "if" read as
    it results, VW REG.1.c, after the register's order put Corruption first, VW REG.4.b), not
    where a deck card still is, and not VW HP.8 (where the Action card went)."""
    fact = lead("rulings-audit8/condition-checked-as-it-results-holy-gone.yaml")
    assert fact.sentence.startswith(
        "No — alice does not draw: Holy Tithe (tithe) results at step 11: its draw instruction "
        "does not happen"), fact.sentence
    assert fact.citations == ("VW REG.1.c", "VW REG.4.b")


def test_does_the_draw_result_before_asks_the_order_not_whether_one_draws() -> None:
    """"Which results first, the Scout's draw or the Gun Shot?", and asked yes or no: the
    enter-play draw results after it, in a new register (VW REG.1.e, REG.6.a); "Yes — alice
    draws 1 card" answered another question (whether she draws) and read aloud says the
    opposite of the ruling."""
    fact = lead("rulings-audit8/enters-play-trigger-waits-for-the-summon.yaml")
    assert fact.sentence.startswith(
        "Gun Shot (shot), Sample Scout (scout) and Look Out (scout.look-out) result in that "
        "order"), fact.sentence
    assert "VW REG.6.a" in fact.citations
    # asked yes or no, without `ask:`: never a Yes for the draw
    text = (VW / "rulings-audit8/enters-play-trigger-waits-for-the-summon.yaml").read_text(
        encoding="utf-8").replace("ask: [resolved]\n", "").replace(
        "expect:\n", "expect:\n  objects: {top: {zone: hand}}\n").replace(
        "Which results first, the Scout's draw or the Gun Shot?",
        "Does the Scout's draw result before the Gun Shot?")
    read = next(f for f in ruling(text).answer if f.lead)
    assert not read.sentence.startswith("Yes"), read.sentence


def test_gold_paid_then_given_back_is_a_yes_under_the_refund_policy() -> None:
    """"Does Bob get his gold back?" under VW HP.8 `refund`: he paid 1 for the Prayer and got it
    back when it was cancelled, ending where he began; the old reading (end above start) said
    No, the opposite of the ruling. The policy that gave it back is cited first."""
    fact = lead("rulings-audit8/cancelled-prayer-gold-back-under-refund.yaml")
    assert fact.sentence.startswith("Yes — bob has 1 gold"), fact.sentence
    assert fact.citations[0] == "VW HP.8"


def test_the_ruling_does_not_repeat_the_fizzle_the_answer_told() -> None:
    """"No — Acolyte is still on the field: Purge does not result: its target ... is no longer
    legal ..." was followed in the Ruling by the same "Purge does not result: ..." again (the
    answer's fact has no step, so nothing marked the fizzle told); and where `resolved` was
    asked too, by "Purge does not result at step 14: ..." (audit 18)."""
    for name in ("rulings-audit18/job-named-target-changed-job-does-not-result.yaml",
                 "rulings-audit17/aura-from-a-relic-put-in-mid-register-turns-the-target-dark"
                 ".yaml"):
        ruling_paragraph = explained(name).split("\nRuling\n")[1].split("\n\n")[0]
        assert ruling_paragraph.count("does not result") == 1, ruling_paragraph
    # "... has no damage: Counterspell (cs) results: cancels Smite (seer.smite)" was followed by
    # "Counterspell (cs) results." and "Counterspell (cs) cancelled Smite (seer.smite)."
    ruling_paragraph = explained("rulings-audit18/a-followers-skill-cancelled-by-an-action.yaml"
                                 ).split("\nRuling\n")[1].split("\n\n")[0]
    assert "Counterspell (cs) results (" not in ruling_paragraph, ruling_paragraph
    assert "Counterspell (cs) cancelled Smite" not in ruling_paragraph, ruling_paragraph


def explained(name: str, lang: str = "en") -> str:
    """`judge explain` of a bundled scenario as text, no line wrapped."""
    from judge.app import load_scenario, resolve
    from judge.i18n import translator
    from judge.lookup.prose import explain
    from judge.lookup.variants import policy_variants
    from judge.render.explain import to_text

    from .rendered import context

    sc = load_scenario(str(VW / name))
    res = resolve(sc)
    tr = None if lang == "en" else translator(lang)
    return to_text(explain(res, context(sc), policy_variants(sc, res), tr), width=10_000, tr=tr)


def test_a_restriction_on_summoning_says_summon_and_names_the_ability_each_languages_way() -> None:
    """"bob cannot play Prayer: Silence Tower (tower)'s Hush forbids it" was said in every
    language with the English possessive ("Silence Tower (tower)'s Hush melarangnya") and the
    engine's "play" ("memainkan", "เล่น"): the guide summons an Action (VW REG.12.a; audit 18)."""
    name = "rulings-audit18/opponents-cannot-summon-actions-no-answer.yaml"
    assert "bob cannot summon Prayer (prayer): Silence Tower (tower)'s Hush forbids it" in \
        explained(name)
    indonesian = explained(name, "id")
    assert "bob tidak bisa men-summon Prayer (prayer): Hush milik Silence Tower (tower) " \
        "melarangnya" in indonesian, indonesian
    thai = explained(name, "th")
    assert "bob ซัมมอน Prayer (prayer) ไม่ได้: Hush ของ Silence Tower (tower) ห้ามไว้" in thai, thai


def test_a_cost_reduction_names_the_ability_each_languages_way() -> None:
    """"-1 gold: Guild Treasurer (treasurer)'s Thrift" kept the English possessive in Indonesian
    and Thai (audit 18)."""
    name = "costs/cost-reduced-by-a-card.yaml"
    assert "-1 gold: Guild Treasurer (treasurer)'s Thrift" in explained(name)
    assert "-1 gold: Thrift milik Guild Treasurer (treasurer)" in explained(name, "id")
    assert "Thrift ของ Guild Treasurer (treasurer)" in explained(name, "th")


def test_a_restriction_on_skills_says_use_and_skills() -> None:
    """"bob cannot activate Sample Mine (mine)'s abilities": the guide uses a skill (digunakan,
    VW REG.1.b); Indonesian said "mengaktifkan ability" (audit 18)."""
    name = "rulings-audit18/relic-skills-forbidden-even-a-gold-skill.yaml"
    assert "bob cannot use Sample Mine (mine)'s skills: Null Field (nf)'s Stillness forbids it" \
        in explained(name)
    assert "bob tidak bisa menggunakan skill Sample Mine (mine): Stillness milik Null Field (nf) " \
        "melarangnya" in explained(name, "id")


def test_a_follower_waiting_in_the_register_is_dealt_no_damage() -> None:
    """A skill triggered by a summon resulted first and "deals 1 damage to Trader Male (tm)",
    the card still in the register; the answer then read "Yes — Trader Male (tm) has no
    damage". It is not in play until it results (VW REG.1.e; audit 18)."""
    fact = lead("rulings-audit18/trigger-on-a-summon-deals-no-damage-to-the-waiting-follower.yaml")
    assert fact.sentence.startswith(
        "No — Trader Male (tm) has no damage: Volley (wt.volley) results: deals no damage to "
        "Trader Male (tm) (it is in the register, not in play)"), fact.sentence
    assert fact.citations == ("VW REG.1.e",), fact.citations


def test_a_question_quoting_card_text_with_full_stops_is_answered_yes_or_no() -> None:
    """'May she summon Dark Pact (1 gold; "Bayar 2 gold dan korbankan 1 Follower. Jika demikian,
    draw 2"), sacrificing her Militia?' was cut at the quote's inner full stop, so the question
    read '... draw 2"), sacrificing her Militia?' and the answer led with the Militia, with no
    Yes or No (audit 18)."""
    fact = lead("rulings-audit18/two-additional-costs-all-must-be-paid.yaml")
    assert fact.sentence.startswith("No — Action 1 (alice summons Dark Pact) is rejected"), \
        fact.sentence
    fact = lead("rulings/element-additional-cost-cannot-be-paid.yaml")
    assert fact.sentence.startswith("No — Action 1 (alice summons Ember Rite) is rejected"), \
        fact.sentence


def test_a_follower_waiting_in_the_register_is_not_destroyed_and_the_step_says_why() -> None:
    """"Trap (pit.trap) results: nothing happens" of a "destroy it" aimed at the Follower still in
    the register: the step now says why (VW REG.1.e; audit 18)."""
    res = ruling((VW / "rulings-audit18/trigger-on-a-summon-does-not-destroy-the-waiting-follower"
                        ".yaml").read_text(encoding="utf-8"))
    said = [s.summary for s in res.steps if s.item == "pit.trap"]
    assert "Trap (pit.trap) results: does not destroy Trader Male (tm) (it is in the register, "\
        "not in play)" in said, said


def test_a_gold_skill_mid_register_answers_yes_she_gains_the_gold() -> None:
    """VW REG.10.b: Barter's gold Option- results at once, after Alice paid 2 gold for Gun Shot;
    "Does Alice gain the gold at once?" was answered No, her 1 gold read against the 2 she began
    with, not the gold she gained at that step."""
    fact = lead("rulings-audit21/gold-option-of-a-skill-results-at-once-mid-register.yaml")
    assert fact.sentence.startswith("Yes — alice has 1 gold (from 2), at step 4"), fact.sentence
    assert "VW REG.10.b" in fact.citations


def test_a_discount_of_a_follower_still_in_the_register_says_why_it_does_not_apply() -> None:
    """VW REG.1.e: Guild Treasurer waits in the register, so its discount does not let Alice pay
    Gun Shot; the refusal said only "cannot pay 2 gold (has 1)"."""
    fact = lead("rulings-audit21/discount-of-a-follower-still-in-the-register-says-why-refused"
                ".yaml")
    assert fact.sentence.startswith("No — Action 2"), fact.sentence
    assert "is in the register until it results" in fact.sentence, fact.sentence
    assert "VW REG.1.e" in fact.citations


def test_an_item_that_resulted_at_once_before_one_still_waiting_is_yes() -> None:
    """VW REG.10.b: Barter's gold resulted at once, Gun Shot still waits. "Does Barter result
    before Gun Shot?" was answered "No — the register holds only Gun Shot": the Gun Shot named
    after "before" was read as the item asked of."""
    path = VW / "rulings-audit21/gold-option-of-a-skill-results-at-once-mid-register.yaml"
    text = path.read_text(encoding="utf-8").replace(
        "Does Alice gain the gold at once?", "Does Barter result before Gun Shot?")
    fact = next(f for f in ruling(text).answer if f.lead)
    assert fact.sentence.startswith("Yes"), fact.sentence
