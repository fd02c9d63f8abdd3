"""The number or cost of a keyword an effect grants (FOW 1161.2, 1183.2, 1110.2, ...).

Card text always prints a keyword's number or cost with it ("[Defiant] (2)", "gains [Vileborn]
(3)"), so an effect that grants one says it too: a `modify` writes it under `keyword_keys:`
beside `keywords:` (Rulebook.granted_keyword_keys), the same card key a card printing the keyword
writes (`defiant: 2`). A card that prints the keyword with its number reads its own; one that
has it only from grants reads the latest grant's (the one with the latest timestamp, FOW 909).
A grant without it is exit 2 (validation.py says how to write it)."""

from __future__ import annotations

from judge.engine.characteristics import changes
from judge.games.force_of_will.reincarnation import GRANT_KEYS as REINCARNATION_KEYS
from judge.model.cards import Cost
from judge.model.state import GameObject

#: The keywords whose number or cost a grant carries, and the card keys it writes.
GRANT_KEYS: dict[str, tuple[str, ...]] = {
    **REINCARNATION_KEYS,
    "defiant": ("defiant",),  # FOW 1183.2: how many times it may attack
    "vileborn": ("vileborn",),  # FOW 1185.2: the life each other player loses, in hundreds
    "solarisation": ("solarisation",),  # FOW 1162.2: how many removed cards it moves
    "linkage": ("linkage",),  # FOW 1166.2: the zone its cards come from
    "awakening": ("awakening",),  # FOW 1110.2: the cost paid on top to play it awakened
    "ambush": ("ambush",),  # FOW 1174.2: its cost played from the standby area
    "ibka": ("ibka",),  # FOW 1191.2: its cost played from the graveyard
    "raid": ("raid",),  # FOW 1196.2: the cost paid instead of its own
    "incarnation": ("incarnation",),  # FOW 1111.2: the attributes of the resonators it banishes
    "limit": ("limit",),  # FOW 1118.2: the limit counters it enters the field with
    "mana": ("mana",),  # FOW 1122.2b: the mana counters it enters the field with
    # FOW 1129.2-1129.4: a J/resonator's cost to attack or block, a regalia's type or race
    "mobilize": ("mobilize",),
    "mastery": ("mastery",),  # FOW 1154.2-1154.4: the card it rests instead of paying its cost
    # keywords that are an ability of their card, granted with it (keyword_grants.py)
    "evolution": ("evolution",),  # FOW 1116.2: its activate ability's cost
    "bestow": ("bestow",),  # FOW 1121.2: its activate ability's cost
    "moontide": ("moontide",),  # FOW 1189.2: its activate ability's cost
    "call_of_valhalla": ("call_of_valhalla",),  # FOW 1187.2: the Valkyrie's highest total cost
    "primal_roar": ("primal_roar",),  # FOW 1194.2: +100 ATK per point to its Dinosaurs
    "investigate": ("investigate",),  # FOW 1170.2: how many cards its ability reveals
    "resonance": ("resonance",),  # FOW 1127.2: the magic stone type its text triggers on
}
#: Those whose card key is a cost (`awakening: {fire: 1}`), checked like a printed one.
COST_KEYWORDS = ("awakening", "ambush", "ibka", "raid")


#: FOW 1102.5: the cumulative keyword abilities with a number judge reads ([Divinity] and
#: [Stranger] are not numbered here): gaining one again adds its number (1102.4).
CUMULATIVE = ("limit", "mana", "defiant", "vileborn", "investigate")


def keyword_value(obj: GameObject, keyword: str) -> object:
    """The number or cost `keyword` reads for `obj`: its printed one where its card prints the
    keyword with it, else the one the latest grant of the keyword carries (None if none). A
    cumulative keyword's number is its printed one and every grant's added up (FOW 1102.4:
    [Limit] (5) gaining [Limit] (2) is [Limit] (7))."""
    printed = obj.card.get(keyword)
    if keyword in CUMULATIVE:
        return _added_up(obj, keyword)
    if keyword in obj.card.keywords and printed is not None:
        return printed
    for change in reversed(changes(obj)):
        keys = dict(change.keyword_keys)
        if keyword in change.keywords and keys.get(keyword) is not None:
            raw = keys[keyword]
            return tuple(raw) if isinstance(raw, list) else raw  # as a card key reads it
    return None


def _added_up(obj: GameObject, keyword: str) -> int | None:
    """FOW 1102.4: a cumulative keyword's number, printed and granted added up (None if the
    object has no number for it)."""
    numbers = cumulative_numbers(obj, keyword)
    return sum(numbers) if numbers else None


def cumulative_numbers(obj: GameObject, keyword: str) -> list[int]:
    """The numbers of each instance of a cumulative keyword `obj` has, printed first then its
    grants in timestamp order (FOW 1102.4 adds them up into one)."""
    printed = obj.card.get(keyword)
    numbers = [printed] if keyword in obj.card.keywords and isinstance(printed, int) else []
    return numbers + [n for change in changes(obj) if keyword in change.keywords
                      for k, n in change.keyword_keys if k == keyword and isinstance(n, int)]


def names_what_it_rests(raw: object) -> bool:
    """Whether a [Mobilize] key is a type or race (`{type: X}`, `{race: X}`: a regalia's,
    FOW 1129.3-1129.4), not a cost (a J/resonator's, 1129.2)."""
    return isinstance(raw, dict) and len(raw) == 1 and next(iter(raw)) in ("type", "race")


def keyword_cost(obj: GameObject, keyword: str) -> Cost | None:
    """The cost `keyword` reads for `obj` (printed or granted, keyword_value), or None."""
    raw = keyword_value(obj, keyword)
    if not isinstance(raw, dict) or names_what_it_rests(raw):  # [Mobilize] (Type or Race)
        return None
    return Cost(tuple((str(k), int(v)) for k, v in raw.items() if int(v)))
