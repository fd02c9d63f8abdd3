"""Characteristics and places of Riftbound objects (RB 143, RB 149, RB 426, RB 807, RB 814):
Might from buffs and designations, where an object is (`at:` filters), how permanents enter."""

from __future__ import annotations

from judge.engine.policies import ObjectRules
from judge.games.riftbound.equip import is_equipped
from judge.games.riftbound.state import bf_of
from judge.model.state import GameObject, GameState

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import ClassVar



def at_location(state: GameState, obj: GameObject, value: object) -> bool:
    """`at:` battlefield (any), base, or battlefield:<id> (a bare id names a battlefield)."""
    where = str(value)
    if where == "battlefield":
        return bf_of(obj.zone) is not None
    if where == "base":
        return obj.zone == "base"
    return obj.zone == (where if where.startswith("battlefield:") else f"battlefield:{where}")


def is_stunned(state: GameState, obj: GameObject, value: object) -> bool:
    """`stunned: true|false` (RB 423)."""
    return bool(obj.extra.get("stunned")) == bool(value)


def is_empowered(state: GameState, obj: GameObject, value: object) -> bool:
    """`empowered: true|false` (RB 441.2)."""
    return bool(obj.extra.get("empowered")) == bool(value)


def is_token(state: GameState, obj: GameObject, value: object) -> bool:
    """`token: true|false` (RB 185: a token is not a card)."""
    return obj.token == bool(value)


class RiftObjects(ObjectRules):
    filters: ClassVar[dict[str, Callable[[GameState, GameObject, object], bool]]] = {
        "at": at_location, "stunned": is_stunned, "empowered": is_empowered,
        "equipped": is_equipped, "token": is_token}
    #: RB 143.4: units enter exhausted; RB 149: gear enters ready.
    enters_as: ClassVar[dict[str, str]] = {"unit": "exhausted (RB 143.4)",
                                           "gear": "ready (RB 149)"}
    #: RB 143.4, cited when a unit resolves; RB 805.6: a unit whose Accelerate cost was paid
    #: enters ready instead (a replacement of entering exhausted).
    enters_rules: ClassVar[dict[str, str]] = {"unit": "RB 143.4"}
    enters_as_when: ClassVar[dict[str, dict[str, tuple[str, str]]]] = {"accelerate": {
        "unit": ("ready (RB 805.6: its Accelerate cost was paid)", "RB 805.6")}}
    #: RB 434, RB 716-719: a gear, a unit or a rune on the board may be attached to a unit
    #: (equipment by its Equip, RB 818; any of them by an effect that attaches it: equip.py);
    #: a legend or a battlefield is not modelled (equip.NOT_ATTACHED).
    attach_unmodelled: ClassVar[str] = ("an attached legend or battlefield (RB 434.1, "
                                        "RB 434.4: the rules of its own zone conflict with "
                                        "being at the unit's location) is not implemented")

