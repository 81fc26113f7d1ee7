"""Rulesets: YAML files naming an engine and its variant options.

The shipped ones live in ``rulesets/`` at the top of the project, carried
inside the installed package (``cardtable.shipped``); a player's own go in
``<user config>/rulesets/``. Each file is read under the loading
policy of ``safe_load`` (size and depth caps, a strict YAML composer), so every
error names the file, the line and the field. A broken file is reported and
skipped: it never stops the app.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

import yaml

from cardtable import shipped
from cardtable.engine.errors import CardtableError, OptionError
from cardtable.engine.options import build_options, check_value
from cardtable.engine.registry import ENGINES, EngineInfo
from cardtable.engine.safe_load import LoadError, read_capped
from cardtable.engine.safe_yaml import compose_yaml, line_of, plain_value

SHIPPED_DIR = shipped.folder("rulesets")
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")
FIELDS = ("id", "name", "engine", "options", "description")


class RulesetError(CardtableError):
    """A bad ruleset file: ``file:line: field: message``."""

    def __init__(self, path: Path | str, line: int, field: str, message: str):
        super().__init__(f"{path}:{line}: {field}: {message}")
        self.path, self.line, self.field, self.message = str(path), line, field, message


@dataclass(frozen=True)
class Ruleset:
    id: str
    name: str
    engine: str
    options: Any  # the engine's frozen Options dataclass
    path: Path
    description: str = ""

    @property
    def info(self) -> EngineInfo:
        return ENGINES[self.engine]

    @property
    def players(self) -> int:
        return getattr(self.options, "players", 1)

    def make_game(self):
        return self.info.make_game(self.options)

    def with_options(self, overrides: dict[str, Any]) -> "Ruleset":
        """This ruleset with some options changed (``simulate --set``)."""
        cls = self.info.options_class()
        merged = {**vars(self.options), **overrides}
        return Ruleset(self.id, self.name, self.engine, build_options(cls, merged),
                       self.path, self.description)


def load_ruleset(path: Path) -> Ruleset:
    """Read and validate one file under the loading policy (``safe_load``):
    size, depth, tags, aliases and keys first, then every field's type and
    value; raises RulesetError naming the file, the line and the field."""
    try:
        text = read_capped(path, "ruleset")
        root = compose_yaml(text, str(path))
        if root is None or not isinstance(root, yaml.MappingNode):
            raise LoadError(str(path), line_of(root) if root else 1, "file",
                            "must be a mapping with id, name, engine and options")
        nodes: dict[str, tuple[yaml.Node, Any]] = {}
        for key_node, value_node in root.value:
            key = key_node.value
            if key not in FIELDS:
                raise LoadError(str(path), line_of(key_node), key,
                                f"unknown field (allowed: {', '.join(FIELDS)})")
            nodes[key] = (value_node, plain_value(value_node, str(path), key))
    except LoadError as exc:
        raise RulesetError(path, exc.line, exc.field, exc.message) from None
    except OSError as exc:
        raise RulesetError(path, 1, "file", f"cannot be read: {exc.strerror or exc}") from None
    for required in ("id", "name", "engine"):
        if required not in nodes:
            raise RulesetError(path, line_of(root), required, "missing")
        node, value = nodes[required]
        if not isinstance(value, str) or not value.strip():
            raise RulesetError(path, line_of(node), required, "must be non-empty text")
    if not isinstance(nodes.get("description", (None, ""))[1] or "", str):
        raise RulesetError(path, line_of(nodes["description"][0]), "description", "must be text")
    id_node, ruleset_id = nodes["id"]
    if not ID_PATTERN.match(ruleset_id):
        raise RulesetError(path, line_of(id_node), "id",
                           "use lower-case letters, digits and dashes")
    engine_node, engine_id = nodes["engine"]
    if engine_id not in ENGINES:
        raise RulesetError(path, line_of(engine_node), "engine",
                           f"unknown engine {engine_id!r} (known: {', '.join(ENGINES)})")
    options_cls = ENGINES[engine_id].options_class()
    raw: dict[str, Any] = {}
    if "options" in nodes:
        opt_node, opt_value = nodes["options"]
        if opt_value is None:
            opt_value = {}
        if not isinstance(opt_value, dict):
            raise RulesetError(path, line_of(opt_node), "options", "must be a mapping")
        lines = {k.value: line_of(k) for k, _ in getattr(opt_node, "value", [])}
        for name, value in opt_value.items():
            try:
                raw[name] = check_value(options_cls, name, value)
            except OptionError as exc:
                raise RulesetError(path, lines.get(name, line_of(opt_node)), f"options.{name}",
                                   exc.message) from None
        line = line_of(opt_node)
    else:
        line = line_of(root)
    try:
        options = build_options(options_cls, raw)
    except OptionError as exc:
        raise RulesetError(path, line, f"options.{exc.field}", exc.message) from None
    description = nodes.get("description", (None, ""))[1] or ""
    return Ruleset(ruleset_id, nodes["name"][1], engine_id, options, path, description)


@dataclass
class RulesetCatalog:
    """Every ruleset found, in menu order, and the files that were skipped."""

    rulesets: list[Ruleset]
    errors: list[RulesetError]

    def get(self, ruleset_id: str) -> Ruleset:
        for ruleset in self.rulesets:
            if ruleset.id == ruleset_id:
                return ruleset
        known = ", ".join(r.id for r in self.rulesets)
        raise CardtableError(f"unknown ruleset {ruleset_id!r} (known: {known})")

    def by_engine(self) -> dict[str, list[Ruleset]]:
        groups: dict[str, list[Ruleset]] = {engine_id: [] for engine_id in ENGINES}
        for ruleset in self.rulesets:
            groups[ruleset.engine].append(ruleset)
        return {k: v for k, v in groups.items() if v}


def load_catalog(folders: Iterable[Path]) -> RulesetCatalog:
    """Load every ``*.yaml`` of each folder in turn. A later folder's file
    with an id already loaded is reported, not loaded."""
    rulesets: list[Ruleset] = []
    errors: list[RulesetError] = []
    seen: dict[str, Path] = {}
    for folder in folders:
        if not folder.is_dir():
            continue
        try:
            paths = sorted(folder.glob("*.yaml")) + sorted(folder.glob("*.yml"))
        except OSError as exc:  # an unreadable folder is reported, never fatal
            errors.append(RulesetError(folder, 1, "folder", f"cannot be read: {exc.strerror or exc}"))
            continue
        for path in paths:
            try:
                ruleset = load_ruleset(path)
            except RulesetError as exc:
                errors.append(exc)
                continue
            if ruleset.id in seen:
                errors.append(RulesetError(path, 1, "id",
                                           f"{ruleset.id!r} is already defined by {seen[ruleset.id]}"))
                continue
            seen[ruleset.id] = path
            rulesets.append(ruleset)
    order = list(ENGINES)
    rulesets.sort(key=lambda r: (order.index(r.engine), r.players, r.path.parent != SHIPPED_DIR, r.id))
    return RulesetCatalog(rulesets, errors)
