"""Words the engine says to a player (refusals, problems with a record),
translatable without Qt.

**[decision]** One catalog holds every string of cardtable, the table's and
the engine's: Qt's ``.ts`` files in ``cardtable/i18n/`` (docs/translating.md).
The engine stays Qt-free by marking its sentences with ``QT_TRANSLATE_NOOP``,
a name ``pyside6-lupdate`` extracts, defined here as a function that returns
its English text. That text is a ``Text``: an ordinary ``str`` (the English
sentence, so logs, records and tests read it as before) that also remembers
its context, its source sentence and the values put into it with
``format``. The edge translates it: the table with
``ui.language.translated``, the command line with ``cli_text.translated``,
each looking the source sentence up in the catalog and formatting the
translated sentence with the (themselves translated) values. Sentences are
whole, with named placeholders, so a translation can put the words in its own
order.
"""

from __future__ import annotations

from typing import Any, Mapping


class Text(str):
    """An English sentence that can be translated at the edge."""

    def __new__(cls, context: str, source: str, params: Mapping[str, Any] | None = None) -> "Text":
        self = super().__new__(cls, source.format(**params) if params else source)
        self.context = context
        self.source = source
        self.params = dict(params or {})
        return self

    def format(self, *args: Any, **params: Any) -> "Text":  # noqa: A003 - str's own name, on purpose
        """The sentence with its placeholders filled (by name only)."""
        if args:
            raise TypeError("Text.format takes named values only")
        return Text(self.context, self.source, params)

    def __reduce__(self):
        return Text, (self.context, self.source, self.params)


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # noqa: N802 - the name lupdate looks for
    """Mark ``source`` for the catalog under ``context``; returns it as a ``Text``."""
    return Text(context, source)


def translate_with(text: Any, lookup) -> str:
    """``text`` in the language of ``lookup(context, source) -> str``: a
    ``Text`` (and every ``Text`` value inside it) translated, anything else as it is."""
    if not isinstance(text, Text):
        return str(text)
    params = {name: translate_with(value, lookup) for name, value in text.params.items()}
    sentence = lookup(text.context, text.source) or text.source
    try:
        return sentence.format(**params) if params else sentence
    except (KeyError, IndexError, ValueError):  # a translation with a wrong placeholder
        return str(text)


def listed(items) -> Text:
    """``items`` (words or ``Text``) as one list, "a, b, c", with a translatable separator."""
    items = list(items)
    out = items[0] if items else Text("engine", "")
    for item in items[1:]:
        out = QT_TRANSLATE_NOOP("engine", "{first}, {second}").format(first=out, second=item)
    return out if isinstance(out, Text) else Text("engine", "{item}", {"item": out})
