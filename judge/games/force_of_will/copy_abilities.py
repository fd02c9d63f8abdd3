"""Force of Will's "becomes a copy" (FOW 1017.5) with "... and gains this card's printed
abilities": the copy is the other card's information, as the engine makes it (engine/copies.py),
and it has too the abilities printed on the card whose text made it (its printed keywords and
abilities, not what effects gave it: "printed", 909.7), for as long as it is that copy.

What a file writes: `become_copy: {of: $1, gains_printed_abilities: true}`.
"""

from __future__ import annotations

from judge.engine.copies import COPIED_FROM, BecomeCopy, become_copy, own_card
from judge.engine.declare import EffectDecl
from judge.model.args import optional
from judge.model.cards import CardDef
from judge.model.effects import arg
from judge.msg import Items, Msg, phrase, said_of
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table
    from judge.model.state import StackItem


@dataclass(frozen=True)
class FowBecomeCopy(BecomeCopy):
    """`become_copy`, and with `gains_printed_abilities` "... and gains this card's printed
    abilities" (FOW 1017.5)."""

    gains_printed_abilities: bool = arg(optional(
        "bool", "\"... and gains this card's printed abilities\": the copy also has the "
        "keywords and abilities printed on the card whose text made it (FOW 1017.5)"), False)


def run_become_copy(t: Table, item: StackItem, e: FowBecomeCopy) -> str | None:
    """FOW 1017.5: become the copy; then each object that did gains the printed keywords and
    abilities of the card with this text, those it does not have already."""
    from judge.engine.refs import refs

    said = become_copy(t, item, e)
    source = t.state.objects.get(item.source or "")
    printed = own_card(source) if e.gains_printed_abilities and source is not None else None
    if said is None or printed is None:
        return said
    gained: list[str] = []
    for oid in refs(t, item, e.target):
        obj = t.state.objects.get(oid)
        if obj is None or not isinstance(obj.card.get(COPIED_FROM), CardDef):
            continue
        card = obj.card
        keywords = tuple(k for k in printed.keywords if k not in card.keywords)
        abilities = tuple(a for a in printed.abilities if a not in card.abilities)
        keys = tuple((k, v) for k, v in printed.extra if k in keywords and card.get(k) is None)
        obj.card = replace(card, keywords=(*card.keywords, *keywords),
                           abilities=(*card.abilities, *abilities),
                           extra=(*card.extra, *keys))
        gained += [*(f"[{k.replace('_', ' ').title()}]" for k in keywords),
                   *(a.name for a in abilities)]
        t.watch(obj)  # its own automatic abilities trigger as the copy's too
    if not gained:
        return said
    return phrase(Msg("{copy}, and gains {card}'s printed abilities ({abilities})",
                      copy=said_of(said), card=printed.name,
                      abilities=Items(list(dict.fromkeys(gained)), commas=True)))


BECOME_COPY = EffectDecl(FowBecomeCopy, run_become_copy, "{target} becomes a copy of {of}")
