"""Several processes on one home, and a process killed while it writes.

Two processes finishing 150 matches each used to lose a third of the
statistics updates (stats.json rewritten by each) and overwrite each other's
records (named by ruleset, seed and second)."""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from cardtable.engine.match import replay
from cardtable.engine.record import read_records
from cardtable.store.games import GameStore

WORKER = Path(__file__).with_name("store_worker.py")
ROOT = Path(__file__).resolve().parents[2]


def worker(home: Path, *args: str) -> subprocess.Popen:
    env = {**os.environ, "CARDTABLE_HOME": str(home), "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, str(WORKER), *args], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_two_processes_finishing_150_matches_each_count_300_with_300_records(home):
    both = [worker(home, "finish", "150", str(seed)) for seed in (1, 1)]  # the same seeds: same names before
    for process in both:
        _, err = process.communicate(timeout=600)
        assert process.returncode == 0, err
    store = GameStore()
    assert store.figures()["le-rouge-et-le-noir-short"].played == 300
    records = list(store.records_dir.glob("*.json"))
    assert len(records) == 300 and len({m.record_path for m in store.history()}) == 300
    assert {str(p) for p in records} == {m.record_path for m in store.history()}
    assert store.saved_games() == []


def test_a_process_killed_while_writing_leaves_a_store_that_reads(home):
    """SIGKILL at random moments of saving and counting: every save still
    reads and resumes, the database is intact, every counted match has its
    record; nothing is counted twice."""
    for round_ in range(6):
        process = worker(home, "churn", str(1000 * round_))
        process.stdout.readline()  # at least one match finished
        time.sleep(0.05 * round_)
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
    db = sqlite3.connect(home / "data" / "cardtable.sqlite3")
    assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    counted = [Path(p) for (p,) in db.execute("SELECT record_path FROM matches")]
    assert len(counted) == len(set(counted)) >= 6
    for path in counted:
        (record,) = read_records(path)
        assert replay(record).is_terminal()
    store = GameStore()
    assert store.take_problems() == []  # no save had to be set aside: none was torn
    for saved in store.saved_games():
        assert not replay(saved.record).is_terminal()
    temporaries = [p for p in (home / "data").rglob("*.tmp")]
    assert len(temporaries) <= 6  # at most one half-written temporary per kill, never read
    assert all(json.loads(p.read_text()) for p in store.saves_dir.glob("*.json"))
