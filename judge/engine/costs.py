"""What playing a card or activating an ability actually costs (FOW 903.2k; RB 403): the printed
cost, removed when it is played without paying its cost (X is then 0: FOW 903.2h-1), X paid as
chosen, then increases and additional costs, then reductions (FOW 903.2k-3, 903.2k-4), never
below nothing. Increases and reductions come from `cost_change` effects and static abilities; an
activation tax does not reach a resource ability where the game says so (FOW 907.7).

The actual cost is worked out once, before anything is paid, and is what the play step reports.
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.engine.roles import Role
from judge.engine.wording import said_filter
from judge.engine.words import ability_label
from judge.model.args import Arg, optional, required
from judge.model.cards import AbilityDef, Cost
from judge.model.effects import Effect, Ref, arg
from judge.model.state import CostChange, GameObject, StackItem
from judge.msg import English, Items, Msg, Said, phrase, said_of, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import ClassVar

    from judge.engine.conditions import Amount
    from judge.engine.declare import CostPart
    from judge.engine.table import Table


#: The stack item's `extra` key set where a reduction of the whole cost took something off its
#: play (ActualCost.reduced), beside `paid`: a game that counts the will paid for the card's
#: own cost apart from its additional costs reads which part it came off (FOW 104.9, 903.2k-4).
COST_REDUCED = "cost_reduced"

#: The components of a cost a reduction may be of alone (RB 356.4.c): the additional costs, or
#: the optional ones among them (RB 356.2.b: those a player chose to pay). The narrower first.
COMPONENTS = ("optional", "additional")


@dataclass(frozen=True)
class ChangeCost(Effect):
    """Cards (or abilities of objects) matching `target` cost `more` and/or `less` to play
    (`of: play`) or to activate (`of: activate`), for `duration`, or while a static ability's
    object is on the board. Only its controller's plays are changed unless `player: any`."""

    kind: ClassVar[str] = "cost_change"
    target: Ref = arg(required("target", "what it changes the cost of: self or {each: filter} "
                                         "(for plays, a card matches wherever it is)"))
    more: tuple[tuple[str, Amount], ...] = arg(optional(
        "cost_resources", "an increase: resource: amount (a quantity each)",
        of=Arg("quantity")), ())
    less: tuple[tuple[str, Amount], ...] = arg(optional(
        "cost_resources", "a reduction: resource: amount (a quantity each)",
        of=Arg("quantity")), ())
    of: str = arg(optional("str", "play (default) or activate", choices=("play", "activate")),
                  "play")
    player: str = arg(optional("str", "whose plays: you (default) or any",
                               choices=("you", "any")), "you")
    duration: str = arg(optional("duration", "how long it lasts"), "turn")
    minimum: tuple[tuple[str, int], ...] = arg(optional(
        "cost_resources", "a reduction \"to a minimum of\": it stops at this much of each "
        "resource (that minimum is this reduction's only)", of=Arg("int", minimum=0)), ())
    component: str | None = arg(optional(
        "str", "additional: a reduction of the additional costs only (taken off them before "
        "any reduction of the total); optional: of the optional additional costs only, those "
        "its player chose to pay (not a mandatory one such as Deflect's), where the game has "
        "them, whatever they are paid for (`of` aside)", choices=COMPONENTS), None)
    next: bool = arg(optional(
        "bool", "\"your next ... costs\": it changes the first play (or activation) it covers "
        "once that is paid, then ends; one it does not cover does not use it (not on a static "
        "ability)"), False)


def change_cost(r: Table, item: StackItem, e: ChangeCost) -> str | None:
    made = _make(r, item, e)
    if made is None:
        return None
    r.state.cost_changes.append(made)
    cite_changes(r, bool(made.more), bool(made.less))
    return phrase(Msg("{change} ({lasting})", change=_words(r, made),
                      lasting=_lasting(e.duration)))


def cite_changes(t: Table, more: bool, less: bool) -> None:
    """The game's rules for cost increases and for reductions (FOW 903.2k-3, 903.2k-4; RB 356.3,
    356.4), or its general cost-change rule where it maps neither."""
    g = t.game
    cites = (*(g.cite_optional(Role.COST_INCREASE) if more else ()),
             *(g.cite_optional(Role.COST_REDUCTION) if less else ()))
    for rule in cites or g.cite_optional(Role.COST_CHANGE):
        t.cite_also_rule(rule)


def _lasting(duration: str) -> Msg:
    return {"turn": Msg("until end of turn"), "permanent": Msg("for the rest of the game")}.get(
        duration, Msg("until the end of the {duration}", duration=word(duration)))


def _make(t: Table, item: StackItem, e: ChangeCost, duration: str | None = None,
          label: str = "") -> CostChange | None:
    from judge.engine.conditions import amount

    more = tuple((k, amount(t, item, n)) for k, n in e.more)
    less = tuple((k, amount(t, item, n)) for k, n in e.less)
    from judge.engine.refs import covered_set

    covered = covered_set(t, item, e.target)
    if covered is None:
        return None
    filt, fixed = covered
    return CostChange(t.state.new_id(f"{item.id}.cost"), item.controller, e.of, more, less,
                      filt, fixed, None if e.player == "any" else item.controller,
                      duration or e.duration, label or t.item_label(item),
                      minimum=e.minimum, component=e.component, once=e.next)


def _words(t: Table, c: CostChange) -> Msg:
    what: Msg | Items | str = said_filter(c.filter) if c.filter is not None else \
        Items([t.name(i) for i, _ in c.fixed], commas=True) if c.fixed else Msg("it")
    names = t.game.words.resources  # the game's words: RB's "Energy", not "energy"
    parts = [Msg("{n} {resource} more", n=str(n), resource=word(names.get(k, k)))
             for k, n in c.more] + \
        [Msg("{n} {resource} less", n=str(n), resource=word(names.get(k, k)))
         for k, n in c.less]
    amount: Msg | English = parts[0] if parts else English("")
    for part in parts[1:]:
        amount = Msg("{a} and {b}", a=amount, b=part)
    return Msg("{what} costs {amount} to play", what=what, amount=amount) if c.of == "play" \
        else Msg("abilities of {what} cost {amount} to activate", what=what, amount=amount)


def _reduction(t: Table, cut: int, res: str, label: str | Msg, component: str | None,
               floor: int | None) -> Said:
    """A cost reduction as the cost step says it (`-1 fire: Sage (sage)'s Discount`), the
    resource in the game's words (RB: `-1 Energy`)."""
    msg = Msg("-{n} {resource}: {label}", n=cut, resource=word(
        t.game.words.resources.get(res, res)), label=label)
    if component == "additional":
        msg = Msg("{what} (of the additional costs)", what=msg)
    elif component == "optional":
        msg = Msg("{what} (of the optional additional costs)", what=msg)
    if floor is not None:
        msg = Msg("{what} (to a minimum of {n})", what=msg, n=floor)
    return phrase(msg)


def _not_mandatory(t: Table, label: str | Msg, n: int, res: str) -> Said:
    """A reduction of the optional additional costs only, said not to reach the mandatory ones
    (RB 356.2.a: Deflect's Power, "as an additional cost" without "may") that it leaves."""
    for rule in t.game.cite_optional(Role.ADDITIONAL_COST):
        t.cite_also_rule(rule)
    return phrase(Msg("{label} does not reach {n} {resource} of mandatory additional costs",
                      label=label, n=n, resource=word(t.game.words.resources.get(res, res))))


def in_force(t: Table, obj: GameObject | None = None, *, own_text: bool = False
             ) -> list[CostChange]:
    """Every cost change now: made by effects, of static abilities on the board, and (for
    `obj`) its own abilities that change its own cost ("this card costs 1 less"), wherever it
    is: that is when they matter. `own_text`: `obj`'s own abilities count even while its text
    is inactive (a game's exception: RB 725.3, Weaponmaster sees an attached gear's own text
    changing its Equip cost)."""
    from judge.engine.conditions import (
        Condition,
        condition_rules,
        holds,
        said,
        unmet_reasons,
        with_reasons,
    )

    found = list(t.state.cost_changes)
    sources = [o for o in t.static_sources if o in t.board]
    if obj is not None and obj.id in t.static_sources and obj.id not in t.board:
        sources.append(obj.id)
    # A summoned card waiting on the stack, where the game has it enter play only as it
    # resolves (VW REG.1.e): its cost changes do nothing yet, and the play they would cover
    # says so (without it, "cannot pay 2 gold (has 1)" left the discount unexplained).
    waiting = ([] if t.game.changes_reach_stack or not (enters := t.game.cite_optional(
        Role.ENTERS_BOARD)) else
        [o for o in t.static_sources if o not in sources
         and (w := t.state.objects.get(o)) is not None and w.zone == t.game.stack_zone])
    sources += waiting
    from judge.engine.granted import effect_granted_statics

    holding = [pair for oid in sources if (source := t.state.objects.get(oid)) is not None
               for pair in static_abilities(t, source, own_text and source is obj)]
    holding += effect_granted_statics(t)  # granted by an effect: the object's own
    for holder, ability in holding:
        if not any(isinstance(effect, ChangeCost) for effect in ability.effect):
            continue  # no cost change in it: its condition need not (and may not) be read now
        oid = holder.id
        seen_from = StackItem(id=f"{oid}.{ability.name}", kind="ability",
                              controller=holder.controller, name=ability.name, source=oid)
        idle = ""
        rules: tuple[str, ...] = ()
        if isinstance(ability.condition, Condition):
            rules = condition_rules(ability.condition, ability=True)
            if not holds(t, seen_from, ability.condition):
                # (with the rule that kept it from holding now: RB 185 of a token played)
                rules = with_reasons(rules, unmet_reasons(ability.condition, t, seen_from))
                # It changes nothing now; the play it would cover says so.
                idle = phrase(Msg("only while {condition}, which does not hold",
                                  condition=said_of(said(ability.condition))))
        if oid in waiting:
            idle = phrase(Msg("only in play, and {object} is {where} until it results",
                              object=t.name(oid),
                              where=t.game.words.place_said(holder.zone, holder.owner)))
            rules = enters
        for effect in ability.effect:
            if not isinstance(effect, ChangeCost):
                continue
            if oid in waiting and effect.target == "self":
                continue  # its own cost, already paid as it was summoned
            if oid not in t.board and effect.target != "self" and oid not in waiting:
                continue  # away from the board only "this card costs ..." works
            made = _make(t, seen_from, effect, "static",
                         f"{t.name(oid)}'s {ability.name}")
            if made is not None:
                found.append(replace(made, idle=idle, rules=rules) if rules else made)
    return found


def static_abilities(t: Table, source: GameObject, own_text: bool = False
                     ) -> list[tuple[GameObject, AbilityDef]]:
    """The static abilities `source` makes apply, each with the object that has it: its own
    (not while its text is inactive, RB 718.2, unless `own_text`), and, attached, those it
    gives the card it is attached to (RB 718.3: engine/granted.py)."""
    from judge.engine.granted import given_statics

    own = source.card.abilities if own_text or t.game.objects.text_active(source) else ()
    out = [(source, a) for a in own if a.kind == "static"]
    if source.attached_to is not None:
        host, given = given_statics(t, source)
        if host is not None:
            out += [(host, a) for a in given]
    return out


def _covers(t: Table, c: CostChange, of: str, player: str, obj: GameObject) -> bool:
    # "optional additional costs you pay": whatever they are paid for, a play, an activation or
    # a triggered ability going on the chain (riftboundfaq Ezreal, Prodigy: Repeat, Accelerate)
    if (c.of != of and c.component != "optional") or (c.player is not None and
                                                      c.player != player):
        return False
    if c.fixed is not None:
        return (obj.id, obj.incarnation) in c.fixed
    if c.filter is None:
        return False
    anywhere = c.filter.anywhere()
    # A card in hand is "a spell you play": where it is does not matter unless the filter says.
    return matches(t.state, t.game, obj, anywhere if of == "play" else c.filter, c.controller)


def discount_order(t: Table, changes: list[CostChange]) -> list[CostChange]:
    """The order reductions are taken off: those of one component (the additional costs, or the
    optional ones among them) first, as that component is added (RB 356.4.c), then those of the
    total (RB 356.4.d). Within each, the player may choose the order (RB 356.4.c.1, RB
    356.4.d.1): judge takes those of the narrower component first (the optional additional
    costs: a reduction of all additional costs can still cut the others) and those with a
    minimum first, the highest minimum first, which never costs more than another order (a
    minimum binds less the more is left: "3 less, to a minimum of 2" then "1 less, to a minimum
    of 1" takes 5 to 1, the other order to 2), and says so when it mattered. (A minimum of
    several resources is ranked by its sum.)"""
    cuts = [c for c in changes if c.less]
    ordered = sorted(cuts, key=lambda c: (_component_rank(c.component),
                                          -sum(n for _, n in c.minimum)))
    if any(c.component for c in cuts):
        for rule in t.game.cite_optional(Role.COMPONENT_DISCOUNT):
            t.cite_also_rule(rule)
    if any(c.component == "optional" for c in cuts):  # which costs are optional ones
        for rule in t.game.cite_optional(Role.OPTIONAL_ADDITIONAL_COST):
            t.cite_also_rule(rule)
    if any(c.minimum for c in cuts):
        for rule in t.game.cite_optional(Role.DISCOUNT_MINIMUM):
            t.cite_also_rule(rule)
    return ordered


def _cite_floor(t: Table) -> None:
    """A reduction larger than what is left of the cost took it to 0 and no lower: the game's
    rule that a cost never goes below 0 decided what was paid (RB 356.6), where it maps one."""
    for rule in t.game.cite_optional(Role.COST_FLOOR):
        t.cite_also_rule(rule)


def _component_rank(component: str | None) -> int:
    return len(COMPONENTS) if component is None else COMPONENTS.index(component)


@dataclass(frozen=True, slots=True)
class ActualCost:
    """The cost as it will be paid, and how it came to be (for the play step)."""

    resources: tuple[tuple[str, int], ...]
    x: int | None  # the X paid, if the cost has one
    notes: tuple[str, ...]  # "free: its cost is not paid", "+1 gold: Levy", ...
    #: played without paying its (printed) cost; or the part of it (`energy`, `power`), or
    #: any and all costs (`all`: the total is 0, additional costs too)
    free: bool | str = False
    #: a reduction of the whole cost took something off (not one of the additional costs
    #: alone): which part it came off is its player's choice where that matters (FOW 903.2k-4)
    reduced: bool = False
    #: the changes for the next play only that cover this one: used up once it is paid
    used: tuple[str, ...] = ()
    #: house policies the working-out applied (VW HP.51: a cost counting what its own
    #: sacrifice takes), cited at the cost step whose note says them, not at the play
    rules: tuple[str, ...] = ()
    #: something of the card's or skill's own cost (its printed cost, X of it, or a change to
    #: it) is paid, not only its additional costs (Rulebook.cost_rule_own_only)
    own: bool = True


def with_apart(actual: ActualCost, apart: Cost | None) -> ActualCost:
    """The actual cost with a cost paid beside it that no change touched (PlayPlan.apart: FOW
    712.2d, a Revolution Order's will)."""
    if apart is None or not apart.resources:
        return actual
    total = dict(actual.resources)
    for res, n in apart.resources:
        total[res] = total.get(res, 0) + n
    return replace(actual, resources=tuple((k, n) for k, n in total.items() if n > 0))


def unpaid_part(parts: Mapping[str, CostPart], free: bool | str, res: str) -> bool:
    """Whether `res` of the base cost is still counted when played `free`: all of it unless
    free; free of a part the game declares (`parts`), all but that part's resources (RB
    356.1.b.2: without its Energy cost, the Power is still paid)."""
    part = parts.get(free) if isinstance(free, str) else None
    if part is not None:
        return res not in part.resources
    return not free


def x_unpaid(parts: Mapping[str, CostPart], free: bool | str) -> bool:
    """Whether X of the printed cost is 0 when played `free`: free of it all, or of the part
    the game says X belongs to (RB: the Energy)."""
    part = parts.get(free) if isinstance(free, str) else None
    return free is True or free == "all" or (part is not None and part.x)


def free_role(free: bool | str) -> Role:
    """The role of the rule that made a play free of `free`."""
    return Role.FREE_ALL if free == "all" else Role.FREE_PART if isinstance(free, str) \
        else Role.FREE_PLAY


def actual_cost(t: Table, player: str, base: Cost, extra: Cost, obj: GameObject, *,
                of: str = "play", x: int | None = None, free: bool | str = False,
                resource: bool = False, less: tuple[tuple[str, int, str], ...] = (),
                own_text: bool = False, optional: Cost | None = None) -> ActualCost:
    """The resources to pay: `base` (the printed cost, none if `free`) and `extra` (additional
    costs), with X, then increases, then reductions (`less`: the game's own for this play,
    PlayPlan.less). `resource`: an ability the game makes a resource ability (no activation
    taxes where Rulebook.taxes_skip_resources). `own_text`: as `in_force`'s. `optional`: the
    part of `extra` its player chose to pay (RB 356.2.b, PlayPlan.optional)."""
    notes: list[str] = []
    reduced = False  # a reduction of the whole cost took something (ActualCost.reduced)
    total: dict[str, int] = {}
    added: dict[str, int] = {}  # of it, the additional costs (a component: RB 356.4.c)
    chosen = dict(optional.resources) if optional is not None else {}  # of those, optional
    has_x = bool(base.x or extra.x)
    whole = free is True or free == "all"  # the whole base cost goes (not one part)
    parts = t.game.vocab.cost_parts
    part = parts.get(free) if isinstance(free, str) else None
    if free:
        notes.append(phrase(part.played if part is not None
                            else Msg("played ignoring any and all of its costs")
                            if free == "all" and not base.x else
                            Msg("played ignoring any and all of its costs: X is 0")
                            if free == "all" else
                            Msg("played without paying its cost: X is 0") if base.x else
                            Msg("played without paying its cost")))
    x_value = 0 if x_unpaid(parts, free) and base.x and not extra.x else (x or 0)
    for cost, counted in ((base, not whole), (extra, True)):
        if not counted:
            continue
        for res, n in cost.resources:
            if cost is base and not unpaid_part(parts, free, res):
                continue
            total[res] = total.get(res, 0) + n
            if cost is extra:
                added[res] = added.get(res, 0) + n
        for res in cost.x:
            total[res] = total.get(res, 0) + x_value
    covering = [c for c in in_force(t, obj, own_text=own_text) if _covers(t, c, of, player, obj)]
    if resource and of == "activate" and t.game.taxes_skip_resources:
        notes.extend(_taxes_skipped(t, covering))
        covering = []
    if of == "trigger":
        notes.extend(_activation_taxes_beside(t, obj, player, own_text))
    for c in covering:
        for rule in c.rules:
            t.cite_also_rule(rule)
        if c.idle:
            notes.append(phrase(Msg("{label} changes nothing: it works {idle}",
                                    label=ability_label(c.label),
                                    idle=said_of(c.idle))))
    changes = [c for c in covering if not c.idle]
    used = tuple(c.id for c in changes if c.once)
    for c in changes:  # increases and additional costs first (FOW 903.2k-3)
        for res, n in c.more:
            total[res] = total.get(res, 0) + n
            notes.append(phrase(Msg("+{n} {resource}: {label}", n=n, resource=word(
                t.game.words.resources.get(res, res)),
                                    label=ability_label(c.label))))
    for c in discount_order(t, changes):  # then reductions (FOW 903.2k-4), never below 0
        floor = dict(c.minimum)
        for res, n in c.less:
            room = min((chosen if c.component == "optional" else added
                        if c.component else total).get(res, 0), total.get(res, 0))
            cut = max(0, min(n, room - floor.get(res, 0)))
            if n > room and not floor.get(res, 0):
                _cite_floor(t)  # more off than is left: 0, never below (RB 356.6)
            if c.component == "optional" and cut < n and added.get(res, 0) > room:
                notes.append(_not_mandatory(t, ability_label(c.label),
                                            added.get(res, 0) - room, res))
            if c.component is not None:
                added[res] = added.get(res, 0) - cut
                # what is left of the optional ones (a cut of them all takes the others first)
                chosen[res] = min(chosen.get(res, 0) - (cut if c.component == "optional" else 0),
                                  added[res])
            if cut:
                total[res] -= cut
                reduced = reduced or c.component is None
                notes.append(_reduction(t, cut, res, ability_label(c.label), c.component,
                                        floor.get(res)))
    for res, n, label in less:  # the play's own reductions, after increases too
        cut = min(n, total.get(res, 0))
        if n > cut:
            _cite_floor(t)
        if cut:
            total[res] -= cut
            reduced = True
            notes.append(_reduction(t, cut, res, label, None, None))
    notes.extend(phrase(Msg("{label} is for the next one only: this one, once paid, uses it up",
                            label=ability_label(c.label))) for c in changes if c.once)
    if changes or less:
        cite_changes(t, any(c.more for c in changes), any(c.less for c in changes) or
                     bool(less))
    if free == "all":  # RB 356.5.a: a change of the total cost, last: nothing is left to pay
        total = {}
    # a discount left off by its unmet condition, which the cost step's note says: the rules of
    # that condition decide why this cost is paid in full (RB 419.4.b, RB 185: only a token was
    # played), cited at the cost step (not those of a card not yet on the board, VW REG.1.e)
    entering = t.game.cite_optional(Role.ENTERS_BOARD)
    gated = tuple(dict.fromkeys(r for c in covering if c.idle and c.rules != entering
                                for r in c.rules))
    # what of it is the card's own cost: all but the additional costs and their X
    own = any(n - added.get(res, 0) - (x_value if res in extra.x else 0) > 0
              for res, n in total.items())
    return ActualCost(tuple((k, n) for k, n in total.items() if n > 0),
                      x_value if has_x else None, tuple(notes), free, reduced, used, gated, own)


def use_up(t: Table, actual: ActualCost) -> None:
    """The changes for the next play only that covered a cost now paid end (`next: true`)."""
    if actual.used:
        t.state.cost_changes = [c for c in t.state.cost_changes if c.id not in actual.used]


def _taxes_skipped(t: Table, covering: list[CostChange]) -> list[str]:
    """The increases that would have covered a resource ability's activation, which do not
    reach it where the game says so (FOW 907.7): each named, the rule cited."""
    taxes = [c for c in covering if c.more and not c.idle]
    if taxes:
        for rule in t.game.cite_optional(Role.TAX_SKIPS_RESOURCE):
            t.cite_also_rule(rule)
    return [phrase(Msg("{label} does not apply: an increase of activation costs does not "
                       "reach this kind of ability", label=ability_label(c.label))) for c in taxes]


def _activation_taxes_beside(t: Table, obj: GameObject, player: str,
                             own_text: bool) -> list[str]:
    """Increases of activation costs that cover a triggered ability's object: a triggered
    ability is not an activated one, so they do not reach its cost (FOW 901.1: the kinds of
    abilities). Named where the game has that rule."""
    rules = t.game.cite_optional(Role.ABILITY_KIND)
    taxes = [c for c in in_force(t, obj, own_text=own_text)
             if c.more and not c.idle and _covers(t, c, "activate", player, obj)] if rules else []
    for rule in rules if taxes else ():
        t.cite_also_rule(rule)
    return [phrase(Msg("{label} does not apply: it changes the cost of activated abilities, "
                       "and this is a triggered ability", label=ability_label(c.label)))
            for c in taxes]


def total_cost(*costs: Cost | None) -> Cost:
    """Costs added together: resources summed, discards summed, the other parts kept (an optional
    additional cost may discard, as a base cost may)."""
    total: dict[str, int] = {}
    parts = [c for c in costs if c is not None]
    # every part's sacrifices kept: a cost's and its Option-'s each take their own object(s)
    sacrifices = [kind for c in parts for kind in c.sacrifices]
    for c in parts:
        for k, n in c.resources:
            total[k] = total.get(k, 0) + n
    return Cost(tuple(total.items()), any(c.exhaust_self for c in parts),
                sacrifices[0][0] if sacrifices else None,
                sum(c.discard for c in parts), tuple(x for c in parts for x in c.x),
                tuple(ch for c in parts for ch in c.choose), sum(c.from_graveyard for c in parts),
                sacrifices[0][1] if sacrifices else 1, tuple(sacrifices[1:]))
