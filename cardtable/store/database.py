"""Statistics and history: one SQLite database in the data folder.

Why SQLite (the standard library's ``sqlite3``): several processes may finish
matches on one home at once, and a JSON file rewritten by each loses updates.
The database runs in WAL mode with a generous busy timeout, and each finished
match is one transaction that inserts one row keyed by the match's id, so a
match is counted exactly once whatever happens afterwards (undo and finish
again, a crash between the count and the save's removal, two processes).

The schema has a version (``PRAGMA user_version``) and a list of migrations,
each run once in its own transaction. Migration 2 imports the counts of the
``stats.json`` written by earlier versions, once, and renames that file.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from cardtable.engine.safe_load import CAPS, LoadError, parse_json, read_capped
from cardtable.engine.text import QT_TRANSLATE_NOOP

BUSY_TIMEOUT_S = 60.0
LOCKED_RETRY_S = 0.05   # how soon a database found locked while opening is tried again


@dataclass(frozen=True)
class MatchRow:
    """One finished (or abandoned) match as the history lists it."""

    match_id: str
    ruleset: str
    engine: str
    finished_at: float
    outcome: str          # won | lost | abandoned | assisted (won with a player aid)
    opponents: str        # the computer levels, e.g. "easy, easy"
    scores: list[float]   # the match result's scores (or as they stood when abandoned)
    human_seat: int
    deals: int
    my_points: float      # the person's points summed over the deals that have a score
    moves: int            # the person's actions
    seconds: float        # time spent playing
    contracts_taken: int  # deals where the person bid and played a contract
    contracts_made: int
    record_path: str


def _create_tables(db: sqlite3.Connection, data_dir: Path, problems: list[str]) -> None:
    db.execute("""CREATE TABLE matches (
        match_id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, engine TEXT NOT NULL,
        finished_at REAL NOT NULL, outcome TEXT NOT NULL, opponents TEXT NOT NULL,
        scores TEXT NOT NULL, human_seat INTEGER NOT NULL, deals INTEGER NOT NULL,
        my_points REAL NOT NULL, moves INTEGER NOT NULL, seconds REAL NOT NULL,
        contracts_taken INTEGER NOT NULL, contracts_made INTEGER NOT NULL,
        record_path TEXT NOT NULL)""")
    db.execute("CREATE INDEX matches_by_ruleset ON matches (ruleset, finished_at)")
    db.execute("""CREATE TABLE progress (
        match_id TEXT PRIMARY KEY, seconds REAL NOT NULL, assisted INTEGER NOT NULL)""")


def _import_stats_json(db: sqlite3.Connection, data_dir: Path, problems: list[str]) -> None:
    """Counts from ``stats.json`` (before the database), checked field by
    field: an entry that is not whole numbers with won + assisted <= played
    is skipped and reported. The file is renamed once the import commits."""
    db.execute("""CREATE TABLE legacy (ruleset TEXT PRIMARY KEY, played INTEGER NOT NULL,
        won INTEGER NOT NULL, assisted INTEGER NOT NULL)""")
    path = data_dir / "stats.json"
    try:
        data = parse_json(read_capped(path, "stats"), str(path))
    except FileNotFoundError:
        return
    except (OSError, LoadError) as exc:
        problems.append(QT_TRANSLATE_NOOP("store", "the old statistics ({file}) could not be read ({reason}); they were "
                                                   "left as they are").format(file=path.name, reason=str(exc)))
        return
    if not isinstance(data, dict):
        problems.append(QT_TRANSLATE_NOOP("store", "the old statistics ({file}) were not a table of games; nothing was "
                                                   "imported").format(file=path.name))
        return
    for ruleset, entry in data.items():
        counts = entry if isinstance(entry, dict) else {"played": None}
        played, won, assisted = (counts.get(k, 0) for k in ("played", "won", "assisted"))
        if not all(type(v) is int and 0 <= v < 10**9 for v in (played, won, assisted)) \
                or won + assisted > played:
            problems.append(QT_TRANSLATE_NOOP("store", "the old statistics of {ruleset} were not whole numbers; they were "
                                                       "skipped").format(ruleset=repr(ruleset)))
            continue
        db.execute("INSERT INTO legacy VALUES (?, ?, ?, ?)", (ruleset, played, won, assisted))


ROW_TYPES = {"match_id": str, "ruleset": str, "engine": str, "finished_at": (int, float),
             "outcome": str, "opponents": str, "scores": str, "human_seat": int, "deals": int,
             "my_points": (int, float), "moves": int, "seconds": (int, float),
             "contracts_taken": int, "contracts_made": int, "record_path": str}
OUTCOMES = ("won", "lost", "abandoned", "assisted")


def _checked_row(data: dict) -> MatchRow | None:
    """A row as the history needs it, or None (skipped) when a field has the
    wrong type: the database is a file like any other and may be edited."""
    if any(not isinstance(data.get(k), kinds) for k, kinds in ROW_TYPES.items()) \
            or data["outcome"] not in OUTCOMES:
        return None
    try:
        scores = parse_json(data["scores"], "scores")
    except LoadError:
        return None
    if not isinstance(scores, list) or not all(isinstance(v, (int, float)) for v in scores):
        return None
    return MatchRow(**{**data, "scores": scores})


def _create_replays(db: sqlite3.Connection, data_dir: Path, problems: list[str]) -> None:
    """Matches that play a deal again ("Play this deal again"): the note is
    kept here, not in the record, which must stay plain ``cardtable-record/1``."""
    db.execute("CREATE TABLE replays (match_id TEXT PRIMARY KEY, note TEXT NOT NULL)")


MIGRATIONS: list[Callable[[sqlite3.Connection, Path, list[str]], None]] = [
    _create_tables,       # version 1
    _import_stats_json,   # version 2
    _create_replays,      # version 3
]


class Database:
    """The statistics database. Raises sqlite3.Error / OSError when it cannot be
    opened; the caller decides (``GameStore`` sets a corrupt file aside)."""

    def __init__(self, path: Path, problems: list[str]):
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > CAPS["database"]:
            raise sqlite3.DatabaseError(f"larger than the {CAPS['database'] // 2**20} MB it may be")
        self.db = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        try:
            self._set_up(problems)
        except BaseException:
            self.db.close()
            raise

    def _set_up(self, problems: list[str]) -> None:
        """WAL mode and the migrations, waiting out another process that
        does the same. Two processes opening a new database at once can get
        "database is locked" at once, without the busy timeout: switching the
        journal to WAL takes an exclusive lock and SQLite does not wait for
        it. That must not leave a store unable to save for its whole life,
        so a locked database is tried again until the busy timeout; each
        migration is its own transaction and rereads the version, so trying
        again is safe."""
        deadline = time.monotonic() + BUSY_TIMEOUT_S
        while True:
            try:
                self.db.execute("PRAGMA journal_mode=WAL")
                self.db.execute("PRAGMA synchronous=NORMAL")
                self._migrate(problems)
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(LOCKED_RETRY_S)

    def close(self) -> None:
        self.db.close()

    def _migrate(self, problems: list[str]) -> None:
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise sqlite3.DatabaseError(f"schema version {version} is newer than this cardtable knows")
        imported = False
        while version < len(MIGRATIONS):
            self.db.execute("BEGIN IMMEDIATE")
            try:
                version = self.db.execute("PRAGMA user_version").fetchone()[0]  # another process may have run it
                if version < len(MIGRATIONS):
                    MIGRATIONS[version](self.db, self.path.parent, problems)
                    imported = imported or MIGRATIONS[version] is _import_stats_json
                    version += 1
                    self.db.execute(f"PRAGMA user_version = {version}")
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
        old = self.path.parent / "stats.json"
        if imported and old.exists():
            old.replace(old.with_name("stats.json.migrated"))

    # --- finished matches ---------------------------------------------------------

    def add_match(self, row: MatchRow, before_commit: Callable[[], None] = lambda: None) -> bool:
        """Count a match, once: False (and nothing done) when its id is already
        counted. ``before_commit`` runs inside the transaction (the record file
        is written there, so a match is never counted without its record)."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            if self.db.execute("SELECT 1 FROM matches WHERE match_id = ?", (row.match_id,)).fetchone():
                self.db.execute("ROLLBACK")
                return False
            before_commit()
            values = dict(vars(row), scores=json.dumps(row.scores))
            names = ", ".join(values)
            self.db.execute(f"INSERT INTO matches ({names}) VALUES ({', '.join('?' * len(values))})",
                            tuple(values.values()))
            self.db.execute("DELETE FROM progress WHERE match_id = ?", (row.match_id,))
            self.db.execute("COMMIT")
            return True
        except BaseException:
            self.db.execute("ROLLBACK")
            raise

    def is_counted(self, match_id: str) -> bool:
        return self.db.execute("SELECT 1 FROM matches WHERE match_id = ?", (match_id,)).fetchone() is not None

    def matches(self, ruleset: str | None = None, limit: int = 10_000) -> list[MatchRow]:
        """Finished matches, newest first."""
        where, args = ("WHERE ruleset = ?", (ruleset,)) if ruleset else ("", ())
        rows = self.db.execute(f"SELECT * FROM matches {where} ORDER BY finished_at DESC, rowid DESC "
                               f"LIMIT ?", (*args, limit)).fetchall()
        names = [d[0] for d in self.db.execute("SELECT * FROM matches LIMIT 0").description]
        rows = [_checked_row(dict(zip(names, values))) for values in rows]
        return [row for row in rows if row is not None]

    def legacy(self) -> dict[str, tuple[int, int, int]]:
        """Counts imported from ``stats.json``: ruleset -> (played, won, assisted)."""
        return {r: (p, w, a) for r, p, w, a in self.db.execute("SELECT * FROM legacy")}

    # --- deals played again ----------------------------------------------------------

    def add_replay(self, match_id: str, note: dict) -> None:
        self.db.execute("INSERT OR REPLACE INTO replays VALUES (?, ?)", (match_id, json.dumps(note)))

    def replay_note(self, match_id: str) -> dict | None:
        row = self.db.execute("SELECT note FROM replays WHERE match_id = ?", (match_id,)).fetchone()
        try:
            note = parse_json(row[0], "replay note") if row else None
        except LoadError:
            return None
        return note if isinstance(note, dict) else None

    def replayed(self) -> set[str]:
        """The ids of the matches that play a deal again."""
        return {match_id for (match_id,) in self.db.execute("SELECT match_id FROM replays")}

    # --- games in progress -----------------------------------------------------------

    def set_progress(self, match_id: str, seconds: float, assisted: bool) -> None:
        self.db.execute("INSERT OR REPLACE INTO progress VALUES (?, ?, ?)", (match_id, seconds, int(assisted)))

    def progress(self, match_id: str) -> tuple[float, bool]:
        row = self.db.execute("SELECT seconds, assisted FROM progress WHERE match_id = ?",
                              (match_id,)).fetchone()
        return (float(row[0]), bool(row[1])) if row else (0.0, False)

    def forget_progress(self, match_id: str) -> None:
        self.db.execute("DELETE FROM progress WHERE match_id = ?", (match_id,))
