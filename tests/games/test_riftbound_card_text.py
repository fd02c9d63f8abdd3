"""Riftbound card text: rulings pinned after the card-text scenarios found them wrong (each test
failed before its fix). Whole rulings are in scenarios/riftbound/card-text/."""

from __future__ import annotations

import textwrap

import pytest

from judge.engine.resolution import Resolution
from judge.errors import InputError, UnsupportedMechanic

from ..helpers import assert_resolved, damage, ruling, zone

HEAD = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
"""


def rb(body: str, *, pre: str = "") -> Resolution:
    """Resolve HEAD + `pre` (unindented top-level keys) + the dedented `body`."""
    return ruling(HEAD + pre + textwrap.dedent(body))


WARDED = """
cards:
  Cinder Acolyte:
    type: unit
    stats: {might: 2}
    keywords: [deathknell]
    abilities:
      - name: Last Spark
        kind: triggered
        keywords: [deathknell]
        when: {event: destroyed, object: self}
        targets: [{type: unit, controller: opponent}]
        effect: [{damage: {target: $1, amount: 2}}]
      - name: Ember Ward
        kind: static
        effect:
          - replace:
              event: destroyed
              object: self
              instead: [{heal: {target: self}}, {recall: {target: self}}]
"""


def test_a_death_by_lethal_damage_can_be_replaced_and_is_then_no_death() -> None:
    """RB 323.5 kills units with lethal damage in a cleanup; a replacement of that death applies
    like any other (RB 370.1) and, replaced, it is no death: no Deathknell (RB 808.1.d.1). The
    cleanup killed them without asking the replacements."""
    res = rb(pre=WARDED, body="""
    players: {alice: {}, bob: {}}
    objects:
      - {id: bf-a, card: Sunken Plaza, owner: bob, zone: "battlefield:bf-a"}
      - {id: acolyte, card: Cinder Acolyte, owner: bob, zone: "battlefield:bf-a"}
      - {id: squire, card: Trainee Squire, owner: alice, zone: base}
    chain:
      - {id: blow, card: Heavy Blow, controller: alice, targets: [acolyte]}
    """)
    assert_resolved(res, ["blow"])
    assert zone(res, "acolyte") == "base" and damage(res, "acolyte") == 0
    assert zone(res, "squire") == "base" and damage(res, "squire") == 0


def test_awaken_does_not_ready_what_may_not_ready() -> None:
    """RB 315.1 readies everything the turn player controls, but "can't beats can" (RB 054.1):
    a unit that doesn't ready stays exhausted. Awaken readied it regardless."""
    res = ruling("""
game: riftbound
turn: {player: alice, phase: awaken, number: 3}
players: {alice: {}, bob: {}}
cards:
  Stone Sleeper:
    type: unit
    stats: {might: 5}
    abilities:
      - {name: Slumber, kind: static, effect: [{forbid: {action: ready, target: self}}]}
objects:
  - {id: sleeper, card: Stone Sleeper, owner: alice, zone: base, exhausted: true}
  - {id: squire, card: Trainee Squire, owner: alice, zone: base, exhausted: true}
  - {id: a1, card: Trainee Squire, owner: alice, zone: main_deck}
""")
    objects = res.final["objects"]
    assert objects["sleeper"]["exhausted"] is True
    assert objects["squire"]["exhausted"] is False


LURE = """
players: {alice: {energy: 1}, bob: {}}
cards:
  Lure:
    type: unit
    stats: {might: 2}
    abilities:
      - name: Beckon
        kind: activated
        targets: [{type: unit, controller: opponent}]
        effect: [{move: {target: $1, to: TO}}]
objects:
  - {id: bf-a, card: Sunken Plaza, owner: alice, zone: "battlefield:bf-a"}
  - {id: lure, card: Lure, owner: alice, zone: "battlefield:bf-a"}
  - {id: warden, card: Stone Warden, owner: bob, zone: base}
actions:
  - {by: alice, do: activate, object: lure, ability: Beckon, targets: [warden]}
"""


def test_move_here_is_the_location_of_the_source_as_it_resolves() -> None:
    """"Move an enemy unit here": `here` is where the source is when the instruction is carried
    out (RB 053.3, RB 359.3.f.2). It was read as a battlefield named "here", so the unit went to
    a location that does not exist."""
    res = rb(LURE.replace("TO", "here"))
    assert zone(res, "warden") == "battlefield:bf-a"


def test_a_move_to_a_battlefield_not_in_play_is_refused_at_load() -> None:
    """A move's destination must be base, here or a battlefield in play: `to: nowhere` loaded and
    moved the unit to a battlefield that does not exist."""
    import pytest

    from judge.app import load_scenario_text
    from judge.errors import InputError

    with pytest.raises(InputError, match="nowhere"):
        load_scenario_text(HEAD + LURE.replace("TO", "nowhere"))


def test_a_chosen_destination_must_be_a_battlefield_target() -> None:
    """`move.to: $n` (RB 355.4, a destination its player chooses) names a battlefield target:
    `$1`, a unit, or `$2`, no target at all, is refused at load (both were refused before as
    no location, `$n` being no destination at all)."""
    from judge.app import load_scenario_text

    for ref in ("$1", "$2"):
        with pytest.raises(InputError, match="not a target of type battlefield"):
            load_scenario_text(HEAD + LURE.replace("TO", ref))


HALVING = """
players: {alice: {energy: 1}, bob: {}}
cards:
  Split Strike:
    type: spell
    targets: [{type: unit}]
    effect: [{damage: {target: $1, amount: {half: {stat: might, of: $1}ROUND}}}]
objects:
  - {id: warden, card: Stone Warden, owner: bob, zone: base, stats: {might: 5}}
chain:
  - {id: split, card: Split Strike, controller: alice, targets: [warden]}
"""


def test_a_half_must_say_how_it_rounds_since_the_rules_do_not() -> None:
    """Riftbound's Core Rules set no rounding for halves (each card says), yet a `half` without
    `round:` was rounded down as if a rule said so."""
    import pytest

    from judge.app import load_scenario_text
    from judge.errors import InputError

    with pytest.raises(InputError, match="round"):
        load_scenario_text(HEAD + HALVING.replace("ROUND", ""))
    assert damage(rb(HALVING.replace("ROUND", ", round: up")), "warden") == 3
    assert damage(rb(HALVING.replace("ROUND", ", round: down")), "warden") == 2


PACT = """
players: {alice: {energy: 1}, bob: {}}
cards:
  Death Pact:
    type: spell
    targets: [{type: unit, controller: you}, {type: unit, controller: you}]
    effect:
      - destroy: {target: $1}
        as: kill
      - modify: {target: $2, stats: {might: {stat: might, of: {that: kill}}}}
        if: {did: kill}
      - draw: {player: {controller_of: {that: kill}}}
  Warded Squire:
    type: unit
    stats: {might: 2}
    abilities:
      - name: Last Ward
        kind: static
        effect: [{replace: {event: destroyed, object: self, instead: [{recall: {target: self}}]}}]
objects:
  - {id: bf-a, card: Sunken Plaza, owner: alice, zone: "battlefield:bf-a"}
  - {id: squire, card: Warded Squire, owner: alice, zone: "battlefield:bf-a"}
  - {id: warden, card: Stone Warden, owner: alice, zone: base}
  - {id: a1, card: Trainee Squire, owner: alice, zone: main_deck}
chain:
  - {id: pact, card: Death Pact, controller: alice, targets: [squire, warden]}
"""


def test_if_you_do_after_a_replaced_action_depends_on_the_edition() -> None:
    """RB 359.3.e.14.b: a replaced action does not stop a later linked instruction ("its
    controller draws"), but in v1.4 it does stop one that refers to the action itself ("if you
    do", the Deathgrip example); v1.3 has no such exception. "If you do" counted the replaced
    kill as done in both editions."""
    v14 = rb(PACT)
    v13 = ruling(HEAD + "edition: v1.3\n" + PACT)
    for res in (v14, v13):
        assert zone(res, "squire") == "base" and zone(res, "a1") == "hand"
    assert v14.final["objects"]["warden"]["stats"]["might"] == 4
    assert v13.final["objects"]["warden"]["stats"]["might"] == 6


ROOTED = """
players: {alice: {energy: 1}, bob: {}}
cards:
  Rooted Oak:
    type: unit
    stats: {might: 4}
    abilities:
      - {name: Roots, kind: static, effect: [{forbid: {action: move, target: self}}]}
  Crosswind:
    type: spell
    targets: [{type: unit}]
    effect: [{move: {target: $1, to: bf-a}}]
objects:
  - {id: bf-a, card: Sunken Plaza, owner: alice, zone: "battlefield:bf-a"}
  - {id: oak, card: Rooted Oak, owner: alice, zone: base}
"""


def test_a_unit_that_cannot_move_is_refused_the_standard_move() -> None:
    """"I can't move" beats the standard move (RB 054.1); Riftbound's forbid had no `move`."""
    from ..helpers import assert_rejected

    res = rb(ROOTED + "actions:\n  - {by: alice, do: move, units: [oak], to: bf-a}\n")
    assert_rejected(res, [0])
    assert zone(res, "oak") == "base" and res.final["objects"]["oak"]["exhausted"] is False


def test_a_move_effect_on_a_unit_that_cannot_move_does_not_happen() -> None:
    """An instruction that cannot be followed is ignored (RB 359.3.e.6: the Core Rules' example
    is a move forbidden by a restriction)."""
    res = rb(ROOTED + "chain:\n  - {id: wind, card: Crosswind, controller: alice, "
                      "targets: [oak]}\n")
    assert_resolved(res, ["wind"])
    assert zone(res, "oak") == "base"


def test_forbidding_an_attack_or_a_block_is_refused_in_riftbound() -> None:
    """Riftbound has no attack or block action (a unit attacks by moving to a battlefield;
    every unit there defends): such a restriction loaded and silently did nothing."""
    import pytest

    from judge.app import load_scenario_text
    from judge.errors import InputError

    text = HEAD + ROOTED.replace("action: move", "action: attack")
    with pytest.raises(InputError, match="attack"):
        load_scenario_text(text)


def test_a_half_compared_in_a_condition_must_say_how_it_rounds_too() -> None:
    """The rounding check covered a half used as an amount, not one measured in a condition
    (`if: {half: ..., at_least: 2}`), which still rounded down silently."""
    import pytest

    from judge.app import load_scenario_text
    from judge.errors import InputError

    body = HALVING.replace(
        "effect: [{damage: {target: $1, amount: {half: {stat: might, of: $1}ROUND}}}]",
        "effect: [{draw: {count: 1}, if: {half: {stat: might, of: $1}, at_least: 3}}]")
    assert "at_least: 3" in body
    with pytest.raises(InputError, match="round"):
        load_scenario_text(HEAD + body)


def test_a_conquer_replaced_under_no_control_never_says_control_changed_hands() -> None:
    """RB HP.14 `no-control`: the control comes with the conquer and is replaced with it, so no
    step says the player established control (the trace said so, then took it back)."""
    from pathlib import Path

    from ..resolved import bundled_ruling

    folder = Path(__file__).parents[2] / "scenarios/riftbound/replacements"
    for name in ("conquer-replaced-no-control", "conquer-replaced-no-control-former-controller"):
        found = bundled_ruling(folder / f"{name}.yaml")
        assert found is not None
        texts = [str(s.summary) for s in found[1].steps]
        said = next(i for i, x in enumerate(texts) if "is replaced too" in x)
        assert not any("establishes control of bf" in x for x in texts[:said]), name


def test_an_ability_taken_on_the_chain_keeps_its_targets_and_is_its_takers() -> None:
    """An ability on the chain is a game object whose control an effect can take (RB 123,
    RB 192.1): it was exit 3; now it is the taker's item (RB 359.3.f.4), with the target its
    first controller chose as it was put on the chain (RB 191.4.c), and its source stays
    Alice's (RB 191.4.b the other way round)."""
    res = rb("""
        players:
          alice: {energy: 0}
          bob: {energy: 2}
        cards:
          Turnabout:
            type: spell
            cost: {energy: 2}
            keywords: [reaction]
            targets: [{item: true}]
            effect: [{gain_control: {target: $1}}]
        objects:
          - {id: duelist, card: Echoing Duelist, owner: alice, zone: base}
          - {id: sq, card: Trainee Squire, owner: bob, zone: base}
          - {id: turn, card: Turnabout, owner: bob, zone: hand}
        actions:
          - {by: alice, do: activate, object: duelist, ability: Jab, targets: [sq]}
          - {by: alice, do: pass}
          - {by: bob, do: play, card: turn, targets: [duelist.jab]}
          - {by: bob, do: pass}
          - {by: alice, do: pass}
          - {by: bob, do: pass}
          - {by: alice, do: pass}
        """)
    assert_resolved(res, ["turn", "duelist.jab"])
    assert damage(res, "sq") == 1
    assert res.final["objects"]["duelist"]["controller"] == "alice"
    jab = next(s for s in res.steps if s.kind.value == "resolve" and "Jab" in str(s.summary))
    assert "RB 359.3.f.4" in jab.citations and "RB 191.4.b" not in jab.citations


TRIGGER_PLACE = """
players:
  alice: {energy: 0}
  bob: {energy: 0}
cards:
  Herald:
    type: unit
    stats: {might: 2}
    abilities:
      - {name: Mark, kind: triggered, when: {event: EVENT, object: self},
         effect: [{play_token: {card: Recruit, location: PLACE}}]}
  Recruit:
    type: unit
    stats: {might: 1}
objects:
  - {id: bf-a, card: Sunken Plaza, owner: alice, zone: "battlefield:bf-a"}
  - {id: herald, card: Herald, owner: alice, zone: base}
actions: []
"""


@pytest.mark.parametrize(("event", "place"), [("damaged", "trigger_from"),
                                              ("destroyed", "trigger_to"),
                                              ("left", "trigger_to")])
def test_trigger_place_on_an_event_that_moved_nothing_there_is_an_error(event: str,
                                                                        place: str) -> None:
    """RB 359.3.f.3: `trigger_to` / `trigger_from` name where the trigger's event moved its
    object; on an event with no such place the token would have gone to the base silently."""
    text = TRIGGER_PLACE.replace("EVENT", event).replace("PLACE", place)
    with pytest.raises(InputError, match=place):
        rb(text)


def test_trigger_from_of_a_death_is_where_it_died() -> None:
    """RB 359.3.f.3, RB 808.1.d.3: "when I die, play a token where I was" names the battlefield
    it died at (the destroyed event carries it)."""
    text = TRIGGER_PLACE.replace("EVENT", "destroyed").replace("PLACE", "trigger_from")
    text = text.replace("zone: base}\nactions: []", 'zone: "battlefield:bf-a"}\n'
                        "state:\n  control: {bf-a: alice}\n"
                        "actions:\n  - {by: alice, do: play, card: doom, targets: [herald]}\n")
    text = text.replace("cards:\n", "cards:\n  Doom:\n    type: spell\n    targets: [{type: unit}]"
                        "\n    effect: [{destroy: {target: $1}}]\n", 1)
    text = text.replace("objects:\n", "objects:\n  - {id: doom, card: Doom, owner: alice, "
                        "zone: hand}\n", 1)
    res = rb(text)
    assert zone(res, "herald.mark.token") == "battlefield:bf-a"


AGAIN = """
players: {alice: {}, bob: {}}
cards:
  Grim Lich:
    type: unit
    stats: {might: 4}
    abilities:
      - name: Requiem
        kind: KIND
        effect: [{trigger_again: {target: {each: {controller: you}}, keyword: WORD}}]
objects:
  - {id: lich, card: Grim Lich, owner: alice, zone: base}
actions: []
"""


def test_trigger_again_is_only_a_static_abilitys_effect() -> None:
    """"Your Deathknells trigger an additional time" says what is true while the card is on the
    board: as an activated ability's instruction it means nothing, a load error (exit 2)."""
    text = AGAIN.replace("KIND", "activated").replace("WORD", "deathknell")
    with pytest.raises(InputError, match="static ability's effect"):
        rb(text)


def test_trigger_again_of_another_keyword_is_cannot_rule() -> None:
    """RB 808.1.d.2 makes each Deathknell trigger its own pending item; judge rules the
    additional trigger of no other keyword's abilities (exit 3, naming it)."""
    text = AGAIN.replace("KIND", "static").replace("WORD", "hunt")
    with pytest.raises(UnsupportedMechanic, match="Deathknell only"):
        rb(text)


@pytest.mark.parametrize(("game", "stat"), [("force-of-will", "atk"), ("vandaria-wars", "atk")])
def test_swap_is_riftbounds_own_effect(game: str, stat: str) -> None:
    """Swap is a Riftbound keyword action (RB 433): Force of Will and Vandaria Wars define none
    and map no rule for it, so a swap there was ruled by Riftbound's reading, citing nothing.
    It is an unknown effect in those games: a located exit 2."""
    from judge.app import load_scenario_text

    text = (f"game: {game}\ntitle: a swap\nplayers: {{alice: {{}}, bob: {{}}}}\n"
            "cards:\n  Trade:\n    type: spell\n    text: invented\n"
            f"    effect: [{{swap: {{target: $1, with: $2, stat: {stat}}}}}]\n"
            "objects: []\nstack: []\n")
    with pytest.raises(InputError) as exc:
        load_scenario_text(text, "<swap>")
    assert exc.value.exit_code == 2
    assert "cards.Trade.effect[0].swap: unknown effect kind 'swap'" in str(exc.value), exc.value


@pytest.mark.parametrize("game", ["force-of-will", "vandaria-wars"])
def test_a_discount_of_optional_additional_costs_is_riftbounds_own(game: str) -> None:
    """RB 356.2.b sets optional additional costs apart (Accelerate, Repeat), and a discount of
    only those reaches no other (RB 356.4.c). The other games name no such component: there
    `component: optional` would cut nothing, silently, so it is a located exit 2."""
    from judge.app import load_scenario_text

    text = (f"game: {game}\ntitle: a discount\nplayers: {{alice: {{}}, bob: {{}}}}\n"
            "cards:\n  Tutor:\n    type: spell\n    text: invented\n"
            "    effect: [{cost_change: {target: {each: {controller: you, zone: any}}, "
            "less: {gold: 1}, component: optional}}]\n"
            "objects: []\nstack: []\n")
    with pytest.raises(InputError) as exc:
        load_scenario_text(text, "<discount>")
    assert exc.value.exit_code == 2
    assert "cards.Tutor.effect[0].cost_change.component: " in str(exc.value), exc.value
    assert "no optional additional costs" in str(exc.value), exc.value


def test_a_delayed_trigger_names_an_ability_its_card_gives() -> None:
    """`delayed: {ability: name}` creates the triggered ability written in the card's `gives:`
    (RB 390.2): a name that is not there is a located load error (exit 2), not a spell that
    silently creates nothing."""
    with pytest.raises(InputError, match=r"delayed\.ability: 'Edikt' is not an ability in "
                                         r"this card's `gives:` \(Edict\)"):
        rb("""
        players: {alice: {energy: 1}, bob: {}}
        cards:
          Edict Scroll:
            type: spell
            gives:
              - {name: Edict, kind: triggered, when: {event: damaged, filter: {type: unit}},
                 effect: [{destroy: {target: trigger}}]}
            effect: [{delayed: {ability: Edikt}}]
        objects:
          - {id: scroll, card: Edict Scroll, owner: alice, zone: hand}
        actions:
          - {by: alice, do: play, card: scroll}
        """)


def test_a_delayed_trigger_does_not_last_until_its_source_leaves() -> None:
    """RB 392: a delayed ability is of no object, so it cannot end with its source's leaving;
    judge would never end it (only a control change ends so): a located exit 2."""
    with pytest.raises(InputError, match=r"delayed\.duration: a delayed triggered ability"):
        rb("""
        players: {alice: {energy: 1}, bob: {}}
        cards:
          Edict Scroll:
            type: spell
            gives:
              - {name: Edict, kind: triggered, when: {event: damaged, filter: {type: unit}},
                 effect: [{destroy: {target: trigger}}]}
            effect: [{delayed: {ability: Edict, duration: until_source_leaves}}]
        objects:
          - {id: scroll, card: Edict Scroll, owner: alice, zone: hand}
        actions:
          - {by: alice, do: play, card: scroll}
        """)


def test_a_target_limit_reads_only_targets_before_it() -> None:
    """A group's `up_to` may read the targets chosen before it ("up to that many enemy units as
    its Might", RB 355.14.c); the group itself or a later target is not chosen yet: a located
    load error (exit 2)."""
    with pytest.raises(InputError, match=r"group\.up_to\.of: \$2 refers to target 2, but only 1 "
                                         r"target is declared"):
        rb("""
        players: {alice: {energy: 1}, bob: {}}
        cards:
          Pack Strike:
            type: spell
            targets:
              - {type: unit, controller: you}
              - {type: unit, controller: opponent, group: {up_to: {stat: might, of: $2}}}
            effect: [{split_damage: {target: $2, amount: {stat: might, of: $1}}}]
        objects:
          - {id: strike, card: Pack Strike, owner: alice, zone: hand}
        actions: []
        """)


def test_a_discard_paid_as_a_cost_and_replaced_is_paid() -> None:
    """A discard paid as a cost and replaced: the card stays in hand (RB 370.1.a.1) and the cost
    counts as paid all the same (RB 357.2.a, RB 203.2), so the spell is played (was exit 3)."""
    r = rb("""
    players: {alice: {energy: 1}, bob: {}}
    cards:
      Scrap Shot:
        type: spell
        cost: {energy: 1, discard: 1}
        effect: [{draw: {count: 1}}]
      Ember Keepsake: {type: gear, cost: {energy: 1}}
      Curio Keeper:
        type: unit
        stats: {might: 2}
        abilities:
          - name: Kept
            kind: static
            effect:
              - replace: {event: discarded, object: {each: {type: gear, owner: you}},
                          instead: [{draw: {count: 1}}]}
    objects:
      - {id: keeper, card: Curio Keeper, owner: alice, zone: base}
      - {id: shot, card: Scrap Shot, owner: alice, zone: hand}
      - {id: keep, card: Ember Keepsake, owner: alice, zone: hand}
      - {id: d1, card: Trainee Squire, owner: alice, zone: main_deck}
    actions:
      - {by: alice, do: play, card: shot, choices: {discard: [keep]}}
    """)
    assert zone(r, "keep") == "hand" and zone(r, "shot") == "trash"
    assert any("RB 357.2.a" in s.citations for s in r.steps)


def test_an_own_optional_cost_chosen_for_a_card_without_one_is_refused() -> None:
    """`choices: {optional_cost: true}` pays the card's own `optional_cost` (RB 356.2.b.1); a card
    with none has nothing to pay: the play is refused, not a play that silently paid nothing."""
    r = rb("""
    players: {alice: {energy: 2}, bob: {}}
    cards:
      Plain Draw:
        type: spell
        cost: {energy: 1}
        effect: [{draw: {count: 1}}]
    objects:
      - {id: plain, card: Plain Draw, owner: alice, zone: hand}
      - {id: d1, card: Trainee Squire, owner: alice, zone: main_deck}
    actions:
      - {by: alice, do: play, card: plain, choices: {optional_cost: true}}
    """)
    assert zone(r, "plain") == "hand"
    assert any("has no optional additional cost to pay" in str(s.summary) for s in r.steps)


WATCHER = """
players: {alice: {energy: 3}, bob: {}}
cards:
  Tithe Squire:
    type: unit
    cost: {energy: 1}
    optional_cost: {energy: 1}
    stats: {might: 2}
  Hand Watcher:
    type: unit
    cost: {energy: 1}
    stats: {might: 2}
    abilities:
      - name: Watch
        kind: triggered
        when: {event: played, player: you, filter: {type: unit}}
        effect:
          - draw: {count: 1}
            if: {played_from: hand}
%s
objects:
  - {id: sq, card: Tithe Squire, owner: alice, zone: hand}
  - {id: w, card: Hand Watcher, owner: alice, zone: base}
  - {id: d1, card: Trainee Squire, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: play, card: sq}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""


@pytest.mark.parametrize(("policy", "drawn"), [("", "hand"),
                                                ("own-card-only", "main_deck")])
def test_played_from_read_by_another_cards_trigger_follows_hp36(policy: str,
                                                                drawn: str) -> None:
    """"If you played it from your hand" in another card's "when you play a unit" trigger (no
    Play Effect, RB 383.4.a.4): RB HP.36 reads the play that triggered it by default (from the
    hand: it draws), nothing under `own-card-only`. Before, an honest exit 3."""
    r = rb(WATCHER % (f"policies: {{play.read_by_other: {policy}}}" if policy else ""))
    assert zone(r, "d1") == drawn


def test_paid_optional_read_by_an_ability_no_play_triggered_is_cannot_rule() -> None:
    """"If you paid the additional cost" in an activated ability names no play to read (no
    play triggered it, RB 359.3.f.3): an honest exit 3, not a silent "not paid"."""
    with pytest.raises(UnsupportedMechanic, match="which no card's play triggered"):
        rb("""
        players: {alice: {energy: 3}, bob: {}}
        cards:
          Tithe Keeper:
            type: unit
            cost: {energy: 1}
            optional_cost: {energy: 1}
            stats: {might: 2}
            abilities:
              - name: Keep
                kind: activated
                cost: {exhaust: self}
                effect:
                  - draw: {count: 1}
                    if: {paid_optional: true}
        objects:
          - {id: k, card: Tithe Keeper, owner: alice, zone: base}
          - {id: d1, card: Trainee Squire, owner: alice, zone: main_deck}
        actions:
          - {by: alice, do: activate, object: k, ability: Keep}
          - {by: alice, do: pass}
          - {by: bob, do: pass}
        """)


def test_a_play_effect_with_if_paid_in_its_condition_triggers_when_paid() -> None:
    """RB 383.2.a.1: "when you play me, if you paid ..." is checked as the play completes, from
    what that play chose: paid, it triggers and draws (not paid: the scenario
    play-record/play-effect-if-paid-is-part-of-its-condition)."""
    r = rb("""
    players: {alice: {energy: 3}, bob: {}}
    cards:
      Tithe Squire:
        type: unit
        cost: {energy: 1}
        optional_cost: {energy: 1}
        stats: {might: 2}
        abilities:
          - name: Tithe
            kind: triggered
            when: {event: played, object: self, if: {paid_optional: true}}
            effect: [{draw: {count: 1}}]
    objects:
      - {id: sq, card: Tithe Squire, owner: alice, zone: hand}
      - {id: d1, card: Trainee Squire, owner: alice, zone: main_deck}
    actions:
      - {by: alice, do: play, card: sq, choices: {optional_cost: true}}
      - {by: alice, do: pass}
      - {by: bob, do: pass}
    """)
    assert zone(r, "d1") == "hand"


def test_a_play_forbidden_to_a_location_is_only_riftbounds() -> None:
    """`forbid: {..., to: here}` ("units can't be played here", RB 355.2) needs plays that choose
    a location: Force of Will and Vandaria Wars do not have the argument (it would load and
    forbid nothing), so a file writing it there is an error."""
    from judge.games import find_game

    rift, fow, vw = (find_game(g) for g in ("riftbound", "force-of-will", "vandaria-wars"))
    assert "to" in rift.effect_decls["forbid"].args
    assert "to" not in fow.effect_decls["forbid"].args
    assert "to" not in vw.effect_decls["forbid"].args
    assert "zone" in fow.effect_decls["forbid"].args  # the other arguments stay


def test_a_next_card_discount_on_a_static_ability_is_an_error() -> None:
    """`cost_change: {..., next: true}` ("your next spell costs 1 less") is used up by one play;
    a static ability's effect lasts while the ability does, so `next` there is an error, not a
    discount that silently never ends or ends at once."""
    text = HEAD + textwrap.dedent("""
    players: {alice: {energy: 2}, bob: {}}
    cards:
      Chart Keeper:
        type: unit
        cost: {energy: 1}
        stats: {might: 1}
        abilities:
          - name: Chart
            kind: static
            effect: [{cost_change: {target: {each: {type: spell}}, less: {energy: 1}, next: true}}]
    objects:
      - {id: k, card: Chart Keeper, owner: alice, zone: base}
    """)
    from judge.app import load_scenario_text

    with pytest.raises(InputError, match="next"):
        load_scenario_text(text)


def test_the_top_n_cards_reference_is_only_where_the_game_says_what_a_short_deck_does() -> None:
    """`{top: N}` ("the top N cards of your Main Deck") reads RB 431.1.b-c for a short deck;
    a game without such rules (Vandaria Wars) has no such reference: an error, not a silent
    "as many as there are"."""
    from judge.app import load_scenario_text

    text = textwrap.dedent("""
    game: vandaria-wars
    turn: {player: alice, phase: main, number: 3}
    players: {alice: {}, bob: {}}
    cards:
      Mill:
        type: action
        effect: [{move_zone: {target: {top: 2}, to: graveyard}}]
    objects:
      - {id: m, card: Mill, owner: alice, zone: hand}
    """)
    with pytest.raises(InputError, match="top"):
        load_scenario_text(text)


#: Alice's unit in her base whose static ability forbids playing units "here" (its base).
ROCK_IDOL_IN_ALICES_BASE = """
players: {alice: {energy: 2}, bob: {energy: 2}}
cards:
  Rock Idol:
    type: unit
    cost: {energy: 1}
    stats: {might: 1}
    abilities:
      - name: Blocked
        kind: static
        effect: [{forbid: {action: play, target: {each: {type: unit, zone: any}}, to: here}}]
objects:
  - {id: idol, card: Rock Idol, owner: alice, zone: base}
"""


def test_units_cannot_be_played_here_in_a_base_binds_that_base_only() -> None:
    """`to: here` of a source in a base: every player has a base of their own (zone `base`), and
    a unit is played to its controller's; the restriction binds plays to the source's
    controller's base, not the opponent's (it had bound every base)."""
    r = rb(ROCK_IDOL_IN_ALICES_BASE + textwrap.dedent("""\
      - {id: a-sq, card: Trainee Squire, owner: alice, zone: hand}
      - {id: b-sq, card: Trainee Squire, owner: bob, zone: hand}
    actions:
      - {by: alice, do: play, card: a-sq}
      - {by: alice, do: pass}
    """))
    assert zone(r, "a-sq") == "hand"
    bobs = "game: riftbound\nturn: {player: bob, phase: main, number: 4}\n"
    r = ruling(bobs + ROCK_IDOL_IN_ALICES_BASE + textwrap.dedent("""\
      - {id: b-sq, card: Trainee Squire, owner: bob, zone: hand}
    actions:
      - {by: bob, do: play, card: b-sq}
    """))
    assert zone(r, "b-sq") == "base"
