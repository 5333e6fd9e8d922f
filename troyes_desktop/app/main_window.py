"""The main window, the application shell: the start screen, then the page of the game in play, the menus
Game / Edit / View / Help, the status bar and the settings.

The shell hosts the game modes (:mod:`troyes_desktop.app.modes`: Troyes and Troyes Dice, peers behind one
interface) and never loses a game: every game has its own automatic save, a game opened from or saved to a
file is kept in that file (Save, Ctrl+S), leaving an unfinished game that is not safely in a file asks
Save / Discard / Cancel, and a failed save is shown at once in plain words.

The pages of the games are the modes' own, kept in :attr:`MainWindow.pages` by the mode's key and built by
the mode. The shell never asks which mode is in play: undo, the final scoring, the hint, the zoom, the
layout and le Roy's pace go through the mode of the game in play
(:class:`~troyes_desktop.shared_ui.mode.Mode`, whose optional capabilities enable or disable the menus'
entries)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QPushButton, QStackedWidget, QWidget

from troyes_desktop import settings as player_settings
from troyes_desktop.app.game_files import FilesMixin
from troyes_desktop.app.menus import SPEED_WORDS, MenusMixin
from troyes_desktop.app.modes import MODES, NEW_GAMES, mode_of_model
from troyes_desktop.app.start_screen import StartScreen
from troyes_desktop.app.window_settings import SettingsMixin
from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

logger = logging.getLogger(__name__)

WINDOW_TITLE = "Troyes Desktop"


class MainWindow(MenusMixin, SettingsMixin, FilesMixin, QMainWindow):
    """The application window. ``active`` is the model of the game in play, of any mode (None on the start
    screen); ``pages`` holds the modes' pages by the mode's key (a mode's page is there from its first game
    on: see :meth:`Mode.page <troyes_desktop.shared_ui.mode.Mode.page>`)."""

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
        # The modes' pages by the mode's key, built by the mode when one of its games is first shown.
        self.pages: dict[str, QWidget] = {}
        #: The game in play (a model of any mode) and the question asked before it is left.
        self.active = None
        self.unsaved_box: QMessageBox | None = None
        self.save_failure_box: QMessageBox | None = None
        self._may_close = False
        self._connect_start_screen()
        self.stack.addWidget(self.start_screen)
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
        screen.newGame.connect(self.open_new_game_from)
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
        self.pause_pages()
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
    def open_new_game(self, key: str, **options):
        """Open the new-game dialog of the mode ``key`` (``options``: the dialog's, e.g. ``solo``); return
        it. Its game starts when it is accepted (:meth:`start_from_dialog`)."""
        return MODES[key].open_new_game_dialog(self, **options)

    def open_new_game_from(self, entry: str):
        """A start screen's button or a Game menu's entry (a key of :data:`NEW_GAMES`) opens its dialog."""
        key, options = NEW_GAMES[entry]
        return self.open_new_game(key, **options)

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
            self.tell_settings_failure()    # the dialog's choices could not be remembered (once a run)

        self.leave_game(start, "new")

    def tell_settings_failure(self) -> None:
        """Say, once a run, that the settings file cannot be written (the choices apply until closing)."""
        from PySide6.QtWidgets import QMessageBox

        from troyes_desktop.shared_ui import theme

        text = theme.take_settings_failure()
        box = self.save_failure_box
        if text and (box is None or not box.isVisible()):
            self.show_message(translate("MainWindow", "Settings not saved"), text, QMessageBox.Icon.Warning)
        elif text:          # the game's own failure is being said: this one in the status bar
            self.statusBar().showMessage(text, 15000)

    def start_mode_game(self, mode, game, opening=(), autosave: bool = True):
        """Put a new game of ``mode`` in play (the one in play so far stays in the Continue list)."""
        model = mode.model_class()(game, self, autosave=autosave)
        if opening:
            model.apply_sequence(list(opening))
        self.show_game(model)
        if autosave:        # once shown: a full disk at the very start is said at once, as after a move
            model.autosave()
        return model

    def start_game(self, key: str, game, opening=(), autosave: bool = True):
        """Play a new ``game`` of the mode ``key`` (tests, demonstrations; the new-game dialogs go through
        :meth:`start_from_dialog`); ``opening``: actions played first (Troyes Dice's town crier's numbering
        in expert mode). Returns its model."""
        return self.start_mode_game(MODES[key], game, opening, autosave)

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

    def show_achievements(self):
        """Game > achievements: the screen of the first mode that has one (None when none has)."""
        for mode in MODES.values():
            dialog = mode.achievements(self)
            if dialog is not None:
                return dialog
        return None

    def _page_modes(self):
        """The modes whose page is built, with it."""
        return [(MODES[key], page) for key, page in self.__dict__.get("pages", {}).items()]

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
        for mode, _page in self._page_modes():
            mode.apply_layout(self)

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
        for mode, _page in self._page_modes():
            mode.show_chronicle(self, on)

    # ------------------------------------------------------------ the modes' capabilities
    def hint(self) -> bool:
        """Edit > Hint: what the Hard player would do now, if the mode in play has a hint for the menu."""
        mode = self.active_mode()
        return mode.hint(self) if mode is not None else False

    def zoom(self, how: str) -> None:
        """View > Zoom in / out / Fit (``how``: "zoom_in", "zoom_out", "fit"), if the mode in play zooms."""
        mode = self.active_mode()
        if mode is not None and mode.zooms:
            mode.zoom(self, how)

    def pause_pages(self) -> None:
        """Stop the pages' own timers (le Roy's pace): the start screen is shown or the window closes."""
        for mode, _page in self._page_modes():
            mode.pause(self)

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
    def replay_so_far(self):
        """Game > Replay this game so far: the replay window over the game in play, at its last position,
        showing only what its mode says the table has seen (the window stays open beside the game)."""
        from troyes_desktop.app.replay_window import ReplayWindow
        from troyes_desktop.rules.common.errors import SaveError

        mode = self.active_mode()
        if mode is None:
            return None
        save, seen_by = mode.replay_so_far(self)
        try:
            window = ReplayWindow(save, translate("MainWindow", "the game in play"), parent=self,
                                  seen_by=seen_by)
        except SaveError as exc:
            logger.warning("Cannot replay the game in play", exc_info=True)
            words = translate("MainWindow", "This game cannot be replayed: {reason}.")
            self.statusBar().showMessage(words.format(reason=str(exc).rstrip(".")), 8000)
            return None
        self.replay_windows = [w for w in getattr(self, "replay_windows", []) if w.isVisible()] + [window]
        window.show()
        return window

    def show_scoring(self):
        """The final scoring of the game in play (its mode's own screen)."""
        mode = self.active_mode()
        if mode is None or not self.active.game.over:
            return None
        return mode.show_scoring(self)


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
