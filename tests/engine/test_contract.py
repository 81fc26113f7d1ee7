"""The engine contract, proven the same way for every shipped ruleset.

In the spirit of OpenSpiel's random-simulation and resample tests and
python-chess's perft suites, and written without knowing any game: the
state's own ``card_places()`` (where every card lies, who sees its face) is
the truth the observations and the events are checked against.

- Random play-outs to the end: moves exist until the end; every legal action
  applies on a clone; an illegal action raises and changes nothing; every
  card is somewhere exactly once; the record replays; a seed gives the same
  record byte for byte.
- Hidden information: at every step, no card a seat has not seen appears in
  its observation or in the events as delivered to it (``visible``).
- Determinize: the seat's observation is kept; the hidden cards vary; the
  clone is a function of the observation and the generator only; it does not
  know the real next deal.
- Clones are independent; perft counts from the start and from mid-deal
  match ``perft.json`` (regenerate on purpose:
  ``PYTHONPATH=. .venv/bin/python tests/engine/test_contract.py --regenerate``).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from cardtable.ai.base import RandomAgent, decision_for
from cardtable.engine.errors import IllegalAction
from cardtable.engine.events import CardsDealt, DealBegins, Event, PartnerCalled, visible
from cardtable.engine.match import make_record, replay, seat_list
from cardtable.engine.record import Record
from cardtable.engine.state import State
from tests.engine.contract_helpers import (RULESETS, card_codes, deck_of, fingerprint, options,
                                           perft, visible_now)

PERFT_FILE = Path(__file__).with_name("perft.json")
CHECK_EVERY = 40           # steps between two checks of illegal and of every legal action
MID_DEAL_STEPS = 9         # random steps from the start to the mid-deal perft position
IDS = sorted(RULESETS)


def new_state(ruleset_id: str, seed: int):
    return RULESETS[ruleset_id].make_game().new_state(seed)


def illegal_action(state) -> dict:
    """An action that is not legal now: a legal one with a card nobody may
    play now, or a word that is no action."""
    legal = state.legal_actions()
    allowed = {a.get("card") for a in legal}
    for action in legal:
        if "card" in action:
            for card in sorted(deck_of(state)):
                if card not in allowed:
                    return {**action, "card": card}
    return {"a": "no-such-action"}


def play_out(ruleset_id: str, seed: int, check=None) -> tuple:
    """A whole match with random seats; ``check(state, events, step)`` after
    every action. Returns the final state and its record's JSON."""
    state = new_state(ruleset_id, seed)
    players = state.game.num_players
    agents = [RandomAgent(s, random.Random(f"{seed}:{s}")) for s in range(players)]
    if check is not None:
        check(state, state.opening_events(), -1)
    for step in range(20_000):
        if state.is_terminal():
            break
        seat = state.current_player()
        events = state.apply(agents[seat].choose(decision_for(state, seat)))
        if check is not None:
            check(state, events, step)
    assert state.is_terminal()
    record = make_record(state, ruleset_id, seat_list(players, ["random"] * players))
    return state, record.dumps()


# --- random play-outs ------------------------------------------------------------------


def laid_open_cards(state: State, deck) -> set[str]:
    """The cards of every scored deal that ``State.laid_open`` shows."""
    shown: set[str] = set()
    for index, log in enumerate(state.deal_log):
        if log.result is not None:
            try:
                shown |= card_codes(state.laid_open(index), deck)
            except IllegalAction:   # patience: nothing to lay open
                pass
    return shown


@pytest.mark.parametrize("ruleset_id", IDS)
def test_random_playout_keeps_every_invariant(ruleset_id):
    deck = deck_of(new_state(ruleset_id, 11))
    players = RULESETS[ruleset_id].make_game().num_players
    seen = [set() for _ in range(players)]

    def check(state, events, step):
        places = state.card_places()
        assert sorted(c for c, _, _ in places) == sorted(deck.elements()), "every card once"
        terminal = state.is_terminal()
        assert terminal == (not state.legal_actions() and not state.card_choices())
        assert terminal == (state.current_player() is None)
        assert all(isinstance(e, Event) for e in events)
        # An action that ends a deal and deals the next shows the end of the
        # old deal (its last cards face up) in a position that is gone: those
        # events are checked by comparing seats (a card one seat is shown and
        # another is not must be one it has seen), the rest against the truth.
        starts = [i for i, e in enumerate(events) if isinstance(e, DealBegins)]
        cut = starts[-1] if starts else 0
        shown_to_all = set.intersection(*(card_codes(visible(events[:cut], s), deck)
                                          for s in range(players)))
        # A called card (Tarot) is a name said aloud, not a card shown.
        shown_to_all |= {e.card for e in events if isinstance(e, PartnerCalled)}
        if starts or terminal:   # a deal was scored: what it lays open is shown to all
            shown_to_all |= laid_open_cards(state, deck)
        for seat in range(players):
            seen[seat] |= visible_now(state, seat) | shown_to_all
            own = {c for e in events[:cut] if isinstance(e, CardsDealt) and e.seat == seat
                   for c in e.cards}  # a thrown-in deal's own hand
            leaked = card_codes(visible(events[:cut], seat), deck) - seen[seat] - shown_to_all - own
            assert not leaked, f"seat {seat} alone is shown {leaked} at the end of a deal"
            for event in visible(events[cut:], seat):
                leaked = card_codes(event, deck) - seen[seat]
                assert not leaked, f"seat {seat} is shown {leaked} in {event}"
            leaked = card_codes(state.observation(seat), deck) - seen[seat]
            assert not leaked, f"seat {seat}'s observation holds {leaked}"
        if terminal or step % CHECK_EVERY:
            return
        before = fingerprint(state)
        with pytest.raises(IllegalAction):
            state.apply(illegal_action(state))
        assert fingerprint(state) == before, "an illegal action changed the state"
        for action in options(state):
            state.clone().apply(action)
        assert fingerprint(state) == before, "applying on a clone changed the original"

    state, record = play_out(ruleset_id, 11, check)
    again = replay(Record.from_json(json.loads(record)))
    assert fingerprint(again)[3:5] == fingerprint(state)[3:5] and again.returns() == state.returns()


@pytest.mark.parametrize("ruleset_id", IDS)
def test_same_seed_same_record_byte_for_byte(ruleset_id):
    assert play_out(ruleset_id, 5)[1] == play_out(ruleset_id, 5)[1]


# --- determinize -----------------------------------------------------------------------


def positions(ruleset_id: str, seed: int, every: int = 11):
    """States along a random match, every ``every`` steps (copies)."""
    out = []

    def keep(state, events, step):
        if step % every == 0 and not state.is_terminal():
            out.append(state.clone())

    play_out(ruleset_id, seed, keep)
    return out


def hidden_from(state, seat: int) -> list:
    """The cards ``seat`` does not see, with where they are."""
    return sorted((c, place) for c, place, who in state.card_places()
                  if who is not None and seat not in who)


@pytest.mark.parametrize("ruleset_id", IDS)
def test_determinize_keeps_the_observation_and_redraws_only_the_hidden(ruleset_id):
    varied = hidden_somewhere = False
    for state in positions(ruleset_id, 21)[:6]:
        for seat in range(state.game.num_players):
            real = state.observation(seat)
            hidden = hidden_from(state, seat)
            hidden_somewhere |= bool(hidden)
            draws = [state.determinize(seat, random.Random(k)) for k in range(6)]
            for d in draws:
                assert d.observation(seat) == real
                assert sorted(c for c, _, _ in d.card_places()) == \
                    sorted(c for c, _, _ in state.card_places())
                assert d.seed is None or d.seed == state.seed and ruleset_id.startswith("rouge")
                assert not any(log.actions for log in d.deal_log), "the clone keeps no real plays"
            varied |= len({repr(hidden_from(d, seat)) for d in draws}) > 1
            # a function of (observation, generator) only
            twin = draws[0]
            assert fingerprint(state.determinize(seat, random.Random(99))) == \
                fingerprint(twin.determinize(seat, random.Random(99)))
    assert varied or not hidden_somewhere, "the hidden cards never change over the draws"


@pytest.mark.parametrize("ruleset_id", IDS)
def test_a_determinized_state_does_not_know_the_next_deal(ruleset_id):
    """Played on, the clone deals other cards than the real match would: its
    generator was redrawn (real and clone played by the same random seats)."""

    def next_deal(state, seed):
        agents = [RandomAgent(s, random.Random(seed + s)) for s in range(state.game.num_players)]
        start = len(state.deal_log)
        while not state.is_terminal():
            seat = state.current_player()
            events = state.apply(agents[seat].choose(decision_for(state, seat)))
            dealt = [e.cards for e in events if isinstance(e, CardsDealt)]
            if dealt and len(state.deal_log) > start:
                return dealt
        return None

    same = tried = 0
    for i, state in enumerate(positions(ruleset_id, 31, every=17)[:4]):
        seat = state.current_player()
        real = next_deal(state.clone(), i)
        if real is None:
            continue
        for k in range(3):
            guess = next_deal(state.determinize(seat, random.Random(k)), i)
            tried += guess is not None
            same += guess == real
    assert same == 0, f"{same} of {tried} redrawn next deals were the real one"
    assert tried or RULESETS[ruleset_id].engine == "rouge_et_noir_patience"  # one deal only


# --- clones and perft ----------------------------------------------------------------------


@pytest.mark.parametrize("ruleset_id", IDS)
def test_clones_are_independent(ruleset_id):
    for state in positions(ruleset_id, 41, every=13)[:4]:
        before = fingerprint(state)
        clone = state.clone()
        clone.apply(options(clone)[-1])
        assert fingerprint(state) == before
        assert fingerprint(clone) != before


def perft_positions(ruleset_id: str):
    """The match start and a mid-deal position (fixed seeds and moves)."""
    start = new_state(ruleset_id, 7)
    mid = new_state(ruleset_id, 7)
    rng = random.Random(7)
    for _ in range(MID_DEAL_STEPS):
        if mid.is_terminal():
            break
        moves = options(mid)
        mid.apply(moves[rng.randrange(len(moves))])
    return {"start": start, "mid": mid}


def perft_depth(ruleset_id: str) -> int:
    """Depth 3, or 2 where a lead has two dozen choices (En blanc et noir)."""
    return 2 if ruleset_id.startswith("blanc") else 3


def perft_counts(ruleset_id: str) -> dict:
    depth = perft_depth(ruleset_id)
    return {"depth": depth,
            **{name: perft(state, depth) for name, state in perft_positions(ruleset_id).items()}}


@pytest.mark.parametrize("ruleset_id", IDS)
def test_perft_counts_match_the_golden_file(ruleset_id):
    golden = json.loads(PERFT_FILE.read_text(encoding="utf-8"))
    assert perft_counts(ruleset_id) == golden[ruleset_id], (
        "the number of legal move sequences changed: if the rules changed on purpose, "
        "regenerate tests/engine/perft.json (see this module's docstring)")


def regenerate() -> None:
    counts = {rid: perft_counts(rid) for rid in IDS}
    PERFT_FILE.write_text(json.dumps(counts, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {PERFT_FILE}")


if __name__ == "__main__" and "--regenerate" in sys.argv:
    regenerate()
