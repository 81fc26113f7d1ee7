"""Wires the layers: the QApplication, the stores, the rulesets, the window
(one per home: ``ui/single_instance.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

from cardtable.engine.record import Record

ICON = Path(__file__).resolve().parents[1] / "assets" / "cardtable.svg"


def build_window(ruleset_id: str | None = None, seed: int | None = None,
                 replay_record: Record | None = None):
    """The main window with everything loaded (used by run_gui and the tests)."""
    from cardtable.catalog import catalog
    from cardtable.store.games import GameStore
    from cardtable.store.settings import Settings
    from cardtable.ui.main_window import MainWindow

    window = MainWindow(catalog(), Settings(), GameStore())
    window.open_startup(ruleset_id, seed, replay_record)
    return window


def install_error_handler(window) -> None:
    """A bug in a Qt slot must not print a traceback at the player nor stop the
    table: the details go to ``crash.log`` in the data folder and the player
    gets one sentence (the game in progress is already saved)."""
    import traceback

    from cardtable.store import paths

    def handle(kind, value, tb) -> None:
        log = paths.data_dir() / "crash.log"
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            with open(log, "a", encoding="utf-8") as handle_:
                handle_.write("".join(traceback.format_exception(kind, value, tb)) + "\n")
        except OSError:
            pass
        window.report([f"Something went wrong ({kind.__name__}: {value}). Your game is saved; "
                       f"the details are in {log}."])

    sys.excepthook = handle


def run_gui(ruleset_id: str | None = None, seed: int | None = None,
            replay_record: Record | None = None) -> int:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("cardtable")
    app.setDesktopFileName("cardtable")
    if ICON.exists():
        app.setWindowIcon(QIcon(str(ICON)))
    from cardtable.store import paths
    from cardtable.ui.single_instance import SingleInstance

    instance = SingleInstance(paths.data_dir())
    request = {"ruleset": ruleset_id, "seed": seed,
               "replay": replay_record.to_json() if replay_record else None}
    if not instance.claim(request):
        print("cardtable: the table is already open; it was brought to the front", file=sys.stderr)
        return 0
    window = build_window(ruleset_id, seed, replay_record)
    instance.requested.connect(window.bring_to_front)
    install_error_handler(window)
    window.show()
    try:
        return app.exec()
    finally:
        instance.release()
