"""Force of Will audit 58 (scenarios/force-of-will/rulings-audit58/): audit 57's and 56's
leftovers (an either/or part in a question of several parts, a trigger never put on the chase
asked of by its name), then card-text probes a judge at a table would bring."""

from __future__ import annotations

import pytest

from judge.errors import UnsupportedMechanic
from tests.helpers import leads_asked, ruling, scenario_text

R09 = "force-of-will/battle/r09-must-be-the-attacker-if-you-attack.yaml"
COPY57 = "force-of-will/rulings-audit57/copy-asked-whether-it-draws-or-deals-damage.yaml"
DRAWING57 = ("force-of-will/rulings-audit57/"
             "copy-of-a-drawing-mode-neither-deals-damage-nor-destroys.yaml")
FLARE = "force-of-will/rulings-audit56/trigger-whose-cost-cannot-be-paid-is-not-played.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_an_either_or_part_of_several_is_yes_where_one_holds(expect: bool) -> None:
    """FOW 803.3a: "Can she pass? In a battle, can she attack with the Squire, forfeit, or
    attack with the Champion?": she may attack with the Champion, so the second part is Yes
    (audit 57's leftover: no Yes or No, as the part was one of several)."""
    leads = leads_asked(R09, "In a battle, can she attack with the Squire, forfeit, or attack "
                             "with the Champion?", expect)
    yes = [f for f in leads if f.verdict]
    assert [f.verdict for f in yes] == ["Yes"], [f.sentence for f in leads]
    assert "Action 2 (alice declares an attack) is allowed" in yes[0].sentence


@pytest.mark.parametrize("order", ["deal damage or destroy Bob's Golem",
                                   "destroy Bob's Golem or deal damage"])
def test_an_either_or_part_of_several_is_no_where_each_is_known_not_to(order: str) -> None:
    """FOW 1017.3d: the copy of the drawing mode deals no damage and destroys nothing: after a
    part asking how many cards Alice draws, the either/or part is No, each clause said."""
    leads = leads_asked(DRAWING57, f"How many cards does Alice draw? Does the copy {order}?")
    assert not leads[0].verdict and "Alice draws 2 cards" in leads[0].sentence, leads[0].sentence
    assert [f.verdict for f in leads[1:]] == ["No", "No"], [f.sentence for f in leads]
    assert all(f.citations for f in leads[1:]), [f.citations for f in leads]


def test_an_either_or_part_of_several_is_no_yes_or_no_where_one_is_unknown() -> None:
    """"Does the copy draw a card or gain life?" after another part, with `expect:` saying
    nothing of life: it draws nothing, and no fact says of life: no Yes or No to it."""
    leads = leads_asked(COPY57, "Is the Golem destroyed? Does the copy draw a card or gain "
                                "life?")
    assert [f.verdict for f in leads if f.verdict] == ["Yes"], [f.sentence for f in leads]
    assert leads[0].sentence.startswith("Yes — Golem (golem) is destroyed"), leads[0].sentence


@pytest.mark.parametrize("asked", ["Does Flare Up go on the chase?",
                                   "Is Flare Up put onto the chase?",
                                   "Does Cinder Herald's ability go on the chase?"])
@pytest.mark.parametrize("expect", [True, False])
def test_a_trigger_never_put_on_the_chase_is_a_no(asked: str, expect: bool) -> None:
    """FOW 906.6 (audit 56's leftover): Flare Up, of a Cinder Herald the file puts on the chase,
    triggered but its cost could not be paid: it is not put onto the chase. No fact answered
    ("Cinder Herald resolves ..."): the cards read were the file's objects, not its chase."""
    lead = leads_asked(FLARE, asked, expect)[0]
    assert lead.verdict == "No", lead.sentence
    assert "its cost cannot be paid" in lead.sentence, lead.sentence
    assert lead.citations[0] == "FOW 906.6", lead.citations


def test_the_scouts_enter_ability_triggers() -> None:
    """FOW 906.5: "... does the Scout's [Enter] ability trigger?" of a Scout of Dawn the file
    puts on the chase: Yes, Scouting triggers as it enters (it had no Yes or No)."""
    leads = leads_asked("force-of-will/keywords/reincarnation-not-revealed-the-card-enters-"
                        "alone.yaml", "= Alice's Scout of Dawn resolves; she holds Phoenix of "
                        "the Second Dawn but does not reveal it. What enters the field, and does "
                        "the Scout's [Enter] ability trigger?")
    assert [f.verdict for f in leads if f.verdict] == ["Yes"], [f.sentence for f in leads]
    assert any(f.sentence.startswith("Yes — Scouting (scout.scouting) triggers") for f in leads)


AUDIT58 = "force-of-will/rulings-audit58/"
UNPAYABLE = AUDIT58 + "unpayable-instead-cannot-be-chosen.yaml"
APPLIED = AUDIT58 + "unpayable-instead-applied-under-the-other-option.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_an_unpayable_instead_is_not_chosen(expect: bool) -> None:
    """FOW HP.66 (cannot-choose), 1003.4: Alice has no will, so she cannot choose "you may pay
    one fire will instead": the Golem is destroyed. Judge applied it by default, "paid
    nothing", and said "No — Phoenix Golem is still on the field" (a confident wrong No)."""
    lead = leads_asked(UNPAYABLE, "Is the Golem destroyed?", expect)[0]
    assert lead.sentence.startswith("Yes — Phoenix Golem (golem) is destroyed"), lead.sentence
    res = ruling(scenario_text(UNPAYABLE))
    step = next(s for s in res.steps if "cannot choose to apply" in s.summary)
    assert step.citations == ("FOW 1003.4", "FOW 910.3", "FOW HP.66"), step.citations
    assert res.policies.get("replace.unpayable_instead") == "cannot-choose", res.policies


def test_an_unpayable_instead_applied_under_the_other_option() -> None:
    """FOW HP.66 (applied), 910.2d: applied all the same, neither the destruction nor the
    payment happens; the policy is cited where the payment fails."""
    res = ruling(scenario_text(APPLIED))
    assert res.final["objects"]["golem"]["zone"] == "field"
    step = next(s for s in res.steps if s.summary.startswith("instead of Phoenix Golem"))
    assert "FOW HP.66" in step.citations, step.citations


def test_a_payable_instead_is_applied_and_names_no_policy() -> None:
    """With one fire will she pays it and the Golem survives healed (910.3); HP.66 decides
    nothing, so it is not recorded."""
    res = ruling(scenario_text(UNPAYABLE).replace("alice: {life: 4000}",
                                                  "alice: {life: 4000, fire: 1}")
                 .split("expect:\n")[0])
    assert res.final["objects"]["golem"]["zone"] == "field"
    assert res.final["players"]["alice"]["fire"] == 0, res.final["players"]["alice"]
    assert res.final["objects"]["golem"].get("damage", 0) == 0, res.final["objects"]["golem"]
    assert "replace.unpayable_instead" not in res.policies, res.policies


def test_a_will_ability_that_could_pay_is_her_choice() -> None:
    """FOW 1003.5: a ready Fire Magic Stone could produce the fire: whether she plays it is
    her choice, which the file does not make (exit 3), not a refusal."""
    text = scenario_text(UNPAYABLE).replace(
        "  - {id: lance, card: Flame Lance, owner: bob, zone: hand}",
        "  - {id: lance, card: Flame Lance, owner: bob, zone: hand}\n"
        "  - {id: stone, card: Fire Magic Stone, owner: alice, zone: field}").split(
        "expect:\n")[0]
    with pytest.raises(UnsupportedMechanic, match="their choice"):
        ruling(text)


SHADE = AUDIT58 + "restriction-against-opponents-follows-the-new-controller.yaml"


@pytest.mark.parametrize("asked", ["Can she target it?", "Can it be targeted by her?"])
@pytest.mark.parametrize("expect", [True, False])
def test_can_she_target_it_asks_of_the_play_that_targets(asked: str, expect: bool) -> None:
    """FOW 105.3: Alice took the Shade ("cannot be targeted by your opponents") with Mass Seize,
    then played Flame Lance at it. "Can she target it?" was answered "Yes — Action 1 (alice
    plays Mass Seize) is allowed": a play that targets nothing; the Lance's play is asked of."""
    lead = leads_asked(SHADE, asked, expect)[0]
    assert lead.sentence.startswith("Yes — Action 4 (alice plays Flame Lance) is allowed"), \
        lead.sentence


@pytest.mark.parametrize(("name", "asked", "starts"), [
    ("condition-checked-as-the-chant-resolves.yaml", "How many cards does Alice draw?",
     "Alice draws 1 card"),
    ("def-bonus-ending-leaves-lethal-damage.yaml", "Is the Golem destroyed?",
     "Yes — Guard Golem (golem) is destroyed at step 14"),
    ("taken-addition-static-changes-sides.yaml", "What is Bob's Squire's ATK?",
     "Squire (squire) has ATK 300 (it had ATK 400)"),
    ("amount-counted-in-hand-leaves-the-chant-out.yaml", "Is the Golem destroyed?",
     "No — Golem (golem) is still on the field and has 200 damage"),
    ("cannot-attack-condition-starts-mid-turn.yaml", "Can the Knight attack Bob?",
     "No — Action 5 (alice declares an attack) is rejected at step 8"),
    ("ruler-is-no-j-ruler-for-a-condition.yaml", "How many cards does Alice draw?",
     "Alice draws 1 card"),
])
@pytest.mark.parametrize("expect", [True, False])
def test_card_text_probes_pinned(name: str, asked: str, starts: str, expect: bool) -> None:
    """Card-text probes ruled from the rules first, which judge already answered right: a
    condition read on resolution (908.1), a DEF bonus ending (904.1, 1204.1a), a taken
    addition's static ability (105.3), an amount counted in hand on resolution (1007.3a), a
    cannot-attack that starts to hold mid-turn (104.4), a ruler not yet a J-ruler (202.2)."""
    lead = leads_asked(AUDIT58 + name, asked, expect)[0]
    assert lead.sentence.startswith(starts), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_a_control_change_whose_condition_ends_cites_its_duration(expect: bool) -> None:
    """FOW 901.2b: "Who controls the Golem?" after the Altar whose control Puppet Strings' change
    lasted for left: Bob, by the effect's duration ending; it cited only 605.1b (the passes)."""
    lead = leads_asked(AUDIT58 + "control-for-as-long-as-ends-with-the-addition.yaml",
                       "Who controls the Golem?", expect)[0]
    assert lead.sentence.startswith("Golem (golem) is controlled by bob"), lead.sentence
    assert lead.citations[0] == "FOW 901.2b", lead.citations
