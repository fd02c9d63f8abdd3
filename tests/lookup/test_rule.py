"""`judge rule ID`: any spelling of an id, the rule's family and references, nearest ids."""

from __future__ import annotations

import json

import pytest

from judge.lookup.rules import RuleIndex, UnknownRule

from .conftest import run


@pytest.fixture
def index() -> RuleIndex:
    return RuleIndex()


@pytest.fixture
def three_prefixes() -> RuleIndex:
    ix = RuleIndex(books={})
    ix.__dict__["prefixes"] = {"VW": "vandaria-wars", "FOW": "force-of-will", "RB": "riftbound"}
    return ix


@pytest.mark.parametrize(("typed", "normal"), [
    ("rb 340.4", "RB 340.4"), ("RB340.4", "RB 340.4"), ("rb-340.4", "RB 340.4"),
    ("fow-605.1a", "FOW 605.1a"), ("FOW605.1a", "FOW 605.1a"), (" vw  REG.4. ", "VW REG.4"),
    ("VW_REG.4", "VW REG.4"), ("vwREG.4", "VW REG.4"), ("605.1a", "605.1a"),
])
def test_ids_are_normalised_from_every_spelling_a_judge_types(
        three_prefixes: RuleIndex, typed: str, normal: str) -> None:
    assert three_prefixes.normalize(typed) == normal


@pytest.mark.parametrize("typed", ["VW REG.4", "vw reg.4", "vw-reg.4", "VWREG.4", "vw_REG.4"])
def test_a_vandaria_wars_rule_is_found_whatever_the_case(index: RuleIndex, typed: str) -> None:
    assert index.find(typed).id == "VW REG.4"


def test_every_rule_of_every_registered_game_is_found_by_its_id_in_lower_case(
        index: RuleIndex) -> None:
    for data in index.books.values():
        for rid in data.rules:
            assert index.find(rid.lower()).id == rid


def test_an_unknown_id_suggests_its_family_first(index: RuleIndex) -> None:
    with pytest.raises(UnknownRule) as exc:
        index.find("VW REG.44")
    assert exc.value.suggestions[0] == "VW REG.4"
    assert len(exc.value.suggestions) <= 5


def _every_id_scored(key: str, ids: list[str], n: int) -> list[str]:
    """What best_spelt replaced: every id scored, sorted (stable: ties in the order given)."""
    from judge.fuzzy import similarity

    return sorted(ids, key=lambda r: -similarity(r.casefold(), key))[:n]


@pytest.mark.parametrize("key", [
    "vw reg.44", "vw reg.4", "reg 4", "vw in.1.c", "vw", "x", "", "fow 605.1z", "vw rgg.1",
    "vw reg.1.a.b", "vw lite", "vw 1.2.3",
])
@pytest.mark.parametrize("n", [1, 5, 9])
def test_the_best_spelt_ids_are_those_of_scoring_every_id(
        index: RuleIndex, key: str, n: int) -> None:
    from judge.lookup.rules import best_spelt

    ids = list(index.books["vandaria-wars"].rules)
    assert best_spelt(key, ids, n) == _every_id_scored(key, ids, n)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_the_best_spelt_ids_keep_ties_and_sound_alikes_as_scoring_every_id_does(n: int) -> None:
    from judge.lookup.rules import best_spelt

    # "life" and "lyfe" tie (and come in the order given); "light" only sounds like "lite".
    ids = ["lyfe", "life", "light", "lit", "lite.1", "light", "ab"]
    assert best_spelt("lite", ids, n) == _every_id_scored("lite", list(dict.fromkeys(ids)), n)


def test_rule_shows_paraphrase_parents_children_references_and_edition() -> None:
    code, out, err = run("rule", "vw", "reg.4")
    assert code == 0 and err == ""
    assert out.startswith("VW REG.4  One round of passes resolves the whole register")
    assert "rulebook 2026.11.1" in out and "default edition guide" in out
    assert "Parents:     VW REG  The register" in out
    assert "Refers to:   VW REG.5" in out and "VW REG.11" in out
    assert "Referred by: VW REG.3" in out


def test_rule_lists_children_of_a_section() -> None:
    code, out, _ = run("rule", "VW REG")
    assert code == 0
    assert "Children:    VW REG.1" in out and "VW REG.15" in out


def test_a_house_policy_shows_its_switch_and_options() -> None:
    code, out, _ = run("rule", "vw hp.7")
    assert code == 0
    assert "house policy" in out and "state_checks.timing" in out
    assert "after-each-item (default)" in out and "after-register" in out


def test_a_rule_referred_to_in_a_paraphrase_lists_the_referrer() -> None:
    code, out, _ = run("rule", "VW REG.15.b")
    assert code == 0
    assert "VW HP.2" in out.split("Referred by:")[1]


def test_rule_json_shape() -> None:
    code, out, _ = run("rule", "VW REG.8", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["schema"] == "judge.rule/1"
    assert {"game", "id", "kind", "title", "text", "source", "rulebook", "edition_notes",
            "parents", "children", "refers_to", "referred_by", "terms"} <= set(data)
    assert data["id"] == "VW REG.8" and data["parents"][0]["id"] == "VW REG"
    assert [c["id"] for c in data["children"]] == ["VW REG.8.a", "VW REG.8.b"]
    assert data["rulebook"]["default_edition"] == "guide"
    code, out, _ = run("rule", "VW REG.8.a", "--json")
    data = json.loads(out)
    assert [p["id"] for p in data["parents"]] == ["VW REG.8", "VW REG"]
    assert "tidak result" in data["terms"]


def test_unknown_rule_exits_2_with_the_nearest_ids_on_one_stderr_line() -> None:
    code, out, err = run("rule", "VW REG.44")
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert "no rule 'VW REG.44'" in err and "nearest: VW REG.4" in err


def test_an_unregistered_prefix_is_named_in_the_error() -> None:
    for typed in ("ZZ 340.4", "zz-340.4", "ZZ340.4"):
        code, _, err = run("rule", typed)
        assert code == 2
        assert "no rulebook with the prefix 'ZZ' is installed" in err


def test_unknown_game_option_exits_2() -> None:
    code, _, err = run("rule", "REG.4", "--game", "chess")
    assert code == 2 and "unknown game 'chess'" in err


def test_game_option_lets_a_bare_id_stand_for_the_games_rule() -> None:
    code, out, _ = run("rule", "REG.4", "--game", "vw")
    assert code == 0 and out.startswith("VW REG.4")


def test_a_rule_that_differs_between_editions_says_how() -> None:
    from judge.lookup.rules import RuleContext
    from judge.model.rules import Rule
    from judge.render.lookups import rule_lines

    rule = Rule("XX 1", "Title", "Text.", "x", editions=(("v1.3", "numbered XX 9 there"),))
    ctx = RuleContext(rule, "X", "1", "v1.4", [{"id": "v1.4"}, {"id": "v1.3"}], [], [], [],
                      [])
    lines = rule_lines(ctx)
    assert "default edition v1.4 (editions: v1.4, v1.3)" in lines[1]
    assert lines[-1] == "Editions:    v1.3: numbered XX 9 there"


def test_a_sub_rule_shows_the_chain_of_rules_it_sits_under() -> None:
    code, out, _ = run("rule", "RB 315.1.b")
    assert code == 0
    assert "RB 315.1.b, under RB 315.1 Awaken Phase, under RB 315 " in out.replace("\n  ", " ")
    code, out, _ = run("rule", "VW REG.8.a", "--json")
    assert json.loads(out)["chain"].startswith("VW REG.8.a, under VW REG.8 ")
