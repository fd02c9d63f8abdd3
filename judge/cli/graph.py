"""`judge graph FILE --format tree|dot|mermaid|json`: the dependency graph of effects."""

from __future__ import annotations

import click

from judge.cli.main import debug_option, run_guarded
from judge.cli.whatif import Switches, what_if_options


@click.command("graph")
@click.argument("file")
@click.option("--format", "fmt", type=click.Choice(["tree", "dot", "mermaid", "json"]),
              default="tree", show_default=True, help="Output format.")
@click.option("--lang", "-l", default=None, metavar="LANG",
              help="Write in this language: en, id (Indonesian), th (Thai); the labels, the "
                   "relations and the tree's own lines are translated (JSON keys, ids and "
                   "relation names stay English). Default: JUDGE_LANG, then the locale, then "
                   "English.")
@what_if_options
@debug_option
def command(file: str, fmt: str, lang: str | None, what_if: Switches, debug: bool) -> None:
    """Draw how the effects of scenario FILE depend on each other: which item responded to
    which, what caused each event, which trigger came from which event, which prevention
    stopped which damage, which change made which target illegal, which static ability modifies
    which object. The what-if switches rule on the file as if it said them (named on the tree's
    first lines)."""

    def body() -> int:
        from judge.app import load_scenario, resolve
        from judge.cli.explain import translator
        from judge.cli.whatif import header_line
        from judge.cli.whatif import what_if as read_switches
        from judge.lang import resolve as choose
        from judge.render import graphs

        tr = translator(choose(lang).lang)  # a --lang judge does not know: a usage error first
        res = resolve(load_scenario(file, read_switches(what_if)))
        if fmt == "json":
            click.echo(graphs.to_json(res, tr), nl=False)
            click.echo()
        elif fmt == "dot":
            click.echo(graphs.to_dot(res, tr), nl=False)
        elif fmt == "mermaid":
            click.echo(graphs.to_mermaid(res, tr), nl=False)
        else:
            from judge.engine.graph import to_networkx

            g = to_networkx(res)  # networkx checks the graph is well formed
            from judge.msg import Msg, say
            from judge.render.safe import inline

            click.echo(inline(say(Msg("{title}: {nodes} nodes, {edges} edges",
                                      title=res.title or "", nodes=g.number_of_nodes(),
                                      edges=g.number_of_edges()), tr)))
            if res.what_if:
                click.echo(inline(header_line(res.what_if, tr)))
            for line in graphs.tree_lines(res, tr):
                click.echo(line)
        return 0

    run_guarded(debug, body)
