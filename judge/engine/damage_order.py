"""The order of the changes to one damage event: its replacement effects, and the prevention
effects (`prevent` shields) on what it would be dealt to, where the game's rules order them.

- A game whose increases come first (FOW 910.2a): the controller of what deals the damage
  applies the increases, then the receiver applies theirs by kind, preventing first, then
  redirecting, turning the damage into something else (an `instead` of its own), capping it, and
  nullifying it last ("becomes 0 instead"); the player chooses the order within a kind
  (`decisions: {replacements: {order: [...]}}`), by default in the order they began. A
  "becomes" of more than 0 is of no kind the rule names: the game says where by a house policy
  (`Rulebook.damage_becomes_policy`, FOW HP.16).
- A game whose rules let the affected object's controller order every replacement, prevention
  being one (RB 369.2, 372): the order chosen; a prevention the choice does not place goes where
  a house policy says (`Rulebook.prevention_order_policy`, RB HP.20).
- A game whose rules say nothing of their order, but which names a house policy for it
  (`Rulebook.damage_order_policy`, VW HP.22): the same order chosen by the affected object's
  controller, a prevention among them, those the choice does not place where that policy says.
- A game whose rules say neither and which names no such policy: a redirect or a "becomes"
  beside another change of the same damage is an honest "cannot rule" (exit 3), never an order
  judge made up.

Each applies once to the event as the ones before it left it (FOW 910.3, RB 370.2).
"""

from __future__ import annotations

from judge.engine.roles import Role
from judge.model.state import Replacement, Shield

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.engine.table import Table

#: A change to a damage event: a replacement effect, or a prevention effect on its receiver.
Change = Replacement | Shield

#: FOW 910.2a's kinds, in the order they apply: increases (the damage dealer's), then the
#: receiver's preventing, redirecting, converting, capping and nullifying.
INCREASE, PREVENT, REDIRECT, CONVERT, CAP, NULLIFY = range(6)


def shields_on(t: Table, target: str) -> list[Shield]:
    """The prevention effects on `target` now (its present object, if it is one)."""
    obj = t.state.objects.get(target)
    return [s for s in t.state.shields if s.target == target
            and (obj is None or s.incarnation == obj.incarnation)]


def is_increase(t: Table, r: Change, amount: int) -> bool:
    """Whether `r` increases the damage (FOW 910.2a: the dealer's, applied first): a doubling,
    or, where the game's house policy reads it so, a "becomes" of more than the damage."""
    if isinstance(r, Shield):
        return False
    if r.double:
        return True
    key = t.game.damage_becomes_policy
    return key is not None and bool(r.becomes) and (r.becomes or 0) > amount \
        and t.policy_in_force(key[0]) == key[1]


def in_order(t: Table, found: list[Replacement], target: str, amount: int, *,
             shields: bool = True) -> tuple[list[Change], bool]:
    """The changes to damage to `target` in the order they apply, and whether the prevention
    effects are among them (else they apply after, as the board deals the damage). Not
    `shields`: damage that cannot be prevented, which no prevention effect changes."""
    if not found:
        return [], False
    every: list[Change] = [*found, *(shields_on(t, target) if shields else ())]
    if t.game.damage_increases_first:
        return _placed(_increases_first_by_kind(t, every, amount))
    if t.game.cite_optional(Role.REPLACEMENT_ORDER):
        return _placed(_as_chosen(t, every, t.game.prevention_order_policy))
    policy = t.game.damage_order_policy
    if policy is not None:
        if len(every) < 2:  # nothing to order: no order is asked for, nor the policy read
            return list(found), False
        t.policy(policy[0])  # the house policy says who orders them: the ruling depends on it
        t.cite_also_rule(t.policy_id(policy[0]))
        return _placed(_as_chosen(t, every, policy))
    _unordered(t, found, target, len(every) > len(found))
    return list(found), False


def _placed(order: list[tuple[Change, int | None]]) -> tuple[list[Change], bool]:
    """`order` (each change with its place in the player's order, if named) as applied:
    prevention effects after every replacement that the order does not name are left to the
    board (as judge dealt damage before it ordered them); one before a replacement, or one the
    order names, puts them all in."""
    changes = [c for c, _ in order]
    last = max((i for i, c in enumerate(changes) if isinstance(c, Replacement)), default=-1)
    if not any(isinstance(c, Shield) and named is not None for c, named in order) \
            and not any(isinstance(c, Shield) for c in changes[:last]):
        return [c for c in changes if isinstance(c, Replacement)], False
    return changes, True


def chosen_ranks(t: Table) -> dict[str, int]:
    """The player's order of replacements (`decisions: {replacements: {order: [...]}}`): each
    name with its place."""
    chosen = t.decision("replacements", "order")
    order = [str(x) for x in chosen] if isinstance(chosen, (tuple, list)) else []
    return {rid: i for i, rid in enumerate(order)}


def rank_in(t: Table, c: Change, rank: dict[str, int]) -> int | None:
    """Where the player's order puts a change, if it names it: by its id, the card or ability
    that made it, or the object whose static ability it is (a decision names objects); a
    prevention by the item that made it. The entries that mattered are recorded."""
    keys = (c.source_item,) if isinstance(c, Shield) else (c.id, c.origin, c.source)
    named = [rank[k] for k in keys if k is not None and k in rank]
    for k in keys:
        if k is not None and k in rank:
            t.decision("replacements", "order", k)  # this entry of the order mattered
    return min(named, default=None)


def by_choice(place: int | None, rank: dict[str, int]) -> int:
    """A sort key of a place in the player's order: those it does not name after those it does."""
    return len(rank) if place is None else place


def _began(c: Change) -> tuple[int, int]:
    """When a change began: a prevention effect after the changes of its own timestamp (it
    takes none: it began after those stamped as it was made)."""
    return (c.since, 1) if isinstance(c, Shield) else (c.timestamp, 0)


def _depends(t: Table, policy: tuple[str, str],
             ordering: Callable[[bool], list[tuple[Change, int | None]]]
             ) -> list[tuple[Change, int | None]]:
    """The order under a house policy (`ordering(True)` under its option `policy[1]`), recorded
    and cited as a dependency only where its other option would order them otherwise."""
    key, option = policy
    mine, theirs = ordering(True), ordering(False)
    if t.policy_in_force(key) != option:
        mine, theirs = theirs, mine
    if mine != theirs:
        t.policy_is(key, option)  # the ruling depended on it: recorded
        t.cite_also_rule(t.policy_id(key))
    return mine


def _kind(c: Change, amount: int, as_increase: bool) -> int:
    """The kind of FOW 910.2a a change of `amount` damage is of (`as_increase`: a "becomes" of
    more than it is an increase, under the house policy that reads it so)."""
    if isinstance(c, Shield) or c.prevent or c.prevent_all:
        return PREVENT
    if c.double:
        return INCREASE
    if c.redirect is not None:
        return REDIRECT
    if c.becomes is None:
        return CONVERT  # "instead" of its own: the damage turned into something else
    if c.becomes == 0:
        return NULLIFY
    if as_increase:
        return INCREASE if c.becomes > amount else CAP
    return NULLIFY  # its wording is the nullifying example's: "becomes N instead"


def of_several_kinds(t: Table, changes: list[Change], amount: int) -> bool:
    """Whether the changes of one damage are of more than one kind of FOW 910.2a, so that the
    rule, not the player's order, puts each after those of the kinds before it (a game whose
    increases come first; any other game orders them otherwise)."""
    return t.game.damage_increases_first and len(
        {INCREASE if is_increase(t, c, amount) else _kind(c, amount, False)
         for c in changes}) > 1


def one_of_each_kind(t: Table, changes: list[Change], amount: int) -> bool:
    """Whether several changes of one damage are each of a kind of FOW 910.2a no other of them
    is of, so that the rule alone orders them and no player's choice is left (a game whose
    increases come first)."""
    kinds = [INCREASE if is_increase(t, c, amount) else _kind(c, amount, False)
             for c in changes]
    return t.game.damage_increases_first and len(kinds) > 1 and len(set(kinds)) == len(kinds)


def _increases_first_by_kind(t: Table, every: list[Change], amount: int
                 ) -> list[tuple[Change, int | None]]:
    """FOW 910.2a: the increases, then the receiver's by kind, each kind in the order chosen
    (by default in the order they began)."""
    rank = chosen_ranks(t)
    chosen = [(c, rank_in(t, c, rank)) for c in every]

    def ordering(as_increase: bool) -> list[tuple[Change, int | None]]:
        return sorted(chosen, key=lambda cp: (_kind(cp[0], amount, as_increase),
                                              by_choice(cp[1], rank), _began(cp[0])))

    key = t.game.damage_becomes_policy
    if key is not None and len(every) > 1 and any(
            isinstance(c, Replacement) and c.becomes for c in every):
        ordered = _depends(t, key, ordering)
    else:
        ordered = ordering(False)
    plain = sorted(chosen, key=lambda cp: (by_choice(cp[1], rank), _began(cp[0])))
    if ordered != plain:
        t.cite_also_optional(Role.DAMAGE_INCREASES_FIRST)  # the rule on their order
    return ordered


def _as_chosen(t: Table, every: list[Change], policy: tuple[str, str] | None
               ) -> list[tuple[Change, int | None]]:
    """RB 369.2, 372: the affected object's controller orders every replacement, a prevention
    among them; one the choice does not name where the house policy `policy` puts it (among
    them as they began under its option `policy[1]`; None: after them)."""
    rank = chosen_ranks(t)
    chosen = [(c, rank_in(t, c, rank)) for c in every]

    def ordering(by_time: bool) -> list[tuple[Change, int | None]]:
        def began(c: Change, place: int | None) -> tuple[int, int]:
            unplaced = isinstance(c, Shield) and place is None and not by_time
            return (1 << 62, 0) if unplaced else _began(c)

        return sorted(chosen, key=lambda cp: (by_choice(cp[1], rank), began(*cp)))

    if policy is not None and any(isinstance(c, Shield) for c in every):
        return _depends(t, policy, ordering)
    return ordering(False)


def _unordered(t: Table, found: list[Replacement], target: str, shielded: bool) -> None:
    """A game whose rules say nothing of how several changes of one damage are ordered, and which
    names no house policy for it (`Rulebook.damage_order_policy`): a redirect or a "becomes"
    beside another (or beside a prevention, which judge applies after them) has no order judge
    can follow, an honest exit 3. Others apply in the order chosen, the prevention after (their
    order changes nothing judge models: a doubling and a prevention of the same damage excepted,
    which such a game's rules do not order either)."""
    if not any(r.becomes is not None or r.redirect is not None for r in found):
        return
    if len(found) < 2 and not shielded:
        return
    from judge.errors import Problem, UnsupportedMechanic

    why = ("a `prevent` effect on the same damage, which judge applies after every replacement"
           if shielded else "other replacement effects of the same damage, whose order this "
           "game's rules do not say")
    raise UnsupportedMechanic(Problem(
        t.scenario.file, 0, 0, "replace", "a redirect or a \"becomes\" replacement of damage to "
        f"{t.name(target)} beside {why}: judge cannot rule on their order"))
