"""Renders the app icon (assets/cardtable.svg) into the hicolor PNG sizes
that menus, docks and software centres ask for, next to the scalable SVG:

    python packaging/linux/icons.py SHARE_DIR APP_ID

writes SHARE_DIR/icons/hicolor/{scalable,NxN}/apps/APP_ID.{svg,png}.
Qt draws it (offscreen), so no other tool is needed.
"""

import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

SOURCE = Path(__file__).resolve().parents[2] / "assets" / "cardtable.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main(share: Path, app_id: str) -> None:
    app = QGuiApplication([])  # noqa: F841 (needed by QPainter)
    hicolor = share / "icons" / "hicolor"
    (hicolor / "scalable" / "apps").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, hicolor / "scalable" / "apps" / f"{app_id}.svg")
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"{SOURCE}: not a valid SVG")
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        folder = hicolor / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        if not image.save(str(folder / f"{app_id}.png")):
            raise SystemExit(f"cannot write {folder / f'{app_id}.png'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2])
