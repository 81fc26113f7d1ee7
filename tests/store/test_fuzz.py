"""Fuzzing every loader: rulesets, settings, saves, records (read and
replayed), the old stats.json, the database file; and the save -> resume
round trip. Whatever the bytes, a loader returns its value or raises the
project's one-line error, and a start never fails.

Each property runs briefly in the normal suite and 10,000 times in the
``slow`` run (``./test.sh -m slow tests/store/test_fuzz.py``), which counts
the inputs it tried. Files go to /dev/shm where there is one: the fuzz is
about what is read, and fsync on a slow disk would make it last an hour.
"""

from __future__ import annotations

import json
import os
import random
import tempfile

FAST_DISK = "/dev/shm" if os.path.isdir("/dev/shm") else None  # fsync is free there
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.ai.base import RandomAgent, decision_for
from cardtable.engine.errors import CardtableError
from cardtable.engine.match import make_record, replay, seat_list
from cardtable.engine.record import read_records
from cardtable.engine.rng import agent_rng
from cardtable.engine.rulesets import SHIPPED_DIR, RulesetError, load_catalog, load_ruleset
from cardtable.store.games import GameStore
from cardtable.simulate import play_match
from cardtable.store.settings import VALID, Settings

CATALOG = load_catalog([SHIPPED_DIR])
QUICK, LONG = 40, 10_000
SHORT_RULESETS = ["le-rouge-et-le-noir-short", "red-secret-2p", "blanc-et-noir-3p", "tarot-3p"]

scalars = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
           | st.text(max_size=12))
json_values = st.recursive(scalars, lambda kids: st.lists(kids, max_size=4)
                           | st.dictionaries(st.text(max_size=8), kids, max_size=4), max_leaves=20)


def _base_records() -> list[str]:
    out = []
    for i, ruleset_id in enumerate(SHORT_RULESETS):
        ruleset = CATALOG.get(ruleset_id)
        game = ruleset.make_game()
        record = play_match(game, ruleset.id, i, [RandomAgent(s, agent_rng(i, s))
                                                  for s in range(game.num_players)])
        out.append(record.dumps())
    return out


BASE_RECORDS = _base_records()
BASE_RULESETS = [p.read_text() for p in sorted(SHIPPED_DIR.glob("*.yaml"))]


@st.composite
def mutated_json(draw, bases: list[str]) -> str:
    """A real document with a few leaves replaced, keys dropped or lists reordered."""
    data = json.loads(draw(st.sampled_from(bases)))
    for _ in range(draw(st.integers(1, 4))):
        node, path = data, []
        while isinstance(node, (dict, list)) and node and draw(st.booleans()):
            key = draw(st.sampled_from(sorted(node) if isinstance(node, dict) else range(len(node))))
            path.append((node, key))
            node = node[key]
        if not path:
            continue
        parent, key = path[-1]
        action = draw(st.sampled_from(["replace", "drop", "shuffle"]))
        if action == "replace":
            parent[key] = draw(json_values)
        elif action == "drop":
            del parent[key]
        elif isinstance(parent[key], list):
            random.Random(draw(st.integers())).shuffle(parent[key])
    return json.dumps(data)


@st.composite
def damaged_text(draw, bases: list[str]) -> str:
    """A real file with bytes cut, flipped or inserted."""
    text = draw(st.sampled_from(bases))
    for _ in range(draw(st.integers(1, 5))):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.text(max_size=6)) + text[at + draw(st.integers(0, 6)):]
    return text


yaml_documents = json_values.map(lambda v: yaml.safe_dump(v, default_flow_style=draw_flow(v)))


def draw_flow(value) -> bool:
    return isinstance(value, dict) and len(value) % 2 == 0


ruleset_texts = (st.text(max_size=300) | damaged_text(BASE_RULESETS) | yaml_documents
                 | st.dictionaries(st.sampled_from(["id", "name", "engine", "options", "description"]),
                                   json_values, max_size=5).map(yaml.safe_dump))
json_texts = st.text(max_size=200) | json_values.map(json.dumps)
record_texts = mutated_json(BASE_RECORDS) | damaged_text(BASE_RECORDS) | json_texts


class Counter:
    def __init__(self):
        self.n = 0


def fuzz(strategy, examples: int):
    """The property runner: ``examples`` inputs, no deadline (the machine is shared)."""
    return lambda fn: settings(max_examples=examples, deadline=None, database=None,
                               suppress_health_check=list(HealthCheck))(given(strategy)(fn))


# --- the properties ---------------------------------------------------------------------

def check_ruleset(text: str) -> None:
    with tempfile.TemporaryDirectory(dir=FAST_DISK) as folder:
        path = Path(folder) / "r.yaml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass") if _encodable(text) \
            else path.write_bytes(text.encode("utf-8", "replace"))
        try:
            ruleset = load_ruleset(path)
        except RulesetError as exc:
            assert str(exc).startswith(f"{path}:")
            return
        assert ruleset.id and ruleset.engine


def check_settings(text: str) -> None:
    with tempfile.TemporaryDirectory(dir=FAST_DISK) as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(text.encode("utf-8", "replace"))
        settings_ = Settings(path)
        assert all(VALID[k](v) for k, v in settings_.values.items())
        settings_.set("animation", "fast")  # and it can be written again


def check_record(text: str) -> None:
    with tempfile.TemporaryDirectory(dir=FAST_DISK) as folder:
        path = Path(folder) / "r.json"
        path.write_bytes(text.encode("utf-8", "replace"))
        try:
            for record in read_records(path):
                replay(record)
        except CardtableError:
            pass


def check_store_files(texts: tuple[str, str, bytes]) -> None:
    """A save, an old stats.json and a database file, all fuzzed: the store opens."""
    save, stats, database = texts
    with tempfile.TemporaryDirectory(dir=FAST_DISK) as folder:
        data = Path(folder)
        (data / "saves").mkdir()
        (data / "saves" / "tarot-3p.20260101-000000-00.json").write_bytes(save.encode("utf-8", "replace"))
        (data / "stats.json").write_bytes(stats.encode("utf-8", "replace"))
        if database:
            (data / "cardtable.sqlite3").write_bytes(database)
        store = GameStore(data)
        for saved in store.saved_games():
            assert saved.record.ruleset
        assert all(f.played >= 0 for f in store.figures().values())
        assert store.db is not None
        store.db.close()


store_files = st.tuples(record_texts, json_texts | mutated_json(['{"tarot-4p": {"played": 3, "won": 1}}']),
                        st.just(b"") | st.binary(max_size=300)
                        | st.binary(max_size=200).map(lambda b: b"SQLite format 3\x00" + b))


def check_round_trip(case: tuple[str, int, int]) -> None:
    """Save after ``steps`` actions, resume from the save, and play on: the
    resumed match is the uninterrupted one, action for action and deal for deal."""
    ruleset_id, seed, steps = case
    ruleset = CATALOG.get(ruleset_id)
    game = ruleset.make_game()
    seats = seat_list(game.num_players, [None] + ["random"] * (game.num_players - 1))
    agents = [RandomAgent(s, agent_rng(seed, s)) for s in range(game.num_players)]
    state = game.new_state(seed, human_seats=(0,))
    for _ in range(steps):
        if state.is_terminal():
            return
        state.apply(agents[state.current_player()].choose(decision_for(state, state.current_player())))
    if state.is_terminal():
        return
    store = _round_trip_store()
    assert store.save("m", make_record(state, ruleset.id, seats))
    resumed = replay(store.saved(ruleset.id).record)
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    for _ in range(40):
        if state.is_terminal():
            break
        seat = state.current_player()
        assert resumed.current_player() == seat
        action = RandomAgent(seat, rng_a).choose(decision_for(state, seat))
        assert action == RandomAgent(seat, rng_b).choose(decision_for(resumed, seat))
        state.apply(action)
        resumed.apply(action)
    assert make_record(resumed, ruleset.id, seats) == make_record(state, ruleset.id, seats)


_STORES: list[GameStore] = []


def _round_trip_store() -> GameStore:
    """One store for a whole run (each example rewrites its ruleset's save)."""
    if not _STORES:
        _STORES.append(GameStore(Path(tempfile.mkdtemp(prefix="cardtable-fuzz-", dir=FAST_DISK))))
    return _STORES[0]


round_trips = st.tuples(st.sampled_from(SHORT_RULESETS + ["rouge-et-noir-patience"]),
                        st.integers(0, 2**31), st.integers(0, 150))


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


PROPERTIES = {"ruleset": (check_ruleset, ruleset_texts), "settings": (check_settings, json_texts),
              "record": (check_record, record_texts), "store files": (check_store_files, store_files),
              "save-resume": (check_round_trip, round_trips)}


@pytest.mark.parametrize("name", PROPERTIES)
def test_fuzz_quick(name):
    check, strategy = PROPERTIES[name]
    fuzz(strategy, QUICK)(check)()


@pytest.mark.slow
@pytest.mark.parametrize("name", PROPERTIES)
def test_fuzz_long(name, capsys):
    check, strategy = PROPERTIES[name]
    tried = Counter()

    def counted(value) -> None:
        tried.n += 1
        check(value)

    fuzz(strategy, LONG)(counted)()
    assert tried.n >= LONG
    with capsys.disabled():
        print(f"\nfuzz {name}: {tried.n} inputs, no failure")
