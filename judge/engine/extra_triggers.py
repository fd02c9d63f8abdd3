"""Triggering an additional time: a static ability such as "your Deathknells trigger an
additional time" (Karthus, Eternal) makes each triggered ability it covers trigger once more
when its condition is met; each trigger is its own pending item, put on the stack, answered and
countered apart (RB 808.1.d.2; riftboundfaq Karthus, Eternal #countering-dual-deathknells).

The static ability must be in force as the condition is met: a Karthus dying with the unit
still counts, as the unit's Deathknell goes pending before either leaves the board (RB 808.1.d.2,
RB 370.1.a.2; riftboundfaq Karthus #simultaneous-deathknell). Several such abilities: as the
game's policy says (`Rulebook.trigger_again_policy`): by default each adds its own.
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.engine.roles import Role
from judge.model.effects import Each
from judge.model.state import GameObject, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.effects import TriggerAgain
    from judge.engine.table import Table
    from judge.model.cards import AbilityDef


def additional_triggers(t: Table, obj: GameObject, ability: AbilityDef,
                        gone: list[GameObject]) -> int:
    """How many more times `obj`'s triggered `ability` triggers, by the "trigger an additional
    time" static abilities in force now (each seen from its own object), and those of `gone`,
    objects that left the board in the same game action as the event (RB 370.1.a.2: at once
    with it, so still there as it triggers)."""
    from judge.engine.conditions import Condition, holds
    from judge.engine.costs import static_abilities
    from judge.engine.effects import TriggerAgain
    from judge.engine.granted import effect_granted_statics

    holding = [pair for oid in t.static_sources if oid in t.board
               and (source := t.state.objects.get(oid)) is not None
               for pair in static_abilities(t, source)]
    holding += effect_granted_statics(t)
    holding += [(o, a) for o in gone for a in o.card.abilities if a.kind == "static"]
    counts = []
    for holder, static in holding:
        seen_from = StackItem(id=f"{holder.id}.{static.name}", kind="ability",
                              controller=holder.controller, name=static.name, source=holder.id)
        if isinstance(static.condition, Condition) and not holds(t, seen_from,
                                                                 static.condition):
            continue
        counts += [e.times for e in static.effect if isinstance(e, TriggerAgain)
                   and e.keyword in ability.keywords and _covers(t, e, holder, obj)]
    if not counts:
        return 0
    t.cite_also_optional(Role.TRIGGER_AGAIN)
    policy = t.game.trigger_again_policy
    if len(counts) > 1 and policy is not None:  # the rules do not say how several add up
        t.cite_also_rule(t.policy_id(policy[0]))
        if t.policy_is(*policy):
            return max(counts)
    return sum(counts)


def _covers(t: Table, e: TriggerAgain, holder: GameObject, obj: GameObject) -> bool:
    if e.target == "self":
        return obj.id == holder.id
    if isinstance(e.target, Each) and e.target.filter.earlier():
        from judge.engine.lost import cannot_rule

        cannot_rule(t, "an additional trigger for each object at a target's place is not "
                    "modelled", "effect.trigger_again")
    if isinstance(e.target, Each):
        return matches(t.state, t.game, obj, e.target.filter.anywhere(), holder.controller)
    return False
