"""The stricter replay check: a record is played again from its seed, so a
changed seed, seat list, dealer, deal order or unplayed card, or a deleted
match result, is refused; and a saved game resumed half-way deals its later
deals exactly as the uninterrupted match (so its record passes the check)."""

import copy

import pytest

from cardtable.ai.registry import make_agent
from cardtable.engine.match import ReplayMismatch, make_record, replay, seat_list
from cardtable.simulate import play_match
from cardtable.engine.rng import agent_rng
from cardtable.engine.rulesets import SHIPPED_DIR, load_catalog

CATALOG = load_catalog([SHIPPED_DIR])


def agents(ruleset, seed):
    return [make_agent(ruleset.engine, "easy", s, agent_rng(seed, s), players=ruleset.players) for s in range(ruleset.players)]


def finished(ruleset_id, seed=5):
    ruleset = CATALOG.get(ruleset_id)
    return play_match(ruleset.make_game(), ruleset.id, seed, agents(ruleset, seed))


def _swap_stock_card(deal):
    """An unplayed card exchanged with one of seat 0's (the deal still has every card)."""
    deal["stock"][0], deal["hands"][0][-1] = deal["hands"][0][-1], deal["stock"][0]


TAMPERS = {
    "seed": lambda r: setattr(r, "seed", r.seed + 1),
    "seats": lambda r: r.seats.pop(),
    "dealer": lambda r: r.deals[1].update(dealer=(r.deals[1]["dealer"] + 1) % len(r.seats)),
    "deal order": lambda r: r.deals.insert(0, r.deals.pop(1)),
    "unplayed cards": lambda r: _swap_stock_card(r.deals[0]),
    "match result deleted": lambda r: setattr(r, "result", None),
}


@pytest.mark.parametrize("ruleset_id", ["tarot-4p", "le-rouge-et-le-noir", "blanc-et-noir-4p"])
@pytest.mark.parametrize("tamper", TAMPERS)
def test_a_tampered_record_is_refused(ruleset_id, tamper):
    record = finished(ruleset_id)
    assert replay(record).is_terminal()
    changed = copy.deepcopy(record)
    TAMPERS[tamper](changed)
    assert changed.to_json() != record.to_json()
    with pytest.raises(ReplayMismatch):
        replay(changed)


def test_a_swapped_hand_names_the_deal_and_field():
    record = finished("red-secret-3p")
    record.deals[0]["hands"][0], record.deals[0]["hands"][1] = \
        record.deals[0]["hands"][1], record.deals[0]["hands"][0]
    with pytest.raises(ReplayMismatch, match="deal 1: hands is not the one seed 5 deals"):
        replay(record)


@pytest.mark.parametrize("ruleset_id, stop", [("le-rouge-et-le-noir-short", 7), ("tarot-3p", 20),
                                              ("red-secret-2p", 30), ("blanc-et-noir-3p", 12)])
def test_a_game_resumed_half_way_deals_as_the_uninterrupted_one(ruleset_id, stop):
    ruleset = CATALOG.get(ruleset_id)
    whole = play_match(ruleset.make_game(), ruleset.id, 9, agents(ruleset, 9))
    seats = seat_list(ruleset.players, ["easy"] * ruleset.players)
    state = ruleset.make_game().new_state(9)
    players = agents(ruleset, 9)
    from cardtable.ai.base import decision_for
    for _ in range(stop):  # the first part, then "saved" as a record
        state.apply(players[state.current_player()].choose(decision_for(state, state.current_player())))
    saved = make_record(state, ruleset.id, seats)
    resumed = replay(saved)  # what the table resumes from
    while not resumed.is_terminal():
        seat = resumed.current_player()
        resumed.apply(players[seat].choose(decision_for(resumed, seat)))
    again = make_record(resumed, ruleset.id, seats)
    assert len(again.deals) > 1
    assert again.deals == whole.deals and again.result == whole.result
    assert replay(again).is_terminal()  # and it passes the stricter check
