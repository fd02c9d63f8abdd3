"""Vandaria Wars, audit 37: audit 36's leftovers (the wording of a misfit sacrifice, the naming
cited where a used skill's target is of another job) and the register's edges
(scenarios/vandaria-wars/rulings-audit37)."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

from ..helpers import lead_of, resolved_json

AUDIT = Path(__file__).resolve().parents[2] / "scenarios" / "vandaria-wars" / "rulings-audit37"
SACRIFICE = AUDIT / "sacrifice-of-bobs-knight-refused-asked-in-indonesian.yaml"


def _explained(path: Path, lang: str) -> str:
    result = CliRunner().invoke(cli, ["explain", "--no-variants", "-l", lang, str(path)])
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def test_a_sacrifice_chosen_but_misfit_says_what_was_wrong() -> None:
    """A Follower chosen that cannot pay the sacrifice (Bob's) was refused with "one must be
    chosen as it is played", though one was: the refusal now says the one chosen cannot pay it,
    the parenthesis saying why (VW REG.14.a)."""
    lead = lead_of(resolved_json(SACRIFICE))
    assert "(Squire (bsq) is bob's): the one chosen as it was played cannot pay it" in \
        lead["fact"]
    assert "must be chosen" not in lead["fact"]
    assert lead["citations"][0] == "VW REG.14.a"


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("id", "yang dipilih saat dimainkan tidak bisa membayarnya", "harus dipilih"),
    ("th", "ใบที่เลือกไว้ตอนที่เล่นจึงจ่ายค่าร่ายนี้ไม่ได้", "ต้องเลือกหนึ่งใบ"),
])
def test_the_misfit_sacrifice_in_indonesian_and_thai(lang: str, said: str, not_said: str) -> None:
    text = _explained(SACRIFICE, lang)
    assert said in text and not_said not in text


def test_none_chosen_still_says_one_must_be(tmp_path: Path) -> None:
    """Nothing chosen for the sacrifice: "one must be chosen as it is played" stays."""
    path = tmp_path / "s.yaml"
    path.write_text(SACRIFICE.read_text(encoding="utf-8").replace(", sacrifice: bsq", "")
                    .split("expect:")[0], encoding="utf-8")
    assert "one must be chosen as it is played" in lead_of(resolved_json(path))["fact"]


RALLY = Path(__file__).resolve().parents[2] / "scenarios" / "vandaria-wars" / \
    "rulings-audit35" / "named-job-activated-skill-cannot-target-another-job.yaml"


def test_a_target_of_another_job_cites_the_naming() -> None:
    """The Rally's target of another job than the one named as the Sergeant was summoned was
    refused citing VW HP.30 only: the naming decided it too (VW REG.14.a)."""
    assert {"VW HP.30", "VW REG.14.a"} <= set(lead_of(resolved_json(RALLY))["citations"])


def test_a_target_not_of_the_kind_at_all_does_not_cite_the_naming(tmp_path: Path) -> None:
    """A Relic is no Follower whatever job was named: the naming decided nothing."""
    text = RALLY.read_text(encoding="utf-8").split("expect:")[0]
    text = text.replace("  Acolyte: {", "  Banner: {type: relic}\n  Acolyte: {").replace(
        "  - {id: aco,", "  - {id: ban, card: Banner, owner: alice, zone: field}\n  - {id: aco,"
    ).replace("targets: [aco]", "targets: [ban]")
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    lead = lead_of(resolved_json(path))
    assert "Banner (ban) is not a legal target" in lead["fact"]
    assert "VW REG.14.a" not in lead["citations"]


PLAIN = """
game: vandaria-wars
question: QUESTION
turn: {player: alice, phase: main}
players:
  alice: {gold: 0}
  bob: {gold: 0}
cards:
  Squire: {type: follower, stats: {atk: 2, hp: 1}, traits: [human, knight]}
objects:
  - {id: squire, card: Squire, owner: alice, zone: field}
  - {id: d1, card: Squire, owner: alice, zone: deck}
actions:
  - {by: alice, do: pass}
then: stop
"""


@pytest.mark.parametrize(("question", "lead"), [
    ("What ATK does the Squire have?", "Squire (squire) has ATK 2"),
    ("What HP does the Squire have?", "Squire (squire) has HP 1"),
    ("Berapa ATK Squire?", "Squire (squire) has ATK 2"),
    ("Squire มี ATK เท่าไร", "Squire (squire) has ATK 2"),
    ("Is the Squire exhausted?", "No — Squire (squire) is ready"),
    ("Does the Squire survive?", "Yes — Squire (squire) is still on the field"),
])
def test_a_field_nothing_changed_is_answered_as_asked(tmp_path: Path, question: str,
                                                       lead: str) -> None:
    """With no `ask:` nor `expect:`, a stat of a card nothing changed was answered "Squire is
    still on the field" (where it is, not what was asked), in English as in Indonesian and
    Thai: the field the question's words ask is read, the stat named only."""
    import json

    path = tmp_path / "s.yaml"
    path.write_text(PLAIN.replace("QUESTION", json.dumps(question)), encoding="utf-8")
    assert lead_of(resolved_json(path))["fact"].startswith(lead)


def test_damage_of_a_skill_named_by_its_own_name_leads() -> None:
    """"How much damage does Strike deal?" named no card, so the damage reader found no
    source and the answer led with where the Lancer went: it now leads with the damage the
    one skill of that name dealt, read as the Lancer last was (VW REG.7, HP.42)."""
    lead = lead_of(resolved_json(AUDIT / "lancer-recalled-its-strike-reads-the-atk-it-last-had"
                                         ".yaml"))
    assert "Strike (lancer.strike) results: deals 4 damage to Sample Knight (knight)" in \
        lead["fact"]
    assert lead["citations"] == ["VW REG.7", "VW HP.42"]


@pytest.mark.parametrize("question", [
    "How many cards does Alice draw?", "Berapa kartu yang ditarik Alice?",
    "Alice จั่วการ์ดกี่ใบ"])
def test_a_draw_that_did_not_happen_says_why(tmp_path: Path, question: str) -> None:
    """War Council's Fortify draws only "if you control a Territory", read as it results;
    the Fort razed in answer, Alice drew none. The lead said only that her deck's top card was
    still there, citing no rule: it now says the resolution whose draw did not happen, and
    why: its "if" read as it results (VW REG.1.c, audit 40) after the Raze above it (VW
    REG.4.b)."""
    from ..helpers import lead_asked_anew

    lead = lead_asked_anew(AUDIT / "option-if-territory-razed-in-answer-draws-nothing.yaml",
                           question, tmp_path)
    assert lead["fact"].startswith("Alice draws 0 cards: at step 12, War Council (council) "
                                   "results: its draw instruction does not happen: its "
                                   "condition")
    assert lead["citations"] == ["VW REG.1.c", "VW REG.4.b"]


def test_an_opponents_draw_not_done_is_not_hers(tmp_path: Path) -> None:
    """A card whose draw is another player's ("bob draws 2") did not make Alice miss one."""
    from ..helpers import lead_asked_anew

    src = AUDIT / "option-if-territory-razed-in-answer-draws-nothing.yaml"
    copy = tmp_path / "bob.yaml"
    copy.write_text(src.read_text(encoding="utf-8").replace(
        "{draw: {count: 2}, if:", "{draw: {count: 2, player: opponent}, if:"), encoding="utf-8")
    lead = lead_asked_anew(copy, "How many cards does Alice draw?", tmp_path)
    assert "War Council" not in lead["fact"]


@pytest.mark.parametrize(("question", "english"), [
    ("Strike memberikan berapa damage?", "How much damage does Strike deal?"),
    ("Alice menarik berapa kartu?", "How many cards does Alice draw?"),
    ("Alice menarik berapa kartu sekarang?", "How many cards does Alice draw now?"),
    # a shape not known: left as written, never read into a yes/no question
    ("Trader bertahan berapa lama?", "Trader bertahan berapa lama?"),
])
def test_an_indonesian_how_much_in_its_place(question: str, english: str) -> None:
    """"Alice menarik berapa kartu?" was read "Does Alice draw berapa card?", a yes/no
    question, and answered with a Yes."""
    from judge.engine.asked import in_english

    assert in_english(question, ["Strike", "Alice", "Trader"]) == english


def test_the_lancer_asked_in_indonesian_gets_no_yes() -> None:
    lead = lead_of(resolved_json(AUDIT / "lancer-recalled-strike-asked-in-indonesian.yaml"))
    assert lead["fact"].startswith("At step 14, Strike (lancer.strike) results: deals 4 damage")
    assert lead["citations"] == ["VW REG.7", "VW HP.42"]


@pytest.mark.parametrize(("question", "verdict"), [
    ("Apakah Alice boleh mengorbankan Squire milik Bob?", "No — "),
    ("Bisakah Alice mengorbankan Squire milik Bob?", "No — "),
    ("Apakah Knight Tithe ditolak?", "Yes — "),
])
def test_indonesian_sacrifice_and_refusal_get_their_verdict(tmp_path: Path, question: str,
                                                             verdict: str) -> None:
    """"mengorbankan" (sacrifice) and "ditolak" (refused) were words the Indonesian reader did
    not know, so the question was left unread and its answer had no Yes or No."""
    from ..helpers import lead_asked_anew

    lead = lead_asked_anew(SACRIFICE, question, tmp_path)
    assert lead["fact"].startswith(verdict + "Action 1 (alice summons Knight Tithe) is rejected")


def test_a_copy_of_a_card_with_requirements_says_they_are_not_checked() -> None:
    """Bob's copy of Alice's honor-2 Action results though he has no honor: it is not summoned,
    and requirements are checked as a card is (VW REG.13.a). The copy's step said only "it is
    not played", citing nothing of the requirements; it now says so and cites VW REG.13.a."""
    from ..helpers import ruling, scenario_text

    res = ruling(scenario_text("vandaria-wars/rulings-audit37/copy-of-an-honor-action-needs-no-"
                               "honor-of-its-new-controller.yaml"))
    step = next(s for s in res.steps if "puts a copy of" in s.summary)
    assert "(it is not played, so its requirements are not checked)" in step.summary
    assert "VW REG.13.a" in step.citations


@pytest.mark.parametrize(("name", "question", "said"), [
    ("copy-of-an-option-keeps-it-its-if-reads-the-copys-controller",
     "How many cards does Bob draw?",
     "Bob draws 0 cards: at step 5, War Council (council.copy) results: its draw instruction "
     "does not happen"),
    ("lancer-made-dark-then-recalled-its-strike-reads-it-as-it-was",
     "How many cards does Alice draw?",
     "Alice draws 0 cards: at step 16, Strike (lancer.strike) results: deals 2 damage"),
])
def test_a_copys_or_a_skills_draw_not_done_says_why(tmp_path: Path, name: str, question: str,
                                                     said: str) -> None:
    """The draw not done of a copy ("council.copy") or a skill ("lancer.strike") is found by
    the card of its source, as a card's own is."""
    from ..helpers import lead_asked_anew

    assert lead_asked_anew(AUDIT / f"{name}.yaml", question, tmp_path)["fact"].startswith(said)


def test_the_militia_taken_keeps_the_boost_and_its_lead_says_when_it_came() -> None:
    """Rally's +1 ATK (step 6) stays with the Militia Bob takes at step 15; asked field by
    field, the stat's lead names Rally, not Seize."""
    data = resolved_json(AUDIT / "rally-boost-stays-with-the-militia-bob-takes-later.yaml")
    assert data["final"]["objects"]["mil"]["controller"] == "bob"
    assert lead_of(data)["fact"].startswith("Sample Militia (mil) has ATK 3 (it had ATK 2), "
                                            "when Rally (rally) results at step 6")


def test_a_thai_how_much_damage_is_read() -> None:
    """"Strike ทำดาเมจเท่าไร" (ทำดาเมจ: deal damage) was left unread, so the answer led with the
    register's order: it is read as "How much damage does Strike deal?"."""
    from judge.engine.asked import in_english

    assert in_english("Strike ทำดาเมจเท่าไร", ["Strike"]) == "How much damage does Strike deal?"
    lead = lead_of(resolved_json(AUDIT / "lancer-recalled-strike-asked-in-thai.yaml"))
    assert lead["fact"].startswith("At step 14, Strike (lancer.strike) results: deals 4 damage")


def test_a_card_asked_whether_it_becomes_dark_gets_no_wrong_no(tmp_path: Path) -> None:
    """The field a question's words ask of a card nothing changed is never its card: "Does the
    Squire become a Dark Follower?" of a Squire Corruption made Dark (its traits, no field of
    the answer) must not be answered "No — Squire is still Squire"."""
    import json

    text = PLAIN.replace("QUESTION", json.dumps("Does the Squire become a Dark Follower?")) \
        .replace("alice: {gold: 0}", "alice: {gold: 1}").replace(
            "  - {by: alice, do: pass}\n",
            "  - {by: alice, do: play, card: cor, targets: [squire]}\n  - {by: alice, do: pass}\n"
            "  - {by: bob, do: pass}\n").replace(
            "  - {id: d1,", "  - {id: cor, card: Sample Corruption, owner: alice, zone: hand}\n"
            "  - {id: d1,")
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    data = resolved_json(path)
    assert data["final"]["objects"]["squire"]["traits"] == ["dark"]
    assert not lead_of(data)["fact"].startswith("No")
