"""Who is in a battle and who may be (FOW 803-804): the attacking, blocking and attacked
objects, the legality of attacking, blocking and initiating a battle, and how the ruling shows
the attacker and the blocker."""

from __future__ import annotations

from judge.engine.characteristics import keywords
from judge.engine.continuous import keyword_gate_rules
from judge.engine.restrictions import forbidding
from judge.engine.rulebook import Refusal
from judge.games.force_of_will.enraging import enraged
from judge.games.force_of_will.keywords import (
    belligerent,
    defiant_refusal,
    mobilize_cost,
    mobilize_refusal,
    rests_to_attack,
    swift,
    terrifying_refusal,
)
from judge.games.force_of_will.rests import battle_rest_refusal
from judge.games.force_of_will.state import (
    Battle,
    ext,
    is_entity,
    main_timing_refusal,
    other_player,
)
from judge.games.force_of_will.wardens import is_attackable_warden, is_warden
from judge.model.args import Arg
from judge.model.state import GameObject
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


def battle_of(r: Table) -> Battle:
    battle = ext(r.state).battle
    assert battle is not None
    return battle


# ----- who is in the battle -----------------------------------------------------------------------
def _fighter(r: Table, oid: str | None, incarnation: int, controller: str) -> GameObject | None:
    """FOW 803.5a, 804.4a: it stays attacking / blocking while it is the same J/resonator with ATK
    and DEF in the field under the same control."""
    obj = r.state.objects.get(oid or "")
    if obj is None or obj.incarnation != incarnation or obj.zone != "field":
        return None
    if f"{obj.id}#{incarnation}" in battle_of(r).removed:  # FOW 1029.1a-1029.1b
        return None
    if obj.controller != controller or not is_entity(obj):
        return None
    if r.stat(obj, "atk") is None or r.stat(obj, "def") is None:
        return None
    return obj


def attacker(r: Table) -> GameObject | None:
    b = battle_of(r)
    return _fighter(r, b.attacker, b.attacker_incarnation, r.state.turn_player)


def blocker(r: Table) -> GameObject | None:
    b = battle_of(r)
    return _fighter(r, b.blocker, b.blocker_incarnation,
                    other_player(r.state, r.state.turn_player))


def attacked_object(r: Table) -> str | None:
    """The attacked player, or the attacked J/resonator if it is still that object in the field
    (a warden: in its ruler area, FOW 803.3b)."""
    b = battle_of(r)
    if b.attacked is None or b.attacked in r.state.players:
        return b.attacked
    obj = r.state.objects.get(b.attacked)
    if obj is None or obj.incarnation != b.attacked_incarnation or \
            obj.zone != ("ruler_area" if is_warden(obj) else "field"):
        return None
    if f"{obj.id}#{obj.incarnation}" in b.removed:  # FOW 1029.1c: no longer attacked
        return None
    return obj.id


# ----- legality -----------------------------------------------------------------------------------
def unmobilized_regalia(r: Table, obj: GameObject) -> tuple[str, ...]:
    """FOW 1129.5, cited when `obj` is the reason: a regalia in the field with ATK and DEF that is
    neither mobilized nor a resonator cannot attack or block."""
    if obj.zone == "field" and obj.card.is_type("regalia") and not is_entity(obj) and \
            r.stat(obj, "atk") is not None and r.stat(obj, "def") is not None:
        return ("FOW 1129.5",)
    return ()


def attacker_refusal(r: Table, player: str, obj: GameObject) -> Refusal | None:
    """FOW 803.3a: a recovered J/resonator with ATK and DEF its player has controlled continuously
    since the start of the turn ([Swiftness]: even the turn it entered, FOW 1108.2)."""
    name = r.name(obj.id)
    if obj.controller != player or obj.zone != "field" or not is_entity(obj):
        return Refusal(phrase(Msg("{object} is not a J/resonator {player} controls in the field",
                                  object=name, player=player)),
                       ("FOW 803.3a", *unmobilized_regalia(r, obj)))
    if r.stat(obj, "atk") is None or r.stat(obj, "def") is None:
        return Refusal(phrase(Msg("{object} has no ATK and DEF",
                                  object=name)), ("FOW 803.3a",))
    if obj.exhausted:
        return Refusal(phrase(Msg("{object} is rested; an attacker must be recovered",
                                  object=name)), ("FOW 803.3a",))
    if obj.extra.get("entered_this_turn") and not swift(obj) and \
            not belligerent(obj):
        if obj.id in ext(r.state).stacked_on:
            return Refusal(phrase(Msg("{object} was stacked on top of an entity this turn (not "
                                      "entering the field) and has no [Swiftness]: it cannot "
                                      "attack this turn", object=name)), ("FOW 1045.5",))
        if obj.card.is_type("j_ruler"):
            # FOW HP.2: does a J-ruler that arrived this turn count as controlled since then?
            if r.policy_is("j_ruler.attack_turn", "field-since-turn-start"):
                return Refusal(phrase(Msg("{object} entered the field this turn (as a J-ruler) "
                                          "and has no [Swiftness]",
                                          object=name)), ("FOW 803.3a", "FOW 1108.2",
                                               r.policy_id("j_ruler.attack_turn")))
        elif came_under_control(r, obj):
            return Refusal(phrase(Msg("{object} came under {player}'s control this turn and "
                                      "has no [Swiftness]: it has not been under their control "
                                      "since the start of the turn",
                                      object=name, player=player)),
                           ("FOW 803.3a", "FOW 1108.2"))
        else:
            return Refusal(phrase(Msg("{object} entered the field this turn and has no "
                                      "[Swiftness]: it has not been under its player's control "
                                      "since the start of the turn",
                                      object=name)),
                           ("FOW 803.3a", "FOW 1108.2"))
    ban = forbidding(r, "attack", obj=obj, player=player)
    if ban is not None:
        return Refusal(phrase(Msg("an effect ({origin}) forbids {object} to attack",
                                  origin=ban.origin, object=name)), ("FOW 104.4",))
    return defiant_refusal(r, obj) or mobilize_refusal(r, obj, "attack") or (
        battle_rest_refusal(r, obj, "attack") if rests_to_attack(obj) else None)


def came_under_control(r: Table, obj: GameObject) -> bool:
    """Whether a control change gave `obj`, marked as arrived this turn, to its controller: it
    came under their control this turn rather than entering the field (both: FOW 803.3a)."""
    return any(c.object == obj.id and c.incarnation == obj.incarnation
               for c in r.state.control_changes)


def legal_attackers(r: Table, player: str) -> list[GameObject]:
    out = []
    for oid in r.board:
        obj = r.state.objects[oid]
        if obj.zone == "field" and obj.controller == player and is_entity(obj) and \
                attacker_refusal(r, player, obj) is None:
            out.append(obj)
    return out


def must_attack(r: Table, player: str) -> list[GameObject]:
    """FOW 1123.2: `player`'s J/resonators in the field with [Bloodlust] ("must attack if able")."""
    return [r.state.objects[o] for o in r.board if "bloodlust" in keywords(r.state.objects[o])
            and r.state.objects[o].zone == "field" and r.state.objects[o].controller == player]


def excused_by(r: Table, player: str, obj: GameObject) -> str | None:
    """FOW 718.2a-718.2e: the condition a must-attack J/resonator fails, so that it does not force
    its player to attack (None: it forces). An attack that asks its player to pay a cost
    ([Mobilize], FOW 1129.2) needs a voluntary action, so it is never forced (718.2e)."""
    cost = mobilize_cost(r, obj)
    if cost is not None and cost.resources:
        return "FOW 718.2e"
    refusal = attacker_refusal(r, player, obj)
    if refusal is None:
        # FOW 718.2c: it must also have a legal attacked object (a [Belligerence] card that
        # entered this turn may attack no player, FOW 1163.2: with no rested J/resonator to
        # attack it forces nothing; its player was refused the pass)
        return None if has_attacked_object(r, player, obj) else "FOW 718.2c"
    if obj.exhausted:
        return "FOW 718.2b"
    if obj.extra.get("entered_this_turn"):
        return "FOW 718.2a"
    return "FOW 718.2d"


def has_attacked_object(r: Table, player: str, attacking: GameObject) -> bool:
    """FOW 718.2c, 803.3b: whether something exists that `attacking` could legally attack: an
    opponent, or a J/resonator or warden of theirs."""
    players = [p for p in r.state.players if p != player]
    objects = [o for o, x in r.state.objects.items() if x.zone in ("field", "ruler_area")]
    return any(attacked_refusal(r, player, attacking, t) is None for t in (*players, *objects))


def required_attackers(r: Table, player: str) -> list[GameObject]:
    """FOW 1123.2, 718.2: J/resonators with [Bloodlust] that can attack legally without a
    voluntary action (718.2e)."""
    return [o for o in must_attack(r, player) if excused_by(r, player, o) is None]


def excuses(r: Table, player: str) -> tuple[str, ...]:
    """The sub-rules of FOW 718.2 by which `player`'s must-attack J/resonators force no attack,
    cited as they pass at main timing."""
    found = {excused_by(r, player, o) for o in must_attack(r, player)}
    if not found or None in found:
        return ()
    return ("FOW 718.2", *sorted(c for c in found if c is not None))


#: A card key: "if you attack, this card must be the attacker" (FOW 803.3a; digest R09 (b)).
MUST_BE_ATTACKER = "must_be_attacker"
MUST_BE_ATTACKER_KEYS = {
    MUST_BE_ATTACKER: Arg("bool", doc="\"if you attack, this J/resonator must be the attacker\": "
                          "while it can attack legally, an attack must be made with it (or with "
                          "another that must be chosen), yet nothing forces an attack "
                          "(FOW 803.3a)"),
}


def chosen_if_attacking(r: Table, player: str) -> list[GameObject]:
    """FOW 803.3a: J/resonators that must be the attacker if their controller attacks ("if you
    attack, this must be the attacker"), among those that can attack legally. Unlike [Bloodlust]
    they force no attack: their player may pass and forfeit (FOW 718.2, 803.3; digest R09 (b))."""
    return [r.state.objects[o] for o in r.board
            if r.state.objects[o].card.get(MUST_BE_ATTACKER) is True
            and r.state.objects[o].zone == "field" and r.state.objects[o].controller == player
            and is_entity(r.state.objects[o])
            and attacker_refusal(r, player, r.state.objects[o]) is None]


def attack_refusal(r: Table, player: str, obj: GameObject, target: str) -> Refusal | None:
    refusal = attacker_refusal(r, player, obj)
    if refusal is not None:
        return refusal
    required = required_attackers(r, player)
    # FOW 803.3a: the attacker is one of those required to attack, of either kind.
    chosen = [o for o in chosen_if_attacking(r, player) if o not in required]
    if chosen and obj not in chosen and obj not in required:
        names = ", ".join(r.name(o.id) for o in chosen)
        return Refusal(phrase(Msg("{objects} must be the attacker if {player} attacks, so the "
                                  "attacker must be chosen among them",
                                  objects=names, player=player)),
                       ("FOW 803.3a",))
    if required and obj not in required and obj not in chosen:
        names = ", ".join(r.name(o.id) for o in required)
        return Refusal(phrase(Msg("{objects} must attack if able, so the attacker must be chosen "
                                  "among them",
                                  objects=names)),
                       ("FOW 803.3a", "FOW 1123.2"))
    return attacked_refusal(r, player, obj, target)


def attacked_refusal(r: Table, player: str, attacking: GameObject, target: str
                     ) -> Refusal | None:
    """FOW 803.3b: an opponent, or a rested J/resonator with ATK and DEF an opponent controls;
    [Precision] may attack a recovered one (FOW 1104.2)."""
    if target in r.state.players:
        if target == player:
            return Refusal(phrase(Msg("{player} cannot attack themselves",
                                      player=player)), ("FOW 803.3b",))
        if attacking.extra.get("entered_this_turn") and belligerent(attacking):
            return Refusal(phrase(Msg("{object} entered the field this turn: its [Belligerence] "
                                      "lets it attack a J/resonator, not a player",
                                      object=r.name(attacking.id))),
                           ("FOW 1163.2", "FOW 803.3a"))
        return None
    obj = r.state.objects[target]
    name = r.name(target)
    if is_attackable_warden(obj, player):
        return None  # FOW 803.3b: a warden in the ruler area, recovered or rested
    if obj.controller == player or obj.zone != "field" or not is_entity(obj) or \
            r.stat(obj, "atk") is None or r.stat(obj, "def") is None:
        return Refusal(phrase(Msg("{object} is not a J/resonator with ATK and DEF an opponent "
                                  "controls in the field",
                                  object=name)), ("FOW 803.3b",))
    if not obj.exhausted and "precision" not in keywords(attacking):
        return Refusal(phrase(Msg("{object} is recovered; only a rested J/resonator can be "
                                  "attacked (unless the attacker has [Precision])",
                                  object=name)), ("FOW 803.3b", "FOW 1104.2"))
    return None


def block_refusal(r: Table, player: str, obj: GameObject) -> Refusal | None:
    """FOW 804.3-804.4: a recovered J/resonator with ATK and DEF the non-turn player controls,
    other than the attacked object; [Flying] attackers only by [Flying] ones (FOW 1107.2)."""
    name = r.name(obj.id)
    attacking = attacker(r)
    if attacking is None:
        return Refusal(phrase(Msg("there is no attacking J/resonator to block")), ("FOW 804.3",))
    if obj.controller != player or obj.zone != "field" or not is_entity(obj) or \
            r.stat(obj, "atk") is None or r.stat(obj, "def") is None:
        return Refusal(phrase(Msg("{object} is not a J/resonator with ATK and DEF {player} "
                                  "controls in the field",
                                  object=name, player=player)),
                       ("FOW 804.4", *unmobilized_regalia(r, obj)))
    if obj.exhausted and not enraged(r, obj):  # FOW 1186.2: it can block while rested
        return Refusal(phrase(Msg("{object} is rested; a blocker must be recovered",
                                  object=name)), ("FOW 804.3",))
    if obj.id == attacked_object(r):
        return Refusal(phrase(Msg("{object} is the attacked object, so it cannot block",
                                  object=name)), ("FOW 804.4",))
    if "flying" in keywords(attacking) and "flying" not in keywords(obj):
        return Refusal(phrase(Msg("{object} has [Flying]: only a J/resonator with [Flying] can "
                                  "block it",
                                  object=r.name(attacking.id))),
                       ("FOW 1107.2", *keyword_gate_rules(r, obj.id, ("flying",), False)))
    ban = forbidding(r, "block", obj=obj, player=player)
    if ban is not None:
        return Refusal(phrase(Msg("an effect ({origin}) forbids {object} to block",
                                  origin=ban.origin, object=name)), ("FOW 104.4",))
    return terrifying_refusal(r, attacking, obj) or mobilize_refusal(r, obj, "block") or \
        battle_rest_refusal(r, obj, "block")


def legal_blockers(r: Table, player: str) -> list[GameObject]:
    return [r.state.objects[o] for o in r.board if r.state.objects[o].zone == "field"
            and block_refusal(r, player, r.state.objects[o]) is None]


def initiate_refusal(r: Table, player: str) -> Refusal | None:
    """FOW 704.1, 604.2b: the turn player initiates battle at main timing; FOW 803.6: not after
    forfeiting an unchallenged battle this turn."""
    state = r.state
    refusal = main_timing_refusal(state, player, Msg("initiating a battle"), "FOW 704.1",
                                  "FOW 604.2b")
    if refusal is not None:
        return refusal
    if ext(state).battles_closed:
        return Refusal(phrase(Msg("{player} forfeited an attack this turn in a battle where their "
                                  "opponent played no spell or ability, so they cannot initiate "
                                  "another battle this turn",
                                  player=player)), ("FOW 803.6",))
    ban = forbidding(r, "battle", player=player)
    if ban is not None:
        return Refusal(phrase(Msg("an effect ({origin}) forbids {player} to initiate battles",
                                  origin=ban.origin, player=player)),
                       ("FOW 104.4",))
    return None


def forfeit_refusal(r: Table, player: str) -> Refusal | None:
    """FOW 803.3: the turn player must attack if an effect forces it (e.g. [Bloodlust], 1123.2)."""
    required = required_attackers(r, player)
    if not required:
        return None
    names = ", ".join(r.name(o.id) for o in required)
    return Refusal(phrase(Msg("{objects} must attack if able and can attack, so {player} cannot "
                              "forfeit",
                              objects=names, player=player)),
                   ("FOW 803.3", "FOW 1123.2"))
