"""Paying a cost with what resource abilities produce in the middle of paying it (RB 357, RB
429.3), declared as data: the engine's default payment counts what they will give, and the
engine carries each out, as its own step, once the play or activation it paid for is recorded.

A game whose rules allow it declares `Payment.while_paying` (a `WhilePaying`: the rules cited and
what the step says); its timing rules work out which abilities a play needs and return them in
the play's plan, under the note `WHILE_PAYING` (a tuple of `UsedWhilePaying`). Nothing is kept
in the state between the check and the payment: the plan carries it, and the engine copies the
plan's notes into the stack item.
"""

from __future__ import annotations

from judge.engine.granted import ability_named
from judge.model.state import GameObject, GameState, StackItem
from judge.msg import Msg
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Mapping

    from judge.engine.rulebook import Rulebook
    from judge.engine.table import Table
    from judge.model.cards import AbilityDef, Cost
    from judge.model.filters import Filter

#: The note of a PlayPlan (copied into its stack item's `extra`) listing the abilities its
#: player uses while paying for it.
WHILE_PAYING = "adds"


@dataclass(frozen=True)
class UsedWhilePaying:
    """A resource ability to be used while paying (RB 357, RB 429.3): its source, its name,
    and what it gives (a fixed amount of each resource)."""

    source: str  # object id
    ability: str  # ability name
    gives: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class WhilePaying:
    """That a game's players may use resource abilities in the middle of paying a cost, and
    how the ruling says it: each use is a step citing `rules`, saying the ability `verb` (a
    message whose `{what}` is what it paid for)."""

    rules: tuple[str, ...]
    verb: Msg


def planned_uses(note: object) -> tuple[UsedWhilePaying, ...]:
    """The abilities a plan's (or an item's) `WHILE_PAYING` note lists."""
    return tuple(p for p in note if isinstance(p, UsedWhilePaying)) \
        if isinstance(note, tuple) else ()


def credit(planned: tuple[UsedWhilePaying, ...]) -> dict[str, int]:
    """What the planned abilities will give, by resource."""
    out: dict[str, int] = {}
    for p in planned:
        for k, n in p.gives:
            out[k] = out.get(k, 0) + n
    return out


def pooled(have: Mapping[str, int], extra: Mapping[str, int]) -> dict[str, int]:
    """A pool with what is still to come added to it."""
    out = dict(have)
    for k, n in extra.items():
        out[k] = out.get(k, 0) + n
    return out


def use_while_paying(t: Table, player: str, planned: tuple[UsedWhilePaying, ...],
                     for_what: str) -> None:
    """Carry out the abilities planned for a payment, each as its own step: its source is
    exhausted if that is its cost, and it takes effect at once (a resource ability), as the
    game declares (`Payment.while_paying`). Why after the payment: the play is recorded before
    them, and until they are used the pool owes what they give (Payment.pay)."""
    from judge.engine.stackops import slug

    how = t.game.payment.while_paying
    if not planned or how is None:
        return
    for p in planned:
        obj = t.state.objects[p.source]
        ability = ability_named(t, obj, p.ability)
        assert ability is not None
        if ability.cost.exhaust_self:
            from judge.engine.effects import set_exhausted
            from judge.engine.unplayed import rest_cost_paid

            if not set_exhausted(t, obj, True, player=player):
                rest_cost_paid(t)  # paid even if replaced (RB 357.2.a, FOW 903.2l-2)
        item = StackItem(id=t.state.new_id(f"{obj.id}.{slug(ability.name)}"), kind="ability",
                         controller=player, name=ability.name, source=obj.id,
                         effect=ability.effect, ability=ability, keywords=ability.keywords,
                         resource=True)
        t.resolve_at_once(item, how.rules, verb=Msg(how.verb.id, what=for_what))


def use_planned_for(t: Table, item: StackItem) -> None:
    """The abilities an item's plan used while paying, once it is recorded (RB 357)."""
    planned = planned_uses(item.extra.get(WHILE_PAYING))
    if planned:
        use_while_paying(t, item.controller, planned, t.item_label(item))


# ----- what a player's resource abilities could produce while paying (FOW 907.2, RB 429.3) -----
def fixed_amounts(ability: AbilityDef) -> bool:
    """Whether every amount an ability gains is a number written on it (none read as it
    resolves)."""
    from judge.engine.effects import Gain

    return all(isinstance(n, int) for e in ability.effect if isinstance(e, Gain)
               for _, n in e.resources)


def sure_production(ability: AbilityDef) -> bool:
    """A resource ability that asks nothing but (at most) exhausting its card and gains fixed
    amounts: what it produces is known before it is used, and using it costs nothing else. A
    game's rules say which of them its players may use while paying, and whether judge plans
    them (RB 429.3) or the player chooses them (FOW 907.2, 1003.5)."""
    return ability.kind == "resource" and ability.cost.asks_only_its_card and \
        fixed_amounts(ability)


def ready_production(state: GameState, player: str, pool: tuple[str, ...],
                     is_board: Callable[[str], bool]) -> dict[str, int]:
    """What `player`'s ready resource abilities could produce, each card's used once: an
    ability of a card they control on the board whose only cost is exhausting (resting) that
    ready card and which gives only a fixed amount of the `pool`'s resources (a magic
    stone's)."""
    from judge.engine.effects import Gain

    out: dict[str, int] = {}
    for obj in _ready_sources(state, player, is_board):
        for ability in obj.card.abilities:
            gains = [e for e in ability.effect if isinstance(e, Gain)]
            if not sure_production(ability) or not ability.cost.exhaust_self or not gains or \
                    len(gains) != len(ability.effect) or \
                    not all(k in pool for g in gains for k, _ in g.resources):
                continue
            for g in gains:
                for k, n in g.resources:
                    if isinstance(n, int):  # every one is (sure_production)
                        out[str(k)] = out.get(str(k), 0) + n
            break  # resting the card uses one of its abilities
    return out


def production_at_a_cost(state: GameState, player: str, game: Rulebook,
                         helps: Callable[[Collection[str]], bool],
                         usable: Callable[[GameObject, AbilityDef], bool],
                         also: AlsoPaid | None = None) -> list[str]:
    """The resource abilities `player` could still use while paying whose use judge cannot
    count on (not `sure_production`: they ask more than exhausting their card, a sacrifice,
    a discard, X or a choice, or read their amount as they resolve), each of whose gains
    `helps` the payment (the resources it gives): which of them a player uses, and how they
    pay for it, is their choice, so a payment short without them is no refusal of judge's.
    `usable`: the game's own conditions (RB 429.3: a Reaction Add ability, not attached). One
    whose further cost the player has nothing to pay with (`_nothing_to_pay_with`: too few
    cards in hand to discard, objects of the kind it sacrifices, cards in the graveyard,
    after what the payment takes `also`) is left out. The names are `<card> (<id>):
    <ability>`."""
    from judge.engine.effects import Gain

    out: list[str] = []
    for obj in state.objects.values():
        if obj.controller != player or not game.vocab.is_board(obj.zone):
            continue
        for ability in obj.card.abilities:
            if ability.kind != "resource" or sure_production(ability) or \
                    (ability.cost.exhaust_self and obj.exhausted) or not usable(obj, ability) \
                    or _nothing_to_pay_with(state, player, ability.cost.apart_from(obj.id),
                                            game, also):
                continue
            kinds = [str(k) for e in ability.effect if isinstance(e, Gain) for k, _ in e.resources]
            if kinds and helps(kinds):
                out.append(f"{obj.card.name} ({obj.id}): {ability.name}")
    return out


@dataclass(frozen=True)
class AlsoPaid:
    """What the payment a resource ability would help takes besides the ability's own further
    cost: the cost being paid (its discards, sacrifices and graveyard cards) and the card being
    played, which leaves its zone as it is played (FOW 903.2f, RB 354: it is on the stack before
    its cost is paid, FOW 903.2l, RB 357), so neither can pay for the ability too."""

    cost: Cost
    leaving: str | None = None


def sacrificeable(state: GameState, game: Rulebook, player: str, spec: Filter,
                  leaving: str | None = None) -> set[str]:
    """The objects `player` could sacrifice (or banish) for a cost asking for `spec`: theirs,
    in play, of the kind, never barred from being sacrificed, but `leaving` (what the payment
    takes already)."""
    from judge.engine.characteristics import matches
    from judge.engine.declare import sacrifice_bar

    return {o.id for o in state.objects.values()
            if o.controller == player and o.id != leaving and game.vocab.is_board(o.zone)
            and matches(state, game, o, spec, player)
            and sacrifice_bar(game.never_sacrificed, o) is None}


def _nothing_to_pay_with(state: GameState, player: str, cost: Cost, game: Rulebook,
                         also: AlsoPaid | None) -> bool:
    """Whether `player` has too few cards in hand to discard, objects of the kinds `cost`
    sacrifices (each its filter, never one the game bars from being sacrificed) or cards in
    their graveyard to move for it, once the payment has what it takes (`also`). Objects are
    counted by kind and then together, not matched one to one (a cost of two kinds that could
    share one object is counted generously), and the ability's own card may pay its cost."""

    vocab = game.vocab
    taken = also.cost if also is not None else None
    leaving = also.leaving if also is not None else None

    def count(zone: str) -> int:
        return sum(1 for o in state.objects.values()
                   if o.owner == player and o.zone == zone and o.id != leaving)

    def fit(spec: Filter) -> set[str]:
        return sacrificeable(state, game, player, spec, leaving)

    if count(vocab.hand_zone) < cost.discard + (taken.discard if taken else 0) or \
            count(vocab.graveyard_zone) < cost.from_graveyard + (
                taken.from_graveyard if taken else 0):
        return True
    kinds = [*cost.sacrifices, *(taken.sacrifices if taken else ())]
    fits = [fit(spec) for spec, _ in kinds]
    return any(len(f) < n for f, (_, n) in zip(fits, kinds, strict=True)) or \
        len(set().union(*fits)) < sum(n for _, n in kinds)


def _ready_sources(state: GameState, player: str,
                   is_board: Callable[[str], bool]) -> list[GameObject]:
    return [obj for obj in state.objects.values()
            if obj.controller == player and not obj.exhausted and is_board(obj.zone)]
