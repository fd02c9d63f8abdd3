"""Reading card definitions, abilities, effects, filters and costs (contract, section 3)."""

from __future__ import annotations

from judge.engine.events import EventKind
from judge.model import effects as fx
from judge.model.cards import AbilityDef, CardDef, Cost, Mode, When
from judge.model.filters import Filter
from judge.scenario.check import Checker
from judge.scenario.yamlsafe import Path_

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

if TYPE_CHECKING:
    from judge.engine.rulebook import Rulebook

CARD_KEYS = ("type", "types", "cost", "keywords", "traits", "stats", "targets", "effect",
             "abilities", "modes", "requirements", "additional_cost", "text")
ABILITY_KEYS = ("name", "kind", "cost", "targets", "effect", "when", "keywords", "optional",
                "modes", "text")
FILTER_KEYS = ("type", "traits", "controller", "zone", "keywords", "player", "item")
WHEN_KEYS = ("event", "object", "phase", "filter", "player")
PLAYER_REFS = ("controller", "opponent")


class CardReader:
    """Parses card data for one game; `objects` are the ids a reference may name."""

    def __init__(self, ck: Checker, game: Rulebook, ids: set[str], players: set[str]) -> None:
        self.ck = ck
        self.game = game
        self.ids = ids
        self.players = players

    # ----- cards -------------------------------------------------------------------------------
    def card(self, name: str, raw: Any, path: Path_) -> CardDef | None:
        v = self.game.vocab
        m = self.ck.mapping(raw, path, (*CARD_KEYS, *v.card_keys), ("type",), "card keys")
        if m is None:
            return None
        ctype = self.ck.string(m.get("type"), (*path, "type"), v.card_types, "card type")
        types = self.ck.strings(m.get("types", []), (*path, "types"), v.card_types, "card type")
        keywords = self.keywords(m.get("keywords", []), (*path, "keywords"))
        targets = self.filters(m.get("targets", []), (*path, "targets"))
        modes = self.modes(m.get("modes", []), (*path, "modes"))
        extra = []
        for key, spec in v.card_keys.items():
            if key in m:
                extra.append((key, self.state_value(spec.kind, m[key], (*path, key),
                                                    spec.choices)))
        requirements: list[tuple[str, object]] = []
        if "requirements" in m:
            req = self.ck.mapping(m["requirements"], (*path, "requirements"))
            for k, val in (req or {}).items():
                requirements.append((k, val))
        return CardDef(
            name=name,
            type=ctype or "?",
            types=types or ((ctype,) if ctype else ()),
            cost=self.cost(m.get("cost"), (*path, "cost")),
            keywords=keywords,
            traits=self.ck.strings(m.get("traits", []), (*path, "traits")),
            stats=self.ck.int_map(m.get("stats", {}), (*path, "stats"), v.stats, "stat"),
            targets=targets,
            effect=self.effects(m.get("effect", []), (*path, "effect"), len(targets)),
            abilities=self.abilities(m.get("abilities", []), (*path, "abilities")),
            modes=modes,
            requirements=tuple(requirements),
            additional_cost=(self.cost(m["additional_cost"], (*path, "additional_cost"))
                             if "additional_cost" in m else None),
            extra=tuple(extra),
        )

    def keywords(self, raw: Any, path: Path_) -> tuple[str, ...]:
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

    def cost(self, raw: Any, path: Path_) -> Cost:
        if raw is None:
            return Cost()
        m = self.ck.mapping(raw, path, what="resources")
        if m is None:
            return Cost()
        resources: list[tuple[str, int]] = []
        exhaust = False
        sacrifice = None
        discard = 0
        for key, val in m.items():
            if key == "exhaust":
                if val != "self":
                    self.ck.bad((*path, key), "only `exhaust: self` is supported as a cost")
                exhaust = True
            elif key == "sacrifice":
                sacrifice = self.filter(val, (*path, key))
            elif key == "discard":
                discard = self.ck.integer(val, (*path, key), 1) or 0
            elif key in self.game.cost_resources():
                n = self.ck.integer(val, (*path, key), 0)
                if n:
                    resources.append((key, n))
            else:
                self.ck.string(key, (*path, key), (*self.game.cost_resources(), "exhaust",
                                                   "sacrifice", "discard"), "cost")
        return Cost(tuple(resources), exhaust, sacrifice, discard)

    def modes(self, raw: Any, path: Path_) -> tuple[Mode, ...]:
        out = []
        for i, entry in enumerate(self.ck.seq(raw, path, "modes")):
            p = (*path, i)
            m = self.ck.mapping(entry, p, ("name", "targets", "effect", "text"), ("name",))
            if m is None:
                continue
            targets = self.filters(m.get("targets", []), (*p, "targets"))
            out.append(Mode(str(m.get("name")), targets,
                            self.effects(m.get("effect", []), (*p, "effect"), len(targets))))
        return tuple(out)

    # ----- abilities ---------------------------------------------------------------------------
    def abilities(self, raw: Any, path: Path_) -> tuple[AbilityDef, ...]:
        out = []
        names: set[str] = set()
        for i, entry in enumerate(self.ck.seq(raw, path, "abilities")):
            p = (*path, i)
            m = self.ck.mapping(entry, p, ABILITY_KEYS, ("name", "kind"), "ability keys")
            if m is None:
                continue
            name = self.ck.string(m.get("name"), (*p, "name")) or "?"
            if name in names:
                self.ck.bad((*p, "name"), f"two abilities are named {name!r}")
            names.add(name)
            kind = self.ck.string(m.get("kind"), (*p, "kind"), self.game.vocab.ability_kinds,
                                  "ability kind") or "activated"
            when = None
            if kind == "triggered":
                if "when" not in m:
                    self.ck.bad(p, "a triggered ability needs `when:`")
                else:
                    when = self.when(m["when"], (*p, "when"))
            elif "when" in m:
                self.ck.bad((*p, "when"), "only a triggered ability has `when:`")
            targets = self.filters(m.get("targets", []), (*p, "targets"))
            out.append(AbilityDef(
                name=name, kind=kind, cost=self.cost(m.get("cost"), (*p, "cost")),
                targets=targets,
                effect=self.effects(m.get("effect", []), (*p, "effect"), len(targets)),
                when=when, keywords=self.keywords(m.get("keywords", []), (*p, "keywords")),
                optional=bool(self.ck.boolean(m["optional"], (*p, "optional")))
                if "optional" in m else False,
                modes=self.modes(m.get("modes", []), (*p, "modes")),
            ))
        return tuple(out)

    def when(self, raw: Any, path: Path_) -> When | None:
        m = self.ck.mapping(raw, path, WHEN_KEYS, ("event",))
        if m is None:
            return None
        events = self.game.vocab.events or tuple(e.value for e in EventKind)
        event = self.ck.string(m.get("event"), (*path, "event"), events, "event")
        obj = m.get("object")
        if obj is not None:
            obj = self.ck.string(obj, (*path, "object"))
            if obj is not None and obj != "self" and obj not in self.ids:
                self.ck.bad((*path, "object"), f"no object with id {obj!r}")
        phase = None
        if "phase" in m:
            phase = self.ck.string(m["phase"], (*path, "phase"),
                                   (*self.game.vocab.phases, *self.game.vocab.steps), "phase")
        player = None
        if "player" in m:
            player = self.ck.string(m["player"], (*path, "player"), ("you", "opponent"))
        filt = self.filter(m["filter"], (*path, "filter")) if "filter" in m else None
        return When(event or "?", obj, phase, filt, player)

    # ----- filters -----------------------------------------------------------------------------
    def filters(self, raw: Any, path: Path_) -> tuple[Filter, ...]:
        return tuple(f for i, entry in enumerate(self.ck.seq(raw, path, "target filters"))
                     if (f := self.filter(entry, (*path, i))) is not None)

    def filter(self, raw: Any, path: Path_) -> Filter | None:
        v = self.game.vocab
        m = self.ck.mapping(raw, path, (*FILTER_KEYS, *v.object_keys), what="filter keys")
        if m is None:
            return None
        zone = None
        if "zone" in m:
            zone = self.ck.string(m["zone"], (*path, "zone"))
            if zone is not None and not v.zone_ok(zone) and zone not in ("board", "any"):
                self.ck.string(zone, (*path, "zone"), v.zones, "zone")
        controller = None
        if "controller" in m:
            controller = self.ck.string(m["controller"], (*path, "controller"),
                                        ("you", "opponent"), "controller")
        extra = []
        for key, spec in v.object_keys.items():
            if key in m:
                extra.append((key, self.state_value(spec.kind, m[key], (*path, key),
                                                    spec.choices)))
        return Filter(
            types=self.ck.strings(m.get("type", []), (*path, "type"), v.card_types, "card type"),
            traits=self.ck.strings(m.get("traits", []), (*path, "traits")),
            controller=controller, zone=zone,
            keywords=self.ck.strings(m.get("keywords", []), (*path, "keywords"), v.keywords,
                                     "keyword"),
            player=bool(m.get("player", False)),
            item=bool(m.get("item", False)),
            extra=tuple(extra),
        )

    def state_value(self, kind: str, raw: Any, path: Path_, choices: tuple[str, ...] = ()
                    ) -> object:
        if kind == "bool":
            return self.ck.boolean(raw, path)
        if kind == "int":
            return self.ck.integer(raw, path)
        if kind == "str":
            return self.ck.string(raw, path, choices or None)
        if kind == "object":
            s = self.ck.string(raw, path)
            if s is not None and s not in self.ids:
                self.ck.bad(path, f"no object with id {s!r}")
            return s
        if kind == "player":
            return self.ck.string(raw, path, sorted(self.players), "player")
        if kind == "list":
            return self.ck.strings(raw, path, choices or None)
        if kind == "map":
            return self.ck.mapping(raw, path)
        return raw

    # ----- effects -----------------------------------------------------------------------------
    def effects(self, raw: Any, path: Path_, n_targets: int) -> tuple[fx.Effect, ...]:
        out = []
        for i, entry in enumerate(self.ck.seq(raw, path, "effects")):
            e = self.effect(entry, (*path, i), n_targets)
            if e is not None:
                out.append(e)
        return tuple(out)

    def effect(self, raw: Any, path: Path_, n_targets: int) -> fx.Effect | None:
        kinds = self.game.effect_kinds()
        if not isinstance(raw, dict) or len(raw) != 1:
            self.ck.bad(path, "an effect is a one-key mapping such as {damage: {target: $1, "
                              "amount: 2}}")
            return None
        ((kind, args),) = raw.items()
        if kind not in kinds:
            self.ck.string(kind, (*path, kind), sorted(kinds), "effect kind")
            return None
        p = (*path, kind)
        spec = self.game.effects.get(kind)
        if spec is not None:  # a game's own effect kind
            m = self.ck.mapping(args, p, tuple(spec.args), tuple(
                k for k, a in spec.args.items() if a.required))
            if m is None:
                return None
            values: dict[str, object] = {}
            for key, arg in spec.args.items():
                if key in m:
                    values[key] = self.arg(arg.kind, m[key], (*p, key), n_targets)
            return spec.build(values)
        return self.core_effect(kind, args, p, n_targets)

    def core_effect(self, kind: str, args: Any, p: Path_, n: int) -> fx.Effect | None:
        ck = self.ck
        res = self.game.vocab.resources
        if kind == "damage":
            m = ck.mapping(args, p, ("target", "amount", "source"), ("target", "amount"))
            if m is None:
                return None
            return fx.Damage(self.ref(m.get("target"), (*p, "target"), n),
                             ck.integer(m.get("amount"), (*p, "amount"), 0) or 0,
                             self.object_ref(m.get("source"), (*p, "source")))
        if kind == "prevent":
            m = ck.mapping(args, p, ("target", "amount"), ("target",))
            if m is None:
                return None
            amount = m.get("amount", "all")
            return fx.Prevent(self.ref(m.get("target"), (*p, "target"), n),
                              None if amount == "all" else ck.integer(amount, (*p, "amount"), 1))
        if kind in ("destroy", "cancel", "exhaust", "ready", "heal"):
            m = ck.mapping(args, p, ("target",), ("target",))
            if m is None:
                return None
            cls = {"destroy": fx.Destroy, "cancel": fx.Cancel, "exhaust": fx.Exhaust,
                   "ready": fx.Ready, "heal": fx.Heal}[kind]
            return cls(self.ref(m.get("target"), (*p, "target"), n))
        if kind == "move_zone":
            m = ck.mapping(args, p, ("target", "to", "position"), ("target", "to"))
            if m is None:
                return None
            to = ck.string(m.get("to"), (*p, "to")) or "?"
            if not self.game.vocab.zone_ok(to):
                ck.string(to, (*p, "to"), self.game.vocab.zones, "zone")
            pos = ck.string(m.get("position", "top"), (*p, "position"), ("top", "bottom")) or "top"
            return fx.MoveZone(self.ref(m.get("target"), (*p, "target"), n), to, pos)
        if kind == "modify":
            keys = ("target", "stats", "set_stats", "traits", "set_traits", "keywords", "duration")
            m = ck.mapping(args, p, keys, ("target",))
            if m is None:
                return None
            v = self.game.vocab
            return fx.Modify(
                self.ref(m.get("target"), (*p, "target"), n),
                stats=ck.int_map(m.get("stats", {}), (*p, "stats"), v.stats, "stat", signed=True),
                set_stats=ck.int_map(m.get("set_stats", {}), (*p, "set_stats"), v.stats, "stat",
                                     signed=True),
                traits=ck.strings(m.get("traits", []), (*p, "traits")),
                set_traits=(ck.strings(m["set_traits"], (*p, "set_traits"))
                            if "set_traits" in m else None),
                keywords=self.keywords(m.get("keywords", []), (*p, "keywords")),
                duration=ck.string(m.get("duration", "turn"), (*p, "duration"),
                                   self.game.durations, "duration") or "turn",
            )
        if kind in ("gain", "pay"):
            if not isinstance(args, dict):
                ck.bad(p, "expected a mapping of resources, e.g. {gold: 1}")
                return None
            player = self.player_ref(args.get("player", "controller"), (*p, "player"))
            resources = ck.int_map({k: v for k, v in args.items() if k != "player"}, p,
                                   res, "resource")
            cls2 = fx.Gain if kind == "gain" else fx.Pay
            return cls2(player, resources)
        if kind == "draw":
            m = ck.mapping(args, p, ("player", "count"))
            if m is None:
                return None
            return fx.Draw(self.player_ref(m.get("player", "controller"), (*p, "player")),
                           ck.integer(m.get("count", 1), (*p, "count"), 0) or 0)
        if kind == "counter":
            m = ck.mapping(args, p, ("target", "name", "amount"), ("target", "name"))
            if m is None:
                return None
            return fx.Counter(self.ref(m.get("target"), (*p, "target"), n),
                              ck.string(m.get("name"), (*p, "name")) or "?",
                              ck.integer(m.get("amount", 1), (*p, "amount")) or 0)
        ck.bad(p, f"effect {kind!r} is not implemented")  # pragma: no cover - guarded above
        return None

    # ----- references --------------------------------------------------------------------------
    def arg(self, kind: str, raw: Any, path: Path_, n_targets: int) -> object:
        if kind == "target":
            return self.ref(raw, path, n_targets)
        if kind == "player":
            return self.player_ref(raw, path)
        return self.state_value(kind, raw, path)

    def ref(self, raw: Any, path: Path_, n_targets: int) -> fx.Ref:
        if isinstance(raw, dict):
            m = self.ck.mapping(raw, path, ("each",), ("each",))
            f = self.filter((m or {}).get("each", {}), (*path, "each"))
            return fx.Each(f or Filter())
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
        if s in ("self", *PLAYER_REFS) or s in self.ids or s in self.players:
            return s
        self.ck.bad(path, f"no object or player with id {s!r} (or use $1, self, controller, "
                          "opponent)")
        return s

    def player_ref(self, raw: Any, path: Path_) -> str:
        s = self.ck.string(raw, path, what="a player (controller, opponent or a player id)")
        if s is None:
            return "controller"
        if s not in PLAYER_REFS and s not in self.players and not s.startswith("$"):
            self.ck.bad(path, f"no player {s!r} (use controller, opponent or a player id)")
        return s

    def object_ref(self, raw: Any, path: Path_) -> str | None:
        if raw is None:
            return None
        s = self.ck.string(raw, path)
        if s is not None and s != "self" and s not in self.ids:
            self.ck.bad(path, f"no object with id {s!r}")
        return s
