"""The number or cost of a keyword an effect grants (FOW 1161.2, 1183.2, 1110.2, ...).

Card text always prints a keyword's number or cost with it ("[Defiant] (2)", "gains [Vileborn]
(3)"), so an effect that grants one says it too: a `modify` writes it under `keyword_keys:`
beside `keywords:` (Rulebook.granted_keyword_keys), the same card key a card printing the keyword
writes (`defiant: 2`). A cumulative keyword adds the numbers up (FOW 1102.4); another has one
number, the first (printed, else the earliest grant's) or by house policy FOW HP.37 the latest.
A grant without it is exit 2 (validation.py says how to write it)."""

from __future__ import annotations

from judge.engine.characteristics import keyword_grants
from judge.games.force_of_will.reincarnation import GRANT_KEYS as REINCARNATION_KEYS
from judge.model.cards import CardDef, Cost
from judge.model.state import GameObject, Modifier

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

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
    # FOW 1136.2-1136.3: a J/ruler's divinity ("gains [Divinity] (2)"), added to a printed one
    "divinity": ("divinity",),
    "stranger": ("stranger",),  # FOW 1142.2: the stranger cards its player may begin with
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
    # FOW 1120.3, 1120.3a: "gains [Barrier] <Chant>", the card types (or <opponent>) it is
    # narrowed to; a grant without it is plain [Barrier] (1120.2)
    "barrier": ("barrier",),
}
#: Those also written without their card keys: plain [Barrier] (FOW 1120.2).
KEYS_OPTIONAL = ("barrier",)
#: Those whose card key is a cost (`awakening: {fire: 1}`), checked like a printed one.
COST_KEYWORDS = ("awakening", "ambush", "ibka", "raid", "bestow", "evolution", "moontide")


#: FOW 1102.5: the cumulative keyword abilities with a number judge reads: gaining one again
#: adds its number (1102.4).
CUMULATIVE = ("limit", "mana", "defiant", "vileborn", "investigate", "divinity", "stranger")


#: Keywords a card may have several of (FOW 1110.1, 1121.1, 1127.1, 1189.1): a grant adds one.
SEVERAL = ("awakening", "bestow", "moontide", "resonance")
Instance = tuple[object, Modifier | None]


def keyword_value(t: Table, obj: GameObject, keyword: str) -> object:
    """The number or cost `keyword` reads for `obj` (None if it has none). A cumulative
    keyword's is its printed one and every grant's added up (FOW 1102.4: [Limit] (5) gaining
    [Limit] (2) is [Limit] (7)); another's is the instance in force (keyword_instance)."""
    if keyword in CUMULATIVE:
        return _added_up(obj, keyword)
    chosen = keyword_instance(t, obj, keyword)
    return None if chosen is None else chosen[0]


def keyword_instance(t: Table, obj: GameObject, keyword: str) -> Instance | None:
    """The number or cost of `keyword` in force for `obj`, with the grant it comes from (None:
    printed). FOW 1102.3: an object that has a keyword ability does not gain it again; where
    its instances say different numbers the rules do not say which one it has: house policy FOW
    HP.37 (`keywords.gained_again`): the first (printed, else the earliest grant, the default)
    or the latest grant's. Of a keyword a card may have several of, judge reads the first (a
    card printing [Awakening] pays its printed cost)."""
    found = instances(obj, keyword)
    if not found:
        return None
    if keyword in SEVERAL or all(value == found[0][0] for value, _ in found[1:]):
        return found[0]
    latest = t.policy_is("keywords.gained_again", "latest")
    t.cite_also_rule("FOW 1102.3")
    t.cite_also_rule(t.policy_id("keywords.gained_again"))
    return found[-1] if latest else found[0]


def instances(obj: GameObject, keyword: str) -> list[Instance]:
    """Each number or cost `obj` has `keyword` with: its printed one first, then its grants'
    in timestamp order (FOW 909), each with its grant (None: printed)."""
    printed = obj.card.get(keyword)
    out: list[Instance] = [(printed, None)] \
        if keyword in obj.card.keywords and printed is not None else []
    for raw, change in keyword_grants(obj, keyword, keyword):
        if raw is not None:
            out.append((tuple(raw) if isinstance(raw, list) else raw, change))
    return out


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
    return numbers + [n for n, _ in keyword_grants(obj, keyword, keyword) if isinstance(n, int)]


def names_what_it_rests(raw: object) -> bool:
    """Whether a [Mobilize] key is a type or race (`{type: X}`, `{race: X}`: a regalia's,
    FOW 1129.3-1129.4), not a cost (a J/resonator's, 1129.2)."""
    return isinstance(raw, dict) and len(raw) == 1 and next(iter(raw)) in ("type", "race")


def keyword_cost(t: Table, obj: GameObject, keyword: str) -> Cost | None:
    """The cost `keyword` reads for `obj` (printed or granted, keyword_value), or None."""
    raw = keyword_value(t, obj, keyword)
    if names_what_it_rests(raw):  # [Mobilize] (Type or Race)
        return None
    return cost_of(raw)


def card_cost(card: CardDef, key: str) -> Cost | None:
    """A keyword's cost written as a card key (`mobilize: {fire: 1}`), or None."""
    return cost_of(card.get(key))


def cost_of(raw: object) -> Cost | None:
    """A cost written as a mapping of will kinds to whole numbers, or None for anything else
    (the file's check says where it is wrong: validation._check_cost)."""
    if not isinstance(raw, dict) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in raw.values()):
        return None
    return Cost(tuple((str(k), v) for k, v in raw.items() if v))
