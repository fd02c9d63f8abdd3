"""Board operations every game shares: moving objects between zones, damage and prevention,
destruction, drawing, turn bookkeeping. Each announces its events; none decides timing."""

from __future__ import annotations

from judge.engine.core import Core, copied
from judge.engine.events import Event, EventKind
from judge.engine.lost import LOST_FROM, keep_losses
from judge.engine.reasons import Fizzle, Reason
from judge.engine.roles import Role
from judge.engine.trace import Relation, StepKind
from judge.model.args import Arg
from judge.model.cards import CardDef
from judge.model.state import DAMAGED_THIS_TURN, GameObject, Shield, StackItem
from judge.msg import Items, Msg, phrase, said_of, word

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.declare import MovedInstead

#: A card item's note: its card was moved off the stack and, by the game's house policy, enters
#: the board from where it went as the item resolves (StackRules.card_moved_policies, VW HP.21).
ENTERS_FROM_AWAY = "enters_from_away"
#: A card item's note: another instruction moved its card off the stack as the item resolved
#: (BoardOps.off_stack_as_it_resolves), not its own instructions.
MOVED_AS_IT_RESOLVED = "moved_as_it_resolved"
DAMAGE_COUNT_KEYS = {
    DAMAGED_THIS_TURN: Arg("int", minimum=0, doc="how many times damage was dealt to this "
                           "player (or would have been, whatever replaced it) earlier this turn, "
                           "before the file's moment (default 0): \"the first damage dealt to "
                           "you this turn\" counts from it"),
}


class BoardOps(Core):
    board: dict[str, None]  # ids of objects on the board, in the order they arrived

    # ----- zones -------------------------------------------------------------------------------
    def off_stack(self, obj: GameObject, zone: str, cause: str | None = None) -> str:
        """An instruction moves a card off the stack while its item is still there (its own
        resolution moves it only once the item has left: `card_leaves_stack`). A replacement
        its play made applies to that move (RB 829.1.b.1: played with Flow, it is banished
        instead: the game's `played_with` declarations), and where the game declares that the
        card is the item (RB 328-329: `StackRules.item_is_its_card`) the item leaves with it, so
        it never resolves. Where the card goes."""
        item = next((i for i in self.state.stack if i.kind == "card" and i.source == obj.id),
                    None)
        if item is None:
            return self.off_stack_as_it_resolves(obj, zone, cause)
        if self.game.stack.card_moved_policies and cause is not None and cause != item.id:
            ruling = self.game.stack.card_moved_off(self.table, item, obj)
            if ruling is None:
                self._moved_off_unmodelled(obj)
            else:
                self._moved_off_ruled(item, cause, *ruling)
        zone = self.leaves_as_played(item, obj, zone)
        if self.game.stack.item_is_its_card:
            for rule in self.game.stack.item_is_its_card:
                self.cite_also_rule(rule)  # nothing of it is left there to resolve
            self.state.stack.remove(item)
            item.extra["moved_off"] = True
            self.changed()
        return zone

    def off_stack_as_it_resolves(self, obj: GameObject, zone: str, cause: str | None) -> str:
        """Another instruction (a replacement's `instead`, say) moves the card of the item now
        resolving off the stack: the card is still there as its item resolves, and only a move
        by its own instructions escapes the replacement its play made (RB 829.1.b.1: "for any
        reason other than its own instructions"), so that replacement applies to this move as
        to any other, and its item says so as it leaves (stackops.left_stack_already)."""
        item = next((i for i in reversed(self.resolving_cards) if i.source == obj.id), None)
        if item is None or cause is None or cause == item.id:
            return zone  # not a resolving card's, or its own instructions moved it
        item.extra[MOVED_AS_IT_RESOLVED] = True
        return self.leaves_as_played(item, obj, zone)

    def leaves_as_played(self, item: StackItem, obj: GameObject, zone: str) -> str:
        """Where the card of `item` goes as it leaves the stack for `zone`, with the replacement
        a way of playing it makes (the game's `played_with` declarations: RB 829.1.b.1, played
        with Flow it is banished instead) applied and said."""
        for option in self.game.played_with:
            if option.leaves_to is not None and item.extra.get(option.note):
                for rule in option.rules:
                    self.cite_also_rule(rule)
                self.step(StepKind.REPLACE, Msg(
                    "{object} would go to {zone} as it leaves the {stack}: it goes to {other} "
                    "instead, as it was played with {option}", object=self.name(obj.id),
                    zone=self.into_said(zone, obj.owner), stack=word(self.game.stack_word),
                    other=self.into_said(option.leaves_to, obj.owner), option=option.note),
                    option.rules)
                return option.leaves_to
        return zone

    def card_off_stack_matters(self) -> bool:
        """Whether the game declares anything `off_stack` does: a way of playing whose card goes
        elsewhere as it leaves, or that a card is its item. Why ask first: finding the card's
        item looks through the whole stack, and every card that resolves moves off it, so a
        register of 10,000 items looked through it 10,000 times (a Vandaria Wars register then
        ran out of its time budget: issue 12; see also `move`'s `item_left`)."""
        game = self.game
        return bool(game.stack.item_is_its_card or game.stack.card_moved_policies) or any(
            option.leaves_to is not None for option in game.played_with)

    def move(self, obj: GameObject, zone: str, *, cause: str | None = None,
             position: str = "top", how: str = "", item_left: bool = False,
             by: str | None = None, into: str | None = None) -> None:
        """Move an object to `zone`. Leaving or entering the board, or any change between other
        zones, makes it a new object (targets on it become illegal, damage, modifiers, counters
        and attachment go; it is face up unless `zone` is one of the game's face-down zones: a
        hidden card shows once it moves on).
        `how` names the kind of move where the rules tell them apart (its events carry it).
        `item_left`: the card's own item has already left the stack (stackops.card_leaves_stack),
        so no item there is the card's and `off_stack` need not look through the stack for it.
        `by`: the player who performs a move on the board, where it is not the object's
        controller (an effect moving an enemy unit: RB 411.4), the player of its event.
        `into`: the player whose zone it goes into, where the effect spells out a zone of a player
        who does not own it (FOW 302.6a-302.6b); it goes into its owner's zone if it goes
        elsewhere (a zone of no player, or moved instead)."""
        # (the game and the state read once: a long register moves 10,000 cards off it)
        game, state = self.game, self.state
        vocab, stack_zone = game.vocab, game.stack_zone
        old, asked = obj.zone, zone
        held_from = obj.held_by  # whose hand it leaves (a discard is that player's)
        if (state.restrictions or self.static_sources) and self.kept_out(obj, zone):
            return  # a prohibition beats the instruction (FOW 104.4): it is not moved
        if (old, zone) == game.discard_move and how != "cost" and \
                (state.replacements or self.static_sources):
            from judge.engine.replacements import replaced

            if replaced(self.table, "discarded", obj, cause=cause, anywhere=True):
                return  # not discarded: what replaced it happened instead (FOW 910.1)
        if old == stack_zone and zone != old and \
                (state.stack or self.resolving_cards) and \
                not item_left and self.card_off_stack_matters():
            zone = self.off_stack(obj, zone, cause)
        if old != zone and (state.replacements or self.static_sources):  # self.replacing()
            from judge.engine.replacements import replace_move

            zone = replace_move(self.table, obj, zone, cause)
            if obj.zone != old:
                return  # the game's own rules moved it as the replacement sent it (replaced_move)
            if game.replaced_readings and vocab.is_board(zone) and not vocab.is_board(old):
                from judge.engine.unplayed import entering_replaced

                # its entering replaced: where it is instead (Rulebook.replaced_readings)
                zone = entering_replaced(self.table, obj, zone, stack_zone) or zone
        sent = zone
        if game.moved_instead and old != zone:
            zone = self.moved_instead(obj, zone)
        was_board, now_board = vocab.is_board(old), vocab.is_board(zone)
        held_by = into if into not in (None, obj.owner) and zone == asked and not now_board \
            and zone != stack_zone else None
        if old == zone and obj.held_by == held_by:
            return  # (a hand to another player's hand is a move: FOW 302.6a)
        self._unorder(obj)
        obj.zone = zone
        obj.held_by = held_by
        if (obj.holder, zone) in state.ordered or zone in vocab.ordered_zones:
            pile = state.ordered.setdefault((obj.holder, zone), [])
            if position == "bottom":
                pile.append(obj.id)
            else:
                pile.insert(0, obj.id)
        on_board_as = obj.card  # what it was on the board, before it is a new object
        was_incarnation = obj.incarnation
        if was_board and not now_board and (self.gives_abilities or obj.left_with):
            from judge.engine.granted import granted

            obj.left_with = granted(obj)  # looked back at as it leaves (engine/granted.py)
        if was_board and now_board and old != zone and game.board_moves_leave_effects:
            self._effects_left_behind(obj)
        if not (was_board and now_board):
            if was_board:
                self.keep_last_known(obj)
                self.keep_as_it_left(obj, old)
            if obj.modifiers or self.fixed_on(obj) or any(
                    obj.extra.get(k) for k in game.objects.statuses_lost):  # stay with the old
                self.cite_also_optional(Role.EFFECTS_LEFT_BEHIND)
            obj.incarnation += 1
            obj.moved_in = self.game_action
            if was_board or not now_board:  # engine/named.py: a new object names nothing
                obj.named, obj.named_for = {}, None  # (set just before a played card enters)
            obj.remove_damage()
            obj.modifiers.clear()
            if obj.card.get(LOST_FROM) is not None:  # a new object: a loss stays with the old
                if was_board:
                    self._lost_leaving_triggers(obj)
                keep_losses(self.table, obj)
            kept = game.counters_kept_within
            if old not in kept or zone not in kept:
                if was_board and not now_board and obj.counters:
                    self.cite_also_optional(Role.COUNTERS_LEFT_BEHIND)
                obj.counters.clear()
            obj.attached_to = None
            obj.face_down = vocab.is_face_down(zone)
            if not now_board:
                obj.exhausted = False  # off the board a card has no field state (FOW 302.3)
            was_card = obj.card
            game.objects.reset_object(obj)
            if obj.card is not was_card:  # the card it is again (Rulebook.printed_again: FOW
                self.watch(obj)  # 1302.3e-1, a hope side): its triggers wait from now on
            if was_board and obj.card is not on_board_as:
                self.look_back_at_copy(obj, on_board_as)
        if now_board:
            self.board[obj.id] = None
            if not was_board:
                obj.since = self.tick()  # its static abilities' timestamp (RB 480.2)
            if old != zone:  # one event's arrivals share it (FOW 1205.8: there together)
                obj.arrived = (len(self.trace.steps), self.game_action)
        else:
            self.board.pop(obj.id, None)
        if was_board and not now_board and obj.id in self.static_sources and any(
                a.kind == "static" for a in obj.card.abilities):
            # its static abilities stop applying: by the rule for its kind of card, where the
            # game has one (FOW 902.1a), else by the general one
            rule = next((r for kind, r in game.static_zone_rules.items()
                         if obj.card.is_type(kind)), None)
            if rule is not None:
                self.cite_also_rule(rule)
            else:
                self.cite_also_optional(Role.STATIC_ZONE)
            self.left_statics[obj.id] = self.game_action
        if now_board and old != zone and game.holder_controls_in:
            self._under_its_holder(obj, zone)
        if was_board and not now_board:
            ev = self.emit(EventKind.LEFT, self.move_label(obj, old, zone), obj=obj.id,
                           player=obj.controller, zone_from=old, zone_to=zone, cause=cause,
                           how=how, credit=self.kill_credit_of(cause) if how == "cost" else None)
            obj.last_change = ev.node
            was_there = obj.left_board_as
            if was_there is not None and any(  # it sees what leaves with it (FOW 906.7b)
                    a.kind == "triggered" and a.when is not None
                    and a.when.event in ("left", "destroyed") for a in was_there.card.abilities):
                self.left_watchers[obj.id] = self.game_action
            if obj.token:  # FOW 1017.2a: it moves there, then ceases to exist
                self.cease(obj)
            if any(c.source == obj.id for c in state.control_changes):
                self.end_control_lasting_while(obj)
        elif now_board and not was_board:
            rules = game.objects
            if rules.as_enters_rules is not None and obj.card.extra and (
                    not rules.entered_zones or zone in rules.entered_zones):
                from judge.engine.entering import as_it_enters, has_entering_text

                if has_entering_text(obj):  # FOW 702.3b-c: before the event that it entered
                    as_it_enters(self.table, obj, cause)
            ev = self.emit(EventKind.ENTERED, self.move_label(obj, old, zone), obj=obj.id,
                           player=obj.controller, zone_from=old, zone_to=zone, cause=cause,
                           how=how)
            obj.last_change = ev.node
            if game.entered_together_rules:
                self.entered_together(obj, ev)
        elif was_board and now_board:
            ev = self.emit(EventKind.MOVED, self.move_label(obj, old, zone), obj=obj.id,
                           player=by or obj.controller, zone_from=old, zone_to=zone, cause=cause,
                           how=how)
            obj.last_change = ev.node
            if obj.token and game.tokens_cease_between_board_zones and old != zone:
                self.cease(obj)  # FOW 1303.3a: it moves there, then ceases to exist
            if any(c.source == obj.id for c in state.control_changes):
                from judge.engine.control import stays_in

                if stays_in(self.table, old) and not stays_in(self.table, zone):
                    # the same object, out of the zone its "as long as" names (FOW 909.4a,
                    # 1010.1: a J-ruler leaves the field for its ruler area)
                    self.end_control_lasting_while(obj)
        else:
            obj.last_change = cause
            if (old, asked) == game.discard_move and how != "cost":
                from judge.engine.effects import announce_discard

                announce_discard(self.table, obj, obj.owner if held_from is None else held_from,
                                 cause, zone_from=old)
                if zone != asked:  # sent elsewhere, still discarded (FOW 1019.1a)
                    for rule in game.discard_replaced_rules:
                        self.cite_also_rule(rule)
        if obj.incarnation != was_incarnation:
            self.ended_by.setdefault((obj.id, was_incarnation), obj.last_change)
        for into, not_from in game.counted_arrivals:  # e.g. FOW 1192.2
            if zone == into and old not in not_from and not obj.token and obj.copy_of is None:
                state.arrivals[into] = state.arrivals.get(into, 0) + 1
        if obj.token and zone != sent and not now_board:
            self.cease(obj)  # sent off the board by its type (e.g. FOW 321.4): gone (1303.3a)
        elif old == stack_zone and obj.copy_of is not None and not obj.token and \
                not now_board and obj.zone == zone != stack_zone:
            # a played copy moved off the stack by an instruction ("return target spell to its
            # owner's hand") never reaches where it was going (FOW 1017.6a, RB HP.22)
            self.cease(obj)
            self.cite_also_optional(Role.PLAYED_COPY_GONE)
        if not now_board and zone != stack_zone and not vocab.is_face_down(zone):
            # a new card in its owner's zone (FOW 105.3a, 302.3); in another player's, whoever
            # the game's policy says (FOW HP.47)
            obj.controller = self.controller_off_board(obj)

    def _effects_left_behind(self, obj: GameObject) -> None:
        """The same object in another board zone, where the game's rule says the effects applied
        to it in the zone it left do not follow it (FOW 302.3b): its changes go, and what was
        fixed on it as it was (an effect on "that J-ruler") no longer covers it."""
        if not (obj.modifiers or self.fixed_on(obj)):
            return
        rule = self.game.board_moves_leave_effects
        if rule is not None:
            self.cite_also_rule(rule)
        obj.incarnation += 1
        obj.modifiers.clear()

    def _under_its_holder(self, obj: GameObject, zone: str) -> None:
        """A card put into a zone the game's `holder_controls_in` names comes under the control of
        the player whose zone it is (FOW 308.6: a ruler area), and the changes of control that
        gave it to another player are over for it."""
        rule = next((r for z, r in self.game.holder_controls_in if z == zone), None)
        if rule is None:
            return
        changes = self.state.control_changes
        if obj.controller == obj.holder and not any(c.object == obj.id for c in changes):
            return
        taken_by = obj.controller
        changes[:] = [c for c in changes if c.object != obj.id]
        obj.controller = obj.holder
        if taken_by != obj.holder:  # said right after the step of the move (Core.step)
            holder = obj.holder
            self.reports_after.append(lambda: (StepKind.EFFECT, Msg(
                "{object} is put into {zone}: it comes under {player}'s control there, not "
                "{other}'s", object=self.name(obj.id), player=holder,
                zone=self.into_said(zone, holder), other=taken_by), (rule,)))

    def controller_off_board(self, obj: GameObject) -> str:
        """Who controls `obj` off the board: the player whose zone it is in (its owner's, FOW
        105.3a), but where an effect put it into another player's zone the game's policy may
        keep its owner in control (FOW HP.47 `owner`)."""
        key = self.game.vocab.foreign_zone_control
        if obj.held_by is not None and key and self.table.policy_is(key, "owner"):
            return obj.owner
        return obj.holder

    def fixed_on(self, obj: GameObject) -> bool:
        """A continuous effect covers this object as it is now by name ("give it -1 Might this
        turn"): it stays with the object it was once `obj` changes zones."""
        continuous = self.state.continuous
        if not continuous:  # the usual board: no continuous effect at all
            return False
        key = (obj.id, obj.incarnation)
        return any(c.fixed is not None and key in c.fixed for c in continuous)

    def look_back_at_copy(self, obj: GameObject, was: CardDef) -> None:
        """`obj` left the board as another card than it is now (it had become a copy: RB
        477.1.b.1, FOW 1017.5): its own leaving triggers the abilities it had there, looking
        back (RB 383.2.c; riftjudge 11145: a Reflection copying a Deathknell unit)."""
        kept = tuple(a for a in was.abilities if a.kind == "triggered"
                     and a not in obj.card.abilities and a not in obj.left_with)
        if kept:
            obj.left_with = (*obj.left_with, *kept)
            self.looks_back = True

    def _lost_leaving_triggers(self, obj: GameObject) -> None:
        """A card leaving the board without the triggered abilities on its own leaving that an
        effect took away (engine/lost.py): each is noted as not triggering, by the rule of the
        loss (RB 477.2.a, FOW 909.1d: it has no such ability as it leaves)."""
        own = obj.card.get(LOST_FROM)
        rules = self.game.cite_optional(Role.LOSES_ABILITIES)
        if not isinstance(own, CardDef) or not rules:
            return
        for ability in own.abilities:
            when = ability.when
            if ability.kind == "triggered" and when is not None and when.object == "self" \
                    and when.event in ("left", "destroyed") and ability not in obj.card.abilities:
                self.note(phrase(Msg("{object} lost its abilities before it left the board: "
                                     "its {ability} does not trigger", object=self.name(obj.id),
                                     ability=ability.name)), rules)

    def keep_last_known(self, obj: GameObject) -> None:
        """`obj` leaves the board: keep its stats and damage there for its own abilities to read
        afterwards (FOW 911.1), or the item that moved it (RB 359.3.e.13), where the game has
        last known information."""
        if not (self.game.cite_optional(Role.LAST_KNOWN) or
                self.game.cite_optional(Role.MOVED_LOOK_BACK)):
            return
        from judge.engine.characteristics import stat

        stats = [(k, stat(self.state, self.game, obj, k)) for k, _ in obj.card.stats]
        obj.left_stats = (*((k, v) for k, v in stats if v is not None), ("damage", obj.damage))
        obj.left_as = obj.incarnation + 1

    def entered_together(self, obj: GameObject, ev: Event) -> None:
        """`obj` entered the board as others did in the same game action (one instruction puts
        several cards into the field at once): its abilities that trigger on a card entering see
        those that entered before judge moved it, as they see those after it (the game's rules:
        FOW 702.3e, every ability that triggers on a card entering triggers once it is there)."""
        earlier = [e for action, e in self.arrivals if action == self.game_action]
        if len(self.arrivals) > len(earlier):
            self.arrivals = [(a, e) for a, e in self.arrivals if a == self.game_action]
        for seen in earlier:
            if seen.object == obj.id:
                continue
            for ability in obj.card.abilities:
                when = ability.when
                if ability.kind == "triggered" and when is not None and \
                        when.event == EventKind.ENTERED.value:
                    self.match_trigger(obj, ability, seen,
                                       looked_back=self.game.entered_together_rules)
        self.arrivals.append((self.game_action, ev))

    def keep_as_it_left(self, obj: GameObject, old: str) -> None:
        """`obj` leaves the board from `old`: keep it as it was there for the triggers on its
        leaving to look at, where the game has them look back (FOW 906.7b: a race an effect gave
        it in the field still counts as it goes to the graveyard)."""
        if not self.game.cite_optional(Role.SEEN_ON_THE_BOARD):
            return
        was = copied(obj)
        was.zone, was.modifiers, was.counters = old, list(obj.modifiers), dict(obj.counters)
        was.extra, was.stats_override = dict(obj.extra), dict(obj.stats_override)
        was.marked_by = dict(obj.marked_by)
        was.left_board_as = None  # its own state as it left, not what it shares with `obj`
        obj.left_board_as = was

    def move_label(self, obj: GameObject, old: str, zone: str) -> Msg:
        """A move's event label in words (`Squire (squire) moves from alice's hand to the
        field`: a judge reads it aloud where an event triggered something), made only for a
        move that is an event (a card put into a graveyard from the stack is not)."""
        words, vocab = self.game.words, self.game.vocab

        def into(where: str) -> Msg:
            return words.into_said(where, obj.owner, board=vocab.is_board(where),
                                   name=self.name)

        if old == "nowhere":  # a token made there, a card from outside the ruling
            return Msg("{object} is put into {zone_to}", object=self.name(obj.id),
                       zone_to=into(zone))
        return Msg("{object} moves from {zone_from} to {zone_to}", object=self.name(obj.id),
                   zone_from=into(old), zone_to=into(zone))

    def replaced_destroy(self, obj: GameObject, cause: str | None) -> bool:
        """True if a replacement effect makes something else happen instead of destroying
        `obj` (then nothing was destroyed: RB 808.1.d.1). Games that destroy their own way ask
        this first."""
        if not self.replacing():
            return False
        from judge.engine.replacements import replace_destroy

        return replace_destroy(self.table, obj, cause) is not None

    def _unorder(self, obj: GameObject) -> None:
        pile = self.state.ordered.get((obj.holder, obj.zone))
        if pile is not None and obj.id in pile:
            pile.remove(obj.id)

    def graveyard_of(self, obj: GameObject) -> str:
        return self.game.vocab.graveyard_zone

    def replacing(self) -> bool:
        """Whether any replacement effect could apply (engine/replacements.py)."""
        return bool(self.state.replacements or self.static_sources)

    def destroy(self, obj: GameObject, *, cause: str | None = None) -> bool:
        """Destroy (kill): the object goes to its owner's graveyard / trash, unless a
        replacement effect makes something else happen instead (then False)."""
        if self.replaced_destroy(obj, cause):
            return False
        self.destroy_unreplaced(obj, cause)
        return True

    def destroy_unreplaced(self, obj: GameObject, cause: str | None) -> None:
        """Destroy `obj` once the replacement effects have been asked (`replaced_destroy`)."""
        if self.game.destroyed_kept_out_unsaid and (self.state.restrictions or
                                                    self.static_sources):
            self._destroyed_kept_out(obj)
        ev = self.emit(EventKind.DESTROYED, Msg("{object} destroyed", object=self.name(obj.id)),
                       obj=obj.id, zone_from=obj.zone,  # where it died (RB 808.1.d.3)
                       player=obj.controller, cause=cause, credit=self.kill_credit_of(cause))
        if any(a.kind == "triggered" and a.when is not None and a.when.event == "destroyed"
               and a.when.object == "self" for a in obj.card.abilities):
            self.cite_also_optional(Role.OWN_DEATH_TRIGGER)  # pending before it moves
        if obj.controller != obj.owner and Role.DESTROYED_DESTINATION not in self.game.roles:
            # killed under another player's control: its owner's trash, not its controller's
            # (RB 056.2; a game with a rule of its own for where destroyed cards go cites that)
            self.cite_also_optional(Role.OWNER_ZONE)
        self.move(obj, self.graveyard_of(obj), cause=ev.node)
        obj.last_change = ev.node

    # ----- damage ------------------------------------------------------------------------------
    def damageable(self, obj: GameObject) -> bool:
        """Whether damage can be dealt to `obj`: it has the game's toughness stat, or the game's
        house policy deals damage to an object without it (`Rulebook.no_toughness_policy`, VW
        HP.41), which is then recorded and cited."""
        if self.game.objects.can_be_damaged(self.state, obj):
            return not self.cannot_be_dealt_damage(obj)
        pol = self.game.no_toughness_policy
        if pol is None:
            return False
        self.cite_also_rule(self.table.policy_id(pol[0]))
        return self.table.policy_is(*pol)

    def cannot_be_dealt_damage(self, obj: GameObject) -> bool:
        """Whether a restriction says no damage can be dealt to `obj` ("I don't take damage": a
        game's `forbid: {action: be_damaged}`), cited as the game's restriction rule."""
        if not (self.state.restrictions or self.static_sources):
            return False  # the common case: nothing anywhere could forbid it
        from judge.engine.restrictions import forbidding

        if forbidding(self.table, "be_damaged", obj=obj) is None:
            return False
        self.cite_also_optional(Role.RESTRICTION)
        return True

    def damage_unpreventable(self, source: str | None, item: str | None,
                             dealer: str | None = None, *, look: bool = False) -> bool:
        """Whether a restriction in force says the damage of this deal cannot be prevented: one
        about its source ("damage I deal can't be prevented", a game's `forbid: {action:
        prevent_damage, target: ...}`) or about the player responsible for it (`player`: "your
        damage can't be prevented", the damage that player marks, RB 142.3.b; `dealer`, else
        the controller of the item or source dealing it). Read as the damage is dealt, so one
        whose static left the board no longer applies. Cited (unless a `look` only): the game's
        restriction rule, and for a player's damage its rule on whose damage that is."""
        if not (self.state.restrictions or self.static_sources):
            return False  # the common case: nothing anywhere could forbid it
        from judge.engine.restrictions import forbidding, in_force

        obj = self.state.objects.get(source or "")
        found = forbidding(self.table, "prevent_damage", obj=obj) if obj is not None else None
        by = self._item_of(item) if found is not None and item and not look else None
        if by is not None and by.kind != "card":  # its ability's damage is the card's too
            self.cite_also_optional(Role.ABILITY_DAMAGE_SOURCE)
        if found is None:
            dealer = dealer if dealer is not None else self.dealer(source, item)
            found = forbidding(self.table, "prevent_damage", player=dealer) \
                if dealer is not None else None
            # whose damage it is decides, the restriction's player's or another's
            mine = found is not None and found.player is not None
            if not look and (mine or (found is None and any(
                    r.action == "prevent_damage" and r.player is not None
                    for r in in_force(self.table)))):
                self.cite_also_optional(Role.YOUR_DAMAGE)
        if found is None:
            return False
        if not look:
            self.cite_also_optional(Role.RESTRICTION)
        return True

    def deal_damage(self, target: str, amount: int, *, source: str | None, item: str | None,
                    cause: str | None, asked: bool = False, preventable: bool = True) -> int:
        """Deal damage after prevention shields; returns the damage actually dealt. `asked`:
        the caller has just found the object `damageable` (effects.damage, which says why
        none is dealt), so it is not asked again. Not `preventable` ("this damage cannot be
        prevented"): no prevention effect applies to it, nor is one used up by it; nor where a
        restriction says its source's or its player's damage cannot be (damage_unpreventable)."""
        if amount <= 0:
            if amount == 0 and self.game.zero_damage_policy is not None:
                self._zero_damage(target, source, item, cause)
            return 0
        obj = self.state.objects.get(target)
        if obj is not None and not asked and not self.damageable(obj):
            return 0
        if preventable and self.damage_unpreventable(source, item):
            preventable = False
        if obj is None and target in self.state.players:
            self.count_damage(target)
        shielded = False  # whether the prevention effects were ordered among the replacements
        if self.state.replacements or self.static_sources:  # self.replacing()
            from judge.engine.replacements import replace_damage

            before = amount
            amount, shielded = replace_damage(self.table, target, amount, cause, source, item,
                                              preventable=preventable)
            if shielded and amount < before:
                self._static_gone_from(source)
            if amount <= 0:
                return 0
        remaining = amount
        shields = self.state.shields if preventable else None
        for shield in list(shields) if shields and not shielded else ():
            if remaining <= 0:
                break
            if shield.target != target:
                continue
            if obj is not None and shield.incarnation != obj.incarnation:
                continue
            remaining -= self.prevent_with(shield, target, remaining, source=source, item=item,
                                           cause=cause)
        if remaining < amount:
            self._static_gone_from(source)
        if remaining <= 0:
            return 0
        if obj is not None:
            obj.damage += remaining
            obj.last_hit = remaining  # what it held before stayed (VW OV.2.a: damage adds up)
            dealer = self.dealer(source, item)
            if dealer is not None:  # RB 142.3.a: marked by the player responsible for the deal
                obj.marked_by[dealer] = obj.marked_by.get(dealer, 0) + remaining
                if self.game.kill_credit:  # RB 428.5.c: a kill it dies of is this deal's
                    obj.damaged_by = (dealer, self._dealt_with(item), item or "")
            ev = self.emit(EventKind.DAMAGED, Msg("{n} damage to {target}", n=remaining,
                                                  target=self.name(target)),
                           obj=target, player=obj.controller, source=source, item=item,
                           amount=remaining, cause=cause)
            obj.last_change = ev.node
        else:
            self.game.objects.damage_player(self.table, target, remaining)
            self.emit(EventKind.DAMAGED, Msg("{n} damage to {target}", n=remaining, target=target),
                      player=target, source=source, item=item, amount=remaining, cause=cause)
        return remaining

    def _zero_damage(self, target: str, source: str | None, item: str | None,
                     cause: str | None) -> None:
        """Damage of 0, where the game's rules do not say whether it is dealt: by the game's
        house policy (VW HP.54, named either way), an event a "when dealt damage" trigger sees,
        with nothing marked, or nothing at all."""
        key, dealt = self.game.zero_damage_policy or ("", "")
        self.cite_also_rule(self.table.policy_id(key))  # (it decided, whichever way)
        if not self.table.policy_is(key, dealt):
            return
        obj = self.state.objects.get(target)
        if obj is not None and (not self.game.vocab.is_board(obj.zone) or
                                not self.damageable(obj)):
            return
        label = Msg("{n} damage to {target}", n=0, target=self.name(target))
        if obj is not None:
            self.emit(EventKind.DAMAGED, label, obj=target, player=obj.controller,
                      source=source, item=item, amount=0, cause=cause)
        elif target in self.state.players:
            # (dealt to a player as any damage is: where a player has nothing damage lowers,
            # an honest "cannot rule", ObjectRules.damage_player)
            self.game.objects.damage_player(self.table, target, 0)
            self.emit(EventKind.DAMAGED, label, player=target, source=source, item=item,
                      amount=0, cause=cause)

    def _static_gone_from(self, source: str | None) -> None:
        """Damage was prevented: where its source has a static ability saying the damage it
        deals can't be prevented but is no longer on the board, that ability did not apply
        because a passive ability works only on the board (RB 365.1): cited, as it decided."""
        obj = self.state.objects.get(source or "")
        if obj is None or self.game.vocab.is_board(obj.zone):
            return
        from judge.engine.restrictions import Forbid

        if any(a.kind == "static" and isinstance(e, Forbid) and e.action == "prevent_damage"
               for a in obj.card.abilities for e in a.effect):
            self.cite_also_optional(Role.STATIC_OFF_BOARD)

    def _dealt_with(self, item: str | None) -> str:
        """What dealt a deal of damage: a `spell` (a card's item), an `ability`, or, with no
        item, a `unit` (its combat damage)."""
        if not item:
            return "unit"
        found = self._item_of(item)
        return "spell" if found is not None and found.kind == "card" else "ability"

    def kill_credit_of(self, cause: str | None) -> tuple[str, str, str] | None:
        """The kill credit of a destruction `cause` makes, where the game's rules credit kills
        (Rulebook.kill_credit): the text of the item resolving, or of the one whose cost kills
        as it goes on the stack, to it and its controller (RB 428.5.b)."""
        item = self._item_of(cause) if self.game.kill_credit and cause else None
        if item is None:
            return None
        return item.controller, "spell" if item.kind == "card" else "ability", "instruction"

    def dealer(self, source: str | None, item: str | None) -> str | None:
        """The player responsible for a deal of damage: the controller of the item dealing it
        (a copy's controller for the damage a copy of a card deals, not the card's: FOW
        1017.3), else of its source (a unit's combat damage). Where the game's rules say so
        (`Rulebook.named_source_responsible`, RB 417.6.b.4 of v1.4), a source the item names
        ("target unit deals 3") makes its own controller responsible, not the item's."""
        found = self._item_of(item) if item else None
        if found is not None:
            rule = self.game.named_source_responsible
            named = self.state.objects.get(source or "") if rule and source and \
                source != found.source else None
            if rule is not None and named is not None and named.controller != found.controller:
                self.cite_also_rule(rule)
                return named.controller
            return found.controller
        obj = self.state.objects.get(source or "")
        return obj.controller if obj is not None else None

    def _item_of(self, item: str) -> StackItem | None:
        """The stack item `item`: one resolving (newest last), else one still waiting, looked
        for in that order: never a walk through a register of 10,000 items for each deal of
        damage."""
        for found in reversed(self.resolving_items):
            if found.id == item:
                return found
        for found in self.state.stack:
            if found.id == item:
                return found
        return None

    def prevent_with(self, shield: Shield, target: str, amount: int, *, source: str | None,
                     item: str | None, cause: str | None) -> int:
        """A prevention effect prevents what it can of `amount` damage about to be dealt to
        `target` (all of it, or what is left of its number): how much it prevented."""
        prevented = amount if shield.remaining is None else min(amount, shield.remaining)
        if self.replacing():
            from judge.engine.replacements import SPENT, prevention_replaced

            how = prevention_replaced(self.table, target, prevented, cause)
            if how is not None:
                # it did not prevent: a prevention effect spent all the same (the game's house
                # policy) loses what it would have prevented
                if how == SPENT and shield.remaining is not None:
                    shield.remaining -= prevented
                    if shield.remaining <= 0:
                        self.state.shields.remove(shield)
                return 0
        if shield.remaining is not None:
            shield.remaining -= prevented
            if shield.remaining <= 0:
                self.state.shields.remove(shield)
        ev = self.emit(EventKind.PREVENTED,
                       Msg("{n} damage to {target} prevented", n=prevented,
                           target=self.name(target)), obj=target,
                       source=source, item=item, amount=prevented, cause=shield.source_item)
        self.link(ev.node, cause, Relation.PREVENTS)
        self.link(shield.source_item, item, Relation.PREVENTS)
        self.cite_prevention(shield.remaining is None)
        if shield.remaining is not None and prevented:
            self.cite_also_optional(Role.PREVENT_VALUE_LOWERED)
        return prevented

    def count_damage(self, player: str) -> None:
        """Damage would be dealt to a player: one more this turn, whatever replaces it (FOW
        910.2g), counted from what the file says came before it this turn."""
        counts = self.state.damage_counts
        if player not in counts:
            earlier = self.state.players[player].extra.get(DAMAGED_THIS_TURN, 0)
            counts[player] = earlier if isinstance(earlier, int) else 0
        counts[player] += 1

    def is_lethal(self, obj: GameObject) -> bool:
        tough = self.game.vocab.toughness_stat
        if tough is None:
            return False
        value = self.stat(obj, tough)
        # a toughness lowered to 0 or less with no damage is lethal only where the game says
        # so (Rulebook.zero_toughness_lethal: VW HP.7, damage "at least its HP")
        return value is not None and (obj.damage > 0 or self.game.zero_toughness_lethal) and \
            obj.damage >= value

    def destroy_lethal(self, citations: tuple[str, ...],
                       doomed: list[GameObject] | None = None, why: Msg | None = None) -> bool:
        """State check: every object on the board with lethal damage is destroyed, together
        (`doomed`: those of them the game's rules still destroy, where it found them itself;
        `why`: what the game's rules say made it lethal, where no new damage did)."""
        if doomed is None:
            doomed = [self.state.objects[oid] for oid in self.board
                      if self.is_lethal(self.state.objects[oid])]
        if not doomed:
            return False
        spared = []
        for obj in doomed:
            damage_node = obj.last_change
            if not self.destroy(obj, cause=damage_node):
                spared.append(obj)
                continue
            self.link(damage_node, obj.last_change, Relation.DESTROYS)
        names = ", ".join(self.name(o.id) for o in doomed)
        tough = self.game.words.stat(self.game.vocab.toughness_stat or "toughness")
        outcome = Msg("destroyed") if not spared else Msg(
            "a replacement effect applied instead") if len(spared) == len(doomed) else Msg(
            "destroyed, but not {objects} (a replacement effect applied instead)",
            objects=", ".join(self.name(o.id) for o in spared))
        said = Msg(
            "{objects} has damage at least {stat}: {outcome}", plural="{objects} have damage at "
            "least {stat}: {outcome}", objects=names, stat=word(tough), outcome=outcome,
            n=len(doomed)) if why is None else Msg(
            "{objects} has damage at least {stat} ({why}): {outcome}", plural="{objects} have "
            "damage at least {stat} ({why}): {outcome}", objects=names, stat=word(tough),
            why=why, outcome=outcome, n=len(doomed))
        self.step(StepKind.STATE_CHECK, said, citations)
        return True

    # ----- cards -------------------------------------------------------------------------------
    def top_of(self, player: str, zone: str) -> str | None:
        pile = self.state.ordered.get((player, zone))
        return pile[0] if pile else None

    def draw(self, player: str, count: int, *, cause: str | None) -> int:
        drawn = 0
        deck = self.game.vocab.deck_zone
        refills = 0
        while drawn < count and not self.state.game_over:
            if self.replacing():
                from judge.engine.replacements import replace_draw

                if replace_draw(self.table, player, cause):
                    count -= 1  # that draw happened otherwise
                    continue
            top = self.top_of(player, deck)
            if top is None:
                refills += 1
                # The game says what an empty deck means; True if it refilled the deck and
                # the draw goes on (e.g. Riftbound's Burn Out), False to stop drawing.
                if self.game.turn.draw_from_empty(self.table, player, refills):
                    continue
                break
            obj = self.state.objects[top]
            ev = self.emit(EventKind.DRAWN, Msg("{player} draws {card}", player=player,
                                                card=self.name(top)), obj=top,
                           player=player, cause=cause)
            self.move(obj, self.game.vocab.hand_zone, cause=ev.node)
            drawn += 1
        return drawn

    # ----- turn bookkeeping --------------------------------------------------------------------
    def set_phase(self, phase: str, citations: tuple[str, ...], step: str | None = None) -> None:
        state = self.state
        new_phase = phase != state.phase or step is None
        state.phase = phase
        state.step = step
        words = self.game.words
        # One event when a phase begins and one when a step begins, so "at the beginning of the
        # X phase" triggers once per phase however many steps it has.
        # Said in the game's words, a phase as a phase ("the main phase begins", "alice's
        # beginning phase (Scoring Step) begins"), never the file's bare key ("main begins").
        named = word(words.phase(phase))
        if new_phase:
            self.emit(EventKind.PHASE_STARTED, Msg("the {phase} phase begins", phase=named),
                      phase=phase, player=state.turn_player)
        if step is None:
            self.step(StepKind.PHASE, Msg("{player}'s {phase} phase begins",
                                          player=state.turn_player, phase=named), citations)
            return
        self.emit(EventKind.PHASE_STARTED, Msg("the {phase} phase ({step}) begins", phase=named,
                                               step=word(words.phase(step))),
                  phase=step, player=state.turn_player)
        self.step(StepKind.PHASE, Msg("{player}'s {phase} phase ({step}) begins",
                                      player=state.turn_player, phase=named,
                                      step=word(words.phase(step))), citations)

    def next_turn(self, citations: tuple[str, ...], to: str | None = None) -> None:
        """The next turn begins: the next player's, or that of `to` where the game's rules give
        someone an additional turn (FOW 1025.1)."""
        state = self.state
        if to is None and state.passes_over_lost(state.turn_player):
            # the next player in turn order has lost: they take no turn (VW IN.1.a)
            citations = (*citations, *self.game.standing_rules)
        state.turn_player = to or state.next_player(state.turn_player)
        state.turn_number += 1
        state.passes = 0
        self.step(StepKind.PHASE, Msg("turn {n} begins: {player} is the turn player",
                                      n=state.turn_number, player=state.turn_player), citations)
        state.damage_counts.clear()  # no damage dealt this turn yet
        for player in state.players.values():
            player.extra.pop(DAMAGED_THIS_TURN, None)
        if any(self.game.cite_optional(r) for r in (  # no ability used this turn yet
                Role.LIMITED_USE, Role.LIMITED_ACTIVATION, Role.LIMITED_REPLACEMENT)):
            from judge.engine.limited import USED_THIS_TURN

            for obj in state.objects.values():
                obj.extra.pop(USED_THIS_TURN, None)
        marks = [m for m in (self.game.objects.entered_mark, self.game.objects.taken_mark)
                 if m is not None]
        for mark in marks:  # nothing entered the board (or was taken) this turn yet
            for obj in state.objects.values():
                obj.extra.pop(mark, None)
        self.game.turn.begin_turn(self.table)

    def expire_turn_effects(self, citations: tuple[str, ...], *, heal: bool = True) -> None:
        """Damage is removed and effects that last "this turn" end."""
        healed = []
        # the abilities granted for this turn, by object: a note says each object no longer has
        # them (why "When I attack, draw 1" granted last turn does not trigger now)
        granted = {oid: names for oid in self.board if (names := tuple(dict.fromkeys(
            a.name for m in self.state.objects[oid].modifiers if m.duration == "turn"
            for a in m.abilities if a.name)))}
        for oid in self.board:
            obj = self.state.objects[oid]
            if heal and obj.damage:
                obj.remove_damage()
                healed.append(oid)
        self.end_effects("turn")
        ending = Msg("effects that last this turn end")
        self.step(StepKind.EFFECT, Msg("damage removed from {objects}; {what}", objects=", ".join(
            self.name(o) for o in healed), what=ending) if healed else ending, citations)
        from judge.engine.granted import ability_named

        for oid, names in granted.items():
            obj = self.state.objects[oid]
            names = tuple(n for n in names if ability_named(self.table, obj, n) is None)
            if not names:
                continue  # (granted again by something still applying)
            self.note(phrase(Msg("{object} no longer has {abilities}: the effect that granted "
                                 "it lasted this turn", object=self.name(oid),
                                 abilities=Items([f"“{n}”" for n in names]))), citations)

    def end_effects(self, duration: str) -> list[str]:
        """Effects that last `duration` (turn, battle, combat ...) end: modifiers on objects on
        the board, continuous, replacement and prevention effects, and restrictions. What ended,
        as a ruling lists it: the objects whose changes ended, then the kinds of effect."""
        st = self.state
        ended = []
        for oid in self.board:
            obj = st.objects[oid]
            if any(m.duration == duration for m in obj.modifiers):
                if self._watchers.get(EventKind.LOST_ABILITY) and any(
                        m.duration == duration and (m.abilities or m.keywords)
                        for m in obj.modifiers):
                    # a grant that ends is no loss: "loses an ability" does not trigger (FOW 901.3)
                    self.cite_also_optional(Role.GRANT_ENDED)
                obj.modifiers[:] = [m for m in obj.modifiers if m.duration != duration]
                ended.append(self.name(oid))
                if obj.card.get(LOST_FROM) is not None:  # a loss that ended: they are back
                    keep_losses(self.table, obj)
        if duration == "turn" and st.shields:  # prevention lasts this turn (FOW 1018, VW REG.11.b)
            st.shields.clear()
            ended.append(phrase(Msg("damage prevention")))
        n = len(st.continuous), len(st.replacements), len(st.restrictions)
        st.continuous[:] = [c for c in st.continuous if c.change.duration != duration]
        st.replacements[:] = [r for r in st.replacements if r.duration != duration]
        st.restrictions[:] = [r for r in st.restrictions if r.duration != duration]
        left = len(st.continuous), len(st.replacements), len(st.restrictions)
        ended += [phrase(what) for what, a, b in zip(
            (Msg("continuous effects"), Msg("replacement effects"), Msg("prohibitions")), n, left,
            strict=True) if a != b]
        if st.cost_changes or st.permissions or st.control_changes:
            ended += self.end_card_effects(duration)
        if st.delayed:
            from judge.engine.delayed import end_delayed

            if end_delayed(self.table, duration):  # RB 391: only in their window
                ended.append(phrase(Msg("delayed triggered abilities")))
        changed = bool(ended)
        if changed:
            self.changed()
        if n[0] != left[0]:
            # The objects still carry the changes of the effects that ended; refresh_layers skips
            # the work once no continuous effect is left, so bring them up to date here.
            from judge.engine.continuous import refresh

            refresh(self.table)
        return ended

    def moved_instead(self, obj: GameObject, zone: str) -> str:
        """The zone `obj` goes to when its printed type sends it elsewhere than `zone` (the
        game's `moved_instead`, e.g. FOW 321.4: a chant put into the field is expelled); the
        next step says so. Applied after replacement effects: the rule binds the move as it
        finally is."""
        printed = self._printed_for_moves(obj, zone)
        for rule in self.game.moved_instead:
            if rule.sends(obj, zone, printed) and self._reading_in_force(rule):
                # a token counts as a card of its type (e.g. FOW 1303.2: MovedInstead.tokens)
                cites = (rule.rule, rule.tokens) if obj.token else (rule.rule,)
                policy = (self.table.policy_id(rule.policy),) if rule.policy else ()
                cites = (*cites, *policy)
                if not rule.instead:  # e.g. FOW 321.3a: it does not move at all (the note cites
                    # the rule: no step moves it, so no step should cite it)
                    says = rule.says or Msg("{object} would be put into {zone}: by its card "
                                            "type it does not move").id
                    self.note(phrase(Msg(says, object=self.name(obj.id),
                                         zone=self.into_said(zone, obj.owner))), cites)
                    return obj.zone
                for cited in cites:
                    self.cite_also_rule(cited)
                self.note(phrase(Msg("{object} would be put into {zone}: by its card type it "
                                     "goes to {other} instead", object=self.name(obj.id),
                                     zone=self.into_said(zone, obj.owner),
                                     other=self.into_said(rule.instead, obj.owner))),
                          (rule.rule, *policy))
                return rule.instead
        return zone

    def _reading_in_force(self, rule: MovedInstead) -> bool:
        """A declaration that is a house policy's reading applies only under its option (the
        ruling records the policy as one it depended on)."""
        if rule.option:
            return self.table.policy_is(rule.policy, rule.option)
        if rule.policy:
            self.table.policy(rule.policy)
        return True

    def _printed_for_moves(self, obj: GameObject, zone: str) -> CardDef | None:
        """The card whose printed types `moved_instead` reads for `obj`: for a card that became a
        copy of another, the game's house policy (Rulebook.copy_printed_policy) says whether it
        is the card it became (None) or its own; the policy is cited only where the two would
        send it differently."""
        from judge.engine.copies import COPIED_FROM

        key = self.game.copy_printed_policy
        own = obj.card.get(COPIED_FROM)
        if key is None or not isinstance(own, CardDef):
            return None
        as_copied = next((r for r in self.game.moved_instead if r.sends(obj, zone)), None)
        as_own = next((r for r in self.game.moved_instead if r.sends(obj, zone, own)), None)
        if as_copied == as_own:
            return None
        self.cite_also_rule(self.table.policy_id(key))
        return own if self.table.policy_is(key, "own") else None

    def _moved_off_ruled(self, item: StackItem, cause: str, cancelled: bool, enters: bool,
                         rules: tuple[str, ...]) -> None:
        """Another item's instruction moves a card item's card off the stack, and the game's
        rules say what becomes of its item (`StackRules.card_moved_off`): it stays to resolve,
        its card staying where it was moved (`left_stack_already`) or, `enters`, entering the
        board from there as it resolves (`card_leaves_stack`), or it is cancelled."""
        item.extra["card_moved"] = rules  # its own resolution cites them (Reporting)
        if enters:
            item.extra[ENTERS_FROM_AWAY] = True
        if not cancelled:
            return
        self.state.stack.remove(item)
        self.link(cause, item.id, Relation.CANCELS)
        self.emit(EventKind.CANCELLED, Msg("{item} cancelled", item=item.name), obj=item.source,
                  item=item.id, cause=cause)
        why = phrase(Msg("its card was moved off the {stack}", stack=word(self.game.stack_word)))
        self.fizzled.append(Fizzle(item.id, Reason.CANCELLED, why, rules, by=cause,
                                   outcome=self.game.cancel_words[1]))
        self.game.stack.after_fizzle(self.table, item)
        self.step(StepKind.CANCEL, Msg("{item} is {cancelled}: {why}",
                                       item=self.table.item_label(item),
                                       cancelled=word(self.game.cancel_words[1]), why=said_of(why)),
                  rules, item=item.id, actor=item.controller)
        self.changed()

    def _moved_off_unmodelled(self, obj: GameObject) -> None:
        """Another item's instruction moves a card off the stack where the game's rules make
        its item something other than the card and no house policy covers a card of its type
        (`StackRules.card_moved_policies`): an honest exit 3 rather than a guess."""
        from judge.errors import Problem, UnsupportedMechanic

        raise UnsupportedMechanic(Problem(
            self.scenario.file, 0, 0, "actions", f"{self.name(obj.id)} would be moved off the "
            f"{self.game.stack_word} by another instruction before it resolves: no rule or house "
            "policy says whether its item still resolves, and judge will not guess"))

    def _destroyed_kept_out(self, obj: GameObject) -> None:
        """`Rulebook.destroyed_kept_out_unsaid`: a card destroyed that a restriction keeps out
        of its graveyard, which the rules leave unsaid: an honest exit 3."""
        from judge.engine.restrictions import forbidding
        from judge.errors import Problem, UnsupportedMechanic

        grave = self.graveyard_of(obj)
        r = forbidding(self.table, "enter", obj=obj, zone=grave)
        if r is None:
            return
        raise UnsupportedMechanic(Problem(
            self.scenario.file, 0, 0, "effect.forbid", f"{self.name(obj.id)} would be "
            f"destroyed, but {r.label} keeps it out of {self.into(grave, obj.owner)}: the rules "
            "say a destroyed card leaves play and not what becomes of one that cannot go there "
            "(destroyed and still in play, or not destroyed at all), and judge will not guess"))

    def kept_out(self, obj: GameObject, zone: str) -> bool:
        """Whether a restriction forbids putting `obj` into `zone` (a `forbid` of `enter`); the
        next step says so."""
        if obj.zone == zone or not (self.state.restrictions or self.static_sources):
            return False
        from judge.engine.restrictions import forbidding

        r = forbidding(self.table, "enter", obj=obj, zone=zone)
        if r is None:
            return False
        self.cite_also_optional(Role.RESTRICTION)
        self.note(f"{self.name(obj.id)} would be put into {self.into(zone, obj.owner)}, but "
                  f"{r.label} forbids it: it "
                  "stays where it is", self.game.cite_optional(Role.RESTRICTION))
        return True

    def cease(self, obj: GameObject, role: Role | None = None) -> None:
        """A token off the board or a copy off the stack ceases to exist (engine/copies.py);
        `role`: the rule by which it does, where not the one its kind has (ceased_role)."""
        from judge.engine.copies import GONE

        self._unorder(obj)
        obj.zone = GONE
        self.board.pop(obj.id, None)
        self.cite_also_optional(role or self.ceased_role(obj))

    @staticmethod
    def ceased_role(obj: GameObject) -> Role:
        """The rule by which `obj` ceased to exist: a copy's, or a token's (a played copy that
        entered as a token, RB HP.23, ceases as a token does, RB 186.1)."""
        return Role.COPY if obj.copy_of and not obj.token else Role.TOKEN_CEASES

    def end_control_lasting_while(self, source: GameObject) -> None:
        """`source` left the board: the control changes that last until it leaves end."""
        from judge.engine.control import end_control_of

        back = end_control_of(self.table, source.id)
        if back:
            where = "the board" if not self.game.source_stays_in else \
                " and ".join(f"the {self.zone_name(z)}" for z in self.game.source_stays_in)
            self.note(f"{self.name(source.id)} left {where}, so the control changes lasting "
                      f"until it leaves end: {', '.join(back)} (the latest change still in "
                      "force, else its controller before them)",
                      self.game.cite_optional(Role.DURATION_OVER))

    def end_card_effects(self, duration: str) -> list[str]:
        """Cost changes, permissions and control changes of `duration` end (control goes back:
        engine/control.py)."""
        from judge.engine.control import end_control

        st = self.state
        out: list[str] = []
        n = len(st.cost_changes), len(st.permissions)
        st.cost_changes[:] = [c for c in st.cost_changes if c.duration != duration]
        st.permissions[:] = [p for p in st.permissions if p.duration != duration]
        if len(st.cost_changes) != n[0]:
            out.append(phrase(Msg("cost changes")))
        if len(st.permissions) != n[1]:
            out.append(phrase(Msg("permissions")))
        back = end_control(self.table, duration)
        if back:
            out.append(phrase(Msg("control changes ({objects} back to their controller)",
                                  objects=", ".join(back))))
        return out

    def cite(self, role: Role) -> tuple[str, ...]:
        return (self.game.cite(role),)
