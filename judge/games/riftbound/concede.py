"""Conceding (RB 649-652): the verb `concede` (`{by: <player>, do: concede}`).

A player may concede at any time, with or without priority (RB 650); they leave the game
(RB 651). With one other player left, that player wins (RB 651.1); in 2v2 the whole team loses
(RB 489.6.a.1, RB 651.4), so the other team, the only one left, wins together (RB 489.6.a). In a
game of three or four players the others play on, and the player is removed (RB 651.2, RB 652):
what they control or own on the board is banished, their battlefield in use becomes a battlefield
with no abilities (the units and hidden cards there stay), every card they own leaves the game,
their chain items are countered, and the turn, focus and priority go on to the next player in
Turn Order (RB 652.5).

The Attacker or the Defender leaving during a combat (RB 652.5.b passes focus on, but what becomes
of the combat is not said) follows house policy RB HP.9 `leave.combatant`: by default the combat
goes on with one side empty; `ends` ends it at once without a result.

The turn player's removal while a chain or a showdown is open (RB 652.5.a.1 starts the next
player's turn, but what becomes of the chain or showdown is not said) follows house policy
RB HP.10 `leave.turn_open`: by default they are finished first, then the next turn begins;
`clears` counters what is left on the chain, ends the showdown and begins the next turn at once.
"""

from __future__ import annotations

from judge.engine.copies import GONE
from judge.engine.reasons import Reason
from judge.engine.trace import StepKind
from judge.games.riftbound.combat import finish_combat
from judge.games.riftbound.control import serve_turn_player
from judge.games.riftbound.showdown import end_showdown, settle_control
from judge.games.riftbound.state import (
    PendingPlay,
    Showdown,
    battlefield_object,
    chain_exists,
    ext,
)
from judge.model.scenario import Action
from judge.model.state import GameObject
from judge.msg import Items, Msg, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


def concede(t: Table, action: Action) -> None:
    """RB 650-651: `action.by` concedes and leaves the game; with their teammates in 2v2
    (RB 651.4); the game ends if one player or one team is left, else they are removed."""
    state = t.state
    player = action.by
    if player in ext(state).removed:
        t.refuse(phrase(Msg("{player} has left the game already and no longer acts",
                            player=player)), "RB 651.3")
    t.step(StepKind.ACTION, Msg("{player} concedes and leaves the game", player=player),
           ("RB 650", "RB 651.3", "RB 651"), actor=player)
    leave_game(t, player)


def leave_game(t: Table, player: str, team_rule: str = "RB 489.6.a.1") -> None:
    """RB 651, RB 651.4: `player` leaves the game (conceding, or an effect making them lose it,
    RB 195.1), with their teammates in 2v2; the game ends if one player or one team is left,
    else they are removed (RB 652). `team_rule`: why the 2v2 team goes too (RB 489.6.a.1 for a
    concession, RB 489.6.a.2 for a loss)."""
    state = t.state
    mates = state.teammates(player)  # RB 651.4: a teammate loses with them
    leaving = [player, *mates]
    if mates:
        t.step(StepKind.ACTION, Msg("{mates}, {player}'s teammate, loses with them and leaves "
                                    "the game too", mates=Items(mates, commas=True),
                                    player=player), ("RB 651.4", team_rule), actor=player)
    ext(state).removed.extend(leaving)
    remaining = [p for p in state.players if p not in leaving]
    if len({tuple(state.team(p)) for p in remaining}) == 1:
        last_one_wins(t, remaining)
        return
    leaving_with_extra_turns(t)
    remove_player(t, player)


def leaving_with_extra_turns(t: Table) -> None:
    """A player leaving a game of three or four while additional turns are queued: the Core
    Rules do not say what becomes of the queue (RB 652.5 passes the turn on, RB 737 keeps the
    order): an honest exit 3."""
    x = ext(t.state)
    if not x.extra_turns and x.resume_after is None:
        return
    from judge.errors import Problem, UnsupportedMechanic

    raise UnsupportedMechanic(Problem(
        t.scenario.file, 0, 0, "actions", "a player leaving the game while additional turns "
        "are queued (RB 737, RB 652.5) is not implemented: what becomes of the queue"))


def last_one_wins(t: Table, remaining: list[str]) -> None:
    """RB 651.1, RB 195: the only player left wins; in 2v2 the team left wins together
    (RB 489.6.a). The one named winner is the first of them in Turn Order."""
    state = t.state
    winner = remaining[0]
    state.winner, state.outcome = winner, "win"
    if len(remaining) == 1:
        said = Msg("{player} is the only other player left: {player} wins", player=winner)
        cites: tuple[str, ...] = ("RB 651.1", "RB 195")
    else:
        said = Msg("{players} are the only team left: they win together",
                   players=Items(remaining))
        cites = ("RB 489.6.a.1", "RB 489.6.a", "RB 195")
    t.step(StepKind.GAME_OVER, said, cites, actor=winner)


# ----- removal of a player (RB 652) ------------------------------------------------------------
def remove_player(t: Table, player: str) -> None:
    """RB 651.2, RB 652: several players remain: remove `player` step by step, then carry on."""
    state, x = t.state, ext(t.state)
    sd = x.showdown
    t.step(StepKind.STATE_CHECK, Msg("{players} are still in the game, so {player} is removed "
                                     "from it step by step", player=player,
                                     players=Items([p for p in state.players if p != player])),
           ("RB 651.2",))
    place = Seat(nxt=state.next_player(player), passed=player in passers(t),
                 had_priority=state.priority == player)
    del state.players[player]  # RB 651.3: from now on they neither choose nor act
    if place.had_priority:
        state.priority = None
    banish_their_things(t, player)
    replace_their_battlefields(t, player)
    # RB 652.4 before RB 652.3 in judge: a countered card then leaves the game with the rest.
    counter_their_items(t, player)
    remove_their_cards(t, player)
    carry_on(t, player, place)
    # RB HP.10 `clears` may have ended the combat already (the turn player was its Attacker).
    if sd is not None and sd.combat and player in (sd.attacker, sd.defender) and \
            x.showdown is sd:
        combatant_left(t, sd, player)


def combatant_left(t: Table, sd: Showdown, player: str) -> None:
    """The Attacker or the Defender left during a combat: RB 652.5.b passes focus on, and
    RB 652.5.b.2 speaks of the combat being resolved, but the Core Rules do not say what becomes
    of a combat with a side gone. House policy RB HP.9: by default (`goes-on`) the combat goes
    on, its units of one side banished (RB 652.1), so no combat damage (RB 465.1) and the side
    left wins (RB 466.3); `ends` ends it at once without a result, control following whoever
    has units there (RB 466.5)."""
    for rule in ("RB HP.9", "RB 652.5.b.2"):
        t.cite_also_rule(rule)
    if not t.policy_is("leave.combatant", "ends"):
        t.step(StepKind.STATE_CHECK, Msg("{player} was in the combat at {at}: the combat goes on "
                                         "without them", player=player, at=sd.at),
               ("RB HP.9", "RB 652.5.b.2"))
        return
    t.step(StepKind.STATE_CHECK, Msg("{player} was in the combat at {at}: the combat ends at "
                                     "once", player=player, at=sd.at), ("RB HP.9", "RB 652.5.b.2"))
    finish_combat(t, sd, void=("RB HP.9", "RB 466.3.d"), why=Msg(
        "{player}, in it, left the game (house policy {policy})", player=player, policy="RB HP.9"))


def banish_their_things(t: Table, player: str) -> None:
    """RB 652.1: every permanent, rune and facedown card `player` controls or owns is banished
    (a battlefield is not one: RB 652.2 deals with it)."""
    state = t.state
    gone = [o for o in state.objects.values()
            if player in (o.owner, o.controller) and on_board(t, o) and
            not o.card.is_type("battlefield", "legend")]
    for obj in gone:
        t.move(obj, "banishment", how="banished")
        obj.controller = obj.owner  # off the board a card is its owner's
    if gone:
        t.step(StepKind.EFFECT, Msg("{player}'s permanents, runes and facedown cards are "
                                    "banished: {objects}", player=player,
                                    objects=Items([t.name(o.id) for o in gone], commas=True)),
               ("RB 652.1",))


def on_board(t: Table, obj: GameObject) -> bool:
    vocab = t.game.vocab
    return obj.zone != "legend_zone" and (vocab.is_board(obj.zone) or
                                         vocab.is_face_down(obj.zone))


def replace_their_battlefields(t: Table, player: str) -> None:
    """RB 652.2, RB 652.2.a-c: the battlefield `player` brought, if in use, leaves the game and a
    battlefield with no abilities takes its place: the location stays (units and hidden cards
    there do not move, RB 652.2.b) and the abilities of the card go with it (RB 652.2.c)."""
    state, x = t.state, ext(t.state)
    for bf in x.battlefields:
        card = battlefield_object(state, bf)
        if card is None or card.owner != player or card.zone == GONE:
            continue
        had = bool(card.card.abilities)
        t.move(card, GONE, how="removed")
        state.version += 1  # what the card applied (RB 652.2.c) is recomputed
        t.step(StepKind.EFFECT, Msg("{card}, the battlefield {player} brought, leaves the game: "
                                    "a battlefield with no abilities replaces it, and what is at "
                                    "{bf} stays there", card=card.card.name, player=player, bf=bf),
               ("RB 652.2", "RB 652.2.a", "RB 652.2.b", *(("RB 652.2.c",) if had else ())))


def remove_their_cards(t: Table, player: str) -> None:
    """RB 652.3: every card `player` owns leaves the game, wherever it is (the chain too: its
    items were countered, RB 652.4)."""
    state = t.state
    mine = [o for o in state.objects.values() if o.owner == player and o.zone != GONE and
            not o.card.is_type("battlefield")]
    if not mine:
        return
    for obj in mine:
        t.move(obj, GONE, how="removed")
    t.step(StepKind.EFFECT, Msg("every card {player} owns leaves the game ({n})", player=player,
                                n=len(mine)), ("RB 652.3",))


def counter_their_items(t: Table, player: str) -> None:
    """RB 652.4: every spell and ability `player` controls is countered (their pending items
    too); a card countered this way then leaves the game with their other cards (RB 652.3)."""
    state, x = t.state, ext(t.state)
    items = [i for i in state.stack if i.controller == player]
    pending = [p for p in x.pending if p.controller == player]
    waiting = [p for p in state.pending_triggers if p.controller == player]
    for item in items:
        state.stack.remove(item)
    x.pending[:] = [p for p in x.pending if p.controller != player]
    state.pending_triggers[:] = [p for p in state.pending_triggers if p.controller != player]
    names = [i.name for i in items] + [
        t.name(p.source) if isinstance(p, PendingPlay) else p.ability.name
        for p in (*pending, *waiting)]
    if names:
        t.step(StepKind.EFFECT, Msg("{player}'s spells and abilities on the chain are "
                                    "countered: {items}", player=player,
                                    items=Items(names, commas=True)), ("RB 652.4",))


def carry_on(t: Table, player: str, place: Seat) -> None:
    """RB 652.5: the game goes on without `player`: their battlefields are nobody's, and the turn
    (RB 652.5.a.1) and priority (RB 652.5.c) go on to the next player in Turn Order."""
    state, x = t.state, ext(t.state)
    for bf, who in x.control.items():
        if who == player:
            x.control[bf] = None
    for bf, who in list(x.contested.items()):
        if who == player:
            del x.contested[bf]
    x.scored.pop(player, None)
    if player == state.turn_player and turn_left_open(t, place):
        pass  # RB HP.10 finish-first: the chain and showdown go on, as for any other player
    elif player == state.turn_player:
        begin_next_turn(t, place.nxt, ("RB 652.5", "RB 652.5.a.1"))
        return
    if place.passed:
        state.passes -= 1  # their pass no longer counts
    sd = x.showdown
    if sd is not None and sd.focus == player:
        sd.focus = place.nxt  # RB 652.5.b.1
    if place.had_priority and sd is not None and not chain_exists(state):
        focus_goes_on(t, place)
    elif place.had_priority and state.stack and state.passes >= len(state.players):
        t.step(StepKind.PRIORITY, Msg("every player left has passed: the newest item on the "
                                      "chain resolves"), ("RB 652.5", "RB 652.5.c.2"))
        state.passes = 0
        t.resolve_item(state.stack[-1])  # RB 340.1, cited by the resolution
        x.regrant = "resolved"
    elif place.had_priority:
        t.give_priority(place.nxt, ("RB 652.5", "RB 652.5.c.1"),
                        why=Msg("(the next player in Turn Order)"))
    else:
        t.step(StepKind.STATE_CHECK, Msg("the game goes on without {player}", player=player),
               ("RB 652.5",))


def turn_left_open(t: Table, place: Seat) -> bool:
    """The turn player left while a chain or a showdown is open: RB 652.5.a.1 passes the turn
    on, but the Core Rules do not say what becomes of the chain or showdown. House policy
    RB HP.10: by default (`finish-first`) they go on (the player's own items countered,
    RB 652.4; priority and focus passed on, RB 652.5.b-c) and the next turn begins once both
    are over (True: carry on as for any other player); `clears` counters every item left
    (RB 425.1.a), ends the showdown as if it were over, and the next turn begins (False)."""
    state, x = t.state, ext(t.state)
    if not chain_exists(state) and x.showdown is None:
        return False
    for rule in ("RB HP.10", "RB 652.5.a.1"):
        t.cite_also_rule(rule)
    if not t.policy_is("leave.turn_open", "clears"):
        x.turn_after = place.nxt
        t.step(StepKind.STATE_CHECK, Msg("what is open (chain or showdown) goes on; "
                                         "{player}'s turn begins once it is over",
                                         player=place.nxt),
               ("RB HP.10", "RB 652.5.a.1"))
        return True
    clear_what_is_open(t)
    return False


def clear_what_is_open(t: Table) -> None:
    """RB HP.10 `clears`: every item left on the chain is countered (it does nothing and is
    cleared from the chain, RB 425.1.a), and the showdown ends: a combat without a result
    (RB 466.3.d), control of its battlefield settled by who has units there (RB 466.5,
    RB 348.2.a)."""
    state, x = t.state, ext(t.state)
    for item in reversed(list(state.stack)):
        t.fizzle(item, Reason.CANCELLED, phrase(Msg("the turn player left the game")),
                 ("RB HP.10", "RB 425.1.a"))
    x.pending.clear()
    state.pending_triggers.clear()
    sd = x.showdown
    if sd is None:
        return
    t.step(StepKind.STATE_CHECK, Msg("the showdown at {at} ends at once", at=sd.at),
           ("RB HP.10",))
    if sd.combat:
        finish_combat(t, sd, void=("RB HP.10", "RB 466.3.d"), why=Msg(
            "the turn player left the game (house policy {policy})", policy="RB HP.10"))
        return
    x.showdown = None
    settle_control(t, sd)


def begin_next_turn(t: Table, nxt: str, cites: tuple[str, ...]) -> None:
    """RB 652.5.a.1: the turn player has left: the turn of `nxt`, the next player in Turn
    Order, begins."""
    state, x = t.state, ext(t.state)
    x.scored, x.finalized, x.countered = {}, [], set()
    x.turn_after = None
    serve_turn_player(t, nxt)
    ids = state.player_ids
    # next_turn starts the turn of the player after the turn player: the one before `nxt`
    # now that the turn player is out of Turn Order.
    state.turn_player = ids[ids.index(nxt) - 1]
    t.next_turn(cites)


def turn_after_settled(t: Table) -> bool:
    """RB HP.10 `finish-first`: the chain and the showdown the removed turn player left open
    are over: the next player's turn begins (True if it did)."""
    state, x = t.state, ext(t.state)
    if x.turn_after is None or x.showdown is not None or chain_exists(state):
        return False
    begin_next_turn(t, x.turn_after, ("RB HP.10", "RB 652.5.a.1"))
    return True


def focus_goes_on(t: Table, place: Seat) -> None:
    """RB 652.5.b: the focus holder left a showdown with no chain: focus, with priority, goes to
    the next player in order (RB 652.5.b.1), unless every player left has passed, and then the
    showdown ends (RB 652.5.b.2), as if the last of them had passed (RB 347.2.a)."""
    state = t.state
    if state.passes >= len(state.players):
        t.step(StepKind.PRIORITY, Msg("every player left has passed their focus: the showdown "
                                      "ends"), ("RB 652.5.b.2",))
        end_showdown(t)
        return
    t.give_priority(place.nxt, ("RB 652.5.b.1",), why=Msg("with focus"))


@dataclass(frozen=True)
class Seat:
    """Where the removed player was, read before they left: the next player in Turn Order,
    whether they had passed in the current row of passes and whether they held priority."""

    nxt: str
    passed: bool
    had_priority: bool


def passers(t: Table) -> list[str]:
    """The players who passed in a row up to the priority holder (RB 339): the `passes` players
    before them in Turn Order."""
    state = t.state
    if state.priority is None or state.priority not in state.players:
        return []
    ids = state.player_ids
    at = ids.index(state.priority)
    return [ids[(at - k) % len(ids)] for k in range(1, state.passes + 1)]

