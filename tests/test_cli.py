"""The command line of RECORD.md: listings, errors as one line with exit 1,
bad usage exit 2, never a traceback."""

import pytest

from cardtable.cli import main
from tests.engine.test_rulesets import EXPECTED


def test_rulesets_lists_every_variant(capsys):
    assert main(["rulesets"]) == 0
    rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    assert {row[0]: (row[1], int(row[2])) for row in rows} == EXPECTED
    tarot = next(row for row in rows if row[0] == "tarot-3p")
    assert "players=3" in tarot[3] and "deals=3" in tarot[3] and tarot[4].endswith("tarot-3p.yaml")


def test_rulesets_reports_a_broken_user_file(home, capsys):
    folder = home / "config" / "rulesets"
    folder.mkdir(parents=True)
    (folder / "oops.yaml").write_text("id: oops\nname: Oops\nengine: tarot\noptions: {players: 2}\n")
    assert main(["rulesets"]) == 0
    captured = capsys.readouterr()
    assert "oops.yaml:4: options.players" in captured.err
    assert "oops" not in captured.out


@pytest.mark.parametrize("argv, words", [
    (["simulate", "nope", "--games", "1", "--seed", "1", "--out", "x"], "unknown ruleset 'nope'"),
    (["simulate", "tarot-4p", "--games", "0", "--seed", "1", "--out", "x"], "--games must be at least 1"),
    (["simulate", "le-rouge-et-le-noir", "--games", "1", "--seed", "1", "--out", "x", "--ai", "genius"],
     "unknown AI level"),
    (["simulate", "rouge-et-noir-patience", "--games", "1", "--seed", "1", "--out", "x", "--ai", "hard"],
     "not available for rouge_et_noir_patience"),
    (["simulate", "le-rouge-et-le-noir", "--games", "1", "--seed", "1", "--out", "x", "--ai", "easy,easy,easy"],
     "2 levels"),
    (["simulate", "tarot-4p", "--games", "1", "--seed", "1", "--out", "x", "--set", "players"], "key=value"),
    (["simulate", "tarot-4p", "--games", "1", "--seed", "1", "--out", "x", "--set", "players=9"], "players"),
    (["replay", "does-not-exist.jsonl"], "cannot be read"),
    (["play", "nope"], "unknown ruleset"),
])
def test_user_errors_are_one_line_exit_1(tmp_path, monkeypatch, capsys, argv, words):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("argv", [["simulate", "tarot-4p"], ["frobnicate"], ["replay"],
                                  ["simulate", "tarot-4p", "--games", "x", "--seed", "1", "--out", "o"]])
def test_bad_usage_exits_2(argv, capsys):
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2


@pytest.mark.parametrize("ruleset, games", [("le-rouge-et-le-noir", 40), ("tarot-3p", 9)])
def test_simulate_writes_the_same_bytes_with_any_number_of_jobs(tmp_path, ruleset, games):
    outs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"jobs{jobs}.jsonl"
        assert main(["simulate", ruleset, "--games", str(games), "--seed", "11", "--out", str(out),
                     "--ai", "random", "--jobs", jobs]) == 0
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    assert outs[0].count(b"\n") == games


def test_simulate_refuses_zero_jobs(tmp_path, capsys):
    out = tmp_path / "x.jsonl"
    assert main(["simulate", "tarot-4p", "--games", "1", "--seed", "1", "--out", str(out),
                 "--jobs", "0"]) == 1
    assert "--jobs must be at least 1" in capsys.readouterr().err
    assert not out.exists()
