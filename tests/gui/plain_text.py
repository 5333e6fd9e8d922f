"""What a window really shows of the texts that come from players and files: a name must be shown as it was
typed, never read as Qt rich text (a label's default, Qt.AutoText, and every tooltip take a text that looks
like HTML for HTML: ``<img src=/dev/zero>`` then reads that file for ever), never with its ``&`` taken for a
keyboard mnemonic (buttons, group boxes, tabs, menus) or its ``[*]`` for the window's "modified" mark.

:func:`look` walks real widgets (and the items of their graphics scenes) and returns what each one shows
with the problems it finds; it never lays out a text that would load a file itself."""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QTextEdit,
    QWidget,
)

#: The hostile names of issue 42: a file read for ever, markup, an entity, a link, a network path.
HOSTILE = ("<img src=/dev/zero>", "<b>x</b>", "&amp;", "<a href=x>y</a>", "<img src=//host/share>")
#: And one for the window title's "modified" mark.
TITLE_MARK = "A[*]&B"


def might_be_rich(text: str) -> bool:
    """What Qt.AutoText decides (a label's default, and every tooltip)."""
    return bool(text) and GuiQt.mightBeRichText(text)


def _rich(fmt, text: str) -> bool:
    return fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and might_be_rich(text))


def _render(text: str) -> str:
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText().replace("\u2029", "\n").replace("\u2028", "\n").replace("\u00a0", " ")


def _unescaped(text: str, names) -> str:
    """``text`` without the escaped forms of ``names`` (what is left holds a name only if it is raw)."""
    for n in names:
        text = text.replace(html.escape(n, quote=False), "\0").replace(html.escape(n), "\0")
    return text


def _mnemonic(text: str) -> str:
    """A button's text as drawn: "&&" is one "&", a single "&" marks the next letter and is not drawn."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "&":
            if text[i + 1:i + 2] == "&":
                out.append("&")
                i += 2
                continue
            i += 1
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


@dataclass
class Seen:
    """What the widgets show (``texts``: (where, shown text)) and what is wrong (``problems``)."""

    names: tuple[str, ...]
    texts: list[tuple[str, str]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def shows(self, name: str, where: str = "") -> bool:
        return any(name in text for w, text in self.texts if where in w)

    def add_rich(self, where: str, text: str, rich: bool) -> None:
        """A text Qt may read as HTML (``rich``): a raw name in it is a problem (and is never laid out)."""
        if not text:
            return
        if rich:
            left = _unescaped(text, self.names)
            raw = [n for n in self.names if html.escape(n, quote=False) != n and n in left]
            if raw:
                self.problems.append(f"{where}: {raw[0]!r} is read as rich text in {text!r}")
                return
            text = _render(text)
        self.add_plain(where, text)

    def add_plain(self, where: str, text: str) -> None:
        if not text:
            return
        for n in self.names:
            escaped = html.escape(n, quote=False)
            if escaped != n and escaped in text and n not in text:
                self.problems.append(f"{where}: {n!r} is shown escaped ({escaped!r}) in {text!r}")
        self.texts.append((where, text))

    def add_mnemonic(self, where: str, text: str) -> None:
        if not text:
            return
        for n in self.names:
            if "&" in n and n in text and n.replace("&", "&&") not in text:
                self.problems.append(f"{where}: the '&' of {n!r} is taken for a shortcut in {text!r}")
        self.add_plain(where, _mnemonic(text))

    def add_title(self, where: str, text: str) -> None:
        for n in self.names:
            if "[*]" in n and n in text and n.replace("[*]", "[*][*]") not in text:
                self.problems.append(f"{where}: the '[*]' of {n!r} is taken for the modified mark: {text!r}")
        self.add_plain(where, text.replace("[*][*]", "\0").replace("[*]", "").replace("\0", "[*]"))


def _where(widget: QWidget) -> str:
    name = widget.objectName()
    return f"{type(widget).__name__}{'#' + name if name else ''}"


def _model_texts(seen: Seen, view: QAbstractItemView) -> None:
    model = view.model()
    if model is None:
        return
    where = _where(view)
    root = QModelIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:                            # a list's model (a private method there): one column
        columns = 1
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        count = columns if orientation == Qt.Orientation.Horizontal else model.rowCount(root)
        for section in range(count):
            text = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
            seen.add_plain(f"{where} header", str(text or ""))
            tip = model.headerData(section, orientation, Qt.ItemDataRole.ToolTipRole)
            seen.add_rich(f"{where} header tooltip", str(tip or ""), might_be_rich(str(tip or "")))
    for row in range(min(model.rowCount(root), 200)):
        for col in range(columns):
            index = model.index(row, col)
            seen.add_plain(f"{where} cell", str(model.data(index, Qt.ItemDataRole.DisplayRole) or ""))
            tip = str(model.data(index, Qt.ItemDataRole.ToolTipRole) or "")
            seen.add_rich(f"{where} cell tooltip", tip, might_be_rich(tip))


def _scene_texts(seen: Seen, view: QGraphicsView) -> None:
    scene = view.scene()
    if scene is None:
        return
    for item in scene.items():
        tip = item.toolTip()
        seen.add_rich(f"{type(item).__name__} tooltip", tip, might_be_rich(tip))
        if isinstance(item, QGraphicsTextItem):
            seen.add_plain(f"{type(item).__name__}", item.toPlainText())


def look(roots, names=HOSTILE + (TITLE_MARK,)) -> Seen:
    """Everything ``roots`` (widgets, with their children) show, and the problems with ``names``."""
    seen = Seen(tuple(names))
    widgets: list[QWidget] = []
    for root in roots:
        if root is None:
            continue
        widgets.append(root)
        widgets.extend(root.findChildren(QWidget))
    for w in widgets:
        where = _where(w)
        if w.isWindow():
            seen.add_title(f"{where} title", w.windowTitle())
        tip = w.toolTip()
        seen.add_rich(f"{where} tooltip", tip, might_be_rich(tip))
        for action in w.actions():
            seen.add_mnemonic(f"{where} action", action.text())
            seen.add_rich(f"{where} action tooltip", action.toolTip(), might_be_rich(action.toolTip()))
        if isinstance(w, QLabel):
            seen.add_rich(where, w.text(), _rich(w.textFormat(), w.text()))
        elif isinstance(w, QAbstractButton):
            seen.add_mnemonic(where, w.text())
        elif isinstance(w, QGroupBox):
            seen.add_mnemonic(where, w.title())
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                seen.add_mnemonic(f"{where} tab", w.tabText(i))
                seen.add_rich(f"{where} tab tooltip", w.tabToolTip(i), might_be_rich(w.tabToolTip(i)))
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                seen.add_plain(f"{where} item", w.itemText(i))
                tip = str(w.itemData(i, Qt.ItemDataRole.ToolTipRole) or "")
                seen.add_rich(f"{where} item tooltip", tip, might_be_rich(tip))
        elif isinstance(w, QLineEdit):
            seen.add_plain(where, w.text())
        elif isinstance(w, QTextEdit):
            seen.add_plain(where, w.toPlainText())
        elif isinstance(w, QMenu):
            seen.add_mnemonic(f"{where} menu title", w.title())
        if isinstance(w, QAbstractItemView) and not isinstance(w, QComboBox):
            _model_texts(seen, w)
        if isinstance(w, QGraphicsView):
            _scene_texts(seen, w)
    return seen


def assert_plain(roots, names=HOSTILE + (TITLE_MARK,), must_show=()) -> Seen:
    """No problem anywhere in ``roots``, and each of ``must_show`` (names) shown as typed somewhere."""
    seen = look(roots, names)
    assert not seen.problems, "\n".join(seen.problems)
    missing = [n for n in must_show if not seen.shows(n)]
    assert not missing, f"not shown as typed: {missing}"
    return seen
