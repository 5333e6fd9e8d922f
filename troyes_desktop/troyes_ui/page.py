"""The Troyes page: the phase banner, the player panels, the board, the prompt panel and the chronicle column,
their layout for wide and compact windows, the hot-seat curtain, le Roy's steps on a timer, the computer
players' turns and hint, and the final scoring.

A peer of the Troyes Dice page (``dice_ui/page.py``): the shell (``app/main_window.py``) hosts it through its
mode (``TroyesMode`` in :mod:`troyes_desktop.troyes_ui.mode`, registered in ``app/modes.py``), which builds it
the first time a Troyes game is shown and keeps it as ``shell.pages["troyes"]``, so the start screen opens
without loading it. The page reaches the shell only for what the shell owns: its status bar, menus, title,
stack of pages, the chronicle setting and the final scoring's entry point."""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QScrollArea, QSplitter, QVBoxLayout, QWidget

from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.focus import ScreenTabOrder

# The prompt's height under the board, the side columns' widths: troyes_ui/board_room.py.
from troyes_desktop.troyes_ui.board_room import COMPACT_COLUMNS, PROMPT_MAX_H, PROMPT_MIN_H, WIDE_COLUMNS
from troyes_desktop.troyes_ui.board_summary import BoardSummary
from troyes_desktop.troyes_ui.chronicle import TroyesChronicle
from troyes_desktop.troyes_ui.curtain import Curtain
from troyes_desktop.troyes_ui.phase_banner import PhaseBanner
from troyes_desktop.troyes_ui.prompt_panel import PromptPanel

logger = logging.getLogger(__name__)

# The neutral player's owner index (the engine's ``board.NEUTRAL``; le Roy in the solo game).
NEUTRAL = theme.NEUTRAL



def column_widths(compact: bool) -> tuple[int, int]:
    """The side columns' widths; the compact right column (the prompt) grows with the text size, so that
    its long choices fit without scrolling at 150 % (board_room.side_prompt_width)."""
    from troyes_desktop.troyes_ui.board_room import side_prompt_width

    left, right = COMPACT_COLUMNS if compact else WIDE_COLUMNS
    return left, side_prompt_width(True) if compact else right


# False shows the plain board summary instead of the drawn board (tests of the shell, or
# ``TROYES_DESKTOP_BOARD=summary`` in the environment).
USE_BOARD = os.environ.get("TROYES_DESKTOP_BOARD", "") != "summary"


def make_board(model):
    """The drawn board (BoardScene + BoardView) or, when it is not available, a readable summary."""
    if not USE_BOARD:
        return None, BoardSummary(model)
    try:
        from troyes_desktop.troyes_ui.scene import board_view as bv
    except ImportError:
        return None, BoardSummary(model)
    scene_cls = getattr(bv, "BoardScene", None)
    if scene_cls is None:
        try:
            from troyes_desktop.troyes_ui.scene.board_scene import BoardScene as scene_cls  # type: ignore[no-redef]
        except ImportError:
            return None, BoardSummary(model)
    try:
        scene = scene_cls(model)
        view = bv.BoardView(scene)
    except Exception:  # noqa: BLE001 - a board still being built must not stop the game (the log says why)
        logger.warning("The board could not be built; showing a summary instead", exc_info=True)
        return None, BoardSummary(model)
    return scene, view


class TroyesPage(ScreenTabOrder, QWidget):
    """The page of the Troyes game in play, in the shell's stack. ``model`` is its TroyesModel (None until
    a game is shown)."""

    # The rules reference's entry that F1 opens over this page (help/context.py).
    help_topic = "troyes-round"

    def __init__(self, shell) -> None:
        super().__init__()
        self.setObjectName("gamePage")
        self.shell = shell
        self.compact: bool | None = None
        # The prompt stands in the right column beside the board (the compact layout, or a wide window much
        # wider than the board's shape: troyes_ui/board_room.py).
        self.beside: bool | None = None
        self.player_panels: list = []
        self.model = None
        self.scene = None
        self.board = None
        self.viewer: int | None = None
        self.scoring_dialog = None
        self._scored = False
        # The computer seats' driver of the game in play (shared_ui/computer_seats.py), the hint shown, and
        # the person whose view was shown last (the curtain comes only between two people).
        self.computers = None
        self.hint_shown = ""
        self.last_person = None
        self.roy_timer = QTimer(self)
        self.roy_timer.setSingleShot(True)
        self.roy_timer.timeout.connect(self.play_automaton_step)
        v = QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(0)
        self.banner = PhaseBanner()
        v.addWidget(self.banner)
        # The table rule on victory points, chosen in the new-game dialog, shown in the banner.
        self.vp_rule_label = QLabel()
        self.vp_rule_label.setObjectName("vpRule")
        self.vp_rule_label.setFont(theme.font(11, italic=True))
        self.vp_rule_label.setToolTip(
            translate("MainWindow", "A table rule chosen when the game was started"))
        banner_row = self.banner.layout()
        banner_row.insertWidget(banner_row.count() - 2, self.vp_rule_label)
        # The player panels side by side above the board (compact layout, large text: panel_strip.py).
        self.strip = QWidget()
        self.strip.setObjectName("panelStrip")
        self.strip_layout = QHBoxLayout(self.strip)
        self.strip_layout.setContentsMargins(2, 0, 2, 0)
        self.strip_layout.setSpacing(4)
        self.strip.hide()
        v.addWidget(self.strip)
        self.h_split = QSplitter(Qt.Orientation.Horizontal)
        self.h_split.setChildrenCollapsible(False)
        v.addWidget(self.h_split, 1)

        self.panels_scroll = QScrollArea()
        self.panels_scroll.setWidgetResizable(True)
        self.panels_scroll.setMinimumWidth(250)
        self.panels_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panels_host = QWidget()
        self.panels_host.setObjectName("panelsHost")
        self.panels_host.setStyleSheet("QWidget#panelsHost { background: transparent; }")
        self.panels_scroll.viewport().setObjectName("panelsViewport")
        self.panels_scroll.viewport().setStyleSheet(
            f"QWidget#panelsViewport {{ background: {theme.PARCHMENT}; }}")
        self.panels_layout = QVBoxLayout(self.panels_host)
        self.panels_layout.setContentsMargins(8, 8, 8, 8)
        self.panels_layout.setSpacing(8)
        self.panels_scroll.setWidget(self.panels_host)
        self.h_split.addWidget(self.panels_scroll)
        self.player_panels = []
        # Le Roy's steps (solo): under his panel, beside the board (troyes_ui/roy_steps.py).
        from troyes_desktop.troyes_ui.roy_steps import RoySteps

        self.roy_steps = RoySteps(self.panels_host)
        self.roy_steps.hide()

        self.v_split = QSplitter(Qt.Orientation.Vertical)
        self.v_split.setChildrenCollapsible(False)
        self.board_holder = QWidget()
        self.board_layout = QVBoxLayout(self.board_holder)
        self.board_layout.setContentsMargins(0, 0, 0, 0)
        self.v_split.addWidget(self.board_holder)
        self.prompt = PromptPanel()
        self.prompt.setMinimumHeight(PROMPT_MIN_H)
        self.prompt.setMaximumHeight(PROMPT_MAX_H)
        self.v_split.addWidget(self.prompt)
        self.prompt.contentChanged.connect(self._fit_prompt)
        self.prompt.said_above = self._decision_above
        # One voice: while the banner says le Roy ends his turn, the prompt says it too (no choice yet).
        self.prompt.waiting = self.banner.waiting_words
        self.banner.holdingChanged.connect(self.prompt.refresh)
        self.v_split.setStretchFactor(0, 4)
        self.v_split.setStretchFactor(1, 1)
        self.h_split.addWidget(self.v_split)

        self.log = TroyesChronicle()
        self.log.setMinimumWidth(160)
        log_host = QWidget()
        log_host.setObjectName("chronicleHost")
        self.log_host = log_host
        lh = QVBoxLayout(log_host)
        lh.setContentsMargins(8, 8, 8, 8)
        lh.addWidget(self.log)
        # The right column: the chronicle, with the prompt above it in the compact layout.
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.setObjectName("sideColumn")
        self.side.setChildrenCollapsible(False)
        self.side.addWidget(log_host)
        self.h_split.addWidget(self.side)
        self.h_split.setHandleWidth(4)
        self.h_split.setStretchFactor(0, 0)
        self.h_split.setStretchFactor(1, 1)
        self.h_split.setStretchFactor(2, 0)
        self.h_split.setSizes([255, 760, 265])
        self.compact = None
        self.curtain = Curtain(self)
        self.curtain.revealed.connect(self._curtain_revealed)
        self.curtain.seatPassed.connect(self._seat_passed)
        self.curtain.takeBackRequested.connect(self.shell.undo)
        self.curtain.card_place = lambda: self.prompt.geometry().translated(
            self.prompt.parentWidget().mapTo(self, self.prompt.parentWidget().rect().topLeft()))
        # A card taller than the prompt grows down over the chronicle rather than over the panels' strip.
        self.curtain.card_ceiling = lambda: 0 if self.strip.isHidden() else self.strip.geometry().bottom() + 1
        from troyes_desktop.troyes_ui.handover import SeatSteps

        # The decisions since the seat was last given to a person (the "has played" card lists them).
        self.seat_steps = SeatSteps()
        from troyes_desktop.troyes_ui import handover, private_look

        self.private_look = None          # a person's look at their characters (Ctrl+K), while open
        QShortcut(QKeySequence(private_look.LOOK_KEY), self, lambda: handover.look(self))

    def statusBar(self):  # noqa: N802 - the shell's, as the computer players' driver asks for it
        return self.shell.statusBar()

    def close_model(self) -> None:
        """Take the game off the page (its model is dropped by the shell)."""
        from troyes_desktop.troyes_ui import computers as computer_turns

        self.roy_timer.stop()
        computer_turns.detach(self)
        old = self.model
        if old is not None:
            for sig in (old.changed, old.decisionChanged, old.eventsHappened, old.refused, old.gameOver,
                        old.undoChanged):
                try:
                    sig.disconnect()
                except (RuntimeError, TypeError):
                    pass
        self.model = None
        if self.curtain is not None:
            self.curtain.hide()

    def show_model(self, model) -> None:
        """Show a Troyes game: rebuild the panels and the board from ``model``."""
        from troyes_desktop.troyes_ui import handover
        from troyes_desktop.troyes_ui.player_panel import PlayerPanel

        self.close_model()
        self.model = model
        self._scored = False
        model.setParent(self.shell)
        self.seat_steps.reset()
        model.changed.connect(lambda: self.seat_steps.follow(self.model))
        model.changed.connect(self.refresh)
        model.decisionChanged.connect(self._decision_changed)
        model.eventsHappened.connect(lambda events: self.log.add_records(self.model.game, events))
        model.refused.connect(
            lambda reason: self.statusBar().showMessage(
                translate("MainWindow", "Not possible: {reason}").format(reason=reason), 8000
            )
        )
        model.gameOver.connect(self.shell.show_scoring)
        model.undoChanged.connect(self.shell._refresh_menus)
        model.undoChanged.connect(self._offer_take_back)
        # Player panels.
        for panel in self.player_panels:
            self.panels_layout.removeWidget(panel)
            panel.hide()
            panel.setParent(None)
            panel.deleteLater()
        self.player_panels = []
        while self.panels_layout.count():
            self.panels_layout.takeAt(0)
        seats = list(range(model.game.n)) + ([NEUTRAL] if model.game.solo else [])
        for seat in seats:
            panel = PlayerPanel(seat)
            panel.actionRequested.connect(self._panel_action)
            panel.lookRequested.connect(lambda seat: handover.look(self, seat))
            panel.installEventFilter(self)
            self.panels_layout.addWidget(panel)
            self.player_panels.append(panel)
        if model.game.solo and not model.game.over:
            self.roy_steps.rebuild(model.game)
            self.panels_layout.addWidget(self.roy_steps, 100)     # the room under the panels, while shown
            self.roy_steps.show()
            model.eventsHappened.connect(lambda events: self.roy_steps.add_records(self.model.game, events))
            model.changed.connect(lambda: self.roy_steps.follow_round(self.model.game))
            model.gameOver.connect(self.roy_steps.hide)
        else:
            self.roy_steps.hide()
        self.panels_layout.addStretch(1)          # (the panels stay at the top once his steps are gone)
        # Board.
        if self.board is not None:
            self.board_layout.removeWidget(self.board)
            self.board.hide()
            self.board.setParent(None)
            self.board.deleteLater()
        self.scene, self.board = make_board(model)
        if self.scene is not None and hasattr(self.scene, "statusMessage"):
            self.scene.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.board_layout.addWidget(self.board)
        self.prompt.set_model(model)
        self.log.rebuild(model.game, model.notes)
        from troyes_desktop.troyes_ui import computers as computer_turns

        self.computers = computer_turns.attach(self, model)
        self.last_person = None
        game = model.game
        names = ", ".join(p.name for p in game.players)
        self.shell.title_for(
            translate("MainWindow", "{players} against le Roy").format(players=names) if game.solo else names
        )
        self.viewer = 0 if game.solo else None
        self.curtain.hide()
        self.statusBar().clearMessage()
        self.shell.stack.setCurrentWidget(self)
        for panel in self.player_panels:
            panel.set_compact(bool(self.compact))
        self.apply_layout(force=True)
        self.refresh()
        self._decision_changed()
        self.shell.gameStarted.emit()
        if game.over:
            self.shell.show_scoring()

    def is_compact(self) -> bool:
        return self.shell.width() < theme.COMPACT_WIDTH

    def apply_layout(self, force: bool = False) -> None:
        """Arrange the game page for the window's width: in the compact layout (below
        ``theme.COMPACT_WIDTH``) the player panels are narrow, the banner low and the prompt stands in the
        right column above the chronicle, so the board gets the whole height; otherwise the prompt sits
        under the board. Splitter sizes always favour the board."""
        compact = self.is_compact()
        beside = compact or self._prompt_beside()
        if compact != self.compact or beside != self.beside or force:
            self.compact, self.beside = compact, beside
            self.banner.set_compact(compact)
            self.prompt.set_compact(beside)
            for panel in self.player_panels:
                panel.set_compact(compact)
            self.roy_steps.set_compact(compact)
            self.panels_layout.setContentsMargins(*((4, 4, 2, 4) if compact else (8, 8, 8, 8)))
            self.panels_layout.setSpacing(5 if compact else 8)
            if self.model is not None:
                self.refresh()
            if beside:
                if self.prompt.parent() is not self.side:
                    self.side.insertWidget(0, self.prompt)
                self.prompt.setMinimumHeight(0)
                self.prompt.setMaximumHeight(16777215)
            else:
                if self.prompt.parent() is not self.v_split:
                    self.v_split.addWidget(self.prompt)
                self.prompt.setMinimumHeight(PROMPT_MIN_H)
                self.prompt.setMaximumHeight(PROMPT_MAX_H)
            self.prompt.show()
        from troyes_desktop.troyes_ui.panel_strip import place_panels

        in_strip = place_panels(self)
        self.prompt.place_title()           # the banner's room changed with the width
        self.log_host.setVisible(self.shell.chronicle_visible)
        self.side.setVisible(self.shell.chronicle_visible or beside)
        left, right = column_widths(compact)
        if not compact and self.shell.width() >= 2400:      # 4K: a little more room for the text columns
            left, right = int(left * 1.25), int(right * 1.25)
        if beside and not compact:
            from troyes_desktop.troyes_ui.board_room import side_prompt_width

            right = max(right, side_prompt_width(False))
        left = 0 if in_strip else max(left, self._panels_width())     # never narrower than the panels
        self.panels_scroll.setMinimumWidth(max(0, left - 10) if compact else 250)
        total = max(self.h_split.width(), self.shell.width())
        right = right if self.side.isVisible() else 0
        if not beside:
            self._fit_prompt()      # the board's height first: the columns get only the width it cannot use
        left, right = self._give_surplus_to_columns(total, left, right, compact)
        self.h_split.setSizes([left, max(320, total - left - right), right])
        if beside:
            self._fit_side()
        else:
            self._fit_prompt()
        self._fit_panels()
        from troyes_desktop.troyes_ui.board_room import place_roy_steps

        QTimer.singleShot(0, self, lambda: place_roy_steps(self))      # once the board has its new size

    def _prompt_beside(self) -> bool:
        """A wide window much wider than the board's shape: the prompt goes beside the board."""
        from troyes_desktop.troyes_ui.board_room import prompt_beside_on

        return prompt_beside_on(self)

    def _decision_above(self) -> str:
        """The decision as the phase banner says it above the board in the compact layout (the prompt beside
        the board then need not repeat it); "" in the wide layout, where the prompt is far from the banner."""
        if not self.compact or self.model is None or self.banner.decision_label.isHidden():
            return ""
        from troyes_desktop.troyes_ui.describe import describe_decision

        said = describe_decision(self.model.game)
        return said if self.banner.fits(said) else ""      # cut short with "…" there: the prompt says it

    def _panels_width(self) -> int:
        """The width the player panels' column needs to show each panel whole (their words at the chosen text
        size), its margins and its scroll bar included."""
        need = max((p.minimumSizeHint().width() for p in self.player_panels), default=0)
        if not need:
            return 0
        m = self.panels_layout.contentsMargins()
        bar = self.panels_scroll.verticalScrollBar().sizeHint().width()
        return need + m.left() + m.right() + bar + 2 * self.panels_scroll.frameWidth() + 12

    def _give_surplus_to_columns(self, total: int, left: int, right: int,
                                 compact: bool = False) -> tuple[int, int]:
        """When the board is limited by the height, the width it cannot use goes to the side columns."""
        from troyes_desktop.troyes_ui.board_room import give_surplus_to_columns

        return give_surplus_to_columns(self, total, left, right, compact)

    def _fit_side(self) -> None:
        """Compact layout: the prompt above the chronicle gets the height its content needs (all its buttons
        shown), the chronicle the rest, down to 80 px."""
        strip = 0 if self.strip.isHidden() else self.strip.sizeHint().height()     # the panels above
        h = max(self.side.height(), self.shell.height() - 120 - strip)
        if self.shell.chronicle_visible:
            need = max(self.prompt.heightForWidth(self.side.width()),
                       self.prompt.content_height(self.side.width()),
                       self.prompt.minimumSizeHint().height())
            # Long choices take the chronicle's room, down to its title and one line (its last).
            browser = self.log.browser
            browser.setMinimumHeight(browser.fontMetrics().lineSpacing() + 2 * browser.frameWidth() + 8)
            self.log.layout().invalidate()
            self.log_host.layout().invalidate()
            top = min(max(260, int(h * 0.58), need + 4), h - self.log_host.minimumSizeHint().height())
            self.side.setSizes([top, h - top])

    def _fit_prompt(self) -> None:
        """Wide layout: the prompt under the board keeps the same reserved height whatever it says (from
        its fonts, so larger text keeps more): the board never moves under the pointer because a text
        changed (issue 41). Compact layout: the prompt is above the chronicle (see _fit_side)."""
        if self.beside:
            self._fit_side()
            QTimer.singleShot(0, self, self._fit_side)      # again once its buttons are wrapped and laid out
            return
        if self.compact is None:
            return
        h = self.v_split.height()
        if h < 300:
            h = max(h, self.shell.height() - 160)
        want = max(PROMPT_MIN_H, min(PROMPT_MAX_H, self.prompt.reserved_height()))
        if self.v_split.sizes()[1:] != [want] or sum(self.v_split.sizes()) != h:
            self.v_split.setSizes([max(200, h - want), want])

    def _panel_action(self, action) -> None:
        """An action chosen in a player panel (standing answers of the outdoor activities)."""
        if self.model is not None:
            self.model.apply(tuple(action))

    def humans(self) -> int:
        return 0 if self.model is None else self.model.game.n

    def refresh(self) -> None:
        if self.model is None:
            return
        game = self.model.game
        self.banner.refresh(game)
        show_all = self._show_vp_rule(game)
        if self.compact:  # small screens: the short form, the full sentence as its tooltip
            self.vp_rule_label.setText(
                translate("MainWindow", "VP open") if show_all else translate("MainWindow", "VP hidden")
            )
        else:
            self.vp_rule_label.setText(
                translate("MainWindow", "All victory points shown")
                if show_all
                else translate("MainWindow", "Own victory points only")
            )
        self.vp_rule_label.setToolTip(
            translate(
                "MainWindow",
                "Table rule chosen when the game was started: every player's victory points are shown.",
            )
            if show_all
            else translate(
                "MainWindow",
                "Table rule chosen when the game was started: each player sees only "
                "their own victory points.",
            )
        )
        viewer = None if self.curtain.mode == "cover" else self.viewer
        from troyes_desktop.troyes_ui.handover import offer_looks

        offer_looks(self)
        for panel in self.player_panels:
            panel.refresh(game, viewer, show_all)
        if self.model.computers:
            from troyes_desktop.troyes_ui.computers import mark_panels

            mark_panels(self)
        self._fit_panels()
        self.shell._refresh_menus()

    def _fit_panels(self) -> None:
        """Each player panel gets the height its wrapped text needs at its width (the scroll area's
        layout would otherwise give a panel only its one-line size and cut its last lines); done once
        the layouts have given the panels their new width."""
        self._fit_panels_now()
        QTimer.singleShot(0, self._fit_panels_now)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        """A player panel given a new width: fit its height to its wrapped text again."""
        if event.type() == QEvent.Type.Resize and obj in self.player_panels \
                and event.oldSize().width() != event.size().width():
            QTimer.singleShot(0, self._fit_panels_now)
        return super().eventFilter(obj, event)

    def _fit_panels_now(self) -> None:
        for panel in self.player_panels:
            if panel.strip:             # one line each in the strip above the board: no wrapped height
                for label in panel.findChildren(QLabel):
                    label.setMinimumHeight(0)
                panel.setMinimumHeight(0)
                continue
            for label in panel.findChildren(QLabel):
                if label.wordWrap() and label.width() > 0:
                    label.setMinimumHeight(label.heightForWidth(label.width()) if label.text() else 0)
            if panel.width() > 0 and panel.hasHeightForWidth():
                panel.setMinimumHeight(panel.heightForWidth(panel.width()))

    def _decision_changed(self) -> None:
        """Hot-seat and le Roy: cover the board for a new human, or schedule le Roy's next step."""
        if self.model is None:
            return
        game = self.model.game
        decider = self.model.decider
        if game.over:
            self.roy_timer.stop()
            return
        if self.model.automaton_pending:
            self.schedule_automaton()
            return
        if decider is None or decider == NEUTRAL:
            return
        people = [s for s in range(game.n) if self.model.is_person(s)]
        if decider in self.model.computers:
            # A computer decides: one person keeps their view; with several, nobody's secrets are shown.
            seen = people[0] if len(people) == 1 and not game.solo else None
            if self.viewer != seen:
                self.viewer = seen
                self._set_board_viewer(seen)
                self.refresh()
            return
        from troyes_desktop.troyes_ui import handover

        if handover.shares_the_screen(self.model):      # the card, the curtain or the view: handover.py
            handover.person_decides(self, decider)
            return
        seen = decider if not game.solo else 0          # one person: their own view, always
        if self.last_person != seen:
            self.seat_steps.reset()
        self.last_person = seen
        if self.viewer != seen:
            self.viewer = seen
            self.refresh()
        self._set_board_viewer(seen)

    def _offer_take_back(self) -> None:
        """The hand-over card offers "Take back my move" while its person's move can be taken back."""
        if self.model is None or self.curtain.mode != "handover":
            return
        plan = self.model.undo_plan()
        words = ""
        if plan is not None and plan.seat == self.last_person:
            from troyes_desktop.troyes_ui.handover import undo_words

            words = undo_words(self.model, plan)
        self.curtain.show_take_back(words)

    def _seat_passed(self, seat: int) -> None:
        """The person who played passed the seat: their view goes, and their move is theirs no more."""
        from troyes_desktop.troyes_ui.handover import set_card_shown

        set_card_shown(self, False)
        self.viewer = None
        self._set_board_viewer(None)
        self.refresh()
        if self.model is not None:
            name = self.model.game.players[seat].name
            self.model.seal_undo(lambda: translate("Curtain", "the seat was passed to {player}.").format(
                player=name))

    def _curtain_revealed(self, seat: int) -> None:
        from troyes_desktop.troyes_ui.handover import needs_curtain, set_card_shown, shares_the_screen

        set_card_shown(self, False)
        private = not shares_the_screen(self.model) or needs_curtain(self.model.game, seat)
        self.viewer = seat if private else None     # several people: the shared view (handover.py)
        self.last_person = seat
        self.seat_steps.reset()
        self._set_board_viewer(seat)
        self.refresh()
        words = translate("MainWindow", "{player}'s view.") if private else \
            translate("MainWindow", "{player}'s turn.")
        self.statusBar().showMessage(words.format(player=self.model.game.players[seat].name), 4000)

    def hint(self) -> bool:
        """Edit > Hint: what the Hard player would do now, computed in the background, shown on the board."""
        if self.model is None or self.computers is None or self.shell.stack.currentWidget() is not self \
                or self.curtain.covering:
            return False
        if not self.computers.request_hint():
            self.statusBar().showMessage(
                translate("MainWindow", "No hint now: it is not a person's decision."), 5000)
            return False
        self.statusBar().showMessage(
            translate("MainWindow", "The Hard player is thinking about your move\u2026"))
        return True

    def redraw(self) -> None:
        """The board and the shields drawn again (the colour-blind help switched on or off in Settings)."""
        for item in self.scene.items() if self.scene is not None else ():
            item.update()                         # (each item's cached picture too)
        for panel in self.player_panels:
            panel.band.update()

    def apply_text_size(self) -> None:
        """The new text size for the widgets that keep theirs (the shell then shows the game again)."""
        for widget in (self.banner, self.prompt, self.log):
            widget.setFont(theme.font(11))

    def _set_board_viewer(self, seat) -> None:
        if self.scene is not None and hasattr(self.scene, "set_viewer"):
            self.scene.set_viewer(seat)

    def board_call(self, name: str) -> None:
        """View > Zoom in / out / Fit: ``name`` is the board's method."""
        fn = getattr(self.board, name, None)
        if callable(fn):
            fn()

    def schedule_automaton(self) -> None:
        delay = theme.roy_delay()          # None: step by step, the prompt's "Next step" plays him
        if self.model is not None and self.model.automaton_pending and not self.roy_timer.isActive() \
                and delay is not None:
            self.roy_timer.start(delay)

    def play_automaton_step(self) -> None:
        from troyes_desktop.shared_ui.modal import RECHECK_MS, modal_open

        if self.model is not None and self.model.automaton_pending and modal_open(self):
            self.roy_timer.start(RECHECK_MS)       # le Roy waits while a dialog is open
            return
        if self.model is not None and self.model.automaton_pending:
            self.model.step_automaton()
            if self.model.automaton_pending:     # same decision kind again: decisionChanged may not fire
                self.schedule_automaton()

    def _show_vp_rule(self, game) -> bool:
        """The table rule chosen in the new-game dialog: everyone sees every player's victory points."""
        return bool((game.setup.get("options") or {}).get("show_all_vp"))

    def undo(self) -> bool:
        ok = self.model.undo()
        if ok:
            self.log.rebuild(self.model.game, self.model.notes)
            self.statusBar().showMessage(translate("MainWindow", "Step taken back."), 3000)
        return ok

    def redo(self) -> bool:
        ok = self.model.redo()
        if ok:
            self.log.rebuild(self.model.game, self.model.notes)
            self.statusBar().showMessage(translate("MainWindow", "Step played again."), 3000)
        return ok

    def show_scoring(self):
        """The final scoring of the game on the page."""
        from troyes_desktop.troyes_ui.scoring_dialog import TroyesScoringDialog

        self.curtain.hide()
        self.viewer = None
        self.refresh()
        dialog = TroyesScoringDialog(self.model.game, self.shell)
        self.scoring_dialog = dialog
        dialog.open()
        return dialog
