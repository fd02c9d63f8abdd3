"""Cleanups (RB 319-324): the game's state-based tasks, in the order of RB 323 (v1.4).

A cleanup runs after nearly anything happens and is repeated until one changes nothing (RB 322);
nothing is finalized or resolved meanwhile, but pending items may be added (RB 320). Its tasks,
in order: the win check; combat designations; death triggers pending, then lethal deaths;
losing control of empty battlefields; recalls and trashing facedown cards; staging showdowns and
combats; (v1.4) dropping stale Contested; and, in a Neutral Open state, starting one staged
showdown or combat. A cleanup never heals: damage is healed only by the combat cleanup and the
Expiration Step (RB 143.3.b), which are special cleanups with extra tasks (RB 324).
"""

from __future__ import annotations

from judge.engine.events import EventKind
from judge.engine.trace import Relation, StepKind
from judge.games.riftbound.chain import collect_triggers
from judge.games.riftbound.combat import begin_combat, designate, heal_all, recall_attackers
from judge.games.riftbound.control import lose_empty_control, recall_strays
from judge.games.riftbound.scoring import tie_noted, win_check
from judge.games.riftbound.showdown import start_showdown
from judge.games.riftbound.state import (
    RUNE_POOL,
    bf_zone,
    chain_exists,
    ext,
    players_with_units,
    units_at,
)

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


def run_cleanup(r: Table, special: str | None = None) -> bool:
    """One cleanup (RB 323); True if it changed anything (the caller repeats it, RB 322).
    `special` adds the combat cleanup's (RB 466.1) or the Expiration Step's (RB 317.2) tasks."""
    if win_check(r):  # RB 323.1
        return True
    changed = update_designations(r)  # RB 323.2
    changed |= kill_lethal(r)  # RB 323.4, RB 323.5
    if special == "combat":
        sd = ext(r.state).showdown
        assert sd is not None
        heal_all(r, ("RB 466.1", "RB 466.1.a", "RB 466.1.a.1", "RB 143.3.b"))  # 3c
        recall_attackers(r, sd)  # 3d
        changed = True
    elif special == "ending":
        expiration_tasks(r)
        changed = True
    changed |= lose_empty_control(r)  # RB 323.6
    changed |= recall_strays(r)  # RB 323.7
    stage(r)  # RB 323.8 - RB 323.10
    if r.state.edition != "v1.3":
        changed |= drop_stale_contested(r)  # RB 323.11 (v1.4)
    changed |= start_staged(r)  # RB 323.12 - RB 323.14
    return changed


def combat_cleanup_if_due(r: Table) -> None:
    """RB 466.1: the combat cleanup (a cleanup that also heals every unit and recalls the
    attackers if defenders are still there), right as the damage step ends."""
    sd = ext(r.state).showdown
    if sd is None or not sd.cleanup_due:
        return
    sd.cleanup_due = False
    run_cleanup(r, special="combat")
    ext(r.state).regrant = "chain-empty"


def update_designations(r: Table) -> bool:
    """RB 323.2: during a combat, late arrivals take their designation (house policy RB HP.3
    decides whether that waits for an Open state)."""
    state = r.state
    sd = ext(state).showdown
    if sd is None or not sd.combat:
        return False
    if chain_exists(state) and needs_designation(r) and \
            r.policy_is("combat.late_designation", "open-state"):
        return False
    return designate(r, sd)


def needs_designation(r: Table) -> bool:
    sd = ext(r.state).showdown
    assert sd is not None
    zone = bf_zone(sd.at)
    for obj in r.state.objects.values():
        here = obj.zone == zone and obj.card.is_type("unit") and not obj.face_down
        if bool(obj.extra.get("designation")) != here:
            return True
    return False


def kill_lethal(r: Table) -> bool:
    """RB 323.4: every unit with lethal damage that has a death trigger (Deathknell, RB 808)
    puts it on the chain as pending; RB 323.5: then all of them die together."""
    state, x = r.state, ext(r.state)
    doomed = [obj for oid in list(r.board) if (obj := state.objects[oid]).damage > 0
              and obj.card.is_type("unit") and r.is_lethal(obj)]
    if not doomed:
        return False
    x.dying_now = {o.id for o in doomed}  # RB 383.2.c: they cannot see each other die
    events = {}
    for obj in doomed:
        x.destroying.add(obj.id)
        damage_node = obj.last_change
        ev = r.emit(EventKind.DESTROYED, f"{r.name(obj.id)} dies", obj=obj.id,
                    player=obj.controller, cause=damage_node)
        r.link(damage_node, ev.node, Relation.DESTROYS)
        events[obj.id] = ev.node
    collect_triggers(r)  # RB 323.4 (3a): death triggers are pending before anything moves
    for obj in doomed:
        r.move(obj, "trash", cause=events[obj.id])
        obj.last_change = events[obj.id]
    x.dying_now = set()
    names = ", ".join(r.name(o.id) for o in doomed)
    knell = [o for o in doomed if any(a.kind == "triggered" and a.when is not None and
                                      a.when.event == "destroyed" for a in o.card.abilities)]
    cites = ("RB 323.4", "RB 323.5", "RB 142.4.b") + (("RB 808",) if knell else ())
    r.step(StepKind.STATE_CHECK, f"{names} {'has' if len(doomed) == 1 else 'have'} lethal "
           f"damage and {'dies' if len(doomed) == 1 else 'die'}", cites)
    return True


def stage(r: Table) -> None:
    """RB 323.8-323.10: a showdown is staged at each contested battlefield where the contesting
    player has units; a combat where an opponent has units there too (and unstaged as soon as
    that stops being true, RB 461)."""
    state, x = r.state, ext(r.state)
    x.staged = {}
    for bf in x.battlefields:
        contester = x.contested.get(bf)
        sd = x.showdown
        if contester is None or not units_at(state, bf, contester):
            continue
        if sd is not None and sd.at == bf and sd.combat:
            continue
        rivals = [p for p in players_with_units(state, bf) if p != contester]
        x.staged[bf] = "combat" if rivals else "showdown"


def drop_stale_contested(r: Table) -> bool:
    """RB 323.11 (v1.4): Contested is dropped where the contesting player has no units and
    nothing is going on; units left there whose controller does not control it contest it."""
    state, x = r.state, ext(r.state)
    changed = False
    for bf in list(x.contested):
        contester = x.contested[bf]
        if units_at(state, bf, contester) or (x.showdown is not None and x.showdown.at == bf):
            continue
        del x.contested[bf]
        changed = True
        r.step(StepKind.STATE_CHECK, f"{contester} has no units at {bf} any more: it is no "
               "longer contested", ("RB 323.11", "RB 190.3.b.1"))
        for p in players_with_units(state, bf):
            if x.control.get(bf) != p:
                x.contested[bf] = p
                r.step(StepKind.STATE_CHECK, f"{p}'s units are at {bf}, which {p} does not "
                       f"control: {p} contests it", ("RB 323.11",), actor=p)
                break
    return changed


def start_staged(r: Table) -> bool:
    """RB 323.12-323.14: in a Neutral Open state the turn player starts one staged showdown
    (v1.4: first where no combat is staged) or else one staged combat; in a Showdown Open state a
    combat staged where a non-combat showdown runs turns it into a combat showdown. With several
    staged, judge takes the first battlefield in the order of `state.battlefields`."""
    state, x = r.state, ext(r.state)
    sd = x.showdown
    if chain_exists(state):
        return False
    if sd is not None:
        if not sd.combat and sd.step == "showdown" and x.staged.get(sd.at) == "combat":
            begin_combat(r, sd.at, converting=True)
            return True
        return False
    if not x.staged:
        return False
    order = [bf for bf in x.battlefields if bf in x.staged]
    if state.edition == "v1.3":  # v1.3 323.11-323.12: any staged showdown; combat if staged
        bf = order[0]
    else:
        plain = [bf for bf in order if x.staged[bf] == "showdown"]
        bf = plain[0] if plain else order[0]
    if x.staged[bf] == "combat":
        begin_combat(r, bf)
    else:
        start_showdown(r, bf)
    return True


def expiration_tasks(r: Table) -> None:
    """RB 317.2: the Expiration Step's cleanup also heals every unit (3c), ends every "this
    turn" effect (3d; v1.4: stuns end too, RB 423) and empties every rune pool (3e, RB 167)."""
    heal_all(r, ("RB 317.2", "RB 143.3.b"))
    r.expire_turn_effects(("RB 317.2",), heal=False)
    if r.state.edition != "v1.3":
        end_stuns(r, ("RB 423", "RB 317.2"))
    empty_rune_pools(r, ("RB 317.2", "RB 167"))
    tie_noted(r)


def end_stuns(r: Table, cites: tuple[str, ...]) -> None:
    stunned = [o for o in r.state.objects.values() if o.extra.get("stunned")]
    for obj in stunned:
        obj.extra.pop("stunned", None)
    if stunned:
        r.step(StepKind.EFFECT, f"stun ends: {', '.join(r.name(o.id) for o in stunned)}", cites)


def empty_rune_pools(r: Table, cites: tuple[str, ...]) -> None:
    """RB 167: unspent Energy and Power leave every rune pool."""
    lost = []
    for p in r.state.players.values():
        left = {k: p.resources.get(k, 0) for k in RUNE_POOL if p.resources.get(k, 0)}
        for k in RUNE_POOL:
            if k in p.resources:
                p.resources[k] = 0
        if left:
            lost.append(f"{p.id} loses " + ", ".join(f"{n} {k}" for k, n in left.items()))
    r.step(StepKind.EFFECT, "every rune pool empties" + (f" ({'; '.join(lost)})" if lost
                                                         else ""), cites)
