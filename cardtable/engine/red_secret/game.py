"""Red Secret (秘密の赤): the match state machine (rules/red-secret.md).

A match is ``games`` games (default 2); each game is one deal of the whole
32-card deck, one entry in the record's ``deals``, scored ``{"scores": [...]}``
(that game's points per seat). The card rules themselves live in ``rules.py``;
what a seat may know lives in ``knowledge.py``.

Decisions where the rules file is silent (also in the help and the report):

- The first dealer is drawn from the match generator (``rng.randrange``)
  before the first shuffle; the dealer passes to the next seat each game.
  Cards are dealt one at a time from the player after the dealer, so with 3
  players the dealer is the one with 10 cards. Seat numbers run clockwise.
- Balancing order: each gift is a ``give`` by the giver (the giver chooses
  the red cards) answered at once by the receiver's ``return`` (the receiver
  chooses the same number of non-red cards). Givers act in seat order from
  the player after the dealer; a giver with two receivers serves them in that
  same order. Every row of the 3-player table has a single giver or a single
  receiver, so who gives how many to whom is never a choice. The gift plan
  (who gives how many to whom) is public; the cards themselves are seen only
  by the two players who pass them.
- 3-player fourth card: the lead player may pass whenever someone after them
  can still play it; the second player may pass only when void in the led
  colour and the third player can play; the third player never passes. A
  player with no card passes automatically (an event, not an action).
  Whoever plays the fourth card follows the led colour or plays red, as for
  any card after the lead.
- A hidden red card lies face down in the winner's pile and nobody looks at
  it: only the player who played it knows its number (a led red card that was
  turned face down was seen by all, so its number stays public). Won piles
  are not looked at during the game; the end-of-game summary gives each
  seat's total of hidden-red points, never the cards.
- ``returns()`` are the totals of the finished games.

Events (``cardtable.engine.events``):

- ``DealBegins`` (deal index = game), ``CardsDealt`` per seat;
  ``ExchangePlanned`` (the balancing plan, public; only when there is one).
- ``CardsPassed`` {action (``give``/``return``), seat, to, cards}: passed
  face down, the cards seen by the two players only.
- ``ToAct`` {seat, phase ``exchange``|``play``}.
- ``CardPlayed`` {seat, card, face_up}: a red card not led goes face down
  (its number redacted for the others).
- ``FourthPassed`` {seat, auto (True when the player had no card left)}.
- ``RedSecretTrickWon`` {winner, cards (face down: a hidden red not led),
  number, revealed (turned face up, moved in front of their player),
  turned_down (led reds sandwiched and turned face down)}.
- ``RedSecretDealScored`` {deal, result {scores}, totals, breakdown: per seat
  {plain, hidden, hidden_points, revealed, revealed_points}}.
- ``MatchOver`` {result}.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, Sequence

from cardtable.engine.cards import red_secret_deck
from cardtable.engine.errors import IllegalAction
from cardtable.engine.events import (CardsDealt, CardsPassed, DealBegins, Event, ExchangePlanned,
                                     FourthPassed, MatchOver, RedSecretDealScored,
                                     RedSecretTrickWon, card_played, played_card, to_act)
from cardtable.engine.red_secret import knowledge
from cardtable.engine.red_secret.rules import (
    COLOUR_NAMES, RED, ROUNDS, TRICK_SIZE, balance_transfers, colour, fourth_order, is_hidden,
    is_red, number, pack_key, playable_sorted, score_pile, trick_order, trick_winner)
from cardtable.engine.rng import shuffled
from cardtable.engine.state import Action, CardChoice, Game, LaidOpen, Place, State
from cardtable.engine.text import QT_TRANSLATE_NOOP

# The exchange's card choice, by (giving, one card): whole sentences, so a
# language words the singular and the plural its own way.
_CHOICE_LABELS = {
    (True, True): QT_TRANSLATE_NOOP("red_secret", "Choose 1 red card to give to seat {seat}"),
    (True, False): QT_TRANSLATE_NOOP("red_secret", "Choose {count} red cards to give to seat {seat}"),
    (False, True): QT_TRANSLATE_NOOP("red_secret", "Choose 1 non-red card to return to seat {seat}"),
    (False, False): QT_TRANSLATE_NOOP("red_secret", "Choose {count} non-red cards to return to seat {seat}"),
}
_MUST_FOLLOW = {
    "B": QT_TRANSLATE_NOOP("red_secret", "You must play a blue card (the led colour) or a red card."),
    "G": QT_TRANSLATE_NOOP("red_secret", "You must play a green card (the led colour) or a red card."),
    "Y": QT_TRANSLATE_NOOP("red_secret", "You must play a yellow card (the led colour) or a red card."),
}


@dataclass(frozen=True)
class Played:
    """A card on the table or in a pile: who played it, and how it lies."""

    seat: int
    card: str
    face_up: bool
    led: bool = False  # a led card was seen by everyone


@lru_cache(maxsize=None)
def played(seat: int, card: str, face_up: bool, led: bool = False) -> Played:
    """One shared ``Played`` per value (it is immutable; play makes two per card)."""
    return Played(seat, card, face_up, led)


DECK = tuple(red_secret_deck())  # pack order, shuffled afresh for every game


def shows_void(card: str, led: str | None) -> bool:
    """True when playing ``card`` to a trick led in colour ``led`` shows its
    player lacks both the led colour and red (a blue or yellow off the led
    colour: he had to follow, or play a red). The rule, once, for the play
    and for a deal rewound (``before_card``)."""
    return led is not None and card[0] != RED and colour(card) != led


@lru_cache(maxsize=None)
def _trick_order(players: int, leader: int) -> tuple[int, ...]:
    """``trick_order``, worked out once for each table and leader."""
    return tuple(trick_order(players, leader))
_PACK_ORDER = {card: i for i, card in enumerate(DECK)}  # sorts as pack_key does


@dataclass(frozen=True)
class Trick:
    """A finished trick of the deal: its cards as played (a red played face
    down stays so here, hidden or not), whether each red ended hidden, and
    its winner. Kept for the whole deal: a world redrawn for a seat
    (``knowledge.determinize``) must give every hidden red a number that
    stays hidden in its trick and lets the trick go to the player it went
    to. Immutable: a redraw replaces it."""

    winner: int
    cards: tuple[Played, ...]
    hidden: tuple[bool, ...]


@dataclass(frozen=True)
class Step:
    """One exchange decision: ``give`` red cards or ``return`` non-red ones."""

    action: str
    seat: int
    to: int
    count: int


@dataclass(frozen=True)
class Passed:
    """Cards passed during the balancing, known to ``seat`` and ``to`` only."""

    action: str
    seat: int
    to: int
    cards: tuple[str, ...]


class RedSecretGame(Game):
    engine_id = "red_secret"

    def new_state(self, seed: int, *, deals: Sequence[Mapping[str, Any]] | None = None,
                  human_seats: Sequence[int] = ()) -> "RedSecretState":
        return RedSecretState(self, seed, deals, human_seats)


class RedSecretState(State):
    def __init__(self, game: RedSecretGame, seed: int,
                 deals: Sequence[Mapping[str, Any]] | None = None, human_seats: Sequence[int] = ()):
        super().__init__(game, seed, deals, human_seats)
        self.n = game.num_players
        self.totals = [0] * self.n
        self.game_scores: list[list[int]] = []
        self.game_no = -1
        self.over = False
        self._legal: list[str] | None = None  # see _legal_cards
        self._opening = self._deal(self.rng.randrange(self.n))

    # --- dealing and balancing ------------------------------------------------

    def _deal(self, dealer: int) -> list[Event]:
        """Deal a game (or take it from the record) and set everything up."""
        self.game_no += 1
        recorded = self._recorded_deal()
        if recorded is None:
            # one card at a time from the seat after the dealer: card i to seat dealer + 1 + i
            pack, n = shuffled(DECK, self.rng), self.n
            hands = [pack[(s - dealer - 1) % n::n] for s in range(n)]
        else:
            dealer, hands = self._check_recorded(recorded, dealer)
        self._begin_deal(dealer, hands, [])
        self.hands = [sorted(h, key=_PACK_ORDER.__getitem__) for h in hands]
        self.won: list[list[Played]] = [[] for _ in range(self.n)]
        self.revealed: list[list[str]] = [[] for _ in range(self.n)]
        self.voids: list[set[str]] = [set() for _ in range(self.n)]
        self.trick: list[Played] = []
        self.passes: list[int] = []
        self.tricks: list[Trick] = []  # finished tricks of this deal, in order
        self.round = 0
        self.passed: list[Passed] = []
        first = (dealer + 1) % self.n
        plan = balance_transfers([sum(map(is_red, h)) for h in self.hands], first) \
            if self.n < 4 else []
        self.steps = [step for g, r, k in plan
                      for step in (Step("give", g, r, k), Step("return", r, g, k))]
        events: list[Event] = [DealBegins(self.game_no, dealer, tuple(len(h) for h in self.hands))]
        events += [CardsDealt(s, tuple(h)) for s, h in enumerate(self.hands)]
        if plan:
            events.append(ExchangePlanned(tuple(plan)))
        return events + self._start_trick(first)

    def _check_recorded(self, recorded: Mapping[str, Any], dealer: int) -> tuple[int, list[list[str]]]:
        """The recorded dealer and hands, refused unless they are a real deal."""
        where = f"the record's deal {self.game_no + 1}"
        got = recorded.get("dealer")
        if self.game_no == 0:
            dealer = got
        if not isinstance(got, int) or isinstance(got, bool) or got != dealer \
                or not 0 <= got < self.n:
            raise IllegalAction(f"{where} has dealer {got!r}; the rules give seat {dealer}")
        hands = recorded.get("hands")
        sizes = [(32 // self.n) + (1 if (s - got - 1) % self.n < 32 % self.n else 0)
                 for s in range(self.n)]
        if not isinstance(hands, list) or len(hands) != self.n \
                or any(not isinstance(h, list) for h in hands) \
                or sorted(c for h in hands for c in h) != sorted(red_secret_deck()) \
                or [len(h) for h in hands] != sizes or recorded.get("stock") not in ([], None):
            raise IllegalAction(f"{where} is not a deal of the 32 cards into hands of {sizes}")
        return got, [list(h) for h in hands]

    def _exchange_turn(self) -> list[Event]:
        step = self.steps[0]
        return [to_act(step.seat, "exchange")]

    # --- tricks -----------------------------------------------------------------

    def _start_trick(self, leader: int) -> list[Event]:
        self.leader = leader
        self.trick = []
        self.led: str | None = None  # the led colour (_led), kept as the trick is played
        self.passes = []
        self.queue = list(_trick_order(self.n, leader))
        self.fourth: list[int] = []
        if self.steps:
            return self._exchange_turn()
        return self._turn()

    def _turn(self) -> list[Event]:
        return [to_act(self.current_player(), "play")]

    def _start_fourth(self) -> list[Event]:
        """3 players: the fourth card goes round from the lead player."""
        self.fourth = fourth_order(self.n, self.leader)
        return self._skip_empty_hands()

    def _skip_empty_hands(self) -> list[Event]:
        events = []
        while not self.hands[self.fourth[0]]:
            seat = self.fourth.pop(0)
            self.passes.append(seat)
            events.append(FourthPassed(seat, True))
        return events

    def _led(self) -> str | None:
        """The colour of the trick's first card (None before the lead)."""
        return self.led

    def _can_pass(self) -> bool:
        """The 3-player fourth-card pass rules."""
        if not self.fourth or not any(self.hands[s] for s in self.fourth[1:]):
            return False
        seat = self.fourth[0]
        if seat == self.leader:
            return True
        second = (self.leader + 1) % self.n
        return seat == second and all(colour(c) != self._led() for c in self.hands[seat])

    def _play(self, seat: int, card: str) -> list[Event]:
        led = self.led
        red = card[0] == RED  # is_red, written out: this runs at every card
        if led is None:
            self.led = colour(card)
        elif shows_void(card, led):
            self.voids[seat] |= {led, RED}
        self.hands[seat].remove(card)
        face_up = led is None or not red
        self.trick.append(played(seat, card, face_up, led is None))
        events: list[Event] = [card_played(seat, card, face_up)]
        if self.queue:
            self.queue.pop(0)
        else:
            self.fourth = []
        if len(self.trick) == TRICK_SIZE:
            events += self._end_trick()
            return events
        if not self.queue and not self.fourth:
            events += self._start_fourth()
        events += self._turn()
        return events

    def _pass(self, seat: int) -> list[Event]:
        if seat != self.leader:
            self.voids[seat].add(self._led())
        self.fourth.pop(0)
        self.passes.append(seat)
        return [FourthPassed(seat, False)] + self._skip_empty_hands() + self._turn()

    def _end_trick(self) -> list[Event]:
        """The trick goes to its winner's pile, face down for a hidden red
        (a card not led already lies so); a red not hidden is revealed in
        front of its player."""
        trick = self.trick
        cards = [p.card for p in trick]
        winner = trick[trick_winner(cards)].seat
        pile = self.won[winner]
        shown, hiddens, revealed, turned = [], [], [], []
        for p in trick:
            seat, card = p.seat, p.card
            hidden = card[0] == RED and is_hidden(card, cards)  # card[0] == RED: is_red
            hiddens.append(hidden)
            if hidden and p.led:  # a led red seen by all, turned face down
                pile.append(played(seat, card, False, True))
                turned.append(played_card(seat, card))
                shown.append(turned[-1])
            elif hidden:
                pile.append(p)
                shown.append(played_card(seat, card, False))
            elif card[0] == RED:
                self.revealed[seat].append(card)
                revealed.append(played_card(seat, card))
                shown.append(revealed[-1])
            else:
                pile.append(p)
                shown.append(played_card(seat, card))
        self.round += 1
        self.tricks.append(Trick(winner, tuple(trick), tuple(hiddens)))
        self.trick = []
        self.led = None
        # winner, cards, number, revealed, turned_down (positional: keywords cost more)
        event = RedSecretTrickWon(winner, tuple(shown), self.round, tuple(revealed),
                                  tuple(turned))
        if self.round == ROUNDS or not all(self.hands):
            return [event, *self._end_game()]
        return [event, *self._start_trick(winner)]

    def _end_game(self) -> list[Event]:
        scores = [score_pile([p.card for p in self.won[s]], self.revealed[s]) for s in range(self.n)]
        self.totals = [t + s for t, s in zip(self.totals, scores)]
        self.game_scores.append(scores)
        self._end_deal({"scores": scores})
        breakdown = []
        for s in range(self.n):
            reds = [number(p.card) for p in self.won[s] if is_red(p.card)]
            breakdown.append({"plain": len(self.won[s]) - len(reds), "hidden": len(reds),
                              "hidden_points": sum(reds), "revealed": list(self.revealed[s]),
                              "revealed_points": sum(number(c) for c in self.revealed[s])})
        events: list[Event] = [RedSecretDealScored(self.game_no, {"scores": scores},
                                                   totals=tuple(self.totals),
                                                   breakdown=tuple(breakdown))]
        if self.game_no + 1 < self.games:
            return events + self._deal((self.dealer + 1) % self.n)
        self.over = True
        return events + [MatchOver(self.match_result())]

    # Worked out rather than kept: a state with 30 attributes or more reads
    # each of them more slowly (CPython keeps its attributes in a shared-key
    # table only below that), and play reads them at every step.

    @property
    def last_trick(self) -> Trick | None:
        """The deal's latest finished trick (None before the first)."""
        return self.tricks[-1] if self.tricks else None

    @property
    def games(self) -> int:
        """Games in the match."""
        return self.game.options.games

    @property
    def dealer(self) -> int:
        """The dealer of the game being played (logged as it is dealt)."""
        return self.deal_log[-1].dealer

    # --- the contract -------------------------------------------------------------

    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.steps:
            return self.steps[0].seat
        return self.queue[0] if self.queue else self.fourth[0]

    def _legal_cards(self) -> list[str]:
        """The cards the player to act may play (``rules.playable``; hands
        are kept in pack order), worked out once per position:
        ``legal_actions`` and the checked ``apply`` both ask, ``_apply``
        forgets them. Never changed in place."""
        legal = self._legal
        if legal is None:
            legal = self._legal = playable_sorted(self.hands[self.current_player()], self.led)
        return legal

    def legal_actions(self) -> list[Action]:
        if self.over or self.steps:
            return []
        actions: list[Action] = [{"a": "play", "card": c} for c in self._legal_cards()]
        if self.fourth and self._can_pass():
            actions.append({"a": "pass"})
        return actions

    def card_choices(self) -> list[CardChoice]:
        if self.over or not self.steps:
            return []
        step = self.steps[0]
        giving = step.action == "give"
        eligible = tuple(c for c in self.hands[step.seat] if is_red(c) == giving)
        label = _CHOICE_LABELS[giving, step.count == 1].format(count=step.count, seat=step.to)
        return [CardChoice(step.seat, step.action, step.count, eligible, fields={"to": step.to},
                           label=label)]

    def is_legal(self, action: Action) -> bool:
        """``action in legal_actions()`` (or a card choice made), tested directly."""
        if self.over:
            return False
        if self.steps:
            return any(choice.matches(action) for choice in self.card_choices())
        name = action.get("a")
        if name == "play":  # {"a", "card"}: two keys, one of them "a"
            return len(action) == 2 and action.get("card") in self._legal_cards()
        return name == "pass" and len(action) == 1 and self._can_pass()

    def clone(self) -> "RedSecretState":
        """A copy of what changes (played cards, passes and steps are
        immutable records, shared)."""
        new = self._shell()
        new.totals = list(self.totals)
        new.game_scores = [list(s) for s in self.game_scores]
        new.hands = [list(h) for h in self.hands]
        new.won = [list(pile) for pile in self.won]
        new.revealed = [list(r) for r in self.revealed]
        new.voids = [set(v) for v in self.voids]
        new.trick = list(self.trick)
        new.passes = list(self.passes)
        new.passed = list(self.passed)
        new.steps = list(self.steps)
        new.queue = list(self.queue)
        new.fourth = list(self.fourth)
        new.tricks = list(self.tricks)
        return new

    def before_card(self, trick: int, index: int) -> "RedSecretState":
        """A clone of this deal as it stood just before card ``index`` of
        its trick number ``trick`` was played (``len(self.tricks)``: the
        trick on the table): every card played since is back in its
        player's hand, and the piles, revealed reds and voids are those of
        that moment. For reading a world's past plays (a player's view then
        is ``before_card(...).observation(seat)``); the balancing stays done.
        **[decision]** With 3 players a pass of the fourth card is not kept
        in a finished trick: the seats before the one that played the
        fourth card are taken to have passed, and a void shown by such a
        pass alone is not rebuilt."""
        past = self.tricks[trick].cards if trick < len(self.tricks) else tuple(self.trick)
        later = list(past[index:]) + [p for t in self.tricks[trick + 1:] for p in t.cards]
        if trick < len(self.tricks):
            later += self.trick
        new = self.clone()
        for p in later:
            new.hands[p.seat].append(p.card)
        for hand in new.hands:
            hand.sort(key=pack_key)
        new.tricks = self.tricks[:trick]
        new.won = knowledge.won_piles(new.tricks, self.n)
        new.revealed = [[] for _ in range(self.n)]
        new.voids = [set() for _ in range(self.n)]
        for cards, hidden in [(t.cards, t.hidden) for t in new.tricks] + [(past[:index], ())]:
            for p, h in itertools.zip_longest(cards, hidden):
                if p.card[0] == RED and h is False:
                    new.revealed[p.seat].append(p.card)
                elif shows_void(p.card, colour(cards[0].card)):
                    new.voids[p.seat] |= {colour(cards[0].card), RED}
        new.round = trick
        new.leader = past[0].seat
        new.trick = list(past[:index])
        new.led = colour(past[0].card) if index else None
        order = _trick_order(self.n, new.leader)
        new.queue, new.fourth, new.passes = list(order[index:]), [], []
        if index >= len(order):   # 3 players: the fourth card
            candidates = fourth_order(self.n, new.leader)
            at = candidates.index(past[index].seat)
            new.fourth, new.passes = candidates[at:], candidates[:at]
        new._legal = None
        return new

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        seat = self.current_player()
        if self.steps:
            return self._exchange(self.steps.pop(0), action["cards"])
        if action["a"] == "pass":
            return self._pass(seat)
        return self._play(seat, action["card"])

    def _exchange(self, step: Step, cards: list[str]) -> list[Event]:
        for card in cards:
            self.hands[step.seat].remove(card)
        self.hands[step.to] = sorted(self.hands[step.to] + cards, key=pack_key)
        self.passed.append(Passed(step.action, step.seat, step.to, tuple(cards)))
        events: list[Event] = [CardsPassed(step.action, step.seat, step.to, tuple(cards))]
        return events + (self._exchange_turn() if self.steps else self._turn())

    def is_terminal(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        return [float(t) for t in self.totals]

    def match_result(self) -> dict[str, Any]:
        best = max(self.totals)
        return {"scores": list(self.totals),
                "winners": [s for s, t in enumerate(self.totals) if t == best]}

    def observation(self, seat: int) -> knowledge.Observation:
        return knowledge.observe(self, seat)

    def laid_open(self, index: int) -> LaidOpen:
        """Red Secret hides red cards only while the deal is played (the
        hidden ones are counted, so shown, at the scoring): afterwards every
        hand as dealt, before any gift of red cards."""
        deal = self._finished_deal(index)
        return LaidOpen(tuple(tuple(h) for h in deal.hands))

    def card_places(self) -> list[Place]:
        """Hands (known also to whoever passed a card into them), the trick
        and the won piles (a red not led lies face down: its player only),
        the revealed reds."""
        passed_by: dict[str, set[int]] = {}
        for p in self.passed:
            for card in p.cards:
                passed_by.setdefault(card, set()).update((p.seat, p.to))
        places: list[Place] = [(c, f"hand{s}", frozenset({s} | passed_by.get(c, set())))
                               for s, hand in enumerate(self.hands) for c in hand]
        for where, pile in [("trick", self.trick)] + [(f"won{s}", w) for s, w in enumerate(self.won)]:
            places += [(p.card, where, None if p.led or not is_red(p.card) else frozenset({p.seat}))
                       for p in pile]
        return places + [(c, f"revealed{s}", None) for s, r in enumerate(self.revealed) for c in r]

    def determinize(self, seat: int, rng: random.Random) -> "RedSecretState":
        return knowledge.determinize(self, seat, rng)

    def explain_illegal(self, action: Any) -> str:
        if self.over:
            return QT_TRANSLATE_NOOP("engine", "The match is over.")
        if not isinstance(action, dict) or not isinstance(action.get("a"), str):
            return QT_TRANSLATE_NOOP("engine", "{action} is not an action.").format(action=repr(action))
        if self.steps:
            return self._explain_exchange(action)
        name = action["a"]
        if name in ("give", "return"):
            return QT_TRANSLATE_NOOP("red_secret", "The exchange is over: play a card.")
        if name == "pass":
            return self._explain_pass()
        if name != "play":
            return QT_TRANSLATE_NOOP("red_secret", "There is no action {name} in Red Secret.").format(name=repr(name))
        card = action.get("card")
        if set(action) != {"a", "card"} or not isinstance(card, str):
            return QT_TRANSLATE_NOOP("red_secret", "A play names one card, for example {example}.").format(
                example="{'a': 'play', 'card': 'G5'}")
        if card not in self.hands[self.current_player()]:
            return QT_TRANSLATE_NOOP("red_secret", "You do not hold {card}.").format(card=card)
        led = self._led()
        if led == RED:
            return QT_TRANSLATE_NOOP("red_secret", "You must play a red card: red was led.")
        return _MUST_FOLLOW[led]

    def _explain_exchange(self, action: Action) -> str:
        choice = self.card_choices()[0]
        if action["a"] != choice.action or action.get("to") != choice.fields["to"]:
            return QT_TRANSLATE_NOOP("red_secret", "The balancing comes first: {choice}.").format(choice=choice.label)
        cards = action.get("cards")
        if not isinstance(cards, list) or len(cards) != choice.count or len(set(cards)) != len(cards):
            return QT_TRANSLATE_NOOP("red_secret", "{choice}, exactly.").format(choice=choice.label)
        for card in cards:
            if card not in self.hands[choice.seat]:
                return QT_TRANSLATE_NOOP("red_secret", "You do not hold {card}.").format(card=card)
        only = (QT_TRANSLATE_NOOP("red_secret", "Only red cards can be used here: {choice}.")
                if choice.action == "give" else
                QT_TRANSLATE_NOOP("red_secret", "Only non-red cards can be used here: {choice}."))
        return only.format(choice=choice.label)

    def _explain_pass(self) -> str:
        if not self.fourth:
            return QT_TRANSLATE_NOOP("red_secret", "You can pass only on the fourth card of a 3-player trick.")
        if self.current_player() == (self.leader + 2) % self.n:
            return QT_TRANSLATE_NOOP("red_secret", "The third player cannot pass: you must play the fourth card.")
        if not any(self.hands[s] for s in self.fourth[1:]):
            return QT_TRANSLATE_NOOP("red_secret", "Nobody after you can play the fourth card: you must play it.")
        return QT_TRANSLATE_NOOP("red_secret", "You hold a card of the led colour ({colour}): the second player "
                                               "may pass the fourth card only with no card of the led "
                                               "colour.").format(colour=COLOUR_NAMES[self._led()])

