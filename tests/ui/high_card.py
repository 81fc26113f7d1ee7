"""A tiny two-player game used only to test the table machinery on its own:
each player gets three cards, the leader plays, the other answers, the higher
number wins the trick (the leader wins ties); two deals make a match."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF

from cardtable.engine.cards import number_rank, rouge_noir_duel_deck
from cardtable.engine.options import option
from cardtable.engine.rng import shuffled
from cardtable.engine.events import CardPlayed, CardsDealt, DealBegins, DealScored, PlayedCard, TrickWon
from cardtable.engine.state import NOBODY, Game, State
from cardtable.ui.art import svg
from cardtable.ui.game_view import GameView
from cardtable.ui.scene import CardSpec, Pile


@dataclass(frozen=True)
class Options:
    players: int = option(2, choices=(2,))


class HighCardGame(Game):
    engine_id = "high_card"

    def new_state(self, seed, *, deals=None, human_seats=()):
        return HighCardState(self, seed, deals, human_seats)


class HighCardState(State):
    def __init__(self, game, seed, deals, human_seats):
        super().__init__(game, seed, deals, human_seats)
        self.scores = [0, 0]
        self._opening = self._deal()

    def _deal(self):
        recorded = self._recorded_deal()
        if recorded:
            hands, stock = [list(h) for h in recorded["hands"]], list(recorded["stock"])
        else:
            pack = shuffled(rouge_noir_duel_deck(), self.rng)
            hands, stock = [pack[0:3], pack[3:6]], pack[6:]
        self.hands, self.trick, self.leader, self.tricks = hands, [], len(self.deal_log) % 2, [0, 0]
        self.stock, self.won = stock, []
        self._begin_deal(len(self.deal_log) % 2, hands, stock)
        return [DealBegins(len(self.deal_log) - 1, self.deal_log[-1].dealer, (3, 3)),
                *(CardsDealt(s, tuple(h)) for s, h in enumerate(hands))]

    def current_player(self):
        if self.is_terminal():
            return None
        return (self.leader + len(self.trick)) % 2

    def legal_actions(self):
        return [{"a": "play", "card": c} for c in self.hands[self.current_player()]]

    def is_terminal(self):
        return len(self.deal_log) == 2 and self.deal_log[-1].result is not None

    def returns(self):
        return list(self.scores)

    def observation(self, seat):
        return {"hand": list(self.hands[seat]), "others": len(self.hands[1 - seat]),
                "trick": list(self.trick), "leader": self.leader, "tricks": list(self.tricks),
                "turn": self.current_player()}

    def card_places(self):
        return ([(c, f"hand{s}", frozenset({s})) for s, h in enumerate(self.hands) for c in h]
                + [(c, "trick", None) for _, c in self.trick] + [(c, "won", None) for c in self.won]
                + [(c, "stock", NOBODY) for c in self.stock])

    def determinize(self, seat, rng):
        return self.clone()

    def match_result(self):
        best = max(self.scores)
        return {"scores": list(self.scores), "winners": [s for s in (0, 1) if self.scores[s] == best]}

    def _apply(self, action):
        seat = self.current_player()
        self.hands[seat].remove(action["card"])
        self.trick.append((seat, action["card"]))
        events = [CardPlayed(seat, action["card"])]
        if len(self.trick) == 2:
            (s0, c0), (s1, c1) = self.trick
            winner = s1 if number_rank(c1) > number_rank(c0) else s0
            self.tricks[winner] += 1
            events.append(TrickWon(winner, (PlayedCard(s0, c0), PlayedCard(s1, c1))))
            self.won += [c0, c1]
            self.trick, self.leader = [], winner
            if not self.hands[0]:
                deal_winner = 0 if self.tricks[0] > self.tricks[1] else 1
                self.scores[deal_winner] += 1
                self._end_deal({"winner": deal_winner, "scores": list(self.scores)})
                events.append(DealScored(len(self.deal_log) - 1, self.deal_log[-1].result))
                if not self.is_terminal():
                    events += self._deal()
        return events


class Art:
    aspect = 5 / 7

    def face_svg(self, code):
        return svg.document(svg.frame() + svg.text(100, 140, code[1:], 90))

    def back_svg(self, kind=""):
        return svg.back()


ART = Art()


class View(GameView):
    def card_size(self, w, h):
        return 70.0, 98.0

    def piles(self, w, h):
        return [Pile("hand0", QPointF(w / 2, h - 80), (1, 0), 1.1, centered=True),
                Pile("hand1", QPointF(w / 2, 80), (1, 0), 1.1, centered=True),
                Pile("trick", QPointF(w / 2, h / 2), (1, 0), 1.2, centered=True, marker=True),
                Pile("won", QPointF(60, h / 2), marker=True)]

    def table(self, obs):
        mine = obs["turn"] == 0
        return {"hand0": [CardSpec(c, playable=mine) for c in obs["hand"]],
                "hand1": [CardSpec(None)] * obs["others"],
                "trick": [CardSpec(c) for _, c in obs["trick"]],
                "won": [CardSpec(None)] * (3 - obs["others"] - len(obs["trick"]) // 2)}

    def sources(self, events):
        return {"trick": ["hand0", "hand1"], "won": ["trick"], "hand0": ["won"], "hand1": ["won"]}

    def deal_summary(self, index, result):
        return ("Deal over", f"<p>Winner: seat {result['winner']}</p>")

    def drag_count(self, pile_id, index):
        return 1 if pile_id == "hand0" else 0

    def drop_targets(self, pile_id, index):
        return ["trick"]

    def drop(self, pile_id, index, target, scene_pos):
        if target != "trick":
            return False
        return self.controller.act({"a": "play", "card": self.scene.cards[pile_id][index].code})

    def double_clicked(self, pile_id, index):
        if pile_id == "hand0":
            self.controller.act({"a": "play", "card": self.scene.cards[pile_id][index].code})
