"""A yes/no part asking of "<player>'s <card type>" where the question names cards elsewhere
(a judge's own file, no `expect:`): the player's one card of that type is asked of, as if
named. "Alice's 800/800 Imperishable J-ruler Seren attacks ... Is Alice's ruler astral
afterwards?" led with "Alice still has 4000 life"; a word the game calls several types by
(Words.type_words: Force of Will's "ruler" of a J-ruler, the ruler card turned over) and the
card it was as the ruling began ("Alice's J-ruler" of one back on its ruler side) count."""

from __future__ import annotations

import pytest

from ..helpers import leads_asked

SEREN = "force-of-will/rulings/imperishable-j-ruler-killed-in-battle-is-not-astral.yaml"


@pytest.mark.parametrize("asked", ["Is Alice's ruler astral afterwards?",
                                   "Is Alice's J-ruler astral afterwards?"])
def test_a_players_ruler_asked_of_is_her_j_ruler(asked: str) -> None:
    lead = leads_asked(SEREN, asked, expect=False)[0]
    assert lead.verdict == "No" and lead.subject.id == "seren", lead.sentence
    assert "has no counters" in lead.sentence and lead.citations[0] == "FOW 1109.2"


def test_the_named_card_asked_alike() -> None:
    named = leads_asked(SEREN, "Is Seren astral afterwards?", expect=False)[0]
    possessed = leads_asked(SEREN, "Is Alice's ruler astral afterwards?", expect=False)[0]
    assert (named.verdict, named.sentence) == (possessed.verdict, possessed.sentence)


def test_a_player_asked_of_by_name_alone_is_still_the_player() -> None:
    lead = leads_asked(SEREN, "Does Alice still have 4000 life?", expect=False)[0]
    assert lead.subject.id == "alice", lead.sentence
