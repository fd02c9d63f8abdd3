"""JSON Schemas (draft 2020-12) of a game's scenario files and of the JSON ruling.

The scenario schema is generated from the game's vocabulary, verbs, effect kinds and policies, so
it cannot drift from what the loader accepts; docs/schema/ holds the generated files (a test
checks they are current). The loader stays the authority (it also checks ids and cross-references
that a schema cannot); the schema serves editors and other tools.
"""

from __future__ import annotations

from typing import Any

from judge.engine.conditions import COMPARATORS, condition_kinds, named_alone, quantity_kinds
from judge.engine.roles import Role
from judge.engine.rulebook import Rulebook
from judge.model.args import Arg
from judge.model.effects import Effect, declared_args
from judge.scenario.args import FILTER_ARGS

DRAFT = "https://json-schema.org/draft/2020-12/schema"
Schema = dict[str, Any]

STRING: Schema = {"type": "string"}
INT: Schema = {"type": "integer"}
NONNEG: Schema = {"type": "integer", "minimum": 0}
ID: Schema = {"type": ["string", "integer"]}
IDS: Schema = {"type": "array", "items": ID}


def obj(props: dict[str, Schema], required: tuple[str, ...] = (), extra: bool = False,
        description: str = "") -> Schema:
    out: Schema = {"type": "object", "properties": props, "additionalProperties": extra}
    if required:
        out["required"] = list(required)
    if description:
        out["description"] = description
    return out


def enum(values: tuple[str, ...] | list[str], description: str = "") -> Schema:
    out: Schema = {"enum": list(values)}
    if description:
        out["description"] = description
    return out


def strings_of(values: tuple[str, ...] | None = None) -> Schema:
    item = enum(values) if values else STRING
    return {"anyOf": [item, {"type": "array", "items": item}]}


def arg_schema(spec: Arg, game: Rulebook) -> Schema:
    """The JSON Schema of one declared argument (judge/model/args.py), for this game."""
    kind = spec.kind
    out: Schema
    if kind == "int":
        out = dict(INT)
        if spec.minimum is not None:
            out["minimum"] = spec.minimum
        if spec.maximum is not None:
            out["maximum"] = spec.maximum
    elif kind in ("str", "strings", "traits"):
        item = enum(spec.choices) if spec.choices else dict(STRING)
        out = item if kind == "str" else {"anyOf": [item, {"type": "array", "items": item}]}
    elif kind in ("map", "card_keys"):  # card keys: each checked as its card key, on loading
        out = {"type": "object"}
        if spec.of is not None:
            out["additionalProperties"] = arg_schema(spec.of, game)
    elif kind == "list":
        out = {"type": "array"}
        if spec.of is not None:
            out["items"] = arg_schema(spec.of, game)
    elif kind in ("stats", "resources") and spec.of is not None:  # a quantity each
        keys = game.vocab.stats if kind == "stats" else game.vocab.resources
        out = obj({k: arg_schema(spec.of, game) for k in keys})
    elif kind == "record":
        out = obj({k: arg_schema(a, game) for k, a in spec.fields},
                  tuple(k for k, a in spec.fields if a.required))
    else:
        out = dict(_FIXED[kind]) if kind in _FIXED else _vocab_kind(kind, game, spec)
    if spec.nullable:
        out = {"anyOf": [out, {"type": "null"}]}
    out = dict(out)  # never a shared constant: the description is added below
    if spec.doc:
        out["description"] = spec.doc
    return out


#: A player argument: controller, opponent, a player id, or whose an object is (engine/refs.py).
PLAYER_REF: Schema = {"anyOf": [STRING,
                                obj({"controller_of": {"$ref": "#/$defs/ref"}}, ("controller_of",)),
                                obj({"owner_of": {"$ref": "#/$defs/ref"}}, ("owner_of",))]}

_FIXED: dict[str, Schema] = {
    "target": {"$ref": "#/$defs/ref"}, "player": PLAYER_REF, "player_id": STRING, "object": ID,
    "id": ID, "objects": IDS, "targets": IDS, "item": ID, "bool": {"type": "boolean"},
    "filter": {"$ref": "#/$defs/filter"}, "assign": {"$ref": "#/$defs/assignments"},
    "amount": {"anyOf": [NONNEG, {"const": "all"}]}, "any": {},
    "quantity": {"$ref": "#/$defs/quantity"}, "condition": {"$ref": "#/$defs/condition"},
    "effects": {"$ref": "#/$defs/effects"}, "card_name": STRING,
    "cost": {"$ref": "#/$defs/cost"},
}


def _vocab_kind(kind: str, game: Rulebook, spec: Arg) -> Schema:
    v = game.vocab
    if kind == "card_types":
        return strings_of(v.card_types)
    if kind == "zone":
        return _zone(game)
    if kind == "stats":
        return obj({s: INT for s in v.stats})
    if kind in ("resources", "cost_resources"):
        names = v.resources if kind == "resources" else game.cost_resources()
        value = arg_schema(spec.of, game) if spec.of is not None else NONNEG
        return obj({r: value for r in names})
    if kind == "keywords":
        return strings_of(v.keywords or None)
    if kind == "duration":
        return enum(game.durations)
    if kind == "replaced_event":  # the engine's, and the game's own it says how to replace
        return enum((*spec.choices, *(e for e, d in v.game_events.items() if d.instead)))
    if kind == "by":  # a word the argument names, or an item filter (`item: true` implied)
        return {"anyOf": [enum(spec.choices) if spec.choices else dict(STRING),
                          {"$ref": "#/$defs/filter"}]}
    if kind == "free":  # true/false, or a part of the cost the game names
        return {"anyOf": [{"type": "boolean"}, enum(v.free_parts)]} if v.free_parts \
            else {"type": "boolean"}
    raise ValueError(f"no schema for argument kind {kind!r}")


def args_schema(args: dict[str, Arg], game: Rulebook, description: str = "") -> Schema:
    return obj({k: arg_schema(a, game) for k, a in args.items()},
               tuple(k for k, a in args.items() if a.required), description=description)


def scenario_schema(game: Rulebook) -> Schema:
    v = game.vocab
    defs = _defs(game)
    stack = {"type": "array", "items": {"$ref": "#/$defs/item"},
             "description": "stack items, bottom first"}
    props: dict[str, Schema] = {
        "game": enum([game.id, *game.aliases]),
        "title": STRING, "question": STRING, "source": STRING,
        "turn": obj({"player": STRING, "phase": enum(v.phases), "number": {"type": "integer",
                     "minimum": 1}, **({"step": enum(v.steps)} if v.steps else {})},
                    ("player", "phase")),
        "priority": {"type": ["string", "null"]},
        "players": {"type": "object", "additionalProperties": {"$ref": "#/$defs/player"}},
        "cards": {"type": "object", "additionalProperties": {"$ref": "#/$defs/card"}},
        "objects": {"type": "array", "items": {"$ref": "#/$defs/object"}},
        "stack": stack,
        "actions": {"type": "array", "items": {"$ref": "#/$defs/action"}},
        "then": enum(("resolve", "stop", "next_phase", "end_of_turn"),
                     "resolve (default): pass until nothing is pending; stop: report after the "
                     "last action; next_phase / end_of_turn (extensions): pass on until the phase "
                     "/ the turn changes"),
        "expect": {"$ref": "#/$defs/expect"},
        "policies": obj({p.key or "": enum([o for o, _ in p.options], f"{p.id}: {p.title}")
                         for p in game.data.policies.values()},
                        description="extension: house policy switches"),
        "edition": enum(game.data.editions, "extension: the rulebook edition"),
        "decisions": {"type": "object", "description": "extension: choices for items created "
                      "on the way (triggered abilities), by item id, or by a name the game asks "
                      "about (replacements, hand_size); an entry the resolution never asks for "
                      "is an error",
                      "additionalProperties": obj({
                          "targets": IDS, "choices": {"type": "object"},
                          "again": {"type": "object", "description": "the \"you may\" "
                                    "choices of the item's second execution (e.g. Repeat), "
                                    "by label"},
                          "decline": {"anyOf": [
                              {"type": "boolean"}, IDS,
                              *([{"type": "array", "items": {"type": "integer", "minimum": 1}}]
                                if game.hidden_decline_times else []),
                              {"type": "object", "additionalProperties": {
                                  "type": "array", "items": {"type": "integer", "minimum": 1}}}],
                              "description": "an optional trigger declined (true); under "
                              "`replacements`, the optional replacements declined: at every "
                              "event (ids), or at the n-th events each could apply to" + (
                                  "; under a card in a hidden zone, the n-th times its "
                                  "condition is met that it is kept hidden (numbers)"
                                  if game.hidden_decline_times else "")},
                          "pay": {"type": "boolean"},
                          "order": IDS})},
        "state": args_schema(v.state_keys, game, "extension: the game's own starting state"),
        "notes": strings_of(), "tags": strings_of(),
        "rules": strings_of() | {"description": "extension: the rule ids a scenario pins"},
        "ask": strings_of() | {"description": (
            "extension: the subjects the question asks about, which the ruling answers first: "
            "an object id (`trader`) or one of its fields (`trader.zone`, `squire.stats.atk`), "
            "a player (`alice`) or one of their resources (`alice.gold`), a stack item id "
            "(did it resolve?), `action:N` (was action N, counted from 0, allowed?), `stack` "
            "(or the game's word for it), `priority`, `winner`, `phase`, `resolved` (the "
            "order), or a key of the game's own state; default: what `expect:` checks, else "
            "what the question names")},
        "cards_from": strings_of() | {"description": "extension: card pool files whose cards "
                                      "the scenario uses (paths relative to the scenario "
                                      "file; its own `cards:` wins over theirs)"},
    }
    for word in v.stack_words:
        props[word] = stack
    return {"$schema": DRAFT, "$id": f"https://judge.invalid/schema/{game.id}.scenario.json",
            "title": f"judge scenario file: {game.name}", **obj(props, ("game", "turn",
                                                                        "players")),
            "$defs": defs}


def pool_schema(game: Rulebook) -> Schema:
    """A card pool file of the game (`cards_from:`, `--cards FILE`): its cards are written as
    under a scenario's `cards:`."""
    defs = _defs(game)
    props: dict[str, Schema] = {
        "pool": {**STRING, "description": "the pool's name; marks the file as a card pool"},
        "game": enum([game.id, *game.aliases]),
        "cards": {"type": "object", "additionalProperties": {"$ref": "#/$defs/card"}},
        "source": STRING, "notes": strings_of(),
    }
    return {"$schema": DRAFT, "$id": f"https://judge.invalid/schema/{game.id}.pool.json",
            "title": f"judge card pool file: {game.name}",
            **obj(props, ("pool", "game", "cards")), "$defs": defs}


def _defs(game: Rulebook) -> dict[str, Schema]:
    v = game.vocab
    amount_or_x = {"anyOf": [NONNEG, enum(("x", "X"), "X: chosen as it is played")]}
    cost = obj({**{r: amount_or_x for r in game.cost_resources()}, "exhaust": {"const": "self"},
                "sacrifice": {"$ref": "#/$defs/sacrifice"}, "discard": NONNEG,
                **({game.graveyard_cost[0]: {**NONNEG, "description": "cards from the payer's "
                                             "own graveyard the cost moves away"}}
                   if game.graveyard_cost else {}),
                "choose": {"type": "object", "description": "choices made as a cost, e.g. "
                           "{job: [warrior, mage]} or {job: any}",
                           "additionalProperties": {"anyOf": [{"const": "any"}, strings_of()]}}})
    filt = args_schema({**{k: a for k, a in FILTER_ARGS.items()
                           if k != "group" or game.cite_optional(Role.GROUP_TARGETS)},
                        **v.object_keys}, game)
    filt["properties"]["zone"] = STRING  # also `board` and `any`
    ref: Schema = {"anyOf": [STRING, obj({"each": {"$ref": "#/$defs/filter"}}, ("each",)),
                             obj({"controller_of": {"$ref": "#/$defs/ref"}}, ("controller_of",)),
                             obj({"owner_of": {"$ref": "#/$defs/ref"}}, ("owner_of",)),
                             obj({"that": STRING}, ("that",)),
                             *([obj({"top": {"type": "integer", "minimum": 1}}, ("top",))]
                               if game.top_of_deck else [])],
                   "description": "$1, $2 ..., self, controller, opponent, trigger, here, an "
                                  "id, {each: filter}, {controller_of: ref}, {owner_of: ref}" +
                                  (", {that: label} or {top: N} (the top N cards of your Main "
                                   "Deck)" if game.top_of_deck else " or {that: label}")}
    # A card's, a mode's and an ability's `effect` refer to the one list of effects: written out
    # at each (7 times in a Force of Will card) it was 85% of the schema, and a schema's reader
    # (an editor, a validator checking it against the metaschema) read it 7 times over.
    effects = {"$ref": "#/$defs/effects"}
    filters = {"type": "array", "items": {"$ref": "#/$defs/filter"}}
    mode = obj({"name": STRING, "targets": filters, "effect": effects, "text": STRING,
                "cost": {**cost, "description": "the option's own additional cost, paid beside "
                                                "the card's or ability's when it is chosen"}},
               ("name",))
    events = v.announced()
    when: Schema = obj({"event": enum(events, "; ".join(
                            f"{e}: {decl.doc}" for e in events
                            if (decl := v.event_decl(e)) is not None)),
                        "object": STRING, "phase": enum((*v.phases, *v.steps)),
                        "filter": {"$ref": "#/$defs/filter"},
                        "player": enum(("you", "opponent")),
                        **({"how": enum(tuple(v.trigger_hows), "; ".join(
                            f"{k}: {d} ({rule})"
                            for k, (d, rule) in v.trigger_hows.items()))}
                           if v.trigger_hows else {}),
                        "if": {"$ref": "#/$defs/condition"},
                        **({"nth": {"type": "integer", "minimum": 1, "description":
                                    "the Nth time this turn: only the Nth event this "
                                    "turn that meets the condition triggers it"}}
                           if game.cite_optional(Role.NTH_TIME) else {}),
                        **({"by": enum(("player",), "player: the player whose event it "
                                       "is controls the ability (\"they\")")}
                           if game.cite_optional(Role.EVENT_PLAYER_CONTROLS) else {}),
                        **({"killer": enum(("you", "opponent"), "destroyed: the player "
                                           "credited with the kill (" + ", ".join(
                                               r for rules in game.kill_credit.values()
                                               for r in rules) + ")"),
                            "killed_with": enum(("spell", "ability", "combat"),
                                                "destroyed: what the kill is credited "
                                                "to")}
                           if game.kill_credit else {})},
                       ("event",))
    status = game.cite_optional(Role.STATUS_TRIGGER)
    if status:  # FOW 906.9: `when: {state: <condition>}`, a status automatic ability
        when = {"anyOf": [when, obj({"state": {"$ref": "#/$defs/condition"}}, ("state",),
                                    description="a status automatic ability: it triggers as "
                                    "its condition comes to hold (" + ", ".join(status) + ")")]}
    ability = obj({"name": STRING, "kind": enum(v.ability_kinds), "cost": cost,
                   "targets": filters, "effect": effects,
                   "keywords": strings_of(v.keywords or None),
                   "optional": {"type": "boolean"}, "modes": {"type": "array", "items": mode},
                   "text": STRING,
                   "when": when,
                   "while": {"$ref": "#/$defs/condition"},
                   **({"each_turn": {"type": "integer", "minimum": 1, "description":
                                     "\"once each turn\" (1) or \"N times each turn\": "
                                     + "; ".join(said for said, role in (
                                         ("a triggered ability triggers at most that many "
                                          "times a turn" if game.limited_use_at_trigger else
                                          "a triggered ability is performed at most that many "
                                          "times a turn", Role.LIMITED_USE),
                                         ("an activated or resource ability is activated at "
                                          "most that many times a turn",
                                          Role.LIMITED_ACTIVATION))
                                         if game.cite_optional(role))
                                     + " (" + ", ".join(dict.fromkeys(
                                         r for role in (Role.LIMITED_USE,
                                                        Role.LIMITED_ACTIVATION)
                                         for r in (*game.cite_optional(role),
                                                   *(game.limited_use_at_trigger if role is
                                                     Role.LIMITED_USE else ())))) + ")"}}
                      if game.cite_optional(Role.LIMITED_USE) or
                      game.cite_optional(Role.LIMITED_ACTIVATION) else {})},
                  ("name", "kind"))
    card = obj({"type": enum(v.card_types), "types": strings_of(v.card_types), "cost": cost,
                "keywords": strings_of(v.keywords or None), "traits": strings_of(),
                "stats": obj({s: INT for s in v.stats}), "targets": filters,
                "effect": effects, "abilities": {"type": "array", "items": ability},
                "gives": {"type": "array", "items": ability,
                          "description": "abilities the card gives other objects and does "
                                         "not have itself (an effect's `modify: {abilities}`"
                                         ", or an attached card's Effect Text)"},
                "modes": {"type": "array", "items": mode},
                **({"requirements": args_schema(v.requirement_keys, game)}
                   if v.requirement_keys else {}),
                "additional_cost": cost, "text": STRING,
                **{k: arg_schema(a, game) for k, a in v.card_keys.items()}}, ("type",))
    game_obj = obj({"id": ID, "card": STRING, "owner": STRING, "controller": STRING,
                    "zone": _zone(game), "damage": NONNEG, "exhausted": {"type": "boolean"},
                    "face_down": {"type": "boolean"}, "counters": {"type": "object"},
                    "attached_to": ID, "traits": strings_of(),
                    "stats": obj({s: INT for s in v.stats}),
                    "choices": {"type": "object", "additionalProperties": STRING,
                              "description": "values named for the card's own `choose:` "
                                             "costs as it was played before the file began"},
                    **{k: arg_schema(a, game) for k, a in v.object_keys.items()}},
                   ("id", "card", "owner", "zone"))
    item = obj({"id": ID, "controller": STRING, "card": STRING, "ability": STRING,
                "source": ID, "targets": IDS, "choices": {"type": "object"},
                **{k: arg_schema(a, game) for k, a in v.item_keys.items()}}, ("id", "controller"))
    player = obj({**{r: INT for r in game.cost_resources()},
                  **{k: arg_schema(a, game) for k, a in v.player_keys.items()},
                  **({"lost": {"type": "boolean", "description": "the player lost before the "
                               "file's moment and is out of the game"}}
                     if game.standing_rules else {})})
    actions = [obj({"by": STRING, "do": {"const": verb.name},
                    **{k: arg_schema(a, game) for k, a in verb.args.items()}},
                   ("by", "do", *(k for k, a in verb.args.items() if a.required)),
                   description=verb.doc)
               for verb in game.all_verbs.values()]
    expect = obj({
        "resolved": IDS, "fizzled": IDS, "rejected": {"type": "array", "items": NONNEG},
        "stack": IDS, "priority": {"type": ["string", "null"]},
        "phase": enum((*v.phases, *v.steps)), "winner": {"type": ["string", "null"]},
        "players": {"type": "object"}, "objects": {"type": "object"},
        "cites": {"type": "array", "items": STRING,
                  "description": "extension: rule ids the ruling must cite"},
        "outcome": enum(("ongoing", "win", "draw"), "extension: how the game stands"),
        "replaced": {**IDS, "description": "extension: the items whose resolution a "
                     "replacement effect replaced (among `fizzled`), in order"},
        **{k: arg_schema(a, game) for k, a in v.expect_keys.items()}})
    assignments = {"type": "array", "items": obj({"from": ID, "to": ID, "amount": NONNEG},
                                                 ("from", "to", "amount"))}
    # a sacrifice cost is a filter, with how many (`count: 2`: "Korbankan 2 Follower"), or a
    # list of them, one per kind ("Korbankan 1 Follower dan 1 Relic")
    kind: list[Schema] = [{"$ref": "#/$defs/filter"}, {
        "type": "object", "required": ["count"], "description": "the filter's keys and `count`",
        "properties": {"count": {"type": "integer", "minimum": 1, "description": "how many "
                                 "objects the cost sacrifices (1 unless said); chosen with "
                                 "`choices: {sacrifice: [ids]}`"}}}]
    sacrifice: Schema = {"anyOf": [*kind, {
        "type": "array", "minItems": 1, "items": {"anyOf": kind},
        "description": "one entry per kind the cost sacrifices, each paid with its own "
                       "object(s) from the one `choices: {sacrifice: [ids]}` list"}]}
    return {"filter": filt, "ref": ref, "cost": cost, "sacrifice": sacrifice, "card": card,
            "object": game_obj, "item": item,
            "player": player, "action": {"oneOf": actions}, "expect": expect,
            "assignments": assignments,
            "effects": {"type": "array", "items": _effect(game)},
            "quantity": _quantity(game),
            "condition": _condition(game)}


def _flat(record: type[Effect], game: Rulebook, extra: dict[str, Schema] | None = None
          ) -> Schema:
    """A record written flat (`{stat: might, of: $1}`): its keys are its declared fields."""
    args = declared_args(record)
    return obj({**{k: arg_schema(a, game) for k, a in args.items()}, **(extra or {})},
               tuple(k for k, a in args.items() if a.required),
               description=" ".join((record.__doc__ or "").split()))


def _quantity(game: Rulebook) -> Schema:
    """A whole number, or an expression read when the instruction executes."""
    return {"anyOf": [INT, *(_flat(q, game) for q in quantity_kinds(game).values())]}


def _condition(game: Rulebook) -> Schema:
    """A named condition, or a quantity compared with exactly one comparator."""
    compared = []
    for q in quantity_kinds(game).values():
        one = _flat(q, game, {op: {"$ref": "#/$defs/quantity"} for op in COMPARATORS})
        one["oneOf"] = [{"required": [op]} for op in COMPARATORS]
        compared.append(one)
    alone = sorted(k for k, c in condition_kinds(game).items() if named_alone(c))
    return {"anyOf": [*(_flat(c, game) for c in condition_kinds(game).values()), *compared,
                      *([enum(alone)] if alone else [])]}


def _zone(game: Rulebook) -> Schema:
    v = game.vocab
    options: list[Schema] = [enum(v.zones)]
    for prefix in v.zone_prefixes:
        options.append({"type": "string", "pattern": f"^{prefix}:.+$"})
    return {"anyOf": options} if len(options) > 1 else options[0]


def _effect(game: Rulebook) -> Schema:
    """One instruction: exactly one effect key, its arguments from its declaration
    (engine/declare.py), with `if`, `as` and `optional` beside it. One object whose properties
    are every effect's, not one branch an effect kind (`oneOf` of them): a validator then reads
    an instruction's arguments once, against its own kind's schema, and says which argument is
    wrong, where the branches had every instruction tried against each kind (45 in Riftbound)
    and a wrong one reported as matching none."""
    bodies: dict[str, Schema] = {}
    for kind, decl in sorted(game.written_effects.items()):
        args = dict(decl.args)
        if decl.rest is not None:  # `{gain: {gold: 1, player: opponent}}`
            rest = args.pop(decl.rest)
            body = args_schema(args, game, decl.doc)
            body["properties"].update(arg_schema(rest, game)["properties"])
            body.pop("required", None)
        else:
            body = args_schema(args, game, decl.doc)
        bodies[kind] = body
    one = obj({**bodies, "if": {"$ref": "#/$defs/condition"}, "as": STRING,
               "optional": {"type": "boolean"}},
              description="exactly one of the effect keys, with `if`, `as` and `optional`")
    one["oneOf"] = [{"required": [kind]} for kind in bodies]
    return one


def ruling_schema() -> Schema:
    """The `judge resolve --json` object (contract, section 5, with judge's extension keys)."""
    cites = {"type": "array", "items": STRING}
    step = obj({"index": {"type": "integer", "minimum": 1}, "kind": STRING, "item": STRING,
                "actor": STRING, "action": NONNEG, "summary": STRING, "citations": cites,
                "auto": {"type": "boolean"}}, ("index", "kind", "summary", "citations"))
    final_object = {"type": "object", "required": ["zone", "damage", "exhausted"],
                    "properties": {"zone": STRING, "damage": NONNEG,
                                   "exhausted": {"type": "boolean"}}}
    return {
        "$schema": DRAFT, "$id": "https://judge.invalid/schema/ruling.json",
        "title": "judge ruling (judge resolve --json)",
        **obj({
            "schema": {"const": "judge.ruling/1"}, "game": STRING,
            "rulebook": obj({"id": STRING, "version": STRING, "edition": STRING},
                            ("id", "version")),
            "title": STRING, "question": {"type": ["string", "null"]},
            "steps": {"type": "array", "items": step},
            "resolved": {"type": "array", "items": STRING},
            "fizzled": {"type": "array", "items": obj({"item": STRING, "outcome": STRING,
                                                       "reason": STRING, "citations": cites},
                                                      ("item", "reason", "citations"))},
            "rejected": {"type": "array", "items": obj({"action": NONNEG, "reason": STRING,
                                                        "citations": cites},
                                                       ("action", "reason", "citations"))},
            "final": obj({"turn": {"type": "object", "required": ["player", "phase"]},
                          "priority": {"type": ["string", "null"]},
                          "players": {"type": "object"},
                          "objects": {"type": "object", "additionalProperties": final_object},
                          "stack": {"type": "array", "items": STRING},
                          "game": {"type": "object"}},
                         ("turn", "priority", "players", "objects", "stack")),
            "winner": {"type": ["string", "null"]},
            "outcome": enum(("ongoing", "win", "draw")),
            "policies": {"type": "array", "items": obj({"key": STRING, "id": STRING,
                                                        "option": STRING})},
            "findings": {"type": "array", "items": obj({"kind": STRING, "message": STRING,
                                                        "citations": cites})},
            "truncated": {"type": "boolean"},
            "answer": {"type": "array", "description": (
                "extension: the answer to the question, the facts that open the ruling first: "
                "each subject (as `ask:` names it), the fact as a sentence, its value in the "
                "final state, the step that decided it (null: nothing in the ruling changed "
                "it) and that step's rules"),
                "items": obj({"subject": STRING, "fact": STRING, "value": {},
                              "step": {"type": ["integer", "null"], "minimum": 1},
                              "citations": cites},
                             ("subject", "fact", "value", "step", "citations"))},
            "what_if": {"type": "array", "items": STRING,
                        "description": "extension: the what-if switches the ruling was made "
                                       "under, as typed (present only when there were some)"},
            "graph": obj({"directed": {"type": "boolean"}, "multigraph": {"type": "boolean"},
                          "graph": {"type": "object"},
                          "nodes": {"type": "array", "items": {"type": "object",
                                                               "required": ["id"]}},
                          "edges": {"type": "array", "items": {
                              "type": "object", "required": ["source", "target", "relation"]}}},
                         ("nodes", "edges"), extra=True),
        }, ("schema", "game", "rulebook", "steps", "resolved", "fizzled", "rejected", "final",
            "winner", "graph")),
    }
