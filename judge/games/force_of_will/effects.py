"""Force of Will's effect kinds: the core `forbid` with actions of its own (a prohibition, FOW
104.4), the judgment process on the chase (FOW 705.3a; internal: only the `judgment` verb makes
it), `make_astral` (FOW 1024.3), the `Bestow` ability's own effect (FOW 1121.2; internal), and
its own readings of the core `destroy` (FOW 1010: J-rulers go back to the ruler area;
[Eternal]), `ready` (recover, which a prohibition beats, FOW 104.4), `pay` (all or nothing) and
`heal` (an astral ruler is healed, FOW 1024.6). Same arguments as the core kinds; see
docs/games/force-of-will.md."""

from __future__ import annotations

from judge.engine.conditions import amount, cited_for, not_done
from judge.engine.declare import EffectDecl, effects_table
from judge.engine.delayed import Delayed, delayed
from judge.engine.effects import CORE_EFFECTS, Counter, Destroy, Heal, Pay, Ready, refs
from judge.engine.events import EventKind
from judge.engine.replacements import REPLACES, replaced, watching
from judge.engine.restrictions import forbidding
from judge.games.force_of_will.attach import ATTACH
from judge.games.force_of_will.banish import BANISH
from judge.games.force_of_will.consensus import VOTE as CONSENSUS_VOTE
from judge.games.force_of_will.contract import CONTRACT
from judge.games.force_of_will.copy_abilities import BECOME_COPY
from judge.games.force_of_will.dive import DIVE_AWAY
from judge.games.force_of_will.divided import DIVIDE_DAMAGE
from judge.games.force_of_will.enraging import ENRAGE
from judge.games.force_of_will.extra_turns import EXTRA_TURN
from judge.games.force_of_will.fate import FATE_FLIP
from judge.games.force_of_will.graverberate import COPIES
from judge.games.force_of_will.guidance import run_counter
from judge.games.force_of_will.inverse import INVERT, REMOVE_INVERTED
from judge.games.force_of_will.investigate import EXPEL_EFFECT as INVESTIGATE_EXPEL
from judge.games.force_of_will.investigate import PERFORM as PERFORM_INVESTIGATE
from judge.games.force_of_will.investigate import REVEAL as INVESTIGATE_REVEAL
from judge.games.force_of_will.item_tokens import GAIN_DRAGON_EMBLEM, GAIN_ITEM_TOKEN
from judge.games.force_of_will.items import COIN_WILL_EFFECT, GAIN_LIMIT_BREAK
from judge.games.force_of_will.mobilize import MOBILIZE_ABILITY
from judge.games.force_of_will.moontide import COPY as MOONTIDE_COPY
from judge.games.force_of_will.oath import OATH_PLAY
from judge.games.force_of_will.own_deck import TO_OWN_DECK
from judge.games.force_of_will.pantheon import PANTHEON_DAMAGE
from judge.games.force_of_will.play_keywords import BESTOW_TO
from judge.games.force_of_will.player_keywords import PLAYER_KEYWORDS_EFFECT
from judge.games.force_of_will.remove_from_battle import REMOVE as REMOVE_FROM_BATTLE
from judge.games.force_of_will.rulers import (
    JUDGMENT,
    cannot_be_destroyed,
    destroy_entities,
    heal_astral,
    make_astral,
)
from judge.games.force_of_will.shift import SHIFT_UP
from judge.games.force_of_will.stacks import PUT_UNDER
from judge.games.force_of_will.state import FREE, WILL, is_astral
from judge.games.force_of_will.subrulers import EXPEL, MOVE_ZONE, UPGRADE
from judge.games.force_of_will.transcend import TRANSCEND
from judge.games.force_of_will.valhalla import CALL as VALHALLA_CALL
from judge.games.force_of_will.wardens import WARDEN_PROCESS, changes_willpower, is_warden
from judge.model.args import required
from judge.model.cards import Cost
from judge.model.effects import Effect, Ref, arg
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, Said, amounts, joined, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

#: What Force of Will's `forbid` may forbid beyond the core's actions (FOW 104.4); `be_damaged`:
#: "this card cannot be dealt damage", a prohibition, not a prevention: no damage is dealt to
#: it at all, even damage that cannot be prevented.
FORBIDDABLE = ("judgment", "call_stone", "battle", "recover", "discard", "be_damaged")


def run_destroy(r: Table, item: StackItem, e: Destroy) -> str | None:
    """FOW 1010.1: a destroy effect destroys entities in the field and wardens in a ruler area; a
    ruler in its ruler area only where the effect names a ruler (FOW 1010.2: its reference reaches
    one only then); FOW 1010.3: [Eternal] ignores it."""
    done: list[str] = []
    spared: list[str] = []
    spared_ids: list[str] = []
    replaced: list[str] = []
    unreplaced: list[str] = []
    doomed: list[GameObject] = []
    for oid in refs(r, item, e.target):
        obj = r.state.objects.get(oid)
        if obj is None or not destroyable_there(r, obj):
            continue
        if cannot_be_destroyed(obj):
            spared.append(r.name(oid))
            spared_ids.append(oid)
            if watching(r, "destroyed", obj):  # FOW 910.2d-1: no event, nothing to replace
                unreplaced.append(r.name(oid))
            continue
        doomed.append(obj)
    # destroyed at once: each replacement asked while all of them are still there
    names = {o.id: r.name(o.id) for o in doomed}
    gone, kept = destroy_entities(r, doomed, dict.fromkeys(names, item.id))
    done += [names[o.id] for o in gone]
    replaced += [names[o.id] for o in kept]
    parts: list[str] = []
    if done:
        parts.append(phrase(Msg("destroys {objects}", objects=", ".join(done))))
    if replaced:
        parts.append(phrase(Msg("{objects} is not destroyed: a replacement effect applied instead",
                                objects=", ".join(replaced))))
    if spared:
        r.cite_also_rule("FOW 1010.3")
        r.cite_also_rule("FOW 1139.2")
        # why these stay is theirs alone: not why the others it destroyed went (the Bomb
        # Beetle its own [Explode] destroyed beside an [Eternal] blocker), Step.instruction_rules
        cited_for(item, ("FOW 1010.3", "FOW 1139.2"), tuple(spared_ids))
        parts.append(phrase(Msg("{objects} cannot be destroyed ([Eternal])",
                                objects=", ".join(spared))))
    if unreplaced:
        r.cite_also_rule("FOW 910.2d-1")
        parts.append(phrase(Msg("a destruction that cannot happen cannot be replaced either, so "
                                "no replacement applies to {objects}",
                                objects=", ".join(unreplaced))))
    return phrases(parts)


def destroyable_there(r: Table, obj: GameObject) -> bool:
    """FOW 1010.1-1010.2: what a destroy reaches is destroyed in the field, and a warden or a
    ruler in a ruler area (which a destroy reaches only by naming it) goes to the graveyard."""
    if obj.zone == "field":
        return True
    if obj.zone == "ruler_area" and (obj.card.is_type("ruler") or is_warden(obj)):
        r.cite_also_rule("FOW 1010.2" if obj.card.is_type("ruler") else "FOW 1010.1")
        return True
    return False


def cannot_recover(r: Table, obj: GameObject) -> bool:
    """A prohibition says it does not recover (FOW 104.4): written `recover`, or `ready` as
    the other games say it."""
    return any(forbidding(r, action, obj=obj) is not None for action in ("recover", "ready"))


def run_ready(r: Table, item: StackItem, e: Ready) -> str | None:
    """Recover (FOW 1013.1), unless a prohibition says it does not recover (FOW 104.4)."""
    done, kept = [], []
    for oid in refs(r, item, e.target):
        obj = r.state.objects.get(oid)
        if obj is None or not obj.exhausted:
            continue
        if cannot_recover(r, obj):
            kept.append(r.name(oid))
            continue
        if replaced(r, "readied", obj, cause=item.id):  # FOW 910.1: it never recovers
            continue
        obj.exhausted = False
        r.emit(EventKind.READIED, Msg("{object} recovered", object=r.name(oid)), obj=oid,
               player=obj.controller,
               cause=item.id)
        done.append(r.name(oid))
    parts = []
    if done:
        parts.append(phrase(Msg("recovers {objects}", objects=Items(done, commas=True))))
    if kept:
        r.cite_also_rule("FOW 104.4")
        parts.append(phrase(Msg("{objects} stays rested: an effect says it does not recover, "
                                "and a prohibition wins over an instruction",
                                objects=Items(kept, commas=True))))
    return phrases(parts)


def run_heal(r: Table, item: StackItem, e: Heal) -> str | None:
    """Heal: an astral ruler loses its astral counters and is no longer astral (FOW 1024.6-7);
    anything else loses its damage, as the core effect says."""
    out: list[str] = []
    others = []
    for oid in refs(r, item, e.target):
        obj = r.state.objects.get(oid)
        if obj is not None and obj.card.is_type("ruler") and is_astral(r, obj):
            heal_astral(r, obj)
            r.cite_also_rule("FOW 1024.6")
            if obj.exhausted or obj.counters:
                # FOW 1024.7: it stays rested, and keeps its other counters: healing changes
                # nothing but astral
                r.cite_also_rule("FOW 1024.7")
            out.append(phrase(Msg("heals {object}: it is no longer astral",
                                  object=r.name(oid))))
        elif obj is not None:
            others.append(oid)
    if others:
        core = _heal_damage(r, others)
        if core:
            out.append(core)
    return phrases(out)


def _heal_damage(r: Table, ids: list[str]) -> str | None:
    """All the damage removed: it goes to 0 (FOW 1007.6b), cited where there was some."""
    healed = [r.name(oid) for oid in ids if r.obj(oid).damage]
    for oid in ids:
        r.obj(oid).remove_damage()
    if healed:
        r.cite_also_rule("FOW 1007.6b")
    return phrase(Msg("heals {objects}", objects=", ".join(healed))) if healed else None


@dataclass(frozen=True)
class MakeAstral(Effect):
    """Make a J-ruler or ruler astral (FOW 1024.3): a J-ruler goes to its owner's ruler area ruler
    side up with an astral counter; a ruler in its ruler area gets an astral counter."""

    kind: ClassVar[str] = "make_astral"
    target: Ref = arg(required("target", "the J-ruler or ruler made astral"))


def run_make_astral(r: Table, item: StackItem, e: MakeAstral) -> str | None:
    """FOW 1024.3: an effect makes a J-ruler or ruler astral, except an ordered, Contract or
    warden-sided J-ruler (1024.3a-e; rulers.make_astral)."""
    done = [make_astral(r, r.obj(oid), item.id) for oid in refs(r, item, e.target)
            if oid in r.state.objects]
    return phrases([d for d in done if d])


def run_pay(r: Table, item: StackItem, e: Pay) -> str | None:
    """Paying is all or nothing: a player cannot pay more life than they have (FOW 105.4a) nor
    part of an amount of will (FOW 1003.4); one who cannot pay it all pays nothing, so an "if
    you do" after it does not happen. Free will (`free`, "unless its controller pays [1]") is
    paid with will of any kind (FOW 1003.2), chosen as a cost's free part is (WillPayment)."""
    out: list[str] = []
    owed = [(key, amount(r, item, n)) for key, n in e.resources]
    names = r.game.words.resources
    for pid in refs(r, item, e.player):
        if pid not in r.state.players:
            continue
        res = r.state.players[pid].resources
        spent, short = r.game.payment.settle(res, owed)
        if short:  # unless will abilities they have could make it up (FOW 1003.5): theirs
            r.game.payment.short_but_producible(r.state, pid, Cost(tuple(
                (k, n) for k, n in owed if n > 0)))
            r.cite_also_rule("FOW 105.4a" if "life" in short else "FOW 1003.4")
            if REPLACES in item.extra:
                # what a replacement does instead ("if this would be destroyed, pay one fire
                # will instead"), which cannot happen: neither it nor the event it replaced
                # happens (FOW 910.2d's last case; audit 58's leftover, it was not cited)
                r.cite_also_rule("FOW 910.2d")
                out.append(phrase(Msg("{player} cannot pay {amounts} (they have {have}), so "
                                      "they pay nothing, and the event this replaced does not "
                                      "happen either", player=pid,
                                      amounts=amounts(owed, names),
                                      have=_what_they_have(res, short, names))))
                continue
            out.append(phrase(Msg("{player} cannot pay {amounts} (they have {have}), so they "
                                  "pay nothing", player=pid, amounts=amounts(owed, names),
                                  have=_what_they_have(res, short, names))))
            continue
        for key, n in spent.items():
            res[key] = res.get(key, 0) - n
        if any(key == FREE and n for key, n in owed):
            r.cite_also_rule("FOW 1003.2")
            out.append(phrase(Msg("{player} pays {amounts} (with {spent})", player=pid,
                                  amounts=amounts(owed, names),
                                  spent=amounts(spent.items(), names))))
            continue
        out.append(phrase(Msg("{player} pays {amounts}", player=pid,
                              amounts=amounts(owed, names))))
    if out and not any(" pays " in x for x in out):
        said = joined(out)  # nothing was paid: "if you do" does not happen
        assert isinstance(said, Msg)  # every part is a phrase
        return not_done(said)
    return phrases(out)


def _what_they_have(res: dict[str, int], short: dict[str, int], names: dict[str, str]) -> Said:
    """What a player who cannot pay has of what they are short of (of free will: their will)."""
    parts = [(k, res.get(k, 0)) for k in short if k != FREE]
    if FREE in short:
        parts += [(k, n) for k in WILL if (n := res.get(k, 0)) and k not in short]
    return amounts(parts or [(k, 0) for k in short], names)


def run_fow_counter(r: Table, item: StackItem, e: Counter) -> str | None:
    """FOW 716.4: willpower counters change only by a warden's own effects; FOW 1146.2: guidance
    counters trigger [Guidance] (guidance.run_counter)."""
    return changes_willpower(r, item, e) or run_counter(r, item, e)


#: Force of Will's own effect kinds (a file may write `forbid`; only the `judgment` verb makes a
#: judgment process), and the core kinds it carries out its own way.
EFFECTS: dict[str, EffectDecl] = effects_table(
    CORE_EFFECTS["forbid"].widening("action", *FORBIDDABLE),
    JUDGMENT,
    BESTOW_TO,
    COIN_WILL_EFFECT,
    GAIN_LIMIT_BREAK,
    ATTACH,
    MOVE_ZONE,
    EXPEL,  # FOW 1047
    TO_OWN_DECK,  # FOW 321.3c, 321.5d
    BANISH,
    SHIFT_UP,
    FATE_FLIP,
    PANTHEON_DAMAGE,
    DIVE_AWAY,
    UPGRADE,
    ENRAGE,
    COPIES,
    MOONTIDE_COPY,
    VALHALLA_CALL,
    INVESTIGATE_REVEAL,
    INVESTIGATE_EXPEL,
    PERFORM_INVESTIGATE,
    OATH_PLAY,
    GAIN_ITEM_TOKEN,
    GAIN_DRAGON_EMBLEM,
    WARDEN_PROCESS,
    MOBILIZE_ABILITY,
    CONSENSUS_VOTE,
    CONTRACT,  # FOW 713
    TRANSCEND,  # FOW 714
    EXTRA_TURN,  # FOW 1025
    REMOVE_FROM_BATTLE,  # FOW 1029
    INVERT,  # FOW 1030.1, 1306, 1302.3
    REMOVE_INVERTED,  # FOW 1030.3
    PLAYER_KEYWORDS_EFFECT,  # FOW 1120.4, 1181.3
    DIVIDE_DAMAGE,  # FOW 903.2j
    PUT_UNDER,  # FOW 1045.1
    EffectDecl(Delayed, delayed, "set up the delayed automatic ability {ability}"),  # FOW 906.8
    CORE_EFFECTS["destroy"].replacing(run_destroy),
    CORE_EFFECTS["ready"].replacing(run_ready),
    CORE_EFFECTS["counter"].replacing(run_fow_counter),  # FOW 1146.2, 716.4
    CORE_EFFECTS["pay"].replacing(run_pay),
    CORE_EFFECTS["heal"].replacing(run_heal),
    EffectDecl(MakeAstral, run_make_astral, "make {target} astral"),
    BECOME_COPY,  # FOW 1017.5
)
