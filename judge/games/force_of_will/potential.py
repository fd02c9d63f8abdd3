"""The cost a card would have (FOW 104.9's second sentence): "a resonator that you would have to
pay 3 or more will for", "a spell you would have to pay 2 or less will for".

- `potential_cost: 3`: its potential cost is 3 will or more (104.7: a number means that many or
  more); `potential_cost_or_less: 2`: 2 or less; `potential_cost_exactly: 2`: exactly 2.
- The potential cost is what playing it would cost now (104.9): its cost and its mandatory
  additional cost, with every increase and reduction in force now that covers its play by the
  player who has it (903.2k-3, 903.2k-4: engine/costs.py, the same reading as a play's), and an
  effect that lets it be played without paying its cost ignored. Life is not will. An X in its
  cost is 0: the card is not on the chase (204.5b).
- An alternative cost ([Raid], [Incarnation], [Mastery]) or an optional additional cost
  ([Awakening]) is a choice made as it is played, which gives several potential costs; its
  player may commit to the choice in advance and must then make it when they play it (104.9).
  Where every choice gives the same answer, that is the answer; where they differ, the answer
  is that commitment, which judge does not keep: exit 3.

The filter reads through the ruling under way (`Policies.table_filters`), which knows the cost
changes in force (those of static abilities, read now).
"""

from __future__ import annotations

from judge.engine.characteristics import keywords
from judge.engine.costs import actual_cost, total_cost
from judge.engine.lost import cannot_rule as exit_unruled
from judge.games.force_of_will.keyword_keys import keyword_cost
from judge.games.force_of_will.state import WILL, ext
from judge.model.args import Arg
from judge.model.cards import Cost
from judge.model.state import GameObject

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import NoReturn

    from judge.engine.table import Table

AT_LEAST = "potential_cost"
AT_MOST = "potential_cost_or_less"
EXACTLY = "potential_cost_exactly"
RULES = ("FOW 104.9",)
FILTER_KEY_RULES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    AT_LEAST: (RULES, RULES), AT_MOST: (RULES, RULES), EXACTLY: (RULES, RULES)}
_SAID = ("filters only: a card whose potential cost, what playing it would cost its player now "
         "(the increases and reductions in force, FOW 104.9; X as 0, 204.5b), is")
FILTER_KEYS = {
    AT_LEAST: Arg("int", minimum=0, doc=f"{_SAID} that much will or more (104.7)"),
    AT_MOST: Arg("int", minimum=0, doc=f"{_SAID} that much will or less"),
    EXACTLY: Arg("int", minimum=0, doc=f"{_SAID} exactly that much will"),
}
#: Keywords that add a choice to the cost as the card is played (an alternative cost,
#: 903.2k-1, or an optional additional cost) whose will judge reads: the keyword and the cost
#: it pays (None: no will).
_ALTERNATIVES = {"raid": "raid", "incarnation": None, "mastery": None}
_OPTIONAL = {"awakening": "awakening"}
#: Keywords whose choices change the cost in ways judge does not price ahead of a play.
_UNPRICED = ("convoke", "solarisation", "linkage", "draconic_tithe", "fusion",
             "revolution_order")


def cannot_rule(t: Table, why: str) -> NoReturn:
    """Exit 3, naming what judge does not rule on (the filter key read)."""
    exit_unruled(t, why, key="filter.potential_cost")


def _will(resources: tuple[tuple[str, int], ...]) -> int:
    return sum(n for k, n in resources if k in WILL or k == "free")


def potential_costs(t: Table, obj: GameObject) -> list[int]:
    """The will each way of playing `obj` now would cost (104.9)."""
    kws = keywords(obj)
    unpriced = [k for k in _UNPRICED if k in kws]
    if unpriced:
        cannot_rule(t, f"the cost {t.name(obj.id)} would have (FOW 104.9): its "
                       f"[{unpriced[0].replace('_', ' ')}] changes the cost by choices judge "
                       "does not work out before it is played")
    own = obj.card.cost
    extra = obj.card.additional_cost or Cost()
    bases: list[tuple[Cost, Cost]] = [(own, extra)]
    for keyword, paid in _ALTERNATIVES.items():
        if keyword in kws:  # 903.2k-1: instead of its cost
            bases.append((keyword_cost(t, obj, paid) or Cost() if paid else Cost(), extra))
    for keyword, paid in _OPTIONAL.items():
        added = keyword_cost(t, obj, paid) if keyword in kws else None
        if added is not None:
            bases += [(base, total_cost(more, added)) for base, more in bases]
    return [_priced(t, obj, base, more) for base, more in bases]


def _priced(t: Table, obj: GameObject, base: Cost, extra: Cost) -> int:
    """One way of playing it, priced now (engine/costs.py: X as 0, 204.5b, then the changes in
    force)."""
    pricing = ext(t.state).pricing
    if obj.id in pricing:
        cannot_rule(t, f"the cost {t.name(obj.id)} would have (FOW 104.9) decides whether a "
                       "cost change covers it, and that change is part of that cost: circular")
    pricing.add(obj.id)
    try:
        actual = actual_cost(t, obj.controller, base, extra, obj, x=0)
    finally:
        pricing.discard(obj.id)
    t.cite_also_rule(RULES[0])  # whatever asks it: a count, a condition, a group
    if base.x or extra.x:
        t.cite_also_rule("FOW 204.5b")
    return _will(actual.resources)


def _decide(t: Table, obj: GameObject, meets: Callable[[int], bool]) -> bool:
    """Every way of playing it answers alike: that answer; else its player's commitment."""
    answers = {meets(will) for will in potential_costs(t, obj)}
    if len(answers) == 1:
        return answers.pop()
    cannot_rule(t, f"the cost {t.name(obj.id)} would have (FOW 104.9) depends on a choice made "
                   "as it is played (an alternative or optional cost): its player may commit "
                   "to that choice now and must then keep it, which judge does not track")


def would_pay_at_least(t: Table, obj: GameObject, value: object) -> bool:
    """`potential_cost: N`: a potential cost of N will or more (104.9, 104.7)."""
    if not isinstance(value, int):
        return False
    return _decide(t, obj, lambda will: will >= value)


def would_pay_at_most(t: Table, obj: GameObject, value: object) -> bool:
    """`potential_cost_or_less: N`: a potential cost of N will or less (104.9)."""
    if not isinstance(value, int):
        return False
    return _decide(t, obj, lambda will: will <= value)


def would_pay_exactly(t: Table, obj: GameObject, value: object) -> bool:
    """`potential_cost_exactly: N`: a potential cost of exactly N will (104.9)."""
    if not isinstance(value, int):
        return False
    return _decide(t, obj, lambda will: will == value)


TABLE_FILTERS: dict[str, Callable[[Table, GameObject, object], bool]] = {
    AT_LEAST: would_pay_at_least, AT_MOST: would_pay_at_most, EXACTLY: would_pay_exactly}
