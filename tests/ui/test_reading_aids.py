"""Reading aids: the four-colour suits option (Options menu, kept in the
settings, drawn at once) and the accessible names a screen reader follows:
every card, pile and button of the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton

from cardtable.store.settings import Settings
from cardtable.ui.art import svg
from cardtable.ui.card_names import card_name
from tests.ui.conftest import wait_for_turn


def menu_action(window, menu_title: str, text: str):
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == menu_title)
    return next(a for a in menu.actions() if a.text() == text)


def test_four_colour_suits_are_chosen_in_options_drawn_and_kept(qtbot, window_for):
    window = window_for("rouge-et-noir-patience")
    art = window.game_view.renderer.art
    assert svg.BLUE not in art.face_svg("5D") and svg.GREEN not in art.face_svg("5C")
    menu_action(window, "&Options", "&Four-colour suits").trigger()
    art = window.game_view.renderer.art
    assert svg.BLUE in art.face_svg("5D") and svg.GREEN in art.face_svg("QC")
    assert svg.RED in art.face_svg("5H") and svg.BLACK in art.face_svg("5S")
    assert Settings()["four_colour"] is True
    window.close()
    again = window_for("tarot-4p")   # kept, and Tarot's suits follow it
    assert again.four_colour_action.isChecked()
    assert svg.BLUE in again.game_view.renderer.art.face_svg("D5")
    menu_action(again, "&Options", "&Four-colour suits").trigger()
    assert svg.BLUE not in again.game_view.renderer.art.face_svg("D5")
    assert Settings()["four_colour"] is False


def test_every_card_pile_and_button_has_a_name_a_screen_reader_can_say(qtbot, window_for):
    window = window_for("le-rouge-et-le-noir")
    view = window.game_view
    wait_for_turn(qtbot, window)
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    items = [item for items in view.scene.cards.values() for item in items]
    assert items and all(item.accessible_name for item in items)
    hand = view.scene.cards["hand0"]
    for item in hand:
        assert item.accessible_name.startswith(card_name("le_rouge_et_le_noir", item.code) + ", Your hand")
    assert all(item.accessible_name.startswith("a face-down card, North's hand")
               for item in view.scene.cards["hand1"])
    assert view.view.accessibleName() == "Card table"
    assert "Your hand: " in view.view.accessibleDescription()
    buttons = view.findChildren(QAbstractButton)
    assert buttons and all(b.accessibleName() for b in buttons)
    # the keyboard's focus on a card is said aloud (the felt's description follows it)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    focused = next(item for item in hand if item.focused)
    assert focused.accessible_name.endswith("playable")
    assert view.view.accessibleDescription() == focused.accessible_name


def test_patience_piles_are_named(qtbot, window_for):
    window = window_for("rouge-et-noir-patience")
    view = window.game_view
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    items = view.scene.cards["t1"]
    assert items and all("column 1" in item.accessible_name for item in items)
    top = items[-1]   # the face-up card says what it is
    assert top.accessible_name.startswith(card_name("rouge_et_noir_patience", top.code) + ", column 1")
    assert all(item.accessible_name.startswith("a face-down card") for item in items[:-1])
    assert any("red foundation 1" == view.pile_name(pid) for pid in view.scene.piles)
