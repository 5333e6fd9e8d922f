"""The main window: start screen, then the game page (phase banner, player panels, the board, the prompt
panel and the chronicle), menus Game / Edit / View, the status bar, the hot-seat curtain, le Roy's steps
on a timer and the final scoring."""

from __future__ import annotations

import html
import os
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.dice_ui.mode import DiceModeMixin
from troyes_desktop.rules.troyes.board import BUILDING_NAMES, NEUTRAL
from troyes_desktop.ui import theme
from troyes_desktop.ui.curtain import Curtain
from troyes_desktop.ui.describe import COLOURS, die_text, slot_name, who
from troyes_desktop.ui.log_panel import LogPanel
from troyes_desktop.ui.phase_banner import PhaseBanner
from troyes_desktop.ui.player_panel import PlayerPanel
from troyes_desktop.ui.prompt_panel import PromptPanel
from troyes_desktop.ui.start_screen import StartScreen

WINDOW_TITLE = "Troyes Desktop"
SAVE_FILTER = "Troyes saves (*.troyes.json);;JSON files (*.json);;All files (*)"
MAX_RECENT = 8
#: Height of the prompt panel under the board (wide layout).
PROMPT_MIN_H = 90
PROMPT_MAX_H = 260
#: Widths of the side columns: (player panels, chronicle) in the wide and the compact layouts.
WIDE_COLUMNS = (255, 265)
COMPACT_COLUMNS = (178, 226)


#: False shows the plain board summary instead of the drawn board (tests of the shell, or
#: ``TROYES_DESKTOP_BOARD=summary`` in the environment).
USE_BOARD = os.environ.get("TROYES_DESKTOP_BOARD", "") != "summary"


def make_board(model):
    """The drawn board (BoardScene + BoardView) or, when it is not available, a readable summary."""
    if not USE_BOARD:
        return None, BoardSummary(model)
    try:
        from troyes_desktop.scene import board_view as bv
    except ImportError:
        return None, BoardSummary(model)
    scene_cls = getattr(bv, "BoardScene", None)
    if scene_cls is None:
        try:
            from troyes_desktop.scene.board_scene import BoardScene as scene_cls  # type: ignore[no-redef]
        except ImportError:
            return None, BoardSummary(model)
    try:
        scene = scene_cls(model)
        view = bv.BoardView(scene)
    except Exception as exc:  # noqa: BLE001 - a board still being built must not stop the game
        import sys

        print(f"troyes-desktop: the board could not be built ({type(exc).__name__}: {exc}); "
              "showing a summary instead", file=sys.stderr)
        return None, BoardSummary(model)
    return scene, view


class BoardSummary(QScrollArea):
    """A plain summary of the board, shown only while the drawn board is not available."""

    def __init__(self, model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("boardSummary")
        self.setWidgetResizable(True)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setFont(theme.font(11))
        self.label.setMargin(14)
        self.label.setStyleSheet(f"background: {theme.PARCHMENT_LIGHT};")
        self.setWidget(self.label)
        model.changed.connect(self.refresh)
        self.refresh()

    def zoom_in(self) -> None:
        pass

    zoom_out = fit = zoom_in

    def refresh(self) -> None:
        g = self.model.game
        parts = ["<h3>The city</h3>"]
        for b in range(3):
            occ = [who(g, o) if o is not None else "\u2014" for o in g.spaces[b]]
            parts.append(f"<b>{BUILDING_NAMES[b]}</b>: {html.escape(', '.join(occ))}<br>")
        parts.append("<h3>Activity cards</h3>")
        for s in range(9):
            if g.slot_revealed[s]:
                tr = [who(g, o) for o in g.slot_spaces[s] if o is not None]
                parts.append(f"{html.escape(slot_name(g, s))}: "
                             f"{html.escape(', '.join(tr) or 'no tradesman')}<br>")
        parts.append("<h3>Events</h3>")
        for i, (eid, cubes) in enumerate(g.queue):
            parts.append(f"{html.escape(g.data.events[eid].name)}: {len(cubes)} of "
                         f"{g.data.events[eid].banners} banners<br>")
        parts.append("<h3>City square</h3>")
        owners = list(range(g.n)) + [NEUTRAL]
        for o in owners:
            dice = [die_text(g, d).split(" (")[0] for d in g.dice_of(o)]
            if dice:
                parts.append(f"{html.escape(who(g, o).capitalize())}: {', '.join(dice)}<br>")
        cubes = sum(1 for c in g.cathedral if c is not None)
        parts.append(f"<h3>Cathedral</h3>{cubes} of 18 spaces taken<br>")
        self.label.setText("".join(parts))


class MainWindow(DiceModeMixin, QMainWindow):
    """The application window. ``model`` is the current GameModel (None on the start screen)."""

    gameStarted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.setObjectName("mainWindow")
        self.resize(1280, 800)
        self.setMinimumSize(QSize(800, 560))
        self.setStyleSheet(theme.STYLE_SHEET)
        self.model = None
        self.scene = None
        self.board = None
        self.viewer: int | None = None
        self.last_message: QMessageBox | None = None
        self.scoring_dialog = None
        self.new_game_dialog = None
        self._scored = False
        self.roy_timer = QTimer(self)
        self.roy_timer.setSingleShot(True)
        self.roy_timer.timeout.connect(self.play_automaton_step)

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen()
        self.start_screen.newTroyes.connect(lambda: self.open_new_game_dialog(solo=False))
        self.start_screen.newSolo.connect(lambda: self.open_new_game_dialog(solo=True))
        self.start_screen.newDice.connect(self.open_dice_dialog)
        self.dice_page = None
        self.dice_model = None
        self.dice_dialog = None
        self.start_screen.continueRequested.connect(self.continue_last)
        self.start_screen.loadRequested.connect(self.choose_file_to_load)
        self.start_screen.quitRequested.connect(self.close)
        self.stack.addWidget(self.start_screen)
        self._build_game_page()
        self._build_menus()
        self.statusBar().showMessage("Welcome to Troyes.")
        self.show_start_screen()

    # ---------------------------------------------------------------------------------- layout
    def _build_game_page(self) -> None:
        page = QWidget()
        page.setObjectName("gamePage")
        self.game_page = page
        v = QVBoxLayout(page)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(0)
        self.banner = PhaseBanner()
        v.addWidget(self.banner)
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
        self.player_panels: list[PlayerPanel] = []

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
        self.v_split.setStretchFactor(0, 4)
        self.v_split.setStretchFactor(1, 1)
        self.h_split.addWidget(self.v_split)

        self.log = LogPanel()
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
        self.compact: bool | None = None
        self.chronicle_visible = theme.setting_bool("view/chronicle", True)
        self.stack.addWidget(page)
        self.curtain = Curtain(page)
        self.curtain.revealed.connect(self._curtain_revealed)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.new_action = QAction("&New game\u2026", self, shortcut=QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(lambda: self.open_new_game_dialog(solo=False))
        game.addAction(self.new_action)
        self.continue_action = QAction("&Continue the last game", self)
        self.continue_action.triggered.connect(self.continue_last)
        game.addAction(self.continue_action)
        self.load_action = QAction("&Load\u2026", self, shortcut=QKeySequence.StandardKey.Open)
        self.load_action.triggered.connect(self.choose_file_to_load)
        game.addAction(self.load_action)
        self.save_action = QAction("Save &As\u2026", self, shortcut=QKeySequence.StandardKey.SaveAs)
        self.save_action.triggered.connect(self.choose_file_to_save)
        game.addAction(self.save_action)
        self.recent_menu = game.addMenu("&Recent games")
        game.addSeparator()
        self.scores_action = QAction("Final &scoring", self)
        self.scores_action.triggered.connect(self.show_scoring)
        game.addAction(self.scores_action)
        self.dice_action = QAction("New game of Troyes &Dice\u2026", self)
        self.dice_action.triggered.connect(self.open_dice_dialog)
        game.insertAction(self.continue_action, self.dice_action)
        self.achievements_action = QAction("Troyes Dice &achievements\u2026", self)
        self.achievements_action.triggered.connect(self.show_dice_achievements)
        game.addAction(self.achievements_action)
        self.start_action = QAction("Back to the &start screen", self)
        self.start_action.triggered.connect(self.show_start_screen)
        game.addAction(self.start_action)
        game.addSeparator()
        quit_action = QAction("&Quit", self, shortcut=QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)

        edit = bar.addMenu("&Edit")
        self.undo_action = QAction("&Undo", self, shortcut=QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        edit.addAction(self.undo_action)
        self.redo_action = QAction("&Redo", self, shortcut=QKeySequence.StandardKey.Redo)
        self.redo_action.triggered.connect(self.redo)
        edit.addAction(self.redo_action)

        view = bar.addMenu("&View")
        self.zoom_in_action = QAction("Zoom &in", self, shortcut=QKeySequence.StandardKey.ZoomIn)
        self.zoom_in_action.triggered.connect(lambda: self._board_call("zoom_in"))
        self.zoom_out_action = QAction("Zoom &out", self, shortcut=QKeySequence.StandardKey.ZoomOut)
        self.zoom_out_action.triggered.connect(lambda: self._board_call("zoom_out"))
        self.fit_action = QAction("&Fit the board", self, shortcut=QKeySequence("Ctrl+0"))
        self.fit_action.triggered.connect(lambda: self._board_call("fit"))
        for a in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            view.addAction(a)
        view.addSeparator()
        self.chronicle_action = QAction("Show the &chronicle", self, checkable=True)
        self.chronicle_action.setShortcut(QKeySequence("F9"))
        self.chronicle_action.setToolTip("Show or hide the chronicle column (F9)")
        self.chronicle_action.setChecked(self.chronicle_visible)
        self.chronicle_action.toggled.connect(self.set_chronicle_visible)
        view.addAction(self.chronicle_action)
        self.chronicle_button = QToolButton()
        self.chronicle_button.setObjectName("chronicleToggle")
        self.chronicle_button.setDefaultAction(self.chronicle_action)
        self.chronicle_button.setText("\u2630 Chronicle")
        self.chronicle_button.setAutoRaise(True)
        self.chronicle_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.statusBar().addPermanentWidget(self.chronicle_button)
        s = theme.settings()
        self.show_all_action = QAction("Show &all players' VP", self, checkable=True)
        self.show_all_action.setChecked(str(s.value("view/show_all_vp", "false")).lower() == "true")
        self.show_all_action.toggled.connect(self._show_all_toggled)
        view.addAction(self.show_all_action)
        speed = view.addMenu("Animation &speed")
        self.speed_group = QActionGroup(self)
        current = str(s.value("view/animation_speed", "Normal"))
        self.speed_actions: dict[str, QAction] = {}
        for name in theme.ANIMATION_SPEEDS:
            a = QAction(name, self, checkable=True)
            a.setChecked(name == current)
            a.triggered.connect(lambda _=False, n=name: self.set_animation_speed(n))
            self.speed_group.addAction(a)
            speed.addAction(a)
            self.speed_actions[name] = a
        self._refresh_recent()
        self._refresh_menus()

    # ------------------------------------------------------------------------------ navigation
    def show_start_screen(self) -> None:
        self.roy_timer.stop()
        self.start_screen.refresh()
        self.stack.setCurrentWidget(self.start_screen)
        self._refresh_menus()

    def open_new_game_dialog(self, solo: bool = False):
        from troyes_desktop.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self, solo=solo)
        self.new_game_dialog = dialog
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        dialog.open()
        return dialog

    def _start_from_dialog(self, dialog) -> None:
        from troyes_desktop.rules.common.errors import RulesError
        from troyes_desktop.rules.troyes.data import overrides_for_new_game
        from troyes_desktop.rules.troyes.game import Game

        arguments = dialog.game_arguments()
        overrides, problem = overrides_for_new_game()     # the player's card_overrides.json
        try:
            game = Game.new(**arguments, card_overrides=overrides)
        except RulesError as exc:
            self.show_message("Cannot start the game", str(exc))
            return
        self.start_game(game)
        if problem:
            self.show_message("Card corrections not used", problem, QMessageBox.Icon.Information)

    def start_game(self, game, autosave: bool = True) -> None:
        from troyes_desktop.model.game_model import GameModel

        model = GameModel(game, self, autosave=autosave)
        if autosave:
            model.autosave()
        self.set_model(model)

    def set_model(self, model) -> None:
        """Show a game: rebuild the panels and the board from ``model``."""
        old = self.model
        self.roy_timer.stop()
        if old is not None:
            for sig in (old.changed, old.decisionChanged, old.eventsHappened, old.refused, old.gameOver,
                        old.undoChanged):
                try:
                    sig.disconnect()
                except (RuntimeError, TypeError):
                    pass
        self.model = model
        self._scored = False
        model.setParent(self)
        model.changed.connect(self.refresh)
        model.decisionChanged.connect(self._decision_changed)
        model.eventsHappened.connect(lambda events: self.log.add_records(self.model.game, events))
        model.refused.connect(lambda reason: self.statusBar().showMessage(f"Not possible: {reason}", 8000))
        model.gameOver.connect(self.show_scoring)
        model.undoChanged.connect(self._refresh_menus)
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
            self.panels_layout.addWidget(panel)
            self.player_panels.append(panel)
        self.panels_layout.addStretch(1)
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
        self.log.rebuild(model.game)
        game = model.game
        names = ", ".join(p.name for p in game.players) + (" against le Roy" if game.solo else "")
        self.setWindowTitle(f"{WINDOW_TITLE} \u2014 {names}")
        self.viewer = 0 if game.solo else None
        self.curtain.hide()
        self.statusBar().clearMessage()
        self.stack.setCurrentWidget(self.game_page)
        for panel in self.player_panels:
            panel.set_compact(bool(self.compact))
        self.apply_layout(force=True)
        self.refresh()
        self._decision_changed()
        self.gameStarted.emit()
        if game.over:
            self.show_scoring()

    # ------------------------------------------------------------------------- small screens
    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if hasattr(self, "chronicle_action"):
            self.apply_layout()
            # Once more after the layouts have given the splitters their new geometry.
            QTimer.singleShot(0, self.apply_layout)

    def is_compact(self) -> bool:
        return self.width() < theme.COMPACT_WIDTH

    def apply_layout(self, force: bool = False) -> None:
        """Arrange the game page for the window's width: in the compact layout (below
        ``theme.COMPACT_WIDTH``) the player panels are narrow, the banner low and the prompt stands in the
        right column above the chronicle, so the board gets the whole height; otherwise the prompt sits
        under the board. Splitter sizes always favour the board."""
        compact = self.is_compact()
        if compact != self.compact or force:
            self.compact = compact
            self.banner.set_compact(compact)
            self.prompt.set_compact(compact)
            for panel in self.player_panels:
                panel.set_compact(compact)
            self.panels_layout.setContentsMargins(*((4, 4, 2, 4) if compact else (8, 8, 8, 8)))
            self.panels_layout.setSpacing(5 if compact else 8)
            if self.model is not None:
                self.refresh()
            if compact:
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
        self.log_host.setVisible(self.chronicle_visible)
        self.side.setVisible(self.chronicle_visible or compact)
        left, right = COMPACT_COLUMNS if compact else WIDE_COLUMNS
        if not compact and self.width() >= 2400:      # 4K: a little more room for the text columns
            left, right = int(left * 1.25), int(right * 1.25)
        self.panels_scroll.setMinimumWidth(left - 10 if compact else 250)
        total = max(self.h_split.width(), self.width())
        right = right if self.side.isVisible() else 0
        self.h_split.setSizes([left, max(320, total - left - right), right])
        if compact:
            h = max(self.side.height(), self.height() - 120)
            if self.chronicle_visible:
                top = min(max(260, int(h * 0.58)), h - 120)
                self.side.setSizes([top, h - top])
        else:
            self._fit_prompt()

    def _fit_prompt(self) -> None:
        """Wide layout: the prompt under the board takes only the height its content needs."""
        if self.compact or self.compact is None:
            return
        h = self.v_split.height()
        if h < 300:
            h = max(h, self.height() - 160)
        want = max(PROMPT_MIN_H, min(PROMPT_MAX_H, self.prompt.content_height(self.v_split.width())))
        self.v_split.setSizes([max(200, h - want), want])

    def set_chronicle_visible(self, on: bool) -> None:
        """Show or hide the chronicle (View menu, the status bar's button, F9); remembered in the settings."""
        on = bool(on)
        self.chronicle_visible = on
        theme.set_setting("view/chronicle", on)
        if self.chronicle_action.isChecked() != on:
            self.chronicle_action.setChecked(on)
        self.apply_layout()
        if self.dice_page is not None:
            self.dice_page.set_chronicle_visible(on)

    def _panel_action(self, action) -> None:
        """An action chosen in a player panel (standing answers of the outdoor activities)."""
        if self.model is not None:
            self.model.apply(tuple(action))

    # ------------------------------------------------------------------------------- refreshing
    def humans(self) -> int:
        return 0 if self.model is None else self.model.game.n

    def refresh(self) -> None:
        if self.model is None:
            return
        game = self.model.game
        self.banner.refresh(game)
        show_all = self.show_all_action.isChecked()
        viewer = None if self.curtain.covering else self.viewer
        for panel in self.player_panels:
            panel.refresh(game, viewer, show_all)
        self._refresh_menus()

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
        if not game.solo and decider != self.viewer and game.n > 1:
            self.viewer = None
            self._set_board_viewer(None)
            self.curtain.cover(decider, game.players[decider].name, theme.player_colour(game, decider))
            self.refresh()
        else:
            self.viewer = decider if not game.solo else 0
            self._set_board_viewer(self.viewer)

    def _curtain_revealed(self, seat: int) -> None:
        self.viewer = seat
        self._set_board_viewer(seat)
        self.refresh()
        self.statusBar().showMessage(f"{self.model.game.players[seat].name}'s view.", 4000)

    def _set_board_viewer(self, seat) -> None:
        if self.scene is not None and hasattr(self.scene, "set_viewer"):
            self.scene.set_viewer(seat)

    def _board_call(self, name: str) -> None:
        fn = getattr(self.board, name, None)
        if callable(fn):
            fn()

    # -------------------------------------------------------------------------------- le Roy
    def schedule_automaton(self) -> None:
        if self.model is not None and self.model.automaton_pending and not self.roy_timer.isActive():
            self.roy_timer.start(theme.animation_delay())

    def play_automaton_step(self) -> None:
        if self.model is not None and self.model.automaton_pending:
            self.model.step_automaton()
            if self.model.automaton_pending:     # same decision kind again: decisionChanged may not fire
                self.schedule_automaton()

    def set_animation_speed(self, name: str) -> None:
        s = theme.settings()
        s.setValue("view/animation_speed", name)
        s.sync()
        if name in self.speed_actions:
            self.speed_actions[name].setChecked(True)
        self.statusBar().showMessage(f"Animation speed: {name.lower()}.", 3000)

    def _show_all_toggled(self, on: bool) -> None:
        s = theme.settings()
        s.setValue("view/show_all_vp", "true" if on else "false")
        s.sync()
        self.refresh()

    # --------------------------------------------------------------------------------- undo
    def _dice_active(self) -> bool:
        return self.dice_page is not None and self.stack.currentWidget() is self.dice_page

    def _refresh_menus(self) -> None:
        if self._dice_active():
            m = self.dice_model
            self.undo_action.setText("&Undo" if m.can_undo() else
                                     f"Undo unavailable: {m.undo_refusal().rstrip('.')}")
            self.undo_action.setEnabled(m.can_undo())
            self.redo_action.setEnabled(m.can_redo())
            self.save_action.setEnabled(True)
            self.scores_action.setEnabled(m.game.over)
            for a in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
                a.setEnabled(False)
            self.continue_action.setEnabled(True)
            return
        has = self.model is not None
        on_game = has and self.stack.currentWidget() is self.game_page
        if has and self.model.can_undo():
            self.undo_action.setText("&Undo")
            self.undo_action.setEnabled(True)
            self.undo_action.setToolTip("Take back your last step")
        else:
            reason = self.model.undo_refusal() if has else "No game in progress."
            self.undo_action.setText(f"Undo unavailable: {reason.rstrip('.')}")
            self.undo_action.setEnabled(False)
            self.undo_action.setToolTip(reason)
        self.redo_action.setEnabled(has and self.model.can_redo())
        self.save_action.setEnabled(has)
        self.scores_action.setEnabled(has and self.model.game.over)
        for a in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            a.setEnabled(on_game)
        from troyes_desktop.ui.start_screen import autosave_summary

        available, text = autosave_summary() if not has else (True, "")
        self.continue_action.setEnabled(has or available)
        self.continue_action.setToolTip(text)

    def undo(self) -> bool:
        if self._dice_active():
            return self.dice_page.undo()
        if self.model is None:
            return False
        ok = self.model.undo()
        if ok:
            self.log.rebuild(self.model.game)
            self.statusBar().showMessage("Step taken back.", 3000)
        return ok

    def redo(self) -> bool:
        if self._dice_active():
            return self.dice_page.redo()
        if self.model is None:
            return False
        ok = self.model.redo()
        if ok:
            self.log.rebuild(self.model.game)
        return ok

    # ------------------------------------------------------------------------------ files
    def show_message(self, title: str, text: str, icon=QMessageBox.Icon.Warning) -> QMessageBox:
        """A non-blocking message box (kept in ``last_message`` for tests)."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("messageBox")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.last_message = box
        box.open()
        return box

    def continue_last(self) -> bool:
        from troyes_desktop.model.dice_model import DiceModel, last_autosave
        from troyes_desktop.model.game_model import GameModel

        if last_autosave() == "dice":
            if self.dice_page is not None and not self.dice_model.game.over and \
                    self.stack.currentWidget() is self.start_screen:
                self.stack.setCurrentWidget(self.dice_page)
                self._refresh_menus()
                return True
            dice = DiceModel.continue_last(self)
            if dice is not None and not dice.game.over:
                self.set_dice_model(dice)
                self.statusBar().showMessage("The last game continues where it stopped.", 5000)
                return True
        if self.model is not None and self.stack.currentWidget() is self.start_screen:
            self.stack.setCurrentWidget(self.game_page)
            self._refresh_menus()
            return True
        model = GameModel.continue_last(self)
        if model is None:
            _, text = autosave_summary_text()
            self.show_message("Nothing to continue", text, QMessageBox.Icon.Information)
            return False
        self.set_model(model)
        self.statusBar().showMessage("The last game continues where it stopped.", 5000)
        return True

    def choose_file_to_load(self) -> None:
        start = str(theme.settings().value("files/last_folder", str(Path.home())))
        path, _ = QFileDialog.getOpenFileName(self, "Load a saved game", start, SAVE_FILTER)
        if path:
            self.load_file(path)

    def load_file(self, path) -> bool:
        """Load a save; a damaged or foreign file shows a message and changes nothing."""
        from troyes_desktop.model.game_model import GameModel
        from troyes_desktop.rules.common.errors import RulesError

        path = Path(path)
        if not path.exists():
            self.show_message("Cannot load the game", f"The file {path.name} no longer exists.\n\n{path}")
            return False
        from troyes_desktop.model.dice_model import DiceModel
        from troyes_desktop.rules.loader import read_save

        try:
            kind, game = read_save(path)        # read once, checked and replayed whole, or refused
        except RulesError as exc:
            text = str(exc).rstrip(".")
            text = text if text.startswith(path.name) else f"{path.name} cannot be loaded: {text}"
            self.show_message("Cannot load the game", f"{text}.\n\nThe current game is unchanged.")
            return False
        dice = kind == "dice"
        model = (DiceModel if dice else GameModel)(game, self)
        self._add_recent(path)
        (self.set_dice_model if dice else self.set_model)(model)
        model.autosave()
        self.statusBar().showMessage(f"Loaded {path.name}.", 5000)
        return True

    def choose_file_to_save(self) -> None:
        if self.model is None and not self._dice_active():
            return
        start = str(theme.settings().value("files/last_folder", str(Path.home())))
        path, _ = QFileDialog.getSaveFileName(self, "Save the game as", str(Path(start) / "game.troyes.json"),
                                              SAVE_FILTER)
        if path:
            self.save_file(path)

    def save_file(self, path) -> bool:
        path = Path(path)
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + ".troyes.json")
        model = self.dice_model if self._dice_active() else self.model
        try:
            model.save(path)
        except Exception as exc:  # noqa: BLE001
            self.show_message("Cannot save the game", f"{path} could not be written: {exc}")
            return False
        self._add_recent(path)
        self.statusBar().showMessage(f"Saved as {path.name}.", 5000)
        return True

    def _add_recent(self, path: Path) -> None:
        s = theme.settings()
        s.setValue("files/last_folder", str(path.parent))
        recent = [p for p in self.recent_files() if p != str(path)]
        recent.insert(0, str(path))
        s.setValue("files/recent", recent[:MAX_RECENT])
        s.sync()
        self._refresh_recent()

    def recent_files(self) -> list[str]:
        value = theme.settings().value("files/recent", [])
        if isinstance(value, str):
            value = [value] if value else []
        return [str(v) for v in (value or [])]

    def _refresh_recent(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        if not files:
            a = self.recent_menu.addAction("No recent games")
            a.setEnabled(False)
            return
        for f in files:
            a = self.recent_menu.addAction(Path(f).name)
            a.setToolTip(f)
            a.triggered.connect(lambda _=False, p=f: self.load_file(p))

    # ------------------------------------------------------------------------------- the end
    def show_scoring(self):
        if self._dice_active():
            return self.dice_page.show_end()
        if self.model is None or not self.model.game.over:
            return None
        from troyes_desktop.ui.scoring_dialog import ScoringDialog

        self.curtain.hide()
        self.viewer = None
        self.refresh()
        dialog = ScoringDialog(self.model.game, self)
        self.scoring_dialog = dialog
        dialog.open()
        return dialog


def autosave_summary_text() -> tuple[bool, str]:
    from troyes_desktop.ui.start_screen import autosave_summary

    return autosave_summary()


__all__ = ["MainWindow", "make_board", "COLOURS"]
