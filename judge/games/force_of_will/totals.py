"""Force of Will filters by number: a card's total cost and its counters (FOW 104.7, 204.5).

- `total_cost: 2`: total cost exactly 2 (104.7a: "total cost N" is exact, unlike other numbers);
  `total_cost_or_more: 3`: 3 or higher ("total cost 3 or more").
- The total cost is the sum of the will symbols of the cost and its free number (204.5); a card
  with no cost has 0 (204.5a); each X counts as its chosen value while the card is on the chase,
  as 0 anywhere else (204.5b).
- `counter_count: 2`: two or more counters of any kind (104.7: a number means that many or more);
  `counter_count_exactly: 2`: exactly two ("exactly", 104.7).
- `counters_of: {charge: 2}`: two or more charge counters (104.7), of each kind named;
  `counters_of_exactly: {charge: 2}`: exactly two of that kind ("exactly", 104.7).
"""

from __future__ import annotations

from judge.model.state import GameObject, GameState

#: The rules cited where a condition or a count asks these keys, of a card on the board and
#: elsewhere (Rulebook.filter_key_rules).
TOTAL_RULES = ("FOW 104.7a",)
COUNTER_RULES = ("FOW 104.7",)
FILTER_KEY_RULES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "total_cost": (TOTAL_RULES, TOTAL_RULES),
    "total_cost_or_more": (TOTAL_RULES, TOTAL_RULES),
    "counter_count": (COUNTER_RULES, COUNTER_RULES),
    "counter_count_exactly": (COUNTER_RULES, COUNTER_RULES),
    "counters_of": (COUNTER_RULES, COUNTER_RULES),
    "counters_of_exactly": (COUNTER_RULES, COUNTER_RULES),
}


def total_cost_of(state: GameState, obj: GameObject) -> int:
    """FOW 204.5: its will symbols and free number added up; each X is the value chosen for it
    while the card is on the chase (its item's `x` choice), 0 elsewhere (204.5b)."""
    cost = obj.card.cost
    printed = sum(n for _, n in cost.resources)
    if not cost.x:
        return printed
    item = next((i for i in state.stack if i.kind == "card" and i.source == obj.id), None)
    x = item.choices.get("x") if item is not None else None
    return printed + (x if isinstance(x, int) else 0) * len(cost.x)


def total_cost_is(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `total_cost`: exactly that total cost (FOW 104.7a)."""
    return isinstance(value, int) and total_cost_of(state, obj) == value


def total_cost_at_least(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `total_cost_or_more`: that total cost or higher (FOW 104.7a)."""
    return isinstance(value, int) and total_cost_of(state, obj) >= value


def counters_at_least(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `counter_count`: that many counters of any kind or more (FOW 104.7)."""
    return isinstance(value, int) and sum(obj.counters.values()) >= value


def counters_exactly(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `counter_count_exactly`: exactly that many counters of any kind
    (FOW 104.7)."""
    return isinstance(value, int) and sum(obj.counters.values()) == value


def counters_of_at_least(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `counters_of`: of each kind it names, that many counters or more ("two
    charge counters", FOW 104.7)."""
    return isinstance(value, dict) and all(
        isinstance(n, int) and obj.counters.get(str(kind), 0) >= n for kind, n in value.items())


def counters_of_exactly(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `counters_of_exactly`: of each kind it names, exactly that many counters
    ("exactly two charge counters", FOW 104.7)."""
    return isinstance(value, dict) and all(
        isinstance(n, int) and obj.counters.get(str(kind), 0) == n for kind, n in value.items())
