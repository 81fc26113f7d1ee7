"""Le Rouge et Le Noir (Tarte Games): the engine (rules/le-rouge-et-le-noir.md).

A state is a whole match: deals of three cards each, three tricks at most,
face-down plays that double the stake, take/pass answers, ties carried over,
first side to ``target`` points wins. Two players, or four in partnerships
(seats 0+2 against 1+3). The pure rules (trick and deal winners, the answering
seat, the first dealer's draw) are in ``rules.py``.

Decisions where the rules file is silent:
- First dealer's draw: every round shuffles the whole deck with the match rng
  and the players still in contention draw one card each in seat order from
  the top; players tied for the lowest card draw again. Shown in the
  observation's ``first_draw``. A replayed record takes its dealers from the
  record and draws nothing.
- Dealing: one card at a time clockwise from the dealer's left, three rounds;
  ``stock`` is the rest of the shuffled pack in order.
- In the duel a player may double twice in a row (the rules forbid it only to
  a team of the 4-player game; five markers cover every non-opening card).
- A face-down card waiting for its answer is known to its player only (not to
  a partner): it is face down on the table. If the double is passed it is
  never shown to anyone else; neither are the hands left unplayed when a deal
  stops early, nor the stock.
- With four players, if both opponents of the doubler are human, the first of
  them clockwise after the doubler answers.
- Once a deal is scored it is laid open to everyone (``history`` in the
  observation, ``laid_open``): hands as dealt and every play, but for the
  cards the rules never show (below, ``_laid_open_now``).
- The deal's ``stake`` in a result is this deal's stake (without the carry);
  ``points`` = stake + carry. A passed deal has a winner, so it collects the
  carry.

Events (``cardtable.engine.events``, in table order):
- ``DealerDrawn`` (the first dealer's draw, in the opening events only).
- ``DealBegins``, one ``CardsDealt`` per seat, then ``ToAct``.
- ``CardPlayed`` (face down: a double, the card redacted for the others),
  then ``DoubleOffered`` (side, proposed stake, answerer).
- ``DoubleTaken`` (the stake marker moves up) then ``CardRevealed`` (the
  face-down card turns face up); or ``DoubleRefused``: the deal ends.
- ``DuelTrickWon``: winner (the seat who leads next; None for a draw), the
  cards, the winning side and the tricks won per side.
- ``ToAct`` with phase ``play`` or ``answer``.
- ``DuelDealScored`` (the record's result, tricks won, carry), ``MatchOver``.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Mapping, Sequence

from cardtable.engine.cards import number_rank, rouge_noir_duel_deck
from cardtable.engine.errors import IllegalAction
from cardtable.engine.events import (CardRevealed, CardsDealt, DealBegins, DealerDrawn,
                                     DoubleOffered, DoubleRefused, DoubleTaken, DuelDealScored,
                                     DuelTrickWon, Event, MatchOver, card_played, played_card,
                                     to_act)
from cardtable.engine.le_rouge_et_le_noir import rules
from cardtable.engine.le_rouge_et_le_noir.observation import (DoneTrick, Observation, PlayedDeal,
                                                              TrickCard)
from cardtable.engine.le_rouge_et_le_noir.rules import side_of, seats_of
from cardtable.engine.rng import shuffled
from cardtable.engine.frozen import freeze
from cardtable.engine.state import NOBODY, Action, Game, LaidOpen, Place, State
from cardtable.engine.text import QT_TRANSLATE_NOOP


class LeRougeEtLeNoirGame(Game):
    engine_id = "le_rouge_et_le_noir"

    def deck(self) -> list[str]:
        return rouge_noir_duel_deck(short=self.options.deck == "short")

    def new_state(self, seed: int, *, deals: Sequence[Mapping[str, Any]] | None = None,
                  human_seats: Sequence[int] = ()) -> "LeRougeEtLeNoirState":
        return LeRougeEtLeNoirState(self, seed, deals, human_seats)


class LeRougeEtLeNoirState(State):
    game: LeRougeEtLeNoirGame

    def __init__(self, game: LeRougeEtLeNoirGame, seed: int,
                 deals: Sequence[Mapping[str, Any]] | None = None,
                 human_seats: Sequence[int] = ()):
        super().__init__(game, seed, deals, human_seats)
        self.players = game.num_players
        self.target = game.options.target
        self.scores = [0, 0]            # per side
        self.carry = 0
        self.over = False
        self.last_result: dict[str, Any] | None = None
        self.first_draw: list[list[tuple[int, str]]] = []
        self.history: tuple[PlayedDeal, ...] = ()   # the scored deals, laid open
        if self._recorded is None:
            dealer, self.first_draw = rules.draw_first_dealer(game.deck(), self.players, self.rng)
        else:
            dealer = None  # taken from the record
        self._opening = self._deal(dealer)
        if self.first_draw:
            self._opening.insert(0, DealerDrawn(tuple(tuple(r) for r in self.first_draw), dealer))

    # --- dealing ---------------------------------------------------------------

    def _deal(self, dealer: int | None) -> list[Event]:
        """Deal (or take from the record) the next deal and reset the deal state."""
        recorded = self._recorded_deal()
        if recorded is None:
            hands, stock = rules.deal_hands(shuffled(self.game.deck(), self.rng), dealer, self.players)
        else:
            dealer, hands, stock = self._check_recorded(recorded)
        self._start_deal(dealer, hands, stock)
        events: list[Event] = [DealBegins(len(self.deal_log) - 1, dealer,
                                          tuple(len(h) for h in self.hands))]
        events += [CardsDealt(seat, tuple(sorted(hand, key=number_rank)))
                   for seat, hand in enumerate(self.hands)]
        events.append(self._turn_event())
        return events

    def _start_deal(self, dealer: int, hands: list[list[str]], stock: list[str]) -> None:
        """Set up and log a deal of these hands: nothing played yet, stake 1."""
        self.dealer = dealer
        self.hands = [list(h) for h in hands]
        self.stock = list(stock)
        self.leader = (dealer + 1) % self.players
        self.trick: list[list[Any]] = []   # [seat, card, face] in play order
        self.tricks: list[DoneTrick] = []
        self.stake = rules.FIRST_STAKE
        self.pending: dict[str, Any] | None = None  # the double waiting for its answer
        self.doubles: list[int] = []       # plays of this deal (0-based) that were doubles taken
        self.last_doubler_side: int | None = None
        self._begin_deal(dealer, hands, stock)

    def _check_recorded(self, deal: Mapping[str, Any]) -> tuple[int, list[list[str]], list[str]]:
        """A recorded deal's dealer, hands and stock, refused unless they are a
        deal of this deck (every card once, three to a hand)."""
        where = f"recorded deal {len(self.deal_log) + 1}"
        dealer, hands, stock = deal.get("dealer"), deal.get("hands"), deal.get("stock")
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < self.players:
            raise IllegalAction(f"{where}: the dealer must be a seat from 0 to {self.players - 1}")
        if (not isinstance(hands, list) or len(hands) != self.players
                or any(not isinstance(h, list) or len(h) != rules.HAND_SIZE for h in hands)):
            raise IllegalAction(f"{where}: every player must be dealt {rules.HAND_SIZE} cards")
        if not isinstance(stock, list) or not all(isinstance(c, str) for h in hands + [stock] for c in h):
            raise IllegalAction(f"{where}: the cards must be card codes")
        if Counter(c for h in hands for c in h) + Counter(stock) != Counter(self.game.deck()):
            raise IllegalAction(f"{where}: the hands and the stock are not exactly the deck")
        return dealer, hands, stock

    # --- the contract ----------------------------------------------------------

    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.pending is not None:
            return self.pending["answerer"]
        return (self.leader + len(self.trick)) % self.players

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.pending is not None:
            return [{"a": "take"}, {"a": "pass"}]
        seat = self.current_player()
        faces = ["up", "down"] if self._may_double(seat) else ["up"]
        return [{"a": "play", "card": card, "face": face}
                for card in sorted(set(self.hands[seat]), key=number_rank) for face in faces]

    def is_legal(self, action: Action) -> bool:
        """``action in legal_actions()``, tested directly."""
        if self.over:
            return False
        name = action.get("a")
        if self.pending is not None:
            return name in ("take", "pass") and action.keys() == {"a"}
        if name != "play" or action.keys() != {"a", "card", "face"}:
            return False
        seat = self.current_player()
        face = action["face"]
        return action["card"] in self.hands[seat] and (
            face == "up" or (face == "down" and self._may_double(seat)))

    # The first draw and finished tricks are never changed; a scored deal's
    # result is replaced, not changed.
    _shared_on_clone = State._shared_on_clone | {"first_draw", "last_result", "history"}

    def clone(self) -> "LeRougeEtLeNoirState":
        new = self._shell()
        new.scores = list(self.scores)
        new.hands = [list(h) for h in self.hands]
        new.stock = list(self.stock)
        new.trick = [list(entry) for entry in self.trick]
        new.tricks = list(self.tricks)
        new.doubles = list(self.doubles)
        if self.pending is not None:
            new.pending = dict(self.pending)
        return new

    def _may_double(self, seat: int) -> bool:
        return self._double_refusal(seat) is None

    def _double_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not play face down now, or None if it may."""
        return rules.double_refusal(self._opening_lead(), self.stake, self.players,
                                    self.last_doubler_side, side_of(seat, self.players))

    def _opening_lead(self) -> bool:
        return not self.tricks and not self.trick

    def explain_illegal(self, action: Any) -> str:
        if self.over:
            return QT_TRANSLATE_NOOP("engine", "The match is over.")
        name = action.get("a") if isinstance(action, dict) else None
        if name not in ("play", "take", "pass"):
            return QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "That is not a move of this game: play a card, "
                                                            "or take or pass a double.")
        if self.pending is not None:
            if name == "play":
                return QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "A double must be answered first: take it or pass.")
            return QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "{action} is not a valid answer: take or pass.").format(
                action=repr(action))
        if name in ("take", "pass"):
            return QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "There is no double to answer: play a card.")
        seat = self.current_player()
        card, face = action.get("card"), action.get("face")
        if set(action) != {"a", "card", "face"} or face not in ("up", "down"):
            return QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "Play a card face up or face down.")
        if card not in self.hands[seat]:
            if not _is_card(card):
                return QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "You do not hold {card}.").format(card=repr(card))
            return QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "You do not hold a {rank}.").format(rank=number_rank(card))
        not_now = QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "That play is not allowed now.")
        if face == "down":
            return self._double_refusal(seat) or not_now
        return not_now


    def _apply(self, action: Action) -> list[Event]:
        name = action["a"]
        if name == "play":
            return self._play(action["card"], action["face"])
        if name == "take":
            return self._take()
        return self._pass()

    # --- playing -----------------------------------------------------------------

    def _play(self, card: str, face: str) -> list[Event]:
        seat = self.current_player()
        self.hands[seat].remove(card)
        self.trick.append([seat, card, face])
        if face == "down":
            answerer = rules.answering_seat(seat, self.players, self.human_seats)
            self.pending = {"doubler": seat, "proposed": self.stake + 1, "answerer": answerer}
            return [card_played(seat, card, face_up=False),
                    DoubleOffered(seat, side_of(seat, self.players), self.stake + 1, answerer),
                    self._turn_event()]
        return [card_played(seat, card)] + self._after_card()

    def _take(self) -> list[Event]:
        doubler, answerer = self.pending["doubler"], self.pending["answerer"]
        self.stake = self.pending["proposed"]
        self.last_doubler_side = side_of(doubler, self.players)
        self.pending = None
        entry = self.trick[-1]
        entry[2] = "up"
        self.doubles.append(self.plays_made() - 1)
        return [DoubleTaken(answerer, self.stake), CardRevealed(doubler, entry[1])] + \
            self._after_card()

    def _pass(self) -> list[Event]:
        doubler, answerer = self.pending["doubler"], self.pending["answerer"]
        self.pending = None
        return [DoubleRefused(answerer)] + \
            self._end_deal_with(side_of(doubler, self.players), "pass")

    def _after_card(self) -> list[Event]:
        """After a face-up card lies on the table: finish the trick, or next turn."""
        if len(self.trick) < self.players:
            return [self._turn_event()]
        cards = [(seat, card) for seat, card, _ in self.trick]
        winner, next_leader = rules.trick_outcome(cards, self.players)
        self.tricks.append(DoneTrick(tuple(cards), winner, next_leader))
        self.trick = []
        self.leader = next_leader
        events: list[Event] = [DuelTrickWon(
            None if winner is None else next_leader, tuple(played_card(s, c) for s, c in cards),
            side=winner, tricks_won=self.tricks_won())]
        outcomes = [t.winner for t in self.tricks]
        deal_winner = rules.certain_winner(outcomes)
        if deal_winner is not None:
            return events + self._end_deal_with(deal_winner, "tricks")
        if len(outcomes) == rules.TRICKS_PER_DEAL:
            return events + self._end_deal_with(None, "tie")
        return events + [self._turn_event()]

    def cards_played(self) -> list[tuple[int, str]]:
        """``(seat, card)`` of every card played this deal, in play order
        (a face-down card waiting for its answer included)."""
        return [(s, c) for trick in self.tricks for s, c in trick.cards] + \
            [(s, c) for s, c, _ in self.trick]

    def plays_made(self) -> int:
        """Cards played so far this deal, face up or down."""
        return len(self.tricks) * self.players + len(self.trick)

    def tricks_won(self) -> tuple[int, int]:
        return tuple(sum(1 for t in self.tricks if t.winner == side) for side in (0, 1))

    def _turn_event(self) -> Event:
        return to_act(self.current_player(), "answer" if self.pending is not None else "play")

    # --- scoring -----------------------------------------------------------------

    def _end_deal_with(self, winner: int | None, ended_by: str) -> list[Event]:
        """Score the deal (winner: a side, or None for a tie) and deal the next one."""
        self.history += (self._laid_open_now(refused=ended_by == "pass"),)
        if winner is None:
            points = 0
            self.carry += self.stake
        else:
            points = self.stake + self.carry
            self.scores[winner] += points
            self.carry = 0
        result = {"winner": winner, "stake": self.stake, "points": points,
                  "ended_by": ended_by, "scores": self.seat_scores()}
        self._end_deal(result)
        self.last_result = freeze(result)
        events: list[Event] = [DuelDealScored(len(self.deal_log) - 1, result,
                                              tricks_won=self.tricks_won(), carry=self.carry)]
        if max(self.scores) >= self.target:
            self.over = True
            self.pending = None
            return events + [MatchOver(self.match_result())]
        return events + self._deal((self.dealer + 1) % self.players)

    def seat_scores(self) -> list[int]:
        return [self.scores[side_of(seat, self.players)] for seat in range(self.players)]

    def is_terminal(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        return [float(s) for s in self.seat_scores()]

    def match_result(self) -> dict[str, Any]:
        winners: list[int] = []
        if self.over:
            winners = seats_of(max((0, 1), key=lambda side: self.scores[side]), self.players)
        return {"scores": self.seat_scores(), "winners": winners}

    # --- what a seat knows -------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        trick = tuple(TrickCard(s, card if face == "up" or s == seat else None, face)
                      for s, card, face in self.trick)
        pending = self.pending or {}
        return Observation.of(
            seat=seat, players=self.players, target=self.target,
            deck_size=len(self.game.deck()),
            stock_size=len(self.stock),
            deal_number=len(self.deal_log), dealer=self.dealer,
            phase="over" if self.over else ("answer" if self.pending else "play"),
            to_act=self.current_player(),
            hand=tuple(sorted(self.hands[seat], key=number_rank)),
            hand_sizes=tuple(len(h) for h in self.hands),
            leader=self.leader, trick=trick, tricks=tuple(self.tricks),
            tricks_won=self.tricks_won(),
            first_winner=next((t.winner for t in self.tricks if t.winner is not None), None),
            stake=self.stake, carry=self.carry,
            doubler=pending.get("doubler"), proposed=pending.get("proposed"),
            answerer=pending.get("answerer"), last_doubler_side=self.last_doubler_side,
            doubles=tuple(self.doubles),
            scores=tuple(self.seat_scores()),
            opening_lead=self._opening_lead() and not self.over,
            may_double=not self.over and self._may_double(seat),
            first_draw=tuple(tuple(r) for r in self.first_draw),
            last_result=self.last_result,
            winners=tuple(self.match_result()["winners"]),
            history=self.history)

    def laid_open(self, index: int) -> LaidOpen:
        """The hands of a scored deal as its ``PlayedDeal`` holds them."""
        self._finished_deal(index)
        return LaidOpen(self.history[index].hands)

    def _laid_open_now(self, refused: bool) -> PlayedDeal:
        """The deal being scored (before its points are counted), as everyone
        may know it from now on. The duel's rules hide two kinds of cards
        for good: the cards not dealt ("never shown") and a face-down card
        whose double was refused ("never shown to the opponent"); they stay
        hidden, the refused card as ``None`` after the hand's shown cards
        (in its sorted place it would tell where its number lies).
        **[decision]** The rules are silent on the cards left in hand when a
        deal stops early: they are shown, like every other card dealt
        (hiding them would not protect a bluff, which only the refused
        face-down card records)."""
        cards = self.cards_played()
        plays = [(s, c, "down" if k in self.doubles else "up") for k, (s, c) in enumerate(cards)]
        hands: list[list[str | None]] = [
            sorted([c for s, c in cards if s == seat] + self.hands[seat], key=number_rank)
            for seat in range(self.players)]
        if refused:   # the double refused is the deal's last play
            seat, card, _ = plays[-1]
            hands[seat].remove(card)
            hands[seat].append(None)
            plays[-1] = (seat, None, "down")
        return PlayedDeal(self.dealer, tuple(tuple(h) for h in hands), tuple(plays),
                          tuple(self.doubles), tuple(self.seat_scores()), self.carry)

    def past_decisions(self, index: int) -> list[tuple[Observation, Action]]:
        """Each decision of scored deal ``index`` with what its player saw
        then, rebuilt from the deal's public record (``history``) alone, for
        a player who learns how the others play. The decisions of a seat
        whose hand was not all shown (its double refused) are left out: what
        it saw held the card never shown."""
        deal = self.history[index]
        unshown = Counter(self.game.deck()) - Counter(c for h in deal.hands for c in h if c is not None)
        rest = sorted(unshown.elements(), key=number_rank)
        hands = [[c if c is not None else rest.pop() for c in h] for h in deal.hands]
        open_seats = {s for s, h in enumerate(deal.hands) if None not in h}
        replay = self._shell()
        replay.deal_log = replay.deal_log[:index]
        replay.history = self.history[:index]
        replay.scores = list(deal.scores[:2])   # per side: seat 0 is side 0, seat 1 side 1
        replay.carry, replay.over = deal.carry, False
        replay.last_result = freeze(self.deal_log[index - 1].result) if index else None
        replay._start_deal(deal.dealer, hands, rest)
        out: list[tuple[Observation, Action]] = []
        for k, (seat, card, face) in enumerate(deal.plays):
            play = {"a": "play", "card": card if card is not None else hands[seat][-1], "face": face}
            if seat in open_seats:
                out.append((replay.observation(seat), play))
            if face == "up" and k == len(deal.plays) - 1:
                break
            replay.apply_unchecked(play)
            if face == "down":
                answer = {"a": "take" if k in deal.taken else "pass"}
                if replay.current_player() in open_seats:
                    out.append((replay.observation(replay.current_player()), answer))
                if k == len(deal.plays) - 1:   # refused, or taken with the deal's last card
                    break
                replay.apply_unchecked(answer)
        return out

    def card_places(self) -> list[Place]:
        places: list[Place] = [(c, f"hand{s}", frozenset({s}))
                               for s, hand in enumerate(self.hands) for c in hand]
        places += [(c, "trick", None if face == "up" else frozenset({s})) for s, c, face in self.trick]
        places += [(c, "tricks", None) for t in self.tricks for _, c in t.cards]
        return places + [(c, "stock", NOBODY) for c in self.stock]

    def determinize(self, seat: int, rng: random.Random) -> "LeRougeEtLeNoirState":
        """A clone in which every card ``seat`` has not seen (other hands, a
        face-down card of someone else, the stock) is redealt at random, hand
        sizes kept; its log and generator are rewritten (``State._forget``)."""
        clone = self.clone()
        hidden_down = [i for i, (s, _, face) in enumerate(clone.trick) if face == "down" and s != seat]
        unseen = [c for s, h in enumerate(clone.hands) if s != seat for c in h]
        unseen += [clone.trick[i][1] for i in hidden_down] + clone.stock
        unseen.sort(key=number_rank)  # canonical: the shuffle alone decides
        rng.shuffle(unseen)
        for s, hand in enumerate(clone.hands):
            if s != seat:
                clone.hands[s] = [unseen.pop() for _ in hand]
        for i in hidden_down:
            clone.trick[i][1] = unseen.pop()
        clone.stock = unseen
        played = [[] for _ in range(self.players)]
        for s, card in clone.cards_played():
            played[s].append(card)
        clone._forget(rng, [played[s] + clone.hands[s] for s in range(self.players)], clone.stock)
        return clone


def _is_card(card: Any) -> bool:
    return isinstance(card, str) and len(card) == 2 and card[0] == "n" and card[1].isdigit()
