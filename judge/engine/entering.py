"""A card's own "as it enters" text (FOW 702.3b-c): what happens to a card as it enters the board
(the zones `ObjectRules.entered_zones` names, if any), before the event that it entered, so that
what watches it entering sees it as it entered.

A game that has such text declares the rules (`ObjectRules.as_enters_rules`) and lists
`ENTERING_CARD_KEYS` among its card keys. The engine then reads, on a card entering the board:

- `as_enters` (effects), done first: by the card's controller, "this card" being the card; the
  effects of the kinds `ObjectRules.as_enters_first` (FOW 702.3b: those that put or remove
  counters) come before the others, each group in the order written, which stands for the
  order its controller chooses (the file says it);
- then `enters_with` (`exhausted: true`, `counters: {name: n}`): it is put there exhausted
  (rested), or with those counters (FOW 702.3c). Nothing rested it or put counters on it: no
  event says so.
"""

from __future__ import annotations

from judge.engine.trace import StepKind
from judge.model.args import map_of, optional, record
from judge.model.state import StackItem
from judge.msg import Items, Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table
    from judge.model.args import Arg
    from judge.model.effects import Effect
    from judge.model.state import GameObject

AS_ENTERS, ENTERS_WITH = "as_enters", "enters_with"

#: The card keys of "as it enters" text, for a game's `Vocabulary.card_keys`.
ENTERING_CARD_KEYS: dict[str, Arg] = {
    AS_ENTERS: optional("effects", "\"as this card enters\": effects done as it enters the "
                        "board, before anything sees it entered (\"this card\": it)"),
    ENTERS_WITH: record(
        "\"this card enters rested / with counters\": how it is put there",
        exhausted=optional("bool", "it enters exhausted (rested)"),
        counters=map_of(optional("int", minimum=1), doc="counters it enters with, e.g. "
                        "{charge: 2}")),
}


def has_entering_text(obj: GameObject) -> bool:
    return obj.card.get(AS_ENTERS) is not None or obj.card.get(ENTERS_WITH) is not None


def as_it_enters(t: Table, obj: GameObject, cause: str | None) -> None:
    """Carry out a card's "as it enters" text, then how it enters (module docstring)."""
    rules = t.game.objects.as_enters_rules
    if rules is None:
        return
    effects = obj.card.get(AS_ENTERS)
    if isinstance(effects, tuple) and effects:
        as_enters(t, obj, in_order(t, effects), rules[0], cause)
    how = obj.card.get(ENTERS_WITH)
    if isinstance(how, dict):
        enters_with(t, obj, how, rules[1])


def in_order(t: Table, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """The effects of the kinds the game does first, then the others (each in written order)."""
    first = t.game.objects.as_enters_first
    return (*(e for e in effects if e.kind in first), *(e for e in effects if e.kind not in first))


def as_enters(t: Table, obj: GameObject, effects: tuple[Effect, ...], rule: str,
              cause: str | None) -> None:
    item = StackItem(id=f"{obj.id}.as_enters", kind="entering", controller=obj.controller,
                     name=obj.card.name, source=obj.id, effect=effects, caused_by=cause,
                     extra={"source_incarnation": obj.incarnation})
    done = [d for d in t.run_effects(item, effects) if d]
    t.step(StepKind.EFFECT, Msg("As {object} enters: {what}", object=t.name(obj.id),
                                what=Items(done, commas=True) if done else Msg("nothing happens")),
           (rule,), actor=obj.controller)


def enters_with(t: Table, obj: GameObject, how: dict[str, object], rule: str) -> None:
    said: list[Msg] = []
    if how.get("exhausted") is True:
        obj.exhausted = True
        said.append(Msg("exhausted"))
    counters = how.get("counters")
    for name, n in (counters.items() if isinstance(counters, dict) else ()):
        if isinstance(n, int) and n > 0:
            obj.counters[str(name)] = obj.counters.get(str(name), 0) + n
            # the counter's name is the file's: said as it is written
            said.append(Msg("with {n} {counter} counter", plural="with {n} {counter} counters",
                            n=n, counter=str(name)))
    if said:
        t.step(StepKind.EFFECT, phrase(Msg("{object} enters {how}", object=t.name(obj.id),
                                           how=Items(said, commas=True))),
               (rule,), actor=obj.controller)
