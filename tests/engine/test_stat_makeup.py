"""A value no step changed says what it adds up from: "What is the Squire's ATK?" answered
"Ember Squire (squire) has ATK 600 DEF 400" alone left a judge to work out which static
abilities made it; the answer (and `judge why squire.stats`) now names each change and its
source, and says nothing where the changes alone do not add up to the value. "What is the
Dinosaur's ATK?" is asked of the one Dinosaur, not of the card the sentence before names."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.engine.characteristics import applied

from ..conftest import SCENARIOS


def lead(path: str) -> str:
    res = resolve(load_scenario(str(SCENARIOS / path)))
    return next(f.sentence for f in res.answer if f.lead)


@pytest.mark.parametrize(("path", "said"), [
    ("force-of-will/systems/extension-area-two-extension-rules-both-work.yaml",
     "Ember Squire (squire) has ATK 600: ATK 400 printed, +100 ATK from Tempered Ranks "
     "of Law of the Forge (forge) and +100 ATK from Hammered Ranks of Law of the Anvil (anvil)"),
    ("riftbound/mighty/no-longer-mighty-kept.yaml",
     "Stone Colossus (colossus) has Might 4: Might 6 printed and -2 Might from Tithe of Tithe "
     "Stone (stone)"),
    ("force-of-will/systems/trinity-needs-three-stacked-cards.yaml",
     "Triad Colossus (mine) has ATK 1200 DEF 1200: ATK 600 DEF 600 printed and +600 ATK "
     "+600 DEF from Triad Might of Triad Colossus (mine)"),
    # a granted ability, named by its grant and the card that has it; and "the Dinosaur" is
    # the one Dinosaur on the board, not the Plain Herder the sentence before names
    ("force-of-will/keywords/primal-roar-granted-twice-has-it-once.yaml",
     "Little Raptor (raptor) has ATK 500: ATK 300 printed and +200 ATK from Primal Roar "
     "(granted) of Plain Herder (herder)"),
])
def test_a_static_value_says_what_it_adds_up_from(path: str, said: str) -> None:
    assert lead(path) == said


def test_a_stat_asked_of_a_card_by_its_trait_is_that_cards() -> None:
    said = lead("force-of-will/keywords/primal-roar-granted-by-two-regalia-is-had-once.yaml")
    assert said.startswith("Little Raptor (raptor) has ATK 400 DEF 400"), said


def test_a_value_a_counter_adds_to_is_not_summed_from_the_changes_alone() -> None:
    # A buff counter's +1 is the game's own bonus (RB 7xx), no change of the layers: a sum of
    # the changes would not add up to Might 3, so the answer says the value alone.
    said = lead("riftbound/card-text/second-buff-does-nothing.yaml")
    assert "printed" not in said and "from" not in said, said


def test_changes_apply_as_the_stat_is_computed() -> None:
    parts = (("a", (("atk", 200),), ()), ("b", (), (("atk", 0),)), ("c", (("atk", 100),), ()))
    # FOW 909.1g: one kind of change, in timestamp order: the later "becomes 0" wipes the +200
    assert applied(500, parts, "atk", by_timestamp=True) == 100
    # otherwise every setting first, then every addition
    assert applied(500, parts, "atk", by_timestamp=False) == 300
    assert applied(500, parts, "def", by_timestamp=False) == 500


def lead_fact(path: str) -> tuple[str, tuple[str, ...]]:
    res = resolve(load_scenario(str(SCENARIOS / path)))
    fact = next(f for f in res.answer if f.lead)
    return fact.sentence, fact.citations


@pytest.mark.parametrize(("path", "cites"), [
    # a keyword's static ability: the rule that says what ability the keyword is, then the
    # rule of the condition it works under (FOW 1102.3: granted twice, it is had once)
    ("force-of-will/keywords/primal-roar-granted-twice-has-it-once.yaml",
     ("FOW 1194.2", "FOW 1102.3")),
    # a card's own continuous ability, and an extension rule's: it applies while active
    ("force-of-will/loss-readings/a-loss-over-flyers-not-applied.yaml", ("FOW 904.1",)),
    ("force-of-will/systems/extension-rule-abilities-work-in-its-area.yaml", ("FOW 904.1",)),
    # a Riftbound passive ability
    ("riftbound/mighty/no-longer-mighty-kept.yaml", ("RB 364",)),
])
def test_a_value_static_abilities_make_cites_their_rules(path: str, cites: tuple[str, ...]
                                                         ) -> None:
    # It cited nothing: a judge reading the lead aloud had no rule for why the value is so.
    _, cited = lead_fact(path)
    assert cited == cites


def test_a_value_a_static_ability_brought_in_cites_that_ability_first() -> None:
    # Roaring Rex resolving at step 5 pumps the Saurian Tyrant through its [Primal Roar]: the
    # lead cited only FOW 702.3a (it enters the field), not the keyword that decided the value.
    said, cited = lead_fact("force-of-will/rulings/primal-roar-pumps-a-dinosaur-j-ruler.yaml")
    assert "+200 ATK from Primal Roar of Roaring Rex (rex), when Roaring Rex (rex) resolves " \
        "at step 5" in said, said
    assert cited == ("FOW 1194.2", "FOW 702.3a")


def test_a_keyword_the_step_leads_with_stays_first() -> None:
    # Dawn Paladin was awakened as it resolved: [Awakening]'s rules decided that its awakened
    # text applies, before the general rule of continuous abilities.
    _, cited = lead_fact("force-of-will/keywords/awakening-an-entity-stays-awakened.yaml")
    assert cited[0] == "FOW 1110.3", cited
