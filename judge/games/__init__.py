"""The registry of games: one explicit list, looked up by id or alias.

Game modules are imported only when a game is asked for, so start-up pays for one game at most.
A game that is not built in is found through the `judge.games` entry-point group (a plug-in
distribution declares `<game id> = "module:RulebookClass"`; docs/adding-a-game.md).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.rulebook import Rulebook

#: id -> (module, class name, aliases). The one place that lists the built-in games.
GAMES: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "vandaria-wars": ("judge.games.vandaria_wars", "VandariaWars", ("vw", "vandaria")),
    "riftbound": ("judge.games.riftbound", "Riftbound", ("rb", "lol-tcg", "league-of-legends")),
    "force-of-will": ("judge.games.force_of_will", "ForceOfWill", ("fow", "fowtcg")),
}
ENTRY_POINTS = "judge.games"

_cache: dict[str, Rulebook] = {}
_plugins: dict[str, tuple[str, str, tuple[str, ...]]] | None = None


def _plugin_games() -> dict[str, tuple[str, str, tuple[str, ...]]]:
    """Games other distributions register under the `judge.games` entry-point group (read once,
    and only when a name is not a built-in game: importlib.metadata is slow to import)."""
    global _plugins
    if _plugins is None:
        from importlib.metadata import entry_points

        _plugins = {}
        for ep in entry_points(group=ENTRY_POINTS):
            module, _, attr = ep.value.partition(":")
            if ep.name not in GAMES:
                _plugins[ep.name] = (module.strip(), attr.strip(), ())
    return _plugins


def game_id(name: str) -> str | None:
    """The canonical id for a game id or alias (case-insensitive), or None."""
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    for gid, (_, _, aliases) in GAMES.items():
        if key == gid or key in aliases:
            return gid
    plugins = _plugin_games()
    if key in plugins:
        return key
    for gid in plugins:
        if key in find_game(gid).aliases:
            return gid
    return None


def find_game(name: str) -> Rulebook:
    """The rulebook for a game id or alias. Raises KeyError for an unknown game."""
    found = _cache.get(name)  # a loaded game by its id: what every file's loading asks again
    if found is not None:
        return found
    gid = game_id(name)
    if gid is None:
        raise KeyError(name)
    if gid not in _cache:
        from judge.ruledata import GameData

        module_name, class_name, _ = GAMES[gid] if gid in GAMES else _plugin_games()[gid]
        module = __import__(module_name, fromlist=[class_name])  # no importlib: start-up
        cls = getattr(module, class_name)
        _cache[gid] = cls(GameData(gid, cls.data_dir))
    return _cache[gid]


def available() -> list[str]:
    """The built-in games and any registered by plug-in distributions."""
    return list({**GAMES, **_plugin_games()})


class Registry:
    """The registry as the scenario loader and the look-ups see it (engine/rulebook.py: Games)."""

    def game_id(self, name: str) -> str | None:
        return game_id(name)

    def find(self, name: str) -> Rulebook:
        return find_game(name)

    def ids(self) -> list[str]:
        return available()


REGISTRY = Registry()
