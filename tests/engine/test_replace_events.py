"""A replacement of an event `replace` cannot watch is an honest "cannot rule" naming it, not
an unknown value (issue 11: replacement effects beyond what `replace` expresses)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.engine.replacements import NOT_REPLACEABLE, REPLACEABLE, UNREPLACEABLE
from judge.errors import InputError, UnsupportedMechanic

CARD = """
game: riftbound
turn: {{player: alice, phase: main, number: 3}}
players: {{alice: {{}}, bob: {{}}}}
cards:
  Odd:
    type: gear
    abilities:
      - {{name: Instead, kind: static,
         effect: [{{replace: {{event: {event}, player: controller,
                              instead: [{{draw: {{count: 1}}}}]}}}}]}}
"""


def test_no_event_judge_announces_is_exit_3_when_replaced() -> None:
    """Issue 11: every event the engine announces is read replaced (or refused as bad input
    where no replacement can watch it, NOT_REPLACEABLE), in every game that announces it: no
    `replace` naming one is an exit 3 for want of a reading any more. A game's own events say
    how they are replaced in their declarations (EventDecl.instead)."""
    from judge.engine.events import EventKind
    from judge.games import REGISTRY

    assert UNREPLACEABLE == ()
    assert {k.value for k in EventKind} == {*REPLACEABLE, *NOT_REPLACEABLE}
    # but a showdown beginning (Riftbound, RB 344): the Core Rules do not say what a replaced
    # beginning leaves (docs/games/riftbound.md), exit 3. (A replaced win of a combat,
    # RB 466.3.a, is read: nobody wins, control follows RB 466.5.)
    unread = {e for gid in REGISTRY.ids() for e, decl in
              REGISTRY.find(gid).vocab.game_events.items() if decl.instead is None}
    assert unread == {"showdown_started"}
    with pytest.raises(UnsupportedMechanic, match="showdown_started events is not implemented"):
        load_scenario_text(CARD.format(event="showdown_started"), "<test>")


def test_a_games_own_event_is_no_other_games() -> None:
    """The engine knows no game's own event: a Force of Will file replacing `scored` is told
    it is no event there (exit 2), not a Riftbound rule."""
    text = CARD.replace("game: riftbound", "game: force-of-will").replace(
        "type: gear", "type: addition").replace("phase: main", "phase: main")
    with pytest.raises(InputError, match="scored"):
        load_scenario_text(text.format(event="scored"), "<test>")


@pytest.mark.parametrize("event", ["resolved", "cancelled"])
def test_an_item_event_watched_by_player_is_bad_input(event: str) -> None:
    """A resolution or a cancel happens to a stack item: a replacement watching a player would
    never apply, so it is an error rather than a ruling that silently ignores it."""
    with pytest.raises(InputError, match="not a player"):
        load_scenario_text(CARD.format(event=event), "<test>")


def test_a_word_that_is_no_event_is_still_bad_input() -> None:
    with pytest.raises(InputError, match="sneezed"):
        load_scenario_text(CARD.format(event="sneezed"), "<test>")


def test_every_event_is_replaceable_or_named() -> None:
    from judge.engine.events import EventKind
    from judge.games import REGISTRY

    named = {v for v, _ in UNREPLACEABLE}
    assert {k.value for k in EventKind} == named | set(REPLACEABLE) | set(NOT_REPLACEABLE)
    assert not named & set(REPLACEABLE)
    assert not (named | set(REPLACEABLE)) & set(NOT_REPLACEABLE)
    for gid in REGISTRY.ids():  # a game's own events are no engine event's names
        assert not set(REGISTRY.find(gid).vocab.game_events) & {k.value for k in EventKind}


@pytest.mark.parametrize(("game", "why"), [("force-of-will", r"FOW 502\.1"),
                                           ("riftbound", "no event of this game"),
                                           ("vandaria-wars", "no event of this game")])
def test_the_games_beginning_replaced_is_bad_input_naming_the_rule(game: str, why: str) -> None:
    """FOW 502.1: the game's beginning is the turn sequence's start, no event a replacement
    effect can change (Riftbound and Vandaria Wars announce none): exit 2 at the key, located,
    not the exit 3 of a mechanic judge lacks."""
    assert_no_event_to_replace(game, "game_started", why)


@pytest.mark.parametrize("event", ["scored", "exhausted", "readied", "empowered", "held",
                                   "conquered", "attached", "played", "activated", "entered",
                                   "detached", "attacked", "defended", "left", "prevented",
                                   "mighty", "reduced", "combat_won"])
def test_riftbound_lets_these_be_replaced(event: str) -> None:
    """RB 370.1.a: any event may be replaced; Riftbound declares the ones judge replaces."""
    load_scenario_text(CARD.format(event=event), "<test>")


def test_a_game_that_does_not_declare_an_event_is_exit_3() -> None:
    """Force of Will keeps the events it declares: a defend (a Riftbound designation) replaced
    there is an honest exit 3 naming the game, not a ruling judge has not checked against FOW
    910."""
    text = CARD.replace("game: riftbound", "game: force-of-will").replace(
        "type: gear", "type: addition")
    with pytest.raises(UnsupportedMechanic, match="not implemented for this game"):
        load_scenario_text(text.format(event="defended"), "<test>")


@pytest.mark.parametrize("event", ["entered", "played", "activated", "attacked", "blocked",
                                   "cancelled", "resolved", "left", "prevented"])
def test_force_of_will_lets_these_be_replaced(event: str) -> None:
    """FOW 910.1: Force of Will reads each of these replaced, by its rules (entering: 910.1,
    702.3a; a cancel: 910.1) or by a house policy (FOW HP.13, HP.18-19, HP.38-39)."""
    text = _watching_an_object(CARD.replace("game: riftbound", "game: force-of-will").replace(
        "type: gear", "type: addition"), event)
    load_scenario_text(text.format(event=event), "<test>")


def _watching_an_object(text: str, event: str) -> str:
    """A stack item's event (a resolution, a cancel) is watched by its card or an ability's
    source, not by a player."""
    return text.replace("player: controller", "object: self") \
        if event in ("cancelled", "resolved") else text


@pytest.mark.parametrize("event", ["cancelled", "resolved"])
def test_riftbound_lets_an_item_event_be_replaced(event: str) -> None:
    """RB 370.1.a: a counter and a resolution are events too (RB HP.12 reads a resolution
    replaced; a counter replaced never happens, RB 370.1.a.1). They were exit 3 (issue 11)."""
    load_scenario_text(_watching_an_object(CARD, event).format(event=event), "<test>")


RESTED = """
game: force-of-will
turn: {player: alice, phase: main, number: 3}
players: {alice: {life: 4000}, bob: {life: 4000}}
cards:
  Snare Banner:
    type: regalia
    abilities:
      - {name: Snare, kind: static,
         effect: [{replace: {event: exhausted, object: {each: {type: resonator, controller: WHOSE}},
                             instead: [{gain: {life: 100}}]}}]}
objects:
  - {id: banner, card: Snare Banner, owner: bob, zone: field}
  - {id: squire, card: Ember Squire, owner: alice, zone: field}
  - {id: sentinel, card: Stone Sentinel, owner: bob, zone: field}
actions:
  - {by: alice, do: attack, attacker: squire, target: bob}
"""


@pytest.mark.parametrize(("whose", "action", "card"), [
    ("opponent", "", "squire"),
    ("you", "  - {by: bob, do: block, blocker: sentinel}\n", "sentinel")])
def test_fow_rests_to_attack_and_block_replaced_are_ruled(whose: str, action: str, card: str
                                                         ) -> None:
    """FOW 910.1 with FOW HP.42: a rest to attack or to block replaced was exit 3; now the
    attack (block) stands and the card stays recovered (scenarios rest-replaced/)."""
    from judge.app import resolve

    res = resolve(load_scenario_text(RESTED.replace("WHOSE", whose) + action, "<test>"))
    assert not res.rejected
    assert res.final["objects"][card]["exhausted"] is False
    assert res.policies.get("replace.battle_rest") == "declared"


def test_an_instead_only_event_needs_instead() -> None:
    text = CARD.replace("instead: [{{draw: {{count: 1}}}}]", "double: true")
    with pytest.raises(InputError, match="instead"):
        load_scenario_text(text.format(event="scored"), "<test>")


MOVED = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {}, bob: {}}
cards:
  Anchor Idol:
    type: gear
    abilities:
      - {name: Hold Fast, kind: static,
         effect: [{replace: {event: moved, object: {each: {type: unit}}, into: base,
                             OPTION}}]}
"""


def test_a_move_replaced_by_instead_loads() -> None:
    """`instead` on a moved event was exit 3; it is ruled now (RB 370.1.a.1, RB 443.1: scenario
    replacements/move-replaced-by-something-else)."""
    load_scenario_text(MOVED.replace("OPTION", "instead: [{draw: {count: 1}}]"), "<test>")


def test_a_move_replaced_both_ways_is_bad_input() -> None:
    with pytest.raises(InputError, match="not both"):
        load_scenario_text(MOVED.replace("OPTION", "to: trash, instead: [{draw: {count: 1}}]"),
                           "<test>")


PLAYED = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 1}, bob: {}}
cards:
  Barren Decree:
    type: gear
    abilities:
      - {name: Barren, kind: static,
         effect: [{replace: {event: played, object: {each: {type: spell}},
                             instead: [{draw: {count: 1, player: {controller_of: it}}}]}}]}
  Spark:
    type: spell
    cost: {energy: 1}
    keywords: [action]
    effect: [{draw: {count: 1}}]
objects:
  - {id: decree, card: Barren Decree, owner: bob, zone: base}
  - {id: spark, card: Spark, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: spark}
"""


def test_a_cards_play_replaced_goes_to_the_trash_its_costs_paid() -> None:
    """It was exit 3 (issue 11); RB HP.15 `trash` (default): as a countered card, to the
    trash, its Energy paid, and it resolves nothing (RB 425.1.a.1, RB 425.1.c)."""
    from judge.app import resolve

    res = resolve(load_scenario_text(PLAYED, "<test>"))
    assert "spark" not in list(res.resolved)
    assert res.final["objects"]["spark"]["zone"] == "trash"
    assert "RB HP.15" in {c for s in res.steps for c in s.citations}


def test_a_cards_play_replaced_as_it_begins_costs_nothing() -> None:
    """RB HP.15 `unplayed`: the card stays in hand and nothing is paid."""
    from judge.app import resolve

    text = PLAYED + "policies: {replace.card_play: unplayed}\n"
    res = resolve(load_scenario_text(text, "<test>"))
    assert res.final["objects"]["spark"]["zone"] == "hand"
    assert res.final["players"]["alice"]["energy"] == 1


@pytest.mark.parametrize(("option", "event"), [("double: true", "moved"),
                                               ("to: trash", "drawn")])
def test_an_option_of_another_event_is_bad_input(option: str, event: str) -> None:
    text = MOVED.replace("OPTION", option).replace("event: moved", f"event: {event}")
    if event == "drawn":
        text = text.replace("object: {each: {type: unit}}, into: base,", "player: controller,")
    with pytest.raises(InputError, match="does not apply to"):
        load_scenario_text(text, "<test>")


def test_a_token_only_play_replacement_lets_a_card_be_played() -> None:
    """`token: true` (RB 185) keeps a replacement of tokens' plays off cards' plays: no exit 3,
    the card is played and resolves."""
    from judge.app import resolve

    text = PLAYED.replace("{each: {type: spell}}", "{each: {token: true}}")
    resolution = resolve(load_scenario_text(text, "<test>"))
    assert "spark" in [i for i in resolution.resolved]


def test_every_unreplaceable_event_says_why() -> None:
    """Issue 11: each event `replace` cannot watch is named with the reason, not only "not
    implemented yet" (docs/games/*.md list them per game)."""
    for event, message in UNREPLACEABLE:
        assert "judge cannot replace it" not in message, event


def _with_a_replacement(path: str, event: str, filter_: dict[str, object]) -> str:
    """The scenario file at `path` with a regalia of Bob's whose static ability replaces `event`
    of what `filter_` matches (Bob draws instead)."""
    from pathlib import Path

    import yaml

    data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    data.setdefault("cards", {})["Odd Seal"] = {
        "type": "regalia", "abilities": [{"name": "Seal", "kind": "static", "effect": [
            {"replace": {"event": event, "object": {"each": filter_},
                         "instead": [{"draw": {"count": 1, "player": "controller"}}]}}]}]}
    data["objects"].append({"id": "odd-seal", "card": "Odd Seal", "owner": "bob",
                            "zone": "field"})
    data.pop("expect", None)
    return str(yaml.safe_dump(data, sort_keys=False))


@pytest.mark.parametrize(("policy", "drawn"), [(None, 0), ("watched", 1)])
def test_fow_a_copys_resolution_watched_by_its_card_is_read_by_hp14(policy: str | None,
                                                                    drawn: int) -> None:
    """FOW HP.14: a copy on the chase is not its card (1017.3): by default a replacement
    watching the card does not watch its copy, which resolves; with `watched` it does, so Bob
    draws instead. It was exit 3 (issue 11)."""
    from judge.app import resolve

    text = _with_a_replacement("scenarios/force-of-will/copies/copy-of-a-spell-is-not-played.yaml",
                               "resolved", {"type": "chant", "controller": "you", "zone": "any"})
    if policy is not None:
        text += f"policies: {{replace.copy: {policy}}}\n"
    res = resolve(load_scenario_text(text, "<test>"))
    assert ("spark.copy" in res.resolved) is (policy is None)
    assert "FOW HP.14" in {c for s in res.steps for c in s.citations}
    assert len(res.fizzled) == 1 + drawn  # the Spark's own resolution is replaced either way


VW_CARD = """
game: vandaria-wars
turn: {{player: alice, phase: main}}
players: {{alice: {{gold: 0}}, bob: {{gold: 0}}}}
cards:
  Odd:
    type: relic
    abilities:
      - {{name: Instead, kind: static,
         effect: [{{replace: {{event: {event}, object: {{each: {{type: follower}}}},
                              instead: [{{draw: {{count: 1}}}}]}}}}]}}
"""


@pytest.mark.parametrize("event", ["exhausted", "readied", "entered", "played", "activated",
                                   "attacked", "cancelled", "resolved", "left", "prevented"])
def test_vandaria_wars_lets_these_be_replaced(event: str) -> None:
    """VW OV.1: a card's "instead" wins; what each replaced event leaves behind is a house
    policy (VW HP.23-29). They were exit 3 (issue 11)."""
    load_scenario_text(VW_CARD.format(event=event), "<test>")


def test_vandaria_wars_a_skills_cancel_replaced_stays_in_the_register() -> None:
    """VW HP.28 reads a skill's cancel replaced as a card's, the skill watched by its source: it
    was exit 3 (issue 11). Silence's cancel of Watchman's Alarm never happens, so the Alarm
    results instead of being cancelled."""
    from judge.app import resolve

    text = _with_a_replacement("scenarios/vandaria-wars/triggers/cancel-a-triggered-skill.yaml",
                               "cancelled", {"type": "follower"})
    res = resolve(load_scenario_text(text.replace("type: regalia", "type: relic"), "<test>"))
    assert "watchman.alarm" in res.resolved
    assert [f.item for f in res.fizzled] == []
    assert "VW HP.28" in {c for s in res.steps for c in s.citations}


def test_vandaria_wars_attack_replaced_deals_no_damage_from_it_by_assign() -> None:
    """VW HP.27: a Follower whose attacking is replaced deals and is dealt no battle damage,
    also where `assign:` gave it some: the other attacker's share is dealt."""
    from judge.app import resolve

    text = VW_CARD.format(event="attacked").replace(
        "{each: {type: follower}}", "{each: {type: follower, traits: [holy]}}") + """
objects:
  - {id: odd, card: Odd, owner: bob, zone: field}
  - {id: knight, card: Sample Knight, owner: alice, zone: field}
  - {id: militia, card: Sample Militia, owner: alice, zone: field}
  - {id: fort, card: Sample Fort, owner: bob, zone: field}
actions:
  - {by: alice, do: attack, attackers: [knight, militia], target: fort,
     assign: [{from: knight, to: fort, amount: 3}, {from: militia, to: fort, amount: 2}]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""
    res = resolve(load_scenario_text(text, "<test>"))
    assert res.final["objects"]["fort"]["damage"] == 2
    assert res.final["objects"]["knight"].get("exhausted", False) is False
    assert "VW HP.27" in {c for s in res.steps for c in s.citations}


def _phase_skip(game: str, phase: str | None, player: str = "controller") -> str:
    """A card of `game` whose static ability replaces `phase` of `player`'s turns (a skip)."""
    kind = {"force-of-will": "regalia", "riftbound": "gear", "vandaria-wars": "relic"}[game]
    turn = "{player: alice, phase: main}" if game == "vandaria-wars" else \
        "{player: alice, phase: main, number: 3}"
    keys = f"player: {player}" + (f", phase: {phase}" if phase else "")
    return (f"game: {game}\nturn: {turn}\nplayers: {{alice: {{}}, bob: {{}}}}\ncards:\n"
            f"  Odd:\n    type: {kind}\n    abilities:\n      - {{name: Skip, kind: static, "
            f"effect: [{{replace: {{event: phase_started, {keys}}}}}]}}\n")


@pytest.mark.parametrize(("game", "phase"), [
    ("force-of-will", "draw"), ("force-of-will", "recovery"), ("force-of-will", "main"),
    ("force-of-will", "end"),
    ("riftbound", "awaken"), ("riftbound", "beginning"), ("riftbound", "channel"),
    ("riftbound", "draw"), ("riftbound", "main"), ("riftbound", "ending"),
    ("riftbound", "beginning_step"), ("riftbound", "scoring_step"), ("riftbound", "ending_step"),
    ("riftbound", "expiration_step"),
    ("vandaria-wars", "start"), ("vandaria-wars", "main"), ("vandaria-wars", "end")])
def test_a_phase_may_be_replaced_with_nothing(game: str, phase: str) -> None:
    """FOW 1031.1, RB 443.1-443.2, VW HP.31: a phase replaced is skipped; with no `instead` it
    is replaced with nothing (a skip). A Riftbound step too (RB 443.1.a.2)."""
    load_scenario_text(_phase_skip(game, phase), "<test>")


@pytest.mark.parametrize("step", ["before_draw", "after_draw", "end_of_turn", "cleanup"])
def test_a_force_of_will_step_skipped_is_exit_3(step: str) -> None:
    """FOW 1031.1 skips whole phases only: a step of one replaced is an honest exit 3 naming
    the rule."""
    with pytest.raises(UnsupportedMechanic, match=r"FOW 1031\.1"):
        load_scenario_text(_phase_skip("force-of-will", step), "<test>")


@pytest.mark.parametrize(("phase", "player", "key"), [
    (None, "controller", "replace.phase"), ("setup", "controller", "replace.phase"),
    ("lunch", "controller", "replace.phase")])
def test_a_phase_replaced_says_which_phase(phase: str | None, player: str, key: str) -> None:
    """`phase:` names a phase the game's turn has (the setup is no phase of a turn): else exit 2
    at the key."""
    with pytest.raises(InputError, match=key) as caught:
        load_scenario_text(_phase_skip("riftbound", phase, player), "<test>")
    assert not isinstance(caught.value, UnsupportedMechanic)


def test_a_phase_replaced_says_whose_turn() -> None:
    text = _phase_skip("force-of-will", "draw").replace("player: controller, ", "")
    with pytest.raises(InputError, match="whose turn"):
        load_scenario_text(text, "<test>")


def test_a_prevention_replaced_says_what_happens_instead() -> None:
    """A prevention replaced is replaced by something (`instead`): without it, exit 2 at the key
    (the damage dealt is what the replacement leaves, not a change of its own)."""
    text = CARD.replace(", player: controller,\n                              instead: "
                        "[{{draw: {{count: 1}}}}]", ", player: controller")
    assert "instead" not in text
    with pytest.raises(InputError, match="instead") as caught:
        load_scenario_text(text.format(event="prevented"), "<test>")
    assert not isinstance(caught.value, UnsupportedMechanic)



@pytest.mark.parametrize(("game", "why"), [("riftbound", r"RB 370\.1\.a"),
                                           ("force-of-will", "no event of this game"),
                                           ("vandaria-wars", "no event of this game")])
def test_a_choice_of_target_replaced_is_bad_input_naming_the_rule(game: str, why: str) -> None:
    """RB 370.1.a: events are game actions and game objects changing state; choosing targets is
    a step of playing (RB 355.7), neither, so no replacement can watch it (exit 2, located);
    the other games announce no choice at all."""
    assert_no_event_to_replace(game, "chosen", why)


def assert_no_event_to_replace(game: str, event: str, why: str) -> None:
    """CARD's replacement, in `game`'s own card type, watching `event`: a located exit 2 at
    its `replace.event` naming `why`, not the exit 3 of a mechanic judge lacks."""
    kind = {"force-of-will": "regalia", "riftbound": "gear", "vandaria-wars": "relic"}[game]
    text = CARD.replace("game: riftbound", f"game: {game}").replace("type: gear",
                                                                     f"type: {kind}")
    if game == "vandaria-wars":
        text = text.replace("turn: {{player: alice, phase: main, number: 3}}",
                            "turn: {{player: alice, phase: main}}")
    with pytest.raises(InputError, match=why) as caught:
        load_scenario_text(text.format(event=event), "<test>")
    assert not isinstance(caught.value, UnsupportedMechanic)
    assert "replace.event" in str(caught.value)


PASSIVE_DECREASE = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {}, bob: {}}
cards:
  Harbor Warlord:
    type: unit
    stats: {might: 6}
    abilities:
      - {name: Unbowed, kind: static,
         effect: [{replace: {event: reduced, object: self,
                             instead: [{modify: {target: self, stats: {might: 3}}}]}}]}
  Gloom Totem:
    type: gear
    abilities:
      - {name: Gloom, kind: static,
         effect: [{modify: {target: {each: {type: unit, controller: opponent}},
                            stats: {might: -1}}}]}
objects:
  - {id: warlord, card: Harbor Warlord, owner: bob, zone: base}
  - {id: totem, card: Gloom Totem, owner: alice, zone: base}
actions:
  - {by: alice, do: pass}
"""


def with_policy(text: str, option: str) -> str:
    """`text` under RB HP.37 `option` (`reduced.continuous`)."""
    return text.replace("players: {alice: {}, bob: {}}",
                        f"players: {{alice: {{}}, bob: {{}}}}\npolicies: {{reduced.continuous: "
                        f"{option}}}")


def test_a_passive_might_decrease_watched_by_a_replacement_follows_hp37() -> None:
    """RB 369, RB 370.1: a replacement steps in while an instruction is carried out; a passive
    ability's -1 Might is a continuous effect, carried out by no instruction, and whether "if my
    Might would be reduced" watches it the rules do not say (issue 11): RB HP.37 by default
    reads it as unseen, the Might lowered; under `replaced` a passive ability's decrease has no
    moment to carry out the instruction: exit 3 naming it, not the decrease silently applied."""
    from judge.app import resolve

    res = resolve(load_scenario_text(PASSIVE_DECREASE, "<test>"))
    assert res.final["objects"]["warlord"]["stats"]["might"] == 5
    with pytest.raises(UnsupportedMechanic, match="reduced events watching Harbor Warlord"):
        resolve(load_scenario_text(with_policy(PASSIVE_DECREASE, "replaced"), "<test>"))


@pytest.mark.parametrize(("option", "might"), [("not-replaced", 5), ("replaced", 9)])
def test_a_might_decrease_lasting_while_watched_by_a_replacement_follows_hp37(
        option: str, might: int) -> None:
    """RB 369: a decrease "while ..." is a continuous effect, as a passive's is: RB HP.37 by
    default lowers the Might, or (`replaced`) replaces the decrease as the effect is created,
    the unit getting +3 instead (RB 370.1.b)."""
    from judge.app import resolve

    text = PASSIVE_DECREASE.replace("""  Gloom Totem:
    type: gear
    abilities:
      - {name: Gloom, kind: static,
         effect: [{modify: {target: {each: {type: unit, controller: opponent}},
                            stats: {might: -1}}}]}""", """  Gloom Hex:
    type: spell
    targets: [{type: unit}]
    effect: [{modify: {target: $1, stats: {might: -1},
                       while: {count: {type: unit, controller: opponent},
                               at_least: 1}}}]""").replace(
        "  - {id: totem, card: Gloom Totem, owner: alice, zone: base}",
        "  - {id: hex, card: Gloom Hex, owner: alice, zone: hand}").replace(
        "  - {by: alice, do: pass}", "  - {by: alice, do: play, card: hex, targets: [warlord]}"
                                     "\n  - {by: alice, do: pass}\n  - {by: bob, do: pass}")
    res = resolve(load_scenario_text(with_policy(text, option), "<test>"))
    assert res.final["objects"]["warlord"]["stats"]["might"] == might


def test_reduced_is_no_trigger_event() -> None:
    """`reduced` is watched by replacement effects only: judge announces none, so a trigger on
    it would never trigger, and is bad input rather than a silent no."""
    text = PASSIVE_DECREASE.replace(
        "{name: Gloom, kind: static,", "{name: Gloom, kind: triggered, when: {event: reduced},")
    with pytest.raises(InputError, match="reduced"):
        load_scenario_text(text, "<test>")


def test_a_showdowns_beginning_replaced_is_exit_3_naming_the_rules() -> None:
    """RB 370.1.a.1, RB 323.8.a, RB 323.12: a replaced beginning leaves the showdown staged, to
    begin again at a later cleanup, and what becomes of a combat staged there (RB 344.1, RB
    464.1) the rules do not say: the exit 3 names those rules, not only "not implemented"."""
    text = CARD.replace("player: controller", "object: {{each: {{type: battlefield}}}}")
    with pytest.raises(UnsupportedMechanic) as caught:
        load_scenario_text(text.format(event="showdown_started"), "<test>")
    for rule in ("RB 370.1.a.1", "RB 323.8.a", "RB 323.12", "RB 344.1", "RB 464.1"):
        assert rule in str(caught.value), rule
