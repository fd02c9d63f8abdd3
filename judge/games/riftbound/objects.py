"""Characteristics and places of Riftbound objects (RB 143, RB 149, RB 426, RB 807, RB 814):
Might from buffs and designations, where an object is (`at:` filters), how permanents enter."""

from __future__ import annotations

from judge.engine.characteristics import base_stat, stat
from judge.engine.copies import COPIED_FROM
from judge.engine.policies import ObjectRules
from judge.games.riftbound.equip import NOT_ATTACHED, is_equipped
from judge.games.riftbound.state import DOMAINS, bf_of
from judge.model.filters import EarlierTarget
from judge.model.state import GameObject, GameState

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import ClassVar

    from judge.engine.rulebook import Rulebook


def at_location(state: GameState, obj: GameObject, value: object) -> bool:
    """`at:` battlefield (any), base, or battlefield:<id> (a bare id names a battlefield); `$n`
    bound to an earlier target (EarlierTarget): where it is, "there"."""
    if isinstance(value, EarlierTarget):
        return at_same_place(state, obj, value)
    where = str(value)
    if where == "battlefield":
        return bf_of(obj.zone) is not None
    if where == "base":
        return obj.zone == "base"
    return obj.zone == (where if where.startswith("battlefield:") else f"battlefield:{where}")


def at_same_place(state: GameState, obj: GameObject, there: EarlierTarget) -> bool:
    """`at: $n`: at the location of the n-th target, chosen before (RB 355: "choose a
    battlefield; deal 3 to a unit there"): the battlefield itself, or the battlefield or base
    the chosen object is at (RB 107.1.a: a base is one player's). Nothing is at a target with
    nothing to read (illegal now: its information is null, RB 359.3.e.12)."""
    place = state.objects.get(there.id) if there.id is not None else None
    if place is None:
        return False
    if bf_of(place.zone) is not None:  # a battlefield is at itself (its zone is its own)
        return obj.zone == place.zone
    return place.zone == obj.zone == "base" and obj.controller == place.controller


def is_stunned(state: GameState, obj: GameObject, value: object) -> bool:
    """`stunned: true|false` (RB 423)."""
    return bool(obj.extra.get("stunned")) == bool(value)


def is_empowered(state: GameState, obj: GameObject, value: object) -> bool:
    """`empowered: true|false` (RB 441.2)."""
    return bool(obj.extra.get("empowered")) == bool(value)


def is_token(state: GameState, obj: GameObject, value: object) -> bool:
    """`token: true|false` (RB 185: a token is not a card)."""
    return obj.token == bool(value)


def energy_cost_at_most(state: GameState, obj: GameObject, value: object) -> bool:
    """`energy_cost_at_most: N` ("a spell that costs N or less"): its printed (or copied)
    Energy cost, whatever was paid to play it (RB 206: a Flow, Repeat or discounted cost does
    not change it; riftboundfaq Flow #printed-cost); no printed cost is 0. A token has no cost,
    which counts as 0, whatever card the file made it of (RB 185.3.a, RB 185.3.a.1), unless a
    copy effect gave it the copied card's (RB 185.3.a.2)."""
    costless = obj.token and obj.copy_of is None and obj.card.get(COPIED_FROM) is None
    printed = 0 if costless else dict(obj.card.cost.resources).get("energy", 0)
    return isinstance(value, int) and printed <= value


#: RB 708: a unit is Mighty while its Might is this or more.
MIGHTY_AT = 5


def is_mighty(state: GameState, game: Rulebook, obj: GameObject) -> bool:
    """RB 707-711: a unit with 5 or more Might; on the board its current Might (RB 710: as the
    layers stand when asked, so an effect that reads it while the layers are computed sees the
    effects applied before it: continuous.py, RB 479.2), elsewhere its printed Might (RB 711)."""
    if not obj.card.is_type("unit"):
        return False  # RB 707: Mighty describes units
    might = stat(state, game, obj, "might") if game.vocab.is_board(obj.zone) else \
        base_stat(obj, "might")
    return might is not None and might >= MIGHTY_AT


def mighty_matches(state: GameState, game: Rulebook, obj: GameObject, value: object) -> bool:
    """`mighty: true|false` (RB 708)."""
    return is_mighty(state, game, obj) == bool(value)


def domains_of(obj: GameObject, have: tuple[str, ...]) -> tuple[str, ...]:
    """An object's domains (RB 134.1: its card's domain symbols), the card key `domains:`."""
    raw = obj.card.get("domains")
    return tuple(d for d in DOMAINS if isinstance(raw, (tuple, list)) and d in raw)


class RiftObjects(ObjectRules):
    #: RB HP.47: under whom a unit that changed hands arrived, read at the first cleanup.
    start_only: ClassVar[frozenset[str]] = frozenset({"arrived_as"})
    #: RB 134.1: "Fury units", written `traits: [fury]`, are the units with the Fury domain
    #: (the card key `domains:`), as a card's tags are its traits.
    implied_traits = (domains_of,)
    implied_trait_rules: ClassVar[dict[str, tuple[str, ...]]] = {d: ("RB 134.1",)
                                                                  for d in DOMAINS}
    filters: ClassVar[dict[str, Callable[[GameState, GameObject, object], bool]]] = {
        "at": at_location, "stunned": is_stunned, "empowered": is_empowered,
        "equipped": is_equipped, "token": is_token, "energy_cost_at_most": energy_cost_at_most}
    #: RB 143.4: units enter exhausted; RB 149: gear enters ready.
    #: RB 124.1: statuses a card loses as it becomes a new object (RB 124.2 lists them)
    statuses_lost: ClassVar[tuple[str, ...]] = ("empowered", "stunned")
    enters_as: ClassVar[dict[str, str]] = {"unit": "exhausted (RB 143.4)",
                                           "gear": "ready (RB 149)"}
    #: RB 143.4, cited when a unit resolves; RB 805.6: a unit whose Accelerate cost was paid
    #: enters ready instead (a replacement of entering exhausted).
    enters_rules: ClassVar[dict[str, str]] = {"unit": "RB 143.4"}
    enters_as_when: ClassVar[dict[str, dict[str, tuple[str, str]]]] = {"accelerate": {
        "unit": ("ready (RB 805.6: its Accelerate cost was paid)", "RB 805.6")}}
    #: RB 434, RB 716-719: a gear, a unit or a rune on the board may be attached to a unit
    #: (equipment by its Equip, RB 818; any of them by an effect that attaches it: equip.py);
    #: a legend or a battlefield only under house policy RB HP.8 `in-place` (setup.py checks
    #: a file's against the policy in force: equip.fixed_attachment_problem).
    attach_rule: ClassVar[str] = "by RB 434.1 only cards on the board are attached"
    attached_in_place: ClassVar[tuple[str, ...]] = tuple(NOT_ATTACHED)
    #: Filter keys whose answer reads an object's current stats (continuous.py applies the
    #: effects that read them after those that change stats: RB 479.2, and again while a pass
    #: makes them apply to more: RB 476.2).
    stat_filters: ClassVar[tuple[str, ...]] = ("mighty",)
    stat_filters_policy: ClassVar[str] = "layers.no-longer-mighty"  # RB HP.25
    stat_filter_rules: ClassVar[tuple[str, ...]] = ("RB 479.2",)
    stat_filter_passes: ClassVar[tuple[str, ...]] = ("RB 476.2", "RB 476.1")
    stat_filter_mutual: ClassVar[tuple[str, ...]] = ("RB 479.1", "RB 480")
    rules_filters: ClassVar[dict[str, Callable[[GameState, Rulebook, GameObject, object],
                                               bool]]] = {"mighty": mighty_matches}
    #: RB 708, with RB 710 (current Might) on the board and RB 711 (printed Might) elsewhere.
    filter_key_rules: ClassVar[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {
        "mighty": (("RB 708", "RB 710"), ("RB 708", "RB 711")),
        "energy_cost_at_most": (("RB 206",), ("RB 206",))}


