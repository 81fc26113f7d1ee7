"""Every ruleset's table at 1000×700, 1280×800, 1600×1000 and 2560×1440 (and
1280×720, the logical size of 2560×1440 at a device pixel ratio of 2): a deal
is played through offscreen and, at every turn of the person and at the deal's
summary, the test fails when a text item of the table leaves the visible felt
or overlaps another label or a card slot, when a label of the panel or the
status line is cut, when a summary card leaves the table or lets it show
through, or when the window cannot be made that size (something in it needs
more room)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel

from cardtable.catalog import catalog
from cardtable.ui import palette
from tests.ui.conftest import wait_for_turn

SIZES = [(1000, 700), (1280, 800), (1600, 1000), (2560, 1440), (1280, 720)]
RULESETS = [r.id for r in catalog().rulesets]
PATIENCE_MOVES = 30


def text_items(view) -> list:
    return [item for item in view.scene.items()
            if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem))
            and item.isVisible() and item.text().strip() if hasattr(item, "text")] + \
        [item for item in view.scene.items() if isinstance(item, QGraphicsTextItem)
         and item.isVisible() and item.toPlainText().strip()]


def text_of(item) -> str:
    return item.text() if hasattr(item, "text") else item.toPlainText()


def slots(view) -> dict[str, QRectF]:
    """The outlined card slots (piles drawn with a marker), where a card may lie."""
    return {pid: pile.slot_rect(view.scene.card_w, view.scene.card_h).adjusted(2, 2, -2, -2)
            for pid, pile in view.scene.piles.items() if pile.marker and pile.rotation == 0}


def problems_at(window, size) -> list[str]:
    view = window.game_view
    found = []
    where = f"{size[0]}×{size[1]}"
    if (window.width(), window.height()) != size:
        found.append(f"{where}: the window cannot be made this size ({window.width()}×{window.height()})")
    felt = view.scene.sceneRect()
    items = [i for i in text_items(view) if i.parentItem() is None]   # slot labels live in their slot
    rects = [(text_of(i), i.sceneBoundingRect()) for i in items]
    for text, rect in rects:
        if not felt.contains(rect):
            found.append(f"{where}: {text!r} leaves the table ({rect} outside {felt})")
    for a in range(len(rects)):
        for b in range(a + 1, len(rects)):
            if rects[a][1].intersects(rects[b][1]):
                found.append(f"{where}: {rects[a][0]!r} overlaps {rects[b][0]!r}")
    for text, rect in rects:
        for pid, slot in slots(view).items():
            if rect.intersects(slot):
                found.append(f"{where}: {text!r} overlaps the slot {pid!r}")
    for label in view.panel.findChildren(QLabel) + [view.status]:
        if not label.isVisible() or not label.text():
            continue
        # (the panel scrolls: a label below its fold is not cut)
        need = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
        if label.width() < label.minimumSizeHint().width() or label.height() < need - 1:
            found.append(f"{where}: the label {label.text()[:40]!r} is cut "
                         f"({label.width()}×{label.height()}, needs {need} high)")
    if view.overlay is not None:
        box = view.overlay.geometry()
        if not view.view.rect().contains(box):
            found.append(f"{where}: the summary {box} leaves the table {view.view.rect()}")
        image = view.overlay.grab().toImage()
        corner = QColor(image.pixel(image.width() // 2, image.height() - 6))
        if corner != QColor(palette.PAPER):
            found.append(f"{where}: the summary's paper is {corner.name()}, not opaque {palette.PAPER}")
    return found


def check_sizes(qtbot, window, sizes) -> list[str]:
    found = []
    for size in sizes:
        window.resize(*size)
        qtbot.waitUntil(lambda: window.game_view.view.viewport().width() > 0)
        wait_for_turn(qtbot, window)
        qtbot.wait(5)   # the panel's layout requests are handled, as a person's eye would wait
        found += problems_at(window, size)
    return found


def person_acts(window, rng: random.Random) -> None:
    controller = window.controller
    legal = controller.legal_actions()
    if legal:
        controller.act(rng.choice(legal))
    else:
        controller.act(rng.choice(controller.card_choices()).sample(rng))


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_table_holds_at_every_size(qtbot, window_for, ruleset_id):
    window = window_for(ruleset_id, seed=3)
    rng = random.Random(3)
    found = check_sizes(qtbot, window, SIZES)
    turn = 0
    view = window.game_view
    while turn < (PATIENCE_MOVES if window.controller.players == 1 else 400):
        wait_for_turn(qtbot, window)
        if view.overlay is not None or window.controller.state.is_terminal():
            break
        if turn % 4 == 0:
            found += check_sizes(qtbot, window, [SIZES[turn // 4 % len(SIZES)]])
        person_acts(window, rng)
        turn += 1
    wait_for_turn(qtbot, window)
    found += check_sizes(qtbot, window, SIZES)   # the summary (or the patience table late in a deal)
    assert not found, "\n".join(dict.fromkeys(found))
