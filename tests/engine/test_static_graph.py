"""The dependency graph shows what static abilities do: "Roaring Rex entered and its [Primal Roar]
pumps the Saurian Tyrant" drew only the Rex's play and its move to the field, nothing linking
the Tyrant's ATK to the Rex (the layers change objects without a step). A static ability whose
`modify` reaches an object for the first time is now a node (`kind: ability`) with a `modifies`
edge to it, recorded at the step after which it first did; `judge why` gives that link with the
ability's own rule."""

from __future__ import annotations

from judge.app import load_scenario, resolve
from judge.engine.graph import graph_data
from judge.games import find_game
from judge.lookup.why import why
from judge.render.graphs import to_mermaid

from ..conftest import SCENARIOS

TYRANT = SCENARIOS / "force-of-will/rulings/primal-roar-pumps-a-dinosaur-j-ruler.yaml"
FORGE = SCENARIOS / "force-of-will/systems/extension-rule-abilities-work-in-its-area.yaml"


def graph(path: object) -> dict[str, object]:
    return graph_data(resolve(load_scenario(str(path))))


def test_a_static_ability_that_entered_modifies_what_it_reaches_from_that_step() -> None:
    g = graph(TYRANT)
    nodes = {n["id"]: n for n in g["nodes"]}  # type: ignore[attr-defined]
    assert nodes["rex.Primal Roar"]["kind"] == "ability"
    assert nodes["rex.Primal Roar"]["label"] == "Primal Roar of Roaring Rex (rex)"
    assert nodes["tyrant"]["label"] == "Saurian Tyrant (tyrant)"
    modifies = [e for e in g["edges"] if e["relation"] == "modifies"]  # type: ignore[attr-defined]
    # from the step at which the Rex resolved into the field; not to its own card (whose id is
    # also the item that played it: the answer's sum says what it does to itself)
    assert modifies == [{"source": "rex.Primal Roar", "target": "tyrant", "relation": "modifies",
                         "step": 5}]
    # and the Rex entering the field at that step brought the ability in
    assert {"source": "e2:entered", "target": "rex.Primal Roar", "relation": "enables",
            "step": 5} in g["edges"]  # type: ignore[operator]


def test_a_static_ability_in_force_from_the_start_is_drawn_at_the_first_step() -> None:
    g = graph(FORGE)
    assert {"source": "law.Tempered Ranks", "target": "squire", "relation": "modifies",
            "step": 1} in g["edges"]  # type: ignore[operator]


def test_why_gives_the_static_ability_and_its_own_rule() -> None:
    scenario = load_scenario(str(TYRANT))
    res = resolve(scenario)
    answer = why(res, "tyrant", actions=len(scenario.actions), then=scenario.then,
                 roles=find_game(scenario.game).roles, scenario=scenario)
    link = next(c for c in answer.chain if c.relation == "modifies")
    assert (link.source, link.target, link.step) == ("rex.Primal Roar", "tyrant", 5)
    assert link.rules == ("FOW 1194.2",)  # not the step's FOW 605.1b, 702.3a


def test_the_ability_is_a_hexagon_in_mermaid() -> None:
    text = to_mermaid(resolve(load_scenario(str(TYRANT))))
    assert '{{"Primal Roar of Roaring Rex #40;rex#41;"}}' in text
