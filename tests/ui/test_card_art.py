"""The built-in card art: contrast measured (WCAG 2 ratios) for every ink a
deck lists, every text colour of every face listed, indexes inside the card,
6 and 9 told apart, and every face drawn."""

from __future__ import annotations

import importlib
import re
from xml.etree import ElementTree

import pytest

from cardtable.engine.cards import (blanc_et_noir_deck, double_french_deck, red_secret_deck,
                                    rouge_noir_duel_deck, tarot_deck)
from cardtable.ui.art import svg
from cardtable.ui.art.svg import reads_otherwise_upside_down

DECKS = {
    "rouge_et_noir_patience": sorted(set(double_french_deck())),
    "tarot": tarot_deck(),
    "red_secret": red_secret_deck(),
    "le_rouge_et_le_noir": rouge_noir_duel_deck() + ["x2", "x3", "x6"],
    "blanc_et_noir": blanc_et_noir_deck(4),
}


def luminance(colour: str) -> float:
    """WCAG 2 relative luminance of an sRGB colour ``#rrggbb``."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_contrast_matches_the_wcag_reference_values():
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("engine", DECKS)
def test_every_ink_reads_on_its_ground(engine):
    inks = importlib.import_module(f"cardtable.ui.art.{engine}").INKS
    weak = [(what, round(contrast(ink, ground), 2)) for what, ink, ground, least in inks
            if contrast(ink, ground) < least]
    assert not weak


@pytest.mark.parametrize("engine", DECKS)
def test_every_text_colour_on_a_face_is_a_listed_ink(engine):
    module = importlib.import_module(f"cardtable.ui.art.{engine}")
    listed = {ink.lower() for _, ink, _, least in module.INKS if least >= 4.5}
    used = {colour.lower() for code in DECKS[engine]
            for colour in re.findall(r'<text [^>]*fill="(#[0-9a-fA-F]{6})"', module.ART.face_svg(code))}
    assert used and used <= listed, used - listed


def _unturned_texts(drawing: str):
    """(baseline y, size, text) of every text with no turned group above it."""
    def walk(node, turned):
        turned = turned or "rotate" in node.get("transform", "")
        if node.tag.endswith("text") and not turned:
            yield float(node.get("y")), float(node.get("font-size")), node.text
        for child in node:
            yield from walk(child, turned)
    return list(walk(ElementTree.fromstring(drawing), False))


@pytest.mark.parametrize("engine", DECKS)
def test_no_index_is_cut_at_the_top_edge(engine):
    art = importlib.import_module(f"cardtable.ui.art.{engine}").ART
    for code in DECKS[engine]:
        for baseline, size, value in _unturned_texts(art.face_svg(code)):
            assert baseline - svg.CAP * size >= 8, (code, value)


def test_numbers_that_turn_into_others_are_underlined():
    assert [v for v in map(str, range(1, 100)) if reads_otherwise_upside_down(v)][:6] == \
        ["6", "9", "16", "18", "19", "61"]
    assert not reads_otherwise_upside_down("8") and not reads_otherwise_upside_down("69")
    tarot = importlib.import_module("cardtable.ui.art.tarot").ART
    underline = re.compile(r'<rect x="[0-9.]+" y="[0-9.]+" width="[0-9.]+" height="[0-9.]+" '
                           r'fill="#[0-9a-f]{6}"/>')
    assert len(underline.findall(tarot.face_svg("H6"))) == 2  # both corners
    assert len(underline.findall(tarot.face_svg("T9"))) == 3  # and the big number
    assert not underline.findall(tarot.face_svg("H8"))
    patience = importlib.import_module("cardtable.ui.art.rouge_et_noir_patience").ART
    assert len(underline.findall(patience.face_svg("9S"))) == 2


@pytest.mark.parametrize("engine", DECKS)
def test_every_face_and_back_draws(qtbot, engine):
    from cardtable.ui.art import art_for
    from cardtable.ui.renderer import CardRenderer

    renderer = CardRenderer(art_for(engine))
    for code in DECKS[engine] + [None]:
        image = renderer.pixmap(code, "", 50, 70, 1.0).toImage()
        assert image.pixelColor(25, 35).alpha() == 255, code
