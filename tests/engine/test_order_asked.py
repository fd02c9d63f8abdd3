""""Does Ward resolve after Scatter Shot resolves?" of a Ward that resolved at step 3 and a Scatter
Shot at step 9 was "Yes": the Yes read only that Ward resolved (the "after" clause is left out
of what the readers read, as a moment's state is read at it), a confident wrong answer. And
"Does Stone Brace resolve after Heavy Lance resolves?" led with the Lance's own resolution; "Does
Echo resolve before Gun Shot resolves?" with the Shot's card, ordered against the Shot's copy.
A probe asking every order of two items of 60 bundled rulings found 63 wrong Yes or No answers.

Held here as a property of the ruling, not of a case: for bundled rulings of each game where
two items of distinct names resolved, each order question, "before" and "after", the clause
ending the part or opening it, is answered Yes or No as the steps order them, or with no Yes or
No; never the other way round (judge/engine/answer.py _event_after_the_moment_asked)."""

from __future__ import annotations

import pytest
import yaml

from judge.app import load_scenario_text, resolve
from judge.engine.resolution import Resolution
from judge.engine.trace import StepKind
from tests.helpers import BUNDLED

RULINGS = [
    "riftbound/costs/bonus-damage-each-target-and-prevention.yaml",
    "riftbound/rulings-audit28/might-set-twice-the-later-one-wins.yaml",
    "riftbound/card-text/delayed-trigger-you-stays-its-creators.yaml",
    "force-of-will/rulings-audit28/cleanup-removes-damage-before-the-until-end-of-turn-boost-ends.yaml",
    "force-of-will/rulings-audit57/copy-of-a-drawing-mode-neither-deals-damage-nor-destroys.yaml",
    "force-of-will/systems/transcend-once-per-turn.yaml",
    "vandaria-wars/entering-the-register/a-skill-put-in-by-an-effect.yaml",
    "vandaria-wars/rulings-audit36/faction-source-taken-in-answer-rune-fails-recheck-policy.yaml",
    "vandaria-wars/rulings-audit42/vengeance-trigger-in-the-new-register-finishes-the-knight-asked-in-indonesian.yaml",
    # the Trader, summoned again by Flicker, resolves after it: its lead was its damage
    "vandaria-wars/rulings-audit17/target-left-and-came-back-is-a-new-card.yaml",
    # "Gem" is a word of both Gem Harvest and Gem Burst: the No of the one was said of the other
    "force-of-will/systems/gem-tokens-in-the-item-area.yaml",
]


def _resolved(data: dict[str, object], question: str | None = None) -> Resolution:
    if question is not None:
        data = {**data, "question": question}
    return resolve(load_scenario_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False)))


def _two_items(res: Resolution) -> tuple[tuple[str, list[int]], tuple[str, list[int]]]:
    """Two card names of items that resolved (each name's resolution steps), neither name a
    part of the other's."""
    steps: dict[str, list[int]] = {}
    for st in res.steps:
        if st.kind == StepKind.RESOLVE and st.item and "." not in st.item:
            steps.setdefault(res.card_name(st.item), []).append(st.index)
    names = [n for n in steps if n]
    a, b = names[0], next(n for n in names[1:] if n.casefold() not in names[0].casefold()
                          and names[0].casefold() not in n.casefold())
    return (a, steps[a]), (b, steps[b])


def _order(first: list[int], then: list[int]) -> str:
    """Yes if every resolution of `first` came before every one of `then`, No if after, else
    either may be said."""
    if max(first) < min(then):
        return "Yes"
    return "No" if min(first) > max(then) else "?"


@pytest.mark.parametrize("name", RULINGS)
def test_an_order_asked_is_said_as_the_steps_order_it(name: str) -> None:
    data = yaml.safe_load((BUNDLED / name).read_text(encoding="utf-8"))
    del data["expect"]
    (a, at_a), (b, at_b) = _two_items(_resolved(data))
    asked = [
        (f"Does {a} resolve before {b} resolves?", _order(at_a, at_b)),
        (f"Before {b} resolves, does {a} resolve?", _order(at_a, at_b)),
        (f"Does {b} resolve before {a} resolves?", _order(at_b, at_a)),
        (f"Does {a} resolve after {b} resolves?", _order(at_b, at_a)),
        (f"Does {b} resolve after {a} resolves?", _order(at_a, at_b)),
    ]
    wrong = []
    for question, want in asked:
        lead = next(f for f in _resolved(data, question).answer if f.lead)
        if lead.verdict and want != "?" and lead.verdict != want:
            wrong.append(f"{question} -> {lead.sentence}")
    assert not wrong, "\n".join(wrong)
