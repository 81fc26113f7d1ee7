"""The computer players' levels, weakest first: the names a record's seats
(RECORD.md), the settings and the AI registry use.

Apart from ``record.py`` so that the settings, read before the first window,
check a level without loading the record format (and ``dataclasses``).
"""

AI_LEVELS = ("random", "easy", "normal", "hard")
