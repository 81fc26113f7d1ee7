"""The main window opened offscreen: the Game menu holds every ruleset, a bad
user ruleset or a corrupt save is reported and never fatal, the window's
place is remembered."""

import pytest
from PySide6.QtCore import QRect

from cardtable.catalog import catalog
from cardtable.store.games import GameStore
from cardtable.store.settings import Settings
from cardtable.ui.main_window import MainWindow
from tests.engine.test_rulesets import EXPECTED


def open_window(qtbot):
    window = MainWindow(catalog(), Settings(), GameStore())
    qtbot.addWidget(window)
    window.show()
    window.open_startup()
    return window


def menu_titles(window):
    game = window.game_menu
    return {action.menu().title(): [a.text() for a in action.menu().actions()]
            for action in game.actions() if action.menu()}


def test_game_menu_holds_every_ruleset_grouped_by_game(qtbot, home):
    window = open_window(qtbot)
    groups = menu_titles(window)
    assert list(groups) == ["Le Rouge et Le Noir", "Rouge et Noir (patience)", "Red Secret",
                            "En blanc et noir", "French Tarot"]
    names = {r.id: r.name for r in catalog().rulesets}
    assert sorted(n for entries in groups.values() for n in entries) == sorted(names[i] for i in EXPECTED)
    assert groups["French Tarot"] == [f"French Tarot — {n} players" for n in (3, 4, 5, 6)]
    assert window.problems == []


def test_bad_user_ruleset_is_reported_not_fatal(qtbot, home):
    folder = home / "config" / "rulesets"
    folder.mkdir(parents=True)
    (folder / "mine.yaml").write_text("id: mine\nname: Mine\nengine: red_secret\noptions: {players: 3}\n")
    (folder / "broken.yaml").write_text("id: broken\nname: Broken\nengine: red_secret\noptions:\n  players: 5\n")
    window = open_window(qtbot)
    assert "Mine" in menu_titles(window)["Red Secret"]
    assert "Broken" not in menu_titles(window)["Red Secret"]
    assert any("broken.yaml:5: options.players" in p for p in window.problems)
    assert window.problem_box is not None and window.problem_box.isVisible()
    assert "broken.yaml:5" in window.problem_box.informativeText()


def test_corrupt_save_is_moved_aside_and_reported(qtbot, home):
    store = GameStore()
    bad = store.saves_dir / "tarot-4p.20260101-000000-00.json"
    bad.write_text("{ this is not a record")
    window = open_window(qtbot)
    assert any("cannot be resumed" in p and "not valid JSON" in p for p in window.problems)
    assert not bad.exists() and (store.aside_dir / bad.name).exists()
    assert [k.path.name for k in store.set_aside_saves()] == [bad.name]


def test_window_geometry_is_remembered(qtbot, home):
    window = open_window(qtbot)
    window.setGeometry(QRect(40, 50, 700, 520))
    window.close()
    again = open_window(qtbot)
    assert (again.width(), again.height()) == (700, 520)


def test_the_first_window_fits_the_screen(qtbot, home):
    """At a first start (no saved place) the window fits the screen's free
    area (the offscreen screen is 800×800), and so does the rules' window;
    a large screen gets the usual sizes."""
    from PySide6.QtCore import QSize

    from cardtable.ui.main_window import FIRST_SIZE, HELP_SIZE, fitted
    window = open_window(qtbot)
    free = window.screen().availableGeometry()
    assert free.width() < FIRST_SIZE.width()   # else this test tests nothing
    assert 0.8 * free.width() <= window.width() < free.width()
    assert window.height() < free.height()
    window.show_rules()
    assert window.help_dialog.size() == fitted(HELP_SIZE, free.size())
    assert fitted(HELP_SIZE, QSize(1366, 738)).height() < 700   # room for its title bar
    assert fitted(FIRST_SIZE, QSize(1920, 1050)) == FIRST_SIZE
    small = fitted(FIRST_SIZE, QSize(1366, 738))   # a 1366×768 laptop, its panel taken off
    assert small.width() == 1200 and 600 < small.height() < 738


def test_help_and_about_open_without_a_game(qtbot, home):
    window = open_window(qtbot)
    window.show_rules()
    assert window.help_dialog.isVisible()
    window.show_about()
    assert "cardtable" in window.about_box.text()


def test_first_start_shows_the_game_chooser_and_it_opens_a_game(qtbot, home):
    from PySide6.QtCore import Qt
    window = open_window(qtbot)
    assert window.centralWidget() is window.chooser
    assert set(window.chooser.buttons) == set(EXPECTED)
    qtbot.mouseClick(window.chooser.buttons["le-rouge-et-le-noir-short"], Qt.MouseButton.LeftButton)
    assert window.controller.ruleset.id == "le-rouge-et-le-noir-short"
    assert window.settings["last_ruleset"] == "le-rouge-et-le-noir-short"


def test_an_unexpected_error_is_logged_and_reported_not_raised(qtbot, home, monkeypatch):
    import sys

    from cardtable.app import install_error_handler
    window = open_window(qtbot)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    install_error_handler(window)
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    log = home / "data" / "crash.log"
    assert "RuntimeError: boom" in log.read_text() and "Traceback" in log.read_text()
    assert any("Something went wrong (RuntimeError: boom)" in p for p in window.problems)
    assert window.problem_box.isVisible()


@pytest.mark.parametrize("ruleset_id", ["le-rouge-et-le-noir", "rouge-et-noir-patience", "red-secret-3p",
                                        "blanc-et-noir-3p", "tarot-4p"])
@pytest.mark.parametrize("spoil", ["action", "hand"])
def test_a_save_that_does_not_replay_is_kept_aside_and_a_new_match_starts(qtbot, home, ruleset_id, spoil):
    import json

    from PySide6.QtCore import Qt

    from cardtable.ai.base import RandomAgent
    from cardtable.simulate import play_match
    from cardtable.engine.rng import agent_rng
    ruleset = catalog().get(ruleset_id)
    game = ruleset.make_game()
    data = json.loads(play_match(game, ruleset_id, 3, [RandomAgent(s, agent_rng(3, s))
                                                       for s in range(game.num_players)]).dumps())
    del data["result"]  # a match in progress
    if spoil == "action":
        data["deals"][0]["actions"][1]["card"] = "not-a-card"
    else:
        data["deals"][0]["hands"][0][:1] = ["ZZ"]
    store = GameStore()
    save = store.saves_dir / f"{ruleset_id}.20260101-000000-00.json"
    save.write_text(json.dumps(data))
    window = open_window(qtbot)
    qtbot.mouseClick(window.resume_offer.buttons["Resume"], Qt.MouseButton.LeftButton)
    assert any("cannot be resumed" in p and "does not replay" in p for p in window.problems)
    assert (store.aside_dir / save.name).read_text() == json.dumps(data)  # kept, never lost
    assert window.controller.ruleset.id == ruleset_id and not window.controller.state.is_terminal()
