"""The controller: holds the match, applies actions, runs the computer players
off the GUI thread, saves after every action, and tells the view in signals
carrying plain data.

Computer players think on a decision built from their own observation
(never the state), one think at a time: the instant levels (a millisecond or
two) on the GUI thread itself, in an event of their own, the search levels
in a child process (``ui.thinker``), and the seat that thinks is announced
(``thinking``). **[decision]** Not on a worker thread, not even the instant
levels: a thread running Python holds the GIL, and the GUI thread then waits
for it at every Python call of a repaint (each card's ``paint``): a Tarot
table took 240 ms to paint while an ``easy`` seat chose on a thread. The
chosen action comes back to the GUI thread (the next event, or the thinker's
poll) and is applied only if the match has
not moved on since (a version counter), only once the table's animations are
idle, and not before the player's pace setting has passed, so every move can
be followed. A computer move that fails or is illegal is written to the
crash log and replaced by a random legal one, with one line on the status
bar: the match never stalls.

The view gets the events as the person's seat may see them
(``Event.for_seat``): never another seat's hidden cards. A new match starts
with its opening events (the first deal), so it animates like any other.
"""

from __future__ import annotations

import random
import time
import traceback
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.ai.base import RandomAgent, decision_for
from cardtable.ai.registry import available_levels, make_agent
from cardtable.ai.search import SearchAgent
from cardtable.engine.errors import IllegalAction
from cardtable.engine.events import Event, visible
from cardtable.engine.match import make_record, replay, seat_list
from cardtable.engine.record import Record
from cardtable.engine.rng import agent_rng
from cardtable.engine.rulesets import Ruleset
from cardtable.engine.state import Action, LaidOpen, State
from cardtable.store import paths
from cardtable.store.games import GameStore, Saved, new_match_id
from cardtable.ui.language import error_text, translated
from cardtable.ui.thinker import Thinker


class GameController(QObject):
    changed = Signal(list)          # events of the last action as the person sees them ([] after a reset)
    matchOver = Signal(dict)        # the match result
    message = Signal(str)           # a sentence for the status bar (illegal move, ...)
    thinking = Signal(int)          # the seat whose search runs, -1 when none
    storeProblem = Signal()         # the store has something to say (cannot save, set aside)

    def __init__(self, ruleset: Ruleset, store: GameStore | None, ai_level: str | list[str] = "easy",
                 pace_ms: int = 600, parent: QObject | None = None):
        super().__init__(parent)
        self.ruleset = ruleset
        self.game = ruleset.make_game()
        self.store = store
        self.human_seat = 0
        self.ai_level = ai_level       # the next match's: one level for all, or one per seat
        self.pace_ms = pace_ms
        self.state: State | None = None
        self.match_id = ""             # the store's key of this match (saves, statistics)
        self.replay_of: dict | None = None  # the deal this match plays again (the store's note)
        self._seconds = 0.0            # time played before this session (a resumed game)
        self._since = time.monotonic()
        self.version = 0
        self.held = False              # a summary is open: no computer move until released
        self.assisted = False          # a player aid made a move of this match
        self.replaying: Record | None = None
        self._replay_steps: list[tuple[int, int]] = []
        self.replay_pos = 0
        self._undo: list[State] = []
        self._redo: list[State] = []
        self._agents: dict[int, Any] = {}
        self._dealt: list[str | None] = []   # the match's levels, seat by seat (``seats``)
        self._pending: Action | None = None
        self._thinking: int | None = None  # the version a computer is thinking about
        self.auto_moves = False        # the person wants safe moves made for them (patience)
        self._last_change = 0.0
        self._animator = None
        self.thinker = Thinker(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_pending)

    # --- setting up -----------------------------------------------------------

    @property
    def players(self) -> int:
        return self.game.num_players

    @property
    def undo_allowed(self) -> bool:
        """Undo is a patience aid; against opponents a move stands."""
        return self.players == 1 and self.replaying is None

    def level_of(self, seat: int) -> str:
        levels = self.ai_level
        return levels if isinstance(levels, str) else levels[seat]

    def seats(self) -> list[dict]:
        """The seats of the match under way, its computer seats at the levels
        they were dealt with (the record's and the save's ``seats``): a level
        chosen during the match (``ai_level``) applies from the next one."""
        return seat_list(self.players, self._dealt or self.chosen_levels())

    def chosen_levels(self) -> list[str | None]:
        """``ai_level`` seat by seat, None for the person: the next match's."""
        return [None if s == self.human_seat else self.level_of(s) for s in range(self.players)]

    def watch_animations(self, animator) -> None:
        """Computer moves wait until this animator is idle, and then the pace:
        the pace counts from the moment the table is still, so it is the time a
        person sees each move's result (a slower pace really shows it longer)."""
        self._animator = animator
        animator.idle.connect(self._table_still)

    def _table_still(self) -> None:
        self._last_change = time.monotonic()
        self._apply_pending()

    def new_match(self, seed: int | None = None) -> None:
        seed = random.randrange(1, 2**31 - 1) if seed is None else seed
        state = self.game.new_state(seed, human_seats=(self.human_seat,))
        self._start(state, state.opening_events(), new_match_id())

    def restart(self) -> None:
        self.new_match(self.state.seed)

    def play_deal_again(self, index: int) -> bool:
        """Play deal ``index`` of this match again: the match rewound to the
        start of that deal (``State.rewound``: the earlier deals as they were
        played, the same cards to the same seats, the person in their seat),
        as a new match against the computer level now chosen. Its record is
        an ordinary one (it replays from the seed); the store notes that it
        plays a deal again and counts it apart. False, with the reason on the
        status line, when the deal cannot be dealt again."""
        try:
            state = self.state.rewound(index)
        except IllegalAction as exc:
            self.message.emit(self.tr("This deal cannot be played again: {reason}.").format(
                reason=error_text(exc)))
            return False
        of_match = (None if self.replaying is not None   # a record from the history or a file
                    else self.replay_of["of_match"] if self.replay_of else self.match_id)
        note = {"ruleset": self.ruleset.id, "seed": self.state.seed, "deal": index,
                "of_match": of_match}
        self.replaying = None
        # the first deal animates from the deck; a later one is shown as it lies
        self._start(state, state.opening_events() if index == 0 else [])
        self.replay_of = note
        if self.store is not None:
            self.store.note_replay(self.match_id, note)
        return True

    def resume(self, saved: Saved) -> None:
        """Continue a saved game, replayed from its seed and actions (raises on
        a bad one): the later deals are those of the uninterrupted match. The
        computer seats keep the levels the record names."""
        seats = saved.record.seats
        if len(seats) == self.players:
            self.ai_level = [seat.get("ai", "easy") for seat in seats]
        self._start(replay(saved.record), match_id=saved.match_id, seconds=saved.seconds)
        self.assisted = saved.assisted
        self.replay_of = self.store.replay_of(saved.match_id) if self.store is not None else None

    def has_moved(self) -> bool:
        """True once the person has made a decision in this match."""
        return any(a["p"] == self.human_seat for d in self.state.deal_log for a in d.actions)

    def in_progress(self) -> bool:
        """A match that abandoning would lose: unfinished, and the person has played."""
        return (self.replaying is None and self.state is not None
                and not self.state.is_terminal() and self.has_moved())

    def abandon(self) -> None:
        """The person gives up this match, on purpose: it counts as played and
        lost. **[decision]** a match in which the person has not moved yet is
        simply dropped, not counted: nothing was played."""
        if self.store is None or self.replaying is not None or self.state.is_terminal():
            return
        if self.has_moved():
            self.store.finish(self.match_id, self.record(), self.human_seat,
                              seconds=self.seconds(), assisted=self.assisted, abandoned=True)
        else:
            self.store.discard(self.match_id, self.ruleset.id)
        self._report_store()

    def seconds(self) -> float:
        """Time spent on this match, over every session."""
        return self._seconds + time.monotonic() - self._since

    def _start(self, state: State, events: list[Event] = (), match_id: str | None = None,
               seconds: float = 0.0) -> None:
        self.state = state
        self.match_id = match_id or new_match_id()
        self.replay_of = None
        self._seconds, self._since = seconds, time.monotonic()
        self._undo.clear()
        self._redo.clear()
        self._dealt = self.chosen_levels()
        self._agents = {seat: make_agent(self.game.engine_id, level, seat,
                                         agent_rng(state.seed, seat), players=self.players)
                        for seat, level in enumerate(self._dealt) if level is not None}
        if any(agent.needs_world for agent in self._agents.values()):
            self.thinker.process.start()   # its imports take a moment: not at the first move
        self.held = False
        self.assisted = False
        self._save()
        self._changed(list(events))
        self.play_auto_moves()

    # --- what the view reads --------------------------------------------------

    def observation(self) -> Any:
        return self.state.observation(self.human_seat)

    def is_human_turn(self) -> bool:
        return (self.replaying is None and not self.state.is_terminal()
                and self.state.current_player() == self.human_seat)

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions() if self.is_human_turn() else []

    def card_choices(self):
        return self.state.card_choices() if self.is_human_turn() else []

    def laid_open(self, index: int) -> LaidOpen:
        """What may be shown of finished deal ``index`` to the person (the
        engine's rule, ``State.laid_open_to``: nothing of a deal still being
        played, and their own hand in full)."""
        return self.state.laid_open_to(index, self.human_seat)

    def last_scored_deal(self) -> int | None:
        """The index of the last deal scored in this match, if any."""
        scored = [i for i, deal in enumerate(self.state.deal_log) if deal.result is not None]
        return scored[-1] if scored else None

    def full_state(self) -> State:
        """A copy of the whole match, face-down cards included, for a player
        aid that is allowed to look at them (the patience solver: "thoughtful"
        patience). Computer players never get it: they decide on
        ``decision_for``, built from their observation. A copy, so a worker
        thread may read it while the match goes on."""
        return self.state.clone()

    # --- acting -------------------------------------------------------------------

    def act(self, action: Action, assisted: bool = False) -> bool:
        """The person's action. An illegal one changes nothing and is explained.
        ``assisted``: made for the person by a player aid (the patience demo);
        a match won with help is not counted as won in the statistics."""
        if not self.is_human_turn():
            self.message.emit(self.tr("Wait for your turn.") if self.replaying is None
                              else self.tr("This is a replay."))
            return False
        if not self.state.is_legal(action):
            self.message.emit(translated(self.state.explain_illegal(action)))
            return False
        if self.undo_allowed:
            self._undo.append(self.state.clone())
            self._redo.clear()
        self.assisted = self.assisted or assisted
        self._apply(action, auto=not assisted)
        return True

    def play_auto_moves(self) -> None:
        """Make the moves the table makes by itself now (``State.auto_action``),
        as one undo step; after the person's own moves ``act`` does it."""
        if not self.is_human_turn() or self.state.auto_action(self.auto_moves) is None:
            return
        if self.undo_allowed:
            self._undo.append(self.state.clone())
            self._redo.clear()
        self._changed_after(self._auto_events())

    def _auto_events(self) -> list[Event]:
        events: list[Event] = []
        while self.is_human_turn():
            action = self.state.auto_action(self.auto_moves)
            if action is None:
                break
            events += self.state.apply(action)
        return events

    def _apply(self, action: Action, auto: bool = False) -> None:
        """Apply ``action`` (and, after the person's own move, the moves that
        follow by themselves: one undo step, one animation)."""
        events = self.state.apply(action)
        if auto:
            events += self._auto_events()
        self._changed_after(events)

    def _changed_after(self, events: list[Event]) -> None:
        self._save()
        self._changed(events)
        if self.state.is_terminal():
            self._finish()

    def undo(self) -> None:
        if self.undo_allowed and self._undo:
            self._redo.append(self.state)
            self._restore(self._undo.pop())

    def redo(self) -> None:
        if self.undo_allowed and self._redo:
            self._undo.append(self.state)
            self._restore(self._redo.pop())

    def _restore(self, state: State) -> None:
        self.state = state
        self._save()
        self._changed([])

    def can_undo(self) -> bool:
        return self.undo_allowed and bool(self._undo)

    def can_redo(self) -> bool:
        return self.undo_allowed and bool(self._redo)

    def hold(self) -> None:
        self.held = True

    def release(self) -> None:
        """The summary is closed: play the computer's move that waited for
        it, or start its think (never a second one for the same position)."""
        self.held = False
        if self._pending is not None:
            self._apply_pending()
        else:
            self._schedule()

    # --- the computer's turn ----------------------------------------------------

    def _changed(self, events: list[Event]) -> None:
        self.version += 1
        self._pending = None
        if self.thinker.busy:   # whatever was being thought is stale now
            self.thinker.cancel_all()
            self.thinking.emit(-1)
        self._last_change = time.monotonic()
        self.changed.emit(visible(events, self.human_seat))
        self._schedule()

    def _schedule(self) -> None:
        """Start the computer's think for this position, unless one is under
        way or done already (a summary's release must not start another)."""
        if self.replaying is not None or self.state.is_terminal():
            return
        seat = self.state.current_player()
        if seat == self.human_seat or seat not in self._agents:
            return
        if self._thinking == self.version or self._pending is not None:
            return
        self._thinking = self.version
        agent = self._agents[seat]
        decision = decision_for(self.state, seat, agent)
        if not agent.needs_world:
            QTimer.singleShot(0, self, lambda v=self.version: self._choose_now(v, agent, decision))
            return
        self.thinking.emit(seat)
        self.thinker.submit(agent, decision, lambda _failed, value, v=self.version:
                            self._on_decided(v, value))

    def request_hint(self, callback) -> bool:
        """What ``hard`` would do in the person's place, from the person's
        observation only: ``callback(failed, answer, for_match)`` gets the
        search's estimates, best first (``for_match``: in chances of
        winning the match, where ``hard`` plays for it, else in points), or,
        where ``hard`` plays a computed equilibrium (the 2-player duel), its
        mix (``shares``), answered from its table in an event of its own;
        dropped if the position moves on first."""
        if not self.is_human_turn() or self.players < 2 or \
                "hard" not in available_levels(self.game.engine_id):
            return False
        agent = make_agent(self.game.engine_id, "hard", self.human_seat, random.Random(),
                           players=self.players)
        decision = decision_for(self.state, self.human_seat, agent)
        if hasattr(agent, "shares"):
            QTimer.singleShot(0, self, lambda v=self.version: v == self.version and
                              callback(False, agent.shares(decision), False))
            return True
        if not isinstance(agent, SearchAgent):   # a level that neither searches nor mixes has no estimates
            return False
        self.thinker.submit(agent, decision, lambda failed, answer, m=agent.plays_for_match(self.players):
                            callback(failed, answer, m), analyse=True, keep=3)
        return True

    def shutdown(self) -> None:
        """Stop any thinking and end the thinking process (closing the table)."""
        self.thinker.close()

    def _choose_now(self, version: int, agent, decision) -> None:
        """An instant level's choice, in an event of its own (the table has
        painted the last move first)."""
        if version != self.version:
            return   # the match moved on meanwhile
        try:
            action = agent.choose(decision)
        except Exception as exc:  # reported as a failed move, never a crash
            action = exc
        self._on_decided(version, action)

    def _on_decided(self, version: int, action: object) -> None:
        if version != self.version:
            return  # the match moved on (new game, undo): a stale answer
        self.thinking.emit(-1)
        if not isinstance(action, dict) or not self.state.is_legal(action):
            action = self._fallback(action)
        self._pending = action
        self._apply_pending()

    def _fallback(self, failed: object) -> Action:
        """A random legal move instead of a computer's failed or illegal one;
        the details go to the crash log, one line to the status bar."""
        seat = self.state.current_player()
        if isinstance(failed, Exception):
            what = f"failed ({failed.__class__.__name__}: {failed})"
            details = "".join(traceback.format_exception(failed))
        else:
            what = "chose an illegal move"
            details = f"{failed!r}: {self.state.explain_illegal(failed)}\n"
        log = paths.append_crash_log(f"computer player at seat {seat} {what}\n{details}")
        message = (self.tr("The computer player {problem}; it plays at random instead (details in {log}).")
                   if log else self.tr("The computer player {problem}; it plays at random instead."))
        problem = (self.tr("failed ({error})").format(error=f"{failed.__class__.__name__}: {failed}")
                   if isinstance(failed, Exception) else self.tr("chose an illegal move"))
        self.message.emit(message.format(problem=problem, log=log))

        return RandomAgent(seat, agent_rng(self.state.seed, seat)).choose(
            decision_for(self.state, seat))

    def _apply_pending(self) -> None:
        if self._pending is None or self.held:
            return
        if self._animator is not None and self._animator.busy:
            return  # the animator's idle signal calls again
        wait = self.pace_ms / 1000 - (time.monotonic() - self._last_change)
        if wait > 0:
            self._timer.start(int(wait * 1000) + 1)
            return
        action, self._pending = self._pending, None
        self._apply(action)  # checked legal in _on_decided, on this very position

    # --- saving ---------------------------------------------------------------------

    def record(self) -> Record:
        return make_record(self.state, self.ruleset.id, self.seats())

    def _save(self) -> None:
        """Save after every action. **[decision]** A match nobody has acted in
        yet is not saved (nothing would be lost, and browsing the games would
        leave a "game in progress" behind each); a match already counted
        (finished, then undone) is not saved again: it is over for the statistics."""
        if self.store is None or self.replaying is not None:
            return
        if not any(d.actions for d in self.state.deal_log) or self.store.is_counted(self.match_id):
            return
        self.store.save(self.match_id, self.record(), self.seconds(), self.assisted)
        self._report_store()

    def _report_store(self) -> None:
        if self.store is not None and self.store.problems:
            self.storeProblem.emit()

    def _finish(self) -> None:
        """Keep and count the finished match. The store counts a match id
        once, so finishing again after an undo changes nothing."""
        result = self.state.match_result()
        if self.store is not None and self.replaying is None:
            self.store.finish(self.match_id, self.record(), self.human_seat,
                              seconds=self.seconds(), assisted=self.assisted)
            self._report_store()
        self.matchOver.emit(result)

    # --- replay ----------------------------------------------------------------------

    def open_replay(self, record: Record) -> None:
        """Step through ``record`` (checked beforehand with ``replay``)."""
        self.replaying = record
        self._replay_steps = [(d, a) for d, deal in enumerate(record.deals)
                              for a in range(len(deal["actions"]))]
        self.replay_pos = 0
        self._replay_to(0)

    def replay_step(self, delta: int) -> None:
        self._replay_to(max(0, min(len(self._replay_steps), self.replay_pos + delta)))

    def replay_deal(self) -> int:
        """The deal the replay shows now (0-based), for "Play this deal again"."""
        return len(self.state.deal_log) - 1

    def replay_length(self) -> int:
        return len(self._replay_steps)

    def _replay_to(self, position: int) -> None:
        steps = self._replay_steps
        stop = steps[position] if position < len(steps) else None
        self.state = replay(self.replaying, until=(lambda d, a: (d, a) == stop) if stop else None)
        self.replay_pos = position
        self._changed([])
