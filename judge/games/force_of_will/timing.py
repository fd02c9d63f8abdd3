"""What may be done now: main timing (FOW 701.2) and the actions it gates (FOW 604.2), what any
player with priority may do (FOW 604.1), where cards are played from and what playing them costs.
"""

from __future__ import annotations

from judge.engine.characteristics import keywords
from judge.engine.rulebook import Refusal
from judge.games.force_of_will.state import FREE, ext, in_battle, is_entity
from judge.model.cards import Cost
from judge.model.scenario import Action
from judge.model.state import GameObject, GameState

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table

MAIN_TIMING_TEXT = ("main timing (the turn player holds priority in their main phase, no battle "
                    "is in progress and the chase is empty)")
#: Which rule gates playing each card type at main timing (FOW 604.2a).
PLAY_RULE = {"resonator": "FOW 702.1", "addition": "FOW 702.1", "regalia": "FOW 702.1",
             "chant": "FOW 703.1"}


def main_timing_refusal(state: GameState, player: str, what: str, *rules: str
                        ) -> Refusal | None:
    """Refusal citing FOW 701.2 (and `rules`) if it is not main timing for `player`."""
    why = []
    if player != state.turn_player:
        why.append(f"it is {state.turn_player}'s turn")
    elif state.phase != "main":
        why.append(f"it is the {state.phase} phase")
    if in_battle(state) or ext(state).decision is not None:
        why.append("a battle is in progress")
    if state.stack:
        why.append(f"the chase is not empty ({len(state.stack)} item"
                   f"{'s' if len(state.stack) != 1 else ''})")
    if state.priority != player and not why:
        why.append(f"{player} does not hold priority")
    if not why:
        return None
    return Refusal(f"{what} needs {MAIN_TIMING_TEXT}, but {' and '.join(why)}",
                   ("FOW 701.2", *rules))


def is_trigger_card(obj: GameObject) -> bool:
    return "trigger" in obj.card.keywords


def is_automatic_card(obj: GameObject) -> bool:
    """FOW 708.1a: a [Trigger] card written "[Trigger] (condition) >>> (effect)": in judge, a card
    with keyword `trigger` and a triggered ability (its `when:` is the condition)."""
    return is_trigger_card(obj) and any(a.kind == "triggered" for a in obj.card.abilities)


def play_zones(obj: GameObject) -> tuple[str, ...]:
    """FOW 702.2, 703.2, 709.2: cards are played from the hand; FOW 708.4: [Trigger] cards also
    from the standby area."""
    if is_trigger_card(obj):
        return ("hand", "standby")
    return ("hand",)


def play_cost(obj: GameObject) -> Cost:
    """FOW 708.4: a [Trigger] card played from the standby area does not pay its own cost (its
    pre-colon [Trigger] cost, the card's `additional_cost`, is still paid)."""
    if obj.zone == "standby" and is_trigger_card(obj):
        return Cost()
    return obj.card.cost


def play_refusal(r: Table, player: str, obj: GameObject) -> Refusal | None:
    """Timing and permission for playing a card now (FOW 604, 701.2, 702-709)."""
    card, state = obj.card, r.state
    if card.is_type("ruler", "j_ruler"):
        return Refusal(f"{r.name(obj.id)} is a ruler: it is never played; a ruler becomes a "
                       "J-ruler by a judgment process (do: judgment)", ("FOW 705.1", "FOW 604.2c"))
    if card.is_type("magic_stone"):
        return Refusal(f"{r.name(obj.id)} is a magic stone: magic stones are called, not played "
                       "(do: call_stone)", ("FOW 710.1", "FOW 604.2e"))
    if is_automatic_card(obj):
        return Refusal(f"{r.name(obj.id)} is an automatic [Trigger] card: it is revealed when its "
                       "condition is met and played at the next point where triggered objects "
                       "are played, never at will", ("FOW 708.2", "FOW 708.3", "FOW 1113.2c"))
    if obj.zone == "standby" and obj.extra.get("set_this_turn"):
        return Refusal(f"{r.name(obj.id)} was put into the standby area this turn, so it cannot be "
                       "played this turn", ("FOW 708.5",))
    kws = keywords(obj)
    if "quickcast" in kws:
        return None  # FOW 709.1, 1112.2: whenever its player has priority
    if is_trigger_card(obj):
        return None  # FOW 604.1b, 1113.2a: a "[Trigger] (cost): (effect)" card, like an ability
    rule = next((PLAY_RULE[t] for t in (card.types or (card.type,)) if t in PLAY_RULE),
                "FOW 702.1")
    return main_timing_refusal(state, player, f"playing a {card.type} without [Quickcast]",
                               "FOW 604.2a", rule)


def activate_refusal(r: Table, player: str, obj: GameObject, name: str) -> Refusal | None:
    """FOW 604.1a, 707.1: an activate ability may be played whenever its player has priority;
    FOW 902.1: only while its card is where its abilities work; FOW 905.3: a J/resonator's ability
    with a rest cost needs the card under its control since the start of the turn."""
    if obj.zone not in ("field", "ruler_area"):
        return Refusal(f"the abilities of {r.name(obj.id)} work only in the field or a ruler area; "
                       f"it is in {obj.zone}", ("FOW 902.1",))
    ability = obj.card.ability(name)
    assert ability is not None
    if ability.cost.exhaust_self and is_entity(obj) and obj.extra.get("entered_this_turn") \
            and "swiftness" not in keywords(obj):
        return Refusal(f"{r.name(obj.id)} entered the field this turn, so it cannot use an ability "
                       "whose cost rests it (it has no [Swiftness])", ("FOW 905.3", "FOW 1108.2"))
    return None


def standby(r: Table, action: Action) -> None:
    """`{do: standby, card: id}`: at main timing, pay [2] and put a card from your hand face down
    into your standby area, at once (FOW 706.1-706.2)."""
    from judge.engine.trace import StepKind
    from judge.games.force_of_will.will import cost_refusal, pay

    state, player = r.state, action.by
    obj = r.obj(str(action.get("card")))
    r.check(main_timing_refusal(state, player, "putting a card into the standby area",
                                "FOW 706.1", "FOW 604.2d"))
    if obj.zone != "hand" or obj.owner != player:
        r.refuse(f"{r.name(obj.id)} is not in {player}'s hand", "FOW 706.1")
    cost = Cost(((FREE, 2),))
    r.check(cost_refusal(state, player, cost))
    pay(state, player, cost)
    r.move(obj, "standby", cause=f"action:{action.index}")
    obj.face_down = True
    obj.extra["set_this_turn"] = True  # FOW 708.5
    state.passes = 0  # FOW 605.1a
    note = "" if is_trigger_card(obj) else " (without [Trigger] it cannot be played from there " \
        "unless an effect allows it)"
    r.step(StepKind.ACTION, f"{player} pays 2 will and puts {r.name(obj.id)} face down into their "
           f"standby area at once, without using the chase{note}",
           ("FOW 706.1", "FOW 706.2", *(() if is_trigger_card(obj) else ("FOW 706.3",))),
           actor=player)
