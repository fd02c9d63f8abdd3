"""[Consensus] (A or B) on a chant (FOW 1172.3): "as you start resolving this card, starting with
the next player in clockwise order, each player chooses (A) or (B); then perform only the effect
chosen more times, or the tie's if (A) and (B) were chosen as often".

What a file writes: a chant with `keywords: [consensus]` and three `modes:` named `A`, `B` and
`Tie` (the votes choose the mode; nobody chooses one as it is played). Each player's vote is
`decisions: {<card id>: {choices: {<player>: A}}}`; without it judge takes `A` and says so.
Options that target (1172.3a): the chant is played choosing the targets of every option, in the
order A, B, Tie (`targets: [...]`); after the vote only the chosen option's targets are its
targets, each `$n` of an option counting from that option's first. The form on resonators,
additions and regalia (1172.2), whose text after the vote the card language cannot write, and
targets outside the options, are exit 3.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.trace import StepKind
from judge.model.cards import CardDef, Mode
from judge.model.scenario import Scenario
from judge.model.state import StackItem
from judge.msg import Items, Msg
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

#: The card key (internal) where a [Consensus] chant's options wait for the vote.
OPTIONS = "consensus:options"
NAMES = ("A", "B", "Tie")


def _options(card: CardDef) -> dict[str, Mode]:
    raw = card.get(OPTIONS)
    return {m.name: m for m in raw} if isinstance(raw, tuple) else {}


def vote(t: Table, item: StackItem) -> str | None:
    """FOW 1172.3: the players vote as the chant starts resolving; its effect becomes the option
    chosen more times, or the tie's. What the step says, or None for another item."""
    obj = t.state.objects.get(item.source or "")
    options = _options(obj.card) if obj is not None and item.kind == "card" else {}
    if not options:
        return None
    state = t.state
    order: list[str] = []
    player = state.next_player(item.controller)
    for _ in state.players:
        order.append(player)
        player = state.next_player(player)
    votes: dict[str, str] = {}
    defaulted: list[str] = []
    for p in order:
        chosen = t.decision(item.source or "", "choices", p)
        if chosen is None:
            chosen = "A"
            defaulted.append(p)
        if chosen not in ("A", "B"):
            t.bad_decision((item.source or "", "choices", p), f"{p} votes A or B, not "
                           f"{chosen!r} ([Consensus], FOW 1172.3)")
        votes[p] = str(chosen)
    a, b = sum(v == "A" for v in votes.values()), sum(v == "B" for v in votes.values())
    winner = "A" if a > b else "B" if b > a else "Tie"
    keep_targets_of(item, list(options.values()), winner)
    targeted = ("FOW 1172.3a",) if any(m.targets for m in options.values()) else ()
    item.effect = options[winner].effect
    # a vote is said as the scenario writes it (`A`, `B`); the decisions key is file syntax
    said = Items([f"{p} {v}" for p, v in votes.items()], commas=True)
    chosen_by = Msg(" ({players}: A, judge's default; set `decisions: {{{source}: {{choices: "
                    "{{<player>: A or B}}}}}}` to choose)",
                    players=Items(defaulted, commas=True), source=str(item.source)) \
        if defaulted else ""
    performed = Msg("the tie") if winner == "Tie" else Msg("option {winner}", winner=winner)
    t.step(StepKind.EFFECT, Msg("[Consensus] vote as {item} starts resolving, from the next "
                                "player: {votes}{chosen_by}; {performed} is performed",
                                item=t.item_label(item), votes=said, chosen_by=chosen_by,
                                performed=performed), ("FOW 1172.3", *targeted), item=item.id)
    return None


def keep_targets_of(item: StackItem, options: list[Mode], winner: str) -> None:
    """FOW 1172.3a: the targets were chosen for every option as the chant was played; after the
    vote only the chosen option's are checked and affected (FOW 903.3a skips an illegal one while
    its other effects are still performed), so they become the item's only targets."""
    start = 0
    for mode in options:
        end = start + len(mode.targets)
        if mode.name == winner:
            break
        start = end
    else:
        return
    skipped = item.extra.get("illegal_targets")
    if isinstance(skipped, tuple):
        item.extra["illegal_targets"] = tuple(i - start for i in skipped if start <= i < end)
    item.targets = item.targets[start:end]
    item.target_specs = item.target_specs[start:end]


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None],
                  unsupported: Callable[[tuple[str | int, ...], str], Exception]) -> CardDef:
    if "consensus" not in card.keywords or card.get(OPTIONS) is not None:
        return card
    if not card.is_type("chant"):
        raise unsupported(("cards", name, "keywords"), "[Consensus] on a resonator, addition or "
                          "regalia (FOW 1172.2): the text performed after the vote cannot be "
                          "written in the card language yet")
    names = sorted(m.name for m in card.modes)
    if names != sorted(NAMES):
        problem(("cards", name, "modes"), "a [Consensus] chant has three modes named A, B and "
                "Tie: the options voted on and the tie's effect (FOW 1172.3)")
        return card
    if card.targets:
        raise unsupported(("cards", name, "targets"), "a [Consensus] chant with targets outside "
                          "its options (FOW 1172.3a) is not implemented yet")
    # FOW 1172.3a: the targets of every option are chosen as it is played, A's, B's, the tie's
    options = tuple(sorted(card.modes, key=lambda m: NAMES.index(m.name)))
    targets = tuple(f for m in options for f in m.targets)
    return replace(card, modes=(), targets=targets, extra=(*card.extra, (OPTIONS, options)))
