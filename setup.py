"""Maps the project's top-level ``rulesets/`` and ``assets/`` folders into the
package at build time, as ``cardtable/rulesets`` and ``cardtable/assets``, so a
wheel (and every build made from it) carries them as package data. The
folders stay at the top of the project, their source of truth; everything
else about the package is in pyproject.toml (pyproject cannot list a package
that lives outside the package's own folder)."""

from setuptools import find_packages, setup

DATA = ["cardtable.help", "cardtable.help.fr", "cardtable.help.ja", "cardtable.i18n",  # folders without code
        "cardtable.rulesets", "cardtable.assets", "cardtable.ai.data"]

setup(packages=find_packages(include=["cardtable*"]) + DATA,
      package_dir={"cardtable.rulesets": "rulesets", "cardtable.assets": "assets"})
