"""The match generator's shuffle: written out for speed, it must stay
``random.Random.shuffle`` card for card, or every record would change."""

import random

import pytest

from cardtable.engine.rng import match_rng, shuffled


@pytest.mark.parametrize("size", [0, 1, 2, 3, 10, 21, 32, 36, 49, 78, 104])
def test_shuffled_deals_as_random_shuffle_and_draws_as_much(size):
    pack = [f"c{i}" for i in range(size)]
    for seed in range(150):
        ours, theirs = match_rng(seed), match_rng(seed)
        expected = list(pack)
        theirs.shuffle(expected)
        assert shuffled(pack, ours) == expected
        assert ours.getstate() == theirs.getstate()  # the next deal is the same too


def test_shuffled_leaves_the_pack_alone():
    pack = ("a", "b", "c", "d")
    out = shuffled(pack, random.Random(4))
    assert pack == ("a", "b", "c", "d") and sorted(out) == list(pack) and isinstance(out, list)
