"""The game in progress, finished matches and statistics.

The game in progress is saved as a game record after every action (an
unfinished ``cardtable-record/1``), so a crash or a kill loses nothing; the
next start offers to resume it. Finished matches are kept as records in
``<data>/records/`` and counted in ``<data>/stats.json``.

A match that plays a deal again ("Play this deal again") is noted in the
store, not in its record: ``cardtable-record/1`` has no field for it and
must stay exactly the public format. The note (which match and deal it
replays) is kept beside the game in progress (``current-game.replay.json``)
and, once finished, in ``replayed-deals.json`` (record file name -> note);
its statistics are counted apart (``replayed`` in the variant's entry), so a
deal played again knowing the cards never counts as a fresh win.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from cardtable.engine.errors import CardtableError
from cardtable.engine.record import Record
from cardtable.store import paths
from cardtable.store.files import move_aside, read_json, write_atomic, write_json


class GameStore:
    def __init__(self, root: Path | None = None):
        self.root = root or paths.data_dir()
        self.current_path = self.root / "current-game.json"
        self.records_dir = self.root / "records"
        self.stats_path = self.root / "stats.json"
        self.current_note_path = self.root / "current-game.replay.json"
        self.replays_path = self.root / "replayed-deals.json"

    # --- the game in progress ---------------------------------------------

    def save_current(self, record: Record, replay_of: dict | None = None) -> None:
        """Save the game in progress; ``replay_of``: the deal it plays again."""
        write_atomic(self.current_path, record.dumps())
        if replay_of is not None:
            write_json(self.current_note_path, replay_of)
        else:
            self.current_note_path.unlink(missing_ok=True)

    def current_replay_of(self, problems: list[str]) -> dict | None:
        """The note of the game in progress: the deal it plays again, or None."""
        note = read_json(self.current_note_path, problems)
        return note if isinstance(note, dict) else None

    def load_current(self, problems: list[str]) -> Record | None:
        """The saved game, or None. A save that cannot be read is moved aside
        and reported in ``problems``, never fatal."""
        data = read_json(self.current_path, problems)
        if data is None:
            return None
        try:
            return Record.from_json(data, self.current_path.name)
        except CardtableError as exc:
            moved = move_aside(self.current_path)
            problems.append(f"the saved game could not be used ({exc}); it was moved aside to {moved}")
            return None

    def set_aside_current(self, reason: str, problems: list[str]) -> None:
        """Move a save out of the way (it does not replay, or the player
        started afresh), keeping it: nothing a player did is thrown away."""
        if self.current_path.exists():
            moved = move_aside(self.current_path, "set-aside")
            problems.append(f"the saved game could not be resumed ({reason}); it was kept as {moved}")

    def clear_current(self) -> None:
        self.current_path.unlink(missing_ok=True)
        self.current_note_path.unlink(missing_ok=True)

    # --- finished matches ---------------------------------------------------

    def archive(self, record: Record, human_seat: int = 0, assisted: bool = False,
                replay_of: dict | None = None) -> Path:
        """Keep a finished match's record and count it in the statistics. A
        match a player aid helped to finish counts as played, not as won; a
        match that played a deal again (``replay_of``) is noted and counted
        apart, under ``replayed``."""
        stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{record.ruleset}-{record.seed}"
        path = self.records_dir / f"{stem}.json"
        n = 1
        while path.exists():  # the same match replayed within a second: keep both
            path = self.records_dir / f"{stem}-{n}.json"
            n += 1
        write_atomic(path, record.dumps(indent=1))
        problems: list[str] = []
        stats = self.stats(problems)
        entry = stats.setdefault(record.ruleset, {"played": 0, "won": 0})
        if replay_of is not None:
            replays = self.replays(problems)
            replays[path.name] = replay_of
            write_json(self.replays_path, replays)
            entry = entry.setdefault("replayed", {"played": 0, "won": 0})
        entry["played"] += 1
        if record.result and human_seat in record.result.get("winners", []):
            key = "assisted" if assisted else "won"
            entry[key] = entry.get(key, 0) + 1
        write_json(self.stats_path, stats)
        return path

    def replays(self, problems: list[str]) -> dict[str, Any]:
        """Record file name -> the deal that match played again."""
        data = read_json(self.replays_path, problems)
        return data if isinstance(data, dict) else {}

    def stats(self, problems: list[str]) -> dict[str, Any]:
        data = read_json(self.stats_path, problems)
        return data if isinstance(data, dict) else {}

