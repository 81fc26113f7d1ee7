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
from functools import lru_cache
from itertools import starmap
from typing import Any, Mapping, Sequence

from cardtable.engine.blanc_et_noir import rules
from cardtable.engine.blanc_et_noir.rules import COLOURS, NUMBER_IN
from cardtable.engine.blanc_et_noir.deal import redeal_hidden
from cardtable.engine.blanc_et_noir.options import Options
from cardtable.engine.cards import blanc_et_noir_deck
from cardtable.engine.observation import Observation as BaseObservation
from cardtable.engine.errors import IllegalAction
from cardtable.engine.frozen import freeze
from cardtable.engine.events import (BidChosen, BidsRevealed, BlancDealScored, BlancTrickWon,
                                     CardsDealt, DealBegins, Event, MatchOver, SuitChosen,
                                     card_played, played_card, to_act)
from cardtable.engine.rng import shuffled
from cardtable.engine.state import Action, Game, LaidOpen, Place, State
from cardtable.engine.text import QT_TRANSLATE_NOOP

MAX_ROUNDS = 1000


@lru_cache(maxsize=None)
def suit_chosen(seat: int, colour: str) -> SuitChosen:
    """One shared event per value (events are immutable; one per trick)."""
    return SuitChosen(seat, colour)

BID, LEAD, PLAY, OVER = "bid", "lead", "play", "over"


# Each card's place in pack order (white number, then black number), looked up.
_PACK_ORDER = {card: i for i, card in enumerate(blanc_et_noir_deck(4))}
_DECKS = {players: tuple(blanc_et_noir_deck(players)) for players in (3, 4)}


def sort_cards(cards) -> list[str]:
    """Pack order: white number, then black number."""
    return sorted(cards, key=_PACK_ORDER.__getitem__)


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
            dealer, n = (self.round - 1) % self.n, self.n
            deck = shuffled(_DECKS[n], self.rng)
            dealt = rules.HAND_SIZE * n
            # one card at a time from the seat after the dealer: card i to seat dealer + 1 + i
            hands = [deck[(s - dealer - 1) % n:dealt:n] for s in range(n)]
            stock = sort_cards(deck[dealt:])
        self._begin_deal(dealer, hands, stock)
        n = self.n
        self.dealer = dealer
        self.hands = hands = [sort_cards(h) for h in hands]
        self.stock = stock
        self.bids: list[str | None] = [None] * n
        self.has_bid = [False] * n
        self.wins: list[tuple[int, int]] = [(0, 0)] * n  # (white, black) tricks per seat
        self.played: list[str] = []
        self.voids: list[set[tuple[str, int]]] = [set() for _ in hands]
        self.trick: list[tuple[int, str]] = []
        self.trick_colour: str | None = None
        self.led_number: int | None = None  # the led card's number in the suit colour
        self._legal: list[str] | None = None  # see _legal_cards
        self.leader: int | None = None
        self.tricks: list[TrickTaken] = []
        self.phase = BID
        self.turn = 0
        events: list[Event] = [DealBegins(self.round - 1, dealer, (rules.HAND_SIZE,) * n)]
        events += [CardsDealt(s, tuple(hand)) for s, hand in enumerate(hands)]
        events.append(to_act(0, BID))
        return events

    def _check_recorded(self, dealer: Any, hands: list[list[str]], stock: list[str]) -> None:
        """A recorded deal must be a real deal of this deck: 12 cards each."""
        deck = blanc_et_noir_deck(self.n)
        if (dealer not in range(self.n) or len(hands) != self.n
                or any(len(h) != rules.HAND_SIZE for h in hands)
                or sorted(sum(hands, []) + stock) != sorted(deck)):
            raise IllegalAction(f"round {self.round} of the record is not a deal of the "
                                f"{len(deck)}-card deck, 12 cards to each of {self.n} players")

    def _reveal(self) -> list[Event]:
        self.leader = self.turn = rules.first_leader(self.bids)
        self.phase = LEAD
        return [BidsRevealed(tuple(self.bids), tuple([rules.prediction(b) for b in self.bids]),
                             self.leader),
                to_act(self.turn, LEAD)]

    def _finish_trick(self) -> list[Event]:
        colour, trick, tricks = self.trick_colour, self.trick, self.tricks
        winner = trick[rules.trick_winner(self.played[-len(trick):], colour)][0]
        white, black = self.wins[winner]
        self.wins[winner] = (white + 1, black) if colour == "white" else (white, black + 1)
        tricks.append(TrickTaken(winner, colour, tuple(trick)))
        # winner, cards, colour, number, wins (positional: keywords cost more, once a trick)
        event = BlancTrickWon(winner, tuple(starmap(played_card, trick)), colour, len(tricks),
                              tuple(self.wins))
        self.trick = []
        self.trick_colour = self.led_number = None
        if len(tricks) == rules.TRICKS_PER_ROUND:
            return [event, *self._score_round()]
        self.leader = self.turn = winner
        self.phase = LEAD
        return [event, to_act(winner, LEAD)]

    def _score_round(self) -> list[Event]:
        points, reasons = rules.score_round(self.bids, self.wins)
        self.scores = [s + p for s, p in zip(self.scores, points)]
        result = {"wins": [list(w) for w in self.wins], "points": list(points),
                  "scores": list(self.scores)}
        self._end_deal(result)
        bids, predictions = tuple(self.bids), tuple([rules.prediction(b) for b in self.bids])
        event = BlancDealScored(self.round - 1, result, bids=bids, predictions=predictions,
                                reasons=tuple(reasons))
        self.last_round = RoundScore(
            self.round, bids, predictions, tuple(self.wins), tuple(points),
            freeze(reasons), tuple(self.scores))
        events: list[Event] = [event]
        if self._match_ends():
            self.phase = OVER
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

    # Worked out rather than kept: a state with 30 attributes or more reads
    # each of them more slowly (CPython keeps its attributes in a shared-key
    # table only below that), and play reads them at every step.

    @property
    def bids_revealed(self) -> bool:
        """The bids lie face up: every seat has bid (they turn over together)."""
        return self.phase != BID

    @property
    def final_winners(self) -> list[int] | None:
        """The winners once the match is over."""
        return rules.winners(self.scores) if self.phase == OVER else None

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
        return rules.must_play(self.hands[self.turn], self.trick_colour, self.led_number)

    def _legal_cards(self) -> list[str]:
        """The cards a follower may play, worked out once per position
        (``legal_actions`` and the checked ``apply`` both ask; ``_apply``
        forgets them). Never changed in place: callers copy."""
        legal = self._legal
        if legal is None:
            hand = self.hands[self.turn]
            legal = self._legal = (rules.must_play(hand, self.trick_colour, self.led_number)
                                   or list(hand))  # _forced, written out
        return legal

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY:
            legal = self._legal
            return [{"a": "play", "card": card} for card in legal or self._legal_cards()]
        if phase == LEAD:
            return [{"a": "lead", "card": card, "suit": colour}
                    for card in self.hands[self.turn] for colour in COLOURS]
        if phase == BID:
            actions: list[Action] = [{"a": "bid", "card": card} for card in self.hands[self.turn]]
            if self.game.options.zero_bid:
                actions.append({"a": "bid", "card": None})
            return actions
        return []

    def is_legal(self, action: Action) -> bool:
        """``action in legal_actions()``, tested directly: the keys are "a"
        and "card" ("suit" too for a lead), the values allowed now."""
        phase = self.phase
        if phase == OVER or action.get("a") != phase:
            return False
        if phase == PLAY:
            return len(action) == 2 and action.get("card") in (self._legal or self._legal_cards())
        if phase == LEAD:
            return (len(action) == 3 and action.get("card") in self.hands[self.turn]
                    and action.get("suit") in rules.COLOURS)
        if len(action) != 2 or "card" not in action:
            return False
        card = action["card"]
        return card in self.hands[self.turn] or (card is None and self.game.options.zero_bid)

    def clone(self) -> "BlancEtNoirState":
        """A copy of what changes; the stock, finished tricks and scored
        rounds are never changed in place, so they are shared."""
        new = self._shell()
        new.scores = list(self.scores)
        new.hands = [list(h) for h in self.hands]
        new.bids = list(self.bids)
        new.has_bid = list(self.has_bid)
        new.wins = list(self.wins)
        new.played = list(self.played)
        new.voids = [set(v) for v in self.voids]
        new.trick = list(self.trick)
        new.tricks = list(self.tricks)
        return new

    _shared_on_clone = State._shared_on_clone | {"stock"}

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        seat, kind = self.turn, action["a"]
        if kind == "bid":
            return self._apply_bid(seat, action["card"])
        card = action["card"]
        self.hands[seat].remove(card)
        self.played.append(card)
        if kind == "lead":
            colour = self.trick_colour = action["suit"]
            self.led_number = rules.number(card, colour)
            events: list[Event] = [suit_chosen(seat, colour), card_played(seat, card)]
        else:
            if NUMBER_IN[self.trick_colour][card] != self.led_number:  # rules.number
                self.voids[seat].add((self.trick_colour, self.led_number))
            events = [card_played(seat, card)]
        self.trick.append((seat, card))
        if len(self.trick) == self.n:
            events += self._finish_trick()
            return events
        self.turn = (seat + 1) % self.n
        self.phase = PLAY
        events.append(to_act(self.turn, PLAY))
        return events

    def _apply_bid(self, seat: int, card: str | None) -> list[Event]:
        self.bids[seat] = card
        self.has_bid[seat] = True
        if card is not None:
            self.hands[seat].remove(card)
        events: list[Event] = [BidChosen(seat, card)]
        if all(self.has_bid):
            return events + self._reveal()
        self.turn = seat + 1
        events.append(to_act(self.turn, BID))
        return events

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
        led_number = self.led_number
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
        return Observation.of(
            seat=seat, players=self.n, phase=self.phase, round=self.round, dealer=self.dealer,
            to_act=self.current_player(), hand=tuple(self.hands[seat]), hand_sizes=counts,
            stock=tuple(self.stock), has_bid=tuple(self.has_bid),
            own_bid=self.bids[seat], bids_revealed=revealed,
            bids=tuple(self.bids) if revealed else None,
            predictions=tuple(rules.prediction(b) for b in self.bids) if revealed else None,
            leader=self.leader, trick=tuple(self.trick), trick_colour=self.trick_colour,
            led_number=self.led_number,
            wins=tuple(self.wins),
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
        clone._legal = None  # the real hand's legal cards: the seat to act may be redealt
        clone._forget(rng, [list(h) for h in clone.hands], list(self.stock))
        return clone
