"""Reading card definitions, abilities, effects, filters and costs (contract, section 3)."""

from __future__ import annotations

from judge.engine.conditions import Condition, Instruction, linked_labels
from judge.engine.granted import GIVEN_STATIC_KINDS
from judge.engine.roles import Role
from judge.model import effects as fx
from judge.model.args import MISSING, Arg
from judge.model.cards import STATE_TRIGGER, AbilityDef, CardDef, Cost, Mode, When
from judge.model.effects import build
from judge.model.filters import Filter
from judge.record import replace
from judge.scenario.args import Reader
from judge.scenario.yamlsafe import Path_

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

CARD_KEYS = ("type", "types", "cost", "keywords", "traits", "stats", "targets", "effect",
             "abilities", "modes", "requirements", "additional_cost", "text", "gives")
ABILITY_KEYS = ("name", "kind", "cost", "targets", "effect", "when", "keywords", "optional",
                "modes", "text", "while", "each_turn")
WHEN_KEYS = ("event", "object", "phase", "filter", "player", "if", "how", "nth", "by", "killer",
             "killed_with", "state")
#: An instruction's own keys, beside its effect kind (engine/conditions.py: Instruction).
INSTRUCTION_KEYS = ("if", "as", "optional")
#: What a static ability may do: kind -> (in words, the key naming what it is about, the keys
#: of a lasting effect it cannot have).
STATIC_KINDS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "modify": ("change characteristics", "target", ("duration", "while")),
    "replace": ("replace events", "object", ("duration", "once")),
    "forbid": ("forbid", "target", ("duration",)),
    "cost_change": ("change costs", "target", ("duration", "next")),
    "allow": ("allow plays", "target", ("duration",)),
    "trigger_again": ("make triggered abilities trigger an additional time", "target", ()),
    "lethal_any": ("change how much damage is lethal", "target", ()),
    "applied_cost": ("attach a cost to a game action", "units", ()),
}
#: Effects only a static ability has (engine/extra_triggers.py): an instruction to do them
#: would mean nothing.
STATIC_ONLY = ("trigger_again", "lethal_any", "applied_cost")


#: The kinds of ability an effect may grant another object (engine/granted.py).
GRANTABLE_KINDS = ("triggered", "activated")
#: Events by which an object leaves the board (a granted ability on them looks back at the
#: abilities the object had just before: engine/granted.py).
LEAVING_EVENTS = ("destroyed", "left")


#: What a `replace` may say beside its event: (file key, field, its value when not given).
_REPLACE_OPTIONS = (("instead", "instead", ()), ("double", "double", False),
                    ("prevent", "prevent", 0), ("prevent_all", "prevent_all", False),
                    ("becomes", "becomes", None), ("redirect", "redirect", None),
                    ("nth", "nth", None), ("to", "to", None), ("from", "zone_from", None),
                    ("into", "zone_to", None), ("phase", "phase", None))
#: The options each event's replacement uses (engine/replacements.py); an event not listed
#: is replaced by `instead` only.
_REPLACE_FOR = {
    "damaged": ("instead", "double", "prevent", "prevent_all", "becomes", "redirect", "nth"),
    "destroyed": ("instead",), "moved": ("to", "instead", "from", "into"),
    "left": ("to", "instead", "from", "into"), "phase_started": ("instead", "phase"),
    "drawn": ("instead",), "produced": ("instead", "becomes")}
#: Events that happen to a stack item: a replacement watches the item's card, or an ability's
#: source (`object`), never a player (engine/unplayed.py resolution_replaced, effects.py cancel).
_ITEM_EVENTS = ("cancelled", "resolved")


#: The effects whose target is a stack item, never an object on the board (contract section 3:
#: `cancel`'s target is "a stack item"; `copy` copies one).
_TAKES_A_STACK_ITEM = ("cancel", "copy")


def stack_item_targets(targets: tuple[Filter, ...], effect: Sequence[fx.Effect]
                       ) -> tuple[Filter, ...]:
    """The targets, each plain filter (`type`, `traits`, `keywords`, `controller` only) that a
    `cancel` or `copy` instruction takes as `$n` read as `item: true`: "cancel target action" is
    written by someone who knows only the contract as `targets: [{type: action}]` with
    `cancel: {target: $1}`, and a filter "in play" there could never match what cancel takes
    (judge ruled such a card fizzled, its stack-item target "no longer legal")."""
    taken = set()
    for e in effect:
        inner = e.effect if isinstance(e, Instruction) else e
        target = getattr(inner, "target", None)
        if inner.kind in _TAKES_A_STACK_ITEM and isinstance(target, str) \
                and target[1:].isdigit() and target.startswith("$"):
            taken.add(int(target[1:]) - 1)
    return tuple(replace(f, item=True) if i in taken and _plain(f) else f
                 for i, f in enumerate(targets))


def _plain(f: Filter) -> bool:
    """A filter that says nothing but what an item filter reads too, and no zone."""
    return replace(f, types=(), traits=(), keywords=(), controller=None) == Filter()


def _granted_names(raw: Any, path: Path_) -> list[tuple[Path_, Any]]:
    """Every ability name of a `modify: {abilities: [...]}` or a `delayed: {ability: name}` in
    raw card data, with its path (found anywhere: in effects, abilities' effects, modes and
    instructions)."""
    out: list[tuple[Path_, Any]] = []
    if isinstance(raw, dict):
        body = raw.get("modify")
        names = body.get("abilities") if isinstance(body, dict) else None
        if isinstance(names, str):  # one name may be written alone
            out.append(((*path, "modify", "abilities"), names))
        elif isinstance(names, list):
            out += [((*path, "modify", "abilities", j), n) for j, n in enumerate(names)]
        created = raw.get("delayed")
        if isinstance(created, dict) and "ability" in created:  # engine/delayed.py
            out.append(((*path, "delayed", "ability"), created["ability"]))
        for k, v in raw.items():
            if isinstance(v, (dict, list)):
                out += _granted_names(v, (*path, k))
    elif isinstance(raw, list):
        for i, v in enumerate(raw):
            out += _granted_names(v, (*path, i))
    return out


def _modify_bodies(raw: Any, path: Path_) -> list[tuple[Path_, dict[str, Any]]]:
    """Every `modify:` body in raw card data that writes `keyword_keys:`, with its path."""
    out: list[tuple[Path_, dict[str, Any]]] = []
    if isinstance(raw, dict):
        body = raw.get("modify")
        if isinstance(body, dict) and "keyword_keys" in body:
            out.append(((*path, "modify"), body))
        for k, v in raw.items():
            if isinstance(v, (dict, list)):
                out += _modify_bodies(v, (*path, k))
    elif isinstance(raw, list):
        for i, v in enumerate(raw):
            out += _modify_bodies(v, (*path, i))
    return out


class CardReader(Reader):
    """Parses card data for one game; `ids` and `players` are what a reference may name."""

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
        shared = len(targets) if any(k in self.game.modes_after_targets for k in keywords) \
            else 0
        modes = self.modes(m.get("modes", []), (*path, "modes"), shared)
        self.effect_beside_modes(m, path)
        effect = self.effects(m.get("effect", []), (*path, "effect"), len(targets))
        targets = stack_item_targets(targets, effect)
        labels = [e.label for e in effect if isinstance(e, Instruction) and e.label is not None]
        # (read with the most targets a mode has too: what a target there names is the game's
        # to judge, not an error of the file's)
        most = max((len(targets), *(len(mode.targets) + shared for mode in modes)))
        extra = [(key, self.effects(m[key], (*path, key), most, labels)
                  if arg.continues_effect else self.value(arg, m[key], (*path, key)))
                 for key, arg in v.card_keys.items() if key in m]
        requirements: list[tuple[str, object]] = []
        if "requirements" in m and not v.requirement_keys:
            self.ck.bad((*path, "requirements"), f"{self.game.name} cards have no "
                                                 "`requirements:` that judge reads (a card's "
                                                 "cost, timing and targets are checked as it "
                                                 "is played)")
        elif "requirements" in m:
            p = (*path, "requirements")
            req = self.ck.mapping(m["requirements"], p, what="requirements") or {}
            for k, val in req.items():
                arg = v.requirement_keys.get(str(k))
                if arg is None:
                    self.ck.string(k, (*p, k), v.requirement_keys, "requirement")
                    continue
                found = self.value(arg, val, (*p, k))
                if found is not None:
                    requirements.append((str(k), found))
                    self.not_a(str(k), found, (*p, k), listed=isinstance(val, list))
        for key in ("cost", "additional_cost"):
            if isinstance(m.get(key), dict) and "exhaust" in m[key]:
                self.ck.bad((*path, key, "exhaust"), "a card is not exhausted to play it: "
                            "`exhaust: self` is the cost of an ability of an object on the board")
        self.check_chosen(m, path)
        gives = self.given_abilities(m.get("gives", []), (*path, "gives"))
        # A static ability an effect grants applies as the object's own (engine/granted.py
        # effect_granted_statics); one that modifies joins the layers from the grant's
        # timestamp on, the layers applying again with it (RB 476.2: engine/continuous.py).
        self.check_granted_names(m, path, {a.name for a in gives})
        self.check_delayed_states(m, path, {a.name for a in gives
                                            if a.when is not None and a.when.state is not None})
        self.check_keyword_keys(m, path)
        self.check_other_of_a_spell(m, path, types or ((ctype,) if ctype else ()))
        card = CardDef(
            name=name,
            type=ctype or "?",
            types=types or ((ctype,) if ctype else ()),
            cost=self.cost(m.get("cost"), (*path, "cost")),
            keywords=keywords,
            traits=self.ck.strings(m.get("traits", []), (*path, "traits")),
            stats=self.ck.int_map(m.get("stats", {}), (*path, "stats"), v.stats, "stat"),
            targets=targets,
            effect=self.static_only(effect, (*path, "effect")),
            abilities=self.abilities(m.get("abilities", []), (*path, "abilities"),
                                     types or ((ctype,) if ctype else ())),
            modes=modes,
            requirements=tuple(requirements),
            additional_cost=(self.cost(m["additional_cost"], (*path, "additional_cost"))
                             if "additional_cost" in m else None),
            extra=tuple(extra),
            gives=gives,
            has_text="text" in m or any(
                isinstance(part, dict) and "text" in part
                for key in ("abilities", "modes") if isinstance(m.get(key), list)
                for part in m[key]),
        )
        self.one_choice_of_each(card, path)
        return card

    def one_choice_of_each(self, card: CardDef, path: Path_) -> None:
        """Each thing a card's play has its player choose as a cost (`choose: {job: ...}`, "Pilih
        1 tipe job") is chosen once: the play names it once (`choices: {job: ...}`), so two
        costs of one play asking the same (the cost and the additional cost, or either and the
        chosen mode's own cost) would read one name for both, a card judge cannot tell from one
        that asks once. Refused where the second is written."""
        seen: dict[str, str] = {}
        paid: list[tuple[tuple[str | int, ...], Cost | None]] = [
            (("cost",), card.cost), (("additional_cost",), card.additional_cost),
            *((("modes", i, "cost"), mode.cost) for i, mode in enumerate(card.modes))]
        for where, cost in paid:
            said = ".".join(map(str, where))
            for name, _ in (cost.choose if cost is not None else ()):
                if name in seen and not (where[0] == "modes" and
                                         seen[name].startswith("modes.")):
                    self.ck.bad((*path, *where, "choose", name),
                                f"a second `choose: {name}` for one play (its {seen[name]} "
                                f"asks one too): the play names one `choices: {{{name}: ...}}`, "
                                "which would answer both; judge cannot rule on a card that asks "
                                "twice")
                seen.setdefault(name, said)

    def given_abilities(self, raw: Any, path: Path_) -> tuple[AbilityDef, ...]:
        """`gives:` abilities the card gives other objects and does not have itself (an effect
        that grants abilities, engine/granted.py). A granted triggered or activated ability is
        modelled (one on its object leaving the board too: it looks back, engine/granted.py); a
        static one where the game lets an effect give one (Rulebook.effects_grant_statics, FOW
        909.1d) or its attached cards give them (RB 718.3), of the kinds a granted static
        ability may make (GIVEN_STATIC_KINDS); a resource ability, or a static one of another
        kind, would have to join the payment or a rule judge does not read it from: exit 3
        naming it."""
        out = self.abilities(raw, path)
        for i, ability in enumerate(out):
            if ability.kind == "static" and (
                    self.attachment_gives_statics() or self.game.effects_grant_statics) and all(
                    getattr(e, "kind", "") in GIVEN_STATIC_KINDS for e in ability.effect):
                continue  # the card it is attached to has it (engine/granted.py)
            if ability.kind not in GRANTABLE_KINDS:
                self.ck.unsupported_mechanic((*path, i, "kind"), f"granting a {ability.kind} "
                                             "ability to another object is not implemented "
                                             "yet (judge grants triggered and activated "
                                             "abilities, and static ones where the game lets an "
                                             "effect or an attached card give them)")
        return out

    def attachment_gives_statics(self) -> bool:
        """Whether the game's attached cards give the card they are attached to their `gives:`
        abilities (RB 718.3): then a static one that modifies applies as its own."""
        kind = self.game.attachment
        return kind is not None and kind.gives_abilities

    def check_granted_names(self, m: dict[str, Any], path: Path_, given: set[str]) -> None:
        """Each `modify: {abilities: [...]}` of the card names abilities of its own `gives:`
        (the text of a granted ability is written once, on the card that grants it)."""
        for key in ("effect", "abilities", "modes"):
            for where, name in _granted_names(m.get(key), (*path, key)):
                if isinstance(name, str) and name not in given:
                    self.ck.bad(where, f"{name!r} is not an ability in this card's `gives:` ("
                                + (", ".join(sorted(given)) or "none") + ")")

    def check_delayed_states(self, m: dict[str, Any], path: Path_, states: set[str]) -> None:
        """A delayed automatic ability ("this turn, while ...") created from a status ability
        of `gives:`: judge looks at the states of abilities objects have, not of delayed ones,
        so it would never trigger: an honest "cannot rule" (exit 3), not a silent nothing."""
        if not states:
            return
        for key in ("effect", "abilities", "modes", "gives"):
            for where, name in _granted_names(m.get(key), (*path, key)):
                if where[-2:] == ("delayed", "ability") and name in states:
                    self.ck.unsupported_mechanic(where, "a delayed automatic ability that "
                                                 "watches a state (906.8 with 906.9): judge "
                                                 "looks at the states of abilities objects have")

    def check_other_of_a_spell(self, m: dict[str, Any], path: Path_,
                               types: tuple[str, ...]) -> None:
        """`other: true` in the filter of a card's own instructions or targets over the board
        (not an item's, a player's, nor another zone's), where the card is of no type that
        enters the board (a Force of Will chant, a Riftbound spell): it is carried out from the
        stack, so it is no object among those it reads: its "each other unit" is other than
        what its text named (its target), which judge does not model (exit 3 where it is
        written, never a key read and ignored). An ability's `other` belongs to its object and
        is read so."""
        if any(t in self.game.vocab.permanent_types for t in types):
            return
        found: list[Path_] = []

        def walk(node: object, where: Path_) -> None:
            if isinstance(node, dict):
                zone = node.get("zone")
                if node.get("other") is True and not node.get("item") and \
                        not node.get("player") and (zone is None or (
                            isinstance(zone, str) and self.game.vocab.is_board(zone))):
                    found.append((*where, "other"))
                for k, v in node.items():
                    walk(v, (*where, str(k)))
            elif isinstance(node, list):
                for i, v in enumerate(node):
                    walk(v, (*where, i))

        for key in ("effect", "targets", "modes"):
            walk(m.get(key), (*path, key))
        for where in found[:1]:
            self.ck.unsupported_mechanic(
                where, "`other: true` leaves out the object whose card or ability it is, and "
                "this card's own instructions are carried out from the stack, never the board: "
                "its \"other\" is other than what its text named (its target), which judge "
                "does not model")

    def check_keyword_keys(self, m: dict[str, Any], path: Path_) -> None:
        """A `modify` that grants a keyword may carry the card keys that keyword reads, where
        the game declares them (Rulebook.granted_keyword_keys), and a numbered keyword's X by
        its name (Rulebook.numbered_keywords); each value was read as the card key it stands
        for, or as X (ArgReader._read_card_keys)."""
        numbered = self.game.numbered_keywords
        declared = {**self.game.granted_keyword_keys, **{k: (k,) for k in numbered}}
        for key in ("effect", "abilities", "modes", "gives"):
            for where, body in _modify_bodies(m.get(key), (*path, key)):
                keys = self.ck.mapping(body["keyword_keys"], (*where, "keyword_keys"))
                granted = body.get("keywords")
                granted = [granted] if isinstance(granted, str) else granted or []
                allowed = {k for kw in granted if isinstance(kw, str)
                           for k in declared.get(kw, ())}
                for k in keys or {}:
                    p = (*where, "keyword_keys", k)
                    known = k in numbered or k in self.game.vocab.card_keys
                    if k not in allowed or not known:
                        self.ck.bad(p, f"`{k}` is no card key of a keyword this `modify` grants "
                                    "that judge reads from the grant (" + (", ".join(
                                        f"[{kw}]: {', '.join(ks)}" for kw, ks in
                                        declared.items()) or "none in this game") + ")")

    def _read_cost(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        """A card key that is a cost (a game's own: Riftbound's `repeat_cost`)."""
        return self.cost(raw, path)

    def cost(self, raw: Any, path: Path_) -> Cost:
        """`{gold: 2}`, `{gold: x}` (X chosen on playing), `exhaust: self`, `sacrifice: filter`
        (with `count: n` for more than one),
        `discard: n`, `choose: {job: [options]}` (a choice made as a cost: VW REG.14.a)."""
        if raw is None:
            return Cost()
        m = self.ck.mapping(raw, path, what="resources")
        if m is None:
            return Cost()
        resources: list[tuple[str, int]] = []
        xs: list[str] = []
        choose: list[tuple[str, tuple[str, ...]]] = []
        exhaust = False
        sacrifice: Filter | None = None
        sacrifice_count = 1
        more: tuple[tuple[Filter, int], ...] = ()
        discard = 0
        from_graveyard = 0
        own_word = self.game.graveyard_cost[0] if self.game.graveyard_cost else None
        for key, val in m.items():
            if key == "exhaust":
                if val != "self":
                    self.ck.bad((*path, key), "only `exhaust: self` is supported as a cost")
                exhaust = True
            elif key == "sacrifice":
                # "Korbankan 1 Follower dan 1 Relic": a list, one entry per kind sacrificed
                read = [self.sacrificed(v, (*path, key, i)) for i, v in enumerate(val)] \
                    if isinstance(val, list) and val else [self.sacrificed(val, (*path, key))]
                kinds = [k for k in read if k is not None]  # (one that failed: reported)
                if kinds:
                    (sacrifice, sacrifice_count), more = kinds[0], tuple(kinds[1:])
            elif key == "discard":
                discard = self.ck.integer(val, (*path, key), 1) or 0
            elif key == own_word:
                from_graveyard = self.ck.integer(val, (*path, key), 1) or 0
            elif key == "choose":
                choose = self.chosen_costs(val, (*path, key))
            elif key in self.game.cost_resources():
                if val in ("x", "X"):
                    xs.append(key)
                    continue
                n = self.ck.integer(val, (*path, key), 0)
                if n:
                    resources.append((key, n))
            else:
                self.ck.string(key, (*path, key), (*self.game.cost_resources(), "exhaust",
                                                   "sacrifice", "discard", "choose",
                                                   *((own_word,) if own_word else ())), "cost")
        return Cost(tuple(resources), exhaust, sacrifice, discard, tuple(xs), tuple(choose),
                    from_graveyard, sacrifice_count, more)

    def sacrificed(self, val: Any, path: Path_) -> tuple[Filter, int] | None:
        """One kind of object a `sacrifice:` cost asks for, and how many ("Korbankan 2
        Follower": `count: 2`, 1 unless it says more)."""
        count = 1
        if isinstance(val, dict) and "count" in val:
            count = self.ck.integer(val["count"], (*path, "count"), 1) or 1
            val = {k: v for k, v in val.items() if k != "count"}
        spec = self.filter(val, path)
        return None if spec is None else (spec, count)

    def check_chosen(self, m: dict[str, Any], path: Path_) -> None:
        """A filter's `chosen: [name]` must name a `choose:` cost of the card (else nothing
        could ever match it, and the ruling would be silently wrong); and one of its own text's
        (the card's, or the ability's whose filter it is). A name is kept with the play or the
        ability whose cost named it (VW REG.14.a: "Pilih 1 tipe job"); an ability of the card
        in play reads the one named as the card was played, kept by the object while it is on
        the board (engine/named.py); the card's text reading one an ability's cost names, or an
        ability it gives another card reading the card's, would find every object or none:
        exit 3, naming it."""
        texts = _chosen_texts(m, path)
        made = {n for label, own, _ in texts if label != "given" for n in own}
        # the card's own names stay with the object it becomes while it is on the board, for its
        # abilities to read (engine/named.py)
        kept = texts[0][1]
        for label, own, uses in texts:
            for where, names in uses:
                for name in names:
                    if name not in made:
                        self.ck.bad(where, f"no `choose: {{{name}: ...}}` cost on this card "
                                           f"names {name!r}, so nothing can be of the chosen "
                                           f"{name}")
                    elif name not in own and not (name in kept and label.startswith("ability")):
                        self.ck.unsupported_mechanic(where, _named_elsewhere(m, label, name))

    def not_a(self, kind: str, value: object, path: Path_, listed: bool = False,
              what: str = "") -> None:
        """Each name of `value` (one, or a list) that the rules say is something other than a
        `kind` (Rulebook.not_choosable: a Vandaria Wars faction requirement naming the Human
        alliance, VW IN.2.a), refused where it is written. `what`: the word for a `kind` named
        in the plural (a player's `factions:`)."""
        banned = self.game.not_choosable.get(kind, {})
        names = value if isinstance(value, (list, tuple)) else (value,)
        for i, name in enumerate(names):
            instead = banned.get(str(name).casefold())
            if instead is not None:
                where = (*path, i) if listed else path
                self.ck.bad(where, f"{str(name)!r} is {instead[0]} ({instead[1]}), "
                                   f"not a {what or kind}")

    def chosen_costs(self, raw: Any, path: Path_) -> list[tuple[str, tuple[str, ...]]]:
        """`choose: {job: [warrior, mage]}` or `choose: {job: any}`: what the player names."""
        m = self.ck.mapping(raw, path, what="what the player chooses")
        out: list[tuple[str, tuple[str, ...]]] = []
        for name, options in (m or {}).items():
            if options == "any":
                out.append((str(name), ()))
            else:
                named = self.ck.strings(options, (*path, name))
                self.ck.spelt(named, (*path, name), isinstance(options, str), str(name))
                banned = self.game.not_choosable.get(str(name), {})
                for i, option in enumerate(named):
                    instead = banned.get(option.casefold())
                    if instead is not None:
                        self.ck.bad((*path, name, i), f"{option!r} is {instead[0]} "
                                    f"({instead[1]}), not a {name} type")
                out.append((str(name), named))
        return out


    def effect_beside_modes(self, m: dict[str, Any], path: Path_) -> None:
        """A card or ability with `modes:` does the effect of the mode chosen (Actions.
        chosen_mode): an `effect:` beside them would never be done, a text silently dropped."""
        if m.get("modes") and m.get("effect"):
            self.ck.bad((*path, "effect"), "with `modes:`, what is done is the chosen mode's "
                        "`effect:`; text every mode does is written in each mode's `effect:`")

    def modes(self, raw: Any, path: Path_, shared: int = 0) -> tuple[Mode, ...]:
        """The modes; `shared`: the card's own targets, which each mode's `$n` counts first
        (Rulebook.modes_after_targets)."""
        out = []
        for i, entry in enumerate(self.ck.seq(raw, path, "modes")):
            p = (*path, i)
            m = self.ck.mapping(entry, p, ("name", "targets", "effect", "text", "cost"),
                                ("name",))
            if m is None:
                continue
            targets = self.filters(m.get("targets", []), (*p, "targets"))
            cost = None
            if "cost" in m:  # the option's own additional cost ("Option-1: Bayar 1 gold: ...")
                if isinstance(m["cost"], dict) and "exhaust" in m["cost"]:
                    self.ck.bad((*p, "cost", "exhaust"), "an option's cost is paid beside "
                                "what it is chosen for: `exhaust: self` is written as the "
                                "ability's own cost")
                cost = self.cost(m["cost"], (*p, "cost"))
            out.append(Mode(str(m.get("name")), targets,
                            self.effects(m.get("effect", []), (*p, "effect"),
                                         shared + len(targets)), cost))
        return tuple(out)

    # ----- abilities ---------------------------------------------------------------------------
    def abilities(self, raw: Any, path: Path_, types: tuple[str, ...] = ()
                  ) -> tuple[AbilityDef, ...]:
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
            ability_keywords = self.keywords(m.get("keywords", []), (*p, "keywords"))
            implied = [k for k in ability_keywords if k in self.game.implied_triggers]
            if kind == "triggered" and implied:
                # The keyword is its own trigger condition (Rulebook.implied_triggers).
                when = self.game.implied_triggers[implied[0]]
                if "when" in m:
                    self.ck.bad((*p, "when"), f"[{implied[0].replace('_', ' ').title()}] is its "
                                "own trigger condition: this ability writes no `when:`")
            elif kind == "triggered":
                if "when" not in m:
                    self.ck.bad(p, "a triggered ability needs `when:`")
                else:
                    when = self.when(m["when"], (*p, "when"))
            elif "when" in m:
                self.ck.bad((*p, "when"), "only a triggered ability has `when:`")
            if kind == "triggered" and "cost" in m and self.game.trigger_costs is None:
                self.ck.unsupported_mechanic((*p, "cost"), f"{self.game.name}'s rules give a "
                                             "triggered ability no cost, so judge cannot say "
                                             "when or whether this one is paid")
            if kind == "triggered" and self.game.trigger_costs is None and any(
                    isinstance(mo, dict) and "cost" in mo for mo in (m.get("modes") or [])
                    if isinstance(m.get("modes"), list)):
                self.ck.unsupported_mechanic((*p, "modes"), f"{self.game.name}'s rules give a "
                                             "triggered ability no cost, so judge cannot say "
                                             "when or whether its mode's own one is paid")
            condition = None
            if kind == "static":
                self.static_checks(m, p)
            if "while" in m:
                # Any ability may work only while a condition holds: a static one applies, a
                # triggered one triggers, an activated one may be activated (AbilityDef).
                found = self.value(Arg("condition"), m["while"], (*p, "while"))
                condition = found if isinstance(found, Condition) else None
            if "optional" in m and kind in ("activated", "resource"):
                self.ck.bad((*p, "optional"), "only a triggered ability is optional (its "
                            "controller may decline it as it triggers); an activated one is "
                            "optional anyway, and an instruction may say `optional: true`")
            targets = self.filters(m.get("targets", []), (*p, "targets"))
            each_turn = self.each_turn(m, p, kind) if "each_turn" in m else None
            self.effect_beside_modes(m, p)
            before = len(self.ck.problems)
            effect = self.effects(m.get("effect", []), (*p, "effect"), len(targets))
            # An effect the file got wrong says nothing of what the ability produces: its
            # `kind:` is not judged from what was left of it (`gain: {will: ...}` was told to be
            # `kind: activated`, as if it gained nothing).
            effect_read = len(self.ck.problems) == before
            ability = AbilityDef(
                name=name, kind=kind, cost=self.cost(m.get("cost"), (*p, "cost")),
                targets=stack_item_targets(targets, effect),
                effect=effect,
                when=when, keywords=ability_keywords,
                optional=bool(self.ck.boolean(m["optional"], (*p, "optional")))
                if "optional" in m else False,
                modes=self.modes(m.get("modes", []), (*p, "modes")),
                condition=condition, each_turn=each_turn,
            )
            if kind != "static":
                self.static_only(ability.effect, (*p, "effect"))
            # The rules, not the file, say which abilities are resource abilities.
            contradiction = self.game.stack.kind_contradiction(types, ability)
            if contradiction is not None and "kind" in m and effect_read:
                self.ck.bad((*p, "kind"), contradiction)
            out.append(ability)
        return tuple(out)

    def limited_replacement(self, args: dict[str, Any], path: Path_) -> None:
        """`replace: {..., each_turn: n}`: "once each turn" where the game's rules limit a
        replacement so (RB 371.1); elsewhere exit 3. With `once` it would say two things."""
        if not self.game.cite_optional(Role.LIMITED_REPLACEMENT):
            self.ck.unsupported_mechanic((*path, "each_turn"), f"{self.game.name}: a "
                                         "\"once each turn\" replacement is not implemented")
        elif "once" in args:
            self.ck.bad((*path, "each_turn"), "`once` ends the replacement after one event; "
                        "`each_turn` limits it to that many events a turn: write one")

    def each_turn(self, m: dict[str, Any], path: Path_, kind: str) -> int | None:
        """`each_turn: n`: "once each turn" (1) or "n times each turn" on a triggered ability,
        where the game's rules limit one so (RB 383.3.e), or on an activated or resource
        ability, where they limit its activations (FOW 104.1: card text); elsewhere, or on
        another kind of ability, judge cannot say what it does (exit 3)."""
        if kind in ("activated", "resource") and \
                self.game.cite_optional(Role.LIMITED_ACTIVATION):
            return self.ck.integer(m["each_turn"], (*path, "each_turn"), minimum=1)
        if not self.game.cite_optional(Role.LIMITED_USE):
            self.ck.unsupported_mechanic((*path, "each_turn"), f"{self.game.name}: a "
                                         "\"once each turn\" ability is not implemented")
            return None
        if kind != "triggered":
            self.ck.unsupported_mechanic((*path, "each_turn"), "\"once each turn\" on an "
                                         f"ability of kind {kind}: judge rules it on a triggered "
                                         f"ability only ({self.game.cite(Role.LIMITED_USE)})")
            return None
        return self.ck.integer(m["each_turn"], (*path, "each_turn"), minimum=1)

    def _read_effects(self, arg: Arg, raw: Any, path: Path_, n: int) -> object:
        return self.effects(raw, path, n)

    def static_only(self, effects: tuple[fx.Effect, ...], path: Path_
                    ) -> tuple[fx.Effect, ...]:
        """Instructions, refusing an effect only a static ability has (STATIC_ONLY)."""
        for i, e in enumerate(effects):
            if e.kind in STATIC_ONLY:
                self.ck.bad((*path, i, e.kind), f"`{e.kind}` is a static ability's effect "
                            "(kind: static): it says what is true while its card is on the "
                            "board")
        return effects

    def static_checks(self, m: dict[str, Any], path: Path_) -> None:
        """A static ability makes effects that last while its object is on the board: it has no
        cost, targets or modes; each effect is one of STATIC_KINDS, about itself or every object
        of a kind (or a player), with no duration of its own. Anything else judge would not
        carry out is refused."""
        for key in ("cost", "targets", "modes", "optional"):
            if key in m:
                self.ck.bad((*path, key), f"a static ability has no `{key}:`")
        kinds = {**STATIC_KINDS, **self.game.static_kinds}  # and the game's own (FOW 1120.4)
        for i, entry in enumerate(self.ck.seq(m.get("effect"), (*path, "effect"), "effects")):
            kind = next((k for k in entry if k not in INSTRUCTION_KEYS), None) \
                if isinstance(entry, dict) else None
            if kind not in kinds or any(k in entry for k in INSTRUCTION_KEYS):
                self.ck.unsupported_mechanic((*path, "effect", i), "a static ability that "
                                             "does anything but " + ", ".join(
                                                 f"{what} ({k})" for k, (what, _, _)
                                                 in kinds.items()) +
                                             " is not implemented yet")
                continue
            body = entry[kind]
            if not isinstance(body, dict):
                continue  # the effect's own checks report the shape
            _, about, lasting = kinds[kind]
            target = body.get(about)
            players = ((kind == "forbid" and body.get("action") == "be_targeted") or
                       about == "player") and \
                target in ("controller", "opponent")  # "you cannot be targeted by ..."
            if target is not None and target != "self" and not players and not (
                    isinstance(target, dict) and "each" in target):
                self.ck.bad((*path, "effect", i, kind, about), "a static ability is about "
                            "itself (self) or every object of a kind ({each: filter}); a "
                            "forbid of be_targeted also about a player (controller, opponent)")
            for key in lasting:
                if key in body:
                    self.ck.bad((*path, "effect", i, kind, key), "a static ability's effect "
                                f"lasts while the ability does: it has no `{key}:`")

    def _into(self, to: object, path: Path_) -> None:
        """`into: you` names the effect controller's zone where the game's rules let an effect
        put a card into a zone of a player who does not own it (FOW 302.6a-302.6b); a zone of
        no player (the board, the stack) has no such owner."""
        v = self.game.vocab
        if not v.foreign_zone_rules:
            self.ck.bad(path, "this game's cards go to their owner's zones: `into:` is not in "
                        "its card language")
        elif isinstance(to, str) and (v.is_board(to) or to == self.game.stack_zone):
            self.ck.bad(path, f"the {to} is no player's zone: `into: you` names a zone each "
                        "player has their own of (a hand, a graveyard, a deck)")

    def when(self, raw: Any, path: Path_) -> When | None:
        if isinstance(raw, dict) and "state" in raw:
            return self.status_when(raw, path)
        m = self.ck.mapping(raw, path, WHEN_KEYS, ("event",))
        if m is None:
            return None
        v = self.game.vocab
        event = self.ck.string(m.get("event"), (*path, "event"),
                               (*v.announced(), *v.unmodelled_events), "event")
        if event in v.unmodelled_events:
            self.ck.unsupported_mechanic((*path, "event"), v.unmodelled_events[event])
        # an unmodelled event need not be one the engine or the game declares
        decl = v.event_decl(event) if event is not None else None
        for key in ("object", "filter"):
            if decl is not None and key in m and not decl.object:
                self.ck.bad((*path, key), f"a {event} event happens to no object, so `{key}:` "
                                          "could never match")
        if decl is not None and "phase" in m and not decl.phase:
            self.ck.bad((*path, "phase"), f"a {event} event names no phase")
        if decl is not None and "player" in m and not decl.player:
            self.ck.bad((*path, "player"), f"a {event} event is no player's, so `player:` could "
                                           "never match")
        obj = m.get("object")
        if obj == "self" and event in v.unmodelled_own_events:
            self.ck.unsupported_mechanic((*path, "object"), v.unmodelled_own_events[event])
        if obj is not None:
            obj = self.ck.string(obj, (*path, "object"))
            if obj is not None and obj not in ("self", "here") and obj not in self.ids:
                self.ck.bad((*path, "object"), f"no object with id {obj!r}")
            elif obj is not None and obj in self.not_objects:
                self.ck.bad((*path, "object"), f"{obj!r} is an ability waiting on the stack, not "
                                               "an object: no event happens to it")
        flt = m.get("filter")
        if isinstance(flt, dict):
            for key in ("player", "item"):
                if flt.get(key) is True:
                    self.ck.bad((*path, "filter", key), f"a trigger's filter matches the object "
                                f"its event happens to, so `{key}: true` could never match"
                                + (" (whose event it is: `when.player`)" if key == "player"
                                   else ""))
        phase = None
        if "phase" in m:
            phase = self.ck.string(m["phase"], (*path, "phase"),
                                   (*self.game.vocab.phases, *self.game.vocab.steps), "phase")
        player = None
        if "player" in m:
            player = self.ck.string(m["player"], (*path, "player"), ("you", "opponent"))
        filt = self.filter(m["filter"], (*path, "filter")) if "filter" in m else None
        condition = self.value(Arg("condition"), m["if"], (*path, "if")) if "if" in m else None
        how = None
        if "how" in m and not v.trigger_hows:
            self.ck.bad((*path, "how"), f"{self.game.name} triggers name no way an event "
                                        "happened")
        elif "how" in m:
            how = self.ck.string(m["how"], (*path, "how"), tuple(v.trigger_hows), "way")
        nth = None
        if "nth" in m and not self.game.cite_optional(Role.NTH_TIME):
            self.ck.bad((*path, "nth"), f"{self.game.name} has no rule for a trigger on \"the "
                                        "Nth time\" something happens")
        elif "nth" in m:
            nth = self.ck.integer(m["nth"], (*path, "nth"), minimum=1)
        by = None
        if "by" in m and not self.game.cite_optional(Role.EVENT_PLAYER_CONTROLS):
            self.ck.bad((*path, "by"), f"{self.game.name} has no rule giving an ability to the "
                                       "player whose event it is")
        elif "by" in m:
            by = self.ck.string(m["by"], (*path, "by"), ("player",))
            if by is not None and decl is not None and not decl.player:
                self.ck.bad((*path, "by"), f"a {event} event is no player's, so no player "
                                           "could control the ability")
        killer, killed_with = self.kill_asked(m, path, event)
        return When(event or "?", obj, phase, filt, player,
                    condition if isinstance(condition, Condition) else None, how, nth, by,
                    killer, killed_with)

    def status_when(self, raw: dict[str, Any], path: Path_) -> When | None:
        """`when: {state: <condition>}`: a status automatic ability ("while ...", "as long as
        ...": FOW 906.9), which watches a state of the game, not an event: it triggers as the
        condition comes to hold (engine/core.py `status_triggers`). It has no event, so none of
        an event's keys; a game whose rules have no such ability reports it as an error."""
        for key in raw:
            if key != "state":
                self.ck.bad((*path, key), "a trigger on a state (`state:`) watches no event, so "
                            f"`{key}:` cannot go with it")
        m = raw
        if not self.game.cite_optional(Role.STATUS_TRIGGER):
            self.ck.bad((*path, "state"), f"{self.game.name}'s rules have no ability that "
                        "triggers on a state of the game: write the event that changes it")
            return None
        found = self.value(Arg("condition"), m["state"], (*path, "state"))
        if not isinstance(found, Condition):
            return None
        return When(STATE_TRIGGER, "self", state=found)

    def kill_asked(self, m: dict[str, Any], path: Path_, event: str | None
                   ) -> tuple[str | None, str | None]:
        """`killer: you | opponent` and `killed_with: spell | ability | combat`: a trigger on a
        kill by a player, with what ("when you kill a unit with a spell"), where the game's
        rules credit kills (Rulebook.kill_credit: RB 428.5)."""
        if "killer" not in m and "killed_with" not in m:
            return None, None
        key = "killer" if "killer" in m else "killed_with"
        if not self.game.kill_credit:
            self.ck.bad((*path, key), f"{self.game.name}'s rules credit no kill to a player, so "
                                      "nothing could match it")
            return None, None
        if event != "destroyed":
            self.ck.bad((*path, key), "a kill is a `destroyed` event: only it is credited")
            return None, None
        killer = self.ck.string(m["killer"], (*path, "killer"), ("you", "opponent")) \
            if "killer" in m else None
        with_ = self.ck.string(m["killed_with"], (*path, "killed_with"),
                               ("spell", "ability", "combat")) if "killed_with" in m else None
        return killer, with_

    # ----- filters -----------------------------------------------------------------------------
    def filters(self, raw: Any, path: Path_) -> tuple[Filter, ...]:
        """Target filters: only the last may be a group (RB 355.11)."""
        entries = self.ck.seq(raw, path, "target filters")
        return tuple(f for i, entry in enumerate(entries)
                     if (f := self.filter(entry, (*path, i), group_ok=i == len(entries) - 1,
                                          earlier=i))
                     is not None)

    # ----- effects -----------------------------------------------------------------------------
    def effects(self, raw: Any, path: Path_, n_targets: int, earlier: Sequence[str] = ()
                ) -> tuple[fx.Effect, ...]:
        """An effect list: its instructions in order; `{that: label}` and `{did: label}` may
        name only an earlier instruction's label (`earlier`: of the list it goes on from)."""
        out = []
        outer, self.labels = self.labels, list(earlier)
        try:
            for i, entry in enumerate(self.ck.seq(raw, path, "effects")):
                e = self.effect(entry, (*path, i), n_targets)
                if e is None:
                    continue
                out.append(e)
                if isinstance(e, Instruction) and e.label is not None:
                    if e.label in self.labels:
                        self.ck.bad((*path, i, "as"), f"two instructions are labelled "
                                                      f"{e.label!r}")
                    self.labels.append(e.label)
        finally:
            self.labels = outer
        return tuple(out)

    def effect(self, raw: Any, path: Path_, n_targets: int) -> fx.Effect | None:
        """`{kind: {args}}`, read as the kind's declaration says (engine/declare.py), with the
        instruction's own keys beside it: `if:` (a condition), `as:` (a label later
        instructions refer to), `optional: true` ("you may")."""
        decls = self.game.written_effects
        if not isinstance(raw, dict):
            self.ck.bad(path, "an effect is a mapping such as {damage: {target: $1, amount: 2}}")
            return None
        kinds = [k for k in raw if k not in INSTRUCTION_KEYS]
        if len(kinds) != 1:
            self.ck.bad(path, "an effect names one effect kind, e.g. {damage: {target: $1, "
                              "amount: 2}}, plus optionally if:, as:, optional:")
            return None
        kind, args = kinds[0], raw[kinds[0]]
        decl = decls.get(kind)
        if decl is None:
            self.ck.string(kind, (*path, kind), sorted(decls), "effect kind")
            return None
        inner = self.effect_args(decl, kind, args, path, n_targets)
        to = getattr(inner, "to", None)
        if kind == "move_zone" and isinstance(args, dict) and "position" in args and \
                isinstance(to, str) and to not in self.game.vocab.ordered_zones:
            self.ck.bad((*path, kind, "position"), f"the {to} keeps no order, so a card put "
                        "there has no top or bottom")
        if kind == "move_zone" and isinstance(args, dict) and "under" in args and (
                self.game.put_under_effect_controller is None or not isinstance(to, str)
                or not self.game.vocab.is_board(to)):
            rule = self.game.put_under_effect_controller
            self.ck.bad((*path, kind, "under"), "`under: owner` is for a card put onto the "
                        "board where the game puts it under the effect's controller"
                        f"{f' ({rule})' if rule else ''}; here it would change nothing")
        if kind == "move_zone" and isinstance(args, dict) and "into" in args:
            self._into(to, (*path, kind, "into"))
        if kind == "forbid" and isinstance(args, dict) and "by" in args and \
                args.get("action") != "be_targeted":
            self.ck.bad((*path, kind, "by"), "`by:` says what may not target it, so it is for "
                        "`action: be_targeted` only (here nothing would read it)")
        if kind == "replace" and isinstance(args, dict) and "each_turn" in args:
            self.limited_replacement(args, (*path, kind))
        if kind == "replace" and isinstance(args, dict) and args.get("optional") is True \
                and not self.game.cite_optional(Role.OPTIONAL_REPLACEMENT):
            self.ck.unsupported_mechanic((*path, kind, "optional"), f"{self.game.name}: an "
                                         "optional (\"you may ... instead\") replacement is "
                                         "not implemented")
        if kind == "replace" and isinstance(args, dict) and "nth" in args and (
                args.get("event") != "damaged" or "player" not in args):
            self.ck.bad((*path, kind, "nth"), "`nth` counts the damage that would be dealt to "
                        "a player this turn: it needs `event: damaged` and `player:`")
        if inner is None:
            return None
        if getattr(inner, "component", None) == "optional" and \
                not self.game.cite_optional(Role.OPTIONAL_ADDITIONAL_COST):
            self.ck.bad((*path, kind, "component"), f"{self.game.name}'s rules set no optional "
                        "additional costs apart: write `component: additional`")
        if kind == "delayed" and getattr(inner, "duration", None) == "until_source_leaves":
            said = "".join(f" ({r})" for r in self.game.cite_optional(Role.DELAYED_INDEPENDENT))
            self.ck.bad((*path, kind, "duration"), "a delayed triggered ability belongs to no "
                        f"object{said}: it lasts a time of the turn or the game, not until its "
                        "source leaves")
        if kind == "replace":
            self.replaceable(inner, (*path, kind))
        # An effect about what a labelled instruction did is an instruction too: skipped, and
        # said so, when that one did not happen (RB 359.3.e.14.a).
        if not any(k in raw for k in INSTRUCTION_KEYS):
            return Instruction(inner) if linked_labels(inner) else inner
        if raw.get("optional") is True and "as" not in raw:
            self.ck.bad((*path, "optional"), "a \"you may\" instruction needs a label (as: "
                                             "name), so that decisions can say whether the "
                                             "player does it ({choices: {name: false}})")
        condition = self.value(Arg("condition"), raw["if"], (*path, "if"), n_targets) \
            if "if" in raw else None
        label = self.ck.string(raw["as"], (*path, "as"), what="a label") if "as" in raw else None
        optional = bool(self.ck.boolean(raw["optional"], (*path, "optional"))) \
            if "optional" in raw else False
        return Instruction(inner, condition if isinstance(condition, Condition) else None,
                           label, optional)

    def replaceable(self, e: fx.Effect, path: Path_) -> None:
        """A `replace` watches only events this game's rules let be replaced (RB 370.1.a: any
        event); an event judge replaces with `instead` only needs an `instead`."""
        from judge.engine.replacements import (
            FURTHER_INSTEAD_ONLY,
            INSTEAD_ONLY,
            NOT_REPLACEABLE,
            no_replacement,
        )

        event = getattr(e, "event", None)
        if not isinstance(event, str):
            return
        if event in NOT_REPLACEABLE:
            self.ck.bad((*path, "event"), self.game.vocab.no_replacement.get(event)
                        or no_replacement(event))
        elif event not in self.game.vocab.replaceable_events:
            self.ck.unsupported_mechanic((*path, "event"), f"a replacement effect on {event} "
                                         "events is not implemented for this game yet (judge "
                                         "replaces " + ", ".join(
                                             self.game.vocab.replaceable_events) + " events)")
        elif (event in INSTEAD_ONLY or event in FURTHER_INSTEAD_ONLY
              or event in self.game.vocab.game_events) and not getattr(e, "instead", ()):
            self.ck.bad((*path, "instead"), f"a replacement of {event} events says what "
                        "happens instead (`instead: [effects]`)")
        given = [key for key, attr, unset in _REPLACE_OPTIONS if getattr(e, attr, unset) != unset]
        for key in given:
            if key in _REPLACE_FOR.get(event, ("instead",)):
                continue
            self.ck.bad((*path, key), f"`{key}` does not apply to {event} events (it "
                        "is for " + ", ".join(
                            ev for ev, keys in _REPLACE_FOR.items() if key in keys) + ")")
        if event in _ITEM_EVENTS and getattr(e, "player", None) is not None:
            self.ck.bad((*path, "player"), f"a replacement of {event} events watches a stack "
                        "item by its card, or an ability by its source (`object`), not a "
                        "player")
        if event == "produced" and ("becomes" in given) == ("instead" in given):
            self.ck.bad((*path, "instead"), "a replacement of produced will says what happens "
                        "instead (`instead: [effects]`) or how much of each will is produced "
                        "(`becomes: n`), one of them")
        if event == "phase_started":
            self.skipped_phase(e, path)
        if event in ("moved", "left") and "to" in given and "instead" in given:
            self.ck.bad((*path, "instead"), "a move replaced goes `to` another zone or has "
                        "something else happen `instead`, not both")

    def skipped_phase(self, e: fx.Effect, path: Path_) -> None:
        """A phase replaced names which (`phase:`) of whose turns (`player:`), and is one the
        game's turn code skips (Vocabulary.skippable_phases); `instead` may be left out: a skip
        replaces it with nothing (FOW 1031.1, RB 443.1)."""
        v, phase = self.game.vocab, getattr(e, "phase", None)
        if getattr(e, "player", None) is None:
            self.ck.bad((*path, "player"), "a phase replaced says whose turn's (`player:`)")
        if phase is None:
            self.ck.bad((*path, "phase"), "a phase replaced says which (`phase:`)")
        elif phase not in v.skippable_phases:
            if phase in (*v.phases, *v.steps) and phase != "setup":
                self.ck.unsupported_mechanic((*path, "phase"), v.phase_skip_unmodelled)
            else:
                self.ck.bad((*path, "phase"), f"{phase!r} is no phase a replacement may skip "
                            "here (one of " + ", ".join(v.skippable_phases) + ")")

    def effect_args(self, decl: Any, kind: str, args: Any, path: Path_, n_targets: int
                    ) -> fx.Effect | None:
        p = (*path, kind)
        declared = decl.args
        if decl.rest is not None:
            m = self.ck.mapping(args, p, what="arguments")
            if m is not None and decl.rest in m:
                # Its keys are written flat ({gain: {energy: 1}}); nested, they would be lost.
                first = (self.game.vocab.resources or ("energy",))[0]
                self.ck.bad((*p, decl.rest), f"write each of the {decl.rest} as a key of its "
                                             f"own, e.g. {{{kind}: {{{first}: 1}}}}")
        else:
            m = self.ck.mapping(args, p, tuple(declared), tuple(
                k for k, a in declared.items() if a.required), "arguments")
        if m is None:
            return None
        values: dict[str, object] = {}
        for name, arg in declared.items():
            if name == decl.rest:
                rest = {k: v for k, v in m.items() if k not in declared}
                values[name] = self.value(arg, rest, p, n_targets)
            elif name in m:
                values[name] = self.value(arg, m[name], (*p, name), n_targets)
            elif arg.default is not MISSING:
                values[name] = arg.default
            elif arg.required and name != decl.rest:
                return None  # a missing required argument: reported by the mapping check
        # A refused value was reported (the file fails to load); build what was read.
        return build(decl.record, values)


def _chosen_texts(m: dict[str, Any], path: Path_
                  ) -> list[tuple[str, set[str], list[tuple[Path_, list[str]]]]]:
    """The card's own text and each ability's (`abilities:`; `gives:` as "given"): what its
    costs name (`choose:`, its modes' too) and the `chosen:` lists it reads, with their paths."""
    def named(*costs: Any) -> set[str]:
        return {str(k) for c in costs if isinstance(c, dict)
                and isinstance(c.get("choose"), dict) for k in c["choose"]}

    def modes(text: dict[str, Any]) -> list[Any]:
        found = text.get("modes")
        return [mo.get("cost") for mo in found if isinstance(mo, dict)] \
            if isinstance(found, list) else []

    own_text = {k: v for k, v in m.items() if k not in ("abilities", "gives")}
    out = [("text", named(m.get("cost"), m.get("additional_cost"), *modes(m)),
            _chosen_uses(own_text, path))]
    for key in ("abilities", "gives"):
        listed = m.get(key)
        for i, a in enumerate(listed if isinstance(listed, list) else []):
            if isinstance(a, dict):
                label = "given" if key == "gives" else f"ability {a.get('name', i)}"
                out.append((label, named(a.get("cost"), *modes(a)),
                            _chosen_uses(a, (*path, key, i))))
    return out


def _named_elsewhere(m: dict[str, Any], label: str, name: str) -> str:
    whose = "text" if label == "text" else "given ability" if label == "given" else label
    kind = "text" if label == "text" else "ability"
    return (f"the card's {whose} reads the {name} named for another of the card's costs, not "
            f"for its own: judge keeps a name only with the play or ability it was named for, "
            f"so it cannot say which cards this {kind} finds by it")


def _chosen_uses(raw: Any, path: Path_) -> list[tuple[Path_, list[str]]]:
    """Every `chosen:` list in a card's raw mapping, with its path."""
    found: list[tuple[Path_, list[str]]] = []
    if isinstance(raw, dict):
        for key, value in raw.items():
            if key == "chosen":
                names = value if isinstance(value, list) else [value]
                found.append(((*path, key), [str(n) for n in names]))
            else:
                found += _chosen_uses(value, (*path, key))
    elif isinstance(raw, list):
        for i, value in enumerate(raw):
            found += _chosen_uses(value, (*path, i))
    return found
