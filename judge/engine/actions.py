"""Player actions of the contract (section 4): pass, play, activate, and the games' own verbs.

Every check happens before anything changes: an illegal action changes nothing, is reported as
rejected with the rule that forbids it, and the player keeps priority.
"""

from __future__ import annotations

from judge.engine.characteristics import (
    ability_of_kind,
    keyword_grants,
    matches,
    own_object,
)
from judge.engine.conditions import (
    COST_UNPAID,
    X_OVERRULED,
    Quantity,
    after_cost,
    amount,
    reading,
)
from judge.engine.costs import (
    COST_REDUCED,
    ActualCost,
    actual_cost,
    free_role,
    total_cost,
    use_up,
    with_apart,
    x_unpaid,
)
from judge.engine.declare import PlayedWith, PlayPlan, Refusal, Verb, sacrifice_bar
from judge.engine.events import EventKind
from judge.engine.granted import ability_named, ability_option_costs, granted_names, granted_rules
from judge.engine.groups import fits, group_of, how_many, over_limit, spec_at, spec_given
from judge.engine.limited import activated, activation_refusal
from judge.engine.named import named_for
from judge.engine.paying import AlsoPaid, sacrificeable, use_planned_for
from judge.engine.permissions import permission as text_permission
from judge.engine.policies import gains_any, said_whole_cost
from judge.engine.reasons import Rejection
from judge.engine.replacements import replaced
from judge.engine.roles import Role
from judge.engine.stackops import StackOps, slug, source_seen
from judge.engine.trace import Relation, StepKind
from judge.engine.unplayed import (
    gone_unplayed,
    not_activated,
    replaced_as_it_begins,
    replaced_once_paid,
    rest_cost_paid,
    rest_cost_refusal,
)
from judge.engine.wording import said_filter
from judge.model.args import optional, required
from judge.model.cards import AbilityDef, CardDef, Cost, mode_named
from judge.model.effects import Effect
from judge.model.filters import Filter
from judge.model.scenario import Action
from judge.model.state import (
    GONE,
    GameObject,
    PendingTrigger,
    Permission,
    Restriction,
    StackItem,
    TargetLock,
)
from judge.msg import WORD, Items, Msg, Said, amounts, joined, phrase, said_of, say, word
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import NoReturn

    from judge.engine.rulebook import Rulebook
    from judge.engine.table import Table


class _Rejected(Exception):
    def __init__(self, refusal: Refusal) -> None:
        self.refusal = refusal


class ActionOps(StackOps):
    def take(self, action: Action) -> None:
        """Apply one scripted action (or reject it)."""
        self.current_action = action.index
        if action.verb in ("play", "activate"):  # named as it was then (`action_said`)
            named = self.state.objects.get(str(action.get("card" if action.verb == "play"
                                                          else "object")))
            if named is not None:
                self.played_as[action.index] = named.card.name
        try:
            self.check_ids_made(action)
            refusal = self.ceased_refusal(action) or \
                self.game.timing.act_refusal(self.table, action.by, action)
            if refusal is not None:
                raise _Rejected(refusal)
            self.game.all_verbs[action.verb].run(self.table, action)
        except _Rejected as rej:
            self.reject(action, rej.refusal)
        finally:
            self.current_action = None

    def objects_named(self, action: Action) -> Iterator[tuple[tuple[str | int, ...], str]]:
        """Each object id an action names under its verb's object keys (`card:`, `attackers:`),
        with the path of the id in the file."""
        for key, arg in self.game.all_verbs[action.verb].args.items():
            if arg.kind not in ("objects", "object"):
                continue
            for i, oid in enumerate(action.ids(key)):
                yield (*(action.path or ("actions", action.index)), key,
                       *((i,) if arg.kind == "objects" else ())), oid

    def check_ids_made(self, action: Action) -> None:
        """An action's id list may name what the resolution makes on the way (a token
        `m.token`, docs/scenario-format.md section 4): the loader lets such an id pass, so it is
        checked here, as the action is taken; one that was never made is an error of the file,
        located at the id (exit 2), not a guess."""
        from judge.errors import InputError, Problem, format_path

        for path, oid in self.objects_named(action):
            if oid in self.state.objects:
                continue
            marks = self.scenario.marks
            line, col = (marks.get(path) or marks.get(path[:-1]) or (1, 1)) \
                if marks is not None else (1, 1)
            raise InputError([Problem(
                self.scenario.file, line, col, format_path(path),
                f"no object with id {oid!r} when action {action.index + 1} is taken: "
                "nothing made on the way so far has that id")])

    def ceased_refusal(self, action: Action) -> Refusal | None:
        """An action naming a token or copy that has ceased to exist (FOW 1303.3a, RB 186.1:
        off the board it is gone at once) is illegal whatever it asks: there is nothing to play,
        activate or move, and no later rule brings it back."""
        for _, oid in self.objects_named(action):
            obj = self.state.objects.get(oid)
            if obj is not None and obj.zone == GONE:
                return Refusal(phrase(Msg("{object} has ceased to exist: nothing can bring it "
                                          "back", object=self.name(oid))),
                               self.game.cite_optional(self.ceased_role(obj)))
        return None

    def reject(self, action: Action, refusal: Refusal) -> None:
        self.rejected.append(Rejection(action.index, refusal.reason, refusal.citations))
        self.step(StepKind.REJECT, Msg("action {n} ({action}) is rejected: {why}",
                                       n=action.index + 1, action=self.action_said(action),
                                       why=said_of(refusal.reason)),
                  refusal.citations, actor=action.by, reason=refusal.reason)

    def action_label(self, action: Action) -> str:
        """What an action is, in words: `alice plays Rush (rush)`, `bob calls a magic stone`.
        (Prose numbers actions from 1, as players count them; the JSON keeps the index.)"""
        return str(self.action_said(action))

    def action_said(self, action: Action) -> Msg:
        """`action_label` as a message (judge/msg.py)."""
        if action.verb == "pass":
            return Msg("{player} passes", player=action.by)
        if action.verb in ("play", "activate"):
            obj = self.state.objects.get(str(action.get("card" if action.verb == "play"
                                                        else "object")))
            card = self.played_as.get(action.index) or (obj.card.name if obj is not None
                                                         else "?")
            words = self.game.words
            if action.verb == "play":  # in the game's verb for the card's type (VW: summons)
                types = obj.card.every_type() if obj is not None else ()
                return Msg(words.play_said(types)[0], player=action.by, card=card)
            return Msg(words.activate_said()[0], player=action.by, card=card,
                       ability=str(action.get("ability")))
        return self.game.words.verb_said(action.verb, action.by)

    def refuse(self, reason: str, *citations: str) -> NoReturn:
        """For verbs: stop the action as illegal (nothing may have changed yet)."""
        raise _Rejected(Refusal(reason, tuple(citations)))

    # ----- pass --------------------------------------------------------------------------------
    def do_pass(self, player: str, *, auto: bool = False) -> bool:
        refusal, excused_by = self.game.timing.pass_ruling(self.table, player)
        if refusal is not None:
            if auto:
                self.note(phrase(Msg("{player} may not pass: {reason}; the resolution stops here",
                                     player=player, reason=said_of(refusal.reason))),
                          refusal.citations)
                return False
            raise _Rejected(refusal)
        self.step(StepKind.PASS, Msg("{player} passes", player=player),
                  (*self.game.stack.pass_citations(self.table, player), *excused_by), actor=player,
                  auto=auto,
                  hold=True)
        if self.trace.full:  # `--steps N` ends on this pass
            self.pass_then_stop(lambda: self.game.stack.on_pass(self.table, player))
        self.game.stack.on_pass(self.table, player)
        return True

    # ----- play --------------------------------------------------------------------------------
    def do_play(self, action: Action) -> None:
        player = action.by
        obj = self.obj(str(action.get("card")))
        card = obj.card
        g = self.game
        if obj.owner != player and obj.controller != player:
            self.refuse(phrase(Msg("{object} is not {player}'s card",
                                   object=self.name(obj.id), player=player)),
                        g.cite(Role.PLAY_ZONE))
        self.check(self.forbidden("play", obj=obj, player=player))
        self.check(self.unrespondable())
        plan = self.planned(g.timing.plan_play(self.table, player, obj, action))
        if plan.face is not None:
            obj.card = plan.face  # FOW 903.2b: from this choice on, the card is that face
        try:
            self.play_planned(action, obj, obj.card, plan)
        except _Rejected:
            obj.card = card  # an illegal play changes nothing
            raise

    def play_planned(self, action: Action, obj: GameObject, card: CardDef, plan: PlayPlan
                     ) -> None:
        player = action.by
        g = self.game
        choices = action.mapping("choices")
        specs, effects, mode = self.chosen_mode(card, choices)
        targets = self.check_targets(player, specs, action.ids("targets"), exclude=obj.id,
                                     choices=choices, item=_spell(obj, player, effects))
        allowed = self.permission(player, obj)

        def costed(parts: tuple[Cost, Cost]) -> ActualCost:
            actual = self.work_out_cost(player, parts, choices, obj, of="play",
                                        free=allowed is not None and allowed.free,
                                        less=plan.less, optional=plan.optional)
            actual = with_apart(actual, plan.apart)
            self.check_cost(player, actual, parts, choices, obj, plan)
            return actual

        # "sacrifice another resonator": not the card played (its cost's `other` filters)
        parts, actual, unpaid = self.with_option_cost(
            _apart((plan.cost, _merged(card.additional_cost, plan.extra)), obj.id),
            _option_apart(_option_cost(card, mode), obj.id), mode, costed)
        if allowed is not None:
            self.cite_also_optional(Role.PERMISSION)
        self.check(self.cost_dooms_target(player, parts, choices, targets, obj))
        if self.game.checked_as_played and any(
                getattr(e, "kind", "") in self.game.checked_as_played for e in effects):
            self.check(self.choices_refused(replace(
                _spell(obj, player, effects), choices=choices,
                targets=tuple(self.lock(t, spec_at(specs, i)) for i, t in enumerate(targets)))))
        # -- everything is legal: now change the state --
        if replaced_as_it_begins(self.table, "played", obj):
            return
        kept = self.x_as_paid(card, parts, actual, choices)
        item = StackItem(
            id=obj.id, kind="card", controller=player, name=card.name, source=obj.id,
            effect=effects, target_specs=specs,
            targets=tuple(self.lock(t, spec_at(specs, i)) for i, t in enumerate(targets)),
            choices=({**kept, "mode": mode} if mode else kept), keywords=card.keywords,
        )
        if kept is not choices:
            item.extra[X_OVERRULED] = True
        choices = kept
        item.extra["paid"] = dict(actual.resources)
        if actual.free:  # played without paying its cost (VW HP.10 `spent`: no honor either)
            item.extra["free"] = actual.free
        if actual.x is not None:  # the value X was paid at (0 played free, FOW 903.2h-1)
            item.extra["x_paid"] = actual.x
        if actual.reduced:
            item.extra[COST_REDUCED] = True
        item.extra.update(plan.notes)
        paid = self.pay(player, actual, parts, choices, obj, item, plan=plan, apart=True)
        if not parts[1].is_free:
            item.outcomes["cost"] = (True, ())  # "[cost]. If so, ...": it was paid (VW REG.14.a)
        self.move(obj, g.stack_zone)
        obj.controller = player
        self.push(item)
        if replaced_once_paid(self.table, "played", obj, paid):
            self.unplayed(item, obj)
            return
        # in the game's verb for the card's type (VW: "alice summons Trader Male", REG.1.a)
        plays = Msg(g.words.play_said(card.every_type())[0], player=player,
                    card=card.name)
        g.stack.as_played(self.table, item)
        self.emit(EventKind.PLAYED, plays, obj=obj.id, player=player, item=item.id,
                  cause=action.node)
        # the action is the card's play, named as the card was as it was taken (a half, a
        # side: the step says which)
        named = self.played_as.get(action.index)
        self.node(action.node, "action", plays if named in (None, card.name) else Msg(
            g.words.play_said(card.every_type())[0], player=player, card=named))
        said = g.words.play_said(card.every_type())  # VW: summons, uses
        self.step(StepKind.PLAY, Msg(said[2] if item.targets else said[1], player=player,
                                     item=self.item_label(item), targets=self.targets_said(item),
                                     stack=word(g.stack_word)),
                  plan.citations or g.report.play_citations(self.table, item), actor=player,
                  item=item.id)
        self.fixed_on_playing(player, item, mode, parts, choices)
        paid()
        if unpaid is not None:
            self.option_unpaid(item, mode, unpaid)
        use_planned_for(self.table, item)  # abilities used while paying (engine/paying.py)
        g.stack.after_put_on_stack(self.table, item)

    def play_now(self, player: str, obj: GameObject, *, free: bool | str, cause: str,
                 finishing: tuple[str, ...] = ()) -> StackItem | str:
        """An effect plays `obj` now, whatever the timing (FOW 903.2n, 1017.6), for nothing if
        `free` (X is 0): choices and targets from `decisions:` under its id, else the first
        legal targets (the step says so). Why it cannot be played, if it cannot. `finishing`:
        the rules by which the game goes on with a play the effect began earlier, once its
        resolution ended (RB 354.3, `StackRules.begin_play_by_effect`). The face it is played
        as, where its game has one chosen as it is played (FOW 1307.3: an alternative card's
        half), comes from `decisions:` too (`TimingRules.play_now_face`)."""
        self.decision(obj.id)  # it came up: a decision may name it
        face = self.game.timing.play_now_face(self.table, obj, self.decided_choices(
            obj.id, tuple(self.game.vocab.item_choice_keys)))
        printed = obj.card
        if face is not None:
            obj.card = face  # from this choice on, the card is that face
        played = self.play_now_as(player, obj, free=free, cause=cause, finishing=finishing)
        if face is not None and isinstance(played, str):
            obj.card = printed  # not played: it is the card it was
        return played

    def play_now_as(self, player: str, obj: GameObject, *, free: bool | str, cause: str,
                    finishing: tuple[str, ...] = ()) -> StackItem | str:
        """`play_now` once the face it is played as is chosen."""
        g = self.game
        choices = self.decided_choices(obj.id, _choice_names(obj.card, g))
        if (no := self.forbidden("play", obj=obj, player=player)) is not None:
            for rule in no.citations:  # a restriction forbids it (FOW 104.4); the effect goes on
                self.cite_also_rule(rule)
            self.cite_also_optional(Role.PLAY_NOW)
            return no.reason
        if (unmet := g.timing.play_now_refusal(self.table, player, obj)) is not None:
            for rule in unmet.citations:  # why it cannot be played; the effect goes on
                self.cite_also_rule(rule)
            self.cite_also_optional(Role.PLAY_NOW)
            return unmet.reason
        card = obj.card
        if card.modes and mode_named(card.modes, choices.get("mode")) is None:
            choices["mode"] = card.modes[0].name
        specs, effects, mode = self.mode_of(card, choices)
        given = self.decision(obj.id, "targets") if specs else None
        auto = not isinstance(given, tuple)
        targets: list[str] = [str(x) for x in given] if isinstance(given, tuple) else []
        only = True  # judge chose among no others: each target was the only legal one
        for spec in specs[len(targets):] if auto else ():
            if spec.group is not None:
                only = False
                continue  # "any number": judge chooses none for it (RB 355.13)
            spec = spec.given(tuple(targets))  # "there": the targets chosen before it
            options = self.leading_on(specs, [
                c for c in self.candidates(spec.bound(choices), player, exclude=obj.id,
                                           item=_spell(obj, player)) if c not in targets],
                targets, player, exclude=obj.id, item=_spell(obj, player), choices=choices)
            if not options:  # it cannot be played; the effect playing it goes on without it
                self.cite_also(Role.TARGETS)
                self.cite_also_optional(Role.PLAY_NOW)
                return phrase(Msg("it has no legal target"))
            only = only and len(options) == 1
            targets.append(options[0])
        try:
            self.check_targets(player, specs, tuple(targets), exclude=obj.id, choices=choices,
                               item=_spell(obj, player, effects))
            parts = _apart((card.cost, _merged(card.additional_cost, _option_cost(card, mode))),
                           obj.id)
            actual = self.work_out_cost(player, parts, choices, obj, of="play", free=free)
            self.check_cost(player, actual, parts, choices, obj)
        except _Rejected as rej:
            for rule in rej.refusal.citations:  # why it cannot be played; the effect goes on
                self.cite_also_rule(rule)
            self.cite_also_optional(Role.PLAY_NOW)
            return rej.refusal.reason
        if replaced_as_it_begins(self.table, "played", obj):
            return phrase(Msg("its play was replaced"))
        kept = self.x_as_paid(card, parts, actual, choices)
        item = StackItem(
            id=obj.id, kind="card", controller=player, name=card.name, source=obj.id,
            effect=effects, target_specs=specs,
            targets=tuple(self.lock(t, spec_at(specs, i)) for i, t in enumerate(targets)),
            choices=({**kept, "mode": mode} if mode else kept), keywords=card.keywords,
            caused_by=cause)
        if kept is not choices:
            item.extra[X_OVERRULED] = True
        choices = kept
        item.extra["paid"] = dict(actual.resources)
        if actual.free:  # played without paying its cost (VW HP.10 `spent`: no honor either)
            item.extra["free"] = actual.free
        paid = self.pay(player, actual, parts, choices, obj, item)
        if not parts[1].is_free:
            item.outcomes["cost"] = (True, ())  # its additional cost was paid
        self.move(obj, g.stack_zone, cause=cause)
        obj.controller = player
        self.push(item)
        self.link(cause, item.id, Relation.CAUSES)
        if replaced_once_paid(self.table, "played", obj, paid):
            self.unplayed(item, obj)
            return phrase(Msg("its play was replaced"))
        g.stack.as_played(self.table, item)
        self.emit(EventKind.PLAYED, Msg(self.game.words.play_said(card.every_type())[0],
                                        player=player, card=card.name),
                  obj=obj.id, player=player, item=item.id, cause=cause)
        label: str | Msg = self.item_label(item)
        if obj.copy_of:
            label = Msg("a copy of {card} as {item}", card=self.name(obj.copy_of), item=label)
        chosen = "" if not (auto and targets) else \
            Msg(" (the only legal target)", plural=" (the only legal targets)",
                n=len(targets)) if only else \
            Msg(" (targets chosen automatically; set `decisions:` to choose)")
        targets_said = self.describe_targets_said(item)
        by = self.name(cause)  # an item by its name too: "as the effect of Oath (pact.oath)"
        said = Msg("{player} goes on playing {item}{targets}{chosen} {where}, as the "
                   "effect of {cause} said once it had resolved", player=player, item=label,
                   targets=targets_said, chosen=chosen, where=g.words.on_stack_said(),
                   cause=by) if finishing else \
            Msg(g.words.play_now_said(card.every_type())[0], player=player,
                item=label, targets=targets_said, chosen=chosen,
                where=g.words.onto_stack_said(), cause=by)  # VW: summons
        self.step(StepKind.PLAY, said,
                  (*(finishing or g.cite_optional(Role.PLAY_NOW)),
                   *(g.cite_optional(free_role(free)) if free else ()),
                   *((g.cite_optional(Role.PLAYED_COPY) or g.cite_optional(Role.COPY))
                     if obj.copy_of else ())),
                  actor=player, item=item.id)
        paid()
        g.stack.after_played_by_effect(self.table, item)  # e.g. VW HP.10 `spent`: its honor
        # No priority round here: it is part of a resolution, whose end gives priority.
        return item

    def with_option_cost(self, parts: tuple[Cost, Cost], option: Cost | None, mode: str | None,
                         costed: Callable[[tuple[Cost, Cost]], ActualCost]
                         ) -> tuple[tuple[Cost, Cost], ActualCost, Refusal | None]:
        """The costs to pay with the chosen mode's own cost among the additional ones, their
        actual cost (`costed` works it out and refuses what cannot be paid), and the refusal of
        the mode's cost if it was left unpaid. Where it alone cannot be paid the mode is
        refused (VW REG.14.a-b), or chosen without it under the game's house policy (VW
        HP.46)."""
        if option is None or option.is_free:
            return parts, costed(parts), None
        full = (parts[0], _merged(parts[1], option))
        try:
            return full, costed(full), None
        except _Rejected as rejected:
            refusal = rejected.refusal
        actual = costed(parts)  # what is refused without it is refused for that
        g = self.game
        modes = g.cite_optional(Role.MODES)
        policy = g.option_cost_policy
        if policy is None or not self.table.policy_is(*policy):
            why = (*modes, self.table.policy_id(policy[0])) if policy else modes
            # the cost refused is the mode's own: said, since without it the play is legal
            self.check(Refusal(phrase(Msg("{why}, with {mode}'s own cost",
                                          why=said_of(refusal.reason),
                                          mode=g.words.mode_said(str(mode)))),
                               # the mode's own cost refused it (VW REG.14.b, HP.46): its
                               # rules first, then why that cost could not be paid
                               tuple(dict.fromkeys((*why, *refusal.citations)))))
        assert policy is not None
        self.cite_also_rule(self.table.policy_id(policy[0]))
        return parts, actual, refusal

    def option_unpaid(self, item: StackItem, mode: str | None, refusal: Refusal) -> None:
        """VW HP.46 (a game's `option_cost_policy`): the mode was chosen, its own cost not paid
        (`refusal` says why), so nothing the mode does happens: each of its instructions follows
        its cost ("Jika demikian"), and a step says so."""
        g = self.game
        assert g.option_cost_policy is not None
        policy = self.table.policy_id(g.option_cost_policy[0])
        item.effect = tuple(after_cost(e) for e in item.effect)
        item.outcomes["cost"] = (False, (policy,))
        item.extra[COST_UNPAID] = Msg("{mode} was chosen without paying its own cost, as "
                                      "{policy} lets it be", mode=g.words.mode_said(str(mode)),
                                      policy=policy)
        self.step(StepKind.COST, Msg("{player} chooses {mode} of {item} without paying its own "
                                     "cost ({why}): what it does will not happen",
                                     player=item.controller, mode=g.words.mode_said(str(mode)),
                                     item=self.item_label(item),
                                     why=said_of(refusal.reason)),
                  (*g.cite_optional(Role.MODES), policy), actor=item.controller, item=item.id)

    def chosen_mode(self, card: CardDef | AbilityDef, choices: dict[str, object]
                    ) -> tuple[tuple[Filter, ...], tuple[Effect, ...], str | None]:
        if not card.modes:
            return card.targets, card.effect, None
        m = mode_named(card.modes, choices.get("mode"))
        if m is not None:
            return m.targets, m.effect, m.name
        names = ", ".join(m.name for m in card.modes)
        # in the game's words: one Option, as it goes into the register (VW REG.14.b)
        self.refuse(phrase(Msg("one {mode} ({objects}) must be chosen as it goes {where}",
                               mode=word(self.game.words.mode), objects=names,
                               where=self.game.words.onto_stack_said())),
                    self.game.cite(Role.MODES))
        raise AssertionError  # unreachable: refuse raises

    def forbidden(self, action: str, *, obj: GameObject | None = None,
                  item: StackItem | None = None, player: str | None = None,
                  actor: str | None = None, via: StackItem | None = None) -> Refusal | None:
        """Why a restriction in force forbids `action` (engine/restrictions.py), or None; `via`:
        what would do it (the item that targets)."""
        if not (self.state.restrictions or self.static_sources):
            return None  # the common case: nothing anywhere could forbid it
        from judge.engine.restrictions import by_said, describe, forbidding

        r = forbidding(self.table, action, obj=obj, item=item, player=player, actor=actor,
                       via=via)
        if r is None:
            return None
        named: str | Msg = self.name(obj.id) if obj is not None else Msg("it")
        by = r.by if action == "be_targeted" and r.by != "opponent" else None
        what = Msg("{object} cannot be targeted by {what}", object=named,
                   what=by_said(by, self.game.words.activates,
                                self.game.words.on_stack_said())) \
            if by is not None else \
            Msg("{object} cannot be targeted", object=named) if action == "be_targeted" else \
            Msg(self.game.words.cannot_play_said(obj.card.types if obj is not None else ()),
                player=str(player), object=named) \
            if action == "play" else \
            Msg(self.game.words.cannot_activate_said(), player=str(player),
                object=named) if action == "activate" else \
            Msg("{player} cannot discard {object}", player=str(player), object=named) \
            if action == "discard" else \
            Msg("{object} cannot {verb}", object=named if obj else player or named,
                verb=Msg(action.replace("_", " "), context="verb"))
        g = self.game
        about = {"be_targeted": g.cite_optional(Role.TARGETS), "play": g.cite_optional(Role.PLAY),
                 "activate": g.cite_optional(Role.ACTIVATE),
                 "respond": g.cite_optional(Role.RESPONSE) + g.cite_optional(Role.NO_RESPONSE),
                 }.get(action, ())
        why: Msg = describe(self.table, r)
        if r.kept_by:  # made for a turn that has ended, kept by a house policy (VW HP.50)
            why = Msg("{why}, a restriction kept past the turn it was made for ({rule})",
                      why=why, rule=r.kept_by)
        # what its `by:` asks by the game's own rules ("fire chants": FOW 209.5a)
        asked = g.objects.filter_rules(by, self.game.stack_zone) if isinstance(by, Filter) \
            else ()
        why, waits = self._source_aimed_at(r, why)
        return Refusal(phrase(Msg("{what}: {why}", what=what, why=why)),
                       g.cite_optional(Role.RESTRICTION) + waits + about + asked +
                       ((r.kept_by,) if r.kept_by else ()))

    def _source_aimed_at(self, r: Restriction, why: Msg) -> tuple[Msg, tuple[str, ...]]:
        """A restriction whose card an item waiting on the stack targets ("destroy target
        Relic" at the Ward Totem) still forbids: that item has done nothing yet (VW REG.1.c,
        Role.ITEM_WAITS), which decides as much as the restriction does; said and cited where
        the game has that rule."""
        waits = self.game.cite_optional(Role.ITEM_WAITS)
        if not waits or r.source is None:
            return why, ()
        aimed = next((i for i in reversed(self.state.stack)
                      if any(t.id == r.source for t in i.targets)), None)
        if aimed is None:
            return why, ()
        w = self.game.words
        return Msg("{why}: {item}, aimed at {source}, is still {where}, waiting to {resolve}",
                   why=why, item=self.name(aimed.id), source=self.name(r.source),
                   where=w.place_said(w.stack), resolve=word(w.resolve[0])), waits

    def player_forbidden(self, target: str, actor: str,
                         via: StackItem | None) -> Refusal | None:
        """Why a restriction in force forbids `actor` to target the player `target` ("you
        cannot be targeted by your opponents"), or None."""
        if not (self.state.restrictions or self.static_sources):
            return None
        from judge.engine.restrictions import (
            describe,
            forbidding_player,
            player_shield,
            player_shields_of,
        )

        r = forbidding_player(self.table, target, actor, via)
        if r is None:
            for own in player_shields_of(self.table, target):
                if own.others and self.state.allied(actor, target):
                    for rule in own.rules:  # their own may target them (FOW 1120.4)
                        self.cite_also_rule(rule)
            return None
        g = self.game
        shield = player_shield(self.table, r.by)
        if shield is not None:  # a keyword of the player's (FOW 1120.4 [Barrier]): its rule
            source = self.state.objects.get(via.source or "") if via is not None else None
            if r.types:  # narrowed to some card types (FOW 1120.5)
                return Refusal(phrase(Msg(shield.narrowed_says, name=self.name(target),
                                          types=Items([word(x) for x in r.types]),
                                          source=self.name(source.id) if source else "")),
                               (*shield.narrowed_rules, *g.cite_optional(Role.TARGETS)))
            return Refusal(phrase(Msg(shield.says, name=self.name(target), by=actor,
                                      controller=target, source=self.name(source.id)
                                      if source is not None else "")),
                           (*shield.rules, *g.cite_optional(Role.TARGETS)))
        return Refusal(phrase(Msg("{what}: {why}", what=Msg(
            "{object} cannot be targeted", object=self.name(target)),
            why=describe(self.table, r))),
            g.cite_optional(Role.RESTRICTION) + g.cite_optional(Role.TARGETS))

    def inactive(self, obj: GameObject, ability: AbilityDef, player: str) -> Refusal | None:
        """An ability that works only while its condition (`while:`) holds cannot be activated
        while it does not (seen from `player`, who would control it)."""
        from judge.engine.conditions import (
            Condition,
            holds,
            met_rules,
            said,
            unmet_cited,
            unmet_first,
            unmet_reasons,
        )

        if not isinstance(ability.condition, Condition):
            return None
        seen_from = StackItem(id=f"{obj.id}.{ability.name}", kind="ability", controller=player,
                              name=ability.name, source=obj.id, ability=ability)
        if holds(self.table, seen_from, ability.condition):
            # it decides that it may be used
            for rule in met_rules(ability.condition, ability=True):
                self.cite_also_rule(rule)
            return None
        own = unmet_first(ability.condition, ability=True)
        # RB 377.2.b: "use this ability only while ...", a condition with no rule of its own
        # (a Level's is RB 727's), must be true to activate it
        limit = self.game.cite_optional(Role.ACTIVATION_CONDITION) \
            if ability.kind == "activated" and not own else ()
        return Refusal(phrase(Msg("{object}'s {ability} works only while {condition}, which "
                                  "does not hold now", object=self.name(obj.id),
                                  ability=ability.name, condition=said(ability.condition))),
                       unmet_cited(limit or self.game.cite_optional(Role.ABILITY_CONDITION)
                                    or self.game.cite_optional(Role.STATIC_CONDITION)
                                    or self.game.cite_optional(Role.ACTIVATE)
                                    or (self.game.cite(Role.CONTROL),),
                                    own,
                                    unmet_reasons(ability.condition, self.table, seen_from)))

    def decided_choices(self, key: str, names: tuple[str, ...]) -> dict[str, object]:
        """The `choices:` a decision gives for these names (each one asked: engine/core.py)."""
        out: dict[str, object] = {}
        for name in dict.fromkeys(names):
            value = self.decision(key, "choices", name)
            if value is not None:
                out[name] = value
        return out

    def permission(self, player: str, obj: GameObject) -> Permission | None:
        """What card text lets `player` do in playing `obj` now (engine/permissions.py)."""
        return text_permission(self.table, player, obj)

    def unrespondable(self) -> Refusal | None:
        """A stack item nobody may respond to forbids putting anything on the stack above it."""
        for waiting in self.state.stack:
            refusal = self.forbidden("respond", item=waiting)
            if refusal is not None:
                template = self.game.words.no_response
                item, why = self.item_label(waiting), _after_colon(refusal.reason)
                said = Msg(template, context=WORD, item=item, why=why) if template else Msg(
                    "{item} cannot be responded to: {why}", item=item, why=why)
                return Refusal(phrase(said), refusal.citations)
        return None

    def check(self, refusal: Refusal | None) -> None:
        if refusal is not None:
            raise _Rejected(refusal)

    def planned(self, plan: Refusal | PlayPlan) -> PlayPlan:
        if isinstance(plan, Refusal):
            raise _Rejected(plan)
        return plan

    def check_targets(self, player: str, specs: tuple[Filter, ...], given: tuple[str, ...],
                      exclude: str | None, choices: dict[str, object] | None = None,
                      item: StackItem | None = None) -> list[str]:
        """The given targets, refused unless each is legal for what targets (`item`: the item
        the play or activation would make)."""
        targets = list(given)
        g = self.game
        cite = g.cite(Role.TARGETS)
        # "destroy target Follower of that job": the job is chosen as it is played, with its
        # additional cost (VW REG.14.a); none chosen leaves no kind to check a target against
        unmade = next((n for s in specs for n in s.chosen
                       if not isinstance((choices or {}).get(n), str)), None)
        if unmade is not None and targets:
            self.refuse(phrase(Msg("its target must be of the {object} chosen as it is played, "
                                   "and no {object} was chosen", object=unmade)),
                        *g.cite_optional(Role.ADDITIONAL_COST), cite)
        # "another": not the card being played, nor the object whose ability it is
        # (a spell's "another" is other than something its text named: not ruled, exit 3)
        apart = own_object(self.game, self.state, item.source if item is not None else exclude,
                           item is None or item.kind == "card")
        # the kind with no name read: a target refused only for the name (a Follower of
        # another job) is refused by the naming's rule too (VW REG.14.a), beside the target's
        loose = tuple(replace(s, chosen=()).apart_from(apart) for s in specs) \
            if any(s.chosen for s in specs) else ()
        specs = tuple(s.bound(choices or {}).apart_from(apart) for s in specs)
        # A target not of the kind the card asks for: the rule on what a target must be; for
        # the ability a keyword is, the keyword's rule, which says what it targets (FOW 1121.2).
        own = tuple(dict.fromkeys(
            g.keyword_ability_citations[k] for k in (item.ability.keywords if item is not None
                                                      and item.ability is not None else ())
            if k in g.keyword_ability_citations))
        kind = own or g.cite_optional(Role.TARGET_KIND) or (cite,)
        # a mode chosen now fixes what its targets must be: the rule choosing modes as it is put
        # on the stack decides too (VW REG.14.b: the Option- cannot wait for a target, and its
        # targets are the chosen option's)
        mode = g.cite_optional(Role.MODES) if choices and "mode" in choices else ()
        if not fits(specs, len(targets)):
            self.refuse(phrase(self.needs_targets(specs, len(targets))), *mode,
                        *(g.cite_optional(Role.GROUP_TARGETS) if group_of(specs) else ()), cite)
        # what targets, with its targets: a game may ask which instruction a target is for
        # (FOW 1047.3: an expel effect's)
        aimed = item if item is None else replace(item, targets=tuple(
            TargetLock(x, o.incarnation if (o := self.state.objects.get(x)) else -1)
            for x in targets))
        for i, tid in enumerate(targets):
            spec = spec_given(specs, i, targets)  # "there": reads the targets before it
            assert spec is not None  # fits() above
            if tid == exclude:
                self.refuse(phrase(Msg("it cannot target itself")),
                            *(g.cite_optional(Role.TARGET_SELF) or
                                                         (cite,)))
            if spec.player or spec.item:
                # the game's rules for its own keys asked of a card on the stack (RB 206)
                asked = g.objects.filter_rules(spec, g.stack_zone) if spec.item else ()
                if spec.player and tid in self.state.players:
                    if self.state.players[tid].lost:  # out of the game (VW IN.1.a)
                        self.refuse(phrase(Msg("{player} has lost and is no longer in the game",
                                               player=tid)), *g.standing_rules)
                    self.check(self.player_forbidden(tid, player, aimed))
                if tid not in self.candidates(spec, player, exclude=exclude, item=item):
                    # the game's own rule that keeps it from being targeted says why (FOW
                    # 1167.2, 1167.2a: [Untouchable], its ability's too), not "not of the kind"
                    waiting = self.state.item(tid) if spec.item else None
                    self.check(g.objects.item_refusal(self.table, waiting, "target")
                               if waiting is not None else None)
                    self.refuse(self.not_a_legal_target(tid, spec),
                                *self.ability_rules(tid, spec), *(self.left_stack(tid, spec) or
                                                                   kind), *asked)
                for rule in asked:
                    self.cite_also_rule(rule)
                continue
            obj = self.state.objects.get(tid)
            team = self.team_rules(spec, obj, player)
            # the game's rules for a trait the spec asks that a card has by other information
            # (FOW 209.5a: "fire resonator", the will symbols of its cost), and for its own
            # filter keys (FOW 209.4: "that shares an attribute with a J/ruler you control")
            asked = g.objects.filter_rules(spec, spec.zone)
            if obj is not None:  # (FOW 1305.3: a stranger resonator is a resonator)
                asked += g.objects.matched_rules(spec, obj)
            if obj is None or not matches(self.state, self.game, obj, spec, player):
                self.refuse(self.not_a_legal_target(tid, spec), *(self.left_stack(tid, spec) or
                                                                  self.on_stack_rules(obj, spec)
                                                                  or self.type_word_rules(obj,
                                                                                          spec)
                                                                  or kind),
                            *team, *self.outside_rules(obj, spec),
                            *self.keyword_gate_rules(obj, spec, held=False), *mode,
                            *self.no_choice_at_all(spec, player, exclude, item), *asked,
                            *self.name_read_rules(obj, loose, i, targets, player))
            # a teammate's object, friendly and no opponent's; a keyword it has by a condition
            for rule in (*team, *asked, *self.keyword_gate_rules(obj, spec, held=True)):
                self.cite_also_rule(rule)
            self.check(self.forbidden("be_targeted", obj=obj, actor=player, via=item))
            self.cite_taken_out_of_reach(obj, player)
            self.check(g.objects.target_refusal(self.table, obj, player, aimed))
            self.check(self.never_sacrificed_target(obj, i, item))
        self.check_group(specs, targets, item)
        return targets

    def cite_taken_out_of_reach(self, obj: GameObject, player: str) -> None:
        """The rule that a card's "you" is its controller (FOW 105.3), where the target's "cannot
        be targeted by your opponents" does not bind `player` only as `player` took control of
        it (engine/restrictions.py `taken_out_of_reach`): why the targeting is legal."""
        if not (self.state.restrictions or self.static_sources):
            return
        from judge.engine.restrictions import taken_out_of_reach

        if taken_out_of_reach(self.table, obj, player):
            self.cite_also_optional(Role.YOU_IS_CONTROLLER)

    def name_read_rules(self, obj: GameObject | None, loose: tuple[Filter, ...], i: int,
                    targets: list[str], player: str) -> tuple[str, ...]:
        """The rule naming a value as a card is played (VW REG.14.a), where the i-th target
        would be legal but for the name its kind reads (`loose`: the kinds without it)."""
        spec = spec_given(loose, i, targets) if loose and obj is not None else None
        if obj is None or spec is None or not matches(self.state, self.game, obj, spec, player):
            return ()
        g = self.game  # the rule its step named it by where no rule keeps it (FOW)
        return g.cite_optional(Role.NAMED_KEPT) or g.cite_optional(Role.ADDITIONAL_COST)

    def never_sacrificed_target(self, obj: GameObject, i: int,
                                item: StackItem | None) -> Refusal | None:
        """An object the game never lets be sacrificed (Rulebook.never_sacrificed) cannot be
        the i-th target of an effect that sacrifices its target (FOW 1011.1: not even targeted
        by a banish effect)."""
        bar = sacrifice_bar(self.game.never_sacrificed, obj)
        if bar is None or item is None:
            return None
        ref = f"${i + 1}"
        if not any(e.sacrifices and getattr(e, "target", None) == ref for e in item.effect):
            return None
        return Refusal(phrase(Msg("{object} can never be chosen for {verb}, so it cannot be "
                                  "the target of an effect {verb} it", object=self.name(obj.id),
                                  verb=word(self.game.sacrifice_word))), (bar.rule,))

    def choices_refused(self, item: StackItem) -> Refusal | None:
        """What the choices made as a card is played make illegal, by its effects' own checks
        (EffectDecl.check_played: FOW 903.2j-1, damage divided among its targets), found now,
        not as it resolves: the play is refused, citing the rule."""
        decls = self.game.effect_decls
        for e in item.effect:
            decl = decls.get(getattr(e, "kind", ""))
            if decl is not None and decl.check_played is not None:
                refusal = decl.check_played(self.table, item, e)
                if refusal is not None:
                    return refusal
        return None

    def cost_dooms_target(self, player: str, parts: tuple[Cost, Cost],
                          choices: dict[str, object], targets: list[str] | tuple[str, ...],
                          source: GameObject) -> Refusal | None:
        """Where the game forbids paying in a way that must make the play illegal later while
        another way exists (Role.COST_DOOMS_TARGET; RB 357.3's example): the object sacrificed
        for its cost may not be one of its own targets while another object could pay."""
        rule = self.game.cite_optional(Role.COST_DOOMS_TARGET)
        chosen = next((cid for cid in _ids(choices.get("sacrifice")) if cid in targets), None)
        if chosen is None:
            return None
        if (after := self.game.targets_after_costs_policy) is not None:
            if not self.table.policy_is(*after):  # chosen before the costs are paid: allowed
                return None
            return Refusal(phrase(Msg(
                "the targets are chosen once the costs are paid, and {object}, given up for the "
                "cost, is no longer there to be chosen", object=self.name(chosen))),
                (self.table.policy_id(after[0]),))
        if not rule:
            return None
        for spec in (spec for c in parts for spec, _ in c.sacrifices):
            others = [o for o in self.state.objects.values()
                      if o.id not in targets and o.id != source.id and o.controller == player
                      and self.game.vocab.is_board(o.zone)
                      and matches(self.state, self.game, o, spec, player)
                      and sacrifice_bar(self.game.never_sacrificed, o) is None]
            if others:
                return Refusal(phrase(Msg(
                    "{object} is one of its targets, so {verb} it for the cost would leave the "
                    "play without that target; {other} can pay instead",
                    object=self.name(chosen), verb=word(self.game.sacrifice_word),
                    other=self.name(others[0].id))), rule)
        return None

    def left_stack(self, tid: str, spec: Filter) -> tuple[str, ...]:
        """The game's rule that what has left the stack (resolved, failed) can no longer be
        answered (Role.ITEM_LEFT, VW REG.1.d), where a target asked of the stack was on it once
        and is no longer."""
        asks_stack = spec.item or spec.zone == self.game.stack_zone
        if not asks_stack or tid not in self.state.stack_seen or self.state.item(tid) is not None:
            return ()
        return self.game.cite_optional(Role.ITEM_LEFT)

    def needs_targets(self, specs: tuple[Filter, ...], given: int) -> Msg:
        """"it needs 1 target (a follower), 0 given": `how_many` as a message, so the refusal
        is said in the reader's language."""
        kinds: Msg | str = ""
        for spec in specs:
            kind = said_filter(spec, where=self.game.words.on_stack_said())
            kinds = Msg("{first}, {next}", first=kinds, next=kind) if kinds else kind
        n = len(specs)
        if group_of(specs) is not None:
            return Msg("it needs {n} target and a group ({kinds}), {given} given",
                       plural="it needs {n} targets and a group ({kinds}), {given} given",
                       n=n - 1, kinds=kinds, given=given)
        return Msg("it needs {n} target ({kinds}), {given} given",
                   plural="it needs {n} targets ({kinds}), {given} given", n=n, kinds=kinds,
                   given=given)

    def on_stack_rules(self, obj: GameObject | None, spec: Filter) -> tuple[str, ...]:
        """The game's rule that a card waiting on the stack is in no other zone
        (`Rulebook.on_stack_citations`, by card type), where a target asked of another zone
        names it: what decides the refusal is where the card is, not what it is."""
        g = self.game
        if obj is None or obj.zone != g.stack_zone or spec.zone == g.stack_zone:
            return ()
        return g.on_stack_citations.get(obj.card.type, ())

    def type_word_rules(self, obj: GameObject | None, spec: Filter) -> tuple[str, ...]:
        """The game's rule on what a card type named with no zone means, where the refused
        target is a card that word does not mean (`Rulebook.not_of_type_citations`: FOW 308.4,
        a J-ruler in the field is no "ruler"; FOW 202.2c, nor is a sub-ruler), with the rule on
        choosing targets after it."""
        g = self.game
        if obj is None or spec.zone is not None or obj.card.type in spec.types:
            return ()  # (refused for another reason than its type)
        rules = [r for asked in spec.types
                 for r in g.not_of_type_citations.get((asked, obj.card.type), ())]
        if not rules:
            return ()
        return (*dict.fromkeys(rules), *(g.cite_optional(Role.TARGET_KIND) or
                                         (g.cite(Role.TARGETS),)))

    def ability_rules(self, tid: str, spec: Filter) -> tuple[str, ...]:
        """The rules that decide why a stack item does not fit a filter naming an ability: not
        an ability of that kind, or not one whose source is of the type asked for."""
        if spec.ability is None:
            return ()
        g, on_stack = self.game, self.state.item(tid)
        if on_stack is None or not ability_of_kind(on_stack, spec.ability):
            return g.cite_optional(Role.ABILITY_KIND)
        return g.cite_optional(Role.ABILITY_OF_TYPE) if spec.types else ()

    def team_rules(self, spec: Filter, obj: GameObject | None, player: str) -> tuple[str, ...]:
        """The rules on teams (Rulebook.team_filter_rules) that decide whether a teammate's
        object fits a filter's `you`, `friendly` or `opponent`."""
        if obj is None or spec.controller is None or \
                obj.controller not in self.state.teammates(player):
            return ()
        return self.game.team_filter_rules.get(spec.controller, ())

    def check_group(self, specs: tuple[Filter, ...], targets: list[str],
                    item: StackItem | None) -> None:
        """A group target (RB 355.11.a): chosen as it is finalized, each object once, at most
        its `up_to` (an expression read now: RB 355.14.c), and together meeting its limit; an
        empty group is a choice too (RB 355.13)."""
        group = group_of(specs)
        if group is None:
            return
        chosen = targets[len(specs) - 1:]
        rule = self.game.cite_optional(Role.GROUP_TARGETS)
        waits = self.game.words.on_stack_said()  # an item target: `in the register`
        if len(set(chosen)) != len(chosen):
            self.refuse(phrase(Msg("a group target names each object once")), *rule)
        if isinstance(group.up_to, Quantity) and item is not None:
            # it may read the targets chosen before it ($1: RB 355.14.c, read as chosen)
            item = replace(item, targets=tuple(self.lock(t, spec_at(specs, i)) for i, t in
                                               enumerate(targets[:len(specs) - 1])))
            most = amount(self.table, item, group.up_to)
            if len(chosen) > most:
                read = reading(self.table, item, [group.up_to])
                self.refuse(phrase(Msg("it may choose at most {most} for {targets} (read now: "
                                       "{readings}), {n} given", most=most,
                                       targets=said_filter(specs[-1], where=waits),
                                       readings=read,
                                       n=len(chosen))),
                            *self.game.cite_optional(Role.GROUP_COUNT), *rule)
        if (why := over_limit(self.table, chosen, group)) is not None:
            self.refuse(phrase(Msg("the group {objects} does not meet its limit ({kind}): {why}",
                                   objects=Items([self.name(c) for c in chosen], commas=True),
                                   kind=said_filter(specs[-1], where=waits),
                                   why=why.msg)), *rule)

    def x_as_paid(self, card: CardDef, parts: tuple[Cost, Cost], actual: ActualCost,
                  choices: dict[str, object]) -> dict[str, object]:
        """The choices a played card's item keeps, X as it was paid: a card played without
        paying its cost has X = 0 whatever X was named (FOW 903.2h-1), and so has one whose
        printed cost with X gave way to a cost with none (an alternative cost: [Incarnation],
        [Raid], ... FOW 903.2h-1, 903.2k-1). Its effects read that X (a new dict where it
        is not the X named: the item is marked X_OVERRULED, and what reads X cites why)."""
        named = choices.get("x")
        if not isinstance(named, int) or isinstance(named, bool) or not named:
            return choices
        paid = actual.x
        if paid is None and card.cost.x and not parts[0].x and not parts[1].x:
            paid = 0  # the cost paid has no X: the printed one's is 0
        if paid is None or paid == named:
            return choices
        self.cite_also_optional(Role.FREE_X)
        self.note(phrase(Msg("X was named {named}, but X is {paid}: its card was not played "
                             "paying a cost with X", named=named, paid=paid)),
                  self.game.cite_optional(Role.FREE_X))
        return {**choices, "x": paid}

    def work_out_cost(self, player: str, parts: tuple[Cost, Cost], choices: dict[str, object],
                      obj: GameObject, *, of: str, free: bool | str = False,
                      resource: bool = False, less: tuple[tuple[str, int, str], ...] = (),
                      optional: Cost | None = None) -> ActualCost:
        """The actual cost (engine/costs.py): X as chosen, increases, then reductions
        (`optional`: the part of the additional costs its player chose to pay)."""
        base, extra = parts
        x = choices.get("x")
        if (extra.x or (base.x and not x_unpaid(self.game.vocab.cost_parts, free))) and (
                not isinstance(x, int) or isinstance(x, bool) or x < 0):
            self.refuse(phrase(Msg("its cost has an X: X must be chosen as it is played, a "
                                   "whole number, 0 or more")),
                        *self.game.cite_optional(Role.CHOOSE_X),
                        self.game.cite(Role.COST))

        def worked_out() -> ActualCost:
            return actual_cost(self.table, player, base, extra, obj, of=of,
                               x=x if isinstance(x, int) else None, free=free,
                               resource=resource, less=less, optional=optional)

        actual = worked_out()
        policy = self.game.sacrificed_counted_policy
        if policy is None or not (base.sacrifices or extra.sacrifices):
            return actual
        return self._sacrifice_counted(policy, actual, worked_out, _ids(choices.get("sacrifice")))

    def _sacrifice_counted(self, policy: tuple[str, str], actual: ActualCost,
                           worked_out: Callable[[], ActualCost], chosen: list[str]
                           ) -> ActualCost:
        """Where the game does not say whether a cost is worked out before or after the
        objects its own additional cost sacrifices leave (VW HP.51, `Rulebook.
        sacrificed_counted_policy`): the cost worked out again without them, and the one the
        policy in force takes, with a note naming it, when the two differ ("costs 1 gold less
        for each Follower you control" beside "Korbankan 1 Follower")."""
        t = self.table
        gone = [cid for cid in dict.fromkeys(chosen) if cid in t.board]
        if not gone:
            return actual
        board = dict(t.board)
        for cid in gone:
            t.board.pop(cid)
        t.changed()
        try:
            after = worked_out()
        finally:
            t.board.clear()
            t.board.update(board)
            t.changed()
        if after.resources == actual.resources:
            return actual
        rule = t.policy_id(policy[0])
        names = Items([self.name(cid) for cid in gone], commas=True)
        if t.policy_is(*policy):
            return replace(after, rules=(*after.rules, rule), notes=(*after.notes, phrase(Msg(
                "worked out after {objects} is sacrificed for it, which no longer counts "
                "({rule})", plural="worked out after {objects} are sacrificed for it, which no "
                "longer count ({rule})", objects=names, n=len(gone), rule=rule))))
        return replace(actual, rules=(*actual.rules, rule), notes=(*actual.notes, phrase(Msg(
            "worked out before {objects} is sacrificed for it, which still counts ({rule})",
            plural="worked out before {objects} are sacrificed for it, which still count "
            "({rule})", objects=names, n=len(gone), rule=rule))))

    def check_cost(self, player: str, actual: ActualCost, parts: tuple[Cost, Cost],
                   choices: dict[str, object], source: GameObject | None,
                   plan: PlayPlan | None = None, of: str = "play") -> None:
        """Refuse a cost that cannot be paid, saying how it was worked out (the notes of X and
        cost changes, e.g. a discount whose condition does not hold)."""
        refusal = self.cost_problem(player, actual, parts, choices, source, plan, of=of)
        if refusal is not None and actual.notes:
            refusal = Refusal(phrase(Msg("{what} ({why})", what=said_of(refusal.reason),
                                         why=joined(actual.notes))), refusal.citations)
        self.check(refusal)

    def _not_sacrificed(self, chosen: str, obj: GameObject | None, player: str,
                        spec: Filter) -> Msg:
        """Why the object chosen to sacrifice is not one the cost asks for: another player's
        ("Trader Male (trader) is bob's"), not in play ("... is in the register"), the card
        whose cost it is where it asks for another, or not of the kind asked ("Sample Knight
        (knight) is not")."""
        if obj is not None and obj.controller != player:
            return Msg(" ({object} is {player}'s)", object=self.name(chosen),
                       player=obj.controller)
        if obj is not None and not self.game.vocab.is_board(obj.zone):
            return Msg(" ({object} is {where}, not in play)", object=self.name(chosen),
                       where=self.table.place_said(obj.zone, obj.owner))
        if spec.other and chosen == spec.apart:
            return Msg(" ({object} is the card whose cost it is, not another)",
                       object=self.name(chosen))
        return Msg(" ({object} is not)", object=self.name(chosen))

    def _waiting_gain(self, player: str, cost: Cost, refusal: Refusal) -> Refusal:
        """A player short of what an item of theirs still waiting on the stack will give them,
        where the game's rules made it wait (its `waits_by` note: VW HP.33, an Action that gains
        gold waits in the register like any other): the refusal says so, and that rule decided
        it, before the rule that a cost is paid in full."""
        asked = {k for k, n in cost.resources if n}
        for item in reversed(self.state.stack):
            why = item.extra.get("waits_by")
            if item.controller != player or not isinstance(why, str) or \
                    not gains_any(item.effect, tuple(asked)):
                continue
            return Refusal(phrase(Msg("{refusal} ({item} gives it only as it {resolves}, later)",
                                      refusal=said_of(refusal.reason), item=item.name,
                                      resolves=word(self.game.words.resolves))),
                           tuple(dict.fromkeys((why, *refusal.citations))))
        return refusal

    def _short_by_policy(self, player: str, actual: ActualCost, refusal: Refusal) -> Refusal:
        """A cost refused for a resource a house policy says how to pay (VW HP.61: element,
        paid on registering like gold): the policy decided it too, cited after the rule that a
        cost is paid (VW REG.13.b). Only the first resource short is refused, as the pool's
        refusal names it (Payment.cost_refusal)."""
        g = self.game
        have = self.state.players[player].resources
        short = next((res for res, n in actual.resources if have.get(res, 0) < n), None)
        if short is None or short not in g.payment.policy_paid:
            return refusal
        policy = self.table.policy_id(g.payment.policy_paid[short][0])
        cites = list(refusal.citations)
        paid = [*g.cite_optional(Role.COST_UNPAID), g.cite(Role.COST)]
        at = next((cites.index(r) + 1 for r in paid if r in cites), len(cites))
        cites.insert(at, policy)
        return Refusal(refusal.reason, tuple(dict.fromkeys(cites)))

    def cost_problem(self, player: str, actual: ActualCost, parts: tuple[Cost, Cost],
                     choices: dict[str, object], source: GameObject | None,
                     plan: PlayPlan | None = None, of: str = "play") -> Refusal | None:
        """Why the player cannot pay this cost now, or None."""
        g = self.game
        # a resource whose payment only a house policy reads, under its option that does not
        # rule (VW HP.61 `not-ruled`): an honest "cannot rule" before anything is checked
        by_policy = g.payment.paid_under_policy(self.table, parts[0], actual.resources)
        # a card played leaves its zone before its cost is paid: it pays nothing else
        also = AlsoPaid(total_cost(*parts), source.id if source and of == "play" else None)
        refusal = g.payment.cost_refusal(self.state, player, Cost(actual.resources), plan, also)
        if refusal is not None and by_policy:
            refusal = self._short_by_policy(player, actual, refusal)
        extra = parts[1]
        if refusal is not None and (extra.resources or extra.x):
            # The sum refused includes an additional cost's resources ("Bayar x gold. Jika
            # demikian", VW REG.14.a): where a game names the rule that makes them part of the
            # payment, it decides too.
            # (and, as for the card's own cost, an item of theirs still waiting that will give
            # what is short is named: VW HP.33's Action gaining element, beside "Bayar 1
            # element")
            return self._waiting_gain(player, Cost(actual.resources), Refusal(
                refusal.reason, tuple(dict.fromkeys((
                    *refusal.citations, *g.cite_optional(Role.EXTRA_RESOURCES_UNPAID))))))
        if refusal is not None:
            return self._waiting_gain(player, Cost(actual.resources), refusal)
        cost = parts[0]
        extra_rule = tuple(dict.fromkeys((
            *(g.cite_optional(Role.ADDITIONAL_COST) or (g.cite(Role.COST),)),
            *g.cite_optional(Role.COST_UNPAID))))
        if cost.exhaust_self and source is not None and source.exhausted:
            # in the game's words: FOW "is already rested, so it cannot be rested" (FOW 903.2f)
            return Refusal(phrase(Msg("{object} is already {exhausted}, so it cannot be "
                                      "{exhausted} to pay the cost", object=self.name(source.id),
                                      exhausted=word(g.words.exhausted))),
                           (g.cite(Role.EXHAUST_COST),))
        if cost.exhaust_self and source is not None:
            refusal = rest_cost_refusal(self.table, source, g.cite(Role.EXHAUST_COST))
            if refusal is not None:
                return refusal
        if refusal := self._sacrifice_problem(player, parts, choices, extra_rule):
            return refusal
        for c in parts:
            if c.discard:
                raw = choices.get("discard") or []
                chosen_cards = _ids(raw)
                ok = [cid for cid in chosen_cards
                      if (o := self.state.objects.get(str(cid))) is not None
                      and o.holder == player and o.zone == g.vocab.hand_zone]
                if len(ok) < c.discard:
                    need = Msg("the cost needs {n} card from {player}'s hand, chosen to "
                               "discard as it is played", plural="the cost needs {n} cards from "
                               "{player}'s hand, chosen to discard as it is played",
                               n=c.discard, player=player)
                    # a card chosen that is not in the hand: where it is, and the rule that
                    # says a card waiting on the stack is in no hand (VW REG.12.b)
                    away = next((o for cid in chosen_cards if cid not in ok
                                 and (o := self.state.objects.get(str(cid))) is not None
                                 and o.holder == player), None)
                    if away is not None:
                        need = Msg("{what}: {object} is {where}, not in the hand", what=need,
                                   object=self.name(away.id),
                                   where=self.table.place_said(away.zone, away.owner))
                    stacked = g.on_stack_citations.get(away.card.type, ()) \
                        if away is not None and away.zone == g.stack_zone else ()
                    return Refusal(phrase(need),
                                   (*stacked, *g.cite_optional(Role.DISCARD_COST), *extra_rule))
                for cid in ok[:c.discard]:  # a game whose `forbid` may name discards (FOW 104.4)
                    banned = self.forbidden("discard", obj=self.obj(str(cid)), player=player)
                    if banned is not None:
                        return banned
            if c.from_graveyard and (gy := self._graveyard_cost_problem(player, c, choices)):
                return gy
            for name, options in c.choose:
                value = choices.get(name)
                if not isinstance(value, str) or (options and value not in options):
                    # the options are written as the card says them (a job's name)
                    among = Msg(" (one of {options})", options=Items(options, commas=True)) \
                        if options else ""
                    return Refusal(phrase(Msg("the cost needs a {object} chosen as it is played"
                                              "{among}",
                                              object=name, among=among)), extra_rule)
        return None

    def _sacrifice_shares(self, player: str, parts: tuple[Cost, ...],
                          choices: dict[str, object]
                          ) -> tuple[list[tuple[int, Filter, int, list[str]]], list[str]]:
        """The objects chosen (`choices: {sacrifice: [ids]}`) shared out among every kind the
        costs sacrifice ("Korbankan 1 Follower dan 1 Relic", or a cost's Follower and its
        Option-'s Relic): each kind, in order, takes the chosen objects it asks for, then any
        kind still short takes the others left (which then say why they cannot pay). Returns
        each kind (the part it belongs to, its filter, how many, its objects) and the chosen
        objects no kind took."""
        chosen = [str(c) for c in dict.fromkeys(_ids(choices.get("sacrifice")))]
        # "Korbankan 1 Follower of the named job": the job named with it, or kept by the
        # object whose skill it is (engine/named.py), VW REG.14.a
        kinds = [(i, spec.bound(choices), n) for i, c in enumerate(parts)
                 for spec, n in c.sacrifices]
        if len(kinds) == 1:  # one kind: the first ones chosen, as many as it asks for
            i, spec, n = kinds[0]
            return [(i, spec, n, chosen[:n])], chosen[n:]
        fits = [[cid for cid in chosen if (o := self.state.objects.get(cid)) is not None
                 and o.controller == player and matches(self.state, self.game, o, spec, player)]
                for _, spec, n in kinds]
        slots = [k for k, (_, _, n) in enumerate(kinds) for _ in range(n)]
        if (whole := _matching(slots, fits)) is not None and len(chosen) >= len(slots):
            # one object for each kind's each part, whatever order they were chosen in
            # ("1 Follower dan 1 Holy Follower" of a Holy Knight and a Militia)
            paired = list(zip(slots, whole, strict=True))
            return ([(i, spec, n, [cid for slot, cid in paired if slot == k])
                     for k, (i, spec, n) in enumerate(kinds)],
                    [cid for cid in chosen if cid not in whole])
        left = list(chosen)
        shares: list[tuple[int, Filter, int, list[str]]] = []
        for i, spec, n in kinds:
            mine = [cid for cid in left if (o := self.state.objects.get(cid)) is not None
                    and o.controller == player and matches(self.state, self.game, o, spec,
                                                           player)][:n]
            left = [cid for cid in left if cid not in mine]
            shares.append((i, spec, n, mine))
        for k, (i, spec, n, mine) in enumerate(shares):
            more = left[:n - len(mine)]
            left = left[len(more):]
            shares[k] = (i, spec, n, [*mine, *more])
        return shares, left

    def _sacrifice_problem(self, player: str, parts: tuple[Cost, ...],
                           choices: dict[str, object],
                           extra_rule: tuple[str, ...]) -> Refusal | None:
        """Why the objects chosen cannot pay the `sacrifice:` costs: too few chosen ("Korbankan
        2 Follower" asks for two different ones), too many, one not the player's, not in play
        or not of the kind asked, or one the game never lets be sacrificed."""
        g = self.game
        shares, left = self._sacrifice_shares(player, parts, choices)
        for _, spec, n, mine in shares:
            given: list[str | None] = [*mine] or [None]
            for cid in given:
                obj = self.state.objects.get(cid) if cid is not None else None
                if obj is None or obj.controller != player or not matches(
                        self.state, g, obj, spec, player):
                    chosen_name = "" if cid is None else self._not_sacrificed(cid, obj, player,
                                                                               spec)
                    if not sacrificeable(self.state, g, player, spec):
                        # nothing of the kind to choose ("banish another resonator" of a
                        # player's only resonator; another player's Follower named by one who
                        # has none): not "one must be chosen"
                        return Refusal(phrase(Msg("its cost is {verb} {what}{chosen}, and "
                                                  "{player} has none to choose",
                                                  verb=word(g.sacrifice_word),
                                                  what=_one_of_yours(spec), chosen=chosen_name,
                                                  player=player)), extra_rule)
                    if cid is not None:  # one was chosen: the parenthesis says what is wrong
                        return Refusal(phrase(Msg("its cost is {verb} {what}{chosen}: the one "
                                                  "chosen as it was played cannot pay it",
                                                  verb=word(g.sacrifice_word),
                                                  what=_one_of_yours(spec),
                                                  chosen=chosen_name)), extra_rule)
                    return Refusal(phrase(Msg("its cost is {verb} {what}{chosen}: one must be "
                                              "chosen as it is played",
                                              verb=word(g.sacrifice_word),
                                              what=_one_of_yours(spec),
                                              chosen=chosen_name)), extra_rule)
                bar = sacrifice_bar(g.never_sacrificed, obj)
                if bar is not None:
                    return Refusal(phrase(Msg("{object} can never be chosen for {verb}, so it "
                                              "cannot pay this cost",
                                              object=self.name(obj.id),
                                              verb=word(g.sacrifice_word))), (bar.rule,))
            if left and len(shares) == 1:  # which would it be? never one judge picks
                return Refusal(phrase(Msg("its cost is {verb} {n} of {what}, and {given} were "
                                          "chosen as it was played", verb=word(g.sacrifice_word),
                                          n=n, what=said_filter(spec, plural=True),
                                          given=n + len(left))), extra_rule)
            if len(mine) < n:
                return Refusal(phrase(Msg("its cost is {verb} {n} of {what}, each a different "
                                          "one, and only {given} was chosen as it was played",
                                          verb=word(g.sacrifice_word), n=n,
                                          what=said_filter(spec, plural=True),
                                          given=len(mine))), extra_rule)
        if left:  # several kinds, each paid: one chosen beyond them all
            return Refusal(phrase(Msg("its cost is {verb} {n} in all, and {object} is one "
                                      "more than it asks for", verb=word(g.sacrifice_word),
                                      n=sum(n for _, _, n, _ in shares),
                                      object=self.name(left[0]))), extra_rule)
        return None

    def _graveyard_cost_problem(self, player: str, c: Cost, choices: dict[str, object]
                                ) -> Refusal | None:
        """Why the cards chosen cannot pay a cost that moves cards of the payer's own graveyard
        (FOW 1047.3's last clause, 1047.4: only cards the payer's own, in their graveyard)."""
        g = self.game
        assert g.graveyard_cost is not None  # a file's cost has the key only then
        key, _, zone, rule = g.graveyard_cost
        raw = choices.get(key)
        ok = self._own_graveyard_cards(player, raw)
        if len(ok) >= c.from_graveyard:
            return None
        others = [cid for cid in dict.fromkeys(str(i) for i in _ids(raw or [])) if cid not in ok]
        # FOW 1047.4: the zone is one only a card's controller puts it into
        why = tuple(r for z, r in g.controllers_only_into if z == zone) if others else ()
        not_yours = Msg(" ({cards} not in {player}'s graveyard)", cards=Items(
            [self.name(cid) for cid in others], commas=True), player=player) if others else ""
        return Refusal(phrase(Msg("the cost needs {n} card from {player}'s graveyard, "
                                  "chosen as it is played{not_yours}",
                                  plural="the cost needs {n} cards from {player}'s graveyard, "
                                  "chosen as it is played{not_yours}", n=c.from_graveyard,
                                  player=player, not_yours=not_yours)),
                       (rule, *why))

    def _own_graveyard_cards(self, player: str, raw: object) -> list[str]:
        """The chosen ids that are cards in `player`'s own graveyard, each once."""
        ids = dict.fromkeys(str(cid) for cid in _ids(raw or []))
        return [cid for cid in ids if (o := self.state.objects.get(cid)) is not None
                and o.holder == player and o.zone == self.graveyard_of(o)]

    def pay(self, player: str, actual: ActualCost, parts: tuple[Cost, Cost],
            choices: dict[str, object], source: GameObject | None, item: StackItem,
            what: str | None = None, plan: PlayPlan | None = None, *, apart: bool = False
            ) -> Callable[[], None]:
        """Pay a cost already checked (`cost_problem`). Returns what records it as a step of its
        own with the rules of each part (Reporting.cost_citations): every cost paid is in the
        ruling, after the step that put the item on the stack with its targets (the targets are
        chosen before the cost is paid: FOW 903.2i then 903.2l; RB 355 then 357). The play's
        plan goes to the game's payment (what is produced while paying, RB 163.2).

        `apart`: what was named is a choice step of its own (`fixed_on_playing`), not part of
        the cost step; and what the cost sacrifices or discards moves when the cost step is
        recorded, so the step that says it holds the move."""
        g = self.game
        g.payment.pay(self.state, player, Cost(actual.resources), plan)
        use_up(self.table, actual)  # "your next card costs ...": this play used it
        done: list[str] = []
        if actual.resources or actual.x is not None or actual.notes:
            paid: Msg | str = amounts(actual.resources, g.words.resources) if actual.resources \
                else Msg("nothing")
            how = ([phrase(Msg("X = {x}", x=actual.x))] if actual.x is not None else []) + list(
                actual.notes)
            # "nothing — played without paying its cost (FOW 903.2k-2)": what is paid, then
            # why, not a bracket the step's rules then follow in another
            done.append(phrase(Msg("nothing — {how}", how=joined(how)) if how and
                               actual.free and not actual.resources else
                               Msg("{paid} ({how})", paid=paid, how=joined(how)) if how else
                               Msg("{paid}", paid=paid)))
        if parts[0].exhaust_self and source is not None:
            from judge.engine.effects import set_exhausted

            if set_exhausted(self.table, source, True, player=player):
                done.append(phrase(Msg("{exhausting} {object}",
                                       exhausting=word(g.words.exhausting),
                                       object=self.name(source.id))))
            else:  # paid even if replaced (RB 357.2.a, FOW 903.2l-2)
                rest_cost_paid(self.table)
                done.append(phrase(Msg("{exhausting} {object}, replaced: it is not {state}",
                                       exhausting=word(g.words.exhausting),
                                       object=self.name(source.id),
                                       state=word(g.words.exhausted))))

        sacrificed: list[str] = []  # what the cost put into a graveyard by sacrificing it
        taken: list[str] = []  # of those, what its player controlled but did not own

        def moves() -> None:
            shares = self._sacrifice_shares(player, parts, choices)[0] \
                if any(c.sacrifices for c in parts) else []
            for extra, c in enumerate(parts):
                if c.sacrifice is not None:
                    # "Korbankan 2 Follower": each one chosen, said as one part of the cost;
                    # "... dan 1 Relic": every kind of the part with its own
                    given = [cid for i, _, _, mine in shares if i == extra for cid in mine]
                    sacrificed.extend(given)
                    taken.extend(cid for cid in given
                                 if self.obj(cid).controller != self.obj(cid).owner)
                    said = [self._sacrifice(self.obj(cid), item, self.name(cid))
                            for cid in given]
                    done.append(_part(extra, said[0] if len(said) == 1 else
                                      Msg("{each}", each=Items(said))))
                if c.discard:
                    chosen = choices.get("discard") or []
                    picked = _ids(chosen)[:c.discard]
                    kept = [cid for cid in picked if not self._discard_paid(
                        self.obj(str(cid)), player, item)]
                    done.append(_part(extra, Msg("discarding {cards}", cards=Items(
                        [self.name(str(c)) for c in picked], commas=True)) if not kept else
                        Msg("discarding {cards}; the discard of {kept} is replaced, paid all "
                            "the same", cards=Items([self.name(str(c)) for c in picked],
                                                    commas=True),
                            kept=Items([self.name(str(c)) for c in kept], commas=True))))
                if c.from_graveyard:
                    done.append(_part(extra, self._pay_from_graveyard(player, c, choices, item)))
            named = _named(parts, choices)
            if named.items and not apart:
                done.append(phrase(Msg("naming {named}", named=named)))

        if not apart:
            moves()
        # what the cost step says is what it cites: a name chosen apart cites in its own step
        costs = tuple(replace(c, choose=()) for c in parts) if apart else parts
        cites = g.report.cost_citations(
            self.table, item, (costs[0], costs[1]), actual,
            all_optional=plan is not None and plan.optional is not None and
            costs[1] == plan.optional)

        def record() -> None:
            if apart:
                moves()
            if done:  # something was paid
                label: object = said_of(what) if what else self.item_label(item)
                self.step(StepKind.COST, Msg("{player} pays for {item}: {paid}", player=player,
                                             item=label, paid=joined(done)),
                          cites, actor=player, item=item.id,
                          instruction_rules=self._sacrificed_rules(item, cites, sacrificed, taken))
        return record

    def _sacrificed_rules(self, item: StackItem, cites: tuple[str, ...], sacrificed: list[str],
                          taken: list[str]) -> tuple[tuple[str, tuple[str, ...] | None], ...]:
        """The rules of a cost step each with what it was cited for (Step.instruction_rules),
        where the cost sacrificed something: the gold paid (VW REG.13.b) is the item's cost,
        not why a Follower sacrificed with it went to the graveyard, which the rule of the
        sacrifice says (VW REG.14.a: paid as the card is registered). A sacrificed object its
        player controlled but did not own goes to its owner's graveyard: the rule that says so
        is cited for it alone (FOW 302.5; the guide is silent, VW HP.39's reading says it)."""
        if not sacrificed:
            return ()
        g, t = self.game, self.table
        gold = g.roles.get(Role.COST)
        rules: list[tuple[str, tuple[str, ...] | None]] = [
            (c, (item.id,) if c == gold else None) for c in cites]
        sacrifice = g.cite_optional(Role.SACRIFICE)
        rules += [(c, tuple(sacrificed)) for c in sacrifice]
        if taken:
            whose = g.cite_optional(Role.OWNER_ZONE)
            pol = g.sacrifice_destroys_policy
            if not whose and pol is not None:
                t.policy(pol[0])  # (a reading the ruling depended on: listed with the rest)
                whose = (t.policy_id(pol[0]),)
            rules += [(c, tuple(taken)) for c in whose]
        return tuple(rules)

    def _discard_paid(self, card: GameObject, player: str, item: StackItem) -> bool:
        """Discard `card` to pay a cost: True if it was discarded, False if a replacement made
        something else happen instead. The card then never left the hand and nothing waiting for
        a discard triggers (RB 370.1.a.1), but the cost counts as paid all the same (RB 357.2.a,
        RB 203.2: `Role.REPLACED_COST`)."""
        t = self.table
        if replaced(t, "discarded", card, cause=item.id, anywhere=True):
            t.cite_also_optional(Role.REPLACED_COST)
            return False
        self.move(card, self.graveyard_of(card), cause=item.id, how="cost")
        from judge.engine.effects import announce_discard

        announce_discard(t, card, player, item.id)
        return True

    def _sacrifice(self, victim: GameObject, item: StackItem, name: str) -> Msg:
        """Put the object sacrificed for a cost into its owner's graveyard, and say so. Where the
        game's rules do not say whether that is a destruction, its house policy does
        (`Rulebook.sacrifice_destroys_policy`, VW HP.39): under its option the object is
        destroyed, so what waits for a destruction sees it and a replacement of the destruction
        applies (the cost paid all the same); under the other it is only put there, and the
        policy is named wherever something waits for its destruction."""
        t, g = self.table, self.game
        pol, verb = g.sacrifice_destroys_policy, word(g.sacrifice_word)
        # what it was given up for: said where an item that targeted it fails (VW REG.8.b)
        self.given_for_cost[victim.id, victim.incarnation] = self.item_label(item)
        if pol is None:
            self.move(victim, self.graveyard_of(victim), cause=item.id, how="cost")
            return Msg("{verb} {object}", verb=verb, object=name)
        # Recorded whatever waits: under the option that reads it as a destruction the card is
        # destroyed though nothing waits for it ("Is the Militia destroyed?" of one sacrificed
        # is Yes), so every sacrifice's ruling depends on the policy (switching it changes it)
        destroys = t.policy_is(*pol)
        if not destroys and not self._destruction_watched(victim):
            self.move(victim, self.graveyard_of(victim), cause=item.id, how="cost")
            return Msg("{verb} {object}", verb=verb, object=name)
        self.cite_also_rule(t.policy_id(pol[0]))
        if not destroys:
            self.move(victim, self.graveyard_of(victim), cause=item.id, how="cost")
            return Msg("{verb} {object}, which is not destroyed (nothing waiting for a "
                       "destruction sees it)", verb=verb, object=name)
        if self.destroy(victim, cause=item.id):
            return Msg("{verb} {object}, which is destroyed", verb=verb, object=name)
        return Msg("{verb} {object}, whose destruction is replaced (the cost is paid all the "
                   "same)", verb=verb, object=name)

    def _destruction_watched(self, victim: GameObject) -> bool:
        """Whether a triggered ability waits for a destruction (the victim's own, or one on the
        board), or a replacement effect watches `victim`'s: then whether a sacrifice is one
        decides something."""
        from judge.engine.replacements import watching

        kind = EventKind.DESTROYED.value
        if any(a.kind == "triggered" and a.when is not None and a.when.event == kind
               for a in victim.card.abilities) or self.watchers.get(kind):
            return True
        return bool(self.replacing() and watching(self.table, kind, victim))

    def _pay_from_graveyard(self, player: str, c: Cost, choices: dict[str, object],
                            item: StackItem) -> Msg:
        """Move the chosen cards of the payer's graveyard where the game's cost puts them (FOW
        1047.1: expelled, outside the game revealed); what the cost step says of it."""
        g = self.game
        assert g.graveyard_cost is not None
        key, verb, zone, _ = g.graveyard_cost
        picked = self._own_graveyard_cards(player, choices.get(key))[:c.from_graveyard]
        names = [self.name(cid) for cid in picked]  # said as they were, before they move
        for cid in picked:
            self.move(self.obj(cid), zone, cause=item.id, how="cost")
        return Msg("{verb} {cards} from the graveyard", verb=word(verb),
                   cards=Items(names, commas=True))

    def unplayed(self, item: StackItem, obj: GameObject) -> None:
        """RB HP.15: a card's play replaced once paid for: off the stack to the graveyard."""
        self.remove(item)
        use_planned_for(self.table, item)
        gone_unplayed(self.table, obj)

    def fixed_on_playing(self, player: str, item: StackItem, mode: str | None,
                         parts: tuple[Cost, Cost], choices: dict[str, object]) -> None:
        """The choices fixed as the item went on the stack, each a step of its own with its rule
        (VW REG.14, FOW 903.2g): the mode chosen and what was named. What was paid (resources,
        an exhaust, a sacrifice or discard) is the cost step's, after these (`pay`)."""
        g = self.game
        label = self.item_label(item)
        if mode is not None:
            self.step(StepKind.CHOICE, Msg("{player} chooses {mode} for {item}", player=player,
                                           mode=g.words.mode_said(mode), item=label),
                      g.cite_optional(Role.MODES), actor=player, item=item.id)
        named = _named(parts, choices)
        if named.items:
            self.step(StepKind.CHOICE, Msg("{player} names {named} for {item}", player=player,
                                           named=named, item=label),
                      g.cite_optional(Role.ADDITIONAL_COST), actor=player, item=item.id)

    def targets_said(self, item: StackItem) -> Items:
        """The item's targets as a message's list (`describe_targets` without its words)."""
        self.cite_group(item)
        return Items([self.name(t.id) for t in item.targets], commas=True)

    def cite_group(self, item: StackItem) -> None:
        """Targets chosen together as a group cite the group's rules (RB 355.11.a: meeting its
        limit; RB 355.13: none chosen; RB 355.14.c: how many, read as they were chosen)."""
        group = group_of(item.target_specs)
        if group is not None:
            self.cite_also_optional(Role.GROUP_TARGETS)
            if len(item.targets) < len(item.target_specs):
                self.cite_also_optional(Role.GROUP_NONE)
            if isinstance(group.up_to, Quantity):
                self.cite_also_optional(Role.GROUP_COUNT)

    def outside_rules(self, obj: GameObject | None, spec: Filter) -> tuple[str, ...]:
        """The rules that keep text naming one zone from reaching a card outside the game in
        another (`Rulebook.outside_citations`: FOW 321.10 expelled cards, 322.2 "any zone")."""
        if obj is None or obj.zone == spec.zone:
            return ()
        return self.game.outside_citations.get(obj.zone, ())

    def keyword_gate_rules(self, obj: GameObject | None, spec: Filter, held: bool
                           ) -> tuple[str, ...]:
        """Where the target's filter reads a keyword ("target resonator with [Flying]") that a
        static ability of the object grants only under a condition of a game's own (FOW 1308.2b:
        a bottom-box keyword), the rule that decides: met (`held`), its first; not met, the
        rule of what holds while it does not (FOW 1308.2a)."""
        from judge.engine.continuous import keyword_gate_rules

        if obj is None or not spec.keywords:
            return ()
        return keyword_gate_rules(self.table, obj.id, spec.keywords, held)

    def no_choice_at_all(self, spec: Filter, player: str, exclude: str | None,
                         item: StackItem | None) -> tuple[str, ...]:
        """The rule that an activated ability with no legal choice at all for a target cannot
        be activated (RB 402.3), where that is so: not this target only, but any."""
        if item is None or item.ability is None or item.ability.kind != "activated":
            return ()
        rule = self.game.cite_optional(Role.ACTIVATE_NO_TARGET)
        if not rule or self.candidates(spec, player, exclude=exclude, item=item):
            return ()
        return rule

    def not_a_legal_target(self, tid: str, spec: Filter) -> Said:
        """The refusal of a target that is not of the kind its spec asks for."""
        return phrase(Msg("{target} is not a legal target ({kind})", target=self.name(tid),
                          kind=said_filter(spec, where=self.game.words.on_stack_said())))

    def describe_targets(self, item: StackItem) -> str:
        self.cite_group(item)
        group = group_of(item.target_specs)
        if not item.targets:
            return " with no targets" if group is not None else ""
        return " targeting " + ", ".join(self.name(t.id) for t in item.targets)

    def describe_targets_said(self, item: StackItem) -> Msg | str:
        """`describe_targets` as a message."""
        if not item.targets:
            self.cite_group(item)
            return Msg(" with no targets") if group_of(item.target_specs) is not None else ""
        return Msg(" targeting {targets}", targets=self.targets_said(item))

    # ----- triggered abilities with a cost ----------------------------------------------------
    def trigger_item(self, pt: PendingTrigger, citations: tuple[str, ...] = (),
                     item_id: str | None = None) -> StackItem | None:
        """A triggered ability with a cost pays it as it goes on the stack (RB 383.3.b.1, RB 404;
        FOW 903.2l): its controller may refuse where the game allows it (RB 404.2: it then never
        joins the stack and was not countered, 404.2.a); one that cannot be paid is not put on
        the stack (FOW 906.6). Paid, `did: cost` holds for its instructions."""
        item = super().trigger_item(pt, citations, item_id)
        cost = pt.ability.cost
        if item is None:
            return item
        options = self.trigger_options(item, pt)
        mode = self.trigger_mode_cost(item, pt)
        if mode is not None:  # paid with its ability's as it goes on the stack (VW REG.14.a-b)
            cost = total_cost(cost, mode)
        if cost.is_free and not options:
            return item
        g = self.game
        cites = (*citations, *g.cite_optional(Role.TRIGGER_COST), g.cite(Role.TRIGGER))
        label = phrase(Msg("{card}'s {ability}", card=self.name(pt.source),
                           ability=pt.ability.name))
        # only where the rules allow refusing (the loader checks)
        if g.trigger_costs == "may decline" and self.decision(item.id, "pay") is False:
            # the game's word for what it was not (`countered`, `cancelled`: cancel_words)
            paid, stack = said_of(said_whole_cost(cost, g)), word(g.stack_word)
            self.step(StepKind.TRIGGER,
                      Msg("{label} triggered; {player} does not pay its cost ({cost}): it "
                          "leaves without joining the {stack}, and it was not countered",
                          label=label, player=pt.controller, cost=paid, stack=stack)
                      if g.cancel_words[1] == "countered" else
                      Msg("{label} triggered; {player} does not pay its cost ({cost}): it "
                          "leaves without joining the {stack}, and it was not cancelled",
                          label=label, player=pt.controller, cost=paid, stack=stack),
                      (*g.cite_optional(Role.TRIGGER_COST_DECLINED), *cites),
                      actor=pt.controller)
            return None
        additional = total_cost(*(c for _, c in options)) if options else Cost()
        chosen = self.decided_choices(item.id, _cost_choice_names(total_cost(cost, additional),
                                                                 self.game))
        source = self.state.objects.get(pt.source)
        if source is not None:  # "Korbankan 1 Follower of the named job": its card's job
            chosen = {**named_for(self.table, source, pt.ability), **chosen}
        # "sacrifice another resonator": not the object whose ability it is
        cost, additional = _apart((cost, additional), pt.source)
        parts = (cost, additional)
        x = chosen.get("x")
        # its additional costs are the optional ones its controller chose (RB 356.2.b)
        actual = actual_cost(self.table, pt.controller, cost, additional, source, of="trigger",
                             x=x if isinstance(x, int) else None, optional=additional) \
            if source is not None else ActualCost(total_cost(cost, additional).resources,
                                                  None, ())
        if x is not None:
            item.choices["x"] = x  # its X, for what it does
        self.forced_discard(item.id, pt.controller, parts, chosen)
        problem = self.cost_problem(pt.controller, actual, parts, chosen, source)
        if problem is not None and options:  # an optional cost chosen that cannot be paid
            self.bad_decision((item.id, "choices", options[0][0].note), f"{label} cannot "
                              f"pay the optional cost it chose ({problem.reason})")
        if problem is not None and mode is not None:
            # the chosen mode's own cost cannot be paid: refused, or chosen unpaid where the
            # game's house policy lets it be (VW HP.46), with nothing of the mode happening
            refused = self.trigger_mode_refused(item, pt.ability.cost, problem)
            if refused is None:
                return item
        if problem is not None:
            self.step(StepKind.TRIGGER, Msg("{label} triggered but its cost cannot be paid "
                                            "({why}): it is not put {where}", label=label,
                                            why=said_of(problem.reason),
                                            where=g.words.onto_stack_said()),
                      # the rule for a trigger's cost decides it (FOW 906.6), then the trigger's
                      (*g.cite_optional(Role.TRIGGER_COST), *cites, *problem.citations),
                      actor=pt.controller)
            return None
        item.extra["paid"] = dict(actual.resources)
        for option, _ in options:
            for rule in option.cost_rules:
                self.cite_also_rule(rule)  # on the cost step that pays it
        self.pay(pt.controller, actual, parts, chosen, source, item, what=label)()
        item.outcomes["cost"] = (True, ())
        for option, _ in options:
            item.extra[option.note] = True  # paid: what it changes as it resolves
            n = sum(1 for o, _ in options if o is option)
            if option.times and n > 1:  # several instances paid: once more for each
                item.extra[option.times] = n
            self.own_targets_decided(item, pt, option, n)
        return item

    def forced_discard(self, item_id: str, player: str, parts: tuple[Cost, Cost],
                       chosen: dict[str, object]) -> None:
        """A triggered ability's discard cost (FOW 906.6: it must be played if it can be) whose
        cards the file does not choose: where the cards `player` may discard are just as many
        as it needs, there is no choice, and they are chosen (`chosen["discard"]`); where there
        are more, which to discard is the player's choice, which judge does not make (exit 3);
        where fewer, the cost cannot be paid, as cost_problem says (naming a card a restriction
        keeps in the hand, where one does)."""
        need = sum(c.discard for c in parts)
        if not need or chosen.get("discard"):
            return
        held = [o for o in self.state.objects.values() if o.holder == player
                and o.zone == self.game.vocab.hand_zone]
        hand = [o.id for o in held if self.forbidden("discard", obj=o, player=player) is None]
        if len(hand) < need and len(held) >= need:
            # too few it may discard: cards a restriction keeps are named, so the refusal says
            # which restriction (FOW 104.4), not only that cards are missing
            kept = [o.id for o in held if o.id not in hand]
            chosen["discard"] = tuple((*hand, *kept)[:need])
        elif len(hand) == need:
            chosen["discard"] = tuple(hand)
        elif len(hand) > need:
            from judge.errors import Problem, UnsupportedMechanic

            raise UnsupportedMechanic(Problem(
                "", 0, 0, "decisions",
                f"{item_id}'s cost discards {need} of the {len(hand)} cards {player} may "
                f"discard: which is their choice, which judge does not make; give it with "
                f"`decisions: {{{item_id}: {{choices: {{discard: [<card id>]}}}}}}`"),
                choice=True)

    def own_targets_decided(self, item: StackItem, pt: PendingTrigger, option: PlayedWith,
                            paid: int) -> None:
        """The targets a triggered ability's additional executions have of their own, chosen
        as it goes on the stack with the option paid (e.g. RB 820.2.a): `decisions: {<item>:
        {choices: {<own_targets>: [ids]}}}` for every one, or `<own_targets_each>: [[ids],
        ...]`, one list per instance paid (an empty list: the first execution's targets). Each
        must be a legal target of its place, as any target chosen then."""
        def locks(key: str, ids: object) -> tuple[TargetLock, ...]:
            chosen = [str(i) for i in ids] if isinstance(ids, (list, tuple)) else []
            specs = pt.ability.targets
            if chosen and not fits(specs, len(chosen)):
                self.bad_decision((item.id, "choices", key), f"it needs {how_many(specs)}, "
                                  f"{len(chosen)} given")
            out = []
            for i, oid in enumerate(chosen):
                spec = spec_given(specs, i, chosen)
                if spec is None or oid not in self.candidates(spec, pt.controller, exclude=None):
                    self.bad_decision((item.id, "choices", key), f"{self.name(oid)} is not a "
                                      "legal target there")
                out.append(self.lock(oid, spec))
            return tuple(out)

        if option.own_targets and (ids := self.decision(item.id, "choices",
                                                        option.own_targets)) is not None:
            item.extra[option.own_targets] = locks(option.own_targets, ids)
            self.cite_also_rule(option.own_targets_rule)
        each = self.decision(item.id, "choices", option.own_targets_each) \
            if option.own_targets_each else None
        if each is None:
            return
        lists = list(each) if isinstance(each, (list, tuple)) else []
        if len(lists) != paid or (option.own_targets and
                                  item.extra.get(option.own_targets) is not None):
            self.bad_decision((item.id, "choices", option.own_targets_each), "give one list "
                              f"of targets for each instance paid ({paid} paid), and the "
                              "targets of every execution only once")
        item.extra[option.own_targets_each] = tuple(
            locks(option.own_targets_each, ids) if ids else () for ids in lists)
        self.cite_also_rule(option.own_targets_rule)

    def trigger_mode_cost(self, item: StackItem, pt: PendingTrigger) -> Cost | None:
        """The own cost of the mode a triggered ability goes on the stack with ("Option-1: Bayar
        1 gold: ..."), where it has one: chosen with the mode as it goes there (VW REG.14.b), so
        the file says which mode (judge does not choose one that costs for the player)."""
        if not pt.ability.modes or not any(m.cost is not None and not m.cost.is_free
                                           for m in pt.ability.modes):
            return None
        wanted = self.decision(item.id, "choices", "mode")
        if wanted is None:
            self.bad_decision((item.id, "choices", "mode"), f"{pt.ability.name}'s modes have "
                              "costs of their own: say which one it takes (`decisions: "
                              f"{{{item.id}: {{choices: {{mode: <name>}}}}}}`)")
        chosen = mode_named(pt.ability.modes, item.choices.get("mode"))
        if chosen is None or chosen.cost is None or chosen.cost.is_free:
            return None
        for rule in self.game.cite_optional(Role.MODES):
            self.cite_also_rule(rule)  # on the cost step that pays it
        return chosen.cost

    def trigger_mode_refused(self, item: StackItem, own: Cost, problem: Refusal
                             ) -> Refusal | None:
        """A triggered ability's chosen mode whose own cost cannot be paid: a file error where
        the game refuses such a mode (VW HP.46 `refused`: another may be chosen), else it goes
        on the stack chosen unpaid (`chosen-unpaid`), nothing of the mode happening; None then.
        (Its ability's own cost, if any, goes unpaid with it: a cost it cannot pay alone is
        refused as any trigger's.)"""
        g = self.game
        policy = g.option_cost_policy
        mode = item.choices.get("mode")
        if policy is None or not self.table.policy_is(*policy) or not own.is_free:
            why = f" (house policy {self.table.policy_id(policy[0])})" if policy else ""
            named = g.words.mode_said(str(mode))  # in the game's words ("Option-1")
            self.bad_decision((item.id, "choices", "mode"), f"{say(named)}'s own cost cannot "
                              f"be paid ({problem.reason}), so it cannot be chosen{why}: choose "
                              "another")
            return problem
        self.option_unpaid(item, str(mode), problem)
        return None

    def trigger_options(self, item: StackItem, pt: PendingTrigger
                        ) -> list[tuple[PlayedWith, Cost]]:
        """The optional costs the file chose to pay for a triggered ability as it goes on the
        stack (`decisions: {<item>: {choices: {<note>: true}}}`): the game's `played_with`
        declarations with a `cost_key`, for an ability with that keyword."""
        out = []
        source = self.state.objects.get(pt.source)
        for option in self.game.played_with:
            if not option.cost_key:
                continue
            which = self.decision(item.id, "choices", option.instances_choice) \
                if option.instances_choice else None
            if which is None and self.decision(item.id, "choices", option.note) is not True:
                continue
            costs = ability_option_costs(self.table, option, source, pt.ability) \
                if source is not None else []
            if not costs:
                self.bad_decision((item.id, "choices", option.note), f"{pt.ability.name} has "
                                  f"no {option.note} cost to pay" + self.grant_not_counted(
                                      option, source))
            if which is None:
                out.append((option, costs[0]))
                continue
            numbers = list(which) if isinstance(which, (list, tuple)) else []
            if len(set(numbers)) != len(numbers) or not all(
                    isinstance(n, int) and 1 <= n <= len(costs) for n in numbers):
                self.bad_decision((item.id, "choices", option.instances_choice), "name each "
                                  f"instance once, by number from 1 to {len(costs)}")
            out += [(option, costs[n - 1]) for n in sorted(numbers)]
        return out

    def grant_not_counted(self, option: PlayedWith, source: GameObject | None) -> str:
        """Why a grant of the option's keyword to the ability's card gives the ability none:
        the game's house policy (RB HP.29), said; "" where no effect grants it."""
        if source is None or not option.source_grants \
                or not keyword_grants(source, option.note, ""):
            return ""
        return (f" (an effect grants {option.note} to {source.id}, which house policy "
                f"{self.table.policy_id(option.source_grants[0])} reads as the card's, not its "
                "abilities')")

    # ----- activate ----------------------------------------------------------------------------
    def do_activate(self, action: Action) -> None:
        player = action.by
        g = self.game
        obj = self.obj(str(action.get("object")))
        name = str(action.get("ability"))
        ability = ability_named(self.table, obj, name)
        if ability is None:
            names = (*(a.name for a in obj.card.abilities), *granted_names(self.table, obj))
            self.refuse(phrase(Msg("{object} has no ability '{ability}' (it has: {known})",
                                   object=self.name(obj.id), ability=name,
                                   known=", ".join(names) if names else word("none"))),
                        next((why for absent in g.absent_ability_rules
                              if (why := absent(self.table, obj, name))), "")
                        or g.cite(Role.CONTROL))
            return
        if obj.card.ability(name) is None:  # granted by an effect (engine/granted.py)
            for rule in granted_rules(self.table, obj, ability):
                self.cite_also_rule(rule)
        for regained in g.regained_ability_rules:
            # (RB 719.5: a gear whose unit left the board works again, its Equip with it)
            if why := regained(self.table, obj, name):
                self.cite_also_rule(why)
        if ability.kind == "triggered":
            self.refuse(phrase(Msg("{object} is a triggered ability: it cannot be activated",
                                   object=name)),
                        g.cite(Role.TRIGGER))
        if name not in g.unprohibitable.get(obj.card.type, ()):
            self.check(self.forbidden("activate", obj=obj, player=player))
        self.check(self.inactive(obj, ability, player))
        self.check(activation_refusal(self.table, obj, ability))  # "once each turn"
        if not g.stack.is_resource(_probe(obj, ability, player)):
            self.check(self.unrespondable())
        elif g.resource_response_policy is not None and self.unrespondable() is not None:
            # whether a resource ability answers what forbids answers: the game's house policy
            key, option = g.resource_response_policy
            if self.table.policy_is(key, option):
                refusal = self.unrespondable()
                if refusal is not None:
                    self.check(replace(refusal, citations=(*refusal.citations,
                                                           self.table.policy_id(key))))
            self.cite_also_rule(self.table.policy_id(key))
        plan = self.planned(g.timing.plan_activation(self.table, player, obj, ability, action))
        # the names its card's costs made as it was played, kept by its object (VW REG.14.a)
        choices = {**named_for(self.table, obj, ability), **action.mapping("choices")}
        specs, effects, mode = self.chosen_mode(ability, choices)
        targets = self.check_targets(player, specs, action.ids("targets"), exclude=None,
                                     choices=choices,
                                     item=replace(_probe(obj, ability, player), effect=effects))
        resource = g.stack.is_resource(_probe(obj, ability, player))

        def costed(parts: tuple[Cost, Cost]) -> ActualCost:
            actual = self.work_out_cost(player, parts, choices, obj, of="activate",
                                        resource=resource, optional=plan.optional)
            self.check_cost(player, actual, parts, choices, obj, plan, of="activate")
            return actual

        # what the game's rules add (PlayPlan.extra), and the chosen mode's own cost
        # "sacrifice another resonator": not the object whose ability it is
        parts, actual, unpaid = self.with_option_cost(_apart((plan.cost, plan.extra or Cost()),
                                                             obj.id),
                                                      _option_apart(_option_cost(ability, mode),
                                                                    obj.id), mode, costed)
        self.check(self.cost_dooms_target(player, parts, choices, targets, obj))
        item = StackItem(
            id=self.state.new_id(f"{obj.id}.{slug(name)}"), kind="ability", controller=player,
            name=name, source=obj.id, effect=effects, target_specs=specs,
            targets=tuple(self.lock(t, spec_at(specs, i)) for i, t in enumerate(targets)),
            choices=({**choices, "mode": mode} if mode else choices), ability=ability,
            keywords=ability.keywords, resource=ability.kind == "resource",
        )
        item.extra["paid"] = dict(actual.resources)
        item.extra.update(plan.notes)
        source_seen(self.state, item)  # before the cost: a source moved by it is gone already
        if replaced_as_it_begins(self.table, "activated", obj):
            return
        paid = self.pay(player, actual, parts, choices, obj, item,
                        what=phrase(Msg("{card}'s {ability}", card=self.name(obj.id),
                                        ability=name)), plan=plan, apart=not resource)
        item.resource = g.stack.is_resource(item)
        if not (parts[0].is_free and parts[1].is_free):
            # its cost, or its mode's own, was paid: a skill's "Korbankan 1 Follower. Jika
            # demikian, ..." holds (VW REG.14.a); it said "not met" of a cost its step paid
            item.outcomes["cost"] = (True, ())
        self.node(action.node, "action",
                  Msg("{player} activates {ability}", player=player, ability=name))
        self.link(action.node, item.id, Relation.CAUSES)
        if replaced_once_paid(self.table, "activated", obj, paid):
            not_activated(self.table, obj)
            return
        activated(self.table, obj, ability)  # a use of a "once each turn" one
        if item.resource:
            paid()
            if unpaid is not None:
                self.option_unpaid(item, mode, unpaid)
            use_planned_for(self.table, item)
            g.stack.resource_ability(self.table, item)
            return
        self.push(item)
        # activating an ability is not playing its card (FOW 903.1, 903.2f; RB 381 vs 354): a
        # "whenever a player plays a resonator" trigger must not see it
        self.emit(EventKind.ACTIVATED, Msg("{player} activates {ability}", player=player,
                                           ability=name), obj=obj.id, player=player,
                  item=item.id, cause=action.node)
        said = g.words.activate_said()  # VW: a skill is used
        # a will-producing ability that targets is no will ability: it uses the chase (FOW
        # 907.1a), which is why it may be answered (audit 54's leftover: cited nowhere)
        for rule in g.stack.not_a_resource_ability(obj.card.every_type(), ability):
            self.cite_also_rule(rule)
        self.step(StepKind.ACTIVATE, Msg(said[2] if item.targets else said[1],
                                         player=player, card=self.name(obj.id), ability=name,
                                         item=item.id, targets=self.targets_said(item)),
                  plan.citations or g.report.play_citations(self.table, item), actor=player,
                  item=item.id)
        self.fixed_on_playing(player, item, mode, parts, choices)
        paid()
        if unpaid is not None:
            self.option_unpaid(item, mode, unpaid)
        use_planned_for(self.table, item)  # abilities used while paying (engine/paying.py)
        g.stack.after_put_on_stack(self.table, item)


def _matching(slots: list[int], fits: list[list[str]]) -> list[str] | None:
    """A different object for every slot (the kind it is of: `slots[j]`), each among those
    its kind fits (`fits[kind]`), or None where there is none (a few objects: searched)."""
    taken: list[str] = []

    def fill(j: int) -> bool:
        if j == len(slots):
            return True
        for cid in fits[slots[j]]:
            if cid not in taken:
                taken.append(cid)
                if fill(j + 1):
                    return True
                taken.pop()
        return False

    return list(taken) if fill(0) else None


def _merged(own: Cost | None, added: Cost | None) -> Cost:
    """A card's additional cost with those the game's rules add to the play (PlayPlan.extra):
    resources summed, everything else from whichever has it."""
    if added is None or added.is_free:
        return own or Cost()
    if own is None or own.is_free:
        return added
    total = dict(own.resources)
    for res, n in added.resources:
        total[res] = total.get(res, 0) + n
    sacrifices = (*own.sacrifices, *added.sacrifices)
    return Cost(tuple(total.items()), own.exhaust_self or added.exhaust_self,
                sacrifices[0][0] if sacrifices else None, own.discard + added.discard,
                (*own.x, *added.x), (*own.choose, *added.choose),
                own.from_graveyard + added.from_graveyard,
                sacrifices[0][1] if sacrifices else 1, sacrifices[1:])


def _apart(parts: tuple[Cost, Cost], oid: str) -> tuple[Cost, Cost]:
    """The costs with their sacrifices' `other` filters bound to leave out `oid`, the card
    played or the object whose ability it is ("sacrifice another resonator")."""
    return parts[0].apart_from(oid), parts[1].apart_from(oid)


def _option_apart(cost: Cost | None, oid: str) -> Cost | None:
    """A mode's own cost bound as `_apart` binds the others."""
    return cost.apart_from(oid) if cost is not None else None


def _option_cost(source: CardDef | AbilityDef, mode: str | None) -> Cost | None:
    """The chosen mode's own cost ("Option-1: Bayar 1 gold: ..."), if it has one."""
    chosen = mode_named(source.modes, mode) if mode is not None else None
    return chosen.cost if chosen is not None else None


def _part(extra: int, msg: Msg) -> Said:
    """A part of a cost paid, said as the additional cost's where it is one."""
    return phrase(Msg("{what} (its additional cost)", what=msg) if extra else msg)


def _named(parts: tuple[Cost, Cost], choices: dict[str, object]) -> Items:
    """What the player named as a cost (`knight as the job`), as one list."""
    return Items([Msg("{value} as the {name}", value=str(choices.get(name)), name=name)
                  for c in parts for name, _ in c.choose])


def _one_of_yours(filt: Filter) -> Msg:
    """`a unit you control` / `one of your units`: what a sacrifice cost asks for, in words."""
    if filt.controller == "you":
        return Msg("one of {what}", what=said_filter(filt, plural=True))
    if filt.other:  # "another resonator you control"
        return Msg("another {what} you control", what=said_filter(replace(filt, other=False)))
    return Msg("a {what} you control", what=said_filter(filt))


def _cost_choice_names(cost: Cost, g: Rulebook) -> tuple[str, ...]:
    """The `choices:` names a cost reads: X, what is sacrificed or discarded, what is named, the
    graveyard cards the cost moves (under the game's word, Rulebook.graveyard_cost)."""
    return (*(("x",) if cost.x else ()), *(("sacrifice",) if cost.sacrifice else ()),
            *(("discard",) if cost.discard else ()), *(name for name, _ in cost.choose),
            *((g.graveyard_cost[0],) if cost.from_graveyard and g.graveyard_cost else ()))


def _choice_names(card: CardDef, g: Rulebook) -> tuple[str, ...]:
    """The `choices:` names playing a card reads (its mode, and its costs')."""
    extra = card.additional_cost or Cost()
    return ("mode", *_cost_choice_names(card.cost, g), *_cost_choice_names(extra, g),
            *(n for m in card.modes if m.cost is not None for n in _cost_choice_names(m.cost, g)))


def _spell(obj: GameObject, player: str, effects: tuple[Effect, ...] = ()) -> StackItem:
    """The item playing `obj` would make (with the chosen mode's `effects`), to ask what may be
    its target (FOW 1181 [Aegis], 1011.1)."""
    return StackItem(id=obj.id, kind="card", controller=player, name=obj.card.name,
                     source=obj.id, keywords=obj.card.keywords, effect=effects)


def _probe(obj: GameObject, ability: AbilityDef, player: str) -> StackItem:
    """The item an activation would make, to ask the stack rules whether it would use the stack
    at all (a resource ability responds to nothing: it never waits)."""
    return StackItem(id=obj.id, kind="ability", controller=player, name=ability.name,
                     source=obj.id, effect=ability.effect, ability=ability,
                     resource=ability.kind == "resource")


def _ids(value: object) -> list[str]:
    """One id or a list of ids, as a `choices:` entry gives them."""
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value] if isinstance(value, (list, tuple)) else []


def _pass(t: Table, action: Action) -> None:
    t.do_pass(action.by)


def _play(t: Table, action: Action) -> None:
    t.do_play(action)


def _activate(t: Table, action: Action) -> None:
    t.do_activate(action)


#: The contract's verbs (section 4); each game adds its own (Rulebook.verbs).
CORE_VERBS: dict[str, Verb] = {
    "pass": Verb("pass", "pass priority (or, where the game says so, decline a choice)", {},
                 _pass),
    "play": Verb("play", "play a card: it goes on the stack with its targets and choices", {
        "card": required("object", "the card (in hand, or another zone it may be played from)"),
        "targets": optional("targets", "its targets, in the order the card declares them"),
        "choices": optional("map", "modes and additional costs chosen as it is played"),
    }, _play),
    "activate": Verb("activate", "activate an ability of an object", {
        "object": required("object", "the object whose ability it is"),
        "ability": required("str", "the ability's name"),
        "targets": optional("targets", "its targets"),
        "choices": optional("map", "modes and additional costs chosen as it is activated"),
    }, _activate),
}


def _after_colon(reason: str) -> object:
    """What a restriction's refusal says after its subject ("X cannot be targeted: Y's Veil
    forbids it" -> "Y's Veil forbids it"), as its message where it has one."""
    if isinstance(reason, Said) and reason.msg.id == "{what}: {why}":
        return reason.msg.args["why"]
    return said_of(reason.split(": ", 1)[-1])

