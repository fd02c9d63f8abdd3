"""Reading a scenario's Riftbound state (`state:` keys, battlefields, designations) and checking
it: every problem is reported with its file position; a mode judge does not implement is an
honest "cannot rule"."""

from __future__ import annotations

from collections.abc import Callable

from judge.errors import Problem, UnsupportedMechanic
from judge.games.riftbound.keywords import NUMBERED
from judge.games.riftbound.state import RBState, Showdown, bf_of, ext, facedown_bf
from judge.games.riftbound.vocab import STATES
from judge.model.scenario import Scenario

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

if TYPE_CHECKING:
    from judge.engine.table import Table

Report = Callable[[tuple[str | int, ...], str], None]


def battlefields(sc: Scenario) -> list[str]:
    """Every battlefield in play: `state.battlefields` first, then any the file mentions."""
    out: list[str] = []

    def add(bf: object) -> None:
        if isinstance(bf, str) and bf and bf not in out:
            out.append(bf)

    st = sc.state
    for bf in st.get("battlefields") or ():  # type: ignore[attr-defined]
        add(bf)
    for spec in sc.objects:
        card = sc.cards.get(spec.card)
        if card is not None and card.is_type("battlefield"):
            add(spec.id)
        add(bf_of(spec.zone))
        add(facedown_bf(spec.zone))
    for key in ("control", "contested"):
        for bf in (st.get(key) or {}):  # type: ignore[attr-defined]
            add(bf)
    showdown = st.get("showdown")
    if isinstance(showdown, dict):
        add(showdown.get("at"))
    return out


def unit_owners_at(sc: Scenario, bf: str) -> list[str]:
    zone = f"battlefield:{bf}"
    present = {s.controller for s in sc.objects if s.zone == zone and not s.face_down
               and (c := sc.cards.get(s.card)) is not None and c.is_type("unit")}
    return [p for p in sc.players if p in present]


def build_ext(sc: Scenario) -> RBState:
    st = sc.state
    x = RBState(battlefields=battlefields(sc))
    x.victory_score = int(st.get("victory_score") or 8)  # type: ignore[call-overload]
    x.contested = {str(k): str(v) for k, v in (st.get("contested") or {}).items()  # type: ignore[attr-defined]
                   if v is not None}
    raw_sd = st.get("showdown")
    if isinstance(raw_sd, dict):
        x.showdown = showdown_from(sc, raw_sd, x)
    given = dict(st.get("control") or {})  # type: ignore[call-overload]
    for bf in x.battlefields:
        if bf in given:
            x.control[bf] = None if given[bf] is None else str(given[bf])
            continue
        owners = unit_owners_at(sc, bf)
        busy = bf in x.contested or (x.showdown is not None and x.showdown.at == bf)
        x.control[bf] = owners[0] if len(owners) == 1 and not busy else None
    x.scored = {str(p): [str(b) for b in bfs]
                for p, bfs in (st.get("scored") or {}).items()}  # type: ignore[attr-defined]
    x.chain_origin = chain_origin(sc)
    return x


def showdown_from(sc: Scenario, raw: dict[str, Any], x: RBState) -> Showdown:
    at = str(raw.get("at"))
    players = list(sc.players)
    owners = unit_owners_at(sc, at)
    combat = bool(raw.get("combat", len(owners) > 1))
    attacker = raw.get("attacker") or x.contested.get(at) or raw.get("focus") or sc.turn_player
    attacker = str(attacker)
    defender = raw.get("defender") or next((p for p in players if p != attacker), None)
    x.contested.setdefault(at, attacker)
    focus = raw.get("focus") or (attacker if combat else x.contested.get(at))
    return Showdown(at=at, combat=combat, focus=str(focus),
                    attacker=attacker if combat else None,
                    defender=str(defender) if combat and defender else None,
                    combat_id="combat" if combat else None)


def chain_origin(sc: Scenario) -> str | None:
    """RB 346.1: whether the file's chain was opened by a triggered ability (its bottom item)."""
    if not sc.stack:
        return None
    given = sc.state.get("chain_origin")
    if isinstance(given, str):
        return given
    bottom = sc.stack[0]
    if bottom.ability is not None and bottom.source is not None:
        spec = next((o for o in sc.objects if o.id == bottom.source), None)
        card = sc.cards.get(spec.card) if spec else None
        ability = card.ability(bottom.ability) if card else None
        if ability is not None and ability.kind == "triggered":
            return "trigger"
    return "player"


def start(r: Table) -> None:
    """Before the first action: facedown cards are face down, a combat's units carry their
    designations (without triggering: they were designated before the moment the file shows),
    battlefield cards show their controller, and a non-Main phase starts its turn-based actions."""
    from judge.games.riftbound import turn
    from judge.games.riftbound.control import set_control
    from judge.games.riftbound.state import chain_exists

    state, x = r.state, ext(r.state)
    for obj in state.objects.values():
        if facedown_bf(obj.zone):
            obj.face_down = True
    sd = x.showdown
    if sd is not None and sd.combat:
        sd.combat_id = state.new_id("combat")
        for obj in state.objects.values():
            if obj.zone == f"battlefield:{sd.at}" and obj.card.is_type("unit") and \
                    not obj.face_down:
                obj.extra.setdefault("designation", "attacker" if obj.controller == sd.attacker
                                     else "defender")
                sd.designated.add((obj.id, obj.incarnation))
    for bf in x.battlefields:
        set_control(r, bf, x.control.get(bf))
    if state.phase != "main" and not chain_exists(state) and sd is None:
        turn.enter(r, state.phase, state.step)


# ----- checking the file -----------------------------------------------------------------------
def validate(sc: Scenario, problem: Report) -> None:
    if len(sc.players) != 2:
        line, col = sc.marks.get(("players",), (0, 0))
        raise UnsupportedMechanic(Problem(sc.file, line, col, "players", "judge rules Riftbound "
                                          "1v1 only; the multiplayer modes (RB 487-489) are not "
                                          "implemented"))
    bfs = battlefields(sc)
    players = set(sc.players)
    check_state(sc, bfs, players, problem)
    check_chain(sc, problem)
    check_objects(sc, bfs, problem)
    check_cards(sc, problem)
    check_actions(sc, problem)
    check_expect(sc, bfs, players, problem)


def _player_or_null(value: object) -> bool:
    return value is None or isinstance(value, str)


def check_state(sc: Scenario, bfs: list[str], players: set[str], problem: Report) -> None:
    st = sc.state
    for key in ("control", "contested"):
        for bf, who in (st.get(key) or {}).items():  # type: ignore[attr-defined]
            if who is not None and who not in players:
                problem(("state", key, bf), f"{who!r} is not a player")
            if key == "contested" and who is None:
                problem(("state", key, bf), "name the contesting player (omit the battlefield "
                        "if it is not contested)")
    scored = st.get("scored") or {}
    for p, lst in scored.items():  # type: ignore[attr-defined]
        if p not in players:
            problem(("state", "scored", p), f"{p!r} is not a player")
        if not isinstance(lst, list) or any(b not in bfs for b in lst):
            problem(("state", "scored", p), "expected a list of battlefields in play")
    vs = st.get("victory_score")
    if vs is not None and (not isinstance(vs, int) or vs < 1):
        problem(("state", "victory_score"), "expected a whole number of at least 1")
    sd = st.get("showdown")
    if sd is not None:
        if not isinstance(sd, dict) or "at" not in sd:
            problem(("state", "showdown"), "expected {at: <battlefield>, focus, combat, ...}")
        else:
            allowed = ("at", "focus", "combat", "attacker", "defender")
            for k, v in sd.items():
                if k not in allowed:
                    problem(("state", "showdown", k), f"unknown key; allowed: {', '.join(allowed)}")
                elif k in ("focus", "attacker", "defender") and v not in players:
                    problem(("state", "showdown", k), f"{v!r} is not a player")
                elif k == "combat" and not isinstance(v, bool):
                    problem(("state", "showdown", k), "expected true or false")
    for bf in bfs:
        owners = unit_owners_at(sc, bf)
        busy = bf in (st.get("contested") or {}) or (  # type: ignore[operator]
            isinstance(sd, dict) and sd.get("at") == bf)
        if len(owners) > 1 and not busy:
            problem(("state",), f"units of {' and '.join(owners)} are both at {bf}: say who "
                    f"contested it (state.contested) or give the showdown (state.showdown)")


def check_chain(sc: Scenario, problem: Report) -> None:
    """RB 337.2: units and gear resolve as they finalize, so a file's chain cannot hold one; in a
    Showdown Open state priority is the focus holder's (RB 313)."""
    for spec in sc.stack:
        card = sc.cards.get(spec.card) if spec.card else None
        if card is not None and card.is_type("unit", "gear"):
            problem(spec.path, f"a {card.type} never waits on the chain: it resolves as it is "
                    "finalized (RB 337.2)")
    sd = sc.state.get("showdown")
    if isinstance(sd, dict) and not sc.stack and sc.priority is not None and \
            sd.get("focus") is not None and sc.priority != sd.get("focus"):
        problem(("priority",), f"in a Showdown Open state the focus holder ({sd.get('focus')}) "
                "has priority (RB 313)")


def check_objects(sc: Scenario, bfs: list[str], problem: Report) -> None:
    for i, spec in enumerate(sc.objects):
        card = sc.cards.get(spec.card)
        extra = dict(spec.extra)
        if "at" in extra:
            problem(("objects", i, "at"), "`at` is a filter key (where an object is); an "
                    "object's place is its `zone`")
        if card is not None and card.is_type("battlefield") and spec.zone != f"battlefield:"\
                f"{spec.id}":
            problem(("objects", i, "zone"), f"a battlefield card is the battlefield: its zone "
                    f"is battlefield:{spec.id}")
        if "designation" in extra and bf_of(spec.zone) is None:
            problem(("objects", i, "designation"), "only a unit at a battlefield in combat has "
                    "a designation")
        if "hidden_turn" in extra and facedown_bf(spec.zone) is None:
            problem(("objects", i, "hidden_turn"), "only a facedown card (zone facedown:<id>) "
                    "was hidden")


def check_cards(sc: Scenario, problem: Report) -> None:
    for name, card in sc.cards.items():
        values = card.get("keyword_values")
        if values is None:
            continue
        assert isinstance(values, dict)
        for k, v in values.items():
            path = ("cards", name, "keyword_values", k)
            if k not in NUMBERED:
                problem(path, f"only {', '.join(NUMBERED)} take a number")
            elif k not in card.keywords:
                problem(path, f"the card does not have {k} under `keywords:`")
            elif not isinstance(v, int) or isinstance(v, bool) or v < 1:
                problem(path, "expected a whole number of at least 1")


def check_actions(sc: Scenario, problem: Report) -> None:
    ids = {o.id for o in sc.objects}
    for action in sc.actions:
        if action.verb != "assign":
            continue
        damage = action.get("damage") or {}
        assert isinstance(damage, dict)
        for k, v in damage.items():
            path = (*action.path, "damage", k)
            if k not in ids:
                problem(path, f"no object with id {k!r}")
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                problem(path, "expected a whole number of damage (0 or more)")


def check_expect(sc: Scenario, bfs: list[str], players: set[str], problem: Report) -> None:
    if sc.expect is None:
        return
    want = sc.expect.extra
    if "focus" in want and not (want["focus"] is None or want["focus"] in players):
        problem(("expect", "focus"), "expected a player or null")
    if "state" in want and want["state"] not in STATES:
        problem(("expect", "state"), f"expected one of {', '.join(STATES)}")
    for key in ("control", "contested", "staged"):
        for bf, v in (want.get(key) or {}).items():  # type: ignore[attr-defined]
            if bf not in bfs:
                problem(("expect", key, bf), f"{bf!r} is not a battlefield in play")
            if key != "staged" and not (_player_or_null(v) and (v is None or v in players)):
                problem(("expect", key, bf), "expected a player or null")
    for key in ("combats", "scores"):
        if key in want and not (isinstance(want[key], list) and
                                all(isinstance(e, dict) for e in want[key])):  # type: ignore[attr-defined]
            problem(("expect", key), "expected a list of mappings")
    sd = want.get("showdown", None)
    if "showdown" in want and sd is not None and not isinstance(sd, dict):
        problem(("expect", "showdown"), "expected null or a mapping")

