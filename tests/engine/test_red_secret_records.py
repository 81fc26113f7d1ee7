"""Red Secret records: ``cardtable simulate`` for every ruleset and level, the
project's replay, and a small referee written from rules/red-secret.md and
RECORD.md alone (no engine code) that re-plays every record."""

from __future__ import annotations

import json

import pytest

from cardtable.cli import main
from cardtable.engine.match import replay
from cardtable.engine.record import read_records

DECK = [f"{c}{n}" for c in "RBGY" for n in range(1, 9)]
TABLE = {(8, 0, 0): (4, 2, 2), (7, 1, 0): (4, 2, 2), (6, 2, 0): (4, 2, 2), (6, 1, 1): (4, 2, 2),
         (5, 2, 1): (4, 2, 2), (5, 3, 0): (3, 3, 2), (4, 4, 0): (3, 3, 2), (4, 3, 1): (3, 3, 2)}
ACTION_FIELDS = {"give": {"p", "a", "cards", "to"}, "return": {"p", "a", "cards", "to"},
                 "play": {"p", "a", "card"}, "pass": {"p", "a"}}
# matches per ruleset and level in the suite (the 500 of the issue were run once by hand)
MATCHES = {"random": 100, "easy": 30}


def num(card):
    return int(card[1:])


def red(card):
    return card[0] == "R"


def referee_deal(n, deal, expected_dealer):
    """Re-play one game from the rules; return its scores."""
    assert set(deal) == {"dealer", "hands", "stock", "actions", "result"}
    dealer, actions = deal["dealer"], list(deal["actions"])
    assert expected_dealer is None or dealer == expected_dealer
    hands = [list(h) for h in deal["hands"]]
    assert deal["stock"] == [] and sorted(c for h in hands for c in h) == sorted(DECK)
    want = [32 // n + (1 if (s - dealer - 1) % n < 32 % n else 0) for s in range(n)]
    assert [len(h) for h in hands] == want
    for a in actions:
        assert set(a) == ACTION_FIELDS[a["a"]], a
    # balancing
    counts = [sum(map(red, h)) for h in hands]
    if n == 2:
        target = [4, 4] if max(counts) > 4 else counts
    elif n == 3:
        before = tuple(sorted(counts, reverse=True))
        after = TABLE.get(before, before)
        target = [after[before.index(c)] for c in counts]
    else:
        target = counts
    while actions and actions[0]["a"] == "give":
        give, ret = actions.pop(0), actions.pop(0)
        assert ret["a"] == "return" and ret["p"] == give["to"] and ret["to"] == give["p"]
        assert len(give["cards"]) == len(ret["cards"]) > 0
        assert counts[give["p"]] > target[give["p"]] and counts[give["to"]] < target[give["to"]]
        for card in give["cards"]:
            assert red(card)
            hands[give["p"]].remove(card)
            hands[give["to"]].append(card)
        for card in ret["cards"]:
            assert not red(card)
            hands[ret["p"]].remove(card)
            hands[ret["to"]].append(card)
        counts = [sum(map(red, h)) for h in hands]
    assert counts == target
    # tricks
    points = [0] * n
    lead = (dealer + 1) % n
    for _ in range(8):
        trick = []  # (seat, card)

        def take(seat, may_pass=False):
            action = actions.pop(0)
            assert action["p"] == seat
            if action["a"] == "pass":
                assert may_pass
                return False
            assert action["a"] == "play"
            card = action["card"]
            assert card in hands[seat]
            if trick:
                led = trick[0][1][0]
                if any(c[0] in (led, "R") for c in hands[seat]):
                    assert card[0] in (led, "R")
            hands[seat].remove(card)
            trick.append((seat, card))
            return True

        if n == 3:
            for i in range(3):
                take((lead + i) % 3)
            led = trick[0][1][0]
            for i in range(3):
                seat = (lead + i) % 3
                if not hands[seat]:
                    continue  # automatic pass, not recorded
                later = any(hands[(lead + j) % 3] for j in range(i + 1, 3))
                if i == 0:
                    may = later
                elif i == 1:
                    may = later and all(c[0] != led for c in hands[seat])
                else:
                    may = False
                if take(seat, may):
                    break
        else:
            order = [lead, (lead + 1) % 2] * 2 if n == 2 else [(lead + i) % 4 for i in range(4)]
            for seat in order:
                take(seat)
        assert len(trick) == 4
        numbers = [num(c) for _, c in trick]
        reds = [(num(c), s) for s, c in trick if red(c)]
        if reds:
            winner = max(reds)[1]
        else:
            winner = max((num(c), s) for s, c in trick if c[0] == trick[0][1][0])[1]
        for seat, card in trick:
            if red(card):
                if any(m > num(card) for m in numbers) and any(m < num(card) for m in numbers):
                    points[winner] += num(card)
                else:
                    points[seat] -= num(card)
            else:
                points[winner] += 1
        lead = winner
        if not all(hands):
            break
    assert actions == []
    return points


def check_record(record, n, level):
    data = record.to_json()
    assert list(data) == ["format", "engine", "ruleset", "options", "seed", "seats", "deals", "result"]
    assert data["engine"] == "red_secret" and data["ruleset"] == f"red-secret-{n}p"
    assert data["options"] == {"players": n, "games": 2}
    assert [s["kind"] for s in data["seats"]] == ["ai"] * n
    assert {s["ai"] for s in data["seats"]} == {level}
    assert len(data["deals"]) == 2
    totals = [0] * n
    dealer = None
    for deal in data["deals"]:
        scores = referee_deal(n, deal, dealer)
        assert deal["result"] == {"scores": scores}
        totals = [t + s for t, s in zip(totals, scores)]
        dealer = (deal["dealer"] + 1) % n
    assert data["result"] == {"scores": totals,
                              "winners": [s for s in range(n) if totals[s] == max(totals)]}


@pytest.mark.parametrize("level", ["random", "easy"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_replay_and_referee(tmp_path, players, level):
    out = tmp_path / "records.jsonl"
    games = MATCHES[level]
    assert main(["simulate", f"red-secret-{players}p", "--games", str(games), "--seed", "77",
                 "--out", str(out), "--ai", level]) == 0
    records = list(read_records(out))
    assert len(records) == games and len(out.read_text().splitlines()) == games
    for record in records:
        replay(record)
        check_record(record, players, level)
    # the same seed gives the same records
    again = tmp_path / "again.jsonl"
    main(["simulate", f"red-secret-{players}p", "--games", "2", "--seed", "77",
          "--out", str(again), "--ai", level])
    assert again.read_text().splitlines() == out.read_text().splitlines()[:2]


def test_referee_catches_a_wrong_score(tmp_path):
    out = tmp_path / "one.jsonl"
    main(["simulate", "red-secret-3p", "--games", "1", "--seed", "5", "--out", str(out), "--ai", "random"])
    data = json.loads(out.read_text())
    data["deals"][0]["result"]["scores"][0] += 1
    (tmp_path / "bad.jsonl").write_text(json.dumps(data))
    (record,) = read_records(tmp_path / "bad.jsonl")
    with pytest.raises(AssertionError):
        check_record(record, 3, "random")
    from cardtable.engine.match import ReplayMismatch
    with pytest.raises(ReplayMismatch):
        replay(record)
