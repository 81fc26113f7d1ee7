"""Shared test set-up: Qt runs headless, and every test gets its own
CARDTABLE_HOME so no test reads or writes the real user folders."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
