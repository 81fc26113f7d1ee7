"""``cardtable --self-test``: passes on a good installation without touching
the player's files, and names what is broken in one line otherwise."""

import shutil

import pytest

from cardtable import self_test
from cardtable.cli import main
from cardtable.engine.cards import tarot_deck
from cardtable.engine.rulesets import SHIPPED_DIR, load_catalog


@pytest.fixture
def run_self_test(qapp, capsys):
    def run() -> tuple[int, list[str]]:
        status = main(["--self-test"])
        return status, capsys.readouterr().out.splitlines()
    return run


def test_passes_and_leaves_the_players_files_alone(home, run_self_test):
    status, lines = run_self_test()
    assert status == 0
    from cardtable.engine.rouge_et_noir_patience import solver
    how = "compiled" if solver.COMPILED else "run as Python"
    assert lines == ["cardtable self-test passed: 15 rulesets played, 266 card drawings, "
                     f"the window opened on each, the solver {how}"]
    assert not home.exists()  # settings, saved game and statistics went to a throw-away folder


def test_the_cards_drawn_are_the_whole_deck():
    tarot = load_catalog([SHIPPED_DIR]).get("tarot-4p")
    assert self_test.dealt_cards(self_test.play_one_match(tarot)) == set(tarot_deck())


def test_a_broken_shipped_ruleset_is_named(tmp_path, monkeypatch, run_self_test):
    folder = tmp_path / "rulesets"
    shutil.copytree(SHIPPED_DIR, folder)
    (folder / "tarot-5p.yaml").write_text("id: tarot-5p\nname: Tarot\nengine: tarot\n"
                                          "options: {players: 9}\n")
    monkeypatch.setattr(self_test, "SHIPPED_DIR", folder)
    status, lines = run_self_test()
    assert status == 1
    assert len(lines) == 1 and "tarot-5p.yaml:4: options.players" in lines[0]


def test_a_game_view_left_out_of_a_build_is_named(monkeypatch, run_self_test):
    from cardtable.ui import main_window

    real = main_window.view_class

    def view_class(engine_id):
        if engine_id == "red_secret":
            raise ImportError("No module named 'cardtable.ui.views.red_secret'")
        return real(engine_id)

    monkeypatch.setattr(main_window, "view_class", view_class)
    status, lines = run_self_test()
    assert status == 1
    assert len(lines) == 1 and "cannot open red-secret-2p" in lines[0]
    assert "cardtable.ui.views.red_secret" in lines[0]


def test_a_card_that_draws_nothing_is_named(monkeypatch, run_self_test):
    from cardtable.ui.art.blanc_et_noir import ART

    monkeypatch.setattr(type(ART), "face_svg", lambda self, code: "<svg xmlns='http://www.w3.org/2000/svg'/>")
    status, lines = run_self_test()
    assert status == 1
    assert len(lines) == 1 and lines[0].startswith("cardtable self-test failed: blanc_et_noir: card ")
