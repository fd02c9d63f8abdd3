"""Scoring and winning (RB 193-196, RB 467-472), drawing and Burn Out (RB 413, RB 431).

A player scores a battlefield by conquering it (gaining control of it, on any player's turn) or
holding it (controlling it in their own Beginning Phase), at most once per battlefield per turn
(RB 469-470). A conquer that would bring a player to the Victory Score counts only if they have
scored every other battlefield this turn; otherwise they draw a card instead (RB 471.1.b.1).
Wins are checked in cleanups and need strictly more points than every opponent (RB 194.2).
"""

from __future__ import annotations

from judge.engine.characteristics import keyword_grants
from judge.engine.effects import Gain, add_shared
from judge.engine.replacements import replaced
from judge.engine.trace import StepKind
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.events import RiftEvent
from judge.games.riftbound.state import (
    MODE_RULES,
    VICTORY_SCORE,
    battlefield_object,
    bf_zone,
    ext,
    players_with_units,
    units_at,
)
from judge.model.cards import AbilityDef
from judge.model.state import GameObject, PendingTrigger
from judge.msg import Items, Msg, joined, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.engine.table import Table


def points(t: Table, player: str) -> int:
    return t.state.players[player].resources.get("points", 0)


def conquer_is_replaced(t: Table, bf: str, player: str) -> bool:
    """A replacement effect replaces the conquer (RB 370.1.a.1): its own steps say what happens
    instead; then no point, no Conquer effect, and the battlefield is not scored this turn."""
    return replaced(t, "conquered", battlefield_object(t.state, bf), player, where=bf)


def conquer(t: Table, bf: str, player: str, *, asked: bool = False) -> bool:
    """RB 469: gaining control of a battlefield not yet scored this turn is a Conquer. A
    replacement effect may replace it (conquer_is_replaced; `asked`: that was asked already):
    then False (whether the player keeps control of it is house policy RB HP.14:
    replace.conquer_control)."""
    x = ext(t.state)
    card = battlefield_object(t.state, bf)
    if not asked and conquer_is_replaced(t, bf, player):
        return False
    x.scored.setdefault(player, []).append(bf)
    ev = t.emit(RiftEvent.CONQUERED, Msg("{player} conquers {battlefield}", player=player,
                                         battlefield=bf),
                obj=card.id if card else None, player=player)
    t.step(StepKind.SCORE, Msg("{player} conquers {at}", player=player, at=bf),
    ("RB 469.1", "RB 470"), actor=player)
    hunt(t, bf, player, ev.node, "conquer")
    score(t, player, bf, "conquer", ev.node)
    return True


def hold_all(t: Table) -> None:
    """RB 315.2.b: in the Scoring Step the turn player holds every battlefield they control
    (v1.4: that they have not scored this turn yet, RB 469)."""
    state, x = t.state, ext(t.state)
    player = state.turn_player
    if state.teams:  # 2v2: what the team may score this turn (RB 469.1.a, RB 489.8.g.1)
        x.scoring_control = {bf: x.control.get(bf) for bf in x.battlefields}
        x.scoring_units = {bf: players_with_units(state, bf) for bf in x.battlefields}
    held = [bf for bf in x.battlefields if x.control.get(bf) == player]
    if not held:
        t.step(StepKind.SCORE, Msg("{player} controls no battlefield: nothing to hold",
                                   player=player),
               ("RB 315.2.b.2",))
        return
    for bf in held:
        if bf in x.scored.get(player, []):
            t.step(StepKind.SCORE, Msg("{player} has already scored {at} this turn: no hold",
                                       player=player, at=bf),
                   ("RB 469.2", "RB 470"), actor=player)
            continue
        card = battlefield_object(state, bf)
        if replaced(t, "held", card, player, where=bf):
            # RB 370.1.a.1: no hold, so no Hold effect, no point, and not scored this turn
            continue
        x.scored.setdefault(player, []).append(bf)
        ev = t.emit(RiftEvent.HELD, Msg("{player} holds {battlefield}", player=player,
                                        battlefield=bf), obj=card.id if card else None,
                    player=player)
        t.step(StepKind.SCORE, Msg("{player} holds {at}", player=player, at=bf),
                   ("RB 315.2.b.2", "RB 469.2"),
               actor=player)
        hunt(t, bf, player, ev.node, "hold")
        score(t, player, bf, "hold", ev.node)


def hunt_ability(x: int) -> AbilityDef:
    """RB 823.1.c.1: Hunt X is "when I conquer or hold, my controller gains X XP"."""
    return AbilityDef(name="Hunt", kind="triggered", effect=(Gain((("xp", x),)),),
                      keywords=("hunt",))


def hunt(t: Table, bf: str, player: str, node: str, how: str) -> None:
    """RB 823, RB 383.4.c-d: the Hunt of each unit of `player` at `bf` as they conquer or hold
    it triggers (a conquer or hold effect of a unit present), even if the point itself is
    replaced (RB 383.4.c.2.c, RB 383.4.d.2.c); its X is its Hunt value (RB 823.2: summed)."""
    hunters = [u for u in units_at(t.state, bf, player) if kw.works(t, u, "hunt")]
    kw.idle_note(t, "hunt", [u for u in units_at(t.state, bf, player)
                             if kw.has(u, "hunt") and u not in hunters])
    away = [u for u in t.state.objects.values() if u.controller == player and u.id in t.board
            and u.card.is_type("unit") and u.zone != f"battlefield:{bf}"
            and kw.works(t, u, "hunt")]
    gone = [t.state.objects[oid] for oid, who in ext(t.state).left_from.get(bf_zone(bf), [])
            if who == player and oid in t.state.objects and oid not in t.board
            and t.state.objects[oid].card.is_type("unit") and kw.has(t.state.objects[oid], "hunt")]
    if gone:  # RB 383.4.c.2.a, RB 383.4.d.2.a: one that left the board before is not there
        t.note(phrase(Msg("Hunt does not trigger for {objects}, which left {at} before {player} "
                          "conquered it" if how == "conquer" else "Hunt does not trigger for "
                          "{objects}, which left {at} before {player} held it",
                          objects=Items(list(dict.fromkeys(t.name(u.id) for u in gone)),
                                        commas=True), at=bf, player=player)),
               ("RB 383.4.c.2.a" if how == "conquer" else "RB 383.4.d.2.a",))
    if away:  # RB 383.4.c.2.a, RB 383.4.d.2.a: a unit's own Conquer or Hold Effect needs it there
        t.note(phrase(Msg("Hunt does not trigger for {objects}: not at {at} as {player} conquers "
                          "it" if how == "conquer" else "Hunt does not trigger for {objects}: not "
                          "at {at} as {player} holds it",
                          objects=Items([t.name(u.id) for u in away], commas=True), at=bf,
                          player=player)),
               ("RB 383.4.c.2.a" if how == "conquer" else "RB 383.4.d.2.a",))
    for unit in hunters:
        t.state.pending_triggers.append(PendingTrigger(
            unit.id, hunt_ability(kw.working_x(t, unit, "hunt")), unit.controller, node, 0,
            unit.id))
    if hunters:
        names = ", ".join(f"{t.name(u.id)} (Hunt {kw.working_x(t, u, 'hunt')})" for u in hunters)
        t.step(StepKind.TRIGGER, Msg("Hunt triggers as {player} conquers {at}: {units}" if
                                     how == "conquer" else
                                     "Hunt triggers as {player} holds {at}: {units}",
                                     player=player, at=bf, units=names),
               ("RB 823.1.c.1", "RB 383.4.c" if how == "conquer" else "RB 383.4.d",
                # RB 823.2: a unit given Hunt by more than one source adds the Values up
                *(("RB 823.2",) if any(kw.instances(u, "hunt") > 1 for u in hunters) else ()),
                # RB 823.1.c.2: a Hunt written with no number is Hunt 1
                *(("RB 823.1.c.2",) if any(unnumbered_hunt(u) for u in hunters) else ())))


def unnumbered_hunt(unit: GameObject) -> bool:
    """Whether a Hunt of `unit` is written with no number (RB 823.1.c.2: its Value is 1): its
    printed one without a `keyword_values` entry, or a grant that gives none."""
    values = unit.card.get("keyword_values") or {}
    printed = "hunt" in unit.card.keywords and not (isinstance(values, dict) and "hunt" in values)
    return printed or any(x is None for x, _ in keyword_grants(unit, "hunt", "hunt"))


def score(t: Table, player: str, bf: str, how: str, cause: str | None) -> None:
    """RB 471: gain 1 point, unless a Conquer would give the final point without every other
    battlefield scored this turn: then draw a card instead (RB 471.1.b.1). Holds are never so
    restricted (RB 471.1.a.1)."""
    x = ext(t.state)
    have = points(t, player)
    others = [b for b in x.battlefields if b != bf]
    unscored = [b for b in others if b not in x.scored.get(player, [])]
    final = how == "conquer" and have + 1 >= x.victory_score
    excused = allys_battlefields(t, player, unscored) if final else []
    if final and excused:
        unscored = [b for b in unscored if b not in excused]
    # Each score is recorded before the step that says it: a step shows what has happened.
    if final and unscored:
        x.scores.append({"player": player, "battlefield": bf, "how": how, "point": False})
        # drawn before the step that says so, which carries the draw (not the next step: a
        # card in hand was dated by the priority step after it); but an empty Main Deck burns
        # out first (RB 431.2), and its step must not come before the one that says why the
        # player draws: then this step first, the Burn Out, and a step of its own for the draw
        # that finishes the action (RB 431.2.d)
        burns = t.top_of(player, t.game.vocab.deck_zone) is None
        if not burns:
            draw_cards(t, player, 1, cause)
        t.step(StepKind.SCORE, Msg("the point would be {player}'s final point, but {player} has "
                                   "not scored {places} this turn: {player} draws a card instead",
                                   player=player, places=", ".join(unscored)),
               ("RB 471.1.b.1", "RB 471.1.b", *(("RB 489.8.g.1",) if excused else ())),
               actor=player)
        if burns:
            n = draw_cards(t, player, 1, cause)
            if not t.state.game_over:
                t.step(StepKind.EFFECT, Msg("{player} draws {n} card", plural="{player} draws "
                                            "{n} cards", player=player, n=n),
                       ("RB 431.2.d", "RB 471.1.b.1"), actor=player)
        return
    if excused:
        t.step(StepKind.SCORE, Msg("{player} need not have scored {places} for the final point: "
                                   "their teammate occupied it at this turn's Scoring Step",
                                   player=player, places=", ".join(excused)),
               ("RB 489.8.g.1", "RB 471.1.b.1"), actor=player)
    if replaced(t, "scored", player=player, cause=cause):  # no point (RB 370.1.a.1)
        x.scores.append({"player": player, "battlefield": bf, "how": how, "point": False})
        return
    shared = add_shared(t, player, "points", 1)
    t.emit(RiftEvent.SCORED, Msg("{player} scores {battlefield}", player=player, battlefield=bf),
           player=player, cause=cause)
    why = ("RB 471.1", "RB 471.1.a.1") if how == "hold" and have + 1 >= x.victory_score \
        else ("RB 471.1", "RB 471.1.b.1") if final else ("RB 471.1",)
    said = Msg("{player} scores 1 point for {at} (conquer), from {was} to {now}" if
               how == "conquer" else "{player} scores 1 point for {at} (hold), from {was} to "
               "{now}",
               player=player, at=bf, was=have, now=have + 1)
    if final:  # RB 471.1.b.1: a Conquer's final point, every other battlefield scored
        said = Msg("{scored}: the final point, {player} having scored every other battlefield "
                   "this turn", scored=said, player=player)
    if shared:
        said = Msg("{scored}; the point is their team's: {players} now has {now} too",
                   scored=said, players=Items(shared, commas=True), now=have + 1)
        why = (*why, "RB 489.8.d.1", "RB 489.8.d.2")
    x.scores.append({"player": player, "battlefield": bf, "how": how, "point": True})
    t.step(StepKind.SCORE, said, why, actor=player)


def allys_battlefields(t: Table, player: str, battlefields: list[str]) -> list[str]:
    """2v2: those of `battlefields` a teammate of `player` occupied at this turn's Scoring
    Step, which the final point from a Conquer does not ask them to have scored
    (RB 489.8.g.1)."""
    mates = t.state.teammates(player)
    units = ext(t.state).scoring_units
    return [b for b in battlefields if any(p in mates for p in units.get(b, []))]


def win_check(t: Table, cites: tuple[str, ...] = ("RB 323.1", "RB 194.2")) -> bool:
    """RB 323.1, RB 194.2: a player with at least the Victory Score and strictly more points
    than every other player wins; a tie at or above it keeps the game going (RB 194.2.b)."""
    state, x = t.state, ext(t.state)
    # The turn player first: in 2v2 both teammates reach the score together (RB 489.8.d.1), and
    # the one named winner is then the turn player when theirs is the team that won.
    for pid in sorted(state.players, key=lambda p: p != state.turn_player):
        mine = points(t, pid)
        if mine < x.victory_score:
            continue
        if all(mine > points(t, o) for o in state.opponents(pid)):
            state.winner, state.outcome = pid, "win"
            said = Msg("{player} has {n} points (Victory Score {score}), more than every "
                       "opponent: {player} wins", player=pid, n=mine, score=x.victory_score)
            if final_point_from_no_conquer(t, pid):
                cites = (*cites, "RB 471.1.a.1")
            if state.teammates(pid):  # RB 489.6: a team reaches the score and wins together
                said = Msg("{won}, and so does their team ({players})", won=said,
                           players=Items(state.teammates(pid), commas=True))
                cites = (*cites, "RB 489.6", "RB 489.6.a.3")
            t.step(StepKind.GAME_OVER, said, cites, actor=pid)
            return True
    tie_noted(t)  # RB 194.2.b: at or above the score together, nobody wins yet
    short_noted(t)
    return False


def short_noted(t: Table) -> None:
    """Players who gained points in the ruling, reaching what wins a duel (RB 194.3: 8) but
    still short of the Victory Score of their mode or file (a team together, RB 489.6): a note
    with the rule that sets that score (the mode's, RB 489.3: 11 in 2v2; one the file sets, RB
    194.3.a), so "Has it won?" is answered by it. Short of 8, nothing needs saying."""
    x = ext(t.state)
    if x.victory_score <= VICTORY_SCORE["duel"]:
        return
    start = t.scenario.players
    rule = "RB 194.3.a" if "victory_score" in t.scenario.state else f"RB {MODE_RULES[x.mode]}.3"
    noted: set[str] = set()
    for pid in t.state.players:
        had = start.get(pid, {}).get("points", 0)
        mine = points(t, pid)
        if pid in noted or not isinstance(had, int) or \
                not (had < mine < x.victory_score and mine >= VICTORY_SCORE["duel"]):
            continue
        group = [pid, *(m for m in t.state.teammates(pid) if points(t, m) == mine)]
        noted.update(group)
        t.note(phrase(Msg("{players} has {points} points, short of the Victory Score ({score})",
                          plural="{players} have {points} points, short of the Victory Score "
                                 "({score})", n=len(group), players=Items(group),
                          points=mine, score=x.victory_score)), (rule,))


def final_point_from_no_conquer(t: Table, player: str) -> bool:
    """Whether the winner's Final Point cannot have come from a Conquer: some battlefield is
    unscored by them this turn (none a teammate excuses, RB 489.8.g.1), so it came from a
    Hold or another source, which RB 471.1.a.1 leaves unrestricted (riftjudge faq page 12: a
    "when I conquer, gain 1 point" after the turn's first Conquer)."""
    x = ext(t.state)
    unscored = [b for b in x.battlefields if b not in x.scored.get(player, [])]
    return bool(unscored) and len(allys_battlefields(t, player, unscored)) < len(unscored)


def tie_noted(t: Table) -> None:
    x = ext(t.state)
    at_score = [p for p in t.state.players if points(t, p) >= x.victory_score]
    if len(at_score) > 1 and any(not t.state.allied(at_score[0], p) for p in at_score):
        t.note(f"{' and '.join(at_score)} are tied at or above the Victory Score: nobody wins "
               "until one leads in a cleanup", ("RB 194.2.b",))


# ----- drawing and Burn Out --------------------------------------------------------------------
def draw_cards(t: Table, player: str, count: int, cause: str | None) -> int:
    """RB 413: draw one card at a time; RB 431: a draw that finds the Main Deck empty burns out
    first, which refills it, and goes on. Repeated Burn Outs in one draw are bounded: each gives
    a point, so the game ends first. Every Riftbound draw comes here (the `draw` effect too).
    A draw a replacement effect turns into something else counts as done: it is not tried
    again. Returns how many cards were drawn."""
    drawn, done, burn_outs = 0, 0, 0
    deck = t.game.vocab.deck_zone
    while done < count and not t.state.game_over:
        if t.top_of(player, deck) is None:
            burn_outs += 1
            if not burned_out(t, player, burn_outs):
                break
            continue
        done += 1
        drawn += t.draw(player, 1, cause=cause)
    return drawn


def burned_out(t: Table, player: str, burn_outs: int, *, moving: bool = False) -> bool:
    """The Main Deck ran out in the middle of an action: the `burn_outs`-th Burn Out of it
    (RB 431.2; a deck still empty afterwards burns out again until a win, RB 431.3). False
    once more Burn Outs than points to win could ever take: the action stops (a bound)."""
    if burn_outs > ext(t.state).victory_score + 2 * len(t.state.players) + 2:
        return False
    recycled = burn_out(t, player, repeated=burn_outs > 1, moving=moving)
    if not recycled and not t.state.game_over and \
            t.top_of(player, t.game.vocab.deck_zone) is None:
        burn_out_until_a_win(t, player)
    return True


def move_from_deck(t: Table, player: str, count: int, move: Callable[[int], str | None],
                   why: tuple[str, tuple[str, ...]] | None = None) -> list[str]:
    """RB 431.1.b, RB 431.2: moving `count` cards from the top of `player`'s Main Deck to
    another zone when fewer are there: move what there is, burn out (which refills the deck),
    then move the rest; a deck still short burns out again (RB 431.3), bounded like a draw's.
    `move(n)` moves the top n cards at once (RB 370.1.a.2: one action) and says it. `why`: the
    label of the item whose instruction moves them and the rules of that instruction, for a
    step before the first Burn Out saying what it has moved and that more must come (the
    item's resolution step, which says why, comes after its instructions)."""
    said: list[str] = []
    burn_outs, left = 0, count
    while left > 0 and not t.state.game_over:
        there = min(left, len(t.state.ordered.get((player, t.game.vocab.deck_zone), ())))
        if there:
            said += [s for s in (move(there),) if s]
            left -= there
            continue
        if not burn_outs and why is not None:
            _before_burn_out(t, player, why, said, left)
        burn_outs += 1
        if not burned_out(t, player, burn_outs, moving=True):
            break
        if said and left > 0:  # between what it moved before and after (its own step says how)
            said.append(phrase(Msg("{player} burns out (the trash is recycled into the Main "
                                   "Deck)", player=player)))
    return said


def _before_burn_out(t: Table, player: str, why: tuple[str, tuple[str, ...]],
                     said: list[str], left: int) -> None:
    """The step that says an item's instruction has moved all its player's Main Deck held and
    must move `left` more: told before the Burn Out it causes (RB 431.2.a, then RB 431.2.b)."""
    item, rules = why
    what = Msg("{item}: {done}, all the Main Deck held; {n} more card must come out of it",
               plural="{item}: {done}, all the Main Deck held; {n} more cards must come out of "
               "it", item=item, done=joined(said), n=left) if said else \
        Msg("{item}: {n} card must come out of an empty Main Deck", plural="{item}: {n} cards "
            "must come out of an empty Main Deck", item=item, n=left)
    t.step(StepKind.EFFECT, what, (*rules, "RB 431.2.a"), actor=player)


def burn_out_rival(t: Table, player: str) -> tuple[str, str | Msg]:
    """RB 431.2.c: the player burning out chooses an opponent to gain the point: with several
    opponents, `decisions: {burnout: {choices: {<player>: <opponent>}}}` (the same one for every
    Burn Out of that player in the file), else the next opponent in Turn Order, said in the
    step. Second: what the step adds about the choice."""
    opponents = t.state.opponents(player)
    if len(opponents) == 1:
        return opponents[0], ""
    chosen = t.decision("burnout", "choices", player)
    if chosen is None:
        ids = t.state.player_ids
        after = ids[ids.index(player) + 1:] + ids[:ids.index(player)]
        rival = after[0]
        return rival, Msg(" ({player} chooses the opponent: judge chose the next in Turn Order; "
                          "set `decisions: {{burnout: {{choices: {{{player}: <opponent>}}}}}}` to "
                          "choose)", player=player)
    if chosen not in opponents:
        t.bad_decision(("burnout", "choices", player), f"{chosen!r} is not an opponent of "
                       f"{player} ({', '.join(opponents)})")
    return str(chosen), Msg(" (chosen by {player})", player=player)


def burn_out_until_a_win(t: Table, player: str) -> None:
    """RB 431.3, RB 431.3.a: a Burn Out that found the trash empty leaves the Main Deck empty,
    so every retry burns out again, with nothing to recycle, and hands out another point, until
    an opponent reaches the Victory Score with more points than every other player; that win is
    at once (RB 431.3.c, RB 431.3.c.1). The repetitions are ruled in one step (a loop that ends),
    not carried out one by one: a Victory Score of a billion would take a billion steps."""
    state, x = t.state, ext(t.state)
    rival, how = burn_out_rival(t, player)
    have = points(t, rival)
    best_other = max((points(t, p) for p in state.opponents(rival)), default=0)
    more = max(1, x.victory_score - have, best_other + 1 - have)
    add_shared(t, rival, "points", more)  # a team's points are shared (RB 489.8.d.2)
    why = phrase(Msg("{player}'s Main Deck and trash are both empty, so every retry of the draw "
                     "burns out again with nothing to recycle and gives {rival} 1 point, until "
                     "{rival} reaches the Victory Score ({score}) with more points than every "
                     "opponent", player=player, rival=rival, score=x.victory_score))
    cites = ("RB 431.3", "RB 431.3.a")
    t.finding("loop", why, cites)
    t.step(StepKind.LOOP, Msg("Loop: {why}: {n} more Burn Out, {rival} gains {n} point (from "
                              "{have} to {total}){how}", plural="Loop: {why}: {n} more Burn Outs, "
                              "{rival} gains {n} points (from {have} to {total}){how}",
                              why=why.msg, n=more,
                              rival=rival, have=have, total=have + more, how=how),
           (*cites, "RB 431.3.b"), actor=player)
    win_check(t, ("RB 431.3.c", "RB 431.3.c.1", "RB 194.2"))


def burn_out(t: Table, player: str, *, repeated: bool, moving: bool = False) -> int:
    """RB 431: recycle the whole trash into the Main Deck, an opponent gains 1 point, then the
    draw (or, `moving`, the move of more cards out of the Main Deck than it held: RB 431.1.b)
    goes on. A repeated Burn Out's point cannot be prevented and a win from it is at once
    (RB 431.3.c.1). Returns how many cards were recycled."""
    state = t.state
    trash = [o for o in state.objects.values() if o.owner == player and o.zone == "trash"
             and not o.card.is_type("battlefield")]
    if len(trash) > 1 and t.policy_is("burnout.order", "reversed"):
        trash.reverse()
    for obj in trash:
        t.move(obj, "main_deck", position="bottom")
    rival, how = burn_out_rival(t, player)
    add_shared(t, rival, "points", 1)  # a team's points are shared (RB 489.8.d.2)
    res = state.players[rival].resources
    # the point before the recycling: what a Burn Out changes of the game is the point
    cites: tuple[str, ...] = ("RB 431.1.b" if moving else "RB 431.1.a", "RB 431.2.c",
                              "RB 431.2.b", "RB 431.2.d", *(("RB 431.3.a",) if repeated else ()))
    if len(trash) > 1:
        cites = (*cites, "RB HP.4")
    why = Msg("{player} must put more cards out of the Main Deck than it holds", player=player) \
        if moving else Msg("{player} must draw from an empty Main Deck", player=player)
    t.step(StepKind.STATE_CHECK, Msg("{why}: Burn Out. {n} card from the trash is recycled "
                                     "into the Main Deck and {rival} gains 1 point "
                                     "({points}){how}",
                                     plural="{why}: Burn Out. {n} cards from the trash are "
                                     "recycled into the Main Deck and {rival} gains 1 point "
                                     "({points}){how}", why=why, n=len(trash), rival=rival,
                                     points=res["points"], how=how),
           cites, actor=player)
    if repeated:
        win_check(t, ("RB 431.3.c.1", "RB 194.2"))
    return len(trash)
