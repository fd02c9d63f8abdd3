"""Paying costs from the rune pool, using Reaction Add abilities while paying (RB 166, RB 357,
RB 429.3), Power by domain (RB 134, RB 163), and what a cost owes (RB 356: Hidden waives the base
cost, Deflect adds Power).

Energy and Power are spent from the rune pool, but a player may use Reaction Add abilities (a
basic rune's "exhaust: add 1 Energy", "recycle: add 1 Power") in the middle of paying. So a play
is legal when the pool plus such abilities cover its cost. When the scenario did not use them
beforehand, judge uses the player's ready ones in board order, as few as needed, and records each
use as its own step; a scenario that wants particular runes activates them first.

**Domains.** Power has a domain (RB 163.2.a). A cost of `fury: 1` asks for 1 Power of the Fury
domain; `power: 1` asks for 1 Power of any domain (RB 135.2.e.5.a). In a rune pool, `fury` is Fury
Power and `power` is Power that pays a cost of any domain (RB 163.2.b, RB 135.2.e.5.b). A domain's
cost is paid with that domain's Power first, then with Power of any domain; a cost of any domain
with what Power is left, each domain's before the universal (`settle`).

The timing rules work out what a play owes and which Add abilities pay for it; they return that
as the play's `PlayPlan` (its cost, and the notes `adds`, `why`, `surcharge`), which the engine
copies into the chain item: payment reads the plan, the chain reads the item. Nothing is kept
in the state between the check and the payment.
"""

from __future__ import annotations

from judge.engine.costs import total_cost as total_cost
from judge.engine.declare import PLAN_RULES, PlayPlan, Refusal
from judge.engine.effects import Gain, MoveZone
from judge.engine.paying import (
    WHILE_PAYING,
    AlsoPaid,
    UsedWhilePaying,
    WhilePaying,
    credit,
    planned_uses,
    pooled,
    sure_production,
)
from judge.engine.policies import Payment
from judge.engine.replacements import would_replace
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.state import DOMAINS, RUNE_POOL
from judge.model.cards import AbilityDef, Cost
from judge.model.state import GameObject, GameState
from judge.msg import Msg, phrase, word

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import ClassVar

    from judge.engine.table import Table


class RunePool(Payment):
    """RB 166, RB 357: Energy and Power from the rune pool, and from the Reaction Add abilities
    the play's plan uses while paying; Power by domain (RB 163.2). Paying is the engine's (its
    default `plan` and `pay` read what is declared here); only the refusal is said our way."""

    #: RB 135.2.e.5.a: a cost of Power of any domain (`power`) is paid with any domain's Power,
    #: each domain's first, in the order of RB 134.2, then with Power of any domain (RB 163.2.b).
    generic = "power"
    pool = order = (*DOMAINS, "power")
    #: RB 163.2.b: a domain's Power cost is paid with that domain's Power, then with Power of
    #: any domain; Energy with Energy, anything else (XP spent, RB 730.2) with itself.
    also_paid_by: ClassVar[dict[str, tuple[str, ...]]] = {d: ("power",) for d in DOMAINS}
    #: RB 357.1.a, RB 429.3.a: a Reaction Add ability may be used while paying a cost.
    while_paying = WhilePaying(("RB 357.1.a", "RB 429.3.a"),
                               Msg("is used while paying for {what} and resolves at once"))

    #: An effect's payment its player is short of: "you may pay ... If you do" is a game
    #: action the "if you do" asks was performed (RB 205), and whether paying part of it is
    #: performing it the Core Rules do not say (RB HP.39); a mandatory one does what it can
    #: (RB 055), points stopping at 0 (RB 194.4, `loss_floor_rules`).
    short_chosen_policy = ("payments.short_may", "what-they-have")
    short_forced_rules = ("RB 055",)
    #: v1.4 RB 444.2: being told to pay Energy or Power (the only resources Pay spends, RB
    #: 444.1.a) is always the payer's choice, to take it from their pool if it is there or to
    #: decline: a payment of more than they have is a "you may pay" short of it, RB HP.39's,
    #: never a mandatory one doing what it can (RB 055, as v1.3 and points or XP still do).
    always_chosen: ClassVar[tuple[tuple[str, ...], tuple[str, ...]]] = (
        (*DOMAINS, "energy", "power"), ("RB 444.2",))
    #: v1.4 RB 444.2: told to pay Energy or Power, a player may decline, and the instruction
    #: is ignored (its "if you do" does not happen); RB 444.2.b: the payment of a cost within
    #: instructions ("pay [2] to draw 2", RB 740.4.a) left unpaid, its effect is not carried out.
    declinable: ClassVar[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {
        "pay": (("RB 444.2",), ("RB 444.2",)), "pay_cost": (("RB 444.2.b",), ())}
    #: RB 135.2.e.5.a: Power of a domain pays an [A] (`power`) an effect asks for.
    paid_by_other_rules: ClassVar[dict[str, tuple[str, ...]]] = {"power": ("RB 135.2.e.5.a",)}

    def cost_refusal(self, state: GameState, player: str, cost: Cost,
                     plan: PlayPlan | None = None, also: AlsoPaid | None = None
                     ) -> Refusal | None:
        """RB 166, RB 357: the pool, plus Reaction Add abilities usable while paying, must cover
        the Energy and Power owed (`cost`: what the plan worked out, RB 356), Power by domain
        (RB 163.2)."""
        have = state.players[player].resources
        extra = credit(planned_uses(plan.note(WHILE_PAYING) if plan else None))
        why = citations_of(plan.note(PLAN_RULES) if plan else None)
        surcharge = plan.note("surcharge", 0) if plan else 0
        _, short = settle(pooled(have, extra), dict(cost.resources))
        if short and (more := self.produced_at_a_cost(state, player, pooled(have, extra),
                                                      cost.resources, usable_at_a_cost,
                                                      also)):
            raise self.their_choice_while_paying(
                player, cost.resources, ("RB 429.3",),
                f"has some that could add more at a further cost ({'; '.join(more)})")
        if short:
            res, n = next(iter(short.items()))
            owed_n = dict(cost.resources).get(res, n)
            said = word(self.game.words.resource(res))  # the game's word: "XP", "Energy"
            owed: Msg = Msg("{n} {resource}", n=owed_n, resource=said)
            if surcharge:
                owed = Msg("{owed} (Deflect adds {n} Power)", owed=owed, n=surcharge)
            if res in DOMAINS:
                owed = Msg("{owed} (Power of that domain, or Power of any domain)", owed=owed)
            if res not in ("energy", *self.pool):  # XP: the player's own count (RB 730.2)
                return Refusal(phrase(Msg("{player} cannot pay {owed}: they have {n}",
                                          player=player, owed=owed, n=have.get(res, 0))),
                               ("RB 358.2", "RB 730.2", *why))
            return Refusal(phrase(Msg("{player} cannot pay {owed}: {n} in the rune pool and no "
                                      "more from ready Reaction Add abilities", player=player,
                                      owed=owed, n=have.get(res, 0))),
                           ("RB 358.2", "RB 166.2", *(("RB 163.2",) if res in DOMAINS else ()),
                            *(("RB 718.2",) if attached_adds(state, player) else ()), *why))
        return None


def settle(have: Mapping[str, int], owes: Mapping[str, int]
           ) -> tuple[dict[str, int], dict[str, int]]:
    """How a pool pays what is owed (RB 163), as RunePool declares it (the engine's
    Payment.settle): what each resource spends, and what is still short by the cost's
    resource."""
    return RunePool.settle(have, owes.items())


def spend(have: dict[str, int], owes: Mapping[str, int], adding: Mapping[str, int]) -> None:
    """Take a payment out of a pool that `adding` will still add to (what Add abilities used
    while paying give, RB 357): the pool may owe what they will add."""
    spent, short = settle(pooled(have, adding), owes)
    assert not short, "cost_refusal must be checked first"
    for res, n in spent.items():
        have[res] = have.get(res, 0) - n


# ----- what a cost owes (RB 356) ---------------------------------------------------------------
def owed(total: Cost, waived: Cost | None, surcharge: int) -> tuple[tuple[str, int], ...]:
    """The resources actually owed: Hidden ignores the base Energy and Power (RB 811), Deflect
    adds Power (RB 809.1); nothing owed of a resource is left out."""
    out = dict(total.resources)
    for k, n in waive_of(waived):
        out[k] = max(0, out.get(k, 0) - n)
    if surcharge:
        out["power"] = out.get("power", 0) + surcharge
    return tuple((k, n) for k, n in out.items() if n)


def waive_of(waived: Cost | None) -> tuple[tuple[str, int], ...]:
    return tuple((k, n) for k, n in (waived.resources if waived else ()) if k in RUNE_POOL)


def deflecting(t: Table, targets: tuple[str, ...] | list[str]) -> list[GameObject]:
    """The chosen targets on the board that have Deflect, once each time they are chosen."""
    return [obj for tid in targets if (obj := t.state.objects.get(tid)) is not None
            and t.game.vocab.is_board(obj.zone) and kw.works(t, obj, "deflect")]


def deflect_surcharge(t: Table, player: str, targets: tuple[str, ...] | list[str]) -> int:
    """RB 809.1.c: X extra Power each time an opponent's Deflect X object is chosen as a target:
    an opponent's, so neither the player's own object nor a teammate's (RB 489.2)."""
    foes = t.state.opponents(player)
    return sum(kw.working_x(t, obj, "deflect") for obj in deflecting(t, targets)
               if obj.controller in foes)


def deflect_spared(t: Table, player: str, targets: tuple[str, ...] | list[str]) -> bool:
    """A Deflect target that costs nothing: the player's own or a teammate's (RB 809.1.c)."""
    foes = t.state.opponents(player)
    return any(obj.controller not in foes for obj in deflecting(t, targets))


def deflect_idle(t: Table, targets: tuple[str, ...] | list[str]) -> bool:
    """RB 718.2: a target on the board whose Deflect is only in its printed text, inactive while
    it is attached (`kw.works`): choosing it costs nothing more."""
    return any((obj := t.state.objects.get(tid)) is not None and t.game.vocab.is_board(obj.zone)
               and kw.has(obj, "deflect") and not kw.works(t, obj, "deflect") for tid in targets)


def deflect_added_up(t: Table, player: str, targets: tuple[str, ...] | list[str]) -> bool:
    """RB 809.2: whether an opponent's target has Deflect from more than one source, whose
    Deflect Values add up."""
    foes = t.state.opponents(player)
    return any(obj.controller in foes and kw.instances(obj, "deflect") > 1
               for obj in deflecting(t, targets))


# ----- Add abilities used while paying (RB 357, RB 429.3) --------------------------------------
def gains(ability: AbilityDef) -> dict[str, int]:
    """What an Add ability adds, where it says a fixed amount (one read when it resolves is not
    planned ahead: usable_while_paying)."""
    out: dict[str, int] = {}
    for e in ability.effect:
        if isinstance(e, Gain) and e.player == "controller":
            for res, n in e.resources:
                if isinstance(n, int):
                    out[res] = out.get(res, 0) + n
    return out


def leaves_board(ability: AbilityDef) -> bool:
    return any(isinstance(e, MoveZone) and e.target == "self" for e in ability.effect)


def attached_adds(state: GameState, player: str) -> bool:
    """Whether `player` has an attached card with an Add ability, which its inactive text
    keeps from adding anything (RB 718.2): a refusal to pay says so."""
    return any(o.controller == player and o.attached_to is not None
               and any(a.kind == "resource" for a in o.card.abilities)
               for o in state.objects.values())


def usable_while_paying(obj: GameObject, ability: AbilityDef) -> bool:
    """RB 429.3: a Reaction Add ability whose only cost is exhausting its ready source (or none);
    never one of an attached card, whose own text is inactive (RB 718.2)."""
    return usable_at_a_cost(obj, ability) and sure_production(ability) and \
        not (ability.cost.exhaust_self and obj.exhausted)


def usable_at_a_cost(obj: GameObject, ability: AbilityDef) -> bool:
    """RB 429.3: a Reaction Add ability, whatever it costs, may be used while paying; never one
    of an attached card, whose own text is inactive (RB 718.2)."""
    return "reaction" in ability.keywords and obj.attached_to is None


def plan_adds(t: Table, player: str, owes: dict[str, int]) -> list[UsedWhilePaying] | None:
    """The Add abilities needed to cover what the pool lacks (RB 357, RB 429.3); [] if nothing
    is lacking, None if even they cannot cover it. Energy first (a rune may be exhausted for
    Energy, then recycled for Power), then each domain's Power, then Power of any domain; in
    board order, each only if it lessens what is lacking (RB 163.2: a domain's Power)."""
    have = t.state.players[player].resources
    _, short = settle(have, owes)
    if not short:
        return []
    plan: list[UsedWhilePaying] = []
    exhausted: set[str] = set()
    gone: set[str] = set()
    got: dict[str, int] = {}
    for res in ("energy", *DOMAINS, "power"):
        for oid in list(t.board):
            if short.get(res, 0) <= 0:
                break
            obj = t.state.objects[oid]
            if obj.controller != player or oid in gone:
                continue
            for ability in obj.card.abilities:
                gives = gains(ability)
                if not gives or not usable_while_paying(obj, ability):
                    continue
                if would_replace(t, "resolved", obj, anywhere=True):
                    t.cite_also_rule("RB 370.1.a.1")  # its resolution replaced, it adds nothing
                    continue
                if ability.cost.exhaust_self and oid in exhausted:
                    continue
                if any(p.source == oid and p.ability == ability.name for p in plan):
                    continue
                _, after = settle(pooled(have, pooled(got, gives)), owes)
                if after.get(res, 0) >= short.get(res, 0):
                    continue  # it adds nothing this part of the cost lacks
                plan.append(UsedWhilePaying(oid, ability.name, tuple(gives.items())))
                got = pooled(got, gives)
                short = after
                if ability.cost.exhaust_self:
                    exhausted.add(oid)
                if leaves_board(ability):
                    gone.add(oid)
                break
    if short:
        return None
    return plan


def citations_of(note: object) -> tuple[str, ...]:
    """The rules of a plan's (or an item's) `why` note."""
    return tuple(str(c) for c in note) if isinstance(note, tuple) else ()


class RunePoolV13(RunePool):
    """Core Rules v1.3 has no game action Pay (RB 444 is v1.4's): an effect's payment of Energy
    or Power short of it does what it can (RB 055)."""

    always_chosen: ClassVar[tuple[tuple[str, ...], tuple[str, ...]]] = ((), ())
