"""The Rouge et Noir solver ("thoughtful" patience): wins found replay legally
to a won game under every option, a dead position is proved lost, a tiny
budget says unknown, answers are deterministic, and no computer player can
reach it."""

from __future__ import annotations

import ast
import gc
import itertools
import random
from pathlib import Path

import pytest

from cardtable.engine.rouge_et_noir_patience.game import PatienceGame
from cardtable.engine.rouge_et_noir_patience.options import Options
from cardtable.engine.rouge_et_noir_patience.rules import (
    COLUMNS, DISCARDS, FOUNDATIONS, RANK, RED, RUN, Move, builds_on, card_moves, complete_run_on_top,
    foundation_takes, parse_move, pile_is_red, run_length, table_facts)
from cardtable.engine.rouge_et_noir_patience.relaxation import hopeless
from cardtable.engine.rouge_et_noir_patience.solver import (
    CANONICAL, CHECK_EVERY, PROOF_STOCK, SCHEDULE, SHAPES, _Search, safe_move, solve, turns)
from tests.engine.patience_exhaustive import exhaustive, played_to
from tests.engine.test_rouge_et_noir_patience import make, run_from_king, snapshot

PACKAGE = Path(__file__).resolve().parents[2] / "cardtable"
OPTIONS = [dict(deal_when=w, auto_foundation=a)
           for w, a in itertools.product(("any", "stuck"), (False, True))]


def near_won(**opts):
    """Three runs and the black foundations out, the red ones at 10. Left: a
    black-King run in pieces (its 2H and AS still in the stock) and the red
    Jacks, Queens and Kings, a Jack and a Queen face down. Winning takes
    joining the pieces, turning both cards, a deal, the discard and six
    foundation moves."""
    return make([["KS", "QH", "JS", "TH", "9S"], ["8H", "7S", "6H"], ["KH"], ["5S", "4H", "3S"],
                 ["JH"]], hidden=[["JD"], ["QD"]], found=(10, 10, 13, 13),
                disc=(True, True, True, False), stock=["2H", "AS", "QD", "KD"], **opts)


def dead():
    """The red Jack lies face down under a red Queen, which can go only onto
    the black King at the foot of the last run: the run can still be joined
    and discarded (a few dozen positions to search), the Jack never comes
    out."""
    return make([["KS", "QH", "JS", "TH", "9S", "8H"], ["7S", "6H", "5S", "4H", "3S"], ["QD"],
                 ["KH"]], hidden=[["2H"], ["AS"], ["JH"]], found=(10, 13, 13, 13),
                disc=(True, True, True, False))


def replay_line(state, line):
    """Apply the line through the engine (which checks every move)."""
    for action in line:
        state.apply(action)
    return state


@pytest.mark.parametrize("opts", OPTIONS, ids=lambda o: f"{o['deal_when']}-auto{o['auto_foundation']}")
def test_near_won_position_is_solved_and_the_line_replays_to_a_win(opts):
    state = near_won(**opts)
    before = snapshot(state)
    answer = solve(state, max_nodes=20_000, max_seconds=None)
    assert snapshot(state) == before            # the solver searched copies
    assert answer.verdict == "won"
    assert {"a": "deal"} in answer.line
    assert replay_line(state, answer.line).end == "won"


def test_detours_are_taken_out_of_a_winning_line():
    state = near_won()
    line = [None if a["a"] == "deal" else parse_move(a) for a in solve(state, max_seconds=None).line]
    search = _Search(state, None, None)
    there_and_back = [Move(2, "t", 5, 1), Move(5, "t", 2, 1)]            # the red King 3 -> 6 -> 3
    two_steps = [Move(2, "t", 5, 1), Move(5, "t", 6, 1), Move(6, "t", 2, 1)]   # 3 -> 6 -> 7 -> 3
    for detour in (there_and_back, two_steps):
        assert search.walk(search.root, detour + line) is not None     # a longer winning line
        assert search.shorten(detour + line) == line


def test_one_move_from_the_win():
    state = make([["KH"], run_from_king(False)], found=(13, 12, 13, 13),
                 disc=(True, True, True, False))
    answer = solve(state, max_seconds=None)
    assert answer.verdict == "won" and len(answer.line) == 2
    assert replay_line(state, answer.line).end == "won"


def test_an_opening_deal_is_won_and_replays():
    state = PatienceGame(Options()).new_state(4)
    answer = solve(state, max_nodes=15_000, max_seconds=None)
    assert answer.verdict == "won"
    assert replay_line(state, answer.line).end == "won"


def test_the_beam_alone_wins_an_endgame_and_an_opening():
    """The beam by itself (no proof): the endgame that needs a deal, and
    deal 8, which the solver with dives left unknown in 10 s; both lines
    replay to a won game."""
    for state in (near_won(), PatienceGame(Options()).new_state(8)):
        verdict, line, seen = _Search(state, None, None).beam(None, random.Random(1), SHAPES[1])
        assert verdict == "won" and None in line
        actions = [{"a": "deal"} if m is None else m.action for m in line]
        assert replay_line(state, actions).end == "won"


def test_dead_position_is_proved_lost():
    state = dead()
    assert not state.is_terminal()   # moves are left, just none that wins
    answer = solve(state, max_seconds=None)
    assert answer.verdict == "lost" and answer.line == ()
    assert 10 < answer.nodes < 1000


def test_tiny_budget_says_unknown():
    answer = solve(PatienceGame(Options()).new_state(1), max_nodes=50, max_seconds=None)
    assert answer.verdict == "unknown" and answer.nodes == 50 and answer.line == ()


def test_a_stop_request_ends_the_search():
    asked = []
    answer = solve(PatienceGame(Options()).new_state(1), stop=lambda: asked.append(1) or True)
    assert answer.verdict == "unknown" and asked


def test_the_stop_request_is_asked_all_along_a_beam():
    """The beam looks at the request every ``CHECK_EVERY`` positions, in its
    short stages too (shorter than that): a request made at the fifth look
    ends it a few positions later, in the middle of the stock."""
    asked = []
    search = _Search(PatienceGame(Options()).new_state(14), None,
                     lambda: asked.append(1) or len(asked) >= 5)
    verdict, line, seen = search.beam(None, random.Random(0))
    assert (verdict, line) == ("unknown", []) and len(asked) == 5
    assert 5 * CHECK_EVERY <= seen <= 5 * CHECK_EVERY + 100   # + each stage's start


@pytest.mark.parametrize("stock, every", [(PROOF_STOCK + COLUMNS, False), (PROOF_STOCK, True)])
def test_the_proof_takes_its_turns_only_where_it_can_decide(stock, every):
    """Deal 3 played on at random to three deals to come: the proof gets
    its first turn only and every later turn goes to a beam (the beams as
    they would run, sooner); with two deals to come it gets every fifth
    turn. (``turns`` is the order ``solve`` follows; the compiled solver's
    methods cannot be wrapped to watch it.)"""
    state = played_to(PatienceGame(Options()).new_state(3), random.Random(0), stock)
    assert len(state.stock) == stock
    assert solve(state, max_nodes=100_000, max_seconds=None).verdict == "unknown"
    order = list(itertools.islice(turns(len(state.stock) > PROOF_STOCK), 12))
    kinds = [kind for _, kind in order]
    assert [i for i, kind in enumerate(kinds) if kind == "proof"] == \
        ([i for i in range(12) if i % len(SCHEDULE) == 0] if every else [0])
    assert [turn for turn, _ in order] == \
        (list(range(12)) if every else [i for i in range(15) if i == 0 or i % len(SCHEDULE)][:12])


def test_the_cycle_collector_is_paused_only_while_it_searches():
    seen = []
    solve(PatienceGame(Options()).new_state(1), stop=lambda: seen.append(gc.isenabled()) or True)
    assert seen == [False] and gc.isenabled()
    gc.disable()
    try:
        solve(near_won(), max_seconds=None)
        assert not gc.isenabled()   # left as the caller had it
    finally:
        gc.enable()


def test_answers_are_deterministic():
    for make_state in (near_won, lambda: PatienceGame(Options()).new_state(2)):
        first = solve(make_state(), max_nodes=3000, max_seconds=None)
        assert solve(make_state(), max_nodes=3000, max_seconds=None) == first


def test_suits_do_not_matter_to_the_search():
    """Hearts and diamonds (spades and clubs) swapped: the same search."""
    swap = str.maketrans("HDSC", "DHCS")
    state, twin = near_won(), near_won()
    for piles in ("hidden", "up", "found", "disc"):
        setattr(twin, piles, [[c.translate(swap) for c in pile] for pile in getattr(state, piles)])
    twin.stock = [c.translate(swap) for c in state.stock]
    assert solve(state, max_seconds=None) == solve(twin, max_seconds=None)


def test_over_games_need_no_search():
    won = make([], found=(13, 13, 13, 13), disc=(True,) * 4)
    assert won.end == "won" and solve(won).verdict == "won"


# The player aids built on the solver: the list of winnable deals and the
# review of a game. Like the solver, no computer player may reach them.
AIDS = (".solver", ".winnable", ".review")


def test_no_computer_player_reaches_the_solver():
    """The solver looks at face-down cards: only the player aids may import
    it (the table's, and the engine's own aid modules), never the AI layer nor
    the engine modules a player uses."""
    users = []
    for path in [*(PACKAGE / "ai").rglob("*.py"), *(PACKAGE / "engine").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.endswith(AIDS):
                users.append(path.name)
            if isinstance(node, ast.Import) and any(a.name.endswith(AIDS) for a in node.names):
                users.append(path.name)
    assert sorted(users) == ["review.py", "winnable.py"]   # each imports the solver, nothing else does


# --- "lost" checked by a second, simpler search -------------------------------------------------

RANK_CODES = "A23456789TJQK"


def small_endgame(rng: random.Random, run_in_play: bool):
    """A random endgame: the foundations built high, the cards above them
    dealt into a few columns (some face down) and a short stock; with
    ``run_in_play`` one black-King run is not discarded yet and lies in the
    columns in pieces of two to four cards."""
    heights = [rng.randint(9, 12) for _ in range(4)]
    cards = [RANK_CODES[r - 1] + rng.choice("HD" if k < 2 else "SC")
             for k, h in enumerate(heights) for r in range(h + 1, 14)]
    pieces = [[card] for card in cards]
    if run_in_play:
        run = run_from_king(False)
        while run:
            size = rng.randint(2, 4)
            pieces.append(run[:size])
            run = run[size:]
    rng.shuffle(pieces)
    stock = [piece.pop() for piece in pieces[:rng.randint(0, 3)] if len(piece) == 1]
    pieces = [piece for piece in pieces if piece]
    columns: list[list[str]] = [[] for _ in range(rng.randint(2, 4))]
    for piece in pieces:
        columns[rng.randrange(len(columns))].extend(piece)
    hidden, up = [], []
    for column in columns:
        down = max(0, len(column) - rng.randint(1, 2))
        hidden.append(column[:down])
        up.append(column[down:])
    return make(up, hidden=hidden, found=tuple(heights),
                disc=(True, True, True, not run_in_play), stock=stock)


def test_verdicts_agree_with_a_simple_exhaustive_search():
    """Random endgames (the foundation-only ones come out won, those with a
    run in pieces mostly lost): the solver's verdict is the simple search's."""
    rng = random.Random(13)
    verdicts = []
    for run_in_play in (False, True):
        decided = 0
        while decided < 3:
            state = small_endgame(rng, run_in_play)
            if state.end is not None:
                continue
            truth = exhaustive(state.clone(), 1500)
            if truth is None:
                continue   # too big for the simple search
            answer = solve(state, max_seconds=None)
            assert answer.verdict == truth, (state.up, state.hidden, state.stock)
            if truth == "won":
                assert replay_line(state.clone(), answer.line).end == "won"
            verdicts.append(truth)
            decided += 1
    assert {"won", "lost"} <= set(verdicts)   # the sample has both answers


# --- safe moves and the relaxation ------------------------------------------------------------

def red_pairs(first: int) -> list[str]:
    """Both red cards of every rank from ``first`` to King (one foundation's
    worth each), highest first."""
    return [RANK_CODES[r - 1] + suit for r in range(13, first - 1, -1) for suit in "HD"]


def test_a_card_goes_out_by_itself_only_when_nothing_can_need_it():
    # a red Ace while a red-King run is still to be made: it may be the run's Ace
    needed = make([["AH"], ["KS"]], found=(0, 0, 13, 13), disc=(True, False, True, True))
    assert safe_move(needed.table()) is None
    spare = make([["AH"], ["KS"]], found=(0, 0, 13, 13), disc=(True,) * 4)
    assert safe_move(spare.table()) == Move(0, "f", 0, 1)
    # a red 5: safe once the four black 4s are out and the other red foundation is at 4
    five = make([["5H"]], found=(4, 4, 4, 4), disc=(True,) * 4)
    assert safe_move(five.table()) == Move(0, "f", 0, 1)
    behind = make([["5H"]], found=(4, 3, 4, 4), disc=(True,) * 4)      # the other red is lower
    assert safe_move(behind.table()) is None
    black_four_in_play = make([["5H"], ["4S"]], found=(4, 4, 3, 4), disc=(True,) * 4)
    assert safe_move(black_four_in_play.table()) == Move(1, "f", 2, 1)   # the 4 first, not the 5


def relaxed_fails(state) -> bool:
    table = state.table()
    return hopeless(state.hidden, table.up, table.found, table.disc, state.stock)


def test_a_buried_foundation_card_is_proved_lost_by_the_relaxation():
    """Every black card is out, so the red 5 on top of both red 4s has
    nowhere to go: the relaxation fails at once. With the 5 under the 4s the
    same cards win."""
    rest = red_pairs(6)
    stuck = make([["5D"], rest[:10], rest[10:]], hidden=[["4H", "4D", "5H"]],
                 found=(3, 3, 13, 13), disc=(True,) * 4)
    assert relaxed_fails(stuck)
    answer = solve(stuck, max_seconds=None)
    assert answer.verdict == "lost" and answer.nodes <= 1
    free = make([["4D"], rest[:10], rest[10:]], hidden=[["5H", "5D", "4H"]],
                found=(3, 3, 13, 13), disc=(True,) * 4)
    assert not relaxed_fails(free)
    answer = solve(free, max_seconds=None)
    assert answer.verdict == "won" and replay_line(free, answer.line).end == "won"


def random_positions(deals=range(1, 13), walks=4, seed=7):
    """Positions played at random from the opening of ``deals`` (legal
    actions through the engine, a deal now and then): each as the state and
    the action that led to it (None first)."""
    rng = random.Random(seed)
    game = PatienceGame(Options())
    for deal in deals:
        for _ in range(walks):
            state, action = game.new_state(deal), None
            for _ in range(rng.randrange(20, 120)):
                yield state, action
                actions = state.legal_actions()
                if not actions:
                    break
                moves = [a for a in actions if a["a"] != "deal"]
                action = rng.choice(moves if moves and rng.random() < 0.9 else actions)
                state = state.clone()
                state.apply(action)


def every_legal_move(table):
    """The legal card moves by the rules' words alone, in the engine's order
    (by column, then number of cards, then columns, foundations, discards)."""
    moves = []
    for src, up in enumerate(table.up):
        for n in range(1, run_length(up) + 1 if up else 1):
            moves += [Move(src, "t", dst, n) for dst in range(COLUMNS) if dst != src and (
                builds_on(up[-n], table.up[dst][-1]) if table.up[dst]
                else table.down[dst] == 0 and RANK[up[-n]] == RUN)]
            if n == 1:
                moves += [Move(src, "f", k, 1) for k in range(FOUNDATIONS)
                          if foundation_takes(table, k, up[-1])]
            if n == RUN and complete_run_on_top(up):
                moves += [Move(src, "d", k, RUN) for k in range(DISCARDS)
                          if not table.disc[k] and RED[up[-RUN]] == pile_is_red(k)]
    return moves


def test_card_moves_are_every_legal_move_in_the_engines_order():
    """``rules.moves_from`` (the columns' facts, kinds as ints, looked up in
    one pass) against the rules read card by card, on random positions and
    on endgames with complete runs to discard."""
    tables = [state.table() for state, _ in random_positions()]
    tables += [make_state().table() for make_state in (near_won, dead)]
    tables += [make([run_from_king(red), ["KS", "QH"], [], run_from_king(not red)[:12]], hidden=[["4H"]],
                    disc=disc).table()
               for red in (False, True) for disc in ((False,) * 4, (True, False, False, True))]
    assert sum(map(len, map(card_moves, tables))) > 1000
    for table in tables:
        assert card_moves(table) == every_legal_move(table), table


FIELDS = {"Facts": ("first", "more", "lifts", "takes", "king", "top"),
          "_Node": ("cols", "found", "disc", "stock", "out", "value", "tag", "last", "z", "deal")}


def _fields(record) -> tuple:
    """A record's fields (a column's facts, a search's position), to
    compare two of them: classes of their own, with no equality (compiled,
    they keep no ``__slots__`` to read the names from either)."""
    return tuple(getattr(record, name) for name in FIELDS[type(record).__name__])


def test_the_searchs_positions_follow_the_engine():
    """A position of the search (column numbers, the score, cards out and
    the beams' hash kept by each move) is the engine's position, in
    canonical cards, whatever the moves that led there; one key, one hash."""
    hashes = {}
    searches = itertools.count()
    for state, action in random_positions(range(1, 7), walks=3):
        if action is None:   # a new walk: a new search, with its own column numbers
            search, number = _Search(state, None, None), next(searches)
            node = search.root
        else:
            node = search.after(node, None if action["a"] == "deal" else parse_move(action))
        table = state.table()
        assert search.table(node) == table._replace(up=tuple(tuple(CANONICAL[c] for c in up) for up in table.up))
        assert [search.store.columns[c][0] for c in node.cols] == [
            tuple(CANONICAL[c] for c in hidden) for hidden in state.hidden]
        assert [_fields(search.store.facts[c]) for c in node.cols] == [
            _fields(facts) for facts in table_facts(search.table(node))]
        assert node.out == state.cards_out
        assert _fields(node) == _fields(search.node(node.cols, node.found, node.disc, node.stock, node.last))
        hashes.setdefault((number, search.key(node)), set()).add(node.z)
    assert all(len(z) == 1 for z in hashes.values()) and len(hashes) > 500
    for walk in range(number + 1):   # different keys of one search, different hashes
        keys = [z for (seen_in, _), z in hashes.items() if seen_in == walk]
        assert len(set().union(*keys)) == len(keys)
