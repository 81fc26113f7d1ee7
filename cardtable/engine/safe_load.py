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
- **YAML**: composed by a strict loader that refuses aliases (so a 400-byte
  alias bomb is one error, not gigabytes), explicit or unknown tags, keys that
  are not scalars and duplicate keys, each as ``file:line: field: message``;
- **types**: the caller then checks every field it uses, one by one.

Anything refused raises ``LoadError`` (a ``CardtableError``): one sentence for
a player, and the caller moves the file aside or reports it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

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


# --- YAML -------------------------------------------------------------------------------

_PLAIN_TAGS = {"tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:bool",
               "tag:yaml.org,2002:null", "tag:yaml.org,2002:float"}
_SEQ, _MAP = "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"


class _StrictLoader(yaml.SafeLoader):
    """SafeLoader's composer with the policy's refusals added as it composes."""

    def __init__(self, text: str, where: str):
        super().__init__(text)
        self.where = where
        self.depth = 0

    def _fail(self, mark, field: str, message: str):
        raise LoadError(self.where, mark.line + 1 if mark else 1, field, message)

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            self._fail(self.peek_event().start_mark, "yaml",
                       "aliases (*name) are not allowed in a ruleset")
        self.depth += 1
        if self.depth > MAX_DEPTH:
            self._fail(self.peek_event().start_mark, "yaml", f"nested more than {MAX_DEPTH} levels deep")
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def compose_mapping_node(self, anchor):
        node = super().compose_mapping_node(anchor)
        seen: set[str] = set()
        for key, _ in node.value:
            if not isinstance(key, yaml.ScalarNode):
                self._fail(key.start_mark, "yaml", "a key must be plain text, not a list or mapping")
            if key.value in seen:
                self._fail(key.start_mark, key.value, "duplicate key")
            seen.add(key.value)
        return node


def compose_yaml(text: str, where: str) -> yaml.Node | None:
    """The node tree of one YAML document under the policy (None when empty)."""
    loader = None
    try:
        loader = _StrictLoader(text, where)  # the reader refuses control characters here
        return loader.get_single_node()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        raise LoadError(where, mark.line + 1 if mark else 1, "yaml",
                        str(exc.problem or exc.context)) from None
    except yaml.YAMLError as exc:
        raise LoadError(where, 1, "yaml", str(exc).splitlines()[0]) from None
    finally:
        if loader is not None:
            loader.dispose()


def line_of(node: yaml.Node) -> int:
    return node.start_mark.line + 1


def plain_value(node: yaml.Node, where: str, field: str) -> Any:
    """The Python value of a composed node: text, numbers, booleans, null, and
    lists and mappings of them. Any other tag (``!!python/...``, ``!custom``,
    dates, sets, binary) is refused, naming the field."""
    if isinstance(node, yaml.ScalarNode):
        if node.tag not in _PLAIN_TAGS:
            raise LoadError(where, line_of(node), field, f"values tagged {node.tag} are not allowed")
        if node.tag == "tag:yaml.org,2002:int" and len(node.value.lstrip("+-")) > MAX_DIGITS:
            raise LoadError(where, line_of(node), field, f"a number of more than {MAX_DIGITS} digits")
        return _SCALARS.construct_object(node)
    if isinstance(node, yaml.SequenceNode) and node.tag == _SEQ:
        return [plain_value(item, where, f"{field}[{i}]") for i, item in enumerate(node.value)]
    if isinstance(node, yaml.MappingNode) and node.tag == _MAP:
        return {key.value: plain_value(value, where, f"{field}.{key.value}") for key, value in node.value}
    raise LoadError(where, line_of(node), field, f"values tagged {node.tag} are not allowed")


_SCALARS = yaml.SafeLoader("")  # builds plain scalars only (tags checked above)
