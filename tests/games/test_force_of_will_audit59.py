"""Force of Will audit 59 (scenarios/force-of-will/rulings-audit59/): audit 58's leftovers (a
part asking of "the copy", a mandatory "pay ... instead" that cannot be paid, the Shade's and the
will-producing ability's deciding rules, the Explode probe without `expect:`), a card asked of
alone answered by another card's fact (audit VW 52's probe), then card-text probes."""

from __future__ import annotations

import pytest

from tests.helpers import leads_asked, ruling, scenario_text

AUDIT59 = "force-of-will/rulings-audit59/"
COPY57 = "force-of-will/rulings-audit57/copy-asked-whether-it-draws-or-deals-damage.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_a_part_asking_of_the_copy_is_answered_of_the_copy(expect: bool) -> None:
    """FOW 1017.3d: "Is the Golem destroyed? Does the copy deal damage?": the copy keeps the
    damage mode, so Yes by its own resolution; the second part had no answer of its own."""
    leads = leads_asked(COPY57, "Is the Golem destroyed? Does the copy deal damage?", expect)
    assert [f.verdict for f in leads] == ["Yes", "Yes"], [f.sentence for f in leads]
    assert leads[0].subject.id == "golem", leads[0].sentence
    assert leads[1].subject.id == "twin.copy", leads[1].sentence
    assert leads[1].citations[0] == "FOW 1017.3d", leads[1].citations


def test_the_bundled_copy_ruling_answers_both_parts() -> None:
    res = ruling(scenario_text(AUDIT59 + "copy-asked-after-another-part-deals-damage.yaml"))
    leads = [f for f in res.answer if f.lead]
    assert [(f.subject.id, f.verdict) for f in leads] == [("golem", "Yes"),
                                                          ("twin.copy", "Yes")], leads


@pytest.mark.parametrize("expect", [True, False])
def test_a_part_asking_whether_the_copy_draws_is_still_no(expect: bool) -> None:
    """The copy of the damage mode draws nothing: the draw part's No is kept."""
    leads = leads_asked(COPY57, "Is the Golem destroyed? Does the copy draw a card?", expect)
    assert [f.verdict for f in leads] == ["Yes", "No"], [f.sentence for f in leads]


MANDATORY = AUDIT59 + "mandatory-instead-that-cannot-be-paid-neither-happens.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_a_mandatory_instead_that_cannot_be_paid_cites_910_2d(expect: bool) -> None:
    """FOW 910.2d: neither the destruction nor the payment happens; the No cites why."""
    lead = leads_asked(MANDATORY, "Is the Golem destroyed?", expect)[0]
    assert lead.sentence.startswith("No — Phoenix Golem (golem) is still on the field"), \
        lead.sentence
    assert lead.citations[0] == "FOW 910.2d", lead.citations
    res = ruling(scenario_text(MANDATORY))
    step = next(s for s in res.steps if s.summary.startswith("instead of Phoenix Golem"))
    assert "the event this replaced does not happen either" in step.summary, step.summary
    assert "FOW 910.2d" in step.citations and "FOW 1003.4" in step.citations, step.citations
    assert res.final["players"]["alice"].get("fire", 0) == 0


def test_an_unpayable_instead_applied_under_hp66_cites_910_2d() -> None:
    """FOW HP.66 `applied`: applied all the same, it is the same impossible result (910.2d)."""
    res = ruling(scenario_text("force-of-will/rulings-audit58/unpayable-instead-applied-under-"
                               "the-other-option.yaml"))
    lead = next(f for f in res.answer if f.lead)
    assert lead.citations[0] == "FOW 910.2d", lead.citations


SHADE = ("force-of-will/rulings-audit58/"
         "restriction-against-opponents-follows-the-new-controller.yaml")


@pytest.mark.parametrize("expect", [True, False])
def test_the_taken_shade_may_be_targeted_by_105_3(expect: bool) -> None:
    """FOW 105.3: the Shade's "your opponents" are its controller's, Alice's now: the Yes cites
    that, not the play's own rule (703.2)."""
    lead = leads_asked(SHADE, "Can she target it?", expect)[0]
    assert lead.verdict == "Yes", lead.sentence
    assert lead.citations[0] == "FOW 105.3", lead.citations


def test_a_shade_still_its_owners_cites_no_105_3() -> None:
    """Without Mass Seize, Alice is Bob's opponent: her Flame Lance is refused (104.4)."""
    text = scenario_text(SHADE).replace("  - {by: alice, do: play, card: seize}\n"
                                        "  - {by: alice, do: pass}\n"
                                        "  - {by: bob, do: pass}\n", "").split("expect:\n")[0]
    res = ruling(text)
    lead = next(f for f in res.answer if f.lead)
    assert lead.verdict == "No", lead.sentence
    assert "FOW 105.3" not in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_a_will_producing_ability_that_targets_is_answered_by_907_1a(expect: bool) -> None:
    """FOW 907.1a: the Adept's ability targets, so it is no will ability and uses the chase:
    that is why Bob may answer it (it cited [Quickcast], 1112.2, alone)."""
    lead = leads_asked("force-of-will/rulings-audit54/a-will-ability-with-a-target-uses-the-"
                       "chase.yaml", "Can Bob answer it with Quick Spark on the Adept?",
                       expect)[0]
    assert lead.verdict == "Yes", lead.sentence
    assert lead.citations[:2] == ("FOW 907.1a", "FOW 1112.2"), lead.citations


def test_a_will_ability_is_not_said_to_use_the_chase() -> None:
    """An untargeted will-producing ability is a will ability (907.1a): it resolves at once,
    and nothing says it uses the chase."""
    text = scenario_text("force-of-will/rulings-audit54/a-will-ability-with-a-target-uses-the-"
                         "chase.yaml").replace("kind: activated", "kind: resource").replace(
        "        targets: [{type: resonator}]\n", "").replace(
        "          - damage: {target: $1, amount: 100}\n", "").replace(
        ", ability: Kindle, targets: [squire]}", ", ability: Kindle}").split("expect:\n")[0]
    res = ruling(text.split("  - {by: alice, do: pass}")[0])
    assert res.final["players"]["alice"]["fire"] == 1, res.final["players"]["alice"]
    assert not any("FOW 907.1a" in s.citations for s in res.steps), [
        (s.summary, s.citations) for s in res.steps]


@pytest.mark.parametrize("expect", [True, False])
def test_the_explode_blocker_is_not_destroyed_by_the_prevention(expect: bool) -> None:
    """FOW 1018.1b: without `expect:` the Golem's No was explained by its block (804.3) and
    "it has no damage, as at the start"; the prevention decides it."""
    lead = leads_asked("force-of-will/rulings-audit54/explode-with-all-damage-prevented.yaml",
                       "Is the Golem destroyed?", expect)[0]
    assert lead.verdict == "No", lead.sentence
    assert "Stone Skin (skin) prevented the 300 damage" in lead.sentence, lead.sentence
    assert lead.citations[0] == "FOW 1018.1b", lead.citations


@pytest.mark.parametrize(("name", "asked", "oid", "verdict"), [
    ("rulings-audit10/responder-keeps-priority-after-playing.yaml",
     "Is the Stone Sentinel destroyed?", "sentinel", "No"),
    ("rulings-audit35/crest-granted-ends-as-the-magic-crest-is-destroyed.yaml",
     "Is the Crest Guard destroyed?", "guard", "No"),
    ("systems/fusion-grants-its-abilities.yaml", "Is the Crimson Drake destroyed?", "drake",
     "No"),
])
def test_a_card_asked_alone_is_answered_of_itself(name: str, asked: str, oid: str,
                                                  verdict: str) -> None:
    """FOW 1204.1 (audit VW 52's probe of Force of Will rows): with `expect:` checking
    something else of the card, "Is the X destroyed?" was answered with another card's fact
    ("No — Ember Squire (squire) is still on the field"; "Yes — Ash Scout (scout) is
    destroyed" of the Drake); now the card's own place answers it."""
    lead = leads_asked("force-of-will/" + name, asked)[0]
    assert (lead.subject.id, lead.verdict) == (oid, verdict), lead.sentence


def test_another_card_never_says_yes_for_one_asked_alone() -> None:
    """"Is the Ember Squire destroyed?" of a card in the deck while the Sentinel was destroyed:
    it was "Yes — Stone Sentinel (sentinel) is destroyed"."""
    leads = leads_asked("force-of-will/card-text/condition-read-when-it-resolves.yaml",
                        "Is the Ember Squire destroyed?")
    assert all(f.subject.id != "sentinel" for f in leads if f.verdict), \
        [f.sentence for f in leads]


@pytest.mark.parametrize("asked", [
    "Does the second copy's ability let her draw?",
])
def test_a_draw_asked_of_a_card_is_still_the_players(asked: str) -> None:
    """"Does the second copy's ability let her draw?" asks of her draw: the card of her deck
    says it, not the card the clause names (kept: No, 1205.8)."""
    lead = leads_asked("force-of-will/rulings/mythic-duplicate-is-not-destroyed.yaml", asked)[0]
    assert lead.sentence.startswith("No — alice does not draw"), lead.sentence


@pytest.mark.parametrize(("name", "asked", "starts"), [
    ("card-asked-alone-is-not-answered-by-another-card.yaml",
     "Is the Stone Sentinel destroyed?",
     "No — Stone Sentinel (sentinel) is still on the field and has no damage"),
    ("card-asked-alone-is-not-answered-by-another-cards-destruction.yaml",
     "Is the Squire destroyed?", "No — Ember Squire (squire) is still on the field"),
])
def test_the_bundled_card_asked_alone_rulings(name: str, asked: str, starts: str) -> None:
    lead = leads_asked(AUDIT59 + name, asked)[0]
    assert lead.sentence.startswith(starts), lead.sentence
    assert lead.citations[0] == "FOW 1204.1", lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_can_it_attack_asks_of_the_attack_not_the_play_that_targeted_it(expect: bool) -> None:
    """FOW 104.4: "Can the Courier attack Bob?" of a [Swiftness] Courier under Shackle: No by
    the refused attack, not "Yes — Action 5 (bob plays Shackle) is allowed" (the play named only
    by what it targets)."""
    lead = leads_asked(AUDIT59 + "swiftness-does-not-beat-cannot-attack.yaml",
                       "Can the Courier attack Bob?", expect)[0]
    assert lead.sentence.startswith("No — Action 8 (alice declares an attack) is rejected"), \
        lead.sentence
    assert lead.citations[0] == "FOW 104.4", lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_can_bob_play_shackle_still_asks_of_the_play(expect: bool) -> None:
    """The play is still what a question naming it asks of: "Can Bob play Shackle on it?"."""
    lead = leads_asked(AUDIT59 + "swiftness-does-not-beat-cannot-attack.yaml",
                       "Can Bob play Shackle on the Courier?", expect)[0]
    assert lead.sentence.startswith("Yes — Action 5 (bob plays Shackle) is allowed"), \
        lead.sentence


@pytest.mark.parametrize(("name", "asked", "starts", "says", "rule"), [
    ("effect-of-a-resolved-ability-outlasts-its-source.yaml", "What is the Squire's ATK?",
     "Ember Squire (squire) has ATK 700", "", "FOW 707.3"),
    ("reduction-of-free-will-leaves-an-attribute-cost.yaml", "What does she pay for it?",
     "Alice pays for Flame Lance (lance): 1 fire", "", "FOW 903.2k-4"),
    ("copy-keeps-its-x-after-the-original-is-cancelled.yaml",
     "How much damage does the Squire take?", "Squire (squire) ", "has 300 damage",
     "FOW 1017.3d"),
])
@pytest.mark.parametrize("expect", [True, False])
def test_card_text_probes_pinned(name: str, asked: str, starts: str, says: str, rule: str,
                                 expect: bool) -> None:
    """Card-text probes ruled from the rules first, which judge already answered right: an
    effect a resolved ability made outlasts its source (707.3), a reduction of free will
    leaves an attribute cost whole (903.2k-4), a copy keeps its X once the original is
    cancelled (1017.3d)."""
    lead = leads_asked(AUDIT59 + name, asked, expect)[0]
    assert lead.sentence.startswith(starts) and says in lead.sentence, lead.sentence
    assert lead.citations[0] == rule, lead.citations


@pytest.mark.parametrize(("name", "first"), [
    ("battle/blocker-removed-before-damage.yaml", "knight"),
    ("rulings-audit35/crest-granted-ends-as-the-magic-crest-is-destroyed.yaml", "guard"),
    ("rulings/multi-strike-with-pierce-hits-the-player-twice.yaml", "lancer"),
])
@pytest.mark.parametrize("expect", [True, False])
def test_which_survive_leads_with_the_card_that_does(name: str, first: str,
                                                    expect: bool) -> None:
    """"Which resonators survive?" led with a card destroyed or returned to the hand, where
    `expect:` checked of the survivor only what says nothing of its place (its damage, its ATK)
    and "Does the X survive?" asked alone says Yes of it (audit VW 52's which-probe, Force of
    Will rows): the survivor's whole fact leads."""
    leads = leads_asked("force-of-will/" + name, "Which resonators survive?", expect)
    assert leads[0].subject.id == first, [f.sentence for f in leads]
