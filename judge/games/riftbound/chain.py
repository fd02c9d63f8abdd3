"""The chain, priority and focus (RB 328-348): HOT FEPR.

Items played by an action arrive finalized (their costs are paid as the action is taken);
triggered abilities arrive pending and are finalized oldest first (pending.py). Units, gear and
Add abilities resolve the moment they finalize, so nobody can respond to them (RB 337.2).
Everything else waits until every player has passed in a row; then only the newest item
resolves, and priority goes to the controller of the newest remaining item (RB 339, RB 340.4).

Two choices only one player answers are open between actions (GameState.choice): assigning
combat damage (RB 465.2; a pass lets judge assign it) and, in a Showdown Open state, acting with
focus (RB 313; a pass hands focus on, or ends the showdown once every player passed, RB 347).
"""

from __future__ import annotations

from judge.engine.policies import StackRules
from judge.engine.trace import StepKind
from judge.games.riftbound import combat
from judge.games.riftbound.cleanup import cleanup_rules, combat_cleanup_if_due
from judge.games.riftbound.concede import turn_after_settled
from judge.games.riftbound.control import tell_contested
from judge.games.riftbound.pending import (
    announce_chosen,
    begin_play,
    close_empty_chain,
    collect_triggers,
    finalize_oldest_pending,
    grant_priority,
)
from judge.games.riftbound.showdown import end_showdown, pass_focus
from judge.games.riftbound.state import RUNE_POOL, chain_exists, ext
from judge.games.riftbound.terms import played_as
from judge.model.state import Choice, StackItem
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

SETTLE_LIMIT = 100_000
#: RB 429.1: what an Add puts into the rune pool: Energy or Power (of a domain, or of any).
ADDS = RUNE_POOL


class Chain(StackRules):
    """RB 328-348: the chain with pending and finalized items, one resolution per round of
    passes, and focus in showdowns."""

    #: RB 466.3.d (v1.4): attackers recalled in the combat cleanup leave no combat result.
    recall_voids_result: ClassVar[bool] = True

    #: RB 337.4: the controller of the newest chain item holds priority; in a showdown the
    #: focus holder (RB 313); otherwise the turn player (RB 312.2.a).
    priority_to_newest: ClassVar[bool] = True
    priority_held_by: ClassVar[tuple[str, ...]] = ("showdown", "focus")
    #: RB 328.1, RB 329: a card on the chain is the chain item; moved off it by another
    #: instruction, nothing of it is left there to resolve.
    item_is_its_card: ClassVar[tuple[str, ...]] = ("RB 328.1", "RB 329")
    #: RB 354.3: a card an effect plays waits, pending, until that resolution ends.
    begins_play_by_effect = begin_play

    def after_put_on_stack(self, t: Table, item: StackItem) -> None:
        """A player's card or ability arrived on the chain, finalized (the Add abilities its
        plan used while paying were used as it arrived: RB 357, engine/paying.py). Units and
        gear resolve at once (RB 337.2); anything else waits, its controller holding priority
        (RB 337.4)."""
        state, x = t.state, ext(t.state)
        state.passes = 0
        if x.chain_origin is None:
            x.chain_origin = "player"
        if item.kind == "card":  # activating an ability is not playing a card (RB 381, 354)
            x.played[item.id] = (item.controller, item.source)
            x.played_as[item.id] = played_as(item)
        announce_chosen(t, item)  # RB 383.4.b.2: targeting effects once it is finalized
        if item.extra.get("accelerate") and item.source is not None:
            x.enters_ready.add(item.source)  # RB 805.2.b: paid is paid, whatever happens next
        x.regrant = "played"
        obj = state.objects.get(item.source or "")
        if item.kind == "card" and obj is not None and obj.card.is_type("unit", "gear"):
            t.resolve_item(item, ("RB 337.2",))

    def on_pass(self, t: Table, player: str) -> None:
        """With a choice open (assigning damage, acting with focus) a pass takes its default.
        RB 339-340: with a chain, priority moves on, and once every player passed in a row the
        newest item resolves. In a Neutral Open state the turn player's pass ends the Main
        Phase (RB 316.9)."""
        state = t.state
        if state.choice is not None:
            super().on_pass(t, player)
            return
        state.passes += 1
        if state.stack:
            if state.passes < len(state.players):
                # RB 339: a pass with others still to pass moves priority to the next player.
                t.give_priority(state.next_player(player), ("RB 339.2",), quiet=True)
                sd = ext(state).showdown
                if sd is not None and sd.focus == player and sd.step == "showdown":
                    # RB 313: passing priority does not lose focus (said: "Who has focus?");
                    # once the showdown step is over (a combat's damage or resolution: a
                    # Deathknell's chain, RB 347.2.a) nobody acts with focus
                    t.note(phrase(Msg("{player} passes priority but still holds focus",
                                      player=player)), ("RB 313",))
            else:
                self.resolve_newest(t)
            return
        state.passes = 0
        if state.phase == "main":
            t.step(StepKind.PHASE, Msg("{player} ends the Main Phase: the turn goes to its Ending "
                                       "Phase", player=player),
                   ("RB 316.9.a", "RB 316.9.b"), actor=player)
        self.game.turn.advance(t)

    def resolve_newest(self, t: Table) -> None:
        """RB 339-340: every player passed in a row: the newest item resolves, and only it."""
        state = t.state
        state.passes = 0
        t.resolve_item(state.stack[-1])  # RB 340.1, cited by the resolution
        ext(state).regrant = "resolved"

    def settle(self, t: Table) -> None:
        """HOT FEPR (RB 334): triggers join the chain as pending items; an emptied chain Opens;
        cleanups repeat until nothing changes; then pending items are finalized oldest first.
        Outside the Main Phase an empty chain lets the game move on (RB 335.1). Then priority,
        and the choice open until the next action."""
        state, x = t.state, ext(t.state)
        cleanup = cleanup_rules(t)
        rounds = 0
        while not state.game_over:
            rounds += 1
            if rounds > SETTLE_LIMIT:
                t.finding("limit", f"the automatic processing did not settle in {SETTLE_LIMIT} "
                          "rounds")
                break
            tell_contested(t)  # what the last action or resolution made contested
            if collect_triggers(t) or close_empty_chain(t) or cleanup.cleanup(t):
                continue
            if x.pending:
                finalize_oldest_pending(t)
                continue
            sd = x.showdown
            if sd is not None and sd.step == "resolution" and not chain_exists(state):
                combat.finish_combat(t, sd, recall_voids=self.recall_voids_result)
                continue
            if state.phase != "main" and sd is None and not chain_exists(state):
                self.game.turn.advance(t)
                continue
            if turn_after_settled(t):  # RB HP.10: the removed turn player's turn is over
                continue
            break
        if x.regrant is not None and not state.game_over:
            grant_priority(t)
        state.choice = open_choice(t)


class ChainV13(Chain):
    """Core Rules v1.3: a combat whose attackers were recalled is won or lost by who has units
    there, like any other (no RB 466.3.d)."""

    recall_voids_result = False


# ----- the choices open between actions --------------------------------------------------------
def open_choice(t: Table) -> Choice | None:
    """The choice only one player answers now: assigning combat damage (RB 465.2, the Attacker
    first), or acting with focus in a Showdown Open state (RB 313)."""
    state = t.state
    sd = ext(state).showdown
    if sd is not None and sd.step == "damage" and sd.assign_queue:
        who = sd.assign_queue[0]
        return Choice(who, ("assign", "pass"), decline_assignment,
                      (phrase(Msg("{player} is assigning combat damage now", player=who)),
                       ("RB 465.2.c",)),
                      (phrase(Msg("combat damage is being assigned: assign it (or pass to let "
                                  "judge assign it)")), ("RB 465.2.c",)), passing=("RB HP.2",))
    holder = state.priority
    if sd is None or sd.step != "showdown" or chain_exists(state) or holder is None:
        return None
    # RB 313: only the focus holder (who holds priority) acts; any other player is refused.
    last = state.passes + 1 >= len(state.players)  # RB 347.2.a: this pass ends it
    return Choice(holder, tuple(t.game.all_verbs), pass_with_focus,
                  (phrase(Msg("only {player} has focus", player=sd.focus)),
                   ("RB 313.2", "RB 312.1.a")),
                  (f"{holder} has focus: any action, or a pass", ("RB 313.1.a",)),
                  passing=("RB 347.2.a",) if last else ("RB 347.2.b",))


def decline_assignment(t: Table, player: str) -> None:
    """A pass while assigning combat damage: judge assigns it (house policy RB HP.2)."""
    combat.assign(t, player, None)
    combat_cleanup_if_due(t)


def pass_with_focus(t: Table, player: str) -> None:
    """RB 347: the focus holder passes: focus goes to the next player; once every player has
    passed in a row on an empty chain the showdown ends (RB 348)."""
    state = t.state
    state.passes += 1
    if state.passes >= len(state.players):
        end_showdown(t)
        combat_cleanup_if_due(t)
    else:
        pass_focus(t, player)
