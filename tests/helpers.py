"""Domain asserts: tests read as the rules read."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from judge.app import load_scenario_text, resolve
from judge.engine.resolution import Resolution

if TYPE_CHECKING:
    from judge.engine.answer import Fact

#: The bundled scenarios, which `scenario_text` and the answers below read by their path there.
BUNDLED = Path(__file__).resolve().parents[1] / "scenarios"

#: libyaml's emitter when PyYAML was built with it: the same text as yaml.safe_dump writes, several
#: times faster (tests that write thousands of generated files spent most of their time here).
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def yaml_text(data: Any, **options: Any) -> str:
    """`data` written as yaml.safe_dump writes it (block style, keys in their order unless told)."""
    options.setdefault("sort_keys", False)
    return yaml.dump(data, Dumper=_DUMPER, **options)


def ruling(text: str) -> Resolution:
    """Resolve a scenario given as YAML text."""
    return resolve(load_scenario_text(text, "<test>"))


def scenario_text(name: str | Path) -> str:
    """A bundled scenario's text: `name` under scenarios/ ("riftbound/x.yaml"), or a path."""
    return (BUNDLED / name).read_text(encoding="utf-8")


def scenario_text_without_expect(name: str | Path) -> str:
    """A bundled scenario's text (as scenario_text reads it) up to its `expect:` block: what a
    judge's own file would be, the answer then reading the question alone."""
    return scenario_text(name).split("expect:\n")[0]


def facts_of(name: str | Path) -> list[Fact]:
    """Every fact of the answer of a bundled scenario (see scenario_text), resolved afresh."""
    return list(ruling(scenario_text(name)).answer)


def leads_of(name: str | Path) -> list[Fact]:
    """The facts that lead the answer of a bundled scenario (see scenario_text)."""
    return [f for f in facts_of(name) if f.lead]


def assert_resolved(res: Resolution, ids: list[str]) -> None:
    assert list(res.resolved) == ids, f"resolved {list(res.resolved)}, expected {ids}"


def assert_fizzled(res: Resolution, ids: list[str]) -> None:
    got = [f.item for f in res.fizzled]
    assert got == ids, f"fizzled {got}, expected {ids}"


def assert_cites(res: Resolution, rule_id: str) -> None:
    assert rule_id in res.citations, f"{rule_id} not cited; cited: {res.citations}"


def assert_rejected(res: Resolution, indexes: list[int]) -> None:
    got = [r.action for r in res.rejected]
    assert got == indexes, f"rejected {got}, expected {indexes}"


def zone(res: Resolution, oid: str) -> str:
    return str(res.final["objects"][oid]["zone"])


def damage(res: Resolution, oid: str) -> int:
    return int(res.final["objects"][oid]["damage"])


#: A Vandaria Wars file where Alice (2 gold) summons a 1-gold Relic, Banner, with a Sample
#: Militia of hers in play: `{question}` and the Banner's `{requirements}` (a flow mapping)
#: filled in with str.format.
BANNER_SUMMONED = """\
game: vandaria-wars
title: A Banner summoned
question: {question!r}
turn: {{player: alice, phase: main}}
players:
  alice: {{gold: 2}}
  bob: {{gold: 0}}
cards:
  Banner:
    type: relic
    cost: {{gold: 1}}
    requirements: {requirements}
objects:
  - {{id: banner, card: Banner, owner: alice, zone: hand}}
  - {{id: mil, card: Sample Militia, owner: alice, zone: field}}
actions:
  - {{by: alice, do: play, card: banner}}
"""


def resolved_json(path: object, *more: str) -> dict[str, Any]:
    """`judge resolve --json [more] PATH` through the CLI, as a user's script reads the ruling;
    the command must succeed."""
    import json

    from click.testing import CliRunner

    from judge.cli.main import cli

    result = CliRunner().invoke(cli, ["resolve", "--json", *more, str(path)])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.output)
    return data


def lead_of(data: dict[str, Any]) -> dict[str, Any]:
    """The first fact of a ruling's JSON answer: its lead."""
    answer: list[dict[str, Any]] = data["answer"]
    return answer[0]


def text_before_expect(path: object) -> str:
    """A scenario file's text without its `expect:` (a test resolves it and asks its own)."""
    from pathlib import Path

    return Path(str(path)).read_text(encoding="utf-8").split("expect:")[0]


def file_without_expect(path: object, tmp_path: object) -> Path:
    """A copy of the scenario file at `path` in `tmp_path` without its `expect:` (what a
    judge's own file would be: the answer then reads the question alone)."""
    bare = Path(str(tmp_path)) / "no-expect.yaml"
    text = Path(str(path)).read_text(encoding="utf-8")
    bare.write_text(text.split("\nexpect:")[0] + "\n", encoding="utf-8")
    return bare


def step_of(res: Resolution, words: str) -> int:
    """The number of the first step whose summary has `words`."""
    return next(s.index for s in res.steps if words in s.summary)


def lead_asked_anew(path: object, question: str, tmp_path: object) -> dict[str, Any]:
    """The lead of the scenario at `path` asked `question` instead of its own (a folded
    `question: >-` block replaced), resolved from a copy in `tmp_path`."""
    import json
    import re
    from pathlib import Path

    source = Path(str(path))
    line = "question: " + json.dumps(question, ensure_ascii=False) + "\n"
    text = re.sub(r"question: >-\n(?:  .*\n)+", lambda _: line,  # (no escapes read in it)
                  source.read_text(encoding="utf-8"))
    copy = Path(str(tmp_path)) / source.name
    copy.write_text(text, encoding="utf-8")
    return lead_of(resolved_json(copy))


def leads_asked(name: str | Path, asked: str, expect: bool = True) -> list[Fact]:
    """The lead facts of a bundled ruling (`name` under scenarios/) whose last question is
    `asked` instead (`= ...`: the whole question instead), with its `expect:` or without it
    (a judge's own file): the question asked again in other words."""
    import re

    from judge.app import load_scenario
    from judge.record import replace

    sc = load_scenario(BUNDLED / name)
    question = sc.question or ""
    last = list(re.finditer(r"[^.?!]*\?", question))[-1]
    sc = replace(sc, question=asked.removeprefix("= ") if asked.startswith("= ") else
                 f"{question[:last.start()].rstrip()} {asked}")
    if not expect:
        sc = replace(sc, expect=None)
    return [f for f in resolve(sc).answer if f.lead]


def probe_lead(name: str, said: str, cites: tuple[str, ...], expect: bool) -> Fact:
    """An audit's probe: the first lead of bundled ruling `name`, read without its `expect:`
    block (a judge's own file) or with it, begins with `said` and cites `cites` first (a
    question is answered the same either way). The lead, for what else a test checks."""
    f = first_lead_asked(name, expect=expect)
    assert f.sentence.startswith(said), f.sentence
    assert f.citations[:len(cites)] == cites, f.citations
    return f


def first_lead_asked(name: str, asked: str | None = None, expect: bool = False,
                     then: str | None = None) -> Fact:
    """The first lead of a bundled ruling read from its file with its `expect:` block removed
    unless `expect` (as a judge's own file: its `ask:` is read without the ids `expect:`
    names), its last question replaced by `asked` (`= ...`: the whole question), and its
    `then:` by `then` if given (the game played on further than the file stops)."""
    path = BUNDLED / name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not expect:
        del data["expect"]
    if then is not None:
        data["then"] = then
    if asked is not None:
        question = data["question"]
        cut = question.rstrip().rstrip("?").rfind(".") if not asked.startswith("= ") else -1
        data["question"] = asked.removeprefix("= ") if cut < 0 else \
            f"{question[:cut + 1]} {asked}"
    from judge.app import load_scenario_text, resolve

    sc = load_scenario_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), str(path))
    return next(f for f in resolve(sc).answer if f.lead)


def leads_asked_afresh(name: str, question: str) -> list[Fact]:
    """The leads of bundled ruling `name` asked `question`, its `expect:` and `ask:` set aside
    (as `judge resolve --question` asks it)."""
    data = yaml.safe_load((BUNDLED / name).read_text(encoding="utf-8"))
    data.pop("expect", None)
    data.pop("ask", None)
    data["question"] = question
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    return [f for f in resolve(load_scenario_text(text, "<test>")).answer if f.lead]


def lead_asked_afresh(name: str, question: str) -> Fact:
    """The first of `leads_asked_afresh`."""
    return leads_asked_afresh(name, question)[0]
