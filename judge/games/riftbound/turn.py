"""The turn (RB 315-317): six phases, Awaken, Beginning (Beginning Step, Scoring Step), Channel,
Draw, Main and Ending (Ending Step, Expiration Step). Combat and showdowns are not phases: they
happen inside the Main Phase when a cleanup finds a contested battlefield (RB 316.7-316.8).

Outside the Main Phase nobody gets priority on an empty chain, so the game moves on by itself
(RB 335.1); a chain opened by a trigger (a Beginning Phase effect, Temporary) is answered like
any other before the phase goes on. Priority in the Main Phase is granted once its automatic
steps are done (chain.py), so no phase gives it as it begins. A scenario that starts in a phase
other than Main starts at the beginning of that phase (or step): its turn-based actions are
still to come.
"""

from __future__ import annotations

from judge.engine.effects import Destroy, set_exhausted
from judge.engine.events import EventKind
from judge.engine.lost import own_card
from judge.engine.policies import TurnRules
from judge.engine.replacements import phase_replaced
from judge.engine.trace import StepKind
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.cleanup import cleanup_rules
from judge.games.riftbound.combat import heal_all
from judge.games.riftbound.control import serve_turn_player, set_control
from judge.games.riftbound.extra_turns import next_in_queue
from judge.games.riftbound.mulligan import setup_game
from judge.games.riftbound.scoring import draw_cards, hold_all, tie_noted
from judge.games.riftbound.state import (
    FIRST_TURN,
    NO_FIRST_DRAW,
    RUNE_POOL,
    chain_exists,
    ext,
)
from judge.model.cards import AbilityDef, When
from judge.model.state import GameObject, PendingTrigger
from judge.msg import Items, Msg, amounts, joined, phrase, said_of, word

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import ClassVar

    from judge.engine.table import Table

Moment = tuple[str, str | None]
SEQUENCE: tuple[Moment, ...] = (
    ("setup", None),
    ("awaken", None), ("beginning", "beginning_step"), ("beginning", "scoring_step"),
    ("channel", None), ("draw", None), ("main", None),
    ("ending", "ending_step"), ("ending", "expiration_step"),
)

#: RB 816: Temporary is a "kill me at the start of my Beginning Phase" trigger.
TEMPORARY = AbilityDef(name="Temporary", kind="triggered", effect=(Destroy("self"),),
                       keywords=("temporary",))


# ----- turn-based actions ----------------------------------------------------------------------
def awaken(t: Table) -> None:
    """RB 315.1: the turn player readies everything they control, except what an effect says
    does not ready (RB 054.1: can't beats can)."""
    player = t.state.turn_player
    exhausted = [t.state.objects[oid] for oid in t.board
                 if t.state.objects[oid].controller == player and t.state.objects[oid].exhausted]
    kept = {o.id: refusal for o in exhausted if (refusal := t.forbidden("ready", obj=o))}
    readied = [o for o in exhausted if o.id not in kept
               if set_exhausted(t, o, False, player=player)]  # unless replaced (RB 370.1.a.1)
    what = Msg("{player} readies everything they control ({objects})", player=player,
               objects=Items([t.name(o.id) for o in readied], commas=True)) if readied else \
        Msg("{player} readies everything they control", player=player) if kept else \
        Msg("{player} readies everything they control (nothing exhausted)", player=player)
    if kept:
        what = Msg("{what}; not {kept}", what=what, kept=joined(
            [phrase(Msg("{object} ({why})", object=t.name(k), why=said_of(r.reason)))
             for k, r in kept.items()]))
    cites = ("RB 315.1.b", *(c for r in kept.values() for c in r.citations))
    t.step(StepKind.EFFECT, what,
           tuple(dict.fromkeys(cites)))


def temporary_units(t: Table) -> list[GameObject]:
    """The units whose Temporary works on the board (RB 718.2: an attached card's printed
    Temporary does not; RB 722.2: it still has it)."""
    return [t.state.objects[oid] for oid in t.board
            if kw.works(t, t.state.objects[oid], "temporary")]


def beginning_step_skipped(t: Table) -> None:
    """RB 443.2: the turn player's Beginning Step skipped, their units with Temporary are not
    killed: it is what sets Temporary off (RB 816.1.c, RB 315.2.a.1). The ruling says so."""
    waiting = [o for o in temporary_units(t) if o.controller == t.state.turn_player]
    if waiting:
        t.note(phrase(Msg("Temporary does not trigger for {objects}: their controller's "
                          "Beginning Step is skipped",
                          objects=Items([t.name(o.id) for o in waiting], commas=True))),
               ("RB 443.2", "RB 816.1.c"))


def beginning_step(t: Table) -> None:
    """RB 315.2.a: start-of-Beginning-Phase effects, such as Temporary (RB 816), go first."""
    state = t.state
    temporary = temporary_units(t)
    doomed = [o for o in temporary if o.controller == state.turn_player]
    waiting = [o for o in temporary if o.controller != state.turn_player]
    idle = [o for oid in t.board if (o := state.objects[oid]).controller == state.turn_player
            and kw.has(o, "temporary") and o not in temporary]
    kw.idle_note(t, "temporary", idle)  # attached: its printed Temporary does not trigger
    lost = [o for oid in t.board if (o := state.objects[oid]).controller == state.turn_player
            and "temporary" in own_card(o).keywords and not kw.has(o, "temporary")]
    if lost:  # "loses all abilities" took it away (layer 2, RB 477.2.a): nothing kills it
        t.note(phrase(Msg("Temporary does not trigger for {objects}: an effect took it away",
                          objects=Items([t.name(o.id) for o in lost], commas=True))),
               ("RB 477.2.a", "RB 816.1.c"))
    if waiting:  # RB 816.1.c: only its own controller's Beginning Phase sets it off
        t.note(phrase(Msg("Temporary does not trigger for {objects}: it waits for its "
                          "controller's own Beginning Phase",
                          objects=Items([t.name(o.id) for o in waiting], commas=True))),
               ("RB 816.1.c",))
    if not doomed:
        return
    node = t.node(f"beginning:{state.turn_number}", "event",
                  Msg("start of {player}'s Beginning Phase", player=state.turn_player))
    for obj in doomed:
        state.pending_triggers.append(PendingTrigger(obj.id, TEMPORARY, obj.controller, node, 0,
                                                     obj.id))
    twice = [o for o in doomed if kw.instances(o, "temporary") > 1]
    what = Msg("Temporary triggers for {objects} before the Scoring Step",
               objects=Items([t.name(o.id) for o in doomed], commas=True))
    if twice:  # RB 816.2.a: one kill however many times it has Temporary
        what = Msg("{what}, once each however many times it has Temporary", what=what)
    # a unit with Temporary twice: the rule that makes it one trigger decides the step
    t.step(StepKind.TRIGGER, what,
           (*(("RB 816.2.a", "RB 816.2") if twice else ()), "RB 816.1.c", "RB 315.2.a.1"))


def scoring_step(t: Table) -> None:
    """RB 315.2.b: the turn player holds each battlefield they control."""
    hold_all(t)


def first_player(t: Table) -> str:
    """The First Player (RB 115.1.b.1): whoever took turn 1, counting back in Turn Order the
    regular turns (an additional turn is none: RB 737, counted from the turn it followed)."""
    ids, x = t.state.player_ids, ext(t.state)
    regular = x.resume_after if x.extra_now and x.resume_after else t.state.turn_player
    here = ids.index(regular)
    return ids[(here - (t.state.turn_number - x.extra_taken - 1)) % len(ids)]


def first_turn(t: Table) -> bool:
    """Is this the turn player's first turn of the game (every player has one turn in the first
    round)?"""
    x = ext(t.state)  # an additional turn is no first turn, nor counted in the first round
    return not x.extra_now and t.state.turn_number - x.extra_taken <= len(t.state.players)


def channel(t: Table) -> None:
    """RB 315.3: channel the top 2 runes of the rune deck, ready (fewer if it runs out); the
    player going last channels one more in their first Channel Phase (the First Turn Process
    of the mode: RB 485.7, RB 486.7, RB 487.7, RB 488.7)."""
    state = t.state
    player = state.turn_player
    count = 2
    cites: tuple[str, ...] = ("RB 315.3.b", "RB 430.2.a")
    ids = state.player_ids
    going_last = ids[(ids.index(first_player(t)) - 1) % len(ids)]
    if player == going_last and first_turn(t):
        # The mode's First Turn Process decides the count (3 instead of 2): cited first, the
        # usual channel (RB 315.3.b) after it.
        count, cites = 3, (FIRST_TURN[ext(state).mode], *cites)
    runes = []
    for _ in range(count):
        top = t.top_of(player, "rune_deck")
        if top is None:
            break
        obj = state.objects[top]
        t.move(obj, "base")
        obj.exhausted = False
        runes.append(t.name(obj.id))
    said = Items(runes, commas=True) if runes else Msg("none")
    if len(runes) < count:
        cites = (*cites, "RB 315.3.b.1")
        channels = Msg("{player} channels {n} rune (the rune deck had only {n}): {runes}",
                       plural="{player} channels {n} runes (the rune deck had only {n}): {runes}",
                       player=player, n=len(runes), runes=said)
    else:
        channels = Msg("{player} channels {n} rune: {runes}",
                       plural="{player} channels {n} runes: {runes}", player=player,
                       n=len(runes), runes=said)
    t.step(StepKind.EFFECT, channels, cites, actor=player)


def draw(t: Table) -> None:
    """RB 315.4: the turn player draws 1 (an empty deck burns out first, RB 431); in FFA3 and
    FFA4 and 2v2 the First Player does not draw in their first Draw Phase (RB 487.7, RB 488.7,
    RB 489.7)."""
    player = t.state.turn_player
    mode = ext(t.state).mode
    if mode in NO_FIRST_DRAW and t.state.turn_number == 1:
        t.step(StepKind.EFFECT, Msg("{player} goes first and does not draw in their first Draw "
                                    "Phase", player=player), (FIRST_TURN[mode],), actor=player)
        return
    # RB 315.4.b.1-2: with no card left to draw she burns out first, then still draws 1
    burned = t.top_of(player, t.game.vocab.deck_zone) is None
    n = draw_cards(t, player, 1, None)
    t.step(StepKind.EFFECT, Msg("{player} draws {n} card", plural="{player} draws {n} cards",
                                player=player, n=n),
           ("RB 315.4.b.2", "RB 315.4.b.1", "RB 315.4.a") if burned and n else
           ("RB 315.4.a", "RB 413.2.a"),
           actor=player)


def main(t: Table) -> None:
    """RB 316.2 (v1.4): the Main Phase opens by emptying every rune pool; then the turn player
    has priority in a Neutral Open state (RB 316.5)."""
    empty_rune_pools(t, ("RB 316.3", "RB 167.1"))
    open_main(t)


def open_main(t: Table) -> None:
    """RB 316.5: the turn player gets priority once the Main Phase's automatic steps are done."""
    ext(t.state).regrant = "phase"


def ending_step(t: Table) -> None:
    """RB 317.1: end-of-turn effects (none that judge implements end here in v1.4)."""


def expiration_step(t: Table) -> None:
    """RB 317.2: the Ending Phase's special cleanup: it also heals every unit (3c), ends every
    "this turn" effect (3d; v1.4: stuns end too, RB 423) and empties every rune pool (3e)."""
    cleanup_rules(t).cleanup(t, special=expiration_tasks)


def expiration_tasks(t: Table) -> None:
    expire_effects(t)
    end_stuns(t, ("RB 423.1.a.2", "RB 317.2.c"))
    empty_pools_at_expiration(t)


def expire_effects(t: Table) -> None:
    heal_all(t, ("RB 317.2.b", "RB 143.3.b.1"))
    t.expire_turn_effects(("RB 317.2.c",), heal=False)


def empty_pools_at_expiration(t: Table) -> None:
    empty_rune_pools(t, ("RB 317.2.d", "RB 167.1"))
    tie_noted(t)


def end_stuns(t: Table, cites: tuple[str, ...]) -> None:
    stunned = [o for o in t.state.objects.values() if o.extra.get("stunned")]
    for obj in stunned:
        obj.extra.pop("stunned", None)
    if stunned:
        t.step(StepKind.EFFECT, Msg("stun ends: {objects}", objects=Items(
            [t.name(o.id) for o in stunned], commas=True)), cites)


def empty_rune_pools(t: Table, cites: tuple[str, ...]) -> None:
    """RB 167: unspent Energy and Power leave every rune pool."""
    lost = []
    for p in t.state.players.values():
        left = {k: p.resources.get(k, 0) for k in RUNE_POOL if p.resources.get(k, 0)}
        for k in RUNE_POOL:
            if k in p.resources:
                p.resources[k] = 0
        if left:
            lost.append(phrase(Msg("{player} loses {amounts}", player=p.id,
                                   amounts=amounts(left.items(), t.game.words.resources))))
    t.step(StepKind.EFFECT, Msg("every rune pool empties ({lost})", lost=joined(
        lost)) if lost else Msg("every rune pool empties"), cites)


def expiration_skipped(t: Table, tasks: Callable[[Table], None]) -> None:
    """RB 443.2: a skipped Expiration Step (or Ending Phase) is replaced with nothing: no unit
    is healed, no "this turn" effect or stun ends, no rune pool empties (RB 317.2.b-317.2.d).
    The rules do not say whether those wait for the next Expiration Step or come as the turn
    ends all the same: RB HP.30 (`skip.expiration`), whose other option does `tasks` now."""
    if t.policy_is("skip.expiration", "turn-ends"):
        t.step(StepKind.PHASE, Msg("the turn ends all the same: what the skipped Expiration Step "
                                   "would have done happens now"), ("RB HP.30", "RB 317.3"))
        tasks(t)
        return
    hurt = [t.name(oid) for oid in t.board if t.state.objects[oid].damage]
    t.step(StepKind.PHASE, Msg("no Expiration Step: the damage on {objects} stays, and \"this "
                               "turn\" effects, stuns and rune pools last until the next one",
                               objects=Items(hurt, commas=True)) if hurt else
           Msg("no Expiration Step: \"this turn\" effects, stuns and rune pools last until the "
               "next one"), ("RB 443.2", "RB HP.30"))


# ----- v1.3: what happens elsewhere in the turn ------------------------------------------------
def draw_v13(t: Table) -> None:
    """v1.3 315.4.c-d: the Draw Phase ends by emptying every rune pool."""
    draw(t)
    empty_rune_pools(t, ("RB 316.3", "RB 167.1"))  # v1.3 numbers it 315.4.c-d


def ending_step_v13(t: Table) -> None:
    """v1.3: stuns end as the Ending Step begins (RB 423)."""
    end_stuns(t, ("RB 423.1.a.2", "RB 317.1.a"))


def expiration_step_v13(t: Table) -> None:
    """v1.3 317.2: the same special cleanup, without ending stuns (they ended already)."""
    cleanup_rules(t).cleanup(t, special=expiration_tasks_v13)


def expiration_tasks_v13(t: Table) -> None:
    expire_effects(t)
    stunned = [o for o in t.state.objects.values() if o.extra.get("stunned")]
    if stunned:  # v1.3 RB 423.1.a.2: stunned after the Ending Step began, it lasts to the next
        t.step(StepKind.EFFECT, Msg("the stun lasts until the next Ending Step begins: {objects}",
                                    objects=Items([t.name(o.id) for o in stunned], commas=True)),
               ("RB 423.1.a.2",))
    empty_pools_at_expiration(t)


def turn_end_tasks_v13(t: Table) -> None:
    """RB HP.30 `turn-ends` in v1.3: a skipped Ending Phase's stuns end too (the Ending Step
    ends them there); after an Ending Step that happened there are none left."""
    ending_step_v13(t)
    expiration_tasks_v13(t)


class RiftTurn(TurnRules):
    """RB 315-317: phases with steps, each beginning with its turn-based actions; the game moves
    on by itself outside the Main Phase (chain.py, RB 335.1)."""

    phase_actions: ClassVar[dict[str, Callable[[Table], None]]] = {
        "setup": setup_game,
        "awaken": awaken, "beginning_step": beginning_step, "scoring_step": scoring_step,
        "channel": channel, "draw": draw, "main": main, "ending_step": ending_step,
        "expiration_step": expiration_step,
    }
    phase_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        "": ("RB 317.3",), "setup": ("RB 110",),
        "awaken": ("RB 315.1.a",), "beginning": ("RB 315.2",),
        "channel": ("RB 315.3.a",), "draw": ("RB 315.4.a",), "main": ("RB 316.1",),
        "ending": ("RB 317",), "beginning_step": ("RB 315.2.a.1",),
        "scoring_step": ("RB 315.2.b.1",), "ending_step": ("RB 317.1.a",),
        "expiration_step": ("RB 317.2.a",),
    }
    phase_priority = False  # RB 335.1: priority comes once the automatic steps are done
    #: RB 317.2.b-317.2.d: what the Expiration Step does beyond a cleanup (RB HP.30 asks).
    expiration: ClassVar[dict[str, Callable[[Table], None]]] = {"tasks": expiration_tasks}

    def start(self, t: Table) -> None:
        """Before the first action: facedown cards are face down, damage the file starts with is
        marked by whom it says (`marked_by`, RB 142.3.a), a unit that changed hands where it
        stands arrived there as the player the file says (`arrived_as`, RB HP.47), a combat's
        units carry their designations (without triggering: they were designated before the
        moment the file shows), battlefield cards show their controller, and a non-Main phase
        starts its turn-based actions."""
        state, x = t.state, ext(t.state)
        for obj in state.objects.values():
            if t.game.vocab.is_face_down(obj.zone):
                obj.face_down = True
            marked = obj.extra.pop("marked_by", None)  # RB 142.3.a: who marked what it holds
            if isinstance(marked, dict):
                obj.marked_by.update({str(p): int(n) for p, n in marked.items()})
            arrived = obj.extra.pop("arrived_as", None)  # it changed hands there (RB HP.47)
            if isinstance(arrived, str):
                x.arrived_as[obj.id] = (obj.incarnation, arrived)
        sd = x.showdown
        if sd is not None and sd.combat:
            sd.combat_id = state.new_id("combat")
            for obj in state.objects.values():
                if obj.zone == f"battlefield:{sd.at}" and obj.card.is_type("unit") and \
                        not obj.face_down:
                    obj.extra.setdefault("designation", "attacker"
                                         if obj.controller == sd.attacker else "defender")
                    sd.designated.add((obj.id, obj.incarnation))
                    sd.designated_as.add((obj.id, obj.incarnation,
                                          str(obj.extra["designation"])))
        for bf in x.battlefields:
            set_control(t, bf, x.control.get(bf))
        if state.phase != "main" and not chain_exists(state) and sd is None:
            self.enter(t, state.phase, state.step)

    def advance(self, t: Table) -> None:
        """The current phase or step is over (RB 305): go to the next one, or end the turn:
        scoring limits are per turn (RB 470), and uncontrolled battlefields serve the next turn
        player (RB 190.6)."""
        state = t.state
        if state.step == "expiration_step" and ext(state).expiration_again:
            # RB 317.2.f: chain items went through FEPR during it: the step starts again.
            ext(state).expiration_again = False
            t.step(StepKind.PHASE, Msg("chain items were played and resolved during the "
                                       "Expiration Step, so it starts again"), ("RB 317.2.f",))
            self.enter(t, "ending", "expiration_step")
            return
        i = SEQUENCE.index(moment(state.phase, state.step))
        if state.phase == "setup":
            t.cite_also_rule("RB 118")  # the First Player's first turn begins
        if i + 1 < len(SEQUENCE):
            self.enter(t, *SEQUENCE[i + 1])
            return
        ext(state).scored = {}
        ext(state).left_from = {}  # RB 383.4.c.2.a: "this turn", as scored
        ext(state).finalized = []  # RB 419.4.b: "this turn"
        ext(state).countered = set()
        nxt, why = next_in_queue(t)  # RB 735-738: an additional turn comes first
        serve_turn_player(t, nxt)
        ids = state.player_ids
        state.turn_player = ids[ids.index(nxt) - 1]  # next_turn takes the one after it
        t.next_turn((*self.phase_citations(""), *why))

    def skipped(self, t: Table, skipped: str) -> None:
        """RB 443.2: play carries on after a skipped phase or step (`skipped`), from the moment
        it reached (`state.phase`, `state.step`); a skipped Expiration Step leaves its tasks to
        RB HP.30; a skipped Beginning Step (or Phase) kills no Temporary unit."""
        if t.state.step == "expiration_step":
            expiration_skipped(t, self.expiration["tasks"])
        if skipped in ("beginning", "beginning_step"):
            beginning_step_skipped(t)
        self.advance(t)

    def enter(self, t: Table, phase: str, step: str | None) -> None:
        """Begin a phase or step and carry out its turn-based actions."""
        state = t.state
        phase, step = moment(phase, step)
        if state.phase != phase and phase_replaced(t, phase):
            # RB 443.2: a phase replaced is replaced with nothing, its steps too: play goes on
            # from its last step
            state.phase, state.step = [m for m in SEQUENCE if m[0] == phase][-1]
            self.skipped(t, phase)
            return
        if step is not None and phase_replaced(t, step):
            # RB 443.1.a.2: a step is a procedure of the turn too; skipped, nothing of it
            # happens (a first step skipped: nothing "at the start of" its phase either, RB
            # 315.2.a, RB 317.1.a)
            state.phase, state.step = phase, step
            self.skipped(t, step)
            return
        cites = (*self.phase_rules[phase], *(self.phase_rules[step] if step else ()))
        if step in ("beginning_step", "ending_step") and state.phase == phase:
            # A scenario that starts at the first step of its phase: the phase begins now too.
            t.emit(EventKind.PHASE_STARTED, Msg("the {phase} phase begins",
                                                phase=word(t.game.words.phase(phase))),
                   phase=phase, player=state.turn_player)
        t.set_phase(phase, cites, step=step)
        self.phase_actions[step or phase](t)


class RiftTurnV13(RiftTurn):
    """Core Rules v1.3: rune pools empty as the Draw Phase ends (v1.3 315.4.c-d), not as the
    Main Phase begins; stuns end as the Ending Step begins, not in the Expiration Step."""

    phase_actions: ClassVar[dict[str, Callable[[Table], None]]] = {
        **RiftTurn.phase_actions, "draw": draw_v13, "main": open_main,
        "ending_step": ending_step_v13, "expiration_step": expiration_step_v13}
    expiration: ClassVar[dict[str, Callable[[Table], None]]] = {"tasks": turn_end_tasks_v13}


def window_over(t: Table, duration: str, when: When | None) -> bool:
    """RB 359.3.e.16: a delayed ability "this combat" with no combat going on, or "at the
    start of <a phase or step> this turn" once that phase or step has begun, is over before it
    exists."""
    if duration == "combat":
        sd = ext(t.state).showdown
        return sd is None or not sd.combat
    if duration != "turn" or when is None or when.event != "phase_started" \
            or when.phase is None:
        return False
    now = SEQUENCE.index(moment(t.state.phase, t.state.step))
    return any(i <= now for i, m in enumerate(SEQUENCE) if when.phase in m)


def moment(phase: str, step: str | None) -> Moment:
    if step is None and phase in ("beginning", "ending"):
        step = "beginning_step" if phase == "beginning" else "ending_step"
    return phase, step
