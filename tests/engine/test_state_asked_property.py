"""Yes/No questions whose answer the ruling's final state says, asked of a spread of bundled
rulings (every 150th file, all three games): where a card ends ("Is Fall Back in Alice's
trash?"), whether it is exhausted or rested, its ATK or Might, its damage, who controls it, a
player's life or points. The lead says the state's Yes or No, or none; never the other one.

Probes asking such questions of hundreds of bundled rulings found confident wrong answers of
whole classes: a card's name inside another word ("Ward" in "Warden"), a verb inside a card's
name ("Fall Back" read as "fall"), a refused item said of its card's place. Each is fixed and
pinned by its own test; this one holds the property itself over rulings no test chose."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.app import load_scenario_text, resolve
from tests.helpers import BUNDLED, first_lead_asked

EVERY = 150
PILE = {"force-of-will": "graveyard", "vandaria-wars": "graveyard", "riftbound": "trash"}
EXHAUSTED = {"force-of-will": "rested", "vandaria-wars": "exhausted", "riftbound": "exhausted"}
STAT = {"force-of-will": "ATK", "vandaria-wars": "ATK", "riftbound": "Might"}
RULINGS = sorted(BUNDLED.rglob("*.yaml"))[::EVERY]


def _ruling(data: dict[str, Any], question: str | None = None) -> Any:
    if question is not None:
        data = {**data, "question": question}
    return resolve(load_scenario_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False)))


def _on_board(zone: str) -> bool:
    return zone in ("field", "base") or zone.startswith("battlefield")


def _asked(game: str, final: dict[str, Any]) -> list[tuple[str, str]]:
    """(question, the Yes or No the final state says) for each card of a name of its own."""
    objects = final["objects"]
    names = Counter(o["card"] for o in objects.values())
    asked = []
    for oid, o in objects.items():
        if names[o["card"]] != 1 or "." in oid:
            continue
        card, owner = o["card"], o["owner"].capitalize()
        asked.append((f"Is {card} in {owner}'s {PILE[game]}?",
                      "Yes" if o["zone"] == PILE[game] else "No"))
        if not _on_board(o["zone"]):
            continue
        asked.append((f"Is {card} {EXHAUSTED[game]}?", "Yes" if o.get("exhausted") else "No"))
        stat = (o.get("stats") or {}).get(STAT[game].casefold())
        if isinstance(stat, int):
            asked.append((f"Does {card} have {stat} {STAT[game]}?", "Yes"))
        if isinstance(o.get("damage"), int):
            asked.append((f"Does {card} have {o['damage']} damage?", "Yes"))
        others = [p for p in final["players"] if p != o.get("controller")]
        if o.get("controller") and others:
            asked.append((f"Does {others[0].capitalize()} control {card}?", "No"))
    for player, held in final["players"].items():
        key = {"force-of-will": "life", "riftbound": "points"}.get(game)
        if key is not None and key in held:
            asked.append((f"Does {player.capitalize()} have {held[key]} {key}?", "Yes"))
    return asked


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: str(Path(p).relative_to(BUNDLED)))
def test_a_state_asked_is_never_said_the_other_way(path: Path) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or "players" not in data:
        pytest.skip("no players: a file of another kind")
    data.pop("expect", None)
    game = path.relative_to(BUNDLED).parts[0]
    final = _ruling(data).final
    if (final.get("game") or {}).get("over"):
        pytest.skip("the game ended: its state is not asked")
    wrong = []
    for question, want in _asked(game, final)[:8]:
        lead = next((f for f in _ruling(data, question).answer if f.lead), None)
        if lead is not None and lead.verdict and lead.verdict != want:
            wrong.append(f"{question} (the state says {want}) -> {lead.sentence}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("name", "asked", "verdict"), [
    # the Tower is named; the Trader, whose ATK the lead said, is neither named nor described
    ("vandaria-wars/rulings-audit20/trigger-on-a-summon-does-not-weaken-the-waiting-follower.yaml",
     "Does Hex Tower have 0 ATK?", {"", "Yes"}),
    # "his other unit" describes the Squire the question does not name: its No stays
    ("riftbound/chain/no-retargeting.yaml", None, {"No"}),
])
def test_a_card_neither_named_nor_described_does_not_answer(name: str, asked: str | None,
                                                            verdict: set[str]) -> None:
    lead = first_lead_asked(name, None if asked is None else f"= {asked}")
    assert lead.verdict in verdict, lead.sentence
