"""Rouge et Noir patience: every rule of rules/rouge-et-noir-patience.md on
hand-built positions, numbered deals, the end rule, auto-move, hint, undo."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from cardtable.engine.events import (CardsMoved, MatchOver, PatienceDealScored, StockDealt,
                                     TurnedOver)

from cardtable.engine.cards import double_french_deck
from cardtable.engine.errors import IllegalAction
from cardtable.engine.rouge_et_noir_patience import game as game_module
from cardtable.engine.rouge_et_noir_patience.game import PatienceGame, PatienceState
from cardtable.engine.rouge_et_noir_patience.hints import hint
from cardtable.engine.rouge_et_noir_patience.options import Options
from cardtable.engine.rouge_et_noir_patience.rules import TABLEAU_SIZES, Memo
from cardtable.engine.rouge_et_noir_patience.search import find_progress

RED_RANKS = ["AH", "2D", "3H", "4D", "5H", "6D", "7H", "8D", "9H", "TD", "JH", "QD", "KH"]
BLACK_RANKS = ["AS", "2C", "3S", "4C", "5S", "6C", "7S", "8C", "9S", "TC", "JS", "QC", "KS"]


def run_from_king(red_king: bool) -> list[str]:
    """A complete K->A run in alternating colour, King first."""
    return [(RED_RANKS if (r % 2 == 0) == red_king else BLACK_RANKS)[12 - r] for r in range(13)]


def move(src: str, dst: str, n: int = 1) -> dict:
    return {"a": "move", "from": src, "to": dst, "n": n}


def make(up, hidden=None, found=(0, 0, 0, 0), disc=(False,) * 4, stock=(), **opts) -> PatienceState:
    """A hand-built position: face-up columns, face-down cards under them,
    foundation heights (f1, f2 red; f3, f4 black), full discard piles, stock."""
    state = PatienceGame(Options(**opts)).new_state(1)
    state.up = [list(c) for c in up] + [[] for _ in range(10 - len(up))]
    hidden = hidden or []
    state.hidden = [list(c) for c in hidden] + [[] for _ in range(10 - len(hidden))]
    state.found = [list((RED_RANKS if k < 2 else BLACK_RANKS)[:h]) for k, h in enumerate(found)]
    state.disc = [run_from_king(k < 2) if full else [] for k, full in enumerate(disc)]
    state.stock = list(stock)
    state._cache = {}
    state.end = None
    state._opening = state._opening[:2] + state._check_end()
    return state


def snapshot(state: PatienceState):
    return (state.observation(0), [list(h) for h in state.hidden], list(state.stock),
            json.dumps([d.to_json() for d in state.deal_log]))


# --- numbered deals -----------------------------------------------------------------------

GOLDEN = {
    1: ([['AC', 'JH', 'TS', 'TC', 'JS', '7D', '8H', 'AS'], ['5S', 'JD', '8D', '8D', 'KD', '9C', '4D'],
         ['TD', 'QC', '4H', '6H', '4H', 'TS'], ['4C', 'KD', '8S', 'QH', 'TH'], ['KC', 'KC', '6S', 'JD'],
         ['3D', '7H', '8C'], ['5D', '9D'], ['KH'], ['4C'], []],
        ['6D', 'QD', '5C', '7H', 'AC', 'KS', 'QC', '9C', '7C', '9H'], ['7C', '8H', '5H']),
    2026: ([['9D', '8H', '4H', '5H', '5H', '3S', 'JC', '7S'], ['QS', '9S', '4D', 'KH', 'AC', '3H', '7D'],
            ['AS', '2C', '8C', 'KC', 'KC', '8C'], ['3D', '7C', '4S', '9H', '9C'], ['TH', '9D', 'JC', '5S'],
            ['QH', '6D', '8D'], ['TS', '4C'], ['TD'], ['6C'], []],
           ['4H', '8D', '4C', '4S', 'KD', 'TH', 'QD', '8S', '6D', 'TD'], ['KS', '2C', '3H']),
    2**31 - 1: ([['6S', 'KD', '2S', '9H', 'TD', 'KD', '9D', 'JH'], ['KC', '4D', 'AH', '7S', '3C', '5H', '9S'],
                 ['TS', 'JC', 'KS', '7S', '6C', '7C'], ['6C', '3C', '7D', '3S', 'AD'], ['8H', '4C', 'QS', '4S'],
                 ['8D', 'AS', 'QC'], ['2D', 'AH'], ['8S'], ['TC'], []],
                ['2H', '8C', '6D', '6S', 'TC', '8C', '7D', '9D', 'AC', '4D'], ['KH', '3H', '2C']),
}


@pytest.mark.parametrize("seed", sorted(GOLDEN))
def test_golden_numbered_deals(seed):
    tableau, stock_head, stock_tail = GOLDEN[seed]
    state = PatienceGame(Options()).new_state(seed)
    deal = state.deal_log[0]
    assert deal.extra["tableau"] == tableau
    assert deal.stock[:10] == stock_head and deal.stock[-3:] == stock_tail
    assert deal.hands == [[]] and deal.dealer == 0
    # the documented recipe: pack order, Random(N).shuffle, columns 1..9 by size, then the stock
    cards = double_french_deck()
    random.Random(seed).shuffle(cards)
    assert [c for col in tableau for c in col] == cards[:37] and deal.stock == cards[37:]
    obs = state.observation(0)
    assert obs.down == (7, 6, 5, 4, 3, 2, 1, 0, 0, 0)
    assert obs.up == tuple((tuple(col[-1:])) for col in tableau)


def test_layout_sizes_and_deck():
    for seed in range(5):
        deal = PatienceGame(Options()).new_state(seed).deal_log[0]
        assert tuple(map(len, deal.extra["tableau"])) == TABLEAU_SIZES
        assert len(deal.stock) == 67
        assert Counter(deal.stock) + Counter(c for col in deal.extra["tableau"] for c in col) \
            == Counter(double_french_deck())


def test_recorded_deal_is_replayed_and_checked():
    original = PatienceGame(Options()).new_state(7)
    deal = original.deal_log[0].to_json()
    again = PatienceGame(Options()).new_state(99, deals=[deal])
    assert again.deal_log[0].to_json() == deal
    broken = dict(deal, stock=deal["stock"][:-1])
    with pytest.raises(IllegalAction, match="two decks"):
        PatienceGame(Options()).new_state(1, deals=[broken])


# --- building in the tableau ---------------------------------------------------------------

def test_build_down_alternating_colour():
    state = make([["TH"], ["9S"], ["9D"], ["8S"], ["JC"]], stock=["2H"])
    assert move("t2", "t1") in state.legal_actions()          # black 9 on red 10
    assert move("t3", "t1") not in state.legal_actions()      # red on red
    assert move("t4", "t1") not in state.legal_actions()      # two ranks apart
    assert move("t1", "t5") in state.legal_actions()          # red 10 on black Jack
    events = state.apply(move("t2", "t1"))
    assert events[0] == CardsMoved("t2", "t1", 1, ("9S",))
    assert state.up[0] == ["TH", "9S"] and state.up[1] == []


def test_illegal_build_explained_and_changes_nothing():
    state = make([["TH"], ["9D"]], stock=["2H"])
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="red 9 cannot go on a red 10"):
        state.apply(move("t2", "t1"))
    assert snapshot(state) == before


def test_runs_move_in_part_or_whole():
    state = make([["QS", "JH", "TC", "9D"], ["JD"], ["TS"], ["KH"]], stock=["2H"])
    legal = state.legal_actions()
    assert move("t1", "t2", 2) in legal       # black 10 + red 9 onto red Jack
    assert move("t1", "t3", 1) in legal       # red 9 alone onto black 10
    assert move("t1", "t4", 4) in legal       # the whole run onto the red King
    state.apply(move("t1", "t2", 2))
    assert state.up[0] == ["QS", "JH"] and state.up[1] == ["JD", "TC", "9D"]


def test_only_a_run_moves_together():
    state = make([["8H", "9S", "8D"], ["TD"]], stock=["2H"])   # 9S 8D is a run, 8H 9S is not
    assert move("t1", "t2", 2) in state.legal_actions()
    with pytest.raises(IllegalAction, match="not one run"):
        state.apply(move("t1", "t2", 3))
    with pytest.raises(IllegalAction, match="only 3 face-up"):
        state.apply(move("t1", "t2", 4))


def test_empty_column_takes_only_kings_and_king_runs():
    state = make([["5S", "KH", "QS"], ["JC"], [], ["QD"]], hidden=[[], [], [], ["2H"]], stock=["2H"])
    legal = state.legal_actions()
    assert move("t1", "t3", 2) in legal            # a run headed by a King
    assert move("t2", "t3") not in legal
    with pytest.raises(IllegalAction, match="Only a King"):
        state.apply(move("t4", "t3"))
    state.apply(move("t1", "t3", 2))
    assert state.up[2] == ["KH", "QS"]


# --- foundations ---------------------------------------------------------------------------

def test_foundations_by_colour_any_suit():
    state = make([["AH"], ["2D"], ["AS"], ["2H", "3C"]], stock=["5H"])
    legal = state.legal_actions()
    assert move("t1", "f1") in legal and move("t1", "f2") in legal
    assert move("t1", "f3") not in legal
    with pytest.raises(IllegalAction, match="takes only black"):
        state.apply(move("t1", "f3"))
    with pytest.raises(IllegalAction, match="needs a red Ace next"):
        state.apply(move("t2", "f1"))
    state.apply(move("t1", "f1"))
    state.apply(move("t2", "f1"))           # A hearts, 2 diamonds: by colour, any suit
    assert state.found[0] == ["AH", "2D"]
    with pytest.raises(IllegalAction, match="one at a time"):
        state.apply(move("t4", "f1", 2))
    with pytest.raises(IllegalAction):
        state.apply(move("t3", "f1"))       # black Ace on red


def test_only_top_card_goes_to_foundation():
    state = make([["AS", "2H"]], stock=["5H"])
    assert not [a for a in state.legal_actions() if a.get("to", "").startswith("f")]


# --- discards ------------------------------------------------------------------------------

def test_complete_run_discards_by_king_colour():
    run = run_from_king(True)
    state = make([["5S"] + run, ["3C"]], hidden=[["4C"]], stock=["5H"])
    legal = state.legal_actions()
    assert move("t1", "d1", 13) in legal and move("t1", "d2", 13) in legal
    assert move("t1", "d3", 13) not in legal
    with pytest.raises(IllegalAction, match="takes only runs headed by a black King"):
        state.apply(move("t1", "d3", 13))
    state.apply(move("t1", "d1", 13))
    assert state.disc[0] == run and state.up[0] == ["5S"]
    assert state.cards_out == 13


def test_incomplete_run_and_full_piles_refuse_discard():
    state = make([run_from_king(False)[:-1]], stock=["5H"])
    with pytest.raises(IllegalAction, match="complete run"):
        state.apply(move("t1", "d3", 12))
    state = make([run_from_king(True)], disc=(True, True, False, False), stock=["5H"])
    assert not [a for a in state.legal_actions() if a.get("to", "").startswith("d")]
    with pytest.raises(IllegalAction, match="already holds"):
        state.apply(move("t1", "d1", 13))


# --- turning and dealing -------------------------------------------------------------------

def test_exposed_card_turns_at_once():
    state = make([["9S"], ["TH"]], hidden=[["KD", "4C"]], stock=["5H"])
    events = state.apply(move("t1", "t2"))
    assert events[-1] == TurnedOver("t1", "4C")
    assert state.up[0] == ["4C"] and state.hidden[0] == ["KD"]
    assert state.observation(0).down[0] == 1


def test_deal_one_card_to_each_column_left_to_right():
    stock = [f"{r}H" for r in "A23456789T"] + ["JH", "QH"]
    state = make([["KS"], [], ["5C"]], stock=stock)
    events = state.apply({"a": "deal"})
    assert events == [StockDealt(tuple((f"t{i + 1}", c) for i, c in enumerate(stock[:10])), 2)]
    assert state.up[1] == ["2H"] and state.up[9] == ["TH"]   # empty columns get a card too
    assert state.up[0] == ["KS", "AH"]


def test_last_partial_deal_goes_to_columns_1_to_7():
    state = PatienceGame(Options()).new_state(3)
    for _ in range(6):
        state.apply({"a": "deal"})
    assert len(state.stock) == 7
    before = [list(u) for u in state.up]
    events = state.apply({"a": "deal"})
    assert [pile for pile, _ in events[0].cards] == [f"t{i}" for i in range(1, 8)]
    assert [len(u) for u in state.up] == [len(b) + (i < 7) for i, b in enumerate(before)]
    assert {"a": "deal"} not in state.legal_actions()
    if not state.is_terminal():
        with pytest.raises(IllegalAction, match="stock is empty"):
            state.apply({"a": "deal"})


def test_deal_when_stuck_waits_for_no_productive_move():
    # a move to the foundation is productive: no deal yet
    state = make([["AH"], ["4C"]], stock=["5H"] * 10, deal_when="stuck")
    assert {"a": "deal"} not in state.legal_actions()
    with pytest.raises(IllegalAction, match="only when you are stuck"):
        state.apply({"a": "deal"})
    # only a partial-run move and a whole column into an empty one: not productive
    state = make([["9H", "8S"], ["9D"], [], ["KC"]], hidden=[["2C"]], stock=["5H"] * 10, deal_when="stuck")
    legal = state.legal_actions()
    assert move("t1", "t2") in legal and move("t4", "t3") in legal
    assert {"a": "deal"} in legal
    # a whole column onto another column empties it: productive
    state = make([["9H", "8S"], ["9D", "8C", "7D"], ["8C"]], hidden=[["2C"]], stock=["5H"] * 10,
                 deal_when="stuck")
    assert move("t2", "t3", 1) in state.legal_actions()
    assert {"a": "deal"} in state.legal_actions()   # 7D from a column that stays: not productive
    state = make([["9H"], ["8S"]], hidden=[["2C"]], stock=["5H"] * 10, deal_when="stuck")
    assert {"a": "deal"} not in state.legal_actions()   # 8S empties its column


# --- the end ---------------------------------------------------------------------------------

def test_win_when_all_cards_are_out():
    state = make([["KH"], run_from_king(False)], found=(13, 12, 13, 13), disc=(True, True, True, False))
    assert not state.is_terminal()
    events = state.apply(move("t1", "f2"))
    assert not state.is_terminal()
    events = state.apply(move("t2", "d4", 13))
    assert state.is_terminal() and state.current_player() is None
    assert events[-2] == PatienceDealScored(0, {"won": True, "cards_out": 104}, end="won", moves=2)
    assert events[-1] == MatchOver({"scores": [104], "winners": [0]})
    assert state.deal_log[0].result == {"won": True, "cards_out": 104}
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        state.apply({"a": "deal"})


def test_stuck_when_stock_empty_and_no_progress_reachable():
    # 9S can shuffle between two red 10s for ever; nothing else is possible
    state = make([["QC", "TH"], ["JS", "TD"], ["9S"], ["4H"]], hidden=[["2C"], ["3C"], [], ["5C"]])
    assert state.is_terminal() and state.end == "stuck"
    assert state.match_result() == {"scores": [0], "winners": []}
    assert state.deal_log[0].result == {"won": False, "cards_out": 0}
    assert state.opening_events()[-2].end == "stuck"


def test_move_exposing_a_foundation_card_is_not_stuck():
    # 9H 8S lie on a face-up Ace: with no black 10 the Ace stays buried
    state = make([["AS", "9H", "8S"], ["5D"], ["5C"]], hidden=[["2C"], ["3C"], ["4C"]])
    assert state.end == "stuck"
    # with a black 10 they move and the Ace goes out: not stuck
    state = make([["AS", "9H", "8S"], ["5D"], ["TC"]], hidden=[["2C"], ["3C"], ["4C"]])
    assert not state.is_terminal()
    assert [m.action for m in find_progress(state.table()).path] == [
        move("t1", "t3", 2), move("t1", "f3")]


def test_setup_move_then_turn_is_found_and_hinted():
    # 5H must first leave the black 10 for the black 6, then the whole run 9H..5H
    # goes onto the black 10 and turns column 1's face-down card
    state = make([["9H", "8S", "7D", "6C"], ["TC", "5H"]], hidden=[["2C"], ["3C"]])
    assert not state.is_terminal()
    assert [m.action for m in find_progress(state.table()).path] == [
        move("t2", "t1"), move("t1", "t2", 5)]
    assert hint(state.observation(0)) == move("t2", "t1")
    state.apply(move("t2", "t1"))
    assert hint(state.observation(0)) == move("t1", "t2", 5)
    state.apply(move("t1", "t2", 5))
    assert state.up[0] == ["2C"]


def test_no_progress_cap_ends_a_match(monkeypatch):
    monkeypatch.setattr(game_module, "NO_PROGRESS_LIMIT", 6)
    # the Ace could go out, but the player only moves 9S between the two red 10s
    state = make([["TH"], ["TD"], ["9S"], ["AH"]], hidden=[[], [], [], ["2C"]])
    state.apply(move("t3", "t1"))
    for i in range(5):
        assert not state.is_terminal()
        state.apply(move("t1", "t2") if i % 2 == 0 else move("t2", "t1"))
    assert state.end == "no_progress" and state.idle == 6
    assert state.deal_log[0].result == {"won": False, "cards_out": 0}


# --- auto-move, hint, undo -------------------------------------------------------------

def test_auto_move_is_forced_and_recorded():
    state = make([["AH"], ["3S"], ["4C", "3D"]], found=(0, 0, 2, 2), stock=["5H"] * 3,
                 auto_foundation=True)
    assert state.legal_actions() == [move("t1", "f1")]       # an Ace is always safe
    assert state.observation(0).auto_move == move("t1", "f1")
    with pytest.raises(IllegalAction, match="Auto-move"):
        state.apply(move("t3", "f1"))
    state.apply(move("t1", "f1"))
    assert state.deal_log[0].actions[-1] == {"p": 0, **move("t1", "f1")}
    # the black 3 is not safe: red Aces and Twos are not all out
    assert state.observation(0).auto_move is None


def test_auto_move_safety_rule():
    # red Aces out: 2 on foundations + 2 in red-King runs; red 2s: 2 + 2 in black-King
    # runs -> a black 3 is safe. Red 3s: only the 2 in red-King runs -> a black 4 is not.
    state = make([["3S"], ["9D"]], found=(2, 2, 2, 0), disc=(True,) * 4,
                 auto_foundation=True, stock=["5H"])
    assert state.legal_actions() == [move("t1", "f3")]
    state = make([["4S"], ["9D"]], found=(2, 2, 3, 0), disc=(True,) * 4,
                 auto_foundation=True, stock=["5H"])
    assert state.observation(0).auto_move is None
    state = make([["2S"], ["9D"]], found=(0, 0, 1, 0), auto_foundation=True, stock=["5H"])
    assert state.observation(0).auto_move == move("t1", "f3")   # Twos are always safe


def test_auto_move_never_breaks_a_complete_run():
    state = make([run_from_king(True)], found=(0, 0, 0, 0), disc=(True, True, False, False),
                 auto_foundation=True, stock=["5H"])
    assert state.observation(0).auto_move is None
    assert move("t1", "f1") in state.legal_actions()


def test_hint_prefers_discard_then_turns():
    state = make([run_from_king(False), ["9S"], ["TH"]], hidden=[[], ["2C"]], stock=["5H"])
    assert hint(state.observation(0)) == move("t1", "d3", 13)
    state.apply(move("t1", "d3", 13))
    assert hint(state.observation(0)) == move("t2", "t3")      # turns a card
    state.apply(move("t2", "t3"))
    assert hint(state.observation(0)) == {"a": "deal"}


def test_hints_never_undo_themselves():
    for seed in range(1, 16):
        state = PatienceGame(Options()).new_state(seed)
        last = None
        while not state.is_terminal():
            action = hint(state.observation(0))
            assert action in state.legal_actions()
            moved = state.apply(action)[0]
            if isinstance(moved, CardsMoved) and isinstance(last, CardsMoved):
                assert (moved.src, moved.dst, moved.cards) != (last.dst, last.src, last.cards)
            last = moved


def test_clone_is_exact_and_independent():
    state = PatienceGame(Options()).new_state(11)
    state.apply(hint(state.observation(0)))
    copy = state.clone()
    before = snapshot(state)
    action = hint(state.observation(0))
    state.apply(action)
    assert snapshot(copy) == before                  # undo: the kept clone is the old state
    copy.apply(action)
    assert snapshot(copy) == snapshot(state)         # redo: the same action, the same state


def test_observation_hides_face_down_cards_and_determinize_conserves():
    state = PatienceGame(Options()).new_state(5)
    obs = state.observation(0)
    hidden = Counter(c for col in state.hidden for c in col) + Counter(state.stock)
    shown = Counter(c for col in obs.up for c in col)
    assert sum(shown.values()) == 9 and obs.stock == 67
    text = repr(obs)
    assert all(f"'{c}'" not in text for c in hidden if c not in shown)
    other = state.determinize(0, random.Random(3))
    assert other.observation(0) == obs
    assert Counter(c for col in other.hidden for c in col) + Counter(other.stock) == hidden
    assert other.hidden != state.hidden or other.stock != state.stock


def test_malformed_actions_are_refused_in_words():
    state = make([["9S"], ["TH"]], stock=["5H"])
    for bad in ({"a": "move", "from": "t1", "to": "t2"}, {"a": "move", "from": "f1", "to": "t2", "n": 1},
                {"a": "move", "from": "t1", "to": "t11", "n": 1}, {"a": "deal", "x": 1}, "deal",
                {"a": "fly"}):
        with pytest.raises(IllegalAction) as info:
            state.apply(bad)
        assert str(info.value)[0].isupper()


def test_a_memo_works_each_answer_out_once_and_stays_bounded():
    """The rules remember what they work out about a column or the piles
    (``Memo``): each key is worked out once, and a full memo is emptied
    before it takes one more, so a long-running process stays small."""
    asked = []
    memo = Memo(lambda key: asked.append(key) or key * 2, bound=3)
    assert [memo[1], memo[1], memo[2], memo[3], memo[2]] == [2, 2, 4, 6, 4] and asked == [1, 2, 3]
    assert memo[4] == 8 and dict(memo) == {4: 8} and asked == [1, 2, 3, 4]
