""""How many <kind> counters ...?", "How much damage ...?": the answer leads with the fact that
holds the quantity asked, not the resolution or the payment the sentence before names."""

from __future__ import annotations

import pytest

from .leads import assert_lead


@pytest.mark.parametrize(("path", "said", "cites"), [
    # was "Mana Well (well) resolves at step 6: it enters the field"
    ("force-of-will/keywords/mana-enters-with-mana-counters.yaml",
     "Mana Well (well) ends on the field and has 3 mana counters", ("FOW 1122.2b",)),
    # was "Gate Keeper (gk) resolves at step 7: it enters the field"
    ("force-of-will/rulings-audit17/limit-and-its-own-counters-add-up-as-it-enters.yaml",
     "Gate Keeper (gk) ends on the field and has 3 limit counters", ("FOW 1118.2",)),
    # was "Ember Vow (keeper.ember-vow) resolves at step 4: alice draws 1 card"
    ("force-of-will/wardens/willpower-plus-cost-always-payable.yaml",
     "Keeper of the Ashen Gate (keeper) is still in alice's ruler area and has 4 willpower "
     "counters", ("FOW 717.2b",)),
    # was "alice has 0 Energy (from 5), at step 5: alice pays for ... Riposte: 2 Energy"
    ("riftbound/keywords/repeat-triggered-ability-own-targets-each.yaml",
     "Stone Warden (warden) is still in bob's base and has 2 damage", ("RB 820.3.a",)),
    # was "Grudge Keeper (keeper) is killed at step 5", the kill the sentence before names
    ("riftbound/rulings-audit21/deathknell-reads-the-might-it-died-with.yaml",
     "Bulwark Titan (warden) has 5 damage", ("RB 808.1.d.3",)),
    # an item's resolution that dealt it still answers "How much damage does X deal?"
    ("force-of-will/systems/pantheon-counts-gods-at-end-of-turn.yaml",
     "Pantheon (herald.pantheon) resolves at step 9: deals 300 damage to bob", ("FOW 1193.2",)),
])
def test_how_many_or_how_much_leads_with_the_quantity(path: str, said: str,
                                                       cites: tuple[str, ...]) -> None:
    assert_lead(path, said, cites)


@pytest.mark.parametrize(("path", "said", "cites"), [
    # was "Temporary (sprite.temporary) resolves at step 18: destroys Fleeting Sprite (sprite)"
    ("riftbound/rulings-audit16/temporary-twice-triggers-once.yaml",
     "Temporary (sprite.temporary) triggers once, at step 14", ("RB 816.2.a",)),
    # "How many Temporary triggers go on the chain?": was "Fleeting Sprite (sprite) is killed"
    ("riftbound/rulings-audit9/temporary-twice-is-one-kill.yaml",
     "Temporary (sprite.temporary) triggers once, at step 40", ("RB 816.2.a",)),
    # was where the Pistol ends, attached (RB 818.3.b): not how many times it triggered
    ("riftbound/rulings-audit16/quick-draw-twice-triggers-once.yaml",
     "Quick-Draw (pistol.quick-draw) triggers once, at step 6", ("RB 819.2",)),
])
def test_how_many_times_a_keywords_trigger_triggers(path: str, said: str,
                                                    cites: tuple[str, ...]) -> None:
    """A keyword's triggered ability is named by its keyword, which no card's own abilities
    name; the step that said it triggered (and how often) gives the rule that decided it."""
    assert_lead(path, said, cites)


def test_a_count_whose_thing_the_sentence_before_names() -> None:
    # "Bob has 1 point ... How many does he have?": was "Drain (drain) resolves at step 4"
    assert_lead("riftbound/scoring/points-never-below-zero.yaml", "Bob has 0 points (from 1)",
                ("RB 194.4",))


def test_a_full_stop_inside_a_rule_id_ends_no_question() -> None:
    from judge.engine.answer import questions

    # was read as "22 set to `prevention-last` and Bob applying the Ward first?"
    asked = "How much damage does each take, with VW HP.22 set to `prevention-last`?"
    assert questions(f"Everyone passes. {asked}") == [asked]
    assert questions('She plays "Draw a card." Does RB 816.2.a apply?') == [
        "Does RB 816.2.a apply?"]
    # and so the damage leads, not the order the three results came in
    assert_lead("vandaria-wars/replacements/damage-order-prevention-first-chosen.yaml",
                "Trader Male (trader) is still on the field and has no damage", ("VW HP.22",))


def test_which_card_does_she_draw_names_the_card_drawn() -> None:
    # was "Shieldmaiden of the Hall (maiden) ends expelled", and then Sky Rider, which left the
    # deck by [Call of Valhalla] and was played, not drawn
    assert_lead("force-of-will/keywords/call-of-valhalla-shuffle-order-listed.yaml",
                "Alice draws 1 card: First Page (d1) ends in alice's hand")


def test_where_is_the_game_asks_the_phase() -> None:
    # was "Alice holds priority, when bob passes at step 2"
    assert_lead("force-of-will/chase/empty-chase-passes-end-the-main-phase.yaml",
                "The game is in alice's end phase")


def test_what_happens_to_cards_named_in_the_plural() -> None:
    # was "Alice has 4100 life (from 4000)": "the Wraiths" named no Bloom Wraith
    assert_lead("force-of-will/keywords/necrobloom-played-from-the-graveyard-once-a-turn.yaml",
                "Bloom Wraith (w2) ends on the field")
