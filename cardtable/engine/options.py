"""Variant options: each engine declares a frozen dataclass of its options.

Fields are declared with ``option()`` so the ruleset loader and the command
line's ``--set`` can check every value against the engine's own schema
(type, allowed values, bounds) without knowing anything about the game.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from cardtable.engine.errors import OptionError


def option(default: Any, *, choices: tuple | None = None, minimum: int | None = None,
           maximum: int | None = None, doc: str = "") -> Any:
    """A dataclass field with its schema in the metadata."""
    return dataclasses.field(default=default, metadata={
        "choices": choices, "minimum": minimum, "maximum": maximum, "doc": doc})


def _type_name(value: Any) -> str:
    return {bool: "true/false", int: "a whole number", str: "text"}.get(type(value), type(value).__name__)


def check_value(options_cls: type, name: str, value: Any) -> Any:
    """``value`` checked against field ``name`` of ``options_cls``; raises OptionError."""
    fields = {f.name: f for f in dataclasses.fields(options_cls)}
    if name not in fields:
        known = ", ".join(sorted(fields)) or "none"
        raise OptionError(name, f"unknown option (known: {known})")
    spec = fields[name]
    expected = type(spec.default)
    # bool is an int in Python; keep them apart so `players: true` is refused.
    if type(value) is not expected:
        raise OptionError(name, f"must be {_type_name(spec.default)}, not {value!r}")
    meta = spec.metadata
    if meta["choices"] is not None and value not in meta["choices"]:
        allowed = ", ".join(str(c) for c in meta["choices"])
        raise OptionError(name, f"must be one of {allowed}, not {value!r}")
    if meta["minimum"] is not None and value < meta["minimum"]:
        raise OptionError(name, f"must be at least {meta['minimum']}, not {value!r}")
    if meta["maximum"] is not None and value > meta["maximum"]:
        raise OptionError(name, f"must be at most {meta['maximum']}, not {value!r}")
    return value


def build_options(options_cls: type, raw: Mapping[str, Any] | None):
    """An ``options_cls`` instance from a mapping, defaults filled in.

    Raises OptionError naming the first bad field. Engines may add cross-field
    checks in ``__post_init__`` raising OptionError.
    """
    raw = dict(raw or {})
    values = {name: check_value(options_cls, name, value) for name, value in raw.items()}
    return options_cls(**values)


def options_dict(options: Any) -> dict[str, Any]:
    """Every option after defaults, as the record's ``options`` holds them."""
    return dataclasses.asdict(options)


def describe(options_cls: type) -> list[tuple[str, Any, str]]:
    """(name, default, allowed) per field, for ``cardtable rulesets`` and help."""
    rows = []
    for f in dataclasses.fields(options_cls):
        meta = f.metadata
        if meta["choices"] is not None:
            allowed = "|".join(str(c) for c in meta["choices"])
        elif meta["minimum"] is not None or meta["maximum"] is not None:
            allowed = f"{meta['minimum'] if meta['minimum'] is not None else ''}..{meta['maximum'] if meta['maximum'] is not None else ''}"
        else:
            allowed = _type_name(f.default)
        rows.append((f.name, f.default, allowed))
    return rows
