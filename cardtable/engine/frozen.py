"""Scored results a game keeps and shows, made so that no one can change them.

A game keeps what it scored (Tarot's score sheet, the duel's last deal,
En blanc et noir's last round) and hands the same objects to every
observation, clone and event: copying them at each observation would cost
more than the rest of it (a search asks for thousands). Sharing is safe
only if nothing can change them, so they are frozen when scored: a
``FrozenDict`` refuses every change, and lists become tuples. A frozen
result still reads, compares, pickles (to a thinking process) and writes
to JSON as the plain dict it was (tuples as lists).
"""

from __future__ import annotations

from typing import Any


class FrozenDict(dict):
    """A dict that refuses change (``TypeError``). A dict still, for JSON,
    equality with plain dicts, and the readers that index it."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a scored result does not change")

    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self) -> tuple:
        # The default for a dict subclass refills it item by item, which
        # this class refuses; rebuild it whole instead.
        return FrozenDict, (dict(self),)


def freeze(value: Any) -> Any:
    """``value`` (JSON-like data: dicts, lists, tuples of plain values) with
    every dict made a ``FrozenDict`` and every list a tuple, all the way down."""
    if isinstance(value, dict):
        return value if type(value) is FrozenDict else \
            FrozenDict({k: freeze(v) for k, v in value.items()})
    if type(value) in (list, tuple):
        return tuple(freeze(v) for v in value)
    return value
