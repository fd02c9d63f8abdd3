"""An action's id list may name a token the resolution makes on the way (`m.token`): such an id
is not known when the file is read, so it is checked as the action is taken. Before, the loader
refused every such id (exit 2, "no object with id"), so a token could never attack in a file."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import InputError

from ..conftest import SCENARIOS

ATTACK = (SCENARIOS / "vandaria-wars/tokens-later/token-made-then-attacks.yaml").read_text(
    encoding="utf-8")
ATTACK_LINE = "  - {by: alice, do: attack, attackers: [muster.token], target: keep}"


def test_a_token_made_earlier_attacks() -> None:
    res = resolve(load_scenario_text(ATTACK, "token.yaml"))
    assert not res.rejected
    assert res.final["objects"]["keep"]["damage"] == 2


@pytest.mark.parametrize("oid", ["muster.tokn", "muster.token#2"])
def test_an_id_nothing_made_is_located_at_the_id(oid: str) -> None:
    """A typo of the derived id, and a second token the card never makes: exit 2 at the id."""
    text = ATTACK.replace("attackers: [muster.token]", f"attackers: [{oid}]")
    assert text != ATTACK
    line = text.splitlines().index(ATTACK_LINE.replace("muster.token", oid)) + 1
    with pytest.raises(InputError) as exc:
        resolve(load_scenario_text(text, "typo.yaml"))
    [problem] = exc.value.problems
    assert (problem.line, problem.path) == (line, "actions[3].attackers[0]")
    assert problem.col > 1 and repr(oid) in problem.message


def test_a_token_never_made_is_located() -> None:
    """The Action that would make it is never played: the token does not exist when it is
    named."""
    text = ATTACK.replace("  - {by: alice, do: play, card: muster}\n", "").replace(
        "  rejected: []\n", "")
    with pytest.raises(InputError) as exc:
        resolve(load_scenario_text(text, "never.yaml"))
    [problem] = exc.value.problems
    assert problem.path == "actions[2].attackers[0]" and "'muster.token'" in problem.message


def test_an_id_of_no_object_at_all_is_still_refused_as_the_file_is_read() -> None:
    text = ATTACK.replace("attackers: [muster.token]", "attackers: [nobody.token]")
    with pytest.raises(InputError) as exc:
        load_scenario_text(text, "unknown.yaml")
    assert any("nobody.token" in p.message for p in exc.value.problems)


PLAYED = (SCENARIOS / "riftbound/rulings-audit15/token-returned-to-hand-cannot-be-played.yaml"
          ).read_text(encoding="utf-8")
PLAY_LINE = "  - {by: alice, do: play, card: call.token}"


def test_a_token_that_ceased_to_exist_is_named_by_a_single_id_and_refused_by_rule() -> None:
    """A verb's one-object key (`card:` of play) takes a made id as a list key does: the play of
    a token gone from the hand is a ruling (RB 186.1), not an unknown id (exit 2 before)."""
    res = resolve(load_scenario_text(PLAYED, "played.yaml"))
    [rejection] = res.rejected
    assert rejection.action == 6 and rejection.citations == ("RB 186.1",)
    assert "ceased to exist" in rejection.text


def test_a_single_id_nothing_made_is_located_at_its_key() -> None:
    text = PLAYED.replace("card: call.token}", "card: call.tokn}")
    line = text.splitlines().index(PLAY_LINE.replace("call.token", "call.tokn")) + 1
    with pytest.raises(InputError) as exc:
        resolve(load_scenario_text(text, "typo.yaml"))
    [problem] = exc.value.problems
    assert (problem.line, problem.path) == (line, "actions[6].card")
    assert problem.col > 1 and "'call.tokn'" in problem.message
