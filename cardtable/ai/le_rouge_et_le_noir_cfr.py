"""The 2-player Le Rouge et Le Noir from a computed equilibrium (levels normal, hard).

``scripts/compute_duel_strategy.py`` solves one deal (``duel_deal``) with
CFR+ and writes the average strategy to ``data/duel_strategy_<deck>.json.gz``:
for every information set (public history of the deal + own remaining hand)
that the strategy's own moves can lead to, the probability of each action in
hundredths (``pack`` gives the layout), one table per carry bucket.
An agent reads its observation, names its information set with the same
``duel_deal.info_key`` the solver used, and samples an action with its own
generator, so a choice depends on the observation and the rng only.

Stake, carry and match score:
- The stake is part of the history (each ``d`` is a taken double), so the
  strategy is exact for it.
- **[decision]** Carried points change the game (every non-tied deal is worth
  ``carry`` more, so doubles cost relatively less); the file holds one
  strategy per carry bucket it was solved for (``CARRIES``; the short
  deck's file has 0 to 2, the standard deck's 0 and 1, its solve being ten
  times longer) and a larger carry uses the largest bucket it has. Ties are
  rare (three drawn tricks), so most deals are played with carry 0.
- **[decision]** The match score is not part of the solved game (that would
  multiply it by every pair of scores): the strategy maximises points per
  deal, which is what wins matches except at the end. One dominance is
  folded in: when passing a double would lose the match anyway, take it.

``HardAgent`` plays the strategy. ``NormalAgent`` plays it on a share of its
decisions and the easy player's choice on the others, a strength between.
The file holds only the information sets the strategy's own moves reach
(whatever the opponent does); after a move off the strategy (the easy
player's, the match-score take above) the easy rules decide the rest of the
deal.

Both play only the 2-player game: for four players the registry makes the
general agent of the same name in ``cardtable.ai.le_rouge_et_le_noir`` (the
search players) instead. A table look-up needs no determinized world, so
these agents are not sent to the thinking process.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Mapping, Sequence

from cardtable.ai import duel_deal
from cardtable.ai.base import Agent, Decision
from cardtable.ai import le_rouge_et_le_noir as easy  # as a module: its EasyAgent is not a level here
from cardtable.engine.cards import number_rank, rouge_noir_duel_deck
from cardtable.engine.errors import CardtableError
from cardtable.engine.state import Action

SCALE = 100  # probabilities are stored in hundredths
CARRIES = (0, 1, 2)


def strategy_resource(deck: str) -> str:
    return f"duel_strategy_{deck}.json.gz"


@lru_cache(maxsize=None)
def load_strategy(deck: str) -> Mapping[str, Mapping[str, str]]:
    """The shipped strategy for ``deck``, read once: {carry: packed table}
    (see ``pack``)."""
    path = resources.files("cardtable.ai") / "data" / strategy_resource(deck)
    try:
        with path.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as text:
            data = json.load(text)
    except (OSError, ValueError) as exc:
        raise CardtableError(f"the duel strategy for the {deck} deck cannot be read: {exc}") from exc
    return data["strategies"]


def pack(table: Mapping[str, Sequence[int]]) -> dict[str, str]:
    """{info key: weights} as {history: "hand:w,w hand:w,w ..."}: one string
    per public history, a third the size and read in a fraction of the time
    of one entry per information set."""
    lines: dict[str, list[str]] = {}
    for key, weights in table.items():
        history, hand = key.split("|")
        lines.setdefault(history, []).append(f"{hand}:{','.join(map(str, weights))}")
    return {history: " ".join(entries) for history, entries in lines.items()}


def unpack(packed: Mapping[str, str]) -> dict[str, list[int]]:
    return {duel_deal.info_key(history, ()) + hand: [int(w) for w in weights.split(",")]
            for history, line in packed.items()
            for hand, weights in (entry.split(":") for entry in line.split(" "))}


def stored_weights(deck: str, carry: int, history: str, hand: tuple[int, ...]) -> list[int] | None:
    """The stored weights of the information set, in ``duel_deal`` action
    order, from the table of the largest carry bucket up to ``carry``; None
    when the strategy's own moves never lead there."""
    tables = load_strategy(deck)
    bucket = max(c for c in CARRIES if c <= carry and str(c) in tables)
    line = tables[str(bucket)].get(history)
    wanted = "".join(map(str, hand)) + ":"
    for entry in line.split(" ") if line is not None else ():
        if entry.startswith(wanted):
            return [int(w) for w in entry[len(wanted):].split(",")]
    return None


@dataclass(frozen=True)
class Share:
    """One action of the equilibrium's mix and its probability, for the hint
    (``EquilibriumAgent.shares``); ``probability`` None: not from the
    strategy (the easy rules' choice where the strategy never leads)."""

    action: Action
    probability: float | None


class EquilibriumAgent(Agent):
    """Samples the equilibrium's action for the observed information set."""

    level = ""
    equilibrium_share = 1.0   # the rest of the decisions go to the easy player

    def __init__(self, seat, rng):
        super().__init__(seat, rng)
        self._easy = easy.EasyAgent(seat, rng)

    def choose(self, decision: Decision) -> Action:
        if self.rng.random() >= self.equilibrium_share:
            return self._easy.choose(decision)
        return self.equilibrium_action(decision)

    def equilibrium_action(self, decision: Decision) -> Action:
        forced = self.forced(decision)
        if forced is not None:
            return forced
        mix = self.mix(decision)
        if mix is None:  # the strategy's own moves never lead here
            return self._easy.choose(decision)
        actions, weights = zip(*mix)
        return self.rng.choices(actions, weights=weights)[0]

    @staticmethod
    def forced(decision: Decision) -> Action | None:
        """Take a double whose pass would lose the match (the one dominance
        folded in beside the solved deal)."""
        obs = decision.observation
        view = easy.DealView(obs)
        if obs.phase == "answer" and view.loses_match_with(view.at_stake):
            return {"a": "take"}   # taking cannot do worse
        return None

    @staticmethod
    def mix(decision: Decision) -> list[tuple[Action, int]] | None:
        """The equilibrium's actions here with their weights (hundredths), in
        ``duel_deal`` order; None where the strategy's own moves never lead."""
        obs = decision.observation
        hand = tuple(number_rank(card) for card in obs.hand)
        if obs.phase == "answer":
            labels = (duel_deal.TAKE, duel_deal.PASS)
        else:
            labels = duel_deal.play_actions(hand, obs.may_double)
        deck = "short" if obs.deck == tuple(rouge_noir_duel_deck(short=True)) else "standard"
        weights = stored_weights(deck, obs.carry, duel_deal.history_of(obs), hand)
        if weights is None:
            return None
        return [(to_action(label, obs.hand), weight) for label, weight in zip(labels, weights)]

    def shares(self, decision: Decision) -> list[Share]:
        """What the hint shows of this level's choice: the equilibrium's mix,
        likeliest first, without the actions it never plays; a forced take,
        or the easy rules' choice off the strategy, alone."""
        forced = self.forced(decision)
        if forced is not None:
            return [Share(forced, 1.0)]
        mix = self.mix(decision)
        if mix is None:
            return [Share(self._easy.choose(decision), None)]
        return [Share(action, weight / SCALE) for action, weight in sorted(mix, key=lambda pair: -pair[1])
                if weight > 0]


def to_action(label: str, hand: tuple[str, ...]) -> Action:
    """The engine action for a strategy label (``t``, ``p``, ``5u``, ``5d``)."""
    if label == duel_deal.TAKE:
        return {"a": "take"}
    if label == duel_deal.PASS:
        return {"a": "pass"}
    rank, face = int(label[:-1]), label[-1]
    card = next(c for c in hand if number_rank(c) == rank)
    return {"a": "play", "card": card, "face": "down" if face == duel_deal.DOWN else "up"}


class HardAgent(EquilibriumAgent):
    """The equilibrium strategy itself."""

    level = "hard"


class NormalAgent(EquilibriumAgent):
    """The equilibrium on a share of decisions, the easy player on the rest."""

    level = "normal"
    equilibrium_share = 0.7
