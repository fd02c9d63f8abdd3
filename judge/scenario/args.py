"""Reading a value of a declared type (judge/model/args.py) from a scenario file: one reader per
kind, shared by effects, verbs, filters, triggers and the games' own keys. Every problem is
reported with its position and key path; nothing is read twice or elsewhere."""

from __future__ import annotations

from judge.engine.conditions import quantity_kinds
from judge.engine.roles import Role
from judge.lazyre import LazyRe
from judge.model import effects as fx
from judge.model.args import MISSING, Arg, optional, record
from judge.model.filters import Filter, TargetGroup, earlier_ref
from judge.record import replace as changed
from judge.scenario.check import Checker
from judge.scenario.yamlsafe import Path_

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

    from judge.engine.rulebook import Rulebook

PLAYER_REFS = ("controller", "opponent")
#: Filter keys every game understands; a game adds its own (Vocabulary.object_keys).
FILTER_ARGS: dict[str, Arg] = {
    "type": Arg("card_types", doc="any of these card types"),
    "traits": Arg("traits", doc="all of these traits"),
    "controller": Arg("str", doc="you | friendly (yours or a teammate's) | "
                      "opponent", choices=("you", "friendly", "opponent")),
    "zone": Arg("zone", doc="where it is (default: in play); `any` for anywhere"),
    "keywords": Arg("keywords", doc="all of these keywords"),
    "player": Arg("bool", doc="the target is a player, not an object"),
    "item": Arg("bool", doc="the target is a card or ability on the stack"),
    "ability": Arg("str", doc="with `item: true`: only an ability on the stack, `activated`, "
                   "`triggered` or `any` kind; `type` is then its source card's",
                   choices=("any", "activated", "triggered")),
    "owner": Arg("str", doc="you | opponent: who owns it", choices=("you", "opponent")),
    "exhausted": Arg("bool", doc="exhausted (true) or ready (false)"),
    "damaged": Arg("bool", doc="with damage marked (true) or none (false)"),
    "other": Arg("bool", doc="true: not the object whose card or ability this is (\"other\", "
                 "\"another\")"),
    "chosen": Arg("strings", doc="has as a trait what the player chose for the card's "
                                 "`choose:` cost of this name (\"of the chosen job\")"),
    "group": record(
        "a group target (the last target only): it takes any number of objects (at most "
        "`up_to`) that together meet the limit, e.g. {total: might, at_most: 4}",
        up_to=optional("quantity", "at most this many objects (default: any number, zero "
                       "too); an expression is read as they are chosen", minimum=1),
        total=optional("str", "the stat summed over the group (e.g. might)"),
        at_most=optional("int", "the most the summed stat may be", minimum=0),
        one_zone=optional("bool", "all of them in one zone, chosen so and kept so as it "
                          "resolves: \"units at a battlefield\" at a single one (RB "
                          "355.11.b)")),
}
#: Compiled when first read, not at import (bench: cold start, counted in instructions).
DERIVED_ID = LazyRe(r"^(.+)\.[a-z0-9-]+(?:#\d+)?$|^(.+)#\d+$")


class Reader:
    """Reads declared values for one game; `ids` and `players` are what references may name."""

    def __init__(self, ck: Checker, game: Rulebook, ids: set[str], players: set[str]) -> None:
        self.ck = ck
        self.game = game
        self.ids = ids
        self.players = players
        #: Ids among `ids` that are no object: stack items that are abilities (or a game's own).
        self.not_objects: set[str] = set()
        #: While an effect list is read: the labels (`as:`) of its instructions so far.
        self.labels: list[str] | None = None
        #: Card names effects refer to (tokens), with where: the loader finds each one.
        self.named_cards: list[tuple[str, Path_]] = []
        #: While an action's arguments are read: an id list may name what the resolution makes
        #: on the way (`m.token`): it is checked when the action is taken (engine/actions.py).
        self.later_ids = False

    # ----- one value of a declared type --------------------------------------------------------
    def value(self, arg: Arg, raw: Any, path: Path_, n_targets: int = 0) -> object:
        """`raw` read as `arg` declares it (None where it is not valid, after reporting)."""
        if raw is None and arg.nullable:
            return None
        kind = arg.kind
        read = getattr(self, f"_read_{kind}")
        return read(arg, raw, path, n_targets)

    def _read_target(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.ref(raw, path, n)

    def _read_player(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.player_ref(raw, path)

    def _read_player_id(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.ck.string(raw, path, sorted(self.players), "player")

    def _read_object(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        s = self.ck.string(raw, path, what="an object id")
        if s is not None and arg.self_ok and s.startswith("$"):
            # a target of the item ("target resonator you control deals damage ..."), which the
            # reference checks say is declared
            ref = self.ref(raw, path, n)
            return ref if isinstance(ref, str) else s
        if s is not None and not (arg.self_ok and s == "self") and s not in self.ids and \
                not (self.later_ids and self.derived_id(s)):  # made on the way: checked when taken
            self.ck.bad(path, f"no object with id {s!r}")
        return s

    def _read_id(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        s = self.ck.string(raw, path, what="an object or player id")
        if s is not None and s not in self.ids and s not in self.players:
            self.ck.bad(path, f"no object or player with id {s!r}")
        return s

    def _read_objects(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.object_ids(raw, path)

    def _read_targets(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.target_ids(raw, path)

    def _read_item(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.ck.string(raw, path, what="a stack item id")

    def _read_int(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        value = self.ck.integer(raw, path, arg.minimum)
        if value is not None and arg.maximum is not None and value > arg.maximum:
            self.ck.bad(path, f"must be at most {arg.maximum}, got {value}")
            return None
        return value

    def _read_bool(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.ck.boolean(raw, path)

    def _read_free(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        parts = self.game.vocab.free_parts
        if isinstance(raw, str) and parts:
            return self.ck.string(raw, path, parts)
        return self.ck.boolean(raw, path)

    def _read_str(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        why = next((w for value, w in arg.unmodelled if value == raw), None)
        if why is not None:  # and why the game's rules leave it open, where they say
            rules = self.game.vocab.unread_replaced.get(raw) if isinstance(raw, str) else None
            self.ck.unsupported_mechanic(path, f"{why}: {rules}" if rules else why)
            return raw
        return self.ck.string(raw, path, arg.choices or None)

    def _read_replaced_event(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        """An event a replacement watches: the engine's (`arg.choices`) or one of the game's
        own, where its declaration says how one is replaced (`EventDecl.instead`)."""
        own = self.game.vocab.game_events
        return self._read_str(changed(arg, choices=(*arg.choices, *own), unmodelled=(
            *arg.unmodelled, *((event, f"a replacement effect on {event} events is not "
                                "implemented") for event, decl in own.items()
                               if decl.instead is None))), raw, path, n)

    def _read_strings(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.ck.strings(raw, path, arg.choices or None)

    def _read_traits(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        """Names an object has as traits, kept with where they are written: one name spelt two
        ways is an error once the whole file is read (`Checker.spelt`)."""
        names = self.ck.strings(raw, path)
        self.ck.spelt(names, path, isinstance(raw, str))
        return names

    def _read_card_types(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.ck.strings(raw, path, self.game.vocab.card_types, "card type")

    def _read_zone(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        v = self.game.vocab
        zone = self.ck.string(raw, path, what="a zone")
        if zone is not None and not v.zone_ok(zone):
            self.ck.unknown_zone(zone, path, v.zones)
            return None
        if zone in v.unmodelled_zones:
            self.ck.unsupported_mechanic(path, v.unmodelled_zones[zone])
        return zone

    def _read_stats(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        if arg.of is not None:
            return self.keyed_values(raw, path, self.game.vocab.stats, "stat", arg.of, n)
        return self.ck.int_map(raw, path, self.game.vocab.stats, "stat", signed=True)

    def _read_resources(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        if arg.of is not None:
            return self.keyed_values(raw, path, self.game.vocab.resources, "resource", arg.of, n)
        return self.ck.int_map(raw, path, self.game.vocab.resources, "resource")

    def _read_card_name(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        name = self.ck.string(raw, path, what="a card name")
        if name is not None:
            self.named_cards.append((name, path))
        return name

    def _read_cost_resources(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        """What a cost may name: the game's resources and its generic cost key (e.g. `free`)."""
        keys = self.game.cost_resources()
        if arg.of is not None:
            return self.keyed_values(raw, path, keys, "cost resource", arg.of, n)
        return self.ck.int_map(raw, path, keys, "cost resource")

    def keyed_values(self, raw: Any, path: Path_, keys: tuple[str, ...], what: str, of: Arg,
                     n: int) -> tuple[tuple[str, object], ...]:
        """`{key: value}` with keys from the vocabulary and values of a declared type."""
        m = self.ck.mapping(raw, path)
        out = []
        for k, v in (m or {}).items():
            if self.ck.string(k, (*path, k), keys, what) is not None:
                out.append((k, self.value(of, v, (*path, k), n)))
        return tuple(out)

    def _read_quantity(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        """A whole number, or an expression read when the instruction executes."""
        if not isinstance(raw, dict):
            return self.ck.integer(raw, path, arg.minimum)
        known = quantity_kinds(self.game)
        kinds = [k for k in raw if k in known]
        if len(kinds) != 1:
            self.ck.bad(path, "expected a whole number or one of "
                              f"{{{', '.join(known)}: ...}}")
            return 0
        self.check_rounding(kinds[0], raw, path)
        if kinds[0] == "count" and self.reads_targets(path, n):
            return self.count_there(raw, path, n)
        return self.flat_record(known[kinds[0]], raw, path, n)

    @staticmethod
    def reads_targets(path: Path_, n: int) -> bool:
        """Whether a `count:` at `path`, in an item with `n` targets, may read them (`at: $1`):
        an instruction's, read once as it is carried out; a lasting `modify`'s or control
        change's `while:`, read again later, bound to the targets as the effect is created
        (effects.py bound_to_targets). Not a replacement's `instead`, which has no targets of
        its own, nor another lasting effect's `while:` (no reading of them yet: exit 3 where it
        is read)."""
        return 0 < n < 99 and "instead" not in path and (
            "while" not in path or "modify" in path or "gain_control" in path)

    def count_there(self, raw: dict[str, Any], path: Path_, n: int) -> object:
        """`{count: filter}` in an instruction of an item with `n` targets: "for each unit
        there" (`at: $1`) reads the item's targets as the amount is read, when the instruction
        is carried out (RB 359.3.f), as an instruction's `{each: ...}` does (refs.each_filter:
        a target that became illegal has null information, RB 359.3.e.12)."""
        from judge.engine.conditions import CountOf

        self.ck.mapping(raw, path, ("count",), ("count",))
        found = self.filter(raw["count"], (*path, "count"), each_of=n)
        return CountOf(found if found is not None else Filter())

    def check_rounding(self, kind: str, raw: dict[str, Any], path: Path_) -> None:
        """A half in a game whose rules set no rounding must say which way it rounds."""
        if kind == "half" and "round" not in raw and self.game.half_rounds is None:
            self.ck.bad(path, f"{self.game.name}'s rules say nothing of how a half rounds: "
                              "write round: up or round: down, as the card does")

    def _read_condition(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        """A condition: `{count: ..., at_least: 2}`, `{is: $1, matches: {...}}`, `{turn: you}`,
        `{phase: main}`, `{did: label}`, `{all: [...]}`, `{any: [...]}`, `{not: ...}`; a kind
        whose one key is a yes/no by its name alone (`faith` for `{faith: true}`, named_alone)."""
        from judge.engine.conditions import (
            COMPARATORS,
            Compare,
            Quantity,
            condition_kinds,
            named_alone,
            quantity_kinds,
        )

        conditions, quantities = condition_kinds(self.game), quantity_kinds(self.game)
        if isinstance(raw, str) and raw in conditions:
            if named_alone(conditions[raw]):
                return self.flat_record(conditions[raw], {raw: True}, path, n)
            self.ck.bad(path, f"the condition {raw} needs what it reads, written `{{{raw}: ...}}` "
                              "(only a condition that is a plain yes/no is written by its name "
                              "alone)")
            return None
        m = self.ck.mapping(raw, path, what="a condition")
        if m is None:
            return None
        named = [k for k in m if k in conditions]
        measured = [k for k in m if k in quantities]
        if len(named) + len(measured) != 1:
            self.ck.bad(path, "a condition names one of " + ", ".join(
                (*conditions, *quantities)) + " (a quantity with at_least, at_most, equals, "
                "more_than or less_than)")
            return None
        if named:
            if named[0] == "did" and self.labels is not None and m.get("did") != "cost" \
                    and m.get("did") not in self.labels:
                self.ck.bad((*path, "did"), f"no earlier instruction is labelled {m.get('did')!r} "
                                            "(`did:` names an `as:` label, or `cost`)")
            return self.flat_record(conditions[named[0]], m, path, n)
        ops = [k for k in m if k in COMPARATORS]
        if len(ops) != 1:
            self.ck.bad(path, f"compare {measured[0]} with exactly one of "
                              f"{', '.join(COMPARATORS)}")
            return None
        op = ops[0]
        self.check_rounding(measured[0], m, path)
        quantity = self.count_there({"count": m["count"]}, path, n) \
            if measured[0] == "count" and self.reads_targets(path, n) else \
            self.flat_record(quantities[measured[0]], {k: v for k, v in m.items()
                                                       if k != op}, path, n)
        value = self.value(Arg("quantity"), m[op], (*path, op), n)
        if not isinstance(quantity, Quantity) or not isinstance(value, (int, Quantity)):
            return None  # reported
        return Compare(quantity, op, value)

    def flat_record(self, record: Any, m: dict[str, Any], path: Path_, n: int) -> object:
        """A record written flat (`{stat: might, of: $1}`): its keys are its declared fields."""
        from judge.model.effects import build, declared_args

        declared = declared_args(record)
        self.ck.mapping(m, path, tuple(declared),
                        tuple(k for k, a in declared.items() if a.required))
        values = {k: self.value(a, m[k], (*path, k), n) for k, a in declared.items() if k in m}
        for k, a in declared.items():
            if k not in m and a.default is not MISSING:
                values[k] = a.default
        try:
            return build(record, values)
        except TypeError:
            return None  # a required key was missing: reported above

    def _read_keywords(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.keywords(raw, path)

    def _read_duration(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.ck.string(raw, path, self.game.durations, "duration")

    def _read_filter(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.filter(raw, path)

    def _read_by(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        """A word the argument declares (`opponent`, `ability`, a card type a game names), or
        the spells and abilities meant as an item filter ("cannot be targeted by chants":
        `{type: chant}`): the filter of `targets: [{item: true, ...}]`, `item: true` implied
        and so not written."""
        if not isinstance(raw, dict):
            return self._read_str(arg, raw, path, n)
        for key in ("item", "player"):
            if key in raw:
                self.ck.bad((*path, key), f"`by:` names spells and abilities, so `{key}:` does "
                            "not belong here (`item: true` is implied)")
        return self.filter({**{k: v for k, v in raw.items() if k not in ("item", "player")},
                            "item": True}, path)

    def _read_amount(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return None if raw == "all" else self.ck.integer(raw, path, arg.minimum)

    def _read_assign(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.assignments(raw, path)

    def _read_card_keys(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        """Card keys (a grant's `keyword_keys`), each read as the card key it stands for, so
        the value is what a card printing it holds, and a numbered keyword's X (a whole number,
        at least 1: RB 807.1.b); a key that is neither is kept as written
        (CardReader.check_keyword_keys reports it, beside the keywords the `modify` grants)."""
        m = self.ck.mapping(raw, path)
        if m is None:
            return None
        keys, numbered = self.game.vocab.card_keys, self.game.numbered_keywords
        return {str(k): self.ck.integer(v, (*path, k), 1) if str(k) in numbered
                else v if str(k) not in keys else self.value(keys[str(k)], v, (*path, k))
                for k, v in m.items()}

    def _read_map(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        m = self.ck.mapping(raw, path)
        if m is None:
            return None
        if arg.keys is None and arg.of is None:
            return m
        out: dict[str, object] = {}
        for key, val in m.items():
            p = (*path, key)
            k = key if arg.keys is None else self.value(arg.keys, key, p)
            out[str(k)] = val if arg.of is None else self.value(arg.of, val, p, n)
        return out

    def _read_list(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        items = self.ck.seq(raw, path, "items")
        if arg.of is None:
            return tuple(items)
        return tuple(self.value(arg.of, item, (*path, i), n) for i, item in enumerate(items))

    def _read_record(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        fields = dict(arg.fields)
        m = self.ck.mapping(raw, path, tuple(fields), tuple(k for k, a in fields.items()
                                                            if a.required))
        if m is None:
            return None
        return {k: self.value(fields[k], v, (*path, k), n) for k, v in m.items() if k in fields}

    def _read_any(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return raw

    # ----- references --------------------------------------------------------------------------
    def ref(self, raw: Any, path: Path_, n_targets: int) -> fx.Ref:
        """A reference (engine/refs.py): `$1`, `self`, `controller`, `opponent`, `trigger`,
        `here`, `trigger_to`, `trigger_from`, an id, `{each: filter}`, `{controller_of: ref}`,
        `{owner_of: ref}`, `{that: label}`, `{top: N}` (where the game has it)."""
        if isinstance(raw, dict):
            return self.ref_mapping(raw, path, n_targets)
        s = self.ck.string(raw, path, what="a target ($1, self, controller, opponent or an id)")
        if s is None:
            return "?"
        if s.startswith("$"):
            idx = s[1:]
            if not idx.isdigit() or int(idx) < 1:
                self.ck.bad(path, f"{s!r} is not a target reference ($1, $2 ...)")
            elif int(idx) > n_targets:
                self.ck.bad(path, f"{s} refers to target {idx}, but only {n_targets} "
                                  f"target{'s are' if n_targets != 1 else ' is'} declared")
            return s
        if s in ("self", "trigger", "it", "here", "trigger_to", "trigger_from", *PLAYER_REFS) \
                or s in self.ids or \
                s in self.players:
            return s
        self.ck.bad(path, f"no object or player with id {s!r} (or use $1, self, controller, "
                          "opponent, trigger, here, trigger_to, trigger_from)")
        return s

    def ref_mapping(self, raw: dict[str, Any], path: Path_, n_targets: int) -> fx.Ref:
        forms = ("each", "controller_of", "owner_of", "that",
                 *(("top",) if self.game.top_of_deck else ()))
        m = self.ck.mapping(raw, path, forms, what="reference")
        if m is None or len(m) != 1:
            if m is not None:
                self.ck.bad(path, f"a reference is one of {', '.join(forms)}")
            return "?"
        ((form, value),) = m.items()
        p = (*path, form)
        if form == "each":  # "each unit there": its filter may read the item's targets
            # (a player's reference, read with no count of targets, reads none of them)
            return fx.Each(self.filter(value, p, each_of=n_targets if n_targets < 99 else 0)
                           or Filter())
        if form == "top":  # "the top N cards of your Main Deck"
            n = self.ck.integer(value, p, minimum=1)
            return fx.Top(n if n is not None else 1)
        if form == "that":
            label = self.ck.string(value, p, what="the label of an earlier instruction")
            if label is not None and self.labels is not None and label not in self.labels:
                self.ck.bad(p, f"no earlier instruction of this effect list is labelled "
                               f"{label!r} (as: {label})")
            return fx.That(label or "?")
        return fx.PlayerOf("controller" if form == "controller_of" else "owner",
                           self.ref(value, p, n_targets))

    def player_ref(self, raw: Any, path: Path_) -> fx.Ref:
        if isinstance(raw, dict):  # {controller_of: ...}, {owner_of: ...}
            return self.ref_mapping(raw, path, 99)
        s = self.ck.string(raw, path, what="a player (controller, opponent or a player id)")
        if s is None:
            return "controller"
        if s not in (*PLAYER_REFS, "it", "trigger") and s not in self.players and \
                not s.startswith("$"):
            self.ck.bad(path, f"no player {s!r} (use controller, opponent or a player id)")
        return s

    def target_ids(self, raw: Any, path: Path_) -> tuple[str, ...]:
        out = []
        for i, t in enumerate(self.ck.seq(raw, path, "target ids")):
            s = self.ck.string(t, (*path, i), what="an object or player id")
            if s is None:
                continue
            if s not in self.ids and s not in self.players and not self.derived_id(s):
                self.ck.bad((*path, i), f"no object with id {s!r}")
            out.append(s)
        return tuple(out)

    def derived_id(self, s: str) -> bool:
        """An id judge gives something created on the way: `<id>.<ability>` or `...#n`
        (docs/scenario-format.md), e.g. to target a triggered ability on the stack."""
        m = DERIVED_ID.match(s)
        return m is not None and (m.group(1) or m.group(2)) in self.ids

    def order_ids(self, raw: Any, path: Path_) -> tuple[str, ...]:
        """A decision's `order: [ids]`: objects, or things judge makes from one on the way (a
        replacement effect is `<item>.replace`, one per player `<item>.replace.<player>`)."""
        out = []
        for i, t in enumerate(self.ck.seq(raw, path, "ids")):
            s = self.ck.string(t, (*path, i), what="an id")
            if s is None:
                continue
            if s not in self.ids and not any(c in ".#" and s[:n] in self.ids
                                             for n, c in enumerate(s)):
                self.ck.bad((*path, i), f"no object with id {s!r}, nor anything judge makes "
                                        "from one (<id>.<name>, <id>.<name>#n)")
            out.append(s)
        return tuple(out)

    def object_ids(self, raw: Any, path: Path_) -> tuple[str, ...]:
        out = []
        for i, t in enumerate(self.ck.seq(raw, path, "object ids")):
            s = self.ck.string(t, (*path, i), what="an object id")
            if s is not None and s not in self.ids and not (self.later_ids and self.derived_id(s)):
                self.ck.bad((*path, i), f"no object with id {s!r}")
            elif s is not None and s in out:
                # one object does a verb's part once ("attackers: [militia, militia]" attacked
                # twice, dealing its ATK twice): a file mistake, never a second part
                self.ck.bad((*path, i), f"{s!r} is listed twice")
            elif s is not None:
                out.append(s)
        return tuple(out)

    def assignments(self, raw: Any, path: Path_) -> tuple[tuple[str, str, int], ...]:
        """`[{from: a, to: b, amount: n}]`: an explicit damage distribution."""
        out = []
        for i, entry in enumerate(self.ck.seq(raw, path, "assignments")):
            p = (*path, i)
            m = self.ck.mapping(entry, p, ("from", "to", "amount"), ("from", "to", "amount"))
            if m is None:
                continue
            src = self.ck.string(m.get("from"), (*p, "from"))
            dst = self.ck.string(m.get("to"), (*p, "to"))
            for key, s in (("from", src), ("to", dst)):
                if s is not None and s not in self.ids and s not in self.players:
                    self.ck.bad((*p, key), f"no object or player with id {s!r}")
            amount = self.ck.integer(m.get("amount"), (*p, "amount"), 0)
            if src and dst and amount is not None:
                out.append((src, dst, amount))
        return tuple(out)

    # ----- keywords and filters ----------------------------------------------------------------
    def keywords(self, raw: Any, path: Path_) -> tuple[str, ...]:
        """The game's keywords; one judge does not implement yet is an honest exit 3."""
        v = self.game.vocab
        out = []
        for i, kw in enumerate(self.ck.seq(raw, path, "keywords")):
            word = self.ck.string(kw, (*path, i), what="keyword")
            if word is None:
                continue
            if word in self.game.unimplemented:
                self.ck.unsupported_mechanic((*path, i), f"keyword {word!r} is not implemented "
                                             f"yet ({self.game.unimplemented[word]})")
            elif word not in v.keywords:
                self.ck.string(word, (*path, i), v.keywords, "keyword")
                continue
            out.append(word)
        return tuple(out)

    def check_earlier_refs(self, extra: tuple[tuple[str, object], ...], path: Path_,
                           earlier: int | None, each_of: int | None = None) -> None:
        """A game's filter key written `$n` names the n-th target of the same item, chosen
        before this one (RB 355: targets are chosen in order, "there" reading the battlefield
        chosen first; `earlier`: how many targets come before this target's filter, None for a
        filter that is no target's): only a target chosen before it, and only a key the game
        reads that way. An instruction's `{each: ...}` ("stun each unit there", `each_of`: how
        many targets its item declares) reads any of them, chosen before it is carried out
        (RB 359.3.f: "there" is read as it executes). Any other filter reading a target (a
        static ability's, a condition's count) is not modelled: an honest exit 3 naming it."""
        if earlier is None and each_of is not None:
            earlier, outside = each_of, True
        else:
            outside = False
        for key, value in extra:
            n = earlier_ref(value)
            if n is None:
                continue
            if not self.game.vocab.object_keys[key].earlier_ok:
                self.ck.unsupported_mechanic((*path, key), f"a filter's `{key}:` naming an "
                                             f"earlier target ({value}) is not modelled in "
                                             f"{self.game.name}")
            elif earlier is None:
                self.ck.unsupported_mechanic((*path, key), f"`{key}: {value}` outside "
                                             "`targets:` (\"for each unit there\") is not "
                                             "modelled yet: only a target's filter, an "
                                             "instruction's `each:` and a `count:` it reads as "
                                             "it is carried out read the item's targets")
            elif n > earlier and outside:
                self.ck.bad((*path, key), f"`{key}: {value}` names target {n}, but its item "
                            + (f"declares {earlier} target{'s' if earlier > 1 else ''}"
                               if earlier else "declares none"))
            elif n > earlier:
                self.ck.bad((*path, key), f"`{key}: {value}` names target {n}, but a target's "
                            "filter may name only a target chosen before it"
                            + (f" ($1 to ${earlier})" if earlier else " (none is)"))

    def filter(self, raw: Any, path: Path_, *, group_ok: bool = False,
               earlier: int | None = None, each_of: int | None = None) -> Filter | None:
        """An object filter; `group_ok`: it is a card's or ability's last target, which may be
        a group (RB 355.11), whose `up_to` may read the `earlier` targets ($1 ...: "one enemy
        unit per point of the chosen unit's Might", RB 355.14.c: read as they are chosen)."""
        v = self.game.vocab
        m = self.ck.mapping(raw, path, (*FILTER_ARGS, *v.object_keys), what="filter keys")
        if m is None:
            return None
        for flag, says in (("player", ("controller",)),
                           ("item", ("type", "traits", "keywords", "controller", "ability",
                                     *v.item_filter_keys))):
            if m.get(flag) is not True:
                continue
            for key in m:
                if key not in (flag, *says):
                    keys = [f"`{k}`" for k in says]
                    listed = ", ".join(keys[:-1]) + " and " + keys[-1] if len(keys) > 1 \
                        else keys[0]
                    self.ck.bad((*path, key), f"a filter with `{flag}: true` is matched by "
                                f"{listed} only, so `{key}:` would be ignored")
        if "ability" in m and m.get("item") is not True:
            self.ck.bad((*path, "ability"), "`ability:` names an ability on the stack, so it "
                        "needs `item: true`")
        if "group" in m and not group_ok:
            self.ck.bad((*path, "group"), "only the last target of a card, ability or mode may "
                        "be a group")
        zone = None
        m = self.any_of_a_zone(m)
        if "zone" in m:
            zone = self.ck.string(m["zone"], (*path, "zone"))
            if zone is not None and not v.zone_ok(zone) and zone not in ("board", "any"):
                self.ck.unknown_zone(zone, (*path, "zone"), v.zones)
            elif zone in v.unmodelled_zones and zone not in v.filter_zones:
                self.ck.unsupported_mechanic((*path, "zone"), v.unmodelled_zones[zone])
        read = {key: self.value(FILTER_ARGS[key], m[key], (*path, key),
                                (earlier or 0) if key == "group" else 0)
                for key in FILTER_ARGS if key in m and key != "zone"}
        extra = tuple((key, self.value(arg, m[key], (*path, key)))
                      for key, arg in v.object_keys.items() if key in m)
        self.check_earlier_refs(extra, path, earlier, each_of)
        return Filter(
            types=_strings(read.get("type")), traits=_strings(read.get("traits")),
            controller=_text(read.get("controller")), zone=zone,
            keywords=_strings(read.get("keywords")), player=bool(read.get("player", False)),
            item=bool(read.get("item", False)), ability=_text(read.get("ability")), extra=extra,
            owner=_text(read.get("owner")),
            exhausted=_flag(read.get("exhausted")), damaged=_flag(read.get("damaged")),
            chosen=_strings(read.get("chosen")), group=self.group(read.get("group"), path),
            other=read.get("other") is True)

    def any_of_a_zone(self, m: dict[str, Any]) -> dict[str, Any]:
        """A filter's `zone:` that names a zone the game numbers by id without one (Riftbound's
        `zone: battlefield`, "a unit at a battlefield", where the contract's zones are
        `battlefield:<id>`): any of them, as the game's filter key `at:` says it (RB: `at:
        battlefield`); judge refused it as an unknown zone."""
        v = self.game.vocab
        zone = m.get("zone")
        if not isinstance(zone, str) or zone not in v.zone_prefixes or "at" in m \
                or "at" not in v.object_keys or not v.is_board(f"{zone}:{zone}"):
            return m
        return {("at" if k == "zone" else k): val for k, val in m.items()}

    def group(self, raw: object, path: Path_) -> TargetGroup | None:
        """A filter's `group:` (RB 355.11), only where the game has group targets; `total` and
        `at_most` come together."""
        if not isinstance(raw, dict):
            return None
        if not self.game.cite_optional(Role.GROUP_TARGETS):
            self.ck.unsupported_mechanic((*path, "group"), f"{self.game.name} has no group "
                                         "targets judge can rule")
            return None
        total, at_most = raw.get("total"), raw.get("at_most")
        if (total is None) != (at_most is None):
            self.ck.bad((*path, "group"), "a group's limit needs both `total` (the stat) and "
                        "`at_most` (the most it may sum to)")
        if isinstance(total, str) and total not in self.game.vocab.stats:
            self.ck.string(total, (*path, "group", "total"), self.game.vocab.stats, "stat")
        up_to = raw.get("up_to")
        return TargetGroup(up_to=up_to if isinstance(up_to, (int, fx.Effect)) else None,
                           total=total if isinstance(total, str) else None,
                           at_most=at_most if isinstance(at_most, int) else None,
                           one_zone=raw.get("one_zone") is True)


def _strings(value: object) -> tuple[str, ...]:
    return value if isinstance(value, tuple) else ()


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _flag(value: object) -> bool | None:
    return value if isinstance(value, bool) else None
