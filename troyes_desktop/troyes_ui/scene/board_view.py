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
        self.setFocusPolicy(Qt.StrongFocus)
        self._user_zoomed = False
        self._space_down = False
        self._panning = False
        self._pan_last = QPointF()
        self.setMinimumSize(320, 200)
        self._build_roy_caption(scene)
        self.fit()

    # ------------------------------------------------------------------ le Roy's steps
    def _build_roy_caption(self, scene) -> None:
        """A caption over the top of the board saying what le Roy's last step did (roll, row of his table,
        what he takes and where it goes); it stays until someone else acts, or until the pointer goes over
        it: it lies over the buildings, which the player clicks during the first placement (the chronicle
        keeps the same lines). Clicks go through it to the board."""
        from PySide6.QtWidgets import QLabel

        from troyes_desktop.shared_ui import theme

        self.roy_caption = QLabel(self.viewport())
        self.roy_caption.setObjectName("royCaption")
        self.roy_caption.setWordWrap(True)
        self.roy_caption.setTextFormat(Qt.TextFormat.RichText)    # its lines escaped: they name the player
        self.roy_caption.setFont(theme.font(12))
        self.roy_caption.setStyleSheet(
            f"QLabel#royCaption {{ background: rgba(251, 244, 226, 235); color: {theme.INK};"
            f" border: 2px solid {theme.ROY_COLOUR}; border-radius: 8px; padding: 6px 10px; }}")
        self.roy_caption.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.roy_caption.hide()
        self.roy_steps = 0
        model = getattr(scene, "model", None)
        if model is not None and hasattr(model, "eventsHappened"):
            model.eventsHappened.connect(self.show_roy_step)

    def show_roy_step(self, records: list) -> None:
        from troyes_desktop.i18n import translate
        from troyes_desktop.shared_ui.plain import escape
        from troyes_desktop.troyes_ui.curtain import outcome_lines
        game = self.scene().model.game
        if not any(str(r.get("type", "")).startswith("roy_") for r in records):
            if records:
                self.roy_caption.hide()
                self.roy_steps = 0
            return
        self.roy_steps += 1
        lines = outcome_lines(game, records)
        head = translate("BoardItems", "<b>Le Roy, step {number}</b>").format(number=self.roy_steps)
        self.roy_caption.setText(head + "<br>" + "<br>".join(escape(line) for line in lines[:4]))
        self._place_roy_caption()
        self.roy_caption.show()
        self.roy_caption.raise_()

    def _place_roy_caption(self) -> None:
        vp = self.viewport()
        width = min(640, max(260, vp.width() - 40))
        self.roy_caption.setFixedWidth(width)
        self.roy_caption.adjustSize()
        self.roy_caption.move((vp.width() - width) // 2, 8)

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
        if getattr(self, "roy_caption", None) is not None and self.roy_caption.isVisible():
            self._place_roy_caption()

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
        if self.roy_caption.isVisible() and self.roy_caption.geometry().contains(event.position().toPoint()):
            self.roy_caption.hide()          # out of the way of what lies under it
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
