"""Saves go to disk on a background thread (``store/writer.py``): the caller
never waits for the disk, the newest text of a file wins, and a save never
lands after its match was finished."""

import threading
import time

from cardtable.store import writer as writer_module
from cardtable.store.games import GameStore
from cardtable.store.writer import Writer
from tests.store.test_store import finished_record


def test_a_save_returns_while_the_disk_is_still_writing(home, monkeypatch):
    store = GameStore()
    record = finished_record()
    record.result = None
    release, real = threading.Event(), writer_module.write_atomic

    def slow_disk(path, text):
        assert release.wait(10), "the caller waited for the disk"
        real(path, text)

    monkeypatch.setattr(writer_module, "write_atomic", slow_disk)
    assert store.save("m", record)           # returns with the write still blocked
    assert not store.saves_dir.joinpath("red-secret-3p.m.json").exists()
    release.set()
    assert [s.record for s in store.saved_games()] == [record]   # reading waits for it


def test_the_newest_text_of_a_file_wins_and_each_file_is_written(tmp_path, monkeypatch):
    errors, written = [], []
    gate, real = threading.Event(), writer_module.write_atomic

    def counting(path, text):
        gate.wait(10)
        written.append((path.name, text))
        real(path, text)

    monkeypatch.setattr(writer_module, "write_atomic", counting)
    writer = Writer(errors.append)
    for n in range(50):
        writer.put(tmp_path / "a.json", f"a{n}")
        writer.put(tmp_path / "b.json", f"b{n}")
    gate.set()
    writer.flush()
    assert (tmp_path / "a.json").read_text() == "a49" and (tmp_path / "b.json").read_text() == "b49"
    assert len(written) < 100 and errors == []   # texts put over waiting ones were never written


def test_a_finished_match_leaves_no_save_behind_even_on_a_slow_disk(home, monkeypatch):
    real = writer_module.write_atomic

    def slow_disk(path, text):
        time.sleep(0.05)
        real(path, text)

    monkeypatch.setattr(writer_module, "write_atomic", slow_disk)
    store = GameStore()
    record = finished_record()
    unfinished = finished_record()
    unfinished.result = None
    for match in ("a", "b", "c"):
        store.save(match, unfinished)
        assert store.finish(match, record) is not None
    time.sleep(0.2)
    assert list(store.saves_dir.glob("*.json")) == [] and store.saved_games() == []
    assert store.figures()["red-secret-3p"].played == 3
