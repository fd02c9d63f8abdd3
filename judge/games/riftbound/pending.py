"""Pending and finalized chain items, and who is granted priority (RB 328-340): the chain's
operations that combat and cleanups use too (the policy itself is chain.py).

Items on the chain are Pending until their controller takes them through the play steps, then
Finalized (RB 328-329). Triggered abilities arrive pending and are finalized oldest first,
choosing their targets then (RB 337, RB 355.5.b). Priority is granted afresh (`ext.regrant`)
whenever the chain changes; `grant_priority` runs once everything automatic has settled (RB 334:
outstanding tasks first).
"""

from __future__ import annotations

from judge.engine.copies import GONE
from judge.engine.events import EventKind
from judge.engine.paying import credit, use_while_paying
from judge.engine.trace import StepKind
from judge.games.riftbound.control import (
    destination,
    forbidden_location,
    location_zone,
    unit_location_ok,
)
from judge.games.riftbound.events import RiftEvent
from judge.games.riftbound.payment import deflect_surcharge, deflecting, plan_adds, spend
from judge.games.riftbound.state import HIDDEN_AT, PLAYED_FROM, PendingPlay, chain_exists, ext
from judge.model.state import GameObject, PendingTrigger, StackItem, TargetLock
from judge.msg import Items, Msg, phrase, said_of
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table

PRIORITY_WHY = {
    "played": ("RB 337.4",),
    "finalized": ("RB 337.4",),
    "resolved": ("RB 340.4",),
    "chain-empty": ("RB 337.4",),
    "showdown": ("RB 335.1", "RB 313.2"),
    "phase": ("RB 312.2.a",),
}


# ----- pending items ---------------------------------------------------------------------------
def collect_triggers(t: Table, *, said: bool = True) -> bool:
    """Triggered abilities whose condition was met join the chain as pending items: in the
    order of the game actions that met their conditions, and those of one game action with the
    turn player's first, so they resolve last (RB 383.3, RB 383.3.d). `said`: in a step of its
    own (else the step under way says it)."""
    pending = t.take_pending_triggers()
    if not pending:
        return False
    # RB 370.1.a.2: only triggers from one game action are simultaneous; those from different
    # instructions of one resolving item join in the order their events happened (RB 337.1.b)
    groups: dict[int, list[PendingTrigger]] = {}
    for pt in pending:
        groups.setdefault(pt.action, []).append(pt)
    ordered = [pt for action in sorted(groups) for pt in t.order_by_turn(groups[action])]
    if not said:
        ext(t.state).pending.extend(ordered)
        return True
    cites = ("RB 370.1.a.2", "RB 337.1.b") if len(groups) > 1 else ()
    together = any(len({pt.controller for pt in g}) > 1 for g in groups.values())
    queue_pending(t, ordered, ("RB 383.3.d.1",) if together else (), cites)
    return True


#: The rules that order triggers joining the chain together (Rulebook.trigger_order_rules):
#: one player's own as they choose (RB 383.3.d, `own_order`), several players' in turn order
#: (RB 383.3.d.1), the combat's Attacker's first and Defender's last (RB 464.2.e.1), those of
#: the start of a combat's showdown before its designations' (RB 464.2.b), those of different
#: game actions in the order of their events (RB 370.1.a.2). (RB 337.1.b, finalized in the
#: order they were added, says only that the order holds.)
TRIGGER_ORDER_RULES = frozenset({"RB 383.3.d.1", "RB 464.2.e.1", "RB 370.1.a.2", "RB 383.3.d",
                                 "RB 464.2.b"})


def own_order(pt: PendingTrigger, ordered: list[PendingTrigger]) -> tuple[str, ...]:
    """RB 383.3.d: where its controller has another, different trigger of the same game action
    joining with it, that player put them in their order (as `decisions: {triggers: {order}}`
    says, else as they triggered); one ability triggered twice has no order to choose."""
    mine = {(o.source, o.ability.name) for o in ordered
            if o.controller == pt.controller and o.action == pt.action}
    return ("RB 383.3.d",) if len(mine) > 1 else ()


#: The rules of what a triggered keyword's ability does, cited where it goes on the chain (an
#: answer leads with it: Rulebook.keyword_trigger_rules).
KEYWORD_TRIGGER_RULES = {"deathknell": "RB 808.1.c"}


def queue_pending(t: Table, ordered: list[PendingTrigger], order_cites: tuple[str, ...],
                  sequence_cites: tuple[str, ...] = (), *,
                  between_groups: tuple[str, ...] = ()) -> None:
    """Put triggers on the chain as pending items, in `ordered` order; `order_cites` order
    several players' triggers, `sequence_cites` triggers of events one after another;
    `between_groups` put these before or after triggers of another group (RB 464.2.b: the
    start of a combat's showdown before its designations'), carried on them only (the step that
    put the group says it)."""
    x = ext(t.state)
    several = len({pt.controller for pt in ordered}) > 1
    # what put them in this order, carried to each one's trigger step (the answer of the order
    # they resolved in cites it): only where it ordered something, several players' triggers
    # or events one after another
    decided = tuple(c for c in (*sequence_cites, *(order_cites if several else ()))
                    if c in TRIGGER_ORDER_RULES)
    x.pending.extend(
        replace(pt, order_rules=(*decided, *own_order(pt, ordered), *between_groups))
        if decided or between_groups or own_order(pt, ordered) else pt for pt in ordered)
    names = ", ".join(f"{t.name(pt.source)}'s {pt.ability.name}" for pt in ordered)
    # RB 419.4.a: a "when you play" trigger met its condition as the play completed
    played = any(pt.ability.when is not None and pt.ability.when.event == "played"
                 for pt in ordered)
    # RB 383.4.b.2: a Targeting Effect joins once the item that chose its object is finalized
    chosen = any(pt.ability.when is not None and pt.ability.when.event == "chosen"
                 for pt in ordered)
    # RB 190.6.b: an uncontrolled battlefield's ability is put there by the turn player
    unowned = any(pt.source in x.battlefields and x.control.get(pt.source) is None
                  for pt in ordered)
    # RB 190.6.c: "when a player ..., they may ...": that player's, whoever controls its object
    theirs = any(pt.ability.when is not None and pt.ability.when.by == "player"
                 for pt in ordered)
    cites = tuple(dict.fromkeys(("RB 383.3.c", *(("RB 419.4.a",) if played else ()),
                                 *(("RB 383.4.b.2",) if chosen else ()),
                                 *(c for pt in ordered for c in score_effect_cites(t, pt)),
                                 *(("RB 190.6.b",) if unowned and not theirs else ()),
                                 *(("RB 190.6.c",) if theirs else ()),
                                 "RB 329.1", *sequence_cites, "RB 337.1.b",
                                 *(order_cites if several else ()))))
    t.step(StepKind.TRIGGER, Msg("pending on the chain, oldest first: {items}", items=names),
           cites)


#: Conquer and Hold effects (RB 383.4.c-d): a unit's own ("when I conquer", present there), a
#: player's ("when you conquer"), and the rule that they trigger though the point was replaced.
SCORE_EFFECTS = {"conquered": ("conquer", "RB 383.4.c.2.a", "RB 383.4.c.2.b", "RB 383.4.c.2.c"),
                 "held": ("hold", "RB 383.4.d.2.a", "RB 383.4.d.2.b", "RB 383.4.d.2.c")}


def score_effect_cites(t: Table, pt: PendingTrigger) -> tuple[str, ...]:
    """The rules that make a conquer or hold trigger a Conquer or Hold Effect (RB 383.4.c.2,
    RB 383.4.d.2), and, where its battlefield's point was replaced by a card (the final point,
    RB 471.1.b.1), the rule that it triggers all the same."""
    when = pt.ability.when
    scores = ext(t.state).scores
    if when is None and "hunt" in pt.ability.keywords:  # RB 823.1.b: a Conquer and Hold effect
        unit = t.state.objects.get(pt.source)
        at = unit.zone.split(":", 1)[1] if unit is not None and unit.zone.startswith(
            "battlefield:") else None
        return tuple(anyway for how, _, _, anyway in SCORE_EFFECTS.values() if any(
            s.get("point") is False and s.get("how") == how and s.get("battlefield") == at
            and s.get("player") == pt.controller for s in scores))
    if when is None or when.event not in SCORE_EFFECTS:
        return ()
    how, own, players, anyway = SCORE_EFFECTS[when.event]
    source = t.state.objects.get(pt.source)
    if source is not None and source.card.is_type("battlefield"):
        # the battlefield's own Conquer / Hold abilities, set off by its being scored (RB 471.2)
        cites: tuple[str, ...] = ("RB 471.2.a" if how == "conquer" else "RB 471.2.b",)
    else:
        cites = (own if when.object == "here" else players,)
    card = t.state.objects.get(pt.event_object or "")
    bf = card.zone.split(":", 1)[1] if card is not None and card.zone.startswith(
        "battlefield:") else None
    if any(s.get("point") is False and s.get("how") == how and s.get("battlefield") == bf
           and s.get("player") == pt.controller for s in ext(t.state).scores):
        cites = (*cites, anyway)
    return cites


def begin_play(t: Table, player: str, obj: GameObject, free: bool | str, cause: str
               ) -> str:
    """RB 354.1-354.3: an effect plays a card while its item resolves: the card moves to the
    chain, pending, and its play goes on only once that resolution has ended. What the
    resolution triggered before it joined the chain first, so it is older (RB 337.1.b;
    riftboundfaq Baited Hook #deathknell-order)."""
    x = ext(t.state)
    if obj.copy_of is not None:
        played_copy_is(t, obj)
    before = len(x.pending)
    collect_triggers(t, said=False)
    older = [f"{t.name(p.source)}'s {p.ability.name}" for p in x.pending[before:]
             if isinstance(p, PendingTrigger)]
    came_from = obj.zone
    t.move(obj, t.game.stack_zone, cause=cause)
    playing = next((i for i in (*t.resolving_cards, *t.state.stack) if i.id == cause), None)
    hidden = playing.extra.get(HIDDEN_AT) if playing is not None else None
    x.pending.append(PendingPlay(obj.id, player, free, cause, came_from,
                                 hidden if isinstance(hidden, str) else None))
    t.note(phrase(Msg("{player} begins to play {card}: it waits on the chain, pending, until "
                      "this resolution has ended", player=player, card=t.name(obj.id))),
           ("RB 354.2", "RB 354.3", *(("RB 337.1.b",) if older else ())))
    if older:
        return phrase(Msg("{player} begins to play {card} (pending on the chain after "
                          "{items})", player=player, card=t.name(obj.id),
                          items=Items(older, commas=True)))
    return phrase(Msg("{player} begins to play {card} (pending on the chain)", player=player,
                      card=t.name(obj.id)))


def played_copy_is(t: Table, obj: GameObject) -> None:
    """What a copy an effect plays is: no Main Deck card (RB 052). A copy of a unit or gear
    enters the board as a token by default (RB HP.23 `token`: RB 186, tokens exist on the board
    and the chain), else it ceases to exist as it leaves the chain, like a copy of a spell."""
    if obj.card.is_type(*t.game.vocab.permanent_types):
        t.cite_also_rule(t.policy_id("copy.played_permanent"))
        obj.token = t.policy_is("copy.played_permanent", "token")


def played_to(t: Table, player: str, obj: GameObject,
              hidden_at: str | None = None) -> tuple[str | None, str | None]:
    """Where a unit an effect plays enters: its player chooses as it is played, base or a
    battlefield they control, as for any play (RB 355.2.a); the file says so under the card's
    id (`decisions: {<card>: {choices: {location: <battlefield>}}}`): (its zone, None); not
    chosen: (None, None), its base. A location it cannot go to: (None, why not), and it is not
    played. Played by a spell played from Hidden, a unit enters at the battlefield that spell
    was hidden at (RB 811.1.d.3), nothing to choose. A location a restriction forbids it to be
    played to ("units can't be played here") is none either (RB 355.2.a, RB 054.1)."""
    if not obj.card.is_type("unit"):
        return None, None
    chosen = t.decision(obj.id, "choices", "location")
    where = f"battlefield:{hidden_at}" if hidden_at is not None else \
        "base" if chosen is None else destination(chosen)
    banned = forbidden_location(t, player, obj, location_zone(where))
    if banned is not None:  # RB 355.2.a, RB 054.1: not there, and the play is undone
        for rule in banned.citations:
            t.cite_also_rule(rule)
        return None, banned.reason
    if hidden_at is not None:
        t.cite_also_rule("RB 811.1.d.3")
        return where, None
    if chosen is None:
        return None, None
    wrong = unit_location_ok(t, player, obj, where)
    if wrong is not None:
        t.cite_also_rule("RB 355.2.a")
        return None, phrase(Msg("it cannot be played to {zone}: {why}",
                                zone=t.game.words.zone_said(where, t.name), why=said_of(wrong)))
    return location_zone(where), None


def finish_play(t: Table, pp: PendingPlay) -> None:
    """RB 337.1: the play an effect began goes on now, its choices and costs made as it is
    finalized; a unit or gear then enters at once (RB 337.2) and its Play Effects trigger.
    RB 358.5: a play that cannot go on is undone, the card back where it was."""
    obj = t.state.objects.get(pp.source)
    if obj is None or obj.zone != t.game.stack_zone:
        t.note(phrase(Msg("{card} left the chain before its play went on: it is not played",
                          card=t.name(pp.source))), ("RB 337.1",))
        return
    where, wrong = played_to(t, pp.controller, obj, pp.hidden_at)
    played = wrong or t.play_now(pp.controller, obj, free=pp.free, cause=pp.cause,
                                 finishing=("RB 354.3", "RB 337.1", "RB 337.1.b"))
    if isinstance(played, StackItem):
        if where is not None:  # RB 355.2.a: where its player chose, as for any play
            played.extra["enters"] = where
        played.extra[PLAYED_FROM] = pp.came_from  # RB 419.3.b: where the effect played it from
        t.game.stack.after_put_on_stack(t, played)  # the play recorded; RB 337.2 for permanents
        return
    if obj.copy_of:
        t.move(obj, GONE, cause=pp.cause, how="ceases to exist")
    else:
        t.move(obj, pp.came_from, cause=pp.cause)
    t.step(StepKind.PLAY, Msg("{card} is not played ({why}): the play is undone and the card "
                              "goes back where it was", card=t.name(pp.source), why=played),
           ("RB 358.5", "RB 354.3"), actor=pp.controller)


def finalize_oldest_pending(t: Table) -> None:
    """RB 337: the oldest pending item is finalized by its controller (targets chosen now);
    RB 402.4: one without legal choices is removed instead."""
    state, x = t.state, ext(t.state)
    pending = x.pending.pop(0)
    if isinstance(pending, PendingPlay):
        finish_play(t, pending)
        return
    pt = pending
    was_empty = not state.stack
    adds_for_trigger_cost(t, pt)
    item = t.trigger_item(pt)
    if item is None:
        return
    hidden_play_effect_targets(t, pt, item)
    if not pay_deflect_for_trigger(t, item):
        return
    if item.resource:  # RB 337.2, RB 429: an Add ability resolves the moment it finalizes
        t.announce_trigger(item, pt, Msg("finalized"), ("RB 337.1",))
        t.resolve_at_once(item, ("RB 337.2", "RB 429.2"), verb="resolves as it finalizes")
        return
    if was_empty and x.chain_origin is None:
        x.chain_origin = "trigger"  # RB 346.1: this chain will not pass focus when it empties
    t.push(item)
    chosen = ("RB 355.5.b",) if item.targets else ()  # its choices are made as it finalizes
    # RB 808.1.c: a Deathknell's effect happens as its permanent dies (what it does decided)
    own = tuple(KEYWORD_TRIGGER_RULES[k] for k in pt.ability.keywords
                if k in KEYWORD_TRIGGER_RULES)
    t.announce_trigger(item, pt, Msg("finalized on the chain"), ("RB 337.1", *chosen, *own))
    announce_chosen(t, item)
    x.regrant = "finalized"


def hidden_play_effect_targets(t: Table, pt: PendingTrigger, item: StackItem) -> None:
    """RB 811.1.d.2: the Play Effect of a permanent played from Hidden chooses its targets at
    the battlefield it was hidden at, unless its own restriction makes that impossible (RB
    811.1.d.2.a: each target on its own). A target chosen elsewhere by the file is refused
    (exit 2); one judge would pick elsewhere by itself, exit 3 (it does not choose among the
    targets there for it)."""
    from judge.games.riftbound.timing import elsewhere_by_its_text

    when = pt.ability.when
    facts = ext(t.state).played_as.get(pt.event_node)
    came = facts.came_from if facts is not None and facts.source == pt.source else None
    hidden_at = came.split(":", 1)[1] if came and came.startswith("facedown:") else None
    if hidden_at is None or when is None or when.object != "self" or not item.targets:
        return
    ids = tuple(lock.id for lock in item.targets)
    away = [oid for i, oid in enumerate(ids) if (o := t.state.objects.get(oid)) is not None
            and t.game.vocab.is_board(o.zone) and o.zone != f"battlefield:{hidden_at}"
            and not elsewhere_by_its_text(t.state, pt.ability.targets, i, ids, hidden_at)]
    t.cite_also_rule("RB 811.1.d.2")
    if not away:
        return
    why = (f"played from hiding at {hidden_at}, its Play Effect's targets are chosen there "
           f"(RB 811.1.d.2): {t.name(away[0])} is not")
    if t.decision(item.id, "targets") is not None:
        t.bad_decision((item.id, "targets"), why)
    from judge.errors import Problem, UnsupportedMechanic

    raise UnsupportedMechanic(Problem(t.scenario.file, 0, 0, "decisions", why + "; judge "
                                      f"does not choose for it: give `decisions: {{{item.id}: "
                                      "{targets: [...]}}`"))


def announce_chosen(t: Table, item: StackItem) -> None:
    """RB 383.4.b.2-3: once a spell or ability is finalized, each object it targets has been
    chosen by its controller: "when you choose me" (a Targeting Effect) goes on the chain then,
    even if that item is later countered (riftboundfaq Irelia, Fervent #targeting-before-counter).
    """
    if not watched(t, "chosen"):
        return  # no Targeting Effect anywhere: no event nobody waits for, nor its graph node
    for targets in execution_targets(t, item):
        for lock in targets:
            if lock.id in t.state.objects:
                t.emit(EventKind.CHOSEN, Msg("{player} chooses {object}", player=item.controller,
                                             object=t.name(lock.id)),
                       obj=lock.id, player=item.controller, cause=item.id)


def watched(t: Table, event: str) -> bool:
    """Whether a triggered ability of some object waits for `event` (its own, or one an effect
    or a card attached may give it)."""
    return t.gives_abilities or any(
        a.kind == "triggered" and a.when is not None and a.when.event == event
        for obj in t.state.objects.values() for a in obj.card.abilities)


def execution_targets(t: Table, item: StackItem) -> list[tuple[TargetLock, ...]]:
    """The targets of each execution of an item: its own, then those of each additional one a
    paid option gives (Repeat: chosen apart for every execution, the same objects or others,
    RB 820.2.a; riftboundfaq Irelia #repeat-targeting-twice), as `Policy.twin_of` runs them."""
    out = [tuple(item.targets)]
    for option in t.game.played_with:
        if not (option.again and option.note in item.extra):
            continue
        times = item.extra.get(option.times, 1) if option.times else 1
        for n in range(times if isinstance(times, int) else 1):
            others = item.extra.get(option.own_targets) if option.own_targets else None
            each = item.extra.get(option.own_targets_each) if option.own_targets_each else None
            if isinstance(each, tuple) and n < len(each):
                others = each[n]
            out.append(others if isinstance(others, tuple) and others else tuple(item.targets))
    return out


def adds_for_trigger_cost(t: Table, pt: PendingTrigger) -> None:
    """RB 429.3, RB 357.1.a: a player may use Reaction Add abilities whenever a cost must be
    paid, a triggered ability's cost as it finalizes (RB 383.3.b.1) too: where the rune pool is
    short of its Energy or Power and ready ones cover it (`plan_adds`, as for a play), they are
    used first, each its own step. Not where its controller refuses the cost (`pay: false`),
    declines a "you may" trigger, or a limited-use one has no use left (RB 383.3.e.1); a cost
    with X or a change to it is paid from the pool alone, as before."""
    from judge.engine.limited import earlier_uses

    cost = pt.ability.cost
    owes = {k: n for k, n in cost.resources if n > 0}
    if not owes or cost.x:
        return
    item_id = _next_id(t, pt)
    if t.decision(item_id, "pay") is False or \
            (pt.ability.optional and t.decision(item_id, "decline")):
        return
    key = pt.limit_key
    source = t.state.objects.get(pt.source)
    if key is not None and pt.ability.each_turn is not None:
        before = earlier_uses(source, pt.ability) if source is not None and \
            source.incarnation == key[1] and t.state.turn_number == key[3] else 0
        if t.state.limited_uses.get(key, 0) + before >= pt.ability.each_turn:
            return
    plan = plan_adds(t, pt.controller, owes)
    if not plan:
        return
    t.cite_also_rule("RB 429.3")  # the Add abilities' own steps: even without priority
    use_while_paying(t, pt.controller, tuple(plan),
                     phrase(Msg("{card}'s {ability}", card=t.name(pt.source),
                                ability=pt.ability.name)))


def _next_id(t: Table, pt: PendingTrigger) -> str:
    """The id `trigger_item` will give this trigger's item (GameState.new_id), not taken yet."""
    from judge.engine.stackops import slug

    state, base = t.state, f"{pt.source}.{slug(pt.ability.name)}"
    n = state.counters.get(base, 0) + 1
    candidate = base if n == 1 else f"{base}#{n}"
    while candidate in state.objects or (candidate in state.stack_seen and
                                         state.item(candidate) is not None):
        n += 1
        candidate = f"{base}#{n}"
    return candidate


def pay_deflect_for_trigger(t: Table, item: StackItem) -> bool:
    """RB 809: choosing an opponent's Deflect unit as a target costs extra Power, for triggered
    abilities too; a trigger whose controller cannot pay it is removed (RB 402.4). That Power is
    a cost the trigger has incurred, so its controller may also refuse it (RB 404.2: it leaves
    without joining the chain, not countered; riftjudge faq page 161, Riptide Rex). It is owed
    for each time the unit is chosen, a Repeat execution's choices included (RB 820.2)."""
    chosen = [lock.id for targets in execution_targets(t, item) for lock in targets]
    extra = deflect_surcharge(t, item.controller, chosen)
    if not extra:
        return True
    foes = t.state.opponents(item.controller)
    spared = list(dict.fromkeys(o.id for o in deflecting(t, chosen) if o.controller in foes))
    if t.decision(item.id, "pay") is False:
        t.step(StepKind.TRIGGER, Msg("{name} ({id}) would target a Deflect unit and "
                                     "{controller} does not pay {extra} Power for it: it leaves "
                                     "without joining the chain, and it was not countered",
                                     name=item.name, id=item.id, controller=item.controller,
                                     extra=extra),
               ("RB 404.2", "RB 404.2.a", "RB 809.1.c"), actor=item.controller)
        _deflect_spared(t, item, spared, ("RB 809.1.c", "RB 404.2"))
        return False
    res = t.state.players[item.controller].resources
    plan = plan_adds(t, item.controller, {"power": extra})
    if plan is None:
        t.step(StepKind.TRIGGER, Msg("{name} ({id}) would target a Deflect unit but "
                                            "{controller} cannot pay {extra} Power: it is removed",
                                            name=item.name, id=item.id, controller=item.controller,
                                            extra=extra),
               ("RB 809.1.c", "RB 402.4"), actor=item.controller)
        _deflect_spared(t, item, spared, ("RB 809.1.c", "RB 402.4"))
        return False
    spend(res, {"power": extra}, credit(tuple(plan)))  # RB 809.1.c.1: Power of any domain
    use_while_paying(t, item.controller, tuple(plan), item.id)
    t.note(phrase(Msg("{controller} pays {extra} Power for Deflect to finalize {id}",
                      controller=item.controller, extra=extra, id=item.id)),
           ("RB 809.1.c",))
    return True


def _deflect_spared(t: Table, item: StackItem, spared: list[str], rules: tuple[str, ...]
                    ) -> None:
    """A note of each Deflect unit a trigger would have chosen, which the step leaving it off
    the chain names by its keyword only: what the trigger would have done to it never happens
    (said where that unit's own answer looks for why it is as it was)."""
    for oid in spared:
        t.note(phrase(Msg("{object} stays untouched by {item}: the Power its Deflect asks is not "
                          "paid", object=t.name(oid), item=f"{item.name} ({item.id})")), rules)


# ----- the chain empties; priority -------------------------------------------------------------
def close_empty_chain(t: Table) -> bool:
    """RB 340.2: the chain is empty, the state Opens. In a showdown focus passes to the next
    player, unless a triggered ability opened that chain (RB 340.2.a, RB 346, RB 346.1)."""
    state, x = t.state, ext(t.state)
    if x.chain_origin is None or chain_exists(state):
        return False
    origin, x.chain_origin = x.chain_origin, None
    x.regrant = "chain-empty"
    sd = x.showdown
    if sd is None or sd.step != "showdown" or sd.focus is None:
        return True
    if origin == "player":
        # A step is recorded once what it says has happened: focus moves first.
        old, sd.focus = sd.focus, state.next_player(sd.focus)
        t.step(StepKind.PRIORITY, Msg("the chain is empty: the showdown is Open again and focus "
                                      "passes from {player} to {next}", player=old,
                                      next=sd.focus), ("RB 340.2.a", "RB 347.1.b", "RB 346"),
               actor=sd.focus)
    else:
        t.step(StepKind.PRIORITY, Msg("the chain is empty: a triggered ability opened it, so "
                                      "{player} keeps focus", player=sd.focus),
               ("RB 346.1", "RB 340.2.a"), actor=sd.focus)
    return True


def grant_priority(t: Table) -> None:
    """Priority after things settled: the controller of the newest chain item (RB 337.4,
    RB 340.4); on an empty chain the focus holder in a showdown, else the turn player
    (RB 335.1). Nobody holds it while combat damage is being assigned (RB 465)."""
    state, x = t.state, ext(t.state)
    reason, x.regrant = x.regrant or "chain-empty", None
    state.passes = 0
    sd = x.showdown
    if sd is not None and sd.step == "damage":
        state.priority = None
        return
    if state.stack:
        who: str | None = state.stack[-1].controller
        cites = PRIORITY_WHY.get(reason, ("RB 337.4",))
        why = Msg("(the controller of the newest item on the chain)")
    elif sd is not None and sd.step == "showdown":
        who, cites, why = sd.focus, PRIORITY_WHY["showdown"], Msg("(the focus holder)")
    else:
        who, cites, why = state.turn_player, PRIORITY_WHY["phase"], Msg("(the turn player)")
    quiet = who == state.priority and reason == "played"
    t.give_priority(who, cites, quiet=quiet, why=why)


def showdown_begins(t: Table, bf: str, contester: str, *, combat: bool = False) -> None:
    """RB 344: a showdown began at `bf` ("when a showdown begins here"); a combat's showdown is
    its first step (RB 344.1), and what triggers on it goes on the chain first of all, before
    the designations' attack and defend triggers (RB 464.2.b; riftboundfaq Diana, Lunari
    #trigger-resolution-order)."""
    t.emit(RiftEvent.SHOWDOWN_STARTED, Msg("a showdown begins at {battlefield}",
                                           battlefield=bf), obj=bf, player=contester)
    pending = t.take_pending_triggers()
    if pending:
        sd = ext(t.state).showdown
        if combat and sd is not None:
            t.cite_also_rule("RB 464.2.b")  # before the designations (RB 464.2.c)
            sd.began_triggers = True
        queue_pending(t, t.order_by_turn(pending), (),
                      between_groups=("RB 464.2.b",) if combat else ())
