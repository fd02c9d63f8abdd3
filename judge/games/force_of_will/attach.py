"""Cards attached to a J/ruler (FOW 1032), held in the item area (FOW 313.1).

- `attach: {card: <ref>, to: <ref>}` puts each card `card` names into the item area of the
  J/ruler's controller, under that player's control (FOW 313.3), attached to that J/ruler
  (FOW 1032.1). A J/ruler is a ruler in a ruler area or a J-ruler in the field; with none among
  `to`, nothing is attached and the card stays where it is.
- The filter key `attached_to_j_ruler: true` finds a card in its controller's item area attached
  to a J/ruler (FOW 1032.2); with `controller: you`, "a card attached to your J/ruler".
- A J/ruler that moves between the field and its controller's ruler area is the same object
  (FOW 302.3 for rulers), so its cards stay attached (FOW 1032.3) with no work here.
- A J/ruler that goes anywhere else: the rules say nothing. House policy FOW HP.5
  (`attach.host_leaves`): `stays` (the default) keeps the card in the item area attached to
  nothing, so it is no longer a card attached to a J/ruler; `graveyard` puts it into its
  owner's graveyard, as an addition added to nothing is (FOW 1207.1).
- A spell on the chase: one a chant's own text attaches as it resolves follows house policy FOW
  HP.35. Another spell (a card on the chase, FOW 312.3) is moved off the chase into the item
  area like any card: its card is no longer the spell, so nothing of it resolves (312.1, 312.3:
  `ChaseRules.item_is_its_card`), and it is a new object there (302.3); one with [Untouchable]
  cannot be moved by a spell or ability and stays (1167.2), and a played copy ceases to exist as
  it leaves the chase (1017.3).
- A file may start with one: an object `{zone: item_area, attached_to: <J/ruler>}` with the same
  controller as the J/ruler (FOW 313.3).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.declare import EffectDecl
from judge.engine.events import Event, EventKind
from judge.engine.refs import refs
from judge.engine.trace import StepKind
from judge.games.force_of_will.state import ext
from judge.model.args import required
from judge.model.effects import Effect, Ref, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, GameState, StackItem
from judge.msg import Msg, Said, phrase, phrases, said_of, word
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

ITEM_AREA = "item_area"
#: Where a ruler and a J-ruler are J/rulers (FOW 1032.1 names a J/ruler in play).
J_RULER_ZONES = {"ruler": "ruler_area", "j_ruler": "field"}


def is_j_ruler(obj: GameObject | None) -> bool:
    """A ruler in a ruler area or a J-ruler in the field."""
    return obj is not None and any(obj.card.is_type(kind) and obj.zone == zone
                                   for kind, zone in J_RULER_ZONES.items())


def attached_to_j_ruler(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key: a card in its controller's item area attached to a J/ruler that player
    controls (FOW 1032.2)."""
    host = state.objects.get(obj.attached_to or "")
    held = obj.zone == ITEM_AREA and is_j_ruler(host) and host is not None \
        and host.controller == obj.controller
    return held == bool(value)


@dataclass(frozen=True)
class Attach(Effect):
    """`attach: {card: $1, to: <J/ruler>}`: attach a card to a J/ruler (FOW 1032.1)."""

    kind: ClassVar[str] = "attach"
    card: Ref = arg(required("target", "the card attached"))
    to: Ref = arg(required("target", "the J/ruler it is attached to"))


def run_attach(t: Table, item: StackItem, e: Attach) -> str | None:
    hosts = [h for i in refs(t, item, e.to)
             if (h := t.state.objects.get(i)) is not None and is_j_ruler(h)]
    t.cite_also_rule("FOW 1032.1")
    if not hosts:
        return phrase(Msg("there is no J/ruler to attach it to: nothing is attached"))
    host, out = hosts[0], []
    for oid in refs(t, item, e.card):
        card = t.state.objects.get(oid)
        if card is None or card.id == host.id:
            continue
        if card.zone == t.game.stack_zone and oid == item.source and _stays_a_resolving_chant(t):
            out.append(phrase(Msg("{object} is not attached: as a resolved chant it goes to its "
                                  "owner's graveyard", object=t.name(oid))))
            continue
        if card.zone == t.game.stack_zone and oid != item.source:
            kept = _spell_kept(t, card)
            if kept is not None:
                out.append(kept)
                continue
        if card.zone == t.game.stack_zone and card.copy_of is not None:
            out.append(_copy_ceases(t, item, card))
            continue
        t.move(card, ITEM_AREA, cause=item.id, how="attached")
        card.controller = host.controller  # FOW 313.3: under that player's control
        card.attached_to = host.id
        t.cite_also_rule("FOW 313.3")
        t.cite_also_rule("FOW 313.1")  # the item area holds cards attached to a J/ruler
        out.append(phrase(Msg("{object} is attached to {host} in {player}'s item area",
                              object=t.name(oid), host=t.name(host.id),
                              player=host.controller)))
    return phrases(out)


def _spell_kept(t: Table, card: GameObject) -> Said | None:
    """Another spell on the chase being attached: what keeps it there, said, or None. Moving it
    is moving a card the chase item is (312.1, 312.3), so `move` takes the item off the chase
    with it and it never resolves; [Untouchable] forbids a spell or ability to move it
    (1167.2), the check `move_zone` makes too."""
    waiting = t.state.item(card.id)
    refusal = t.game.objects.item_refusal(t, waiting, "move") if waiting else None
    if refusal is None:
        return None
    for rule in refusal.citations:
        t.cite_also_rule(rule)
    return phrase(Msg("{object} stays on the {stack}: {why}", object=t.name(card.id),
                      stack=word(t.game.stack_word), why=said_of(refusal.reason)))


def _copy_ceases(t: Table, item: StackItem, card: GameObject) -> Said:
    """A copy of a card on the chase, played (FOW 1017.6), stops existing as it leaves the chase
    (1017.6a: it never reaches its destination), so it is never attached. (1017.3c is the rule
    of a copied spell, which is not played, 1017.3: it has no card on the chase to attach.)"""
    from judge.engine.copies import GONE

    t.move(card, GONE, cause=item.id, how="ceases to exist")
    t.cite_also_rule("FOW 1017.6a")
    return phrase(Msg("{object} is a copy: it leaves the chase and ceases to exist",
                      object=t.name(card.id)))


def _stays_a_resolving_chant(t: Table) -> bool:
    """The resolving chant attaching itself: house policy FOW HP.35 (`attach.resolving_spell`)
    says whether the attachment is final (`stays-attached`, the default: it leaves the chase as
    a new object, 302.3) or 703.3 wins (`graveyard`: it is not attached, and goes to the
    graveyard as it finishes resolving)."""
    t.cite_also_rule(t.policy_id("attach.resolving_spell"))
    if t.policy_is("attach.resolving_spell", "graveyard"):
        t.cite_also_rule("FOW 703.3")
        return True
    t.cite_also_rule("FOW 302.3")
    return False


ATTACH = EffectDecl(Attach, run_attach, "attach {card} to {to}")
#: The moves of a J/ruler its attached cards follow (FOW 1032.3).
HOST_ZONES = frozenset(J_RULER_ZONES.values())
STAYING = frozenset({("field", "ruler_area"), ("ruler_area", "field")})


def on_event(t: Table, event: Event) -> None:
    """FOW 1032.3: a J/ruler moving between the field and its controller's ruler area keeps
    its attached cards attached (it is the same object, so they need no change: said here).
    Any object leaving those zones is noted for `hosts_gone`, which looks only then (the rule
    processes run at every step)."""
    if event.zone_from in HOST_ZONES and event.object is not None and \
            event.kind in (EventKind.MOVED, EventKind.LEFT):
        ext(t.state).hosts_moved.add(event.object)
    if event.kind is not EventKind.MOVED or (event.zone_from, event.zone_to) not in STAYING:
        return
    for obj in t.state.objects.values():
        if obj.attached_to == event.object and obj.zone == ITEM_AREA:
            t.note(phrase(Msg("{object} stays attached to {host}",
                              object=t.name(obj.id), host=t.name(event.object or ""))),
                   ("FOW 1032.3",))


def hosts_gone(r: Table) -> bool:
    """A card attached to what is no longer a J/ruler (it left the field and the ruler areas):
    house policy FOW HP.5 says what becomes of it."""
    moved = ext(r.state).hosts_moved
    if not moved:
        return False
    moved.clear()
    changed = False
    for obj in list(r.state.objects.values()):
        if obj.zone != ITEM_AREA or obj.attached_to is None:
            continue
        host = r.state.objects.get(obj.attached_to)
        if is_j_ruler(host):
            continue
        rules = (r.policy_id("attach.host_leaves"), "FOW 1032.2")
        if r.policy_is("attach.host_leaves", "graveyard"):
            r.move(obj, r.graveyard_of(obj), cause=host.last_change if host else None)
            r.step(StepKind.STATE_CHECK, Msg("{object} is attached to no J/ruler: put into its "
                                             "owner's graveyard (house policy {policy})",
                                             object=r.name(obj.id), policy=rules[0]), rules)
        else:
            obj.attached_to = None
            r.step(StepKind.STATE_CHECK, Msg("{object} is attached to no J/ruler: it stays in "
                                             "the item area attached to nothing (house policy "
                                             "{policy})", object=r.name(obj.id),
                                             policy=rules[0]), rules)
        changed = True
    return changed


def validate_objects(scenario: Scenario,
                     problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """A card in an item area is attached to a J/ruler its controller controls (FOW 313.3,
    1032.1)."""
    by_id = {o.id: o for o in scenario.objects}
    for i, spec in enumerate(scenario.objects):
        if spec.attached_to is None or spec.zone != ITEM_AREA:
            continue
        host = by_id.get(spec.attached_to)
        card = scenario.cards.get(host.card) if host is not None else None
        if host is None or card is None or not any(
                card.is_type(kind) and host.zone == zone for kind, zone in J_RULER_ZONES.items()):
            problem(("objects", i, "attached_to"), "a card in an item area is attached to a "
                    "J/ruler: a ruler in a ruler area or a J-ruler in the field (FOW 1032.1)")
        elif host.controller != spec.controller:
            problem(("objects", i, "controller"), "a card attached to a J/ruler is in its "
                    "controller's item area, under that player's control (FOW 313.3, 1032.1)")
