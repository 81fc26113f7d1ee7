"""The rulesets the app and the command line offer: the shipped ones plus the
player's own folder. Kept out of ``cli.py`` so the table (``app.py``, the UI)
does not depend on the command line, and out of the engine, which knows
nothing of the player's folders (``store.paths``)."""

from __future__ import annotations

from cardtable.engine.rulesets import SHIPPED_DIR, RulesetCatalog, load_catalog
from cardtable.store import paths


def catalog() -> RulesetCatalog:
    """Shipped rulesets plus the player's own folder."""
    return load_catalog([SHIPPED_DIR, paths.user_rulesets_dir()])
