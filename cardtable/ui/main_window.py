"""The main window: the table of the current game, and the menus.

It opens as a frame (the bare felt, at the size and place the window had,
under its title) that shows at once; its language, menus and actions
(``furnish``), the rulesets, the chooser, the game, its view and everything
they import are put into it right after (``furnish``, ``set_catalog`` and
``open_startup``, called by ``app.run_gui`` once the frame is painted). That
is why this module imports at its top only what the frame needs: the
controller, the views, the chooser, the deck menu, the record format and
the Qt classes of the menus and dialogs are imported where they are first
used (PySide6 makes each Qt class the first time its name is looked up).

The Game menu is built from the rulesets found (shipped and the player's own),
grouped by game. Problems found at start (a broken ruleset file, a corrupt
save or settings file) are shown in a message the player can dismiss; none of
them stops the app.

Games in progress are never overwritten: opening a game that has one resumes
it (from the Game menu, the chooser or the command line); switching game keeps
it; starting afresh while one is under way is an explicit "Abandon", which
counts the match as played and lost.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QMainWindow, QWidget

from cardtable import __version__
from cardtable.languages import ENGLISH
from cardtable.engine.errors import CardtableError
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.store import geometry, paths
from cardtable.ui import language, palette
from cardtable.ui.language import translated

# typing.TYPE_CHECKING, without importing typing before the first frame:
# PySide6 reads the source of each module first imported after it (app.py).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QDialog, QMessageBox, QToolBar

    from cardtable.engine.record import Record
    from cardtable.engine.rulesets import Ruleset, RulesetCatalog
    from cardtable.store.games import GameStore, Saved
    from cardtable.store.settings import Settings
    from cardtable.ui.controller import GameController
    from cardtable.ui.deck_menu import DeckMenu
    from cardtable.ui.game_chooser import GameChooser
    from cardtable.ui.game_view import GameView

# Options → Computer pace: the words (translated where shown) and the pause.
PACES = {QT_TRANSLATE_NOOP("MainWindow", "Quick"): 250, QT_TRANSLATE_NOOP("MainWindow", "Normal"): 600,
         QT_TRANSLATE_NOOP("MainWindow", "Leisurely"): 1200}
SPEED_NAMES = {"off": QT_TRANSLATE_NOOP("MainWindow", "Off"), "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
               "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"), "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow")}


def window_folder() -> Path:
    """The folder of the window's own files: its lock (``single_instance``)
    and its size and place (``store.geometry``).

    **[decision]** The folder Qt names for the application's data
    (``QStandardPaths``), or ``<CARDTABLE_HOME>/data`` like every other file.
    On Linux and macOS it is the store's data folder as platformdirs names it
    (``~/.local/share/cardtable``; tests/ui/test_startup.py compares them),
    and Qt knows it without loading anything, where importing platformdirs
    takes some 2 ms that the first frame would wait for (a sixth of what it
    may cost beyond a bare window). On Windows Qt's folder is one level
    above platformdirs' (``%LOCALAPPDATA%\\cardtable``): it is still the
    player's own, so one window per home holds there too."""
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    return paths.under_home("data") or Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppLocalDataLocation))


def view_class(engine_id: str) -> type[GameView]:
    import importlib

    return importlib.import_module(f"cardtable.ui.views.{engine_id}").View


class Felt(QWidget):
    """The empty table the frame shows until the chooser or a game is put
    on it. ``painted`` comes once, right after its first paint has reached
    the screen: ``app.run_gui`` furnishes the window then. (Told by its own
    ``paintEvent``: an event filter would have PySide6 build ``QEvent``'s
    enumerations before the frame.)"""

    painted = Signal()

    def __init__(self):
        super().__init__()
        colours = self.palette()
        colours.setColor(QPalette.ColorRole.Window, QColor(palette.FELT))
        self.setPalette(colours)
        self.setAutoFillBackground(True)
        self._shown = False

    def paintEvent(self, event) -> None:
        if not self._shown:
            from PySide6.QtCore import QTimer

            self._shown = True
            QTimer.singleShot(0, self.painted.emit)   # after this paint reaches the screen


FIRST_SIZE = QSize(1200, 800)   # the window at a first start, on a screen with room for it
HELP_SIZE = QSize(640, 720)     # the rules' window
SCREEN_SHARE = 0.92             # of the screen's free area at most, leaving room for the frame


def fitted(wanted: QSize, available: QSize) -> QSize:
    """``wanted``, or less on a screen whose free area (``available``) is
    smaller: the window at a first start (later starts restore the last
    one) and the rules' window, so that on a 1366×768 laptop the whole
    table shows, the hand at its bottom included, title bar and panel
    counted."""
    return wanted.boundedTo(QSize(int(available.width() * SCREEN_SHARE),
                                  int(available.height() * SCREEN_SHARE)))


class MainWindow(QMainWindow):
    def __init__(self, catalog: RulesetCatalog | None = None, settings: Settings | None = None,
                 store: GameStore | None = None, problems: list[str] | None = None):
        """The window on the player's ``settings``, with its menus. Without
        them, its frame alone: the title, the felt and the size and place
        the window had (``store.geometry``), what a start shows first;
        ``furnish`` gives it the settings and the rest. ``catalog`` None: no
        rulesets read yet (``set_catalog`` gives them); ``store`` None: no
        games opened yet (SQLite and the files of the store are not needed
        for the first frame; ``set_store`` gives it, before
        ``open_startup``). A frame takes neither: they come after ``furnish``."""
        super().__init__()
        self.catalog: RulesetCatalog | None = None
        self.chooser: GameChooser | None = None
        self.settings: Settings | None = None   # given by ``furnish``
        self.store: GameStore | None = None
        self.controller: GameController | None = None
        self.game_view: GameView | None = None
        self.problems = list(problems or [])
        self.problem_box: QMessageBox | None = None
        self._problems_shown = 0
        self.help_dialog: QDialog | None = None
        self.resume_offer: QWidget | None = None   # "Welcome back", over the chooser
        self._offered: Saved | None = None          # the game it offers
        self.language: str | None = None            # set by ``furnish``
        self.setWindowTitle("cardtable")
        self.resize(fitted(FIRST_SIZE, self.screen().availableGeometry().size()))
        saved = geometry.read(window_folder())
        if saved is not None:
            self.restoreGeometry(saved)
        self.setCentralWidget(Felt())
        self.side_windows: dict[str, QDialog] = {}
        self._status_widgets: list = []
        self._toolbar: QToolBar | None = None   # made with the first game (``toolbar``)
        if settings is not None:
            self.furnish(settings)
        if store is not None:
            self.set_store(store)
        if catalog is not None:
            self.set_catalog(catalog)

    def furnish(self, settings: Settings) -> None:
        """The frame's settings, language, menus and actions."""
        from PySide6.QtGui import QAction

        self.settings = settings
        self.problems += settings.problems
        # the language of the menus, the help pages and the words on card faces
        # (ui.language; Options → Language)
        self.problems += self._install_language(settings["language"])
        self._build_menus()
        self.hint_action = QAction(self.tr("Hint"), self)
        self.hint_action.triggered.connect(lambda: self.game_view and self.game_view.hint())
        self.demo_action = QAction(self.tr("Demo"), self)
        self.demo_action.triggered.connect(lambda: self.game_view and self.game_view.demo())
        self._update_actions()

    def set_store(self, store: GameStore) -> None:
        self.store = store
        self.problems += store.take_problems()

    def set_catalog(self, catalog: RulesetCatalog) -> None:
        """The rulesets found: every variant in the Game menu, grouped by game,
        the chooser on the table, and the files that could not be read among
        the problems to show."""
        from cardtable.ui.game_chooser import GameChooser

        self.catalog = catalog
        self.problems[:0] = [str(e) for e in catalog.errors]
        self._fill_game_menu()
        self.chooser = GameChooser(catalog, self.start)
        if self.game_view is None:
            self.setCentralWidget(self.chooser)

    def _fill_game_menu(self) -> None:
        """Every variant in the Game menu, grouped by game."""
        from PySide6.QtGui import QActionGroup
        from PySide6.QtWidgets import QMenu

        group = QActionGroup(self)
        for rulesets in self.catalog.by_engine().values():
            sub = QMenu(translated(rulesets[0].info.title), self.game_menu)
            self.game_menu.insertMenu(self.rulesets_anchor, sub)
            for ruleset in rulesets:
                action = sub.addAction(language.ruleset_name(ruleset), lambda r=ruleset: self.start(r))
                action.setCheckable(True)
                action.setToolTip(language.ruleset_description(ruleset))
                group.addAction(action)
                self.ruleset_actions[ruleset.id] = action
        if self.controller is not None:
            self.ruleset_actions[self.controller.ruleset.id].setChecked(True)

    # --- menus --------------------------------------------------------------------

    def _shortcut(self, action: QAction, *keys) -> None:
        """Give ``action`` its keys once the game loads (``open_startup``), not
        in the frame: PySide6 builds its key enumerations on the first shortcut
        set, the frame's biggest cost."""
        self._shortcuts.append((action, keys))

    def _set_shortcuts(self) -> None:
        from PySide6.QtGui import QKeySequence

        for action, keys in self._shortcuts:
            action.setShortcuts([QKeySequence(key) for key in keys])
        self._shortcuts.clear()

    def _build_menus(self) -> None:
        from PySide6.QtGui import QActionGroup, QKeySequence

        from cardtable.ui.animation import SPEEDS

        self._shortcuts: list[tuple[QAction, tuple]] = []
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        open_action = file_menu.addAction(self.tr("&Open record…"), self.choose_record)
        self._shortcut(open_action, QKeySequence.StandardKey.Open)
        file_menu.addAction(self.tr("&History…"), self.show_history)
        file_menu.addAction(self.tr("Saved games &kept aside…"), self.show_set_aside)
        game = bar.addMenu(self.tr("&Game"))
        game.aboutToShow.connect(self._mark_in_progress)
        self.new_action = game.addAction(self.tr("&New match…"), self.ask_new_match)
        self._shortcut(self.new_action, QKeySequence.StandardKey.New)
        self.restart_action = game.addAction(self.tr("&Restart"), self.restart)
        self._shortcut(self.restart_action, "Ctrl+R")
        self.game_menu = game
        self.view_actions_anchor = game.addSeparator()
        self.ruleset_actions: dict[str, QAction] = {}
        self.rulesets_anchor = game.addSeparator()  # set_catalog puts every game above it
        self.review_action = game.addAction(self.tr("Re&view this deal"), lambda: self.review_deal(None))
        self.review_action.setToolTip(self.tr("Step through the last deal with the hard player's "
                                              "judgement of each of your decisions"))
        self._shortcut(self.review_action, "Ctrl+E")
        self.abandon_action = game.addAction(self.tr("&Abandon this game…"), self.confirm_abandon)
        game.addAction(self.tr("&Statistics…"), self.show_statistics)
        quit_action = game.addAction(self.tr("&Quit"), self.close)
        self._shortcut(quit_action, QKeySequence.StandardKey.Quit)

        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = edit.addAction(self.tr("&Undo"), lambda: self.controller and self.controller.undo())
        self._shortcut(self.undo_action, "Ctrl+Z")
        self.redo_action = edit.addAction(self.tr("&Redo"), lambda: self.controller and self.controller.redo())
        self._shortcut(self.redo_action, "Ctrl+Shift+Z", "Ctrl+Y")
        edit.aboutToShow.connect(self._update_edit)
        self._update_edit()

        options = bar.addMenu(self.tr("&Options"))
        speed = options.addMenu(self.tr("&Animation"))
        group = QActionGroup(self)
        for name in SPEEDS:
            action = speed.addAction(translated(SPEED_NAMES[name]), lambda n=name: self._set_speed(n))
            action.setCheckable(True)
            action.setChecked(name == self.settings["animation"])
            group.addAction(action)
        pace = options.addMenu(self.tr("Computer &pace"))
        group = QActionGroup(self)
        for name, ms in PACES.items():
            action = pace.addAction(translated(name), lambda m=ms: self._set_pace(m))
            action.setCheckable(True)
            action.setChecked(ms == self.settings["ai_pace_ms"])
            group.addAction(action)
        self.hold_action = options.addAction(self.tr("&Keep each trick until a click or a key"))
        self.hold_action.setCheckable(True)
        self.hold_action.setChecked(bool(self.settings["hold_tricks"]))
        self.hold_action.toggled.connect(self._set_hold)
        self.level_menu = options.addMenu(self.tr("Computer &opponents"))
        self.level_menu.aboutToShow.connect(self._fill_levels)
        self.options_menu = options
        self._deck_menu: DeckMenu | None = None
        options.aboutToShow.connect(lambda: self.deck_menu)
        self.four_colour_action = options.addAction(self.tr("&Four-colour suits"), self._set_four_colour)
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setChecked(self.settings["four_colour"])

        self.panel_action = options.addAction(self.tr("Side &panel"), self._toggle_panel)
        self.panel_action.setCheckable(True)
        self.panel_action.setChecked(True)
        self._shortcut(self.panel_action, "F9")
        self.toolbar_action = options.addAction(self.tr("&Toolbar"))
        self.toolbar_action.setCheckable(True)
        self.toolbar_action.setChecked(True)
        self.language_menu = options.addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        choices = {"system": self.tr("System ({language})").format(
            language=language.LANGUAGES[language.system_language()]), **language.LANGUAGES}
        for code, name in choices.items():
            action = self.language_menu.addAction(name, lambda c=code: self.set_language(c))
            action.setCheckable(True)
            action.setChecked(code == self.settings["language"])
            group.addAction(action)

        help_menu = bar.addMenu(self.tr("&Help"))
        self.rules_action = help_menu.addAction(self.tr("&Rules of this game"), lambda: self.show_rules())
        self._shortcut(self.rules_action, QKeySequence.StandardKey.HelpContents)
        help_menu.addAction(self.tr("&What the computer players see"), lambda: self.show_fair_play())
        help_menu.addAction(self.tr("&About cardtable"), self.show_about)

    @property
    def toolbar(self) -> QToolBar:
        """The common actions, as in the card programs people know: new, restart,
        undo, redo, hint, demo (the last two where the game has them). Made
        when first shown, with a game: the start page has none, and the frame
        does not wait for it (its ``Qt`` enumerations alone take PySide6
        tens of milliseconds to build)."""
        if self._toolbar is None:
            self._build_toolbar()
        return self._toolbar

    def _build_toolbar(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QStyle, QToolBar, QToolButton   # QStyle's enumerations take PySide6 ~20 ms

        style = self.style()
        icon = QStyle.StandardPixmap
        bar = QToolBar(self.tr("Toolbar"), self)
        bar.setObjectName("toolbar")
        bar.setMovable(False)
        bar.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.new_action.setIcon(style.standardIcon(icon.SP_FileIcon))
        self.new_action.setIconText(self.tr("New"))
        self.restart_action.setIcon(style.standardIcon(icon.SP_BrowserReload))
        self.undo_action.setIcon(style.standardIcon(icon.SP_ArrowBack))
        self.redo_action.setIcon(style.standardIcon(icon.SP_ArrowForward))
        self.hint_action.setIcon(style.standardIcon(icon.SP_MessageBoxQuestion))
        self.demo_action.setIcon(style.standardIcon(icon.SP_MediaPlay))
        self.hint_action.setText(self.tr("Hint"))
        self.demo_action.setText(self.tr("Demo"))
        for action in (self.new_action, self.restart_action, self.undo_action, self.redo_action,
                       self.hint_action, self.demo_action):
            bar.addAction(action)
        for button in bar.findChildren(QToolButton):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # the table keeps the keys
        self.addToolBar(bar)
        self._toolbar = bar
        self.toolbar_action.toggled.connect(lambda _on: self._update_actions())

    def _update_actions(self) -> None:
        """Enable what applies to the table shown (nothing on the start page)."""
        view, c = self.game_view, self.controller
        live = c is not None and c.replaying is None
        self.new_action.setEnabled(live)
        self.restart_action.setEnabled(live)
        self.hint_action.setEnabled(bool(live and view.has_hint and c.is_human_turn()))
        self.demo_action.setEnabled(bool(live and view.has_demo and c.is_human_turn()))
        self.panel_action.setEnabled(view is not None)
        self.review_action.setEnabled(view is not None and view.reviewable())
        if view is not None or self._toolbar is not None:
            self.toolbar.setVisible(view is not None and self.toolbar_action.isChecked())   # none on the start page
        self._update_edit()

    def set_language(self, choice: str) -> None:
        """Options → Language: kept, and the window speaks it at once; the
        match goes on where it was."""
        self.settings.set("language", choice)
        problems = self._install_language(choice)
        self.retranslate()
        self.report(problems)

    def _install_language(self, choice: str) -> list[str]:
        """Install the language of ``choice``, or English where the system
        has no font for its script (``language.can_write``); the choice is
        kept, so the language comes once a font is installed. Returns the
        problem to show, if any."""
        code = language.resolve(choice)
        self.language = language.install(code if language.can_write(code) else ENGLISH)
        if self.language == code:
            return []
        return [self.tr("The system has no font for {language}, so the table stays in English. "
                        "Install one (on Debian or Ubuntu: sudo apt install fonts-ipafont-gothic) "
                        "and it will be used.").format(language=language.LANGUAGES[code])]

    def retranslate(self) -> None:
        """Make every word of the window again in the language now installed:
        the menus and toolbar are rebuilt (their checks kept), the table's
        view redoes its panel and labels (``GameView.retranslate``) and the
        side windows close (they are rebuilt in the new language when next
        opened). The controller, and so the match, is not touched."""
        panel_on, toolbar_on = self.panel_action.isChecked(), self.toolbar_action.isChecked()
        self.menuBar().clear()
        if self._toolbar is not None:
            self.removeToolBar(self._toolbar)
            self._toolbar.deleteLater()
        self._deck_menu = None
        self._build_menus()
        self.panel_action.setChecked(panel_on)
        self.toolbar_action.setChecked(toolbar_on)
        self._build_toolbar()
        if self.catalog is not None:
            self._set_shortcuts()
            self._fill_game_menu()
            if self.chooser is not None and self.centralWidget() is self.chooser:
                from cardtable.ui.game_chooser import GameChooser

                offered = self.resume_offer is not None and self.resume_offer.isVisible()   # goes with the old chooser
                self.chooser = GameChooser(self.catalog, self.start)
                self.setCentralWidget(self.chooser)
                self.chooser.show()
                if self.store is not None:
                    self.resumable_saves()   # the games waiting marked again
                if offered:
                    self.offer_resume(self._offered)

        for window in self.side_windows.values():
            window.close()
        self.side_windows.clear()
        if self.game_view is not None:
            self.game_view.renderer.set_art(self.deck_menu.art(self.controller.game.engine_id, self.language))
            self.game_view.retranslate()
            for action in getattr(self.game_view, "menu_actions", lambda: [])():
                self.game_menu.insertAction(self.view_actions_anchor, action)
            self.setWindowTitle(self.tr("{game} — cardtable").format(
                game=language.ruleset_name(self.controller.ruleset)))
            self.deck_menu   # noqa: B018 - made again, under Options
        else:
            self.setWindowTitle("cardtable")
        self._update_actions()

    def _toggle_panel(self) -> None:

        if self.game_view is not None:
            self.game_view.panel.setVisible(self.panel_action.isChecked())

    @property
    def deck_menu(self) -> DeckMenu:
        """Options → Card deck, made when first needed (the first game, or the
        Options menu opened): it looks for the decks installed on the system
        and loads QtSvg, which the frame does not wait for."""
        if self._deck_menu is None:
            from cardtable.ui.deck_menu import DeckMenu

            self._deck_menu = DeckMenu(self.settings, self)
            self._deck_menu.changed.connect(self._redraw_cards)
            self._deck_menu.refused.connect(lambda why: self.statusBar().showMessage(why, 10000))
            self.options_menu.addMenu(self._deck_menu)
        return self._deck_menu

    def _fill_levels(self) -> None:
        from PySide6.QtGui import QActionGroup

        from cardtable.ai.registry import available_levels

        self.level_menu.clear()
        engine_id = self.controller.game.engine_id if self.controller else None
        levels = available_levels(engine_id) if engine_id else ["random", "easy"]
        group = QActionGroup(self.level_menu)
        for level in levels:
            action = self.level_menu.addAction(language.level_name(level), lambda l=level: self._set_level(l))
            action.setCheckable(True)
            action.setChecked(level == self.settings["ai_level"])
            group.addAction(action)

    def _set_four_colour(self) -> None:
        """Options → Four-colour suits: French suits in four inks (spades
        black, hearts red, diamonds blue, clubs green), kept and applied at once."""
        four = self.four_colour_action.isChecked()
        self.settings.set("four_colour", four)
        self._redraw_cards(self.tr("Four-colour suits.") if four else self.tr("Two-colour suits."))

    def _redraw_cards(self, message: str) -> None:
        """Another card deck was chosen: the table's cards are drawn with it."""
        if self.game_view is not None:
            art = self.deck_menu.art(self.controller.game.engine_id, self.language)
            if not getattr(art, "french_suited", False):
                message = self.tr("{message} It is used in the games played with a standard deck "
                                  "(Rouge et Noir).").format(message=message)
            self.game_view.renderer.set_art(art)
            self.game_view.scene.update()
        self.statusBar().showMessage(message, 8000)

    def _update_edit(self) -> None:
        c = self.controller
        self.undo_action.setEnabled(bool(c and c.can_undo()))
        self.redo_action.setEnabled(bool(c and c.can_redo()))

    def _set_speed(self, name: str) -> None:
        self.settings.set("animation", name)
        if self.game_view is not None:
            self.game_view.set_animation_speed(name)

    def _set_pace(self, ms: int) -> None:
        self.settings.set("ai_pace_ms", ms)
        if self.controller is not None:
            self.controller.pace_ms = ms

    def _set_hold(self, on: bool) -> None:
        self.settings.set("hold_tricks", on)
        if self.game_view is not None:
            self.game_view.hold_tricks = on

    def _set_level(self, level: str) -> None:
        self.settings.set("ai_level", level)
        if self.controller is not None:   # the next match's levels; the match under way
            # keeps those it was dealt with (``GameController.seats``)
            self.controller.ai_level = self._level_for(self.controller.ruleset)
        self.statusBar().showMessage(self.tr("Computer opponents: {level}, from the next match.").format(
            level=language.level_name(level)), 5000)

    # --- games ------------------------------------------------------------------------

    def start(self, ruleset: Ruleset, seed: int | None = None, resume: Saved | None = None,
              replay: Record | None = None) -> bool:
        """Open ``ruleset`` on the table: its game in progress when it has one
        (never overwritten: ``seed`` then waits), else a new match; or a replay."""
        if replay is None and resume is None:
            resume = self.store.saved(ruleset.id)
            if resume is not None and seed is not None:
                self.statusBar().showMessage(self.tr("Your game of {game} in progress is resumed; "
                                                     "abandon it to play seed {seed}.").format(
                    game=language.ruleset_name(ruleset), seed=seed), 10000)
        from cardtable.ui.controller import GameController

        try:
            cls = view_class(ruleset.engine)
            controller = GameController(ruleset, self.store, self._level_for(ruleset),
                                        self.settings["ai_pace_ms"], self)
            view = cls(controller)
            view.renderer.set_art(self.deck_menu.art(ruleset.engine, self.language))
        except (ImportError, AttributeError, CardtableError) as exc:
            self.report([self.tr("{game} cannot be opened: {reason}").format(
                game=language.ruleset_name(ruleset), reason=language.error_text(exc))])
            return False
        old_view, old_controller = self.game_view, self.controller
        self.controller, self.game_view = controller, view
        view.set_animation_speed(self.settings["animation"])
        view.hold_tricks = bool(self.settings["hold_tricks"])
        view.newMatchRequested.connect(self.new_match)
        view.dealAgainRequested.connect(self.play_deal_again)
        view.reviewRequested.connect(self.review_deal)
        controller.changed.connect(lambda _events: self._update_actions())
        self.setCentralWidget(view)
        view.panel.setVisible(self.panel_action.isChecked())
        for widget in self._status_widgets:
            self.statusBar().removeWidget(widget)
        self._status_widgets = view.status_widgets()
        for widget in self._status_widgets:
            self.statusBar().addPermanentWidget(widget)
            widget.show()
        for action in getattr(view, "menu_actions", lambda: [])():
            self.game_menu.insertAction(self.view_actions_anchor, action)
        if old_view is not None:
            for action in getattr(old_view, "menu_actions", lambda: [])():
                self.game_menu.removeAction(action)
            old_view.end_review()
            old_controller.shutdown()
            old_controller.deleteLater()
        view.relayout()
        controller.storeProblem.connect(lambda: self.report(self.store.take_problems()))
        if replay is not None:
            controller.open_replay(replay)
        elif resume is not None:
            try:
                controller.resume(resume)
            except CardtableError as exc:
                self.store.set_aside(resume, self.tr("it does not replay: {reason}").format(
                    reason=language.error_text(exc)))
                controller.new_match(seed)
        else:
            controller.new_match(seed)
        self._update_actions()
        self.report(self.store.take_problems())
        self.ruleset_actions[ruleset.id].setChecked(True)
        self.setWindowTitle(self.tr("{game} — cardtable").format(game=language.ruleset_name(ruleset)))
        if replay is None:
            self.settings.set("last_ruleset", ruleset.id)
        view.setFocus()
        return True

    def open_startup(self, ruleset_id: str | None = None, seed: int | None = None,
                     replay: Record | None = None) -> None:
        """What the table shows first: a replay, a chosen ruleset, the saved game
        (offered to resume), or the last game played."""
        self._set_shortcuts()
        saves = self.resumable_saves()
        if replay is not None:
            self.open_replay(replay)
        elif ruleset_id is not None:
            self.start(self.catalog.get(ruleset_id), seed)
        elif saves:
            self.offer_resume(saves[0])
        elif self.settings["last_ruleset"] and self._known(self.settings["last_ruleset"]):
            self.start(self.catalog.get(self.settings["last_ruleset"]))
        self.report(self.store.take_problems())

    def resumable_saves(self) -> list[Saved]:
        """The games in progress whose ruleset is here; the others are kept aside."""
        out = []
        for saved in self.store.saved_games():
            if self._known(saved.ruleset):
                out.append(saved)
            else:
                self.store.set_aside(saved, self.tr("its ruleset {name} is not available").format(
                    name=repr(saved.ruleset)))
        self.chooser.mark_in_progress({s.ruleset for s in out})
        return out

    def _mark_in_progress(self) -> None:
        """The Game menu says which games are waiting to be resumed."""
        if self.catalog is None:  # the frame, before the rulesets are read
            return
        waiting = {s.ruleset for s in self.store.saved_games()}
        for ruleset in self.catalog.rulesets:
            action = self.ruleset_actions[ruleset.id]
            name = language.ruleset_name(ruleset)
            action.setText(self.tr("{game}  (in progress)").format(game=name) if ruleset.id in waiting else name)
        self.abandon_action.setEnabled(bool(self.controller and self.controller.in_progress()))

    def open_replay(self, record: Record) -> bool:
        """Show ``record`` on the table (checked beforehand with ``replay``)."""
        ruleset = (self.catalog.get(record.ruleset) if self._known(record.ruleset)
                   else self._ruleset_for_record(record))
        return self.start(ruleset, replay=record)

    def choose_record(self) -> None:
        from pathlib import Path

        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game record"), "",
                                              self.tr("Game records (*.json *.jsonl);;All files (*)"))
        if path:
            self.open_record_file(Path(path))

    def open_record_file(self, path: Path, index: int = 0) -> bool:
        """File → Open record (and the desktop's "open with"): the record is
        checked first; a bad file is one sentence and changes nothing."""
        record = self._checked_record(path, index)
        return record is not None and self.open_replay(record)

    def _checked_record(self, path: Path, index: int = 0) -> Record | None:
        """Record ``index`` of ``path``, checked by replaying it; None (and one
        sentence) when it cannot be read or does not replay."""
        from cardtable.engine.record import read_records

        try:
            for i, record in enumerate(read_records(path)):
                if i == index:
                    break
            else:
                raise CardtableError(self.tr("{path}: there is no record {index}").format(path=path, index=index))
            from cardtable.engine.match import replay as check_replay

            check_replay(record)
            return record
        except CardtableError as exc:
            self.report([self.tr("{file} cannot be opened: {reason}").format(
                file=path.name, reason=language.error_text(exc))])
            return None

    def review_record_file(self, path: Path) -> bool:
        """History → Review: the whole match on the table with the review."""
        from cardtable.ai.review import human_seat

        record = self._checked_record(path)
        return record is not None and self.review(record, human_seat(record), None)

    def review_deal(self, index: int | None) -> None:
        """Review deal ``index`` (None: the deal a replay shows, else the last
        deal scored) of the match on the table, from the person's seat."""
        c = self.controller
        if c is None or not self.game_view.reviewable():
            return
        if c.replaying is not None:
            from cardtable.ai.review import human_seat

            record, seat = c.replaying, human_seat(c.replaying)
            index = c.replay_deal() if index is None else index
        else:
            record, seat = c.record(), c.human_seat
            index = c.last_scored_deal() if index is None else index
        if index is None:
            self.game_view.show_message(self.tr("No deal has been played to the end yet: "
                                                "there is nothing to review."))
            return
        self.review(record, seat, {index})

    def review(self, record: Record, seat: int, deals: set[int] | None) -> bool:
        """Open ``record`` as a replay with the review of ``deals`` (None: all)
        at its first decision. A match under way stays saved: the Game menu
        resumes it."""
        from cardtable.ai.review import judge_class

        if judge_class(record.engine) is None:   # patience has its own ("Review my moves")
            self.statusBar().showMessage(self.tr("No review of this game's decisions here."), 10000)
            return False
        live = self.controller is not None and self.controller.in_progress()
        if not self.open_replay(record):
            return False
        self.game_view.start_review(record, seat, deals)
        box = self.game_view.review_box
        if box.points:
            box.go_to(box.points[0].step)
        if live:
            self.statusBar().showMessage(self.tr("Your match is kept: open its game from the Game "
                                                 "menu to go on with it."), 10000)
        return True

    def _known(self, ruleset_id: str) -> bool:
        return ruleset_id in self.ruleset_actions

    def _ruleset_for_record(self, record: Record) -> Ruleset:
        for ruleset in self.catalog.rulesets:
            if ruleset.engine == record.engine:
                return ruleset.with_options(record.options)
        raise CardtableError(self.tr("no ruleset for engine {engine}").format(engine=record.engine))

    def offer_resume(self, saved: Saved) -> None:
        """Welcome back: the newest game in progress, over the chooser (whose
        buttons resume the others: nothing is overwritten whichever is clicked)."""
        from cardtable.ui.game_view import Overlay

        ruleset = self.catalog.get(saved.ruleset)
        self._offered = saved   # offered again over the new chooser when the language changes
        self.resume_offer = Overlay(self.centralWidget(), self.tr("Welcome back"),
                                    self.tr("<p>Your game of <b>{game}</b> is waiting.</p>").format(
                                        game=language.ruleset_name(ruleset)),
                                    [(self.tr("Resume"), lambda: self._resume(saved)),
                                     (self.tr("Choose a game"), lambda: self.resume_offer.hide())])

    def _resume(self, saved: Saved) -> None:
        self.resume_offer.hide()
        self.start(self.catalog.get(saved.ruleset), resume=saved)

    def new_match(self, levels: list[str | None] | None = None) -> None:
        """A new match of this game; one under way is abandoned only when the
        player confirms. Computer seats at ``levels`` (one per seat, None for
        the person), else as in the last match when its levels were chosen
        per seat (the dialog, a resumed game), else at the Options level:
        the latest choice wins."""
        self._after_abandon(lambda: self._new_match_now(levels))

    def _new_match_now(self, levels: list[str | None] | None = None) -> None:
        self.game_view.close_overlay()
        c = self.controller
        if levels is not None:
            c.ai_level = [level or "easy" for level in levels]
        c.new_match(self.game_view.new_match_seed())  # fresh agents at the chosen levels

    def play_deal_again(self, index: int) -> None:
        """Deal ``index`` again as a new match (a summary's or a replay's
        "Play this deal again"), against the level now chosen; a match under
        way is abandoned first, when the player confirms."""
        def now() -> None:
            self.controller.ai_level = self._level_for(self.controller.ruleset)
            self.game_view.play_deal_again(index)

        if self.controller.replaying is not None:
            now()
        else:
            self._after_abandon(now)

    def confirm_abandon(self) -> None:
        self._after_abandon(self._new_match_now)

    def _after_abandon(self, then) -> None:
        """Run ``then`` once the match is out of the way: asked first when the
        person has played in it (it then counts as played and lost)."""
        controller = self.controller
        if controller is None or controller.replaying is not None:
            return
        if not controller.in_progress():
            controller.abandon()  # nothing played: dropped, not counted
            then()
            return

        def abandon() -> None:
            self.game_view.close_overlay()
            controller.abandon()
            then()

        self.game_view.show_overlay(lambda: (
            self.tr("Abandon this game?"), self.tr("<p>It will count as played and lost in your statistics.</p>"),
            [(self.tr("Keep playing"), self.game_view.close_overlay), (self.tr("Abandon"), abandon)]))

    def ask_new_match(self) -> None:
        """The new-match dialog: a level for each computer seat."""
        from cardtable.ai.registry import available_levels
        from cardtable.ui.new_match_dialog import NewMatchDialog

        c = self.controller
        if c is None:
            return
        # The choices start where the next match would: a level chosen in
        # Options since this match began ("from the next match") is offered,
        # not the level the match under way was dealt with.
        current = c.chosen_levels()
        if c.players < 2:
            self.new_match()
            return
        self.new_match_dialog = NewMatchDialog(self, language.ruleset_name(c.ruleset),
                                               available_levels(c.game.engine_id),
                                               current, self.new_match)
        self.new_match_dialog.open()

    def _level_for(self, ruleset: Ruleset) -> str:
        """The chosen level, or the strongest this game has below it."""
        from cardtable.ai.registry import available_levels

        levels = available_levels(ruleset.engine)
        level = self.settings["ai_level"]
        return level if level in levels else levels[min(len(levels) - 1, 1)]

    def restart(self) -> None:
        """The same deal again, against the levels a new match would have;
        the match under way is abandoned (asked first; ``_after_abandon``
        does nothing without a match or while replaying)."""
        def now() -> None:
            self.game_view.close_overlay()
            self.controller.restart()

        self._after_abandon(now)

    # --- messages and help -------------------------------------------------------------

    def report(self, problems: list[str]) -> None:
        """Show problems (accumulated) in one dismissable, non-blocking message,
        each said once: the message and the status line come up only when
        there is something new."""
        self.problems.extend(p for p in problems if p not in self.problems)
        if len(self.problems) == self._problems_shown:
            return
        self._problems_shown = len(self.problems)
        if self.problem_box is None:
            from PySide6.QtWidgets import QMessageBox

            self.problem_box = QMessageBox(QMessageBox.Icon.Warning, "cardtable",
                                           self.tr("Please note:"), parent=self)
            self.problem_box.setModal(False)
        self.problem_box.setInformativeText("\n\n".join(translated(p) for p in self.problems))
        self.problem_box.show()
        self.statusBar().showMessage(translated(self.problems[-1]), 10000)

    def show_rules(self, language: str | None = None) -> None:
        """The rules of the game on the table; on the start page, of the game
        chosen in the list at the top (every game's rules can be read there).
        ``language``: the pages' language (default ``self.language``); a page
        not translated into it is shown in English."""
        from PySide6.QtWidgets import QComboBox, QDialog, QTextBrowser, QVBoxLayout

        from cardtable import help_pages

        language = language or self.language
        games = {rulesets[0].engine: translated(rulesets[0].info.title)
                 for rulesets in (self.catalog.by_engine().values() if self.catalog else [])
                 if help_pages.has_page(rulesets[0].engine)}
        current = self.controller.game.engine_id if self.controller else next(iter(games), None)
        self.help_dialog = QDialog(self)
        self.help_dialog.setWindowTitle(self.tr("Rules"))
        layout = QVBoxLayout(self.help_dialog)
        self.help_choice = QComboBox()
        for engine_id, title in games.items():
            self.help_choice.addItem(title, engine_id)
        browser = QTextBrowser()
        self.help_browser = browser

        def show(index: int) -> None:
            engine_id = self.help_choice.itemData(index)
            browser.setMarkdown(help_pages.help_text(engine_id, language))

        self.help_choice.currentIndexChanged.connect(show)
        layout.addWidget(self.help_choice)
        layout.addWidget(browser)
        if current in games:
            self.help_choice.setCurrentIndex(list(games).index(current))
            show(self.help_choice.currentIndex())
        else:
            browser.setMarkdown(self.tr("No rules are installed."))
        self.help_dialog.resize(fitted(HELP_SIZE, self.screen().availableGeometry().size()))
        self.help_dialog.show()
        browser.setFocus()

    def show_fair_play(self, language: str | None = None) -> None:
        """The shared page on what the computer players see and how to check it,
        in ``language`` (default ``self.language``) or else in English."""
        from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout

        from cardtable import help_pages

        self.help_dialog = dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("What the computer players see"))
        browser = QTextBrowser()
        browser.setMarkdown(help_pages.help_text("fair_play", language or self.language))
        QVBoxLayout(dialog).addWidget(browser)
        dialog.resize(640, 560)
        dialog.show()
        browser.setFocus()

    def show_statistics(self) -> None:
        """Figures per variant and a chart of results over time (``statistics_window``)."""
        from cardtable.ui.statistics_window import StatisticsWindow
        self._show_side("statistics", lambda: StatisticsWindow(self.store, self.catalog, self))

    def show_history(self) -> None:
        """Finished matches, each opened as a replay on the table (``history``)."""
        from cardtable.ui.history import HistoryWindow
        self._show_side("history", lambda: HistoryWindow(self.store, self.catalog,
                                                         self.open_record_file, self,
                                                         review_record=self.review_record_file))

    def show_set_aside(self) -> None:
        from cardtable.ui.history import SetAsideWindow
        self._show_side("aside", lambda: SetAsideWindow(self.store, self))

    def _show_side(self, name: str, make) -> None:
        """A non-modal window, rebuilt each time so it shows the figures of now."""
        if self.store is None:
            return   # the frame's first moment: the games are not open yet
        old = self.side_windows.pop(name, None)
        if old is not None:
            old.close()
            old.deleteLater()
        self.side_windows[name] = window = make()
        window.show()
        self.report(self.store.take_problems())

    def bring_to_front(self, request: dict) -> None:
        """Another start of the app on this home asked for the window (single
        instance): show it, and open what it was asked to open."""
        from PySide6.QtCore import Qt

        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        if request.get("replay") is not None:
            from cardtable.engine.record import Record

            try:
                self.open_replay(Record.from_json(request["replay"], "the record"))
            except CardtableError as exc:
                self.report([self.tr("The record cannot be opened: {reason}").format(
                    reason=language.error_text(exc))])
        elif request.get("ruleset") and self._known(request["ruleset"]):
            self.start(self.catalog.get(request["ruleset"]), request.get("seed"))

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About cardtable"),
                          self.tr("<h3>cardtable {version}</h3><p>A desktop card table: "
                                  "Rouge et Noir patience, Le Rouge et Le Noir, Red Secret, "
                                  "En blanc et noir and French Tarot.</p>").format(version=__version__),
                          parent=self)

        box.setModal(False)
        box.show()
        self.about_box = box

    def closeEvent(self, event: QCloseEvent) -> None:
        geometry.write(window_folder(), bytes(self.saveGeometry()))
        if self.controller is not None:
            self.game_view.end_review()
            self.controller.shutdown()
        super().closeEvent(event)

