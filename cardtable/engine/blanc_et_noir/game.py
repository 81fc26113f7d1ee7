"""En blanc et noir: the match state (rules/blanc-et-noir.md; rules in ``rules.py``).

A match is a sequence of rounds. Each round: deal 12 cards each (4 players:
the one card left is set aside face up, the deal's ``stock``), every seat
bids, the bids are revealed, then 11 tricks, then the round is scored and the
next round is dealt at once, unless the match is over.

Decisions where the rules are silent (also in the final report):
- **Dealer**: seat 0 deals round 1, then the deal passes to the next seat
  (seat + 1) each round. Cards go one at a time starting with the seat after
  the dealer. The dealer has no other role.
- **Bid order**: bids are simultaneous; the engine takes them in seat order
  0, 1, 2(, 3) and ``observation`` shows no bid (only who has laid one) until
  all are in, so no seat's choice can depend on another's. While bids are
  face down every seat that has bid shows 11 cards; a zero bidder takes its
  face-down card back when the bids are revealed (as in the box), so it shows
  12 only from then on.
- **Next leader after a trick**: its winner (rules). Clockwise is seat + 1.
- **The unused card** of a zero bidder (the one left after 11 tricks) is not
  shown to the others.
- **Termination**: with ``tie_break: extra_round`` rounds continue while the
  highest total is shared. To guarantee that every match ends, a match stops
  after ``MAX_ROUNDS`` rounds whatever the totals (highest total wins, ties
  share); no real match comes near it.

Events (``cardtable.engine.events``):
- ``DealBegins`` (deal index = round - 1), a ``CardsDealt`` per seat (sorted);
  the card set aside (4 players) is in the observation's ``stock``.
- ``BidChosen``: ``seat`` lays its bid face down (the card only it sees;
  None for a zero bid). ``BidsRevealed``: bids, predictions, first leader.
- ``SuitChosen`` (the leader names the suit colour) then ``CardPlayed``.
- ``BlancTrickWon``: winner, cards, colour, number (1..11), wins per seat.
- ``ToAct``: seat, phase (``bid``/``lead``/``play``).
- ``BlancDealScored``: the record's result {wins, points, scores}, bids,
  predictions, reasons (per seat {white, black}: most, exact, short, miss,
  zero_both). ``MatchOver``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from cardtable.engine.blanc_et_noir import rules
from cardtable.engine.blanc_et_noir.deal import redeal_hidden
from cardtable.engine.blanc_et_noir.options import Options
from cardtable.engine.cards import blanc_et_noir_deck
from cardtable.engine.observation import Observation as BaseObservation
from cardtable.engine.errors import IllegalAction
from cardtable.engine.events import (BidChosen, BidsRevealed, BlancDealScored, BlancTrickWon,
                                     CardsDealt, DealBegins, Event, MatchOver, SuitChosen,
                                     card_played, played_card, to_act)
from cardtable.engine.rng import shuffled
from cardtable.engine.state import Action, Game, LaidOpen, Place, State
from cardtable.engine.text import QT_TRANSLATE_NOOP

MAX_ROUNDS = 1000

BID, LEAD, PLAY, OVER = "bid", "lead", "play", "over"


def sort_cards(cards) -> list[str]:
    """Pack order: white number, then black number."""
    return sorted(cards, key=rules.numbers)


@dataclass(frozen=True)
class TrickTaken:
    """A finished trick: who took it, its suit colour, (seat, card) in play order."""

    seat: int
    colour: str
    cards: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class RoundScore:
    """A scored round, as its ``BlancDealScored`` event tells it."""

    round: int
    bids: tuple[str | None, ...]
    predictions: tuple[tuple[int, int], ...]
    wins: tuple[tuple[int, int], ...]
    points: tuple[int, ...]
    reasons: tuple[Mapping[str, str], ...]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class Observation(BaseObservation):
    """What one seat knows (``phase``: bid / lead / play / over). Unknown
    cards are absent: other hands are counts, bids are None in ``bids``
    until revealed (``bids_revealed``)."""

    round: int
    dealer: int
    stock: tuple[str, ...]          # the card set aside (4 players), shown to all
    has_bid: tuple[bool, ...]
    own_bid: str | None             # this seat's bid once laid (None: zero or not yet)
    bids_revealed: bool
    bids: tuple[str | None, ...] | None   # every bid once revealed
    predictions: tuple[tuple[int, int], ...] | None
    leader: int | None              # who leads the current trick
    trick: tuple[tuple[int, str], ...]    # (seat, card) in play order
    trick_colour: str | None
    led_number: int | None
    wins: tuple[tuple[int, int], ...]     # (white, black) per seat this round
    played: tuple[str, ...]         # every card played this round, in order
    voids: tuple[frozenset, ...]    # per seat: (colour, number) it is known not to hold
    tricks: tuple[TrickTaken, ...]  # the finished tricks of this round, in order
    last_round: RoundScore | None   # the previous round's scoring
    zero_bid_allowed: bool
    end_above: int
    winners: tuple[int, ...] | None


class BlancEtNoirGame(Game):
    engine_id = "blanc_et_noir"
    options: Options

    def new_state(self, seed: int, *, deals: Sequence[Mapping[str, Any]] | None = None,
                  human_seats: Sequence[int] = ()) -> "BlancEtNoirState":
        return BlancEtNoirState(self, seed, deals, human_seats)


class BlancEtNoirState(State):
    game: BlancEtNoirGame

    def __init__(self, game: BlancEtNoirGame, seed: int,
                 deals: Sequence[Mapping[str, Any]] | None = None, human_seats: Sequence[int] = ()):
        super().__init__(game, seed, deals, human_seats)
        self.n = game.options.players
        self.scores = [0] * self.n
        self.round = 0
        self.phase = BID
        self.final_winners: list[int] | None = None
        self.last_round: RoundScore | None = None
        self._opening = self._deal()

    # --- dealing and rounds ----------------------------------------------------

    def _deal(self) -> list[Event]:
        """Deal the next round (or take it from the record) and open the bidding."""
        self.round += 1
        recorded = self._recorded_deal()
        if recorded is not None:
            dealer = recorded["dealer"]
            hands = [list(h) for h in recorded["hands"]]
            stock = list(recorded["stock"])
            self._check_recorded(dealer, hands, stock)
        else:
            dealer = (self.round - 1) % self.n
            deck = shuffled(blanc_et_noir_deck(self.n), self.rng)
            hands = [[] for _ in range(self.n)]
            for i in range(rules.HAND_SIZE * self.n):
                hands[(dealer + 1 + i) % self.n].append(deck[i])
            stock = sort_cards(deck[rules.HAND_SIZE * self.n:])
        self._begin_deal(dealer, hands, stock)
        self.dealer = dealer
        self.hands = [sort_cards(h) for h in hands]
        self.stock = stock
        self.bids: list[str | None] = [None] * self.n
        self.has_bid = [False] * self.n
        self.bids_revealed = False
        self.wins = [[0, 0] for _ in range(self.n)]
        self.played: list[str] = []
        self.voids: list[set[tuple[str, int]]] = [set() for _ in range(self.n)]
        self.trick: list[tuple[int, str]] = []
        self.trick_colour: str | None = None
        self.leader: int | None = None
        self.tricks: list[TrickTaken] = []
        self.phase = BID
        self.turn = 0
        events: list[Event] = [DealBegins(self.round - 1, dealer, tuple(len(h) for h in self.hands))]
        events += [CardsDealt(s, tuple(self.hands[s])) for s in range(self.n)]
        events.append(self._turn_event())
        return events

    def _check_recorded(self, dealer: Any, hands: list[list[str]], stock: list[str]) -> None:
        """A recorded deal must be a real deal of this deck: 12 cards each."""
        deck = blanc_et_noir_deck(self.n)
        if (dealer not in range(self.n) or len(hands) != self.n
                or any(len(h) != rules.HAND_SIZE for h in hands)
                or sorted(sum(hands, []) + stock) != sorted(deck)):
            raise IllegalAction(f"round {self.round} of the record is not a deal of the "
                                f"{len(deck)}-card deck, 12 cards to each of {self.n} players")

    def _turn_event(self) -> Event:
        return to_act(self.turn, self.phase)

    def _reveal(self) -> list[Event]:
        self.bids_revealed = True
        self.leader = self.turn = rules.first_leader(self.bids)
        self.phase = LEAD
        return [BidsRevealed(tuple(self.bids), tuple(rules.prediction(b) for b in self.bids),
                             self.leader),
                self._turn_event()]

    def _finish_trick(self) -> list[Event]:
        colour = self.trick_colour
        winner_index = rules.trick_winner([card for _, card in self.trick], colour)
        winner = self.trick[winner_index][0]
        self.wins[winner][rules.COLOURS.index(colour)] += 1
        self.tricks.append(TrickTaken(winner, colour, tuple(self.trick)))
        events: list[Event] = [BlancTrickWon(
            winner, tuple(played_card(s, c) for s, c in self.trick), colour=colour,
            number=len(self.tricks), wins=tuple(tuple(w) for w in self.wins))]
        self.trick = []
        self.trick_colour = None
        if len(self.tricks) == rules.TRICKS_PER_ROUND:
            return events + self._score_round()
        self.leader = self.turn = winner
        self.phase = LEAD
        return events + [self._turn_event()]

    def _score_round(self) -> list[Event]:
        points, reasons = rules.score_round(self.bids, self.wins)
        self.scores = [s + p for s, p in zip(self.scores, points)]
        wins = [list(w) for w in self.wins]
        result = {"wins": wins, "points": list(points), "scores": list(self.scores)}
        self._end_deal(result)
        event = BlancDealScored(self.round - 1, result, bids=tuple(self.bids),
                                predictions=tuple(rules.prediction(b) for b in self.bids),
                                reasons=tuple(reasons))
        self.last_round = RoundScore(
            self.round, tuple(self.bids), tuple(rules.prediction(b) for b in self.bids),
            tuple(map(tuple, wins)), tuple(points), tuple(dict(r) for r in reasons),
            tuple(self.scores))
        events: list[Event] = [event]
        if self._match_ends():
            self.phase = OVER
            self.final_winners = rules.winners(self.scores)
            return events + [MatchOver(self.match_result())]
        return events + self._deal()

    def _match_ends(self) -> bool:
        """A total above ``end_above`` ends the match, unless the top is shared
        and ties are broken by extra rounds; ``MAX_ROUNDS`` ends it regardless."""
        if self.round >= MAX_ROUNDS:
            return True
        if max(self.scores) <= self.game.options.end_above:
            return False
        return self.game.options.tie_break == "share" or len(rules.winners(self.scores)) == 1

    # --- the contract -------------------------------------------------------------

    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores]

    def match_result(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(rules.winners(self.scores))}

    def _forced(self) -> list[str]:
        """The follower's forced cards (empty when any card may be played)."""
        led_number = rules.number(self.trick[0][1], self.trick_colour)
        return rules.must_play(self.hands[self.turn], self.trick_colour, led_number)

    def legal_actions(self) -> list[Action]:
        hand = self.hands[self.turn] if self.phase != OVER else []
        if self.phase == BID:
            actions = [{"a": "bid", "card": card} for card in hand]
            if self.game.options.zero_bid:
                actions.append({"a": "bid", "card": None})
            return actions
        if self.phase == LEAD:
            return [{"a": "lead", "card": card, "suit": colour}
                    for card in hand for colour in rules.COLOURS]
        if self.phase == PLAY:
            return [{"a": "play", "card": card} for card in (self._forced() or hand)]
        return []

    _KEYS = {BID: {"a", "card"}, LEAD: {"a", "card", "suit"}, PLAY: {"a", "card"}}

    def is_legal(self, action: Action) -> bool:
        """``action in legal_actions()``, tested directly."""
        phase = self.phase
        if phase == OVER or action.get("a") != phase or action.keys() != self._KEYS[phase]:
            return False
        card, hand = action["card"], self.hands[self.turn]
        if phase == BID:
            return card in hand or (card is None and self.game.options.zero_bid)
        if phase == LEAD:
            return card in hand and action["suit"] in rules.COLOURS
        return card in (self._forced() or hand)

    def clone(self) -> "BlancEtNoirState":
        """A copy of what changes; the stock, finished tricks and scored
        rounds are never changed in place, so they are shared."""
        new = self._shell()
        new.scores = list(self.scores)
        new.hands = [list(h) for h in self.hands]
        new.bids = list(self.bids)
        new.has_bid = list(self.has_bid)
        new.wins = [list(w) for w in self.wins]
        new.played = list(self.played)
        new.voids = [set(v) for v in self.voids]
        new.trick = list(self.trick)
        new.tricks = list(self.tricks)
        return new

    _shared_on_clone = State._shared_on_clone | {"stock", "final_winners"}

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        if action["a"] == "bid":
            return self._apply_bid(seat, action["card"])
        card = action["card"]
        self.hands[seat].remove(card)
        self.played.append(card)
        if action["a"] == "lead":
            self.trick_colour = action["suit"]
        else:
            led_number = rules.number(self.trick[0][1], self.trick_colour)
            if rules.number(card, self.trick_colour) != led_number:
                self.voids[seat].add((self.trick_colour, led_number))
        self.trick.append((seat, card))
        events: list[Event] = [SuitChosen(seat, self.trick_colour)] if action["a"] == "lead" else []
        events.append(card_played(seat, card))
        if len(self.trick) == self.n:
            return events + self._finish_trick()
        self.turn = (seat + 1) % self.n
        self.phase = PLAY
        return events + [self._turn_event()]

    def _apply_bid(self, seat: int, card: str | None) -> list[Event]:
        self.bids[seat] = card
        self.has_bid[seat] = True
        if card is not None:
            self.hands[seat].remove(card)
        events: list[Event] = [BidChosen(seat, card)]
        if all(self.has_bid):
            return events + self._reveal()
        self.turn = seat + 1
        return events + [self._turn_event()]

    def explain_illegal(self, action: Any) -> str:
        if self.phase == OVER:
            return QT_TRANSLATE_NOOP("engine", "The match is over.")
        if not isinstance(action, dict) or action.get("a") not in ("bid", "lead", "play"):
            return QT_TRANSLATE_NOOP("blanc_et_noir", "Choose a card from your hand.")
        kind, card = action["a"], action.get("card")
        wanted = {BID: "bid", LEAD: "lead", PLAY: "play"}[self.phase]
        if kind != wanted:
            return {BID: QT_TRANSLATE_NOOP("blanc_et_noir", "Everyone bids first: choose a card from your hand "
                                                            "as your bid, or bid zero.")
                    if self.game.options.zero_bid else
                    QT_TRANSLATE_NOOP("blanc_et_noir", "Everyone bids first: choose a card from your hand as your bid."),
                    LEAD: QT_TRANSLATE_NOOP("blanc_et_noir", "You lead this trick: play a card and say which colour "
                                                             "is the suit."),
                    PLAY: QT_TRANSLATE_NOOP("blanc_et_noir", "The trick is already led: play a card; the leader "
                                                             "chose the suit.")
                    }[self.phase]
        allowed = {"bid": {"a", "card"}, "lead": {"a", "card", "suit"}, "play": {"a", "card"}}[kind]
        if set(action) - allowed:
            return QT_TRANSLATE_NOOP("blanc_et_noir", "A {kind} takes only: {fields}.").format(
                kind=kind, fields=", ".join(sorted(allowed)))
        if kind == "bid" and card is None:
            return QT_TRANSLATE_NOOP("blanc_et_noir", "The zero bid is not allowed in this game: bid with a card "
                                                      "from your hand.")
        if card not in self.hands[self.turn]:
            return QT_TRANSLATE_NOOP("blanc_et_noir", "{card} is not in your hand.").format(card=card)
        if kind == "lead":
            return QT_TRANSLATE_NOOP("blanc_et_noir", "Say which colour is the suit: white or black.")
        led_number = rules.number(self.trick[0][1], self.trick_colour)
        forced = self._forced()
        cards = forced[0] if len(forced) == 1 else QT_TRANSLATE_NOOP("blanc_et_noir", "{first} or {second}").format(
            first=", ".join(forced[:-1]), second=forced[-1])
        sentence = (QT_TRANSLATE_NOOP("blanc_et_noir", "You hold a card with white {number}, the led suit: "
                                                       "you must play {cards}.") if self.trick_colour == "white" else
                    QT_TRANSLATE_NOOP("blanc_et_noir", "You hold a card with black {number}, the led suit: "
                                                       "you must play {cards}."))
        return sentence.format(number=led_number, cards=cards)


    # --- what a seat knows -----------------------------------------------------

    def observation(self, seat: int) -> Observation:
        if self.bids_revealed:
            counts = tuple(len(h) for h in self.hands)
        else:  # a laid bid is face down: every seat that bid shows 11, zero or not
            counts = tuple(rules.HAND_SIZE - b for b in self.has_bid)
        revealed = self.bids_revealed or self.phase == OVER
        return Observation(
            seat=seat, players=self.n, phase=self.phase, round=self.round, dealer=self.dealer,
            to_act=self.current_player(), hand=tuple(self.hands[seat]), hand_sizes=counts,
            stock=tuple(self.stock), has_bid=tuple(self.has_bid),
            own_bid=self.bids[seat], bids_revealed=revealed,
            bids=tuple(self.bids) if revealed else None,
            predictions=tuple(rules.prediction(b) for b in self.bids) if revealed else None,
            leader=self.leader, trick=tuple(self.trick), trick_colour=self.trick_colour,
            led_number=rules.number(self.trick[0][1], self.trick_colour) if self.trick else None,
            wins=tuple(tuple(w) for w in self.wins),
            played=tuple(self.played), voids=tuple(frozenset(v) for v in self.voids),
            scores=tuple(self.scores), tricks=tuple(self.tricks),
            last_round=self.last_round,
            zero_bid_allowed=self.game.options.zero_bid,
            end_above=self.game.options.end_above,
            winners=tuple(self.final_winners) if self.final_winners is not None else None)

    def laid_open(self, index: int) -> LaidOpen:
        """Blanc et Noir hides nothing for good: after the round every hand as
        dealt, and the card left over (shown during play already, with 4 players)."""
        deal = self._finished_deal(index)
        return LaidOpen(tuple(tuple(h) for h in deal.hands),
                        ((QT_TRANSLATE_NOOP("blanc_et_noir", "Left over"), tuple(deal.stock)),) if deal.stock else ())

    def card_places(self) -> list[Place]:
        """Hands, the bids (face down: their owner's until revealed), the
        trick, the tricks taken and the card set aside face up."""
        places: list[Place] = [(c, f"hand{s}", frozenset({s}))
                               for s, hand in enumerate(self.hands) for c in hand]
        places += [(b, f"bid{s}", None if self.bids_revealed else frozenset({s}))
                   for s, b in enumerate(self.bids) if b is not None]
        places += [(c, "trick", None) for _, c in self.trick]
        places += [(c, "tricks", None) for t in self.tricks for _, c in t.cards]
        return places + [(c, "stock", None) for c in self.stock]

    def determinize(self, seat: int, rng: random.Random) -> "BlancEtNoirState":
        """A clone where the cards ``seat`` has not seen are redealt: other
        hands keep their sizes and known voids. A bid still face down is
        redrawn as a uniformly random legal bid from its owner's new cards,
        so the clone does not tell whether it was a zero."""
        clone = self.clone()
        others = [s for s in range(self.n) if s != seat]
        hidden_bid = [s for s in others if self.has_bid[s] and not self.bids_revealed]
        counts = {s: len(self.hands[s]) + (1 if s in hidden_bid and self.bids[s] else 0)
                  for s in others}
        pool = [c for s in others for c in self.hands[s]]
        pool += [self.bids[s] for s in hidden_bid if self.bids[s] is not None]
        pool = sort_cards(pool)  # canonical: the shuffle alone decides
        dealt = redeal_hidden(pool, counts, {s: self.voids[s] for s in others}, rng)
        for s in others:
            cards = dealt[s]
            if s in hidden_bid:
                options: list[str | None] = list(cards)
                if self.game.options.zero_bid:
                    options.append(None)
                bid = rng.choice(options)
                clone.bids[s] = bid
                if bid is not None:
                    cards = [c for c in cards if c != bid]
            clone.hands[s] = sort_cards(cards)
        clone._forget(rng, [list(h) for h in clone.hands], list(self.stock))
        return clone
