"""BoardView: the QGraphicsView showing the board, with zoom (Ctrl+wheel, zoom_in/zoom_out/fit) and pan
(middle button, or Space + drag). It fits the board to the window on every resize until the user zooms.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from . import layout as lay
from . import palette as pal

MIN_ZOOM = 0.2
MAX_ZOOM = 4.0
STEP = 1.2


class BoardView(QGraphicsView):
    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.AnchorViewCenter)
        self.setFrameShape(QFrame.NoFrame)
        self.setBackgroundBrush(pal.TABLE)
        self.setMouseTracking(True)
        # Keyboard focus on the board: a frame round it (the style sheet's BoardView:focus, theme.FOCUS).
        self.setFocusPolicy(Qt.StrongFocus)
        self._user_zoomed = False
        self._space_down = False
        self._panning = False
        self._pan_last = QPointF()
        self.setMinimumSize(320, 200)
        self.fit()

    # ------------------------------------------------------------------ zoom
    def zoom(self) -> float:
        return self.transform().m11()

    def _scale_by(self, factor: float) -> None:
        z = self.zoom()
        factor = max(MIN_ZOOM / z, min(MAX_ZOOM / z, factor))
        self._set_scrollbars(True)
        self.scale(factor, factor)
        self._user_zoomed = True

    def zoom_in(self) -> None:
        self._scale_by(STEP)

    def zoom_out(self) -> None:
        self._scale_by(1 / STEP)

    def fit(self) -> None:
        """Show the whole board; resizing the window keeps it fitted until the user zooms again."""
        self._set_scrollbars(False)
        self.resetTransform()
        sc = self.scene()
        rect = sc.sceneRect() if sc is not None else lay.SCENE.adjusted(-6, -6, 6, 6)
        self.fitInView(rect, Qt.KeepAspectRatio)
        self._user_zoomed = False

    def _set_scrollbars(self, on: bool) -> None:
        policy = Qt.ScrollBarAsNeeded if on else Qt.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self._user_zoomed:
            self.fit()

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.ControlModifier:
            delta = event.angleDelta().y()
            if delta:
                self._scale_by(STEP ** (delta / 120))
            event.accept()
            return
        super().wheelEvent(event)

    # ------------------------------------------------------------------ pan
    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space_down = True
            self.viewport().setCursor(Qt.OpenHandCursor)
            event.accept()
            return
        if event.key() in (Qt.Key_Plus, Qt.Key_Equal) and event.modifiers() & Qt.ControlModifier:
            self.zoom_in()
            return
        if event.key() == Qt.Key_Minus and event.modifiers() & Qt.ControlModifier:
            self.zoom_out()
            return
        if event.key() == Qt.Key_0 and event.modifiers() & Qt.ControlModifier:
            self.fit()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space_down = False
            if not self._panning:
                self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MiddleButton or (event.button() == Qt.LeftButton and self._space_down):
            self._panning = True
            self._pan_last = event.position()
            self.viewport().setCursor(Qt.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._panning:
            delta = event.position() - self._pan_last
            self._pan_last = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(delta.y()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning and event.button() in (Qt.MiddleButton, Qt.LeftButton):
            self._panning = False
            if self._space_down:
                self.viewport().setCursor(Qt.OpenHandCursor)
            else:
                self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def event(self, event) -> bool:
        if event.type() == QEvent.KeyPress and event.key() in (Qt.Key_Tab, Qt.Key_Backtab) \
                and not event.modifiers() & (Qt.ControlModifier | Qt.AltModifier):
            # Tab / Shift+Tab go through the lit targets of the selected dice (keyboard alternative to the
            # drag); with nothing selected they move the focus out of the board as usual.
            controller = getattr(self.scene(), "controller", None)
            if controller is not None and controller.panel is None and (
                    controller.scene.selected or controller.group_in_progress()):
                controller.cycle_target(-1 if event.key() == Qt.Key_Backtab
                                        or event.modifiers() & Qt.ShiftModifier else 1)
                event.accept()
                return True
        if event.type() == QEvent.ShortcutOverride and event.key() in (
            Qt.Key_Escape,
            Qt.Key_Return,
            Qt.Key_Enter,
        ):
            event.accept()  # Esc / Enter go to the board (selection, confirm panel)
            return True
        return super().event(event)

    def drawForeground(self, painter: QPainter, rect) -> None:  # noqa: D401 - nothing on top for now
        del painter, rect


__all__ = ["BoardView", "QColor"]
