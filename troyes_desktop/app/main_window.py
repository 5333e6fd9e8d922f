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

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QWidget

from troyes_desktop import settings as player_settings
from troyes_desktop.app.modes import MODES, mode_of_model
from troyes_desktop.app.start_screen import StartScreen
from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.shared_ui import theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

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


class MainWindow(QMainWindow):
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
        from troyes_desktop.help.menu import add_learn_button

        add_learn_button(self)  # on the start screen; its menu is filled with the Help menu
        if not menus_after_paint:
            self.ensure_menus()
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
        screen.firstPainted.connect(self.ensure_menus)

    # ---------------------------------------------------------------------------------- layout
    def _menu_titles(self) -> None:
        """The menu bar's menus, still empty (their items: :meth:`ensure_menus`)."""
        bar = self.menuBar()
        self.game_menu = bar.addMenu(translate("MainWindow", "&Game"))
        self.edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
        self.view_menu = bar.addMenu(translate("MainWindow", "&View"))
        self.help_menu = bar.addMenu(translate("Help", "&Help"))
        for menu in (self.game_menu, self.edit_menu, self.view_menu, self.help_menu):
            menu.aboutToShow.connect(self.ensure_menus)   # opened before they were filled (a fast hand)

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self.menus_built:                # the items of the menus, just after the first paint
            QTimer.singleShot(0, self, self.ensure_menus)

    def ensure_menus(self) -> None:
        """Fill the menus (once): their actions, shortcuts and the Help menu."""
        if self.menus_built:
            return
        self.menus_built = True
        self._build_menus()

    def _build_menus(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence
        from PySide6.QtWidgets import QToolButton

        game = self.game_menu
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

        edit = self.edit_menu
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

        view = self.view_menu
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
        self.statusBar().insertPermanentWidget(0, self.chronicle_button)
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
        from PySide6.QtWidgets import QMessageBox

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
        self.ensure_menus()
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

    def show_dice_achievements(self):
        from troyes_desktop.dice_ui.mode import show_dice_achievements

        return show_dice_achievements(self)

    def title_for(self, text: str) -> None:
        """The window title while a game is in play ("[*]" marks changes not yet saved to its file)."""
        self.setWindowTitle(f"{WINDOW_TITLE} \u2014 {text}[*]")

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
        from troyes_desktop.app.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self)
        self.settings_dialog = dialog
        dialog.accepted.connect(lambda: self.apply_settings(dialog.changed, dialog.failure))
        dialog.open()
        return dialog

    def apply_settings(self, changed, failure: str = "") -> None:
        self.ensure_menus()
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
        from PySide6.QtWidgets import QMessageBox

        from troyes_desktop.app.language import chosen_language

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
            from troyes_desktop.help.menu import add_learn_button
        except ImportError:
            pass
        else:
            add_learn_button(self)
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
        from PySide6.QtWidgets import QMessageBox

        text = player_settings.take_notice()
        if text:
            self.show_message(translate("MainWindow", "Settings reset"), text, QMessageBox.Icon.Information)

    # --------------------------------------------------------------------------------- undo
    def active_mode(self):
        """The mode of the game in play (None when there is none)."""
        return mode_of_model(self.active) if self.active is not None else None

    def _refresh_menus(self) -> None:
        """Enable the menus for the game in play; what each mode allows comes from the mode."""
        if not self.menus_built:
            return                    # done when they are filled
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
            from troyes_desktop.app.start_screen import entry_summary

            self.continue_action.setToolTip(entry_summary(entries[0]))
        else:
            self.continue_action.setToolTip(translate("MainWindow", "No unfinished game."))

    def undo(self) -> bool:
        mode = self.active_mode()
        return mode.undo(self) if mode is not None else False

    def redo(self) -> bool:
        mode = self.active_mode()
        return mode.redo(self) if mode is not None else False

    # ------------------------------------------------------------------------------ files
    def show_message(self, title: str, text: str, icon=None) -> QMessageBox:
        """A non-blocking message box (kept in ``last_message`` for tests); a warning unless ``icon`` says."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        if icon is None:
            icon = QMessageBox.Icon.Warning
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("messageBox")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.last_message = box
        box.open()
        return box

    def continue_last(self) -> bool:
        """Continue the most recently played unfinished game (of any mode)."""
        from PySide6.QtWidgets import QMessageBox

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
        from PySide6.QtWidgets import QFileDialog

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
        from PySide6.QtWidgets import QFileDialog

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
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        model = self.active
        if model is None or not model.needs_saving():
            then()
            return True
        from troyes_desktop.app.modes import summary_line

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
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

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
        if not self.menus_built:
            return                    # done when they are filled
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


__all__ = ["MainWindow"]
