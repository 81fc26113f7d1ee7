"""One policy for every file cardtable reads: rulesets, settings, saves,
records, the statistics that came before the database.

A file a player (or a fault, or a hostile download) put on disk must never
stop the app, eat its memory or make it slow to start. So every reader goes
through here and gets the same guarantees:

- **size**: a file larger than its kind's cap is refused before it is read
  (``read_capped``), so a 100 MB ruleset costs one ``stat``;
- **depth**: nesting deeper than ``MAX_DEPTH`` is refused (JSON and YAML), so
  no recursion limit is ever reached;
- **numbers**: integers longer than ``MAX_DIGITS`` digits, NaN and infinities
  are refused, so no huge-number conversion runs;
- **YAML**: composed by a strict loader (``safe_yaml``, apart so that the
  JSON readers used at start-up do not import PyYAML) that refuses aliases
  (so a 400-byte alias bomb is one error, not gigabytes), explicit or unknown
  tags, keys that are not scalars and duplicate keys, each as
  ``file:line: field: message``;
- **types**: the caller then checks every field it uses, one by one.

Anything refused raises ``LoadError`` (a ``CardtableError``): one sentence for
a player, and the caller moves the file aside or reports it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cardtable.engine.errors import CardtableError

MAX_DEPTH = 24
MAX_DIGITS = 20
KB = 1024
CAPS = {"ruleset": 64 * KB, "settings": 64 * KB, "record": 16 * KB * KB, "stats": 1 * KB * KB,
        "database": 512 * KB * KB}  # a million matches take about 300 MB


class LoadError(CardtableError):
    """A file refused by the policy: ``file:line: field: message``."""

    def __init__(self, where: str, line: int, field: str, message: str):
        super().__init__(f"{where}:{line}: {field}: {message}")
        self.where, self.line, self.field, self.message = where, line, field, message


def read_capped(path: Path, kind: str) -> str:
    """The text of ``path``, refused when larger than the cap of ``kind``
    (``CAPS``) or not UTF-8. OSError (missing, unreadable) passes through."""
    cap = CAPS[kind]
    with open(path, "rb") as handle:
        data = handle.read(cap + 1)
    if len(data) > cap:
        raise LoadError(str(path), 1, "file", f"larger than the {cap // KB} KB a {kind} may be")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LoadError(str(path), 1, "file", f"not UTF-8 text ({exc.reason})") from None


# --- JSON -------------------------------------------------------------------------------

def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number of more than {MAX_DIGITS} digits")
    return int(text)


def _json_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a file may hold")


def parse_json(text: str, where: str) -> Any:
    """``text`` as JSON under the policy (depth, digits, no NaN)."""
    _check_json_depth(text, where)
    try:
        return json.loads(text, parse_int=_json_int, parse_constant=_json_constant)
    except json.JSONDecodeError as exc:
        raise LoadError(where, exc.lineno, "json", exc.msg) from None
    except ValueError as exc:
        raise LoadError(where, 1, "json", str(exc)) from None


def _check_json_depth(text: str, where: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH before the parser recurses into it
    (brackets inside strings are skipped)."""
    depth, in_string, escaped, line = 0, False, False, 1
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise LoadError(where, line, "json", f"nested more than {MAX_DEPTH} levels deep")
        elif char in "]}":
            depth -= 1
        elif char == "\n":
            line += 1
