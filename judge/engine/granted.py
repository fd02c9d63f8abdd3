"""Abilities granted by an effect: an object has an ability its card does not list, while a
continuous effect or a change gives it (FOW 909.1: an effect may give abilities; RB 718.3: an
attached card's Effect Text is added to the Rules Text of the card it is attached to).

What a file writes: the granting card lists the ability once, under `gives:` (it does not have
it itself), and an effect names it: `modify: {target: ..., abilities: [<name>]}`, with the same
durations, `while:`, groups and static abilities as any `modify`; or a game declares that an
attached card gives its host what it `gives` (declare.Attachment.gives_abilities).

A granted ability is a change like a granted keyword (model.state.Modifier.abilities), applied
with the others in timestamp order through the layers (engine/continuous.py), so it starts and
ends with the effect that grants it. While it applies the object has the ability as its own: it
triggers with the object as its source and the object's controller now as its controller
(`granted_triggers`), and it can be activated by the object's controller (`ability_named`).
"""

from __future__ import annotations

from judge.engine.characteristics import changes, granted_costs, keyword_grants, printed_costs
from judge.engine.lost import kept_grants, lost_after
from judge.model.cards import AbilityDef, Cost
from judge.model.state import GameObject, StackItem
from judge.record import replace
from judge.record import rewrite_records as rewrite_records

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from judge.engine.declare import PlayedWith
    from judge.engine.table import Table


def granted(obj: GameObject) -> tuple[AbilityDef, ...]:
    """The abilities the changes applying to `obj` grant it, in timestamp order (a second
    grant of the same ability is a second instance: each triggers). Two different abilities
    under one name (two cards granting the keyword with different costs, each naming its ability
    alike: RB 818.4, RB 827.3 separate abilities) are named apart, the later "<name> 2", so a
    file can activate either."""
    out: tuple[AbilityDef, ...] = ()
    for _, abilities in kept_grants(changes(obj)):
        out += abilities
    if len(out) < 2 or len({a.name for a in out}) == len(out):
        return out
    given: dict[str, AbilityDef] = {}
    apart = []
    for ability in out:
        ability = named_apart(ability, given)
        given.setdefault(ability.name, ability)
        apart.append(ability)
    return tuple(apart)


def ability_named(t: Table, obj: GameObject, name: str) -> AbilityDef | None:
    """The ability of `obj` named `name`: its card's own, else one an effect grants it now."""
    own = obj.card.ability(name)
    if own is not None or not gives_any(t):
        return own
    t.refresh_layers()
    return next((a for a in granted(obj) if a.name == name), None)


def granted_names(t: Table, obj: GameObject) -> tuple[str, ...]:
    """The names of the abilities granted to `obj` now (for messages)."""
    if not gives_any(t):
        return ()
    t.refresh_layers()
    return tuple(a.name for a in granted(obj))


def gives_any(t: Table) -> bool:
    """Whether any card of the file gives abilities: else nothing is ever granted, and the
    checks below cost nothing on the (hot) trigger path."""
    return t.gives_abilities


def granted_triggers(t: Table, event: str) -> Iterator[tuple[GameObject, AbilityDef]]:
    """Each object on the board with a granted triggered ability on `event`, with it (the
    layers are current: the resolver refreshes them before it matches triggers)."""
    state = t.state
    for oid in t.board:
        obj = state.objects.get(oid)
        if obj is None or not (obj.modifiers or obj.continuous):
            continue
        for ability in granted(obj):
            if ability.kind == "triggered" and ability.when is not None \
                    and ability.when.event == event:
                yield obj, ability
    if event in LEAVING:
        yield from looking_back(t, event)


#: The events of an object leaving the board, which its granted triggers see looking back.
LEAVING = ("left", "destroyed")


def looking_back(t: Table, event: str) -> Iterator[tuple[GameObject, AbilityDef]]:
    """An object that has left the board triggers on its own leaving with the abilities it had
    just before (RB 383.2.c; engine/policies.py trigger_active lets one off the board trigger
    only on its own leaving event): those effects granted it then (`left_with`)."""
    for obj in t.state.objects.values():
        if obj.left_with and not t.game.vocab.is_board(obj.zone):
            for ability in obj.left_with:
                if ability.kind == "triggered" and ability.when is not None \
                        and ability.when.event == event:
                    yield obj, ability


#: The effect kinds of a static ability an attached card may give the card it is attached to
#: (continuous.py, replacements.py, restrictions.py, costs.py, permissions.py,
#: extra_triggers.py, and a game's own static kinds, read them from the host).
GIVEN_STATIC_KINDS = ("modify", "replace", "forbid", "cost_change", "allow", "trigger_again",
                      "lethal_any", "applied_cost")


def given_statics(t: Table, obj: GameObject) -> tuple[GameObject | None, tuple[AbilityDef, ...]]:
    """The static abilities `obj`, attached, gives the card it is attached to, and that host:
    they apply as the host's own, the host their source and its controller theirs. Two ways:
    where the game declares attached cards give their `gives:` abilities (RB 718.3: appended
    to the host's text; RB 718.5.e-f), and where the game declares an attached card gives its
    host the abilities of its own card (HostGrant.abilities_of: FOW 1156.2, a [Fusion]
    addition's J/resonator gains its non-[Fusion] abilities as long as it is added to it, and
    nothing takes them from the addition, whose own static abilities still apply as its own).
    None and () if it gives none now."""
    if obj.attached_to is None:
        return None, ()
    host = t.state.objects.get(obj.attached_to)
    if host is None or host.id not in t.board:
        return None, ()
    kind = t.game.attachment
    if obj.card.gives and kind is not None and kind.gives_abilities \
            and kind.gives_bonus(obj.card):
        # those a later loss of the host's abilities took away are gone (RB 477.2.a, RB 480)
        stamp = max(obj.since, obj.attached_at)
        return host, tuple(a for a in obj.card.gives if a.kind == "static"
                           and not lost_after(host, stamp, a))
    if any(g.abilities_of and g.marks(obj.card) for g in t.game.host_grants):
        return host, tuple(a for a in obj.card.abilities if a.kind == "static")
    return None, ()


def effect_granted_statics(t: Table) -> list[tuple[GameObject, AbilityDef]]:
    """The static abilities effects grant objects on the board (`modify: {abilities: [...]}`),
    each with the object that has it: they apply as its own, it their source and its controller
    theirs, like any ability of the object. Those an attached card gives are `given_statics`'.
    Their effects replace, forbid, change costs or allow (the loader keeps one that modifies
    out: the layers would have to apply again with it)."""
    if not gives_any(t):
        return []
    t.refresh_layers()
    out: list[tuple[GameObject, AbilityDef]] = []
    for oid in t.board:
        obj = t.state.objects.get(oid)
        if obj is None or not (obj.modifiers or obj.continuous):
            continue
        for change, abilities in kept_grants(changes(obj)):
            giver = t.state.objects.get(change.source or "")
            if giver is not None and giver.attached_to == obj.id:
                continue  # given_statics: an attached card's
            out += [(obj, a) for a in abilities if a.kind == "static"]
    return out


def statics_in_force(t: Table, wants: Callable[[AbilityDef], bool] | None = None
                     ) -> list[tuple[GameObject, AbilityDef, GameObject, StackItem]]:
    """The static abilities in force on the board, in a stable order: an object's own, those
    an attached card gives the card it is attached to (RB 718.2-718.3: the attached card's own
    text does nothing), those effects grant (effect_granted_statics), each while its condition
    holds. Each with the object that has the text, the object whose ability it is (the host,
    for one an attached card gives) and the ability as a source item. `wants`: only abilities
    it accepts, their conditions read only then."""
    from judge.engine.conditions import Condition, holds
    from judge.engine.declare_statics import works_off_board

    found: list[tuple[GameObject, AbilityDef, GameObject]] = []
    for oid in [o for o in t.board if o in t.static_sources]:
        obj = t.state.objects[oid]
        host, given = given_statics(t, obj) if obj.attached_to is not None else (None, ())
        own = obj.card.abilities if t.game.objects.text_active(obj) else ()
        found += [(obj, a, obj) for a in own]
        found += [(obj, a, host) for a in given if host is not None]
    # granted by an effect: the object's own, from when it arrived
    found += [(obj, a, obj) for obj, a in effect_granted_statics(t)]
    out: list[tuple[GameObject, AbilityDef, GameObject, StackItem]] = []
    off_board = any(r.replacement_rules for r in t.game.triggers_from)
    for obj, ability, source in found:
        if ability.kind != "static" or (wants is not None and not wants(ability)):
            continue
        if off_board and works_off_board(t.game.triggers_from, obj.card, ability)[0]:
            continue  # RB 370.3: it works from the zone its card names, not on the board
        seen_from = StackItem(id=f"{source.id}.{ability.name}", kind="ability",
                              controller=source.controller, name=ability.name, source=source.id)
        if isinstance(ability.condition, Condition) and not holds(t, seen_from,
                                                                  ability.condition):
            continue
        out.append((obj, ability, source, seen_from))
    return out


def granted_named(t: Table, source: str | None, names: tuple[str, ...]
                  ) -> tuple[AbilityDef, ...]:
    """The abilities an effect grants, found by name in its source card's `gives:` (or, for an
    effect of a granted ability, in the `gives:` of the card that wrote it)."""
    if not names:
        return ()
    obj = t.state.objects.get(source or "")
    out = []
    for name in names:
        found = obj.card.given(name) if obj is not None else None
        if found is None:
            found = next((a for card in t.scenario.cards.values()
                          if (a := card.given(name)) is not None), None)
        if found is None:
            raise ValueError(f"no card gives an ability named {name!r}")
        out.append(found)
    return tuple(out)


def granted_rules(t: Table, obj: GameObject, ability: AbilityDef) -> tuple[str, ...]:
    """The rule that gives `obj` this granted ability: the game's attachment rule when an
    attached card's `gives:` grants it (RB 718.3), else the game's rule on granted abilities
    (Role.GRANTED), if it maps one."""
    from judge.engine.roles import Role

    kind = t.game.attachment
    for change in changes(obj):
        if not any(a == replace(ability, name=a.name) for a in change.abilities):
            continue  # (`granted` may have named it apart)
        giver = t.state.objects.get(change.source)
        if kind is not None and kind.gives_rule and giver is not None \
                and giver.attached_to == obj.id:
            return (kind.gives_rule,)
        return tuple(t.game.cite_optional(Role.GRANTED))
    return ()


def named_apart(ability: AbilityDef, given: dict[str, AbilityDef]) -> AbilityDef:
    """The ability under its keyword's name; a second grant of the keyword with another number
    or cost in the same card's text is the same ability, so it keeps the name of the first that
    is equal to it, or the first free one ("Evolution", then "Evolution 2")."""
    n = 1
    name = ability.name
    while name in given and given[name] != replace(ability, name=name):
        n += 1
        name = f"{ability.name} {n}"
    return replace(ability, name=name)


def grant_named(ability: AbilityDef, given: dict[str, AbilityDef], added: list[AbilityDef]
                ) -> str:
    """The name under which a `modify` grants `ability` (named apart from what the card gives
    already, `named_apart`); one not given yet joins `given` and `added`."""
    ability = named_apart(ability, given)
    if ability.name not in given:
        given[ability.name] = ability
        added.append(ability)
    return ability.name


def ability_option_costs(t: Table, option: PlayedWith, source: GameObject, ability: AbilityDef
                         ) -> list[Cost]:
    """The costs of an option with a cost (RB 820 Repeat) that `ability` of `source` may pay as
    it is played, one per instance: those its card prints for its abilities that carry the
    keyword (RB 820.1.a: only if this one does), then, where an effect grants the keyword to
    `source` itself and the game's house policy (`option.source_grants`: RB HP.29) makes such a
    grant its abilities' too, each grant's. A grant read either way is cited with the policy."""
    own = printed_costs(source, option.cost_key, option.instances_key) \
        if option.note in ability.keywords else []
    if not option.source_grants or not keyword_grants(source, option.note, ""):
        return own
    key, counts = option.source_grants
    t.cite_also_rule(t.policy_id(key))
    if not t.policy_is(key, counts):
        return own
    return own + granted_costs(source, option.note, option.cost_key)
