"""The last tricks of a Tarot deal played exactly, on one sampled world.

Near the end of a deal the easy play-outs misjudge what decides the most
points per card: who brings the Petit to the last trick, where the Excuse
goes, which side takes the last honours. With every card of a sampled world
known and few tricks left, the whole tree of plays is small enough to search:
each seat plays the card best for its side (attack or defence, as that world
deals the called cards), and the value is a seat's gain in the deal
(``search.gain``), which rises with its side's score and falls with the
other's, so one side maximises it and the other minimises it (alpha-beta).

Perfect information flatters the defence a little (in a sampled world it
always knows where the Petit is); averaged over many worlds that is the
usual price of sampling deals, and far less than the play-outs' misplays.
"""

from __future__ import annotations

import math

from cardtable.ai.search import gain
from cardtable.engine.state import State

ENDGAME_CARDS = 12   # solved exactly once no more cards than this are left to play


def in_endgame(state: State) -> bool:
    """Few enough cards left in the hands to search every play (3 tricks
    with 3 or 4 players, 2 with 5 or 6: a few milliseconds a world)."""
    return state.round.phase == "play" and sum(map(len, state.round.hands)) <= ENDGAME_CARDS


def deal_over(state: State, deal: int) -> bool:
    """The deal logged as ``deal`` has been scored (or the match is over)."""
    return state.is_terminal() or len(state.deal_log) != deal or \
        state.deal_log[-1].result is not None


def solve(state: State, seat: int, before: list[float], alpha: float = -math.inf,
          beta: float = math.inf) -> float:
    """``seat``'s gain in the deal being played in ``state`` (against the
    scores ``before`` it), every seat then playing perfectly for its side.
    Only card plays remain (the endgame has no other decision)."""
    deal = len(state.deal_log)
    return _search(state, seat, before, deal, alpha, beta)


def _search(state: State, seat: int, before: list[float], deal: int, alpha: float,
            beta: float) -> float:
    if deal_over(state, deal):
        return gain(before, state.returns(), seat)
    r = state.round
    mover = state.current_player()
    maximise = r.on_attack(mover) == r.on_attack(seat)
    best = -math.inf if maximise else math.inf
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        value = _search(child, seat, before, deal, alpha, beta)
        if maximise:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best
