"""Fast start: the window's frame shows before the rulesets are read or any
game is loaded, and they are loaded into it right after its first paint."""

import subprocess
import sys

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
    """Building and showing the frame (what `cardtable` does before its first
    paint) reads no ruleset and loads no game's rules, view, art or AI, nor
    the table's scene, nor the store (SQLite) or the one-window socket
    (QtNetwork, hashlib), which follow the first frame.
    (YAML itself is loaded by engine.safe_load, which the settings use.)"""
    code = ("import sys\n"
            "from PySide6.QtWidgets import QApplication\n"
            "from cardtable.cli import main\n"
            "from cardtable.app import build_window\n"
            "app = QApplication([])\n"
            "window = build_window()\n"
            "window.show()\n"
            "app.processEvents()\n"
            "print(sorted(m for m in sys.modules if m.startswith(('cardtable.ui.views', 'cardtable.ui.art',"
            " 'cardtable.ui.scene', 'cardtable.ui.controller', 'cardtable.ai.', 'PySide6.QtSvg', 'xml', 'urllib.request', 'http', 'cardtable.engine.rulesets', 'importlib.resources',"
            " 'PySide6.QtNetwork', 'hashlib', 'sqlite3', 'cardtable.store.games'))"
            " or m.endswith('.game')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


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
    schema (``<engine>/options.py``) without importing the engine's rules."""
    code = ("import sys\n"
            "from cardtable.catalog import catalog\n"
            "assert len(catalog().rulesets) == 15\n"
            "print(sorted(m for m in sys.modules if m.startswith('cardtable.engine.')"
            " and m.count('.') == 3 and not m.endswith('.options')))\n")
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
