"""`judge schema`: the JSON Schema of a game's scenario files, or of the JSON ruling."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded


@click.command("schema")
@click.option("--game", "game", default=None, help="Game id or alias (scenario files).")
@click.option("--ruling", is_flag=True, help="The schema of `judge resolve --json` instead.")
@click.option("--pool", is_flag=True, help="With --game: the schema of GAME's card pool files "
              "(`cards_from:`, --cards) instead.")
@debug_option
def command(game: str | None, ruling: bool, pool: bool, debug: bool) -> None:
    """Print a JSON Schema: of GAME's scenario files (--game), of its card pool files (--game
    --pool), or of the ruling (--ruling)."""

    def body() -> int:
        import json

        from judge.errors import UsageError
        from judge.schema import pool_schema, ruling_schema, scenario_schema

        if ruling == (game is not None):
            raise UsageError("give exactly one of --game GAME or --ruling")
        if pool and game is None:
            raise UsageError("--pool goes with --game GAME")
        if ruling:
            data = ruling_schema()
        else:
            from judge.games import available, find_game

            try:
                data = (pool_schema if pool else scenario_schema)(find_game(str(game)))
            except KeyError:
                from judge.fuzzy import closest

                hint = closest(str(game), available())
                raise UsageError(f"unknown game {game!r}"
                                 + (f" (did you mean {hint!r}?)" if hint else "")
                                 + "; expected one of: "
                                 f"{', '.join(available())}") from None
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
        return 0

    run_guarded(debug, body)
