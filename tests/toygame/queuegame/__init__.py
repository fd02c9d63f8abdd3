"""Queue: a tiny card game that exists only in judge's tests, to prove that a game is a folder of
rulebook data plus a handful of overrides. Its one difference from the engine's defaults: the
stack is a queue. When every player passes, the *oldest* item resolves (QG 3)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, ClassVar

from judge.engine.policies import StackRules
from judge.engine.roles import Role
from judge.engine.rulebook import Rulebook, Vocabulary

if TYPE_CHECKING:
    from judge.engine.table import Table  # a typing-only facade: see engine/table.py


class Queue(StackRules):
    def resolve_round(self, t: Table) -> None:
        """QG 3: a round of passes resolves the oldest item; its controller's opponent acts
        next (QG 4)."""
        oldest = t.state.stack[0]
        t.resolve_item(oldest)
        t.give_priority(t.state.next_player(oldest.controller), ("QG 4",),
                        why=" (the player after the one whose item resolved)")


class QueueGame(Rulebook):
    id = "queue-game"
    name = "Queue"
    aliases = ("qg",)
    prefix = "QG"
    stack_word = "queue"
    data_dir = os.path.join(os.path.dirname(__file__), "rulebook")
    vocab = Vocabulary(
        stack_words=("queue",),
        card_types=("creature", "spell"),
        permanent_types=("creature",),
        stats=("power", "toughness"),
        resources=("mana",),
        keywords=(),
        zones=("hand", "deck", "board", "discard", "queue"),
        board_zones=("board",),
        ordered_zones=("deck",),
        phases=("main", "end"),
        toughness_stat="toughness",
        graveyard_zone="discard",
    )
    roles: ClassVar[dict[Role, str]] = {
        Role.PRIORITY: "QG 2", Role.STACK_ORDER: "QG 3", Role.COST: "QG 5",
        Role.EXHAUST_COST: "QG 5", Role.MODES: "QG 5", Role.TARGETS: "QG 6",
        Role.TARGET_RECHECK: "QG 6", Role.CONTROL: "QG 2", Role.PLAY_ZONE: "QG 5",
        Role.LETHAL: "QG 7", Role.PREVENT: "QG 7", Role.CANCEL: "QG 3",
        Role.CARD_DESTINATION: "QG 8", Role.ENTERS_BOARD: "QG 8", Role.DRAW: "QG 8",
        Role.LOOP: "QG 1", Role.TRIGGER: "QG 3", Role.RESOURCE: "QG 5", Role.TURN: "QG 1",
    }
    stack_rules = Queue
