"""The what-if switches shared by `resolve`, `explain`, `graph`, `why` and `test` (`--policy`,
`--edition`, `--decision`, `--cards`, `--question`, `--ask`) and `check` (`--cards`): each the
same as editing the file (judge/scenario/whatif.py)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import click

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.msg import Translator
    from judge.scenario.whatif import WhatIf

F = TypeVar("F", bound=Callable[..., Any])

#: The switches as the commands receive them: (policies, edition, decisions, card pools,
#: question, ask).
Switches = tuple[tuple[str, ...], str | None, tuple[str, ...], tuple[str, ...], str | None,
                 tuple[str, ...]]


def _what_if_options(f: F, questions: bool) -> F:
    """Add the switches; the command receives them as one `what_if` argument (Switches),
    read by `what_if()` inside the command's guarded body (bad values exit 2, located).
    `questions`: `--question` and `--ask` too (not on `judge test`, which checks the file's
    own `expect:`, the very key a new question sets aside)."""

    @functools.wraps(f)
    def wrapper(*args: Any, policy: tuple[str, ...], edition: str | None,
                decision: tuple[str, ...], cards: tuple[str, ...], question: str | None = None,
                ask: tuple[str, ...] = (), **kwargs: Any) -> Any:
        return f(*args, what_if=(policy, edition, decision, cards, question, ask), **kwargs)

    options = [
        click.option("--policy", "policy", multiple=True, metavar="KEY=OPTION",
                     help="Rule under this house policy option, as if the file said it under "
                          "`policies:` (KEY: the policy's key or id, e.g. "
                          "state_checks.timing=after-register or 'VW HP.7=after-register'). "
                          "Repeatable."),
        click.option("--edition", "edition", default=None, metavar="E",
                     help="Rule under this edition of the rulebook, as if the file said "
                          "`edition: E`."),
        click.option("--decision", "decision", multiple=True, metavar="ID.FIELD=VALUE",
                     help="A decision, as if the file said it under `decisions:` (FIELD: "
                          "targets, decline, pay, order or choices.NAME; lists with commas: "
                          "replacements.order=a,b, scholar.study.pay=false). Repeatable."),
        cards_option,
    ]
    if questions:
        options += [
            click.option("--question", "question", default=None, metavar="TEXT",
                         help="Ask this question of the same board instead of the file's: "
                              "answered from the question alone, as a file of yours with no "
                              "`expect:` or `ask:` is."),
            click.option("--ask", "ask", multiple=True, metavar="SUBJECT",
                         help="A subject the question asks about, as if the file listed it "
                              "under `ask:` (e.g. --ask trader --ask priority). Repeatable."),
        ]
    for option in reversed(options):
        wrapper = option(wrapper)
    return wrapper  # type: ignore[return-value]


def what_if_options(f: F) -> F:
    """The six switches (`resolve`, `explain`, `graph`, `why`)."""
    return _what_if_options(f, questions=True)


def state_what_if_options(f: F) -> F:
    """The four switches of the rules and the board (`test`)."""
    return _what_if_options(f, questions=False)


cards_option = click.option(
    "--cards", "cards", multiple=True, metavar="FILE",
    help="Load the cards of this card pool file too, as if the file listed it under "
         "`cards_from:`. Repeatable.")


def what_if(switches: Switches) -> WhatIf | None:
    """The switches read (InputError, exit 2, for one that is not KEY=VALUE), or None when
    none was given."""
    policies, edition, decisions, cards, question, ask = switches
    if not (policies or edition is not None or decisions or cards or question is not None
            or ask):
        return None
    from judge.scenario.whatif import WhatIf

    return WhatIf.parse(policies, edition, decisions, cards, question, ask)


def header_line(labels: tuple[str, ...] | list[str], tr: Translator | None = None) -> str:
    """The one line naming the switches a ruling was made under (the switches as typed; `tr`:
    the language of the words around them)."""
    from judge.msg import Msg, say

    return say(Msg("What if: {switches}", switches=", ".join(labels)), tr)
