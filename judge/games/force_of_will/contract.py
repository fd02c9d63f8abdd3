"""Contract chants and Contract regalia (FOW 1302.4) and the Contract process (FOW 713).

What a file writes, on the Contract chant or Contract regalia side (the side every zone but the
field shows, 1302.4a):
- `contract: <ruler name>`: the named ruler it contracts with;
- `contract_side: <card name>`: its J-ruler side, a card of type `j_ruler` (1302.4);
- the instruction `contract: {}` where its text plays the Contract process: in a chant's effect,
  or in an ability of a regalia (its Contract ability). The process is optional (713.1 "may"):
  `optional: true` with an `as:` label lets `decisions:` decline it; its Contract conditions
  (713.1c) are `contract: {conditions: <condition>}`.

Playing it (713.3a): the named ruler, if it is in the player's ruler area (rested or not, 713.1a;
after calling a magic stone too, 713.1b), turns to its red back: "a ruler under contract", with no
other information. A chant then finishes resolving and enters the field turned over, as a
recovered J-ruler (713.3b); a regalia turns over at once and enters the field as a recovered
J-ruler (713.3c). The ruler's counters move onto the J-ruler. Once per turn a player (713.4); a
copy never plays it (1302.4d).

Leaving (1010.1 destroyed, 1205.3 DEF 0 or less): the Contract J-ruler goes to its owner's
graveyard Contract side up, the ruler under contract turns face up, recovered, and takes back the
J-ruler's counters; it is never astral (1024.2b, 1024.3b).

Where the CR is silent, house policies: an effect or a replacement effect moving a Contract
J-ruler to a ruler area (321.2) follows FOW HP.20 (`contract.j_ruler_to_ruler_area`), any other
way out of the field (expelled, sent by a replacement to a hand or deck) FOW HP.25
(`contract.j_ruler_leaves`) for its ruler under contract, a Contract regalia turning over
with counters of its own follows FOW HP.21 (`contract.regalia_counters`), and one whose entering
as a J-ruler a replacement replaces FOW HP.40 (`contract.regalia_entering_replaced`). A Contract
chant that anything else would put into the field (an effect, a replacement) is not moved
(1302.4e; the rulebook's `moved_instead`); nor is a token of one, which counts as a card
(1303.2): created into the field, it is never put there, so it never exists.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.conditions import Condition, holds, not_done, said_words
from judge.engine.declare import EffectDecl
from judge.engine.declare_statics import PrintedAgain
from judge.engine.events import Event, EventKind
from judge.engine.replacements import replaced
from judge.engine.trace import StepKind
from judge.games.force_of_will.state import ext, named_side, printed_and_source
from judge.model.args import Arg, optional
from judge.model.cards import CardDef
from judge.model.effects import Effect, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

CONTRACT_CARD_KEYS: dict[str, Arg] = {
    "contract": Arg("str", doc="on a Contract chant or Contract regalia: the name of the ruler "
                    "it contracts with, the named ruler (FOW 713, 1302.4); its text plays the "
                    "process with the instruction `contract: {}`"),
    "contract_side": Arg("str", doc="on a Contract chant or Contract regalia: the card name of "
                         "its J-ruler side, a card of type `j_ruler` (FOW 1302.4)"),
}
#: The card key (internal: judge's own, never a file's) of a Contract J-ruler's card: the Contract
#: side it turns back into and the ruler under contract's object id.
CONTRACTED = "contracted:"
#: FOW 1302.4a: as a new object anywhere but the field it is its Contract side again.
#: `mark`: the J-ruler it was, noted as it leaves the field (on_event reads and drops it).
LEFT_AS = "contract:left_as"
CONTRACT_PRINTED = PrintedAgain(CONTRACTED, ("field",), at=0, mark=LEFT_AS)
#: The chase item's note (internal) that its Contract process was played: the named ruler's id.
CONTRACTING = "contracting"
#: What a ruler under contract is: its red back, with no other information (FOW 713.3a).
UNDER_CONTRACT = CardDef(name="ruler under contract", type="ruler_under_contract",
                         types=("ruler_under_contract",))
#: How a Contract J-ruler leaves the field by the rules that say where its ruler goes.
LEAVES = "Contract J-ruler leaves"


@dataclass(frozen=True)
class PlayContract(Effect):
    """Play the Contract process of this Contract chant or Contract regalia (FOW 713): the named
    ruler in its player's ruler area goes under contract and this card becomes its J-ruler side
    in the field, recovered."""

    kind: ClassVar[str] = "contract"
    conditions: Condition | None = arg(optional("condition", "its Contract conditions: the "
                                                "process is played only if they hold as it "
                                                "would be played (FOW 713.1c)"), None)


# ----- reading a card -----------------------------------------------------------------------------
def is_contracted(obj: GameObject) -> bool:
    """A Contract J-ruler in the field (FOW 713.3b-713.3c)."""
    return obj.zone == "field" and obj.card.get(CONTRACTED) is not None


def _parts(obj: GameObject) -> tuple[CardDef, str]:
    return printed_and_source(obj, CONTRACTED)


def _is_a_copy(t: Table, item: StackItem, obj: GameObject) -> bool:
    """FOW 1302.4d: a copy of a Contract chant on the chase, or of a Contract regalia in the field
    (a card that became a copy of one, 1017.5), cannot play the Contract process."""
    from judge.engine.copies import COPIED_FROM

    return bool(item.extra.get("copy")) or obj.copy_of is not None or \
        obj.card.get(COPIED_FROM) is not None


def named_ruler(t: Table, player: str, name: str) -> GameObject | None:
    """FOW 713.1, 713.3a: the ruler of that name in `player`'s ruler area, ruler side up; rested
    or not (713.1a)."""
    for oid in t.board:
        obj = t.state.objects[oid]
        if obj.zone == "ruler_area" and obj.controller == player and \
                obj.card.is_type("ruler") and obj.card.name == name:
            return obj
    return None


# ----- playing the process ------------------------------------------------------------------------
def run_contract(t: Table, item: StackItem, e: PlayContract) -> str | None:
    """FOW 713.1-713.4: as its chant or Contract ability resolves, the player contracts with the
    named ruler in their ruler area, if every condition is met."""
    obj = t.state.objects.get(item.source or "")
    player = item.controller
    t.cite_also_rule("FOW 713.1")
    if obj is None:
        return None
    why = _cannot_contract(t, item, obj, player)
    if why is not None:
        return why
    if e.conditions is not None and not holds(t, item, e.conditions):
        t.cite_also_rule("FOW 713.1c")
        return not_done(Msg("its Contract conditions ({condition}) are not met: {player} cannot "
                            "play the Contract process", condition=said_words(e.conditions),
                            player=player))
    name = str(obj.card.get("contract"))
    side = t.scenario.cards.get(str(obj.card.get("contract_side") or ""))
    ruler = named_ruler(t, player, name)
    if ruler is None or side is None:
        t.cite_also_rule("FOW 713.3a")
        return not_done(Msg("{player} cannot play the Contract process: {ruler}, the named ruler, "
                            "is not in their ruler area", player=player, ruler=name))
    ext(t.state).contracted.add(player)
    if ruler.exhausted:
        t.cite_also_rule("FOW 713.1a")  # a rested named ruler contracts all the same
    if ext(t.state).called_stone and player == t.state.turn_player:
        t.cite_also_rule("FOW 713.1b")  # so it does after its player called a magic stone
    ruler_name = t.name(ruler.id)
    ext(t.state).other_side[ruler.id] = ruler.card
    ruler.card = UNDER_CONTRACT  # FOW 713.3a: its red back, no other information
    t.watch(ruler)
    t.changed()
    t.cite_also_rule("FOW 713.3a")
    if obj.zone == "field":  # FOW 713.3c: a Contract regalia turns over at once
        return _regalia_turns_over(t, item, obj, side, ruler, ruler_name)
    item.extra[CONTRACTING] = ruler.id  # FOW 713.3b: once the chant has finished resolving
    return phrase(Msg("{player} plays the Contract process of {object}: {ruler} turns to its red "
                      "back, a ruler under contract with no other information",
                      player=player, object=t.name(obj.id), ruler=ruler_name))


def _cannot_contract(t: Table, item: StackItem, obj: GameObject, player: str) -> str | None:
    """Why the Contract process cannot be played now (FOW 1302.4d, 713.4), or None."""
    if _is_a_copy(t, item, obj):
        t.cite_also_rule("FOW 1302.4d")
        return not_done(Msg("{object} is a copy: a copy's Contract process cannot be played",
                          object=t.name(obj.id)))
    if obj.card.get("contract") is None:
        return not_done(Msg("{object} is no Contract chant or Contract regalia now: it names no "
                          "ruler to contract with", object=t.name(obj.id)))
    if obj.zone not in (t.game.stack_zone, "field"):
        return not_done(Msg("{object} has left the field: its Contract process cannot be played",
                          object=t.name(obj.id)))
    if player in ext(t.state).contracted:
        t.cite_also_rule("FOW 713.4")
        return not_done(Msg("{player} has already performed a Contract process this turn: the "
                          "process is not played", player=player))
    return None


def _j_ruler_side(side: CardDef, printed: CardDef, ruler_id: str) -> CardDef:
    return replace(side, extra=(*side.extra, (CONTRACTED, (printed, ruler_id))))


def _regalia_turns_over(t: Table, item: StackItem, obj: GameObject, side: CardDef,
                        ruler: GameObject, ruler_name: str) -> str:
    """FOW 713.3c: the regalia turns over and enters the field as a recovered J-ruler, even if it
    was rested; the named ruler's counters move onto it."""
    regalia = t.name(obj.id)
    j_ruler = _j_ruler_side(side, obj.card, ruler.id)
    # FOW 910.1: its entering replaced (watched as the J-ruler it would be), it never enters
    if replaced(t, "entered", replace(obj, card=j_ruler), cause=item.id):
        return _regalia_stays(t, item, obj, ruler, ruler_name)
    own = _regalia_counters(t, obj)
    obj.card = j_ruler
    obj.exhausted = False
    moved = _take_counters(ruler, obj)
    t.watch(obj)
    t.changed()
    t.emit(EventKind.ENTERED, Msg("{object} enters the field as a J-ruler", object=t.name(obj.id)),
           obj=obj.id, player=obj.controller, zone_from="field", zone_to="field", cause=item.id)
    t.cite_also_rule("FOW 713.3c")
    t.cite_also_rule("FOW 1302.4c")
    return phrase(Msg("{player} plays the Contract process of {object}: {ruler} turns to its red "
                      "back, a ruler under contract with no other information; {object} turns "
                      "over and enters the field as the J-ruler {name}, recovered{own}{counters}",
                      player=item.controller, object=regalia, ruler=ruler_name,
                      name=obj.card.name, own=own, counters=moved))


def _regalia_stays(t: Table, item: StackItem, obj: GameObject, ruler: GameObject,
                   ruler_name: str) -> str:
    """House policy FOW HP.40 (`contract.regalia_entering_replaced`): a Contract regalia whose
    entering the field as a J-ruler is replaced (FOW 910.1) does not turn over (713.3c joins the
    two), so it stays the regalia it was; the rules do not say what becomes of the ruler under
    contract. `face-up` (the default): it turns face up again, recovered, as whenever its
    Contract J-ruler is gone (1010.1, 1205.3); `under-contract`: it stays under contract. The
    process was played all the same: it is the player's one this turn (713.4)."""
    policy = t.policy_id("contract.regalia_entering_replaced")
    t.cite_also_rule("FOW 713.3c")
    t.cite_also_rule(policy)
    if t.policy_is("contract.regalia_entering_replaced", "under-contract"):
        return phrase(Msg("{player} plays the Contract process of {object}: {ruler} turns to its "
                          "red back, a ruler under contract; {object} does not turn over and "
                          "stays a regalia in the field, and {ruler} stays under contract (house "
                          "policy {policy})", player=item.controller, object=t.name(obj.id),
                          ruler=ruler_name, policy=policy))
    _ruler_face_up(t, ruler.id, {})
    return phrase(Msg("{player} plays the Contract process of {object}: {ruler} turns to its red "
                      "back; {object} does not turn over and stays a regalia in the field, and "
                      "{ruler} turns face up again, recovered (house policy {policy})",
                      player=item.controller, object=t.name(obj.id), ruler=ruler_name,
                      policy=policy))


def _regalia_counters(t: Table, obj: GameObject) -> str | Msg:
    """House policy FOW HP.21 (`contract.regalia_counters`): FOW 713.3c does not say whether the
    regalia's own counters stay as it turns over. `kept` (the default): it stays in the field, the
    same card (302.3), and counters go only as a card leaves the field (1022.4); `removed`: it
    enters the field as a new card without them."""
    if not obj.counters:
        return ""
    said = ", ".join(f"{n} {kind}" for kind, n in obj.counters.items())
    policy = t.policy_id("contract.regalia_counters")
    t.cite_also_rule(policy)
    if t.policy_is("contract.regalia_counters", "removed"):
        obj.counters.clear()
        return Msg(", without its own counters ({counters}: house policy {policy})",
                   counters=said, policy=policy)
    t.cite_also_rule("FOW 1022.4")
    return Msg(", keeping its own counters ({counters}: house policy {policy})", counters=said,
               policy=policy)


def _take_counters(ruler: GameObject, j_ruler: GameObject) -> str | Msg:
    """FOW 713.3b-713.3c: every counter on the named ruler moves onto the J-ruler."""
    if not ruler.counters:
        return ""
    for kind, n in ruler.counters.items():
        j_ruler.counters[kind] = j_ruler.counters.get(kind, 0) + n
    said = ", ".join(f"{n} {kind}" for kind, n in ruler.counters.items())
    ruler.counters.clear()
    return Msg(", with the named ruler's counters ({counters})", counters=said)


def turn_over_chant(t: Table, item: StackItem) -> str | None:
    """FOW 713.3b: the chant has finished resolving; it turns over, J-ruler side up (1302.4b), and
    enters the field as a recovered J-ruler, even if it was played from a graveyard with
    [Remnant] (1115.2a). (It enters as the engine puts every resolved permanent into the field.)"""
    ruler_id = item.extra.get(CONTRACTING)
    obj = t.state.objects.get(item.source or "")
    if ruler_id is None or obj is None:
        return None
    side = t.scenario.cards.get(str(obj.card.get("contract_side") or ""))
    assert side is not None  # run_contract found it
    chant = t.name(obj.id)
    obj.card = _j_ruler_side(side, obj.card, str(ruler_id))
    obj.exhausted = False
    t.watch(obj)
    t.cite_also_rule("FOW 713.3b")
    t.cite_also_rule("FOW 1302.4b")
    if item.extra.get("remnant"):
        _lift_remnant(t, item, obj)
    return phrase(Msg("{object} has finished resolving: it turns over, J-ruler side up as {name}, "
                      "recovered", object=chant, name=side.name))


def _lift_remnant(t: Table, item: StackItem, obj: GameObject) -> None:
    """FOW 1115.2a: [Remnant]'s "removed from the game instead" (play_keywords.after_play) does
    not touch the Contract process: the contracted chant still enters the field (713.3b)."""
    remnant = [r for r in t.state.replacements if r.origin == item.id and r.event == "moved"
               and r.fixed == ((obj.id, obj.incarnation),) and r.to == "removed"]
    for replacement in remnant:
        t.state.replacements.remove(replacement)
    t.changed()
    t.cite_also_rule("FOW 1115.2a")


# ----- leaving the field --------------------------------------------------------------------------
def leaves_contracted(t: Table, obj: GameObject, *, cause: str | None, rule: str) -> None:
    """FOW 1010.1 (destroyed), 1205.3 (DEF 0 or less): the Contract J-ruler turns back to its
    Contract side and goes to its owner's graveyard; the ruler under contract turns face up,
    recovered, and the J-ruler's counters move back onto it. Never astral (1024.2b)."""
    ruler, counters = back_to_contract_side(t, obj, cause=cause)
    if ruler is None:
        return
    t.note(phrase(Msg("{object} leaves the field Contract side up; the ruler under contract turns "
                      "face up as {ruler}, recovered{counters}", object=t.name(obj.id),
                      ruler=t.name(ruler.id), counters=counters)), (rule,))


def back_to_contract_side(t: Table, obj: GameObject, *, cause: str | None
                          ) -> tuple[GameObject | None, str | Msg]:
    """A Contract J-ruler's way out (FOW 1010.1, 1205.3), wherever it is (in the field, or stacked
    below a transcended J-ruler, transcend.py): into its owner's graveyard Contract side up
    (1302.4a); its ruler under contract turns face up, recovered, with the J-ruler's counters.
    The ruler turned face up (None if there is none under contract) and its counters said."""
    printed, ruler_id = _parts(obj)
    counters = dict(obj.counters)
    t.move(obj, t.graveyard_of(obj), cause=cause, how=LEAVES)
    if obj.zone == "field":  # a replacement sent it to a ruler area: FOW HP.20 kept it there
        return None, ""
    obj.card = printed  # FOW 1302.4a: out of the field, Contract side up
    t.watch(obj)
    return _ruler_face_up(t, ruler_id, counters)


def _ruler_face_up(t: Table, ruler_id: str, counters: dict[str, int]
                   ) -> tuple[GameObject | None, str | Msg]:
    """The ruler under contract turns face up, recovered, with `counters` (FOW 1010.1, 1205.3):
    the ruler (None if none is under contract) and its counters said."""
    ruler = t.state.objects.get(ruler_id)
    face = ext(t.state).other_side.pop(ruler_id, None)
    if ruler is None or face is None or ruler.zone != "ruler_area" or \
            ruler.card is not UNDER_CONTRACT:
        return None, ""
    ruler.card = face
    ruler.exhausted = False
    for kind, n in counters.items():
        ruler.counters[kind] = ruler.counters.get(kind, 0) + n
    t.watch(ruler)
    t.changed()
    return ruler, Msg(", with the J-ruler's counters ({counters})", counters=", ".join(
        f"{n} {kind}" for kind, n in counters.items())) if counters else ""


def counters_as_it_enters(t: Table, event: Event) -> None:
    """FOW 713.3b: the chant's J-ruler takes the named ruler's counters as it enters the field (a
    Contract chant enters the field no other way: 1302.4e, declared as the rulebook's
    `moved_instead`); before a card with [Reincarnation] is stacked on it as it enters, which
    then takes them (1045.5, reincarnation.stack_onto)."""
    obj = t.state.objects.get(event.object or "")
    if obj is None or event.kind is not EventKind.ENTERED or event.zone_to != "field" or \
            event.zone_from == "field" or obj.card.get(CONTRACTED) is None:
        return
    _, ruler_id = _parts(obj)
    ruler = t.state.objects.get(ruler_id)
    if ruler is not None and ruler.counters:
        said = _take_counters(ruler, obj)
        t.note(phrase(Msg("{object} enters the field as a J-ruler{counters}",
                          object=t.name(obj.id), counters=said)), ("FOW 713.3b",))


def on_event(t: Table, event: Event) -> None:
    """A Contract J-ruler that left the field other than destroyed or at DEF 0 (expelled under
    house policy FOW HP.9, sent by a replacement effect to a hand or a deck): it is its Contract
    side wherever it went (1302.4a); what becomes of the ruler under contract, which 1010.1 and
    1205.3 say only for those two ways out, follows house policy FOW HP.25."""
    obj = t.state.objects.get(event.object or "")
    if obj is None or event.kind is not EventKind.LEFT or event.zone_from != "field":
        return
    was = obj.extra.pop(LEFT_AS, None)  # CONTRACT_PRINTED turned it Contract side up (1302.4a)
    if was is None or event.how == LEAVES:
        return
    ruler_id = _under_contract(t, obj, event.player)
    if ruler_id is None:
        return
    t.cite_also_rule("FOW 1302.4a")
    policy = t.policy_id("contract.j_ruler_leaves")
    name, zone = t.name(obj.id), t.into_said(obj.zone, obj.owner)
    if t.policy_is("contract.j_ruler_leaves", "under-contract"):
        t.note(phrase(Msg("{object} left the field for {zone}, Contract side up; the ruler "
                          "under contract stays under contract, as only its J-ruler's "
                          "destruction or DEF 0 turns it face up (house policy {policy})",
                          object=name, zone=zone, policy=policy)), (policy, "FOW 1010.1"))
        return
    ruler, _ = _ruler_face_up(t, ruler_id, {})
    if ruler is None:
        return
    t.note(phrase(Msg("{object} left the field for {zone}, Contract side up; the ruler under "
                      "contract turns face up as {ruler}, recovered, as when its J-ruler is "
                      "destroyed, without the counters, which left the field with it (house "
                      "policy {policy})", object=name, zone=zone, ruler=t.name(ruler.id),
                      policy=policy)), (policy, "FOW 1010.1", "FOW 1022.4"))


def _under_contract(t: Table, obj: GameObject, player: str | None) -> str | None:
    """The ruler under contract that the Contract card `obj` (out of the field now, Contract side
    up) stood for as a J-ruler: the ruler its `contract` names, turned to its red back in its
    player's ruler area (713.3a; one contract at a time: a ruler under contract is no ruler)."""
    name = obj.card.get("contract")
    for rid, face in ext(t.state).other_side.items():
        ruler = t.state.objects.get(rid)
        if ruler is not None and ruler.card is UNDER_CONTRACT and face.name == name and \
                ruler.controller == player:
            return rid
    return None


def contracted_to_ruler_area(t: Table, obj: GameObject, cause: str | None) -> str:
    """An effect moves a Contract J-ruler to a ruler area (FOW 321.2 lets it move there). It has
    no ruler side, and 1010.1 and 1205.3 say what becomes of it and of the ruler under contract
    only when it is destroyed or its DEF is 0: house policy FOW HP.20
    (`contract.j_ruler_to_ruler_area`). `as-destroyed` (the default) reads the move as those rules
    read its way back, without destroying it; `stays` keeps it in the field. What happened."""
    policy = t.policy_id("contract.j_ruler_to_ruler_area")
    name = t.name(obj.id)
    t.cite_also_rule("FOW 321.2")  # the rule that lets an effect move a J-ruler there
    t.cite_also_rule(policy)
    if t.policy_is("contract.j_ruler_to_ruler_area", "stays"):
        return phrase(Msg("{object} is a Contract J-ruler, with no ruler side to show in a ruler "
                          "area: it stays in the field (house policy {policy})", object=name,
                          policy=policy))
    t.cite_also_rule("FOW 1010.1")
    leaves_contracted(t, obj, cause=cause, rule=policy)
    return phrase(Msg("{object} is a Contract J-ruler, with no ruler side: it turns back to its "
                      "Contract side and goes to its owner's graveyard, and the ruler under "
                      "contract turns face up, recovered, as when it is destroyed (house policy "
                      "{policy})", object=name, policy=policy))


def say_def_zero(t: Table, name: str, defense: int) -> None:
    """The rule process's step for a Contract J-ruler with DEF 0 or less (FOW 1205.3)."""
    t.step(StepKind.STATE_CHECK, Msg("rule process: {object}, a Contract J-ruler, has DEF {n}: "
                                     "it turns back to its Contract side and is put into its "
                                     "owner's graveyard; the ruler under contract turns face up, "
                                     "recovered, with its counters (a Contract J-ruler is never "
                                     "astral)", object=name, n=defense),
           ("FOW 1205.3", "FOW 1024.2b"))


# ----- checking a file ----------------------------------------------------------------------------
def _plays_contract(effects: tuple[Effect, ...]) -> bool:
    return any(e.kind == PlayContract.kind or _plays_contract(_inner(e)) for e in effects)


def _inner(e: Effect) -> tuple[Effect, ...]:
    """The effects an entry wraps (an instruction's one effect, a group's list)."""
    inner = getattr(e, "effects", None) or getattr(e, "effect", None)
    if isinstance(inner, Effect):
        return (inner,)
    return inner if isinstance(inner, tuple) else ()


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None],
                  library: Callable[[str], CardDef | None]) -> None:
    """A Contract chant or Contract regalia names its ruler, its J-ruler side and where its text
    plays the process; the instruction `contract` is written only on such a card."""
    named, side_name = card.get("contract"), card.get("contract_side")
    in_effect = _plays_contract(card.effect) or any(_plays_contract(m.effect) for m in card.modes)
    in_ability = any(_plays_contract(a.effect) for a in card.abilities)
    if named is None and side_name is None:
        if in_effect or in_ability:
            problem(("cards", name), "the instruction `contract` plays the Contract process of a "
                    "Contract chant or Contract regalia, which names its ruler (`contract: <ruler "
                    "name>`) and its J-ruler side (`contract_side: <card name>`) (FOW 713, "
                    "1302.4)")
        return
    if named is None or side_name is None:
        problem(("cards", name), "a Contract chant or Contract regalia needs both `contract: "
                "<ruler name>` and `contract_side: <card name of its J-ruler side>` (FOW 1302.4)")
        return
    if not card.is_type("chant", "regalia"):
        problem(("cards", name, "contract"), "only a Contract chant or a Contract regalia "
                "contracts with a named ruler (FOW 1302.4)")
    elif card.is_type("chant") and not in_effect:
        problem(("cards", name), "a Contract chant plays its Contract process as it resolves: "
                "write the instruction `contract: {}` in its effect (FOW 713.1)")
    elif card.is_type("chant") and in_ability:
        problem(("cards", name, "abilities"), "a Contract chant plays its Contract process from "
                "its own effect, not from an ability (FOW 713.1, 713.3b)")
    elif card.is_type("regalia") and not in_ability:
        problem(("cards", name), "a Contract regalia plays its Contract process through its "
                "Contract ability: write the instruction `contract: {}` in one of its abilities "
                "(FOW 713.1, 713.3c)")
    elif card.is_type("regalia") and in_effect:
        problem(("cards", name), "a Contract regalia plays its Contract process through its "
                "Contract ability, not as it resolves (FOW 713.3c)")
    missing = (f"no card of type `j_ruler` named {side_name!r} under `cards:` or in the Force "
               "of Will card library")
    named_side(scenario, side_name, library, problem, ("cards", name, "contract_side"), missing,
               lambda side: None if side.is_type("j_ruler") else missing)


CONTRACT = EffectDecl(PlayContract, run_contract, "play the Contract process of this card")
