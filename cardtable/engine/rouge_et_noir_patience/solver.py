"""The solver: can this position still be won, and by which moves?

A player aid of "thoughtful" patience (rules/rouge-et-noir-patience.md, player
aids): it looks at every card, the face-down ones and the order of the stock
included, so it takes the whole ``PatienceState``, never an observation. The
computer players decide on their observation and do not use it.

The answer is "won" with a winning line in record actions, "lost" with a
proof, or "unknown" when the budget (seconds, positions, memory) ran out.

The rules' moves
----------------
``rules.moves_from`` lists the card moves (the engine's ``card_moves`` is it,
from a ``Table``), ``rules.can_deal`` says when a deal is allowed
(``deal_when``; under the default, "any", while the stock lasts), and under
``auto_foundation`` the forced ``rules.auto_move`` is the only move, as in
the engine; ``rules.lift`` and ``rules.deal_targets`` move the cards, as the
state does (once per column, ``columns.ColumnStore``). So a line found
replays legally, and a rule changed in ``rules.py`` reaches the solver by
itself. Every line is checked by replaying it before it is given.

Searches share the budget, in turns (``SCHEDULE``)
--------------------------------------------------
One turn of the proof (``SLICE`` positions), then four beams (a second or two
each), and so on. From the opening the proof almost never decides (it digs
under the first deals it tries); the beams find the wins; in endgames the
proof decides, and its first turn comes first. **[decision]** From a
position with more than two deals to come (``PROOF_STOCK``) the proof gets
its first turn only, and its later turns go to the beams: the same beams,
with the same seeds, in the same order, each started sooner. Measured: from
the opening of deals 1-40 (10 s each) the proof won deals 4 and 36 in its
first turn and nothing in a later one, and over deals 1-200 the change
won 7 deals more and lost one (120, which the proof had won in its second
turn; README); alone, with 100,000 positions, on 30
positions of deals 1-10 played on at random (3 each) it decided 2 (won) with
three deals to come, 2 (1 won, 1 lost) with two; its turns were 15,000 of
about every 135,000 positions, an eighth of the budget.

- **The proof**: one depth-first search over every reachable position, with
  a transposition table that lasts the whole solve. It expands each position
  once, so when it runs out of positions without a win, the position is
  *lost*: the search was exhaustive, and everything it cut is cut soundly
  (below). It also finds wins: children are tried best first (``score``).
- **The beams** (``_Search.beam``): the stock as checkpoints. A layer of a
  few positions; from each, a best-first search of a few hundred positions
  without dealing, which keeps the best deals it could make (scored after
  the deal, with a little seeded noise so each beam goes its own way); the
  best of all of them, at most ``CAP`` from one position, are the next
  layer; after the last deal, a longer best-first search from each. A beam
  never goes back to an earlier stage, so it proves nothing. Keeping several
  deal points alive is what counts: which moment to deal at is the decision
  that loses a deal, and the score tells it only a stage later. Measured
  with 10 s each on deals of 1-25 that the earlier solver (the proof and
  independent *dives*, one position a layer) left unknown in 10 s: beams of
  8 x 500 positions (last stage 3,000) won 7 of 11. On 10 hard deals of
  1-40, beams alone, 10 s each: 8 x 500 won 5, 16 x 300 (last stage 1,500)
  7, 24 x 250 4, 4 x 500 4, not always the same deals; which seed wins a
  deal is chance, so the beams take the two best shapes in turn
  (``SHAPES``), each with its own seed. On the 19 deals of 1-60 left
  unknown in 10 s by that solver (two beams to a proof turn, noise 30, the
  relaxation asked in the beams), 10 s each: 4 won with those settings (and
  the faster safe moves and score); 6 with the beams not asking the
  relaxation (it cut 5% of the positions it was asked about in their last
  stages, and costs about a position each: the beams go on to other
  positions instead, as they prove nothing anyway); 8 with four beams to a
  proof turn; 12 with noise 60 (7 with 120): noise that lets a deal a few
  points worse in spreads the layer over more ways. But 9 deals of 1-60
  that noise 30 had won in 10 s were then unknown: which beam wins a deal
  is a lottery, and the settings change which tickets are drawn. On the 28
  deals of 1-60 that either settings left unknown or only one of them won:
  noise 60 won 12; shapes half as deep (16 x 150 / 8 x 250) 13, a quarter
  as deep 6; noise 60 and 30 in turn from one beam to the next
  (``NOISES``) 15. Once positions cost less (below; 1.7x as many a
  second), on the 24 deals of 1-100 that solver left unknown in 10 s, 10 s
  each: its shapes (16 x 300 / 8 x 500) won 5, shapes half as deep before
  each deal (16 x 150 / 8 x 250, the last stage as before) 7; confirmed on
  the 22 of 101-200: 9 against 4 (the 4 among the 9). But over all of deals
  1-64 the half-deep shapes left 17 unknown against 15: they won 14, 21, 22
  and 50 and lost 2, 8, 18, 46, 57 and 59, which the shapes above win: tuned
  on the deals one setting misses, a setting only draws other tickets. So
  ``SHAPES`` stayed then. Once positions cost a third of that (below),
  on the 17 deals of 1-100 the solver then left unknown in 10 s (README),
  10 s each: those shapes won 7 (19, 21, 50, 52, 61, 74, 97), beams twice
  as wide (32 x 300 / 16 x 500) 8 (21, 42, 50, 52, 61, 68, 74, 75), four
  times as wide 9, half as deep 5, the two shapes and the twice-wide ones
  in turn 6; confirmed on the 17 of 101-200: twice as wide 9, the shapes
  before 8 (four times as wide not measured). So the beams are twice as
  wide (a beam is about 100,000 positions, a little over a second): a
  point or two, within the lottery, and different deals won.
  Tried and dropped: the searches of one layer sharing the positions they
  have taken up (a search skipping a position another had taken up). The
  layer's positions lie a few moves apart, and each search goes over much
  of the others' ground (one beam, 32 x 300 / 1,500, after the last deal:
  deal 24 saw 25,204 positions, 12,633 of them distinct; deal 12 45,351
  and 34,105). On the first 39 of the 48 deals of 1-500 this solver left
  unknown in 10 s (load about 8) it won 10, and 30 of 31 won deals (1-11,
  201-223 but the unknown ones; 209 lost, while this solver, the same day,
  lost 214 and won 209). But over deals 1-96, both run side by side (load
  8-11, 10 s each), it won 83 and this solver 84, over 1-137 120 each (it
  won 12, 45, 52, 93, 97 and 102; lost 41, 42, 66, 75, 92 and 120), and with 1,000,000 positions it leaves 41
  and 42 of the winnable list unknown: the lottery, not progress; over deals
  1-1000 it decided 88.6% (load 8-11; README). Also dropped: the last
  stage half as long (750 / 1,500, more beams), 0 of the first 17 of those
  unknown deals won; a third as long, 0 of 5; the positions after the last
  deal shared by all the beams of a solve as well, 3 of the first 14.
  Once compiled (below), over deals 1-1000 side by side the same day:
  beams widening as a solve goes on (the layers of beam k
  ``2 ** min(k // 2, 3)`` times as wide, the first two as before) decided
  93.9% against 93.3%, but won 19 deals this solver leaves unknown and
  left 13 it wins unknown: the lottery again, so the schedule stays.
- **Where a beam goes wrong** (measured once compiled, on deals 17, 24, 51,
  78, 91 and 118, unknown in 10 s; one beam of the first shape each, seeds
  1 and 2): after the last deal a position either runs dry within its 1,500
  positions (204 of 384) or reaches them; given 30,000 instead, none of the
  180 that reached them won, and 123 ran dry (lost). From the layer with
  one deal left (deals 24, 51, 91, 118, 131 and 148), searching each
  position 16 times as long before the last deal and keeping 256 deals (8
  from one position) instead of 32 won none either. So neither the last
  stage nor the last deal point loses these deals: every position a beam
  keeps is already dead a deal or more before the end, and the score, which
  sees neither the colour arithmetic nor what lies under a card, cannot
  tell. What would help is a score for the early stages that sees those
  dead ends coming; a first try, a term for each card lying under a higher
  card of its colour in its column (2 points), won 121 of deals 1-132
  against 124 and was dropped. Nor can the last stage be cut short to draw
  more beams: on the 76 won deals of 1-80, the search after the last deal
  that won (the beams in the solver's order, up to 8; 71 won so) had looked
  at 33 to 2,192 positions when it won, half of them over 300 and 15 over
  750. More beams (positions cheaper) draw more tickets, which does pay: of
  the 67 deals of 1-1000 this solver leaves unknown in 10 s, 25 are won
  given 30 s (14 by 15 s, 21 by 20 s; README), so twice the positions a
  second would reach the issue's 95%; made about that much cheaper
  (below), the solver decides 95.6% of deals 1-1000 in 10 s (README).

What the proof may cut, and why it stays a proof
------------------------------------------------
- *Positions alike* (the table's key, ``_Search.key``): no rule reads a suit
  (building, foundations and discard piles all go by colour), so every red
  card becomes a heart and every black one a spade, which also makes the two
  copies of a card one value (the line names columns and piles, never cards,
  so it holds for the real cards); the two foundations of a colour are
  interchangeable (the key has their heights sorted), so are the two discard
  piles of a colour (the key has the runs out per colour); a deal goes to
  columns 1, 2, ... in turn, so a column keeps its place while a deal will
  still reach it, and the columns no deal reaches any more are a sorted set.
- *The stock as checkpoints*: a deal is one move among the others; the key
  holds the cards left in the stock, so the positions between
  two deals are searched once each whatever the order of the moves that led
  there, and a deal from any of them starts the next stretch.
- *Never move the cards just moved*: moving a run again right after it moved
  gives a position one move away from where the first move started (back
  where it was, an undo, or where it could have gone at once): it is
  searched from there.
- *Safe moves folded in* (``safe_move``, only with the default options: under
  ``deal_when: stuck`` an early foundation move can forbid a later deal, and
  under ``auto_foundation`` the engine forces its own moves): a card whose
  going out can lose nothing goes out at once and is the position's only
  move. **[decision]** The test is the colour arithmetic of the discards:
  each rank has four red and four black cards, the two foundations of a
  colour take two of them and the two runs of a King colour take the other
  two. A card of rank r goes out when (a) the other foundation of its colour
  is built at least to r-1 (so whichever copy goes first, the foundations end
  the same), and (b) it can never be needed in the tableau: for an Ace, both
  runs that hold an Ace of its colour are discarded; otherwise all four cards
  of rank r-1 of the other colour are out, so nothing can ever be built on
  it, it can never lie in a run still to be discarded (there it would carry
  one of them) and every move of a winning line that kept it stays legal
  without it. The rules' own auto-move (Aces and Twos at once) is an option
  for players, not a proof: an Ace put up too early can be the one a run
  needed.
- *Proofs from a relaxation* (``relaxation.py``, asked by the proof once
  at most one deal is left: on deals 2, 5 and 6 it never failed earlier,
  and along the beams of deals 14, 17, 19, 21 and 24 it fails only after
  the last deal; it costs about as much as a position): a relaxed game,
  with the stock in its order, each foundation taking a card only once the
  cards it lacks below it have left, and the Kings needing an empty column,
  a foundation, or a free discard pile and every kind of their run, that
  every won position passes; a position that fails it is lost.
- *The no-progress cap* of the engine (``NO_PROGRESS_LIMIT`` idle moves) is
  not part of the key: the proof answers for the game without the cap, and a
  game lost without it is lost with it. A winning line is checked against the
  cap when it is replayed.

Why no deal is proved lost from the opening
------------------------------------------
Most deals left unknown are hard wins, not losses. The 21 deals of 1-100
left unknown in 10 s (deals 1-200 above): given 60 s each (``nice cardtable
solve --deals 17,19,...,97 --timeout 60``, deals 66 and 92 won in a rerun
of 10 s), 13 more are won, in 11.4-57.3 s (19 in 25.4 s, 21 14.7, 27 54.6,
28 11.4, 45 13.8, 50 15.1, 52 16.4, 61 15.4, 74 18.2, 75 53.3, 91 47.1,
93 57.3, 97 20.4) and 6 stay unknown (17, 24, 42, 51, 68, 78): at most 6
of deals 1-100 are lost, so proofs of loss can add 6 points at most and
wins found sooner the rest. What wins late is a later beam, not a longer
one: deals 28 and 45 are both won by the ninth beam (turn 11, 16 x 300),
and in the eight before it about half of the positions after the last deal
run dry (deal 28: 10, 10, 9 and 16 of 16, then 0, 7, 3 and 8 of 8; the
others hit their 1,500 or 3,000 positions). Of the six never won, deal 17
looks lost: in its first eight beams 85 of the 96 positions after the
last deal run dry; deal 24 does not: 21 of 96 do, the rest hit the
budget. Remembering across beams the positions after the last deal that
ran dry would save little: in the first twelve beams of deal 17, 2 of 160
such positions had run dry in an earlier beam, of deal 50 none of 146.

Measured on deal 19 (every beam's last stages run dry; then a probable
loss, won since in 25 s): an
exhaustive search stage by stage (every position between two deals, with
the key and the cuts above, then every distinct position just after the
next deal) sees 15 positions before the first deal, 190 before the second,
22,546 before the third (all of them, in 0.9 s), and more than 2,000,000
before the fourth (2 minutes, not finished; 1,979,655 distinct positions
after its deals): every position of a stage may deal, so the positions
multiply stage by stage. The proof's own search, run alone, spends 290,000
of its first 300,000 positions after the last deal of the first line it
tries (on deal 19, 97,063 of the first 100,000, with the relaxation as
it was before its foundation and run rules; it cut 15% of them). A loss from the opening thus needs a relaxation that fails early,
and this one fails on none of the openings of deals 1-1000. Along the
beams of deals 14, 17, 19, 21 and 24 (8 positions a stage), no position
with two deals or more to come fails it, 1 of 40 with one deal left, and
15 of 40 after the last deal. What kills those
deals at the end is the colour arithmetic: once both foundations of a
colour are past a rank, its cards can only end in runs, each on a card of
the rank above and the other colour, and the dead ends have such a card
lying on the only ones left in play (on deal 19 a red 3 on the last black
4, a red Ace on the last black 2, the black foundations waiting at 4 for
the two black 5s buried under both). The relaxation sees that only when
the foundations have passed the rank, and it lets a card that has left
carry any number of cards for ever, which is why it passes every earlier
stage. Tried and left out, as they cut nothing more: at most as many
cards of a kind to the foundations as they have room for, decided exactly
over which copies go (none of the 75,000 positions of deals 14, 17, 19 and
24 with at most one deal left that the relaxation passed failed it); a King
moved into an empty column occupying it until it can go out (none of
17,000 such positions of deal 19, and even a greedy stricter than sound
passes every opening of deals 1-200); two of every kind of its run for
the second King of a colour to go to a discard pile (no change in the
proofs below). Thought through, not built: a card that left for a
foundation still carries cards in the relaxation; letting only the cards
that could have gone onto a card (or a King into an empty column) carry is
unsound as it stands, since the real card may still lie in its place, on
top of its column, when another goes onto it: its place would have to be
kept and asked too.

Proofs from later stages, measured on the 40 positions with one deal left
and the 40 with two that a beam (8 x 500, seed 1) of deals 14, 17, 19, 21
and 24 reaches, the proof alone with 5,000 positions each: 12 of the 40
with one deal left proved lost (10 with the relaxation before the
foundation and run rules), none with two.

What a position costs
---------------------
More positions a second are more beams in the budget, so more deals won.
Columns recur far more than they change (deal 17, 10 s: 852,000 positions,
3,503 distinct columns), so each column is numbered once
(``columns.ColumnStore``) and everything asked of it is worked out then: the
rules' ``Facts`` (what it can move, what it takes), its share of the score,
what a move or a deal makes of it. A position (``_Node``) is ten column
numbers with the piles, the stock, the cards out, its score, a hash and
what a deal would add to the score, each worked out by the move from the
parent's (``after``). The key
is the numbers, those no deal reaches any more sorted, and a number for the
piles and the stock (``tag``); the moves come from the columns' facts
(``rules.moves_from``, the one rule the engine asks too); a deal is scored
without being made (``_Node.deal``, kept by each move from the changed
columns' ``gain``), and made only when kept. **[decision]** The beams tell
positions seen by a hash of the key (``z``: each column's random number
times its place's, or times 1 where the place does not count, and the
tag's; a move works out its child's with a few sums, so most children,
seen already, are never made): two different keys have one hash about
once in 2**40 pairs, and then a beam
skips a position, which costs a beam nothing but that position, as it
proves nothing; the proof's table keeps the exact keys, so its cuts and its
"lost" are as before. Python's cycle collector is paused while the search
runs (``solve``). Measured with ``benchmarks/patience_solver_speed.py
--positions 100000 --repeats 1 --against 13debbc`` (the positions kept as
card strings), deals 14, 17, 21, 22 and 24, the
machine shared by five jobs on two cores (load 6): the whole solver 57,500
positions a second against 28,200 (2.04x), a beam alone 89,300 against
39,200 (2.27x), every search the same as before, position for position
(the same verdicts, positions and lines on deals 1-6 and 17 with 60,000 to
150,000 positions). In ``cardtable solve --timeout 10`` a deal left
unknown sees 830,000-960,000 positions (deals of 1-100, about 87,000 a
second; 318,000 before). Tried and left out: columns' kinds as bits, to skip
the columns that can move nothing (slower: most columns can move
something); the move to a column written out inside the beams' loop (5%,
within the noise, and a second copy of ``after``); the relaxation asked of
a position when the proof takes it up instead of when it finds it (no
saving: the proof takes up 14,000 of the 15,000 positions it finds in its
first turn). What is left: the moves (``moves_from``, about 40% of a
beam's time) and the proof's first turn (15,000 positions, 0.8 s, 60% of it
the relaxation).

**Compiled.** This module, the rules, the column store and the relaxation
are compiled to C by mypyc when the package is built (``setup.py``;
``native.py`` keeps a stale build from running), from this same annotated
source: the search is the same position for position
(``tests/engine/test_rouge_et_noir_patience_native.py``), about twice as
fast (``benchmarks/patience_solver_speed.py --against 6a203a7``, the
revision before, as Python; load 2: the whole solver 147,800 positions a
second against 64,800, 2.28x; a beam alone 182,300 against 96,700, 1.88x).
What mypyc needs of the source: exact annotations (a wrong one is a
``TypeError`` at run time), ``Final`` on the module's constants (read as C
constants, not looked up: about 10% of the gain), no methods replaced at
run time (the compiled classes call each other directly; the tests watch
the order of the searches through ``turns`` instead), and results that
cross to the table's child process as named tuples (``Solution``). Tried
then, by the clock, and left out as within its noise: calling
``self.after`` and ``self.moves`` directly instead of through local names,
hash numbers of 40 bits, the column store's moves keyed by one number
instead of a tuple. Counted by instructions since, each pays (below).

**Made for the compiler** (measured by instructions, ``valgrind --tool=callgrind``
counting only ``_Search.beam``: one beam of the first shape, seed 1, on deals
14, 17, 21, 22 and 24, 20,000 positions each; a count repeats exactly, whatever
else the machine runs). Compiled as it first was, those 100,000 positions took
6.21 billion instructions; they take 3.25 now, the same search position for
position (1.91x fewer). Python's own objects were the cost, not the rules: a
product of two ints of more than 31 bits goes through Python's multiplication
(the store now keeps each column's hash number times each place's, so a move
only adds, ``SPAN``; -17%, with the heap's functions and a plain counter for
ties); a method taken into a local name is called through Python (``self.after``
called directly: -6%); positions and column facts as named tuples, each move's
two new columns looked up by a tuple key and worked out twice (a class of
their own, ``_Node`` and ``rules.Facts``, which mypyc makes a C struct; an int
key; one lookup a move: -13%; the facts' kinds taken as bits: -6%, and a run
nothing takes skipped in one test: -2%); every deal of a layer made into a
position to compare its key, though a few are kept (the key worked out from the
dealt columns, ``dealt``, the position made for those kept: -9%); a heap of
tuples compared element by element (a heap of numbers, ``ORDER``: -4%). Tried
and left out: the just-moved cards filtered out in place instead of into a new
list (+0.3%). The relaxation's lists and ``a[i] = a[i] + 1`` (mypyc reads
``a[i] += 1`` through Python's protocol) cut the proof's first turn by 6%
(deals 14 and 17). In ``cardtable solve --timeout 10 --jobs 2`` a deal
left unknown now sees 4,231,000 positions at the median (422,900 a second;
the 44 such deals of 1-1000). By the clock (``benchmarks/patience_solver_speed.py --against 14009c9
--compiled``, the revision before, installed and compiled): see the README.
Where no C compiler is found the package runs this source as it is, about
a quarter as fast as compiled (``--against HEAD``, the same code as Python:
66,100 against 269,000 positions a second; the changes above made it a
little faster too).

Memory is bounded by ``MAX_TABLE`` positions in the proof's table: a key is a
tuple of small ints and costs about 240 bytes with the table's own share and
the column store (measured over 100,000 positions of deal 2; 650 as column
tuples of card strings), so a full table stays under 1 GB; when it is full
the answer is "unknown". The column store is small beside it (a few
thousand columns; the remembered moves and deals are bounded,
``columns.MOVES_KEPT``). Everything is deterministic but the ``max_seconds``
budget.
"""

from __future__ import annotations

import gc
import heapq
import itertools
import random
import time
from typing import Callable, Final, Iterator, NamedTuple, Optional, cast, final

from cardtable.engine.rouge_et_noir_patience.columns import MOVES_KEPT, ColumnStore
from cardtable.engine.rouge_et_noir_patience.game import NO_PROGRESS_LIMIT, PatienceState
from cardtable.engine.rouge_et_noir_patience.relaxation import hopeless
from cardtable.engine.rouge_et_noir_patience.rules import (
    COLUMNS, DEAL, RANK, RED, RUN, TOTAL, Facts, Memo, Move, Table, auto_move, builds_on, can_deal,
    card_moves, deal_targets, makes_progress, moves_from, out_by_kind, table_facts)

# Running compiled by mypyc (setup.py, native.py), or as the Python source.
COMPILED = not __file__.endswith(".py")
MAX_TABLE: Final = 1_000_000   # positions in the proof's table: about 0.65 GB at most
SLICE: Final = 15_000          # positions per turn of the proof
# The beams' shapes, in turn: (positions in a layer, one layer per stage of the
# stock; positions searched from each of them before dealing; from each after
# the last deal).
SHAPES: Final = ((32, 300, 1500), (16, 500, 3000))
CAP: Final = 3                 # positions of the next layer dealt from one position at most
NOISES: Final = (60, 30)       # how much chance moves the beams' choice of where to deal, in turn
SCHEDULE: Final = ("proof", "beam", "beam", "beam", "beam")
# The most cards in the stock (two deals to come) at which the proof gets every
# one of its turns; from a deeper position only its first (the module docstring).
PROOF_STOCK: Final = COLUMNS + 7
# The heap's functions as constants: compiled, a global name is a dictionary
# lookup at each call, a constant is not.
heappop: Final = heapq.heappop
heappush: Final = heapq.heappush
heapreplace: Final = heapq.heapreplace
ORDER: Final = 32   # bits of a position's number in a stage search's heap (``_Search._stage``)
FOUND: Final = (1 << ORDER) - 1
CHECK_EVERY: Final = 1024      # positions between two looks at the clock and the stop request

# The card each card stands for in the search: its rank and colour.
CANONICAL: Final = {card: card[0] + ("H" if RED[card] else "S") for card in RED}
BUILDS: Final = {(under, card) for under in CANONICAL.values() for card in CANONICAL.values()
                 if builds_on(card, under)}

ZBITS: Final = 40   # bits of the random numbers of ``_Search.z``
# The places' multipliers in ``_Search.z``: odd, different, small enough to keep
# the sums short ints; the last is for a column whose place does not count.
PLACES: Final = tuple(2 * random.Random(place).getrandbits(11) + 1 for place in range(COLUMNS)) + (1,)
SPAN: Final = COLUMNS + 1   # ``ColumnStore.zed`` numbers per column

# What a position is worth (``score``); the figures were tuned on deals 1-20.
OUT: Final = 20
DOWN: Final = 6
BREAK: Final = 3
EMPTY: Final = 4
STOCK: Final = 1


class Solution(NamedTuple):
    """``verdict``: "won", "lost" or "unknown"; ``line``: the winning actions
    (empty unless won); ``nodes``: the positions searched. A named tuple,
    not a dataclass: the table's child process sends it back pickled, and a
    frozen dataclass compiled by mypyc cannot be unpickled."""

    verdict: str
    line: tuple[dict, ...] = ()
    nodes: int = 0


@final
class _Node:
    """A position of the search, made for every move it takes up: a class
    of its own, which mypyc compiles to a C struct, made and read without a
    Python call, its numbers kept as machine ints. ``out``, ``value``,
    ``tag``, ``z`` and ``deal`` follow from the rest; a move works them out
    from its parent's."""

    __slots__ = ("cols", "found", "disc", "stock", "out", "value", "tag", "last", "z", "deal")

    def __init__(self, cols: tuple[int, ...], found: tuple[int, ...], disc: tuple[bool, ...],
                 stock: int, out: int, value: int, tag: int, last: Move | None, z: int,
                 deal: int):
        self.cols = cols       # each column's number in the search's ``ColumnStore``
        self.found = found
        self.disc = disc
        self.stock = stock
        self.out = out         # cards out
        self.value = value     # the score: ``OUT`` a card out, ``STOCK`` a card in the stock, the columns' ``_worth``
        self.tag = tag         # the piles as the key sees them and the stock, numbered (``_Search.tag``)
        self.last = last       # the move that led here (None after a deal)
        self.z = z             # a hash of the key (``_Search.z``), kept by the move
        self.deal = deal       # what a deal from here adds to ``value`` (``_Search.gain``)


def _worth(hidden: tuple[str, ...], up: tuple[str, ...]) -> int:
    """A column's share of a position's score (``_Node.value``, how
    promising it is): cards out count most (``_Search.node``), then
    face-down cards (fewer is better), breaks in the columns (a card on one
    it does not build on), empty columns, and cards still in the stock
    (dealing late keeps the columns tidy)."""
    return -DOWN * len(hidden) - BREAK * _BREAKS[up] + (EMPTY if not up else 0)


def _breaks(up: tuple[str, ...]) -> int:
    """How many cards of a column lie on a card they do not build on."""
    return sum(pair not in BUILDS for pair in zip(up, up[1:]))


_BREAKS: Final = Memo(_breaks)   # by column


def safe_move(table: Table, moves: list[Move] | None = None) -> Move | None:
    """A foundation move that cannot lose a won game (the module docstring's
    test), or None: the first such move of ``moves``, the legal card moves
    (``card_moves``, asked when not given)."""
    return _safe(card_moves(table) if moves is None else moves, table_facts(table),
                 table.found, table.disc)


def _safe(moves: list[Move], facts: list[Facts], found: tuple[int, ...],
          disc: tuple[bool, ...]) -> Move | None:
    """``safe_move`` of the position whose columns have ``facts``."""
    for move in moves:
        if move.kind != "f":
            continue
        card = facts[move.src].top
        assert card is not None   # a card moves to a foundation
        rank, k = RANK[card], move.dst
        # Piles 0 and 1 are red, 2 and 3 black: k ^ 1 is the other of its
        # colour, k & 2 and k | 1 are the pair of its colour.
        if found[k ^ 1] < rank - 1:
            continue
        if rank == 1:
            needed = not (disc[k & 2] and disc[k | 1])
        else:
            needed = out_by_kind(found, disc)[rank - 1, not RED[card]] < 4
        if not needed:
            return move
    return None


class _Search:
    """One position to solve: its cards in canonical form, the options that
    change the moves, the shared deadline and stop request."""

    def __init__(self, state: PatienceState, deadline: float | None,
                 stop: Callable[[], bool] | None, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.stock = tuple(CANONICAL[c] for c in state.stock)
        options = state.game.options
        self.deal_when = options.deal_when
        self.auto = options.auto_foundation
        self.fold = self.deal_when == "any" and not self.auto
        self.deadline = deadline
        self.stop = stop
        self.final = False   # out of time or stopped
        self.ticks = 0       # positions seen by all the searches
        self.store = ColumnStore(_worth, ZBITS, PLACES)
        self._tags: dict[tuple, int] = {}
        self._ztags: list[int] = []   # by tag: its random number for ``z``
        self._random = random.Random(0)
        self._gains: Memo[int, int] = Memo(self._gain, MOVES_KEPT)
        cols = tuple(self.store.number(tuple(CANONICAL[c] for c in h), tuple(CANONICAL[c] for c in u))
                     for h, u in zip(state.hidden, state.up))
        self.root = self.node(cols, tuple(map(len, state.found)), tuple(bool(d) for d in state.disc),
                              len(state.stock), None)
        self.root_idle = state.idle

    def node(self, cols: tuple[int, ...], found: tuple[int, ...], disc: tuple[bool, ...], stock: int,
             last: Move | None) -> _Node:
        """The position, its ``out``, ``value``, ``tag``, ``z`` and ``deal``
        worked out."""
        out = sum(found) + RUN * sum(disc)
        worth = self.store.worth
        value = OUT * out + sum(worth[c] for c in cols) + STOCK * stock
        tag = self.tag(found, disc, stock)
        deal = sum(self.gain(c, place, stock) for place, c in enumerate(cols)) \
            - STOCK * len(deal_targets(stock))
        return _Node(cols, found, disc, stock, out, value, tag, last, self.z(cols, stock, tag), deal)

    def gain(self, col: int, place: int, stock: int) -> int:
        """What the next deal adds to the score at ``place`` of a position
        with ``stock`` cards in the stock where column number ``col`` lies
        there: the change of the column's share, or 0 where the deal does not
        reach. So a move works out the gain of a deal from its child with a
        few sums (``_Node.deal``), and a deal is scored without being made."""
        if place >= stock:   # the deal reaches the first ``stock`` columns at most
            return 0
        return self._gains[(col * 128 + stock) * COLUMNS + place]

    def _gain(self, key: int) -> int:
        """``gain`` worked out, for ``_gains``: the key is (column * 128 +
        stock) * COLUMNS + place (the stock holds 67 cards at most)."""
        col, place = key // COLUMNS, key % COLUMNS
        col, stock = col // 128, col % 128
        store = self.store
        card = self.stock[len(self.stock) - stock + place]
        return store.worth[store.dealt[col, card]] - store.worth[col]

    def z(self, cols: tuple[int, ...], stock: int, tag: int) -> int:
        """A hash of the key of the position (``key``), for the beams, made so
        that a move can work out its child's from its own with a few sums
        and no new tuple: each column's random number (``ColumnStore.zed``)
        times its place's (``PLACES``) while a deal will still reach it, or
        times 1 (its place does not count), and the tag's random number.
        Two positions with one key have one hash; two different keys have
        the same hash by chance alone, about once in 2**40 pairs. The store
        keeps the products (``SPAN`` a column), so a move only adds and
        subtracts, and every sum stays below 2**62: compiled, such an int is
        a machine word, and a product of more than 31 bits would go through
        Python's own multiplication."""
        zed = self.store.zed
        return sum(zed[c * SPAN + (i if i < stock else COLUMNS)] for i, c in enumerate(cols)) \
            + self._ztags[tag]

    def tag(self, found: tuple[int, ...], disc: tuple[bool, ...], stock: int) -> int:
        """The piles and the stock as the key sees them (the two foundations,
        and the two discard piles, of a colour interchangeable), numbered."""
        f0, f1, f2, f3 = found
        d0, d1, d2, d3 = disc
        piles = (f0 if f0 < f1 else f1, f1 if f0 < f1 else f0,
                 f2 if f2 < f3 else f3, f3 if f2 < f3 else f2, d0 + d1, d2 + d3, stock)
        tag = self._tags.get(piles)
        if tag is None:
            tag = self._tags[piles] = len(self._tags)
            self._ztags.append(self._random.getrandbits(ZBITS))
        return tag

    def table(self, node: _Node) -> Table:
        """The position as the rules' ``Table``."""
        columns = self.store.columns
        return Table(tuple(len(columns[c][0]) for c in node.cols), tuple(columns[c][1] for c in node.cols),
                     node.found, node.disc, node.stock)

    def legal(self, node: _Node, cards: list[Move] | None = None) -> list[Move | None]:
        """Every legal move, as the engine allows them (None is the deal);
        ``cards``: the card moves when known."""
        table = self.table(node)
        if self.auto:
            forced = auto_move(table)
            if forced is not None:
                return [forced]
        if cards is None:
            cards = card_moves(table)
        return cards + [None] if can_deal(table, self.deal_when, cards) else list(cards)

    def moves(self, node: _Node) -> list[Move | None]:
        """The legal moves worth trying: a safe move alone; else not the cards
        just moved (a forced auto-move, the only legal move, always). With
        the default options the moves come from the columns' ``Facts``
        without a ``Table``."""
        if self.fold:
            store_facts = self.store.facts
            facts = [store_facts[c] for c in node.cols]
            cards = moves_from(facts, node.found, node.disc)
            safe = _safe(cards, facts, node.found, node.disc)
            if safe is not None:
                return [safe]
            # can_deal under deal_when "any", onto the card moves' own list
            moves = cast(list[Optional[Move]], cards)
            if node.stock:
                moves.append(None)
        else:
            moves = self.legal(node)
        last = node.last
        if len(moves) == 1 or last is None or last.kind != "t":
            return moves
        return [m for m in moves if m is None or not (m.src == last.dst and m.n == last.n)]

    def hopeless(self, node: _Node) -> bool:
        """The relaxation (``relaxation.py``) cannot empty the columns, with
        the stock still to come in its order."""
        if node.stock > COLUMNS:
            return False
        columns = self.store.columns
        return hopeless([columns[c][0] for c in node.cols], [columns[c][1] for c in node.cols],
                        node.found, node.disc, self.stock[len(self.stock) - node.stock:])

    def after(self, node: _Node, move: Move | None) -> _Node:
        """The position after ``move``: the columns it changes from the
        store (``ColumnStore.moved`` and ``dealt``), the score from the
        parent's and the changed columns' shares."""
        cols, found, disc, stock = node.cols, node.found, node.disc, node.stock
        store = self.store
        if move is None:
            return self.node(self.dealt(node), found, disc, stock - len(deal_targets(stock)), None)
        src, kind, dst, n = move
        old = cols[src]
        if kind == "t":
            rest, put = store.move(old, cols[dst], n)
            return self.shifted(node, move, rest, put, self.shifted_z(node, src, dst, rest, put))
        worth, zed = store.worth, store.zed
        p = src if src < stock else COLUMNS
        rest = store.move(old, -1, n)[0]
        new = list(cols)
        new[src] = rest
        if kind == "f":
            found = found[:dst] + (found[dst] + 1,) + found[dst + 1:]
            cards = 1
        else:
            disc = disc[:dst] + (True,) + disc[dst + 1:]
            cards = RUN
        tag = self.tag(found, disc, stock)
        return _Node(tuple(new), found, disc, stock, node.out + cards,
                     node.value + OUT * cards + worth[rest] - worth[old], tag, move,
                     node.z + zed[rest * SPAN + p] - zed[old * SPAN + p]
                     + self._ztags[tag] - self._ztags[node.tag],
                     node.deal + self.gain(rest, src, stock) - self.gain(old, src, stock))

    def shifted_z(self, node: _Node, src: int, dst: int, rest: int, put: int) -> int:
        """``z`` of the position after cards move from column ``src`` onto
        column ``dst``, leaving column numbers ``rest`` and ``put`` there:
        worked out before the position is made, as most were seen already."""
        zed, cols, stock = self.store.zed, node.cols, node.stock
        p = src if src < stock else COLUMNS
        q = dst if dst < stock else COLUMNS
        return (node.z + zed[rest * SPAN + p] - zed[cols[src] * SPAN + p]
                + zed[put * SPAN + q] - zed[cols[dst] * SPAN + q])

    def shifted(self, node: _Node, move: Move, rest: int, put: int, z: int) -> _Node:
        """The position after ``move`` from column to column, which leaves
        column numbers ``rest`` and ``put`` (``ColumnStore.move``) and the
        hash ``z`` (``shifted_z``)."""
        src, dst, stock, cols = move.src, move.dst, node.stock, node.cols
        old, to = cols[src], cols[dst]
        new = list(cols)
        new[src] = rest
        new[dst] = put
        worth = self.store.worth
        return _Node(tuple(new), node.found, node.disc, stock, node.out,
                     node.value + worth[rest] - worth[old] + worth[put] - worth[to], node.tag, move, z,
                     node.deal + self.gain(rest, src, stock) - self.gain(old, src, stock)
                     + self.gain(put, dst, stock) - self.gain(to, dst, stock))

    def dealt(self, node: _Node) -> tuple[int, ...]:
        """The columns' numbers after a deal from ``node``."""
        cols, stock = node.cols, node.stock
        first = len(self.stock) - stock
        new = list(cols)
        for i, col in enumerate(deal_targets(stock)):
            new[col] = self.store.dealt[cols[col], self.stock[first + i]]
        return tuple(new)

    @staticmethod
    def key(node: _Node) -> tuple:
        """The canonical position (``_key``)."""
        return _key(node.cols, node.stock, node.tag)

    def out_of_time(self) -> bool:
        """Asked once a position: every ``CHECK_EVERY`` positions of all
        the searches together, a look at the clock and the stop request."""
        self.ticks += 1
        if self.ticks % CHECK_EVERY:
            return False
        self.final = ((self.deadline is not None and self.clock() > self.deadline)
                      or (self.stop is not None and self.stop()))
        return self.final

    def beam(self, max_nodes: int | None, rng: random.Random,
             shape: tuple[int, int, int] = SHAPES[0],
             noise: float = NOISES[0]) -> tuple[str, list[Move | None], int]:
        """A beam search over the stock's stages: a layer of at most
        ``width`` positions, each searched best-first for ``stage`` positions
        without dealing (``_stage``); the best deals found from all of them
        (scored after the deal, with up to ``noise`` points of chance from
        ``rng`` so each beam takes other ways; at most ``CAP`` from one position, so one good
        stretch does not fill the layer with near copies) make the next
        layer; after the last deal each position gets ``last_stage``
        positions of best-first search to win. It never goes back to an earlier stage, so
        it proves nothing: ("won", line, seen) or ("unknown", [], seen)."""
        width, stage, last_stage = shape
        layer: list[tuple[_Node, tuple | None]] = [(self.root, None)]
        seen = 0
        while layer:
            last = layer[0][0].stock == 0
            found: dict[tuple, tuple] = {}
            for parent, (node, path) in enumerate(layer):
                budget = last_stage if last else stage
                if max_nodes is not None:
                    budget = min(budget, max_nodes - seen)
                verdict, line, deals, count = self._stage(node, budget, rng, noise, last, width)
                seen += count
                if verdict == "won":
                    return "won", _line(path) + line, seen
                if self.final or (max_nodes is not None and seen >= max_nodes):
                    return "unknown", [], seen
                for value, _, dealer, moves in deals:
                    stock = dealer.stock - len(deal_targets(dealer.stock))
                    key = _key(self.dealt(dealer), stock, self.tag(dealer.found, dealer.disc, stock))
                    if key not in found or found[key][0] < value:
                        found[key] = (value, parent, dealer, path, moves)
            per_parent: dict[int, int] = {}
            layer = []
            # the positions dealt to, and the lines to them, made for those kept only
            for value, parent, dealer, path, moves in sorted(found.values(), key=lambda f: -f[0]):
                if per_parent.get(parent, 0) < CAP and len(layer) < width:
                    per_parent[parent] = per_parent.get(parent, 0) + 1
                    layer.append((self.after(dealer, None), _extend(path, moves)))
        return "unknown", [], seen

    def _stage(self, start: _Node, max_nodes: int, rng: random.Random, noise: float, last: bool,
               keep: int):
        """The best-first search of one stage of ``beam``: (verdict, winning
        line from ``start``, the ``keep`` best deals found as (value, tie,
        position dealt from, path from ``start`` with the deal), positions
        seen). A deal is scored without making the position dealt to
        (``_Node.deal``): most are not kept.

        The positions to take up are a heap of numbers, not of tuples: the
        position's number in ``taken`` (the order of finding it, which breaks
        ties) plus its score, negated, times ``2 ** ORDER``; the heap compares
        numbers faster than tuples."""
        seen = {start.z}
        taken: list[tuple[_Node, tuple | None]] = [(start, None)]   # the positions found, and the lines to them
        frontier = [0]   # a heap: -score << ORDER | number in ``taken``, the best first
        move: Move | None
        deals: list[tuple] = []   # a heap: the worst kept deal first
        tie = 0
        store = self.store
        while frontier:
            node, path = taken[heappop(frontier) & FOUND]
            cols = node.cols
            for move in self.moves(node):
                if move is not None and move.kind == "t":
                    # the child's hash as ``after`` works it out, before it is made:
                    # most children were seen already
                    src, dst = move.src, move.dst
                    rest, put = store.move(cols[src], cols[dst], move.n)
                    z = self.shifted_z(node, src, dst, rest, put)
                    if z in seen:
                        continue
                    seen.add(z)
                    if len(seen) >= max_nodes or self.out_of_time():
                        return "unknown", [], deals, len(seen)
                    child = self.shifted(node, move, rest, put, z)
                    heappush(frontier, (-child.value << ORDER) + len(taken))
                    taken.append((child, (move, path)))
                    continue
                if move is None:
                    if not last:
                        tie += 1
                        item = (node.value + node.deal + rng.random() * noise, tie, node,
                                (move, path))
                        if len(deals) < keep:
                            heappush(deals, item)
                        elif item[0] > deals[0][0]:
                            heapreplace(deals, item)
                    continue
                child = self.after(node, move)
                if child.out == TOTAL:
                    return "won", _line((move, path)), [], len(seen)
                if child.z in seen:
                    continue
                seen.add(child.z)
                if len(seen) >= max_nodes or self.out_of_time():
                    return "unknown", [], deals, len(seen)
                heappush(frontier, (-child.value << ORDER) + len(taken))
                taken.append((child, (move, path)))
        return "unknown", [], deals, len(seen)

    def walk(self, node: _Node, line: list[Move | None],
             idle: int = 0) -> list[tuple[_Node, int]] | None:
        """The positions ``line`` goes through from ``node`` (``node`` first),
        each with the count of moves in a row without progress that reached
        it (``idle`` at ``node``), or None when a move of it is not legal, it
        runs into the engine's no-progress cap, or it does not end in a
        win."""
        steps = [(node, idle)]
        for move in line:
            if move not in self.legal(node):
                return None
            idle = idle + 1 if move is not None and not makes_progress(self.table(node), move) else 0
            if idle >= NO_PROGRESS_LIMIT:
                return None
            node = self.after(node, move)
            steps.append((node, idle))
        return steps if node.out == TOTAL else None

    def shorten(self, line: list[Move | None]) -> list[Move | None]:
        """The winning line tidied: each change of ``_shorter`` (last move
        first, again until none helps) is kept when the line still replays
        legally to a win. A search finds a line, not the shortest one; this
        takes out detours (a King moved to one empty column and then to
        another) so the demo makes sense to watch and the count of moves is
        closer to the truth."""
        nodes = self.walk(self.root, line, self.root_idle)
        assert nodes is not None, "a line to shorten wins"
        length = len(line) + 1
        while len(line) < length:
            length = len(line)
            for i in reversed(range(length)):
                if i >= len(line):
                    continue   # the line got shorter
                for shorter in _shorter(line, i):
                    node, idle = nodes[i]
                    rest = self.walk(node, shorter[i:], idle)
                    if rest is not None:
                        line, nodes = shorter, nodes[:i] + rest
                        break
        return line


class _Proof:
    """The exhaustive depth-first search, resumable: ``run`` goes on where
    the last turn stopped, with the same table."""

    def __init__(self, search: _Search):
        self.search = search
        self.seen = {search.key(search.root)}
        self.stack: list[tuple[_Node, tuple | None]] = [(search.root, None)]

    @property
    def full(self) -> bool:
        """The table holds ``MAX_TABLE`` positions: the memory bound."""
        return len(self.seen) >= MAX_TABLE

    def run(self, max_nodes: int) -> tuple[str, list[Move | None], int]:
        """At most ``max_nodes`` more positions: ("won", line), ("lost", [])
        when every position was seen, else ("unknown", []); and the positions
        this turn added."""
        search, seen, stack = self.search, self.seen, self.stack
        start = len(seen)
        while stack:
            node, path = stack.pop()
            children: list[tuple[int, int, _Node, tuple]] = []
            for move in search.moves(node):
                child = search.after(node, move)
                if child.out == TOTAL:
                    return "won", _line((move, path)), len(seen) - start
                key = search.key(child)
                if key in seen:
                    continue
                seen.add(key)
                if search.out_of_time():
                    return "unknown", [], len(seen) - start
                if not search.hopeless(child):
                    children.append((child.value, len(children), child, (move, path)))
            children.sort()
            stack.extend((child, path) for _, _, child, path in children)
            added = len(seen) - start
            if added >= max_nodes or self.full:
                return "unknown", [], added
        return "lost", [], len(seen) - start


def _key(cols: tuple[int, ...], stock: int, tag: int) -> tuple:
    """The canonical position of the columns ``cols`` with ``stock`` cards
    in the stock and the piles numbered ``tag`` (see the module docstring):
    the columns' numbers, those no deal reaches any more sorted, and the
    tag. A column that keeps its place holds a fixed prefix of its dealt
    face-down cards, so its number stands for (face-down count, face-up
    cards) as well as for its cards."""
    if stock >= COLUMNS:
        return cols, tag
    return cols[:stock], tuple(sorted(cols[stock:])), tag


def _shorter(line: list[Move | None], i: int) -> Iterator[list[Move | None]]:
    """Shorter lines to try instead of ``line`` at move i: without it; and
    when the next move from where it put cards takes as many on (a to b,
    later b to c), one move from a to c at either place, or none when c is a."""
    yield line[:i] + line[i + 1:]
    move = line[i]
    if move is None or move.kind != "t":
        return
    j, later = next(((j, later) for j, later in enumerate(line[i + 1:], i + 1)
                     if later is not None and later.src == move.dst), (None, None))
    if j is None or later is None or later.n != move.n:
        return
    if later.kind == "t" and later.dst == move.src:
        yield line[:i] + line[i + 1:j] + line[j + 1:]
        return
    direct = Move(move.src, later.kind, later.dst, move.n)
    yield line[:i] + [direct] + line[i + 1:j] + line[j + 1:]
    yield line[:i] + line[i + 1:j] + [direct] + line[j + 1:]


def _extend(path, moves) -> tuple | None:
    """``path`` (a linked list of moves, last first) followed by the linked
    list ``moves`` (last first too)."""
    for move in _line(moves):
        path = (move, path)
    return path


def _line(path) -> list[Move | None]:
    moves = []
    while path is not None:
        move, path = path
        moves.append(move)
    return moves[::-1]


def solve(state: PatienceState, max_nodes: int | None = None,
          max_seconds: float | None = None,
          stop: Callable[[], bool] | None = None,
          clock: Callable[[], float] = time.monotonic) -> Solution:
    """Search ``state`` (all its cards known) for a winning line or a proof
    that there is none, within ``max_nodes`` positions and ``max_seconds``
    seconds in all (None: no limit) by ``clock``: the table's wall clock, or
    ``time.process_time`` for a budget of one core's time whatever else the
    machine runs (``cardtable solve``). ``stop`` is asked now and then; when
    it says True the search ends ("unknown").

    **[decision]** Python's cycle collector is paused while it searches: the
    search makes no reference cycles (positions are tuples and slotted nodes
    that never point back), so reference counting frees all of it, and the
    collector would only walk the growing tables again and again (about 8%
    of the time). It runs again as before when the answer is given."""
    if state.end is not None:
        return Solution("won" if state.end == "won" else "lost")
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _solve(state, max_nodes, max_seconds, stop, clock)
    finally:
        if collecting:
            gc.enable()


def _solve(state: PatienceState, max_nodes: int | None, max_seconds: float | None,
           stop: Callable[[], bool] | None, clock: Callable[[], float]) -> Solution:
    deadline = None if max_seconds is None else clock() + max_seconds
    search = _Search(state, deadline, stop, clock)
    proof = _Proof(search)
    nodes = beams = 0
    for turn, kind in turns(search.root.stock > PROOF_STOCK):
        left = None if max_nodes is None else max_nodes - nodes
        if kind == "proof":
            verdict, line, seen = proof.run(SLICE if left is None else min(SLICE, left))
        else:
            shape = SHAPES[turn // len(SCHEDULE) % len(SHAPES)]
            verdict, line, seen = search.beam(left, random.Random(turn), shape,
                                              NOISES[beams % len(NOISES)])
            beams += 1
        nodes += seen
        if verdict == "won":
            if search.walk(search.root, line, search.root_idle) is None:
                verdict = "unknown"   # only past the no-progress cap: never seen so far
            else:
                line = search.shorten(line)
        if verdict != "unknown" or search.final or proof.full \
                or (max_nodes is not None and nodes >= max_nodes):
            actions = tuple(dict(DEAL) if m is None else m.action for m in line) \
                if verdict == "won" else ()
            return Solution(verdict, actions, nodes)
    raise AssertionError("the turns never end")


def turns(deep: bool) -> Iterator[tuple[int, str]]:
    """The searches' turns, for ever: (turn number, "proof" or "beam") as
    ``SCHEDULE`` has them, but from a position with more than two deals to
    come (``deep``) the proof's first turn only (the module docstring). The
    number seeds a beam and picks its shape."""
    for turn in itertools.count():
        kind = SCHEDULE[turn % len(SCHEDULE)]
        if kind == "beam" or not deep or turn == 0:
            yield turn, kind
