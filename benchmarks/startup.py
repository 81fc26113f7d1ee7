"""How soon cardtable's first window appears, against a bare PySide6
QMainWindow measured in the same run, and how much memory the app holds once
the game is on the table.

    .venv/bin/python benchmarks/startup.py [--runs N] [--app COMMAND ...]

Each program is started on an X server of its own (Xvfb, started here when
``xvfb`` is installed: ``apt-get install xvfb``) and the time is taken by an
observer outside it: from just before the program is launched to the X
server's MapNotify for its first top-level window, the moment a player would
see it. Nothing in the app is instrumented. Runs alternate bare and app so
load on the machine falls on both alike; medians are printed with their ratio.
Resident memory (VmRSS) is read once the game has loaded (``--settle``
seconds after the window appeared). The CPU time the program had used when
its window appeared (``/proc/<pid>/task/*/schedstat``, all its threads) is
printed too: on a shared machine it barely moves with the load, where the
time to the window can double.

Two starts are timed: ``cardtable`` alone, as the desktop launches it, on
a player whose last game was Rouge et Noir (it reopens it) in a window of
1200×800 (it opens at that size and place again), and
``cardtable play rouge-et-noir-patience``, which reads the rulesets before
its window to report an unknown name on the command line. ``--program`` is
the cardtable to time (default: this checkout's), e.g. a built bundle's
``dist/cardtable/cardtable``.
"""

from __future__ import annotations

import argparse
import base64
import ctypes
import json
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = ("import sys\n"
        "from PySide6.QtWidgets import QApplication, QMainWindow\n"
        "app = QApplication(sys.argv)\n"
        "window = QMainWindow()\n"
        "window.resize(1200, 800)\n"
        "window.show()\n"
        "app.exec()\n")
# Qt 6's saveGeometry() of a 1200×800 window at (40, 30): the window a player closed last time.
GEOMETRY = base64.b64decode("AdnQywADAAAAAAAoAAAAHgAABNcAAAM9AAAAKAAAAB4AAATXAAADPQAAAAAAAAAABQAAAAAoAAAAHgAABNcAAAM9")
MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19


class MapWatcher:
    """An X client that is told about every top-level window mapped."""

    def __init__(self, display: str):
        self.x = ctypes.CDLL("libX11.so.6")
        self.x.XOpenDisplay.restype = ctypes.c_void_p
        self.x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self.x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        self.x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        self.x.XPending.argtypes = [ctypes.c_void_p]
        self.x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        self.x.XFlush.argtypes = [ctypes.c_void_p]
        self.dpy = self.x.XOpenDisplay(display.encode())
        if not self.dpy:
            raise SystemExit(f"cannot open X display {display}")
        self.x.XSelectInput(self.dpy, self.x.XDefaultRootWindow(self.dpy), SUBSTRUCTURE_NOTIFY_MASK)
        self.x.XFlush(self.dpy)
        self.fd = self.x.XConnectionNumber(self.dpy)
        self.event = (ctypes.c_long * 24)()

    def drain(self) -> None:
        while self.x.XPending(self.dpy):
            self.x.XNextEvent(self.dpy, self.event)

    def wait_for_map(self, timeout: float) -> float | None:
        """perf_counter() at the next MapNotify, or None after ``timeout``."""
        end = time.perf_counter() + timeout
        while True:
            while self.x.XPending(self.dpy):
                self.x.XNextEvent(self.dpy, self.event)
                if self.event[0] & 0xFFFFFFFF == MAP_NOTIFY:
                    return time.perf_counter()
            left = end - time.perf_counter()
            if left <= 0:
                return None
            select.select([self.fd], [], [], left)


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """An X server on a free display that the server picks itself
    (``-displayfd``), so stale lock files of other servers never matter."""
    if not shutil.which("Xvfb"):
        raise SystemExit("Xvfb is needed: apt-get install xvfb")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24",
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as answer:
        number = answer.readline().strip()   # written once the server is ready
    if not number:
        stop_xvfb(server)
        raise SystemExit("Xvfb did not start")
    return server, f":{number}"


def stop_xvfb(server: subprocess.Popen) -> None:
    """Terminate (not kill) the server, so that it removes its lock file."""
    server.terminate()
    try:
        server.wait(5)
    except subprocess.TimeoutExpired:
        stop_xvfb(server)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_seconds(pid: int) -> float:
    """The CPU time all of the process's threads have had so far."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])   # nanoseconds on a CPU
        except (OSError, IndexError, ValueError):
            continue
    return total / 1e9


def one_run(watcher: MapWatcher, command: list[str], env: dict,
            settle: float) -> tuple[float, float, float]:
    """Seconds to the first window, CPU seconds used by then, and MB resident after ``settle``."""
    watcher.drain()
    start = time.perf_counter()
    # A session of its own, so that the children it starts (the solver, the
    # thinking process) go with it and do not load the machine for the next runs.
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        mapped = watcher.wait_for_map(30)
        if mapped is None:
            raise SystemExit(f"no window within 30 s: {' '.join(command)}\n"
                             f"{proc.stderr.read().decode() if proc.poll() is not None else ''}")
        cpu = cpu_seconds(proc.pid)
        time.sleep(settle)
        return mapped - start, cpu, rss_mb(proc.pid)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--settle", type=float, default=3.0,
                        help="seconds after the window appears before memory is read")
    parser.add_argument("--program", default=str(Path(sys.executable).with_name("cardtable")),
                        help="the cardtable to time (default: this checkout's)")
    args = parser.parse_args()
    commands = {
        "bare PySide6 QMainWindow": [sys.executable, "-c", BARE],
        "cardtable (reopens Rouge et Noir)": [args.program],
        "cardtable play rouge-et-noir-patience": [args.program, "play", "rouge-et-noir-patience"],
    }
    server, display = start_xvfb()
    try:
        with tempfile.TemporaryDirectory() as home:
            # A player's folders as platformdirs finds them (not CARDTABLE_HOME),
            # in a scratch folder: the start a player makes.
            settings = Path(home) / "config" / "cardtable" / "settings.json"
            settings.parent.mkdir(parents=True)
            geometry = Path(home) / "data" / "cardtable" / "window-geometry"
            geometry.parent.mkdir(parents=True)
            env = {**os.environ, "DISPLAY": display, "XDG_CONFIG_HOME": str(Path(home) / "config"),
                   "XDG_DATA_HOME": str(Path(home) / "data"), "QT_QPA_PLATFORM": "xcb"}
            env.pop("CARDTABLE_HOME", None)
            env.pop("WAYLAND_DISPLAY", None)
            # As installed (pip, the bundle), modules load from compiled bytecode:
            # the warm-up round writes it for a checkout too.
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            watcher = MapWatcher(display)
            times: dict[str, list[float]] = {name: [] for name in commands}
            cpu: dict[str, list[float]] = {name: [] for name in commands}
            memory: dict[str, list[float]] = {name: [] for name in commands}
            for run in range(args.runs + 1):  # the first round only warms the disk cache
                for name, command in commands.items():
                    settings.write_text(json.dumps({"last_ruleset": "rouge-et-noir-patience"}))
                    geometry.write_bytes(GEOMETRY)
                    seconds, cpu_used, mb = one_run(watcher, command, env, args.settle if run else 0.5)
                    if run:
                        times[name].append(seconds)
                        cpu[name].append(cpu_used)
                        memory[name].append(mb)
    finally:
        stop_xvfb(server)
    bare = statistics.median(times["bare PySide6 QMainWindow"])
    bare_cpu = statistics.median(cpu["bare PySide6 QMainWindow"])
    print(f"first window, median of {args.runs} runs on Xvfb (load {os.getloadavg()[0]:.1f}); CPU time "
          f"used by then; resident memory {args.settle:g} s after it, the game loaded:")
    for name in commands:
        ms, cpu_ms = statistics.median(times[name]), statistics.median(cpu[name])
        print(f"  {name:38} {ms * 1000:4.0f} ms  {ms / bare:4.2f} x bare   "
              f"CPU {cpu_ms * 1000:4.0f} ms  {cpu_ms / bare_cpu:4.2f} x bare   "
              f"{statistics.median(memory[name]):3.0f} MB")


if __name__ == "__main__":
    main()
