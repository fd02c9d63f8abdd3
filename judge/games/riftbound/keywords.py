"""Keywords that change timing or combat (RB 805-829), read from an object's current state.

Numbered keywords (Assault X, Shield X, Deflect X, Hunt X) take X from the card key
`keyword_values: {assault: 2}` (1 when not given, RB 807.1.b.3); a `modify` granting one writes
its X under `keyword_keys: {assault: 2}` (1 when not given); the instances an object has add up
(RB 807.2, RB 814.2, RB 809.2, RB 823.2).
"""

from __future__ import annotations

from judge.engine.characteristics import keyword_grants, keyword_x
from judge.engine.characteristics import keywords as current_keywords
from judge.model.state import GameObject
from judge.msg import Items, Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table

#: Keywords judge rules on (the contract's list plus Ganking and Unique).
IMPLEMENTED = ("action", "reaction", "hidden", "ambush", "deathknell", "tank", "backline",
               "assault", "shield", "deflect", "temporary", "ganking", "unique", "accelerate",
               "legion", "hunt", "level", "vision",
               "empower", "empowered", "equip", "quick-draw",
               "repeat", "flow", "weaponmaster")
#: The keywords printed with a number X (RB 807.1.b, 814.1.b, 809.1.b, 823.1.c), each with the
#: rule by which the X of its instances add up (Rulebook.numbered_keywords). Level N (RB 824)
#: names a condition, not an X.
NUMBERED: dict[str, str] = {"assault": "RB 807.2", "shield": "RB 814.2", "deflect": "RB 809.2",
                            "hunt": "RB 823.2"}
#: Keywords always written with a cost whose grant carries it (Rulebook.granted_keyword_keys),
#: each with that rule: Flow's (RB 829.1.c), `keyword_keys: {flow_cost: {energy: 1}}`, Repeat's
#: (RB 820.1.c), `keyword_keys: {repeat_cost: {energy: 1}}`; one more instance (RB 829.1.c.3,
#: RB 820.3), its cost read with the printed ones (characteristics.keyword_costs).
#: Empower's (RB 827.1.c), `keyword_keys: {empower_cost: ...}`, and Equip's (RB 818.1.c),
#: `keyword_keys: {equip_cost: ...}`, grant the ability each is (ability_keywords.py).
GRANT_KEYS: dict[str, tuple[str, ...]] = {"flow": ("flow_cost",), "repeat": ("repeat_cost",),
                                          "empower": ("empower_cost",),
                                          "equip": ("equip_cost",)}
GRANT_RULES: dict[str, str] = {"flow": "RB 829.1.c", "repeat": "RB 820.1.c",
                               "empower": "RB 827.1.c", "equip": "RB 818.1.c"}

#: Keywords of the game that judge does not implement yet: a scenario using one is an honest
#: "cannot rule" (exit 3), never a silent wrong ruling.
UNIMPLEMENTED: dict[str, str] = {}


def has(obj: GameObject, keyword: str) -> bool:
    return keyword in current_keywords(obj)


def works(t: Table, obj: GameObject, keyword: str) -> bool:
    """Whether `obj`'s `keyword` does its work now (Tank, Backline, Temporary, Deflect, Hunt,
    Assault, Shield): it has the keyword, and not only in printed text that is inactive. An
    attached card's printed Rules Text does not work (RB 718.2, RB 721.2), though the card still
    has its keywords for what checks for one (RB 722.1, RB 722.2: `has`); a keyword an effect
    grants it is no printed text, so it works (RB 434.1.e), unless `grants_inactive`."""
    if not has(obj, keyword):
        return False
    return t.game.objects.text_active(obj) or (
        bool(keyword_grants(obj, keyword, keyword)) and not grants_inactive(t, obj))


def grants_inactive(t: Table, obj: GameObject) -> bool:
    """Whether the keywords effects grant an attached card are inactive with its printed text:
    never under v1.4, whose RB 434.1.e and RB 718.2 both make only the printed Rules Text
    inactive; under v1.3, whose RB 434.1.e makes "those cards' Rules Text" inactive while its
    RB 718.2 says the printed Rules Text, house policy RB HP.40 (`attach.v13_granted`)."""
    if t.state.edition != "v1.3" or t.game.objects.text_active(obj):
        return False
    t.cite_also_rule(t.policy_id("attach.v13_granted"))
    return t.policy_is("attach.v13_granted", "inactive")


def working_x(t: Table, obj: GameObject, keyword: str) -> int:
    """X of a numbered keyword that works now (`works`): an attached card's printed X does not
    count (RB 718.2), its grants' do (unless `grants_inactive`)."""
    active = t.game.objects.text_active(obj)
    if not active and keyword_grants(obj, keyword, keyword) and grants_inactive(t, obj):
        return 0
    return keyword_x(obj, keyword, active)


def idle_note(t: Table, keyword: str, idle: list[GameObject]) -> None:
    """Say that `keyword` does not trigger for `idle`, attached cards whose printed text is
    inactive (RB 718.2, RB 721.2: an inactive ability neither triggers nor applies)."""
    if idle:
        t.note(phrase(Msg("{keyword} does not trigger for {objects}: attached, its printed text "
                          "is inactive", keyword=keyword.capitalize(),
                          objects=Items([t.name(o.id) for o in idle], commas=True))),
               ("RB 718.2", "RB 721.2", *(("RB 722.2",) if keyword == "temporary" else ())))


def instances(obj: GameObject, keyword: str) -> int:
    """How many instances of a keyword an object has: the printed one and one per effect that
    grants it (Vision's instances each trigger, RB 817.2; a numbered keyword's X adds up over
    them, RB 807.2: `amount`)."""
    return (keyword in obj.card.keywords) + sum(
        1 for m in (*obj.modifiers, *obj.continuous) if keyword in m.keywords)


#: X of a numbered keyword (Assault 2, Shield, Deflect ...): the engine's reading, which its
#: declared stat bonuses use too.
amount = keyword_x


def combat_might(t: Table, obj: GameObject) -> int:
    """What a unit adds to its side's combat damage: its current Might, 0 if negative (RB
    143.2.b) and nothing at all while stunned (RB 423.1.b)."""
    if obj.extra.get("stunned"):
        return 0
    return max(0, t.stat(obj, "might") or 0)


def assignment_class(t: Table, obj: GameObject) -> tuple[int, ...]:
    """The places a unit may take in the order of damage assignment: 0 Tank (RB 815), 1 other,
    2 Backline (RB 826). A unit with both may be taken first or last (RB 465.2.c.8). An attached
    unit's printed Tank or Backline does not work (RB 718.2: `works`)."""
    tank, back = works(t, obj, "tank"), works(t, obj, "backline")
    if tank and back:
        return (0, 2)
    if tank:
        return (0,)
    if back:
        return (2,)
    return (1,)
