"""The main window, the application shell: the start screen, then the page of the game in play, the menus
Game / Edit / View, the status bar and the settings.

The shell hosts the game modes (:mod:`troyes_desktop.ui.modes`: Troyes and Troyes Dice, peers behind one
interface) and never loses a game: every game has its own automatic save, a game opened from or saved to a
file is kept in that file (Save, Ctrl+S), leaving an unfinished game that is not safely in a file asks
Save / Discard / Cancel, and a failed save is shown at once in plain words.

The Troyes page (phase banner, player panels, the board, the prompt panel and the chronicle, the hot-seat
curtain, le Roy's steps on a timer and the final scoring) is built here; the Troyes Dice page lives in
``troyes_desktop/dice_ui``."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
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

from troyes_desktop import settings as player_settings
from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.ui import theme
from troyes_desktop.ui.modes import MODES, english_plural, mode_of_model
from troyes_desktop.ui.start_screen import StartScreen

#: The neutral player's owner index (the engine's ``board.NEUTRAL``; le Roy in the solo game).
NEUTRAL = theme.NEUTRAL

WINDOW_TITLE = "Troyes Desktop"


def save_filter() -> str:
    """The file dialogs' filter of saved games, in the current language (the patterns stay)."""
    return translate("MainWindow", "Troyes saves (*.troyes.json);;JSON files (*.json);;All files (*)")


#: The animation speeds' words (the settings keep the English keys).
SPEED_WORDS = {
    "Slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
    "Normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "Fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "Instant": QT_TRANSLATE_NOOP("MainWindow", "Instant"),
}
#: The question asked before leaving a game, by what the player is doing (whole sentences).
LEAVING_QUESTIONS = {
    "leave": QT_TRANSLATE_NOOP("MainWindow", "Save the game before leaving it?"),
    "continue": QT_TRANSLATE_NOOP("MainWindow", "Save the game before continuing another game?"),
    "load": QT_TRANSLATE_NOOP("MainWindow", "Save the game before loading another game?"),
    "new": QT_TRANSLATE_NOOP("MainWindow", "Save the game before starting a new game?"),
    "start_screen": QT_TRANSLATE_NOOP("MainWindow", "Save the game before going back to the start screen?"),
    "quit": QT_TRANSLATE_NOOP("MainWindow", "Save the game before quitting?"),
}
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
        import html

        from troyes_desktop.i18n import localized
        from troyes_desktop.rules.troyes.board import building_name
        from troyes_desktop.ui.describe import die_text, slot_name, who

        g = self.model.game
        line = translate("MainWindow", "{place}: {what}")

        def heading(text: str) -> str:
            return f"<h3>{html.escape(text)}</h3>"

        parts = [heading(translate("MainWindow", "The city"))]
        for b in range(3):
            occ = [who(g, o) if o is not None else "\u2014" for o in g.spaces[b]]
            parts.append(
                line.format(place=f"<b>{html.escape(building_name(b))}</b>", what=html.escape(", ".join(occ)))
                + "<br>"
            )
        parts.append(heading(translate("MainWindow", "Activity cards")))
        for s in range(9):
            if g.slot_revealed[s]:
                tr = [who(g, o) for o in g.slot_spaces[s] if o is not None]
                what = ", ".join(tr) or translate("MainWindow", "no tradesman")
                parts.append(line.format(place=html.escape(slot_name(g, s)), what=html.escape(what)) + "<br>")
        parts.append(heading(translate("MainWindow", "Events")))
        for i, (eid, cubes) in enumerate(g.queue):
            event = g.data.events[eid]
            banners = event.banners
            text = translate("MainWindow", "{event}: {cubes} of %n banner(s)", None, banners)
            text = english_plural(text, banners)
            parts.append(html.escape(text.format(event=localized(event), cubes=len(cubes))) + "<br>")
        parts.append(heading(translate("MainWindow", "Town square")))
        owners = list(range(g.n)) + [NEUTRAL]
        for o in owners:
            dice = [die_text(g, d).split(" (")[0] for d in g.dice_of(o)]
            if dice:
                parts.append(
                    line.format(place=html.escape(who(g, o).capitalize()), what=html.escape(", ".join(dice)))
                    + "<br>"
                )
        cubes = sum(1 for c in g.cathedral if c is not None)
        parts.append(
            heading(translate("MainWindow", "Cathedral"))
            + translate("MainWindow", "%n of 18 spaces taken", None, cubes)
            + "<br>"
        )
        self.label.setText("".join(parts))


class MainWindow(QMainWindow):
    """The application window. ``model`` is the current GameModel (None on the start screen)."""

    gameStarted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.setObjectName("mainWindow")
        self.resize(first_size())
        self.setMinimumSize(QSize(800, 560))
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if app is None or app.styleSheet() != theme.STYLE_SHEET:   # not twice: it costs start-up time
            self.setStyleSheet(theme.STYLE_SHEET)
        self.model = None
        self.scene = None
        self.board = None
        self.viewer: int | None = None
        self.last_message: QMessageBox | None = None
        self.scoring_dialog = None
        self.new_game_dialog = None
        self._scored = False
        #: The computer seats' driver of the Troyes game in play (ui/computer_turns.py), the hint shown,
        #: and the person whose view was shown last (the curtain comes only between two people).
        self.computers = None
        self.hint_shown = ""
        self.last_person = None
        self.roy_timer = QTimer(self)
        self.roy_timer.setSingleShot(True)
        self.roy_timer.timeout.connect(self.play_automaton_step)

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen()
        self.dice_page = None
        self.dice_model = None
        self.dice_dialog = None
        #: The game in play (a model of any mode) and the question asked before it is left.
        self.active = None
        self.unsaved_box: QMessageBox | None = None
        self.save_failure_box: QMessageBox | None = None
        self._may_close = False
        self._connect_start_screen()
        self.stack.addWidget(self.start_screen)
        # The Troyes page is built when a Troyes game is first shown (ensure_game_page).
        self.game_page = None
        self.banner = self.prompt = self.log = self.curtain = None
        self.player_panels: list = []
        self.compact: bool | None = None
        self.chronicle_visible = theme.setting_bool("view/chronicle", True)
        self._build_menus()
        self.save_warning = QLabel()
        self.save_warning.setObjectName("saveWarning")
        self.save_warning.setStyleSheet(f"color: {theme.ACCENT}; font-weight: bold;")
        self.save_warning.hide()
        self.statusBar().addPermanentWidget(self.save_warning)
        self.statusBar().showMessage(translate("MainWindow", "Welcome to Troyes."))
        self.show_start_screen()
        QTimer.singleShot(0, self._show_settings_notice)

    def _connect_start_screen(self) -> None:
        screen = self.start_screen
        screen.newTroyes.connect(lambda: self.open_new_game_dialog(solo=False))
        screen.newSolo.connect(lambda: self.open_new_game_dialog(solo=True))
        screen.newDice.connect(self.open_dice_dialog)
        screen.continueRequested.connect(self.continue_last)
        screen.continueEntry.connect(self.continue_entry)
        screen.loadRequested.connect(self.choose_file_to_load)
        screen.settingsRequested.connect(self.open_settings)
        screen.quitRequested.connect(self.close)

    # ---------------------------------------------------------------------------------- layout
    def ensure_game_page(self):
        """The Troyes page, built the first time a Troyes game is shown (the start screen opens without
        loading it)."""
        if self.game_page is None:
            self._build_game_page()
            self._refresh_menus()
        return self.game_page

    def _build_game_page(self) -> None:
        from troyes_desktop.ui.curtain import Curtain
        from troyes_desktop.ui.log_panel import LogPanel
        from troyes_desktop.ui.phase_banner import PhaseBanner
        from troyes_desktop.ui.prompt_panel import PromptPanel

        page = QWidget()
        page.setObjectName("gamePage")
        self.game_page = page
        v = QVBoxLayout(page)
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
        self.compact = None
        self.stack.addWidget(page)
        self.curtain = Curtain(page)
        self.curtain.revealed.connect(self._curtain_revealed)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(translate("MainWindow", "&Game"))
        game.aboutToShow.connect(self._refresh_continue_action)
        self.new_action = QAction(translate("MainWindow", "&New game\u2026"), self,
                                  shortcut=QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(lambda: self.open_new_game_dialog(solo=False))
        game.addAction(self.new_action)
        self.continue_action = QAction(translate("MainWindow", "&Continue the last game"), self)
        self.continue_action.triggered.connect(self.continue_last)
        game.addAction(self.continue_action)
        self.load_action = QAction(translate("MainWindow", "&Load\u2026"), self,
                                   shortcut=QKeySequence.StandardKey.Open)
        self.load_action.triggered.connect(self.choose_file_to_load)
        game.addAction(self.load_action)
        self.file_save_action = QAction(
            translate("MainWindow", "&Save"), self, shortcut=QKeySequence.StandardKey.Save
        )
        self.file_save_action.setToolTip(
            translate("MainWindow", "Save the game to its file (Save As the first time)"))
        self.file_save_action.triggered.connect(self.save_game)
        game.addAction(self.file_save_action)
        self.save_action = QAction(translate("MainWindow", "Save &As\u2026"), self,
                                   shortcut=QKeySequence.StandardKey.SaveAs)
        self.save_action.triggered.connect(self.choose_file_to_save)
        game.addAction(self.save_action)
        self.recent_menu = game.addMenu(translate("MainWindow", "&Recent games"))
        game.addSeparator()
        self.scores_action = QAction(translate("MainWindow", "Final &scoring"), self)
        self.scores_action.triggered.connect(self.show_scoring)
        game.addAction(self.scores_action)
        self.dice_action = QAction(translate("MainWindow", "New game of Troyes &Dice\u2026"), self)
        self.dice_action.triggered.connect(self.open_dice_dialog)
        game.insertAction(self.continue_action, self.dice_action)
        self.achievements_action = QAction(translate("MainWindow", "Troyes Dice &achievements\u2026"), self)
        self.achievements_action.triggered.connect(self.show_dice_achievements)
        game.addAction(self.achievements_action)
        self.settings_action = QAction(translate("MainWindow", "Se&ttings\u2026"), self,
                                       shortcut=QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.open_settings)
        game.addAction(self.settings_action)
        self.start_action = QAction(translate("MainWindow", "Back to the &start screen"), self)
        self.start_action.triggered.connect(self.request_start_screen)
        game.addAction(self.start_action)
        game.addSeparator()
        quit_action = QAction(translate("MainWindow", "&Quit"), self, shortcut=QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)

        edit = bar.addMenu(translate("MainWindow", "&Edit"))
        self.undo_action = QAction(translate("MainWindow", "&Undo"), self,
                                   shortcut=QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        edit.addAction(self.undo_action)
        self.redo_action = QAction(translate("MainWindow", "&Redo"), self,
                                   shortcut=QKeySequence.StandardKey.Redo)
        self.redo_action.triggered.connect(self.redo)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        self.hint_action = QAction(translate("MainWindow", "&Hint: what would the Hard player do?"), self,
                                   shortcut=QKeySequence("Ctrl+H"))
        self.hint_action.setToolTip(
            translate(
                "MainWindow", "The Hard computer player thinks about your move and shows it on the board"
            )
        )
        self.hint_action.triggered.connect(self.ask_hint)
        edit.addAction(self.hint_action)

        view = bar.addMenu(translate("MainWindow", "&View"))
        self.zoom_in_action = QAction(translate("MainWindow", "Zoom &in"), self,
                                      shortcut=QKeySequence.StandardKey.ZoomIn)
        self.zoom_in_action.triggered.connect(lambda: self._board_call("zoom_in"))
        self.zoom_out_action = QAction(translate("MainWindow", "Zoom &out"), self,
                                       shortcut=QKeySequence.StandardKey.ZoomOut)
        self.zoom_out_action.triggered.connect(lambda: self._board_call("zoom_out"))
        self.fit_action = QAction(translate("MainWindow", "&Fit the board"), self,
                                  shortcut=QKeySequence("Ctrl+0"))
        self.fit_action.triggered.connect(lambda: self._board_call("fit"))
        for a in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            view.addAction(a)
        view.addSeparator()
        self.chronicle_action = QAction(translate("MainWindow", "Show the &chronicle"), self, checkable=True)
        self.chronicle_action.setShortcut(QKeySequence("F9"))
        self.chronicle_action.setToolTip(translate("MainWindow", "Show or hide the chronicle column (F9)"))
        self.chronicle_action.setChecked(self.chronicle_visible)
        self.chronicle_action.setText(
            translate("MainWindow", "Hide the &chronicle")
            if self.chronicle_visible
            else translate("MainWindow", "Show the &chronicle")
        )
        self.chronicle_action.toggled.connect(self.set_chronicle_visible)
        view.addAction(self.chronicle_action)
        self.chronicle_button = QToolButton()
        self.chronicle_button.setObjectName("chronicleToggle")
        self.chronicle_button.setDefaultAction(self.chronicle_action)
        self.chronicle_button.setText(translate("MainWindow", "\u2630 Chronicle"))
        self.chronicle_button.setAutoRaise(True)
        self.chronicle_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.statusBar().addPermanentWidget(self.chronicle_button)
        speed = view.addMenu(translate("MainWindow", "Animation &speed"))
        self.speed_group = QActionGroup(self)
        current = player_settings.get("animation_speed")
        self.speed_actions: dict[str, QAction] = {}
        for name in theme.ANIMATION_SPEEDS:
            a = QAction(translate("MainWindow", SPEED_WORDS.get(name, name)), self, checkable=True)
            a.setChecked(name == current)
            a.triggered.connect(lambda _=False, n=name: self.set_animation_speed(n))
            self.speed_group.addAction(a)
            speed.addAction(a)
            self.speed_actions[name] = a
        self._refresh_recent()
        self._refresh_menus()
        from troyes_desktop.help.menu import install_help_menu

        install_help_menu(self)  # Help: rules reference (F1), guided games

    # ------------------------------------------------------------------------------ navigation
    def show_start_screen(self) -> None:
        """Show the start screen (the game in play, if any, stays in memory and on its page)."""
        self.roy_timer.stop()
        self.start_screen.refresh()
        self.stack.setCurrentWidget(self.start_screen)
        self._refresh_menus()

    def request_start_screen(self) -> None:
        """Back to the start screen (menu, the Dice page's button): asks first if the game could be lost."""
        self.leave_game(self._to_start_screen, "start_screen")

    def _to_start_screen(self) -> None:
        self.drop_game()
        self.show_start_screen()

    # -------------------------------------------------------------------- modes: start, show, drop
    def open_new_game_dialog(self, solo: bool = False):
        return MODES["troyes"].open_new_game_dialog(self, solo=solo)

    def open_dice_dialog(self):
        return MODES["dice"].open_new_game_dialog(self)

    def start_from_dialog(self, mode, dialog) -> None:
        """A mode's new-game dialog was accepted: start its game once the one in play is safe."""
        from troyes_desktop.rules.common.errors import RulesError

        try:
            game, opening, note = mode.new_game(dialog)
        except RulesError as exc:
            self.show_message(translate("MainWindow", "Cannot start the game"), str(exc))
            return

        def start() -> None:
            self.start_mode_game(mode, game, opening)
            if note:                        # e.g. the player's card corrections could not be used
                self.show_message(translate("MainWindow", "Card corrections not used"), note,
                                  QMessageBox.Icon.Information)

        self.leave_game(start, "new")

    def start_mode_game(self, mode, game, opening=(), autosave: bool = True):
        """Put a new game of ``mode`` in play (the one in play so far stays in the Continue list)."""
        model = mode.model_class()(game, self, autosave=autosave)
        if opening:
            model.apply_sequence(list(opening))
        if autosave:
            model.autosave()
        self.show_game(model)
        return model

    def start_game(self, game, autosave: bool = True) -> None:
        """Play a new Troyes ``game`` (tests, demonstrations; the new-game dialog goes through the mode)."""
        self.start_mode_game(MODES["troyes"], game, autosave=autosave)

    def start_dice_game(self, game, opening=(), autosave: bool = True):
        """Play a new Troyes Dice ``game``; ``opening``: the town crier's numbering actions (expert mode)."""
        return self.start_mode_game(MODES["dice"], game, opening, autosave)

    def show_game(self, model) -> None:
        """Make ``model`` the game in play and show it on its mode's page."""
        if self.active is not None and self.active is not model:
            self.drop_game()
        self.active = model
        model.saveFailed.connect(self.report_save_failure)
        model.savedChanged.connect(self._refresh_title)
        model.changed.connect(self._refresh_save_warning)
        mode_of_model(model).show(self, model)
        self._refresh_title()
        self._refresh_save_warning()
        self._refresh_menus()

    set_model = show_game
    set_dice_model = show_game

    def drop_game(self) -> None:
        """Take the game in play off screen (its automatic save stays unless it was discarded)."""
        model = self.active
        if model is None:
            return
        for sig in (model.saveFailed, model.savedChanged):
            try:
                sig.disconnect()
            except (RuntimeError, TypeError):
                pass
        mode_of_model(model).close(self)
        self.active = None
        self.setWindowModified(False)
        self.setWindowTitle(WINDOW_TITLE)
        self.save_warning.hide()

    def close_troyes_model(self) -> None:
        from troyes_desktop.ui import computer_turns

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

    def show_dice_achievements(self):
        from troyes_desktop.dice_ui.mode import show_dice_achievements

        return show_dice_achievements(self)

    def title_for(self, text: str) -> None:
        """The window title while a game is in play ("[*]" marks changes not yet saved to its file)."""
        self.setWindowTitle(f"{WINDOW_TITLE} \u2014 {text}[*]")

    def _refresh_title(self) -> None:
        model = self.active
        self.setWindowModified(model is not None and model.file_path is not None and model.dirty)

    def show_troyes_model(self, model) -> None:
        """Show a Troyes game: rebuild the panels and the board from ``model``."""
        from troyes_desktop.ui.player_panel import PlayerPanel

        self.ensure_game_page()
        self.close_troyes_model()
        self.model = model
        self._scored = False
        model.setParent(self)
        model.changed.connect(self.refresh)
        model.decisionChanged.connect(self._decision_changed)
        model.eventsHappened.connect(lambda events: self.log.add_records(self.model.game, events))
        model.refused.connect(
            lambda reason: self.statusBar().showMessage(
                translate("MainWindow", "Not possible: {reason}").format(reason=reason), 8000
            )
        )
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
            panel.installEventFilter(self)
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
        self.log.rebuild(model.game, model.notes)
        from troyes_desktop.ui import computer_turns

        self.computers = computer_turns.attach(self, model)
        self.last_person = None
        game = model.game
        names = ", ".join(p.name for p in game.players)
        self.title_for(
            translate("MainWindow", "{players} against le Roy").format(players=names) if game.solo else names
        )
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
        if self.game_page is None:
            return
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
        left, right = self._give_surplus_to_columns(total, left, right, compact)
        self.h_split.setSizes([left, max(320, total - left - right), right])
        if compact:
            h = max(self.side.height(), self.height() - 120)
            if self.chronicle_visible:
                need = max(self.prompt.heightForWidth(self.side.width()),
                           self.prompt.minimumSizeHint().height())
                top = min(max(260, int(h * 0.58), need + 4), h - 80)
                self.side.setSizes([top, h - top])
        else:
            self._fit_prompt()
        self._fit_panels()

    def _give_surplus_to_columns(self, total: int, left: int, right: int,
                                 compact: bool = False) -> tuple[int, int]:
        """When the board is limited by the height, the width it cannot use goes to the player panels
        and the right column (up to a readable measure) instead of empty margins."""
        scene_rect = getattr(self.board, "sceneRect", None)
        if scene_rect is None or not hasattr(self.board, "fit"):
            return left, right
        rect = scene_rect()
        board_h = self.board_holder.height() if self.board_holder.height() > 200 else \
            self.height() - (120 if compact else 260)
        if rect.height() <= 0 or board_h <= 0:
            return left, right
        needed = int(board_h * rect.width() / rect.height()) + 16
        surplus = total - left - right - needed
        if surplus <= 40:
            return left, right
        most_left, most_right = (260, 340) if compact else (400, 460)
        room_left, room_right = max(0, most_left - left), max(0, most_right - right) if right else 0
        share = min(surplus, room_left + room_right)
        if room_left + room_right == 0:
            return left, right
        add_left = int(share * room_left / (room_left + room_right))
        return left + add_left, right + (share - add_left)

    def _fit_prompt(self) -> None:
        """Wide layout: the prompt under the board takes only the height its content needs."""
        if self.compact or self.compact is None or self.game_page is None:
            return
        h = self.v_split.height()
        if h < 300:
            h = max(h, self.height() - 160)
        # Never below what its layout needs (else its rows would be drawn over each other).
        width = self.v_split.width()
        need = max(self.prompt.content_height(width), self.prompt.heightForWidth(width),
                   self.prompt.minimumSizeHint().height())
        want = max(PROMPT_MIN_H, min(PROMPT_MAX_H, need))
        self.v_split.setSizes([max(200, h - want), want])

    def set_chronicle_visible(self, on: bool) -> None:
        """Show or hide the chronicle (View menu, the status bar's button, F9); remembered in the settings."""
        on = bool(on)
        self.chronicle_visible = on
        self.chronicle_action.setText(
            translate("MainWindow", "Hide the &chronicle")
            if on
            else translate("MainWindow", "Show the &chronicle")
        )
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
        viewer = None if self.curtain.covering else self.viewer
        for panel in self.player_panels:
            panel.refresh(game, viewer, show_all)
        if self.model.computers:
            from troyes_desktop.ui.computer_turns import mark_panels

            mark_panels(self)
        self._fit_panels()
        self._refresh_menus()

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
        if not game.solo and len(people) > 1 and decider != self.last_person:
            # The curtain comes only between two people.
            from troyes_desktop.ui.curtain import outcome_lines

            played = None if self.last_person is None else game.players[self.last_person].name
            self.viewer = None
            self._set_board_viewer(None)
            self.curtain.cover(decider, game.players[decider].name, theme.player_colour(game, decider),
                               played=played, outcome=outcome_lines(game, self.model.last_events))
            self.refresh()
        else:
            seen = decider if not game.solo else 0
            self.last_person = seen
            if self.viewer != seen:
                self.viewer = seen
                self.refresh()
            self._set_board_viewer(seen)

    def _curtain_revealed(self, seat: int) -> None:
        self.viewer = seat
        self.last_person = seat
        self._set_board_viewer(seat)
        self.refresh()
        self.statusBar().showMessage(
            translate("MainWindow", "{player}'s view.").format(player=self.model.game.players[seat].name),
            4000,
        )

    def ask_hint(self) -> bool:
        """Edit > Hint: what the Hard player would do now, computed in the background, shown on the board."""
        if self.model is None or self.computers is None or self.stack.currentWidget() is not self.game_page \
                or self.curtain.covering:
            return False
        if not self.computers.request_hint():
            self.statusBar().showMessage(
                translate("MainWindow", "No hint now: it is not a person's decision."), 5000)
            return False
        self.statusBar().showMessage(
            translate("MainWindow", "The Hard player is thinking about your move\u2026"))
        return True

    def _set_board_viewer(self, seat) -> None:
        if self.scene is not None and hasattr(self.scene, "set_viewer"):
            self.scene.set_viewer(seat)

    def _board_call(self, name: str) -> None:
        fn = getattr(self.board, name, None)
        if callable(fn):
            fn()

    # -------------------------------------------------------------------------------- le Roy
    def schedule_automaton(self) -> None:
        delay = theme.roy_delay()          # None: step by step, the prompt's "Next step" plays him
        if self.model is not None and self.model.automaton_pending and not self.roy_timer.isActive() \
                and delay is not None:
            self.roy_timer.start(delay)

    def play_automaton_step(self) -> None:
        if self.model is not None and self.model.automaton_pending:
            self.model.step_automaton()
            if self.model.automaton_pending:     # same decision kind again: decisionChanged may not fire
                self.schedule_automaton()

    def set_animation_speed(self, name: str) -> None:
        try:
            player_settings.set("animation_speed", name)
        except OSError:
            self.statusBar().showMessage(
                translate(
                    "MainWindow",
                    "The animation speed applies until Troyes "
                    "Desktop is closed (the settings file cannot be written).",
                ),
                6000,
            )
        if name in self.speed_actions:
            self.speed_actions[name].setChecked(True)
        word = translate("MainWindow", SPEED_WORDS.get(name, name)).lower()
        self.statusBar().showMessage(
            translate("MainWindow", "Animation speed: {speed}.").format(speed=word), 3000)

    # ------------------------------------------------------------------------------ settings
    def open_settings(self):
        """The Settings dialog (non-blocking); its choices apply when it is accepted."""
        from troyes_desktop.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self)
        self.settings_dialog = dialog
        dialog.accepted.connect(lambda: self.apply_settings(dialog.changed, dialog.failure))
        dialog.open()
        return dialog

    def apply_settings(self, changed, failure: str = "") -> None:
        if "animation_speed" in changed:
            name = player_settings.get("animation_speed")
            self.speed_actions[name].setChecked(True)
        if "text_scale" in changed:
            self.apply_text_size()
        if "colour_blind_glyphs" in changed and self.scene is not None:
            self.scene.update()
        if failure:
            self.show_message(translate("MainWindow", "Settings not saved"), failure)
        elif "language" in changed:
            self.offer_restart_for_language()
        elif changed:
            self.statusBar().showMessage(translate("MainWindow", "Settings saved."), 4000)

    def offer_restart_for_language(self):
        """A new language applies from the next start: offer to start again now (the game is kept)."""
        from troyes_desktop.ui.language import chosen_language

        box = QMessageBox(self)
        box.setObjectName("languageRestart")
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(translate("MainWindow", "Language"))
        box.setText(translate("MainWindow", "The new language applies when Troyes Desktop starts again."))
        box.setInformativeText(
            translate("MainWindow", "Start again now? The game in play is kept: Continue resumes it.")
        )
        restart = box.addButton(translate("MainWindow", "Start again now"), QMessageBox.ButtonRole.AcceptRole)
        box.later_button = box.addButton(translate("MainWindow", "Later"), QMessageBox.ButtonRole.RejectRole)
        box.restart_button = restart
        box.setDefaultButton(restart)
        self.language_box = box
        self.pending_language = chosen_language()

        def answered(button) -> None:
            if button is restart:
                self.restart_application()

        box.buttonClicked.connect(answered)
        box.open()
        return box

    def restart_application(self) -> None:
        """Close as Quit does (asking first if a game could be lost), then start the app again."""
        import sys

        from PySide6.QtCore import QProcess

        def start_again() -> None:
            self._may_close = True
            if getattr(sys, "frozen", False):
                program, arguments = sys.executable, sys.argv[1:]
            else:
                program, arguments = sys.executable, list(getattr(sys, "orig_argv", sys.argv)[1:])
            arguments = _without_option(arguments, "--lang")
            if not QProcess.startDetached(program, arguments):
                self._may_close = False
                self.show_message(
                    translate("MainWindow", "Could not start again"),
                    translate(
                        "MainWindow",
                        "Troyes Desktop could not start again by itself. "
                        "Close it and open it again: the new language will "
                        "apply.",
                    ),
                )
                return
            self.close()

        if self.active is None or not self.active.needs_saving():
            start_again()
        else:
            self.leave_game(start_again, "quit")

    def apply_text_size(self) -> None:
        """Use the chosen text size now: the application font, a new start screen, the game's page again."""
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if app is not None:
            app.setFont(theme.font(11))
        on_start = self.stack.currentWidget() is self.start_screen
        old = self.start_screen
        self.start_screen = StartScreen()
        self._connect_start_screen()
        try:                                   # the Help module's "Learn to play" button, again
            from troyes_desktop.help.menu import _start_screen_button
        except ImportError:
            pass
        else:
            _start_screen_button(self)
        self.stack.insertWidget(0, self.start_screen)
        self.stack.removeWidget(old)
        old.deleteLater()
        for widget in (self.banner, self.prompt, self.log):
            if widget is not None:
                widget.setFont(theme.font(11))
        if self.active is not None:
            model = self.active
            mode_of_model(model).show(self, model)
        if on_start or self.active is None:
            self.show_start_screen()

    def _show_settings_notice(self) -> None:
        text = player_settings.take_notice()
        if text:
            self.show_message(translate("MainWindow", "Settings reset"), text, QMessageBox.Icon.Information)

    def _show_vp_rule(self, game) -> bool:
        """The table rule chosen in the new-game dialog: everyone sees every player's victory points."""
        return bool((game.setup.get("options") or {}).get("show_all_vp"))

    # --------------------------------------------------------------------------------- undo
    def active_mode(self):
        """The mode of the game in play (None when there is none)."""
        return mode_of_model(self.active) if self.active is not None else None

    def _refresh_menus(self) -> None:
        """Enable the menus for the game in play; what each mode allows comes from the mode."""
        # The chronicle belongs to a game's page: no toggle for it on the start screen.
        self.chronicle_button.setVisible(self.stack.currentWidget() is not self.start_screen)
        mode = self.active_mode()
        model = self.active
        if model is not None and model.can_undo():
            self.undo_action.setText(translate("MainWindow", "&Undo"))
            self.undo_action.setEnabled(True)
            self.undo_action.setToolTip(translate("MainWindow", "Take back your last step"))
        else:
            reason = (
                model.undo_refusal() if model is not None else translate("MainWindow", "No game in progress.")
            )
            self.undo_action.setText(
                translate("MainWindow", "Undo unavailable: {reason}").format(reason=reason.rstrip("."))
            )
            self.undo_action.setEnabled(False)
            self.undo_action.setToolTip(reason)
        self.redo_action.setEnabled(model is not None and model.can_redo())
        troyes = self.model is not None and self.model is model and not model.game.over
        self.hint_action.setEnabled(troyes and not model.computer_deciding and not model.automaton_pending)
        for action in (self.save_action, self.file_save_action):
            action.setEnabled(model is not None)
        self.scores_action.setEnabled(model is not None and model.game.over)
        on_page = mode is not None and self.stack.currentWidget() is mode.page(self)
        for a in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            a.setEnabled(on_page and mode.zooms)

    def _refresh_continue_action(self) -> None:
        from troyes_desktop.model import autosaves

        entries = autosaves.unfinished(adopt=False)
        self.continue_action.setEnabled(bool(entries))
        if entries:
            from troyes_desktop.ui.start_screen import entry_summary

            self.continue_action.setToolTip(entry_summary(entries[0]))
        else:
            self.continue_action.setToolTip(translate("MainWindow", "No unfinished game."))

    def undo(self) -> bool:
        mode = self.active_mode()
        return mode.undo(self) if mode is not None else False

    def redo(self) -> bool:
        mode = self.active_mode()
        return mode.redo(self) if mode is not None else False

    def troyes_undo(self) -> bool:
        ok = self.model.undo()
        if ok:
            self.log.rebuild(self.model.game, self.model.notes)
            self.statusBar().showMessage(translate("MainWindow", "Step taken back."), 3000)
        return ok

    def troyes_redo(self) -> bool:
        ok = self.model.redo()
        if ok:
            self.log.rebuild(self.model.game, self.model.notes)
            self.statusBar().showMessage(translate("MainWindow", "Step played again."), 3000)
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
        """Continue the most recently played unfinished game (of any mode)."""
        from troyes_desktop.model import autosaves

        entries = autosaves.unfinished()
        if not entries:
            self.show_message(
                translate("MainWindow", "Nothing to continue"),
                translate("MainWindow", "There is no unfinished game: start a new one."),
                QMessageBox.Icon.Information,
            )
            return False
        return self.continue_entry(entries[0])

    def continue_entry(self, entry) -> bool:
        """Continue one game of the start screen's list (an ``autosaves.Entry``) exactly where it stopped."""
        from troyes_desktop.rules.common.errors import SaveError

        model = self.active
        if model is not None and model.autosave_file is not None and Path(model.autosave_file) == entry.path:
            page = mode_of_model(model).page(self)
            if page is not None:          # the game in play: just show it again
                self.stack.setCurrentWidget(page)
                self._refresh_menus()
                return True
        mode = MODES[entry.mode]
        try:
            resumed = mode.model_class().resume(entry, self)
        except (SaveError, OSError) as exc:
            self.show_message(
                translate("MainWindow", "Cannot continue the game"),
                translate("MainWindow", "This game's automatic save cannot be read: {reason}.").format(
                    reason=_reason(exc)
                ),
            )
            return False
        except Exception:  # noqa: BLE001 - a damaged autosave must never crash the app
            self.show_message(
                translate("MainWindow", "Cannot continue the game"),
                translate("MainWindow", "This game's automatic save is damaged."),
            )
            return False

        def go() -> None:
            self.show_game(resumed)
            self.statusBar().showMessage(translate("MainWindow", "The game continues where it stopped."),
                           5000)

        return self.leave_game(go, "continue")

    def choose_file_to_load(self) -> None:
        start = str(theme.settings().value("files/last_folder", str(Path.home())))
        path, _ = QFileDialog.getOpenFileName(
            self, translate("MainWindow", "Load a saved game"), start, save_filter()
        )
        if path:
            self.load_file(path)

    def read_file(self, path):
        """Read a save of any mode into a new model, kept in that file; None after a message saying why."""
        from troyes_desktop.rules.common.errors import RulesError

        path = Path(path)
        if not path.exists():
            self.show_message(
                translate("MainWindow", "Cannot load the game"),
                translate("MainWindow", "The file {name} no longer exists.").format(name=path.name)
                + f"\n\n{path}",
            )
            return None
        if path.is_dir():
            self.show_message(
                translate("MainWindow", "Cannot load the game"),
                translate("MainWindow", "{name} is a folder, not a saved game.").format(name=path.name),
            )
            return None
        from troyes_desktop.rules.loader import read_save

        try:
            kind, game = read_save(path)        # read once, checked and replayed whole, or refused
        except RulesError as exc:
            text = str(exc).rstrip(".")
            if not text.startswith(path.name):
                text = translate("MainWindow", "{name} cannot be loaded: {reason}").format(
                    name=path.name, reason=text
                )
            self.show_message(
                translate("MainWindow", "Cannot load the game"),
                translate("MainWindow", "{reason}.\n\nThe current game is unchanged.").format(reason=text),
            )
            return None
        model = MODES[kind].model_class()(game, self)
        model.mark_opened_from(path)
        return model

    def load_file(self, path) -> bool:
        """Load a save; a damaged or foreign file shows a message and changes nothing. The game in play
        is left only once it is safe (Save / Discard / Cancel)."""
        model = self.read_file(path)
        if model is None:
            return False
        path = Path(path)

        def go() -> None:
            from troyes_desktop.model import autosaves

            self._add_recent(path)
            same = [e for e in autosaves.unfinished(adopt=False) if e.file and Path(e.file) == path]
            if same:                  # opened before: it goes on in the same automatic save
                model.autosave_file = same[0].path
            self.show_game(model)
            model.autosave()
            self.statusBar().showMessage(translate("MainWindow", "Loaded {name}.").format(name=path.name),
                           5000)

        return self.leave_game(go, "load")

    def choose_file_to_save(self) -> bool:
        """Save As: ask for a file, save the game there and keep it in that file from now on."""
        if self.active is None:
            return False
        start = str(theme.settings().value("files/last_folder", str(Path.home())))
        current = self.active.file_path
        suggestion = str(current) if current is not None else str(Path(start) / "game.troyes.json")
        path, _ = QFileDialog.getSaveFileName(
            self, translate("MainWindow", "Save the game as"), suggestion, save_filter()
        )
        if path:
            return self.save_file(path)
        return False

    def save_game(self) -> bool:
        """Save (Ctrl+S): to the game's file, or Save As the first time."""
        if self.active is None:
            return False
        if self.active.file_path is None:
            return self.choose_file_to_save()
        return self.save_file(self.active.file_path)

    def save_file(self, path) -> bool:
        """Save the game in play to ``path`` and keep it there; a failure is shown in plain words."""
        from troyes_desktop.model.autosaves import SUFFIXES

        model = self.active
        if model is None:
            return False
        path = Path(path)
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + SUFFIXES.get(model.MODE, ".json"))
        failure = model.save_to_file(path)
        if failure:
            self.report_save_failure(failure, title=translate("MainWindow", "Cannot save the game"))
            return False
        self._add_recent(path)
        self.statusBar().showMessage(translate("MainWindow", "Saved to {name}.").format(name=path.name), 5000)
        return True

    # -------------------------------------------------------------------- never lose a game
    def leave_game(self, then, doing: str = "leave") -> bool:
        """Run ``then`` once the game in play is safe. An unfinished game that is not safely in a file of
        the player's asks first: Save (then go on), Discard (forget it, then go on) or Cancel (stay).
        Returns True when ``then`` ran at once; otherwise the question is open (``unsaved_box``).
        ``doing``: what the player is doing, a key of :data:`LEAVING_QUESTIONS`."""
        model = self.active
        if model is None or not model.needs_saving():
            then()
            return True
        from troyes_desktop.ui.modes import summary_line

        where = (
            translate("MainWindow", "Your changes since it was saved to {name} are not in that file.").format(
                name=model.file_path.name
            )
            if model.file_path is not None
            else translate("MainWindow", "It is not saved in a file of yours.")
        )
        question = translate("MainWindow", LEAVING_QUESTIONS.get(doing, LEAVING_QUESTIONS["leave"]))
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("MainWindow", "Save the game?"),
            question,
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("unsavedBox")
        box.setInformativeText(
            f"{summary_line(model.summary())}.\n{where}\n\n"
            + translate("MainWindow", "Discard forgets this game for good; Cancel goes back to it.")
        )
        box.save_button = box.addButton(
            translate("MainWindow", "Save\u2026")
            if model.file_path is None
            else translate("MainWindow", "Save"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.discard_button = box.addButton(
            translate("MainWindow", "Discard"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.cancel_button = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(box.save_button)
        box.setEscapeButton(box.cancel_button)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(button) -> None:
            self.unsaved_box = None
            if button is box.save_button:
                if not self.save_game():
                    return                    # not saved (cancelled or failed): stay with the game
            elif button is box.discard_button:
                model.discard()
                self.drop_game()
            else:
                return
            then()

        box.buttonClicked.connect(answered)
        self.unsaved_box = box
        box.open()
        return False

    def report_save_failure(self, text: str, title: str = "") -> QMessageBox:
        """Show a failed save at once, in plain words, with "Save elsewhere..." (the game stays in play)."""
        title = title or translate("MainWindow", "The game is not being saved")
        self._refresh_save_warning()
        if self.save_failure_box is not None and self.save_failure_box.isVisible():
            self.save_failure_box.setText(text)
            return self.save_failure_box
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("saveFailureBox")
        box.elsewhere_button = box.addButton(
            translate("MainWindow", "Save elsewhere\u2026"), QMessageBox.ButtonRole.AcceptRole
        )
        box.later_button = box.addButton(translate("MainWindow", "Keep playing"),
                                         QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(box.elsewhere_button)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(button) -> None:
            if button is box.elsewhere_button:
                self.choose_file_to_save()

        box.buttonClicked.connect(answered)
        self.save_failure_box = box
        self.last_message = box
        box.open()
        return box

    def _refresh_save_warning(self) -> None:
        failing = self.active is not None and self.active.autosave_failing
        text = translate("MainWindow", "Not saved automatically \u2014 use Save elsewhere\u2026")
        self.save_warning.setText(text if failing else "")
        self.save_warning.setVisible(failing)

    def closeEvent(self, event) -> None:  # noqa: N802
        """Quitting asks first when the game in play could be lost."""
        if self._may_close or self.active is None or not self.active.needs_saving():
            self.roy_timer.stop()
            event.accept()
            return
        event.ignore()
        if self.unsaved_box is not None and self.unsaved_box.isVisible():
            return                      # the question is already asked

        def quit_now() -> None:
            self._may_close = True
            self.close()

        self.leave_game(quit_now, "quit")

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
            a = self.recent_menu.addAction(translate("MainWindow", "No recent games"))
            a.setEnabled(False)
            return
        for f in files:
            a = self.recent_menu.addAction(Path(f).name)
            a.setToolTip(f)
            a.triggered.connect(lambda _=False, p=f: self.load_file(p))

    # ------------------------------------------------------------------------------- the end
    def show_scoring(self):
        """The final scoring of the game in play (its mode's own screen)."""
        mode = self.active_mode()
        if mode is None or not self.active.game.over:
            return None
        return mode.show_scoring(self)

    def show_troyes_scoring(self):
        from troyes_desktop.ui.scoring_dialog import ScoringDialog

        self.curtain.hide()
        self.viewer = None
        self.refresh()
        dialog = ScoringDialog(self.model.game, self)
        self.scoring_dialog = dialog
        dialog.open()
        return dialog


def first_size(screen=None) -> QSize:
    """The window's size when it opens: 1280x800, or less on a smaller screen (a 1366x768 laptop, a 1280x720
    display), so that no part of it opens beyond the screen's edge (the frame and a panel take some 40 px)."""
    from PySide6.QtWidgets import QApplication

    screen = screen or QApplication.primaryScreen()
    if screen is None:
        return QSize(1280, 800)
    room = screen.availableGeometry()
    return QSize(max(800, min(1280, room.width())), max(560, min(800, room.height() - 40)))


def _without_option(arguments: list[str], option: str) -> list[str]:
    """``arguments`` without ``option`` and its value (``--lang fr`` or ``--lang=fr``)."""
    out, skip = [], False
    for word in arguments:
        if skip:
            skip = False
            continue
        if word == option:
            skip = True
            continue
        if word.startswith(option + "="):
            continue
        out.append(word)
    return out


def _reason(exc: BaseException) -> str:
    """A load error's reason in plain words (never Python's or the system's raw text)."""
    from troyes_desktop.rules.common.errors import RulesError

    if isinstance(exc, RulesError):
        return str(exc).rstrip(".")
    if isinstance(exc, UnicodeDecodeError) or isinstance(exc, ValueError):
        return translate("MainWindow", "it is not a saved game (its text cannot be read)")
    if isinstance(exc, PermissionError):
        return translate("MainWindow", "you may not read this file")
    return translate("MainWindow", "the file cannot be read")


__all__ = ["MainWindow", "make_board"]
