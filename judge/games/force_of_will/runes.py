"""Runes, [Divinity] and the rune area (FOW 315, 711, 1136).

A file writes a rune as a card of type `rune` (`types: [chant, rune]`, `[addition, rune]`, or a
plain `rune`) with its divinity as the card key `divinity: 2`, kept in its owner's `rune_area`
(`face_down: true` while it is hidden: only those can be played, 711.5; a revealed rune is face
up). A J/ruler with [Divinity] writes `keywords: [divinity]` and its number `divinity: 3`.

Playing one is `{do: play, card: <rune id>}`: at main timing, if a J/ruler the player controls
has [Divinity] (711.1), and the rune's divinity is at most the player's remaining divinity: the
[Divinity] of their J/rulers less the divinity of the revealed runes in their rune area (711.4).
A rune that is not an addition is turned face up and stays in the rune area; a copy of it is
played and ceases to exist once it leaves the chase (711.2, 711.2a, 1017.6). An addition/rune is
itself played: it leaves the rune area (711.3, 711.3a).
"""

from __future__ import annotations

from judge.engine.characteristics import changes, keywords
from judge.engine.declare import Refusal
from judge.engine.trace import StepKind
from judge.games.force_of_will.keyword_keys import cumulative_numbers
from judge.games.force_of_will.state import main_timing_refusal
from judge.model.args import Arg
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

RUNE_AREA = "rune_area"
DIVINITY_KEY = Arg("int", minimum=0, doc="on a J/ruler with [Divinity]: its number (FOW "
                   "1136.2-1136.3); on a rune: its divinity (FOW 711.2-711.4)")


def divinity(obj: GameObject) -> int:
    value = obj.card.get("divinity")
    return value if isinstance(value, int) else 0


def divinity_number(obj: GameObject) -> int:
    """FOW 1136.3, 1102.4-1102.5: a J/ruler's (or sub-ruler's) [Divinity] number: its printed
    one and each grant's ("gains [Divinity] (2)", `keyword_keys: {divinity: 2}`) added up, as
    [Divinity] is cumulative. A rune's own divinity is `divinity` above."""
    return sum(cumulative_numbers(obj, "divinity"))


def is_rune(obj: GameObject) -> bool:
    return obj.card.is_type("rune")


def own_divinity(t: Table, player: str) -> int:
    """FOW 1136.2-1136.3, 711.4: the [Divinity] of the rulers in their ruler area, J-rulers in
    the field and sub-rulers in their ruler area a player controls (a sub-ruler's adds to the
    remaining divinity, 711.4, but only a J/ruler's lets runes be played, 711.1, 1136.2)."""
    return sum(divinity_number(o) for o in (*_j_rulers(t, player), *_sub_rulers(t, player))
               if "divinity" in keywords(o))


def added_up_rules(t: Table, player: str) -> tuple[str, ...]:
    """FOW 1102.4, 1136.3: cited where a J/ruler's or sub-ruler's [Divinity] is its printed
    number and a grant's (or several grants') added up; FOW 1102.7 where it kept its [Divinity]
    through a loss of all abilities that did not name it."""
    having = [o for o in (*_j_rulers(t, player), *_sub_rulers(t, player))
              if "divinity" in keywords(o)]
    summed = ("FOW 1102.4", "FOW 1136.3") if any(
        len(cumulative_numbers(o, "divinity")) > 1 for o in having) else ()
    kept = ("FOW 1102.7",) if any(m.loses_all and "divinity" in m.spares
                                  for o in having for m in changes(o)) else ()
    return (*summed, *kept)


def _sub_rulers(t: Table, player: str) -> list[GameObject]:
    return [o for oid in t.board if (o := t.state.objects[oid]).controller == player
            and o.zone == "ruler_area" and o.card.is_type("sub_ruler")]


def revealed_divinity(t: Table, player: str) -> int:
    """FOW 711.4: the divinity of the revealed (face-up) runes in the player's rune area."""
    return sum(divinity(o) for o in t.state.objects.values()
               if o.zone == RUNE_AREA and o.holder == player and is_rune(o) and not o.face_down)


def remaining_divinity(t: Table, player: str) -> int:
    return own_divinity(t, player) - revealed_divinity(t, player)


def _j_rulers(t: Table, player: str) -> list[GameObject]:
    out = []
    for oid in t.board:
        o = t.state.objects[oid]
        if o.controller == player and ((o.zone == "ruler_area" and o.card.is_type("ruler")) or
                                       (o.zone == "field" and o.card.is_type("j_ruler"))):
            out.append(o)
    return out


def rune_refusal(t: Table, player: str, obj: GameObject) -> Refusal | None:
    """FOW 711.1: at main timing, with a J/ruler that has [Divinity]; FOW 711.5: a face-down rune
    of their own rune area; FOW 711.2-711.4: divinity at most the remaining divinity."""
    name = t.name(obj.id)
    refusal = main_timing_refusal(t.state, player, Msg("playing a rune"), "FOW 711.1")
    if refusal is not None:
        return refusal
    if obj.owner != player:
        return Refusal(phrase(Msg("{object} is not in {player}'s rune area",
                                  object=name, player=player)), ("FOW 711.1",))
    if not any("divinity" in keywords(o) for o in _j_rulers(t, player)):
        return Refusal(phrase(Msg("{player} controls no J/ruler with [Divinity], so they cannot "
                                  "play runes",
                                  player=player)),
                       ("FOW 711.1", "FOW 1136.2"))
    if obj.face_down is False:
        return Refusal(phrase(Msg("{object} is already revealed: only face-down runes can be "
                                  "played",
                                  object=name)),
                       ("FOW 711.5",))
    left = remaining_divinity(t, player)
    if divinity(obj) > left:
        return Refusal(phrase(Msg("{object} has divinity {divinity}, more than {player}'s "
                                  "remaining divinity ({own} from the [Divinity] of J/rulers "
                                  "and sub-rulers less {revealed} of revealed runes = {left})",
                                  object=name, divinity=str(divinity(obj)), player=player,
                                  own=str(own_divinity(t, player)),
                                  revealed=str(revealed_divinity(t, player)), left=str(left))),
                       ("FOW 711.4", "FOW 711.2" if not obj.card.is_type("addition")
                        else "FOW 711.3", *added_up_rules(t, player)))
    return None


def rune_rules(t: Table, player: str, obj: GameObject) -> tuple[str, ...]:
    """What playing a rune cites (with 1102.4 where a [Divinity] was added up)."""
    summed = added_up_rules(t, player)
    if obj.card.is_type("addition"):
        return ("FOW 711.3", "FOW 711.3a", "FOW 711.4", *summed)
    return ("FOW 711.2", "FOW 711.4", "FOW 1017.6", *summed)


def play_a_copy(t: Table, item: StackItem) -> None:
    """FOW 711.2: a rune that is not an addition is turned face up and stays in the rune area;
    what is played is a copy of it (1017.6), which ceases to exist once it leaves the chase
    (711.2a). The play moved the card to the chase: it goes back, revealed, and the copy takes
    its place on the chase."""
    rune = t.state.objects.get(item.source or "")
    if rune is None:
        return
    copy = GameObject(id=t.state.new_id(f"{rune.id}.copy"), card=rune.card, owner=rune.owner,
                      controller=item.controller, zone=rune.zone, created=True, copy_of=rune.id)
    t.add_object(copy)
    item.source = copy.id  # first: the card going back is no longer the spell (FOW 312.3)
    t.move(rune, RUNE_AREA, cause=item.id)
    rune.face_down = False
    t.step(StepKind.EFFECT, Msg("{object} is a rune: it is turned face up and stays in "
                                       "{owner}'s rune area, and a copy of it ({id}) is what was "
                                       "played; the copy ceases to exist once it leaves the chase",
                                       object=t.name(rune.id), owner=rune.owner, id=copy.id),
           ("FOW 711.2", "FOW 711.2a", "FOW 1017.6"),
           item=item.id)
