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
from cardtable.engine.levels import AI_LEVELS
from cardtable.engine.safe_load import LoadError, parse_json, read_capped

FORMAT = "cardtable-record/1"


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

    @property
    def human_seats(self) -> list[int]:
        """The seats a person played (``kind: human``), for the rules that ask."""
        return [i for i, seat in enumerate(self.seats) if seat.get("kind") == "human"]

    def dumps(self, indent: int | None = None) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_json(cls, data: Any, where: str = "record") -> "Record":
        """Check the shape of ``data`` field by field and build a Record;
        raises RecordError naming the field."""
        def fail(msg: str) -> None:
            raise RecordError(f"{where}: {msg}")

        if not isinstance(data, dict):
            fail("not a JSON object")
        if data.get("format") != FORMAT:
            fail(f"format is {str(data.get('format'))[:40]!r}, expected {FORMAT!r}")
        for key, kind in (("engine", str), ("ruleset", str), ("options", dict), ("seed", int),
                          ("seats", list), ("deals", list)):
            if key not in data:
                fail(f"missing field {key!r}")
            if not _is(data[key], kind):
                fail(f"field {key!r} must be {kind.__name__}")
        for name, value in data["options"].items():
            if not _is_scalar(value):
                fail(f"options.{name} must be text, a number or true/false")
        if not data["seats"]:
            fail("seats must list at least one seat")
        for i, seat in enumerate(data["seats"]):
            if not isinstance(seat, dict) or seat.get("kind") not in ("human", "ai"):
                fail(f"seats[{i}] must have kind 'human' or 'ai'")
            if not isinstance(seat.get("name"), str):
                fail(f"seats[{i}] must have a name")
            if seat["kind"] == "ai" and seat.get("ai") not in AI_LEVELS:
                fail(f"seats[{i}].ai must be one of {', '.join(AI_LEVELS)}")
        for i, deal in enumerate(data["deals"]):
            _check_deal(deal, f"deals[{i}]", fail)
        result = data.get("result")
        if result is not None and not (isinstance(result, dict) and _is_int_list(result.get("scores"), number=True)
                                       and _is_int_list(result.get("winners"))):
            fail("result must hold 'scores' and 'winners' lists of numbers")
        return cls(data["engine"], data["ruleset"], data["options"], data["seed"],
                   data["seats"], data["deals"], result)


def _is(value: Any, kind: type) -> bool:
    """isinstance, with booleans kept apart from numbers."""
    return isinstance(value, kind) and not (isinstance(value, bool) and kind is not bool)


def _is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, (str, int, float, bool))


def _is_int_list(value: Any, number: bool = False) -> bool:
    kinds = (int, float) if number else (int,)
    return isinstance(value, list) and all(isinstance(v, kinds) and not isinstance(v, bool) for v in value)


def _is_cards(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(card, str) for card in value)


def _check_deal(deal: Any, where: str, fail) -> None:
    """One entry of ``deals``: every field RECORD.md names, with its type. An
    action's values are scalars or lists of scalars (cards), nothing deeper."""
    if not isinstance(deal, dict):
        fail(f"{where} must be an object")
    if not _is(deal.get("dealer"), int):
        fail(f"{where}.dealer missing or not a whole number")
    if not isinstance(deal.get("hands"), list) or not all(_is_cards(h) for h in deal["hands"]):
        fail(f"{where}.hands missing or not lists of cards")
    if not _is_cards(deal.get("stock")):
        fail(f"{where}.stock missing or not a list of cards")
    if "tableau" in deal and not (isinstance(deal["tableau"], list)
                                  and all(_is_cards(c) for c in deal["tableau"])):
        fail(f"{where}.tableau must be lists of cards")
    if not isinstance(deal.get("actions"), list):
        fail(f"{where}.actions missing or not a list")
    for j, action in enumerate(deal["actions"]):
        if not isinstance(action, dict) or not _is(action.get("p"), int) \
                or not isinstance(action.get("a"), str):
            fail(f"{where}.actions[{j}] needs a seat 'p' and a name 'a'")
        for key, value in action.items():
            if not (_is_scalar(value) or isinstance(value, list) and all(map(_is_scalar, value))):
                fail(f"{where}.actions[{j}].{key} must be a value or a list of values")
    if "result" in deal and not isinstance(deal["result"], dict):
        fail(f"{where}.result must be an object")


def parse_record(text: str, where: str, line: int | None = None) -> "Record":
    """One record from JSON text, under the loading policy; raises RecordError
    naming ``where`` and the line (``line``: the text's line in a JSON Lines file)."""
    try:
        data = parse_json(text, where)
    except LoadError as exc:
        raise RecordError(f"{where}:{line or exc.line}: not valid JSON ({exc.message})") from None
    return Record.from_json(data, where if line is None else f"{where}:{line}")


def read_records(path: Path) -> Iterator[Record]:
    """Records from a file: one JSON document, or JSON Lines (one per line).
    The file is read under the loading policy (size, depth, numbers)."""
    try:
        text = read_capped(Path(path), "record")
    except OSError as exc:
        raise RecordError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    except LoadError as exc:
        raise RecordError(str(exc)) from None
    stripped = text.strip()
    if not stripped:
        raise RecordError(f"{path}: the file is empty")
    if "\n" not in stripped:
        yield parse_record(stripped, str(path))
        return
    try:
        data = parse_json(stripped, str(path))
    except LoadError:
        data = None  # not one document: read it as JSON Lines
    if data is not None:
        yield Record.from_json(data, str(path))
        return
    for number, line in enumerate(text.splitlines(), 1):
        if line.strip():
            yield parse_record(line, str(path), number)
