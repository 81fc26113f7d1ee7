"""French Tarot's table: up to six seats, the bidding panel, the call dialog,
the talon turned up and taken, the discard chosen by clicking, handfuls and
the chelem, tricks gathered to their winner, a score panel that explains
every deal and a running score sheet.

Seats are placed by their names (seat 1 "West" on the left, seat numbers
going clockwise); play goes from seat s to seat s - 1, counter-clockwise. The person's cards are fanned at the
bottom, trumps first. Double-click a highlighted card, drag it to the table,
or use Left/Right and Enter to play it; click cards to choose a discard or a
handful. Everything drawn comes from the person's observation.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QGridLayout, QGraphicsSimpleTextItem, QLabel, QPushButton, QWidget

from cardtable.engine.cards import tarot_deck
from cardtable.engine.events import (ChelemAnnounced, DealBegins, DealScored, HandfulShown,
                                     PartnerCalled, PartnerRevealed, Redeal, TalonTaken,
                                     TarotTrickWon)
from cardtable.engine.tarot.contract import handful_level, legal_bids
from cardtable.engine.tarot.observation import TarotObservation
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.engine.tarot.rules import (CONTRACT_NAMES, MULTIPLIER, card_name,
                                          sorted_cards)
from cardtable.ui.art.tarot import ART
from cardtable.ui import palette
from cardtable.ui.game_view import Overlay, show_turn
from cardtable.ui.language import format_number, seat_name, translated
from cardtable.ui.markup import heading_row
from cardtable.ui.trick_view import TrickGameView
from cardtable.ui.scene import CardSpec, Pile

# Where each seat sits, as fractions of the table, counted from the person
# (seat 0 at the bottom). Seat numbers go clockwise (seat 1 on the left, as
# match.SEAT_NAMES names them), so Tarot's play from seat s to s - 1 goes
# counter-clockwise on screen, as at a real table.
SPOTS = {
    3: [(0.50, 0.86), (0.10, 0.30), (0.90, 0.30)],
    4: [(0.50, 0.86), (0.09, 0.40), (0.50, 0.09), (0.91, 0.40)],
    5: [(0.50, 0.86), (0.09, 0.45), (0.28, 0.09), (0.72, 0.09), (0.91, 0.45)],
    6: [(0.50, 0.86), (0.08, 0.50), (0.24, 0.09), (0.50, 0.09), (0.76, 0.09), (0.92, 0.50)],
}
CENTRE = (0.5, 0.46)
SUIT_SIGN = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
STAGE_PAUSE_MS = {"talon": 1500, "trick": 800, "handful": 1600, "call": 1600, "reveal": 1600}


# Score sheet headings, short for the narrow panel.
SHORT_NAMES = {"You": QT_TRANSLATE_NOOP("View", "You"), "West": QT_TRANSLATE_NOOP("View", "W"),
               "North-West": QT_TRANSLATE_NOOP("View", "NW"), "North": QT_TRANSLATE_NOOP("View", "N"),
               "North-East": QT_TRANSLATE_NOOP("View", "NE"), "East": QT_TRANSLATE_NOOP("View", "E"),
               "South": QT_TRANSLATE_NOOP("View", "S")}
HANDFUL_NAMES = {"simple": QT_TRANSLATE_NOOP("View", "simple handful"),
                 "double": QT_TRANSLATE_NOOP("View", "double handful"),
                 "triple": QT_TRANSLATE_NOOP("View", "triple handful")}


def short_name(name: str) -> str:
    """Score sheet headings: "North-East" -> "NE", "West" -> "W", "You" stays."""
    return translated(SHORT_NAMES.get(str(name), name))


def points_text(value) -> str:
    return format_number(value)


class View(TrickGameView):
    TRICK_PAUSE_MS = STAGE_PAUSE_MS["trick"]
    PILE_WORDS = {**TrickGameView.PILE_WORDS, "talon": QT_TRANSLATE_NOOP("piles", "Talon"),
                  "aside": QT_TRANSLATE_NOOP("View", "Set aside")}   # the Écart, as on the felt

    def __init__(self, controller, parent=None):
        self.selected: set[str] = set()
        self.note = ""
        self.labels: dict[int, QGraphicsSimpleTextItem] = {}
        self.pile_names: dict[str, QGraphicsSimpleTextItem] = {}
        self.aside_words = ""   # what the pile by the hand is and whose (``_aside_words``)
        self.call_box: Overlay | None = None
        self.call_buttons: dict[str, QPushButton] = {}   # the call box's, by card
        super().__init__(controller, parent)

    # --- geometry ----------------------------------------------------------------------

    @property
    def n(self) -> int:
        return self.controller.players

    def spot(self, seat: int, w: float, h: float) -> tuple[float, float, bool]:
        """(x, y, at a side) of a seat's hand centre."""
        x, y = SPOTS[self.n][(seat - self.me) % self.n]
        return x * w, y * h, x < 0.15 or x > 0.85

    def card_size(self, w, h):
        cw = min(w * 0.075, h * 0.18 * ART.aspect)
        return cw, cw / ART.aspect

    def piles(self, w, h):
        cw, ch = self.card_size(w, h)
        cx, cy = CENTRE[0] * w, CENTRE[1] * h
        spread = self._trick_spread(w, h)
        out = [Pile("talon", QPointF(cx, cy), (1, 0), 1.05, centered=True, z=3),
               Pile("deck", QPointF(cx, cy), centered=True),
               Pile("aside", QPointF(0.075 * w, h - ch * 0.62), (1, 0), 0.1, centered=True, z=1)]
        for seat in range(self.n):
            x, y, side = self.spot(seat, w, h)
            if seat == self.me:
                y = h - ch * 0.62
                hand = Pile(f"hand{seat}", QPointF(x, y), (1, 0), 0.5, centered=True,
                            max_extent=0.66 * w, z=5)
                won = QPointF(0.92 * w, y)
            elif side:   # tricks beside the hand's lower end, towards the centre
                hand = Pile(f"hand{seat}", QPointF(x, y), (0, 1), 0.07, centered=True,
                            max_extent=0.22 * h, z=2)
                won = QPointF(x + (cw + 10) * (1 if x < w / 2 else -1), y + 0.11 * h)
            else:
                hand = Pile(f"hand{seat}", QPointF(x, y), (1, 0), 0.12, centered=True,
                            max_extent=0.12 * w, z=2)
                won = QPointF(x + 0.11 * w + cw * 0.5, y)
            played = QPointF(*self._played_point(x, y, w, h, spread))
            out += [hand,
                    Pile(f"played{seat}", played, centered=True, marker=seat == self.me, z=6),
                    Pile(f"won{seat}", won, (1, 0), 0.004, centered=True, z=1)]
        self._place_labels(w, h)
        self._place_pile_names(w, h)
        return out

    def _place_labels(self, w: float, h: float) -> None:
        cw, ch = self.card_size(w, h)
        for seat in range(self.n):
            label = self.labels.get(seat)
            if label is None:
                label = QGraphicsSimpleTextItem()
                font = QFont()
                font.setPixelSize(14)
                font.setBold(True)
                label.setFont(font)
                label.setZValue(9000)
                self.scene.addItem(label)
                self.labels[seat] = label
            x, y, side = self.spot(seat, w, h)
            # where the label's text goes from: "centre", "left" (its left edge),
            # "right" (its right edge), so no label covers a slot or another label
            if seat == self.me:   # left of the person's trick slot, level with it
                px, py = self._played_point(x, h - ch * 0.62, w, h)
                place = (px - cw * 0.5 - 10, py - 17, "right")
            elif side:            # beside the hand, towards the table's centre, level with its top
                edge = cw * 0.5 + 8
                place = (x + edge, y - 0.11 * h - ch * 0.5, "left") if x < w / 2 else \
                    (x - edge, y - 0.11 * h - ch * 0.5, "right")
            else:
                place = (x, y + ch * 0.5 + 6, "centre")
            label.setData(0, place)
            self._centre_label(label)

    def _place_pile_names(self, w: float, h: float) -> None:
        """"Set aside" (``aside_words``) and "Your tricks" above those piles,
        beside the person's hand."""
        cw, ch = self.card_size(w, h)
        if not self.pile_names:
            for pid, words in (("aside", self.tr("Set aside")), (f"won{self.me}", self.tr("Your tricks"))):
                item = QGraphicsSimpleTextItem(words)
                font = QFont()
                font.setPixelSize(12)
                item.setFont(font)
                item.setBrush(QBrush(QColor(palette.CREAM)))
                item.setZValue(9000)
                item.hide()
                self.scene.addItem(item)
                self.pile_names[pid] = item
        self.pile_names["aside"].setText(self.aside_words or self.tr("Set aside"))
        for pid, x in (("aside", 0.075 * w), (f"won{self.me}", 0.92 * w)):
            item = self.pile_names[pid]
            item.setPos(x - item.boundingRect().width() / 2, h - ch * 1.12 - item.boundingRect().height() - 4)
            self.keep_on_table(item)

    def _played_point(self, x: float, y: float, w: float, h: float,
                      spread: float = 0.33) -> tuple[float, float]:
        """The centre of a seat's place in the trick, between its hand and the
        centre: a third of the way up and down (clear of the labels under the
        top hands), ``spread`` of the way across."""
        cx, cy = CENTRE[0] * w, CENTRE[1] * h
        return cx + (x - cx) * spread, cy + (y - cy) * 0.33

    def _trick_spread(self, w: float, h: float) -> float:
        """How far across the trick's places go: a third of the way, or more
        when two neighbours' cards would overlap (five and six players)."""
        cw, ch = self.card_size(w, h)
        spots = [(w / 2, h - ch * 0.62) if seat == self.me else self.spot(seat, w, h)[:2]
                 for seat in range(self.n)]
        spread = 0.33
        while spread < 0.6:
            points = [self._played_point(x, y, w, h, spread) for x, y in spots]
            if all(abs(a[0] - b[0]) >= cw + 6 or abs(a[1] - b[1]) >= ch + 6
                   for i, a in enumerate(points) for b in points[i + 1:]):
                break
            spread += 0.02
        return spread

    def _centre_label(self, label: QGraphicsSimpleTextItem) -> None:
        x, y, anchor = label.data(0)
        width = label.boundingRect().width()
        x = {"centre": x - width / 2, "left": x, "right": x - width}[anchor]
        label.setPos(x, y)
        self.keep_on_table(label)

    # --- the picture -------------------------------------------------------------------

    def _hand_specs(self, obs: TarotObservation, seat: int) -> list[CardSpec]:
        if seat != self.me:
            return [CardSpec(None)] * obs.hand_sizes[seat]
        legal = set(obs.legal_cards)
        choosing = bool(self.controller.card_choices())
        eligible = set()
        for choice in self.controller.card_choices():
            eligible |= set(choice.eligible)
        return [CardSpec(c, playable=c in legal or (choosing and obs.phase == "discard"
                                                     and c in eligible),
                         selected=c in self.selected)
                for c in obs.hand]

    def table(self, obs: TarotObservation):
        layout: dict[str, list[CardSpec]] = {"deck": []}
        for seat in range(self.n):
            layout[f"hand{seat}"] = self._hand_specs(obs, seat)
            layout[f"played{seat}"] = []
            layout[f"won{seat}"] = [CardSpec(None)] * obs.won_counts[seat]
        if obs.trick is not None:
            for seat, card in obs.trick.plays:
                layout[f"played{seat}"] = [CardSpec(card)]
        talon_away = obs.talon is not None  # shown and taken (Small, Guard)
        if obs.phase in ("bidding", "call") or (not talon_away and not obs.tricks
                                                and not (obs.trick and obs.trick.plays)):
            layout["talon"] = [CardSpec(None)] * obs.talon_count
            layout["aside"] = []
        else:
            layout["talon"] = []
            if talon_away:
                shown = list(obs.discard)
                hidden = obs.discard_count - len(shown)
                layout["aside"] = [CardSpec(c) for c in shown] + [CardSpec(None)] * hidden
            else:
                layout["aside"] = [CardSpec(None)] * obs.talon_count
        self._update_labels(obs)
        for pid, text in self.pile_names.items():   # the piles beside the hand say what they are
            text.setVisible(bool(layout.get(pid)))
        if layout["aside"]:
            self.aside_words = self._aside_words(obs, talon_away)
            self._place_pile_names(self.view.viewport().width(), self.view.viewport().height())
        return layout

    def _aside_words(self, obs: TarotObservation, talon_away: bool) -> str:
        """What the pile by the person's hand is, and whose: it sits there
        whoever took the contract (one place on the felt for it at every
        table size), so it names the attacker when that is someone else, and
        with Guard Without or Against the side the unseen talon counts for."""
        if talon_away:
            if obs.attacker == self.me:
                return self.tr("Set aside")
            return self.tr("Set aside by {seat}").format(seat=self._name(obs.attacker))
        if obs.contract == "guard_against":
            return self.tr("Talon, for the defence")
        if obs.attacker == self.me:
            return self.tr("Talon, for you")
        return self.tr("Talon, for {seat}").format(seat=self._name(obs.attacker))

    def sources(self, events):
        out = {"talon": ["deck"], "aside": [f"hand{s}" for s in range(self.n)] + ["talon"]}
        dealt = any(isinstance(e, DealBegins) for e in events)
        for seat in range(self.n):
            out[f"hand{seat}"] = ["deck"] if dealt else ["talon", f"played{seat}"]
            out[f"played{seat}"] = [f"hand{seat}"]
            out[f"won{seat}"] = [f"played{s}" for s in range(self.n)]
        return out

    def sync_options(self, events):
        return self.dealing_options(events, stagger_ms=12, step=-1)  # counter-clockwise

    def play_pile(self, seat: int) -> str:
        return f"played{seat}"

    def on_changed(self, events: list) -> None:
        """A thrown-in deal is told on the status line (the first deal's too:
        the opening events come here like any others)."""
        for event in events:
            if isinstance(event, Redeal):
                self.note = (self.tr("Everybody passed: the next dealer deals again.") if event.reason
                             == "all_pass" else self.tr("{seat} had the Petit alone (petit sec): the cards "
                                                        "are dealt again.").format(seat=self._name(event.seat)))
        super().on_changed(events)

    def retranslate(self) -> None:
        """The pile names on the felt are made again in the new language."""
        for item in self.pile_names.values():
            self.scene.removeItem(item)
        self.pile_names.clear()
        super().retranslate()

    def other_event(self, picture, event, stages: list[dict]) -> None:
        """The talon turned up for a moment; a handful shown in front of its
        player for a moment, then back in the hand; a call and a partner
        revealed said on the line above the table while the table waits
        (``announcement``: held until a click when Options asks)."""
        mine = getattr(event, "seat", None) == self.me
        who = self._name(getattr(event, "seat", None))
        if isinstance(event, TalonTaken):
            picture["talon"] = [CardSpec(c) for c in event.cards]
            say = self.tr("You take the talon.") if mine else \
                self.tr("{who} takes the talon.").format(who=who)
            stages.append(self.announcement(picture, event.seat, STAGE_PAUSE_MS["talon"], say))
        elif isinstance(event, HandfulShown):
            hand, played = picture[f"hand{event.seat}"], picture[f"played{event.seat}"]
            shown = picture.copy()
            shown[f"hand{event.seat}"] = list(hand)
            for card in event.cards:
                self.take_from_hand(shown, event.seat, card)
            shown[f"played{event.seat}"] = [CardSpec(c) for c in event.cards]
            stages.append(self.announcement(shown, event.seat, STAGE_PAUSE_MS["handful"],
                                            self._handful_said(event, mine).format(who=who)))
            picture[f"hand{event.seat}"], picture[f"played{event.seat}"] = hand, played
        elif isinstance(event, PartnerCalled):
            say = (self.tr("You call {card}: whoever holds it is your secret partner.") if mine else
                   self.tr("{who} calls {card}: whoever holds it is their secret partner."))
            stages.append(self.announcement(picture, event.seat, STAGE_PAUSE_MS["call"],
                                            say.format(who=who, card=translated(card_name(event.card)))))
        elif isinstance(event, PartnerRevealed):
            attacker = self.controller.observation().attacker
            if event.seat == attacker:
                say = self.tr("You played the card you called: you play alone.") if mine else \
                    self.tr("{who} played the card they called: they play alone.")
            elif mine:
                say = self.tr("You hold {card}: you are {attacker}'s partner.")
            elif attacker == self.me:
                say = self.tr("{who} holds {card}: {who} is your partner.")
            else:
                say = self.tr("{who} holds {card}: {who} is {attacker}'s partner.")
            stages.append(self.announcement(picture, event.seat, STAGE_PAUSE_MS["reveal"], say.format(
                who=who, card=translated(card_name(event.card)), attacker=self._name(attacker))))
        elif isinstance(event, ChelemAnnounced):
            say = self.tr("You announce a chelem: every trick.") if mine else \
                self.tr("{who} announces a chelem: every trick.").format(who=who)
            stages.append(self.announcement(picture, event.seat, STAGE_PAUSE_MS["call"], say))

    def _handful_said(self, event: HandfulShown, mine: bool) -> str:
        """The handful's announcement, one whole sentence per level so each
        language words it its own way ("Poignée double", "ダブル・ポワニェ");
        ``{who}`` is left to fill."""
        n = len(event.cards)
        if event.level == "triple":
            return (self.tr("You show a triple handful of %n trumps.", "", n) if mine else
                    self.tr("{who} shows a triple handful of %n trumps.", "", n))
        if event.level == "double":
            return (self.tr("You show a double handful of %n trumps.", "", n) if mine else
                    self.tr("{who} shows a double handful of %n trumps.", "", n))
        return (self.tr("You show a simple handful of %n trumps.", "", n) if mine else
                self.tr("{who} shows a simple handful of %n trumps.", "", n))

    def gather(self, picture, event: TarotTrickWon, stages: list[dict]) -> None:
        """The trick face down to its winner, but an Excuse its owner keeps."""
        taken = len(event.cards) - (event.excuse is not None)
        picture[f"won{event.winner}"] = picture[f"won{event.winner}"] + [CardSpec(None)] * taken
        if event.excuse is not None:
            picture[f"won{event.excuse}"] = picture[f"won{event.excuse}"] + [CardSpec(None)]
        for seat in range(self.n):
            picture[f"played{seat}"] = []

    # --- seat labels and status ----------------------------------------------------------

    def _name(self, seat) -> str:
        return seat_name(self.controller.seats()[seat]["name"]) if seat is not None else ""

    def _role(self, obs: TarotObservation, seat: int) -> str:
        if obs.attacker is None:
            bid = obs.bids[seat]
            return translated(CONTRACT_NAMES[bid]) if bid else ""
        if seat == obs.attacker:
            role = self.tr("Attacker: {contract}").format(contract=translated(CONTRACT_NAMES[obs.contract]))
        elif seat in obs.partners_revealed or (obs.sides[seat] == "attack" and seat == self.me):
            role = self.tr("Partner")
        elif obs.players > 4 and obs.sides[seat] is None:
            role = ""
        else:
            role = self.tr("Defence")
        if obs.handfuls[seat]:
            # (a side seat's on a line of its own: its label stays narrow beside the trick)
            side = not 0.15 <= SPOTS[self.n][(seat - self.me) % self.n][0] <= 0.85
            handful = translated(HANDFUL_NAMES[handful_level(obs.players, len(obs.handfuls[seat]))])
            role = role + ("\n" if side else " · ") + handful if role else handful
        return role

    def _update_labels(self, obs: TarotObservation) -> None:
        for seat, label in self.labels.items():
            if seat >= self.n:
                continue
            name = self.tr("{seat} (dealer)").format(seat=self._name(seat)) if seat == obs.dealer else self._name(seat)
            show_turn(label, f"{name}\n{self._role(obs, seat)}".strip(),
                      obs.to_act == seat and obs.phase != "over")
            self._centre_label(label)

    def status_text(self, obs: TarotObservation) -> str:
        note = self.note   # a redeal's note stays until the person has seen it on their turn
        if obs.to_act == self.me:
            self.note = ""
        if obs.phase == "over":
            return self.tr("The match is over.")
        if obs.to_act != self.me:
            waiting = {"bidding": self.tr("Waiting for {seat} to bid."),
                       "call": self.tr("Waiting for {seat} to call a partner."),
                       "discard": self.tr("Waiting for {seat} to set cards aside."),
                       "play": self.tr("Waiting for {seat} to play.")}[obs.phase]
            sentences = [waiting.format(seat=self._name(obs.to_act))]
        elif obs.phase == "bidding":
            sentences = [self.tr("Your bid: pass, or a contract higher than any so far.")]
        elif obs.phase == "call":
            sentences = [self.tr("Call a card: whoever holds it is your secret partner.")]
        elif obs.phase == "discard":
            sentences = [self.tr("Click %n cards to set aside (no Kings or Oudlers), then press Discard.",
                                 "", obs.talon_count)]
        else:
            sentences = [self.tr("Your turn: double-click a highlighted card or drag it to the table.")]
            if self.controller.card_choices():
                sentences.append(self.tr("You may show a handful first (click trumps to choose them, "
                                         "or let the table pick)."))
            if {"a": "chelem"} in self.controller.legal_actions():
                sentences.append(self.tr("You may announce a chelem."))
        return self.tr(" ").join(([note] if note else []) + sentences)

    # --- the panel -------------------------------------------------------------------------

    def build_panel(self) -> None:
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.contract_label = QLabel()
        self.contract_label.setWordWrap(True)
        self.panel_layout.addWidget(self.title)
        self.panel_layout.addWidget(self.contract_label)
        self.bid_box = QWidget()
        grid = QGridLayout(self.bid_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.bid_buttons: dict[str, QPushButton] = {}
        for i, bid in enumerate(legal_bids(None)):
            button = QPushButton(translated(CONTRACT_NAMES[bid]) if bid == "pass"
                                 else f"{translated(CONTRACT_NAMES[bid])} ×{MULTIPLIER[bid]}")
            button.clicked.connect(lambda _=False, v=bid: self.controller.act({"a": "bid", "v": v}))
            grid.addWidget(button, i, 0)
            self.bid_buttons[bid] = button
        self.panel_layout.addWidget(self.bid_box)
        self.discard_button = QPushButton(self.tr("Discard"))
        self.discard_button.clicked.connect(self._discard)
        self.panel_layout.addWidget(self.discard_button)
        self.handful_buttons: list[QPushButton] = []
        for i in range(3):
            button = QPushButton()
            button.clicked.connect(lambda _=False, k=i: self._show_handful(k))
            self.panel_layout.addWidget(button)
            self.handful_buttons.append(button)
        self.chelem_button = QPushButton(self.tr("Announce chelem"))
        self.chelem_button.clicked.connect(lambda: self.controller.act({"a": "chelem"}))
        self.panel_layout.addWidget(self.chelem_button)
        self.sheet_label = QLabel()
        self.sheet_label.setTextFormat(Qt.TextFormat.RichText)
        self.sheet_label.setWordWrap(True)
        self.panel_layout.addWidget(self.sheet_label)

    def update_panel(self, obs: TarotObservation) -> None:
        legal = self.controller.legal_actions()
        choices = self.controller.card_choices()
        self.selected &= set(obs.hand) if (choices and obs.to_act == self.me) else set()
        self.title.setText(self.tr("<b>French Tarot</b> — deal {deal} of {deals}").format(
            deal=min(obs.deal_number, obs.deals), deals=obs.deals))
        self.contract_label.setText(self._contract_text(obs))
        bids = {a["v"] for a in legal if a["a"] == "bid"}
        self.bid_box.setVisible(obs.phase == "bidding")
        for bid, button in self.bid_buttons.items():
            button.setEnabled(bid in bids)
        discard = [c for c in choices if c.action == "discard"]
        self.discard_button.setVisible(bool(discard))
        if discard:
            self.discard_button.setText(self.tr("Discard ({chosen}/{count})").format(
                chosen=len(self.selected), count=discard[0].count))
            self.discard_button.setEnabled(discard[0].allows(sorted(self.selected)))
        handfuls = [c for c in choices if c.action == "poignee"]
        for i, button in enumerate(self.handful_buttons):
            button.setVisible(i < len(handfuls))
            if i < len(handfuls):
                level = handful_level(obs.players, handfuls[i].count)
                button.setText(self.tr("Show {handful} ({count})").format(
                    handful=translated(HANDFUL_NAMES[level]), count=handfuls[i].count))
        self.chelem_button.setVisible({"a": "chelem"} in legal)
        self.sheet_label.setText(self._standings_html(obs))
        self._update_call_box(obs, [a["card"] for a in legal if a["a"] == "call"])

    def _contract_text(self, obs: TarotObservation) -> str:
        if obs.contract is None:
            return ""
        text = self.tr("{contract} by {seat}").format(contract=translated(CONTRACT_NAMES[obs.contract]),
                                                      seat=self._name(obs.attacker))
        if obs.called:
            text = self.tr("{contract}; called {cards}").format(contract=text, cards=self._cards(obs.called))
        if obs.chelem:
            text = self.tr("{contract}; chelem announced").format(contract=text)
        return text

    def _cards(self, cards) -> str:
        """"the King of hearts and the Queen of spades"."""
        return self.joined(translated(card_name(c)) for c in cards)

    def _standings_html(self, obs: TarotObservation) -> str:
        """**[decision]** The panel's score sheet has a row per seat (the last
        deal, the total), so it fits the narrow panel for any number of
        players and any score; the sheet by deal, a column per seat, is in
        the match's summary, which has room for it."""
        last = obs.sheet[-1]["scores"] if obs.sheet else [None] * self.n
        rows = "".join(
            f"<tr><td>{seat_name(seat['name'])}</td><td align='right'>{'' if d is None else f'{d:+d}'}</td>"
            f"<td align='right'><b>{total:g}</b></td></tr>"
            for seat, d, total in zip(self.controller.seats(), last, obs.scores))
        return ("<p><b>" + self.tr("Score sheet") + "</b></p>"
                "<table cellspacing='0' cellpadding='3' style='font-size: 12px'>"
                + heading_row(self.tr("Last deal"), self.tr("Total")).replace("<th>", "<th align='right'>")
                + rows + "</table>")

    def _sheet_html(self, obs: TarotObservation) -> str:
        names = [short_name(s["name"]) for s in self.controller.seats()]
        head = "".join(f"<th align='right'>{n}</th>" for n in names)
        rows = ""
        for number, deal in enumerate(obs.sheet, 1):
            cells = "".join(f"<td align='right'>{s:+d}</td>" for s in deal["scores"])
            rows += f"<tr><td>{number}</td>{cells}</tr>"
        totals = "".join(f"<td align='right'><b>{s}</b></td>" for s in obs.scores)
        return ("<p><b>" + self.tr("Score sheet") + "</b></p><table cellspacing='0' cellpadding='2' "
                f"style='font-size: 11px'><tr><th></th>{head}</tr>{rows}<tr><td>Σ</td>{totals}</tr></table>")

    def _update_call_box(self, obs: TarotObservation, cards: list[str]) -> None:
        if self.call_box is not None:
            self.call_box.hide()
            self.call_box.deleteLater()
            self.call_box = None
        self.call_buttons = {}
        if not cards:
            return
        buttons = [(f"{SUIT_SIGN[c[0]]} {translated(card_name(c, article=False))}",
                    lambda _=False, c=c: self.controller.act({"a": "call", "card": c}))
                   for c in cards]
        title = {"K": self.tr("Call a King"), "Q": self.tr("Call a Queen"),
                 "C": self.tr("Call a Cavalier")}[cards[0][1]]
        self.call_box = Overlay(self.view, title,
                                self.tr("<p>Its holder becomes your secret partner, revealed when the "
                                        "card is played. If you hold it or it lies in the talon, "
                                        "you play alone.</p>"), buttons)
        self.call_buttons = dict(zip(cards, self.call_box.buttons.values()))

    # --- the person's input ------------------------------------------------------------------

    def _refresh(self) -> None:
        obs = self.controller.observation()
        self.scene.sync({f"hand{self.me}": self._hand_specs(obs, self.me)})
        self.update_panel(obs)

    def clicked(self, pile_id, index):
        if pile_id != f"hand{self.me}" or index < 0 or not self.controller.card_choices():
            return
        card = self.scene.cards[pile_id][index].code
        eligible = {c for choice in self.controller.card_choices() for c in choice.eligible}
        if card in self.selected:
            self.selected.discard(card)
        elif card in eligible:
            self.selected.add(card)
        else:
            self.show_message(self.tr("You cannot choose {card} here.").format(card=translated(card_name(card))))
            return
        self._refresh()

    def prepare_hint(self, action):
        """A bid's, a call's or the chelem's button; a discard or handful with
        its cards chosen in the hand, and its button."""
        kind = action["a"]
        if kind == "bid":
            return self.bid_buttons.get(action["v"])
        if kind == "call":
            return self.call_buttons.get(action["card"])
        if kind == "chelem":
            return self.chelem_button
        choices = [c for c in self.controller.card_choices() if c.action == kind]
        for i, choice in enumerate(choices):
            if choice.matches(action):
                self.selected = set(action["cards"])
                self._refresh()
                return self.discard_button if kind == "discard" else self.handful_buttons[i]
        return None

    def _discard(self) -> None:
        (choice,) = [c for c in self.controller.card_choices() if c.action == "discard"]
        if self.controller.act(choice.action_for(sorted_cards(self.selected))):
            self.selected.clear()

    def _show_handful(self, index: int) -> None:
        choice = [c for c in self.controller.card_choices() if c.action == "poignee"][index]
        chosen = sorted_cards(self.selected)
        if not choice.allows(chosen):  # the table picks: the required cards, then the lowest
            rest = [c for c in choice.eligible if c not in choice.required]
            chosen = list(choice.required) + rest[:choice.count - len(choice.required)]
        if self.controller.act(choice.action_for(chosen)):
            self.selected.clear()

    def _play(self, pile_id: str, index: int) -> bool:
        if pile_id != f"hand{self.me}" or index < 0:
            return False
        return self.controller.act({"a": "play", "card": self.scene.cards[pile_id][index].code})

    def drag_count(self, pile_id, index):
        return 1 if pile_id == f"hand{self.me}" and self.controller.is_human_turn() else 0

    def drop_targets(self, pile_id, index):
        return [f"played{self.me}"]

    def drop(self, pile_id, index, target, scene_pos):
        return target == f"played{self.me}" and self._play(pile_id, index)

    def double_clicked(self, pile_id, index):
        self._play(pile_id, index)

    def activate(self, pile_id, index):
        """Enter on a card: chooses it for a discard or a handful (as a click
        does) while one is asked, else plays it."""
        if self.controller.card_choices():
            self.clicked(pile_id, index)
        else:
            self._play(pile_id, index)

    # --- summaries -------------------------------------------------------------------------------

    def summary_for(self, events):
        """The explained score of the deal these events finished (a petit-sec
        redeal may follow it), or the all-pass notice."""
        if any(isinstance(e, DealScored) for e in events):
            obs = self.controller.observation()
            return self._explain(obs.sheet[-1], len(obs.sheet))
        if any(isinstance(e, Redeal) and e.reason == "all_pass" for e in events):
            return (self.tr("Everybody passed"), self.tr("<p>The next dealer deals again; this deal does "
                                                         "not count.</p>"))
        return None

    def show_deal_end(self, events):
        obs = self.controller.observation()
        self.sheet_label.setText(self._standings_html(obs))
        for widget in (self.bid_box, self.discard_button, self.chelem_button, *self.handful_buttons):
            widget.setVisible(False)
        self.status.setText(self.tr("The deal is over.") if obs.sheet else "")

    def final_stages(self, events):
        """Before a new deal, every card goes back to the middle."""
        if not any(isinstance(e, DealBegins) for e in events):
            return []
        layout = {pid: [] for pid in self.scene.piles}
        layout["deck"] = [CardSpec(None)] * len(tarot_deck())
        return [{"layout": layout, "sources": {"deck": [p for p in self.scene.piles if p != "deck"]}}]

    def _explain(self, b: dict, number: int) -> tuple[str, str]:
        names = [seat_name(s["name"]) for s in self.controller.seats()]
        attack = [b["attacker"], *b["partners"]]
        who = names[b["attacker"]]
        if b["partners"]:
            who = self.tr("{taker} with {partners}").format(taker=who, partners=self.tr(", ").join(
                names[p] for p in b["partners"]))
        contract = self.tr("<b>{contract}</b> (×{multiplier}) by {seat}").format(
            contract=translated(CONTRACT_NAMES[b["contract"]]), multiplier=b["multiplier"], seat=who)
        if b["called"]:
            contract = self.tr("{contract}; called {cards}").format(contract=contract, cards=self._cards(b["called"]))
        attack_line = (self.tr("Attack: <b>{points}</b> points with %n oudler(s): goal {goal}, made by {margin}",
                               "", b["oudlers"]) if b["won"] else
                       self.tr("Attack: <b>{points}</b> points with %n oudler(s): goal {goal}, lost by {margin}",
                               "", b["oudlers"]))
        lines = [contract,
                 attack_line.format(points=points_text(b["card_points"]), goal=b["goal"], margin=b["margin"]),
                 f"25 + {b['margin']} = {b['base']}"]
        if b["petit_au_bout"]:
            second = b["petit_au_bout_second_to_last"]
            if b["petit_au_bout"] > 0:
                line = (self.tr("Petit au bout (second-to-last trick: the chelem's last trick was led by the "
                                "Excuse), won by the attack: {points}") if second else
                        self.tr("Petit au bout won by the attack: {points}"))
            else:
                line = (self.tr("Petit au bout (second-to-last trick: the chelem's last trick was led by the "
                                "Excuse), won by the defence: {points}") if second else
                        self.tr("Petit au bout won by the defence: {points}"))
            lines.append(line.format(points=f"{b['petit_au_bout']:+d}"))
        signed = (b["base"] if b["won"] else -b["base"]) + b["petit_au_bout"]
        lines.append(f"({signed:+d}) × {b['multiplier']} = {signed * b['multiplier']:+d}")
        if b["handful"]:
            shown = self.tr(", ").join(self.tr("{seat}: {handful}").format(
                seat=names[int(s)], handful=translated(HANDFUL_NAMES.get(lv, lv))) for s, lv in b["handfuls"].items())
            lines.append(self.tr("Handful ({shown}) to the side that won: {points}").format(
                shown=shown, points=f"{b['handful']:+d}"))
        if b["chelem"]:
            lines.append(self.tr("Chelem: {points}").format(points=f"{b['chelem']:+d}"))
        lines.append(self.tr("Each defender: <b>{points}</b>").format(points=f"{-b['per_defender']:+d}"))
        attack_word, defence_word = self.tr("attack"), self.tr("defence")
        rows = "".join(
            f"<tr><td>{names[s]}</td><td>{attack_word if s in attack else defence_word}</td>"
            f"<td align='right'><b>{b['scores'][s]:+d}</b></td>"
            f"<td align='right'>{format_number(b['totals'][s])}</td></tr>" for s in range(len(names)))
        html = ("<p>" + "<br>".join(lines) + "</p><table cellspacing='6'>"
                + heading_row(self.tr("Seat"), self.tr("Side"), self.tr("Deal"), self.tr("Total"), first="")
                + rows + "</table>")
        title = (self.tr("Deal {number}: contract made") if b["won"] else
                 self.tr("Deal {number}: contract lost")).format(number=number)
        return title, html

    def match_summary(self, result):
        names = [seat_name(s["name"]) for s in self.controller.seats()]
        obs = self.controller.observation()
        winners = self.joined(names[s] for s in result["winners"])
        title = self.tr("You win!") if self.me in result["winners"] else self.tr("Match over")
        return title, self.tr("<p>Winner: <b>{winners}</b></p>").format(winners=winners) + self._sheet_html(obs)

