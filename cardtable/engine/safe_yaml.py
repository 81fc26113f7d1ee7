"""The YAML half of the loading policy (``safe_load``): a strict composer for
rulesets. Kept apart so that reading settings, saves and records (JSON, at
every start) never imports PyYAML; only the ruleset catalog does.
"""

from __future__ import annotations

from typing import Any

import yaml

from cardtable.engine.safe_load import MAX_DEPTH, MAX_DIGITS, LoadError

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
