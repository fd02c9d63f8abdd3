"""The turn (RB 315-317): six phases, Awaken, Beginning (Beginning Step, Scoring Step), Channel,
Draw, Main and Ending (Ending Step, Expiration Step). Combat and showdowns are not phases: they
happen inside the Main Phase when a cleanup finds a contested battlefield (RB 316.7-316.8).

Outside the Main Phase nobody gets priority on an empty chain, so the game moves on by itself
(RB 335.1); a chain opened by a trigger (a Beginning Phase effect, Temporary) is answered like
any other before the phase goes on. A scenario that starts in a phase other than Main starts at
the beginning of that phase (or step): its turn-based actions are still to come.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.effects import Destroy
from judge.engine.events import EventKind
from judge.engine.trace import StepKind
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.cleanup import empty_rune_pools, end_stuns, run_cleanup
from judge.games.riftbound.scoring import draw_cards, hold_all
from judge.games.riftbound.state import ext
from judge.model.cards import AbilityDef
from judge.model.state import PendingTrigger

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table

Moment = tuple[str, str | None]
SEQUENCE: tuple[Moment, ...] = (
    ("awaken", None), ("beginning", "beginning_step"), ("beginning", "scoring_step"),
    ("channel", None), ("draw", None), ("main", None),
    ("ending", "ending_step"), ("ending", "expiration_step"),
)
PHASE_RULE = {"awaken": "RB 315.1", "beginning": "RB 315.2", "channel": "RB 315.3",
              "draw": "RB 315.4", "main": "RB 316", "ending": "RB 317"}
STEP_RULE = {"beginning_step": "RB 315.2.a", "scoring_step": "RB 315.2.b",
             "ending_step": "RB 317.1", "expiration_step": "RB 317.2"}

#: RB 816: Temporary is a "kill me at the start of my Beginning Phase" trigger.
TEMPORARY = AbilityDef(name="Temporary", kind="triggered", effect=(Destroy("self"),),
                       keywords=("temporary",))


def moment(phase: str, step: str | None) -> Moment:
    if step is None and phase in ("beginning", "ending"):
        step = "beginning_step" if phase == "beginning" else "ending_step"
    return phase, step


def advance(r: Table) -> None:
    """The current phase or step is over (RB 305): go to the next one, or end the turn."""
    state = r.state
    i = SEQUENCE.index(moment(state.phase, state.step))
    if i + 1 < len(SEQUENCE):
        enter(r, *SEQUENCE[i + 1])
        return
    ext(state).scored = {}  # RB 470: scoring limits are per turn
    r.next_turn(("RB 317.3",))


def enter(r: Table, phase: str, step: str | None) -> None:
    """Begin a phase or step and carry out its turn-based actions."""
    state = r.state
    phase, step = moment(phase, step)
    cites = (PHASE_RULE[phase], *((STEP_RULE[step],) if step else ()))
    if step in ("beginning_step", "ending_step") and state.phase == phase:
        # A scenario that starts at the first step of its phase: the phase begins now too.
        r.emit(EventKind.PHASE_STARTED, f"{phase} begins", phase=phase, player=state.turn_player)
    r.set_phase(phase, cites, step=step)
    ACTIONS[(phase, step)](r)


def awaken(r: Table) -> None:
    """RB 315.1: the turn player readies everything they control."""
    player = r.state.turn_player
    readied = [r.state.objects[oid] for oid in r.board
               if r.state.objects[oid].controller == player and r.state.objects[oid].exhausted]
    for obj in readied:
        obj.exhausted = False
        r.emit(EventKind.READIED, f"{r.name(obj.id)} readied", obj=obj.id, player=player)
    r.step(StepKind.EFFECT, f"{player} readies everything they control" + (
        f" ({', '.join(r.name(o.id) for o in readied)})" if readied else " (nothing exhausted)"),
        ("RB 315.1",))


def beginning_step(r: Table) -> None:
    """RB 315.2.a: start-of-Beginning-Phase effects, such as Temporary (RB 816), go first."""
    state = r.state
    doomed = [state.objects[oid] for oid in r.board
              if state.objects[oid].controller == state.turn_player
              and kw.has(state.objects[oid], "temporary")]
    if not doomed:
        return
    node = r.node(f"beginning:{state.turn_number}", "event",
                  f"start of {state.turn_player}'s Beginning Phase")
    for obj in doomed:
        state.pending_triggers.append(PendingTrigger(obj.id, TEMPORARY, obj.controller, node, 0,
                                                     obj.id))
    r.step(StepKind.TRIGGER, "Temporary triggers for " + ", ".join(r.name(o.id) for o in doomed)
           + " before the Scoring Step", ("RB 816", "RB 315.2.a"))


def scoring_step(r: Table) -> None:
    """RB 315.2.b: the turn player holds each battlefield they control."""
    hold_all(r)


def channel(r: Table) -> None:
    """RB 315.3: channel the top 2 runes of the rune deck, ready (fewer if it runs out); in 1v1
    the second player channels 3 in their first Channel Phase (RB 485.7)."""
    state = r.state
    player = state.turn_player
    count = 2
    cites: tuple[str, ...] = ("RB 315.3", "RB 430", "RB 430.2.a")
    order = state.player_ids
    if len(order) == 2 and player == order[1] and state.turn_number <= 2:
        count, cites = 3, (*cites, "RB 485.7")
    runes = []
    for _ in range(count):
        top = r.top_of(player, "rune_deck")
        if top is None:
            break
        obj = state.objects[top]
        r.move(obj, "base")
        obj.exhausted = False
        runes.append(r.name(obj.id))
    short = f" (the rune deck had only {len(runes)})" if len(runes) < count else ""
    r.step(StepKind.EFFECT, f"{player} channels {len(runes)} rune(s){short}: "
           f"{', '.join(runes) or 'none'}", cites, actor=player)


def draw(r: Table) -> None:
    """RB 315.4: the turn player draws 1 (an empty deck burns out first, RB 431). v1.3: then
    every rune pool empties (v1.3 315.4.c-d)."""
    player = r.state.turn_player
    n = draw_cards(r, player, 1, None)
    r.step(StepKind.EFFECT, f"{player} draws {n} card(s)", ("RB 315.4", "RB 413"), actor=player)
    if r.state.edition == "v1.3":
        empty_rune_pools(r, ("RB 315.4", "RB 167"))


def main(r: Table) -> None:
    """RB 316.2 (v1.4): the Main Phase opens by emptying every rune pool; then the turn player
    has priority in a Neutral Open state (RB 316.5)."""
    if r.state.edition != "v1.3":
        empty_rune_pools(r, ("RB 316.2", "RB 167"))
    ext(r.state).regrant = "phase"


def ending_step(r: Table) -> None:
    """RB 317.1: end-of-turn effects. v1.3: stuns end as the Ending Step begins (RB 423)."""
    if r.state.edition == "v1.3":
        end_stuns(r, ("RB 423", "RB 317.1"))


def expiration_step(r: Table) -> None:
    """RB 317.2: the Ending Phase's special cleanup."""
    run_cleanup(r, special="ending")


ACTIONS: dict[Moment, Callable[[Table], None]] = {
    ("awaken", None): awaken, ("beginning", "beginning_step"): beginning_step,
    ("beginning", "scoring_step"): scoring_step, ("channel", None): channel,
    ("draw", None): draw, ("main", None): main, ("ending", "ending_step"): ending_step,
    ("ending", "expiration_step"): expiration_step,
}
