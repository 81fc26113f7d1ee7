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


def test_tarot_redeal_picks_a_place_as_random_choices_does():
    """Tarot's redeal draws each card's place written out for speed
    (``_pick``): the same place as ``rng.choices`` weighted by the room
    left, one number drawn, places without room never chosen."""
    from cardtable.engine.tarot.determinize import _pick

    setup = random.Random(7)
    for seed in range(2000):
        places = setup.sample(["a", "b", "c", "d", "e", "talon"], setup.randint(1, 6))
        free = {loc: setup.choice([0, 0, 1, 2, 3, 12]) for loc in places}
        ours, theirs = random.Random(seed), random.Random(seed)
        picked = _pick(places, free, ours.random)
        open_ = [loc for loc in places if free[loc]]
        if not open_:
            assert picked is None and ours.getstate() == theirs.getstate()
            continue
        assert picked == theirs.choices(open_, weights=[free[loc] for loc in open_])[0]
        assert ours.getstate() == theirs.getstate()
