"""`judge explain`: Ruling / Sequence / Nuances from the trace, in text, Markdown and HTML."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.app import load_scenario, resolve
from judge.engine.trace import StepKind
from judge.games import find_game
from judge.lookup.prose import Context, Explanation, explain
from judge.lookup.variants import policy_variants

from ..conftest import SCENARIOS
from .conftest import CANCELLED, LEFT_PLAY, LETHAL, PRAYER, run

ALL_VW = sorted(str(p) for p in (SCENARIOS / "vandaria-wars").rglob("*.yaml")
                if "/invalid/" not in str(p))


def explanation(path: str) -> Explanation:
    sc = load_scenario(path)
    res = resolve(sc)
    g = find_game(sc.game)
    ctx = Context(g.data.rules, g.roles, g.data.policies, g.vocab.board_zones, g.stack_word,
                  g.data.default_edition, sc.policies)
    return explain(res, ctx, policy_variants(sc, res))


def test_text_has_the_question_and_the_three_parts_of_a_ruling() -> None:
    code, out, err = run("explain", PRAYER)
    assert code == 0 and err == ""
    assert "Question: Does Trader Male survive the Gun Shot?" in out
    for heading in ("\nRuling\n", "\nSequence\n", "\nNuances\n", "\nRules cited\n"):
        assert heading in out


def test_the_ruling_answers_with_the_outcome_and_the_final_state() -> None:
    ex = explanation(PRAYER)
    assert ex.answer[0].text.startswith("Yes — Trader Male (trader) is still on the field and "
                                        "has no damage: Prayer (prayer) prevented the 3 damage "
                                        "Gun Shot (shot) would have dealt it at step 6")
    text = " ".join(s.text for s in ex.ruling)
    assert "Prayer (prayer), Profit (profit) and Gun Shot (shot) result in that order." in text


def test_the_ruling_of_a_fizzle_gives_the_reason_and_the_rule() -> None:
    ex = explanation(LEFT_PLAY)
    fizzle = next(s for s in (*ex.answer, *ex.ruling) if "does not result" in s.text)
    assert fizzle.cites == ("VW REG.8.b",) and "at step 8" in fizzle.text
    assert any("Trader Male (trader) ends in bob's hand" in s.text for s in ex.ruling)


def test_the_sequence_is_the_trace_sentence_for_sentence() -> None:
    sc = load_scenario(LEFT_PLAY)
    res = resolve(sc)
    ex = explanation(LEFT_PLAY)
    steps = [s for s in res.steps if s.kind != StepKind.PASS]
    texts = [s.text.rstrip(".").casefold() for s in ex.sequence]
    for step in steps:
        assert step.summary.rstrip(".").casefold() in texts
        sentence = ex.sequence[texts.index(step.summary.rstrip(".").casefold())]
        assert sentence.cites == step.citations


@pytest.mark.parametrize("path", ALL_VW, ids=lambda p: p.rsplit("/", 1)[-1])
def test_every_sentence_of_every_explanation_cites_only_existing_rules(path: str) -> None:
    ex = explanation(path)
    rules = find_game("vandaria-wars").data.rules
    for s in (*ex.answer, *ex.ruling, *ex.sequence, *ex.nuances):
        assert set(s.cites) <= set(rules), (s.text, s.cites)
        assert s.text.strip() and s.text[-1] in ".!?", s.text
    assert ex.answer, "a ruling always opens with an answer"


def test_nuances_name_the_edition_and_every_policy_the_ruling_depended_on() -> None:
    ex = explanation(LETHAL)
    text = " ".join(s.text for s in ex.nuances)
    assert "Ruled under edition guide (the default)" in text
    assert "house policy VW HP.7" in text and "option after-each-item (the default)" in text


def test_a_policy_switch_that_changes_the_outcome_is_reported_with_what_changes() -> None:
    ex = explanation(LETHAL)
    switch = next(s for s in ex.nuances if s.text.startswith("With VW HP.7 set to after-register"))
    assert "would change" in switch.text and "Trader Male (trader): on the field (instead of " \
        "in bob's graveyard)" in switch.text
    assert switch.cites == ("VW HP.7",)


def test_a_policy_switch_that_changes_nothing_says_so() -> None:
    ex = explanation(PRAYER)
    assert any(s.text == "With VW HP.7 set to after-register, the ruling would be the same in "
               "every respect." for s in ex.nuances)


def test_no_variants_skips_the_re_resolutions() -> None:
    code, out, _ = run("explain", PRAYER, "--no-variants")
    assert code == 0 and "outcome would" not in out


def test_markdown_has_headings_a_numbered_sequence_and_italic_citations() -> None:
    code, out, _ = run("explain", CANCELLED, "--format", "markdown")
    assert code == 0
    assert out.startswith("# A cancelled Action never results\n")
    for heading in ("## Ruling", "## Sequence", "## Nuances", "## Rules cited"):
        assert f"\n{heading}\n" in out
    assert "\n- **1.** Bob summons Sample Dispel" in out and "*(VW REG.12.b, VW HP.8)*" in out
    # the answer first ("Where does Gun Shot end up ...?": its place, then why)
    assert "\n## Ruling\n\n**Gun Shot (shot) ends in alice's graveyard; Gun Shot (shot) is " \
        "cancelled" in out


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.attrs: list[tuple[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.attrs += attrs


def test_html_is_one_self_contained_page_with_the_graph_inline() -> None:
    code, out, _ = run("explain", LEFT_PLAY, "--format", "html")
    assert code == 0
    assert "http://" not in out and "https://" not in out
    page = _Collector()
    page.feed(out)
    assert {"html", "style", "svg", "ol", "dl"} <= set(page.tags)
    assert "script" not in page.tags and "link" not in page.tags and "img" not in page.tags
    hrefs = [v for k, v in page.attrs if k in ("href", "src") and v]
    assert hrefs and all(h.startswith("#") for h in hrefs)  # only links within the page
    ids = {v for k, v in page.attrs if k == "id"}
    assert all(h[1:] in ids for h in hrefs if h != "#arrow")
    assert "shot · did not result" in out  # the fizzled item is drawn as such


def test_html_escapes_scenario_text(tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    path.write_text(Path(PRAYER).read_text(encoding="utf-8").replace(
        "question: Does Trader Male survive the Gun Shot?",
        "question: Does <b>Trader</b> & co survive?"), encoding="utf-8")
    code, out, _ = run("explain", str(path), "--format", "html")
    assert code == 0 and "&lt;b&gt;Trader&lt;/b&gt; &amp; co" in out


def test_explain_writes_to_a_file(tmp_path: Path) -> None:
    target = tmp_path / "ruling.html"
    code, out, _ = run("explain", PRAYER, "--format", "html", "-o", str(target))
    assert code == 0 and out == "" and target.read_text(encoding="utf-8").startswith(
        "<!DOCTYPE html>")


def test_explain_of_a_missing_file_exits_2_on_one_line() -> None:
    code, out, err = run("explain", "missing.yaml")
    assert code == 2 and out == "" and err.count("\n") == 1


def test_a_policy_cited_without_a_switch_is_still_named_in_the_nuances() -> None:
    ex = explanation(str(SCENARIOS / "vandaria-wars/summoning/summoning-cannot-respond.yaml"))
    texts = [s.text for s in ex.nuances]
    assert not any(t.startswith("No house policy") for t in texts)
    assert any(t.startswith("The ruling also rests on house policy VW HP.2") for t in texts)


def test_an_object_still_on_the_stack_is_said_once() -> None:
    ex = explanation(str(SCENARIOS / "vandaria-wars/summoning/summoning-cannot-respond.yaml"))
    text = " ".join(s.text for s in (*ex.answer, *ex.ruling))
    assert text.count("Gun Shot (shot)") <= 1 and "Still on the register" not in text


def test_when_the_phase_moves_the_ruling_says_where_the_game_is_now() -> None:
    ex = explanation(str(SCENARIOS / "vandaria-wars/turn/"
                         "passes-on-empty-register-advance-the-phase.yaml"))
    assert any(s.text == "The game is in alice's end phase, turn 1, since step 3." and
               s.cites == ("VW HP.1",) for s in (*ex.answer, *ex.ruling))


def test_a_question_about_priority_is_answered_with_the_holder() -> None:
    from ..helpers import ruling

    res = ruling(Path(PRAYER).read_text(encoding="utf-8").replace(
        "question: Does Trader Male survive the Gun Shot?",
        "question: Who has priority once the register has resulted?"))
    g = find_game("vandaria-wars")
    ctx = Context(g.data.rules, g.roles, g.data.policies, g.vocab.board_zones, g.stack_word,
                  g.data.default_edition, {})
    ex = explain(res, ctx, [])
    assert ex.answer[0].text.startswith("Alice holds priority")
    assert ex.answer[0].cites == ("VW REG.3.b",)  # the round starts with the active player


def test_a_card_with_printed_text_is_named_once_as_ruled_on_its_structured_effects(
        tmp_path: Path) -> None:
    """Free `text:` is never read as rules; explain says so, once, naming the card."""
    body = (SCENARIOS / "vandaria-wars" / "state-checks" / "relics-cannot-be-damaged.yaml"
            ).read_text(encoding="utf-8")
    plain = tmp_path / "plain.yaml"
    plain.write_text(body, encoding="utf-8")
    printed = tmp_path / "printed.yaml"
    printed.write_text(body.replace("    type: action\n", "    type: action\n"
                                    "    text: Deal 1 damage to each card your opponent "
                                    "controls.\n", 1), encoding="utf-8")
    said = [s.text for s in explanation(str(printed)).nuances if "printed text" in s.text]
    assert said == ["judge ruled on the effects of Shockwave as written in the file, not on its "
                    "printed text: check that they say the same."]
    assert not [s for s in explanation(str(plain)).nuances if "printed text" in s.text]


def test_a_card_moved_away_and_back_ends_there_it_is_not_still_there() -> None:
    """Tide Herald goes from the hand to the board and Swift Recall returns it: "is still in
    alice's hand" would say it never left (audit-rb, riftboundfaq Abilities #source-removal)."""
    ex = explanation("scenarios/riftbound/rulings/trigger-resolves-without-its-source.yaml")
    text = " ".join(s.text for s in (*ex.answer, *ex.ruling))
    assert "Tide Herald (herald) ends in alice's hand" in text
    assert "Tide Herald (herald) is still" not in text


def test_a_card_attached_to_another_players_j_ruler_ends_in_that_players_item_area() -> None:
    """FOW 313.3, 1032.1: an attached card is in its J/ruler's controller's item area; the
    answer said "ends in bob's item area" (its owner's) for Bob's spell attached to Alice's
    J-ruler."""
    ex = explanation("scenarios/force-of-will/attach/another-spell-attached-leaves-the-chase.yaml")
    text = " ".join(s.text for s in (*ex.answer, *ex.ruling))
    assert "Drift Hound (hound) ends in alice's item area" in text
    assert "bob's item area" not in text


def test_a_cause_two_answers_share_is_told_once() -> None:
    """Two answers led back to the same counter: its links were told twice, the second time
    without their step number."""
    ex = explanation("scenarios/riftbound/rulings/countered-kill-cost-stays-paid.yaml")
    texts = [s.text for s in ex.ruling]
    assert sum("in response to Blood Pact (pact)" in t for t in texts) == 1
    assert sum("countered Blood Pact (pact)" in t for t in texts) == 1


def test_two_triggers_of_one_event_go_on_together_not_in_response() -> None:
    """FOW 603.2 / RB 383.3.d: simultaneous triggers are put on the chase together in their
    controllers' order; neither was put on "in response to" the other (it said so)."""
    ex = explanation(str(SCENARIOS / "force-of-will/rulings/two-enter-at-once-trigger-twice.yaml"))
    text = " ".join(s.text for s in (*ex.answer, *ex.ruling))
    assert "in response to" not in text
    said = next(s for s in ex.ruling if "at the same time" in s.text)
    assert said.text.startswith("Welcome (mother.welcome#2) and Welcome (mother.welcome) "
                                "triggered at the same time and went onto the chase together")
    assert said.cites == ("FOW 603.2",)


def test_triggers_that_open_a_new_register_together_do_not_respond() -> None:
    """VW REG.6.b: two Alarms that waited (each triggered as a Spark resulted) go on the new
    register together as it opens; it said the second was put on "in response to" the first.
    The link cites the rules of the opening (REG.6.b, and VW HP.5 for their order)."""
    ex = explanation(str(SCENARIOS / "vandaria-wars/triggers/new-register-then-resolves.yaml"))
    text = " ".join(s.text for s in (*ex.answer, *ex.ruling))
    assert "in response to Alarm" not in text
    said = next(s for s in ex.ruling if "together" in s.text)
    assert said.text.startswith("Alarm (watchman.alarm#2) and Alarm (watchman.alarm) went "
                                "into the new register together as it opened")
    assert "VW REG.6.b" in said.cites


def test_a_card_played_in_response_still_responds() -> None:
    """An item put on the stack while a player had priority still responds to the one below."""
    text = " ".join(s.text for s in explanation(PRAYER).ruling)
    assert "in response to" in text and "at the same time" not in text


def test_after_a_loss_the_chase_is_left_and_nobody_holds_priority(tmp_path: Path) -> None:
    """Asked about Second Wind, the prose said "Still on the chase ...; bob holds priority"
    after bob lost (FOW 103.2: the game is over)."""
    src = SCENARIOS / "force-of-will/rulings/zero-life-loses-before-the-chase-goes-on.yaml"
    path = tmp_path / "lost.yaml"
    path.write_text(src.read_text().replace("title:", "ask: [wind]\ntitle:", 1))
    ex = explanation(str(path))
    text = " ".join(s.text for s in (*ex.answer, *ex.ruling))
    assert "holds priority" not in text
    assert "Left on the chase when the game ended (bottom first): Second Wind (wind); nothing " \
        "more resolves." in text


def test_a_static_abilitys_replacement_is_named_as_the_cards_ability() -> None:
    """The prose said "golem.Plating replaces ...": a raw id, not the card's ability."""
    ex = explanation(str(SCENARIOS / "force-of-will/rulings/for-each-damage-is-one-packet.yaml"))
    text = " ".join(s.text for s in (*ex.answer, *ex.ruling))
    assert "golem.Plating" not in text
    assert "Bulwark Golem (golem)'s Plating replaces an event Swarm Volley (volley) would cause" \
        in text


def test_a_replacement_replaces_an_event_not_the_whole_item() -> None:
    """"Warding Totem's Ward replaces Hidden Edge": only the kill was replaced, and the Edge's
    "its controller draws 2" still happened (RB 359.3.e.14.b); the link says the event."""
    ex = explanation(str(SCENARIOS / "riftbound/rulings/"
                                     "linked-draw-happens-when-the-kill-is-replaced.yaml"))
    text = " ".join(s.text for s in (*ex.answer, *ex.ruling))
    assert "Ward replaces Hidden Edge" not in text
    assert "Ward replaces an event Hidden Edge (edge) would cause at step 5" in text, text


def test_a_replacement_is_told_after_the_rule_process_whose_event_it_replaces() -> None:
    """FOW 910.1: the destruction would happen, then the replacement changes it. The Sequence
    told the replacement (step 9) before the rule process that destroys (step 10)."""
    ex = explanation(str(SCENARIOS / "force-of-will/rulings/"
                                     "destroyed-resonators-controller-picks-the-replacement.yaml"))
    told = next(s for s in ex.sequence if "instead" in s.text)
    assert told.steps == (9, 10)
    assert told.text.index("Rule process") < told.text.index("replacement effects could apply")
    assert "FOW 1204.1a" in told.cites and "FOW 910.1" in told.cites


def test_a_replacement_that_ends_the_event_is_counted_alone() -> None:
    """FOW 910.2: of two "skip your next recovery phase", one skips it and the other waits for
    the next; the step said "2 replacement effects apply to this event" where one applied."""
    ex = explanation(str(SCENARIOS / "force-of-will/rulings/"
                                     "recovery-skipped-twice-skips-two-recoveries.yaml"))
    told = next(s for s in ex.sequence if "recovery phase is skipped" in s.text)
    assert "replacement effects apply" not in told.text, told.text
    assert "2 replacement effects could apply to this event" in told.text, told.text
    assert "only Frozen Dawn (dawn2) applies" in told.text, told.text


def test_a_stat_in_a_condition_is_said_in_the_games_word() -> None:
    """RB: "half the MIGHT of its target" printed the stat's key in capitals; Riftbound prints
    Might (the game's table, Words.stats)."""
    ex = explanation(str(SCENARIOS / "riftbound/card-text/half-rounded-as-the-card-says.yaml"))
    text = " ".join(s.text for s in (*ex.answer, *ex.ruling, *ex.sequence))
    assert "MIGHT" not in text
    assert "half the Might of its target" in text


def test_the_showdown_in_progress_is_said_in_words_not_as_its_fields() -> None:
    """The answer said "Showdown: at bf-b, combat no, focus carol, attacker none, defender
    none, step showdown": the game's record, field by field."""
    ex = explanation(str(SCENARIOS / "riftbound/concede/ffa3-focus-holder-leaves-focus-goes-on"
                                     ".yaml"))
    text = " ".join(s.text for s in (*ex.answer, *ex.ruling))
    assert "combat no" not in text and "Showdown:" not in text
    # "... is the showdown over?": No, by the showdown in progress
    assert "No — a showdown is in progress at bf-b, carol holding focus" in text


def test_an_instruction_about_a_target_gone_is_said_skipped_and_why() -> None:
    """riftboundfaq Lilting Lullaby: Alice counters her own spell in response, so Lullaby's
    "its controller can't play spells" has no target left (RB 359.3.e.5). The Ruling said
    only that Lullaby resolved; the step said "nothing happens (illegal target skipped)"."""
    ex = explanation(str(SCENARIOS / "riftbound/rulings/"
                                     "countering-your-own-spell-escapes-its-lock.yaml"))
    said = next(s for s in ex.ruling if "restriction" in s.text)
    assert said.text == (
        "At step 15, Lullaby (lullaby) resolves: its counter and restriction instructions do "
        "not happen: its target Quick Study (study) (it is in alice's trash) is no longer "
        "legal.")
    assert "RB 359.3.e.5" in said.cites


_WRAP_CHARS = " \t\n\r\x0b\x0c\xa0\u3000\u2028ab-().,"


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=_WRAP_CHARS, max_size=40), width=st.integers(10, 40),
       first=st.sampled_from(["", "  ", "  12. ", "  - "]), indent=st.sampled_from(["", "    "]))
def test_wrapping_is_textwraps_wrapping_also_where_a_text_fits_on_one_line(
        text: str, width: int, first: str, indent: str) -> None:
    """render.explain.wrapped says a text that fits on its first line without textwrap: the
    lines must be the ones textwrap gives, whatever whitespace the text holds."""
    import textwrap

    from judge.render.explain import wrapped

    assert wrapped(text, width, first, indent) == textwrap.wrap(
        text, width=width, initial_indent=first, subsequent_indent=indent,
        break_on_hyphens=False)
