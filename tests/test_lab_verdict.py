"""The verdict line under the results: who wins, and how many hands an unclear edge needs."""

from __future__ import annotations

from poker_tui.lab.report import hands_to_separate, verdict
from poker_tui.lab.statistics import BotSummary


def summary(label: str, hands: int, mbb: float, half: float) -> BotSummary:
    return BotSummary(0, label, label, hands, int(mbb * hands / 1000), mbb, (mbb - half, mbb + half),
                      0.5, 0.2, 1.0, 10, 5, 0, 0, ())


def test_a_separated_winner_is_named_with_its_interval():
    text = verdict([summary("tag", 10_000, 300.0, 100.0), summary("rock", 10_000, -300.0, 100.0)]).plain
    assert text.startswith("tag wins +30.00 bb/100")
    assert "+20.00 .. +40.00 lies above zero" in text


def test_hands_needed_grow_with_the_square_of_half_width_over_edge():
    # half-width 2x the edge at 4,000 hands: four times the hands, 16,000, separate it
    assert hands_to_separate(summary("a", 4_000, 100.0, 200.0)) == 16_001
    assert hands_to_separate(summary("a", 4_000, 0.0, 200.0)) is None


def test_an_unclear_edge_says_how_many_hands_would_tell():
    rows = [summary("station", 4_000, 100.0, 200.0), summary("random", 4_000, -100.0, 200.0)]
    text = verdict(rows, duplicate=True).plain
    assert text == ("No bot is separated from zero at 95%: play more hands; at station's edge of"
                    " +100.0 mbb/hand about 16,001 hands would separate it.")
    assert "use --duplicate" in verdict(rows, duplicate=False).plain
