"""Vandaria Wars' timing, turn and state checks: where the guide (or a house policy) differs from
the engine's defaults."""

from __future__ import annotations

from judge.engine.characteristics import traits
from judge.engine.declare import PlayPlan, Refusal
from judge.engine.policies import (
    ObjectRules,
    Payment,
    StateChecks,
    TimingRules,
    TurnRules,
    gains_any,
)
from judge.engine.replacements import replaced
from judge.engine.roles import Role
from judge.engine.trace import StepKind
from judge.games.vandaria_wars.state import PERMANENTS, ext
from judge.model.cards import AbilityDef, CardDef, mode_named
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, phrase, said_of, word

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator
    from typing import ClassVar

    from judge.engine.table import Table
    from judge.model.scenario import Action


# ----- what may be done now -----------------------------------------------------------------
class VWTiming(TimingRules):
    def play_refusal(self, t: Table, player: str, obj: GameObject) -> Refusal | None:
        """VW REG.15.b, HP.2: summoning never responds and is the active player's; VW HP.3: an
        Action of another player on an empty register; then the card's requirements (VW REG.13.a,
        HP.10-11). A card that says it may be summoned or used at any time skips the timing
        (the card wins: VW OV.1), not its requirements."""
        timing = None if self.any_time(t, player, obj) else timing_refusal(t, player, obj)
        return timing or requirement_refusal(t, player, obj.card)

    def plan_play(self, t: Table, player: str, obj: GameObject, action: Action
                  ) -> Refusal | PlayPlan:
        """VW HP.44: a faction requirement met only by a Follower the card's own additional
        cost sacrifices. Requirements and additional costs are both settled as the card is
        registered (VW REG.13.a, REG.14.a), in an order the guide does not give: by default the
        requirements first (`before-costs`), so it counts; `after-costs` no longer counts it."""
        plan = super().plan_play(t, player, obj, action)
        if isinstance(plan, Refusal):
            return plan
        short = honor_beside_costs_refusal(t, player, obj, action, plan)
        if short is not None:
            return short
        note_honor_kept(t, player, obj)
        wanted = faction_wanted(obj.card)
        given = action.mapping("choices").get("sacrifice")
        offered = (given,) if isinstance(given, str) else tuple(
            str(g) for g in given) if isinstance(given, (list, tuple)) else ()
        if not wanted or not offered:
            return plan
        if any(has_faction(t, player, f, without=offered) for f in wanted):
            return plan  # met without the Follower sacrificed: the order does not matter
        t.policy("requirements.costs")  # the ruling depends on the order (VW HP.44)
        if t.policy_is("requirements.costs", "after-costs"):
            return Refusal(phrase(Msg("{name} requires the {faction} faction, which {player} "
                                      "no longer has once {objects} is sacrificed for its "
                                      "additional cost", name=obj.card.name, faction=wanted[0],
                                      player=player,
                                      objects=", ".join(t.name(o) for o in offered))),
                           ("VW REG.13.a", "VW HP.44", "VW HP.11"))
        t.cite_also_rule("VW HP.44")
        return plan

    def play_now_refusal(self, t: Table, player: str, obj: GameObject) -> Refusal | None:
        """VW REG.13.a: a card summoned by another card's effect ("play it now", for free or
        not) is still summoned, so its honor and faction requirements are checked as it is: the
        card's text lifts only what it says (its timing, its gold: VW OV.1)."""
        return requirement_refusal(t, player, obj.card)

    def activate_refusal(self, t: Table, player: str, obj: GameObject,
                         ability: AbilityDef) -> Refusal | None:
        """VW HP.14: whose skills a player may use (house policy), and only in play (a summoned
        card enters play as it results, VW REG.1.e)."""
        mine = obj.owner == player if t.policy_is("skills.user", "owner") else \
            obj.controller == player
        if not mine:
            return Refusal(phrase(Msg("{player} may not use the abilities of {object} (controlled "
                                      "by {controller})",
                                      player=player, object=t.name(obj.id),
                                      controller=obj.controller)), (self.cite(Role.CONTROL),))
        if obj.zone != "field":
            # A summoned card waiting in the register is not in play until it results (VW
            # REG.1.e); from any other zone, only cards in play lend their skills (VW HP.14).
            why = "VW REG.1.e" if obj.zone == "register" else "VW HP.14"
            return Refusal(phrase(Msg("{object} is not in play, so its skills cannot be used",
                                      object=t.name(obj.id))),
                           (why,))
        return None


def honor_paid_by_costs(obj: GameObject, action: Action, plan: PlayPlan) -> int:
    """The honor a card's own costs pay as it is registered: its printed cost, its additional
    cost ("Bayar 1 honor. Jika demikian", an X of honor: VW REG.14.a) and the chosen Option-'s
    own cost (VW REG.14.b)."""
    choices = action.mapping("choices")
    mode = mode_named(obj.card.modes, choices.get("mode")) if obj.card.modes else None
    x = choices.get("x")
    paid = 0
    for cost in (plan.cost, obj.card.additional_cost, mode.cost if mode else None):
        if cost is None:
            continue
        paid += dict(cost.resources).get("honor", 0)
        if "honor" in cost.x and isinstance(x, int):
            paid += x
    return paid


def honor_beside_costs_refusal(t: Table, player: str, obj: GameObject, action: Action,
                               plan: PlayPlan) -> Refusal | None:
    """An honor requirement (VW REG.13.a) beside honor the card's own costs pay (VW REG.14.a-b),
    all settled as it is registered. VW HP.10 `spent` pays the requirement like gold with the
    costs, so the player needs both; under `threshold` a requirement met only before the costs
    are paid is VW HP.44's: `before-costs` counts it (the policy named), `after-costs` not."""
    need_value = dict(obj.card.requirements).get("honor")
    paid = honor_paid_by_costs(obj, action, plan)
    if not need_value or not paid:
        return None
    need = int(str(need_value))
    have = t.state.players[player].resources.get("honor", 0)
    name = obj.card.name
    if t.policy_is("honor.model", "spent"):
        if have >= need + paid:
            return None
        return Refusal(phrase(Msg("{name} requires {need} honor, spent like gold, beside the "
                                  "{paid} honor its costs pay; {player} has {have}", name=name,
                                  need=need, paid=paid, player=player, have=have)),
                       ("VW REG.13.a", "VW REG.14.a", "VW HP.10"))
    if have - paid >= need:
        return None  # met before and after the costs: the order does not matter
    t.policy("requirements.costs")  # the ruling depends on the order (VW HP.44)
    if t.policy_is("requirements.costs", "after-costs"):
        return Refusal(phrase(Msg("{name} requires {need} honor; {player} has {have}, and "
                                  "{left} once the {paid} honor its costs pay is paid",
                                  name=name, need=need, player=player, have=have,
                                  left=have - paid, paid=paid)),
                       ("VW REG.13.a", "VW HP.44", "VW HP.10"))
    t.cite_also_rule("VW HP.44")
    return None


def note_honor_kept(t: Table, player: str, obj: GameObject) -> None:
    """VW HP.10 `threshold`: an honor requirement met (VW REG.13.a) with honor the player's
    earlier summons in this ruling met too, which `spent` would have paid away: what honor is
    decided that this one is met, so the play cites the policy. Each met requirement is
    recorded by its card, so a play planned twice counts once."""
    need = dict(obj.card.requirements).get("honor")
    if not need or t.policy_is("honor.model", "spent"):
        return
    met = ext(t.state).honor_met.setdefault(player, {})
    key = (obj.id, obj.incarnation)
    before = sum(n for k, n in met.items() if k != key)
    have = t.state.players[player].resources.get("honor", 0)
    if before and have < before + int(str(need)):
        t.cite_also_rule(t.policy_id("honor.model"))
    met[key] = int(str(need))


def timing_refusal(t: Table, player: str, obj: GameObject) -> Refusal | None:
    state = t.state
    if obj.card.is_type(*PERMANENTS):
        if state.stack:
            return Refusal(phrase(Msg("summoning a {type} cannot respond to the register",
                                      type=obj.card.type)),
                           ("VW REG.15.b", "VW HP.2"))
        if player != state.turn_player:
            return Refusal(phrase(Msg("only the active player summons")), ("VW HP.2",))
        if t.policy_is("summon.timing", "main") and state.phase != "main":
            return Refusal(phrase(Msg("cards are summoned in the main phase (it is the {phase} "
                                      "phase)",
                                      phase=word(state.phase))), ("VW HP.2",))
        return None
    # VW HP.3 only matters for another player's Action on an empty register.
    if not state.stack and player != state.turn_player and (
            t.policy_is("action.timing", "own-turn-or-response")):
        return Refusal(phrase(Msg("on an empty register only the active player may use an Action")),
                       ("VW HP.3",))
    return None


def requirement_refusal(t: Table, player: str, card: CardDef, *, honor: bool = True,
                        without: tuple[str, ...] = ()) -> Refusal | None:
    """VW REG.13.a: honor (VW HP.10) and faction (VW HP.11) requirements; `honor`: whether the
    honor requirement is read (VW HP.16 does not read again honor VW HP.10 `spent` paid);
    `without`: cards in play that do not count for a faction (the card itself, rechecked)."""
    for key, value in card.requirements:
        if key == "honor" and honor:
            have = t.state.players[player].resources.get("honor", 0)
            need = int(str(value))
            t.policy("honor.model")  # the ruling depends on what honor is (VW HP.10)
            if have < need:
                why = Msg("{name} requires {need} honor; {player} has {have}", name=card.name,
                          need=need, player=player, have=have)
                waiting = honor_waiting(t, player)
                if waiting is not None:  # only gold and element skills result at once
                    return Refusal(phrase(Msg(
                        "{why} ({item}, which gains honor, waits in the register: only a skill "
                        "that gains gold or element results at once)", why=why,
                        item=t.item_label(waiting))), ("VW REG.13.a", "VW REG.10.b", "VW HP.10"))
                return Refusal(phrase(why), ("VW REG.13.a", "VW HP.10"))
        elif key == "faction":
            wanted = faction_wanted(card)
            # `faction: [a, b]` is met by any one of them (the key's documented meaning).
            if wanted and not any(has_faction(t, player, str(f), without) for f in wanted):
                # a faction is a name (VW IN.2.b-c: Order, Chaos, ...), written so
                named = [str(f).title() for f in wanted]
                why = Msg("{name} requires the {faction} faction, which {player} does not have",
                          name=card.name, faction=named[0], player=player) if len(
                    wanted) == 1 else Msg("{name} requires one of the factions {factions}, and "
                                          "{player} has none of them", name=card.name,
                                          factions=", ".join(named), player=player)
                # VW HP.11 only where its options part ways: a card of the faction in play,
                # which meets it under the default, not under `declared` (a declared faction
                # meets it under both, and so does nothing else)
                rules = ("VW REG.13.a", *(("VW HP.11",) if any(
                    faction_in_play(t, player, str(f), without) for f in wanted) else ()))
                waiting = faction_waiting(t, player, tuple(map(str, wanted)))
                if waiting is not None:
                    # a card of the faction summoned but still waiting is not in play yet (VW
                    # REG.1.e): what the player counts on, said with the rule that decides it
                    return Refusal(phrase(Msg(
                        "{why} ({object} is still in the register, waiting to result: a summoned "
                        "card enters play only as it results)", why=why,
                        object=t.name(waiting.source or ""))), (*rules, "VW REG.1.e"))
                return Refusal(phrase(why), rules)
    return None


def faction_waiting(t: Table, player: str, wanted: tuple[str, ...]) -> StackItem | None:
    """A Territory, Follower, Relic or Rune of one of the factions `wanted` that `player`
    summoned and that still waits in the register: not in play until it results (VW REG.1.e),
    so it meets no faction requirement yet (VW HP.11 reads cards in play). (An Action card
    never enters play, VW REG.12.b.)"""
    for it in reversed(t.state.stack):
        obj = t.state.objects.get(it.source or "") if it.kind == "card" else None
        if obj is not None and it.controller == player and obj.card.is_type(*PERMANENTS) \
                and any(f in traits(obj) for f in wanted):
            return it
    return None


def honor_waiting(t: Table, player: str) -> StackItem | None:
    """A registered skill of `player` that gains honor and has not resulted yet: honor is no
    gold or element, so it waits in the register like any skill (VW REG.10.b)."""
    return next((it for it in reversed(t.state.stack) if it.controller == player
                 and gains_any(it.effect, ("honor",))), None)


def faction_wanted(card: CardDef) -> list[str]:
    """The factions a card's faction requirement names (`faction: [a, b]`: any one of them)."""
    value = dict(card.requirements).get("faction")
    return [value] if isinstance(value, str) else [str(f) for f in value] if isinstance(
        value, (list, tuple)) else []


def has_faction(t: Table, player: str, faction: str, without: tuple[str, ...] = ()) -> bool:
    """VW HP.11: a declared faction, or a card of it in play (not one of `without`)."""
    declared = t.state.players[player].extra.get("factions") or ()
    if isinstance(declared, (tuple, list)) and faction in declared:
        return True
    if t.policy_is("faction.source", "declared"):
        return False
    return faction_in_play(t, player, faction, without)


def faction_in_play(t: Table, player: str, faction: str, without: tuple[str, ...] = ()) -> bool:
    """Whether `player` controls a card of `faction` in play (not one of `without`): what meets
    a faction requirement under VW HP.11's default and not under `declared`."""
    return any(t.state.objects[o].controller == player and faction in traits(t.state.objects[o])
               for o in t.board if o not in without)


# ----- the turn (VW HP.1) ---------------------------------------------------------------------
def ready_at_turn_start(t: Table) -> None:
    """VW HP.1: the active player's cards are readied as their turn starts (house policy)."""
    state = t.state
    exhausted = [oid for oid in t.board if state.objects[oid].controller == state.turn_player
                 and state.objects[oid].exhausted]
    if not t.policy_is("turn.start_ready", "ready"):
        if exhausted:  # nothing readies them: said, with the policy's rule, for the answer
            t.note(phrase(Msg("nothing readies {player}'s cards as the turn starts: {objects} "
                              "stays exhausted",
                              plural="nothing readies {player}'s cards as the turn starts: "
                                     "{objects} stay exhausted",
                              player=state.turn_player, n=len(exhausted),
                              objects=Items([t.name(o) for o in exhausted], commas=True))),
                   ("VW HP.1",))
        return
    # A card that an effect says does not ready stays exhausted (the card wins: VW OV.1).
    kept = [oid for oid in exhausted if t.forbidden("ready", obj=state.objects[oid])]
    # VW OV.1: a card whose readying a card's "instead" replaces stays exhausted (the readying
    # never happens), and what happens instead is a step of its own.
    readied = [oid for oid in exhausted
               if oid not in kept and not replaced(t, "readied", state.objects[oid])]
    for oid in readied:
        state.objects[oid].exhausted = False
    if readied or kept:
        stays = Msg("; {objects} stays exhausted (an effect says it does not ready)",
                    objects=Items([t.name(o) for o in kept], commas=True)) if kept else ""
        which = Items([t.name(o) for o in readied], commas=True) if readied else Msg("none")
        t.step(StepKind.EFFECT, Msg("{player}'s cards are readied: {objects}{stays}",
                                    player=state.turn_player, objects=which, stays=stays),
               ("VW HP.1", *(("VW OV.1",) if kept else ())))


class VWTurn(TurnRules):
    """VW HP.1: start, main and end phases; the active player has priority in each."""

    phase_actions: ClassVar[dict[str, Callable[[Table], None]]] = {
        "start": ready_at_turn_start}

    def end_of_turn(self, t: Table) -> None:
        """VW OV.2.b: damage wears off; VW HP.15: so do this-turn effects (by default); VW
        HP.53: unspent gold and element are kept, or emptied."""
        ext(t.state).survived_lethal.clear()  # VW HP.43: it goes with the damage it survived
        unspent_resources(t)
        if t.policy_is("status.end_of_turn", "reset"):
            t.expire_turn_effects(("VW OV.2.b", "VW HP.15"))
        else:
            for oid in t.board:
                t.state.objects[oid].remove_damage()
            t.state.shields.clear()
            t.step(StepKind.EFFECT, Msg("damage is removed from every card"),
                   ("VW OV.2.b", "VW HP.15"))
            # VW HP.15 `damage-only` keeps a card's changed status, never what a card limits to
            # the turn beyond it: who controls a card, what a player pays or may do (VW OV.1).
            ended = t.end_card_effects("turn")
            # a replacement effect for the turn ("this turn, instead of ...") ends as the
            # prevention it is like does (the shields cleared above): no stat or trait
            kept_replacements = [r for r in t.state.replacements if r.duration != "turn"]
            if len(kept_replacements) != len(t.state.replacements):
                t.state.replacements[:] = kept_replacements
                ended.append(phrase(Msg("replacement effects")))
                t.changed()
            binding = t.state.restrictions
            # VW HP.50: a restriction a card puts on a card ends too (`ends`), or is part of
            # that card's status and stays (`stays`)
            on_cards = [r for r in binding if r.duration == "turn" and not (
                (r.player is not None and r.action in ("play", "activate"))
                or (r.filter is None and r.fixed is None))]
            stays = t.policy_is("status.card_restrictions", "stays")
            kept = [r for r in binding if r.duration != "turn" or (stays and r in on_cards)]
            rules: tuple[str, ...] = ("VW OV.1", "VW HP.15")
            if on_cards:
                rules += (t.policy_id("status.card_restrictions"),)
            if len(kept) != len(binding):
                binding[:] = kept
                ended.append(phrase(Msg("prohibitions")))
                t.changed()
            if ended:
                t.step(StepKind.EFFECT, Msg("effects that last until end of turn end ({effects})",
                                            effects=Items(ended, commas=True)), rules)
            if stays and on_cards:
                for r in on_cards:  # the rejection it makes names the policy that kept it
                    r.kept_by = t.policy_id("status.card_restrictions")
                t.note(phrase(Msg("the restrictions {effects} put on cards for the turn stay: "
                                  "under the house policy in force a restriction on a card is "
                                  "part of its status",
                                  effects=Items(sorted({r.label for r in on_cards if r.label}),
                                                commas=True))), rules)


def may_be_lethal(obj: GameObject) -> bool:
    """Whether `obj` can be lethal now, before its HP is read: it has damage, or (VW HP.7: HP
    at 0 or less with no damage is lethal too, 0 being at least 0) its base HP is 0 or less, or
    a change lowers or sets its HP, one of its own or of a continuous effect covering it (the
    layers brought up to date first: `VWChecks.run`). A card of none of these is never read (a
    board of 1,000 followers under 50 effects read each one's HP at every state check)."""
    if obj.damage or obj.layering is not None:
        return True
    over = obj.stats_override
    base = over["hp"] if over and "hp" in over else obj.card.stat("hp")
    if base is not None and base <= 0:
        return True
    for changes in (obj.modifiers, obj.continuous):
        for m in changes:  # plain loops: ~28 changes a card on a crowded board, every check
            for k, v in m.stats:
                if v < 0 and k == "hp":
                    return True
            for k, _ in m.set_stats:
                if k == "hp":
                    return True
    return False


def lethal_cards(t: Table) -> Iterator[GameObject]:
    """The cards on the field with lethal damage (VW HP.7), reading the HP of only those that
    `may_be_lethal` (the layers brought up to date first, for what covers each card)."""
    if t.state.continuous or t.static_sources:
        t.refresh_layers()
    objects = t.state.objects
    return (obj for oid in t.board if may_be_lethal(obj := objects[oid]) and t.is_lethal(obj))


def unspent_resources(t: Table) -> None:
    """VW HP.53: what is left of each player's gold and element as the turn ends, kept (a note
    says so) or emptied (a step)."""
    left = [(p, res, n) for p, st in t.state.players.items()
            for res, n in sorted(st.resources.items()) if res in ("gold", "element") and n > 0]
    if not left:
        return
    said = Items([Msg("{player}: {n} {resource}", player=p, n=n, resource=res)
                  for p, res, n in left])
    policy = t.policy_id("resource.turn_end")
    if not t.policy_is("resource.turn_end", "emptied"):
        t.note(phrase(Msg("unspent gold and element stay into the next turn ({left})",
                          left=said)), (policy,))
        return
    for p, res, _ in left:
        t.state.players[p].resources[res] = 0
    t.step(StepKind.EFFECT, Msg("unspent gold and element are emptied ({left})", left=said),
           (policy,))


def lethal_citations(lethal: list[GameObject]) -> tuple[str, ...]:
    """VW HP.7 for lethal damage; with VW OV.2.a when a card about to be destroyed (`lethal`)
    holds more damage than its last hit dealt: damage dealt earlier in the turn stayed and
    added up."""
    added_up = any(obj.damage_added_up() for obj in lethal)
    return ("VW HP.7", "VW OV.2.a") if added_up else ("VW HP.7",)


#: VW HP.43: a card whose destruction for its lethal damage was replaced ("instead", VW OV.1)
#: is not destroyed again by the same damage (VWState.survived_lethal).
LETHAL_REPLACED = "VW HP.43"


def settled(t: Table, obj: GameObject) -> bool:
    """VW HP.43 `kept`: its lethal damage is what an "instead" already saved it from (the same
    damage, its hp no lower), so the same damage does not destroy it again."""
    mark = ext(t.state).survived_lethal.get(obj.id)
    if mark is None:
        return False
    incarnation, damage, hp = mark
    return bool(incarnation == obj.incarnation and obj.damage == damage
                and (t.stat(obj, "hp") or 0) >= hp)


def destroy_lethal(t: Table, lethal: list[GameObject],
                   checked: dict[str, tuple[int, int, int]] | None = None) -> bool:
    """VW HP.7: the cards with lethal damage are destroyed together; VW HP.43: one whose
    destruction a card's "instead" replaced keeps its damage and is not destroyed again for it
    (`kept`), or its damage is removed (`removed`): never the same "instead" forever."""
    doomed = [obj for obj in lethal if not settled(t, obj)]
    if not doomed:
        return False
    ids = {obj.id: obj.incarnation for obj in doomed}
    # the damage and hp the check found lethal: damage an "instead" itself deals is new
    was = {obj.id: (obj.damage, t.stat(obj, "hp") or 0) for obj in doomed}
    changed = t.destroy_lethal(lethal_citations(doomed), doomed,
                               _hp_fell(t, doomed, was, checked or {}))
    spared = [obj for obj in doomed if obj.id in t.board and obj.incarnation == ids[obj.id]]
    if not spared:
        return changed
    removed = t.policy_is("replace.lethal_damage", "removed")
    for obj in spared:
        if removed:
            obj.remove_damage()
        else:
            damage, hp = was[obj.id]
            ext(t.state).survived_lethal[obj.id] = (obj.incarnation, damage, hp)
    names = ", ".join(t.name(o.id) for o in spared)
    if removed:
        t.step(StepKind.STATE_CHECK, Msg("{objects} was not destroyed, and its damage is removed",
                                         plural="{objects} were not destroyed, and their damage "
                                         "is removed", objects=names, n=len(spared)),
               (LETHAL_REPLACED,))
    else:
        t.step(StepKind.STATE_CHECK, Msg("{objects} was not destroyed and keeps its damage: the "
                                         "same damage does not destroy it again",
                                         plural="{objects} were not destroyed and keep their "
                                         "damage: the same damage does not destroy them again",
                                         objects=names, n=len(spared)),
               (LETHAL_REPLACED, "VW OV.2.a"))
    return changed


def _hp_fell(t: Table, doomed: list[GameObject], was: dict[str, tuple[int, int]],
             checked: dict[str, tuple[int, int, int]]) -> Msg | None:
    """Why cards with no new damage since the last state check (`checked`: as it left them)
    are destroyed now: their HP fell (a continuous skill stopped holding it up, or one lowering
    it began: VW HP.56), "its HP fell from 3 to 2 with no new damage"; None where damage dealt
    since decided it."""
    fell = [obj for obj in doomed if obj.id in checked and checked[obj.id][:2] == (
        obj.incarnation, obj.damage) and checked[obj.id][2] > was[obj.id][1]]
    if len(doomed) == 1 and fell:
        return Msg("its HP fell from {was} to {now} with no new damage",
                   was=checked[fell[0].id][2], now=was[fell[0].id][1])
    return Msg("{changes} with no new damage", changes=Items([
        Msg("{object}'s HP fell from {was} to {now}", object=t.name(obj.id),
            was=checked[obj.id][2], now=was[obj.id][1]) for obj in fell])) if fell else None


def remember_hp(t: Table) -> dict[str, tuple[int, int, int]]:
    """Each damaged card in play as this state check reads it (VWState.checked_hp); what the
    check before had read."""
    state = ext(t.state)
    before, state.checked_hp = state.checked_hp, {}
    objects = t.state.objects
    for oid in t.board:
        obj = objects[oid]
        if obj.damage and (hp := t.stat(obj, "hp")) is not None:
            state.checked_hp[oid] = (obj.incarnation, obj.damage, hp)
    return before


# ----- what the rules do on their own ---------------------------------------------------------
#: VW IN.2.b-c: the factions of each alliance. A card whose traits name a faction is a card
#: of that faction's alliance, so "each Human Follower" reaches an Order Follower whose traits
#: do not say Human as well.
ALLIANCE_OF: dict[str, str] = {
    **dict.fromkeys(("order", "chaos", "prosper", "noble"), "human"),
    **dict.fromkeys(("mystic", "eden", "reigner"), "frameless")}


def alliances_named(have: Iterable[str]) -> tuple[str, ...]:
    """The alliances the factions among traits `have` put a card in (VW IN.2.b-c), spelt as
    the faction is ("Order" is of "Human", "order" of "human")."""
    return tuple(dict.fromkeys(
        ALLIANCE_OF[t.casefold()].title() if t[:1].isupper() else ALLIANCE_OF[t.casefold()]
        for t in have if t.casefold() in ALLIANCE_OF))


def alliances_of(obj: GameObject, have: tuple[str, ...]) -> tuple[str, ...]:
    """The alliances `obj`'s factions put it in (VW IN.2.b-c), read from the traits it has now
    (a change that replaced its faction took the alliance with it)."""
    return alliances_named(have)


class VWObjects(ObjectRules):
    """The guide never attaches one card to another: an `attached_to` is an invalid file."""

    #: VW IN.2.b-c: "a Human Follower" is also one of the Order, Chaos, Prosper or Noble
    #: faction; "a Frameless Follower" one of Mystic, Eden or Reigner.
    implied_traits = (alliances_of,)
    implied_trait_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        "human": ("VW IN.2.b",), "frameless": ("VW IN.2.c",),
        "Human": ("VW IN.2.b",), "Frameless": ("VW IN.2.c",)}
    #: "Is the Order Captain a Human Follower?": Yes, by its faction (VW IN.2.b-c)
    traits_by_traits = (alliances_named,)

    attach_rule = "Vandaria Wars has no attachments: the guide never attaches one card to another"
    #: VW HP.36: whether a Follower that came into play (or under its controller) this turn
    #: may attack is a house policy; the mark tells battle.py which did.
    entered_mark = "entered_this_turn"


class VWChecks(StateChecks):
    def run(self, t: Table) -> bool:
        """VW HP.7: lethal damage; VW OV.3, HP.16: a card that no longer meets its requirements
        leaves play (house policy)."""
        # The cards with lethal damage, found once per check: the usual check finds none, and
        # destroys nothing (a 10,000-item register runs it after each item, and looked at each
        # card's toughness twice).
        lethal = list(lethal_cards(t))
        checked = remember_hp(t)  # (as the check read them, before any is destroyed)
        changed = bool(lethal) and destroy_lethal(t, lethal, checked)
        with_requirements = [o for o in t.board if t.state.objects[o].card.requirements]
        if with_requirements and not t.policy_is("requirements.recheck", "continuous"):
            note_requirements_unchecked(t, with_requirements)
        elif with_requirements:
            for oid in with_requirements:
                obj = t.state.objects[oid]
                # VW HP.10 `spent`: honor is paid like gold as the card is summoned, a cost
                # settled then (VW REG.13.b), not a requirement its remaining honor must meet.
                honor = "honor" not in dict(obj.card.requirements) or not t.policy_is(
                    "honor.model", "spent")
                # As on summoning, when the card was not in play: it is no card of its faction
                # that meets its own requirement (VW HP.11).
                refusal = requirement_refusal(t, obj.controller, obj.card, honor=honor,
                                              without=(oid,))
                if refusal is None:
                    note_requirements_still_met(t, obj)
                else:
                    t.move(obj, "graveyard")
                    t.step(StepKind.STATE_CHECK, Msg("{object} no longer meets its "
                                                            "requirements ({reason}): put into "
                                                            "the graveyard",
                                                            object=t.name(oid),
                                                            reason=said_of(refusal.reason)),
                           ("VW OV.3", "VW HP.16", *refusal.citations))
                    changed = True
        return changed


def note_requirements_still_met(t: Table, obj: GameObject) -> None:
    """VW HP.16 `continuous`: a card whose faction requirement is still met once a card of that
    faction has left where it was (a card of its controller's, of the faction, moved during the
    ruling and not in play) stays; a note says so, with the rule, once."""
    wanted = faction_wanted(obj.card)
    if wanted and any(other.incarnation and other.owner == obj.controller and
                      other.zone not in t.game.vocab.board_zones and
                      any(f in traits(other) for f in wanted)
                      for other in t.state.objects.values()):
        t.note(phrase(Msg("{object} still meets its requirements, checked again as the board "
                          "changes", object=t.name(obj.id))), ("VW HP.16", "VW HP.11"))


def note_requirements_unchecked(t: Table, with_requirements: list[str]) -> None:
    """VW HP.16 `on-summon`: a card in play whose faction or honor requirement is no longer met
    stays; a note says so, with the rule, once (an answer asked whether it stays cites it). Its
    honor is read as VW HP.10 says honor is: a threshold its player's honor no longer reaches
    (Bob's Disgrace took Alice's honor after her Honor Guard was summoned), not under `spent`,
    where the honor was paid as the card was summoned (VW REG.13.b) and asks nothing since."""
    for oid in with_requirements:
        obj = t.state.objects[oid]
        wanted = dict(obj.card.requirements)
        honor = "honor" in wanted and not t.policy_is("honor.model", "spent")
        if "faction" not in wanted and not honor:
            continue
        refusal = requirement_refusal(t, obj.controller, obj.card, honor=honor, without=(oid,))
        if refusal is not None:
            t.note(phrase(Msg("{object} no longer meets its requirements ({reason}), but they "
                              "are checked only as a card is summoned: it stays in play",
                              object=t.name(oid), reason=said_of(refusal.reason))),
                   ("VW HP.16", "VW REG.13.a"))


class VWPayment(Payment):
    """Gold, element and honor, each paid from the player's own total (the engine's default);
    what an effect's payment of more than the player has does, the guide does not say: VW HP.37
    reads a "you may pay ... Jika demikian" its player chose, VW HP.38 one the effect makes."""

    short_chosen_policy = ("payments.short_may", "what-they-have")
    short_forced_policy = ("payments.short", "nothing")
    #: VW HP.61: the guide names element as a resource skills gain (VW REG.10.b) but says of
    #: costs only that the gold is paid as the card is registered (VW REG.13.b): an element cost
    #: is paid so too by default, or not ruled on.
    policy_paid: ClassVar[dict[str, tuple[str, str]]] = {
        "element": ("costs.element", "not-ruled")}
