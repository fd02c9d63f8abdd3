"""What a reference in card text names when the instruction executes (scenario contract,
section 3, with judge's extensions).

`$1`, `$2` ... the item's chosen targets (an illegal target is left out: the game decided before
resolution whether the item resolves at all); `self` its source; `controller` and `opponent`;
an object or player id; `{each: filter}` every object matching now; `{controller_of: ref}` /
`{owner_of: ref}` that object's controller or owner now (RB 359.3.f.2: read when the instruction
executes; in Force of Will the controller of a card that has just left the field as it was there,
911.1); `{that: label}` what the instruction labelled `as: label` affected; `trigger` the
object a triggered ability's event happened to ("when a unit dies, its controller ..."); `here`
the location of the source where that location is an object (a battlefield: RB 053.3);
`trigger_to` / `trigger_from` the location a triggered ability's event moved its object to or
from, taken as it triggered (RB 359.3.f.3: "that battlefield" of "when I move to a battlefield").
"""

from __future__ import annotations

from judge.engine.characteristics import looks_in, select, traits
from judge.engine.groups import group_of
from judge.engine.roles import Role
from judge.model.effects import Each, PlayerOf, Ref, That, Top
from judge.model.filters import Filter
from judge.model.state import GameObject, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table


def reads_as_it_was(t: Table) -> bool:
    """Whether a card that has left the board is read as it was there (last known information,
    Role.LAST_KNOWN), under the game's house policy where it has one (`Rulebook.
    last_known_policy`, VW HP.42, named here: it decides). Asked only once the card has left."""
    pol = t.game.last_known_policy
    if pol is None:
        return True
    t.cite_also_rule(t.policy_id(pol[0]))
    return not t.policy_is(*pol)


def controller_as_it_was(t: Table, of: Ref, obj: GameObject, on_stack: str = "") -> str:
    """"Its controller" of a card that has just left the field, named as the trigger's object,
    the item's own card or what an earlier instruction moved: who controlled it there (FOW
    911.1, last known information), in a game that reads it so; else who controls it now.
    `on_stack`: who controlled it as a spell, where an earlier instruction of the item took it
    off the stack (controller_on_stack): last known information too (911.1)."""
    if on_stack and t.game.cite_optional(Role.LAST_KNOWN) and not t.game.vocab.is_board(obj.zone):
        if on_stack != obj.controller:
            t.cite_also_optional(Role.LAST_KNOWN)  # it decides
        return on_stack
    was = obj.left_board_as
    if was is None or was.incarnation != obj.incarnation - 1 or \
            not (of in ("self", "trigger", "it") or names_what_it_moved(t, of)) or \
            not t.game.cite_optional(Role.LAST_KNOWN) or not reads_as_it_was(t):
        return obj.controller
    if was.controller != obj.controller:
        t.cite_also_optional(Role.LAST_KNOWN)  # it decides
    return was.controller


def cite_implied_traits(t: Table, filt: Filter, found: list[GameObject]) -> None:
    """The game's rule for each trait `filt` asks that an object of `found` has only by its
    other information (ObjectRules.implied_trait_rules: VW IN.2.b, an Order Follower is a
    Human one; FOW 209.5a, a fire resonator by its cost): that rule decided it is one."""
    implied = t.game.objects.implied_trait_rules
    for obj in found:
        have = traits(obj)
        for rule in t.game.objects.trait_rules(w for w in filt.traits
                                               if w not in have and w in implied):
            t.cite_also_rule(rule)


def refs(t: Table, item: StackItem, ref: Ref) -> list[str]:
    """The ids a reference names now."""
    state = t.state
    if isinstance(ref, Each):
        filt = each_filter(t, item, ref)
        found = scan(t, filt, item.controller)
        if filt.traits and t.game.objects.implied_trait_rules:
            cite_implied_traits(t, filt, found)
        return [o.id for o in found]
    if isinstance(ref, PlayerOf):
        out: list[str] = []
        for oid in refs(t, item, ref.of):
            obj = state.objects.get(oid)
            if obj is not None:
                who = controller_as_it_was(
                    t, ref.of, obj, controller_on_stack(t, item, ref.of, oid)) \
                    if ref.relation == "controller" else obj.owner
                if who not in out:
                    out.append(who)
            elif oid in state.players and oid not in out:
                out.append(oid)
        return out
    if isinstance(ref, That):
        done = item.outcomes.get(ref.label)
        return list(done[1]) if done is not None else []
    if isinstance(ref, Top):  # the cards on top as the instruction executes (RB 359.3.f.2)
        t.cite_also_optional(Role.REFERENT)
        return top_cards(t, item.controller, ref.top)
    if ref.startswith("$"):
        i = int(ref[1:]) - 1
        # Whether a restriction stops targeting it was settled as the item began to resolve;
        # a group's `$n` names every object chosen for it (engine/groups.py).
        skipped = item.extra.get("illegal_targets", ())
        group = group_of(item.target_specs) is not None and i == len(item.target_specs) - 1
        return [item.targets[k].id for k in (range(i, len(item.targets)) if group else (i,))
                if k < len(item.targets) and not (isinstance(skipped, tuple) and k in skipped)
                and (still_targeted(t, item, k) or followed(t, item, k))]
    if ref == "self":
        return [item.source] if item.source and same_source(t, item) else []
    if ref == "controller":
        if t.game.unheld_you is not None and nobodys(t, item):
            return []
        return [item.controller]
    if ref == "opponent":
        whose: str | None = item.controller
        if t.game.unheld_you is not None and nobodys(t, item):
            whose = unheld_opponents_of(t, item)
        if whose is None:
            return []
        opponents = state.opponents(whose)
        if len(opponents) > 1:
            return [chosen_opponent(t, item, opponents)]
        return opponents
    if ref in ("trigger", "it"):
        return [item.trigger_object] if item.trigger_object else []
    if ref == "here":
        return here(t, item)
    if ref in TRIGGER_PLACES:
        zone = trigger_zone(t, item, ref)
        place = zone.split(":", 1)[1] if zone is not None and ":" in zone else ""
        return [place] if place in state.objects else []
    if ref in state.objects or ref in state.players:
        return [ref]
    return []


def unheld_opponents_of(t: Table, item: StackItem) -> str | None:
    """Whose opponents the ability `item` of an object nobody holds names (Rulebook.
    unheld_opponents, a house policy): the turn player's, or nobody's (None: it names none,
    and the instruction is ignored as one of "you" is). Where the game declares no policy, an
    honest exit 3."""
    declared_policy = t.game.unheld_opponents
    if declared_policy is None:
        from judge.engine.lost import cannot_rule

        declared = t.game.unheld_you
        cannot_rule(t, f"{item.name} names an opponent, and nobody controls "
                    f"{t.name(item.source or '')}: its \"you\" is nobody "
                    f"({declared[2] if declared else ''}), so whose opponent is not read yet",
                    key="effect.player", silent=True)
        return None
    key, rule = declared_policy
    t.cite_also_rule(t.policy_id(key))
    if not t.policy_is(key, "turn-player"):
        return None
    t.cite_also_rule(rule)
    return t.state.turn_player


def nobodys(t: Table, item: StackItem) -> bool:
    """Whether the ability `item` is of an object whose "you" is nobody now (Rulebook.
    unheld_you: RB 190.6.d, an uncontrolled battlefield's): its `controller` reference names no
    player, and the rule is cited."""
    declared = t.game.unheld_you
    src = t.state.objects.get(item.source or "") if item.kind == "ability" else None
    if declared is None or src is None or not src.card.is_type(declared[0]):
        return False
    held = getattr(t.state.ext, declared[1], None)
    if not isinstance(held, dict) or held.get(src.id) is not None:
        return False
    ability = next((a for a in src.card.abilities if a.name == item.name), None)
    if ability is not None and ability.when is not None and ability.when.by == "player":
        return False  # its event's player controls it, and is its "you" (RB 190.6.c)
    t.cite_also_rule(declared[2])
    item.extra["you_is_nobody"] = src.id  # said if it does nothing (stackops)
    return True


def top_cards(t: Table, player: str, n: int) -> list[str]:
    """The top `n` cards of `player`'s deck now, top first: as many as there are (a game's own
    rules say what a short deck does beyond that: Rulebook.top_of_deck)."""
    return list(t.state.ordered.get((player, t.game.vocab.deck_zone), ()))[:n]


def still_targeted(t: Table, item: StackItem, k: int) -> bool:
    """Whether the item's k-th target is still one its instructions act on: still legal, or,
    where the game judges targets as the item begins to resolve (Rulebook.
    targets_fixed_on_resolving), still the same object (RB 359.3.e.4: a zone change makes it
    another)."""
    if t.game.targets_fixed_on_resolving:
        lock = item.targets[k]
        obj = t.state.objects.get(lock.id)
        if obj is not None and lock.incarnation >= 0:
            return obj.incarnation == lock.incarnation
    return t.target_legal(item, k, restrictions=False)


#: The item's note of the targets its own instructions moved: target index -> the incarnation
#: the last move made, and the controller the card had on the stack where a move took it off
#: the stack ("" otherwise) (StackOps.note_moved).
MOVED_BY_ITEM = "moved_by_item"


def followed(t: Table, item: StackItem, k: int) -> bool:
    """Whether the item's k-th target, moved by an earlier instruction of the item, is still
    the card that instruction moved (nothing has moved it since), in a game whose effects
    follow a card they moved (FOW 302.3a: "remove it from the game, then put it into the
    field")."""
    if not still_where_it_put(t, item, k):
        return False
    t.cite_also_optional(Role.MOVER_TRACKS)
    return True


def still_where_it_put(t: Table, item: StackItem, k: int) -> bool:
    """Whether an earlier instruction of the item moved its k-th target and nothing has moved
    it since (`followed`, without citing)."""
    moved = item.extra.get(MOVED_BY_ITEM)
    if not isinstance(moved, dict) or k not in moved:
        return False
    obj = t.state.objects.get(item.targets[k].id)
    return obj is not None and obj.incarnation == moved[k][0]


def controller_on_stack(t: Table, item: StackItem, of: Ref, oid: str) -> str:
    """Who controlled the card `oid` on the stack, where `of` (`$n` or `{that: label}`) names
    what an earlier instruction of the item took off the stack and the item follows it there
    (FOW 302.3a); "" otherwise."""
    moved = item.extra.get(MOVED_BY_ITEM)
    if not isinstance(moved, dict) or not names_what_it_moved(t, of):
        return ""
    return next((str(moved[k][1]) for k in moved
                 if item.targets[k].id == oid and still_where_it_put(t, item, k)), "")


def names_what_it_moved(t: Table, of: Ref) -> bool:
    """Whether a reference can name what an earlier instruction of the item moved: `{that:
    label}`, or `$n` in a game whose effects follow a card they moved (FOW 302.3a)."""
    return isinstance(of, That) or (isinstance(of, str) and of.startswith("$")
                                    and bool(t.game.cite_optional(Role.MOVER_TRACKS)))


def chosen_opponent(t: Table, item: StackItem, opponents: list[str]) -> str:
    """`opponent` when the item's controller has several (FFA, RB 487-488): a player the text
    mentions is a target, chosen as the item is played or put on the stack (RB 355.10,
    RB 355.5), so the file says which: `choices: {opponent: id}` on the play or activation, or
    `decisions: {<item>: {choices: {opponent: id}}}` for a triggered ability. Without it judge
    would be guessing among them, so the file is incomplete (exit 2, located)."""
    chosen = item.choices.get("opponent")
    if chosen is None:
        chosen = t.decision(item.id, "choices", "opponent")
    path = (item.id, "choices", "opponent")
    if chosen is None:
        said = "".join(f" ({r})" for r in t.game.cite_optional(Role.OPPONENT_CHOSEN))
        t.bad_decision(path, f"{item.name} names `opponent`, but {item.controller} has "
                       f"{len(opponents)} opponents ({', '.join(opponents)}): say which one "
                       f"it names, as a target chosen as it is played{said}: `choices: "
                       "{opponent: id}` on the action, or `decisions: {<item>: {choices: "
                       "{opponent: id}}}` for a triggered ability")
    if chosen not in opponents:
        t.bad_decision(path, f"{chosen} is not an opponent of {item.controller} (opponents: "
                       f"{', '.join(opponents)})")
    for rule in t.game.cite_optional(Role.OPPONENT_CHOSEN):
        t.cite_also_rule(rule)
    return str(chosen)


def covered_set(t: Table, item: StackItem, target: Ref
                ) -> tuple[Filter | None, tuple[tuple[str, int], ...] | None] | None:
    """What a lasting effect (a cost change, a permission) covers: `{each: filter}` whatever
    matches the filter when it is read (FOW 909.4), any other reference the objects it names
    now, each by incarnation (a card that leaves and comes back is a new object, FOW 302.3);
    None when it names none."""
    if isinstance(target, Each) and (filt := each_lasting(t, item, target)) is not None:
        return filt, None
    ids = [i for i in refs(t, item, target) if i in t.state.objects]
    if not ids:
        return None
    return None, tuple((i, t.state.objects[i].incarnation) for i in ids)


def _own(t: Table, item: StackItem) -> str | None:
    """The object an `other` filter of the item leaves out (characteristics.own_object: none
    for a spell, whose "other" is not ruled)."""
    from judge.engine.characteristics import own_object

    return own_object(t.game, t.state, item.source, item.kind == "card")


def each_filter(t: Table, item: StackItem, each: Each) -> Filter:
    """The filter of `{each: ...}` as the instruction is carried out: its chosen values in
    place, and a value naming the item's target (`at: $1`, "each unit there") bound to it as
    read now (RB 359.3.f: "there" is read as the instruction executes): a target that became
    illegal has null information, so nothing is there (RB 359.3.e.12), unless the game's
    policy reads it where it still is (Table.earlier_read)."""
    filt = each.filter.bound(item.choices).apart_from(_own(t, item))
    wanted = filt.earlier()
    if not wanted:
        return filt
    t.cite_also_optional(Role.REFERENT)  # "there" is read now
    return filt.given(t.earlier_read(item, wanted, restrictions=True))


def each_lasting(t: Table, item: StackItem, each: Each) -> Filter | None:
    """What a lasting effect over `{each: ...}` covers from now on: the filter, read whenever
    the effect is (whatever matches it then: `each` covers arrivals), or None where it keeps
    the objects that match as it is created. "Each unit there" (a value naming a target) is
    the game's open point: by its policy (Rulebook.each_there_policy) the units there as the
    effect is created, or whichever are there while it lasts."""
    if not each.filter.earlier():
        return each.filter.bound(item.choices).apart_from(_own(t, item))
    policy = t.game.each_there_policy
    if policy is None:  # no game reads a target in `each` without saying how it lasts
        from judge.engine.lost import cannot_rule

        cannot_rule(t, f"a lasting effect over {describe_ref(each)}: which objects it keeps "
                    "is not modelled", "effect.target")
    t.cite_also_rule(t.policy_id(policy[0]))
    return each_filter(t, item, each) if t.policy_is(*policy) else None


#: The references to where a triggered ability's event moved its object (RB 359.3.f.3).
TRIGGER_PLACES = ("trigger_to", "trigger_from")


def trigger_zone(t: Table, item: StackItem, ref: str) -> str | None:
    """The zone `trigger_to` / `trigger_from` names: where the item's trigger event moved its
    object to / from, taken when the trigger condition was met, not now (RB 359.3.f.3: the
    ability remembers it though its source has left since)."""
    zone = item.trigger_zones[1 if ref == "trigger_to" else 0]
    if zone is not None:
        t.cite_also_optional(Role.TRIGGER_REFERENT)
    return zone


def here(t: Table, item: StackItem) -> list[str]:
    """The location the source is at, where that location is an object: a zone written
    `<prefix>:<id>` (e.g. Riftbound's `battlefield:bf-a`) is at the object `<id>`."""
    source = t.state.objects.get(item.source or "")
    if source is None or ":" not in source.zone:
        return []
    place = source.zone.split(":", 1)[1]
    return [place] if place in t.state.objects else []
def scan(t: Table, filt: Filter, controller: str) -> list[GameObject]:
    """Every object that matches `filt` now, seen from `controller`: without a zone (or with
    `board`) the objects in play, with one any object there. While the layers are computed
    (`GameState.scans` is a dict, engine/continuous.py) the answer is kept until a change of
    traits or keywords applies (a filter with a game's own keys is asked again every time)."""
    state = t.state
    memo = state.scans
    key = None
    if memo is not None and not filt.extra:
        key = (filt, controller)
        found = memo.get(key)
        if found is not None:
            return found
    on_board = looks_in(t.game, filt) in (None, "board")
    pool = list(t.board) if on_board else list(state.objects)
    found = select(state, t.game, pool, filt, controller, board=on_board)
    if key is not None and memo is not None:
        memo[key] = found
    return found


#: The incarnation a target lock records for a stack item (engine/stackops.py: StackOps.ITEM).
ITEM_TARGET = -2


def target_gone(t: Table, item: StackItem, i: int) -> bool:
    """Whether the item's i-th target (an object) has changed zones since it was chosen: it is a
    new object, or gone (a stack item that left the stack too)."""
    lock = item.targets[i]
    if lock.id in t.state.players:
        return False
    if lock.incarnation == ITEM_TARGET:
        return t.state.item(lock.id) is None
    obj = t.state.objects.get(lock.id)
    return obj is None or obj.incarnation != lock.incarnation


def target_indices(refs_: list[Ref]) -> tuple[int, ...]:
    """The item's targets (indices) these references name by `$n`, directly or through them
    ("its controller")."""
    out: list[int] = []
    for ref in refs_:
        while isinstance(ref, PlayerOf):
            ref = ref.of
        if isinstance(ref, str) and ref[1:].isdigit() and ref.startswith("$"):
            out.append(int(ref[1:]) - 1)
    return tuple(out)


def skipped_targets(item: StackItem, refs_: list[Ref], among: tuple[int, ...] | None = None
                    ) -> tuple[int, ...]:
    """The item's targets skipped as it resolves (no longer legal: FOW 903.3a, RB 359.3.e.5)
    that every one of these references names, directly (`$1`) or through them ("its
    controller"), in order; empty if any reference names something else. An instruction
    about nothing but skipped targets does not happen at all. `among`: these targets instead
    of those skipped as it began."""
    skipped = item.extra.get("illegal_targets", ()) if among is None else among
    if not refs_ or not isinstance(skipped, tuple) or not skipped:
        return ()
    out: list[int] = []
    for ref in refs_:
        while isinstance(ref, PlayerOf):
            ref = ref.of
        if not (isinstance(ref, str) and ref[1:].isdigit() and ref.startswith("$")):
            return ()
        i = int(ref[1:]) - 1
        if i not in skipped or group_of(item.target_specs) is not None:
            return ()  # a group's `$n` names its other objects too
        if i not in out:
            out.append(i)
    return tuple(out)


def labels_used(ref: Ref) -> tuple[str, ...]:
    """The instruction labels a reference depends on (`{that: label}`, nested)."""
    if isinstance(ref, That):
        return (ref.label,)
    if isinstance(ref, PlayerOf):
        return labels_used(ref.of)
    return ()


def describe_ref(ref: Ref) -> str:
    """A reference in plain words, as a ruling reads it aloud."""
    if isinstance(ref, Each):
        return f"each {ref.filter.describe()}"
    if isinstance(ref, PlayerOf):
        return f"the {ref.relation} of {describe_ref(ref.of)}"
    if isinstance(ref, That):
        return f"what `{ref.label}` affected"
    if isinstance(ref, Top):
        return f"the top {ref.top} cards of your deck"
    if ref.startswith("$") and ref[1:].isdigit():
        n = int(ref[1:])
        return "its target" if n == 1 else f"its target #{n}"
    return {"self": "this card", "controller": "you", "opponent": "the opponent",
            "trigger": "that object", "it": "that object",
            "here": "this location", "trigger_to": "that location",
            "trigger_from": "that location"}.get(ref, ref)


def same_source(t: Table, item: StackItem) -> bool:
    """Whether an ability's source is still the object it was when the ability went on the
    stack: one that changed zones since is a new object its "this card" does not name (FOW
    302.3, RB 124)."""
    seen = item.extra.get("source_incarnation")
    obj = t.state.objects.get(item.source or "")
    if not isinstance(seen, int) or obj is None or obj.incarnation == seen:
        return True
    # the rule that makes it a new object: the game's own for a source, else the target one
    t.cite_also_optional(Role.SOURCE_GONE if t.game.cite_optional(Role.SOURCE_GONE)
                         else Role.TARGET_GONE)
    return False
