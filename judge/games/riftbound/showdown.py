"""Showdowns (RB 341-348): an Open-state window at a contested battlefield in which only Action
and Reaction cards may be played and players take turns holding focus.

A showdown starts in a cleanup in a Neutral Open state (RB 344); the player who contested the
battlefield gets focus, and priority with it (RB 345, RB 313). Passing in a Showdown Open state
hands focus to the next player; once every player has passed in a row the showdown ends (RB 347,
RB 348): a combat goes on to combat damage, a non-combat showdown gives control to the one player
whose units remain there, a Conquer if they have not scored it this turn (RB 348.2.a).
"""

from __future__ import annotations

from judge.engine.trace import StepKind
from judge.games.riftbound.combat import start_damage_step
from judge.games.riftbound.control import establish_control
from judge.games.riftbound.pending import showdown_begins
from judge.games.riftbound.state import Showdown, ext, players_with_units
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


def start_showdown(t: Table, bf: str) -> None:
    """RB 344.2, RB 345: a non-combat showdown; the contesting player gets focus."""
    x = ext(t.state)
    contester = x.contested[bf]
    x.showdown = Showdown(at=bf, combat=False, focus=contester)
    x.staged.pop(bf, None)
    t.step(StepKind.STATE_CHECK, Msg("a showdown begins at {battlefield} (no opposing units "
                                     "there): {player}, who contested it, gets focus",
                                     battlefield=bf, player=contester),
           ("RB 323.12", "RB 344.2", "RB 345", "RB 310.3"), actor=contester)
    showdown_begins(t, bf, contester)
    x.regrant = "showdown"


def pass_focus(t: Table, player: str) -> None:
    """RB 347: the focus holder passes: focus (with priority) goes to the next player."""
    sd = ext(t.state).showdown
    assert sd is not None
    new = t.state.next_player(player)
    sd.focus = new
    t.give_priority(new, ("RB 347.2.b", "RB 313.2"), why=Msg("with focus"))


def end_showdown(t: Table) -> None:
    """RB 347, RB 348: every player passed in a row on an empty chain: the showdown ends."""
    state, x = t.state, ext(t.state)
    sd = x.showdown
    assert sd is not None
    state.passes = 0
    if sd.combat:  # RB 313: focus is a permission in a showdown only; the combat goes on
        sd.focus = None  # to its damage and resolution steps, where nobody acts with it
    else:  # over as this step says: a Neutral state, where nobody holds focus (RB 313.5)
        x.showdown = None
    t.step(StepKind.STATE_CHECK, Msg("every player passed in a row: the showdown at "
                                     "{battlefield} ends", battlefield=sd.at),
           ("RB 347.2.a", "RB 313", "RB 348.1") if sd.combat else ("RB 347.2.a", "RB 313.5"))
    if sd.combat:
        start_damage_step(t, sd)
        return
    x.regrant = "chain-empty"
    say_damage_kept(t)
    settle_control(t, sd)


def say_damage_kept(t: Table) -> None:
    """RB 143.3.b: a showdown that was no combat ends with no combat cleanup, and an ordinary
    cleanup heals nobody: each damaged unit keeps its damage, said as a note where a reader
    might expect the heal of a combat's end (RB 466.1.a.1)."""
    for oid in t.board:
        obj = t.state.objects[oid]
        if obj.damage > 0 and obj.card.is_type("unit"):
            t.note(phrase(Msg("{object} still has {n} damage: a showdown that is not a combat "
                              "heals nobody", object=t.name(oid), n=obj.damage)),
                   ("RB 143.3.b",))


def settle_control(t: Table, sd: Showdown) -> None:
    """RB 348.2.a: a non-combat showdown over, the only player with units at its battlefield
    establishes control of it (a Conquer if they gain it); else nothing changes."""
    state, x = t.state, ext(t.state)
    holders = players_with_units(state, sd.at)
    if len(holders) == 1 and x.control.get(sd.at) != holders[0]:
        # RB 348.2.a.1: a Conquer, unless they scored it this turn: then only control
        establish_control(t, sd.at, holders[0], ("RB 348.2.a",),
                          scored_already=("RB 348.2.a.1",))
    elif len(holders) == 1:
        x.contested.pop(sd.at, None)
        t.step(StepKind.STATE_CHECK, Msg("{player} already controls {at}: nothing changes",
                                         player=holders[0], at=sd.at),
               ("RB 348.2.a",))
    else:
        t.step(StepKind.STATE_CHECK, Msg("no single player has units at {at}: control does not "
                                         "change and nobody conquers", at=sd.at), ("RB 348.2.a",))
