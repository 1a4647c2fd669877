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


def test_the_verdict_reads_every_bots_interval_not_only_the_best_and_worst_by_mean():
    """The issue's table (sim --bots tag --hands 10 --seed 190194026957323): tag#5 is not
    the worst by mean, yet its interval alone lies wholly below zero; the verdict says so."""
    rows = [summary("tag#3", 10, -500.0, 839.2), summary("tag#4", 10, 500.0, 826.4),
            summary("tag#5", 10, -300.0, 261.3)]
    text = verdict(rows).plain
    assert text.startswith("tag#5 loses -30.00 bb/100; its 95% interval")
    assert "lies below zero; no winner is separated from zero at 95%." in text
    assert "No bot is separated" not in text


def test_a_winner_with_a_smaller_edge_but_a_narrower_interval_is_named():
    rows = [summary("wild", 4_000, 400.0, 900.0), summary("steady", 4_000, 150.0, 50.0),
            summary("loser", 4_000, -200.0, 100.0)]
    text = verdict(rows).plain
    assert text.startswith("steady wins +15.00 bb/100")
    assert "wild" not in text
    assert "loser loses -20.00 bb/100; its 95% interval -30.00 .. -10.00 lies below zero." in text


def test_every_separated_bot_is_named_and_none_that_is_not():
    rows = [summary(f"b{i}", 1_000, mbb, half)
            for i, (mbb, half) in enumerate([(300, 100), (250, 300), (-100, 50), (-50, 100)])]
    text = verdict(rows).plain
    named = {s.label for s in rows if s.label in text}
    assert named == {s.label for s in rows if s.significant}
