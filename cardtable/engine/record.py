"""Game records, ``cardtable-record/1`` (RECORD.md): one JSON document that
replays a whole match exactly. This module only writes and reads the format
and checks its shape; ``replay.py`` checks that a record's actions really
lead to its results.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from cardtable.engine.errors import CardtableError

FORMAT = "cardtable-record/1"
AI_LEVELS = ("random", "easy", "normal", "hard")


class RecordError(CardtableError):
    """A file that is not a valid record; the message says where and why."""


@dataclass
class Record:
    engine: str
    ruleset: str
    options: dict[str, Any]
    seed: int
    seats: list[dict[str, Any]]
    deals: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None  # None while the match is unfinished

    def to_json(self) -> dict[str, Any]:
        out = {"format": FORMAT, "engine": self.engine, "ruleset": self.ruleset,
               "options": self.options, "seed": self.seed, "seats": self.seats,
               "deals": self.deals}
        if self.result is not None:
            out["result"] = self.result
        return out

    def dumps(self, indent: int | None = None) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_json(cls, data: Any, where: str = "record") -> "Record":
        """Check the shape of ``data`` and build a Record; raises RecordError."""
        def fail(msg: str) -> None:
            raise RecordError(f"{where}: {msg}")

        if not isinstance(data, dict):
            fail("not a JSON object")
        if data.get("format") != FORMAT:
            fail(f"format is {data.get('format')!r}, expected {FORMAT!r}")
        for key, kind in (("engine", str), ("ruleset", str), ("options", dict), ("seed", int),
                          ("seats", list), ("deals", list)):
            if key not in data:
                fail(f"missing field {key!r}")
            if not isinstance(data[key], kind) or isinstance(data[key], bool):
                fail(f"field {key!r} must be {kind.__name__}")
        for i, seat in enumerate(data["seats"]):
            if not isinstance(seat, dict) or seat.get("kind") not in ("human", "ai"):
                fail(f"seats[{i}] must have kind 'human' or 'ai'")
            if not isinstance(seat.get("name"), str):
                fail(f"seats[{i}] must have a name")
            if seat["kind"] == "ai" and seat.get("ai") not in AI_LEVELS:
                fail(f"seats[{i}].ai must be one of {', '.join(AI_LEVELS)}")
        for i, deal in enumerate(data["deals"]):
            if not isinstance(deal, dict):
                fail(f"deals[{i}] must be an object")
            for key, kind in (("dealer", int), ("hands", list), ("stock", list), ("actions", list)):
                if not isinstance(deal.get(key), kind):
                    fail(f"deals[{i}].{key} missing or not a {kind.__name__}")
            for j, action in enumerate(deal["actions"]):
                if not isinstance(action, dict) or not isinstance(action.get("p"), int) \
                        or not isinstance(action.get("a"), str):
                    fail(f"deals[{i}].actions[{j}] needs a seat 'p' and a name 'a'")
            if "result" in deal and not isinstance(deal["result"], dict):
                fail(f"deals[{i}].result must be an object")
        result = data.get("result")
        if result is not None and not (isinstance(result, dict) and isinstance(result.get("scores"), list)
                                       and isinstance(result.get("winners"), list)):
            fail("result must hold 'scores' and 'winners' lists")
        return cls(data["engine"], data["ruleset"], data["options"], data["seed"],
                   data["seats"], data["deals"], result)


def read_records(path: Path) -> Iterator[Record]:
    """Records from a file: one JSON document, or JSON Lines (one per line)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"{path}: cannot be read: {exc}") from None
    stripped = text.strip()
    if not stripped:
        raise RecordError(f"{path}: the file is empty")
    try:
        yield Record.from_json(json.loads(stripped), str(path))
        return
    except json.JSONDecodeError:
        pass  # not one document: read it as JSON Lines
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            raise RecordError(f"{path}:{number}: not valid JSON ({exc.msg})") from None
        yield Record.from_json(data, f"{path}:{number}")
