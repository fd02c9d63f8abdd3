"""Cards outside the game (FOW 322) that card text reaches.

judge's zone `outside_game` holds the cards a player has outside the game. Which cards those are
depends on whether the game is played in a tournament (322.1): the file says so with the top-level
`state: {tournament: true|false}`. `true` (the default: judge rules on tournament play) makes them
the player's sideboard (322.1b, 403.1c); `false` their collection, the cards they own that were
not in their deck as the game began (322.1a). Either way a file lists only those the ruling needs,
and text that puts, sends or looks for cards there cites the rule that says which cards they are.

Outside the game is no zone (322.2): text naming "any zone" (`zone: any`) never reaches a card
there, and expelled cards (judge's zone `expelled`) are reached only by text naming them, never by
text naming cards outside the game (321.10). It is a hidden area (322.3): its owner sees all of its
cards, other players only its face-up ones, so another player cannot choose a face-down one as a
target. A card text puts there goes face down (judge's default for a hidden area; an expelled card
is revealed, 1047.1, in the zone `expelled`); a file lists a face-down one with `face_down: true`.
Text that targets a card there reveals it, and never one sharing a name with the card whose effect
it is (1014.4: card text in judge names no card by name, so the exception for text that does
never applies).
"""

from __future__ import annotations

from judge.engine.declare import Refusal
from judge.games.force_of_will.game_start import OUTSIDE_GAME
from judge.games.force_of_will.reincarnation import names
from judge.games.force_of_will.state import EXPELLED, ext
from judge.model.args import Arg
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterable

    from judge.engine.table import Table
    from judge.model.state import GameObject, StackItem

OUTSIDE_STATE_KEYS: dict[str, Arg] = {
    "tournament": Arg("bool", doc="whether the game is played in a tournament (FOW 322.1): "
                      "`true` (the default) makes the cards outside the game (zone "
                      "`outside_game`) each player's sideboard (322.1b, 403.1c), `false` their "
                      "collection not in their deck as the game began (322.1a)"),
}
#: FOW 322.3: outside the game is a hidden area; only its owner sees its face-down cards.
HIDDEN_ZONES: dict[str, tuple[str, ...]] = {OUTSIDE_GAME: ("FOW 322.3",)}
#: FOW 321.10: text reaches an expelled card only if it names expelled cards; FOW 322.2: text
#: naming no zone, or "any zone", never reaches a card outside the game.
OUTSIDE_CITATIONS: dict[str, tuple[str, ...]] = {EXPELLED: ("FOW 321.10",),
                                                 OUTSIDE_GAME: ("FOW 322.2",)}


def which_cards(t: Table) -> tuple[str, ...]:
    """The rules that say which cards are "outside the game" in this game (FOW 322.1)."""
    if ext(t.state).tournament:
        return ("FOW 322.1b", "FOW 403.1c")
    return ("FOW 322.1a",)


def cite_outside(t: Table, ids: Iterable[str], to: str) -> None:
    """Text moving cards from or to outside the game cites which cards those are (FOW 322.1)."""
    objects = t.state.objects
    if to == OUTSIDE_GAME or any(o.zone == OUTSIDE_GAME for oid in ids
                                 if (o := objects.get(oid)) is not None):
        for rule in which_cards(t):
            t.cite_also_rule(rule)


def reveal_refusal(t: Table, obj: GameObject, item: StackItem | None) -> Refusal | None:
    """FOW 1014.4: an effect reveals a card it takes from outside the game (a hidden area,
    322.3), and cannot reveal one sharing a name with the card that made it (the card played, or
    an ability's source). A file's filters name no card by name, so the exception for text that
    names that name never applies."""
    source = t.state.objects.get(item.source or "") if item is not None else None
    if obj.zone != OUTSIDE_GAME or source is None or source.id == obj.id:
        return None
    shared = sorted(set(names(obj.card)) & set(names(source.card)))
    if not shared:
        return None
    return Refusal(phrase(Msg("{object} shares the name {name} with {source}: an effect cannot "
                              "reveal such a card from outside the game",
                              object=t.name(obj.id), name=shared[0], source=t.name(source.id))),
                   ("FOW 1014.4",))
