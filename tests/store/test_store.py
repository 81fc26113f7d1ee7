"""Files under the user's folders: atomic writes, corrupt files moved aside
and reported, the game in progress saved and resumable."""

import json

from cardtable.engine.record import Record
from cardtable.store.files import write_atomic
from cardtable.store.games import GameStore
from cardtable.store.settings import DEFAULTS, Settings


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


def record(result=None) -> Record:
    return Record("red_secret", "red-secret-3p", {"players": 3, "games": 2}, 7,
                  [{"name": "You", "kind": "human"}], [], result)


def test_current_game_save_and_corrupt_save(home):
    store = GameStore()
    assert store.load_current([]) is None
    store.save_current(record())
    assert store.load_current([]) == record()
    store.current_path.write_text(json.dumps({"format": "something-else"}))
    problems: list[str] = []
    assert store.load_current(problems) is None
    assert "moved aside" in problems[0] and not store.current_path.exists()
    assert list(store.root.glob("current-game.json.corrupt-*"))


def test_archive_counts_statistics(home):
    store = GameStore()
    store.archive(record({"scores": [3, 1, 0], "winners": [0]}))
    store.archive(record({"scores": [0, 1, 3], "winners": [2]}))
    assert store.stats([]) == {"red-secret-3p": {"played": 2, "won": 1}}
    assert len(list(store.records_dir.glob("*.json"))) == 2
    store.archive(record({"scores": [3, 1, 0], "winners": [0]}), assisted=True)  # won with help
    assert store.stats([]) == {"red-secret-3p": {"played": 3, "won": 1, "assisted": 1}}
