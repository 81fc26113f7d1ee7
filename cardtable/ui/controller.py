"""The controller: holds the match, applies actions, runs the computer players
off the GUI thread, saves after every action, and tells the view in signals
carrying plain data.

Computer players think on a decision built from their own observation
(never the state): the instant levels on a thread-pool worker, the search
levels in a child process (``ui.thinker``; a search holds the GIL, a thread
would starve the table), and the seat that thinks is announced
(``thinking``). The chosen action comes back to the GUI thread (a queued
signal, or the thinker's poll) and is applied only if the match has not
moved on since (a version counter), only once the table's animations are idle,
and not before the player's pace setting has passed, so every move can be
followed.
"""

from __future__ import annotations

import random
import time
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from cardtable.ai.base import RandomAgent, decision_for
from cardtable.ai.registry import available_levels, make_agent
from cardtable.ai.search import SearchAgent
from cardtable.engine.errors import IllegalAction
from cardtable.engine.match import make_record, replay, seat_list
from cardtable.engine.record import Record
from cardtable.engine.rng import agent_rng
from cardtable.engine.rulesets import Ruleset
from cardtable.engine.state import Action, State
from cardtable.store.games import GameStore
from cardtable.ui.thinker import Thinker


class _Bridge(QObject):
    """Lives on the GUI thread; a worker emits through it (queued)."""

    decided = Signal(int, object)


class _Think(QRunnable):
    def __init__(self, bridge: _Bridge, version: int, agent, decision):
        super().__init__()
        self.bridge, self.version, self.agent, self.decision = bridge, version, agent, decision

    def run(self) -> None:
        try:
            action = self.agent.choose(self.decision)
        except Exception as exc:  # reported on the GUI thread, never a crash
            action = exc
        self.bridge.decided.emit(self.version, action)


class GameController(QObject):
    changed = Signal(list)          # events of the last action ([] after a reset)
    dealScored = Signal(int, dict)  # deal index, its result
    matchOver = Signal(dict)        # the match result
    message = Signal(str)           # a sentence for the status bar (illegal move, ...)
    thinking = Signal(int)          # the seat whose search runs, -1 when none

    def __init__(self, ruleset: Ruleset, store: GameStore | None, ai_level: str | list[str] = "easy",
                 pace_ms: int = 600, parent: QObject | None = None):
        super().__init__(parent)
        self.ruleset = ruleset
        self.game = ruleset.make_game()
        self.store = store
        self.human_seat = 0
        self.ai_level = ai_level       # one level for every computer seat, or one per seat
        self.pace_ms = pace_ms
        self.state: State | None = None
        self.version = 0
        self.held = False              # a summary is open: no computer move until released
        self.assisted = False          # a player aid made a move of this match
        self.replaying: Record | None = None
        self._replay_steps: list[tuple[int, int]] = []
        self.replay_pos = 0
        self.last_scored: list[tuple[int, dict]] = []  # deals scored by the last action
        self._undo: list[State] = []
        self._redo: list[State] = []
        self._agents: dict[int, Any] = {}
        self._pending: Action | None = None
        self._last_change = 0.0
        self._animator = None
        self._bridge = _Bridge(self)
        self._bridge.decided.connect(self._on_decided)
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
        return seat_list(self.players, [None if s == self.human_seat else self.level_of(s)
                                        for s in range(self.players)])

    def watch_animations(self, animator) -> None:
        """Computer moves wait until this animator is idle."""
        self._animator = animator
        animator.idle.connect(self._apply_pending)

    def new_match(self, seed: int | None = None) -> None:
        seed = random.randrange(1, 2**31 - 1) if seed is None else seed
        self._start(self.game.new_state(seed, human_seats=(self.human_seat,)))

    def restart(self) -> None:
        self.new_match(self.state.seed)

    def resume(self, record: Record) -> None:
        """Continue a saved game, replayed from its record (raises on a bad one)."""
        state = replay(record)
        state.continue_live()
        if len(record.seats) == self.players:  # the computer seats keep their levels
            self.ai_level = [seat.get("ai", "easy") for seat in record.seats]
        self._start(state)

    def _start(self, state: State) -> None:
        self.state = state
        self._undo.clear()
        self._redo.clear()
        self._agents = {seat: make_agent(self.game.engine_id, self.level_of(seat), seat,
                                         agent_rng(state.seed, seat))
                        for seat in range(self.players) if seat != self.human_seat}
        if any(agent.needs_world for agent in self._agents.values()):
            self.thinker.process.start()   # its imports take a moment: not at the first move
        self.held = False
        self.assisted = False
        self._save()
        self.last_scored = []
        self._changed([])

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
            self.message.emit("Wait for your turn." if self.replaying is None
                              else "This is a replay.")
            return False
        if not self.state.is_legal(action):
            self.message.emit(self.state.explain_illegal(action))
            return False
        if self.undo_allowed:
            self._undo.append(self.state.clone())
            self._redo.clear()
        self.assisted = self.assisted or assisted
        self._apply(action)
        return True

    def _apply(self, action: Action) -> None:
        scored_before = sum(d.result is not None for d in self.state.deal_log)
        events = self.state.apply(action)
        self.last_scored = [(i, d.result) for i, d in enumerate(self.state.deal_log)
                            if d.result is not None][scored_before:]
        self._save()
        self._changed(events)
        for index, result in self.last_scored:
            self.dealScored.emit(index, result)
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
        self.last_scored = []
        self._save()
        self._changed([])

    def can_undo(self) -> bool:
        return self.undo_allowed and bool(self._undo)

    def can_redo(self) -> bool:
        return self.undo_allowed and bool(self._redo)

    def hold(self) -> None:
        self.held = True

    def release(self) -> None:
        self.held = False
        self._schedule()

    # --- the computer's turn ----------------------------------------------------

    def _changed(self, events: list) -> None:
        self.version += 1
        self._pending = None
        if self.thinker.busy:   # whatever was being thought is stale now
            self.thinker.cancel_all()
            self.thinking.emit(-1)
        self._last_change = time.monotonic()
        self.changed.emit(events)
        self._schedule()

    def _schedule(self) -> None:
        if self.replaying is not None or self.state.is_terminal():
            return
        seat = self.state.current_player()
        if seat == self.human_seat or seat not in self._agents:
            return
        agent = self._agents[seat]
        decision = decision_for(self.state, seat, agent)
        if not agent.needs_world:
            QThreadPool.globalInstance().start(_Think(self._bridge, self.version, agent, decision))
            return
        self.thinking.emit(seat)
        self.thinker.submit(agent, decision, lambda _failed, value, v=self.version:
                            self._on_decided(v, value))

    def request_hint(self, callback) -> bool:
        """What ``hard`` would do in the person's place, from the person's
        observation only: ``callback(failed, estimates)`` gets the search's
        estimates, best first (dropped if the position moves on first)."""
        if not self.is_human_turn() or self.players < 2 or \
                "hard" not in available_levels(self.game.engine_id):
            return False
        agent = make_agent(self.game.engine_id, "hard", self.human_seat, random.Random())
        if not isinstance(agent, SearchAgent):   # a level that does not search has no estimates
            return False
        self.thinker.submit(agent, decision_for(self.state, self.human_seat, agent), callback,
                            analyse=True, keep=3)
        return True

    def shutdown(self) -> None:
        """Stop any thinking and end the thinking process (closing the table)."""
        self.thinker.close()

    @Slot(int, object)
    def _on_decided(self, version: int, action: object) -> None:
        if version != self.version:
            return  # the match moved on (new game, undo): a stale answer
        self.thinking.emit(-1)
        if isinstance(action, Exception):
            self.message.emit(f"The computer player failed ({action}); it plays at random instead.")
            seat = self.state.current_player()
            action = RandomAgent(seat, agent_rng(self.state.seed, seat)).choose(
                decision_for(self.state, seat))
        self._pending = action
        self._apply_pending()

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
        try:
            self._apply(action)
        except IllegalAction as exc:
            self.message.emit(f"The computer tried an illegal move: {exc}")

    # --- saving ---------------------------------------------------------------------

    def record(self) -> Record:
        return make_record(self.state, self.ruleset.id, self.seats())

    def _save(self) -> None:
        if self.store is None or self.replaying is not None:
            return
        try:
            self.store.save_current(self.record())
        except OSError as exc:
            self.message.emit(f"The game could not be saved: {exc}")

    def _finish(self) -> None:
        result = self.state.match_result()
        if self.store is not None and self.replaying is None:
            try:
                self.store.archive(self.record(), self.human_seat, self.assisted)
                self.store.clear_current()
            except OSError as exc:
                self.message.emit(f"The finished game could not be saved: {exc}")
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

    def replay_length(self) -> int:
        return len(self._replay_steps)

    def _replay_to(self, position: int) -> None:
        steps = self._replay_steps
        stop = steps[position] if position < len(steps) else None
        self.state = replay(self.replaying, until=(lambda d, a: (d, a) == stop) if stop else None)
        self.replay_pos = position
        self.last_scored = []
        self._changed([])

