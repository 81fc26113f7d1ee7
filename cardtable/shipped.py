"""Where the files that ship with cardtable are: rulesets, art assets (the
icon), help pages and the translation catalogs.

An installed cardtable (wheel, bundle, Debian package) carries them as package
data inside ``cardtable/``: the build maps the project's top-level
``rulesets/`` and ``assets/`` folders into the package (setup.py). A source
checkout, whose editable install is what ``./run.sh`` and ``./test.sh`` use,
has those two only at the top of the project.

**[decision]** Every way cardtable is installed unpacks the package onto the
disk, so a shipped folder is an ordinary path: ruleset errors name a real
file, and the player's own folder is read the same way. For such a package
``importlib.resources.files("cardtable")`` is the folder of this module, so
it is found here directly: importing ``importlib.resources`` (some 5 ms)
would hold up ``cardtable play NAME``, which looks for ``NAME.yaml`` among
the shipped rulesets before its first window.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def folder(name: str) -> Path:
    """The shipped folder ``name`` ("rulesets", "assets" or "help")."""
    packaged = package_folder(name)
    if packaged.is_dir():
        return packaged
    return PACKAGE.parent / name  # a source checkout


def package_folder(name: str) -> Path:
    """A shipped folder that lives inside the package in a checkout as in every
    install ("i18n")."""
    return PACKAGE / name
