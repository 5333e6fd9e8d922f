"""The replay window's view of a Troyes game (app/replay_window.py asks the mode for it): the player
panels, the board, which cannot be played on, and the chronicle."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.replay_view import ReplayView


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


class TroyesReplayView(ReplayView):
    """The replay window's part for a Troyes game (solo or not): the panels, the board and the chronicle;
    an unfinished game seen by one seat, a finished one with everyone's characters."""

    def build(self) -> None:
        build_replay_view(self.window)

    def title_key(self) -> str:
        return "solo" if self.window.model.game.solo else "troyes"

    def names(self) -> list[str]:
        g = self.window.model.game
        return [p.name for p in g.players] + (["le Roy"] if g.solo else [])

    def add_records(self, events: list[dict]) -> None:
        self.window.log.add_records(self.window.model.game, events)

    def rebuild_log(self) -> None:
        self.window.log.rebuild(self.window.model.game)

    def where(self, game) -> str:
        if game.round == 0:
            return translate("Replay", "setting up")
        return translate("Replay", "round {round} of {rounds}").format(round=game.round, rounds=game.rounds)

    def refresh(self, finished: bool) -> None:
        window = self.window
        g = window.model.game
        viewer = None if finished else window.seen_by
        for panel in window.panels:
            panel.refresh(g, viewer, finished)
        window.hidden_label.setText(window.hidden_text())
        window.hidden_label.setVisible(bool(window.hidden_label.text()))
        if window.scene is not None and hasattr(window.scene, "set_viewer") and window.scene.viewer != viewer:
            window.scene.set_viewer(viewer)

    def privacy_text(self, finished: bool) -> str:
        if finished:
            return translate("Replay", "The game is over: everyone's characters and VP are shown.")
        if self.window.seen_by is None:
            return translate("Replay", "This game is not finished: nobody's characters or hidden VP are "
                                       "shown.")
        name = self.names()[self.window.seen_by]
        return translate(
            "Replay", "This game is not finished: you see only what {player} could see."
        ).format(player=name)

    def hidden_text(self) -> str:
        """Once the game is over the replay shows everyone's characters from the first move."""
        import html

        from troyes_desktop.i18n import localized
        from troyes_desktop.rules.troyes.board import colour_word

        g = self.window.model.game
        if not self.window.replay.finished or g.solo or g.over:
            return ""
        lines = []
        for p in g.players:
            chars = ", ".join(localized(g.data.characters[c]) for c in p.characters if c in g.data.characters)
            chars = chars or translate("Replay", "no character")
            lines.append(
                translate("Replay", "{player}: {characters}").format(
                    player=f"<b>{html.escape(p.name)}</b>", characters=html.escape(chars)
                )
            )
        text = (
            "<i>" + html.escape(translate("Replay", "Characters (hidden during the game):")) + "</i><br>"
            + "<br>".join(lines)
        )
        colours = ("red", "white", "yellow")
        down = [
            html.escape(
                translate("Replay", "{card} ({colour} {level})").format(
                    card=localized(g.card(slot)),
                    colour=colour_word(colours[slot // 3], "card"),
                    level="I" * (slot % 3 + 1),
                )
            )
            for slot in range(9)
            if not g.slot_revealed[slot]
        ]
        if down:
            text += (
                "<br><i>" + html.escape(translate("Replay", "Activity cards still face down:")) + "</i> "
                + ", ".join(down)
            )
        return text

    def side_widths(self, width: int) -> tuple[int, int]:
        return (230, 210) if width < theme.COMPACT_WIDTH else (272, 260)

    def light_moves(self, chosen: list[tuple], best: list[tuple], seat: int | None = None) -> None:
        """The review's Show: the places and dice of the move made framed in red dashes, those of the Hard
        player's move in solid gold (the same frame as the hint), each with its tooltip in words."""
        super().light_moves(chosen, best, seat)
        from PySide6.QtGui import QColor, QPen
        from PySide6.QtWidgets import QGraphicsRectItem

        from troyes_desktop.troyes_ui.computers import hint_places

        scene = self.window.scene
        for item in getattr(self.window, "review_frames", []):
            if item.scene() is scene:
                scene.removeItem(item)
        self.window.review_frames = []
        if scene is None or not hasattr(scene, "item_for"):
            return
        game = self.window.model.game
        looks = (
            (best, QColor(theme.ROY_GOLD), Qt.PenStyle.SolidLine, 0,
             translate("Review", "The Hard player\u2019s move")),
            (chosen, QColor(theme.ACCENT), Qt.PenStyle.DashLine, 5, translate("Review", "The move made")),
        )
        for actions, colour, style, grow, tip in looks:
            keys, dice = hint_places(game, actions)
            for key in sorted(keys, key=repr) + [("die", d) for d in sorted(dice)]:
                try:
                    item = scene.item_for(key)
                except (KeyError, IndexError, TypeError):
                    item = None
                if item is None:
                    continue
                frame = QGraphicsRectItem(item.sceneBoundingRect().adjusted(-4 - grow, -4 - grow, 4 + grow,
                                                                             4 + grow))
                frame.setPen(QPen(colour, 5, style))
                frame.setZValue(1000)
                frame.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                frame.setToolTip(tip)
                frame.setData(0, "best" if actions is best else "chosen")
                scene.addItem(frame)
                self.window.review_frames.append(frame)
