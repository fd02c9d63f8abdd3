"""The chase and the priority sequence (FOW 600).

Each priority sequence: rule processes until none applies (FOW 602.1a), then triggered automatic
objects are played one at a time, the turn player's first, rule processes again after each
(FOW 602.1b, 603), then the player with priority acts (FOW 602.1c). An action keeps priority with
its player (FOW 605.1a); the first pass hands priority over (FOW 605.1c); the second consecutive
pass resolves only the top of the chase and the turn player gets priority, or on an empty chase
ends the priority sequence and the game moves on (FOW 605.1b).
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.engine.costs import actual_cost
from judge.engine.events import EventKind
from judge.engine.policies import StackRules, mark_acted, said_cost
from judge.engine.trace import Relation, StepKind
from judge.engine.unplayed import gone_unplayed, replaced_as_it_begins, replaced_once_paid
from judge.games.force_of_will.ability_keywords import discard_for_inheritance
from judge.games.force_of_will.alternative import after_play as after_half
from judge.games.force_of_will.chaining import on_spell
from judge.games.force_of_will.conditional import note_gods_art, say_as_played
from judge.games.force_of_will.consensus import vote
from judge.games.force_of_will.contract import turn_over_chant
from judge.games.force_of_will.cost_keywords import after_play as pay_by_keywords
from judge.games.force_of_will.dive import remember_source
from judge.games.force_of_will.fusion import after_play as after_fusion
from judge.games.force_of_will.game_start import no_chase_refusal
from judge.games.force_of_will.keywords import TRIGGER_RULES, on_targeting
from judge.games.force_of_will.moontide import note_used
from judge.games.force_of_will.oath import gain_before_resolving as gain_oath
from judge.games.force_of_will.play_keywords import after_play, is_stealth
from judge.games.force_of_will.revolution import after_play as after_revolution
from judge.games.force_of_will.revolution import chase_refusal, resolve_ordered
from judge.games.force_of_will.runes import play_a_copy
from judge.games.force_of_will.shift import after_play as after_shift
from judge.games.force_of_will.solo_mode import read_as_it_starts
from judge.games.force_of_will.state import (
    BATTLE_STEPS,
    ext,
    is_automatic_card,
    own_cost,
)
from judge.games.force_of_will.will import add_costs
from judge.games.force_of_will.will_paid import COST_PAID, UNSAID, mark_will_paid, x_of_entity
from judge.games.force_of_will.will_triggers import play_will_ability
from judge.model.cards import Cost
from judge.model.state import GameObject, PendingTrigger, StackItem
from judge.msg import Items, Msg, phrase, said_of
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


class Chase(StackRules):
    """The chase (FOW 605) where it differs from the engine's default stack, which already is
    the chase's priority sequence: one item resolves per two passes in a row, then the turn
    player gets priority (FOW 605.1b); a pass at a battle declaration declines it (a choice).
    `then: resolve` runs a battle in progress to its end."""

    unsettled_steps = BATTLE_STEPS
    #: A played card is the spell in the chase area until it resolves (FOW 312.1, 312.3): one an
    #: instruction moves off the chase is no longer a spell there, so nothing of it resolves.
    item_is_its_card = ("FOW 312.1", "FOW 312.3")

    def after_put_on_stack(self, t: Table, item: StackItem) -> None:
        """FOW 605.1a: the player who put it there keeps priority; a new sequence starts."""
        super().after_put_on_stack(t, item)  # and FOW 803.6: the rulebook's `acted_mark`
        if item.extra.get("rune_copy"):
            play_a_copy(t, item)  # FOW 711.2: the rune is face up before its copy is played
        say_as_played(t, item)  # FOW 1124.2, 1128.2 ...: the text it is played with
        note_gods_art(t, item)  # FOW 1147.2 [Fallen]
        after_play(t, item)
        after_shift(t, item)  # FOW 1117.2: played future side up
        after_half(t, item)  # FOW 1307.3b: played as one half
        after_fusion(t, item)  # FOW 1156.2: it becomes an addition
        after_revolution(t, item)  # FOW 712.2
        on_spell(t, item)  # FOW 1160.2 [Chaining]
        remember_source(t, item)  # FOW 1143.2 [Dive]
        pay_by_keywords(t, item)  # FOW 1154.2, 1162.2, 1166.2, 1188.2
        discard_for_inheritance(t, item)  # FOW 1126.2
        note_used(t, item)  # FOW 1189.2: one [Moontide] per turn
        on_targeting(t, item)  # FOW 1185.2 [Vileborn]
        x_of_entity(t, item)  # FOW 903.2h-4: the X paid for its entity

    def as_played(self, t: Table, item: StackItem) -> None:
        """FOW 104.9: as a card is played, by its player or by an effect (`play_now`), it is
        marked with the will its cost step paid (will_paid.py), and awakened or played by
        [Raid] if it was (1110.4, 1196.2), before a trigger on its play looks at it."""
        obj = t.state.objects.get(item.source or "")
        if item.kind == "card" and obj is not None:
            mark_will_paid(t, item, obj)
            for mark in ("awakened", "raided"):  # FOW 1110.4, 1196.2 (said in after_play)
                if item.extra.get(mark):
                    obj.extra[mark] = True

    def run_item(self, t: Table, item: StackItem) -> list[str | None]:
        """FOW 712.3: an ordered resonator becomes a J-ruler before it enters the field; FOW
        713.3b: a contracting chant turns over once it has finished resolving."""
        ordered = resolve_ordered(t, item) if item.extra.get("revolution_order") else None
        gain_oath(t, item)  # FOW 1180.2: active right before its effect text
        vote(t, item)  # FOW 1172.3 [Consensus]: the votes choose its effect
        read_as_it_starts(t, item)  # FOW HP.64: a Solo Mode chant's bottom box as it starts
        return [ordered, *super().run_item(t, item), turn_over_chant(t, item)]

    def put_triggers(self, t: Table) -> None:
        """FOW 602.1b: triggered objects are played one at a time, the rule processes again
        before the next (the engine's `settle` runs them)."""
        play_one_trigger(t)


# ----- automatic processing -----------------------------------------------------------------------
def play_one_trigger(r: Table) -> None:
    """FOW 603.1-603.4, 906.5: the turn player chooses one of their triggered objects (in the order
    they triggered); only when they have none does the non-turn player. It is played if it can be,
    and the sequence starts again from the rule processes."""
    state, x = r.state, ext(r.state)
    pending = state.pending_triggers
    if pending != x.in_order:  # something new triggered since they were last put in order
        # FOW 603.2: each player orders their own, once (the order of the rest stays).
        pending[:] = r.ordered_by_choice(pending)
    pick = next((pt for pt in pending if pt.controller == state.turn_player), pending[0])
    pending.remove(pick)
    x.in_order = list(pending)
    if play_will_ability(r, pick):  # FOW 907.1d, 907.3: it resolves at once, off the chase
        return
    source = state.objects.get(pick.source)
    if source is not None and is_stealth(source, pick.ability):
        item = play_triggered_card(r, pick, source, stealth=True)
    elif source is not None and is_automatic_card(source):
        item = play_triggered_card(r, pick, source)
    else:
        # FOW 1008.2 first where it let the ability on: that, not how any trigger is put
        # onto the chase (603.2-603.3), decided it went on over what cannot be chased
        item = r.put_trigger(pick, (*chased_all_the_same(r), "FOW 603.2", "FOW 603.3",
                                    *keyword_trigger_rules(pick, r)))
    if item is not None:
        mark_acted(r, item.controller)  # FOW 803.6
        on_targeting(r, item)  # FOW 1185.2 [Vileborn]
        x_of_entity(r, item)  # FOW 903.2h-4: the X paid for its entity
        state.passes = 0  # judge's reading: every player may answer a newly played object


def chased_all_the_same(r: Table) -> tuple[str, ...]:
    """FOW 1008.2: an automatic ability goes onto the chase even while something there cannot
    be chased (an ordered resonator spell, 712.2; a card or ability players cannot chase to):
    the rule that lets it, where that is the case."""
    if chase_refusal(r, "play", False) is not None or no_chase_refusal(r) is not None or any(
            r.forbidden("respond", item=waiting) is not None for waiting in r.state.stack):
        return ("FOW 1008.2",)
    return ()


def keyword_trigger_rules(pick: PendingTrigger, r: Table) -> tuple[str, ...]:
    """The rules of the automatic keywords `pick` triggered by; a [Resonance] card that entered
    itself triggered by its own magic stone type, FOW 1127.3 (not only 1127.2); one triggered
    by a card that is no magic stone, or has the type only as an effect gives it, by what it is
    treated as having, FOW 1127.2a."""
    rules = tuple(TRIGGER_RULES[k] for k in pick.ability.keywords if k in TRIGGER_RULES)
    if "resonance" in pick.ability.keywords and pick.event_object == pick.source:
        rules += ("FOW 1127.3",)
    elif "resonance" in pick.ability.keywords:
        entered = r.state.objects.get(pick.event_object or "")
        if entered is not None and not entered.card.is_type("magic_stone"):
            rules += ("FOW 1127.2a",)
    return rules


# ----- automatic [Trigger] cards ------------------------------------------------------------------
def hidden_declined(r: Table, oid: str) -> bool:
    """Whether the player of a [Trigger] or [Stealth] card whose condition is met declines to
    reveal it this time (FOW 906.6b: its player chooses, each time): `decisions: {<card>:
    {decline: true}}` every time, `{decline: [n, ...]}` the n-th times its condition is met in
    the file (counted from 1), so that one declined may be revealed for a later one."""
    said = r.decision(oid, "decline")
    if not isinstance(said, tuple):
        return bool(said)
    key = f"{oid}#hidden"
    n = r.state.optional_offers[key] = r.state.optional_offers.get(key, 0) + 1
    if n in said:
        r.decision(oid, "decline", str(n))  # this time came: the entry mattered
        return True
    return False


def play_triggered_card(r: Table, pt: PendingTrigger, obj: GameObject, *,
                        stealth: bool = False) -> StackItem | None:
    """FOW 708.3: a triggered [Trigger] card is played as a spell (its text is its triggered
    ability's); FOW 708.4: it pays its own cost only if it is not played from the standby area;
    FOW 708.3a, 906.6a: if it cannot be played it goes to its owner's graveyard.
    `stealth`: a [Stealth] card is played as a triggered object with its own text, without paying
    its cost (FOW 1114.2); one that cannot be played stays hidden where it is (906.6)."""
    state = r.state
    name = r.name(obj.id)
    rule = ("FOW 1114.2",) if stealth else ("FOW 708.2",)
    if hidden_declined(r, obj.id):
        r.step(StepKind.TRIGGER, Msg("{controller} does not reveal {object}, so it does "
                                            "not trigger",
                                            controller=obj.controller, object=name),
               (*rule, "FOW 906.6b"), actor=obj.controller)
        return None
    if obj.zone not in (("standby",) if stealth else ("hand", "standby")) or \
            pt.source_moved_since(obj):  # moved, even back where it may be played from
        r.step(StepKind.TRIGGER, Msg("{object} triggered but has moved since, so it cannot "
                                            "be played",
                                            object=name),
               ("FOW 906.10",), actor=obj.controller)
        return None
    ability = pt.ability
    specs = obj.card.targets if stealth else ability.targets
    targets = _trigger_targets(r, obj, specs, r.decision(obj.id, "targets"))
    total = _triggered_card_cost(r, obj, stealth)
    why: str | None = None
    if targets is None:
        why = phrase(Msg("it has no legal target"))
    elif (refusal := r.game.payment.cost_refusal(state, obj.controller, total)) is not None:
        why = refusal.reason
    if why is not None and stealth:
        # FOW 906.6: a triggered object that cannot be played is not, and nothing else happens;
        # not 906.6a, whose automatic card goes to the graveyard: the [Stealth] card's player
        # only "may" reveal it (1114.2), and it stays hidden where it waits.
        r.step(StepKind.TRIGGER, Msg("{object}'s [Stealth] condition was met but it cannot "
                                            "be played ({why}): it stays in the standby area",
                                            object=name, why=said_of(why)),
               ("FOW 1114.2", "FOW 906.6"),
               actor=obj.controller)
        return None
    if why is not None:
        r.move(obj, r.graveyard_of(obj), cause=pt.event_node)
        r.step(StepKind.TRIGGER, Msg("{object} triggered but cannot be played ({why}): it "
                                            "is put into its owner's graveyard",
                                            object=name, why=said_of(why)),
               ("FOW 708.3a", "FOW 906.6a"), actor=obj.controller)
        return None
    assert targets is not None
    # FOW 910.1: played as a spell (708.3, 1114.2), its play replaced is read by FOW HP.18: as
    # it begins, nothing paid, the card staying where it is ...
    if replaced_as_it_begins(r, "played", obj):
        return None
    r.game.payment.pay(state, obj.controller, total)
    zone = obj.zone
    # ... or once paid for: to its owner's graveyard, never played (it never reaches the chase)
    if replaced_once_paid(r, "played", obj, lambda: _revealed_to_play(r, obj, rule, total)):
        gone_unplayed(r, obj)
        return None
    item = StackItem(id=obj.id, kind="card", controller=obj.controller, name=obj.card.name,
                     source=obj.id, effect=obj.card.effect if stealth else ability.effect,
                     target_specs=specs,
                     targets=tuple(r.lock(t) for t in targets), keywords=obj.card.keywords,
                     depth=pt.depth, caused_by=pt.event_node)
    item.extra["paid"] = dict(total.resources)
    r.move(obj, r.game.stack_zone)  # a new object, face up
    if stealth:  # FOW 1114.2: played without paying its cost (903.2k-2)
        obj.extra[COST_PAID] = 0
    elif zone == "standby":  # FOW 708.4: only its [Trigger] cost, its own not paid: UNSAID
        obj.extra[COST_PAID] = UNSAID
    r.push(item)
    r.link(pt.event_node, item.id, Relation.TRIGGERS)
    on_spell(r, item)  # FOW 1160.2: a [Trigger] or [Stealth] card is played as a spell too
    r.emit(EventKind.PLAYED, Msg("{player} plays {card}", player=obj.controller,
                                 card=obj.card.name), obj=obj.id,
           player=obj.controller, item=item.id)
    on = Msg(" targeting {targets}", targets=Items([r.name(t) for t in targets], commas=True)) \
        if targets else ""
    paid = Msg("without paying its own cost (from the standby area)") if zone == "standby" else \
        Msg("paying its cost")
    if zone == "standby" and total.resources:  # its [Trigger] cost, an increase (903.2k-3)
        paid = Msg("{paid}, paying {cost}", paid=paid, cost=said_of(said_cost(
            total, "nothing", r.game.words.resources)))
    where = r.game.words.zone_said(zone, r.name)
    if stealth:
        r.step(StepKind.TRIGGER, Msg("{controller} revealed {object} from their standby "
                                            "area when its [Stealth] condition was met; it is "
                                            "played as a triggered object{on}, without paying its "
                                            "cost{also}",
                                            controller=obj.controller, object=name, on=on,
                                            also=Msg(", paying {cost}", cost=said_of(said_cost(
                                                total, "nothing", r.game.words.resources)))
                                            if total.resources else ""),
               ("FOW 1114.2", "FOW 906.5", "FOW 603.2"),
               item=item.id, actor=obj.controller)
        return item
    r.step(StepKind.TRIGGER, Msg("{controller} revealed {object} from their {where} when "
                                        "its condition was met; it is played as a spell{on}, "
                                        "{paid}",
                                        controller=obj.controller, object=name,
                                        where=where, on=on, paid=paid),
           ("FOW 708.2", "FOW 708.3", "FOW 708.4", "FOW 603.2"), item=item.id,
           actor=obj.controller)
    return item


def _triggered_card_cost(r: Table, obj: GameObject, stealth: bool) -> Cost:
    """What playing a triggered card costs: its own cost, none from the standby area (708.4) or
    by [Stealth] (1114.2), plus its [Trigger] cost; then the increases and reductions as for any
    play (903.2k-2 to 903.2k-4: an increase is paid even without paying its cost)."""
    own = Cost() if stealth else own_cost(obj)
    extra = obj.card.additional_cost or Cost()
    total = add_costs(own, extra)
    free = own != obj.card.cost
    actual = actual_cost(r, obj.controller, obj.card.cost if free else own, extra, obj,
                         free=free)
    return replace(total, resources=actual.resources)


def _revealed_to_play(r: Table, obj: GameObject, rule: tuple[str, ...], total: Cost) -> None:
    """The card revealed to be played as it triggers, its cost paid (708.4), before a
    replacement replaces its play."""
    r.step(StepKind.TRIGGER, Msg("{controller} reveals {object} to play it as it triggers, "
                                 "paying its cost" if total.resources else
                                 "{controller} reveals {object} to play it as it triggers, "
                                 "without paying its cost", controller=obj.controller,
                                 object=r.name(obj.id)),
           (*rule, "FOW 708.4"), actor=obj.controller)


def _trigger_targets(r: Table, obj: GameObject, specs: tuple[object, ...],
                     chosen: object) -> list[str] | None:
    """The targets of a triggered card: from `decisions: {<card id>: {targets: [...]}}`, else the
    first legal choice for each; None if a target has no legal choice."""
    from judge.model.filters import Filter

    spell = StackItem(id=obj.id, kind="card", controller=obj.controller, name=obj.card.name,
                      source=obj.id, keywords=obj.card.keywords)  # what targets (FOW 1181.2)
    if chosen is not None:
        picked = [str(t) for t in chosen]  # type: ignore[attr-defined]
        for tid, spec in zip(picked, specs, strict=False):
            assert isinstance(spec, Filter)
            target = r.state.objects.get(tid)
            if spec.player:
                if tid not in r.candidates(spec, obj.controller, item=spell):
                    return None
            elif target is None or not matches(r.state, r.game, target, spec, obj.controller):
                return None
        return picked if len(picked) == len(specs) else None
    out: list[str] = []
    for spec in specs:
        assert isinstance(spec, Filter)
        options = [c for c in r.candidates(spec, obj.controller, exclude=obj.id, item=spell)
                   if c not in out]
        if not options:
            return None
        out.append(options[0])
    return out
