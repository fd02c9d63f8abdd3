"""Battle (FOW 800): initiating it, the declare attack and declare block choices, the two battle
resolution steps and the end of battle.

A battle is a sequence of steps inside the main phase (`GameState.step`). Each step opens a priority
sequence for the turn player; when both players pass in a row on an empty chase, the battle moves
on (FOW 605.1b). The two declarations are not priority windows: the game waits for the turn player
to attack or forfeit (FOW 803.3), then for the non-turn player to block or not (FOW 804.3); a pass
at those points forfeits the attack / declines to block.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.engine.characteristics import keywords
from judge.engine.events import EventKind
from judge.engine.trace import Relation, StepKind
from judge.games.base import Refusal
from judge.games.force_of_will.state import (
    Battle,
    ext,
    forbidden,
    has_main_timing,
    is_entity,
    other_player,
)
from judge.games.force_of_will.timing import main_timing_refusal
from judge.model.scenario import Action
from judge.model.state import GameObject

if TYPE_CHECKING:
    from judge.engine.resolver import Resolver

MAX_SHORTHAND_PASSES = 64


def battle_of(r: Resolver) -> Battle:
    battle = ext(r.state).battle
    assert battle is not None
    return battle


# ----- who is in the battle -----------------------------------------------------------------------
def _fighter(r: Resolver, oid: str | None, incarnation: int, controller: str) -> GameObject | None:
    """FOW 803.5a, 804.4a: it stays attacking / blocking while it is the same J/resonator with ATK
    and DEF in the field under the same control."""
    obj = r.state.objects.get(oid or "")
    if obj is None or obj.incarnation != incarnation or obj.zone != "field":
        return None
    if obj.controller != controller or not is_entity(obj):
        return None
    if r.stat(obj, "atk") is None or r.stat(obj, "def") is None:
        return None
    return obj


def attacker(r: Resolver) -> GameObject | None:
    b = battle_of(r)
    return _fighter(r, b.attacker, b.attacker_incarnation, r.state.turn_player)


def blocker(r: Resolver) -> GameObject | None:
    b = battle_of(r)
    return _fighter(r, b.blocker, b.blocker_incarnation,
                    other_player(r.state, r.state.turn_player))


def attacked_object(r: Resolver) -> str | None:
    """The attacked player, or the attacked J/resonator if it is still that object in the field."""
    b = battle_of(r)
    if b.attacked is None or b.attacked in r.state.players:
        return b.attacked
    obj = r.state.objects.get(b.attacked)
    if obj is None or obj.incarnation != b.attacked_incarnation or obj.zone != "field":
        return None
    return obj.id


# ----- legality -----------------------------------------------------------------------------------
def attacker_refusal(r: Resolver, player: str, obj: GameObject) -> Refusal | None:
    """FOW 803.3a: a recovered J/resonator with ATK and DEF its player has controlled continuously
    since the start of the turn ([Swiftness]: even the turn it entered, FOW 1108.2)."""
    name = r.name(obj.id)
    if obj.controller != player or obj.zone != "field" or not is_entity(obj):
        return Refusal(f"{name} is not a J/resonator {player} controls in the field",
                       ("FOW 803.3a",))
    if r.stat(obj, "atk") is None or r.stat(obj, "def") is None:
        return Refusal(f"{name} has no ATK and DEF", ("FOW 803.3a",))
    if obj.exhausted:
        return Refusal(f"{name} is rested; an attacker must be recovered", ("FOW 803.3a",))
    if obj.extra.get("entered_this_turn") and "swiftness" not in keywords(obj):
        if obj.card.is_type("j_ruler"):
            # FOW HP.2: does a J-ruler that arrived this turn count as controlled since then?
            if r.policy("j_ruler.attack_turn") == "field-since-turn-start":
                return Refusal(f"{name} entered the field this turn (as a J-ruler) and has no "
                               "[Swiftness]", ("FOW 803.3a", "FOW 1108.2",
                                               r.policy_id("j_ruler.attack_turn")))
        else:
            return Refusal(f"{name} entered the field this turn and has no [Swiftness]: it has "
                           "not been under its player's control since the start of the turn",
                           ("FOW 803.3a", "FOW 1108.2"))
    ban = forbidden(r.state, "attack", obj=obj) or forbidden(r.state, "attack", player=player)
    if ban is not None:
        return Refusal(f"an effect ({ban.source}) forbids {name} to attack", ("FOW 104.4",))
    return None


def legal_attackers(r: Resolver, player: str) -> list[GameObject]:
    out = []
    for oid in r.board:
        obj = r.state.objects[oid]
        if obj.zone == "field" and obj.controller == player and is_entity(obj) and \
                attacker_refusal(r, player, obj) is None:
            out.append(obj)
    return out


def required_attackers(r: Resolver, player: str) -> list[GameObject]:
    """FOW 1123.2, 718.2: J/resonators with [Bloodlust] that can attack legally."""
    return [o for o in legal_attackers(r, player) if "bloodlust" in keywords(o)]


def attack_refusal(r: Resolver, player: str, obj: GameObject, target: str) -> Refusal | None:
    refusal = attacker_refusal(r, player, obj)
    if refusal is not None:
        return refusal
    required = required_attackers(r, player)
    if required and obj not in required:
        names = ", ".join(r.name(o.id) for o in required)
        return Refusal(f"{names} must attack if able, so the attacker must be chosen among them",
                       ("FOW 803.3a", "FOW 1123.2"))
    return attacked_refusal(r, player, obj, target)


def attacked_refusal(r: Resolver, player: str, attacking: GameObject, target: str
                     ) -> Refusal | None:
    """FOW 803.3b: an opponent, or a rested J/resonator with ATK and DEF an opponent controls;
    [Precision] may attack a recovered one (FOW 1104.2)."""
    if target in r.state.players:
        if target == player:
            return Refusal(f"{player} cannot attack themselves", ("FOW 803.3b",))
        return None
    obj = r.state.objects[target]
    name = r.name(target)
    if obj.controller == player or obj.zone != "field" or not is_entity(obj) or \
            r.stat(obj, "atk") is None or r.stat(obj, "def") is None:
        return Refusal(f"{name} is not a J/resonator with ATK and DEF an opponent controls in "
                       "the field", ("FOW 803.3b",))
    if not obj.exhausted and "precision" not in keywords(attacking):
        return Refusal(f"{name} is recovered; only a rested J/resonator can be attacked (unless "
                       "the attacker has [Precision])", ("FOW 803.3b", "FOW 1104.2"))
    return None


def block_refusal(r: Resolver, player: str, obj: GameObject) -> Refusal | None:
    """FOW 804.3-804.4: a recovered J/resonator with ATK and DEF the non-turn player controls,
    other than the attacked object; [Flying] attackers only by [Flying] ones (FOW 1107.2)."""
    name = r.name(obj.id)
    attacking = attacker(r)
    if attacking is None:
        return Refusal("there is no attacking J/resonator to block", ("FOW 804.3",))
    if obj.controller != player or obj.zone != "field" or not is_entity(obj) or \
            r.stat(obj, "atk") is None or r.stat(obj, "def") is None:
        return Refusal(f"{name} is not a J/resonator with ATK and DEF {player} controls in the "
                       "field", ("FOW 804.4",))
    if obj.exhausted:
        return Refusal(f"{name} is rested; a blocker must be recovered", ("FOW 804.3",))
    if obj.id == attacked_object(r):
        return Refusal(f"{name} is the attacked object, so it cannot block", ("FOW 804.4",))
    if "flying" in keywords(attacking) and "flying" not in keywords(obj):
        return Refusal(f"{r.name(attacking.id)} has [Flying]: only a J/resonator with [Flying] can "
                       "block it", ("FOW 1107.2",))
    ban = forbidden(r.state, "block", obj=obj) or forbidden(r.state, "block", player=player)
    if ban is not None:
        return Refusal(f"an effect ({ban.source}) forbids {name} to block", ("FOW 104.4",))
    return None


def legal_blockers(r: Resolver, player: str) -> list[GameObject]:
    return [r.state.objects[o] for o in r.board if r.state.objects[o].zone == "field"
            and block_refusal(r, player, r.state.objects[o]) is None]


def initiate_refusal(r: Resolver, player: str) -> Refusal | None:
    """FOW 704.1, 604.2b: the turn player initiates battle at main timing; FOW 803.6: not after
    forfeiting an unchallenged battle this turn."""
    state = r.state
    refusal = main_timing_refusal(state, player, "initiating a battle", "FOW 704.1", "FOW 604.2b")
    if refusal is not None:
        return refusal
    if ext(state).battles_closed:
        return Refusal(f"{player} forfeited an attack this turn in a battle where their opponent "
                       "played no spell or ability, so they cannot initiate another battle this "
                       "turn", ("FOW 803.6",))
    ban = forbidden(state, "battle", player=player)
    if ban is not None:
        return Refusal(f"an effect ({ban.source}) forbids {player} to initiate battles",
                       ("FOW 104.4",))
    return None


# ----- steps --------------------------------------------------------------------------------------
def enter_step(r: Resolver, step: str, citations: tuple[str, ...]) -> None:
    """A battle (or turn) step begins: its "at the beginning of" conditions happen."""
    state = r.state
    state.step = step
    label = step.replace("_", " ")
    r.emit(EventKind.PHASE_STARTED, f"{label} begins", phase=step, player=state.turn_player)
    r.step(StepKind.PHASE, f"{state.turn_player}'s {label} step begins", citations)


def priority_to_turn_player(r: Resolver, rule: str) -> None:
    state = r.state
    state.passes = 0
    r.give_priority(state.turn_player, (rule,), quiet=True)


def start_battle(r: Resolver) -> None:
    """FOW 704.2: initiating battle does not use the chase; FOW 802: the beginning of battle step,
    then the turn player's priority sequence."""
    ext(r.state).battle = Battle()
    enter_step(r, "beginning_of_battle", ("FOW 704.2", "FOW 802.1"))
    priority_to_turn_player(r, "FOW 802.2")


def advance_battle(r: Resolver) -> None:
    """Both players passed on an empty chase in a battle step: the battle moves on."""
    state, b = r.state, battle_of(r)
    step = state.step
    if step == "beginning_of_battle":
        enter_step(r, "declare_attack", ("FOW 803.1",))
        priority_to_turn_player(r, "FOW 803.2")
    elif step == "declare_attack" and b.attacker is None:
        open_attack_decision(r)
    elif step == "declare_attack":
        enter_step(r, "declare_block", ("FOW 804.1",))
        priority_to_turn_player(r, "FOW 804.2")
    elif step == "declare_block" and not b.block_declared:
        open_block_decision(r)
    elif step == "declare_block":
        first_strike_step(r)
    elif step == "first_strike":
        normal_damage_step(r)
    elif step == "normal_damage":
        end_of_battle_step(r)
    else:
        finish_battle(r)


def open_attack_decision(r: Resolver) -> None:
    """FOW 803.3: the turn player attacks or forfeits; with no legal attacker they must forfeit
    (FOW 803.4)."""
    state, x = r.state, ext(r.state)
    tp = state.turn_player
    if not legal_attackers(r, tp):
        r.step(StepKind.COMBAT, f"{tp} has no J/resonator that can attack legally, so they must "
               "forfeit the attack", ("FOW 803.4",), actor=tp)
        forfeit(r, tp, announced=True)
        return
    x.decision = "attack"
    state.passes = 0
    r.give_priority(tp, ("FOW 803.3",), quiet=True)
    r.step(StepKind.COMBAT, f"{tp} must now attack or forfeit the attack", ("FOW 803.3",),
           actor=tp)


def declare_attack(r: Resolver, attacking: GameObject, target: str) -> None:
    """FOW 803.5: the attacker is rested and becomes the attacking J/resonator; FOW 803.7: the
    turn player gets priority (attack triggers are played here)."""
    state, x, b = r.state, ext(r.state), battle_of(r)
    x.decision = None
    b.attacker, b.attacker_incarnation = attacking.id, attacking.incarnation
    b.attacked = target
    if target in state.objects:
        b.attacked_incarnation = state.objects[target].incarnation
    attacking.exhausted = True
    r.emit(EventKind.EXHAUSTED, f"{r.name(attacking.id)} rested", obj=attacking.id,
           player=attacking.controller)
    r.emit(EventKind.ATTACKED, f"{r.name(attacking.id)} attacks {r.name(target)}",
           obj=attacking.id, player=attacking.controller)
    r.step(StepKind.COMBAT, f"{state.turn_player} attacks {r.name(target)} with "
           f"{r.name(attacking.id)}, which is rested and is now the attacking J/resonator",
           ("FOW 803.3", "FOW 803.5"), actor=state.turn_player)
    priority_to_turn_player(r, "FOW 803.7")


def forfeit(r: Resolver, player: str, *, announced: bool = False) -> None:
    """FOW 803.3: forfeiting ends the battle: straight to the end of battle step; FOW 803.6: if the
    non-turn player played nothing in this battle, no further battle this turn."""
    state, x, b = r.state, ext(r.state), battle_of(r)
    x.decision = None
    cites = ["FOW 803.3"]
    closed = ""
    if not b.opponent_acted:
        x.battles_closed = True
        cites.append("FOW 803.6")
        closed = (f"; {other_player(state, player)} played no spell or ability in this battle, "
                  f"so {player} cannot initiate another battle this turn")
    if not announced:
        r.step(StepKind.COMBAT, f"{player} forfeits the attack: the battle goes to its end{closed}",
               tuple(cites), actor=player)
    elif closed:
        r.step(StepKind.COMBAT, f"the battle goes to its end{closed}", tuple(cites), actor=player)
    end_of_battle_step(r)


def open_block_decision(r: Resolver) -> None:
    """FOW 804.3: if there is an attacker, the non-turn player blocks or declines."""
    state, x, b = r.state, ext(r.state), battle_of(r)
    ntp = other_player(state, state.turn_player)
    attacking = attacker(r)
    if attacking is None:
        b.block_declared = True
        r.step(StepKind.COMBAT, "there is no attacking J/resonator, so there is nothing to block",
               ("FOW 804.3",))
        first_strike_step(r)
        return
    if not legal_blockers(r, ntp):
        b.block_declared = True
        r.step(StepKind.COMBAT, f"{ntp} has no J/resonator that can block "
               f"{r.name(attacking.id)}: no block", ("FOW 804.3",), actor=ntp)
        priority_to_turn_player(r, "FOW 804.6")
        return
    x.decision = "block"
    state.passes = 0
    r.give_priority(ntp, ("FOW 804.3",), quiet=True)
    r.step(StepKind.COMBAT, f"{ntp} may now block {r.name(attacking.id)} or not",
           ("FOW 804.3",), actor=ntp)


def declare_block(r: Resolver, blocking: GameObject) -> None:
    """FOW 804.4: the blocker is rested and blocks; FOW 804.5a: the two battle; FOW 804.6."""
    x, b = ext(r.state), battle_of(r)
    x.decision = None
    b.blocker, b.blocker_incarnation, b.block_declared = blocking.id, blocking.incarnation, True
    blocking.exhausted = True
    r.emit(EventKind.EXHAUSTED, f"{r.name(blocking.id)} rested", obj=blocking.id,
           player=blocking.controller)
    r.emit(EventKind.BLOCKED, f"{r.name(blocking.id)} blocks", obj=blocking.id,
           player=blocking.controller)
    r.step(StepKind.COMBAT, f"{blocking.controller} blocks {r.name(b.attacker)} with "
           f"{r.name(blocking.id)}, which is rested; the two are battling",
           ("FOW 804.3", "FOW 804.4", "FOW 804.5a"), actor=blocking.controller)
    priority_to_turn_player(r, "FOW 804.6")


def decline_block(r: Resolver, player: str) -> None:
    x, b = ext(r.state), battle_of(r)
    x.decision = None
    b.block_declared = True
    r.step(StepKind.COMBAT, f"{player} does not block", ("FOW 804.3", "FOW 804.5b"),
           actor=player)
    priority_to_turn_player(r, "FOW 804.6")


# ----- damage -------------------------------------------------------------------------------------
def _battle_damage(r: Resolver, source: GameObject, target: str, amount: int) -> str:
    """Battle damage (the source is the J/resonator, FOW 912.5)."""
    node = r.node(r.state.new_id("battle-damage"), "action", f"battle damage from {source.id}")
    r.link(source.last_change, node, Relation.CAUSES)
    dealt = r.deal_damage(target, amount, source=source.id, item=None, cause=node)
    extra = "" if dealt == amount else f" ({dealt} after prevention)"
    return f"{r.name(source.id)} deals {amount} battle damage to {r.name(target)}{extra}"


def _attacker_target(r: Resolver) -> str | None:
    """FOW 805.2a-b / 806.2a-b: the blocker if there is one, else the attacked object."""
    blocking = blocker(r)
    return blocking.id if blocking is not None else attacked_object(r)


def first_strike_step(r: Resolver) -> None:
    """FOW 805.1-805.3: only an attacker with [First Strike] deals damage here."""
    attacking = attacker(r)
    if attacking is None:
        r.step(StepKind.COMBAT, "there is no attacking J/resonator: the battle goes straight to "
               "its end", ("FOW 805.1",))
        end_of_battle_step(r)
        return
    if "first_strike" not in keywords(attacking):
        normal_damage_step(r, skipped_first_strike=True)
        return
    enter_step(r, "first_strike", ("FOW 805.1", "FOW 1105.2"))
    target = _attacker_target(r)
    if target is not None:
        what = _battle_damage(r, attacking, target, r.stat(attacking, "atk") or 0)
        battle_of(r).struck_first = True
        r.step(StepKind.COMBAT, f"first strike damage: {what}", ("FOW 805.2", "FOW 805.2a"
               if blocker(r) is not None else "FOW 805.2b", "FOW 1105.2"))
    priority_to_turn_player(r, "FOW 805.3")


def _strike_back(r: Resolver, attacking: GameObject) -> tuple[GameObject | None, tuple[str, ...]]:
    """FOW 806.2d: the blocker, or with no blocker an attacked J/resonator, deals damage to the
    attacker. FOW HP.3 decides the case of a blocker that was removed after the attacker dealt
    first strike damage while the attacked object is a J/resonator."""
    b = battle_of(r)
    blocking = blocker(r)
    if blocking is not None:
        return blocking, ("FOW 806.2d",)
    target = attacked_object(r)
    if target is None or target in r.state.players:
        return None, ()
    attacked = r.state.objects[target]
    if not is_entity(attacked) or r.stat(attacked, "atk") is None:
        return None, ()
    if b.blocker is not None and b.struck_first:
        key = "battle.strike_back_after_first_strike"
        if r.policy(key) == "battling-only":
            r.step(StepKind.COMBAT, f"{r.name(target)} is the attacked object, but "
                   f"{r.name(attacking.id)} was blocked and dealt its damage before the blocker "
                   "left the battle, so the two are not battling and no damage is dealt back",
                   ("FOW 804.5b", "FOW 806.2d", r.policy_id(key)))
            return None, ()
        return attacked, ("FOW 806.2d", r.policy_id(key))
    return attacked, ("FOW 806.2d", "FOW 804.5b")


def normal_damage_step(r: Resolver, *, skipped_first_strike: bool = False) -> None:
    """FOW 806.1-806.3: the attacker deals damage unless it did in the first strike step; at the
    same time the blocker, or an attacked J/resonator, deals damage to the attacker."""
    attacking = attacker(r)
    if attacking is None:
        r.step(StepKind.COMBAT, "there is no attacking J/resonator: the battle goes straight to "
               "its end", ("FOW 806.1",))
        end_of_battle_step(r)
        return
    cites = ("FOW 805.1", "FOW 806.1") if skipped_first_strike else ("FOW 806.1",)
    enter_step(r, "normal_damage", cites)
    b = battle_of(r)
    hits: list[tuple[GameObject, str, int]] = []
    cited = ["FOW 806.2"]
    if not b.struck_first:
        target = _attacker_target(r)
        if target is not None:
            hits.append((attacking, target, r.stat(attacking, "atk") or 0))
            cited.append("FOW 806.2a" if blocker(r) is not None else "FOW 806.2b")
    back, why = _strike_back(r, attacking)
    if back is not None:
        hits.append((back, attacking.id, r.stat(back, "atk") or 0))
        cited.extend(why)
    if hits:
        # The amounts were read before any damage is dealt: the damage is simultaneous.
        done = [_battle_damage(r, src, dst, n) for src, dst, n in hits]
        r.step(StepKind.COMBAT, f"battle damage: {'; '.join(done)}", tuple(cited))
    else:
        r.step(StepKind.COMBAT, "no battle damage is dealt in the normal battle resolution step "
               f"({r.name(attacking.id)} already dealt its damage)", tuple(cited))
    priority_to_turn_player(r, "FOW 806.3")


def end_of_battle_step(r: Resolver) -> None:
    enter_step(r, "end_of_battle", ("FOW 807.1",))
    priority_to_turn_player(r, "FOW 807.2")


def finish_battle(r: Resolver) -> None:
    """FOW 807.3: effects lasting for this battle end; if that made a rule process or trigger
    happen, another priority sequence comes first (FOW 807.3b); then FOW 807.4: the battle ends and
    the main phase goes on."""
    from judge.games.force_of_will.processes import rule_processes

    state, x = r.state, ext(r.state)
    ended = []
    for oid in r.board:
        obj = state.objects[oid]
        if any(m.duration == "battle" for m in obj.modifiers):
            obj.modifiers[:] = [m for m in obj.modifiers if m.duration != "battle"]
            ended.append(r.name(oid))
    if ended:
        r.step(StepKind.EFFECT, f"effects that lasted until the end of the battle end "
               f"({', '.join(ended)})", ("FOW 807.3a",))
        if rule_processes(r) or state.pending_triggers:
            priority_to_turn_player(r, "FOW 807.3b")
            return
    x.battle = None
    state.step = None
    r.step(StepKind.COMBAT, "the battle ends: nothing is attacking or blocking any more; the main "
           "phase goes on", ("FOW 807.4",))
    priority_to_turn_player(r, "FOW 504.2")


# ----- verbs --------------------------------------------------------------------------------------
def pass_until(r: Resolver, done: Callable[[], bool], before: Callable[[], bool]) -> bool:
    """The shorthand of the `attack` and `block` verbs: every player passes in each priority window
    before the declaration (as `then: resolve` would), until `done()`; it stops as soon as the
    battle is no longer `before` that declaration, or at any other declaration point."""
    state, x = r.state, ext(r.state)
    for _ in range(MAX_SHORTHAND_PASSES):
        if done() or state.game_over or x.decision is not None or not before():
            break
        player = r.game.who_acts(state)
        if player is None or not r.do_pass(player, auto=True):
            break
        r.game.settle(r)
    return done()


def battle(r: Resolver, action: Action) -> None:
    """`{do: battle}`: initiate a battle (FOW 704)."""
    r.check(initiate_refusal(r, action.by))
    r.node(f"action:{action.index}", "action", f"{action.by} initiates a battle")
    start_battle(r)


def attack(r: Resolver, action: Action) -> None:
    """`{do: attack, attacker: id, target: player or id}` (FOW 803.3). Given at main timing or
    earlier in the battle, it stands for initiating the battle (if needed) and every player passing
    until the declaration."""
    state, x = r.state, ext(r.state)
    player = action.by
    attacking = r.obj(str(action.get("attacker")))
    target = str(action.get("target"))
    if x.decision == "attack":
        if player != state.turn_player:
            r.refuse(f"only the turn player ({state.turn_player}) attacks", "FOW 803.3")
        r.check(attack_refusal(r, player, attacking, target))
        declare_attack(r, attacking, target)
        return
    early = x.battle is not None and x.battle.attacker is None and state.step in (
        "beginning_of_battle", "declare_attack")
    if not early and not has_main_timing(state, player):
        r.check(main_timing_refusal(state, player, "an attack (initiating its battle)",
                                    "FOW 704.1", "FOW 803.3"))
        r.refuse("an attack is declared in the declare attack step (FOW 803.3)", "FOW 803.3")
    if early and (state.priority != player or state.stack):
        r.refuse("the declare attack step is reached only when every player has passed on an "
                 "empty chase", "FOW 605.1b", "FOW 803.3")
    if not early:
        r.check(initiate_refusal(r, player))
    r.check(attack_refusal(r, player, attacking, target))
    if not early:
        start_battle(r)
    if not pass_until(r, lambda: x.decision == "attack", lambda: _before_attack(r)):
        r.refuse("the battle did not reach the declare attack step with the same choices open",
                 "FOW 803.3")
    r.check(attack_refusal(r, player, attacking, target))
    declare_attack(r, attacking, target)


def forfeit_verb(r: Resolver, action: Action) -> None:
    """`{do: forfeit}`: forfeit the attack (FOW 803.3)."""
    x = ext(r.state)
    if x.decision != "attack" or action.by != r.state.turn_player:
        r.refuse("the turn player forfeits only when choosing to attack or forfeit, in the "
                 "declare attack step", "FOW 803.3")
    forfeit(r, action.by)


def block(r: Resolver, action: Action) -> None:
    """`{do: block, blocker: id}` (FOW 804.3-804.4). Given while the turn player holds priority
    earlier in the battle, it stands for every player passing until the block declaration."""
    state, x = r.state, ext(r.state)
    player = action.by
    blocking = r.obj(str(action.get("blocker")))
    ntp = other_player(state, state.turn_player)
    if player != ntp:
        r.refuse(f"only the non-turn player ({ntp}) blocks", "FOW 804.3")
    if x.decision != "block":
        _reach_block_decision(r)
    r.check(block_refusal(r, player, blocking))
    declare_block(r, blocking)


def no_block(r: Resolver, action: Action) -> None:
    """`{do: no_block}`: decline to block (FOW 804.3)."""
    state, x = r.state, ext(r.state)
    ntp = other_player(state, state.turn_player)
    if action.by != ntp:
        r.refuse(f"only the non-turn player ({ntp}) declares blocks", "FOW 804.3")
    if x.decision != "block":
        _reach_block_decision(r)
    decline_block(r, action.by)


def _before_attack(r: Resolver) -> bool:
    b = ext(r.state).battle
    return b is not None and b.attacker is None and r.state.step in (
        "beginning_of_battle", "declare_attack")


def _before_block(r: Resolver) -> bool:
    b = ext(r.state).battle
    return b is not None and b.attacker is not None and not b.block_declared and \
        r.state.step in ("declare_attack", "declare_block")


def _reach_block_decision(r: Resolver) -> None:
    state, x = r.state, ext(r.state)
    if not _before_block(r):
        r.refuse("a block is declared in the declare block step, after an attack (FOW 804.3)",
                 "FOW 804.3")
    if state.stack or state.priority != state.turn_player:
        r.refuse("the declare block step is reached only when every player has passed on an "
                 "empty chase", "FOW 605.1b", "FOW 804.3")
    if attacker(r) is None:
        r.refuse("there is no attacking J/resonator to block", "FOW 804.3")
    if not legal_blockers(r, other_player(state, state.turn_player)):
        r.refuse(f"{other_player(state, state.turn_player)} has no J/resonator that can block, so "
                 "there is no block to declare", "FOW 804.3")
    if not pass_until(r, lambda: x.decision == "block", lambda: _before_block(r)):
        r.refuse("the battle did not reach the block declaration (no legal blocker, or the attack "
                 "ended)", "FOW 804.3")
