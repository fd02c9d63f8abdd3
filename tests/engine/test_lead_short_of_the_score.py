""""Has it won?" of a 2v2 team that went from 8 to 9 points led with "No — nobody wins: the
game goes on", citing nothing. Riftbound's win check now notes players who gained points and
are still short of the Victory Score, a team together, with the rule that sets the score for
the mode (RB 489.3: 11 in 2v2), and the answer takes it as why nobody wins."""

from __future__ import annotations

from judge.app import load_scenario, resolve

from .leads import leads


def test_a_team_short_of_the_score_says_why_nobody_wins() -> None:
    lead = leads("riftbound/2v2/victory-score-is-eleven.yaml")[0]
    assert lead.verdict == "No", lead.sentence
    assert "alice and carol have 9 points, short of the Victory Score (11)" in lead.sentence
    assert lead.citations == ("RB 489.3",), lead.citations


def test_no_note_where_nobody_gained_points() -> None:
    res = resolve(load_scenario("scenarios/riftbound/2v2/xp-is-not-shared.yaml"))
    assert not any("short of" in str(f.message) for f in res.findings)


def test_a_score_the_file_sets_is_cited_by_its_rule() -> None:
    # A duel whose file sets the Victory Score to 10: 9 points win nothing (RB 194.3.a).
    with open("scenarios/riftbound/2v2/victory-score-is-eleven.yaml", encoding="utf-8") as fh:
        text = fh.read()
    text = text.replace("  carol: {points: 8}\n  dave: {points: 5}\n", "").replace(
        "  mode: 2v2\n", "  victory_score: 10\n").replace(
        "players: {alice: {points: 9}, carol: {points: 9}}", "players: {alice: {points: 9}}")
    from judge.app import load_scenario_text

    res = resolve(load_scenario_text(text, "t.yaml"))
    notes = [(str(f.message), f.citations) for f in res.findings if "short of" in str(f.message)]
    assert notes == [("alice has 9 points, short of the Victory Score (10)", ("RB 194.3.a",))]
