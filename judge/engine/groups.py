"""Group targets (RB 355.11, RB 355.13; docs/scenario-format.md section 12): the last target
entry of a card or ability may be a group (`group:` in its filter), which takes any number of
objects (at most `up_to`) that together meet a limit (their `total` stat `at_most`).

A stack item keeps the declared entries as its `target_specs`; its `targets` are the chosen
objects in order, the group's last. So the i-th target's entry is `spec_at(specs, i)`, and `$n`
of a group names every object chosen for it. As the item is finalized the whole group must meet
the limit (RB 355.11.a); as it resolves a group that no longer does is cut down to a subset of
the original targets that does, chosen by its controller (RB 355.11.b): `decisions: {<item>:
{choices: {group: [ids]}}}`, else judge keeps the targets in the order chosen while they fit and
says so.
"""

from __future__ import annotations

from judge.model.filters import Filter, TargetGroup
from judge.msg import Items, Msg, Said, phrase, word

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from judge.engine.table import Table
    from judge.model.state import StackItem


def group_of(specs: tuple[Filter, ...]) -> TargetGroup | None:
    """The group of the last entry, if it is one."""
    return specs[-1].group if specs else None


def spec_at(specs: tuple[Filter, ...], i: int) -> Filter | None:
    """The entry the i-th chosen target answers (the group's for every target from it on)."""
    if i < len(specs):
        return specs[i]
    if group_of(specs) is not None:
        return specs[-1]
    return None


def spec_given(specs: tuple[Filter, ...], i: int,
               chosen: Sequence[str | None]) -> Filter | None:
    """The entry the i-th target answers, its `$n` values bound to the targets chosen before it
    (`chosen`: the item's targets in order, None for one with nothing to read): targets are
    chosen in order, a later one's requirement may read an earlier one (RB 355: "choose a
    battlefield; deal 3 to a unit there")."""
    spec = spec_at(specs, i)
    if spec is None or not spec.earlier():
        return spec
    return spec.given(tuple(chosen[:min(i, len(specs) - 1)]))


def fits(specs: tuple[Filter, ...], n: int) -> bool:
    """May `n` targets be chosen for these entries? One each, the group any number (at most its
    `up_to`, zero too: RB 355.13)."""
    group = group_of(specs)
    if group is None:
        return n == len(specs)
    chosen = n - (len(specs) - 1)  # an `up_to` expression is checked as they are chosen
    return chosen >= 0 and (not isinstance(group.up_to, int) or chosen <= group.up_to)


def how_many(specs: tuple[Filter, ...]) -> str:
    """What the entries ask for, in words ("2 targets (...)")."""
    need = ", ".join(s.describe() for s in specs) or "none"
    n = len(specs)
    if group_of(specs) is not None:
        return f"{n - 1} target{'s' if n - 1 != 1 else ''} and a group ({need})"
    return f"{n} target{'s' if n != 1 else ''} ({need})"


def group_range(item: StackItem) -> range:
    """The indices of the item's targets chosen for its group (empty without one)."""
    if group_of(item.target_specs) is None:
        return range(0)
    return range(len(item.target_specs) - 1, len(item.targets))


def total(t: Table, ids: Iterable[str], group: TargetGroup) -> int:
    """The sum of the group's stat over these objects, as they are now."""
    out = 0
    for oid in ids:
        obj = t.state.objects.get(oid)
        value = t.stat(obj, group.total) if obj is not None and group.total else None
        out += value or 0
    return out


def over_limit(t: Table, ids: list[str], group: TargetGroup) -> Said | None:
    """Why these objects do not meet the group's limit together, or None if they do: a group
    `one_zone` must be all in one zone (RB 355.11.b: "units at a battlefield" are at a single
    one), then its stat's total at most its limit."""
    if group.one_zone:
        zones = list(dict.fromkeys(t.state.objects[i].zone for i in ids
                                   if i in t.state.objects))
        if len(zones) > 1:
            return phrase(Msg("they are not all in one place: {places}", places=Items(
                [t.game.words.zone_said(z, t.name) for z in zones], commas=True)))
    if group.total is None or group.at_most is None:
        return None
    n = total(t, ids, group)
    if n <= group.at_most:
        return None
    return phrase(Msg("their total {stat} is {n}, more than {limit}", stat=word(group.total),
                      n=n, limit=group.at_most))


def kept_subset(t: Table, item: StackItem, legal: list[int]) -> tuple[list[int], bool]:
    """RB 355.11.b: the group targets (indices among `legal`) the item still affects: all of
    them if they still meet the limit, else the subset its controller chose (`choices: {group:
    [ids]}`), else the first ones in the order chosen while they fit. Second: judge chose."""
    group = group_of(item.target_specs)
    ids = [item.targets[i].id for i in legal]
    if group is None or over_limit(t, ids, group) is None:
        return legal, False
    chosen = t.decision(item.id, "choices", "group")
    if chosen is not None:
        wanted = [str(x) for x in chosen] if isinstance(chosen, (list, tuple)) else []
        keep = [i for i in legal if item.targets[i].id in wanted]
        strays = [w for w in wanted if w not in ids]
        if strays or not isinstance(chosen, (list, tuple)):
            t.bad_decision((item.id, "choices", "group"), "the subset must be a list of the "
                           f"group's remaining targets ({', '.join(ids) or 'none'})")
        if (why := over_limit(t, [item.targets[i].id for i in keep], group)) is not None:
            t.bad_decision((item.id, "choices", "group"), f"that subset does not meet the "
                           f"group's limit: {why}")
        return keep, False
    keep = []
    for i in legal:
        if over_limit(t, [*(item.targets[k].id for k in keep), item.targets[i].id],
                      group) is None:
            keep.append(i)
    return keep, True
