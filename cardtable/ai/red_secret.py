"""Red Secret computer players.

``EasyAgent`` is instant and decides from its observation only:

- Balancing: it gives away the red cards hardest to hide (8 and 1 can never
  be sandwiched, then 7 and 2, ...) and returns its lowest cards of its
  shortest colours (a void lets it play red later).
- Play: each legal card (or the pass) gets a value: the average result of
  the current trick over a few quick completions (the unseen cards dealt to
  the players still to play, who play any legal card), counting what it wins
  (+1 per plain card, +N per hidden red) and the reds of its own that end up
  revealed (-N), minus the opponents' average gain; plus a fixed value for
  keeping the card instead. So it sandwiches its own reds when the trick
  allows, keeps middle reds for such tricks, dumps reds that can never be
  hidden (1 and 8) when it costs least, and wins cheaply when it can.
"""

from __future__ import annotations

from typing import Sequence

from cardtable.ai.base import Agent, Decision
from cardtable.ai.endgame import Endgame
from cardtable.ai.search import SearchAgent, search_levels
from cardtable.engine.red_secret.knowledge import unseen_reds
from cardtable.engine.red_secret.rules import (colour, is_hidden, is_red, number, playable,
                                               score_pile, trick_winner)
from cardtable.engine.state import Action, CardChoice, State


def keep_value(card: str) -> float:
    """What holding ``card`` for later is worth, roughly, in points.

    A red 8 or 1 always ends revealed, so holding it is a debt; a middle red
    may be hidden in a won trick later; a high plain card may win a trick
    later. (Weights tuned against random players over 300 matches: half or
    none of them win less often.)
    """
    n = number(card)
    if is_red(card):
        return {1: -1.0, 8: -8.0}.get(n, float(n))
    return 0.5 * (n - 4.5)


def give_order(card: str) -> float:
    """Reds to give first: the ones hardest to sandwich (far from the middle)."""
    return -abs(number(card) - 4.5) - number(card) / 100


class EasyAgent(Agent):
    level = "easy"
    samples = 10   # trick completions per option

    def choose(self, decision: Decision) -> Action:
        obs = decision.observation
        if decision.choices:
            return self._exchange(decision.choices[0], obs)
        if len(decision.legal) == 1:
            return decision.legal[0]
        unseen = obs.unseen   # computed once: every option's completions deal from it
        return max(decision.legal, key=lambda a: self._value(obs, unseen, a))

    # --- balancing ------------------------------------------------------------------

    def _exchange(self, choice: CardChoice, obs) -> Action:
        if choice.action == "give":
            return choice.action_for(sorted(choice.eligible, key=give_order)[:choice.count])
        length = {c: sum(colour(h) == c for h in obs.hand) for c in "BGY"}
        ranked = sorted(choice.eligible, key=lambda c: (length[colour(c)], number(c)))
        return choice.action_for(ranked[:choice.count])

    # --- play -------------------------------------------------------------------------

    def _value(self, obs, unseen: tuple[str, ...], action: Action) -> float:
        card = action.get("card")
        total = sum(self._sample(obs, unseen, card) for _ in range(self.samples)) / self.samples
        return total - (keep_value(card) if card else 0.0)

    def _sample(self, obs, unseen: tuple[str, ...], card: str | None) -> float:
        """One completion of the trick after playing ``card`` (None: pass)."""
        rng = self.rng
        pool = list(unseen)
        rng.shuffle(pool)
        trick: list[tuple[int, str]] = []
        for tc in obs.trick:
            trick.append((tc.seat, tc.card if tc.card else _take(pool, is_red)))
        for _ in range(sum(c is None for pile in obs.won_hidden for c in pile)):
            _take(pool, is_red)
        hands: dict[int, list[str]] = {obs.seat: [c for c in obs.hand if c != card]}
        if card is not None:
            trick.append((obs.seat, card))
        for seat in obs.still_to_play(card is None):
            if len(trick) == 4:
                break
            if seat not in hands:
                hands[seat] = self._deal(obs, seat, pool)
            hand = hands[seat]
            if not hand:
                continue
            pick = rng.choice(playable(hand, colour(trick[0][1]) if trick else None))
            hand.remove(pick)
            trick.append((seat, pick))
        return self._score(obs, trick)

    def _deal(self, obs, seat: int, pool: list[str]) -> list[str]:
        hand = list(obs.known_held[seat])
        want = obs.hand_sizes[seat] - len(hand)
        for card in list(pool):
            if want <= 0:
                break
            if colour(card) not in obs.voids[seat]:
                pool.remove(card)
                hand.append(card)
                want -= 1
        return hand

    def _score(self, obs, trick: Sequence[tuple[int, str]]) -> float:
        if len(trick) < 4:
            return 0.0
        cards = [c for _, c in trick]
        winner = trick[trick_winner(cards)][0]
        mine = others = 0.0
        for seat, card in trick:
            if is_red(card) and not is_hidden(card, cards):
                who, points = seat, -number(card)
            else:
                who, points = winner, number(card) if is_red(card) else 1
            if who == obs.seat:
                mine += points
            else:
                others += points
        return mine - others / (obs.players - 1)


def _take(pool: list[str], wanted) -> str:
    """Remove and return the first card of ``pool`` that is ``wanted``."""
    for i, card in enumerate(pool):
        if wanted(card):
            return pool.pop(i)
    return pool.pop()


class PlayoutAgent(EasyAgent):
    """The easy player with 2 trick completions per option instead of 10:
    ``normal``'s play-out policy, five times cheaper (a play-out costs 2.5
    times less) and nearly as good a guide. ``hard`` plays out with the easy
    player itself (``search_levels``): 200 of its play-outs cost about what
    500 of these would."""

    samples = 2


class SharedCompletions(EasyAgent):
    """The easy player's rule with each draw of the unseen cards shared by
    all its options: ``hard``'s play-out policy with 4 players, where 85% of
    a play-out went to the easy player dealing the unseen cards afresh for
    every option and draw (``EasyAgent._sample``).

    Each option is still valued as the easy player values it (the mean of
    ``samples`` completions of the trick, less what keeping the card is
    worth), each completion drawn as the easy player draws it (the unseen
    cards dealt, the later seats laying a legal card at random), so every
    option's value has the same distribution as the easy player's. Only the
    options now share the draws (common random numbers): one deal per draw
    instead of one per option and draw, and the later seats' cards drawn
    once per draw for every option that leads the same colour (they do not
    depend on which card this seat lays). Where nothing is left to draw (the
    trick's last card, no face-down red on it) one completion is the value.
    A play-out's easy decision then costs about 40% less, so ``hard``
    completes its 200 play-outs in its time at the table (about 130 with
    the easy player's own completions). **[decision]** With 4 players only,
    where every seat after this one plays exactly one card to the trick;
    with 2 and 3 players (two cards from one seat, passes of the fourth
    card) the easy player's own completions play, as in their measured
    rows."""

    def choose(self, decision: Decision) -> Action:
        obs = decision.observation
        if decision.choices or len(decision.legal) == 1 or obs.players != 4:
            return super().choose(decision)
        cards = [a["card"] for a in decision.legal]
        values = self.values(obs, cards)
        best = max(range(len(cards)), key=lambda k: values[k] - keep_value(cards[k]))
        return decision.legal[best]

    def values(self, obs, cards: list[str]) -> list[float]:
        """Each card's mean result of the trick over the shared completions
        (4 players; ``keep_value`` not taken off)."""
        later = obs.still_to_play(False)
        unknown = sum(c.card is None for c in obs.trick)
        draws = self.samples if later or unknown else 1
        hidden = sum(c is None for pile in obs.won_hidden for c in pile)
        unseen, led, draw = obs.unseen, obs.led, self.rng.random
        totals = [0.0] * len(cards)
        for _ in range(draws):
            pool = sorted(unseen, key=lambda _: draw())   # a shuffle, the draws in C
            trick = [(tc.seat, tc.card if tc.card else _take(pool, is_red)) for tc in obs.trick]
            for _ in range(hidden):
                _take(pool, is_red)
            hands = [self._deal(obs, seat, pool) for seat in later]
            after: dict[str, list[tuple[int, str]]] = {}   # the later seats' cards, by led colour
            for k, card in enumerate(cards):
                suit = led or colour(card)
                if suit not in after:
                    after[suit] = [(seat, self.rng.choice(playable(hand, suit)))
                                   for seat, hand in zip(later, hands) if hand]
                totals[k] += self._score(obs, trick + [(obs.seat, card)] + after[suit])
        return [t / draws for t in totals]


def cards_left(state) -> int:
    """Cards still to be played in the deal of a world: every card is played."""
    return sum(map(len, state.hands))


def position(state) -> tuple:
    """What decides the rest of a deal's value: the hands, the trick and who
    is still to play to it (the fourth card's turn too), and each seat's
    points so far in the deal (a trick's points never change once won)."""
    return (tuple(map(tuple, state.hands)), tuple((p.seat, p.card) for p in state.trick),
            tuple(state.queue), tuple(state.fourth),
            tuple(score_pile([p.card for p in won], revealed)
                  for won, revealed in zip(state.won, state.revealed)))


# A red played face down hides its number; redealt at random it would be any
# unseen red, while a player plays a red there mostly when it pays (a red
# that can never be hidden thrown away, one likely to be sandwiched, one that
# wins the trick). Each world is kept as often as the ``easy`` player,
# holding that world's hand, would have played that red: one draw of its own
# choice from the player's view just before (the same rule it plays by, so a
# world is kept with that chance), tried this many times. [decision] A world
# where the easy player would have played otherwise keeps a small chance
# (``DOUBT``): a person or a searching player plays by other rules, and no
# red it might hold is ruled out.
MAX_REDEALS = 20
DOUBT = 0.1


class ReadsPlays(SearchAgent):
    """A search that reads the face-down reds of the trick on the table as
    the ``easy`` player would have meant them (``plays_as_easy``); with
    ``history``, also the reds hidden in the deal's earlier tricks that the
    seat never saw (each world weighed by the chance of every such play at
    once). Only the sampled world's cards are read, never the real ones."""

    history = False
    # A seat's score in one deal, its standard deviation with 4 players:
    # 7.1 among easy players (200 matches, seeds 57100-), 7.23 among normal
    # ones (100 matches, seeds 57500-; docs/ai-strength.md, section 51).
    deal_spread = {4: 7.1}

    def deals_left(self, state: State) -> int:
        """Deals still to be scored in the match (``plays_for_match``, hard)."""
        return state.games - len(state.game_scores)

    def sample_world(self, world: State) -> State:
        for _ in range(MAX_REDEALS):
            sample = world.determinize(self.seat, self.rng)
            if all(plays_as_easy(sample, t, i, self.rng) or self.rng.random() < DOUBT
                   for t, i in face_down(sample, self.seat, self.history)):
                break
        return sample


def face_down(world: State, seat: int, history: bool = False) -> list[tuple[int, int]]:
    """(trick, index) of the reds another player laid face down that
    ``seat`` has not seen: on the table (trick ``len(world.tricks)``), and
    with ``history`` those hidden in the deal's finished tricks, the latest
    first."""
    table = [(len(world.tricks), i) for i, p in enumerate(world.trick)
             if not p.face_up and p.seat != seat]
    if not history:
        return table
    return table + [(t, i) for t in reversed(range(len(world.tricks)))
                    for i in unseen_reds(world.tricks[t], seat)]


def plays_as_easy(world: State, trick: int, index: int, rng) -> bool:
    """One draw of the ``easy`` player's choice from the view of the player
    of card ``index`` of trick number ``trick`` of the deal in ``world``
    (``len(world.tricks)``: the trick on the table), just before it played
    it: True when it plays that card again."""
    before = world.before_card(trick, index)
    seat = before.current_player()
    card = (world.tricks[trick].cards if trick < len(world.tricks) else world.trick)[index].card
    decision = Decision(seat, before.observation(seat), before.legal_actions(), [])
    return EasyAgent(seat, rng).choose(decision) == {"a": "play", "card": card}


def each_for_himself(state: State) -> bool:
    """With 3 or 4 players nobody has a partner: the endgame solver lets
    each play for his own points (max^n) rather than all against the seat
    (with 2 the two readings are one)."""
    return state.n > 2


# ``hard`` solves the last three tricks (12 cards) exactly: about 20-40 ms a
# world with 4 players, so 40 worlds fit its time limit. Both read the
# face-down reds on the table (``ReadsPlays``); ``hard`` also reads the reds
# hidden in the deal's earlier tricks (``ReadsPlays.history``).
#
# [decision] ``normal`` is the middle step between ``easy`` and ``hard``: with
# 2 and 3 players it plays out 15 deals a move, not 60. At 60 it was as
# strong as ``hard`` (50% of 120 matches with 2 players, 1.07x over 144 with
# 3: the budget does not separate the two beyond a few dozen deals), so the
# menu offered two names for one opponent; at 15 it still wins clearly
# against ``easy`` (88% of 400 matches with 2 players, 1.57x over 450 with
# 3) and ``hard`` beats it (75% of 100, 1.58x over 180; docs/ai-strength.md,
# section 39). With 4 players it keeps 60: at 15 or 30 it won only 1.27x and
# 1.24x its fair share against ``easy`` (400 matches each), at the line of
# its own mark.
NormalAgent, HardAgent = search_levels(PlayoutAgent, normal_playouts={2: 15, 3: 15, 4: 60},
                                       hard_playouts=200,
                                       habit=EasyAgent,
                                       endgame=Endgame(cards_left, position,
                                                       each_for_himself=each_for_himself),
                                       endgame_cards=12, hard_solves=40, base=ReadsPlays)
HardAgent.history = True
HardAgent.rollout = SharedCompletions
# **[decision]** With 4 players ``hard`` plays for the match
# (``match_equity``), not for the game's points: against ``normal`` that
# won 1.18x the fair share (1.00-1.35) over 400 fresh matches, where the
# points-playing ``hard`` had 0.98x (section 51), and 1.64x (1.53-1.74)
# against ``easy`` at the table's budgets over 1336 fresh matches (section
# 52; 1.51x, 1.33-1.70, over 400 at a quarter budget, section 51). With 2
# and 3 players it still plays for points: there it already beats both
# levels clearly, and those marks stand on it. Its exact endgame still
# weighs the game's points.
HardAgent.match_sizes = (4,)
