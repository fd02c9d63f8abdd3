"""Catalogue and citation tests: every rule id cited by the code, the card data or a scenario
exists in its rulebook; every game has enough scenarios; every house policy is exercised."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.engine.resolution import Resolution
from judge.engine.roles import OPTIONAL_ROLES, Role
from judge.games import GAMES, find_game
from judge.model.scenario import Scenario
from judge.scenario.yamlsafe import load_file

from .conftest import ROOT, SCENARIOS, each_half, in_half, scenario_half
from .resolved import bundled_ruling

MINIMUM_SCENARIOS = {"vandaria-wars": 20, "force-of-will": 30, "riftbound": 40}
#: Rule-id prefixes of the registered games (a fourth game is checked without editing this).
PREFIX = {find_game(gid).prefix: gid for gid in GAMES}
RULE_ID = re.compile(r'"((?:' + "|".join(map(re.escape, PREFIX)) + r') [A-Z]*\.?[0-9A-Za-z.\-]+)"')


def all_rule_ids() -> dict[str, set[str]]:
    return {gid: set(find_game(gid).data.rules) for gid in GAMES}


def game_of(rule_id: str) -> str | None:
    return PREFIX.get(rule_id.split(" ", 1)[0])


def test_code_cites_only_existing_rules() -> None:
    known = all_rule_ids()
    missing = []
    for path in sorted((ROOT / "judge").rglob("*.py")):
        for m in RULE_ID.finditer(path.read_text(encoding="utf-8")):
            gid = game_of(m.group(1))
            if gid in known and m.group(1) not in known[gid]:
                missing.append(f"{path.relative_to(ROOT)}: {m.group(1)}")
    assert not missing, "cited in code but not in the rulebook:\n" + "\n".join(missing)


@pytest.mark.parametrize("gid", list(GAMES))
def test_every_engine_role_is_mapped_to_a_rule_of_the_game(gid: str) -> None:
    game = find_game(gid)
    unmapped = [r.value for r in Role if r not in game.roles and r not in OPTIONAL_ROLES]
    assert not unmapped, f"{gid} maps no rule for roles {unmapped}"
    bad = [rid for rid in game.roles.values() if rid not in game.data.rules]
    assert not bad, f"{gid} roles map to unknown rules {bad}"


@pytest.mark.parametrize("gid", list(GAMES))
def test_rulebook_data_references_exist(gid: str) -> None:
    data = find_game(gid).data
    bad = [f"{r.id} -> {s}" for r in data.rules.values() for s in r.see if s not in data.rules]
    assert not bad, f"see-also ids missing from the {gid} rulebook: {bad}"
    for rule in data.rules.values():
        assert rule.title and rule.text, f"{rule.id} needs a title and a paraphrase"
    for key, policy in data.policies.items():
        options = [o for o, _ in policy.options]
        assert len(options) >= 2, f"policy {key} must offer a switch (2+ options)"
        assert policy.default in options, f"policy {key}: default not among its options"


@pytest.mark.parametrize("gid", list(GAMES))
def test_scenarios_cite_only_existing_rules(gid: str) -> None:
    known = set(find_game(gid).data.rules)
    bad = []
    for path in sorted((SCENARIOS / gid).rglob("*.yaml")):
        data = load_file(path).data or {}
        for rid in data.get("rules", []) or []:
            if rid not in known:
                bad.append(f"{path.relative_to(ROOT)}: {rid}")
    assert not bad, "scenarios pin unknown rule ids:\n" + "\n".join(bad)


@pytest.mark.parametrize("gid", list(GAMES))
def test_game_has_enough_scenarios(gid: str) -> None:
    files = [p for p in (SCENARIOS / gid).rglob("*.yaml") if "/invalid/" not in str(p)]
    assert len(files) >= MINIMUM_SCENARIOS[gid], (
        f"{gid} has {len(files)} scenarios; at least {MINIMUM_SCENARIOS[gid]} are needed")


@pytest.mark.parametrize("gid", list(GAMES))
def test_every_house_policy_is_switched_by_some_scenario(gid: str) -> None:
    policies = set(find_game(gid).data.policies)
    switched: set[str] = set()
    for path in (SCENARIOS / gid).rglob("*.yaml"):
        data = load_file(path).data or {}
        switched |= set((data.get("policies") or {}).keys())
    unexercised = sorted(policies - switched)
    assert not unexercised, f"{gid} policies no scenario switches: {unexercised}"


@pytest.mark.parametrize("gid", list(GAMES))
def test_card_library_loads_and_cites_nothing_unknown(gid: str) -> None:
    from judge.scenario.cards import CardReader
    from judge.scenario.check import Checker
    from judge.scenario.yamlsafe import Located

    game = find_game(gid)
    path = Path(game.data.dir) / "cards.yaml"
    if not path.exists():
        pytest.skip("no card library")
    doc = load_file(path)
    ck = Checker(doc)
    reader = CardReader(ck, game, set(), set())
    for name, raw in (doc.data or {}).get("cards", {}).items():
        reader.card(name, raw, ("cards", name))
    assert not ck.problems, "\n".join(str(p) for p in ck.problems)
    assert isinstance(doc, Located)


@each_half
def test_rules_cited_by_rulings_exist(half: int) -> None:
    """Resolve every scenario and check each citation of each step against its rulebook (half
    of them a test: tests/conftest.py each_half)."""

    bad = []
    for path in in_half(sorted(SCENARIOS.rglob("*.yaml")), half):
        ruled = bundled_ruling(path)
        if ruled is None:
            continue
        sc, res = ruled
        known = find_game(sc.game).data.rules
        bad += [f"{path.relative_to(ROOT)}: {c}" for c in res.citations if c not in known]
    assert not bad, "\n".join(bad)


#: Games whose rules data gives each keyword ability a rule of its own, titled "[Name]", whose
#: number matches the pattern (Force of Will: chapter 11). A file spells the keyword as the title
#: in lower case, words joined by `_` ("[Multi Strike]" -> `multi_strike`).
KEYWORD_CHAPTERS = {"force-of-will": re.compile(r"FOW 11\d\d")}


def keyword_rules(gid: str) -> dict[str, str]:
    """Keyword -> its rule id, from the game's rules data."""
    out = {}
    for rule in find_game(gid).data.rules.values():
        if KEYWORD_CHAPTERS[gid].fullmatch(rule.id) and rule.title.startswith("["):
            out[re.sub(r"[^a-z0-9]+", "_", rule.title.strip("[]").lower()).strip("_")] = rule.id
    return out


def expected_cites(gid: str) -> set[str]:
    cited: set[str] = set()
    for path in (SCENARIOS / gid).rglob("*.yaml"):
        data = load_file(path).data or {}
        cited |= set((data.get("expect") or {}).get("cites") or ())
    return cited


@pytest.mark.parametrize("gid", list(KEYWORD_CHAPTERS))
def test_every_keyword_judge_implements_has_a_scenario_citing_its_rule(gid: str) -> None:
    """A keyword judge claims to rule on is pinned by a scenario whose `expect.cites` names its
    rule or one of its sub-rules, so its ruling cannot pass for the wrong reason."""
    rules, cited = keyword_rules(gid), expected_cites(gid)
    missing = [f"{kw} ({rules[kw]})" for kw in find_game(gid).vocab.keywords if kw in rules
               and not any(c == rules[kw] or c.startswith(rules[kw] + ".") for c in cited)]
    assert not missing, f"{gid} keywords no scenario's expect.cites names the rule of: {missing}"


@pytest.mark.parametrize("gid", list(KEYWORD_CHAPTERS))
def test_every_keyword_of_the_rules_is_ruled_or_an_honest_cannot_rule(gid: str) -> None:
    """Each keyword of the rules is in the vocabulary (judge rules on it) or in `unimplemented`
    (a file using it is exit 3), never both and never an unknown word (exit 2)."""
    game = find_game(gid)
    rules = keyword_rules(gid)
    neither = sorted(k for k in rules if k not in game.vocab.keywords
                     and k not in game.unimplemented)
    both = sorted(set(game.vocab.keywords) & set(game.unimplemented))
    assert not neither, f"{gid} keywords judge neither rules on nor refuses with exit 3: {neither}"
    assert not both, f"{gid} keywords both ruled on and refused: {both}"


#: Bundled scenarios whose answer leads with a step that cites a rule their `expect.cites` names,
#: yet the lead itself cites none of them (a nearby general rule in front of the deciding one).
#: Found by comparing every lead with its expect.cites (cites-fix2's sweep); the list may only
#: shrink: a scenario fixed must leave it (the test fails on a stale entry), none may join it.
LEADS_MISSING_THE_DECIDING_RULE = ROOT / "tests" / "data" / "leads_missing_expect_cites.txt"


def lead_misses_the_deciding_rule(sc: Scenario, res: Resolution) -> bool:
    """The answer's lead cites none of the scenario's expect.cites though its step cites one."""
    expected = set((sc.expect.cites or ()) if sc.expect is not None else ())
    lead = next((f for f in res.answer or () if f.lead), None)
    if not expected or lead is None or lead.step is None:
        return False
    step = next(s for s in res.steps if s.index == lead.step)
    return not expected & set(lead.citations) and bool(expected & set(step.citations))


@each_half
def test_leads_cite_the_deciding_rule_their_step_cites(half: int) -> None:
    allowed = {line.strip() for line in LEADS_MISSING_THE_DECIDING_RULE.read_text(
        encoding="utf-8").splitlines() if line.strip() and not line.startswith("#")}
    found = set()
    for path in in_half(sorted(SCENARIOS.rglob("*.yaml")), half):
        ruled = bundled_ruling(path)
        if ruled is not None and lead_misses_the_deciding_rule(*ruled):
            found.add(str(path.relative_to(ROOT)))
    mine = {p for p in allowed if scenario_half(Path(p).name) == half}
    assert not found - allowed, "leads citing none of expect.cites, their step's rule behind " \
        "others:\n" + "\n".join(sorted(found - allowed))
    assert not mine - found, f"fixed: take them off {LEADS_MISSING_THE_DECIDING_RULE.name}:\n" \
        + "\n".join(sorted(mine - found))


@pytest.mark.parametrize("gid", list(GAMES))
def test_keyword_headings_are_the_keyword_chapters_titles(gid: str) -> None:
    """The manifest's keyword_headings (which keyword a rule of the chapter is about, so that
    it leads only a fact about an object with it) is each heading of the keyword chapter whose
    title, in lower case without its number's letter or edition ("Shield X", "Empower (v1.4)",
    "[Multi Strike]"), is a keyword judge knows (ruled on or refused with exit 3): derived from
    rules.yaml, named in the manifest only because resolving never reads rules.yaml."""
    game = find_game(gid)
    data, known = game.data, {*game.vocab.keywords, *game.unimplemented}
    derived = {}
    for rule in data.rules.values():
        if data.is_keyword_rule(rule.id) and re.fullmatch(r"\S+ \d+", rule.id):
            title = re.sub(r" (?:X|N)$| \(v[\d.]+\)$", "", rule.title).strip("[]").lower()
            keyword = re.sub(r"[^a-z0-9-]+", "_", title).strip("_")
            if keyword in known:
                derived[rule.id] = keyword
    assert data.keyword_headings == derived
    assert all(data.keyword_of(f"{h}.1") == k for h, k in derived.items())


@pytest.mark.parametrize("gid", list(GAMES))
def test_keyword_chapter_is_the_heading_the_rules_name_keywords(gid: str) -> None:
    """The manifest's keyword_chapter (which an answer's lead cites first where it decided the
    step) is the chapter heading of rules.yaml whose terms say "keyword": derived from the rules
    data, named in the manifest only because resolving never reads rules.yaml. None where no
    chapter is the keywords' (Vandaria Wars' guide)."""
    data = find_game(gid).data
    chapters = [r.id for r in data.rules.values() if r.kind == "heading"
                and re.fullmatch(r"\S+ \d*00", r.id) and {"keyword", "keywords"} & set(r.terms)]
    assert len(chapters) <= 1, chapters
    named = data.manifest.get("keyword_chapter")
    assert named == (chapters[0] if chapters else None)
    if chapters:
        prefix, first = data.keyword_chapter or ("", 0)
        inside = [r for r in data.rules if data.is_keyword_rule(r)]
        assert inside and all(int(re.match(r"\S+ (\d+)", r).group(1)) // 100 * 100 == first
                              for r in inside if r.startswith(prefix))
