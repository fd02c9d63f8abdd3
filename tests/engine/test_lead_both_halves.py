""""May he play one from his hand, and one from his Champion Zone?" was answered "Yes — Action
4 ... is allowed", the second half alone: a judge heard Yes to both. Two plays of one card are
told apart by where each card is played from, and each half is answered, in the question's
order. "Can she hide the Trap ..., and can she play it from there?" was answered No, then with
the Trap's resolution: the second "can" asks of her play, not of the hide before it."""

from .leads import leads


def test_two_plays_of_one_card_told_apart_by_where_each_is_played_from() -> None:
    first, second = leads(
        "riftbound/rulings-audit21/conditional-action-met-by-where-it-is-played-from.yaml")[:2]
    assert first.verdict == "No" and first.sentence.startswith("No — Action 3 ")
    assert "RB 806.4.b" in first.citations
    assert second.verdict == "Yes" and second.sentence.startswith("Yes — Action 4 ")
    assert "RB 806.4.a" in second.citations


def test_a_second_can_joined_by_and_asks_its_own_action() -> None:
    first, second = leads(
        "riftbound/rulings/play-from-trash-does-not-allow-hiding-from-it.yaml")[:2]
    assert first.sentence.startswith("No — Action 1 (alice hides a card) is rejected")
    assert second.verdict == "Yes"
    assert second.sentence.startswith("Yes — Action 2 (alice plays Veiled Trap) is allowed")
