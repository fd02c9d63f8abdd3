"""The battle verbs of a scenario: `battle`, `attack`, `forfeit`, `block`, `no_block`.

`attack` given at main timing (or earlier in the battle) and `block` given while the turn player
still holds priority before the block declaration are shorthands: they stand for every player
passing in each priority window up to that declaration, as `then: resolve` would. Write the passes
out to answer in those windows.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.games.force_of_will.battle import (
    declare_attack,
    declare_block,
    decline_block,
    forfeit,
    start_battle,
)
from judge.games.force_of_will.combatants import (
    attack_refusal,
    attacker,
    block_refusal,
    forfeit_refusal,
    initiate_refusal,
    legal_blockers,
)
from judge.games.force_of_will.enraging import forced_block_refusal
from judge.games.force_of_will.state import (
    ext,
    has_main_timing,
    main_timing_refusal,
    other_player,
)
from judge.model.scenario import Action
from judge.model.state import GameObject
from judge.msg import Msg, phrase, said_of

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table

MAX_SHORTHAND_PASSES = 64


def pass_until(r: Table, done: Callable[[], bool], before: Callable[[], bool]) -> bool:
    """The shorthand of the `attack` and `block` verbs: every player passes in each priority window
    before the declaration (as `then: resolve` would), until `done()`; it stops as soon as the
    battle is no longer `before` that declaration, or at any other declaration point."""
    state, x = r.state, ext(r.state)
    # what triggered as the battle began (FOW 802.1, "at the beginning of battle") is put onto
    # the chase before its turn player is given priority and passes (FOW 906.5)
    r.game.stack.settle(r)
    for _ in range(MAX_SHORTHAND_PASSES):
        if done() or state.game_over or x.decision is not None or not before():
            break
        player = r.game.stack.who_acts(state)
        if player is None or not r.do_pass(player, auto=True):
            break
        r.game.stack.settle(r)
    return done()


def battle(r: Table, action: Action) -> None:
    """`{do: battle}`: initiate a battle (FOW 704)."""
    r.check(initiate_refusal(r, action.by))
    r.node(action.node, "action",
           Msg("{player} initiates a battle", player=action.by))
    start_battle(r)


def attack(r: Table, action: Action) -> None:
    """`{do: attack, attacker: id, target: player or id}` (FOW 803.3). Given at main timing or
    earlier in the battle, it stands for initiating the battle (if needed) and every player passing
    until the declaration."""
    state, x = r.state, ext(r.state)
    player = action.by
    attacking = r.obj(str(action.get("attacker")))
    target = str(action.get("target"))
    if x.decision == "attack":
        if player != state.turn_player:
            r.refuse(phrase(Msg("only the turn player ({turn_player}) attacks",
                                turn_player=state.turn_player)), "FOW 803.3")
        r.check(attack_refusal(r, player, attacking, target))
        declare_attack(r, attacking, target)
        return
    early = x.battle is not None and x.battle.attacker is None and state.step in (
        "beginning_of_battle", "declare_attack")
    if not early and not has_main_timing(state, player):
        # FOW 704.1, 604.2b: initiating the battle the attack needs is what main timing gates
        # (803.3, declaring the attack in its step, comes after and decides nothing here)
        r.check(main_timing_refusal(state, player, Msg("an attack (initiating its battle)"),
                                    "FOW 704.1", "FOW 604.2b"))
        r.refuse(phrase(Msg("an attack is declared in the declare attack step")), "FOW 803.3")
    if early and (state.priority != player or state.stack):
        r.refuse(phrase(Msg("the declare attack step is reached only when every player has passed "
                            "on an empty chase")), "FOW 605.1b", "FOW 803.3")
    if not early:
        r.check(initiate_refusal(r, player))
    r.check(attack_refusal(r, player, attacking, target))
    if not early:
        start_battle(r)
    if not pass_until(r, lambda: x.decision == "attack", lambda: _before_attack(r)):
        r.refuse(phrase(Msg("the battle did not reach the declare attack step with the same "
                            "choices open")),
                 "FOW 803.3")
    r.check(attack_refusal(r, player, attacking, target))
    declare_attack(r, attacking, target)


def forfeit_verb(r: Table, action: Action) -> None:
    """`{do: forfeit}`: forfeit the attack (FOW 803.3), unless something must attack."""
    x = ext(r.state)
    if x.decision != "attack" or action.by != r.state.turn_player:
        r.refuse(phrase(Msg("the turn player forfeits only when choosing to attack or forfeit, in "
                            "the declare attack step")), "FOW 803.3")
    r.check(forfeit_refusal(r, action.by))
    forfeit(r, action.by)


def block(r: Table, action: Action) -> None:
    """`{do: block, blocker: id}` (FOW 804.3-804.4). Given after the attack, on an empty chase,
    before the block choice, it stands for every player passing until that choice."""
    state, x = r.state, ext(r.state)
    player = action.by
    blocking = r.obj(str(action.get("blocker")))
    ntp = other_player(state, state.turn_player)
    if player != ntp:
        r.refuse(phrase(Msg("only the non-turn player ({player}) blocks",
                            player=ntp)), "FOW 804.3")
    if x.decision != "block":
        _reach_block_decision(r, blocking)
    r.check(block_refusal(r, player, blocking))
    r.check(forced_block_refusal(r, legal_blockers(r, player), blocking))  # FOW 1186.2
    declare_block(r, blocking)


def no_block(r: Table, action: Action) -> None:
    """`{do: no_block}`: decline to block (FOW 804.3)."""
    state, x = r.state, ext(r.state)
    ntp = other_player(state, state.turn_player)
    if action.by != ntp:
        r.refuse(phrase(Msg("only the non-turn player ({player}) declares blocks",
                            player=ntp)), "FOW 804.3")
    if x.decision != "block":
        _reach_block_decision(r)
    r.check(forced_block_refusal(r, legal_blockers(r, ntp), None))  # FOW 1186.2
    decline_block(r, action.by)


def _before_attack(r: Table) -> bool:
    b = ext(r.state).battle
    return b is not None and b.attacker is None and r.state.step in (
        "beginning_of_battle", "declare_attack")


def _before_block(r: Table) -> bool:
    b = ext(r.state).battle
    return b is not None and b.attacker is not None and not b.block_declared and \
        r.state.step in ("declare_attack", "declare_block")


def _reach_block_decision(r: Table, blocking: GameObject | None = None) -> None:
    state, x = r.state, ext(r.state)
    if x.battle is not None and x.battle.block_declared:
        r.refuse(phrase(Msg("the block choice has been made: a battle has at most one blocker")),
                 "FOW 804.3",
                 "FOW 801.1")
    if not _before_block(r):
        r.refuse(phrase(Msg("a block is declared in the declare block step, after an attack")),
                 "FOW 804.3")
    if state.stack:
        r.refuse(phrase(Msg("the declare block step is reached only when every player has passed "
                            "on an empty chase")), "FOW 605.1b", "FOW 804.3")
    if attacker(r) is None:
        r.refuse(phrase(Msg("there is no attacking J/resonator to block")), "FOW 804.3")
    ntp = other_player(state, state.turn_player)
    if not legal_blockers(r, ntp):
        # Say why the one named cannot block (a prohibition, FOW 104.4, ...), if it was named.
        why = block_refusal(r, ntp, blocking) if blocking is not None else None
        none = Msg("{player} has no J/resonator that can block, so there is no block to declare",
                   player=ntp)
        if why:
            none = Msg("{what} ({why})", what=none, why=said_of(why.reason))
        r.refuse(phrase(none), "FOW 804.3", *(why.citations if why else ()))
    if not pass_until(r, lambda: x.decision == "block", lambda: _before_block(r)):
        r.refuse(phrase(Msg("the battle did not reach the block declaration (no legal blocker, or "
                            "the attack ended)")), "FOW 804.3")
