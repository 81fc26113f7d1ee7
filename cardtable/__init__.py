"""cardtable: a desktop card table for patience and five card games.

Layers (see DESIGN.md): ``engine`` and ``ai`` are pure Python rules and
players, ``store`` keeps files under the user's folders, ``ui`` is the Qt table
and ``app``/``cli`` wire them together.
"""

__version__ = "0.1.0"
