"""Repeat on abilities (RB 820, v1.4: "Repeat is present on Spells and Abilities", 820.1.a).

A card whose abilities have Repeat ("my abilities have [Repeat] — Discard 1") lists `repeat`
under each such ability's `keywords:` and gives the Repeat cost as the card key `repeat_cost`.
Paying it is an optional additional cost chosen as the ability is played (RB 820.1.c.1,
RB 355.1.a): for an activated ability `choices: {repeat: true}` on the activation (its own
targets for the second execution: `repeat_targets`, RB 820.2.a); for a triggered ability
`decisions: {<item>: {choices: {repeat: true}}}`, paid as it goes on the chain (the engine
reads the `cost_key` of Riftbound's `PlayedWith("repeat")` declaration). Either way its
instructions are carried out once more as it resolves (RB 820.1.d, the engine's `again`), and
it is played once (RB 820.3.a). Core Rules v1.3 puts Repeat on spells only (v1.3 RB 820.1.a).

An effect granting Repeat to a card on the board ("your units have Repeat [1]"): RB 820.1.a and
RB 820.4 make Repeat a characteristic of a spell or an ability, and whether a grant to a
permanent is one of its abilities' the rules do not say: house policy RB HP.29 (by default it is
the card's only, and its abilities pay the Repeat they carry themselves; `its-abilities` makes
it one more instance of every ability of the card as it is played, RB 820.3).
"""

from __future__ import annotations

from judge.engine.characteristics import keyword_costs
from judge.engine.declare import Refusal
from judge.engine.granted import ability_option_costs
from judge.engine.groups import fits, how_many, spec_given
from judge.model.cards import AbilityDef, CardDef, Cost, Mode, mode_named
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.declare import PlayedWith
    from judge.engine.table import Table
    from judge.model.filters import Filter
    from judge.model.state import GameObject, TargetLock

#: Why an ability's Repeat cost may be paid (on top of the spell's OPTIONAL_RULES entry).
ABILITY_RULES = ("RB 820.1.a",)


#: The play note counting the additional executions when several Repeat costs were paid
#: (RB 820.3: one more for each instance paid; engine `PlayedWith.times`).
TIMES = "repeat_times"


def repeat_option(t: Table) -> PlayedWith:
    """Riftbound's declaration of Repeat as an option paid while playing (game.py)."""
    return next(o for o in t.game.played_with if o.note == "repeat")


def instances(obj: GameObject) -> list[Cost]:
    """The object's Repeat costs, one per instance (RB 820.3): its card's `repeat_costs`, else
    its one `repeat_cost`; then each grant's (`keyword_keys: {repeat_cost: ...}`, RB 820.1.c:
    Repeat is written with its cost), in timestamp order."""
    return keyword_costs(obj, "repeat", "repeat_cost", "repeat_costs")


def paying(choices: dict[str, object]) -> bool:
    """Whether the play pays a Repeat cost (`repeat: true`, or `repeat_instances`)."""
    return bool(choices.get("repeat") or choices.get("repeat_instances"))


def chosen_costs(t: Table, obj: GameObject, choices: dict[str, object],
                 costs: list[Cost] | None = None) -> Refusal | list[Cost]:
    """The Repeat costs its player chose to pay as it is played, among `costs` (default: the
    object's, `instances`): each instance may be paid or not (RB 820.1.c.2), each at most once
    (RB 820.1.c.3): `repeat_instances` names them by number; `repeat: true` alone pays the
    first."""
    if costs is None:
        costs = instances(obj)
    wanted = choices.get("repeat_instances")
    if wanted is None:
        return costs[:1] if choices.get("repeat") else []
    numbers = [n for n in wanted if isinstance(n, int)] if isinstance(wanted, (list, tuple)) \
        else []
    if len(set(numbers)) != len(numbers):
        return Refusal(phrase(Msg("each Repeat cost of {object} can be paid only once",
                                  object=t.name(obj.id))), ("RB 820.1.c.3",))
    beyond = [n for n in numbers if n > len(costs)]
    if beyond:
        return Refusal(phrase(Msg("{object} has {n} Repeat instance, no instance {which}",
                                  plural="{object} has {n} Repeat instances, no instance "
                                  "{which}", n=len(costs), object=t.name(obj.id),
                                  which=str(beyond[0]))), ("RB 820.3",))
    return [costs[n - 1] for n in sorted(numbers)]


def abilities_with_repeat(card: CardDef) -> list[AbilityDef]:
    """The card's abilities that have Repeat (RB 820.1.a)."""
    return [a for a in card.abilities if "repeat" in a.keywords]


def ability_repeat(t: Table, player: str, obj: GameObject, ability: AbilityDef,
                   choices: dict[str, object]
                   ) -> Refusal | tuple[list[tuple[str, Cost, tuple[str, ...]]],
                                        tuple[TargetLock, ...]]:
    """An activation's Repeat: the optional cost its player chose to pay (RB 820.1.c.1) and the
    targets of the second execution, if the activation gives them (RB 820.2.a)."""
    if not paying(choices):
        others = repeat_targets(t, player, obj, choices, ability.targets, exclude=None,
                                modes=ability.modes)
        return others if isinstance(others, Refusal) else ([], others)
    own = ability_option_costs(t, repeat_option(t), obj, ability)
    if not own:
        return Refusal(phrase(Msg("{object}'s {name} has no Repeat, so there is no Repeat cost to "
                                  "pay",
                                  object=t.name(obj.id), name=ability.name)),
                       ("RB 820.1", "RB 820.1.a"))
    costs = chosen_costs(t, obj, choices, own)
    if isinstance(costs, Refusal):
        return costs
    others = repeat_targets(t, player, obj, choices, ability.targets, exclude=None,
                                modes=ability.modes)
    if isinstance(others, Refusal):
        return others
    return [("repeat", cost, ABILITY_RULES) for cost in costs], others


def repeat_mode(t: Table, obj: GameObject, choices: dict[str, object],
                modes: tuple[Mode, ...]) -> Refusal | Mode | None:
    """RB 820.2.a: a modal spell or ability repeated may choose another mode for the additional
    execution, as it is played: `choices: {repeat_mode: <mode>}` (by name or number), one of
    its `modes`. None: the same mode as the first."""
    wanted = choices.get("repeat_mode")
    if wanted is None:
        return None
    if not paying(choices):
        return Refusal(phrase(Msg("`repeat_mode` is the mode of a Repeat execution: pay the "
                                  "Repeat cost (choices: {{repeat: true}})")), ("RB 820.2",))
    found = mode_named(modes, wanted)
    if found is None:
        return Refusal(phrase(Msg("{object} has no mode {mode} for its Repeat execution",
                                  object=t.name(obj.id), mode=str(wanted))), ("RB 820.2.a",))
    return found


def repeat_targets(t: Table, player: str, obj: GameObject, choices: dict[str, object],
                   specs: tuple[Filter, ...] | None = None, exclude: str | None = "",
                   modes: tuple[Mode, ...] | None = None) -> Refusal | tuple[TargetLock, ...]:
    """RB 820.2, RB 820.2.a: the choices of the additional execution are made as the spell or
    ability is played, and need not be the first ones: `choices: {repeat_targets: [ids]}`, each
    legal for the target of that place (`specs`: the spell's by default; locked now, as any
    target; a spell cannot target itself, RB 355.9.c, an ability may target its source:
    `exclude=None`). Empty: the same as the first."""
    mode = repeat_mode(t, obj, choices, obj.card.modes if modes is None else modes)
    if isinstance(mode, Refusal):
        return mode
    raw = choices.get("repeat_targets")
    if raw is None:
        return ()
    if mode is not None:
        specs = mode.targets
    if not paying(choices):
        return Refusal(phrase(Msg("`repeat_targets` are the targets of a Repeat execution: pay "
                                  "the Repeat cost (choices: {{repeat: true}})")), ("RB 820.2",))
    ids = [str(i) for i in raw] if isinstance(raw, (list, tuple)) else []
    specs = obj.card.targets if specs is None else specs
    exclude = obj.id if exclude == "" else exclude
    if not fits(specs, len(ids)):
        return Refusal(f"the Repeat execution needs {how_many(specs)}, {len(ids)} given",
                       ("RB 820.2",))
    locks = []
    for i, oid in enumerate(ids):
        spec = spec_given(specs, i, ids)  # "there": reads the targets before it (RB 355)
        assert spec is not None
        if oid not in t.candidates(spec, player, exclude=exclude):
            return Refusal(f"{t.name(oid)} is not a legal target for the Repeat execution "
                           f"({spec.describe()})", ("RB 820.2", "RB 355.8"))
        locks.append(t.lock(oid, spec))
    return tuple(locks)


def targets_each(t: Table, player: str, obj: GameObject, choices: dict[str, object],
                 paid: int, specs: tuple[Filter, ...] | None = None, exclude: str | None = "",
                 modes: tuple[Mode, ...] | None = None
                 ) -> Refusal | tuple[tuple[TargetLock, ...], ...]:
    """RB 820.2.a with RB 820.3: with several Repeat instances paid, each additional execution
    may have targets of its own, chosen as it is played: `choices: {repeat_targets_each: [[ids],
    [ids]]}`, one list per instance paid, in the order they execute (an empty list: the same
    as the first execution). Each list is checked as `repeat_targets` is."""
    raw = choices.get("repeat_targets_each")
    if raw is None:
        return ()
    if choices.get("repeat_targets") is not None:
        return Refusal(phrase(Msg("give the Repeat executions' targets once: `repeat_targets` "
                                  "(the same for every one) or `repeat_targets_each` (one list "
                                  "each)")), ("RB 820.2.a",))
    lists = list(raw) if isinstance(raw, (list, tuple)) else []
    if not paying(choices) or len(lists) != paid:
        return Refusal(phrase(Msg("`repeat_targets_each` gives one list of targets for each "
                                  "Repeat instance paid ({n} paid, {given} given)", n=paid,
                                  given=len(lists))), ("RB 820.2.a", "RB 820.3"))
    out: list[tuple[TargetLock, ...]] = []
    for ids in lists:
        if not ids:
            out.append(())
            continue
        locks = repeat_targets(t, player, obj, {**choices, "repeat_targets": ids}, specs,
                               exclude, modes)
        if isinstance(locks, Refusal):
            return locks
        out.append(locks)
    return tuple(out)
