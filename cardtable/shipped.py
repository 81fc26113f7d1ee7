"""Where the files that ship with cardtable are: rulesets, art assets (the
icon) and help pages.

An installed cardtable (wheel, bundle, Debian package) carries them as package
data inside ``cardtable/``, found with ``importlib.resources``: the build maps
the project's top-level ``rulesets/`` and ``assets/`` folders into the package
(setup.py). A source checkout, whose editable install is what ``./run.sh`` and
``./test.sh`` use, has those two only at the top of the project.

**[decision]** Every way cardtable is installed unpacks the package onto the
disk, so a shipped folder is an ordinary path: ruleset errors name a real
file, and the player's own folder is read the same way.
"""

from __future__ import annotations

from pathlib import Path


def folder(name: str) -> Path:
    """The shipped folder ``name`` ("rulesets", "assets" or "help")."""
    from importlib import resources  # imports the first window need not wait for

    packaged = Path(str(resources.files("cardtable") / name))
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[1] / name  # a source checkout


def package_folder(name: str) -> Path:
    """A shipped folder that lives inside the package in a checkout as in every
    install ("i18n"), found beside this module: the first window loads its
    catalog without waiting for ``importlib.resources``."""
    return Path(__file__).resolve().parent / name
