"""A layout inspector for the screen-size tests: every visible label, button and drop-down list shows its
whole text (measured with QFontMetrics), no two visible sibling widgets overlap, no scroll area hides what
must show whole (``fitsContent``) or cuts what it cannot scroll to, the status bar's message fits beside its
buttons; and ``board_problems`` reads every text drawn on the Troyes board."""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QSplitterHandle,
    QStackedWidget,
    QStyle,
    QStyleOptionComboBox,
    QToolButton,
    QWidget,
)

#: Room a push button needs around its text (style sheet padding 14 px each side, the border).
BUTTON_PADDING = 26
#: Room a check box or a radio button needs besides its text (the box and its gap).
CHECK_PADDING = 20


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _shown(widget: QWidget, root: QWidget) -> bool:
    """Visible on screen: shown, inside the root window, not a separate window."""
    return widget.isVisibleTo(root) and widget.width() > 0 and widget.height() > 0


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    if _elided(label, text):
        return f"label {text[:60]!r} is shortened"
    rect = label.contentsRect()
    margin = label.margin() * 2 + label.indent() if label.indent() > 0 else label.margin() * 2
    width = rect.width() - margin
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and "<" in text and ">" in text)
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        if label.wordWrap():
            doc.setTextWidth(max(1, width))
            need_w, need_h = width, doc.size().height()
        else:
            need_w, need_h = doc.idealWidth(), doc.size().height()
    else:
        fm = QFontMetrics(label.font())
        if label.wordWrap():
            need_h = label.heightForWidth(rect.width()) if label.heightForWidth(rect.width()) > 0 else 0
            need_w = width
        else:
            lines = text.split("\n")
            need_w = max(fm.horizontalAdvance(line) for line in lines)
            # One line: the ink of its letters must show (digits and capitals need less than a full line).
            ink = fm.tightBoundingRect(lines[0]).height()
            need_h = ink if len(lines) == 1 else fm.height() * len(lines)
    if need_w > width + 1 or need_h > rect.height() + 2:
        return (f"label {text[:60]!r} needs {int(need_w)}x{int(need_h)} but has "
                f"{width}x{rect.height()}")
    return None


def _elided(widget: QWidget, text: str) -> bool:
    """Text shortened with an ellipsis (the full text kept as the tooltip or the ``fullText`` property)."""
    full = str(widget.property("fullText") or widget.toolTip() or "")
    for mark in ("\u2026", "..."):
        stem = text[: -len(mark)]
        if text.endswith(mark) and full.startswith(stem) and len(full) > len(stem) + 1:
            return True
    return False


def _button_problem(button: QAbstractButton) -> str | None:
    text = _plain(button.text())
    if not text:
        return None
    if _elided(button, text):
        return f"button {text[:60]!r} is shortened (full text: {button.toolTip()[:60]!r})"
    fm = QFontMetrics(button.font())
    need = max(fm.horizontalAdvance(line) for line in text.split("\n"))
    if isinstance(button, (QCheckBox, QRadioButton)):
        need += CHECK_PADDING
    elif isinstance(button, QToolButton):
        need += 8 + (button.iconSize().width() + 4 if not button.icon().isNull() else 0)
    else:
        padding = BUTTON_PADDING
        own = re.search(r"padding:\s*(\d+)px(?:\s+(\d+)px)?", button.styleSheet() or "")
        if own:                  # the button's own style sheet sets its padding: its sides and its border
            padding = 2 * int(own.group(2) or own.group(1)) + 2
        need += padding + (button.iconSize().width() + 4 if not button.icon().isNull() else 0)
    lines = text.count("\n") + 1
    if need > button.width() + 1 or fm.height() * lines > button.height():
        return f"button {text[:60]!r} needs {need} px but has {button.width()}x{button.height()}"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    text = combo.currentText()
    if not text or combo.isEditable():
        return None
    fm = QFontMetrics(combo.font())
    opt = QStyleOptionComboBox()
    combo.initStyleOption(opt)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    room = field.width()
    if not combo.itemIcon(combo.currentIndex()).isNull():
        room -= combo.iconSize().width() + 4
    if getattr(combo, "wraps_text", False):        # draws its choice on several lines
        need_h = fm.boundingRect(0, 0, max(1, room), 10000, int(Qt.TextFlag.TextWordWrap), text).height()
        if need_h > field.height() + 1:
            return f"drop-down list {text[:60]!r} needs {need_h} px of height but has {field.height()}"
        return None
    need = fm.horizontalAdvance(text)
    if need > room + 1:
        return f"drop-down list {text[:60]!r} needs {need} px but has {room}"
    return None


def _is_overlay(widget: QWidget) -> bool:
    """Widgets meant to lie over others (the hot-seat curtain, scroll bars in their corner)."""
    return widget.objectName() in ("curtain", "roundToast") or type(widget).__name__ in ("Curtain",)


def _children(widget: QWidget, root: QWidget) -> list[QWidget]:
    return [c for c in widget.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if not c.isWindow() and _shown(c, root)]


def _scroll_problem(area: QAbstractScrollArea) -> str | None:
    """A scroll area that hides part of what it holds where it must not: one marked ``fitsContent`` (a
    final scoring's table, the Troyes Dice play panel) needs no scrolling; one whose scroll bar is off
    holds nothing wider (or taller) than itself (it would be cut, with no way to see it)."""
    from PySide6.QtWidgets import QScrollArea

    if area.property("fitsContent"):
        h, v = area.horizontalScrollBar(), area.verticalScrollBar()
        if h.maximum() > 0 or v.maximum() > 0:
            return (f"needs scrolling to show all it holds ({h.maximum()} px across, {v.maximum()} px down)")
    if isinstance(area, QScrollArea) and area.widget() is not None:
        inner, room = area.widget(), area.viewport()
        off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        if area.horizontalScrollBarPolicy() == off and inner.minimumSizeHint().width() > room.width() + 1:
            return f"holds {inner.minimumSizeHint().width()} px in {room.width()} px, with no scroll bar"
        if area.verticalScrollBarPolicy() == off and inner.minimumSizeHint().height() > room.height() + 1:
            return f"holds {inner.minimumSizeHint().height()} px in {room.height()} px, with no scroll bar"
    return None


def _status_problem(window) -> str | None:
    """A status bar message wider than the room left of the status bar's own buttons."""
    from troyes_desktop.shared_ui.widgets import message_room

    bar = window.statusBar() if hasattr(window, "statusBar") else None
    if bar is None or not bar.isVisible() or not bar.currentMessage():
        return None
    need = bar.fontMetrics().horizontalAdvance(bar.currentMessage())
    if need > message_room(bar):
        return f"status message {bar.currentMessage()[:60]!r} needs {need} px but has {message_room(bar)}"
    return None


def problems(root: QWidget) -> list[str]:
    """Everything cut or overlapping in ``root`` and its visible descendants."""
    found: list[str] = []
    status = _status_problem(root)
    if status:
        found.append(status)

    def where(w: QWidget) -> str:
        names = []
        while w is not None and w is not root:
            names.append(w.objectName() or type(w).__name__)
            w = w.parentWidget()
        return "/".join(reversed(names[:4]))

    def visit(widget: QWidget) -> None:
        if isinstance(widget, QLabel):
            p = _label_problem(widget)
            if p:
                found.append(f"{where(widget)}: {p}")
        elif isinstance(widget, (QPushButton, QCheckBox, QRadioButton, QToolButton)):
            p = _button_problem(widget)
            if p:
                found.append(f"{where(widget)}: {p}")
        elif isinstance(widget, QComboBox):
            p = _combo_problem(widget)
            if p:
                found.append(f"{where(widget)}: {p}")
        elif isinstance(widget, QAbstractScrollArea):
            p = _scroll_problem(widget)
            if p:
                found.append(f"{where(widget)}: {p}")
        kids = _children(widget, root)
        if not isinstance(widget, (QStackedWidget, QAbstractScrollArea)):
            boxes = [(c, QRect(c.geometry())) for c in kids
                     if not _is_overlay(c) and not isinstance(c, QSplitterHandle)]
            for i, (a, ra) in enumerate(boxes):
                for b, rb in boxes[i + 1:]:
                    inter = ra.intersected(rb)
                    if inter.width() > 1 and inter.height() > 1:
                        found.append(f"{where(a)} overlaps {where(b)} ({inter.width()}x{inter.height()} px)")
        for child in kids:
            visit(child)

    visit(root)
    return found


# ------------------------------------------------------------------------------------- the drawn board
SCENE_MODULES = ("background", "buildings", "cards", "dice", "events", "ramparts", "supply")


def board_problems(scene, monkeypatch) -> list[str]:
    """Every text the board draws (through ``scene.base.text``), item by item: none shortened with an
    ellipsis, none running out of its place (a word wider than its strip), none over another text of the
    same item. Each item is painted once into an image while its texts are recorded."""
    import importlib

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from troyes_desktop.troyes_ui.scene import base

    drawn: list[tuple[str, str, QRectF, QRectF]] = []
    original = base.text

    def recording(painter, rect, s, size, colour=None, bold=False, align=None, italic=False, wrap=False):
        align = align if align is not None else Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        font, shown = base.fitted_text(rect, s, size, bold, italic, wrap)
        flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
        box = QFontMetricsF(font).boundingRect(QRectF(rect), flags, shown)
        to_item = painter.worldTransform()           # (a name drawn upright along a strip is rotated)
        drawn.append((str(s), shown, to_item.mapRect(QRectF(rect)), to_item.mapRect(box)))
        if colour is None:
            return original(painter, rect, s, size, bold=bold, align=align, italic=italic, wrap=wrap)
        return original(painter, rect, s, size, colour, bold, align, italic, wrap)

    for name in SCENE_MODULES:
        module = importlib.import_module(f"troyes_desktop.troyes_ui.scene.{name}")
        if getattr(module, "text", None) is original:
            monkeypatch.setattr(module, "text", recording)
    found: list[str] = []
    try:
        for item in scene.items():
            if not isinstance(item, base.BoardItem) or not item.isVisible():
                continue
            rect = item.boundingRect()
            image = QImage(max(1, int(rect.width())), max(1, int(rect.height())), QImage.Format.Format_ARGB32)
            painter = QPainter(image)
            drawn.clear()
            item.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.end()
            name = type(item).__name__ + (f"[{item.index}]" if hasattr(item, "index") else "")
            texts = [(s, shown, place, box) for s, shown, place, box in drawn if shown.strip()]
            for s, shown, place, box in texts:
                if shown != s:
                    found.append(f"{name}: {s!r} is drawn shortened as {shown!r}")
                elif box.width() > place.width() + 1.5 or box.height() > place.height() + 3 \
                        or not QRectF(item.boundingRect()).adjusted(-1, -1, 1, 1).contains(box):
                    found.append(f"{name}: {s!r} needs {box.width():.0f}x{box.height():.0f} but has "
                                 f"{place.width():.0f}x{place.height():.0f}")
            for i, (a, _sa, _pa, box_a) in enumerate(texts):
                for b, _sb, _pb, box_b in texts[i + 1:]:
                    inter = box_a.intersected(box_b)
                    if inter.width() > 2 and inter.height() > 2:
                        found.append(f"{name}: {a!r} is drawn over {b!r}")
    finally:
        monkeypatch.undo()
    return found
