"""Continuous effects over groups of objects: static abilities and "cards that ..." effects
(FOW 909, RB 473-480), applied through the layers of characteristics.

A continuous effect (`model.state.Continuous`) covers the objects its filter matches *now*, so it
reaches an object that arrives later and leaves one that stops matching (FOW 909.4); a fixed set
(`fixed`, e.g. "gain control of", FOW 909.4a) keeps the objects it was given. Each object keeps the
changes covering it in `obj.continuous`; `characteristics` applies them together with its own
modifiers in timestamp order, by layer: traits (and setting them) before keywords before setting
stats before adding to them (FOW 909.1, RB 477).

`refresh` computes every object's `continuous` from scratch whenever the state changed since the
last time (`GameState.version`): the resolver calls it after every event, before reading a stat,
and after a step whose state differs from the one the layers were last computed from
(engine/layerkey.py), so no reader sees a stale value. From scratch means that nothing it reads
comes from an earlier computation, so the result depends on the state alone, never on how often it
was computed. The effects apply one at a time: those that change traits first (a layer that
later layers' filters and conditions see: FOW 909.3a, RB 478), then the others, each group in
timestamp order (a static ability's is its object's arrival, RB 480.2). Whatever an effect
reads (whether its `while:` condition holds, which objects its filter matches, the quantities of
a static ability's `modify`) is read as the layers stand when it applies: with the effects
before it applied, and none after it.

This is the engine's hottest loop (every effect scans the board, at every event and step;
bench/run.py measures it): each filter's question is asked of the whole board at once
(characteristics.select), which objects a filter matches is kept until a change of traits or
keywords applies (refs.scan), and each object keeps its traits and keywords until what they
are computed from changes (characteristics.traits). None of it changes a result:
tests/robustness/invariants.py compares every layering with a plain computation from scratch.
"""

from __future__ import annotations

from judge.engine.characteristics import changes, cover, set_apart, settle_layering
from judge.engine.loss_readings import keywords_before_losses, unreplaced_losses
from judge.engine.lost import (
    LOST_FROM,
    announce_losses,
    asks_what_it_takes,
    earlier_step,
    keep_group_losses,
    kept_grants,
    kept_through_loss,
    self_dependent,
    self_kept,
    takes_away,
)
from judge.engine.refs import scan
from judge.model.cards import CardDef
from judge.model.filters import Filter
from judge.model.state import Continuous, GameObject, Modifier, StackItem
from judge.record import nested_records, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.rulebook import Rulebook
    from judge.engine.table import Table
    from judge.model.cards import AbilityDef
    from judge.model.effects import Effect
    from judge.msg import Msg

#: The kinds of ability that make continuous effects while their object is on the board.
STATIC = "static"


def refresh(t: Table) -> None:
    """Bring every object's `continuous` up to date with the state's version."""
    state = t.state
    if state.layered_at == state.version:
        return
    state.layered_at = state.version
    # Effects made by stack items, then those the game's own state makes (RB 718.3-4: an
    # attached card's Might Bonus and Effect Text), each a `Continuous`.
    made = [*state.continuous, *t.game.objects.game_statics(t)]
    if state.group_lost and _kept(t, made, frozenset()):  # a loss ended: cards
        made = [*state.continuous, *t.game.objects.game_statics(t)]  # are back before the rest
    static = statics(t)
    if not made and not static:
        t.static_covered = {}
        t.stat_dependents = {}
        for obj in state.objects.values():
            if obj.continuous:
                obj.continuous = ()
        if t.gives_abilities and _granted_statics(t):  # an object's own modifier grants one
            _apply_given(t, made, static, [])
            _watch_other_conditions(t)
            return
        _watch_other_conditions(t)
        if not t.static_sources:
            # The last effects ended and took their changes off: nothing needs refreshing
            # until an effect begins (Core.refresh_layers).
            state.layered_at = -1
        return
    _apply_all(t, made, static)
    if t.gives_abilities:
        _apply_given(t, made, static, [])
    announce: list[GameObject] = []
    _settle_losses(t, made, static, announce)
    if t.game.stat_order_policy is not None and (t.gives_abilities or any(
            c.change.set_stats for c in made) or any(
            getattr(st.effect, "set_stats", ()) for st in static)):
        # (only where an effect in force sets a stat, or an ability given may: looking at
        # every object's changes at each refresh cost the layers bench 3% of its instructions)
        _settings_over_additions(t)
    _watch_other_conditions(t)
    if announce:  # FOW HP.50: once the layers are computed (the event refreshes them)
        announce_losses(t, announce)


def _settings_over_additions(t: Table) -> None:
    """A continuous "becomes" (a static ability's, or an effect's over a group) that began after
    an addition to the same stat: in a game whose order of the two is a house policy's (VW
    HP.60), its option decides, cited once on the step where it began, or, under its option
    that rules nothing, judge does not rule (exit 3). A resolving setting is looked at as it
    applies (effects._cite_order); this one arrives with the layers (audit 40 looked at the
    resolving one only)."""
    from judge.engine.effects import set_over_an_addition

    for obj in t.state.objects.values():
        if not any(m.set_stats for m in obj.continuous):
            continue
        adds: set[str] = set()
        for m in changes(obj):  # in timestamp order
            over = {k for k, _ in m.set_stats if k in adds and (obj.id, m.source, k) not in
                    t.stat_orders_told}
            if over and m in obj.continuous:
                set_over_an_addition(t, obj, over)
                t.stat_orders_told.update((obj.id, m.source, k) for k in over)
            adds.update(k for k, _ in m.stats)


def _losing(static: list[_Static]) -> frozenset[str]:
    """The static abilities that take abilities away (as their changes name their source)."""
    return frozenset(_seen_from(st).id for st in static
                     if getattr(st.effect, "loses_abilities", False) or
                     getattr(st.effect, "loses_keywords", ()))


def _kept(t: Table, made: list[Continuous], static: frozenset[str],
          announce: list[GameObject] | None = None) -> bool:
    """keep_group_losses, and for the losses that began: no instruction replaced them (FOW
    HP.51: a loss over a group or a static ability's is never replaced; the ruling says so)."""
    began: list[GameObject] = []
    changed = keep_group_losses(t, made, static, announce, began)
    if began:
        unreplaced_losses(t, began)
    return changed


def _settle_losses(t: Table, made: list[Continuous], static: list[_Static],
                   announce: list[GameObject]) -> None:
    """FOW 909.1d: a loss over a group takes away the abilities that would make effects in the
    later steps (909.1e-909.1h): once it changed a card, the layers are computed again from the
    cards as they now are, until nothing changes (the covered set may change with them: what
    a loss that changes what it covers does, the game's policy says, FOW HP.48; two that take
    each other's abilities away never settle, exit 3)."""
    for _ in range(_MOST_PASSES):
        if not _kept(t, made, _losing(static), announce):
            return
        made = [*t.state.continuous, *t.game.objects.game_statics(t)]
        static = statics(t)
        _apply_all(t, made, static)
        if t.gives_abilities:
            _apply_given(t, made, static, [])
    from judge.engine.lost import cannot_rule

    cannot_rule(t, "losses of abilities that take away the static abilities making one "
                   "another, or change what they cover each time they apply: each depends on "
                   "the other, an order by timestamp judge does not model")


def _apply_given(t: Table, made: list[Continuous], static: list[_Static],
                 given: list[_Static]) -> None:
    """RB 476.2: a pass through the layers may grant a static ability that modifies; the layers
    start again with it, from scratch, until no pass grants another."""
    for _ in range(_MOST_PASSES):
        found = _granted_statics(t)
        if [g.key for g in found] == [g.key for g in given]:
            return
        given = found
        _apply_all(t, made, [*static, *given])


#: Passes through the layers a chain of granted static abilities may take (RB 476.2): each
#: pass can add the abilities the one before granted.
_MOST_PASSES = 8


def _apply_all(t: Table, made: list[Continuous], static: list[_Static]) -> None:
    """One computation of every object's `continuous`, from scratch."""
    state = t.state
    t.static_covered = {}  # (what the static abilities cover, as this computation finds it)
    t.stat_dependents = {}
    for obj in state.objects.values():  # from scratch: nothing below reads an old layering
        if obj.continuous:
            obj.continuous = ()
    # Traits first, then keywords granted (909.1d), then the rest; each in timestamp order
    # (sorted is stable: effects made by stack items first, in the order they began, then
    # static abilities in board order).
    # RB 479.2: an effect that reads stats (a filter such as `mighty`, RB 708) depends on those
    # that change them (RB 478.1.b: they change what it applies to), so it applies after them.
    # FOW 909.3a: a static ability whose change to its card's stats reads its card's stats
    # ("this card's ATK is increased to 500") depends on the other changes of them, in a game
    # that applies stat changes in timestamp order (in one that sets first and adds after, a
    # sum does not depend on its order).
    keys = t.game.objects.stat_filters
    own = t.game.stat_changes_by_timestamp
    pending: list[tuple[int, bool, int, int, Continuous | _Static]] = [
        (_layer(c.change), bool(keys) and _reads_stats(c, keys), c.change.timestamp, i, c)
        for i, c in enumerate(made)]
    first = _chosen_first(t)
    pending += [(_layer(st.effect), (bool(keys) and _reads_stats(st, keys)) or (
        own and (_reads_own_stats(st) or _group_reads_own_stats(st)
                 or _while_reads_stats(st))), st.since,
        -1 if st.obj.id == first else len(made) + i, st) for i, st in enumerate(static)]
    # (a keyword grant that reads stats depends on their changes, 909.3a: it stays with them)
    pending = [(2 if rank == 1 and reads else rank, reads, since, order, effect)
               for rank, reads, since, order, effect in pending]
    pending.sort(key=lambda p: p[:4])
    readers: dict[int, _Applied] = {}
    # While the layers are computed only `continuous` changes, so which objects a filter
    # matches stays the same until a change of traits or keywords applies (refs.scan).
    state.scans = {}
    try:
        for _, reads, _, _, effect in pending:
            if reads:
                readers[id(effect)] = _apply_reader(t, effect)
            elif isinstance(effect, _Static):
                if not _taken_away_first(t, effect):
                    _apply_static(t, effect)
            else:
                _apply_made(t, effect)
        if readers:
            _apply_again(t, [e for *_, e in pending if id(e) in readers], readers)
    finally:
        state.scans = None
        settle_layering()
    if readers:
        _settle_readers(t, [e for *_, e in pending if id(e) in readers], readers)


class _Applied:
    """What an effect that reads stats has done in this computation of the layers: its change
    (None while it has not applied) and the objects it covers."""

    __slots__ = ("again", "before_decreases", "change", "covered", "ordered")

    def __init__(self, change: Modifier | None, covered: list[GameObject]) -> None:
        self.change = change
        self.covered = covered
        self.again: list[GameObject] = []  # those a later pass added (RB 476.2)
        #: An increase read without the decreases, which that changed (RB 477.3.e).
        self.before_decreases = False
        #: Of a static ability reading its own card's stats, the rules that order it among
        #: the other changes of them (none: it is alone); None for any other effect.
        self.ordered: tuple[str, ...] | None = None


def _read_parts(effect: Continuous | _Static) -> tuple[object, ...]:
    """What an effect reads to know what it applies to, whether, and how much: a made effect's
    filter and condition, a static ability's condition and effect."""
    if isinstance(effect, Continuous):
        return effect.filter, effect.condition
    return effect.ability.condition, effect.effect


def _reads_stats(effect: Continuous | _Static, keys: tuple[str, ...]) -> bool:
    """Whether what an effect applies to, whether it applies, or how much, reads stats: a
    filter key of the game's `stat_filters` or a stat quantity in its filter, condition or
    effect (RB 478.1: then it depends on the effects that change stats)."""
    parts = _read_parts(effect)
    return any(_mentions_stats(part, keys) for part in parts if part is not None)


#: Whether a card's condition or effect reads stats, by its identity (kept with it, so the id
#: is not reused): asked of every effect at every computation of the layers.
_MENTIONS: dict[int, tuple[object, bool]] = {}


def _reads_own_stats(st: _Static) -> bool:
    """Whether a static ability changes its own card's stats by an amount, or while a
    condition, that reads its own card's stats ("this card's ATK is increased to 500": +X, X
    read from its ATK): FOW 909.3a, it depends on every other change of its card's stats, so
    it applies after them (`_after_the_others`)."""
    effect = st.effect
    if getattr(effect, "kind", "") != "modify" or getattr(effect, "target", None) != "self" \
            or not getattr(effect, "stats", ()):
        return False
    ability = st.ability
    known = _READS_OWN.get(id(effect))  # asked of each static at every computation
    if known is not None and known[0] is effect:
        return known[1]
    from judge.engine.conditions import StatOf

    found = any(isinstance(r, StatOf) and r.of == "self" and r.stat != "damage"
                for part in (effect, ability.condition) if part is not None
                for r in nested_records(part))
    if len(_READS_OWN) > 4096:
        _READS_OWN.clear()  # bounded: a long run sees many cards
    _READS_OWN[id(effect)] = (effect, found)
    return found


def _group_reads_own_stats(st: _Static) -> bool:
    """Whether a static ability changes the stats of a group by an amount, or while a
    condition, that reads its own card's stats ("Beast resonators you control gain +X ATK,
    where X is this card's ATK"): FOW 909.3a, it depends on every change of its card's stats
    (applying one first changes how much it gives), so it is read after them, whatever their
    timestamps; what it gives the group keeps its own timestamp there."""
    from judge.model.effects import Each

    effect = st.effect
    if getattr(effect, "kind", "") != "modify" or not isinstance(
            getattr(effect, "target", None), Each) or not getattr(effect, "stats", ()):
        return False
    known = _GROUP_READS_OWN.get(id(effect))  # asked of each static at every computation
    if known is not None and known[0] is effect:
        return known[1]
    from judge.engine.conditions import StatOf

    found = any(isinstance(r, StatOf) and r.of == "self" and r.stat != "damage"
                for part in (effect, st.ability.condition) if part is not None
                for r in nested_records(part))
    if len(_GROUP_READS_OWN) > 4096:
        _GROUP_READS_OWN.clear()
    _GROUP_READS_OWN[id(effect)] = (effect, found)
    return found


_GROUP_READS_OWN: dict[int, tuple[object, bool]] = {}


def _while_reads_stats(st: _Static) -> bool:
    """Whether a static ability applies while a condition that reads stats holds ("as long as
    this card's ATK is 600 or more, it has [Flying]"): the condition reads the stats as they
    are, every change of them applied, so it is read after those changes (FOW 909.3a: applying
    them first changes whether it applies), though what it grants may come in an earlier step
    (909.1b)."""
    condition = st.ability.condition
    if condition is None:
        return False
    known = _WHILE_READS.get(id(condition))
    if known is not None and known[0] is condition:
        return known[1]
    from judge.engine.conditions import StatOf

    found = any(isinstance(r, StatOf) and r.stat != "damage" for r in nested_records(condition))
    if len(_WHILE_READS) > 4096:
        _WHILE_READS.clear()
    _WHILE_READS[id(condition)] = (condition, found)
    return found


_WHILE_READS: dict[int, tuple[object, bool]] = {}


#: Whether a static ability's `modify` reads its own card's stats, by the effect's identity
#: (kept with it, so the id is not reused; an effect belongs to one ability, whose condition
#: it reads too).
_READS_OWN: dict[int, tuple[object, bool]] = {}


def _mentions_stats(part: object, keys: tuple[str, ...]) -> bool:
    known = _MENTIONS.get(id(part))
    if known is not None and known[0] is part:
        return known[1]
    from judge.engine.conditions import StatOf

    if len(_MENTIONS) > 4096:
        _MENTIONS.clear()  # bounded: a long run sees many cards
    found = any(isinstance(r, StatOf) or (isinstance(r, Filter) and any(
        k in keys for k, _ in r.extra)) for r in nested_records(part))
    _MENTIONS[id(part)] = (part, found)
    return found


def _apply_reader(t: Table, effect: Continuous | _Static) -> _Applied:
    """An effect that reads stats, applied as any other (its condition's change told later:
    a later pass may make it hold, RB 476.2), remembering what it covered."""
    if isinstance(effect, _Static):
        own = _reads_own_stats(effect)
        timed = t.game.stat_changes_by_timestamp  # (FOW 909.3a: the game's rules, no policy)
        change, before = _increase_read(t, effect) if own and t.game.stat_increases_first \
            else (_step_read(t, effect), False) if own and timed \
            else (_static_change(t, effect, tell=False), False)
        if change is None:
            return _Applied(None, [])
        if own and timed:
            change = _after_the_others(effect.obj, change)
        covered = _not_itself(t, effect, change, covered_by(t, _static_effect(t, effect, change)))
        if not own and timed and _group_reads_own_stats(effect) \
                and any(o is effect.obj for o in covered):
            from judge.engine.lost import cannot_rule

            cannot_rule(t, f"{change.source} changes the stats of a group its own card is in by "
                           "an amount read from that card's stats: it depends on itself, and the "
                           "rules give no order for that (909.3a)", key="effect.modify.stats",
                        silent=True)
        ordered: tuple[str, ...] | None = None
        if own and any(o is effect.obj for o in covered):
            # (registered alone too, with no rule: a change of its stats then looks again; and
            # the game's rounding where what it adds is no multiple of its stat step: FOW
            # 909.1i, "increased to 450" from 200 adds 250, rounded with the ATK after it)
            step, rounding = t.game.stat_multiple, t.game.stat_multiple_rule
            rounded = (rounding,) if step and rounding and any(
                v % step for k, v in change.stats if k in t.game.vocab.stats) else ()
            ordered = (*_ordered_by(t, effect.obj, change, before), *rounded)
            t.stat_dependents.setdefault(effect.obj.id, {})[change.source] = ordered
        if before or ordered is not None:
            applied = _Applied(change, covered)
            applied.before_decreases = before
            applied.ordered = ordered
            _cover_all(t, covered, change)
            return applied
    else:
        if not _still_in_force(t, effect):
            return _Applied(None, [])
        change, covered = effect.change, covered_by(t, effect)
    _cover_all(t, covered, change)
    return _Applied(change, covered)


def _step_read(t: Table, st: _Static) -> Modifier | None:
    """The change of a static ability that reads its own card's stats, in a game that applies
    stat changes in timestamp order within one step (FOW 909.1g): its card's stats read as
    they stand in that step, without the changes of later steps (counters, 909.1h) nor the
    rounding after them all (909.1i), which apply to what it made whatever depends on what
    (909.3: dependency orders effects within one step)."""
    state = t.state
    state.reading_in_step = st.obj.id
    try:
        return _static_change(t, st, tell=False)
    finally:
        state.reading_in_step = ""


def _ordered_by(t: Table, obj: GameObject, change: Modifier, before: bool) -> tuple[str, ...]:
    """The rules that order a static ability's change of its own card's stats, read from them,
    among the other changes of those stats: the dependency rule (FOW 909.3a, RB 479.2) only
    where another change it depends on is there (in a game that sets first and adds after, RB
    477.3.e, only another increase: a decrease applies after it by the order of increases and
    decreases, a setting before it by the layers, Role.LAYERS); none where it is alone (a
    4-Might unit "increased to 5" with nothing else is 5 by its own passive ability)."""
    from judge.engine.roles import Role

    game = t.game
    keys = {k for k, _ in change.stats}
    others = [m for m in changes(obj) if m.source != change.source]
    first = game.stat_increases_first if before else ()
    if game.stat_changes_by_timestamp:
        if any(k in keys for m in others for k, _ in (*m.stats, *m.set_stats)):
            return (*first, *game.objects.stat_filter_rules)
        return first
    if any(k in keys and v > 0 for m in others for k, v in m.stats) or any(
            game.objects.stat_bonus(t.state, obj, k) > 0 for k in keys):
        return (*first, *game.objects.stat_filter_rules)
    layers = game.roles.get(Role.LAYERS)
    if layers and any(k in keys for m in others for k, _ in m.set_stats):
        return (*first, layers)
    return first


def _increase_read(t: Table, st: _Static) -> tuple[Modifier | None, bool]:
    """The change of a static ability that reads its own card's stats, in a game that applies
    increases before decreases (RB 477.3.e): worked out as an increase, its card's stats read
    without the decreases (a 4-Might unit "increased to 5" under -2 gets +1, then the -2: 3);
    if it comes out negative it is a decrease, read with everything (it applies after the
    other decreases it depends on: RB 479.2). And whether leaving the decreases out changed
    it (then the ruling cites the order of increases and decreases)."""
    state = t.state
    state.reading_increase = st.obj.id
    try:
        change = _static_change(t, st, tell=False)
    finally:
        state.reading_increase = ""
    whole = _static_change(t, st, tell=False)
    if change is None or any(v < 0 for _, v in change.stats):
        return whole, False
    return change, whole is None or whole.stats != change.stats


def _after_the_others(obj: GameObject, change: Modifier) -> Modifier:
    """A change that depends on every other change of its card's stats, stamped with the
    latest of theirs (FOW 909.3a: the one depended on is applied first, the dependent one after
    it, whatever their timestamps), so a game that applies stat changes in timestamp order (FOW
    909.1g) applies it last: of changes with one timestamp the object's own come first, then
    the continuous ones in the order they cover it, this one last (characteristics.changes).
    Read from the object alone, so a computation from scratch stamps it the same."""
    from judge.engine.characteristics import changes
    from judge.record import replace

    latest = max((m.timestamp for m in changes(obj)), default=change.timestamp)
    return replace(change, timestamp=max(latest, change.timestamp))


def _covers_now(t: Table, effect: Continuous | _Static, change: Modifier) -> list[GameObject]:
    """The objects an effect that reads stats covers now, with the change it made."""
    if isinstance(effect, _Static):
        return covered_by(t, _static_effect(t, effect, change))
    return covered_by(t, effect)


def _apply_again(t: Table, readers: list[Continuous | _Static],
                 done: dict[int, _Applied]) -> None:
    """RB 476.2, RB 476.1: once a pass ends the layers are checked again for effects that can
    now apply: an effect that reads stats applies to each object it now covers and did not
    (never twice to one), and one whose condition now holds applies, until a pass adds
    nothing (each pass adds one object at least, so it ends)."""
    grew = True
    while grew:
        grew = False
        for effect in readers:
            applied = done[id(effect)]
            if applied.change is None and isinstance(effect, Continuous) and \
                    all(c is not effect for c in t.state.continuous):
                continue  # a "while" effect that ended (its condition failed) stays ended
            if applied.change is None:
                applied = done[id(effect)] = _apply_reader(t, effect)
                applied.again = list(applied.covered)
                grew = grew or applied.change is not None
                continue
            now = _covers_now(t, effect, applied.change)
            had = {id(o) for o in applied.covered}
            new = [o for o in now if id(o) not in had]
            if new:
                _cover_all(t, new, applied.change)
                applied.covered += new
                applied.again += new
                grew = True


def _settle_readers(t: Table, readers: list[Continuous | _Static],
                    done: dict[int, _Applied]) -> None:
    """The passes are over: a static ability's condition that changed since the layers were
    last computed is told (_holds_now), and an effect that reads stats and no longer fits an
    object it applied to (its own or a later change made the unit stop being Mighty) is
    removed from it or kept, by the game's house policy (RB 476.3: removing an effect is
    separate from applying it, and happens once too)."""
    from judge.engine.conditions import Condition

    key = t.game.objects.stat_filters_policy
    for effect in readers:
        holds_now = True
        if isinstance(effect, _Static):
            condition = effect.ability.condition
            if isinstance(condition, Condition):
                holds_now = _holds_now(t, effect.obj, _seen_from(effect), condition)
        applied = done[id(effect)]
        if applied.change is not None and applied.covered:
            _tell_reader(t, effect, applied)
        if applied.change is None or not key:
            continue
        now = _covers_now(t, effect, applied.change) if holds_now else []
        still = {id(o) for o in now}
        gone = [o for o in applied.covered if id(o) not in still]
        if not gone:
            continue
        removed = t.policy_is(key, "removed")
        if removed:
            for obj in gone:
                obj.continuous = tuple(c for c in obj.continuous if c is not applied.change)
        _tell_no_longer_fitting(t, effect, gone, removed, key)


def _tell_no_longer_fitting(t: Table, effect: Continuous | _Static, gone: list[GameObject],
                            removed: bool, key: str) -> None:
    """The ruling says what became of an effect that reads stats on the objects it no longer
    fits once it applied, under the game's house policy `key`: removed from them, or kept for
    this computation of the layers (RB HP.25: "Mighty units get -2 Might" on a 6-Might unit)."""
    from judge.msg import Msg, phrase

    what = _reader_said(t, effect)
    names = ", ".join(t.name(o.id) for o in gone)
    said = Msg("{effect} no longer applies to {objects}: applying it ended what it asks of "
               "them, and it is removed", effect=what, objects=names) if removed else Msg(
        "{effect} still applies to {objects}: applying it ended what it asks of them, and it "
        "stays applied until the layers are computed again", effect=what, objects=names)
    t.note(phrase(said), (t.policy_id(key),))


def _reader_said(t: Table, effect: Continuous | _Static) -> Msg:
    """An effect that reads stats, as a note names it: a static ability by its source and
    name, another effect by what made it."""
    from judge.msg import Msg

    if isinstance(effect, _Static):
        return Msg("{source}'s {ability}", source=t.name(effect.obj.id),
                   ability=effect.ability.name)
    return Msg("the effect of {origin}", origin=effect.origin)


def _tell_reader(t: Table, effect: Continuous | _Static, applied: _Applied) -> None:
    """The ruling says what an effect that reads stats applied to, once the effects that change
    stats had applied (the game's `stat_filter_rules`: RB 708, RB 479.2), and that a later pass
    added some (RB 476.2)."""
    from judge.msg import Msg, phrase

    objects = t.game.objects
    keys = _filter_keys_read(effect, objects.stat_filters)
    # the dependency rule, and a filter key's own rule only where the effect asks it (RB 708:
    # Mighty), not for an amount read from a stat
    rules = (*objects.stat_filter_rules,
             *(r for k in keys for r in objects.filter_key_rules.get(k, ((), ()))[0]))
    what = _reader_said(t, effect)
    # those it covered on the first pass: read after the effects it depends on; those a later
    # pass added are told apart below (RB 476.2)
    later = {id(o) for o in applied.again}
    first = [o for o in applied.covered if id(o) not in later]
    names = ", ".join(t.name(o.id) for o in first)
    if applied.ordered is not None:
        rules = applied.ordered  # its own card's stats, read: what orders it, if anything does
        if not rules:
            return  # alone, it applies by its own passive ability, as any other
    if not first:
        pass  # it applied only on a later pass: no dependency ordered it
    elif applied.before_decreases:
        t.note(phrase(Msg("{effect} applies to {objects} as an increase, read after the other "
                          "increases and before the decreases", effect=what, objects=names)),
               rules)
    elif isinstance(effect, _Static) and not keys and _group_reads_own_stats(effect):
        # what it gives is read from its own card, not from those it covers (FOW 909.3a)
        t.note(phrase(Msg("{effect} applies to {objects}, read after the effects that change "
                          "the stats of {card}", effect=what, objects=names,
                          card=t.name(effect.obj.id))), rules)
    else:
        t.note(phrase(Msg("{effect} applies to {objects}, read after the effects that change "
                          "their stats", effect=what, objects=names)), rules)
    if applied.again and not applied.before_decreases:
        # an object whose own static ability reads its stats, which this effect changes while
        # that one decides whether this applies: each changes the other, no dependency (RB
        # 479.1), so timestamps and a later pass decide
        mutual = objects.stat_filter_mutual if any(
            o.id in t.stat_dependents for o in applied.again) else ()
        t.note(phrase(Msg("{effect} applies to {objects} on a later pass through the layers",
                          effect=what, objects=", ".join(t.name(o.id) for o in applied.again))),
               (*objects.stat_filter_passes, *mutual, *(
                   r for k in keys for r in objects.filter_key_rules.get(k, ((), ()))[0])))


def _filter_keys_read(effect: Continuous | _Static, keys: tuple[str, ...]) -> list[str]:
    """The game's stat filter keys (RB `mighty`) an effect's filter or condition asks."""
    parts = _read_parts(effect)
    found = {k for part in parts if part is not None for r in nested_records(part)
             if isinstance(r, Filter) for k, _ in r.extra if k in keys}
    return sorted(found)


def _granted_statics(t: Table) -> list[_Static]:
    """The `modify` effects of static abilities effects grant objects on the board now (not
    those an attached card gives: `_given_statics`), each from the timestamp of the change that
    grants it: the ability applies as the object's own from when it was granted (RB 476.2)."""
    out = []
    once = t.game.objects.granted_once
    for oid in t.board:
        obj = t.state.objects[oid]
        had: list[AbilityDef] = []  # granted abilities of `once` keywords, earliest first
        # granted before a change that takes all abilities away, it is lost (FOW 909.1d)
        for change, abilities in kept_grants(changes(obj)) if obj.continuous or obj.modifiers \
                else ():
            giver = t.state.objects.get(change.source or "")
            if giver is not None and giver.attached_to == obj.id:
                continue
            for a in abilities:
                if a.kind != STATIC or (once and _had_already(t, a, had, once)):
                    continue
                out += [_Static(obj, a, i, e, since=change.timestamp)
                        for i, e in enumerate(a.effect) if getattr(e, "kind", "") == "modify"]
    return out


def _had_already(t: Table, ability: AbilityDef, had: list[AbilityDef],
                 once: tuple[str, ...]) -> bool:
    """Whether a granted static ability is one an earlier grant already gave the object, of a
    keyword it has once (FOW 1102.3): the same ability, so it does not apply a second time.
    Read from the grants the last pass made, every one of them, so it never depends on the
    order a pass applies the effects in (invariants.py computes them so from scratch)."""
    if not any(k in once for k in ability.keywords):
        return False
    if ability in had:
        t.cite_also_rule(t.game.objects.granted_once_rule)
        return True
    had.append(ability)
    return False


def _watch_other_conditions(t: Table) -> None:
    """A static ability with a condition and no `modify` (a `forbid`, a permission, a cost
    change) is read where it matters, but the ruling is still told when it starts or stops
    applying, as for one that modifies (_holds_now)."""
    from judge.engine.conditions import Condition

    for oid in t.board:
        if oid not in t.static_sources:
            continue
        obj = t.state.objects[oid]
        for ability in obj.card.abilities:
            if (ability.kind != STATIC or not isinstance(ability.condition, Condition)
                    or any(getattr(e, "kind", "") == "modify" for e in ability.effect)):
                continue
            seen_from = StackItem(id=f"{obj.id}.{ability.name}", kind="ability",
                                  controller=obj.controller, name=ability.name, source=obj.id)
            _holds_now(t, obj, seen_from, ability.condition)


def _early(change: Modifier | Effect) -> bool:
    """Whether an effect changes traits (the first layer: FOW 909.3a)."""
    return getattr(change, "set_traits", None) is not None or bool(getattr(change, "traits",
                                                                           ()))


def _layer(change: Modifier | Effect) -> int:
    """Which of three passes an effect applies in: traits first (0), then keywords granted (1:
    FOW 909.1d, abilities added before the values of 909.1g, so a "resonators with [Flying] get
    +200" covers a card a later static ability gives [Flying]), then the rest (2)."""
    if _early(change):
        return 0
    return 1 if getattr(change, "keywords", ()) else 2


def _cover_all(t: Table, covered: list[GameObject], change: Modifier) -> None:
    """The change covers these objects (characteristics.cover); the filters' answers kept
    while the layers are computed go if it changes traits or keywords."""
    cover(covered, change)
    scans = t.state.scans
    if covered and scans and (change.traits or change.set_traits is not None
                              or change.keywords):
        scans.clear()


def _apply_made(t: Table, c: Continuous) -> bool:
    """An effect made by a stack item: unless its "while" no longer holds (then it ends), its
    change covers what it covers now."""
    if not _still_in_force(t, c):
        return False
    _cover_all(t, covered_by(t, c), c.change)
    return True


class _Static:
    """One `modify` of a static ability of an object on the board, waiting to apply."""

    __slots__ = ("ability", "effect", "index", "obj", "since")

    @property
    def key(self) -> tuple[str, str, int, int]:
        """What it is across passes: its object, ability, effect and timestamp."""
        return self.obj.id, self.ability.name, self.index, self.since

    def __init__(self, obj: GameObject, ability: AbilityDef, index: int, effect: Effect,
                 since: int | None = None) -> None:
        self.obj = obj
        self.ability = ability
        self.index = index
        self.effect = effect
        self.since = obj.since if since is None else since  # its timestamp (RB 480.2)


def _makes_loss(effect: object) -> bool:
    return bool(getattr(effect, "loses_abilities", False) or getattr(effect, "loses_keywords", ()))


def _taken_away_first(t: Table, st: _Static) -> bool:
    """FOW 909.1d, 909.3b: within the step of losses the changes apply one after another; a
    static ability that takes abilities away, taken away itself from its card by a loss applied
    before it in this pass, is gone before its turn and makes no change. Two static abilities
    that take each other's abilities away each depend on the other (909.3a orders neither), so
    the earlier timestamp applies first and takes the later away (909.3b); with tied timestamps
    (both on the starting board) the turn player chooses, `decisions: {layers: {order: [id]}}`,
    and without it judge cannot rule (exit 3)."""
    from judge.engine.roles import Role

    if not _makes_loss(st.effect):
        return False
    firsts = [m for m in changes(st.obj) if takes_away(m) and m.source != _seen_from(st).id
              and (m.loses_all or set(m.loses_keywords) & set(st.ability.keywords))]
    if not firsts:
        return False
    change = _static_change(t, st, tell=False)
    covered = covered_by(t, _static_effect(t, st, change)) if change is not None else []
    for m in firsts:
        if not any(m.source == f"{o.id}.{a.name}" for o in covered if o is not st.obj
                   for a in _own_card(o).abilities if _makes_loss_ability(a)):
            continue
        first = _chosen_first(t) if m.timestamp == st.since else None
        if first is not None:
            t.decision(LAYERS_DECISION, "order", first)  # this entry of the order mattered
        elif m.timestamp == st.since:
            from judge.engine.lost import cannot_rule

            cannot_rule(t, f"two static abilities take each other's abilities away "
                           f"({m.source}, {_seen_from(st).id}) and began at the same time: the "
                           "turn player chooses which applies first (909.3b); say which with "
                           "`decisions: {layers: {order: [<object id>]}}`", choice=True)
        t.cite_also_optional(Role.DEPENDENCY)
        t.cite_also_optional(Role.TIMESTAMP)
    return True


#: The decision naming the object whose static abilities apply first among those of tied
#: timestamps (FOW 909.3b: the turn player chooses): `decisions: {layers: {order: [<id>]}}`.
LAYERS_DECISION = "layers"


def _chosen_first(t: Table) -> str | None:
    """The object the turn player chose to apply first among tied timestamps, if the file says."""
    if LAYERS_DECISION not in t.scenario.decisions:
        return None
    order = t.decision(LAYERS_DECISION, "order")
    first = order[0] if isinstance(order, (list, tuple)) and order else None
    if order is not None and (not isinstance(first, str) or first not in t.state.objects):
        t.bad_decision((LAYERS_DECISION, "order"), "expected the id of an object on the board "
                       "whose static abilities apply first among tied timestamps")
    return first if isinstance(first, str) else None


def gated_off(t: Table, oid: str) -> list[tuple[_Static, tuple[str, ...]]]:
    """The static abilities on the board whose `modify` would change object `oid`'s stats but
    whose condition does not hold as the ruling ends (FOW 1133.4: [Legend] not met, none of
    its text exists), each with the rules of its condition (read by the answer: what a stat no
    step changed would have been changed by). Their change is worked out as if it held, only
    to see whom it covers; nothing is applied."""
    from judge.engine.conditions import Condition, condition_rules, holds, unmet_last
    from judge.engine.roles import Role

    out = []
    for st in statics(t):
        condition = st.ability.condition
        seen_from = _seen_from(st)
        if not isinstance(condition, Condition) or holds(t, seen_from, condition):
            continue
        change = _as_change(t, seen_from, st.effect, st.since)
        if change is None or not (change.stats or change.set_stats):
            continue
        if any(o.id == oid for o in covered_by(t, _static_effect(t, st, change))):
            # a condition with no rule of its own ("as long as you control another fire
            # resonator": a count) is decided by the rule that a static ability applies only
            # while it is active (RB 364.3.a; FOW 904.1), never by nothing
            out.append((st, unmet_last(condition, condition_rules(condition, ability=True),
                                       t, seen_from) or
                        t.game.cite_optional(Role.STATIC_CONDITION) or
                        t.game.cite_optional(Role.STATIC_ABILITY)))
    # a static ability whose group reads a keyword ("resonators with [Flying] get +200") that
    # would reach the object but for that keyword, which a static ability of its own would
    # grant were its condition met (FOW 1308.2a: a bottom-box [Flying] with Solo Mode disabled)
    read = {k for st in statics(t) if not isinstance(st.ability.condition, Condition)
            or holds(t, _seen_from(st), st.ability.condition)
            for k in grouped_keywords(st.ability)}
    for st, held in keyword_gates(t, oid, tuple(read)) if read and not out else ():
        condition = st.ability.condition
        if not held and isinstance(condition, Condition):
            out.append((st, unmet_last(condition, condition_rules(condition, ability=True),
                                       t, _seen_from(st)) or
                        t.game.cite_optional(Role.STATIC_CONDITION)))
    return out


def grouped_keywords(ability: AbilityDef) -> tuple[str, ...]:
    """The keywords a static ability's group reads where it changes stats ("resonators you
    control with [Flying] get +200": flying)."""
    from judge.model.effects import Each

    return tuple(k for e in ability.effect if getattr(e, "stats", ()) or getattr(
        e, "set_stats", ()) if isinstance(target := getattr(e, "target", None), Each)
        for k in target.filter.keywords)


def keyword_gates(t: Table, oid: str, wanted: tuple[str, ...]) -> list[tuple[_Static, bool]]:
    """The static abilities with a condition (`while:`, a game's own: FOW 1308.2b) that grant
    object `oid` one of the keywords `wanted`, each with whether its condition holds as the
    ruling ends: the rules by which a group reading that keyword reaches it, or does not."""
    from judge.engine.conditions import Condition, holds

    out = []
    for st in statics(t):
        condition = st.ability.condition
        if not isinstance(condition, Condition):
            continue
        seen_from = _seen_from(st)
        change = _as_change(t, seen_from, st.effect, st.since)
        if change is None or not set(change.keywords) & set(wanted):
            continue
        if any(o.id == oid for o in covered_by(t, _static_effect(t, st, change))):
            out.append((st, holds(t, seen_from, condition)))
    return out


def keyword_gate_rules(t: Table, oid: str, wanted: tuple[str, ...], held: bool
                       ) -> tuple[str, ...]:
    """Where object `oid` has (`held`) or lacks one of the keywords `wanted` as a static ability
    with a condition of a game's own grants it (keyword_gates: FOW 1308.2b, a bottom-box
    keyword), the rule that decides: met, its first; not met, the rule of what holds while it
    does not (FOW 1308.2a). Read wherever a keyword decides: a target's filter, a blocker."""
    from judge.engine.conditions import condition_rules, unmet_rules

    out: list[str] = []
    for st, on in keyword_gates(t, oid, wanted):
        if on != held or st.ability.condition is None:
            continue
        rules = condition_rules(st.ability.condition, ability=True)
        out += rules[:1] if held else unmet_rules(st.ability.condition, rules, t, _seen_from(st))
    return tuple(out)


def _own_card(obj: GameObject) -> CardDef:
    """`obj`'s own card, its losses of abilities left out."""
    own = obj.card.get(LOST_FROM)
    return own if isinstance(own, CardDef) else obj.card


def _makes_loss_ability(ability: AbilityDef) -> bool:
    return ability.kind == STATIC and any(_makes_loss(e) for e in ability.effect)


def _apply_static(t: Table, st: _Static) -> bool:
    """A static ability's `modify`: if its ability's condition holds now, its quantities are
    read now and its change covers what it covers now."""
    change = _static_change(t, st, tell=True)
    if change is None:
        return False
    covered = _not_itself(t, st, change, covered_by(t, _static_effect(t, st, change)))
    if any(v < 0 for _, v in change.stats) and (t.state.replacements or t.static_sources):
        # RB 369: no instruction is carried out here; the game's policy says whether a
        # replacement sees it (RB HP.37), and a passive ability's replaced decrease is not
        # modelled: it applies whenever the layers are read, with no moment to do the rest.
        from judge.engine.replacements import continuous_decrease_replaced, not_replaceable_here

        for obj in covered:
            if continuous_decrease_replaced(t, obj, "a passive ability lowers it"):
                not_replaceable_here(t, "reduced", obj, "a passive ability lowers it (a "
                                     "decrease it makes replaced, as the policy reads it)")
    _cover_all(t, covered, change)
    if covered and (change.stats or change.set_stats or change.traits or change.keywords or
                    change.set_traits is not None):
        t.static_covered[f"{st.obj.id}.{st.ability.name}"] = (st.obj.id, st.ability, covered)
    return True


def static_rules(game: Rulebook, ability: AbilityDef) -> tuple[str, ...]:
    """The rules by which a static ability's change applies: the rule saying what ability its
    keyword is (FOW 1194.2: [Primal Roar] gives your Dinosaurs +100 ATK a point), else the
    game's rule that a static ability applies its effect while it is active (FOW 904.1, RB 364;
    none where the game has no such rule); first, the rules of a game's own condition that
    switches it on (FOW 1133.3-1133.4: [Legend] met, the text exists)."""
    from judge.engine.conditions import condition_rules
    from judge.engine.roles import Role

    by_keyword = tuple(game.keyword_ability_citations[k] for k in ability.keywords
                       if k in game.keyword_ability_citations)
    switched_on = condition_rules(ability.condition, ability=True) \
        if ability.condition is not None else ()
    # what its group asks by the game's own rules ("fire resonators": FOW 209.5a)
    asked = group_trait_rules(game, ability)
    becomes = trait_change_rules(game, ability)
    # (the ability's rule, then the condition's own, which says what holds: FOW 1133.4 says
    # what happens while it does not)
    # a limit of its own ("to a minimum of 1"), read whenever the stat is (RB 477.3.b)
    limit = (game.passive_limit_rule,) if game.passive_limit_rule and any(
        getattr(e, "minimum", ()) for e in ability.effect) else ()
    return tuple(dict.fromkeys((*(by_keyword or game.cite_optional(Role.STATIC_ABILITY)),
                                *limit, *switched_on[:1], *asked[:1], *becomes)))


def trait_change_rules(game: Rulebook, ability: AbilityDef) -> tuple[str, ...]:
    """The rule on "becomes" and "gains" a trait, where a static ability changes traits (FOW
    1020.1: "becomes" loses the original one of that kind, so "resonators you control are
    water" keeps their races; "gains" keeps it)."""
    from judge.engine.roles import Role

    if not any(getattr(e, "set_traits", None) is not None or getattr(e, "traits", ())
               for e in ability.effect):
        return ()
    return game.cite_optional(Role.BECOMES_TRAIT)


def group_trait_rules(game: Rulebook, ability: AbilityDef) -> tuple[str, ...]:
    """The game's rules for what a static ability's group asks by its own rules: a trait a card
    has by its other information (ObjectRules.implied_trait_rules: FOW 209.5a, "fire
    resonators" by the will symbols of their cost), a keyword read more widely than its word
    (keyword_filter_rules: FOW 1120.6, a specific [Barrier] is a [Barrier]) and its own filter
    keys (filter_key_rules: FOW 209.4, "resonators that share an attribute with a J/ruler you
    control")."""
    from judge.model.effects import Each

    objects = game.objects
    keyed = objects.filter_key_rules
    # (a key that reads stats, RB `mighty`, is cited where the effect applies: stat_filter_rules)
    return tuple(dict.fromkeys(
        rule for e in ability.effect if isinstance(t := getattr(e, "target", None), Each)
        for rule in (*objects.trait_rules(t.filter.traits),
                     *(r for k in t.filter.keywords
                       for r in objects.keyword_filter_rules.get(k, ())),
                     *(r for key, _ in t.filter.extra
                       if key in keyed and key not in objects.stat_filters
                       for r in keyed[key][0]))))


def _not_itself(t: Table, st: _Static, change: Modifier, covered: list[GameObject]
                ) -> list[GameObject]:
    """A static ability's loss covering its own card (909.3a: it takes itself away): by the
    game's policy (FOW HP.48), it covers it all the same, or not."""
    if not takes_away(change) or all(o is not st.obj for o in covered):
        return covered
    if self_dependent(t) == "applies":
        return covered
    return [o for o in covered if o is not st.obj]


def _seen_from(st: _Static) -> StackItem:
    """The static ability as the item its conditions and quantities are read from."""
    obj, ability = st.obj, st.ability
    return StackItem(id=f"{obj.id}.{ability.name}", kind="ability", controller=obj.controller,
                     name=ability.name, source=obj.id)


def _static_change(t: Table, st: _Static, *, tell: bool) -> Modifier | None:
    """The change a static ability's `modify` makes now, or None while its condition does not
    hold (`tell`: say so if that changed since the layers were last computed)."""
    from judge.engine.conditions import Condition, holds

    seen_from = _seen_from(st)
    condition = st.ability.condition
    if isinstance(condition, Condition) and not (
            _holds_now(t, st.obj, seen_from, condition) if tell else
            holds(t, seen_from, condition)):
        return None
    return _as_change(t, seen_from, st.effect, st.since)


def _static_effect(t: Table, st: _Static, change: Modifier) -> Continuous:
    """A static ability's `modify` as the continuous effect it makes with `change`."""
    obj = st.obj
    filt, fixed = _cover(getattr(st.effect, "target", "self"), obj)
    if filt is not None and filt.chosen:  # what its card's costs named (engine/named.py)
        from judge.engine.named import named_for

        filt = filt.bound(named_for(t, obj, st.ability))
    return Continuous(f"{obj.id}.{st.ability.name}.{st.index}", obj.controller, obj.id, change,
                      filt, fixed, source=obj.id, ends_when_false=False)


def covered_by(t: Table, c: Continuous) -> list[GameObject]:
    """The objects a continuous effect covers now."""
    state = t.state
    if c.fixed is not None:
        return [o for oid, inc in c.fixed if (o := state.objects.get(oid)) is not None
                and o.incarnation == inc]
    if c.filter is not None and c.filter.keywords and takes_away(c.change) and \
            asks_what_it_takes(c.change, c.filter.keywords):
        return _covered_before_loss(t, c, c.filter)
    return scan(t, (c.filter or Filter()).apart_from(c.source), c.controller)


def _covered_before_loss(t: Table, c: Continuous, filt: Filter) -> list[GameObject]:
    """A loss over the cards with a keyword it takes away (909.3a: applying it changes what it
    covers), by the game's policy (FOW HP.48): the cards that have the keywords with no loss
    applied (as its step begins), or none."""
    if self_dependent(t) != "applies":
        return []
    wide = scan(t, replace(filt, keywords=()), c.controller)
    return [o for o in wide if all(k in keywords_before_losses(t, o) for k in filt.keywords)]


def statics(t: Table) -> list[_Static]:
    """The `modify` effects of static abilities of objects on the board, in board order (each
    applies while its ability's condition holds: an inactive one only pauses)."""
    out = []
    for oid in t.board:
        if oid not in t.static_sources:
            continue
        obj = t.state.objects[oid]
        if obj.attached_to is not None:
            out += _given_statics(t, obj)
        if not t.game.objects.text_active(obj):
            continue  # e.g. RB 718.2: an attached card's own text does nothing
        for ability in obj.card.abilities:
            if ability.kind != STATIC:
                continue
            for i, effect in enumerate(ability.effect):
                if getattr(effect, "kind", "") == "modify":
                    st = _Static(obj, ability, i, effect)
                    if not _off_exhausted(t, st):
                        out.append(st)
        if obj.card.get(LOST_FROM) is not None:
            out += _lost_statics(t, obj)
    return out


def _off_exhausted(t: Table, st: _Static) -> bool:
    """Whether static ability `st` is off because its object is exhausted, where the game's
    rules say nothing of static abilities and its house policy reads them so (VW HP.56
    `while-ready`): a note says so, naming what it would change now (an answer about one of
    them reads it). The policy is read only where an exhausted object has one."""
    obj, policy = st.obj, t.game.static_exhausted_policy
    if policy is None or not obj.exhausted or not t.policy_is(*policy):
        return False
    from judge.msg import Msg, phrase

    change = _as_change(t, _seen_from(st), st.effect, st.since)
    spared = covered_by(t, _static_effect(t, st, change)) if change is not None else []
    off = Msg("{source}'s {ability} does not apply while its card is exhausted",
              source=t.name(obj.id), ability=st.ability.name)
    if spared:
        off = Msg("{off}: it does not change {objects}", off=off,
                  objects=", ".join(t.name(o.id) for o in spared))
    t.note(phrase(off), (t.policy_id(policy[0]),))
    return True



def _lost_statics(t: Table, obj: GameObject) -> list[_Static]:
    """The static abilities `obj` lost that still apply, by the game's policies: one whose loss
    covers its own card (FOW HP.48 `applies`), and the parts of the others that change races,
    types or traits, a step before the loss (FOW HP.49 `applies`, 909.1c, 909.2)."""
    out = [_Static(obj, a, i, e) for a, i, e in self_kept(t, obj)]
    return out + [_Static(obj, a, i, e) for a, i, e in earlier_step(t, obj)]


def _given_statics(t: Table, obj: GameObject) -> list[_Static]:
    """The `modify` static abilities an attached card gives the card it is attached to, where
    the game declares attached cards give their abilities (RB 718.3: appended to its host's
    text; FOW 1156.2: a [Fusion] addition's own): they apply as the host's own, the host their
    source, its controller theirs (RB 718.5.e-f), and their timestamp the later of the two
    arrivals on the board."""
    from judge.engine.granted import given_statics

    host, abilities = given_statics(t, obj)
    if host is None:
        return []
    return [_Static(host, ability, i, effect, since=max(host.since, obj.since))
            for ability in abilities for i, effect in enumerate(ability.effect)
            if getattr(effect, "kind", "") == "modify"]


def _holds_now(t: Table, obj: GameObject, seen_from: StackItem, condition: object) -> bool:
    """Whether a static ability's condition holds now; when that changed since it was last
    looked at, the ruling is told (a static ability with a condition applies while it holds)."""
    from judge.engine.conditions import Condition, condition_rules, holds, said, unmet_rules
    from judge.engine.roles import Role
    from judge.msg import Msg, phrase

    assert isinstance(condition, Condition)
    now = holds(t, seen_from, condition)
    key = f"{seen_from.id}#{obj.incarnation}"
    before = t.state.static_on.get(key)
    t.state.static_on[key] = now
    if before is not None and before != now:
        # a message, not English pieces: the note is said in the ruling's language too
        said_now = Msg("{object}'s {ability} applies again: {condition} holds", object=t.name(
            obj.id), ability=seen_from.name, condition=said(condition)) if now else Msg(
            "{object}'s {ability} stops applying: {condition} no longer holds",
            object=t.name(obj.id), ability=seen_from.name, condition=said(condition))
        rules = condition_rules(condition, ability=True)
        # stopping, the rule of what holds while it does not comes first (FOW 1308.2a: Solo
        # Mode disabled, not 1308.2b, decides that a bottom-box ability stops applying)
        off = tuple(unmet_rules(condition, rules, t, seen_from)) if not now else ()
        t.note(phrase(said_now), tuple(dict.fromkeys((
            *off, *t.game.cite_optional(Role.STATIC_CONDITION), *rules))))
    return now


def _cover(target: object, obj: GameObject) -> tuple[Filter | None, tuple[tuple[str, int], ...]
                                                     | None]:
    from judge.model.effects import Each

    if isinstance(target, Each):
        return target.filter, None
    return None, ((obj.id, obj.incarnation),)  # `self`: the static ability's own object


def _as_change(t: Table, seen_from: StackItem, effect: object, stamp: int) -> Modifier | None:
    """A static ability's `modify` as the change it makes now (its quantities read now)."""
    from judge.engine.conditions import amount

    if getattr(effect, "kind", "") != "modify":
        return None
    from judge.engine.granted import granted_named

    floors: tuple[tuple[str, int], ...] = tuple(getattr(effect, "minimum", ()))
    if floors:  # RB 477.3.b: a passive ability's limit is not fixed: read with the stat
        _passive_limit(t, seen_from, effect, floors)
    stats = tuple((k, amount(t, seen_from, v)) for k, v in getattr(effect, "stats", ()))
    return replace(Modifier(seen_from.id, stats, getattr(effect, "set_stats", ()),
                    getattr(effect, "traits", ()), getattr(effect, "set_traits", None),
                    getattr(effect, "keywords", ()), "permanent", stamp,
                    granted_named(t, seen_from.source, getattr(effect, "abilities", ())),
                    tuple((getattr(effect, "keyword_keys", None) or {}).items()),
                    getattr(effect, "loses_abilities", False),
                    tuple(getattr(effect, "loses_keywords", ())),
                    kept_through_loss(t.game, getattr(effect, "loses_abilities", False),
                                      tuple(getattr(effect, "loses_keywords", ()))),
                    set_apart(t, getattr(effect, "set_traits", None))),
                   floors=floors)


def _passive_limit(t: Table, seen_from: StackItem, effect: object,
                   floors: tuple[tuple[str, int], ...]) -> None:
    """A static ability's decrease "to a minimum of" N: where the game snapshots the limits of
    other effects only (RB 477.3.b, v1.4: `Rulebook.passive_limit_rule`), this one is read again
    whenever the stat is, as its decrease applies (characteristics.stat); a game or edition
    without that rule does not rule on it."""
    rule = t.game.passive_limit_rule
    if rule is None or t.game.stat_changes_by_timestamp:
        from judge.engine.effects import limit_not_modelled

        limit_not_modelled(t, effect, "in a passive ability")  # type: ignore[arg-type]
        return
    from judge.msg import Msg, phrase

    t.note(phrase(Msg("{object}'s {ability}: its limit (to a minimum of {limits}) is read "
                      "again whenever the stat is, as a passive ability's limit is not fixed "
                      "as it applies", object=t.name(seen_from.source or ""),
                      ability=seen_from.name, limits=", ".join(
                          f"{n} {t.game.words.stat(k)}" for k, n in floors))), (rule,))


def _still_in_force(t: Table, c: Continuous) -> bool:
    """A "while" effect ends the first time its condition does not hold."""
    from judge.engine.conditions import Condition, holds

    if not isinstance(c.condition, Condition):
        return True
    seen_from = StackItem(id=c.origin, kind="ability", controller=c.controller, name=c.origin,
                          source=c.source)
    if holds(t, seen_from, c.condition):
        return True
    if c.ends_when_false:
        t.state.continuous.remove(c)
    return False
