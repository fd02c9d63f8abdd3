"""Damage divided among several targets as its player chooses (FOW 903.2j, 903.2j-1, 903.2j-2):
"deal 500 damage divided as you choose among up to two target resonators".

What a file writes: the effect `divide_damage: {targets: [$1, $2], amount: 500}`, and the split as
the card is played, `choices: {divide: [300, 200]}` (one share per target, in the targets' order;
a triggered ability's under `decisions: {<item id>: {choices: {divide: [...]}}}`). Each share is
a positive multiple of 100 (903.2j-1) and they add up to the amount. The split is fixed as it is
played (903.2j-2): a target that is no longer legal as it resolves gets nothing and its share goes
to no one (903.3a); each share is its own damage, so "double the damage" applies to each after
the split (910.2c).
"""

from __future__ import annotations

from judge.engine.conditions import Amount
from judge.engine.conditions import amount as amount_of
from judge.engine.declare import EffectDecl, Refusal
from judge.engine.effects import Damage, damage
from judge.model.args import Arg, list_of, required
from judge.model.effects import Effect, Ref, arg
from judge.model.state import StackItem
from judge.msg import Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

RULES = ("FOW 903.2j-1", "FOW 903.2j-2")
DIVIDE_CHOICE_KEYS: dict[str, Arg] = {
    "divide": Arg("list", of=Arg("int", minimum=100), doc="damage divided among targets (FOW "
                  "903.2j-1): each target's share, in the order of the targets, positive "
                  "multiples of 100 adding up to the amount; fixed as it is played (903.2j-2)"),
}


@dataclass(frozen=True)
class DivideDamage(Effect):
    """`divide_damage: {targets: [$1, $2], amount: 500}`: that much damage divided among the
    targets as the player chose (`choices: {divide: [300, 200]}`, FOW 903.2j)."""

    kind: ClassVar[str] = "divide_damage"
    targets: tuple[Ref, ...] = arg(list_of(Arg("target"), "the targets it is divided among, "
                                           "in order ($1, $2 ...)", required=True))
    amount: Amount = arg(required("quantity", "the damage divided", minimum=0))


def division_refused(t: Table, item: StackItem, e: DivideDamage) -> Refusal | None:
    """FOW 903.2j, 903.2j-1: the division is decided as the card is played: one chosen then
    that is not a positive multiple of 100 for each target, adding up to the amount, makes the
    play illegal, refused then (not found only as it resolves, or never, were it cancelled).
    No division chosen is the file's to say: asked as it resolves (`run_divide_damage`)."""
    chosen = item.choices.get("divide")
    if not isinstance(chosen, (list, tuple)):
        return None
    total = amount_of(t, item, e.amount)
    shares = [x for x in chosen if isinstance(x, int) and not isinstance(x, bool)]
    if len(shares) == len(chosen) == len(e.targets) and sum(shares) == total and \
            all(s > 0 and not s % 100 for s in shares):
        return None
    return Refusal(phrase(Msg("{total} damage divided as {shares} among {n} targets: each "
                              "target's share is a positive multiple of 100 and the shares add "
                              "up to the amount", total=total,
                              shares=", ".join(str(x) for x in chosen), n=len(e.targets))),
                   ("FOW 903.2j-1", "FOW 903.2j"))


def run_divide_damage(t: Table, item: StackItem, e: DivideDamage) -> str | None:
    total = amount_of(t, item, e.amount)
    chosen = item.choices.get("divide")
    if chosen is None:
        chosen = t.decision(item.id, "choices", "divide")
    example = f"`choices: {{divide: [...]}}` ({len(e.targets)} shares adding up to {total})"
    if not isinstance(chosen, (list, tuple)):
        if len(e.targets) != 1:
            t.bad_decision((item.id, "choices", "divide"), f"{item.name} divides {total} damage "
                           f"among {len(e.targets)} targets as its player chooses as it is "
                           f"played (FOW 903.2j): name each target's share in {example}")
        chosen = [total]
    shares = [int(x) for x in chosen if isinstance(x, int) and not isinstance(x, bool)]
    if len(shares) != len(chosen) or len(shares) != len(e.targets) or sum(shares) != total or \
            any(s <= 0 or s % 100 for s in shares):
        t.bad_decision((item.id, "choices", "divide"), f"{item.name}: each target's share of the "
                       f"{total} damage is a positive multiple of 100 and they add up to it (FOW "
                       f"903.2j-1): {example}")
    dealt = [said for ref, share in zip(e.targets, shares, strict=True)
             if (said := damage(t, item, Damage(target=ref, amount=share)))]
    for rule in RULES:  # after the damage: cited by the resolution, not by a replacement's step
        t.cite_also_rule(rule)
    return phrases(dealt)


DIVIDE_DAMAGE = EffectDecl(DivideDamage, run_divide_damage,
                           "deal {amount} damage divided among {targets}",
                           check_played=division_refused)
