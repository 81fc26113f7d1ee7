"""The pure rules of Le Rouge et Le Noir: who wins a trick, who wins a deal,
when a deal's winner is certain, who answers a double, who deals first.

Everything here works on *sides*: in the duel a side is a seat, in the
4-player game a side is a team (seat % 2), so one piece of code serves both.
"""

from __future__ import annotations

import functools
import itertools
import random
from typing import Sequence

from cardtable.engine.cards import number_rank
from cardtable.engine.rng import shuffled
from cardtable.engine.text import QT_TRANSLATE_NOOP

TRICKS_PER_DEAL = 3
HAND_SIZE = 3
FIRST_STAKE = 1
TOP_STAKE = 6  # markers x2..x6: the stake rises one point per accepted double


def side_of(seat: int, players: int) -> int:
    """The seat itself with two players; the team (0: seats 0 and 2, 1: seats 1 and 3) with four."""
    return seat % 2 if players == 4 else seat


def seats_of(side: int, players: int) -> list[int]:
    return [s for s in range(players) if side_of(s, players) == side]


def trick_outcome(cards: Sequence[tuple[int, str]], players: int) -> tuple[int | None, int]:
    """(winning side or None for a draw, seat who leads next) for a full trick.

    ``cards`` is (seat, card) in play order, the leader first. The highest
    number wins; if only one side played it, that side wins and whichever of
    its players played it first leads next; if both sides played it, the trick
    is a draw and its leader leads again.
    """
    return trick_outcome_by_rank([(seat, number_rank(card)) for seat, card in cards], players)


def trick_outcome_by_rank(cards: Sequence[tuple[int, int]], players: int) -> tuple[int | None, int]:
    """``trick_outcome`` with each card given by its number, (seat, rank):
    the AI's quick play-outs deal numbers rather than card codes (copies of
    a number are alike), and ask the rule here."""
    top = max(rank for _, rank in cards)
    holders = [seat for seat, rank in cards if rank == top]
    sides = {side_of(seat, players) for seat in holders}
    if len(sides) > 1:
        return None, cards[0][0]
    return sides.pop(), holders[0]


def final_winner(outcomes: Sequence[int | None]) -> int | None:
    """The winner of a finished deal from its trick outcomes (side or None per
    trick): more tricks won wins; equal tricks, at least one each, go to the
    side that won the first non-drawn trick; 0-0 is a tie (None)."""
    won = [sum(1 for o in outcomes if o == side) for side in (0, 1)]
    if won[0] != won[1]:
        return 0 if won[0] > won[1] else 1
    return next((o for o in outcomes if o is not None), None)


def certain_winner(outcomes: Sequence[int | None]) -> int | None:
    """The side that wins the deal whatever the remaining tricks bring, or None.

    This is the rule "the deal stops as soon as its winner is certain": with
    two tricks won, or 1-0 after two tricks (one drawn), every completion of
    the deal gives the same winner.
    """
    return _certain_winner(tuple(outcomes))


@functools.lru_cache(maxsize=None)  # a few dozen outcome sequences, asked after every trick
def _certain_winner(outcomes: tuple[int | None, ...]) -> int | None:
    remaining = TRICKS_PER_DEAL - len(outcomes)
    results = {final_winner(outcomes + rest)
               for rest in itertools.product((0, 1, None), repeat=remaining)}
    if len(results) == 1:
        return results.pop()
    return None


def double_refusal(opening_lead: bool, stake: int, players: int,
                   last_doubler_side: int | None, side: int) -> str | None:
    """Why ``side`` may not play its next card face down (a double), or None
    if it may: never the deal's opening lead, never above the top marker, and
    with four players never twice in a row by one team."""
    if opening_lead:
        return QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "The opening lead of a deal must be played face up.")
    if stake >= TOP_STAKE:
        return QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "The stake is already {stake}: no double is left, "
                                                        "so play face up.").format(stake=TOP_STAKE)
    if players == 4 and last_doubler_side == side:
        return QT_TRANSLATE_NOOP("le_rouge_et_le_noir", "Your team made the last double: the other team must "
                                                        "double before yours may again. Play face up.")

    return None


def answering_seat(doubler: int, players: int, human_seats: Sequence[int]) -> int:
    """Who answers a double: the opposing side; with four players a human of the
    opposing team if there is one, else the opponent seated next after the
    doubler (clockwise)."""
    opponents = [(doubler + k) % players for k in range(1, players)
                 if side_of((doubler + k) % players, players) != side_of(doubler, players)]
    humans = [seat for seat in opponents if seat in human_seats]
    return (humans or opponents)[0]


def draw_first_dealer(deck: list[str], players: int,
                      rng: random.Random) -> tuple[int, list[list[tuple[int, str]]]]:
    """The first dealer and the draws that chose them.

    Each round the whole deck is shuffled and the players still in contention
    draw one card each, in seat order, from the top; the lowest card deals, and
    the players tied for lowest draw again.
    """
    contenders = list(range(players))
    rounds = []
    while True:
        pack = shuffled(deck, rng)
        draws = [(seat, pack[i]) for i, seat in enumerate(contenders)]
        rounds.append(draws)
        low = min(number_rank(card) for _, card in draws)
        contenders = [seat for seat, card in draws if number_rank(card) == low]
        if len(contenders) == 1:
            return contenders[0], rounds


def deal_hands(pack: list[str], dealer: int, players: int) -> tuple[list[list[str]], list[str]]:
    """Deal a shuffled pack: one card at a time, clockwise from the dealer's
    left, three rounds; the rest is the unused stock, in pack order."""
    hands: list[list[str]] = [[] for _ in range(players)]
    for i in range(HAND_SIZE * players):
        hands[(dealer + 1 + i) % players].append(pack[i])
    return hands, pack[HAND_SIZE * players:]
