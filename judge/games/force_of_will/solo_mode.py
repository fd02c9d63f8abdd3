"""Solo Mode cards (FOW 1308): a card with a second, bottom text box marked "Solo Mode".

What a file writes: the card's abilities as usual under `abilities:`, and the names of those
printed in its bottom (Solo Mode) text box as `solo_mode: [<ability names>]`. The "Solo Mode"
label itself has no rules meaning (1308.1a), so nothing else marks the card. Then:
- the abilities named exist only while their player's Solo Mode is engaged (1308.2b): a static
  one applies, a triggered one triggers, an activate one may be played; while it is disabled
  (1308.2a) only the top text box exists. The player cannot opt out of either box (1308.2): a
  bottom-box ability applies, or triggers and is played, whether it helps them or not;
- engaged or disabled is read whenever it matters, from the player's own J/rulers alone (1308.3):
  their rulers in their ruler area (type `ruler`, not a sub-ruler, a warden or a ruler under
  contract) and their J-rulers in the field. A J-ruler entering beside the ruler turns it off
  during the ruling, a lone ruler losing its [Revolution Order] turns it on;
- a player neither 1308.2a nor 1308.2b describes (no J/ruler at all; two Arcana; three
  J/rulers, one of them non-Arcana) has the boxes house policy FOW HP.61
  (`solo_mode.undescribed`) says: by default only the top one (`disabled`: 1308, Solo Mode
  works with a single J/ruler), or both (`engaged`: 1308.2);
- where 1308.2a and 1308.2b both describe the player's J/rulers (an Arcana J/ruler beside a ruler
  with [Revolution Order] or an ordered J-ruler), the rules do not say which box exists: judge
  cannot rule (exit 3), naming it, rather than guess.
A keyword ability printed in the bottom box is named in `solo_mode:` too, as the card's `keywords:`
write it (`solo_mode: [flying]`): the card then has it only while its player's Solo Mode is
engaged (1308.2b), through a static ability of the bottom box granting it to the card itself, so
a question or filter reading the keyword cites 1308.2b or 1308.2a. Only keywords that are the
ability whole (BOTTOM_BOX_KEYWORDS: no number, cost or ability of their own) may be named; any
other is exit 2 at the name.
A chant's effect text printed in the bottom box is `solo_mode_effect:`, written as its `effect:`
is: performed after the top box's as the chant resolves, each of its instructions only if its
controller's Solo Mode is engaged as that instruction is carried out (1308.2b: the box exists
then; 1308.2a: it does not, and the instruction does not happen, said so); of a modal chant,
after the mode chosen. Where its top box changed its player's J/rulers, house policy FOW HP.64
says whether the bottom box is read as each instruction is carried out (the default) or as the
chant began to resolve. A target only that text names (any target, on a modal chant) is exit 3:
whether it is chosen as the chant is played depends on a box that may not exist then, which
judge does not model.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import keywords, traits
from judge.engine.conditions import AllOf, GameCondition, cited_for, gate_abilities
from judge.model.args import Arg, optional, required
from judge.model.cards import AbilityDef, CardDef
from judge.model.effects import Effect, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase
from judge.record import dataclass, fields, nested_records, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

SOLO_MODE = "solo_mode"
ARCANA = "Arcana"
#: FOW 1308.1: keyword abilities a bottom text box may print that `solo_mode:` can name: each is
#: the whole ability (no number, cost, section or ability of its own), so granting it to the card
#: itself while Solo Mode is engaged is the keyword existing only then (1308.2b).
BOTTOM_BOX_KEYWORDS = ("flying", "first_strike", "swiftness", "precision", "eternal",
                       "imperishable", "pierce", "explode", "bane", "multi_strike", "protect",
                       "drain", "barrier")

#: The card key of a chant's effect text printed in its bottom box (FOW 1308.1).
SOLO_MODE_EFFECT = "solo_mode_effect"
#: The item key (internal): whether a Solo Mode chant's player had Solo Mode engaged as it began
#: to resolve; the house policy reading it (FOW HP.64).
AT_START = "solo_mode:at_start"

SOLO_MODE_CARD_KEYS: dict[str, Arg] = {
    SOLO_MODE: Arg("strings", doc="a Solo Mode card: the names of the card's abilities printed in "
                   "its bottom (Solo Mode) text box, or of its keywords there that are the whole "
                   "ability (e.g. flying), which exist only while its player's Solo Mode is "
                   "engaged (FOW 1308.2-1308.3)"),
    SOLO_MODE_EFFECT: optional("effects", "a Solo Mode chant: the effect text printed in its "
                               "bottom (Solo Mode) text box, performed after `effect:` as it "
                               "resolves, each instruction only if its controller's Solo Mode "
                               "is engaged then (FOW 1308.2-1308.3)", continues_effect=True),
}


def _j_rulers(t: Table, player: str) -> tuple[list[GameObject], list[GameObject]]:
    """FOW 1308.3: the player's own rulers (in their ruler area) and J-rulers (in the field).
    Which it is goes by its zone: a card turning over as it moves (a ruler entering the field by
    its judgment process, 705.3a; a J-ruler going back to the ruler area, 1010.1) is, between
    its move and its turn, already what its new zone holds, never nothing (the player's Solo
    Mode does not go off and on within one instruction)."""
    mine = [o for o in t.state.objects.values() if o.controller == player
            and o.card.is_type("ruler", "j_ruler")]
    return [o for o in mine if o.zone == "ruler_area"], [o for o in mine if o.zone == "field"]


def _described(t: Table, player: str) -> tuple[bool, bool]:
    """FOW 1308.2a-1308.2b read from the player's own J/rulers (1308.3): whether 1308.2a
    (disabled) and whether 1308.2b (engaged) describes them."""
    from judge.games.force_of_will.revolution import is_ordered

    rulers, j_rulers = _j_rulers(t, player)
    both = rulers + j_rulers
    arcana = [o for o in both if ARCANA in traits(o)]
    with_order = [o for o in rulers if "revolution_order" in keywords(o)]
    ordered = [o for o in j_rulers if is_ordered(o)]
    disabled = len(both) - len(arcana) >= 2 or bool(with_order) or bool(ordered)
    on = (len(rulers) == 1 and not with_order and not j_rulers) or \
        (len(j_rulers) == 1 and not ordered and not rulers) or \
        (len(both) == 2 and len(arcana) == 1)
    return disabled, on


def undescribed(t: Table, player: str) -> bool:
    """A player neither 1308.2a nor 1308.2b describes (FOW HP.61)."""
    return not any(_described(t, player))


def engaged(t: Table, player: str, card: str = "") -> bool:
    """FOW 1308.2a-1308.2b, read from the player's own J/rulers (1308.3); where both describe
    them, the rules do not say, and judge cannot rule (`card`: the Solo Mode card read, for the
    located message); where neither does, house policy FOW HP.61 says."""
    from judge.engine.lost import cannot_rule

    disabled, on = _described(t, player)
    if disabled and on:
        rulers, j_rulers = _j_rulers(t, player)
        said = ", ".join(t.name(o.id) for o in (*rulers, *j_rulers))
        cannot_rule(t, f"{player}'s Solo Mode: they control {said}, which FOW 1308.2a (disabled) "
                    "and 1308.2b (engaged) both describe, so the rules do not say whether the "
                    "bottom text box of their Solo Mode cards exists (FOW 1308.2)",
                    key=f"cards.{card}.{SOLO_MODE}" if card else f"cards.{SOLO_MODE}",
                    silent=True)
    if on or disabled:
        return on
    # a player neither describes (no J/ruler, as between a ruler going to the order area and
    # its resonator becoming a J-ruler, 712.3; two Arcana): the rules do not say (FOW HP.61)
    t.cite_also_rule(t.policy_id("solo_mode.undescribed"))
    return t.policy_is("solo_mode.undescribed", "engaged")


@dataclass(frozen=True)
class SoloModeEngaged(GameCondition):
    """The condition judge puts on the abilities of a card's bottom text box (internal; FOW
    1308.2a-1308.3): its player's Solo Mode is engaged."""

    kind: ClassVar[str] = "solo_mode_engaged"
    #: engaged, the text exists (first); disabled, it does not; whose J/rulers count
    rules: ClassVar[tuple[str, ...]] = ("FOW 1308.2b", "FOW 1308.2a", "FOW 1308.3")
    #: what holds while it does not: only the top text box (an answer names it, unmet_last)
    unmet: ClassVar[str] = "FOW 1308.2a"
    solo_mode_engaged: bool = arg(required("bool", "true"))

    def check(self, t: Table, item: StackItem) -> bool:
        source = t.state.objects.get(item.source or "")
        now = engaged(t, item.controller, source.card.name if source is not None else "")
        began = item.extra.get(AT_START)
        if isinstance(began, bool) and began != now:
            # a Solo Mode chant's bottom box, its player's Solo Mode changed by its top box:
            # the rules do not say which it has (FOW HP.64)
            t.cite_also_rule(t.policy_id("solo_mode.chant_box"))
            if t.policy_is("solo_mode.chant_box", "as-it-starts"):
                return began
        return now

    def unmet_now(self, t: Table, item: StackItem) -> str:
        """FOW HP.61 where the player is one neither 1308.2a nor 1308.2b describes."""
        if undescribed(t, item.controller):
            return t.policy_id("solo_mode.undescribed")
        return self.unmet

    def said(self) -> str:
        return phrase(Msg("your Solo Mode is engaged"))


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    """FOW 1308.1: the abilities `solo_mode:` names are the card's own, in its bottom text box;
    they then exist only while its player's Solo Mode is engaged (1308.2b)."""
    card = _bottom_box_effect(scenario, name, card, problem)
    names = card.get(SOLO_MODE)
    if not isinstance(names, tuple):
        return card
    from judge.engine.effects import Modify

    boxed: list[str] = []
    for i, ability in enumerate(names):
        word = str(ability)
        if card.ability(word) is not None:
            if word in card.keywords:
                problem(("cards", name, SOLO_MODE, i), f"{word!r} is both an ability and a "
                        f"keyword of {name}: `solo_mode:` cannot tell which is in the bottom "
                        "text box (FOW 1308.1)")
            boxed.append(word)
        elif word in card.keywords and word in BOTTOM_BOX_KEYWORDS:
            boxed.append(_keyword_ability(word))
            card = replace(card, keywords=tuple(k for k in card.keywords if k != word),
                           abilities=(*card.abilities, AbilityDef(
                               name=_keyword_ability(word), kind="static",
                               effect=(Modify("self", keywords=(word,)),))))
        elif word in card.keywords:
            problem(("cards", name, SOLO_MODE, i), f"[{word.replace('_', ' ').title()}] in a "
                    "bottom text box cannot be written: `solo_mode:` names only keywords that "
                    "are the whole ability (" + ", ".join(BOTTOM_BOX_KEYWORDS) + "; FOW 1308.1)")
        else:
            problem(("cards", name, SOLO_MODE, i), f"{name} has no ability named {ability!r} "
                    "and no such keyword: `solo_mode:` names abilities of the card's "
                    "`abilities:` or keywords of its `keywords:` printed in its bottom text box "
                    "(FOW 1308.1); a chant's effect text in that box is `solo_mode_effect:`")
    if not names:
        problem(("cards", name, SOLO_MODE), "`solo_mode:` names the abilities of the card's "
                "bottom text box (FOW 1308.1): at least one")
    return gate_abilities(card, tuple(boxed), SoloModeEngaged(True))


def _bottom_box_effect(scenario: Scenario, name: str, card: CardDef,
                       problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    """FOW 1308.1-1308.2b: a chant's effect text in its bottom box, after the top box's, each
    instruction carried out only if its controller's Solo Mode is engaged as it is (the box
    exists then). A target only that text names is exit 3 (see the module's docstring)."""
    effects = card.get(SOLO_MODE_EFFECT)
    if not isinstance(effects, tuple):
        return card
    if not card.is_type("chant"):
        problem(("cards", name, SOLO_MODE_EFFECT), "`solo_mode_effect:` is a chant's effect text "
                "in its bottom text box (FOW 1308.1); the bottom box of another card holds "
                "abilities, named in `solo_mode:`")
        return card
    if not effects:
        problem(("cards", name, SOLO_MODE_EFFECT), "`solo_mode_effect:` is the effect text of "
                "the chant's bottom text box (FOW 1308.1): at least one instruction")
        return card
    # a modal chant ("Choose one"): the bottom box follows whichever mode is chosen; each mode
    # has targets of its own, so a target the bottom box names would name another per mode
    alone = sorted(_targets_named(effects) if card.modes else
                   _targets_named(effects) - _targets_named(card.effect))
    if alone:
        from judge.scenario.check import unsupported

        raise unsupported(scenario, ("cards", name, SOLO_MODE_EFFECT), f"the bottom text box of "
                          f"{name} names {', '.join(alone)}, a target no text of its top box "
                          "names: whether it is chosen as the chant is played, when the box may "
                          "not exist (FOW 1308.2a), is not modelled")
    from judge.engine.conditions import Instruction

    gate = SoloModeEngaged(True)
    boxed = tuple(
        replace(e, condition=gate if e.condition is None else AllOf((gate, e.condition)))
        if isinstance(e, Instruction) else Instruction(effect=e, condition=gate)
        for e in effects)
    if card.modes:
        return replace(card, modes=tuple(replace(m, effect=(*m.effect, *boxed))
                                         for m in card.modes))
    return replace(card, effect=(*card.effect, *boxed))


def _targets_named(effects: tuple[Effect, ...]) -> set[str]:
    """The item's targets (`$n`) these effects name, however nested."""
    out: set[str] = set()
    for record in nested_records(effects):
        for f in fields(record):
            value = getattr(record, f.name)
            for v in value if isinstance(value, tuple | list) else (value,):
                if isinstance(v, str) and v.startswith("$") and v[1:].isdigit():
                    out.add(v)
    return out


def read_as_it_starts(t: Table, item: StackItem) -> None:
    """A Solo Mode chant beginning to resolve: whether its player's Solo Mode is engaged then,
    kept for its bottom box (FOW HP.64: where its top box changes it, the rules do not say
    which the bottom box reads)."""
    source = t.state.objects.get(item.source or "")
    if item.kind == "card" and source is not None and \
            source.card.get(SOLO_MODE_EFFECT) is not None:
        earlier = t.cited()
        item.extra[AT_START] = engaged(t, item.controller, source.card.name)
        # (FOW HP.61, read for the bottom box: cited for its instructions, conditions.cited_for)
        cited_for(item, t.cited()[len(earlier):], ())


def _keyword_ability(keyword: str) -> str:
    """The name of the bottom box's static ability that is its keyword (FOW 1308.1)."""
    return f"Solo Mode [{keyword.replace('_', ' ').title()}]"
