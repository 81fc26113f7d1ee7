"""Games in progress, finished matches, statistics: a store that cannot lose a game.

- **One save per game in progress**, ``saves/<ruleset>.<match id>.json``: an
  unfinished ``cardtable-record/1`` written after every action. Switching
  game keeps it; the chooser and the Game menu offer to resume it. A match id
  is unique (time and random bits), so two processes on one home never write
  the same file.
- **A save that cannot be resumed** (unreadable, or its ruleset is gone or
  broken) is moved to ``saves/aside/`` with a note saying why, listed, and
  never overwritten.
- **Finished matches** are kept in ``records/<match id>-<ruleset>.json`` and
  counted in the database (``database.py``) in one transaction keyed by the
  match id: counted exactly once, and record names never collide.
- **A match that plays a deal again** ("Play this deal again") is noted in
  the database (``replays``), not in its record, which stays plain
  ``cardtable-record/1``; its statistics are counted apart (``figures``,
  under ``<ruleset>`` + ``AGAIN``), so a deal played knowing its cards
  never counts as a fresh win.
- **A read-only or full home** does not stop anything: the store says once
  why games cannot be saved (``unwritable``) and every write becomes a no-op.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from cardtable.engine.errors import CardtableError
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.engine.record import Record, parse_record
from cardtable.engine.safe_load import LoadError, read_capped
from cardtable.store import paths
from cardtable.store.database import Database, MatchRow
from cardtable.store.files import move_aside, write_atomic
from cardtable.store.statistics import Figures, figures, summarize
from cardtable.store.writer import Writer, flush_all


@dataclass
class Saved:
    """A game in progress on disk."""

    match_id: str
    ruleset: str
    path: Path
    record: Record
    seconds: float = 0.0
    assisted: bool = False


@dataclass(frozen=True)
class SetAside:
    """A save that could not be resumed, kept in ``saves/aside/``."""

    path: Path
    reason: str


AGAIN = "#again"   # the figures of a variant's deals played again: "<ruleset>#again"


def new_match_id() -> str:
    """Sortable by start time, unique across processes (64 random bits)."""
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(8)}"


class GameStore:
    def __init__(self, root: Path | None = None):
        self.root = root or paths.data_dir()
        self.saves_dir = self.root / "saves"
        self.aside_dir = self.saves_dir / "aside"
        self.records_dir = self.root / "records"
        self.db_path = self.root / "cardtable.sqlite3"
        self.problems: list[str] = []     # sentences for the player, taken by the window
        self.unwritable: str | None = None  # why games cannot be saved, once known
        self.db: Database | None = None
        self._writer = Writer(self._cannot_save)   # saves go to disk off the table's thread
        self._open()

    # --- opening -------------------------------------------------------------------

    def _open(self) -> None:
        try:
            for folder in (self.aside_dir, self.records_dir):
                folder.mkdir(parents=True, exist_ok=True)
            probe = self.root / f".probe-{os.getpid()}"
            write_atomic(probe, "ok")
            probe.unlink()
        except OSError as exc:
            self._cannot_save(exc)
            return
        self._adopt_old_save()
        try:
            self.db = Database(self.db_path, self.problems)
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError):  # locked, read-only, disk I/O
                self._cannot_save(exc)
                return
            moved = move_aside(self.db_path)
            for extra in ("-wal", "-shm"):
                Path(f"{self.db_path}{extra}").unlink(missing_ok=True)
            self.problems.append(QT_TRANSLATE_NOOP("store", "the statistics database could not be read ({reason}); it "
                                                            "was moved aside to {file} and a new one started").format(
                reason=str(exc), file=moved.name))
            try:
                self.db = Database(self.db_path, self.problems)
            except sqlite3.Error as again:
                self._cannot_save(again)

    def _cannot_save(self, exc: BaseException) -> None:
        if self.unwritable is None:
            reason = getattr(exc, "strerror", None) or str(exc)
            self.unwritable = QT_TRANSLATE_NOOP("store", "games cannot be saved: {reason} ({folder})").format(
                reason=reason, folder=str(self.root))
            self.problems.append(self.unwritable)

    def _adopt_old_save(self) -> None:
        """Earlier versions kept one ``current-game.json``: make it a save of
        its own (kept, whatever its ruleset), once."""
        old = self.root / "current-game.json"
        if old.exists():
            try:
                record = parse_record(read_capped(old, "record"), old.name)
                os.replace(old, self.saves_dir / f"{record.ruleset}.{new_match_id()}.json")
            except (OSError, CardtableError) as exc:
                self._put_aside(old, QT_TRANSLATE_NOOP("store", "the saved game could not be read ({reason})").format(
                    reason=str(exc)))

    def take_problems(self) -> list[str]:
        out, self.problems = self.problems, []
        return out

    # --- games in progress -----------------------------------------------------------

    def save(self, match_id: str, record: Record, seconds: float = 0.0, assisted: bool = False) -> bool:
        """Write a game in progress, in the background (``writer``: the caller
        never waits for the disk); False (said once) when the home is known
        not to be writable. A write that fails is said by the next call."""
        if self.unwritable is not None:
            return False
        try:
            self._writer.put(self._save_path(record.ruleset, match_id), record.dumps())
            if self.db is not None:
                self.db.set_progress(match_id, seconds, assisted)
            return True
        except (OSError, sqlite3.Error) as exc:
            self._cannot_save(exc)
            return False

    def _save_path(self, ruleset: str, match_id: str) -> Path:
        return self.saves_dir / f"{ruleset}.{match_id}.json"

    def flush(self) -> None:
        """Wait until every save handed over so far is on disk, this store's
        and any other store's of this process (each has its own writer)."""
        flush_all()

    def saved_games(self) -> list[Saved]:
        """Every game in progress, newest first. A file that does not read as a
        record is moved aside (and reported), never left to be overwritten."""
        out = []
        self.flush()
        try:
            paths_ = sorted(self.saves_dir.glob("*.*.json"), reverse=True)
        except OSError:
            return []
        for path in paths_:
            ruleset, _, match_id = path.name[:-len(".json")].partition(".")
            try:
                record = parse_record(read_capped(path, "record"), path.name)
            except FileNotFoundError:
                continue  # finished by another process meanwhile
            except (OSError, LoadError, CardtableError) as exc:
                self._put_aside(path, QT_TRANSLATE_NOOP("store", "it could not be read ({reason})").format(reason=str(exc)))
                continue
            seconds, assisted = self._progress(match_id)
            out.append(Saved(match_id, record.ruleset, path, record, seconds, assisted))
        return sorted(out, key=lambda s: s.match_id, reverse=True)

    def _progress(self, match_id: str) -> tuple[float, bool]:
        """Time played and help used so far (nothing known without the database)."""
        try:
            return self.db.progress(match_id) if self.db else (0.0, False)
        except sqlite3.Error:
            return 0.0, False

    def saved(self, ruleset: str) -> Saved | None:
        """The game in progress of ``ruleset`` (the newest, should there be two)."""
        return next((s for s in self.saved_games() if s.ruleset == ruleset), None)

    def set_aside(self, saved: Saved, reason: str) -> None:
        """Keep a save that cannot be resumed out of the way, with why."""
        self._put_aside(saved.path, reason)

    def _put_aside(self, path: Path, reason: str) -> None:
        self.flush()
        try:
            self.aside_dir.mkdir(parents=True, exist_ok=True)
            target, n = self.aside_dir / path.name, 1
            while target.exists():  # never overwrite a save kept earlier
                target, n = self.aside_dir / f"{path.name}.{n}", n + 1
            os.replace(path, target)
            write_atomic(target.with_name(target.name + ".why.txt"), reason + "\n")
        except OSError as exc:
            self.problems.append(QT_TRANSLATE_NOOP("store", "{file} cannot be resumed ({reason}) and could not be moved "
                                                            "aside ({error}); it is left where it is").format(
                file=path.name, reason=reason, error=exc.strerror))
            return
        self.problems.append(QT_TRANSLATE_NOOP("store", "a saved game cannot be resumed ({reason}); it was kept as "
                                                        "{file}").format(reason=reason, file=str(target)))

    def set_aside_saves(self) -> list[SetAside]:
        """The saves kept aside, newest first, with the reason of each."""
        try:
            files = sorted(self.aside_dir.glob("*.json*"), key=lambda p: p.name, reverse=True)
        except OSError:
            return []
        out = []
        for path in files:
            if path.name.endswith(".why.txt"):
                continue
            why = path.with_name(path.name + ".why.txt")
            try:
                reason = read_capped(why, "settings").strip() if why.exists() else ""
            except (OSError, LoadError):
                reason = ""
            out.append(SetAside(path, reason or "unknown"))
        return out

    def discard(self, match_id: str, ruleset: str) -> None:
        """Remove a save in which the person has not moved yet (nothing is lost)."""
        self.flush()
        try:
            self._save_path(ruleset, match_id).unlink(missing_ok=True)
            if self.db is not None:
                self.db.forget_progress(match_id)
        except (OSError, sqlite3.Error) as exc:
            self._cannot_save(exc)

    # --- finished and abandoned matches -----------------------------------------------

    def finish(self, match_id: str, record: Record, human_seat: int = 0, *, seconds: float = 0.0,
               assisted: bool = False, abandoned: bool = False) -> Path | None:
        """Keep the record of a finished (or abandoned) match and count it, once:
        None when the match was already counted or nothing can be written. A
        match a player aid helped to win counts as played, not won; an
        abandoned match counts as played and lost."""
        if self.unwritable is not None or self.db is None:
            return None
        path = self.records_dir / f"{match_id}-{record.ruleset}.json"
        row = summarize(record, match_id, human_seat, finished_at=time.time(), seconds=seconds,
                        assisted=assisted, abandoned=abandoned, record_path=str(path))
        self.flush()   # no save of this match may land after it is finished
        try:
            counted = self.db.add_match(row, lambda: write_atomic(path, record.dumps(indent=1)))
            self._save_path(record.ruleset, match_id).unlink(missing_ok=True)
        except (OSError, sqlite3.Error) as exc:
            self._cannot_save(exc)
            return None
        return path if counted else None

    def is_counted(self, match_id: str) -> bool:
        return self.db is not None and self.db.is_counted(match_id)

    def history(self, limit: int = 10_000) -> list[MatchRow]:
        """Finished and abandoned matches, newest first."""
        return self.db.matches(limit=limit) if self.db is not None else []

    def figures(self) -> dict[str, Figures]:
        """Per variant; matches that played a deal again apart, under
        ``<ruleset>#again``."""
        if self.db is None:
            return {}
        again = self.db.replayed()
        rows = self.db.matches()
        out = figures([r for r in rows if r.match_id not in again], self.db.legacy())
        replayed = figures([r for r in rows if r.match_id in again], {})
        out.update({f"{ruleset}{AGAIN}": f for ruleset, f in replayed.items()})
        return out

    # --- deals played again --------------------------------------------------------

    def note_replay(self, match_id: str, note: dict) -> None:
        """Note that match ``match_id`` plays a deal again (``note``: which)."""
        if self.db is None:
            return
        try:
            self.db.add_replay(match_id, note)
        except sqlite3.Error as exc:
            self._cannot_save(exc)

    def replay_of(self, match_id: str) -> dict | None:
        """The deal match ``match_id`` plays again, or None."""
        try:
            return self.db.replay_note(match_id) if self.db is not None else None
        except sqlite3.Error:
            return None
