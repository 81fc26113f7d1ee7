"""The help pages in French and Japanese are the English pages, translated
whole: section for section the same headings, the same keys and the same
numbers (a dropped sentence of rules almost always drops a number), with the
games' own words (docs/glossary.md); and a page or language that is missing
falls back to English."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from cardtable import help_pages, shipped
from cardtable.languages import ENGLISH, LANGUAGES

HELP = Path(help_pages.__file__).parent / "help"
PAGES = sorted(p.stem for p in HELP.glob("*.md"))
TRANSLATIONS = [lang for lang in LANGUAGES if lang != ENGLISH]

# Keys as each language writes them, and the key they are. The translations
# write arrow keys as arrows; an arrow counts the same in every language
# (English also uses → for "becomes": 3 → 36).
ARROWS = {arrow: arrow for arrow in "←→↑↓"}
NAMED_KEYS = {
    "en": {"Left": "←", "Right": "→", "Up": "↑", "Down": "↓", "Enter": "Enter", "Esc": "Esc", "Tab": "Tab"},
    "fr": {"Entrée": "Enter", "Échap": "Esc", "Tab": "Tab"},
    "ja": {"Enter": "Enter", "Esc": "Esc", "Tab": "Tab"},
}
# Words a translation must use (docs/glossary.md): the names players know.
VOCABULARY = {
    ("fr", "tarot"): ["Petite", "Garde", "Garde sans", "Garde contre", "Chien", "Excuse", "Petit au bout",
                      "Poignée", "Chelem", "Bouts", "atout", "Preneur", "Défense", "appel au Roi", "Écart"],
    ("ja", "tarot"): ["フレンチタロット", "プチ", "エクスキューズ", "プティット", "ガルド", "ガルド・サン",
                      "ガルド・コントル", "犬", "ポワニェ", "シュレム", "プチ・オ・ブー", "ブー", "切り札", "アタッカー"],
    ("fr", "le_rouge_et_le_noir"): ["Le Rouge et Le Noir", "Truc", "Tenir", "Passer", "face cachée"],
    ("ja", "le_rouge_et_le_noir"): ["赤と黒", "Tarte Games", "トルック", "ダブル", "テイク", "パス", "勝ち点",
                                    "引き分け", "ショートデッキ", "ペア戦"],
    ("fr", "red_secret"): ["Red Secret", "rouge caché", "rouge révélé", "manche"],
    ("ja", "red_secret"): ["秘密の赤", "苺葉居眠", "取り替え子", "隠れた赤", "公開された赤", "ラウンド", "切り札"],
    ("fr", "blanc_et_noir"): ["En blanc et noir", "annonce", "Annonce zéro", "rang"],
    ("ja", "blanc_et_noir"): ["白と黒ってトリテ", "でじ", "スタートプレイヤー", "スート", "ランク", "最多勝利",
                              "手札", "追加ラウンド", "ゼロ予想"],
    ("fr", "rouge_et_noir_patience"): ["réussite", "fondation", "talon", "tableau"],
    ("ja", "rouge_et_noir_patience"): ["ルージュ・エ・ノワール", "組札", "場札", "山札"],
}


def sections(page: str) -> list[str]:
    """The page cut at its headings: the text before the first heading, then each heading with its text."""
    return re.split(r"(?m)^(?=#{1,6} )", page)


def keys(text: str, language: str) -> Counter:
    named = NAMED_KEYS[language] | ARROWS
    words = re.findall(r"(?<![A-Za-z])(" + "|".join(map(re.escape, named)) + r")(?![A-Za-z])", text)
    return Counter(re.findall(r"Ctrl\+[A-Za-z+]+|\bF\d+\b", text) + re.findall(r"\*\*([A-Z])\*\*", text)
                   + [named[word] for word in words])


def numbers(text: str) -> Counter:
    return Counter(re.findall(r"\d+½?|½", text))


def test_every_page_has_a_french_and_japanese_page_and_no_other():
    assert PAGES == ["blanc_et_noir", "fair_play", "le_rouge_et_le_noir", "red_secret",
                     "rouge_et_noir_patience", "tarot"]
    for language in TRANSLATIONS:
        assert sorted(p.stem for p in (HELP / language).glob("*.md")) == PAGES


@pytest.mark.parametrize("language", TRANSLATIONS)
@pytest.mark.parametrize("name", PAGES)
def test_a_translation_keeps_every_section_key_and_number(name, language):
    english = sections(help_pages.help_text(name))
    translated = sections(help_pages.help_text(name, language))
    assert len(translated) == len(english), "not the same headings"
    for ours, theirs in zip(english, translated):
        where = ours.partition("\n")[0]
        assert theirs.startswith("#" * (len(ours) - len(ours.lstrip("#")))), where
        assert keys(theirs, language) == keys(ours, "en"), f"keys differ in {where!r}"
        assert numbers(theirs) == numbers(ours), f"numbers differ in {where!r}"


@pytest.mark.parametrize("name", PAGES)
def test_pages_mention_keys_the_guard_can_see(name):
    """The key guard reads what the English pages write (so it is not vacuous)."""
    everything = sum((keys(help_pages.help_text(p), "en") for p in PAGES), Counter())
    assert {"Ctrl+Z", "Ctrl+Shift+Z", "Enter", "Esc", "←", "→", "↑", "↓", "D", "H", "T", "P", "G", "W",
            "B", "Z"} <= set(everything)


@pytest.mark.parametrize(("language", "name"), sorted(VOCABULARY))
def test_translations_use_the_games_own_words(language, name):
    page = help_pages.help_text(name, language)
    assert [word for word in VOCABULARY[language, name] if word not in page] == []


def test_japanese_pages_are_japanese_and_french_pages_french():
    for name in PAGES:
        ja = help_pages.help_text(name, "ja")
        assert len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", ja)) > len(ja) / 4, name
        fr = help_pages.help_text(name, "fr")
        assert re.search(r"\b(les|des|une|vous)\b", fr) and not re.search(r"\b(the|and|you)\b", fr), name


def test_language_and_locale_names():
    french = (HELP / "fr" / "tarot.md").read_text(encoding="utf-8")
    for language in ("fr", "fr_FR.UTF-8", "fr-CA", "FR"):
        assert help_pages.help_text("tarot", language) == french
    english = (HELP / "tarot.md").read_text(encoding="utf-8")
    for language in ("en", "en_GB.UTF-8", "C", "", "de_DE.UTF-8", "xx"):
        assert help_pages.help_text("tarot", language) == english


def test_a_missing_translation_falls_back_to_english(tmp_path, monkeypatch):
    (tmp_path / "help" / "fr").mkdir(parents=True)
    (tmp_path / "help" / "game.md").write_text("# Game\n", encoding="utf-8")
    (tmp_path / "help" / "fr" / "other.md").write_text("# Autre\n", encoding="utf-8")
    monkeypatch.setattr(shipped, "folder", lambda name: tmp_path / name)
    assert help_pages.help_text("game", "fr") == "# Game\n"
    assert help_pages.help_text("game", "ja") == "# Game\n"
    assert help_pages.has_page("game") and not help_pages.has_page("other")
    with pytest.raises(LookupError, match="other"):
        help_pages.help_text("other", "fr")  # no English page: not a page at all


@pytest.mark.parametrize("name", ["nothing", "../README", "tarot.md", "Tarot", ""])
def test_an_unknown_page_is_a_clear_error(name):
    with pytest.raises(LookupError, match="no help page"):
        help_pages.help_text(name, "fr")
