"""The store: atomic writes, settings checked field by field, one save per
game in progress, finished matches counted once in SQLite with a record each,
the old stats.json imported once, a corrupt database set aside, an
unwritable home reported once and never fatal."""

import errno
import json
import sqlite3

import pytest

from cardtable.ai.registry import make_agent
from cardtable.catalog import catalog
from cardtable.simulate import play_match
from cardtable.engine.record import Record
from cardtable.engine.rng import agent_rng
from cardtable.engine.safe_load import CAPS
from cardtable.store import writer as writer_module
from cardtable.store.database import MIGRATIONS
from cardtable.store.files import write_atomic
from cardtable.store.games import GameStore, new_match_id
from cardtable.store.settings import DEFAULTS, VALID, Settings


def test_atomic_write_replaces_whole_file(tmp_path):
    path = tmp_path / "deep" / "f.json"
    write_atomic(path, "one")
    write_atomic(path, "two")
    assert path.read_text() == "two"
    assert [p.name for p in path.parent.iterdir()] == ["f.json"]  # no temporary left


def test_settings_persist_and_corrupt_file_is_moved_aside(home):
    settings = Settings()
    assert settings["animation"] == DEFAULTS["animation"]
    settings.set("animation", "slow")
    assert Settings()["animation"] == "slow"
    settings.path.write_text("{not json")
    again = Settings()
    assert again["animation"] == DEFAULTS["animation"]
    assert "moved aside" in again.problems[0]
    assert list(settings.path.parent.glob("settings.json.corrupt-*"))


def test_every_setting_has_its_check_and_every_default_passes_it():
    assert set(VALID) == set(DEFAULTS)
    assert all(VALID[k](v) for k, v in DEFAULTS.items())
    from cardtable.ui.animation import SPEEDS  # the store cannot import the UI: the lists agree
    assert all(VALID["animation"](speed) for speed in SPEEDS) and not VALID["animation"]("warp")


@pytest.mark.parametrize("text, kept", [
    ('{"last_ruleset": 12, "animation": "slow"}', {"animation": "slow"}),  # wrong type: that field only
    ('{"ai_pace_ms": true, "ai_level": "hard"}', {"ai_level": "hard"}),
    ('{"ai_pace_ms": ' + "9" * 5000 + "}", {}),                                # a huge number
    ('{"animation": ' + "[" * 100_000 + "]" * 100_000 + "}", {}),             # deep nesting
    ('[1, 2]', {}),
])
def test_settings_with_a_bad_field_start_with_defaults_and_are_moved_aside(home, text, kept):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(text)
    settings = Settings()
    assert settings.values == {**DEFAULTS, **kept}
    assert len(settings.problems) == 1 and "moved aside" in settings.problems[0]
    assert not path.exists() and list(path.parent.glob("settings.json.corrupt-*"))


def finished_record(ruleset_id="red-secret-3p", seed=3) -> Record:
    ruleset = catalog().get(ruleset_id)
    agents = [make_agent(ruleset.engine, "easy", s, agent_rng(seed, s), players=ruleset.players) for s in range(ruleset.players)]
    record = play_match(ruleset.make_game(), ruleset.id, seed, agents)
    record.seats[0] = {"name": "You", "kind": "human"}
    return record


def test_one_save_per_game_in_progress_kept_while_another_is_played(home):
    store = GameStore()
    patience, tarot = finished_record("rouge-et-noir-patience"), finished_record("tarot-3p")
    for record in (patience, tarot):
        record.result = None
    store.save("m1", patience)
    store.save("m2", tarot)
    store.save("m2", tarot)  # every action rewrites its own file, never another game's
    assert {(s.ruleset, s.match_id) for s in store.saved_games()} == \
        {("rouge-et-noir-patience", "m1"), ("tarot-3p", "m2")}
    assert store.saved("tarot-3p").record == tarot


def test_finished_matches_are_counted_once_with_one_record_each(home):
    store = GameStore()
    won, lost = finished_record(seed=3), finished_record(seed=4)
    won.result["winners"], lost.result["winners"] = [0], [1]
    first = store.finish("a", won)
    assert first is not None and Record.from_json(json.loads(first.read_text())) == won
    assert store.finish("a", won) is None  # the same match again (an undo, a second process)
    store.finish("b", lost)
    store.finish("c", won, assisted=True)
    f = store.figures()["red-secret-3p"]
    assert (f.played, f.won, f.assisted, f.abandoned) == (3, 1, 1, 0)
    assert sorted(p.name for p in store.records_dir.iterdir()) == \
        ["a-red-secret-3p.json", "b-red-secret-3p.json", "c-red-secret-3p.json"]
    assert [m.match_id for m in store.history()] == ["c", "b", "a"]  # newest first


def test_an_abandoned_match_counts_as_played_and_lost(home):
    store = GameStore()
    record = finished_record()
    record.result = None
    store.save("m", record)
    store.finish("m", record, abandoned=True)
    f = store.figures()["red-secret-3p"]
    assert (f.played, f.won, f.abandoned, f.current_streak) == (1, 0, 1, 0)
    assert store.saved_games() == []


def test_streaks_points_and_contracts(home):
    store = GameStore()
    outcomes = [[0], [0], [1], [0], [0], [0], [2]]
    for i, winners in enumerate(outcomes):
        record = finished_record("tarot-4p", seed=i)
        record.result["winners"] = winners
        store.finish(f"m{i}", record)
    f = store.figures()["tarot-4p"]
    assert (f.played, f.won, f.current_streak, f.best_streak) == (7, 5, 0, 3)
    rows = store.history()
    assert f.points_per_deal == pytest.approx(sum(r.my_points for r in rows) / sum(r.deals for r in rows))
    assert f.contracts_taken == sum(r.contracts_taken for r in rows) and f.contracts_made <= f.contracts_taken


def test_old_stats_json_is_imported_once_and_bad_entries_skipped(home):
    data = home / "data"
    data.mkdir(parents=True)
    (data / "stats.json").write_text(json.dumps({
        "red-secret-3p": {"played": 4, "won": 2, "assisted": 1},
        "tarot-4p": {"played": "3", "won": 1},      # mistyped: skipped, reported
        "tarot-5p": None,
    }))
    store = GameStore()
    assert store.figures()["red-secret-3p"].played == 4 and "tarot-4p" not in store.figures()
    assert sum("were not whole numbers" in p for p in store.problems) == 2
    assert not (data / "stats.json").exists() and (data / "stats.json.migrated").exists()
    (data / "stats.json").write_text(json.dumps({"red-secret-3p": {"played": 100, "won": 0}}))
    store.finish("x", finished_record())
    again = GameStore()  # migrations run once: a stats.json showing up later is not imported
    assert again.figures()["red-secret-3p"].played == 5
    version = sqlite3.connect(again.db_path).execute("PRAGMA user_version").fetchone()[0]
    assert version == len(MIGRATIONS)


def test_a_corrupt_database_is_set_aside_and_a_new_one_started(home):
    data = home / "data"
    data.mkdir(parents=True)
    (data / "cardtable.sqlite3").write_bytes(b"this is not a database" * 100)
    store = GameStore()
    assert any("moved aside" in p for p in store.problems)
    assert store.finish("m", finished_record()) is not None
    assert list(data.glob("cardtable.sqlite3.corrupt-*"))


def test_a_row_edited_into_nonsense_is_skipped(home):
    store = GameStore()
    store.finish("a", finished_record(seed=3))
    store.finish("b", finished_record(seed=4))
    store.db.db.execute("UPDATE matches SET outcome = 'cheated', scores = '[' WHERE match_id = 'a'")
    assert [m.match_id for m in store.history()] == ["b"] and store.figures()["red-secret-3p"].played == 1


def test_a_database_over_its_cap_is_set_aside_unread(home):
    data = home / "data"
    data.mkdir(parents=True)
    with open(data / "cardtable.sqlite3", "wb") as handle:
        handle.truncate(CAPS["database"] + 1)
    store = GameStore()
    assert any("larger than the 512 MB" in p for p in store.problems) and store.db is not None


def test_a_save_that_is_not_a_record_is_kept_aside_and_listed(home):
    store = GameStore()
    bad = store.saves_dir / f"tarot-4p.{new_match_id()}.json"
    bad.write_text(json.dumps({"format": "cardtable-record/1", "engine": "tarot"}))
    assert store.saved_games() == []
    kept = store.set_aside_saves()
    assert [k.path.name for k in kept] == [bad.name] and "missing field" in kept[0].reason
    again = bad.with_name(bad.name)
    again.write_text("{")  # a second bad file of the same name never overwrites the first
    store.saved_games()
    assert len(store.set_aside_saves()) == 2


def test_the_single_save_of_earlier_versions_becomes_a_save_of_its_own(home):
    data = home / "data"
    data.mkdir(parents=True)
    record = finished_record("tarot-4p")
    record.result = None
    (data / "current-game.json").write_text(record.dumps())
    store = GameStore()
    assert [s.record for s in store.saved_games()] == [record]
    assert not (data / "current-game.json").exists()


def test_a_home_that_cannot_be_written_is_said_once_and_nothing_fails(home):
    home.mkdir(parents=True)
    (home / "data").write_text("a file where the data folder should be")
    store = GameStore()
    assert len(store.problems) == 1 and "games cannot be saved" in store.problems[0]
    assert store.save("m", finished_record()) is False
    assert store.finish("m", finished_record()) is None
    assert store.saved_games() == [] and store.figures() == {} and store.history() == []
    assert len(store.take_problems()) == 1 and store.take_problems() == []


def test_a_full_disk_is_said_once_and_keeps_the_old_save(home, monkeypatch):
    store = GameStore()
    record = finished_record()
    record.result = None
    store.save("m", record)
    store.flush()

    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(writer_module, "write_atomic", full)
    store.take_problems()
    longer = Record.from_json(json.loads(record.dumps()))
    longer.deals = longer.deals[:1]
    store.save("m", longer)   # handed to the background writer, which fails
    store.flush()
    assert store.save("m", longer) is False and store.save("m", longer) is False
    assert store.take_problems() == [f"games cannot be saved: No space left on device ({store.root})"]
    assert store.saved("red-secret-3p").record == record  # the old save is intact


def test_a_database_found_locked_while_opening_is_tried_again_not_given_up(home, monkeypatch):
    """Two processes opening a new database at once: SQLite can answer
    "database is locked" at once, without its busy timeout, to the one that
    switches the journal to WAL. The store must wait it out and save, not
    stay unable to save for its whole life."""
    from cardtable.store import database

    connect = sqlite3.connect
    refusals = [2]   # the first two tries find the database locked

    class Busy:
        def __init__(self, *args, **kwargs):
            self.real = connect(*args, **kwargs)

        def execute(self, sql, *args):
            if sql.startswith("PRAGMA journal_mode") and refusals[0]:
                refusals[0] -= 1
                raise sqlite3.OperationalError("database is locked")
            return self.real.execute(sql, *args)

        def __getattr__(self, name):
            return getattr(self.real, name)

    monkeypatch.setattr(database.sqlite3, "connect", Busy)
    store = GameStore()
    assert refusals == [0] and store.unwritable is None and store.problems == []
    assert store.finish("a", finished_record(seed=3)) is not None
    assert store.figures()["red-secret-3p"].played == 1


def test_the_window_geometry_is_kept_in_its_own_file_and_a_bad_one_ignored(tmp_path):
    from cardtable.store import geometry

    assert geometry.read(tmp_path) is None                  # a first start: Qt's default size
    geometry.write(tmp_path / "new", b"\x01\xd9\xd0\xcb saved by Qt")
    assert geometry.read(tmp_path / "new") == b"\x01\xd9\xd0\xcb saved by Qt"
    (tmp_path / geometry.NAME).write_bytes(b"x" * (geometry.MAX_BYTES + 1))
    assert geometry.read(tmp_path) is None                  # too large to be Qt's: not read
