"""Keyboard focus that follows the screen (issue 52): Tab goes through a page's controls in the order the eye
reads them, whatever order they were made in.

:func:`screen_order` walks a page's widgets as they are laid out: at each level the children in reading
order (one above the other: the upper first; side by side: the left one first), each container's controls
before the next container's. So the Troyes page's order is its top banner, the player panels (the left
column), the board, the prompt under it, then the chronicle (the right column); Troyes Dice's is its banner's
buttons, the wheel and its panel, the sheets, then the chronicle. Plain frames only hold other controls: they
take no focus (a Tab stop that showed nothing, issue 52); a plain scroll area is a Tab stop only while it
has something to scroll (the arrow keys then scroll it), with a frame. :class:`ScreenTabOrder` is the page's
side: a page that inherits it moves the focus in that order on Tab and Shift+Tab.

Where the focus is, a frame shows it: the style sheet's ``:focus`` rules (``theme.FOCUS``) for the widgets,
the board view's own frame (``troyes_ui/scene/board_view.py``).
"""

from __future__ import annotations

from functools import cmp_to_key

from PySide6.QtCore import QEvent, QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFrame,
    QGraphicsView,
    QLineEdit,
    QScrollArea,
    QTextEdit,
    QWidget,
)

#: Widgets whose children are their own parts (a combo box's line edit, a view's viewport): the focus goes
#: to the widget, never into it.
_WHOLE = (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QGraphicsView, QLineEdit,
          QTextEdit)
#: Pixels two rectangles may overlap and still be "one above the other" / "side by side".
_SLACK = 6


def _rect_in(root: QWidget, w: QWidget) -> QRect:
    return QRect(w.mapTo(root, QPoint(0, 0)), w.size())


def _reading(a: QRect, b: QRect) -> int:
    """-1 when ``a`` comes before ``b`` in reading order, 1 after, 0 the same place: one above the other (they
    share at most a few pixels of height), the upper first; side by side, the left one first."""
    overlap = min(a.bottom(), b.bottom()) - max(a.top(), b.top())
    if overlap <= _SLACK or a.left() == b.left():
        key_a, key_b = (a.top(), a.left()), (b.top(), b.left())
    else:
        key_a, key_b = (a.left(), a.top()), (b.left(), b.top())
    return (key_a > key_b) - (key_a < key_b)


def _scrolls(area: QScrollArea) -> bool:
    return area.verticalScrollBar().maximum() > 0 or area.horizontalScrollBar().maximum() > 0


def takes_tab(w: QWidget) -> bool:
    """``w`` is a Tab stop now: shown, enabled, taking focus by Tab, not a part handing its focus on; a plain
    scroll area only while it has something to scroll (the arrow keys then scroll it)."""
    from PySide6.QtCore import Qt  # (here: the start screen paints before Qt's namespace is built)
    if not (w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
            and w.focusProxy() is None):
        return False
    if type(w) is QScrollArea:           # (Tab on its own controls scrolls to them)
        return _scrolls(w) and not any(c.focusPolicy() & Qt.FocusPolicy.TabFocus and c.isVisible()
                                       for c in w.widget().findChildren(QWidget)) if w.widget() else False
    return True


def quiet_containers(root: QWidget) -> None:
    """The plain frames under ``root`` take no focus (they only hold other controls: a focus there would
    show nothing); the scroll areas take it by Tab only, not by a click, with a frame that shows it."""
    from PySide6.QtCore import Qt  # (here: the start screen paints before Qt's namespace is built)
    for w in root.findChildren(QWidget):
        kind = type(w)
        if w.focusProxy() is not None:     # (a view's viewport: its policy would go to the view)
            continue
        if kind in (QFrame, QWidget) and w.focusPolicy() != Qt.FocusPolicy.NoFocus:
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        elif isinstance(w, QScrollArea) and kind is not QScrollArea:
            # A scroll area of its own kind fits its content (the Troyes Dice play panel) or answers clicks
            # (the sheets in small): no Tab stop.
            if w.focusPolicy() != Qt.FocusPolicy.NoFocus:
                w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        elif kind is QScrollArea and not w.property("tabStop"):
            # Its frame: a transparent border, blue while it has the focus (the border is there from the
            # start: a border that came with the focus would lie under the scrolled view).
            w.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            w.setProperty("tabStop", True)
            w.style().unpolish(w)
            w.style().polish(w)
            QApplication.sendEvent(w, QEvent(QEvent.Type.StyleChange))     # (the frame's new width)


def screen_order(root: QWidget) -> list[QWidget]:
    """The Tab stops under ``root`` in the order they are seen on the screen (see the module's words)."""
    out: list[QWidget] = []

    def visit(parent: QWidget) -> None:
        kids = [c for c in parent.children() if isinstance(c, QWidget) and not c.isWindow() and c.isVisible()]
        rects = {id(c): _rect_in(root, c) for c in kids}
        kids.sort(key=cmp_to_key(lambda a, b: _reading(rects[id(a)], rects[id(b)])))
        for c in kids:
            if takes_tab(c):
                out.append(c)
            if not isinstance(c, _WHOLE):
                visit(c)

    visit(root)
    return out


def move_focus(root: QWidget, forward: bool) -> bool:
    """Give the focus to the Tab stop after (``forward``) or before the focused one under ``root``; False
    when nothing under ``root`` can take it, or when the focused widget is being hidden (Qt moves the focus
    on from a widget it hides, or takes down: its own order does)."""
    from PySide6.QtCore import Qt  # (here: the start screen paints before Qt's namespace is built)
    current = QApplication.focusWidget()
    if current is None or not current.isVisible():
        return False
    quiet_containers(root)
    order = screen_order(root)
    if not order:
        return False
    index = None
    while current is not None and index is None:
        if current in order:
            index = order.index(current)
        elif current is root:
            break
        else:
            current = current.parentWidget()
    if index is None:
        target = order[0] if forward else order[-1]
    else:
        target = order[(index + (1 if forward else -1)) % len(order)]
    target.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
    holder = target.parentWidget()
    while holder is not None and holder is not root:      # a control in a scroll area is scrolled into view
        if isinstance(holder, QScrollArea):
            holder.ensureWidgetVisible(target)
        holder = holder.parentWidget()
    return True


class ScreenTabOrder:
    """A page's Tab and Shift+Tab move the focus in the screen's order (:func:`move_focus`). Put it first
    among the page's base classes, before ``QWidget``."""

    #: Settle the Tab stops and the scroll areas' frames when the page is shown (no frame coming at the first
    #: Tab); False for a page shown before Qt's namespace of enums is built (the start screen).
    QUIET_ON_SHOW = True

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self.QUIET_ON_SHOW:
            quiet_containers(self)  # type: ignore[arg-type]
        super().showEvent(event)  # type: ignore[misc]

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt's name
        if move_focus(self, next):  # type: ignore[arg-type]
            return True
        return super().focusNextPrevChild(next)  # type: ignore[misc]
