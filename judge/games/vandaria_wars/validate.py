"""Checking a Vandaria Wars file beyond what every game checks (Rulebook.validate)."""

from __future__ import annotations

from judge.errors import Problem, UnsupportedMechanic
from judge.model.cards import CardDef
from judge.model.filters import Filter
from judge.record import nested_records

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.model.cards import AbilityDef, Cost
    from judge.model.scenario import Scenario

    Report = Callable[[tuple[str | int, ...], str], None]


def validate(sc: Scenario, problem: Report) -> None:
    """A card's skill that reads a value named for another of the card's costs (`chosen:`)."""
    for name, card in sc.cards.items():
        # the card's own text, summoned or used: what its costs and Option-s name
        check_named_elsewhere(sc, name, card, ("cards", name))
        for key, abilities in (("abilities", card.abilities), ("gives", card.gives)):
            for i, ability in enumerate(abilities):
                check_named_elsewhere(sc, name, ability, ("cards", name, key, i))


def named(*costs: Cost | None) -> set[str]:
    """The values these costs have their player name (`choose:`, "Pilih 1 tipe job")."""
    return {n for cost in costs if cost is not None for n, _ in cost.choose}


def chosen_read(parts: object) -> set[str]:
    """The names the filters in `parts` read (`chosen:`)."""
    return {n for r in nested_records(parts) if isinstance(r, Filter) for n in r.chosen}


def check_named_elsewhere(sc: Scenario, name: str, text: AbilityDef | CardDef,
                          path: tuple[str | int, ...]) -> None:
    """"Pilih 1 tipe job" (VW REG.14.a) names a job for the summon or skill whose cost it is,
    and judge keeps the name with that item only. A skill of the card in play (static, triggered
    or used) reading the job named as the card was summoned, or the card's own text reading one
    a skill of it names, would find every Follower or none: a mechanic judge does not model,
    so exit 3 naming it, never a silent wrong ruling. Text reading what its own cost, or its
    Option-'s, names is modelled (VW REG.14.a-b)."""
    if isinstance(text, CardDef):
        own = named(text.cost, text.additional_cost, *(m.cost for m in text.modes))
        read = chosen_read((text.targets, text.effect, text.modes))
        skill = "text"
    else:
        own = named(text.cost, *(m.cost for m in text.modes))
        read = chosen_read((text.targets, text.effect, text.modes, text.condition, text.when))
        skill = f"skill {text.name}"
    elsewhere = sorted(read - own)
    if not elsewhere:
        return
    from judge.scenario.yamlsafe import format_path

    marks = sc.marks
    line, col = (marks.nearest(path) or marks.get((), (1, 1)) if marks is not None else None) \
        or (1, 1)
    what = ", ".join(elsewhere)
    raise UnsupportedMechanic(Problem(
        sc.file, line, col, format_path(path),
        f"{name}'s {skill} reads the {what} named for another of the card's "
        f"costs (\"Pilih 1 tipe job\", VW REG.14.a), not for its own: judge keeps a name "
        f"only with the summon or skill it was named for, so it cannot say which cards this "
        f"{skill.split()[0]} finds by it"))
