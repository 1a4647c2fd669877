"""The game session without Textual: the turn loop, events, privacy, bots, rebuys."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from dataclasses import replace

from poker_tui.engine import events as ev
from poker_tui.engine.actions import Action
from poker_tui.engine.events import HIDDEN
from poker_tui.session import events as se
from poker_tui.session.config import Pace
from poker_tui.session.facing import Facing
from poker_tui.session.game import GameSession
from tests.test_ui_support import PolicyBot, calls, config, shoves, stacked


def human_calls(f: Facing) -> Action:
    if f.is_draw:
        return Action.draw(())
    if f.legal.bring_in:
        return Action.bring_in()
    return Action.check() if f.can_check else Action.call()


async def drive(session: GameSession, hands: int,
                human: Callable[[Facing], Action] = human_calls,
                check: Callable[[se.SessionEvent], None] | None = None) -> list[se.SessionEvent]:
    """Run the session with scripted humans for ``hands`` hands; returns every event."""
    seen: list[se.SessionEvent] = []
    loop = asyncio.get_running_loop()

    def on(e: se.SessionEvent) -> None:
        seen.append(e)
        if check is not None:
            check(e)
        if isinstance(e, se.HumanTurn):
            loop.call_soon(lambda: session.submit(human(e.facing)))
        elif isinstance(e, se.PrivacyNeeded):
            loop.call_soon(session.hand_over)
        elif isinstance(e, se.PlayerBusted):
            loop.call_soon(lambda: session.rebuy(e.seat))
        elif isinstance(e, se.HandFinished) and e.hand_no >= hands:
            loop.call_soon(session.close)
        elif isinstance(e, se.WaitingForNextHand):
            loop.call_soon(session.next_hand)

    session.subscribe(on)
    await asyncio.wait_for(session.run(), 20)
    return seen


async def test_a_session_plays_hands_and_keeps_every_chip():
    cfg = config(["You", "Ada", "Ben", "Cleo"], seed=11)
    session = GameSession(cfg)
    events = await drive(session, 25)
    rebuys = sum(1 for e in events if isinstance(e, se.BotRebought)) + sum(
        1 for e in events if isinstance(e, se.PlayerBusted))
    total = sum(s.stack for s in session.table.seats if s is not None)
    assert total == 4 * 200 + rebuys * 200
    assert sum(isinstance(e, se.HandFinished) for e in events) == 25


def keys_at_random(seed: int) -> Callable[[Facing], Action]:
    """A human pressing the table's keys at random (C mostly, F, R with a preset, A), as the
    long Pilot session in test_ui_audit does: the actions those keys send, without the screen."""
    rng = random.Random(seed)

    def human(f: Facing) -> Action:
        key = rng.choice("ccccffrra")
        if f.is_draw:
            return human_calls(f)
        if key == "f" and f.legal.can_fold:  # a free check asks first; the test says yes
            return Action.fold()
        if key == "r" and f.can_raise:
            return Action.raise_to(f.preset(rng.choice(("min", "half", "three_quarter", "pot",
                                                        "all_in"))))
        if key == "a" and f.can_go_all_in:
            return Action.raise_to(f.all_in_to)
        return human_calls(f)

    return human


async def test_stacks_and_pots_add_up_on_every_turn_of_a_long_session():
    """Sixty hands of random keys at four seats, busts and rebuys included: at every turn,
    yours and the bots', the stacks and the pot in the picture hold every chip bought in.
    (test_ui_audit plays the same keys through the screen for a few hands.)"""
    session = GameSession(config(["You", "Ada", "Ben", "Cleo"], seed=9))
    buy_ins = [4 * 200]
    turns = 0

    def check(e: se.SessionEvent) -> None:
        nonlocal turns
        if isinstance(e, se.BotRebought):
            buy_ins.append(e.amount)
        elif isinstance(e, se.PlayerBusted):  # drive() rebuys for the human
            buy_ins.append(session.config.buy_in)
        elif isinstance(e, (se.HumanTurn, se.BotThinking)):
            turns += 1
            state = session.state()
            assert sum(s.stack for s in state.seats) + state.total_pot == sum(buy_ins), \
                f"hand {state.hand_no}"

    events = await drive(session, 60, human=keys_at_random(5), check=check)
    assert sum(isinstance(e, se.HandFinished) for e in events) == 60
    assert turns > 300 and len(buy_ins) > 1, "many turns, and somebody bought in again"


async def test_the_table_picture_follows_the_engine_event_by_event():
    session = GameSession(config(["You", "Ada", "Ben"], seed=3))

    def check(e: se.SessionEvent) -> None:
        # Whenever someone is asked to act, the picture and the hand agree.
        if isinstance(e, (se.HumanTurn, se.BotThinking)):
            hand = session.hand
            for p, seat in enumerate(session.order):
                m = session.model.seats[seat]
                assert (m.stack, m.bet) == (hand.stacks[p], hand.bets[p])
            assert session.model.board == hand.board

    await drive(session, 12, check=check)
    for seat in session.order:
        assert session.model.seats[seat].stack == session.table.seats[seat].stack


async def test_events_leaving_the_session_hide_hidden_cards():
    session = GameSession(config(["You", "Ada", "Ben"], seed=5))
    events = await drive(session, 3)
    dealt = [e.event for e in events if isinstance(e, se.TableEvent)
             and isinstance(e.event, ev.CardsDealt)]
    assert dealt and all(set(d.cards) == {HIDDEN} for d in dealt)


async def test_the_picture_shows_only_your_own_hidden_cards():
    session = GameSession(config(["You", "Ada", "Ben"], seed=5))
    pictures = []

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.HumanTurn):
            pictures.append((session.state(), [list(h) for h in session.hand.hole],
                             list(session.order)))

    await drive(session, 4, check=check)
    assert pictures
    for state, holes, order in pictures:
        for p, seat in enumerate(order):
            cards = [c.card for c in state.seats[seat].cards]
            if seat == 0:
                assert cards == holes[p]
            elif cards:
                assert cards == [None] * len(holes[p])


async def test_a_crashing_bot_is_checked_or_folded_and_the_game_goes_on():
    def crash(view):
        raise RuntimeError("boom")

    session = GameSession(config(["You", "Ada"], seed=2), bots={1: PolicyBot(crash, "crashy")})
    events = await drive(session, 3)
    faults = [e for e in events if isinstance(e, se.BotFault)]
    assert faults and "crashed" in faults[0].message
    assert sum(isinstance(e, se.HandFinished) for e in events) == 3


async def test_a_bot_returning_an_illegal_action_is_caught():
    session = GameSession(config(["You", "Ada"], seed=2),
                          bots={1: PolicyBot(lambda v: Action.raise_to(1), "silly")})
    events = await drive(session, 2)
    assert any(isinstance(e, se.BotFault) and "illegal" in e.message for e in events)


class AnswersAtOnce:
    """A bot whose answer is ready at once (no thread): only the thinking pause holds it back."""

    name = "quick"

    def __init__(self, seat: int, log: list[object]) -> None:
        self.seat, self.log = seat, log

    async def act(self, view):  # type: ignore[no-untyped-def]
        self.log.append(("decided", self.seat))
        return calls(view)


async def test_bots_take_their_thinking_time():
    """Every bot's action waits out a pause of ``Pace.bot_think`` on the session's clock
    (``GameSession.sleep``), even when its answer is ready at once: ordering, no wall clock."""
    log: list[object] = []

    async def clock(seconds: float) -> None:
        log.append(("pause", seconds))
        for _ in range(3):  # the bot answers meanwhile
            await asyncio.sleep(0)
        log.append(("paused", seconds))

    cfg = config(["You", "Ada", "Ben"], seed=4)
    slow = GameSession(replace(cfg, pace=Pace(0.03, 0, 0, 0)),
                       bots={s: AnswersAtOnce(s, log) for s in (1, 2)})
    slow.sleep = clock
    await drive(slow, 2, check=log.append)
    thinking = [i for i, e in enumerate(log) if isinstance(e, se.BotThinking)]
    assert len(thinking) >= 2
    for i in thinking:
        seat = log[i].seat
        acted = next(j for j, e in enumerate(log) if j > i and isinstance(e, se.TableEvent)
                     and isinstance(e.event, ev.PlayerActed) and e.seat == seat)
        assert log[i + 1:acted] == [("pause", 0.03), ("decided", seat), ("paused", 0.03)], \
            "thinking, the pause begins, the bot answers, the pause ends, then it acts"


async def test_hot_seat_hands_the_keys_over_before_each_other_humans_turn():
    session = GameSession(config(["Alice", "Bob", "Cleo"], [None, None, "random"], seed=9),
                          bots={2: PolicyBot(calls)})
    order_of_turns: list[tuple[str, int]] = []

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.PrivacyNeeded):
            order_of_turns.append(("privacy", e.seat))
            state = session.state()
            assert state.viewer is None
            assert all(c.card is None for s in state.seats if s.human for c in s.cards)
        elif isinstance(e, se.HumanTurn):
            order_of_turns.append(("turn", e.seat))
            assert session.hotseat.holder == e.seat

    await drive(session, 3, check=check)
    turns = [t for t in order_of_turns if t[0] == "turn"]
    assert {s for _, s in turns} == {0, 1}
    for i, (kind, seat) in enumerate(order_of_turns):
        if kind == "turn" and i and order_of_turns[i - 1][0] == "turn":
            assert order_of_turns[i - 1][1] == seat, "a new human only after the privacy screen"


async def test_no_hidden_card_in_the_hot_seat_log():
    session = GameSession(config(["Alice", "Bob"], [None, None], seed=9))
    lines: list[str] = []

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.LogLine):
            lines.append(e.text)

    await drive(session, 3, check=check)
    assert lines and not any(line.startswith("Dealt to") for line in lines)


async def test_one_human_sees_their_dealt_cards_in_the_log():
    session = GameSession(config(["You", "Ada"], seed=9))
    lines: list[str] = []
    await drive(session, 1, check=lambda e: lines.append(e.text) if isinstance(e, se.LogLine)
                else None)
    assert any(line.startswith("Dealt to You:") for line in lines)


async def test_busted_bots_buy_in_again():
    holes = {0: "AsAh", 1: "7c2d"}
    session = GameSession(config(["You", "Ada"], seed=1), bots={1: PolicyBot(shoves)},
                          deck_for_hand=stacked(holes, "KcQd9h4s3s"))
    events = await drive(session, 2, human=lambda f: Action.call() if f.to_call else Action.check())
    kinds = [type(e) for e in events]
    finished = kinds.index(se.HandFinished)
    rebought = kinds.index(se.BotRebought)
    # the loser's seat stays empty while the result is shown; it buys in before the next deal
    assert finished < kinds.index(se.WaitingForNextHand) < rebought
    assert rebought < [i for i, k in enumerate(kinds) if k is se.HandStarting][1]
    assert events[rebought].amount == session.config.buy_in


async def test_next_hand_waits_for_the_key_when_asked():
    session = GameSession(config(["You", "Ada"], seed=1, next_hand="key"),
                          bots={1: PolicyBot(calls)})
    waits: list[se.WaitingForNextHand] = []
    await drive(session, 2, check=lambda e: waits.append(e)
                if isinstance(e, se.WaitingForNextHand) else None)
    assert waits and waits[0].seconds is None


async def test_an_action_out_of_turn_is_refused():
    session = GameSession(config(["You", "Ada"], seed=1), bots={1: PolicyBot(calls)})
    assert session.submit(Action.call()) == "It is not your turn."
    answers: list[str | None] = []

    def on(e: se.SessionEvent) -> None:
        if isinstance(e, se.HumanTurn):
            answers.append(session.submit(Action.check() if e.facing.can_check
                                          else Action.call()))
            answers.append(session.submit(Action.call()))  # the same key twice
        elif isinstance(e, se.HandFinished):
            session.close()

    session.subscribe(on)
    await asyncio.wait_for(session.run(), 10)
    assert answers[0] is None and answers[1] == "It is not your turn."


async def test_an_illegal_human_action_changes_nothing():
    session = GameSession(config(["You", "Ada"], seed=1), bots={1: PolicyBot(calls)})
    answers: list[str | None] = []

    def on(e: se.SessionEvent) -> None:
        if isinstance(e, se.HumanTurn) and not answers:
            before = (list(session.hand.stacks), list(session.hand.bets), len(session.hand.actions))
            answers.append(session.submit(Action.raise_to(1)))  # above the stake is all-in (002 §3.5.1(b))
            after = (list(session.hand.stacks), list(session.hand.bets), len(session.hand.actions))
            assert after == before
            assert session.waiting_for == "action", "the turn stays open"
            session.close()

    session.subscribe(on)
    await asyncio.wait_for(session.run(), 10)
    assert answers and "does not raise" in answers[0]


async def test_your_folded_cards_stay_in_front_of_you_greyed_and_nobody_elses():
    """After a fold the table still shows you your own hand (dead), never another's."""
    states = []

    def on_fold_seen(e: se.SessionEvent) -> None:
        if isinstance(e, se.TableEvent) and isinstance(e.event, ev.PlayerActed) \
                and e.event.kind == "fold" and e.seat == 0:
            states.append(session.state())

    session = GameSession(config(["You", "Ada", "Ben"], seed=3), bots={1: PolicyBot(calls),
                                                                       2: PolicyBot(calls)})
    await drive(session, 1, human=lambda f: Action.fold(),
                check=on_fold_seen)
    assert states, "the human never folded"
    you, ada, _ = states[0].seats
    assert you.folded and len(you.cards) == 2
    assert all(c.dead and c.card is not None for c in you.cards)
    assert all(not c.dead for c in ada.cards) and all(c.card is None for c in ada.cards)
