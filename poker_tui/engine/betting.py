"""The betting state machine of a hand: who may do what, and what an action does.

Why a module of its own: betting is the hot path (``legal_actions()`` -> a bot ->
``apply()`` -> the next player, tens of thousands of times a second in ``sim``)
and the densest rules: the Minimum Raise Amount (002 §1.28), short raises
(002 §3.5.1), all-ins that do or do not reopen the betting (002 §3.19.3,
000 §3.14.3, 001 §10.2), structures and the raise cap (001 §11.5), the stud
bring-in (001 §12.2(a), §13.2(a)) and the uncalled bet (002 §4.3).

``BettingRound`` is one part of ``Hand`` (a mixin with no state of its own);
``engine.dealing`` is the other, and ``engine.hand`` puts them together.
Settlement (``engine.settlement``) and stud ordering (``engine.stud``) read
the hand's public fields only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, ActionKind, IllegalAction, LegalActions
from .events import BetsReturned, PlayerActed
from .kinds import BLIND_CHOICES, WAGERS, LogKind, Phase
from .raising import RaiseJudgement, RaiseTerms
from .stud import stud_opener
from .variant import Opener, Structure

_K_BET = LogKind.BET
_K_BRING_IN = LogKind.BRING_IN
_K_CALL = LogKind.CALL
_K_CHECK = LogKind.CHECK
_K_COMPLETE = LogKind.COMPLETE
_K_FOLD = LogKind.FOLD
_K_RAISE = LogKind.RAISE
_P_BET = Phase.BET
_P_DRAW = Phase.DRAW
"""Enum members bound once: reading ``LogKind.X`` costs an enum lookup on every use (hot path)."""


_FOLD, _CHECK, _CALL, _RAISE, _DRAW, _BRING_IN = (
    ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.RAISE,
    ActionKind.DRAW, ActionKind.BRING_IN,
)
_new_legal = _new_action = tuple.__new__
"""Named tuples built without their Python-level ``__new__`` (hot path)."""


if TYPE_CHECKING:
    from .hand_fields import HandFields
else:
    HandFields = object  # the type checker's view only: no base at run time (hot path)


class BettingRound(HandFields):
    """Betting: legal options, actions, rounds opening and closing (part of ``Hand``)."""

    __slots__ = ()

    def legal_actions(self) -> LegalActions:
        """Exactly the options of the player to act (cached until the state changes)."""
        legal = self._legal
        if legal is not None:
            return legal
        p = self.to_act
        if p < 0:
            raise IllegalAction("The hand is over; nobody is to act.")
        if self._special:
            legal = self._special_legal(p)
        else:
            stack = self.stacks[p]
            bet = self.bets[p]
            bet_to = self.bet_to
            to_call = bet_to - bet
            if to_call > stack:
                to_call = stack
            if self._no_limit:
                # _may_raise and _raise_bounds, flattened for no limit
                if self.acted_at[p] >= self.full_raises or stack + bet <= bet_to or self.n_actors < 2:
                    lo = hi = 0
                else:
                    hi = stack + bet
                    lo = bet_to + self.last_raise
                    if lo > hi:
                        lo = hi
            elif not self._may_raise(p):
                lo = hi = 0
            else:
                lo, hi = self._raise_bounds(p)
            legal = _new_legal(LegalActions, (p, True, to_call <= 0, to_call if to_call > 0 else 0,
                                              lo, hi, 0, 0, False))
        self._legal = legal
        return legal

    def _special_legal(self, p: int) -> LegalActions:
        """The options of a draw, an over-blind choice or a stud bring-in."""
        if self.phase == _P_DRAW:
            return LegalActions(p, False, False, 0, 0, 0, len(self.hole[p]))
        if self.phase in BLIND_CHOICES:
            ob = 2 * self.stakes.big_blind
            return LegalActions(p, False, True, 0, ob, ob)
        return self._bring_in_legal(p)

    def apply(self, action: Action) -> None:
        """Apply the action of the player to act, or raise IllegalAction and change nothing."""
        p = self.to_act
        if p < 0:
            raise IllegalAction("The hand is over; nobody is to act.")
        kind = action[0]
        legal = self._legal
        self._legal = None
        if self._special:
            self._apply_special(p, action, legal)
            return
        if kind == _RAISE:
            self._apply_raise(p, action, legal)
            return
        bets = self.bets
        to_call = self.bet_to - bets[p]
        if kind == _FOLD:
            self.folded[p] = True
            self.live_count -= 1
            self.n_actors -= 1
            word = _K_FOLD
            amount = 0
        elif kind == _CHECK:
            if to_call > 0:
                raise IllegalAction(f"You cannot check: it costs {min(to_call, self.stacks[p])} to call.")
            word = _K_CHECK
            amount = 0
        elif kind == _CALL:
            if to_call <= 0:
                raise IllegalAction("There is no bet to call; check instead.")
            stacks = self.stacks
            stack = stacks[p]
            if to_call < stack:
                amount = to_call
                stacks[p] = stack - to_call
            else:
                amount = stack
                stacks[p] = 0
                self.n_actors -= 1
            bets[p] += amount
            self.contrib[p] += amount
            word = _K_CALL
            # 002 §3.19.3: a short all-in shuts out only players who placed a Bet this
            # round; a check places none, so only a call marks the player as having acted.
            self.acted_at[p] = self.full_raises
            if self._cumulative:
                self._faced[p] = self.bet_to
        elif kind == _BRING_IN:
            raise IllegalAction("Only the player with the lowest up card brings it in, as the"
                                " first action of a stud hand (001 §12.2(a), §13.2(a)).")
        else:
            raise IllegalAction(f"{str(action).capitalize()} is not a betting action.")
        self.actions.append((p, action))
        self.log.append((self.street, p, word, amount))
        if self.events is not None:
            self._event(p, word, amount)
        self.needs[p] = False
        self._advance(p)

    def _apply_special(self, p: int, action: Action, legal: LegalActions | None) -> None:
        kind = action[0]
        if self.phase == _P_DRAW:
            if kind != _DRAW:
                raise IllegalAction("It is time to draw: choose the cards to discard (or none).")
            self._apply_draw(p, action[2])
        elif self.phase in BLIND_CHOICES:
            self._apply_blind_choice(p, action)
        elif kind == _RAISE:
            self._apply_raise(p, action, legal)  # a completion: a full opening bet
        else:
            self._apply_bring_in(p, action)

    def _apply_raise(self, p: int, action: Action, legal: LegalActions | None = None) -> None:
        x = action[1]
        bets = self.bets
        bet_to = self.bet_to
        completing = (self.variant.bring_in and self.street == 0 and self.level == 0
                      and self.stakes.bring_in > 0)
        if legal is None:
            legal = self.legal_actions()
            self._legal = None
        lo, hi = legal[4], legal[5]
        if not (hi and lo <= x <= hi):
            self._legal = legal
            x = self.judge_raise(x).amount
            self._legal = None
        stacks = self.stacks
        add = x - bets[p]
        stacks[p] -= add
        if not stacks[p]:
            self.n_actors -= 1
        bets[p] = x
        self.contrib[p] += add
        if self._fixed:
            full = self._fixed_limit_raise(p, x)
        else:
            increment = x - self.level
            last = self.last_raise
            if increment >= last:
                full = True
                if increment > last:
                    self.last_raise = increment
            elif self._house.partial_reopen:
                # An all-in short of a full raise: 002 §3.19.3 and 004 §26 never count it
                # as a raise; 000 §3.14.3 counts it from half a raise.
                full = increment >= last * self.house.allin_reopen_share
            else:
                full = False
        if full:
            self.full_raises += 1
            self.raise_count += 1
        if x > bet_to:
            self.bet_to = x
        if not self._fixed:
            self.level = self.bet_to
        if self._bring_in_due:
            self._bring_in_due = self._special = False
        self.aggressor = p
        if full or self.raiser < 0:
            self.raiser = p  # a short all-in "shall not be considered a Raise" (002 §3.19.3)
        folded, needs = self.folded, self.needs
        for q in self._after[p]:
            if stacks[q] > 0 and not folded[q]:
                needs[q] = True
        self.acted_at[p] = self.full_raises
        if self._cumulative:
            self._faced[p] = self.bet_to
        needs[p] = False
        kind = _K_RAISE if bet_to > 0 else _K_BET
        if completing:
            kind = _K_COMPLETE  # a stud opening bet where a smaller bring-in was possible
        self.actions.append((p, _new_action(Action, (_RAISE, x, ()))))
        self.log.append((self.street, p, kind, x))
        if self.events is not None:
            self._event(p, kind, x)
        self._advance(p)

    def raise_terms(self) -> RaiseTerms:
        """The snapshot the raise rule reads for the player to act (see ``engine.raising``)."""
        p = self.to_act
        if p < 0:
            raise IllegalAction("The hand is over; nobody is to act.")
        legal = self.legal_actions()
        bet_to = self.bet_to
        if self.phase in BLIND_CHOICES:
            word = self.phase.capitalize()
        elif legal.bring_in or (self.variant.bring_in and 0 < bet_to < self.stakes.min_bet):
            word = "Complete"  # a stud opening bet where a smaller bring-in was possible
        else:
            word = "Raise" if bet_to > 0 else "Bet"
        refusal = ""
        if not legal.max_raise_to:
            if self.acted_at[p] >= self.full_raises and self.acted_at[p] >= 0:
                refusal = ("You cannot raise: the all-in since your last action was not a full raise"
                           " and does not reopen the betting (002 §3.19.3); call or fold.")
            elif self.variant.raise_cap is not None and self.raise_count > self.variant.raise_cap:
                refusal = (f"The betting is capped at a bet and {self.variant.raise_cap}"
                           " raises this round (001 §11.5(g)).")
        house = self.house
        if self.phase in BLIND_CHOICES:  # the optional blind is exactly double the big blind
            return RaiseTerms(word, legal.min_raise_to, legal.max_raise_to, legal.max_raise_to,
                              bet_to, self.variant.structure.value, "reject", "reject", refusal)
        return RaiseTerms(word, legal.min_raise_to, legal.max_raise_to, self.stacks[p] + self.bets[p],
                          bet_to, self.variant.structure.value, house.short_raise, house.over_stake,
                          refusal)

    def judge_raise(self, x: int) -> RaiseJudgement:
        """What declaring a bet or raise to ``x`` would mean for the player to act: the amount
        played and a note (002 §3.5.1(a), (b)), or ``IllegalAction`` with the reason.
        ``apply`` plays raises through this same judgement."""
        return self.raise_terms().judge(x)

    def _fixed_limit_raise(self, p: int, x: int) -> bool:
        """001 §10.2 in fixed limit: is this wager a full bet or raise, and what level do
        later raises build on? A full one, or an all-in of at least half a bet that opens
        the round, counts. A shorter all-in is no raise: after one of less than half,
        later players may complete to the structured level; after one of half or more,
        a raise is a full bet over it (001 §1.1 "Raise")."""
        size = self._plan[self.street]
        inc = x - self.level
        if inc >= size:
            self.level = x
            return True
        half = 2 * inc >= size
        if not self.house.half_bet_rule:
            self.level = x  # every short all-in is a call amount, raised by a full bet
            return False
        if half:
            self.level = x
            if self.raise_count == 0:
                return True  # 001 §10.2: half a bet or more constitutes the bet
            return False
        if self.raise_count == 0:
            # No bet yet this round: the short all-in does not close the betting to
            # players who only checked or brought in; anyone may complete it.
            acted = self.acted_at
            for q in range(self.n):
                if q != p:
                    acted[q] = -1
        return False

    def _open_betting(self) -> bool:
        """Start a betting round; False when nobody can bet (all-in run-out)."""
        self.phase = _P_BET
        self._special = False
        n = self.n
        self.full_raises = 0
        # The big blind is the round's opening bet (001 §1.1 "Blind"; a straddle or
        # over-blind is a raise on it), so the cap counts it.
        self.raise_count = (1 + self._blind_raise) if self.street == 0 and self.variant.blinds else 0
        self.acted_at = [-1] * n
        # Everyone still in with chips must act.
        stacks, folded = self.stacks, self.folded
        needs = [False] * n
        actors = 0
        for p in range(n):
            if stacks[p] > 0 and not folded[p]:
                needs[p] = True
                actors += 1
        self.n_actors = actors
        if actors < 2:
            # Betting opens only for a lone player still facing a bet.
            if not actors or self.bets[needs.index(True)] >= self.bet_to:
                self.needs = [False] * n
                return False
        self.needs = needs
        self.aggressor = -1  # 002 §3.18.2: only the final round's betting sets the showing order
        self.raiser = -1
        if self.street and self._game.streets[self.street].blinds_open:
            first = (self.button + 1) % n  # _first_to_act after the first round
        else:
            first = self._first_to_act()
        if self._bring_in_due:
            self._special = True
        for p in self._after[first - 1]:  # first, then clockwise
            if needs[p]:
                self.to_act = p
                break
        return True

    def _first_to_act(self) -> int:
        if self._game.streets[self.street].blinds_open:
            if self.street == 0 and self.variant.blinds:
                if self._hu_button_sb:
                    return self.button  # 000 §3.8.1, 002 §3.12.1: heads-up the button acts first
                last_forced = self.straddle_player if self._straddled else self.bb_player
                return (last_forced + 1) % self.n
            return (self.button + 1) % self.n
        s = self.variant.streets[self.street]
        if s.opener == Opener.LAST_BLIND:
            # 001 §11.4(a): the first active player left of the last blind (or over-blind).
            return ((self.straddle_player if self._straddled else self.bb_player) + 1) % self.n
        p = stud_opener(self, s.opener)
        if s.opener == Opener.BRING_IN:
            self.bring_in_player = p
            self._bring_in_due = True
        return p

    def _may_raise(self, p: int) -> bool:
        if self.acted_at[p] >= self.full_raises:
            # 002 §3.19.3, 004 §26: an incomplete all-in does not reopen; under TDA practice,
            # several that add up to a full raise over the player's last bet do.
            if not (self._cumulative and self.bet_to - self._faced[p] >= self.last_raise):
                return False
        if self.stacks[p] + self.bets[p] <= self.bet_to:
            return False
        if self.n_actors < 2:
            return False  # nobody else could answer a raise
        if self._no_limit:
            return True
        cap = self.variant.raise_cap
        if cap is not None and self.raise_count > cap:
            if self.variant.cap_heads_up or self.live_count > 2:
                return False  # 001 §11.5(g): a bet and three raises, except head to head
        return True

    def _raise_bounds(self, p: int) -> tuple[int, int]:
        """(min raise-to, max raise-to) for player p, capped by the stack."""
        all_in = self.stacks[p] + self.bets[p]
        bet_to = self.bet_to
        level = self.level  # bet_to, except after a bring-in or a short fixed-limit all-in
        structure = self.variant.structure
        if structure == Structure.NO_LIMIT:
            lo, hi = level + self.last_raise, all_in
        elif structure == Structure.FIXED_LIMIT:
            # 001 §10.2: raise to the structured level (a completion) or a full bet over it.
            lo = hi = level + self._plan[self.street]
        elif structure in (Structure.POT_LIMIT, Structure.HALF_POT_LIMIT):
            # 001 §11.5(e): the call is added to the pot before the limit is computed.
            after_call = self.pot + (bet_to - self.bets[p])
            room = after_call if structure == Structure.POT_LIMIT else after_call // 2
            lo = level + self.last_raise
            hi = bet_to + room
            if hi < lo:
                hi = lo
        else:  # spread limit, 001 §11.5(f): at least the last bet or raise, up to the maximum
            lo = level + self.last_raise
            hi = level + max(self.stakes.spread_max, self.last_raise)
        if hi > all_in:
            hi = all_in
        if lo > hi:
            lo = hi
        return lo, hi

    def _advance(self, p: int) -> None:
        if self.live_count == 1:
            self._end_round()
            self._settle()
            return
        needs = self.needs
        for q in self._after[p]:
            if needs[q]:
                if self.n_actors < 2 and self.bets[q] >= self.bet_to:
                    # Everyone else is all-in and q owes nothing: no raise could be
                    # answered, so q has no decision to make (PokerKit skips it too).
                    needs[q] = False
                    continue
                self.to_act = q
                return
        self._end_round()
        self._next_street()

    def _end_round(self) -> None:
        """Return the uncalled part of the highest bet (002 §4.3)."""
        bets = self.bets
        top = max(bets)
        if top <= 0:
            return
        p = bets.index(top)
        bets[p] = 0
        second = max(bets)  # bets are never negative: the highest other bet, or 0
        bets[p] = top
        if top > second:
            back = top - second
            bets[p] -= back
            self.stacks[p] += back
            self.contrib[p] -= back
            if self.events is not None:
                self.events.append(BetsReturned(p, back))

    def _record(self, p: int, action: Action, kind: LogKind, amount: int) -> None:
        self.actions.append((p, action))
        self.log.append((self.street, p, kind, amount))
        if self.events is not None:
            self._event(p, kind, amount)

    def _event(self, p: int, kind: LogKind, amount: int) -> None:
        """The PlayerActed event of an action just applied (recording hands only)."""
        events = self.events
        assert events is not None  # callers ask only when the hand records events
        all_in = self.stacks[p] == 0 and kind != _K_FOLD
        if kind == _K_CALL:
            text = f"Call {amount}"
        elif kind == _K_BRING_IN:
            text = f"Bring-in {amount}"
        elif kind in WAGERS:
            text = f"{kind.capitalize()} to {amount}" if kind != _K_BET else f"Bet {amount}"
        else:
            text = kind.capitalize()
        if all_in:
            text += " (all-in)"
        events.append(PlayerActed(p, kind, amount, self.bets[p], all_in, text))

    # ------------------------------------------------------------- bring-in
    def _bring_in_legal(self, p: int) -> LegalActions:
        """The opener of a stud hand may not fold or check: bring it in, or complete."""
        lo, hi = self._raise_bounds(p)
        bi = self.stakes.bring_in
        amount = min(bi, self.stacks[p]) if bi > 0 else 0
        return LegalActions(p, False, False, 0, lo, hi, 0, amount, True)

    def _apply_bring_in(self, p: int, action: Action) -> None:
        """Post the bring-in for player p (the only other choice is to complete: a raise)."""
        legal = self._bring_in_legal(p)
        if action[0] != _BRING_IN:
            options = f"bring it in for {legal.bring_in} or " if legal.bring_in else ""
            raise IllegalAction(
                f"You have the lowest card showing and must open: {options}bet"
                f" {legal.min_raise_to}{' or more' if legal.max_raise_to > legal.min_raise_to else ''}"
                " (001 §12.2(a), §13.2(a)).")
        if not legal.bring_in:
            raise IllegalAction(
                f"These stakes have no bring-in: the lowest card opens with a bet of at least"
                f" {legal.min_raise_to} (001 §12.2(a), §13.2(a)).")
        amount = legal.bring_in
        self.stacks[p] -= amount
        if not self.stacks[p]:
            self.n_actors -= 1
        self.bets[p] += amount
        self.contrib[p] += amount
        self.bet_to = amount  # the level stays 0: the next full bet is a completion
        self._bring_in_due = False
        self._special = False
        self.acted_at[p] = self.full_raises
        if self._cumulative:
            self._faced[p] = self.bet_to
        self.needs[p] = False
        self._record(p, action, _K_BRING_IN, amount)
        self._advance(p)
