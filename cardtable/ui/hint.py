"""The panel's hint and thinking line for games with opponents.

**Hint** (button, or key H) asks "what would ``hard`` do here?": the
controller runs the hard player's search in the thinking process on the
person's own observation (a world redealt from what the person has seen,
never the real hands) and the box shows its choice and its estimates for the
best few options, in points gained in the deal against the others' average,
or where ``hard`` plays for the match (French Tarot, Red Secret with 4
players) in its chance of winning the match (hard keeps its habitual
choice unless another is clearly better, so its choice may show a lower
estimate than another: the box then says why).
In the 2-player duel ``hard`` does not search: it plays a computed
equilibrium, each action with its probability (bluffs included), so the box
shows that mix, the likeliest action first. The suggested card gets the
keyboard focus, so Enter plays it. Asking again or the game moving on
replaces the hint.

The line above the button says which computer seat is thinking.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from PySide6.QtCore import QCoreApplication

from cardtable.ai.le_rouge_et_le_noir_cfr import Share
from cardtable.engine.blanc_et_noir.rules import COLOURS
from cardtable.engine.match import SEAT_NAMES
from cardtable.engine.state import Action
from cardtable.engine.tarot.rules import CONTRACT_NAMES
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.ui.card_names import card_name
from cardtable.ui.language import seat_name, translated
from cardtable.ui.markup import heading_row

# The actions' names as the hint says them (the card codes are those printed on the cards).
ACTION_WORDS = {"play": QT_TRANSLATE_NOOP("HintBox", "play"), "bid": QT_TRANSLATE_NOOP("HintBox", "bid"),
                "lead": QT_TRANSLATE_NOOP("HintBox", "lead"), "call": QT_TRANSLATE_NOOP("HintBox", "call"),
                "discard": QT_TRANSLATE_NOOP("HintBox", "discard"), "pass": QT_TRANSLATE_NOOP("HintBox", "pass"),
                "take": QT_TRANSLATE_NOOP("HintBox", "take"), "give": QT_TRANSLATE_NOOP("HintBox", "give"),
                "return": QT_TRANSLATE_NOOP("HintBox", "return"), "poignee": QT_TRANSLATE_NOOP("HintBox", "handful"),
                "chelem": QT_TRANSLATE_NOOP("HintBox", "chelem")}
# Below this many deals tried for its choice, the hint says it is a rough
# guess: the search stops at hard's time limit, and a busy machine (the
# thinking process runs at a lower priority than everything else) may leave
# it one or two deals an option, where the gains are luck. [decision] A
# note, not a longer wait: on an idle machine the choice gets dozens of
# deals, and a hint that kept thinking on a starved core could take a minute.
FEW_DEALS = 10
# An action's values that are words: a Tarot bid's contract, En blanc et noir's lead colour.
VALUE_WORDS = {**CONTRACT_NAMES, **dict(zip(COLOURS, (QT_TRANSLATE_NOOP("HintBox", "in white"),
                                                     QT_TRANSLATE_NOOP("HintBox", "in black"))))}


def action_text(action: Action, engine_id: str) -> str:
    """An action in a few words of the table's language: its cards named as
    the table names them to a screen reader (``card_names``: "King of
    hearts", "white 3, black 5"), a value that is a word (``VALUE_WORDS``)
    translated. En blanc et noir's bid of no card is its zero bid; a Tarot
    bid of ``pass`` is said as the table's Pass button says it ("Pass", not
    "bid Pass")."""
    kind = action.get("a")
    if kind == "bid" and "card" in action and action["card"] is None:
        return QCoreApplication.translate("HintBox", "bid zero")
    if kind == "bid" and action.get("v") == "pass":
        return translated(VALUE_WORDS["pass"])
    kind = translated(ACTION_WORDS[kind]) if kind in ACTION_WORDS else str(kind)
    if "cards" in action:
        return f"{kind} {', '.join(card_name(engine_id, code) for code in action['cards'])}"
    words = [kind] + ([card_name(engine_id, action["card"])] if action.get("card") is not None else [])
    words += [translated(VALUE_WORDS.get(action[k], action[k])) for k in ("v", "suit") if action.get(k) is not None]
    if action.get("face") == "down":
        words.append(QCoreApplication.translate("HintBox", "face down"))
    return " ".join(words)


class HintBox(QWidget):
    def __init__(self, view) -> None:
        super().__init__(view.panel)
        self.view = view
        self.controller = view.controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 12, 0, 0)
        self.thinking = QLabel("", self)
        self.button = QPushButton(self)
        self.retranslate()
        self.button.clicked.connect(self.ask)
        self.answer = QLabel("", self)
        self.answer.setWordWrap(True)
        for widget in (self.thinking, self.button, self.answer):
            layout.addWidget(widget)
        self.controller.thinking.connect(self.show_thinking)
        self.controller.changed.connect(lambda _events: self.answer.setText(""))

    def retranslate(self) -> None:
        """The button's words in the language now installed (Options → Language)."""
        self.button.setText(self.tr("Hint (H)"))
        self.button.setToolTip(self.tr("What would the hard computer player do in your place?"))
        self.button.setAccessibleName("")

    def show_thinking(self, seat: int) -> None:
        names = SEAT_NAMES[self.controller.players]
        self.thinking.setText(self.tr("{seat} is thinking…").format(seat=seat_name(names[seat])) if seat >= 0 else "")

    def ask(self) -> None:
        """Ask the thinking process, unless a deal's summary is up: the
        position behind it is the next deal's, which the person has not seen
        yet, and the keys stay with the summary; nothing is searched then."""
        if self.view.waiting_for_summary():
            self.answer.setText(self.tr("Close the summary first: the hint is for your next move."))
        elif self.controller.request_hint(self._answered):
            self.answer.setText(self.tr("Thinking about your move…"))
        elif self.controller.is_human_turn():
            self.answer.setText(self.tr("No hint in this game."))
        else:
            self.answer.setText(self.tr("A hint is given when it is your turn."))

    def _answered(self, failed: bool, estimates: Any, for_match: bool = False) -> None:
        if failed:
            self.answer.setText(self.tr("No hint: {reason}").format(reason=translated(estimates)))
            return
        best, engine = estimates[0].action, self.controller.game.engine_id
        if isinstance(estimates[0], Share):
            self._show_mix(estimates, engine)
        elif len(estimates) == 1:
            self.answer.setText(self.tr("<p><b>{action}</b> is the only choice.</p>").format(action=action_text(best, engine)))
        else:
            self._show_estimates(estimates, engine, for_match)
        self.view.take_hint(best)

    def _show_estimates(self, estimates, engine: str, for_match: bool) -> None:
        """A search's answer: its choice, and the best few options' gains
        (``for_match``: chances of winning the match)."""
        shown = [e for e in estimates[:3] if e.samples]
        value = "{:.0%}" if for_match else "{:+.1f}"
        rows = "".join(f"<tr><td>{action_text(e.action, engine)}</td><td align='right'>{value.format(e.value)}</td>"
                       f"<td align='right'>{e.samples}</td></tr>" for e in shown)
        notes = "" if estimates[0].value >= max(e.value for e in shown) else \
            "<p><small>" + self.tr("Its usual play: no other is better by more than the luck of "
                                   "the deals it tried.") + "</small></p>"
        if estimates[0].samples < FEW_DEALS:
            notes += "<p><small>" + self.tr("Only a few deals tried in the time (the computer is "
                                            "busy): a rough guess.") + "</small></p>"
        self.answer.setText(self.tr("<p>Hard would <b>{action}</b>.</p>").format(
            action=action_text(estimates[0].action, engine))
            + "<table cellspacing='4'>"
            + heading_row(self.tr("wins the match") if for_match else self.tr("gain"), self.tr("deals"))
            + f"{rows}</table>"
            + notes)

    def _show_mix(self, shares: list[Share], engine: str) -> None:
        """A computed equilibrium's answer (the 2-player duel): it does not
        pick one action but plays each with its probability, bluffs
        included, so the hint shows the mix; the likeliest is suggested."""
        first = shares[0]
        if first.probability is None:
            self.answer.setText(self.tr("<p>Hard would <b>{action}</b> (by its rules: its strategy never "
                                        "comes to this position).</p>").format(action=action_text(first.action, engine)))
            return
        if len(shares) == 1:
            self.answer.setText(self.tr("<p>Hard would <b>{action}</b>.</p>").format(
                action=action_text(first.action, engine)))
            return
        rows = "".join(f"<tr><td>{action_text(s.action, engine)}</td><td align='right'>{s.probability:.0%}</td></tr>"
                       for s in shares)
        self.answer.setText(self.tr("<p>Hard mixes its play here, most often <b>{action}</b>.</p>").format(
            action=action_text(first.action, engine))
            + "<table cellspacing='4'>" + heading_row(self.tr("how often")) + f"{rows}</table>")
