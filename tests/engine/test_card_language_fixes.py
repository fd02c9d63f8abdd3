"""Card language claims pinned after bugs were found while writing Force of Will card-text
scenarios (scenarios/force-of-will/card-text/): each test failed before its fix."""

from __future__ import annotations

from ..helpers import ruling

HEADER = """\
game: force-of-will
turn: {player: alice, phase: main, number: 3}
players:
  alice: {life: 4000}
  bob: {life: 4000}
"""

DRAW_REPLACEMENTS = HEADER + """\
cards:
  Tithe:
    type: chant
    keywords: [quickcast]
    effect: [{replace: {event: drawn, player: controller, instead: [{gain: {life: 500}}]}}]
  Lore:
    type: chant
    keywords: [quickcast]
    effect: [{replace: {event: drawn, player: controller,
                        instead: [{damage: {target: opponent, amount: 300}}]}}]
  Study: {type: chant, keywords: [quickcast], effect: [{draw: {count: 1}}]}
objects:
  - {id: d1, card: Ember Squire, owner: alice, zone: main_deck}
chase:
  - {id: study, card: Study, controller: alice}
  - {id: lore, card: Lore, controller: alice}
  - {id: tithe, card: Tithe, controller: alice}
"""


def life(res: object, player: str) -> int:
    return int(res.final["players"][player]["life"])  # type: ignore[attr-defined]


def test_a_replacement_order_decision_names_the_card_that_made_it() -> None:
    """`decisions: {replacements: {order: [...]}}` names objects (the loader checks it does);
    the order was matched against the replacements' generated ids, so it was never followed."""
    default = ruling(DRAW_REPLACEMENTS)
    assert (life(default, "alice"), life(default, "bob")) == (4500, 4000)  # Tithe began first
    chosen = ruling(DRAW_REPLACEMENTS + "decisions:\n  replacements: {order: [lore]}\n")
    assert (life(chosen, "alice"), life(chosen, "bob")) == (4000, 3700)


STATIC_REPLACEMENTS = HEADER + """\
cards:
  Gold Idol:
    type: regalia
    abilities:
      - {name: Tithe, kind: static,
         effect: [{replace: {event: drawn, player: controller, instead: [{gain: {life: 500}}]}}]}
  Sage Idol:
    type: regalia
    abilities:
      - {name: Lore, kind: static,
         effect: [{replace: {event: drawn, player: controller,
                             instead: [{damage: {target: opponent, amount: 300}}]}}]}
  Study: {type: chant, keywords: [quickcast], effect: [{draw: {count: 2}}]}
objects:
  - {id: gold, card: Gold Idol, owner: alice, zone: field}
  - {id: sage, card: Sage Idol, owner: alice, zone: field}
  - {id: d1, card: Ember Squire, owner: alice, zone: main_deck}
  - {id: d2, card: Ember Squire, owner: alice, zone: main_deck}
chase:
  - {id: study, card: Study, controller: alice}
decisions:
  replacements: {order: [%s]}
"""


def test_a_static_replacement_is_ordered_by_its_object_each_time() -> None:
    """A static ability's replacement got a new id each time it was looked at, so no decision
    could name it (and which came first depended on the order of a set): both draws are
    replaced by the chosen one, whichever it is."""
    sage = ruling(STATIC_REPLACEMENTS % "sage")
    assert (life(sage, "alice"), life(sage, "bob")) == (4000, 3400)
    gold = ruling(STATIC_REPLACEMENTS % "gold")
    assert (life(gold, "alice"), life(gold, "bob")) == (5000, 4000)


GREED = HEADER + """\
cards:
  Greed Ward:
    type: chant
    keywords: [quickcast]
    effect: [{replace: {event: drawn, player: controller, instead: [{draw: {count: 2}}]}}]
  Greed Idol:
    type: regalia
    abilities:
      - {name: Greed, kind: static,
         effect: [{replace: {event: drawn, player: controller, instead: [{draw: {count: 2}}]}}]}
  Study: {type: chant, keywords: [quickcast], effect: [{draw: {count: 1}}]}
objects:
%s
  - {id: d1, card: Ember Squire, owner: alice, zone: main_deck}
  - {id: d2, card: Ember Squire, owner: alice, zone: main_deck}
  - {id: d3, card: Ember Squire, owner: alice, zone: main_deck}
chase:
  - {id: study, card: Study, controller: alice}
%s
"""


def test_a_replacement_does_not_replace_its_own_result() -> None:
    """FOW 910.3: "instead of drawing a card, draw two" applied to its own two draws without end
    (RecursionError, an internal error); now its result simply happens."""
    for objects, chase in (("", "  - {id: ward, card: Greed Ward, controller: alice}"),
                           ("  - {id: idol, card: Greed Idol, owner: alice, zone: field}", "")):
        res = ruling(GREED % (objects, chase))
        hand = [o for o in ("d1", "d2", "d3") if res.final["objects"][o]["zone"] == "hand"]
        assert hand == ["d1", "d2"]


RALLY = HEADER.replace("alice: {life: 4000}", "alice: {life: 4000, fire: 1}") + """\
cards:
  Rally:
    type: chant
    keywords: [quickcast]
    effect: [{modify: {target: {each: {type: resonator, controller: you}}, stats: {atk: 200}}}]
objects:
  - {id: sentinel, card: Stone Sentinel, owner: alice, zone: field}
  - {id: squire, card: Ember Squire, owner: alice, zone: hand}
chase:
  - {id: rally, card: Rally, controller: alice}
actions:
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: squire}
"""


def test_a_force_of_will_effect_over_cards_that_match_covers_later_arrivals() -> None:
    """FOW 909.4: "resonators you control gain +200 ATK" covers a resonator that enters after it
    resolved; Force of Will did not declare `group_effects_follow`, so only the Sentinel got it."""
    res = ruling(RALLY)
    assert not res.rejected and res.final["objects"]["squire"]["zone"] == "field"
    assert res.final["objects"]["sentinel"]["stats"]["atk"] == 500
    assert res.final["objects"]["squire"]["stats"]["atk"] == 600


FURY = HEADER + """\
cards:
  Fury:
    type: chant
    keywords: [quickcast]
    targets: [{type: resonator}]
    effect: [{replace: {event: damaged, object: $1, double: true}}]
  Bolt:
    type: chant
    keywords: [quickcast]
    targets: [{type: resonator}]
    effect: [{damage: {target: $1, amount: 300}}]
objects:
  - {id: wall, card: Stone Sentinel, owner: bob, zone: field, stats: {def: 5000}}
chase:
  - {id: bolt, card: Bolt, controller: alice, targets: [wall]}
  - {id: fury1, card: Fury, controller: alice, targets: [wall]}
  - {id: fury2, card: Fury, controller: alice, targets: [wall]}
"""


def test_only_one_doubling_applies_to_one_damage_event_in_force_of_will() -> None:
    """FOW 910.2c-1: two "double the damage" effects double it once (600, not 1200); Force of
    Will did not declare `doublings_stack = False`."""
    res = ruling(FURY)
    assert res.final["objects"]["wall"]["damage"] == 600


WARD_THEN_FURY = HEADER + """\
cards:
  Fury:
    type: chant
    keywords: [quickcast]
    targets: [{type: resonator}]
    effect: [{replace: {event: damaged, object: $1, double: true}}]
  Ward:
    type: chant
    keywords: [quickcast]
    targets: [{type: resonator}]
    effect: [{replace: {event: damaged, object: $1, prevent: 100}}]
  Bolt:
    type: chant
    keywords: [quickcast]
    targets: [{type: resonator}]
    effect: [{damage: {target: $1, amount: 300}}]
objects:
  - {id: wall, card: Stone Sentinel, owner: bob, zone: field, stats: {def: 5000}}
chase:
  - {id: bolt, card: Bolt, controller: alice, targets: [wall]}
  - {id: fury, card: Fury, controller: alice, targets: [wall]}
  - {id: ward, card: Ward, controller: bob, targets: [wall]}
"""


def test_damage_is_doubled_before_the_receiver_prevents_part_of_it() -> None:
    """FOW 910.2a: increases apply first, then the receiver's prevention, even when the
    prevention began first or the receiver names it first: 300 doubled is 600, less 100 is 500
    (not 300 less 100, doubled: 400)."""
    for extra in ("", "decisions:\n  replacements: {order: [ward, fury]}\n"):
        res = ruling(WARD_THEN_FURY + extra)
        assert res.final["objects"]["wall"]["damage"] == 500


PHOENIX = HEADER + """\
cards:
  Phoenix Guard:
    type: resonator
    stats: {atk: 400, def: 400}
    abilities:
      - {name: Rebirth, kind: static,
         effect: [{replace: {event: destroyed, object: self,
                             instead: [{exhaust: {target: self}}]}}]}
  Mourner:
    type: resonator
    stats: {atk: 100, def: 100}
    abilities:
      - {name: Grief, kind: triggered, when: {event: destroyed, filter: {type: resonator}},
         effect: [{draw: {count: 1}}]}
  Snipe: {type: chant, keywords: [quickcast], targets: [{type: resonator}],
          effect: [{%s: {target: $1%s}}]}
objects:
  - {id: guard, card: Phoenix Guard, owner: alice, zone: field}
  - {id: mourner, card: Mourner, owner: bob, zone: field}
  - {id: d1, card: Ember Squire, owner: bob, zone: main_deck}
chase:
  - {id: snipe, card: Snipe, controller: bob, targets: [guard]}
"""


def test_force_of_will_destruction_asks_replacement_effects() -> None:
    """FOW 910.1: a destruction replaced never happens, so nothing "when destroyed" triggers;
    Force of Will destroyed entities its own way without asking the replacement effects. Lethal
    damage whose destruction is replaced is removed (FOW 1204.1b), so the process ends."""
    for effect, amount in (("destroy", ""), ("damage", ", amount: 500")):
        res = ruling(PHOENIX % (effect, amount))
        guard = res.final["objects"]["guard"]
        assert (guard["zone"], guard["exhausted"], guard["damage"]) == ("field", True, 0)
        assert list(res.resolved) == ["snipe"]  # Grief did not trigger
        assert res.final["objects"]["d1"]["zone"] == "main_deck"


BLOOD_PACT = HEADER.replace("alice: {life: 4000}", "alice: {life: 400}") + """\
cards:
  Blood Pact:
    type: chant
    keywords: [quickcast]
    targets: [{type: resonator}]
    effect:
      - {pay: {life: 1000}, optional: true, as: paid}
      - {damage: {target: $1, amount: 800}, if: {did: paid}}
objects:
  - {id: wall, card: Stone Sentinel, owner: bob, zone: field}
chase:
  - {id: pact, card: Blood Pact, controller: alice, targets: [wall]}
"""


def test_force_of_will_life_is_paid_in_full_or_not_at_all() -> None:
    """FOW 105.4a: a player cannot pay more life than they have. The core `pay` took what there
    was (400 of 1000), counted that as paid, dealt the "if you do" damage, and alice lost the
    game at 0 life; now she pays nothing and nothing follows."""
    res = ruling(BLOOD_PACT)
    assert res.final["players"]["alice"]["life"] == 400 and res.outcome == "ongoing"
    assert res.final["objects"]["wall"]["damage"] == 0
    assert "FOW 105.4a" in res.citations
    step = next(s for s in res.steps if s.item == "pact" and s.kind.value == "resolve")
    assert "alice cannot pay 1000 life" in step.summary


PUMP_AND_SET = HEADER + """\
cards:
  Pump: {type: chant, keywords: [quickcast], targets: [{type: resonator}],
         effect: [{modify: {target: $1, stats: {atk: 200}}}]}
  Shrink: {type: chant, keywords: [quickcast], targets: [{type: resonator}],
           effect: [{modify: {target: $1, set_stats: {atk: 0}}}]}
objects:
  - {id: first_pumped, card: Stone Sentinel, owner: alice, zone: field}
  - {id: first_set, card: Stone Sentinel, owner: alice, zone: field}
chase:
  - {id: shrink1, card: Shrink, controller: bob, targets: [first_pumped]}
  - {id: pump1, card: Pump, controller: alice, targets: [first_pumped]}
  - {id: pump2, card: Pump, controller: alice, targets: [first_set]}
  - {id: shrink2, card: Shrink, controller: bob, targets: [first_set]}
"""


def test_force_of_will_setting_and_adding_atk_apply_in_timestamp_order() -> None:
    """FOW 909.1g, 909.3b: "ATK becomes 0" and "+200 ATK" are one step, applied in timestamp
    order: the later "becomes 0" overwrites the earlier +200 (0), an earlier one is added to
    (200). Every setting was applied before every addition, so both were 200."""
    res = ruling(PUMP_AND_SET)
    assert res.final["objects"]["first_pumped"]["stats"]["atk"] == 0
    assert res.final["objects"]["first_set"]["stats"]["atk"] == 200


RECALL = HEADER + """\
cards:
  Recall:
    type: chant
    keywords: [quickcast]
    targets: [{type: resonator}]
    effect:
      - {move_zone: {target: $1, to: hand}, as: bounced,
         if: {count: {type: resonator, controller: you}, at_least: 1}}
      - {draw: {player: {controller_of: {that: bounced}}}}
objects:
  - {id: wall, card: Stone Sentinel, owner: bob, zone: field}
  - {id: d1, card: Ember Squire, owner: bob, zone: main_deck}
chase:
  - {id: recall, card: Recall, controller: alice, targets: [wall]}
"""


def test_an_instruction_about_a_skipped_one_says_it_is_skipped() -> None:
    """"Its controller draws a card" after a skipped "return it to hand" names nobody: only an
    instruction with `if:`/`as:`/`optional:` was checked for that, so a plain one was silently
    left out of the ruling (and the rule for it never cited)."""
    res = ruling(RECALL)
    assert res.final["objects"]["d1"]["zone"] == "main_deck"
    step = next(s for s in res.steps if s.item == "recall" and s.kind.value == "resolve")
    assert "its draw instruction does not happen: it refers to its move instruction, which " \
        "did not happen" in step.summary


NO_READY = HEADER + """\
cards:
  Frost Bind: {type: chant, keywords: [quickcast], targets: [{type: resonator}],
               effect: [{forbid: {action: ready, target: $1, duration: permanent}}]}
  Rouse: {type: chant, keywords: [quickcast], targets: [{type: resonator}],
          effect: [{ready: {target: $1}}]}
objects:
  - {id: sentinel, card: Stone Sentinel, owner: alice, zone: field, exhausted: true}
chase:
  - {id: rouse, card: Rouse, controller: alice, targets: [sentinel]}
  - {id: bind, card: Frost Bind, controller: bob, targets: [sentinel]}
"""


def test_force_of_will_honours_cannot_ready_as_does_not_recover() -> None:
    """`forbid: {action: ready}` is a core action a Force of Will file may write; Force of Will
    checked only its own `recover`, so the Sentinel recovered anyway (FOW 104.4 says the
    prohibition wins), in the recovery phase as well."""
    res = ruling(NO_READY)
    assert res.final["objects"]["sentinel"]["exhausted"] is True
    path = "scenarios/force-of-will/turn/r11-prohibition-holds-through-recovery.yaml"
    with open(path, encoding="utf-8") as f:
        text = f.read().replace("action: recover", "action: ready")
    later = ruling(text)
    assert later.final["turn"]["phase"] == "main"
    assert later.final["objects"]["sentinel"]["exhausted"] is True
    assert later.final["objects"]["squire"]["exhausted"] is False


AMBUSH = HEADER + """\
cards:
  Ambush:
    type: chant
    keywords: [quickcast]
    targets: [{type: resonator}]
    effect: [{damage: {target: $1, amount: 300}, if: {is: $1, matches: {exhausted: true}}}]
  Watcher:
    type: resonator
    stats: {atk: 100, def: 100}
    abilities:
      - {name: Spot, kind: triggered,
         when: {event: damaged, filter: {type: resonator, exhausted: true}},
         effect: [{gain: {life: 100}}]}
objects:
  - {id: awake, card: Stone Sentinel, owner: bob, zone: field}
  - {id: watcher, card: Watcher, owner: alice, zone: field}
chase:
  - {id: ambush, card: Ambush, controller: alice, targets: [awake]}
"""


def test_a_condition_or_trigger_filter_keeps_exhausted_damaged_and_owner() -> None:
    """`{is: $1, matches: {exhausted: true}}` and a trigger's `filter:` were rebuilt for "any
    zone" without their exhausted / damaged / owner keys, so a recovered resonator counted as
    rested: the Ambush dealt its damage and the Watcher saw a rested resonator damaged."""
    res = ruling(AMBUSH)
    assert res.final["objects"]["awake"]["damage"] == 0
    rested = ruling(AMBUSH.replace("zone: field}\n  - {id: watcher",
                                   "zone: field, exhausted: true}\n  - {id: watcher"))
    assert rested.final["objects"]["awake"]["damage"] == 300
    assert rested.final["players"]["alice"]["life"] == 4100
    woke = ruling(AMBUSH.replace("if: {is: $1, matches: {exhausted: true}}",
                                 "if: {is: $1, matches: {exhausted: false}}"))
    assert woke.final["objects"]["awake"]["damage"] == 300
    assert woke.final["players"]["alice"]["life"] == 4000  # it is not rested: no trigger


def test_the_last_continuous_effect_ending_leaves_no_stale_change() -> None:
    """When the last continuous effect ended (here: at end of turn), the objects kept its change,
    because the layers are recomputed only while some continuous effect exists: the Sentinel kept
    +200 ATK into the next turn."""
    res = ruling(RALLY + "then: end_of_turn\n")
    assert res.final["turn"]["player"] == "bob"
    assert res.final["objects"]["sentinel"]["stats"]["atk"] == 300
    assert res.final["objects"]["squire"]["stats"]["atk"] == 400


def test_a_refused_block_names_the_prohibition_that_stops_it() -> None:
    """With no legal blocker, `block` was refused for \"no J/resonator that can block\" (804.3)
    without saying why the one named could not: a prohibition (FOW 104.4) decided it."""
    res = ruling(HEADER + """\
cards:
  Daunt: {type: chant, keywords: [quickcast], targets: [{type: resonator}],
          effect: [{forbid: {action: block, target: $1}}]}
objects:
  - {id: squire, card: Ember Squire, owner: alice, zone: field}
  - {id: sentinel, card: Stone Sentinel, owner: bob, zone: field}
chase:
  - {id: daunt, card: Daunt, controller: alice, targets: [sentinel]}
actions:
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: attack, attacker: squire, target: bob}
  - {by: bob, do: block, blocker: sentinel}
""")
    (refused,) = res.rejected
    assert refused.action == 3 and "FOW 104.4" in refused.citations
    assert "forbids Stone Sentinel (sentinel) to block" in refused.text
