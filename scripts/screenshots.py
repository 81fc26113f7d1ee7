"""Screenshots of every ruleset's table at the four window sizes the table is
checked at, in the middle of a first deal, into docs/screenshots/.

    .venv/bin/python scripts/screenshots.py [ruleset ...]
    .venv/bin/python scripts/screenshots.py --language fr|ja [ruleset ...]

With ``--language`` the table is shown in that language (Options → Language),
at the smallest size only (where longer words are likeliest to be cut), as
``docs/screenshots/<ruleset>-<language>-1000x700.png``; without a ruleset,
one of each game.

Offscreen (no display needed). 1000×700, 1280×800 and 1600×1000 are taken at a
device pixel ratio of 1; 2560×1440 is a HiDPI screen, a 1280×720 window at a
device pixel ratio of 2, taken in a child process (Qt reads the ratio at start).
Each picture is scaled to at most 1000 pixels wide and reduced to 256
colours, so the whole set stays a few megabytes.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SIZES = {"1000x700": (1000, 700, 1), "1280x800": (1280, 800, 1), "1600x1000": (1600, 1000, 1),
         "2560x1440": (1280, 720, 2)}
PERSON_TURNS = 6   # how far into the first deal each picture is taken
MAX_WIDTH = 1000   # pictures are scaled down to this width to keep the set small


def shoot(ruleset_ids: list[str], names: list[str], language: str = "en") -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, Qt
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from cardtable.catalog import catalog
    from cardtable.store.games import GameStore
    from cardtable.store.settings import Settings
    from cardtable.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])

    def settle(window, ms: int = 30) -> None:
        """Let the table finish moving and the computer players answer."""
        clock = QElapsedTimer()
        clock.start()
        while clock.elapsed() < 20_000:
            app.processEvents()
            view, c = window.game_view, window.controller
            if not view.scene.animator.busy and (view.overlay is not None or c.state.is_terminal()
                                                  or c.is_human_turn()):
                break
        end = QElapsedTimer()
        end.start()
        while end.elapsed() < ms:
            app.processEvents()

    OUT.mkdir(parents=True, exist_ok=True)
    cat = catalog()
    for ruleset_id in ruleset_ids:
        for name in names:
            width, height, ratio = SIZES[name]
            os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-shots-")  # a fresh start each
            settings = Settings()
            settings.values.update(animation="off", ai_pace_ms=0, ai_level="easy", language=language)
            window = MainWindow(cat, settings, GameStore())
            window.resize(width, height)
            window.show()
            window.open_startup(ruleset_id, 7)
            rng = random.Random(7)
            for _ in range(PERSON_TURNS if window.controller.players > 1 else 25):
                settle(window)
                c = window.controller
                if window.game_view.overlay is not None or c.state.is_terminal():
                    break
                legal = c.legal_actions()
                c.act(rng.choice(legal) if legal else rng.choice(c.card_choices()).sample(rng))
            settle(window, 120)
            image = window.grab().toImage()
            if image.width() > MAX_WIDTH:
                image = image.scaledToWidth(MAX_WIDTH, Qt.TransformationMode.SmoothTransformation)
            image = image.convertToFormat(QImage.Format.Format_Indexed8)
            path = OUT / (f"{ruleset_id}-{name}.png" if language == "en" else f"{ruleset_id}-{language}-{name}.png")
            image.save(str(path), "PNG", 0)
            print(path.relative_to(ROOT), f"{path.stat().st_size // 1024} KB")
            window.close()
            window.deleteLater()
            app.processEvents()


def main(argv: list[str]) -> None:
    from cardtable.catalog import catalog

    ids = argv or [r.id for r in catalog().rulesets]
    normal = [n for n, (_, _, ratio) in SIZES.items() if ratio == 1]   # the child shoots the others
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    child = subprocess.Popen([sys.executable, __file__, "--hidpi", *ids], env=env)
    shoot(ids, normal)
    if child.wait():
        sys.exit("the HiDPI screenshots failed")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--hidpi"]:
        shoot(sys.argv[2:], [n for n, (_, _, ratio) in SIZES.items() if ratio != 1])
    elif sys.argv[1:2] == ["--language"]:
        from cardtable.catalog import catalog

        games = {r.engine: r.id for r in reversed(catalog().rulesets)}   # the first variant of each game
        shoot(sys.argv[3:] or sorted(games.values()), ["1000x700"], sys.argv[2])
    else:
        main(sys.argv[1:])
