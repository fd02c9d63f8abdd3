"""Card pools: files of card definitions a scenario loads (`cards_from:`, `--cards FILE`), so a
judge team keeps one file per set and writes only the board (docs/scenario-format.md, section 8).

A pool file is read with exactly the limits and the strict YAML of a scenario file (size, regular
files only, plain values, no duplicate keys ...), and its cards with the same card reader, so
every problem is located in the pool file itself (`pool.yaml:line:col: cards.Name.type: ...`).

    pool: Sample set one          # marks the file as a card pool, and names it
    game: vandaria-wars           # the game its cards are written for
    cards:
      Name: {type: follower, ...} # as under a scenario's `cards:`

A card name given by two pools is an error (which one would be meant?) unless the scenario's own
`cards:` defines it: the scenario's definition is the explicit choice and wins, as it wins over
the game's card library.
"""

from __future__ import annotations

import os

from judge.errors import InputError
from judge.scenario.check import Checker
from judge.scenario.yamlsafe import STDIN_NAME, Located, load_text, read_text

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

    from judge.engine.rulebook import Games, Rulebook

POOL_KEYS = ("pool", "game", "cards", "source", "notes")
#: At most this many pools for one scenario (each at most the size of a scenario file).
MAX_POOLS = 64


def is_pool(data: Any) -> bool:
    """Whether a document is a card pool (its top-level `pool:` key) rather than a scenario."""
    return isinstance(data, dict) and "pool" in data and "turn" not in data


def pool_path(scenario_file: str, entry: str) -> str:
    """Where a `cards_from:` entry points: relative to the scenario's own folder (to the working
    folder for a scenario read from standard input)."""
    if os.path.isabs(entry) or scenario_file == STDIN_NAME:
        return os.path.normpath(entry)
    return os.path.normpath(os.path.join(os.path.dirname(scenario_file), entry))


def unreadable(path: str) -> str | None:
    """Why `path` cannot be a pool file (missing, a folder, a device or pipe), else None: said
    where the pool is named, since there is no pool file to point into."""
    import stat

    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        return f"cannot read card pool {path!r}: {exc.strerror}"
    if stat.S_ISDIR(mode):
        return f"card pool {path!r} is a folder, not a file"
    if not stat.S_ISREG(mode):
        return f"card pool {path!r} is not a regular file (a device, pipe or socket)"
    return None


def read_pool(path: str) -> Located:
    """The pool file parsed as strictly as a scenario file (InputError, located in the pool)."""
    name, text = read_text(path)
    return load_text(text, name)


def pool_cards(doc: Located, ck: Checker, games: Games, game: Rulebook | None = None
               ) -> tuple[Rulebook | None, dict[str, Any]]:
    """The game of a pool and its raw `cards:` mapping, after checking its keys and, when
    `game` is given, that the pool is for that game (problems go to `ck`, a checker of the pool
    document; a pool for no game, or another one, has no cards to give)."""
    if doc.data is None:
        ck.bad((), "the card pool is empty: it needs `pool:`, `game:` and `cards:`")
        return None, {}
    top = ck.mapping(doc.data, (), POOL_KEYS, ("pool", "game", "cards"), "card pool keys")
    if top is None:
        return None, {}
    for key in ("pool", "source"):
        if top.get(key) is not None:
            ck.string(top[key], (key,))
    if "notes" in top and not isinstance(top["notes"], str):
        ck.strings(top["notes"], ("notes",))
    if "game" not in top:
        return None, {}
    name = ck.string(top["game"], ("game",), what="a game id")
    gid = games.game_id(name) if name is not None else None
    if gid is None:
        if name is not None:
            ck.string(name, ("game",), games.ids(), "game")
        return None, {}
    if game is not None and gid != game.id:
        ck.bad(("game",), f"this card pool is for {games.find(gid).name}; the scenario is "
                          f"{game.name}")
        return None, {}
    cards = ck.mapping(top["cards"] or {}, ("cards",), what="card names") if "cards" in top \
        else None
    return games.find(gid), cards or {}


def check_pool(doc: Located, games: Games) -> int:
    """`judge check` on a pool file by itself: every card read as a scenario loading the pool
    reads it, and every card its effects name found in the pool or the game's card library.
    Returns how many cards it defines; raises InputError (or UnsupportedMechanic)."""
    from judge.errors import UnsupportedMechanic
    from judge.gcpause import paused_gc
    from judge.scenario.cards import CardReader

    with paused_gc():
        ck = Checker(doc)
        game, raw = pool_cards(doc, ck, games)
        if game is not None:
            reader = CardReader(ck, game, set(), set())
            for card, body in raw.items():
                reader.card(str(card), body, ("cards", card))
            library = game.data.cards
            for name, at in reader.named_cards:
                if name not in raw and name not in library:
                    ck.bad(at, f"no card named {name!r} in this pool or in the {game.name} "
                               "card library")
        if ck.problems:
            raise InputError(ck.problems)
        if ck.unsupported:
            raise UnsupportedMechanic(ck.unsupported[0])
        return len(raw)


def where(doc: Located, name: str) -> str:
    """`file:line:col` of a card's definition in a pool, for a message elsewhere."""
    line, col = doc.where(("cards", name))
    return f"{doc.file}:{line}:{col}"
