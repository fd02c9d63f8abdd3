"""Scenarios written in the card language, generated for every game (hypothesis strategies).

Where tests/robustness/test_fuzz.py varies the actions of the real scenarios, this module writes
whole new ones whose cards use what the corpus hardly does: conditions (`if:` on instructions,
`when.if` on triggers, `while:` on static abilities and on `modify`), quantities (`count`,
`stat`, `resource`, `plus`, `minus`, `times`, `double`, `half`), labels (`as:`) with
`{that: label}` and `{did: label}`, static abilities (`kind: static`) that `modify` themselves or
`{each: filter}`, `replace` effects (`instead`, `double`, `prevent`, `to`; several watching one
event, one's result another's event, with and without `decisions: {replacements: {order:
[...]}}`) and `forbid` effects, with actions that play and activate cards.

Each scenario leans to one thing (its `notes:` say which): replacements, layers, restrictions,
or a mix; and now and then a card gets a "motif", a shape random text seldom reaches (Writer.motif
and the end of Writer.spell). tests/robustness/test_fuzz_cards.py checks that every mechanism
above does happen across a fixed sample.

Every scenario is a plain mapping, written out with yaml.safe_dump and loaded like a file. The
generator aims at scenarios that load (ids, zones, keywords and stats each game knows): a random
card text the game refuses is still a valid test (a located error), but one that loads tests more.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from judge.record import dataclass


@dataclass(frozen=True)
class Profile:
    """What a scenario of one game needs: the words for a unit, a spell, the zones ..."""

    game: str
    unit: str
    stats: tuple[str, ...]  # the stats a unit card prints (its toughness stat among them)
    spell: str
    spell_keywords: tuple[str, ...]  # so the spell may be played whenever a player has priority
    board: str
    hand: str
    deck: str
    grave: str
    stack_key: str
    resources: dict[str, int]
    keywords: tuple[str, ...]  # keywords a modify may grant
    scale: int  # damage and stats are printed this much larger (Force of Will's hundreds)
    #: The game's rules say how a half rounds (else a card must: `round: up|down`).
    rounds_halves: bool = True
    #: Actions a `forbid` may name in this game (Riftbound refuses attack and block: its
    #: combat has no declared attackers or blockers).
    forbids: tuple[str, ...] = ("be_targeted", "play", "activate", "ready", "attack", "block")


PROFILES = {
    "vandaria-wars": Profile("vandaria-wars", "follower", ("atk", "hp"), "action", (), "field",
                             "hand", "deck", "graveyard", "register", {"gold": 5}, (), 1),
    "force-of-will": Profile("force-of-will", "resonator", ("atk", "def"), "chant",
                             ("quickcast",), "field", "hand", "main_deck", "graveyard", "chase",
                             {"life": 4000, "fire": 3}, ("flying", "swiftness", "imperishable"),
                             100),
    "riftbound": Profile("riftbound", "unit", ("might",), "spell", ("reaction",), "base", "hand",
                         "main_deck", "trash", "chain", {"energy": 5},
                         ("tank", "assault", "shield", "deflect"), 1, rounds_halves=False,
                         forbids=("be_targeted", "play", "activate", "ready", "move")),
}
PLAYERS = ("alice", "bob")
TRAITS = ("holy", "beast", "mage")


#: The strategies the writer draws from, made once each: a strategy is validated the first time
#: it is drawn from, and hypothesis looks up st.integers' own cache by its arguments on every
#: call; made anew for each of the ~100 draws of a scenario, that was about a third of the
#: drawing. The same strategy draws the same values from the same choices, so the scenarios
#: drawn are the same ones.
_STRATEGIES: dict[Any, st.SearchStrategy[Any]] = {}
#: Options kept as one strategy only when each is an immutable scalar compared with its type (1,
#: True and 1.0 are equal but not the same option); a list or map option is a fresh object each
#: time, as the caller wrote it (a drawn one may be changed afterwards).
_SCALARS = (str, int, bool, float, type(None))
BOOLEANS = st.booleans()


def sampled_from(options: list[Any]) -> st.SearchStrategy[Any]:
    if not all(type(o) in _SCALARS for o in options):
        return st.sampled_from(options)
    key = ("sampled_from", *((type(o), o) for o in options))
    if key not in _STRATEGIES:
        _STRATEGIES[key] = st.sampled_from(options)
    return _STRATEGIES[key]


def integers(low: int, high: int) -> st.SearchStrategy[int]:
    key = ("integers", low, high)
    if key not in _STRATEGIES:
        _STRATEGIES[key] = st.integers(low, high)
    return _STRATEGIES[key]


class Writer:
    """Draws one scenario's card text for one game, as its focus leans."""

    def __init__(self, draw: st.DrawFn, p: Profile) -> None:
        self.draw = draw
        self.p = p
        self.depth = 0
        # What this scenario leans to: replacement effects (several watching the same events,
        # one's result another's event), layers (static abilities and "while" effects reading
        # quantities), restrictions (and actions they refuse), or a bit of all.
        self.focus = self.pick(["replace", "layers", "restrict", "mixed"])
        self.board = [f"u{i}" for i in range(self.small(2, 7))]  # ids of the units on the board

    def weighted(self, mixed: list[str], **focused: list[str]) -> str:
        """One of the options, as this scenario's focus weighs them (`mixed` by default)."""
        return str(self.pick(focused.get(self.focus, mixed)))

    def pick(self, options: Any) -> Any:
        return self.draw(sampled_from(list(options)))

    def chance(self, percent: int) -> bool:
        return self.draw(integers(0, 99)) < percent

    def small(self, low: int = 0, high: int = 3) -> int:
        return self.draw(integers(low, high))

    # ----- filters and references ----------------------------------------------------------
    def filter(self) -> dict[str, Any]:
        if self.focus == "replace" and self.chance(40):
            return {}  # everything on the board: more events for more replacements to watch
        f: dict[str, Any] = {"type": self.p.unit} if self.chance(60) else {}
        if self.chance(35):
            f["controller"] = self.pick(["you", "opponent"])
        if self.chance(20):
            f["traits"] = [self.pick(TRAITS)]
        if self.chance(8) and self.p.keywords:
            f["keywords"] = [self.pick(self.p.keywords)]
        if self.chance(8):
            f["damaged"] = self.draw(BOOLEANS)
        if self.chance(5):
            f["exhausted"] = self.draw(BOOLEANS)
        return f

    def object_ref(self, refs: list[Any]) -> Any:
        return self.pick(refs)

    # ----- quantities and conditions -------------------------------------------------------
    def quantity(self, refs: list[Any], low: int = 0) -> Any:
        """A whole number or an expression (at most two levels deep, so values stay small)."""
        options = ["int", "count", "stat", "resource"]
        if self.depth < 2:
            options += ["plus", "minus", "times", "double", "half"]
        kind = self.pick(options)
        self.depth += 1
        try:
            if kind == "int":
                return self.small(low, 3) * self.p.scale
            if kind == "count":
                return {"count": self.filter()}
            if kind == "stat":
                return {"stat": self.pick((*self.p.stats, "damage")),
                        "of": self.object_ref(refs)}
            if kind == "resource":
                return {"resource": self.pick(self.p.resources), "of": "controller"}
            if kind in ("plus", "minus"):
                return {kind: [self.quantity(refs) for _ in range(self.small(1, 3))]}
            if kind == "times":
                return {"times": [self.quantity(refs), self.small(0, 2)]}
            if kind == "double":
                return {"double": self.quantity(refs)}
            half: dict[str, Any] = {"half": self.quantity(refs)}
            if self.chance(40) or not self.p.rounds_halves:
                half["round"] = self.pick(["up", "down"])
            return half
        finally:
            self.depth -= 1

    def condition(self, refs: list[Any], labels: list[str] | None = None) -> dict[str, Any]:
        labels = labels or []
        options = ["count", "count", "stat", "is", "turn", "phase", "resource"]
        if labels:
            options += ["did", "did"]
        if self.depth < 2:
            options += ["all", "any", "not"]
        kind = self.pick(options)
        op = self.pick(["at_least", "at_most", "equals", "more_than", "less_than"])
        self.depth += 1
        try:
            if kind == "count":
                return {"count": self.filter(), op: self.small(0, 3)}
            if kind == "stat":
                return {"stat": self.pick((*self.p.stats, "damage")),
                        "of": self.object_ref(refs), op: self.quantity(refs)}
            if kind == "resource":
                return {"resource": self.pick(self.p.resources), op: self.small(0, 6)}
            if kind == "is":
                matches: dict[str, Any] = {"zone": self.pick([self.p.board, self.p.grave,
                                                              self.p.hand])}
                if self.chance(40):
                    matches["traits"] = [self.pick(TRAITS)]
                return {"is": self.object_ref(refs), "matches": matches}
            if kind == "turn":
                return {"turn": self.pick(["you", "opponent"])}
            if kind == "phase":
                return {"phase": self.pick(["main", "end"] if self.p.game != "riftbound"
                                           else ["main", "ending"])}
            if kind == "did":
                return {"did": self.pick(labels)}
            if kind == "not":
                return {"not": self.condition(refs, labels)}
            return {kind: [self.condition(refs, labels) for _ in range(self.small(1, 2))]}
        finally:
            self.depth -= 1

    # ----- effects -------------------------------------------------------------------------
    def modify(self, target: Any, refs: list[Any], static: bool = False) -> dict[str, Any]:
        m: dict[str, Any] = {"target": target}
        stat = self.pick(self.p.stats)
        if self.chance(75):
            m["stats"] = {stat: self.quantity(refs) if self.chance(60)
                          else self.draw(integers(-2, 2)) * self.p.scale}
        if self.chance(35):
            m["traits"] = [self.pick(TRAITS)]
        if self.chance(10):
            m["set_traits"] = [self.pick(TRAITS)]
        if self.chance(10):
            m["set_stats"] = {stat: self.small(0, 4) * self.p.scale}
        if self.chance(25) and self.p.keywords:
            m["keywords"] = [self.pick(self.p.keywords)]
        if not static:
            if self.chance(30):
                m["while"] = self.condition(refs)
            if self.chance(30):
                m["duration"] = self.pick(["turn", "permanent"])
        if len(m) == 1:
            m["stats"] = {stat: self.p.scale}
        return {"modify": m}

    def replace(self, watched: Any, refs: list[Any], static: bool = False) -> dict[str, Any]:
        # `instead` is an effect list of its own: no label of the outer list is in scope there;
        # it may name units on the board by id (what it does may be another one's event).
        refs = [r for r in refs if not isinstance(r, dict)] + self.board
        event = self.weighted(["damaged", "damaged", "damaged", "destroyed", "destroyed",
                               "moved", "drawn"],
                              replace=["damaged", "damaged", "damaged", "damaged", "destroyed",
                                       "destroyed", "moved", "drawn"])
        r: dict[str, Any] = {"event": event}
        if event == "drawn":
            r["player"] = self.pick(["controller", "opponent"])
            r["instead"] = [self.simple(refs)]
        else:
            r["object"] = watched
            if event == "damaged":
                # double and prevent let the event happen, so later replacements apply too
                how = self.weighted(["double", "prevent", "instead"],
                                    replace=["double", "double", "prevent", "prevent",
                                             "instead"])
                if how == "double":
                    r["double"] = True
                elif how == "prevent":
                    r["prevent"] = self.small(1, 2) * self.p.scale
                else:
                    r["instead"] = [self.simple(refs)]
            elif event == "destroyed":
                r["instead"] = [self.simple(refs)]
            else:
                r["to"] = self.pick([self.p.hand, self.p.deck, self.p.grave])
                if self.chance(50):
                    r["into"] = self.p.grave
        if not static:
            if self.chance(30):
                r["once"] = True
            if self.chance(20):
                r["duration"] = "permanent"
        return {"replace": r}

    def forbid(self, target: Any, static: bool = False) -> dict[str, Any]:
        action = self.weighted(["be_targeted", *self.p.forbids],
                               restrict=["be_targeted", "be_targeted", "be_targeted", "play",
                                         "play", "activate"])
        f: dict[str, Any] = {"action": action}
        if action in ("play", "activate"):
            if self.chance(70):
                f["player"] = self.pick(["controller", "opponent"])
        else:
            f["target"] = target
            if action == "be_targeted" and self.chance(50):
                f["by"] = "opponent"
        return {"forbid": f}

    def simple(self, refs: list[Any]) -> dict[str, Any]:
        """An effect with no instruction keys (what an `instead` does)."""
        kind = self.weighted(["damage", "gain", "draw", "counter", "heal", "exhaust", "modify",
                              "destroy"],
                             replace=["damage", "damage", "damage", "destroy", "destroy",
                                      "draw", "gain"])
        target = self.object_ref(refs)
        if kind == "damage":
            return {"damage": {"target": target, "amount": self.quantity(refs)}}
        if kind == "gain":
            return {"gain": {self.pick(self.p.resources): self.quantity(refs)}}
        if kind == "draw":
            half: dict[str, Any] = {"half": {"count": self.filter()}}
            if not self.p.rounds_halves:
                half["round"] = self.pick(["up", "down"])
            return {"draw": {"count": self.pick([1, 1, half])}}
        if kind == "counter":
            return {"counter": {"target": target, "name": "charge",
                                "amount": self.quantity(refs)}}
        if kind == "modify":
            return self.modify(target, refs)
        return {kind: {"target": target}}

    def instructions(self, refs: list[Any], n: int) -> list[dict[str, Any]]:
        """An effect list whose instructions may say `if:`, `as:`, refer to `{that: label}`
        and `{did: label}` (only labels of earlier instructions: the loader checks)."""
        out: list[dict[str, Any]] = []
        labels: list[str] = []
        for i in range(n):
            that = [{"that": lbl} for lbl in labels]
            here = list(refs) + that
            target = self.object_ref(that if that and self.chance(50) else here)
            kind = "damage" if i == 0 and self.chance(50) else self.weighted(
                ["damage", "damage", "modify", "modify", "replace", "replace", "forbid", "simple",
                 "destroy", "move"],
                replace=["damage", "damage", "damage", "replace", "replace", "destroy", "move",
                         "simple"],
                layers=["damage", "modify", "modify", "modify", "simple", "forbid"],
                restrict=["damage", "damage", "forbid", "forbid", "modify", "simple"])
            if kind == "damage":
                if self.focus == "replace" and self.chance(60):
                    target = {"each": {}}  # every unit: whatever watches one sees it
                e: dict[str, Any] = {"damage": {"target": target,
                                                "amount": self.quantity(here, low=1)}}
            elif kind == "modify":
                e = self.modify(target if self.chance(60) else {"each": self.filter()}, here)
            elif kind == "replace":
                e = self.replace(target if self.chance(50) else {"each": self.filter()}, here)
                if self.focus == "replace" and self.chance(50):
                    e["replace"]["object"] = {"each": {}}
            elif kind == "forbid":
                e = self.forbid(target if self.chance(60) else {"each": self.filter()})
            elif kind == "destroy":
                e = {"destroy": {"target": target}}
            elif kind == "move":
                e = {"move_zone": {"target": target, "to": self.pick([self.p.hand,
                                                                        self.p.grave])}}
            else:
                e = self.simple(here)
            if self.chance(30):
                e["if"] = self.condition(here, labels)
            if self.chance(45):
                e["as"] = f"l{i}"
                labels.append(f"l{i}")
            out.append(e)
        return out

    # ----- abilities and cards -------------------------------------------------------------
    def static(self, name: str) -> dict[str, Any]:
        refs: list[Any] = ["self"]
        effects = []
        for _ in range(self.small(1, 2)):
            kind = self.weighted(["modify", "modify", "replace", "replace", "replace", "forbid"],
                                 replace=["replace", "replace", "replace", "modify"],
                                 layers=["modify", "modify", "modify", "forbid", "replace"],
                                 restrict=["forbid", "forbid", "forbid", "modify", "replace"])
            watched = "self" if self.chance(40) else {"each": self.filter()}
            if self.focus == "replace" and self.chance(50):
                watched = {"each": {}}  # every unit: events that several replacements watch
            if kind == "modify":
                effects.append(self.modify(watched, refs, static=True))
            elif kind == "replace":
                effects.append(self.replace(watched, refs, static=True))
            else:
                effects.append(self.forbid(watched, static=True))
        ability: dict[str, Any] = {"name": name, "kind": "static", "effect": effects}
        if self.chance(40):
            ability["while"] = self.condition(refs)
        return ability

    def triggered(self, name: str) -> dict[str, Any]:
        event = self.pick(["damaged", "destroyed", "entered", "left", "exhausted", "drawn"])
        when: dict[str, Any] = {"event": event}
        if event != "drawn":
            if self.chance(50):
                when["object"] = "self"
            else:
                when["filter"] = self.filter()
        refs: list[Any] = ["self", "trigger"]
        if self.chance(50):
            when["if"] = self.condition(refs)
        return {"name": name, "kind": "triggered", "when": when,
                "effect": self.instructions(refs, self.small(1, 2))}

    def activated(self, name: str) -> dict[str, Any]:
        ability: dict[str, Any] = {"name": name, "kind": "activated",
                                   "cost": {"exhaust": "self"}}
        refs: list[Any] = ["self"]
        if self.chance(60):
            ability["targets"] = [self.filter()]
            refs.append("$1")
        ability["effect"] = self.instructions(refs, self.small(1, 2))
        return ability

    def unit(self) -> dict[str, Any]:
        card: dict[str, Any] = {
            "type": self.p.unit,
            "stats": {s: self.small(1, 4) * self.p.scale for s in self.p.stats}}
        if self.chance(50):
            card["traits"] = [self.pick(TRAITS)]
        abilities = []
        for i in range(self.small(0 if self.focus == "mixed" else 1, 3)):
            kind = self.weighted(["static", "static", "triggered", "activated"],
                                 replace=["static", "static", "static", "triggered"],
                                 layers=["static", "static", "static", "activated"],
                                 restrict=["static", "static", "activated"])
            abilities.append(getattr(self, kind)(f"{kind[:3].title()}{i}"))
        motif = self.motif()
        if motif is not None:
            abilities.append({"name": "Motif", **motif})
        if abilities:
            card["abilities"] = abilities
        return card

    def motif(self) -> dict[str, Any] | None:
        """Now and then, a static ability of a shape random text seldom reaches: a replacement
        of every unit's damage whose `instead` damages a unit (whose damage the others watch:
        one replacement's result, another's event), a prevention or doubling of every unit's
        damage (several apply to one event), or a ward no unit can be targeted through."""
        if not self.chance(30):
            return None
        if self.focus == "replace":
            if self.chance(50):
                return {"kind": "static", "effect": [{"replace": {
                    "event": "damaged", "object": {"each": {}},
                    "instead": [{"damage": {"target": self.pick(self.board),
                                            "amount": self.p.scale}}]}}]}
            how: dict[str, Any] = {"double": True} if self.chance(50) else {
                "prevent": self.p.scale}
            return {"kind": "static", "effect": [{"replace": {
                "event": "damaged", "object": {"each": {}}, **how}}]}
        if self.focus == "restrict":
            return {"kind": "static", "effect": [{"forbid": {
                "action": "be_targeted", "target": {"each": {}}}}]}
        return None

    def spell(self) -> dict[str, Any]:
        card: dict[str, Any] = {"type": self.p.spell}
        if self.p.spell_keywords:
            card["keywords"] = list(self.p.spell_keywords)
        # A spell's `self` is the card on the stack (it has no stats and cannot be dealt
        # damage): refer to objects on the board by id too.
        refs: list[Any] = ["self", *self.draw(st.lists(st.sampled_from(self.board), min_size=1,
                                                       max_size=2, unique=True))]
        n_targets = self.small(0, 2)
        if n_targets:
            card["targets"] = [{} if self.focus == "restrict" and self.chance(60)
                               else self.filter() for _ in range(n_targets)]
            refs = [f"${i + 1}" for i in range(n_targets)] + refs[1:]
        card["effect"] = self.instructions(refs, self.small(1, 3))
        if len(card["effect"]) >= 2 and self.chance(35):
            # "If <condition>, [do something] (as l0). Then deal damage to what l0 affected":
            # when the condition fails, the second instruction is skipped too. (It is labelled
            # so that it is an instruction: a bare effect says nothing when skipped.)
            card["effect"][0]["as"] = "l0"
            card["effect"][0]["if"] = self.condition(refs)
            card["effect"][1] = {"damage": {"target": {"that": "l0"}, "amount": self.p.scale},
                                 "as": "l1"}
        return card


@st.composite
def card_language_scenario(draw: st.DrawFn) -> dict[str, Any]:
    """A whole scenario of one game whose cards speak the card language (module docstring)."""
    p = PROFILES[draw(st.sampled_from(sorted(PROFILES)))]
    w = Writer(draw, p)
    units = {f"Unit {i}": w.unit() for i in range(w.small(2, 5))}
    spells = {f"Spell {i}": w.spell() for i in range(w.small(1, 4))}
    objects: list[dict[str, Any]] = []
    for oid in w.board:
        owner = w.pick(PLAYERS)
        obj: dict[str, Any] = {"id": oid, "card": w.pick(units), "owner": owner,
                               "zone": p.board}
        if w.chance(20):
            obj["damage"] = w.small(0, 1) * p.scale
        if w.chance(20):
            obj["exhausted"] = True
        objects.append(obj)
    board = [o["id"] for o in objects]
    for pid in PLAYERS:
        for i in range(w.small(0, 2) or int(w.focus == "restrict")):
            card = w.pick(spells if w.focus == "restrict" or w.chance(50) else units)
            objects.append({"id": f"{pid[0]}h{i}", "card": card, "owner": pid,
                            "zone": p.hand})
        for i in range(w.small(0, 3)):
            objects.append({"id": f"{pid[0]}d{i}", "card": w.pick(units), "owner": pid,
                            "zone": p.deck})
    stack = []
    for i in range(w.small(1, 3) if w.chance(85) else 0):
        name = w.pick(spells)
        n = len(spells[name].get("targets", []))
        stack.append({"id": f"s{i}", "card": name, "controller": w.pick(PLAYERS),
                      "targets": [w.pick(board) for _ in range(n)]})
    ids = [o["id"] for o in objects] + [s["id"] for s in stack]
    turn_player = w.pick(PLAYERS)
    actions: list[dict[str, Any]] = []
    in_hand = [o for o in objects if o["zone"] == p.hand]
    for _ in range(w.small(0, 4)):
        verb = w.pick(["pass", "play", "activate"] if in_hand else ["pass", "activate"])
        # Mostly by the player who holds priority at first (the turn player), so that fewer
        # actions are refused and more happen.
        by = turn_player if w.chance(70) else w.pick(PLAYERS)
        action: dict[str, Any] = {"by": by, "do": verb}
        if verb == "play" and in_hand:
            card = w.pick([o for o in in_hand if o["owner"] == by] or in_hand)
            action["card"] = card["id"]
            n = len((units | spells)[card["card"]].get("targets", []))
            action["targets"] = [w.pick(board) for _ in range(n)]
        elif verb == "activate":
            oid = w.pick(board)
            card = units[next(o["card"] for o in objects if o["id"] == oid)]
            names = [a["name"] for a in card.get("abilities", [])
                     if a["kind"] == "activated"] or ["Nothing"]
            action.update(object=oid, ability=w.pick(names))
            ability = next((a for a in card.get("abilities", []) if a["name"] ==
                            action["ability"]), {})
            action["targets"] = [w.pick(board) for _ in ability.get("targets", [])]
        actions.append(action)
    data: dict[str, Any] = {
        "game": p.game,
        "notes": f"generated (tests/robustness/cardgen.py), focus: {w.focus}",
        "turn": {"player": turn_player, "phase": "main"},
        "players": {pid: dict(p.resources) for pid in PLAYERS},
        "cards": units | spells,
        "objects": objects,
    }
    if stack:
        data[p.stack_key] = stack
    if actions:
        data["actions"] = actions
    data["then"] = w.pick(["resolve", "resolve", "resolve", "stop", "next_phase",
                           "end_of_turn"])
    if actions and w.focus == "restrict":
        data["priority"] = actions[0]["by"]  # so the first action is taken, or refused by a rule
    if w.chance(40):
        # The order in which replacements apply, by what made them: a stack item, or the object
        # whose static ability it is (replacements.py: watching).
        order = draw(st.permutations(ids))[:w.small(1, 4)]
        data["decisions"] = {"replacements": {"order": order}}
    return data
