"""Ruleset files: every shipped variant loads; a broken file is reported with
file, line and field, and skipped."""

import pytest

from cardtable.cli import main
from cardtable.engine.rulesets import SHIPPED_DIR, RulesetError, load_catalog, load_ruleset

EXPECTED = {
    "le-rouge-et-le-noir": ("le_rouge_et_le_noir", 2), "le-rouge-et-le-noir-short": ("le_rouge_et_le_noir", 2),
    "le-rouge-et-le-noir-4p": ("le_rouge_et_le_noir", 4),
    "rouge-et-noir-patience": ("rouge_et_noir_patience", 1),
    "red-secret-2p": ("red_secret", 2), "red-secret-3p": ("red_secret", 3), "red-secret-4p": ("red_secret", 4),
    "blanc-et-noir-3p": ("blanc_et_noir", 3), "blanc-et-noir-3p-zero": ("blanc_et_noir", 3),
    "blanc-et-noir-4p": ("blanc_et_noir", 4), "blanc-et-noir-4p-zero": ("blanc_et_noir", 4),
    "tarot-3p": ("tarot", 3), "tarot-4p": ("tarot", 4), "tarot-5p": ("tarot", 5), "tarot-6p": ("tarot", 6),
}


def test_every_shipped_variant_loads():
    catalog = load_catalog([SHIPPED_DIR])
    assert catalog.errors == []
    assert {r.id: (r.engine, r.players) for r in catalog.rulesets} == EXPECTED
    assert catalog.get("le-rouge-et-le-noir-short").options.deck == "short"
    assert {r.id: r.options.zero_bid for r in catalog.rulesets if r.engine == "blanc_et_noir"} == {
        "blanc-et-noir-3p": False, "blanc-et-noir-3p-zero": True,
        "blanc-et-noir-4p": False, "blanc-et-noir-4p-zero": True}
    assert catalog.get("tarot-5p").options.deals == 5


def write(tmp_path, text, name="mine.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text, line, field, words", [
    ("id: x\nname: X\nengine: tarot\noptions:\n  players: 7\n", 5, "options.players", "one of 3, 4, 5, 6"),
    ("id: x\nname: X\nengine: tarot\noptions:\n  players: four\n", 5, "options.players", "whole number"),
    ("id: x\nname: X\nengine: tarot\noptions: {petit_sec_redeal: 1}\n", 4, "options.petit_sec_redeal", "true/false"),
    ("id: x\nname: X\nengine: tarot\noptions:\n  colour: red\n", 5, "options.colour", "unknown option"),
    ("id: x\nname: X\nengine: chess\n", 3, "engine", "unknown engine"),
    ("id: x\nname: X\n", 1, "engine", "missing"),
    ("id: X Y\nname: X\nengine: tarot\n", 1, "id", "lower-case"),
    ("id: x\nname: X\nengine: tarot\nplayers: 4\n", 4, "players", "unknown field"),
    ("id: x\nname: [X\nengine: tarot\n", 3, "yaml", ""),
    ("- just\n- a list\n", 1, "file", "mapping"),
    ("id: x\nname: X\nengine: red_secret\noptions: {games: 0}\n", 4, "options.games", "at least 1"),
])
def test_broken_file_names_file_line_and_field(tmp_path, text, line, field, words):
    path = write(tmp_path, text)
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    error = caught.value
    assert (error.path, error.line, error.field) == (str(path), line, field)
    assert words in error.message
    assert str(error).startswith(f"{path}:{line}: {field}: ")


def test_broken_user_file_is_skipped_not_fatal(tmp_path):
    write(tmp_path, "id: fine-one\nname: Mine\nengine: tarot\noptions: {players: 3, deals: 9}\n", "a.yaml")
    write(tmp_path, "id: bad\nname: Bad\nengine: tarot\noptions: {players: 9}\n", "b.yaml")
    write(tmp_path, "id: tarot-4p\nname: Copy\nengine: tarot\n", "c.yaml")
    catalog = load_catalog([SHIPPED_DIR, tmp_path])
    assert catalog.get("fine-one").options.deals == 9
    assert len(catalog.rulesets) == len(EXPECTED) + 1
    assert [e.field for e in catalog.errors] == ["options.players", "id"]
    assert "already defined" in catalog.errors[1].message


def test_check_ruleset_command(tmp_path, capsys):
    good = write(tmp_path, "id: ok\nname: OK\nengine: red_secret\noptions: {players: 2}\n", "ok.yaml")
    assert main(["check-ruleset", str(good)]) == 0
    bad = write(tmp_path, "id: x\nname: X\nengine: tarot\noptions:\n  players: 7\n", "bad.yaml")
    capsys.readouterr()
    assert main(["check-ruleset", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{bad}:5: options.players:" in err and "Traceback" not in err
    assert main(["check-ruleset", str(tmp_path / "missing.yaml")]) == 1
