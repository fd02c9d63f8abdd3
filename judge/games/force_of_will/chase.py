"""The chase and the priority sequence (FOW 600).

Each priority sequence: rule processes until none applies (FOW 602.1a), then triggered automatic
objects are played one at a time, the turn player's first, rule processes again after each
(FOW 602.1b, 603), then the player with priority acts (FOW 602.1c). An action keeps priority with
its player (FOW 605.1a); the first pass hands priority over (FOW 605.1c); the second consecutive
pass resolves only the top of the chase and the turn player gets priority, or on an empty chase
ends the priority sequence and the game moves on (FOW 605.1b).
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.engine.events import EventKind
from judge.engine.trace import Relation, StepKind
from judge.games.force_of_will import battle as battles
from judge.games.force_of_will import turn
from judge.games.force_of_will.processes import rule_processes
from judge.games.force_of_will.state import ext, in_battle, other_player
from judge.games.force_of_will.timing import is_automatic_card, play_cost
from judge.games.force_of_will.will import add_costs, cost_refusal, pay
from judge.model.cards import Cost
from judge.model.state import GameObject, GameState, PendingTrigger, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


# ----- passing ------------------------------------------------------------------------------------
def on_pass(r: Table, player: str) -> None:
    """FOW 605.1b-c (and at a declaration point: forfeit the attack / do not block)."""
    state, x = r.state, ext(r.state)
    if x.decision == "attack":
        battles.forfeit(r, player)
        return
    if x.decision == "block":
        battles.decline_block(r, player)
        return
    state.passes += 1
    if state.passes < len(state.players):
        r.give_priority(other_player(state, player), ("FOW 605.1c",), quiet=True)
        return
    state.passes = 0
    if state.stack:
        resolve_top_of_chase(r)
    else:
        end_priority_sequence(r)


def resolve_top_of_chase(r: Table) -> None:
    """FOW 605.1b: only the last item put on the chase resolves; then the turn player gets
    priority and a new priority sequence starts."""
    state = r.state
    r.resolve_item(state.stack[-1])
    if state.game_over:
        return
    holder = state.priority
    r.give_priority(state.turn_player, ("FOW 605.1b",), quiet=holder == state.turn_player,
                    why=" (the turn player gets priority after every resolution)")


def end_priority_sequence(r: Table) -> None:
    """FOW 605.1b: consecutive passes on an empty chase end the priority sequence; the game
    advances (the battle to its next step, or the turn to its next step or phase)."""
    if in_battle(r.state):
        battles.advance_battle(r)
    else:
        turn.advance(r)


# ----- automatic processing -----------------------------------------------------------------------
def settle(r: Table) -> None:
    """FOW 602.1a-b: rule processes until none applies, then one triggered object at a time."""
    state = r.state
    while not state.game_over:
        if rule_processes(r):
            continue
        if state.pending_triggers:
            play_one_trigger(r)
            continue
        break


def play_one_trigger(r: Table) -> None:
    """FOW 603.1-603.4, 906.5: the turn player chooses one of their triggered objects (in the order
    they triggered); only when they have none does the non-turn player. It is played if it can be,
    and the sequence starts again from the rule processes."""
    state = r.state
    pending = state.pending_triggers
    pick = next((pt for pt in pending if pt.controller == state.turn_player), pending[0])
    pending.remove(pick)
    source = state.objects.get(pick.source)
    if source is not None and is_automatic_card(source):
        item = play_triggered_card(r, pick, source)
    else:
        item = r.put_trigger(pick, ("FOW 603.2", "FOW 603.3"))
    if item is not None:
        note_played(r, item.controller)
        state.passes = 0  # judge's reading: every player may answer a newly played object


def note_played(r: Table, player: str) -> None:
    """FOW 803.6 tracks whether the non-turn player played a spell or ability in this battle."""
    battle = ext(r.state).battle
    if battle is not None and player != r.state.turn_player:
        battle.opponent_acted = True


# ----- automatic [Trigger] cards ------------------------------------------------------------------
def trigger_card_active(state: GameState, obj: GameObject) -> bool:
    """FOW 708.2: an automatic [Trigger] card triggers from its owner's hand or standby area;
    FOW 708.5, 906.4a: not from the standby area the turn it was put there; FOW 708.2a: not again
    while it is triggered."""
    if obj.zone not in ("hand", "standby"):
        return False
    if obj.zone == "standby" and obj.extra.get("set_this_turn"):
        return False
    return obj.id not in ext(state).triggered_cards


def mark_triggered_cards(r: Table) -> None:
    """Remember which automatic cards are triggered (FOW 708.2a), right as they trigger."""
    x = ext(r.state)
    for pt in r.state.pending_triggers:
        obj = r.state.objects.get(pt.source)
        if obj is not None and is_automatic_card(obj):
            x.triggered_cards.add(obj.id)


def play_triggered_card(r: Table, pt: PendingTrigger, obj: GameObject) -> StackItem | None:
    """FOW 708.3: a triggered [Trigger] card is played as a spell (its text is its triggered
    ability's); FOW 708.4: it pays its own cost only if it is not played from the standby area;
    FOW 708.3a, 906.6a: if it cannot be played it goes to its owner's graveyard."""
    state = r.state
    ext(state).triggered_cards.discard(obj.id)
    name = r.name(obj.id)
    decision = r.scenario.decisions.get(obj.id, {})
    if decision.get("decline"):
        r.step(StepKind.TRIGGER, f"{obj.controller} does not reveal {name}, so it does not "
               "trigger", ("FOW 708.2", "FOW 906.6b"), actor=obj.controller)
        return None
    if obj.zone not in ("hand", "standby"):
        r.step(StepKind.TRIGGER, f"{name} triggered but has moved since, so it cannot be played",
               ("FOW 906.10",), actor=obj.controller)
        return None
    ability = pt.ability
    targets = _trigger_targets(r, obj, ability.targets, decision.get("targets"))
    total = add_costs(play_cost(obj), obj.card.additional_cost or Cost())
    why = None
    if targets is None:
        why = "it has no legal target"
    elif (refusal := cost_refusal(state, obj.controller, total)) is not None:
        why = refusal.reason
    if why is not None:
        r.move(obj, r.graveyard_of(obj), cause=pt.event_node)
        r.step(StepKind.TRIGGER, f"{name} triggered but cannot be played ({why}): it is put into "
               "its owner's graveyard", ("FOW 708.3a", "FOW 906.6a"), actor=obj.controller)
        return None
    assert targets is not None
    pay(state, obj.controller, total)
    zone = obj.zone
    item = StackItem(id=obj.id, kind="card", controller=obj.controller, name=obj.card.name,
                     source=obj.id, effect=ability.effect, target_specs=ability.targets,
                     targets=tuple(r.lock(t) for t in targets), keywords=obj.card.keywords,
                     depth=pt.depth, caused_by=pt.event_node)
    item.extra["paid"] = dict(total.resources)
    r.move(obj, r.game.stack_zone)
    obj.face_down = False
    r.push(item)
    r.link(pt.event_node, item.id, Relation.TRIGGERS)
    r.emit(EventKind.PLAYED, f"{obj.controller} plays {obj.card.name}", obj=obj.id,
           player=obj.controller, item=item.id)
    on = f" targeting {', '.join(r.name(t) for t in targets)}" if targets else ""
    paid = "without paying its cost (from the standby area)" if zone == "standby" else \
        "paying its cost"
    where = "standby area" if zone == "standby" else zone
    r.step(StepKind.TRIGGER, f"{obj.controller} revealed {name} from their {where} when its "
           f"condition was met; it is played as a spell{on}, {paid}",
           ("FOW 708.2", "FOW 708.3", "FOW 708.4", "FOW 603.2"), item=item.id,
           actor=obj.controller)
    return item


def _trigger_targets(r: Table, obj: GameObject, specs: tuple[object, ...],
                     chosen: object) -> list[str] | None:
    """The targets of a triggered card: from `decisions: {<card id>: {targets: [...]}}`, else the
    first legal choice for each; None if a target has no legal choice."""
    from judge.model.filters import Filter

    if chosen is not None:
        picked = [str(t) for t in chosen]  # type: ignore[attr-defined]
        for tid, spec in zip(picked, specs, strict=False):
            assert isinstance(spec, Filter)
            target = r.state.objects.get(tid)
            if spec.player:
                if tid not in r.candidates(spec, obj.controller):
                    return None
            elif target is None or not matches(r.state, r.game, target, spec, obj.controller):
                return None
        return picked if len(picked) == len(specs) else None
    out: list[str] = []
    for spec in specs:
        assert isinstance(spec, Filter)
        options = [c for c in r.candidates(spec, obj.controller, exclude=obj.id) if c not in out]
        if not options:
            return None
        out.append(options[0])
    return out
