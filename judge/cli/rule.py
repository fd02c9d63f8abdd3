"""`judge rule ID`: a rule's paraphrase, its family and references, and the edition."""

from __future__ import annotations

from typing import Any

import click

from judge.cli.main import debug_option, run_guarded


@click.command("rule")
@click.argument("rule_id", nargs=-1, required=True)
@click.option("--game", "-g", default=None, help="Look only in this game (id or alias); lets "
              "a bare number such as 340.4 stand for the game's rule.")
@click.option("--json", "as_json", is_flag=True, help="Print the rule as JSON (judge.rule/1).")
@click.option("--lang", "-l", default=None, metavar="LANG",
              help="Show the rule in this language: en, id (Indonesian), th (Thai). Default: "
                   "JUDGE_LANG, else the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else en. "
                   "A rule not translated yet is shown in English, marked as such.")
@click.option("--also", multiple=True, metavar="LANG",
              help="Also show the rule in this language (repeatable), e.g. --also en.")
@click.option("--edition", "-e", default=None, metavar="EDITION",
              help="Say whether this edition of the rules has the rule, and what a ruling "
                   "under it cites instead when it has not (`judge games` lists editions).")
@debug_option
def command(rule_id: tuple[str, ...], game: str | None, as_json: bool, lang: str | None,
            also: tuple[str, ...], edition: str | None, debug: bool) -> None:
    """Show the rule RULE_ID (e.g. `RB 340.4`, `FOW 605.1a`, `VW REG.4`; any case, with or
    without the space, any separators: `RB 309.1a`, `VW-REG-4`, `RB 340,4`), or several
    (`judge rule FOW 605.1b RB 340.4`): its paraphrase, parents, children, the rules it refers
    to and that refer to it, and the edition. An unknown id exits 2 and suggests the nearest
    ids (the others are still shown). `--lang id` or `--lang th` shows the paraphrase in
    Indonesian or Thai under the same official number (`judge games` lists what is
    translated)."""

    def body() -> int:
        from judge.lookup.glossary import game_terms
        from judge.lookup.rules import RuleIndex, UnknownRule
        from judge.render.safe import inline

        index = RuleIndex()
        gid = _game(game, list(index.books))
        langs = _languages(lang, also)
        contexts, errors = [], []
        for text in index.split(" ".join(rule_id)):
            try:
                rule = index.find(text, gid)
            except UnknownRule as exc:
                errors.append(_unknown(index, text, gid, exc))
                continue
            terms = [t.term for t in game_terms(index.books[rule.game]) if rule.id in t.rules]
            ctx = index.context(rule, terms)
            if edition is not None:
                ctx = _in_edition(index, ctx, edition)
            if langs != ["en"]:
                ctx = _localized(index, ctx, langs)
            contexts.append(ctx)
        if contexts:
            contexts = _with_rulings(contexts)
        if as_json:
            import json

            from judge.render.safe import json_text

            data = [c.to_json() for c in contexts]
            if data:
                click.echo(json_text(json.dumps(data[0] if len(data) == 1 and not errors
                                                else data, ensure_ascii=False, indent=2)))
        else:
            from judge.render.lookups import rule_lines

            tr = None
            if langs[0] != "en":  # English needs no catalogue
                from judge.i18n import translator

                tr = translator(langs[0])

            for i, ctx in enumerate(contexts):
                if i:
                    click.echo()
                for line in rule_lines(ctx, width=_width(), tr=tr):
                    click.echo(line)
        for message in errors:
            click.echo(inline(f"judge: {message}"), err=True)
        return 2 if errors else 0

    run_guarded(debug, body)


def _in_edition(index: Any, ctx: Any, edition: str) -> Any:
    """The context of a rule asked of one edition of its rulebook (`--edition`); an edition the
    rulebook does not have is a usage error naming those it has."""
    import dataclasses

    editions = index.books[ctx.rule.game].editions
    if edition not in editions:
        from judge.errors import UsageError

        raise UsageError(f"--edition: {ctx.rule.game} has no edition {edition!r}; its editions: "
                         f"{', '.join(editions)}")
    return dataclasses.replace(ctx, edition=edition)


def _with_rulings(contexts: list[Any]) -> list[Any]:
    """Each rule's context with the bundled rulings that cite it, from the search index (built
    once, then cached); without the index (a database error) the rule is shown alone."""
    import dataclasses
    import sqlite3

    from judge.lookup.index import open_index
    from judge.lookup.search import Searcher

    try:
        searcher = Searcher(open_index())
        return [dataclasses.replace(c, rulings=[(h.id, h.title) for h in searcher.citing(
            c.rule.game, c.rule.id)]) for c in contexts]
    except sqlite3.DatabaseError:
        return contexts


def _languages(lang: str | None, also: tuple[str, ...]) -> list[str]:
    """The languages to show, the chosen one first (judge/lang.py decides it), then --also."""
    from judge.lang import code, known, resolve

    out = [resolve(lang).lang]
    for extra in also:
        wanted = code(extra)
        if wanted is None:
            from judge.errors import UsageError

            raise UsageError(f"--also: unknown language {extra!r}; judge speaks {known()}")
        if wanted not in out:
            out.append(wanted)
    return out


def _localized(index: Any, ctx: Any, langs: list[str]) -> Any:
    """The context with the rule in each language and its relatives' titles in the first; a
    stale translation brings the English along."""
    from judge.lookup.translations import localize, title

    data = index.books[ctx.rule.game]
    texts = [localize(data, ctx.rule, lang) for lang in langs]
    if texts[0].stale and "en" not in langs:
        texts.append(localize(data, ctx.rule, "en"))
    related = [*ctx.parents, *ctx.children, *ctx.refers_to, *ctx.referred_by]
    titles = {r.id: title(index.books[r.game], r, langs[0]) for r in related}
    return ctx.localized(texts, titles)


def _unknown(index: Any, text: str, gid: str | None, exc: Any) -> str:
    """The one line for an id that names no rule: the nearest ids, or why there are none."""
    import re

    where = gid or ", ".join(index.books) or "no rulebook"
    if exc.ambiguous:
        return (f"{text!r} is a rule of several games: {', '.join(exc.suggestions)}; give the "
                "prefix or --game")
    near = f"; nearest: {', '.join(exc.suggestions)}" if exc.suggestions else ""
    wanted = index.normalize(text)
    prefix = re.match(r"^([A-Za-z]+)[\s_\-]*\d", wanted)
    if prefix and prefix.group(1).upper() not in index.prefixes:
        # Another game's ids would be no nearer: name what is installed instead.
        near = ""
        where = (f"{where} (no rulebook with the prefix {prefix.group(1).upper()!r} is "
                 f"installed; prefixes: {', '.join(index.prefixes)})")
    return f"no rule {wanted!r} in {where}{near}"


def _game(name: str | None, books: list[str]) -> str | None:
    from judge.errors import UsageError
    from judge.games import game_id

    if name is None:
        return None
    gid = game_id(name)
    if gid is None or gid not in books:
        from judge.fuzzy import closest

        hint = closest(name, books)
        raise UsageError(f"unknown game {name!r}" + (f" (did you mean {hint!r}?)" if hint else "")
                         + f"; games with rulebooks: {', '.join(books)}")
    return gid


def _width() -> int:
    """The width of plain-text output: COLUMNS when set (at least 40), else the terminal's
    (kept between 60 and 100 for reading), else 88 (a pipe)."""
    import os
    import shutil

    columns = os.environ.get("COLUMNS", "").strip()
    if columns.isdigit():
        return max(40, int(columns))
    return max(60, min(100, shutil.get_terminal_size((88, 24)).columns))
