"""The base of every game's table view: a felt table (QGraphicsView on a
TableScene), a side panel for the game's controls and scores, a message line,
and overlays for deal and match summaries.

A game view subclasses ``GameView`` and implements:

- ``piles(width, height)``: the piles for a table of that size, and
  ``card_size(width, height)``;
- ``table(obs)``: the whole table as ``{pile_id: [CardSpec]}`` for the
  observation of the person's seat (every pile, every time);
- optionally ``sources(events)``, ``stages(events)`` (intermediate pictures,
  e.g. a full trick before it is gathered: ``trick_view.TrickGameView``
  builds them from the shared events for the trick games), ``update_panel(obs)``,
  ``deal_summary(index, result)``, ``match_summary(result)``, and the scene
  delegate methods ``drag_count``, ``drop_targets``, ``drop``, ``clicked``,
  ``double_clicked`` (defaults: nothing can be dragged or clicked).

After every change the base syncs the scene to ``table(obs)`` (after
``stages``), so what is shown is always what the observation says.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QBrush, QColor, QKeyEvent, QPainter, \
    QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QFrame, QGraphicsSimpleTextItem, QGraphicsView, \
    QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from cardtable.engine.events import DealScored
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.ui import palette
from cardtable.ui.animation import SPEEDS
from cardtable.ui.art import art_for
from cardtable.ui.card_names import card_name
from cardtable.ui.controller import GameController
from cardtable.ui.hint import HintBox
from cardtable.ui.language import format_number, seat_name, translated
from cardtable.ui.renderer import CardRenderer
from cardtable.ui.review import ReviewBox
from cardtable.ui.scene import CardSpec, Pile, TableScene

PANEL_WIDTH = (205, 0.19, 320)   # the side panel: least, share of the window's width, most


def name_buttons(widget: QWidget) -> None:
    """Give every button inside ``widget`` an accessible name (its words,
    without the shortcut mark or arrow signs) unless it has one, so a
    screen reader can say what each does."""
    for button in widget.findChildren(QAbstractButton):
        if not button.accessibleName():
            words = button.text().replace("&", "").strip("◀▶ ").strip()
            button.setAccessibleName(words or button.toolTip())


def announce(widget: QWidget, text: str) -> None:
    """Have a screen reader say ``text`` now (a card focused, a deal laid open)."""
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


class TableView(QGraphicsView):
    """The felt: shows the scene 1:1 (the scene is laid out for the view's size)."""

    resized = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
        # No smooth pixmap transform here: cards are drawn from pixmaps made at
        # their size on screen; ``CardItem.paint`` filters only the ones it scales.
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(320, 240)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scene().setSceneRect(QRectF(0, 0, self.viewport().width(), self.viewport().height()))
        self.resized.emit()


def focus_ring(scope: str, ring: str, ground: str) -> str:
    """The style rule that rings the button with the keys in ``scope``
    (the panel, a summary card) in ``ring`` on ``ground``, ink on it. Its
    padding leaves a label's descenders room inside the 3-pixel ring."""
    return (f" {scope} QPushButton:focus {{ border: 3px solid {ring}; border-radius: 4px;"
            f" background: {ground}; color: {palette.INK}; padding: 0px 4px; }}")


TURN_MARK = "▶ "


def show_turn(item: QGraphicsSimpleTextItem, text: str, turn: bool) -> None:
    """A seat's name on the table, marked (▶, gold) while it is that seat's
    turn, so a computer's think shows at its seat."""
    item.setText(TURN_MARK + text if turn else text)
    item.setBrush(QBrush(QColor(palette.GOLD if turn else palette.CREAM)))


class Overlay(QFrame):
    """A summary card over the table: a title, a text, and buttons."""

    def __init__(self, parent: QWidget, title: str, html: str, buttons: Sequence[tuple[str, Any]]):
        super().__init__(parent)
        self.setObjectName("overlay")
        # Its button with the keys is ringed in its edge's claret, as the
        # panel's is in gold (gold is too pale to see on the paper).
        self.setStyleSheet(f"#overlay {{ background: {palette.PAPER}; border: 2px solid {palette.CLARET};"
                           f" border-radius: 10px; }} QLabel {{ color: {palette.INK}; }}"
                           + focus_ring("#overlay", palette.CLARET, palette.PAPER))
        self.setAutoFillBackground(True)   # opaque: the table never shows through
        layout = QVBoxLayout(self)
        heading = QLabel(f"<h2>{title}</h2>")
        self.body = body = QLabel(html)
        body.setTextFormat(Qt.TextFormat.RichText)
        body.setWordWrap(True)
        self.setAccessibleName(title)
        body.setAccessibleName(title)
        layout.addWidget(heading)
        layout.addWidget(body)
        row = QHBoxLayout()
        row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        for text, callback in buttons:
            button = QPushButton(text)
            button.clicked.connect(callback)
            row.addWidget(button)
            self.buttons[text] = button
        layout.addLayout(row)
        name_buttons(self)
        self.place()
        self.show()
        self.raise_()
        if buttons:
            self.buttons[buttons[0][0]].setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button (Tab and the arrows move between them)."""
        button = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(button, QPushButton):
            button.click()
            return
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.focusNextPrevChild(event.key() == Qt.Key.Key_Right)
            return
        super().keyPressEvent(event)

    def place(self) -> None:
        """As wide as its text lies without wrapping (within the table), and as
        high as that width needs: a wrapped line is never cut off below."""
        parent = self.parentWidget()
        self.adjustSize()
        text = QTextDocument()
        text.setDefaultFont(self.body.font())
        text.setHtml(self.body.text())
        margins = self.width() - self.body.width()
        width = max(self.width(), min(int(text.idealWidth()) + margins + 4, 720))
        width = max(360, min(width, parent.width() - 16))
        self.resize(width, self.layout().totalHeightForWidth(width))
        self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 3)


class GameView(QWidget):
    """Subclass per game; see the module docstring."""

    newMatchRequested = Signal()
    dealAgainRequested = Signal(int)   # "Play this deal again": the deal's index
    reviewRequested = Signal(int)      # "Review this deal": the deal's index
    NEXT_DEAL = QT_TRANSLATE_NOOP("GameView", "Next deal")   # the summary's button: "Next game", "Next round" where the game says so

    def __init__(self, controller: GameController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.renderer = CardRenderer(art_for(controller.game.engine_id))
        self.scene = TableScene(self.renderer, self)
        self.scene.delegate = self
        self.scene.namer = self.card_description
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName(self.tr("Card table"))
        self.view.resized.connect(self.relayout)
        # The panel scrolls when a small window cannot hold it all: nothing in it is cut.
        self.panel = QScrollArea(self)
        self.panel.setWidgetResizable(True)
        self.panel.setFrameShape(QFrame.Shape.NoFrame)
        self.panel.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.panel.setFixedWidth(PANEL_WIDTH[0])
        inner = QWidget()
        inner.setObjectName("panel")
        # A panel button with the keys (by Tab, or the hint's) is ringed in gold:
        # the style's own focus frame is too faint to see on the felt's green.
        self.panel.setStyleSheet(f"QScrollArea, #panel {{ background: {palette.PANEL}; }}"
                                 f" #panel QLabel {{ color: {palette.CREAM}; }}"
                                 + focus_ring("#panel", palette.GOLD, palette.CREAM))
        self.panel.setWidget(inner)
        self.panel_layout = QVBoxLayout(inner)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.status.setStyleSheet(f"#status {{ background: {palette.PANEL}; color: {palette.CREAM}; padding: 6px;"
                                  " font-size: 14px; }")
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.status)
        left.addWidget(self.view, 1)
        root = QHBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        root.addLayout(left, 1)
        root.addWidget(self.panel)
        self.overlay: Overlay | None = None
        self._overlay_make: Callable[[], tuple[str, str, list]] | None = None   # how the overlay was made
        self.match_end_shown = False   # the overlay is the match's end
        self.shown: dict[str, list[CardSpec]] = {}   # the last picture asked of the scene
        self._after_overlay: list = []
        self.cursor: tuple[str, int] | None = None   # the keyboard's card
        self._cursor_x = 0.0
        self.keyboard_on = False
        self.hold_tricks = False   # a full trick stays until a click or a key (Options)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.viewport().installEventFilter(self)
        self.scene.animator.idle.connect(self._table_still)
        controller.watch_animations(self.scene.animator)
        controller.changed.connect(self.on_changed)
        controller.matchOver.connect(self.on_match_over)
        controller.message.connect(self.show_message)
        self.hint_box: HintBox | None = None
        self.review_box: ReviewBox | None = None   # while a review is on the table
        if controller.players > 1:   # games with opponents: the hint and who is thinking
            self.hint_box = HintBox(self)
        self._fill_panel()

    def _fill_panel(self) -> None:
        self.build_panel()
        if self.hint_box is not None:
            self.panel_layout.addWidget(self.hint_box)
        # On top, by a stretch below (a layout aligned to the top sizes its items
        # from the size hint, not the height a wrapped label needs at this width).
        self.panel_layout.addStretch(1)
        name_buttons(self.panel)

    def retranslate(self) -> None:
        """Options → Language: the panel's words (``retranslate_panel``) and
        the table's are made again in the language now installed, and so is a
        summary card that is up (``remake_overlay``); the match and the cards
        on the table stay as they are."""
        self.retranslate_panel()
        self.view.setAccessibleName(self.tr("Card table"))
        self.relayout()
        if self.controller.state is not None:
            if self.controller.replaying is not None:
                self._update_replay_bar()
                if self.review_box is not None:   # kept, under the replay's buttons again
                    self.panel_layout.insertWidget(self.panel_layout.indexOf(self.replay_again) + 1,
                                                   self.review_box)
            if not self._after_overlay:
                obs = self.controller.observation()
                self.update_panel(obs)
                self.status.setText(self.status_text(obs))
        if self.overlay is not None:
            self.remake_overlay()

    def retranslate_panel(self) -> None:
        """The panel made again by ``build_panel`` (a view whose panel holds
        running work keeps it and sets its words instead)."""
        while self.panel_layout.count():
            widget = self.panel_layout.takeAt(0).widget()
            if widget is not None and widget not in (self.hint_box, self.review_box):
                widget.hide()
                widget.deleteLater()
        for name in ("replay_label", "replay_back", "replay_next", "replay_again", "replay_widgets"):
            self.__dict__.pop(name, None)
        if self.hint_box is not None:
            self.hint_box.retranslate()
        if self.review_box is not None:
            self.review_box.retranslate()
        self._fill_panel()

    # --- to implement ---------------------------------------------------------------

    def piles(self, width: float, height: float) -> list[Pile]:
        raise NotImplementedError

    def card_size(self, width: float, height: float) -> tuple[float, float]:
        raise NotImplementedError

    def table(self, obs: Any) -> dict[str, list[CardSpec]]:
        raise NotImplementedError

    def final_picture(self, obs: Any) -> dict[str, list[CardSpec]]:
        """What the table shows once still: ``table(obs)`` (a trick view keeps
        a finished trick over it until the next lead)."""
        return self.table(obs)

    def build_panel(self) -> None:
        """Add the game's buttons and labels to ``self.panel_layout``."""

    def update_panel(self, obs: Any) -> None:
        """Refresh the panel for ``obs``."""

    def sources(self, events: list) -> dict[str, list[str]]:
        return {}

    def stages(self, events: list) -> list[dict]:
        """Pictures to show before the final one, each a dict of ``sync`` arguments."""
        return []

    def summary_for(self, events: list) -> tuple[str, str] | None:
        """(title, html) to show after these events: by default the summary
        of the deal they scored (``deal_summary``), if any."""
        scored = [e for e in events if isinstance(e, DealScored)]
        return self.deal_summary(scored[-1].deal, scored[-1].result) if scored else None

    def new_match_seed(self) -> int | None:
        """The seed of the next new match (None: a random one); patience keeps
        to the winnable deals when asked."""
        return None

    PLAY_AGAIN = QT_TRANSLATE_NOOP("GameView", "Play this deal again")

    def deal_buttons(self, index: int | None) -> list[tuple[str, Any]]:
        """More buttons for the summary of deal ``index`` (None: no deal was
        scored), after "Next deal" or "New match": playing the deal again
        (a trick view adds laying it open)."""
        if index is None:
            return []
        return [(translated(self.PLAY_AGAIN), lambda: self.dealAgainRequested.emit(index))]

    def play_deal_again(self, index: int) -> None:
        """A new match on the same cards, from the same seat (the controller's);
        the main window calls it once the match under way is out of the way."""
        self.close_overlay()
        self._after_overlay = []
        self.controller.play_deal_again(index)

    @staticmethod
    def _scored(events: list) -> int | None:
        """The index of the last deal these events scored, if any."""
        scored = [e for e in events if isinstance(e, DealScored)]
        return scored[-1].deal if scored else None

    def deal_summary(self, index: int, result: dict) -> tuple[str, str] | None:
        """(title, html) shown when a deal is scored; None shows nothing."""
        return None

    def match_summary(self, result: dict) -> tuple[str, str]:
        scores = self.tr(", ").join(self.tr("{seat}: {score}").format(seat=seat_name(seat["name"]), score=format_number(score))
                                    for seat, score in zip(self.controller.seats(), result["scores"]))
        won = self.controller.human_seat in result.get("winners", [])
        return (self.tr("You win!") if won else self.tr("Match over"), f"<p>{scores}</p>")

    def status_widgets(self) -> list[QWidget]:
        """Widgets for the window's status bar while this table is shown (a time, a score)."""
        return []

    def hint(self) -> None:
        """The toolbar's Hint (the toolbar asks ``has_hint``): in a game with
        opponents, the hint box's question, as its button and the H key ask
        it; patience answers with its solver instead."""
        if self.hint_box is not None:
            self.hint_box.ask()

    @property
    def has_hint(self) -> bool:
        return self.hint_box is not None

    has_demo = False

    def demo(self) -> None:
        """The toolbar's Demo (start or stop); the toolbar asks ``has_demo``."""

    def status_text(self, obs: Any) -> str:
        """The line above the table: whose turn, what to do."""
        return ""

    def joined(self, words: Iterable[str]) -> str:
        """Words as one list: "West", "West and North", "West, North and East"."""
        words = list(words)
        if len(words) < 2:
            return "".join(words)
        return self.tr("{first} and {second}").format(first=self.tr(", ").join(words[:-1]), second=words[-1])

    def status_line(self, obs: Any) -> str:
        """The line shown once the table is still: ``status_text`` (a trick
        view says first who took the trick still lying there)."""
        return self.status_text(obs)

    # Words for piles drawn without a label, for a screen reader (a view adds its own).
    PILE_WORDS = {"deck": QT_TRANSLATE_NOOP("piles", "Deck")}

    def pile_name(self, pile_id: str) -> str:
        """Words for a pile, for a screen reader: its label, else its words in
        ``PILE_WORDS``; the pile's id only for a pile no view names (never in a
        game shipped: tests/ui/test_language_switch.py reads every table)."""
        pile = self.scene.piles.get(pile_id)
        if pile is not None and pile.label:
            return pile.label
        return translated(self.PILE_WORDS[pile_id]) if pile_id in self.PILE_WORDS else pile_id

    def card_description(self, pile_id: str, spec: CardSpec) -> str:
        """What a screen reader says of a card on the table: "Queen of
        hearts, Your hand, playable"."""
        words = card_name(self.controller.game.engine_id, spec.code)
        if spec.code is not None and not spec.face_up:
            words = self.tr("{card}, face down").format(card=words)
        words = self.tr("{card}, {place}").format(card=words, place=self.pile_name(pile_id))
        return self.tr("{card}, playable").format(card=words) if spec.playable else words

    def describe_table(self, layout: dict[str, list[CardSpec]]) -> str:
        """The whole table in words (the felt's accessible description)."""
        parts = []
        for pid, specs in layout.items():
            if specs:
                names = [card_name(self.controller.game.engine_id, s.code if s.face_up else None)
                         for s in specs]
                parts.append(self.tr("{place}: {cards}").format(place=self.pile_name(pid),
                                                                 cards=self.tr(", ").join(names)))
        return self.tr("; ").join(parts)

    # scene delegate defaults
    def drag_count(self, pile_id: str, index: int) -> int:
        return 0

    def drop_targets(self, pile_id: str, index: int) -> Iterable[str]:
        return []

    def drop(self, pile_id: str, index: int, target: str, scene_pos: QPointF) -> bool:
        return False

    def clicked(self, pile_id: str, index: int) -> None:
        pass

    def double_clicked(self, pile_id: str, index: int) -> None:
        pass

    # --- provided -------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        """The side panel grows with the window (its share of the width, within
        bounds) so a small window keeps room for the cards; F9 folds it away."""
        least, share, most = PANEL_WIDTH
        self.panel.setFixedWidth(int(max(least, min(most, self.width() * share))))
        super().resizeEvent(event)

    def set_animation_speed(self, name: str) -> None:
        self.scene.animator.speed = SPEEDS.get(name, 1.0)

    def relayout(self) -> None:
        width, height = self.view.viewport().width(), self.view.viewport().height()
        self.scene.set_card_size(*self.card_size(width, height))
        self.scene.set_piles(self.piles(width, height))
        self.scene.relayout()
        if self.controller.state is not None and not self._after_overlay:
            self.shown = self.final_picture(self.controller.observation())
            self.scene.sync(self.shown)
        if self.overlay is not None:
            self.overlay.place()

    def on_changed(self, events: list) -> None:
        if self.match_end_shown and not self.controller.state.is_terminal():
            self.close_overlay()   # the end was undone (or a new match began): its card goes
        if self.controller.replaying is not None:
            self._update_replay_bar()
        for widget in getattr(self, "replay_widgets", []):  # a deal played again: no longer a replay
            widget.setVisible(self.controller.replaying is not None)
        for stage in self.stages(events):
            self.play_stage(stage)
        if self._after_overlay:  # a summary is open: later pictures wait for it
            self._after_overlay.append(events)
            return
        summary = self.summary_for(events)
        if summary is not None and not self.controller.state.is_terminal():
            # The finished deal stays on the table, the summary comes up once
            # the last cards have moved, and the next deal is drawn (and the
            # computer moves) only after "Next deal".
            self.controller.hold()
            self._after_overlay = [events]
            # (the panel and the line above the table speak of the deal's end
            # once its last pictures have been seen)
            self.scene.animator.enqueue(lambda _a: self._show_deal_end(events))
            def make() -> tuple[str, str, list]:   # made again when the language changes
                title, html = self.summary_for(events)
                return title, html, [(translated(self.NEXT_DEAL), self._continue)] + \
                    self.deal_buttons(self._scored(events))
            self.scene.animator.enqueue(lambda _a: self.show_overlay(make))
            return
        self._show_final(events)

    HOLD_TEXT = QT_TRANSLATE_NOOP("GameView", "Click the table or press a key to go on.")

    def play_stage(self, stage: dict) -> None:
        """Show one picture of ``stages``; one marked ``hold`` stays until a
        click or a key (Options → Keep each trick until a click or a key)."""
        stage = dict(stage)
        hold, say = stage.pop("hold", False), stage.pop("say", "")
        if say:   # said as the picture comes, kept while it is held
            self.scene.animator.enqueue(lambda _a: self.status.setText(say))
        self.scene.sync(**stage)
        if hold:
            self.scene.animator.enqueue(lambda animator: self._hold(animator, say))

    def _hold(self, animator, say: str = "") -> None:
        hold = translated(self.HOLD_TEXT)
        self.status.setText(self.tr("{said} {hold}").format(said=say, hold=hold) if say else hold)
        animator.hold()

    def _show_final(self, events: list) -> None:
        for stage in self.final_stages(events):
            self.play_stage(stage)
        obs = self.controller.observation()
        self.shown = self.final_picture(obs)
        self.scene.sync(self.shown, self.sources(events), **self.sync_options(events))
        self.view.setAccessibleDescription(self.describe_table(self.shown))
        self.update_panel(obs)
        # The line above the table speaks of the picture when it is there: while
        # West's card is still moving it does not yet say whose turn is next.
        text = self.status_line(obs)
        self.scene.animator.enqueue(lambda _a: self.status.setText(text))

    # --- helpers ---------------------------------------------------------------------

    def keep_on_table(self, item) -> None:
        """Slide a text item of the felt back inside it (a long seat label near an edge)."""
        felt, rect = self.scene.sceneRect().adjusted(4, 4, -4, -4), item.sceneBoundingRect()
        dx = max(0.0, felt.left() - rect.left()) - max(0.0, rect.right() - felt.right())
        dy = max(0.0, felt.top() - rect.top()) - max(0.0, rect.bottom() - felt.bottom())
        if dx or dy:
            item.setPos(item.pos() + QPointF(dx, dy))

    def panel_label(self, text: str = "", size: int = 13, bold: bool = False) -> QLabel:
        """A rich-text line of the side panel."""
        widget = QLabel(text)
        widget.setWordWrap(True)
        widget.setTextFormat(Qt.TextFormat.RichText)
        widget.setStyleSheet(f"font-size: {size}px; {'font-weight: bold;' if bold else ''}")
        self.panel_layout.addWidget(widget)
        return widget

    def waiting_for_summary(self) -> bool:
        """True while a summary is up: the table takes no play then."""
        return self.overlay is not None or bool(self._after_overlay)

    def _show_deal_end(self, events: list) -> None:
        """Nobody is to play in the deal that stays in view under its summary
        (the next deal's turn is not this table's): the turn marks go, the
        names stay as the deal had them; then the view's own ``show_deal_end``."""
        for item in self.scene.items():
            if isinstance(item, QGraphicsSimpleTextItem) and item.text().startswith(TURN_MARK):
                show_turn(item, item.text().removeprefix(TURN_MARK), False)
        self.show_deal_end(events)

    def show_deal_end(self, events: list) -> None:
        """The panel while a deal's summary waits (the observation has moved on)."""

    def final_stages(self, events: list) -> list[dict]:
        """Pictures between the summary and the next deal (e.g. gathering the cards)."""
        return []

    def _update_replay_bar(self) -> None:
        """Replays step with buttons (and the keys , and .) instead of playing."""
        if not hasattr(self, "replay_label"):
            bar = QWidget(self.panel.widget())
            row = QHBoxLayout(bar)
            row.setContentsMargins(0, 0, 0, 0)
            self.replay_back = QPushButton(self.tr("◀ Back"))
            self.replay_back.setShortcut(",")
            self.replay_back.clicked.connect(lambda: self.controller.replay_step(-1))
            self.replay_next = QPushButton(self.tr("Next ▶"))
            self.replay_next.setShortcut(".")
            self.replay_next.clicked.connect(lambda: self.controller.replay_step(1))
            row.addWidget(self.replay_back)
            row.addWidget(self.replay_next)
            self.replay_again = QPushButton(translated(self.PLAY_AGAIN))
            self.replay_again.clicked.connect(
                lambda: self.dealAgainRequested.emit(self.controller.replay_deal()))
            self.replay_label = QLabel()
            self.panel_layout.insertWidget(0, self.replay_again)
            self.panel_layout.insertWidget(0, self.replay_label)
            self.panel_layout.insertWidget(0, bar)
            name_buttons(bar)
            self.replay_widgets = [bar, self.replay_label, self.replay_again]
        pos, total = self.controller.replay_pos, self.controller.replay_length()
        self.replay_label.setText(self.tr("Replay: move {pos} of {total}").format(pos=pos, total=total))
        self.replay_back.setEnabled(pos > 0)
        self.replay_next.setEnabled(pos < total)


    def reviewable(self) -> bool:
        """"Review this deal" applies (the trick games: ``TrickGameView``)."""
        return False

    def start_review(self, record, seat: int, deals: set[int] | None) -> None:
        """Judge the person's decisions of the replay on the table (``ui.review``),
        in the panel under the replay's buttons (the replay is open: they are there)."""
        self.end_review()
        self.review_box = ReviewBox(self, record, seat, deals)
        self.panel_layout.insertWidget(self.panel_layout.indexOf(self.replay_again) + 1, self.review_box)
        name_buttons(self.review_box)

    def end_review(self) -> None:
        """Stop a review's judging (the table closes or shows another game)."""
        if self.review_box is not None:
            self.review_box.end()

    def sync_options(self, events: list) -> dict:
        """Extra ``sync`` arguments for the final picture (e.g. stagger a deal)."""
        return {}

    def _continue(self) -> None:
        self.close_overlay()
        waiting, self._after_overlay = self._after_overlay, []
        for events in waiting:
            self._show_final(events)
        self.controller.release()

    def on_match_over(self, result: dict) -> None:
        self.scene.animator.enqueue(lambda _a: self._show_match_end(result))

    def _show_match_end(self, result: dict) -> None:
        if not self.controller.state.is_terminal():
            return   # undone before the table was still

        def make() -> tuple[str, str, list]:
            title, html = self.match_summary(result)
            buttons = [(self.tr("New match"), self._new_match), (self.tr("Close"), self.close_overlay)]
            return title, html, buttons + self.deal_buttons(self.controller.last_scored_deal())
        self.show_overlay(make)
        self.match_end_shown = True

    def _new_match(self) -> None:
        self.close_overlay()
        self.newMatchRequested.emit()

    def show_overlay(self, make: Callable[[], tuple[str, str, list]]) -> None:
        """A summary card over the table from ``make()``: (title, html,
        buttons) in the language installed. Options → Language calls ``make``
        again (``remake_overlay``), so a card that is up follows the switch."""
        self.close_overlay()
        self._overlay_make = make
        self.overlay = Overlay(self.view, *make())

    def remake_overlay(self) -> None:
        """The card that is up, made again in the language now installed; the
        match is not touched (``make`` only reads it)."""
        end = self.match_end_shown
        self.show_overlay(self._overlay_make)
        self.match_end_shown = end

    def close_overlay(self) -> None:
        self.match_end_shown = False
        if self.overlay is not None:
            self.overlay.hide()
            self.overlay.deleteLater()
            self.overlay = None

    def show_message(self, text: str) -> None:
        self.status.setText(translated(text))


    # --- keyboard: a cursor over the table ------------------------------------------------
    # The cursor is a (pile, index) that survives the table's changes; its blue
    # outline is drawn only while the keyboard is in use (a mouse press hides it),
    # and a press on the felt gives the keys back to this view (the felt itself
    # never takes the focus), so the keys keep working after any click.

    def focusable(self) -> list[tuple[str, int]]:
        """(pile, index) of the cards the keyboard cycles through: the playable ones."""
        out = []
        for pid, specs in self.scene.specs.items():
            out.extend((pid, i) for i, spec in enumerate(specs)
                       if spec.playable and i < len(self.scene.cards.get(pid, [])))
        return sorted(out, key=lambda pi: (self.scene.cards[pi[0]][pi[1]].pos().x(), pi))

    def eventFilter(self, watched, event) -> bool:
        if watched is self.view.viewport() and event.type() == QEvent.Type.MouseButtonPress:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.set_keyboard(False)
            if self.scene.animator.release():
                return True   # the click only let the held trick go
        return False

    def set_keyboard(self, on: bool) -> None:
        self.keyboard_on = on
        self.paint_cursor()

    def paint_cursor(self) -> None:
        shown = self.keyboard_on and self.cursor is not None
        self.scene.show_cursor(*(self.cursor if shown else (None, -1)))

    def _table_still(self) -> None:
        """After every change: the cursor stays on its card, or the nearest one left."""
        if self.cursor is not None:
            self.cursor = self.nearest_cursor(self.cursor)
        self.paint_cursor()

    def nearest_cursor(self, cursor: tuple[str, int]) -> tuple[str, int] | None:
        cards = self.focusable()
        if cursor in cards or not cards:
            return cursor if cards else None
        return min(cards, key=lambda pi: abs(self.scene.cards[pi[0]][pi[1]].pos().x() - self._cursor_x))

    def move_cursor(self, key: int) -> bool:
        """Left/Right: the previous/next focusable card (wrapping). True if moved."""
        cards = self.focusable()
        if key not in (Qt.Key.Key_Left, Qt.Key.Key_Right) or not cards:
            return False
        step = 1 if key == Qt.Key.Key_Right else -1
        if self.cursor in cards:
            self.cursor = cards[(cards.index(self.cursor) + step) % len(cards)]
        else:
            self.cursor = cards[0 if step == 1 else -1]
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.scene.animator.release():
            return   # the key only let the held trick go
        focus = QApplication.focusWidget()
        if focus is not None and focus is not self and self.panel.isAncestorOf(focus):
            # Tab reaches the panel's buttons (bids, doubles, discards): Enter or
            # Space presses one, Up/Down walk them, Esc goes back to the cards.
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focus, QAbstractButton):
                focus.click()
                return
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                self.focusNextPrevChild(key == Qt.Key.Key_Down)
                return
            if key == Qt.Key.Key_Escape:
                self.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        if self.controller.replaying is not None:
            steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Comma: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Period: 1}
            if key in steps:
                self.controller.replay_step(steps[key])
                return
            if self.review_box is not None and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                self.review_box.jump(1 if key == Qt.Key.Key_Down else -1)
                return
        if key == Qt.Key.Key_H and self.hint_box is not None:
            self.hint()
            return
        if self.overlay is not None and self.overlay.buttons and key in (
                Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab):
            next(iter(self.overlay.buttons.values())).setFocus()   # the keys go to the summary
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down) \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            if self.move_cursor(key):
                items = self.scene.cards.get(self.cursor[0], [])
                if 0 <= self.cursor[1] < len(items):
                    self._cursor_x = items[self.cursor[1]].pos().x()
                    focused = items[self.cursor[1]].accessible_name   # said by a screen reader
                    self.view.setAccessibleDescription(focused)
                    announce(self.view, focused)
                self.set_keyboard(True)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.cursor is not None and not self.scene.animator.busy and not self.waiting_for_summary():
                self.keyboard_on = True
                self.activate(*self.cursor)
                self.paint_cursor()
            return
        if key == Qt.Key.Key_Escape:
            self.cancel()
            return
        super().keyPressEvent(event)

    def take_hint(self, action: dict[str, Any]) -> None:
        """Make the hint's ``action`` one key away: the panel button that
        makes it gets the keys (``prepare_hint``), or else its card the
        keyboard cursor (``focus_card``); Enter then makes it. Not while a
        summary is up: the keys stay with it (the table takes no play)."""
        if self.waiting_for_summary():
            return
        button = self.prepare_hint(action)
        if button is not None:
            self.focus_button(button)
        elif action.get("card") is not None:
            self.focus_card(action["card"])

    def prepare_hint(self, action: dict[str, Any]) -> QAbstractButton | None:
        """Set the table for the hint's ``action`` (a set of cards chosen, a
        card to lead picked, a face chosen) and return the panel button that
        then makes it; None where Enter on its card does (the default)."""
        return None

    def focus_button(self, button: QAbstractButton) -> None:
        """Give the keys to a panel button (the hint's), so Enter presses it
        (``keyPressEvent``) and its gold ring shows it, unless they are in
        another window."""
        focus = QApplication.focusWidget()
        if focus is None or self.isAncestorOf(focus) or focus is self:
            button.setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_card(self, code: str) -> None:
        """Put the keyboard cursor on the playable card ``code`` (the hint's
        card), shown as if the keyboard were in use, so Enter plays it. The
        keys come back to the cards from the panel (the Hint button keeps
        them after a click, and Enter there would ask again), not from
        another window."""
        for pid, i in self.focusable():
            if self.scene.specs[pid][i].code == code:
                self.cursor = (pid, i)
                self._cursor_x = self.scene.cards[pid][i].pos().x()
                self.set_keyboard(True)
                focus = QApplication.focusWidget()
                if focus is not None and self.isAncestorOf(focus):
                    self.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    def activate(self, pile_id: str, index: int) -> None:
        """The keyboard's Enter on a card: by default what a double-click does."""
        self.double_clicked(pile_id, index)

    def cancel(self) -> None:
        """Escape: put down what the keyboard picked up (nothing by default)."""
