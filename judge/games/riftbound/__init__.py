"""Riftbound (Core Rules v1.4, with v1.3 as an edition): the chain with pending and finalized
items, the four states, focus and showdowns, ordered cleanups, movement and control, combat with
damage assignment, and scoring. See judge/games/riftbound/game.py for how the modules fit."""

from judge.games.riftbound.game import Riftbound, RiftboundV13

__all__ = ["Riftbound", "RiftboundV13"]
