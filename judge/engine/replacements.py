"""Replacement effects (FOW 910; RB "instead"): when an event would happen, something else happens.

Replacements in force live in `GameState.replacements` (made by a resolving `replace` effect) or
come from static abilities of objects on the board. The board operations ask here before they do
an event (`damaged`, `destroyed`, `moved`, `drawn`; and, with `instead` only, in a game whose
rules let them be replaced, `exhausted`, `readied` and the game's own events: `replaced`):

- the replacements that watch it apply in the order the affected object's controller (or the
  affected player) chooses (FOW 910.2; `decisions: {replacements: {order: [ids]}}`, each named
  by the stack item that made it or the object whose static ability it is), by default in the
  order they began, each at most once to one event (FOW 910.3);
- a replacement never applies to an event its own `instead` brings about (FOW 910.3: it cannot
  replace its own result), so "instead, deal 1 damage to it" does not recurse forever;
- where the game says so only one doubling applies to one event (FOW 910.2c-1);
- an event replaced by `instead` does not happen at all: a destruction replaced is not a
  destruction, so nothing "when destroyed / dies" triggers (RB 808.1.d.1).

Each replacement that applies is a step of its own, citing the game's rule, and the graph links
what made it to what it replaced (`replaces`). `GameState.replacement_log` records every application
(the event's number, the replacement, the replacements whose result the event is), so that the
two rules above can be checked after every step (tests/robustness/invariants.py).

A static ability's replacement is made afresh whenever it is asked for, with the same id every
time (`<object>.<ability>.replace`, `.replace.<n>` for its n-th effect) and its object's
timestamp, like its continuous effects (engine/continuous.py).
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.engine.events import EventKind
from judge.engine.roles import Role
from judge.engine.trace import Relation, StepKind
from judge.engine.wording import said_filter
from judge.engine.words import stat_word
from judge.model.args import optional, required
from judge.model.effects import Each, Effect, Ref, arg
from judge.model.filters import Filter
from judge.model.state import DAMAGED_THIS_TURN, GameObject, Replacement, Shield, StackItem
from judge.msg import English, Msg, amounts, joined, phrase, said_of, word
from judge.record import dataclass
from judge.record import replace as changed

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import ClassVar

    from judge.engine.damage_order import Change
    from judge.engine.rulebook import Rulebook
    from judge.engine.table import Table


#: Events a replacement watches with `instead` only (something else happens; the event does not:
#: RB 370.1.a.1). The board operation or game action that would do one asks `replaced` first.
#: `played`: a card's or a token's play; `activated`, `entered`, `detached`, `attacked`,
#: `defended`, `blocked`: where a game's rules leave open what the replaced event leaves behind,
#: the game reads it by a house policy (RB HP.15-19, FOW HP.18-19, HP.38-39). `cancelled`: an
#: item's cancel (its card, or an ability's source, watched wherever it is), which never happens
#: (FOW 910.1, RB 370.1.a.1). `resolved`: an item's resolution (watched likewise), which never
#: happens; what that leaves behind, a house policy (FOW HP.13, RB HP.12, VW HP.29).
#: `discarded`: a card discarded by an effect (RB 422), which stays in its hand (RB 370.1.a.1:
#: the discard never happened). A game's own events are replaced likewise where their
#: declarations say how (`EventDecl.instead`, `Vocabulary.game_events`): a player's event at a
#: place (`where`) is watched by player or by that place.
INSTEAD_ONLY = ("exhausted", "readied", "attached", "played", "activated", "entered", "detached",
                "attacked", "defended", "blocked", "cancelled", "resolved", "discarded")
#: Further events a replacement watches: `left`, a move off the board (the `moved` event out of a
#: board zone into one that is not, asked in the same place: `replace_move`); `phase_started`, a
#: phase of a player's turn replaced, so skipped (`phase_replaced`); `prevented`, `reduced` and
#: `lost_ability`.
FURTHER_EVENTS = ("left", "phase_started", "prevented", "reduced", "lost_ability")
#: Those of them watched with `instead` only (`prevented`: a prevention of damage, replaced, does
#: not happen and the damage is dealt, `prevention_replaced`; `reduced`: a stat lowered by an
#: instruction, a `modify` or a swap, which then does not lower it, RB 370.1, RB 370.1.b;
#: `lost_ability`: a loss of abilities an instruction makes, where the game's policy lets one be
#: replaced, FOW HP.51: engine/lost.py replaced_loss).
FURTHER_INSTEAD_ONLY = ("prevented", "reduced", "lost_ability")
#: The events a replacement effect may watch (`replace`); a game lets card text replace those its
#: rules allow (`Vocabulary.replaceable_events`).
REPLACEABLE = ("damaged", "destroyed", "moved", "drawn",
               "produced",  # will produced (FOW 907, 910.2f): `becomes` or `instead`
               *INSTEAD_ONLY, *FURTHER_EVENTS)
#: Events no replacement effect can watch, whatever the game (`Vocabulary.no_replacement` says
#: why, with the rule): `replace` naming one is bad input (exit 2), not a mechanic judge lacks.
NOT_REPLACEABLE = ("game_started", "chosen")


def no_replacement(event: str) -> str:
    """Why no replacement effect can watch `event` in a game that says nothing of it
    (`Vocabulary.no_replacement`): it is no event of that game's."""
    return (f"{event} is no event of this game's rules (judge announces none), so no replacement "
            "effect can watch it")


#: Every event the engine announces is above, replaceable or never (NOT_REPLACEABLE): one added
#: later, before judge reads it replaced, is an honest exit 3 naming it (RB 370.1.a lets any
#: event be replaced).
UNREPLACEABLE = tuple(
    (kind.value, f"a replacement effect on {kind.value} events is not implemented (judge "
                 f"replaces {', '.join(REPLACEABLE)} events)")
    for kind in EventKind if kind.value not in (*REPLACEABLE, *NOT_REPLACEABLE))


@dataclass(frozen=True)
class Replace(Effect):
    """A replacement effect (FOW 910; "instead"): when the `event` would happen to what it
    watches, `instead` effects happen (`it` names the object or player), or the event changes:
    its damage doubled or partly prevented, or the object sent `to` another zone."""

    kind: ClassVar[str] = "replace"
    event: str = arg(required("replaced_event", " | ".join(REPLACEABLE) + " (`moved` and `left` "
                              "with `to` or `instead`; `phase_started` with `phase` and `player`, "
                              "and `instead` or nothing, a skip; `produced` with `becomes` or "
                              "`instead`; the others after `drawn`, and the game's own "
                              "events, with `instead` only, where the game's rules let them "
                              "be replaced)",
                              choices=(*REPLACEABLE, *NOT_REPLACEABLE),
                              unmodelled=UNREPLACEABLE))
    object: Ref | None = arg(optional("target", "the object(s) it watches: $1, self, an id, "
                                      "or {each: filter} (also those that arrive later)"), None)
    player: Ref | None = arg(optional("player", "the player it watches (drawn, damaged)"), None)
    instead: tuple[Effect, ...] = arg(optional("effects", "what happens instead"), ())
    double: bool = arg(optional("bool", "damaged: the damage is doubled"), False)
    prevent: int = arg(optional("int", "damaged: this much of it is prevented", minimum=1), 0)
    prevent_all: bool = arg(optional("bool", "damaged: all of it is prevented"), False)
    becomes: int | None = arg(optional("int", "damaged: the damage becomes this much instead "
                                       "(a change of the amount, not a prevention); produced: "
                                       "each kind of will produced becomes this much of it",
                                       minimum=0),
                              None)
    redirect: Ref | None = arg(optional("target", "damaged: the damage is dealt to this object "
                                        "or player instead, by the same source (self, "
                                        "controller, an id)"), None)
    nth: int | None = arg(optional("int", "damaged, watching a player: only the n-th damage "
                                   "that would be dealt to them this turn (every damage that "
                                   "would have been dealt counts, replaced or not)", minimum=1),
                          None)
    to: str | None = arg(optional("zone", "moved: the zone it goes to instead"), None)
    zone_from: str | None = arg(optional("zone", "moved: only when it leaves this zone"), None,
                                key="from")
    zone_to: str | None = arg(optional("zone", "moved: only when it would go to this zone"),
                              None, key="into")
    duration: str = arg(optional("duration", "how long it lasts"), "turn")
    once: bool = arg(optional("bool", "it applies once, then ends"), False)
    each_turn: int | None = arg(optional("int", "\"once each turn\" (1) or \"N times each "
                                         "turn\": it applies to at most that many events a turn, "
                                         "where the game's rules say so (RB 371.1; FOW 104.1)",
                                         minimum=1),
                                None)
    phase: str | None = arg(optional("str", "phase_started: the phase or step of `player`'s "
                                     "turns it replaces (skips)"), None)
    optional: bool = arg(optional("bool", "\"you may ... instead\": its controller decides "
                                  "for each event whether it applies (`decisions: "
                                  "{replacements: {decline: ...}}`; by default it does), where "
                                  "the game's rules say so (RB 371.2, FOW 910.3)"), False)


def replace(r: Table, item: StackItem, e: Replace) -> str | None:
    made = make(r, item, e)
    if not made:
        return None
    r.state.replacements.extend(made)
    r.changed()
    watched: str | Msg = ", ".join(r.name(i) for m in made for i, _ in (m.fixed or ())) or (
        said_filter(e.object.filter) if isinstance(e.object, Each) else
        ", ".join(m.player or "" for m in made))
    said = {"damaged": Msg("a replacement effect watches {watched} being dealt damage "
                           "({how_long})"),
            "destroyed": Msg("a replacement effect watches {watched} being destroyed ({how_long})"),
            "moved": Msg("a replacement effect watches {watched} moving ({how_long})"),
            # where cards are, in the game's words (Words.enters): the board, or play
            "left": Msg("a replacement effect watches {watched} leaving play ({how_long})")
            if r.game.words.enters == "play" else
            Msg("a replacement effect watches {watched} leaving the board ({how_long})"),
            "drawn": Msg("a replacement effect watches {watched} drawing ({how_long})"),
            "exhausted": Msg("a replacement effect watches {watched} becoming exhausted "
                             "({how_long})"),
            "readied": Msg("a replacement effect watches {watched} becoming ready ({how_long})"),
            "attached": Msg("a replacement effect watches {watched} being attached "
                            "({how_long})"),
            # in the game's words: a summon, a skill used, entering play (VW HP.24-26)
            "played": Msg(r.game.words.play_replaced_said(_types_of(r, made))[0]),
            "activated": Msg(r.game.words.activation_replaced_said()[0]),
            "entered": Msg(r.game.words.entering_replaced_said()[0]),
            "detached": Msg("a replacement effect watches {watched} being detached "
                            "({how_long})"),
            "attacked": Msg("a replacement effect watches {watched} attacking ({how_long})"),
            "defended": Msg("a replacement effect watches {watched} defending "
                            "({how_long})"),
            "blocked": Msg("a replacement effect watches {watched} blocking ({how_long})"),
            "cancelled": Msg("a replacement effect watches {watched} being {cancelled} "
                             "({how_long})", cancelled=word(r.game.cancel_words[1])),
            "resolved": Msg("a replacement effect watches {watched} as it would {resolve} "
                            "({how_long})", resolve=word(r.game.words.resolve[0])),
            "produced": Msg("a replacement effect watches will produced by {watched} "
                            "({how_long})"),
            "reduced": Msg("a replacement effect watches {watched} having a stat reduced "
                           "({how_long})"),
            "lost_ability": Msg("a replacement effect watches {watched} losing its "
                                "abilities ({how_long})"),
            "discarded": Msg("a replacement effect watches {watched} being discarded "
                             "({how_long})"),
            "prevented": Msg("a replacement effect watches damage to {watched} being prevented "
                             "({how_long})"),
            "phase_started": Msg("a replacement effect watches {watched}'s {phase} phase "
                                 "beginning ({how_long})",
                                 phase=word(r.game.words.phase(e.phase or "")))
            }.get(e.event) or own_event_said(r.game, e.event, instead=False)
    said.args.update(watched=watched, how_long=word(e.duration))
    return phrase(said)


def own_event_said(game: Rulebook, event: str, *, instead: bool, where: object = None) -> Msg:
    """How a replacement of one of the game's own events is said, as its declaration words it
    (`EventDecl.watched`, `EventDecl.instead`): the engine knows none of them by name."""
    decl = game.vocab.game_events[event]
    said = decl.instead if instead else decl.watched
    if said is None:  # the loader lets no replacement watch an event declared without them
        raise ValueError(f"{event} events are declared with no replacement")
    return Msg(said.id, where=where) if where is not None else Msg(said.id)


def _types_of(t: Table, made: list[Replacement]) -> tuple[str, ...] | None:
    """The card types the replacements `made` watch, where each names one (for the game's verb
    for playing them), else None."""
    types: list[str] = []
    for m in made:
        if m.fixed:
            types += (x for oid, _ in m.fixed for x in t.state.objects[oid].card.every_type())
        elif m.filter is not None and m.filter.types:
            types += m.filter.types
        else:
            return None
    return tuple(types) or None


def watching(t: Table, event: str, obj: GameObject | None = None, player: str | None = None,
             zone_from: str | None = None, zone_to: str | None = None,
             nth: int | None = None, anywhere: bool = False,
             settle: bool = False, preventable: bool = True) -> list[Replacement]:
    """The replacements in force that watch this event, in the order they apply. One that is
    applying now does not apply to the events that replace its own (FOW 910.3, RB 370.2: once
    to an event, including what replaced it). `nth`: the event is the n-th of its kind this
    turn (a replacement of the n-th one watches only that one). An optional one ("you may ...
    instead", RB 371.2.a) its controller declined for this event is left out: decided the first
    time the event is looked at, and `settle` (the call that carries the event out) ends that
    event's decision, so a look ahead and the event itself agree. Not `preventable` (damage
    that cannot be prevented): no prevention watches it, so none is ordered, asked or used."""
    applying = t.state.applying
    watches = [r for r in (*t.state.replacements, *static_replacements(t))
               if _event_is(t, r, event, zone_from, zone_to)
               and _watches(t, _anywhere(r) if anywhere else r, obj, player, zone_from, zone_to)
               and (preventable or not (r.prevent_all or r.prevent))]
    every = [r for r in watches if r.nth is None or r.nth == nth]
    if len(every) < len(watches):  # not the n-th: counted with the would-be events
        t.cite_also_optional(Role.WOULD_BE_EVENTS)
    if any(r.each_turn is not None for r in every):
        left = [r for r in every if r.each_turn is None or _uses(t, r) < r.each_turn]
        if len(left) < len(every):  # "once each turn", used up this turn (RB 371.1)
            t.cite_also_optional(Role.LIMITED_REPLACEMENT)
        every = left
    if any(r.optional for r in every):
        subject = (event, obj.id if obj is not None else str(player),
                   obj.incarnation if obj is not None else 0)
        every = [r for r in every if not r.optional or _chosen(t, r, subject, settle)]
    found = [r for r in every if _key(r) not in applying]
    if len(found) < len(every):
        t.cite_also_optional(Role.REPLACEMENT_ONCE)  # one did not apply again: it replaced
    chained = t.game.chained_replacement_policy
    if found and applying and chained is not None:
        # what another replacement's "instead" brings about, watched by these: whether they
        # replace it in turn the game's rules do not say, its house policy does (VW HP.55)
        t.cite_also_rule(t.policy_id(chained[0]))
        if t.policy_is(*chained):
            return []
    if len(found) < 2:
        return found
    if obj is None and player is not None:
        # a player acted on orders the replacements of their own event (RB 372.1)
        t.cite_also_optional(Role.REPLACEMENT_ORDER_PLAYER)
    t.cite_also_optional(Role.REPLACEMENT_ORDER)  # several apply: in the order chosen
    _order_read_by_policy(t)
    return _in_chosen_order(t, found)


def preventions_watching(t: Table, obj: GameObject | None, player: str | None,
                         nth: int | None = None) -> list[Replacement]:
    """The prevention replacements that would watch damage to `obj` (or `player`, its damage
    the `nth` of the turn) were it preventable: those damage that cannot be prevented passes
    over. A look only: nothing is cited, asked or used (`watching` orders what applies)."""
    return [r for r in (*t.state.replacements, *static_replacements(t))
            if (r.prevent_all or r.prevent) and (r.nth is None or r.nth == nth)
            and (r.each_turn is None or _uses(t, r) < r.each_turn)
            and _event_is(t, r, "damaged", None, None) and _watches(t, r, obj, player, None, None)]


def _order_read_by_policy(t: Table) -> None:
    """Where the game's rules say nothing of who orders several replacement effects on one
    event and its house policy on damage's says it (`Rulebook.damage_order_policy`, VW HP.22),
    that policy decides every event's order: the ruling names it."""
    policy = t.game.damage_order_policy
    if policy is None or t.game.cite_optional(Role.REPLACEMENT_ORDER):
        return
    t.policy(policy[0])
    t.cite_also_rule(t.policy_id(policy[0]))


def _in_chosen_order(t: Table, found: list[Replacement]) -> list[Replacement]:
    """Replacements in the order the file chose for them, else by timestamp. (The ordering
    code is imported only here and where damage is replaced: a ruling with no replacement
    effect never loads it, which the cold start counts.)"""
    from judge.engine.damage_order import by_choice, chosen_ranks, rank_in

    rank = chosen_ranks(t)
    return sorted(found, key=lambda r: (by_choice(rank_in(t, r, rank), rank), r.timestamp))


def _chosen(t: Table, r: Replacement, subject: tuple[str, str, int], settle: bool) -> bool:
    """Whether the controller of optional replacement `r` applies it to this event (RB 371.2.a:
    decided event by event): `decisions: {replacements: {decline: [maker]}}` declines it for
    every event, `{decline: {maker: [n, ...]}}` for the n-th events it could apply to (counted
    from 1); by default it applies. Declined, it was not applied (RB 371.2.b: a limited one
    keeps its use). Each event is decided once, however often it is looked at."""
    state = t.state
    key = (_key(r), *subject)
    applies = state.optional_pending.get(key)
    if applies is None:
        n = state.optional_offers[key[0]] = state.optional_offers.get(key[0], 0) + 1
        chosen = t.decision("replacements", "decline")
        names = [k for k in (r.id, r.origin, r.source) if k]
        if isinstance(chosen, dict):
            hit = next((k for k in names if k in chosen), None)
            said = chosen.get(hit) if hit is not None else None
            declined = isinstance(said, (tuple, list)) and n in said
        else:
            hit = next((k for k in names if isinstance(chosen, (tuple, list)) and k in chosen),
                       None)
            declined = hit is not None
        if hit is not None:
            t.decision("replacements", "decline", hit)  # this entry mattered
            if declined and isinstance(chosen, dict):
                t.decision("replacements", "decline", hit, str(n))  # ... and its n-th event came
        applies = state.optional_pending[key] = not declined
    unpaid = _unpayable_instead(t, r) if applies else None
    if unpaid is not None:
        if settle:
            del state.optional_pending[key]
            t.step(StepKind.CHOICE, Msg(
                "{player} {cannot}: {player} cannot choose to apply {source}, a \"you may pay "
                "... instead\" replacement effect, so it is not applied", player=str(r.controller),
                cannot=unpaid[0], source=_what(t, r)), unpaid[1])
            # (the event that happens for it says why too: the house policy decided it)
            t.cite_also_rule(unpaid[1][-1])
        return False
    t.cite_also_optional(Role.OPTIONAL_REPLACEMENT)
    if settle and applies and "decline" not in t.scenario.decisions.get("replacements", {}):
        # the first option, said (docs/scenario-format.md, `decisions`)
        t.note(phrase(Msg("{source} is a \"you may\" replacement effect: {player} applies it "
                          "by default; `decisions: {{replacements: {{decline: [...]}}}}` "
                          "declines it", source=_first(_what(t, r)), player=str(r.controller))),
               t.game.cite_optional(Role.OPTIONAL_REPLACEMENT))
    if settle:
        del state.optional_pending[key]
        if not applies and r.each_turn is not None:  # its use is kept for later events
            t.cite_also_optional(Role.OPTIONAL_REPLACEMENT_DECLINED)
        if not applies:
            t.step(StepKind.CHOICE, Msg("{player} chooses not to apply {source} to this event: "
                                        "a \"you may\" replacement effect, it is not applied",
                                        player=str(r.controller), source=_what(t, r)))
    return applies


def _unpayable_instead(t: Table, r: Replacement) -> tuple[Msg, tuple[str, ...]] | None:
    """Where optional replacement `r` opens its `instead` with a payment of its controller's
    that they cannot make in full ("you may pay one fire will instead": FOW 1003.4, no part of
    an amount may be paid) and the game's house policy says they cannot choose it then (FOW
    HP.66): what they cannot pay, and the rules that say so; else None (it may be chosen)."""
    policy = t.game.unpayable_instead_policy
    first = r.instead[0] if r.instead else None
    if first is not None and first.kind == "instruction" and \
            getattr(first, "condition", None) is None:
        first = getattr(first, "effect", None)  # (remembered `as: paid`, for "if you do")
    if policy is None or first is None or first.kind != "pay" or \
            getattr(first, "player", None) != "controller" or r.controller not in t.state.players:
        return None
    from judge.model.cards import Cost

    owed = tuple((k, n) for k, n in getattr(first, "resources", ()) if isinstance(n, int) and n)
    have = t.state.players[r.controller].resources
    short = t.game.payment.settle(have, owed)[1]
    if not owed or not short:
        return None
    # (unless will abilities they have could make it up, which are theirs to play: exit 3)
    t.game.payment.short_but_producible(t.state, r.controller, Cost(owed))
    key, option, rules = policy
    if not t.policy_is(key, option):
        t.cite_also_rule(t.policy_id(key))
        return None
    names = t.game.words.resources
    return (Msg("cannot pay {amounts} (has {have})", amounts=amounts(owed, names),
                have=amounts(((k, have.get(k, 0)) for k in short), names)),
            (*rules, *t.game.cite_optional(Role.OPTIONAL_REPLACEMENT), t.policy_id(key)))


def _event_is(t: Table, r: Replacement, event: str, zone_from: str | None,
              zone_to: str | None) -> bool:
    """Whether `r` watches this `event`: a leaving (`left`) is a move from a board zone into one
    that is not (leaving the field, the board or play, as the game's `left` trigger reads it),
    watched with the moves."""
    if r.event == "left" and event == "moved":
        board = t.game.vocab.is_board
        return zone_from is not None and zone_to is not None and board(zone_from) \
            and not board(zone_to)
    return r.event == event


def damage_ahead(t: Table, obj: GameObject) -> list[Replacement]:
    """The replacements that would apply to damage dealt to `obj` now (a "once each turn" one
    used up this turn left out, RB 371.1), without applying or citing anything: for a game that
    counts them ahead of the event (RB 465.2.c.5: combat damage assigned as it would be dealt)."""
    found = [r for r in (*t.state.replacements, *static_replacements(t))
             if r.event == "damaged" and _watches(t, r, obj, None, None, None)
             and (r.each_turn is None or _uses(t, r) < r.each_turn)]
    if any(r.optional for r in found):  # its controller's choice is made as the damage is dealt
        from judge.errors import Problem, UnsupportedMechanic

        raise UnsupportedMechanic(Problem(
            t.scenario.file, 0, 0, "replace.optional", f"an optional (\"you may ... instead\") "
            f"replacement of damage to {t.name(obj.id)}, counted ahead of the damage (as combat "
            "damage is assigned), is not implemented: whether its controller will apply it is "
            "not known there"))
    return found


def damage_doublings(t: Table, obj: GameObject) -> int:
    """How many doublings would apply to damage dealt to `obj` now (one at most where the game's
    doublings do not stack), without applying or citing anything: for a game that counts them
    ahead of the event (RB 465.2.c.5: combat damage assigned as it would be dealt)."""
    n = sum(1 for r in damage_ahead(t, obj) if r.double)
    return n if t.game.doublings_stack else min(n, 1)


def damage_becomes(t: Table, obj: GameObject) -> int | None:
    """The amount any damage dealt to `obj` would become now ("if I would be dealt damage, I'm
    dealt 1 instead": a replacement's `becomes`), the least where several would apply, or None;
    without applying or citing anything (RB 465.2.c.5: combat damage assigned as it would be
    dealt)."""
    found = [r.becomes for r in damage_ahead(t, obj) if r.becomes is not None]
    return min(found) if found else None


def damage_prevented_ahead(t: Table, obj: GameObject) -> int | None:
    """How much of any damage dealt to `obj` now its prevent replacements ("prevent 3 of it")
    would stop, their Prevent Values added up; None if one prevents all of it. Without applying
    or citing anything (RB 437.5.a-b: a prevent counts in what is lethal as damage is assigned;
    prevention effects that track a Prevent Value on the object are `shields`, apart)."""
    ahead = damage_ahead(t, obj)
    if any(r.prevent_all for r in ahead):
        return None
    return sum(r.prevent for r in ahead if r.prevent)


def damage_goes_elsewhere(t: Table, obj: GameObject) -> bool:
    """Whether a replacement would take any damage dealt to `obj` now away from it: dealt to
    another instead (`redirect`) or replaced by something else (`instead`); without applying or
    citing anything."""
    return any(r.redirect is not None or (r.instead and not (
        r.double or r.prevent or r.prevent_all or r.becomes is not None))
        for r in damage_ahead(t, obj))


def _watches(t: Table, r: Replacement, obj: GameObject | None, player: str | None,
             zone_from: str | None, zone_to: str | None) -> bool:
    if r.zone_from is not None and zone_from != r.zone_from:
        return False
    if r.zone_to is not None and zone_to != r.zone_to:
        return False
    if r.player is not None:
        return player == r.player and obj is None
    if obj is None:
        return False
    if r.fixed is not None:
        return (obj.id, obj.incarnation) in r.fixed
    if r.filter is None:
        return False
    return matches(t.state, t.game, obj, r.filter, r.controller)


def static_replacements(t: Table) -> list[Replacement]:
    """Replacements of static abilities of objects on the board (while their condition holds)."""
    from judge.engine.granted import statics_in_force

    out: list[Replacement] = []
    for obj, ability, source, seen_from in statics_in_force(t):
        for i, effect in enumerate(ability.effect):
            if effect.kind == "replace":
                # The same id every time it is looked at, and the timestamp of its object's
                # arrival: a static ability's replacement began when its object did.
                rid = f"{seen_from.id}.replace" + (f"#{i + 1}" if i else "")
                made = make(t, seen_from, effect, duration="static", rid=rid,
                            timestamp=max(obj.since, source.since))
                # "once each turn": its uses before the file's moment are the ability's
                out.extend(changed(r, ability=ability.name) if r.each_turn is not None else r
                           for r in made)
    return out + off_board_replacements(t)


def off_board_replacements(t: Table) -> list[Replacement]:
    """RB 370.3: replacements of static abilities a card says work from a zone off the board
    ("while this is in your trash, if ... would ... instead"), from that zone only
    (declare_statics.works_off_board); asked as an event would happen, so a card that arrives
    there in the same event (dying together with what it would save) is not there yet."""
    from judge.engine.declare_statics import works_off_board

    rules = t.game.triggers_from
    keys = tuple(r.key for r in rules if r.replacement_rules and r.key)
    if not keys:
        return []
    out: list[Replacement] = []
    board = t.board
    for oid in t.static_sources:
        obj = t.state.objects.get(oid)
        if obj is None or oid in board or all(obj.card.get(k) is None for k in keys):
            continue
        for ability in obj.card.abilities:
            if ability.kind != "static":
                continue
            zones, cited = works_off_board(rules, obj.card, ability)
            if obj.zone not in zones:
                continue
            seen_from = StackItem(id=f"{obj.id}.{ability.name}", kind="ability",
                                  controller=obj.controller, name=ability.name, source=obj.id)
            for i, effect in enumerate(ability.effect):
                if effect.kind != "replace":
                    continue
                rid = f"{seen_from.id}.replace" + (f"#{i + 1}" if i else "")
                made = make(t, seen_from, effect, duration="static", rid=rid,
                            timestamp=obj.since)
                out.extend(changed(r, rules=cited, **({"ability": ability.name}
                                                      if r.each_turn is not None else {}))
                           for r in made)
    return out


def not_there_yet(t: Table, gone: Sequence[GameObject], into: str
                  ) -> list[tuple[GameObject, list[GameObject], tuple[str, ...]]]:
    """RB 370.3: of objects about to leave the board in one event into `into`, each whose
    replacement effect works from there and would replace another's leaving, with those others
    and the rules to cite: it will not be there yet as they leave, so it replaces nothing of
    theirs. Asked before they move (what it watches is read on the board)."""
    from judge.engine.declare_statics import works_off_board

    rules = t.game.triggers_from
    if len(gone) < 2 or not any(r.replacement_rules for r in rules):
        return []
    out: list[tuple[GameObject, list[GameObject], tuple[str, ...]]] = []
    for src in gone:
        for ability in src.card.abilities:
            zones, cited = works_off_board(rules, src.card, ability) \
                if ability.kind == "static" else ((), ())
            if into not in zones:
                continue
            seen_from = StackItem(id=f"{src.id}.{ability.name}", kind="ability",
                                  controller=src.controller, name=ability.name, source=src.id)
            made = [r for e in ability.effect if isinstance(e, Replace) and e.event == "destroyed"
                    for r in make(t, seen_from, e, duration="static", rid=seen_from.id,
                                  timestamp=src.since)]
            others = [o for o in gone if o.id != src.id and
                      any(_watches(t, r, o, None, None, None) for r in made)]
            if others:
                out.append((src, others, cited))
    return out


def say_not_there_yet(t: Table, found: list[tuple[GameObject, list[GameObject],
                                                   tuple[str, ...]]]) -> None:
    """The notes of `not_there_yet`, once they have left."""
    for src, others, cited in found:
        t.note(phrase(Msg("{source} works {zone} and was not there yet as {objects} left "
                          "the board with it: it does not replace their leaving",
                          source=t.name(src.id), objects=", ".join(t.name(o.id) for o in others),
                          zone=t.game.words.place_said(src.zone, src.owner))), cited)


def make(t: Table, item: StackItem, e: Effect, duration: str | None = None,
         rid: str | None = None, timestamp: int | None = None) -> list[Replacement]:
    """The replacements a `replace` effect sets up for an item (engine/effects.py: Replace)."""
    from judge.engine.refs import each_lasting, refs

    assert isinstance(e, Replace)
    rid = rid or t.state.new_id(f"{item.id}.replace")
    stamp = t.tick() if timestamp is None else timestamp

    def one(suffix: str = "", filt: Filter | None = None,
            fixed: tuple[tuple[str, int], ...] | None = None,
            player: str | None = None) -> Replacement:
        return Replacement(rid + suffix, item.controller, item.id, e.event, filt, fixed, player,
                           e.instead, e.double, e.prevent, e.to, e.zone_from, e.zone_to,
                           duration or e.duration, e.once, item.source, stamp,
                           prevent_all=e.prevent_all, becomes=e.becomes, nth=e.nth,
                           redirect=e.redirect, phase=e.phase, each_turn=e.each_turn,
                           optional=e.optional)

    if e.player is not None:
        return [one(f".{p}", player=p) for p in refs(t, item, e.player) if p in t.state.players]
    if isinstance(e.object, Each) and (filt := each_lasting(t, item, e.object)) is not None:
        return [one(filt=filt)]
    ids = [i for i in refs(t, item, e.object or "self") if i in t.state.objects]
    fixed = tuple((i, t.state.objects[i].incarnation) for i in ids)
    return [one(fixed=fixed)] if fixed else []


# ----- the events -------------------------------------------------------------------------------
def replace_damage(t: Table, target: str, amount: int, cause: str | None,
                   source: str | None = None, item: str | None = None, *,
                   preventable: bool = True) -> tuple[int, bool]:
    """Damage about to be dealt to `target`: the amount after its replacements (0 if an
    `instead` replaced it), and whether the prevention effects on `target` were applied among
    them (engine/damage_order.py: where the game's rules order them so). Not `preventable`:
    the prevention effects are left out (none applies, none is used up)."""
    obj = t.state.objects.get(target)
    doubled = False
    found = watching(t, "damaged", obj, None if obj else target,
                     nth=None if obj else t.state.damage_counts.get(target), settle=True,
                     preventable=preventable)
    from judge.engine.damage_order import in_order

    changes, shielded = in_order(t, found, target, amount, shields=preventable)
    grouped = t.game.damage_increases_first and (
        shielded or [c for c in changes if isinstance(c, Replacement)] != found)
    first = changes[0] if changes else None
    ends = isinstance(first, Replacement) and not (
        first.double or first.prevent_all or first.prevent or first.becomes is not None) and (
        first.redirect is not None or first.instead)  # the damage goes elsewhere, or none is dealt
    from judge.engine.damage_order import one_of_each_kind

    order = _choosing(t, changes, _who_orders(t, changes, target, amount), grouped=grouped,
                      alone=first if ends else None,
                      by_kind=one_of_each_kind(t, changes, amount))
    event = _event(t) if found else 0
    from judge.engine.damage_order import of_several_kinds

    # FOW 910.2a: each change after the first of several kinds applies where the rule puts it
    # (a redirect after the prevention, an "instead" after both): the rule decides what it
    # changes, so its step cites it, as the first step does
    by_kind = of_several_kinds(t, changes, amount)
    for r in changes:
        if amount <= 0:
            break
        if by_kind and order is None:
            t.cite_also_optional(Role.DAMAGE_INCREASES_FIRST)
        if isinstance(r, Shield):
            amount -= _shield(t, r, target, amount, source, item, cause, order)
            order = None
            continue
        if r.double:
            if doubled and not t.game.doublings_stack:
                t.cite_also_optional(Role.ONE_DOUBLING)
                _step(t, r, cause, Msg("{source} would double the damage to {target} again, "
                                       "but only one doubling applies to one event",
                                       source=_first(_what(t, r)), target=t.name(target)), order)
                continue
            doubled = True
            amount *= 2
            t.cite_also_optional(Role.DOUBLING)  # this recipient's share, once divided
            _applied(t, r, event)
            _step(t, r, cause, Msg("{source} doubles the damage to {target}: {n} instead of "
                                   "{was}", source=_first(_what(t, r)), target=t.name(target),
                                   n=amount, was=amount // 2), order)
        elif (r.prevent_all or r.prevent) and (how := prevention_replaced(
                t, target, amount if r.prevent_all else min(amount, r.prevent), cause, order)):
            # its prevention replaced: it does not happen, the damage stays (one spent all
            # the same is used up: `prevention_replaced`)
            if how == SPENT:
                _used(t, r)
            order = None
            continue
        elif r.prevent_all:
            t.cite_prevention(True)
            _applied(t, r, event)
            _step(t, r, cause, Msg("{source} prevents all {n} damage to {target}",
                                   source=_first(_what(t, r)), n=amount,
                                   target=t.name(target)), order)
            _announce_prevented(t, target, amount, r, source)
            amount = 0
        elif r.becomes is not None:
            t.cite_also_optional(Role.DAMAGE_BECOMES)  # a new amount, not a prevention
            _applied(t, r, event)
            _step(t, r, cause, Msg("{source}: the damage to {target} becomes {n} instead of "
                                   "{was} (the amount changes; nothing is prevented)",
                                   source=_first(_what(t, r)), target=t.name(target),
                                   n=r.becomes, was=amount), order)
            amount = r.becomes
        elif r.prevent:
            stopped = min(amount, r.prevent)
            amount -= stopped
            t.cite_prevention(False)
            _applied(t, r, event)
            _step(t, r, cause, Msg("{source} prevents {n} of the damage to {target}: {left} is "
                                   "left", source=_first(_what(t, r)), n=stopped,
                                   target=t.name(target), left=amount), order)
            _announce_prevented(t, target, stopped, r, source)
        elif r.redirect is not None:
            _applied(t, r, event)
            # the game's own `damage` (its record, so this module need not import effects)
            make: Callable[..., Effect] = t.game.effect_decls["damage"].record
            # a restriction on its source's or its player's damage still speaks of it where it
            # goes (the same source deals it: its new deal reads it again); the instruction's
            # own "this damage can't be prevented" is the question the house policy answers
            moved = make(target=r.redirect, amount=amount, source=source,
                         unpreventable=not preventable and not t.damage_unpreventable(
                             source, item) and _still_unpreventable(t, r, target))
            what = _instead(t, changed(r, instead=(moved,)), target)
            _step(t, r, cause, Msg("instead of being dealt to {target}, the {n} damage is "
                                   "dealt elsewhere: {what}", target=t.name(target), n=amount,
                                   what=said_of(what)), order)
            t.state.replaced.append(target)
            amount = 0
        elif r.instead:
            _applied(t, r, event)
            what = _instead(t, r, target)
            _step(t, r, cause, Msg("instead of being dealt {n} damage, {what}", n=amount,
                                   what=said_of(what)), order)
            t.state.replaced.append(target)
            amount = 0
        order = None
        _nth(t, r)
        _used(t, r)
    return amount, shielded


def _still_unpreventable(t: Table, r: Replacement, affected: str) -> bool:
    """Whether damage that cannot be prevented, redirected by `r`, still cannot be at its new
    recipient: the game's house policy says (`Rulebook.unpreventable_redirected_policy`, FOW
    HP.59; the ruling names it). A game without one: where a prevention waits at the new
    recipient, an honest "cannot rule" (exit 3) naming it; where none does, the question does
    not arise (it stays as it was)."""
    policy = t.game.unpreventable_redirected_policy
    if policy is None:
        if _prevention_at(t, r, affected):  # the rules do not say, and judge does not guess
            from judge.engine.lost import cannot_rule

            cannot_rule(t, f"damage that cannot be prevented, redirected by a replacement to "
                           f"where a prevention waits: whether it still cannot be prevented "
                           f"there, no rule of {t.game.name} says and no house policy of judge "
                           f"reads", key="damage.unpreventable", silent=True)
        return True
    t.cite_also_rule(t.policy_id(policy[0]))
    return t.policy_is(*policy)


def _prevention_at(t: Table, r: Replacement, affected: str) -> bool:
    """Whether a prevention effect waits at what `r` redirects damage to."""
    from judge.engine.refs import refs

    assert r.redirect is not None
    ctx = StackItem(id=f"{r.origin}.instead", kind="ability", controller=r.controller,
                    name="replacement", source=r.source, trigger_object=affected)
    return any(preventions_at(t, rid) for rid in refs(t, ctx, r.redirect))


def preventions_at(t: Table, target: str) -> list[str]:
    """The prevention effects waiting at `target` (an object or a player), by name: the items
    that made its shields and the cards of the prevention replacements that would watch
    damage to it (a player's: the n-th of the turn it would be, FOW 910.2g). A look only:
    nothing is cited, asked or used (what damage that cannot be prevented passes over)."""
    from judge.engine.damage_order import shields_on

    obj = t.state.objects.get(target)
    nth: int | None = None
    if obj is None and target in t.state.players:
        earlier = t.state.players[target].extra.get(DAMAGED_THIS_TURN, 0)
        nth = t.state.damage_counts.get(target, earlier if isinstance(earlier, int) else 0) + 1
    found = preventions_watching(t, obj, None if obj else target, nth) \
        if t.state.replacements or t.static_sources else []
    names = [t.name(s.source_item) for s in shields_on(t, target)]
    names += [t.name(x.source) if x.source else x.origin for x in found]
    return list(dict.fromkeys(names))


def _who_orders(t: Table, changes: list[Change], target: str, amount: int) -> Msg:
    """Who orders the changes of one damage (FOW 910.2a: the increases by the controller of
    what deals it, then the receiver's; else the receiver, RB 372)."""
    obj = t.state.objects.get(target)
    receiver = obj.controller if obj is not None else target
    from judge.engine.damage_order import is_increase

    increases = sum(1 for c in changes if is_increase(t, c, amount))
    if not t.game.damage_increases_first or not increases:
        return Msg("{player} orders them", player=str(receiver))
    if increases == len(changes):
        if increases > 1:
            t.cite_also_optional(Role.DAMAGE_INCREASES_FIRST)
        return Msg("the controller of what deals the damage orders them")
    return Msg("the increases apply first, ordered by the controller of what deals the "
               "damage, then {player} orders the rest", player=str(receiver))


def _shield(t: Table, s: Shield, target: str, amount: int, source: str | None,
            item: str | None, cause: str | None, order: Msg | None) -> int:
    """A prevention effect applied at its place among the replacements of the damage (FOW
    910.2a: preventing first; RB 369.2: one of those the player orders): how much it
    prevented, said as a prevention replacement's step is."""
    stopped = t.prevent_with(s, target, amount, source=source, item=item, cause=cause)
    if not stopped:  # its prevention was replaced (prevention_replaced said so)
        return 0
    who = _first(t.name(s.source_item))
    said = Msg("{source} prevents all {n} damage to {target}", source=who, n=amount,
               target=t.name(target)) if stopped == amount else Msg(
        "{source} prevents {n} of the damage to {target}: {left} is left", source=who,
        n=stopped, target=t.name(target), left=amount - stopped)
    t.cite_also_optional(Role.REPLACEMENT)
    t.step(StepKind.REPLACE, Msg("{order}. {what}", order=order, what=said)
           if order is not None else said)
    return stopped


def replace_destroy(t: Table, obj: GameObject, cause: str | None) -> str | None:
    """`obj` is about to be destroyed: None if it is (its destination may have changed: see
    `replace_move`), else what happened instead (RB 808.1.d.1: a replaced death is no death)."""
    found = watching(t, "destroyed", obj, settle=True)
    order = _choosing(t, found, Msg("{player} orders them", player=str(obj.controller)),
                      alone=next((r for r in found if r.instead), None))
    event = _event(t) if found else 0
    for r in found:
        if r.instead:
            _applied(t, r, event)
            what = _instead(t, r, obj.id)
            if any(a.kind == "triggered" and a.when is not None and a.when.event == "destroyed"
                   and a.when.object == "self" for a in obj.card.abilities):
                t.cite_also_optional(Role.REPLACED_DEATH)  # no death: they do not trigger
                what = phrase(Msg("{what}; it did not die, so its own death triggers do not "
                                  "trigger", what=said_of(what)))
            _step(t, r, cause, Msg("instead of {object} being destroyed, {what}",
                                   object=t.name(obj.id), what=said_of(what)), order)
            t.state.replaced.append(obj.id)
            _used(t, r)
            return what
    return None


def replace_move(t: Table, obj: GameObject, zone: str, cause: str | None) -> str:
    """`obj` is about to move to `zone`: the zone it goes to instead, if a replacement says."""
    found = watching(t, "moved", obj, zone_from=obj.zone, zone_to=zone, settle=True)
    first = next((r for r in found if (r.to is not None and r.to != zone) or (
        r.instead and r.to is None)), None)
    if first is not None and first.to is not None and len(found) > 1 and \
            _replacing_again(t, first, obj, first.to):
        first = None  # the move that replaced it is replaced in turn: not it alone
    order = _choosing(t, found, Msg("{player} orders them", player=str(obj.controller)),
                      alone=first)
    event = _event(t) if found else 0
    for r in found:
        if r.to is not None and r.to != zone:
            _applied(t, r, event)
            _used(t, r)
            if _cannot_enter(t, obj, r.to) or _not_theirs_to_send(t, r, obj):
                # FOW 910.2d: replaced by a move that cannot happen, it goes to the graveyard
                # (where the game says so; else neither move happens).
                instead = t.game.impossible_move_zone
                t.cite_also_optional(Role.IMPOSSIBLE_REPLACEMENT)
                if instead is None:
                    _step(t, r, cause, Msg("{object} would go to {zone}, replaced by a move to "
                                           "{other}, which cannot happen: neither happens",
                                           object=_first(t.name(obj.id)),
                                           zone=t.into_said(zone, obj.owner),
                                           other=t.into_said(r.to, obj.owner)), order)
                    return obj.zone
                _step(t, r, cause, Msg("{object} would go to {zone}, replaced by a move to "
                                       "{other}, which cannot happen: it is put into its {own} "
                                       "instead", object=_first(t.name(obj.id)),
                                       zone=t.into_said(zone, obj.owner),
                                       other=t.into_said(r.to, obj.owner),
                                       own=word(t.zone_name(instead))), order)
                return t.graveyard_of(obj) if instead == "graveyard" else instead
            _step(t, r, cause, Msg("{object} would go to {zone}: it goes to {other} instead",
                                   object=_first(t.name(obj.id)),
                                   zone=t.into_said(zone, obj.owner),
                                   other=t.into_said(r.to, obj.owner)), order)
            t.state.replaced.append(obj.id)  # the move it was told to make never happens
            if _moved_by_the_game(t, r, obj, r.to, cause):
                return obj.zone
            if not _replacing_again(t, r, obj, r.to):
                return r.to
            # FOW 910.2f, 910.3, RB 370.2: the move that replaced it is an event too, and each
            # other replacement watching it applies once to it in turn (a [Remnant] card sent
            # from the chase to a deck instead of a graveyard still "moves from the chase")
            t.cite_also_optional(Role.REPLACEMENT_ONCE)
            t.state.applying.append(_key(r))
            try:
                return replace_move(t, obj, r.to, cause)
            finally:
                t.state.applying.pop()
        if r.instead and r.to is None:
            # RB 370.1.a.1 (RB 443.1: skipping a move replaces it with nothing): the move never
            # happens, so it stays where it is and nothing waiting for the move triggers.
            _applied(t, r, event)
            what = _instead(t, r, obj.id)
            t.cite_also_optional(Role.REPLACED_EVENT)
            _step(t, r, cause, Msg("instead of {object} going to {zone}, {what}",
                                   object=t.name(obj.id), zone=t.into_said(zone, obj.owner),
                                   what=said_of(what)), order)
            t.state.replaced.append(obj.id)
            _used(t, r)
            return obj.zone
    return zone


def _replacing_again(t: Table, r: Replacement, obj: GameObject, zone: str) -> bool:
    """Whether another replacement (not `r`, nor one applying already) watches `obj` going to
    `zone` instead, the move `r` put in place of its own (FOW 910.2f, 910.3, RB 370.2)."""
    t.state.applying.append(_key(r))
    try:
        return bool(watching(t, "moved", obj, zone_from=obj.zone, zone_to=zone))
    finally:
        t.state.applying.pop()


def _moved_by_the_game(t: Table, r: Replacement, obj: GameObject, zone: str,
                       cause: str | None) -> bool:
    """The game's own rules for `obj` going to `zone` (ObjectRules.replaced_move), as for an
    effect's own move there: the same event rules the same way whichever route moves the card.
    `r` does not apply to the events of that reading (FOW 910.3, RB 370.2)."""
    t.state.applying.append(_key(r))
    try:
        return any(rule(t, obj, zone, cause) for rule in t.game.replaced_moves)
    finally:
        t.state.applying.pop()


def _not_theirs_to_send(t: Table, r: Replacement, obj: GameObject) -> bool:
    """Whether `r` sends `obj` into a zone only its controller puts it into, and `r` is another
    player's (Rulebook.controllers_only_into; FOW 1047.4: a player may not expel cards they do not
    control): then the replacing move cannot happen (the rule is cited)."""
    rule = dict(t.game.controllers_only_into).get(r.to or "")
    if rule is None or obj.controller == r.controller:
        return False
    t.cite_also_rule(rule)
    return True


def _cannot_enter(t: Table, obj: GameObject, zone: str) -> bool:
    from judge.engine.restrictions import forbidding

    return forbidding(t, "enter", obj=obj, zone=zone) is not None


def replace_draw(t: Table, player: str, cause: str | None) -> bool:
    """`player` is about to draw a card: True if something else happened instead."""
    found = watching(t, "drawn", None, player, settle=True)
    order = _choosing(t, found, Msg("{player} orders them", player=player),
                      alone=next((r for r in found if r.instead), None))
    event = _event(t) if found else 0
    for r in found:
        if r.instead:
            _applied(t, r, event)
            what = _instead(t, r, player)
            _step(t, r, cause, Msg("instead of drawing, {what}", what=said_of(what)), order)
            t.state.replaced.append(player)
            _used(t, r)
            return True
    return False


def replace_produce(t: Table, player: str, source: GameObject | None,
                    will: list[tuple[str, int]], cause: str | None
                    ) -> list[tuple[str, int]] | None:
    """`player` is about to produce `will` (kind, amount) from `source` (FOW 907): the will
    produced after its replacements, watching the source or the player, in the order the
    producer chooses (910.2). A `becomes` changes each kind's amount, and the next one sees the
    new amount; an `instead` replaces the production (None): what it does instead happens, and
    a production among it keeps the source (910.2f: the same kind of action)."""
    found = [*(watching(t, "produced", source, settle=True) if source is not None else []),
             *watching(t, "produced", None, player, settle=True)]
    if len(found) > 1:
        found = _in_chosen_order(t, found)
    ends = bool(found) and found[0].becomes is None and bool(found[0].instead)
    order = _choosing(t, found, Msg("{player} orders them", player=player),
                      alone=found[0] if ends else None)
    event = _event(t) if found else 0
    by = t.name(source.id) if source is not None else ""
    done: list[str] = []  # applied to this production: not again to what replaces it (910.3)
    for r in found:
        was = amounts(will, t.game.words.resources)
        if r.becomes is not None:
            will = [(kind, r.becomes) for kind, _ in will]
            _applied(t, r, event)
            said = Msg("{replacement}: the will {player} would produce from {source} becomes "
                       "{now} instead of {was}") if by else Msg(
                "{replacement}: the will {player} would produce becomes {now} instead of {was}")
            said.args.update(replacement=_first(_what(t, r)), player=player,
                             now=amounts(will, t.game.words.resources), was=was,
                             **({"source": by} if by else {}))
            _step(t, r, cause, said, order)
        elif r.instead:
            _applied(t, r, event)
            t.state.applying.extend(done)
            try:
                what = _instead(t, r, source.id if source is not None else player)
            finally:
                del t.state.applying[len(t.state.applying) - len(done):]
            t.cite_also_optional(Role.REPLACED_EVENT)  # it never happened: nothing triggers
            said = Msg("instead of {player} producing {was} from {source}, {what}") if by \
                else Msg("instead of {player} producing {was}, {what}")
            said.args.update(player=player, was=was, what=said_of(what),
                             **({"source": by} if by else {}))
            _step(t, r, cause, said, order)
            t.state.replaced.append(source.id if source is not None else player)
            _used(t, r)
            return None
        else:
            continue
        order = None
        done.append(_key(r))
        _used(t, r)
    return will


class same_situation:  # lower case: used like a function, `with same_situation(t, keys):`
    """FOW 910.3 (its second example): a situation that goes on, such as a rule process finding
    the same object again, is the one a replacement already replaced: the replacements named in
    `keys` do not apply to it again, and those that apply to it now are added to `keys`. (A
    plain class rather than contextlib: this is on the start-up path.)"""

    def __init__(self, t: Table, keys: list[str]) -> None:
        self.t, self.keys = t, keys

    def __enter__(self) -> None:
        self.mark = len(self.t.state.replacement_log.applied)
        self.t.state.applying.extend(self.keys)
        self.pushed = len(self.keys)

    def __exit__(self, kind: object, *exc: object) -> None:
        applying = self.t.state.applying
        del applying[len(applying) - self.pushed:]
        if kind is not None:
            return
        t, keys = self.t, self.keys
        log = t.state.replacement_log.applied
        now = {r.id: _key(r) for r in (*t.state.replacements, *static_replacements(t))}
        keys.extend(dict.fromkeys(now[rid] for _, rid, _ in log[self.mark:] if rid in now
                                  and now[rid] not in keys))


def replaced(t: Table, event: str, obj: GameObject | None = None, player: str | None = None,
             cause: str | None = None, where: str | None = None, anywhere: bool = False,
             named: str | None = None, stat: str | None = None) -> bool:
    """An event of `INSTEAD_ONLY` is about to happen to `obj` (or to `player`, with no object):
    True if a replacement made something else happen instead. The event then does not happen,
    so nothing waiting for it triggers (RB 370.1.a.1); the caller leaves the state as it was.
    A player's event at a place (a game's own: `where`; `obj` its card, if any): a
    replacement watching the player or the place applies. `anywhere`: `obj` is in no board
    zone (a card being played), and a filter that would take it wherever it is watches it.
    `named`: what the step names as undergoing it, if not `obj` (a stack item whose card or
    source is `obj`).
    `stat`: the stat a `reduced` event would lower."""
    if not (t.state.replacements or t.static_sources) \
            or event not in t.game.vocab.replaceable_events:  # none can watch it
        return False
    if where is not None:  # the player's and their battlefield's, in the order they began
        found = [*(watching(t, event, obj, settle=True) if obj is not None else []),
                 *watching(t, event, None, player, settle=True)]
        affected, who = player, str(player)
    else:
        found = watching(t, event, obj, None if obj is not None else player, anywhere=anywhere,
                         settle=True)
        affected = obj.controller if obj is not None else player
        who = named or (t.name(obj.id) if obj is not None else str(player))
    order = _choosing(t, found, Msg("{player} orders them", player=str(affected)),
                      alone=next((r for r in found if r.instead), None))
    number = _event(t) if found else 0
    for r in found:
        if not r.instead:
            continue
        _applied(t, r, number)
        what = _instead(t, r, obj.id if obj is not None and where is None else str(player))
        w = t.game.words  # the game's own word: exhausted or rested, ready or recovered
        # where it would enter, in the game's words (the field, a base): `obj` stands there
        into = t.into_said(obj.zone, obj.owner) if event == "entered" and obj else ""
        said = {"exhausted": Msg("instead of {who} becoming {state}, {what}",
                                 state=word(w.exhausted)),
                "readied": Msg("instead of {who} becoming {state}, {what}", state=word(w.ready)),
                "reduced": Msg("instead of {who} having its {stat} reduced, {what}",
                               stat=word(stat_word(stat)) if stat else ""),
                "attached": Msg("instead of {who} being attached, {what}"),
                "played": Msg(w.play_replaced_said(obj.card.every_type() if obj is not None
                                                   else None)[1]),
                "activated": Msg(w.activation_replaced_said()[1]),
                "entered": Msg(w.entering_replaced_said()[1], zone=into),
                "detached": Msg("instead of {who} being detached, {what}"),
                "attacked": Msg("instead of {who} attacking, {what}"),
                "defended": Msg("instead of {who} defending, {what}"),
                "blocked": Msg("instead of {who} blocking, {what}"),
                "lost_ability": Msg("instead of {who} losing its abilities, {what}"),
                "discarded": Msg("instead of {who} being discarded, {what}"),
                "cancelled": Msg("instead of {who} being {cancelled}, {what}",
                                 cancelled=word(t.game.cancel_words[1])),
                "resolved": Msg("{who} would {resolve}; instead, {what}",
                                resolve=word(w.resolve[0]))}.get(event) \
            or own_event_said(t.game, event, instead=True, where=where)
        said.args.update(who=who, what=said_of(what))
        t.cite_also_optional(Role.REPLACED_EVENT)  # it never happened: nothing triggers on it
        _step(t, r, cause, said, order)
        t.state.replaced.append(obj.id if obj is not None and where is None else str(player))
        _used(t, r)
        return True
    return False


#: What `prevention_replaced` says of a prevention effect whose prevention was replaced.
SPENT, KEPT = "spent", "kept"


def prevention_replaced(t: Table, target: str, amount: int, cause: str | None,
                        order: Msg | None = None) -> str | None:
    """A prevention is about to prevent `amount` damage to `target` (an object or a player):
    if a replacement watching it made something else happen instead, whether the prevention
    effect is used up (SPENT) or not (KEPT); else None. The prevention then
    does not happen (FOW 910.1, RB 370.1.a.1): the damage it would have prevented is dealt, and
    nothing waiting for damage to be prevented triggers. Whether the prevention effect is used
    up all the same the rules do not say: the game's house policy
    (`Rulebook.prevention_replaced_policy`, FOW HP.26, RB HP.27, VW HP.32) answers it, for the
    caller to do."""
    if amount <= 0 or not (t.state.replacements or t.static_sources) \
            or "prevented" not in t.game.vocab.replaceable_events:
        return None
    obj = t.state.objects.get(target)
    found = [r for r in watching(t, "prevented", obj, None if obj is not None else target,
                                 settle=True) if r.instead]
    if not found:
        return None
    r = found[0]  # the first in the order chosen: the prevention is then replaced
    chosen = _choosing(t, found, Msg("{player} orders them", player=str(
        obj.controller if obj is not None else target)), alone=r)
    _applied(t, r, _event(t))
    what = _instead(t, r, target)
    t.cite_also_optional(Role.REPLACED_EVENT)  # it never happened: nothing triggers on it
    key, option = t.game.prevention_replaced_policy or ("", "")
    spent = bool(key) and t.policy_is(key, option)
    if key:
        t.cite_also_rule(t.policy_id(key))
    said = Msg("instead of {n} damage to {target} being prevented, {what}: the damage is not "
               "prevented", n=amount, target=t.name(target), what=said_of(what))
    if chosen is not None:  # several watch this prevention: in the order chosen
        said = Msg("{order}. {what}", order=chosen, what=said)
    _step(t, r, cause, said, order)  # `order`: that of the damage's changes, if first
    t.state.replaced.append(target)
    _used(t, r)
    return SPENT if spent else KEPT


def phase_replaced(t: Table, phase: str) -> bool:
    """The turn player's `phase` (or step) is about to begin: True if a replacement watching it
    made something else happen instead, or nothing (a skip: FOW 1031, RB 443.1). Then the phase
    is skipped (FOW 1031.1, RB 443.2; Vandaria Wars' phases are judge's own, VW HP.31): it does
    not begin, so nothing "at the beginning of" it triggers (RB 443.2.a), none of its turn-based
    actions happen, and the caller goes on to the next phase."""
    if not (t.state.replacements or t.static_sources) \
            or "phase_started" not in t.game.vocab.replaceable_events:
        return False
    player = t.state.turn_player
    found = [r for r in watching(t, "phase_started", None, player, settle=True)
             if r.phase == phase]
    if not found:
        return False
    r = found[0]  # the first in the order chosen: the phase is then skipped, no other applies
    order = _choosing(t, found, Msg("{player} orders them", player=player), alone=r)
    _applied(t, r, _event(t))
    said = word(t.game.words.phase(phase))
    t.cite_also_optional(Role.REPLACED_EVENT)  # it never began: nothing triggers on it
    t.cite_also_optional(Role.SKIPPED_PHASE)
    step = phase in t.game.vocab.steps  # RB 443.1.a.2: a step is skipped as a phase is
    if r.instead:
        what = _instead(t, r, player)
        _step(t, r, None, Msg("instead of {player}'s {step} beginning, {what}: it is skipped",
                              player=player, step=said, what=said_of(what)) if step else
              Msg("instead of {player}'s {phase} phase beginning, {what}: it is "
                  "skipped",
                  player=player, phase=said, what=said_of(what)), order)
    else:
        _step(t, r, None, Msg("{player}'s {step} is skipped", player=player, step=said) if step
              else Msg("{player}'s {phase} phase is skipped", player=player, phase=said),
              order)
    _used(t, r)
    return True


def would_replace(t: Table, event: str, obj: GameObject, anywhere: bool = False) -> bool:
    """Whether a replacement with `instead` watches `event` happening to `obj` now (asked before
    the event, without applying it: a reading that refuses an action whose rest would be
    replaced, VW HP.23, FOW HP.42). `anywhere`: as `replaced`'s."""
    if not (t.state.replacements or t.static_sources) \
            or event not in t.game.vocab.replaceable_events:
        return False
    return any(r.instead for r in watching(t, event, obj, anywhere=anywhere))


def not_replaceable_here(t: Table, event: str, obj: GameObject, why: str,
                         anywhere: bool = False) -> None:
    """`obj` is about to undergo `event` in a rule path that does not ask `replaced` (what the
    replaced event would leave behind there is not read yet): an honest exit 3 if a replacement
    with `instead` watches it, rather than a ruling that ignores it (FOW 910.1). `anywhere`: as
    `replaced`'s (a card being played is in no board zone)."""
    if not would_replace(t, event, obj, anywhere=anywhere):
        return
    from judge.errors import Problem, UnsupportedMechanic

    raise UnsupportedMechanic(Problem(
        t.scenario.file, 0, 0, "replace", f"a replacement effect on {event} events watching "
        f"{t.name(obj.id)} as {why} is not implemented: judge has not read what that replaced "
        "event leaves behind"))


def continuous_decrease_replaced(t: Table, obj: GameObject, why: str) -> bool:
    """A continuous effect (`why`: a passive ability's, or one lasting "while ...") is about to
    lower `obj`'s stat, and a replacement with `instead` watches `obj`'s stat being reduced:
    whether the game's policy (Rulebook.continuous_reduced_policy) has it replaced (the
    caller then carries it out as it can); by default no replacement sees it, the stat is
    lowered; with no policy, an honest exit 3 (not_replaceable_here)."""
    if not would_replace(t, "reduced", obj):
        return False
    policy = t.game.continuous_reduced_policy
    if policy is None:
        not_replaceable_here(t, "reduced", obj, why)
        return False
    t.cite_also_rule(t.policy_id(policy[0]))
    return t.policy_is(*policy)


def _anywhere(r: Replacement) -> Replacement:
    """`r` watching its objects wherever they are (a card being played is in no board zone)."""
    return changed(r, filter=r.filter.anywhere()) if r.filter is not None else r


# ----- helpers ----------------------------------------------------------------------------------
def _what(t: Table, r: Change) -> str:
    if isinstance(r, Shield):
        return t.name(r.source_item)
    return t.name(r.source) if r.source else r.origin


def _choosing(t: Table, found: Sequence[Change], how_ordered: Msg, grouped: bool = False,
              alone: Change | None = None, by_kind: bool = False) -> Msg | None:
    """With several replacements for one event, the affected player (or the affected object's
    controller) chooses their order (FOW 910.2): what the first step says about it. `alone`:
    the one that applies where the event it replaces then no longer happens, so no other
    applies to it (two "skip your next recovery phase": one skips this one, the other waits
    for the next); the step counts what applies, not what could have. `by_kind`: each is of a
    kind no other is of (FOW 910.2a), so the rule ordered them and no choice was left (it said
    "by default in the order they began", or "as decided" of an order the rule overrode)."""
    if len(found) < 2:
        return None
    t.cite_also_optional(Role.REPLACEMENT_ORDER)
    _order_read_by_policy(t)
    names = ", ".join(_what(t, r) for r in found)
    chosen = t.scenario.decisions.get("replacements", {}).get("order")
    if by_kind:
        how_ordered = Msg("the rules order them by kind")
        how = Msg("each of a kind of its own: nobody chooses")
    elif chosen:
        how = Msg("as decided within each group") if grouped else Msg("as decided")
    elif grouped:
        how = Msg("by kind as the rules set, then within a kind by default in the order they "
                  "began; set `decisions: {{replacements: {{order: [...]}}}}` to choose")
    else:
        how = Msg("by default in the order they began; set `decisions: {{replacements: "
                  "{{order: [...]}}}}` to choose")
    if alone is not None:
        return Msg("{n} replacement effects could apply to this event; {how_ordered}: {names} "
                   "({how}); only {first} applies: the event it replaces no longer happens",
                   n=len(found), how_ordered=how_ordered, names=names, how=how,
                   first=_what(t, alone))
    return Msg("{n} replacement effects apply to this event; {how_ordered}: {names} ({how})",
               n=len(found), how_ordered=how_ordered, names=names, how=how)


def _first(name: str) -> str:
    """A name opening a step's sentence, capitalised as the sentence's first letter."""
    return name[:1].upper() + name[1:]


def _key(r: Replacement) -> str:
    """What a replacement is across the calls that find it: a static ability's are made anew
    each time, from the same ability (its origin)."""
    return r.origin if r.duration == "static" else r.id


def _instead(t: Table, r: Replacement, affected: str) -> str:
    """Do what happens instead; meanwhile `r` does not apply to the events that replace its
    event (FOW 910.3, RB 370.2: once to an event, including what replaced it)."""
    # `replaces`: the kind of event replaced, for a game whose rules say what becomes of it
    # when the instead cannot happen (FOW 910.2d)
    ctx = StackItem(id=f"{r.origin}.instead", kind="ability", controller=r.controller,
                    name="replacement", source=r.source, trigger_object=affected,
                    extra={REPLACES: r.event})
    t.state.applying.append(_key(r))
    t.state.replacement_log.active.append(r.id)
    mark = len(t.state.replaced)
    try:
        phrases = t.run_effects(ctx, r.instead)
    finally:
        t.state.applying.pop()
        t.state.replacement_log.active.pop()
    said = [p for p in phrases if p]
    what: Msg | English = joined(said) if said else Msg("nothing happens")
    chained = t.game.chained_replacement_policy
    if not said and len(t.state.replaced) > mark and chained is not None:
        # its own instruction was replaced in turn (a return to the hand, by "if it would leave
        # play, ... instead"): not "nothing happens", and the house policy that let it (VW HP.55)
        t.cite_also_rule(t.policy_id(chained[0]))
        what = Msg("what it would do is itself replaced")
    kinds = {getattr(e, "effect", e).kind for e in r.instead}
    own = t.game.vocab.game_events.get(r.event)
    if (_RESULT_KIND.get(r.event) or (own.made_by if own is not None else None)) in kinds:
        what = Msg(NOT_AGAIN, what=what)
    return phrase(what) if isinstance(what, Msg) else what.text


#: What a replacement did is not replaced again by it (FOW 910.3, RB 370.2).
NOT_AGAIN = Msg("{what} (not replaced again: a replacement effect does not replace its own "
              "result)").id
#: The key of the instead's item (`StackItem.extra`) naming the kind of event it replaces.
REPLACES = "replaces"
#: The effect kind whose event each kind of replacement watches.
_RESULT_KIND = {"damaged": "damage", "destroyed": "destroy", "moved": "move_zone",
                "left": "move_zone",
                "drawn": "draw", "exhausted": "exhaust", "readied": "ready",
                "attached": "attach", "played": "play_token", "cancelled": "cancel",
                "produced": "gain", "discarded": "discard"}  # a game's own: EventDecl.made_by


def _event(t: Table) -> int:
    """A number for an event replacements watch (GameState.replacement_log)."""
    log = t.state.replacement_log
    log.events += 1
    return log.events


def _announce_prevented(t: Table, target: str, n: int, r: Replacement,
                        source: str | None) -> None:
    """Damage a replacement prevented is announced as a prevention shield's is (what watches
    for prevented damage sees it, e.g. "when damage is prevented"; `judge why` names it),
    however much it was, to an object or to a player: a player's was not announced, so "why
    does Bob have 3900 life" left out the two preventions of "the first damage each turn"."""
    if n <= 0:
        return
    t.emit(EventKind.PREVENTED, Msg("{n} damage to {target} prevented", n=n,
                                     target=t.name(target)),
           obj=target, source=source, amount=n, cause=r.origin)


def _nth(t: Table, r: Replacement) -> None:
    """A replacement of the n-th damage this turn counted would-be events to know it is the
    n-th (FOW 910.2g)."""
    if r.nth is not None:
        t.cite_also_optional(Role.WOULD_BE_EVENTS)


def _applied(t: Table, r: Replacement, event: int) -> None:
    log = t.state.replacement_log
    log.applied.append((event, r.id, tuple(log.active)))


def _uses_key(t: Table, r: Replacement) -> tuple[str, int, int]:
    """A limited-use replacement's uses are counted this turn for it, and for a static
    ability's, for its object as it is now (a card that changes zones is a new object)."""
    source = t.state.objects.get(r.source or "")
    return (r.id, source.incarnation if source is not None else -1, t.state.turn_number)


def _uses(t: Table, r: Replacement) -> int:
    """Its uses this turn: those judge counted, and for a static ability's, those the file says
    it had before its moment (the object key `used_this_turn`, by the ability's name)."""
    from judge.engine.limited import USED_THIS_TURN

    counted = t.state.limited_replacements.get(_uses_key(t, r), 0)
    source = t.state.objects.get(r.source or "") if r.ability else None
    before = source.extra.get(USED_THIS_TURN) if source is not None else None
    earlier = before.get(r.ability, 0) if isinstance(before, dict) else 0
    return counted + (earlier if isinstance(earlier, int) else 0)


def _used(t: Table, r: Replacement) -> None:
    if r.each_turn is not None:  # "once each turn": one of its uses this turn (RB 371.1)
        key = _uses_key(t, r)
        t.state.limited_replacements[key] = t.state.limited_replacements.get(key, 0) + 1
        t.cite_also_optional(Role.LIMITED_REPLACEMENT)
    if r.once and r in t.state.replacements:
        t.state.replacements.remove(r)
        t.changed()


def _step(t: Table, r: Replacement, cause: str | None, summary: Msg, order: Msg | None = None
          ) -> None:
    """The replacement's step: its templates open with a capital (a sentence of its own), after
    the order of several replacements (`_choosing`) if it is the first."""
    t.link(r.origin, cause, Relation.REPLACES)
    if r.keyword:  # made by a keyword: it says which ("... instead ([Remnant])")
        summary = Msg("{what} ({why})", what=summary, why=r.keyword)
    if order is not None:
        order = Msg("{order}. {what}", order=order, what=summary)
    # The replacement decides the step (RB 370.1.b): cited first, before the rules of what it
    # did instead (a recall, a reference read as it runs), which follow; unless it replaced a
    # destruction with another ("kill me instead") that another replacement would have
    # replaced again but for the rule that one applies once to an event (FOW 910.3, RB 370.2):
    # the step is about that card's death, which that rule decided.
    once = t.game.cite_optional(Role.REPLACEMENT_ONCE)
    if not (r.event == "destroyed" and _says(summary, NOT_AGAIN) and once and
            all(t.cites_also(rule) for rule in once)):
        once = ()
    t.step(StepKind.REPLACE, order if order is not None else summary,
           (*once, *r.rules, *t.game.cite_optional(Role.REPLACEMENT)))


def _says(m: object, template: str) -> bool:
    """Whether a message holds one of `template` (the step's words are messages, not prose)."""
    return isinstance(m, Msg) and (m.id == template or any(_says(a, template)
                                                          for a in m.args.values()))
