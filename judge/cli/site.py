"""`judge site OUTDIR`: the rules and the verified rulings as a static, offline site."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded


@click.command("site")
@click.argument("outdir", type=click.Path(file_okay=False, writable=True))
@click.option("--lang", "-l", "langs", multiple=True, metavar="LANG",
              help="Build the rules in this language too (repeatable): en, id, th. Default: "
                   "every language some rulebook is translated into; a rule with no text in a "
                   "language is shown in English, marked.")
@click.option("--rulings", "dirs", multiple=True, type=click.Path(exists=True),
              help="Publish the scenarios of this folder (or file) too, beside the bundled "
                   "ones (repeatable).")
@click.option("--no-bundled", is_flag=True, help="Leave out the bundled scenarios.")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None,
              help="Processes resolving rulings (default: one per CPU).")
@debug_option
def command(outdir: str, langs: tuple[str, ...], dirs: tuple[str, ...], no_bundled: bool,
            jobs: int | None, debug: bool) -> None:
    """Write a static site to OUTDIR that works from file:// and any static host (no server,
    no network): every rule under its official number with the ids in its text linked, the
    rulings citing it and its house policies; house policies and editions; a page per ruling
    (question, answer first, board, sequence, nuances, dependency graph); an offline search in
    English, Indonesian and Thai. Open OUTDIR/index.html."""

    def body() -> int:
        import time
        from pathlib import Path

        from judge.errors import UsageError
        from judge.lang import code, known
        from judge.site import build

        wanted = []
        for lang in langs:
            c = code(lang)
            if c is None:
                raise UsageError(f"--lang: unknown language {lang!r}; judge speaks {known()}")
            wanted.append(c)
        t0 = time.perf_counter()
        report = build(Path(outdir), wanted or None, [Path(d) for d in dirs],
                       bundled=not no_bundled, workers=jobs)
        from judge.render.safe import inline

        for file, why in report.skipped:
            first = why.splitlines()[0] if why else ""
            click.echo(inline(f"{file}: not published: {first}"), err=True)
        click.echo(f"{report.pages} pages ({report.rulings} rulings) in {outdir} in "
                   f"{time.perf_counter() - t0:.1f} s; open {Path(outdir) / 'index.html'}",
                   err=True)
        # The site is written either way; a ruling left out is a bad input all the same.
        return 2 if report.skipped else 0

    run_guarded(debug, body)
