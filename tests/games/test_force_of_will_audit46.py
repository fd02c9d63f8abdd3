"""Force of Will audit 46 (scenarios/force-of-will/rulings-audit46/): audit 45's leftovers (what
the lead of an [Eternal] blocker, a destroyed [Explode] card, a player hit twice cite and say)
and card text at its edges."""

from __future__ import annotations

from tests.helpers import facts_of, leads_of

AUDIT45 = "force-of-will/rulings-audit45/"


def _of(name: str, said: str) -> tuple[str, ...]:
    return next(f for f in facts_of(name) if said in str(f.sentence)).citations


def test_an_eternal_blocker_explode_could_not_destroy_is_led_by_1010_3() -> None:
    """FOW 1010.3, 1139.2: "Is the Golem destroyed?" of an [Eternal] blocker the Bomb Beetle's
    [Explode] tried to destroy: No, and the resolution that could not destroy it decides; the
    lead said the damage step alone (806.2a, 806.2d), which decides nothing of it."""
    lead = leads_of(AUDIT45 + "explode-cannot-destroy-an-eternal-blocker.yaml")[0]
    assert lead.sentence.startswith("No — Golem (golem) is still on the field"), lead.sentence
    assert "at step 23, Explode (beetle.explode) resolves: Golem (golem) cannot be destroyed" \
        in lead.sentence, lead.sentence
    assert lead.citations[:2] == ("FOW 1010.3", "FOW 1139.2"), lead.citations
    # the same of [Bane] (FOW 1138.2): it cannot destroy an [Eternal] blocker either
    bane = leads_of("force-of-will/rulings/bane-does-not-destroy-an-eternal-blocker.yaml")[0]
    assert bane.citations[:1] == ("FOW 1010.3",), bane.citations


def test_the_explode_card_s_own_destruction_cites_not_the_eternal_blocker_s_rules() -> None:
    """The Bomb Beetle is destroyed by its own [Explode] (FOW 1106.2); why the Golem beside it
    was not (1010.3) is the Golem's alone (Step.instruction_rules). Nor does 908.1 (the
    condition "if this card is a resonator" read as it resolves) follow 1106.2, which says that
    condition itself."""
    cites = _of(AUDIT45 + "explode-cannot-destroy-an-eternal-blocker.yaml",
                "Bomb Beetle (beetle) is destroyed")
    assert cites[:1] == ("FOW 1106.2",) and not {"FOW 1010.3", "FOW 908.1"} & set(cites), cites
    both = "force-of-will/keywords/explode-destroys-both-resonators.yaml"
    for said in ("Bomb Beetle (beetle) is destroyed", "Golem (golem) is destroyed"):
        assert "FOW 908.1" not in _of(both, said), (said, _of(both, said))


def test_an_amount_read_as_it_resolves_keeps_908_1_beside_its_keyword() -> None:
    """Where 908.1 was cited for an amount read as the item resolved ("draws 3 cards (read
    now: ...)", [Awakening]'s count), it stays beside the keyword's rule: only a condition the
    keyword's rule states says no more of it."""
    name = ("force-of-will/rulings-audit17/awakening-with-a-race-and-no-zone-counts-every-"
            "zone.yaml")
    assert "FOW 908.1" in _of(name, "alice draws 3 cards")


def test_a_player_hit_at_two_steps_is_told_both_hits() -> None:
    """FOW 1169.2, 1103.2a: the Twinblade pierces 100 over its blocker in the first strike step
    and hits Bob for 500 in the normal one. "How much life does Bob have?" said the second hit
    alone ("3400 life (from 4000), at step 24: ... deals 500"), leaving the 100 out; each hit
    is now said, with the rule that made it (readers.how_much_changed too: "Bob loses ...")."""
    lead = leads_of(AUDIT45 + "multi-strike-with-pierce-pierces-in-the-first-strike-step-then-"
                    "hits-in-full.yaml")[0]
    assert lead.sentence == ("Bob has 3400 life (from 4000), dealt 100 damage by Twinblade "
                             "(twinblade) at step 19 and 500 damage by Twinblade (twinblade) "
                             "at step 25"), lead.sentence
    assert lead.citations == ("FOW 1103.2a", "FOW 1169.2"), lead.citations
    loses = leads_of("force-of-will/rulings/multi-strike-with-pierce-hits-the-player-twice.yaml")[0]
    assert "dealt 200 damage by Lancer (lancer) at step 19 and 600 damage" in loses.sentence, \
        loses.sentence


def test_who_takes_the_damage_of_a_protect_resonator_is_led_by_1168_2() -> None:
    """FOW 1168.2: "Who takes the damage?" of the Shieldbearer whose [Protect] made it the
    attacked object: the lead said the damage step alone (806.2b, 806.2d), not why the damage
    went to it; it now says the [Protect] step first, with its rule."""
    lead = leads_of(AUDIT45 + "protect-takes-a-flying-attack.yaml")[0]
    assert lead.sentence.startswith("At step 9, bob rests Shieldbearer (bearer) ([Protect]): it "
                                    "becomes the attacked object instead of bob; at step 19, "
                                    "battle damage: Wind Sprite"), lead.sentence
    assert lead.citations == ("FOW 1168.2", "FOW 806.2b"), lead.citations


def test_a_player_who_gained_at_two_resolutions_is_told_both_gains() -> None:
    """FOW 1135.3: a [Drain] [Pierce] attacker's damage to its blocker and to Bob triggers
    [Drain] twice; Alice's life lead said the last resolution alone ("4600 life (from 4000),
    when Drain (lancer.drain) resolves at step 29"), as if it gained all 600 then. Each gain is
    now said; "Alice gains ..." (readers.how_much_changed) says them after a colon."""
    lead = leads_of("force-of-will/rulings-audit46/drain-with-pierce-gains-life-for-each-"
                    "damage.yaml")[0]
    assert lead.sentence == ("Alice has 4600 life (from 4000), gaining 200 when Drain "
                             "(lancer.drain#2) resolves at step 25 and 400 when Drain "
                             "(lancer.drain) resolves at step 29"), lead.sentence
    assert lead.citations[:1] == ("FOW 1135.3",), lead.citations
    gains = leads_of("force-of-will/rulings-audit25/drain-and-pierce-gain-life-for-each-"
                     "share.yaml")[0]
    assert gains.sentence.startswith("Alice gains 800 life (3800 from 3000): 500 when Drain"), \
        gains.sentence
    # a keyword's rule before one that says only what kind of step it was (FOW 707.3)
    fallen = leads_of("force-of-will/keywords/fallen-after-a-gods-art-resolved.yaml")[0]
    assert fallen.citations[:1] == ("FOW 1147.2",), fallen.citations


def test_a_copy_of_a_drain_chant_gains_life_for_its_own_controller() -> None:
    """FOW 1135.2, 1017.3: Bob's copy of Alice's Leech Bolt is his, and so is the life its
    [Drain] gains for its damage: before, the copy's damage named the card it copies as its
    source and Alice gained 600 (Bob 0), a wrong answer to "who gains life"."""
    from tests.helpers import ruling, scenario_text
    name = ("force-of-will/rulings-audit46/a-copy-of-a-drain-chant-gains-life-for-its-own-"
            "controller.yaml")
    res = ruling(scenario_text(name))
    assert res.final["players"]["alice"]["life"] == 4300
    assert res.final["players"]["bob"]["life"] == 4300
    gain = next(st for st in res.steps if st.summary.startswith("bob gains 300 life"))
    assert gain.citations == ("FOW 1135.2", "FOW 1017.3"), gain.citations
    # the Golem's damage is said with the copy's resolution, not the [Drain] step inside it
    golem = next(f for f in facts_of(name) if f.sentence.startswith("Golem (golem) has 300"))
    assert "when Leech Bolt (bolt.copy) resolves at step 12" in golem.sentence, golem.sentence


def test_a_j_ruler_bane_destroyed_is_led_by_where_it_goes_not_by_906_10() -> None:
    """FOW 1010.1a: the J-ruler [Bane] destroyed (its Venom Adder already gone) goes back to
    its ruler area astral; its fact cited 1138.2, 906.10 (that the ability still resolves
    though its source left, which says nothing of where the J-ruler went)."""
    name = ("force-of-will/rulings-audit46/bane-destroys-a-blocking-j-ruler-which-returns-"
            "astral.yaml")
    lyra = next(f for f in facts_of(name) if f.sentence.startswith("Lyra, Ember Queen (lyra) is "
                                                                    "destroyed"))
    assert lyra.citations == ("FOW 1138.2", "FOW 1010.1a"), lyra.citations


def test_damage_from_an_atk_a_static_ability_raised_cites_904_1() -> None:
    """FOW 904.1: Bob loses 400 life because the Banner's +200 made the Lancer's ATK 800 before
    the battle and [Pierce] carried 400 over (1103.2a); the lead cited 1103.2a, 806.2a, 806.2d
    and nothing of the Banner. It now says what the ATK adds up from, citing 904.1."""
    lead = leads_of(AUDIT45 + "a-static-atk-boost-raises-what-pierce-carries-over.yaml")[0]
    assert lead.sentence.endswith("(Lancer (lancer): ATK 600 printed and +200 ATK from Rally of "
                                  "Banner of Might (banner))"), lead.sentence
    assert lead.citations == ("FOW 1103.2a", "FOW 904.1"), lead.citations


def test_a_second_hit_past_a_blocker_gone_cites_804_4a() -> None:
    """FOW 804.4a: the blocker [Bane] destroyed after the first hit stopped blocking, so the
    [Multi Strike] second hit goes to Bob; the lead cited 1169.2, 806.2b, 806.2 and not 804.4a,
    which decided where the damage went (the step cited it last, even for a single attacker)."""
    lead = leads_of("force-of-will/rulings-audit46/multi-strike-with-bane-second-hit-goes-to-the-"
                    "player-once-its-blocker-is-gone.yaml")[0]
    assert lead.citations[:2] == ("FOW 1169.2", "FOW 804.4a"), lead.citations
