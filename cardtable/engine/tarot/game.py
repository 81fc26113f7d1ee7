"""French Tarot for 3 to 6 players (rules/tarot.md): the match state.

A match is ``deals`` scored deals; redealt deals (all pass, petit sec) keep
their record entry with ``{"redeal": ...}`` and do not count. The modules
beside this one hold the rules: ``deal`` (dealing pattern, petit sec),
``contract`` (bids, calls, discard, handful), ``play`` (obligations, trick
winner), ``scoring``; ``determinize`` redeals hidden cards for search players.

Decisions where the rules are silent (more in the modules named above):

- [decision] The first dealer is drawn with the match generator
  (``rng.randrange(players)``) before the first shuffle.
- [decision] Chelem: the record vocabulary has no "no chelem" action, so the
  announcement is offered to the attacker at their own turn before any card of
  the deal is played, i.e. when the attacker leads the first trick (beside the
  handful and the plays). "The announcer then leads" holds by construction.
- [decision] The Excuse exchange is a half-point transfer counted at the end:
  the Excuse's side keeps it and gives the trick winner's side a 0.5-point
  card from its tricks; if that side never takes a trick it still owes the
  half point. The Excuse played to the last trick goes with that trick (no
  exchange), except for an announced chelem whose side won every earlier
  trick: then the Excuse wins the trick for its player.
- [decision] The chelem counts tricks as won (the Excuse's trick is won by
  whoever took it). Petit au bout looks at the last trick, or at the one
  before it in a chelem closed by the Excuse led (``scoring.petit_au_bout``).

Events (``cardtable.engine.events``; all public except the hands and the
discard, which ``for_seat`` redacts):

- ``DealBegins`` (deal index in the record, dealer, hand sizes), a
  ``CardsDealt`` per seat (sorted), ``Redeal`` (reason ``petit_sec`` with the
  seat and its hand shown, or ``all_pass``).
- ``BidMade``, ``ContractMade``, ``PartnerCalled``, ``TalonTaken`` (shown
  to all, then taken), ``Discarded`` (the trumps among them shown),
  ``ChelemAnnounced``, ``HandfulShown``.
- ``CardPlayed``; ``PartnerRevealed`` (the holder of a called card played
  it; the attacker playing their own called card gives the attacker).
- ``TarotTrickWon``: winner, cards, number, excuse (the seat that keeps the
  Excuse, or None when it goes with the trick).
- ``TarotDealScored``: the record's result and the breakdown (every step of
  ``scoring.score_deal`` plus contract, attacker, partners, handfuls, petit
  au bout and whether its trick was the second-to-last, totals). ``MatchOver``.
- ``ToAct``: seat, phase (after every action while the match goes on).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import starmap
from typing import Any, Iterator

from cardtable.engine.cards import tarot_deck
from cardtable.engine.errors import IllegalAction
from cardtable.engine.frozen import freeze
from cardtable.engine.events import (BidMade, CardsDealt, ChelemAnnounced, ContractMade,
                                     DealBegins, Discarded, Event, HandfulShown, MatchOver,
                                     PartnerCalled, PartnerRevealed, Redeal, TalonTaken,
                                     TarotDealScored, TarotTrickWon, card_played, played_card,
                                     to_act)
from cardtable.engine.rng import shuffled
from cardtable.engine.text import QT_TRANSLATE_NOOP, listed
from cardtable.engine.state import NOBODY, Action, CardChoice, Game, LaidOpen, Place, State
from cardtable.engine.tarot import contract as rules_contract
from cardtable.engine.tarot.deal import check_recorded, deal_pack, petit_sec_seat
from cardtable.engine.tarot.observation import TarotObservation, TrickView
from cardtable.engine.tarot.play import highest_trump, led_suit, playable, trick_winner, why_not
from cardtable.engine.tarot.rules import (BIDS, CONTRACT_NAMES, EXCUSE, HAND_SIZE, PETIT, RANK, SUIT,
                                          TALON_TAKEN, card_name, next_seat,
                                          is_trump, sorted_cards)
from cardtable.engine.tarot.scoring import count_oudlers, petit_au_bout, points_x2, score_deal


@dataclass
class Trick:
    leader: int
    plays: list[tuple[int, str]] = field(default_factory=list)
    winner: int | None = None
    excuse: int | None = None  # the seat that keeps the Excuse played to this trick


@dataclass
class Round:
    """One deal in progress. Hands are kept in hand order (``sorted_cards``),
    the order the legal cards are listed in."""

    dealer: int
    hands: list[list[str]]
    talon: list[str]
    turn: int
    phase: str = "bidding"
    bids: list[str | None] = field(default_factory=list)
    contract: str | None = None
    attacker: int | None = None
    called: list[str] = field(default_factory=list)
    partners: tuple[int, ...] = ()
    discard: list[str] = field(default_factory=list)
    chelem: bool = False
    handfuls: dict[int, tuple[str, ...]] = field(default_factory=dict)   # the cards each seat showed
    tricks: list[Trick] = field(default_factory=list)
    # The finished tricks as everyone saw them, for observations (made once
    # per trick, not once per observation: search players ask for thousands).
    views: tuple[TrickView, ...] = ()
    trick: Trick | None = None
    # The current trick's suit and highest trump (``play.led_suit`` and
    # ``play.highest_trump`` of its cards), kept as cards are played.
    led: str | None = None
    top: int = 0
    # The seat that played each called card played so far this deal (kept
    # as cards are played, for ``_sides_known``: observations ask for it
    # at every decision of a search's play-outs).
    called_by: dict[str, int] = field(default_factory=dict)

    def on_attack(self, seat: int) -> bool:
        return seat == self.attacker or seat in self.partners

    def copy(self) -> "Round":
        """A copy for a clone: finished tricks are never changed, so shared."""
        new = object.__new__(Round)
        new.__dict__.update(self.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.talon = list(self.talon)
        new.bids = list(self.bids)
        new.called = list(self.called)
        new.discard = list(self.discard)
        new.handfuls = dict(self.handfuls)
        new.tricks = list(self.tricks)
        new.called_by = dict(self.called_by)
        if self.trick is not None:
            trick = self.trick
            new.trick = Trick(trick.leader, list(trick.plays), trick.winner, trick.excuse)
        return new

    def has_played(self, seat: int) -> bool:
        if self.tricks:
            return True  # everyone plays to the first trick
        return self.trick is not None and any(s == seat for s, _ in self.trick.plays)


DECK = tuple(tarot_deck())  # pack order, shuffled afresh for every deal


class TarotGame(Game):
    engine_id = "tarot"

    def new_state(self, seed, *, deals=None, human_seats=()):
        return TarotState(self, seed, deals, human_seats)


class TarotState(State):
    def __init__(self, game, seed, deals=None, human_seats=()):
        super().__init__(game, seed, deals, human_seats)
        self.players = game.num_players
        self.totals = [0] * self.players
        self.sheet: list[dict[str, Any]] = []  # breakdown of every scored deal
        self.over = False
        self.round: Round
        self._legal: list[str] | None = None  # see _legal_cards
        self._redeal = None   # a seat's redeal of this position (``determinize.redeal_for``)
        self._opening = self._deal(None)

    # --- dealing ------------------------------------------------------------

    def _deal(self, dealer: int | None) -> list[Event]:
        """Deal (redealing after a petit sec) and open the bidding."""
        n, events = self.players, []
        while True:
            recorded = None
            if self._recorded is not None and len(self.deal_log) < len(self._recorded):
                recorded = self._recorded_deal()
            if recorded is not None:
                dealer, hands, talon = recorded.get("dealer"), recorded.get("hands"), recorded.get("stock")
                problem = check_recorded(n, dealer, hands, talon)
                if problem:
                    raise IllegalAction(f"deal {len(self.deal_log) + 1} of the record: {problem}")
                hands, talon = [list(h) for h in hands], list(talon)
            else:
                if dealer is None:
                    dealer = self.rng.randrange(n)
                hands, talon = deal_pack(shuffled(DECK, self.rng), n, dealer)
            self._begin_deal(dealer, hands, talon)
            events.append(DealBegins(len(self.deal_log) - 1, dealer, (HAND_SIZE[n],) * n))
            hands = [sorted_cards(h) for h in hands]
            events += [CardsDealt(s, tuple(h)) for s, h in enumerate(hands)]
            first = next_seat(dealer, n)
            self.round = Round(dealer, hands, talon, turn=first, bids=[None] * n)
            shower = petit_sec_seat(hands) if self.game.options.petit_sec_redeal else None
            if shower is None:
                return events
            self._end_deal({"redeal": "petit_sec"})
            events.append(Redeal("petit_sec", shower, tuple(hands[shower])))
            dealer = next_seat(dealer, n)

    # --- the contract ---------------------------------------------------------

    def current_player(self):
        return None if self.over else self.round.turn

    def is_terminal(self):
        return self.over

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        r = self.round
        if r.phase == "play":
            out = [{"a": "play", "card": c} for c in self._legal_cards()]
            return [{"a": "chelem"}, *out] if self._chelem_open() else out
        if r.phase == "bidding":
            return [{"a": "bid", "v": v} for v in rules_contract.legal_bids(self._highest_bid())]
        if r.phase == "call":
            return [{"a": "call", "card": c} for c in
                    rules_contract.callable_cards(self.players, r.hands[r.attacker], len(r.called))]
        return []

    def card_choices(self) -> list[CardChoice]:
        if self.over:
            return []
        r = self.round
        if r.phase == "discard":
            return [rules_contract.discard_choice(r.attacker, r.hands[r.attacker], len(r.talon))]
        if r.phase == "play" and not r.tricks and r.turn not in r.handfuls \
                and not r.has_played(r.turn):
            return rules_contract.handful_choices(r.turn, self.players, r.hands[r.turn])
        return []

    def is_legal(self, action: Action) -> bool:
        """A play is tested directly against the cards that may be played;
        the rarer decisions by the plain definition."""
        if action.get("a") == "play" and not self.over and self.round.phase == "play":
            return len(action) == 2 and action.get("card") in self._legal_cards()
        return super().is_legal(action)

    def _highest_bid(self) -> str | None:
        bids = [b for b in self.round.bids if b not in (None, "pass")]
        return max(bids, key=BIDS.index) if bids else None

    def _chelem_open(self) -> bool:
        r = self.round
        return (r.turn == r.attacker and not r.chelem and not r.tricks
                and r.trick is not None and not r.trick.plays)

    def _first_trick_calls(self) -> list[str]:
        r = self.round
        return r.called if not r.tricks else []

    def _legal_cards(self) -> list[str]:
        """The cards the player to act may play, worked out once per position
        (``legal_actions`` and the checked ``apply`` both ask; ``_apply``
        forgets them). Never changed in place: callers copy."""
        legal = self._legal
        if legal is None:
            r = self.round
            legal = self._legal = playable(r.hands[r.turn], r.led, r.top,
                                            self._first_trick_calls())
        return legal

    _NOW = {"bidding": QT_TRANSLATE_NOOP("tarot", "Now is the time to bid, for seat {seat}."),
            "call": QT_TRANSLATE_NOOP("tarot", "Now is the time to call, for seat {seat}."),
            "discard": QT_TRANSLATE_NOOP("tarot", "Now is the time to discard, for seat {seat}."),
            "play": QT_TRANSLATE_NOOP("tarot", "Now is the time to play, for seat {seat}.")}

    def explain_illegal(self, action: Any) -> str:
        if self.over:
            return QT_TRANSLATE_NOOP("engine", "The match is over.")
        r = self.round
        kind = action.get("a") if isinstance(action, dict) else None
        if kind == "play" and r.phase == "play":
            card = action.get("card")
            return why_not(card, r.hands[r.turn], [c for _, c in r.trick.plays],
                           self._first_trick_calls())
        if kind == "bid" and r.phase == "bidding":
            highest = self._highest_bid()
            return (QT_TRANSLATE_NOOP("tarot", "You must pass or bid higher than {contract}.").format(
                contract=CONTRACT_NAMES[highest]) if highest
                else QT_TRANSLATE_NOOP("tarot", "Bid pass, small, guard, guard_without or guard_against."))
        if kind == "call" and r.phase == "call":
            options = rules_contract.callable_cards(self.players, r.hands[r.attacker], len(r.called))
            return QT_TRANSLATE_NOOP("tarot", "You may call {cards}.").format(
                cards=listed(card_name(c) for c in options))
        if kind == "discard" and r.phase == "discard":
            return QT_TRANSLATE_NOOP("tarot", "Discard exactly {count} cards: no Kings or Oudlers, and "
                                              "trumps only if you have no other choice.").format(count=len(r.talon))
        if kind == "poignee" and r.phase == "play":
            return QT_TRANSLATE_NOOP("tarot", "A handful is shown once, before your first card, with exactly "
                                              "the number of trumps of its level (the Excuse only if you "
                                              "lack one trump).")
        if kind == "chelem" and r.phase == "play":
            return QT_TRANSLATE_NOOP("tarot", "Only the attacker may announce a chelem, on the lead, "
                                              "before the first card.")
        return self._NOW[r.phase].format(seat=r.turn)


    # --- applying ---------------------------------------------------------------

    _HANDLERS = {"bid": "_bid", "call": "_call", "discard": "_discard", "chelem": "_chelem",
                 "poignee": "_poignee", "play": "_play"}

    def _apply(self, action: Action) -> list[Event]:
        self._legal = self._redeal = None
        kind = action["a"]
        events = self._play(action) if kind == "play" else getattr(self, self._HANDLERS[kind])(action)
        if not self.over:
            events.append(to_act(self.round.turn, self.round.phase))
        return events

    def _bid(self, action: Action) -> list[Event]:
        r, n = self.round, self.players
        seat = r.turn
        r.bids[seat] = action["v"]
        events: list[Event] = [BidMade(seat, action["v"])]
        if None in r.bids:
            r.turn = next_seat(seat, n)
            return events
        highest = self._highest_bid()
        if highest is None:
            self._end_deal({"redeal": "all_pass"})
            events.append(Redeal("all_pass"))
            return events + self._deal(next_seat(r.dealer, n))
        r.contract = highest
        r.attacker = r.bids.index(highest)
        events.append(ContractMade(r.attacker, highest))
        if n >= 5:
            r.phase, r.turn = "call", r.attacker
            return events
        return events + self._open_talon()

    def _call(self, action: Action) -> list[Event]:
        r = self.round
        r.called.append(action["card"])
        events: list[Event] = [PartnerCalled(r.attacker, action["card"])]
        if len(r.called) < (2 if self.players == 6 else 1):
            return events
        holders = {s for c in r.called for s, hand in enumerate(r.hands) if c in hand}
        r.partners = tuple(sorted(holders - {r.attacker}))
        return events + self._open_talon()

    def _open_talon(self) -> list[Event]:
        r = self.round
        if r.contract not in TALON_TAKEN:
            return self._start_play()
        r.hands[r.attacker] = sorted_cards(r.hands[r.attacker] + r.talon)
        r.phase, r.turn = "discard", r.attacker
        return [TalonTaken(r.attacker, tuple(r.talon))]

    def _discard(self, action: Action) -> list[Event]:
        r = self.round
        for card in action["cards"]:
            r.hands[r.attacker].remove(card)
        r.discard = list(action["cards"])
        shown = sorted_cards(c for c in r.discard if is_trump(c))
        return [Discarded(r.attacker, tuple(sorted_cards(r.discard)), tuple(shown)),
                *self._start_play()]

    def _start_play(self) -> list[Event]:
        r = self.round
        r.phase = "play"
        r.turn = next_seat(r.dealer, self.players)
        r.trick = Trick(r.turn)
        return []

    def _chelem(self, action: Action) -> list[Event]:
        self.round.chelem = True
        return [ChelemAnnounced(self.round.attacker)]

    def _poignee(self, action: Action) -> list[Event]:
        r = self.round
        cards = r.handfuls[r.turn] = tuple(sorted_cards(action["cards"]))
        level = rules_contract.handful_level(self.players, len(cards))
        return [HandfulShown(r.turn, level, cards)]

    def _play(self, action: Action) -> list[Event]:
        r, n = self.round, self.players
        seat, card = r.turn, action["card"]
        r.hands[seat].remove(card)
        plays = r.trick.plays
        plays.append((seat, card))
        if card != EXCUSE:
            suit = SUIT[card]
            if r.led is None:
                r.led = suit
            if suit == "T" and RANK[card] > r.top:
                r.top = RANK[card]
        events: list[Event] = [card_played(seat, card)]
        if card in r.called:
            r.called_by[card] = seat
            events.append(PartnerRevealed(seat, card))
        if len(plays) < n:
            r.turn = next_seat(seat, n)
            return events
        events += self._finish_trick()
        return events

    def _finish_trick(self) -> list[Event]:
        r = self.round
        trick = r.trick
        last = len(r.tricks) + 1 == HAND_SIZE[self.players]
        trick.winner = trick_winner(trick.plays)
        owner = None
        for seat, card in trick.plays:
            if card == EXCUSE:
                owner = seat
        if (last and owner is not None and r.chelem and r.on_attack(owner)
                and all(r.on_attack(t.winner) for t in r.tricks)):
            trick.winner = owner
        trick.excuse = None if last else owner
        r.tricks.append(trick)
        r.views += (TrickView(trick.leader, tuple(trick.plays), trick.winner, trick.excuse),)
        r.led, r.top = None, 0
        # winner, cards, number, excuse (positional: keywords cost more, once a trick)
        events: list[Event] = [TarotTrickWon(trick.winner, tuple(starmap(played_card, trick.plays)),
                                             len(r.tricks), trick.excuse)]
        if last:
            r.trick = None
            return events + self._score()
        r.trick = Trick(trick.winner)
        r.turn = trick.winner
        return events

    # --- scoring ------------------------------------------------------------------

    def _attack_cards_and_excuse(self) -> tuple[list[str], int]:
        """The cards counted for the attack, and the Excuse exchange in half
        points (+1 the defence owes the attack one, -1 the other way)."""
        r = self.round
        cards: list[str] = list(r.discard) if r.contract in TALON_TAKEN else []
        if r.contract == "guard_without":
            cards += r.talon
        exchange = 0
        for trick in r.tricks:
            owner = trick.excuse
            if r.on_attack(trick.winner):
                cards += [c for _, c in trick.plays if not (owner is not None and c == EXCUSE)]
            if owner is not None and r.on_attack(owner):
                cards.append(EXCUSE)
            if owner is not None and r.on_attack(owner) != r.on_attack(trick.winner):
                exchange += -1 if r.on_attack(owner) else 1
        return cards, exchange

    def settled(self) -> tuple:
        """What the finished tricks of the deal have settled of its score:
        the attack's card points (half points, the Excuse exchange in) and
        oudlers, whether each side has won a trick (the chelem), and the
        side that took the Petit in the latest trick, if it was there (the
        Petit au bout, which looks one trick back in a chelem closed by the
        Excuse). The rest of the score is the contract's and the cards still
        to play, so two orders of play that settle the same leave the same
        deal to play: an exact endgame search solves such positions once."""
        r = self.round
        cards, exchange = self._attack_cards_and_excuse()
        attack = [r.on_attack(t.winner) for t in r.tricks]
        petit = attack[-1] if r.tricks and any(c == PETIT for _, c in r.tricks[-1].plays) else None
        return (points_x2(cards) + exchange, count_oudlers(cards), any(attack),
                not all(attack), petit)

    def _score(self) -> list[Event]:
        r = self.round
        cards, exchange = self._attack_cards_and_excuse()
        bout, bout_second_to_last = petit_au_bout(
            [(t.plays, r.on_attack(t.winner)) for t in r.tricks])
        attack_tricks = sum(1 for t in r.tricks if r.on_attack(t.winner))
        handfuls = [rules_contract.handful_level(self.players, len(h)) for h in r.handfuls.values()]
        breakdown = score_deal(
            players=self.players, attacker=r.attacker, partners=r.partners, contract=r.contract,
            card_points_x2=points_x2(cards) + exchange, oudlers=count_oudlers(cards),
            petit_au_bout=bout, petit_au_bout_second_to_last=bout_second_to_last,
            handfuls=handfuls, chelem_announced=r.chelem,
            attack_tricks=attack_tricks, defence_tricks=len(r.tricks) - attack_tricks)
        result = {"attacker": r.attacker, "contract": r.contract, "partners": list(r.partners),
                  "card_points": breakdown["card_points"], "oudlers": breakdown["oudlers"],
                  "scores": breakdown["scores"]}
        self._end_deal(result)
        self.totals = [t + s for t, s in zip(self.totals, breakdown["scores"])]
        breakdown.update(contract=r.contract, attacker=r.attacker, partners=list(r.partners),
                         called=list(r.called), dealer=r.dealer, chelem_announced=r.chelem,
                         handfuls={s: lv for s, lv in zip(r.handfuls, handfuls)},
                         petit_au_bout_side=bout, excuse_exchange=exchange / 2,
                         totals=list(self.totals))
        breakdown = freeze(breakdown)
        self.sheet.append(breakdown)
        r.phase = "over"
        events: list[Event] = [TarotDealScored(len(self.deal_log) - 1, result, breakdown=breakdown)]
        if len(self.sheet) == self.game.options.deals:
            self.over = True
            return events + [MatchOver(self.match_result())]
        return events + self._deal(next_seat(r.dealer, self.players))

    def returns(self) -> list[float]:
        return list(self.totals)

    def match_result(self) -> dict[str, Any]:
        best = max(self.totals)
        return {"scores": list(self.totals),
                "winners": [s for s, t in enumerate(self.totals) if t == best]}

    # --- what a seat knows ------------------------------------------------------

    def _sides_known(self, seat: int) -> tuple[tuple[str | None, ...], tuple[int, ...]]:
        """(sides as ``seat`` knows them, partners revealed by play)."""
        r, n = self.round, self.players
        if r.attacker is None:
            return (None,) * n, ()
        if n <= 4:  # nothing called: the attacker alone against the rest
            return tuple("attack" if s == r.attacker else "defence" for s in range(n)), ()
        played = r.called_by
        revealed = tuple(sorted(set(played.values()) - {r.attacker}))
        sides: list[str | None] = [None] * n
        sides[r.attacker] = "attack"
        for s in revealed:
            sides[s] = "attack"
        if seat != r.attacker:
            sides[seat] = "attack" if seat in r.partners else "defence"
        talon_seen = r.talon if r.contract in TALON_TAKEN else []
        mine = r.hands[seat] + (r.discard if seat == r.attacker else [])
        if len(r.called) == (2 if n == 6 else 1) and all(
                c in played or c in mine or c in talon_seen for c in r.called):
            sides = [s or "defence" for s in sides]
        return tuple(sides), revealed

    def all_tricks(self) -> list[Trick]:
        """The deal's tricks so far, the one being played last: what a seat
        has played, for the determinizer and for a search reading bids."""
        r = self.round
        return r.tricks + ([r.trick] if r.trick is not None else [])

    def before_card(self, trick: int, index: int) -> "TarotState":
        """A clone of this deal as it stood just before card ``index`` of its
        trick number ``trick`` was played (``len(round.tricks)``: the trick
        on the table): every card played since is back in its player's hand
        and that player is to play, so ``observation`` and ``legal_actions``
        are what it saw then. For a search reading a world's past plays; the
        contract, discard and handfuls stay as they are now."""
        return next(state for t, i, _, _, state in self.rewound_plays() if (t, i) == (trick, index))

    def rewound_plays(self) -> Iterator[tuple[int, int, int, str, "TarotState"]]:
        """Every card played this deal, the latest first, as (trick, index,
        player, card, the deal just before that card: ``before_card``).

        One clone is taken back a card at a time, so reading all of a
        world's past plays costs one clone, not one a card (French Tarot's
        ``hard`` reads every play of 64 worlds a decision). The state
        yielded is changed by the next step: read it before asking for the
        next."""
        new = self.clone()
        r = new.round
        tricks = self.all_tricks()
        for t in range(len(tricks) - 1, -1, -1):
            leader, plays = tricks[t].leader, tricks[t].plays
            r.tricks, r.views = r.tricks[:t], r.views[:t]
            for i in range(len(plays) - 1, -1, -1):
                seat, card = plays[i]
                r.hands[seat] = sorted_cards(r.hands[seat] + [card])
                r.called_by.pop(card, None)
                past = plays[:i]
                cards = [c for _, c in past]
                r.trick = Trick(leader, past)
                r.led, r.top = led_suit(cards), highest_trump(cards)
                r.turn = seat
                new._legal = new._redeal = None
                yield t, i, seat, card, new

    def observation(self, seat: int) -> TarotObservation:
        r = self.round
        sides, revealed = self._sides_known(seat)
        if seat == r.attacker:
            discard = tuple(sorted_cards(r.discard))
        else:
            discard = tuple(sorted_cards(c for c in r.discard if is_trump(c)))
        talon = tuple(r.talon) if r.contract in TALON_TAKEN and r.phase != "call" else None
        current = TrickView(r.trick.leader, tuple(r.trick.plays)) if r.trick else None
        my_turn_to_play = not self.over and r.phase == "play" and r.turn == seat
        return TarotObservation.of(
            seat=seat, players=self.players, phase="over" if self.over else r.phase,
            to_act=self.current_player(), dealer=r.dealer,
            hand=tuple(r.hands[seat]),   # kept in hand order (``Round``)
            hand_sizes=tuple(map(len, r.hands)), bids=tuple(r.bids), contract=r.contract,
            attacker=r.attacker, called=tuple(r.called), partners_revealed=revealed, sides=sides,
            talon=talon, talon_count=len(r.talon), discard=discard, discard_count=len(r.discard),
            chelem=r.chelem,
            handfuls=tuple(map(r.handfuls.get, range(self.players))),
            trick=current, tricks=r.views,
            scores=tuple(self.totals), sheet=tuple(self.sheet),
            deal_number=len(self.sheet) + (0 if self.over else 1), deals=self.game.options.deals,
            legal_cards=tuple(self._legal_cards()) if my_turn_to_play else ())

    def laid_open(self, index: int) -> LaidOpen:
        """Tarot's talon and discard are hidden during play only (the discard
        counts for the attacker, the talon of a guard without or against
        for one side, at the count): afterwards every hand as dealt, the
        talon, and the attacker's discard when there was one."""
        deal = self._finished_deal(index)
        piles = [(QT_TRANSLATE_NOOP("tarot", "Talon"), tuple(sorted_cards(deal.stock)))]
        piles += [(QT_TRANSLATE_NOOP("tarot", "Discard"), tuple(sorted_cards(a["cards"])))
                  for a in deal.actions if a["a"] == "discard"]
        return LaidOpen(tuple(tuple(sorted_cards(h)) for h in deal.hands), tuple(piles))

    # The scored deals' sheet is copied as a list, its entries never change
    # (frozen: ``cardtable.engine.frozen``);
    # so do a round's finished tricks (``Round.copy``).
    _shared_on_clone = State._shared_on_clone | {"sheet", "round.tricks"}

    def clone(self) -> "TarotState":
        new = self._shell()
        new.totals = list(self.totals)
        new.sheet = list(self.sheet)
        new.round = self.round.copy()
        return new

    def card_places(self) -> list[Place]:
        """Hands (a shown talon's or handful's cards seen by all), the talon
        (nobody until shown), the discard (the attacker's; its trumps and
        shown-talon cards seen by all), the tricks."""
        r = self.round
        shown = set(r.talon) if r.contract in TALON_TAKEN and r.phase not in ("bidding", "call") \
            else set()
        shown |= {c for cards in r.handfuls.values() for c in cards}
        places: list[Place] = [(c, f"hand{s}", None if c in shown else frozenset({s}))
                               for s, hand in enumerate(r.hands) for c in hand]
        if not (r.contract in TALON_TAKEN and r.phase not in ("bidding", "call")):
            places += [(c, "talon", NOBODY) for c in r.talon]
        places += [(c, "discard", None if c in shown or is_trump(c) else frozenset({r.attacker}))
                   for c in r.discard]
        return places + [(c, "tricks", None) for t in self.all_tricks() for _, c in t.plays]

    def determinize(self, seat: int, rng: random.Random) -> "TarotState":
        from cardtable.engine.tarot.determinize import determinize
        return determinize(self, seat, rng)

