"""The registry of games: one explicit list, looked up by id or alias.

Game modules are imported only when a game is asked for, so start-up pays for one game at most.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.games.base import Rulebook

#: id -> (module, class name, aliases). The one place that lists the games.
GAMES: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "vandaria-wars": ("judge.games.vandaria_wars", "VandariaWars", ("vw", "vandaria")),
    "riftbound": ("judge.games.riftbound", "Riftbound", ("rb", "lol-tcg", "league-of-legends")),
    "force-of-will": ("judge.games.force_of_will", "ForceOfWill", ("fow", "fowtcg")),
}

_cache: dict[str, Rulebook] = {}


def game_id(name: str) -> str | None:
    """The canonical id for a game id or alias (case-insensitive), or None."""
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    if key in GAMES:
        return key
    for gid, (_, _, aliases) in GAMES.items():
        if key in aliases:
            return gid
    return None


def find_game(name: str) -> Rulebook:
    """The rulebook for a game id or alias. Raises KeyError for an unknown game."""
    gid = game_id(name)
    if gid is None:
        raise KeyError(name)
    if gid not in _cache:
        from judge.games.data import GameData

        module_name, class_name, _ = GAMES[gid]
        module = __import__(module_name, fromlist=[class_name])  # no importlib: start-up
        cls = getattr(module, class_name)
        _cache[gid] = cls(GameData(gid))
    return _cache[gid]


def available() -> list[str]:
    return list(GAMES)
