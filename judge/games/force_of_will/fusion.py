"""[Fusion] (FOW 1156): "as you play this card, you may target a (race) J/resonator; if you do,
this card becomes an addition and, resolving, enters the field added to it" and "while it is an
addition added to a J/resonator, that J/resonator gains [+X/+Y] (this card's ATK and DEF) and its
non-[Fusion] abilities".

What a file writes: `keywords: [fusion]` and `fusion: Dragon` (the race; judge reads a race as a
trait); the card is played with `choices: {fusion: <J/resonator id>}`. judge grants the host the
card's ATK and DEF and its keyword abilities, and its other abilities as granted abilities
(engine/granted.py). Nothing takes those from the addition, so both cards have them: an
activated or will (resource) ability is played from either, as its player chooses, and a
triggered one triggers for each card it is about (on its own card: only the card that did it;
on any object: both, two triggers; as its card leaves the board: the host, looking back at the
abilities it had, engine/granted.py; as the addition leaves, the host looks back at what it
had, or not, by house policy FOW HP.28). A static ability applies from both cards, each as its
own (engine/granted.py given_statics: the layers, FOW 909, take the host's copy with the host as
its source). Every kind of effect a static ability may have in the card language
(scenario/cards.py STATIC_KINDS: change characteristics, replace events, forbid, change costs,
allow plays) is one a host applies from its attached card (engine/granted.py GIVEN_STATIC_KINDS;
a test keeps the two the same), so every static ability of a [Fusion] card is gained. Once
added it stays added even if it loses its abilities (1156.3); with its host gone it is an
addition added to nothing, which the rule process puts into the graveyard (1207). Leaving the
field, it is its printed card again.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import keywords
from judge.engine.declare import PlayPlan, Refusal
from judge.engine.declare_statics import PrintedAgain
from judge.engine.events import Event, EventKind
from judge.engine.trace import StepKind
from judge.games.force_of_will.state import ext, is_entity
from judge.model.args import Arg
from judge.model.cards import AbilityDef, CardDef
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

#: The card key (internal) of a card fused as an addition: its printed card and its host.
FUSED = "fusion:fused"
#: Out of the field and the chase a fused card is its printed card again (a new object, FOW
#: 302.3: ObjectRules.reset_object); what it gives its host: the rulebook's HostGrant.
FUSION_PRINTED = PrintedAgain(FUSED, ("field", "chase"), at=0)

FUSION_CARD_KEYS: dict[str, Arg] = {
    "fusion": Arg("str", doc="with [Fusion]: the race of the J/resonator it may be added to, "
                  "e.g. Dragon (FOW 1156.2)"),
}
FUSION_CHOICE_KEYS: dict[str, Arg] = {
    "fusion": Arg("object", doc="play a [Fusion] card targeting this J/resonator of its race: "
                  "it becomes an addition added to it (FOW 1156.2)"),
}


def _fused(card: CardDef) -> tuple[CardDef, str, int] | None:
    parts = card.get(FUSED)
    if not isinstance(parts, tuple):
        return None
    printed, host, incarnation = parts
    assert isinstance(printed, CardDef)
    return printed, str(host), int(incarnation)


def is_fused(obj: GameObject) -> bool:
    return _fused(obj.card) is not None


# ----- playing ------------------------------------------------------------------------------------
def plan(t: Table, player: str, obj: GameObject, choices: dict[str, object],
         base: PlayPlan) -> Refusal | PlayPlan:
    """FOW 1156.2: the [Fusion] target, chosen as it is played: a J/resonator of its race."""
    chosen = choices.get("fusion")
    if chosen is None:
        return base
    race = obj.card.get("fusion")
    if "fusion" not in keywords(obj) or not isinstance(race, str):
        return Refusal(phrase(Msg("{object} has no [Fusion]",
                                  object=t.name(obj.id))), ("FOW 1156.2",))
    host = t.state.objects.get(str(chosen))
    if host is None or host.zone != "field" or not is_entity(host) or \
            race not in host.card.traits:
        return Refusal(phrase(Msg("{object} is not a {race} J/resonator in the field",
                                  object=t.name(str(chosen)), race=race)),
                       ("FOW 1156.2",))
    refusal = t.game.objects.target_refusal(t, host, player) or \
        t.forbidden("be_targeted", obj=host, actor=player)
    if refusal is not None:
        return refusal
    return replace(base, notes=(*base.notes, ("fusion", (host.id, host.incarnation))),
                   citations=(*base.citations, "FOW 1156.2"))


def after_play(t: Table, item: StackItem) -> None:
    """FOW 1156.2: played targeting a J/resonator, the card becomes an addition."""
    target = item.extra.get("fusion")
    obj = t.state.objects.get(item.source or "")
    if not isinstance(target, tuple) or obj is None:
        return
    host_id, incarnation = target
    printed = obj.card
    obj.card = replace(printed, type="addition", types=("addition",), stats=(),
                       extra=(*printed.extra, (FUSED, (printed, host_id, incarnation))))
    t.watch(obj)
    t.step(StepKind.EFFECT, Msg("{name} ({id}) is played by [Fusion] targeting {object}: "
                                       "it becomes an addition",
                                       name=printed.name, id=obj.id, object=t.name(str(host_id))),
           ("FOW 1156.2",), item=item.id)


# ----- in the field -------------------------------------------------------------------------------
def on_event(t: Table, event: Event) -> None:
    """As the fused card enters the field it is added to its target, if that is still the same
    J/resonator in the field (FOW 1156.2; otherwise it is added to nothing, 1207); as it leaves,
    what its J/resonator sees of it (FOW HP.28, `addition_leaves`); as it loses its abilities,
    that it stays added and still gives its ATK and DEF (FOW 1156.3, 1156.3a) decided what the
    loss left of it."""
    if event.kind is EventKind.LEFT and event.zone_from == "field":
        addition_leaves(t, event)
        return
    if event.kind is EventKind.LOST_ABILITY:
        lost = t.state.objects.get(event.object or "")
        if lost is not None and lost.zone == "field" and lost.attached_to is not None and \
                is_fused(lost):
            t.cite_also_rule("FOW 1156.3")
            t.cite_also_rule("FOW 1156.3a")
        return
    if event.kind is not EventKind.ENTERED or event.zone_to != "field":
        return
    obj = t.state.objects.get(event.object or "")
    parts = _fused(obj.card) if obj is not None else None
    if obj is None or parts is None:
        return
    host = t.state.objects.get(parts[1])
    if host is None or host.zone != "field" or not is_entity(host) or \
            host.incarnation != parts[2]:
        t.note(phrase(Msg("{object} enters the field by [Fusion], but the J/resonator it targeted "
                          "is gone: it is added to nothing",
                          object=t.name(obj.id))), ("FOW 1156.2",))
        return
    obj.attached_to = host.id
    ext(t.state).fused_to[obj.id] = (host.id, host.incarnation)
    t.changed()
    atk, dfn = parts[0].stat("atk") or 0, parts[0].stat("def") or 0
    t.step(StepKind.EFFECT, Msg("{object} enters the field as an addition added to "
                                       "{object2}, which gains +{atk}/+{dfn} and its abilities "
                                       "other than [Fusion]",
                                       object=t.name(obj.id), object2=t.name(host.id),
                                       atk=atk, dfn=dfn),
           ("FOW 1156.2",))


def addition_leaves(t: Table, event: Event) -> None:
    """A [Fusion] addition leaves the field: an ability its J/resonator gained from it that
    triggers as another card leaves ends with that very event (FOW 1156.2 "as long as"). House
    policy FOW HP.28 (`fusion.addition_leaves`): by default the J/resonator looks back at the
    abilities it had just before and the ability triggers, its source the J/resonator; `gone`:
    it has none from the addition any more, and the step says it does not trigger."""
    state = ext(t.state)
    added = state.fused_to.pop(event.object or "", None)
    obj = t.state.objects.get(event.object or "")
    if added is None or obj is None:
        return
    host = t.state.objects.get(added[0])
    if host is None or host.incarnation != added[1] or host.id not in t.board:
        return  # its J/resonator left first: it gave nothing as it left
    seen = [a for a in obj.card.abilities if _sees_it_leave(t, host, a, event)]
    if not seen:
        return
    policy = t.policy_id("fusion.addition_leaves")
    t.cite_also_rule("FOW 1156.2")
    t.cite_also_rule(policy)
    names = ", ".join(a.name for a in seen)
    if t.policy_is("fusion.addition_leaves", "gone"):
        t.note(phrase(Msg("{object} no longer has {abilities} once {object2} has left the "
                          "field: it does not trigger (house policy {policy})",
                          object=t.name(host.id), abilities=names, object2=t.name(obj.id),
                          policy=policy)), ("FOW 1156.2", policy))
        return
    for ability in seen:
        t.queue_trigger(host, ability, event)
    t.note(phrase(Msg("{object} looks back at the abilities it had as {object2} left the "
                      "field: {abilities} triggers (house policy {policy})",
                      object=t.name(host.id), object2=t.name(obj.id), abilities=names,
                      policy=policy)), ("FOW 1156.2", policy))


def _sees_it_leave(t: Table, host: GameObject, ability: AbilityDef, event: Event) -> bool:
    """Whether the J/resonator's gained `ability` watches for the addition's leaving: a
    triggered ability on a card leaving the field that is not about itself, whose filter,
    player, way and conditions the event meets, seen from the J/resonator."""
    from judge.engine.characteristics import matches
    from judge.engine.conditions import Condition, holds

    when = ability.when
    if ability.kind != "triggered" or when is None or when.event != "left" or \
            when.object == "self" or (when.object is not None and when.object != event.object):
        return False
    if (when.how is not None and event.how != when.how) or (
            when.player is not None and (event.player == host.controller) != (
                when.player == "you")):
        return False
    obj = t.state.objects.get(event.object or "")
    if when.filter is not None and (obj is None or not matches(
            t.state, t.game, obj, when.filter.anywhere(), host.controller)):
        return False
    seen_from = StackItem(id=f"{host.id}.{ability.name}", kind="ability",
                          controller=host.controller, name=ability.name, source=host.id,
                          trigger_object=event.object)
    return all(holds(t, seen_from, c) for c in (ability.condition, when.condition)
               if isinstance(c, Condition))


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    written = card.get("fusion") is not None
    if "fusion" in card.keywords and not written:
        problem(("cards", name), "[Fusion] needs its race, e.g. `fusion: Dragon` (FOW 1156.2)")
    elif written and "fusion" not in card.keywords:
        problem(("cards", name, "fusion"), f"`fusion:` goes with the keyword [Fusion], which "
                f"{name} does not have (`keywords: [fusion]`)")
