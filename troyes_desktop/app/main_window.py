"""The main window, the application shell: the start screen, then the page of the game in play, the menus
Game / Edit / View / Help, the status bar and the settings.

The shell hosts the game modes (:mod:`troyes_desktop.app.modes`: Troyes and Troyes Dice, peers behind one
interface) and never loses a game: every game has its own automatic save, a game opened from or saved to a
file is kept in that file (Save, Ctrl+S), leaving an unfinished game that is not safely in a file asks
Save / Discard / Cancel, and a failed save is shown at once in plain words.

The pages of the games are the modes' own: the Troyes page in :mod:`troyes_desktop.troyes_ui.page`, the
Troyes Dice page in ``troyes_desktop/dice_ui``. For the tests and the tools that look at the window, the
Troyes page's widgets and state stay readable as the window's attributes (``model``, ``board``,
``prompt``, ``curtain``...: see :data:`TROYES_PAGE_ATTRIBUTES`)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QPushButton, QStackedWidget, QWidget

from troyes_desktop import settings as player_settings
from troyes_desktop.app.game_files import FilesMixin
from troyes_desktop.app.menus import SPEED_WORDS, MenusMixin
from troyes_desktop.app.modes import MODES, mode_of_model
from troyes_desktop.app.start_screen import StartScreen
from troyes_desktop.app.window_settings import SettingsMixin
from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

logger = logging.getLogger(__name__)

WINDOW_TITLE = "Troyes Desktop"


WINDOW_TITLE = "Troyes Desktop"


class MainWindow(MenusMixin, SettingsMixin, FilesMixin, QMainWindow):
    """The application window. ``active`` is the model of the game in play, of any mode (None on the start
    screen); ``troyes_page`` and ``dice_page`` are the modes' pages (None before their first game)."""

    gameStarted = Signal()

    def __init__(self, parent: QWidget | None = None, menus_after_paint: bool = False) -> None:
        """``menus_after_paint``: fill the menus just after the window is first painted (how the app starts:
        the menu bar shows its titles at once, their items follow a moment later); otherwise at once."""
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.setObjectName("mainWindow")
        self.resize(first_size())
        self.setMinimumSize(QSize(800, 560))
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if app is None or app.styleSheet() != theme.STYLE_SHEET:   # not twice: it costs start-up time
            self.setStyleSheet(theme.STYLE_SHEET)
        self.last_message: QMessageBox | None = None
        self.new_game_dialog = None

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
        # The Troyes page is built when a Troyes game is first shown (troyes_page.ensure_troyes_page).
        self.troyes_page = None
        self._idle_timer = None
        self.chronicle_visible = theme.setting_bool("view/chronicle", True)
        self.menus_built = False
        self._menu_titles()
        from troyes_desktop.app.help_menu import add_learn_button

        add_learn_button(self)  # on the start screen; its menu is filled with the Help menu
        if not menus_after_paint:
            self.ensure_menus()
        # "Not saved: use Save As…" while the game in play is kept nowhere (a click saves it).
        self.save_warning = QPushButton()
        self.save_warning.setObjectName("saveWarning")
        self.save_warning.setFlat(True)
        self.save_warning.setStyleSheet(
            f"QPushButton {{ color: {theme.ACCENT}; font-weight: bold; border: none; padding: 0 6px; }}"
            f" QPushButton:disabled {{ color: {theme.INK}; }}")
        self.save_warning.clicked.connect(self.choose_file_to_save)
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
        screen.throwAwayEntry.connect(self.throw_away_entry)
        screen.loadRequested.connect(self.choose_file_to_load)
        screen.settingsRequested.connect(self.open_settings)
        screen.quitRequested.connect(self.close)
        screen.firstPainted.connect(self.ensure_menus)

    # ---------------------------------------------------------------------------------- layout
    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self.menus_built:                # the items of the menus, just after the first paint
            QTimer.singleShot(0, self, self.ensure_menus)

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
        from PySide6.QtWidgets import QMessageBox

        from troyes_desktop.rules.common.errors import RulesError

        try:
            game, opening, note = mode.new_game(dialog)
        except RulesError as exc:
            logger.warning("Cannot start the game", exc_info=True)
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
        self.ensure_menus()
        if self.active is not None and self.active is not model:
            self.drop_game()
        self.active = model
        model.saveFailed.connect(self._autosave_failed)
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

    def show_dice_achievements(self):
        from troyes_desktop.dice_ui.mode import show_dice_achievements

        return show_dice_achievements(self)

    def title_for(self, text: str) -> None:
        """The window title while a game is in play ("[*]" marks changes not yet saved to its file)."""
        from troyes_desktop.shared_ui.plain import title_free

        self.setWindowTitle(f"{WINDOW_TITLE} \u2014 {title_free(text)}[*]")

    def _refresh_title(self) -> None:
        model = self.active
        self.setWindowModified(model is not None and model.file_path is not None and model.dirty)

    # ------------------------------------------------------------------------- small screens
    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        page = self.__dict__.get("troyes_page")
        if page is not None:
            page.apply_layout()
            # Once more after the layouts have given the splitters their new geometry.
            QTimer.singleShot(0, page.apply_layout)

    def set_chronicle_visible(self, on: bool) -> None:
        """Show or hide the chronicle (View menu, the status bar's button, F9); remembered in the settings."""
        self.ensure_menus()
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
        if self.troyes_page is not None:
            self.troyes_page.apply_layout()
        if self.dice_page is not None:
            self.dice_page.set_chronicle_visible(on)

    # ----------------------------------------------------------------- the Troyes page's hooks
    def ask_hint(self) -> bool:
        """Edit > Hint: what the Hard player would do now (the Troyes page shows it on the board)."""
        page = self.troyes_page
        return page.ask_hint() if page is not None else False

    def _board_call(self, name: str) -> None:
        if self.troyes_page is not None:
            self.troyes_page.board_call(name)

    def schedule_automaton(self) -> None:
        """Le Roy's next step on his timer (the prompt's pace menu asks the window)."""
        if self.troyes_page is not None:
            self.troyes_page.schedule_automaton()

    def play_automaton_step(self) -> None:
        if self.troyes_page is not None:
            self.troyes_page.play_automaton_step()

    def apply_layout(self, force: bool = False) -> None:
        if self.troyes_page is not None:
            self.troyes_page.apply_layout(force)

    def refresh(self) -> None:
        if self.troyes_page is not None:
            self.troyes_page.refresh()

    @property
    def game_page(self):
        """The Troyes page (None before the first Troyes game)."""
        return self.troyes_page

    @property
    def roy_timer(self):
        """Le Roy's timer on the Troyes page; before that page exists, a timer that never runs."""
        if self.troyes_page is not None:
            return self.troyes_page.roy_timer
        if self._idle_timer is None:
            self._idle_timer = QTimer(self)
        return self._idle_timer

    def set_animation_speed(self, name: str) -> None:
        self.ensure_menus()
        try:
            player_settings.set("animation_speed", name)
        except OSError:
            logger.warning("Cannot write the animation speed", exc_info=True)
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

    # --------------------------------------------------------------------------------- undo
    def active_mode(self):
        """The mode of the game in play (None when there is none)."""
        return mode_of_model(self.active) if self.active is not None else None

    def undo(self) -> bool:
        mode = self.active_mode()
        return mode.undo(self) if mode is not None else False

    def redo(self) -> bool:
        mode = self.active_mode()
        return mode.redo(self) if mode is not None else False

    # ------------------------------------------------------------------------------- the end
    def show_scoring(self):
        """The final scoring of the game in play (its mode's own screen)."""
        mode = self.active_mode()
        if mode is None or not self.active.game.over:
            return None
        return mode.show_scoring(self)


# The Troyes page's widgets and state, readable as the window's attributes (their value when no Troyes page
# exists yet).
TROYES_PAGE_ATTRIBUTES = {
    "model": None, "scene": None, "board": None, "viewer": None, "banner": None, "vp_rule_label": None,
    "prompt": None, "log": None, "log_host": None, "curtain": None, "player_panels": (),
    "panels_scroll": None,
    "panels_layout": None, "board_holder": None, "h_split": None, "v_split": None, "side": None,
    "compact": None, "computers": None, "hint_shown": "", "last_person": None, "scoring_dialog": None,
}


def _page_attribute(name: str, default):
    def read(window):
        page = window.troyes_page
        if page is None:
            return list(default) if isinstance(default, tuple) else default
        return getattr(page, name)

    return property(read, doc=f"The Troyes page's ``{name}``.")


for _name, _default in TROYES_PAGE_ATTRIBUTES.items():
    setattr(MainWindow, _name, _page_attribute(_name, _default))
del _name, _default


def first_size(screen=None) -> QSize:
    """The window's size when it opens: 1280x800, or less on a smaller screen (a 1366x768 laptop, a 1280x720
    display), so that no part of it opens beyond the screen's edge (the frame and a panel take some 40 px)."""
    from PySide6.QtWidgets import QApplication

    screen = screen or QApplication.primaryScreen()
    if screen is None:
        return QSize(1280, 800)
    room = screen.availableGeometry()
    return QSize(max(800, min(1280, room.width())), max(560, min(800, room.height() - 40)))


__all__ = ["MainWindow"]
