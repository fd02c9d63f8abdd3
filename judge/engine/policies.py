"""The policies of a rulebook: the hooks the engine calls, grouped by what they decide.

- `StackRules`: priority, passes, what a round of passes resolves, triggers, illegal targets.
  Default: one item per round of passes, then the turn player (Force of Will's chase).
- `TimingRules`: whether an action, a pass, a play or an activation is allowed now, and what it
  costs. Default: priority only; cards from the hand; abilities of what you control.
- `Payment`: whether a cost can be paid, and paying it. Default: each resource in full from the
  player's pool, with an optional generic part that any of a pool pays (Force of Will's free
  will).
- `TurnRules`: the phases and steps, the end of the turn, drawing from an empty deck. Default:
  the phases in order, priority to the turn player, declared turn-based actions (Vandaria Wars).
- `StateChecks`: what the rules do on their own, events, which triggers can trigger. Default:
  lethal damage destroys; board objects trigger.
- `ObjectRules`: characteristics and zones: stat bonuses, filter keys, damage, where permanents
  enter. Default: the printed card and its modifiers.
- `Reporting`: the citations of plays and resolutions, the game's own state in the ruling.
  Default: the game's roles (engine/roles.py) and citation tables (Vandaria Wars).

A game subclasses only the policies where its rules differ and names the subclass on its
`Rulebook` (`stack_rules = Register`). Every hook receives the `Table` (engine/table.py), never the
resolver. A check (`*_refusal`, `is_*`, `targets_fail` ...) only answers: it changes nothing.
"""

from __future__ import annotations

from judge.engine.characteristics import declared_bonus, keyword_grants, keywords
from judge.engine.control import CONTROL_POLICY, CONTROL_TAKEN
from judge.engine.costs import ActualCost
from judge.engine.declare import PLAN_RULES, PLAY_TIMING, PlayPlan, Refusal
from judge.engine.events import Event
from judge.engine.groups import spec_at
from judge.engine.paying import (
    WHILE_PAYING,
    AlsoPaid,
    credit,
    planned_uses,
    pooled,
    production_at_a_cost,
    ready_production,
)
from judge.engine.refs import target_gone
from judge.engine.roles import Role
from judge.engine.trace import StepKind
from judge.model.cards import AbilityDef, CardDef, Cost, Mode
from judge.model.effects import Effect
from judge.model.scenario import Action, ItemSpec
from judge.model.state import Choice, Continuous, GameObject, GameState, Modifier, StackItem
from judge.msg import Items, Msg, Said, amounts, joined, phrase, said_of, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Iterable, Mapping
    from typing import Any, ClassVar

    from judge.engine.declare import Attachment, PlayedWith, Shown
    from judge.engine.declare_statics import (
        CannotPay,
        HostGrant,
        OpeningNote,
        PaidApart,
        ResourceRound,
        TargetShield,
        TriggersFrom,
    )
    from judge.engine.paying import WhilePaying
    from judge.engine.rulebook import Rulebook
    from judge.engine.table import Table
    from judge.model.filters import Filter


@dataclass(frozen=True)
class CardMovedPolicy:
    """`StackRules.card_moved_policy`: which cards, which house policy, which of its options
    cancels the item, and the rule by which the item is only the card's ability."""

    types: tuple[str, ...]
    key: str
    cancelled: str
    rule: str
    #: The option by which the item stays and its card, a permanent, enters the board from
    #: wherever it was sent as the item resolves (VW HP.21 `summon-results`: the summon results,
    #: VW REG.1.e); by any other option that keeps the item, the card stays where it went.
    enters: str = ""


class Policy:
    """A group of hooks of one rulebook (it reads the rulebook's data, keeps no state)."""

    def __init__(self, game: Rulebook) -> None:
        self.game = game

    def cite(self, role: Role) -> str:
        return self.game.cite(role)


# ----- stack and priority ---------------------------------------------------------------------
class StackRules(Policy):
    """Priority, passes and the stack. Default: whoever put something on the stack keeps
    priority; priority passes round; when every player has passed in a row the newest item
    resolves and the turn player gets priority; on an empty stack the turn moves on."""

    #: Where a card an effect plays waits, pending, until that effect's resolution ends (RB
    #: 354.3): the game's procedure that begins the play (it finishes it later) with the
    #: player, the card, `free` and the resolving item, returning what the effect's step says
    #: of it. None: the card is played at once (FOW 903.2n).
    begins_play_by_effect: ClassVar[
        Callable[[Table, str, GameObject, bool | str, str], str] | None] = None

    #: Who holds priority when a file does not say, declared as data (`default_priority`):
    #: with something on the stack, the controller of its newest item where
    #: `priority_to_newest` (RB 337.4); else the player the game's record names at the path of
    #: attributes `priority_held_by`, if it names one (RB 313: whoever has focus in a
    #: showdown); else the turn player.
    priority_to_newest: ClassVar[bool] = False
    priority_held_by: ClassVar[tuple[str, ...]] = ()
    #: The rules by which a card item is its card (RB 328-329: the card is the chain item):
    #: moved off the stack by an instruction before it resolves, the item leaves with it and
    #: never resolves (engine/board.py off_stack), those rules cited. Empty: the item stays.
    item_is_its_card: ClassVar[tuple[str, ...]] = ()
    #: Where another item's instruction moves a card item's card off the stack before it
    #: resolves, in a game whose card items are not simply their cards (VW: a summoned card is
    #: registered itself, VW REG.1.a, a registered Action only its skill, VW REG.12.b), what
    #: becomes of the item, declared by house policy for cards of each policy's `types`
    #: (VW HP.19, HP.21): it stays and resolves, or it is cancelled (`card_moved_off`). A card
    #: of a type no policy covers is exit 3 rather than a guess. Empty: the item stays.
    card_moved_policies: ClassVar[tuple[CardMovedPolicy, ...]] = ()

    def card_moved_off(self, t: Table, item: StackItem, obj: GameObject
                       ) -> tuple[bool, bool, tuple[str, ...]] | None:
        """Another item's instruction moves `item`'s card off the stack before it resolves:
        whether the item is cancelled with it, whether (kept) its card enters the board from
        where it went as it resolves, and the rules that say so (`card_moved_policies`); None
        where no policy covers the card's type (an honest exit 3)."""
        declared = next((p for p in self.card_moved_policies if obj.card.is_type(*p.types)),
                        None)
        if declared is None:
            return None
        return (t.policy_is(declared.key, declared.cancelled),
                bool(declared.enters) and t.policy_is(declared.key, declared.enters),
                (t.policy_id(declared.key), declared.rule))

    def default_priority(self, state: GameState) -> str | None:
        """Who holds priority when the file does not say: as declared (`priority_to_newest`,
        `priority_held_by`), else the turn player."""
        if self.priority_to_newest and state.stack:
            return state.stack[-1].controller
        if self.priority_held_by:
            held = _follow(state.ext, self.priority_held_by)
            if held is not None:
                return str(held)
        return state.turn_player

    def who_acts(self, state: GameState) -> str | None:
        """The player who must act (pass or do something) now: whoever has a choice to make,
        else whoever holds priority."""
        return state.choice.player if state.choice is not None else state.priority

    def after_put_on_stack(self, t: Table, item: StackItem) -> None:
        """A player put something on the stack: a new round of passes; they keep priority. The
        game's record notes it if they are not the turn player (`Rulebook.acted_mark`)."""
        t.state.passes = 0
        mark_acted(t, item.controller)

    def as_played(self, t: Table, item: StackItem) -> None:
        """A card is played (by its player or by an effect), its costs paid, just before the
        event that it was played: what the game marks on the card then, so that a trigger on
        that event sees it (FOW 104.9: the will it was played paying). Default: nothing."""

    def after_played_by_effect(self, t: Table, item: StackItem) -> None:
        """An effect played a card now (`play_now`), its costs paid: what the game settles as a
        card goes on the stack beyond its costs (VW HP.10 `spent`: its honor), without the
        round of passes `after_put_on_stack` begins (a resolution is going on). Default:
        nothing."""

    def pass_citations(self, t: Table, player: str) -> tuple[str, ...]:
        """The rule that decides what `player`'s pass (about to be made) does: it hands priority
        to the next player (PASS), ends a round of passes with something on the stack (ALL_PASSED)
        or on an empty stack (PASS_EMPTY); the game's priority rule where it maps none."""
        state = t.state
        g = self.game
        if state.choice is not None:  # a pass takes the choice's default
            return state.choice.passing or state.choice.not_that[1]
        if state.passes + 1 < len(state.in_game):
            # the next player has lost: priority passes over them (VW IN.1.a)
            over = g.standing_rules if state.passes_over_lost(player) else ()
            return (*(g.cite_optional(Role.PASS) or (self.cite(Role.PRIORITY),)), *over)
        if state.stack:
            return g.cite_optional(Role.ALL_PASSED) or (self.cite(Role.STACK_ORDER),)
        return g.cite_optional(Role.PASS_EMPTY) or g.cite_optional(Role.TURN) or (
            self.cite(Role.PRIORITY),)

    def on_pass(self, t: Table, player: str) -> None:
        """A pass: with a choice open, it takes the choice's default; else priority moves on,
        and when every player has passed in a row the round ends (`resolve_round`, or on an
        empty stack the turn moves on)."""
        state = t.state
        if state.choice is not None:
            choice, state.choice = state.choice, None
            choice.decline(t, player)
            return
        state.passes += 1
        if state.passes < len(state.in_game):  # not who lost (VW IN.1.a)
            t.give_priority(state.next_player(player), self.game.cite_optional(Role.PASS) or (
                self.cite(Role.PRIORITY),), quiet=True)
            return
        state.passes = 0
        if state.stack:
            self.resolve_round(t)
        else:
            self.game.turn.advance(t)

    def resolve_round(self, t: Table) -> None:
        """Every player passed in a row with something on the stack: the newest item resolves,
        then (unless that ended the game) the turn player gets priority, which the ruling says
        when it changes hands."""
        state = t.state
        t.resolve_item(state.stack[-1])
        if state.game_over:
            return
        t.give_priority(state.turn_player, self.game.cite_optional(
                        Role.PRIORITY_AFTER_RESOLVE) or (self.cite(Role.STACK_ORDER),),
                        quiet=state.priority == state.turn_player,
                        why=Msg("(the turn player gets priority after every resolution)"))

    #: Rounds of state checks in a row that each changed something, with nothing for a player
    #: to choose in between, after which the rules' own processing is ruled a loop (e.g. a
    #: unit with lethal damage whose destruction is replaced by more damage to it).
    max_check_rounds: ClassVar[int] = 100

    def settle(self, t: Table) -> None:
        """Run everything automatic (state checks, triggers) until a player must choose."""
        rounds = 0
        while not t.state.game_over:
            if self.game.checks.run(t):
                rounds += 1
                if rounds >= self.max_check_rounds:
                    t.rule_loop(f"the state checks changed the game {rounds} times in a row "
                                "with nothing for a player to choose: they would go on "
                                "forever")
                continue
            t.status_triggers()  # a state that came to hold (FOW 906.9a)
            if t.state.pending_triggers:
                self.put_triggers(t)
                continue
            break

    def put_triggers(self, t: Table) -> None:
        """Put pending triggers on the stack: the turn player's first, then in turn order (so the
        others' resolve first), each player's in the order they triggered."""
        pending = t.take_pending_triggers()
        for pt in t.order_by_turn(pending):
            t.put_trigger(pt)

    #: Steps of a procedure that `then: resolve` runs to its end instead of stopping in it (e.g.
    #: the steps of a battle): the game is not settled while it is in one of them.
    unsettled_steps: ClassVar[tuple[str, ...]] = ()

    def waiting(self, state: GameState) -> int:
        """How many items the game keeps waiting to be put on the stack beyond the engine's
        pending triggers (e.g. a new register, Riftbound's pending items): judge's limit on
        items waiting counts them too (Core.room_for_waiting). Default: the items in the fields
        of the game's own record declared `ongoing(..., waits=True)` (GameRecord.waiting)."""
        waiting = getattr(state.ext, "waiting", None)
        return 0 if waiting is None else int(waiting())

    def is_settled(self, state: GameState) -> bool:
        """`then: resolve` stops here: nothing on the stack, nothing pending, no choice open, and
        no procedure in progress (`unsettled_steps`), nothing in progress in the game's own
        record (its `ongoing` fields, GameRecord.busy)."""
        if state.stack or state.pending_triggers or state.choice is not None or \
                state.step in self.unsettled_steps:
            return False
        busy = getattr(state.ext, "busy", None)
        return busy is None or not busy()

    def targets_fail(self, t: Table, item: StackItem, illegal: int
                     ) -> tuple[bool, tuple[str, ...]]:
        """With `illegal` of its targets illegal on resolution: does the whole item fail (True),
        or does it resolve and skip those targets (False)? The game declares it
        (`Rulebook.illegal_targets`, declare.IllegalTargets). Default: fails only if all are. The
        rules: the game's for a target gone to another zone (a new object), else its recheck."""
        rule = self.game.illegal_targets
        whole = rule.whole_card
        if whole is not None and item.kind == "card":
            source = t.state.objects.get(item.source or "")
            if source is not None and source.card.is_type(whole[0]) and bool(source.card.targets):
                return True, whole[1]
        why = rule.rules if rule.only_rules else tuple(dict.fromkeys(
            (*target_rules(t, item), *rule.rules)))
        if rule.partial:
            return False, why
        several = rule.several
        if several is None or len(item.targets) == 1:
            return illegal == len(item.targets), why
        if illegal == len(item.targets):
            # every target illegal: it fails under every option, which decides nothing (and
            # asking the policy would record it as applied)
            return True, why
        key, option, cite = several
        if t.policy_is(key, option):
            return illegal > 0, (*why, cite)
        return illegal == len(item.targets), (*why, cite)

    def leave_zone(self, t: Table, item: StackItem, obj: GameObject
                   ) -> tuple[str, str] | None:
        """Where a card that does not enter the board goes as it leaves the stack, resolved or
        not, when that is not its owner's graveyard (a replacement the rules make as it is
        played: the game's `played_with` declarations), and what the ruling says of it; None:
        the graveyard."""
        for option in self.game.played_with:
            if option.leaves_to is not None and item.extra.get(option.note):
                for rule in option.rules:
                    t.cite_also_rule(rule)
                return option.leaves_to, phrase(Msg(option.says, name=t.name(obj.id)))
        return None

    def run_item(self, t: Table, item: StackItem) -> list[str | None]:
        """Do what a resolving item does: its effects in order. A permanent card of a type in
        `ObjectRules.enters_as` says first where and how it enters. Played with an option the
        game declares `again` (`played_with`), its instructions once more, same choices."""
        entering = self.game.objects.entering(t, item)
        phrases = t.run_effects(item, item.effect)
        done = [entering, *phrases] if entering else phrases
        for option in self.game.played_with:
            if not (option.again and option.note in item.extra):  # the note: option paid
                continue
            times = item.extra.get(option.times, 1) if option.times else 1
            for n in range(times if isinstance(times, int) else 1):  # once per instance paid
                twin, which, effects = self.twin_of(t, item, option, n)
                again = t.run_effects(twin, effects)
                for rule in option.rules:
                    t.cite_also_rule(rule)
                said = joined([p for p in again if p]) if any(again) else Msg("nothing")
                done = [*done, phrase(Msg(option.says, said=said, which=which))]
        return done

    def twin_of(self, t: Table, item: StackItem, option: PlayedWith, n: int = 0
                ) -> tuple[StackItem, Msg, tuple[Effect, ...]]:
        """The item its instructions run again as (the `n`-th additional time, from 0), and
        those instructions: the same choices, or with the targets (`own_targets`, or that
        execution's own among `own_targets_each`) or the mode (`own_mode`) its play chose for
        the additional time (e.g. RB 820.2.a). Marked AGAIN: its "you may" instructions may be
        decided apart (conditions._chosen)."""
        from judge.engine.declare import AGAIN
        from judge.model.cards import mode_named

        effects = item.effect
        extra = {**item.extra, AGAIN: True}
        chosen = mode_named(modes_of(t, item), item.choices.get(option.own_mode)) \
            if option.own_mode and item.choices.get(option.own_mode) is not None else None
        if chosen is not None:
            effects = chosen.effect
            t.cite_also_rule(option.own_targets_rule)
        others = item.extra.get(option.own_targets) if option.own_targets else None
        each = item.extra.get(option.own_targets_each) if option.own_targets_each else None
        if isinstance(each, tuple) and n < len(each):
            others = each[n]  # this execution's own (RB 820.2.a), or () for the first's
        if not isinstance(others, tuple) or not others:
            twin = replace(item, extra=extra)
            which = Msg("its own mode ({mode})", mode=chosen.name) if chosen is not None \
                else Msg("the same choices")
            return twin, which, effects
        t.cite_also_rule(option.own_targets_rule)
        extra.pop("illegal_targets", None)
        twin = replace(item, targets=others, extra=extra, outcomes={})
        names = Items([t.name(lock.id) for lock in others], commas=True)
        which = Msg("its own mode ({mode}) and targets ({targets})", mode=chosen.name,
                    targets=names) if chosen is not None else \
            Msg("its own targets ({targets})", targets=names)
        return twin, which, effects

    def after_fizzle(self, t: Table, item: StackItem) -> None:
        """An item left the stack without resolving (failed or cancelled): its paid costs stay
        paid, unless the game declares a house policy that gives them back (`Rulebook.refund`,
        e.g. VW HP.8)."""
        for says in self.game.left_unresolved_says:  # FOW 1307.5: a half whole again
            says(t, item)
        refund = self.game.refund
        if refund is None:
            return
        paid = item.extra.get("paid")
        if isinstance(paid, dict) and paid and t.policy_is(refund.policy, refund.option):
            res = t.state.players[item.controller].resources
            for key, n in paid.items():
                res[key] = res.get(key, 0) + n
            # Only resources are given back: a sacrificed or exhausted card stays so (VW HP.8).
            t.note(phrase(Msg("the {amounts} paid for {id} is given back",
                              amounts=amounts(paid.items(), t.game.words.resources), id=item.id)),
                   (refund.rule,))

    def is_resource(self, item: StackItem) -> bool:
        """Whether an item is a resource ability, which does not wait on the stack: declared
        `kind: resource`, or (where the game names them, `Rulebook.resource_gains`) an ability
        that makes its controller gain one of those resources."""
        if item.resource:
            return True
        gains = self.game.resource_gains
        return bool(gains) and item.kind == "ability" and gains_any(item.effect, gains)

    def kind_contradiction(self, types: tuple[str, ...], ability: AbilityDef) -> str | None:
        """Why the rules contradict the `kind:` a file gives an ability of a card of `types`:
        the rules, not the author, decide which abilities are resource abilities (a file saying
        `resource` of one that is not, or `activated` of one that is, would be ruled wrongly).
        None when they agree. The game declares which are (`Rulebook.resource_kinds`); without
        a declaration its rules name no resource abilities."""
        kinds = self.game.resource_kinds
        if kinds is None or ability.kind not in ("activated", "resource"):
            return None
        ways = kind_effects(ability)
        gains = [gains_any(effects, kinds.gains) for effects in ways]
        guarded = [gains_guarded(effects, kinds.gains) for effects in ways]
        if any(kind in types for kind in kinds.requirements_allowed_on):
            # its gain under a requirement still makes it one (FOW 907.1b)
            gains = [g or h for g, h in zip(gains, guarded, strict=True)]
        barred = kinds.untargeted and (bool(ability.targets) or any(
            m.targets for m in ability.modes)) and not any(
            kind in types for kind in kinds.targets_allowed_on)
        if ability.kind == "resource":
            if not any(gains):
                return kinds.requirement_message if any(guarded) and \
                    kinds.requirement_message else kinds.gains_none
            return kinds.targets_message if barred else None
        if all(gains) and not barred:
            return next((msg for kind, msg in kinds.must_be_on if kind in types), kinds.must_be)
        return None

    def not_a_resource_ability(self, types: tuple[str, ...], ability: AbilityDef
                               ) -> tuple[str, ...]:
        """The rules that say why activated ability `ability` of a card of `types`, which gains
        one of the game's resources (`Rulebook.resource_kinds.gains`), is no resource ability
        and so uses the stack (FOW 907.1a: it targets, or gains only under a requirement);
        () where it gains none, or the game declares no such rules."""
        kinds = self.game.resource_kinds
        if kinds is None or not kinds.not_one_rules or ability.kind != "activated":
            return ()
        ways = kind_effects(ability)
        if not any(gains_any(e, kinds.gains) or gains_guarded(e, kinds.gains) for e in ways):
            return ()
        return kinds.not_one_rules if self.kind_contradiction(types, ability) is None else ()

    def resource_ability(self, t: Table, item: StackItem) -> None:
        """A resource ability was activated: it takes effect at once, off the stack, citing
        and saying what the game declares (`Rulebook.resource_kinds`: its rules, its verb, a
        house policy under which the round of passes starts afresh)."""
        kinds = self.game.resource_kinds
        if kinds is not None and kinds.registered:
            t.state.stack_seen.add(item.id)
        if kinds is None or not kinds.rules:
            t.resolve_at_once(item, (self.cite(Role.RESOURCE),))
        else:
            said = self.game.resource_round
            rules = kinds.rules
            source = t.state.objects.get(item.source or "")
            if kinds.requirement_rules and item.ability is not None and source is not None \
                    and any(source.card.is_type(k) for k in kinds.requirements_allowed_on) \
                    and any(gains_guarded(e, kinds.gains) for e in kind_effects(item.ability)):
                rules = (*kinds.requirement_rules, *rules)  # a will ability all the same
            t.resolve_at_once(item, rules, verb=kinds.verb,
                              record=said is None or said.listed)
            if kinds.restarts_round is not None:
                round_after_resource(t, item, kinds.restarts_round, said)
        mark_acted(t, item.controller)

    def build_item(self, t: Table, spec: ItemSpec) -> StackItem:
        """A starting stack item given by the game's own keys (neither card nor ability).
        Default: judge cannot rule on it (exit 3)."""
        from judge.errors import Problem, UnsupportedMechanic

        line, col = (t.scenario.marks.get(spec.path) if t.scenario.marks is not None
                     else None) or (0, 0)
        raise UnsupportedMechanic(Problem(t.scenario.file, line, col, ".".join(
            str(p) for p in spec.path), f"{self.game.name} does not build stack items from "
            f"{', '.join(k for k, _ in spec.extra) or 'these keys'} yet"))

    def on_loop(self, t: Table) -> tuple[str, tuple[str, ...]]:
        """A loop of mandatory actions nobody can stop. The game's `loop.outcome` house policy
        decides where it has one (draw or stop); otherwise the game is a draw."""
        if "loop.outcome" in self.game.data.policies:
            pid = t.policy_id("loop.outcome")
            if t.policy_is("loop.outcome", "stop"):
                return phrase(Msg("The loop is stopped here; the game is not decided.")), (pid,)
            cites: tuple[str, ...] = (pid,)
        else:
            cites = (self.cite(Role.LOOP),)
        t.state.outcome = "draw"
        t.state.winner = None
        return phrase(Msg("The game is a draw.")), cites


def round_after_resource(t: Table, item: StackItem, policy: tuple[str, str],
                         said: ResourceRound | None) -> None:
    """A resource ability was taken: under the house policy option `policy` the run of passes
    starts afresh. Where the game declares what the ruling says of it (`Rulebook.
    resource_round`, FOW HP.1), it is said, either way, only after a pass: the policy is
    consulted only then."""
    if said is None:
        if t.policy_is(*policy):
            t.state.passes = 0
        return
    if not t.state.passes:
        return
    restarted = t.policy_is(*policy)
    if restarted:
        t.state.passes = 0
    words, rules = said.restarted if restarted else said.kept
    t.step(StepKind.PRIORITY, Msg(words.id, player=item.controller),
           (*rules, t.policy_id(policy[0])), actor=item.controller)


def mark_acted(t: Table, player: str) -> None:
    """A player put something on the stack or took a resource ability: where the game declares
    a mark for it (`Rulebook.acted_mark`, a path in its record: FOW 803.6, the non-turn player
    acted in the battle), it is set when that player is not the turn player and the record
    holds what the path leads through."""
    path = t.game.acted_mark
    if not path or player == t.state.turn_player:
        return
    holder = _follow(t.state.ext, path[:-1])
    if holder is not None:
        setattr(holder, path[-1], True)


#: What a shield keeps spells and abilities from doing to a stack item, as the verb a refusal
#: says (ObjectRules.item_refusal; a translation conjugates it as its sentence needs).
SHIELD_VERBS = {"target": Msg("target", context="item verb"),
                "cancel": Msg("cancel", context="item verb"),
                "move": Msg("move", context="item verb")}


def target_rules(t: Table, item: StackItem) -> tuple[str, ...]:
    """Why the illegal targets of an item are illegal: the game's rule for a target that changed
    zones (TARGET_GONE) where one did, its recheck rule for one that no longer fits."""
    g = t.game
    cites: list[str] = []
    for i in range(len(item.targets)):
        if t.target_legal(item, i, restrictions=False):
            continue
        if target_gone(t, item, i) and (not g.illegal_targets.gone_from_play or
                                        not chosen_off_board(g, item, i)):
            cites += g.cite_optional(Role.TARGET_GONE) or (g.cite(Role.TARGET_RECHECK),)
        else:
            cites.append(g.cite(Role.TARGET_RECHECK))
    return tuple(dict.fromkeys(cites)) or (g.cite(Role.TARGET_RECHECK),)


def chosen_off_board(g: Rulebook, item: StackItem, i: int) -> bool:
    """Whether the item's i-th target was chosen in a zone that is neither the board nor the
    stack: its target filter names one (a Follower in a graveyard). (A card chosen on the stack,
    an Action a Dispel cancels, keeps the game's rule for a target gone: audits 8, 22 and 27
    pinned VW REG.8.b for it.)"""
    spec = spec_at(item.target_specs, i)
    return spec is not None and spec.zone is not None and not g.vocab.is_board(spec.zone) \
        and spec.zone != g.stack_zone


def gains_any(effects: tuple[Effect, ...], resources: tuple[str, ...]) -> bool:
    """Whether an effect list gains some of `resources` (a `gain` of more than 0, or of an amount
    read as it happens): what makes an ability a resource ability where the rules say so."""
    return any(e.kind == "gain" and any(k in resources and (not isinstance(n, int) or n > 0)
                                        for k, n in getattr(e, "resources", ()))
               for e in effects)


def gains_guarded(effects: tuple[Effect, ...], resources: tuple[str, ...]) -> bool:
    """Whether an effect list gains some of `resources` only under a requirement: an
    instruction's `if:` or "you may" around the gain (FOW 907.1a-907.1b)."""
    from judge.engine.conditions import Instruction

    return any(isinstance(e, Instruction) and (e.condition is not None or e.optional)
               and gains_any((e.effect,), resources) for e in effects)


def kind_effects(ability: AbilityDef) -> list[tuple[Effect, ...]]:
    """What an ability may do: its effect list, or each of its modes'."""
    return [m.effect for m in ability.modes] if ability.modes else [ability.effect]


# ----- timing ---------------------------------------------------------------------------------
def invited(t: Table, player: str, verb: str) -> bool:
    """Whether `player` acts with the priority of their teammate, the turn player, who holds it
    and invites them (Rulebook.teammate_verbs)."""
    holder = t.state.priority
    return verb in t.game.teammate_verbs and holder is not None and holder != player and \
        holder == t.state.turn_player and holder in t.state.teammates(player)


@dataclass(frozen=True)
class HolderRule:
    """A state of the game in which the rules give the turn player priority by a rule of their
    own (TimingRules.holder_rule): the entry of the game's shown state (`final.game`,
    GameRecord.computed) with its value, the phase, and that rule, cited beside a refusal for
    want of priority while the turn player holds it there."""

    key: str
    value: str
    phase: str
    rule: str

    def holds(self, state: GameState) -> bool:
        if state.phase != self.phase or state.priority != state.turn_player:
            return False
        computed: tuple[Shown, ...] = getattr(type(state.ext), "computed", ())
        return any(entry.key == self.key and entry.read(state) == self.value
                   for entry in computed)


class TimingRules(Policy):
    """Whether an action is allowed now. Each answers only: a check changes nothing."""

    #: Player actions that only the turn player ever takes, whoever holds priority, declared
    #: as data the priority check reads: by verb, what a refusal says to another player and
    #: the rule that decides it (RB 144.1.a: a standard move only in your own Main Phase).
    turn_player_verbs: ClassVar[Mapping[str, tuple[Msg, str]]] = {}
    #: The state in which the turn player holds priority by a rule of its own (RB 312.2.a: a
    #: Neutral Open Main Phase), cited beside a refusal for want of priority; None: none.
    holder_rule: ClassVar[HolderRule | None] = None

    def act_refusal(self, t: Table, player: str, action: Action) -> Refusal | None:
        """Whether `player` may take this action at all now: while a choice is open only its
        player, with its verbs; otherwise they must hold priority (unless the verb is declared
        `with_priority=False`: it checks its own timing). A refusal for want of priority names
        the rule that decides it where the game declares one (`turn_player_verbs`,
        `holder_rule`)."""
        out = t.state.players.get(player)
        if out is not None and out.lost:  # no longer in the game: they neither act nor answer
            return Refusal(phrase(Msg("{player} has lost and is no longer in the game",
                                      player=player)), self.game.standing_rules)
        no = self.priority_refusal(t, player, action)
        state = t.state
        if no is None or state.priority == player or state.choice is not None:
            return no
        own = self.turn_player_verbs.get(action.verb)
        if own is not None and player != state.turn_player:
            return Refusal(phrase(own[0]), (own[1],))
        held = self.holder_rule
        if held is not None and held.holds(state):
            return replace(no, citations=(*no.citations, held.rule))
        return no

    def priority_refusal(self, t: Table, player: str, action: Action) -> Refusal | None:
        """The engine's check: an open choice's player and verbs, else priority."""
        choice = t.state.choice
        if self.game.all_verbs[action.verb].any_time:
            return None
        if choice is not None:
            if player != choice.player:
                return Refusal(*choice.not_yours)
            return None if action.verb in choice.verbs else Refusal(*choice.not_that)
        if not self.game.all_verbs[action.verb].with_priority:
            return None
        if t.state.priority != player and not invited(t, player, action.verb):
            holder = t.state.priority or "nobody"
            return Refusal(phrase(Msg("{player} does not hold priority ({holder} does)",
                                      player=player, holder=holder)),
                           (self.cite(Role.PRIORITY),))
        return None

    def pass_ruling(self, t: Table, player: str) -> tuple[Refusal | None, tuple[str, ...]]:
        """Whether passing is forbidden (e.g. a forced attack), and else the rules that let this
        pass through, cited beside the stack's (FOW 718.2a-718.2e: why a card that must attack
        does not force a battle); default: it is always legal, with nothing more to cite."""
        return None, ()

    def plan_play(self, t: Table, player: str, obj: GameObject, action: Action
                  ) -> Refusal | PlayPlan:
        """Whether `player` may play this card now and what it costs: from the hand
        (`play_zones`, and where card text allows it: `zones_allowed`), when `play_refusal`
        allows it (which should let `any_time` plays through its timing checks), for its
        printed cost. The engine then checks modes, targets and paying (and removes the cost of
        a card that may be played for free)."""
        return (self.zone_refusal(t, obj, self.play_zones(obj) + self.zones_allowed(t, player, obj))
                or self.play_refusal(t, player, obj) or PlayPlan(obj.card.cost))

    def zones_allowed(self, t: Table, player: str, obj: GameObject) -> tuple[str, ...]:
        """Zones card text lets `player` play `obj` from, beyond the rules' (engine/
        permissions.py); a game's own `plan_play` adds them to its zones."""
        allowed = t.permission(player, obj)
        return allowed.zones if allowed is not None else ()

    def any_time(self, t: Table, player: str, obj: GameObject) -> bool:
        """Whether card text lets `player` play `obj` at any time they hold priority (as a
        response too): a game's timing check lets it through (the card wins: VW OV.1)."""
        allowed = t.permission(player, obj)
        return allowed is not None and allowed.any_time

    def zone_refusal(self, t: Table, obj: GameObject, zones: tuple[str, ...]) -> Refusal | None:
        """A card may be played only from `zones` (a helper for `plan_play`, also for a game
        that works out its own plan)."""
        if obj.zone not in zones:
            types = (obj.card.type,)
            return Refusal(phrase(Msg(t.game.words.play_zone_said(types),
                                      object=t.name(obj.id),
                                      place=t.place_said(obj.zone, obj.owner),
                                      zones=t.game.words.zones_said(zones, t.name))),
                           (self.cite(Role.PLAY_ZONE),))
        return None

    def play_zones(self, obj: GameObject) -> tuple[str, ...]:
        """Zones a card may be played from (default: the hand)."""
        return (self.game.vocab.hand_zone,)

    def play_refusal(self, t: Table, player: str, obj: GameObject) -> Refusal | None:
        """Timing and permission for playing a card now (besides priority, zone, costs and
        targets, which the engine checks)."""
        return None

    def play_now_face(self, t: Table, obj: GameObject, choices: dict[str, object]
                      ) -> CardDef | None:
        """The face a card an effect plays is played as, from the `choices` the file's
        `decisions:` give under its id (`Rulebook.play_now_faces`: FOW 1307.3, an alternative
        card's half). None: the card as it is."""
        for face in self.game.play_now_faces:
            found = face(t, obj, choices)
            if found is not None:
                return found
        return None

    def play_now_refusal(self, t: Table, player: str, obj: GameObject) -> Refusal | None:
        """What still forbids a card an effect plays now, whatever the timing (`play_now`): the
        card's own prerequisites, where the game checks them whenever a card is played (VW
        REG.13.a: honor and faction requirements). Default: the game's declared guards
        (`Rulebook.play_now_guards`: FOW 906.2a), else nothing beyond the engine's checks (a
        prohibition, targets, the cost)."""
        for guard in self.game.play_now_guards:
            if (no := guard(t, player, obj)) is not None:
                return no
        return None

    def plan_activation(self, t: Table, player: str, obj: GameObject, ability: AbilityDef,
                        action: Action) -> Refusal | PlayPlan:
        """Whether `player` may activate this ability now (`activate_refusal`) and what it
        costs (its printed cost)."""
        return self.activate_refusal(t, player, obj, ability) or PlayPlan(ability.cost)

    def activate_refusal(self, t: Table, player: str, obj: GameObject,
                         ability: AbilityDef) -> Refusal | None:
        """Whether `player` may activate this ability now: by default only the abilities of
        objects they control, at any time they hold priority."""
        if obj.controller != player:
            return Refusal(phrase(Msg("{player} may not use the abilities of {object} (controlled "
                                      "by {controller})",
                                      player=player, object=t.name(obj.id),
                                      controller=obj.controller)), (self.cite(Role.CONTROL),))
        return None


# ----- paying ---------------------------------------------------------------------------------
class Payment(Policy):
    """Costs in resources. Default: each resource is paid in full from the player's pool; a
    game may name a `generic` cost key that any of its `pool` resources pays (spent in `order`,
    then from the resource with the most left), resources that also pay a cost of another once
    it runs out (`also_paid_by`), and abilities its players may use while paying
    (`while_paying`, engine/paying.py), whose gains the payment counts."""

    generic: str | None = None
    pool: tuple[str, ...] = ()
    order: tuple[str, ...] = ()
    #: A cost resource -> the pool resources that pay what its own cannot, in order (RB
    #: 163.2.b: Power of any domain pays a domain's Power cost).
    also_paid_by: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Whether (and how the ruling says) players may use resource abilities in the middle of
    #: paying (RB 357, RB 429.3); None: they may not (FOW 907.2: will is produced before).
    while_paying: ClassVar[WhilePaying | None] = None
    #: The rules by which players may use resource abilities while paying, which ones being
    #: their choice (FOW 907.2, 1003.5: will abilities certain to produce the will): judge does
    #: not choose for them (`short_but_producible`). Empty: none, or planned (`while_paying`).
    chosen_while_paying: ClassVar[tuple[str, ...]] = ()
    #: Resources paid on their own, checked before the rest (`PaidApart`: FOW 105.4a life), and
    #: what the refusal of the rest says when the pool cannot pay it as a whole (`CannotPay`:
    #: FOW 1003.4); without one, each resource is refused by name, then the cost as a whole.
    apart: ClassVar[tuple[PaidApart, ...]] = ()
    cannot_pay: ClassVar[CannotPay | None] = None

    #: A "you may pay" its player chose and is short of: the house policy and the option of it
    #: under which they pay what they have (and did it); otherwise, or with none, they pay
    #: nothing (RB HP.39, VW HP.37).
    short_chosen_policy: ClassVar[tuple[str, str] | None] = None
    #: A payment an effect makes a player short of it make: the house policy and the option of
    #: it under which they pay nothing (VW HP.38); otherwise, or with none, they pay what they
    #: have, citing `short_forced_rules` (RB 055: do as much as you can).
    short_forced_policy: ClassVar[tuple[str, str] | None] = None
    short_forced_rules: ClassVar[tuple[str, ...]] = ()
    #: Resources a payment of is always its payer's choice, with the rules that say so (RB
    #: 444.2: Energy and Power, v1.4): one short of them is a "you may pay" short of it
    #: (`short_chosen_policy`), never a forced one.
    always_chosen: ClassVar[tuple[tuple[str, ...], tuple[str, ...]]] = ((), ())
    #: Instructions to pay, by effect kind, that their payer may decline though they are not
    #: written "you may", with the rules that say so (RB 444.2: told to pay Energy or Power, a
    #: player may decline and the instruction is ignored; RB 444.2.b: a cost within
    #: instructions left unpaid); only when every resource asked is one of `always_chosen`'s.
    #: The file declines one by its label: `decisions: {<item>: {choices: {<label>: false}}}`.
    #: Each kind names the rules cited when it is declined, then those cited when it is paid.
    declinable: ClassVar[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {}
    #: A resource an effect asks for -> the rules cited when other resources of the pool paid
    #: it (`settle`: RB 135.2.e.5.a, Power of a domain pays [A]).
    paid_by_other_rules: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Resources a cost asks for whose rules the game does not give (which costs use them, and
    #: when they are paid), each -> the house policy that reads it and that policy's option
    #: under which judge does not rule on such a cost (VW HP.61: element, paid as its card or
    #: skill is registered, as gold is, by default). The policy is cited where such a cost is
    #: paid or refused for it (`paid_under_policy`).
    policy_paid: ClassVar[dict[str, tuple[str, str]]] = {}

    def paid_under_policy(self, t: Table, own: Cost, paid: Iterable[tuple[str, int]]
                          ) -> tuple[str, ...]:
        """The house policies by which a card's or ability's own cost `own` pays resources the
        game's rules do not say how to pay (`policy_paid`), where the payment `paid` asks for
        some of them, recorded as applied; under a policy's option that does not rule, an
        honest "cannot rule" (UnsupportedMechanic) naming it. An additional cost's (an
        Option-'s) is its own rule's (VW REG.14.a: paid on registering, whatever it asks)."""
        from judge.errors import Problem, UnsupportedMechanic

        out: list[str] = []
        printed = {res for res, n in own.resources if n} | set(own.x)
        for res, n in paid:
            if not n or res not in self.policy_paid or res not in printed:
                continue
            key, unruled = self.policy_paid[res]
            if t.policy_is(key, unruled):
                raise UnsupportedMechanic(Problem(
                    t.scenario.file, 0, 0, "actions",
                    f"a cost of {n} {self.game.words.resource(res)}: when and how it is paid "
                    f"the game's rules do not say, and under {t.policy_id(key)} ({key}: "
                    f"{unruled}) judge does not rule on it"))
            out.append(t.policy_id(key))
        return tuple(dict.fromkeys(out))

    def short_but_producible(self, state: GameState, player: str, cost: Cost,
                             also: AlsoPaid | None = None) -> None:
        """A payment the pool cannot make, in a game whose players may use resource abilities
        in the middle of paying, which ones being their choice (`chosen_while_paying`): where
        the ones they have ready could make up what the pool lacks, or others could at a
        further cost (`produced_at_a_cost`), an honest "cannot rule" (UnsupportedMechanic, a
        choice the file does not make); else nothing (it is short)."""
        if not self.chosen_while_paying:
            return
        have = state.players[player].resources
        apart = {part.resource for part in self.apart}
        rest = Cost(tuple((k, n) for k, n in cost.resources if k not in apart))
        if not rest.resources or any(have.get(k, 0) < n for k, n in cost.resources
                                     if k in apart):
            return  # what is paid apart (life) no ability produces
        sure = pooled(have, ready_production(state, player, self.pool,
                                             self.game.vocab.is_board))
        if sure != have and self.plan(sure, rest) is not None:
            could = "has some ready that could produce the rest"
        elif more := self.produced_at_a_cost(state, player, sure, rest.resources, also=also):
            could = f"has some that could produce more at a further cost ({'; '.join(more)})"
        else:
            return  # even every such ability they have would not pay it
        raise self.their_choice_while_paying(player, rest.resources, self.chosen_while_paying,
                                             could)

    def their_choice_while_paying(self, player: str, owes: Iterable[tuple[str, int]],
                                  rules: tuple[str, ...], could: str) -> Exception:
        """The honest "cannot rule" for a payment short of what `player` has, which abilities
        they may use while paying (`rules`) could make up (`could` says which): which they use
        is their choice, which judge does not make."""
        from judge.errors import Problem, UnsupportedMechanic

        owed = " + ".join(f"{n} {self.game.words.resource(k)}" for k, n in owes)
        return UnsupportedMechanic(Problem(
            "", 0, 0, "actions",
            f"{player} cannot pay {owed} from what they have, but may use abilities while "
            f"paying ({', '.join(rules)}) and {could}: which to use is their choice, which "
            "judge does not make; use them first (an `activate` action for each)"), choice=True)

    def produced_at_a_cost(self, state: GameState, player: str, have: Mapping[str, int],
                           owes: Iterable[tuple[str, int]],
                           usable: Callable[[GameObject, AbilityDef], bool] | None = None,
                           also: AlsoPaid | None = None) -> list[str]:
        """The resource abilities `player` may use while paying (`usable`: the game's own
        conditions) whose use judge cannot count on (paying.production_at_a_cost) and which
        would lessen what the pool `have` lacks for `owes`, as this game's pool pays it
        (`also`: what the payment takes besides, which cannot pay their further costs too)."""
        owes = tuple(owes)
        _, short = self.settle(have, owes)

        def helps(kinds: Collection[str]) -> bool:
            _, after = self.settle(pooled(have, dict.fromkeys(kinds, sum(short.values()))),
                                   owes)
            return sum(after.values()) < sum(short.values())

        return production_at_a_cost(state, player, self.game, helps,
                                    usable or (lambda _obj, _ability: True), also)

    def pays_short(self, t: Table, resource: str, chosen: bool) -> tuple[bool, tuple[str, ...]]:
        """An effect's payment of more `resource` than its player has (not a cost: costs are
        refused whole): whether they pay what they have, down to 0, rather than nothing, and
        the rules or house policy that decide it, as the game declares them; `chosen`: a "you
        may" instruction its player chose, whose "if you do" asks whether it was done."""
        kinds, why = self.always_chosen
        if not chosen and resource in kinds:
            pays, rules = self.pays_short(t, resource, True)
            return pays, (*why, *rules)
        if chosen:
            if self.short_chosen_policy is None:
                return False, ()
            key, option = self.short_chosen_policy
            return t.policy_is(key, option), (t.policy_id(key),)
        if self.short_forced_policy is not None:
            key, option = self.short_forced_policy
            return not t.policy_is(key, option), (t.policy_id(key),)
        return True, () if resource in t.game.loss_floor_rules else self.short_forced_rules

    def decline_rules(self, effect: Effect) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        """The rules by which the payer of `effect` may decline it though it is not written
        "you may" (`declinable`): those cited if they decline, those if they pay; None if they
        may not."""
        rules = self.declinable.get(effect.kind)
        asked = [k for k, _ in getattr(effect, "resources", ())]
        kinds = self.always_chosen[0]
        return rules if rules and asked and all(k in kinds for k in asked) else None

    def spent_rules(self, owes: Mapping[str, int], spent: Mapping[str, int]) -> tuple[str, ...]:
        """The rules by which `spent` (settle's) paid `owes` with other resources than those it
        names (`paid_by_other_rules`)."""
        return tuple(rule for res, n in owes.items() if n and set(spent) - {res}
                     for rule in self.paid_by_other_rules.get(res, ()))

    def resources(self) -> tuple[str, ...]:
        """The resource names a cost may use."""
        vocab = self.game.vocab.resources
        return (*vocab, self.generic) if self.generic and self.generic not in vocab else vocab

    @classmethod
    def settle(cls, have: Mapping[str, int], owes: Iterable[tuple[str, int]]
               ) -> tuple[dict[str, int], dict[str, int]]:
        """How a pool pays what is owed: each resource with itself, then with what
        `also_paid_by` names; then the `generic` part with the `order` resources, then the
        rest of the `pool` by the most left. Returns what each resource spends and what is
        still short, by the cost's resource (a pool that owes, below zero, pays nothing)."""
        left = dict(have)
        spent: dict[str, int] = {}
        short: dict[str, int] = {}

        def take(res: str, n: int) -> int:
            got = min(n, max(0, left.get(res, 0)))
            if got > 0:
                left[res] = left.get(res, 0) - got
                spent[res] = spent.get(res, 0) + got
            return n - got

        generic = 0
        for res, n in owes:
            if res == cls.generic:
                generic += n
                continue
            if n <= 0:
                continue
            rest = take(res, n)
            for other in cls.also_paid_by.get(res, ()):
                rest = take(other, rest)
            if rest > 0:
                short[res] = rest
        by_amount = sorted((r for r in cls.pool if r not in cls.order),
                           key=lambda r: -left.get(r, 0))
        for res in (*cls.order, *by_amount):
            if generic <= 0:
                break
            generic = take(res, generic)
        if generic > 0 and cls.generic is not None:
            short[cls.generic] = generic
        return spent, short

    def plan(self, have: dict[str, int], cost: Cost) -> dict[str, int] | None:
        """How much of each resource pays `cost`, or None if it cannot be paid in full."""
        spent, short = self.settle(have, cost.resources)
        return None if short else spent

    def cost_refusal(self, state: GameState, player: str, cost: Cost,
                     plan: PlayPlan | None = None, also: AlsoPaid | None = None
                     ) -> Refusal | None:
        """Whether the player can pay the resources of a cost (`plan`: the play's plan, e.g.
        what they can still produce while paying): the resources paid `apart` first, then the
        rest, in the declared words (`cannot_pay`) where the game has them; a cost they could
        pay with abilities used while paying, as they choose, is no refusal of judge's
        (`short_but_producible`; `also`: what the payment takes besides its resources)."""
        refusal = self._pool_refusal(state, player, cost)
        if refusal is not None:
            self.short_but_producible(state, player, cost, also)
        return refusal

    def _pool_refusal(self, state: GameState, player: str, cost: Cost) -> Refusal | None:
        """Whether the pool as it is can pay the resources of a cost (cost_refusal)."""
        have = state.players[player].resources
        for part in self.apart:
            n = dict(cost.resources).get(part.resource)
            if n is not None and have.get(part.resource, 0) < n:
                return Refusal(phrase(Msg(part.says, player=player, n=n,
                                          has=have.get(part.resource, 0))), part.rules)
        if self.apart:
            gone = {part.resource for part in self.apart}
            cost = Cost(tuple((k, n) for k, n in cost.resources if k not in gone))
        words = self.cannot_pay
        if words is not None:
            if self.plan(have, cost) is None:
                says, rules = self._cannot_pay_says(have, cost, words)
                return Refusal(phrase(Msg(
                    says, player=player,
                    cost=said_of(said_cost(cost, words.nothing, self.game.words.resources)),
                    pool=said_of(said_pool(have, self.pool, words.empty,
                                           self.game.words.resources)))), rules)
            return None
        why = self.game.cite_optional(Role.COST_UNPAID) or (self.cite(Role.COST),)
        for res, n in cost.resources:
            if res != self.generic and have.get(res, 0) < n:
                said = word(self.game.words.resource(res))  # in the game's word for it
                return Refusal(phrase(Msg("{player} cannot pay {n} {resource} (has {has})",
                                          player=player, n=n, resource=said,
                                          has=have.get(res, 0))), why)
        if self.plan(have, cost) is None:
            return Refusal(phrase(Msg("{player} cannot pay the cost", player=player)), why)
        return None

    def _cannot_pay_says(self, have: Mapping[str, int], cost: Cost, words: CannotPay
                         ) -> tuple[str, tuple[str, ...]]:
        """The declared refusal of a cost the pool cannot pay: its `wrong_kinds` words where
        the pool holds enough in all, only not of the kinds asked (FOW 1003.2)."""
        owed = sum(n for k, n in cost.resources if k in self.pool or k == self.generic)
        if words.wrong_kinds is None or owed == 0 or \
                sum(have.get(k, 0) for k in self.pool) < owed:
            return words.says, words.rules
        unasked = words.unasked_kinds
        why = unasked[1] if unasked is not None and any(
            have.get(k, 0) > 0 for k in unasked[0]) else ()
        return words.wrong_kinds[0], (*words.wrong_kinds[1], *why, *words.rules)

    def pay(self, state: GameState, player: str, cost: Cost,
            plan: PlayPlan | None = None) -> None:
        """Pay a cost already checked by `cost_refusal` (`plan`: the play's plan, as there).
        What the abilities its plan uses while paying will give counts (`while_paying`): until
        they are used the pool owes it (Why: the play is recorded before those abilities, which
        follow it as their own steps). Where the game's `cost_refusal` counted more than the
        plan names, the pool alone may fall short: it then owes the rest, each resource in
        full."""
        have = state.players[player].resources
        coming = credit(planned_uses(plan.note(WHILE_PAYING))) \
            if plan is not None and self.while_paying is not None else {}
        spend = self.plan(pooled(have, coming) if coming else have, cost)
        if spend is None:
            assert self.generic is None or all(r != self.generic for r, _ in cost.resources), \
                "cost_refusal must be checked first"
            spend = {}
            for res, n in cost.resources:
                spend[res] = spend.get(res, 0) + n
        for res, n in spend.items():
            have[res] = have.get(res, 0) - n


def _lost_since(t: Table, item: StackItem, source: GameObject | None) -> bool:
    """Whether the triggered ability `item` is its source's printed ability, which the source
    (still in play) no longer has: lost since it triggered (FOW 906.10: it resolves all the
    same)."""
    from judge.engine.granted import ability_named
    from judge.engine.lost import own_card

    ability = item.ability
    return source is not None and ability is not None and ability.kind == "triggered" and \
        own_card(source).ability(ability.name) is not None and \
        ability_named(t, source, ability.name) is None


#: The trigger events of a card leaving the board (its own "when this is destroyed / leaves").
_LEAVING = frozenset({"destroyed", "left"})


def _left_the_board(item: StackItem) -> bool:
    """Whether `item` is an ability that triggered on its own card leaving the board."""
    when = item.ability.when if item.ability is not None else None
    return when is not None and when.event in _LEAVING and when.object == "self"


def _control_marked(game: Rulebook, obj: GameObject) -> bool:
    """Whether `obj`'s controller is the game's own record's (a `controller` ObjectMark on
    cards of its type: a Riftbound battlefield's, RB 190.6), not one a card's control gives:
    the rule that its controller controls its abilities is then that record's, not the rule of
    a taken card (Role.ABILITY_OF_CONTROLLER)."""
    return any(m.key == "controller" and (not m.types or obj.card.is_type(*m.types))
               for m in game.object_marks)


def said_cost(cost: Cost, nothing: str, names: Mapping[str, str]) -> Said:
    """A cost's resources in words: "1 fire + 2 free will" (`nothing`: a message id, listed in
    judge/i18n/terms.py; `names`: the game's Words.resources)."""
    out: Msg | None = None
    for res, n in cost.resources:
        one = Msg("{n} {resource}", n=n, resource=word(names.get(res, res)))
        out = one if out is None else Msg("{a} + {b}", a=out, b=one)
    return phrase(out if out is not None else Msg(nothing))


def said_whole_cost(cost: Cost, game: Rulebook) -> Said:
    """Every part of a cost in the game's words, as a list ("1 energy, exhausting this"): its
    resources said as `said_cost` says them (the game's Words.resources), then what else it
    asks (a sacrifice by the game's word for it, a discard, a name, cards from the graveyard)."""
    from judge.engine.wording import said_filter

    names = game.words.resources
    parts: list[Msg] = [Msg("{n} {resource}", n=n, resource=word(names.get(r, r)))
                        for r, n in cost.resources]
    parts += [Msg("X {resource}", resource=word(names.get(r, r))) for r in cost.x]
    parts += [Msg("naming a {what}", what=word(name)) for name, _ in cost.choose]
    if cost.exhaust_self:
        parts.append(Msg("{exhausting} this", exhausting=word(game.words.exhausting)))
    for spec, n in cost.sacrifices:  # "Korbankan 1 Follower dan 1 Relic": each kind
        parts.append(Msg("{verb} {n} {objects}", verb=word(game.sacrifice_word), n=n,
                         objects=said_filter(spec, plural=True)) if n > 1 else
                     Msg("{verb} {object}", verb=word(game.sacrifice_word),
                         object=said_filter(spec)))
    if cost.discard:
        parts.append(Msg("discarding {cards}", cards=cost.discard))
    if cost.from_graveyard and game.graveyard_cost is not None:
        parts.append(Msg("{verb} {cards} from the graveyard", verb=word(game.graveyard_cost[1]),
                         cards=cost.from_graveyard))
    return phrase(Msg("{amounts}", amounts=Items(parts, commas=True)) if parts else
                  Msg("nothing"))


def said_pool(have: dict[str, int], kinds: tuple[str, ...], empty: str,
              names: Mapping[str, str]) -> Said:
    """What a player has of some resources, in their order: "2 fire, 1 water" (`empty`: a
    message id, listed in judge/i18n/terms.py; `names`: the game's Words.resources)."""
    held = [Msg("{n} {resource}", n=have[k], resource=word(names.get(k, k))) for k in kinds
            if have.get(k)]
    return phrase(Msg("{amounts}", amounts=Items(held, commas=True)) if held else Msg(empty))


# ----- the turn -------------------------------------------------------------------------------
class TurnRules(Policy):
    """The turn. Default: the game's phases in order, the turn player receiving priority in
    each; after the last one the turn ends and the next player's begins. `phase_actions` are the
    turn-based actions done as a phase begins (e.g. readying the turn player's cards)."""

    phase_actions: ClassVar[dict[str, Callable[[Table], None]]] = {}
    #: The rules that say each phase (or step) begins, by name (`""`: a new turn); a phase not
    #: listed cites the game's TURN role. Why: a citation table is data, not a hook.
    phase_rules: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Whether the turn player receives priority as each phase begins; False for a game that
    #: grants priority itself once its phases' automatic steps are done.
    phase_priority: ClassVar[bool] = True
    #: The phase a file names to start before the game's first turn (setup.py), whose
    #: `phase_actions` entry carries the setup out and begins the first turn; None: no setup.
    setup_phase: ClassVar[str | None] = None

    def start(self, t: Table) -> None:
        """Before the first action, once the starting state is built: the game's declared
        notes on keywords of the starting board (`Rulebook.opening_notes`, FOW 1145.1 [Tag]
        acted before the game; FOW 1165.2 whether [Trinity]'s text exists); a file starting at
        the declared `setup_phase` has the setup carried out (e.g. FOW 405.5-405.6)."""
        for says in self.game.opening_says:  # FOW 1307.4: a half in the field
            says(t)
        notes = self.game.opening_notes
        for once in (True, False):
            if any(n.once == once for n in notes):
                say_opening(t, tuple(n for n in notes if n.once == once))
        if self.setup_phase is not None and t.state.phase == self.setup_phase:
            self.phase_actions[self.setup_phase](t)

    def advance(self, t: Table) -> None:
        """Every player passed on an empty stack: the game moves to its next phase or step."""
        phases = self.game.vocab.phases
        state = t.state
        i = phases.index(state.phase) if state.phase in phases else -1
        if i + 1 < len(phases):
            self.enter_phase(t, phases[i + 1])
        else:
            self.end_of_turn(t)
            t.next_turn(self.phase_citations(""))

    def enter_phase(self, t: Table, phase: str) -> None:
        """A phase begins: its turn-based actions, then the turn player has priority. A phase a
        replacement effect replaces is skipped: the turn goes on to the next (`skip_phase`)."""
        from judge.engine.replacements import phase_replaced

        if phase_replaced(t, phase):
            self.skip_phase(t, phase)
            return
        t.set_phase(phase, self.phase_citations(phase))
        action = self.phase_actions.get(phase)
        if action is not None:
            action(t)
        if self.phase_priority:
            t.give_priority(t.state.turn_player, (self.cite(Role.PRIORITY),), quiet=True)

    def skip_phase(self, t: Table, phase: str) -> None:
        """`phase` was replaced, so skipped (engine/replacements.py phase_replaced): none of it
        begins; the turn goes on from it to the next phase. A game whose rules leave open what a
        skipped phase still does names the house policy that says so (`Rulebook.skipped_phase_
        actions`, VW HP.31): with it set, the phase's turn-based actions still happen."""
        policy = self.game.skipped_phase_actions.get(phase)
        action = self.phase_actions.get(phase)
        if policy is not None and t.policy_is(*policy) and action is not None:
            action(t)
        t.state.phase, t.state.step = phase, None
        self.advance(t)

    def phase_citations(self, phase: str) -> tuple[str, ...]:
        """The rules that say a phase begins (`""`: that a new turn begins): `phase_rules`,
        else the game's TURN role."""
        if phase in self.phase_rules:
            return self.phase_rules[phase]
        return (self.cite(Role.TURN),) if Role.TURN in self.game.roles else ()

    def begin_turn(self, t: Table) -> None:
        """A new turn began (turn player and number already set): its first phase starts."""
        self.enter_phase(t, self.game.vocab.phases[0])

    def end_of_turn(self, t: Table) -> None:
        """Damage and "this turn" effects end."""
        t.expire_turn_effects(self.phase_citations(""))

    def draw_from_empty(self, t: Table, player: str, attempt: int) -> bool:
        """A draw found the deck empty (for the `attempt`-th time in this draw). True if the
        game refilled the deck and drawing goes on, False to stop. Default: nothing is drawn,
        and the player suffers what the game declares (`Rulebook.empty_deck`)."""
        rule = self.game.empty_deck
        if rule is None:
            return False
        if rule.policy is not None and not t.policy_is(*rule.policy):
            told_by(t, rule.rules)  # the house policy's other option: nothing happens
            return False
        state = t.state
        if rule.phase is not None and not (state.phase == rule.phase and
                                           player == state.turn_player):
            t.step(StepKind.EFFECT, phrase(Msg(rule.elsewhere, player=player)),
                   rule.elsewhere_rules, actor=player)
            return False
        if rule.marks:
            getattr(state.ext, rule.marks).add(player)
            t.step(StepKind.EFFECT, phrase(Msg(rule.says, player=player)), rule.rules, actor=player)
            return False
        state.players[player].lost = True
        others = state.opponents(player)
        if len(others) > 1:
            left_behind(t, player, others)
        if len(others) == 1:
            state.winner, state.outcome = others[0], "win"
        # with more players left the game goes on without them (VW IN.1.a): not "game over"
        kind = StepKind.GAME_OVER if len(others) == 1 else StepKind.PLAYER_LOST
        t.step(kind, phrase(Msg(rule.says, player=player)), rule.rules)
        told_by(t, rule.rules)
        return False


def left_behind(t: Table, player: str, others: list[str]) -> None:
    """`player` lost and `others` play on (VW IN.1.a): what becomes of the turn of a turn player
    who lost, of the cards they control in play and of their items still waiting to resolve, no
    rule says (the guide's rulers compete to be the last one left, and no more). Where any is
    left, judge does not rule on what follows (exit 3), rather than play them on as if the
    player were still in the game (their Gun Shot resolving, their turn going on)."""
    state = t.state
    going = {it.id for it in getattr(t, "resolving_items", ())}
    theirs = [t.name(o.id) for o in state.objects.values()
              if o.controller == player and t.game.vocab.is_board(o.zone)]
    theirs += [t.name(it.id) for it in state.stack if it.controller == player and
               it.id not in going]
    if state.turn_player == player:
        theirs.insert(0, f"{player}'s turn")
    if not theirs:
        return
    from judge.engine.lost import cannot_rule

    rules = ", ".join(t.game.standing_rules)
    cannot_rule(t, f"{player} loses while {', '.join(others)} play on ({rules}); what becomes "
                   f"of {', '.join(theirs)} no rule says, so judge does not rule on what "
                   "follows", key="players.lost")


def told_by(t: Table, rules: tuple[str, ...]) -> None:
    """The step that tells a draw from an empty deck ("draws 0 cards": the item's resolution,
    recorded after it) cites the rule that decided it (VW HP.17), not only the stack's order."""
    for rule in rules:
        t.cite_also_rule(rule)


def say_opening(t: Table, notes: tuple[OpeningNote, ...]) -> None:
    """Say `notes` of the starting objects (declare_statics.OpeningNote), in the order of the
    objects and of their cards' keywords; a `once` note of one keyword only the first time."""
    by_keyword: dict[str, list[OpeningNote]] = {}
    for note in notes:
        by_keyword.setdefault(note.keyword, []).append(note)
    said: set[str] = set()
    for obj in t.state.objects.values():
        printed = obj.card.keywords
        for keyword in dict.fromkeys(k for k in printed if k in by_keyword):
            for note in by_keyword[keyword]:
                if (note.once and keyword in said) or not _noted(obj, note):
                    continue
                shared = _shared(t, obj, note) if note.shared else 0
                if shared < note.shared:
                    continue
                said.add(keyword)
                say_note(t, obj, note, shared)


def _noted(obj: GameObject, note: OpeningNote) -> bool:
    """Whether `note` is about `obj` where it is: in one of its zones, or by `or_with`."""
    return not note.zones or obj.zone in note.zones or \
        any(k in obj.card.keywords for k in note.or_with)


def _shared(t: Table, obj: GameObject, note: OpeningNote) -> int:
    """How many objects of `obj`'s owner the note is about (`OpeningNote.shared`)."""
    return sum(1 for o in t.state.objects.values() if o.owner == obj.owner and
               note.keyword in o.card.keywords and _noted(o, note))


def say_note(t: Table, obj: GameObject, note: OpeningNote, shared: int = 0) -> None:
    """One opening note of one object: by its count, where it has one, or by how many of its
    owner's objects it is about (`shared`)."""
    says, rules, n = note.says, note.rules, shared
    if note.count is not None:
        held = obj.extra.get(note.count[0])
        n = held if isinstance(held, int) else 0
        if n < note.count[1]:
            says, rules = note.else_says, note.else_rules
    name, s = t.name(obj.id), "" if n == 1 else "s"
    t.note(phrase(Msg(says, name=name, n=n, s=s, owner=obj.owner)) if note.message else
           says.format(name=name, n=n, s=s, owner=obj.owner), rules)


# ----- what the rules do on their own ---------------------------------------------------------
class StateChecks(Policy):
    """What the rules do on their own, and which events matter. Default: an object with damage
    at least its toughness is destroyed; board objects trigger, and an object that left the board
    looks back for its own destroyed / left triggers."""

    #: Whether the class has an `on_event` of its own (set for each subclass): the resolver
    #: calls none that does nothing for each of its events (two per item of a long register).
    sees_events: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.sees_events = cls.on_event is not StateChecks.on_event

    def run(self, t: Table) -> bool:
        """One pass of the state checks; True if anything changed."""
        return t.destroy_lethal((self.cite(Role.LETHAL),))

    def on_event(self, t: Table, event: Event) -> None:
        """See every event (engine/events.py); e.g. to mark a battlefield contested."""

    def trigger_active(self, state: GameState, obj: GameObject, ability: AbilityDef,
                       event: Event) -> bool:
        """Whether an object's triggered ability can trigger now: where the game declares it
        triggers off the board (`Rulebook.triggers_from`, FOW 708.2, 1114.2), only there; else on
        the board, or looking back as it leaves the board."""
        for rule in self.game.triggers_from:
            if rule.covers(obj.card, ability):
                return triggers_from(state, obj, event, rule, rule.zones_for(obj.card, ability),
                                     ability.name)
        if self.game.vocab.is_board(obj.zone):
            return True
        return event.object == obj.id and event.kind in ("destroyed", "left")



def triggers_from(state: GameState, obj: GameObject, event: Event, rule: TriggersFrom,
                  zones: tuple[str, ...], skill: str = "") -> bool:
    """Whether a card that triggers off the board (declare_statics.TriggersFrom) can trigger
    now: from its `zones`, under the house policy option it names (else a note says so, of its
    ability `skill`), not where it is fresh, and (`waits_once`) not while it waits to be put on
    the stack from an earlier event."""
    if obj.zone not in zones:
        return False
    if rule.policy is not None and not (t := state.table).policy_is(*rule.policy):
        t.note(phrase(Msg("{object}'s {skill} does not trigger: the card is not in play yet, "
                          "and by the house policy in force a card has its skills only in play",
                          object=t.name(obj.id), skill=skill)),
               tuple(dict.fromkeys((t.policy_id(rule.policy[0]), *rule.rules))))
        return False
    if rule.fresh is not None and obj.zone == rule.fresh[0] and obj.extra.get(rule.fresh[1]):
        return False
    return not rule.waits_once or not any(pt.source == obj.id and pt.event_node != event.node
                                          for pt in state.pending_triggers)


# ----- objects --------------------------------------------------------------------------------
class ObjectRules(Policy):
    """Characteristics and zones of objects. `filters` are the game's filter keys that are not
    simply an object's own key (`at: battlefield`), each with the function that matches it;
    `enters_as` says, per card type, how a permanent enters (the resolution step says it)."""

    filters: ClassVar[dict[str, Callable[[GameState, GameObject, object], bool]]] = {}
    enters_as: ClassVar[dict[str, str]] = {}
    #: Marks (keys of `GameObject.extra`) a card keeps as it becomes a new object entering a
    #: zone: FOW 1110.4, a card played awakened enters the field awakened; FOW 1196.2, one
    #: played by [Raid] keeps what it gained as it entered; FOW 104.9, the will it was played
    #: paying (each mark keeps its value).
    kept_entering: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Statuses (keys of `GameObject.extra`) a card loses as it becomes a new object, cited as
    #: effects it leaves behind (RB 124.1: Empowered, Stunned are cleared).
    statuses_lost: ClassVar[tuple[str, ...]] = ()
    #: Whether a new object is ready (recovered) unless an effect says otherwise (FOW 302.3,
    #: 303.1b: a rested card put into the hand and played again enters recovered).
    new_objects_ready: ClassVar[bool] = False
    #: The rules of a card's own "as it enters" text (engine/entering.py): (its `as_enters`
    #: effects, its `enters_with` state), e.g. FOW 702.3b and 702.3c; None: the game has none.
    as_enters_rules: ClassVar[tuple[str, str] | None] = None

    def __init__(self, game: Rulebook) -> None:
        super().__init__(game)
        #: Every declared stat bonus counts counters (FOW 1022.3): none adds to an object
        #: without any (`stat_bonus` asks that first).
        self._bonuses_need_counters = all(b.needs_counters for b in game.stat_bonuses)
    #: Kinds of `as_enters` effects done before the others (FOW 702.3b: counters first).
    as_enters_first: ClassVar[tuple[str, ...]] = ()
    #: The rule of how a permanent of a type enters, cited by its resolution after the others
    #: (RB 143.4: a unit enters exhausted).
    enters_rules: ClassVar[dict[str, str]] = {}
    #: Where an item's play leaves a note (`item.extra`, e.g. "accelerate"): per card type, how
    #: it enters instead and the rule (RB 805.6: ready, its Accelerate cost was paid).
    enters_as_when: ClassVar[dict[str, dict[str, tuple[str, str]]]] = {}

    #: The `extra` key the engine sets on an object that enters a board zone (an `entered`
    #: event), and takes off every object when the next turn begins: "it entered this turn"
    #: (e.g. it cannot attack yet). None: the game does not track it. `entered_zones`: the board
    #: zones whose entering counts (empty: all of them).
    entered_mark: ClassVar[str | None] = None
    entered_zones: ClassVar[tuple[str, ...]] = ()
    #: Keywords that, asked with a race or trait by a filter naming no card type and no zone,
    #: make it look in every zone rather than in play (FOW 1102.6: [Awakening], [Inheritance],
    #: [Dive], [Reincarnation], [Solarisation]; an exception to 206.4 and 307.4a).
    all_zones_keywords: ClassVar[frozenset[str]] = frozenset()
    all_zones_rule: ClassVar[str] = ""  # cited where a count asks such a filter
    #: The rule by which "discard your hand" (every card of the player's hand put into the
    #: graveyard, no card named) is done even when the hand is empty, so "if you do" after it
    #: holds (FOW 1019.2a); "": it is done only when a card moved.
    empty_hand_discard_rule: ClassVar[str] = ""
    #: The rule by which a "becomes" value change leaves what the abilities an object cannot
    #: lose give it (engine/lost.py UNLOSABLE; FOW 1020.4: an ordered card's order), cited.
    kept_values_rule: ClassVar[str] = ""
    #: The `extra` key set beside `entered_mark` on an object that did not enter the board this
    #: turn but came under a new controller (gain_control): it has not been under its controller
    #: since the turn began, yet it did not enter (text asking "entered the field this turn" does
    #: not see it, FOW 1181.2). None: the game does not tell the two apart.
    taken_mark: ClassVar[str | None] = None
    #: Permanent card types that resolve attached to their first target when the card declares
    #: targets (an aura, an addition; whether one whose target became illegal still resolves is
    #: StackRules.targets_fail's call); the resolution says so with `attach_phrase`.
    attach_types: ClassVar[tuple[str, ...]] = ()
    attach_phrase: ClassVar[str] = "{card} enters the {zone} attached to {host}"
    #: What a file's `attached_to` may say beyond `attach_types`: `attach_unmodelled` names the
    #: game's attachments judge does not model (a file with one is an honest "cannot rule", exit
    #: 3); without it the game attaches nothing else and `attach_rule` says so (exit 2).
    attach_unmodelled: ClassVar[str] = ""
    attach_rule: ClassVar[str] = ""
    #: The game's filter keys whose answer reads an object's current stats (RB 708: Mighty is
    #: 5 or more Might): an effect whose filter or condition asks one depends on the effects that
    #: change stats (continuous.py orders and repeats them: RB 479.2, RB 476.2).
    stat_filters: ClassVar[tuple[str, ...]] = ()
    #: Filter keys whose match function reads through the rulebook (a stat's current value:
    #: RB 708 Mighty), beside `filters`.
    rules_filters: ClassVar[dict[str, Callable[[GameState, Rulebook, GameObject, object],
                                               bool]]] = {}
    #: Filter keys whose match function reads through the ruling under way (`GameState.table`):
    #: what a card would cost now, with the cost changes in force (FOW 104.9).
    table_filters: ClassVar[dict[str, Callable[[Table, GameObject, object], bool]]] = {}
    #: Filter keys whose value is a player seen from the filter's controller (`you`,
    #: `opponent`), each with its match function given that player's name (FOW 209.4:
    #: `shares_attribute_with_j_ruler: you`, the J/rulers you control).
    player_filters: ClassVar[dict[str, Callable[[GameState, GameObject, str], bool]]] = {}
    #: The rules of a game's own filter keys, cited where a condition or a count asks one: (on
    #: the board, elsewhere) (RB 708 with RB 710 / RB 711).
    filter_key_rules: ClassVar[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {}
    #: A game's filter keys that are never an object's own state (FOW `named`): a file that
    #: writes one on an object is an error, as it would change nothing.
    filter_only: ClassVar[frozenset[str]] = frozenset()
    #: A game's object keys a file gives only for its starting board, read as the ruling starts
    #: and never held by an object of the ruling (RB `arrived_as`): `expect:` cannot name them.
    start_only: ClassVar[frozenset[str]] = frozenset()
    #: Card types that are attached where they stay, if at all (RB HP.8: a legend, a
    #: battlefield): `attaches` takes one anywhere on the board and the game's own file checks
    #: say whether its policy allows it.
    attached_in_place: ClassVar[tuple[str, ...]] = ()
    #: The house policy (its key, options `kept` / `removed`) on an effect that reads stats and
    #: no longer fits an object it applied to once the layers are computed (RB 476.3).
    stat_filters_policy: ClassVar[str] = ""
    #: The rules an effect that reads stats cites where it applies (RB 708, RB 479.2), and where
    #: a later pass through the layers makes it apply to more (RB 476.2).
    stat_filter_rules: ClassVar[tuple[str, ...]] = ()
    stat_filter_passes: ClassVar[tuple[str, ...]] = ()
    #: The rules cited where an effect that reads stats applies to an object only on a later
    #: pass and that object's own static ability reads its stats too: each changes the other, so
    #: no dependency orders them and they go by timestamp (RB 479.1, RB 480).
    stat_filter_mutual: ClassVar[tuple[str, ...]] = ()
    #: Keywords whose ability an object has once however often effects grant it (FOW 1102.3:
    #: it does not gain it again): a granted static ability marked with one that is equal to
    #: one an earlier grant gave the object (the same keyword, the same number) is that one
    #: instance, so it applies once (continuous.py, the layers' grants are all known before a
    #: pass applies any); `granted_once_rule` is cited where a grant is so had once.
    granted_once: ClassVar[tuple[str, ...]] = ()
    granted_once_rule: ClassVar[str] = ""
    #: Zones where an attached card is one of the game's attachments judge does not model,
    #: said by the zone's own entry of `Vocabulary.unmodelled_zones` (FOW 1032: the item area).
    attach_unmodelled_zones: ClassVar[tuple[str, ...]] = ()
    #: Zones off the board where a card may be held attached to an object on the board (FOW
    #: 1032.1: the item area, a card attached to a J/ruler): a file may start with one there
    #: (`attached_to`); the game's own checks say what it may be attached to.
    held_attach_zones: ClassVar[tuple[str, ...]] = ()

    def attaches(self, card: CardDef, zone: str) -> bool:
        """Whether an object of `card` in `zone` may be attached to another as judge models
        attachments, on the board: a targeting card of `attach_types`, or a card of the game's
        declared `Rulebook.attachment` (RB 818.1.a equipment)."""
        if zone in self.held_attach_zones:
            return True
        if not self.game.vocab.is_board(zone):
            return False
        if self.attached_in_place and card.is_type(*self.attached_in_place):
            return True
        if card.is_type(*self.attach_types) and bool(card.targets):
            return True
        kind = self.game.attachment
        return kind is not None and kind.may_attach(card)

    #: Readers of the traits a filter finds on an object besides those it has, from its card's
    #: other information and the changes to it (each `reader(object, traits it has)`: FOW
    #: 209.5a, "a fire card" is any card with fire among its attributes, the will symbols of its
    #: cost, unless an effect replaced them), where the game declares them; and the rules cited
    #: where a filter asks one of those (FOW 209.5a, 209.3, 209.5b-e).
    implied_traits: ClassVar[tuple[Callable[[GameObject, tuple[str, ...]], tuple[str, ...]],
                                   ...]] = ()
    implied_trait_rules: ClassVar[dict[str, tuple[str, ...]]] = {}

    #: Readers of the traits an object has by the traits it has alone, where the game says so
    #: (VW IN.2.b: an Order card is a Human one): `implied_by_traits`.
    traits_by_traits: ClassVar[tuple[Callable[[Iterable[str]], tuple[str, ...]], ...]] = ()

    def implied_by_traits(self, have: Iterable[str]) -> tuple[str, ...]:
        """The traits an object has by the traits `have` alone (`traits_by_traits`), for an
        answer that reads the traits of a ruling without its objects ("Is the Order Captain a
        Human Follower?"). None where the game declares no such reader."""
        have = tuple(have)
        return tuple(dict.fromkeys(t for read in self.traits_by_traits for t in read(have)))
    #: The rules by which a filter asking a keyword reads it more widely than the word, cited
    #: where a static ability's group asks it (FOW 1120.6: "resonators with [Barrier]" are also
    #: those with a narrower [Barrier] <information>).
    keyword_filter_rules: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: A kind of traits kept apart from the others, where the game has one: a change that
    #: "becomes" one of that kind replaces only those of it, one naming only the others only
    #: those (FOW 1020.1: "becomes" loses the original one *of that kind*; attributes and
    #: races). Empty: a `set_traits` replaces every trait.
    trait_kind_apart: ClassVar[frozenset[str]] = frozenset()

    def set_apart(self, set_traits: tuple[str, ...] | None) -> frozenset[str]:
        """What a change with `set_traits` keeps apart (Modifier.set_apart)."""
        return self.trait_kind_apart if set_traits else frozenset()

    def text_active(self, obj: GameObject) -> bool:
        """Whether an object's own abilities work now: not while it is attached, where the
        game's declared attachment says so (RB 718.2)."""
        kind = self.game.attachment
        return kind is None or not kind.text_inactive or obj.attached_to is None

    def makes_statics(self, card: CardDef) -> bool:
        """Whether an object of `card` may make continuous effects through `game_statics`
        without a static ability of its own (the engine then keeps its layers current): a card
        of the game's declared attachment, or one that gives its host something
        (`Rulebook.host_grants`, FOW 1156.2)."""
        kind = self.game.attachment
        if kind is not None and kind.gives_bonus(card):
            return True
        grants = self.game.host_grants
        return bool(grants) and any(grant.marks(card) for grant in grants)

    def game_statics(self, t: Table) -> list[Continuous]:
        """Continuous effects the game's own state makes, beside static abilities: what each
        attached card of the game's declared attachment gives the card it is attached to, for
        as long as it is attached (`Attachment.stat_keys` / `keywords_key`; RB 718.3-718.4), and
        what an attached card the game declares (`Rulebook.host_grants`) gives the card it is
        attached to (FOW 1156.2: a [Fusion] addition's ATK, DEF and keywords)."""
        out = attachment_bonuses(t, self.game.attachment)
        for grant in self.game.host_grants:
            for oid in t.board:
                made = host_grant(t, t.state.objects[oid], grant)
                if made is not None:
                    out.append(made)
        return out

    def attachment_unmodelled(self, card: CardDef, zone: str) -> str:
        """Why judge cannot rule on an object of `card` in `zone` attached to another when it is
        not an attachment judge models (a targeting card of `attach_types` on the board): the
        game's rule judge does not implement, or "" if the game has no such attachment."""
        if zone in self.attach_unmodelled_zones:
            return self.game.vocab.unmodelled_zones[zone]
        return self.attach_unmodelled

    #: Readers of why judge cannot rule on an effect putting an object into a zone (FOW
    #: 1002.2b: an addable addition put into the field from outside the chase): `entry_unmodelled`.
    entries_unmodelled: ClassVar[tuple[Callable[[ObjectRules, GameObject, str], str], ...]] = ()

    def entry_unmodelled(self, obj: GameObject, zone: str) -> str:
        """Why judge cannot rule on an effect putting `obj` into `zone` (an honest exit 3), by
        the game's `entries_unmodelled`; "" where it can."""
        return next((why for read in self.entries_unmodelled if (why := read(self, obj, zone))),
                    "")

    def item_refusal(self, t: Table, victim: StackItem, what: str) -> Refusal | None:
        """Why the game's own rules say spells and abilities cannot `what` ("target", "cancel"
        or "move") the item `victim` on the stack (FOW 1167 [Untouchable], a keyword an effect
        may grant); checked as targets are chosen, on resolution, and as a cancel or move is
        carried out: the game's declared `item_shields`."""
        source = t.state.objects.get(victim.source or "")
        for shield in self.game.item_shields:
            if source is None or shield.keyword not in keywords(source):
                continue
            card = victim.kind == "card"
            whose = "" if card else Msg(shield.whose.id, source=t.name(source.id))
            return Refusal(phrase(Msg(shield.says.id, item=t.item_label(victim), whose=whose,
                                      what=SHIELD_VERBS.get(what, what))),
                           shield.rules if card else (*shield.rules, *shield.ability_rules))
        for guard in self.game.item_guards:
            says = guard.refusal_words(what)
            if says is not None and victim.extra.get(guard.note):
                return Refusal(phrase(Msg(says.id, item=t.item_label(victim))), guard.rules)
        return None

    def shield_moved_anyway(self, t: Table, victim: StackItem) -> tuple[str, ...]:
        """The rules of the shields of `victim` under which a replacement still moves its card
        as it finishes resolving (`ItemShield.moved_anyway`, FOW 1167.3)."""
        source = t.state.objects.get(victim.source or "")
        if source is None:
            return ()
        has = keywords(source)
        return tuple(rule for shield in self.game.item_shields if shield.keyword in has
                     for rule in shield.moved_anyway)

    def stat_bonus(self, state: GameState, obj: GameObject, stat: str) -> int:
        """Extra stat from the object's own state: the game's declared bonuses
        (`Rulebook.stat_bonuses`, declare.StatBonus: a buff, Assault while attacking, "+A/+B"
        counters)."""
        bonuses = self.game.stat_bonuses
        if not bonuses or (not obj.counters and self._bonuses_need_counters):
            return 0  # asked first: the rule processes ask every object's stats at every check
        printed = self.text_active(obj)  # an attached card's printed text does not work
        return sum(declared_bonus(b, obj, stat, printed) for b in bonuses)

    #: Zone -> card key -> the rule that lets a card with that key be put into the zone by an
    #: effect, beside the zone's own (`Rulebook.zone_entry_citations`): FOW 1305.2, a stranger
    #: card put into the deck during the game.
    entry_card_rules: ClassVar[dict[str, dict[str, str]]] = {}
    #: Counter kind -> what an effect removing an object's last counter of that kind leaves as
    #: it was, said after the removal with its rule, or None (FOW 1024.4: a ruler stays astral
    #: without its astral counter).
    counters_gone_said: ClassVar[dict[str, Callable[[Table, GameObject],
                                                    tuple[Msg, str] | None]]] = {}
    #: Counter kind -> the rule by which what that counter makes an object (a question asks it
    #: by the game's word, Words.asked) outlasts the counter: an object that had it as the ruling
    #: began and has it as it ends, gone in between, was so all along by that rule, which the
    #: answer's Yes cites first (FOW 1024.4: astral goes by the ruler's name).
    counters_outlasted: ClassVar[dict[str, str]] = {}
    #: Readers of the game's rules that let an object match a filter by what it is, beside the
    #: filter's own keys (`filter_rules`), cited where a target is chosen (FOW 1305.3: a
    #: stranger resonator is a resonator; 1303.2a: a token is chosen as a card in the field).
    match_readers: ClassVar[tuple[Callable[[Filter, GameObject], tuple[str, ...]], ...]] = ()
    #: Of them, those that also say why an object a count or a condition reads matches (FOW
    #: 1305.3: "a resonator" counts a stranger resonator; not 1303.2a, which is about choosing).
    read_readers: ClassVar[tuple[Callable[[Filter, GameObject], tuple[str, ...]], ...]] = ()
    #: Readers of the game's rules by which an object's stat an amount reads is what it is where
    #: its own card would say otherwise (FOW 1302.3d: an Inverse card despair side up has its
    #: despair side's ATK), cited where the amount is read.
    stat_readers: ClassVar[tuple[Callable[[GameObject, str], tuple[str, ...]], ...]] = ()
    #: Readers of the game's rules by which the card an object becoming a copy of `obj` takes
    #: is what it is where `obj`'s own card would say otherwise (FOW 1302.3d: an Inverse card
    #: despair side up has only that side's information, so its copy is that side), cited
    #: where it becomes the copy.
    copied_readers: ClassVar[tuple[Callable[[GameObject], tuple[str, ...]], ...]] = ()

    def entry_rules(self, obj: GameObject, zone: str) -> tuple[str, ...]:
        """The rules of `entry_card_rules` for object `obj` put into `zone`."""
        own = self.entry_card_rules.get(zone)
        return tuple(rule for key, rule in own.items() if obj.card.get(key)) if own else ()

    def counters_gone(self, t: Table, obj: GameObject, kind: str) -> tuple[Msg, str] | None:
        """What `counters_gone_said` says of `obj`, whose last counter of `kind` was removed."""
        said = self.counters_gone_said.get(kind)
        return said(t, obj) if said is not None else None

    def trait_rules(self, traits: Iterable[str]) -> tuple[str, ...]:
        """The game's rules for the traits among `traits` it finds in a card's other
        information (`implied_trait_rules`: FOW 209.5a, "fire" by the will symbols of a cost),
        each once, cited where a filter asking them decided."""
        implied = self.implied_trait_rules
        if not implied:
            return ()
        return tuple(dict.fromkeys(r for t in traits for r in implied.get(t, ())))

    def filter_rules(self, filt: Filter, zone: str | None) -> tuple[str, ...]:
        """The game's rules for its own keys in `filt` (`filter_key_rules`), asked of an object
        in `zone` (None: on the board), and for the traits it finds in other information
        (`implied_trait_rules`: FOW 209.5a), cited where a condition, a count or a static
        ability's group asks them."""
        implied = self.trait_rules(filt.traits)
        if not self.filter_key_rules:
            return implied
        board = zone is None or zone == "board" or self.game.vocab.is_board(zone)
        return implied + tuple(rule for key, _ in filt.extra if key in self.filter_key_rules
                               for rule in self.filter_key_rules[key][0 if board else 1])

    def matched_rules(self, filt: Filter, obj: GameObject, *, chosen: bool = True
                      ) -> tuple[str, ...]:
        """The rules of `match_readers` by which object `obj` matches `filt` as it is chosen (a
        target), or (not `chosen`) of `read_readers`, as a count or a condition reads it."""
        readers = self.match_readers if chosen else self.read_readers
        return tuple(r for read in readers for r in read(filt, obj))

    def extra_matches(self, state: GameState, obj: GameObject, key: str, value: object,
                      viewer: str | None = None) -> bool:
        """A game-specific filter key: its declared match function (`filters`, `rules_filters`
        for one that reads through the rulebook, `table_filters` for one that reads through the
        ruling under way, `player_filters` for one naming a player as `viewer`, the filter's
        controller, sees them), else the object's own key of that name (`attacking: true`)."""
        player = self.player_filters.get(key)
        if player is not None:
            if viewer is None:
                return False  # (no one to see it from: an item filter's source card)
            named = viewer if value == "you" else next(
                (p for p in state.opponents(viewer)), viewer)
            return player(state, obj, named)
        match = self.filters.get(key)
        if match is not None:
            return match(state, obj, value)
        reads = self.rules_filters.get(key)
        if reads is not None:
            return reads(state, self.game, obj, value)
        asks = self.table_filters.get(key)
        if asks is not None:
            return state.table is not None and asks(state.table, obj, value)
        return obj.extra.get(key, False if isinstance(value, bool) else None) == value

    def reset_object(self, obj: GameObject) -> None:
        """An object became a new object (changed zones): the game's own state on it goes,
        but for the marks `kept_entering` keeps in its new zone; where `new_objects_ready`, it
        is ready (not exhausted)."""
        keeps = self.kept_entering.get(obj.zone)
        kept = {key: obj.extra[key] for key in keeps if obj.extra.get(key)} if keeps else None
        obj.extra.clear()
        if self.new_objects_ready:
            obj.exhausted = False
        if kept:
            obj.extra.update(kept)
        for again in self.game.printed_again:  # FOW 1302.2f-1, 1156.2: the card it was
            card = again.card_in(obj.card)
            if card is not None and obj.zone not in again.zones:
                if again.mark:
                    obj.extra[again.mark] = obj.card.name
                obj.card = card

    def target_refusal(self, t: Table, obj: GameObject, by: str,
                       item: StackItem | None = None) -> Refusal | None:
        """Why the game's own rules say `obj` cannot be the target of spells and abilities
        `by` controls, beyond the restrictions card text makes (a keyword such as FOW 1120
        [Barrier], which an effect may grant); checked as a target is chosen and again as the
        item resolves. `item` is what targets (the item on the stack, or the one a play or
        activation would make), when known: FOW 1181 [Aegis] asks whether it is a spell with
        [Quickcast] or an ability of an entity that entered this turn. The game's declared
        `target_shields` (FOW 1120.2 [Barrier], 1181.2 [Aegis]), then, for an object waiting on
        the stack, what keeps its item from being targeted (`item_refusal`, FOW 1167.2). First,
        a face-down card in another player's hidden area (`hidden_zones`, FOW 322.3)."""
        hidden = self.game.hidden_zones.get(obj.zone)
        if hidden is not None and obj.face_down and obj.owner != by:
            return Refusal(phrase(Msg("{object} is face down in {owner}'s hidden area: only "
                                      "its owner sees it, so {player} cannot choose it",
                                      object=t.name(obj.id), owner=obj.owner, player=by)),
                           hidden)
        from judge.engine.continuous import keyword_gate_rules

        has: tuple[str, ...] | None = None  # its keywords, read once a shield could apply
        for shield in self.game.target_shields:
            if shield.others and by == obj.controller:
                own_shield(t, shield, obj)
                continue  # it forbids only other players
            if not shield.others and item is None:
                continue  # it needs to know what targets
            has = keywords(obj) if has is None else has
            refusal = shield_refusal(t, shield, obj, by, item) if shield.keyword in has \
                else None
            # a shield a static ability with a condition grants (FOW 1308.2b: a bottom-box
            # [Barrier]) is there, or not (1308.2a), by that condition's rule
            gate = keyword_gate_rules(t, obj.id, (shield.keyword,), refusal is not None)
            if refusal is not None:
                return replace(refusal, citations=(*refusal.citations, *gate)) if gate \
                    else refusal
            for rule in gate:
                t.cite_also_rule(rule)
        for guard in self.game.target_guards:  # the game's own rules (FOW 1047.3, 1014.4)
            refusal = guard(t, obj, item)
            if refusal is not None:
                return refusal
        waiting = t.state.item(obj.id) if obj.zone == self.game.stack_zone else None
        return self.item_refusal(t, waiting, "target") if waiting is not None else None

    def can_be_damaged(self, state: GameState, obj: GameObject) -> bool:
        """Only objects with the game's toughness stat can be damaged (e.g. FOW 1007.4: cards
        without DEF); a game without one damages anything."""
        tough = self.game.vocab.toughness_stat
        return tough is None or obj.stats_override.get(tough, obj.card.stat(tough)) is not None

    def damage_player(self, t: Table, player: str, amount: int) -> None:
        """Damage to a player: it loses that much life. A game whose players have no life
        (Vandaria Wars' guide gives them only gold, element and honor, and no win condition)
        has nothing damage could lower: an honest "cannot rule" (exit 3), never damage that
        silently does nothing."""
        res = t.state.players[player].resources
        if "life" in res:
            res["life"] -= amount
            return
        from judge.errors import Problem, UnsupportedMechanic

        raise UnsupportedMechanic(Problem(
            t.scenario.file, 0, 0, "effect",
            f"{amount} damage would be dealt to the player {player}: {self.game.name} gives a "
            "player no life total that damage could lower, so judge cannot rule on damage to a "
            "player"))

    def entry_zone(self, t: Table, item: StackItem, obj: GameObject) -> str:
        """Where a resolving permanent card goes: where its play chose (the `enters` note of its
        PlayPlan, e.g. a unit played to a battlefield), else the first board zone."""
        chosen = item.extra.get("enters")
        return chosen if isinstance(chosen, str) else self.game.vocab.board_zones[0]

    def entering(self, t: Table, item: StackItem) -> str | None:
        """How a resolving permanent card enters, as its resolution says it (`enters_as`:
        `it enters base, exhausted`; `enters_as_when`: otherwise when its play says so), or
        None."""
        obj = t.state.objects.get(item.source or "")
        if item.kind != "card" or obj is None or not self.enters_as:
            return None
        how = next((h for kind, h in self.enters_as.items() if obj.card.is_type(kind)), None)
        if how is None or not obj.card.is_type(*self.game.vocab.permanent_types):
            return None
        instead = self.entering_instead(item, obj)
        # how it enters is a game's term (judge/i18n/terms.py lists them for the catalogues)
        return phrase(Msg("it enters {zone}, {how}", zone=t.into_said(
            self.entry_zone(t, item, obj), obj.owner), how=word(instead[0] if instead else how)))

    def entering_instead(self, item: StackItem, obj: GameObject) -> tuple[str, str] | None:
        """(how, rule) where the play of `item` changed how its card enters
        (`enters_as_when`), else None."""
        for note, by_type in self.enters_as_when.items():
            if item.extra.get(note):
                found = next((v for kind, v in by_type.items() if obj.card.is_type(kind)), None)
                if found is not None:
                    return found
        return None

    def entering_rules(self, item: StackItem, obj: GameObject) -> tuple[str, ...]:
        """The rule of how a resolving card enters, which its resolution cites after the others
        (`enters_rules` per type; the rule of `enters_as_when` where its play changed it)."""
        instead = self.entering_instead(item, obj)
        if instead is not None:
            return (instead[1],)
        return tuple(rule for kind, rule in self.enters_rules.items()
                     if obj.card.is_type(kind))[:1]


def shield_refusal(t: Table, shield: TargetShield, obj: GameObject, by: str,
                   item: StackItem | None) -> Refusal | None:
    """Whether a target shield `obj` has keeps spells and abilities `by` controls (`item`: what
    targets, if known) from targeting it (declare_statics.TargetShield)."""
    source = t.state.objects.get(item.source or "") if item is not None else None
    types = narrowed_to(shield, obj)
    if types:
        return narrowed_refusal(t, shield, obj, by, source, types)
    if shield.others:
        shielded = by != obj.controller
    elif item is None:
        shielded = False
    elif item.kind == "card":
        shielded = bool(shield.spells_with) and (shield.spells_with in item.keywords or (
            source is not None and shield.spells_with in keywords(source)))
    else:
        types, mark = shield.abilities_of or ((), "")
        shielded = source is not None and bool(types) and source.card.is_type(*types) and \
            source.controller != obj.controller and bool(mark) and \
            t.game.objects.extra_matches(t.state, source, mark, True)
        taken = t.game.objects.taken_mark
        if not shielded and source is not None and taken and source.extra.get(taken):
            for rule in shield.rules:  # taken this turn, it did not enter (FOW 1181.2)
                t.cite_also_rule(rule)
    if not shielded:
        return None
    plain = shield.plain_rules if shield.plain_value and any(
        shield.plain_value in i for i in instances(shield, obj)) else ()
    return Refusal(phrase(Msg(
        shield.says, name=t.name(obj.id), by=by, controller=obj.controller,
        source=t.name(source.id) if source is not None else "")), (*shield.rules, *plain))


def own_shield(t: Table, shield: TargetShield, obj: GameObject) -> None:
    """A shield against other players' spells and abilities lets its controller's own target
    it: where `obj` has it, the ruling cites the rule that says whose it keeps off (FOW 1120.2:
    [Barrier] stops only the players who do not control its card)."""
    if shield.keyword in keywords(obj):
        for rule in shield.rules:
            t.cite_also_rule(rule)


def narrowed_to(shield: TargetShield, obj: GameObject) -> tuple[str, ...]:
    """The card types a shield `obj` has is narrowed to (FOW 1120.3: its card prints
    "[Barrier] <Chant>", or an effect gave it "[Barrier] <Chant>"), those of every instance, or
    none: one instance is plain (FOW 1120.6: the plain keyword keeps off what any specific one
    does, and more; FOW 1120.3a: <opponent> is plain)."""
    found = instances(shield, obj)
    if not found or any(not i or shield.plain_value in i for i in found):
        return ()
    return tuple(dict.fromkeys(x for i in found for x in i))


def instances(shield: TargetShield, obj: GameObject) -> list[tuple[str, ...]]:
    """What each instance of a narrowable shield on `obj` is narrowed to, empty for a plain
    one: the printed keyword's card key, then each grant's under its `keyword_keys`."""
    if not shield.narrowed_by:
        return []
    found = [_narrowing(obj.card.get(shield.narrowed_by))] \
        if shield.keyword in obj.card.keywords else []
    return found + [_narrowing(value) for value, _ in
                    keyword_grants(obj, shield.keyword, shield.narrowed_by)]


def _narrowing(value: object) -> tuple[str, ...]:
    return tuple(str(x) for x in value) if isinstance(value, (tuple, list)) else ()


def narrowed_refusal(t: Table, shield: TargetShield, obj: GameObject, by: str,
                     source: GameObject | None, types: tuple[str, ...]) -> Refusal | None:
    """FOW 1120.3: a shield narrowed to `types` keeps off only the spells and abilities of
    those types another player controls (a spell's types are its card's, an ability's its
    source's); a spell or ability of another type may target it, and the ruling cites the rule
    that says why. What targets unknown (`source` None), it forbids nothing."""
    if by == obj.controller or source is None:
        return None
    if not source.card.is_type(*types):
        for rule in shield.narrowed_rules:
            t.cite_also_rule(rule)
        return None
    return Refusal(phrase(Msg(
        shield.narrowed_says, name=t.name(obj.id), by=by, source=t.name(source.id),
        types=Items([word(x) for x in types]))), shield.narrowed_rules)


def host_grant(t: Table, obj: GameObject, grant: HostGrant) -> Continuous | None:
    """What an attached card of `grant` gives the card it is attached to, for as long as it is
    attached (declare_statics.HostGrant), or None."""
    host = t.state.objects.get(obj.attached_to or "")
    if not grant.marks(obj.card) or host is None:
        return None
    printed = grant.printed.card_in(obj.card) if grant.printed is not None else obj.card
    if printed is None:
        return None
    stats = tuple((s, n) for s in grant.stats if (n := printed.stat(s) or 0))
    granted = tuple(k for k in keywords(obj) if k not in grant.except_keywords) \
        if grant.keywords else ()
    abilities = obj.card.abilities if grant.abilities_of else ()
    change = Modifier(obj.id, stats, keywords=granted, duration="permanent",
                      timestamp=obj.since, abilities=abilities)
    return Continuous(f"{obj.id}.{grant.name}", obj.controller, obj.id, change,
                      fixed=((host.id, host.incarnation),), source=obj.id,
                      ends_when_false=False)


# ----- the ruling -----------------------------------------------------------------------------
class Reporting(Policy):
    """What the ruling says beyond the steps: citations, and the game's own state."""

    def _played_copy_gone(self, source: GameObject, card: CardDef | None) -> tuple[str, ...]:
        """The rule that decides a played copy goes to no zone as it leaves the stack: a
        permanent's by its own (RB HP.23), else any copy's (RB HP.22)."""
        g = self.game
        if (card or source.card).is_type(*g.vocab.permanent_types):
            own = g.cite_optional(Role.PLAYED_PERMANENT_COPY_GONE)
            if own:
                return own
        return g.cite_optional(Role.PLAYED_COPY_GONE)

    def resolution_citations(self, t: Table, item: StackItem, card: CardDef | None = None
                             ) -> tuple[str, ...]:
        """Why an item resolves as it does: the stack's order; the rules of its kind
        (`Rulebook.item_citations`); for an ability, what resolving one does and (its source
        gone) that it resolves anyway, or (its source changed hands) whose it still is; for a
        card, where it goes (a keyword's own rule first); the rules of its effects
        (`Rulebook.effect_citations`); a permanent by its type's own rule
        (`Rulebook.enter_citations`), then how it enters (ObjectRules.entering_rules); a
        triggered ability's own "if" (Role.TRIGGER_EFFECT_CONDITION). `card`: the card as it
        resolved, when it is another once it left the stack (FOW 1302.2f: a Shift card)."""
        g = self.game
        cites = [self.cite(Role.STACK_ORDER), *g.item_citations.get(item.kind, ())]
        source = t.state.objects.get(item.source or "")
        # a played copy that goes to no zone (RB HP.22), where the game has a rule for it; a
        # unit's or gear's is decided by its own (RB HP.23 `ceases`)
        gone = self._played_copy_gone(source, card) if item.kind == "card" and \
            source is not None and source.copy_of is not None and not source.token else ()
        if item.kind == "ability":
            # what resolving it does: an ability of a kind with its own rule for that says so on
            # the item (FOW 717.3, a willpower ability), else any ability's (FOW 707.3)
            own = item.extra.get("resolution_rules")
            cites += own if isinstance(own, tuple) else g.cite_optional(Role.ABILITY_RESOLVES)
            cites += [g.keyword_resolution_citations[k] for k in (
                item.ability.keywords if item.ability is not None else ())
                if k in g.keyword_resolution_citations]
            if item.source is not None and item.source not in t.board and \
                    not item.extra.get("source_present"):
                if source is not None and item.controller != source.owner and \
                        not _control_marked(g, source):
                    # gone, it is its owner's; the ability stays its last controller's (FOW
                    # 105.3b: a taken card's "when this is destroyed, you gain ..."): one that
                    # triggered on its card leaving the field looked at the card as it was
                    # there, its taker's (FOW 906.7b). Those decide whose it is, before the
                    # rule that it resolves at all (906.10)
                    if _left_the_board(item):
                        cites += g.cite_optional(Role.SEEN_ON_THE_BOARD)
                    cites += g.cite_optional(Role.ABILITY_OF_CONTROLLER)
                cites += g.cite_optional(Role.ABILITY_SOURCE)
            elif _lost_since(t, item, source):  # it lost the ability: played all the same
                cites += g.cite_optional(Role.ABILITY_SOURCE)
            elif item.extra.get(CONTROL_TAKEN):  # taken itself: its taker's (RB 359.3.f.4)
                cites += g.cite_optional(Role.ABILITY_TAKEN)
            elif item.extra.get(CONTROL_POLICY) and g.vocab.ability_control:
                # its card changed controller as it waited: the house policy said whose it is
                # (FOW HP.58, VW HP.58: it followed its card, or stayed), and, followed, the
                # rule it reads (FOW 105.3b: its card's controller's)
                cites.append(t.policy_id(g.vocab.ability_control))
                if source is not None and source.controller == item.controller:
                    cites += g.cite_optional(Role.ABILITY_OF_CONTROLLER)
            elif source is not None and source.controller != item.controller:
                cites += g.cite_optional(Role.ABILITY_CONTROL_FIXED)  # its source changed hands
            elif source is not None and source.controller != source.owner and \
                    not _control_marked(g, source):
                cites += g.cite_optional(Role.ABILITY_OF_CONTROLLER)  # its taker's, "you" too
            if item.ability is not None and item.ability.kind == "activated" and \
                    item.ability.condition is not None:
                from judge.engine.conditions import Condition, holds

                if isinstance(item.ability.condition, Condition) and \
                        not holds(t, item, item.ability.condition):
                    cites += g.cite_optional(Role.ABILITY_CONDITION_LOST)  # RB 727.1.c.3.a
        elif item.kind == "card" and source is not None:
            played = card or source.card
            keyword = next((k for k in played.keywords if k in g.keyword_citations), None)
            if keyword is not None:
                cites.append(g.keyword_citations[keyword])
            elif played.is_type(*g.vocab.permanent_types) and not gone:
                cites.append(next((rule for kind, rule in g.enter_citations.items()
                                   if played.is_type(kind)), None) or
                             self.cite(Role.ENTERS_BOARD))
                moved = item.extra.get("card_moved")  # VW HP.21: it entered from where it went
                cites += moved if isinstance(moved, tuple) else []
            else:  # moved off before (`card_moved_off`), it stays where it went: those rules
                moved = item.extra.get("card_moved")
                cites += moved if isinstance(moved, tuple) else list(gone) or \
                    [self.cite(Role.CARD_DESTINATION)]
        from judge.engine.conditions import Instruction

        # an instruction with an "if", a "you may" or a label cites its effect's rule too
        kinds = [e.effect.kind if isinstance(e, Instruction) else e.kind for e in item.effect]
        cites += [g.effect_citations[k] for k in kinds if k in g.effect_citations]
        done = tuple(dict.fromkeys(cites))
        if item.kind == "card" and source is not None and not gone:
            done += g.objects.entering_rules(item, source)
        if item.ability is not None and item.ability.kind == "triggered":
            done += self.effect_condition(item)
        return done

    def resolution_key(self, t: Table, item: StackItem, card: CardDef | None = None
                       ) -> tuple[object, ...] | None:
        """Everything `resolution_citations` reads of a card item and its card, as a key: two
        items with equal keys cite the same rules, so a resolution says them once (a register
        of 10,000 copies of one card). None where it reads more than this (an ability, or a
        game's own `resolution_citations` or way of entering) and must be asked each time.
        Identities stand for the card and the effects: the caller keeps them alive with the
        answer, so an id is never reused while the key is."""
        objects = type(self.game.objects)
        if item.kind != "card" or item.ability is not None or \
                type(self).resolution_citations is not Reporting.resolution_citations or \
                objects.entering_rules is not ObjectRules.entering_rules or \
                objects.entering_instead is not ObjectRules.entering_instead:
            return None
        source = t.state.objects.get(item.source or "")
        when = self.game.objects.enters_as_when
        notes = tuple([bool(item.extra.get(note)) for note in when]) if when else ()
        return (id(card), id(source.card) if source is not None else None, id(item.effect),
                notes, item.extra.get("card_moved"))

    def effect_condition(self, item: StackItem) -> tuple[str, ...]:
        """The game's rule for a triggered ability whose instructions carry an "if" of their
        own, read as it resolves (Role.TRIGGER_EFFECT_CONDITION, RB 383.2.b), if it has one."""
        rule = self.game.cite_optional(Role.TRIGGER_EFFECT_CONDITION)
        if not rule:
            return ()
        from judge.engine.conditions import Instruction

        conditional = any(isinstance(e, Instruction) and e.condition is not None
                          for e in item.effect)
        return rule if conditional else ()

    #: What every play and activation step cites first, where the game's rules name one rule
    #: for both (RB 354.2: either puts it on the chain), instead of its PLAY / ACTIVATE roles.
    play_rules: ClassVar[tuple[str, ...]] = ()
    #: The rule a play step cites when it responds to something on the stack or waiting to go
    #: on it (StackRules.waiting; RB 358.4), instead of Role.RESPONSE, which is cited only for
    #: something on the stack.
    response_rule: ClassVar[str] = ""
    #: Whether the play step cites the rule for choosing a mode (Role.MODES); False: only the
    #: step that says the mode chosen cites it.
    play_cites_modes: ClassVar[bool] = True

    def play_citations(self, t: Table, item: StackItem) -> tuple[str, ...]:
        """Why something goes on the stack as it does: playing it (`play_rules`, else the
        PLAY / ACTIVATE roles; a card type's own rule after), its modes and targets,
        responding to what is there (`response_rule`), the rules its plan says allow it now
        (its `PLAY_TIMING` note), and a card's requirements (Role.REQUIREMENTS). What it cost
        is the cost step's (`cost_citations`); a play that paid no resources cites here the
        rules its plan applied to its cost (its `PLAN_RULES` note: a free play)."""
        g = self.game
        source = t.state.objects.get(item.source or "")
        if item.kind == "card" and source is not None:
            card = source.card
            cites = [*(self.play_rules or g.cite_optional(Role.PLAY))]
            cites += [g.type_citations[x] for x in card.every_type()
                      if x in g.type_citations]
            modes = bool(card.modes)
        else:
            cites = [*(self.play_rules or g.cite_optional(Role.ACTIVATE))]
            modes = item.ability is not None and bool(item.ability.modes)
        if modes and self.play_cites_modes:
            cites.append(self.cite(Role.MODES))
        if item.targets:
            cites.append(self.cite(Role.TARGETS))
        if self.response_rule:
            if len(t.state.stack) > 1 or g.stack.waiting(t.state):
                cites.append(self.response_rule)
        elif len(t.state.stack) > 1:
            cites += g.cite_optional(Role.RESPONSE)
        cites += _rules_note(item.extra.get(PLAY_TIMING))
        paid = item.extra.get("paid")
        if not (isinstance(paid, dict) and any(paid.values())):
            cites += _rules_note(item.extra.get(PLAN_RULES))
        done = tuple(dict.fromkeys(cites))
        if item.kind == "card" and source is not None and source.card.requirements:
            # A card's requirements are checked as it is played, before its cost is paid (VW
            # REG.13.a-b): the rule goes before the cost's, if that is cited.
            checked = g.cite_optional(Role.REQUIREMENTS)
            cost = self.cite(Role.COST)
            i = done.index(cost) if cost in done else len(done)
            done = (*done[:i], *checked, *done[i:])
        return done

    def _own_cost_paid(self, item: StackItem, actual: ActualCost) -> bool:
        """Whether the rule of paying costs decides this payment: always, unless the game's
        speaks of a card's own cost only (VW REG.13.b) and only an additional cost is paid,
        or a triggered skill's "[cost]. Jika demikian" (VW REG.14.a), which its own rule
        decides (Rulebook.cost_rule_own_only)."""
        g = self.game
        if not g.cost_rule_own_only:
            return True
        if item.ability is not None and item.ability.kind == "triggered" \
                and g.cite_optional(Role.TRIGGER_COST):
            return False
        return actual.own

    def cost_citations(self, t: Table, item: StackItem, parts: tuple[Cost, Cost],
                       actual: ActualCost, *, all_optional: bool = False) -> tuple[str, ...]:
        """Why a cost is paid as it is (the cost step): a triggered ability's cost has its own
        rule; then the game's rules for paying resources (and X), an exhaust, additional costs,
        and its own way of putting an object into the graveyard as a cost (kill, banish,
        sacrifice); then the rule that such costs are paid here too (Role.OTHER_COSTS), and the
        rules the play's plan applied to its cost (its `PLAN_RULES` note). `all_optional`: every
        additional cost is an optional one its player chose (the plan cites their rules), so
        the rule of additional costs that must be paid is not the one (RB 356.2.a.1)."""
        g = self.game
        base, extra = parts
        cites: list[str] = []
        if item.ability is not None and item.ability.kind == "triggered":
            cites += g.cite_optional(Role.TRIGGER_COST)
        if actual.free:
            from judge.engine.costs import free_role

            cites += g.cite_optional(free_role(actual.free))
            # (of a part left to pay, RB 356.1.b.2, only an additional cost is that)
            if (actual.free is True and any(n for _, n in actual.resources)) \
                    or not extra.is_free:
                cites += g.cite_optional(Role.FREE_PLAY_ADDED)  # something is paid all the same
        if (actual.resources or actual.x is not None) and self._own_cost_paid(item, actual):
            cites.append(self.cite(Role.COST))
            # a resource the game's rules do not say how to pay: its house policy (VW HP.61)
            cites += g.payment.paid_under_policy(t, base, actual.resources)
        if actual.x is not None:
            # X of a printed cost left unpaid is 0, not chosen (FOW 903.2h-1)
            unchosen = actual.free and base.x and not extra.x
            cites += (unchosen and g.cite_optional(Role.FREE_X)) or g.cite_optional(Role.CHOOSE_X)
        if base.exhaust_self:
            cites.append(self.cite(Role.EXHAUST_COST))
        if not extra.is_free and not all_optional:
            cites += g.cite_optional(Role.ADDITIONAL_COST) or (self.cite(Role.MODES),)
        if base.sacrifice is not None or extra.sacrifice is not None:
            cites += g.cite_optional(Role.SACRIFICE)
        if g.graveyard_cost is not None and (base.from_graveyard or extra.from_graveyard):
            cites.append(g.graveyard_cost[3])  # FOW 1047.3: the cards that pay an expel cost
        done = tuple(dict.fromkeys(cites or (self.cite(Role.COST),)))
        more: list[str] = []
        if any(c.sacrifice is not None or c.discard or c.choose or c.from_graveyard
               for c in parts):
            more += g.cite_optional(Role.OTHER_COSTS)
        # the policy the working-out note names (VW HP.51), or the condition that left a
        # discount off (RB 812.1.c Legion), before the plan's own rules: those decided what
        # was paid rather than what could have changed it (a Flow cost, RB 829.1.c.1)
        more += actual.rules
        more += _rules_note(item.extra.get(PLAN_RULES))
        return tuple(dict.fromkeys((*done, *more))) if more else done

    def object_snapshot(self, state: GameState, obj: GameObject) -> dict[str, object]:
        """Extra keys for an object in the JSON ruling: the game's declared marks
        (`Rulebook.object_marks`, declare.ObjectMark: an attacker, a battlefield's controller)."""
        out: dict[str, object] = {}
        marks = self.game.object_marks
        if not marks:  # (asked of every object of the final board: 10,000 in a long register)
            return out
        for mark in marks:
            if mark.types and not obj.card.is_type(*mark.types):
                continue
            if mark.read is not None:
                if (value := mark.read(state, obj)) is not None:
                    out[mark.key] = value
            elif mark.named_by:
                if (mark.zone is None or obj.zone == mark.zone) and \
                        _follow(state.ext, mark.named_by) == obj.id:
                    out[mark.key] = True
            elif obj.id in getattr(state.ext, mark.listed_in):
                out[mark.key] = getattr(state.ext, mark.table).get(obj.id)
        return out

    def state_snapshot(self, state: GameState) -> dict[str, object]:
        """The game's own state for the JSON ruling (`final.game`): its record's computed
        entries and shown fields (GameRecord)."""
        snapshot = getattr(state.ext, "snapshot", None)
        return snapshot(state) if snapshot is not None else {}

    def check_expect_extra(self, want: dict[str, object], final: dict[str, object]
                           ) -> list[str]:
        """Compare the game's own `expect:` keys (Vocabulary.expect_keys) with `final.game`;
        mismatch messages. A `map` key entry by entry (an entry the ruling lacks is null, or
        empty where a list is expected), a `strings` key exactly (one the ruling does not show is
        empty), a mapping partially (only the
        keys given), a list entry by entry (as many, each partially), anything else exactly."""
        game = final.get("game") or {}
        assert isinstance(game, dict)
        out: list[str] = []
        for key, arg in self.game.vocab.expect_keys.items():
            if key not in want:
                continue
            wanted, got = want[key], game.get(key)
            if arg.kind == "map":
                out += _entries(key, wanted, got)
            elif arg.kind == "strings":
                listed = list(wanted) if isinstance(wanted, (list, tuple)) else wanted
                got = [] if got is None else got  # a list the ruling does not show is empty
                if listed != got:
                    out.append(f"{key}: expected {listed}, got {got}")
            elif isinstance(wanted, (list, tuple)):
                out += _each(key, wanted, got)
            else:
                out += _partial(key, wanted, got)
        return out


def _rules_note(note: object) -> tuple[str, ...]:
    """The rule ids of a plan's note that holds rules (`PLAN_RULES`, `PLAY_TIMING`)."""
    return tuple(str(c) for c in note) if isinstance(note, tuple) else ()


def _follow(record: object, path: tuple[str, ...]) -> object:
    """The value at a path of attributes of a record (None once one is missing)."""
    for name in path:
        record = getattr(record, name, None)
        if record is None:
            return None
    return record


def _entries(key: str, want: object, got: object) -> list[str]:
    """A map expectation entry by entry; a missing entry is null (empty if a list is wanted)."""
    have = got if isinstance(got, dict) else {}
    out = []
    for name, value in (want if isinstance(want, dict) else {}).items():
        found = have.get(name)
        if found is None and isinstance(value, (list, tuple)):
            found = []
        if value != found:
            out.append(f"{key}.{name}: expected {value!r}, got {found!r}")
    return out


def _each(key: str, want: list[object] | tuple[object, ...], got: object) -> list[str]:
    """A list expectation: as many entries, each compared partially."""
    listed = got if isinstance(got, list) else []
    if len(want) != len(listed):
        return [f"{key}: expected {len(want)} entries, got {listed}"]
    out: list[str] = []
    for i, (w, g) in enumerate(zip(want, listed, strict=True)):
        out += _partial(f"{key}[{i}]", w, g)
    return out


def _partial(path: str, want: object, got: object) -> list[str]:
    """A mapping compares only the keys given (one level); anything else exactly."""
    if not isinstance(want, dict):
        return [] if want == got else [f"{path}: expected {want!r}, got {got!r}"]
    if not isinstance(got, dict):
        return [f"{path}: expected {want!r}, got {got!r}"]
    return [f"{path}.{k}: expected {v!r}, got {got.get(k)!r}" for k, v in want.items()
            if got.get(k) != v]


__all__ = ["Choice", "ObjectRules", "Payment", "Policy", "Reporting", "StackRules",
           "StateChecks", "TimingRules", "TurnRules", "gains_any", "kind_effects"]


def modes_of(t: Table, item: StackItem) -> tuple[Mode, ...]:
    """The modes an item could have been played with: its ability's, else its card's."""
    if item.ability is not None:
        return item.ability.modes
    obj = t.state.objects.get(item.source or "")
    return obj.card.modes if obj is not None else ()


def attachment_bonuses(t: Table, kind: Attachment | None) -> list[Continuous]:
    """What each attached card of the game's declared attachment gives the card it is attached
    to, for as long as it is attached (`Attachment.stat_keys` / `keywords_key`; RB 718.3-718.4).
    Only a card the declaration says gives a bonus (gear); an attached unit (RB 434.1) gives
    none."""
    if kind is None or not (kind.stat_keys or kind.keywords_key or kind.gives_abilities):
        return []
    out = []
    for oid in t.board:
        obj = t.state.objects[oid]
        host = t.state.objects.get(obj.attached_to or "")
        if host is None or not kind.gives_bonus(obj.card):
            continue
        stats = tuple((stat, n) for key, stat in kind.stat_keys
                      if isinstance(n := obj.card.get(key), int) and n)
        words = obj.card.get(kind.keywords_key) if kind.keywords_key else None
        granted = tuple(str(w) for w in words) if isinstance(words, (tuple, list)) else ()
        gives = obj.card.gives if kind.gives_abilities else ()
        values = obj.card.get(kind.keyword_values_key) if kind.keyword_values_key else None
        keys = tuple(values.items()) if isinstance(values, dict) else ()
        # its timestamp: as it was attached (RB 480.1), or arrived if later (RB 480.2)
        change = Modifier(obj.id, stats, keywords=granted, duration="permanent",
                          timestamp=max(obj.since, obj.attached_at), abilities=gives,
                          keyword_keys=keys)
        out.append(Continuous(f"{oid}.attached", obj.controller, oid, change,
                              fixed=((host.id, host.incarnation),), source=oid,
                              ends_when_false=False))
    return out
