"""The command line's words in the user's language (the same catalogs as the
table's: docs/translating.md).

**[decision]** The command line follows the environment's locale
(``LC_ALL``, then ``LC_MESSAGES``, then ``LANG``, as POSIX tools do), not
the table's Options choice: a script or a terminal says which language it
wants. An English locale never loads Qt, so the commands start as fast as
before; French and Japanese load the compiled catalog with a ``QTranslator``
(no ``QCoreApplication`` is needed), once, on the first sentence printed.
"""

from __future__ import annotations

import os
from functools import lru_cache
from typing import Any

from cardtable.engine.text import translate_with
from cardtable.languages import ENGLISH, LANGUAGES, language_code


def language() -> str:
    """"fr", "ja" or "en", from the environment's locale."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            code = language_code(value)
            return code if code in LANGUAGES else ENGLISH
    return ENGLISH


@lru_cache(maxsize=None)
def _translator(code: str):
    from PySide6.QtCore import QTranslator

    from cardtable import shipped

    translator = QTranslator()
    return translator if translator.load(f"cardtable_{code}", str(shipped.package_folder("i18n"))) else None


def translated(text: Any) -> str:
    """``text`` (an engine ``Text`` or plain words) in the locale's language."""
    code = language()
    translator = _translator(code) if code != ENGLISH else None
    if translator is None:
        return str(text)
    return translate_with(text, lambda context, source: translator.translate(context, source))
