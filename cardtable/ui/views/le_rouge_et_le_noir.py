"""Le Rouge et Le Noir on the table: your hand at the bottom, the opponent (or
partner and opponents) around, the trick in the middle, the stake markers on
the right and the tricks won on the left.

Playing: drag a card onto "Face up" (your place in the trick) or onto
"Face down" (a double), or double-click it / press Enter: it goes face up,
or face down when the "Next card face down" toggle is on (key D). Take and
Pass (keys T and P) answer a double. A proposed double is the next stake
marker moving to the middle with "Double!" beside it; taken, it joins the
stake pile and the face-down card turns over; passed, it goes back.

Seats on screen go clockwise, as the play does: with four players seat 1 (the
dealer's left when you deal) sits on your left. Names here follow the screen:
West, North (your partner), East.

What is shown comes from the person's observation only, so a face-down card
of a passed deal is never drawn face up. The pictures between two
observations (the full trick, then the trick gathered to its winner) are
built from the events and the last picture shown.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPen
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QPushButton

from cardtable.engine.events import (CardRevealed, DoubleRefused, DoubleTaken, DuelDealScored,
                                     DuelTrickWon)
from cardtable.engine.le_rouge_et_le_noir.rules import side_of
from cardtable.engine.le_rouge_et_le_noir.observation import Observation
from cardtable.engine.le_rouge_et_le_noir.rules import TOP_STAKE
from cardtable.engine.match import SEAT_NAMES
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.ui.language import seat_name, translated
from cardtable.ui import palette
from cardtable.ui.game_view import show_turn
from cardtable.ui.trick_view import TrickGameView
from cardtable.ui.scene import CardSpec, Pile

SPOTS = {2: ("bottom", "top"), 4: ("bottom", "left", "top", "right")}
HOW = {"tricks": QT_TRANSLATE_NOOP("View", "on tricks"), "pass": QT_TRANSLATE_NOOP("View", "after a pass"),
       "tie": QT_TRANSLATE_NOOP("View", "three draws")}


def marker_codes(low: int, high: int) -> list[str]:
    """Stake marker cards x{low}..x{high}."""
    return [f"x{k}" for k in range(low, high + 1)]


class View(TrickGameView):
    PILE_WORDS = {**TrickGameView.PILE_WORDS, "markers": QT_TRANSLATE_NOOP("piles", "Stake markers"),
                  "offer": QT_TRANSLATE_NOOP("piles", "Stake proposed")}

    def __init__(self, controller, parent=None):
        self.players = controller.players
        self.hinted_play: dict | None = None   # the hint's play, made by Enter on its card
        super().__init__(controller, parent)
        self.banner = QGraphicsSimpleTextItem(self.tr("Double!"))
        font = QFont("DejaVu Sans")
        font.setBold(True)
        self.banner.setFont(font)
        self.banner.setBrush(QBrush(QColor(palette.DOUBLE)))
        self.banner.setPen(QPen(QColor(palette.CLARET), 1.5))
        self.banner.setZValue(9000)
        self.banner.hide()
        self.scene.addItem(self.banner)
        # each opponent's name by its hand, marked (▶, gold) while it is theirs to play
        self.seat_labels: dict[int, QGraphicsSimpleTextItem] = {}
        self._seat_label_at: dict[int, tuple[QPointF, bool]] = {}
        for seat in range(self.players):
            if seat != self.me:
                item = QGraphicsSimpleTextItem(self.names[seat])
                font = QFont()
                font.setPixelSize(13)
                font.setBold(True)
                item.setFont(font)
                item.setBrush(QBrush(QColor(palette.CREAM)))
                item.setZValue(9000)
                self.scene.addItem(item)
                self.seat_labels[seat] = item

    # --- names ----------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [seat_name(name) for name in SEAT_NAMES[self.players]]

    def side_name(self, side: int | None) -> str:
        if self.players == 2:
            return self.names[side]
        return self.tr("You and North") if side == 0 else self.tr("West and East")

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def wins(self, side: int) -> str:
        """"North wins", "You win", "West and East win"."""
        if self.players == 2:
            return self.tr("You win") if side == 0 else self.tr("{seat} wins").format(seat=self.names[side])
        return self.tr("You and North win") if side == 0 else self.tr("West and East win")

    def sides(self) -> tuple[int, int]:
        """(the person's side, the other side): sides are seats with two
        players, teams (seat % 2) with four."""
        mine = side_of(self.me, self.players)
        return mine, 1 - mine

    # --- layout ------------------------------------------------------------------------

    def card_size(self, w: float, h: float) -> tuple[float, float]:
        cw = min(w / 11.0, h / 5.2 * 5 / 7) if self.players == 4 else min(w / 9.4, h / 5.0 * 5 / 7)
        return cw, cw * 7 / 5

    def piles(self, w: float, h: float) -> list[Pile]:
        cw, ch = self.card_size(w, h)
        cx, cy = w / 2, h / 2
        edge = 0.62 * ch
        four = self.players == 4
        hand_at = {"bottom": (cx, h - edge), "top": (cx, edge), "left": (edge, cy), "right": (w - edge, cy)}
        play_at = {"bottom": (cx, cy + 0.55 * ch), "top": (cx, cy - 0.55 * ch),
                   "left": (cx - 1.15 * cw, cy), "right": (cx + 1.15 * cw, cy)}
        piles = []
        for seat in range(self.players):
            spot = SPOTS[self.players][(seat - self.me) % self.players]
            side_hand, mine = spot in ("left", "right"), seat == self.me
            piles.append(Pile(f"hand{seat}", QPointF(*hand_at[spot]), (0, 1) if side_hand else (1, 0),
                              step=1.08 if mine else 0.5, centered=True,
                              rotation=90 if side_hand else 0, z=2))
            piles.append(Pile(f"play{seat}", QPointF(*play_at[spot]), centered=True, z=3,
                              marker=mine, label=self.tr("Face up") if mine else ""))
            x, y = hand_at[spot]   # a name under the hand (a side hand: three cards, turned)
            below = 0.5 * ch + 4 if spot == "top" else 0.5 * ch + 0.5 * cw + 6
            self._seat_label_at[seat] = (QPointF(x, y + below), spot != "bottom")
        us, them = (f"won{side}" for side in self.sides())
        column = cx + (2.45 if four else 1.35) * cw
        piles.append(Pile("down", QPointF(cx - (2.45 if four else 1.35) * cw, cy + 0.55 * ch),
                          centered=True, marker=True, label=self.tr("Face down")))
        piles.append(Pile("stake", QPointF(column, cy - 0.55 * ch), (0, 1), 0.1, centered=True,
                          marker=True, label=self.tr("Stake 1"), z=4))
        piles.append(Pile("offer", QPointF(column, cy + 0.55 * ch), centered=True, z=5))
        fan = 2.2 * cw if not four else 1.1 * cw
        if four:
            won = {them: QPointF(1.3 * ch, 0.12 * ch), us: QPointF(1.3 * ch, h - 1.12 * ch),
                   "drawn": QPointF(cx + 1.65 * cw, 0.12 * ch)}
            piles.append(Pile("markers", QPointF(cx + 1.75 * cw, h - 1.12 * ch), (1, 0), 0.25, z=4))
            piles.append(Pile("deck", QPointF(0.2 * cw, 0.12 * ch)))
        else:
            won = {them: QPointF(0.3 * cw, cy - 1.65 * ch), "drawn": QPointF(0.3 * cw, cy - 0.5 * ch),
                   us: QPointF(0.3 * cw, cy + 0.65 * ch)}
            piles.append(Pile("markers", QPointF(column + 0.8 * cw, cy - 1.65 * ch), (0, 1), 0.2, z=4))
            piles.append(Pile("deck", QPointF(w - 1.2 * cw, 0.12 * ch)))
        labels = {us: self.tr("Your\ntricks") if not four else self.tr("Our\ntricks"),
                  them: self.tr("North's\ntricks") if not four else self.tr("Their\ntricks"), "drawn": self.tr("Draws")}
        for pid, pos in won.items():
            piles.append(Pile(pid, pos, (1, 0), 0.3, max_extent=fan, marker=True, label=labels[pid]))
        self._banner_at = QPointF(column, cy + 1.08 * ch)
        self._banner_size = max(12, int(cw * 0.3))
        return piles

    def relayout(self) -> None:
        super().relayout()
        font = self.banner.font()
        font.setPixelSize(self._banner_size)
        self.banner.setFont(font)
        self.place_banner()
        self.place_seat_labels()

    def place_seat_labels(self) -> None:
        for seat, item in self.seat_labels.items():
            point, _ = self._seat_label_at.get(seat, (QPointF(), False))
            item.setPos(point - QPointF(item.boundingRect().width() / 2, 0))
            self.keep_on_table(item)

    def mark_turn(self, obs: Observation) -> None:
        """▶ and gold on the name of the opponent whose turn it is (to play or
        to answer a double), so a computer's think shows at its seat."""
        for seat, item in self.seat_labels.items():
            show_turn(item, self.names[seat], obs.to_act == seat and obs.phase != "over")
        self.place_seat_labels()

    def place_banner(self) -> None:
        """Centre the "Double!" banner under the offered marker."""
        rect = self.banner.boundingRect()
        self.banner.setPos(self._banner_at - QPointF(rect.width() / 2, 0))

    # --- the picture -------------------------------------------------------------------

    def table(self, obs: Observation) -> dict[str, list[CardSpec]]:
        my_play = obs.phase == "play" and self.controller.is_human_turn()
        layout: dict[str, list[CardSpec]] = {
            f"hand{seat}": [CardSpec(None)] * obs.hand_sizes[seat] for seat in range(obs.players)}
        layout[f"hand{obs.seat}"] = [CardSpec(c, playable=my_play) for c in obs.hand]
        for seat in range(obs.players):
            layout[f"play{seat}"] = [CardSpec(tc.card, face_up=tc.face == "up")
                                     for tc in obs.trick if tc.seat == seat]
        layout.update({"won0": [], "won1": [], "drawn": []})
        for trick in obs.tricks:
            pile = "drawn" if trick.winner is None else f"won{trick.winner}"
            layout[pile] += [CardSpec(card) for _, card in trick.cards]
        layout["deck"] = [CardSpec(None)] * obs.stock_size
        self.mark_turn(obs)
        layout["stake"] = [CardSpec(c) for c in marker_codes(2, obs.stake)]
        layout["offer"] = [CardSpec(f"x{obs.proposed}")] if obs.proposed else []
        layout["markers"] = self.unused_markers((obs.proposed or obs.stake) + 1)
        layout["down"] = []
        return layout

    @staticmethod
    def unused_markers(low: int) -> list[CardSpec]:
        """The markers not in play, the next one on top (last)."""
        return [CardSpec(c) for c in reversed(marker_codes(low, TOP_STAKE))]

    def sources(self, events: list) -> dict[str, list[str]]:
        n = self.players
        plays = [f"play{s}" for s in range(n)]
        hands = [f"hand{s}" for s in range(n)]
        out = {f"play{s}": [f"hand{s}"] for s in range(n)}
        out.update({h: ["deck"] for h in hands})
        out.update({"won0": plays, "won1": plays, "drawn": plays, "offer": ["markers"],
                    "stake": ["offer", "markers"], "markers": ["offer", "stake"],
                    "deck": hands + plays + ["won0", "won1", "drawn"]})
        return out

    def other_event(self, picture, event, stages: list[dict]) -> None:
        """A double taken moves the marker to the stake and turns the card
        over; a refused double's marker goes back."""
        if isinstance(event, DoubleTaken):
            picture["stake"] = [CardSpec(c) for c in marker_codes(2, event.stake)]
            picture["offer"] = []
        elif isinstance(event, CardRevealed):
            picture[f"play{event.seat}"] = [CardSpec(event.card)]
        elif isinstance(event, DoubleRefused):
            picture["markers"] = picture["markers"] + picture["offer"]
            picture["offer"] = []
            stages.append(self.stage(picture))

    def gather(self, picture, event: DuelTrickWon, stages: list[dict]) -> None:
        pile = "drawn" if event.side is None else f"won{event.side}"
        picture[pile] = picture[pile] + [CardSpec(c.card) for c in event.cards]
        for seat in range(self.players):
            picture[f"play{seat}"] = []

    def sync_options(self, events: list) -> dict:
        return self.dealing_options(events, stagger_ms=60)

    # --- a deal's end waits for its summary ----------------------------------------------

    def show_deal_end(self, events: list) -> None:
        """While the summary is up, the panel shows the deal that just ended."""
        self.update_answer_buttons(False)
        self.face_down_toggle.setEnabled(False)
        self.double_label.setText("")
        self.banner.hide()
        self.status.setText(self.tr("The deal is over."))
        scored = next(e for e in events if isinstance(e, DuelDealScored))
        self.show_scores(scored.result["scores"])
        self.stake_label.setText(self.tr("Stake {stake}").format(stake=scored.result['stake']))
        self.show_tricks(scored.tricks_won, None)

    def final_stages(self, events: list) -> list[dict]:
        """Before a new deal is dealt, every card is gathered back to the deck."""
        return self.gather_to_deck(events, len(self.controller.game.deck()),
                                   {"markers": self.unused_markers(2)})

    # --- the panel -----------------------------------------------------------------------

    def build_panel(self) -> None:
        label = self.panel_label
        label(self.tr("Le Rouge et Le Noir"), 16, True)
        self.score_label = label("", 14)
        self.stake_label = label("", 22, True)
        self.carry_label = label("", 13)
        self.deal_label = label("", 12)
        self.tricks_label = label("", 13)
        self.double_label = label("", 18, True)
        self.double_label.setStyleSheet(f"font-size: 18px; font-weight: bold; color: {palette.DOUBLE};")
        self.take_button = QPushButton(self.tr("Take (T)"))
        self.take_button.clicked.connect(lambda: self.answer("take"))
        self.pass_button = QPushButton(self.tr("Pass (P)"))
        self.pass_button.clicked.connect(lambda: self.answer("pass"))
        for button in (self.take_button, self.pass_button):
            button.setMinimumHeight(34)
            self.panel_layout.addWidget(button)
        self.face_down_toggle = QPushButton(self.tr("Next card face down (D)"))
        self.face_down_toggle.setCheckable(True)
        self.panel_layout.addWidget(self.face_down_toggle)
        label(self.tr("Drag a card to <b>Face up</b> or <b>Face down</b> (a double), or double-click "
                      "it: it goes face down when the toggle is on."), 11)
        self.update_answer_buttons(False)

    def side_labels(self) -> tuple[str, str]:
        return (self.names[0], self.names[1]) if self.players == 2 else (self.tr("You + North"), self.tr("West + East"))

    def show_scores(self, scores) -> None:
        us, them = self.side_labels()
        self.score_label.setText(f"<b>{us}</b>: {scores[0]}<br><b>{them}</b>: {scores[1]}<br><small>"
                                 + self.tr("first to {target}").format(target=self.controller.game.options.target)
                                 + "</small>")

    def show_tricks(self, won, first_winner: int | None) -> None:
        us, them = self.side_labels()
        first = ("<br>" + self.tr("first trick won: {side}").format(side=self.side_name(first_winner))
                 if first_winner is not None else "")
        self.tricks_label.setText(self.tr("Tricks: {us} {ours} · {them} {theirs}").format(
            us=us, ours=won[0], them=them, theirs=won[1]) + first)

    def update_answer_buttons(self, on: bool) -> None:
        self.take_button.setEnabled(on)
        self.pass_button.setEnabled(on)

    def update_panel(self, obs: Observation) -> None:
        self.show_scores(obs.scores)
        self.stake_label.setText(self.tr("Stake {stake}").format(stake=obs.stake))
        self.carry_label.setText(self.tr("Carried from ties: {carry}").format(carry=obs.carry) if obs.carry
                                 else self.tr("No carry"))
        drawn = ""
        if obs.deal_number == 1 and obs.first_draw:
            cards = self.tr(", ").join(f"{self.seat_name(seat)} {card[1:]}" for seat, card in obs.first_draw[-1])
            drawn = "<br>" + self.tr("first dealer by draw (lowest deals): {cards}").format(cards=cards)
        self.deal_label.setText(self.tr("Deal {number} · dealer {seat}").format(
            number=obs.deal_number, seat=self.seat_name(obs.dealer)) + drawn)
        self.show_tricks(obs.tricks_won, obs.first_winner)
        answering = obs.phase == "answer" and self.controller.is_human_turn()
        self.update_answer_buttons(answering)
        if obs.phase == "answer":
            self.double_label.setText(self.tr("{seat}: Double! ×{stake}?").format(
                seat=self.seat_name(obs.doubler), stake=obs.proposed)
                if obs.doubler != obs.seat else self.tr("You doubled: ×{stake}?").format(stake=obs.proposed))
            self.banner.setText(self.tr("Double! ×{stake}?").format(stake=obs.proposed))
            self.place_banner()
            self.banner.show()
        else:
            self.double_label.setText("")
            self.banner.hide()
        self.hinted_play = None   # a hint holds for the table it was given for
        may_double = any(a.get("face") == "down" for a in self.controller.legal_actions())
        self.face_down_toggle.setEnabled(may_double)
        if not may_double:
            self.face_down_toggle.setChecked(False)

    def status_text(self, obs: Observation) -> str:
        if obs.phase == "over":
            return self.tr("The match is over.")
        if obs.phase == "answer":
            who = self.seat_name(obs.doubler)
            if self.controller.is_human_turn():
                return self.tr("{seat} doubles: take (the stake becomes {stake}) or pass ({wins} {points} now).").format(
                    seat=who, stake=obs.proposed, wins=self.wins(obs.side ^ 1), points=obs.stake + obs.carry)
            words = self.tr("You double. {seat} answers…") if obs.doubler == self.me else \
                self.tr("{doubler} doubles. {seat} answers…")
            return words.format(doubler=who, seat=self.seat_name(obs.answerer))
        if self.controller.is_human_turn():
            if obs.opening_lead:
                return self.tr("Your lead: the first card of a deal is played face up.")
            return self.tr("Your turn: drag a card to Face up, or to Face down to double.")
        return self.tr("{seat} to play…").format(seat=self.seat_name(obs.to_act))

    # --- summaries -----------------------------------------------------------------------

    def deal_summary(self, index: int, result: dict) -> tuple[str, str]:
        winner = result["winner"]
        if winner is None:
            title = self.tr("A tied deal")
            text = self.tr("<p>Three draws: nobody scores. The stake of {stake} is carried "
                           "to the next deal that has a winner.</p>").format(stake=result['stake'])
        else:
            who = self.side_name(winner)
            title = self.tr("{wins} the deal").format(wins=self.wins(winner))
            how = translated(HOW[result["ended_by"]])
            carried = result["points"] - result["stake"]
            text = (self.tr("<p>{side}: <b>+{points}</b> (stake {stake} + {carried} carried), {how}.</p>") if carried
                    else self.tr("<p>{side}: <b>+{points}</b> (stake {stake}), {how}.</p>")).format(
                side=who, points=result['points'], stake=result['stake'], carried=carried, how=how)
            if result["ended_by"] == "pass":
                text += (self.tr("<p>Your face-down card stays unknown to the others.</p>")
                         if self.controller.laid_open(index).kept_from_others
                         else self.tr("<p>The face-down card stays unknown.</p>"))
        scores = result["scores"]
        us, them = self.side_labels()
        text += self.tr("<p>Score: {us} {ours} · {them} {theirs}</p>").format(
            us=us, ours=scores[0], them=them, theirs=scores[1])
        return title, text

    def match_summary(self, result: dict) -> tuple[str, str]:
        scores = result["scores"]
        us, them = self.side_labels()
        won = 0 in result["winners"]
        title = self.tr("You win the match!") if won else self.tr("{wins} the match").format(wins=self.wins(1))
        last = self.controller.observation().last_result
        text = ""
        if last is not None and last["winner"] is not None:
            text = self.tr("<p>Last deal: {side} +{points}, {how}.</p>").format(
                side=self.side_name(last['winner']), points=last['points'], how=translated(HOW[last['ended_by']]))
        return title, text + self.tr("<p>Final score: {us} {ours} · {them} {theirs}</p>").format(
            us=us, ours=scores[0], them=them, theirs=scores[1])


    # --- input ---------------------------------------------------------------------------

    def _my_card(self, pile_id: str, index: int) -> str | None:
        if pile_id != f"hand{self.me}" or index < 0 or self.waiting_for_summary():
            return None
        if not any(a["a"] == "play" for a in self.controller.legal_actions()):
            return None
        return self.scene.cards[pile_id][index].code

    def play(self, card: str, face: str) -> bool:
        done = self.controller.act({"a": "play", "card": card, "face": face})
        if done:
            self.face_down_toggle.setChecked(False)
        return done

    def prepare_hint(self, action):
        """Take's or Pass's button; a play is kept (``hinted_play``) so that
        Enter on its card plays it with its face. **[decision]** The face
        toggle is left as it was: set by the hint, a double-click on another
        card would double without the person asking."""
        if action["a"] in ("take", "pass"):
            return self.take_button if action["a"] == "take" else self.pass_button
        self.hinted_play = action if action["a"] == "play" else None
        return None

    def activate(self, pile_id: str, index: int) -> None:
        """Enter on a card: the hinted play's face on the hinted card, else
        what a double-click does."""
        card, hinted = self._my_card(pile_id, index), self.hinted_play
        if hinted is not None and card == hinted["card"]:
            self.play(card, hinted.get("face", "up"))
        else:
            super().activate(pile_id, index)

    def answer(self, word: str) -> None:
        if self.waiting_for_summary():
            return
        self.update_answer_buttons(False)
        if not self.controller.act({"a": word}):
            self.update_panel(self.controller.observation())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """T takes, P passes, D toggles face down; the rest is the base's
        (arrows and Enter to play a card)."""
        key = event.key()
        if key == Qt.Key.Key_T and self.take_button.isEnabled():
            self.answer("take")
        elif key == Qt.Key.Key_P and self.pass_button.isEnabled():
            self.answer("pass")
        elif key == Qt.Key.Key_D and self.face_down_toggle.isEnabled():
            self.face_down_toggle.toggle()
        else:
            super().keyPressEvent(event)

    def drag_count(self, pile_id: str, index: int) -> int:
        return 1 if self._my_card(pile_id, index) is not None else 0

    def drop_targets(self, pile_id: str, index: int) -> list[str]:
        return [f"play{self.me}", "down"]

    def drop(self, pile_id: str, index: int, target: str, scene_pos: QPointF) -> bool:
        card = self._my_card(pile_id, index)
        if card is None or target not in (f"play{self.me}", "down"):
            return False
        return self.play(card, "down" if target == "down" else "up")

    def double_clicked(self, pile_id: str, index: int) -> None:
        card = self._my_card(pile_id, index)
        if card is not None:
            self.play(card, "down" if self.face_down_toggle.isChecked() else "up")
