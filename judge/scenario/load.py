"""Loading a scenario file (contract, sections 1, 2, 4): parse strictly once, collect every
problem, and hand the resolver a `Scenario` it can trust."""

from __future__ import annotations

import os

from judge.engine import core
from judge.engine.groups import fits, how_many
from judge.errors import InputError, Problem, UnsupportedMechanic
from judge.gcpause import paused_gc
from judge.model.args import Arg
from judge.model.ask import Subject
from judge.model.cards import (
    AbilityDef,
    CardDef,
    Cost,
    given_ability,
    granted_costs,
    mode_named,
)
from judge.model.filters import Filter
from judge.model.scenario import Action, Expect, ItemSpec, ObjectSpec, Scenario
from judge.record import fields, nested_records, replace
from judge.scenario import pools
from judge.scenario.cards import CardReader
from judge.scenario.check import Checker, type_name
from judge.scenario.pools import is_pool
from judge.scenario.yamlsafe import Located, Path_, decoded, format_path, load_file, load_text

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

if TYPE_CHECKING:
    from judge.engine.rulebook import Games, Rulebook
    from judge.scenario.whatif import WhatIf

#: Top-level keys of every scenario; a game adds its own word for the stack (`register` ...).
#: A player key of a game whose last player standing wins (Rulebook.standing_rules): the player
#: lost before the file's moment and is out of the game (VW IN.1.a).
LOST = "lost"
TOP_KEYS = ("game", "title", "question", "source", "turn", "priority", "players", "cards",
            "objects", "stack", "actions", "then", "expect", "policies", "edition", "decisions",
            "state", "notes", "rules", "tags", "cards_from", "ask")
#: The built-in games' stack words: one of them in another game's file gets a specific message.
OTHER_STACK_WORDS = ("register", "chase", "chain")
THEN = ("resolve", "stop", "next_phase", "end_of_turn")
OBJECT_KEYS = ("id", "card", "owner", "controller", "zone", "damage", "exhausted", "face_down",
               "counters", "attached_to", "traits", "stats", "choices")
#: Object keys of the starting board only: nothing final is compared with them.
START_ONLY_KEYS = frozenset({"choices"})
ITEM_KEYS = ("id", "controller", "card", "ability", "source", "targets", "choices")
EXPECT_KEYS = ("resolved", "fizzled", "rejected", "stack", "priority", "phase", "winner",
               "players", "objects", "cites", "outcome", "replaced")


def load_scenario(path: str | os.PathLike[str], games: Games, what_if: WhatIf | None = None
                  ) -> Scenario:
    """Read, parse and validate a scenario file against the rulebook of the game it names
    (found in `games`, the registry), with the command line's what-if switches written in."""
    with paused_gc():
        return build(load_file(path), games, what_if)


def load_scenario_bytes(name: str, data: bytes, games: Games) -> Scenario:
    """load_scenario of a file whose bytes are already read (`name`: the file): the same
    Scenario, and the same errors, as reading it again would give."""
    with paused_gc():
        return build(load_text(decoded(name, data), name), games)


def load_scenario_text(text: str, games: Games, name: str = "<text>",
                       what_if: WhatIf | None = None) -> Scenario:
    with paused_gc():
        return build(load_text(text, name), games, what_if)


def build(doc: Located, games: Games, what_if: WhatIf | None = None) -> Scenario:
    """The Scenario of a parsed document; `what_if`: switches written into its data first, as
    if the file said them (judge/scenario/whatif.py), problems with them located in them."""
    ck = Checker(doc)
    raw = doc.data
    if raw is None:
        ck.bad((), "the file is empty: a scenario needs at least game, turn and players")
        raise InputError(ck.problems)
    if is_pool(raw):
        raise NotAScenario(doc)
    top = ck.mapping(raw, (), (), ("game", "turn", "players"), "scenario keys")
    if top is None:
        raise InputError(ck.problems)
    game = _game(ck, top, games)
    if game is None:
        raise InputError(ck.problems)
    if what_if:
        what_if, problems = what_if.apply(top, game)  # as applied to this very file
        ck.problems += problems
    words = game.vocab.stack_words
    ck.mapping(top, (), (*TOP_KEYS, *words, *(w for w in OTHER_STACK_WORDS if w in top)),
               what="scenario keys")
    scenario = _Builder(ck, doc, top, game, games, what_if).scenario()
    if ck.problems:
        raise InputError(what_if.relocate(ck.problems) if what_if else ck.problems)
    if ck.unsupported:
        first = ck.unsupported[0]
        raise UnsupportedMechanic(what_if.relocate([first])[0] if what_if else first)
    return scenario


class NotAScenario(InputError):
    """The file is a card pool (judge/scenario/pools.py), not a scenario: exit 2 where a
    scenario is needed; `judge check` checks it as a pool and `judge test` skips it."""

    def __init__(self, doc: Located) -> None:
        self.doc = doc
        super().__init__([doc.problem(("pool",), "this is a card pool, not a scenario: a "
                                                 "scenario loads it with `cards_from:`, or give "
                                                 "it with --cards FILE")])


def cites_problems(scenario: Scenario, game: Rulebook) -> list[Problem]:
    """`expect.cites` and `rules:` name rules of the game's rulebook. Checked by `judge check`
    and `judge test` (where expectations matter), not on every load: reading the rules text is
    the one thing `judge resolve --json` never needs."""
    cites = scenario.expect.cites if scenario.expect is not None else None
    listed: list[tuple[Path_, tuple[str, ...]]] = [(("expect", "cites"), cites or ()),
                                                   (("rules",), scenario.rules)]
    if not any(ids for _, ids in listed):
        return []
    known = game.data.rules
    out = []
    for where, ids in listed:
        for i, rid in enumerate(ids):
            if rid not in known:
                path: Path_ = (*where, i)
                line, col = scenario.marks.get(path, scenario.marks.get(where, (0, 0)))
                out.append(Problem(scenario.file, line, col, format_path(path),
                                   f"no rule {rid!r} in the {game.name} rulebook"))
    return out


def _cards_named(value: object) -> list[str]:
    """The card names a parsed card's effects give (an argument declared `card_name`: a token's
    card), anywhere in it."""
    if isinstance(value, (tuple, list)):
        return [n for v in value for n in _cards_named(v)]
    if value is None or value.__class__ is str:
        return []
    names = getattr(type(value), "__record_names__", None)
    if names is None or isinstance(value, Cost):
        return []
    card_fields = _CARD_NAME_FIELDS.get(type(value))
    if card_fields is None:
        card_fields = _CARD_NAME_FIELDS[type(value)] = tuple(
            f.name for f in fields(value) if "arg" in f.metadata
            and f.metadata["arg"].kind == "card_name")
    out = [named for name in card_fields if isinstance(named := getattr(value, name), str)]
    return out + [n for field in names for n in _cards_named(getattr(value, field))]


#: The card names each shared library card gives (_cards_named of a frozen card never changes),
#: by the card's identity, kept with the card itself so that a reused id is never mistaken for
#: it: every file that uses a library card walked its whole text again.
_SHARED_NAMES: dict[int, tuple[CardDef, tuple[str, ...]]] = {}


#: The fields declared `card_name` of each record class, found once per class (every card of
#: every file is walked).
_CARD_NAME_FIELDS: dict[type, tuple[str, ...]] = {}


def cost_keys(card: CardDef) -> tuple[Cost, ...]:
    """The costs of a game's card keys (Riftbound's Repeat and Flow costs, a list of them for
    several instances: `repeat_costs`, `flow_costs`)."""
    return tuple(c for _, v in card.extra for c in (v if isinstance(v, tuple) else (v,))
                 if isinstance(c, Cost))


def uses_x(value: object) -> bool:
    """Whether a card, an ability or an effect reads the X chosen as it was played (`{x: true}`
    somewhere in what it does)."""
    from judge.engine.conditions import XValue

    if isinstance(value, XValue):
        return True
    if isinstance(value, (tuple, list)):
        return any(uses_x(v) for v in value)
    names = getattr(type(value), "__record_names__", None)
    if names is None or isinstance(value, Cost):
        return False
    return any(uses_x(getattr(value, n)) for n in names)


def _game(ck: Checker, top: dict[str, Any], games: Games) -> Rulebook | None:
    name = ck.string(top.get("game"), ("game",), what="a game id")
    if name is None:
        return None
    if games.game_id(name) is None:
        ck.string(name, ("game",), games.ids(), "game")
        return None
    return games.find(name)


def _item_targets(source: CardDef | AbilityDef, mode_chosen: object) -> tuple[Filter, ...]:
    """What a stack item of `source` targets: its chosen mode's targets (the first mode's when
    none is chosen), or its own."""
    if not source.modes:
        return source.targets
    return (mode_named(source.modes, mode_chosen) or source.modes[0]).targets


class _Builder:
    def __init__(self, ck: Checker, doc: Located, top: dict[str, Any], game: Rulebook,
                 games: Games, what_if: WhatIf | None = None) -> None:
        self.ck = ck
        self.doc = doc
        self.stack_key = "stack"  # the file's word for it, once read (`scenario`)
        self.top = top
        self.game = game
        self.games = games
        self.what_if = what_if
        self.v = game.vocab
        #: Readers of the card pools' cards (each with a checker of its pool file).
        self.pool_readers: list[CardReader] = []
        #: Whether a pool could not be read (its cards unknown), and the pool cards whose
        #: definitions could not be read: problems already reported, not to be repeated as
        #: "no card named ..." wherever the scenario uses them.
        self.pools_unread = False
        self.pool_broken: set[str] = set()
        #: Stack items whose targets are counted once the game has read its cards: (card,
        #: (holder card, ability) or None, targets given, path); see `count_targets`.
        self.recount: list[tuple[str | None, tuple[str, str] | None, int, Path_]] = []

    def scenario(self) -> Scenario:
        ck, top = self.ck, self.top
        players = self.players()
        self.player_ids = set(players)
        stack_key, stack_raw = self.stack_raw()
        self.stack_key = stack_key
        raw_objects = ck.seq(top.get("objects"), ("objects",), "objects")
        raw_items = ck.seq(stack_raw, (stack_key,), "stack items")
        if len(raw_items) > core.MAX_FILE_STACK:
            ck.bad((stack_key,), f"the {stack_key} holds {len(raw_items)} items; judge rules on "
                                 f"at most {core.MAX_FILE_STACK}")
            raw_items = []
        ids = self.collect_ids(raw_objects, raw_items, stack_key)
        self.ids = ids
        reader = CardReader(ck, self.game, ids, self.player_ids)
        reader.not_objects = {str(e["id"]) for e in raw_items if isinstance(e, dict)
                              and "card" not in e and isinstance(e.get("id"), str | int)}
        cards = self.cards(reader)
        self.pools(cards)
        self.card_defs = cards
        objects = self.objects(raw_objects, cards, reader)
        items = self.items(raw_items, stack_key, cards, objects)
        for r in (reader, *self.pool_readers):
            self.named_cards(cards, r)
        turn = ck.mapping(top.get("turn"), ("turn",), ("player", "phase", "number", "step"),
                          ("player", "phase")) or {}
        turn_player = ck.string(turn.get("player"), ("turn", "player"), sorted(players), "player")
        phase = ck.string(turn.get("phase"), ("turn", "phase"), self.v.phases, "phase")
        step = None
        if "step" in turn:
            step = ck.string(turn["step"], ("turn", "step"), self.v.steps, "step")
        number = ck.integer(turn.get("number", 1), ("turn", "number"), 1) or 1
        priority = None
        if top.get("priority") is not None:
            priority = ck.string(top["priority"], ("priority",), sorted(players), "player")
        then = ck.string(top.get("then", "resolve"), ("then",), THEN, "`then`") or "resolve"
        edition = self.game.data.default_edition
        if "edition" in top:
            edition = ck.string(top["edition"], ("edition",), self.game.data.editions,
                                "edition") or edition
        scenario = Scenario(
            file=self.doc.file, game=self.game.id,
            title=self.text("title") or os.path.splitext(os.path.basename(self.doc.file))[0],
            question=self.text("question"), source=self.text("source"),
            turn_player=turn_player or next(iter(players), "?"), phase=phase or "main",
            step=step, turn_number=number, priority=priority, players=players, cards=cards,
            objects=objects, stack=items, actions=self.actions(objects),
            then=then, expect=self.expect(), policies=self.policies(), edition=edition,
            decisions=self.decisions(), state=self.state(), marks=self.doc.marks,
            rules=self.rule_ids(), what_if=self.what_if or None, tags=self.strings_list("tags"),
        )
        scenario = replace(scenario, ask=self.ask(scenario, items))
        self.strings_list("notes")
        self.spellings(cards, objects)
        if not ck.problems:
            self.game.check_players(scenario, ck.bad)
        if not ck.problems:
            self.check_lost(scenario)
        if not ck.problems:
            self.game.validate(scenario, ck.bad)
        self.recount_targets(scenario.cards)
        return scenario

    def spellings(self, cards: dict[str, CardDef], objects: tuple[ObjectSpec, ...]) -> None:
        """A trait name is matched as written, so one name spelt two ways (`Order` where the
        cards print `order`) would match nothing and rule as if no card had it: an error at
        each spelling that differs from the cards' (or, where no card prints it, from the first
        written), by case, spaces, hyphens or underscores."""
        printed: dict[str, set[str]] = {}
        for traits in (*(c.traits for c in cards.values()), *(o.traits for o in objects)):
            for name in traits:
                printed.setdefault(_spelling_key(name), set()).add(name)
        # the values of a `choose:` are traits only where a filter reads it (`chosen: [job]`);
        # another choice (Riftbound's domain) names something else
        checkers = tuple(dict.fromkeys((self.ck, *(r.ck for r in self.pool_readers))))
        read = {n for r in nested_records(tuple(cards.values())) if isinstance(r, Filter)
                for n in r.chosen} if any(c for ck in checkers for _, _, c in ck.trait_names) \
            else set()
        first: dict[str, tuple[str, Checker, Path_]] = {}
        for ck in checkers:
            for name, path, choice in ck.trait_names:
                if choice is not None and choice not in read:
                    continue
                key = _spelling_key(name)
                on_cards = printed.get(key)
                if on_cards:
                    if name not in on_cards:
                        ck.bad(path, f"{name!r}: the cards write this name "
                                     f"{' or '.join(map(repr, sorted(on_cards)))}, and names "
                                     "are matched as written, so this one matches no card")
                    continue
                seen = first.setdefault(key, (name, ck, path))
                if seen[0] != name:
                    line, col = seen[1].doc.where(seen[2])
                    there = f"line {line}" if seen[1].doc is ck.doc else \
                        f"{seen[1].doc.file}:{line}:{col}"
                    ck.bad(path, f"{name!r} is written {seen[0]!r} at {there}, and names "
                                 "are matched as written, so the two never match: write it one "
                                 "way")

    def text(self, key: str) -> str | None:
        if key not in self.top or self.top[key] is None:
            return None
        return self.ck.string(self.top[key], (key,))

    def strings_list(self, key: str) -> tuple[str, ...]:
        if key not in self.top:
            return ()
        value = self.top[key]
        if isinstance(value, str):
            return (value,)
        return self.ck.strings(value, (key,))

    def ask(self, scenario: Scenario, items: tuple[ItemSpec, ...]) -> tuple[Subject, ...]:
        """`ask:` names the subjects of the question's answer (judge/model/ask.py)."""
        if "ask" not in self.top:
            return ()
        from judge.fuzzy import closest
        from judge.model.ask import Known, Unknown, parse

        v = self.v
        known = Known(
            objects=frozenset(o.id for o in scenario.objects) | frozenset(
                i.id for i in items if i.card is not None),
            players=frozenset(scenario.players), items=frozenset(i.id for i in items),
            actions=len(scenario.actions), stack_words=(*v.stack_words, self.game.stack_word),
            stats=v.stats, resources=v.resources, object_keys=tuple(v.object_keys),
            player_keys=tuple(v.player_keys), game_keys=tuple(v.expect_keys),
            named=frozenset((scenario.expect.objects or {}) if scenario.expect else ()),
            named_items=_named_items(scenario), abilities=_ability_items(scenario))
        out: list[Subject] = []
        for i, text in enumerate(self.ck.strings(self.top["ask"], ("ask",), what="subjects")):
            found = parse(text, known)
            if isinstance(found, Unknown):
                near = closest(found.text, found.options) if found.options else None
                self.ck.bad(("ask", i), found.message + (f" (did you mean {near!r}?)"
                                                          if near else ""))
            elif found not in out:
                out.append(found)
        return tuple(out)

    def rule_ids(self) -> tuple[str, ...]:
        """`rules:` lists the rule ids a scenario pins (the tests check they exist)."""
        return self.strings_list("rules")

    # ----- players -----------------------------------------------------------------------------
    def players(self) -> dict[str, dict[str, object]]:
        ck = self.ck
        m = ck.mapping(self.top.get("players"), ("players",), what="player ids") or {}
        if not m:
            ck.bad(("players",), "at least one player is needed")
        out: dict[str, dict[str, object]] = {}
        for pid, raw in m.items():
            path: Path_ = ("players", pid)
            if raw is None:
                raw = {}
            pm = ck.mapping(raw, path, what="resources")
            if pm is None:
                continue
            values: dict[str, object] = {}
            for key, val in pm.items():
                if key in self.v.resources:
                    n = ck.integer(val, (*path, key), None)
                    if n is not None:
                        values[key] = n
                elif key == LOST and self.game.standing_rules:
                    # a ruler who lost before the file's moment (VW IN.1.a): out of the game
                    lost = ck.boolean(val, (*path, key))
                    if lost:
                        values[key] = True
                elif key in self.v.player_keys:
                    reader = CardReader(ck, self.game, set(), set(m))
                    values[key] = found = reader.value(self.v.player_keys[key], val, (*path, key))
                    if found is not None:  # an alliance declared as a faction (VW IN.2.a)
                        reader.not_a(str(key), found, (*path, key), listed=isinstance(val, list),
                                     what=str(key).removesuffix("s"))
                        self.one_group(str(key), found, (*path, key))
                else:
                    ck.string(key, (*path, key), (*self.v.resources, *self.v.player_keys,
                                                  *((LOST,) if self.game.standing_rules else ())),
                              "resource")
            out[str(pid)] = values
        return out

    def check_lost(self, scenario: Scenario) -> None:
        """Players the file says have lost (`lost: true`, a game whose last player standing
        wins: Rulebook.standing_rules, VW IN.1.a). Two players at least must still be in the
        game (one left has won: the game is over), the turn player and the one holding
        priority among them. What becomes of the cards a player who lost has in play or
        waiting to resolve no rule says: an honest exit 3."""
        lost = [p for p, values in scenario.players.items() if values.get(LOST) is True]
        if not lost:
            return
        rule = self.game.standing_rules[0]
        left = [p for p in scenario.players if p not in lost]
        if len(left) < 2:
            over = f"{left[0]} is the only player left, so the game is over already" if left \
                else "no player is left"
            self.ck.bad(("players", lost[-1], LOST),
                        f"{', '.join(lost)} lost: {over} (the last one left wins, {rule}); "
                        "a file is a moment of a game still going on")
            return
        asked: tuple[tuple[Path_, str | None, str], ...] = (
            (("turn", "player"), scenario.turn_player, "the turn player"),
            (("priority",), scenario.priority, "priority"))
        for at, who, what in asked:
            if who in lost:
                self.ck.bad(at, f"{who} has lost (players.{who}.lost) and is out of the "
                                  f"game: {what} must be one of {', '.join(left)} ({rule})")
        if self.ck.problems:
            return
        theirs: list[tuple[Path_, str]] = [
            (("objects", i), o.id) for i, o in enumerate(scenario.objects)
            if (o.controller or o.owner) in lost and self.v.is_board(o.zone)]
        theirs += [((self.stack_key, i), it.id) for i, it in enumerate(scenario.stack)
                   if it.controller in lost]
        if theirs:
            path, oid = theirs[0]
            word = self.v.stack_words[0] if self.v.stack_words else "stack"
            line, col = self.doc.where(path)
            raise UnsupportedMechanic(Problem(
                scenario.file, line, col, format_path(path),
                f"{oid} is of a player who has lost ({', '.join(lost)}); what becomes of the "
                f"cards a player who lost has in play or in the {word} no rule says "
                f"({rule}: the others play on without them), so judge cannot rule on it"))

    def one_group(self, key: str, value: object, path: Path_) -> None:
        """A player key whose names must come from one group (Rulebook.one_group_of): naming
        two groups is an error (VW IN.2.a: a player sides with one alliance, so the factions
        they declare are all Human or all Frameless)."""
        rule = self.game.one_group_of.get(key)
        if rule is None:
            return
        groups, cited = rule
        names = value if isinstance(value, (list, tuple)) else (value,)
        named = [g for g, members in groups.items()
                 if any(str(n).casefold() in members for n in names)]
        if len(named) > 1:
            self.ck.bad(path, f"{', '.join(map(str, names))} name factions of {len(named)} "
                              f"alliances ({' and '.join(named)}); a player sides with one "
                              f"({cited})")

    # ----- ids, cards, objects, items ----------------------------------------------------------
    def stack_raw(self) -> tuple[str, Any]:
        present = [k for k in ("stack", *self.v.stack_words) if k in self.top]
        for k in OTHER_STACK_WORDS:
            if k in self.top and k not in self.v.stack_words:
                self.ck.bad((k,), f"{k!r} is not this game's word for the stack; use `stack` or "
                                  f"{', '.join(repr(w) for w in self.v.stack_words)}")
        if len(present) > 1:
            self.ck.bad((present[1],), f"the stack is given twice ({' and '.join(present)})")
        if not present:
            return "stack", []
        return present[0], self.top[present[0]]

    def collect_ids(self, raw_objects: list[Any], raw_items: list[Any], stack_key: str) -> set[str]:
        ids: set[str] = set()
        for path, entries in ((("objects",), raw_objects), ((stack_key,), raw_items)):
            for i, entry in enumerate(entries):
                if not isinstance(entry, dict) or "id" not in entry:
                    continue
                oid = entry["id"]
                if not isinstance(oid, (str, int)) or isinstance(oid, bool):
                    self.ck.bad((*path, i, "id"), f"an id must be a string, got {type_name(oid)}")
                    continue
                oid = str(oid)
                if oid in ids or oid in self.player_ids:
                    self.ck.bad((*path, i, "id"), f"id {oid!r} is used twice in this file")
                ids.add(oid)
        return ids

    def cards(self, reader: CardReader) -> dict[str, CardDef]:
        m = self.ck.mapping(self.top.get("cards", {}) or {}, ("cards",), what="card names") or {}
        out: dict[str, CardDef] = {}
        for name, raw in m.items():
            card = reader.card(str(name), raw, ("cards", name))
            if card is not None:
                out[str(name)] = card
        return out

    def named_cards(self, cards: dict[str, CardDef], reader: CardReader) -> None:
        """Cards that effects name (tokens to create): found under `cards:` or in the library
        now, so that a misspelt name is an error, not a crash mid-ruling."""
        done = 0
        while done < len(reader.named_cards):  # a library card may name more
            name, path = reader.named_cards[done]
            done += 1
            self.library_card(name, cards, path, reader)

    def library_card(self, name: str, cards: dict[str, CardDef], path: Path_,
                     reader: CardReader) -> CardDef | None:
        if name in cards:
            return cards[name]
        parsed = self.game.data.parsed_cards
        if name in parsed:  # library cards are parsed once per process, then shared (frozen)
            shared: CardDef = parsed[name]
            cards[name] = shared
            # the cards it names (tokens) come with it, as when it was first read
            names = _SHARED_NAMES.get(id(shared))
            if names is None or names[0] is not shared:
                names = _SHARED_NAMES[id(shared)] = (shared, tuple(_cards_named(shared)))
            reader.named_cards += [(named, path) for named in names[1]]
            return shared
        raw = self.game.data.cards.get(name)
        ck = reader.ck  # the scenario's checker, or a card pool's for a card a pool names
        if raw is None and (self.pools_unread or name in self.pool_broken):
            return None  # its pool's problems are reported: a missing card would repeat them
        if raw is None:
            ck.bad(path, f"no card named {name!r} under `cards:`, in a card pool or in the "
                         f"{self.game.name} card library")
            return None
        before = len(ck.problems) + len(ck.unsupported)
        spelt = len(ck.trait_names)
        card = reader.card(name, raw, path)
        # A library card is read once a process: the names it asks for are the rulebook's,
        # spelt as its cards print them (tests/robustness/test_library_trait_spellings.py),
        # and not to be checked on one load but not the next.
        del ck.trait_names[spelt:]
        if card is not None:
            cards[name] = card
            if len(ck.problems) + len(ck.unsupported) == before:
                parsed[name] = card
        return card

    def pools(self, cards: dict[str, CardDef]) -> None:
        """The cards of the card pools (`cards_from:`, then `--cards`), each read from its own
        file with the same reader as `cards:` and its problems located in that file. The
        scenario's own `cards:` wins; a name two pools define is an error at the second."""
        ck = self.ck
        sources: list[tuple[str, Path_ | None, str | None]] = []  # (path, where named, flag)
        if "cards_from" in self.top:
            entries = self.top["cards_from"]
            for i, entry in enumerate([entries] if isinstance(entries, str) else
                                      ck.seq(entries, ("cards_from",), "card pool files")):
                named: Path_ = ("cards_from", i) if not isinstance(entries, str) else \
                    ("cards_from",)
                name = ck.string(entry, named, what="a card pool file")
                if name is not None:
                    sources.append((pools.pool_path(self.doc.file, name), named, None))
        for extra in (self.what_if.cards if self.what_if else ()):
            sources.append((extra, None, f"--cards {extra}"))
        if len(sources) > pools.MAX_POOLS:
            ck.bad(("cards_from",), f"{len(sources)} card pools; judge reads at most "
                                    f"{pools.MAX_POOLS}")
            return
        own = set(cards)
        first: dict[str, str] = {}  # card name -> where a pool defined it
        seen: set[str] = set()
        for path, at, flag in sources:
            why = pools.unreadable(path)
            if why is not None:
                self.pools_unread = True
                if at is not None:
                    ck.bad(at, why)
                else:
                    ck.problems.append(Problem(str(flag), 1, 1, "", why))
                continue
            real = os.path.realpath(path)
            if real in seen:
                continue  # the same file twice (`cards_from:` and `--cards`): one pool
            seen.add(real)
            try:
                doc = pools.read_pool(path)
            except InputError as exc:
                ck.problems += exc.problems
                self.pools_unread = True
                continue
            pck = Checker(doc)
            pck.problems, pck.unsupported = ck.problems, ck.unsupported  # one list of problems
            found, raw = pools.pool_cards(doc, pck, self.games, self.game)
            if found is None:
                self.pools_unread = True
            reader = CardReader(pck, self.game, set(), set())
            self.pool_readers.append(reader)
            for name, body in raw.items():
                name = str(name)
                if name in own:
                    continue  # the scenario's `cards:` says which one it means
                if name in first:
                    pck.bad(("cards", name), f"card {name!r} is defined twice: also at "
                            f"{first[name]} (define it under the scenario's own `cards:` to "
                            "say which one is meant)")
                    continue
                first[name] = pools.where(doc, name)
                card = reader.card(name, body, ("cards", name))
                if card is not None:
                    cards[name] = card
                else:
                    self.pool_broken.add(name)

    def objects(self, raw: list[Any], cards: dict[str, CardDef], reader: CardReader
                ) -> tuple[ObjectSpec, ...]:
        ck, v = self.ck, self.v
        out = []
        zones = {str(e["id"]): e.get("zone") for e in raw if isinstance(e, dict) and "id" in e}
        # the same for every object; a game's filters-only key is no object key
        allowed = frozenset((*OBJECT_KEYS, *v.object_keys)) - self.game.objects.filter_only
        players = sorted(self.player_ids)
        for i, entry in enumerate(raw):
            p: Path_ = ("objects", i)
            m = ck.mapping(entry, p, allowed, ("id", "card", "owner", "zone"), "object keys")
            if m is None or "id" not in m:
                continue
            name = ck.string(m.get("card"), (*p, "card"), what="a card name")
            card = None
            if name is not None:
                card = self.library_card(name, cards, (*p, "card"), reader)
            owner = ck.string(m.get("owner"), (*p, "owner"), players, "player")
            controller = owner
            if "controller" in m:
                controller = ck.string(m["controller"], (*p, "controller"), players, "player")
            zone = ck.string(m.get("zone"), (*p, "zone"), what="a zone")
            if zone is not None and not v.zone_ok(zone):
                ck.unknown_zone(zone, (*p, "zone"), v.zones)
            elif zone in v.unmodelled_zones and not self.held_attached(zone, m) \
                    and self.game.unmodelled_object(zone, card):
                ck.unsupported_mechanic((*p, "zone"), self.game.unmodelled_object(zone, card))
            attached = None
            if "attached_to" in m:
                found = reader.value(Arg("object"), m["attached_to"], (*p, "attached_to"))
                attached = found if isinstance(found, str) else None
                if attached is not None and card is not None and zone is not None:
                    self.attachment(str(m["id"]), card, zone, attached, zones,
                                    (*p, "attached_to"))
            extra = [(key, reader.value(arg, m[key], (*p, key)))
                     for key, arg in v.object_keys.items() if key in m]
            out.append(ObjectSpec(
                id=str(m["id"]), card=name or "?", owner=owner or "?",
                controller=controller or owner or "?", zone=zone or "?",
                # a key left out is its default, which needs no check
                damage=ck.integer(m["damage"], (*p, "damage"), 0) or 0 if "damage" in m else 0,
                exhausted="exhausted" in m and bool(ck.boolean(m["exhausted"],
                                                               (*p, "exhausted"))),
                face_down="face_down" in m and bool(ck.boolean(m["face_down"],
                                                               (*p, "face_down"))),
                counters=ck.int_map(m["counters"], (*p, "counters"), signed=True)
                if "counters" in m else (),
                attached_to=attached,
                traits=ck.strings(m["traits"], (*p, "traits")) if "traits" in m else (),
                stats=ck.int_map(m["stats"], (*p, "stats"), v.stats, "stat", signed=True)
                if "stats" in m else (),
                choices=self.object_choices(m["choices"], card, zone, (*p, "choices"))
                if "choices" in m else (),
                extra=tuple(extra),
            ))
        return tuple(out)

    def object_choices(self, raw: Any, card: CardDef | None, zone: str | None, path: Path_
                       ) -> tuple[tuple[str, object], ...]:
        """`choices: {job: knight}`: the values an object on the starting board keeps, named for
        its card's own `choose:` costs as it was played before the file begins (VW REG.14.a;
        engine/named.py). Each must be a name the card's own costs make, with a value they
        allow, and only an object on the board keeps one (elsewhere it is a new object)."""
        ck = self.ck
        m = ck.mapping(raw, path, what="values named as its card was played")
        if m is None or card is None:
            return ()
        if zone is not None and self.v.zone_ok(zone) and not self.v.is_board(zone):
            ck.bad(path, f"only an object on the board keeps a value named as its card was "
                         f"played; in {zone} it is a new object, which keeps none")
            return ()
        costs = (card.cost, card.additional_cost, *(mo.cost for mo in card.modes))
        options = {n: o for c in costs if c is not None for n, o in c.choose}
        out: list[tuple[str, object]] = []
        for key, value in m.items():
            p = (*path, key)
            if key not in options:
                ck.bad(p, f"{card.name} names no {key} as it is played" + (
                    f" (its own costs name only: {', '.join(options)})" if options else
                    " (none of its own costs has a `choose:`)"))
                continue
            if options[key]:
                if ck.string(value, p, options[key], f"{key} of {card.name}") is None:
                    continue
            else:
                if ck.string(value, p, what=f"the {key} named") is None:
                    continue
                ck.spelt((value,), p, True, key)
                self.not_choosable(key, value, p)
            out.append((str(key), str(value)))
        return tuple(out)

    def held_attached(self, zone: str, m: dict[str, Any]) -> bool:
        """An object attached to another from a zone the game holds attached cards in (FOW
        1032.1: the item area) is modelled there, whatever else that zone holds."""
        return "attached_to" in m and zone in self.game.objects.held_attach_zones

    def attachment(self, oid: str, card: CardDef, zone: str, host: str,
                   zones: dict[str, object], path: Path_) -> None:
        """`attached_to` (contract, section 2) says what judge models: an object on the board
        attached to another object on the board, as the game attaches cards
        (ObjectRules.attach_types); an attachment the game has but judge does not model is an
        honest "cannot rule"; one the game does not have is an invalid file."""
        ck, v, rules = self.ck, self.v, self.game.objects
        if host == oid:
            ck.bad(path, "an object cannot be attached to itself")
            return
        if host not in zones:
            ck.bad(path, f"{host!r} is {self.game.words.on_stack()}, not an object on the "
                           "board")
            return
        where = zones[host]
        if not isinstance(where, str):
            return  # its own entry reports its zone
        if not v.is_board(where):
            ck.bad(path, f"{host!r} is not on the board (it is in {where}): only an object on "
                         "the board has cards attached to it")
            return
        if rules.attaches(card, zone):
            return
        unmodelled = rules.attachment_unmodelled(card, zone)
        if unmodelled:
            ck.unsupported_mechanic(path, unmodelled)
        else:
            ck.bad(path, rules.attach_rule or f"{self.game.name} has no attachments")

    def items(self, raw: list[Any], key: str, cards: dict[str, CardDef],
              objects: tuple[ObjectSpec, ...]) -> tuple[ItemSpec, ...]:
        ck, v = self.ck, self.v
        reader = CardReader(ck, self.game, self.ids, self.player_ids)
        by_id = {o.id: o for o in objects}
        out = []
        allowed = frozenset((*ITEM_KEYS, *v.item_keys))  # the same for every item: made once
        players = sorted(self.player_ids)
        for i, entry in enumerate(raw):
            p: Path_ = (key, i)
            m = ck.mapping(entry, p, allowed, ("id", "controller"), "stack item keys")
            if m is None or "id" not in m:
                continue
            controller = ck.string(m.get("controller"), (*p, "controller"), players, "player")
            card = ability = source = None
            if ("card" in m) == ("ability" in m) and not any(k in m for k in v.item_keys):
                ck.bad(p, "a stack item needs either `card:` or `ability:` with `source:`")
            if "card" in m:
                card = ck.string(m["card"], (*p, "card"), what="a card name")
                if card is not None:
                    self.library_card(card, cards, (*p, "card"), reader)
                if "source" in m and "ability" not in m:
                    ck.bad((*p, "source"), "a card on the stack is its own source: `source:` "
                                           "goes with `ability:` (an ability of that object)")
            if "ability" in m:
                ability = ck.string(m["ability"], (*p, "ability"), what="an ability name")
                source = ck.string(m.get("source"), (*p, "source"), what="an object id")
                if "source" not in m:
                    ck.bad(p, "an ability item needs `source:` (the object it comes from)")
                elif source not in by_id:
                    ck.bad((*p, "source"), f"no object with id {source!r}")
                elif ability is not None:
                    src_card = cards.get(by_id[source].card)
                    if src_card is not None and src_card.ability(ability) is None \
                            and given_ability(cards, ability) is None:
                        names = [a.name for a in src_card.abilities]
                        ck.string(ability, (*p, "ability"), names, f"ability of {src_card.name}")
            targets = reader.target_ids(m.get("targets", []), (*p, "targets"))
            choices = (ck.mapping(m["choices"] or {}, (*p, "choices")) or {}) \
                if "choices" in m else {}
            # a card waiting as a part of it (FOW 1307.3b: an alternative card, as one half)
            item_source: CardDef | AbilityDef | None = self.game.card_as_written(
                cards, card, choices, stack=True) if card in cards else None
            if ability is not None and source in by_id:
                src_card = cards.get(by_id[source].card)
                item_source = (src_card.ability(ability) if src_card is not None else None) \
                    or given_ability(cards, ability)
            # (None for a card the game reads a part of where the file names no part: the
            # game's checks report it, and nothing is checked against the whole card meanwhile)
            if choices and item_source is not None:
                self.choices(choices, item_source, (), v.item_choice_keys, (*p, "choices"),
                             paid=True)
            if item_source is not None and "targets" in m:
                self.count_targets(item_source, choices.get("mode"), len(targets),
                                   (*p, "targets"), card, (by_id[source].card, ability)
                                   if ability is not None and source in by_id else None)
            extra = [(k, reader.value(arg, m[k], (*p, k)))
                     for k, arg in v.item_keys.items() if k in m]
            out.append(ItemSpec(str(m["id"]), controller or "?", card, ability, source, targets,
                                tuple(choices.items()), tuple(extra), p))
        return tuple(out)

    def count_targets(self, item_source: CardDef | AbilityDef, mode_chosen: object, given: int,
                      path: Path_, card: str | None, ability: tuple[str, str] | None) -> None:
        """A stack item's targets are as many as its card or ability (its chosen mode's) takes.
        A moded one whose file names no mode may have its mode chosen otherwise by its game (FOW
        1172.3a: a [Consensus] chant is played with every option's targets, its mode voted as it
        resolves); its game's reading of the card, after the game's checks, counts them then."""
        if item_source.modes and mode_chosen is None:
            self.recount.append((card, ability, given, path))
            return
        specs = _item_targets(item_source, mode_chosen)
        if not fits(specs, given):
            self.ck.bad(path, f"{item_source.name} has {how_many(specs)}; {given} given")

    def recount_targets(self, cards: dict[str, CardDef]) -> None:
        """The counts put off by `count_targets`, on the cards as the game reads them."""
        for card, ability, given, path in self.recount:
            source: CardDef | AbilityDef | None = cards.get(card) if card else None
            if ability is not None:
                holder = cards.get(ability[0])
                source = holder.ability(ability[1]) if holder is not None else None
            if source is None:
                continue
            specs = _item_targets(source, None)
            if not fits(specs, given):
                self.ck.bad(path, f"{source.name} has {how_many(specs)}; {given} given")

    # ----- actions -----------------------------------------------------------------------------
    def actions(self, objects: tuple[ObjectSpec, ...]) -> tuple[Action, ...]:
        ck = self.ck
        verbs = self.game.all_verbs  # declared once: engine/actions.py and the game's own
        reader = self.reader()
        reader.later_ids = True  # a token made on the way may attack later (checked when taken)
        out = []
        for i, entry in enumerate(ck.seq(self.top.get("actions"), ("actions",), "actions")):
            p: Path_ = ("actions", i)
            m = ck.mapping(entry, p, what="action keys")
            if m is None:
                continue
            by = ck.string(m.get("by"), (*p, "by"), sorted(self.player_ids), "player")
            verb = ck.string(m.get("do"), (*p, "do"), list(verbs), "verb")
            if "by" not in m:
                ck.bad(p, "missing required key 'by'")
            if "do" not in m:
                ck.bad(p, "missing required key 'do'")
            if verb is None or by is None:
                continue
            declared = verbs[verb].args
            ck.mapping(m, p, ("by", "do", *declared),
                       tuple(k for k, a in declared.items() if a.required))
            args = tuple((key, reader.value(arg, m[key], (*p, key)))
                         for key, arg in declared.items() if key in m)
            if verb in ("play", "activate") and isinstance(m.get("choices"), dict):
                self.action_choices(m, verb, objects, (*p, "choices"))
            out.append(Action(i, by, verb, args, p))
        return tuple(out)

    def action_choices(self, m: dict[str, Any], verb: str, objects: tuple[ObjectSpec, ...],
                       path: Path_) -> None:
        """A play's or an activation's `choices:` say only what it asks for: a mode of a modal
        card, the object of a sacrifice cost, the cards of a discard cost, the X of an effect
        that reads X, and the game's own play choices (Vocabulary.choice_keys)."""
        spec = next((o for o in objects if o.id == str(m.get("card" if verb == "play"
                                                              else "object"))), None)
        card = self.card_defs.get(spec.card) if spec is not None else None
        if card is None:
            return  # reported where the card or object is named
        if verb == "play":
            # A game's card keys that are costs (Riftbound's Repeat and Flow costs) are paid
            # as it is played too, the printed ones and those a grant in the file may give it.
            own = (*cost_keys(card), *granted_costs(self.card_defs))
            self.choices(m["choices"], card, (card.cost, card.additional_cost, *own),
                         self.v.choice_keys, path)
            return
        ability = card.ability(str(m.get("ability")))
        if ability is not None:  # else refused when it is taken (no such ability)
            # The card's cost keys an ability of it may pay too (Riftbound's Repeat cost).
            own = cost_keys(card)
            self.choices(m["choices"], ability, (ability.cost, *own),
                         self.v.activate_choice_keys, path)

    def choices(self, raw: dict[str, Any], source: CardDef | AbilityDef,
                costs: tuple[Cost | None, ...], extra: dict[str, Arg], path: Path_,
                paid: bool = False) -> None:
        """Each choice must be one `source` asks for (`paid`: its costs were paid before the
        file begins, as for an item already on the stack)."""
        ck = self.ck
        what = f"{source.name}"
        # What a `choose:` cost names ("choose a job type": VW REG.14.a), with its options.
        # An option's own cost ("Option-1: Bayar 1 gold: ...") asks for its choices too.
        costs = (*costs, *(mo.cost for mo in source.modes))
        named = {name: options for c in costs if c is not None for name, options in c.choose}
        # The game's cost taking cards from the payer's graveyard (FOW `expel`), if it has one.
        gy = self.game.graveyard_cost[0] if self.game.graveyard_cost else None
        for key, value in raw.items():
            p = (*path, key)
            if key == "mode":
                if not source.modes:
                    ck.bad(p, f"{what} has no modes to choose from")
                elif paid and mode_named(source.modes, value) is None:
                    ck.string(value, p, [mo.name for mo in source.modes], f"mode of {what}")
            elif key in ("sacrifice", "discard"):
                if paid:
                    ck.bad(p, f"{what} is already on the stack, its costs paid: a choice made "
                              "while paying changes nothing")
                elif not any(c is not None and (c.sacrifice if key == "sacrifice" else c.discard)
                             for c in costs):
                    ck.bad(p, f"{what} has no {key} cost to choose for")
            elif gy is not None and key == gy:
                if paid:
                    ck.bad(p, f"{what} is already on the stack, its costs paid: a choice made "
                              "while paying changes nothing")
                elif not any(c is not None and c.from_graveyard for c in costs):
                    ck.bad(p, f"{what} has no {key} cost to choose for")
            elif key == "x":
                ck.integer(value, p, 0)
                if not uses_x((source.effect, source.modes)) and not any(
                        c is not None and c.x for c in costs):
                    ck.bad(p, f"{what} has no X: nothing it does reads `{{x: true}}` and no "
                              "cost of it is X")
            elif key in named:
                if paid:
                    ck.bad(p, f"{what} is already on the stack, its costs paid: a choice made "
                              "while paying changes nothing")
                elif named[key]:
                    ck.string(value, p, named[key], f"{key} of {what}")
                else:
                    if ck.string(value, p, what=f"the {key} named") is not None:
                        ck.spelt((value,), p, True, key)  # a trait where read (Filter.bound)
                    self.not_choosable(key, value, p)
            elif key in extra:
                self.reader().value(extra[key], value, p)
            else:
                ck.string(key, p, ("mode", "sacrifice", "discard", "x", *named, *extra,
                                   *((gy,) if gy else ())),
                          "choice")

    def reader(self) -> CardReader:
        return CardReader(self.ck, self.game, self.ids, self.player_ids)

    def not_choosable(self, key: str, value: Any, path: Path_) -> None:
        """A name a `choose:` of `key` cannot be (Rulebook.not_choosable), as the rule says."""
        instead = self.game.not_choosable.get(key, {}).get(str(value).casefold())
        if instead is not None:
            self.ck.bad(path, f"{value!r} is {instead[0]} ({instead[1]}), not a {key} type")

    # ----- expectations, policies, decisions ---------------------------------------------------
    def expect(self) -> Expect | None:
        if "expect" not in self.top:
            return None
        ck = self.ck
        keys = (*EXPECT_KEYS, *self.v.expect_keys)
        m = ck.mapping(self.top["expect"], ("expect",), keys, what="expectation keys")
        if m is None:
            return None
        p: Path_ = ("expect",)

        def ids(key: str) -> tuple[str, ...] | None:
            return ck.strings(m[key], (*p, key)) if key in m else None

        rejected = None
        if "rejected" in m:
            rejected = tuple(n for i, x in enumerate(ck.seq(m["rejected"], (*p, "rejected")))
                             if (n := ck.integer(x, (*p, "rejected", i), 0)) is not None)
            actions = self.top.get("actions") or []
            # `actions` that is not a list is reported where it is read: no count to check against
            n_actions = len(actions) if isinstance(actions, list) else None
            for i, n in enumerate(rejected):
                if n_actions is not None and n >= n_actions:
                    ck.bad((*p, "rejected", i), f"there is no action {n} (actions are "
                                                f"numbered from 0; this file has {n_actions})")
        priority = None
        if m.get("priority") is not None:
            priority = ck.string(m["priority"], (*p, "priority"), sorted(self.player_ids),
                                 "player")
        phase = None
        if "phase" in m:
            phase = ck.string(m["phase"], (*p, "phase"), (*self.v.phases, *self.v.steps), "phase")
        winner = None
        if m.get("winner") is not None:
            winner = ck.string(m["winner"], (*p, "winner"), sorted(self.player_ids), "player")
        players = None
        if "players" in m:
            pm = ck.mapping(m["players"], (*p, "players")) or {}
            players = {}
            for pid, vals in pm.items():
                ck.string(pid, (*p, "players", pid), sorted(self.player_ids), "player")
                players[str(pid)] = ck.mapping(vals, (*p, "players", pid)) or {}
        objects = None
        if "objects" in m:
            om = ck.mapping(m["objects"], (*p, "objects")) or {}
            objects = {}
            # What a final object can hold (the contract's keys, the game's object keys and
            # marks): any other key would be compared with nothing and always fail `judge test`.
            # A mark is shown on a final object even where a filter asks the same key.
            fields = (frozenset(OBJECT_KEYS) - {"id"} | frozenset(self.v.object_keys)) \
                - self.game.objects.filter_only - self.game.objects.start_only - START_ONLY_KEYS \
                | {m.key for m in self.game.object_marks}
            fields |= {"position"}  # in the deck (final.objects only: the file's order says it)
            fields |= {"types"}  # its types as the ruling ends (an effect may change them)
            for oid, vals in om.items():
                objects[str(oid)] = ck.mapping(vals, (*p, "objects", oid), fields,
                                               what="object fields") or {}
                if "types" in objects[str(oid)]:
                    # (any order: a card's types are a set, "regalia/resonator")
                    objects[str(oid)]["types"] = sorted(ck.strings(
                        objects[str(oid)]["types"], (*p, "objects", oid, "types"),
                        self.v.card_types, "card type"))
                if "position" in objects[str(oid)]:
                    objects[str(oid)]["position"] = self.deck_position(
                        objects[str(oid)]["position"], (*p, "objects", oid, "position"))
        reader = self.reader()
        extra = {}
        for k, arg in self.v.expect_keys.items():
            if k in m:
                reader.value(arg, m[k], (*p, k))  # checked as declared; compared as written
                extra[k] = m[k]
        cites = ids("cites")  # ids are checked against the rulebook by `cites_problems`
        outcome = None
        if "outcome" in m:
            outcome = ck.string(m["outcome"], (*p, "outcome"), ("ongoing", "win", "draw"),
                                "outcome")
        return Expect(ids("resolved"), ids("fizzled"), rejected, ids("stack"), priority,
                      "priority" in m, phase, winner, "winner" in m, players, objects, cites,
                      outcome, extra, replaced=ids("replaced"))

    def deck_position(self, raw: Any, path: Path_) -> dict[str, int]:
        """`position:` of an expected object: `top`, `bottom`, N (the Nth card from the top) or
        `{from_top: N}` / `{from_bottom: N}`, read as the part of final.objects' position it
        names (a card that is not in its deck has none, and fails)."""
        ck = self.ck
        if raw in ("top", "bottom"):
            return {"from_top" if raw == "top" else "from_bottom": 1}
        if isinstance(raw, dict):
            m = ck.mapping(raw, path, ("from_top", "from_bottom"), what="position keys") or {}
            return {str(k): n for k, v in m.items()
                    if (n := ck.integer(v, (*path, k), 1)) is not None}
        if isinstance(raw, int) and not isinstance(raw, bool):
            n = ck.integer(raw, path, 1)
            return {"from_top": n} if n is not None else {}
        ck.bad(path, "expected top, bottom, a number from the top (1 is the top card) or "
                     "{from_top: N} / {from_bottom: N}")
        return {}

    def policies(self) -> dict[str, str]:
        known = self.game.data.policies
        m = self.ck.mapping(self.top.get("policies", {}) or {}, ("policies",),
                            what="policy switches") or {}
        out: dict[str, str] = {}
        for key, value in m.items():
            p: Path_ = ("policies", key)
            if key not in known:
                self.ck.string(key, p, sorted(known), "policy")
                continue
            options = [o for o, _ in known[key].options]
            choice = self.ck.string(value, p, options, f"option of policy {key}")
            if choice is not None:
                out[key] = choice
        return out

    def decisions(self) -> dict[str, dict[str, object]]:
        m = self.ck.mapping(self.top.get("decisions", {}) or {}, ("decisions",),
                            what="item ids") or {}
        out: dict[str, dict[str, object]] = {}
        for item_id, raw in m.items():
            p: Path_ = ("decisions", item_id)
            d = self.ck.mapping(raw, p, ("targets", "choices", "decline", "pay", "assign",
                                         "order", "again"))
            if d is None:
                continue
            if "assign" in d:  # once documented here, but nothing ever read it
                self.ck.bad((*p, "assign"), "no decision takes a damage assignment: damage is "
                                            "assigned by the action that deals it (e.g. "
                                            "`assign:` of an attack or assign action)")
            entry: dict[str, object] = {}
            reader = self.reader()
            if "targets" in d:
                entry["targets"] = reader.target_ids(d["targets"], (*p, "targets"))
            if "choices" in d:
                entry["choices"] = self.ck.mapping(d["choices"], (*p, "choices")) or {}
            if "again" in d:  # "you may" of a second execution (e.g. RB 820.2.a)
                entry["again"] = self.ck.mapping(d["again"], (*p, "again")) or {}
            if "decline" in d and item_id == "replacements":  # RB 371.2.a: "you may ... instead"
                entry["decline"] = self._declined(reader, d["decline"], (*p, "decline"))
            elif "decline" in d and isinstance(d["decline"], list) and \
                    self.game.hidden_decline_times:
                # a card in a hidden zone (FOW 906.6b): the times its condition is met that
                # its player declines, counted from 1 (its `decline: true` declines every one)
                nums = [self.ck.integer(n, (*p, "decline", i), minimum=1)
                        for i, n in enumerate(d["decline"])]
                entry["decline"] = tuple(n for n in nums if isinstance(n, int))
            elif "decline" in d:
                entry["decline"] = self.ck.boolean(d["decline"], (*p, "decline"))
            if "pay" in d:
                if self.game.trigger_costs != "may decline":
                    self.ck.bad((*p, "pay"), f"in {self.game.name} a triggered ability's cost "
                                "cannot be refused (`pay:` is for games whose rules let a "
                                "player refuse it)")
                entry["pay"] = self.ck.boolean(d["pay"], (*p, "pay"))
            if "order" in d:
                entry["order"] = reader.order_ids(d["order"], (*p, "order"))
            out[str(item_id)] = entry
        return out

    def _declined(self, reader: Any, raw: object, p: Path_) -> object:
        """`decisions: {replacements: {decline: ...}}`: the optional replacements ("you may ...
        instead") declined, each named as in `order`: a list (declined for every event), or a
        mapping of each to the numbers of the events it could apply to that it is declined for
        (the first is 1)."""
        if not isinstance(raw, dict):
            return reader.order_ids(raw, p)
        out: dict[str, tuple[int, ...]] = {}
        for name, events in raw.items():
            (key,) = reader.order_ids([name], (*p, name)) or (str(name),)
            nums = [self.ck.integer(n, (*p, name, i), minimum=1) for i, n in enumerate(
                self.ck.seq(events, (*p, name), "event numbers"))]
            out[key] = tuple(n for n in nums if isinstance(n, int))
        return out

    def state(self) -> dict[str, object]:
        if "state" not in self.top:
            return {}
        keys = self.v.state_keys
        m = self.ck.mapping(self.top["state"], ("state",), tuple(keys), what="game state keys")
        if m is None:
            return {}
        if not keys:  # an empty list of keys would let any key through, and none is read
            for k in m:
                self.ck.bad(("state", k), f"{self.game.name} keeps no game state of its own: "
                                          "`state:` has nothing to set")
            return {}
        reader = self.reader()
        return {k: reader.value(keys[k], v, ("state", k)) for k, v in m.items() if k in keys}


def _spelling_key(name: str) -> str:
    """What two spellings of one name share: `Order`, `order`; `Sky Knight`, `sky-knight`."""
    return name.casefold().replace(" ", "").replace("-", "").replace("_", "")


def _ability_items(scenario: Scenario) -> frozenset[str]:
    """The ids the stack items of the abilities of the file's objects are made with (engine
    StackOps: `<object id>.<slug of the ability's name>`, `#2` after it for a second one): a
    file without `expect:` asks `ringer.last-peal` of the Ringer's triggered ability as one
    whose `expect.resolved` names it does (it was an unknown field of the Ringer)."""
    from judge.engine.stackops import slug

    out: set[str] = set()
    for o in scenario.objects:
        card = scenario.cards.get(o.card)
        if card is not None:
            out.update(f"{o.id}.{slug(name)}" for name in (
                *(a.name for a in card.abilities if a.name), *card.keywords))
    return frozenset(out)


def _named_items(scenario: Scenario) -> frozenset[str]:
    """The ids a file names of stack items made as it resolves (a triggered ability, a copy):
    `ask:` reads them as items, and `sentry.alarm.zone` as no field of an item."""
    e = scenario.expect
    named = set(scenario.decisions)
    if e is not None:
        named.update((*(e.resolved or ()), *(e.fizzled or ()), *(e.stack or ())))
    return frozenset(named)
