"""Dead money stays in the pot whoever wins (003 "the small blind surrendered to the pot";
002 §5.7.1(a); docs/rules.md, "Dead money"): blinds and antes posted dead settle into the
main pot, never into a pot only their poster may win, in every game with blinds."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from poker_tui.engine import Action, Hand, Stakes
from poker_tui.engine.games import NLHE, default_stakes, every_structure
from poker_tui.engine.pots import build_pots, pot_contributors

from .conftest import examples
from .test_variants_invariants import random_action

BLIND_GAMES = [v for v in every_structure() if v.blinds]


def check_down(hand: Hand) -> None:
    """Nobody folds or raises: stand pat in a draw, else check or call."""
    while not hand.over:
        legal = hand.legal_actions()
        if legal.is_draw:
            hand.apply(Action.draw(()))
        else:
            hand.apply(Action.check() if legal.can_check else Action.call())


def won_a_pot(hand: Hand, p: int) -> bool:
    return any(p in shares for _, shares, _ in hand.pots_awarded)


def test_a_dead_small_blind_stays_in_the_pot_when_its_poster_loses_003():
    """The issue's case: 4 seats, seat 3 posts the big blind live and the small blind dead,
    the hand is checked down. A poster who loses ends at 97 (never 98: the dead chip was
    a pot only they could win); a poster who wins takes every chip."""
    lost = 0
    for seed in range(40):
        hand = Hand(NLHE, Stakes(1, 2), [100] * 4, 0, seed=seed, posts=((3, 2, 1),))
        check_down(hand)
        assert sum(hand.stacks) == 400
        assert len(hand.pots_awarded) == 1 and hand.pots_awarded[0][0].amount == 9
        if not won_a_pot(hand, 3):
            lost += 1
            assert hand.stacks[3] == 97
    assert lost  # the seeds include hands the poster loses


def test_a_small_blind_gone_dead_in_the_blind_seat_stays_in_the_pot_002_5_7_1_a():
    """Returning in the small blind with the big blind missed: the small blind posted
    there goes dead and the big blind is posted live; a losing poster pays both."""
    lost = 0
    for seed in range(40):
        hand = Hand(NLHE, Stakes(1, 2), [100] * 4, 0, seed=seed, posts=((1, 2, 0),))
        assert hand.dead == [0, 1, 0, 0]
        check_down(hand)
        assert hand.pots_awarded[0][0].amount == 9 and len(hand.pots_awarded) == 1
        if not won_a_pot(hand, 1):
            lost += 1
            assert hand.stacks[1] == 97
    assert lost


def test_dead_money_stays_in_the_pot_in_every_game_with_blinds_003():
    for variant in BLIND_GAMES:
        stakes = default_stakes(variant)
        big, small = stakes.big_blind, stakes.small_blind
        n = max(variant.min_players, 4)
        start = [100 * big] * n
        for seed in range(6):
            hand = Hand(variant, stakes, start, 0, seed=seed, posts=((3, big, small),))
            check_down(hand)
            assert sum(hand.stacks) + hand.rake == sum(start), variant.name
            main = hand.pots_awarded[0][0]
            assert main.eligible == tuple(range(n)) and len(hand.pots_awarded) == 1, variant.name
            if not won_a_pot(hand, 3):
                assert hand.stacks[3] == start[3] - big - small, variant.name


def test_a_big_blind_posted_dead_goes_into_the_main_pot():
    """The settlement knows dead chips, not why they were posted: a big blind posted
    dead (2 chips on top of seat 3's live 2) is main-pot money like a small blind."""
    contrib, dead = [2, 2, 2, 4], [0, 0, 0, 2]
    pots = build_pots(contrib, [False] * 4, dead)
    assert pots == [(10, (0, 1, 2, 3))]
    assert pot_contributors(contrib, [False] * 4, dead) == [{0, 1, 2, 3}]


def test_antes_posted_dead_go_into_the_main_pot_with_the_side_pots_built_from_live_chips():
    """Seat 0 all-in for 5 live, seats 1-2 put in 20; every seat's ante of 1 posted dead
    (a big-blind ante is posted this way): the four dead chips are in the main pot, which
    seat 0 may win, and the side pot is built from live chips only."""
    contrib, dead = [6, 21, 21, 1], [1, 1, 1, 1]
    folded = [False, False, False, True]
    pots = build_pots(contrib, folded, dead)
    assert pots == [(4 + 15, (0, 1, 2)), (30, (1, 2))]
    assert sum(p.amount for p in pots) == sum(contrib)
    assert pot_contributors(contrib, folded, dead) == [{0, 1, 2, 3}, {1, 2}]


def test_a_player_all_in_on_a_dead_post_plays_for_the_dead_money():
    """A stack that covers only the dead small blind: no live chip, still in the hand,
    eligible for the dead money alone."""
    contrib, dead = [1, 10, 10], [1, 0, 0]
    pots = build_pots(contrib, [False] * 3, dead)
    assert pots == [(1, (0, 1, 2)), (20, (1, 2))]
    assert pot_contributors(contrib, [False] * 3, dead) == [{0}, {1, 2}]


@st.composite
def hands_with_missed_blinds(draw):
    variant = draw(st.sampled_from(BLIND_GAMES))
    n = draw(st.integers(max(variant.min_players, 3), min(variant.max_players, 7)))
    stakes = default_stakes(variant)
    big, small = stakes.big_blind, stakes.small_blind
    stacks = draw(st.lists(st.integers(1, 60 * big), min_size=n, max_size=n))
    button = draw(st.integers(0, n - 1))
    sb, bb = (button + 1) % n, (button + 2) % n
    returning = draw(st.sets(st.sampled_from([p for p in range(n) if p != bb]), min_size=1))
    posts = []
    for p in sorted(returning):
        if p == sb:
            posts.append((p, big, 0))  # 002 §5.7.1(a): this small blind goes dead
        else:
            posts.append(draw(st.sampled_from([(p, big, small), (p, big, 0), (p, 0, small)])))
    return Hand(
        variant, stakes, stacks, button, seed=draw(st.integers(0, 2**32 - 1)), posts=tuple(posts)
    )


@settings(max_examples=examples(200), deadline=None)
@given(hands_with_missed_blinds(), st.randoms(use_true_random=False))
def test_chips_add_up_and_dead_money_goes_to_the_main_pot_winners(hand, rnd: random.Random):
    """Over generated hands with missed blinds, played at random: every chip is accounted
    for, the main pot is open to everyone still in and holds every dead chip on top of
    each player's live chips up to the smallest live stake, and it is paid out whole."""
    total = sum(hand.start.stacks)
    dead = list(hand.dead)
    while not hand.over:
        hand.apply(random_action(hand, rnd))
    assert sum(hand.stacks) + hand.rake == total
    assert sum(hand.winnings) + hand.rake == sum(hand.contrib)
    in_hand = [p for p in range(hand.n) if not hand.folded[p]]
    live = [c - d for c, d in zip(hand.contrib, dead, strict=True)]
    floor = min(live[p] for p in in_hand)
    main, shares, rake = hand.pots_awarded[0]
    assert main.eligible == tuple(in_hand)
    assert main.amount >= sum(dead) + sum(min(c, floor) for c in live)
    assert sum(shares.values()) + rake == main.amount
    assert set(shares) <= set(in_hand)
