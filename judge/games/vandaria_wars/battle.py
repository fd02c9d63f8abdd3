"""Battle (VW HP.9): the `attack` verb and the battle damage object it puts on the register.

The guide names attacking but gives no procedure, so judge follows house policy VW HP.9: the
active player attacks in their main phase on an empty register with ready Followers; the battle
damage (the attackers' ATK, and with `battle.strike_back` the defender's back) goes on top of the
register as one object that players may answer (VW REG.2), dealt only between cards still in play
(and, with `battle.control_change` `leaves-battle`, VW HP.57, whose controller has not changed).
Each attacking Follower attacks (the event `attacked`): skills that trigger on it go into the
register below the battle damage, or above it, as house policy VW HP.18 says.
"""

from __future__ import annotations

from judge.engine.characteristics import keywords
from judge.engine.declare import EffectDecl
from judge.engine.effects import Damage, damage
from judge.engine.events import EventKind
from judge.engine.replacements import replaced
from judge.engine.trace import Relation, StepKind
from judge.engine.unplayed import rest_cost_paid, rest_cost_refused
from judge.model.args import required
from judge.model.effects import Effect, arg
from judge.model.scenario import Action
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, phrase, phrases
from judge.record import dataclass

#: Card text "may attack the turn it comes into play" (VW HP.36).
HASTE = "haste"

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class Battle(Effect):
    """The battle damage of one attack: each `(source, target, amount)` is dealt only if both
    cards are still in play when it results (VW HP.9)."""

    kind: ClassVar[str] = "battle"
    damage: tuple[Damage, ...] = arg(required("any", "the damage, one entry per source"))


#: The item's record of each battling card's controller as the attack was declared (VW HP.57).
CONTROLLERS = "battle_controllers"
#: The item's record of an attacked Territory and the attacker it would have struck back at,
#: were it a Follower (VW HP.9 `strike-back`): said as the damage is dealt.
NO_STRIKE_BACK = "battle_no_strike_back"


def deal_battle_damage(t: Table, item: StackItem, e: Battle) -> str | None:
    on = [d for d in e.damage if d.source in t.board and str(d.target) in t.board]
    # VW HP.57: a card whose controller changed since the attack, by default still in it
    taken = _taken(t, item, on)
    left = taken if taken and t.policy_is("battle.control_change", "leaves-battle") else set()
    if taken:
        t.cite_also_rule(t.policy_id("battle.control_change"))
    live = [d for d in on if d.source not in left and str(d.target) not in left]
    said = [p for p in (damage(t, item, d) for d in live) if p]
    # what is not dealt, and why: the card dealing it or dealt it is no longer in play (VW HP.9)
    lost = [phrase(Msg("{source}'s {n} to {target} is not dealt: {gone} is no longer in play",
                        source=t.name(str(d.source)), n=d.amount, target=t.name(str(d.target)),
                        gone=t.name(str(d.source) if d.source not in t.board else
                                    str(d.target))))
            for d in e.damage if d not in on]
    lost += [phrase(Msg("{source}'s {n} to {target} is not dealt: {gone} changed controller "
                        "since the attack and left the battle", source=t.name(str(d.source)),
                        n=d.amount, target=t.name(str(d.target)),
                        gone=t.name(str(d.source) if d.source in left else str(d.target))))
             for d in on if d not in live]
    return phrases([*said, *lost, *_not_struck_back(t, item)] if said else
                   [phrase(Msg("no battle damage is dealt")), *lost])


def _not_struck_back(t: Table, item: StackItem) -> list[str]:
    """VW HP.9 `strike-back`: an attacked Territory deals nothing back, which the attacker's
    player would ask about ("does my Follower take damage?"): said where both are in play."""
    pair = item.extra.get(NO_STRIKE_BACK)
    if not isinstance(pair, tuple) or not all(o in t.board for o in pair):
        return []
    target, attacker = pair
    return [phrase(Msg("{attacker} is dealt nothing back: {target} is a Territory, and only an "
                       "attacked Follower strikes back", attacker=t.name(attacker),
                       target=t.name(target)))]


def _taken(t: Table, item: StackItem, damage_dealt: list[Damage]) -> set[str]:
    """The battling cards still in play whose controller is not the one they had as the attack
    was declared."""
    was = item.extra.get(CONTROLLERS)
    if not isinstance(was, dict):
        return set()
    ids = {i for d in damage_dealt for i in (str(d.source), str(d.target))}
    return {i for i in ids if i in was and t.state.objects[i].controller != was[i]}


BATTLE = EffectDecl(Battle, deal_battle_damage, "battle damage", internal=True)


def attack(t: Table, action: Action) -> None:
    """`{do: attack, attackers: [ids], target: id, assign: [{from, to, amount}]}` (VW HP.9)."""
    state = t.state
    player = action.by
    cites: tuple[str, ...] = ("VW HP.9",)
    if player != state.turn_player or state.phase != "main" or state.stack:
        t.refuse(phrase(Msg("only the active player may attack, in their main phase, on an empty "
                            "register")),
                 *cites)
    attackers = [t.obj(a) for a in action.ids("attackers")]
    if not attackers:
        t.refuse(phrase(Msg("an attack needs at least one attacking Follower")), *cites)
    for a in attackers:
        if a.controller != player or a.zone != "field" or not a.card.is_type("follower"):
            t.refuse(phrase(Msg("{object} is not a Follower {player} controls in play",
                                object=t.name(a.id), player=player)), *cites)
        if a.exhausted:
            t.refuse(phrase(Msg("{object} is exhausted and cannot attack",
                                object=t.name(a.id))), *cites)
        if (no := t.forbidden("attack", obj=a, player=player)) is not None:
            t.refuse(no.reason, *no.citations)
        if a.extra.get("entered_this_turn") and "VW HP.36" not in cites:
            cites = (*cites, *new_attacker(t, a))
        if rest_cost_refused(t, a):  # VW HP.23 `refused`: it cannot be exhausted to attack
            t.refuse(phrase(Msg("a replacement effect would replace {object} becoming exhausted, "
                                "so it cannot be exhausted to attack", object=t.name(a.id))),
                     "VW HP.23", *cites)
    target = t.obj(str(action.get("target")))
    if target.controller == player or target.zone != "field" or not target.card.is_type(
            "follower", "territory"):
        t.refuse(phrase(Msg("{object} is not an opposing Follower or Territory in play",
                            object=t.name(target.id))), *cites)
    cause = action.node
    t.node(cause, "action", Msg("{player} attacks", player=player))  # what a replacement replaces
    # VW OV.1, HP.27: a card's "instead" may replace a Follower attacking; it then never attacks
    attacking = [a for a in attackers if not replaced(t, "attacked", a, cause=cause)]
    if len(attacking) < len(attackers):
        cites = (*cites, "VW HP.27")
    exhaust_attackers(t, attackers if len(attacking) < len(attackers) and t.policy_is(
        "replace.attacking", "exhausted") else attacking, cause)
    if not attacking:
        t.step(StepKind.ACTION, Msg("{player} does not attack {target}: every attacker's "
                                    "attacking was replaced, so no battle damage goes into the "
                                    "register", player=player, target=t.name(target.id)),
               cites, actor=player)
        return
    hits = battle_damage(t, action, attacking, target)
    item = StackItem(id=state.new_id("combat"), kind="combat", controller=player,
                     name=phrase(Msg("Battle damage")), source=None, effect=(Battle(tuple(hits)),))
    item.extra[CONTROLLERS] = {c.id: c.controller for c in (*attacking, target)}
    if not assignments(action) and not target.card.is_type("follower") and \
            t.policy_is("battle.strike_back", "strike-back"):
        item.extra[NO_STRIKE_BACK] = (target.id, attacking[0].id)
    below = attack_skills(t, action, attacking, target.id)
    t.push(item)
    t.link(action.node, item.id, Relation.CAUSES)
    dist = Items([Msg("{n} from {source} to {target}", n=h.amount, source=t.name(h.source),
                      target=t.name(str(h.target))) for h in hits], commas=True)
    t.step(StepKind.ACTION, Msg("{player} attacks {target} with {attackers}; the battle damage "
                                "({damage}) goes on top of the register as one object, {item}",
                                player=player, target=t.name(target.id),
                                attackers=", ".join(t.name(a.id) for a in attacking),
                                damage=dist, item=item.id),
           ("VW REG.2", *cites, *(("VW HP.18",) if below else ())), actor=player, item=item.id)
    t.game.stack.after_put_on_stack(t, item)


def new_attacker(t: Table, a: GameObject) -> tuple[str, ...]:
    """VW HP.36: a Follower that came into play, or under its controller, this turn attacks (the
    guide does not say whether it may), or (`not-allowed`) is refused."""
    if t.policy_is("battle.summoned_attacks", "not-allowed") and not attacks_at_once(a):
        t.refuse(phrase(Msg("{object} came into play, or under {player}'s control, this turn "
                            "and cannot attack until {player}'s next turn", object=t.name(a.id),
                            player=a.controller)), "VW HP.36")
    return ("VW HP.36",)


def attacks_at_once(a: GameObject) -> bool:
    """VW HP.36 holds back a new Follower only for want of card text saying otherwise: one whose
    text says it may attack the turn it comes into play (the keyword `haste`,
    printed or granted) attacks under `not-allowed` too (VW OV.1: the card's text wins)."""
    return HASTE in keywords(a)


def battle_damage(t: Table, action: Action, attacking: list[GameObject], target: GameObject
                  ) -> list[Damage]:
    """The battle damage of the attack (VW HP.9): as `assign:` distributes it, or each
    attacker's ATK to the target and, with `battle.strike_back`, the target's back to the first.
    A Follower whose attacking was replaced deals and is dealt none (VW HP.27)."""
    out = set(action.ids("attackers")) - {a.id for a in attacking}  # replaced (VW HP.27)
    given = assignments(action)
    if given:
        return [Damage(dst, n, src) for src, dst, n in given if src not in out and dst not in out]
    hits = [Damage(target.id, t.stat(a, "atk") or 0, a.id) for a in attacking]
    if t.policy_is("battle.strike_back", "strike-back") and target.card.is_type("follower"):
        hits.append(Damage(attacking[0].id, t.stat(target, "atk") or 0, target.id))
    return hits


def exhaust_attackers(t: Table, attackers: list[GameObject], cause: str) -> None:
    """The attackers are exhausted (VW HP.9), each unless a card's "instead" replaces its
    exhausting (VW OV.1): then it stays ready, the exhausting read as a cost paid (VW HP.23)."""
    for a in attackers:
        if replaced(t, "exhausted", a, cause=cause):
            rest_cost_paid(t)
        else:
            a.exhausted = True


def attack_skills(t: Table, action: Action, attackers: list[GameObject], target: str) -> bool:
    """Each attacker attacks (event `attacked`). VW HP.18: by default the skills that trigger
    on it go into the register now, below the battle damage; otherwise they wait and go in on
    top of it once the attack is registered. Whether any went in below."""
    for a in attackers:
        t.emit(EventKind.ATTACKED, Msg("{attacker} attacks {target}", attacker=t.name(a.id),
                                       target=t.name(target)), obj=a.id,
               player=a.controller, cause=action.node)
    if not t.state.pending_triggers or not t.policy_is("battle.attack_skills", "below-damage"):
        return False
    t.game.stack.put_triggers(t)
    return True


def assignments(action: Action) -> list[tuple[str, str, int]]:
    """An explicit damage distribution (`assign:`), as the loader validated it."""
    raw = action.get("assign")
    return [(str(s), str(d), int(n)) for s, d, n in raw] if isinstance(raw, tuple) else []
