"""Installed card decks: found in XDG data folders, checked, chosen through
Options → Card deck, drawn on the table and kept in the settings.

The decks made here are drawn by the test (a plain coloured card per
element), so the whole path is tested on any machine; the decks of the Debian
packages ``kdegames-card-data-kf5`` and ``gnome-cards-data`` are tested too
when they are installed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from cardtable.engine.cards import french_deck
from cardtable.store.settings import Settings
from cardtable.ui.art import art_for
from cardtable.ui.art.installed import BUILTIN, RANK_WORD, SUIT_WORD, find_decks
from cardtable.ui.art.themed import DeckError, check, themed
from cardtable.ui.renderer import CardRenderer
from cardtable.ui.views.rouge_et_noir_patience import COLUMN_IDS

FACE, BACK = "#2040c0", "#c02020"  # the made-up decks' colours
W, H = 70, 100


def _kde_svg(codes) -> str:
    """A deck in the KDE layout: one element per card, anywhere on the page."""
    cards = "".join(f'<rect id="{RANK_WORD.get(c[0], c[0])}_{SUIT_WORD[c[1]]}" x="{i * (W + 5)}" '
                    f'y="0" width="{W}" height="{H}" fill="{FACE}"/>' for i, c in enumerate(codes))
    back = f'<rect id="back" x="0" y="{H + 5}" width="{W}" height="{H}" fill="{BACK}"/>'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{60 * (W + 5)}" '
            f'height="{2 * H + 10}">{cards}{back}</svg>')


def _aisleriot_svg() -> str:
    """A theme in Aisleriot's grid: 13 columns by 5 rows, the back in row 5."""
    cards = "".join(f'<rect id="{SUIT_WORD[c[1]]}_{RANK_WORD.get(c[0], c[0])}" '
                    f'x="{"A23456789TJQK".index(c[0]) * W}" y="{"CDHS".index(c[1]) * H}" '
                    f'width="{W}" height="{H}" fill="{FACE}"/>' for c in french_deck())
    back = f'<rect id="back" x="{2 * W}" y="{4 * H}" width="{W}" height="{H}" fill="{BACK}"/>'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{13 * W}" height="{5 * H}">'
            f'{cards}{back}</svg>')


def make_kde_deck(base: Path, folder: str, name: str, codes=None) -> None:
    deck = base / "carddecks" / folder
    deck.mkdir(parents=True)
    (deck / "index.desktop").write_text(f"[KDE Backdeck]\nName={name}\nName[fr]=Autre\n"
                                        f"SVG={folder}.svg\nBack={name}\n", encoding="utf-8")
    (deck / f"{folder}.svg").write_text(_kde_svg(french_deck() if codes is None else codes),
                                        encoding="utf-8")


@pytest.fixture
def decks(tmp_path, monkeypatch):
    """Two folders of made-up decks as the XDG data folders: a good KDE deck,
    a KDE deck that lacks cards, a bitmap-only KDE deck and an Aisleriot theme."""
    system, user = tmp_path / "system", tmp_path / "user"
    make_kde_deck(system, "svg-blue", "Blue")
    make_kde_deck(system, "svg-short", "Short", codes=french_deck()[:40])
    bitmaps = system / "carddecks" / "bitmaps"
    bitmaps.mkdir(parents=True)
    (bitmaps / "index.desktop").write_text("[KDE Backdeck]\nName=Bitmaps\nBack=x\n")
    themes = user / "aisleriot" / "cards"
    themes.mkdir(parents=True)
    (themes / "grid_theme.svg").write_text(_aisleriot_svg(), encoding="utf-8")
    make_kde_deck(user, "svg-blue", "Blue in the user's folder")  # the user's own comes first
    monkeypatch.setenv("XDG_DATA_HOME", str(user))
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    return {d.id: d for d in find_decks()}


def test_decks_are_found_named_and_mapped(decks):
    assert list(decks) == ["kde:svg-blue", "kde:svg-short", "aisleriot:grid_theme"]
    assert decks["kde:svg-blue"].name == "Blue in the user's folder"
    assert decks["aisleriot:grid_theme"].name == "Grid theme"
    assert decks["kde:svg-blue"].element("QH") == "queen_heart"
    assert decks["kde:svg-blue"].element("TS") == "10_spade"
    assert decks["aisleriot:grid_theme"].element("AC") == "club_1"


def test_a_deck_that_lacks_cards_is_refused_with_the_reason(qtbot, decks):
    with pytest.raises(DeckError, match="Short lacks 12 cards"):
        check(decks["kde:svg-short"])


def _centre_colour(renderer: CardRenderer, code: str | None) -> QColor:
    image = renderer.pixmap(code, "", 100, 140, 1.0).toImage()
    return image.pixelColor(50, 70)


@pytest.mark.parametrize("deck_id", ["kde:svg-blue", "aisleriot:grid_theme"])
def test_the_renderer_draws_a_themed_deck_and_the_games_own_backs(qtbot, decks, deck_id):
    renderer = CardRenderer(art_for("rouge_et_noir_patience", decks[deck_id]))
    assert _centre_colour(renderer, "KD").name() == FACE.lower()
    assert _centre_colour(renderer, None).name() == BACK.lower()
    # an Aisleriot card is its grid cell: the whole box is drawn, corner to corner
    corner = renderer.pixmap("AS", "", 100, 140, 1.0).toImage().pixelColor(1, 1)
    assert corner.name() == FACE.lower()
    # another game keeps its own art whatever the deck chosen
    assert art_for("tarot", decks[deck_id]) is art_for("tarot")


def _click_menu(qtbot, window, *path: str) -> None:
    """Open the menu bar's menus along ``path`` with the mouse and click the last entry."""
    bar = window.menuBar()
    action = next(a for a in bar.actions() if a.text().replace("&", "") == path[0])
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(action).center())
    menu = action.menu()
    for name in path[1:]:
        qtbot.waitUntil(menu.isVisible)
        action = next(a for a in menu.actions() if a.text().replace("&", "") == name)
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
        menu = action.menu()


def _table_card_colour(qtbot, window) -> QColor:
    """The colour at the middle of the top face-up card of the first column,
    once the table has its size (a window just shown is laid out again)."""
    view = window.game_view
    qtbot.waitExposed(window)
    seen = []

    def settled() -> bool:
        item = next(i for i in reversed(view.scene.cards[COLUMN_IDS[0]]) if i.code)
        seen.append((item.sceneBoundingRect(), view.view.viewport().size()))
        return not view.scene.animator.busy and len(seen) > 2 and seen[-1] == seen[-3]

    qtbot.waitUntil(settled)
    centre = view.view.mapFromScene(seen[-1][0].center())
    return view.view.viewport().grab().toImage().pixelColor(centre)


def test_a_deck_chosen_in_options_draws_the_table_and_is_kept(qtbot, window_for, decks):
    window = window_for("rouge-et-noir-patience")
    builtin = _table_card_colour(qtbot, window)
    assert builtin.name() != FACE.lower()
    _click_menu(qtbot, window, "Options", "Card deck", "Blue in the user's folder")
    assert _table_card_colour(qtbot, window).name() == FACE.lower()
    assert Settings()["card_deck"] == "kde:svg-blue"  # read from the file again
    assert window.deck_menu.by_id["kde:svg-blue"].isChecked()
    assert "Card deck: Blue" in window.statusBar().currentMessage()

    again = window_for("rouge-et-noir-patience")  # the next start reads it from the settings
    assert _table_card_colour(qtbot, again).name() == FACE.lower()

    _click_menu(qtbot, window, "Options", "Card deck", "cardtable (built in)")
    assert _table_card_colour(qtbot, window) == builtin
    assert Settings()["card_deck"] == BUILTIN


def test_a_deck_that_cannot_be_drawn_is_refused_and_the_deck_in_use_kept(qtbot, window_for,
                                                                          decks):
    window = window_for("rouge-et-noir-patience")
    _click_menu(qtbot, window, "Options", "Card deck", "Short")
    assert "Short lacks 12 cards" in window.statusBar().currentMessage()
    assert Settings()["card_deck"] == BUILTIN and window.deck_menu.by_id[BUILTIN].isChecked()
    assert _table_card_colour(qtbot, window).name() != FACE.lower()


def test_a_deck_chosen_during_another_game_waits_for_a_french_deck(qtbot, window_for, decks):
    window = window_for("tarot-4p")
    _click_menu(qtbot, window, "Options", "Card deck", "Grid theme")
    assert "used in the games played with a standard deck" in window.statusBar().currentMessage()
    assert window.game_view.renderer.art is art_for("tarot")
    window.start(window.catalog.get("rouge-et-noir-patience"))
    assert _table_card_colour(qtbot, window).name() == FACE.lower()


# --- the decks of the Debian packages, when installed ----------------------------------------

SYSTEM_DECKS = [d for d in find_decks([Path("/usr/share")])]
KDE = [d for d in SYSTEM_DECKS if d.family == "KDE"]
AISLERIOT = [d for d in SYSTEM_DECKS if d.family == "Aisleriot"]


@pytest.mark.skipif(not KDE, reason="no KDE card decks installed (kdegames-card-data-kf5)")
@pytest.mark.parametrize("deck", KDE, ids=lambda d: d.id)
def test_installed_kde_decks_draw_every_card(qtbot, deck):
    renderer = CardRenderer(themed(deck, art_for("rouge_et_noir_patience")))
    for code in ["AS", "TH", "QD", "KC", None]:
        image = renderer.pixmap(code, "", 60, 84, 1.0).toImage()
        assert image.pixelColor(30, 42).alpha() == 255, code  # the middle of the card is drawn


@pytest.mark.skipif(not AISLERIOT, reason="no Aisleriot themes installed (gnome-cards-data)")
def test_installed_aisleriot_themes_draw_or_are_refused_with_a_reason(qtbot):
    usable = []
    for deck in AISLERIOT:
        try:
            art = themed(deck, art_for("rouge_et_noir_patience"))
        except DeckError as exc:
            assert deck.name in str(exc)
            continue
        usable.append(deck.id)
        image = CardRenderer(art).pixmap("KS", "", 60, 84, 1.0).toImage()
        assert image.pixelColor(30, 42).alpha() == 255, deck.id
    assert "aisleriot:anglo" in usable and len(usable) >= len(AISLERIOT) * 3 // 4


def test_pixmaps_are_cached_until_another_deck_is_set(qtbot, decks):
    renderer = CardRenderer(art_for("rouge_et_noir_patience"))
    first = renderer.pixmap("KD", "", 100, 140, 1.0)
    assert renderer.pixmap("KD", "", 100, 140, 1.0).cacheKey() == first.cacheKey()
    assert renderer.pixmap("KD", "", 100, 140, 2.0).cacheKey() != first.cacheKey()
    renderer.set_art(art_for("rouge_et_noir_patience", decks["kde:svg-blue"]))
    assert _centre_colour(renderer, "KD").name() == FACE.lower()
