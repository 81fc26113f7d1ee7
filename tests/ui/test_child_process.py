"""The child process that runs a search: answers, failures, a stop, and a
parent that is gone (killed while the child still searched: the child must
end quietly, not print a traceback at the person's terminal)."""

from __future__ import annotations

import multiprocessing
import subprocess
import sys
import threading
import time

import pytest

from cardtable.ui.child_process import _run, call_in_child


def test_the_answer_and_a_failure_come_back_from_the_child():
    assert call_in_child(sorted, ([3, 1, 2],), threading.Event()) == [1, 2, 3]
    with pytest.raises(ValueError):
        call_in_child(int, ("not a number",), threading.Event())


def test_a_stop_ends_the_wait_with_no_answer():
    stop = threading.Event()
    stop.set()
    assert call_in_child(time.sleep, (30,), stop) is None   # the child is ended, not waited for


@pytest.mark.parametrize("argument", ["7", "not a number"])
def test_an_answer_for_a_parent_that_is_gone_is_dropped_quietly(argument):
    receive, send = multiprocessing.Pipe(duplex=False)
    receive.close()   # the parent's end: gone
    _run(send, int, (argument,))   # raised BrokenPipeError before


def test_the_child_prints_nothing_when_its_parent_is_gone():
    script = ("import multiprocessing\n"
              "from cardtable.ui.child_process import _run\n"
              "receive, send = multiprocessing.Pipe(duplex=False)\n"
              "receive.close()\n"
              "_run(send, int, ('x',))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == ""
