"""Force of Will answers the probes of round 74 found confidently wrong, asked without `expect:`
or `ask:` (a judge at the table writes neither) of bundled rulings:

- "Does Alice have 0 will?" of a player whose pool is empty was "No — alice has 0 light (from
  2)": the pool word asked of the changed kinds alone and compared no number; "Does Alice have 4
  will?" of 1 fire was "Yes". The pool word asks of the whole pool as the ruling ends (FOW 907.4).
- "How much will does Bob have?" of a pool that never changed was "Bob still has 4000 life".
- "Is Iron Resolve in Alice's hand?" of a chant in her graveyard was "Yes": the "Resolve" of
  its name read as the verb asked.
- "Is Lyra on the field?" of a J-ruler in the ruler area was "Yes — ... is still in alice's
  ruler area": the ruler area is a zone of its own (FOW 308, 302.3), not the field.
"""

from __future__ import annotations

from tests.helpers import lead_asked_afresh

lead = lead_asked_afresh  # (tests/helpers.py)


EXPEL = "force-of-will/expel/expel-a-resonator.yaml"
BLUFF = "force-of-will/rulings-audit16/standby-bluff-cannot-be-played-from-there.yaml"
DRAIN = "force-of-will/rulings-audit46/drain-with-pierce-gains-life-for-each-damage.yaml"
RESOLVE = "force-of-will/rulings-audit32/granted-static-lost-to-a-later-loss-of-all-abilities.yaml"
HOME = "force-of-will/rulings-audit15/j-ruler-put-into-a-ruler-area-by-another-is-its-owners.yaml"
SAINT = "force-of-will/rulings-audit17/faith-text-gone-once-the-astral-ruler-is-healed.yaml"


def test_an_amount_of_will_is_the_whole_pool() -> None:
    assert lead(EXPEL, "Does Alice have 0 will?").verdict == "Yes"
    assert lead(EXPEL, "Does Alice have 2 will?").verdict == "No"
    assert lead(BLUFF, "Does Alice have 4 will?").verdict == "No"
    assert lead(BLUFF, "Does Alice have 1 will?").verdict == "Yes"
    assert lead(EXPEL, "Does Alice have 0 light will?").verdict == "Yes"


def test_how_much_will_says_the_pool_not_the_life() -> None:
    for path, who in ((EXPEL, "Bob"), (DRAIN, "Alice"), (DRAIN, "Bob")):
        said = lead(path, f"How much will does {who} have?").sentence
        assert "life" not in said, said
    assert "life" in lead(DRAIN, "How much life does Alice have?").sentence


def test_a_verb_in_a_card_name_is_not_asked() -> None:
    assert lead(RESOLVE, "Is Iron Resolve in Alice's hand?").verdict == "No"
    assert lead(RESOLVE, "Is Iron Resolve in Alice's graveyard?").verdict == "Yes"
    assert lead(RESOLVE, "Does Iron Resolve resolve?").verdict == "Yes"


def test_the_ruler_area_is_not_the_field() -> None:
    assert lead(HOME, "Is Lyra, Ember Queen on the field?").verdict == "No"
    assert lead(HOME, "Is Lyra, Ember Queen still on the field?").verdict == "No"
    assert lead(HOME, "Is Lyra, Ember Queen in play?").verdict == "Yes"
    assert lead(SAINT, "Is Fallen Saint on the field?").verdict == "No"


WELL = "force-of-will/keywords/mana-enters-with-mana-counters.yaml"
KEEPER = "force-of-will/wardens/willpower-needs-main-timing.yaml"


def test_a_counter_named_in_a_card_name_is_not_asked() -> None:
    # "Is Mana Well rested?" of a recovered Well with 3 mana counters was "Yes" (its counters)
    assert lead(WELL, "Is Mana Well rested?").verdict == "No"
    assert lead(WELL, "Is Mana Well recovered?").verdict == "Yes"
    assert lead(WELL, "Does Mana Well have a mana counter?").verdict == "Yes"


def test_no_counters_asks_the_other_way_round() -> None:
    assert lead(WELL, "Does Mana Well have no mana counters?").verdict == "No"
    assert lead(KEEPER, "Does Keeper of the Ashen Gate have no counters?").verdict == "No"
    assert lead(KEEPER, "Does Keeper of the Ashen Gate have no astral counters?").verdict == "Yes"
    assert lead(KEEPER, "Does Keeper of the Ashen Gate have an astral counter?").verdict == "No"
    assert lead(KEEPER, "Does Keeper of the Ashen Gate have a willpower counter?").verdict == "Yes"
    assert lead(SAINT, "Does Fallen Saint have no astral counters?").verdict == "Yes"
    assert lead(SAINT, "Does Fallen Saint have an astral counter?").verdict == "No"
