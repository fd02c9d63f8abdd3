"""A count is said in the singular or the plural, never "rune(s)": a judge reads a step aloud,
and each language has its own plural forms (a message's `plural=`, gettext's ngettext)."""

from __future__ import annotations

import re

from judge.app import load_scenario, resolve
from judge.i18n import catalog

from .conftest import SCENARIOS


def test_no_message_of_judge_hedges_a_count_with_s_in_brackets() -> None:
    with open(catalog.POT, encoding="utf-8") as f:
        pot = f.read()
    hedged = [m for m in re.findall(r'^msgid(?:_plural)? "(.*)"$', pot, re.M) if "(s)" in m]
    assert not hedged, hedged


def test_the_second_player_channels_three_runes() -> None:
    res = resolve(load_scenario(SCENARIOS / "riftbound/turn/second-player-channels-three.yaml"))
    channels = [s.summary for s in res.steps if " channels " in s.summary]
    assert channels and channels[0].startswith("bob channels 3 runes: "), channels


def test_a_warden_pays_one_willpower_counter_in_the_singular() -> None:
    from judge.games.force_of_will.wardens import willpower_paid
    from judge.msg import say

    assert say(willpower_paid(-1, "Keeper", 2), None) == "removes 1 willpower counter from " \
        "Keeper (1 now)"
    assert say(willpower_paid(2, "Keeper", 0), None) == "adds 2 willpower counters to Keeper " \
        "(2 now)"
