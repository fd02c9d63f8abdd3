"""An action's node in the graph is labelled with its number, as `why` and the answer name it
("alice plays Squire (action 4)"): the event of its play says the same words, and a drawing of
the graph showed "alice plays Squire, causes: alice plays Squire"."""

from __future__ import annotations

from judge.app import load_scenario, resolve
from judge.engine.graph import graph_data
from judge.i18n import translator
from judge.render.graphs import tree_lines

from .conftest import SCENARIOS

FILE = SCENARIOS / "force-of-will/other/another-resonator-entering-triggers-not-itself.yaml"


def test_an_action_node_names_its_number_and_the_event_of_its_play_does_not() -> None:
    res = resolve(load_scenario(str(FILE)))
    labels = {n["id"]: n["label"] for n in graph_data(res)["nodes"]}
    assert labels["action:3"] == "alice plays Squire (action 4)"
    assert labels["e4:played"] == "alice plays Squire"
    assert "alice plays Squire (action 4)" in tree_lines(res)


def test_the_number_is_said_in_the_readers_language() -> None:
    res = resolve(load_scenario(str(FILE)))
    labels = {n["id"]: n["label"] for n in graph_data(res, translator("id"))["nodes"]}
    assert labels["action:3"].endswith("(aksi 4)"), labels["action:3"]
