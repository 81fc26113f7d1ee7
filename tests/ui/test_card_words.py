"""The words on card faces follow the language (docs/glossary.md): Tarot's
court names and indexes and the Excuse, the French deck's court indexes in
Rouge et Noir, Le Rouge et Le Noir's doubling cards; every such word fits its
card; and the table draws its cards in the window's language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from cardtable.catalog import catalog
from cardtable.store.games import GameStore
from cardtable.store.settings import Settings
from cardtable.ui.art import art_for, le_rouge_et_le_noir, rouge_et_noir_patience, tarot
from cardtable.ui.main_window import MainWindow
from tests.ui.conftest import activate


def texts(drawing: str) -> list[str]:
    return re.findall(r"<text [^>]*>([^<]*)</text>", drawing)


def test_tarot_courts_and_excuse_in_each_language():
    faces = {language: tarot.ART.in_language(language) for language in ("en", "fr", "ja")}
    assert {"KING", "K"} <= set(texts(faces["en"].face_svg("HK")))
    assert {"ROI", "R"} <= set(texts(faces["fr"].face_svg("HK")))
    assert {"DAME", "D"} <= set(texts(faces["fr"].face_svg("SQ")))
    assert {"VALET", "V"} <= set(texts(faces["fr"].face_svg("CJ")))
    assert {"CAVALIER", "C"} <= set(texts(faces["fr"].face_svg("DC")))
    assert {"キング", "K"} <= set(texts(faces["ja"].face_svg("HK")))
    assert {"ジャック", "J"} <= set(texts(faces["ja"].face_svg("CJ")))
    assert "エクスキューズ" in texts(faces["ja"].face_svg("EX"))
    assert "EXCUSE" in texts(faces["fr"].face_svg("EX"))
    # numbers and trumps carry no word: the same drawing in every language
    for code in ("H7", "T16", "T21"):
        assert faces["en"].face_svg(code) == faces["fr"].face_svg(code) == faces["ja"].face_svg(code)


def test_french_patience_courts_say_r_d_v_and_aces_a():
    english, french = art_for("rouge_et_noir_patience"), art_for("rouge_et_noir_patience", language="fr")
    assert [texts(french.face_svg(code))[0] for code in ("KH", "QS", "JD", "AC", "TH")] == \
        ["R", "D", "V", "A", "10"]
    assert [texts(english.face_svg(code))[0] for code in ("KH", "QS", "JD", "AC")] == ["K", "Q", "J", "A"]
    assert art_for("rouge_et_noir_patience", language="ja") is english  # J/Q/K in Japan too
    assert art_for("rouge_et_noir_patience", four_colour=True, language="fr") is \
        rouge_et_noir_patience.FOUR_COLOUR_ART.in_language("fr")


def test_doubling_cards_in_each_language():
    assert texts(art_for("le_rouge_et_le_noir", language="fr").face_svg("x3"))[::2] == ["DOUBLE", "mise 3"]
    assert texts(le_rouge_et_le_noir.ART.in_language("ja").face_svg("x3"))[::2] == ["ダブル", "勝ち点 3"]
    assert texts(art_for("le_rouge_et_le_noir").face_svg("x3"))[::2] == ["DOUBLE", "stake 3"]


def test_locale_names_pick_the_same_art_and_unknown_languages_are_english():
    assert art_for("tarot", language="fr_FR.UTF-8") is art_for("tarot", language="fr")
    assert art_for("tarot", language="ja-JP") is art_for("tarot", language="ja")
    assert art_for("tarot", language="de_DE.UTF-8") is art_for("tarot") is tarot.ART
    assert art_for("le_rouge_et_le_noir", language="pt") is le_rouge_et_le_noir.ART
    assert art_for("red_secret", language="ja") is art_for("red_secret")  # numbers and signs only


def test_without_a_japanese_font_faces_keep_their_english_words(qapp, monkeypatch):
    from PySide6.QtGui import QFontDatabase

    if QFontDatabase.families(QFontDatabase.WritingSystem.Japanese):  # a machine with a Japanese font
        assert art_for("tarot", language="ja") is tarot.ART.in_language("ja") is not tarot.ART
    monkeypatch.setattr(QFontDatabase, "families", lambda *system: [])
    assert art_for("tarot", language="ja") is tarot.ART
    assert art_for("tarot", language="fr") is not tarot.ART


WORDS = [(module, language, code) for module, codes in ((tarot, ("HK", "SQ", "DC", "CJ", "EX")),
                                                         (le_rouge_et_le_noir, ("x2", "x6")))
         for language in ("en", "fr", "ja") for code in codes]


TEXT = re.compile(r'<text [^>]*font-family="([^"]+)" font-size="([^"]+)" font-weight="(\w+)"[^>]*>([^<]*)</text>')


@pytest.mark.parametrize(("module", "language", "code"), WORDS)
def test_every_word_fits_inside_its_card(qapp, module, language, code):
    """Measured with the font Qt draws the SVG text with (a Japanese one found by fallback)."""
    drawing = module.ART.in_language(language).face_svg(code)
    width = float(re.search(r'viewBox="0 0 ([0-9.]+) ', drawing)[1])
    # a Tarot card's word sits at its foot between the corner index (or star)
    # of each side, which reach 48 units in from the edges; the doubling card has no corners
    room = width - 2 * 48 if module is tarot else width - 24
    words = [w for w in TEXT.findall(drawing) if not re.fullmatch(r"[A-Z×0-9]{1,2}", w[3])]  # not an index
    assert words
    for family, size, weight, word in words:
        font = QFont(family.split(",")[0].strip())
        font.setPixelSize(round(float(size)))
        font.setBold(weight == "bold")
        assert QFontMetricsF(font).horizontalAdvance(word) <= room, (word, size)


def test_the_table_draws_its_cards_in_the_windows_language(qtbot, home):
    settings = Settings()
    settings.values.update(animation="off", ai_pace_ms=0, ai_level="easy")
    window = MainWindow(catalog(), settings, GameStore())
    qtbot.addWidget(window)
    window.language = "fr_FR.UTF-8"
    window.show()
    window.open_startup("tarot-4p", 1)
    activate(qtbot, window)
    art = window.game_view.renderer.art
    assert art is art_for("tarot", language="fr")
    assert "ROI" in texts(art.face_svg("HK"))
    # a card drawn on the table is the French drawing, not the English one
    french = window.game_view.renderer.pixmap("HK", "", 100, 165, 1.0).toImage()
    window.game_view.renderer.set_art(art_for("tarot"))
    english = window.game_view.renderer.pixmap("HK", "", 100, 165, 1.0).toImage()
    assert french != english
