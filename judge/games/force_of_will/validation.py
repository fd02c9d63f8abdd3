"""Game-level checks of a Force of Will scenario file, after the loader's own (every problem is
one line with its position; a mechanic judge does not implement is an honest "cannot rule")."""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.control import lasting_until_source_leaves
from judge.engine.limited import USED_THIS_TURN, check_used_this_turn
from judge.engine.setup import setup_file_problems
from judge.games.force_of_will import (
    alternative,
    attach,
    chaining,
    consensus,
    contract,
    dive,
    extension,
    fate,
    force,
    fusion,
    game_start,
    inverse,
    investigate,
    item_tokens,
    items,
    legend,
    mobilize,
    oath,
    reincarnation,
    revolution,
    shift,
    solo_mode,
    stacks,
    stranger,
    subrulers,
    transcend,
    two_face,
    valhalla,
    wardens,
)
from judge.games.force_of_will.ability_keywords import ABILITY_NEEDS, with_abilities
from judge.games.force_of_will.ability_keywords import pairing_problems as ability_pairing
from judge.games.force_of_will.conditional import (
    ConditionalText,
    pairing_problems,
    validate_gods_arts,
)
from judge.games.force_of_will.cost_keywords import COST_NEEDS
from judge.games.force_of_will.keyword_grants import (
    ONCE,
    with_granted_abilities,
    with_printed_in_force,
)
from judge.games.force_of_will.keyword_keys import (
    COST_KEYWORDS,
    GRANT_KEYS,
    KEYS_OPTIONAL,
    names_what_it_rests,
)
from judge.games.force_of_will.keywords import KEYWORD_NEEDS, PRIMAL_ROAR, primal_roar_ability
from judge.games.force_of_will.play_keywords import PLAY_NEEDS, STEALTH, with_bestow
from judge.games.force_of_will.state import ATTRIBUTES, BATTLE_STEPS, STEP_PHASE
from judge.model.cards import CardDef
from judge.model.scenario import Scenario
from judge.record import replace, walked_records

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.rulebook import Rulebook


def validate(game: Rulebook, scenario: Scenario,
             problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """Report problems with `problem(path, message)` (exit 2); raise UnsupportedMechanic for what
    judge cannot rule yet (exit 3), e.g. a warden's judgment process (wardens.py; the player
    count is checked before, from `ForceOfWill.players`)."""
    step = scenario.step
    if step is not None and STEP_PHASE.get(step) != scenario.phase:
        problem(("turn", "step"), f"step {step!r} is part of the {STEP_PHASE.get(step)} "
                f"phase, not the {scenario.phase} phase")
    _validate_battle_state(scenario, problem)
    _validate_game_start(scenario, problem)
    stranger.validate_setup(scenario, problem)
    validate_gods_arts(scenario, problem)
    items.validate_objects(scenario, problem)
    attach.validate_objects(scenario, problem)
    item_tokens.validate_objects(scenario, problem)
    subrulers.validate_objects(scenario, problem)
    legend.validate_objects(scenario, problem)
    stacks.validate_objects(scenario, problem)
    extension.validate(scenario, problem)
    wardens.validate_objects(scenario, problem)
    alternative.validate_scenario(scenario, problem)
    two_face.validate_objects(scenario, problem)
    inverse.validate_scenario(scenario, problem)
    revolution.validate_objects(scenario, problem, lambda n: _library_rulers(game, n))
    for i, spec in enumerate(scenario.objects):
        card = scenario.cards.get(spec.card)
        used = dict(spec.extra).get(USED_THIS_TURN)
        if card is not None and isinstance(used, dict):  # FOW 104.1: a limited replacement's
            check_used_this_turn(card, used, ("objects", i), problem)
        for key, zone, what in (("entered_this_turn", "field", "entered the field"),
                                ("set_this_turn", "standby", "was put into the standby area")):
            if dict(spec.extra).get(key) and spec.zone != zone:
                problem(("objects", i, key), f"only an object in the {zone.replace('_', ' ')} "
                        f"{what} this turn; this one is in {spec.zone}")
    for name, card in list(scenario.cards.items()):
        _validate_card(game, scenario, name, card, problem)
        pairing, with_its_abilities, granted_anywhere = _text_facts(game, name, card)
        for where, message in pairing:
            problem(where, message)
        if with_its_abilities is not card:
            scenario.cards[name] = with_its_abilities  # FOW 1116.2, 1127.2
        # Every keyword written with a number or cost is granted with it (GRANT_KEYS): a grant
        # without it leaves out what the keyword always says (exit 2, saying how to write it).
        for key in sorted(set(granted_anywhere) & set(GRANT_KEYS) - set(KEYS_OPTIONAL)):
            problem(("cards", name), _grant_without_its_keys(name, key))
        if "revolution_order" in granted_anywhere:
            # FOW 712.2-712.2a: the keyword is its section (the will paid, the order side):
            # granted bare, a ruler "had" it with nothing to order by (refused for want of an
            # order side, 712.3a), and no grant can carry the section
            problem(("cards", name), f"an effect of {name} grants [Revolution Order], which is "
                    "always written with its section, the will paid and the order side (FOW "
                    "712.2-712.2a), on the ruler itself (`revolution_order:`, `order:`): a grant "
                    "cannot carry them, so a ruler gaining [Revolution Order] cannot be written")
    # FOW 1102.3, HP.37: a keyword ability an object has once, printed and granted in this file
    granted = {k for card in scenario.cards.values() for a in card.gives for k in a.keywords
               if k in ONCE}
    for name, card in list(scenario.cards.items()) if granted else ():
        scenario.cards[name] = with_printed_in_force(card, granted)


def _grant_without_its_keys(name: str, key: str) -> str:
    """FOW 1161.2, 1183.2, ...: a keyword with a number or cost is always written with it, so
    card text granting it says it too: a file that does not is incomplete (exit 2), and says how
    to write it (a `modify`'s `keyword_keys`; an ability under `gives:` has no place for it)."""
    keys = ", ".join(f"{k}: ..." for k in GRANT_KEYS[key])
    return (f"an effect of {name} grants [{key.replace('_', ' ').title()}] without what the "
            f"keyword always says ({NUMBERED_RULES[key]}: {KEYWORD_SAYS[key]}): grant it with a "
            f"`modify` that writes it beside it, `keywords: [{key}]` and `keyword_keys: "
            f"{{{keys}}}` (an ability under `gives:` cannot carry it)")


#: What each keyword a grant gives its number or cost is always written with.
KEYWORD_SAYS = {"reincarnation": "the name and the cost", "defiant": "its number",
                "vileborn": "its number", "solarisation": "its number", "linkage": "its zone",
                "awakening": "its cost", "ambush": "its cost", "ibka": "its cost",
                "raid": "its cost", "incarnation": "the attributes of what it banishes",
                "limit": "its number", "mana": "its number",
                "mobilize": "its cost, or the type or race a regalia's rests",
                "mastery": "the name, race or condition of the card it rests",
                "evolution": "its cost", "bestow": "its cost", "moontide": "its cost",
                "call_of_valhalla": "its number", "primal_roar": "its number",
                "investigate": "its number", "divinity": "its number",
                "stranger": "its number",
                "resonance": "its magic stone type (its text: an ability under `gives:` marked "
                "`keywords: [resonance]`, named in the `modify`'s `abilities:`)"}


#: Keywords with a number that their own modules read ([Call of Valhalla]'s replacement,
#: [Investigate]'s ability, [Reincarnation]'s name and cost, [Divinity] in runes.py), printed or
#: granted (GRANT_KEYS).
OWN_NUMBER_KEYWORDS = ("call_of_valhalla", "investigate", "reincarnation", "divinity")
#: The rule that gives each keyword written with a number or cost its meaning.
NUMBERED_RULES = {"limit": "FOW 1118.2", "mobilize": "FOW 1129.2", "mana": "FOW 1122.2",
                  "defiant": "FOW 1183.2", "primal_roar": "FOW 1194.2", "vileborn": "FOW 1185.2",
                  "awakening": "FOW 1110.2", "incarnation": "FOW 1111.2", "ambush": "FOW 1174.2",
                  "bestow": "FOW 1121.2", "ibka": "FOW 1191.2", "raid": "FOW 1196.2",
                  "mastery": "FOW 1154.2", "solarisation": "FOW 1162.2", "linkage": "FOW 1166.2",
                  "evolution": "FOW 1116.2", "resonance": "FOW 1127.2", "moontide": "FOW 1189.2",
                  "call_of_valhalla": "FOW 1187.2", "investigate": "FOW 1170.2",
                  "reincarnation": "FOW 1161.2", "divinity": "FOW 1136.2",
                  "stranger": "FOW 1142.2"}


TextFacts = tuple[tuple[tuple[tuple[str | int, ...], str], ...], CardDef, tuple[str, ...]]


def _text_facts(game: Rulebook, name: str, card: CardDef) -> TextFacts:
    """What a card's text alone decides: the problems of its keywords and their text (a
    conditional-text keyword and its condition, FOW 1124.1 ...; [Enter], [Resonance],
    [Inheritance] and their abilities), the card with the abilities its keywords give
    (with_abilities), and every keyword a `modify` anywhere in its text grants. One walk over
    its text; a shared library card's (parsed once a process, frozen) is remembered, as every
    file that uses the card asked the same again."""
    shared = game.data.parsed_cards.get(name) is card
    if shared:
        known = _SHARED_FACTS.get(id(card))
        if known is not None and known[0] is card:
            return known[1]
    records = walked_records(card)
    used = {r.kind for r in records if isinstance(r, ConditionalText)}
    pairing = (*pairing_problems(name, card.keywords, used), *ability_pairing(name, card),
               *_granted_keys_problems(game, name, records))
    # A keyword a `modify` grants, or one an ability under `gives:` carries (granted with it,
    # engine/granted.py): neither writes the card keys of a keyword with a number or cost.
    granted = (*(k for r in records if getattr(r, "kind", "") == "modify"
                 for k in getattr(r, "keywords", ()) if not _carries_its_keys(r, k)),
               *(k for a in card.gives for k in a.keywords if k != "resonance"),
               *_resonance_without_its_type(card, records))
    facts: TextFacts = (pairing, with_granted_abilities(with_abilities(card)), granted)
    if shared:
        _SHARED_FACTS[id(card)] = (card, facts)
    return facts


def _resonance_without_its_type(card: CardDef, records: list[object]) -> list[str]:
    """FOW 1127.2: [Resonance] text under `gives:` (an ability marked `keywords: [resonance]`)
    is granted with its magic stone type: a `modify` naming it without `keywords: [resonance]`
    and `keyword_keys: {resonance: ...}` leaves out what it triggers on (a grant without it)."""
    texts = {a.name for a in card.gives if "resonance" in a.keywords}
    return ["resonance" for r in records if getattr(r, "kind", "") == "modify"
            and texts & set(getattr(r, "abilities", ()))
            and not ("resonance" in getattr(r, "keywords", ())
                     and _carries_its_keys(r, "resonance"))]


def _carries_its_keys(modify: object, keyword: str) -> bool:
    """Whether a `modify` granting `keyword` carries every card key it reads (`keyword_keys`,
    Rulebook.granted_keyword_keys: FOW 1161.2 [Reincarnation]'s name and cost)."""
    needs = GRANT_KEYS.get(keyword)
    keys = getattr(modify, "keyword_keys", None) or {}
    return needs is not None and all(k in keys for k in needs)


#: _text_facts of shared library cards, by the card's identity, kept with the card so that a
#: reused id is never mistaken for it.
_SHARED_FACTS: dict[int, tuple[CardDef, TextFacts]] = {}


START_LIFE = 4000  # FOW 405.3


def _validate_game_start(scenario: Scenario,
                         problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """A file starting at `phase: setup` (game_start.py) is the game before its first turn
    (FOW 405): turn 1, no step, every hand still empty (FOW 405.5 fills them), nothing on the
    chase."""
    if not setup_file_problems(scenario, problem, first_turn="FOW 405.6c", draws=5,
                               draw_rule="FOW 405.5", stack_word="chase"):
        return
    for player, record in scenario.players.items():
        life = record.get("life", START_LIFE)
        if life != START_LIFE:
            problem(("players", player, "life"), f"each player starts the game with "
                    f"{START_LIFE} life (FOW 405.3)")
    _energize_coins(scenario, problem)


def _energize_coins(scenario: Scenario,
                    problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """FOW 1119.1-1119.2: every ruler has [Energize], so once the first player is decided (405.4,
    part of the board a setup file states) a player who is not first has a will coin token in
    their item area, producing one will of their starting rulers' attributes (void without
    any, 1119.2a). judge cannot read a ruler's attribute icons, so the file states the coin; one
    that leaves it out would be ruled as if the player had none."""
    first = scenario.turn_player
    for player in scenario.players:
        if player == first:
            continue
        owned = [o for o in scenario.objects if o.owner == player]
        ruler = next((o for o in owned if o.zone == "ruler_area" and (
            card := scenario.cards.get(o.card)) is not None and card.is_type("ruler")), None)
        coin = any(o.zone == "item_area" and (card := scenario.cards.get(o.card)) is not None
                   and card.is_type("will_coin") for o in owned)
        if ruler is not None and not coin:
            problem(("objects", scenario.objects.index(ruler)), f"{player} is not the first "
                    "player, and every ruler has [Energize] (FOW 1119.1-1119.2): they start the "
                    "game with a will coin token in their item area, producing one will of "
                    "their starting rulers' attributes (void if none, FOW 1119.2a); write it, "
                    f"e.g. {{id: coin, card: Fire Will Coin, owner: {player}, zone: item_area}} "
                    "(a card of type will_coin with `will_coin:` its will)")


def _validate_battle_state(scenario: Scenario,
                           problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    st = scenario.state
    battle_keys = ("attacker", "attacked", "blocker", "block_declared", "struck_first",
                   "opponent_acted")
    ids = {o.id for o in scenario.objects}
    for key in battle_keys:
        if key in st and scenario.step not in BATTLE_STEPS:
            problem(("state", key), "battle state needs a battle step in `turn.step` (one of "
                    f"{', '.join(BATTLE_STEPS)})")
    attacked = st.get("attacked")
    if attacked is not None and attacked not in ids and attacked not in scenario.players:
        problem(("state", "attacked"), f"no player or object with id {attacked!r}")
    if ("attacker" in st) != ("attacked" in st):
        problem(("state",), "`attacker` and `attacked` must be given together")
    if "blocker" in st and "attacker" not in st:
        problem(("state", "blocker"), "a blocker needs an `attacker`")
    if scenario.step in ("declare_block", "first_strike", "normal_damage") and \
            "attacker" not in st:
        problem(("state",), f"the {scenario.step} step needs the `attacker` and `attacked`")
    extra = st.get("extra_turns")
    for i, player in enumerate(extra if isinstance(extra, (list, tuple)) else ()):
        if player not in scenario.players:  # FOW 1025: a player takes an additional turn
            problem(("state", "extra_turns", i), f"no player with id {player!r}")


#: Card keys that belong to one card type: on any other card nothing would read them.
SIDE_KEYS = {"j_ruler": ("ruler", "a ruler names its J-ruler side"),
             "ruler": ("j_ruler", "a J-ruler names its ruler side"),
             "judgment_cost": ("ruler", "a ruler's [Judgment] costs it"),
             "judgment_conditions": ("ruler", "a ruler's [Judgment] section prints them"),
             "second_form": ("j_ruler", "a colossal ruler's 1st form J-ruler names its 2nd form")}


def _names_its_side(card: CardDef, key: str) -> bool:
    """Whether `key` names the other side of a card of this type: a ruler's or a warden's
    `j_ruler:`, a J-ruler's `ruler:` or `warden:` (FOW 1302.6)."""
    if key == "j_ruler":
        return card.is_type("ruler", wardens.WARDEN)
    if key == "second_form":  # FOW 1304.2
        return card.is_type("j_ruler") and "judgment" in card.keywords
    return card.is_type("j_ruler")


def _player_dealers(name: str, card: CardDef,
                    problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """FOW 912: damage is dealt by a card (an ability's card, or the J/resonator in battle); a
    player is no source of damage, so `damage.source: $n` naming a player target is an error
    (it once dealt the damage with a player as its source, a ruling the rules do not make)."""
    texts: list[tuple[tuple[str | int, ...], tuple[object, ...], tuple[object, ...]]] = [
        (("cards", name, "effect"), card.targets, card.effect)]
    texts += [(("cards", name, "abilities", i, "effect"), a.targets, a.effect)
              for i, a in enumerate(card.abilities)]
    for where, specs, effects in texts:
        for j, e in enumerate(effects):
            source = getattr(e, "source", None) if getattr(e, "kind", "") == "damage" else None
            if not (isinstance(source, str) and source.startswith("$") and source[1:].isdigit()):
                continue
            k = int(source[1:]) - 1
            if 0 <= k < len(specs) and getattr(specs[k], "player", False):
                problem((*where, j, "damage", "source"), f"{source} is a player target: a "
                        "player deals no damage, its source is a card (FOW 912)")


def _player_barrier_types(name: str, card: CardDef,
                          problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """FOW 1120.5: `player_keywords`' `barrier:` narrows the player's [Barrier]: written beside
    keywords without it, nothing would read it (an error, not a key silently ignored)."""
    texts = [(("cards", name, "effect"), card.effect)] + [
        (("cards", name, "abilities", i, "effect"), a.effect) for i, a in enumerate(card.abilities)]
    for where, effects in texts:
        for j, e in enumerate(effects):
            if getattr(e, "kind", "") == "player_keywords" and getattr(e, "barrier", ()) and \
                    "barrier" not in getattr(e, "keywords", ()):
                problem((*where, j, "player_keywords", "barrier"), "`barrier:` narrows a "
                        "player's [Barrier] (FOW 1120.5): it needs `keywords: [barrier]`")


def _validate_card(game: Rulebook, scenario: Scenario, name: str, card: CardDef,
                   problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    _validate_until_it_leaves(scenario, name, card, problem)
    _player_dealers(name, card, problem)
    _player_barrier_types(name, card, problem)
    for i, ability in enumerate(card.abilities):
        if ability.when is not None and ability.when.phase == "setup":
            # The setup is before the first turn, no phase that begins (FOW 405).
            problem(("cards", name, "abilities", i, "when", "phase"), "the setup is no phase "
                    "that begins: \"at the beginning of the game\" is `event: game_started` "
                    "(FOW 502.1)")
    for key, (ctype, why) in SIDE_KEYS.items():
        if card.get(key) is not None and not card.is_type(ctype) and \
                not (key != "ruler" and card.is_type("warden")) and \
                not (key == "judgment_cost" and card.get("second_form") is not None):
            # FOW 1309.1, 705.1; FOW 1304.5: a 1st form J-ruler's [Judgment] costs it too
            problem(("cards", name, key), f"only {why}: {name} is no {ctype.replace('_', '-')}, "
                    "so nothing would read it")
    if card.get("barrier") is not None and "barrier" not in card.keywords:
        # FOW 1120.3: the card types narrow the card's own [Barrier]; without one, nothing reads
        problem(("cards", name, "barrier"), "only a card with [Barrier] (`keywords: "
                "[barrier]`) has it narrowed to card types ([Barrier] <Chant>, FOW 1120.3)")
    barrier = card.get("barrier")
    if isinstance(barrier, tuple) and "opponent" in barrier and len(barrier) > 1:
        # FOW 1120.3a: <opponent> names whose spells and abilities, not which card types
        problem(("cards", name, "barrier"), "[Barrier] <opponent> is `barrier: [opponent]` "
                "alone; card types narrow another [Barrier] (FOW 1120.3, 1120.3a)")
    if card.get("judgment_cost") is not None and "judgment" not in card.keywords:
        problem(("cards", name, "judgment_cost"), "only a ruler with [Judgment] (`keywords: "
                "[judgment]`) has a judgment cost")
    for key in ("j_ruler", "ruler", wardens.SIDE, "second_form"):
        side = card.get(key)
        if side is None or not _names_its_side(card, key):
            continue  # reported above (a `warden:` side: by wardens.validate_card)
        if str(side) not in scenario.cards:
            found = _library_card(game, str(side))
            if found is None:
                problem(("cards", name, key), f"no card named {side!r} under `cards:` or in "
                        "the Force of Will card library")
                continue
            scenario.cards[str(side)] = found
            second = found.get("second_form")  # FOW 1304.2: a colossal ruler's 2nd form
            if second is not None and str(second) not in scenario.cards:
                more = _library_card(game, str(second))
                if more is not None:
                    scenario.cards[str(second)] = more
    wardens.validate_card(scenario, name, card, problem)
    _validate_keyword_keys(game, scenario, name, card, problem)
    card = scenario.cards[name]  # with the abilities its keywords give it ([Bestow] ...)
    card = scenario.cards[name] = solo_mode.validate_card(scenario, name, card, problem)
    card = scenario.cards[name] = revolution.validate_card(
        scenario, name, card, problem, lambda n: _library_card(game, n))
    card = scenario.cards[name] = items.validate_card(scenario, name, card, problem)
    card = scenario.cards[name] = subrulers.validate_card(scenario, name, card, problem)
    card = scenario.cards[name] = shift.validate_card(
        scenario, name, card, problem, lambda n: _library_card(game, n))
    fate.validate_card(scenario, name, card, problem, lambda n: _library_card(game, n))
    chaining.validate_card(scenario, name, card, problem)
    fusion.validate_card(scenario, name, card, problem)
    card = scenario.cards[name] = force.validate_card(scenario, name, card, problem)
    card = scenario.cards[name] = legend.validate_card(scenario, name, card, problem)
    card = scenario.cards[name] = dive.validate_card(scenario, name, card, problem)
    card = scenario.cards[name] = alternative.validate_card(scenario, name, card, problem)
    two_face.validate_card(scenario, name, card, problem)
    inverse.validate_card(scenario, name, card, problem)
    card = scenario.cards[name] = stacks.validate_card(scenario, name, card, problem)
    card = scenario.cards[name] = valhalla.validate_card(scenario, name, card, problem)
    investigate.validate_card(scenario, name, card, problem)
    reincarnation.validate_card(scenario, name, card, problem)
    oath.validate_card(scenario, name, card, problem)
    item_tokens.validate_card(name, card, problem)
    contract.validate_card(scenario, name, card, problem, lambda n: _library_card(game, n))
    transcend.validate_card(scenario, name, card, problem)
    game_start.validate_card(name, card, problem)
    card = scenario.cards[name] = consensus.validate_card(scenario, name, card, problem)
    has_divinity = card.get("divinity") is not None
    if card.is_type("rune") and not has_divinity:
        problem(("cards", name), "a rune needs its divinity, e.g. `divinity: 2` (FOW 711.4)")
    elif "divinity" in card.keywords and not has_divinity:
        problem(("cards", name), "[Divinity] needs its number, e.g. `divinity: 3` (FOW 1136.2)")
    elif has_divinity and not card.is_type("rune") and "divinity" not in card.keywords:
        problem(("cards", name, "divinity"), "`divinity:` is the divinity of a rune or the "
                f"number of [Divinity]; {name} is no rune and has no [Divinity]")
    if "judgment" in card.keywords and card.is_type("ruler") and card.get("j_ruler") is None:
        problem(("cards", name), "a ruler with [Judgment] needs `j_ruler: <card name of its "
                "J-ruler side>`")
    if "judgment" in card.keywords and card.is_type("j_ruler") and card.get("second_form") is None:
        problem(("cards", name), "a J-ruler with [Judgment] is a colossal ruler's 1st form and "
                "needs `second_form: <card name of its 2nd form J-ruler>` (FOW 705.3b, 1304.5)")
    if card.get("second_form") is not None and "judgment" not in card.keywords:
        problem(("cards", name, "second_form"), "a 1st form J-ruler changes into its 2nd form by "
                "its [Judgment] (`keywords: [judgment]`, FOW 1304.5)")
    cost = card.get("judgment_cost")
    if isinstance(cost, dict):
        for k, v in cost.items():
            if k in game.cost_resources() and v in ("x", "X"):
                continue  # FOW 705.2a: X chosen as the judgment process is played, not 0
            if k not in game.cost_resources() or not isinstance(v, int) or isinstance(v, bool) \
                    or v < 0:
                problem(("cards", name, "judgment_cost", k), "expected a will kind ("
                        f"{', '.join(game.cost_resources())}) with a whole number >= 0, or x "
                        "(FOW 705.2a)")


def _check_cost(game: Rulebook, cost: object, where: tuple[str | int, ...],
                problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """A keyword's cost, printed or granted (`awakening: {fire: 1}`): will kinds and numbers."""
    for k, v in cost.items() if isinstance(cost, dict) else ():
        if k not in game.cost_resources() or not isinstance(v, int) or isinstance(v, bool) \
                or v < 0:
            problem((*where, k), "expected a will kind ("
                    f"{', '.join(game.cost_resources())}) with a whole number >= 0")


def _check_symbols(symbols: object, where: tuple[str | int, ...],
                   problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """[Incarnation]'s attributes, printed or granted (FOW 1111.2)."""
    for i, symbol in enumerate(symbols if isinstance(symbols, (tuple, list)) else ()):
        if not symbol or any(part not in ATTRIBUTES for part in str(symbol).split("/")):
            problem((*where, i), "expected an attribute ("
                    f"{', '.join(ATTRIBUTES)}), or several joined by / for \"or\"")


def _granted_keys_problems(game: Rulebook, name: str, records: list[object]
                           ) -> list[tuple[tuple[str | int, ...], str]]:
    """The cost or attributes a grant carries (`keyword_keys`) are checked like printed ones."""
    said: list[tuple[tuple[str | int, ...], str]] = []
    for record in records:
        keys = getattr(record, "keyword_keys", None) if getattr(record, "kind", "") == \
            "modify" else None
        for key, value in (keys or {}).items():
            where = ("cards", name, "keyword_keys", key)
            if key in COST_KEYWORDS or (key == "mobilize" and not names_what_it_rests(value)):
                # FOW 1129.2: a J/resonator's [Mobilize] is a cost (a regalia's rests, 1129.3)
                _check_cost(game, value, where, lambda p, m: said.append((p, m)))
            elif key == "incarnation":
                _check_symbols(value, where, lambda p, m: said.append((p, m)))
    return said


def _validate_keyword_keys(game: Rulebook, scenario: Scenario, name: str, card: CardDef,
                           problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """A keyword's number or cost goes with the keyword: one without the other says nothing
    judge could rule on. [Mobilize] (type or race) of a regalia (FOW 1129.3-1129.4) is not
    implemented yet."""
    keywords = set(card.keywords)
    given = {k for k, v in card.extra if v is not None}  # card.get(k) is not None: one walk
    for key, needs in _NEEDS.items():
        written = key in given and card.get(key) is not None
        if key in keywords and not written:
            problem(("cards", name), f"[{key.title()}] needs {needs}")
        elif written and key not in card.keywords:
            problem(("cards", name, key), f"`{key}:` is the number or cost of the keyword "
                    f"[{key.title()}], which {name} does not have (`keywords: [{key}]`)")
    regalia_mobilize = "mobilize" in card.keywords and not card.is_type("resonator", "j_ruler")
    if regalia_mobilize and (wrong := mobilize.validate(card)) is not None:
        problem(("cards", name, "mobilize"), wrong)
    # every keyword whose key is a cost (a raid: {fire: []} was read as one when played)
    for key in ("mobilize", *COST_KEYWORDS, "shift"):
        if not (key == "mobilize" and regalia_mobilize):
            _check_cost(game, card.get(key), ("cards", name, key), problem)
    _check_symbols(card.get("incarnation"), ("cards", name, "incarnation"), problem)
    stealth = [a for a in card.abilities if a.name == STEALTH]
    if "stealth" in card.keywords and (len(stealth) != 1 or stealth[0].kind != "triggered"):
        problem(("cards", name), "[Stealth] needs one triggered ability named `Stealth` whose "
                "`when:` is its condition (the card's own text is what is played)")
    elif stealth and "stealth" not in card.keywords and stealth[0].kind == "triggered":
        problem(("cards", name, "abilities"), "a triggered ability named `Stealth` is the "
                f"condition of [Stealth], which {name} does not have (`keywords: [stealth]`)")
    if "bestow" in card.keywords and card.get("bestow") is not None:
        scenario.cards[name] = card = with_bestow(card)  # FOW 1121.2: its Bestow ability
    roar = primal_roar_ability(card)
    if roar is not None and card.ability(PRIMAL_ROAR) is None:
        scenario.cards[name] = replace(card, abilities=(*card.abilities, roar))  # FOW 1194.2


#: Every keyword written with a number or cost, and what it needs (in the order reported).
_NEEDS = {**KEYWORD_NEEDS, **PLAY_NEEDS, **COST_NEEDS, **ABILITY_NEEDS}


def _library_card(game: Rulebook, name: str) -> CardDef | None:
    parsed = game.data.parsed_cards  # shared with the loader: each card parsed once a process
    if name in parsed:
        found: CardDef = parsed[name]
        return found
    raw = game.data.cards.get(name)
    if raw is None:
        return None
    from judge.scenario.cards import CardReader
    from judge.scenario.check import Checker
    from judge.scenario.yamlsafe import Located

    ck = Checker(Located(None, game.data.file("cards.yaml")))
    card = CardReader(ck, game, set(), set()).card(name, raw, ("cards", name))
    if card is None or ck.problems:
        return None
    parsed[name] = card
    return card


def _library_rulers(game: Rulebook, order: str) -> list[CardDef]:
    """The library's rulers whose order side is `order` (FOW 712.3a)."""
    names = [name for name, raw in game.data.cards.items()
             if isinstance(raw, dict) and raw.get("type") == "ruler" and raw.get("order") == order]
    return [card for name in names if (card := _library_card(game, name)) is not None]


def _validate_until_it_leaves(scenario: Scenario, name: str, card: CardDef,
                              problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """"As long as this card is in the field" (`until_source_leaves`) ends only a control
    change, as the card leaves the field (a J-ruler's too, going to its ruler area as the same
    object: `ForceOfWill.source_stays_in`)."""
    records = walked_records(card)
    for kind in sorted({str(getattr(e, "kind", "")) for e in records
                        if getattr(e, "duration", None) == "next_recovery_phase"} - {"forbid"}):
        # turn.py ends only a prohibition at the end of its controller's next recovery phase
        problem(("cards", name), f"`{kind}` with duration next_recovery_phase: judge ends only a "
                "prohibition (`forbid`) at the end of its controller's next recovery phase")
    for kind in sorted(lasting_until_source_leaves(records)):
        problem(("cards", name), f"`{kind}` with duration until_source_leaves: judge ends only "
                "a control change when its source leaves the field (gain_control)")

