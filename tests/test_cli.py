"""The command line of RECORD.md: listings, errors as one line with exit 1,
bad usage exit 2, never a traceback."""

import pytest

from cardtable.cli import main
from cardtable.engine.rulesets import SHIPPED_DIR
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


# --- cardtable solve ---------------------------------------------------------------------------

def test_solve_writes_a_line_per_deal_a_summary_and_records_that_replay(tmp_path, capsys):
    import json

    from cardtable.engine.match import replay
    from cardtable.engine.record import read_records

    records = tmp_path / "won.jsonl"
    assert main(["solve", "--deals", "4,10", "--timeout", "60", "--record", str(records)]) == 0
    captured = capsys.readouterr()
    rows = [json.loads(line) for line in captured.out.splitlines()]
    assert [row["deal"] for row in rows] == [4, 10]
    for row in rows:
        assert set(row) == {"deal", "verdict", "seconds", "positions", "moves"}
        assert row["verdict"] == "won" and row["moves"] > 0 and row["positions"] > 0
    assert "2 deals: 2 won, 0 lost, 0 unknown; decided 100.0%" in captured.err
    written = list(read_records(records))
    assert [r.seed for r in written] == [4, 10]
    for record, row in zip(written, rows):
        state = replay(record)               # the project's referee
        assert state.end == "won" and state.moves == row["moves"]
        assert record.seats == [{"name": "Solver", "kind": "human"}]


def test_solve_in_parallel_processes_keeps_the_deal_order(capsys):
    import json

    assert main(["solve", "--deals", "1-3", "--timeout", "0.5", "--jobs", "2"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row["deal"] for row in rows] == [1, 2, 3]


@pytest.mark.parametrize("argv, words", [
    (["solve", "--deals", "x"], "--deals expects numbers"),
    (["solve", "--deals", "5-2"], "is not a range"),
    (["solve", "--deals", "0"], "is not a range"),
    (["solve", "--deals", "1", "--timeout", "0"], "--timeout must be more than 0"),
    (["solve", "--deals", "1", "--jobs", "0"], "--jobs must be at least 1"),
    (["solve", "--deals", "1", "--ruleset", "tarot-4p"], "the solver is for Rouge et Noir"),
    (["solve", "--deals", "1", "--record", "no/such/dir/x.jsonl"], "cannot write"),
])
def test_solve_user_errors(tmp_path, monkeypatch, capsys, argv, words):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


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


def test_simulate_with_a_level_per_seat_writes_replayable_reproducible_records(tmp_path):
    from cardtable.engine.match import replay
    from cardtable.engine.record import read_records
    argv = ["simulate", "le-rouge-et-le-noir-4p", "--games", "1", "--seed", "3", "--set", "target=2",
            "--ai", "easy,normal,random,easy"]
    outputs = []
    for name in ("a.jsonl", "b.jsonl"):
        assert main(argv + ["--out", str(tmp_path / name)]) == 0
        outputs.append((tmp_path / name).read_text())
    assert outputs[0] == outputs[1]          # search levels play fixed budgets in simulations
    (record,) = read_records(tmp_path / "a.jsonl")
    assert [seat["ai"] for seat in record.seats] == ["easy", "normal", "random", "easy"]
    replay(record)


def test_cardtable_alone_opens_the_window_without_building_the_parser(home, monkeypatch):
    """The desktop's start (no arguments) goes straight to the window: the
    parser, whose help formatting costs the first window milliseconds, is
    built only when there is something to parse."""
    import cardtable.app
    import cardtable.cli

    calls = []
    monkeypatch.setattr(cardtable.app, "run_gui", lambda **kwargs: calls.append(kwargs) or 0)

    def no_parser():
        raise AssertionError("the parser was built")

    monkeypatch.setattr(cardtable.cli, "_parser", no_parser)
    assert main([]) == 0
    assert calls == [{}]
    with pytest.raises(AssertionError, match="parser was built"):
        main(["rulesets"])


def test_play_opens_the_window_before_reading_the_rulesets_when_a_file_has_that_name(home, monkeypatch):
    """``play tarot-4p`` (shipped ``tarot-4p.yaml``) leaves the rulesets to be
    read after the first frame; a name no file has is looked up first."""
    import cardtable.app

    calls = []
    monkeypatch.setattr(cardtable.app, "run_gui", lambda **kwargs: calls.append(kwargs) or 0)
    assert main(["play", "tarot-4p", "--seed", "3"]) == 0
    assert calls[-1] == {"ruleset_id": "tarot-4p", "seed": 3}   # no catalog: read after the frame
    folder = home / "config" / "rulesets"
    folder.mkdir(parents=True)
    (folder / "my-file.yaml").write_text((SHIPPED_DIR / "tarot-4p.yaml").read_text()
                                         .replace("id: tarot-4p", "id: my-tarot"))
    assert main(["play", "my-tarot"]) == 0
    assert calls[-1]["ruleset_id"] == "my-tarot" and calls[-1]["catalog"].get("my-tarot")
