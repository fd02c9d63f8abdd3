"""What may be done now: main timing (FOW 701.2) and the actions it gates (FOW 604.2), what any
player with priority may do (FOW 604.1), where cards are played from and what playing them costs,
and when a player may not pass (FOW 718.2).
"""

from __future__ import annotations

from judge.engine.characteristics import keywords
from judge.engine.core import copied
from judge.engine.declare import PLAN_RULES, PlayPlan, Refusal
from judge.engine.granted import ability_named
from judge.engine.policies import TimingRules
from judge.engine.restrictions import forbidding
from judge.engine.roles import Role
from judge.engine.trace import StepKind
from judge.games.force_of_will.ability_keywords import inheritance, inheritance_refusal
from judge.games.force_of_will.alternative import half_face
from judge.games.force_of_will.alternative import plan as plan_half
from judge.games.force_of_will.combatants import (
    came_under_control,
    excuses,
    forfeit_refusal,
    required_attackers,
)
from judge.games.force_of_will.conditional import gods_art_refusal
from judge.games.force_of_will.cost_keywords import plan as plan_costs
from judge.games.force_of_will.dive import ZONES as DIVE_ZONES
from judge.games.force_of_will.dive import extra_zones as dive_zones
from judge.games.force_of_will.dive import is_dive, works_where
from judge.games.force_of_will.extension import EXTENSION_AREA
from judge.games.force_of_will.fate import chase_refusal as fate_chase_refusal
from judge.games.force_of_will.fusion import plan as plan_fusion
from judge.games.force_of_will.game_start import no_chase_refusal
from judge.games.force_of_will.investigate import may_play_from_deck
from judge.games.force_of_will.items import ITEM_AREA, coin_refusal, is_coin, unprohibitable
from judge.games.force_of_will.keywords import swift
from judge.games.force_of_will.moontide import is_moontide, moontide_refusal
from judge.games.force_of_will.play_keywords import (
    BESTOW,
    ambush_refusal,
    bestow_refusal,
    by_ambush,
    extra_zones,
)
from judge.games.force_of_will.play_keywords import plan as plan_keywords
from judge.games.force_of_will.revolution import chase_refusal
from judge.games.force_of_will.revolution import plan as plan_revolution
from judge.games.force_of_will.rulers import judgment_refusal
from judge.games.force_of_will.runes import RUNE_AREA, is_rune, rune_refusal, rune_rules
from judge.games.force_of_will.shift import future_face, shift_refusal
from judge.games.force_of_will.shift import plan as plan_shift
from judge.games.force_of_will.state import (
    DECK,
    FREE,
    ext,
    has_main_timing,
    is_automatic_card,
    is_entity,
    is_trigger_card,
    main_timing_refusal,
    own_cost,
)
from judge.games.force_of_will.wardens import activate_refusal as willpower_refusal
from judge.games.force_of_will.will_paid import FROM_STANDBY
from judge.model.cards import AbilityDef, CardDef, Cost
from judge.model.scenario import Action
from judge.model.state import GameObject
from judge.msg import Msg, phrase, said_of, word
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table

#: Which rule gates playing each card type at main timing (FOW 604.2a).
PLAY_RULE = {"resonator": "FOW 702.1", "addition": "FOW 702.1", "regalia": "FOW 702.1",
             "chant": "FOW 703.1"}
#: What an activate ability's play step cites: activating it (FOW 707.2), the step of playing
#: that puts it on the chase (FOW 903.2f; its targets: 903.2i), and keeping priority after it
#: (FOW 605.1a).
ACTIVATED = ("FOW 707.2", "FOW 903.2f")


def put_on_chase(first: tuple[str, ...], action: Action) -> tuple[str, ...]:
    """The rules of a play step: `first`, choosing targets if it has any (FOW 903.2i), and the
    player keeping priority (FOW 605.1a)."""
    return (*first, *(("FOW 903.2i",) if action.ids("targets") else ()), "FOW 605.1a")


class MainTiming(TimingRules):
    def act_refusal(self, t: Table, player: str, action: Action) -> Refusal | None:
        """FOW 712.2: nobody chases to an ordered resonator spell."""
        refusal = super().act_refusal(t, player, action)
        if refusal is not None:
            return refusal
        resource = False
        if action.verb == "activate":
            obj = t.state.objects.get(str(action.get("object") or ""))
            # its own or a granted one (FOW 1156.2: a [Fusion] addition's will ability)
            ability = ability_named(t, obj, str(action.get("ability"))) \
                if obj is not None else None
            resource = ability is not None and ability.kind == "resource"
            if obj is not None and ability is not None:
                unprohibitable(t, player, obj, ability)  # FOW 1119.4a
        chasing = action.verb in ("play", "activate", "judgment", "mobilize") and not resource
        return chase_refusal(t, action.verb, resource) or (
            fate_chase_refusal(t) or no_chase_refusal(t) if chasing else None)

    def pass_ruling(self, t: Table, player: str) -> tuple[Refusal | None, tuple[str, ...]]:
        """Whether the player may pass, and the sub-rules of FOW 718.2 by which their
        must-attack J/resonators let them pass at main timing (718.2a-718.2e)."""
        refusal = self._pass_refusal(t, player)
        if refusal is not None or t.state.choice is not None or \
                not has_main_timing(t.state, player) or ext(t.state).battles_closed:
            return refusal, ()
        return None, excuses(t, player)

    def _pass_refusal(self, t: Table, player: str) -> Refusal | None:
        """FOW 718.2: at main timing a player may not pass while a J/resonator of theirs that must
        attack (e.g. [Bloodlust], FOW 1123.2) can attack legally; FOW 803.3: nor forfeit, which a
        pass at the attack declaration means."""
        x = ext(t.state)
        if x.decision == "attack":
            return forfeit_refusal(t, player)
        if not has_main_timing(t.state, player) or x.battles_closed or \
                forbidding(t, "battle", player=player) is not None:
            return None  # FOW 718.2: only a J/resonator that can attack legally forces a battle
        required = required_attackers(t, player)
        if not required:
            return None
        names = ", ".join(t.name(o.id) for o in required)
        return Refusal(phrase(Msg("{objects} must attack if able and can attack legally, so "
                                  "{player} may not pass at main timing: they must initiate a "
                                  "battle and attack with it",
                                  objects=names, player=player)),
                       ("FOW 718.2", "FOW 1123.2"))

    def plan_play(self, t: Table, player: str, obj: GameObject, action: Action
                  ) -> Refusal | PlayPlan:
        """Whether `player` may play this card now (a judgment process is no target, FOW 705.2d;
        where it is played from; its timing), what it costs (FOW 708.4) and which rule allows
        it, for the play step."""
        # FOW 903.2b, 1302.2f: a Shift card played future side up is that side as it is played
        face = future_face(t, obj, action.mapping("choices"))
        # FOW 1307.3a: an alternative card played is the half chosen, the only one checked
        half = half_face(t, obj, action.mapping("choices"))
        seen = obj
        if face is not None or half is not None:
            seen = copied(obj)
            seen.card = face or half  # type: ignore[assignment]
        # the side whose [Remnant], [Ibka] or [Ambush] lets it be played from where it is
        keyed = side_of_the_keyword(t, obj, seen) if face is not None else \
            seen if half is not None else obj
        rune = is_rune(obj) and obj.zone == RUNE_AREA
        investigated = may_play_from_deck(player, obj)
        # FOW 708.4: where a [Trigger] card is played from is the side played's (1302.2f)
        zones = play_zones(seen) + extra_zones(keyed) + dive_zones(obj) + \
            ((RUNE_AREA,) if is_rune(obj) else ()) + \
            ((DECK,) if investigated else ()) + self.zones_allowed(t, player, obj)
        refusal = judgment_refusal(t, action)
        if refusal is None and obj.zone not in zones:
            # FOW 706.3: a card in the standby area without [Trigger], [Stealth] or [Ambush] is
            # played from there only where an effect allows it; FOW 1114.2: one with [Stealth],
            # only as its condition is met
            standby = () if obj.zone != "standby" else ("FOW 1114.2",) \
                if "stealth" in keywords(obj) else ("FOW 706.3",)
            refusal = Refusal(wrong_zone(t, obj, zones),
                              side_zone_rules(seen) if face else
                              (*standby, self.cite(Role.PLAY_ZONE)))
        if refusal is None and obj.zone == "hand" and obj.holder != player:
            refusal = _anothers_hand(t, obj)
        if refusal is None and rune:
            refusal = rune_refusal(t, player, obj)
        elif refusal is None and by_ambush(keyed):
            refusal = ambush_refusal(t, player, obj)
        else:
            refusal = refusal or play_refusal(t, player, seen, self.any_time(t, player, obj))
        if refusal is not None and half is not None:
            return replace(refusal, citations=(*refusal.citations, "FOW 1307.3a"))
        if refusal is not None:
            return refusal if face is None else as_the_side_played(refusal)
        quick = ("FOW 1112.2",) if "quickcast" in seen.card.keywords else ()
        cites = rune_rules(t, player, obj) if rune else (play_rule(seen), *quick)
        if investigated:
            cites = (*cites, "FOW 1170.2")  # played from the deck, revealed by [Investigate]
        notes = (("rune_copy", True),) if rune and not obj.card.is_type("addition") else ()
        if obj.zone == "standby" and "trigger" in seen.card.keywords:
            notes = (*notes, (FROM_STANDBY, True))  # FOW 708.4: its own cost not paid
        base = PlayPlan(own_cost(obj), notes,
                        citations=put_on_chase((*cites, "FOW 903.2f"), action))
        choices = action.mapping("choices")
        # FOW 903.2b: the side is chosen first; a keyword's cost then replaces that side's
        planned = plan_shift(t, player, obj, choices, base)
        if isinstance(planned, Refusal):
            return planned
        planned = plan_half(t, obj, choices, half, planned)  # FOW 1307.3
        if isinstance(planned, Refusal):
            return planned
        planned = plan_keywords(t, player, keyed, choices, planned)
        if isinstance(planned, Refusal):
            return planned
        planned = plan_costs(t, player, obj, choices, planned)  # FOW 1154, 1162, 1166, 1188
        if isinstance(planned, Refusal):
            return planned
        planned = plan_fusion(t, player, obj, choices, planned)
        if isinstance(planned, Refusal):
            return planned
        return plan_revolution(t, player, obj, choices, planned)

    def plan_activation(self, t: Table, player: str, obj: GameObject, ability: AbilityDef,
                        action: Action) -> Refusal | PlayPlan:
        """A judgment process is no target (FOW 705.2d); only the abilities of what the player
        controls (FOW 707.2), working where they are (FOW 902.1, 905.3)."""
        willpower = willpower_refusal(t, obj, ability.name)
        if willpower is not None:
            return Refusal(willpower, ("FOW 905.5", "FOW 717.2"))
        refusal = judgment_refusal(t, action) or \
            self.activate_refusal(t, player, obj, ability) or \
            coin_refusal(t, obj, ability, action.mapping("choices")) or \
            shift_refusal(t, player, obj, ability) or \
            ability_refusal(t, obj, ability) or bestow_refusal(t, player, obj, ability) or \
            gods_art_refusal(t, player, ability)
        bestow = ("FOW 1121.2",) if ability.name == BESTOW and "bestow" in ability.keywords \
            else ()
        waited = no_wait_to_rest(obj, ability)
        # FOW 1108.2 on the payment step too, which a will ability has (it is no chase item)
        swift_rest = ((PLAN_RULES, waited),) if "FOW 1108.2" in waited else ()
        return refusal or PlayPlan(ability.cost, notes=swift_rest, citations=put_on_chase(
            (*ACTIVATED, *bestow, *waited), action))


def _anothers_hand(t: Table, obj: GameObject) -> Refusal:
    """FOW 702.2: a player plays cards from their own hand; a card they control in another
    player's hand (FOW HP.47 `owner`: put there by an effect, 302.6a-302.6b) is not in theirs."""
    return Refusal(phrase(Msg("{object} is in {player}'s hand, not its controller's",
                              object=t.name(obj.id), player=obj.holder)),
                   ("FOW 702.2", t.policy_id("foreign_zone.control")))


def wrong_zone(t: Table, obj: GameObject, zones: tuple[str, ...]) -> str:
    """Why a card cannot be played from where it is: where it can be played from."""
    if len(zones) == 1:
        return phrase(Msg("{object} is {place}; it can be played from {zone}",
                          object=t.name(obj.id), place=t.place_said(obj.zone, obj.owner),
                          zone=t.game.words.zone_said(zones[0], t.name)))
    return phrase(Msg("{object} is {place}; it can be played from {zones}",
                      object=t.name(obj.id), place=t.place_said(obj.zone, obj.owner),
                      zones=t.game.words.zones_said(zones, t.name)))


def play_zones(obj: GameObject) -> tuple[str, ...]:
    """FOW 702.2, 703.2, 709.2: cards are played from the hand; FOW 708.4: [Trigger] cards also
    from the standby area."""
    if is_trigger_card(obj):
        return ("hand", "standby")
    return ("hand",)


def side_of_the_keyword(t: Table, obj: GameObject, seen: GameObject) -> GameObject:
    """A Shift card played future side up (`seen`) from a zone only one side's [Remnant], [Ibka]
    or [Ambush] lets it be played from (the graveyard, the standby area): the rules do not say
    whether the side in the zone or the side played decides (1302.2f has it past side up there
    and the chosen side up as it begins to be played). House policy FOW HP.33
    (`shift.one_side_keyword`): `side-played` (the default) reads the side chosen first (903.2b,
    1302.2e), as [Trigger] is read (708.4); `side-in-zone` the past side, up in the zone
    (1302.2f). The side whose keyword counts, with its terms (cost, [Remnant]'s expel)."""
    if obj.zone in play_zones(seen) or \
            (obj.zone in extra_zones(obj)) == (obj.zone in extra_zones(seen)):
        return seen  # both sides agree, or it is played from the hand: the side played
    t.cite_also_rule(t.policy_id("shift.one_side_keyword"))
    t.cite_also_rule("FOW 1302.2f")
    return obj if t.policy_is("shift.one_side_keyword", "side-in-zone") else seen


def side_zone_rules(seen: GameObject) -> tuple[str, ...]:
    """Why a Shift card cannot be played from where it is as the side chosen: that side's play
    rule, and from the standby area, 706.3 (a card there without [Trigger] is not played
    without an effect allowing it)."""
    return (play_rule(seen), *(("FOW 706.3",) if seen.zone == "standby" else ()))


def as_the_side_played(refusal: Refusal) -> Refusal:
    """A Shift card refused as the side its player chose: FOW 903.2b, 1302.2e say why that side's
    information decides."""
    return replace(refusal, citations=tuple(dict.fromkeys(
        (*refusal.citations, "FOW 903.2b", "FOW 1302.2e"))))


def untriggered_automatic_card(t: Table, player: str, obj: GameObject) -> Refusal | None:
    """FOW 906.2a: an effect that lets a player play a card, even "without paying its cost",
    does not let them play an automatic [Trigger] card: such a card is played only as its own
    condition is met (906.2, 708.3), never by another card's effect."""
    if not is_automatic_card(obj):
        return None
    return Refusal(phrase(Msg("{object} is an automatic card ([Trigger]) whose trigger "
                              "condition has not been met: an effect cannot play it, even "
                              "without paying its cost", object=t.name(obj.id))),
                   ("FOW 906.2a",))


def play_rule(obj: GameObject) -> str:
    return play_rule_of(obj.card)


def play_rule_of(card: CardDef) -> str:
    """The rule under which a card is played: [Quickcast] (FOW 709.1), a [Trigger] card (FOW
    708.4), a chant (FOW 703.2), anything else (FOW 702.2)."""
    printed = card.keywords
    if "quickcast" in printed:
        return "FOW 709.1"
    if "trigger" in printed:
        return "FOW 708.4"
    return "FOW 703.2" if card.is_type("chant") else "FOW 702.2"


def play_refusal(t: Table, player: str, obj: GameObject, any_time: bool = False
                 ) -> Refusal | None:
    """Timing and permission for playing a card now (FOW 604, 701.2, 702-709); `any_time`: card
    text lets it be played whenever its player has priority (FOW 104.1: the card wins)."""
    card, state = obj.card, t.state
    if card.is_type("ruler", "j_ruler"):
        return Refusal(phrase(Msg("{object} is a ruler: it is never played; a ruler becomes a "
                                  "J-ruler by a judgment process (do: judgment)",
                                  object=t.name(obj.id))), ("FOW 705.1", "FOW 604.2c"))
    if card.is_type("warden"):
        return Refusal(phrase(Msg("{object} is a warden: it is not played as a card; its warden "
                                  "process puts it into the ruler area (do: warden)",
                                  object=t.name(obj.id))), ("FOW 716.1", "FOW 604.2c"))
    if card.is_type("magic_stone"):
        return Refusal(phrase(Msg("{object} is a magic stone: magic stones are called, not played "
                                  "(do: call_stone)",
                                  object=t.name(obj.id))), ("FOW 710.1", "FOW 604.2e"))
    if is_automatic_card(obj):
        return Refusal(phrase(Msg("{object} is an automatic [Trigger] card: it is revealed when "
                                  "its condition is met and played at the next point where "
                                  "triggered objects are played, never at will",
                                  object=t.name(obj.id))),
                       ("FOW 708.2", "FOW 708.3", "FOW 1113.2c"))
    if obj.zone == "standby" and obj.extra.get("set_this_turn"):
        return Refusal(phrase(Msg("{object} was put into the standby area this turn, so it cannot "
                                  "be played this turn",
                                  object=t.name(obj.id))), ("FOW 708.5",))
    kws = keywords(obj)
    if "quickcast" in kws or any_time:
        return None  # FOW 709.1, 1112.2: whenever its player has priority
    if is_trigger_card(obj):
        return None  # FOW 604.1b, 1113.2a: a "[Trigger] (cost): (effect)" card, like an ability
    rule = next((PLAY_RULE[t] for t in card.every_type() if t in PLAY_RULE),
                "FOW 702.1")
    return main_timing_refusal(state, player, Msg("playing a {type} without [Quickcast]",
                                                    type=card.type),
                               "FOW 604.2a", rule)


def no_wait_to_rest(obj: GameObject, ability: AbilityDef) -> tuple[str, ...]:
    """FOW 905.3 asks only a J/resonator to have been under its control since the start of the
    turn: cited where a regalia, an addition or a magic stone that arrived this turn rests for
    an ability at once; FOW 1108.2 where [Swiftness] is what lets a J/resonator that did."""
    if not (ability.cost.exhaust_self and obj.zone == "field" and
            obj.extra.get("entered_this_turn")):
        return ()
    if not is_entity(obj):
        return ("FOW 905.3",)
    return ("FOW 1108.2", "FOW 905.3") if swift(obj) else ()


def ability_refusal(t: Table, obj: GameObject, ability: AbilityDef) -> Refusal | None:
    """FOW 604.1a, 707.1: an activate ability may be played whenever its player has priority;
    FOW 902.1: only while its card is where its abilities work; FOW 905.3: a J/resonator's ability
    with a rest cost needs the card under its control since the start of the turn."""
    if is_dive(obj, ability) and obj.zone not in DIVE_ZONES:
        return Refusal(phrase(Msg("{object}'s Dive ability works only while the card is in its "
                                  "owner's hand or removed area; it is in {zone}",
                                  object=t.name(obj.id), zone=word(obj.zone))), ("FOW 1143.2a",))
    if is_moontide(ability):  # FOW 1189.2: from the chase or the field
        return moontide_refusal(t, obj.controller, obj)
    if inheritance(ability):  # FOW 1126.2a: from the hand only
        why = inheritance_refusal(t, obj.controller, obj)
        # FOW 104.4: its cost discards the card, which a prohibition may forbid
        return Refusal(why, ("FOW 1126.2a",)) if why else \
            t.forbidden("discard", obj=obj, player=obj.controller)
    if obj.zone not in ("field", "ruler_area", EXTENSION_AREA) and \
            not (is_coin(obj) and obj.zone == ITEM_AREA) and not works_where(obj, ability):
        return Refusal(f"the abilities of {t.name(obj.id)} work only in the field or a ruler area; "
                       f"it is {t.place(obj.zone, obj.owner)}", ("FOW 902.1",))
    if ability.cost.exhaust_self and is_entity(obj) and obj.extra.get("entered_this_turn") \
            and not swift(obj):
        if obj.id in ext(t.state).stacked_on:
            return Refusal(phrase(Msg("{object} was stacked on top of an entity this turn (not "
                                      "entering the field), so it cannot use an ability whose "
                                      "cost rests it (it has no [Swiftness])",
                                      object=t.name(obj.id))), ("FOW 1045.5",))
        if came_under_control(t, obj):
            return Refusal(phrase(Msg("{object} came under {player}'s control this turn, so it "
                                      "cannot use an ability whose cost rests it (it has no "
                                      "[Swiftness])", object=t.name(obj.id),
                                      player=obj.controller)), ("FOW 905.3", "FOW 1108.2"))
        return Refusal(phrase(Msg("{object} entered the field this turn, so it cannot use an "
                                  "ability whose cost rests it (it has no [Swiftness])",
                                  object=t.name(obj.id))), ("FOW 905.3", "FOW 1108.2"))
    return None


def standby(r: Table, action: Action) -> None:
    """`{do: standby, card: id}`: at main timing, pay [2] and put a card from your hand face down
    into your standby area, at once (FOW 706.1-706.2)."""
    state, player = r.state, action.by
    obj = r.obj(str(action.get("card")))
    r.check(main_timing_refusal(state, player, Msg("putting a card into the standby area"),
                                "FOW 706.1", "FOW 604.2d"))
    if obj.zone != "hand" or obj.holder != player:
        r.refuse(phrase(Msg("{object} is not in {player}'s hand",
                            object=r.name(obj.id), player=player)), "FOW 706.1")
    cost = Cost(((FREE, 2),))
    r.check(r.game.payment.cost_refusal(state, player, cost))
    r.game.payment.pay(state, player, cost)
    r.move(obj, "standby", cause=action.node)
    obj.face_down = True
    obj.extra["set_this_turn"] = True  # FOW 708.5
    state.passes = 0  # FOW 605.1a
    # FOW 706.3: only a card with [Trigger], [Stealth] or [Ambush] is played from there unaided
    bluff = not {"trigger", "stealth", "ambush"} & set(keywords(obj))
    note = Msg(" (with none of [Trigger], [Stealth] or [Ambush], it cannot be played from there "
               "unless an effect allows it)") if bluff else ""
    r.step(StepKind.ACTION, Msg("{player} pays 2 will and puts {object} face down into "
                                       "their standby area at once, without using the chase{note}",
                                       player=player, object=r.name(obj.id), note=said_of(note)),
           ("FOW 706.1", "FOW 706.2", *(("FOW 706.3",) if bluff else ())),
           actor=player)
