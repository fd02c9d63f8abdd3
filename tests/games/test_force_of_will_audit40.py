"""Force of Will audit 40 (scenarios/force-of-will/rulings-audit40/): Solo Mode cards (FOW
1308), which before this audit a file could not write at all (`solo_mode:` was an unknown card
key, exit 2). What a file may get wrong about one is a located error (exit 2); where the rules do
not say whether a player's Solo Mode is engaged, judge cannot rule (exit 3), never guessing."""

from __future__ import annotations

import pytest

from judge.errors import InputError, UnsupportedMechanic
from tests.helpers import assert_cites, leads_of, ruling, scenario_text

BASE = "force-of-will/rulings-audit40/solo-mode-engaged-with-one-ruler.yaml"
LYRA = '  - {id: lyra, card: "Lyra, Keeper of Embers", owner: alice, zone: ruler_area}'


def _text(old: str = "", new: str = "") -> str:
    text = scenario_text(BASE)
    if old:
        assert old in text, old
        text = text.replace(old, new)
    return text


def _atk(text: str) -> int:
    return int(ruling(text).final["objects"]["duelist"]["stats"]["atk"])


def test_engaged_the_bottom_box_applies() -> None:
    """FOW 1308.2b: one ruler without [Revolution Order] and no J-ruler."""
    res = ruling(_text())
    assert res.final["objects"]["duelist"]["stats"] == {"atk": 600, "def": 600}
    assert_cites(res, "FOW 1308.2b")


def test_no_j_ruler_at_all_is_not_engaged() -> None:
    """1308.2a does not list a player with no J/ruler, but 1308.2b alone says when the bottom box
    exists: it does not, and judge rules so (neither a cannot-rule nor the box applying)."""
    assert _atk(_text(LYRA + "\n", "")) == 400


def test_both_sub_rules_describing_the_player_is_cannot_rule() -> None:
    """An Arcana J-ruler beside a ruler with [Revolution Order]: 1308.2a (a ruler with [Revolution
    Order]) and 1308.2b (one Arcana J/ruler and one J/ruler) both describe it."""
    text = _text(LYRA, '  - {id: marshal, card: Marshal of the Uprising, owner: alice, '
                 'zone: ruler_area}\n  - {id: oracle, card: Tarot Oracle, owner: alice, '
                 'zone: field}')
    text = text.replace("cards:\n", "cards:\n  Tarot Oracle: {type: j_ruler, traits: [Arcana], "
                        "stats: {atk: 800, def: 800}}\n", 1)
    with pytest.raises(UnsupportedMechanic, match=r"1308\.2b \(engaged\) both describe"):
        ruling(text)


def test_a_name_that_is_no_ability_of_the_card_is_a_located_error() -> None:
    with pytest.raises(InputError, match=r"cards\.Lone Duelist\.solo_mode\[0\]: Lone Duelist has "
                       "no ability named 'Lone Charge'"):
        ruling(_text("solo_mode: [Lone Stand]", "solo_mode: [Lone Charge]"))


def test_an_empty_bottom_box_is_a_located_error() -> None:
    with pytest.raises(InputError, match=r"cards\.Lone Duelist\.solo_mode: .*at least one"):
        ruling(_text("solo_mode: [Lone Stand]", "solo_mode: []"))


def test_the_same_ability_in_the_top_box_always_applies() -> None:
    """Without `solo_mode:` the ability is the top box's: two J/rulers change nothing (the
    bottom box alone depends on Solo Mode, 1308.2a)."""
    two = LYRA + "\n  - {id: regent, card: Grove Regent, owner: alice, zone: ruler_area}"
    assert _atk(_text("    solo_mode: [Lone Stand]\n", "").replace(LYRA, two)) == 600
    assert _atk(_text().replace(LYRA, two)) == 400


def test_what_happens_to_the_tokens_leads_with_each_token() -> None:
    """"What happens to the tokens?" (plural) of two Wolf tokens the ruling made: both lead, each
    citing 1303.3a, not the first alone (audit 37's leftover)."""
    leads = leads_of("force-of-will/rulings-audit37/what-happens-to-the-tokens-asks-of-each-"
                     "token.yaml")
    assert [f.subject.id for f in leads] == ["call.token", "call.token#2"], leads
    assert all(f.citations[0] == "FOW 1303.3a" for f in leads), leads


def test_is_the_pactmaker_astral_cites_1024_4_first() -> None:
    """"Is the Pactmaker astral?" of a ruler whose astral counter went onto its Contract J-ruler
    (713.3b) and came back as that was destroyed (1010.1): Yes, astral all along by its name
    (1024.4), which the answer cites first, not only the step that brought the counter back
    (1022.4, 1010.1; audit 37's leftover)."""
    lead = next(f for f in leads_of("force-of-will/rulings-audit37/contract-j-ruler-from-an-"
                                    "astral-ruler-destroyed-gives-the-counter-back.yaml")
                if f.subject.id == "pactmaker")
    assert lead.verdict == "Yes" and lead.citations[0] == "FOW 1024.4", lead


def test_can_she_transcend_leads_with_the_transcend_process() -> None:
    """"... then plays Rite of the Old Grove to transcend the Sovereign. Can she transcend?": Yes
    by the Rite's resolution, which played the Transcend process (714.1), not by the play of the
    Rite being allowed (audit 37's leftover), citing first the rule that let it (1024.2b)."""
    lead = leads_of("force-of-will/rulings-audit37/transcend-with-a-contract-j-ruler-holding-a-"
                    "moved-astral-counter.yaml")[0]
    assert (lead.subject.kind, lead.subject.id, lead.verdict) == ("item", "rite", "Yes"), lead
    assert "Transcend process" in lead.text, lead
    # what let it: the Contract J-ruler with an astral counter is not astral (1024.2b), the
    # note's bar (714.1c, not with an astral ruler) lifted
    assert lead.citations == ("FOW 1024.2b", "FOW 714.1a"), lead


def test_a_verb_after_the_can_clause_leaves_the_play_leading() -> None:
    """"Can he pay Null Decree ... to cancel the Lance?" asks of the payment: the play leads, not
    the cancel its resolution did (only the clause's own verb asks of an instruction)."""
    lead = leads_of("force-of-will/systems/will-coin-with-two-wills-chooses-one.yaml")[0]
    assert lead.subject.kind == "action" and lead.verdict == "Yes", lead


GRANT_RO = """game: force-of-will
title: a ruler granted [Revolution Order]
question: Can Alice order the Vanguard?
turn: {player: alice, phase: main, number: 3}
players:
  alice: {life: 4000, fire: 5}
  bob: {life: 4000}
cards:
  Crown Gift:
    type: chant
    targets: [{type: ruler, zone: ruler_area}]
    effect: [{modify: {target: $1, keywords: [revolution_order], duration: turn}}]
objects:
  - {id: lyra, card: "Lyra, Keeper of Embers", owner: alice, zone: ruler_area}
  - {id: vanguard, card: Vanguard of the Uprising, owner: alice, zone: hand}
chase:
  - {id: gift, card: Crown Gift, controller: alice, targets: [lyra]}
actions:
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: vanguard, choices: {revolution_order: lyra}}
"""


def test_a_grant_of_revolution_order_is_a_located_error() -> None:
    """FOW 712.2-712.2a: [Revolution Order] is its section (will, order side), which no grant
    carries; a bare grant was accepted and the ordered play then refused for want of an order
    side (712.3a), a ruling on a ruler that 'had' the keyword with nothing to order by."""
    with pytest.raises(InputError, match=r"cards\.Crown Gift: .*grants \[Revolution Order\]"):
        ruling(GRANT_RO)


@pytest.mark.parametrize("name", ["solo-mode-disabled-by-a-ruler-and-a-j-ruler",
                                  "bottom-box-trigger-does-not-trigger-with-two-rulers",
                                  "bottom-box-trigger-does-not-see-the-j-ruler-that-disables-it"])
def test_a_disabled_bottom_box_leads_citing_1308_2a(name: str) -> None:
    """A bottom box off leads citing 1308.2a (Solo Mode disabled: only the top box exists), not
    1308.3 (whose J/rulers count), which the condition's rules list after it
    (GameCondition.unmet; the trigger's lead cited 1308.2b and 1308.3 before)."""
    lead = leads_of(f"force-of-will/rulings-audit40/{name}.yaml")[0]
    assert "FOW 1308.2a" in lead.citations and "FOW 1308.3" not in lead.citations, lead
