"""Nothing lost in ordinary use: a game in progress survives opening another
game (command line, chooser, Game menu), is resumed from each of them, and is
abandoned only on purpose; a save whose ruleset is gone is kept aside and
listed; statistics, history, File > Open record; a home that cannot be
written still plays; one window per home."""

import json
import time

from PySide6.QtCore import Qt

from cardtable.catalog import catalog
from cardtable.store.games import GameStore
from cardtable.store.settings import Settings
from cardtable.ui.main_window import MainWindow
from cardtable.ui.single_instance import SingleInstance
from tests.ui.conftest import wait_for_turn

PATIENCE = "rouge-et-noir-patience"


def play_a_move(qtbot, window):
    qtbot.waitUntil(window.game_view.isVisible)
    wait_for_turn(qtbot, window)
    assert window.controller.act(window.controller.legal_actions()[0])
    return window.controller.record()


def fresh_window(qtbot) -> MainWindow:
    settings = Settings()
    settings.values.update(animation="off", ai_pace_ms=0)
    window = MainWindow(catalog(), settings, GameStore())
    qtbot.addWidget(window)
    window.show()
    window.open_startup()
    return window


def test_opening_another_game_from_the_command_line_keeps_the_save(qtbot, window_for):
    window = window_for(PATIENCE, seed=1)
    kept = play_a_move(qtbot, window)
    window.close()
    window_for("tarot-4p")                      # cardtable play tarot-4p
    assert GameStore().saved(PATIENCE).record == kept
    again = window_for(PATIENCE, seed=99)       # a seed asked: the game in progress comes first
    assert again.controller.record() == kept and again.controller.state.seed == 1


def test_a_table_reopened_at_once_finds_the_save_still_on_its_way_to_a_slow_disk(
        qtbot, window_for, monkeypatch):
    """Saves are written off the GUI thread, each store by its own writer; a
    store that reads the saves waits for every writer of the process, so a
    table reopened at once (a new store) finds the last move's save, which
    the closed table's writer was still writing."""
    from cardtable.store import writer as writer_module

    real = writer_module.write_atomic
    monkeypatch.setattr(writer_module, "write_atomic",
                        lambda path, text: (time.sleep(0.3), real(path, text)))
    window = window_for(PATIENCE, seed=1)
    kept = play_a_move(qtbot, window)
    window.close()
    assert GameStore().saved(PATIENCE).record == kept


def test_a_chooser_click_beside_welcome_back_keeps_the_save(qtbot, window_for):
    window = window_for(PATIENCE, seed=1)
    kept = play_a_move(qtbot, window)
    window.close()
    again = fresh_window(qtbot)
    assert again.resume_offer.isVisible()
    assert again.chooser.buttons[PATIENCE].text().endswith("resume")
    qtbot.mouseClick(again.chooser.buttons["red-secret-3p"], Qt.MouseButton.LeftButton)
    assert again.controller.ruleset.id == "red-secret-3p"
    assert GameStore().saved(PATIENCE).record == kept
    again.ruleset_actions[PATIENCE].trigger()   # back from the Game menu: resumed
    assert again.controller.record() == kept


def test_switching_game_from_the_menu_keeps_an_unfinished_patience(qtbot, window_for):
    window = window_for(PATIENCE, seed=1)
    kept = play_a_move(qtbot, window)
    window.ruleset_actions["tarot-4p"].trigger()
    window.game_menu.aboutToShow.emit()
    assert window.ruleset_actions[PATIENCE].text().endswith("(in progress)")
    window.ruleset_actions[PATIENCE].trigger()
    assert window.controller.record() == kept
    assert window.store.figures() == {}         # nothing counted: it is still being played


def test_new_match_asks_before_abandoning_and_an_abandoned_game_counts_as_lost(qtbot, window_for):
    window = window_for(PATIENCE, seed=1)
    kept = play_a_move(qtbot, window)
    window.new_match()
    overlay = window.game_view.overlay
    assert overlay.isVisible() and "Abandon" in overlay.buttons
    qtbot.mouseClick(overlay.buttons["Keep playing"], Qt.MouseButton.LeftButton)
    assert window.controller.record() == kept and window.store.figures() == {}
    window.new_match()
    qtbot.mouseClick(window.game_view.overlay.buttons["Abandon"], Qt.MouseButton.LeftButton)
    f = window.store.figures()[PATIENCE]
    assert (f.played, f.won, f.abandoned) == (1, 0, 1)
    assert window.controller.record().deals[0]["actions"] == []   # a new deal
    assert [m.outcome for m in window.store.history()] == ["abandoned"]
    window.new_match()                          # nothing played in this one: no question, not counted
    assert window.game_view.overlay is None and window.store.figures()[PATIENCE].played == 1


def test_a_save_whose_ruleset_is_gone_is_kept_aside_and_listed(qtbot, home, window_for):
    folder = home / "config" / "rulesets"
    folder.mkdir(parents=True)
    mine = folder / "mine.yaml"
    mine.write_text("id: mine\nname: Mine\nengine: rouge_et_noir_patience\n")
    window = window_for("mine", seed=1)
    kept = play_a_move(qtbot, window)
    window.close()
    mine.unlink()
    again = fresh_window(qtbot)
    assert any("its ruleset 'mine' is not available" in p for p in again.problems)
    qtbot.mouseClick(again.chooser.buttons[PATIENCE], Qt.MouseButton.LeftButton)  # the first game chosen
    again.show_set_aside()
    listed = again.side_windows["aside"]
    assert listed.table.rowCount() == 1 and "not available" in listed.table.item(0, 1).text()
    assert json.loads(listed.kept[0].path.read_text())["deals"] == kept.deals


def finish_two(store):
    from tests.store.test_store import finished_record
    won, lost = finished_record(seed=6), finished_record(seed=4)  # seat 0 wins seed 6, not 4
    assert 0 in won.result["winners"] and 0 not in lost.result["winners"]
    store.finish("m1", won, seconds=30)
    store.finish("m2", lost, seconds=40)
    return won, lost


def test_statistics_window_shows_figures_and_draws_the_chart(qtbot, home):
    window = fresh_window(qtbot)
    finish_two(window.store)
    next(a for a in window.game_menu.actions() if a.text() == "&Statistics…").trigger()
    stats = window.side_windows["statistics"]
    row = [stats.table.item(0, c).text() for c in range(stats.table.columnCount())]
    assert row[:7] == ["Red Secret — 3 players", "2", "1", "0", "50%", "0", "1"]
    assert stats.chart.win_rates() == [1.0, 0.5]
    image = stats.chart.grab().toImage()
    assert image.width() > 100 and len({image.pixel(x, image.height() // 2 - 20)
                                        for x in range(image.width())}) > 2  # bars drawn


def test_history_opens_a_finished_match_as_a_replay(qtbot, home):
    window = fresh_window(qtbot)
    won, lost = finish_two(window.store)
    window.show_history()
    history = window.side_windows["history"]
    assert history.table.rowCount() == 2
    assert [history.table.item(r, 3).text() for r in range(2)] == ["Lost", "Won"]
    history.table.cellDoubleClicked.emit(1, 0)
    assert window.controller.replaying == won


def test_file_open_record_replays_a_good_file_and_refuses_a_bad_one(qtbot, home, tmp_path):
    from tests.store.test_store import finished_record
    window = fresh_window(qtbot)
    good = tmp_path / "good.json"
    good.write_text(finished_record().dumps())
    bad = tmp_path / "bad.json"
    spoiled = json.loads(good.read_text())
    spoiled["seed"] += 1
    bad.write_text(json.dumps(spoiled))
    assert not window.open_record_file(bad)
    assert window.controller is None and any("bad.json cannot be opened" in p for p in window.problems)
    assert window.open_record_file(good)
    assert window.controller.replaying is not None


def test_a_home_that_cannot_be_written_still_plays_and_says_so_once(qtbot, home, window_for):
    home.mkdir(parents=True)
    (home / "data").write_text("not a folder")
    window = window_for(PATIENCE, seed=1)
    play_a_move(qtbot, window)
    play_a_move(qtbot, window)
    said = [p for p in window.problems if "games cannot be saved" in p]
    assert len(said) == 1
    assert "games cannot be saved" in window.statusBar().currentMessage()


def test_a_second_start_on_one_home_brings_the_first_window_forward(qtbot, home):
    first = SingleInstance(home / "data")
    assert first.claim({})
    second = SingleInstance(home / "data")
    with qtbot.waitSignal(first.requested, timeout=5000) as caught:
        assert not second.claim({"ruleset": "tarot-4p", "seed": 4, "replay": None})
    assert caught.args == [{"ruleset": "tarot-4p", "seed": 4, "replay": None}]
    window = fresh_window(qtbot)
    window.bring_to_front(caught.args[0])
    assert window.controller.ruleset.id == "tarot-4p" and window.controller.state.seed == 4
    first.release()
    third = SingleInstance(home / "data")
    assert third.claim({})  # the first has gone: the next start owns the home
    third.release()

