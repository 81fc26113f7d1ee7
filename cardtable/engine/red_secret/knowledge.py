"""What one seat may know in Red Secret, and deals consistent with it.

A seat sees its own hand, every card played face up, the red cards revealed
in front of each player, the backs of face-down red cards (red, number
unknown) and the numbers of the face-down reds it played itself. It knows the
cards it passed in the balancing, which stay "known held" by their receiver
until they are seen again (a red one stops being certain once the receiver
plays a face-down red that stays hidden). Voids follow from the plays: a
player who neither follows nor plays red has neither colour; a second player
who passes the fourth card has none of the led colour.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, replace
from math import comb
from typing import TYPE_CHECKING, Any

from cardtable.engine.cards import red_secret_deck
from cardtable.engine.observation import Observation as BaseObservation
from cardtable.engine.red_secret.rules import (RED, balance_transfers, colour, fourth_order, is_hidden,
                                               is_red, number, pack_key, trick_order, trick_winner)

if TYPE_CHECKING:
    from cardtable.engine.red_secret.game import Played, RedSecretState, Trick


@dataclass(frozen=True)
class TableCard:
    """A card as a seat sees it: ``card`` is None for a face-down red whose
    number the seat does not know."""

    seat: int
    card: str | None
    face_up: bool
    red: bool


@dataclass(frozen=True)
class Transfer:
    """One balancing decision; ``cards`` only for the two players involved."""

    action: str  # "give" | "return"
    seat: int
    to: int
    count: int
    cards: tuple[str, ...] | None
    done: bool


@dataclass(frozen=True)
class LastTrick:
    winner: int
    cards: tuple[TableCard, ...]  # as they lay once the trick was decided
    hidden: tuple[bool, ...]


@dataclass(frozen=True)
class Observation(BaseObservation):
    """What one seat may know (``phase``: ``exchange``, ``play`` or
    ``over``; ``scores``: the match totals of the finished games)."""

    games: int
    game: int                     # 0-based index of the game being played
    dealer: int
    leader: int
    round: int                    # tricks finished in this game
    exchange: tuple[Transfer, ...]
    trick: tuple[TableCard, ...]  # the trick on the table, in play order
    led: str | None               # the led colour
    fourth: bool                  # 3 players: the fourth card is being decided
    passed: tuple[int, ...]       # seats that passed the fourth card this trick
    won_plain: tuple[tuple[str, ...], ...]            # non-red cards won, per seat
    won_hidden: tuple[tuple[str | None, ...], ...]    # hidden reds won (None: number unknown)
    revealed: tuple[tuple[str, ...], ...]             # revealed reds in front of each seat
    voids: tuple[frozenset[str], ...]                 # colours each seat is known to lack
    known_held: tuple[tuple[str, ...], ...]           # cards this seat knows another holds
    last_trick: LastTrick | None
    game_scores: tuple[tuple[int, ...], ...]          # finished games, per seat

    @property
    def unseen(self) -> tuple[str, ...]:
        """The cards whose place this seat cannot tell, in pack order: the
        deck less everything above it has seen or knows is held."""
        known = {c.card for c in self.trick if c.card} | set(self.hand) \
            | {c for pile in self.won_plain + self.revealed + self.known_held for c in pile} \
            | {c for pile in self.won_hidden for c in pile if c}
        return tuple(c for c in red_secret_deck() if c not in known)

    def still_to_play(self, passing: bool) -> list[int]:
        """The seats that may still play a card to this trick after this
        seat's decision (``passing``: it passes the fourth card), in order;
        with 3 players the fourth card's candidates follow."""
        order = trick_order(self.players, self.leader)
        if self.players != 3:
            return order[len(self.trick) + 1:]
        candidates = fourth_order(self.players, self.leader)
        if self.fourth:
            return candidates[candidates.index(self.seat) + 1:] if passing else []
        return order[len(self.trick) + 1:] + candidates


def _view(p: "Played", seat: int) -> TableCard:
    known = p.face_up or p.led or p.seat == seat
    return TableCard(p.seat, p.card if known else None, p.face_up, is_red(p.card))


def _known_held(state: "RedSecretState", seat: int, visible: set[str]) -> list[list[str]]:
    """Cards ``seat`` passed in the balancing and knows are still in a hand."""
    held: list[list[str]] = [[] for _ in range(state.n)]
    for passed in state.passed:
        if passed.seat == seat:
            held[passed.to] += [c for c in passed.cards if c not in visible]
    for other in range(state.n):
        if any(map(is_red, held[other])) and any(
                p.seat == other and _view(p, seat).card is None
                for p in state.trick + [p for pile in state.won for p in pile]):
            held[other] = [c for c in held[other] if not is_red(c)]
    return [sorted(h, key=pack_key) for h in held]


def observe(state: "RedSecretState", seat: int) -> Observation:
    n = state.n
    steps_done = [Transfer(p.action, p.seat, p.to, len(p.cards),
                           p.cards if seat in (p.seat, p.to) else None, True) for p in state.passed]
    steps_open = [Transfer(s.action, s.seat, s.to, s.count, None, False) for s in state.steps]
    trick = tuple(_view(p, seat) for p in state.trick)
    won_plain = tuple(tuple(p.card for p in pile if not is_red(p.card)) for pile in state.won)
    won_hidden = tuple(tuple(_view(p, seat).card for p in pile if is_red(p.card))
                       for pile in state.won)
    visible = {c.card for c in trick if c.card} | {c for pile in won_plain for c in pile} \
        | {c for pile in won_hidden for c in pile if c} | {c for r in state.revealed for c in r} \
        | set(state.hands[seat])
    held = _known_held(state, seat, visible)
    last = None
    if state.tricks:
        lt = state.tricks[-1]
        cards = tuple(_view(replace(p, face_up=not (is_red(p.card) and h)), seat)
                      for p, h in zip(lt.cards, lt.hidden))
        last = LastTrick(lt.winner, cards, lt.hidden)
    phase = "over" if state.over else ("exchange" if state.steps else "play")
    return Observation.of(
        seat=seat, players=n, games=state.games, game=state.game_no, dealer=state.dealer,
        phase=phase, to_act=state.current_player(), leader=state.leader, round=state.round,
        hand=tuple(state.hands[seat]), hand_sizes=tuple(len(h) for h in state.hands),
        exchange=tuple(steps_done + steps_open), trick=trick, led=state._led(),
        fourth=bool(state.fourth), passed=tuple(state.passes),
        won_plain=won_plain, won_hidden=won_hidden,
        revealed=tuple(tuple(r) for r in state.revealed),
        voids=tuple(frozenset(v) for v in state.voids),
        known_held=tuple(tuple(h) for h in held),
        last_trick=last, game_scores=tuple(tuple(s) for s in state.game_scores),
        scores=tuple(state.totals))


RED_CARDS = sum(map(is_red, red_secret_deck()))  # in the whole deck


def possible_red_counts(state: "RedSecretState", obs: Observation) -> set[tuple[int, ...]]:
    """Every red count the hands may hold now as ``obs.seat`` can work them
    out, jointly: one tuple per possibility, a count per seat (its own, and
    any the seat can tell, the same in every tuple).

    Why more than the reds still owed: the balancing plan (who gives how
    many to whom) is public, and it is a function of the red counts as
    dealt (``balance_transfers``), so only dealt counts whose plan is the
    one announced are possible. With 3 players that says much: after
    (5,2,1) -> (4,2,2) the seat holding 2 sees 1 red go from one player to
    the other and knows every count; with no plan every hand was dealt 2-4
    reds (the table leaves only (4,2,2) and (3,3,2) standing). Since the
    deal a hand's count changed only by the gifts (done ones, public
    counts; returns are never red) and by its red plays (public too: a
    card played face down is red, ``TableCard.red``). The seat's own dealt
    count is its reds now, plus those it gave and played, less those it got.
    A count must also fit what else the seat knows of the hand
    (``_fits_hand``), so that a deal of the unseen cards gives it (with two
    other hands that is exact: their plain places together take every
    unseen plain card). With 2 players the other
    count follows from the seat's own; with 4 (no balancing) any split of
    the remaining reds that fits is possible."""
    n, seat = obs.players, obs.seat
    gifts = [t for t in obs.exchange if t.action == "give"]
    plan = [(t.seat, t.to, t.count) for t in gifts]
    change = [0] * n  # since the deal: + reds received, - reds given or played
    for t in gifts:
        if t.done:
            change[t.to] += t.count
            change[t.seat] -= t.count
    for p in [p for trick in state.tricks for p in trick.cards] + state.trick:
        if is_red(p.card):
            change[p.seat] -= 1
    dealt_own = sum(map(is_red, obs.hand)) - change[seat]
    first = (obs.dealer + 1) % n
    rest = RED_CARDS - dealt_own  # dealt to the others
    plain = [c for c in obs.unseen if not is_red(c)]
    possible = set()
    for split in itertools.product(range(rest + 1), repeat=n - 2):
        others = [*split, rest - sum(split)]
        counts = others[:seat] + [dealt_own] + others[seat:]
        if others[-1] < 0 or (n < 4 and balance_transfers(counts, first) != plan):
            continue
        now = tuple(c + d for c, d in zip(counts, change))
        if all(_fits_hand(obs, other, now[other], plain) for other in range(n) if other != seat):
            possible.add(now)
    return possible


def _fits_hand(obs: Observation, other: int, reds: int, plain: list[str]) -> bool:
    """True when hand ``other`` may hold ``reds`` red cards: none if it
    showed a red void, at least the reds ``obs.seat`` knows it holds, and
    its other places filled by the plain cards it knows it holds and those
    of ``plain`` (the unseen ones) in colours it has not shown void."""
    held = obs.known_held[other]
    known_reds = sum(map(is_red, held))
    if reds and RED in obs.voids[other]:
        return False
    places = obs.hand_sizes[other] - reds - (len(held) - known_reds)  # for unseen plain cards
    return known_reds <= reds and \
        0 <= places <= sum(colour(c) not in obs.voids[other] for c in plain)


# Draws of the unseen cards tried before a world is kept whose hidden reds
# break their tricks (a number that would have been revealed, or a trick
# going to another player): the draw matches each hidden red to a number its
# trick's known cards allow, which settles a trick with one unseen red; two
# or more in one trick are checked together afterwards and rarely need a
# second draw. [decision] If every draw fails the last is kept: a world
# with one implausible hidden red is still consistent with the observation.
REDRAWS = 20


def determinize(state: "RedSecretState", seat: int, rng: random.Random) -> "RedSecretState":
    """A clone whose cards unseen by ``seat`` are redealt: other hands keep
    their sizes, known-held cards and voids, and a player still to give red
    cards in the balancing keeps enough of them; unknown face-down reds get
    red cards, and in a finished trick one that stays hidden there and lets
    the trick go where it went (``REDRAWS``).
    With 3 players each other hand also gets exactly a red count the seat
    cannot rule out (``possible_red_counts``), drawn as ``_draw_red_counts``
    says; with 2 the other hand's count already follows from the cards, and
    with 4 nothing narrows the counts below their sum, so both are redealt
    as before without drawing one.
    A red ``seat`` gave that the observation no longer places (its receiver
    has played a face-down red since, which may be it: ``_known_held``)
    stays the receiver's: in its hand or under one of its face-down plays,
    never another player's (a receiver never passes a red on), or the
    world would later hold a card in two places. Cards are matched to places
    by augmenting paths in random order, so a deal that fits every place is
    always found (the real one exists, and so does one for every red count
    ``possible_red_counts`` gives)."""
    obs = observe(state, seat)
    clone = state.clone()
    # a slot: ("hand"/"red"/"plain", seat) (_hand_slots) or one of _table_slots,
    # with the player whose hand or play it is and the numbers it may hold
    table, table_holder, table_bounds = _table_slots(state, seat)
    unseen = obs.unseen   # a property that walks the deck: asked once
    receiver = {c: p.to for p in state.passed if p.seat == seat for c in p.cards if c in unseen}
    weights = _red_count_weights(state, obs) if state.n == 3 else None

    def fits(card: str, si: int) -> bool:
        kind, key = slots[si]
        if kind in ("red", "trick", "done") and not is_red(card):
            return False
        if kind == "plain" and is_red(card):
            return False
        if card in receiver and receiver[card] != holder[si]:
            return False
        if kind in ("trick", "done"):
            lo, hi = bounds[si]
            return lo < number(card) < hi
        return colour(card) not in obs.voids[key]

    for _ in range(REDRAWS):
        counts = _draw_red_counts(weights, rng) if weights else None
        slots, holder = _hand_slots(state, obs, counts)
        slots, holder = slots + table, holder + table_holder
        bounds = [(0, 9)] * (len(slots) - len(table)) + table_bounds
        owner = _match(list(unseen), len(slots), fits, rng)
        tricks = list(state.tricks)
        for si, ci in owner.items():
            kind, key = slots[si]
            if kind == "done":
                t, i = key
                cards = list(tricks[t].cards)
                cards[i] = replace(cards[i], card=ci)
                tricks[t] = replace(tricks[t], cards=tuple(cards))
        if all(_holds(trick, seat) for trick in tricks):
            break
    for other in range(state.n):
        if other != seat:
            clone.hands[other] = list(obs.known_held[other])
    for si, card in owner.items():
        kind, key = slots[si]
        if kind in ("hand", "red", "plain"):
            clone.hands[key].append(card)
        elif kind == "trick":
            clone.trick[key] = replace(clone.trick[key], card=card)
    clone.tricks = tricks
    clone.won = won_piles(tricks, state.n)
    for hand in clone.hands:
        hand.sort(key=pack_key)
    clone._legal = None  # the real hand's legal cards: the seat to act may be redealt
    _redraw_history(clone, seat, obs)
    clone._forget(rng, [list(h) for h in clone.hands], [])
    return clone


def _table_slots(state: "RedSecretState", seat: int) -> tuple[list[tuple[str, Any]], list[int],
                                                                list[tuple[int, int]]]:
    """The face-down reds ``seat`` never saw, as places for the redeal: on
    the table ``("trick", index)``, in a finished trick ``("done", (trick,
    index))``; with who played each and the numbers (exclusive bounds) it
    may have."""
    slots: list[tuple[str, Any]] = []
    holder: list[int] = []
    bounds: list[tuple[int, int]] = []
    for i, p in enumerate(state.trick):
        if is_red(p.card) and _view(p, seat).card is None:
            slots.append(("trick", i))
            holder.append(p.seat)
            bounds.append((0, 9))
    for t, trick in enumerate(state.tricks):
        for i in unseen_reds(trick, seat):
            slots.append(("done", (t, i)))
            holder.append(trick.cards[i].seat)
            bounds.append(_hidden_bounds(trick, i, seat))
    return slots, holder, bounds


def _hand_slots(state: "RedSecretState", obs: Observation,
                counts: tuple[int, ...] | None) -> tuple[list[tuple[str, int]], list[int]]:
    """The places in the other hands not known held, and whose they are:
    with ``counts`` (red counts per seat) exactly that many red ones and
    plain ones for the rest; without, enough red ones for the reds a player
    still owes in the balancing and the rest for any card."""
    slots: list[tuple[str, int]] = []
    holder: list[int] = []
    for other in range(state.n):
        if other == obs.seat:
            continue
        held = obs.known_held[other]
        free = len(state.hands[other]) - len(held)
        if counts is None:
            owed = sum(s.count for s in state.steps if s.action == "give" and s.seat == other)
            reds, rest = max(0, owed - sum(map(is_red, held))), "hand"
        else:
            reds, rest = counts[other] - sum(map(is_red, held)), "plain"
        slots += [("red", other)] * reds + [(rest, other)] * (free - reds)
        holder += [other] * free
    return slots, holder


def _red_count_weights(state: "RedSecretState", obs: Observation) -> dict[tuple[int, ...], int]:
    """Each possible red count (``possible_red_counts``) with the number of
    ways the unseen cards fill the other hands with it: the product over
    the hands of C(places not known held, red cards among them). The other
    factors of a deal's count (which reds and which plain cards, the
    face-down reds on the table) are the same for every count, so this is
    proportional to the number of deals each count admits, which makes
    every deal consistent with the sizes equally likely, as a deal of the
    cards is. **[decision]** Voids and the bounds of face-down reds are left
    out of the weight (only the counts they rule out wholly are dropped,
    ``_fits_hand``): counting them exactly would cost a count of matchings."""
    weights = {}
    for counts in possible_red_counts(state, obs):
        weight = 1
        for other in range(state.n):
            if other != obs.seat:
                held = obs.known_held[other]
                weight *= comb(len(state.hands[other]) - len(held),
                               counts[other] - sum(map(is_red, held)))
        weights[counts] = weight
    return weights


def _draw_red_counts(weights: dict[tuple[int, ...], int], rng: random.Random) -> tuple[int, ...]:
    """One count drawn with its weight; in sorted order, so a draw is a
    function of the generator alone (a set's order is not)."""
    options = sorted(weights)
    return rng.choices(options, [weights[c] for c in options])[0]


def _match(cards: list[str], slots: int, fits, rng: random.Random) -> dict[int, str]:
    """A card for every slot (slot index -> card) by augmenting paths, cards
    and slots taken in random order, so any fitting deal may come out."""
    rng.shuffle(cards)
    order = list(range(slots))
    rng.shuffle(order)
    owner: dict[int, int] = {}  # slot index -> card index

    def augment(ci: int, seen: set[int]) -> bool:
        for si in order:
            if si in seen or not fits(cards[ci], si):
                continue
            seen.add(si)
            if si not in owner or augment(owner[si], seen):
                owner[si] = ci
                return True
        return False

    for ci in range(len(cards)):
        augment(ci, set())
    return {si: cards[ci] for si, ci in owner.items()}


def unseen_reds(trick: "Trick", seat: int) -> list[int]:
    """Where ``trick`` holds a red ``seat`` never saw: hidden, not led, not its own."""
    return [i for i, (p, h) in enumerate(zip(trick.cards, trick.hidden))
            if h and not p.led and p.seat != seat]


def _hidden_bounds(trick: "Trick", i: int, seat: int) -> tuple[int, int]:
    """The numbers (exclusive bounds) the unseen red at ``i`` may have, read
    from the cards of ``trick`` that ``seat`` knows: between the lowest and
    the highest (or it would not be hidden), below the winner's red unless it
    is the winner's, above every known red if it is the winner's only card
    (with 2 and 3 players one seat may play two). Exact with one unseen red
    in a trick of four players; else only what the known cards alone say."""
    unknown = set(unseen_reds(trick, seat))
    others = unknown - {i}
    known = [(p.seat, number(p.card), is_red(p.card))
             for j, p in enumerate(trick.cards) if j not in unknown]
    lo = min([n for _, n, _ in known] + [1] * bool(others))
    hi = max([n for _, n, _ in known] + [8] * bool(others))
    winner_reds = [n for s, n, red in known if red and s == trick.winner]
    if trick.cards[i].seat == trick.winner:
        if sum(p.seat == trick.winner for p in trick.cards) == 1:  # its only card won
            lo = max([lo] + [n for _, n, red in known if red])
    elif winner_reds and not any(trick.cards[j].seat == trick.winner for j in others):
        hi = min(hi, max(winner_reds))
    return lo, hi


def _holds(trick: "Trick", seat: int) -> bool:
    """True when the cards of ``trick`` hide its hidden reds and give it to its winner."""
    cards = [p.card for p in trick.cards]
    return trick.cards[trick_winner(cards)].seat == trick.winner and all(
        is_hidden(cards[i], cards) for i in unseen_reds(trick, seat))


def won_piles(tricks: "list[Trick]", players: int) -> "list[list[Played]]":
    """Each player's won pile from the deal's finished tricks: every card of
    a trick but its revealed reds, to the winner, in the order played."""
    piles: list[list[Played]] = [[] for _ in range(players)]
    for trick in tricks:
        for p, hidden in zip(trick.cards, trick.hidden):
            if not is_red(p.card) or hidden:
                piles[trick.winner].append(p if not (hidden and p.led) else replace(p, face_up=False))
    return piles


def _redraw_history(clone: "RedSecretState", seat: int, obs: Observation) -> None:
    """What the clone remembers of cards ``seat`` never saw, made to agree
    with the redrawn cards: cards passed between two other players become
    cards of the right kind from the receiver's new hand (or, once played,
    any unseen card of that kind), so nothing real is left in them."""
    spare = sorted(obs.unseen, key=pack_key)
    for i, passed in enumerate(clone.passed):
        if seat in (passed.seat, passed.to):
            continue
        red = passed.action == "give"
        pool = [c for c in clone.hands[passed.to] if is_red(c) == red] + \
            [c for c in spare if is_red(c) == red] + spare
        cards = tuple(dict.fromkeys(pool))[:len(passed.cards)]
        clone.passed[i] = replace(passed, cards=cards)
