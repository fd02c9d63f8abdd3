"""Will: producing it (will abilities, FOW 907), paying it (FOW 1003) and clearing it (FOW 503.4,
505.5c).

A player's produced will is kept as resources, one per kind of will (`light`, `fire`, `water`,
`wind`, `darkness`, `void`, `attributeless`). A cost names the will symbols it needs by the same
keys plus `free`, the generic part any will can pay (FOW 1003.2).
"""

from __future__ import annotations

from judge.engine.declare_statics import CannotPay, PaidApart
from judge.engine.policies import Payment
from judge.engine.trace import StepKind
from judge.games.force_of_will.state import FREE, WILL
from judge.model.cards import Cost
from judge.msg import Msg, amounts, joined, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


class WillPayment(Payment):
    """Paying will (FOW 1003): symbols with will of that kind; the free part with any will: will
    without attribute and void first, then the attribute with the most will left (judge's
    deterministic choice of the payment the player would make; see docs/games/force-of-will.md).
    A `life` cost pays life (FOW 105.4a)."""

    generic = FREE
    pool = WILL
    order = ("attributeless", "void")  # the kinds of will no symbol could ask for
    #: FOW 903.2l-1: a cost any part of which cannot be paid means it is not played; FOW 1003.4:
    #: will is paid in full or not at all (life too, FOW 105.4a); will abilities may be played
    #: while paying (FOW 907.2, 1003.5): a refusal says none of the player's could make it up
    #: (where one could, judge does not choose them: `chosen_while_paying`).
    chosen_while_paying = ("FOW 907.2", "FOW 1003.5")
    apart = (PaidApart("life", ("FOW 903.2l-1", "FOW 105.4a", "FOW 1003.4"),
                       Msg("{player} cannot pay {n} life (has {has})").id),)
    cannot_pay = CannotPay(("FOW 903.2l-1", "FOW 1003.4", "FOW 1003.5"),
                           Msg("{player} cannot pay {cost} (has {pool}), and no ready will "
                               "ability of theirs could produce the rest").id, empty="no will",
                           # FOW 1003.2: a symbol needs will of its attribute; the free part any
                           wrong_kinds=(Msg("{player} cannot pay {cost} (has {pool}): each "
                                            "attribute symbol needs will of that attribute, and "
                                            "will of another kind pays only the free part").id,
                                        ("FOW 1003.2",)),
                           # FOW 907.6c-d: void will has a characteristic, no attribute
                           unasked_kinds=(("void",), ("FOW 907.6d",)))


def add_costs(*costs: Cost) -> Cost:
    """The resources of several costs together (a card's cost plus its additional cost)."""
    total: dict[str, int] = {}
    for cost in costs:
        for res, n in cost.resources:
            total[res] = total.get(res, 0) + n
    return Cost(tuple(total.items()))


def clear_will(r: Table, citations: tuple[str, ...], when: Msg) -> None:
    """All produced will ceases to exist (FOW 503.4, 505.5c; FOW 503.1 on a first turn)."""
    cleared = []
    for p in r.state.players.values():
        had = {k: p.resources[k] for k in WILL if p.resources.get(k)}
        if had:
            cleared.append(phrase(Msg("{player}'s {will}", player=p.id, will=amounts(
                ((k, had[k]) for k in WILL if had.get(k)), r.game.words.resources))))
        for k in WILL:
            if k in p.resources:
                p.resources[k] = 0
    r.step(StepKind.EFFECT, Msg("will clearance ({when}): produced will ceases to exist ({what})",
                                when=when, what=joined(cleared) if cleared else Msg(
                                    "no produced will was left")),
           citations)
