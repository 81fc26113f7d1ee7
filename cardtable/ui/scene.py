"""The table scene: piles, card items, drag and drop, and the one sync that
animates the table from how it looks to how it should look.

A game view never moves cards itself. After every change it describes the
table as ``{pile_id: [CardSpec, ...]}`` (from the observation of the person's
seat) and calls ``sync``. The scene matches the cards already on the table to
the new picture — the same card stays the same item, a card moved between
piles slides, a back that becomes a known card turns over, new cards come
from the pile named as their source — and animates the difference.

The scene knows no rules: on a pick-up, a drop, a click or a double-click it
asks its ``delegate`` (the game view), which asks the controller, which asks
the engine. An illegal drop snaps back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Protocol, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene, \
    QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem

from cardtable.ui import palette
from cardtable.ui.animation import Animator
from cardtable.ui.card_item import CardItem

DRAG_Z = 10_000


@dataclass(frozen=True)
class CardSpec:
    """One card as the view wants it shown."""

    code: str | None            # None: the viewer does not know which card it is
    face_up: bool = True        # False: show the back even when the code is known
    back: str = ""              # which back (decks may have several)
    playable: bool = False      # highlighted as a legal play
    selected: bool = False      # lifted (e.g. chosen for a discard)


@dataclass
class Pile:
    """Where and how a pile lays out its cards, in scene coordinates.

    ``pos`` is the first card's top-left corner, or the pile's centre point
    when ``centered``. Cards step along ``direction`` by ``step`` card
    widths (x) / heights (y); face-down cards by ``hidden_step`` when given.
    A pile longer than ``max_extent`` pixels is compressed to fit.
    """

    id: str
    pos: QPointF = field(default_factory=QPointF)
    direction: tuple[float, float] = (0.0, 0.0)
    step: float = 0.25
    hidden_step: float | None = None
    centered: bool = False
    max_extent: float | None = None
    rotation: float = 0.0
    marker: bool = False        # draw an outline where the pile is (empty slots)
    label: str = ""             # a word drawn in the outline ("Stock", "A")
    z: int = 0

    def positions(self, specs: Sequence[CardSpec], w: float, h: float) -> list[QPointF]:
        dx, dy = self.direction
        steps = []
        for spec in specs[:-1]:
            visible = spec.face_up and spec.code is not None
            size = self.step if (visible or self.hidden_step is None) else self.hidden_step
            steps.append((dx * size * w, dy * size * h))
        total = math.hypot(sum(s[0] for s in steps), sum(s[1] for s in steps))
        if self.max_extent is not None and total > self.max_extent > 0:
            shrink = self.max_extent / total
            steps = [(sx * shrink, sy * shrink) for sx, sy in steps]
        x, y = self.pos.x(), self.pos.y()
        if self.centered:
            x -= w / 2 + sum(s[0] for s in steps) / 2
            y -= h / 2 + sum(s[1] for s in steps) / 2
        out = []
        lift = QPointF(math.sin(math.radians(self.rotation)) * h * 0.18,
                       -math.cos(math.radians(self.rotation)) * h * 0.18)
        for i, spec in enumerate(specs):
            point = QPointF(x, y)
            out.append(point + lift if spec.selected else point)
            if i < len(steps):
                x += steps[i][0]
                y += steps[i][1]
        return out

    def slot_rect(self, w: float, h: float) -> QRectF:
        """Where an empty pile's outline is drawn."""
        x, y = self.pos.x(), self.pos.y()
        if self.centered:
            x, y = x - w / 2, y - h / 2
        return QRectF(x, y, w, h)


class SceneDelegate(Protocol):
    """What the scene asks its game view. Pile ids and indices identify cards
    (index -1 means the pile itself, e.g. a click on an empty slot)."""

    def drag_count(self, pile_id: str, index: int) -> int: ...       # 0: cannot be picked up
    def drop_targets(self, pile_id: str, index: int) -> Iterable[str]: ...
    def drop(self, pile_id: str, index: int, target: str, scene_pos: QPointF) -> bool: ...
    def clicked(self, pile_id: str, index: int) -> None: ...
    def double_clicked(self, pile_id: str, index: int) -> None: ...


class TableScene(QGraphicsScene):
    def __init__(self, renderer, parent=None):
        super().__init__(parent)
        self.renderer = renderer
        self.animator = Animator(self)
        self.delegate: SceneDelegate | None = None
        self.card_w, self.card_h = 70.0, 98.0
        self.piles: dict[str, Pile] = {}
        self.cards: dict[str, list[CardItem]] = {}   # pile id -> items in pile order
        self.specs: dict[str, list[CardSpec]] = {}
        self.namer = None   # (pile_id, spec) -> words for a screen reader; the view sets it
        self._markers: dict[str, QGraphicsRectItem] = {}
        self._press: tuple[str, int, QPointF] | None = None
        self._dragging: list[CardItem] = []
        self._drag_offsets: list[QPointF] = []
        self._targets: list[str] = []
        self._hover: str | None = None
        self.setBackgroundBrush(QBrush(QColor(palette.FELT)))

    # --- piles and sizes ----------------------------------------------------

    def set_piles(self, piles: Iterable[Pile]) -> None:
        """(Re)define the piles; cards keep their piles. Call ``relayout`` after."""
        for pile in piles:
            self.piles[pile.id] = pile
            self.cards.setdefault(pile.id, [])
            self.specs.setdefault(pile.id, [])
        self._update_markers()

    def set_card_size(self, width: float, height: float) -> None:
        self.card_w, self.card_h = width, height
        for items in self.cards.values():
            for item in items:
                item.set_size(width, height)
        self._update_markers()

    def _update_markers(self) -> None:
        for pile in self.piles.values():
            marker = self._markers.get(pile.id)
            if not pile.marker:
                if marker is not None:
                    self.removeItem(marker)
                    del self._markers[pile.id]
                continue
            if marker is None:
                marker = QGraphicsRectItem()
                marker.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
                marker.setBrush(QBrush(QColor(0, 0, 0, 30)))
                marker.setZValue(-10)
                marker.setData(0, pile.id)
                text = QGraphicsSimpleTextItem(marker)
                text.setBrush(QBrush(QColor(palette.SLOT_TEXT)))
                self.addItem(marker)
                self._markers[pile.id] = marker
            rect = pile.slot_rect(self.card_w, self.card_h)
            marker.setRect(rect)
            marker.setTransformOriginPoint(rect.center())
            marker.setRotation(pile.rotation)
            text = marker.childItems()[0]
            text.setText(pile.label)
            font = text.font()
            size = max(8, int(self.card_w * 0.22))
            font.setPixelSize(size)
            text.setFont(font)
            while size > 8 and text.boundingRect().width() > rect.width() - 8:
                size -= 1  # the label fits inside its outline
                font.setPixelSize(size)
                text.setFont(font)
            bounds = text.boundingRect()
            text.setPos(rect.center().x() - bounds.width() / 2, rect.center().y() - bounds.height() / 2)

    def highlight_pile(self, pile_id: str | None) -> None:
        """Light up the pile a dragged card would go to."""
        if pile_id == self._hover:
            return
        for pid in (self._hover, pile_id):
            if pid is None:
                continue
            on = pid == pile_id
            items = self.cards.get(pid, [])
            if items:
                items[-1].hover_target = on
                items[-1].update()
            marker = self._markers.get(pid)
            if marker is not None:
                marker.setPen(QPen(QColor("#3fa9ff") if on else QColor(255, 255, 255, 90), 3 if on else 2,
                                   Qt.PenStyle.SolidLine if on else Qt.PenStyle.DashLine))
        self._hover = pile_id

    def clear_hint(self) -> None:
        for items in self.cards.values():
            for item in items:
                if item.hinted:
                    item.hinted = False
                    item.update()

    def show_cursor(self, pile_id: str | None, index: int) -> None:
        """Draw the keyboard cursor on card ``index`` of ``pile_id`` (on the
        pile's outline when it is empty or ``index`` is -1); None: nowhere."""
        for pid, items in self.cards.items():
            for i, item in enumerate(items):
                on = pid == pile_id and (i == index or (index < 0 and i == len(items) - 1))
                if item.focused != on:
                    item.focused = on
                    item.update()
        for pid, marker in self._markers.items():
            if pid == self._hover:
                continue   # lit as a drop target
            on = pid == pile_id and not self.cards.get(pid)
            marker.setPen(QPen(QColor("#3fa9ff"), 3) if on else QPen(QColor(255, 255, 255, 90), 2,
                                                                     Qt.PenStyle.DashLine))

    # --- sync ---------------------------------------------------------------

    def sync(self, layout: Mapping[str, Sequence[CardSpec]],
             sources: Mapping[str, Sequence[str]] | None = None,
             stagger_ms: int = 0, order: Sequence[str] | None = None,
             pause_after_ms: int = 0) -> None:
        """Animate the table to ``layout`` (piles not named keep their cards).

        ``sources[pile]`` lists the piles new cards of ``pile`` come from, best
        first (an opponent's hand for a card they play, the stock for a deal).
        ``stagger_ms`` delays each moving card after the previous one (dealing
        card by card), in the order of ``order`` (pile ids) then pile order.
        """
        layout = {pid: list(specs) for pid, specs in layout.items()}
        sources = dict(sources or {})
        self.animator.enqueue(lambda animator: self._sync_now(
            animator, layout, sources, stagger_ms, order, pause_after_ms))

    def relayout(self) -> None:
        """Put every card where its pile says, at once (after a resize)."""
        self.animator.finish_all()
        for pid, items in self.cards.items():
            pile = self.piles[pid]
            for item, spec, point in zip(items, self.specs[pid],
                                         pile.positions(self.specs[pid], self.card_w, self.card_h)):
                item.setPos(point)
                item.setRotation(pile.rotation)
        self._update_markers()

    def _sync_now(self, animator: Animator, layout, sources, stagger_ms, order, pause_after_ms) -> None:
        self.highlight_pile(None)
        self.clear_hint()   # a hint is about the table it was given for
        # Items that may be reused: those of the piles being redrawn.
        free: dict[str, list[CardItem]] = {pid: list(self.cards.get(pid, [])) for pid in layout}
        assigned: dict[str, list[CardItem | None]] = {pid: [None] * len(specs)
                                                      for pid, specs in layout.items()}

        def take(pid: str, predicate) -> CardItem | None:
            for item in free.get(pid, []):
                if predicate(item):
                    free[pid].remove(item)
                    return item
            return None

        def search(pid: str, predicate) -> CardItem | None:
            for source in [pid, *sources.get(pid, [])]:
                item = take(source, predicate)
                if item is not None:
                    return item
            return None

        def search_anywhere(predicate) -> CardItem | None:
            for source in list(free):
                item = take(source, predicate)
                if item is not None:
                    return item
            return None

        passes = [
            # 1. the same card stays in its pile
            lambda pid, spec: take(pid, lambda it: it.code == spec.code) if spec.code is not None
            else take(pid, lambda it: it.code is None),
            # 2. a known card moves from wherever it is
            lambda pid, spec: (search(pid, lambda it: it.code == spec.code)
                               or search_anywhere(lambda it: it.code == spec.code))
            if spec.code is not None else None,
            # 3. an unknown card from a source pile becomes this card (a card played from a hand)
            lambda pid, spec: search(pid, lambda it: it.code is None),
            # 4. a known card from a source pile becomes unknown (gathered face down)
            lambda pid, spec: search(pid, lambda it: True) if spec.code is None else None,
        ]
        for rule in passes:
            for pid, specs in layout.items():
                for i, spec in enumerate(specs):
                    if assigned[pid][i] is None:
                        assigned[pid][i] = rule(pid, spec)
        # What is left over leaves the table; what is still missing is created.
        for pid, items in free.items():
            for item in items:
                self.removeItem(item)
        for pid in layout:
            self.cards[pid] = []
        created: set[int] = set()
        for pid, specs in layout.items():
            for i, spec in enumerate(specs):
                item = assigned[pid][i]
                if item is None:
                    item = CardItem(self.renderer, spec.code, spec.face_up, spec.back)
                    item.set_size(self.card_w, self.card_h)
                    source = next((s for s in sources.get(pid, []) if s in self.piles), pid)
                    start = self.piles[source]
                    item.setPos(start.positions([spec], self.card_w, self.card_h)[0]
                                if not start.centered else start.pos - QPointF(self.card_w / 2, self.card_h / 2))
                    item.setRotation(start.rotation)
                    self.addItem(item)
                    created.add(id(item))
                    assigned[pid][i] = item
            self.cards[pid] = assigned[pid]
            self.specs[pid] = specs
            if self.namer is not None:
                for item, spec in zip(assigned[pid], specs):
                    item.accessible_name = self.namer(pid, spec)
        # Animate, card by card in dealing order when staggered.
        pile_order = list(order or []) + [p for p in layout if p not in (order or [])]
        delay = 0
        for pid in pile_order:
            if pid not in layout:
                continue
            pile = self.piles[pid]
            points = pile.positions(layout[pid], self.card_w, self.card_h)
            for i, (item, spec, point) in enumerate(zip(self.cards[pid], layout[pid], points)):
                item.pile_id, item.index = pid, i
                item.playable, item.selected = spec.playable, spec.selected
                item.hover_target = False
                item.setZValue(pile.z * 1000 + i)
                turn = item.set_side(spec.code, spec.face_up, spec.back)
                if turn and id(item) in created:
                    item.finish_flip()
                    turn = False
                moving = item.pos() != point or item.rotation() != pile.rotation or turn
                if moving and stagger_ms:
                    item.setZValue(DRAG_Z // 2 + pile.z * 1000 + i)
                animator.move(item, point, pile.rotation, delay if moving else 0, turn)
                item.update()
                if moving:
                    delay += stagger_ms
        if pause_after_ms:
            animator.pause(delay + pause_after_ms)
        self._update_markers()

    # --- input --------------------------------------------------------------

    def card_at(self, scene_pos: QPointF, ignore: Sequence[CardItem] = ()) -> CardItem | None:
        for item in self.items(scene_pos):
            if isinstance(item, CardItem) and item.pile_id is not None and item not in ignore:
                return item
        return None

    def pile_at(self, scene_pos: QPointF, ignore: Sequence[CardItem] = ()) -> str | None:
        """The pile under ``scene_pos`` (the dragged cards themselves ignored)."""
        item = self.card_at(scene_pos, ignore)
        if item is not None:
            return item.pile_id
        for pid, marker in self._markers.items():
            if marker.sceneBoundingRect().contains(scene_pos):
                return pid
        return None

    def _pile_rect(self, pid: str) -> QRectF:
        items = self.cards.get(pid, [])
        if items:
            rect = QRectF(items[0].card_rect())
            for item in items[1:]:
                rect = rect.united(item.card_rect())
            return rect
        return self.piles[pid].slot_rect(self.card_w, self.card_h)

    def best_target(self, rect: QRectF, targets: Iterable[str]) -> str | None:
        """The target pile the dragged card overlaps most."""
        best, best_area = None, 0.0
        for pid in targets:
            overlap = self._pile_rect(pid).intersected(rect)
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area = pid, area
        return best

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.animator.busy or self.delegate is None:
            event.accept()
            return
        item = self.card_at(event.scenePos())
        pid = item.pile_id if item else self.pile_at(event.scenePos())
        self._press = (pid, item.index if item else -1, event.scenePos()) if pid else None
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        pid, index, start = self._press
        if not self._dragging:
            if (event.scenePos() - start).manhattanLength() < QApplication.startDragDistance():
                return
            count = self.delegate.drag_count(pid, index) if index >= 0 else 0
            if count <= 0:
                return
            self._dragging = self.cards[pid][index:index + count]
            self._drag_offsets = [item.pos() - start for item in self._dragging]
            self._targets = list(self.delegate.drop_targets(pid, index))
            for n, item in enumerate(self._dragging):
                item.setZValue(DRAG_Z + n)
        for item, offset in zip(self._dragging, self._drag_offsets):
            item.setPos(event.scenePos() + offset)
        self.highlight_pile(self.best_target(self._dragging[0].card_rect(), self._targets))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None:
            return
        pid, index, _ = press
        if self._dragging:
            dragged, self._dragging = self._dragging, []
            # A drop on a pile that is no target still reaches the delegate,
            # so the player is told why the move is refused.
            target = self.best_target(dragged[0].card_rect(), self._targets) \
                or self.pile_at(event.scenePos(), dragged)
            self.highlight_pile(None)
            accepted = target is not None and target != pid and \
                self.delegate.drop(pid, index, target, event.scenePos())
            if not accepted:
                self.snap_back(pid)
        elif event.button() == Qt.MouseButton.LeftButton:
            self.delegate.clicked(pid, index)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.animator.busy or self.delegate is None:
            return
        item = self.card_at(event.scenePos())
        pid = item.pile_id if item else self.pile_at(event.scenePos())
        if pid is not None:
            self._press = None
            self.delegate.double_clicked(pid, item.index if item else -1)

    def snap_back(self, pid: str) -> None:
        """Animate a pile's cards back to their places (an illegal drop)."""
        specs = list(self.specs.get(pid, []))
        self.sync({pid: specs})
