"""Checked names: every rule id a game's code cites exists in its rulebook, every house policy
it asks for (and every option it compares with) is defined in its policies.yaml, and the engine
cites no game's rule. The games and their id prefixes come from the registry: a fourth game is
checked the same way without touching this file."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from judge.games import GAMES, find_game

ROOT = Path(__file__).resolve().parents[2] / "judge"


def package_files(gid: str) -> list[Path]:
    module = GAMES[gid][0]
    path = ROOT.parent / Path(*module.split("."))
    return sorted(path.rglob("*.py")) if path.is_dir() else [path.with_suffix(".py")]


def id_pattern(prefixes: list[str]) -> re.Pattern[str]:
    return re.compile(rf"^(?:{'|'.join(map(re.escape, prefixes))}) \S+$")


def string_literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [(n.lineno, n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def policy_calls(path: Path) -> list[tuple[int, str, tuple[str, ...]]]:
    """(line, method, literal arguments) of every `x.policy(...)`, `x.policy_is(...)`,
    `x.policy_id(...)` call."""
    out = []
    for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and \
                n.func.attr in ("policy", "policy_is", "policy_id"):
            args = tuple(a.value for a in n.args if isinstance(a, ast.Constant)
                         and isinstance(a.value, str))
            out.append((n.lineno, n.func.attr, args))
    return out


@pytest.mark.parametrize("gid", list(GAMES))
def test_every_rule_id_a_game_cites_exists_in_its_rulebook(gid: str) -> None:
    game = find_game(gid)
    pattern = id_pattern([game.prefix])
    missing = [f"{p.relative_to(ROOT.parent)}:{line}: {text}"
               for p in package_files(gid) for line, text in string_literals(p)
               if pattern.match(text) and text not in game.data.rules]
    assert not missing, "cited but not in the rulebook:\n" + "\n".join(missing)


@pytest.mark.parametrize("gid", list(GAMES))
def test_every_policy_and_option_a_game_asks_for_is_defined(gid: str) -> None:
    policies = find_game(gid).data.policies
    bad = []
    for path in package_files(gid):
        for line, method, args in policy_calls(path):
            where = f"{path.relative_to(ROOT.parent)}:{line}"
            if not args:
                bad.append(f"{where}: {method}() must name its policy with a literal")
            elif args[0] not in policies:
                bad.append(f"{where}: no policy {args[0]!r}")
            elif method == "policy_is" and (len(args) < 2 or args[1] not in dict(
                    policies[args[0]].options)):
                bad.append(f"{where}: policy {args[0]!r} has no option {args[1:]!r}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("gid", list(GAMES))
def test_every_policy_a_game_declares_is_defined(gid: str) -> None:
    """Policies named by key in a game's declarations (not by a call the scan above reads)."""
    game = find_game(gid)
    assert set(game.deck_order_policies) <= set(game.data.policies), game.deck_order_policies


def test_the_engine_cites_no_game_rule() -> None:
    prefixes = [find_game(gid).prefix for gid in GAMES]
    pattern = id_pattern(prefixes)
    found = [f"{p.relative_to(ROOT.parent)}:{line}: {text}"
             for folder in ("engine", "model", "scenario")
             for p in sorted((ROOT / folder).rglob("*.py"))
             for line, text in string_literals(p) if pattern.match(text)]
    assert not found, "the engine names a game's rule:\n" + "\n".join(found)


def test_the_engine_names_no_games_own_event() -> None:
    """A game's own events (Vocabulary.game_events: Riftbound's `held`, `conquered` ...) are
    known to the engine by their declarations only: the answer once asked "Does she hold bf-a?"
    of a `held` event and a `battlefield` written in engine/answer.py."""
    own = {e for gid in GAMES for e in find_game(gid).vocab.game_events}
    found = [f"{p.relative_to(ROOT.parent)}:{line}: {text}"
             for folder in ("engine", "model", "scenario")
             for p in sorted((ROOT / folder).rglob("*.py"))
             for line, text in string_literals(p) if text in own]
    assert not found, "the engine names a game's own event:\n" + "\n".join(found)


def test_a_policy_option_not_in_policies_yaml_fails_loudly() -> None:
    from judge.app import load_scenario
    from judge.engine.resolver import Resolver
    from judge.errors import RuleIdError

    sc = load_scenario("scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml")
    r = Resolver(sc, find_game(sc.game))
    assert r.policy_is("state_checks.timing", "after-each-item")
    with pytest.raises(RuleIdError):
        r.policy_is("state_checks.timing", "after-each-itme")


#: Calls whose strings document the card language (the JSON Schema's descriptions, the events'
#: meanings): they may give a game's rule as an example; what a ruling or an error says may not.
DESCRIBING = {"optional", "required", "EventDecl"}


def message_literals(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every string in `path` that is neither a docstring (nor a bare string
    statement) nor inside a call that describes the card language."""
    found: list[tuple[int, str]] = []

    def walk(node: ast.AST) -> None:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id in DESCRIBING:
            return
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            return
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.append((node.lineno, node.value))
        for child in ast.iter_child_nodes(node):
            walk(child)

    walk(ast.parse(path.read_text(encoding="utf-8")))
    return found


def test_the_engines_messages_name_no_game_and_no_games_rule() -> None:
    """The engine knows no game: a message it says in a ruling, an exit 3 or a file error names
    a rule only as the game declares it (a role, a declaration), never "Riftbound v1.4's RB
    444.2" written in the engine, which a Force of Will file would have been told."""
    games = [find_game(gid) for gid in GAMES]
    names = "|".join(re.escape(g.name) for g in games)
    ids = "|".join(re.escape(g.prefix) for g in games)
    pattern = re.compile(rf"\b(?:{names})\b|\b(?:{ids}) \d")
    found = [f"{p.relative_to(ROOT.parent)}:{line}: {text[:80]}"
             for folder in ("engine", "model", "scenario")
             for p in sorted((ROOT / folder).rglob("*.py"))
             for line, text in message_literals(p) if pattern.search(text)]
    assert not found, "the engine names a game in a message:\n" + "\n".join(found)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_answers_words_for_every_game_hold_no_games_own(gid: str) -> None:
    """engine/answer.py's words for what a question asks (OBJECT_WORDS, ACTION_WORDS) are plain
    English every game shares; a game's own ("graveyard", "Might", "judgment") are its Words'
    (`asked`, `action_asked`). They held the three games' words together: a Force of Will
    question saying "might" asked of a stat."""
    from judge.engine.answer import ACTION_WORDS, OBJECT_WORDS

    words = find_game(gid).words
    for field, alternatives in words.asked.items():
        generic = OBJECT_WORDS.get(field)
        for word in re.sub(r"\\\w|[\\()?*+]", "", alternatives).split("|"):
            assert generic is None or not re.search(generic, word, re.I), (gid, field, word)
    assert not set(words.action_asked) & set(ACTION_WORDS), gid
    assert set(words.action_asked) <= set(words.verbs), gid


def _regex_literals(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module that are regular expressions (they hold `\\b` or
    `(?:`), with their lines; an f-string's literal parts."""
    import ast

    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                "\\b" in node.value or "(?:" in node.value):
            out.append((node.lineno, node.value))
    return out


def test_the_answers_patterns_name_no_games_own_words() -> None:
    """The question patterns of engine/answer.py and readers.py say no word only one game has: its
    card types (`resonator`, `follower`), the verb it plays with (`summon`), puts on its stack with
    (`register`) or responds with (`chase`), a counter named as a state (`astral`). Each game
    declares them (Words.plays, stack_verb, respond, nouns_asked, asked; Vocabulary.card_types)
    and engine/answer.py `GameSaid` makes the patterns from them: a Force of Will question
    saying "summoned" was read as asking whether a card was played."""
    own: dict[str, str] = {}
    every = [set(find_game(gid).vocab.card_types) for gid in GAMES]
    for gid in sorted(GAMES):
        game = find_game(gid)
        w = game.words
        shared = set.intersection(*every)
        words = {*(t for t in game.vocab.card_types if t not in shared),
                 *(v.removesuffix("s") for v in w.plays.values()), w.stack_verb, w.respond,
                 *re.findall(r"[a-z]+", w.asked.get("counters", ""))} - {"", "play"}
        own.update({word: gid for word in words})
    # common English no game owns, though one names a card type so ("rune", "order", "spell")
    own = {word: gid for word, gid in own.items()
           if word not in ("rune", "order", "spell", "action", "gem", "crystal", "clue")}
    # the answer's question readers are in two modules: those most rulings need, and the rest
    found = [f"{module}:{line}: {word!r} ({gid})" for module in ("answer.py", "readers.py")
             for line, text in _regex_literals(ROOT / "engine" / module)
             for word, gid in own.items() if re.search(rf"(?<![a-z]){word}", text, re.I)]
    assert not found, "engine/answer.py's patterns name a game's own word:\n" + "\n".join(found)
