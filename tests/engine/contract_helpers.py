"""Generic helpers of the shared contract test: nothing here knows a game.

``fingerprint`` is what two states must share to count as the same state
(every seat's observation, the legal moves, where every card lies, the log,
the generator); ``perft`` counts legal action sequences; ``card_codes`` finds
the card codes inside any observation or event.
"""

from __future__ import annotations

import json
import math
import random
import re
from collections import Counter
from typing import Any, Iterable

from cardtable.engine.rulesets import SHIPPED_DIR, load_catalog
from cardtable.engine.state import State

RULESETS = {r.id: r for r in load_catalog([SHIPPED_DIR]).rulesets}
QUOTED = re.compile(r"'([^']*)'")


def deck_of(state: State) -> Counter:
    """Every card of the match, counted (the census of the opening position)."""
    return Counter(card for card, _, _ in state.card_places())


def card_codes(value: Any, deck: Iterable[str]) -> set[str]:
    """The card codes of ``deck`` that appear anywhere inside ``value`` (its
    strings, as ``events.cards_in`` walks them; read from ``repr`` here, which
    quotes every string, because the test walks thousands of observations)."""
    return set(QUOTED.findall(repr(value))) & set(deck)


def visible_now(state: State, seat: int) -> set[str]:
    """The cards whose face ``seat`` sees in the position."""
    return {card for card, _, who in state.card_places() if who is None or seat in who}


def fingerprint(state: State) -> tuple:
    """Values compared with ``==`` (not their ``repr``: two equal sets may
    print in different orders)."""
    players = state.game.num_players
    return ([state.observation(s) for s in range(players)], state.legal_actions(),
            state.card_choices(), sorted(state.card_places(), key=lambda p: p[:2]),
            json.dumps([d.to_json() for d in state.deal_log]), state.rng.getstate(),
            state.current_player(), state.is_terminal())


def options(state: State) -> list[dict]:
    """Every single-choice action, and one sampled set per card choice."""
    out = list(state.legal_actions())
    rng = random.Random(0)
    out += [choice.sample(rng) for choice in state.card_choices()]
    return out


def random_action(state: State, rng: random.Random) -> dict:
    """A uniform pick among the options: each single-choice action and each
    card choice (with a random allowed set) count as one."""
    legal, choices = state.legal_actions(), state.card_choices()
    pick = rng.randrange(len(legal) + len(choices))
    return legal[pick] if pick < len(legal) else choices[pick - len(legal)].sample(rng)


def perft(state: State, depth: int) -> int:
    """The number of legal action sequences of length ``depth`` (shorter
    where the match ends). A card-set choice counts its allowed sets as
    leaves (they are too many to walk): C(eligible - required, count - required)."""
    if depth == 0 or state.is_terminal():
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    for choice in state.card_choices():
        free = len(choice.eligible) - len(choice.required)
        total += math.comb(free, choice.count - len(choice.required))
    return total
