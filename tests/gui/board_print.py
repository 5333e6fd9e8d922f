"""The print of the drawn board as a player sees it (issue 50): every text the board's items draw (through
``scene.base.text``), with its pixel size after any shrinking to fit its place, and that size on screen (the
item font's pixel size times the view's scale). Used by tests/gui/test_board_room.py and
tests/benchmarks/board_sizes.py."""

from __future__ import annotations

import importlib

SCENE_MODULES = ("background", "buildings", "cards", "dice", "events", "ramparts", "supply")


def drawn_sizes(scene) -> list[tuple[str, str, int]]:
    """(item's class, text, pixel size in scene units) of every text the board's visible items draw."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from troyes_desktop.troyes_ui.scene import base

    original = base.text
    found: list[tuple[str, str, int]] = []
    current = [""]

    def recording(painter, rect, s, size, *args, **kwargs):
        bold = kwargs.get("bold", args[1] if len(args) > 1 else False)
        italic = kwargs.get("italic", args[3] if len(args) > 3 else False)
        wrap = kwargs.get("wrap", args[4] if len(args) > 4 else False)
        font, _shown = base.fitted_text(rect, s, size, bold, italic, wrap)
        if str(s).strip():
            found.append((current[0], str(s), font.pixelSize()))
        return original(painter, rect, s, size, *args, **kwargs)

    modules = [importlib.import_module(f"troyes_desktop.troyes_ui.scene.{n}") for n in SCENE_MODULES]
    for m in modules:
        m.text = recording
    try:
        for item in scene.items():
            if not isinstance(item, base.BoardItem) or not item.isVisible():
                continue
            rect = item.boundingRect()
            image = QImage(max(1, int(rect.width())), max(1, int(rect.height())), QImage.Format.Format_ARGB32)
            painter = QPainter(image)
            current[0] = type(item).__name__
            item.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.end()
    finally:
        for m in modules:
            m.text = original
    return found


def on_screen(view) -> dict[tuple[str, str], float]:
    """{(item's class, text): its smallest height on screen in px} for the board shown in ``view``."""
    scale = view.transform().m11()
    out: dict[tuple[str, str], float] = {}
    for item, s, px in drawn_sizes(view.scene()):
        out[(item, s)] = min(out.get((item, s), 1e9), px * scale)
    return out
