"""`judge explain FILE`: the ruling in prose, as judges write them (text, Markdown, HTML)."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded
from judge.cli.whatif import Switches, what_if_options

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.engine.resolution import Resolution
    from judge.model.rules import Rule
    from judge.model.scenario import Scenario
    from judge.msg import Translator
    from judge.ruledata import GameData

#: The least CPU time the re-resolutions of the Nuances may take together (see `body`).
VARIANT_FLOOR_S = 0.5


@click.command("explain")
@click.argument("file")
@click.option("--format", "fmt", type=click.Choice(["text", "markdown", "html"]),
              default="text", show_default=True, help="Output format.")
@click.option("--no-variants", is_flag=True,
              help="Do not re-resolve with the other options of each house policy.")
@click.option("--compare", is_flag=True,
              help="Instead of the prose: the ruling beside every house-policy and edition "
                   "variant, as a table of what differs.")
@click.option("--output", "-o", type=click.Path(dir_okay=False, writable=True), default=None,
              help="Write to this file instead of standard output.")
@click.option("--lang", "-l", default=None, metavar="LANG",
              help="Write the prose in this language: en, id (Indonesian), th (Thai). Default: "
                   "JUDGE_LANG, then the locale (LC_ALL, LC_MESSAGES, LANG), then English.")
@what_if_options
@debug_option
def command(file: str, fmt: str, no_variants: bool, compare: bool, output: str | None,
            lang: str | None, what_if: Switches, debug: bool) -> None:
    """Explain the ruling of scenario FILE: a Ruling paragraph answering its question, the
    Sequence with a citation on every sentence, and the Nuances (house policies and edition it
    depended on, and which other policy options would change the outcome). Every sentence comes
    from the same trace as `judge resolve`. The HTML page is self-contained, graph included.
    The what-if switches rule on the file as if it said them (named in the header)."""

    def body() -> int:
        import time

        from judge.app import load_scenario, resolve
        from judge.cli.whatif import what_if as read_switches
        from judge.games import find_game
        from judge.lang import resolve as choose
        from judge.lookup.prose import Context, explain
        from judge.lookup.variants import policy_variants
        from judge.render import explain as render

        chosen = choose(lang).lang
        scenario = load_scenario(file, read_switches(what_if))
        start = time.process_time()
        res = resolve(scenario)
        took = time.process_time() - start
        if compare:
            _write(_comparison(scenario, res, fmt, translator(chosen), chosen), output)
            return 0
        game = find_game(scenario.game)
        ctx = Context(localized_rules(game.data, chosen), game.roles,
                      localized_policies(game.data, chosen),
                      game.vocab.board_zones, game.stack_word, game.data.default_edition,
                      scenario.policies)
        # The what-ifs may take as long as the ruling itself (at least VARIANT_FLOOR_S):
        # `explain` stays within a few times `resolve` however large the file.
        variants = [] if no_variants else policy_variants(scenario, res,
                                                          max(took, VARIANT_FLOOR_S))
        tr = translator(chosen)
        ex = explain(res, ctx, variants, tr)
        if res.what_if:  # the switches as typed: input, not prose
            from judge.msg import Msg, say

            ex.header += say(Msg(" · what if: {switches}", switches=", ".join(res.what_if)), tr)
        if fmt == "html":
            from judge.engine.graph import graph_data

            text = render.to_html(ex, list(res.final["stack"]), graph=graph_data(res, tr), res=res,
                                  tr=tr, lang=chosen)
        elif fmt == "markdown":
            text = render.to_markdown(ex, tr)
        else:
            from judge.cli.rule import _width

            text = render.to_text(ex, width=_width(), tr=tr)
        _write(text, output)
        return 0

    run_guarded(debug, body)


def translator(lang: str) -> Translator | None:
    """The catalogue of `lang` (None for English: nothing is loaded)."""
    if lang == "en":
        return None
    from judge.i18n import translator as load

    return load(lang)


#: Each rulebook's rules said in a language, kept for the process: saying every rule of a book
#: is ~0.1 s, and the site and a test of every ruling ask for the same book again and again. The
#: book itself is kept beside its rules so that its id is never another's.
_LOCALIZED: dict[tuple[int, str], tuple[GameData, dict[str, Rule]]] = {}


def localized_rules(data: GameData, lang: str) -> dict[str, Rule]:
    """The rulebook's rules in `lang`; a rule with no translation keeps its English, its text
    marked `[en: ...]` as every untranslated part of the prose is (judge/msg.py)."""
    return data.rules if lang == "en" else _kept(_LOCALIZED, data, lang, _say_rules)


def _say_rules(data: GameData, lang: str) -> dict[str, Rule]:
    from judge.i18n import translator as load
    from judge.lookup.translations import localize
    from judge.msg import English, say
    from judge.record import replace

    tr = load(lang)
    out: dict[str, Rule] = {}
    for rid, rule in data.rules.items():
        shown = localize(data, rule, lang)
        out[rid] = shown.rule if not shown.fallback else replace(
            rule, title=say(English(rule.title), tr), text=say(English(rule.text), tr))
    return out


#: Each rulebook's house policies said in a language, kept for the process as its rules are
#: (_LOCALIZED): a multi-language site build and a test of every ruling say them per ruling.
_POLICIES: dict[tuple[int, str], tuple[GameData, dict[str, Rule]]] = {}


def localized_policies(data: GameData, lang: str) -> dict[str, Rule]:
    """The house policies by key, in `lang` where translated (their options too)."""
    return data.policies if lang == "en" else _kept(_POLICIES, data, lang, _say_policies)


def _kept(kept: dict[tuple[int, str], tuple[GameData, dict[str, Rule]]], data: GameData,
          lang: str, say_all: Callable[[GameData, str], dict[str, Rule]]) -> dict[str, Rule]:
    """What `say_all` says of a rulebook in `lang`, said once a process: kept by the
    rulebook's identity, with the rulebook itself so that a reused id is never mistaken."""
    known = kept.get((id(data), lang))
    if known is not None and known[0] is data:
        return known[1]
    out = say_all(data, lang)
    kept[(id(data), lang)] = (data, out)
    return out


def _say_policies(data: GameData, lang: str) -> dict[str, Rule]:
    from judge.i18n import translator as load
    from judge.lookup.translations import localize
    from judge.msg import English, say
    from judge.record import replace

    tr = load(lang)
    out: dict[str, Rule] = {}
    for key, rule in data.policies.items():
        shown = localize(data, rule, lang)
        out[key] = shown.rule if not shown.fallback else replace(
            rule, title=say(English(rule.title), tr),
            options=tuple((n, say(English(t), tr)) for n, t in rule.options))
    return out


def _comparison(scenario: Scenario, res: Resolution, fmt: str, tr: Translator | None = None,
                lang: str = "en") -> str:
    from judge.lookup.compare import compare
    from judge.msg import Msg, phrase, said_of
    from judge.render import compare as render

    cmp = compare(scenario, res)
    if res.what_if:  # the switches as typed: input, not prose
        cmp.base = phrase(Msg("{base} (what if: {switches})", base=said_of(cmp.base),
                              switches=", ".join(res.what_if)))
    if fmt == "html":
        return render.to_html(cmp, tr, lang)
    if fmt == "markdown":
        return render.to_markdown(cmp, tr)
    from judge.cli.rule import _width

    return render.to_text(cmp, width=_width(), tr=tr)


def _write(text: str, output: str | None) -> None:
    if output:
        with open(output, "w", encoding="utf-8") as fh:
            fh.write(text)
    else:
        click.echo(text, nl=False)
