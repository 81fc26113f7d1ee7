"""En blanc et noir on the table: your hand at the bottom, the others around
(seat 1 on your left, then across, then your right: play goes clockwise on
screen, and names follow the screen), the trick in the middle.

In front of each player lies their bid card turned sideways as in the box,
white number to the left and black to the right, with the tricks they have
won in white stacked on its left and in black on its right, and a line
"bid · won" under their name. With four players the card set aside is shown
face up in the top-left corner.

- **Bid**: drag a card onto "Your bid" or double-click it (or "Bid zero" /
  key Z when allowed). The others' bids lie face down until all are in, then
  turn over together; a zero bidder's face-down card goes back to the hand.
- **Lead**: drag a card onto "Lead white" or "Lead black", or click it and
  press the White/Black button (keys W and B). Double-click or Enter also
  select the card.
- **Follow**: drag a highlighted card onto the table, or double-click it.
- A played card is turned so its rank half points to the middle and its
  suit half to its player, as the box's rule sheet says (the white half is
  the card's top). Each trick is held a moment, then gathered face
  down onto its winner's white or black side.

Everything drawn comes from the person's observation; the pictures between
two observations (a full trick, its gathering) are built from the events.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QPushButton

from cardtable.engine.blanc_et_noir.game import Observation
from cardtable.engine.blanc_et_noir.rules import (COLOURS, EXACT, MOST, REASON_POINTS, SHORT,
                                                  TRICKS_PER_ROUND, ZERO_BOTH, ZERO_BOTH_POINTS,
                                                  must_play)
from cardtable.engine.cards import blanc_et_noir_deck, blanc_et_noir_numbers
from cardtable.engine.events import BidChosen, BlancDealScored, BlancTrickWon, SuitChosen
from cardtable.engine.match import SEAT_NAMES
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.ui import palette
from cardtable.ui.language import seat_name, translated
from cardtable.ui.markup import heading_row
from cardtable.ui.game_view import show_turn
from cardtable.ui.trick_view import TrickGameView
from cardtable.ui.scene import CardSpec, Pile

# Screen spots by seat counted from the person, clockwise on screen.
SPOTS = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
# The angle that turns a card's top (its white half) towards the middle.
FACING = {"bottom": 0, "left": 90, "top": 180, "right": 270}
# Which half of a played card faces the middle: the box's rule sheet says
# 「ランクに決めた数字を中央に向けて出しましょう」, "play it with the number chosen
# as the rank towards the middle" (seeds/blanc-et-noir_rules_ja.txt), so the
# suit half faces its player. [decision: the issue asked for the suit side
# "as in the box"; the box says rank, and the box is followed.]
RANK_TO_MIDDLE = 180
REASON_TEXT = {MOST: QT_TRANSLATE_NOOP("View", "exact, most"), "exact": QT_TRANSLATE_NOOP("View", "exact"),
               "short": QT_TRANSLATE_NOOP("View", "one short"), "miss": QT_TRANSLATE_NOOP("View", "missed"),
               ZERO_BOTH: QT_TRANSLATE_NOOP("View", "zero in both")}
SPREAD_STACKS = 6  # won tricks of a colour laid side by side before they pile up
ZONES = ("zone_white", "zone_black")


def colour_of_zone(zone: str) -> str:
    return zone.split("_")[1]


class View(TrickGameView):
    NEXT_DEAL = QT_TRANSLATE_NOOP("View", "Next round")
    PILE_WORDS = {**TrickGameView.PILE_WORDS, "stock": QT_TRANSLATE_NOOP("piles", "Set aside"),
                  "zone_white": QT_TRANSLATE_NOOP("piles", "Table, white side"),
                  "zone_black": QT_TRANSLATE_NOOP("piles", "Table, black side")}

    def __init__(self, controller, parent=None):
        self.players = controller.players
        self.spots = SPOTS[self.players]
        self.selected: str | None = None          # the card chosen to lead, awaiting a colour
        self.suit: str | None = None              # the current trick's suit colour
        self.name_items: dict[int, QGraphicsSimpleTextItem] = {}
        self._label_at: dict[int, tuple[QPointF, bool]] = {}
        super().__init__(controller, parent)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        for seat in range(self.players):
            item = QGraphicsSimpleTextItem()
            item.setFont(font)
            item.setBrush(QBrush(QColor(palette.CREAM)))
            item.setZValue(9000)
            self.scene.addItem(item)
            self.name_items[seat] = item
        self.aside_item = QGraphicsSimpleTextItem()
        self.retranslate_felt()
        self.aside_item.setBrush(QBrush(QColor(palette.CREAM)))
        self.scene.addItem(self.aside_item)

    # --- seats ---------------------------------------------------------------------------

    def spot(self, seat: int) -> str:
        return self.spots[(seat - self.me) % self.players]

    def name(self, seat: int) -> str:
        return seat_name(SEAT_NAMES[self.players][seat])

    def retranslate_felt(self) -> None:
        self.aside_item.setText(self.tr("Set aside") if self.players == 4 else "")

    def retranslate(self) -> None:
        self.retranslate_felt()
        super().retranslate()

    # --- layout --------------------------------------------------------------------------

    def card_size(self, w: float, h: float) -> tuple[float, float]:
        cw = min(w / 14.5, h / 8.4 * 5 / 7)
        return cw, cw * 7 / 5

    def piles(self, w: float, h: float) -> list[Pile]:
        cw, ch = self.card_size(w, h)
        cx = w / 2
        four = self.players == 4
        top_end = 1.75 * ch if four else 0.2 * ch          # below the top seat's strip
        strip_y = {"bottom": h - 1.72 * ch, "top": 0.55 * ch + 0.62 * ch + 0.5 * ch}
        middle_y = (top_end + strip_y["bottom"] - 0.5 * ch) / 2
        side_hand_y = 0.33 * h
        strip_y["left"] = strip_y["right"] = side_hand_y + 0.17 * h + 0.5 * cw + 0.62 * ch
        strip_x = {"bottom": cx, "top": cx, "left": 0.24 * w, "right": 0.76 * w}
        # how far out the won stacks may reach, left (white) and right (black)
        reach = {"bottom": (0.16 * w, 0.84 * w), "top": (0.16 * w, 0.84 * w),
                 "left": (0.5 * cw + 4, cx - 0.6 * cw), "right": (cx + 0.6 * cw, w - 0.5 * cw - 4)}
        hand_at = {"bottom": (cx, h - 0.62 * ch), "top": (cx, 0.55 * ch),
                   "left": (0.62 * ch, side_hand_y), "right": (w - 0.62 * ch, side_hand_y)}
        toward = {"bottom": (0, 0.62 * ch), "top": (0, -0.62 * ch),
                  "left": (-0.95 * ch, 0), "right": (0.95 * ch, 0)}
        piles: list[Pile] = []
        for seat in range(self.players):
            spot = self.spot(seat)
            side = spot in ("left", "right")
            if spot == "bottom":
                piles.append(Pile(f"hand{seat}", QPointF(*hand_at[spot]), (1, 0), 0.85,
                                  centered=True, max_extent=w - 2 * cw, z=5))
            else:
                # a side hand (turned) stops short of the stock in the corner above it
                clear = 2 * (side_hand_y - (1.1 * ch + 14) - 8 - 0.5 * cw)
                piles.append(Pile(f"hand{seat}", QPointF(*hand_at[spot]), (0, 1) if side else (1, 0),
                                  0.22, centered=True, rotation=90 if side else 0, z=5,
                                  max_extent=min(0.34 * h, clear) if side else 0.4 * w))
            dx, dy = toward[spot]
            for colour in COLOURS:
                turn = (FACING[spot] + RANK_TO_MIDDLE + (0 if colour == "white" else 180)) % 360
                piles.append(Pile(f"play{seat}_{colour}", QPointF(cx + dx, middle_y + dy),
                                  centered=True, rotation=turn, z=20))
            bx, by = strip_x[spot], strip_y[spot]
            piles.append(Pile(f"bid{seat}", QPointF(bx, by), centered=True, rotation=-90, z=4,
                              label=self.tr("Your bid") if spot == "bottom" else ""))
            for colour, sign, limit in zip(COLOURS, (-1, 1), reach[spot]):
                first = bx + sign * (0.5 * ch + 0.12 * cw + 0.5 * cw)
                # six stacks spread out; any more pile up on the sixth
                spacing = min(0.42 * cw, abs(limit - first) / (SPREAD_STACKS - 1))
                for k in range(TRICKS_PER_ROUND):
                    out = min(k, SPREAD_STACKS - 1) * spacing + max(0, k - SPREAD_STACKS + 1) * 3
                    # stacks further out lie under nearer ones on the white side,
                    # over them on the black side, so every stack's edge shows
                    z = 3 - k if sign < 0 else k
                    piles.append(Pile(f"won{seat}_{colour}_{k}", QPointF(first + sign * out, by),
                                      (0.04, -0.04), 1.0, centered=True, z=z))
            # clear of the stacks, which lean a little up and down from their place
            gap = 0.5 * ch + 0.1 * ch + 4
            self._label_at[seat] = (QPointF(bx, by + (gap if spot != "bottom" else -gap)),
                                    spot == "bottom")
        zone_y = middle_y + toward["bottom"][1]
        piles.append(Pile("zone_white", QPointF(cx - 0.62 * cw, zone_y), centered=True, z=1))
        piles.append(Pile("zone_black", QPointF(cx + 0.62 * cw, zone_y), centered=True, z=1))
        piles.append(Pile("deck", QPointF(w - 0.7 * cw, 0.6 * ch), (0.002, 0.002), 1.0,
                          centered=True, z=50))
        piles.append(Pile("stock", QPointF(0.7 * cw, 0.6 * ch + 14), centered=True))
        self._aside_at = QPointF(0.12 * cw, 2)
        self._font_px = max(11, int(cw * 0.21))
        return piles

    def relayout(self) -> None:
        super().relayout()
        for item in list(self.name_items.values()) + [self.aside_item]:
            font = item.font()
            font.setPixelSize(self._font_px)
            item.setFont(font)
        self.aside_item.setPos(self._aside_at)
        self.place_names()

    def place_names(self) -> None:
        for seat, item in self.name_items.items():
            if seat not in self._label_at:
                continue
            point, above = self._label_at[seat]
            rect = item.boundingRect()
            item.setPos(point.x() - rect.width() / 2, point.y() - (rect.height() if above else 0))

    # --- the picture -----------------------------------------------------------------------

    def my_cards(self) -> set[str]:
        return {a["card"] for a in self.controller.legal_actions() if a["card"] is not None}

    def table(self, obs: Observation) -> dict[str, list[CardSpec]]:
        playable = self.my_cards()
        if self.selected not in playable or obs.phase != "lead":
            self.selected = None
        me = obs.seat
        self.suit = obs.trick_colour or self.suit  # the trick's suit, for the next plays' zone
        layout: dict[str, list[CardSpec]] = {
            f"hand{me}": [CardSpec(c, playable=c in playable, selected=c == self.selected)
                          for c in obs.hand]}
        for seat in range(obs.players):
            if seat != me:
                layout[f"hand{seat}"] = [CardSpec(None)] * obs.hand_sizes[seat]
            if obs.bids_revealed:
                bid = obs.bids[seat]
            elif seat == me:
                bid = obs.own_bid
            else:
                bid = None
            laid = obs.has_bid[seat] and (bid is not None or not obs.bids_revealed)
            layout[f"bid{seat}"] = [CardSpec(bid)] if laid else []
            for colour in COLOURS:
                layout[f"play{seat}_{colour}"] = []
                for k in range(TRICKS_PER_ROUND):
                    layout[f"won{seat}_{colour}_{k}"] = []
        for seat, card in obs.trick:
            layout[f"play{seat}_{obs.trick_colour}"] = [CardSpec(card)]
        counts = {(s, c): 0 for s in range(obs.players) for c in COLOURS}
        for trick in obs.tricks:
            k = counts[trick.seat, trick.colour]
            counts[trick.seat, trick.colour] += 1
            layout[f"won{trick.seat}_{trick.colour}_{k}"] = [CardSpec(card, face_up=False)
                                                            for _, card in trick.cards]
        layout["stock"] = [CardSpec(c) for c in obs.stock]
        layout["deck"] = []
        layout["zone_white"] = layout["zone_black"] = []
        self._mark_zones(obs)
        return layout

    def _mark_zones(self, obs: Observation) -> None:
        """Outline the drop zones the person can use now."""
        mine = self.controller.is_human_turn()
        piles = self.scene.piles
        bid = piles.get(f"bid{obs.seat}")
        if bid is not None:
            bid.marker = mine and obs.phase == "bid"
        labels = {"lead": (self.tr("Lead\nwhite"), self.tr("Lead\nblack")), "play": (self.tr("Play\nhere"), "")}
        names = labels.get(obs.phase, ("", "")) if mine else ("", "")
        for zone, label in zip(ZONES, names):
            if zone in piles:
                piles[zone].marker = bool(label)
                piles[zone].label = label

    def sources(self, events: list) -> dict[str, list[str]]:
        n = self.players
        plays = [f"play{s}_{c}" for s in range(n) for c in COLOURS]
        out: dict[str, list[str]] = {}
        for seat in range(n):
            out[f"hand{seat}"] = [f"bid{seat}", "deck"]
            out[f"bid{seat}"] = [f"hand{seat}"]
            for colour in COLOURS:
                out[f"play{seat}_{colour}"] = [f"hand{seat}"]
                for k in range(TRICKS_PER_ROUND):
                    out[f"won{seat}_{colour}_{k}"] = plays
        out["stock"] = ["deck"]
        out["deck"] = list(self.scene.piles)
        return out

    def play_pile(self, seat: int) -> str:
        return f"play{seat}_{self.suit}"

    def other_event(self, picture, event, stages: list[dict]) -> None:
        """The suit a lead names (where the trick's cards go); another
        player's bid laid face down."""
        if isinstance(event, SuitChosen):
            self.suit = event.colour
        elif isinstance(event, BidChosen) and event.seat != self.me:
            self.take_from_hand(picture, event.seat, None)
            picture[f"bid{event.seat}"] = [CardSpec(None)]
            stages.append(self.stage(picture))

    def gather(self, picture, event: BlancTrickWon, stages: list[dict]) -> None:
        """The trick face down to its winner's row of that colour."""
        winner, colour = event.winner, event.colour
        k = event.wins[winner][COLOURS.index(colour)] - 1
        picture[f"won{winner}_{colour}_{k}"] = [CardSpec(c.card, face_up=False) for c in event.cards]
        for seat in range(self.players):
            for c in COLOURS:
                picture[f"play{seat}_{c}"] = []

    def sync_options(self, events: list) -> dict:
        return self.dealing_options(events, stagger_ms=25, extra=["stock"])

    # --- a round's end waits for its summary ------------------------------------------------

    def show_deal_end(self, events: list) -> None:
        """While the round's summary is up: that round's bids, wins and scores."""
        scored = next(e for e in events if isinstance(e, BlancDealScored))
        self.show_round(scored)
        self.set_buttons(set())
        self.status.setText(self.tr("The round is over."))

    def final_stages(self, events: list) -> list[dict]:
        """Before a new deal is drawn, every card goes back to the deck."""
        return self.gather_to_deck(events, len(blanc_et_noir_deck(self.players)))

    # --- the panel ---------------------------------------------------------------------------

    def build_panel(self) -> None:
        label = self.panel_label
        label(self.tr("En blanc et noir"), 16, True)
        self.round_label = label("", 12)
        self.score_label = label("", 13)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, callback in (("zero", self.tr("Bid zero (Z)"), self.bid_zero),
                                    ("white", self.tr("Lead white (W)"), lambda: self.lead_selected("white")),
                                    ("black", self.tr("Lead black (B)"), lambda: self.lead_selected("black"))):
            button = QPushButton(text)
            button.setMinimumHeight(32)
            button.clicked.connect(callback)
            self.panel_layout.addWidget(button)
            self.buttons[key] = button
        self.guide_label = label("", 11)
        self.last_label = label("", 12)
        self.set_buttons(set())

    def set_buttons(self, on: set[str]) -> None:
        for key, button in self.buttons.items():
            button.setEnabled(key in on)
            button.setVisible(key != "zero" or self.controller.game.options.zero_bid)

    def update_panel(self, obs: Observation) -> None:
        self.round_label.setText(self.tr("Round {round} · dealer {dealer} · trick {trick} of {tricks}").format(
            round=obs.round, dealer=self.name(obs.dealer), trick=min(len(obs.tricks) + 1, TRICKS_PER_ROUND),
            tricks=TRICKS_PER_ROUND))
        self.score_label.setText(self.score_table(
            [self.bid_text(obs, seat) for seat in range(obs.players)], obs.wins, obs.scores,
            obs.to_act, obs.end_above))
        mine = self.controller.is_human_turn() and not self.waiting_for_summary()
        on: set[str] = set()
        if mine and obs.phase == "bid" and {"a": "bid", "card": None} in self.controller.legal_actions():
            on.add("zero")
        if mine and obs.phase == "lead" and self.selected is not None:
            on |= {"white", "black"}
        self.set_buttons(on)
        self.guide_label.setText(self.guide(obs))
        last = obs.last_round
        self.last_label.setText("" if last is None else self.last_text(last.round, last.points,
                                                                       last.reasons))
        self.set_seat_lines([self.bid_text(obs, seat) for seat in range(obs.players)], obs.wins,
                            obs.to_act if obs.phase != "over" else None)

    def bid_text(self, obs: Observation, seat: int) -> str:
        if obs.bids_revealed:
            white, black = obs.predictions[seat]
            return f"{white}/{black}" if obs.bids[seat] is not None else self.tr("zero")
        if seat == obs.seat and obs.has_bid[seat]:
            return self.tr("zero") if obs.own_bid is None else "{}/{}".format(*blanc_et_noir_numbers(obs.own_bid))
        return "…" if obs.has_bid[seat] else "–"

    def set_seat_lines(self, bids: list[str], wins, to_act: int | None = None) -> None:
        """The line under each player's bid: "West  bid 2/3  won 1/0", marked
        (▶, gold) for the seat whose turn it is, so a computer's think shows."""
        for seat, item in self.name_items.items():
            show_turn(item, self.tr("{seat}  bid {bid}  won {white}/{black}").format(
                seat=self.name(seat), bid=bids[seat], white=wins[seat][0], black=wins[seat][1]),
                seat == to_act)
        self.place_names()

    def score_table(self, bids: list[str], wins, scores, to_play: int | None, end_above: int) -> str:
        rows = [heading_row(self.tr("bid<br>W/B"), self.tr("won<br>W/B"), self.tr("total"), first="<th align=left></th>")]
        for seat in range(self.players):
            turn = " ◀" if to_play == seat else ""
            rows.append(f"<tr><td><b>{self.name(seat)}</b>{turn}</td>"
                        f"<td align=center>{bids[seat]}</td>"
                        f"<td align=center>{wins[seat][0]}/{wins[seat][1]}</td>"
                        f"<td align=center><b>{scores[seat]}</b></td></tr>")
        return (f"<table cellspacing=4>{''.join(rows)}</table>"
                "<small>" + self.tr("the game ends above {points} points").format(points=end_above) + "</small>")

    def guide(self, obs: Observation) -> str:
        """The panel's line on what this phase asks of the person."""
        if obs.phase == "bid":
            return self.tr("Bid with a card: its white number is the tricks you expect to win in white, "
                           "its black number in black. The smallest suit number wins a trick.")
        if obs.phase == "lead":
            return self.tr("Drag a card onto Lead white or Lead black, or click it and press W or B.")
        return self.tr("Drag a card to the table or double-click it.")

    def status_text(self, obs: Observation) -> str:
        if obs.phase == "over":
            return self.tr("The match is over.")
        if not self.controller.is_human_turn():
            waiting = {"bid": self.tr("{seat} bidding…"), "lead": self.tr("{seat} to lead…"),
                       "play": self.tr("{seat} to play…")}[obs.phase]
            return waiting.format(seat=self.name(obs.to_act))
        if obs.phase == "bid":
            return (self.tr("Your bid: drag a card onto Your bid, or double-click it or bid zero.")
                    if obs.zero_bid_allowed else self.tr("Your bid: drag a card onto Your bid, or double-click it."))
        if obs.phase == "lead":
            if self.selected:
                return self.tr("Lead {card} as white {white} or black {black}?").format(
                    card=self.selected, white=self.selected[1], black=self.selected[3])
            return self.tr("Your lead: choose a card and its suit colour.")
        forced = must_play(obs.hand, obs.trick_colour, obs.led_number)
        led = (self.tr("white {number}") if obs.trick_colour == "white" else
               self.tr("black {number}")).format(number=obs.led_number)
        if forced:
            return self.tr("Led: {led}. You must play a card with {led}.").format(led=led)
        return self.tr("Led: {led}. You have none: play any card.").format(led=led)

    # --- summaries -----------------------------------------------------------------------------

    def round_table(self, predictions, wins, points, reasons, totals) -> str:
        """Per player and colour: won of predicted, why, points; then the round and total."""
        head = heading_row(self.tr("White"), self.tr("Black"), self.tr("Round"), self.tr("Total"))
        rows = [head]
        for seat in range(self.players):
            cells = []
            for c, colour in enumerate(COLOURS):
                reason = reasons[seat][colour]
                predicted = predictions[seat][c]
                score = "" if reason == ZERO_BOTH else f" {REASON_POINTS[reason]}"
                cells.append("<td nowrap>" + self.tr("{won} of {bid}").format(won=wins[seat][c], bid=predicted)
                             + f" · {translated(REASON_TEXT[reason])}{score}</td>")
            rows.append(f"<tr><td><b>{self.name(seat)}</b></td>{''.join(cells)}"
                        f"<td align=center>+{points[seat]}</td>"
                        f"<td align=center><b>{totals[seat]}</b></td></tr>")
        note = "<p><small>" + self.tr("exact with the most wins {most} · exact {exact} · one short {short} · "
                                      "zero bid exact in both colours {zero}").format(
            most=REASON_POINTS[MOST], exact=REASON_POINTS[EXACT], short=REASON_POINTS[SHORT],
            zero=ZERO_BOTH_POINTS) + "</small></p>"
        return f"<table cellspacing=6>{''.join(rows)}</table>{note}"

    def show_round(self, scored: BlancDealScored) -> None:
        """The panel while the round's summary is open: that round's bids and wins."""
        bids = [self.tr("zero") if b is None else f"{w}/{k}" for b, (w, k) in zip(scored.bids, scored.predictions)]
        result = scored.result
        self.score_label.setText(self.score_table(bids, result["wins"], result["scores"], None,
                                                  self.controller.game.options.end_above))
        self.set_seat_lines(bids, result["wins"])
        self.last_label.setText(self.last_text(scored.deal + 1, result["points"], scored.reasons))

    def last_text(self, number: int, points, reasons) -> str:
        lines = []
        for seat in range(self.players):
            why = " / ".join(translated(REASON_TEXT[reasons[seat][c]]) for c in COLOURS)
            if reasons[seat]["white"] == ZERO_BOTH:
                why = translated(REASON_TEXT[ZERO_BOTH])
            lines.append(f"{self.name(seat)} +{points[seat]} ({why})")
        return self.tr("<b>Round {number}</b> (white / black):").format(number=number) + "<br>" + "<br>".join(lines)

    def deal_summary(self, index: int, result: dict) -> tuple[str, str]:
        last = self.controller.observation().last_round
        return (self.tr("Round {number} scored").format(number=last.round),
                self.round_table(last.predictions, last.wins, last.points, last.reasons, result["scores"]))

    def match_summary(self, result: dict) -> tuple[str, str]:
        me = self.me
        winners = result["winners"]
        if me in winners:
            title = self.tr("You win!") if len(winners) == 1 else self.tr("You share the win!")
        else:
            title = (self.tr("{seats} wins") if len(winners) == 1 else self.tr("{seats} win")).format(
                seats=self.joined(self.name(s) for s in winners))
        last = self.controller.observation().last_round
        return title, self.round_table(last.predictions, last.wins, last.points, last.reasons,
                                       result["scores"])

    # --- input ---------------------------------------------------------------------------------

    def _my_card(self, pile_id: str, index: int) -> str | None:
        """The card of the person's hand at ``index`` if it may be used now."""
        if pile_id != f"hand{self.me}" or index < 0 or self.waiting_for_summary():
            return None
        card = self.scene.cards[pile_id][index].code
        return card if card in self.my_cards() else None

    def _phase(self) -> str:
        return self.controller.observation().phase

    def act(self, action: dict[str, Any]) -> bool:
        done = self.controller.act(action)
        if done:
            self.selected = None
        return done

    def bid_zero(self) -> None:
        if not self.waiting_for_summary():
            self.act({"a": "bid", "card": None})

    def lead_selected(self, colour: str) -> None:
        if self.selected is not None and not self.waiting_for_summary():
            self.act({"a": "lead", "card": self.selected, "suit": colour})

    def select(self, card: str) -> None:
        """Pick (or drop again) the card to lead; the colour comes next."""
        self.selected = None if self.selected == card else card
        obs = self.controller.observation()
        self.scene.sync(self.final_picture(obs))
        self.update_panel(obs)
        self.status.setText(self.status_text(obs))

    def prepare_hint(self, action):
        """The zero bid's button; a lead with its card picked, and the button
        of its colour."""
        if action["a"] == "bid" and action.get("card") is None:
            return self.buttons["zero"]
        if action["a"] == "lead":
            if self.selected != action["card"]:
                self.select(action["card"])
            return self.buttons[action["suit"]]
        return None

    def use(self, card: str) -> None:
        """Double-click or Enter on a usable card: bid it, play it, or pick it to lead."""
        phase = self._phase()
        if phase == "bid":
            self.act({"a": "bid", "card": card})
        elif phase == "play":
            self.act({"a": "play", "card": card})
        elif phase == "lead":
            self.select(card)

    def clicked(self, pile_id: str, index: int) -> None:
        card = self._my_card(pile_id, index)
        if card is not None and self._phase() == "lead":
            self.select(card)

    def double_clicked(self, pile_id: str, index: int) -> None:
        card = self._my_card(pile_id, index)
        if card is not None:
            self.use(card)

    def drag_count(self, pile_id: str, index: int) -> int:
        return 1 if self._my_card(pile_id, index) is not None else 0

    def drop_targets(self, pile_id: str, index: int) -> list[str]:
        if self._phase() == "bid":
            return [f"bid{self.me}"]
        return list(ZONES)

    def drop(self, pile_id: str, index: int, target: str, scene_pos: QPointF) -> bool:
        card = self._my_card(pile_id, index)
        if card is None:
            return False
        phase = self._phase()
        if phase == "bid" and target == f"bid{self.me}":
            return self.act({"a": "bid", "card": card})
        if target in ZONES:
            if phase == "lead":
                return self.act({"a": "lead", "card": card, "suit": colour_of_zone(target)})
            if phase == "play":
                return self.act({"a": "play", "card": card})
        self.show_message(self.tr("Drop your bid card on “Your bid”.") if phase == "bid" else
                          self.tr("Drop the card on “Lead white” or “Lead black”.") if phase == "lead" else
                          self.tr("Drop the card on the table in the middle."))

        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """W / B lead the chosen card in white / black, Z bids zero; the rest
        is the base's (arrows to pick a card, Enter to use it)."""
        keys = {Qt.Key.Key_W: "white", Qt.Key.Key_B: "black", Qt.Key.Key_Z: "zero"}
        which = keys.get(event.key())
        if which is not None and self.buttons[which].isEnabled():
            self.buttons[which].click()
        else:
            super().keyPressEvent(event)
