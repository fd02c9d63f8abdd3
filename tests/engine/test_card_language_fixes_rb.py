"""Card language claims pinned after Riftbound's card-text scenarios found them wrong (each test
failed before its fix)."""

from __future__ import annotations

import textwrap

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

RB_HEAD = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
"""
PLAYERS = """
players: {alice: {energy: 1}, bob: {}}
"""


def rb_text(body: str) -> str:
    """A Riftbound scenario: `body` (dedented), with two players unless it names them."""
    body = textwrap.dedent(body)
    return RB_HEAD + ("" if "\nplayers:" in body else PLAYERS) + body


def test_resources_nested_under_their_argument_name_are_refused_not_dropped() -> None:
    """`{gain: {resources: {xp: 1}}}` was read as a gain of nothing: the key that names the
    catch-all argument was left out of it and never reported (a silent wrong ruling)."""
    text = rb_text("""
    cards:
      Small Favor:
        type: spell
        effect: [{gain: {resources: {xp: 1}}}]
    objects:
      - {id: favor, card: Small Favor, owner: alice, zone: hand}
    """)
    with pytest.raises(InputError, match="resources"):
        load_scenario_text(text)


def test_an_effect_about_what_a_labelled_instruction_did_is_linked_without_keys_of_its_own(
) -> None:
    """"Kill a unit at a battlefield; its controller draws 2": the draw names the kill's unit
    (`{that: kill}`) but has no `if:`/`as:` of its own. It was carried out as a plain effect, so
    a mistargeted kill made it draw for nobody, silently, instead of being skipped as a linked
    instruction (RB 359.3.e.14.a) with the step saying so."""
    from judge.app import resolve

    res = resolve(load_scenario_text(rb_text("""
    players: {alice: {energy: 2}, bob: {energy: 1}}
    cards:
      Hidden Edge:
        type: spell
        cost: {energy: 2}
        targets: [{type: unit, at: battlefield}]
        effect:
          - destroy: {target: $1}
            as: kill
          - draw: {player: {controller_of: {that: kill}}, count: 2}
    objects:
      - {id: bf-a, card: Sunken Plaza, owner: bob, zone: "battlefield:bf-a"}
      - {id: warden, card: Stone Warden, owner: bob, zone: base}
      - {id: b1, card: Trainee Squire, owner: bob, zone: main_deck}
    chain:
      - {id: edge, card: Hidden Edge, controller: alice, targets: [warden]}
    """)))
    step = next(s for s in res.steps if s.item == "edge" and s.kind.value == "resolve")
    assert "its draw instruction does not happen" in step.summary, step.summary
    assert res.final["objects"]["b1"]["zone"] == "main_deck"


OATHSWORN = """
cards:
  Oathsworn:
    type: unit
    stats: {might: 3}
    abilities:
      - name: Oath
        kind: static
        effect:
          - replace:
              event: destroyed
              object: {each: {type: unit, controller: you}}
              instead: [{destroy: {target: self}}]
objects:
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
  - {id: oath1, card: Oathsworn, owner: alice, zone: base}
  - {id: oath2, card: Oathsworn, owner: alice, zone: base}
chain:
  - {id: snuff, card: Snuff Out, controller: bob, targets: [squire]}
"""
SNUFF = """
  Snuff Out:
    type: spell
    targets: [{type: unit}]
    effect: [{destroy: {target: $1}}]
"""


def _oaths(extra: str = "") -> dict[str, object]:
    from judge.app import resolve

    text = rb_text(OATHSWORN.replace("objects:", SNUFF.lstrip("\n") + "objects:", 1) + extra)
    return resolve(load_scenario_text(text)).final["objects"]  # type: ignore[no-any-return]


def test_a_replacement_applies_once_to_an_event_and_to_the_events_that_replaced_it() -> None:
    """RB 370.2's own example: two "if a friendly unit would die, kill me instead" units. The
    first replaces the Squire's death with its own, the second replaces that with its own, and
    neither may apply again, so the second dies. The engine let each apply again to the death
    that replaced its event: endless recursion (an internal error)."""
    objects = _oaths()
    zones = {k: objects[k]["zone"] for k in ("squire", "oath1", "oath2")}  # type: ignore[index]
    assert zones["squire"] == "base"
    assert sorted((zones["oath1"], zones["oath2"])) == ["base", "trash"], zones


def test_static_replacements_apply_by_default_in_the_order_their_objects_arrived() -> None:
    """Without a decision, replacements apply in the order they began; a static ability's began
    when its object arrived on the board. They were taken in the order of a set of ids (and
    each stamped anew), so the default order changed with Python's hash seed."""
    from judge.engine.replacements import watching
    from judge.engine.resolver import Resolver
    from judge.games import find_game

    text = rb_text(OATHSWORN.replace("objects:", SNUFF.lstrip("\n") + "objects:", 1))
    r = Resolver(load_scenario_text(text), find_game("riftbound"))
    r.static_sources = _Backwards(r.static_sources)  # type: ignore[assignment]
    found = watching(r.table, "destroyed", r.state.objects["squire"])
    assert [x.source for x in found] == ["oath1", "oath2"]


class _Backwards(set[str]):
    """A set iterated in reverse sorted order: whatever order a set happens to give."""

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(sorted(super().__iter__(), reverse=True))


def test_the_order_of_replacements_chosen_in_decisions_applies() -> None:
    """`decisions: {replacements: {order: [...]}}` lists object ids (the loader refuses anything
    else), but the order was looked up by replacement ids, which no file can name: the chosen
    order never applied. It names the replacements' sources (RB 372: the controller of the unit
    acted on chooses; here Alice puts the second Oathsworn first)."""
    objects = _oaths("decisions: {replacements: {order: [oath2, oath1]}}\n")
    zones = {k: objects[k]["zone"] for k in ("squire", "oath1", "oath2")}  # type: ignore[index]
    assert zones == {"squire": "base", "oath1": "trash", "oath2": "base"}
