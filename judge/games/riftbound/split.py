"""Splitting damage (RB 355.14) and Bonus Damage on a split (RB 715.3).

"Deal 5 damage split among any number of enemy units here" is a group target (engine/groups.py)
whose `up_to` is `{damage_to_split: 5}` (RB 355.14.c: no more targets than the damage there is
to split as it is played, Bonus Damage included: RB 715.3), and the effect
`split_damage: {target: $1, amount: 5}`. As it resolves:

- the Bonus Damage of its controller's permanents is added once, to the amount split, not to
  each target (RB 715.3); none when the amount is 0 (RB 715.4); a bonus for some targets only
  (`bonus_damage_to`) goes where house policy RB HP.7 says: by default to the share of each
  target it covers, after the split;
- with more targets still legal than damage, its controller drops targets until there are as
  many as the damage, never more (RB 355.14.h, RB 355.14.h.1); v1.3 has no RB 355.14.h.1 and
  does not say how many may go: house policy RB HP.44 (`split.v13_drop`) reads it;
- its controller divides the damage, at least 1 to each remaining target (RB 355.14.e-g):
  `decisions: {<item>: {choices: {split: {<id>: n, ...}}}}` (a target left out is one that
  ceases to be a target); otherwise judge gives 1 to each in the order chosen and the rest to
  the first, and says so.
"""

from __future__ import annotations

from judge.engine.conditions import Amount, GameQuantity, amount, note_object
from judge.engine.effects import refs
from judge.games.riftbound.bonus import bonus_sources, gone_sources
from judge.model import effects as fx
from judge.model.args import required
from judge.model.effects import arg
from judge.model.state import StackItem
from judge.msg import Items, Msg, Said, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


def bonus_of(t: Table, item: StackItem, n: int, targets: list[str] | None = None
             ) -> tuple[int, str]:
    """The Bonus Damage added to the amount a deal of `n` splits, and where it comes from in
    words: a spell's or ability's only, and none on 0 (RB 715.4). A bonus only for some targets
    (`bonus_damage_to`) joins it only under house policy RB HP.7 `amount-split`, when one of
    the remaining `targets` is covered; with no targets yet (how many may be chosen) it is not
    counted."""
    if item.kind not in ("card", "ability") or n <= 0:
        return 0, ""
    if len(bonus_sources(t, item.controller, signed=True)) != len(
            bonus_sources(t, item.controller)):
        from judge.engine.lost import cannot_rule

        cannot_rule(t, "a negative Bonus Damage on a split: RB 714 and RB 714.2 total a deal "
                       "action's Bonus Damage, and judge does not total a split's with a "
                       "negative one", key="card.bonus_damage")
    sources = bonus_sources(t, item.controller)
    if targets and bonus_sources(t, item.controller, targeted=True) and \
            t.policy_is("damage.split_bonus_to_some", "amount-split"):
        sources += [(oid, k) for oid, k in bonus_sources(t, item.controller, targeted=True)
                    if any(oid in dict(bonus_sources(t, item.controller, tid))
                           for tid in targets)]
    return sum(k for _, k in sources), ", ".join(t.name(oid) for oid, _ in sources)


def share_bonus(t: Table, item: StackItem, tid: str) -> list[tuple[str, int]]:
    """Under RB HP.7 `each-share`: the bonuses for some targets only that cover `tid`, added to
    its share after the split (RB 715.2 read for each target)."""
    targeted = bonus_sources(t, item.controller, targeted=True)
    if not targeted or not t.policy_is("damage.split_bonus_to_some", "each-share"):
        return []
    covering = dict(bonus_sources(t, item.controller, tid))
    return [(oid, k) for oid, k in targeted if oid in covering]


@dataclass(frozen=True)
class DamageToSplit(GameQuantity):
    """`{damage_to_split: N}`: the damage a split of N deals, its controller's Bonus Damage
    included (RB 715.3); as the `up_to` of a group target it is how many may be chosen
    (RB 355.14.c)."""

    kind: ClassVar[str] = "damage_to_split"
    rules: ClassVar[tuple[str, ...]] = ("RB 355.14.c", "RB 715.3")
    damage_to_split: int = arg(required("int", "the damage the card splits", minimum=0))

    def value(self, t: Table, item: StackItem) -> int:
        return self.damage_to_split + bonus_of(t, item, self.damage_to_split)[0]

    def said(self) -> str:
        return phrase(Msg("{n} damage plus your Bonus Damage", n=self.damage_to_split))


@dataclass(frozen=True)
class SplitDamage(fx.Effect):
    """Deal an amount of damage split among the targets, at least 1 to each (RB 355.14), plus
    its controller's Bonus Damage once, to the amount split (RB 715.3)."""

    kind: ClassVar[str] = "split_damage"
    target: fx.Ref = arg(required("target", "the targets it is split among (a group: $n)"))
    amount: Amount = arg(required("quantity", "how much damage is split", minimum=0))


def run_split_damage(t: Table, item: StackItem, e: SplitDamage) -> str | None:
    """RB 355.14.e-h, RB 715.3: the split is decided now, among the targets still legal."""
    n = amount(t, item, e.amount)  # RB 359.3.f.2: read as it executes
    targets = refs(t, item, e.target)
    bonus, whose = bonus_of(t, item, n, targets)
    total = n + bonus
    if total <= 0 or not targets:
        if bonus == 0 and n <= 0 and bonus_sources(t, item.controller):
            t.cite_also_rule("RB 715.4")
        return None
    if bonus:
        t.cite_also_rule("RB 715.3")
    shares, auto = split_of(t, item, targets, total)
    dropped = [tid for tid in targets if tid not in shares]
    if dropped:
        t.cite_also_rule("RB 355.14.h")
        t.cite_also_rule(drop_rule(t))
    t.cite_also_rule("RB 355.14.e")
    if item.extra.get("illegal_targets"):  # RB 359.3.e.8: divided among those still legal
        t.cite_also_rule("RB 359.3.e.8")
    done: list[Msg] = []
    for tid, share in shares.items():
        extra = share_bonus(t, item, tid) if n > 0 else []
        more = sum(k for _, k in extra)
        dealt = t.deal_damage(tid, share + more, source=item.source, item=item.id,
                              cause=item.id)
        part = Msg("{n} to {target}", n=share + more, target=t.name(tid))
        if dealt != share + more:
            part = Msg("{what} ({dealt} dealt)", what=part, dealt=dealt)
        if extra:
            part = Msg("{what}{bonus}", what=part, bonus=share_bonus_said(t, share, extra).msg)
        done.append(part)
    said = Msg("deals {total} damage split: {shares}", total=total,
               shares=Items(done, commas=True))
    if bonus:
        said = Msg("{said} ({n} + {bonus} Bonus Damage from {sources}, split once)", said=said,
                   n=n, bonus=bonus, sources=whose)
    elif gone := gone_sources(t, item):
        # the Bonus Damage that was to be split with it left with its source before this
        # resolved (RB 715.1: read as the damage is dealt; RB 715.3: what a split adds): the
        # amount split is the printed one, which may leave a target chosen for the bonus out
        t.cite_also_rule("RB 715.3")
        left = Items([t.name(oid) for oid in gone], commas=True)
        for tid in targets:  # the answer's fact of each target says it too
            note_object(item, tid, Msg("no Bonus Damage from {sources}: gone from the board "
                                       "before this resolved", sources=left))
        said = Msg("{said} (no Bonus Damage from {sources}: gone from the board before this "
                   "resolved)", said=said, sources=left)
    if dropped:
        said = Msg("{said}; {targets} ceased to be a target (more targets than damage)",
                   plural="{said}; {targets} ceased to be targets (more targets than damage)",
                   said=said, n=len(dropped), targets=Items([t.name(d) for d in dropped],
                                                          commas=True))
        if item.extra.get("surcharge"):  # RB 355.14.i: no refund for a target let go
            t.cite_also_rule("RB 355.14.i")
            said = Msg("{said}; the Deflect cost paid for choosing the targets stays paid",
                       said=said)
    if auto:
        example = f"`decisions: {{{item.id}: {{choices: {{split: {{id: n}}}}}}}}`"
        said = Msg("{said} (split chosen automatically: 1 each, the rest to the first; set "
                   "{example} to choose)", said=said, example=example)
    return phrase(said)


def share_bonus_said(t: Table, share: int, extra: list[tuple[str, int]]) -> Said:
    """Its share plus the bonus for some targets only that covers it (RB HP.7)."""
    t.cite_also_rule("RB 715.2")
    t.cite_also_rule(t.policy_id("damage.split_bonus_to_some"))
    return phrase(Msg(" ({share} + {bonus} Bonus Damage from {sources}, for this target: house "
                      "policy {policy})", share=share, bonus=sum(k for _, k in extra),
                      sources=Items([t.name(oid) for oid, _ in extra], commas=True),
                      policy=t.policy_id("damage.split_bonus_to_some")))


def drop_rule(t: Table) -> str:
    """What bounds how many targets a split drops: RB 355.14.h.1 (only as many as needed); v1.3
    has no such rule and house policy RB HP.44 reads its RB 355.14.h."""
    return t.policy_id("split.v13_drop") if t.state.edition == "v1.3" else "RB 355.14.h.1"


def split_of(t: Table, item: StackItem, targets: list[str], total: int
             ) -> tuple[dict[str, int], bool]:
    """How the damage is divided (target -> share, each at least 1, summing to `total`, as many
    targets as there is damage when there are more: RB 355.14.f-h.1): as `decisions:` says, else
    1 each in order and the rest to the first. Second: judge chose."""
    keep = min(len(targets), total)
    chosen = t.decision(item.id, "choices", "split")
    if chosen is None:
        shares = dict.fromkeys(targets[:keep], 1)
        shares[targets[0]] += total - keep
        return shares, len(targets) > 1
    path = (item.id, "choices", "split")
    if not isinstance(chosen, dict) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in chosen.values()):
        t.bad_decision(path, "a split is a mapping of target ids to whole numbers of damage")
    shares = {str(k): int(v) for k, v in chosen.items()}
    strays = [k for k in shares if k not in targets]
    if strays:
        t.bad_decision(path, f"{', '.join(strays)} is not among its remaining targets "
                       f"({', '.join(targets)})")
    if any(v < 1 for v in shares.values()):
        t.bad_decision(path, "each target of a split gets at least 1 damage (RB 355.14.f-g)")
    if sum(shares.values()) != total:
        t.bad_decision(path, f"the shares add up to {sum(shares.values())}, not the {total} "
                       "damage to split")
    if len(shares) != keep and not (len(targets) > total and t.state.edition == "v1.3"
                                    and t.policy_is("split.v13_drop", "any")):
        t.bad_decision(path, f"{keep} of the targets must get damage: as many as there are, "
                       "or as many as the damage when there are more "
                       + ("(RB 355.14.h.1)" if drop_rule(t) == "RB 355.14.h.1" else
                          f"(RB 355.14.h as house policy {drop_rule(t)} reads it)"))
    return {tid: shares[tid] for tid in targets if tid in shares}, False
