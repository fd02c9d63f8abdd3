"""Object filters: what a target (or an `each:` effect, or a trigger) may refer to.

A filter may use `type`, `traits`, `controller` (`you` / `opponent`), `zone`, `keywords`, and the
game's own keys (`extra`, e.g. `attacking: true`). Without `zone` it means an object in play.
"""

from __future__ import annotations

from judge.record import dataclass


@dataclass(frozen=True)
class Filter:
    types: tuple[str, ...] = ()  # any of these card types
    traits: tuple[str, ...] = ()  # all of these traits
    controller: str | None = None  # you | opponent
    zone: str | None = None  # None: in play (the game's board zones)
    keywords: tuple[str, ...] = ()  # all of these keywords
    player: bool = False  # the target is a player, not an object
    item: bool = False  # the target is something on the stack (a card or an ability)
    extra: tuple[tuple[str, object], ...] = ()  # game-specific state keys that must match
    owner: str | None = None  # you | opponent
    exhausted: bool | None = None  # exhausted (true) or ready (false); None: either
    damaged: bool | None = None  # has damage marked (true) or none (false); None: either

    def describe(self, plural: bool = False) -> str:
        if self.player:
            who = {"you": "you", "opponent": "an opponent"}.get(self.controller or "", "a player")
            return who
        if self.item:
            whose = {"you": "your ", "opponent": "an opponent's "}.get(self.controller or "", "")
            what = "/".join(self.types) if self.types else "card or ability"
            return f"{whose}{what} on the stack"
        parts = []
        if self.controller == "you":
            parts.append("your")
        elif self.controller == "opponent":
            parts.append("an opponent's")
        if self.owner == "you":
            parts.append("you own")
        elif self.owner == "opponent":
            parts.append("an opponent owns")
        if self.exhausted is not None:
            parts.append("exhausted" if self.exhausted else "ready")
        if self.damaged is not None:
            parts.append("damaged" if self.damaged else "undamaged")
        parts.extend(self.traits)
        noun = "/".join(self.types) if self.types else "object"
        parts.append(noun + "s" if plural else noun)
        if self.keywords:
            parts.append("with " + ", ".join(self.keywords))
        for key, value in self.extra:
            parts.append(f"({key}: {value})")
        if self.zone:
            parts.append(f"in {self.zone}")
        return " ".join(parts)
