"""Movement, recalls, contested battlefields and control (RB 144, 190, 445-458).

A move is a limited action that relocates units between locations at once, without the chain,
and can trigger "when I move" (RB 446). A recall returns a permanent to its base and is not a move
(RB 455-456). A unit arriving at a battlefield its controller does not control contests it, unless
it is already contested (RB 190.3.a, RB 450); control changes only through a showdown or a combat
ending, or when a controller without units there loses it in a cleanup (RB 190.4).
"""

from __future__ import annotations

from judge.engine.declare import Refusal
from judge.engine.effects import refs, set_exhausted
from judge.engine.restrictions import describe, forbidding
from judge.engine.trace import StepKind
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.applied_costs import pay_applied_costs
from judge.games.riftbound.equip import cannot_move_alone
from judge.games.riftbound.scoring import conquer, conquer_is_replaced
from judge.games.riftbound.state import (
    battlefield_object,
    bf_of,
    bf_zone,
    chain_exists,
    ext,
    facedown_bf,
    is_unit,
    location_of,
    players_with_units,
    units_at,
)
from judge.model.effects import Effect
from judge.model.scenario import Action
from judge.model.state import GameObject, GameState, StackItem
from judge.msg import Items, Msg, phrase, said_of

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Mapping

    from judge.engine.table import Table


# ----- contested and control -------------------------------------------------------------------
def apply_contested(t: Table, obj: GameObject) -> None:
    """RB 190.3.a, RB 450: a unit arriving at a battlefield its controller does not control
    contests it, unless it is already contested."""
    bf = bf_of(obj.zone)
    x = ext(t.state)
    if bf is None or not is_unit(obj) or bf in x.contested:
        return
    if x.control.get(bf) == obj.controller:
        return
    x.contested[bf] = obj.controller
    # it is contested at once; the step is told after the step of the move (tell_contested)
    x.contest_news.append((bf, obj.controller, obj.id))


def tell_contested(t: Table) -> None:
    """The steps of the battlefields that became contested (RB 190.3.a.1, RB 450), after the
    step of the action or resolution whose move made them contested."""
    x = ext(t.state)
    news, x.contest_news = x.contest_news, []
    for bf, player, unit in news:
        t.step(StepKind.STATE_CHECK, Msg("{at} becomes contested by {player} ({unit} arrived "
                                         "there)", at=bf, player=player, unit=t.name(unit)),
               ("RB 190.3.a.1", "RB 450"), actor=player)


def set_control(t: Table, bf: str, player: str | None) -> None:
    ext(t.state).control[bf] = player
    card = battlefield_object(t.state, bf)
    if card is not None:  # RB 190.6: an uncontrolled battlefield's abilities are the turn player's
        card.controller = player or t.state.turn_player


def serve_turn_player(t: Table, player: str) -> None:
    """RB 190.6: the abilities of an uncontrolled battlefield are controlled by the turn player:
    `player`, whose turn begins."""
    x = ext(t.state)
    for bf in x.battlefields:
        card = battlefield_object(t.state, bf)
        if x.control.get(bf) is None and card is not None:
            card.controller = player


def establish_control(t: Table, bf: str, player: str, cites: tuple[str, ...],
                      hidden: tuple[str, ...] = ("RB 107.3.d", "RB 323.7"),
                      scored_already: tuple[str, ...] = ()) -> None:
    """A player establishes control of a battlefield at the end of a showdown or combat; gaining
    it is a Conquer if they have not scored it this turn (RB 190.4, RB 469). Then the hidden
    cards there not of its controller are removed (`hidden`: the rules that say so; after a
    combat RB 466.5.c, before the conquer, RB 466.5.d). `scored_already`: the rules by which,
    having scored it this turn, they only take control (RB 348.2.a.1 after a non-combat
    showdown), cited first where they did."""
    x = ext(t.state)
    before = x.control.get(bf)
    x.contested.pop(bf, None)  # RB 190.3.b: contested until control is (re)established
    if before == player:
        t.step(StepKind.STATE_CHECK, Msg("{player} keeps control of {at} (already its "
                                         "controller: no conquer)", player=player, at=bf),
               (*cites, "RB 469.1"), actor=player)
        trash_foreign_facedown(t, bf, player, hidden)
        return
    if (_no_control(t) and conquers(t, bf, player)
            and conquer_is_replaced(t, bf, player)):
        # RB HP.14 `no-control`: the control comes with the conquer, so it is replaced with it
        # and never said to change hands (asked before, not taken back after).
        trash_foreign_facedown(t, bf, player, hidden)
        conquer_replaced(t, bf, player, before)
        return
    set_control(t, bf, player)
    t.step(StepKind.STATE_CHECK, Msg("{player} establishes control of {at}", player=player,
                                     at=bf), cites, actor=player)
    trash_foreign_facedown(t, bf, player, hidden)
    if bf in x.scored.get(player, []):
        t.step(StepKind.SCORE, Msg("no conquer: {player} has already scored {at} this turn",
                                   player=player, at=bf),
               (*scored_already, "RB 470", "RB 469.1"), actor=player)
        return
    ally = disqualifying_ally(t, bf, player)
    if ally is not None:
        t.step(StepKind.SCORE, Msg("no conquer: {ally}, teammate of {turn}, controlled {at} at "
                                   "this turn's Scoring Step, so their team cannot score it "
                                   "this turn", ally=ally, turn=t.state.turn_player, at=bf),
               ("RB 469.1.a", "RB 489.8.b", "RB 315.2.b.3"), actor=player)
        return
    if not conquer(t, bf, player, asked=_no_control(t)):
        conquer_replaced(t, bf, player, before)


def _no_control(t: Table) -> bool:
    """Whether RB HP.14 is `no-control`, read without recording it: the policy matters only
    once a conquer is replaced, and conquer_replaced records it then (a conquer nothing
    replaces must not name HP.14 among the policies the ruling depended on)."""
    return t.policy_in_force("replace.conquer_control") == "no-control"


def conquers(t: Table, bf: str, player: str) -> bool:
    """Whether gaining control of `bf` now would be a Conquer: not scored by the player this
    turn (RB 469.1) and, in 2v2, not barred by a teammate's control (RB 469.1.a)."""
    return (bf not in ext(t.state).scored.get(player, [])
            and disqualifying_ally(t, bf, player) is None)


def conquer_replaced(t: Table, bf: str, player: str, before: str | None) -> None:
    """RB HP.14: the Core Rules do not say whether a conquer replaced leaves the player in
    control of the battlefield. `control-kept` (default): only the conquer is replaced;
    `no-control`: the establishing of control is replaced too, the battlefield keeps its former
    controller and is no longer contested."""
    t.cite_also_rule("RB HP.14")
    if not t.policy_is("replace.conquer_control", "no-control"):
        t.step(StepKind.SCORE, Msg("{player} keeps control of {at} but does not conquer it: no "
                                   "point, no Conquer effect, and {at} is not scored this turn",
                                   player=player, at=bf), ("RB HP.14", "RB 370.1.a.1"),
               actor=player)
        return
    set_control(t, bf, before)
    # Said whole for each case: "its controller stays no one" reads badly in every language.
    # (lower case: a step says what happened after "at step 10: ", as every step does)
    said = Msg("the control that came with the conquer is replaced too: {player} does not "
               "control {at}, and {at} stays uncontrolled", player=player, at=bf) \
        if before is None else \
        Msg("the control that came with the conquer is replaced too: {player} does not control "
            "{at}, and {before} keeps control of it", player=player, at=bf, before=before)
    t.step(StepKind.SCORE, said, ("RB HP.14", "RB 370.1.a.1"), actor=player)


def disqualifying_ally(t: Table, bf: str, player: str) -> str | None:
    """2v2: the turn player's teammate who controlled `bf` at this turn's Scoring Step, if
    `player` is on the turn player's team: that team cannot score it this turn, by any means
    (RB 469.1.a, RB 489.8.b)."""
    state = t.state
    turn = state.turn_player
    if not state.teams or not state.allied(player, turn):
        return None
    held = ext(state).scoring_control.get(bf)
    return held if held is not None and held in state.teammates(turn) else None


def trash_foreign_facedown(t: Table, bf: str, controller: str | None,
                           cites: tuple[str, ...] = ("RB 107.3.d", "RB 323.7")) -> bool:
    """RB 107.3, RB 323.7 (after a combat RB 466.5.c): facedown cards at a battlefield whose
    controller is not the card's controller are trashed."""
    doomed = [o for o in t.state.objects.values()
              if o.zone == f"facedown:{bf}" and o.controller != controller]
    for obj in doomed:
        t.move(obj, "trash")
        t.step(StepKind.STATE_CHECK, Msg("{object}, facedown at {at}, is trashed: {player} no "
                                         "longer controls {at}", object=t.name(obj.id), at=bf,
                                         player=obj.owner), cites)
    return bool(doomed)


# ----- moving ----------------------------------------------------------------------------------
def recall(t: Table, obj: GameObject, cites: tuple[str, ...], why: str = "") -> None:
    """RB 455-458: to its base; not a move (nothing "when I move" triggers); damage, exhaustion
    and buffs stay. A "can't move" on it does not stop it (RB 456.3), so that rule is cited where
    one applies."""
    cites = recalled(t, obj, cites)
    t.step(StepKind.ACTION, Msg("{object} is recalled to {player}'s base{why}",
                                object=t.name(obj.id), player=obj.controller, why=said_of(why)),
           cites, actor=obj.controller)


def recalled(t: Table, obj: GameObject, cites: tuple[str, ...]) -> tuple[str, ...]:
    """Recall `obj` (RB 455-458) without a step of its own; the rules that decided it. An
    effect's recall is part of the step that carried the effect out (a resolution, or what a
    replacement did instead, RB 370.1), so it is said and cited there, in order."""
    unstopped = ("RB 456.3",) if t.forbidden("move", obj=obj) is not None else ()
    t.move(obj, "base", how="recall")
    # What decided it first: the "can't move" it ignores (RB 456.3); then, where an ability
    # on the board waits for a move, that a recall sets none off (RB 456.1) before that the
    # unit keeps its damage and statuses (RB 458.1); else the other way round.
    kept, no_move = ("RB 458.1",), ("RB 456.1",)
    return (*cites, *unstopped, *((*no_move, *kept) if move_watched(t) else (*kept, *no_move)))


def move_watched(t: Table) -> bool:
    """Some ability on the board triggers on a move ("when I move", "when a unit moves")."""
    return any(a.kind == "triggered" and a.when is not None and a.when.event == "moved"
               for oid in t.board for a in t.obj(oid).card.abilities)


def move_units(t: Table, objs: list[GameObject], dest: str, cause: str | None,
               by: str | None = None) -> None:
    """Move each unit to `dest` (RB 446: all at once, no chain), then contest (RB 450). `by`:
    the player performing the move, where not each unit's controller (RB 411.4)."""
    for obj in objs:
        t.move(obj, dest, cause=cause, by=by)
    for obj in objs:
        apply_contested(t, obj)


def teammate_there(t: Table, dest: str, player: str) -> str | None:
    """RB 447.2.b: in 2v2 a battlefield where a teammate of `player` has units is no
    destination for `player`'s units, by any move: that teammate, else None."""
    bf = bf_of(dest)
    if bf is None or not t.state.teams:
        return None
    mates = t.state.teammates(player)
    return next((p for p in players_with_units(t.state, bf) if p in mates), None)


def teammates_apart(t: Table) -> bool:
    """2v2: teammates' units at one battlefield (a unit whose control changed there, say). The
    Core Rules never move a unit where a teammate's are (RB 447.2.b) and do not say how such
    units contest, control or fight it. House policy RB HP.11: a unit where it could not have
    moved recalls instead (RB 447.2.c): by default (`controller-stays`) the units of the
    teammate who controls the battlefield stay and the other's recall, all of them if neither
    controls it; `all-recall` recalls both teammates' units there. True if any recalled."""
    state, x = t.state, ext(t.state)
    if not state.teams:
        return False
    recalled = False
    for bf in x.battlefields:
        present = players_with_units(state, bf)
        together = [p for p in present if any(state.allied(p, o) for o in present if o != p)]
        if not together:
            continue
        holder = x.control.get(bf)
        stays = holder if holder in together and \
            not t.policy_is("team.shared_battlefield", "all-recall") else None
        t.step(StepKind.STATE_CHECK, Msg("{players} are teammates with units at {at}: {who}",
                                         players=Items(together), at=bf,
                                         who=Msg("{player} controls it and keeps their units "
                                                 "there; their teammate's units there recall",
                                                 player=stays)
                                         if stays else Msg("all their units there recall")),
               ("RB HP.11", "RB 447.2.b", "RB 447.2.c"))
        for obj in [o for p in together if p != stays for o in units_at(state, bf, p)]:
            recall(t, obj, ("RB HP.11", "RB 447.2.c"))
            recalled = True
    return recalled


def two_other_players_there(t: Table, dest: str, player: str) -> bool:
    """RB 144, RB 449: no move into a battlefield holding units of two other players."""
    bf = bf_of(dest)
    if bf is None:
        return False
    return len([p for p in players_with_units(t.state, bf) if p != player]) >= 2


def standard_move(t: Table, action: Action) -> None:
    """`{do: move, units: [ids], to: base | battlefield:<id>}`: the standard move (RB 144):
    exhaust the units as the cost, in your Main Phase, in a Neutral Open state; base to
    battlefield or back (battlefield to battlefield with Ganking, RB 810); several units at once
    if they share the destination."""
    state, x = t.state, ext(t.state)
    player = action.by
    dest = location_of("", str(action.get("to")))
    units = [t.obj(u) for u in action.ids("units")]
    if player != state.turn_player or state.phase != "main":
        t.refuse(phrase(Msg("a standard move is only possible in your own Main Phase")),
                 "RB 144.1.a")
    if x.showdown is not None or chain_exists(state):
        t.refuse(phrase(Msg("a standard move needs a Neutral Open state (no showdown, no chain)")),
                 *(("RB 144.1.c",) if x.showdown is not None else ()),
                 *(("RB 144.1.b",) if chain_exists(state) else ()))
    if dest is None or (dest != "base" and bf_of(dest) not in x.battlefields):
        t.refuse(f"{action.get('to')!r} is not a location (base or a battlefield in play)",
                 "RB 144.4")
        return
    if not units:
        t.refuse(phrase(Msg("a move needs at least one unit")), "RB 144.3")
    for u in units:
        where = "base" if u.zone == "base" else bf_of(u.zone)
        if u.controller in state.teammates(player):
            t.refuse(phrase(Msg("{object} is {player}'s: a player never moves a teammate's "
                                "units with the standard move (control is not shared)",
                                object=t.name(u.id), player=u.controller)),
                     "RB 489.8.c.2", "RB 489.8.c")
        if u.controller != player or not is_unit(u) or where is None:
            t.refuse(phrase(Msg("{object} is not a unit {player} controls at a location",
                                object=t.name(u.id), player=player)),
                     "RB 144.4")
        if u.exhausted:
            t.refuse(phrase(Msg("{object} is exhausted: the standard move's cost is to exhaust it",
                                object=t.name(u.id))),
                     "RB 144.2", "RB 414.4")
        t.check(t.forbidden("move", obj=u))  # "I can't move" (RB 054.1)
        t.check(cannot_move_alone(t, u))
        if u.zone == dest:
            t.refuse(f"{t.name(u.id)} is already {t.place(dest, u.owner)}", "RB 355.4.a")
        if u.zone != "base" and dest != "base" and not kw.has(u, "ganking"):
            refuse_without_ganking(t, u, player)
        if (no := t.forbidden("move", obj=u, player=player)) is not None:
            t.refuse(no.reason, *dict.fromkeys(("RB 054.1", *no.citations)))
    if two_other_players_there(t, dest, player):
        t.refuse(f"{t.zone_name(dest)} holds units of two other players", "RB 144.4.a.1",
                 "RB 449.2")
    if (mate := teammate_there(t, dest, player)) is not None:
        t.refuse(phrase(Msg("{at} holds units of {mate}, {player}'s teammate: no unit of "
                            "{player} may move there", at=t.zone_name(dest), mate=mate,
                            player=player)), "RB 447.2.b")
    # RB 810.1.b: Ganking lets a standard move go from a battlefield to another one.
    ganking = ("RB 810.1.b",) if any(u.zone != "base" and dest != "base" for u in units) else ()
    pay_applied_costs(t, player, units, dest)  # RB 204.4.b-c: "must pay ... to move here"
    # Exhausting them is the cost: paid even where a replacement replaced it (RB 357.2.a).
    spared = [u for u in units if not set_exhausted(t, u, True, player=player)]
    node = t.node(action.node, "action", Msg("{player} moves", player=player))
    # RB 144.4.a-c.1: where a standard move may go; RB 144.3: several units move as one action.
    routes = {"RB 144.4.b" if dest == "base" else "RB 144.4.a" if u.zone == "base"
              else "RB 144.4.c.1" for u in units}
    # RB 144.3.a-b: together they go to one destination, from origins that may differ
    apart = len({u.zone for u in units}) > 1
    together = ("RB 144.3", *(("RB 144.3.a",) if apart else ())) if len(units) > 1 else ()
    move_units(t, units, dest, node)
    names = ", ".join(t.name(u.id) for u in units)
    moved = Msg("{player} moves {units} to {to}, exhausting it as the cost", plural="{player} "
                "moves {units} to {to}, exhausting them as the cost", player=player,
                units=names, to=t.zone_name(dest), n=len(units))
    if spared:
        moved = Msg("{what} (paid, though a replacement effect kept {units} ready)",
                    what=moved, units=", ".join(t.name(u.id) for u in spared))
    if stayed := [u for u in units if u.zone != dest]:  # RB 370.1.a.1: a move replaced
        moved = Msg("{what}; a replacement effect replaced the move of {units}: not there",
                    what=moved, units=", ".join(t.name(u.id) for u in stayed))
    t.step(StepKind.ACTION, Msg("{what} (battlefield to battlefield: Ganking)", what=moved)
           if ganking else moved,
           # (several units: moved together as one action first, RB 144.3, then where to)
           (*(("RB 144.3.b",) if apart else ()), *together, *sorted(routes), *ganking,
            "RB 144.2", "RB 453",
            *(("RB 357.2.a",) if spared else ())), actor=player)


def effect_move(t: Table, obj: GameObject, dest: str, cause: str,
                by: str | None = None) -> str | None:
    """RB 449: a move by an effect obeys only its own restrictions; a move into a battlefield
    holding units of two other players becomes a recall (RB 447.2.c); a unit that can't move
    stays (RB 054.1, RB 359.3.e.6). `by`: the effect's controller, who performs the move and so
    is the player of its event, an enemy unit's move too (RB 411.1, RB 411.4)."""
    if not t.game.vocab.is_board(obj.zone):
        return None
    if obj.zone == dest:  # RB 055: a move to where it already is cannot be done: skipped
        t.cite_also_rule("RB 055")
        return phrase(Msg("does not move {object}: it is already there", object=t.name(obj.id)))
    refusal = t.forbidden("move", obj=obj)
    if refusal is not None:  # RB 359.3.e.6: a forbidden move simply does not happen
        for rule in (*refusal.citations, "RB 359.3.e.6"):
            t.cite_also_rule(rule)
        return phrase(Msg("does not move {object} ({why})", object=t.name(obj.id),
                          why=said_of(refusal.reason)))
    if (alone := cannot_move_alone(t, obj)) is not None:
        for rule in alone.citations:
            t.cite_also_rule(rule)
        return phrase(Msg("does not move {object} ({why})", object=t.name(obj.id),
                          why=said_of(alone.reason)))
    if two_other_players_there(t, dest, obj.controller):
        recall(t, obj, ("RB 447.2.c",), " (it could not move there)")
        return phrase(Msg("recalls {object}", object=t.name(obj.id)))
    if teammate_there(t, dest, obj.controller) is not None:
        recall(t, obj, ("RB 447.2.b", "RB 447.2.c"),
               phrase(Msg(" (units of its controller's teammate are there)")))
        return phrase(Msg("recalls {object}", object=t.name(obj.id)))
    move_units(t, [obj], dest, cause, by)
    if by is not None and by != obj.controller:
        t.cite_also_rule("RB 411.4")  # the mover's "when you move" sees it, not the owner's
    if obj.zone != dest:  # a replacement effect replaced the move (RB 370.1.a.1)
        return phrase(Msg("does not move {object} to {zone} (a replacement effect replaced the "
                          "move)", object=t.name(obj.id), zone=t.zone_name(dest)))
    return phrase(Msg("moves {object} to {zone}", object=t.name(obj.id), zone=t.zone_name(dest)))


def lose_empty_control(t: Table) -> bool:
    """RB 323.6, RB 190.4.c: in an Open state, a controller with no units at a battlefield where
    no showdown or combat is going on loses control of it."""
    state, x = t.state, ext(t.state)
    if chain_exists(state):
        keep_empty_control_while_closed(t)
        return False
    changed = False
    for bf in x.battlefields:
        holder = x.control.get(bf)
        if holder is None or units_at(state, bf, holder):
            continue
        if x.showdown is not None and x.showdown.at == bf:
            _kept_mid_showdown(t, holder, bf)  # RB 190.4.b: control cannot change mid-showdown
            continue
        set_control(t, bf, None)
        t.step(StepKind.STATE_CHECK, Msg("{player} has no units at {at}: {at} becomes "
                                         "uncontrolled", player=holder, at=bf),
               ("RB 323.6", "RB 190.4.c"))
        changed = True
    return changed


def keep_empty_control_while_closed(t: Table) -> None:
    """RB 323.6, RB 309.1: while the chain holds an item the turn is in a Closed state, so a
    controller whose last unit left a battlefield keeps it through this cleanup; say why
    (riftboundfaq chain-and-priority #empty-battlefield-control)."""
    state, x = t.state, ext(t.state)
    for bf in x.battlefields:
        holder = x.control.get(bf)
        if holder is None or units_at(state, bf, holder):
            continue
        if x.showdown is not None and x.showdown.at == bf:
            _kept_mid_showdown(t, holder, bf)
            continue
        t.note(phrase(Msg("{player} has no units at {at} but still controls it: the chain is not "
                          "empty, and an empty battlefield's control is lost only in a cleanup "
                          "in an Open state", player=holder, at=bf)), ("RB 323.6", "RB 309.1"))


def _kept_mid_showdown(t: Table, holder: str, bf: str) -> None:
    """RB 190.4.b: a controller whose last unit left a battlefield where a showdown is under way
    keeps it; say why, where a reader looks for the loss of control (riftjudge digest R39)."""
    t.note(phrase(Msg("{player} has no units at {at} but still controls it: control of a "
                      "battlefield cannot change while a showdown is under way there",
                      player=holder, at=bf)), ("RB 190.4.b", "RB 323.6"))


def recall_strays(t: Table, kinds: tuple[str, ...]) -> bool:
    """RB 323.7, RB 149: permanents of `kinds` (gear; v1.4: and runes) at a battlefield that are
    not units or attached are recalled; facedown cards whose controller differs from the
    battlefield's are trashed."""
    state, x = t.state, ext(t.state)
    changed = False
    strays = [obj for oid in list(t.board) if (obj := state.objects[oid]).zone.startswith(
        "battlefield:") and obj.card.is_type(*kinds) and not obj.card.is_type("unit")
        and obj.attached_to is None]
    for obj in strays:
        recall(t, obj, ("RB 323.7", "RB 149.3"))
        changed = True
    if "rune" not in kinds:  # v1.3: its cleanup names gear only, so a stray rune stays put
        for oid in list(t.board):
            obj = state.objects[oid]
            if obj.zone.startswith("battlefield:") and obj.card.is_type("rune") and \
                    not obj.card.is_type("unit") and obj.attached_to is None:
                t.note(phrase(Msg("{object} stays at {at}: this edition's cleanup recalls only "
                                  "gear from a battlefield", object=t.name(oid),
                                  at=obj.zone.partition(":")[2])), ("RB 323.7",))
    # an attached card shares its Top-Most Card's location and never goes alone (RB 719.3,
    # RB 718.5.c): only the Top-Most Card is recalled, and what is attached goes with it
    for obj in [o for oid in list(t.board) if (o := state.objects[oid]).zone == "base"
                and o.attached_to is None]:
        if (was := base_of(state, obj)) != obj.controller:  # taken in another player's base
            note_arrival(t, obj)  # base to base: no event notes it (before the step says it)
            recall(t, obj, ("RB 323.7",), phrase(Msg(" (it stood in {player}'s base)",
                                                     player=was)))
            changed = True
    hidden = {bf for o in state.objects.values() if (bf := facedown_bf(o.zone)) is not None}
    for bf in x.battlefields:
        if bf in hidden:
            changed |= trash_foreign_facedown(t, bf, x.control.get(bf))
    return changed


def base_of(state: GameState, obj: GameObject) -> str:
    """Whose base `obj` (in a base) stands in (RB 107.1: each player has their own): an attached
    card its Top-Most Card's (RB 719.3); else the player it arrived or was last recalled
    under."""
    host = state.objects.get(obj.attached_to or "")
    if host is not None:  # where its Top-Most Card is (RB 719.3)
        return base_of(state, host)
    return arrived_as(state, obj)


def held_by(state: GameState, obj: GameObject) -> str | None:
    """RB 107.1, RB 323.7: whose base `obj` stands in where it is a base other than its
    controller's (`held_by` in the ruling), as it is now: a permanent taken in its owner's base
    stands there until the next cleanup recalls it, so the recall is the step that puts it in
    its taker's."""
    if obj.zone != "base" or (whose := base_of(state, obj)) == obj.controller:
        return None
    return whose


def arrived_as(state: GameState, obj: GameObject) -> str:
    """Under whose control `obj` arrived where it stands (or was last recalled to its base, or
    seen to change hands there, RB HP.47); for one taken where it stood and not yet noted, the
    controller it had before any change covered it."""
    noted = ext(state).arrived_as.get(obj.id)
    if noted is not None and noted[0] == obj.incarnation:
        return noted[1]
    return next((c.before for c in state.control_changes
                 if c.object == obj.id and c.incarnation == obj.incarnation), obj.controller)


def note_arrival(t: Table, obj: GameObject) -> None:
    """An object arriving in a base or at a battlefield arrives under its controller (in a base,
    its controller's: RB 107.1.c, RB 455); one elsewhere stands nowhere that needs it."""
    x = ext(t.state)
    if obj.zone == "base" or bf_of(obj.zone) is not None:
        x.arrived_as[obj.id] = (obj.incarnation, obj.controller)
    else:
        x.arrived_as.pop(obj.id, None)


def changed_hands(t: Table) -> bool:
    """RB 190.3.a, RB HP.47: a unit that changed hands at a battlefield (taken there, or given
    back there when a change ended) did not arrive there, and RB 190.3.a contests a battlefield
    only by an arrival; the Core Rules say nothing of a unit whose new controller does not
    control the battlefield it stands at. By default (`none`) nothing contests it, and judge
    says so; `contests`: its new controller contests it, as RB 323.11.a has the controller of
    units left at a battlefield another player controls contest it. Each unit is seen once;
    one in a showdown or combat there is that procedure's (RB 190.4.b, RB 323.2). True if a
    battlefield became contested."""
    state, x = t.state, ext(t.state)
    changed = False
    for oid in list(t.board):
        obj = state.objects[oid]
        bf = bf_of(obj.zone)
        if bf is None or not is_unit(obj) or arrived_as(state, obj) == obj.controller:
            continue
        note_arrival(t, obj)  # seen: told once
        busy = x.showdown is not None and x.showdown.at == bf
        holder = x.control.get(bf)
        if busy or bf in x.contested or holder == obj.controller or (
                holder is not None and state.allied(holder, obj.controller)):
            continue  # (2v2: a teammate's battlefield is RB HP.11's)
        policy = t.policy_id("contest.changed_hands")
        if t.policy_is("contest.changed_hands", "contests"):
            x.contested[bf] = obj.controller
            t.step(StepKind.STATE_CHECK, Msg("{at} becomes contested by {player} ({unit} "
                                             "changed hands there)", at=bf,
                                             player=obj.controller, unit=t.name(obj.id)),
                   (policy, "RB 323.11.a"), actor=obj.controller)
            changed = True
        else:
            t.step(StepKind.STATE_CHECK, Msg("{unit} changed hands at {at} and did not arrive "
                                             "there: {player} does not contest {at}",
                                             unit=t.name(obj.id), at=bf, player=obj.controller),
                   (policy, "RB 190.3.a.1"))
    return changed


def destination(text: object) -> str:
    return location_of("", str(text)) or ""


def is_chosen(to: str) -> bool:
    """`move.to: $n`: the destination is the item's n-th target, a battlefield its player
    chose (RB 355.4)."""
    return to.startswith("$") and to[1:].isdigit()


def chosen_destination(t: Table, item: StackItem, to: str) -> str | None:
    """The location of the battlefield chosen as a move's destination (`$n`), None when that
    target is gone (an illegal target does nothing, RB 359.3.e.12)."""
    for oid in refs(t, item, to):
        obj = t.state.objects.get(oid)
        if obj is not None and bf_of(obj.zone) is not None:
            return obj.zone
    return None


def chosen_destination_refusal(t: Table, effects: tuple[Effect, ...],
                               targets: tuple[str, ...]) -> Refusal | None:
    """RB 355.4.a: a destination chosen as a card is played or an ability activated
    (`move.to: $n`) must be a location other than where the unit (`move.target: $k`) is."""
    def chosen(ref: object) -> GameObject | None:
        n = int(str(ref)[1:]) if is_chosen(str(ref)) else 0
        return t.state.objects.get(targets[n - 1]) if 0 < n <= len(targets) else None

    for e in effects:
        to = str(getattr(e, "to", ""))
        if e.kind != "move" or not is_chosen(to):
            continue
        place, obj = chosen(to), chosen(getattr(e, "target", ""))
        dest = place.zone if place is not None else None
        if obj is not None and dest is not None and obj.zone == dest:
            return Refusal(phrase(Msg(
                "{object} is already at {place}: a move's destination must be somewhere "
                "else", object=t.name(obj.id), place=t.name(str(bf_of(dest))))),
                ("RB 355.4.a",))
    return None


def unit_location_ok(t: Table, player: str, obj: GameObject, where: str) -> str | None:
    """Where a unit may be played (RB 355.2.a): its controller's base or a battlefield they
    control; with Ambush also a battlefield where they have units (RB 822). None if fine,
    else why not."""
    x = ext(t.state)
    if where == "base":
        return None
    bf = bf_of(where)
    if bf is None or bf not in x.battlefields:
        return phrase(Msg("{where} is not a location (base or a battlefield in play)",
                          where=repr(where)))
    if x.control.get(bf) == player:
        return None
    if kw.has(obj, "ambush") and units_at(t.state, bf, player):
        return None
    if kw.has(obj, "ambush"):
        return phrase(Msg("{player} does not control {battlefield} and has no units there "
                          "(Ambush)", player=player, battlefield=bf))
    return phrase(Msg("{player} does not control {battlefield}", player=player, battlefield=bf))


def cost_empties_location(t: Table, player: str, where: str,
                          choices: Mapping[str, object], ambush: bool = False) -> Refusal | None:
    """RB 355.16, RB 355.2.a: the units killed for a unit's additional cost may not be all of
    its player's units at the battlefield it is played to: that battlefield would no longer be
    theirs (RB 190.4.c), the play certainly illegal (riftjudge FAQ, Commander Ledros). `ambush`:
    played there by Ambush, to a battlefield its player does not control, which needs their
    units there until finalizing ends (RB 822.3)."""
    bf = bf_of(where)
    chosen = choices.get("sacrifice")
    killed = {chosen} if isinstance(chosen, str) else \
        {c for c in chosen if isinstance(c, str)} if isinstance(chosen, (list, tuple)) else set()
    mine = units_at(t.state, bf, player) if bf is not None and killed else []
    if not mine or any(u.id not in killed for u in mine):
        return None
    if ambush and ext(t.state).control.get(bf or "") != player:  # by Ambush, not by control
        return Refusal(phrase(Msg("killing {objects} for the cost would leave {player} no units "
                                  "at {battlefield} as its play is finalized, and Ambush lets "
                                  "it be played there only while they have units there",
                                  objects=Items([t.name(u.id) for u in mine]), player=player,
                                  battlefield=bf)),
                       ("RB 822.3", "RB 355.16"))
    return Refusal(phrase(Msg("killing {objects} for the cost would leave {player} no units at "
                              "{battlefield}, which would then no longer be theirs to play a "
                              "unit to", objects=Items([t.name(u.id) for u in mine]),
                              player=player, battlefield=bf)),
                   ("RB 355.16", "RB 355.2.a", "RB 190.4.c"))


def forbidden_location(t: Table, player: str, obj: GameObject, zone: str) -> Refusal | None:
    """RB 355.2.a: a unit is played to a valid location; one a restriction forbids it to be
    played to ("units can't be played here") is none, whatever allows it otherwise (RB 054.1:
    "can't" beats "can"; a hidden unit, which must enter where it was hidden, RB 811.1.d.1,
    cannot be played at all)."""
    banned = forbidding(t, "play", obj=obj, player=player, zone=zone, zoned=True)
    if banned is None:
        return None
    return Refusal(phrase(Msg("{object} cannot be played to {zone}: {why}", object=t.name(obj.id),
                              zone=t.game.words.zone_said(zone, t.name),
                              why=describe(t, banned))), ("RB 054.1", "RB 355.2.a"))


def location_zone(where: str) -> str:
    bf = bf_of(where)
    return bf_zone(bf) if bf else "base"


def refuse_without_ganking(t: Table, u: GameObject, player: str) -> None:
    """Refuse a battlefield-to-battlefield standard move of a unit without Ganking (RB 144.4.c.1,
    RB 810.1.b). Where its own text would give it Ganking under a condition that does not hold
    now (Level N without N XP, Legion, Empowered: RB 824.1.c, RB 812.1.c, RB 828.1.c), that
    inactive text is what decides, and the refusal says so and cites it."""
    from judge.engine.conditions import Condition, condition_rules, holds, said
    from judge.engine.effects import Modify

    base = Msg("{object} would move from a battlefield to another battlefield, which needs "
               "Ganking", object=t.name(u.id))
    for ab in u.card.abilities:
        cond = ab.condition
        if ab.kind != "static" or not isinstance(cond, Condition) or not any(
                isinstance(e, Modify) and "ganking" in e.keywords for e in ab.effect):
            continue
        seen = StackItem(id=f"{u.id}.{ab.name}", kind="ability", controller=player,
                         name=ab.name, source=u.id, ability=ab)
        if not holds(t, seen, cond):
            t.refuse(phrase(Msg("{base}; its {ability} would give it Ganking only while "
                                "{condition}, which does not hold now", base=base,
                                ability=ab.name, condition=said(cond))),
                     *condition_rules(cond), "RB 144.4.c.1", "RB 810.1.b")
    t.refuse(phrase(base), "RB 144.4.c.1", "RB 810.1.b")
