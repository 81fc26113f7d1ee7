"""Computer players for En blanc et noir.

``EasyAgent`` is rule-based and instant, and decides from its observation only:

- **Bid**: each card is worth an estimated share of a trick in the colour
  where its number is lower (low numbers win: the smallest suit takes the
  trick). Summing the shares of the 11 cards it keeps gives an estimate of its
  white and black wins; it bids the card closest to that estimate (or zero,
  when allowed and the hand is weak in both colours).
- **Play**: it plays towards its bid. In a colour where it still needs wins
  it takes the trick when it can (cheaply when it plays last, with a card no
  unseen card can beat when it leads); where it has enough it ducks, getting
  rid of the cards that could win a trick it does not want.
"""

from __future__ import annotations

from cardtable.ai.base import Agent, Decision
from cardtable.ai.endgame import Endgame
from cardtable.ai.search import search_levels
from cardtable.engine.blanc_et_noir.rules import (COLOURS, beats, number, other,
                                                  prediction, trick_winner)
from cardtable.engine.cards import blanc_et_noir_deck

# Estimated share of a trick a card wins in a colour, by its number there.
# Tuned by points per round of one easy seat among easy seats: these values
# beat tables 1.5x higher by about 0.6 points a round (bids are at least one
# win per colour, so a low estimate bids the smallest fitting card).
SHARE = {1: 0.6, 2: 0.3, 3: 0.1, 4: 0.03}
# Bid zero (when allowed) if the estimate of all wins is at most this, by
# player count (tuned the same way; with 4 players tricks are scarcer).
ZERO_BID_MAX_ESTIMATE = {3: 1.5, 4: 3.0}


def share(card: str, colour: str) -> float:
    return SHARE.get(number(card, colour), 0.0)


def estimate(cards) -> tuple[float, float]:
    """Expected (white, black) wins: each card counts in its stronger colour."""
    totals = [0.0, 0.0]
    for card in cards:
        white, black = share(card, "white"), share(card, "black")
        if white == black:
            totals[0] += white / 2
            totals[1] += black / 2
        else:
            totals[0 if white > black else 1] += max(white, black)
    return totals[0], totals[1]


class EasyAgent(Agent):
    level = "easy"

    def choose(self, decision: Decision):
        obs = decision.observation
        if obs.phase == "bid":
            return self._bid(obs, decision.legal)
        needs = self._needs(obs)
        if obs.phase == "lead":
            return self._lead(obs, needs)
        return self._follow(obs, decision.legal, needs)

    # --- bidding -----------------------------------------------------------------

    def _bid(self, obs, legal):
        zero = {"a": "bid", "card": None}
        if zero in legal and sum(estimate(obs.hand)) <= ZERO_BID_MAX_ESTIMATE[obs.players]:
            return zero

        def distance(action) -> float:
            est = estimate(c for c in obs.hand if c != action["card"])
            white, black = prediction(action["card"])
            return (white - est[0]) ** 2 + (black - est[1]) ** 2
        return min((a for a in legal if a["card"] is not None), key=distance)

    # --- playing ------------------------------------------------------------------

    def _needs(self, obs) -> dict[str, int]:
        """Wins still wanted per colour (0 or less: enough)."""
        predicted = prediction(obs.own_bid)
        won = obs.wins[self.seat]
        return {colour: predicted[i] - won[i] for i, colour in enumerate(COLOURS)}

    def _unseen(self, obs) -> list[str]:
        known = set(obs.hand) | set(obs.played) | set(obs.stock)
        known |= {bid for bid in (obs.bids or ()) if bid is not None}
        return [card for card in blanc_et_noir_deck(obs.players) if card not in known]

    def _usefulness(self, card: str, needs) -> float:
        """How much the card is worth keeping: its strength where wins are wanted,
        less its strength where they are not."""
        return sum(share(card, c) if needs[c] > 0 else -share(card, c) for c in COLOURS)

    def _lead(self, obs, needs):
        unseen = self._unseen(obs)
        wanted = [c for c in COLOURS if needs[c] > 0]
        sure = [(card, c) for c in wanted for card in obs.hand
                if not any(beats(other, card, c) for other in unseen)]
        if sure:  # a certain win where one is wanted: spend the least useful such card
            card, colour = min(sure, key=lambda cc: self._usefulness(cc[0], needs) - share(cc[0], cc[1]))
            return {"a": "lead", "card": card, "suit": colour}
        if wanted:  # try the strongest card in the colour that needs the most
            colour = max(wanted, key=lambda c: needs[c])
            card = min(obs.hand, key=lambda x: (number(x, colour), -number(x, other(colour))))
            if number(card, colour) <= 2:
                return {"a": "lead", "card": card, "suit": colour}
        # lead to lose: the highest suit number, in a wanted colour if possible
        # (losing there costs nothing), the lowest rank among equals
        card, colour = max(((x, c) for x in obs.hand for c in COLOURS),
                           key=lambda xc: (number(xc[0], xc[1]) + (0.5 if xc[1] in wanted else 0),
                                           -number(xc[0], other(xc[1])),
                                           -self._usefulness(xc[0], needs)))
        return {"a": "lead", "card": card, "suit": colour}

    def _follow(self, obs, legal, needs):
        colour = obs.trick_colour
        cards = [action["card"] for action in legal]
        trick = [card for _, card in obs.trick]
        best = trick[trick_winner(trick, colour)]
        winning = [x for x in cards if beats(x, best, colour)]
        losing = [x for x in cards if x not in winning]
        last = len(trick) == obs.players - 1
        useful = lambda x: self._usefulness(x, needs)  # noqa: E731
        if needs[colour] > 0 and winning:
            if last:
                pick = min(winning, key=useful)
            else:
                unseen = self._unseen(obs)
                safe = [x for x in winning if not any(beats(o, x, colour) for o in unseen)]
                pick = (min(safe, key=useful) if safe else
                        min(winning, key=lambda x: (number(x, colour), -number(x, other(colour)))))
        elif needs[colour] > 0:
            pick = min(losing, key=useful)
        elif losing:
            pick = min(losing, key=useful)  # duck, shedding a card that could win unwanted tricks
        elif last:
            pick = min(winning, key=useful)  # the trick is ours anyway
        else:  # the weakest winner, so a later player may still take it
            pick = max(winning, key=lambda x: (number(x, colour), -number(x, other(colour))))
        return {"a": "play", "card": pick}


def cards_left(state) -> int:
    """Cards still held in the round of a world: what the solver branches
    over. A zero bidder holds its twelfth card to the end and never plays
    it, so with zero bids a round is solved one card later per zero bidder
    than by the cards still to be played: with 4 players the extra card
    made one solve in eight run out of time at the table (section 37)."""
    return sum(map(len, state.hands))


def position(state) -> tuple:
    """What decides the rest of a round's value: the hands, the trick, its
    colour and who plays next, and every seat's wins so far (the bids are
    fixed once play begins)."""
    return (tuple(map(tuple, state.hands)), tuple(state.trick), state.trick_colour, state.turn,
            tuple(state.wins))


# ``hard`` solves the last 9 cards exactly with 3 players (three tricks)
# and the last 11 with 4 (a little under three tricks), counting the cards
# held (``cards_left``: a zero bidder's spare card too). A world's solve
# (paranoid, median of 10): with 3 players 12 ms at 9 cards, 26 at 11
# (slowest 73: too dear for 40 worlds within the time limit); with 4
# players 4 ms at 9 cards, 10 at 11, 51 at 12. docs/ai-strength.md,
# sections 35-36, measured the 4-player change.
NormalAgent, HardAgent = search_levels(EasyAgent, normal_playouts=100, hard_playouts=400,
                                       endgame=Endgame(cards_left, position),
                                       endgame_cards={3: 9, 4: 11}, hard_solves=40)
