"""Stack operations every game shares: putting items on the stack, resolving one item,
failing (fizzling) and cancelling items, turning pending triggers into items, loop detection.

Which item resolves when, and who gets priority afterwards, is the game's business (its
`on_pass` / `settle` hooks); these operations only do what the game asks.
"""

from __future__ import annotations

import re

from judge.engine.board import ENTERS_FROM_AWAY, MOVED_AS_IT_RESOLVED, BoardOps
from judge.engine.characteristics import (
    attribute_set_decides,
    item_matches,
    matches,
    own_object,
    player_matches,
)
from judge.engine.conditions import (
    EFFECTS_KEPT,
    Instruction,
    NotDone,
    Quantity,
    amount,
    cited_for,
    instruction_rules,
    object_notes,
    read_note,
    reference_fields,
    spared_players,
    what_it_reads,
)
from judge.engine.core import LOOP_CHECK_DEPTH, Stop
from judge.engine.events import EventKind
from judge.engine.groups import (
    fits,
    group_of,
    group_range,
    how_many,
    kept_subset,
    over_limit,
    spec_at,
    spec_given,
)
from judge.engine.named import kept_as_it_enters, named_for
from judge.engine.reasons import Fizzle, Reason
from judge.engine.refs import (
    ITEM_TARGET,
    MOVED_BY_ITEM,
    followed,
    refs,
    skipped_targets,
    target_gone,
    target_indices,
)
from judge.engine.roles import Role
from judge.engine.trace import Finding, Relation, StepKind
from judge.engine.unplayed import at_once_replaced, copy_event_object, resolution_replaced
from judge.engine.wording import said_filter
from judge.model.cards import AbilityDef, CardDef, mode_named
from judge.model.effects import Each, Effect, Ref
from judge.model.filters import Filter
from judge.model.state import GameObject, GameState, PendingTrigger, StackItem, TargetLock
from judge.msg import English, Items, Msg, amounts, joined, named, phrase, said_of, say, word
from judge.record import kept_by_identity, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import NoReturn


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "ability"



#: What an item did that already says its source is gone ("Pilferer has left the board, so
#: "until it leaves" is already over", "Storm Herald is not on the board"): not said again.
#: StackItem.extra: its targets (indices), still the objects chosen, that a cleanup found no
#: longer meeting their requirements while it waited (StackOps.note_targets_unfit).
ILLEGAL_MEANWHILE = "illegal_meanwhile"
SOURCE_ABSENCE_SAID = re.compile(r"\bleft the (?:board|field)\b|\b(?:not|no longer) (?:on|in) "
                                 r"the (?:board|field)\b|\bhas left play\b")

class StackOps(BoardOps):
    #: Loop detection (check_loop): the hash of each game state seen at the start of a trigger
    #: generation -> the step it was seen at; the generation last looked at; the stack as last
    #: hashed and the running hash of each of its prefixes (bottom up).
    _fingerprints: dict[int, tuple[int, int]]
    _loop_generation: int = -1
    _hashed_stack: list[StackItem]
    _stack_hashes: list[int]
    #: The trigger generation each triggered ability (name, source) first resolved at (Table).
    first_resolved_depth: dict[tuple[str, str | None], int]
    #: Reporting.resolution_key -> (the citations, what the key's ids stand for, kept alive)
    _resolution_cites: dict[tuple[object, ...], tuple[tuple[str, ...], tuple[object, ...]]]

    # ----- targets -----------------------------------------------------------------------------
    #: Incarnation recorded for a target that is a stack item (it stays legal while it waits).
    ITEM = -2

    def lock(self, target: str, spec: Filter | None = None) -> TargetLock:
        if spec is not None and spec.item:
            return TargetLock(target, self.ITEM)
        obj = self.state.objects.get(target)
        return TargetLock(target, obj.incarnation if obj is not None else -1)

    def target_legal(self, item: StackItem, i: int, *, restrictions: bool = True) -> bool:
        """Is the item's i-th target still legal: still there, the same object, still fitting,
        and (`restrictions`: as the item begins to resolve) not one it may not target now?"""
        lock, specs = item.targets[i], item.target_specs
        spec = specs[i] if i < len(specs) else spec_at(specs, i)  # (spec_at's usual case)
        if spec is not None and spec.extra and spec.earlier():  # (only `extra` reads `$n`)
            spec = spec.given(self.earlier_read(item, spec.earlier(), restrictions))
        if spec is not None and spec.chosen:  # what was named as it was played (VW REG.14.a)
            spec = spec.bound(item.choices)
        if spec is not None and spec.other:  # "another": not its own object (a spell's: none)
            spec = spec.apart_from(own_object(self.game, self.state, item.source,
                                              item.kind == "card"))
        if lock.incarnation == self.ITEM:
            waiting = self.state.item(lock.id)
            if waiting is None or (spec is not None and not item_matches(
                    self.state, waiting, spec, item.controller, self.game)):
                return False
            own = self.game.objects.item_refusal(self.table, waiting, "target") \
                if restrictions else None
            for rule in own.citations if own is not None else ():
                self.cite_also_rule(rule)  # the game's own rule made it illegal (a keyword)
            return own is None
        if lock.id in self.state.players:
            player = self.state.players[lock.id]
            if player.lost:  # out of the game, no longer a legal target (VW IN.1.a)
                return False
            if spec is not None and not player_matches(self.state, spec, lock.id,
                                                       item.controller):
                return False
            if restrictions and self.forbids_targeting_player(lock.id, item.controller, item):
                self.cite_player_shield(lock.id, item.controller, item)
                return False
            return True
        obj = self.state.objects.get(lock.id)
        if obj is None or obj.incarnation != lock.incarnation:
            return False
        if spec is not None and not matches(self.state, self.game, obj, spec, item.controller):
            return False
        if not restrictions:
            return True
        own = self.game.objects.target_refusal(self.table, obj, item.controller, item)
        if own is not None:
            for rule in own.citations:  # the game's own rule made it illegal (a keyword)
                self.cite_also_rule(rule)
            return False
        # `untargetable` less the game's own refusal, just asked: a restriction in force
        if self.forbids_targeting(obj, item.controller, item):
            self.cite_also_optional(Role.RESTRICTION)  # the "cannot" made it illegal
            return False
        return True

    def earlier_read(self, item: StackItem, wanted: tuple[int, ...],
                     restrictions: bool) -> tuple[str | None, ...]:
        """The earlier targets a later one's requirement reads (`$n`), as the item resolves: a
        legal one is read; an illegal one's information is null (RB 359.3.e.12), so nothing is
        there to be at, unless the game's policy reads it where it still is, the same object
        (Rulebook.earlier_target_policy)."""
        still = self.game.earlier_target_policy
        out: list[str | None] = []
        for k, lock in enumerate(item.targets[:max(wanted)]):
            if k + 1 not in wanted or self.target_legal(item, k, restrictions=restrictions):
                out.append(lock.id)
                continue
            for rule in self.game.earlier_target_rules:
                self.cite_also_rule(rule)
            obj = self.state.objects.get(lock.id)
            same = obj is not None and obj.incarnation == lock.incarnation
            if same and still is not None:  # the rules do not say it is still where it was
                self.cite_also_rule(self.table.policy_id(still[0]))
            out.append(lock.id if same and still is not None and self.table.policy_is(*still)
                       else None)
        return tuple(out)

    def untargetable(self, obj: GameObject, by: str, item: StackItem | None = None) -> bool:
        """A restriction in force (engine/restrictions.py), or the game's own rules
        (ObjectRules.target_refusal: a keyword), say `obj` cannot be targeted by `by`; one that
        arises after targeting makes the target illegal when rechecked."""
        if self.game.objects.target_refusal(self.table, obj, by, item) is not None:
            return True
        return self.forbids_targeting(obj, by, item)

    def forbids_targeting(self, obj: GameObject, by: str, item: StackItem | None = None
                          ) -> bool:
        """A restriction in force (engine/restrictions.py) says `obj` cannot be targeted by
        `by` (`untargetable` without the game's own rules), with `item` if known."""
        if not (self.state.restrictions or self.static_sources):
            return False
        from judge.engine.restrictions import forbidding

        return forbidding(self.table, "be_targeted", obj=obj, actor=by, via=item) is not None

    def cite_player_shield(self, target: str, by: str, item: StackItem | None) -> None:
        """The rule that made the player `target` an illegal target of `by`'s item: the rule of
        their keyword (FOW 1120.4 [Barrier]), else the general "cannot" (FOW 104.4)."""
        from judge.engine.restrictions import forbidding_player, player_shield

        r = forbidding_player(self.table, target, by, item)
        shield = player_shield(self.table, r.by) if r is not None else None
        if shield is None:
            self.cite_also_optional(Role.RESTRICTION)  # the "cannot" made it illegal
        for rule in shield.rules if shield is not None else ():
            self.cite_also_rule(rule)

    def forbids_targeting_player(self, target: str, by: str,
                                 item: StackItem | None = None) -> bool:
        """A restriction in force says the player `target` cannot be targeted by `by`."""
        if not (self.state.restrictions or self.static_sources):
            return False
        from judge.engine.restrictions import forbidding_player

        return forbidding_player(self.table, target, by, item) is not None

    def leading_on(self, specs: tuple[Filter, ...], options: list[str], targets: list[str],
                   controller: str, exclude: str | None = None, item: StackItem | None = None,
                   choices: dict[str, object] | None = None) -> list[str]:
        """Judge choosing a target itself: among `options` for the next target, those that
        leave every later target reading it ("a unit there") a legal choice (a player may not
        choose what certainly becomes illegal later in the process: RB 355.16); all of them if
        none does, so the later target's own refusal says why."""
        i = len(targets) + 1  # the number `$n` of the target being chosen
        later = [s for s in specs[i:] if s.group is None and s.earlier() and
                 max(s.earlier()) == i]
        if not later:
            return options
        good = [c for c in options if all(
            any(x not in (*targets, c) for x in self.candidates(
                s.given((*targets, c)).bound(choices or {}), controller, exclude=exclude,
                item=item)) for s in later)]
        return good or options

    def candidates(self, spec: Filter, controller: str, exclude: str | None = None,
                   item: StackItem | None = None) -> list[str]:
        """Legal choices for one target, in scenario order (players first for player filters);
        `item`: what targets, when known (ObjectRules.target_refusal)."""
        if spec.player:
            return [p for p in self.state.players
                    if player_matches(self.state, spec, p, controller)
                    and not self.forbids_targeting_player(p, controller, item)]
        if spec.item:
            return [it.id for it in reversed(self.state.stack) if it.id != exclude
                    and item_matches(self.state, it, spec, controller, self.game)
                    and self.game.objects.item_refusal(self.table, it, "target") is None]
        objects = self.state.objects
        pool = self.board if spec.zone in (None, "board") else objects
        if spec.other:  # "another": not the card played, nor the object whose ability it is
            spec = spec.apart_from(own_object(
                self.game, self.state, item.source if item is not None else exclude,
                item is None or item.kind == "card"))
        return [oid for oid in pool if oid != exclude
                and matches(self.state, self.game, objects[oid], spec, controller)
                and not self.untargetable(objects[oid], controller, item)]

    # ----- the stack ---------------------------------------------------------------------------
    def push(self, item: StackItem, *, responds: bool = True) -> None:
        """Put an item on top of the stack; it responds to what was on top, unless an effect put
        it there as it resolved (`responds=False`: a copy, which no player answered with)."""
        stack = self.state.stack
        self.room_for_waiting()
        self.node(item.id, "item", item.name)
        if stack and responds:
            self.link(item.id, stack[-1].id, Relation.RESPONDS_TO)
        stack.append(item)
        self.state.stack_seen.add(item.id)

    def played_before_restriction(self, item: StackItem) -> None:
        """A restriction on playing the card of `item`, made while it waited on the stack (Gag
        Order in answer to Gun Shot), binds plays from then on: the card was played before it,
        checked as it was (VW REG.13.a, the game's PLAYED_BEFORE role). Said in a note and cited
        on its resolution, in a game that maps the role."""
        if not (self.state.restrictions or self.static_sources):
            return  # the common case: nothing anywhere could forbid it
        rules = self.game.cite_optional(Role.PLAYED_BEFORE)
        obj = self.state.objects.get(item.source or item.id)
        if not rules or obj is None:
            return
        from judge.engine.restrictions import forbidding
        from judge.engine.words import ability_label

        # (as the card in the hand it was played from: a restriction binds cards to be played,
        # "from the hand" among them, not one waiting on the stack)
        found = forbidding(self.table, "play", obj=replace(obj, zone=self.game.vocab.hand_zone),
                           player=item.controller)
        if found is None:
            return
        for rule in rules:
            self.cite_also_rule(rule)
        self.note(phrase(Msg(self.game.words.played_before_said(obj.card.types),
                             restriction=ability_label(found.label) if found.label
                             else Msg("a restriction"), item=item.name)), rules)

    def remove(self, item: StackItem) -> None:
        stack = self.state.stack
        if stack and stack[-1] is item:
            stack.pop()
        elif item in stack:
            stack.remove(item)

    def card_leaves_stack(self, item: StackItem, resolved: bool) -> str | None:
        """A card item's card goes where it belongs: a resolving permanent enters the board
        (attached to its target, if it is of a type that attaches), anything else goes to its
        owner's graveyard / trash. Returns what the resolution says of it, if anything."""
        if item.extra.get("copy"):
            return phrase(Msg("the copy ceases to exist"))  # FOW 1017.3c: no card is left
        if item.kind != "card" or item.source is None:
            return None
        obj = self.state.objects[item.source]
        # a played copy never reaches its destination (1017.6a), unless the game makes it a
        # token on the board (RB HP.23: a played copy of a unit enters as a token)
        if obj.copy_of is not None and not (obj.token and resolved and
                                            obj.card.is_type(*self.game.vocab.permanent_types)):
            # the card's copy played or put onto the chase (FOW 1017.6) reaches no zone by its
            # own rule (1017.6a), not by that of a copied spell, which is not played (1017.3)
            # (a permanent's by its own where the game has one: RB HP.23, as
            # Reporting._played_copy_gone reads it)
            own = obj.card.is_type(*self.game.vocab.permanent_types) and \
                bool(self.game.cite_optional(Role.PLAYED_PERMANENT_COPY_GONE))
            self.cease(obj, Role.PLAYED_PERMANENT_COPY_GONE if own else Role.PLAYED_COPY_GONE)
            return phrase(Msg("the copy ceases to exist"))
        away = obj.zone if obj.zone != self.game.stack_zone else None
        if away is not None and not (resolved and self.enters_from_away(item, obj)):
            return self.left_stack_already(item, obj, resolved)
        if resolved and obj.card.is_type(*self.game.vocab.permanent_types):
            zone = self.game.objects.entry_zone(self.table, item, obj)
            # what its own costs named stays with the object while it is there (engine/named.py)
            obj.named, obj.named_for = kept_as_it_enters(obj.card, item.choices), obj.card
            self.move(obj, zone, cause=item.id, item_left=True)
            if obj.zone == self.game.stack_zone:
                # its move replaced by something else (`moved`, `instead`): no item is left to
                # keep it on the stack, so it goes where a card that does not enter goes
                # (FOW 702.3a: from the chase to its owner's graveyard)
                self.move(obj, self.graveyard_of(obj), cause=item.id, item_left=True)
            if not self.game.vocab.is_board(obj.zone):  # its entering replaced (unplayed.py)
                return phrase(Msg("it does not enter {zone}: it is put into {other} instead",
                                  zone=self.into_said(zone, obj.owner),
                                  other=self.into_said(obj.zone, obj.owner)))
            said = self.attach(item, obj, zone)
            if said is not None or obj.zone != zone:
                return said
            # Said once: a game that tells how it enters (ObjectRules.entering) said where.
            if self.game.objects.entering(self.table, item):
                return None
            if away is not None:
                return phrase(Msg("its card, moved off the {stack} before, enters {zone} from "
                                  "{place}", stack=word(self.game.stack_word),
                                  zone=self.into_said(zone, obj.owner),
                                  place=self.into_said(away, obj.owner)))
            return phrase(Msg("it enters {zone}", zone=self.into_said(zone, obj.owner)))
        elsewhere = self.game.stack.leave_zone(self.table, item, obj)
        if elsewhere is not None:  # e.g. RB 829.1.b.1: played with Flow, it is banished
            self.move(obj, elsewhere[0], cause=item.id, item_left=True)
            return elsewhere[1]
        grave = self.graveyard_of(obj)
        self.move(obj, grave, cause=item.id, item_left=True)
        if obj.zone != grave:  # replaced all the same (FOW 1167.3: [Untouchable] does not stop it)
            for rule in self.game.objects.shield_moved_anyway(self.table, item):
                self.cite_also_rule(rule)
        return None

    def enters_from_away(self, item: StackItem, obj: GameObject) -> bool:
        """Whether the card of a resolving item, moved off the stack before by another
        instruction, still enters the board from where it went, as the game's house policy says
        (board.py ENTERS_FROM_AWAY, VW HP.21 `summon-results`): only if it is still a card off
        the board (not put onto it meanwhile, nor ceased to exist)."""
        from judge.engine.copies import GONE

        return bool(item.extra.get(ENTERS_FROM_AWAY)) and obj.zone != GONE and \
            not self.game.vocab.is_board(obj.zone)

    def left_stack_already(self, item: StackItem, obj: GameObject, resolved: bool) -> str:
        """The card is no longer on the stack as its item leaves it: an instruction moved it
        (its own, e.g. "return me to your hand"), so it stays where that put it, and a
        replacement of its leaving the stack that its play made does not apply when its own
        execution moved it (RB 829.1.b.1: a Flow spell is not banished then). Moved by
        anything else, before its item resolved or as it resolved, that replacement applied to
        the move itself (board.py off_stack, off_stack_as_it_resolves), so here it is only
        cited."""
        for option in self.game.played_with:  # the rule that says where it is, either way
            if option.leaves_to is not None and item.extra.get(option.note):
                for rule in option.rules:
                    self.cite_also_rule(rule)
        if item.extra.get(MOVED_AS_IT_RESOLVED):
            return phrase(Msg("its card was moved off the {stack} by another instruction as it "
                              "resolved and stays in {zone}", stack=word(self.game.stack_word),
                              zone=self.into_said(obj.zone, obj.owner)))
        if not resolved or item.extra.get("card_moved"):  # StackRules.card_moved_off: stayed
            return phrase(Msg("its card was moved off the {stack} before and stays in {zone}",
                              stack=word(self.game.stack_word),
                              zone=self.into_said(obj.zone, obj.owner)))
        return phrase(Msg("it already left by its own instructions and stays in {zone}",
                          zone=self.into_said(obj.zone, obj.owner)))

    def attach(self, item: StackItem, obj: GameObject, zone: str) -> str | None:
        """A resolved permanent of a type that attaches (ObjectRules.attach_types) and that
        targets is attached to its first target."""
        rules = self.game.objects
        if not (obj.card.is_type(*rules.attach_types) and obj.card.targets and item.targets):
            return None
        host = item.targets[0].id
        obj.attached_to = host
        # the game's phrase is a message (listed for the catalogues in judge/i18n/terms.py)
        return phrase(Msg(rules.attach_phrase, card=self.name(obj.id),
                          zone=word(self.zone_name(zone)), host=self.name(host)))

    def note_targets_unfit(self) -> None:
        """Note, of each item waiting on the stack, the targets, still the objects it chose,
        that no longer meet their requirements now (ILLEGAL_MEANWHILE), where the game has a
        rule for one that meets them again as it resolves (Role.TARGET_LEGAL_AGAIN, RB
        359.3.e.3; a game's cleanup asks this after each change, RB 319)."""
        if not self.game.cite_optional(Role.TARGET_LEGAL_AGAIN):
            return
        for item in self.state.stack:
            for i, lock in enumerate(item.targets):
                obj = self.state.objects.get(lock.id)
                if obj is None or obj.incarnation != lock.incarnation or \
                        lock.incarnation == self.ITEM or \
                        self.target_legal(item, i, restrictions=False):
                    continue
                seen = item.extra.get(ILLEGAL_MEANWHILE, ())
                seen = seen if isinstance(seen, tuple) else ()
                if i not in seen:
                    item.extra[ILLEGAL_MEANWHILE] = (*seen, i)

    def legal_again(self, item: StackItem, illegal: list[int]) -> tuple[str, ...]:
        """The game's rule that a target which stopped meeting its requirements while the item
        waited, and meets them again now, is legal (RB 359.3.e.3), where one did."""
        seen = item.extra.get(ILLEGAL_MEANWHILE, ())
        again = isinstance(seen, tuple) and any(
            i not in illegal and i < len(item.targets) for i in seen)
        return self.game.cite_optional(Role.TARGET_LEGAL_AGAIN) if again else ()

    def resolve_item(self, item: StackItem, citations: tuple[str, ...] = ()) -> bool:
        """Resolve one item: re-check its targets, then do its effects in order. Returns False if
        it failed instead (the game decides when illegal targets make it fail)."""
        self.remove(item)
        if item.depth > 0:
            self.first_resolved_depth.setdefault((item.name, item.source), item.depth)
        if item.depth >= LOOP_CHECK_DEPTH:
            self.check_loop(item)
        illegal = [i for i in range(len(item.targets)) if not self.target_legal(item, i)]
        skip_rules: tuple[str, ...] = ()
        if illegal:
            fails, why = self.game.stack.targets_fail(self.table, item, len(illegal))
            if fails:
                self.fizzle(item, Reason.ILLEGAL_TARGETS, self.illegal_said(item, illegal),
                            (*why, *self.kind_kept_by_policy(item, illegal),
                             *self.sacrificed_target_policy(item, illegal),
                             *self.lost_targets_rule(item, illegal)),
                            tuple(item.targets[i].id for i in illegal))
                return False
            citations = (*citations, *why)
            skip_rules = why
            item.extra["illegal_targets"] = tuple(illegal)  # not affected (FOW 903.3a)
        citations = (*citations, *self.legal_again(item, illegal))  # RB 359.3.e.3
        if resolution_replaced(self.table, item):  # FOW 910.1, RB 370.1.a.1: it never resolves
            return False
        if item.kind == "card":
            self.played_before_restriction(item)
        dropped, group_note = self.group_recheck(item, illegal)
        if dropped:
            citations = (*citations, *self.game.cite_optional(Role.GROUP_RECHECK))
        previous = self.cause_depth
        self.cause_depth = item.depth
        source = self.state.objects.get(item.source or "")
        as_played = source.card if source is not None and item.kind == "card" else None
        if item.kind == "ability" and item.source in self.board:
            # its source is there as it starts to resolve: if its own effect removes it, that
            # is no ability resolving without its source (FOW 906.10 / RB 406.5 / VW REG.7)
            item.extra["source_present"] = True
        gone = self.source_gone_said(item, source)
        resolving, items = self.resolving_cards, self.resolving_items
        if item.kind == "card":
            self.resolving_cards = (*resolving, item)
        self.resolving_items = (*items, item)
        try:
            over = self.state.game_over
            phrases = self.game.stack.run_item(self.table, item)
            if self.state.game_over and not over:
                # the game ended as its instructions were carried out (RB 196: at once): it
                # resolved, and no resolution step is told after the game-over step, which told
                # what it did (its card is put where a resolved card goes, untold, so that no
                # card is left on a chain that no longer holds it)
                self.resolving_cards = resolving
                self.card_leaves_stack(item, resolved=True)
                self.resolved.append(item.id)
                return True
            self.resolving_cards = resolving  # its card leaves now, by its item's own move
            leaves = self.card_leaves_stack(item, resolved=True)
            if source is not None and as_played is not None and phrases and \
                    source.zone != self.game.stack_zone and \
                    not self.game.vocab.is_board(source.zone) and \
                    str(phrases[0]).startswith("it enters "):
                phrases = phrases[1:]  # it never entered (`leaves` says where it is instead)
            # "it enters the base, exhausted" (ObjectRules.entering) already says where it went.
            if not (leaves and " enters " in leaves and any(
                    p and p.startswith("it enters ") for p in phrases)):
                phrases.append(leaves)
            self.emit(EventKind.RESOLVED, Msg("{item} {resolved}", item=item.name,
                                              resolved=word(self.game.words.resolved)),
                      obj=copy_event_object(self.table, EventKind.RESOLVED, item),
                      player=item.controller, item=item.id)
        finally:
            self.cause_depth = previous
            self.resolving_cards, self.resolving_items = resolving, items
        self.resolved.append(item.id)
        said = [p for p in phrases if p]
        what_said: Msg | English = joined(said) if said else _nothing_happens(self, item)
        what = "; ".join(said) or say(what_said)
        if not said and item.kind == "card" and not illegal:
            # a card none of whose instructions could be carried out still resolved (RB 055.1;
            # one whose targets were all illegal is the skipping rule's)
            citations = (*citations, *self.game.cite_optional(Role.NOTHING_DONE))
        # the item's targets may have been narrowed as it resolved (FOW 1172.3a keeps only the
        # voted option's), and with them the skipped ones
        narrowed = item.extra.get("illegal_targets")
        if illegal and isinstance(narrowed, tuple):
            illegal = [i for i in narrowed if isinstance(i, int) and i < len(item.targets)]
            if not illegal:  # no target it still has was skipped: the skipping rule decided nothing
                citations = tuple(c for c in citations if c not in skip_rules)
        told = item.extra.get("skips_told", ())
        # instructions it did not carry out as their targets were gone (explain tells them)
        skipped_why = Reason.ILLEGAL_TARGETS if told else None
        if illegal and isinstance(told, tuple) and all(i in told for i in illegal):
            pass  # each skipped target was said with the instructions it stopped
        elif illegal:
            skipped = ", ".join(self.name(item.targets[i].id) for i in illegal)
            what += f" (illegal target skipped: {skipped})"
            what_said = Msg("{what} (illegal target skipped: {targets})", what=what_said,
                            targets=skipped)
        if group_note:  # RB 355.11.b
            what += group_note
            what_said = Msg("{what}{note}", what=what_said, note=said_of(group_note))
        if gone is not None and source is not None and self.name(source.id) not in what \
                and not SOURCE_ABSENCE_SAID.search(what):
            # why the rule that it resolves all the same is cited: its source is gone (unless
            # what it did already says so)
            what_said = Msg("{what}, though its source {object} is {where}", what=what_said,
                            object=self.name(source.id), where=gone)
            what = f"{what}, though its source {self.name(source.id)} is {phrase(gone)}"
        if item.source in self.board:
            as_played = None  # it entered the board: as it is there
        cites = (*citations, *self.resolution_citations(item, as_played))
        self.step(StepKind.RESOLVE,
                  Msg("{item} {resolves}: {what}", item=self.item_label(item),
                      resolves=word(self.game.words.resolves), what=what_said),
                  tuple(dict.fromkeys(cites)), item=item.id, actor=item.controller, detail=what,
                  reason=skipped_why, undone=_undone(item), spared=spared_players(item),
                  notes=object_notes(item), instruction_rules=instruction_rules(item))
        return True

    def source_gone_said(self, item: StackItem, source: GameObject | None) -> Msg | None:
        """Where an ability's source that left the board after being there is, as the ability
        starts to resolve ("in alice's graveyard"): the game's rule that it resolves all the
        same (FOW 906.10, RB 406.5, VW REG.7) is cited for it. None where the source is there,
        never was, or has moved since it left."""
        if item.kind != "ability" or source is None or item.source in self.board or \
                source.left_as != source.incarnation or \
                self.game.vocab.is_board(source.zone) or \
                not self.game.cite_optional(Role.ABILITY_SOURCE):
            return None
        return self.place_said(source.zone, source.owner)

    def resolution_citations(self, item: StackItem, card: CardDef | None) -> tuple[str, ...]:
        """The game's citations for an item resolving (Reporting.resolution_citations), said
        once per key for items alike (Reporting.resolution_key)."""
        report = self.game.report
        key = report.resolution_key(self.table, item, card)
        if key is None:
            return report.resolution_citations(self.table, item, card)
        found = self._resolution_cites.get(key)
        if found is None:
            source = self.state.objects.get(item.source or "")
            found = self._resolution_cites[key] = (
                report.resolution_citations(self.table, item, card),
                (card, source.card if source is not None else None, item.effect))
        return found[0]

    def group_recheck(self, item: StackItem, illegal: list[int]) -> tuple[list[int], str]:
        """RB 355.11.b: a group target no longer meeting its limit as the item resolves is cut
        down to a subset of the original targets that does (engine/groups.py); those left out
        are not affected. The indices left out, and what the resolution step says of it."""
        if group_of(item.target_specs) is None:  # the usual item: no group, nothing to cut
            return [], ""
        legal = [i for i in group_range(item) if i not in illegal]
        keep, auto = kept_subset(self.table, item, legal)
        dropped = [i for i in legal if i not in keep]
        if not dropped:
            return [], ""
        item.extra["illegal_targets"] = (*illegal, *dropped)
        names = ", ".join(self.name(item.targets[i].id) for i in dropped)
        group = group_of(item.target_specs)
        assert group is not None
        why = over_limit(self.table, [item.targets[i].id for i in legal], group)
        how = Msg(" (chosen automatically: the targets in the order chosen while they fit; set "
                  "{example} to choose)", example=f"`decisions: {{{item.id}: {{choices: "
                  "{group: [...]}}}`") if auto else ""
        assert why is not None  # the targets kept were over it (kept_subset)
        return dropped, phrase(Msg(" (the group no longer met its limit: {why}; {player} kept a "
                                   "subset without {objects}{how})", why=why.msg,
                                   player=item.controller, objects=names, how=how))

    def run_effects(self, item: StackItem, effects: tuple[Effect, ...]) -> list[str | None]:
        """Carry out effects in order; an amount read now is shown with what it read (an
        instruction with a condition or label shows its own: conditions.run_instruction)."""
        decls = self.game.effect_decls
        out: list[str | None] = []
        skipping: list[tuple[Effect, tuple[int, ...]]] = []
        named: set[int] = set()  # the targets earlier instructions named (`$n`)
        for effect in effects:
            self.game_action += 1  # each instruction is a game action of its own (RB 370.1.a.2)
            names, indices = _references(effect.effect if isinstance(effect, Instruction)
                                         else effect)
            gone = skipped_targets(item, names)
            if gone:  # RB 359.3.e.5, FOW 903.3a: nothing it says of those targets happens
                if indices and set(indices) <= set(gone):
                    # every target the instruction names is gone: it is not carried out at all
                    # (RB 359.3.e.7)
                    self.cite_also_optional(Role.INSTRUCTION_TARGETS_GONE)
                skipping.append((effect, gone))
                continue
            if skipping:
                out.append(self.about_skipped(item, skipping))
                skipping = []
            if effect.kind == "instruction":
                qs: list[Quantity] = []
                referent = False
            else:
                linked, qs, referent = what_it_reads(effect)
                if linked:  # "that card": skipped if it names nothing done
                    effect, qs, referent = Instruction(effect), [], False
            read = read_note(self.table, item, qs) if qs else None
            if referent:
                self.cite_also_optional(Role.REFERENT)  # what it refers to is read now
            self.picked_not_targeted(item, names)
            here = self.targets_here(item, indices)
            done = decls[effect.kind].run(self.table, item, effect)
            self.status_triggers()  # a state the instruction changed (FOW 906.9a)
            if here:  # (nothing to note of targets not followed)
                self.note_moved(item, here)
            if isinstance(done, NotDone):  # the answer reads what it could not do (Step.undone)
                kind = effect.effect.kind if isinstance(effect, Instruction) else effect.kind
                item.extra["undone"] = (*_undone(item), kind)
            if done is None and item.targets:
                done = self.not_followed(item, effect, named)
            if item.targets:
                named.update(indices)
            if done is not None and read is not None:
                # (cited for the step's facts, whatever an instruction's condition read)
                cited_for(item, self.game.cite_optional(Role.READ_ON_EXECUTION), None)
                self.cite_also_optional(Role.READ_ON_EXECUTION)
                self.cite_also_optional(Role.AMOUNT_READ)
                done = phrase(Msg("{what} ({note})", what=said_of(done), note=read))
            out.append(done)
            if effect is not effects[-1] and self.left_the_stack(item):
                break
        if skipping:
            out.append(self.about_skipped(item, skipping))
        self.game_action += 1  # what follows the resolution is not simultaneous with it
        return out

    def left_the_stack(self, item: StackItem) -> bool:
        """Whether a card's item stops here because its card has left the stack as it resolves
        (RB 359.3.e.15: the rest of its instructions are not carried out), said in a note; only
        in a game whose rules say so."""
        stops = self.game.cite_optional(Role.LEFT_STACK_STOPS)
        obj = self.state.objects.get(item.source or "") if item.kind == "card" else None
        if not stops or obj is None or obj.zone == self.game.stack_zone:
            return False
        for rule in stops:
            self.cite_also_rule(rule)
        self.note(phrase(Msg("{object} left the {stack} as it resolved: the rest of its "
                             "instructions are not carried out", object=self.name(obj.id),
                             stack=word(self.game.stack_word))), stops)
        return True

    def targets_here(self, item: StackItem, indices: tuple[int, ...]
                     ) -> dict[int, tuple[str, str]]:
        """The targets an instruction names that are where they were chosen (or where an
        earlier instruction of the item put them), each with its zone and controller there, in
        a game whose effects follow what they move (FOW 302.3a); none elsewhere."""
        if not indices or not self.game.cite_optional(Role.MOVER_TRACKS):
            return {}
        out: dict[int, tuple[str, str]] = {}
        for k in indices:
            obj = self.state.objects.get(item.targets[k].id) if k < len(item.targets) else None
            if obj is not None and (not target_gone(self.table, item, k)
                                    or followed(self.table, item, k)):
                out[k] = (obj.zone, obj.controller)
        return out

    def note_moved(self, item: StackItem, here: dict[int, tuple[str, str]]) -> None:
        """Note the targets the instruction just moved to another zone (a new object, FOW
        302.3): the item's later instructions naming them follow them there (FOW 302.3a). A
        card it took off the stack keeps the controller it had there, as "its controller"
        reads it (911.1: as it was in the zone it left)."""
        moved = item.extra.get(MOVED_BY_ITEM)
        for k, (zone, controller) in here.items():
            obj = self.state.objects.get(item.targets[k].id)
            was = moved.get(k, (item.targets[k].incarnation, ""))[0] \
                if isinstance(moved, dict) else item.targets[k].incarnation
            if obj is not None and obj.incarnation != was:
                off_stack = controller if zone == self.game.stack_zone else \
                    moved[k][1] if isinstance(moved, dict) and k in moved else ""
                moved = {**(moved if isinstance(moved, dict) else {}),
                         k: (obj.incarnation, off_stack)}
                item.extra[MOVED_BY_ITEM] = moved

    def picked_not_targeted(self, item: StackItem, names: list[Ref]) -> None:
        """An instruction on what the text picks by itself (the event's object, every object
        fitting a description) chooses nothing, so it targets nothing (RB 355.10.d.1): where one
        of those objects can't be targeted by the item's controller, that rule is what decides
        that the instruction still acts on it."""
        if not (self.state.restrictions or self.static_sources) or \
                not self.game.cite_optional(Role.NOT_A_TARGET):
            return  # only a citation rides on it: a game without that rule does no work here
        picked = [ref for ref in names if isinstance(ref, Each) or ref in ("it", "trigger")]
        if not picked:
            return
        from judge.engine.restrictions import forbidding, in_force

        # Which restrictions are in force is read once, not once an object: on a board of a
        # thousand objects under fifty effects that was 9 s of a 10 s ruling (bench: layers).
        targeting = any(r.action == "be_targeted" for r in in_force(self.table))
        refusal = self.game.objects.target_refusal
        for ref in picked:
            for oid in refs(self.table, item, ref):
                obj = self.state.objects.get(oid)
                if obj is not None and (
                        refusal(self.table, obj, item.controller, item) is not None or (
                        targeting and forbidding(self.table, "be_targeted", obj=obj,
                                                 actor=item.controller, via=item) is not None)):
                    # "all units at a battlefield": the battlefield chosen is the target,
                    # the units it narrows to are not (RB 355.10.b)
                    within = isinstance(ref, Each) and bool(ref.filter.earlier()) and bool(
                        self.game.cite_optional(Role.NOT_A_TARGET_WITHIN_TARGET))
                    self.cite_also_optional(Role.NOT_A_TARGET_WITHIN_TARGET if within
                                            else Role.NOT_A_TARGET)
                    return

    def not_followed(self, item: StackItem, effect: Effect, named: set[int]) -> str | None:
        """An instruction that did nothing because every target it names, legal as the item
        began to resolve, has changed zones since (a new object, FOW 302.3, RB 124). Moved by
        an earlier instruction that named the same target, the card's text still means it
        ("counter a spell; its controller can't play spells", "banish it, then play it"): judge
        does not follow a `$n` there and says so (exit 3) rather than rule as if it were
        skipped. Another target that was the same object is skipped, and the step says so.
        A game whose effects follow what they moved (FOW 302.3a) has `$n` name the moved card
        (refs.followed), so only a card moved on since by something else gets here: skipped."""
        began = item.extra.get("illegal_targets", ())
        moved = tuple(k for k in range(len(item.targets))
                      if not (isinstance(began, tuple) and k in began)
                      and target_gone(self.table, item, k) and not followed(self.table, item, k))
        inner = effect.effect if isinstance(effect, Instruction) else effect
        gone = skipped_targets(item, reference_fields(inner), moved) if moved else ()
        if not gone:
            return None
        if not set(gone) <= named or self.game.cite_optional(Role.MOVER_TRACKS):
            # another target, the same object, or (FOW 302.3a) one the item moved that has
            # moved on since: a new object now, which the item no longer follows
            self.cite_also_optional(Role.TARGET_GONE)
            return self.about_skipped(item, [(effect, gone)])
        from judge.errors import Problem, UnsupportedMechanic

        names = ", ".join(self.name(item.targets[k].id) for k in gone)
        raise UnsupportedMechanic(Problem(
            self.scenario.file, 0, 0, "cards", f"{self.item_label(item)}'s {inner.kind} "
            f"instruction names its target {names} after an earlier instruction of it moved "
            "that target (a new object now): judge does not follow a target there; write "
            "`as: <label>` on the instruction that moves it and name it with `{that: <label>}`"))

    def kind_kept_by_policy(self, item: StackItem, indices: Iterable[int]) -> tuple[str, ...]:
        """The game's house policy on what a `set_traits` keeps (VW HP.59), where it decides
        whether one of the item's targets, still the object it chose, is still of the kind its
        filter asks ("target Holy Follower" of a Holy Paladin made a mage in answer): cited with
        the rule that a target no longer legal stops the item, or that one still legal does
        not; never where every option agrees (a Holy Knight made Dark)."""
        if self.game.attribute_set_policy is None:
            return ()
        for i in indices:
            lock, spec = item.targets[i], spec_at(item.target_specs, i)
            obj = self.state.objects.get(lock.id)
            if spec is not None and spec.traits and obj is not None and \
                    obj.incarnation == lock.incarnation and \
                    attribute_set_decides(self.table, obj, spec.traits):
                return (self.table.policy_id(self.game.attribute_set_policy[0]),)
        return ()

    def sacrificed_for_its_cost(self, item: StackItem, illegal: Iterable[int]) -> bool:
        """Whether every one of the item's illegal targets is an object given up for the item's
        own additional cost as it was registered ("Korbankan 1 Follower", VW REG.14.a), which
        could be chosen only because the targets are chosen before the costs are paid."""
        chosen = item.choices.get("sacrifice")
        given = {str(c) for c in ((chosen,) if isinstance(chosen, str)
                                  else chosen if isinstance(chosen, (list, tuple)) else ())}
        return bool(given) and all(item.targets[i].id in given for i in illegal)

    def sacrificed_target_policy(self, item: StackItem, illegal: list[int]) -> tuple[str, ...]:
        """The game's house policy on when targets are chosen (VW HP.30), where it decides that
        an item fails: its target is what was given up for its own cost, chosen as a target
        before that cost was paid (the policy's other option would have refused that target as
        the item was registered, so it would never have been chosen)."""
        after = self.game.targets_after_costs_policy
        # (asked of the policy only where it decided: asking records it as applied)
        if after is None or not self.sacrificed_for_its_cost(item, illegal) or \
                self.table.policy_is(*after):
            return ()
        return (self.table.policy_id(after[0]),)

    def given_for_other_costs(self, item: StackItem, illegal: list[int]) -> Items | None:
        """The items for whose cost every one of the item's illegal targets was given up as
        they were registered ("Korbankan 1 Follower" of another card, VW REG.14.a), each said
        once; None if one of them left play another way."""
        labels = [self.given_for_cost.get((item.targets[i].id, item.targets[i].incarnation))
                  for i in illegal]
        if not labels or any(label is None for label in labels):
            return None
        return Items(dict.fromkeys(label for label in labels if label is not None))

    def lost_players(self, item: StackItem, illegal: list[int]) -> list[str]:
        """The item's illegal targets that are players who have lost (VW IN.1.a)."""
        players = self.state.players
        return [item.targets[i].id for i in illegal
                if item.targets[i].id in players and players[item.targets[i].id].lost]

    def lost_targets_rule(self, item: StackItem, illegal: list[int]) -> tuple[str, ...]:
        """The rule that took a targeted player out of the game (VW IN.1.a), which is why the
        target is illegal: cited beside the game's rule on illegal targets."""
        return self.game.standing_rules if self.lost_players(item, illegal) else ()

    def illegal_said(self, item: StackItem, illegal: list[int]) -> str:
        """Why an item's targets stop it: each left play, said with where it is now ("its target
        Trader Male (trader) has left play (it is in bob's hand)", VW REG.8.b), else they are no
        longer legal (VW REG.8.a): a judge tells the two apart."""
        names = ", ".join(self.name(item.targets[i].id) for i in illegal)
        if len(self.lost_players(item, illegal)) == len(illegal):
            return phrase(Msg("its target {objects} has lost and is no longer in the game",
                              objects=names))
        waiting = {it.id for it in self.state.stack}
        if all(item.targets[i].incarnation == ITEM_TARGET and item.targets[i].id not in waiting
               for i in illegal):
            # a spell or ability it targeted has left the stack (resolved, cancelled): not a
            # target that became illegal where it is
            return phrase(Msg("its target {objects} is no longer {where}", objects=names,
                              where=self.game.words.on_stack_said()))
        places = [self.state.objects.get(item.targets[i].id) for i in illegal]
        if all(self.target_left_stack(item, i) for i in illegal):
            # a card it targeted on the stack (a Dispel's Action, VW REG.12.b), gone from it:
            # where it went, not "no longer legal"
            where = Items([self.place_said(o.zone, o.owner) for o in places if o is not None])
            return phrase(Msg("its target {objects} is no longer {stack} (it is {where})",
                              objects=names, stack=self.game.words.on_stack_said(),
                              where=where))
        left = [o for o in places if o is not None and not self.game.vocab.is_board(o.zone)]
        gone = all(target_gone(self.table, item, i) and item.targets[i].incarnation != ITEM_TARGET
                   and self.chosen_in_play(item, i) for i in illegal)
        if gone and len(left) == len(illegal):
            # each place once ("in alice's graveyard", not that twice for two targets)
            where = Items(dict.fromkeys(self.place_said(o.zone, o.owner) for o in left))
            if self.sacrificed_target_policy(item, illegal):
                # chosen before its own cost gave it up (VW HP.30's default): why a target
                # already doomed as the item was registered could be chosen at all
                return phrase(Msg("its target {objects} has left play (it is {where}): it was "
                                  "given up for its own cost, after being chosen as its target",
                                  plural="its targets {objects} have left play (they are "
                                  "{where}): they were given up for its own cost, after being "
                                  "chosen as its targets", n=len(illegal), objects=names,
                                  where=where))
            given = self.given_for_other_costs(item, illegal)
            if given is not None:
                # sacrificed for another item's cost as that one was registered (VW REG.14.a):
                # why it left play, which a judge says with the failure
                return phrase(Msg("its target {objects} has left play (it is {where}): it was "
                                  "given up for the cost of {items}",
                                  plural="its targets {objects} have left play (they are "
                                  "{where}): they were given up for the cost of {items}",
                                  n=len(illegal), objects=names, where=where, items=given))
            return phrase(Msg("its target {objects} has left play (it is {where})",
                              objects=names, where=where))
        if gone and not left:
            # it left play and came back: a new card, not the one chosen (VW REG.8.b), though
            # it is in play again
            return phrase(Msg("its target {objects} has left play and come back into play: a "
                              "new card, not the one it targeted", objects=names))
        kind = self.no_longer_of_kind(item, illegal)
        if kind is not None:
            # what it no longer is (VW REG.8.a's Holy Follower that became Dark)
            return phrase(Msg("its target {objects} is no longer legal: it is no longer a {kind}",
                              objects=names, kind=kind))
        if len(illegal) > 1:
            # several, for reasons of their own (one left play, one turned Dark): each said
            # with its own, never one "is no longer legal" of them all
            return phrase(Msg("none of its targets is legal any more: {each}",
                              each=Items([self.one_illegal(item, i) for i in illegal])))
        shield = self.shield_said(item, illegal[0])
        if shield is not None:
            # a restriction made in answer ("cannot be targeted by Actions this turn"): which
            return phrase(Msg("its target {objects} is no longer legal: {why}", objects=names,
                              why=shield))
        return phrase(Msg("its target {objects} is no longer legal", objects=names))

    def shield_said(self, item: StackItem, i: int) -> str | None:
        """Why a restriction in force keeps the item's i-th target, still the card it chose and
        still of the kind it asks, from being targeted by it ("Sample Knight cannot be
        targeted by Actions: Sanctuary ..."), or None."""
        lock = item.targets[i]
        obj = self.state.objects.get(lock.id)
        if obj is None or obj.incarnation != lock.incarnation or lock.incarnation == ITEM_TARGET \
                or not self.game.vocab.is_board(obj.zone):
            return None
        refusal = self.table.forbidden("be_targeted", obj=obj, actor=item.controller, via=item)
        return refusal.reason if refusal is not None else None

    def target_left_stack(self, item: StackItem, i: int) -> bool:
        """Whether the item's i-th target is a card it chose on the stack (its target filter
        names the stack zone) that is no longer there, or no longer the card chosen."""
        spec = spec_at(item.target_specs, i)
        obj = self.state.objects.get(item.targets[i].id)
        return spec is not None and spec.zone == self.game.stack_zone and obj is not None and \
            item.targets[i].incarnation != ITEM_TARGET and (
                obj.zone != self.game.stack_zone or obj.incarnation != item.targets[i].incarnation)

    def one_illegal(self, item: StackItem, i: int) -> Msg:
        """Why the item's i-th target is illegal, said of it alone: it left play (where it is),
        it is no longer of the kind asked (what it no longer is), or it is no longer legal."""
        name = self.name(item.targets[i].id)
        obj = self.state.objects.get(item.targets[i].id)
        if obj is not None and self.target_left_stack(item, i):
            return Msg("{object} is no longer {stack} (it is {where})", object=name,
                       stack=self.game.words.on_stack_said(),
                       where=self.place_said(obj.zone, obj.owner))
        if obj is not None and target_gone(self.table, item, i) and \
                item.targets[i].incarnation != ITEM_TARGET and self.chosen_in_play(item, i) and \
                not self.game.vocab.is_board(obj.zone):
            return Msg("{object} has left play (it is {where})", object=name,
                       where=self.place_said(obj.zone, obj.owner))
        kind = self.no_longer_of_kind(item, [i])
        if kind is not None:
            return Msg("{object} is no longer a {kind}", object=name, kind=kind)
        return Msg("{object} is no longer legal", object=name)

    def no_longer_of_kind(self, item: StackItem, illegal: list[int]) -> Msg | str | None:
        """What the item's one illegal target, still the object it targeted and on the board,
        no longer is (its filter in words, "holy follower"), when that is why; None otherwise
        (a restriction, a second target, a filter that reads other targets)."""
        if len(illegal) != 1:
            return None
        i = illegal[0]
        lock = item.targets[i]
        spec = spec_at(item.target_specs, i)
        obj = self.state.objects.get(lock.id)
        if obj is None or spec is None or spec.player or spec.item or \
                obj.incarnation != lock.incarnation or not self.game.vocab.is_board(obj.zone):
            return None
        bound = spec.bound(item.choices)
        if matches(self.state, self.game, obj, bound, item.controller):
            return None
        if bound.controller == "you" and obj.controller != item.controller and matches(
                self.state, self.game, obj, replace(bound, controller=None),
                item.controller):
            # "target Follower you control" taken over: whose it no longer is, not "a your
            # follower" (its "you" is the item's controller)
            return Msg("{what} {player} controls", what=said_filter(
                replace(bound, controller=None)), player=item.controller)
        return said_filter(bound)

    def chosen_in_play(self, item: StackItem, i: int) -> bool:
        """Whether the item's i-th target was chosen in play: its target filter names no other
        zone (a Dispel's Action waits in the register, which is not play: VW REG.12.b)."""
        spec = spec_at(item.target_specs, i)
        return spec is None or spec.zone is None or self.game.vocab.is_board(spec.zone)

    def about_skipped(self, item: StackItem, skipped: list[tuple[Effect, tuple[int, ...]]]
                      ) -> str:
        """Instructions in a row about nothing but targets no longer legal, said with where
        those are now: "its cancel and forbid instructions do not happen: its target Quick Study
        (study) is no longer legal (it is in alice's trash)"."""
        kinds, gone = [], []
        for effect, targets in skipped:
            inner = effect.effect if isinstance(effect, Instruction) else effect
            if isinstance(effect, Instruction) and effect.label is not None:
                item.outcomes[effect.label] = (False, ())  # "if you do" after it: it did not
            kind = self.game.words.instruction(self.game.effect_decls[inner.kind].kind)
            if inner.kind == "copy" and any(self._off_stack(item.targets[i].id) for i in targets):
                self.cite_also_optional(Role.COPY_GONE)  # no copy of what left it (FOW 1017.4)
            if kind not in kinds:
                kinds.append(kind)
            gone += [i for i in targets if i not in gone]
        told = item.extra.get("skips_told", ())
        item.extra["skips_told"] = (*(told if isinstance(told, tuple) else ()), *gone)
        names: list[Msg | str] = []
        objects = self.game.objects
        for i in gone:
            oid = item.targets[i].id
            obj = self.state.objects.get(oid)
            spec = spec_at(item.target_specs, i)
            if spec is not None and obj is not None and obj.incarnation == \
                    item.targets[i].incarnation:
                # the same card, no longer of the kind its filter asks by the game's own
                # reading ("target fire resonator" made water: FOW 209.5a)
                for rule in objects.filter_rules(spec, spec.zone):
                    self.cite_also_rule(rule)
            if self.came_back(item, i):
                # back on the board, fitting the requirements again, but another object (RB
                # 359.3.e.4): where it is now is not why it is illegal
                self.cite_also_optional(Role.TARGET_CAME_BACK)
                names.append(Msg("{object} (it left the board and came back: a new object, "
                                 "not the one chosen)", object=self.name(oid)))
                continue
            shield = self.shield_said(item, i) if self.game.cite_optional(
                Role.TARGET_MADE_UNTARGETABLE) else None
            if shield is not None:
                # made untargetable by it after being chosen (RB 758.1): what forbids it, not
                # where it is, is why
                self.cite_also_optional(Role.TARGET_MADE_UNTARGETABLE)
                names.append(Msg("{object} (since it was chosen: {why})", object=self.name(oid),
                                 why=shield))
                continue
            names.append(Msg("{object} (it is {where})", object=self.name(oid),
                             where=self.place_said(obj.zone, obj.owner))
                         if obj is not None else self.name(oid))
        return phrase(Msg("its {kinds} instruction does not happen: its target {targets} is no "
                          "longer legal", plural="its {kinds} instructions do not happen: its "
                          "target {targets} is no longer legal", n=len(kinds),
                          kinds=Items(kinds), targets=Items(names)))

    def came_back(self, item: StackItem, i: int) -> bool:
        """Whether the item's i-th target left the board and is on it again as a new object,
        where the game has a rule for that (Role.TARGET_CAME_BACK, RB 359.3.e.4)."""
        lock = item.targets[i]
        obj = self.state.objects.get(lock.id)
        return obj is not None and lock.incarnation != ITEM_TARGET and \
            obj.incarnation != lock.incarnation and self.game.vocab.is_board(obj.zone) and \
            self.chosen_in_play(item, i) and bool(self.game.cite_optional(Role.TARGET_CAME_BACK))

    def _off_stack(self, oid: str) -> bool:
        """Whether what a target names is no longer on the stack (a card moved off it, or an
        item that left it)."""
        obj = self.state.objects.get(oid)
        return obj.zone != self.game.stack_zone if obj is not None else \
            all(i.id != oid for i in self.state.stack)

    def item_label(self, item: StackItem) -> str:
        """`Name (id)`; a name judge gave the item (a phrase: `Judgment process of ...`) stays
        a phrase, said in the reader's language wherever the label is."""
        if item.name == item.id:
            return item.id
        return named(item.name, item.id)

    def fizzle(self, item: StackItem, reason: Reason, text: str, citations: tuple[str, ...],
               culprits: tuple[str, ...] = (), by: str | None = None,
               outcome: str = "fizzled") -> None:
        """The item leaves the stack without resolving (`by`, `outcome`: as `Fizzle`'s)."""
        self.remove(item)
        for oid in culprits:
            obj = self.state.objects.get(oid)
            if obj is not None:
                # a target that moved on since: the move that ended the card it targeted
                lock = next((t for t in item.targets if t.id == oid), None)
                node = self.ended_by.get((oid, lock.incarnation), obj.last_change) if (
                    lock is not None and lock.incarnation != obj.incarnation) else obj.last_change
                self.link(node, item.id, Relation.MAKES_ILLEGAL)
        self.card_leaves_stack(item, resolved=False)
        self.fizzled.append(Fizzle(item.id, reason, text, citations, by=by, culprits=culprits,
                                   outcome=outcome))
        self.game.stack.after_fizzle(self.table, item)
        self.step(StepKind.FIZZLE,
                  Msg("{item} does not {resolve}: {why}", item=self.item_label(item),
                      resolve=word(self.game.words.resolve[0]), why=said_of(text)),
                  citations, item=item.id, actor=item.controller, reason=text)

    def cancel_item(self, victim: StackItem, by: StackItem) -> str | None:
        """Cancel `victim`; returns what its card's leaving the stack says, if anything (a
        played copy: it ceases to exist, FOW 1017.6a)."""
        self.remove(victim)
        self.link(by.id, victim.id, Relation.CANCELS)
        self.emit(EventKind.CANCELLED, Msg("{item} cancelled", item=victim.name),
                  obj=copy_event_object(self.table, EventKind.CANCELLED, victim),
                  item=victim.id, cause=by.id)
        left = self.card_leaves_stack(victim, resolved=False)
        word_ = self.game.cancel_words[1]
        by_item = f"{by.name} ({by.id})"
        # the game's word for it as a participle (`cancelled`, `countered`: Rulebook.cancel_words)
        why = phrase(Msg("cancelled by {item}", item=by_item) if word_ == "cancelled" else
                     Msg("countered by {item}", item=by_item) if word_ == "countered" else
                     Msg("{cancelled} by {item}", cancelled=word(word_), item=by_item))
        self.fizzled.append(Fizzle(victim.id, Reason.CANCELLED, why,
                                   (self.game.cite(Role.CANCEL),), by=by.id, outcome=word_))
        self.game.stack.after_fizzle(self.table, victim)
        return left

    def resolve_at_once(self, item: StackItem, citations: tuple[str, ...], *,
                        record: bool = True, verb: str | Msg = "takes effect at once") -> None:
        """A resource ability: no waiting on the stack, no responses. `verb`: how it resolves,
        a game's term (judge/i18n/terms.py lists them) or a message."""
        source = self.state.objects.get(item.source or "")
        if source is not None and self.resolved_at_once_replaced(item, source):
            return
        self.node(item.id, "item", item.name)
        # what it triggers is of the next generation (a triggered one that triggers itself
        # again is a chain the loop check sees: FOW 907.1d)
        previous = self.cause_depth
        self.cause_depth = max(previous, item.depth)
        try:
            phrases = [p for p in self.run_effects(item, item.effect) if p]
            if self.game.at_once_on_stack:  # RB 337.2: a chain item resolving, an event as any
                self.emit(EventKind.RESOLVED, Msg("{item} {resolved}", item=item.name,
                                                  resolved=word(self.game.words.resolved)),
                          obj=item.source, player=item.controller, item=item.id)
        finally:
            self.cause_depth = previous
        if record:
            self.resolved.append(item.id)
        what = "; ".join(phrases) or "nothing happens"
        self.step(StepKind.RESOURCE, Msg("{item} {verb}: {what}", item=self.item_label(item),
                                         verb=verb if isinstance(verb, Msg) else word(verb),
                                         what=joined(phrases) if phrases else
                                         Msg("nothing happens")), citations,
                  item=item.id, actor=item.controller, detail=what)

    def resolved_at_once_replaced(self, item: StackItem, source: GameObject) -> bool:
        """Whether a replacement made something else happen instead of `item` taking effect at
        once (`at_once_replaced`): then it is listed as replaced, neither resolved nor
        cancelled (FoW: it was never on the stack to leave it), or as the game's resolution
        policy reads an item's resolution replaced (RB 337.2, RB HP.12)."""
        found = at_once_replaced(self.table, item, source)
        if found is None:
            return False
        self.fizzled.append(found)
        self.step(StepKind.FIZZLE,
                  Msg("{item} does not {resolve}: {why}", item=self.item_label(item),
                      resolve=word(self.game.words.resolve[0]), why=said_of(found.text)),
                  found.citations, item=item.id, actor=item.controller, reason=found.text)
        return True

    # ----- triggers ----------------------------------------------------------------------------
    def take_pending_triggers(self) -> list[PendingTrigger]:
        pending = list(self.state.pending_triggers)
        self.state.pending_triggers.clear()
        return pending

    def order_by_turn(self, pending: list[PendingTrigger], chosen: bool = False
                      ) -> list[PendingTrigger]:
        """Turn player's first, then the others in turn order; each player's own in the order
        they choose (`ordered_by_choice`), or, `chosen` already, as they are."""
        ids = self.state.player_ids
        start = ids.index(self.state.turn_player)
        rank = {p: (ids.index(p) - start) % len(ids) for p in ids}
        mine = pending if chosen else self.ordered_by_choice(pending)
        return sorted(mine, key=lambda pt: rank.get(pt.controller, 0))

    def ordered_by_choice(self, pending: list[PendingTrigger]) -> list[PendingTrigger]:
        """Each player orders their own triggered abilities that trigger together (FOW 603.2,
        RB 383.3.d): as `decisions: {triggers: {order: [...]}}` names them (`<source>.<ability>`
        or the source's id), by default in the order they triggered; a note says which."""
        counts: dict[str, int] = {}
        for pt in pending:
            counts[pt.controller] = counts.get(pt.controller, 0) + 1
        if all(n < 2 for n in counts.values()):
            return list(pending)
        chosen = self.decision("triggers", "order")
        order = [str(x) for x in chosen] if isinstance(chosen, (tuple, list)) else []
        place = {name: i for i, name in enumerate(order)}

        def rank(pt: PendingTrigger) -> int:
            names = (f"{pt.source}.{slug(pt.ability.name)}", pt.source)
            for name in names:
                if name in place:
                    self.decision("triggers", "order", name)  # this entry mattered
            return min((place[n] for n in names if n in place), default=len(place))

        out = sorted(pending, key=rank)
        for player, n in counts.items():
            kinds = {(pt.source, pt.ability.name) for pt in out if pt.controller == player}
            if n < 2 or len(kinds) < 2:
                continue  # one ability triggered twice: its order cannot matter
            mine = Items([Msg("{object}'s {ability}", object=self.name(pt.source),
                              ability=pt.ability.name) for pt in out if pt.controller == player],
                         commas=True)
            how = Msg("as decided") if order else Msg(
                "by default in the order they triggered; set `decisions: {{triggers: {{order: "
                "[...]}}}}` to choose")
            self.note(phrase(Msg("{player} has {n} triggered abilities at once and orders them: "
                                 "{mine} ({how})", player=player, n=n, mine=mine, how=how)),
                      self.game.cite_optional(Role.TRIGGER_ORDER))
        return out

    def trigger_item(self, pt: PendingTrigger, citations: tuple[str, ...] = (),
                     item_id: str | None = None) -> StackItem | None:
        """Make the stack item of a pending trigger, choosing its targets (from `decisions:` or
        automatically); None if it cannot be put on the stack (no legal target, declined).
        `item_id`: the id it was given as it triggered, where it chooses its targets only later
        (a game that waits for a new stack: VW HP.48)."""
        ability = pt.ability
        linked = item_id is not None  # linked to its event as it triggered
        if item_id is None:
            item_id = self.state.new_id(f"{pt.source}.{slug(ability.name)}")
        self.decision(item_id)  # it came up: a decision may name it
        source_name = self.name(pt.source)
        if pt.limit_key is not None:  # "once each turn": still a use left? (RB 383.3.e.1)
            from judge.engine.limited import declined_rules, finalizing, spent_rules

            if not finalizing(self.table, pt, item_id):
                return None
        if ability.optional and isinstance(self.decision(item_id, "decline"), tuple):
            self.bad_decision((item_id, "decline"), "each time a triggered ability triggers "
                              "is an item of its own, with its own id: decline it with "
                              "`decline: true` under that id (a list of times is for a card "
                              "in a hidden zone, named by its own id)")
        if ability.optional and self.decision(item_id, "decline"):
            self.step(StepKind.TRIGGER, Msg("{source_name}'s {name} triggered; "
                                                   "{controller} declines it",
                                                   source_name=source_name,
                                                   name=ability.name, controller=pt.controller),
                      (*citations, *(
                          self.game.cite_optional(Role.TRIGGER_DECLINED) or
                          (self.game.cite(Role.TRIGGER),)),
                       *(declined_rules(self.table, pt) if pt.limit_key else ()),
                       *(spent_rules(self.table, pt) if pt.limit_key else ())),
                      actor=pt.controller)
            return None
        if ability.optional and self.decision(item_id, "decline") is None:
            self.mays_by_default.append(pt.controller)  # "you may" play it: judge took it
        wanted = self.decision(item_id, "choices", "mode") if ability.modes else None
        if wanted is not None and mode_named(ability.modes, wanted) is None:
            names = ", ".join(m.name for m in ability.modes)
            self.bad_decision((item_id, "choices", "mode"), f"{ability.name} has no mode "
                              f"{wanted!r} (its modes: {names})")
        passed_over = None  # the first mode, where it could not be chosen
        if wanted is not None and (can := self.mode_with_targets(pt, item_id)) is not None \
                and not self.mode_has_targets(pt, item_id, str(wanted)):
            # a mode is chosen with its targets (VW REG.14.b): one with none to choose cannot
            # be, where another could
            self.bad_decision((item_id, "choices", "mode"), f"{ability.name}'s mode {wanted!r} "
                              f"has no legal target now (its mode {can!r} could be chosen)")
        if wanted is None and ability.modes:
            wanted = self.mode_with_targets(pt, item_id)
            if wanted is not None and wanted != ability.modes[0].name:
                passed_over = ability.modes[0].name
        specs, effects, mode = self.mode_of(ability, None if wanted is None else {"mode": wanted})
        # the names its card's costs made as it was played, kept by its object (VW REG.14.a)
        named = named_for(self.table, self.state.objects[pt.source], ability) \
            if pt.source in self.state.objects else {}
        if named:
            specs = tuple(s.bound(named) for s in specs)
        chosen = self.decision(item_id, "targets") if specs else None
        targets: list[str] = []
        only = True  # judge chose no target among others: each was the only legal one
        missing = None  # the target it has none for, where it goes on the stack all the same
        if chosen is not None:
            assert isinstance(chosen, tuple)
            targets = [str(t) for t in chosen]
            if not fits(specs, len(targets)):
                self.bad_decision((item_id, "targets"), f"{ability.name} has "
                                  f"{how_many(specs)}; {len(targets)} given")
            group = group_of(specs)
            if group is not None and (why := over_limit(
                    self.table, targets[len(specs) - 1:], group)) is not None:
                self.bad_decision((item_id, "targets"), f"the group does not meet its limit "
                                  f"({specs[-1].describe()}): {why}")
            probe = StackItem(id=item_id, kind="ability", controller=pt.controller,
                              name=ability.name, source=pt.source,
                              targets=tuple(self.lock(t, spec_at(specs, i)) for i, t in
                                            enumerate(targets[:len(specs) - 1])))
            self.check_decided_targets(item_id, specs, targets, pt.controller, probe)
            if group is not None and isinstance(group.up_to, Quantity):
                most = amount(self.table, probe, group.up_to)
                if len(targets) - (len(specs) - 1) > most:
                    self.bad_decision((item_id, "targets"), f"it may choose at most {most} for "
                                      f"{specs[-1].describe()}")
        else:
            waits = self.game.words.on_stack_said()  # an item target: `in the register`
            for spec in specs:
                if spec.group is not None:
                    only = False  # judge chooses none, where it could choose some
                    continue  # "any number": judge chooses none for it
                spec = spec.given(tuple(targets))  # "there": the targets chosen before it
                probe = StackItem(id=item_id, kind="ability", controller=pt.controller,
                                  name=ability.name, source=pt.source)
                options = self.leading_on(specs, [
                    c for c in self.candidates(spec, pt.controller, exclude=None, item=probe)
                    if c not in targets], targets, pt.controller, item=probe)
                if spec.player and self.game.player_shields:
                    for p in self.state.players:  # kept off by their keyword: its rule says why
                        if p not in options and self.forbids_targeting_player(
                                p, pt.controller, probe):
                            self.cite_player_shield(p, pt.controller, probe)
                unremoved = self.game.trigger_no_target_policy
                if not options and unremoved is not None and self.table.policy_is(*unremoved):
                    missing = said_filter(spec, where=waits)  # it goes there and fails
                    break
                if not options:
                    if not linked:
                        self.link(pt.event_node, item_id, Relation.TRIGGERS)
                    self.node(item_id, "item", ability.name)
                    # one that triggered earlier and waited: it finds none only now (VW HP.48)
                    none = Msg("{source}'s {ability} has no legal target for {spec} as it would "
                               "go {where}: it is removed", source=source_name,
                               ability=ability.name, spec=said_filter(spec, where=waits),
                               where=self.game.words.onto_stack_said(new=True)) if linked else \
                        Msg("{source}'s {ability} triggered but has no legal target for {spec}: "
                            "it is removed", source=source_name, ability=ability.name,
                            spec=said_filter(spec, where=waits))
                    from judge.engine.limited import spent_rules

                    self.step(StepKind.TRIGGER, none,
                              (*citations, *(self.game.cite_optional(Role.TRIGGER_NO_TARGET) or
                                             (self.game.cite(Role.TARGETS),)),
                               *spent_rules(self.table, pt)),
                              actor=pt.controller)
                    return None
                only = only and len(options) == 1  # no choice: the only legal target
                targets.append(options[0])
        item = StackItem(
            id=item_id, kind="ability", controller=pt.controller, name=ability.name,
            source=pt.source, effect=effects, target_specs=specs,
            targets=tuple(self.lock(t, spec_at(specs, i)) for i, t in enumerate(targets)),
            choices=({**named, "mode": mode} if mode else named), ability=ability,
            keywords=ability.keywords, depth=pt.depth, caused_by=pt.event_node,
            trigger_object=pt.event_object, trigger_zones=pt.event_zones,
            resource=ability.kind == "resource",
        )
        item.extra["auto_targets"] = chosen is None and bool(targets) and not only
        item.extra["only_targets"] = chosen is None and bool(targets) and only
        if passed_over is not None:
            item.extra["mode_passed_over"] = passed_over
        if missing is not None:
            item.extra["no_target"] = missing
        item.resource = self.game.stack.is_resource(item)
        source_seen(self.state, item)
        source = self.state.objects.get(pt.source)
        if source is not None and pt.source_moved_since(source):  # gone before it was played
            item.extra["source_incarnation"] = pt.source_incarnation
        return item

    def mode_with_targets(self, pt: PendingTrigger, item_id: str) -> str | None:
        """The mode chosen automatically as a modal trigger goes on the stack: the first whose
        targets can all be chosen now, since a mode is chosen with its targets (VW REG.14.b,
        FOW 903.4b, RB 355.5): a first mode with no legal target does not remove a trigger whose
        other mode needs none. None: no mode can be (the first is then tried, and fails)."""
        for m in pt.ability.modes:
            if self.mode_has_targets(pt, item_id, m.name):
                return m.name
        return None

    def mode_has_targets(self, pt: PendingTrigger, item_id: str, name: str) -> bool:
        """Whether each target of a modal trigger's mode `name` has a legal choice now."""
        mode = mode_named(pt.ability.modes, name)
        probe = StackItem(id=item_id, kind="ability", controller=pt.controller,
                          name=pt.ability.name, source=pt.source)
        return mode is not None and all(
            spec.group is not None or self.candidates(spec, pt.controller, item=probe)
            for spec in mode.targets)

    def check_decided_targets(self, item_id: str, specs: tuple[Filter, ...],
                              targets: list[str], controller: str, probe: StackItem) -> None:
        """A triggered ability's targets named in `decisions:` must be legal as it goes on the
        stack, as a played card's are (RB 355.5, FOW 903.4b): one that is not is a decision
        that cannot be followed (exit 2), never a target found illegal on resolution."""
        for i, tid in enumerate(targets):
            spec = spec_given(specs, i, targets)
            if spec is not None and tid not in self.candidates(spec, controller, item=probe):
                why = ""
                if tid in self.state.players and self.game.player_shields:
                    from judge.engine.restrictions import forbidding_player, player_shield

                    r = forbidding_player(self.table, tid, controller, probe)
                    shield = player_shield(self.table, r.by) if r is not None else None
                    why = f" (they have [{shield.keyword.capitalize()}], " \
                        f"{', '.join(shield.rules)})" if shield is not None else ""
                self.bad_decision((item_id, "targets"), f"{tid!r} is not a legal target for "
                                  f"{spec.describe()}{why}")

    def mode_of(self, source: AbilityDef | CardDef, choices: object
                ) -> tuple[tuple[Filter, ...], tuple[Effect, ...], str | None]:
        """The chosen mode of something already on (or going on) the stack without a player's
        action: as `choices` names it, else its first mode."""
        if not source.modes:
            return source.targets, source.effect, None
        wanted = choices.get("mode") if isinstance(choices, dict) else None
        m = mode_named(source.modes, wanted) or source.modes[0]
        return m.targets, m.effect, m.name

    def put_trigger(self, pt: PendingTrigger, citations: tuple[str, ...] = ()
                    ) -> StackItem | None:
        """Put a pending trigger on top of the stack (the default placement)."""
        item = self.trigger_item(pt, citations)
        if item is None:
            return None
        self.push(item)
        self.announce_trigger(item, pt, None, citations)
        return item

    def announce_trigger(self, item: StackItem, pt: PendingTrigger, where: Msg | None,
                         citations: tuple[str, ...]) -> None:
        """The trigger's step: where it went (`where`: None for the stack, else what the game
        does with it, as a message), its targets, a cost paid and the conditions it met. An item
        given its id as it triggered (`trigger_item`'s `item_id`) was linked to its event then."""
        if "triggered_at" not in item.extra:
            self.link(pt.event_node, item.id, Relation.TRIGGERS)
        rest: list[Msg] = []
        mode = item.choices.get("mode")
        modes: tuple[str, ...] = ()
        if isinstance(mode, str):  # chosen as it triggered, like a played card's (VW REG.14.b)
            rest.append(Msg(" with {mode}", mode=self.game.words.mode_said(mode)))
            first = item.extra.get("mode_passed_over")
            if isinstance(first, str):  # chosen by judge: the first could not be
                rest.append(Msg(" (chosen automatically: {first} has no legal target; set "
                                "`decisions:` to choose)", first=first))
            modes = self.game.cite_optional(Role.MODES)
        if item.targets:
            names = Items([self.name(t.id) for t in item.targets], commas=True)
            rest.append(Msg(" targeting {targets} (chosen automatically; set `decisions:` to "
                            "choose)", targets=names) if item.extra.get("auto_targets") else
                        Msg(" targeting {targets} (the only legal target)", plural=" targeting "
                            "{targets} (the only legal targets)", n=len(item.targets),
                            targets=names) if item.extra.get("only_targets") else
                        Msg(" targeting {targets}", targets=names))
        missing = item.extra.get("no_target")
        if isinstance(missing, (str, Msg)):  # on the stack all the same (registers_without_target)
            rest.append(Msg(" with no legal target for {spec}", spec=missing))
            checked = self.game.cite_optional(Role.TRIGGER_NO_TARGET)
        else:
            checked = ()
        paid = item.extra.get("paid")
        if isinstance(paid, dict) and item.outcomes.get("cost"):
            rest.append(Msg(", its cost paid ({paid})", paid=amounts(
                ((r, n) for r, n in paid.items()), self.game.words.resources)) if paid else
                Msg(", its cost paid (no resources)"))
        when = pt.ability.when
        # RB 383.2.a.1: its "if" held as it triggered, once
        if when is not None and when.condition is not None:
            from judge.engine.conditions import condition_rules, said

            rest.append(Msg(" (its condition held as it triggered: {condition})",
                            condition=said_of(said(when.condition))))
            checked = (*checked, *self.game.cite_optional(Role.TRIGGER_CONDITION),
                       *condition_rules(when.condition))
        if pt.ability.condition is not None:
            from judge.engine.conditions import met_rules, said

            rest.append(Msg(" (it works only while {condition}, which held)",
                            condition=said_of(said(pt.ability.condition))))
            checked = (*checked, *self.game.cite_optional(Role.ABILITY_CONDITION),
                       *met_rules(pt.ability.condition, ability=True))
        if pt.limit_key is not None:  # "once each turn": a use spent (RB 383.3.e.1)
            from judge.engine.limited import performed

            checked = (*checked, *performed(self.table, pt))
        self.step(StepKind.TRIGGER, self.trigger_said(item, pt, where, rest),
                  (*citations, self.game.cite(Role.TRIGGER), *modes, *pt.rules, *checked,
                   *pt.order_rules),
                  item=item.id, actor=item.controller)

    def trigger_said(self, item: StackItem, pt: PendingTrigger, where: Msg | None,
                     rest: list[Msg]) -> Msg:
        """The trigger step's summary as a message."""
        source = self.name(pt.source)
        if where is not None and item.extra.get("triggered_at"):  # it triggered at a step before
            head = Msg("{source}'s {ability} is {where} as {item}", source=source,
                       ability=item.name, where=where, item=item.id)
        elif where is None:  # the stack (put_trigger): onto the chase, into the register
            head = Msg("{source}'s {ability} triggers and is put {where} as {item}",
                       source=source, ability=item.name, where=self.game.words.onto_stack_said(),
                       item=item.id)
        else:
            head = Msg("{source}'s {ability} triggers and is {where} as {item}",
                       source=source, ability=item.name, where=where, item=item.id)
        for part in rest:
            head = Msg("{what}{note}", what=head, note=part)
        return head

    # ----- loops -------------------------------------------------------------------------------
    def check_loop(self, item: StackItem) -> None:
        """Mandatory triggers that repeat forever: once a chain of triggers is deep, a repeated
        game state proves a loop; an absurdly deep chain is ruled a runaway loop.

        The state is hashed once per trigger generation (the first item of each generation to
        resolve), and only its hash is kept: the cost is one pass over the objects per
        generation, the stack's part is kept up to date as it changes (stack_hash), and the
        memory is one number per generation. (Two different states share a 64-bit hash with a
        chance of about 1 in 10^11 over the generations a resolution may have.)"""
        if item.depth >= self.limits.trigger_depth:
            self.rule_loop(f"a chain of {item.depth} triggered abilities, each caused by the "
                           "last, never ends")
        if item.depth == self._loop_generation:
            return
        self._loop_generation = item.depth
        fp = self.fingerprint(item)
        seen, mays = self._fingerprints.get(fp, (None, 0))
        if seen is not None and len(self.mays_by_default) > mays:
            self.stoppable_loop(seen, self.mays_by_default[mays:])
        if seen is not None:
            self.rule_loop(phrase(Msg("the game state at step {step} repeats the state at step "
                                      "{seen}, with only mandatory triggered abilities and passes "
                                      "in between: as long as the players keep passing, it "
                                      "repeats forever", step=len(self.trace.steps) + 1,
                                      seen=seen)))
        self._fingerprints[fp] = (len(self.trace.steps) + 1, len(self.mays_by_default))

    def fingerprint(self, item: StackItem) -> int:
        objs = hash(tuple((o.id, o.zone, o.controller, o.damage, o.exhausted,
                           tuple(sorted(o.counters.items())) if o.counters else (),
                           len(o.modifiers)) for o in self.state.objects.values()))
        players = tuple((p.id, tuple(sorted(p.resources.items())))
                        for p in self.state.players.values())
        return hash((item.name, item.source, objs, players, len(self.state.stack),
                     self.stack_hash()))

    def stack_hash(self) -> int:
        """A hash of the stack's items (name, source, controller, in order), kept up to date:
        the stack changes at its top, so only the items above the part unchanged since the last
        call are hashed again (items never change in place; the comparison is by identity)."""
        stack, hashed, hashes = self.state.stack, self._hashed_stack, self._stack_hashes
        keep = min(len(stack), len(hashed))
        if stack[:keep] != hashed[:keep]:  # a change below the top: find where it begins
            low, high = 0, keep
            while low < high:
                mid = (low + high + 1) // 2
                if stack[:mid] == hashed[:mid]:
                    low = mid
                else:
                    high = mid - 1
            keep = low
        del hashed[keep:], hashes[keep:]
        running = hashes[-1] if hashes else 0
        for it in stack[keep:]:
            running = hash((running, it.name, it.source, it.controller))
            hashed.append(it)
            hashes.append(running)
        return running

    def stoppable_loop(self, seen: int, players: list[str]) -> NoReturn:
        """The game state repeats the one at step `seen`, but a "you may" instruction was taken
        on the way with no decision of the file (judge's default): its player can stop the
        loop, so it is no loop of mandatory actions that decides the game (FOW 1301.1a: the
        player who can stop it says how many times it runs). How many times is theirs to say:
        an honest "cannot rule" (exit 3) asking the file for the decision, never a draw."""
        from judge.engine.lost import cannot_rule

        who = ", ".join(dict.fromkeys(players))
        cannot_rule(self.table, f"a loop (the game state repeats the one at step {seen}) that "
                                f"goes on only because {who} takes a \"you may\" instruction "
                                "each time: that player can stop it, and how many times it runs "
                                "is theirs to say; decline the instruction in `decisions:` "
                                "(`choices: {<label>: false}` on the item) where it stops",
                    key="loop", choice=True)

    def rule_loop(self, why: str) -> NoReturn:
        outcome, citations = self.game.stack.on_loop(self.table)
        self.trace.findings.append(Finding("loop", why, citations))
        self.step(StepKind.LOOP, Msg("Loop: {why}. {outcome}",
                                            why=said_of(why), outcome=said_of(outcome)), citations)
        raise Stop("loop")


def source_seen(state: GameState, item: StackItem) -> None:
    """An ability remembers the object its source was when it went on the stack: if the source
    changes zones before the ability resolves, it is a new object (FOW 302.3, RB 124), which
    the ability's "this card" no longer names (engine/refs.py)."""
    obj = state.objects.get(item.source or "")
    if obj is not None:
        item.extra["source_incarnation"] = obj.incarnation


def _references(effect: Effect) -> tuple[list[Ref], tuple[int, ...]]:
    """The references an effect's own arguments make (conditions.reference_fields) and the
    item's targets they name by `$n` (refs.target_indices). Both depend on the frozen record
    alone, and a card's effects are the same records at every resolution (10,000 in a long
    register): remembered by the record's identity, kept with the record so that a reused id
    is never mistaken for it (as conditions.what_it_reads). The list is shared: read, never
    changed."""
    return kept_by_identity(_REFERENCES, effect, _references_of, EFFECTS_KEPT)


def _references_of(effect: Effect) -> tuple[list[Ref], tuple[int, ...]]:
    names = reference_fields(effect)
    return names, target_indices(names)


_REFERENCES: dict[int, tuple[Effect, tuple[list[Ref], tuple[int, ...]]]] = {}


def _nothing_happens(t: StackOps, item: StackItem) -> Msg:
    """What a resolution that did nothing says: why, where its "you" named no player (RB
    190.6.d, refs.nobodys: an object nobody controls), else only that nothing happens."""
    nobody = item.extra.get("you_is_nobody")
    if isinstance(nobody, str):
        return Msg("nothing happens: nobody controls {object}, so its \"you\" is no player",
                   object=t.name(nobody))
    from judge.model.effects import Each

    # Every instruction over a group read by a value named as it was played ("your followers
    # of the chosen job", VW REG.14.a): the group, empty as it resolves, and the value named
    # (an instruction with a condition that held, "Jika demikian", VW REG.14.a, over its group:
    # one whose condition failed, or a "you may" declined, says so itself)
    effects = [e.effect if isinstance(e, Instruction) else e for e in item.effect]
    groups = [target.filter for e in effects
              if isinstance(target := getattr(e, "target", None), Each)]
    if groups and len(groups) == len(item.effect) and groups[0].chosen:
        named = [f"{name} {item.choices[name]}" for name in groups[0].chosen
                 if name in item.choices]
        if named and len(named) == len(groups[0].chosen) and groups[0].controller == "you":
            # said with the value named ("alice controls no knight follower now"): the reach
            # is read as it results, so what it missed is a card no longer of that job
            return Msg("nothing happens: {player} controls no {what} now ({named} named as "
                       "it was played)", player=item.controller,
                       what=said_filter(replace(groups[0].bound(item.choices),
                                                controller=None)),
                       named=", ".join(named))
        if named:
            return Msg("nothing happens: there are none of {what} now ({named} named as it "
                       "was played)", what=said_filter(groups[0], plural=True),
                       named=", ".join(named))
    target = getattr(effects[0], "target", None) if len(effects) == 1 else None
    if isinstance(target, Each) and not target.filter.chosen and not refs(t.table, item, target):
        # one instruction over a group found empty as it resolves ("each other Follower you
        # control gets +1 ATK" with none): the group, as the named one above
        return Msg("nothing happens: there are none of {what} now",
                   what=said_filter(groups[0], plural=True))
    return Msg("nothing happens")


def _undone(item: StackItem) -> tuple[str, ...]:
    """The kinds of the instructions of `item` that could not be carried out at all so far."""
    found = item.extra.get("undone", ())
    if not found:  # the usual item: everything it said was done
        return ()
    return tuple(str(k) for k in found) if isinstance(found, tuple) else ()
