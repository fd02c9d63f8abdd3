"""Vandaria Wars: the register, as claims (scenarios pin the rulings; these pin mechanisms)."""

from __future__ import annotations

import re

from judge.engine.resolution import Resolution
from judge.engine.trace import StepKind
from judge.games import find_game
from judge.i18n import translator
from judge.msg import say

from ..conftest import ROOT
from ..helpers import assert_cites, assert_fizzled, assert_resolved, ruling, zone

BASE = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 5}
  bob: {gold: 5}
cards:
  Watchman:
    type: follower
    stats: {atk: 1, hp: 9}
    abilities:
      - {name: Alarm, kind: triggered, when: {event: damaged, object: self},
         effect: [{draw: {count: 1}}]}
objects:
  - {id: watchman, card: Watchman, owner: bob, zone: field}
  - {id: trader, card: Trader Male, owner: bob, zone: field}
  - {id: d1, card: Trader Male, owner: bob, zone: deck}
  - {id: d2, card: Trader Male, owner: bob, zone: deck}
"""


def test_the_register_is_locked_while_it_results() -> None:
    """No step between the first and last resolution of a register gives anyone priority."""
    res = ruling(BASE + """
register:
  - {id: a, card: Sample Spark, controller: alice, targets: [trader]}
  - {id: b, card: Sample Spark, controller: alice, targets: [watchman]}
  - {id: c, card: Sample Spark, controller: bob, targets: [watchman]}
""")
    first = next(s.index for s in res.steps if s.kind == StepKind.RESOLVE and s.item == "c")
    last = next(s.index for s in res.steps if s.kind == StepKind.RESOLVE and s.item == "a")
    between = res.steps[first - 1:last]
    assert [s.kind for s in between if s.kind in (StepKind.PASS, StepKind.PRIORITY)] == []
    assert_resolved(res, ["c", "b", "a", "watchman.alarm#2", "watchman.alarm"])
    assert_cites(res, "VW REG.5")


def test_trigger_during_resolution_waits_for_a_new_register() -> None:
    res = ruling(BASE + """
register:
  - {id: a, card: Sample Spark, controller: alice, targets: [trader]}
  - {id: b, card: Sample Spark, controller: alice, targets: [watchman]}
""")
    assert_resolved(res, ["b", "a", "watchman.alarm"])
    new_register = next(s for s in res.steps if "new register opens" in s.summary)
    resolve_a = next(s for s in res.steps if s.item == "a" and s.kind == StepKind.RESOLVE)
    assert resolve_a.index < new_register.index


def test_the_top_of_the_register_is_the_last_item_listed() -> None:
    res = ruling(BASE + """
register:
  - {id: bottom, card: Profit, controller: bob}
  - {id: top, card: Profit, controller: alice}
""")
    assert_resolved(res, ["top", "bottom"])


def test_a_failed_action_goes_to_the_graveyard() -> None:
    res = ruling(BASE + """
register:
  - {id: shot, card: Gun Shot, controller: alice, targets: [trader]}
  - {id: recall, card: Sample Recall, controller: bob, targets: [trader]}
""")
    assert_fizzled(res, ["shot"])
    assert zone(res, "shot") == "graveyard"
    assert zone(res, "trader") == "hand"


def test_gold_skills_are_listed_as_resolved_because_they_enter_the_register() -> None:
    res = ruling(BASE + """
  - {id: mine, card: Sample Mine, owner: alice, zone: field}
actions:
  - {by: alice, do: activate, object: mine, ability: Dig}
then: stop
""")
    assert_resolved(res, ["mine.dig"])
    assert res.final["players"]["alice"]["gold"] == 6
    assert_cites(res, "VW REG.10.b")


def test_every_ruling_names_only_policies_it_consulted() -> None:
    res = ruling(BASE + """
register:
  - {id: profit, card: Profit, controller: bob}
""")
    assert res.policies == {}


def test_the_docs_map_every_rule_id_to_the_guide_passage() -> None:
    """docs/games/vandaria-wars.md keeps a table from each VW id (paragraph or sentence) to the
    guide's passage; it lists exactly the rules of the rulebook, with their `source`."""
    text = (ROOT / "docs/games/vandaria-wars.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `(VW [A-Z]+(?:\.[0-9a-z]+)*)` \| [^|]+ \| ([^|]+) \|$", text,
                           re.M))
    rules = {rid: r for rid, r in find_game("vandaria-wars").data.rules.items()
             if r.kind != "policy"}
    assert sorted(rows) == sorted(rules)
    for rid, passage in rows.items():
        assert passage.strip() == (rules[rid].source or "").removeprefix("VWG "), rid


def test_every_paragraph_with_several_deciding_sentences_is_split() -> None:
    """A paragraph of the guide that decides more than one thing has an id for each sentence,
    and each sentence id sits under its paragraph's id (`judge rule` shows the chain)."""
    from judge.games import find_game

    data = find_game("vandaria-wars").data
    for parent in ("VW REG.1", "VW REG.3", "VW REG.4", "VW REG.6", "VW REG.8", "VW REG.9",
                   "VW REG.10", "VW REG.12", "VW REG.13", "VW REG.14", "VW REG.15", "VW OV.2"):
        kids = data.children.get(parent, [])
        assert len(kids) >= 2, parent
        assert all(data.parent(k) == parent for k in kids)


def test_a_summoned_card_moved_off_the_register_by_another_card_is_ruled_by_hp21() -> None:
    """A summoned card is itself what is registered (VW REG.1.a); the guide says nothing of its
    summon once another card returns it to a hand. That was exit 3; VW HP.21 now rules it for
    every permanent type (by default the summon is cancelled with its card). A moved Action
    card's skill is ruled by VW HP.19 (scenarios/vandaria-wars/action-card/)."""
    from judge.games.vandaria_wars.state import PERMANENTS

    for kind in PERMANENTS:
        text = f"""
game: vandaria-wars
turn: {{player: alice, phase: main}}
players:
  alice: {{gold: 2}}
  bob: {{gold: 2}}
cards:
  Stand-in: {{type: {kind}, cost: {{gold: 1}}}}
  Recall:
    {{type: action, cost: {{gold: 1}}, targets: [{{type: {kind}, zone: register}}],
     effect: [{{move_zone: {{target: $1, to: hand}}}}]}}
objects:
  - {{id: card, card: Stand-in, owner: alice, zone: hand}}
  - {{id: recall, card: Recall, owner: bob, zone: hand}}
actions:
  - {{by: alice, do: play, card: card}}
  - {{by: alice, do: pass}}
  - {{by: bob, do: play, card: recall, targets: [card]}}
"""
        res = ruling(text)
        assert zone(res, "card") == "hand", kind
        assert [f.item for f in res.fizzled] == ["card"], kind


def test_a_refund_says_what_is_given_back_and_a_sacrifice_is_not() -> None:
    """VW HP.8 `refund` gives back the gold paid; the note said "the cost of oath is given
    back" though the Follower sacrificed for it stays in the graveyard."""
    res = ruling((ROOT / "scenarios/vandaria-wars/costs/"
                  "sacrifice-stays-paid-when-the-skill-fails.yaml").read_text(encoding="utf-8"))
    notes = [f.message for f in res.findings if f.kind == "note"]
    assert "the 1 gold paid for oath is given back" in notes, notes
    assert zone(res, "militia") == "graveyard"


def test_a_card_is_summoned_an_action_and_a_skill_used_in_every_language() -> None:
    """The guide's words (VW REG.1.a-b, REG.12.a): a Territory, Follower, Relic or Rune is
    summoned (di-summon), an Action card and a skill are used (digunakan). Every step, action
    label and answer said "plays" / "memainkan" and "activates" / "mengaktifkan" for all."""
    from judge.i18n import translator
    from judge.msg import say

    res = ruling((ROOT / "scenarios/vandaria-wars/summon-moved/"
                  "follower-sent-back-summon-results.yaml").read_text(encoding="utf-8"))
    plays = [st for st in res.steps if st.kind == StepKind.PLAY]
    assert [st.summary for st in plays] == [
        "alice summons Trader Male (trader) into the register",
        "bob summons Call Back (callback) targeting Trader Male (trader) into the register"]
    assert [say(st.said, translator("id")) for st in plays if st.said is not None] == [
        "alice men-summon Trader Male (trader) ke register",
        "bob men-summon Call Back (callback) dengan target Trader Male (trader) ke register"]
    assert res.actions[0] == "alice summons Trader Male"
    told = " ".join(f.text for f in res.answer)
    assert "when alice summons Trader Male (trader) at step 1" in told, told
    assert "when bob summons Call Back (callback) at step 4" in told, told
    skill = ruling((ROOT / "scenarios/vandaria-wars/entering-the-register/"
                    "a-used-skill-waits-in-the-register.yaml").read_text(encoding="utf-8"))
    used = next(st for st in skill.steps if st.kind == StepKind.ACTIVATE)
    assert used.summary.startswith("alice uses Archer (archer)'s Volley as"), used.summary
    assert used.said is not None
    assert say(used.said, translator("id")).startswith("alice menggunakan Volley milik Archer")


def test_where_a_resulted_action_goes_cites_the_rule_that_sends_it() -> None:
    """VW HP.8 sends a resulted Action to its owner's graveyard; the answer "it goes to alice's
    graveyard" and "Call Back ends in bob's graveyard, when it results" cited only the
    register's order (VW REG.4.b), which decides when, not where."""
    res = ruling((ROOT / "scenarios/vandaria-wars/citations/"
                  "a-resulted-action-goes-to-the-graveyard.yaml").read_text(encoding="utf-8"))
    lead = next(f for f in res.answer if f.lead)
    # ("Where does the card go?": the place first, answer first)
    assert lead.text.startswith("Profit (profit) ends in alice's graveyard") and \
        "VW HP.8" in lead.citations, lead
    res = ruling((ROOT / "scenarios/vandaria-wars/summon-moved/"
                  "follower-sent-back-summon-results.yaml").read_text(encoding="utf-8"))
    back = next(f for f in res.answer if f.subject.id == "callback")
    assert back.text.startswith("Call Back (callback) ends in bob's graveyard"), back.text
    assert back.citations == ("VW HP.8",), back



def test_gold_short_for_an_additional_x_cites_the_additional_cost_rule() -> None:
    """The gold refused includes "Bayar x gold" (an additional cost): the refusal cites VW
    REG.14.a beside the gold cost's REG.13.b."""
    res = ruling("""
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 3}
  bob: {gold: 0}
cards:
  Fire Tithe:
    type: action
    cost: {gold: 1}
    additional_cost: {gold: x}
    targets: [{type: follower}]
    effect: [{damage: {target: $1, amount: {x: true}}}]
objects:
  - {id: tithe, card: Fire Tithe, owner: alice, zone: hand}
  - {id: trader, card: Trader Male, owner: bob, zone: field}
actions:
  - {by: alice, do: play, card: tithe, targets: [trader], choices: {x: 3}}
then: stop
""")
    rejected = [s for s in res.steps if s.kind == StepKind.REJECT]
    assert len(rejected) == 1
    assert rejected[0].citations == ("VW REG.13.b", "VW REG.14.a")


REGISTERED = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 5}
  bob: {gold: 5}
cards:
  Sample Bounce:
    type: action
    targets: [{zone: field}]
    effect: [{move_zone: {target: $1, to: hand}}]
  Hush:
    type: action
    targets: [{item: true}]
    effect: [{cancel: {target: $1}}]
objects:
  - {id: trader, card: Trader Male, owner: bob, zone: field}
  - {id: mine, card: Sample Mine, owner: alice, zone: field}
  - {id: shot, card: Gun Shot, owner: alice, zone: hand}
  - {id: knight, card: Sample Knight, owner: alice, zone: hand}
  - {id: bounce, card: Sample Bounce, owner: bob, zone: hand}
  - {id: spark, card: Sample Spark, owner: bob, zone: hand}
  - {id: hush, card: Hush, owner: bob, zone: hand}
"""


def _refusal(res: Resolution, index: int) -> tuple[str, ...]:
    """The rules the refusal of action `index` cites."""
    return next(s.citations for s in res.steps if s.kind == StepKind.REJECT and s.action == index)


def test_a_card_waiting_in_the_register_is_refused_as_a_target_in_play_by_where_it_is() -> None:
    """A used Action is in neither the hand nor play (VW REG.12.b), a summoned card enters play
    only as it results (VW REG.1.e): either decides why text asking for a card in play cannot
    name it, not the Holy/Dark illustration of a target's kind (VW REG.8.a)."""
    res = ruling(REGISTERED + """
actions:
  - {by: alice, do: play, card: shot, targets: [trader]}
  - {by: alice, do: pass}
  - {by: bob, do: play, card: bounce, targets: [shot]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: knight}
  - {by: alice, do: pass}
  - {by: bob, do: play, card: spark, targets: [knight]}
then: stop
""")
    assert _refusal(res, 2) == ("VW REG.12.b",)
    assert _refusal(res, 7) == ("VW REG.1.e",)


def test_a_gold_skill_that_resulted_at_once_is_refused_as_an_answer_by_reg_1d() -> None:
    """A gold skill goes into the register and results at once (VW REG.10.a-b): a cancel aimed
    at it afterwards names something that has resulted (VW REG.1.d), not a target of the wrong
    kind."""
    res = ruling(REGISTERED + """
actions:
  - {by: alice, do: play, card: shot, targets: [trader]}
  - {by: alice, do: activate, object: mine, ability: Dig}
  - {by: alice, do: pass}
  - {by: bob, do: play, card: hush, targets: [mine.dig]}
then: stop
""")
    assert _refusal(res, 3) == ("VW REG.1.d",)


def test_too_few_targets_is_refused_in_the_readers_language() -> None:
    """"it needs 1 target (...), 0 given" was English in every language ("[en: ...]" in an
    Indonesian ruling: an Option- chosen with no target, VW REG.14.b)."""
    res = ruling(REGISTERED + """
actions:
  - {by: alice, do: play, card: shot}
then: stop
""")
    step = next(s for s in res.steps if s.kind == StepKind.REJECT)
    assert step.said is not None
    assert "needs 1 target (follower), 0 given" in step.summary
    for lang in ("id", "th"):
        said = say(step.said, translator(lang))
        assert "[en: " not in said and "needs" not in said, said


def test_damage_to_a_player_is_a_mechanic_judge_cannot_rule_on() -> None:
    """The guide gives a player no life or points: damage dealt to one is exit 3, naming it,
    never damage that silently does nothing (before: 'deals 3 damage to bob', and no change)."""
    import pytest

    from judge.errors import UnsupportedMechanic

    with pytest.raises(UnsupportedMechanic,
                       match="damage would be dealt to the player bob: Vandaria Wars gives"):
        ruling("""
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 1}
  bob: {gold: 0}
cards:
  Curse:
    type: action
    cost: {gold: 1}
    targets: [{player: true}]
    effect: [{damage: {target: $1, amount: 3}}]
objects:
  - {id: curse, card: Curse, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: curse, targets: [bob]}
""")


def test_a_triggered_skills_option_with_its_own_cost_is_ruled_not_ignored() -> None:
    """An Option- of a triggered skill that carries its own cost was exit 3; it is chosen and
    paid as the skill is registered (VW REG.14.a-b), never a cost silently ignored: the file
    that does not say which Option- it takes is told to (exit 2)."""
    import pytest

    from judge.errors import InputError

    with pytest.raises(InputError, match="costs of their own: say which one"):
        ruling("""
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 1}
  bob: {gold: 0}
cards:
  Herald:
    type: follower
    stats: {atk: 1, hp: 1}
    abilities:
      - name: Call
        kind: triggered
        when: {event: damaged, object: self}
        modes:
          - {name: Gold, cost: {gold: 1}, effect: [{draw: {count: 1}}]}
          - {name: Free, effect: [{draw: {count: 1}}]}
  Jab:
    type: action
    targets: [{type: follower}]
    effect: [{damage: {target: $1, amount: 1}}]
objects:
  - {id: herald, card: Herald, owner: alice, zone: field}
  - {id: jab, card: Jab, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: jab, targets: [herald]}
""")

def test_an_options_own_cost_never_exhausts() -> None:
    """An Option-'s own cost that exhausts is refused where the file loads: a card is not
    exhausted to play it, and a skill's exhausting is the skill's own cost."""
    import pytest

    from judge.errors import InputError

    with pytest.raises(InputError, match="exhaust"):
        ruling("""
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 1}
  bob: {gold: 0}
cards:
  Twin:
    type: action
    modes:
      - {name: A, cost: {exhaust: self}, effect: [{draw: {count: 1}}]}
objects:
  - {id: twin, card: Twin, owner: alice, zone: hand}
""")


TREASURER = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 2}
  bob: {gold: 0}
cards:
  Treasurer:
    type: follower
    cost: {gold: 1}
    stats: {atk: 1, hp: 2}
    abilities:
      - name: Thrift
        kind: static
        effect: [{cost_change: {target: {each: {type: action, controller: you, zone: any}},
                                less: {gold: 1}}}]
objects:
  - {id: gt, card: Treasurer, owner: alice, zone: hand}
  - {id: gs, card: Gun Shot, owner: alice, zone: hand}
  - {id: mil, card: Sample Militia, owner: bob, zone: field}
actions:
  - {by: alice, do: play, card: gt}
  - {by: alice, do: play, card: gs, targets: [mil]}
"""


def test_a_discount_of_a_card_still_in_the_register_is_named_in_the_refusal() -> None:
    """A payment refused while the Follower whose static ability would lower it waits in the
    register says why the reduction is not there: it enters play only as it results (VW
    REG.1.e), cited beside the payment rule (VW REG.13.b)."""
    res = ruling(TREASURER)
    assert _refusal(res, 1) == ("VW REG.13.b", "VW REG.1.e")
    reason = next(s for s in res.steps if s.kind == StepKind.REJECT and s.action == 1)
    assert "Thrift changes nothing: it works only in play" in (reason.reason or ""), reason


def test_a_discount_in_play_is_no_excuse_named_in_a_refusal() -> None:
    """Once in play the Follower's reduction applies; a payment still short names no waiting
    card (only cards in the register are said not to count yet)."""
    res = ruling(TREASURER.replace("alice: {gold: 2}", "alice: {gold: 0}").replace(
        "{id: gt, card: Treasurer, owner: alice, zone: hand}",
        "{id: gt, card: Treasurer, owner: alice, zone: field}").replace(
        "  - {by: alice, do: play, card: gt}\n", ""))
    assert "VW REG.13.b" in _refusal(res, 0) and "VW REG.1.e" not in _refusal(res, 0)


def test_an_action_waiting_in_the_register_is_refused_as_a_discard_by_reg_12b() -> None:
    """A discard cost naming a used Action still in the register says where it is and cites VW
    REG.12.b (neither in the hand nor in play) first (before: only "the cost needs 1 card(s)
    from alice's hand", with no word of the card chosen)."""
    res = ruling("""
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 3}
  bob: {gold: 0}
cards:
  Scavenge:
    type: action
    cost: {gold: 1}
    additional_cost: {discard: 1}
    effect: [{draw: {count: 2}, if: {did: cost}}]
objects:
  - {id: gs, card: Gun Shot, owner: alice, zone: hand}
  - {id: scav, card: Scavenge, owner: alice, zone: hand}
  - {id: mil, card: Sample Militia, owner: bob, zone: field}
actions:
  - {by: alice, do: play, card: gs, targets: [mil]}
  - {by: alice, do: play, card: scav, choices: {discard: [gs]}}
""")
    assert _refusal(res, 1)[0] == "VW REG.12.b"
    reason = next(s for s in res.steps if s.kind == StepKind.REJECT and s.action == 1)
    assert "Gun Shot (gs) is in the register, not in the hand" in (reason.reason or ""), reason
