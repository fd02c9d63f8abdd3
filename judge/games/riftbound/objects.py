"""Characteristics and places of Riftbound objects (RB 143, RB 149, RB 426, RB 807, RB 814):
Might from buffs and designations, where an object is (`at:` filters), how permanents enter."""

from __future__ import annotations

from judge.engine.policies import ObjectRules
from judge.games.riftbound.equip import attachment_statics, is_equipment, is_equipped
from judge.games.riftbound.keywords import might_bonus
from judge.games.riftbound.state import bf_of
from judge.model.cards import CardDef
from judge.model.state import Continuous, GameObject, GameState, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import ClassVar

    from judge.engine.table import Table


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


class RiftObjects(ObjectRules):
    filters: ClassVar[dict[str, Callable[[GameState, GameObject, object], bool]]] = {
        "at": at_location, "stunned": is_stunned, "empowered": is_empowered,
        "equipped": is_equipped}
    #: RB 143.4: units enter exhausted; RB 149: gear enters ready.
    enters_as: ClassVar[dict[str, str]] = {"unit": "exhausted (RB 143.4)",
                                           "gear": "ready (RB 149)"}
    #: RB 434, RB 716-719: a gear on the board may be attached to a unit (equipment by its
    #: Equip, RB 818; any gear by an effect that attaches it: equip.py); a unit attached to a
    #: unit is not modelled yet.
    attach_unmodelled: ClassVar[str] = ("attached cards other than gear (a unit attached to "
                                        "another: RB 716) are not implemented yet")

    def attaches(self, card: CardDef, zone: str) -> bool:
        """RB 434.1, RB 818.1.a: a gear on the board (equipment or not)."""
        return card.is_type("gear") and self.game.vocab.is_board(zone)

    def text_active(self, obj: GameObject) -> bool:
        """RB 718.2: an attached card's own text is inactive."""
        return obj.attached_to is None

    def makes_statics(self, card: CardDef) -> bool:
        """What an attached card gives its unit (RB 718.3-718.4) is a static effect: equipment,
        and any gear with a Might Bonus or Effect Text."""
        return is_equipment(card) or (card.is_type("gear") and bool(
            card.get("might_bonus") or card.get("effect_keywords")))

    def game_statics(self, t: Table) -> list[Continuous]:
        """RB 718.3-718.4: Might Bonus and Effect Text keywords of attached cards."""
        return attachment_statics(t)

    def entering(self, t: Table, item: StackItem) -> str | None:
        """How a permanent enters: a unit whose Accelerate cost was paid enters ready (RB 805.6:
        a replacement of entering exhausted)."""
        how = super().entering(t, item)
        if how is not None and item.extra.get("accelerate"):
            how = how.replace("exhausted (RB 143.4)", "ready (RB 805.6: its Accelerate cost "
                              "was paid)")
        return how

    def stat_bonus(self, state: GameState, obj: GameObject, stat: str) -> int:
        """Might from a buff (RB 426), Assault while Attacker (RB 807.1), Shield while Defender
        (RB 814)."""
        return might_bonus(state, obj) if stat == "might" else 0
