"""French Tarot computer players.

``EasyAgent`` is rule-based and instant, and decides from its observation
only: it bids by a hand-strength count (oudlers, trumps, honours, long suits
and voids), calls the King of its longest suit, discards to make voids, shows
its handful, and plays by the usual habits: lead Kings while the suit is
fresh, save the Petit, give points to a partner's winning trick, win as
cheaply as it can, and get rid of the Excuse before the last trick.

``NormalAgent`` and ``HardAgent`` search (``cardtable.ai.search``) with the
easy player as play-out policy and habit, and three Tarot ways
(``TarotSearch``): the worlds they sample agree with the bids (a taker was
dealt a hand worth its contract, a pass a weaker one: without this the
defence imagined the taker of a guard without holding a random hand);
cards that play alike are searched once, and a handful once per level; the
last tricks are played out exactly (``ENDGAME``: the shared alpha-beta of
``endgame.py``, attack against defence, positions kept at each trick's
start and one card of each run that does the same searched). ``hard``
plays four times the play-outs, solves one trick more exactly and also
reads the others' plays of the deal (``misread_plays``): the worlds it
samples are those in which the easy player would have played the cards the
table saw. ``hard`` also plays for the match, not for the deal's points:
each play-out is judged by its seat's chance of ending the match on top
(``match_equity``), so it takes risks when behind and none when ahead, the
more so as the match's last deal draws near.

**[decision]** The play-outs stay the easy player's. Card-play habits it
lacks (the defence charging a partner's trick no opponent still to play
can take, read from the unseen cards and the voids shown; no honour under
a trick an opponent can still trump; leading the taker's void suits; the
taker drawing trumps from the top) each moved one seat's points against
``easy`` by less than 5 a deal, none for the better beyond chance (README,
AI strength): what a deal is worth is mostly decided by the bids, which
the search weighs itself.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from cardtable.ai.base import Agent, Decision
from cardtable.ai.endgame import Endgame, Solver
from cardtable.ai.search import WeighsWorlds, search_levels
from cardtable.engine.cards import tarot_points_x2
from cardtable.engine.state import Action, CardChoice, State
from cardtable.engine.tarot.game import DECK
from cardtable.engine.tarot.observation import TarotObservation
from cardtable.engine.tarot.play import trick_winner
from cardtable.engine.tarot.rules import (CONTRACTS, EXCUSE, MULTIPLIER, OUDLERS, PETIT, RANK,
                                          SUIT, TALON_TAKEN, is_trump, next_seat, rank, suit_of)

# Strength needed for each contract with 4 players (the count is scaled to 18 cards).
BID_THRESHOLDS = (("guard_against", 70), ("guard_without", 60), ("guard", 48), ("small", 38))
PARTNER_BONUS = {3: 0, 4: 0, 5: 3, 6: 5}  # a called partner makes a contract easier


def hand_strength(hand: tuple[str, ...] | list[str]) -> float:
    """The classic count: oudlers, trumps (big ones more), honours, long
    suits and voids, scaled to an 18-card hand. (One pass over the hand: a
    search reading the bids counts every hand it redeals.)"""
    trumps = big = 0
    faces: dict[str | None, list[str]] = {"S": [], "H": [], "D": [], "C": [], None: []}
    for card in hand:
        suit = SUIT[card]
        if suit == "T":
            trumps += 1
            big += RANK[card] >= 16
        else:
            faces[suit].append(card[1:])
    points = 2 * trumps + big
    points += 10 * ("T21" in hand) + 8 * (EXCUSE in hand)
    if PETIT in hand:
        points += {5: 5, 6: 7}.get(trumps, 9 if trumps >= 7 else 0)
    for suit in "SHDC":
        cards = faces[suit]
        points += 6 * ("K" in cards) + (4 if "K" in cards else 2) * ("Q" in cards)
        points += 2 * ("C" in cards) + ("J" in cards)
        if len(cards) >= 5:
            points += 5 + 2 * (len(cards) - 5)
        elif not cards and trumps >= 5:
            points += 5
        elif len(cards) == 1 and trumps >= 5:
            points += 2
    return points * 18 / len(hand)


def bidding_strength(hand, players: int) -> float:
    """``hand_strength`` with the help a called partner gives the attacker."""
    return hand_strength(hand) + PARTNER_BONUS[players]


def earned_contract(strength: float) -> str:
    """The strongest contract a hand of ``strength`` earns, or ``pass``."""
    return next((contract for contract, needed in BID_THRESHOLDS if strength >= needed), "pass")


class EasyAgent(Agent):
    level = "easy"

    def choose(self, decision: Decision) -> Action:
        obs: TarotObservation = decision.observation
        kinds = {a["a"] for a in decision.legal} | {c.action for c in decision.choices}
        if "bid" in kinds:
            return self._bid(obs, decision.legal)
        if "call" in kinds:
            return self._call(obs, decision.legal)
        if "discard" in kinds:
            return self._discard(obs, decision.choices[0])
        if "poignee" in kinds:
            best = max((c for c in decision.choices if c.action == "poignee"), key=lambda c: c.count)
            return best.action_for(self._handful_cards(best))
        plays = [a["card"] for a in decision.legal if a["a"] == "play"]
        return {"a": "play", "card": self._play(obs, plays)}

    # --- before play ------------------------------------------------------------

    def _bid(self, obs: TarotObservation, legal: list[Action]) -> Action:
        contract = earned_contract(bidding_strength(obs.hand, obs.players))
        allowed = {a["v"] for a in legal}
        # bid the strongest contract the hand earns that is still open
        return {"a": "bid", "v": contract if contract in allowed else "pass"}

    def _call(self, obs: TarotObservation, legal: list[Action]) -> Action:
        length = Counter(suit_of(c) for c in obs.hand)
        missing = [a for a in legal if a["card"] not in obs.hand] or legal
        return max(missing, key=lambda a: length[a["card"][0]])

    def _discard(self, obs: TarotObservation, choice: CardChoice) -> Action:
        chosen = list(choice.required)
        rest = [c for c in choice.eligible if c not in chosen]
        length = Counter(suit_of(c) for c in obs.hand)
        by_suit: dict[str, list[str]] = {}
        for card in rest:
            if not is_trump(card):
                by_suit.setdefault(card[0], []).append(card)
        # empty whole suits, shortest first, where nothing undiscardable stays
        for suit, cards in sorted(by_suit.items(), key=lambda item: len(item[1])):
            if len(cards) == length[suit] and len(chosen) + len(cards) <= choice.count:
                chosen += cards
        left = [c for c in rest if c not in chosen]
        # then the points most at risk in short suits; forced trumps lowest first
        left.sort(key=lambda c: (is_trump(c), -tarot_points_x2(c) if not is_trump(c) else rank(c),
                                 length[suit_of(c)]))
        chosen += left[:choice.count - len(chosen)]
        return choice.action_for(chosen)

    @staticmethod
    def _handful_cards(choice: CardChoice) -> list[str]:
        """The required cards, then the smallest trumps (the oudlers last)."""
        rest = sorted((c for c in choice.eligible if c not in choice.required),
                      key=lambda c: (c in OUDLERS, rank(c)))
        return list(choice.required) + rest[:choice.count - len(choice.required)]

    # --- card play ------------------------------------------------------------------

    def _play(self, obs: TarotObservation, legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        plays = list(obs.trick.plays) if obs.trick else []
        if EXCUSE in legal and len(obs.hand) <= 2:
            return EXCUSE  # never keep the Excuse for the last trick
        if not [c for _, c in plays if c != EXCUSE]:
            return self._lead(obs, [c for c in legal if c != EXCUSE] or legal)
        return self._follow(obs, legal, plays)

    def _lead(self, obs: TarotObservation, legal: list[str]) -> str:
        # A King while its suit is fresh: nobody can have shown a void in a
        # suit never played, so nobody is known to trump it.
        played_suits = {c[0] for c in obs.played}
        for card in legal:
            if card.endswith("K") and not is_trump(card) and card[0] not in played_suits:
                return card
        trumps = [c for c in legal if is_trump(c) and c != PETIT]
        if obs.attacker == self.seat and len(trumps) * 2 > len(obs.hand):
            return max(trumps, key=rank) if "T21" in trumps else min(trumps, key=rank)
        plain = [c for c in legal if not is_trump(c)]
        if plain:
            length = Counter(suit_of(c) for c in obs.hand)
            return min(plain, key=lambda c: (tarot_points_x2(c), -length[c[0]], rank(c)))
        return min(legal, key=lambda c: (c == PETIT, rank(c)))

    def _follow(self, obs: TarotObservation, legal: list[str], plays: list[tuple[int, str]]) -> str:
        me = self.seat
        last = len(plays) == obs.players - 1
        leader_now = trick_winner(plays)
        mine = obs.sides[me]
        mate_wins = mine is not None and obs.sides[leader_now] == mine
        winning_card = dict(plays)[leader_now]
        secure = last or (is_trump(winning_card) and rank(winning_card) >= 18) or winning_card == "T21"
        cards = [c for c in legal if c != EXCUSE]
        if mate_wins and secure:  # give points (the Petit most of all)
            if PETIT in cards:
                return PETIT
            return max(cards, key=lambda c: (tarot_points_x2(c) if c not in OUDLERS else 0,
                                             -rank(c)))
        winners = [c for c in cards if trick_winner(plays + [(me, c)]) == me]
        if winners and not mate_wins:
            if PETIT in winners and last:
                return PETIT
            safe = [c for c in winners if c != PETIT] or winners
            if not last and not is_trump(safe[0]):
                return max(safe, key=rank)  # cash the honour while it wins
            return min(safe, key=rank)
        cheapest = min(cards, key=lambda c: (c == PETIT, tarot_points_x2(c), rank(c)))
        if EXCUSE in legal and tarot_points_x2(cheapest) >= 5:
            return EXCUSE
        return cheapest


# --- what the bids say -------------------------------------------------------------

BID_MARGIN = 6      # strength a player may bid or pass away from the count's thresholds
WORLD_TRIES = 24    # redeals tried for one that agrees with every bid


def bidding_hand(world: State, seat: int) -> list[str]:
    """The cards ``seat`` held when it bid, in a (determinized) world: its
    hand and the cards it has played, the attacker's without the talon it
    took and with its discard."""
    r = world.round
    cards = list(r.hands[seat])
    cards += [c for t in world.all_tricks() for s, c in t.plays if s == seat]
    if seat == r.attacker and r.contract in TALON_TAKEN and r.phase not in ("bidding", "call"):
        cards = [c for c in cards + r.discard if c not in r.talon]
    return cards


def strength_bounds(bids: tuple[str | None, ...], dealer: int, players: int
                    ) -> dict[int, tuple[float, float]]:
    """What each spoken bid says of its hand's ``bidding_strength``: a
    contract, at least its threshold and less than the next one's; a pass,
    less than the threshold of the lowest contract still open (loosened by
    ``BID_MARGIN``: people count hands differently). The easy player bids
    exactly so; [decision] a person is read the same way, which is what a
    table reads from a bid."""
    needed = dict(BID_THRESHOLDS)
    bounds, highest, seat = {}, 0, next_seat(dealer, players)
    for _ in range(players):
        bid = bids[seat]
        if bid is None:
            break
        if bid == "pass":
            if highest < len(CONTRACTS):
                bounds[seat] = (-math.inf, needed[CONTRACTS[highest]] + BID_MARGIN)
        else:
            level = CONTRACTS.index(bid)
            upper = needed[CONTRACTS[level + 1]] + BID_MARGIN if level + 1 < len(CONTRACTS) \
                else math.inf
            bounds[seat] = (needed[bid] - BID_MARGIN, upper)
            highest = level + 1
        seat = next_seat(seat, players)
    return bounds


def play_alike(a: str, b: str, elsewhere: set[tuple[str, int]]) -> bool:
    """True when cards ``a`` and ``b`` are sure to do the same: of one suit,
    worth the same points, neither an oudler nor the Excuse, and no card
    ranked between them in ``elsewhere`` (the (suit, rank) of every card
    another seat may hold). Such cards win and lose the same tricks and
    count the same. The one rule behind ``equivalent_plays`` (a seat's
    view) and ``distinct_plays`` (a solved world)."""
    if EXCUSE in (a, b) or a in OUDLERS or b in OUDLERS or a[0] != b[0] \
            or tarot_points_x2(a) != tarot_points_x2(b):
        return False
    low, high = sorted((rank(a), rank(b)))
    return not any((a[0], k) in elsewhere for k in range(low + 1, high))


def equivalent_plays(cards: list[str], obs: TarotObservation) -> dict[str, str]:
    """Each card's stand-in, the first of ``cards`` that does the same
    (``play_alike``): from this seat's view another seat may hold any card
    not in this hand, played, or in the discard this seat knows."""
    gone = set(obs.hand) | obs.played | set(obs.discard)
    elsewhere = {(card[0], rank(card)) for card in DECK if card not in gone}
    out: dict[str, str] = {}
    firsts: list[str] = []
    for card in cards:
        out[card] = next((first for first in firsts if play_alike(first, card, elsewhere)), card)
        if out[card] == card:
            firsts.append(card)
    return out


# A seat's score in one deal spreads with the contract's multiplier (a Small
# 1, a Guard 2, without 4, against 6): its standard deviation is about this
# many points times the root mean square of the multipliers played for, by
# table size. From all-easy matches (150 each, seeds 57300- and 57600-) and,
# with 3 players, all-normal ones too (54, section 50: 52 a unit where easy
# gave 55, so normal's twice-wider spread is its Guards). Section 51.
SPREAD_PER_MULTIPLIER = {3: 54.0, 4: 71.0, 5: 59.0, 6: 60.0}
# **[decision]** The deals still to come are taken to be played for the
# contracts this table has taken in the match: the mean square of the
# multipliers of the deals scored and of this deal's contract once bid,
# with ``PRIOR_DEALS`` deals of a Guard besides, so that one deal does not
# decide it. ``hard`` cannot know its opponents' levels; their contracts it
# sees (easy bids Smalls, normal Guards and higher).
PRIOR_MULTIPLIER, PRIOR_DEALS = 2, 2


def table_spread(world: State) -> float:
    """The spread ``match_equity`` gives each seat in a deal still to come
    at the table of ``world``: a seat's score's spread from the contracts
    taken there so far (public: the score sheet and this deal's contract),
    widened by sqrt(n/(n-1)). ``match_equity`` takes the seats' scores as
    independent, but a Tarot deal sums to zero, and what decides a match,
    two seats' difference, then varies n/(n-1) times as much as that of
    independent scores of a seat's spread: independent scores of the wider
    spread give the seats' differences exactly that variance (section 60,
    where this fits the chances of all-normal 3-player matches best)."""
    squares = [MULTIPLIER[deal["contract"]] ** 2 for deal in world.sheet]
    if world.round.contract is not None:
        squares.append(MULTIPLIER[world.round.contract] ** 2)
    mean = (PRIOR_DEALS * PRIOR_MULTIPLIER ** 2 + sum(squares)) / (PRIOR_DEALS + len(squares))
    players = world.players
    return SPREAD_PER_MULTIPLIER[players] * math.sqrt(mean * players / (players - 1))


class TarotSearch(WeighsWorlds):
    """The Tarot search levels: their worlds agree with the bids, cards that
    play alike are searched once (a handful once per level), and the last
    tricks are played out exactly."""

    def candidates(self, decision: Decision) -> list[Action]:
        """Of cards that do the same (``equivalent_plays``) only the first
        is kept (the habit comes first): the budget goes to real choices."""
        out = super().candidates(decision)
        plays = [a["card"] for a in out if a["a"] == "play"]
        if len(plays) < 2:
            return out
        same = equivalent_plays(plays, decision.observation)
        return [a for a in out if a["a"] != "play" or same[a["card"]] == a["card"]]

    tricks_more = 0   # hard: tricks solved exactly beyond ``ENDGAME_CARDS`` (``in_endgame``)
    _solved: tuple[State, Solver] | None = None

    def _playout(self, world: State, action: Action, seed: int) -> float:
        """Near the end (``in_endgame``) the rest of the deal is played
        exactly (``ENDGAME``) instead of by the play-out policy, the
        candidates of one world sharing the solver's table."""
        if not in_endgame(world, self.tricks_more):
            return super()._playout(world, action, seed)
        if self._solved is None or self._solved[0] is not world:
            self._solved = world, Solver(ENDGAME, self.seat, world.returns())
        return self._solved[1].value_after(world, action)

    def _sets(self, choice: CardChoice, decision: Decision) -> list[Action]:
        """A handful: one set per level, the easy player's (which trumps are
        shown matters far less than whether, and how many: the budget goes
        to that)."""
        if choice.action == "poignee":
            return [choice.action_for(EasyAgent._handful_cards(choice))]
        return super()._sets(choice, decision)

    reads_plays = False   # hard: worlds weighed by the others' plays (``misread_plays``)

    def spread(self, world: State) -> float:
        """The spread the match's deals still to come have (``table_spread``)."""
        return table_spread(world)

    def deals_left(self, state: State) -> int:
        """Deals still to be scored in the match (``plays_for_match``, hard)."""
        return state.game.options.deals - len(state.sheet)

    def reads(self, world: State) -> bool:
        """With ``reads_plays``, once the others have played, the worlds are
        drawn from a pool of worlds that fit the bids, by their weight
        (``flattened_weights``); else they are drawn directly (``draw_world``)."""
        return self.reads_plays and others_played(world, self.seat)

    def pool_size(self) -> int:
        return POOL

    def pool_weights(self, pool: list[State]) -> list[float]:
        return flattened_weights([misread_plays(w, self.seat) for w in pool])

    def draw_world(self, world: State) -> State:
        """A redeal in which every other seat's hand fits its bid
        (``strength_bounds``): the attacker of a guard holds a guard's hand,
        a pass a weak one. Redeals are tried until one fits; when none of
        ``WORLD_TRIES`` does (a rare hand), the one that misses least."""
        r = world.round
        bounds = strength_bounds(tuple(r.bids), r.dealer, world.players)
        bounds.pop(self.seat, None)
        best, best_miss = None, math.inf
        for _ in range(WORLD_TRIES if bounds else 1):
            sample = world.determinize(self.seat, self.rng)
            miss = 0.0
            for seat, (low, high) in bounds.items():
                strength = bidding_strength(bidding_hand(sample, seat), world.players)
                miss += max(0.0, low - strength, strength - high)
                if miss >= best_miss:   # no better than the best: the other hands need no count
                    break
            if miss < best_miss:
                best, best_miss = sample, miss
                if miss == 0:
                    break
        return best


# Every card another seat played this deal says something of the hand it came
# from: the easy player leads a fresh King, gives points to a partner's sure
# trick, wins as cheaply as it can, throws its cheapest card when it cannot.
# A world redealt at random (even one that fits the bids) ignores all that.
# ``hard`` weighs each world by how likely the others, playing as ``easy``
# from what each saw just before each play, were to make the plays the
# table saw: the easy player's card (or one that plays alike,
# ``equivalent_plays``) has chance 1, [decision] any other card ``DOUBT``
# (a person or a searching player plays by other rules: no hand is ruled
# out). [decision] Late in a deal with 5 or 6 players that weight would
# let one or two worlds of the pool crowd out the rest (the search would
# then play its choices out in one guessed deal): the weights are
# flattened (``DOUBT`` raised to less than the count of plays misread)
# until the pool keeps at least ``KEPT_SHARE`` of its worlds' worth. With
# 5 and 6 players the plays also say who holds the called King. The
# seat's own plays are not read, nor the bids (``strength_bounds`` reads
# those) nor the discard.
DOUBT = 0.25
POOL = 64           # worlds drawn per decision (about 0.1 s with 4 players, 0.3 s late with 6)
KEPT_SHARE = 0.25   # the pool's effective size kept, at least (see above)
FLATTENING = (1.0, 0.7, 0.5, 0.35, 0.25, 0.15, 0.1, 0.05, 0.0)   # the exponents tried


def others_played(world: State, seat: int) -> bool:
    """True when a seat other than ``seat`` has played a card this deal."""
    r = world.round
    return r.phase == "play" and any(s != seat for t in world.all_tricks() for s, _ in t.plays)


def misread_plays(world: State, seat: int) -> int:
    """How many of this deal's cards in ``world``, played by seats other
    than ``seat``, the easy player would not have played there (``plays_as_easy``)."""
    return sum(player != seat and not plays_as_easy(before, player, card)
               for _, _, player, card, before in world.rewound_plays())


def flattened_weights(misread: list[int]) -> list[float]:
    """The weight of each world of a pool, by its count of plays misread:
    ``DOUBT`` to that count, flattened as little as keeps the pool's
    effective size (sum of weights squared over sum of squared weights)
    at ``KEPT_SHARE`` of its worlds."""
    fewest = min(misread)
    for power in FLATTENING:
        weights = [DOUBT ** (power * (m - fewest)) for m in misread]
        if sum(weights) ** 2 >= KEPT_SHARE * len(weights) * sum(w * w for w in weights):
            return weights
    return weights


def plays_as_easy(before: State, player: int, card: str) -> bool:
    """True when the easy player in ``player``'s seat of ``before`` plays
    ``card`` or a card that plays alike (``equivalent_plays``); a forced
    card always."""
    legal = before.legal_actions()
    if len(legal) == 1:
        return True
    obs = before.observation(player)
    choice = EasyAgent(player, _NO_DRAWS).choose(Decision(player, obs, legal, []))
    if choice.get("card") == card:
        return True
    plays = [a["card"] for a in legal if a["a"] == "play"]
    if card not in plays or choice.get("a") != "play":
        return False
    same = equivalent_plays(plays, obs)
    return same[card] == same[choice["card"]]


_NO_DRAWS = random.Random(0)   # the easy player draws nothing in card play


ENDGAME_CARDS = 12   # played exactly once no more cards than this are left to play


def cards_left(state: State) -> int:
    """Cards still to be played in the deal (before the play, more than any
    endgame: bids, the talon and announcements are not solved)."""
    r = state.round
    return sum(map(len, r.hands)) if r.phase == "play" else 78


def in_endgame(state: State, tricks_more: int = 0) -> bool:
    """Few enough cards left to search every play (3 tricks with 3 or 4
    players, 2 with 5 or 6: a few milliseconds a world), or ``tricks_more``
    tricks more (``hard``: one, 15-40 ms a world). **[decision]**
    Perfect information flatters the defence a little (in a sampled world
    it always knows where the Petit is); averaged over many worlds that is
    the usual price of sampling deals, and far less than the play-outs'
    misplays."""
    return cards_left(state) <= endgame_depth(state.players, tricks_more)


def endgame_depth(players: int, tricks_more: int = 0) -> int:
    """The most cards left to play at which a level solves exactly
    (``in_endgame``): ``ENDGAME_CARDS``, and a trick's cards more for
    each of ``tricks_more``."""
    return ENDGAME_CARDS + tricks_more * players


def position(state: State) -> tuple | None:
    """At a trick's start, what decides the rest of the deal's score: the
    hands, the leader and what the finished tricks settled
    (``TarotState.settled``); None within a trick, where no two orders of
    play meet."""
    r = state.round
    if r.trick is None or r.trick.plays:
        return None
    return tuple(map(tuple, r.hands)), r.turn, state.settled()


def distinct_plays(state: State) -> list[Action]:
    """The legal plays of a world's player to move, one of each run of
    cards sure to do the same: of one suit, worth the same points, no
    oudler nor the Excuse, with no card of another hand ranked between
    them (they win and lose the same tricks and count the same, whoever
    holds what). The exact endgame's moves (``Endgame.moves``), the
    highest first: a search that tries the winning cards first cuts sooner
    (a quarter less time from 16 cards with 4 players)."""
    legal = state.legal_actions()
    if len(legal) < 2:
        return legal
    r = state.round
    others = {(card[0], rank(card)) for seat, hand in enumerate(r.hands) if seat != r.turn
              for card in hand if card != EXCUSE}
    out: list[Action] = []
    previous = None   # the last legal card of a possible run (no oudler, not the Excuse)
    for action in legal:
        card = action.get("card")
        if card is None or card == EXCUSE or card in OUDLERS:
            out.append(action)   # never in a run: the run goes on past it
            continue
        if previous is None or not play_alike(previous, card, others):
            out.append(action)
        previous = card
    return out[::-1]


# The attack (the taker and a called partner) against the defence, the
# positions kept at the start of each trick.
ENDGAME = Endgame(cards_left, position,
                  allies=lambda state, a, b: state.round.on_attack(a) == state.round.on_attack(b),
                  moves=distinct_plays)

# ``hard``: four times the play-outs, the plays read (``misread_plays``) and
# one trick more solved exactly; ``normal`` keeps to the bids, within its 0.5 s.
# **[decision]** ``normal`` keeps 100 with every number of players. Made
# the middle step at 25 (as Red Secret's, section 39) it still met its own
# mark against ``easy`` with 3 players only (1.61x; 1.40x, 1.31x, 1.56x with
# 4, 5, 6, each interval below 1.25x), and ``hard`` against it got 1.15x
# (0.94-1.36) over 180 matches: no gap the budget opens (docs/ai-strength.md,
# section 40).
# **[decision]** ``hard`` leaves its habit on one standard error
# (``confidence`` 1, the search levels' default). Two made its 5-player
# attack alone better at the full budget (+4.6 a multiplier unit, se 1.8),
# but not its matches: with 4 players against ``easy``, +0.12x (-0.07 to
# +0.31) over 240 paired matches (section 44).
NormalAgent, HardAgent = search_levels(EasyAgent, normal_playouts=100, hard_playouts=400,
                                       base=TarotSearch)
# **[decision]** ``hard`` plays for the match (``match_equity``); ``normal``
# for the deal's points. On 40 paired matches with 5 players against
# ``easy`` (a quarter budget) that won 2.50x the fair share instead of 1.25x
# (+1.25x, +0.41 to +2.09), and on 160 fresh matches each 2.16x (1.77-2.54)
# with 5 players, 320 points a match below the others' average, and 2.05x
# (1.75-2.35) with 4 (docs/ai-strength.md, section 49). [decision] Its
# exact endgame (the last three or four tricks) still weighs the deal's
# points: the alpha-beta needs one side's score, and by then the contract
# is mostly settled.
HardAgent.reads_plays = True
HardAgent.tricks_more = 1
HardAgent.match_sizes = (3, 4, 5, 6)
