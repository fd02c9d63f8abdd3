"""The start of a game, before its first turn, in words no game owns: the players in turn order
from the first player, and the cards a mulligan decision names from a player's opening hand.

A game whose scenario may start at its setup declares the phase (`TurnRules.setup_phase`) and
the turn-based action that carries the setup out (`TurnRules.phase_actions`); the engine runs it
as the file starts (`TurnRules.start`)."""

from __future__ import annotations

from judge.engine.trace import StepKind
from judge.msg import Msg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.engine.table import Table
    from judge.model.scenario import Scenario


def turn_order(t: Table) -> list[str]:
    """The players in turn order, from the turn player (the first player at the setup)."""
    ids = list(t.state.player_ids)
    first = ids.index(t.state.turn_player)
    return ids[first:] + ids[:first]


def hand_of(t: Table, player: str) -> list[str]:
    """The ids of the cards in a player's hand (the game's hand zone), in the file's order."""
    zone = t.game.vocab.hand_zone
    return [o.id for o in t.state.objects.values() if o.owner == player and o.zone == zone]


def chosen_from_hand(t: Table, player: str, chosen: object, most: int | None,
                     rule: str) -> list[str]:
    """The cards a `decisions: {mulligan: {choices: {<player>: [ids]}}}` names: cards of the
    player's hand, each once, at most `most` of them (None: any number; `rule` says the limit)."""
    path = ("mulligan", "choices", player)
    if not isinstance(chosen, list):
        t.bad_decision(path, "expected a list of the ids of cards in the player's hand")
    hand = hand_of(t, player)
    ids = [str(c) for c in chosen]
    wrong = [i for i in ids if i not in hand]
    if wrong or len(set(ids)) != len(ids):
        t.bad_decision(path, f"{(wrong or ids)[0]!r} is not in {player}'s opening hand "
                       f"({', '.join(hand) or 'empty'}), or is named twice")
    if most is not None and len(ids) > most:
        t.bad_decision(path, f"a mulligan sets aside up to {most} cards ({rule})")
    return ids


def mulliganed(t: Table, player: str, most: int | None, rule: str,
               keeps: tuple[str, ...]) -> list[str]:
    """The cards `player` chose to mulligan (`decisions: {mulligan: {choices: ...}}`; none when
    the file does not say: judge chooses none and says how to choose); when none, the step that
    the player keeps their hand, citing `keeps`."""
    chosen = t.decision("mulligan", "choices", player)
    auto = chosen is None
    cards = [] if auto else chosen_from_hand(t, player, chosen, most, rule)
    if not cards:
        t.step(StepKind.EFFECT, Msg("{player} keeps their hand (judge chose no mulligan; set "
                                    "`decisions: {{mulligan: {{choices: {{{player}: [ids]}}}}}}` "
                                    "to choose)", player=player) if auto else
               Msg("{player} keeps their hand", player=player), keeps, actor=player)
    return cards


def setup_file_problems(sc: Scenario, problem: Callable[[tuple[str | int, ...], str], None], *,
                        first_turn: str, draws: int, draw_rule: str, stack_word: str) -> bool:
    """Whether a file starts at `phase: setup`; if so, what it may not say there, each reported:
    the setup is the game before its first turn (`first_turn`: the rule that starts turn 1), so
    turn 1 with no step, every hand still empty (each player draws `draws` then: `draw_rule`),
    nothing on the stack."""
    if sc.phase != "setup":
        return False
    if sc.turn_number != 1:
        problem(("turn", "number"), f"the setup comes before turn 1 ({first_turn}): the number "
                "is 1")
    if sc.step is not None:
        problem(("turn", "step"), "the setup has no steps")
    for i, obj in enumerate(sc.objects):
        if obj.zone == "hand":
            problem(("objects", i, "zone"), "at the setup every hand is empty: each player "
                    f"draws {draws} ({draw_rule}); put the card in the main_deck, in draw order")
    if sc.stack:
        problem((stack_word,), f"nothing is on the {stack_word} before the first turn")
    return True
