"""Invariants that must hold after every step of every resolution, in every game."""

from __future__ import annotations

import copy
from typing import Any

from judge.engine.characteristics import changes, keywords, matches, stat, traits
from judge.engine.copies import GONE
from judge.engine.core import Core, Limits
from judge.engine.lost import kept_grants
from judge.engine.trace import Step
from judge.model.scenario import Scenario
from judge.model.state import GameState, Modifier, StackItem


class InvariantChecker:
    """An observer for `resolve(..., observer=...)` that checks the state after each step."""

    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.steps = 0

    def __call__(self, r: Core, step: Step) -> None:
        self.steps += 1
        where = f"after step {step.index} ({step.kind.value}: {step.summary[:80]})"
        state, game = r.state, r.game
        vocab = game.vocab
        objects = state.objects
        # Every object is in exactly one zone, and a zone the game knows.
        for oid, obj in objects.items():
            assert obj.id == oid, f"{where}: object filed under {oid} calls itself {obj.id}"
            # A player who left the game takes their cards out of it (RB 652.3).
            gone = obj.zone == GONE and (obj.token or obj.copy_of is not None or
                                         obj.owner not in state.players)
            assert vocab.zone_ok(obj.zone) or obj.zone == game.stack_zone or gone, (
                f"{where}: {oid} is in an unknown zone {obj.zone!r} (only a token, a copy or a "
                "card of a player who left the game may be out of it)")
            assert obj.damage >= 0, f"{where}: {oid} has negative damage"
        # The board index is exactly the objects on the board.
        on_board = {oid for oid, o in objects.items() if vocab.is_board(o.zone)}
        assert set(r.board) == on_board, f"{where}: board index {set(r.board) ^ on_board}"
        # Ordered piles (decks) hold each of their objects once, and nothing else.
        for (owner, zone), pile in state.ordered.items():
            assert len(pile) == len(set(pile)), f"{where}: {owner}'s {zone} lists a card twice"
            for oid in pile:
                o = objects[oid]
                assert (o.owner, o.zone) == (owner, zone), f"{where}: {oid} misfiled in {zone}"
        for oid, o in objects.items():
            if o.zone in vocab.ordered_zones:
                assert oid in state.ordered.get((o.owner, o.zone), []), (
                    f"{where}: {oid} is in {o.zone} but not in its pile")
        # The stack holds only stack items, each once; a card item's card is on the stack,
        # unless the item is a copy (no card: FOW 1017.3c; one waiting for a new register, VW
        # HP.20, outlives its original) or a rule kept it when another item moved its card
        # (VW HP.19: only a registered Action's skill is in the register).
        ids = [it.id for it in state.stack]
        assert len(ids) == len(set(ids)), f"{where}: duplicate stack items {ids}"
        for item in state.stack:
            assert isinstance(item, StackItem), f"{where}: {item!r} on the stack"
            if item.kind == "card" and item.source is not None and not (
                    item.extra.get("copy") or item.extra.get("card_moved")):
                assert objects[item.source].zone == game.stack_zone, (
                    f"{where}: card item {item.id} but its card is in "
                    f"{objects[item.source].zone}")
        # Priority: at most one player, and a real one.
        assert state.priority is None or state.priority in state.players, (
            f"{where}: priority held by unknown {state.priority!r}")
        # Nothing disappears, ids stay unique (players and objects never share an id).
        missing = self.seen - set(objects)
        assert not missing, f"{where}: objects disappeared: {sorted(missing)}"
        self.seen = set(objects)
        assert not (set(objects) & set(state.players)), f"{where}: an id is both"
        for pid, player in state.players.items():
            for res, n in player.resources.items():
                assert isinstance(n, int), f"{where}: {pid}.{res} is {n!r}"

        self.check_replacements(r, where)
        self.check_layers(r, where)

    # ----- replacement effects (engine/replacements.py) -------------------------------------
    def check_replacements(self, r: Core, where: str) -> None:
        """FOW 910.3: a replacement effect applies at most once to one event, and never to an
        event that its own `instead` produced. `GameState.replaced` records each application
        as (event, replacement id, ids of the replacements whose `instead` made that event)."""
        log = r.state.replacement_log
        seen = set()
        for event, rid, within in log.applied:
            assert event <= log.events, f"{where}: replacement {rid} applied to an unknown event"
            assert (event, rid) not in seen, f"{where}: {rid} applied twice to event {event}"
            assert rid not in within, f"{where}: {rid} replaced its own result (event {event})"
            seen.add((event, rid))

    # ----- layers: continuous effects (engine/continuous.py) --------------------------------
    def check_layers(self, r: Core, where: str) -> None:
        """Continuous effects are never stale: every object's `continuous` as the engine keeps
        it equals a computation from scratch on a copy of the state (`reference_layers`, written
        here independently of engine/continuous.py), and so do the characteristics read through
        the engine."""
        state = r.state
        fresh = reference_layers(r)
        for oid, obj in state.objects.items():
            again = fresh.objects[oid]
            assert obj.continuous == again.continuous, (
                f"{where}: {oid}'s continuous effects are stale:\n engine: "
                f"{describe(obj.continuous)}\n fresh:  {describe(again.continuous)}")
            assert traits(obj) == traits(again), f"{where}: {oid}'s traits are stale"
            assert keywords(obj) == keywords(again), f"{where}: {oid}'s keywords are stale"
            for name in r.game.vocab.stats:
                read, expected = r.stat(obj, name), stat(fresh, r.game, again, name)
                assert read == expected, (
                    f"{where}: {oid}'s {name} reads {read}, a fresh computation {expected}")
        assert [c.id for c in state.continuous] == [c.id for c in fresh.continuous], (
            f"{where}: a continuous effect that ended is still in force, or the reverse")


class _Copy:
    """What the card language's readers (conditions, quantities, filters) need of a table,
    over a copy of the state."""

    def __init__(self, r: Core, state: GameState) -> None:
        self.state = state
        self.game = r.game
        self.scenario = r.scenario
        self.board = dict(r.board)
        self.static_sources = dict(r.static_sources)
        self._r = r

    def target_legal(self, item: StackItem, i: int) -> bool:
        return self._r.table.target_legal(item, i)

    def note(self, message: str, citations: tuple[str, ...] = ()) -> None:
        """A reader's note (a half rounded by house policy) is the ruling's business, not the
        reference computation's."""

    def policy_is(self, key: str, option: str) -> bool:
        """A reader's house policy (FOW HP.37: which keyword instance is in force), read
        without recording it: the ruling records what it depended on."""
        return self._r.policy_in_force(key) == option

    def policy_id(self, key: str) -> str:
        return self._r.policy_id(key)

    def cite_also_rule(self, rule_id: str) -> None:
        """Citations, like notes, are the ruling's business."""


def reference_layers(r: Core) -> GameState:
    """The layers computed from scratch on a copy of the state, as engine/continuous.py's
    docstring defines them, as plainly as possible: every object starts without continuous
    changes; the effects apply one at a time, those that change traits first, each group in
    timestamp order (effects made by stack items in the order they began, then static
    abilities in board order); each reads its condition, quantities and filter as the layers
    stand when it applies; a "while" effect whose condition fails ends."""
    from judge.engine.conditions import Condition, amount, holds
    from judge.engine.loss_readings import keywords_before_losses
    from judge.engine.lost import (
        asks_what_it_takes,
        earlier_step,
        self_dependent,
        self_kept,
        takes_away,
    )
    from judge.model.effects import Each
    from judge.model.filters import Filter
    from judge.record import nested_records, replace

    state = copy.copy(r.state)
    state.objects = {oid: copy.copy(o) for oid, o in r.state.objects.items()}
    for obj in state.objects.values():
        obj.continuous = ()
    state.continuous = list(r.state.continuous)
    t: Any = _Copy(r, state)

    def early(x: Any) -> int:
        """0: changes traits; 1: grants keywords (FOW 909.1d, before the values); 2: the rest."""
        if x.set_traits is not None or bool(x.traits):
            return 0
        return 1 if x.keywords else 2

    pending: list[tuple[int, int, Any]] = []
    # Effects made by stack items, then those the game's own state makes (an attached card's
    # bonus, RB 718.3-4).
    for c in [*r.state.continuous, *r.game.objects.game_statics(r.table)]:
        pending.append((early(c.change), c.change.timestamp, ("made", c)))
    kind = r.game.attachment
    for oid in r.board:
        obj = state.objects[oid]
        holders = []
        host = state.objects.get(obj.attached_to or "")
        if host is not None and host.id in r.board and kind is not None \
                and kind.gives_abilities and kind.gives_bonus(obj.card):
            # RB 718.3: the static abilities it gives are its host's, from the later arrival;
            # RB 477.2.a, RB 480.1: but for those a loss of the host's abilities, later than
            # its attaching, takes away
            attached = max(obj.since, obj.attached_at)
            given = tuple(a for a in obj.card.gives if not any(
                m.timestamp > attached and (m.loses_all or set(a.keywords) & set(
                    m.loses_keywords)) for m in host.modifiers))
            holders.append((host, given, max(host.since, obj.since)))
        elif host is not None and host.id in r.board and any(
                g.abilities_of and g.marks(obj.card) for g in r.game.host_grants):
            # FOW 1156.2: a [Fusion] addition's own abilities are its host's too (listed
            # before its own, as the engine lists them: ties in timestamp keep this order)
            holders.append((host, obj.card.abilities, max(host.since, obj.since)))
        if r.game.objects.text_active(obj):  # not an attached card's own text (RB 718.2)
            holders.append((obj, obj.card.abilities, obj.since))
        off = r.game.static_exhausted_policy  # VW HP.56 `while-ready`: off while exhausted
        for holder, abilities, since in holders:
            if off is not None and holder.exhausted and r.policy_in_force(off[0]) == off[1]:
                continue
            for ability in abilities:
                if ability.kind != "static":
                    continue
                for i, effect in enumerate(ability.effect):
                    if effect.kind == "modify":
                        pending.append((early(effect), since, ("static", holder, ability,
                                                                    i, effect, since)))
        # FOW HP.48-HP.49: what a lost card's static abilities still make (a loss covering its
        # own card, read from the engine's layering as the fixed point it must be; a change of
        # traits, a step before the loss)
        for ability, i, effect in [*self_kept(t, r.state.objects[oid]), *earlier_step(t, obj)]:
            pending.append((early(effect), obj.since, ("static", obj, ability, i, effect,
                                                           obj.since)))
    base = list(pending)

    def cover(filt: Filter | None, fixed: Any, controller: str) -> list[Any]:
        if fixed is not None:
            return [state.objects[i] for i, inc in fixed
                    if i in state.objects and state.objects[i].incarnation == inc]
        f = filt or Filter()
        pool = list(r.board) if f.zone in (None, "board") else list(state.objects)
        return [state.objects[i] for i in pool
                if matches(state, r.game, state.objects[i], f, controller)]

    keys = r.game.objects.stat_filters

    def reads(what: Any) -> bool:
        """RB 478.1.b: it reads stats (a `stat_filters` key or a stat quantity anywhere in it)."""
        from judge.engine.conditions import StatOf

        parts = (what[1].filter, what[1].condition) if what[0] == "made" else (
            what[2].condition, what[4])
        return (bool(keys) and any(
            isinstance(x, StatOf) or (isinstance(x, Filter) and any(k in keys for k, _ in x.extra))
            for part in parts for x in nested_records(part))) or (
            r.game.stat_changes_by_timestamp and (reads_its_own(what) or reads_as_it_is(what)))

    def reads_as_it_is(what: Any) -> bool:
        """FOW 909.3a: a static ability over a group whose amount (or condition) reads its own
        card's stats, and one whose condition reads any stats, depend on the changes of those
        stats: they are read after them."""
        from judge.engine.conditions import StatOf

        if what[0] != "static":
            return False
        ability, effect = what[2], what[4]
        if ability.condition is not None and any(
                isinstance(x, StatOf) and x.stat != "damage"
                for x in nested_records(ability.condition)):
            return True
        return isinstance(effect.target, Each) and bool(effect.stats) and any(
            isinstance(x, StatOf) and x.of == "self" and x.stat != "damage"
            for x in nested_records(effect))

    def reads_its_own(what: Any) -> bool:
        """FOW 909.3a: a static ability changing its own card's stats by an amount (or while a
        condition) that reads that card's stats depends on the other changes of them."""
        from judge.engine.conditions import StatOf

        if what[0] != "static" or what[4].target != "self" or not what[4].stats:
            return False
        return any(isinstance(x, StatOf) and x.of == "self" and x.stat != "damage"
                   for part in (what[4], what[2].condition) if part is not None
                   for x in nested_records(part))

    def apply(what: Any) -> tuple[Any, list[Any]] | None:
        """The change one effect makes now and what it covers, None if it does not apply."""
        if what[0] == "made":
            c = what[1]
            if isinstance(c.condition, Condition):
                seen = StackItem(id=c.origin, kind="ability", controller=c.controller,
                                 name=c.origin, source=c.source)
                if not holds(t, seen, c.condition):
                    if c.ends_when_false and c in state.continuous:
                        state.continuous.remove(c)
                    return None
            # "other": not the object whose static ability or effect it is (Filter.apart_from)
            filt = c.filter.apart_from(c.source) if c.filter is not None else None
            return c.change, loss_cover(filt, c.fixed, c.controller, c.change)
        _, obj, ability, _i, effect, since = what
        seen = StackItem(id=f"{obj.id}.{ability.name}", kind="ability",
                         controller=obj.controller, name=ability.name, source=obj.id)
        if isinstance(ability.condition, Condition) and not holds(t, seen, ability.condition):
            return None
        own = reads_its_own(what)
        if own and r.game.stat_changes_by_timestamp:
            # FOW 909.1g: read within its step, before counters (909.1h) and rounding (909.1i)
            state.reading_in_step = obj.id
        try:
            stats = tuple((k, amount(t, seen, v)) for k, v in effect.stats)
        finally:
            state.reading_in_step = ""
        if own and r.game.stat_increases_first:
            # RB 477.3.e: an increase reads its card's stats before the decreases
            state.reading_increase = obj.id
            try:
                first = tuple((k, amount(t, seen, v)) for k, v in effect.stats)
            finally:
                state.reading_increase = ""
            if all(n >= 0 for _, n in first):
                stats = first
        if own and r.game.stat_changes_by_timestamp:  # after the others (FOW 909.3a)
            since = max([since, *(m.timestamp for m in changes(obj))])
        change = Modifier(seen.id, stats,
                          effect.set_stats, effect.traits, effect.set_traits,
                          effect.keywords, "permanent", since,
                          tuple(a for n in effect.abilities
                                if (a := obj.card.given(n)) is not None),
                          tuple((effect.keyword_keys or {}).items()),
                          effect.loses_abilities, tuple(effect.loses_keywords),  # FOW 909.4
                          # FOW 1101.4: what the game keeps through a loss it does not name
                          tuple(k for k in r.game.keywords_kept_on_loss
                                if effect.loses_abilities and k not in effect.loses_keywords),
                          # FOW 1020.1: a set of one kind of traits keeps the other
                          r.game.objects.set_apart(effect.set_traits),
                          # RB 477.3.b: a passive ability's limit, read with the stat
                          tuple(effect.minimum))
        return change, covered_now(what, change)

    def covered_now(what: Any, change: Any) -> list[Any]:
        if what[0] == "made":
            made = what[1]
            filt = made.filter.apart_from(made.source) if made.filter is not None else None
            return loss_cover(filt, made.fixed, made.controller, change)
        obj, effect = what[1], what[4]
        if isinstance(effect.target, Each):
            # "of the named job": the value its card's cost named, kept by the object in play
            # (engine/named.py)
            named = obj.named if obj.named_for is obj.card else {}
            out = loss_cover(effect.target.filter.bound(named).apart_from(obj.id), None,
                             obj.controller, change)
        else:
            out = cover(None, ((obj.id, obj.incarnation),), obj.controller)
        if takes_away(change) and any(o is obj for o in out) and \
                self_dependent(t) != "applies":  # FOW HP.48: not its own card
            out = [o for o in out if o is not obj]
        return out

    def loss_cover(filt: Filter | None, fixed: Any, controller: str, change: Any
                   ) -> list[Any]:
        """FOW HP.48: a loss over the cards with a keyword it takes away reads them with no
        continuous loss applied, or covers none."""
        if filt is None or fixed is not None or not takes_away(change) or \
                not asks_what_it_takes(change, filt.keywords):
            return cover(filt, fixed, controller)
        if self_dependent(t) != "applies":
            return []
        return [o for o in cover(replace(filt, keywords=()), None, controller)
                if all(k in keywords_before_losses(t, o) for k in filt.keywords)]

    def one_pass(given: list[tuple[int, int, Any]]) -> None:
        for o in state.objects.values():
            o.continuous = ()
        state.continuous = list(r.state.continuous)
        # stable: ties keep order; RB 479.2: effects that read stats after the others (a keyword
        # grant that reads them too, FOW 909.3a)
        pending = sorted([*base, *given], key=lambda p: (
            2 if p[0] == 1 and reads(p[2]) else p[0], reads(p[2]), p[1]))
        done: dict[int, Any] = {}
        for _, _, what in pending:
            applied = apply(what)
            if reads(what):
                done[id(what)] = (what, applied)
            if applied is not None:
                for o in applied[1]:
                    o.continuous = (*o.continuous, applied[0])
        # RB 476.2: passes again over the effects that read stats, until none adds anything
        again = True
        while again:
            again = False
            for key, (what, applied) in list(done.items()):
                if applied is None:
                    applied = apply(what)
                    if applied is not None:
                        done[key] = (what, applied)
                        for o in applied[1]:
                            o.continuous = (*o.continuous, applied[0])
                        again = True
                    continue
                had = {id(o) for o in applied[1]}
                new = [o for o in covered_now(what, applied[0]) if id(o) not in had]
                if new:
                    for o in new:
                        o.continuous = (*o.continuous, applied[0])
                    applied[1].extend(new)
                    again = True
        policy = r.game.objects.stat_filters_policy
        if not policy or r.policy_in_force(policy) != "removed":
            return
        for what, applied in done.values():  # RB HP.25 `removed`: taken off once
            if applied is None:
                continue
            holds_now = True
            if what[0] == "static" and isinstance(what[2].condition, Condition):
                obj = what[1]
                seen = StackItem(id=f"{obj.id}.{what[2].name}", kind="ability",
                                 controller=obj.controller, name=what[2].name, source=obj.id)
                holds_now = holds(t, seen, what[2].condition)
            still = {id(o) for o in covered_now(what, applied[0])} if holds_now else set()
            for o in applied[1]:
                if id(o) not in still:
                    o.continuous = tuple(c for c in o.continuous if c is not applied[0])

    def granted_statics() -> list[tuple[int, int, Any]]:
        """RB 476.2: the static abilities that modify an effect grants (not an attached card's),
        each from the grant's timestamp: the layers start again with them."""
        out: list[tuple[int, int, Any]] = []
        once = r.game.objects.granted_once
        for oid in r.board:
            obj = state.objects[oid]
            had: list[Any] = []
            # FOW 909.1d: a grant older than a loss of abilities (or of its keyword) is lost
            for m, abilities in kept_grants(sorted((*obj.modifiers, *obj.continuous),
                                                   key=lambda m: m.timestamp)):
                giver = state.objects.get(m.source or "")
                if giver is not None and giver.attached_to == obj.id:
                    continue
                for ability in abilities:
                    if ability.kind != "static":
                        continue
                    if set(ability.keywords) & set(once):  # FOW 1102.3: had once
                        if ability in had:
                            continue
                        had.append(ability)
                    for i, effect in enumerate(ability.effect):
                        if effect.kind == "modify":
                            out.append((early(effect), m.timestamp,
                                        ("static", obj, ability, i, effect, m.timestamp)))
        return out

    given: list[tuple[int, int, Any]] = []
    one_pass(given)
    for _ in range(8):
        found = granted_statics()
        if [(w[2][1].id, w[2][2].name, w[2][3], w[1]) for w in found] == \
                [(w[2][1].id, w[2][2].name, w[2][3], w[1]) for w in given]:
            break
        given = found
        one_pass(given)
    for o in state.objects.values():
        o.continuous = tuple(sorted(o.continuous, key=lambda m: m.timestamp))
    return state


def describe(changes: tuple[Modifier, ...]) -> str:
    return "; ".join(f"{m.source}@{m.timestamp} stats={m.stats} set={m.set_stats} "
                     f"traits={m.traits} set_traits={m.set_traits} kw={m.keywords}"
                     for m in changes) or "none"


def untimed(scenario: Scenario) -> Limits:
    """The scenario's own limits but for the CPU-time budget: two resolutions compared for
    determinism must both end by a limit that counts (steps, stack, depth), never by the clock,
    which an observer checking every step (or a busy machine) runs down sooner in one of them
    (a deep fuzz run saw a file stop at step 128 with the checker and finish at 329 without)."""
    from judge.record import replace

    return replace(Limits.for_scenario(scenario), seconds=1e9)
