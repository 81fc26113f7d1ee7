"""The engine's translatable sentences (``engine/text.py``): plain English
strings for everything that reads them as before, translatable at the edge
with their values put back in the translation's own order."""

from __future__ import annotations

import pickle

from cardtable.engine.tarot.play import why_not
from cardtable.engine.text import QT_TRANSLATE_NOOP, Text, listed, translate_with

FRENCH = {("tarot", "You do not hold {card}."): "Vous n’avez pas {card}.",
          ("tarot", "the King of {suit}"): "le Roi de {suit}",
          ("tarot", "hearts"): "cœur",
          ("demo", "{a} before {b}"): "{b} après {a}",
          ("engine", "{first}, {second}"): "{first} ; {second}"}


def french(context: str, source: str) -> str:
    return FRENCH.get((context, source), "")


def test_a_sentence_is_its_english_text():
    sentence = QT_TRANSLATE_NOOP("tarot", "You do not hold {card}.").format(card="the Excuse")
    assert sentence == "You do not hold the Excuse." and isinstance(sentence, str)
    assert (sentence.context, sentence.source, sentence.params) == (
        "tarot", "You do not hold {card}.", {"card": "the Excuse"})


def test_the_edge_translates_the_sentence_and_the_words_inside_it():
    refusal = why_not("HK", ["SK"], [])   # a card the hand does not hold
    assert refusal == "You do not hold the King of hearts."
    assert translate_with(refusal, french) == "Vous n’avez pas le Roi de cœur."


def test_a_translation_may_put_the_values_in_another_order():
    sentence = QT_TRANSLATE_NOOP("demo", "{a} before {b}").format(a="one", b="two")
    assert translate_with(sentence, french) == "two après one"


def test_untranslated_and_broken_translations_fall_back_to_english():
    sentence = QT_TRANSLATE_NOOP("demo", "No {such} entry").format(such="such")
    assert translate_with(sentence, french) == "No such entry"
    broken = Text("demo", "{a} before {b}", {"a": "x", "b": "y"})
    assert translate_with(broken, lambda c, s: "{c} wrong") == "x before y"
    assert translate_with("plain words", french) == "plain words"


def test_a_sentence_survives_pickling_for_the_thinking_process():
    sentence = QT_TRANSLATE_NOOP("tarot", "You do not hold {card}.").format(card="the Excuse")
    again = pickle.loads(pickle.dumps(sentence))
    assert again == sentence and again.params == sentence.params and again.context == "tarot"


def test_a_list_uses_the_translated_separator():
    words = listed(["a", "b", "c"])
    assert words == "a, b, c"
    assert translate_with(words, french) == "a ; b ; c"
