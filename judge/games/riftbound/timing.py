"""What may be played or activated now: the four states and the timing keywords (RB 308-310,
RB 155, RB 358.4, RB 806, RB 813), plus where cards come from and what they cost (Hidden, Ambush,
Deflect).

Two independent bits gate every play (RB 308-309): in a Showdown state only Action and Reaction
cards and abilities may be used; in a Closed state (a chain exists) only Reaction ones. In a
Neutral Open state, by default, only the turn player in their Main Phase (RB 310.1.a, RB 155).
Priority (and, in a showdown, focus) is checked before any of this (RB 312-313, chain.py).

Each check only answers: what a play owes (RB 356), the Add abilities that will pay for it, the
rules that says so and where a permanent will enter come back as the `PlayPlan` (payment.py).
"""

from __future__ import annotations

from judge.engine.declare import PlayPlan, Refusal
from judge.engine.policies import TimingRules
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.control import destination, location_zone, unit_location_ok
from judge.games.riftbound.payment import (
    deflect_surcharge,
    owed,
    plan_adds,
    plan_cost,
    total_cost,
    waive_of,
)
from judge.games.riftbound.state import bf_of, chain_exists, ext, facedown_bf
from judge.model.cards import AbilityDef, Cost
from judge.model.scenario import Action
from judge.model.state import GameObject

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


class RiftTiming(TimingRules):
    """RB 308-310: the four states; RB 419: where cards are played from; RB 356: what they
    cost."""

    def plan_play(self, t: Table, player: str, obj: GameObject, action: Action
                  ) -> Refusal | PlayPlan:
        """RB 419: from the hand or the Champion Zone, a hidden card from its facedown zone;
        then timing (RB 308-310), where a unit or gear goes (RB 355.2.a, RB 149) and what it
        owes."""
        zones = play_zones(obj) + self.zones_allowed(t, player, obj)
        return self.zone_refusal(t, obj, zones) or play_plan(
            t, player, obj, action, any_time=self.any_time(t, player, obj))

    def plan_activation(self, t: Table, player: str, obj: GameObject, ability: AbilityDef,
                        action: Action) -> Refusal | PlayPlan:
        """RB 191: only the abilities of what you control; RB 145.2, RB 151.2, RB 381: by
        default in your Main Phase in a Neutral Open state; Action and Reaction widen that; a
        Reaction Add ability may be used whenever you hold priority (RB 429.3)."""
        refusal = self.activate_refusal(t, player, obj, ability)
        if refusal is not None:
            return refusal
        if not t.game.vocab.is_board(obj.zone):
            return Refusal(f"{t.name(obj.id)} is not on the board, so its abilities cannot be "
                           "activated", ("RB 145.2", "RB 381"))
        refusal = timing_refusal(t, player, action_kw="action" in ability.keywords,
                                 reaction_kw="reaction" in ability.keywords,
                                 what=f"{t.name(obj.id)}'s {ability.name}",
                                 default_rules=rules_for_ability(obj, ability))
        return refusal or plan_payment(t, player, ability.cost, None, action.ids("targets"),
                                       None)


def play_zones(obj: GameObject) -> tuple[str, ...]:
    """RB 419: from the hand or the Champion Zone; a hidden card from its facedown zone."""
    zones: tuple[str, ...] = ("hand", "champion_zone")
    if obj.zone.startswith("facedown:") and kw.has(obj, "hidden"):
        zones = (*zones, obj.zone)
    return zones


def timing_refusal(t: Table, player: str, *, action_kw: bool, reaction_kw: bool,
                   what: str, default_rules: tuple[str, ...]) -> Refusal | None:
    """The four states (RB 308-310) against the permissions a card or ability has."""
    state = t.state
    if chain_exists(state):
        if not reaction_kw:
            return Refusal(f"a chain exists (Closed state): only Reaction cards and abilities "
                           f"can be played, and {what} has no Reaction", ("RB 309.1.a",
                                                                          "RB 358.4"))
        return None
    if ext(state).showdown is not None:
        if not (action_kw or reaction_kw):
            return Refusal(f"a showdown is going on (Showdown state): only Action or Reaction "
                           f"cards and abilities can be used, and {what} has neither",
                           ("RB 308.1.a", "RB 358.4"))
        return None
    if player != state.turn_player or state.phase != "main":
        return Refusal(f"in a Neutral Open state {what} can be used only by the turn player in "
                       f"their Main Phase", (*default_rules, "RB 310.1.a", "RB 316.5"))
    return None


def play_plan(t: Table, player: str, obj: GameObject, action: Action, *,
              any_time: bool = False) -> Refusal | PlayPlan:
    """Playing a card now: a hidden card from the next turn on, at its battlefield (RB 811);
    the four states, with Hidden and Ambush as Reaction (RB 822); a unit to its controller's
    base or a battlefield they control (RB 355.2.a), gear to the base (RB 149)."""
    state = t.state
    card = obj.card
    choices = action.mapping("choices")
    targets = action.ids("targets")
    hidden_at = facedown_bf(obj.zone)
    if hidden_at is not None:
        hidden_turn = obj.extra.get("hidden_turn")
        if isinstance(hidden_turn, int) and hidden_turn >= state.turn_number:
            return Refusal(f"{t.name(obj.id)} was hidden this turn: it can be played from the "
                           "next turn on", ("RB 811",))
    permanent = card.is_type("unit", "gear")
    where = "base"
    if card.is_type("unit"):
        where = destination(choices.get("location", "base")) if hidden_at is None else \
            f"battlefield:{hidden_at}"
    # `any_time`: card text lets it be played whenever its player could play a Reaction.
    reaction = kw.has(obj, "reaction") or hidden_at is not None or any_time or (
        kw.has(obj, "ambush") and bf_of(where) is not None)
    refusal = timing_refusal(t, player, action_kw=kw.has(obj, "action"), reaction_kw=reaction,
                             what=t.name(obj.id),
                             default_rules=("RB 155",) if not permanent else ("RB 410",))
    if refusal is not None:
        return refusal
    if card.is_type("unit") and hidden_at is None:
        wrong = unit_location_ok(t, player, obj, where)
        if wrong is not None:
            return Refusal(f"{t.name(obj.id)} cannot be played to {t.zone_name(where)}: "
                           f"{wrong}",
                           ("RB 355.2.a", "RB 822") if kw.has(obj, "ambush") else
                           ("RB 355.2.a",))
    if card.is_type("gear") and choices.get("location", "base") != "base":
        return Refusal("gear is played to its controller's base", ("RB 149",))
    enters = None
    if hidden_at is not None:
        away = [o for o in targets if (x := state.objects.get(o)) is not None
                and t.game.vocab.is_board(x.zone) and x.zone != f"battlefield:{hidden_at}"]
        if away:
            return Refusal(f"played from hiding, its targets must be at {hidden_at}: "
                           f"{t.name(away[0])} is not", ("RB 811",))
    if card.is_type("unit"):  # RB 359: where it was played to; RB 811: hidden, at its battlefield
        enters = location_zone(str(choices.get("location", "base")) if hidden_at is None
                               else f"battlefield:{hidden_at}")
    return plan_payment(t, player, card.cost, card.additional_cost, targets,
                        card.cost if hidden_at is not None else None, enters)


def plan_payment(t: Table, player: str, printed: Cost, additional: Cost | None,
                 targets: tuple[str, ...], waived: Cost | None, enters: str | None = None
                 ) -> PlayPlan:
    """What a play owes and how it is paid: Hidden, the base Energy and Power are ignored
    (RB 811); Deflect, extra Power per opponent's Deflect target chosen (RB 809.1), still owed
    when played from hiding; and the Reaction Add abilities needed to pay what the pool lacks
    (RB 357, RB 429.3). Notes: `adds`, `why` (the rules applied), `surcharge`, `enters`."""
    waive = waive_of(waived)
    surcharge = deflect_surcharge(t, player, targets)
    why = (("RB 811",) if waive else ()) + (("RB 809", "RB 356") if surcharge else ())
    owes = owed(total_cost(printed, additional), waived, surcharge)
    adds = plan_adds(t, player, dict(owes))
    notes: list[tuple[str, object]] = []
    if adds:
        notes.append(("adds", tuple(adds)))
        why = (*why, "RB 429.3")
    notes += [("why", why), ("surcharge", surcharge)]
    if enters is not None:
        notes.append(("enters", enters))
    return PlayPlan(plan_cost(printed, owes, additional), tuple(notes))


def rules_for_ability(obj: GameObject, ability: AbilityDef) -> tuple[str, ...]:
    if ability.kind == "resource":
        return ("RB 429", "RB 381")
    if obj.card.is_type("gear"):
        return ("RB 151.2", "RB 381")
    return ("RB 145.2", "RB 381")
