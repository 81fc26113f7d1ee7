"""Before the first card: bids, calls, the discard and the handful.

[decision] Calls with 5 players: a King; a Queen if the attacker holds all
four Kings; a Cavalier if also all four Queens. The attacker may call a card
they hold (then they play alone for it). With 6 players the first call is
always a King and the second always a Queen, held or not (the seed's variant
names no fallback). If one player holds both called cards of a 6-player deal
they are one partner.

[decision] Handful: one per player, shown just before their first card. The
Excuse stands in for a trump only when the player has one trump too few, and
is then part of the shown cards.
"""

from __future__ import annotations

from typing import Sequence

from cardtable.engine.state import CardChoice
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.engine.tarot.rules import (BIDS, CAVALIERS, EXCUSE, HANDFUL_LEVELS,
                                          HANDFUL_MINIMUM, KINGS, OUDLERS, QUEENS,
                                          is_trump, sorted_cards)


def legal_bids(highest: str | None) -> list[str]:
    """Pass, or any contract above the highest bid so far."""
    above = BIDS.index(highest) + 1 if highest else 1
    return ["pass", *BIDS[above:]]


def callable_cards(players: int, hand: Sequence[str], calls_made: int) -> list[str]:
    """The cards the attacker may call now."""
    if players == 6:
        return list(KINGS if calls_made == 0 else QUEENS)
    for rank_cards in (KINGS, QUEENS, CAVALIERS):
        if not all(c in hand for c in rank_cards):
            return list(rank_cards)
    return list(CAVALIERS)  # all Kings, Queens and Cavaliers: unreachable in practice


def discardable(card: str) -> bool:
    """A card that may go to the discard freely: no King, no Oudler, no trump
    (a trump only when nothing else is left; see ``discard_choice``)."""
    return not is_trump(card) and card not in OUDLERS and not card.endswith("K")


def discard_choice(seat: int, hand: Sequence[str], count: int) -> CardChoice:
    """The discard: no Kings or Oudlers; trumps only if there is no other
    choice, and then every other allowed card must go too."""
    plain = [c for c in hand if discardable(c)]
    if len(plain) >= count:
        eligible, required = plain, []
    else:
        eligible = plain + [c for c in hand if is_trump(c) and c not in OUDLERS]
        required = plain
    label = (QT_TRANSLATE_NOOP("tarot", "Discard {count} cards (trumps are shown)") if len(plain) < count
             else QT_TRANSLATE_NOOP("tarot", "Discard {count} cards")).format(count=count)
    return CardChoice(seat, "discard", count, tuple(sorted_cards(eligible)),
                      tuple(sorted_cards(required)), label=label)


HANDFUL_LABELS = {"simple": QT_TRANSLATE_NOOP("tarot", "Show a simple handful ({count} trumps)"),
                  "double": QT_TRANSLATE_NOOP("tarot", "Show a double handful ({count} trumps)"),
                  "triple": QT_TRANSLATE_NOOP("tarot", "Show a triple handful ({count} trumps)")}


def handful_choices(seat: int, players: int, hand: Sequence[str]) -> list[CardChoice]:
    """One choice per handful level the hand allows (simple, double, triple)."""
    trumps = sorted_cards(c for c in hand if is_trump(c))
    out = []
    for level, minimum in zip(HANDFUL_LEVELS, HANDFUL_MINIMUM[players]):
        if len(trumps) >= minimum:
            eligible, required = trumps, ()
        elif len(trumps) == minimum - 1 and EXCUSE in hand:
            eligible = required = tuple(trumps) + (EXCUSE,)
        else:
            continue
        out.append(CardChoice(seat, "poignee", minimum, tuple(eligible), tuple(required),
                              label=HANDFUL_LABELS[level].format(count=minimum)))
    return out


def handful_level(players: int, shown: int) -> str:
    """The level of a handful of ``shown`` cards."""
    return HANDFUL_LEVELS[HANDFUL_MINIMUM[players].index(shown)]
