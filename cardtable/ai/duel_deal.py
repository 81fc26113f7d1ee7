"""One deal of the 2-player Le Rouge et Le Noir as a game tree over ranks.

This is what the equilibrium is computed on (``scripts/compute_duel_strategy.py``)
and how the CFR agent finds its place in it: both name an information set by
``info_key`` (the public history of the deal and the player's remaining hand),
so the key the solver wrote and the key the agent reads from its observation
are built by the same code.

Abstraction (lossless): copies of a number are interchangeable, so a hand is
a sorted tuple of ranks and a deal is a pair of such hands weighed by how many
ways the shuffle produces it. The roles are 0, the player who leads the first
trick (the dealer's opponent), and 1, the dealer.

The public history is one token per card played: its rank and ``u`` (played
face up) or ``d`` (played face down and taken); a double waiting for its
answer is ``x`` (its rank is unknown to the answerer). A passed double ends
the deal, so it never appears inside a history. Trick winners, who leads and
the stake all follow from the history and the engine's rules
(``rules.trick_outcome_by_rank``, ``rules.certain_winner``), which this model calls.

Points: the deal's winner scores stake + carry, a tie scores nothing now.
**[decision]** A tie is worth 0 to both players here although its stake is
carried: whoever wins the carry later is close to a coin flip, so the
deal-level game stays zero-sum in the points of this deal.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from math import comb

from cardtable.engine.cards import number_rank, rouge_noir_duel_deck
from cardtable.engine.le_rouge_et_le_noir import rules

TAKE, PASS = "t", "p"
UP, DOWN, PENDING = "u", "d", "x"


def info_key(history: str, hand: tuple[int, ...]) -> str:
    """The name of an information set: what its player has seen and holds."""
    return history + "|" + "".join(str(r) for r in hand)


def play_actions(hand: tuple[int, ...], may_double: bool) -> tuple[str, ...]:
    """The labels of the plays from ``hand``: each distinct rank, lowest first,
    face up (``5u``) and, when a double is allowed, face down (``5d``)."""
    faces = (UP, DOWN) if may_double else (UP,)
    return tuple(f"{r}{face}" for r in sorted(set(hand)) for face in faces)


def deck_counts(short: bool) -> Counter:
    return Counter(number_rank(card) for card in rouge_noir_duel_deck(short=short))


def deals(short: bool) -> list[tuple[float, tuple[tuple[int, ...], tuple[int, ...]]]]:
    """Every pair of hands (role 0, role 1) with its probability in a shuffle."""
    counts = deck_counts(short)
    size = sum(counts.values())
    ranks = sorted(counts)
    hands = _multisets(ranks, rules.HAND_SIZE, counts)
    total = comb(size, rules.HAND_SIZE) * comb(size - rules.HAND_SIZE, rules.HAND_SIZE)
    result = []
    for a in hands:
        for b in hands:
            ways = 1
            for r in ranks:
                na, nb = a.count(r), b.count(r)
                ways *= comb(counts[r], na) * comb(counts[r] - na, nb)
            if ways:
                result.append((ways / total, (a, b)))
    return result


def _multisets(ranks: list[int], size: int, counts: Counter) -> list[tuple[int, ...]]:
    """Every sorted hand of ``size`` cards from ``ranks`` (at most ``counts[r]`` of r)."""
    if size == 0:
        return [()]
    if not ranks:
        return []
    first, rest = ranks[0], ranks[1:]
    return [(first,) * n + tail for n in range(min(size, counts[first]) + 1)
            for tail in _multisets(rest, size - n, counts)]


@dataclass(frozen=True)
class DealState:
    """A position of the deal. ``hands`` are the remaining ranks per role."""

    hands: tuple[tuple[int, ...], tuple[int, ...]]
    carry: int = 0
    history: str = ""
    leader: int = 0
    trick: tuple[tuple[int, int], ...] = ()   # (role, rank) played to the current trick
    outcomes: tuple[int | None, ...] = ()    # winners of the finished tricks
    stake: int = rules.FIRST_STAKE
    pending: tuple[int, int] | None = None    # (doubler, rank) waiting for the answer
    over: bool = False
    winner: int | None = None                 # role that won the finished deal; None: tie

    def player(self) -> int | None:
        if self.over:
            return None
        if self.pending is not None:
            return 1 - self.pending[0]
        return (self.leader + len(self.trick)) % 2

    def key(self) -> str:
        history = self.history + (PENDING if self.pending is not None else "")
        return info_key(history, self.hands[self.player()])

    def actions(self) -> tuple[str, ...]:
        if self.pending is not None:
            return (TAKE, PASS)
        seat = self.player()
        refusal = rules.double_refusal(not self.outcomes and not self.trick, self.stake, 2, None, seat)
        return play_actions(self.hands[seat], refusal is None)

    def utility(self) -> float:
        """Role 0's points from a finished deal."""
        if self.winner is None:
            return 0.0
        points = self.stake + self.carry
        return float(points if self.winner == 0 else -points)

    def child(self, action: str) -> "DealState":
        if action == PASS:
            return replace(self, pending=None, over=True, winner=self.pending[0])
        if action == TAKE:
            doubler, rank = self.pending
            return replace(self, pending=None, stake=self.stake + 1)._card_down(
                doubler, rank, f"{rank}{DOWN}")
        rank, face = int(action[:-1]), action[-1]
        seat = self.player()
        hand = list(self.hands[seat])
        hand.remove(rank)
        hands = (tuple(hand), self.hands[1]) if seat == 0 else (self.hands[0], tuple(hand))
        moved = replace(self, hands=hands)
        if face == DOWN:
            return replace(moved, pending=(seat, rank))
        return moved._card_down(seat, rank, action)

    def _card_down(self, seat: int, rank: int, token: str) -> "DealState":
        """A card lies face up on the table: finish the trick or pass the turn."""
        trick = self.trick + ((seat, rank),)
        history = self.history + token
        if len(trick) < 2:
            return replace(self, trick=trick, history=history)
        winner, leader = rules.trick_outcome_by_rank(trick, 2)
        outcomes = self.outcomes + (winner,)
        certain = rules.certain_winner(outcomes)
        done = certain is not None or len(outcomes) == rules.TRICKS_PER_DEAL
        return replace(self, trick=(), history=history, leader=leader, outcomes=outcomes,
                       over=done, winner=certain)


def roots(short: bool, carry: int = 0) -> list[tuple[float, DealState]]:
    """The chance outcomes of a deal: (probability, opening position)."""
    return [(p, DealState(hands, carry)) for p, hands in deals(short)]


def history_of(observation) -> str:
    """The public history of the current deal as ``info_key`` writes it, read
    from a 2-player observation (never from hidden cards)."""
    doubled = set(observation.doubles)
    plays = [card for trick in observation.tricks for _, card in trick.cards]
    plays += [tc.card for tc in observation.trick if tc.face == "up"]
    history = "".join(f"{number_rank(card)}{DOWN if i in doubled else UP}"
                      for i, card in enumerate(plays))
    if any(tc.face == "down" for tc in observation.trick):  # a double waiting for its answer
        history += PENDING
    return history
