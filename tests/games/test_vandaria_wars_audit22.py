"""Vandaria Wars, audit 22: the mechanisms behind scenarios/vandaria-wars/rulings-audit22."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from judge.app import load_scenario_text
from judge.cli.main import cli
from judge.errors import InputError

from ..conftest import ROOT

AUDIT = ROOT / "scenarios/vandaria-wars/rulings-audit22"
AS_IT_OPENS = ROOT / "scenarios/vandaria-wars/rulings-audit20/" \
    "trigger-target-chosen-as-the-new-register-opens-policy.yaml"


def why_chain(path: str, subject: str) -> list[dict[str, object]]:
    result = CliRunner().invoke(cli, ["why", path, subject, "--json"])
    assert result.exit_code == 0, result.output
    chain: list[dict[str, object]] = json.loads(result.output)["chain"]
    return chain


def test_why_dates_a_trigger_and_its_targets_chosen_as_the_new_register_opens() -> None:
    """VW HP.48 `as-it-opens`: Spite triggered at step 12 (Avenger destroyed, VW REG.6.a) and
    chose its target as the new register opened, at step 15 (VW REG.6.b). `judge why` said it
    triggered at step 15 and never said when its target was chosen."""
    chain = why_chain(str(AS_IT_OPENS), "av.spite")
    chose = [link for link in chain if link["relation"] == "chooses"]
    triggered = [link for link in chain if link["relation"] == "triggers"]
    assert [(link["step"], link["rules"]) for link in chose] == [(15, ["VW REG.6.b", "VW HP.48"])]
    assert [link["step"] for link in triggered] == [12]
    assert "chose its targets as it went into the new register" in str(chose[0]["sentence"])


def test_a_target_of_a_job_never_named_is_refused_for_the_job_not_a_placeholder() -> None:
    """VW REG.14.a: "Pilih 1 tipe job" names the job as the Action is registered. A target "of
    that job" with no job named was refused as "not a legal target (\\0unchosen)", judge's own
    placeholder for a choice not made."""
    path = AUDIT / "job-not-named-target-of-that-job-refused.yaml"
    result = CliRunner().invoke(cli, ["resolve", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert "\\u0000" not in result.output and "\0" not in result.output
    assert "no job was chosen" in result.output


def test_does_an_item_cancel_another_asks_what_it_does_not_whether_it_was_cancelled() -> None:
    """"Does Last Word cancel Gun Shot?" of a Last Word that never resulted (its target gone
    before the new register opened, VW REG.6.a-b, REG.8.b) was answered "Yes — Last Word does not
    result": the question's "cancel" was read as "is it cancelled"."""
    from judge.app import load_scenario, resolve

    res = resolve(load_scenario(ROOT / "scenarios/vandaria-wars/rulings-audit22/"
                                "trigger-cannot-cancel-an-action-below-it-in-the-locked-register"
                                ".yaml"), answer=True)
    first = res.answer[0]
    assert first.verdict == "No", (first.verdict, str(first.said))


JOB_NAMED = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 3}
  bob: {gold: 3}
cards:
  Muster:
    type: action
    cost: {gold: 1}
    additional_cost: {choose: {job: OPTIONS}}
    effect: [{modify: {target: {each: {type: follower, chosen: [job]}}, stats: {atk: 1}}}]
objects:
  - {id: muster, card: Muster, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: muster, choices: {job: NAMED}}
"""


@pytest.mark.parametrize(("options", "named", "says"), [
    ("any", "human", "'human' is the Human alliance (VW IN.2.a), not a job type"),
    ("any", "Eden", "'Eden' is a Frameless faction, Eden (VW IN.2.c), not a job type"),
    ("[knight, holy]", "knight", "'holy' is a Follower's attribute, Holy (VW REG.8.a)"),
])
def test_pilih_1_tipe_job_names_no_alliance_faction_or_attribute(options: str, named: str,
                                                                  says: str) -> None:
    """"Pilih 1 tipe job" names a job type (VW REG.14.a). Naming "human" matched every Human
    Follower, its traits holding alliance, faction and Holy/Dark beside the job: the Human
    alliance, the factions (VW IN.2) and Holy / Dark are no job, and a file naming one as a job
    is refused where it says so."""
    text = JOB_NAMED.replace("OPTIONS", options).replace("NAMED", named)
    with pytest.raises(InputError) as info:
        load_scenario_text(text)
    assert says in str(info.value)


def test_a_card_name_holding_a_verb_is_not_the_verb_asked() -> None:
    """"Does Counterspell result?" of a Counterspell that resulted was answered "No — Counterspell
    results at step 10": the "counter" of its name was read as "is it countered"."""
    from judge.app import resolve

    path = ROOT / "scenarios/vandaria-wars/rulings-audit18/a-followers-skill-cancelled-by-an-" \
        "action.yaml"
    data = yaml.safe_load(path.read_text())
    data.update(question="Does Counterspell result?", ask=["cs"])
    first = resolve(load_scenario_text(yaml.safe_dump(data)), answer=True).answer[0]
    assert first.verdict == "Yes", (first.verdict, str(first.said))


def test_damage_taken_and_worn_off_answers_yes_with_the_step_that_dealt_it() -> None:
    """"Does Sample Fort take damage?" of a Fort dealt 3 that wore off as the turn ended (VW
    OV.2.b) was answered "Yes — Sample Fort (fort) is still on the field" (or, asked of its
    damage, "Yes — ... has no damage"): the Yes stood beside a fact that said otherwise."""
    from judge.app import resolve

    path = ROOT / "scenarios/vandaria-wars/rulings-audit21/territory-damage-wears-off-at-end-of-" \
        "turn.yaml"
    data = yaml.safe_load(path.read_text())
    for ask in (["fort"], ["fort.damage"]):
        data.update(question="Does Sample Fort take damage?", ask=ask)
        first = resolve(load_scenario_text(yaml.safe_dump(data)), answer=True).answer[0]
        assert first.verdict == "Yes", (first.verdict, str(first.said))
        assert "is dealt 3 damage by Cannonade (can) at step" in first.text, first.text


@pytest.mark.parametrize(("asked", "verdict"), [("Does Alice get priority?", "Yes"),
                                                ("Does Bob get priority?", ""),
                                                ("Does Bob get priority before Alice?", "")])
def test_does_a_player_get_priority_is_yes_of_the_holder(asked: str, verdict: str) -> None:
    """After battle damage results the active player gets priority (VW REG.9.b): "Does Alice get
    priority?" had no Yes; another player is never answered No (they may have had it on the
    way)."""
    from judge.app import resolve

    path = ROOT / "scenarios/vandaria-wars/rulings/attack-a-territory-damage-as-distributed.yaml"
    data = yaml.safe_load(path.read_text())
    data.update(question=asked)
    data.pop("ask", None)
    first = resolve(load_scenario_text(yaml.safe_dump(data)), answer=True).answer[0]
    assert first.verdict == verdict, (first.verdict, str(first.said))


# "played" (summoned) is VW HP.49's since audit 23 (tests/games/test_vandaria_wars_audit23.py)
@pytest.mark.parametrize(("event", "says"), [("cancelled", "triggers as it is cancelled"),
                                             ("drawn", "triggers as it is drawn")])
def test_a_cards_own_trigger_off_the_board_is_an_honest_cannot_rule(
        tmp_path: Path, event: str, says: str) -> None:
    """"When this card is summoned": the card then waits in the register, not in play (VW
    REG.1.e), and the guide does not say whether its skills work there. judge ignored such a
    skill without a word (the card entered play and nothing triggered); now exit 3 naming it."""
    path = tmp_path / "herald.yaml"
    path.write_text("""
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 5}
  bob: {gold: 3}
cards:
  Herald:
    type: follower
    cost: {gold: 1}
    stats: {atk: 1, hp: 1}
    abilities:
      - {name: Fanfare, kind: triggered, when: {event: EVENT, object: self},
         effect: [{draw: {count: 1}}]}
objects:
  - {id: herald, card: Herald, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: herald}
""".replace("EVENT", event))
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 3, result.output
    assert says in result.output


def test_can_a_player_answer_an_item_is_not_yes_by_a_play_that_answered_nothing() -> None:
    """"Can Bob answer Spite?" was answered "Yes — Action 2 (bob summons Jab) is allowed": Jab
    went into an empty register, before Spite ever triggered (VW REG.15.a is about answering)."""
    from judge.app import resolve

    data = yaml.safe_load((AUDIT / "triggered-option-without-a-target-takes-the-other-option."
                           "yaml").read_text())
    data.update(question="Can Bob answer Spite?")
    data.pop("ask")
    first = resolve(load_scenario_text(yaml.safe_dump(data)), answer=True).answer[0]
    assert first.verdict == "", (first.verdict, str(first.said))


def test_a_decided_option_with_no_legal_target_is_a_decision_that_cannot_be_followed() -> None:
    """A triggered skill's Option- is chosen with its targets (VW REG.14.b): `decisions:` naming
    the Option- whose target cannot be chosen, where the other could, removed the whole skill
    (VW HP.34) as if nothing could be chosen; now the decision is refused (exit 2)."""
    data = yaml.safe_load((AUDIT / "triggered-option-without-a-target-takes-the-other-option."
                           "yaml").read_text())
    data["decisions"] = {"av.spite": {"choices": {"mode": "Strike"}}}
    from judge.app import resolve

    with pytest.raises(InputError) as info:
        resolve(load_scenario_text(yaml.safe_dump(data)))
    assert "mode 'Strike' has no legal target now" in str(info.value)


def test_does_a_summoned_card_come_into_play_gets_yes_or_no() -> None:
    """A summoned card enters play as its summon results (VW REG.1.e): "Does Border Keep come
    into play?" had no Yes ("enter" was the only verb read), where "Does it enter play?" had."""
    from judge.app import resolve

    path = ROOT / "scenarios/vandaria-wars/summoning/territory-summoned-enters-play.yaml"
    data = yaml.safe_load(path.read_text())
    data.update(question="Does Border Keep come into play?", ask=["newcard"])
    first = resolve(load_scenario_text(yaml.safe_dump(data)), answer=True).answer[0]
    assert first.verdict == "Yes", (first.verdict, str(first.said))


@pytest.mark.parametrize("asked", ["Apakah Spite result?", "Spite result ไหม"])
def test_a_skill_named_in_an_indonesian_or_thai_question_is_a_name(asked: str) -> None:
    """"Apakah Spite result?" got no Ya: the skill's name was no name to the reader of
    Indonesian and Thai questions (only cards, ids and players were), so the question, with a
    word it did not know, was left unread. "Does Spite result?" had its Yes."""
    from judge.app import resolve

    data = yaml.safe_load((AUDIT / "triggered-option-without-a-target-takes-the-other-option."
                           "yaml").read_text())
    data.update(question=asked, ask=["av.spite"])
    first = resolve(load_scenario_text(yaml.safe_dump(data, allow_unicode=True)),
                    answer=True).answer[0]
    assert first.verdict == "Yes", (first.verdict, str(first.said))


@pytest.mark.parametrize("word", ["ter-trigger", "tertrigger"])
def test_the_guides_own_word_for_triggered_is_read(word: str) -> None:
    """The guide writes "tertrigger" and "ter-trigger" (its Register passage): "Apakah Spite
    ter-trigger?" got no Ya, the word unknown to the Indonesian lexicon."""
    from judge.app import resolve

    data = yaml.safe_load((AUDIT / "triggered-option-without-a-target-takes-the-other-option."
                           "yaml").read_text())
    data.update(question=f"Apakah Spite {word}?", ask=["av.spite"])
    first = resolve(load_scenario_text(yaml.safe_dump(data)), answer=True).answer[0]
    assert first.verdict == "Yes", (first.verdict, str(first.said))


def test_the_guides_words_for_getting_priority_are_read() -> None:
    """"Pemain aktif memperoleh prioritas" is the guide's own sentence (VW REG.9.b): "Apakah
    Alice memperoleh prioritas?" was left unread (no Ya), the words unknown to the lexicon."""
    from judge.app import resolve

    path = ROOT / "scenarios/vandaria-wars/rulings/attack-a-territory-damage-as-distributed.yaml"
    data = yaml.safe_load(path.read_text())
    data.update(question="Apakah Alice memperoleh prioritas?")
    data.pop("ask", None)
    first = resolve(load_scenario_text(yaml.safe_dump(data)), answer=True).answer[0]
    assert first.verdict == "Yes", (first.verdict, str(first.said))
