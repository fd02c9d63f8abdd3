"""Riftbound audit 37: "What does the Cull kill?" names each unit the Cull killed (up to the
answer's limit), and issue 11's least pinned systems (domains of Power, tokens, multiplayer
turn order and scoring, Hunt, Level and XP, Weaponmaster, Quick-Draw, Vision, Accelerate)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import leads_of, ruling

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit37"


@pytest.mark.parametrize(("name", "killed"), [
    ("riftbound/rulings-audit36/group-target-killed-in-answer-the-rest-still-die.yaml",
     ("Drill Recruit (r2)", "Trainee Squire (squire)")),
    ("riftbound/targets/group-no-longer-fits-judge-picks.yaml",
     ("Drill Recruit (r1)", "Drill Recruit (r2)")),
    ("riftbound/targets/group-no-longer-fits-subset.yaml",
     ("Drill Recruit (r2)", "Drill Recruit (r3)", "Drill Recruit (r4)")),
])
def test_what_the_cull_kills_names_each_it_killed(name: str, killed: tuple[str, ...]) -> None:
    """"What does the Cull kill?" of a Cull that killed two led with one of them alone, which
    reads as all it did: each unit its resolution destroyed leads, and no other."""
    leads = leads_of(ROOT / name)
    assert tuple(f.sentence.split(" is killed")[0] for f in leads) == killed
    assert all("when Cinder Cull (cull) resolves" in f.sentence for f in leads)


@pytest.mark.parametrize(("name", "lead"), [
    ("force-of-will/rulings-audit33/fire-captain-alone-does-not-count-itself.yaml",
     "Blaze Captain (blaze) has ATK 400: its Kindred does not apply"),
    ("force-of-will/rulings-audit35/fallen-granted-ends-with-the-turn.yaml",
     "Fallen Knight (knight) has ATK 400, at step 17: bob's draw phase begins: its "
     "Dark Oath stops applying"),
    ("force-of-will/rulers/colossal-judgment-triggers-fate-policy-does-not.yaml",
     "Gorran Crown (crown) is still on the field: its [Fate] does not trigger"),
    ("riftbound/keywords/empower-disempower.yaml", None),
])
def test_a_possessive_note_after_a_fact_of_its_object_says_its(name: str,
                                                              lead: str | None) -> None:
    """A note in a translatable "{object}'s ..." message, read after a fact about the same
    object, kept the name ("Blaze Captain has ATK 400: Blaze Captain's Kindred does not
    apply"): it says "its" (ITS), as an "{object} ..." note says "it"."""
    leads = leads_of(ROOT / name)
    if lead is None:  # the second lead: "Ember Channeler (chan2) ... : its Kindled ..."
        assert leads[1].sentence.startswith("Ember Channeler (chan2) is not Empowered and has "
                                            "Might 2: its Kindled does not apply")
    else:
        assert leads[0].sentence.startswith(lead), leads[0].sentence


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "its Kindred does not apply: its condition is not met"),
    ("id", "Kindred milik kartu itu tidak berlaku"),
    ("th", "Kindred ของมันไม่มีผล"),
])
def test_the_possessive_pronoun_in_each_language(lang: str, said: str) -> None:
    """ITS drops the English template's "'s" ("its", not "its's"); the catalogues say it in
    their own words where the template has the possessor."""
    from judge.i18n import translator
    from judge.msg import ITS, Msg, say

    msg = Msg("{object}'s {ability} does not apply: its condition is not met",
              ability="Kindred", object=ITS)
    assert say(msg, None if lang == "en" else translator(lang)).startswith(said)


def test_weaponmaster_of_a_unit_gone_says_why_nothing_attaches() -> None:
    """A Weaponmaster trigger whose unit was killed in answer resolved "nothing happens" citing
    no rule of Weaponmaster, and "Where is the Maul?" led with a fact citing nothing: the step
    says the unit left the board, so the Equipment stays and nothing is paid (RB 821.1.c.5)."""
    res = ruling((AUDIT / "weaponmaster-unit-killed-in-answer-the-gear-stays.yaml")
                 .read_text(encoding="utf-8"))
    step = next(st for st in res.steps if st.summary.startswith("Weaponmaster"))
    assert "Blade Adept (adept) has left the board: Heavy Maul (maul) cannot be attached to it " \
        "and stays where it is; nothing is paid" in step.summary, step.summary
    assert "RB 821.1.c.5" in step.citations
    lead = next(f for f in res.answer if f.lead)  # "Where is the Maul?": on the Squire, and why
    assert lead.sentence.startswith("Heavy Maul (maul) is attached to Trainee Squire (squire): "
                                    "Weaponmaster (adept.weaponmaster) resolves"), lead.sentence
    assert "RB 821.1.c.5" in lead.citations


@pytest.mark.parametrize(("name", "lead", "cites"), [
    ("quick-draw-attaches-to-a-unit-you-control-but-do-not-own.yaml",
     "Yes — Quick Pistol (pistol) ends in alice's base and is attached to Trainee Squire "
     "(squire)", ("RB 819.1.d",)),  # Quick-Draw attached it (audit 59: not RB 818.3.b)
    ("weaponmaster-cannot-take-equipment-the-opponent-controls.yaml",
     "No — Iron Blade (blade) is controlled by bob and is not attached to anything: Weaponmaster "
     "(adept.weaponmaster) resolves: alice controls no Equipment: Iron Blade (blade), which they "
     "own, is controlled by another player and stays where it is", ("RB 821.1.c",)),
])
def test_does_it_attach_is_answered_yes_or_no(name: str, lead: str,
                                              cites: tuple[str, ...]) -> None:
    """"Does the Pistol attach?" (the verb, not "is it attached?") led without Yes or No, and
    the Blade a Weaponmaster could not take (its owner does not control it) was not said
    (RB 821.1.c: an Equipment they control)."""
    first = leads_of(AUDIT / name)[0]
    assert first.sentence.startswith(lead), first.sentence
    assert tuple(first.citations[:len(cites)]) == cites
