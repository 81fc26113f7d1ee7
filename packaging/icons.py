"""Draws the app icon (assets/cardtable.svg) in the formats each platform's
build needs, with Qt (offscreen), so no other tool is needed:

    python packaging/icons.py hicolor SHARE_DIR APP_ID   # Linux: SVG + PNGs 16..512 under SHARE_DIR/icons/hicolor
    python packaging/icons.py ico FILE.ico               # Windows: one .ico, 16..256 (PNG-compressed entries)
    python packaging/icons.py icns FILE.icns             # macOS: an .iconset turned into .icns by iconutil
"""

import os
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

SOURCE = Path(__file__).resolve().parents[1] / "assets" / "cardtable.svg"


def draw(size: int) -> QImage:
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"{SOURCE}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(size: int) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    draw(size).save(buffer, "PNG")
    return bytes(data)


def hicolor(share: Path, app_id: str) -> None:
    apps = share / "icons" / "hicolor"
    (apps / "scalable" / "apps").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, apps / "scalable" / "apps" / f"{app_id}.svg")
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        folder = apps / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{app_id}.png").write_bytes(png_bytes(size))


def ico(path: Path) -> None:
    """An ICO file: a header, one directory entry per size, then the PNGs."""
    images = [(size, png_bytes(size)) for size in (16, 24, 32, 48, 64, 128, 256)]
    offset = 6 + 16 * len(images)
    out = bytearray(struct.pack("<HHH", 0, 1, len(images)))
    for size, png in images:
        side = size % 256  # 0 means 256
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    for _, png in images:
        out += png
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(out))


def icns(path: Path) -> None:
    """macOS's iconutil turns an .iconset folder (named PNGs) into .icns."""
    with tempfile.TemporaryDirectory() as folder:
        iconset = Path(folder) / "cardtable.iconset"
        iconset.mkdir()
        for size in (16, 32, 128, 256, 512):
            (iconset / f"icon_{size}x{size}.png").write_bytes(png_bytes(size))
            (iconset / f"icon_{size}x{size}@2x.png").write_bytes(png_bytes(2 * size))
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["iconutil", "-c", "icns", str(iconset), "-o", str(path)], check=True)


if __name__ == "__main__":
    app = QGuiApplication([])  # noqa: F841 (QPainter needs it)
    kind, *args = sys.argv[1:]
    {"hicolor": lambda: hicolor(Path(args[0]), args[1]), "ico": lambda: ico(Path(args[0])),
     "icns": lambda: icns(Path(args[0]))}[kind]()
