"""The table speaks English, French and Japanese (issue 16).

- The catalogs are what ``scripts/update_translations.py`` makes from the
  code (lupdate into copies, lrelease, compared byte for byte), complete
  (no unfinished, obsolete or empty entry; the same placeholders, plural
  marks and menu accelerators as the English), and hold every string the
  code marks (lupdate's Python reader skips some calls silently: an AST scan
  finds them).
- No string a person reads reaches a widget unwrapped: an AST scan of
  ``cardtable/ui`` flags literals and f-strings with words handed to
  ``setText``, ``QLabel``, ``QAction``, ``showMessage``… without ``tr``.
- Options → Language switches the open window, the match untouched; the
  system locale (``LANG``) picks the language at start, for the window and
  the command line.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = ROOT / "cardtable" / "i18n"
PLURAL_FORMS = {"fr": 2, "ja": 1, "en": 2}
PLACEHOLDER = re.compile(r"\{(\w*)\}")
MNEMONIC = re.compile(r"&(?!&)\S")


def catalog(lang: str) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(CATALOGS / f"cardtable_{lang}.ts").getroot()
    return {(ctx.findtext("name"), msg.findtext("source")): msg
            for ctx in root.iter("context") for msg in ctx.iter("message")}


def translations(message: ET.Element) -> list[str]:
    node = message.find("translation")
    forms = node.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [node.text or ""]


# --- the catalogs ---------------------------------------------------------------------


def test_the_catalogs_are_up_to_date_with_the_code():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "scripts" / "update_translations.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    assert script.stale() == [], "run scripts/update_translations.py and translate what it adds"


@pytest.mark.parametrize("lang", ["fr", "ja"])
def test_the_catalog_is_complete(lang):
    messages = catalog(lang)
    assert len(messages) > 500
    for (context, source), message in messages.items():
        where = f"{lang} {context}: {source!r}"
        node = message.find("translation")
        assert node.get("type") is None, f"{node.get('type')} entry {where}"
        texts = translations(message)
        if message.get("numerus") == "yes":   # the singular may say "the card" without the number
            assert len(texts) == PLURAL_FORMS[lang] and "%n" in texts[-1], where
        else:
            assert "%n" not in texts[0], where
        for text in texts:
            assert text.strip() or not source.strip(), f"empty translation {where}"
            assert sorted(set(PLACEHOLDER.findall(text))) == sorted(set(PLACEHOLDER.findall(source))), where
            assert len(MNEMONIC.findall(text)) == len(MNEMONIC.findall(source)), f"accelerator {where}"


def test_the_english_catalog_holds_every_plural():
    english = catalog("en")
    plurals = {key for key, message in catalog("fr").items() if message.get("numerus") == "yes"}
    assert plurals and plurals == set(english)
    assert all(all(translations(m)) for m in english.values())


# --- what the code marks ------------------------------------------------------------------


def code_files() -> list[Path]:
    return sorted((ROOT / "cardtable").rglob("*.py"))


def marked_strings():
    """(file, line, context, source, plural) of every tr/translate/QT_TRANSLATE_NOOP
    call, and (file, line, None, why, False) for a call whose source is not a literal."""
    for path in code_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for inner in ast.walk(node):
                    classes.setdefault(id(inner), node.name)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name == "tr" and isinstance(node.func, ast.Attribute) and node.args:
                context, source, plural = classes.get(id(node)), node.args[0], len(node.args) > 2
            elif name in ("translate", "QT_TRANSLATE_NOOP") and len(node.args) >= 2:
                context, source, plural = node.args[0], node.args[1], len(node.args) > 3
                if not isinstance(context, ast.Constant):
                    continue   # a lookup at the edge (translate_with), not a marked string
                context = context.value
            else:
                continue
            if not (isinstance(source, ast.Constant) and isinstance(source.value, str)):
                if name == "translate":
                    continue   # a lookup of words marked elsewhere (a seat's name, a ruleset's)
                yield path, node.lineno, None, f"{name} of {ast.unparse(source)}: not a literal", False
                continue
            yield path, node.lineno, context, source.value, plural


def test_every_marked_string_is_in_the_catalogs():
    french = catalog("fr")
    problems = []
    for path, line, context, source, plural in marked_strings():
        where = f"{path.relative_to(ROOT)}:{line}"
        if context is None:
            problems.append(f"{where}: {source}")
        elif (context, source) not in french:
            problems.append(f"{where}: {context} {source!r} is not in the catalog (a call lupdate cannot read?)")
        elif plural and french[context, source].get("numerus") != "yes":
            problems.append(f"{where}: {source!r} is a plural but lupdate read it as a plain string")
    assert not problems, "\n".join(problems)


# --- what reaches a widget -------------------------------------------------------------------

SHOWN = {"setText", "setWindowTitle", "setToolTip", "showMessage", "addItem", "addItems", "addAction",
         "addMenu", "setLabelText", "setIconText", "setPlaceholderText", "show_message", "addSection",
         "setHorizontalHeaderLabels", "setMarkdown", "setAccessibleName", "panel_label", "label", "report",
         "show_overlay", "setInformativeText"}
WIDGETS = {"QLabel": 1, "QPushButton": 1, "QCheckBox": 1, "QAction": 2, "QMenu": 1, "QGroupBox": 1,
           "QToolBar": 1, "QGraphicsSimpleTextItem": 1, "Overlay": 3, "QMessageBox": 3}
ALLOWED = {"cardtable"}   # the program's name


def words_in(node: ast.AST) -> str:
    """The literal words of a string expression (tags and entities left out)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = " ".join(v.value for v in node.values if isinstance(v, ast.Constant))
    elif isinstance(node, (ast.List, ast.Tuple)):
        return " ".join(words_in(e) for e in node.elts)
    elif isinstance(node, ast.BinOp):
        return words_in(node.left) + " " + words_in(node.right)
    elif isinstance(node, ast.IfExp):
        return words_in(node.body) + " " + words_in(node.orelse)
    else:
        return ""
    text = re.sub(r"<[^>]*>|&\w+;|\{[^}]*\}", " ", text)
    return "" if text.strip() in ALLOWED else text


def test_no_words_reach_a_widget_without_translation():
    problems = []
    for path in sorted((ROOT / "cardtable" / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            shown = node.args[:WIDGETS[name]] if name in WIDGETS else node.args[:1] if name in SHOWN else []
            shown += [k.value for k in node.keywords if k.arg in ("label", "text", "title")]
            for arg in shown:
                if re.search(r"[A-Za-z]{2,}", words_in(arg)):
                    problems.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(arg)[:70]}")
    assert not problems, "words shown without tr():\n" + "\n".join(problems)


# --- the language on the table ------------------------------------------------------------------


def test_options_switch_the_language_and_the_match_goes_on(window_for, qtbot):
    window = window_for("tarot-4p", seed=3)
    controller, view = window.controller, window.game_view
    qtbot.waitUntil(lambda: not view.scene.animator.busy and bool(view.status.text()), timeout=5000)
    before = controller.record().to_json()
    english_status = view.status.text()
    menus = lambda: [a.text() for a in window.menuBar().actions()]   # noqa: E731
    assert menus()[0] == "&File"

    def choose(name: str) -> None:
        (action,) = [a for a in window.language_menu.actions() if a.text() == name]
        action.trigger()

    choose("Français")
    assert menus() == ["&Fichier", "&Partie", "É&dition", "&Options", "Aid&e"]
    assert window.settings["language"] == "fr"
    status = view.status.text()
    assert status != english_status and (status.startswith(("Votre enchère", "On attend")))
    assert "Tarot" in window.windowTitle() and "joueurs" in window.windowTitle()
    assert window.controller is controller and window.game_view is view
    assert controller.record().to_json() == before

    choose("日本語")
    assert menus()[0] == "ファイル(&F)"
    assert "ビッド" in view.status.text()
    assert [b.text() for b in view.bid_buttons.values()][:2] == ["パス", "プティット ×1"]
    assert controller.record().to_json() == before

    choose("English")
    assert menus()[0] == "&File" and view.status.text() == english_status


def test_a_summary_reads_in_the_language_chosen(window_for, qtbot):
    window = window_for("le-rouge-et-le-noir", seed=2)
    (french,) = [a for a in window.language_menu.actions() if a.text() == "Français"]
    french.trigger()
    title, html = window.game_view.match_summary({"scores": [11, 4], "winners": [0]})
    assert title == "Vous gagnez la partie !" and "Score final" in html


@pytest.mark.parametrize("lang, first_menu, refusal", [
    ("fr_FR.UTF-8", "&Fichier", "cardtable : --games doit valoir au moins 1"),
    ("ja_JP.UTF-8", "ファイル(&F)", "cardtable：--games は 1 以上にしてください"),
    ("C.UTF-8", "&File", "cardtable: --games must be at least 1")])
def test_the_system_locale_picks_the_language(tmp_path, lang, first_menu, refusal):
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(LANG=lang, CARDTABLE_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    window = subprocess.run(
        [sys.executable, "-c", "from PySide6.QtWidgets import QApplication\n"
         "app = QApplication([])\nfrom cardtable.app import build_window\n"
         "print(build_window().menuBar().actions()[0].text())"],
        env=env, capture_output=True, text=True, timeout=60)
    assert window.stdout.strip() == first_menu, window.stderr
    cli = subprocess.run([sys.executable, "-m", "cardtable", "simulate", "tarot-4p", "--games", "0",
                          "--seed", "1", "--out", str(tmp_path / "x.jsonl")],
                         env=env, capture_output=True, text=True, timeout=60)
    assert cli.returncode == 1 and cli.stderr.strip() == refusal


@pytest.mark.parametrize("ruleset_id", ["le-rouge-et-le-noir", "rouge-et-noir-patience", "red-secret-3p",
                                        "blanc-et-noir-4p-zero", "tarot-5p"])
def test_french_and_japanese_fit_the_smallest_panel(window_for, qtbot, ruleset_id):
    """Longer French words and wider Japanese ones wrap or fit: the side
    panel's content is never wider than the panel at the smallest window
    size the table is checked at (else its right edge is cut off)."""
    window = window_for(ruleset_id, seed=5)
    window.resize(1000, 700)
    view = window.game_view
    for name in ("Français", "日本語"):
        (action,) = [a for a in window.language_menu.actions() if a.text() == name]
        action.trigger()
        qtbot.wait(20)
        inner = view.panel.widget()
        assert inner.minimumSizeHint().width() <= view.panel.viewport().width(), (name, ruleset_id)
        assert view.status.minimumSizeHint().width() <= view.status.width(), (name, ruleset_id)
