"""Lethal combat damage (RB 465.2.c.4-5, RB 437.5): how much damage assigned to a unit is lethal,
counting the damage already marked on it and every replacement of the damage, which applies to
the assignment in the order the unit's controller chooses; and the rules that counted them.
"""

from __future__ import annotations

from judge.engine.damage_order import Change, in_order, shields_on
from judge.engine.replacements import (
    damage_ahead,
    damage_becomes,
    damage_doublings,
    damage_goes_elsewhere,
    damage_prevented_ahead,
)
from judge.games.riftbound.lethal_change import lethal_markers
from judge.model.state import GameObject, Shield

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


#: RB 437.5.b: under a prevent whose Prevent Value is All no amount of damage is lethal. The
#: unit can still be dealt damage, so it stays in the assignment (RB 465.2.c.10): a unit that
#: must be given lethal first takes everything that is left.
NEVER_LETHAL = 1 << 62


def lethal_need(t: Table, obj: GameObject) -> int | None:
    """How much more damage is lethal for a unit (RB 142.4.b: non-zero, at least its Might),
    counting damage already marked and the replacements of the damage, which apply to the
    assignment (RB 465.2.c.4-5, RB 437.5.a); NEVER_LETHAL under a prevent of All (RB 437.5.b)
    or where no amount assigned becomes lethal (a "becomes N" too small, a replacement that
    takes the damage elsewhere: RB 465.2.c.5); None if it cannot be dealt damage at all (RB
    465.2.c.10). The replacements apply in the one order the damaged unit's controller chooses
    (RB 465.2.c.5, its example of a prevent and a doubling; RB 372), the same order in which the
    damage is then dealt (`decisions: {replacements: {order: [...]}}`; unchosen, in the order
    they began, a prevention effect where RB HP.20 puts it). v1.3 has no RB 465.2.c.4.a-5: a
    doubling, a "becomes N" or a redirection is not counted, it applies as the damage is dealt;
    its prevents count (v1.3 RB 437.5)."""
    if not t.damageable(obj):  # "I don't take damage": never lethal, left out (RB 465.2.c.10)
        return None
    assigner = combat_assigner(t, obj)
    # damage that can't be prevented passes every prevent, so none counts in its lethal amount
    preventable = assigner is None or not combat_unpreventable(t, assigner, look=True)
    need = max(0, t.stat(obj, "might") or 0) - obj.damage
    if obj.damage + max(need, 0) == 0:
        need = 1
    need = max(need, 0)
    if need > 1 and t.static_sources and assigned_lethal_any(t, obj):
        need = 1  # RB 142.4.c: any damage the assigning side marks is lethal for it
    if t.state.edition != "v1.3":
        return least_lethal(t, obj, need, preventable=preventable)
    if not preventable:
        return need
    prevented = damage_prevented_ahead(t, obj)
    if prevented is None:
        return NEVER_LETHAL
    need += prevented
    for shield in shields_on(t, obj.id):
        if shield.remaining is None:
            return NEVER_LETHAL
        need += shield.remaining
    return min(need, NEVER_LETHAL)


def combat_unpreventable(t: Table, player: str, *, look: bool = False) -> bool:
    """Whether the combat damage `player` assigns can't be prevented (RB 054.1): a restriction
    says that player's damage can't be (RB 142.3.b: combat damage is marked by the assigning
    player, RB 142.3.a), or it says so of every unit of their side that deals some (RB 417.6.c:
    combat damage comes from the units; a unit adding no Might deals none). Where it says so of
    only some of them, which part of the side's one summed total is theirs (RB 465.2.a-b) no
    rule says: exit 3. A `look` cites nothing (a lethal amount worked out)."""
    from judge.games.riftbound import keywords as kw
    from judge.games.riftbound.state import ext, units_at

    sd = ext(t.state).showdown
    if sd is None or not sd.combat or player not in (sd.attacker, sd.defender):
        return False
    if not (t.state.restrictions or t.static_sources):
        return False  # the common case: nothing anywhere could forbid it
    mine = "attacker" if player == sd.attacker else "defender"
    dealing = [u for u in units_at(t.state, sd.at, player)  # its side (combat.side)
               if u.extra.get("designation") == mine and kw.combat_might(t, u) > 0]
    says = [t.damage_unpreventable(u.id, None, dealer=player, look=look) for u in dealing]
    if any(says) and not all(says):
        from judge.engine.lost import cannot_rule

        cannot_rule(t, f"the damage of only some of {player}'s units in combat can't be "
                    "prevented: which part of the side's summed combat damage (RB 465.2) is "
                    "theirs, no rule says", key="combat.unpreventable_share")
    if says and all(says) and not look and not t.cites_also("RB 142.3.b"):
        t.cite_also_rule("RB 417.6.c.1")  # the units' own damage: the other side is dealt it
    return bool(says) and all(says)


def combat_assigner(t: Table, obj: GameObject) -> str | None:
    """The player who assigns combat damage to `obj` (RB 465.2: the attacking player to the
    defending units, the defending player to the attacking ones), where `obj` is in a combat
    with a designation; None otherwise."""
    from judge.games.riftbound.state import ext

    sd = ext(t.state).showdown
    if sd is None or not sd.combat:
        return None
    side = obj.extra.get("designation")
    return sd.attacker if side == "defender" else sd.defender if side == "attacker" else None


def assigned_lethal_any(t: Table, obj: GameObject) -> bool:
    """Whether an effect makes any damage the player assigning combat damage to `obj` marks
    lethal for it (RB 142.4.c): the other side of its combat (RB 465.2; their units deal it,
    RB 142.3.a), in a two-player game the other player. Otherwise, with more players, who marks
    it is not known: exit 3."""
    markers = lethal_markers(t, obj)
    if not markers:
        return False
    players = [p for p in t.state.players if p != obj.controller]
    assigner = combat_assigner(t, obj)
    if assigner is not None:  # RB 465.2: the other side of its combat assigns, whoever plays
        players = [assigner]
    if len(players) != 1:
        from judge.engine.lost import cannot_rule

        cannot_rule(t, f"an effect makes damage lethal for {t.name(obj.id)} by who marks it "
                    "(RB 142.4.c), and with more than two players judge does not read yet whose "
                    "combat damage it is", key="effect.lethal_any")
    if any(p in ("", players[0]) for p, _ in markers):
        t.cite_also_rule("RB 142.4.c")
        return True
    return False


def least_lethal(t: Table, obj: GameObject, need: int, *, preventable: bool = True) -> int:
    """RB 465.2.c.4.a, RB 465.2.c.5: the least amount that, through the replacements of damage
    to `obj` in the order they apply, leaves at least `need` damage dealt to it; NEVER_LETHAL if
    none does. What reaches the unit never falls as more is assigned, so the search stops at the
    first amount past every prevent that still falls short. Not `preventable`: the damage
    passes every prevent (RB 054.1), so only the other replacements count."""
    ahead = damage_ahead(t, obj)
    if not preventable:
        ahead = [r for r in ahead if not (r.prevent or r.prevent_all)]
    changes, shielded = in_order(t, ahead, obj.id, need, shields=preventable)
    if not shielded and preventable:  # the prevention effects apply after the replacements
        changes = [*changes, *shields_on(t, obj.id)]  # (RB HP.20)
    if not changes:
        return need
    stops = sum((c.remaining or 0) if isinstance(c, Shield) else (c.prevent or 0)
                for c in changes)
    for amount in range(1, need + stops + 2):
        if dealt_through(t, changes, amount) >= need:
            return amount
    return NEVER_LETHAL


def dealt_through(t: Table, changes: list[Change], amount: int) -> int:
    """What of `amount` assigned reaches the unit through `changes`, applied in that order as
    replace_damage applies them (RB 370.2: each once), without applying or citing anything."""
    doubled = False
    for c in changes:
        if amount <= 0:
            return 0
        if isinstance(c, Shield):
            amount -= amount if c.remaining is None else min(amount, c.remaining)
        elif c.double:
            if not doubled or t.game.doublings_stack:
                amount, doubled = amount * 2, True
        elif c.prevent_all:
            amount = 0
        elif c.becomes is not None:
            amount = c.becomes
        elif c.prevent:
            amount -= min(amount, c.prevent)
        elif c.redirect is not None or c.instead:
            amount = 0  # dealt elsewhere, or something else happens instead (RB 465.2.c.5)
    return max(amount, 0)


def prevention_cites(t: Table, units: list[GameObject]) -> tuple[str, ...]:
    """The rules that counted a prevent in the lethal damage of these units (RB 465.2.c.5:
    replacements apply to the assignment; RB 437.5.a-b: the Prevent Value, All never lethal),
    a prevention effect's or a prevent replacement's."""
    shielded = [s for u in units for s in t.state.shields
                if s.target == u.id and s.incarnation == u.incarnation]
    if units and (assigner := combat_assigner(t, units[0])) is not None and \
            combat_unpreventable(t, assigner, look=True):
        # no prevent counted: the damage can't be prevented (RB 054.1), said where one waits
        if shielded or any(damage_prevented_ahead(t, u) != 0 for u in units):
            combat_unpreventable(t, assigner)
        return ()
    ahead = [damage_prevented_ahead(t, u) for u in units]
    finite = any(s.remaining is not None for s in shielded) or any(ahead)
    total = any(s.remaining is None for s in shielded) or None in ahead
    if not (finite or total):
        return ()
    # v1.3 has no RB 465.2.c.5: there the Prevent Value rules alone say it (RB 437.5)
    return (*(("RB 465.2.c.5",) if t.state.edition != "v1.3" else ()),
            *(("RB 437.5.a",) if finite else ()),
            *(("RB 437.5.b", "RB 465.2.c.10") if total else ()))


def counted_cites(t: Table, units: list[GameObject]) -> tuple[str, ...]:
    """The rules that counted the replacements of the damage to these units in their lethal
    damage (v1.4): a doubling (RB 465.2.c.4.a), a "becomes N" or a replacement that takes the
    damage elsewhere (RB 465.2.c.5), several in the order the unit's controller chose (RB
    465.2.c.5, RB 372); and the prevents (prevention_cites)."""
    counted: tuple[str, ...] = ()
    if t.state.edition != "v1.3":
        if any(damage_doublings(t, u) for u in units):
            counted += ("RB 465.2.c.4.a",)  # lethal counted with the doubling
        if any(damage_becomes(t, u) is not None or damage_goes_elsewhere(t, u) for u in units):
            counted += ("RB 465.2.c.5",)  # lethal counted as the damage becomes
        if any(len(damage_ahead(t, u)) + len(shields_on(t, u.id)) > 1 for u in units):
            counted += ("RB 465.2.c.5", "RB 372")  # in the order the unit's controller chose
    return tuple(dict.fromkeys((*counted, *prevention_cites(t, units))))
