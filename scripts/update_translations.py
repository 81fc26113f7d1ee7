"""Bring the translation catalogs up to date with the code, then compile them.

    .venv/bin/python scripts/update_translations.py          # update .ts, build .qm
    .venv/bin/python scripts/update_translations.py --check  # only say whether they are current

``pyside6-lupdate`` reads every string marked in ``cardtable/`` (``tr``,
``QCoreApplication.translate``, ``QT_TRANSLATE_NOOP``) and the words of the
shipped rulesets (their names and descriptions, which live in YAML: they are
written for it into a temporary Python file of ``QT_TRANSLATE_NOOP`` calls),
and merges them into ``cardtable/i18n/cardtable_<lang>.ts``; new strings come
in unfinished, strings gone from the code are dropped. ``pyside6-lrelease``
then compiles each catalog to the ``.qm`` the app loads. The English catalog
holds only the plural forms ("%n tricks": "1 trick", "2 tricks").

**[decision]** The compiled ``.qm`` are committed beside the ``.ts``: a source
checkout, an editable install, the wheel and the bundle all find them with no
build step, and tests/ui/test_translations.py fails when they are not what
this script would make from the ``.ts``.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATALOGS = ROOT / "cardtable" / "i18n"
LANGUAGES = ("fr", "ja", "en")


def tool(name: str) -> str:
    """A Qt tool of PySide6-Essentials, next to this Python (or on PATH)."""
    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.exists() else name


def ruleset_words(folder: Path) -> str:
    """The shipped rulesets' names and descriptions as ``QT_TRANSLATE_NOOP`` calls."""
    import yaml

    lines = []
    for path in sorted((ROOT / "rulesets").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for key in ("name", "description"):
            if data.get(key):
                lines.append(f"QT_TRANSLATE_NOOP('ruleset', {data[key]!r})")
    out = folder / "rulesets.py"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(out)


def update(ts_folder: Path) -> None:
    """lupdate every catalog in ``ts_folder`` from the code and the rulesets."""
    with tempfile.TemporaryDirectory() as tmp:
        sources = [str(ROOT / "cardtable"), ruleset_words(Path(tmp))]
        for lang in LANGUAGES:
            ts = ts_folder / f"cardtable_{lang}.ts"
            extra = ["-pluralonly"] if lang == "en" else []
            subprocess.run([tool("pyside6-lupdate"), "-silent", "-locations", "none", "-no-obsolete",
                            "-extensions", "py", "-source-language", "en", "-target-language", lang,
                            *extra, *sources, "-ts", str(ts)], check=True)


def release(ts_folder: Path, qm_folder: Path) -> None:
    for lang in LANGUAGES:
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_folder / f"cardtable_{lang}.ts"),
                        "-qm", str(qm_folder / f"cardtable_{lang}.qm")], check=True)


def stale() -> list[str]:
    """What differs between the committed catalogs and freshly made ones."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for lang in LANGUAGES:
            shutil.copy(CATALOGS / f"cardtable_{lang}.ts", work)
        update(work)
        release(work, work)
        return [name for lang in LANGUAGES for name in (f"cardtable_{lang}.ts", f"cardtable_{lang}.qm")
                if not filecmp.cmp(work / name, CATALOGS / name, shallow=False)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 when out of date")
    if parser.parse_args().check:
        out = stale()
        print("out of date: " + ", ".join(out) if out else "up to date")
        return 1 if out else 0
    update(CATALOGS)
    release(CATALOGS, CATALOGS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
