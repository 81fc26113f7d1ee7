"""The help pages (Help → Rules of this game, What the computer players see)
in the languages cardtable speaks.

``help/<name>.md`` is the English page, the page of record; ``help/<lang>/<name>.md``
is its translation, section for section (tests/test_help_pages.py holds them
to the same headings, keys and numbers). The words follow docs/glossary.md.
Qt-free, so the Help window, the command line and the tests read the same
pages the same way.
"""

from __future__ import annotations

import re
from pathlib import Path

from cardtable import shipped
from cardtable.languages import ENGLISH, language_code

_NAME = re.compile(r"[a-z0-9_]+")


def _english(name: str) -> Path:
    if not _NAME.fullmatch(name):
        raise LookupError(f"no help page is called {name!r}")
    return shipped.folder("help") / f"{name}.md"


def has_page(name: str) -> bool:
    """Whether the English page ``name`` (the one every language falls back to) ships."""
    return _english(name).is_file()


def help_text(name: str, language: str = ENGLISH) -> str:
    """The Markdown of page ``name`` in ``language`` (a code or a locale name),
    or the English page when that language has no such page. Raises
    ``LookupError`` when there is no page ``name`` at all."""
    english = _english(name)
    if not english.is_file():  # a translation alone is no page: English is the page of record
        raise LookupError(f"no help page is called {name!r}")
    translated = english.parent / language_code(language) / english.name
    return (translated if translated.is_file() else english).read_text(encoding="utf-8")
