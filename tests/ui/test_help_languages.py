"""Help → Rules of this game and What the computer players see, in French and
Japanese: the window reads its pages through ``help_pages.help_text`` in the
language it is given (or its own ``language``), and every game chosen in the
dialog's list follows it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextBrowser

from cardtable import help_pages
from tests.ui.conftest import press


def plain(name: str, language: str) -> str:
    """The page as the dialog's browser shows it, to compare with its text."""
    from PySide6.QtGui import QTextDocument
    document = QTextDocument()
    document.setMarkdown(help_pages.help_text(name, language))
    return document.toPlainText()


def test_rules_in_french_at_the_tarot_table(qtbot, window_for):
    window = window_for("tarot-4p")
    window.show_rules("fr")
    assert window.help_choice.currentData() == "tarot"
    text = window.help_browser.toPlainText()
    assert text == plain("tarot", "fr")
    assert "Garde contre" in text and "Petit au bout" in text and "Guard Against" not in text
    # another game chosen in the list comes in French too
    qtbot.keyClick(window.help_choice, Qt.Key.Key_Up)
    assert window.help_choice.currentData() != "tarot"
    assert window.help_browser.toPlainText() == plain(window.help_choice.currentData(), "fr")


def test_f1_follows_the_windows_language_in_japanese(qtbot, window_for):
    window = window_for("blanc-et-noir-4p")
    window.language = "ja_JP.UTF-8"
    press(qtbot, window, Qt.Key.Key_F1)
    text = window.help_browser.toPlainText()
    assert window.help_dialog.isVisible() and window.help_choice.currentData() == "blanc_et_noir"
    assert "スタートプレイヤー" in text and text == plain("blanc_et_noir", "ja")


def test_fair_play_page_in_japanese_and_a_language_without_pages_in_english(window_for):
    window = window_for("red-secret-4p")
    window.show_fair_play("ja")
    assert window.help_dialog.findChild(QTextBrowser).toPlainText() == plain("fair_play", "ja")
    window.show_rules("de_DE.UTF-8")
    assert window.help_browser.toPlainText() == plain("red_secret", "en")
    assert "Red Secret" in window.help_browser.toPlainText()
