"""The replay window's view of a Troyes game (app/replay_window.py asks the mode for it): the player
panels, the board, which cannot be played on, and the chronicle."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from troyes_desktop.shared_ui import theme


def build_replay_view(window) -> None:
    """The replay window's middle for a Troyes game: the player panels, the board (it cannot be played
    on) and the chronicle, in ``window.split`` (app/replay_window.py)."""
    from troyes_desktop.rules.troyes.board import NEUTRAL
    from troyes_desktop.troyes_ui.chronicle import TroyesChronicle
    from troyes_desktop.troyes_ui.page import make_board
    from troyes_desktop.troyes_ui.player_panel import PlayerPanel

    g = window.model.game
    host = QWidget()
    host.setObjectName("replayPanels")
    col = QVBoxLayout(host)
    col.setContentsMargins(4, 4, 4, 4)
    window.hidden_label = QLabel()
    window.hidden_label.setObjectName("replayHidden")
    window.hidden_label.setWordWrap(True)
    window.hidden_label.setTextFormat(Qt.TextFormat.RichText)
    window.hidden_label.setFont(theme.font(10))
    col.addWidget(window.hidden_label)
    for seat in list(range(g.n)) + ([NEUTRAL] if g.solo else []):
        panel = PlayerPanel(seat)
        col.addWidget(panel)
        window.panels.append(panel)
    col.addStretch(1)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(host)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    # As wide as the panels need (their words grow with the text size), and room for the scroll bar.
    bar = scroll.verticalScrollBar().sizeHint().width()
    panels_w = max(230, host.minimumSizeHint().width() + bar + 4)
    scroll.setMinimumWidth(panels_w)
    window.split.addWidget(scroll)
    window.scene, window.board = make_board(window.model)
    if hasattr(window.board, "setInteractive"):
        window.board.setInteractive(False)  # look, zoom and read; no dragging in a replay
    window.split.addWidget(window.board)
    window.log = TroyesChronicle()
    window.log.setMinimumWidth(200)
    window.split.addWidget(window.log)
    window.split.setStretchFactor(1, 1)
    window.split.setSizes([max(272, panels_w), 740, 260])
