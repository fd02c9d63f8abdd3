"""The start of a game (RB 110-118): a file whose `turn.phase` is `setup` starts before the
first turn.

The file's board is what RB 111-115 made: legends and champions in their zones, the battlefields
in play, both decks in the order the shuffle left them (top first), and the turn player is the
First Player (RB 115.1.b.1); every hand is empty. judge then carries out the rest:

- RB 116: every player draws 4 (a short Main Deck burns out, RB 431);
- RB 117: in Turn Order from the First Player, each player may set aside up to two cards of
  their hand (RB 117.1), draws as many (RB 117.2), then recycles the set-aside cards to the
  bottom of their Main Deck (RB 117.3, RB 416). Which cards: `decisions: {mulligan: {choices:
  {<player>: [ids]}}}` (default: none, said in the step). Two cards recycled together go to the
  bottom in a random order (RB 416.5): judge takes the order of house policy RB HP.6
  (`mulligan.order`);
- RB 118: the First Player's first turn begins (its Awaken Phase), with the first-turn process
  of the mode (RB 485.7: the second player channels one more rune).
"""

from __future__ import annotations

from judge.engine.setup import mulliganed, turn_order
from judge.engine.trace import StepKind
from judge.games.riftbound.scoring import draw_cards
from judge.msg import Msg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

OPENING_HAND = 4  # RB 116
MULLIGAN_MOST = 2  # RB 117.1


def setup_game(t: Table) -> None:
    """RB 116-117: opening hands, then each player's mulligan in turn order."""
    order = turn_order(t)
    for player in order:
        n = draw_cards(t, player, OPENING_HAND, None)
        if t.state.game_over:
            return  # a Burn Out drawing it won the game at once (RB 431.3.c.1): nothing more
        t.step(StepKind.EFFECT, Msg("{player} draws {n} card for their opening hand",
                                    plural="{player} draws {n} cards for their opening hand",
                                    player=player, n=n),
               ("RB 116",), actor=player)
    for player in order:
        mulligan(t, player)
        if t.state.game_over:
            return  # (RB 431.3.c.1: the win is immediate; no later mulligan is made)


def mulligan(t: Table, player: str) -> None:
    """RB 117.1-117.3: set aside up to two, draw as many, recycle the set-aside cards."""
    aside = mulliganed(t, player, MULLIGAN_MOST, "RB 117.1", ("RB 117", "RB 117.1"))
    if not aside:
        return
    # Drawing takes only from the Main Deck, so the set-aside cards may wait in the hand.
    n = draw_cards(t, player, len(aside), None)
    if t.state.game_over:
        return  # the draw burnt out until an opponent won (RB 431.3.c.1): the game is over
    # (one card has no order: house policy RB HP.6 is not consulted, nor listed as applied)
    order = list(reversed(aside)) if len(aside) > 1 and t.policy_is("mulligan.order",
                                                                    "reversed") else aside
    for oid in order:
        t.move(t.state.objects[oid], "main_deck", position="bottom")
    names = ", ".join(t.name(o) for o in aside)
    said = Msg("{player} mulligans: sets aside {cards}, draws {n} card, then recycles "
               "{recycled} to the bottom of their Main Deck",
               plural="{player} mulligans: sets aside {cards}, draws {n} cards, then recycles "
               "{recycled} to the bottom of their Main Deck", player=player, cards=names, n=n,
               recycled=", ".join(t.name(o) for o in order))
    t.step(StepKind.EFFECT, Msg("{what} in that order (a random order: house policy RB HP.6)",
                                what=said) if len(order) > 1 else said,
           # where the set-aside cards went and what was drawn for them (the two an answer
           # keeps), before the setting aside itself
           ("RB 117.3", "RB 117.2", "RB 117.1",
            *(("RB 416.5", t.policy_id("mulligan.order")) if len(order) > 1 else ())),
           actor=player)
