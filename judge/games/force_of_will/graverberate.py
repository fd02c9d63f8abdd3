"""[Graverberate] (FOW 1192): "when you play this card >>> copy it X times, where X is the number
of cards that were put from all non-removed areas into all graveyards this turn" (1192.2).

An automatic ability judge gives the card as it is played (by its player or by an effect); X is
read as the ability resolves (908.1), from every card put into any graveyard this turn from
anywhere but a removed area (`GameState.arrivals`, counted by the engine as
`ForceOfWill.counted_arrivals` declares; a token or a played copy is no card). A file that
starts mid-turn gives the count so far as the state key `cards_to_graveyard_this_turn`. Each
copy goes on the chase like any copy of a spell (1017.3: it is not played); if the card has
left the chase, no copy is made (1017.4).
"""

from __future__ import annotations

from judge.engine.characteristics import keywords
from judge.engine.copies import CopyItem, copy_item
from judge.engine.declare import EffectDecl
from judge.engine.events import Event, EventKind
from judge.games.force_of_will.state import ext
from judge.model.args import required
from judge.model.cards import AbilityDef
from judge.model.effects import Effect, Ref, arg
from judge.model.state import StackItem
from judge.msg import Msg, joined, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class CopyPerGraveyardCard(Effect):
    """Copy the spell `target` once per card put into a graveyard this turn (FOW 1192.2;
    internal: only [Graverberate]'s ability makes it)."""

    kind: ClassVar[str] = "copy_per_graveyard_card"
    target: Ref = arg(required("target", "the spell copied"))


def run_copies(t: Table, item: StackItem, e: CopyPerGraveyardCard) -> str | None:
    x = ext(t.state).to_graveyard + t.state.arrivals.get("graveyard", 0)
    t.cite_also_rule("FOW 908.1")
    if x == 0:
        return "makes no copy: no card was put into a graveyard this turn (X = 0)"
    said = [copy_item(t, item, CopyItem(e.target)) for _ in range(x)]
    done = [s for s in said if s]
    return phrase(Msg("X = {x} (cards put into graveyards this turn): {copies}", x=x,
                      copies=joined(done))) if done else \
        f"X = {x} (cards put into graveyards this turn): "


COPIES = EffectDecl(CopyPerGraveyardCard, run_copies, "copy {target} X times", internal=True)

#: FOW 1192.2: the automatic ability.
GRAVERBERATE = AbilityDef(name="Graverberate", kind="triggered", keywords=("graverberate",),
                          effect=(CopyPerGraveyardCard("self"),))


def on_played(t: Table, event: Event) -> None:
    """FOW 1192.2: a card with [Graverberate] triggers as it is played."""
    obj = t.state.objects.get(event.object or "")
    if event.kind is EventKind.PLAYED and obj is not None and "graverberate" in keywords(obj):
        t.queue_trigger(obj, GRAVERBERATE, event)
