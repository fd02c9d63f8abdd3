"""Force of Will audit 36 (scenarios/force-of-will/rulings-audit36/): audit 35's leftovers (a
[Protect] lead citing nothing, void will refused for a symbol, a [Fusion] addition's "where"),
and the systems of issue 11 (runes and [Divinity], Revolution Order, «Mythic» duplicates, order
cards, Contract and Transcend, colossal rulers, tokens, astral rulers healed); and what the
scenarios' expect cannot pin: which rule a step or lead cites first and what it says."""

from __future__ import annotations

from tests.helpers import facts_of, leads_of, ruling, scenario_text


def test_void_will_refused_for_a_symbol_cites_that_it_has_no_attribute() -> None:
    """Audit 35's leftover: void will refused for an attribute symbol cited 1003.2 only; the
    rule that says why void is not the symbol's attribute (907.6d) follows it, before the rules
    of a cost that cannot be paid."""
    res = ruling(scenario_text("force-of-will/rulings-audit36/void-will-refused-for-a-water-symbol-"
                               "cites-that-it-has-no-attribute.yaml"))
    step = next(st for st in res.steps if st.kind.value == "reject")
    assert step.citations[:3] == ("FOW 1003.2", "FOW 907.6d", "FOW 903.2l-1"), step


def test_attribute_will_refused_for_another_symbol_does_not_cite_void() -> None:
    """Fire will refused for a water symbol: no void will in the pool, so 907.6d is not cited."""
    res = ruling("""
game: force-of-will
turn: {player: alice, phase: main, number: 5}
players:
  alice: {life: 4000, fire: 2}
  bob: {life: 4000}
cards:
  Tidal Lance: {type: chant, cost: {water: 1}, effect: [{damage: {target: opponent, amount: 500}}]}
objects:
  - {id: lance, card: Tidal Lance, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: lance}
""")
    step = next(st for st in res.steps if st.kind.value == "reject")
    assert "FOW 1003.2" in step.citations and "FOW 907.6d" not in step.citations, step


def test_protect_not_spending_a_limit_counter_leads_with_limits_trigger_rule() -> None:
    """Audit 35's leftover, the last Force of Will lead citing nothing: the Golem kept its
    limit counter because [Limit] triggers only as its card attacks or blocks (1118.2), and
    becoming the attacked object by [Protect] (1168.2) is neither; the lead says so and cites
    both, the keyword's rule first."""
    lead = leads_of("force-of-will/rulings/limit-is-not-spent-by-protect.yaml")[0]
    assert "its [Limit] never triggered: at step 9, bob rests Warden Golem" in lead.sentence, \
        lead.sentence
    assert lead.citations == ("FOW 1118.2", "FOW 1168.2"), lead


def test_where_is_a_fusion_addition_that_lost_its_abilities_leads_with_its_zone() -> None:
    """Audit 35's leftover: "Where is the Whelp?" of a [Fusion] addition that then lost its
    abilities led with its entering (1156.2); it says where it is, and that it stays added
    through the loss (1156.3) before the step that added it."""
    lead = leads_of("force-of-will/rulings-audit35/fusion-added-card-that-loses-its-abilities-"
                    "still-gives-its-stats.yaml")[0]
    assert lead.sentence.startswith(
        "Dragonbond Whelp (whelp) is on the field and is added to Crimson Drake (drake), as "
        "since step 6, and stays so through step 14"), lead.sentence
    assert lead.citations == ("FOW 1156.3", "FOW 1156.2"), lead


def test_a_cancelled_rune_copy_says_it_ceases_to_exist_by_1017_6a() -> None:
    """A played copy (a rune's, 711.2) cancelled: the cancel's step says the copy ceases to
    exist and cites 1017.6a; never 1017.3, the rule of a copied spell, which is not played."""
    res = ruling(scenario_text("force-of-will/rulings-audit36/rune-copy-cancelled-leaves-the-rune-"
                               "revealed.yaml"))
    step = next(st for st in res.steps if st.kind.value == "resolve" and st.item == "dispel")
    assert "cancels Rune of Embers (rune), the copy ceases to exist" in step.summary, step
    assert "FOW 1017.6a" in step.citations and "FOW 1017.3" not in step.citations, step


def test_a_resolved_rune_copy_does_not_cite_the_copied_spell_rule() -> None:
    """A rune's copy resolving ceases to exist by 1017.6a; 1017.3 (a copied spell is not
    played) is not cited, the copy having been played."""
    res = ruling(scenario_text("force-of-will/runes/a-rune-is-revealed-and-a-copy-played.yaml"))
    step = next(st for st in res.steps if st.kind.value == "resolve" and st.item == "flame")
    assert "FOW 1017.6a" in step.citations and "FOW 1017.3" not in step.citations, step


def _step_of(name: str, item: str) -> tuple[str, ...]:
    res = ruling(scenario_text(name))
    return next(st for st in res.steps if st.kind.value == "resolve" and st.item == item
                ).citations


def test_an_astral_ruler_with_no_astral_counter_is_refused_by_1024_4() -> None:
    """Astral by its name alone (its counter removed): the refusal cites 1024.4 (astral follows
    the name; only healing ends it) before 1024.1; with the counter on it, 1024.1 alone."""
    res = ruling(scenario_text(
        "force-of-will/rulings-audit36/astral-counter-removed-is-still-astral."
        "yaml"))
    step = next(st for st in res.steps if st.kind.value == "reject")
    assert step.citations[:2] == ("FOW 1024.4", "FOW 1024.1"), step
    res = ruling(scenario_text("force-of-will/rulers/astral-ruler-cannot-do-judgment.yaml"))
    step = next(st for st in res.steps if st.kind.value == "reject")
    assert "FOW 1024.1" in step.citations and "FOW 1024.4" not in step.citations, step


def test_a_j_ruler_made_astral_or_at_def_0_is_not_cited_as_destroyed() -> None:
    """Made astral (1024.3) or put back at DEF 0 by a rule process (1205.6, not destruction,
    1205.1), a J-ruler does not go by the destruction rules: 1010.1 and 1010.1a are not cited."""
    cites = _step_of("force-of-will/rulings-audit36/colossal-second-form-made-astral-is-ruler-"
                     "side-up.yaml", "exile")
    assert "FOW 1024.3" in cites and not {"FOW 1010.1", "FOW 1010.1a"} & set(cites), cites
    res = ruling(scenario_text("force-of-will/rule-processes/j-ruler-def-zero-goes-astral-despite-"
                               "imperishable.yaml"))
    step = next(st for st in res.steps if st.kind.value == "state_check")
    assert "FOW 1205.6" in step.citations and \
        not {"FOW 1010.1", "FOW 1010.1a"} & set(step.citations), step


def test_destroyed_colossal_forms_and_ordered_j_rulers_cite_their_own_rules() -> None:
    """A colossal ruler's 1st form destroyed cites 1304.4a, its 2nd form 1304.5c; an ordered
    J-ruler destroyed cites that it never becomes astral (1024.2a)."""
    assert "FOW 1304.4a" in _step_of(
        "force-of-will/rulings-audit36/colossal-first-form-destroyed-is-astral.yaml", "fell")
    assert "FOW 1304.5c" in _step_of(
        "force-of-will/rulers/colossal-second-form-destroyed-returns-ruler-side-up.yaml", "fell")
    assert "FOW 1024.2a" in _step_of(
        "force-of-will/rulings-audit36/ordered-j-ruler-destroyed-is-not-astral.yaml", "fell")


def test_an_object_that_moved_leads_with_its_move_not_a_static_stopping() -> None:
    """A destroyed ordered J-ruler and its order card back in the ruler area: the rules of the
    move (1010.1, 1024.2a) lead, not that the J-ruler's static ability stopped as it left the
    field (902.1a), which says nothing of where either went."""
    name = "force-of-will/rulings-audit36/ordered-j-ruler-destroyed-is-not-astral.yaml"
    for fact in facts_of(name)[:2]:
        assert fact.citations == ("FOW 1010.1", "FOW 1024.2a"), fact


def test_the_mythic_entity_kept_says_why_with_1205_8() -> None:
    """The «Mythic» entity a rule process kept ("Mythic Phoenix (phoenix) stays (the one in the
    field longest ...)") said only that it is still on the field, citing nothing: it now says
    the rule process that kept it, citing 1205.8. (Audit 37: the question asks of "the Phoenix
    and the token", so the token made during the ruling leads too, first; the Phoenix's fact is
    still a lead.)"""
    lead = next(f for f in facts_of("force-of-will/rulings-audit36/mythic-token-copy-is-the-"
                                    "duplicate.yaml") if f.lead and f.subject.id == "phoenix")
    assert lead.sentence.startswith("Mythic Phoenix (phoenix) is still on the field: rule "
                                    "process: alice controls 2 entities"), lead.sentence
    assert lead.citations[0] == "FOW 1205.8", lead


def test_a_token_j_ruler_made_astral_is_not_said_to_become_astral() -> None:
    """A token J-ruler made astral ceases to exist in the ruler area (1303.3a): its step said it
    went "ruler side up, and becomes astral", which a token with no ruler side never does."""
    res = ruling(scenario_text("force-of-will/rulings-audit36/token-j-ruler-made-astral-ceases-to-"
                               "exist.yaml"))
    step = next(st for st in res.steps if st.kind.value == "resolve" and st.item == "exile")
    assert "a token, ceases to exist there" in step.summary, step.summary
    assert "becomes astral" not in step.summary.replace("no ruler becomes astral", ""), step
