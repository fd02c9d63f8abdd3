"""Every view of every bundled scenario speaks the game's own words (engine/words.py): no zone,
key or step kind spelt as the file format or the code spells it (`ruler_area`, `main_deck`,
`battlefield:bf-b`, `state_check`), no "stack" where the game says register, chase or chain, no
"resolves" where the Vandaria Wars guide says an item *results*, and no Python spelling (`True`,
`None`, dicts). The file's own words and the rulebook's paraphrases are not judge's, and are
left out of what is read (tests/rendered.py)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from judge.engine.trace import StepKind
from judge.engine.words import stat_word
from judge.games import find_game

from .conftest import SCENARIO_HALVES, SCENARIOS, by_folder, each_scenario, in_half
from .rendered import ALL, judges_words, views

VIEWS = ("resolve", "explain", "markdown", "html", "why", "tree", "dot", "mermaid")
#: Python's spellings, and a key of judge's own marks (`cost_paid:` printed "cost paid:: 1")
PYTHON = re.compile(r"\b(True|False|None)\b|\{'|\['|\w::")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")  # any name spelt as code spells it
STACK = re.compile(r"\bstacks?\b", re.I)
RESOLVE = re.compile(r"\bresolv\w*", re.I)
#: The register is one a card waits *in* and goes *into* (VW REG.1, REG.15.a: Words.places).
ON_REGISTER = re.compile(r"\b(?:on|onto) the (?:new )?register\b", re.I)


@cache
def _internal_names(game: str) -> re.Pattern[str]:
    """Every pattern below in one, for a game: a view is read once, not once a pattern (the
    views of every bundled ruling are long). Nothing is found by it where none of them finds
    anything."""
    vocab = find_game(game).vocab
    zone = rf"\b(?:{'|'.join(vocab.zone_prefixes) or '$^'}):\S+"
    kinds = [PYTHON, SNAKE, STACK, *((RESOLVE, ON_REGISTER) if game == "vandaria-wars" else ())]
    return re.compile("|".join([*(f"(?i:{k.pattern})" if k.flags & re.I else f"(?:{k.pattern})"
                                  for k in kinds), zone]))


def internal(game: str, text: str) -> list[str]:
    """The internal names in a text judge wrote."""
    found = [m.group() for m in _internal_names(game).finditer(text)]
    found += [k.value for k in StepKind if "_" in k.value and f"[{k.value}]" in text]
    return [str(f) for f in found if f]


@pytest.mark.parametrize("paths", by_folder(ALL))
def test_every_view_speaks_the_games_own_words(paths: tuple[Path, ...]) -> None:
    each_scenario(paths, speaks_the_games_own_words)


def speaks_the_games_own_words(path: Path) -> None:
    v = views(path)
    if v is None:
        pytest.skip("judge cannot rule on this one (exit 3)")
    bad = {view: sorted(set(internal(v.scenario.game, judges_words(v, view))))
           for view in VIEWS}
    bad = {view: names for view, names in bad.items() if names}
    assert not bad, bad


@pytest.mark.parametrize("half", SCENARIO_HALVES, ids=lambda h: f"half{h}")
def test_the_board_view_has_no_python_spelling(half: int) -> None:
    """The whole text view as printed (the file's own words too), of every bundled scenario
    (tests/rendered.py renders it once, wide enough that nothing wraps): no `None`, `True`,
    `False`, `{'` or `['` (moved from tests/cli/test_newcomers.py, which rendered a fifth of
    the scenarios again at 100 columns). Half of them a test, in the process that renders them
    (tests/conftest.py: SCENARIO_HALVES)."""
    # the board test_newcomers named besides its sample
    assert "contester-gets-focus.yaml" in {p.name for p in ALL}
    for path in in_half(ALL, half):
        v = views(path)
        if v is not None:
            assert not PYTHON.search(v.outputs["resolve"]), path.name


def test_the_check_finds_what_it_looks_for() -> None:
    """The patterns are not vacuous: each catches the spelling it is for."""
    assert internal("force-of-will", "in alice's ruler_area, lost True") == [
        "ruler_area", "True"]
    # (a dict's or list's spelling: findall of the patterns one by one returned its empty group)
    assert internal("riftbound", "control: {'bf1': None}, ['a']") == ["{'", "None", "['"]
    assert PYTHON.search("ATK 200 DEF 200, cost paid:: 1") and not PYTHON.search("paid: 1")
    assert internal("riftbound", "moves it to battlefield:bf-b") == ["battlefield:bf-b"]
    assert internal("vandaria-wars", "Gun Shot resolves on the stack") == ["resolves", "stack"]
    assert internal("vandaria-wars", "Alarm is still on the register") == ["on the register"]
    assert internal("force-of-will", "[state_check] x") == ["state_check", "state_check"]


# ----- the tables in docs/games/ -----------------------------------------------------------------
DOCS = Path(__file__).resolve().parent.parent / "docs" / "games"
START, END = "<!-- words: start -->", "<!-- words: end -->"


def words_table(game_id: str) -> str:
    """The game's prose vocabulary as docs/games/<game>.md lists it (generated from the game's
    `prose` table, so the two cannot drift)."""
    game = find_game(game_id)
    w, v = game.words, game.vocab
    board = set(v.board_zones)
    rows = [("the stack", f"`{game.stack_word}` in files", w.stack),
            ("an item takes effect", "`resolved` in JSON", f"{w.resolve[1]}, {w.resolve[2]}"),
            ("exhausted / not", "`exhausted: true` / `false`", f"{w.exhausted} / {w.ready}"),
            ("a rest cost paid", "`exhaust` in a cost", f"{w.exhausting} (the card)"),
            ("priority", "`priority`", w.priority),
            ("a state check step", "`state_check` in JSON", w.state_check),
            ("a card destroyed, as an answer dates it", "`destroyed` events in JSON",
             str(w.destroyed(5, "(the card)")))]
    for zone in v.zones:
        if zone == game.stack_word:
            continue
        rows.append((f"zone `{zone}`", "",
                     w.place(zone, "alice", board=zone in board)))
    for prefix in v.zone_prefixes:
        rows.append((f"zone `{prefix}:<id>`", "",
                     w.place(f"{prefix}:x", "alice", board=prefix in board,
                             name=lambda i: "(the card of that id)")))
    rows += [(f"into zone `{zone}`", "", w.into(zone, "alice")) for zone in sorted(w.intos)]
    rows += [(f"sent to zone `{zone}` (a question's word)", "", verb)
             for zone, verb in sorted(w.arrivals.items())]
    rows += [(f"stat `{s}`", "", w.stat(s)) for s in v.stats]
    # a cost's own keys too (FOW 1003.2: `free`, free will), which no player holds
    rows += [(f"resource `{r}`", "", w.resource(r))
             for r in (*v.resources, *(k for k in w.resources if k not in v.resources))
             if w.resource(r) != r]
    rows += [(f"step `{s}`", "", w.phase(s)) for s in v.steps]
    rows += [(f"key `{k}`", "", w.key(k)) for k in sorted(w.keys)]
    rows += [(f"filter `{k}: 1`", "", f"this card {w.filters[k].format(value=1)}")
             for k in sorted(w.filters)]
    rows += [(f"verb `{verb}`", "", w.verb(verb, "alice")) for verb in sorted(game.verbs)]
    rows += [(f"state `{k}`", "", w.facts[k]) for k in sorted(w.facts)]
    lines = [START, "", "| what | the file or JSON says | judge's prose says |",
             "| --- | --- | --- |"]
    lines += [f"| {a} | {b} | {c.replace('|', '/')} |" for a, b, c in rows]
    return "\n".join([*lines, "", END])


@pytest.mark.parametrize("game_id", ["vandaria-wars", "force-of-will", "riftbound"])
def test_docs_list_each_games_words(game_id: str, update_goldens: bool) -> None:
    path = DOCS / f"{game_id}.md"
    text = path.read_text(encoding="utf-8")
    table = words_table(game_id)
    current = text[text.index(START):text.index(END) + len(END)] if START in text else None
    if update_goldens and current is not None:
        path.write_text(text.replace(current, table), encoding="utf-8")
        return
    assert current == table, f"{path.name}: the words table is out of date; run pytest " \
                             "--update-goldens"


def test_no_two_games_print_one_stat_two_ways() -> None:
    """A condition's stat is said without its game at hand (engine/words.STAT_WORDS, the
    first game's spelling wins): two games spelling one stat name two ways would say one of
    them wrong."""
    spelled: dict[str, str] = {}
    for game_id in ("vandaria-wars", "force-of-will", "riftbound"):
        w = find_game(game_id).words
        for stat in find_game(game_id).vocab.stats:
            assert spelled.setdefault(stat, w.stat(stat)) == w.stat(stat), (game_id, stat)
            assert stat_word(stat) == w.stat(stat)


@pytest.mark.parametrize("name", ["optional-cost-discount-cuts-accelerate",
                                  "optional-cost-discount-of-a-triggered-repeat"])
def test_a_cost_change_names_the_resource_as_its_game_does(name: str) -> None:
    """A cost step said a reduction in the engine's key ("-1 energy: Prodigy Tutor's
    Shortcut") beside the cost it cut ("2 Energy"): Riftbound writes Energy
    (engine/costs.py: the game's Words.resources)."""
    from judge.app import load_scenario, resolve

    res = resolve(load_scenario(str(Path(__file__).parent.parent / "scenarios" / "riftbound" /
                                    "card-text" / f"{name}.yaml")))
    said = " ".join(s.summary for s in res.steps)
    assert "-1 Energy: " in said and not re.search(r"\benergy\b", said), said


def test_the_empowered_state_is_written_as_riftbound_writes_it() -> None:
    """"Trainee Squire is not empowered": Riftbound writes the state Empowered (RB 441.2), as
    the ruling's own title does."""
    from judge.app import load_scenario, resolve

    res = resolve(load_scenario(str(Path(__file__).parent.parent / "scenarios" / "riftbound" /
                                    "states" / "never-empowered-is-not-empowered.yaml")))
    lead = next(f for f in res.answer if f.lead)
    assert "is not Empowered" in lead.sentence, lead.sentence


@pytest.mark.parametrize("name,said", [
    # RB 730.2: XP is the player's own count, written as the game writes it
    ("riftbound/rulings-audit11/xp-cost-needs-the-xp.yaml", "cannot pay 3 XP"),
])
def test_a_cost_not_paid_names_its_resource_in_the_games_word(name: str, said: str) -> None:
    """A refusal for want of a resource says the game's word for it ("XP", "Energy"), not the
    file's key ("xp")."""
    from .helpers import ruling

    res = ruling((SCENARIOS / name).read_text(encoding="utf-8"))
    told = " ".join(str(s.summary) for s in res.steps)
    assert said in told, told


def test_no_mark_of_judges_own_is_in_the_final_objects() -> None:
    """A key with a colon is judge's own mark (`cost_paid:`, `contract:left_as`), which no file
    writes and no `expect:` reads: the ruling's objects leave it out (the text view printed
    "cost paid:: 1", judge's "it was played paying its cost", which reads as an amount paid)."""
    from judge.app import load_scenario, resolve

    for name in ("force-of-will/rulings/stealth-without-a-legal-target-stays-hidden.yaml",
                 "force-of-will/systems/transcend-with-a-contract-j-ruler-destroyed-policy-as-"
                 "contract.yaml"):
        final = resolve(load_scenario(SCENARIOS / name)).final
        keys = {k for entry in final["objects"].values() for k in entry}
        assert not [k for k in keys if ":" in k], name
        assert "will_paid" in keys or "contract" in name  # the file's own keys stay
