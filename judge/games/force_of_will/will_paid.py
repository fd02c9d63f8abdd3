"""The will a card was played paying (FOW 104.9): "if this card was played paying 3 or more
will", "a spell played paying 2 will".

- `will_paid: 2`: the will paid for its total cost is 2 or more (104.7: a number means that
  many or more). Additional costs are left out (104.9): the [Awakening] cost of an awakened
  card (1110.2) and a card's own additional cost, and so is the will of the Revolution Order
  process that orders it (paid beside the spell's cost, no part of it: 712.2a, 712.2d).
  Increases of its cost count: they are its cost (903.2k-3).
- `will_paid_actual: 3`: text that says "actual cost" counts all the will paid (104.9,
  903.2k-5).
- `will_paid_or_less: 2` and `will_paid_actual_or_less: 2` (filters only): "a spell played paying
  2 or less will", 1017.3b's own case. Only a card that was played matches: one put onto the
  field or the chase otherwise carries no mark and was not played paying anything. A copy of the
  spell on the chase counts as played paying zero will for them (1017.3b, whatever FOW HP.54
  says of the "or more" keys: engine/conditions.py paid_as_copy), and so does a copy played
  (1017.6c), whatever it paid.

Both are read from what the play's cost step paid (`paid` of its chase item, worked out once,
engine/costs.py), set on the card as it goes on the chase and kept as it enters the field (it is
still the card that was played, as for [Awakening], 1110.4), whether its player played it or an
effect did (`play_now`, chase.py). A reduction of the whole cost of a
card with an additional cost comes off the part its player chooses (903.2k-4): FOW HP.46 says
which part judge takes it off. A card not played (put onto the field, or played before the
scenario starts without the key) was played paying nothing.

"That you would have to pay N will for" (104.9's second sentence, the potential cost of a card
not yet played) is potential.py's.
"""

from __future__ import annotations

from judge.engine.costs import COST_REDUCED
from judge.games.force_of_will.state import WILL, is_trigger_card
from judge.model.args import Arg
from judge.model.state import GameObject, GameState, StackItem
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.engine.table import Table

#: The object keys: the will paid for its total cost, and for its actual cost.
PAID = "will_paid"
PAID_ACTUAL = "will_paid_actual"
#: The filter keys "played paying N will or less" (for its total cost, and its actual cost).
PAID_AT_MOST = "will_paid_or_less"
PAID_ACTUAL_AT_MOST = "will_paid_actual_or_less"
#: The filter key "played without paying its cost" (FOW 903.2k-2), and the mark it reads: 1 for
#: a card played paying its cost, 0 for one played without (a copy of its spell on the chase
#: reads 0 too, 1017.3a: COPY_PAID_ZERO).
PLAYED_FREE = "played_free"
COST_PAID = "cost_paid:"
#: The mark of a [Trigger] card played from the standby area, paying its [Trigger] cost and not
#: its own (708.4): whether that is "without paying its cost" the rules do not say, so house
#: policy FOW HP.57 (`trigger.standby_cost`) does, as the filter reads it.
UNSAID = -1
#: The play note of a [Trigger] card played from the standby area (708.4; timing.plan_play).
FROM_STANDBY = "trigger_from_standby"
#: The value paid for X to play an addition, regalia or resonator with an X free cost: its
#: abilities' X that their text does not define (FOW 903.2h-4).
X_PAID = "x_paid"
#: The value paid for X in the judgment process that put a J-ruler into the field: its
#: abilities' X that their text does not define (FOW 903.2h-2; set by rulers.py).
JUDGMENT_X = "judgment_x"
#: The play note of the will of its [Awakening] cost, an additional cost (1110.2).
AWAKENING_WILL = "awakening_will"
#: The play note of the will of the Revolution Order process that orders it: paid beside the
#: spell's cost, no part of it (712.2a, 712.2d).
REVOLUTION_WILL = "revolution_will"
RULES = ("FOW 104.9", "FOW 104.7")
FILTER_KEY_RULES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    PAID: (RULES, RULES), PAID_ACTUAL: (RULES, RULES),
    PAID_AT_MOST: (("FOW 104.9",), ("FOW 104.9",)),
    PAID_ACTUAL_AT_MOST: (("FOW 104.9",), ("FOW 104.9",)),
    PLAYED_FREE: (("FOW 903.2k-2",), ("FOW 903.2k-2",))}
#: FOW 1017.3b: for these keys a copy of the spell on the chase was played paying zero will:
#: the filter key and the object key it reads.
COPY_PAID_ZERO: dict[str, tuple[str, ...]] = {
    PAID_AT_MOST: (PAID,), PAID_ACTUAL_AT_MOST: (PAID_ACTUAL,), PLAYED_FREE: (COST_PAID,)}
COPY_PAID_ZERO_RULE = "FOW 1017.3b"
#: FOW 1017.3a: a copy counts as played without paying its cost (not 1017.3b's zero will).
COPY_PAID_ZERO_RULES = {PLAYED_FREE: "FOW 1017.3a"}
OBJECT_KEYS = {
    PAID: Arg("int", minimum=0, doc="the will it was played paying for its total cost, its "
              "additional costs ([Awakening]) left out (FOW 104.9); a filter matches that many "
              "or more (104.7); set as it is played, kept as it enters the field"),
    PAID_ACTUAL: Arg("int", minimum=0, doc="the will it was played paying in all, its actual "
                     "cost (FOW 104.9: text that says \"actual cost\"); a filter matches that "
                     "many or more (104.7)"),
    PAID_AT_MOST: Arg("int", minimum=0, doc="filters only: a card that was played paying "
                      "that much will or less for its total cost, its additional costs left "
                      "out (FOW 104.9); a card not played (put onto the field) does not match; "
                      "a copy of a spell counts as played paying 0 (1017.3b)"),
    PAID_ACTUAL_AT_MOST: Arg("int", minimum=0, doc="filters only: a card that was played "
                             "paying that much will or less in all, its actual cost (FOW "
                             "104.9); a copy of a spell counts as played paying 0 (1017.3b)"),
    PLAYED_FREE: Arg("bool", doc="filters only: `true`, a card that was played without paying "
                     "its cost (FOW 903.2k-2: by an effect that lets it be, or by [Stealth], "
                     "1114.2); a copy of a spell on the chase counts as one (1017.3a); a card "
                     "not played (put onto the field) never does; `false`, one played paying it"),
    X_PAID: Arg("int", minimum=0, doc="the value paid for X to play this entity with an X free "
                "cost: the X of its abilities that their text does not define (FOW 903.2h-4); "
                "set as it is played, kept as it enters the field"),
}


def _will(resources: object) -> int:
    """The will in a payment (`free` is will of any kind; life is not will)."""
    if not isinstance(resources, dict):
        return 0
    return sum(n for k, n in resources.items() if (k in WILL or k == "free") and isinstance(n, int))


def additional_will(obj: GameObject, item: StackItem) -> int:
    """The will of the additional costs of this play: its [Awakening] cost and the card's own
    additional cost (1110.2, 903.2k-3). (A Revolution Order's will, paid apart, is not one:
    mark_will_paid leaves it out first.)"""
    extra = obj.card.additional_cost
    own = _will(dict(extra.resources)) if extra is not None else 0
    awakening = item.extra.get(AWAKENING_WILL)
    return own + (awakening if isinstance(awakening, int) else 0)


def mark_will_paid(t: Table, item: StackItem, obj: GameObject) -> None:
    """As the card goes on the chase: the will it was played paying, in all and for its total
    cost (104.9). A reduction of the whole cost, where the play has additional costs, is taken
    off the part FOW HP.46 says (903.2k-4: its player's choice)."""
    # FOW 712.2d: a Revolution Order's will is paid apart, no cost change reaching it
    ordered = item.extra.get(REVOLUTION_WILL)
    actual = _will(item.extra.get("paid"))
    actual_here = actual - (ordered if isinstance(ordered, int) else 0)
    added = additional_will(obj, item)
    if added and item.extra.get(COST_REDUCED) and t.policy_is("will_paid.reduction", "additional"):
        # the reduction came off the additional costs first: the card's cost was paid in full
        own = min(actual_here, _will(dict(obj.card.cost.resources)) + _x_paid(obj, item))
        t.cite_also_rule("FOW HP.46")
    else:
        own = max(0, actual_here - added)
        if added and item.extra.get(COST_REDUCED):
            t.cite_also_rule("FOW HP.46")
    obj.extra[PAID_ACTUAL] = actual
    obj.extra[PAID] = own
    # FOW 903.2k-2; a [Trigger] card played like an ability (604.1b) from the standby area pays
    # its [Trigger] cost and not its own (708.4): UNSAID (FOW HP.57), unless an effect let it be
    # played without paying its cost; from the hand it pays its own cost too
    obj.extra[COST_PAID] = 0 if item.extra.get("free") else \
        UNSAID if is_trigger_card(obj) and item.extra.get(FROM_STANDBY) else 1
    x = item.extra.get("x_paid")  # FOW 903.2h-4: what was paid for X (free: 0, 903.2h-1)
    if obj.card.cost.x and isinstance(x, int):
        obj.extra[X_PAID] = x


def x_of_entity(t: Table, item: StackItem) -> None:
    """FOW 903.2h-4: an ability of an addition, regalia or resonator that entered the field
    played with an X free cost, using an X its own text does not define (no X in the ability's
    cost), has the X paid to play the card. Set as the ability goes on the chase."""
    if item.kind != "ability" or item.ability is None or item.ability.cost.x or \
            item.source is None:
        return
    obj = t.state.objects.get(item.source)
    if obj is None:
        return
    # one that has left the field since (its leaving triggered it) is seen as it was there
    was = obj if obj.zone == "field" else obj.left_board_as
    paid = was.extra.get(X_PAID) if was is not None and was.zone == "field" else None
    judged = was.extra.get(JUDGMENT_X) if was is not None and was.zone == "field" else None
    if isinstance(judged, int) and _reads_x(item):
        # FOW 903.2h-2: a J-ruler put into the field by a judgment process with an X
        item.choices["x"] = judged
        t.note(phrase(Msg("{item} uses X = {n}, the value paid for X in the judgment process "
                          "that put {object} into the field", item=item.id, n=judged,
                          object=t.name(obj.id))), ("FOW 903.2h-2",))
        return
    if not isinstance(paid, int) or not _reads_x(item):
        return
    item.choices["x"] = paid
    t.note(phrase(Msg("{item} uses X = {n}, the value paid for X to play {object}",
                      item=item.id, n=paid, object=t.name(obj.id))),
           ("FOW 903.2h-4",))


def _reads_x(item: StackItem) -> bool:
    """Whether the ability's effects read an X (`{x: true}`) anywhere."""
    from judge.scenario.load import uses_x

    return uses_x(item.effect)


def _x_paid(obj: GameObject, item: StackItem) -> int:
    x = item.choices.get("x")
    return (x if isinstance(x, int) else 0) * len(obj.card.cost.x)


def paid_at_least(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `will_paid`: played paying that much will or more for its total cost."""
    n = obj.extra.get(PAID, 0)
    return isinstance(value, int) and isinstance(n, int) and n >= value


def paid_actual_at_least(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `will_paid_actual`: played paying that much will or more in all."""
    n = obj.extra.get(PAID_ACTUAL, 0)
    return isinstance(value, int) and isinstance(n, int) and n >= value


def _paid(obj: GameObject, key: str) -> int | None:
    """The will a card was played paying, or None if it was not played: judge marks each
    play (mark_will_paid); a card on the chase with no mark was played before the scenario
    began, paying nothing; one elsewhere with no mark was put there, not played."""
    n = obj.extra.get(key)
    if isinstance(n, int):
        return n
    return 0 if obj.zone == "chase" else None


def paid_at_most(t: Table, obj: GameObject, value: object) -> bool:
    """The filter key `will_paid_or_less`: played paying that much will or less for its total
    cost (104.9); a played copy counts as played for zero will (1017.6c)."""
    n = _paid_or_copy(t, obj, PAID)
    return isinstance(value, int) and n is not None and n <= value


def paid_actual_at_most(t: Table, obj: GameObject, value: object) -> bool:
    """The filter key `will_paid_actual_or_less`: played paying that much will or less in all."""
    n = _paid_or_copy(t, obj, PAID_ACTUAL)
    return isinstance(value, int) and n is not None and n <= value


def _paid_or_copy(t: Table, obj: GameObject, key: str) -> int | None:
    if obj.copy_of is not None and obj.zone == "chase":
        t.cite_also_rule("FOW 1017.6c")  # a copy played: paid with zero will, for this text
        return 0
    return _paid(obj, key)


def played_free(t: Table, obj: GameObject, value: object) -> bool:
    """The filter key `played_free`: "played without paying its cost" (903.2k-2). A played copy
    counts as one (1017.6b), and so does a copy of a spell on the chase read by its own text
    (1017.3a; engine/conditions.py paid_as_copy). A card with no mark was not played (or, on the
    chase, was played before the scenario began, paying its cost as judge reads such a play)."""
    if obj.copy_of is not None and obj.zone == "chase":
        t.cite_also_rule("FOW 1017.6b")
        paid: object = 0
    else:
        paid = obj.extra.get(COST_PAID, 1 if obj.zone == "chase" else None)
        if t.state.objects.get(obj.id) is not obj and paid == 0:
            t.cite_also_rule("FOW 1017.3a")  # its copy's view of it (paid_as_copy)
        if paid == UNSAID:  # FOW 708.4: its [Trigger] cost, not its own; the rules leave it
            t.cite_also_rule("FOW 708.4")
            t.cite_also_rule(t.policy_id("trigger.standby_cost"))
            paid = 0 if t.policy_is("trigger.standby_cost", "free") else 1
    return isinstance(paid, int) and (paid == 0) is bool(value)


#: The filter keys read through the ruling under way (they may cite a rule).
TABLE_FILTERS: dict[str, Callable[[Table, GameObject, object], bool]] = {
    PAID_AT_MOST: paid_at_most, PAID_ACTUAL_AT_MOST: paid_actual_at_most,
    PLAYED_FREE: played_free}
