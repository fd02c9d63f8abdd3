"""[Pantheon] (FOW 1193): "at the end of your turn >>> this card deals X00 damage to target
player, where X is the number of Deity cards plus the number of New Twelve Olympian Gods cards
you control in public zones".

judge reads the races as traits (`traits: [Deity]`), counts a card with both races twice (the
two numbers are added), and counts at resolution (FOW 908.1). The public zones are the field,
the ruler areas, the graveyards, the removed areas, the chase and the order and item areas. Its
target is chosen like any trigger's: `decisions: {<id>.pantheon: {targets: [bob]}}`, else the
first player.
"""

from __future__ import annotations

from judge.engine.characteristics import keywords
from judge.engine.declare import EffectDecl
from judge.engine.events import Event, EventKind
from judge.engine.refs import refs
from judge.model.args import required
from judge.model.cards import AbilityDef
from judge.model.effects import Effect, Ref, arg
from judge.model.filters import Filter
from judge.model.state import StackItem
from judge.msg import Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

RACES = ("Deity", "New Twelve Olympian Gods")
PUBLIC_ZONES = ("field", "ruler_area", "graveyard", "removed", "chase", "order_area",
                "item_area")


@dataclass(frozen=True)
class PantheonDamage(Effect):
    """Deal X00 damage to the target player (FOW 1193.2; internal: only [Pantheon] makes it)."""

    kind: ClassVar[str] = "pantheon_damage"
    target: Ref = arg(required("target", "the player dealt damage"))


PANTHEON = AbilityDef(name="Pantheon", kind="triggered", keywords=("pantheon",),
                      targets=(Filter(player=True),), effect=(PantheonDamage("$1"),))


def count(t: Table, player: str) -> int:
    """FOW 1193.2: Deity cards plus New Twelve Olympian Gods cards the player controls in public
    zones."""
    return sum(race in obj.card.traits for obj in t.state.objects.values()
               if obj.controller == player and obj.zone in PUBLIC_ZONES and not obj.face_down
               for race in RACES)


def run_pantheon(t: Table, item: StackItem, e: PantheonDamage) -> str | None:
    x = count(t, item.controller)
    t.cite_also_rule("FOW 1193.2")
    out = []
    for pid in refs(t, item, e.target):
        if pid not in t.state.players or not x:
            continue
        dealt = t.deal_damage(pid, 100 * x, source=item.source, item=item.id, cause=item.id)
        # Deity and New Twelve Olympian Gods are races, card words: said as they are written
        out.append(phrase(Msg("deals {dealt} damage to {player} (X = {x}: Deity and New Twelve "
                              "Olympian Gods cards {controller} controls in public zones)",
                              dealt=str(dealt), player=pid, x=str(x),
                              controller=item.controller)))
    if not x:
        return phrase(Msg("X is 0 ({player} controls no Deity or New Twelve Olympian Gods card "
                          "in a public zone): no damage", player=item.controller))
    return phrases(out)


PANTHEON_DAMAGE = EffectDecl(PantheonDamage, run_pantheon, "deal X00 damage to {target}",
                             internal=True)


def on_event(t: Table, event: Event) -> None:
    """FOW 1193.2: at the end of its controller's turn, [Pantheon] triggers."""
    if event.kind is not EventKind.PHASE_STARTED or event.phase != "end_of_turn":
        return
    for obj in list(t.state.objects.values()):
        if obj.zone in ("field", "ruler_area") and obj.controller == t.state.turn_player and \
                "pantheon" in keywords(obj):
            t.queue_trigger(obj, PANTHEON, event)
