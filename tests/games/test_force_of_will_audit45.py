"""Force of Will audit 45 (scenarios/force-of-will/rulings-audit45/): audit 44's leftovers (what
a fact about one instruction of an item cites) and card text at its edges."""

from __future__ import annotations

from tests.helpers import facts_of, leads_of, ruling, scenario_text

SOLO = "FOW 1308.2a", "FOW 1308.2b", "FOW 1308.3"


def _of(name: str, said: str) -> tuple[str, ...]:
    return next(f for f in facts_of(name) if said in str(f.said)).citations


def test_damage_a_solo_mode_chant_s_top_box_dealt_cites_no_bottom_box_rule() -> None:
    """The Golem's damage is the top box's: why the bottom box's draw did or did not happen
    (FOW 1308.2a/b, 1308.3) decides nothing of it. Before this audit it was led by them, as the
    answer cited a fact's step, not the instruction that made it (Step.instruction_rules)."""
    for name in ("force-of-will/rulings-audit44/a-copy-of-a-solo-mode-chant-reads-its-own-"
                 "controller-s-j-rulers.yaml",
                 "force-of-will/rulings-audit44/a-j-ruler-entering-while-the-chant-waits-turns-"
                 "its-bottom-box-off.yaml",
                 "force-of-will/solo-mode-chants/no-j-ruler-bottom-box-effect-by-house-policy.yaml"):
        cites = _of(name, "has ")
        assert not set(cites) & {*SOLO, "FOW HP.61"}, (name, cites)
    # the draw the bottom box made still cites them
    name = "force-of-will/solo-mode-chants/bottom-box-effect-happens-with-one-ruler.yaml"
    assert _of(name, "draws 1 card")[:1] == ("FOW 1308.2b",)


def test_each_card_drawn_cites_the_condition_of_its_own_draw() -> None:
    """Grave Reading draws by four conditions: the second card drawn is the total cost 3 one's
    (FOW 1307.5b, 104.7a), the third the chant one's (1307.5c); before, each cited the first
    draw's (203.4, 1307.5a). How many she drew in all still cites what the conditions read."""
    name = "force-of-will/rulings-audit38/both-halves-combined-in-the-graveyard.yaml"
    assert set(_of(name, "Tide Study (a2) ends")) == {"FOW 104.7a", "FOW 1307.5b"}
    assert _of(name, "Tide Study (a3) ends")[:1] == ("FOW 1307.5c",)
    rune = "force-of-will/keywords/rune-counts-only-revealed-runes.yaml"
    assert _of(rune, "draws 1 card")[:1] == ("FOW 1137.2",)


def test_damage_of_an_unconditional_instruction_cites_not_the_draw_s_condition() -> None:
    """Fire Test: the 100 damage is dealt whatever the target's attribute; only the draw reads
    it (FOW 209.5a). Before, the Caller's damage cited 209.5a, 209.2."""
    name = ("force-of-will/rulings-audit31/if-target-is-a-fire-resonator-reads-an-attribute-"
            "given-in-response.yaml")
    assert "FOW 209.5a" not in _of(name, "Tide Caller (caller) has 100 damage")


def test_becoming_a_copy_of_a_despair_side_up_card_cites_1302_3d() -> None:
    """FOW 1017.5, 1302.3d: the Mimic becomes Dusk Maiden because only the side up's information
    counts; the lead cited 1017.5 alone (audit 44 found and did not fix). Hope side up, 1302.3d
    decides nothing and is not cited (ObjectRules.copied_readers)."""
    despair = ("force-of-will/rulings-audit44/becoming-a-copy-of-a-despair-side-up-card-copies-"
               "that-side.yaml")
    assert _of(despair, "Mimic (mimic) is now")[:2] == ("FOW 1017.5", "FOW 1302.3d")
    hope = ("force-of-will/rulings-audit45/becoming-a-copy-of-a-hope-side-up-inverse-card-copies-"
            "the-hope-side.yaml")
    assert all("FOW 1302.3d" not in f.citations for f in facts_of(hope))


def test_no_first_strike_for_solo_mode_disabled_cites_1308_2a_in_the_damage_step() -> None:
    """FOW 1308.2a: Bob's Solo Mode disabled, his Keen Duelist has no [First Strike] (its Solo
    Mode box's) and deals its damage in the normal damage step with the Wall's: that step cited
    806.2a, 806.2d, 806.2 only (audit 44 found and did not fix)."""
    name = ("force-of-will/rulings-audit45/a-bottom-box-first-strike-attacker-with-solo-mode-"
            "disabled-deals-damage-with-its-blocker.yaml")
    res = ruling(scenario_text(name))
    damage = next(st for st in res.steps if st.summary.startswith("battle damage:"))
    assert "FOW 1308.2a" in damage.citations, damage.citations
    # with it engaged, no 1308.2a anywhere
    engaged = ("force-of-will/rulings-audit44/a-bottom-box-first-strike-attacker-strikes-first-"
               "with-solo-mode-engaged.yaml")
    assert all("FOW 1308.2a" not in st.citations for st in ruling(scenario_text(engaged)).steps)


def test_a_rest_a_replacement_replaced_is_said_with_that_step_and_910_1() -> None:
    """"Is it rested, and who takes the damage?" of the [Protect] Shieldbearer whose rest Snare
    Banner replaced: it is recovered because of the replacement at step 9 (FOW 910.1), which
    now leads; before, "it is recovered, as at the start" under the damage step's 806.2b,
    806.2d. A [Protect] used with its rest replaced is FOW HP.42's."""
    name = "force-of-will/rest-replaced/protect-rest-replaced-still-protects.yaml"
    lead = leads_of(name)[0]
    assert lead.sentence.startswith("No — Shieldbearer (bearer)"), lead.sentence
    assert "recovered, as at the start: at step 9, instead of Shieldbearer" in lead.sentence
    assert lead.citations[:1] == ("FOW 910.1",), lead.citations


def test_a_multi_strike_second_hit_is_led_by_1169_2_not_a_pierce_that_changed_nothing() -> None:
    """FOW 1169.2: the second hit of a [Multi Strike] [Pierce] attacker whose blocker is gone is
    [Multi Strike]'s; [Pierce] changes nothing then (1103.2). The lead cited 1103.2, 806.2b,
    806.2 (and `rulings/multi-strike-with-pierce-hits-the-player-twice` was listed in
    tests/data/leads_missing_expect_cites.txt); where [Pierce] split the second hit (1103.2a)
    the split still leads."""
    name = ("force-of-will/rulings-audit45/multi-strike-with-pierce-pierces-in-the-first-strike-"
            "step-then-hits-in-full.yaml")
    # (since audit 46 the lead says both hits: the pierce's 1103.2a, then 1169.2's second hit)
    cites = leads_of(name)[0].citations
    assert "FOW 1169.2" in cites and "FOW 1103.2" not in cites, cites
    split = ("force-of-will/rulings-audit27/multi-strike-pierce-into-an-eternal-blocker-pierces-"
             "twice.yaml")
    assert leads_of(split)[0].citations[:1] == ("FOW 1103.2a",)
