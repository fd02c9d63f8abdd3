"""Readings of losses of abilities that need the layers or the replacement effects (FOW HP.48
`applies`: the keywords a loss over "cards with a keyword" reads; FOW HP.51: whether a loss is
replaced), apart from engine/lost.py, which those modules themselves import."""

from __future__ import annotations

from judge.engine.characteristics import changes
from judge.engine.events import EventKind
from judge.engine.lost import after_loss, cannot_rule, lost_card, own_card, takes_away
from judge.engine.replacements import replaced, would_replace
from judge.model.state import GameObject
from judge.msg import Msg, phrase
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Sequence

    from judge.engine.table import Table
    from judge.model.state import Modifier


def keywords_before_losses(t: Table, obj: GameObject) -> tuple[str, ...]:
    """`obj`'s keywords with no continuous loss applied (those its own modifiers take away are
    gone): what a loss over the cards with a keyword reads (FOW HP.48 `applies`, 909.3a)."""
    mine = {id(m) for m in obj.modifiers}
    kept = [m for m in obj.modifiers if takes_away(m)]
    out = list((lost_card(t, own_card(obj), kept) if kept else own_card(obj)).keywords)
    for mod in after_loss([m for m in changes(obj) if id(m) in mine or not takes_away(m)]):
        if mod.loses_keywords:
            out = [k for k in out if k not in mod.loses_keywords]
        if mod.keywords:
            out.extend(k for k in mod.keywords if k not in out)
    return tuple(out)


def replaced_loss(t: Table, obj: GameObject, change: Modifier, cause: str) -> Modifier | None:
    """`change`, a loss an instruction makes to `obj` as a spell or an ability resolves, as it
    applies to it: where a replacement effect watches `obj` losing its abilities, the game's
    policy says whether it applies (FOW HP.51: a loss is no action, 901.2c; or it is replaced,
    and the rest of the change applies, None where nothing is left of it)."""
    if not would_replace(t, EventKind.LOST_ABILITY.value, obj) or not _replaceable(t, obj):
        return change
    if not replaced(t, EventKind.LOST_ABILITY.value, obj, cause=cause):
        return change
    rest = replace(change, loses_all=False, loses_keywords=())
    nothing = type(change)(change.source, duration=change.duration, timestamp=change.timestamp)
    return None if rest == nothing else rest


def _replaceable(t: Table, obj: GameObject, continuous: bool = False) -> bool:
    """Whether a loss of `obj`'s abilities a replacement effect watches is replaced: by the
    game's policy (FOW HP.51), said where it is not; `continuous`: a loss over a group or a
    static ability's, applied as the layers are computed, no instruction (never replaced)."""
    key = t.game.vocab.loss_readings.get("replaced")
    if not key:
        cannot_rule(t, f"a replacement effect watching {t.name(obj.id)} losing its abilities: "
                       "whether a loss of abilities is an action a replacement applies to, "
                       "the rules do not say", key="replace")
    policy = t.policy_id(key)
    if t.policy_is(key, "replaced") and not continuous:
        return True
    why = Msg("a loss over a group or a static ability's is no instruction carried out") \
        if continuous and t.policy_is(key, "replaced") else Msg("a loss of abilities is no action")
    t.note(phrase(Msg("the replacement effect watching {object} losing its abilities does not "
                      "apply: {why} (house policy {policy})", object=t.name(obj.id), why=why,
                      policy=policy)), (policy,))
    return False


def unreplaced_losses(t: Table, losing: Sequence[GameObject]) -> None:
    """A continuous loss begins to cover `losing` (over a group, or a static ability's): no
    replacement applies to it (FOW HP.51, either reading); the ruling says so where one
    watches."""
    for obj in losing:
        if would_replace(t, EventKind.LOST_ABILITY.value, obj):
            _replaceable(t, obj, continuous=True)
