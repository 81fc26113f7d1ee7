"""The Rouge et Noir patience table: ten fanned columns, the stock, four
foundations and four discard piles, laid out to scale with the window.

Playing: drag a card or the run on it (the best target lights up, an illegal
drop slides back); or click a card and then its destination; double-click a
card to send it to a foundation, or a complete King-to-Ace run to a discard
pile; click the stock to deal (card by card, left to right). H shows a hint,
D deals, Ctrl+Z / Ctrl+Shift+Z undo and redo (the Edit menu). Auto-move (the
Game menu or the panel, or a ruleset's ``auto_foundation``) has the
controller make the safe foundation moves (``State.auto_action``) after each
of the person's moves, as ordinary moves in the same undo step. The
panel's live verdict ("Can still be won", ...), "Can it still be won?" and
"Demo" are the solver aid (``rouge_et_noir_patience_solver.py``); the hint
follows the solver's winning line when one is known, and the heuristic
``hints.hint`` otherwise.

Pile ids are the record's pile names (``t1``..``t10``, ``f1``..``f4``,
``d1``..``d4``) plus ``stock``, so a drop becomes an action directly.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QElapsedTimer, QPointF, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QInputDialog, QLabel, QPushButton, QWidget

from cardtable.engine.events import CardsMoved, StockDealt
from cardtable.engine.rouge_et_noir_patience.hints import hint
from cardtable.engine.rouge_et_noir_patience.winnable import winnable_deals
from cardtable.engine.rouge_et_noir_patience.rules import (
    COLUMNS, RUN, TOTAL, card_name, complete_run_on_top, run_length)
from cardtable.ui.art.rouge_et_noir_patience import ART
from cardtable.ui import palette
from cardtable.ui.game_view import GameView, name_buttons
from cardtable.ui.language import translated
from cardtable.ui.scene import CardSpec, Pile
from cardtable.ui.views.rouge_et_noir_patience_review import ReviewAid
from cardtable.ui.views.rouge_et_noir_patience_solver import SolverAid

GAP = 0.2            # space between piles, in card widths
FACE_STEP = 0.25     # a face-up card shows its top quarter (the index strip)
HIDDEN_STEP = 0.08
MAX_DEAL = 2**31 - 1
COLUMN_IDS = [f"t{i + 1}" for i in range(COLUMNS)]
FOUNDATION_IDS = [f"f{k + 1}" for k in range(4)]
DISCARD_IDS = [f"d{k + 1}" for k in range(4)]
TOP_IDS = ["stock", *FOUNDATION_IDS, *DISCARD_IDS]
TOP_SLOTS = [0, 2, 3, 4, 5, 6, 7, 8, 9]   # the column under each pile of the top row


def move(src: str, dst: str, n: int) -> dict:
    return {"a": "move", "from": src, "to": dst, "n": n}


class View(GameView):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.selection: tuple[str, int] | None = None   # click-to-move: (column, index)
        self._actions: list[QAction] = []
        self._auto_loaded = False

    # --- layout -----------------------------------------------------------------

    def card_size(self, w: float, h: float) -> tuple[float, float]:
        cw = min(w / (COLUMNS + (COLUMNS + 1) * GAP), h / (3.2 / ART.aspect))
        return cw, cw / ART.aspect

    def piles(self, w: float, h: float) -> list[Pile]:
        cw, ch = self.card_size(w, h)
        gap = GAP * cw

        def x(slot: int) -> float:
            return gap + slot * (cw + gap)

        top = gap * 0.8
        column_y = top + ch + gap
        extent = max(ch * 0.5, h - column_y - ch - gap * 0.5)
        piles = [Pile("stock", QPointF(x(0), top), marker=True, label=self.tr("Stock"))]
        piles += [Pile(pid, QPointF(x(TOP_SLOTS[1 + k]), top), marker=True,
                       label=self.tr("red A") if k < 2 else self.tr("black A")) for k, pid in enumerate(FOUNDATION_IDS)]
        piles += [Pile(pid, QPointF(x(TOP_SLOTS[5 + k]), top), marker=True,
                       label=self.tr("red K") if k < 2 else self.tr("black K")) for k, pid in enumerate(DISCARD_IDS)]
        piles += [Pile(pid, QPointF(x(i), column_y), (0, 1), FACE_STEP, HIDDEN_STEP,
                       max_extent=extent, marker=True, label="K", z=1)
                  for i, pid in enumerate(COLUMN_IDS)]
        return piles

    def pile_name(self, pile_id: str) -> str:
        """Words for a screen reader: "column 3", "red foundation 1", "black discard pile 2"."""
        names = ((COLUMN_IDS, self.tr("column {number}"), self.tr("column {number}")),
                 (FOUNDATION_IDS, self.tr("red foundation {number}"), self.tr("black foundation {number}")),
                 (DISCARD_IDS, self.tr("red discard pile {number}"), self.tr("black discard pile {number}")))
        for ids, red, black in names:
            if pile_id in ids:
                k = ids.index(pile_id)
                return (red if k < 2 else black).format(number=k + 1)
        return super().pile_name(pile_id)

    def table(self, obs) -> dict[str, list[CardSpec]]:
        layout = {"stock": [CardSpec(None)] * obs.stock}
        chosen = self.selection
        for i, pid in enumerate(COLUMN_IDS):
            down = obs.down[i]
            layout[pid] = [CardSpec(None)] * down + [
                CardSpec(c, playable=chosen is not None and chosen[0] == pid and down + j >= chosen[1])
                for j, c in enumerate(obs.up[i])]
        for k, pid in enumerate(FOUNDATION_IDS):
            layout[pid] = [CardSpec(c) for c in obs.foundations[k]]
        for k, pid in enumerate(DISCARD_IDS):  # King on top: the pile shows whose run it is
            layout[pid] = [CardSpec(c) for c in reversed(obs.discards[k])]
        return layout

    def sources(self, events: list) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {"stock": list(COLUMN_IDS)}   # an undone deal goes back
        for event in events:
            if isinstance(event, CardsMoved):
                out.setdefault(event.dst, []).append(event.src)
            elif isinstance(event, StockDealt):
                for pid, _ in event.cards:
                    out.setdefault(pid, []).append("stock")
        return out

    def sync_options(self, events: list) -> dict:
        if any(isinstance(e, StockDealt) for e in events):
            return {"stagger_ms": 70, "order": COLUMN_IDS}
        return {}

    # --- panel, menu, words -----------------------------------------------------------

    def build_panel(self) -> None:
        self.deal_label = QLabel()
        self.moves_label = QLabel()
        self.out_label = QLabel()
        self.stock_label = QLabel()
        for label in (self.deal_label, self.moves_label, self.out_label, self.stock_label):
            label.setStyleSheet("font-size: 15px;")
            label.setWordWrap(True)   # a longer language wraps rather than widen the panel
            self.panel_layout.addWidget(label)
        self.buttons: dict[str, QPushButton] = {}
        for name, slot in (
                ("deal", self.deal), ("hint", self.show_hint), ("undo", self.controller.undo),
                ("redo", self.controller.redo), ("new", self.newMatchRequested.emit),
                ("restart", self.restart), ("choose", self.choose_deal)):
            button = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slot)
            self.panel_layout.addWidget(button)
            self.buttons[name] = button
        self.auto_box = QCheckBox()
        self.auto_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.auto_box.setStyleSheet(f"color: {palette.CREAM};")
        self.auto_box.toggled.connect(self.set_auto)
        self.panel_layout.addWidget(self.auto_box)
        self.winnable_box = QCheckBox()
        self.winnable_box.setStyleSheet(f"color: {palette.CREAM};")
        self.winnable_box.toggled.connect(self.set_winnable_only)
        self.panel_layout.addWidget(self.winnable_box)
        self.solver = SolverAid(self)
        self.reviewer = ReviewAid(self)
        self.score_label = QLabel()
        self.time_label = QLabel()
        self.clock = QElapsedTimer()
        self.clock_stopped_at: int | None = None
        self.tick = QTimer(self)
        self.tick.timeout.connect(self._show_time)
        self.tick.start(1000)
        self._set_words()

    def _set_words(self) -> None:
        """The panel's fixed words, in the language now installed."""
        words = {"deal": self.tr("Deal (D)"), "hint": self.tr("Hint (H)"), "undo": self.tr("Undo (Ctrl+Z)"),
                 "redo": self.tr("Redo (Ctrl+Shift+Z)"), "new": self.tr("New game"),
                 "restart": self.tr("Restart this deal"), "choose": self.tr("Choose deal number…")}
        for name, text in words.items():
            self.buttons[name].setText(text)
        self.auto_box.setText(self.tr("Auto-move to foundation"))
        self.winnable_box.setText(self.tr("Winnable deals only"))
        self.winnable_box.setToolTip(self.tr("New game and Choose deal give only deals the solver "
                                             "has proved winnable"))

    def retranslate_panel(self) -> None:
        """The panel stays (the solver's search and the clock run in it): its words are set again."""
        self._set_words()
        self.solver.retranslate()
        self.reviewer.retranslate()
        if self._actions:
            for action, text in zip(self._actions, self._action_words()):
                action.setText(text)
        for button in self.panel.findChildren(QAbstractButton):
            button.setAccessibleName("")
        name_buttons(self.panel)

    def _action_words(self) -> list[str]:
        return [self.tr("Hint") + "\tH", self.tr("Choose deal number…"), self.tr("Auto-move to foundation"),
                self.tr("Winnable deals only")]

    def status_widgets(self) -> list[QWidget]:
        """The score (cards out, the rules' score of a deal) and the time, for
        the window's status bar as in the patience programs people know."""
        return [self.score_label, self.time_label]

    def _update_clock(self, obs) -> None:
        """**[decision]** The time counts from the deal's first picture in this
        window (a resumed game starts again at 0:00, a save keeps no clock);
        restart and a new deal set it back to zero, undo does not; it stops
        when the deal ends."""
        fresh = obs.moves == 0 and not self.controller.can_undo() and not self.controller.can_redo()
        if fresh or not self.clock.isValid():
            self.clock.start()
            self.clock_stopped_at = None
        if obs.end is not None and self.clock_stopped_at is None:
            self.clock_stopped_at = self.clock.elapsed()
        elif obs.end is None:
            self.clock_stopped_at = None
        self.score_label.setText(self.tr("Score: {score}").format(score=obs.cards_out))
        self._show_time()

    def _show_time(self) -> None:
        if not self.clock.isValid():
            return
        ms = self.clock_stopped_at if self.clock_stopped_at is not None else self.clock.elapsed()
        seconds = ms // 1000
        self.time_label.setText(self.tr("Time: {time}").format(time=f"{seconds // 60}:{seconds % 60:02d}"))

    def menu_actions(self) -> list[QAction]:
        if not self._actions:
            words = self._action_words()
            hint_action = QAction(words[0], self)
            hint_action.triggered.connect(self.show_hint)
            choose = QAction(words[1], self)
            choose.triggered.connect(self.choose_deal)
            self.auto_action = QAction(words[2], self)
            self.auto_action.setCheckable(True)
            self.auto_action.setChecked(self.auto_box.isChecked())
            self.auto_action.toggled.connect(self.auto_box.setChecked)
            self.winnable_action = QAction(words[3], self)
            self.winnable_action.setCheckable(True)
            self.winnable_action.setChecked(self.winnable_box.isChecked())
            self.winnable_action.toggled.connect(self.winnable_box.setChecked)
            self._actions = [hint_action, choose, self.auto_action, self.winnable_action]
        return self._actions

    def update_panel(self, obs) -> None:
        self.deal_label.setText(self.tr("<b>Deal #{number}</b>").format(number=obs.deal))
        self.moves_label.setText(self.tr("Moves: {count}").format(count=obs.moves))
        self.out_label.setText(self.tr("Cards out: {count} / {total}").format(count=obs.cards_out, total=TOTAL))
        deals = math.ceil(obs.stock / COLUMNS)
        self.stock_label.setText(self.tr("Stock: {cards} (%n deal(s) left)", "", deals).format(cards=obs.stock))
        live = self.controller.is_human_turn()
        self.buttons["deal"].setEnabled({"a": "deal"} in self.controller.legal_actions())
        self.buttons["hint"].setEnabled(live)
        self.buttons["undo"].setEnabled(self.controller.can_undo())
        self.buttons["redo"].setEnabled(self.controller.can_redo())
        for name in ("new", "restart", "choose"):   # a replay is watched, not replaced
            self.buttons[name].setEnabled(self.controller.replaying is None)
        forced = obs.auto_foundation
        self.auto_box.setEnabled(not forced)
        if forced:
            self.auto_box.setChecked(True)
        if self._actions:
            self.auto_action.setEnabled(not forced)
            self.auto_action.setChecked(self.auto_box.isChecked())
        self.solver.refresh()
        self._update_clock(obs)

    def status_text(self, obs) -> str:
        if obs.end == "won":
            return (self.tr("The demo won deal #{number} in %n move(s)!", "", obs.moves) if self.controller.assisted
                    else self.tr("You won deal #{number} in %n move(s)!", "", obs.moves)).format(number=obs.deal)
        if obs.end == "stuck":
            return self.tr("No moves left: %n card(s) out. Undo, restart this deal or start a new game.",
                           "", obs.cards_out)
        if obs.end == "no_progress":
            return self.tr("Game over after {moves} moves without progress: %n card(s) out.",
                           "", obs.cards_out).format(moves=obs.idle)
        return self.tr("Drag cards and runs; double-click sends a card to its foundation or a full run "
                       "to its discard pile; click the stock to deal.")

    def match_summary(self, result: dict) -> tuple[str, str]:
        obs = self.controller.observation()
        if obs.won:
            if self.controller.assisted:   # counted as won by the demo in the statistics
                return self.tr("Won with help"), self.tr(
                    "<p>All {total} cards are out, in %n move(s): the demo or the solver's line played part of "
                    "this deal.</p><p>Deal #{number}. Restart it to win it alone.</p>", "", obs.moves).format(
                    total=TOTAL, number=obs.deal)
            return self.tr("You won!"), self.tr("<p>All {total} cards are out, in %n move(s).</p><p>Deal #{number}.</p>",
                                                "", obs.moves).format(total=TOTAL, number=obs.deal)
        if obs.end == "stuck":
            return self.tr("No moves left"), self.tr(
                "<p>{out} of {total} cards out. Nothing more can go out or turn over.</p><p>Close this to undo, "
                "or restart deal #{number}.</p>").format(out=obs.cards_out, total=TOTAL, number=obs.deal)
        return self.tr("Game over"), self.tr("<p>{moves} moves in a row without progress: the game ends "
                                             "with %n card(s) out.</p>", "", obs.cards_out).format(moves=obs.idle)

    def on_match_over(self, result: dict) -> None:
        if self.controller.observation().won:
            self.scene.animator.enqueue(self._celebrate)
        super().on_match_over(result)

    def _celebrate(self, animator) -> None:
        """The win: every card wheels out into a fan around the table's centre."""
        items = [item for pid in FOUNDATION_IDS + DISCARD_IDS for item in self.scene.cards[pid]]
        rect = self.scene.sceneRect()
        radius = min(rect.width(), rect.height()) * 0.32
        cw, ch = self.scene.card_w, self.scene.card_h
        for i, item in enumerate(items):
            angle = 2 * math.pi * i / max(1, len(items))
            point = QPointF(rect.center().x() + radius * math.cos(angle) - cw / 2,
                            rect.center().y() + radius * math.sin(angle) - ch / 2)
            item.setZValue(5000 + i)
            animator.move(item, point, math.degrees(angle) + 90, delay_ms=i * 12)

    # --- commands ------------------------------------------------------------------

    has_hint = has_demo = True

    def hint(self) -> None:
        self.show_hint()

    def demo(self) -> None:
        self.solver.run_demo()

    def deal(self) -> None:
        self.selection = None
        self.controller.act({"a": "deal"})

    def restart(self) -> None:
        if self.controller.replaying is None:
            self.close_overlay()
            self.controller.restart()

    # --- winnable deals only ---------------------------------------------------------

    def winnable(self) -> tuple[int, ...]:
        """The deal numbers proved winnable for this game's options (the
        shipped list, ``winnable.py``; none for options it was not proved for)."""
        return winnable_deals(self.controller.game.options_dict())

    def set_winnable_only(self, on: bool) -> None:
        """"Winnable deals only": New game and Choose deal keep to the list.
        Refused, with the reason, for options the list was not proved for."""
        if on and not self.winnable():
            self.winnable_box.setChecked(False)
            self.show_message(self.tr("No deal is proved winnable with this game's options."))
            return
        settings = getattr(self.window(), "settings", None)
        if settings is not None and self._auto_loaded:
            settings.set("winnable_only", on)
        if self._actions:
            self.winnable_action.setChecked(on)

    def new_match_seed(self) -> int | None:
        if self.winnable_box.isChecked():
            return random.choice(self.winnable())
        return None

    def choose_deal(self) -> None:
        """Ask for a deal number (a non-blocking dialog) and start that deal:
        any number, or one of the winnable deals when they are asked for."""
        if self.controller.replaying is not None:
            return
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Choose deal"))
        if self.winnable_box.isChecked():
            numbers = [str(n) for n in self.winnable()]
            dialog.setLabelText(self.tr("A winnable deal ({count} proved by the solver):").format(count=len(numbers)))
            dialog.setComboBoxItems(numbers)
            dialog.textValueSelected.connect(lambda text: self.start_deal(int(text)))
        else:
            dialog.setLabelText(self.tr("Deal number (1 to {last}):").format(last=MAX_DEAL))
            dialog.setInputMode(QInputDialog.InputMode.IntInput)
            dialog.setIntRange(1, MAX_DEAL)
            dialog.setIntValue(self.controller.observation().deal)
            dialog.intValueSelected.connect(self.start_deal)
        self.deal_dialog = dialog
        dialog.open()

    def start_deal(self, number: int) -> None:
        self.close_overlay()
        self.selection = None
        self.controller.new_match(int(number))

    def show_hint(self) -> None:
        if not self.controller.is_human_turn() or self.scene.animator.busy:
            return
        action = self.solver.next_action() or hint(self.controller.observation())
        if action is None:
            self.show_message(self.tr("No move helps now."))
            return
        self.clear_marks()
        if action["a"] == "deal":
            self.scene.highlight_pile("stock")
            self.show_message(self.tr("Hint: deal from the stock."))
            return
        cards = self.scene.cards[action["from"]][-action["n"]:]
        for item in cards:
            item.hinted = True
            item.update()
        self.scene.highlight_pile(action["to"])
        self.show_message(self.tr("Hint: {move}.").format(move=self.describe(action)))

    def describe(self, action: dict) -> str:
        obs = self.controller.observation()
        col = int(action["from"][1:]) - 1
        card = translated(card_name(obs.up[col][-action["n"]]))
        kind, number = action["to"][0], action["to"][1:]
        if action["n"] == RUN and kind == "d":
            return self.tr("put the run from column {column} on a discard pile").format(column=col + 1)
        if action["n"] == 1:
            what = self.tr("the {card}").format(card=card)
        else:
            what = self.tr("the {card} and the %n card(s) on it", "", action["n"] - 1).format(card=card)
        if kind == "t":
            return self.tr("move {cards} to column {column}").format(cards=what, column=number)
        return (self.tr("put {cards} on a foundation") if kind == "f" else
                self.tr("put {cards} on a discard pile")).format(cards=what)

    def clear_marks(self) -> None:
        self.scene.clear_hint()
        self.scene.highlight_pile(None)

    # --- auto-move ------------------------------------------------------------------

    def set_auto(self, on: bool) -> None:
        """The person's auto-move preference: the controller makes the safe
        moves after each of theirs (one undo step with it)."""
        settings = getattr(self.window(), "settings", None)
        if settings is not None and not self.controller.observation().auto_foundation:
            settings.set("auto_foundation", on)
        if self._actions:
            self.auto_action.setChecked(on)
        self.controller.auto_moves = on
        QTimer.singleShot(0, self.controller.play_auto_moves)

    # --- the scene's questions --------------------------------------------------------

    def on_changed(self, events: list) -> None:
        if not self._auto_loaded:  # the window's settings are known once the view is in it
            self._auto_loaded = True
            settings = getattr(self.window(), "settings", None)
            self.auto_box.setChecked(bool(settings and settings["auto_foundation"]))
            self.winnable_box.setChecked(bool(settings and settings["winnable_only"]
                                              and self.winnable()))
        self.selection = None
        super().on_changed(events)

    def _run_count(self, pile_id: str, index: int) -> int:
        """How many cards a pick-up at ``index`` of a column lifts (0: none)."""
        if not pile_id.startswith("t") or not self.controller.is_human_turn():
            return 0
        obs = self.controller.observation()
        col = int(pile_id[1:]) - 1
        n = obs.down[col] + len(obs.up[col]) - index
        return n if index >= obs.down[col] and 0 < n <= run_length(obs.up[col]) else 0

    def drag_count(self, pile_id: str, index: int) -> int:
        self.selection = None
        return self._run_count(pile_id, index)

    def drop_targets(self, pile_id: str, index: int) -> list[str]:
        n = self._run_count(pile_id, index)
        return [a["to"] for a in self.controller.legal_actions()
                if a.get("from") == pile_id and a["n"] == n]

    def drop(self, pile_id: str, index: int, target: str, scene_pos) -> bool:
        n = self._run_count(pile_id, index)
        if not n or target == "stock":
            return False
        return self.controller.act(move(pile_id, target, n))

    def clicked(self, pile_id: str, index: int) -> None:
        if pile_id == "stock":
            self.deal()
            return
        chosen, self.selection = self.selection, None
        if chosen is not None:
            if chosen[0] != pile_id:
                self.controller.act(move(chosen[0], pile_id, self._run_count(*chosen)))
            else:
                self._redraw()
            return
        if self._run_count(pile_id, index):
            self.selection = (pile_id, index)
            self._redraw()
            self.show_message(self.tr("Now click where the cards should go."))

    def double_clicked(self, pile_id: str, index: int) -> None:
        self.selection = None
        n = self._run_count(pile_id, index)
        if not n:
            if pile_id == "stock":
                self.deal()
            return
        obs = self.controller.observation()
        col = int(pile_id[1:]) - 1
        legal = self.controller.legal_actions()
        if complete_run_on_top(obs.up[col]) and n <= RUN:
            discard = next((a for a in legal if a.get("from") == pile_id and a["to"][0] == "d"), None)
            if discard is not None:
                self.controller.act(discard)
                return
        if n == 1:
            home = next((a for a in legal if a.get("from") == pile_id and a["to"][0] == "f"), None)
            if home is not None:
                self.controller.act(home)
                return
            self.show_message(self.tr("The {card} cannot go to a foundation now.").format(
                card=translated(card_name(obs.up[col][-1]))))
        self._redraw()

    # --- the keyboard: a cursor picks a card or run, then its target -----------------------
    # Left/Right walk the piles of a row (the stock, foundations and discard piles
    # on top; the ten columns below), Up/Down go along a column's movable run and
    # between the rows. Enter on the stock deals; on a card it picks up the card
    # and the run on it, shown lifted; Enter on another pile puts them there, and
    # Enter on the same pile sends them out as a double-click would. Esc puts
    # them down. (As in KPatience and Aisleriot.)

    def _row(self, pile_id: str) -> list[str]:
        return COLUMN_IDS if pile_id.startswith("t") else TOP_IDS

    def _top(self, pile_id: str) -> tuple[str, int]:
        """The cursor on a pile's top card (-1: its outline, when empty)."""
        return pile_id, len(self.scene.cards.get(pile_id, [])) - 1

    def move_cursor(self, key: int) -> bool:
        pid, index = self.cursor or self._top("t1")
        if self.cursor is None:
            self.cursor = (pid, index)
            return True
        row = self._row(pid)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            self.cursor = self._top(row[(row.index(pid) + step) % len(row)])
            return True
        up = key == Qt.Key.Key_Up
        if pid in COLUMN_IDS:
            column = COLUMN_IDS.index(pid)
            if up and index > 0 and self._run_count(pid, index - 1):
                self.cursor = (pid, index - 1)
            elif up:
                self.cursor = self._top(TOP_IDS[TOP_SLOTS.index(max(s for s in TOP_SLOTS if s <= column))])
            elif index < len(self.scene.cards[pid]) - 1:
                self.cursor = (pid, index + 1)
            return True
        if not up:
            self.cursor = self._top(COLUMN_IDS[TOP_SLOTS[TOP_IDS.index(pid)]])
        return True

    def activate(self, pile_id: str, index: int) -> None:
        if self.selection is not None:
            chosen = self.selection
            if chosen[0] == pile_id:
                self.double_clicked(*chosen)
                return
            if self.controller.act(move(chosen[0], pile_id, self._run_count(*chosen))):
                self.cursor = self._top(pile_id)
            return   # refused: the cards stay picked up, the status says why
        if pile_id == "stock":
            self.deal()
            return
        if self._run_count(pile_id, index):
            self.selection = (pile_id, index)
            self._redraw()
            self.show_message(self.tr("Picked up: choose where they go with the arrow keys and press Enter "
                                      "(Enter here again sends them out, Esc puts them down)."))
        else:
            self.show_message(self.tr("Nothing to pick up here: a card and the run on it can be moved."))


    def cancel(self) -> None:
        if self.selection is not None:
            self.selection = None
            self._redraw()

    def nearest_cursor(self, cursor: tuple[str, int]) -> tuple[str, int] | None:
        pid, index = cursor
        if pid == "stock" or not (0 <= index < len(self.scene.cards[pid])):
            return self._top(pid)
        return cursor

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_H and not event.modifiers():
            self.show_hint()
            return
        if event.key() == Qt.Key.Key_D and not event.modifiers():
            self.deal()
            return
        super().keyPressEvent(event)

    def _redraw(self) -> None:
        self.scene.sync(self.table(self.controller.observation()))
