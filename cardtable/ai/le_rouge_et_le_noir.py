"""Computer players for Le Rouge et Le Noir. They decide from the observation only.

``RougeNoirAgent`` turns a decision into one of two questions, *which card and
which face* (``play``) or *take or pass* (``take``), over a ``DealView`` that
derives what a player works out from the table (cards still unseen, the best
card of the trick, the match situation). A level is a subclass answering the
two questions: ``EasyAgent`` with rules of thumb (its play as chances, so a
search can also weigh how likely a play was: ``play_chance``). The duel's
``normal`` and ``hard`` play a computed equilibrium
(``le_rouge_et_le_noir_cfr.py``); the 4-player game's levels search (below):
they read the deal's plays (each deal they imagine counts by how likely the
others were to play as they did there).

``estimate_win`` is the easy player's sense of a deal: it deals the unseen
cards at random a few dozen times and plays the rest of the deal out with
plain "win cheaply or throw the lowest" play, no doubles.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Callable

from cardtable.ai.base import Agent, Decision
from cardtable.ai.search import Estimate, WeighsWorlds, search_levels
from cardtable.engine.cards import number_rank
from cardtable.engine.le_rouge_et_le_noir import rules
from cardtable.engine.le_rouge_et_le_noir.observation import Observation, TrickCard
from cardtable.engine.state import Action, State


@dataclass(frozen=True)
class DealView:
    """An observation seen from its seat's side of the table."""

    obs: Observation

    @property
    def players(self) -> int:
        return self.obs.players

    @property
    def side(self) -> int:
        return self.obs.side

    def side_of(self, seat: int) -> int:
        return rules.side_of(seat, self.players)

    @cached_property
    def unseen(self) -> list[str]:
        """Cards this seat has not seen this deal: other hands, the stock and
        any face-down card of someone else."""
        left = Counter(self.obs.deck) - Counter(self.obs.hand) - Counter(self.obs.seen_cards())
        return sorted(left.elements(), key=number_rank)

    def share_below(self, rank: int) -> float:
        """How likely an unseen card is lower than ``rank`` (equal counts half)."""
        if not self.unseen:
            return 0.5
        below = sum(1.0 if number_rank(c) < rank else 0.5 if number_rank(c) == rank else 0.0
                    for c in self.unseen)
        return below / len(self.unseen)

    @property
    def table(self) -> list[tuple[int, str]]:
        """The face-up cards of the current trick, (seat, card)."""
        return [(tc.seat, tc.card) for tc in self.obs.trick if tc.card is not None]

    @property
    def best_on_table(self) -> tuple[int, bool] | None:
        """(highest number on the table, whether only my side holds it)."""
        if not self.table:
            return None
        top = max(number_rank(card) for _, card in self.table)
        sides = {self.side_of(seat) for seat, card in self.table if number_rank(card) == top}
        return top, sides == {self.side}

    @property
    def last_to_play(self) -> bool:
        return len(self.obs.trick) == self.players - 1

    @property
    def my_score(self) -> int:
        return self.obs.scores[self.obs.seat]

    @property
    def their_score(self) -> int:
        return self.obs.scores[(self.obs.seat + 1) % self.players]

    @property
    def at_stake(self) -> int:
        """What the deal is worth now: stake plus carry."""
        return self.obs.stake + self.obs.carry

    def wins_match_with(self, points: int) -> bool:
        return self.my_score + points >= self.obs.target

    def loses_match_with(self, points: int) -> bool:
        return self.their_score + points >= self.obs.target


class RougeNoirAgent(Agent):
    """Routes a decision to ``play`` or ``take``; subclasses decide."""

    def choose(self, decision: Decision) -> Action:
        view = DealView(decision.observation)
        if decision.observation.phase == "answer":
            return {"a": "take" if self.take(view) else "pass"}
        card, face = self.play(view)
        action = {"a": "play", "card": card, "face": face}
        if action not in decision.legal:  # a policy slip must never stop a match
            action = {"a": "play", "card": card, "face": "up"}
        return action if action in decision.legal else decision.legal[0]

    def play(self, view: DealView) -> tuple[str, str]:
        raise NotImplementedError

    def take(self, view: DealView) -> bool:
        raise NotImplementedError


class EasyAgent(RougeNoirAgent):
    """Rules of thumb: wins tricks cheaply, doubles face down with a card that
    surely or very likely wins, bluffs sometimes with a low card (more when a
    pass would win the match, less when being caught would lose it), takes a
    double when its chances are worth the price, passes hopeless ones."""

    level = "easy"
    BLUFF = 0.2
    STRONG = 0.75   # lead face down when the card beats this share of the unseen cards
    SAMPLES = 40

    def bluff_rate(self, view: DealView) -> float:
        rate = self.BLUFF
        if view.wins_match_with(view.at_stake):
            rate += 0.2
        if view.loses_match_with(view.at_stake + 1):
            rate -= 0.1
        if view.their_score > view.my_score + 4:
            rate += 0.1
        return rate

    def play(self, view: DealView) -> tuple[str, str]:
        tries, otherwise = self.plays(view)
        for chance, play in tries:
            if self.rng.random() < chance:
                return play
        return otherwise

    def play_chance(self, view: DealView, play: tuple[str, str]) -> float:
        """How likely this player is to make ``play`` (card, face) from
        ``view``: what a search reads the plays by (``play_likelihood``)."""
        tries, otherwise = self.plays(view)
        left, chance = 1.0, 0.0
        for p, option in tries:
            if option == play:
                chance += left * p
            left *= 1 - p
        return chance + (left if otherwise == play else 0.0)

    def plays(self, view: DealView) -> tuple[list[tuple[float, tuple[str, str]]], tuple[str, str]]:
        """The play as chances tried in turn, then the play if none comes up:
        ``play`` draws them, ``play_chance`` weighs them (one rule for both)."""
        hand = list(view.obs.hand)  # lowest first
        low, high = hand[0], hand[-1]
        doubling = view.obs.may_double
        best = view.best_on_table
        if best is None:  # leading
            tries = []
            if doubling and view.share_below(number_rank(high)) >= self.STRONG:
                tries.append((0.8, (high, "down")))
            if doubling and len(hand) > 1:
                tries.append((self.bluff_rate(view), (low, "down")))
            return tries, (high, "up")
        top, mine = best
        if mine:  # my partner holds the trick: throw the lowest (a sure double if I am last)
            return [], (low, "down" if doubling and view.last_to_play else "up")
        winners = [c for c in hand if number_rank(c) > top]
        if winners:
            card = winners[0]
            sure = view.last_to_play or number_rank(card) == max(number_rank(c) for c in view.obs.deck)
            return [], (card, "down" if doubling and sure else "up")
        equal = [c for c in hand if number_rank(c) == top]
        if equal:
            return [], (equal[0], "up")
        return ([(self.bluff_rate(view), (low, "down"))] if doubling else []), (low, "up")

    def take(self, view: DealView) -> bool:
        return self.takes_at(view, estimate_win(view, self.rng, self.SAMPLES))

    def take_chance(self, view: DealView) -> float:
        """How likely this player is to take the double of ``view``: what a
        search reads a take by (``play_likelihood``). Its answer follows its
        estimate over ``SAMPLES`` random deals, which scatters about the
        deal's true chance; that chance is estimated here once, on four
        times the deals (a fixed generator, so the reading is the same for
        every world with this hand), and the answer's scatter about it
        taken as normal (widened by the estimate's own)."""
        win = estimate_win(view, random.Random(0), 4 * self.SAMPLES)
        threshold = next((k / (2 * self.SAMPLES) for k in range(2 * self.SAMPLES + 1)
                          if self.takes_at(view, k / (2 * self.SAMPLES))), None)
        if threshold is None:
            return 0.0
        spread = max(math.sqrt(win * (1 - win) * 1.25 / self.SAMPLES), 1 / (2 * self.SAMPLES))
        return 0.5 * math.erfc((threshold - 1 / (4 * self.SAMPLES) - win) / (spread * math.sqrt(2)))

    def takes_at(self, view: DealView, win: float) -> bool:
        """The answer to a double when my side wins the deal with chance
        ``win``: the same for every win above the lowest that takes."""
        pass_cost = view.at_stake
        take_stake = view.at_stake + 1
        if view.loses_match_with(pass_cost):
            return True  # passing loses the match anyway
        if view.wins_match_with(take_stake) and win >= 0.35:
            return True
        if view.loses_match_with(take_stake):
            return win >= 0.5
        # expected points of taking, (2 win - 1) * take_stake, against -pass_cost, with a margin
        return (2 * win - 1) * take_stake > -pass_cost + 0.5


def estimate_win(view: DealView, rng: random.Random, samples: int) -> float:
    """The share of random deals of the unseen cards in which my side wins the
    deal (a tie counts half), playing the rest out plainly, with no doubles.

    The deals are of numbers, not card codes (copies of a number are alike):
    the shuffle of the unseen numbers, lowest first, draws what the shuffle
    of their codes would, and the plain play reads only numbers. The easy
    player asks this at every answer, in every search's play-outs too, so it
    is most of what the 4-player duel's searches spend."""
    obs = view.obs
    unseen = [number_rank(c) for c in view.unseen]
    mine = sorted(number_rank(c) for c in obs.hand)
    earlier = [t.winner for t in obs.tricks]
    sides = [rules.side_of(seat, view.players) for seat in range(view.players)]
    total = 0.0
    for _ in range(samples):
        pool = list(unseen)
        rng.shuffle(pool)
        hands = [list(mine) if seat == obs.seat else sorted(pool.pop() for _ in range(count))
                 for seat, count in enumerate(obs.hand_sizes)]
        table = [(tc.seat, number_rank(tc.card) if tc.card is not None else pool.pop())
                 for tc in obs.trick]
        winner = _play_out(hands, table, obs.leader, list(earlier), sides)
        total += 0.5 if winner is None else float(winner == view.side)
    return total / samples


def _play_out(hands: list[list[int]], table: list[tuple[int, int]], leader: int,
              outcomes: list[int | None], sides: list[int]) -> int | None:
    """The deal's winner when everyone plays plainly from here (each seat's
    numbers, lowest first; the table (seat, number); each seat's side)."""
    players = len(sides)
    while True:
        while len(table) < players:
            seat = (leader + len(table)) % players
            rank = _plain_rank(hands[seat], table, sides[seat], sides)
            hands[seat].remove(rank)
            table.append((seat, rank))
        winner, leader = rules.trick_outcome_by_rank(table, players)
        outcomes.append(winner)
        table = []
        certain = rules.certain_winner(outcomes)
        if certain is not None or len(outcomes) == rules.TRICKS_PER_DEAL:
            return certain


def _plain_rank(hand: list[int], table: list[tuple[int, int]], side: int, sides: list[int]) -> int:
    """Lead the highest; follow with the lowest number that wins, else one
    that draws, else the lowest (also the lowest when my side, ``side``,
    alone holds the trick's top). ``hand``: numbers, lowest first."""
    if not table:
        return hand[-1]
    top = max(rank for _, rank in table)
    if all(sides[seat] == side for seat, rank in table if rank == top):
        return hand[0]
    for rank in hand:
        if rank > top:
            return rank
    return top if top in hand else hand[0]


# Every card another player laid this deal says something of the hand it
# came from: the easy player leads its highest face up, follows with its
# lowest winner, throws its lowest when it cannot win, doubles mostly with a
# card that wins. A world redealt at random ignores all that (and a double
# waiting for an answer would be a bluff as often as any low card is
# dealt). So the search weighs each world by how likely the others, playing
# as the ``easy`` player from what each saw just before each play, were to
# make the plays the table saw (``play_likelihood``): it draws a pool of
# worlds per decision and samples from it in proportion to that weight
# (sampling-importance-resampling). [decision] A play the easy player would
# never make keeps a small chance (``DOUBT``): a person or a searching
# player plays by other rules, and no hand is ruled out. ``hard`` keeps a
# tenth of that chance (``HARD_DOUBT``): a world where the easy player
# would have played otherwise then counts for little (a face-down card
# waiting for an answer is then far less often a middle card, where the
# easy player doubles only with a winner or a low bluff), yet still
# counts (docs/ai-strength.md, section 28: no loss against `easy` or
# `normal`, a small gain against both that the runs cannot confirm).
# Against ``normal`` players that reading may mislead (their search
# leaves the easy habit in about a third of their plays): with a doubt of
# 0.1 ``hard`` gained +0.10x (-0.08 to +0.28) against ``normal`` and lost
# -0.10x (-0.21 to +0.01) against ``easy`` (docs/ai-strength.md, section
# 46, paired pilots), so no fixed doubt looks to serve both. So ``hard``
# reads each seat by how it played the match's earlier deals, laid open
# once scored (``Observation.history``): [decision] a seat makes a share
# ``r`` of its plays as if at random among the plays open to it and the
# rest as the easy player would (``read_chance``); ``r`` is the most likely
# of ``STRAYS`` given that seat's earlier plays (``stray_shares``; half the
# prior on 0, which is the plain reading, so a seat is read as the easy
# player until it has played otherwise).
# [decision] The seat's own plays are not read. ``hard`` also reads the
# doubles another seat took (``EasyAgent.take_chance``: the easy answer is
# an estimate over random deals, so its chance is worked out once per
# answerer's hand and shared by the worlds of a decision); ``normal`` does
# not, as it costs up to a few milliseconds a hand.
DOUBT = 0.05
HARD_DOUBT = 0.005
POOL_SHARE = 0.5   # worlds in the pool per play-out of the budget
STRAYS = (0.0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5)   # the shares of stray plays a seat may have


class ReadsPlays(WeighsWorlds):
    """A search that reads this deal's plays of the other seats, partner
    included, as the ``easy`` player would have meant them
    (``play_likelihood``). Only the sampled world's cards are read, never
    the real ones.

    **[decision]** Its answer to a double is the better estimate, both
    answers sampled to the end and without the habit's benefit of the
    doubt: the habit (the easy answer) weighs every hidden card alike, so
    on the read worlds it is no safer a guess than the other answer."""

    reads_takes = False   # the doubles others took read too (``play_likelihood``'s ``takes``)
    learns_seats = False  # each seat read by its earlier plays (``stray_shares``)
    doubt = DOUBT         # the least chance of a play read (``play_likelihood``)
    pool_share = POOL_SHARE
    # play-outs of the search by which a seat read as straying answers doubles
    # in this search's play-outs (``SearchingAnswerer``; 0: as the easy player)
    answer_playouts = 0
    _strays: dict[int, float] = {}   # this decision's reading of the seats (``pool_weights``)

    def analyse(self, decision: Decision, keep: int = 1,
                stop: Callable[[], bool] | None = None) -> list[Estimate]:
        answering = decision.observation.phase == "answer"
        return super().analyse(decision, max(keep, 2) if answering else keep, stop)

    def margin(self, decision: Decision) -> float:
        return 0.0 if decision.observation.phase == "answer" else self.confidence

    def pool_size(self) -> int:
        return max(8, round(self.budget.playouts * self.pool_share))

    def pool_weights(self, pool: list[State]) -> list[float]:
        takes: dict | None = {} if self.reads_takes else None
        strays = stray_shares(pool[0], self.seat, self.doubt) if self.learns_seats else {}
        self._strays = strays   # read before any play-out of the decision (the pool comes first)
        chances: dict = {}
        return [play_likelihood(w, self.seat, takes, self.doubt, strays, chances) for w in pool]

    def playout_policies(self, players: int, rng: random.Random) -> list[Agent]:
        """The easy player in every seat, except that with ``answer_playouts``
        a seat this decision reads as straying answers doubles by ``normal``'s
        search (``SearchingAnswerer``)."""
        return [SearchingAnswerer(s, rng, self.answer_playouts)
                if self.answer_playouts and self._strays.get(s, 0.0) > 0 else self.rollout(s, rng)
                for s in range(players)]


def read_chance(chance: float, stray: float, options: int, doubt: float) -> float:
    """How likely a seat was to make a play the easy player makes with
    ``chance``, when it makes a share ``stray`` of its plays at random among
    its ``options`` (and never less than ``doubt``)."""
    return max(doubt, (1 - stray) * chance + stray / options)


def options_of(view: Observation) -> int:
    """The plays open to the seat of ``view``: each card, face up or down."""
    return len(set(view.hand)) * (2 if view.may_double else 1)


def stray_shares(world: State, seat: int, doubt: float) -> dict[int, float]:
    """For each seat other than ``seat``, the most likely of ``STRAYS``
    given its plays in the match's earlier deals (``past_decisions``: what
    it saw then, from the deals laid open), read by ``read_chance``; the
    prior puts half on 0 and spreads the rest evenly. [decision] Only plays
    are read, not answers to doubles: the easy answer is an estimate over
    random deals, too dear to work out for every answer of a match."""
    prior = [math.log(0.5)] + [math.log(0.5 / (len(STRAYS) - 1))] * (len(STRAYS) - 1)
    scores = {s: list(prior) for s in range(world.players) if s != seat}
    for index in range(len(world.history)):
        for view, action in world.past_decisions(index):
            if view.seat == seat or action["a"] != "play":
                continue
            chance = EasyAgent(view.seat, _NO_DRAWS).play_chance(
                DealView(view), (action["card"], action["face"]))
            options = options_of(view)
            row = scores[view.seat]
            for i, stray in enumerate(STRAYS):
                row[i] += math.log(read_chance(chance, stray, options, doubt))
    return {s: STRAYS[max(range(len(STRAYS)), key=row.__getitem__)] for s, row in scores.items()}


def play_likelihood(world: State, seat: int, takes: dict | None = None,
                    doubt: float = DOUBT, strays: dict[int, float] | None = None,
                    chances: dict | None = None) -> float:
    """How likely the seats other than ``seat`` were, each playing as the
    ``easy`` player, to make this deal's plays in ``world`` (each chance at
    least ``doubt``), the face-down card waiting for an answer included.
    ``strays``: a seat's share of plays made at random (``read_chance``;
    none for a seat not given). With ``takes`` (a memo shared by the
    worlds of one decision, keyed by the play doubled and the answerer's
    hand then), each double another seat took counts too, by
    ``EasyAgent.take_chance``. ``chances``: the same kind of memo for the
    plays' chances (and the plays open), keyed by the play, its card and
    face, and the player's hand then: the rest of what the player saw is
    the same in every world of a decision."""
    strays = strays or {}
    chances = {} if chances is None else chances
    plays = world.cards_played()
    taken = set(world.doubles)
    players = world.players
    bases: dict[int, Observation] = {}
    likelihood = 1.0
    for k, (player, card) in enumerate(plays):
        if player != seat:
            face = "down" if k in taken or (world.pending and k == len(plays) - 1) else "up"
            hand = _hand_before(world, player, plays, k)
            key = (k, hand, card, face)
            if key not in chances:
                before = _seen_before(world, player, plays, k, hand, bases)
                chances[key] = (EasyAgent(player, _NO_DRAWS).play_chance(DealView(before), (card, face)),
                                options_of(before))
            chance, options = chances[key]
            likelihood *= read_chance(chance, strays.get(player, 0.0), options, doubt)
        answerer = rules.answering_seat(player, players, world.human_seats)
        if takes is not None and k in taken and answerer != seat:
            hand = _hand_before(world, answerer, plays, k)
            key = (k, hand)
            if key not in takes:
                seen = _seen_before(world, answerer, plays, k, hand, bases)
                sizes = tuple(n - (s == player) for s, n in enumerate(seen.hand_sizes))
                asked = replace(seen, phase="answer", to_act=answerer, hand_sizes=sizes,
                                trick=seen.trick + (TrickCard(player, None, "down"),),
                                doubler=player, proposed=seen.stake + 1, answerer=answerer)
                takes[key] = read_chance(EasyAgent(answerer, _NO_DRAWS).take_chance(DealView(asked)),
                                         strays.get(answerer, 0.0), 2, doubt)
            likelihood *= takes[key]
    return likelihood


def _seen_before(world: State, player: int, plays: list[tuple[int, str]], k: int,
                 hand: tuple[str, ...], bases: dict[int, Observation]) -> Observation:
    """What ``player`` saw of ``world``'s deal just before its ``k``-th play
    (0-based; the doubles before it taken, every card face up); ``hand``:
    its hand then (``_hand_before``, which the caller keys its memo by)."""
    if player not in bases:
        bases[player] = world.observation(player)
    players = world.players
    start = k - k % players
    earlier = [d for d in world.doubles if d < k]
    last_side = rules.side_of(plays[max(earlier)][0], players) if earlier else None
    stake = rules.FIRST_STAKE + len(earlier)
    later = [sum(1 for s, _ in plays[k:] if s == seat) for seat in range(players)]
    return replace(
        bases[player], phase="play", to_act=player, leader=plays[start][0],
        hand=hand,
        hand_sizes=tuple(len(world.hands[seat]) + later[seat] for seat in range(players)),
        trick=tuple(TrickCard(s, c, "up") for s, c in plays[start:k]),
        tricks=tuple(world.tricks[:k // players]), stake=stake, opening_lead=k == 0,
        may_double=rules.double_refusal(k == 0, stake, players, last_side,
                                        rules.side_of(player, players)) is None,
        doubler=None, proposed=None, answerer=None, last_doubler_side=last_side)


def _hand_before(world: State, player: int, plays: list[tuple[int, str]], k: int) -> tuple[str, ...]:
    """``player``'s hand in ``world`` just before the deal's ``k``-th play,
    lowest first."""
    return tuple(sorted(world.hands[player] + [c for s, c in plays[k:] if s == player],
                        key=number_rank))


_NO_DRAWS = random.Random(0)   # play_chance draws nothing


# Search levels (``cardtable.ai.search``) with the easy player as play-out
# policy: which card, which face, take or pass. Built for the 4-player game,
# where partners and three opponents make the bluffing thinner; the duel's
# bluffs want an equilibrium strategy instead. Both read the plays of the
# deal (``ReadsPlays``); ``hard`` plays more worlds out.
# ``hard`` also reads the takes and draws four times the worlds per
# play-out into its pool (with several plays read, a pool of half the
# play-outs leaves a tenth of its decisions a few dozen worlds that count).
NormalAgent, HardAgent = search_levels(EasyAgent, normal_playouts=160, hard_playouts=640,
                                       base=ReadsPlays)
HardAgent.reads_takes = True
HardAgent.learns_seats = True
HardAgent.doubt = HARD_DOUBT
HardAgent.pool_share = 4 * POOL_SHARE
HardAgent.answer_playouts = 32


# A seat that strays from the easy player's plays is, at the table, most
# often a `normal` player or a person; the easy player answers a double by
# its estimate over random deals, `normal` by a search that reads the plays.
# So ``hard``'s play-outs let a seat read as straying (``stray_shares``)
# answer doubles by `normal`'s own search at a small budget, and play its
# cards as the easy player. [decision] 32 play-outs: `normal`'s 160 would
# make each of `hard`'s play-outs as dear as a search. Measured
# (docs/ai-strength.md, sections 76 and 77): at a quarter budget +0.075x
# (-0.04, +0.19) against `normal` over 320 paired matches; earlier, cheaper
# models of `normal`'s answers lost (sections 48 and 74). Its mark (sections
# 77-79), at the third of its 640 play-outs the table leaves it in 1.5 s
# against `normal` seats: 1.03x (0.97-1.09) over 600 fresh matches, where the
# `hard` before it had 0.96x (0.81-1.12, section 47). Against `easy` seats
# it played as that `hard` did, at its full budget, in every one of 200
# matches (section 79): its reading took none of them for straying (it could,
# after a run of plays the easy player makes seldom, but did not there).
class SearchingAnswerer(EasyAgent):
    """The easy player, except that it answers a double as ``normal`` does:
    by its search, at ``playouts`` play-outs, with the generator it is given.
    [decision] It is handed a world for every decision, plays included
    (``needs_world``), as when it was measured: its generator's draws, and
    so its play, stay those of the runs."""

    needs_world = True

    def __init__(self, seat: int, rng: random.Random, playouts: int):
        super().__init__(seat, rng)
        self.inner = NormalAgent(seat, rng, deterministic=True)
        self.inner.budget = replace(self.inner.budget, playouts=playouts)

    def choose(self, decision: Decision) -> Action:
        if decision.observation.phase == "answer":
            return self.inner.choose(decision)
        return super().choose(decision)
