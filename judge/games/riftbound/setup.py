"""Checking a scenario's Riftbound state (`state:` keys, battlefields, designations, the chain,
cards, actions and expectations): every problem is reported with its file position. The record
itself is read by `RBState.from_scenario` (state.py); the player count is `Riftbound.players`."""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.conditions import Condition
from judge.engine.control import UNTIL_SOURCE_LEAVES
from judge.engine.effects import Modify
from judge.engine.limited import check_used_this_turn
from judge.engine.refs import TRIGGER_PLACES
from judge.engine.setup import setup_file_problems
from judge.games.riftbound.ability_keywords import ABILITY_OF, grants_any, with_keyword_abilities
from judge.games.riftbound.control import is_chosen
from judge.games.riftbound.empower import has_empower_ability
from judge.games.riftbound.equip import NOT_ATTACHED, fixed_attachment_problem, has_equip_ability
from judge.games.riftbound.keywords import (
    GRANT_KEYS,
    GRANT_RULES,
    IMPLEMENTED,
    NUMBERED,
)
from judge.games.riftbound.repeat import abilities_with_repeat
from judge.games.riftbound.state import (
    MODE_RULES,
    MODES,
    as_int,
    as_map,
    battlefields,
    bf_of,
    facedown_bf,
    location_of,
    mode_of,
    unit_owners_at,
)
from judge.games.riftbound.terms import DEPENDENT
from judge.games.riftbound.vocab import STATES
from judge.model.cards import CardDef, Cost, card_effects
from judge.model.effects import Effect
from judge.model.filters import Filter, earlier_ref
from judge.model.scenario import ObjectSpec, Scenario
from judge.record import fields, nested_records
from judge.scenario.check import unsupported

Report = Callable[[tuple[str | int, ...], str], None]


# ----- checking the file -----------------------------------------------------------------------
def validate(sc: Scenario, problem: Report) -> None:
    bfs = battlefields(sc)
    players = set(sc.players)
    check_state(sc, bfs, players, problem)
    check_chain(sc, problem)
    check_objects(sc, bfs, problem)
    check_cards(sc, bfs, problem)
    check_actions(sc, problem)
    check_expect(sc, bfs, players, problem)
    check_game_start(sc, problem)
    check_mode(sc, problem)


def check_mode(sc: Scenario, problem: Report) -> None:
    """RB 484-489: the Mode of Play fixes the number of players; a 2v2 file's teams (RB 489.2,
    RB 489.5.c.1) must hold together (check_teams)."""
    given = sc.state.get("mode")
    mode = mode_of(sc)
    if isinstance(given, str) and MODES.get(given) != len(sc.players):
        problem(("state", "mode"), f"{given} is a game of {MODES.get(given)} players "
                f"(RB {MODE_RULES[given]}.1), the file has {len(sc.players)}")
        return
    if mode == "2v2":
        check_teams(sc, problem)
    elif "scoring_step" in sc.state:
        problem(("state", "scoring_step"), "only a 2v2 game records who held the battlefields "
                "at the Scoring Step (RB 489.8.b)")


def check_teams(sc: Scenario, problem: Report) -> None:
    """2v2 (RB 489): teammates (the first and third players in Turn Order, the second and
    fourth: RB 489.5.c.1) share one point total (RB 489.8.d.1) and play different Champion
    Legends and battlefields (RB 489.8.h, RB 489.8.i). Teammates' units at one battlefield
    follow house policy RB HP.11 at the first cleanup (control.teammates_apart)."""
    ids = list(sc.players)
    for team in (ids[0::2], ids[1::2]):
        totals = {p: as_int(sc.players[p].get("points")) for p in team}
        if len(set(totals.values())) > 1:
            problem(("players", team[1], "points"), f"{team[0]} and {team[1]} are teammates, "
                    "who always have the same number of points (RB 489.8.d.1): "
                    f"{totals[team[0]]} and {totals[team[1]]}")
        for kind, rule in (("legend", "RB 489.8.h"), ("battlefield", "RB 489.8.i")):
            _different_cards(sc, team, kind, rule, problem)
    _scoring_step(sc, problem)


def _different_cards(sc: Scenario, team: list[str], kind: str, rule: str,
                     problem: Report) -> None:
    seen: dict[str, str] = {}
    for i, obj in enumerate(sc.objects):
        card = sc.cards.get(obj.card)
        if card is None or not card.is_type(kind) or obj.owner not in team:
            continue
        other = seen.setdefault(card.name, obj.owner)
        if other != obj.owner:
            problem(("objects", i, "card"), f"{other} and {obj.owner} are teammates and may not "
                    f"both use {card.name} ({rule})")


def _scoring_step(sc: Scenario, problem: Report) -> None:
    given = sc.state.get("scoring_step")
    if given is None:
        return
    if not isinstance(given, dict) or set(given) - {"control", "occupied"}:
        problem(("state", "scoring_step"), "expected {control: {battlefield: player or null}, "
                "occupied: {battlefield: [players]}}")
        return
    players = set(sc.players)
    for bf, who in as_map(given.get("control")).items():
        if who is not None and not _is_player(who, players):
            problem(("state", "scoring_step", "control", bf), f"{_said(who)} is not a player")
    for bf, who in as_map(given.get("occupied")).items():
        if not isinstance(who, list) or not all(_is_player(p, players) for p in who):
            problem(("state", "scoring_step", "occupied", bf), "expected a list of players")


def check_game_start(sc: Scenario, problem: Report) -> None:
    """A file starting at `phase: setup` (mulligan.py) is the game before its first turn
    (RB 110-118): turn 1, every hand still empty (RB 116 draws them), nothing on the chain, no
    showdown, no points scored."""
    if not setup_file_problems(sc, problem, first_turn="RB 118", draws=4, draw_rule="RB 116",
                               stack_word="chain"):
        return
    for key in ("showdown", "scored", "played"):
        if sc.state.get(key):
            problem(("state", key), f"`{key}` cannot be set before the first turn")


def _player_or_null(value: object) -> bool:
    return value is None or isinstance(value, str)


def _is_player(value: object, players: set[str]) -> bool:
    """A player id (a string first: a list or mapping from the file cannot be looked up)."""
    return isinstance(value, str) and value in players


def check_state(sc: Scenario, bfs: list[str], players: set[str], problem: Report) -> None:
    st = sc.state
    for key in ("control", "contested"):
        for bf, who in as_map(st.get(key)).items():
            if who is not None and not _is_player(who, players):
                problem(("state", key, bf), f"{_said(who)} is not a player")
            if key == "contested" and who is None:
                problem(("state", key, bf), "name the contesting player (omit the battlefield "
                        "if it is not contested)")
    ids = {o.id for o in sc.objects}
    for p, lst in as_map(st.get("played")).items():
        if p not in players:
            problem(("state", "played", p), f"{p!r} is not a player")
        if not isinstance(lst, list) or not all(isinstance(i, str) and i in ids for i in lst):
            problem(("state", "played", p), "expected a list of the ids of cards in the file")
    for p, lst in as_map(st.get("scored")).items():
        if p not in players:
            problem(("state", "scored", p), f"{p!r} is not a player")
        if not _battlefield_list(lst, bfs):
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
                elif k == "at" and not (isinstance(v, str) and v in bfs):
                    problem(("state", "showdown", k), "expected a battlefield in play")
                elif k in ("focus", "attacker", "defender") and not _is_player(v, players):
                    problem(("state", "showdown", k), f"{_said(v)} is not a player")
                elif k == "combat" and not isinstance(v, bool):
                    problem(("state", "showdown", k), "expected true or false")
    for bf in bfs:
        # (a unit that changed hands there, `arrived_as`, arrived as another's: RB HP.47)
        owners = unit_owners_at(sc, bf, arrived=True)
        busy = bf in as_map(st.get("contested")) or (isinstance(sd, dict) and sd.get("at") == bf)
        if len(owners) > 1 and not busy:
            problem(("state",), f"units of {' and '.join(owners)} are both at {bf}: say who "
                    f"contested it (state.contested), give the showdown (state.showdown), or "
                    f"give a unit that changed hands there the player it arrived as "
                    f"(`arrived_as`)")


def check_arrived_as(sc: Scenario, i: int, spec: ObjectSpec, card: CardDef | None,
                     problem: Report) -> None:
    """`arrived_as`: a unit at a battlefield that changed hands there, under whose control it
    arrived (RB 190.3.a). It is said only where RB HP.47 reads it at the first cleanup
    (control.changed_hands): elsewhere it would change nothing, so it is an error."""
    given = dict(spec.extra).get("arrived_as")
    if given is None:
        return
    path = ("objects", i, "arrived_as")
    bf = bf_of(spec.zone)
    if not _is_player(given, set(sc.players)):
        problem(path, f"{_said(given)} is not a player")
    elif card is None or not card.is_type("unit") or bf is None or spec.face_down:
        problem(path, "only a unit at a battlefield changes hands where it stands (RB 190.3.a); "
                "a permanent in a base is in its controller's base (RB 107.1.c)")
    elif given == spec.controller:
        problem(path, f"it arrived under its controller ({given}): leave `arrived_as` out")
    elif bf in as_map(sc.state.get("contested")) or _showdown_at(sc) == bf:
        problem(path, f"{bf} is contested or in a showdown: its units are that procedure's "
                "(RB 190.4.b, RB 323.2), and a unit that changed hands there contests nothing "
                "of its own (RB HP.47)")
    elif (holder := _holder(sc, bf)) is not None and (
            holder == spec.controller or (mode_of(sc) == "2v2" and _teammates(
                sc, holder, spec.controller))):
        whose = "its controller" if holder == spec.controller else "its controller's teammate"
        problem(path, f"{whose} controls {bf}: a unit that changed hands there has nothing to "
                "contest (RB 190.3.a)")


def _showdown_at(sc: Scenario) -> object:
    sd = sc.state.get("showdown")
    return sd.get("at") if isinstance(sd, dict) else None


def _holder(sc: Scenario, bf: str) -> str | None:
    """Who controls `bf` as the file starts: `state.control`, else the only player whose units
    arrived there (RBState.from_scenario)."""
    given = as_map(sc.state.get("control"))
    if bf in given:
        holder = given[bf]
        return holder if isinstance(holder, str) else None
    owners = unit_owners_at(sc, bf, arrived=True)
    return owners[0] if len(owners) == 1 else None


def _teammates(sc: Scenario, a: str, b: str) -> bool:
    ids = list(sc.players)  # RB 489.5.c.1: the first and third, the second and fourth
    return a in ids and b in ids and ids.index(a) % 2 == ids.index(b) % 2


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
        if "equipped" in extra:
            problem(("objects", i, "equipped"), "`equipped` is a filter key; an object is "
                    "Equipped while equipment has `attached_to` it (RB 818.3)")
        if "token" in extra:
            problem(("objects", i, "token"), "`token` is a filter key; a token is made by "
                    "`play_token` or `create` (RB 179)")
        if card is not None and spec.attached_to is not None and card.is_type(*NOT_ATTACHED):
            kind = next(k for k in NOT_ATTACHED if card.is_type(k))
            why = fixed_attachment_problem(
                kind, sc.policies.get("attach.fixed_card") == "in-place", spec.zone, spec.id)
            if why:
                problem(("objects", i, "attached_to"), why)
        if "mighty" in extra:
            problem(("objects", i, "mighty"), "`mighty` is a filter key; a unit is Mighty while "
                    "its Might is 5 or more (RB 708): give it `stats: {might: ...}`")
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
        check_arrived_as(sc, i, spec, card, problem)
        used = extra.get("used_this_turn")
        if card is not None and isinstance(used, dict):
            check_used_this_turn(card, used, ("objects", i), problem)
        marked = extra.get("marked_by")
        if isinstance(marked, dict):
            for who in marked:
                if who not in sc.players:
                    problem(("objects", i, "marked_by", who), f"{who!r} is not a player: "
                            "`marked_by` names the players who marked its damage (RB 142.3.a)")
            if sum(n for n in marked.values() if isinstance(n, int)) > spec.damage:
                problem(("objects", i, "marked_by"), f"`marked_by` gives more damage than the "
                        f"{spec.damage} it starts with (`damage:`)")


#: Keywords Core Rules v1.3 does not define (RB 827-829 are new in v1.4).
V14_ONLY = {"empower": "RB 827", "empowered": "RB 828", "flow": "RB 829"}
#: Effects whose rules Core Rules v1.3 does not have (RB 193-196, winning, are new in v1.4).
V14_ONLY_EFFECTS = ("win_game", "lose_game")


def check_chosen_destination(name: str, card: CardDef, dest: str, problem: Report) -> None:
    """`move.to: $n` names a target that is a battlefield (RB 355.4: the destination chosen
    as the card is played or the ability finalized), in the card's or an ability's targets."""
    n = int(dest[1:])
    lists = (card.targets, *(a.targets for a in card.abilities))
    if not any(0 < n <= len(specs) and specs[n - 1].types == ("battlefield",)
               for specs in lists):
        problem(("cards", name), f"it moves units to {dest}, which is not a target of type "
                "battlefield (`targets: [..., {type: battlefield}]`)")


def check_cards(sc: Scenario, bfs: list[str], problem: Report) -> None:
    for name, card in list(sc.cards.items()):
        effects = card_effects(card)
        if grants_any(card, effects):
            check_ability_cost_keys(name, card, problem)
            card = sc.cards[name] = with_keyword_abilities(card)  # RB 827.1.c.1
            effects = card_effects(card)
        granted = (k for e in effects if isinstance(e, Modify) for k in e.keywords) \
            if sc.edition == "v1.3" else ()
        for word in (*card.keywords, *granted):  # printed, or granted by its text
            if word in V14_ONLY and sc.edition == "v1.3":
                raise unsupported(sc, ("cards", name, "keywords"), f"{word.capitalize()} is "
                                  f"defined from Core Rules v1.4 ({V14_ONLY[word]}), not in "
                                  "v1.3: rule the file as v1.4")
        if sc.edition == "v1.3" and any(e.kind == "replace" and getattr(e, "each_turn", None)
                                        for e in effects):
            raise unsupported(sc, ("cards", name), "`each_turn` on a replacement is ruled from "
                              "Core Rules v1.4 (RB 371.1); in v1.3 (its RB 371.1) every "
                              "once-each-turn replacement is optional, chosen event by event, "
                              "which judge does not model: rule the file as v1.4")
        if sc.edition == "v1.3" and any(e.kind == "replace" and getattr(e, "optional", False)
                                        for e in effects):
            raise unsupported(sc, ("cards", name), "`optional` on a replacement (\"you may ... "
                              "instead\") is ruled from Core Rules v1.4 (RB 371.2-371.2.b); "
                              "v1.3 (its RB 371.1-371.2) makes only once-each-turn ones "
                              "optional: rule the file as v1.4")
        if sc.edition == "v1.3" and any(e.kind == "applied_cost" for e in effects):
            raise unsupported(sc, ("cards", name), "`applied_cost`: a cost attached to a game "
                              "action is ruled from Core Rules v1.4 (RB 204.4); v1.3 does not "
                              "define one: rule the file as v1.4")
        if sc.edition == "v1.3" and any(e.kind == "lethal_any" for e in effects):
            raise unsupported(sc, ("cards", name), "`lethal_any`: an effect that changes how much "
                              "damage is lethal is ruled from Core Rules v1.4 (RB 142.4.c, and "
                              "who marks damage, RB 142.3.a); v1.3 has neither: rule the file "
                              "as v1.4")
        if sc.edition == "v1.3" and any(a.each_turn is not None
                                        for a in (*card.abilities, *card.gives)):
            raise unsupported(sc, ("cards", name), "`each_turn`: a limited-use trigger is ruled "
                              "from Core Rules v1.4 (RB 383.3.e); v1.3 (its RB 383.3.f) has "
                              "only \"once each turn\", always optional, decided as the "
                              "condition is met: rule the file as v1.4")
        outcome = next((e.kind for e in effects if e.kind in V14_ONLY_EFFECTS), None)
        if outcome is not None and sc.edition == "v1.3":
            raise unsupported(sc, ("cards", name), f"`{outcome}`: an effect that wins or loses "
                              "the game is ruled from Core Rules v1.4 (RB 195-195.1); v1.3 has "
                              "no rule for it: rule the file as v1.4")
        for dest in (str(getattr(e, "to", "")) for e in effects if e.kind == "move"):
            if is_chosen(dest):  # RB 355.4: a battlefield target the player chooses
                check_chosen_destination(name, card, dest, problem)
                continue
            if dest not in ("base", "here", *TRIGGER_PLACES) and \
                    bf_of(location_of("", dest) or "") not in bfs:
                problem(("cards", name), f"it moves units to {dest!r}, which is not base, here, "
                        "trigger_to, trigger_from or a battlefield in play")
        again = next((str(getattr(e, "keyword", "")) for e in effects if e.kind ==
                      "trigger_again" and getattr(e, "keyword", "") != "deathknell"), None)
        if again is not None:  # RB 808.1.d.2 makes each Deathknell trigger its own item
            raise unsupported(sc, ("cards", name), f"`trigger_again` of {again} abilities: "
                              "judge rules an additional trigger for Deathknell only, whose "
                              "rule makes each trigger its own pending item (RB 808.1.d.2)")
        for kind in {e.kind for e in effects if getattr(e, "duration", None) ==
                     UNTIL_SOURCE_LEAVES and e.kind != "gain_control"}:
            problem(("cards", name), f"`{kind}` with duration {UNTIL_SOURCE_LEAVES}: judge ends "
                    "only a control change when its source leaves the board (gain_control)")
        for action in {str(getattr(e, "action", "")) for e in effects if e.kind == "forbid"}:
            if action in ("attack", "block"):
                problem(("cards", name), f"it forbids to {action}, but Riftbound has no such "
                        "action: units attack by moving to a battlefield (forbid move) and "
                        "every unit there fights (RB 464.2.c)")
        check_dependent(name, card, problem, effects)
        check_trigger_places(name, card, problem)
        if "here" in filter_places(card):
            # RB 359.3.f.2: "here" is where the ability's own card is as it is read; a filter
            # reads no source, and a battlefield's id would not follow a unit that moves
            raise unsupported(sc, ("cards", name), "a filter's `at: here` (\"units here\": "
                              "where its own card is now, RB 359.3.f.2) is not modelled: judge "
                              "reads no source's place in a filter, and a battlefield's id "
                              "would not follow the card when it moves")
        check_filter_places(name, card, bfs, problem)
        if "empower" in card.keywords and not has_empower_ability(card.abilities):
            problem(("cards", name, "keywords"), "Empower is \"[Cost]: Empower this\" (RB "
                    "827.1.c.1): write it as an activated ability with `keywords: [empower]` "
                    "and the effect `empower: {target: self}`")
        if "equip" in card.keywords and not (card.is_type("gear") and
                                             has_equip_ability(card.abilities)):
            problem(("cards", name, "keywords"), "Equip is \"[Cost]: attach this gear to a "
                    "unit you control\" (RB 818.1.c.2): a gear with an activated ability with "
                    "`keywords: [equip]`, a unit target and the effect `attach: {to: $1}`")
        if "quick-draw" in card.keywords and not (card.is_type("gear") and
                                                  has_equip_ability(card.abilities)):
            problem(("cards", name, "keywords"), "Quick-Draw is on gear with Equip (RB "
                    "819.1.a): give the card its Equip ability")
        works = card.get("works_from")
        for ability in works if isinstance(works, dict) else ():
            if not any(a.name == ability and (a.kind == "triggered" or (
                    a.kind == "static" and a.effect and all(
                        x.kind == "replace" for x in a.effect))) for a in card.abilities):
                problem(("cards", name, "works_from", ability), "RB 385.2, RB 370.3: "
                        "`works_from` names a triggered ability of the card, or a static one "
                        "of replacement effects (`replace:`), and it has none of that name")
        check_repeat(sc, name, card, problem)
        check_flow(sc, name, card, problem)
        check_keyword_values(name, card, "keyword_values", card.keywords, problem)
        check_cost_keyword_grants(name, effects, problem)
        effect_keywords = card.get("effect_keywords")
        check_keyword_values(name, card, "effect_keyword_values", tuple(
            effect_keywords) if isinstance(effect_keywords, (tuple, list)) else (), problem)


def check_cost_keyword_grants(name: str, effects: list[Effect], problem: Report) -> None:
    """RB 829.1.c, RB 820.1.c, RB 818.1.c, RB 827.1.c: Flow, Repeat, Equip and Empower are always
    written with their cost, so a `modify` granting one says it: Flow's under `keyword_keys:
    {flow_cost: ...}`, Repeat's under `{repeat_cost: ...}`, Empower's under `{empower_cost:
    ...}`, Equip's under `{equip_cost: ...}`. A grant without it would be ruled as a keyword
    with no cost (exit 2 instead)."""
    for e in effects:
        if not isinstance(e, Modify):
            continue
        for k in e.keywords:
            if k in GRANT_KEYS and not any(key in (e.keyword_keys or {})
                                           for key in GRANT_KEYS[k]):
                problem(("cards", name), f"an effect of {name} grants {k.capitalize()} without "
                        f"its cost ({GRANT_RULES[k]}: {k.capitalize()} is written with its "
                        f"cost): write it beside it, `keywords: [{k}]` and `keyword_keys: "
                        f"{{{GRANT_KEYS[k][0]}: {{energy: 1}}}}`")


def check_ability_cost_keys(name: str, card: CardDef, problem: Report) -> None:
    """RB 827.1.c, RB 818.1.c: a card printing `empower_cost` has Empower (`keywords:
    [empower]`), one printing `equip_cost` Equip, and either writes that ability or gives its
    cost, not both."""
    for keyword, (key, _) in ABILITY_OF.items():
        if card.get(key) is None:
            continue
        path = ("cards", name, key)
        said = keyword.capitalize()
        if keyword not in card.keywords:
            problem(path, f"`{key}` is the cost of {said}: the card needs `keywords: "
                    f"[{keyword}]`")
        elif any(keyword in a.keywords for a in card.abilities):
            problem(path, f"the card writes its {said} ability: give its cost there, or "
                    f"`{key}` alone, not both")


def check_keyword_values(name: str, card: CardDef, key: str, keywords: tuple[str, ...],
                         problem: Report) -> None:
    """RB 807.1.b, RB 814.1.b, RB 809.1.b, RB 823.1.c: the X under `key` of numbered keywords
    among `keywords` (the card's own, or its Effect Text's: RB 718.3), each at least 1."""
    values = card.get(key)
    if values is None:
        return
    assert isinstance(values, dict)
    under = "keywords" if key == "keyword_values" else "effect_keywords"
    for k, v in values.items():
        path = ("cards", name, key, k)
        if k not in NUMBERED:
            problem(path, f"only {', '.join(NUMBERED)} take a number")
        elif k not in keywords:
            problem(path, f"the card does not have {k} under `{under}:`")
        elif not isinstance(v, int) or isinstance(v, bool) or v < 1:
            problem(path, "expected a whole number of at least 1")


def check_repeat(sc: Scenario, name: str, card: CardDef, problem: Report) -> None:
    """RB 820.1.a, RB 820.1.c: a spell with Repeat, or a card whose abilities have it (each lists
    `repeat` under its keywords: "my abilities have Repeat"), has one Repeat cost (`repeat_cost`:
    any cost, Energy, Power, discarding ...) (repeat.py). v1.3 puts Repeat on spells only."""
    raw = card.get("repeat_cost")
    many = card.get("repeat_costs")
    on_abilities = abilities_with_repeat(card)
    if "repeat" not in card.keywords and not on_abilities:
        for key, value in (("repeat_cost", raw), ("repeat_costs", many)):
            if value is not None:
                problem(("cards", name, key), "neither the card nor one of its abilities has "
                        "repeat under `keywords:`")
        return
    if "repeat" in card.keywords and not card.is_type("spell"):
        problem(("cards", name, "keywords"), "Repeat is on spells and abilities (RB 820.1.a): "
                "for a card whose abilities have it, list repeat under those abilities' "
                "`keywords:`")
    if on_abilities and sc.edition == "v1.3":
        raise unsupported(sc, ("cards", name, "abilities"), "Repeat on an ability is defined "
                          "from Core Rules v1.4 (RB 820.1.a); v1.3 puts it on spells only: "
                          "rule the file as v1.4")
    for a in on_abilities:
        if a.kind not in ("activated", "triggered"):
            problem(("cards", name, "abilities"), f"{a.name} is {a.kind}: Repeat is an "
                    "optional cost paid as an activated or triggered ability is played "
                    "(RB 820.1.c.1)")
    if many is not None:  # RB 820.3: several instances, one cost each
        check_repeat_instances(sc, name, card, raw, many, problem)
        return
    if not isinstance(raw, Cost) or raw.is_free:
        problem(("cards", name, "repeat_cost"), "a spell or ability with Repeat needs "
                "`repeat_cost`, e.g. {energy: 2} or {discard: 1}")


def check_repeat_instances(sc: Scenario, name: str, card: CardDef, one: object,
                           many: object, problem: Report) -> None:
    """RB 820.3: several instances of Repeat, `repeat_costs` (one cost each, in order) in
    place of `repeat_cost`, on a spell or an ability."""
    path = ("cards", name, "repeat_costs")
    if one is not None:
        problem(path, "give `repeat_costs` (several instances) or `repeat_cost` (one), not both")
    costs = many if isinstance(many, tuple) else ()
    if len(costs) < 2:
        problem(path, "`repeat_costs` lists two or more Repeat costs (one: `repeat_cost`)")
    if any(not isinstance(c, Cost) or c.is_free for c in costs):
        problem(path, "each Repeat cost is a cost, e.g. {energy: 2} or {discard: 1}")


def check_flow(sc: Scenario, name: str, card: CardDef, problem: Report) -> None:
    """RB 829.1.a, RB 829.1.c: a spell with Flow has a Flow cost (`flow_cost`: any cost), or
    one per instance of Flow (`flow_costs`, RB 829.1.c.3)."""
    raw = card.get("flow_cost")
    many = card.get("flow_costs")
    if "flow" not in card.keywords:
        for key, value in (("flow_cost", raw), ("flow_costs", many)):
            if value is not None:
                problem(("cards", name, key), "the card does not have flow under `keywords:`")
        return
    if not card.is_type("spell"):
        problem(("cards", name, "keywords"), "Flow is on spells (RB 829.1.a)")
    if many is not None:
        path = ("cards", name, "flow_costs")
        if raw is not None:
            problem(path, "give `flow_costs` (several instances) or `flow_cost` (one), not both")
        costs = many if isinstance(many, tuple) else ()
        if len(costs) < 2 or not all(isinstance(c, Cost) for c in costs):
            problem(path, "`flow_costs` lists two or more Flow costs (one: `flow_cost`)")
        return
    if not isinstance(raw, Cost):
        problem(("cards", name, "flow_cost"), "a spell with Flow needs `flow_cost`, e.g. "
                "{energy: 1} or {energy: 1, discard: 1}")


#: The trigger events whose object moved, with the place each reference can name (RB 359.3.f.3).
TRIGGER_PLACE_EVENTS = {"trigger_to": ("entered", "moved"),
                        "trigger_from": ("moved", "left", "destroyed")}


def filter_places(card: CardDef) -> set[str]:
    """The places its filters' `at:` name (`here`, `base`, a battlefield, `$1`)."""
    return {str(value) for r in nested_records(card) if isinstance(r, Filter)
            for key, value in r.extra if key == "at"}


def check_filter_places(name: str, card: CardDef, bfs: list[str], problem: Report) -> None:
    """A filter's `at:` is base, battlefield (any) or a battlefield in play: any other place
    (`here`, a battlefield the file does not have) no object is ever at, so its target would be
    refused on choosing and its group found empty, never the unit the card means."""
    for where in sorted(filter_places(card)):
        if where not in ("base", "battlefield") and earlier_ref(where) is None and \
                bf_of(location_of("", where) or "") not in bfs:
            problem(("cards", name), f"a filter's `at: {where}` is not base, battlefield or a "
                    "battlefield in play (for \"a unit here\" name the battlefield)")


def check_trigger_places(name: str, card: CardDef, problem: Report) -> None:
    """`trigger_to` / `trigger_from` name where a triggered ability's event moved its object:
    written elsewhere (a spell, an activated ability, a trigger on an event that moves nothing)
    they could name nothing, and a token would silently go to the base instead."""
    from judge.engine.conditions import reference_fields

    sources = [(f"abilities[{i}]", a.when.event if a.kind == "triggered" and a.when else None,
                (*a.effect, *(e for m in a.modes for e in m.effect)))
               for i, a in enumerate(card.abilities)]
    sources.append(("effect", None, (*card.effect, *(e for m in card.modes for e in m.effect))))
    for where, event, effects in sources:
        for e in effects:
            used = {str(v) for v in (getattr(e, "to", None), getattr(e, "location", None),
                                     *reference_fields(e)) if v in TRIGGER_PLACES}
            for ref in sorted(used):
                if event not in TRIGGER_PLACE_EVENTS[ref]:
                    problem(("cards", name, where), f"`{ref}` names where a triggered ability's "
                            f"event moved its object: only in a trigger on "
                            f"{' / '.join(TRIGGER_PLACE_EVENTS[ref])} (RB 359.3.f.3)")


def check_dependent(name: str, card: CardDef, problem: Report,
                    effects: list[Effect] | None = None) -> None:
    """RB 727, RB 812.1.a, RB 824.1.a, RB 828.1.a: a dependent keyword is its condition and the
    text after it. The card lists the keyword and writes that text with the keyword's condition
    (`{legion: true}`, `{level: N}`, `{empowered: true}`); one without the other is an error."""
    used = {kind for c in _conditions(card, effects) if (kind := getattr(c, "kind", "")) in
            DEPENDENT.values()}
    for keyword, kind in DEPENDENT.items():
        if keyword not in IMPLEMENTED:
            continue  # an honest "cannot rule" already
        if kind in used and keyword not in card.keywords:
            problem(("cards", name), f"its text depends on {keyword.capitalize()} ({{{kind}: ..."
                    f"}}), so the card has the keyword: add {keyword} to its keywords (RB 727)")
        if keyword in card.keywords and kind not in used:
            problem(("cards", name, "keywords"), f"{keyword.capitalize()} is a dependent "
                    f"keyword: write the text it makes active with `{{{kind}: ...}}` (`while:` "
                    "on an ability, `if:` on an instruction; RB 727)")


def _conditions(card: CardDef, effects: list[Effect] | None = None) -> list[object]:
    """Every condition in a card's text: its abilities' `while:` and triggers' `if:`, its
    instructions' `if:`, and the conditions inside them (`effects`: card_effects(card), when
    the caller has them already)."""
    found: list[object] = []

    def walk(value: object) -> None:
        if isinstance(value, tuple):
            for v in value:
                walk(v)
            return
        if not isinstance(value, Effect):
            return
        if isinstance(value, Condition):
            found.append(value)
        for f in fields(value):
            walk(getattr(value, f.name))

    for ability in card.abilities:
        walk(ability.condition)
        if ability.when is not None:
            walk(ability.when.condition)
    for effect in card_effects(card) if effects is None else effects:
        walk(effect)
    return found


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
    if "focus" in want and not (want["focus"] is None or _is_player(want["focus"], players)):
        problem(("expect", "focus"), "expected a player or null")
    if "state" in want and want["state"] not in STATES:
        problem(("expect", "state"), f"expected one of {', '.join(STATES)}")
    for key in ("control", "contested", "staged"):
        for bf, v in as_map(want.get(key)).items():
            if bf not in bfs:
                problem(("expect", key, bf), f"{bf!r} is not a battlefield in play")
            if key == "staged" and v not in (None, "showdown", "combat"):
                problem(("expect", key, bf), "expected showdown, combat or null")
            if key != "staged" and not (v is None or _is_player(v, players)):
                problem(("expect", key, bf), "expected a player or null")
    for p, lst in as_map(want.get("scored")).items():
        if p not in players:
            problem(("expect", "scored", p), f"{p!r} is not a player")
        if not _battlefield_list(lst, bfs):
            problem(("expect", "scored", p), "expected a list of battlefields in play")
    for key in ("combats", "scores"):
        listed = want.get(key)
        if key in want and not (isinstance(listed, list) and
                                all(isinstance(e, dict) for e in listed)):
            problem(("expect", key), "expected a list of mappings")
    sd = want.get("showdown", None)
    if "showdown" in want and sd is not None and not isinstance(sd, dict):
        problem(("expect", "showdown"), "expected null or a mapping")
    if isinstance(sd, dict):
        _check_expected_showdown(sd, bfs, players, problem)


#: What each key of `expect.showdown` may be (they are compared with the showdown partially).
_SHOWDOWN_STEPS = ("showdown", "damage", "resolution")


def _check_expected_showdown(sd: dict[str, object], bfs: list[str], players: set[str],
                             problem: Report) -> None:
    for k, v in sd.items():
        path = ("expect", "showdown", k)
        if k == "at" and not (isinstance(v, str) and v in bfs):
            problem(path, "expected a battlefield in play")
        elif k == "combat" and not isinstance(v, bool):
            problem(path, "expected true or false")
        elif k in ("focus", "attacker", "defender") and not (v is None or _is_player(v, players)):
            problem(path, "expected a player or null")
        elif k == "step" and v not in _SHOWDOWN_STEPS:
            problem(path, f"expected one of {', '.join(_SHOWDOWN_STEPS)}")
        elif k not in ("at", "combat", "focus", "attacker", "defender", "step"):
            problem(path, "unknown key; allowed: at, combat, focus, attacker, defender, step")


def _battlefield_list(value: object, bfs: list[str]) -> bool:
    return isinstance(value, list) and all(isinstance(b, str) and b in bfs for b in value)


def _said(value: object) -> str:
    """A value from the file, quoted as written when it is text (repr of a list or mapping
    is Python's spelling, not the file's)."""
    return repr(value) if isinstance(value, (str, int, float, bool)) else \
        f"a {'list' if isinstance(value, list) else 'mapping'}"

