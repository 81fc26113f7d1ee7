"""The base of the four trick-game tables: it reads the shared events once.

Between two observations the table shows pictures built from the last
picture and the events (``stages``): a card played leaves its player's hand
for its place in the trick; a finished trick is held a moment, then gathered;
a scored deal ends the pictures (its summary comes next). A game view says
only where things go (``hand_pile``, ``play_pile``, ``gather``) and handles
its own events (``other_event``: a double, a talon, a handful...).

The person's seat is ``self.me`` (the controller's), never a constant.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from cardtable.ai.review import judge_class
from cardtable.engine.events import CardPlayed, DealBegins, DealScored, Event, TrickWon
from cardtable.engine.state import LaidOpen
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.ui.card_names import card_name
from cardtable.ui.game_view import GameView
from cardtable.ui.language import seat_name, translated
from cardtable.ui.scene import CardSpec

Picture = dict[str, list[CardSpec]]
NORMAL_PACE_MS = 600


class TrickGameView(GameView):
    TRICK_PAUSE_MS = 900   # how long a full trick stays before it is gathered (Normal pace)
    last_trick: tuple[list[tuple[str, CardSpec]], int | None] | None = None   # (pile, card)s, winner
    _menu: list | None = None
    _laid_open: int | None = None   # the deal laid open on the summary card that is up

    @property
    def me(self) -> int:
        return self.controller.human_seat

    # --- where things go (a game view overrides what differs) ----------------------

    def hand_pile(self, seat: int) -> str:
        return f"hand{seat}"

    def play_pile(self, seat: int) -> str:
        return f"play{seat}"

    def pile_name(self, pile_id: str) -> str:
        """A seat's pile is named for its seat ("Your hand", "North's hand",
        "played by North", "North's tricks", "North's bid"), a game's parts of
        one too (``won2_white_0``, ``play1_black``); other piles by their label."""
        found = re.fullmatch(r"(hand|played|play|won|bid)(\d+)(?:_\w+)?", pile_id)
        if found is None or int(found[2]) >= self.controller.players:
            return super().pile_name(pile_id)
        kind, seat = found[1].removesuffix("ed"), int(found[2])
        if seat == self.me:
            return {"hand": self.tr("Your hand"), "play": self.tr("your card played"),
                    "won": self.tr("Your tricks"), "bid": self.tr("Your bid")}[kind]
        words = {"hand": self.tr("{seat}'s hand"), "play": self.tr("played by {seat}"),
                 "won": self.tr("{seat}'s tricks"), "bid": self.tr("{seat}'s bid")}[kind]
        return words.format(seat=seat_name(self.controller.seats()[seat]["name"]))

    def played_spec(self, event: CardPlayed) -> CardSpec:
        """A played card as it lies: face up, or its back (its code only for
        the seat that played it: the event was redacted for the others)."""
        return CardSpec(event.card, face_up=event.face_up)

    def gather(self, picture: Picture, event: TrickWon, stages: list[dict]) -> None:
        """Move the trick's cards to where the winner keeps them (``picture``
        is changed in place; add stages for any step before the last)."""
        raise NotImplementedError

    def other_event(self, picture: Picture, event: Event, stages: list[dict]) -> None:
        """A game's own event (a double taken, a bid laid...): change the picture."""

    # --- the pictures between two observations -------------------------------------

    def stages(self, events: list) -> list[dict]:
        """**[decision]** A finished trick stays on the table until the next
        card is led (or the deal ends), as at a real table where the winner
        gathers it when play goes on: its cards are laid over the true picture
        (``_linger``) meanwhile. When a computer leads next, the full trick is
        also held ``TRICK_PAUSE_MS`` (scaled by the pace) before it may, or
        until a click or a key with Options → Keep each trick; when the person
        leads next, nothing waits: the trick goes as their card comes."""
        stages: list[dict] = []
        base = self._truth if self._linger and self._truth is not None else self.shown
        picture = {pid: list(specs) for pid, specs in base.items()}
        if not events or any(isinstance(e, (CardPlayed, DealBegins, DealScored)) for e in events):
            self._linger = {}
        mine = self.hand_pile(self.me)
        if mine not in picture:
            return stages
        picture[mine] = [CardSpec(s.code) for s in picture[mine]]  # nothing playable meanwhile
        for i, event in enumerate(events):
            if isinstance(event, DealScored):
                break
            if isinstance(event, DealBegins):
                self.last_trick = None
            if isinstance(event, CardPlayed):
                self.take_from_hand(picture, event.seat, event.card)
                pile = self.play_pile(event.seat)
                picture[pile] = picture.get(pile, []) + [self.played_spec(event)]
            elif isinstance(event, TrickWon):
                self.last_trick = ([(self.play_pile(c.seat), CardSpec(c.card, face_up=c.face_up))
                                    for c in event.cards], event.winner)
                stays = not any(isinstance(e, (CardPlayed, DealBegins, DealScored))
                                for e in events[i + 1:])
                if not stays or not self.controller.is_human_turn():
                    stages.append(self.stage(picture, self.TRICK_PAUSE_MS, hold=self.hold_tricks))
                full, count = {pid: list(specs) for pid, specs in picture.items()}, len(stages)
                self.gather(picture, event, stages)
                if stays:   # the trick as last seen (a reveal's stage) stays over the gathered piles
                    seen = stages[-1]["layout"] if len(stages) > count else full
                    self._linger = {pid: list(seen.get(pid, [])) for pid in set(full) | set(picture)
                                    if full.get(pid, []) != picture.get(pid, [])}
                else:
                    stages.append(self.stage(picture))
            else:
                self.other_event(picture, event, stages)
        return stages

    _linger: Picture = {}          # piles as the last trick left them, laid over the truth
    _truth: Picture | None = None  # the table as the observation has it, under ``_linger``

    def status_line(self, obs) -> str:
        if not self._linger or self.last_trick is None or self.last_trick[1] is None:
            return self.status_text(obs)
        winner = self.last_trick[1]
        took = self.tr("You took the trick.") if winner == self.me else \
            self.tr("{who} took the trick.").format(who=seat_name(self.controller.seats()[winner]["name"]))
        return f"{took} {self.status_text(obs)}"

    def final_picture(self, obs) -> Picture:
        """The observation's table, with a finished trick still lying where it
        was played until the next lead (``stages``)."""
        self._truth = self.table(obs)
        return {**self._truth, **{pid: list(specs) for pid, specs in self._linger.items()}}

    def take_from_hand(self, picture: Picture, seat: int, card: str | None) -> None:
        """Take ``card`` out of ``seat``'s hand in the picture (a back if the
        card is not shown there)."""
        hand = picture.get(self.hand_pile(seat), [])
        known = [i for i, spec in enumerate(hand) if spec.code == card]
        if hand:
            hand.pop(known[0] if known else -1)

    def stage(self, picture: Picture, pause_after_ms: int = 0, hold: bool = False,
              say: str = "") -> dict:
        """A picture between two observations (built from the events), as ``sync``
        arguments; it becomes ``self.shown``, which the next stage starts from.
        Its pause follows the computer's pace (``read_ms``); ``hold``: it stays
        until a click or a key; ``say``: the line above the table meanwhile."""
        self.shown = {pid: list(specs) for pid, specs in picture.items()}
        return {"layout": self.shown, "sources": self.sources([]),
                "pause_after_ms": self.read_ms(pause_after_ms), "hold": hold, "say": say}

    def announcement(self, picture: Picture, seat: int, pause_after_ms: int, say: str) -> dict:
        """A picture to read (a handful, a call, a partner revealed, a red
        revealed): held like a trick when another seat made it and Options
        → Keep each trick asks."""
        return self.stage(picture, pause_after_ms, hold=self.hold_tricks and seat != self.me, say=say)

    def read_ms(self, ms: int) -> int:
        """**[decision]** How long a picture meant to be read (a full trick, a
        handful, a talon, a reveal) stays: its time at the Normal pace (600 ms),
        in proportion to the chosen pace, never under half of it. The pace
        option so changes what is seen, not only when the computer moves."""
        return int(ms * max(0.5, self.controller.pace_ms / NORMAL_PACE_MS))

    # --- the last trick ---------------------------------------------------------------

    def keyPressEvent(self, event) -> None:
        """L shows the last trick (as the Game menu's "Last trick")."""
        if event.key() == Qt.Key.Key_L and not event.modifiers() and not self.scene.animator.busy:
            self.show_last_trick()
            return
        super().keyPressEvent(event)

    def retranslate(self) -> None:
        self._menu = None   # "Last trick" is made again in the new language
        super().retranslate()

    def menu_actions(self) -> list[QAction]:
        if self._menu is None:
            self._menu = [QAction(self.tr("Last trick") + "\tL", self)]
            self._menu[0].triggered.connect(self.show_last_trick)
        return self._menu

    def show_last_trick(self) -> None:
        """The last trick gathered, laid again where it was played until a click
        or a key; then the table as it is."""
        if self.last_trick is None or self.scene.animator.busy or self.waiting_for_summary():
            self.show_message(self.tr("No trick has been gathered yet in this deal.")
                              if self.last_trick is None else self.tr("Wait until the table is still."))
            return
        cards, winner = self.last_trick
        now = self.shown
        peek = {pid: list(specs) for pid, specs in now.items()}
        for pid, _ in cards:
            peek[pid] = []
        for pid, spec in cards:
            peek.setdefault(pid, []).append(spec)
        before = self.status.text()
        text = (self.tr("The last trick, taken by nobody. Click the table or press a key to go on.")
                if winner is None else
                self.tr("The last trick, taken by {seat}. Click the table or press a key to go on.").format(
                    seat=self.seat_title(winner)))
        self.scene.sync(peek)
        self.scene.animator.enqueue(lambda a: (self.status.setText(text), a.hold()))
        self.scene.sync(now)
        self.scene.animator.enqueue(lambda _a: self.status.setText(before))
        self.shown = now

    def seat_title(self, seat: int) -> str:
        """A seat's name for a sentence ("West", "you")."""
        name = seat_name(self.controller.seats()[seat]["name"])
        return self.tr("you") if seat == self.me else name

    # --- the deal laid open ------------------------------------------------------------

    SHOW_ALL = QT_TRANSLATE_NOOP("TrickGameView", "Show all cards")

    def deal_buttons(self, index: int | None) -> list[tuple[str, Any]]:
        if index is None:
            return []
        buttons = [(translated(self.SHOW_ALL), lambda: self.lay_open(index))] + super().deal_buttons(index)
        if self.reviewable():
            buttons.append((self.tr("Review this deal"), lambda: self.reviewRequested.emit(index)))
        return buttons

    def show_overlay(self, make) -> None:
        self._laid_open = None   # a new card: not laid open yet
        super().show_overlay(make)

    def remake_overlay(self) -> None:
        """The summary in the new language, laid open again if it was."""
        laid = self._laid_open
        super().remake_overlay()
        if laid is not None:
            self.lay_open(laid)

    def reviewable(self) -> bool:
        """A search player can judge this game's decisions (``ai.review``)."""
        return judge_class(self.controller.game.engine_id) is not None

    def lay_open(self, index: int) -> None:
        """Add deal ``index`` laid open (every hand as dealt, what the rules
        allow) to the summary that is up."""
        if self.overlay is None:
            return
        self._laid_open = index
        self.overlay.body.setText(self.overlay.body.text() + self.laid_open_html(
            self.controller.laid_open(index)))
        self.overlay.buttons[translated(self.SHOW_ALL)].setEnabled(False)
        self.overlay.place()

    def laid_open_html(self, shown: LaidOpen) -> str:
        engine_id = self.controller.game.engine_id

        def word(card, kept: bool) -> str:
            if card is None:
                return self.tr("<i>a card never shown</i>")
            if kept:   # the person's own card, never shown to the others
                return self.tr("<i>{card}, never shown to the others</i>").format(
                    card=card_name(engine_id, card))
            return card_name(engine_id, card)

        def words(cards, kept=()) -> str:
            named = [word(c, i in kept) for i, c in enumerate(cards)]
            return self.tr(", ").join(named) if named else self.tr("none")

        rows = [(seat_name(seat["name"]), words(hand, shown.kept_from_others if s == shown.viewer else ()))
                for s, (seat, hand) in enumerate(zip(self.controller.seats(), shown.hands))]
        rows += [(translated(name), words(cards)) for name, cards in shown.piles]
        body = "".join(f"<tr><td><b>{escape(who)}</b>&nbsp;</td><td>{cards}</td></tr>"
                       for who, cards in rows)
        return "<p><b>" + self.tr("The deal as dealt") + f"</b></p><table>{body}</table>"


    # --- a new deal -------------------------------------------------------------------

    def dealing_options(self, events: list, stagger_ms: int, step: int = 1,
                        extra: Sequence[str] = ()) -> dict:
        """``sync_options`` that deal a new deal card by card, from the seat
        after the dealer (``step`` -1: counter-clockwise)."""
        deal = next((e for e in events if isinstance(e, DealBegins)), None)
        if deal is None:
            return {}
        n = self.controller.players
        order = [self.hand_pile((deal.dealer + step * (1 + i)) % n) for i in range(n)]
        return {"stagger_ms": stagger_ms, "order": order + list(extra)}

    def gather_to_deck(self, events: list, deck_size: int,
                       also: Picture | None = None) -> list[dict]:
        """``final_stages`` that take every card back to the ``deck`` pile
        before a new deal is dealt from it."""
        if not any(isinstance(e, DealBegins) for e in events) or not self.shown:
            return []
        gathered: Picture = {pid: [] for pid in self.shown}
        gathered["deck"] = [CardSpec(None)] * deck_size
        gathered.update(also or {})
        return [self.stage(gathered)]
