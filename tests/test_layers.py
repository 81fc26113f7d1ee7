"""DESIGN.md's layers: rules, AI and storage are pure Python (no Qt)."""

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cardtable"
PURE = ("engine", "ai", "store")


def test_no_qt_import_in_pure_layers():
    offenders = []
    for layer in PURE:
        for path in (PACKAGE / layer).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                offenders += [f"{path.relative_to(PACKAGE)}: {n}" for n in names
                              if n.split(".")[0] in ("PySide6", "PyQt5", "PyQt6", "shiboken6")]
    assert offenders == []


def test_pure_layers_load_without_qt():
    """Importing every pure module (and running a command) pulls no Qt in."""
    modules = sorted(".".join(p.relative_to(PACKAGE.parent).with_suffix("").parts)
                     for layer in PURE for p in (PACKAGE / layer).rglob("*.py"))
    code = ("import sys, importlib\n"
            f"for m in {modules!r}: importlib.import_module(m.removesuffix('.__init__'))\n"
            "from cardtable.cli import main\n"
            "main(['rulesets'])\n"
            "print([m for m in sys.modules if m.startswith('PySide6')])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def test_the_engine_imports_no_other_layer():
    """Rules stand alone: no engine module imports the AI, the store, the UI
    or the command line (not even lazily inside a function)."""
    offenders = [f"{path.relative_to(PACKAGE)}: {name}"
                 for path in (PACKAGE / "engine").rglob("*.py") for name in _imports(path)
                 if name.startswith(("cardtable.ai", "cardtable.store", "cardtable.ui",
                                     "cardtable.cli", "cardtable.simulate", "cardtable.catalog"))]
    assert offenders == []


def test_the_table_does_not_depend_on_the_command_line():
    offenders = [f"{path.relative_to(PACKAGE)}: {name}"
                 for path in [PACKAGE / "app.py", *(PACKAGE / "ui").rglob("*.py")]
                 for name in _imports(path) if name == "cardtable.cli"]
    assert offenders == []
