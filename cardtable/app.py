"""Wires the layers: the QApplication, the stores, the rulesets, the window.

**[decision]** Start-up order, for a window that appears at once, about as
soon as a bare Qt window would: the frame is shown first — the bare felt
under the window's title, at the size and place it had (``store.geometry``)
— and everything else is put into it right after its first paint: the
settings, the language, menus and actions (``MainWindow.furnish``), the
one-window socket, the store (SQLite, the saves), the icon, the rulesets and
the game. So the player sees the table before the menus and the deal rather
than nothing while they load. (``cardtable play RULESET`` does the same for a
name that is a ruleset file's; another name is looked up in the rulesets
first, so that an unknown one is an error on the command line, before any
window: ``cli.cmd_play``.)
One window per home: ``ui/single_instance.py``; its lock is taken before the
frame, so that a second start hands over without showing a window.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

# The frame's pure-Python modules come in here, before ``run_gui`` imports
# PySide6: PySide6 reads the source of every module that an import names for
# the first time after it (its ``__feature__`` check), up to a millisecond
# for a large one (``pathlib``, ``typing``).
from cardtable.store import geometry, paths  # noqa: F401 - geometry: read by the frame (MainWindow)

if TYPE_CHECKING:
    from cardtable.engine.record import Record

APP_ID = "io.github.cardtable.CardTable"  # the desktop entry, AppStream and Flatpak id


def build_window(catalog=None):
    """The main window on the player's settings, with its menus but no game
    yet (``open_startup`` loads it), no store (``set_store``) and no rulesets
    either unless ``catalog`` is given (``set_catalog``). (``run_gui`` shows
    the frame first and furnishes it after.)"""
    from cardtable.store.settings import Settings
    from cardtable.ui.main_window import MainWindow

    return MainWindow(catalog, Settings())


def install_error_handler(window) -> None:
    """A bug in a Qt slot must not print a traceback at the player nor stop the
    table: the details go to ``crash.log`` in the data folder and the player
    gets one sentence (the game in progress is already saved)."""
    def handle(kind, value, tb) -> None:
        import traceback

        log = paths.append_crash_log("".join(traceback.format_exception(kind, value, tb)) + "\n")
        log = log or paths.data_dir() / "crash.log"
        from PySide6.QtCore import QCoreApplication

        window.report([QCoreApplication.translate(
            "app", "Something went wrong ({error}). Your game is saved; the details are in {log}.").format(
            error=f"{kind.__name__}: {value}", log=log)])

    sys.excepthook = handle


def run_gui(ruleset_id: str | None = None, seed: int | None = None,
            replay_record: Record | None = None, catalog=None) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("cardtable")
    app.setDesktopFileName(APP_ID)
    from cardtable.ui.main_window import MainWindow, window_folder
    from cardtable.ui.single_instance import SingleInstance

    instance = SingleInstance(window_folder())
    request = {"ruleset": ruleset_id, "seed": seed,
               "replay": replay_record.to_json() if replay_record else None}
    if not instance.take_or_hand_over(request):
        from cardtable.cli_text import translated
        from cardtable.engine.text import QT_TRANSLATE_NOOP

        print(translated(QT_TRANSLATE_NOOP("cli", "cardtable: the table is already open; it was brought to "
                                                  "the front")), file=sys.stderr)
        return 0
    window = MainWindow()   # the frame
    install_error_handler(window)

    def load() -> None:
        from PySide6.QtGui import QIcon  # the SVG icon engine loads QtSvg: not before the frame

        from cardtable import shipped
        from cardtable.engine.errors import CardtableError
        from cardtable.store.games import GameStore
        from cardtable.store.settings import Settings

        window.furnish(Settings())
        instance.serve()   # later starts hand over to this window from now on
        instance.requested.connect(window.bring_to_front)
        window.set_store(GameStore())
        icon = shipped.folder("assets") / "cardtable.svg"
        if icon.exists():
            app.setWindowIcon(QIcon(str(icon)))
        if catalog is None:
            from cardtable.catalog import catalog as read_catalog

            window.set_catalog(read_catalog())
        else:
            window.set_catalog(catalog)
        try:
            window.open_startup(ruleset_id, seed, replay_record)
        except CardtableError as exc:   # ``play`` of a file that does not hold that ruleset
            window.open_startup()
            window.report([str(exc)])

    window.centralWidget().painted.connect(load)   # the felt
    window.show()
    try:
        return app.exec()
    finally:
        instance.release()
