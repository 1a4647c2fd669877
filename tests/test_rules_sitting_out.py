"""Sitting out and missed blinds: 002 §3.9, §5.7.1(a), §5.7.3; 003; 004 §70 (docs/rules.md,
"Sitting out and missed blinds")."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from poker_tui.engine import Action, Hand, Stakes
from poker_tui.engine.games import NLHE
from poker_tui.engine.hand import replay
from poker_tui.engine.phh import pokerkit_deviation
from poker_tui.engine.table import Table
from poker_tui.store.codec import start_from_json, start_to_json

from .conftest import examples


def table(n: int = 4, stack: int = 100) -> Table:
    """n players; the first hand's button goes to seat 0 (no draw)."""
    t = Table(NLHE, Stakes(1, 2), n, seed=7)
    for i in range(n):
        t.sit(i, f"p{i}", stack)
    t.button = n - 1
    t.hands_played = 1
    return t


def check_down(hand: Hand) -> None:
    """Everyone calls or checks to the end: chips change hands, nobody folds."""
    while hand.to_act >= 0:
        legal = hand.legal_actions()
        hand.apply(Action.check() if legal.can_check else Action.call())


def play(t: Table) -> tuple[Hand, list[int]]:
    hand, order = t.start_hand()
    check_down(hand)
    t.finish_hand(hand, order)
    return hand, order


def posts(hand: Hand, order: list[int], kind: str) -> dict[int, int]:
    return {order[p]: a for _, p, k, a in hand.log if k == kind}


def test_a_player_sitting_out_is_never_dealt_cards_002_5_7_3():
    t = table()
    t.sit_out(2)
    for _ in range(6):
        hand, order = play(t)
        assert 2 not in order and len(hand.hole) == 3
    assert t.seats[2].stack == 100  # keeps seat and chips


def test_the_button_skips_sitting_out_seats_no_dead_button_004_70():
    t = table()
    play(t)  # button 0
    t.sit_out(1)
    hand, order = play(t)
    assert order == [0, 2, 3] and order[hand.button] == 2


def test_missing_the_big_blind_then_returning_posts_it_live_003():
    t = table()
    play(t)  # button 0, blinds 1 and 2
    t.sit_out(3)
    hand, order = play(t)  # button 1, blinds 2 and 0: the big blind passed seat 3
    assert (t.seats[3].missed_bb, t.seats[3].missed_sb) == (True, False)
    assert t.come_back(3) == (2, 0)
    # Button 2: seat 3 is the small blind; it pays the missed big blind live and its
    # small blind goes dead (002 §5.7.1(a)).
    hand, order = t.start_hand()
    p = order.index(3)
    assert posts(hand, order, "small blind") == {3: 1}
    assert posts(hand, order, "missed big blind") == {3: 2}
    assert hand.bets[p] == 2 and hand.contrib[p] == 3
    assert not t.seats[3].missed_bb


def test_missing_both_blinds_posts_the_big_blind_live_and_the_small_blind_dead_003():
    t = table(5)
    play(t)  # button 0, blinds 1, 2
    t.sit_out(3)
    play(t)  # button 1, blinds 2, 4: the big blind passes seat 3
    play(t)  # button 2, blinds 4, 0: the small blind passes seat 3
    assert (t.seats[3].missed_bb, t.seats[3].missed_sb) == (True, True)
    assert t.come_back(3) == (2, 1)
    total = sum(s.stack for s in t.seats if s)
    hand, order = t.start_hand()  # button 4, blinds 0, 1: seat 3 is in neither
    p = order.index(3)
    assert posts(hand, order, "dead small blind") == {3: 1}
    assert posts(hand, order, "missed big blind") == {3: 2}
    assert hand.bets[p] == 2 and hand.contrib[p] == 3  # the small blind is dead: in the pot only
    assert hand.stacks[p] == hand.start.stacks[p] - 3
    # The live blind counts toward the call, and its poster may still raise (003 "option").
    while hand.to_act != p:
        hand.apply(Action.call())
    legal = hand.legal_actions()
    assert legal.can_check and legal.max_raise_to > 2
    check_down(hand)
    t.finish_hand(hand, order)
    assert sum(s.stack for s in t.seats if s) == total  # chips conserved
    again = replay(hand.start, hand.actions)
    assert again.stacks == hand.stacks and again.log == hand.log


def test_returning_at_the_big_blind_pays_only_the_big_blind_002_5_7_3_d():
    t = table(5)
    play(t)  # button 0
    t.sit_out(4)
    for _ in range(5):  # buttons 1, 2, 3, 0, 1: both blinds pass seat 4
        play(t)
    assert (t.seats[4].missed_bb, t.seats[4].missed_sb) == (True, True)
    t.come_back(4)
    hand, order = t.start_hand()  # button 2, blinds 3 and 4
    assert order[hand.bb_player] == 4
    assert posts(hand, order, "big blind") == {4: 2}
    assert not posts(hand, order, "missed big blind") and not posts(hand, order, "dead small blind")
    assert not (t.seats[4].missed_bb or t.seats[4].missed_sb)


def test_returning_before_the_blinds_reach_you_owes_nothing_004_69():
    t = table()
    play(t)  # button 0, blinds 1, 2
    t.sit_out(0)
    play(t)  # button 1, blinds 2, 3: nothing passed seat 0
    assert t.come_back(0) == (0, 0)
    hand, order = t.start_hand()
    assert not posts(hand, order, "missed big blind") and not posts(hand, order, "dead small blind")


def test_heads_up_with_a_third_player_sitting_out_plays_heads_up_blinds_002_3_9():
    t = table(3)
    play(t)
    t.sit_out(2)
    for _ in range(3):
        hand, order = play(t)
        assert order == [0, 1]
        assert hand.sb_player == hand.button  # the button posts the small blind heads-up
        assert posts(hand, order, "small blind") == {order[hand.button]: 1}


def hand_of_a_returning_player():
    """Seat 3 sits out while both blinds pass it, then comes back: (hand, order)."""
    t = table(5)
    play(t)
    t.sit_out(3)
    play(t)
    play(t)
    t.come_back(3)
    return play(t)


def test_a_hand_with_missed_blinds_names_its_pokerkit_deviation():
    hand, order = hand_of_a_returning_player()
    assert "missed blinds" in (pokerkit_deviation(hand) or "")


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 4), st.booleans()), min_size=1, max_size=20))
def test_chips_are_conserved_whoever_sits_out_and_comes_back(moves):
    t = table(5)
    total = 500
    for seat, out in moves:
        s = t.seats[seat]
        if out:
            t.sit_out(seat)
        elif s.sitting_out:
            t.come_back(seat)
        if len(t.in_play()) >= 2:
            hand, order = play(t)
            assert all(not t.seats[i].sitting_out for i in order)
        assert sum(x.stack for x in t.seats if x) == total


def test_the_missed_blinds_survive_the_journal_and_replay_003():
    hand, order = hand_of_a_returning_player()
    start = start_from_json(start_to_json(hand.start))
    assert start.posts == hand.start.posts == ((order.index(3), 2, 1),)
    again = replay(start, hand.actions)
    assert again.stacks == hand.stacks
