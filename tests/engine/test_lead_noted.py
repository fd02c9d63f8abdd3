""""Is the Knife played?" was answered "No — Veiled Knife (knife) is still in bob's standby
area", and "Does the Totem trigger?" "No — no ability of Grudge Totem (totem) triggers": true,
but no reason and no rule for the judge to read. Where nothing changed the card and a note of
the ruling names it and says why (it stays attached, cannot use a keyword, does not trigger),
the lead says the note and cites its rules; an ability watching a card whose copy was cancelled
or countered says the note that what triggers on the card does not see its copy."""

from __future__ import annotations

import pytest

from .leads import assert_lead, leads


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/rulings-audit9/stealth-set-this-turn-is-not-played.yaml",
     "No — Veiled Knife (knife) is still in bob's standby area: it does not "
     "trigger: it was put into bob's standby area this turn", ("FOW 1114.3",)),
    ("force-of-will/rulings-audit20/protect-lost-with-all-abilities-cannot-be-used.yaml",
     "No — Shieldbearer (bearer) is still on the field, is recovered and has no damage: "
     "it cannot use [Protect]", ("FOW 909.1d", "FOW 1168.2")),
    ("force-of-will/attach/judgment-keeps-the-card-attached.yaml",
     "Yes — Hearthbound Keepsake (keepsake) is still in alice's item area and is added to Lyra, "
     "Ember Queen (lyra): it stays attached", ("FOW 1032.3",)),
    ("riftbound/rulings-audit9/temporary-waits-for-its-controllers-beginning-phase.yaml",
     "No — Fleeting Sprite (sprite) is still in bob's base: Temporary does not trigger for "
     "Fleeting Sprite (sprite): it waits for its controller's own Beginning Phase",
     ("RB 816.1.c",)),
    # a showdown that was no combat ends with no combat cleanup: nobody heals (RB 143.3.b)
    ("riftbound/cleanup/cleanup-never-heals.yaml",
     "Stone Warden (warden) has 3 damage: it still has 3 damage: a showdown "
     "that is not a combat heals nobody", ("RB 143.3.b",)),
])
def test_a_card_nothing_changed_says_the_note_that_names_it(
        path: str, said: str, cites: tuple[str, ...]) -> None:
    assert_lead(path, said, cites)


@pytest.mark.parametrize(("path", "cites"), [
    ("force-of-will/replacements/copy-cancel-not-seen-by-card-trigger.yaml", ("FOW 1017.3",)),
    ("riftbound/copies/copy-countered-not-seen-by-card-trigger.yaml", ("RB HP.31",)),
])
def test_a_trigger_that_does_not_see_a_copy_says_so(path: str, cites: tuple[str, ...]) -> None:
    assert_lead(path, "No — no ability of ", cites)
    assert "is a copy, not " in leads(path)[0].sentence
