"""Le Rouge et Le Noir records: ``cardtable simulate`` for every ruleset and
level, ``replay()`` of every record, and an independent check of each record
against RECORD.md and the rules file (written from the documents, not from the
engine: it recomputes every deal's result from the actions alone)."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from cardtable.cli import main
from cardtable.engine.match import replay
from cardtable.engine.record import read_records

RULESETS = {
    "le-rouge-et-le-noir": {"players": 2, "deck": "standard", "target": 11},
    "le-rouge-et-le-noir-short": {"players": 2, "deck": "short", "target": 11},
    "le-rouge-et-le-noir-4p": {"players": 4, "deck": "standard", "target": 11},
}
GAMES = {"random": 200, "easy": 120}  # about 25 s for all six runs with their checks
CARD = re.compile(r"^n[1-7]$")


def full_deck(deck: str) -> Counter:
    top, copies = (5, 2) if deck == "short" else (7, 3)
    return Counter({f"n{r}": copies for r in range(1, top + 1)})


def rank(card: str) -> int:
    return int(card[1:])


def referee_deal(deal: dict, players: int, carry: int) -> tuple[int | None, int, str]:
    """(winner side, stake, ended_by) of a recorded deal, by the rules file."""
    side = (lambda seat: seat % 2) if players == 4 else (lambda seat: seat)
    hands = [list(h) for h in deal["hands"]]
    leader = (deal["dealer"] + 1) % players
    stake, pending, last_double_side, opening = 1, None, None, True
    trick: list[tuple[int, str]] = []
    outcomes: list[int | None] = []
    actions = deal["actions"]
    for i, act in enumerate(actions):
        if pending is not None:
            doubler, card = pending
            opponents = [(doubler + k) % players for k in range(1, players)
                         if side((doubler + k) % players) != side(doubler)]
            assert act["p"] == opponents[0], "the next opponent answers (no humans in simulations)"
            assert set(act) == {"p", "a"} and act["a"] in ("take", "pass")
            pending = None
            if act["a"] == "pass":
                assert i == len(actions) - 1, "a pass ends the deal"
                return side(doubler), stake, "pass"
            stake += 1
            last_double_side = side(doubler)
            trick.append((doubler, card))
        else:
            assert act["a"] == "play" and set(act) == {"p", "a", "card", "face"}
            assert act["p"] == (leader + len(trick)) % players
            assert act["card"] in hands[act["p"]]
            hands[act["p"]].remove(act["card"])
            if act["face"] == "down":
                assert not opening, "the opening lead is face up"
                assert stake < 6, "five markers at most"
                if players == 4:
                    assert last_double_side != side(act["p"]), "no team doubles twice in a row"
                pending = (act["p"], act["card"])
                opening = False
                continue
            assert act["face"] == "up"
            trick.append((act["p"], act["card"]))
        opening = False
        if len(trick) == players:
            top = max(rank(c) for _, c in trick)
            holders = [s for s, c in trick if rank(c) == top]
            if len({side(s) for s in holders}) > 1:
                outcomes.append(None)
            else:
                outcomes.append(side(holders[0]))
                leader = holders[0]
            trick = []
            won = [outcomes.count(0), outcomes.count(1)]
            first = next((o for o in outcomes if o is not None), None)
            decided = None
            if max(won) == 2:
                decided = won.index(2)
            elif len(outcomes) == 2 and sorted(won) == [0, 1]:
                decided = first
            elif len(outcomes) == 3:
                decided = first if won[0] == won[1] else won.index(max(won))
            if decided is not None or len(outcomes) == 3:
                assert i == len(actions) - 1, "the deal stops as soon as its winner is certain"
                return decided, stake, "tricks" if decided is not None else "tie"
    raise AssertionError("the deal's actions stop before its end")


def check_record(data: dict, ruleset: str, level: str) -> None:
    options = RULESETS[ruleset]
    players = options["players"]
    assert list(data) == ["format", "engine", "ruleset", "options", "seed", "seats", "deals", "result"]
    assert data["format"] == "cardtable-record/1" and data["engine"] == "le_rouge_et_le_noir"
    assert data["ruleset"] == ruleset and data["options"] == options
    assert data["seats"] == [{"name": n, "kind": "ai", "ai": level} for n in
                             (["South", "North"] if players == 2 else ["South", "East", "North", "West"])]
    scores, carry, dealer = [0, 0], 0, None
    for deal in data["deals"]:
        assert list(deal) == ["dealer", "hands", "stock", "actions", "result"]
        if dealer is not None:
            assert deal["dealer"] == (dealer + 1) % players
        dealer = deal["dealer"]
        assert len(deal["hands"]) == players and all(len(h) == 3 for h in deal["hands"])
        cards = [c for h in deal["hands"] for c in h] + deal["stock"]
        assert all(CARD.match(c) for c in cards)
        assert Counter(cards) == full_deck(options["deck"])
        for act in deal["actions"]:
            assert act["a"] in ("play", "take", "pass")
        winner, stake, ended_by = referee_deal(deal, players, carry)
        assert 1 <= stake <= 6
        points = 0 if winner is None else stake + carry
        carry = carry + stake if winner is None else 0
        if winner is not None:
            scores[winner] += points
        per_seat = [scores[s % 2 if players == 4 else s] for s in range(players)]
        assert deal["result"] == {"winner": winner, "stake": stake, "points": points,
                                  "ended_by": ended_by, "scores": per_seat}
    assert max(scores) >= 11 and min(scores) < 11
    assert all(max(d["result"]["scores"]) < 11 for d in data["deals"][:-1])
    best = scores.index(max(scores))
    assert data["result"] == {"scores": per_seat,
                              "winners": [s for s in range(players) if (s % 2 if players == 4 else s) == best]}


@pytest.mark.parametrize("level", ["random", "easy"])
@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_simulated_records_follow_record_md_and_replay(tmp_path, ruleset, level):
    out = tmp_path / "records.jsonl"
    games = GAMES[level]
    assert main(["simulate", ruleset, "--games", str(games), "--seed", "500", "--out", str(out),
                 "--ai", level]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == games
    for i, (line, record) in enumerate(zip(lines, read_records(out))):
        data = json.loads(line)
        assert data["seed"] == 500 + i
        check_record(data, ruleset, level)
        replay(record)


def test_simulate_is_reproducible(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for out in (a, b):
        assert main(["simulate", "le-rouge-et-le-noir", "--games", "5", "--seed", "9",
                     "--out", str(out), "--ai", "easy"]) == 0
    assert a.read_text() == b.read_text()


def test_replay_refuses_a_tampered_result(tmp_path):
    from cardtable.engine.match import ReplayMismatch
    out = tmp_path / "r.jsonl"
    assert main(["simulate", "le-rouge-et-le-noir-4p", "--games", "1", "--seed", "3",
                 "--out", str(out), "--ai", "random"]) == 0
    record = next(read_records(out))
    record.deals[0]["result"]["stake"] += 1
    with pytest.raises(ReplayMismatch, match="result"):
        replay(record)
