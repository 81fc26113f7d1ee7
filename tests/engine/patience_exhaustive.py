"""A second, simpler solver for Rouge et Noir, to check the real one's "lost".

It knows nothing of the solver's canonical keys, safe moves, relaxation or
move ordering: a depth-first walk over ``PatienceState.legal_actions`` with
the engine's own ``clone`` and ``apply``, and a table of the exact positions
seen (every card as it lies, suits included). It is exhaustive, and slow, so
it is for small endgames (tests) and for a sample of lost deals with a large
budget (``benchmarks/patience_solver.py``).
"""

from __future__ import annotations

from cardtable.engine.rouge_et_noir_patience.game import PatienceState


def _position(state: PatienceState) -> tuple:
    return (tuple(map(tuple, state.hidden)), tuple(map(tuple, state.up)),
            tuple(map(len, state.found)), tuple(map(len, state.disc)), len(state.stock))


def exhaustive(state: PatienceState, max_positions: int) -> str | None:
    """"won" or "lost" after seeing every reachable position, or None when
    there are more than ``max_positions``. A match the engine ends without a
    win ("stuck", or its no-progress cap) is a leaf."""
    seen = {_position(state)}
    stack = [state]
    while stack:
        current = stack.pop()
        if current.end == "won":
            return "won"
        for action in current.legal_actions():
            child = current.clone()
            child.apply(action)
            position = _position(child)
            if position in seen:
                continue
            seen.add(position)
            if len(seen) > max_positions:
                return None
            stack.append(child)
    return "lost"


def played_to(state: PatienceState, rng, stock_left: int, max_moves: int = 1000) -> PatienceState:
    """``state`` played on by random legal actions (a deal is one of them)
    until the stock holds at most ``stock_left`` cards, the match ends, or
    ``max_moves`` actions: positions of a real deal late in the game, many
    of them lost, for checking the solver's "lost" there."""
    for _ in range(max_moves):
        if state.end is not None or len(state.stock) <= stock_left:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state
