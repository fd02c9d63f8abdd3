"""Rulers and J-rulers: the judgment process (FOW 705), calling a magic stone (FOW 710), destroying
entities (FOW 1010) and astral rulers (FOW 1024).

A ruler card names its J-ruler side with the card key `j_ruler: <card name>`, and a J-ruler card its
ruler side with `ruler: <card name>`; both sides are card definitions of the scenario (or of the
card library). The ruler area and the field are both board zones, so a ruler that moves between
them stays the same object and keeps its rested or recovered state (FOW 302.3).
"""

from __future__ import annotations

from judge.engine.characteristics import changes, keywords
from judge.engine.conditions import Condition, holds, said_words
from judge.engine.declare import EffectDecl, Refusal
from judge.engine.events import Event, EventKind
from judge.engine.restrictions import forbidding
from judge.engine.trace import Relation, StepKind
from judge.games.force_of_will.contract import is_contracted, leaves_contracted
from judge.games.force_of_will.fate import on_judgment
from judge.games.force_of_will.reincarnation import on_top_of_a_j_ruler, top_of_a_j_ruler_leaves
from judge.games.force_of_will.rests import rest_card
from judge.games.force_of_will.revolution import is_ordered, leaves_ordered
from judge.games.force_of_will.state import (
    PROCESS_NOTES,
    astral_rules,
    ext,
    is_astral,
    main_timing_refusal,
    put_on_chase_by,
    sub_ruler_rules,
)
from judge.games.force_of_will.transcend import is_transcended, leaves_transcended
from judge.games.force_of_will.two_face import is_two_face
from judge.games.force_of_will.wardens import (
    SIDE,
    WARDEN,
    has_warden_side,
    namesake_j_ruler,
    to_graveyard_warden_side_up,
)
from judge.games.force_of_will.will_paid import JUDGMENT_X
from judge.model.cards import CardDef, Cost
from judge.model.effects import Effect
from judge.model.scenario import Action
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, amounts, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


# ----- the two sides of a ruler -------------------------------------------------------------------
def other_side(r: Table, obj: GameObject) -> CardDef | None:
    """The card definition of the other face: the J-ruler side of a ruler, and back."""
    known = ext(r.state).other_side.get(obj.id)
    if known is not None:
        return known
    # FOW 1302.6: a warden names its J-ruler side too, and such a J-ruler its warden side
    key = "j_ruler" if obj.card.is_type("ruler", WARDEN) else SIDE if has_warden_side(obj.card) \
        else "ruler"
    name = obj.card.get(key)
    return r.scenario.cards.get(str(name)) if name else None


def flip(r: Table, obj: GameObject, to: CardDef) -> None:
    """Turn a ruler card to its other side (same object, FOW 302.3)."""
    ext(r.state).other_side[obj.id] = obj.card
    obj.card = to
    r.watch(obj)


def judgment_cost(card: CardDef) -> Cost:
    """FOW 705.2a: the will shown in the [Judgment] section is paid (card key `judgment_cost`);
    a will kind written `x` is paid X times, X chosen as the process is played."""
    raw = card.get("judgment_cost") or {}
    assert isinstance(raw, dict)
    xs = tuple(str(k) for k, v in raw.items() if v in ("x", "X"))
    return Cost(tuple((str(k), int(v)) for k, v in raw.items() if k not in xs and int(v)),
                x=xs)


def judgment_x(r: Table, action: Action, cost: Cost) -> tuple[Cost, int | None]:
    """FOW 903.2h, 705.2a: an X in the [Judgment] cost is chosen as the process is played
    (`choices: {x: n}`), and it cannot be 0; the cost is then its will plus X of each will kind
    written `x`. Without an X in the cost, no X is chosen."""
    raw = action.get("choices")
    chosen = raw.get("x") if isinstance(raw, dict) else None
    if isinstance(raw, dict) and set(raw) - {"x"}:
        r.refuse(phrase(Msg("a judgment process has no choice but its X ({keys})",
                            keys=", ".join(sorted(str(k) for k in raw)))), "FOW 705.2a")
    if not cost.x:
        if chosen is not None:
            r.refuse(phrase(Msg("its [Judgment] cost has no X to choose")), "FOW 705.2a")
        return cost, None
    if not isinstance(chosen, int) or isinstance(chosen, bool) or chosen < 1:
        r.refuse(phrase(Msg("its [Judgment] cost has an X: X must be chosen as the judgment "
                            "process is played (`choices: {{x: n}}`), and it cannot be 0")),
                 "FOW 705.2a", "FOW 903.2h")
    assert isinstance(chosen, int)
    paid = dict(cost.resources)
    for res in cost.x:
        paid[res] = paid.get(res, 0) + chosen
    return Cost(tuple(paid.items())), chosen


def heal_astral(r: Table, obj: GameObject) -> None:
    """FOW 1024.6-1024.7: healing removes the astral counters of the ruler and it is no longer
    astral (by its name too, 1024.4); nothing else about it changes."""
    obj.counters.pop("astral", None)
    ext(r.state).astral_names.discard(obj.card.name)


def make_astral(r: Table, obj: GameObject, cause: str) -> str | None:
    """FOW 1024.3: an effect that makes a J-ruler astral puts it into its owner's ruler area ruler
    side up with an astral counter; a ruler in its ruler area gets an astral counter. Either is
    astral from then on (1024.1). FOW 1024.3a-1024.3e: an ordered, Contract or transcended
    J-ruler, one with [Reincarnation] or with a warden side cannot be made astral."""
    if is_ordered(obj):
        r.cite_also_rule("FOW 1024.3a")
        return phrase(Msg("{object} is an ordered J-ruler: it cannot be made astral",
                          object=r.name(obj.id)))
    if is_contracted(obj):
        r.cite_also_rule("FOW 1024.3b")
        return phrase(Msg("{object} is a Contract J-ruler: it cannot be made astral",
                          object=r.name(obj.id)))
    if is_transcended(r, obj):
        r.cite_also_rule("FOW 1024.3c")
        return phrase(Msg("{object} is a transcended J-ruler: it cannot be made astral",
                          object=r.name(obj.id)))
    if obj.zone == "field" and obj.card.is_type("j_ruler") and "reincarnation" in keywords(obj):
        r.cite_also_rule("FOW 1024.3d")
        return phrase(Msg("{object} is a J-ruler with [Reincarnation]: it cannot be made astral",
                          object=r.name(obj.id)))
    if has_warden_side(obj.card):
        r.cite_also_rule("FOW 1024.3e")
        return phrase(Msg("{object} is a J-ruler with a warden side: it cannot be made astral",
                          object=r.name(obj.id)))
    if obj.zone == "field" and obj.card.is_type("j_ruler"):
        token = obj.token
        return_to_ruler_area(r, obj, cause=cause, astral=True, imperishable_applies=False,
                             destroyed=False)
        r.cite_also_rule("FOW 1024.3")
        if token:
            # made only of the J-ruler's information (1017.2): no ruler side to turn to; it
            # ceases to exist in the ruler area (1303.3a), and no ruler's name becomes astral
            return phrase(Msg("{object} goes to its ruler area and, a token, ceases to exist "
                              "there: it has no ruler side, and no ruler becomes astral",
                              object=r.name(obj.id)))
        return phrase(Msg("{object} goes to its ruler area, ruler side up, and becomes astral",
                          object=r.name(obj.id)))
    if obj.zone == "ruler_area" and obj.card.is_type("ruler"):
        obj.counters["astral"] = obj.counters.get("astral", 0) + 1
        ext(r.state).astral_names.add(obj.card.name)
        r.cite_also_rule("FOW 1024.3")
        r.cite_also_rule("FOW 1024.1")
        return phrase(Msg("{object} becomes astral",
                          object=r.name(obj.id)))
    return None


# ----- judgment -----------------------------------------------------------------------------------
SECOND_FORM = "second_form"  # card key of a colossal ruler's 1st form J-ruler (FOW 1304.2)
#: The chase item kind of a 1st form J-ruler's judgment process (its resolution cites 705.3b).
COLOSSAL_KIND = "colossal_judgment"
WARDEN_PROCESS = "warden"  # the kind of a warden process on the chase (wardens.py, FOW 716.2)


def colossal_judgment(r: Table, action: Action, j_ruler: GameObject) -> None:
    """FOW 705.1, 705.3b, 1304.5: the 1st form J-ruler of a colossal ruler with [Judgment] in the
    field plays a judgment process the way a ruler does; it names its 2nd form with the card key
    `second_form`. The card stays the same card through its forms (FOW 1304.6), so a card whose
    judgment process was played this turn as a ruler cannot play another as a J-ruler."""
    state, x = r.state, ext(r.state)
    player = action.by
    second = j_ruler.card.get(SECOND_FORM)
    if not second or r.scenario.cards.get(str(second)) is None:
        r.refuse(phrase(Msg("{object} names no 2nd form J-ruler (card key `second_form`), so it "
                            "is not the 1st form of a colossal ruler",
                            object=r.name(j_ruler.id))), "FOW 705.3b", "FOW 1304.5")
    if is_astral(r, j_ruler):
        r.refuse(phrase(Msg("{name} is astral: no judgment process with a ruler of that name for "
                            "the rest of the game", name=j_ruler.card.name)),
                 *astral_rules(j_ruler), "FOW 705.1")
    if j_ruler.id in x.judged:
        r.refuse(phrase(Msg("{player} already played a judgment process of {object} this turn "
                            "(a colossal ruler is the same card in every form)",
                            player=player, object=r.name(j_ruler.id))), "FOW 705.1", "FOW 1304.6")
    ban = forbidding(r, "judgment", player=player)
    if ban is not None:
        r.refuse(phrase(Msg("an effect ({origin}) forbids {player} to perform judgment processes; "
                            "a prohibition wins over any permission",
                            origin=ban.origin, player=player)), "FOW 104.4", "FOW 705.1")
    cost, chosen = judgment_x(r, action, judgment_cost(j_ruler.card))
    r.check(r.game.payment.cost_refusal(state, player, cost))
    # -- legal: now change the state --
    r.game.payment.pay(state, player, cost)
    item = StackItem(id=state.new_id(f"{j_ruler.id}.judgment"), kind=COLOSSAL_KIND,
                     controller=player,
                     name=phrase(Msg("Judgment process of {card}", card=j_ruler.card.name)),
                     source=j_ruler.id, effect=(JudgmentProcess(),))
    item.extra["paid"] = dict(cost.resources)
    if chosen is not None:
        item.choices["x"] = chosen
    item.extra["colossal"] = j_ruler.card.name
    item.extra[PROCESS_NOTES["judgment"]] = True
    x.judgment_played = True
    x.judged.add(j_ruler.id)
    put_on_chase_by(r, action, Msg("{player} plays a judgment process", player=player), item)
    r.step(StepKind.ACTION, Msg("{player} plays the judgment process of {ruler}, the 1st form "
                                "of a colossal ruler: it goes on the chase as {item} (it is "
                                "neither a spell nor an ability)", player=player,
                                ruler=r.name(j_ruler.id), item=item.id),
           ("FOW 1304.5", "FOW 705.2", "FOW 705.2d"), actor=player, item=item.id)
    r.game.stack.after_put_on_stack(r, item)
    _fate_of_colossal(r, j_ruler, item)


def _fate_of_colossal(r: Table, j_ruler: GameObject, item: StackItem) -> None:
    """FOW 1178.3 triggers [Fate] on the judgment process "of a ruler"; whether a 1st form J-ruler
    using it "the same way a ruler does" (1304.5) counts, the CR does not say: house policy
    FOW HP.36 (`fate.colossal_judgment`), by default `triggers` (as "does judgment" abilities do
    for it, 1304.5a-1), or `does-not`. Cited only where a [Fate] card of its name is in the
    field."""
    named = [o for o in r.state.objects.values() if o.zone == "field" and
             isinstance(name := o.card.get("fate"), str) and name in j_ruler.card.name]
    if not named:
        return
    r.cite_also_rule(r.policy_id("fate.colossal_judgment"))
    if r.policy_is("fate.colossal_judgment", "triggers"):
        on_judgment(r, j_ruler, item)
    else:
        r.note(phrase(Msg("{object}'s [Fate] does not trigger: the judgment process is a 1st form "
                          "J-ruler's, not a ruler's", object=r.name(named[0].id))),
               ("FOW 1178.3", r.policy_id("fate.colossal_judgment")))


def resolve_colossal(r: Table, item: StackItem) -> str:
    """FOW 1304.5a: the 1st form J-ruler becomes its 2nd form (same card and object, keeping its
    orientation, FOW 1304.6, 1304.2b-1). FOW 1304.5b: if it is gone (or no longer that 1st form),
    the process does nothing, and no "doing Judgment" trigger happens."""
    first = r.state.objects.get(item.source or "")
    if first is None or first.zone != "field" or first.card.name != item.extra["colossal"]:
        r.cite_also_rule("FOW 1304.5b")
        return phrase(Msg("the 1st form J-ruler is no longer in the field, so the judgment "
                          "process does nothing"))
    second = r.scenario.cards.get(str(first.card.get(SECOND_FORM)))
    assert second is not None
    # the other side stays the ruler side: a 2nd form destroyed goes back to the ruler area ruler
    # side up like a 1st form (FOW 1304.5c, 1304.4a)
    ext(r.state).other_side.setdefault(first.id, other_side(r, first) or first.card)
    was = r.name(first.id)
    first.card = second
    r.watch(first)
    r.cite_also_rule("FOW 1304.5a")
    _doing_judgment(r, first, item)
    said = Msg("{first} becomes its 2nd form J-ruler, {second}, rested as it was (the same card)"
               if first.exhausted else
               "{first} becomes its 2nd form J-ruler, {second}, recovered as it was (the same "
               "card)")
    said.args.update(first=was, second=second.name)
    return phrase(said)


def _doing_judgment(r: Table, second: GameObject, item: StackItem) -> None:
    """FOW 1304.5a-1: a 1st form becoming its 2nd form triggers "when you do judgment"
    abilities (`when: {event: entered, how: judgment}`) at the moment a ruler's judgment would,
    though the J-ruler enters nothing: only those abilities meet it, not what triggers on a card
    entering the field."""
    from judge.engine.granted import granted_triggers

    node = r.node(f"{item.id}:judgment", "event",
                  Msg("{object} does judgment, becoming its 2nd form", object=r.name(second.id)))
    r.link(item.id, node, Relation.CAUSES)
    event = Event(EventKind.ENTERED, node, object=second.id, player=second.controller,
                  item=item.id, zone_from="field", zone_to="field", how=JUDGMENT_HOW)
    printed = ((o, a) for o in list(r.state.objects.values()) for a in o.card.abilities)
    for obj, ability in (*printed, *granted_triggers(r, EventKind.ENTERED.value)):
        when = ability.when
        if ability.kind == "triggered" and when is not None and when.how == JUDGMENT_HOW and \
                when.event == EventKind.ENTERED.value and r.match_trigger(obj, ability, event):
            r.cite_also_rule("FOW 1304.5a-1")


def judgment(r: Table, action: Action) -> None:
    """`{do: judgment, ruler: id}`: play the judgment process of your ruler, or of your warden
    with [Judgment] (FOW 705.1-705.2)."""
    state, x = r.state, ext(r.state)
    player = action.by
    ruler = r.obj(str(action.get("ruler")))
    r.check(main_timing_refusal(state, player, Msg("a judgment process"), "FOW 705.1",
                                "FOW 604.2c"))
    if player in x.transcended_by:
        r.refuse(phrase(Msg("{player} performed a Transcend process this turn: no judgment "
                            "process this turn", player=player)), "FOW 705.1", "FOW 714.4")
    if ruler.controller == player and ruler.zone == "field" and \
            ruler.card.is_type("j_ruler") and "judgment" in keywords(ruler):
        colossal_judgment(r, action, ruler)
        return
    if ruler.controller != player or ruler.zone != "ruler_area" or \
            not ruler.card.is_type("ruler", WARDEN):
        r.refuse(phrase(Msg("{object} is not a ruler in {player}'s ruler area",
                            object=r.name(ruler.id), player=player)),
                 *sub_ruler_rules(ruler), "FOW 705.1")
    if ruler.id in x.willpower_used:
        r.refuse(phrase(Msg("{player} already played a willpower ability of {object} this turn: "
                            "no judgment process of it this turn", player=player,
                            object=r.name(ruler.id))), "FOW 705.1")
    if is_two_face(r, ruler):
        r.refuse(phrase(Msg("{object} is a side of a two face ruler: both its sides are ruler "
                            "sides, so it has no J-ruler side to turn to",
                            object=r.name(ruler.id))), "FOW 1306.1", "FOW 705.3a")
    if "judgment" not in keywords(ruler):
        r.refuse(phrase(Msg("{object} has no [Judgment]",
                            object=r.name(ruler.id))), "FOW 705.1", "FOW 1125.2")
    if ruler.exhausted:
        r.refuse(phrase(Msg("{object} is rested; a judgment process needs a recovered ruler",
                            object=r.name(ruler.id))),
                 "FOW 705.1", "FOW 1125.2")
    if is_astral(r, ruler):
        r.refuse(phrase(Msg("{name} is astral: no judgment process with a ruler of that name for "
                            "the rest of the game",
                            name=ruler.card.name)), *astral_rules(ruler), "FOW 705.1")
    if ruler.id in x.judged:
        r.refuse(phrase(Msg("{player} already played the judgment process of {object} this turn",
                            player=player, object=r.name(ruler.id))),
                 "FOW 705.1")
    ban = forbidding(r, "judgment", player=player)
    if ban is not None:
        r.refuse(phrase(Msg("an effect ({origin}) forbids {player} to perform judgment processes; "
                            "a prohibition wins over any permission",
                            origin=ban.origin, player=player)), "FOW 104.4", "FOW 705.1")
    if other_side(r, ruler) is None:
        r.refuse(phrase(Msg("{object} names no J-ruler side (card key `j_ruler`)",
                            object=r.name(ruler.id))), "FOW 705.3a")
    conditions = ruler.card.get("judgment_conditions")
    if isinstance(conditions, Condition) and not holds(r, StackItem(
            id=f"{ruler.id}.judgment", kind="judgment", controller=player,
            name=ruler.card.name, source=ruler.id), conditions):
        # FOW 705.2b: the conditions printed in its [Judgment] section, as it would be played
        r.refuse(phrase(Msg("the conditions of the [Judgment] of {object} ({condition}) are not "
                            "met", object=r.name(ruler.id), condition=said_words(conditions))),
                 "FOW 705.2b", "FOW 705.1")
    cost, chosen = judgment_x(r, action, judgment_cost(ruler.card))
    r.check(r.game.payment.cost_refusal(state, player, cost))
    # -- legal: now change the state --
    r.game.payment.pay(state, player, cost)
    item = StackItem(id=state.new_id(f"{ruler.id}.judgment"), kind="judgment", controller=player,
                     name=phrase(Msg("Judgment process of {card}", card=ruler.card.name)),
                     source=ruler.id,
                     effect=(JudgmentProcess(),))
    item.extra["paid"] = dict(cost.resources)
    item.extra[PROCESS_NOTES["judgment"]] = True
    if chosen is not None:
        item.choices["x"] = chosen  # FOW 903.2h-2: the J-ruler it puts into the field reads it
    x.judgment_played = True
    x.judged.add(ruler.id)
    put_on_chase_by(r, action, Msg("{player} plays a judgment process", player=player), item)
    said = Msg("{player} plays the judgment process of {ruler}, paying {paid} (X = {x}): it "
               "goes on the chase as {item} (it is neither a spell nor an ability)",
               paid=amounts(cost.resources, r.game.words.resources), x=chosen) \
        if chosen is not None else Msg(
        "{player} plays the judgment process of {ruler}, paying {paid}: it goes on the "
               "chase as {item} (it is neither a spell nor an ability)",
               paid=amounts(cost.resources, r.game.words.resources)) if cost.resources else Msg(
        "{player} plays the judgment process of {ruler}: it goes on the chase as {item} (it is "
        "neither a spell nor an ability)")
    said.args.update(player=player, ruler=r.name(ruler.id), item=item.id)
    cites = (*(("FOW 705.2b",) if isinstance(conditions, Condition) else ()), "FOW 705.2",
             "FOW 705.2d", *(("FOW 705.2a", "FOW 903.2h") if chosen else ()))
    r.step(StepKind.ACTION, said, cites, actor=player, item=item.id)
    r.game.stack.after_put_on_stack(r, item)
    on_judgment(r, ruler, item)  # FOW 1178.3 [Fate]


@dataclass(frozen=True)
class JudgmentProcess(Effect):
    """What a judgment process on the chase does (FOW 705.3a); only the `judgment` verb makes
    it: it is neither a spell nor an ability (FOW 705.2d)."""

    kind: ClassVar[str] = "judgment_process"


def resolve_judgment(r: Table, item: StackItem, e: JudgmentProcess) -> str | None:
    """FOW 705.3a: if the ruler is still in its ruler area, it goes into the field J-ruler side up,
    keeping its orientation (FOW 302.3); from then on it is a J-ruler. FOW 705.1b: a ruler that
    became astral while its judgment process waited is healed, and the process goes on."""
    if "colossal" in item.extra:
        return resolve_colossal(r, item)
    ruler = r.state.objects.get(item.source or "")
    if ruler is None or ruler.zone != "ruler_area" or not ruler.card.is_type("ruler", WARDEN):
        return phrase(Msg("the ruler is no longer in the ruler area, so nothing happens"))
    if ruler.card.is_type(WARDEN):
        return _warden_judgment(r, item, ruler)
    healed: Msg | None = None
    if is_astral(r, ruler):
        heal_astral(r, ruler)
        r.cite_also_rule("FOW 705.1b")
        r.cite_also_rule("FOW 1024.6")
        healed = Msg("{ruler} became astral while its judgment process waited: it is healed and "
                     "the process resolves normally", ruler=ruler.card.name)
    if forbidding(r, "judgment", player=item.controller) is not None:
        # FOW 705.1a: a prohibition of judgment processes does not stop one already on the chase
        r.cite_also_rule("FOW 705.1a")
        banned = Msg("players cannot perform judgment processes, but that does not stop one "
                     "already on the chase")
        healed = Msg("{first}; {next}", first=healed, next=banned) if healed else banned
    side = other_side(r, ruler)
    assert side is not None
    if judgment_entering_replaced(r, ruler, side):
        return phrase(Msg("{first}; {next}", first=healed, next=_stays_ruler(r, ruler))
                      if healed else _stays_ruler(r, ruler))
    r.move(ruler, "field", cause=item.id)
    flip(r, ruler, side)
    _carry_x(item, ruler)
    # FOW 705.3a-1: "when you do judgment" is met now, by this event (`when: {how: judgment}`)
    r.emit(EventKind.ENTERED, Msg("{object} enters the field as a J-ruler",
                                  object=r.name(ruler.id)), obj=ruler.id,
           player=ruler.controller, zone_from="ruler_area", zone_to="field", cause=item.id,
           how=JUDGMENT_HOW)
    enters = Msg("{ruler} enters the field J-ruler side up, rested as it was" if ruler.exhausted
                 else "{ruler} enters the field J-ruler side up, recovered as it was",
                 ruler=f"{ruler.card.name} ({ruler.id})")
    return phrase(Msg("{first}; {next}", first=healed, next=enters) if healed else enters)


def _carry_x(item: StackItem, j_ruler: GameObject) -> None:
    """FOW 903.2h-2: the J-ruler a judgment process with an X put into the field keeps the value
    paid for X, the X of its abilities that their text does not define (will_paid.x_of_entity)."""
    x = item.choices.get("x")
    if isinstance(x, int):
        j_ruler.extra[JUDGMENT_X] = x


def judgment_entering_replaced(r: Table, ruler: GameObject, side: CardDef) -> bool:
    """FOW 910.1: whether a replacement replaced the J-ruler `side` of `ruler` entering the field
    by its judgment process (705.3a); then the move never happens and it stays in its ruler
    area as it is (watched as the J-ruler it would be in the field)."""
    from judge.engine.unplayed import entering_replaced
    from judge.record import replace as changed

    return entering_replaced(r, changed(ruler, card=side), "field", r.game.stack_zone) is not None


def _stays_ruler(r: Table, ruler: GameObject) -> Msg:
    if ruler.card.is_type(WARDEN):
        return Msg("its entering the field was replaced: {ruler} stays in the ruler area, warden "
                   "side up, and it does not do judgment", ruler=r.name(ruler.id))
    return Msg("its entering the field was replaced: {ruler} stays in the ruler area, ruler side "
               "up, and it does not do judgment", ruler=r.name(ruler.id))


def _warden_judgment(r: Table, item: StackItem, warden: GameObject) -> str:
    """FOW 705.3a, second paragraph: a warden stays in the ruler area, warden side up, if its
    player controls a J-ruler with a warden side in the field named as its J-ruler side; else it
    goes into the field J-ruler side up and is a J-ruler from then on. Its willpower counters
    stay on the card (the willpower abilities of its J-ruler side pay with them, 717.2b)."""
    r.cite_also_rule("FOW 705.3a")
    player = item.controller
    namesake = namesake_j_ruler(r, player, warden)
    if namesake is not None:
        return phrase(Msg("{player} already controls {namesake}, a J-ruler with a warden side of "
                          "that name: {warden} stays in the ruler area, warden side up",
                          player=player, namesake=r.name(namesake.id),
                          warden=r.name(warden.id)))
    side = other_side(r, warden)
    assert side is not None
    if judgment_entering_replaced(r, warden, side):
        return phrase(_stays_ruler(r, warden))
    r.move(warden, "field", cause=item.id)
    warden.controller = player
    flip(r, warden, side)
    _carry_x(item, warden)
    r.emit(EventKind.ENTERED, Msg("{object} enters the field as a J-ruler",
                                  object=r.name(warden.id)),
           obj=warden.id, player=player, zone_from="ruler_area", zone_to="field", cause=item.id,
           how=JUDGMENT_HOW)  # FOW 705.3a-1: a warden that became a J-ruler is "doing Judgment"
    return phrase(Msg("{warden} enters the field J-ruler side up, a J-ruler with a warden side, "
                      "keeping its {n} willpower counters", warden=f"{warden.card.name} "
                      f"({warden.id})", n=warden.counters.get("willpower", 0)))


JUDGMENT = EffectDecl(JudgmentProcess, resolve_judgment, "the judgment process", internal=True)
#: The way a J/ruler entered the field as a J-ruler by its judgment process (FOW 705.3a-1).
JUDGMENT_HOW = "judgment"
TRIGGER_HOWS = {JUDGMENT_HOW: ("a ruler entered the field as a J-ruler by its judgment process: "
                               "\"when you do judgment\"", "FOW 705.3a-1")}


def judgment_aimed_at(r: Table, action: Action) -> StackItem | None:
    """A judgment process (or a warden process) on the chase that an action's targets name: by
    its item id, or by its ruler (its warden card) where the target must be on the chase (FOW
    705.2d, 716.2a)."""
    targets = action.ids("targets")
    if not targets:
        return None
    specs: tuple[object, ...] = ()
    source = r.state.objects.get(str(action.get("card") or action.get("object") or ""))
    if source is not None and action.verb == "play":
        specs = source.card.targets
    elif source is not None and action.verb == "activate":
        ability = source.card.ability(str(action.get("ability")))
        specs = ability.targets if ability is not None else ()
    for i, tid in enumerate(targets):
        on_chase = i < len(specs) and (getattr(specs[i], "zone", None) == "chase"
                                       or bool(getattr(specs[i], "item", False)))
        for item in r.state.stack:
            if item.kind in ("judgment", COLOSSAL_KIND, WARDEN_PROCESS) and (
                    item.id == tid or (on_chase and item.source == tid)):
                return item
    return None


def judgment_refusal(r: Table, action: Action) -> Refusal | None:
    """FOW 705.2d: a judgment process is neither a spell nor an ability, so effects that affect
    spells or abilities cannot touch it."""
    judged = judgment_aimed_at(r, action)
    if judged is None:
        return None
    if judged.kind == WARDEN_PROCESS:  # FOW 716.2a: a warden process likewise
        return Refusal(phrase(Msg("{name} ({id}) is a warden process: it is neither a spell nor "
                                  "an ability, so effects that affect spells or abilities cannot "
                                  "touch it", name=judged.name, id=judged.id)),
                       ("FOW 716.2a",))
    return Refusal(phrase(Msg("{name} ({id}) is a judgment process: it is neither a spell nor an "
                              "ability, so effects that affect spells or abilities cannot touch it",
                              name=judged.name, id=judged.id)),
                   ("FOW 705.2d",))


# ----- calling a magic stone ----------------------------------------------------------------------
def call_stone(r: Table, action: Action) -> None:
    """`{do: call_stone, ruler: id?}`: rest your ruler or J-ruler and put the top card of your magic
    stone deck into the field (FOW 710.1). It does not use the chase."""
    state, x = r.state, ext(r.state)
    player = action.by
    r.check(main_timing_refusal(state, player, Msg("calling a magic stone"), "FOW 710.1",
                                "FOW 604.2e"))
    if x.called_stone:
        r.refuse(phrase(Msg("{player} already called a magic stone this turn",
                            player=player)), "FOW 710.1")
    if x.judgment_played:
        r.refuse(phrase(Msg("{player} played a judgment process this turn, so they cannot call a "
                            "magic stone",
                            player=player)),
                 "FOW 710.1")
    ban = forbidding(r, "call_stone", player=player)
    if ban is not None:
        r.refuse(phrase(Msg("an effect ({origin}) forbids {player} to call magic stones",
                            origin=ban.origin, player=player)), "FOW 104.4")
    ruler = _ruler_to_rest(r, player, action.get("ruler"))
    top = r.top_of(player, "magic_stone_deck")
    if top is None:
        r.refuse(phrase(Msg("{player}'s magic stone deck is empty",
                            player=player)), "FOW 710.1")
    assert top is not None
    # -- legal: now change the state --
    node = r.node(action.node, "action",
                  Msg("{player} calls a magic stone", player=player))
    x.called_stone = True
    state.passes = 0  # FOW 605.1a: an action, the player keeps priority
    if not rest_card(r, ruler, player, cause=node):
        # FOW 710.1: the stone comes only if the ruler is rested, and a replaced rest is not
        # (910.1); the call is made all the same, so it is this turn's
        r.step(StepKind.ACTION, Msg("{player} calls a magic stone, but {object} is not rested (a "
                                    "replacement effect replaced its rest), so no magic stone is "
                                    "put into the field", player=player,
                                    object=r.name(ruler.id)),
               ("FOW 710.1",), actor=player)
        return
    stone = r.obj(top)
    r.move(stone, "field", cause=node)
    stone.controller = player
    r.step(StepKind.ACTION, Msg("{player} rests {object} and calls a magic stone: "
                                       "{object2} is put into the field (this does not use the "
                                       "chase)",
                                       player=player, object=r.name(ruler.id),
                                       object2=r.name(stone.id)),
           ("FOW 710.1",), actor=player)


def _ruler_to_rest(r: Table, player: str, wanted: object) -> GameObject:
    def restable(o: GameObject) -> bool:
        return o.controller == player and (
            (o.zone == "ruler_area" and o.card.is_type("ruler"))
            or (o.zone == "field" and o.card.is_type("j_ruler")))

    if wanted is not None:
        ruler = r.obj(str(wanted))
        if not restable(ruler):
            r.refuse(phrase(Msg("{object} is not a ruler or J-ruler {player} controls",
                                object=r.name(ruler.id), player=player)),
                     *sub_ruler_rules(ruler), "FOW 710.1")
        if ruler.exhausted:
            r.refuse(phrase(Msg("{object} is rested; calling a magic stone rests a recovered "
                                "ruler or J-ruler",
                                object=r.name(ruler.id))), "FOW 710.1", "FOW 1013.3")
        return ruler
    for oid in r.board:
        o = r.state.objects[oid]
        if restable(o) and not o.exhausted:
            return o
    r.refuse(phrase(Msg("{player} has no recovered ruler or J-ruler to rest",
                        player=player)), "FOW 710.1", "FOW 1013.3")
    raise AssertionError  # unreachable: refuse raises


# ----- destroying ---------------------------------------------------------------------------------
def cannot_be_destroyed(obj: GameObject) -> bool:
    """FOW 1010.3, 1139: [Eternal] - destroy effects and the 1204 rule process ignore it."""
    return "eternal" in keywords(obj)


def destroy_entity(r: Table, obj: GameObject, *, cause: str | None) -> bool:
    """FOW 1010.1: a destroyed entity goes to its owner's graveyard; a J-ruler goes back to its
    owner's ruler area, ruler side up, and becomes astral (FOW 1010.1a). False if a replacement
    effect made something else happen instead (FOW 910.1: then it is not destroyed at all)."""
    if r.replaced_destroy(obj, cause):
        return False
    destroy_unreplaced_entity(r, obj, cause=cause)
    return True


def destroy_entities(r: Table, objs: list[GameObject], causes: dict[str, str | None]
                     ) -> tuple[list[GameObject], list[GameObject]]:
    """Entities one effect or one rule process destroys at once (FOW 1010.1): every replacement
    effect is asked of each while all of them are still in the field (FOW 910.1: a replaced
    event never happens, so what replaces it is looked for before any of them moves), then the
    ones not replaced are destroyed. Returns those destroyed and those replaced, in order.
    (One at a time, a Guardian's "if another resonator would be destroyed, instead" destroyed
    first no longer saved the Squire destroyed with it: the ruling turned on the file's order.)"""
    where = {o.id: (o.zone, o.incarnation) for o in objs}
    kept = {o.id for o in objs if r.replaced_destroy(o, causes.get(o.id))}
    done: list[GameObject] = []
    for obj in objs:
        if obj.id not in kept and (obj.zone, obj.incarnation) == where[obj.id]:
            destroy_unreplaced_entity(r, obj, cause=causes.get(obj.id))
            done.append(obj)
    return done, [o for o in objs if o.id in kept]


def destroy_unreplaced_entity(r: Table, obj: GameObject, *, cause: str | None) -> None:
    """`destroy_entity` once no replacement effect applies: the destruction itself."""
    ev = r.emit(EventKind.DESTROYED, Msg("{object} destroyed", object=r.name(obj.id)),
                obj=obj.id,
                player=obj.controller, cause=cause)
    if is_ordered(obj):
        leaves_ordered(r, obj, cause=ev.node)  # FOW 1010.1: never astral (1024.2a)
        r.cite_also_rule("FOW 1010.1")
        r.cite_also_rule("FOW 1024.2a")
    elif is_contracted(obj):
        leaves_contracted(r, obj, cause=ev.node, rule="FOW 1010.1")  # never astral (1024.2b)
        r.cite_also_rule("FOW 1010.1")
        r.cite_also_rule("FOW 1024.2b")
    elif has_warden_side(obj.card):
        to_graveyard_warden_side_up(r, obj, cause=ev.node)  # FOW 1010.1: never astral
        r.cite_also_rule("FOW 1010.1")
        r.cite_also_rule("FOW 1024.2c")
    elif is_transcended(r, obj):  # FOW 1010.1: not astral (1010.1a)
        r.note(phrase(leaves_transcended(r, obj, cause=ev.node, astral=False)), ("FOW 1010.1",))
    elif on_top_of_a_j_ruler(r, obj):
        r.note(phrase(top_of_a_j_ruler_leaves(r, obj, cause=ev.node)), ("FOW 1010.1",))
    elif obj.card.is_type("j_ruler"):
        form = colossal_form_rule(r, obj)  # read before it turns ruler side up
        if form is not None:  # what decides it goes the way of any J-ruler: first
            r.cite_also_rule(form)
        return_to_ruler_area(r, obj, cause=ev.node, astral=True)
    else:
        r.move(obj, r.graveyard_of(obj), cause=ev.node)
    obj.last_change = ev.node


def colossal_form_rule(r: Table, obj: GameObject) -> str | None:
    """The rule of a colossal ruler's form destroyed as a J-ruler: a 1st form (it names its 2nd
    form) is handled as any destroyed J-ruler (FOW 1304.4a), a 2nd form (a card of the file
    names it as one) as a destroyed 1st form (FOW 1304.5c); None for any other card."""
    if obj.card.get(SECOND_FORM):
        return "FOW 1304.4a"
    if any(card.get(SECOND_FORM) == obj.card.name for card in r.scenario.cards.values()):
        return "FOW 1304.5c"
    return None


def return_to_ruler_area(r: Table, obj: GameObject, *, cause: str | None, astral: bool,
                         imperishable_applies: bool = True, destroyed: bool = True) -> None:
    """A J-ruler leaves the field for its ruler area, ruler side up (FOW 1010.1, 1205.6), keeping
    its orientation (FOW 302.3) but not its damage (FOW 1007.7); astral unless [Imperishable]
    saves it (FOW 1109.2; not against DEF 0 or less, FOW 1109.3). `destroyed`: it goes by the
    destruction rules (1010.1, 1010.1a), cited; else the caller cites its own rule (a rule
    process at DEF 0, 1205.6, which is not destruction, 1205.1; made astral, 1024.3)."""
    # a token has only the information it was made with: no other side to turn to (1017.2);
    # put into the ruler area it ceases to exist (1303.3a), astral in nobody's name
    side = None if obj.token else other_side(r, obj)
    # FOW 1109.1-1109.2: [Imperishable] on the ruler side counts for the J-ruler, unless the
    # J-ruler lost it as it is destroyed ("loses all abilities": FOW 909.1d; judge once spared it)
    taken = any(c.loses_all or "imperishable" in c.loses_keywords for c in changes(obj))
    imperishable = imperishable_applies and (
        "imperishable" in keywords(obj) or (side is not None and not taken
                                            and "imperishable" in side.keywords))
    r.move(obj, "ruler_area", cause=cause)
    r.emit(EventKind.LEFT, Msg("{object} leaves the field", object=r.name(obj.id)), obj=obj.id,
           player=obj.controller, zone_from="field", zone_to="ruler_area", cause=cause)
    had_damage = bool(obj.damage)
    obj.remove_damage()
    if side is not None:
        flip(r, obj, side)
    if destroyed:
        r.cite_also_rule("FOW 1010.1")
    if obj.token:
        r.cite_also_rule("FOW 1303.3a")
    elif astral and not imperishable:
        obj.counters["astral"] = obj.counters.get("astral", 0) + 1
        ext(r.state).astral_names.add(obj.card.name)
        if destroyed:
            r.cite_also_rule("FOW 1010.1a")
    elif astral:
        r.cite_also_rule("FOW 1109.2")
    if had_damage:  # FOW 1007.7: the damage it had does not come along (cited after where
        r.cite_also_rule("FOW 1007.7")  # it went and whether it is astral, which decide more)
