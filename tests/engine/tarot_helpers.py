"""Building French Tarot positions for tests: forced hands and scripted play."""

from __future__ import annotations

from cardtable.engine.cards import tarot_deck
from cardtable.engine.options import build_options
from cardtable.engine.tarot.game import TarotGame
from cardtable.engine.tarot.options import Options
from cardtable.engine.tarot.rules import HAND_SIZE, TALON_SIZE


def game(players: int, **options) -> TarotGame:
    return TarotGame(build_options(Options, {"players": players, "petit_sec_redeal": False,
                                             **options}))


def deal_with(players: int, hands: dict[int, list[str]], talon: list[str] | None = None,
              dealer: int = 0) -> dict:
    """A recorded deal: the given (possibly partial) hands and talon, the
    other cards filled in pack order, seat by seat, talon last."""
    given = [c for h in hands.values() for c in h] + list(talon or [])
    assert len(given) == len(set(given)), "a card is given twice"
    rest = [c for c in tarot_deck() if c not in given]
    full = []
    for seat in range(players):
        hand = list(hands.get(seat, []))
        need = HAND_SIZE[players] - len(hand)
        hand += rest[:need]
        rest = rest[need:]
        full.append(hand)
    stock = list(talon) if talon is not None else rest[:TALON_SIZE[players]]
    if talon is None:
        rest = rest[TALON_SIZE[players]:]
    assert not rest, "too many cards given"
    return {"dealer": dealer, "hands": full, "stock": stock, "actions": []}


def state_with(players: int, hands: dict[int, list[str]], talon=None, dealer=0, seed=1, **options):
    return game(players, **options).new_state(seed, deals=[deal_with(players, hands, talon, dealer)])


def bid_round(state, bids: dict[int, str]):
    """Every seat bids in turn (pass unless named); returns all events."""
    events = []
    for _ in range(state.players):
        seat = state.current_player()
        events += state.apply({"a": "bid", "v": bids.get(seat, "pass")})
    return events


def first_legal(state):
    legal = state.legal_actions()
    plays = [a for a in legal if a["a"] == "play"]
    if plays:
        return plays[0]
    if legal:
        return legal[0]
    choice = state.card_choices()[0]
    return choice.action_for(list(choice.required) + [c for c in choice.eligible
                                                     if c not in choice.required][:choice.count - len(choice.required)])


def play_out(state, prefer=None):
    """Play on (``prefer(state)`` may name a card or return None), collecting
    events, until the current deal is scored."""
    events = []
    deal = state.deal_log[-1]
    while deal.result is None:
        action = None
        card = prefer(state) if prefer else None
        if card is not None and {"a": "play", "card": card} in state.legal_actions():
            action = {"a": "play", "card": card}
        events += state.apply(action or first_legal(state))
    return events
