""""With focus, can she play the Trap at Bob's Squire at bf-a, and can she play Quiet Study?"
was answered "Veiled Trap (trap) is still face down", no Yes or No: "the Trap" names Veiled
Trap's play by a word of its name. "Can either target Alice's Knight, which has [Aegis]?" was
answered with the Knight's damage: the activations that target the Knight answer it, Yes by the
one allowed, then No by the one refused with its rule (FOW 1181.2)."""

from .leads import leads


def test_a_card_named_by_a_word_of_its_name_answers_can_she_play_it() -> None:
    first, second = leads(
        "riftbound/rulings/hidden-card-at-another-battlefield-during-a-showdown.yaml")[:2]
    assert first.sentence.startswith("No — Action 1 (alice plays Veiled Trap) is rejected")
    assert "RB 811.1.d.2" in first.citations
    assert second.sentence.startswith("Yes — Action 2 (alice plays Quiet Study) is allowed")


def test_can_either_target_is_yes_by_one_and_no_by_the_other() -> None:
    first, second = leads("force-of-will/keywords/aegis-refuses-abilities-of-new-entities.yaml")[:2]
    assert first.verdict == "Yes" and "Gunner (old)" in first.sentence
    assert second.verdict == "No" and "[Aegis]" in second.sentence
    assert second.citations == ("FOW 1181.2",)
