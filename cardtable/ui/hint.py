"""The panel's hint and thinking line for games with opponents.

**Hint** (button, or key H) asks "what would ``hard`` do here?": the
controller runs the hard player's search in the thinking process on the
person's own observation (a world redealt from what the person has seen,
never the real hands) and the box shows its choice and its estimates for the
best few options, in points gained in the deal against the others' average
(hard keeps its habitual choice unless another is clearly better, so its
choice may show a slightly lower estimate than the next one).
The suggested card gets the keyboard focus, so Enter plays it. Asking again
or the game moving on replaces the hint.

The line above the button says which computer seat is thinking.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.engine.match import SEAT_NAMES
from cardtable.engine.state import Action


def action_text(action: Action) -> str:
    """An action in a few words: the card codes as printed on the table's cards."""
    kind = action.get("a")
    if "cards" in action:
        return f"{kind} {' '.join(action['cards'])}"
    words = [kind] + [str(action[k]) for k in ("card", "v", "suit") if action.get(k) is not None]
    if action.get("face") == "down":
        words.append("face down")
    return " ".join(words)


class HintBox(QWidget):
    def __init__(self, view) -> None:
        super().__init__(view.panel)
        self.view = view
        self.controller = view.controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 12, 0, 0)
        self.thinking = QLabel("", self)
        self.button = QPushButton("Hint (H)", self)
        self.button.setToolTip("What would the hard computer player do in your place?")
        self.button.clicked.connect(self.ask)
        self.answer = QLabel("", self)
        self.answer.setWordWrap(True)
        for widget in (self.thinking, self.button, self.answer):
            layout.addWidget(widget)
        self.controller.thinking.connect(self.show_thinking)
        self.controller.changed.connect(lambda _events: self.answer.setText(""))

    def show_thinking(self, seat: int) -> None:
        names = SEAT_NAMES[self.controller.players]
        self.thinking.setText(f"{names[seat]} is thinking…" if seat >= 0 else "")

    def ask(self) -> None:
        if self.controller.request_hint(self._answered):
            self.answer.setText("Thinking about your move…")
        elif self.controller.is_human_turn():
            self.answer.setText("No hint in this game.")
        else:
            self.answer.setText("A hint is given when it is your turn.")

    def _answered(self, failed: bool, estimates: Any) -> None:
        if failed:
            self.answer.setText(f"No hint: {estimates}")
            return
        best = estimates[0].action
        if len(estimates) == 1:
            self.answer.setText(f"<p><b>{action_text(best)}</b> is the only choice.</p>")
            return
        rows = "".join(f"<tr><td>{action_text(e.action)}</td><td align='right'>{e.value:+.1f}</td>"
                       f"<td align='right'>{e.samples}</td></tr>"
                       for e in estimates[:3] if e.samples)
        self.answer.setText(f"<p>Hard would <b>{action_text(best)}</b>.</p>"
                            f"<table cellspacing='4'><tr><th></th><th>gain</th><th>deals</th></tr>"
                            f"{rows}</table>")
        if "card" in best:
            self.view.focus_card(best["card"])
