"""Automatic will abilities (FOW 907.1d): an automatic ability that triggers on will a will
ability produced (`when: {event: produced}`), needs no target and produces will is itself a will
ability, so it does not use the chase: it resolves as soon as it is played (907.3). One whose
will came from something else (a spell's gain) is an automatic ability like any, on the chase.

The production's event says a will ability made it (`BY_RESOURCE_ABILITY`, engine/producing.py);
the game remembers those events (`on_event`) so that, as the trigger is played with the others
(chase.play_one_trigger, 602.1b), it resolves at once instead of going on the chase.
"""

from __future__ import annotations

from judge.engine.core import LOOP_CHECK_DEPTH
from judge.engine.events import EventKind
from judge.engine.policies import gains_any, kind_effects
from judge.engine.producing import BY_RESOURCE_ABILITY
from judge.games.force_of_will.state import WILL, ext
from judge.model.cards import AbilityDef
from judge.msg import Msg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.events import Event
    from judge.engine.table import Table
    from judge.model.state import PendingTrigger


def may_be_will_ability(ability: AbilityDef) -> bool:
    """FOW 907.1d: an automatic ability on will produced, with no target, that produces will
    (a will ability when a will ability produced that will)."""
    return ability.kind == "triggered" and ability.when is not None and \
        ability.when.event == EventKind.PRODUCED and not ability.targets and \
        not any(m.targets for m in ability.modes) and \
        any(gains_any(effects, WILL) for effects in kind_effects(ability))


def on_event(t: Table, event: Event) -> None:
    """Remember will a will ability produced: what triggers on it may be a will ability."""
    if event.kind is EventKind.PRODUCED and event.how == BY_RESOURCE_ABILITY:
        ext(t.state).by_will_ability.add(event.node)


def play_will_ability(r: Table, pick: PendingTrigger) -> bool:
    """If `pick` is an automatic will ability (907.1d), play it: it resolves at once, off the
    chase (907.3), and nobody can answer it. False if it is not one (it goes on the chase)."""
    if pick.event_node not in ext(r.state).by_will_ability or \
            not may_be_will_ability(pick.ability):
        return False
    rules = ("FOW 907.1d", "FOW 907.3")
    item = r.trigger_item(pick, rules)
    if item is None:  # declined
        return True
    item.resource = True
    if item.depth >= LOOP_CHECK_DEPTH:  # one that triggers itself again never ends (1301)
        r.check_loop(item)
    r.announce_trigger(item, pick, Msg("played off the chase (a will ability)"),
                       rules)
    kinds, said = r.game.resource_kinds, r.game.resource_round
    assert kinds is not None  # FOW declares its will abilities (rulebook.py)
    r.resolve_at_once(item, rules, verb=kinds.verb, record=said is None or said.listed)
    return True
