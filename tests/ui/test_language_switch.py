"""Options → Language in the middle of things: a Tarot handful announced in
the language chosen (the level a word of that language, not the engine's
"simple"), a summary card and a review box already open switching with the
table, the match untouched."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from tests.ui.conftest import reopen, wait_for_turn
from tests.ui.test_tarot_table import SEEDS, click, hand_items
from tests.ui.test_trick_review import play_first_deal_with_the_keyboard, wait_for_judgements


def choose_language(window, name: str) -> None:
    (action,) = [a for a in window.language_menu.actions() if a.text() == name]
    action.trigger()


def lines_said(view, monkeypatch) -> list[str]:
    """Every text the line above the table is given from now on."""
    said: list[str] = []
    set_text = view.status.setText
    monkeypatch.setattr(view.status, "setText", lambda text: (said.append(text), set_text(text)))
    return said


def discard_by_clicking(qtbot, view, controller) -> None:
    (choice,) = controller.card_choices()
    for code in (list(choice.required) + [c for c in choice.eligible if c not in choice.required])[:choice.count]:
        click(qtbot, view, next(i for i in hand_items(view) if i.code == code))
        qtbot.waitUntil(lambda: not view.scene.animator.busy)
    qtbot.mouseClick(view.discard_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("ruleset_id, language, announced", [
    ("tarot-4p", "Français", "Vous montrez une poignée simple de 10 atouts."),
    ("tarot-5p", "日本語", "あなたが切り札 8 枚のシングル・ポワニェを見せます。")])
def test_a_handful_is_announced_in_the_language_chosen(qtbot, window_for, monkeypatch,
                                                       ruleset_id, language, announced):
    window = window_for(ruleset_id, SEEDS[ruleset_id])
    view, controller = window.game_view, window.controller
    choose_language(window, language)
    said = lines_said(view, monkeypatch)
    for _ in range(40):   # Guard, the call (5 players), the discard: up to the handful's button
        wait_for_turn(qtbot, window)
        if any(b.isVisible() for b in view.handful_buttons):
            break
        if controller.observation().phase == "bidding":
            qtbot.mouseClick(view.bid_buttons["guard"], Qt.MouseButton.LeftButton)
        elif view.call_box is not None:
            qtbot.mouseClick(next(iter(view.call_box.buttons.values())), Qt.MouseButton.LeftButton)
        else:
            discard_by_clicking(qtbot, view, controller)
    qtbot.mouseClick(view.handful_buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(announced in text for text in said), timeout=5000)
    if ruleset_id == "tarot-5p":   # the King called, named in Japanese
        assert any(text.startswith("あなたは") and "のキングをコール" in text for text in said), said
    english = ("handful", "{level}", "King", "the ") + (("simple",) if language == "日本語" else ())
    assert not any(word in text for text in said for word in english), said


@pytest.mark.parametrize("ruleset_id", ["le-rouge-et-le-noir-4p", "rouge-et-noir-patience", "red-secret-4p",
                                        "blanc-et-noir-4p-zero", "tarot-5p"])
def test_every_pile_has_words_in_the_language_chosen(window_for, ruleset_id):
    """The felt's description for a screen reader names each pile in words
    of the table's language, never by its id (``won2``, ``aside``)."""
    window = window_for(ruleset_id, seed=3)
    choose_language(window, "Français")
    view = window.game_view
    unnamed = [pile for pile in view.scene.piles if view.pile_name(pile) == pile]
    assert not unnamed
    assert not any(re.search(r"\b(won|play|played|bid)\d", view.pile_name(pile)) for pile in view.scene.piles)


def test_who_took_the_trick_is_said_in_the_language_chosen(qtbot, window_for, monkeypatch):
    window = window_for("red-secret-4p", seed=1)
    choose_language(window, "Français")
    said = lines_said(window.game_view, monkeypatch)
    play_first_deal_with_the_keyboard(qtbot, window)
    took = [text for text in said if "a pris le pli" in text]
    assert took and all(text.split(" a pris")[0] in ("Nord", "Est", "Ouest") for text in took), took
    assert not any(seat in text for text in said for seat in ("North", "East", "West"))
    assert not re.search(r"\b(won|play|bid)\d", window.game_view.view.accessibleDescription())


def test_a_summary_card_that_is_up_follows_the_switch(qtbot, window_for):
    window = window_for("red-secret-4p", seed=1)
    play_first_deal_with_the_keyboard(qtbot, window)
    view, controller = window.game_view, window.controller
    record = controller.record().to_json()
    english = view.overlay.accessibleName()
    assert list(view.overlay.buttons)[0] == "Next game"   # (Red Secret: a deal is a game)

    choose_language(window, "Français")
    card = view.overlay
    assert list(card.buttons)[:2] == ["Manche suivante", "Montrer toutes les cartes"] and "Revoir cette donne" in card.buttons
    assert card.accessibleName() != english
    assert controller.record().to_json() == record and view.waiting_for_summary()
    qtbot.mouseClick(card.buttons["Montrer toutes les cartes"], Qt.MouseButton.LeftButton)
    assert "La donne telle que distribuée" in card.body.text()

    choose_language(window, "日本語")   # laid open, it stays laid open in the new language
    card = view.overlay
    assert "配られたときのディール" in card.body.text() and "Donne" not in card.body.text()
    assert list(card.buttons)[0] == "次のゲーム" and not card.buttons["全員の札を見る"].isEnabled()
    assert controller.record().to_json() == record

    choose_language(window, "English")
    qtbot.mouseClick(view.overlay.buttons["Next game"], Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert view.overlay is None and not view.waiting_for_summary()   # the match goes on


def test_an_open_review_box_follows_the_switch(qtbot, window_for, monkeypatch):
    from cardtable.ai.search import Budget
    from cardtable.ui import review as review_ui
    monkeypatch.setattr(review_ui, "BUDGET", Budget(24, None))
    window = window_for("red-secret-4p", seed=1)
    play_first_deal_with_the_keyboard(qtbot, window)
    qtbot.mouseClick(window.game_view.overlay.buttons["Review this deal"], Qt.MouseButton.LeftButton)
    view = window.game_view
    box = view.review_box
    wait_for_judgements(qtbot, box)
    rows = [box.list.item(i).text() for i in range(box.list.count())]
    assert box.marked and rows[0].startswith("deal 1, move")

    choose_language(window, "Français")
    assert view.review_box is box and box.title.text() == "<b>Revue de la donne 1</b>"
    french = [box.list.item(i).text() for i in range(box.list.count())]
    assert all("donne 1, coup" in row and "deal" not in row for row in french)
    marked = [box.points.index(j.point) for j in box.marked]
    assert [french[i].split(". ")[0] for i in marked] == [str(r) for r in range(1, len(marked) + 1)]
    assert "deal" not in box.summary.text() and box.summary.text()
    assert box.previous.text() != "◀ Decision" and box.judged   # the judgements kept


def test_a_partner_revealed_to_the_taker_reads_your_partner(qtbot, window_for, monkeypatch):
    """The taker is told "North-East is your partner", not "the partner of You"."""
    window = window_for("tarot-5p", SEEDS["tarot-5p"])
    view, controller = window.game_view, window.controller
    choose_language(window, "Français")
    said = lines_said(view, monkeypatch)
    for _ in range(60):
        wait_for_turn(qtbot, window)
        if view.overlay is not None:
            break
        if controller.observation().phase == "bidding":
            qtbot.mouseClick(view.bid_buttons["guard"], Qt.MouseButton.LeftButton)
        elif view.call_box is not None:
            qtbot.mouseClick(next(iter(view.call_box.buttons.values())), Qt.MouseButton.LeftButton)
        elif controller.observation().phase == "discard":
            discard_by_clicking(qtbot, view, controller)
        elif any(b.isVisible() for b in view.handful_buttons):
            qtbot.mouseClick(view.handful_buttons[0], Qt.MouseButton.LeftButton)
        else:
            before = len(hand_items(view))
            click(qtbot, view, next(i for i in hand_items(view) if i.playable), double=True)
            qtbot.waitUntil(lambda: len(hand_items(view)) != before)
    revealed = [text for text in said if "partenaire" in text and "ppelez" not in text]
    assert revealed and all(" est votre partenaire." in text for text in revealed), revealed
    assert not any("de Vous" in text or "King" in text for text in said)


@pytest.mark.parametrize("language, bid, lead, zero, call",
                         [("fr", "enchérir Garde", "entamer blanc 3, noir 5 en blanc", "annoncer zéro",
                           "appeler Roi de trèfle"),
                          ("ja", "ビッド ガルド", "リード 白の3、黒の5 白で", "両方0勝を予想", "コール クラブのキング")])
def test_the_hint_and_the_review_name_an_action_in_the_language(qapp, language, bid, lead, zero, call):
    """A Tarot contract, En blanc et noir's lead colour and zero bid, and the
    cards, as the hint box and the review's rows write an action: in words
    of the table's language, the cards named as the table names them."""
    from cardtable.ui.hint import action_text
    from cardtable.ui.language import install

    install(language)
    assert action_text({"a": "bid", "v": "guard"}, "tarot") == bid
    assert action_text({"a": "bid", "v": "pass"}, "tarot") == {"fr": "Passe", "ja": "パス"}[language]
    assert action_text({"a": "lead", "card": "W3B5", "suit": "white"}, "blanc_et_noir") == lead
    assert action_text({"a": "bid", "card": None}, "blanc_et_noir") == zero
    assert action_text({"a": "call", "card": "CK"}, "tarot") == call
    assert action_text({"a": "bid", "v": 3}, "tarot").endswith(" 3")   # a number stays a number


def test_the_welcome_back_card_follows_the_switch(qtbot, window_for):
    window = window_for("tarot-4p", seed=3)
    wait_for_turn(qtbot, window)
    qtbot.mouseClick(window.game_view.bid_buttons["pass"], Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    kept = window.controller.record()
    again = reopen(qtbot, window)
    assert again.resume_offer.accessibleName() == "Welcome back"
    choose_language(again, "Français")
    assert again.resume_offer.isVisible() and again.resume_offer.accessibleName() == "Bon retour"
    assert again.chooser.buttons["tarot-4p"].text().endswith("— reprendre")   # still marked waiting
    qtbot.mouseClick(again.resume_offer.buttons["Reprendre"], Qt.MouseButton.LeftButton)
    assert again.controller.record().deals == kept.deals


def test_without_a_font_for_the_language_the_table_stays_in_english_and_says_why(qtbot, window_for,
                                                                               monkeypatch):
    """Japanese chosen on a system with no Japanese font: empty boxes would
    hide even the menu to switch back, so the window stays in English and
    says why; the choice is kept, and with a font it is Japanese at once."""
    from cardtable.store.settings import Settings
    from cardtable.ui import language

    window = window_for("red-secret-3p")
    menus = lambda: [a.text() for a in window.menuBar().actions()]   # noqa: E731
    monkeypatch.setattr(language, "can_write", lambda code: code != "ja")
    choose_language(window, "日本語")
    assert window.language == "en" and menus()[0] == "&File"
    assert window.problem_box.isVisible()
    assert "no font for 日本語" in window.problem_box.informativeText()
    assert Settings()["language"] == "ja"
    monkeypatch.setattr(language, "can_write", lambda code: True)
    choose_language(window, "日本語")
    assert window.language == "ja" and menus()[0] == "ファイル(&F)"
