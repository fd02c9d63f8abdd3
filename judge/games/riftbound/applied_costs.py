"""Applied costs (RB 204.4): a passive ability saying a player "must" pay something to perform a
game action attaches a cost to it ("opponents must pay [1] for each unit beyond the first to move
several units here at once"). Written `applied_cost: {action: move, to: here, player: opponent,
energy: n, beyond: k}` in a static ability: a standard move (RB 144) of that player's into the
battlefield where the ability's object is costs `energy` Energy, for each unit moved beyond the
first `k` (without `beyond`: once). It is paid while the move is performed, with the rune pool
and Reaction Add abilities (RB 204.4.b, RB 204.4.b.1), off the chain; a player who cannot pay
it cannot make the move (RB 204.4.c), and one who will not simply does not move."""

from __future__ import annotations

from judge.model import effects as fx
from judge.model.args import optional, required
from judge.model.effects import arg
from judge.model.state import GameObject, StackItem
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class AppliedCost(fx.Effect):
    """A static ability's effect (RB 204.4): a cost attached to a game action."""

    kind: ClassVar[str] = "applied_cost"
    action: str = arg(required("str", "the game action it is attached to: move (a standard "
                                      "move, RB 144)", choices=("move",)))
    to: str = arg(required("str", "move: here (into the battlefield where its object is)",
                           choices=("here",)))
    energy: int = arg(required("int", "the Energy it costs (for each unit beyond `beyond`, "
                                      "with it)", minimum=1))
    player: str = arg(optional("str", "who must pay: opponent (default), you or any",
                               choices=("opponent", "you", "any")), "opponent")
    beyond: int | None = arg(optional("int", "\"for each unit beyond the first\" (1): the "
                                      "units moved past this many each cost `energy`",
                                      minimum=0), None)


def run_applied_cost(t: Table, item: StackItem, e: AppliedCost) -> str | None:
    """Only a static ability says it (scenario/cards.py refuses it anywhere else)."""
    from judge.errors import Problem, UnsupportedMechanic

    raise UnsupportedMechanic(Problem(t.scenario.file, 0, 0, "effect", f"{item.name}: "
                                      "applied_cost is written only as a static ability"))


def statics_of(t: Table, cls: type) -> list[tuple[GameObject, GameObject, object, StackItem]]:
    """The effects of class `cls` of static abilities in force on the board (an object's own,
    given by an attached card, or granted by an effect; while their condition holds): each with
    the card that has the ability, the object whose static ability it is (its host, for one an
    attached card gives) and that ability as a source item."""
    from judge.engine.granted import statics_in_force

    # (conditions read only of abilities with such an effect, as before)
    return [(src, source, e, seen) for src, ability, source, seen in statics_in_force(
        t, lambda a: any(isinstance(e, cls) for e in a.effect))
        for e in ability.effect if isinstance(e, cls)]


#: RB HP.46: whose opponents an uncontrolled battlefield's ability names, and the rule its
#: `turn-player` option reads (the game's `Rulebook.unheld_opponents` too).
UNCONTROLLED_OPPONENTS = ("uncontrolled.opponents", "RB 190.6.b")


def _uncontrolled_payer(t: Table, e: AppliedCost) -> tuple[str | None, tuple[str, ...]]:
    """Whose the "you" of an uncontrolled battlefield's applied cost is, to read who pays it,
    and the rules that say so: nobody's "you" pays nothing (RB 190.6.d); its opponents are
    nobody's, or the turn player's (RB 190.6.b), as house policy RB HP.46 reads them (the turn
    player then counts as its controller: their opponents pay)."""
    if e.player != "opponent":
        return None, ("RB 190.6.d",)
    policy = t.policy_id("uncontrolled.opponents")
    if t.policy_is("uncontrolled.opponents", "nobody"):
        return None, (policy, "RB 190.6.d")
    return t.state.turn_player, (policy, UNCONTROLLED_OPPONENTS[1])


def pay_applied_costs(t: Table, player: str, units: list[GameObject], dest: str) -> None:
    """RB 204.4.b-c: the applied costs of `player`'s standard move of `units` into `dest`, paid
    as the move is performed (from the pool, then Reaction Add abilities, RB 204.4.b.1), each
    said in a step; a cost the player cannot pay refuses the move (RB 204.4.c)."""
    from judge.engine.paying import use_while_paying
    from judge.engine.trace import StepKind
    from judge.games.riftbound.payment import plan_adds, settle
    from judge.msg import Msg, phrase

    if not t.static_sources or t.state.edition == "v1.3":
        return
    owes: list[tuple[GameObject, int]] = []
    # uncontrolled battlefields' that the mover does not pay, and why (RB HP.46)
    spared: list[tuple[GameObject, str | None, tuple[str, ...]]] = []
    for _, source, e, _ in statics_of(t, AppliedCost):
        assert isinstance(e, AppliedCost)
        if source.zone != dest or dest == "base":
            continue
        who = source.controller
        whose: tuple[str, ...] = ()  # the rule by which the ability is `who`'s, if not plain
        if source.card.is_type("battlefield") and e.player != "any":
            from judge.games.riftbound.state import ext

            held = ext(t.state).control.get(source.id)
            if held is None:
                payer, rules = _uncontrolled_payer(t, e)
                if payer is None or player == payer or player in t.state.teammates(payer):
                    spared.append((source, payer, rules))  # nobody's, or not the mover's
                    continue
                who = payer
            else:
                who = held  # RB 190.6.a: a controlled battlefield's ability is its controller's
                whose = ("RB 190.6.a",)
                t.cite_also_rule("RB 190.6.a")
        if e.player == "you" and player != who:
            continue
        if e.player == "opponent" and (player == who or player in t.state.teammates(who)):
            # said, as the answer to "Must she pay?": the action the cost is attached to is
            # an opponent's (RB 204.4.a), and this one is not
            t.step(StepKind.COST, Msg(
                "{player} pays nothing for the applied cost of {source}: it is for {who}'s "
                "opponents only", player=player, source=t.name(source.id), who=who),
                (*whose, "RB 204.4.a", "RB 204.4"), actor=player)
            continue
        n = e.energy * (max(0, len(units) - e.beyond) if e.beyond is not None else 1)
        if n > 0:
            owes.append((source, n))
        else:  # "for each unit beyond the first": none beyond it moves (RB 204.4.a: the
            # action the cost is attached to is moving several units at once)
            t.step(StepKind.COST, Msg(
                "{player} pays nothing for the applied cost of {source}: it counts only the "
                "units moving beyond the first, and {count} moves", plural="{player} pays "
                "nothing for the applied cost of {source}: it counts only the units moving "
                "beyond the first {n}, and {count} move", player=player,
                source=t.name(source.id), n=e.beyond, count=len(units)),
                ("RB 204.4.a", "RB 204.4"), actor=player)
    for source, payer, rules in spared:
        t.step(StepKind.COST, Msg(
            "{player} pays nothing for the applied cost of {source}: nobody controls it, so "
            "its ability has no \"you\" and no opponents", player=player,
            source=t.name(source.id)) if payer is None else Msg(
            "{player} pays nothing for the applied cost of {source}: nobody controls it, and "
            "the turn player, who counts as its controller, is not one of its opponents",
            player=player, source=t.name(source.id)), rules, actor=player)
    if not owes:
        return
    total = {"energy": sum(n for _, n in owes)}
    names = ", ".join(t.name(s.id) for s, _ in owes)
    plan = plan_adds(t, player, total)
    if plan is None:
        t.refuse(phrase(Msg("{player} cannot pay the {n} Energy {sources} makes this move cost: "
                            "a player who cannot pay an applied cost cannot perform the action",
                            player=player, n=total["energy"], sources=names)),
                 "RB 204.4.c", "RB 204.4")
        return
    use_while_paying(t, player, tuple(plan), names)
    pool = t.state.players[player].resources
    spent, short = settle(pool, total)
    assert not short, "plan_adds covers it"
    for res, k in spent.items():
        pool[res] = pool.get(res, 0) - k
    t.step(StepKind.COST, Msg("{player} pays {n} Energy, the applied cost {sources} attaches to "
                              "this move, as it is performed (no chain)", player=player,
                              n=total["energy"], sources=names),
           ("RB 204.4.b", "RB 204.4", "RB 204.4.a", *(("RB 204.4.b.1",) if plan else ())),
           actor=player)
