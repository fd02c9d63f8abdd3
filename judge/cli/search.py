"""`judge search QUERY`: ranked full-text search over every rulebook."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.msg import Translator


@click.command("search")
@click.argument("query", nargs=-1, required=True)
@click.option("--game", "-g", default=None, help="Search only this game (id or alias).")
@click.option("--limit", "-n", type=click.IntRange(min=1), default=10, show_default=True,
              help="At most this many rules.")
@click.option("--json", "as_json", is_flag=True, help="Print results as JSON (judge.search/1).")
@click.option("--stats", is_flag=True, help="Report index origin and timings on stderr.")
@click.option("--lang", "-l", default=None, metavar="LANG",
              help="Write the results in this language (rule titles where they are "
                   "translated): en, id, th. "
                   "Default: JUDGE_LANG, else the locale, else en. Queries may be in any of them.")
@click.option("--rulings", "rulings", multiple=True, metavar="DIR",
              help="Search the scenario files under DIR too, beside the bundled rulings. "
                   "Repeatable.")
@debug_option
def command(query: tuple[str, ...], game: str | None, limit: int, as_json: bool, stats: bool,
            lang: str | None, rulings: tuple[str, ...], debug: bool) -> None:
    """Search the titles, paraphrases (in English and in the players' languages), keywords and
    glossaries of every rulebook for QUERY, in English, Indonesian or Thai: an Indonesian word
    is also found inflected (korbankan, dikorbankan, mengorbankan), a Thai query is split into
    words. Words players use map to rules through each game's glossary, and cross-game words are
    one: stack = register = chase = chain = เชน = tumpukan. The rulings are searched too: every
    bundled scenario (and those under --rulings DIR) by title, question, card names, tags and
    cited rules, listed apart from the rules with its question, its one-line answer and its
    file."""

    def body() -> int:
        import sqlite3
        import time

        from judge.cli.rule import _game
        from judge.errors import UsageError
        from judge.lang import resolve
        from judge.lookup.index import memory_index, open_index
        from judge.lookup.search import Searcher

        text = " ".join(query).strip()
        for d in rulings:
            import os

            if not os.path.isdir(d):
                raise UsageError(f"--rulings {d}: no such folder")
        shown = resolve(lang).lang
        index = open_index(rulings=rulings)
        try:
            searcher = Searcher(index, shown)
            gid = _game(game, searcher.games())
            t0 = time.perf_counter()
            results = searcher.search(text, gid, limit)
        except sqlite3.DatabaseError:
            # The cached file verified on open but fails now (changed under us): answer from
            # an index built in memory, never from a damaged one.
            from judge.lookup.index import ruling_files

            index = memory_index(rulings=ruling_files(rulings))
            searcher = Searcher(index, shown)
            gid = _game(game, searcher.games())
            t0 = time.perf_counter()
            results = searcher.search(text, gid, limit)
        query_ms = (time.perf_counter() - t0) * 1000
        if not results.terms:
            raise UsageError(f"nothing to search for in {text!r}: give a word")
        if stats:
            click.echo(f"index: {index.origin}, ready in {index.open_ms:.1f} ms (build "
                       f"{index.build_ms:.1f} ms); query {query_ms:.1f} ms"
                       + (f"; {index.path}" if index.path else ""), err=True)
        if as_json:
            import json

            from judge.render.safe import json_text

            click.echo(json_text(json.dumps(results.to_json(), ensure_ascii=False, indent=2)))
            return 0
        if not results.hits and not results.rulings:
            from judge.msg import Msg, say
            from judge.render.safe import inline

            click.echo(inline(say(Msg('no rule matches "{query}" in {games}, nor any ruling',
                                      query=text, games=", ".join(results.games)),
                                  translator(shown))), err=True)
            return 0
        from judge.cli.rule import _width
        from judge.render.lookups import search_lines

        for line in search_lines(results, color=_color(), width=_width(),
                                 tr=translator(shown)):
            click.echo(line)
        return 0

    run_guarded(debug, body)


def translator(lang: str) -> Translator | None:
    """The catalogue of `lang` (None for English: nothing is loaded)."""
    if lang == "en":
        return None
    from judge.i18n import translator as load

    return load(lang)


def _color() -> bool:
    import os
    import sys

    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")
