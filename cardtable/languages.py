"""The languages cardtable speaks, and how a language or locale name is read.

English is the language of record (the help pages, the card words); French
and Japanese are the translations (docs/glossary.md has their words). Qt-free,
so the help pages, the card art and the command line read a language the
same way.
"""

from __future__ import annotations

import re

ENGLISH = "en"
LANGUAGES = (ENGLISH, "fr", "ja")


def language_code(language: str) -> str:
    """The two-letter code of a language or locale name ("fr_FR.UTF-8",
    "ja-JP", "fr" → "fr"); English for an empty name or "C"/"POSIX"."""
    code = re.split(r"[_.@-]", language.strip(), maxsplit=1)[0].lower()
    return ENGLISH if code in ("", "c", "posix") else code
