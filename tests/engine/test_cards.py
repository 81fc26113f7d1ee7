"""The five decks, exactly as the rules files write them."""

from collections import Counter

from cardtable.engine import cards


def test_le_rouge_et_le_noir_decks():
    standard = cards.rouge_noir_duel_deck()
    assert len(standard) == 21 and Counter(standard) == {f"n{r}": 3 for r in range(1, 8)}
    short = cards.rouge_noir_duel_deck(short=True)
    assert len(short) == 10 and Counter(short) == {f"n{r}": 2 for r in range(1, 6)}


def test_patience_double_deck():
    deck = cards.double_french_deck()
    assert len(deck) == 104 and set(Counter(deck).values()) == {2}
    assert {c[0] for c in deck} == set("A23456789TJQK") and {c[1] for c in deck} == set("SHDC")
    assert cards.french_rank("KD") == 13 and cards.french_rank("AS") == 1
    assert cards.french_is_red("TH") and not cards.french_is_red("TC")


def test_red_secret_deck():
    deck = cards.red_secret_deck()
    assert len(deck) == 32 == len(set(deck))
    assert sum(c[0] == "R" for c in deck) == 8 and "Y8" in deck and "R1" in deck


def test_blanc_et_noir_decks():
    four = cards.blanc_et_noir_deck(4)
    three = cards.blanc_et_noir_deck(3)
    assert len(four) == 49 == len(set(four)) and len(three) == 36
    assert not any("7" in c for c in three)
    assert cards.blanc_et_noir_numbers("W4B2") == (4, 2)


def test_tarot_deck_and_points():
    deck = cards.tarot_deck()
    assert len(deck) == 78 == len(set(deck))
    assert {"SC", "CC", "S1", "S10", "T1", "T21", "EX"} <= set(deck)
    assert sum(cards.tarot_points_x2(c) for c in deck) == 182  # 91 points
    assert [cards.tarot_points_x2(c) for c in ("EX", "HK", "HQ", "HC", "HJ", "H10", "T5")] == \
        [9, 9, 7, 5, 3, 1, 1]
