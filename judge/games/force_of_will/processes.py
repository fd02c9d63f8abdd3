"""Rule processes (FOW 1200): what the rules do on their own at the start of every priority
sequence, in their listed order, repeated until none applies (FOW 602.1a); and which objects can
trigger (FOW 708.2, 906)."""

from __future__ import annotations

from judge.engine.characteristics import keywords, matches
from judge.engine.events import Event, EventKind
from judge.engine.policies import StateChecks
from judge.engine.replacements import same_situation
from judge.engine.trace import Relation, StepKind
from judge.games.force_of_will.ability_keywords import (
    on_banish,
    overgrowth_entered,
    overgrowth_resolved,
)
from judge.games.force_of_will.alternative import on_event as on_half_event
from judge.games.force_of_will.attach import hosts_gone
from judge.games.force_of_will.attach import on_event as on_attach_event
from judge.games.force_of_will.conditional import on_event as on_conditional_event
from judge.games.force_of_will.contract import counters_as_it_enters as contract_counters
from judge.games.force_of_will.contract import is_contracted, leaves_contracted, say_def_zero
from judge.games.force_of_will.contract import on_event as on_contract_event
from judge.games.force_of_will.counters import cancel_counters
from judge.games.force_of_will.enraging import on_attack
from judge.games.force_of_will.fusion import is_fused
from judge.games.force_of_will.fusion import on_event as on_fusion_event
from judge.games.force_of_will.graverberate import on_played
from judge.games.force_of_will.inverse import on_event as on_inverse_event
from judge.games.force_of_will.investigate import on_event as on_investigate_event
from judge.games.force_of_will.keywords import on_event as on_keyword_event
from judge.games.force_of_will.oath import on_event as on_oath_event
from judge.games.force_of_will.pantheon import on_event as on_pantheon_event
from judge.games.force_of_will.play_keywords import may_stay_unattached
from judge.games.force_of_will.reincarnation import (
    names,
    on_top_of_a_j_ruler,
    top_of_a_j_ruler_leaves,
)
from judge.games.force_of_will.reincarnation import on_event as on_reincarnation_event
from judge.games.force_of_will.revolution import (
    is_ordered,
    leaves_ordered,
    orders_ordering_nothing,
)
from judge.games.force_of_will.revolution import on_event as on_revolution_event
from judge.games.force_of_will.rulers import (
    cannot_be_destroyed,
    destroy_entities,
    return_to_ruler_area,
)
from judge.games.force_of_will.shift import on_event as on_shift_event
from judge.games.force_of_will.state import (
    ext,
    is_addable_addition,
    is_entity,
    kept_of_same_name,
)
from judge.games.force_of_will.transcend import is_transcended, leaves_transcended
from judge.games.force_of_will.transcend import on_event as on_transcend_event
from judge.games.force_of_will.transcend import say_def_zero as transcended_def_zero
from judge.games.force_of_will.wardens import (
    duplicate_wardens,
    has_warden_side,
    to_graveyard_warden_side_up,
    warden_without_willpower,
)
from judge.games.force_of_will.wardens import on_event as on_warden_event
from judge.games.force_of_will.will_triggers import on_event as on_will_produced
from judge.model.state import GameObject
from judge.msg import Items, Msg, joined, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


class RuleProcesses(StateChecks):
    def run(self, t: Table) -> bool:
        """FOW 602.1a: the rule processes, before anything else happens in a priority sequence."""
        return rule_processes(t)

    def on_event(self, t: Table, event: Event) -> None:
        """The automatic keyword abilities ([Bane], [Explode], [Limit]) trigger on what they
        watch for (keywords.py)."""
        contract_counters(t, event)  # FOW 713.3b: before anything is stacked on it (1045.5)
        on_reincarnation_event(t, event)  # FOW 1161.2: stacked on top as it enters
        if event.kind is EventKind.ENTERED and _gone_below(t, event):
            return  # FOW 1045.4a: a card stacked below as it entered did not enter as itself
        on_keyword_event(t, event)
        on_will_produced(t, event)  # FOW 907.1d: what triggers on it may be a will ability
        on_revolution_event(t, event)  # FOW 1010.1, 1205.2: an ordered J-ruler's way out
        on_warden_event(t, event)  # FOW 1010.1, 1205.5: a J-ruler with a warden side's way out
        on_contract_event(t, event)  # FOW 1010.1, 1205.3
        on_transcend_event(t, event)  # FOW 1010.1, 1205.4: a transcended stack's way out
        on_shift_event(t, event)  # FOW 1302.2f-1: past side up again
        on_half_event(t, event)  # FOW 1307.4, 1307.5: one half, then both again
        on_inverse_event(t, event)  # FOW 1302.3e-1: hope side up again
        on_pantheon_event(t, event)  # FOW 1193.2: at the end of your turn
        on_fusion_event(t, event)  # FOW 1156.2: added to its target as it enters
        on_attach_event(t, event)  # FOW 1032.3: attached cards follow their J/ruler
        on_conditional_event(t, event)  # FOW 1144.2 [Revenge]
        overgrowth_entered(t, event)  # FOW 1176.2
        overgrowth_resolved(t, event)  # FOW 1176.3
        on_attack(t, event)  # FOW 1186.2 [Enraging]
        on_banish(t, event)  # FOW 1190.2 [Necrobloom]
        on_played(t, event)  # FOW 1192.2 [Graverberate]
        _note_life_dip(t)  # FOW 1202.1: a loss waits for the rule processes (602.1a)
        on_investigate_event(t, event)  # FOW 1170.2-1170.3, 1170.7 [Investigate]
        on_oath_event(t, event)  # FOW 1180.2 [Oath]: at the beginning of your next main phase


def _note_life_dip(t: Table) -> None:
    """FOW 1202.1 with 602.1a: life at 0 or less loses only when the rule processes look; keep
    the lowest life each player fell to meanwhile, to say so if it is above 0 again by then."""
    for p in t.state.players.values():
        life = p.resources.get("life")
        if life is not None and life <= 0 and not p.lost:
            dipped = ext(t.state).life_dipped
            dipped[p.id] = min(life, dipped.get(p.id, life))


def _gone_below(t: Table, event: Event) -> bool:
    obj = t.state.objects.get(event.object or "")
    return obj is not None and obj.zone != event.zone_to


def rule_processes(r: Table) -> bool:
    """One round of every rule process, in the order of FOW 1201.1; True if any applied."""
    if losing_the_game(r):
        return True
    changed = False
    # FOW 1205.7 (a warden with no willpower) comes after 1205.6 and before 1205.8, 1205.9
    # (same-named wardens) after 1205.8.
    # (A card put into a ruler area is its player's as it arrives, 308.6: Rulebook
    # holder_controls_in, not a rule process.)
    for process in (cancel_counters, destroy_lethal, def_zero_or_less,
                    warden_without_willpower, duplicate_mythic, duplicate_wardens,
                    round_life_up, illegal_additions, hosts_gone, orders_ordering_nothing):
        r.new_game_action()  # each at once, one after another (FOW 1201.1)
        changed = process(r) or changed
    r.new_game_action()
    return changed


def losing_the_game(r: Table) -> bool:
    """FOW 1202.1: life 0 or less loses; FOW 1202.2: so does having had to draw more cards than the
    deck held, in one's own draw phase. FOW 103.2-103.3: the other player wins; both: a draw."""
    state, x = r.state, ext(r.state)
    losers, why = [], []
    for p in state.players.values():
        if p.lost:
            continue
        life = p.resources.get("life")
        if life is not None and life <= 0:
            losers.append(p.id)
            why.append(phrase(Msg("{player}'s life is {n}", player=p.id, n=life)))
        elif p.id in x.deck_out:
            losers.append(p.id)
            why.append(phrase(Msg("{player} had to draw from an empty deck in their draw phase",
                                  player=p.id)))
    dipped, x.life_dipped = x.life_dipped, {}
    recovered = [pid for pid in dipped if pid not in losers and not state.players[pid].lost]
    for pid in recovered:
        r.step(StepKind.EFFECT, Msg("{player}'s life fell to {low} before the rule processes "
                                    "were performed, but it is {n} now: {player} does not lose",
                                    player=pid, low=dipped[pid],
                                    n=state.players[pid].resources.get("life", 0)),
               ("FOW 602.1a", "FOW 1202.1"))
    if not losers:
        return False
    for pid in losers:
        state.players[pid].lost = True
    standing = [p for p in state.players if not state.players[p].lost]
    cites = ["FOW 1202.1" if "life" in w else "FOW 1202.2" for w in why]
    if state.pending_triggers:  # FOW 603.4, 602.1a: the sequence started over, rule processes
        cites += ["FOW 602.1a", "FOW 603.4"]  # first, before the triggers still waiting
    if len(standing) == 1:
        state.outcome, state.winner = "win", standing[0]
        verdict = Msg("{player} wins", player=standing[0])
        cites.append("FOW 103.2")
    else:
        state.outcome, state.winner = "draw", None
        verdict = Msg("both players lose at the same time: the game is a draw")
        cites.append("FOW 103.3")
    r.step(StepKind.GAME_OVER, Msg("rule process: {why}: {players} loses the game; {verdict}",
                                   plural="rule process: {why}: {players} lose the game; "
                                   "{verdict}", why=joined(why), players=", ".join(losers),
                                   verdict=verdict, n=len(losers)),
           tuple(dict.fromkeys(cites)))
    return True


def _in_field_with_def(r: Table, obj: GameObject) -> int | None:
    if obj.zone != "field" or not is_entity(obj):
        return None
    return r.stat(obj, "def")


def destroy_lethal(r: Table) -> bool:
    """FOW 1204.1: a J/resonator whose damage reached its DEF is destroyed (by the source of the
    damage, FOW 1204.1a); FOW 1204.1b: one not destroyed (e.g. [Eternal]) loses its damage."""
    doomed: list[GameObject] = []
    spared: list[GameObject] = []
    for oid in list(r.board):
        obj = r.state.objects[oid]
        if obj.damage <= 0:  # asked first: DEF (all its bonuses) is read only for the damaged
            continue
        defense = _in_field_with_def(r, obj)
        if defense is None or obj.damage < defense:
            continue
        (spared if cannot_be_destroyed(obj) else doomed).append(obj)
    for obj in spared:
        obj.remove_damage()
    replaced: list[GameObject] = []
    # Named as they are now: a destroyed J-ruler returns to its ruler area flipped (FOW 1010.1a).
    named = {obj.id: r.name(obj.id) for obj in doomed}
    # destroyed at once: each replacement asked while all of them are still there (910.1)
    damage_nodes = {obj.id: obj.last_change for obj in doomed}
    mark = len(r.steps_since(0)) if doomed else 0
    doomed, replaced = destroy_entities(r, doomed, damage_nodes)
    # a replacement whose result could not happen ("pay one fire will instead" with none):
    # neither it nor the destruction happened (910.2d), which is why it is still there
    impossible = ("FOW 910.2d",) if len(replaced) == 1 and any(
        st.kind == StepKind.REPLACE and "FOW 910.2d" in st.citations
        for st in r.steps_since(mark)) else ()
    for obj in replaced:
        obj.remove_damage()  # FOW 1204.1b: the process did not destroy it
    for obj in doomed:
        r.link(damage_nodes[obj.id], obj.last_change, Relation.DESTROYS)
    if replaced:
        names = ", ".join(named[o.id] for o in replaced)
        # FOW 910.2d: what it would do instead could not be done, so neither event happened
        # (not "applied instead", as if its instead had happened)
        said = Msg("rule process: {objects} would be destroyed for its damage, but a "
                   "replacement effect replaced that with what cannot be done, so neither "
                   "happens; as this process did not destroy it, its damage is removed",
                   objects=names) if impossible else \
            Msg("rule process: {objects} would be destroyed for its damage, but a replacement "
                "effect applied instead; as this process did not destroy it, its damage is "
                "removed", objects=names)
        r.step(StepKind.STATE_CHECK, said, (*impossible, "FOW 1204.1", "FOW 910.1", "FOW 1204.1b"))
    if doomed:
        names = ", ".join(named[o.id] for o in doomed)
        r.step(StepKind.STATE_CHECK, Msg("rule process: {objects} has damage equal to or more "
                                         "than DEF: destroyed", plural="rule process: {objects} "
                                         "have damage equal to or more than DEF: destroyed",
                                         objects=names, n=len(doomed)),
               ("FOW 1204.1", "FOW 1204.1a", "FOW 1010.1"))
    if spared:
        names = ", ".join(r.name(o.id) for o in spared)
        r.step(StepKind.STATE_CHECK, Msg("rule process: {objects} cannot be destroyed, so its "
                                         "damage is removed instead", objects=names),
               ("FOW 1204.1b", "FOW 1010.3", "FOW 1139.2"))
    return bool(doomed or spared or replaced)


def def_zero_or_less(r: Table) -> bool:
    """FOW 1205.1: a resonator with DEF 0 or less is put into its owner's graveyard (it is not
    destroyed); FOW 1205.6: a J-ruler goes back to its ruler area and becomes astral, even with
    [Imperishable] (FOW 1109.3)."""
    hit = []
    spared = ext(r.state).def_zero_spared
    at_zero = {}
    objects = r.state.objects
    for oid in r.board:  # (the test of _in_field_with_def, inlined: every object, every check)
        obj = objects[oid]
        if obj.zone == "field" and is_entity(obj) and (d := r.stat(obj, "def")) is not None \
                and d <= 0:
            at_zero[f"{oid}#{obj.incarnation}"] = oid
    for gone in set(spared) - set(at_zero):  # a new situation if it comes back to 0 DEF
        del spared[gone]
    for key, oid in at_zero.items():
        defense = _in_field_with_def(r, r.state.objects[oid])
        if defense is None or defense > 0:  # changed as another one left
            continue
        # FOW 910.3: a replacement that kept it in the field does not replace this again
        with same_situation(r, spared.setdefault(key, [])):
            _def_zero(r, r.state.objects[oid], defense)
        hit.append(oid)
    return bool(hit)


def _def_zero(r: Table, obj: GameObject, defense: int) -> None:
    """FOW 1205.1-1205.6: what becomes of `obj`, an entity with DEF `defense` (0 or less)."""
    oid = obj.id
    if is_ordered(obj):
        name = r.name(oid)  # the ordered J-ruler's face, before it leaves
        leaves_ordered(r, obj, cause=obj.last_change)
        r.step(StepKind.STATE_CHECK, Msg("rule process: {object}, an ordered J-ruler, has "
                                         "DEF {n}: it is put into its owner's graveyard and "
                                         "its order card into its owner's ruler area, ruler "
                                         "side up (an ordered J-ruler is never astral)",
                                         object=name, n=defense),
               ("FOW 1205.2", "FOW 1024.2a"))
    elif is_contracted(obj):
        name = r.name(oid)  # the J-ruler's face: it goes to the graveyard Contract side up
        leaves_contracted(r, obj, cause=obj.last_change, rule="FOW 1205.3")
        if obj.zone != "field":  # FOW HP.20 `stays` keeps one a replacement sends away
            say_def_zero(r, name, defense)
    elif has_warden_side(obj.card):
        name = r.name(oid)  # the J-ruler's face: it goes to the graveyard warden side up
        to_graveyard_warden_side_up(r, obj, cause=obj.last_change)
        r.step(StepKind.STATE_CHECK, Msg("rule process: {object}, a J-ruler with a warden "
                                         "side, has DEF {n}: it leaves the field and is put "
                                         "into its owner's graveyard warden side up (never "
                                         "astral)", object=name, n=defense),
               ("FOW 1205.5", "FOW 1024.2c"))
    elif is_transcended(r, obj):  # FOW 1205.4: astral
        transcended_def_zero(r, leaves_transcended(r, obj, cause=obj.last_change,
                                                  astral=True), defense)
    elif on_top_of_a_j_ruler(r, obj):
        said = top_of_a_j_ruler_leaves(r, obj, cause=obj.last_change)
        r.step(StepKind.STATE_CHECK, Msg("rule process: DEF {n}: {said}", n=defense,
                                         said=said), ("FOW 1205.6",))
    elif obj.card.is_type("j_ruler"):
        name = r.name(oid)  # the J-ruler's face: it comes back ruler side up
        # FOW 1109.3, 1024.5: [Imperishable] saves a destroyed J-ruler, not one at DEF 0 or less
        spared = ("FOW 1109.3", "FOW 1024.5") if "imperishable" in keywords(obj) else ()
        return_to_ruler_area(r, obj, cause=obj.last_change, astral=True,
                             imperishable_applies=False, destroyed=False)
        said = Msg("rule process: {object} has DEF {n}: it goes back to its ruler area, ruler "
                   "side up, and becomes astral (its [Imperishable] spares a destroyed J-ruler, "
                   "not one at DEF 0 or less)", object=name, n=defense) if spared else \
            Msg("rule process: {object} has DEF {n}: it goes back to its ruler area, ruler side "
                "up, and becomes astral", object=name, n=defense)
        r.step(StepKind.STATE_CHECK, said, ("FOW 1205.6", "FOW 1024.2", *spared))
    else:
        r.move(obj, r.graveyard_of(obj), cause=obj.last_change)
        if obj.zone == "field":  # FOW 910.1: a replacement made something else happen instead
            r.step(StepKind.STATE_CHECK, Msg("rule process: {object} has DEF {n}: it would be "
                                             "put into its owner's graveyard, but a replacement "
                                             "effect made something else happen instead: it "
                                             "stays in the field", object=r.name(oid),
                                             n=defense), ("FOW 1205.1", "FOW 910.1"))
            return
        r.step(StepKind.STATE_CHECK, Msg("rule process: {object} has DEF {n}: it is put into "
                                         "its owner's graveyard (it is not destroyed)",
                                         object=r.name(oid), n=defense), ("FOW 1205.1",))


def duplicate_mythic(r: Table) -> bool:
    """FOW 1205.8: a player who controls two or more entities with «Mythic» sharing a name puts
    all but one of them into their owners' graveyards (not destruction). Which one stays is the
    player's choice: `decisions: {mythic: {order: [id]}}` names the one kept; else the one in
    the field longest stays (judge's default, as in the CR's example). "Share a name" is any of
    their names: one a card gained by [Reincarnation] (1161.2) counts as its printed one does."""
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for oid in r.board:
        obj = r.state.objects[oid]
        if obj.zone == "field" and is_entity(obj) and "mythic" in keywords(obj):
            for name in names(obj.card):
                groups.setdefault((obj.controller, name), []).append(obj)
    mythic_under_several_players(r, groups)
    changed = False
    for (player, name), group in groups.items():
        same = [o for o in group if o.zone == "field"]  # (not one another name's group sent off)
        if len(same) < 2:
            continue
        kept, how = kept_of_same_name(r, same, "mythic", Msg(
            "the one in the field longest, by default (`decisions: {{mythic: {{order: [id]}}}}` "
            "names the one kept)"))
        gone = [o for o in same if o is not kept]
        to_ruler_area = [o for o in gone if _mythic_j_ruler_to_ruler_area(r, o)]
        gone = [o for o in gone if o not in to_ruler_area]
        for obj in gone:
            r.move(obj, r.graveyard_of(obj), cause=obj.last_change)
        for obj in to_ruler_area:
            named = r.name(obj.id)  # as the J-ruler it was
            return_to_ruler_area(r, obj, cause=obj.last_change, astral=True,
                                 imperishable_applies=False, destroyed=False)
            r.step(StepKind.STATE_CHECK, Msg(
                "rule process: {player} controls {count} entities with «Mythic» named {name}: "
                "{kept} stays ({how}), and {object}, a J-ruler, goes to its owner's ruler area "
                "ruler side up and is astral, as at DEF 0 (house policy {policy})",
                player=player, count=len(same), name=name, kept=r.name(kept.id), how=how,
                object=named, policy=r.policy_id("mythic.j_ruler")),
                ("FOW 1205.8", "FOW 321.2", "FOW 1205.6", r.policy_id("mythic.j_ruler")))
            changed = True
        if not gone:
            continue
        r.step(StepKind.STATE_CHECK, Msg("rule process: {player} controls {count} entities with "
                                         "«Mythic» named {name}: {kept} stays ({how}) and "
                                         "{gone} goes to the graveyard (not destroyed)",
                                         plural="rule process: {player} controls {count} "
                                         "entities with «Mythic» named {name}: {kept} stays "
                                         "({how}) and {gone} go to the graveyard (not destroyed)",
                                         player=player, count=len(same), name=name,
                                         kept=r.name(kept.id), how=how, n=len(gone),
                                         gone=", ".join(r.name(o.id) for o in gone)),
               ("FOW 1205.8",))
        changed = True
    return changed



def _mythic_j_ruler_to_ruler_area(r: Table, obj: GameObject) -> bool:
    """FOW 1205.8, 321.2: where a «Mythic» duplicate that is an ordinary printed J-ruler goes is
    house policy FOW HP.53: its graveyard, as 1205.8 says (`graveyard`, the default), or its
    ruler area, astral, as 1205.6 does (`ruler-area`). Ordered, Contract, transcended and
    warden-side J-rulers and tokens keep their own ways."""
    if not obj.card.is_type("j_ruler") or obj.token or is_ordered(obj) or is_contracted(obj) \
            or is_transcended(r, obj) or has_warden_side(obj.card):
        return False
    r.cite_also_rule(r.policy_id("mythic.j_ruler"))
    return r.policy_is("mythic.j_ruler", "ruler-area")


def mythic_under_several_players(r: Table,
                                 groups: dict[tuple[str, str], list[GameObject]]) -> None:
    """FOW 1205.8 counts what one player controls: same-named «Mythic» entities of different
    players all stay, and the ruling says why (a note, once)."""
    players: dict[str, list[str]] = {}
    for player, name in groups:
        players.setdefault(name, []).append(player)
    for name, who in players.items():
        if len(who) > 1:
            r.note(phrase(Msg("entities with «Mythic» named {name} are controlled by different "
                              "players ({players}): the rule process counts each player's own, "
                              "so they all stay", name=name,
                              players=Items(sorted(who), commas=True))), ("FOW 1205.8",))


def round_life_up(r: Table) -> bool:
    """FOW 1206.1: life that is not a multiple of 100 is rounded up to one."""
    changed = False
    for p in r.state.players.values():
        life = p.resources.get("life")
        if life is not None and life % 100:
            p.resources["life"] = life + (100 - life % 100)
            r.step(StepKind.STATE_CHECK, Msg("rule process: {player}'s life {n} is rounded up "
                                             "to {now}", player=p.id, n=life,
                                             now=p.resources["life"]), ("FOW 1206.1",))
            changed = True
    return changed


def illegal_additions(r: Table) -> bool:
    """FOW 1207.1-1207.2: an addable addition in the field that is added to nothing, or to a card
    it could not be added to, goes to its owner's graveyard; FOW 1121.4: one with [Bestow] stays
    in the field added to no card (and a bestowed card whose card left is added to nothing)."""
    state = r.state
    moved = []
    for oid in list(r.board):
        obj = state.objects[oid]
        if obj.attached_to is None and not obj.card.is_type("addition") and \
                not (obj.card.extra and is_fused(obj)):  # (a fused card's mark is in `extra`)
            continue  # added to nothing and no addition: every question below lets it be
        if obj.zone != "field" or may_stay_unattached(obj):
            continue
        host = state.objects.get(obj.attached_to or "")
        bestowed = "bestow" in keywords(obj) and obj.attached_to is not None
        if bestowed and (host is None or host.zone != "field"):
            obj.attached_to = None  # FOW 1121.4: it may stay in the field added to nothing
            r.step(StepKind.STATE_CHECK, Msg("rule process: {object} is no longer added to a "
                                             "card; with [Bestow] it stays in the field added to "
                                             "no card", object=r.name(oid)),
                   ("FOW 1121.4", "FOW 1207.1"))
            moved.append(oid)
            continue
        if is_fused(obj):
            if host is not None and host.zone == "field" and is_entity(host):
                continue  # FOW 1156.3: it stays added, whatever it loses
            r.move(obj, r.graveyard_of(obj), cause=host.last_change if host else None)
            moved.append(oid)
            r.step(StepKind.STATE_CHECK, Msg("rule process: {object}, an addition by [Fusion], "
                                             "is added to no J/resonator: put into its owner's "
                                             "graveyard", object=r.name(oid)),
                   ("FOW 1207.1", "FOW 1156.2"))
            continue
        if not is_addable_addition(obj) or bestowed:
            continue
        if host is not None and host.zone == "field" and host.id != obj.id and matches(
                state, r.game, host, obj.card.targets[0], obj.controller):
            continue
        r.move(obj, r.graveyard_of(obj), cause=host.last_change if host else None)
        moved.append(oid)
        r.step(StepKind.STATE_CHECK, Msg("rule process: {object} is not added to a card it can be "
                                         "added to: put into its owner's graveyard",
                                         object=r.name(oid)), ("FOW 1207.1", "FOW 1207.2"))
    return bool(moved)
