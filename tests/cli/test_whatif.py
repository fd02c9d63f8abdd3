"""What if, in one switch: `--policy`, `--edition`, `--decision` and `--cards` on the commands that
rule (README: What if). Each is the same as editing the file: the ruling changes as the edited
file's would, it is named in the ruling's header, and a bad value is one located line naming the
switch, exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

from ..conftest import ROOT

NO_REFUND = "scenarios/vandaria-wars/costs/failed-skill-no-refund.yaml"
REFUSED = "scenarios/riftbound/costs/trigger-cost-refused.yaml"
FOW_TAX = "scenarios/force-of-will/costs/activation-tax-applies-to-other-abilities.yaml"
ORDER = "scenarios/riftbound/card-text/replacement-order-chosen-by-its-controller.yaml"
V13 = "scenarios/riftbound/combat/v13-stunned-defender-tie-defender-wins.yaml"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def ruling(*args: str) -> dict[str, object]:
    code, out, err = run("resolve", *args, "--json")
    assert code == 0, err
    data: dict[str, object] = json.loads(out)
    return data


def final_object(data: dict[str, object], oid: str) -> dict[str, object]:
    final = data["final"]
    assert isinstance(final, dict)
    found: dict[str, object] = final["objects"][oid]
    return found


def gold(data: dict[str, object], player: str) -> object:
    final = data["final"]
    assert isinstance(final, dict)
    return final["players"][player]["gold"]


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)


# ----- the same as editing the file --------------------------------------------------------------
def test_policy_switch_is_the_same_as_the_file_saying_it(tmp_path: Path) -> None:
    edited = tmp_path / "edited.yaml"
    text = (ROOT / NO_REFUND).read_text(encoding="utf-8")
    edited.write_text(text.replace("turn:", "policies: {failed.refund: refund}\nturn:", 1),
                      encoding="utf-8")
    switched = ruling(NO_REFUND, "--policy", "failed.refund=refund")
    assert gold(ruling(NO_REFUND), "alice") == 0
    assert gold(switched, "alice") == 2 == gold(ruling(str(edited)), "alice")
    assert switched["policies"] == ruling(str(edited))["policies"]
    assert switched["what_if"] == ["--policy failed.refund=refund"]
    assert "what_if" not in ruling(NO_REFUND)


def test_policy_may_be_named_by_its_rule_id() -> None:
    assert gold(ruling(NO_REFUND, "--policy", "VW HP.8=refund"), "alice") == 2
    assert gold(ruling(NO_REFUND, "--policy", "vw hp.8=refund"), "alice") == 2


def test_edition_switch_rules_under_that_edition() -> None:
    code, out, _ = run("test", V13)
    assert code == 0 and "PASS" in out
    code, out, _ = run("test", V13, "--edition", "v1.4")
    assert code == 1 and "What if: --edition v1.4" in out and "FAIL" in out
    assert ruling(V13, "--edition", "v1.4")["rulebook"] == {
        "id": "riftbound", "version": ruling(V13)["rulebook"]["version"],  # type: ignore[index]
        "edition": "v1.4"}


def test_decision_switches_set_pay_and_order() -> None:
    assert ruling(REFUSED)["resolved"] == ["flurry"]
    assert ruling(REFUSED, "--decision", "scholar.study.pay=true")["resolved"] == [
        "flurry", "scholar.study"]
    assert final_object(ruling(ORDER), "squire")["zone"] == "hand"
    swapped = ruling(ORDER, "--decision", "replacements.order=totem,charm")
    assert final_object(swapped, "squire")["zone"] == "base"


def test_decision_switch_declines_an_optional_replacement_at_every_event() -> None:
    """RB 371.2.a: `--decision replacements.decline=charm` is a list of ids, as in the file."""
    used = ("scenarios/riftbound/rulings-audit22b/"
            "optional-prevention-applied-to-the-first-damage-is-used-up.yaml")
    assert final_object(ruling(used), "warden")["damage"] == 3
    declined = ruling(used, "--decision", "replacements.decline=charm")
    assert final_object(declined, "warden")["zone"] == "trash"  # 1 + 3 at Might 4


def test_switches_are_named_in_every_commands_header() -> None:
    switch = ("--policy", "failed.refund=refund")
    code, out, _ = run("resolve", NO_REFUND, *switch)
    assert code == 0 and "What if: --policy failed.refund=refund" in out
    code, out, _ = run("explain", NO_REFUND, *switch, "--no-variants")
    assert code == 0 and "what if: --policy failed.refund=refund" in " ".join(out.split())
    code, out, _ = run("graph", NO_REFUND, *switch)
    assert code == 0 and out.splitlines()[1] == "What if: --policy failed.refund=refund"
    code, out, _ = run("why", NO_REFUND, "shot", *switch)
    assert code == 0 and out.splitlines()[1] == "What if: --policy failed.refund=refund"
    code, out, _ = run("why", NO_REFUND, "shot", *switch, "--json")
    assert json.loads(out)["what_if"] == ["--policy failed.refund=refund"]
    code, out, _ = run("test", NO_REFUND, *switch)
    assert code == 1 and out.splitlines()[0] == "What if: --policy failed.refund=refund"
    assert "players.alice.gold: expected 0, got 2" in out


# ----- bad values: one located line naming the switch, exit 2 --------------------------------
@pytest.mark.parametrize(("args", "line"), [
    ((NO_REFUND, "--policy", "failed.refund=refnd"),
     "--policy failed.refund=refnd:1:15: policies.failed.refund: unknown option of policy "
     "failed.refund 'refnd' (did you mean 'refund'?)"),
    ((NO_REFUND, "--policy", "failed.refnd=refund"),
     "--policy failed.refnd=refund:1:1: policies.failed.refnd: unknown policy 'failed.refnd' "
     "in Vandaria Wars (did you mean 'failed.refund'?)"),
    ((NO_REFUND, "--policy", "failed.refund"),
     "--policy failed.refund:1:1: expected KEY=OPTION (e.g. --policy "
     "state_checks.timing=after-register)"),
    ((NO_REFUND, "--edition", "v1.3"),
     "--edition v1.3:1:1: edition: unknown edition 'v1.3'; expected one of: guide"),
    ((REFUSED, "--decision", "scholar.study.pay=maybe"),
     "--decision scholar.study.pay=maybe:1:19: decisions.scholar.study.pay: expected true or "
     "false, got the string 'maybe'"),
    ((ORDER, "--decision", "replacements.order=charm,nobody"),
     "--decision replacements.order=charm,nobody:1:26: decisions.replacements.order[1]: no "
     "object with id 'nobody'"),
    ((ORDER, "--decision", "ghost.decline=true"),
     "--decision ghost.decline=true:1:1: decisions.ghost: never used: nothing in this "
     "resolution asked for a decision about 'ghost'"),
    ((REFUSED, "--decision", "scholar.study.choices.mode=fast"),
     "--decision scholar.study.choices.mode=fast:1:28: decisions.scholar.study.choices.mode: "
     "never used: scholar.study came up, but it has no modes to choose from"),
    ((REFUSED, "--decision", "scholar.study.payy=false"),
     "--decision scholar.study.payy=false:1:15: decisions: FIELD must be one of targets, "
     "decline, pay, order, choices.NAME (did you mean 'pay'?)"),
    # Force of Will: a triggered ability's cost must be paid (FOW 906.6); Vandaria Wars lets
    # its player leave it unpaid since audit 23 (VW REG.14.a "Jika demikian")
    ((FOW_TAX, "--decision", "shot.pay=false"),
     "--decision shot.pay=false:1:10: decisions.shot.pay: in Force of Will a triggered "
     "ability's cost cannot be refused"),
    ((NO_REFUND, "--cards", "no/such/pool.yaml"),
     "--cards no/such/pool.yaml:1:1: cannot read card pool 'no/such/pool.yaml': No such file "
     "or directory"),
])
@pytest.mark.parametrize("command", ["resolve", "explain", "graph", "why", "test"])
def test_a_bad_switch_is_one_located_line_and_exit_2(command: str, args: tuple[str, ...],
                                                     line: str) -> None:
    file, *switch = args
    argv = [command, file, *(["shot"] if command == "why" else []), *switch]
    code, out, err = run(*argv)
    assert code == 2, (out, err)
    shown = out + err
    problems = [ln for ln in shown.splitlines() if ln.startswith("--") or "ERROR" in ln]
    assert len(problems) == 1, shown
    assert line in problems[0], shown
    assert "Traceback" not in out + err


def test_every_bad_switch_is_reported_at_once() -> None:
    code, _, err = run("resolve", NO_REFUND, "--policy", "a", "--decision", "b",
                       "--policy", "failed.refund=refnd")
    assert code == 2
    lines = err.splitlines()
    assert [ln.split(":", 1)[0] for ln in lines] == ["--decision b", "--policy a"]
    code, _, err = run("resolve", NO_REFUND, "--policy", "failed.refund=refnd",
                       "--edition", "v9")
    assert code == 2 and len(err.splitlines()) == 2


def test_switch_text_is_printed_escaped() -> None:
    code, _, err = run("resolve", NO_REFUND, "--policy", "failed.refund=\x1b[31mred")
    assert code == 2 and "\x1b" not in err and "␛" in err


# ----- card pools on the command line ------------------------------------------------------------
POOL = """pool: Test set
game: vandaria-wars
cards:
  Squire: {type: follower, cost: {gold: 1}, stats: {atk: 1, hp: 1}}
  Bolt:
    type: action
    cost: {gold: 1}
    targets: [{type: follower}]
    effect: [{damage: {target: $1, amount: 2}}]
"""
BOARD = """game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 1}
  bob: {}
objects:
  - {id: sq, card: Squire, owner: bob, zone: field}
  - {id: bolt, card: Bolt, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: bolt, targets: [sq]}
expect:
  objects: {sq: {zone: graveyard}}
"""


def test_cards_switch_adds_a_pool(tmp_path: Path) -> None:
    (tmp_path / "set.yaml").write_text(POOL, encoding="utf-8")
    (tmp_path / "board.yaml").write_text(BOARD, encoding="utf-8")
    board, pool = str(tmp_path / "board.yaml"), str(tmp_path / "set.yaml")
    code, out, _ = run("check", board)
    assert code == 2 and "no card named 'Squire'" in out
    assert run("check", board, "--cards", pool)[0] == 0
    code, out, _ = run("test", board, "--cards", pool)
    assert code == 0 and f"What if: --cards {pool}" in out and "PASS" in out


def test_a_bad_card_in_a_pool_is_located_in_the_pool(tmp_path: Path) -> None:
    (tmp_path / "set.yaml").write_text(POOL.replace("type: follower", "type: folower", 1),
                                       encoding="utf-8")
    (tmp_path / "board.yaml").write_text(BOARD, encoding="utf-8")
    code, _, err = run("resolve", str(tmp_path / "board.yaml"), "--cards",
                       str(tmp_path / "set.yaml"))
    assert code == 2
    assert err.splitlines() == [f"{tmp_path / 'set.yaml'}:4:12: cards.Squire.type: unknown "
                                "card type 'folower' (did you mean 'follower'?)"]


# ----- another question of the same board --------------------------------------------------------
BARRIER = "scenarios/force-of-will/player-barrier/barrier-chant-keeps-off-a-chant.yaml"


def lead_of(*args: str) -> str:
    data = ruling(*args)
    answer = data["answer"]
    assert isinstance(answer, list)
    return str(answer[0]["fact"])  # the answer's first fact: its lead


def test_question_switch_asks_the_board_afresh() -> None:
    # the file's `expect:` checks Bob's life: the new question about Alice's is answered of
    # her, from its own words (the file's `expect:` and `ask:` are set aside)
    assert lead_of(BARRIER, "--question", "How much life does Alice have?") == \
        "Alice still has 4000 life."
    data = ruling(BARRIER, "--question", "How much life does Alice have?")
    assert data["question"] == "How much life does Alice have?"
    assert data["what_if"] == ["--question How much life does Alice have?"]


def test_ask_switch_names_the_subject() -> None:
    lead = lead_of(BARRIER, "--question", "What about her?", "--ask", "alice")
    assert lead.startswith("Alice ")


def test_a_blank_question_or_unknown_subject_is_located() -> None:
    code, _, err = run("resolve", BARRIER, "--question", " ")
    assert (code, err.strip()) == (2, "--question:1:1: question: give the question to answer")
    code, _, err = run("resolve", BARRIER, "--question", "Who wins?", "--ask", "nobody")
    assert code == 2 and err.startswith("--ask nobody:1:1: ask[0]: unknown subject 'nobody'")


def test_test_command_takes_no_question() -> None:
    # `judge test` checks the file's own `expect:`, which a new question sets aside
    code, _, err = run("test", BARRIER, "--question", "Who wins?")
    assert code == 2 and "No such option '--question'" in err
