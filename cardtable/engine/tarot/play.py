"""Card play: which cards may be played to a trick, and who wins it.

Obligations (rules/tarot.md, "Play"): follow the led suit; void in it, trump;
whenever trumps are played, beat the highest trump in the trick if you can,
else still trump; with no trumps, anything. The Excuse may always be played;
when it leads, the next card sets the suit.

[decision] The first-trick restriction of 5 and 6 players ("nobody may lead a
card of a called suit unless it is the called card") applies to the card that
sets the suit: the lead, or the card after a led Excuse. A player holding
nothing else may still play those cards.
"""

from __future__ import annotations

from typing import Sequence

from cardtable.engine.cards import tarot_deck
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.engine.tarot.rules import (EXCUSE, RANK, SUIT, SUIT_WORDS, card_name, is_trump,
                                          rank, suit_of)


# Trump ranks by card, looked up rather than worked out: play runs this at every step.
_TRUMP_RANK = {card: rank(card) for card in tarot_deck() if is_trump(card)}


def led_suit(cards: Sequence[str]) -> str | None:
    """The suit of the trick (``T`` for trumps): its first card that is not the Excuse."""
    for card in cards:
        if card != EXCUSE:
            return SUIT[card]
    return None


def highest_trump(cards: Sequence[str]) -> int:
    trump_rank = _TRUMP_RANK.get
    return max((trump_rank(c, 0) for c in cards), default=0)


def legal_plays(hand: Sequence[str], trick: Sequence[str],
                called: Sequence[str] = ()) -> list[str]:
    """The cards of ``hand`` that may go on ``trick`` (cards so far, in
    order), in the order of ``hand`` with the Excuse last.

    ``called``: the called cards while the first trick is being played (5 and
    6 players), whose suits may not set the first trick's suit.
    """
    return playable(hand, led_suit(trick), highest_trump(trick), called)


def playable(hand: Sequence[str], led: str | None, top: int,
             called: Sequence[str] = ()) -> list[str]:
    """``legal_plays`` from what the trick's cards say: its suit ``led``
    (``led_suit``) and its highest trump ``top`` (``highest_trump``). The
    state keeps both as the trick grows, so play does not read the trick
    again at every step."""
    if led is None:
        if not called:
            return list(hand)
        barred = {SUIT[c] for c in called}
        free = [c for c in hand if c in called or SUIT[c] not in barred]
        return free if any(c != EXCUSE for c in free) else list(hand)
    suit = SUIT
    if led != "T":
        follow = [c for c in hand if suit[c] == led]
        if follow:
            if EXCUSE in hand:
                follow.append(EXCUSE)
            return follow
    trumps = [c for c in hand if suit[c] == "T"]
    if not trumps:
        return list(hand)
    trump_rank = _TRUMP_RANK
    over = [c for c in trumps if trump_rank[c] > top]
    out = over or trumps
    if EXCUSE in hand:
        out.append(EXCUSE)
    return out


def why_not(card: str, hand: Sequence[str], trick: Sequence[str],
            called: Sequence[str] = ()) -> str:
    """A sentence saying why ``card`` may not be played (it is assumed illegal)."""
    if card not in hand:
        return QT_TRANSLATE_NOOP("tarot", "You do not hold {card}.").format(card=card_name(card))
    led = led_suit(trick)
    if led is None:
        return QT_TRANSLATE_NOOP("tarot", "In the first trick you may not lead {suit}, a called suit, "
                                          "except with the called card itself.").format(
            suit=SUIT_WORDS[suit_of(card)])
    follows = any(suit_of(c) == led for c in hand)
    if led != "T" and follows:
        return QT_TRANSLATE_NOOP("tarot", "You must follow suit: play {suit} (or the Excuse).").format(
            suit=SUIT_WORDS[led])
    top = highest_trump(trick)
    if is_trump(card):
        return QT_TRANSLATE_NOOP("tarot", "You must beat trump {number}: you hold a higher trump.").format(
            number=top)
    if led != "T":
        return QT_TRANSLATE_NOOP("tarot", "You have no {suit}, so you must play a trump (or the Excuse).").format(
            suit=SUIT_WORDS[led])
    return QT_TRANSLATE_NOOP("tarot", "Trumps were led: you must play a trump (or the Excuse).")



def trick_winner(plays: Sequence[tuple[int, str]]) -> int:
    """The seat that wins ``plays``: highest trump, else highest card of the led suit."""
    led = led_suit([card for _, card in plays])
    best, winner = -1, -1
    for seat, card in plays:
        suit = SUIT[card]  # None for the Excuse
        if suit == "T":
            key = 100 + RANK[card]  # any trump above any suit card
        elif suit == led:
            key = RANK[card]
        else:
            continue
        if key > best:
            best, winner = key, seat
    return winner


def known_voids(tricks: Sequence[Sequence[tuple[int, str]]]) -> tuple[dict[int, set[str]], dict[int, int]]:
    """What the plays so far prove, for every seat: the suits (``T`` for
    trumps) it has none of, and a cap: it holds no trump above that rank
    (it played under a trump it would have had to beat)."""
    voids: dict[int, set[str]] = {}
    caps: dict[int, int] = {}
    for plays in tricks:
        led, top = None, 0  # the suit and the highest trump of the cards before
        for seat, card in plays:
            if card == EXCUSE:
                continue
            suit = SUIT[card]
            if led is None:
                led = suit
            else:
                if suit != led:
                    # not following: void in the led suit, and in trumps unless trumping
                    voids.setdefault(seat, set()).update({led, "T"} - {suit})
                if suit == "T" and _TRUMP_RANK[card] < top:
                    caps[seat] = min(caps.get(seat, 21), top)
            top = max(top, _TRUMP_RANK.get(card, 0))
    return voids, caps
