"""Vandaria Wars, audit 62: the rules no bundled scenario cited. An Order (Chaos, Prosper,
Noble) card is a Human card and a Mystic (Eden, Reigner) card a Frameless one (VW IN.2.b-c):
"each Human Follower", "target Human Follower" and "for each Human Follower" reach a Follower
whose card names only its faction (judge read "human" as a printed trait only). A player sides
with one alliance (VW IN.2.a): the factions a player declares are of one alliance, and none is
an alliance. The one ruler left wins (VW IN.1.a): "Does Alice win?" after Bob lost cites it,
and "memenangkan permainan" (Indonesian: win the game) is read. "Is the Order Captain a Human
Follower?" was answered by its printed traits ("No"); it is Yes, by its faction."""
from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import first_lead_asked as lead
from ..helpers import probe_lead

AUDIT = "vandaria-wars/rulings-audit62/"

#: each ruling's lead without its `expect:` block (a judge's own file has none), its first
#: citations, and what main said (every one but the English win failed on main)
PROBES = {
    "an-order-follower-is-a-human-follower.yaml":
        ("Yes — Order Captain (captain) has ATK 3 (it had ATK 2)", ("VW IN.2.b",)),
    "an-order-follower-is-a-human-follower-asked-in-indonesian.yaml":
        ("Yes — Order Captain (captain) has ATK 3 (it had ATK 2)", ("VW IN.2.b",)),
    "a-human-banner-reaches-a-prosper-follower.yaml":
        ("Prosper Merchant (merchant) has ATK 2 (it had ATK 1)", ("VW IN.2.b",)),
    "a-skill-aimed-at-a-human-follower-may-target-an-order-follower.yaml":
        ("Yes — Action 1 (alice summons Human Blessing) is allowed at step 1", ("VW IN.2.b",)),
    "each-human-follower-counted-order-and-chaos-not-eden.yaml":
        ("Alice draws 2 cards", ("VW IN.2.b",)),
    "each-human-follower-counted-order-and-chaos-not-eden-asked-in-indonesian.yaml":
        ("Alice draws 2 cards", ("VW IN.2.b",)),
    "an-order-knight-made-a-mage-stays-human-each-kind-policy.yaml":
        ("Yes — Order Knight (knight) has ATK 3 (it had ATK 2)", ("VW IN.2.b",)),
    "an-order-knight-made-a-mage-is-no-longer-human.yaml":
        ("No — Order Knight (knight) has ATK 2", ("VW HP.59",)),
    "an-order-knight-made-a-mage-attribute-only-policy.yaml":
        ("No — Order Knight (knight) has ATK 2", ("VW HP.59",)),
    "a-blessing-for-a-human-follower-does-not-result-on-an-order-knight-made-a-mage.yaml":
        ("No — Order Knight (knight) has ATK 2", ("VW REG.8.a",)),
    "a-blessing-for-a-human-follower-does-not-result-on-an-order-knight-made-a-mage-asked-in-"
    "indonesian.yaml": ("No — Order Knight (knight) has ATK 2", ("VW REG.8.a",)),
    "a-reigner-follower-is-a-frameless-follower.yaml":
        ("Reigner Scout (scout) has ATK 2 (it had ATK 1)", ("VW IN.2.c",)),
    "a-summoned-order-follower-is-a-human-follower.yaml":
        ("Yes — Order Captain (captain) ends on the field and has the traits order, when Order "
         "Captain (captain) results at step 6, which makes it human", ("VW IN.2.b",)),
    "the-last-ruler-left-wins.yaml":
        ("Yes — alice wins the game at step 4", ("VW HP.17", "VW IN.1.a")),
    "three-rulers-one-loses-the-game-goes-on-asked-in-indonesian.yaml":
        ("No — nobody wins: the game goes on at step 5", ("VW HP.17", "VW IN.1.a")),
}


@pytest.mark.parametrize("expect", [False, True], ids=["without-expect", "with-expect"])
@pytest.mark.parametrize("name", sorted(PROBES))
def test_the_probes_lead(name: str, expect: bool) -> None:
    """Each probe ruled from the guide first: its lead, without its `expect:` block and with
    it (a question is answered the same either way), says so under the deciding rule. On main
    the Human ones said the Order Follower got nothing (or was no legal target, or drew 0
    cards), the Knight made a mage cited nothing, and "Apakah Alice memenangkan permainan?"
    said she still had 0 gold."""
    f = probe_lead(AUDIT + name, *PROBES[name], expect=expect)
    assert "-mage-" not in name or "each-kind" in name or \
        "does not result" in f.sentence or "nothing happens" in f.sentence, f.sentence


@pytest.mark.parametrize(("name", "said"), [
    ("an-order-knight-made-a-mage-is-no-longer-human.yaml", "No — Order Knight (knight) has the "
     "traits mage"),
    ("an-order-knight-made-a-mage-attribute-only-policy.yaml", "No — Order Knight (knight) has "
     "the traits mage"),
    ("an-order-knight-made-a-mage-stays-human-each-kind-policy.yaml", "Yes — Order Knight "
     "(knight) has ATK 3"),
])
def test_is_the_knight_made_a_mage_still_a_human_follower(name: str, said: str) -> None:
    """Whether the Knight of Order made a mage is still Human is whether it kept its faction
    (VW HP.59's options); where it did, the Yes says the faction makes it so (VW IN.2.b). On
    main "Order Knight ... Human Follower" was asked of Human Rally ("No — Human Rally (rally)
    ... has the traits none"), named by its "Human", the trait asked."""
    f = lead(AUDIT + name, "Is the Order Knight still a Human Follower?")
    assert f.sentence.startswith(said), f.sentence
    assert ("which makes it human" in f.sentence) == f.sentence.startswith("Yes"), f.sentence
    assert ("VW IN.2.b" in f.citations) == f.sentence.startswith("Yes"), f.citations


PLAYERS = """\
game: vandaria-wars
question: Can Alice summon the Warden?
turn: {{player: alice, phase: main}}
players:
  alice: {{gold: 2, factions: {factions}}}
  bob: {{gold: 0}}
cards:
  Warden: {{type: follower, cost: {{gold: 2}}, requirements: {{faction: eden}},
            stats: {{atk: 2, hp: 2}}, traits: [eden]}}
objects:
  - {{id: warden, card: Warden, owner: alice, zone: hand}}
actions:
  - {{by: alice, do: play, card: warden}}
"""


@pytest.mark.parametrize(("factions", "said"), [
    ("[order, eden]", "order, eden name factions of 2 alliances (Human and Frameless); a "
                      "player sides with one (VW IN.2.a)"),
    ("[Mystic, reigner, Chaos]", "Mystic, reigner, Chaos name factions of 2 alliances (Human "
                                 "and Frameless); a player sides with one (VW IN.2.a)"),
    ("[frameless]", "'frameless' is the Frameless alliance (VW IN.2.a), not a faction"),
    ("[eden, Human]", "'Human' is the Human alliance (VW IN.2.a), not a faction"),
    ("[dark]", "'dark' is a Follower's attribute, Dark (VW REG.8.a), not a faction"),
])
def test_a_player_declares_the_factions_of_one_alliance(factions: str, said: str) -> None:
    """A player sides with one of the two alliances (VW IN.2.a): factions declared of both, or
    an alliance or an attribute declared as a faction, are errors where they are written
    (judge ruled on them: `factions: [frameless]` was a faction of its own)."""
    with pytest.raises(InputError) as caught:
        load_scenario_text(PLAYERS.format(factions=factions), "players.yaml")
    (problem,) = caught.value.problems
    assert problem.message.endswith(said), problem.message
    assert problem.path.startswith("players.alice.factions"), problem.path


@pytest.mark.parametrize("factions", ["[eden]", "[eden, mystic, reigner]", "[order, chaos]"])
def test_factions_of_one_alliance_load(factions: str) -> None:
    assert load_scenario_text(PLAYERS.format(factions=factions), "players.yaml").cards
