"""Rests the rules require, asked of replacement effects like any rest (FOW 910.1): to attack
(803.5), to block (804.4), for [Protect] (1168.2) and to call a magic stone (710.1).

A replaced rest never happens: the card stays recovered and nothing waiting for it to become
rested triggers. What becomes of the action the rest was for: calling a magic stone puts the
stone into the field only if the ruler was rested (710.1 says "if they do"); for an attack, a
block or [Protect] the rules are silent, so house policy FOW HP.42 (`replace.battle_rest`) reads
it: `declared` (it happens while the card stays recovered) or `refused` (a card whose rest would
be replaced cannot be rested for it, so 803.5 and 804.4 send the player back to the choice).
The rests that pay a cost ([Mastery], a regalia's [Mobilize]) still count as paid when replaced
(903.2l-2), like any rest cost (engine/unplayed.py).
"""

from __future__ import annotations

from judge.engine.declare import Refusal
from judge.engine.events import EventKind
from judge.engine.replacements import replaced, would_replace
from judge.model.state import GameObject
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

def rest_card(t: Table, obj: GameObject, player: str, cause: str | None = None) -> bool:
    """Rest `obj` as a rule requires: True if it became rested, False if a replacement effect
    made something else happen instead (FOW 910.1: it stays recovered, and the step says so).
    A card rested already (an [Enraging] blocker, 1186.2) does not become rested (104.3)."""
    if obj.exhausted:
        return True
    if replaced(t, "exhausted", obj, cause=cause):
        return False
    obj.exhausted = True
    t.emit(EventKind.EXHAUSTED, Msg("{object} rested", object=t.name(obj.id)), obj=obj.id,
           player=player, cause=cause)
    return True


def rest_for_battle(t: Table, obj: GameObject, player: str) -> bool:
    """Rest an attacker, a blocker or a protector (FOW 803.5, 804.4, 1168.2): whether it became
    rested. Replaced, the action happens all the same (FOW HP.42 `declared`; under `refused` a
    card whose rest would be replaced never gets here: `battle_rest_refusal`)."""
    if rest_card(t, obj, player):
        return True
    t.cite_also_rule(t.policy_id("replace.battle_rest"))
    return False


#: What a battle rest is for, and the rule that rests the card for it.
FOR = {"attack": "FOW 803.5", "block": "FOW 804.4", "protect": "FOW 1168.2"}


def battle_rest_refusal(t: Table, obj: GameObject, what: str) -> Refusal | None:
    """FOW HP.42 `refused`: `obj` cannot be rested to attack, block or protect (`what`) while a
    replacement would replace its rest, so it cannot do that (803.5, 804.4: an action needed for
    it that cannot be done)."""
    if not would_replace(t, "exhausted", obj) or not t.policy_is("replace.battle_rest", "refused"):
        return None
    purpose = {"attack": Msg("attack", context="verb"), "block": Msg("block", context="verb"),
               "protect": Msg("use [Protect]")}[what]
    return Refusal(phrase(Msg("a replacement effect would replace {object} becoming rested, so "
                              "it cannot be rested to {what}", object=t.name(obj.id),
                              what=purpose)),
                   (t.policy_id("replace.battle_rest"), FOR[what]))


def not_rested(t: Table, obj: GameObject) -> Msg:
    """The words a step adds for a card whose rest a replacement replaced."""
    return Msg("{object} is not rested: a replacement effect replaced its rest",
               object=t.name(obj.id))
