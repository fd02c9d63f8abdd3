"""Combat (RB 459-466): a showdown with Attacker and Defender designations, then combat damage,
then the resolution with its special cleanup.

Step 1 (RB 464): designations; the Attacker gets focus; attack and defend triggers go on the
combat chain, the attacker's first, so the defender's resolve first; that chain does not pass
focus when it empties (RB 346.1). Step 2 (RB 465): only if both sides still have units there;
each side sums its Might and assigns it, the attacker first: lethal to one unit before the next,
no more than lethal while others can still take damage, Tank first, Backline last; then all of it
is dealt at once. Step 3 (RB 466): a combat cleanup that also heals every unit and recalls the
attackers if defenders remain; then the result, control and conquer.
"""

from __future__ import annotations

from itertools import product

from judge.engine.events import EventKind
from judge.engine.replacements import preventions_at, replaced
from judge.engine.trace import StepKind
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.control import establish_control, recall, set_control
from judge.games.riftbound.events import RiftEvent
from judge.games.riftbound.lethal import combat_unpreventable, counted_cites, lethal_need
from judge.games.riftbound.pending import queue_pending, showdown_begins
from judge.games.riftbound.state import (
    Showdown,
    battlefield_object,
    bf_zone,
    ext,
    players_with_units,
    units_at,
)
from judge.model.state import GameObject
from judge.msg import Items, Msg, joined, phrase, said_of

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


# ----- step 1: the combat showdown -------------------------------------------------------------
def begin_combat(t: Table, bf: str, *, converting: bool = False,
                 focus_policy: bool = True) -> None:
    """RB 460, RB 464: combat begins at a battlefield (a non-combat showdown running there
    becomes a combat showdown, RB 323.14). `focus_policy`: whether house policy RB HP.1 may
    keep focus with its holder on converting (v1.4); else the Attacker gets it (v1.3)."""
    state, x = t.state, ext(t.state)
    attacker = x.contested[bf]
    defender = next(p for p in players_with_units(state, bf) if p != attacker)
    focus = attacker
    cites: tuple[str, ...] = ("RB 464.2.c.1", "RB 464.2.c.2", "RB 464.2.d")
    old = x.showdown
    # Digest 5.3: RB 464.2.c.1.b keeps focus with its holder; RB 464.2.d gives it to the
    # Attacker. House policy RB HP.1 decides (v1.3: always the Attacker).
    if converting and old is not None and old.focus is not None and focus_policy \
            and t.policy_is("focus.on_convert", "keep"):
        focus = old.focus
        cites = ("RB 464.2.c.1", "RB 464.2.c.2", "RB 464.2.c.1.b")
    sd = Showdown(at=bf, combat=True, focus=focus, attacker=attacker, defender=defender,
                  combat_id=state.new_id("combat"))
    x.showdown = sd
    x.staged.pop(bf, None)
    how = Msg("at {at} the showdown there becomes a combat showdown: {who}") if converting \
        else Msg("at {at} combat begins: {who}")
    t.node(sd.combat_id or "combat", "combat",
           phrase(Msg("combat at {battlefield}", battlefield=bf)))
    how.args.update(at=bf, who=Msg("{attacker} is the Attacker (they contested it), {defender} "
                                   "the Defender; {focus} has focus", attacker=attacker,
                                   defender=str(defender), focus=focus))
    t.step(StepKind.COMBAT, how,
           (*(("RB 323.14", "RB 460.1") if converting else ("RB 323.13",)), *cites),
           actor=attacker)
    if not converting:  # RB 344.1: its showdown begins; one converting has begun already
        showdown_begins(t, bf, attacker, combat=True)
    designate(t, sd)
    x.regrant = "showdown"


def designate(t: Table, sd: Showdown) -> bool:
    """RB 323.2, RB 464.2.c: units at the combat's battlefield take their controller's
    designation; wrong ones switch; units elsewhere lose theirs. Attack and defend triggers fire
    the first time a unit is designated in a combat (RB 383.4) and go on the chain attacker's
    first, defender's last (RB 464.2.e)."""
    state = t.state
    zone = bf_zone(sd.at)
    changed: list[str] = []
    cites: list[str] = []
    for obj in state.objects.values():
        current = obj.extra.get("designation")
        want = None
        key = (obj.id, obj.incarnation)
        if obj.zone == zone and obj.card.is_type("unit") and not obj.face_down and \
                key not in sd.kept_out:
            want = ("attacker" if obj.controller == sd.attacker else
                    "defender" if obj.controller == sd.defender else None)
        if current == want:
            continue
        first = want is not None and (obj.id, obj.incarnation, want) not in sd.designated_as
        if first and want is not None and designation_replaced(t, sd, obj, want):
            continue
        obj.extra["designation"] = want
        # RB 464.2.c.3: designations handed out as combat opens; RB 323.2.a-c: fixed in cleanups
        cites.append("RB 323.2.c" if want is None else "RB 323.2.b" if current else
                     "RB 323.2.a" if sd.designated else "RB 464.2.c.3")
        if want is None:
            obj.extra.pop("designation", None)
            changed.append(phrase(Msg("{object} loses its designation", object=t.name(obj.id))))
            continue
        boost = "assault" if want == "attacker" else "shield"
        said = Msg("{object} is an attacker", object=t.name(obj.id)) if want == "attacker" else \
            Msg("{object} is a defender", object=t.name(obj.id))
        if kw.works(t, obj, boost):  # RB 807.1.d, RB 814.1.d: the bonus while designated
            said = Msg("{what} (+{n} Might from {keyword} while it is)", what=said,
                       n=kw.working_x(t, obj, boost), keyword=boost.capitalize())
            # what the keyword gives (RB 807.1.c: +X Might while an attacker; RB 814.1.c while
            # a defender), then that the designation is what makes it one (RB 807.1.d, 814.1.d)
            cites.append("RB 807.1.c" if boost == "assault" else "RB 814.1.c")
            if kw.instances(obj, boost) > 1:  # RB 807.2, RB 814.2: their Values add up
                cites.append(kw.NUMBERED[boost])
            cites.append("RB 807.1.d" if boost == "assault" else "RB 814.1.d")
        elif kw.has(obj, boost):  # RB 718.2: attached, its printed Assault or Shield is inactive
            cites.append("RB 718.2")
        if not first:  # RB 383.4.e.2.a, RB 383.4.f.2.a: checked once per combat
            said = Msg("{what} again (its attack and defend triggers are checked only once a "
                       "combat)", what=said)
            cites.append("RB 383.4.e.2.a" if want == "attacker" else "RB 383.4.f.2.a")
        changed.append(phrase(said))
        if first:  # RB 383.4.e, RB 383.4.f: its first time with this designation this combat
            if key not in sd.designated and any(oid == obj.id for oid, _ in sd.designated):
                # RB 124: designated in this combat as the object it was before a non-board
                # zone; this new object's attack or defend trigger is checked anew (riftboundfaq
                # Temporal Breach #replayed-combat-triggers)
                cites.append("RB 124")
            sd.designated.add(key)
            sd.designated_as.add((obj.id, obj.incarnation, want))
            kind = EventKind.ATTACKED if want == "attacker" else EventKind.DEFENDED
            ev = t.emit(kind, Msg("{object} attacks" if want == "attacker" else
                                  "{object} defends", object=t.name(obj.id)),
                        obj=obj.id, player=obj.controller, cause=sd.combat_id)
            if any(p.event_node == ev.node for p in t.state.pending_triggers):
                # RB 383.4.e.2, RB 383.4.f.2: its attack or defend triggers go on the chain now,
                # once in each combat it joins, several a turn (riftboundfaq Kha'Zix
                # #trigger-per-combat)
                cites.append("RB 383.4.e.2" if want == "attacker" else "RB 383.4.f.2")
            cites += player_designated(t, sd, want)
    if not changed:
        return False
    t.step(StepKind.COMBAT, Msg("designations: {changes}", changes=joined(changed)),
           tuple(dict.fromkeys(cites)))
    pending = t.take_pending_triggers()
    if pending:
        # The Attacker's, then every non-Defender's in Turn Order, then the Defender's.
        rank = {sd.attacker: 0, sd.defender: 2}
        ordered = sorted(t.order_by_turn(pending), key=lambda pt: rank.get(pt.controller, 1))
        # RB 464.2.b: after the triggers of the start of its showdown, if any went on
        queue_pending(t, ordered, ("RB 464.2.e.1",),
                      between_groups=("RB 464.2.b",) if sd.began_triggers else ())
    return True


def player_designated(t: Table, sd: Showdown, want: str) -> list[str]:
    """RB 464.2.c.3: the player whose unit is designated holds that designation too; the first
    time in a combat, "when you attack here" / "when you defend here" triggers, once for the
    player, not once a unit (RB 383.4.e-f: a unit or a player gets it). The event is the
    player's, at the battlefield (its object): only a trigger `object: here` (or naming that
    battlefield) sees it (Cleanup.trigger_active). Its rules if something triggered."""
    if want in sd.players_designated:
        return []
    sd.players_designated.add(want)
    player = sd.attacker if want == "attacker" else sd.defender
    attack = want == "attacker"
    ev = t.emit(EventKind.ATTACKED if attack else EventKind.DEFENDED,
                Msg("{player} attacks at {battlefield}" if attack else
                    "{player} defends at {battlefield}", player=str(player),
                    battlefield=t.name(sd.at)),
                obj=sd.at, player=player, cause=sd.combat_id, how=PLAYER_DESIGNATED)
    if not any(p.event_node == ev.node for p in t.state.pending_triggers):
        return []
    return ["RB 464.2.c.3", "RB 383.4.e" if attack else "RB 383.4.f"]


#: The `how` of a player's attack or defend event (player_designated), which only a trigger on
#: the battlefield ("here") sees.
PLAYER_DESIGNATED = "player"


def designation_replaced(t: Table, sd: Showdown, obj: GameObject, want: str) -> bool:
    """`obj` would attack or defend (its first designation in this combat, RB 383.4): whether a
    replacement replaced that (RB 370.1.a.1), so it gets none now. House policy RB HP.19: by
    default (`whole-combat`) it stays without one for the rest of the combat, a unit attacking
    or defending once per combat (RB 383.4.e.2.a, RB 383.4.f.2.a); `next-cleanup`: the next
    cleanup hands it out again, a new event (RB 323.2.a, RB 370.2)."""
    if not replaced(t, "attacked" if want == "attacker" else "defended", obj,
                    cause=sd.combat_id):
        return False
    t.cite_also_rule("RB HP.19")
    whole = not t.policy_is("replace.designation", "next-cleanup")
    if whole:
        sd.kept_out.add((obj.id, obj.incarnation))
    t.step(StepKind.COMBAT, Msg("{object} has no designation for the rest of this combat: it "
                                "deals and is dealt no combat damage", object=t.name(obj.id))
           if whole else
           Msg("{object} has no designation for now: it deals and is dealt no combat damage "
               "unless a later cleanup designates it", object=t.name(obj.id)),
           ("RB HP.19", "RB 383.4.e.2.a" if want == "attacker" else "RB 383.4.f.2.a",
            "RB 465.1")
           if whole else ("RB HP.19", "RB 323.2.a", "RB 465.1"))
    return True


# ----- step 2: combat damage -------------------------------------------------------------------
def side(t: Table, sd: Showdown, designation: str) -> list[GameObject]:
    player = sd.attacker if designation == "attacker" else sd.defender
    return [o for o in units_at(t.state, sd.at, player) if o.extra.get("designation") ==
            designation]


def start_damage_step(t: Table, sd: Showdown) -> None:
    """RB 465, RB 465.1: combat damage only if attacking and defending units both remain."""
    if side(t, sd, "attacker") and side(t, sd, "defender"):
        sd.step = "damage"
        sd.assign_queue = [p for p in (sd.attacker, sd.defender) if p is not None]
        totals = []
        cites: list[str] = ["RB 465.2.a", "RB 465.2.b", "RB 465.2.c"]
        for who, name in ((sd.attacker, "attacker"), (sd.defender, "defender")):
            units = side(t, sd, name)
            total = sum(kw.combat_might(t, u) for u in units)
            stunned = [t.name(u.id) for u in units if u.extra.get("stunned")]
            said = Msg("{player} has {n} Might", player=str(who), n=total)
            if stunned:
                said = Msg("{what} ({units} stunned: adds no Might)", what=said,
                           units=Items(stunned, commas=True))
            if stunned:
                cites.append("RB 423.1.b")
            if any((t.stat(u, "might") or 0) < 0 for u in units):
                cites.append("RB 143.2.b")
            # RB 807.1.c: Assault adds Might while an Attacker; RB 814.1.c: Shield, a Defender.
            boosting = "assault" if name == "attacker" else "shield"
            boosted = [f"{t.name(u.id)} +{kw.working_x(t, u, boosting)}" for u in units
                       if kw.works(t, u, boosting) and not u.extra.get("stunned")]
            if boosted:
                said = Msg("{what} ({keyword}: {units})", what=said,
                           keyword=boosting.capitalize(), units=", ".join(boosted))
                cites.append("RB 807.1.c" if boosting == "assault" else "RB 814.1.c")
            totals.append(phrase(said))
        t.step(StepKind.COMBAT, Msg("combat damage at {at}: {totals}; {attacker} assigns first, "
                                    "then {defender}", at=sd.at, totals=joined(totals),
                                    attacker=str(sd.attacker), defender=str(sd.defender)),
               tuple(dict.fromkeys(cites)))
        skip_empty_assignments(t, sd)
        return
    t.step(StepKind.COMBAT, no_combat_damage(t, sd), ("RB 465.1",))
    start_resolution(t, sd)


def no_combat_damage(t: Table, sd: Showdown) -> Msg:
    """Why no combat damage is dealt (RB 465.1): a side has no units left there, or (RB HP.19
    `whole-combat`: a unit whose defending or attacking was replaced stays without its
    designation) its units there are not in the combat."""
    if side(t, sd, "attacker"):
        designation, player = "defender", sd.defender
    else:
        designation, player = "attacker", sd.attacker
    if not units_at(t.state, sd.at, player):
        return Msg("no combat damage at {at}: only one side still has units there", at=sd.at)
    if designation == "defender":
        return Msg("no combat damage at {at}: {player}'s units there are not defenders",
                   at=sd.at, player=str(player))
    return Msg("no combat damage at {at}: {player}'s units there are not attackers", at=sd.at,
               player=str(player))


def skip_empty_assignments(t: Table, sd: Showdown) -> None:
    """A side with no Might to assign, or nothing the other side can be dealt, assigns nothing."""
    while sd.assign_queue and sd.step == "damage":
        player = sd.assign_queue[0]
        total, targets = assignment_pool(t, sd, player)
        if total > 0 and any(lethal_need(t, u) is not None for u in targets):
            return
        record_assignment(t, sd, player, {}, Msg("{player} has nothing to assign: {what}"))


def assignment_pool(t: Table, sd: Showdown, player: str) -> tuple[int, list[GameObject]]:
    mine = "attacker" if player == sd.attacker else "defender"
    theirs = "defender" if mine == "attacker" else "attacker"
    total = sum(kw.combat_might(t, u) for u in side(t, sd, mine))
    return total, side(t, sd, theirs)


def illegal_assignment(t: Table, units: list[GameObject], total: int,
                       amounts: dict[str, int]) -> tuple[str, tuple[str, ...]] | None:
    """Why an assignment breaks RB 465.2.c (None if it is legal)."""
    ids = {u.id for u in units}
    for oid in amounts:
        if oid not in ids:
            return (f"{t.name(oid)} is not a unit on the other side of this combat",
                    ("RB 465.2.c",))
    if sum(amounts.values()) != total:
        return (f"all {total} damage must be assigned ({sum(amounts.values())} given)",
                ("RB 465.2.c",))
    needs = {u.id: lethal_need(t, u) for u in units}
    for oid, n in amounts.items():
        if n and needs[oid] is None:
            return f"{t.name(oid)} cannot be dealt damage", ("RB 465.2.c.10",)
    live = [u for u in units if needs[u.id] is not None]
    wrong = first_order_violation(t, live, needs, amounts)
    if wrong is not None:
        why, rules = wrong[0], (*wrong[1], *counted_cites(t, live))
        boosted = designation_bonuses(t, live)
        if boosted:  # its lethal damage is its Might with the bonus (RB 142.4.b)
            why = phrase(Msg("{why} (the Might a designation gives counts toward lethal "
                             "damage: {units})", why=said_of(why), units=Items(
                                 [Msg("{unit} needs {n}", unit=t.name(u.id), n=needs[u.id] or 0)
                                  for u, _ in boosted], commas=True)))
            rules = (*rules, *(rule for _, rule in boosted))
        wrong = why, tuple(dict.fromkeys(rules))
    return wrong


def designation_bonuses(t: Table, units: list[GameObject]) -> list[tuple[GameObject, str]]:
    """The units whose Might, so their lethal damage, has a designation's bonus now, and the
    rule of each: Assault for an Attacker (RB 807.1.c), Shield for a Defender (RB 814.1.c)."""
    out = []
    for u in units:
        role = u.extra.get("designation")
        if role == "attacker" and kw.works(t, u, "assault"):
            out.append((u, "RB 807.1.c"))
        elif role == "defender" and kw.works(t, u, "shield"):
            out.append((u, "RB 814.1.c"))
    return out


def first_order_violation(t: Table, live: list[GameObject], needs: dict[str, int | None],
                          amounts: dict[str, int]) -> tuple[str, tuple[str, ...]] | None:
    """Is there an order of the units, Tank first and Backline last (RB 815, RB 826; a unit with
    both may go first or last, RB 465.2.c.8), in which the damage gives each unit lethal before
    the next gets any (RB 465.2.c.3) and none more than lethal while another can still take some
    (RB 465.2.c)? If not, the most telling reason."""
    choices = [kw.assignment_class(t, u) for u in live]
    worst: tuple[str, tuple[str, ...]] | None = None
    for classes in product(*choices):
        reason = violation_for(t, live, dict(zip([u.id for u in live], classes, strict=True)),
                               needs, amounts)
        if reason is None:
            return None
        worst = worst or reason
    return worst


def violation_for(t: Table, live: list[GameObject], cls: dict[str, int],
                  needs: dict[str, int | None], amounts: dict[str, int]
                  ) -> tuple[str, tuple[str, ...]] | None:
    got = {u.id: amounts.get(u.id, 0) for u in live}
    need = {u.id: needs[u.id] or 0 for u in live}
    lethal = {oid for oid in got if got[oid] >= need[oid]}
    if all(oid in lethal for oid in got):
        return None  # every unit has lethal: any excess may go anywhere (RB 465.2.c)
    order = order_violation(t, got, cls, lethal)
    over = [oid for oid in got if got[oid] > need[oid]]
    if over:
        too_much = (phrase(Msg("{object} is assigned more than lethal damage while another unit "
                               "can still be assigned damage", object=t.name(over[0]))),
                    ("RB 465.2.c.4",))
        if order is None:
            return too_much
        # Both broken ("2 to the Tank, 4 to the Backline unit"): the order decides, as any
        # damage to that unit was illegal while the Tank lacked lethal (RB 815.1.b); the
        # excess breaks RB 465.2.c.4 besides, cited next (the order's frame rule after both)
        return (phrase(Msg("{why}; besides, {why2}", why=said_of(order[0]),
                           why2=said_of(too_much[0]))),
                (order[1][0], *too_much[1], *order[1][1:]))
    partial = [oid for oid in got if 0 < got[oid] < need[oid]]
    if len(partial) > 1:
        return (phrase(Msg("{object} is assigned damage before {object2} has lethal damage",
                           object=t.name(partial[1]), object2=t.name(partial[0]))),
                ("RB 465.2.c.3",))
    return order


def order_violation(t: Table, got: dict[str, int], cls: dict[str, int], lethal: set[str]
                    ) -> tuple[str, tuple[str, ...]] | None:
    """The first unit assigned damage while a unit before it (a Tank, RB 815.1.b; any unit
    before a Backline unit, RB 826.4.a with RB 826.3) lacks lethal damage, said with those
    rules; None where the order is kept (RB 465.2.c.6)."""
    for oid in got:
        if got[oid] == 0:
            continue
        earlier = [o for o in got if cls[o] < cls[oid] and o not in lethal]
        if earlier:
            # RB 826.4.a: Backline keeps the lethal-first rule, so damage reaches the Backline
            # unit only after each unit before it has its full lethal (RB 826.3: it comes last)
            key = ("RB 815.1.b", "RB 465.2.c.6") if cls[earlier[0]] == 0 else (
                "RB 826.4.a", "RB 826.3", "RB 465.2.c.6")
            return (phrase(Msg("{object} is assigned damage before the Tank unit {object2} has "
                               "lethal damage" if cls[earlier[0]] == 0 else
                               "{object} is assigned damage before the non-Backline unit "
                               "{object2} has lethal damage", object=t.name(oid),
                               object2=t.name(earlier[0]))), key)
    return None


def auto_assignment(t: Table, units: list[GameObject], total: int) -> dict[str, int]:
    """A legal assignment chosen for the player (house policy RB HP.2): Tank first, Backline
    last, and within that the units that need least damage first (`most-kills`) or the order
    of the scenario (`listed-order`); what remains once all have lethal goes to the last."""
    live = [u for u in units if lethal_need(t, u) is not None]
    most_kills = len(live) > 1 and t.policy_is("combat.auto_assign", "most-kills")
    index = {u.id: i for i, u in enumerate(live)}

    def key(u: GameObject) -> tuple[int, int, int]:
        first = kw.assignment_class(t, u)[0]
        need = lethal_need(t, u) or 0
        return (first, need if most_kills else 0, index[u.id])

    out: dict[str, int] = {}
    left = total
    order = sorted(live, key=key)
    for u in order:
        if left <= 0:
            break
        give = min(left, lethal_need(t, u) or 0)
        if give:
            out[u.id] = give
        left -= give
    if left > 0 and order:
        last = order[-1].id
        out[last] = out.get(last, 0) + left
    return out


def record_assignment(t: Table, sd: Showdown, player: str, amounts: dict[str, int],
                      how: Msg, chosen_by: tuple[str, ...] = ()) -> None:
    """RB 465.2.c: one side's assignment, recorded with the rules that chose it (`chosen_by`:
    the house policy that chose it for the player, RB HP.2)."""
    sd.assignments[player] = amounts
    sd.assign_queue.pop(0)
    what = Items([Msg("{n} to {target}", n=n, target=t.name(oid)) for oid, n in amounts.items()],
                 commas=True) if amounts else Msg("nothing")
    how.args.update(player=player, what=what)
    hit = [t.state.objects[oid] for oid, n in amounts.items() if n]
    # RB 465.2.c.8: a unit with both Tank and Backline is taken as one or the other; RB
    # 465.2.c.9: with several, each on its own (two may both be Tanks)
    pool = assignment_pool(t, sd, player)[1]
    torn = sum(kw.works(t, u, "tank") and kw.works(t, u, "backline") for u in pool)
    both = ("RB 465.2.c.9",) if torn > 1 else ("RB 465.2.c.8",) if torn else ()
    # several Tanks, or several Backline units, share a priority: any order among them
    order = (*both, *(("RB 465.2.c.7",) if sum(kw.works(t, u, "tank") for u in hit) > 1 else ()),
             *(("RB 826.4.b",) if sum(kw.works(t, u, "backline") for u in hit) > 1 else ()),
             # RB 718.2: an attached unit's printed Tank or Backline puts it nowhere special
             *(("RB 718.2",) if any(kw.has(u, k) and not kw.works(t, u, k) for u in hit
                                    for k in ("tank", "backline")) else ()))
    # RB 465.2.c.10: a unit that cannot be dealt damage was left out of the assignment
    exempt = ("RB 465.2.c.10",) if any(lethal_need(t, u) is None for u in pool) else ()
    # RB 465.2.c.4: lethal counts damage already marked, so a damaged unit given less than its
    # Might may have had its lethal (3 damage on a 4-Might unit: 1 more is lethal)
    marked = ("RB 465.2.c.4",) if any(
        u.damage and amounts[u.id] < max(0, t.stat(u, "might") or 0) for u in hit) else ()
    # read now, as it is made (what it reads of the units is cited by this step, not the
    # dealing's): carried to the step that deals it
    sd.ordered.extend(decided_by_order(t, pool, amounts))
    t.step(StepKind.COMBAT, how, ("RB 465.2.c", *marked, *chosen_by, *order, *exempt,
                                  *counted_cites(t, hit), *ordered_by_keywords(t, pool, hit)),
           actor=player)
    if not sd.assign_queue:
        deal_combat_damage(t, sd)
    else:
        skip_empty_assignments(t, sd)


def ordered_by_keywords(t: Table, pool: list[GameObject], hit: list[GameObject]
                        ) -> tuple[str, ...]:
    """The rules that put some of the units first or last in an assignment: a Tank among
    units without it, given damage (it had to have its lethal first, RB 815.1.b); a Backline
    unit among units without it (it comes last, RB 826.3). Nothing where every unit has the
    keyword, or none: the order among them is the player's (RB 465.2.c)."""
    out: list[str] = []
    for keyword, rule, first in (("tank", "RB 815.1.b", True), ("backline", "RB 826.3", False)):
        has = [u for u in pool if kw.works(t, u, keyword)]
        if has and len(has) < len(pool) and (not first or any(u in hit for u in has)):
            if first and sum(u in hit for u in has) > 1:
                # RB 815.1.c.2: several Tanks given damage, in whichever order among them; it
                # decided the assignment, before Tank's general rule (RB 815.1.b)
                out.append("RB 815.1.c.2")
            out.append(rule)
    return tuple(out)


def assign(t: Table, player: str, amounts: dict[str, int] | None) -> None:
    """One side's assignment: given (checked against RB 465.2.c) or chosen automatically."""
    sd = ext(t.state).showdown
    assert sd is not None
    total, units = assignment_pool(t, sd, player)
    if amounts is None:
        # RB HP.2 chose it where there was a choice: more than one unit that damage can kill
        chose = sum(lethal_need(t, u) is not None for u in units) > 1
        record_assignment(t, sd, player, auto_assignment(t, units, total),
                          Msg("{player} assigns combat damage (chosen automatically: set it "
                              "with `{{do: assign, damage: {{...}}}}`): {what}"),
                          (t.policy_id("combat.auto_assign"),) if chose else ())
        return
    wrong = illegal_assignment(t, units, total, amounts)
    if wrong is not None:
        t.refuse(wrong[0], *wrong[1])
    record_assignment(t, sd, player, {k: v for k, v in amounts.items() if v},
                      Msg("{player} assigns combat damage ({n} Might): {what}", n=total))


def decided_by_order(t: Table, units: list[GameObject], amounts: dict[str, int]
                     ) -> tuple[tuple[str, tuple[str, ...] | None], ...]:
    """The order rule that decided which units of one assignment took their lethal damage,
    each with the unit it decided (Step.instruction_rules): only where the damage fell short of
    killing them all (given enough for every unit, any legal order kills the same units): a
    Tank given its lethal while a unit without Tank was left short (RB 815.1.b), a unit without
    Backline given its lethal while a Backline unit was left short (RB 826.3)."""
    needs = {u.id: lethal_need(t, u) for u in units}
    live = [u for u in units if needs[u.id] is not None]
    # short: given less than its lethal, counted with the replacements as assigned and without
    # them (a once-each-turn prevent counted for every unit at once is used by one alone)
    short = [u for u in live if amounts.get(u.id, 0) < min(
        needs[u.id] or 0, max(1, (t.stat(u, "might") or 0) - u.damage))]
    # a unit whose lethal a designation raised (Shield, RB 814.1.c) is told by that rule and
    # the lethal rule: the order is not put before them (audit 58)
    raised = {u.id for u, _ in designation_bonuses(t, live)}
    out: list[tuple[str, tuple[str, ...] | None]] = []
    for u in live:
        if u in short or not amounts.get(u.id) or u.id in raised:
            continue
        cls = kw.assignment_class(t, u)
        if cls == (0,) and any(kw.assignment_class(t, v) != (0,) for v in short):
            out.append(("RB 815.1.b", (u.id,)))
        elif 2 not in cls and any(kw.assignment_class(t, v) == (2,) for v in short):
            out.append(("RB 826.3", (u.id,)))
    return tuple(out)


def deal_combat_damage(t: Table, sd: Showdown) -> None:
    """RB 465: everything assigned is dealt at once; then the resolution step begins. The step
    carries, for a unit whose lethal damage the Tank or Backline order decided, that rule
    (decided_by_order, read as each side assigned), which its kill is told by beside the
    lethal rule."""
    decided, sd.ordered = tuple(sd.ordered), []
    dealt = []
    for player, amounts in sd.assignments.items():
        # read once for the side, as the damage is dealt: "your damage can't be prevented"
        preventable = not combat_unpreventable(t, player) if amounts else True
        for oid, n in amounts.items():
            # the preventions it passes over, named as a spell's deal names them
            passed = preventions_at(t, oid) if not preventable else []
            got = t.deal_damage(oid, n, source=None, item=sd.combat_id, cause=sd.combat_id,
                                preventable=preventable)
            if got and oid in t.state.objects:  # RB 142.3.a: marked by the assigning player
                obj = t.state.objects[oid]
                obj.marked_by[player] = obj.marked_by.get(player, 0) + got
                obj.damaged_by = (player, "unit", sd.combat_id or "")  # its kill: RB 428.5.c.2
            dealt.append(Msg("{n} to {target}", n=got, target=t.name(oid)) if not passed else
                         Msg("{dealt} (it cannot be prevented: {what} does not prevent it)",
                             plural="{dealt} (it cannot be prevented: {what} do not prevent "
                             "it)", dealt=Msg("{n} to {target}", n=got, target=t.name(oid)),
                             what=Items(passed), n=len(passed)))
    t.step(StepKind.COMBAT, Msg("combat damage is dealt simultaneously: {dealt}",
                                dealt=Items(dealt, commas=True) if dealt else Msg("none")),
           ("RB 465.2.d", "RB 465.2.c.1.a", "RB 417.3.a"), instruction_rules=decided)
    start_resolution(t, sd)


# ----- step 3: resolution ----------------------------------------------------------------------
def start_resolution(t: Table, sd: Showdown) -> None:
    """RB 466.1: the resolution step begins with the combat cleanup, which whoever ended the
    damage step runs at once (cleanup.combat_cleanup_if_due)."""
    sd.step = "resolution"
    sd.assign_queue = []
    sd.cleanup_due = True
    t.state.priority = None


def heal_all(t: Table, cites: tuple[str, ...]) -> bool:
    healed = [o for oid in t.board if (o := t.state.objects[oid]).damage and
              o.card.is_type("unit")]
    for o in healed:
        o.remove_damage()
    t.step(StepKind.STATE_CHECK, Msg("every unit is healed ({units})", units=Items(
        [t.name(o.id) for o in healed], commas=True)) if healed else Msg("every unit is healed"),
        cites)
    return bool(healed)


def recall_attackers(t: Table, sd: Showdown) -> bool:
    """RB 466.1.a.2: if defenders are still there, the surviving attackers are recalled."""
    if not side(t, sd, "defender"):
        return False
    attackers = side(t, sd, "attacker")
    for obj in attackers:
        recall(t, obj, ("RB 466.1.a.2",), phrase(Msg(" (defenders are still there)")))
    sd.recalled = sd.recalled or bool(attackers)
    return bool(attackers)


def announce_win(t: Table, at: str, winner: str) -> None:
    """RB 466.3.a: the result is determined only after the items from combat damage and the
    combat cleanup are resolved (RB 466.2), so "when you win a combat" goes pending after the
    combat's Deathknells. The battlefield is the event's object, the winner its player."""
    card = battlefield_object(t.state, at)
    t.emit(RiftEvent.COMBAT_WON, Msg("{player} wins the combat at {battlefield}", player=winner,
                                     battlefield=at),
           obj=card.id if card else None, player=winner)


def win_replaced(t: Table, at: str, winner: str) -> bool:
    """Whether a replacement watching `winner` (or the battlefield) winning a combat made
    something else happen instead (RB 370.1.a, RB 370.1.a.1)."""
    from judge.engine.replacements import replaced

    return replaced(t, "combat_won", battlefield_object(t.state, at), winner, where=at)


def finish_combat(t: Table, sd: Showdown, *, recall_voids: bool = True,
                  void: tuple[str, ...] = (), why: Msg | None = None) -> None:
    """RB 466: the result, then control and conquer, then the combat ends. `recall_voids`:
    attackers recalled in the combat cleanup leave the combat without a result (RB 466.3.d,
    v1.4; v1.3 decides by who has units there). `void`: the combat is ended without a result
    for these reasons (a combatant left, RB HP.9 `ends`), `why` saying so. The step that says
    there is no result says why (its `why`: what ended it), so that it does not only restate
    the result ("What becomes of the combat?")."""
    state, x = t.state, ext(t.state)
    atk = bool(units_at(state, sd.at, sd.attacker))
    dfn = bool(units_at(state, sd.at, sd.defender))
    cites: tuple[str, ...] = ("RB 466.3.a", "RB 466.3.b")  # one side alone is left
    because: Msg | None = why
    if void:
        result, winner, cites = "no-result", None, void
    elif sd.recalled and recall_voids:
        result, winner = "no-result", None
        cites = ("RB 466.3.d",)
        because = Msg("attacking units were recalled in the combat cleanup")
    elif atk and not dfn:  # its units share the win (RB 466.3.c: "when I win a combat")
        result, winner, cites = "attacker-won", sd.attacker, (*cites, "RB 466.3.c")
    elif dfn and not atk:
        result, winner, cites = "defender-won", sd.defender, (*cites, "RB 466.3.c")
    else:
        result, winner = "no-result", None
        cites = ("RB 466.3.d", *(("RB 466.3.d.1",) if atk and dfn else ()))
        because = Msg("both players still have units there") if atk and dfn else Msg(
            "neither player has units there")
    if winner and win_replaced(t, sd.at, winner):
        # RB 370.1.a.1: the win never happens: nobody wins the combat, and "when you win a
        # combat" does not trigger; control still follows who has units there (RB 466.5)
        because = Msg("{player}'s win was replaced", player=winner)
        result, winner, cites = "no-result", None, ("RB 370.1.a.1", *cites[:1])
    x.combats.append({"at": sd.at, "attacker": sd.attacker, "defender": sd.defender,
                      "result": result, "winner": winner})
    t.step(StepKind.COMBAT, Msg("combat at {at}: {player} wins the combat", at=sd.at,
                                player=winner) if winner else
           Msg("combat at {at}: the combat has no result, as {why}", at=sd.at, why=because)
           if because is not None else
           Msg("combat at {at}: the combat has no result", at=sd.at), cites)
    if winner:  # "when you win a combat": announced with the result, after its Deathknells
        announce_win(t, sd.at, winner)
    holders = players_with_units(state, sd.at)
    if len(holders) == 1:
        # RB 466.5.e: the Defender who wins a battlefield it did not control takes it too (a
        # conquer: riftjudge faq page 103), though it was not the one who contested it
        taker = holders[0] != sd.attacker and x.control.get(sd.at) != holders[0]
        establish_control(t, sd.at, holders[0], ("RB 466.5", *(("RB 466.5.e",) if taker else ())),
                          ("RB 466.5.c", "RB 107.3.d"))
    elif not holders:
        x.contested.pop(sd.at, None)
        if x.control.get(sd.at) is not None:
            set_control(t, sd.at, None)
            t.step(StepKind.STATE_CHECK, Msg("nobody has units at {at}: it becomes uncontrolled",
                                             at=sd.at), ("RB 466.5.b",))
    for obj in state.objects.values():
        obj.extra.pop("designation", None)
    x.showdown = None
    ended = t.end_effects("combat")  # what lasted "this combat" ends with it
    t.step(StepKind.COMBAT, Msg("the combat at {at} ends: designations are removed; effects that "
                                "lasted this combat end ({effects})", at=sd.at,
                                effects=Items([said_of(e) for e in ended], commas=True))
           if ended else Msg("the combat at {at} ends: designations are removed", at=sd.at),
           ("RB 466.7.a", *(("RB 466.7.c",) if ended else ())))
    x.regrant = "chain-empty"

