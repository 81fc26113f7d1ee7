"""En blanc et noir records: ``cardtable simulate`` for every ruleset and AI
level, every record replayed, and each checked against RECORD.md and against
a small referee written here from rules/blanc-et-noir.md alone (it shares no
code with the engine)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from cardtable.cli import main
from cardtable.engine.match import ReplayMismatch, replay
from cardtable.engine.record import read_records

RULESETS = ["blanc-et-noir-3p", "blanc-et-noir-3p-zero", "blanc-et-noir-4p", "blanc-et-noir-4p-zero"]
GAMES = 40  # per ruleset and level here; 500 each were run once (see the report)
COLOURS = ("white", "black")


def numbers(card):
    """'W4B2' -> (4, 2), read straight from the code."""
    assert len(card) == 4 and card[0] == "W" and card[2] == "B", card
    return int(card[1]), int(card[3])


def deck(players):
    top = 7 if players == 4 else 6
    return [f"W{w}B{b}" for w in range(1, top + 1) for b in range(1, top + 1)]


def check_shape(data, ruleset, level):
    assert list(data) == ["format", "engine", "ruleset", "options", "seed", "seats", "deals", "result"]
    assert data["format"] == "cardtable-record/1" and data["engine"] == "blanc_et_noir"
    assert data["ruleset"] == ruleset
    options = data["options"]
    assert set(options) == {"players", "zero_bid", "end_above", "tie_break"}
    assert options["zero_bid"] == ruleset.endswith("-zero") and options["end_above"] == 10
    assert options["tie_break"] in ("share", "extra_round")
    assert options["players"] == int(ruleset.split("-")[3][0])
    assert len(data["seats"]) == options["players"]
    assert all(seat == {"name": seat["name"], "kind": "ai", "ai": level} for seat in data["seats"])
    assert set(data["result"]) == {"scores", "winners"}
    for deal in data["deals"]:
        assert list(deal) == ["dealer", "hands", "stock", "actions", "result"]
        assert list(deal["result"]) == ["wins", "points", "scores"]
        for action in deal["actions"]:
            assert action["a"] in ("bid", "lead", "play")
            assert set(action) == {"p", "a", "card"} | ({"suit"} if action["a"] == "lead" else set())


def referee(data):
    """Re-derive every deal result and the match result from the rules file."""
    options = data["options"]
    n = options["players"]
    totals = [0] * n
    deals = data["deals"]
    for d, deal in enumerate(deals):
        hands, stock, actions = deal["hands"], deal["stock"], deal["actions"]
        assert deal["dealer"] == d % n
        assert all(len(h) == 12 for h in hands)
        assert Counter(sum(hands, []) + stock) == Counter(deck(n))
        assert stock == sorted(stock, key=numbers) and len(stock) == (1 if n == 4 else 0)
        held = [list(h) for h in hands]
        bids = []
        for seat, action in enumerate(actions[:n]):
            assert action["p"] == seat and action["a"] == "bid"
            card = action["card"]
            if card is None:
                assert options["zero_bid"]
            else:
                held[seat].remove(card)
            bids.append(card)
        predicted = [numbers(b) if b else (0, 0) for b in bids]
        leader = max(range(n), key=lambda s: (sum(predicted[s]), predicted[s][1], -s))
        plays = actions[n:]
        assert len(plays) == 11 * n
        wins = [[0, 0] for _ in range(n)]
        for t in range(11):
            trick = plays[t * n:(t + 1) * n]
            assert trick[0]["a"] == "lead" and trick[0]["p"] == leader
            c = COLOURS.index(trick[0]["suit"])
            led = numbers(trick[0]["card"])[c]
            best = None
            for k, action in enumerate(trick):
                seat = (leader + k) % n
                assert action["p"] == seat and (k == 0 or action["a"] == "play")
                card = action["card"]
                if k and any(numbers(x)[c] == led for x in held[seat]):
                    assert numbers(card)[c] == led, "must play the led suit number"
                held[seat].remove(card)
                key = (numbers(card)[c], -numbers(card)[1 - c])
                if best is None or key < best[0]:
                    best = (key, seat)
            leader = best[1]
            wins[leader][c] += 1
        points = [0] * n
        hit = [[False, False] for _ in range(n)]
        for c in range(2):
            exact = [wins[s][c] for s in range(n) if wins[s][c] == predicted[s][c]]
            for s in range(n):
                if wins[s][c] == predicted[s][c]:
                    hit[s][c] = True
                    points[s] += 3 if wins[s][c] == max(exact) else 2
                elif wins[s][c] == predicted[s][c] - 1:
                    points[s] += 1
        for s in range(n):
            if bids[s] is None and all(hit[s]):
                points[s] = 7
        totals = [a + b for a, b in zip(totals, points)]
        assert deal["result"] == {"wins": wins, "points": points, "scores": totals}
        top = max(totals)
        over = top > options["end_above"] and (options["tie_break"] == "share"
                                               or totals.count(top) == 1)
        assert over == (d == len(deals) - 1)
    top = max(totals)
    assert data["result"] == {"scores": totals, "winners": [s for s in range(n) if totals[s] == top]}


@pytest.mark.parametrize("level", ["random", "easy"])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_simulated_records_follow_the_format_and_replay(tmp_path, ruleset, level):
    simulate_and_check(tmp_path, ruleset, level, GAMES)


def simulate_and_check(tmp_path, ruleset, level, games, *extra):
    out = tmp_path / "records.jsonl"
    assert main(["simulate", ruleset, "--games", str(games), "--seed", "7", "--out", str(out),
                 "--ai", level, *extra]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == games
    records = []
    for i, (line, record) in enumerate(zip(lines, read_records(out))):
        data = json.loads(line)
        assert data["seed"] == 7 + i
        check_shape(data, ruleset, level)
        referee(data)
        assert replay(record).is_terminal()
        records.append(data)
    return records


def test_extra_round_records_break_every_tie(tmp_path):
    records = simulate_and_check(tmp_path, "blanc-et-noir-4p", "random", 30, "--set",
                                 "tie_break=extra_round")
    assert all(len(r["result"]["winners"]) == 1 for r in records)


def test_a_tampered_record_does_not_replay(tmp_path):
    out = tmp_path / "one.jsonl"
    assert main(["simulate", "blanc-et-noir-4p", "--games", "1", "--seed", "3", "--out", str(out)]) == 0
    record = next(read_records(out))
    record.deals[0]["result"]["points"][0] += 1
    with pytest.raises(ReplayMismatch, match="points"):
        replay(record)
