"""The Resolver: builds the starting state from a scenario, applies the scripted actions under
the game's rulebook, finishes as `then:` asks, and returns the `Resolution`.

    YAML -> Scenario -> Resolver(rulebook) -> Resolution -> renderers
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.actions import ActionOps
from judge.engine.answer import Watch, compose, subjects, unwatched_subjects
from judge.engine.characteristics import base_stat, keywords, stat_parts
from judge.engine.core import Core, Limits, Stop
from judge.engine.granted import ability_named
from judge.engine.resolution import Resolution, lead_board, snapshot
from judge.engine.rulebook import GameRecord, Rulebook
from judge.engine.trace import Finding, Relation, Step, StepKind, Trace
from judge.gcpause import paused_gc
from judge.model.cards import mode_named
from judge.model.scenario import ItemSpec, Scenario
from judge.model.state import GameObject, GameState, Player, StackItem
from judge.msg import Msg, Said, said_of
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import NoReturn

    from judge.engine.answer import Makeup
    from judge.model.filters import Filter


class Resolver(ActionOps):
    def __init__(self, scenario: Scenario, game: Rulebook, *, max_steps: int | None = None,
                 limits: Limits | None = None, answer: bool = False,
                 final_objects: frozenset[str] | None = None) -> None:
        super().__init__()
        #: The objects the final board gives (snapshot's `only`): None for all of them.
        self.final_objects = final_objects
        self.table = self  # what the rulebook's hooks receive (engine/table.py)
        self.scenario = scenario
        self.game = game
        self.trace = Trace(max_steps=max_steps)
        if scenario.edition and scenario.edition != game.data.default_edition:
            self.absent_rules = game.data.absent_in(scenario.edition)
        self.start_budget(limits or Limits.for_scenario(scenario))
        self._watchers = {}
        self.static_sources = {}
        self._fingerprints = {}
        self._hashed_stack = []
        self._stack_hashes = []
        self._resolution_cites = {}
        self.board = {}
        self.policies_used: dict[str, str] = {}
        #: The last priority given quietly (a phase's or a declaration's opening, every one has
        #: one): the number of steps recorded then, the player and the rule that gave it (the
        #: answer cites it for "Who gets priority after Bob blocks?": FOW 804.6, not a pass).
        self.quiet_priority: tuple[int, str, tuple[str, ...]] | None = None
        self.state = self.build_state()
        self.asked: Watch | None = Watch(
            subjects(scenario, game.vocab, game.words, game), scenario) if answer else None
        self.answer_watch = self.asked

    # ----- policies ----------------------------------------------------------------------------
    def policy(self, key: str) -> str:
        """The option in force for a house policy (the scenario's, else the default); the ruling
        records every policy it depended on."""
        value = self.policy_in_force(key)
        self.policies_used[key] = value
        return value

    def policy_in_force(self, key: str) -> str:
        """The option in force for a house policy, not recorded: for a game that must know it
        before it can tell whether the policy decides anything (RB HP.14: only once a conquer
        is replaced); it records it with `policy` or `policy_is` once it does."""
        return self.scenario.policies.get(key, self.game.data.policies[key].default or "")

    def policy_is(self, key: str, option: str) -> bool:
        """Whether house policy `key` is set to `option` (recorded as a dependency like
        `policy`). Asking for an option `policies.yaml` does not define is a bug in judge."""
        rule = self.game.data.policies[key]
        if option not in dict(rule.options):
            from judge.errors import RuleIdError

            raise RuleIdError(f"policy {key!r} has no option {option!r}")
        return self.policy(key) == option

    def policy_id(self, key: str) -> str:
        return self.game.data.policies[key].id

    # ----- building the starting state ---------------------------------------------------------
    def build_state(self) -> GameState:
        sc, g = self.scenario, self.game
        state = GameState(game=g.id, turn_player=sc.turn_player, phase=sc.phase, step=sc.step,
                          turn_number=sc.turn_number, policies=dict(sc.policies),
                          edition=sc.edition)
        for pid, values in sc.players.items():
            resources = {k: v for k, v in values.items() if isinstance(v, int)
                         and k in g.vocab.resources}
            extra = {k: v for k, v in values.items() if k not in resources and k != "lost"}
            # lost before the file's moment: out of the game (VW IN.1.a, scenario key `lost`)
            state.players[pid] = Player(pid, resources, lost=values.get("lost") is True,
                                        extra=extra)
        state.table = self.table  # for a game's filter keys that read through it
        self.state = state
        for spec in sc.objects:
            obj = GameObject(
                id=spec.id, card=g.card_as_written(sc.cards, spec.card, dict(spec.extra))
                or sc.cards[spec.card], owner=spec.owner,
                controller=spec.controller, zone=spec.zone, damage=spec.damage,
                exhausted=spec.exhausted, face_down=spec.face_down, counters=dict(spec.counters),
                attached_to=spec.attached_to, traits_extra=spec.traits,
                stats_override=dict(spec.stats), extra=dict(spec.extra))
            if spec.choices:  # named as it was played before the file began (engine/named.py)
                obj.named, obj.named_for = dict(spec.choices), obj.card
            self.add_object(obj)
        for ispec in sc.stack:
            item = self.item_from_spec(ispec)
            state.stack.append(item)
            state.stack_seen.add(item.id)
        state.ext = g.new_ext(sc)
        if isinstance(state.ext, GameRecord):
            state.teams = {p: i for i, team in enumerate(state.ext.teams) for p in team}
        state.priority = sc.priority if sc.priority is not None else g.stack.default_priority(state)
        return state

    def add_object(self, obj: GameObject) -> None:
        state = self.state
        state.objects[obj.id] = obj
        if self.game.vocab.is_board(obj.zone):
            self.board[obj.id] = None
        if obj.zone in self.game.vocab.ordered_zones:
            state.ordered.setdefault((obj.owner, obj.zone), []).append(obj.id)
        self.watch(obj)

    def item_from_spec(self, spec: object) -> StackItem:
        assert isinstance(spec, ItemSpec)
        sc, g = self.scenario, self.game
        choices = dict(spec.choices)
        if spec.card is None and spec.ability is None:
            return self.game.stack.build_item(self.table, spec)
        if spec.card is not None:
            card = g.card_as_written(sc.cards, spec.card, choices, stack=True) or \
                sc.cards[spec.card]
            obj = GameObject(id=spec.id, card=card, owner=spec.controller,
                             controller=spec.controller, zone=g.stack_zone, created=True)
            self.add_object(obj)
            specs, effects, mode = self.mode_of(card, choices)
            item = StackItem(id=spec.id, kind="card", controller=spec.controller,
                             name=card.name, source=spec.id, effect=effects, target_specs=specs,
                             choices=choices, keywords=card.keywords)
            if card.additional_cost is not None and not card.additional_cost.is_free:
                item.outcomes["cost"] = (True, ())  # on the stack: its costs were paid
        else:
            source = self.state.objects[str(spec.source)]
            ability = ability_named(self.table, source, str(spec.ability))
            if ability is None:  # a name only a grant gives, not granted as the file begins
                self.item_without_ability(spec, source)
            specs, effects, mode = self.mode_of(ability, choices)
            item = StackItem(id=spec.id, kind="ability", controller=spec.controller,
                             name=ability.name, source=source.id, effect=effects,
                             target_specs=specs, choices=choices, ability=ability,
                             keywords=ability.keywords, resource=ability.kind == "resource")
        if mode:
            item.choices["mode"] = mode
            modal = item.ability if item.ability is not None else sc.cards[str(spec.card)]
            chosen = mode_named(modal.modes, mode)
            if chosen is not None and chosen.cost is not None and not chosen.cost.is_free:
                item.outcomes["cost"] = (True, ())  # its mode's own cost was paid too
        fits: tuple[Filter | None, ...] = item.target_specs
        if len(fits) < len(spec.targets):  # more targets than specs: the rest fit anything
            fits = (*fits, *([None] * (len(spec.targets) - len(fits))))
        item.targets = tuple([self.lock(t, f) for t, f in zip(spec.targets, fits, strict=False)])
        item.resource = item.resource or (item.kind == "ability" and g.stack.is_resource(item))
        if spec.extra:
            item.extra.update(dict(spec.extra))
        return item

    def item_without_ability(self, spec: ItemSpec, source: GameObject) -> NoReturn:
        """The file's chain names an ability some card gives (`gives:`) but its source does not
        have as the file begins: the file is invalid, located at the name (exit 2)."""
        from judge.errors import InputError, Problem

        path = (*spec.path, "ability")
        said = "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in path).lstrip(".")
        found = self.scenario.marks.get(path) if self.scenario.marks is not None else None
        line, col = found or (0, 0)
        raise InputError([Problem(
            self.scenario.file, line, col, said,
            f"{self.name(source.id)} has no ability {spec.ability!r} as the file begins: its "
            "card does not list it and no effect grants it one then")])

    # ----- running -----------------------------------------------------------------------------
    def run(self, *, keep_initial: bool = True) -> Resolution:
        """The ruling; exit 3 where a filter asked a trait the game reads from information a
        card does not give (characteristics.UnknownTraits: a FOW ruler's attributes), or asked
        "another" where no object reads it (characteristics.OtherUnbound)."""
        from judge.engine.characteristics import OtherUnbound, UnknownTraits

        try:
            return self._run(keep_initial=keep_initial)
        except OtherUnbound:
            from judge.errors import Problem, UnsupportedMechanic

            raise UnsupportedMechanic(Problem(
                self.scenario.file, 0, 0, "cards", "a filter says `other: true` where judge "
                "does not read it for an object (\"another\" is modelled in targets, `each:` "
                "instructions, static abilities' groups, triggers, counts and sacrifice costs of "
                "a permanent's abilities; a spell's \"each other unit\" is other than what its "
                "text named, its target, which judge does not model): judge will not count the "
                "card itself")) from None
        except UnknownTraits as exc:
            from judge.errors import Problem, UnsupportedMechanic

            raise UnsupportedMechanic(Problem(
                self.scenario.file, 0, 0, f"cards.{exc.card}",
                f"a filter asks whether {exc.card} is {', '.join(exc.wanted)}, which its card "
                "does not say (no cost whose will symbols give its attributes, no "
                "`attributes:`): judge will not rule that it has none; give its "
                "`attributes:`")) from None

    def _run(self, *, keep_initial: bool = True) -> Resolution:
        # The starting board is shown by the text and prose views only; `judge test` and the
        # JSON ruling skip the copy.
        # Continuous effects of the starting board apply before anything reads a keyword or a
        # stat (a snapshot did it by the way; a JSON ruling takes none). What applies there
        # already applied: no loss begins (engine/lost.py).
        self.starting = True
        self.refresh_layers()
        self.starting = False
        initial = snapshot(self) if keep_initial else {}
        # The answer reads the starting board: a ruling that keeps no copy of it keeps what the
        # answer reads, so that it answers as every view does (22 bundled JSON rulings' answers
        # were not the text view's: "Decree resolves ..." where an action was rejected).
        lead = initial if keep_initial or self.asked is None else \
            lead_board(self, unwatched_subjects(self.scenario, self.game))
        if self.asked is not None:
            self.asked.begin(self)
        self.mark_initial_nodes()
        try:
            self.game.turn.start(self.table)
            self.game.stack.settle(self.table)
            for action in self.scenario.actions:
                if self.state.game_over:
                    self.note(f"the game is over; action {action.index + 1} and later are not "
                              "taken")
                    break
                self.take(action)
                self.game.stack.settle(self.table)
            self.finish()
        except Stop:
            pass
        said = tuple(self.action_said(a) for a in self.scenario.actions)
        labels = tuple(str(m) for m in said)
        res = Resolution.build(self, initial, labels, said)
        if self.asked is None:
            return res
        read = res if lead is initial else replace(res, initial=lead)  # (returned without it)
        facts = compose(read, self.asked, self.game, labels, self.scenario, self.keywords_held,
                        self.stat_makeup, self.gated_statics, self.loss_rules,
                        self.bonus_rules, self.stat_floors, self.left_out_by_its_own,
                        self.left_out_by_the_name, self.printed_name, self.policy,
                        self.quiet_priority)
        if set(self.policies_used) != set(res.policies):
            # a house policy the answer decided by (FOW HP.65: which source a card counts as
            # destroyed by) is one the ruling depended on, as any other
            res = replace(res, policies=dict(sorted(self.policies_used.items())),
                          policy_ids={k: self.policy_id(k) for k in self.policies_used})
        return replace(res, answer=facts)

    def printed_name(self, oid: str) -> str | None:
        """The name printed on an object that is a copy of another card as the ruling ends
        (a Reflection token made a copy of a Squire: "Reflection"); None for any other."""
        from judge.engine.copies import own_card

        obj = self.state.objects.get(oid)
        if obj is None:
            return None
        name = own_card(obj).name
        return name if name != obj.card.name else None

    def left_out_by_its_own(self, oid: str, stat: str) -> tuple[str, tuple[str, ...]] | None:
        """Where an object's own static ability changes `stat` ("" : any) of "other" objects
        (`other: true`: "other friendly units have +1 Might") that it would fit itself but for
        being its own: that ability's name and the rules by which it applies (RB 364). The
        answer says so of a stat no step changed: it leaves its own unit out."""
        from judge.engine.characteristics import matches  # (answers only)
        from judge.engine.continuous import STATIC
        from judge.engine.effects import Modify
        from judge.model.effects import Each

        obj = self.state.objects.get(oid)
        if obj is None or not self.game.vocab.is_board(obj.zone):
            return None
        for ability in obj.card.abilities:
            if ability.kind != STATIC:
                continue
            for e in ability.effect:
                if not (isinstance(e, Modify) and isinstance(e.target, Each)
                        and e.target.filter.other
                        and any(k == stat or not stat for k, _ in e.stats)):
                    continue
                whole = replace(e.target.filter, other=False, apart=None)
                if matches(self.state, self.game, obj, whole, obj.controller):
                    return ability.name, self.static_rules(f"{oid}.{ability.name}")
        return None

    def left_out_by_the_name(self, oid: str, stat: str
                             ) -> tuple[str, str, str, str, tuple[str, ...]] | None:
        """Where a static ability of an object on the board reading the value its object keeps,
        named as its card was played ("Followers you control of the named job get +1 ATK": VW
        REG.14.a, engine/named.py), would change `stat` ("" : any) of `oid` but for that value:
        the ability's object, its name, the name read and the value kept, and the rules by which
        it applies, the naming's first. The answer says so of a stat no step changed."""
        from judge.engine.characteristics import matches  # (answers only)
        from judge.engine.continuous import STATIC
        from judge.engine.effects import Modify
        from judge.engine.roles import Role
        from judge.model.effects import Each

        obj = self.state.objects.get(oid)
        if obj is None or not self.game.vocab.is_board(obj.zone):
            return None
        for src in self.state.objects.values():
            if not self.game.vocab.is_board(src.zone) or src.named_for is not src.card:
                continue
            for ability in src.card.abilities:
                if ability.kind != STATIC:
                    continue
                for e in ability.effect:
                    if not (isinstance(e, Modify) and isinstance(e.target, Each)
                            and e.target.filter.chosen
                            and any(k == stat or not stat for k, _ in e.stats)):
                        continue
                    filt = e.target.filter.apart_from(src.id)
                    name = filt.chosen[0]
                    if name not in src.named or len(filt.chosen) != 1:
                        continue
                    loose = replace(filt, chosen=())
                    if matches(self.state, self.game, obj, loose, src.controller) and not \
                            matches(self.state, self.game, obj, filt.bound(src.named),
                                    src.controller):
                        return (src.id, ability.name, name, str(src.named[name]),
                                tuple(dict.fromkeys((
                                    *self.game.cite_optional(Role.NAMED_KEPT),
                                    *self.static_rules(f"{src.id}.{ability.name}")))))
        return None

    def stat_floors(self, oid: str) -> tuple[tuple[tuple[str, int], ...], ...] | None:
        """The limits ("to a minimum of", Modifier.floors: RB 477.3.b) of the changes to an
        object's stats, one entry for each part of its makeup (characteristics.stat_parts), in
        the same order; None where the game's own bonuses (a buff, Assault) add to a stat, which
        a limit would be read against and the makeup does not list."""
        from judge.engine.characteristics import changes  # (answers only)

        obj = self.state.objects.get(oid)
        if obj is None or any(self.game.objects.stat_bonus(self.state, obj, k)
                              for k in self.game.vocab.stats):
            return None
        return tuple(m.floors for m in changes(obj) if m.stats or m.set_stats)

    def bonus_rules(self, oid: str, stat: str) -> tuple[str, ...]:
        """The rules of the game's own stat bonuses (declare.StatBonus with a `rule`: RB 703, a
        buff) that add to `stat` of an object as the ruling ends ("" : any stat): what the
        answer cites for a stat no step changed that the bonus holds above its printed value;
        and of those its keyword would give but its state does not (`unmet_rule`: RB 807.1.d,
        Assault of a unit that is no attacker), why the stat stays without them."""
        from judge.engine.characteristics import declared_bonus, keyword_x  # (answers only)

        obj = self.state.objects.get(oid)
        if obj is None:
            return ()
        printed = self.game.objects.text_active(obj)
        stats = (stat,) if stat else tuple(self.game.vocab.stats)
        given = (b.rule for b in self.game.stat_bonuses if b.rule
                 for k in stats if declared_bonus(b, obj, k, printed))
        idle = (b.unmet_rule for b in self.game.stat_bonuses if b.unmet_rule and b.keyword
                and b.stat in stats and not declared_bonus(b, obj, b.stat, printed)
                and keyword_x(obj, b.keyword, printed))
        return tuple(dict.fromkeys((*given, *idle)))

    def keywords_held(self, oid: str) -> tuple[str, ...]:
        """An object's keywords as the ruling ends, printed and granted (none for an id no object
        has): the answer reads them only where a keyword's rule might lead a fact about it."""
        obj = self.state.objects.get(oid)
        return () if obj is None else (*obj.card.keywords, *keywords(obj))

    def stat_makeup(self, oid: str) -> Makeup | None:
        """What an object's stats are made of as the ruling ends: its base values (printed, or
        set by the file), the changes to them, each with its source, and the rules by which
        those a static ability makes apply (None: nothing changes them, or no object has the
        id). The answer tells a value with it and cites those rules."""
        obj = self.state.objects.get(oid)
        parts = stat_parts(obj) if obj is not None else ()
        if obj is None or not parts:
            return None
        base = {k: v for k in self.game.vocab.stats if (v := base_stat(obj, k)) is not None}
        # a static ability that changes them by reading them applies by the rule that orders
        # it after the changes it depends on (FOW 909.3a, RB 479.2), first
        ordered = self.table.stat_dependents.get(oid, {})
        return base, parts, {src: (*ordered.get(src, ()), *rules, *self.named_rules(src),
                                   *self.keyword_rules(src, oid), *self.counted_rules(src))
                             for src, _, _ in parts if (rules := self.static_rules(src))}

    def counted_rules(self, source: str) -> tuple[str, ...]:
        """Where `source` is a static ability whose amount counts objects ("+200 ATK for each
        card with the trait Inverse in your removed area"), the game's rules by which those it
        counts match where their own card would say otherwise (ObjectRules.read_readers: FOW
        1302.3d, an Inverse card despair side up; 1307.5c, an alternative card's halves)."""
        from judge.engine.conditions import CountOf  # (answers only)
        from judge.engine.refs import refs
        from judge.model.effects import Each
        from judge.record import nested_records

        owner, dot, name = source.partition(".")
        obj = self.state.objects.get(owner) if dot else None
        ability = ability_named(self.table, obj, name) if obj is not None else None
        if obj is None or ability is None or not self.game.objects.read_readers:
            return ()
        counts = [q for q in nested_records(ability.effect) if isinstance(q, CountOf)]
        if not counts:
            return ()
        item = StackItem(id=f"{obj.id}.{ability.name}", kind="ability", controller=obj.controller,
                         name=ability.name, source=obj.id, ability=ability)
        objects = self.state.objects
        return tuple(dict.fromkeys(
            rule for q in counts for oid in refs(self.table, item, Each(q.count)) if oid in objects
            for rule in self.game.objects.matched_rules(q.count, objects[oid], chosen=False)))

    def keyword_rules(self, source: str, oid: str) -> tuple[str, ...]:
        """Where `source` is a static ability whose group reads a keyword ("resonators with
        [Flying]"), the rule by which object `oid` has that keyword, where a static ability
        with a condition grants it (FOW 1308.2b: a bottom-box keyword, Solo Mode engaged)."""
        from judge.engine.conditions import condition_rules
        from judge.engine.continuous import grouped_keywords, keyword_gates  # (answers only)

        owner, dot, name = source.partition(".")
        obj = self.state.objects.get(owner) if dot else None
        ability = ability_named(self.table, obj, name) if obj is not None else None
        read = grouped_keywords(ability) if ability is not None else ()
        return tuple(r for st, held in (keyword_gates(self.table, oid, read) if read else ())
                     if held and st.ability.condition is not None
                     for r in condition_rules(st.ability.condition, ability=True)[:1])

    def named_rules(self, source: str) -> tuple[str, ...]:
        """The rule by which a static ability's object keeps the value its group reads, named
        as its card was played ("Followers of the named job": VW REG.14.a, engine/named.py),
        where `source` is such an ability: which objects it reaches that value decides."""
        from judge.engine.named import reads
        from judge.engine.roles import Role

        owner, dot, name = source.partition(".")
        obj = self.state.objects.get(owner) if dot else None
        ability = ability_named(self.table, obj, name) if obj is not None else None
        return self.game.cite_optional(Role.NAMED_KEPT) if ability is not None and \
            reads(ability) else ()

    def loss_rules(self, oid: str) -> tuple[str, ...]:
        """The rules of a loss of abilities (engine/lost.py) that took from an object, as the
        ruling ends, what would change its stats: a static ability of its own card changing
        stats, or a keyword whose bonus its state would give (RB 807.1: Assault while it is an
        attacker). The answer cites them for a stat no step changed ("Might 3, as at the
        start": its Assault was lost, RB 477.2.a). None where nothing such was lost."""
        from judge.engine.lost import own_card, takes_away  # (answers only)
        from judge.engine.roles import Role

        obj = self.state.objects.get(oid)
        own = own_card(obj) if obj is not None else None
        if obj is None or own is None or (own is obj.card and not any(
                takes_away(m) for m in (*obj.modifiers, *obj.continuous))):
            return ()
        # its own keywords and those granted it (by an effect, an attached card's Effect Text)
        # that it no longer has
        gone = {*own.keywords, *(k for m in (*obj.modifiers, *obj.continuous)
                                 for k in m.keywords)} - set(keywords(obj))
        statics = any(a.kind == "static" and a not in obj.card.abilities and any(
            getattr(e, "kind", "") == "modify" and (getattr(e, "stats", ()) or
                                                    getattr(e, "set_stats", ()))
            for e in a.effect) for a in own.abilities)
        bonus = any(b.keyword in gone and b.extra is not None and
                    obj.extra.get(b.extra[0]) == b.extra[1] for b in self.game.stat_bonuses)
        return self.game.cite_optional(Role.LOSES_ABILITIES) if statics or bonus else ()

    def gated_statics(self, oid: str) -> list[tuple[str, str, tuple[str, ...], Msg | None]]:
        """The static abilities that would change an object's stats as the ruling ends but whose
        condition does not hold (continuous.gated_off): each as its object's name, the
        ability's name, the rules of its condition and the condition in words. The answer
        tells a stat no step changed with it (FOW 1133.4: [Legend] not met)."""
        from judge.engine.conditions import Condition, said_words
        from judge.engine.continuous import gated_off  # (answers only)

        return [(self.name(st.obj.id), st.ability.name, rules,
                 said_words(st.ability.condition)
                 if isinstance(st.ability.condition, Condition) else None)
                for st, rules in gated_off(self.table, oid)]

    def static_rules(self, source: str) -> tuple[str, ...]:
        """The rules by which a change whose source is `source` applies, where that is a static
        ability of an object ("rex.Primal Roar": continuous.static_rules); none for a change a
        resolved item made: its step cites its rules."""
        from judge.engine.continuous import STATIC, static_rules  # (answers only)

        owner, dot, name = source.partition(".")
        obj = self.state.objects.get(owner) if dot else None
        ability = ability_named(self.table, obj, name) if obj is not None else None
        if ability is None or ability.kind != STATIC:
            return ()
        return static_rules(self.game, ability)

    def mark_initial_nodes(self) -> None:
        """The starting stack items are graph nodes; each responded to the one below it."""
        below = None
        for item in self.state.stack:
            self.node(item.id, "item", item.name)
            if below is not None:
                self.link(item.id, below, Relation.RESPONDS_TO)
            below = item.id

    def finish(self) -> None:
        then = self.scenario.then
        if then == "stop" or self.state.game_over:
            return
        g, state = self.game, self.state
        start_turn, start_phase = state.turn_number, (state.phase, state.step)
        while not state.game_over:
            if then == "resolve" and g.stack.is_settled(state):
                break
            # A game that moves through phases on its own while settling (Riftbound) may come
            # back to the same phase of a later turn before this is asked: that changed too.
            if then == "next_phase" and ((state.phase, state.step) != start_phase
                                         or state.turn_number != start_turn):
                break
            if then == "end_of_turn" and state.turn_number != start_turn:
                break
            player = g.stack.who_acts(state)
            if player is None:
                self.trace.findings.append(Finding("note", "nobody holds priority: the "
                                                   "resolution stops here"))
                break
            if not self.do_pass(player, auto=True):
                break
            g.stack.settle(self.table)

    def give_priority(self, player: str | None, citations: tuple[str, ...], *,
                      quiet: bool = False, why: str | Msg = "") -> None:
        """`why`: a message such as `(the turn player)`, said after `receives priority` (a plain
        string is English only, as a game's older code gives it)."""
        self.state.priority = player
        if quiet and player is not None:
            self.quiet_priority = (len(self.trace.steps), player, citations)
        if not quiet:
            reason = why if isinstance(why, Msg) else why.msg if isinstance(why, Said) else \
                said_of(why.strip())
            said = Msg("{player} receives priority {why}", player=player, why=reason) if why \
                else Msg("{player} receives priority", player=player)
            self.step(StepKind.PRIORITY, said, citations, actor=player)


def resolve(scenario: Scenario, rulebook: Rulebook, *, max_steps: int | None = None,
            observer: Callable[[Core, Step], None] | None = None,
            keep_initial: bool = True, limits: Limits | None = None,
            answer: bool = False, final_objects: frozenset[str] | None = None) -> Resolution:
    """Resolve a loaded scenario under `rulebook` (the game it was loaded for, in the edition it
    names); `observer` sees every step; `keep_initial=False` skips the snapshot of the starting
    board (Resolution.initial); `limits`: judge's safety limits and budget (default: those for
    the scenario's size, core.Limits.for_scenario); `final_objects`: the only objects the
    final board gives (`judge test` compares those its `expect:` names), None for all."""
    if rulebook.id != scenario.game:
        raise ValueError(f"a {scenario.game} scenario cannot be resolved under {rulebook.id}")
    with paused_gc():
        resolver = Resolver(scenario, rulebook.for_edition(scenario.edition),
                            max_steps=max_steps, limits=limits, answer=answer,
                            final_objects=final_objects)
        resolver.observer = observer
        res = resolver.run(keep_initial=keep_initial)
        # The resolver's parts refer to the whole (its table, its hooks' bound methods): a
        # cycle that kept the whole resolution (state, trace, the scenario's YAML marks) for the
        # cyclic collector, whose scans were a tenth of `judge test`'s time. The ruling holds
        # none of it: letting go of the parts frees them at once.
        resolver.__dict__.clear()
        return res
