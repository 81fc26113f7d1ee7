"""Long pure-Python work in a child process, for a worker thread to wait on.

A search in pure Python holds the GIL. Run on a worker thread, it starves the
GUI thread, which needs the GIL for every call between Python and Qt: with the
patience solver running on a thread the table relaid itself out 2 times a
second instead of 45. In a child process it costs the table nothing; the
worker thread only waits, with the GIL released.

This module imports no Qt: the child imports it, and the "spawn" start method
gives the child a fresh interpreter (forking a process that runs Qt is not
safe). ``function`` and its arguments are pickled, so ``function`` must be a
module-level function of a Qt-free module.
"""

from __future__ import annotations

import multiprocessing
import threading
from typing import Any, Callable

POLL_SECONDS = 0.05   # how soon a stop request ends the child


def call_in_child(function: Callable[..., Any], args: tuple, stop: threading.Event) -> Any:
    """``function(*args)`` run in a child process; None when ``stop`` is set
    first (the child is then ended at once). An exception in the child is
    raised here."""
    context = multiprocessing.get_context("spawn")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_run, args=(send, function, args), daemon=True)
    child.start()
    send.close()
    try:
        while not receive.poll(POLL_SECONDS):   # an answer, or the end of a dead child's pipe
            if stop.is_set():
                return None
        try:
            failed, value = receive.recv()
        except EOFError:
            child.join()
            raise RuntimeError(f"the child process ended with code {child.exitcode}") from None
    finally:
        if child.is_alive():
            child.terminate()
        child.join()
        receive.close()
    if failed:
        raise value
    return value


def _run(send, function: Callable[..., Any], args: tuple) -> None:
    try:
        answer = (False, function(*args))
    except Exception as exc:  # raised again in the parent
        answer = (True, exc)
    try:
        send.send(answer)
    except OSError:   # BrokenPipeError: the parent is gone (killed): nobody to tell, nothing to print
        pass
