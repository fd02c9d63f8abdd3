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
        t.step(StepKind.EFFECT, Msg("{player} draws {n} card(s) for their opening hand",
                                    player=player, n=n),
               ("RB 116",), actor=player)
    for player in order:
        mulligan(t, player)


def turn_order(t: Table) -> list[str]:
    """The players in Turn Order, from the First Player (RB 115.1, RB 115.1.b.1)."""
    ids = list(t.state.player_ids)
    first = ids.index(t.state.turn_player)
    return ids[first:] + ids[:first]


def mulligan(t: Table, player: str) -> None:
    """RB 117.1-117.3: set aside up to two, draw as many, recycle the set-aside cards."""
    hand = [o.id for o in t.state.objects.values() if o.owner == player and o.zone == "hand"]
    chosen = t.decision("mulligan", "choices", player)
    auto = chosen is None
    aside = [] if auto else _set_aside(t, player, chosen, hand)
    if not aside:
        t.step(StepKind.EFFECT, Msg("{player} keeps their hand (judge chose no mulligan; set "
                                    "`decisions: {{mulligan: {{choices: {{{player}: [ids]}}}}}}` "
                                    "to choose)", player=player) if auto else
               Msg("{player} keeps their hand", player=player), ("RB 117", "RB 117.1"),
               actor=player)
        return
    # Drawing takes only from the Main Deck, so the set-aside cards may wait in the hand.
    n = draw_cards(t, player, len(aside), None)
    order = list(reversed(aside)) if t.policy_is("mulligan.order", "reversed") else aside
    for oid in order:
        t.move(t.state.objects[oid], "main_deck", position="bottom")
    names = ", ".join(t.name(o) for o in aside)
    said = Msg("{player} mulligans: sets aside {cards}, draws {n} card(s), then recycles "
               "{recycled} to the bottom of their Main Deck", player=player, cards=names, n=n,
               recycled=", ".join(t.name(o) for o in order))
    t.step(StepKind.EFFECT, Msg("{what} in that order (a random order: house policy RB HP.6)",
                                what=said) if len(order) > 1 else said,
           ("RB 117.1", "RB 117.2", "RB 117.3",
            *(("RB 416.5", t.policy_id("mulligan.order")) if len(order) > 1 else ())),
           actor=player)


def _set_aside(t: Table, player: str, chosen: object, hand: list[str]) -> list[str]:
    """The cards a decision sets aside: up to two of the player's hand, each once."""
    path = ("mulligan", "choices", player)
    if not isinstance(chosen, list):
        t.bad_decision(path, "expected a list of the ids of cards in the player's hand")
    ids = [str(c) for c in chosen]
    wrong = [i for i in ids if i not in hand]
    if wrong or len(set(ids)) != len(ids):
        t.bad_decision(path, f"{(wrong or ids)[0]!r} is not in {player}'s opening hand "
                       f"({', '.join(hand) or 'empty'}), or is named twice")
    if len(ids) > MULLIGAN_MOST:
        t.bad_decision(path, f"a mulligan sets aside up to {MULLIGAN_MOST} cards (RB 117.1)")
    return ids
