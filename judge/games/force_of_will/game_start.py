"""Setting up the game (FOW 405): a file whose `turn.phase` is `setup` starts before the first
turn.

The file's board is what FOW 405.1-405.4 made: rulers in their ruler areas, each deck and magic
stone deck in the order the shuffle left it (top first), life as the file says, and the turn
player is the first player (FOW 405.4); every hand is empty. judge then carries out the rest:

- FOW 405.5: each player moves the top five cards of their deck to their hand;
- FOW 405.5a: from the first player, each player chooses any number of cards of their hand,
  shuffles them into their deck and moves that many cards from the top of it to their hand.
  Which cards: `decisions: {mulligan: {choices: {<player>: [ids]}}}` (default: none, said in the
  step). The shuffle leaves the deck in a random order, which judge cannot know: house policy
  FOW HP.6 (`mulligan.shuffle`) keeps the rest of the deck in the file's order and puts the
  chosen cards under it;
- FOW 405.6-405.6c: the first player is the turn player and begins the first turn (its draw
  phase, FOW 502). "As the game starts" effects (405.6a-405.6b) cannot be written by a card yet.
"""

from __future__ import annotations

from judge.engine.setup import chosen_from_hand, turn_order
from judge.engine.trace import StepKind
from judge.msg import Msg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

OPENING_HAND = 5  # FOW 405.5


def setup_game(t: Table) -> None:
    """FOW 405.5-405.6c: opening hands, each player's mulligan from the first player, then the
    first player's first turn."""
    order = turn_order(t)
    for player in order:
        n = t.draw(player, OPENING_HAND, cause=None)
        t.step(StepKind.EFFECT, Msg("{player} draws {n} card(s) for their opening hand",
                                    player=player, n=n), ("FOW 405.5",), actor=player)
    for player in order:
        mulligan(t, player)
    t.step(StepKind.PHASE, Msg("{player} is the first player and begins the first turn",
                               player=t.state.turn_player), ("FOW 405.6", "FOW 405.6c"))
    t.game.turn.begin_turn(t)


def mulligan(t: Table, player: str) -> None:
    """FOW 405.5a: any number of cards of the hand are shuffled into the deck, and that many
    come from its top; the order the shuffle leaves is house policy FOW HP.6."""
    chosen = t.decision("mulligan", "choices", player)
    auto = chosen is None
    back = [] if auto else chosen_from_hand(t, player, chosen, None, "FOW 405.5a")
    if not back:
        t.step(StepKind.EFFECT, Msg("{player} keeps their hand (judge chose no mulligan; set "
                                    "`decisions: {{mulligan: {{choices: {{{player}: [ids]}}}}}}` "
                                    "to choose)", player=player) if auto else
               Msg("{player} keeps their hand", player=player), ("FOW 405.5", "FOW 405.5a"),
               actor=player)
        return
    order = list(reversed(back)) if t.policy_is("mulligan.shuffle", "reversed") else back
    # FOW 405.5a: shuffled in first, then drawn: a chosen card may come back only through the
    # shuffle's order, which the house policy fixes (under the rest of the deck).
    for oid in order:
        t.move(t.state.objects[oid], "main_deck", position="bottom")
    n = t.draw(player, len(back), cause=None)
    t.step(StepKind.EFFECT, Msg("{player} mulligans: shuffles {cards} into their deck, then "
                                "draws {n} card(s) from its top (the shuffled cards go under "
                                "the rest of the deck, in the order {recycled}: house policy "
                                "FOW HP.6)", player=player,
                                cards=", ".join(t.name(o) for o in back), n=n,
                                recycled=", ".join(t.name(o) for o in order)),
           ("FOW 405.5a", t.policy_id("mulligan.shuffle")), actor=player)
