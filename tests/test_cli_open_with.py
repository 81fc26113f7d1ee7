"""``cardtable FILE``: what the desktop runs to open a record with the app."""

from cardtable.cli import main, open_with


def test_a_lone_existing_file_is_opened_as_a_replay(tmp_path):
    record = tmp_path / "match.json"
    record.write_text("{}")
    assert open_with([str(record)]) == ["replay", str(record)]
    assert open_with(["rulesets"]) == ["rulesets"]
    assert open_with([str(tmp_path / "missing.json")]) == [str(tmp_path / "missing.json")]


def test_a_bad_file_opened_with_the_app_is_one_line_and_exit_1(tmp_path, capsys):
    record = tmp_path / "match.json"
    record.write_text('{"format": "cardtable-record/1"}')
    assert main([str(record)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("cardtable: ") and "missing field 'engine'" in err and err.count("\n") == 1
