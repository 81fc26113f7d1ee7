"""``cardtable simulate`` for every French Tarot ruleset and AI level, then
``replay`` of every record and a letter-by-letter check against RECORD.md
and rules/tarot.md (field names, card codes, actions, deal results)."""

from __future__ import annotations

import pytest

from cardtable.cli import main
from cardtable.engine.cards import tarot_deck
from cardtable.engine.match import replay
from cardtable.engine.record import FORMAT, read_records
from cardtable.engine.tarot.rules import BIDS, CONTRACTS, HAND_SIZE, TALON_SIZE

GAMES = 25  # per ruleset and level: the suite must stay fast; 300 were run once by hand
DECK = sorted(tarot_deck())
ACTION_FIELDS = {"bid": {"v"}, "call": {"card"}, "discard": {"cards"}, "chelem": set(),
                 "poignee": {"cards"}, "play": {"card"}}
RESULT_FIELDS = ["attacker", "contract", "partners", "card_points", "oudlers", "scores"]


def check_deal(deal, players, deals_scored):
    assert list(deal) == ["dealer", "hands", "stock", "actions", "result"]
    assert 0 <= deal["dealer"] < players
    assert [len(h) for h in deal["hands"]] == [HAND_SIZE[players]] * players
    assert len(deal["stock"]) == TALON_SIZE[players]
    assert sorted(sum(deal["hands"], []) + deal["stock"]) == DECK
    for action in deal["actions"]:
        assert set(action) == {"p", "a"} | ACTION_FIELDS[action["a"]]
        assert 0 <= action["p"] < players
        if action["a"] == "bid":
            assert action["v"] in BIDS
        for card in [action.get("card")] + action.get("cards", []):
            assert card is None or card in DECK
    result = deal["result"]
    if "redeal" in result:
        assert result in ({"redeal": "all_pass"}, {"redeal": "petit_sec"})
        if result["redeal"] == "all_pass":
            assert [(a["a"], a["v"]) for a in deal["actions"]] == [("bid", "pass")] * players
        else:
            assert deal["actions"] == []
        return
    deals_scored.append(result)
    assert list(result) == RESULT_FIELDS
    assert result["contract"] in CONTRACTS
    assert result["partners"] == sorted(set(result["partners"]))
    assert result["attacker"] not in result["partners"]
    assert len(result["partners"]) <= {3: 0, 4: 0, 5: 1, 6: 2}[players]
    assert (result["card_points"] * 2) % 1 == 0 and 0 <= result["card_points"] <= 91
    assert isinstance(result["card_points"], int) or result["card_points"] % 1 == 0.5
    assert 0 <= result["oudlers"] <= 3
    assert len(result["scores"]) == players and sum(result["scores"]) == 0
    plays = [a for a in deal["actions"] if a["a"] == "play"]
    assert len(plays) == 78 - TALON_SIZE[players]
    calls = [a["card"] for a in deal["actions"] if a["a"] == "call"]
    assert len(calls) == {5: 1, 6: 2}.get(players, 0)


@pytest.mark.parametrize("level", ["random", "easy"])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_simulated_records_replay_and_follow_the_format(tmp_path, players, level):
    out = tmp_path / "records.jsonl"
    ruleset = f"tarot-{players}p"
    assert main(["simulate", ruleset, "--games", str(GAMES), "--seed", "100",
                 "--out", str(out), "--ai", level]) == 0
    records = list(read_records(out))
    assert len(records) == GAMES
    for i, record in enumerate(records):
        data = record.to_json()
        assert list(data) == ["format", "engine", "ruleset", "options", "seed", "seats",
                              "deals", "result"]
        assert (data["format"], data["engine"], data["ruleset"]) == (FORMAT, "tarot", ruleset)
        assert data["options"] == {"players": players, "deals": players, "petit_sec_redeal": True}
        assert data["seed"] == 100 + i
        assert [s["ai"] for s in data["seats"]] == [level] * players
        scored = []
        for deal in data["deals"]:
            check_deal(deal, players, scored)
        assert len(scored) == players
        totals = [sum(r["scores"][s] for r in scored) for s in range(players)]
        assert data["result"] == {"scores": totals,
                                  "winners": [s for s in range(players) if totals[s] == max(totals)]}
        for before, after in zip(data["deals"], data["deals"][1:]):
            assert after["dealer"] == (before["dealer"] - 1) % players
        replay(record)


def test_replay_rejects_a_tampered_record(tmp_path):
    out = tmp_path / "one.jsonl"
    main(["simulate", "tarot-4p", "--games", "1", "--seed", "5", "--out", str(out), "--ai", "easy"])
    (record,) = read_records(out)
    scored = next(d for d in record.deals if "scores" in d["result"])
    scored["result"]["scores"][0] += 1
    from cardtable.engine.match import ReplayMismatch
    with pytest.raises(ReplayMismatch):
        replay(record)
