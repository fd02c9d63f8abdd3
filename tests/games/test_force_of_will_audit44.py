"""Force of Will audit 44 (scenarios/force-of-will/rulings-audit44/): audits 41-43's leftovers in
the answer (an Inverse card read by its despair side, 1302.3d) and card text at its edges."""

from __future__ import annotations

from tests.helpers import assert_cites, facts_of, leads_of, ruling, scenario_text

REMOVED = "force-of-will/rulings-audit42/despair-side-up-in-the-removed-area-stays-so.yaml"


def test_a_count_reading_a_despair_side_s_trait_is_led_by_1302_3d() -> None:
    """FOW 1302.3d: the count of Inverse cards finds the Maiden only because it is despair side
    up; the lead cites it (before this audit it cited 1007.3a and 908.1 only)."""
    assert leads_of(REMOVED)[0].citations[:1] == ("FOW 1302.3d",)


def test_a_type_both_sides_share_does_not_cite_1302_3d() -> None:
    """"Target resonator" finds a despair side up resonator as it would its hope side: 1302.3d
    decides nothing there and is not cited by the target's step."""
    name = ("force-of-will/rulings-audit42/returned-to-the-hand-despair-side-up-it-is-played-as-"
            "its-hope-side.yaml")
    assert all("FOW 1302.3d" not in f.citations for f in facts_of(name))


def test_battle_damage_of_an_inverted_attacker_is_led_by_1302_3d() -> None:
    """FOW 1302.3d: inverted in battle, the Maiden deals its despair side's ATK, 1200; the lead
    (Bob's life) cites it before 806.2b (before this audit: 806.2b and 806.2 only)."""
    name = "force-of-will/rulings-audit42/an-attacker-inverted-in-battle-deals-its-despair-atk.yaml"
    assert leads_of(name)[0].citations == ("FOW 1302.3d", "FOW 806.2b")


def test_rested_before_it_inverted_is_said_with_the_step_that_rested_it() -> None:
    """FOW 1302.3c, 1030.1: inverting keeps the card's orientation; the attack rested the Maiden
    at step 8, the inversion at step 13 only turned it over. Before this audit the answer
    joined both under step 13 ("is now Dusk Maiden and is rested, when Eclipse resolves")."""
    name = "force-of-will/rulings-audit42/an-attacker-inverted-in-battle-deals-its-despair-atk.yaml"
    fact = next(f for f in facts_of(name) if "is now Dusk Maiden" in str(f.said))
    assert "it is rested, at step 8" in str(fact.said), fact.said
    name = ("force-of-will/rulings-audit39/an-ability-on-the-chase-resolves-after-its-ruler-"
            "inverts.yaml")
    fact = next(f for f in facts_of(name) if "is now Waxing Twin" in str(f.said))
    assert "is rested, when alice activates Cold Snap" in str(fact.said), fact.said


def test_solo_mode_engaged_cites_1308_2b_not_1308_2a() -> None:
    """FOW 1308.2b decides a bottom box that exists; 1308.2a (disabled) decides nothing there
    (before this audit the Yes of the bottom-box draw cited 1308.2b and 1308.2a)."""
    name = "force-of-will/solo-mode-chants/bottom-box-effect-happens-with-one-ruler.yaml"
    assert all("FOW 1308.2a" not in f.citations for f in facts_of(name))
    assert leads_of(name)[0].citations[:1] == ("FOW 1308.2b",)


def test_solo_mode_disabled_leads_with_1308_2a() -> None:
    """A bottom-box trigger that does not trigger, a bottom-box ability refused: what holds
    while Solo Mode is disabled (1308.2a) comes before 1308.2b (before: after it)."""
    trig = "force-of-will/rulings-audit40/bottom-box-trigger-does-not-trigger-with-two-rulers.yaml"
    assert leads_of(trig)[0].citations == ("FOW 1308.2a", "FOW 1308.2b")
    refused = "force-of-will/rulings-audit40/ruler-with-revolution-order-disables-solo-mode.yaml"
    cites = leads_of(refused)[0].citations
    assert cites.index("FOW 1308.2a") < cites.index("FOW 1308.2b")


def test_a_token_s_stat_whose_bottom_box_is_off_is_said_by_1308_2a() -> None:
    """FOW 1308.2a: Bob's token Lone Duelist is 400/400 because his Solo Mode is disabled; its
    fact says its Lone Stand does not apply and cites 1308.2a before its creation's 1303.1c
    (before this audit: 1303.1c alone, the step that made it)."""
    name = ("force-of-will/rulings-audit40/token-of-a-solo-mode-card-reads-its-own-controllers-"
            "j-rulers.yaml")
    fact = next(f for f in facts_of(name) if "muster.token" in str(f.said))
    assert fact.citations == ("FOW 1308.2a", "FOW 1303.1c")
    assert "its Lone Stand does not apply" in str(fact.said)


def test_a_bottom_box_flying_blocker_cites_the_rule_it_has_flying_by() -> None:
    """FOW 1107.2 with 1308.2b / 1308.2a: a blocker whose [Flying] is in its Solo Mode text box
    may block a flyer only with Solo Mode engaged; the block's lead cites 1308.2b, the refusal
    1308.2a (before this audit each cited 1107.2 and the blocking rules alone)."""
    base = "force-of-will/rulings-audit44/a-bottom-box-flying-blocker-with-solo-mode-"
    assert leads_of(base + "engaged-blocks-a-flyer.yaml")[0].citations[:2] == (
        "FOW 1107.2", "FOW 1308.2b")
    assert "FOW 1308.2a" in leads_of(base + "disabled-cannot-block-a-flyer.yaml")[0].citations


def test_a_bottom_box_barrier_or_first_strike_cites_the_rule_it_exists_by() -> None:
    """FOW 1120.2, 1105.2 with 1308.2a/b: a [Barrier] or [First Strike] in a Solo Mode text box
    keeps a spell off, or strikes first, only with Solo Mode engaged, cited by 1308.2b; with it
    disabled the target is legal by 1308.2a (before this audit no Solo Mode rule was cited)."""
    base = "force-of-will/rulings-audit44/a-bottom-box-"
    assert leads_of(base + "barrier-with-solo-mode-engaged-keeps-off-an-opponent-s-spell.yaml"
                    )[0].citations == ("FOW 1120.2", "FOW 1308.2b")
    assert "FOW 1308.2a" in leads_of(base + "barrier-with-solo-mode-disabled-does-not-exist.yaml"
                                     )[0].citations
    res = ruling(scenario_text(base + "first-strike-attacker-strikes-first-with-solo-mode-"
                                      "engaged.yaml"))
    assert_cites(res, "FOW 1308.2b")


def test_a_static_ability_s_count_cites_why_a_despair_side_matches() -> None:
    """FOW 1302.3d: the Acolyte's +200 ATK counts the Maiden only as its despair side; the stat's
    lead cites it after 904.1 (before this audit 904.1 alone: a static ability's count read no
    ObjectRules.read_readers, only a resolving count did)."""
    name = ("force-of-will/rulings-audit44/a-static-count-of-inverse-cards-finds-one-despair-"
            "side-up-in-the-removed-area.yaml")
    assert leads_of(name)[0].citations == ("FOW 904.1", "FOW 1302.3d")


def test_an_amount_reading_a_despair_side_s_atk_is_led_by_1302_3d() -> None:
    """FOW 1302.3d: Dawnstrike reads ATK 1200, its source despair side up since it inverted; the
    lead cites 1302.3d before 908.1 (before this audit 908.1 and 707.3)."""
    name = ("force-of-will/rulings-audit44/an-ability-reading-its-source-s-atk-after-it-inverts-"
            "reads-the-despair-side.yaml")
    assert leads_of(name)[0].citations == ("FOW 1302.3d", "FOW 908.1")
