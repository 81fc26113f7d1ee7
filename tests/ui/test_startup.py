"""Fast start: the window's frame shows before the rulesets are read or any
game is loaded, and they are loaded into it right after its first paint."""

import subprocess
import sys

import pytest

from cardtable.app import build_window
from cardtable.catalog import catalog
from cardtable.store.games import GameStore
from cardtable.ui.single_instance import SingleInstance


def loaded_window(qtbot):
    window = build_window()
    qtbot.addWidget(window)
    window.set_store(GameStore())
    window.set_catalog(catalog())
    return window


def test_the_frame_imports_no_game(home):
    """The frame (what `cardtable` shows first) reads no ruleset and loads no
    game's rules, view, art or AI, nor the table's scene, nor the store
    (SQLite) or the one-window socket (QtNetwork, hashlib), nor even the
    settings (json, the record format): they all follow its first paint."""
    code = ("import sys\n"
            "from PySide6.QtWidgets import QApplication\n"
            "from cardtable.cli import main\n"
            "import cardtable.app\n"
            "app = QApplication([])\n"
            "from cardtable.ui.main_window import MainWindow\n"
            "window = MainWindow()\n"
            "window.show()\n"
            "app.processEvents()\n"
            "print(sorted(m for m in sys.modules if m.startswith(('cardtable.ui.views', 'cardtable.ui.art',"
            " 'cardtable.ui.scene', 'cardtable.ui.controller', 'cardtable.ai.', 'PySide6.QtSvg', 'xml', 'urllib.request', 'http', 'cardtable.engine.rulesets', 'importlib.resources',"
            " 'PySide6.QtNetwork', 'hashlib', 'sqlite3', 'cardtable.store.games', 'cardtable.store.settings',"
            " 'cardtable.engine.record', 'json', 'dataclasses', 'yaml', 'platformdirs'))"
            " or m.endswith('.game')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_a_start_shows_the_bare_frame_and_furnishes_it_after_its_first_paint(qtbot, home, monkeypatch):
    """`run_gui` shows the frame (the felt at the size the window had, no
    menus, no settings read yet) and, once it is painted, puts the menus,
    the settings and the game into it."""
    from PySide6.QtCore import QRect, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

    from cardtable.app import run_gui
    from cardtable.ui.main_window import MainWindow

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)   # run_gui installs its own
    window = build_window()
    qtbot.addWidget(window)
    window.setGeometry(QRect(30, 40, 700, 520))
    window.close()                                           # keeps its size and place
    at_show = {}

    shown = []

    def show(self):
        at_show.update(size=(self.width(), self.height()), menus=len(self.findChildren(QMenu)),
                       settings=self.settings, catalog=self.catalog)
        shown.append(self)
        QMainWindow.show(self)

    monkeypatch.setattr(MainWindow, "show", show, raising=False)

    def when_loaded() -> None:
        if not shown or shown[0].game_view is None:
            QTimer.singleShot(20, when_loaded)
        else:
            QApplication.quit()

    QTimer.singleShot(0, when_loaded)
    app = QApplication.instance()
    app.setQuitOnLastWindowClosed(False)   # closing the window below must not post a quit for later tests
    try:
        assert run_gui(ruleset_id="red-secret-3p", seed=1) == 0
    finally:
        for started in shown:
            started.close()
        app.setQuitOnLastWindowClosed(True)
    assert at_show == {"size": (700, 520), "menus": 0, "settings": None, "catalog": None}
    (started,) = shown
    assert [a.text() for a in started.menuBar().actions()] == ["&File", "&Game", "&Edit", "&Options", "&Help"]
    assert started.settings is not None and started.controller.ruleset.id == "red-secret-3p"


def test_the_game_is_loaded_after_the_frame_is_painted(qtbot, home):
    window = build_window()
    qtbot.addWidget(window)
    assert window.ruleset_actions == {}  # the frame: no ruleset read yet
    seen = []
    window.centralWidget().painted.connect(lambda: seen.append(window.game_view))
    qtbot.wait(50)
    assert seen == []  # not shown, not painted: nothing yet
    window.show()
    qtbot.waitUntil(lambda: seen == [None])  # called once, on the bare felt
    window.set_store(GameStore())
    window.set_catalog(catalog())
    window.open_startup("red-secret-3p", 1)
    assert len(window.ruleset_actions) == 15 and window.ruleset_actions["red-secret-3p"].isChecked()
    assert window.game_view is not None and window.centralWidget() is window.game_view


def test_a_first_start_shows_the_chooser_only_once_loaded(qtbot, home):
    window = build_window()
    qtbot.addWidget(window)
    assert window.chooser is None and window.centralWidget() is not None  # the bare felt
    window.set_store(GameStore())
    window.set_catalog(catalog())
    window.open_startup()
    assert window.centralWidget() is window.chooser


def test_the_keys_work_once_the_game_is_loaded(qtbot, home):
    """Shortcuts are given after the first frame (PySide6's key enumerations
    are slow to build), and work once the game is on the table."""
    from PySide6.QtCore import Qt

    window = loaded_window(qtbot)
    window.show()
    window.open_startup("red-secret-3p", 1)
    assert window.restart_action.shortcut().toString() == "Ctrl+R"
    assert [k.toString() for k in window.redo_action.shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.game_view, Qt.Key.Key_F1)
    assert window.help_dialog is not None and window.help_dialog.isVisible()


def test_reading_the_rulesets_imports_no_game(home):
    """The catalog checks each ruleset's options against its engine's option
    schema (``<engine>/options.py``) without importing the engine's rules
    (Rouge et Noir's package first runs ``native``, its compiled solver's
    guard, which imports no rules either)."""
    code = ("import sys\n"
            "from cardtable.catalog import catalog\n"
            "assert len(catalog().rulesets) == 15\n"
            "print(sorted(m for m in sys.modules if m.startswith('cardtable.engine.')"
            " and m.count('.') == 3 and not m.endswith(('.options', '.native'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_second_start_while_the_first_is_still_starting_hands_over(qtbot, home):
    """The first start takes the lock before its window and listens only
    after its first frame: a second start in between waits for it and hands
    over, rather than opening a second window on the same games."""
    first = SingleInstance(home / "data")
    assert first.take_or_hand_over({})   # the lock, no socket yet
    code = ("import sys\n"
            "from pathlib import Path\n"
            "from PySide6.QtCore import QCoreApplication\n"
            "from cardtable.ui.single_instance import SingleInstance\n"
            "app = QCoreApplication([])\n"
            "first = SingleInstance(Path(sys.argv[1])).take_or_hand_over({'ruleset': 'tarot-4p', 'seed': 4})\n"
            "print('first' if first else 'handed over')\n")
    second = subprocess.Popen([sys.executable, "-c", code, str(home / "data")], stdout=subprocess.PIPE, text=True)
    qtbot.wait(600)                      # the second finds the lock taken and nobody listening
    assert second.poll() is None         # ... and waits
    with qtbot.waitSignal(first.requested, timeout=5000) as caught:
        first.serve()                    # the first frame is up
    assert caught.args == [{"ruleset": "tarot-4p", "seed": 4}]
    assert second.communicate(timeout=10)[0].strip() == "handed over"
    first.release()


def test_a_killed_start_leaves_no_lock_behind(home):
    """The home's lock is the system's, held with the open file: a first
    start that is killed frees it at once, with nothing to clear."""
    code = ("import sys, time\n"
            "from pathlib import Path\n"
            "from cardtable.ui.single_instance import SingleInstance\n"
            "assert SingleInstance(Path(sys.argv[1])).take_or_hand_over({})\n"
            "print('locked', flush=True)\n"
            "time.sleep(60)\n")
    first = subprocess.Popen([sys.executable, "-c", code, str(home / "data")], stdout=subprocess.PIPE, text=True)
    try:
        assert first.stdout.readline().strip() == "locked"
        second = SingleInstance(home / "data")
        assert not second._take_lock()          # held by the first
    finally:
        first.kill()
        first.wait()
    assert second._take_lock()                  # the system let it go with the process
    assert not SingleInstance(home / "data")._take_lock()
    second.release()
    assert (home / "data" / "window.lock").exists()   # the file stays: removing it could split the lock


@pytest.mark.skipif(sys.platform == "win32", reason="Qt names another folder on Windows (window_folder)")
def test_the_window_keeps_its_files_in_the_stores_data_folder(qapp, tmp_path, monkeypatch):
    """Qt's folder for the window's lock and size (known without platformdirs,
    before the first frame) is the store's data folder as platformdirs names it."""
    from cardtable.store import paths
    from cardtable.ui.main_window import window_folder

    monkeypatch.delenv("CARDTABLE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    name = qapp.applicationName()
    qapp.setApplicationName("cardtable")   # as run_gui names it
    try:
        assert window_folder() == paths.data_dir() == tmp_path / "share" / "cardtable"
    finally:
        qapp.setApplicationName(name)
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    assert window_folder() == paths.data_dir() == tmp_path / "home" / "data"
