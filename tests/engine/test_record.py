"""The record format: written exactly as RECORD.md shows, read back with
clear errors for a bad file."""

import json

import pytest

from cardtable.engine.record import FORMAT, Record, RecordError, read_records


def sample() -> Record:
    return Record("tarot", "tarot-4p", {"players": 4, "deals": 4, "petit_sec_redeal": True}, 12345,
                  [{"name": "You", "kind": "human"}, {"name": "West", "kind": "ai", "ai": "normal"}],
                  [{"dealer": 2, "hands": [["S1"], ["T21"]], "stock": ["EX"],
                    "actions": [{"p": 1, "a": "bid", "v": "guard"}], "result": {"scores": [1, -1]}}],
                  {"scores": [1, -1], "winners": [0]})


def test_round_trip_keeps_field_order_and_values(tmp_path):
    record = sample()
    data = json.loads(record.dumps())
    assert list(data) == ["format", "engine", "ruleset", "options", "seed", "seats", "deals", "result"]
    assert data["format"] == FORMAT == "cardtable-record/1"
    path = tmp_path / "one.json"
    path.write_text(record.dumps(indent=2))
    assert list(read_records(path)) == [record]
    lines = tmp_path / "many.jsonl"
    lines.write_text(record.dumps() + "\n" + record.dumps() + "\n")
    assert len(list(read_records(lines))) == 2


def test_unfinished_record_has_no_result():
    record = sample()
    record.result = None
    assert "result" not in json.loads(record.dumps())


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d.update(format="cardtable-record/2"), "format"),
    (lambda d: d.pop("seed"), "missing field 'seed'"),
    (lambda d: d.update(seed="12"), "'seed' must be int"),
    (lambda d: d["seats"][1].update(ai="genius"), "seats[1].ai"),
    (lambda d: d["deals"][0].pop("hands"), "deals[0].hands"),
    (lambda d: d["deals"][0]["actions"][0].pop("p"), "deals[0].actions[0]"),
    (lambda d: d.update(result={"scores": [1]}), "result must hold"),
])
def test_bad_record_is_a_clear_error(tmp_path, mutate, words):
    data = json.loads(sample().dumps())
    mutate(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as caught:
        list(read_records(path))
    assert words in str(caught.value) and str(path) in str(caught.value)


def test_not_json_names_the_line(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text(sample().dumps() + "\n{oops\n")
    with pytest.raises(RecordError, match=r"bad.jsonl:2: not valid JSON"):
        list(read_records(path))
    empty = tmp_path / "empty.json"
    empty.write_text("")
    with pytest.raises(RecordError, match="empty"):
        list(read_records(empty))
