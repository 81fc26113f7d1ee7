"""Scoring a deal (rules/tarot.md, "Scoring a deal"), in half points.

``score_deal`` takes what the deal produced (points, oudlers, petit au bout,
handfuls, chelem) and returns every step of the computation, so the table can
explain it and tests can check it by hand.

Per-defender score S = (±(25 + margin) + petit au bout) x multiplier
± handfuls + chelem, seen from the attack: positive when the attack wins.
The margin is |points - goal| rounded up to a whole point, which rounds a half
in favour of the side that scores (40.5 against 41 is lost by 1, 41.5 is won
by 1). Settlement: each defender pays S, each partner receives S, the
attacker takes the rest, so a deal always sums to zero.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from cardtable.engine.cards import tarot_points_x2
from cardtable.engine.tarot.rules import (EXCUSE, GOAL, HANDFUL_BONUS, MULTIPLIER, OUDLERS, PETIT,
                                          PETIT_AU_BOUT)


def points_x2(cards: Iterable[str]) -> int:
    return sum(tarot_points_x2(c) for c in cards)


def half_points(x2: int) -> int | float:
    """Half points back to points: 81 -> 40.5, 82 -> 41 (an int when whole)."""
    return x2 // 2 if x2 % 2 == 0 else x2 / 2


def count_oudlers(cards: Iterable[str]) -> int:
    return sum(1 for c in cards if c in OUDLERS)


def petit_au_bout(tricks: Sequence[tuple[Sequence[tuple[int, str]], bool]]) -> tuple[int, bool]:
    """Who takes the Petit au bout: (+1 attack, -1 defence, 0 nobody; whether
    the second-to-last trick stood for the last).

    ``tricks``: every trick of the deal in order, as (plays, won by the attack).
    The Petit is au bout when it is in the last trick, which goes to its
    winner's side. In a chelem (one side won every trick) whose last trick
    was led by the Excuse, the second-to-last trick counts as the last
    (rules/tarot.md, FFT §9): the Excuse led there carries no card to win, so
    the Petit played just before it is the one brought to the end.
    [decision] "Counts as the last" replaces the last trick: a Petit played
    into that Excuse-led last trick is then not au bout.
    """
    sides = {attack for _, attack in tricks}
    index = len(tricks) - 1
    excuse_led = len(tricks) > 1 and tricks[-1][0][0][1] == EXCUSE
    second_to_last = len(sides) == 1 and excuse_led
    if second_to_last:
        index -= 1
    plays, attack = tricks[index]
    if not any(card == PETIT for _, card in plays):
        return 0, False
    return (1 if attack else -1), second_to_last


def score_deal(*, players: int, attacker: int, partners: Sequence[int], contract: str,
               card_points_x2: int, oudlers: int, petit_au_bout: int = 0,
               petit_au_bout_second_to_last: bool = False, handfuls: Sequence[str] = (),
               chelem_announced: bool = False, attack_tricks: int = 0, defence_tricks: int = 0) -> dict:
    """The whole computation of a deal's score.

    ``petit_au_bout``: +1 if the attack won the Petit in the last trick, -1 if
    the defence did, 0 otherwise; ``petit_au_bout_second_to_last``: it was
    the second-to-last trick that counted (see ``petit_au_bout``), kept in the
    result so the table can say why. ``handfuls``: the levels shown by anyone.
    ``attack_tricks``/``defence_tricks``: tricks won by each side (for chelem).
    """
    goal = GOAL[oudlers]
    diff_x2 = card_points_x2 - 2 * goal
    won = diff_x2 >= 0
    margin = (abs(diff_x2) + 1) // 2
    sign = 1 if won else -1
    base = 25 + margin
    multiplier = MULTIPLIER[contract]
    bout = PETIT_AU_BOUT * petit_au_bout
    handful = sign * sum(HANDFUL_BONUS[level] for level in handfuls)
    chelem = 0
    if chelem_announced:
        chelem = 400 if defence_tricks == 0 else -200
    elif defence_tricks == 0:
        chelem = 200
    if attack_tricks == 0:
        chelem -= 200
    per_defender = (sign * base + bout) * multiplier + handful + chelem
    defenders = [s for s in range(players) if s != attacker and s not in partners]
    scores = [0] * players
    for seat in defenders:
        scores[seat] = -per_defender
    for seat in partners:
        scores[seat] = per_defender
    scores[attacker] = per_defender * (len(defenders) - len(partners))
    return {"goal": goal, "card_points": half_points(card_points_x2), "oudlers": oudlers,
            "won": won, "margin": margin, "base": base, "petit_au_bout": bout,
            "petit_au_bout_second_to_last": petit_au_bout_second_to_last,
            "multiplier": multiplier, "handful": handful, "chelem": chelem,
            "per_defender": per_defender, "scores": scores}
