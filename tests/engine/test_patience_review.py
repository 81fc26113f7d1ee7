"""Patience review: the solver marks the first move after which the deal
could no longer be won."""

from __future__ import annotations

import pytest

from cardtable.catalog import catalog
from cardtable.engine.rouge_et_noir_patience.review import first_losing_move
from cardtable.engine.rouge_et_noir_patience.solver import solve

GAME = catalog().get("rouge-et-noir-patience").make_game()
DEAL = {"a": "deal"}


def test_a_won_game_has_no_losing_move():
    line = list(solve(GAME.new_state(4), max_nodes=12_000).line)
    review = first_losing_move(GAME, 4, line, max_nodes=12_000)
    assert review.move is None and "still be won" in review.why


def test_a_deal_not_proved_winnable_marks_no_move():
    review = first_losing_move(GAME, 1, [], max_nodes=500)
    assert review.move is None and "from the start" in review.why


@pytest.mark.slow
def test_dealing_the_whole_stock_early_is_marked():
    """Five moves of a winning line, then the stock dealt at once: the first
    early deal is the move after which the deal could no longer be won."""
    line = list(solve(GAME.new_state(4), max_nodes=12_000).line)
    state, actions = GAME.new_state(4), []
    for action in line[:5]:
        state.apply(action)
        actions.append(action)
    while DEAL in state.legal_actions():
        state.apply(DEAL)
        actions.append(DEAL)
    assert line[5] != DEAL   # the winning line did not deal here
    review = first_losing_move(GAME, 4, actions, max_nodes=12_000)
    assert review.move == 6 and "After move 6" in review.why
