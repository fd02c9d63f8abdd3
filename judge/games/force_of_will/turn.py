"""The turn (FOW 500): draw, recovery, main and end phases, and the final step of the turn.

The game advances when both players pass in a row on an empty chase (FOW 605.1b). Windows that the
rules open only if something triggered at the beginning of a phase (FOW 502.2, 503.2, 504.1, 505.1,
505.3) are opened only then; otherwise the turn goes straight on.
"""

from __future__ import annotations

from judge.engine.events import EventKind
from judge.engine.policies import TurnRules
from judge.engine.replacements import phase_replaced, replaced
from judge.engine.trace import StepKind
from judge.games.force_of_will.battle import advance_battle
from judge.games.force_of_will.effects import cannot_recover
from judge.games.force_of_will.extra_turns import began, next_turn
from judge.games.force_of_will.game_start import order_game_start_triggers, setup_game
from judge.games.force_of_will.mobilize import end_of_turn as mobilized_end
from judge.games.force_of_will.processes import rule_processes
from judge.games.force_of_will.state import (
    ext,
    in_battle,
    is_entity,
    is_first_turn_of,
)
from judge.games.force_of_will.steps import (
    enter_step,
    priority_for_triggers,
    priority_to_turn_player,
)
from judge.games.force_of_will.will import clear_will
from judge.msg import Items, Msg, word

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import ClassVar

    from judge.engine.table import Table
    from judge.model.state import GameObject

MAX_HAND_SIZE = 7  # FOW 306.3
#: The step of the game's first draw phase where "at the beginning of the game" triggers are
#: played (FOW 502.1), before the phase's own beginning (FOW 502.2).
GAME_START = "game_start"
MAX_CLEANUP_ROUNDS = 50


class FowTurn(TurnRules):
    #: FOW 405: a file may start at the setup, before the first turn (game_start.py).
    setup_phase: ClassVar[str | None] = "setup"
    phase_actions: ClassVar[dict[str, Callable[[Table], None]]] = {"setup": setup_game}

    def advance(self, t: Table) -> None:
        """FOW 605.1b: consecutive passes on an empty chase end the priority sequence; the game
        moves on: a battle to its next step (FOW 800), the turn to its next step or phase."""
        if in_battle(t.state):
            advance_battle(t)
        else:
            advance(t)

    def begin_turn(self, t: Table) -> None:
        """FOW 505.6: the other player's turn begins with their draw phase (FOW 502)."""
        begin_turn(t)


def enter_phase(r: Table, phase: str, citations: tuple[str, ...]) -> None:
    """A phase begins: its "at the beginning of" conditions happen (FOW 502.2, 503.2, 504.1,
    505.1). Battle and turn steps are announced by `enter_step`, so a step never re-announces its
    phase."""
    state = r.state
    state.phase, state.step = phase, None
    named = word(r.game.words.phase(phase))  # the game's word, not the file's key
    r.emit(EventKind.PHASE_STARTED, Msg("the {phase} phase begins", phase=named), phase=phase,
           player=state.turn_player)
    r.step(StepKind.PHASE, Msg("{player}'s {phase} phase begins", player=state.turn_player,
                               phase=named), citations)


def advance(r: Table) -> None:
    """The priority sequence ended on an empty chase outside a battle: go to the next step or
    phase."""
    state = r.state
    phase, step = state.phase, state.step
    if phase == "draw":
        if step == GAME_START:
            draw_phase_begins(r)
        elif step is None:
            draw_phase_priority(r)
        elif step == "before_draw":
            turn_draw(r)
        else:
            start_recovery_phase(r)
    elif phase == "recovery":
        finish_recovery_phase(r)
    elif phase == "main":
        start_end_phase(r)
    elif step is None:
        end_of_turn_triggers(r)
    elif step == "end_of_turn":
        end_priority(r)
    else:
        final_step(r)


# ----- draw phase ---------------------------------------------------------------------------------
def begin_turn(r: Table) -> None:
    """FOW 505.6: the other player's turn begins with their draw phase (FOW 502); what the turn
    player did last turn no longer counts (nothing entered the field this turn yet: the engine
    takes that mark off)."""
    state, x = r.state, ext(r.state)
    x.called_stone = x.judgment_played = x.battles_closed = False
    x.judged.clear()
    x.willpower_used.clear()  # FOW 905.5a: once per turn
    x.revolution_ordered.clear()
    x.contracted.clear()  # FOW 713.4: once per turn
    x.transcended_by.clear()  # FOW 714.4: once per turn
    x.stacked_on.clear()  # FOW 1045.5: "in the current turn"
    x.last_spell.clear()
    x.drew_this_turn.clear()
    x.drew_by_rule.clear()
    x.attacks.clear()
    x.vileborn_targeted.clear()
    x.spells_played.clear()
    x.lost_entities.clear()
    x.gods_art_resolved.clear()
    x.overgrowth_resolved.clear()
    x.to_graveyard = 0
    state.arrivals.clear()  # FOW 1192.2: "this turn"
    x.moontide_used.clear()
    for obj in state.objects.values():
        obj.extra.pop("set_this_turn", None)  # FOW 708.5
    if state.phase == "setup":  # FOW 405.6c: the first turn, from the setup
        start_game(r)
        return
    began(state)  # FOW 503.1: one more turn of its player's (an additional one too, 1025)
    if skipped(r, "draw"):
        start_recovery_phase(r)
        return
    enter_phase(r, "draw", ("FOW 501.1", "FOW 502.2"))
    draw_phase_triggers(r)


def skipped(r: Table, phase: str) -> bool:
    """FOW 1031.1: a phase a replacement effect replaces is skipped: it does nothing, none of
    its procedure (its turn draw, its recovery, its will clearance) and no "at the beginning of"
    condition; FOW 1031.2: no rule process of it either. The caller goes on to the next phase."""
    if not phase_replaced(r, phase):
        return False
    r.state.phase, r.state.step = phase, None
    return True


def start_game(r: Table) -> None:
    """FOW 502.1: the game's first draw phase begins with the "at the beginning of the game"
    triggers (game_start.py), a priority sequence only if any triggered; its "at the beginning
    of the draw phase" ones come after (FOW 502.2)."""
    state = r.state
    state.phase, state.step = "draw", GAME_START
    r.step(StepKind.PHASE, Msg("{player}'s first draw phase begins: the game begins",
                               player=state.turn_player), ("FOW 501.1", "FOW 502.1"))
    r.emit(EventKind.GAME_STARTED, Msg("the game begins"), player=state.turn_player)
    order_game_start_triggers(r)
    if state.pending_triggers:
        priority_to_turn_player(r, "FOW 502.1", Msg(
            "(the turn player: an \"at the beginning of the game\" ability triggered)"))
        return
    r.step(StepKind.PHASE, Msg("no \"at the beginning of the game\" ability triggered"),
           ("FOW 502.1",))
    draw_phase_begins(r)


def draw_phase_begins(r: Table) -> None:
    """FOW 502.2, after the game's beginning (502.1): "at the beginning of the draw phase"."""
    if skipped(r, "draw"):
        start_recovery_phase(r)
        return
    enter_phase(r, "draw", ("FOW 502.2",))
    draw_phase_triggers(r)


def draw_phase_triggers(r: Table) -> None:
    """FOW 502.2: a priority sequence only if something triggered as the draw phase began."""
    if r.state.pending_triggers:
        priority_for_triggers(r, "FOW 502.2", "draw")
    else:
        draw_phase_priority(r)


def draw_phase_priority(r: Table) -> None:
    """FOW 502.3: a priority sequence before the draw, except in the game's first draw phase,
    which also skips the draw and the sequence after it (FOW 502.4-502.5)."""
    state = r.state
    if state.turn_number == 1:
        r.step(StepKind.PHASE, Msg("this is the game's first draw phase: no priority before the "
                                   "draw, no draw and no priority after it"),
               ("FOW 502.3", "FOW 502.4", "FOW 502.5"))
        start_recovery_phase(r)
        return
    enter_step(r, "before_draw", ("FOW 502.3",))
    priority_to_turn_player(r, "FOW 502.3")


def turn_draw(r: Table) -> None:
    """FOW 502.4: the turn player draws a card; FOW 502.5: then a priority sequence."""
    state = r.state
    top = r.top_of(state.turn_player, r.game.vocab.deck_zone)  # FOW 1009.1: the top card
    drawn = r.draw(state.turn_player, 1, cause=None)
    card = state.objects.get(top or "")
    # the card drawn, named ("Which card does Alice draw for the turn?"), where it is the one
    # that was on top (a replaced draw takes none)
    r.step(StepKind.EFFECT, Msg("{player} draws {card} for the turn", player=state.turn_player,
                                card=r.name(card.id)) if drawn and card is not None and
           card.zone == r.game.vocab.hand_zone else
           Msg("{player} draws {n} card for the turn", player=state.turn_player,
               n=drawn) if drawn else
           Msg("{player} draws no card for the turn", player=state.turn_player),
           ("FOW 502.4", "FOW 1009.1"))
    enter_step(r, "after_draw", ("FOW 502.5",))
    priority_to_turn_player(r, "FOW 502.5")


# ----- recovery phase -----------------------------------------------------------------------------
def start_recovery_phase(r: Table) -> None:
    """FOW 503.1: skipped on the turn player's first turn (produced will still ceases to exist);
    otherwise FOW 503.2-503.3: a priority sequence only if something triggered."""
    state = r.state
    if is_first_turn_of(state):
        state.phase, state.step = "recovery", None
        r.step(StepKind.PHASE, Msg("this is {player}'s first turn: the recovery phase is skipped",
                                   player=state.turn_player), ("FOW 503.1",))
        clear_will(r, ("FOW 503.1",), Msg("first turn"))
        start_main_phase(r)
        return
    if skipped(r, "recovery"):
        waiting_for_next_recovery(r)
        start_main_phase(r)
        return
    arm_next_recovery(r)
    enter_phase(r, "recovery", ("FOW 503.2",))
    if state.pending_triggers:
        priority_for_triggers(r, "FOW 503.3", "recovery")
        return
    finish_recovery_phase(r)


def finish_recovery_phase(r: Table) -> None:
    """FOW 503.4: will clearance; FOW 503.5: the turn player recovers everything they control in
    the field and their ruler area (a prohibition wins, FOW 104.4)."""
    state = r.state
    clear_will(r, ("FOW 503.4",), Msg("recovery phase"))
    recovered, kept = [], []
    for oid in r.board:
        obj = state.objects[oid]
        if obj.controller != state.turn_player or not obj.exhausted:
            continue
        if cannot_recover(r, obj):
            kept.append(r.name(oid))
            continue
        if replaced(r, "readied", obj):  # FOW 910.1: it stays rested, nothing else changes
            continue
        obj.exhausted = False
        r.emit(EventKind.READIED, Msg("{object} recovered", object=r.name(oid)), obj=oid,
               player=obj.controller)
        recovered.append(r.name(oid))
    what = Msg("{player} recovers {objects}", player=state.turn_player, objects=", ".join(
        recovered)) if recovered else Msg("{player} has nothing rested to recover",
                                          player=state.turn_player)
    cites: tuple[str, ...] = ("FOW 503.5",)
    if kept:
        what = Msg("{what}; {objects} stays rested (an effect says it does not recover)",
                   what=what, objects=", ".join(kept))
        cites = ("FOW 503.5", "FOW 104.4")
    r.step(StepKind.EFFECT, what, cites)
    ended = r.end_effects(DURING_THIS_RECOVERY)
    if ended:
        r.step(StepKind.EFFECT, Msg("{player}'s recovery phase ends, and with it what lasted "
                                    "during it ({effects})", player=state.turn_player,
                                    effects=Items(ended, commas=True)))
    start_main_phase(r)


#: "During your next recovery phase" (`duration: next_recovery_phase`, a prohibition only): it lasts
#: until the end of the next recovery phase of the effect's controller that happens; one skipped
#: (the first turn's, 503.1, or one replaced, 1031.1) does not count, so it waits for the next
#: (FOW 1031.2). As that phase begins, its prohibitions of this duration become those of this
#: phase, which end with it; one made during that phase waits for the next one.
NEXT_RECOVERY = "next_recovery_phase"
DURING_THIS_RECOVERY = "during_this_recovery"


def waiting_for_next_recovery(r: Table) -> None:
    """FOW 1031.2: the turn player's recovery phase was skipped: their prohibitions lasting
    during their next recovery phase wait for the next one that happens, and the ruling says
    so."""
    player = r.state.turn_player
    waiting = [x for x in r.state.restrictions
               if x.duration == NEXT_RECOVERY and x.controller == player]
    if waiting:
        r.step(StepKind.EFFECT, Msg("what {player}'s effects forbid during their next recovery "
                                    "phase waits for the next one that happens",
                                    player=player), ("FOW 1031.2",))


def arm_next_recovery(r: Table) -> None:
    """The turn player's recovery phase begins (not skipped): their prohibitions lasting during
    their next recovery phase last during this one."""
    for restriction in r.state.restrictions:
        if restriction.duration == NEXT_RECOVERY and \
                restriction.controller == r.state.turn_player:
            restriction.duration = DURING_THIS_RECOVERY


# ----- main phase ---------------------------------------------------------------------------------
def start_main_phase(r: Table) -> None:
    """FOW 504.1-504.2: the main phase, with the turn player's priority (main timing)."""
    if skipped(r, "main"):
        start_end_phase(r)
        return
    enter_phase(r, "main", ("FOW 504.1", "FOW 504.2"))  # 504.2: the turn player's priority
    priority_to_turn_player(r, "FOW 504.2")


# ----- end phase ----------------------------------------------------------------------------------
def start_end_phase(r: Table) -> None:
    """FOW 505.1-505.2: "at the beginning of the end phase" triggers get a priority sequence."""
    state = r.state
    if skipped(r, "end"):
        end_phase_skipped(r)
        return
    enter_phase(r, "end", ("FOW 505.1",))
    if state.pending_triggers:
        priority_for_triggers(r, "FOW 505.2", "end")
        return
    end_of_turn_triggers(r)


def end_of_turn_triggers(r: Table) -> None:
    """FOW 505.3: "at end of turn" conditions happen; a priority sequence only if they did."""
    state = r.state
    r.emit(EventKind.PHASE_STARTED, Msg("end of turn"), phase="end_of_turn",
           player=state.turn_player)
    if state.pending_triggers:
        state.step = "end_of_turn"
        r.step(StepKind.PHASE, Msg("\"at end of turn\" abilities trigger"), ("FOW 505.3",))
        priority_to_turn_player(r, "FOW 505.3", Msg(
            "(the turn player: an \"at end of turn\" ability triggered)"))
        return
    end_priority(r)


def end_priority(r: Table) -> None:
    """FOW 505.4: the turn player's last priority sequence of the turn."""
    r.state.step = "end_priority"
    r.step(StepKind.PHASE, Msg("{player}'s last priority sequence of the turn",
                               player=r.state.turn_player),
           ("FOW 505.4",))
    priority_to_turn_player(r, "FOW 505.4")


def final_step(r: Table) -> None:
    """FOW 505.5: damage becomes 0, "until end of turn" effects end, will clearance, discard to
    the maximum hand size; FOW 505.5e: if that made anything happen, a priority sequence and the
    final step again; FOW 505.6: then the next turn."""
    state, x = r.state, ext(r.state)
    state.step = "cleanup"
    healed = damaged_entities(r)
    for oid in healed:
        state.objects[oid].remove_damage()
    names = ", ".join(r.name(o) for o in healed) or Msg("nothing had damage")
    # FOW 505.5e: the final step repeats when something happened during the last one
    again: tuple[str, ...] = ("FOW 505.5e",) if x.cleanup_rounds else ()
    r.step(StepKind.EFFECT, Msg("final step of the turn again (something happened during the last "
                                "one): all damage on J/resonators becomes 0 ({objects})",
                                objects=names) if again else
           Msg("final step of the turn: all damage on J/resonators becomes 0 ({objects})",
               objects=names), (*again, "FOW 505.5", "FOW 505.5a"))
    end_turn_effects(r)
    clear_will(r, ("FOW 505.5c",), Msg("end of turn"))
    discard_to_hand_size(r)
    # a status automatic ability whose state came to hold, or whose card got it back as the
    # effects that took it ended, with no event to look at it after (FOW 906.9a): it
    # triggered during the final step
    r.status_triggers()
    if (rule_processes(r) or state.pending_triggers) and x.cleanup_rounds < MAX_CLEANUP_ROUNDS:
        x.cleanup_rounds += 1
        priority_to_turn_player(r, "FOW 505.5e")
        return
    x.cleanup_rounds = 0
    state.step = None
    next_turn(r, ("FOW 505.6",))


def end_phase_skipped(r: Table) -> None:
    """FOW 1031.1: a skipped end phase does nothing: nothing "at the beginning of the end phase"
    or "at end of turn" triggers (505.1, 505.3), no last priority sequence, no final step: the
    damage on J/resonators stays, will is not cleared and nobody discards (505.5). FOW 1031.2:
    what waits for it waits for the next end phase: "until end of turn" effects (505.5b) and the
    "at end of turn" abilities that wait for one ([Raid]'s return); the effects by FOW HP.43,
    unless the policy ends them with the turn. Then the next turn."""
    hurt = [r.name(o) for o in damaged_entities(r)]
    r.step(StepKind.EFFECT, Msg("no final step: the damage on {objects} stays until the next end "
                                "phase", objects=", ".join(hurt)) if hurt else
           Msg("no final step: nothing is cleaned up until the next end phase"),
           ("FOW 1031.1", "FOW 505.5a") if hurt else ("FOW 1031.1",))
    if r.policy_is("skip.end_phase", "turn-ends"):
        end_turn_effects(r, ("FOW HP.43", "FOW 505.5b"))
    else:
        r.step(StepKind.EFFECT, Msg("effects that last until end of turn wait for the next end "
                                    "phase"), ("FOW 1031.2", "FOW HP.43"))
    r.state.step = None
    next_turn(r, ("FOW 501.1", "FOW 1031.1"))


def damaged_entities(r: Table) -> list[str]:
    """The J/resonators with damage, which the final step heals (FOW 505.5a)."""
    objects = r.state.objects
    return [oid for oid in r.board if objects[oid].damage and is_entity(objects[oid])]


def end_turn_effects(r: Table, citations: tuple[str, ...] = ("FOW 505.5b",)) -> None:
    """FOW 505.5b: continuous effects that last until end of turn end (modifiers, prevention,
    prohibitions)."""
    ended = [*r.end_effects("turn"), *mobilized_end(r)]  # FOW 1129.3: "until end of turn"
    r.step(StepKind.EFFECT, Msg("effects that last until end of turn end ({effects})",
                                effects=Items(ended, commas=True)) if ended else
           Msg("effects that last until end of turn end"), citations)


def others_keep_their_hands(r: Table) -> None:
    """FOW 505.5d: only the turn player discards down to the maximum hand size; another player
    over it (FOW 306.3) keeps every card, which the ruling says."""
    state = r.state
    for pid in state.players:
        held = sum(1 for o in state.objects.values() if o.zone == "hand" and o.holder == pid)
        if pid != state.turn_player and held > MAX_HAND_SIZE:
            r.step(StepKind.EFFECT, Msg("{player} keeps all {n} cards in hand: only the turn "
                                        "player discards down to {max} in the final step",
                                        player=pid, n=held, max=MAX_HAND_SIZE),
                   ("FOW 505.5d", "FOW 306.3"))


def discard_to_hand_size(r: Table) -> None:
    """FOW 505.5d: the turn player discards down to their maximum hand size (seven, FOW 306.3);
    which cards: `decisions: {hand_size: {order: [ids]}}`, else the last ones listed."""
    state = r.state
    tp = state.turn_player
    others_keep_their_hands(r)
    hand = [o for o in state.objects.values() if o.zone == "hand" and o.holder == tp]
    excess = len(hand) - MAX_HAND_SIZE
    if excess <= 0:
        if hand:
            # said, so "Does Alice discard at the end of her turn?" of seven cards is answered
            # by the rule that keeps them (FOW 306.3), not by what else the ruling changed
            r.step(StepKind.EFFECT, Msg("{player} has {n} cards in hand, no more than the "
                                        "maximum hand size of {max}: no card is discarded",
                                        player=tp, n=len(hand), max=MAX_HAND_SIZE),
                   ("FOW 505.5d", "FOW 306.3"))
        return
    kept = _not_discardable(r, tp, hand)
    hand = [o for o in hand if o not in kept]
    order = r.decision("hand_size", "order")
    chosen = [str(i) for i in order] if isinstance(order, (tuple, list)) else []
    picked = [o for o in hand if o.id in chosen][:excess]
    for obj in picked:
        r.decision("hand_size", "order", obj.id)  # this entry of the choice mattered
    picked += [o for o in reversed(hand) if o not in picked][:excess - len(picked)]
    for obj in picked:
        r.move(obj, r.graveyard_of(obj))
    # a discard a replacement made something else happen instead of stays in the hand (FOW
    # 910.1): its own step says so, and it is no card discarded here
    asked = len(picked)
    picked = [o for o in picked if o.zone != "hand"]
    if picked:
        r.step(StepKind.EFFECT, Msg("{player} discards down to {n} cards: {cards}", player=tp,
                                    n=MAX_HAND_SIZE,
                                    cards=", ".join(r.name(o.id) for o in picked)),
               ("FOW 505.5d", "FOW 306.3", *(("FOW 104.4",) if kept else ())))
    if kept and asked < excess:
        # FOW 104.1: card text that forbids the discard beats the rule that asks for it
        r.step(StepKind.EFFECT, Msg("{player} keeps {cards} in hand, over the maximum hand size: "
                                    "an effect forbids discarding them, and card text beats the "
                                    "rules", player=tp,
                                    cards=", ".join(r.name(o.id) for o in kept)),
               ("FOW 104.1", "FOW 505.5d", "FOW 104.4"))


def _not_discardable(r: Table, player: str, hand: list[GameObject]) -> list[GameObject]:
    """The cards in `player`'s hand an effect forbids them to discard (`forbid: {action:
    discard}`, FOW 104.4)."""
    if not (r.state.restrictions or r.static_sources):
        return []
    return [o for o in hand if r.forbidden("discard", obj=o, player=player) is not None]
