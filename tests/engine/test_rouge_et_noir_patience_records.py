"""``cardtable simulate`` for Rouge et Noir patience: records that replay
exactly and follow RECORD.md and the rules' action vocabulary to the letter."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from cardtable.cli import main
from cardtable.engine.cards import double_french_deck
from cardtable.engine.match import replay
from cardtable.engine.record import read_records

RULESET = "rouge-et-noir-patience"
CARD = re.compile(r"^[A23456789TJQK][SHDC]$")
PILE = {"t": 10, "f": 4, "d": 4}


def simulate(tmp_path, ai: str, games: int, *overrides: str) -> list[dict]:
    out = tmp_path / f"{ai}.jsonl"
    args = ["simulate", RULESET, "--games", str(games), "--seed", "1", "--out", str(out), "--ai", ai]
    for pair in overrides:
        args += ["--set", pair]
    assert main(args) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == games
    for record in read_records(out):
        replay(record)  # raises ReplayMismatch at the first difference
    return [json.loads(line) for line in lines]


def check_action(action: dict) -> None:
    assert action["p"] == 0
    if action["a"] == "deal":
        assert action == {"p": 0, "a": "deal"}
        return
    assert action["a"] == "move" and set(action) == {"p", "a", "from", "to", "n"}
    src, dst, n = action["from"], action["to"], action["n"]
    assert src[0] == "t" and 1 <= int(src[1:]) <= 10 and src[1:] == str(int(src[1:]))
    assert dst[0] in PILE and 1 <= int(dst[1:]) <= PILE[dst[0]] and dst != src
    assert type(n) is int and n >= 1
    if dst[0] == "f":
        assert n == 1
    if dst[0] == "d":
        assert n == 13


def check_record(data: dict, ai: str, seed: int, options: dict) -> None:
    assert list(data) == ["format", "engine", "ruleset", "options", "seed", "seats", "deals", "result"]
    assert data["format"] == "cardtable-record/1"
    assert data["engine"] == "rouge_et_noir_patience" and data["ruleset"] == RULESET
    assert data["options"] == options and data["seed"] == seed
    assert data["seats"] == [{"name": "South", "kind": "ai", "ai": ai}]
    [deal] = data["deals"]
    assert set(deal) == {"dealer", "hands", "stock", "tableau", "actions", "result"}
    assert deal["dealer"] == 0 and deal["hands"] == [[]]
    assert [len(c) for c in deal["tableau"]] == [8, 7, 6, 5, 4, 3, 2, 1, 1, 0]
    cards = deal["stock"] + [c for col in deal["tableau"] for c in col]
    assert all(CARD.match(c) for c in cards)
    assert Counter(cards) == Counter(double_french_deck())
    for action in deal["actions"]:
        check_action(action)
    assert sum(a["a"] == "deal" for a in deal["actions"]) <= 7
    result = deal["result"]
    assert set(result) == {"won", "cards_out"} and type(result["won"]) is bool
    assert 0 <= result["cards_out"] <= 104 and result["won"] == (result["cards_out"] == 104)
    out = sum(a.get("n", 0) for a in deal["actions"] if a.get("to", "t")[0] in "fd")
    assert out == result["cards_out"]
    assert data["result"] == {"scores": [result["cards_out"]], "winners": [0] if result["won"] else []}


@pytest.mark.parametrize("ai,games,overrides", [
    ("random", 120, ()),
    ("easy", 60, ()),
    ("random", 30, ("deal_when=stuck",)),
    ("easy", 20, ("deal_when=stuck", "auto_foundation=true")),
    ("random", 30, ("auto_foundation=true",)),
])
def test_simulate_writes_records_that_replay(tmp_path, ai, games, overrides):
    options = {"deal_when": "any", "auto_foundation": False}
    for pair in overrides:
        key, value = pair.split("=")
        options[key] = value == "true" if value in ("true", "false") else value
    records = simulate(tmp_path, ai, games, *overrides)
    for i, data in enumerate(records):
        check_record(data, ai, 1 + i, options)


def test_simulated_deal_is_the_numbered_deal(tmp_path):
    from cardtable.engine.rouge_et_noir_patience.game import PatienceGame
    from cardtable.engine.rouge_et_noir_patience.options import Options

    [data] = simulate(tmp_path, "easy", 1)
    deal = PatienceGame(Options()).new_state(1).deal_log[0]
    assert data["deals"][0]["tableau"] == deal.extra["tableau"]
    assert data["deals"][0]["stock"] == deal.stock
