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
seconds after the window appeared).

``--app`` is the command to time (default: this checkout's
``cardtable play rouge-et-noir-patience``); give a built bundle's program to
time that instead, e.g. ``--app dist/cardtable/cardtable play
rouge-et-noir-patience``.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import select
import shutil
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
    if not shutil.which("Xvfb"):
        raise SystemExit("Xvfb is needed: apt-get install xvfb")
    for number in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            break
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            return server, f":{number}"
        time.sleep(0.05)
    server.kill()
    raise SystemExit("Xvfb did not start")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def one_run(watcher: MapWatcher, command: list[str], env: dict, settle: float) -> tuple[float, float]:
    watcher.drain()
    start = time.perf_counter()
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        mapped = watcher.wait_for_map(30)
        if mapped is None:
            raise SystemExit(f"no window within 30 s: {' '.join(command)}\n"
                             f"{proc.stderr.read().decode() if proc.poll() is not None else ''}")
        time.sleep(settle)
        return mapped - start, rss_mb(proc.pid)
    finally:
        proc.kill()
        proc.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--settle", type=float, default=2.0,
                        help="seconds after the window appears before memory is read")
    parser.add_argument("--app", nargs=argparse.REMAINDER,
                        help="the command to time (default: this checkout's cardtable)")
    args = parser.parse_args()
    app = args.app or [str(Path(sys.executable).with_name("cardtable")), "play",
                       "rouge-et-noir-patience"]
    server, display = start_xvfb()
    try:
        with tempfile.TemporaryDirectory() as home:
            env = {**os.environ, "DISPLAY": display, "CARDTABLE_HOME": home,
                   "QT_QPA_PLATFORM": "xcb"}
            env.pop("WAYLAND_DISPLAY", None)
            watcher = MapWatcher(display)
            one_run(watcher, app, env, 0.5)  # warm the disk cache for both
            one_run(watcher, [sys.executable, "-c", BARE], env, 0.5)
            times: dict[str, list[float]] = {"bare": [], "app": []}
            memory: dict[str, list[float]] = {"bare": [], "app": []}
            for _ in range(args.runs):
                for name, command in (("bare", [sys.executable, "-c", BARE]), ("app", app)):
                    seconds, mb = one_run(watcher, command, env, args.settle)
                    times[name].append(seconds)
                    memory[name].append(mb)
    finally:
        server.kill()
        server.wait()
    bare, ours = statistics.median(times["bare"]), statistics.median(times["app"])
    print(f"first window, median of {args.runs} runs on Xvfb:")
    print(f"  bare PySide6 QMainWindow: {bare * 1000:4.0f} ms, "
          f"{statistics.median(memory['bare']):3.0f} MB resident")
    print(f"  {Path(app[0]).name} {' '.join(app[1:])}: {ours * 1000:4.0f} ms, "
          f"{statistics.median(memory['app']):3.0f} MB resident {args.settle:g} s later (game loaded)")
    print(f"  ratio app / bare: {ours / bare:.2f}")


if __name__ == "__main__":
    main()
