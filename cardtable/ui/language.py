"""The table's language: English, French or Japanese, following the system
locale unless Options → Language says otherwise.

Qt's own mechanism does the work: ``install`` loads the compiled catalog
``cardtable/i18n/cardtable_<lang>.qm`` (and Qt's own, for the buttons of its
standard dialogs) into the application, every string of the table goes
through ``tr``/``QCoreApplication.translate``, and the engine's sentences
(``engine/text.Text``) through ``translated``. Switching language sends
``QEvent.LanguageChange``; the main window answers by making its words again
(``MainWindow.retranslate``), the match going on untouched.

**[decision]** English also loads a catalog (``cardtable_en.qm``, plural
forms only), so "%n tricks" reads "1 trick" in English as in the others.
**[decision]** Numbers and dates follow the language shown (``QLocale.setDefault``),
so a French table writes 1 234,5 and 22/11/2026 even on an English system.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from cardtable import languages
from cardtable.engine.text import QT_TRANSLATE_NOOP, translate_with

# Options → Language: each language by its own name.
LANGUAGES = dict(zip(languages.LANGUAGES, ("English", "Français", "日本語")))

_installed: list = []   # the QTranslators installed


def system_language() -> str:
    """The system locale's language when cardtable speaks it, else English."""
    return resolve("system")


def resolve(choice: str) -> str:
    """The language code for the setting ``choice`` ("system" or a code)."""
    if choice in LANGUAGES:
        return choice
    for name in QLocale.system().uiLanguages() or [QLocale.system().name()]:
        code = languages.language_code(name)
        if code in LANGUAGES:
            return code
    return languages.ENGLISH


def can_write(language: str) -> bool:
    """Whether the system has a font for ``language``'s script (the Latin
    alphabet is always there). **[decision]** Without a Japanese font, card
    faces keep their English words (KING, EXCUSE…) and the window stays in
    English, saying why (``MainWindow.set_language``), rather than show
    empty boxes: a person could not even find the menu to switch back."""
    from PySide6.QtGui import QFontDatabase, QGuiApplication  # only once an app draws

    if language != "ja" or QGuiApplication.instance() is None:
        return True
    return bool(QFontDatabase.families(QFontDatabase.WritingSystem.Japanese))


def install(choice: str) -> str:
    """Translate the application into the language of ``choice`` from now on
    (widgets made earlier get ``LanguageChange``); returns the code used.
    Called once the first frame is up: it and its imports do not hold it up."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from cardtable import shipped

    app = QCoreApplication.instance()
    code = resolve(choice)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    catalogs = [(f"cardtable_{code}", str(shipped.package_folder("i18n")))]
    if code != "en":
        catalogs.append((f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, folder in catalogs:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(code))
    return code


def translated(text: object) -> str:
    """An engine sentence (``Text``) in the table's language; other text as it is."""
    return translate_with(text, QCoreApplication.translate)


def format_number(value: float, decimals: int = -1) -> str:
    """``value`` written the locale's way (1,234.5 / 1 234,5); whole numbers without decimals."""
    locale = QLocale()
    if decimals < 0:
        decimals = 0 if float(value).is_integer() else 1
    return locale.toString(float(value), "f", decimals)


def error_text(error: BaseException) -> str:
    """The sentence of an error (the engine's ``Text`` in it translated)."""
    return translated(error.args[0]) if len(error.args) == 1 else str(error)


def seat_name(name: str) -> str:
    """A seat's name ("You", "West"; ``engine.match.SEAT_NAMES``) in the table's language."""
    return QCoreApplication.translate("seat", str(name))


def level_name(level: str) -> str:
    """A computer level ("easy") as Options and the new-match dialog show it."""
    return QCoreApplication.translate("level", LEVEL_NAMES.get(level, level))


def ruleset_name(ruleset) -> str:
    """A ruleset's name: the shipped ones are in the catalog, a player's own stays as written."""
    return QCoreApplication.translate("ruleset", ruleset.name)


def ruleset_description(ruleset) -> str:
    return QCoreApplication.translate("ruleset", ruleset.description) if ruleset.description else ""


LEVEL_NAMES = {"random": QT_TRANSLATE_NOOP("level", "Random"), "easy": QT_TRANSLATE_NOOP("level", "Easy"),
               "normal": QT_TRANSLATE_NOOP("level", "Normal"), "hard": QT_TRANSLATE_NOOP("level", "Hard")}
