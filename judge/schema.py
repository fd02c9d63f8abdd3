"""JSON Schemas (draft 2020-12) of a game's scenario files and of the JSON ruling.

The scenario schema is generated from the game's vocabulary, verbs, effect kinds and policies, so
it cannot drift from what the loader accepts; docs/schema/ holds the generated files (a test
checks they are current). The loader stays the authority (it also checks ids and cross-references
that a schema cannot); the schema serves editors and other tools.
"""

from __future__ import annotations

from typing import Any

from judge.engine.rulebook import ArgSpec, Rulebook, StateKey
from judge.model.effects import CORE_EFFECTS

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


def state_key(spec: StateKey) -> Schema:
    kinds: dict[str, Schema] = {
        "bool": {"type": "boolean"}, "int": INT, "str": enum(spec.choices) if spec.choices
        else STRING, "object": ID, "player": STRING, "map": {"type": "object"},
        "list": strings_of(spec.choices or None),
        "assign": {"$ref": "#/$defs/assignments"},
    }
    out = dict(kinds.get(spec.kind, {}))
    out["description"] = spec.doc
    return out


def arg(spec: ArgSpec) -> Schema:
    kinds: dict[str, Schema] = {
        "object": ID, "objects": IDS, "player": STRING, "target": ID, "targets": IDS,
        "item": ID, "str": STRING, "int": INT, "bool": {"type": "boolean"},
        "map": {"type": "object"}, "assign": {"$ref": "#/$defs/assignments"},
        "list": {"type": "array", "items": STRING},
    }
    out = dict(kinds.get(spec.kind, {}))
    if spec.doc:
        out["description"] = spec.doc
    return out


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
                      "on the way (triggered abilities), by item id",
                      "additionalProperties": obj({
                          "targets": IDS, "choices": {"type": "object"},
                          "decline": {"type": "boolean"},
                          "assign": {"$ref": "#/$defs/assignments"}, "order": IDS})},
        "state": obj({k: state_key(s) for k, s in v.state_keys.items()},
                     description="extension: the game's own starting state"),
        "notes": strings_of(), "tags": strings_of(),
        "rules": strings_of() | {"description": "extension: the rule ids a scenario pins"},
    }
    for word in v.stack_words:
        props[word] = stack
    return {"$schema": DRAFT, "$id": f"https://judge.invalid/schema/{game.id}.scenario.json",
            "title": f"judge scenario file: {game.name}", **obj(props, ("game", "turn",
                                                                        "players")),
            "$defs": defs}


def _defs(game: Rulebook) -> dict[str, Schema]:
    v = game.vocab
    resources = {r: INT for r in game.cost_resources()}
    cost = obj({**{r: NONNEG for r in game.cost_resources()}, "exhaust": {"const": "self"},
                "sacrifice": {"$ref": "#/$defs/filter"}, "discard": NONNEG})
    filt = obj({"type": strings_of(v.card_types), "traits": strings_of(),
                "controller": enum(("you", "opponent")), "zone": STRING,
                "keywords": strings_of(v.keywords or None), "player": {"type": "boolean"},
                "item": {"type": "boolean", "description": "a card or ability on the stack"},
                **{k: state_key(s) for k, s in v.object_keys.items()}})
    ref: Schema = {"anyOf": [STRING, obj({"each": {"$ref": "#/$defs/filter"}}, ("each",))],
                   "description": "$1, $2 ..., self, controller, opponent, an id, or "
                                  "{each: filter}"}
    effect_defs = _effects(game, ref)
    effects = {"type": "array", "items": {"oneOf": effect_defs}}
    mode = obj({"name": STRING, "targets": {"type": "array", "items": {"$ref": "#/$defs/filter"}},
                "effect": effects, "text": STRING}, ("name",))
    ability = obj({"name": STRING, "kind": enum(v.ability_kinds), "cost": cost,
                   "targets": {"type": "array", "items": {"$ref": "#/$defs/filter"}},
                   "effect": effects, "keywords": strings_of(v.keywords or None),
                   "optional": {"type": "boolean"}, "modes": {"type": "array", "items": mode},
                   "text": STRING,
                   "when": obj({"event": enum(v.events or _event_names()), "object": STRING,
                                "phase": enum((*v.phases, *v.steps)),
                                "filter": {"$ref": "#/$defs/filter"},
                                "player": enum(("you", "opponent"))}, ("event",))},
                  ("name", "kind"))
    card = obj({"type": enum(v.card_types), "types": strings_of(v.card_types), "cost": cost,
                "keywords": strings_of(v.keywords or None), "traits": strings_of(),
                "stats": obj({s: INT for s in v.stats}),
                "targets": {"type": "array", "items": {"$ref": "#/$defs/filter"}},
                "effect": effects, "abilities": {"type": "array", "items": ability},
                "modes": {"type": "array", "items": mode}, "requirements": {"type": "object"},
                "additional_cost": cost, "text": STRING,
                **{k: state_key(s) for k, s in v.card_keys.items()}}, ("type",))
    game_obj = obj({"id": ID, "card": STRING, "owner": STRING, "controller": STRING,
                    "zone": _zone(game), "damage": NONNEG, "exhausted": {"type": "boolean"},
                    "face_down": {"type": "boolean"}, "counters": {"type": "object"},
                    "attached_to": ID, "traits": strings_of(),
                    "stats": obj({s: INT for s in v.stats}),
                    **{k: state_key(s) for k, s in v.object_keys.items()}},
                   ("id", "card", "owner", "zone"))
    item = obj({"id": ID, "controller": STRING, "card": STRING, "ability": STRING,
                "source": ID, "targets": IDS, "choices": {"type": "object"},
                **{k: state_key(s) for k, s in v.item_keys.items()}}, ("id", "controller"))
    player = obj({**resources, **{k: state_key(s) for k, s in v.player_keys.items()}})
    core_verbs = {
        "pass": {},
        "play": {"card": ID, "targets": IDS, "choices": {"type": "object"}},
        "activate": {"object": ID, "ability": STRING, "targets": IDS,
                     "choices": {"type": "object"}},
    }
    required = {"play": ("card",), "activate": ("object", "ability")}
    actions = [obj({"by": STRING, "do": {"const": name}, **args},
                   ("by", "do", *required.get(name, ())))
               for name, args in core_verbs.items()]
    for verb in game.verbs.values():
        actions.append(obj({"by": STRING, "do": {"const": verb.name},
                            **{k: arg(a) for k, a in verb.args.items()}},
                           ("by", "do", *(k for k, a in verb.args.items() if a.required)),
                           description=verb.doc))
    expect = obj({
        "resolved": IDS, "fizzled": IDS, "rejected": {"type": "array", "items": NONNEG},
        "stack": IDS, "priority": {"type": ["string", "null"]},
        "phase": enum((*v.phases, *v.steps)), "winner": {"type": ["string", "null"]},
        "players": {"type": "object"}, "objects": {"type": "object"},
        "cites": {"type": "array", "items": STRING,
                  "description": "extension: rule ids the ruling must cite"},
        "outcome": enum(("ongoing", "win", "draw"), "extension: how the game stands"),
        **{k: state_key(s) for k, s in v.expect_keys.items()}})
    assignments = {"type": "array", "items": obj({"from": ID, "to": ID, "amount": NONNEG},
                                                 ("from", "to", "amount"))}
    return {"filter": filt, "card": card, "object": game_obj, "item": item, "player": player,
            "action": {"oneOf": actions}, "expect": expect, "assignments": assignments}


def _zone(game: Rulebook) -> Schema:
    v = game.vocab
    options: list[Schema] = [enum(v.zones)]
    for prefix in v.zone_prefixes:
        options.append({"type": "string", "pattern": f"^{prefix}:.+$"})
    return {"anyOf": options} if len(options) > 1 else options[0]


def _event_names() -> list[str]:
    from judge.engine.events import EventKind

    return [e.value for e in EventKind]


def _effects(game: Rulebook, ref: Schema) -> list[Schema]:
    res = {r: NONNEG for r in game.vocab.resources}
    target = {"target": ref}
    core: dict[str, Schema] = {
        "damage": obj({**target, "amount": NONNEG, "source": STRING}, ("target", "amount")),
        "prevent": obj({**target, "amount": {"anyOf": [NONNEG, {"const": "all"}]}},
                       ("target",)),
        "destroy": obj(target, ("target",)), "cancel": obj(target, ("target",)),
        "exhaust": obj(target, ("target",)), "ready": obj(target, ("target",)),
        "heal": obj(target, ("target",)),
        "move_zone": obj({**target, "to": STRING, "position": enum(("top", "bottom"))},
                         ("target", "to")),
        "modify": obj({**target, "stats": {"type": "object"}, "set_stats": {"type": "object"},
                       "traits": strings_of(), "set_traits": strings_of(),
                       "keywords": strings_of(game.vocab.keywords or None),
                       "duration": enum(game.durations)}, ("target",)),
        "gain": obj({"player": STRING, **res}), "pay": obj({"player": STRING, **res}),
        "draw": obj({"player": STRING, "count": NONNEG}),
        "counter": obj({**target, "name": STRING, "amount": INT}, ("target", "name")),
    }
    assert set(core) == {e.kind for e in CORE_EFFECTS}
    for name, spec in game.effects.items():
        core[name] = obj({k: (ref if a.kind == "target" else arg(a)) for k, a in spec.args.items()},
                         tuple(k for k, a in spec.args.items() if a.required),
                         description=spec.doc)
    return [obj({kind: body}, (kind,)) for kind, body in sorted(core.items())]


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
            "fizzled": {"type": "array", "items": obj({"item": STRING, "reason": STRING,
                                                       "citations": cites},
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
