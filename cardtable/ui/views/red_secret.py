"""Red Secret on the table.

Your hand is at the bottom, the others around you with the names of the
records (West on your left, then North, then East: play goes clockwise, from
you to West). Each player's cards played to the current trick lie in front of them
in the middle; their won cards (plain ones face up, hidden reds as red backs)
and the reds revealed in front of them lie between their hand and the trick.

Balancing: click the cards to give (or to return) in your hand, they lift;
then press the panel's Give/Return button (key G). The cards you receive stay
lifted in your hand until you play your first card, and the panel lists them.

Playing: drag a card to the middle, or double-click it (or arrows and Enter).
A red card played after the lead goes face down: it is drawn with the red
back. At the end of a trick the full trick stays a moment, then the revealed
reds turn face up, and the revealed reds go to their players while the rest
is gathered to the winner. With three players, the Pass button (key P) passes
the fourth card when the rules allow it.

What is shown comes from the person's observation only; the pictures between
two observations (the full trick, the reveal, the gathering) are built from
the public events and the last picture shown.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QPushButton

from cardtable.engine.events import (CardPlayed, CardsPassed, DealBegins, RedSecretDealScored,
                                     RedSecretTrickWon)
from cardtable.engine.red_secret.knowledge import Observation
from cardtable.engine.cards import red_secret_deck
from cardtable.engine.red_secret.rules import COLOUR_NAMES, ROUNDS, number
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.ui.markup import escape, heading_row
from cardtable.ui.language import seat_name, translated
from cardtable.ui.card_names import card_name
from cardtable.ui.game_view import show_turn
from cardtable.ui.trick_view import TrickGameView
from cardtable.ui.scene import CardSpec, Pile

# Seat numbers go clockwise on screen: seat 1 on your left (match.SEAT_NAMES).
SPOTS = {2: ("bottom", "top"), 3: ("bottom", "left", "right"),
         4: ("bottom", "left", "top", "right")}
REVEAL_PAUSE_MS = 700
RED_BACK = "red"


def down(code: str | None) -> CardSpec:
    """A red card lying face down: the red back, its number known or not."""
    return CardSpec(code, face_up=False, back=RED_BACK)


class View(TrickGameView):
    NEXT_DEAL = QT_TRANSLATE_NOOP("View", "Next game")
    TRICK_PAUSE_MS = 800

    def __init__(self, controller, parent=None):
        self.players = controller.players
        self.selection: list[str] = []    # cards chosen for a give/return
        self.received: set[str] = set()   # cards received in the balancing, lifted until you play
        self.last_scored: RedSecretDealScored | None = None
        super().__init__(controller, parent)
        self.name_items = []
        for seat in range(self.players):
            item = QGraphicsSimpleTextItem(self.names[seat])
            item.setZValue(9000)
            self.scene.addItem(item)
            self.name_items.append(item)

    # --- layout ------------------------------------------------------------------------

    def card_size(self, w: float, h: float) -> tuple[float, float]:
        cw = min(w / 12.0, h / 7.0 * 5 / 7)
        return cw, cw * 7 / 5

    def piles(self, w: float, h: float) -> list[Pile]:
        """Hands at the edges, the trick in the middle, and each player's won
        pile and revealed row between their hand and the trick."""
        cw, ch = self.card_size(w, h)
        cx, cy = w / 2, h / 2
        row = 1.9 * cw  # how far a won pile or a revealed row may spread
        hand_at = {"bottom": (cx, h - 0.6 * ch), "top": (cx, 0.6 * ch),
                   "left": (0.62 * ch, cy), "right": (w - 0.62 * ch, cy)}
        play_at = {"bottom": (cx, cy + 0.58 * ch), "top": (cx, cy - 0.58 * ch),
                   "left": (cx - 1.3 * cw, cy), "right": (cx + 1.3 * cw, cy)}
        # top-left corners of the won pile and the revealed row: beside the
        # top hand, above the bottom hand, and down the sides below the top
        # hand for the side players
        band = 1.16 * ch
        side_x = {"left": 1.18 * ch, "right": w - 1.18 * ch - cw - row}
        tableau = {
            "bottom": ((cx - 2.0 * cw - row, h - 2.18 * ch), (cx + 1.0 * cw, h - 2.18 * ch)),
            "top": ((cx - 2.7 * cw - row, 0.1 * ch), (cx + 1.7 * cw, 0.1 * ch)),
            "left": ((side_x["left"], band), (side_x["left"], band + 1.08 * ch)),
            "right": ((side_x["right"], band), (side_x["right"], band + 1.08 * ch)),
        }
        piles = [Pile("deck", QPointF(0.2 * cw, 0.12 * ch), (0, 0))]
        self.spots = [SPOTS[self.players][(seat - self.me) % self.players]
                      for seat in range(self.players)]
        for seat, spot in enumerate(self.spots):
            side = spot in ("left", "right")
            mine = seat == self.me
            extent = (w - 5 * cw) if mine else (0.42 * h if side else 2.2 * cw)  # top: between its rows
            piles.append(Pile(f"hand{seat}", QPointF(*hand_at[spot]), (0, 1) if side else (1, 0),
                              step=0.62 if mine else 0.3, centered=True, max_extent=extent,
                              rotation=90 if side else 0, z=2))
            piles.append(Pile(f"play{seat}", QPointF(*play_at[spot]), (1, 0), 0.42, centered=True,
                              z=3, marker=mine, label=self.tr("Play here") if mine else ""))
            (wx, wy), (rx, ry) = tableau[spot]
            won = self.tr("Won") if mine else self.tr("{seat}\nwon").format(seat=self.names[seat])
            revealed = self.tr("Revealed") if mine else self.tr("{seat}\nrevealed").format(seat=self.names[seat])
            piles.append(Pile(f"won{seat}", QPointF(wx, wy), (1, 0), 0.16, max_extent=row,
                              marker=True, label=won, z=1))
            piles.append(Pile(f"rev{seat}", QPointF(rx, ry), (1, 0), 0.5, max_extent=row,
                              marker=True, label=revealed, z=1))
        self.scene.set_piles(piles)
        self.place_names(self.shown)   # a new size: the names follow their hands
        return piles

    @property
    def names(self) -> list[str]:
        """The seats' names in the table's language."""
        return [seat_name(seat["name"]) for seat in self.controller.seats()]

    def place_names(self, layout: dict[str, list[CardSpec]]) -> None:
        """Each name beside its player's hand as it will lie: left of the first
        card at the top and bottom, above the first card on the sides."""
        cw, ch = self.scene.card_w, self.scene.card_h
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(11, int(cw * 0.2)))
        font.setBold(True)
        for seat, item in enumerate(self.name_items):
            item.setFont(font)
            pile = self.scene.piles.get(f"hand{seat}")
            if pile is None:
                continue
            specs = layout.get(f"hand{seat}") or [CardSpec(None)]
            first = pile.positions(specs, cw, ch)[0]
            text = item.boundingRect()
            if self.spots[seat] in ("left", "right"):
                x = min(max(4.0, pile.pos.x() - text.width() / 2), self.scene.width() - text.width() - 4)
                y = first.y() + (ch - cw) / 2 - text.height() - 6
            elif self.spots[seat] == "top":  # under the hand: its won and revealed cards are beside it
                x = pile.pos.x() - text.width() / 2
                y = pile.pos.y() + ch / 2 + 4
            else:
                x = max(4.0, first.x() - text.width() - 10)
                y = pile.pos.y() - text.height() / 2
            item.setPos(x, y)
            self.keep_on_table(item)

    # --- the picture -------------------------------------------------------------------

    def table(self, obs: Observation) -> dict[str, list[CardSpec]]:
        choice = self.my_choice()
        legal = {a.get("card") for a in self.controller.legal_actions() if a["a"] == "play"}
        if choice is None:
            self.selection = []
        hand = []
        for card in obs.hand:
            if choice is not None:
                hand.append(CardSpec(card, playable=card in choice.eligible,
                                     selected=card in self.selection))
            else:
                hand.append(CardSpec(card, playable=card in legal, selected=card in self.received))
        layout: dict[str, list[CardSpec]] = {"deck": []}
        for seat in range(obs.players):
            layout[f"hand{seat}"] = hand if seat == obs.seat else [CardSpec(None)] * obs.hand_sizes[seat]
        for seat in range(obs.players):
            layout[f"play{seat}"] = [CardSpec(tc.card) if tc.face_up else down(tc.card)
                                     for tc in obs.trick if tc.seat == seat]
            layout[f"won{seat}"] = [CardSpec(c) for c in obs.won_plain[seat]] + \
                [down(c) for c in obs.won_hidden[seat]]
            layout[f"rev{seat}"] = [CardSpec(c) for c in obs.revealed[seat]]
        self.update_names(obs)
        self.place_names(layout)
        return layout

    def update_names(self, obs: Observation) -> None:
        for seat, item in enumerate(self.name_items):
            name = self.tr("{seat} (dealer)").format(seat=self.names[seat]) if seat == obs.dealer else self.names[seat]
            show_turn(item, name, obs.to_act == seat and obs.phase != "over")

    def sources(self, events: list) -> dict[str, list[str]]:
        n = self.players
        plays = [f"play{s}" for s in range(n)]
        hands = [f"hand{s}" for s in range(n)]
        out: dict[str, list[str]] = {}
        for s in range(n):
            out[f"play{s}"] = [f"hand{s}"]
            out[f"won{s}"] = plays
            out[f"rev{s}"] = [f"play{s}"] + plays
            out[f"hand{s}"] = [h for h in hands if h != f"hand{s}"] + ["deck"]
        out["deck"] = hands + plays + [f"won{s}" for s in range(n)] + [f"rev{s}" for s in range(n)]
        return out

    def played_spec(self, event: CardPlayed) -> CardSpec:
        return CardSpec(event.card) if event.face_up else down(event.card)

    def gather(self, picture: dict[str, list[CardSpec]], event: RedSecretTrickWon,
               stages: list[dict]) -> None:
        """The revealed reds turned face up (and sandwiched led reds turned
        down) for a moment, then revealed reds to their players and the rest
        to the winner."""
        if event.revealed or event.turned_down:
            for item in event.revealed:
                self._turn(picture, item.seat, item.card, up=True)
            for item in event.turned_down:
                self._turn(picture, item.seat, item.card, up=False)
            shown = ", ".join((self.tr("your {card}") if r.seat == self.me else self.tr("{who}'s {card}"))
                              .format(who=self.names[r.seat], card=card_name("red_secret", r.card))
                              for r in event.revealed)
            say = self.tr("Revealed: {cards}.").format(cards=shown) if shown else ""
            # (not held again: the full trick was, and the reveal then lies with the trick)
            stages.append(self.stage(picture, REVEAL_PAUSE_MS, say=say))
        self._gather(picture, event)

    @staticmethod
    def _turn(picture: dict[str, list[CardSpec]], seat: int, card: str, up: bool) -> None:
        """Turn ``card`` in ``seat``'s trick cards face up (revealed) or down."""
        specs = picture[f"play{seat}"]
        for i, spec in enumerate(specs):
            if up and not spec.face_up and spec.code in (card, None):
                specs[i] = CardSpec(card)
                return
            if not up and spec.code == card:
                specs[i] = down(card)
                return

    def _gather(self, picture: dict[str, list[CardSpec]], event: RedSecretTrickWon) -> None:
        revealed = {r.card for r in event.revealed}
        won = f"won{event.winner}"
        plain = [s for s in picture[won] if s.face_up]
        hidden = [s for s in picture[won] if not s.face_up]
        for item in event.cards:
            specs = picture[f"play{item.seat}"]
            if not specs:
                continue
            spec = specs.pop(0)
            if spec.code in revealed:
                picture[f"rev{item.seat}"] = picture[f"rev{item.seat}"] + [spec]
            elif spec.face_up:
                plain.append(spec)
            else:
                hidden.append(spec)
        picture[won] = plain + hidden

    def sync_options(self, events: list) -> dict:
        return self.dealing_options(events, stagger_ms=25)

    # --- events that change more than the picture --------------------------------------

    def on_changed(self, events: list) -> None:
        """Keep what the panel and the summaries need from the events."""
        for event in events:
            if isinstance(event, CardsPassed) and event.to == self.me:
                self.received |= set(event.cards)
            elif isinstance(event, DealBegins) or (isinstance(event, CardPlayed)
                                                   and event.seat == self.me):
                self.received.clear()
            elif isinstance(event, RedSecretDealScored):
                self.last_scored = event
        super().on_changed(events)

    def show_deal_end(self, events: list) -> None:
        self.pass_button.setEnabled(False)
        self.choice_button.setEnabled(False)
        if self.last_scored is not None:
            self.score_label.setText("<br>".join(
                self.tr("<b>{seat}</b>: {score} this game, {total} in all").format(
                    seat=escape(self.names[s]), score=score, total=self.last_scored.totals[s])
                for s, score in enumerate(self.last_scored.result["scores"])))
        self.status.setText(self.tr("Game {number} is over.").format(number=self.last_scored.deal + 1)
                            if self.last_scored else self.tr("The game is over."))

    def final_stages(self, events: list) -> list[dict]:
        """Before a new deal, every card goes back to the deck."""
        return self.gather_to_deck(events, len(red_secret_deck()))

    # --- the panel -----------------------------------------------------------------------

    def build_panel(self) -> None:
        label = self.panel_label
        label(self.tr("Red Secret"), 16, True)
        self.game_label = label("", 12)
        self.score_label = label("", 12)
        self.exchange_label = label("", 12)
        self.choice_button = QPushButton(self.tr("Give (G)"))
        self.choice_button.clicked.connect(self.confirm_choice)
        self.pass_button = QPushButton(self.tr("Pass the fourth card (P)"))
        self.pass_button.clicked.connect(self.pass_fourth)
        for button in (self.choice_button, self.pass_button):
            button.setMinimumHeight(34)
            self.panel_layout.addWidget(button)
        self.trick_label = label("", 12)
        label(self.tr("Drag a card to <b>Play here</b> or double-click it. Reds after the lead go "
                      "face down (red back). Balancing: click cards, then Give/Return."), 11)

    def update_panel(self, obs: Observation) -> None:
        dealer = self.names[obs.dealer]
        self.game_label.setText(self.tr("Game {game} of {games} · round {round} of {rounds} · dealer {dealer}").format(
            game=obs.game + 1, games=obs.games, round=min(obs.round + 1, ROUNDS), rounds=ROUNDS, dealer=dealer))
        self.score_label.setText(self.score_table(obs))
        self.exchange_label.setText(self.exchange_text(obs))
        choice = self.my_choice()
        self.choice_button.setVisible(obs.phase == "exchange")
        if choice is not None:
            words = (self.tr("Give {chosen}/{count} to {seat} (G)") if choice.action == "give" else
                     self.tr("Return {chosen}/{count} to {seat} (G)"))
            self.choice_button.setText(words.format(chosen=len(self.selection), count=choice.count,
                                                    seat=self.names[choice.fields['to']]))
            self.choice_button.setEnabled(choice.allows(self.selection))
        else:
            self.choice_button.setEnabled(False)
        self.pass_button.setVisible(obs.players == 3)
        self.pass_button.setEnabled({"a": "pass"} in self.controller.legal_actions())
        passed = self.joined(self.names[s] for s in obs.passed)
        passes = self.tr("<b>Fourth card: {seats} passed.</b>").format(seats=passed) + "<br>" if passed else ""
        self.trick_label.setText(passes + self.last_trick_text(obs))

    def score_table(self, obs: Observation) -> str:
        """Per player: match points, then this game's won cards, hidden reds
        (only the count for others; the numbers you know of your own) and
        revealed reds."""
        lines = []
        for seat in range(obs.players):
            hidden = obs.won_hidden[seat]
            count = self.tr("%n hidden red(s)", "", len(hidden))
            if seat == obs.seat and hidden:
                count += " (" + " ".join(c[1:] if c else "?" for c in hidden) + ")"
            revealed = obs.revealed[seat]
            rev = (" · " + self.tr("revealed {cards} (−{points})").format(
                cards=" ".join(c[1:] for c in revealed), points=sum(number(c) for c in revealed))) if revealed else ""
            lines.append(self.tr("<b>{seat}</b> — match {score}").format(seat=escape(self.names[seat]),
                                                                         score=obs.scores[seat])
                         + "<br>&nbsp;&nbsp;" + self.tr("won {count}").format(count=len(obs.won_plain[seat]))
                         + f" · {count}{rev}")
        return "<br>".join(lines)

    def exchange_text(self, obs: Observation) -> str:
        lines = []
        for t in obs.exchange:
            who, to = self.names[t.seat], self.names[t.to]
            mine = t.seat == obs.seat
            if t.action == "give":
                line = self.tr("You give %n red → {to}", "", t.count) if mine else \
                    self.tr("{seat} gives %n red → {to}", "", t.count)
            else:
                line = self.tr("You return %n other → {to}", "", t.count) if mine else \
                    self.tr("{seat} returns %n other → {to}", "", t.count)
            line = line.format(seat=who, to=to)
            cards = f": {' '.join(t.cards)}" if t.cards else ""
            state = "" if t.done else " " + self.tr("(choosing)")
            lines.append(f"{line}{cards}{state}")
        if not lines:
            return self.tr("No balancing this game.") if obs.players < 4 else ""
        received = [c for c in obs.hand if c in self.received]
        extra = ("<br>" + self.tr("<b>You received {cards}</b> (lifted in your hand)").format(
            cards=" ".join(received))) if received else ""
        return "<b>" + self.tr("Balancing") + "</b><br>" + "<br>".join(lines) + extra

    def last_trick_text(self, obs: Observation) -> str:
        last = obs.last_trick
        if last is None:
            return ""
        cards = []
        for tc, hidden in zip(last.cards, last.hidden):
            shown = tc.card if tc.card else self.tr("red?")
            mark = " " + self.tr("hidden") if hidden else (" " + self.tr("revealed") if tc.red else "")
            cards.append(f"{self.names[tc.seat]} {shown}{mark}")
        return self.tr("Last trick to <b>{seat}</b>: {cards}").format(seat=self.names[last.winner],
                                                                     cards=self.tr(", ").join(cards))

    def status_text(self, obs: Observation) -> str:
        if obs.phase == "over":
            return self.tr("The match is over.")
        me = self.controller.is_human_turn()
        who = self.names[obs.to_act]
        if obs.phase == "exchange":
            step = next(t for t in obs.exchange if not t.done)
            to = self.names[step.to]
            if me and step.action == "give":
                return self.tr("Balancing: choose %n red card(s) to give to {seat}, then press Give.",
                               "", step.count).format(seat=to)
            if me:
                return self.tr("Balancing: {seat} gave you %n red card(s); choose %n other card(s) to return.",
                               "", step.count).format(seat=to)
            words = (self.tr("Balancing: {seat} chooses %n red card(s) for {to}…", "", step.count)
                     if step.action == "give" else
                     self.tr("Balancing: {seat} chooses %n other card(s) for {to}…", "", step.count))
            return words.format(seat=who, to=to)
        if not me:
            return (self.tr("{seat} to play the fourth card…") if obs.fourth else
                    self.tr("{seat} to play…")).format(seat=who)
        if not obs.trick:
            return self.tr("Your lead: play any card (a red lead is played face up).")
        led = translated(COLOUR_NAMES[obs.led])
        if obs.fourth:
            can_pass = {"a": "pass"} in self.controller.legal_actions()
            if obs.led == "R":
                words = (self.tr("The fourth card: play red, or pass.") if can_pass else
                         self.tr("The fourth card: play red — you must play it."))
            else:
                words = (self.tr("The fourth card: follow {colour} or play red (face down), or pass.") if can_pass
                         else self.tr("The fourth card: follow {colour} or play red (face down) — you must play it."))
            return words.format(colour=led)
        if obs.led == "R":
            return self.tr("Your turn: play red.")
        return self.tr("Your turn: follow {colour} or play red (face down).").format(colour=led)

    # --- summaries -----------------------------------------------------------------------

    def deal_summary(self, index: int, result: dict) -> tuple[str, str]:
        return self.tr("Game {number} is over").format(number=index + 1), self.game_table(result)

    def game_table(self, result: dict) -> str:
        rows = [heading_row(self.tr("Won cards"), self.tr("Hidden reds"), self.tr("Revealed reds"), self.tr("Points"),
                            first="<th align=left>" + self.tr("Player") + "</th>")]
        breakdown = self.last_scored.breakdown if self.last_scored is not None else ()
        for seat, score in enumerate(result["scores"]):
            if breakdown:
                b = breakdown[seat]
                hidden = f"{b['hidden']} (+{b['hidden_points']})"
                revealed = (" ".join(c[1:] for c in b["revealed"]) + f" (−{b['revealed_points']})") \
                    if b["revealed"] else "–"
                plain = f"+{b['plain']}"
            else:
                plain = hidden = revealed = ""
            rows.append(f"<tr><td>{escape(self.names[seat])}</td><td align=center>{plain}</td>"
                        f"<td align=center>{hidden}</td><td align=center>{revealed}</td>"
                        f"<td align=center><b>{score}</b></td></tr>")
        return "<table cellspacing=6>" + "".join(rows) + "</table>"

    def match_summary(self, result: dict) -> tuple[str, str]:
        obs = self.controller.observation()
        scores, winners = result["scores"], result["winners"]
        if len(winners) > 1:
            title = self.tr("A shared win: {seats}").format(seats=self.joined(self.names[s] for s in winners))
        elif winners == [self.me]:
            title = self.tr("You win the match!")
        else:
            title = self.tr("{seat} wins the match").format(seat=self.names[winners[0]])
        games = [self.tr("Game {number}").format(number=g + 1) for g in range(len(obs.game_scores))]
        rows = [heading_row(*games, self.tr("Total"), first="<th align=left>" + self.tr("Player") + "</th>")]
        for seat in range(self.players):
            games = "".join(f"<td align=center>{g[seat]}</td>" for g in obs.game_scores)
            rows.append(f"<tr><td>{escape(self.names[seat])}</td>{games}"
                        f"<td align=center><b>{scores[seat]}</b></td></tr>")
        last = "<p>" + self.tr("Last game:") + "</p>" + self.game_table({'scores': list(obs.game_scores[-1])}) \
            if obs.game_scores else ""
        return title, last + "<p>" + self.tr("Match:") + "</p><table cellspacing=6>" + "".join(rows) + "</table>"

    # --- input ---------------------------------------------------------------------------

    def my_choice(self):
        choices = self.controller.card_choices()
        return choices[0] if choices else None

    def _hand_card(self, pile_id: str, index: int) -> str | None:
        if pile_id != f"hand{self.me}" or index < 0 or self.waiting_for_summary():
            return None
        return self.scene.cards[pile_id][index].code

    def toggle(self, card: str) -> None:
        """Choose or unchoose a card for the balancing."""
        choice = self.my_choice()
        if choice is None or card not in choice.eligible:
            return
        if card in self.selection:
            self.selection.remove(card)
        elif len(self.selection) < choice.count:
            self.selection.append(card)
        else:
            self.show_message(self.tr("{choice}: unselect a card first.").format(choice=translated(choice.label)))
            return
        self.refresh()

    def refresh(self) -> None:
        obs = self.controller.observation()
        self.scene.sync(self.final_picture(obs))
        self.update_panel(obs)

    def prepare_hint(self, action):
        """A gift or return with its cards chosen in the hand, and the
        Give/Return button; passing the fourth card, its button."""
        if action["a"] == "pass":
            return self.pass_button
        choice = self.my_choice()
        if choice is None or not choice.matches(action):
            return None
        self.selection = list(action["cards"])
        self.refresh()
        return self.choice_button

    def confirm_choice(self) -> None:
        choice = self.my_choice()
        if choice is None or self.waiting_for_summary():
            return
        if self.controller.act(choice.action_for(self.selection)):
            self.selection = []

    def pass_fourth(self) -> None:
        if self.waiting_for_summary():
            return
        if not self.controller.act({"a": "pass"}):
            self.update_panel(self.controller.observation())

    def play(self, card: str) -> bool:
        return self.controller.act({"a": "play", "card": card})

    def clicked(self, pile_id: str, index: int) -> None:
        card = self._hand_card(pile_id, index)
        if card is not None and self.my_choice() is not None:
            self.toggle(card)

    def double_clicked(self, pile_id: str, index: int) -> None:
        card = self._hand_card(pile_id, index)
        if card is None:
            return
        if self.my_choice() is None:  # balancing: its first click already chose the card
            self.play(card)  # an illegal card is explained in the status line

    def activate(self, pile_id: str, index: int) -> None:
        card = self._hand_card(pile_id, index)
        if card is None:
            return
        if self.my_choice() is not None:
            self.toggle(card)
        else:
            self.play(card)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_P and self.pass_button.isEnabled():
            self.pass_fourth()
        elif key == Qt.Key.Key_G and self.choice_button.isEnabled():
            self.confirm_choice()
        else:
            super().keyPressEvent(event)

    def drag_count(self, pile_id: str, index: int) -> int:
        """Any card of your hand can be dragged on your turn to play: an illegal
        one snaps back with the reason in the status line."""
        playing = any(a["a"] == "play" for a in self.controller.legal_actions())
        return 1 if playing and self._hand_card(pile_id, index) is not None else 0

    def drop_targets(self, pile_id: str, index: int) -> list[str]:
        return [f"play{s}" for s in range(self.players)]

    def drop(self, pile_id: str, index: int, target: str, scene_pos: QPointF) -> bool:
        card = self._hand_card(pile_id, index)
        if card is None:
            return False
        if not target.startswith("play"):
            self.show_message(self.tr("Drop the card in the middle, on Play here, to play it."))

            return False
        return self.play(card)
