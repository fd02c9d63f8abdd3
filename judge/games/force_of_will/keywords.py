"""Keyword abilities of chapter 11 that act in battle or on damage: [Pierce] (FOW 1103), [Explode]
(1106), [Limit] (1118), [Barrier] (1120), [Mobilize] (1129, the cost of a J/resonator), [Bane]
(1138), [Protect] (1168) and [Multi Strike] (1169, read by `battle`).

A keyword can be granted by an effect (`modify: {keywords: [...]}`), so each is read from an
object's current keywords when it matters, never written into the card: the automatic ones
([Bane], [Explode], [Limit]) queue their trigger from the event that meets their condition
(`Table.queue_trigger`) and are played like any other trigger. A keyword's number or cost is a
card key: `limit: 2`, `mobilize: {fire: 1}`.
"""

from __future__ import annotations

from judge.engine.characteristics import changes, keyword_grants, keywords
from judge.engine.conditions import Instruction, Is
from judge.engine.declare import Refusal
from judge.engine.effects import Counter, Destroy, Gain, Modify, MoveZone, Pay
from judge.engine.events import Event, EventKind
from judge.engine.lost import LOST_FROM
from judge.engine.trace import Relation, StepKind
from judge.games.force_of_will.conditional import CONDITIONAL_KEYWORDS
from judge.games.force_of_will.keyword_keys import (
    cumulative_numbers,
    keyword_cost,
    keyword_instance,
    keyword_value,
)
from judge.games.force_of_will.rests import battle_rest_refusal, not_rested, rest_for_battle
from judge.games.force_of_will.state import CARD_TYPES, ext, is_entity, other_player
from judge.model.args import Arg
from judge.model.cards import AbilityDef, CardDef, Cost
from judge.model.effects import Each
from judge.model.filters import Filter
from judge.model.state import GameObject, Modifier, StackItem
from judge.msg import Msg, amounts, phrase, said_of

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

#: The keyword abilities judge rules on (a file writes them in `keywords:`).
KEYWORDS = ("quickcast", "trigger", "first_strike", "flying", "swiftness", "precision",
            "judgment", "eternal", "imperishable", "bloodlust", "pierce", "explode", "bane",
            "multi_strike", "protect", "limit", "barrier", "mobilize", "awakening",
            "incarnation", "remnant", "stealth", "ambush", "bestow", "drain", "terrifying",
            "belligerence", "mana", "ibka", "mythic", "divinity", "defiant", "raid",
            "primal_roar", "aegis", "vileborn", "kernlos", "blood_trail", "untouchable",
            "revolution_order", "revolution", "energize", "aid", "tag", "partner", "upgrading",
            "shift", "stranger", "fate", "convoke", "chaining",
            "force_command", "force_resonance", "pantheon",
            "grimoire", "legend", "sealed_item", "dive",
            "trinity", "fusion", "consensus",
            *CONDITIONAL_KEYWORDS, "mastery", "solarisation", "linkage", "draconic_tithe",
            "enter", "evolution", "inheritance", "resonance", "overgrowth", "enraging",
            "necrobloom", "graverberate", "guidance", "moontide", "call_of_valhalla",
            "investigate", "oath", "extension_rule", "reincarnation")

#: Keyword abilities of chapter 11 judge does not rule on yet: a file that writes one is an
#: honest "cannot rule" (exit 3), never a silent wrong ruling. Each says why, or how to write
#: the card without it.
UNIMPLEMENTED: dict[str, str] = {}

#: `barrier: [opponent]`: [Barrier] <opponent> (FOW 1120.3a).
OPPONENT_BARRIER = "opponent"

#: The number or cost a keyword is written with, as a card key beside `keywords:`.
KEYWORD_CARD_KEYS: dict[str, Arg] = {
    "limit": Arg("int", minimum=1, doc="with [Limit]: the number of limit counters it enters "
                 "the field with (FOW 1118.2)"),
    "mobilize": Arg("map", doc="with [Mobilize] on a regalia: what it rests, {type: X} or "
                    "{race: X} (FOW 1129.3-1129.4); on a J/resonator: the cost paid each time it "
                    "attacks or blocks, e.g. {fire: 1} (FOW 1129.2)"),
    "barrier": Arg("strings", choices=(*CARD_TYPES, OPPONENT_BARRIER),
                   doc="with [Barrier]: the card types it is narrowed to, [Barrier] <Chant> is "
                   "`barrier: [chant]`: only other players' spells and abilities of those types "
                   "cannot target it (FOW 1120.3); `[opponent]` is [Barrier] <opponent>, plain "
                   "[Barrier] in a two-player game (FOW 1120.3a); without it, none of theirs can "
                   "(FOW 1120.2)"),
    "mana": Arg("int", minimum=1, doc="with [Mana]: the number of mana counters it enters the "
                "field with (FOW 1122.2b)"),
    "defiant": Arg("int", minimum=0, doc="with [Defiant]: how many times it may attack in its "
                   "controller's main phase (FOW 1183.2; 0: it cannot attack, 1183.3)"),
    "vileborn": Arg("int", minimum=1, doc="with [Vileborn]: its number; the first time each "
                    "turn it is targeted, each other player loses 100 life per point "
                    "(FOW 1185.2)"),
    "primal_roar": Arg("int", minimum=1, doc="with [Primal Roar]: its number; Dinosaur "
                       "J/resonators its controller controls gain +100 ATK per point "
                       "(FOW 1194.2)"),
}
#: Keywords that need their card key, and what it says.
KEYWORD_NEEDS = {"limit": "the number of limit counters, e.g. `limit: 2`",
                 "mobilize": "its cost, e.g. `mobilize: {fire: 1}`",
                 "mana": "the number of mana counters, e.g. `mana: 2`",
                 "defiant": "how many times it may attack, e.g. `defiant: 2`",
                 "primal_roar": "its number, e.g. `primal_roar: 2`",
                 "vileborn": "its number, e.g. `vileborn: 2`",
                 "stranger": "its number, the stranger cards its player may begin with, e.g. "
                             "`stranger: 10` (FOW 1142.2)"}
#: Keywords that make a card enter the field with counters, and their rules.
ENTERS_WITH: dict[str, tuple[str, ...]] = {"limit": ("FOW 1118.2",), "mana": ("FOW 1122.2b",)}

#: FOW 1138.2: "whenever this deals damage to a J/resonator >>> destroy that J/resonator".
BANE = AbilityDef(name="Bane", kind="triggered", effect=(Destroy("it"),), keywords=("bane",))
_RESONATOR = Filter(types=("resonator",))
#: FOW 1106.2: "when this deals battle damage to a resonator >>> if this card is a resonator,
#: destroy it and the resonator it dealt the damage to".
#: Once this card has left the field it is a new object (FOW 302.3) that "destroy this card" no
#: longer names, but "if this card is a resonator" still reads it as it was there (911.1): a
#: second [Explode] trigger resolving after the first destroyed its card still destroys the
#: resonator it dealt damage to (engine/conditions.py source_as_it_was).
EXPLODE = AbilityDef(name="Explode", kind="triggered", keywords=("explode",), effect=(
    Instruction(Destroy("it"), condition=Is("self", _RESONATOR)),
    Instruction(Destroy("self"), condition=Is("self", _RESONATOR))))
#: FOW 1118.2: "whenever this attacks or blocks >>> remove a limit counter from it".
LIMIT = AbilityDef(name="Limit", kind="triggered", effect=(Counter("self", "limit", -1),),
                   keywords=("limit",))

#: FOW 1196.2: what a card played by [Raid] gains: "at end of turn >>> return this card to its
#: owner's hand".
RAID_RETURN = AbilityDef(name="Raid", kind="triggered", effect=(MoveZone("self", "hand"),),
                         keywords=("raid",))

#: The rule of each automatic keyword ability, cited as it triggers.
TRIGGER_RULES = {"bane": "FOW 1138.2", "explode": "FOW 1106.2", "limit": "FOW 1118.2",
                 "drain": "FOW 1135.3", "raid": "FOW 1196.2",
                 "vileborn": "FOW 1185.2", "fate": "FOW 1178.3",
                 "pantheon": "FOW 1193.2",
                 "enter": "FOW 1140.2", "resonance": "FOW 1127.2",
                 "enraging": "FOW 1186.2", "necrobloom": "FOW 1190.2",
                 "graverberate": "FOW 1192.2", "guidance": "FOW 1146.2",
                 "investigate": "FOW 1170.2", "oath": "FOW 1180.2"}


def has(obj: GameObject, keyword: str) -> bool:
    return keyword in keywords(obj)


# ----- events: the automatic keyword abilities --------------------------------------------------
def on_event(t: Table, event: Event) -> None:
    """Queue the triggers of [Bane], [Explode] and [Limit], and put [Limit]'s counters on a card
    entering the field."""
    if event.kind is EventKind.DAMAGED:
        on_damage(t, event)
    elif event.kind in (EventKind.ATTACKED, EventKind.BLOCKED):
        on_attack_or_block(t, event)
    elif event.kind is EventKind.ENTERED and event.zone_to == "field":
        enters_with_counters(t, event)
        roars(t, event)
        blood_trail(t, event)
    elif event.kind is EventKind.RESOLVED and event.item is not None and t.gives_abilities:
        roars(t, event)  # a [Primal Roar] the item granted (FOW 1194.2)
    elif event.kind is EventKind.DRAWN and event.player is not None:
        ext(t.state).drew_this_turn.add(event.player)  # [Ambush] asks (FOW 1174.2)
        ext(t.state).drew_by_rule.discard(event.player)  # a draw seen says it, not 502.4
    elif event.kind is EventKind.PHASE_STARTED and event.phase == "end_of_turn":
        for obj in list(t.state.objects.values()):
            if obj.zone == "field" and obj.extra.get("raided"):
                t.queue_trigger(obj, RAID_RETURN, event)  # FOW 1196.2


def on_damage(t: Table, event: Event) -> None:
    """FOW 1138.2: [Bane] of an entity in the field, or of a card in the ruler area, triggers on
    damage it deals to a J/resonator; FOW 1106.2-1106.3: [Explode] of a resonator triggers on
    battle damage it deals to a resonator; FOW 1135: [Drain] gains life for damage dealt."""
    source = t.state.objects.get(event.source or "")
    if source is not None and has(source, "drain"):
        drain(t, source, event)
    hit = t.state.objects.get(event.object or "")
    if source is None:
        return
    if hit is not None and has(source, "bane") and is_entity(hit) and (
            (source.zone == "field" and is_entity(source)) or source.zone == "ruler_area"):
        t.queue_trigger(source, BANE, event)
        mine = t.state.pending_triggers[-1]
        if any(p is not mine and p.source == source.id and p.ability is BANE and
               p.action == mine.action for p in t.state.pending_triggers):
            t.cite_also_rule("FOW 1007.5")  # damage to several at once: it triggers for each
    if not has(source, "explode") or ext(t.state).battle_damage_by != source.id:
        return
    if hit is None or not hit.card.is_type("resonator"):
        t.note(phrase(Msg("{object} dealt battle damage to {object2}, which is not a resonator: "
                          "its [Explode] does not trigger", object=t.name(source.id),
                          object2=t.name(hit.id) if hit is not None else str(event.player))),
               ("FOW 1106.2",))
        return
    if source.card.is_type("resonator"):
        t.queue_trigger(source, EXPLODE, event)
    else:
        t.note(phrase(Msg("{object} dealt battle damage to {object2}, but [Explode] does nothing "
                          "for a J-ruler",
                          object=t.name(source.id), object2=t.name(hit.id))), ("FOW 1106.3",))


def drain(t: Table, source: GameObject, event: Event) -> None:
    """FOW 1135.2: a chant with [Drain] makes its controller gain as much life as the damage it
    or its abilities deal (a continuous ability: at once); FOW 1135.3: on any other card it is
    an automatic ability of the entity: whenever it deals damage, its controller gains that much
    life. "You" is who controls what dealt the damage: a copy of the chant on the chase is its
    own controller's (FOW 1017.3), and so is the life its damage gains, though the damage names
    the card it copies as its source."""
    if source.card.is_type("chant"):
        dealer = t.dealer(source.id, event.item) if event.item not in (None, source.id) \
            else None
        copied = dealer is not None and dealer != source.controller
        controller = dealer if dealer is not None and copied else source.controller
        player = t.state.players.get(controller)
        if player is None or "life" not in player.resources:
            return
        player.resources["life"] += event.amount
        t.step(StepKind.EFFECT, Msg("{controller} gains {amount} life ([Drain] of {object})",
                                    controller=controller, amount=event.amount,
                                    object=t.name(str(event.item) if copied else source.id)),
               ("FOW 1135.2", "FOW 1017.3") if copied else ("FOW 1135.2",), actor=controller)
    elif source.zone == "field" and is_entity(source):
        gain = AbilityDef(name="Drain", kind="triggered", keywords=("drain",),
                          effect=(Gain((("life", event.amount),)),))
        t.queue_trigger(source, gain, event)
        if held_twice(source, "drain"):
            t.cite_also_rule("FOW 1101.2")  # printed and granted, or granted twice: one [Drain]


def held_twice(obj: GameObject, keyword: str) -> bool:
    """FOW 1101.2: an object that would gain a keyword it has does not gain a second one (a
    cumulative one adds up instead, 1102.4): whether `obj` has `keyword` from two sources."""
    return (keyword in obj.card.keywords) + len(keyword_grants(obj, keyword, keyword)) > 1


def on_attack_or_block(t: Table, event: Event) -> None:
    """FOW 1118.2, 1118.2a: [Limit] triggers as its card attacks or blocks, if it has a limit
    counter to remove."""
    obj = t.state.objects.get(event.object or "")
    if obj is None or not has(obj, "limit"):
        return
    if obj.counters.get("limit", 0) > 0:
        t.queue_trigger(obj, LIMIT, event)
        return
    verb = "attacks" if event.kind is EventKind.ATTACKED else "blocks"
    t.note(phrase(Msg("{object} {verb} with no limit counter on it: [Limit] does not trigger, and "
                      "having none does not stop it",
                      object=t.name(obj.id), verb=said_of(verb))), ("FOW 1118.2a", "FOW 1118.2b"))
    t.cite_also_rule("FOW 1118.2b")


def enters_with_counters(t: Table, event: Event) -> None:
    """FOW 1118.2: a card with [Limit] (n) enters the field with n limit counters; FOW 1122.2b:
    a non-ruler card with [Mana] (n), with n mana counters (the numbers are the card keys
    `limit` and `mana`, printed or carried by a grant that applies as it enters, added up:
    both are cumulative, FOW 1102.4-1102.5)."""
    obj = t.state.objects.get(event.object or "")
    if obj is None:
        return
    for keyword, rules in ENTERS_WITH.items():
        numbers = cumulative_numbers(obj, keyword)
        n = sum(numbers)
        if not has(obj, keyword) or n <= 0:
            continue
        before = obj.counters.get(keyword, 0)  # its text's own, as it entered (702.3c)
        obj.counters[keyword] = before + n
        # the counter is named by its keyword (`limit`, `mana`): a card key, said as it is
        t.step(StepKind.EFFECT, Msg("{object} enters the field with {n} {counter} counter "
                                    "([{keyword}])",
                                    plural="{object} enters the field with {n} {counter} "
                                    "counters ([{keyword}])",
                                    object=t.name(obj.id), n=n, counter=keyword,
                                    keyword=keyword.title()),
               # FOW 1102.4: printed and granted, one keyword of their sum; FOW 1022.7: added
               # to the counters of that name its text puts on it as it enters
               (*rules, *(("FOW 1102.4",) if len(numbers) > 1 else ()),
                *(("FOW 1022.7",) if before else ())))


# ----- [Mobilize] (cost) ------------------------------------------------------------------------
def mobilize_refusal(t: Table, obj: GameObject, what: str) -> Refusal | None:
    """FOW 1129.2: a J/resonator with [Mobilize] (cost) attacks or blocks only by paying that cost
    each time (FOW 803.5, 804.4); one who cannot pay it cannot attack or block with it."""
    cost = mobilize_cost(t, obj)
    if cost is None:
        return None
    refusal = t.game.payment.cost_refusal(t.state, obj.controller, cost)
    if refusal is None:
        return None
    return Refusal(phrase(Msg("{object} has [Mobilize]: to {what} with it its controller must pay "
                              "its cost, and cannot ({reason})",
                              object=t.name(obj.id), what=Msg("attack", context="verb")
                              if what == "attack" else Msg("block", context="verb"),
                              reason=said_of(refusal.reason))),
                   ("FOW 1129.2", "FOW 803.5" if what == "attack" else "FOW 804.4",
                    *refusal.citations))


def mobilize_cost(t: Table, obj: GameObject) -> Cost | None:
    """FOW 1129.2: the [Mobilize] cost (printed or granted) of a card printed as a J/resonator."""
    if not has(obj, "mobilize") or not is_entity(obj) or obj.card.is_type("regalia"):
        # FOW 1129.2 is of printed J/resonators; a regalia's [Mobilize] rests a card (1129.3)
        return None
    return keyword_cost(t, obj, "mobilize")


def pay_mobilize(t: Table, obj: GameObject) -> str:
    """Pay a [Mobilize] cost as the attack or block is declared; what the step says of it."""
    cost = mobilize_cost(t, obj)
    if cost is None or not cost.resources:
        return ""
    t.game.payment.pay(t.state, obj.controller, cost)
    return phrase(Msg(", paying its [Mobilize] cost ({paid})", paid=amounts(cost.resources,
                                                                    t.game.words.resources)))


# ----- [Protect] --------------------------------------------------------------------------------
def protect(t: Table) -> None:
    """FOW 1168.2-1168.3: as an opposing J/resonator attacks (the end of 803.5), the attacked
    side may rest a recovered card with [Protect] in the field; it becomes the attacked object.
    Only one [Protect] applies in a battle. The choice: `decisions: {<its id>: {choices:
    {protect: true}}}`; without it nobody protects."""
    state = t.state
    battle = ext(state).battle
    if battle is None or battle.protected:
        return
    defender = other_player(state, state.turn_player)
    able = [state.objects[o] for o in t.board if state.objects[o].zone == "field"
            and state.objects[o].controller == defender and not state.objects[o].exhausted
            and state.objects[o].id != battle.attacked and has(state.objects[o], "protect")]
    for obj in _lost_protect(t, defender, battle.attacked):
        if t.decision(obj.id, "choices", "protect") is True:  # FOW 909.1d: it has none to use
            t.note(phrase(Msg("{object} cannot use [Protect]: {why}", object=t.name(obj.id),
                              why=Msg("an effect took its [Protect] away, so it cannot become "
                                      "the attacked object"))),
                   ("FOW 909.1d", "FOW 1168.2"))
    for obj in able:
        if t.decision(obj.id, "choices", "protect") is not True:
            continue
        refusal = battle_rest_refusal(t, obj, "protect")
        if refusal is not None:  # FOW HP.42 `refused`: it cannot be rested to protect
            t.note(phrase(Msg("{object} cannot use [Protect]: {why}", object=t.name(obj.id),
                              why=said_of(refusal.reason))), refusal.citations)
            continue
        before = battle.attacked
        rested = rest_for_battle(t, obj, defender)  # replaced, it protects all the same (HP.42)
        battle.attacked, battle.attacked_incarnation = obj.id, obj.incarnation
        battle.protected = True
        said = Msg("{defender} rests {object} ([Protect]): it becomes the attacked object instead "
                   "of {object2}") if rested else Msg(
            "{defender} uses [Protect] of {object} ({why}): it becomes the attacked object "
            "instead of {object2}", why=not_rested(t, obj))
        said.args.update(defender=defender, object=t.name(obj.id), object2=t.name(before))
        t.step(StepKind.COMBAT, said, ("FOW 1168.2", "FOW 1168.3"), actor=defender)
        return
    able = [o for o in able if battle_rest_refusal(t, o, "protect") is None]
    if able:
        names = ", ".join(t.name(o.id) for o in able)
        t.note(phrase(Msg("{defender} could rest {objects} ([Protect]) to become the attacked "
                          "object, and does not (`decisions: {{<id>: {{choices: {{protect: "
                          "true}}}}}}` to do it)",
                          defender=defender, objects=names)),
               ("FOW 1168.2",))


def _lost_protect(t: Table, defender: str, attacked: str | None) -> list[GameObject]:
    """The defender's recovered cards in the field that would have [Protect] but for a change
    that took it away ("loses all abilities", "loses [Protect]", 909.1d)."""
    out = []
    for oid in t.board:
        obj = t.state.objects[oid]
        if obj.zone != "field" or obj.controller != defender or obj.exhausted or \
                oid == attacked or has(obj, "protect"):
            continue
        own = obj.card.get(LOST_FROM)  # its card as printed, while a loss applies
        if isinstance(own, CardDef) and "protect" in own.keywords:
            out.append(obj)
    return out


# ----- [Pierce] ---------------------------------------------------------------------------------
def pierce_split(t: Table, attacking: GameObject, blocking: GameObject, amount: int,
                 original: str | None) -> tuple[int, int, str]:
    """FOW 1103.2a: a blocked attacker with [Pierce] deals at least the blocker's capacity (DEF
    minus damage, 208.2a), in multiples of 100, to the blocker, and what is left to the object
    originally attacked. The attacker's controller chooses how much goes to the blocker:
    `decisions: {<attacker id>: {choices: {pierce: n}}}`, else the least they may. Returns the
    damage to the blocker, the piercing damage and what the step says of the split."""
    defense = t.stat(blocking, "def") or 0
    capacity = max(0, defense - blocking.damage)
    least = -(-capacity // 100) * 100
    chosen = t.decision(attacking.id, "choices", "pierce")
    to_blocker = min(amount, least)
    how = Msg("the least it may")
    if chosen is not None:
        # A choice the rules do not allow is a decision that cannot be followed (exit 2), never
        # one judge swaps for another (FOW 1103.2a: at least the capacity, in hundreds).
        where = (attacking.id, "choices", "pierce")
        if not isinstance(chosen, int) or isinstance(chosen, bool) or chosen % 100 or \
                chosen < 0:
            t.bad_decision(where, f"[Pierce] assigns damage to the blocker in multiples of 100 "
                           f"(FOW 1103.2a), not {chosen!r}")
        if chosen < to_blocker or chosen > amount:
            t.bad_decision(where, f"[Pierce] must assign the blocker from {to_blocker} (its "
                           f"capacity, in hundreds) to {amount} (all the attacker's damage) "
                           f"(FOW 1103.2a), not {chosen}")
        to_blocker, how = chosen, Msg("as its controller chose")
    rest = amount - to_blocker
    said = Msg("[Pierce]: of its {amount} damage, {n} is assigned to {blocker} (capacity "
               "{capacity}; {how})", amount=amount, n=to_blocker, blocker=t.name(blocking.id),
               capacity=capacity, how=how)
    if original is None and rest:
        said = Msg("{what} and the {rest} left to the attacked object, which is no longer there",
                   what=said, rest=rest)
        rest = 0
    elif rest:
        said = Msg("{what} and the {rest} left to {object}", what=said, rest=rest,
                   object=t.name(original))
    return to_blocker, rest, phrase(said)


# ----- [Terrifying] and [Belligerence] ----------------------------------------------------------
def terrifying_refusal(t: Table, attacking: GameObject, blocking: GameObject) -> Refusal | None:
    """FOW 1177.2: a resonator with ATK lower than the attacker's, or with total cost 1 or less,
    cannot block an attacker with [Terrifying]."""
    if not has(attacking, "terrifying") or not blocking.card.is_type("resonator"):
        return None
    atk, theirs = t.stat(blocking, "atk") or 0, t.stat(attacking, "atk") or 0
    total = sum(n for _, n in blocking.card.cost.resources)
    if atk < theirs:
        why = Msg("its ATK ({atk}) is lower than {object}'s ({theirs})", atk=str(atk),
                  object=t.name(attacking.id), theirs=str(theirs))
    elif total <= 1:
        why = Msg("its total cost is {total}", total=str(total))
    else:
        return None
    return Refusal(phrase(Msg("{object} has [Terrifying]: {object2} cannot block it, as {why}",
                              object=t.name(attacking.id), object2=t.name(blocking.id),
                              why=why)), ("FOW 1177.2",))


def terrifying_passed(t: Table, attacking: GameObject | None) -> tuple[str, ...]:
    """FOW 1177.2 decides a block of an attacker with [Terrifying] that it allows too: it stops
    only resonators with lower ATK or total cost 1 or less (a J-ruler, 202.2a, is not one)."""
    return ("FOW 1177.2",) if attacking is not None and has(attacking, "terrifying") else ()


def belligerent(obj: GameObject) -> bool:
    """FOW 1163.2: it may attack J/resonators (not players) the turn it entered the field."""
    return has(obj, "belligerence") and not swift(obj)


def swift(obj: GameObject) -> bool:
    """FOW 1108.2: it has [Swiftness], printed, granted, or gained by being played by [Raid]
    (FOW 1196.2)."""
    return has(obj, "swiftness") or bool(obj.extra.get("raided"))


# ----- [Defiant] --------------------------------------------------------------------------------
def defiant_refusal(t: Table, obj: GameObject) -> Refusal | None:
    """FOW 1183.2-1183.3: a card with [Defiant] (n) may attack up to n times in its controller's
    main phase; with [Defiant] (0) it cannot attack."""
    if not has(obj, "defiant"):
        return None
    numbers = cumulative_numbers(obj, "defiant")
    assert numbers, "validation: printed or granted, [Defiant] has its number"
    allowed = sum(numbers)  # FOW 1102.4: printed and granted, one [Defiant] of their sum
    added_up = ("FOW 1102.4",) if len(numbers) > 1 else ()
    if allowed == 0:
        return Refusal(phrase(Msg("{object} has [Defiant] (0): it cannot attack",
                                  object=t.name(obj.id))), ("FOW 1183.3", *added_up))
    done = ext(t.state).attacks.get(obj.id, 0)
    if done >= allowed:
        return Refusal(phrase(Msg("{object} has attacked {n} time this main phase, as many as "
                                  "its [Defiant] ({allowed}) allows",
                                  plural="{object} has attacked {n} times this main phase, as "
                                  "many as its [Defiant] ({allowed}) allows",
                                  object=t.name(obj.id), n=done, allowed=str(allowed))),
                       ("FOW 1183.2", *added_up))
    return None


def rests_to_attack(obj: GameObject) -> bool:
    """FOW 1183.2: attacking does not rest a card with [Defiant]."""
    return not has(obj, "defiant")


# ----- [Primal Roar] ----------------------------------------------------------------------------
PRIMAL_ROAR = "Primal Roar"
#: FOW 1194.2: the race it pumps (judge reads a FOW race as a trait).
DINOSAURS = Filter(types=("resonator", "j_ruler"), traits=("Dinosaur",), controller="you")


def primal_roar_ability(card: CardDef) -> AbilityDef | None:
    """FOW 1194.2: "[Primal Roar] (n)" is the continuous ability "Dinosaur J/resonators you
    control gain [+n00/+0]", so it applies like any static ability of its card."""
    n = card.get("primal_roar")
    if "primal_roar" not in card.keywords or not isinstance(n, int):
        return None
    return AbilityDef(name=PRIMAL_ROAR, kind="static", keywords=("primal_roar",),
                      effect=(Modify(Each(DINOSAURS), stats=(("atk", 100 * n),)),))


def roars(t: Table, event: Event) -> None:
    """Say so when a [Primal Roar] starts to apply, as its card enters the field with it (FOW
    1194.2), or as an effect resolves that grants it to a card in the field: a continuous
    ability changes stats silently otherwise."""
    if event.kind is EventKind.RESOLVED:
        for obj in [o for o in t.state.objects.values() if o.zone == "field"]:
            if any(m.source == event.item and "primal_roar" in m.keywords and m.abilities
                   for m in obj.modifiers):
                _roar_granted(t, obj, event.item)
        return
    entered = t.state.objects.get(event.object or "")
    if entered is not None and (entered.card.ability(PRIMAL_ROAR) is not None or any(
            "primal_roar" in a.keywords for m in changes(entered) for a in m.abilities)):
        _roar(t, entered)


def _roar_granted(t: Table, obj: GameObject, item: str | None) -> None:
    """An effect has just granted `obj` [Primal Roar]: it applies, unless the object already
    had it (printed, or an earlier grant's) and so does not gain it again (FOW 1102.3)."""
    chosen = keyword_instance(t, obj, "primal_roar")
    if chosen is None or (chosen[1] is not None and chosen[1].source == item):
        _roar(t, obj)
        return
    t.note(phrase(Msg("{object} already has [Primal Roar] ({n}): it does not gain it again, so "
                      "nothing more applies", object=t.name(obj.id), n=chosen[0])),
           ("FOW 1102.3", "FOW 1194.2"))


def _roar(t: Table, obj: GameObject) -> None:
    n = keyword_value(t, obj, "primal_roar")
    t.note(f"{t.name(obj.id)}'s [Primal Roar] ({n}) applies: Dinosaur J/resonators "
           f"{obj.controller} controls gain +{100 * n if isinstance(n, int) else 0} ATK",
           ("FOW 1194.2",))


# ----- [Vileborn] -------------------------------------------------------------------------------
def on_targeting(t: Table, item: StackItem) -> None:
    """FOW 1185.2: "[Vileborn] (n)" is "whenever this card is targeted by a spell or ability
    the first time each turn >>> each other player loses n x 100 life"; `item` has just been
    played or put on the chase with its targets."""
    seen = ext(t.state).vileborn_targeted
    for lock in item.targets:
        obj = t.state.objects.get(lock.id)
        if obj is None or obj.incarnation != lock.incarnation or not has(obj, "vileborn"):
            continue
        key = f"{obj.id}#{obj.incarnation}"
        if key in seen:
            continue
        seen.add(key)
        n = keyword_value(t, obj, "vileborn")
        loss = AbilityDef(name="Vileborn", kind="triggered", keywords=("vileborn",), effect=(
            Pay((("life", 100 * n if isinstance(n, int) else 0),), player="opponent"),))
        node = t.node(f"{item.id}:targets:{obj.id}", "event",
                      Msg("{object} is targeted by {item}", object=t.name(obj.id),
                          item=t.item_label(item)))
        t.link(item.id, node, Relation.CAUSES)
        t.queue_trigger(obj, loss, Event(EventKind.PLAYED, node, object=obj.id,
                                         item=item.id))


# ----- [Blood Trail] ----------------------------------------------------------------------------
def blood_trail(t: Table, event: Event) -> None:
    """FOW 1182.2: if J/resonators attacked two times this turn (judge: two attacks or more
    were declared), a card with [Blood Trail] gains [Swiftness] until end of turn as it enters
    the field, and enters with two [+100/+100] counters (1022.3)."""
    obj = t.state.objects.get(event.object or "")
    if obj is None or not has(obj, "blood_trail"):
        return
    attacks = sum(ext(t.state).attacks.values())
    if attacks < 2:
        t.note(f"{t.name(obj.id)} enters the field, but J/resonators attacked {attacks} "
               f"time{'s' if attacks != 1 else ''} this turn: [Blood Trail] gives nothing",
               ("FOW 1182.2",))
        return
    obj.counters["+100/+100"] = obj.counters.get("+100/+100", 0) + 2
    obj.modifiers.append(Modifier(f"{obj.id}.blood_trail", keywords=("swiftness",),
                                  duration="turn", timestamp=t.tick()))
    t.changed()
    t.step(StepKind.EFFECT, Msg("{object} enters the field with two [+100/+100] counters "
                                       "and gains [Swiftness] until end of turn ([Blood Trail]: "
                                       "J/resonators attacked {attacks} times this turn)",
                                       object=t.name(obj.id), attacks=attacks),
           ("FOW 1182.2", "FOW 1022.7"))
