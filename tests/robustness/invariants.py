"""Invariants that must hold after every step of every resolution, in every game."""

from __future__ import annotations

from judge.engine.copies import GONE
from judge.engine.core import Core
from judge.engine.trace import Step
from judge.model.state import StackItem


class InvariantChecker:
    """An observer for `resolve(..., observer=...)` that checks the state after each step."""

    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.steps = 0

    def __call__(self, r: Core, step: Step) -> None:
        self.steps += 1
        where = f"after step {step.index} ({step.kind.value}: {step.summary[:80]})"
        state, game = r.state, r.game
        vocab = game.vocab
        objects = state.objects
        # Every object is in exactly one zone, and a zone the game knows.
        for oid, obj in objects.items():
            assert obj.id == oid, f"{where}: object filed under {oid} calls itself {obj.id}"
            gone = obj.zone == GONE and (obj.token or obj.copy_of is not None)
            assert vocab.zone_ok(obj.zone) or obj.zone == game.stack_zone or gone, (
                f"{where}: {oid} is in an unknown zone {obj.zone!r} (only a token or a copy "
                "may cease to exist)")
            assert obj.damage >= 0, f"{where}: {oid} has negative damage"
        # The board index is exactly the objects on the board.
        on_board = {oid for oid, o in objects.items() if vocab.is_board(o.zone)}
        assert set(r.board) == on_board, f"{where}: board index {set(r.board) ^ on_board}"
        # Ordered piles (decks) hold each of their objects once, and nothing else.
        for (owner, zone), pile in state.ordered.items():
            assert len(pile) == len(set(pile)), f"{where}: {owner}'s {zone} lists a card twice"
            for oid in pile:
                o = objects[oid]
                assert (o.owner, o.zone) == (owner, zone), f"{where}: {oid} misfiled in {zone}"
        for oid, o in objects.items():
            if o.zone in vocab.ordered_zones:
                assert oid in state.ordered.get((o.owner, o.zone), []), (
                    f"{where}: {oid} is in {o.zone} but not in its pile")
        # The stack holds only stack items, each once; a card item's card is on the stack.
        ids = [it.id for it in state.stack]
        assert len(ids) == len(set(ids)), f"{where}: duplicate stack items {ids}"
        for item in state.stack:
            assert isinstance(item, StackItem), f"{where}: {item!r} on the stack"
            if item.kind == "card" and item.source is not None:
                assert objects[item.source].zone == game.stack_zone, (
                    f"{where}: card item {item.id} but its card is in "
                    f"{objects[item.source].zone}")
        # Priority: at most one player, and a real one.
        assert state.priority is None or state.priority in state.players, (
            f"{where}: priority held by unknown {state.priority!r}")
        # Nothing disappears, ids stay unique (players and objects never share an id).
        missing = self.seen - set(objects)
        assert not missing, f"{where}: objects disappeared: {sorted(missing)}"
        self.seen = set(objects)
        assert not (set(objects) & set(state.players)), f"{where}: an id is both"
        for pid, player in state.players.items():
            for res, n in player.resources.items():
                assert isinstance(n, int), f"{where}: {pid}.{res} is {n!r}"
