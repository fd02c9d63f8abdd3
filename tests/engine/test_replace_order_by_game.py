"""A redirect or a "becomes" replacement of damage in a game without Force of Will's 910.2a:
Riftbound lets the affected object's controller order every replacement, prevention being one
(RB 369.2, 372), and the Vandaria Wars guide says nothing of how several are ordered, so its
house policy VW HP.22 reads them the same way. judge follows a chosen order where the rules or a
house policy give one (a prevention the order does not place where RB HP.20 or VW HP.22 says),
and otherwise cannot rule (exit 3), never ordering them silently (issue 11)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import UnsupportedMechanic

RB = """
game: riftbound
turn: {{player: alice, phase: main, number: 3}}
players: {{alice: {{energy: 3}}, bob: {{energy: 3}}}}
cards:
  Bolt: {{type: spell, targets: [{{type: unit}}], effect: [{{damage: {{target: $1, amount: 2}}}}]}}
  Ward: {{type: spell, targets: [{{type: unit}}], effect: [{{prevent: {{target: $1, amount: 1}}}}]}}
  Bodyguard:
    type: unit
    stats: {{might: 5}}
    abilities:
      - {{name: Cover, kind: static, effect: [{{replace: {{event: damaged,
          object: {{each: {{type: unit, controller: you}}}}, redirect: self}}}}]}}
  Page: {{type: unit, stats: {{might: 3}}{page}}}
objects:
  - {{id: guard, card: Bodyguard, owner: bob, zone: base}}
  - {{id: page, card: Page, owner: bob, zone: base}}
chain:
{chain}
actions:
{actions}
{extra}
"""


def rb(chain: str, actions: str, page: str = "", extra: str = "") -> str:
    return RB.format(chain=chain, actions=actions, page=page, extra=extra)


def test_riftbound_a_redirect_beside_a_prevention_follows_the_chosen_order() -> None:
    """RB 369.2, 372: the prevention is a replacement Bob orders with the redirect, each applied
    to the damage as the one before left it (judge once applied the prevention last whatever he
    chose, and then refused to rule)."""
    def ruled(order: str) -> dict[str, object]:
        text = rb("  - {id: bolt, card: Bolt, controller: alice, targets: [page]}\n"
                  "  - {id: ward, card: Ward, controller: bob, targets: [page]}",
                  "  - {by: alice, do: pass}\n  - {by: bob, do: pass}\n"
                  "  - {by: alice, do: pass}\n  - {by: bob, do: pass}",
                  extra=f"decisions: {{replacements: {{order: [{order}]}}}}")
        res = resolve(load_scenario_text(text, "<test>"))
        assert "RB 372" in res.citations
        return {k: res.final["objects"][k]["damage"] for k in ("guard", "page")}

    assert ruled("ward, guard.Cover") == {"guard": 1, "page": 0}
    assert ruled("guard.Cover, ward") == {"guard": 2, "page": 0}


BECOMES_ONE = (", abilities: [{name: Tough, kind: static, effect: [{replace: {event: damaged, "
               "object: self, becomes: 1}}]}]")


def test_riftbound_a_redirect_beside_a_becomes_follows_the_chosen_order() -> None:
    """RB 372: Bob, who controls the Page, orders the two; judge follows his order."""
    def ruled(order: str) -> dict[str, object]:
        text = rb("  - {id: bolt, card: Bolt, controller: alice, targets: [page]}",
                  "  - {by: alice, do: pass}\n  - {by: bob, do: pass}", page=BECOMES_ONE,
                  extra=f"decisions: {{replacements: {{order: [{order}]}}}}")
        res = resolve(load_scenario_text(text, "<test>"))
        assert "RB 372" in res.citations
        return {k: res.final["objects"][k]["damage"] for k in ("guard", "page")}

    assert ruled("page.Tough, guard.Cover") == {"guard": 1, "page": 0}
    assert ruled("guard.Cover, page.Tough") == {"guard": 2, "page": 0}


VW = """
game: vandaria-wars
turn: {player: alice, phase: main}
players: {alice: {gold: 5}, bob: {gold: 5}}
cards:
  Zap: {type: action, targets: [{type: follower}], effect: [{damage: {target: $1, amount: 2}}]}
  Bodyguard:
    type: follower
    stats: {atk: 1, hp: 5}
    abilities:
      - {name: Cover, kind: static, effect: [{replace: {event: damaged, object: {each: {type:
          follower, controller: you}}, redirect: self}}]}
  Page: {type: follower, stats: {atk: 1, hp: 3}PAGE}
objects:
  - {id: guard, card: Bodyguard, owner: bob, zone: field}
  - {id: page, card: Page, owner: bob, zone: field}
register:
  - {id: zap, card: Zap, controller: alice, targets: [page]}
actions:
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""


def test_vandaria_wars_a_redirect_alone_is_ruled() -> None:
    res = resolve(load_scenario_text(VW.replace("PAGE", ""), "<test>"))
    assert res.final["objects"]["guard"]["damage"] == 2
    assert res.final["objects"]["page"]["damage"] == 0


def test_vandaria_wars_a_redirect_beside_a_becomes_follows_the_chosen_order() -> None:
    """VW HP.22: Bob, who controls the Page, orders the two (it was exit 3: the guide is silent);
    without a choice they apply in the order they began (the Bodyguard came into play first)."""
    def ruled(order: str) -> dict[str, object]:
        text = VW.replace("PAGE", BECOMES_ONE) + (
            f"decisions: {{replacements: {{order: [{order}]}}}}\n" if order else "")
        res = resolve(load_scenario_text(text, "<test>"))
        assert "VW HP.22" in res.citations
        assert res.policies == {"replace.damage_order": "began"}
        return {k: res.final["objects"][k]["damage"] for k in ("guard", "page")}

    assert ruled("page.Tough, guard.Cover") == {"guard": 1, "page": 0}
    assert ruled("guard.Cover, page.Tough") == {"guard": 2, "page": 0}
    assert ruled("") == {"guard": 2, "page": 0}


def test_a_game_whose_rules_and_policies_do_not_order_them_is_exit_3(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Without a rule (RB 372, FOW 910.2a) or a house policy (VW HP.22) on their order, judge
    does not make one up."""
    from judge.games.vandaria_wars import VandariaWars

    monkeypatch.setattr(VandariaWars, "damage_order_policy", None)
    text = VW.replace("PAGE", BECOMES_ONE)
    with pytest.raises(UnsupportedMechanic, match="order this game's rules do not say"):
        resolve(load_scenario_text(text, "<test>"))
