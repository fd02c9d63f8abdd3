"""Force of Will audit 29 (scenarios/force-of-will/rulings-audit29/): optional automatic
abilities of cards in hidden zones (906.6b), automatic objects whose card moved before they were
played (906.10), status automatic objects (906.9) and "this damage cannot be prevented" against
the prevention and replacement rules (910, 1018); what the scenarios' expect cannot pin."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError
from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit29"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8")


def test_a_trigger_card_moved_back_into_a_playable_zone_is_not_played() -> None:
    """FOW 906.10, 302.3: judge checked only that a triggered [Trigger] card was still in a zone
    it may be played from, so one returned from the standby area to the hand after triggering
    was played from the hand, "revealed from the hand when its condition was met"."""
    res = ruling(_text("trigger-card-moved-from-standby-to-hand-after-triggering-cannot-be-"
                       "played.yaml"))
    step = next(s for s in res.steps if "has moved since" in str(s.summary))
    assert "FOW 906.10" in step.citations
    assert not any("revealed" in str(s.summary) for s in res.steps), res.steps
    assert res.final["objects"]["ford"]["zone"] == "hand"


def test_this_card_is_the_card_as_it_triggered() -> None:
    """FOW 906.10, 302.3: an ability took its source as it was when put onto the chase, so a
    card a rule process destroyed between its triggering and its playing was still "this card"
    and was returned from the graveyard; a card its own trigger event moved still is."""
    res = ruling(_text("trigger-whose-card-was-destroyed-before-it-was-played-does-not-return-"
                       "it.yaml"))
    assert res.final["objects"]["imp"]["zone"] == "graveyard"
    res = ruling(_text("destroyed-trigger-returns-the-card-it-saw-destroyed.yaml"))
    assert res.final["objects"]["imp"]["zone"] == "hand"


def test_declining_a_public_cards_trigger_is_an_error() -> None:
    """FOW 906.6: only a hidden card's automatic ability may be declined; `decline` of a field
    card's is an error, and the message says hidden-zone cards may be (it named [Trigger] cards
    only, though [Stealth] cards and "at the beginning of the game" abilities may be too)."""
    text = _text("trigger-card-discarded-by-another-triggers-cost-cannot-be-played.yaml")
    bad = text.replace("  scribe.scrawl: {choices: {discard: [ford]}}",
                       "  scribe.scrawl: {choices: {discard: [ford]}, decline: true}")
    assert bad != text
    with pytest.raises(InputError, match=r"decline: never used.*hidden zone"):
        ruling(bad)


def test_a_prevention_left_out_is_not_counted_among_the_replacements_ordered() -> None:
    """FOW 910.2: judge cited the order of several replacements where damage that cannot be
    prevented left one of two (a prevention) out: only the doubling applied."""
    res = ruling(_text("unpreventable-damage-doubled-past-a-prevention-replacement.yaml"))
    doubled = next(s for s in res.steps if "doubles the damage" in str(s.summary))
    assert "FOW 910.2" not in doubled.citations, doubled.citations
    assert "FOW 910.2c" in doubled.citations


def test_redirected_unpreventable_damage_names_the_policy_both_ways() -> None:
    """FOW HP.59: judge let a prevention prevent redirected damage that could not be prevented,
    naming no policy; the ruling depends on FOW HP.59 now, and its other option deals it."""
    for name, option, damage in (
            ("unpreventable-damage-redirected-may-be-prevented-policy-default.yaml",
             "new-damage", 0),
            ("unpreventable-damage-redirected-still-cannot-be-prevented-policy-switched.yaml",
             "still-unpreventable", 300)):
        res = ruling(_text(name))
        assert res.policies.get("damage.unpreventable_redirected") == option, res.policies
        assert res.final["objects"]["guard"]["damage"] == damage


def test_an_optional_prevention_unpreventable_damage_passes_is_never_asked() -> None:
    """FOW 104.4: a "you may prevent" replacement cannot apply to damage that cannot be
    prevented, so declining it there is an entry nothing asked for (judge asked for it)."""
    text = _text("unpreventable-damage-leaves-a-once-prevention-for-the-next.yaml")
    bad = text.replace("prevent: 300, once: true}}]", "prevent: 300, optional: true}}]").replace(
        "  - {by: alice, do: pass}\n  - {by: bob, do: pass}          # the Lance resolves\n"
        "  - {by: alice, do: play, card: jab, targets: [pebble]}\n", "").replace(
        "then: resolve\n", "then: resolve\ndecisions:\n  replacements: {decline: [ward]}\n")
    assert bad.count("decline: [ward]") == 1 and "optional: true" in bad
    with pytest.raises(InputError, match=r"decisions.replacements: never used"):
        ruling(bad)


def test_divided_damage_has_no_unpreventable_key() -> None:
    """Only `damage` says "this damage cannot be prevented": the key on `divide_damage` is an
    error, not ignored (dividing it would need its own reading of 903.2j with 104.4)."""
    text = _text("unpreventable-damage-is-still-doubled.yaml").replace(
        "effect: [{damage: {target: $1, amount: 200, unpreventable: true}}]",
        "effect: [{divide_damage: {targets: [$1], amount: 200, unpreventable: true}}]")
    assert "divide_damage" in text
    with pytest.raises(InputError, match=r"divide_damage.unpreventable: unknown key"):
        ruling(text)


def test_a_trigger_whose_card_lost_the_ability_cites_why_it_resolves() -> None:
    """FOW 906.10: an automatic ability its card lost after it triggered is still played and
    resolved; judge resolved it citing nothing for why."""
    res = ruling(_text("trigger-whose-card-lost-its-abilities-before-it-was-played-still-"
                       "resolves.yaml"))
    step = next(s for s in res.steps if "Spite (imp.spite) resolves" in str(s.summary))
    assert "FOW 906.10" in step.citations, step.citations
    assert res.final["players"]["bob"]["life"] == 4300


def test_an_enter_trigger_puts_no_counter_on_its_card_gone_since() -> None:
    """FOW 906.10, 302.3: a card the rule process removed before its "when this enters" ability
    was played is a new object; judge put the ability's counters on it in the graveyard."""
    res = ruling(_text("enter-trigger-of-a-card-gone-to-the-rule-process-puts-no-counter-on-"
                       "it.yaml"))
    seed = res.final["objects"]["seed"]
    assert seed["zone"] == "graveyard" and not seed.get("counters"), seed


def test_a_rulers_game_start_ability_may_not_be_declined() -> None:
    """FOW 906.6, 906.6b: the ruler area is public, so declining the ruler's "at the beginning
    of the game" ability is a decision nothing asked for, an error."""
    text = _text("game-start-ability-outside-the-game-may-be-declined.yaml")
    bad = text.replace("  onlooker: {decline: true}", "  herald.dawn-call: {decline: true}")
    assert bad != text
    with pytest.raises(InputError, match=r"herald.dawn-call.decline: never used"):
        ruling(bad)


def test_cannot_be_dealt_damage_cites_the_prohibition_not_the_rule_for_no_def() -> None:
    """`forbid: {action: be_damaged}` was Riftbound's only; in Force of Will "this card cannot
    be dealt damage" is a prohibition (FOW 104.4) that damage which cannot be prevented does not
    pass. Its step cited FOW 1007.4 ("a card with no DEF cannot be dealt damage") of a card with
    DEF: only the prohibition is cited now."""
    res = ruling((AUDIT.parent / "unpreventable" /
                  "cannot-be-dealt-damage-beats-damage-that-cannot-be-prevented.yaml")
                 .read_text(encoding="utf-8"))
    assert res.final["objects"]["colossus"]["damage"] == 0
    cited = {c for st in res.steps for c in st.citations}
    assert "FOW 104.4" in cited and "FOW 1007.4" not in cited
