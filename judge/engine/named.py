"""Values named for a card's own costs as it was played ("Pilih 1 tipe job", VW REG.14.a;
"Choose a race" as a resonator enters, FOW 702.3b), kept on the object it became.

A name is kept with the play or ability whose cost named it (`StackItem.choices`). The card's
own names (its `cost:`, `additional_cost:` and its modes' costs) also stay with the object its
card becomes on the board (`GameObject.named`), while it stays there: its skills, continuous,
triggered or activated, read them (`chosen: [job]`). Off the board it is a new object, and the
names are forgotten (engine/board.py clears them). An object on the starting board keeps the
names its file's entry gives it (`choices: {job: knight}`: played before the file began). An
object that reads a name it does not keep (it came onto the board without being played, it is
on the starting board without `choices:`, it became a copy of another card, or its trigger looks
back after it left) is an honest "cannot rule" (exit 3): judge does not say which objects that
finds.
"""

from __future__ import annotations

from judge.model.cards import AbilityDef, CardDef, Cost
from judge.model.filters import Filter
from judge.model.state import GameObject
from judge.record import nested_records

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table


def own_names(card: CardDef) -> tuple[str, ...]:
    """The names the card's own costs make as it is played (its modes' costs too)."""
    costs: list[Cost | None] = [card.cost, card.additional_cost,
                                *(m.cost for m in card.modes)]
    return tuple(dict.fromkeys(n for c in costs if c is not None for n, _ in c.choose))


def kept_as_it_enters(card: CardDef, choices: dict[str, object]) -> dict[str, object]:
    """What the object keeps of the choices its card was played with: its own costs' names."""
    return {n: choices[n] for n in own_names(card) if isinstance(choices.get(n), str)}


def reads(ability: AbilityDef) -> tuple[str, ...]:
    """The names the ability's filters read (`chosen:`), less those its own costs name."""
    own = {n for c in (ability.cost, *(m.cost for m in ability.modes)) if c is not None
           for n, _ in c.choose}
    return tuple(dict.fromkeys(n for r in nested_records(ability) if isinstance(r, Filter)
                               for n in r.chosen if n not in own))


def named_for(t: Table, obj: GameObject, ability: AbilityDef) -> dict[str, object]:
    """The names the object keeps that `ability` reads: exit 3 where it reads one it does not
    keep (see the module's docstring)."""
    return kept(t, obj, reads(ability), ability.name)


def bound_for(t: Table, obj: GameObject, filt: Filter, label: str) -> Filter:
    """`filt` (of a skill of `obj`'s, `label`) with the names its object keeps in place."""
    return filt.bound(kept(t, obj, filt.chosen, label)) if filt.chosen else filt


def kept(t: Table, obj: GameObject, wanted: tuple[str, ...], label: str) -> dict[str, object]:
    """The names of `wanted` the object keeps; exit 3 naming the first it does not keep."""
    if not wanted:
        return {}
    have = obj.named if obj.named_for is obj.card and t.game.vocab.is_board(obj.zone) else {}
    missing = [n for n in wanted if n not in have]
    if missing:
        from judge.engine.copies import own_card
        from judge.errors import Problem, UnsupportedMechanic

        why = ("it is a copy of another card, and a name is not part of what a copy takes"
               if own_card(obj) is not obj.card else
               "it is no longer in play, a new object" if not t.game.vocab.is_board(obj.zone)
               else "it was not played with that name paid (it came into play another way, or "
               "it is on the starting board and its entry names none: `choices:`)")
        raise UnsupportedMechanic(Problem(
            t.scenario.file, 0, 0, "named",
            f"{t.name(obj.id)}'s {label} reads the {missing[0]} named as its card was played, "
            f"but {t.name(obj.id)} keeps no {missing[0]}: {why}; judge cannot say which cards "
            "it finds"))
    return {n: have[n] for n in wanted}
