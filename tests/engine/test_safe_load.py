"""The loading policy: every bad file is one ``file:line: field: message``
and never stops a start (it used to: unknown tags, non-scalar keys, deep
nesting and huge integers were "internal error", an alias bomb took gigabytes,
a 100 MB ruleset was read whole at every start)."""

import json

import pytest

from cardtable.cli import main
from cardtable.engine.record import RecordError, read_records
from cardtable.engine.rulesets import RulesetError, load_ruleset
from cardtable.engine.safe_load import CAPS, LoadError, parse_json

GOOD = "id: mine\nname: Mine\nengine: tarot\noptions: {players: 4}\n"
BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{c}: &{c} [{', '.join([f'*{p}'] * 9)}]\n" for p, c in zip("abcdefgh", "bcdefghi"))


@pytest.mark.parametrize("text, where", [
    ("id: mine\nname: !!python/object/apply:os.system [ls]\nengine: tarot\n", ":2: name: values tagged"),
    ("id: mine\nname: !custom Mine\nengine: tarot\n", ":2: name: values tagged !custom"),
    ("id: mine\n[name]: Mine\n", ":2: yaml: a key must be plain text"),
    ("id: mine\nname: Mine\nname: Again\nengine: tarot\n", ":3: name: duplicate key"),
    ("id: mine\nname: Mine\nengine: tarot\noptions: {players: " + "[" * 500 + "]" * 500 + "}\n",
     ":4: yaml: nested more than"),
    ("id: mine\nname: Mine\nengine: tarot\noptions: {players: " + "9" * 5000 + "}\n",
     ":4: options.players: a number of more than"),
    (BOMB, ":2: yaml: aliases"),
    ("id: mine\nname: Mine\nengine: tarot\ndescription: [a, b]\n", ":4: description: must be text"),
    ("- just\n- a list\n", ":1: file: must be a mapping"),
    ("", ":1: file: must be a mapping"),
])
def test_bad_rulesets_are_refused_with_file_line_and_field(tmp_path, text, where):
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert str(caught.value).startswith(f"{path}{where}")


def test_a_huge_ruleset_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.yaml"
    with open(path, "wb") as handle:
        handle.truncate(100 * 1024 * 1024)  # 100 MB (sparse)
    with pytest.raises(RulesetError, match="huge.yaml:1: file: larger than the 64 KB"):
        load_ruleset(path)


def test_bad_user_rulesets_never_stop_a_command(home, capsys):
    folder = home / "config" / "rulesets"
    folder.mkdir(parents=True)
    (folder / "bomb.yaml").write_text(BOMB)
    (folder / "tag.yaml").write_text("id: x\nname: !!binary aGk=\nengine: tarot\n")
    (folder / "deep.yaml").write_text("id: " + "[" * 100_000)
    (folder / "mine.yaml").write_text(GOOD)
    assert main(["rulesets"]) == 0
    out, err = capsys.readouterr()
    assert "mine\ttarot\t4" in out and err.count("skipped:") == 3


def test_a_shadowing_user_ruleset_is_reported_by_check_ruleset(tmp_path, capsys):
    path = tmp_path / "mine.yaml"
    path.write_text("id: tarot-4p\nname: Mine\nengine: tarot\n")
    assert main(["check-ruleset", str(path)]) == 1
    assert "mine.yaml:1: id: 'tarot-4p' is the id of a shipped ruleset" in capsys.readouterr().err


@pytest.mark.parametrize("text, message", [
    ("[" * 100_000, "nested more than"),
    ('{"seed": ' + "1" * 5000 + "}", "more than 20 digits"),
    ('{"seed": NaN}', "NaN is not a number"),
    ("{", "Expecting property name"),
])
def test_json_under_the_policy(text, message):
    with pytest.raises(LoadError, match=message):
        parse_json(text, "f.json")


def test_brackets_inside_strings_do_not_count_as_nesting():
    assert parse_json(json.dumps({"name": "[" * 1000}), "f.json") == {"name": "[" * 1000}


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d["deals"][0]["hands"].append([1, 2]), "deals[0].hands"),
    (lambda d: d["deals"][0]["actions"].append({"p": 0, "a": "play", "card": {"x": 1}}), "actions[0].card"),
    (lambda d: d.update(seed=True), "field 'seed' must be int"),
    (lambda d: d["options"].update(players=[4]), "options.players"),
    (lambda d: d.update(seats=[]), "at least one seat"),
    (lambda d: d.update(result={"scores": ["1"], "winners": [0]}), "result must hold"),
])
def test_records_are_checked_field_by_field(tmp_path, mutate, words):
    data = {"format": "cardtable-record/1", "engine": "tarot", "ruleset": "tarot-4p",
            "options": {"players": 4}, "seed": 1, "seats": [{"name": "You", "kind": "human"}],
            "deals": [{"dealer": 0, "hands": [["T1"]], "stock": [], "actions": []}]}
    mutate(data)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=words.replace("[", r"\[").replace(".", r"\.")):
        list(read_records(path))


def test_a_record_file_over_the_cap_is_refused(tmp_path):
    path = tmp_path / "big.jsonl"
    with open(path, "wb") as handle:
        handle.truncate(CAPS["record"] + 1)
    with pytest.raises(RecordError, match="larger than"):
        list(read_records(path))
