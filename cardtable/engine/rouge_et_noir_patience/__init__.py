"""Rouge et Noir: the two-deck patience with colour foundations and King runs.

The solver's modules may be compiled (``native``): a stale build is never
loaded, decided here, before any of them is imported."""

from pathlib import Path

from cardtable.engine.rouge_et_noir_patience import native

native.use_sources_if_needed(__name__, Path(__file__).resolve().parent)
