"""Cleanups (RB 319-324): the game's state-based tasks, in the order of RB 323 (v1.4), and the
events the rules react to at once.

A cleanup runs after nearly anything happens and is repeated until one changes nothing (RB 322);
nothing is finalized or resolved meanwhile, but pending items may be added (RB 320). Its tasks,
in order: the win check; combat designations; death triggers pending, then lethal deaths; then
`Cleanup.steps`: losing control of empty battlefields; recalls and trashing facedown cards;
staging showdowns and combats; (v1.4) dropping stale Contested; and, in a Neutral Open state,
starting one staged showdown or combat. A cleanup never heals: damage is healed only by the
combat cleanup and the Expiration Step (RB 143.3.b), which are special cleanups with extra tasks
(RB 324).
"""

from __future__ import annotations

from judge.engine.characteristics import base_stat
from judge.engine.events import Event, EventKind
from judge.engine.policies import StateChecks
from judge.engine.replacements import not_there_yet, replaced, say_not_there_yet
from judge.engine.trace import Relation, StepKind
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.combat import (
    PLAYER_DESIGNATED,
    begin_combat,
    designate,
    designation_bonuses,
    heal_all,
    recall_attackers,
)
from judge.games.riftbound.control import (
    apply_contested,
    changed_hands,
    lose_empty_control,
    note_arrival,
    recall_strays,
    teammates_apart,
    tell_contested,
)
from judge.games.riftbound.equip import detach_all, follow_host, quick_draw_trigger
from judge.games.riftbound.events import RiftEvent
from judge.games.riftbound.lethal_change import lethal_by_effect
from judge.games.riftbound.objects import MIGHTY_AT
from judge.games.riftbound.pending import collect_triggers
from judge.games.riftbound.scoring import win_check
from judge.games.riftbound.showdown import start_showdown
from judge.games.riftbound.state import (
    bf_zone,
    chain_exists,
    ext,
    players_with_units,
    units_at,
)
from judge.games.riftbound.tokens import record_play
from judge.games.riftbound.vision import vision_triggers
from judge.games.riftbound.weaponmaster import weaponmaster_triggers
from judge.model.cards import AbilityDef, CardDef
from judge.model.state import GameObject, GameState
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import ClassVar

    from judge.engine.table import Table

    Step = Callable[["Cleanup", Table], bool]


# ----- the steps after the deaths (RB 323.6 - RB 323.14) ---------------------------------------
def lose_control_step(c: Cleanup, t: Table) -> bool:
    return lose_empty_control(t)  # RB 323.6


def changed_hands_step(c: Cleanup, t: Table) -> bool:
    return changed_hands(t)  # RB 190.3.a, RB HP.47


def recall_step(c: Cleanup, t: Table) -> bool:
    return recall_strays(t, c.strays)  # RB 323.7


def stage_step(c: Cleanup, t: Table) -> bool:
    if teammates_apart(t):  # 2v2, RB HP.11: a recall changes what is staged; clean up again
        return True
    stage(t)  # RB 323.8 - RB 323.10: staging alone changes nothing that needs another cleanup
    return False


def stale_contested_step(c: Cleanup, t: Table) -> bool:
    return drop_stale_contested(t)  # RB 323.11 (v1.4)


def start_staged_step(c: Cleanup, t: Table) -> bool:
    return start_staged(t, c)  # RB 323.12 - RB 323.14


class Cleanup(StateChecks):
    """RB 319-324: a cleanup, and the events the rules act on at once (a unit arriving
    contests, units enter exhausted, a kill as a cost is a death, a play completes)."""

    #: RB 323.6 - RB 323.14 (v1.4), in order, after the win check, designations and deaths.
    steps: ClassVar[tuple[Step, ...]] = (lose_control_step, changed_hands_step, recall_step,
                                         stage_step, stale_contested_step, start_staged_step)
    #: RB 323.7, RB 149: what is recalled from a battlefield (v1.4: gear and runes).
    strays: ClassVar[tuple[str, ...]] = ("gear", "rune")
    #: RB 323.12 (v1.4): a staged showdown starts before a staged combat.
    showdowns_first: ClassVar[bool] = True
    #: RB HP.1 decides who keeps focus when a showdown becomes a combat (v1.4: RB 464.2.c.1.b
    #: against RB 464.2.d).
    focus_policy: ClassVar[bool] = True
    #: RB 419.4.b (v1.4): checks of cards played count what was finalized, a countered card too;
    #: v1.3 419.4.b: a countered card was not played (its Legion, RB 812.1.c, still counts it).
    countered_was_played: ClassVar[bool] = True

    def cleanup(self, t: Table, special: Callable[[Table], None] | None = None) -> bool:
        """One cleanup (RB 323); True if it changed anything (the caller repeats it, RB 322).
        `special` adds the combat cleanup's (RB 466.1) or the Expiration Step's (RB 317.2)
        tasks."""
        tell_contested(t)  # contested by a move before this cleanup: told before its steps
        t.note_targets_unfit()  # RB 359.3.e.3: a target unfit meanwhile, legal if it fits again
        if win_check(t):  # RB 323.1
            return True
        changed = update_designations(t)  # RB 323.2
        changed |= became_mighty(t)  # RB 709
        changed |= kill_lethal(t)  # RB 323.4, RB 323.5
        if special is not None:
            special(t)
            changed = True
        for step in self.steps:
            changed |= step(self, t)
            tell_contested(t)  # a recall may contest: told right after the step that moved
        return changed

    def on_event(self, t: Table, event: Event) -> None:
        """What the rules do the moment something happens: a unit put into the trash from the
        board dies (RB 428); a unit enters exhausted (RB 143.4); a unit arriving at a
        battlefield contests it (RB 190.3.a, RB 450); a play completes (RB 419.4.a)."""
        x = ext(t.state)
        oid = event.object
        obj = t.state.objects.get(oid) if oid else None
        if event.kind == EventKind.DESTROYED and oid:
            x.destroying.add(oid)
        elif event.kind == EventKind.LEFT and obj is not None:
            detach_all(t, obj)  # RB 719.5
            if event.zone_from and event.zone_from.startswith("battlefield:"):
                x.left_from.setdefault(event.zone_from, []).append(
                    (obj.id, event.player or obj.controller))
            if oid in x.destroying:
                x.destroying.discard(oid)
            elif event.zone_to == "trash" and obj.card.is_type("unit", "gear"):
                # RB 428: put into the trash from the board (a kill as a cost) is a death.
                t.emit(EventKind.DESTROYED, Msg("{object} dies", object=t.name(obj.id)),
                       obj=obj.id, zone_from=event.zone_from,  # where it died (RB 808.1.d.3)
                       player=obj.controller, cause=event.node,
                       credit=event.credit)  # a kill as a cost is its item's (RB 428.5.b)
                x.destroying.discard(obj.id)
        elif event.kind == EventKind.ENTERED and obj is not None:
            if obj.card.is_type("unit"):
                # RB 143.4: units enter exhausted; RB 805.6: Accelerate paid, it enters ready
                # instead (never exhausted, so it never becomes ready: RB 805.6.a).
                obj.exhausted = obj.id not in x.enters_ready
                if not obj.exhausted and readied_watched(t):
                    t.note(phrase(Msg("{object} enters ready: it never becomes ready, so "
                                      "abilities that wait for a unit to become ready do not "
                                      "trigger", object=t.name(obj.id))), ("RB 805.6.a",))
                x.enters_ready.discard(obj.id)
            apply_contested(t, obj)
            note_arrival(t, obj)  # RB 323.7, RB HP.47: under whom it arrived
        elif event.kind == EventKind.MOVED and obj is not None:
            follow_host(t, obj, event.node)  # RB 719.3.a
            apply_contested(t, obj)
            note_arrival(t, obj)
        elif event.kind == EventKind.RESOLVED and event.item in x.played:
            complete_play(t, event.item, event.player)
        if event.kind in (EventKind.RESOLVED, EventKind.CANCELLED) and \
                t.state.step == "expiration_step":
            x.expiration_again = True  # RB 317.2.f: an item went through FEPR in the step
        elif event.kind == EventKind.CANCELLED and oid and event.item == oid:
            x.countered.add(oid)  # a card countered on the chain (v1.3 RB 419.4.b)
        elif event.kind == EventKind.PLAYED and obj is not None and \
                x.completing_play == event.item:
            vision_triggers(t, obj, event.node)  # RB 817.1.c: as its play completes
            quick_draw_trigger(t, obj, event.node)  # RB 819.1.d
            weaponmaster_triggers(t, obj, event.node)  # RB 821.1.c
        elif event.kind == EventKind.PLAYED and oid and event.item == oid and \
                x.completing_play != event.item and event.player is not None:
            record_play(t, event.player, oid)  # RB 419.4.b: a card finalized (put on the chain)

    def trigger_active(self, state: GameState, obj: GameObject, ability: AbilityDef,
                       event: Event) -> bool:
        """RB 419.4.a: "when you play" waits for the play to complete; RB 456: a recall is not
        a move; RB 383.2.c: objects dying together do not see each other die. (RB 385.2, an
        ability that says where it works, is declared: Riftbound.triggers_from.)"""
        x = ext(state)
        if obj.attached_to is not None:
            # RB 718.2: an attached card's own text is inactive, except what triggers on its
            # own attaching (RB 725.1)
            return event.kind == EventKind.ATTACHED and event.object == obj.id
        if event.kind == EventKind.PLAYED and x.completing_play != event.item:
            return False  # RB 419.4.a: not until the play completes
        if event.kind == EventKind.MOVED and event.how == "recall":
            return False  # RB 456: a recall is not a move
        if event.how == PLAYER_DESIGNATED and (ability.when is None or ability.when.object
                                               not in ("here", event.object)):
            return False  # "when you defend here": a player's designation, not a unit's
        if obj.id in x.dying_now and not (event.object == obj.id and ability.when is not None
                                          and ability.when.object == "self"):
            return False  # RB 383.2.c: leaving at that moment, only its own "when I die" sees it
        return super().trigger_active(state, obj, ability, event)


class CleanupV13(Cleanup):
    """Core Rules v1.3: no step drops a stale Contested; only gear is recalled from
    battlefields; any staged showdown or combat may start first; the Attacker always gets focus
    when a showdown becomes a combat; a countered card was not played (v1.3 RB 419.4.b)."""

    steps = (lose_control_step, changed_hands_step, recall_step, stage_step, start_staged_step)
    strays = ("gear",)
    countered_was_played = False
    showdowns_first = False  # v1.3 323.11 - 323.12
    focus_policy = False


def cleanup_rules(t: Table) -> Cleanup:
    checks = t.game.checks
    assert isinstance(checks, Cleanup)
    return checks


def complete_play(t: Table, item_id: str, by: str | None = None) -> None:
    """RB 419.4.a: "when you play" triggers fire when the play completes (a spell resolves,
    a permanent enters); a countered card never completes. `by`: who controls it as it
    resolves: a spell another player took control of on the chain completes as theirs
    (RB 191.2; riftboundfaq Rebuttal #play-trigger-controller)."""
    x = ext(t.state)
    player, source = x.played.pop(item_id)
    player = by or player
    obj = t.state.objects.get(source or "")
    if obj is not None and obj.card.is_type(*t.game.vocab.permanent_types) and \
            obj.id not in t.board:
        return  # RB HP.17: its entering replaced, its play never completed (RB 370.1.a.1)
    x.completing_play = item_id
    facts = x.played_as.get(item_id)  # its Play Effects' own conditions read it as they trigger
    if facts is not None and obj is not None and obj.id in t.board:
        x.entered_played[obj.id] = (obj.incarnation, facts)  # its own passive abilities too
    try:
        event = t.emit(EventKind.PLAYED, Msg("{player} has played {card}", player=player,
                                             card=t.name(source)), obj=source,
                       player=player, item=item_id)
    finally:
        x.completing_play = None
        x.played_as.pop(item_id, None)
    if facts is not None:  # RB 359.3.f.3: its Play Effects take it from the event of the play
        x.played_as[event.node] = facts
    if any(p.source == source and p.ability.when is not None and p.ability.when.object is None
           for p in t.state.pending_triggers):
        # RB 383.2.c.1: the permanent arrived as the condition was met, so its own "when you
        # play a card" sees its own play (riftboundfaq Astral Heron #self-trigger)
        t.cite_also_rule("RB 383.2.c.1")


def became_mighty(t: Table) -> bool:
    """RB 709: a unit on the board whose Might rose from below 5 to 5 or more since the last
    cleanup became Mighty (the `mighty` event; RB 383: its triggers are pending now); one
    already Mighty that grew did not (cited where something waits for the event). A unit seen
    for the first time (on the starting board, or one that has just entered) is only noted:
    by house policy RB HP.26 entering is no rise of its Might, unless the option `entering`
    is set and its printed Might is below 5 (RB 711: Mighty elsewhere by printed Might)."""
    if not any(waits_for_mighty(card) or replaces_mighty(card)
               for card in t.scenario.cards.values()):
        return False  # no card's text waits for it: nothing to tell (most files)
    t.refresh_layers()
    x = ext(t.state)
    was: dict[str, int] = x.mighty
    now = {"": 0}  # "": the starting board has been seen (its units became nothing)
    news, grew = [], False
    for oid in t.board:
        obj = t.state.objects[oid]
        if not obj.card.is_type("unit"):
            continue
        key = f"{oid}#{obj.incarnation}"
        might = now[key] = t.stat(obj, "might") or 0
        before = was.get(key)
        if before is None:
            if might >= MIGHTY_AT and "" in was and entered_mighty(t, obj):
                news.append(obj)
        elif before < MIGHTY_AT <= might:
            news.append(obj)
        elif MIGHTY_AT <= before < might:
            grew = True
    x.mighty = now
    if grew and not news and any(waits_for_mighty(t.state.objects[oid].card)
                                 for oid in t.board):
        t.cite_also_rule("RB 709")  # already Mighty: growing is not becoming Mighty
    for obj in news:
        if replaced(t, "mighty", obj):
            # RB 370.1.a.1: it never became Mighty, so nothing waiting for that triggers; its
            # Might stays what it is (RB 708: it is Mighty now, without having become so)
            continue
        t.emit(RiftEvent.MIGHTY, Msg("{object} becomes Mighty", object=t.name(obj.id)),
               obj=obj.id, player=obj.controller)
        t.cite_also_rule("RB 709")
    return bool(news)


def replaces_mighty(card: CardDef) -> bool:
    """Whether a card's text replaces a unit becoming Mighty (`replace: {event: mighty}`)."""
    effects = (getattr(e, "effect", e)  # an instruction's effect
               for e in (*card.effect, *(e for a in card.abilities for e in a.effect)))
    return any(e.kind == "replace" and getattr(e, "event", None) == "mighty" for e in effects)


def waits_for_mighty(card: CardDef) -> bool:
    """Whether a card's text, or text it gives, triggers on a unit becoming Mighty."""
    return any(a.when is not None and a.when.event == RiftEvent.MIGHTY
               for a in (*card.abilities, *card.gives))


def entered_mighty(t: Table, obj: GameObject) -> bool:
    """RB HP.26: whether a unit that entered the board with 5 or more Might and a printed Might
    below 5 became Mighty as it entered (asked only of such a unit, so only it records the
    policy)."""
    printed = base_stat(obj, "might")
    if printed is None or printed >= MIGHTY_AT:
        return False
    return t.policy_is("mighty.entering", "entering")


def combat_cleanup_if_due(t: Table) -> None:
    """RB 466.1: the combat cleanup (a cleanup that also heals every unit and recalls the
    attackers if defenders are still there), right as the damage step ends."""
    sd = ext(t.state).showdown
    if sd is None or not sd.cleanup_due:
        return
    sd.cleanup_due = False
    cleanup_rules(t).cleanup(t, special=combat_tasks)
    ext(t.state).regrant = "chain-empty"


def combat_tasks(t: Table) -> None:
    """RB 466.1.a: the combat cleanup heals every unit (3c) and recalls the attackers (3d)."""
    sd = ext(t.state).showdown
    assert sd is not None
    heal_all(t, ("RB 466.1.a.1", "RB 143.3.b.2"))
    recall_attackers(t, sd)


def update_designations(t: Table) -> bool:
    """RB 323.2: during a combat, late arrivals take their designation (house policy RB HP.3
    decides whether that waits for an Open state)."""
    state = t.state
    sd = ext(state).showdown
    if sd is None or not sd.combat:
        return False
    if chain_exists(state) and needs_designation(t) and \
            t.policy_is("combat.late_designation", "open-state"):
        return False
    return designate(t, sd)


def needs_designation(t: Table) -> bool:
    sd = ext(t.state).showdown
    assert sd is not None
    zone = bf_zone(sd.at)
    for obj in t.state.objects.values():
        here = obj.zone == zone and obj.card.is_type("unit") and not obj.face_down
        if bool(obj.extra.get("designation")) != here:
            return True
    return False


def idle_bonus_rules(t: Table, doomed: list[GameObject]) -> tuple[str, ...]:
    """The rules that left a dying unit's Assault or Shield out of its Might: Assault adds Might
    only to an Attacker (RB 807.1.c), Shield only to a Defender (RB 814.1.c); a unit killed
    without that designation died at its Might without them (riftjudge FAQ: outside a combat
    no unit is a Defender)."""
    rules = []
    for obj in doomed:
        role = obj.extra.get("designation")
        if kw.works(t, obj, "assault") and role != "attacker":
            rules.append("RB 807.1.c")
        if kw.works(t, obj, "shield") and role != "defender":
            rules.append("RB 814.1.c")
    return tuple(dict.fromkeys(rules))


def readied_watched(t: Table) -> bool:
    """Whether an ability on the board waits for something to become ready."""
    return any(a.kind == "triggered" and a.when is not None and a.when.event == "readied"
               for oid in t.board for a in t.state.objects[oid].card.abilities)


def say_no_damage_no_death(t: Table) -> None:
    """A unit at 0 Might or less with no damage marked lives: lethal damage is more than zero
    (RB 142.4.b). Said once, as a note, for a unit whose Might was lowered so."""
    for oid in t.board:
        obj = t.state.objects[oid]
        if obj.damage or not obj.card.is_type("unit") or not (obj.modifiers or obj.continuous):
            continue
        might = t.stat(obj, "might")
        if might is not None and might <= 0:
            t.note(phrase(Msg("{object} has {n} Might and no damage: it does not die, as lethal "
                              "damage must be more than zero", object=t.name(oid), n=might)),
                   ("RB 142.4.b", "RB 143.2.a"))


def say_kept_alive_by_a_designation(t: Table) -> None:
    """A unit whose damage would be lethal at its Might without its designation's bonus lives:
    lethal damage is read against its current Might (RB 142.4.b), which Assault raises while it
    is an Attacker (RB 807.1.c) and Shield while it is a Defender (RB 814.1.c). Said as a note
    (once), which answers "Does the Charger survive?" of an attacker dealt 3 at Might 3 + 2."""
    damaged = [obj for oid in t.board if (obj := t.state.objects[oid]).damage > 0
               and obj.card.is_type("unit")]
    for obj, rule in designation_bonuses(t, damaged):
        assault = rule == "RB 807.1.c"
        might = t.stat(obj, "might") or 0
        x = kw.working_x(t, obj, "assault" if assault else "shield")
        if x <= 0 or not might - x <= obj.damage < might or lethal_by_effect(t, obj):
            continue  # (lethal anyway, or not lethal even without the bonus)
        name, n = t.name(obj.id), obj.damage
        t.note(phrase(Msg("{object}'s {n} damage is not lethal: its Might is {might}, with +{x} "
                          "from Assault while it is an attacker", object=name, n=n, might=might,
                          x=x) if assault else
                      Msg("{object}'s {n} damage is not lethal: its Might is {might}, with +{x} "
                          "from Shield while it is a defender", object=name, n=n, might=might,
                          x=x)),
               ("RB 142.4.b", rule))


def killed_by(t: Table, obj: GameObject) -> tuple[str, str, str] | None:
    """RB 428.5.c: a unit dying in a cleanup is killed by the spell or ability that dealt it
    damage and resolved just before, and its controller is responsible (428.5.c.1); of combat
    damage, by the damage's sources, their controller responsible (428.5.c.2). Damage dealt by
    an earlier one (the unit dies of a Might lowered since): the rules credit no one, which a
    trigger waiting for a kill cannot rule on (`earlier`, no rule: Rulebook.kill_credit)."""
    if obj.damaged_by is None:
        return None
    player, dealt_with, by = obj.damaged_by
    if dealt_with == "unit":
        return player, "combat", "combat"
    return player, dealt_with, "damage" if t.resolved and t.resolved[-1] == by else "earlier"


def kill_lethal(t: Table) -> bool:
    """RB 323.4: every unit with lethal damage that has a death trigger (Deathknell, RB 808)
    puts it on the chain as pending; RB 323.5: then all of them die together."""
    state, x = t.state, ext(t.state)
    say_no_damage_no_death(t)
    say_kept_alive_by_a_designation(t)
    by_effect = [obj for oid in list(t.board) if (obj := state.objects[oid]).damage > 0
                 and obj.card.is_type("unit") and lethal_by_effect(t, obj) is not None]
    doomed = [obj for oid in list(t.board) if (obj := state.objects[oid]).damage > 0
              and obj.card.is_type("unit") and (t.is_lethal(obj) or obj in by_effect)]
    # A death a replacement effect replaces is no death: no Deathknell (RB 808.1.d.1).
    replaced = [o for o in doomed if t.replaced_destroy(o, o.last_change)]
    doomed = [o for o in doomed if o not in replaced]
    if not doomed:  # a replacement that left it lethal changed nothing to check again
        return any(o.id not in t.board or not (t.is_lethal(o) or lethal_by_effect(t, o))
                   for o in replaced)
    x.dying_now = {o.id for o in doomed}  # RB 383.2.c: they cannot see each other die
    late = not_there_yet(t, doomed, "trash")
    events = {}
    for obj in doomed:
        x.destroying.add(obj.id)
        damage_node = obj.last_change
        ev = t.emit(EventKind.DESTROYED, Msg("{object} dies", object=t.name(obj.id)),
                    obj=obj.id, player=obj.controller, cause=damage_node,
                    credit=killed_by(t, obj))
        t.link(damage_node, ev.node, Relation.DESTROYS)
        events[obj.id] = ev.node
    collect_triggers(t)  # RB 323.4 (3a): death triggers are pending before anything moves
    # RB 056.2: one killed under another player's control goes to its owner's trash
    taken = ("RB 056.2",) if any(o.controller != o.owner for o in doomed) else ()
    for obj in doomed:
        t.move(obj, "trash", cause=events[obj.id])
        obj.last_change = events[obj.id]
    x.dying_now = set()
    names = ", ".join(t.name(o.id) for o in doomed)
    knell = [o for o in doomed if any(map(sees_its_own_death, o.card.abilities))]
    cites = (("RB 142.4.c",) if any(o in by_effect for o in doomed) else ()) + \
        ("RB 323.4", "RB 323.5", "RB 142.4.b") + taken + \
        (("RB 808.1.d.2",) if knell else ()) + \
        idle_bonus_rules(t, doomed) + \
        (("RB 373.1.a",) if replaced and state.edition != "v1.3" else ())
    t.step(StepKind.STATE_CHECK, Msg("{units} has lethal damage and dies", plural="{units} have "
                                     "lethal damage and die", units=names, n=len(doomed)), cites)
    say_unseen_deaths(t, doomed)
    say_not_there_yet(t, late)  # RB 370.3: one saving deaths from the trash died with them
    return True


def sees_its_own_death(ability: AbilityDef) -> bool:
    """A triggered ability on its own unit's death, "when I die" (Deathknell's, RB 808.1.d.2:
    such a trigger is pending before the card moves, which the death step cites); not "when a
    (another) unit dies", which a unit dying does not see, its own death included (RB 383.2.c:
    `cleanup/dying-together-sees-nothing`)."""
    when = ability.when
    return ability.kind == "triggered" and when is not None and when.event == "destroyed" \
        and when.object == "self"


def say_unseen_deaths(t: Table, doomed: list[GameObject]) -> None:
    """RB 383.2.c.2: a unit whose ability triggers on another unit's death does not trigger for
    one dying in the same cleanup as itself (it leaves at that moment: riftjudge faq page 105).
    The trigger is simply not there (cleanup's trigger_active); this says why, where the dying
    unit fits what it watches."""
    ids = [o.id for o in doomed]
    for obj in doomed:
        for ability in obj.card.abilities:
            when = ability.when
            if (ability.kind != "triggered" or when is None or when.event != "destroyed"
                    or when.object == "self" or when.filter is None):
                continue
            # what it watches is looked at wherever it went (the trigger's own reading, as it
            # left: a filter naming no zone too), "another" leaving out the unit itself
            fits = set(t.candidates(when.filter.anywhere(), obj.controller, exclude=obj.id))
            seen = [oid for oid in ids if oid != obj.id and oid in fits]
            if seen:
                t.note(phrase(Msg("{ability} of {object} does not trigger for {units}: it dies at "
                                  "the same moment, so it cannot see them die",
                                  ability=ability.name, object=t.name(obj.id),
                                  units=", ".join(t.name(oid) for oid in seen))),
                       ("RB 383.2.c.2", "RB 383.2.c"))


def stage(t: Table) -> None:
    """RB 323.8-323.10: a showdown is staged at each contested battlefield where the contesting
    player has units; a combat where an opponent has units there too (and unstaged as soon as
    that stops being true, RB 461)."""
    state, x = t.state, ext(t.state)
    x.staged = {}
    for bf in x.battlefields:
        contester = x.contested.get(bf)
        sd = x.showdown
        if contester is None or not units_at(state, bf, contester):
            continue
        rivals = [p for p in players_with_units(state, bf) if p != contester]
        if sd is not None and sd.at == bf and (sd.combat or not rivals):
            continue  # it is running there already: only a combat may still be staged (323.14)
        x.staged[bf] = "combat" if rivals else "showdown"


def drop_stale_contested(t: Table) -> bool:
    """RB 323.11 (v1.4): Contested is dropped where the contesting player has no units and
    nothing is going on; units left there whose controller does not control it contest it."""
    state, x = t.state, ext(t.state)
    changed = False
    for bf in list(x.contested):
        contester = x.contested[bf]
        if units_at(state, bf, contester) or (x.showdown is not None and x.showdown.at == bf):
            continue
        del x.contested[bf]
        changed = True
        t.step(StepKind.STATE_CHECK, Msg("{player} has no units at {at} any more: it is no "
                                         "longer contested", player=contester, at=bf),
               ("RB 323.11", "RB 190.3.b.1"))
        for p in players_with_units(state, bf):
            if x.control.get(bf) != p:
                x.contested[bf] = p
                t.step(StepKind.STATE_CHECK, Msg("{player}'s units are at {at}, which {player} "
                                                 "does not control: {player} contests it",
                                                 player=p, at=bf), ("RB 323.11.a",), actor=p)
                break
    return changed


def start_staged(t: Table, c: Cleanup) -> bool:
    """RB 323.12-323.14: in a Neutral Open state the turn player starts one staged showdown
    (v1.4: first where no combat is staged) or else one staged combat; in a Showdown Open state a
    combat staged where a non-combat showdown runs turns it into a combat showdown. With several
    staged, judge takes the first battlefield in the order of `state.battlefields`."""
    state, x = t.state, ext(t.state)
    sd = x.showdown
    if chain_exists(state):
        return False
    if sd is not None:
        if not sd.combat and sd.step == "showdown" and x.staged.get(sd.at) == "combat":
            begin_combat(t, sd.at, converting=True, focus_policy=c.focus_policy)
            return True
        return False
    if not x.staged:
        return False
    order = [bf for bf in x.battlefields if bf in x.staged]
    plain = [bf for bf in order if x.staged[bf] == "showdown"] if c.showdowns_first else []
    bf = plain[0] if plain else order[0]
    if x.staged[bf] == "combat":
        begin_combat(t, bf)
    else:
        start_showdown(t, bf)
    return True
