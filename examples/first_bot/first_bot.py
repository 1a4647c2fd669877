"""My first poker-tui bot: raise pairs and aces, call cheap bets, fold the rest."""

from poker_tui.bots_api import Action, PlayerView, SyncBot, fallback


class FirstBot(SyncBot):
    name = "first"
    description = "Raises pairs and aces, calls cheap bets, folds the rest."

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal  # exactly what this seat may do now
        ranks = [card >> 2 for card in view.hole]  # cards are rank * 4 + suit; 12 is an ace
        strong = len(set(ranks)) < len(ranks) or 12 in ranks
        if strong and legal.can_raise:  # raise the pot, within the legal range
            return Action.raise_to(min(legal.max_raise_to, max(legal.min_raise_to, view.pot)))
        if legal.can_check or legal.draw_max or not legal.can_fold:
            return fallback(view)  # check; stand pat in a draw; stud's low card brings it in
        if strong or legal.call <= view.pot // 3:
            return Action.call()
        return Action.fold()
