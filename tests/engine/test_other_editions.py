"""An honest "cannot rule" for what one edition of a game lacks names the edition that has it,
from the games' own declarations: the engine names no game or edition itself."""

from __future__ import annotations

from judge.engine.roles import Role
from judge.games import GAMES, find_game


def hidden_declined(game_id: str, edition: str | None = None) -> str:
    game = find_game(game_id)
    book = game.for_edition(edition) if edition else game
    return book.in_another_edition(lambda g: g.cite_optional(Role.PLAY_HIDDEN_DECLINED))


def test_an_edition_without_the_rule_names_the_one_with_it() -> None:
    assert hidden_declined("riftbound", "v1.3") == " (in edition v1.4: RB 128.6.a)"


def test_a_game_no_edition_of_which_has_the_rule_names_none() -> None:
    others = [gid for gid in GAMES if gid != "riftbound"]
    assert others and all(hidden_declined(gid) == "" for gid in others)


def test_the_edition_asked_of_is_not_its_own_elsewhere() -> None:
    """v1.4 has RB 128.6.a; v1.3 has not: nothing else to name from v1.4's side."""
    assert hidden_declined("riftbound") == ""
