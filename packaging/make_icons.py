"""Render the application icon (packaging/icons/troyes-desktop.svg) to PNG sizes, .ico and .icns.

    .venv/bin/python packaging/make_icons.py

Uses Qt's SVG renderer (part of PySide6-Essentials); the .ico and .icns containers are written
here directly (both simply hold PNG images), so no other tool is needed. The outputs are committed.
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

HERE = Path(__file__).resolve().parent / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def render(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    return bytes(data)


def write_ico(pngs: dict[int, bytes], path: Path) -> None:
    sizes = [s for s in (16, 24, 32, 48, 64, 128, 256) if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries = b""
    blobs = b""
    for s in sizes:
        blob = pngs[s]
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    path.write_bytes(header + entries + blobs)


def write_icns(pngs: dict[int, bytes], path: Path) -> None:
    body = b""
    for s, kind in ICNS_TYPES.items():
        blob = pngs[s]
        body += kind + struct.pack(">I", len(blob) + 8) + blob
    path.write_bytes(b"icns" + struct.pack(">I", len(body) + 8) + body)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)  # noqa: F841 - needed for QImage/QPainter
    renderer = QSvgRenderer(str(HERE / "troyes-desktop.svg"))
    if not renderer.isValid():
        print("cannot read the SVG icon", file=sys.stderr)
        return 1
    pngs = {s: render(renderer, s) for s in SIZES}
    for s, blob in pngs.items():
        (HERE / f"troyes-desktop-{s}.png").write_bytes(blob)
    write_ico(pngs, HERE / "troyes-desktop.ico")
    write_icns(pngs, HERE / "troyes-desktop.icns")
    print(f"wrote {len(pngs)} PNG sizes, .ico and .icns to {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
