"""Battle (FOW 800): initiating it, the declare attack and declare block choices, the two battle
resolution steps and the end of battle.

The legality of attackers and blockers is in `combatants`, the scenario verbs in `battle_verbs`.
A battle is a sequence of steps inside the main phase (`GameState.step`). Each step opens a priority
sequence for the turn player; when both players pass in a row on an empty chase, the battle moves
on (FOW 605.1b). The two declarations are not priority windows but choices (`GameState.choice`):
the game waits for the turn player to attack or forfeit (FOW 803.3), then for the non-turn player
to block or not (FOW 804.3); a pass at those points forfeits the attack / declines to block.
"""

from __future__ import annotations

from judge.engine.characteristics import keywords
from judge.engine.continuous import keyword_gate_rules
from judge.engine.events import EventKind
from judge.engine.trace import Relation, StepKind
from judge.engine.unplayed import replaced_as_it_begins, replaced_once_paid
from judge.games.force_of_will.combatants import (
    attacked_object,
    attacker,
    battle_of,
    blocker,
    legal_attackers,
    legal_blockers,
)
from judge.games.force_of_will.enraging import forced_blockers
from judge.games.force_of_will.inverse import side_up_stat_rules
from judge.games.force_of_will.keywords import (
    has,
    pay_mobilize,
    pierce_split,
    protect,
    rests_to_attack,
    swift,
    terrifying_passed,
)
from judge.games.force_of_will.processes import rule_processes
from judge.games.force_of_will.rests import not_rested, rest_for_battle
from judge.games.force_of_will.state import Battle, ext, is_entity, other_player
from judge.games.force_of_will.steps import enter_step, priority_to_turn_player
from judge.games.force_of_will.wardens import hit_warden, is_warden
from judge.model.state import Choice, GameObject
from judge.msg import Items, Msg, joined, phrase, said_of

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.engine.table import Table


def start_battle(r: Table) -> None:
    """FOW 704.2: initiating battle does not use the chase; FOW 802: the beginning of battle step,
    then the turn player's priority sequence."""
    ext(r.state).battle = Battle()
    enter_step(r, "beginning_of_battle", ("FOW 704.2", "FOW 802.1"))
    priority_to_turn_player(r, "FOW 802.2")


def advance_battle(r: Table) -> None:
    """Both players passed on an empty chase in a battle step: the battle moves on."""
    state, b = r.state, battle_of(r)
    step = state.step
    if step == "beginning_of_battle":
        enter_step(r, "declare_attack", ("FOW 803.1",))
        priority_to_turn_player(r, "FOW 803.2")
    elif step == "declare_attack" and b.attacker is None and not b.attack_declared:
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


def open_attack_decision(r: Table) -> None:
    """FOW 803.3: the turn player attacks or forfeits; with no legal attacker they must forfeit
    (FOW 803.4)."""
    tp = r.state.turn_player
    if not legal_attackers(r, tp):
        r.step(StepKind.COMBAT, Msg("{player} has no J/resonator that can attack legally, so "
                                    "they must forfeit the attack", player=tp),
               ("FOW 803.4",), actor=tp)
        forfeit(r, tp, announced=True)
        return
    open_declaration(r, declaration(tp, ATTACK_VERBS, forfeit, "attack or forfeit", "FOW 803.3"))
    r.step(StepKind.COMBAT, Msg("{player} must now attack or forfeit the attack", player=tp),
           ("FOW 803.3",),
           actor=tp)


#: What may be done at a declaration: declare, decline, or pass (which declines).
ATTACK_VERBS = ("attack", "forfeit", "pass")
BLOCK_VERBS = ("block", "no_block", "pass")


def declaration(player: str, verbs: tuple[str, ...], decline: Callable[[Table, str], None],
                what: str, rule: str) -> Choice:
    """A declaration only `player` makes, with `verbs` (its first names it); a pass takes
    `decline`. It is not a priority window: nobody else may act, nor may they do anything else."""
    why = (f"{player} must now {what} ({', '.join(verbs)}); this is not a priority window, so "
           "nothing else can be done", (rule,))
    return Choice(player, verbs, decline, why, why)


def open_declaration(r: Table, choice: Choice) -> None:
    """The game waits for a declaration (the ruling shows which one is open)."""
    ext(r.state).decision = choice.verbs[0]
    r.state.choice = choice
    r.state.passes = 0
    r.give_priority(choice.player, choice.not_that[1], quiet=True)


def close_declaration(r: Table) -> None:
    ext(r.state).decision = None
    r.state.choice = None


def declare_attack(r: Table, attacking: GameObject, target: str) -> None:
    """FOW 803.5: what attacking costs is paid ([Mobilize], 1129.2), the attacker is rested and
    becomes the attacking J/resonator; at the end of 803.5 a card with [Protect] may take the
    attack (1168.2); FOW 803.7: the turn player gets priority (attack triggers are played
    here). A replacement of the attack (910.1) is read by house policy FOW HP.38: as the attack
    is declared (`not-declared`), or once it is paid for and rested (`rested`, the default)."""
    state, b = r.state, battle_of(r)
    close_declaration(r)
    if replaced_as_it_begins(r, "attacked", attacking):  # FOW HP.38 `not-declared`
        no_attacker(r, attacking)
        return
    paid = pay_mobilize(r, attacking)
    rests = rests_to_attack(attacking)
    # FOW 910.1: a replaced rest leaves it recovered; the attack stands (FOW HP.42)
    rested = rests and rest_for_battle(r, attacking, attacking.controller)
    if replaced_once_paid(r, "attacked", attacking,
                          lambda: _declared(r, attacking, target, paid, rests, rested)):
        no_attacker(r, attacking)  # FOW HP.38 `rested`: paid for and rested, it never attacks
        return
    b.attacker, b.attacker_incarnation = attacking.id, attacking.incarnation
    b.attack_declared = True
    b.attacked = target
    if target in state.objects:
        b.attacked_incarnation = state.objects[target].incarnation
    x = ext(state)
    x.attacks[attacking.id] = x.attacks.get(attacking.id, 0) + 1
    r.emit(EventKind.ATTACKED, Msg("{attacker} attacks {target}",
                                   attacker=r.name(attacking.id), target=r.name(target)),
           obj=attacking.id, player=attacking.controller)
    said = Msg("{player} attacks {target} with {attacker}{paid}, which is rested and is now the "
               "attacking J/resonator") if rested else Msg(
        "{player} attacks {target} with {attacker}{paid}, which is not rested ([Defiant]) and "
        "is now the attacking J/resonator") if not rests else Msg(
        "{player} attacks {target} with {attacker}{paid}, which is now the attacking "
        "J/resonator ({why})", why=not_rested(r, attacking))
    said.args.update(player=state.turn_player, target=r.name(target),
                     attacker=r.name(attacking.id), paid=said_of(paid))
    r.step(StepKind.COMBAT, said,
           ("FOW 803.3", "FOW 803.5", *(("FOW 1129.2",) if paid else ()),
            *(() if rests else ("FOW 1183.2",)), *swift_enough(attacking),
            *precise_enough(r, target), *warden_attacked(r, target)),
           actor=state.turn_player)
    protect(r)
    priority_to_turn_player(r, "FOW 803.7")


def _declared(r: Table, attacking: GameObject, target: str, paid: str, rests: bool,
              rested: bool) -> None:
    """The attack declared and paid for (803.5), before a replacement replaces the attack."""
    said = Msg("{player} declares an attack on {target} with {attacker}{paid}, which is "
               "rested") if rested else Msg(
        "{player} declares an attack on {target} with {attacker}{paid}, which is not rested "
        "([Defiant])") if not rests else Msg(
        "{player} declares an attack on {target} with {attacker}{paid} ({why})",
        why=not_rested(r, attacking))
    said.args.update(player=r.state.turn_player, target=r.name(target),
                     attacker=r.name(attacking.id), paid=said_of(paid))
    r.step(StepKind.COMBAT, said, ("FOW 803.3", "FOW 803.5", *(("FOW 1129.2",) if paid else ())),
           actor=r.state.turn_player)


def no_attacker(r: Table, attacking: GameObject) -> None:
    """FOW 910.1: the attack replaced never happens: `attacking` is no attacking J/resonator,
    and the battle goes on without one (805.1: to its end); the turn player did not forfeit
    (803.6). FOW 803.7: the turn player gets priority, as after an attack."""
    battle_of(r).attack_declared = True
    r.step(StepKind.COMBAT, Msg("{attacker} is not the attacking J/resonator: this battle has "
                                "no attacker", attacker=r.name(attacking.id)),
           ("FOW 910.1", "FOW 910.2f"), actor=r.state.turn_player)
    priority_to_turn_player(r, "FOW 803.7")


def swift_enough(attacking: GameObject) -> tuple[str, ...]:
    """FOW 1108.2, when [Swiftness] is what let an attacker that arrived (or came under its
    controller's control) this turn attack (803.3a)."""
    return ("FOW 1108.2",) if attacking.extra.get("entered_this_turn") and swift(attacking) \
        else ()


def precise_enough(r: Table, target: str) -> tuple[str, ...]:
    """FOW 1104.2, when [Precision] is what let the attacker attack a recovered J/resonator in
    the field (803.3b lets it attack only a rested one); a warden is attackable either way."""
    obj = r.state.objects.get(target)
    return ("FOW 1104.2",) if obj is not None and obj.zone == "field" and not obj.exhausted \
        and not is_warden(obj) else ()


def warden_attacked(r: Table, target: str) -> tuple[str, ...]:
    """FOW 1309.3: the attacked object is a warden, attackable recovered or rested (803.3b),
    cited after the attack's own rules (a lead saying the attacker is rested keeps 803.5)."""
    obj = r.state.objects.get(target)
    return ("FOW 1309.3",) if obj is not None and is_warden(obj) else ()


def forfeit(r: Table, player: str, *, announced: bool = False) -> None:
    """FOW 803.3: forfeiting ends the battle: straight to the end of battle step; FOW 803.6: if the
    non-turn player played nothing in this battle, no further battle this turn."""
    state, x, b = r.state, ext(r.state), battle_of(r)
    close_declaration(r)
    cites = ["FOW 803.3"]
    closed: Msg | None = None
    if not b.opponent_acted:
        x.battles_closed = True
        cites.append("FOW 803.6")
        closed = Msg("; {other} played no spell or ability in this battle, so {player} cannot "
                     "initiate another battle this turn", other=other_player(state, player),
                     player=player)
    ends = Msg("{player} forfeits the attack: the battle goes to its end", player=player) if \
        not announced else Msg("the battle goes to its end")
    if not announced or closed is not None:
        r.step(StepKind.COMBAT, Msg("{what}{note}", what=ends, note=closed) if closed else ends,
               tuple(cites), actor=player)
    end_of_battle_step(r)


def stopped_attacking(r: Table) -> tuple[str, ...]:
    """FOW 803.5a, when a J/resonator was declared the attacker: it stopped being the attacking
    J/resonator (it left the field, changed control, lost ATK or DEF ...)."""
    b = battle_of(r)
    if b.attacker is None:
        return ()
    return ("FOW 1029.1a",) if f"{b.attacker}#{b.attacker_incarnation}" in b.removed else \
        ("FOW 803.5a",)


def open_block_decision(r: Table) -> None:
    """FOW 804.3: if there is an attacker, the non-turn player blocks or declines."""
    state, b = r.state, battle_of(r)
    ntp = other_player(state, state.turn_player)
    attacking = attacker(r)
    if attacking is None:
        b.block_declared = True
        r.step(StepKind.COMBAT, Msg("there is no attacking J/resonator, so there is nothing to "
                                    "block"),
               ("FOW 804.3", *stopped_attacking(r)))
        first_strike_step(r)
        return
    if not legal_blockers(r, ntp):
        b.block_declared = True
        r.step(StepKind.COMBAT, Msg("{player} has no J/resonator that can block {attacker}: no "
                                    "block", player=ntp, attacker=r.name(attacking.id)),
               ("FOW 804.3",), actor=ntp)
        priority_to_turn_player(r, "FOW 804.6")
        return
    open_declaration(r, declaration(ntp, BLOCK_VERBS, block_if_forced, "block or not",
                                    "FOW 804.3"))
    r.step(StepKind.COMBAT, Msg("{player} may now block {attacker} or not", player=ntp,
                                attacker=r.name(attacking.id)),
           ("FOW 804.3",), actor=ntp)


def declare_block(r: Table, blocking: GameObject) -> None:
    """FOW 804.4: the blocker is rested and blocks; FOW 804.5a: the two battle; FOW 804.6. A
    replacement of the block (910.1) is read by house policy FOW HP.39: as the block is declared
    (`not-declared`), or once it is paid for and rested (`rested`, the default)."""
    b = battle_of(r)
    close_declaration(r)
    if replaced_as_it_begins(r, "blocked", blocking):  # FOW HP.39 `not-declared`
        no_blocker(r, blocking)
        return
    paid = pay_mobilize(r, blocking)
    # FOW 910.1: a replaced rest leaves it recovered; the block stands (FOW HP.42)
    rested = rest_for_battle(r, blocking, blocking.controller)
    if replaced_once_paid(r, "blocked", blocking,
                          lambda: _block_declared(r, blocking, paid, rested)):
        no_blocker(r, blocking)  # FOW HP.39 `rested`: paid for and rested, it never blocks
        return
    b.blocker, b.blocker_incarnation, b.block_declared = blocking.id, blocking.incarnation, True
    r.emit(EventKind.BLOCKED, Msg("{object} blocks", object=r.name(blocking.id)),
           obj=blocking.id,
           player=blocking.controller)
    said = Msg("{player} blocks {attacker} with {blocker}{paid}, which is rested; the two are "
               "battling") if rested else Msg(
        "{player} blocks {attacker} with {blocker}{paid} ({why}); the two are battling",
        why=not_rested(r, blocking))
    said.args.update(player=blocking.controller, attacker=r.name(b.attacker),
                     blocker=r.name(blocking.id), paid=said_of(paid))
    r.step(StepKind.COMBAT, said,
           (*flying_granted(r, r.state.objects.get(b.attacker or ""), blocking),
            "FOW 804.3", "FOW 804.4", "FOW 804.5a", *(("FOW 1129.2",) if paid else ()),
            *terrifying_passed(r, r.state.objects.get(b.attacker or "")),
            *flying_passed(r.state.objects.get(b.attacker or ""))),
           actor=blocking.controller)
    priority_to_turn_player(r, "FOW 804.6")


def flying_passed(attacking: GameObject | None) -> tuple[str, ...]:
    """FOW 1107.2, cited where a [Flying] attacker is blocked: the blocker has [Flying] as the
    block is declared (block_refusal), which is why it may block."""
    return ("FOW 1107.2",) if attacking is not None and "flying" in keywords(attacking) else ()


def flying_granted(r: Table, attacking: GameObject | None, blocking: GameObject
                   ) -> tuple[str, ...]:
    """Where a [Flying] attacker is blocked by a J/resonator that has [Flying] only as a static
    ability with a condition grants it (FOW 1308.2b: a bottom-box [Flying], Solo Mode engaged),
    that rule, which let it block (first: the general rules of blocking say less)."""
    return keyword_gate_rules(r, blocking.id, ("flying",), True) if flying_passed(attacking) \
        else ()


def _block_declared(r: Table, blocking: GameObject, paid: str, rested: bool) -> None:
    """The block declared and paid for (804.4), before a replacement replaces the block."""
    said = Msg("{player} declares a block of {attacker} with {blocker}{paid}, which is "
               "rested") if rested else Msg(
        "{player} declares a block of {attacker} with {blocker}{paid} ({why})",
        why=not_rested(r, blocking))
    said.args.update(player=blocking.controller, attacker=r.name(battle_of(r).attacker),
                     blocker=r.name(blocking.id), paid=said_of(paid))
    r.step(StepKind.COMBAT, said, ("FOW 804.3", "FOW 804.4", *(("FOW 1129.2",) if paid else ())),
           actor=blocking.controller)


def no_blocker(r: Table, blocking: GameObject) -> None:
    """FOW 910.1: the block replaced never happens: the attacker is not blocked (804.5b: an
    attacked J/resonator and the attacker battle), and the block choice is over. FOW 804.6."""
    b = battle_of(r)
    b.block_declared = True
    r.step(StepKind.COMBAT, Msg("{blocker} is not the blocking J/resonator: {attacker} is not "
                                "blocked", blocker=r.name(blocking.id),
                                attacker=r.name(b.attacker)),
           ("FOW 910.1", "FOW 804.5b"), actor=blocking.controller)
    priority_to_turn_player(r, "FOW 804.6")


def block_if_forced(r: Table, player: str) -> None:
    """The block declaration left to itself: no block, unless a J/resonator that must block if
    able can ([Enraging], FOW 1186.2): it blocks."""
    must = forced_blockers(r, legal_blockers(r, player))
    if not must:
        decline_block(r, player)
        return
    r.cite_also_rule("FOW 1186.2")
    declare_block(r, must[0])


def decline_block(r: Table, player: str) -> None:
    """FOW 804.3, 804.5b: no block; FOW 804.6: the turn player gets priority."""
    b = battle_of(r)
    close_declaration(r)
    b.block_declared = True
    r.step(StepKind.COMBAT, Msg("{player} does not block", player=player),
           ("FOW 804.3", "FOW 804.5b"),
           actor=player)
    priority_to_turn_player(r, "FOW 804.6")


# ----- damage -------------------------------------------------------------------------------------
def _battle_damage(r: Table, source: GameObject, target: str, amount: int) -> str:
    """Battle damage (the source is the J/resonator, FOW 912.5)."""
    node = r.node(r.state.new_id("battle-damage"), "action",
                  phrase(Msg("battle damage from {object}", object=r.name(source.id))))
    r.link(source.last_change, node, Relation.CAUSES)
    warden = r.state.objects.get(target)
    if warden is not None and is_warden(warden):
        # FOW 805.2c, 806.2c: counters, not damage; with a blocker, what [Pierce] left (1103.2b)
        return hit_warden(r, source, warden, pierced=blocker(r) is not None)
    x = ext(r.state)
    x.battle_damage_by = source.id  # [Explode] triggers on battle damage only (FOW 1106.2)
    try:
        dealt = r.deal_damage(target, amount, source=source.id, item=None, cause=node)
    finally:
        x.battle_damage_by = None
    said = Msg("{source} deals {n} battle damage to {target}", source=r.name(source.id), n=amount,
               target=r.name(target))
    return phrase(said if dealt == amount else Msg("{what} ({n} dealt)", what=said, n=dealt))


def _attack_damage(r: Table, attacking: GameObject, blocked_rule: str, unblocked_rule: str
                   ) -> tuple[list[tuple[str, int]], tuple[str, ...], str]:
    """Where the attacker's damage (its ATK) goes: the blocker if there is one (805.2a,
    806.2a), else the attacked object (805.2b, 806.2b); a blocked attacker with [Pierce] splits
    it between the blocker and the object it attacked (1103.2a). The hits, the rules and what
    the step says of a split."""
    amount = r.stat(attacking, "atk") or 0
    blocking = blocker(r)
    if blocking is None:
        target = attacked_object(r)
        hits = [(target, amount)] if target is not None else []
        b = battle_of(r)
        left, why = _blocker_left(r)
        if left and not has(attacking, "pierce"):
            return hits, (unblocked_rule, "FOW 804.4a"), why
        if target is None and f"{b.attacked}#{b.attacked_incarnation}" in b.removed:
            unblocked_rule = "FOW 1029.1c"  # no longer attacked: the attacker deals it nothing
        at_warden = target is not None and target in r.state.objects and \
            is_warden(r.state.objects[target])
        if at_warden:  # FOW 805.2c, 806.2c: willpower counters instead of damage
            unblocked_rule = unblocked_rule[:-1] + "c"
        if has(attacking, "pierce"):  # FOW 1103.2: only a blocker there splits the damage
            # blocked, but the blocker has left (destroyed in the first strike step): no longer
            # "not blocked", yet nothing to split with
            gone = battle_of(r).blocker is not None
            return hits, (unblocked_rule, "FOW 1103.2"), phrase(Msg(
                "[Pierce] changes nothing: its blocker has left the battle, so all of it goes "
                "to what it attacked") if gone else Msg(
                "[Pierce] changes nothing: it is not blocked, so all of it goes to what it "
                "attacked"))
        return hits, (unblocked_rule,), ""
    blocked = (blocked_rule, *still_blocking(attacking, blocking))
    if not has(attacking, "pierce"):
        return [(blocking.id, amount)], blocked, ""
    original = attacked_object(r)
    at_warden = original is not None and original in r.state.objects and \
        is_warden(r.state.objects[original])
    to_blocker, rest, said = pierce_split(r, attacking, blocking, amount, original)
    hits = [(blocking.id, to_blocker)]
    if rest and original is not None:
        hits.append((original, rest))
    split_rule = "FOW 1103.2b" if at_warden else "FOW 1103.2a"
    return hits, (*blocked, "FOW 1103.2", split_rule, "FOW 1103.3"), said


def _blocker_left(r: Table) -> tuple[bool, str]:
    """FOW 804.4a: a J/resonator declared the blocker that is no longer the blocking one (it left
    the field, changed control, stopped being a J/resonator or lost its ATK or DEF; not one
    removed from battle, 1029.1b, which says so itself): whether it is so, and why, in words."""
    b = battle_of(r)
    if b.blocker is None or f"{b.blocker}#{b.blocker_incarnation}" in b.removed:
        return False, ""
    obj = r.state.objects.get(b.blocker)
    if obj is None or obj.incarnation != b.blocker_incarnation or obj.zone != "field":
        how = Msg("it left the field")
    elif obj.controller != other_player(r.state, r.state.turn_player):
        how = Msg("it changed control")
    elif not is_entity(obj):
        how = Msg("it is no longer a J/resonator")
    else:
        how = Msg("it has no ATK or DEF any more")
    return True, phrase(Msg("{blocker} is no longer blocking, as {how}, so the attacker is no "
                            "longer blocked", blocker=r.name(b.blocker), how=how))


def still_blocking(attacking: GameObject, blocking: GameObject) -> tuple[str, ...]:
    """FOW 804.4a, where the blocker could no longer block this attacker ([Flying] lost since,
    1107.2, checked only as the block is declared, 804.3): it stays the blocker all the same."""
    lost = "flying" in keywords(attacking) and "flying" not in keywords(blocking)
    return ("FOW 804.4a",) if lost else ()


def first_strike_step(r: Table) -> None:
    """FOW 805.1-805.3: only an attacker with [First Strike] deals damage here."""
    attacking = attacker(r)
    if attacking is None:
        r.step(StepKind.COMBAT, Msg("there is no attacking J/resonator: the battle goes straight "
                                    "to its end"), ("FOW 805.1", *stopped_attacking(r)))
        end_of_battle_step(r)
        return
    kws = keywords(attacking)
    if "first_strike" not in kws and "multi_strike" not in kws:
        # a [First Strike] a static ability with a condition would grant, its condition unmet
        # (FOW 1308.2a: a bottom-box one, Solo Mode disabled), is why it strikes with the rest
        normal_damage_step(r, skipped_first_strike=True, why_not=keyword_gate_rules(
            r, attacking.id, ("first_strike", "multi_strike"), False))
        return
    why = "FOW 1105.2" if "first_strike" in kws else "FOW 1169.2"
    # the keyword a static ability with a condition grants (FOW 1308.2b: a bottom-box one)
    why_not = keyword_gate_rules(r, attacking.id, ("first_strike", "multi_strike"), True)
    enter_step(r, "first_strike", ("FOW 805.1", why, *why_not))
    hits, rules, split = _attack_damage(r, attacking, "FOW 805.2a", "FOW 805.2b")
    if hits:
        done = [_battle_damage(r, attacking, target, n) for target, n in hits]
        battle_of(r).struck_first = True
        r.step(StepKind.COMBAT, Msg("first strike damage ({split}): {done}", split=said_of(split),
                                    done=joined(done)) if split else
               Msg("first strike damage: {done}", done=joined(done)),
               (*side_up_stat_rules(attacking, "atk"), "FOW 805.2", *rules, why, *why_not))
    priority_to_turn_player(r, "FOW 805.3", Msg("(the turn player, after first strike damage)"))


def _strike_back(r: Table, attacking: GameObject) -> tuple[GameObject | None, tuple[str, ...]]:
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
        pid = r.policy_id("battle.strike_back_after_first_strike")
        if r.policy_is("battle.strike_back_after_first_strike", "battling-only"):
            r.step(StepKind.COMBAT, Msg("{target} is the attacked object, but {attacker} was "
                                        "blocked and dealt its damage before the blocker left "
                                        "the battle, so the two are not battling and no damage "
                                        "is dealt back", target=r.name(target),
                                        attacker=r.name(attacking.id)),
                   ("FOW 804.5b", "FOW 806.2d", pid))
            return None, ()
        return attacked, ("FOW 806.2d", pid)
    return attacked, ("FOW 806.2d", "FOW 804.5b")


def _no_first_strike_back(back: GameObject) -> tuple[str, ...]:
    """FOW 1105.2, 1169.2: [First Strike] and [Multi Strike] work only for the attacking
    J/resonator, so a blocker (or an attacked J/resonator) with one deals its damage here, with the
    attacker's, and the ruling cites why."""
    kws = keywords(back)
    return (*(("FOW 1105.2",) if "first_strike" in kws else ()),
            *(("FOW 1169.2",) if "multi_strike" in kws else ()))


def normal_damage_step(r: Table, *, skipped_first_strike: bool = False,
                       why_not: tuple[str, ...] = ()) -> None:
    """FOW 806.1-806.3: the attacker deals damage unless it did in the first strike step; at the
    same time the blocker, or an attacked J/resonator, deals damage to the attacker. `why_not`:
    why an attacker has no [First Strike] a static ability would grant it (FOW 1308.2a)."""
    attacking = attacker(r)
    if attacking is None:
        r.step(StepKind.COMBAT, Msg("there is no attacking J/resonator: the battle goes straight "
                                    "to its end"), ("FOW 806.1", *stopped_attacking(r)))
        end_of_battle_step(r)
        return
    cites = ("FOW 805.1", "FOW 806.1", *why_not) if skipped_first_strike else ("FOW 806.1",)
    enter_step(r, "normal_damage", cites)
    b = battle_of(r)
    hits: list[tuple[GameObject, str, int]] = []
    cited = ["FOW 806.2"]
    split = ""
    again = b.struck_first and has(attacking, "multi_strike")
    if not b.struck_first or again:
        mine, rules, split = _attack_damage(r, attacking, "FOW 806.2a", "FOW 806.2b")
        hits += [(attacking, target, n) for target, n in mine]
        # a second hit is [Multi Strike]'s (1169.2), the rule that decided it, before a rule
        # that says how it was dealt without deciding it ([Pierce] changing nothing with its
        # blocker gone, 1103.2); a split [Pierce] made (1103.2a) decided how much went where
        first = again and "FOW 1103.2a" not in rules
        cited += [*(("FOW 1169.2",) if first else ()), *rules,
                  *(("FOW 1169.2",) if again and not first else ()), *why_not]
        # its ATK is its despair side's (1302.3d), which decided how much it dealt
        cited[:0] = side_up_stat_rules(attacking, "atk") if mine else ()
    back, why = _strike_back(r, attacking)
    if back is None and "FOW 804.4a" in cited:
        # the attacker's is the only damage, and a blocker no longer blocking (FOW 804.4a)
        # decided where it went: that leads (after [Multi Strike]'s own rule, the answer's
        # keyword rule first, where it made this a second hit: the blocker [Bane] destroyed)
        cited.remove("FOW 804.4a")
        cited.insert(0, "FOW 804.4a")
    if back is not None:
        hits.append((back, attacking.id, r.stat(back, "atk") or 0))
        cited.extend((*why, *_no_first_strike_back(back), *side_up_stat_rules(back, "atk")))
    if hits:
        # The amounts were read before any damage is dealt: the damage is simultaneous.
        done = [_battle_damage(r, src, dst, n) for src, dst, n in hits]
        # why the attacker has no [First Strike] (FOW 1308.2a) is its own: the damage it took
        # back at once came of it (the blocker's, beside it), not the damage it dealt
        r.step(StepKind.COMBAT, Msg("battle damage ({split}): {done}", split=said_of(split),
                                    done=joined(done)) if split else
               Msg("battle damage: {done}", done=joined(done)),
               tuple(dict.fromkeys(cited)),
               instruction_rules=tuple((rule, (attacking.id,)) for rule in why_not))
    else:
        # say only what happened: it dealt first strike damage (and has no [Multi Strike] to
        # deal it again, 1169.2), or it had nothing to hit
        none = Msg("{attacker} already dealt its damage in the first strike step",
                   attacker=r.name(attacking.id)) if b.struck_first and not again else Msg(
            "{attacker} has nothing left to deal damage to", attacker=r.name(attacking.id))
        r.step(StepKind.COMBAT, Msg("no battle damage is dealt in the normal battle resolution "
                                    "step ({why})", why=none), tuple(cited))
    priority_to_turn_player(r, "FOW 806.3")


def end_of_battle_step(r: Table) -> None:
    enter_step(r, "end_of_battle", ("FOW 807.1",))
    priority_to_turn_player(r, "FOW 807.2")


def finish_battle(r: Table) -> None:
    """FOW 807.3: effects lasting for this battle end; if that made a rule process or trigger
    happen, another priority sequence comes first (FOW 807.3b); then FOW 807.4: the battle ends and
    the main phase goes on."""
    state, x = r.state, ext(r.state)
    ended = r.end_effects("battle")
    if ended:
        r.step(StepKind.EFFECT, Msg("effects that lasted until the end of the battle end "
                                    "({effects})", effects=Items(ended, commas=True)),
               ("FOW 807.3a",))
        if rule_processes(r) or state.pending_triggers:
            priority_to_turn_player(r, "FOW 807.3b", Msg(
                "(the turn player: the battle's effects ending made something happen)"))
            return
    x.battle = None
    state.step = None
    r.step(StepKind.COMBAT, Msg("the battle ends: nothing is attacking or blocking any more; the "
                                "main phase goes on"), ("FOW 807.4",))
    priority_to_turn_player(r, "FOW 504.2")
