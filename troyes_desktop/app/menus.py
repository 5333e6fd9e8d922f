"""The main window's menus: Game, Edit, View and Help, built after the first paint; what they enable as the
game changes; the recent files. A part of :class:`~troyes_desktop.app.main_window.MainWindow`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from troyes_desktop import settings as player_settings
from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import mnemonic_free, plain_tip

if TYPE_CHECKING:
    pass

#: The animation speeds' words (the settings keep the English keys).
SPEED_WORDS = {
    "Slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
    "Normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "Fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "Instant": QT_TRANSLATE_NOOP("MainWindow", "Instant"),
}
MAX_RECENT = 8


class MenusMixin:
    """The menus of the main window (it provides the actions' slots)."""

    def _menu_titles(self) -> None:
        """The menu bar's menus, still empty (their items: :meth:`ensure_menus`)."""
        bar = self.menuBar()
        self.game_menu = bar.addMenu(translate("MainWindow", "&Game"))
        self.edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
        self.view_menu = bar.addMenu(translate("MainWindow", "&View"))
        self.help_menu = bar.addMenu(translate("Help", "&Help"))
        for menu in (self.game_menu, self.edit_menu, self.view_menu, self.help_menu):
            menu.aboutToShow.connect(self.ensure_menus)   # opened before they were filled (a fast hand)

    def ensure_menus(self) -> None:
        """Fill the menus (once): their actions, shortcuts and the Help menu."""
        if self.menus_built:
            return
        self.menus_built = True
        self._build_menus()

    def _build_menus(self) -> None:
        """The items of the menus, in order: Game, Edit, View (its zooms, the chronicle's toggle, the
        animation speeds), then the recent games, what is enabled, and the Help menu."""
        self._build_game_menu()
        self._build_edit_menu()
        view = self._build_view_menu()
        self._build_chronicle_toggle(view)
        self._build_speed_menu(view)
        self._refresh_recent()
        self._refresh_menus()
        from troyes_desktop.app.help_menu import install_help_menu

        install_help_menu(self)  # Help: rules reference (F1), guided games

    def _build_game_menu(self) -> None:
        """Game: new games, Continue, Load, Save, recent games, scoring, achievements, settings, Quit."""
        from PySide6.QtGui import QAction, QKeySequence

        game = self.game_menu
        game.aboutToShow.connect(self._refresh_continue_action)
        self.new_action = QAction(translate("MainWindow", "&New game\u2026"), self,
                                  shortcut=QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(lambda: self.open_new_game_from("troyes"))
        game.addAction(self.new_action)
        self.continue_action = QAction(translate("MainWindow", "&Continue the last game"), self)
        self.continue_action.triggered.connect(self.continue_last)
        game.addAction(self.continue_action)
        self.load_action = QAction(translate("MainWindow", "&Load\u2026"), self,
                                   shortcut=QKeySequence.StandardKey.Open)
        self.load_action.triggered.connect(self.choose_file_to_load)
        game.addAction(self.load_action)
        self.review_action = QAction(translate("MainWindow", "Re&view a saved game\u2026"), self)
        self.review_action.setToolTip(translate(
            "MainWindow",
            "What each decision of a saved game cost against the Hard player, and what was luck"))
        self.review_action.triggered.connect(self.choose_file_to_review)
        game.addAction(self.review_action)
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
        # The game in play watched again from its start, up to where it is (an unfinished game too).
        self.replay_action = QAction(translate("MainWindow", "Re&play this game so far\u2026"), self)
        self.replay_action.triggered.connect(self.replay_so_far)
        game.addAction(self.replay_action)
        self.dice_action = QAction(translate("MainWindow", "New game of Troyes &Dice\u2026"), self)
        self.dice_action.triggered.connect(lambda: self.open_new_game_from("dice"))
        game.insertAction(self.continue_action, self.dice_action)
        self.achievements_action = QAction(translate("MainWindow", "Troyes Dice &achievements\u2026"), self)
        self.achievements_action.triggered.connect(self.show_achievements)
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

    def _build_edit_menu(self) -> None:
        """Edit: Undo, Redo and Hint."""
        from PySide6.QtGui import QAction, QKeySequence

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
        self.hint_action.triggered.connect(self.hint)
        edit.addAction(self.hint_action)

    def _build_view_menu(self):
        """View: Zoom in, Zoom out and Fit; returns the menu (the chronicle and the speeds follow)."""
        from PySide6.QtGui import QAction, QKeySequence

        view = self.view_menu
        self.zoom_in_action = QAction(translate("MainWindow", "Zoom &in"), self,
                                      shortcut=QKeySequence.StandardKey.ZoomIn)
        self.zoom_in_action.triggered.connect(lambda: self.zoom("zoom_in"))
        self.zoom_out_action = QAction(translate("MainWindow", "Zoom &out"), self,
                                       shortcut=QKeySequence.StandardKey.ZoomOut)
        self.zoom_out_action.triggered.connect(lambda: self.zoom("zoom_out"))
        self.fit_action = QAction(translate("MainWindow", "&Fit the board"), self,
                                  shortcut=QKeySequence("Ctrl+0"))
        self.fit_action.triggered.connect(lambda: self.zoom("fit"))
        for a in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            view.addAction(a)
        view.addSeparator()
        return view

    def _build_chronicle_toggle(self, view) -> None:
        """View > Show / Hide the chronicle (F9), and its button in the status bar."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QAction, QKeySequence
        from PySide6.QtWidgets import QToolButton

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

    def _build_speed_menu(self, view) -> None:
        """View > Animation speed: one checkable entry per speed, the current one checked."""
        from PySide6.QtGui import QAction, QActionGroup

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

    def _refresh_menus(self) -> None:
        """Enable the menus for the game in play; what each mode allows comes from the mode."""
        if not self.menus_built:
            return                    # done when they are filled
        # The chronicle belongs to a game's page: no toggle for it on the start screen.
        self.chronicle_button.setVisible(self.stack.currentWidget() is not self.start_screen)
        mode = self.active_mode()
        model = self.active
        plan = model.undo_plan() if model is not None and model.can_undo() else None
        if plan is not None:
            words = mode.undo_words(self, model, plan)
            self.undo_action.setText(words.replace("&", "&&"))
            self.undo_action.setEnabled(True)
            self.undo_action.setToolTip(plain_tip(words))
        else:
            reason = (
                model.undo_refusal() if model is not None else translate("MainWindow", "No game in progress.")
            )
            self.undo_action.setText(       # the reason may name players: their "&" is no shortcut
                translate("MainWindow", "Undo unavailable: {reason}").format(
                    reason=mnemonic_free(reason.rstrip(".")))
            )
            self.undo_action.setEnabled(False)
            self.undo_action.setToolTip(plain_tip(reason))
        self.redo_action.setEnabled(model is not None and model.can_redo())
        self.hint_action.setEnabled(mode is not None and mode.can_hint(self, model))
        for action in (self.save_action, self.file_save_action):
            action.setEnabled(model is not None)
        self.scores_action.setEnabled(model is not None and model.game.over)
        self.replay_action.setEnabled(model is not None and mode is not None)
        on_page = mode is not None and self.stack.currentWidget() is mode.page(self)
        for a in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            a.setEnabled(on_page and mode.zooms)

    def _refresh_continue_action(self) -> None:
        from troyes_desktop.model import autosaves

        entries = autosaves.unfinished(adopt=False)
        self.continue_action.setEnabled(bool(entries))
        if entries:
            from troyes_desktop.app.start_screen import entry_summary

            self.continue_action.setToolTip(plain_tip(entry_summary(entries[0])))
        else:
            self.continue_action.setToolTip(translate("MainWindow", "No unfinished game."))

    def _add_recent(self, path: Path) -> None:
        from troyes_desktop.shared_ui import game_folder

        game_folder.remember(path)              # not when it is an automatic save opened by path
        s = theme.settings()
        recent = [p for p in self.recent_files() if p != str(path)]
        recent.insert(0, str(path))
        s.setValue("files/recent", recent[:MAX_RECENT])
        theme.sync_settings(s)
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
            a = self.recent_menu.addAction(mnemonic_free(Path(f).name))
            a.setToolTip(plain_tip(f))
            a.triggered.connect(lambda _=False, p=f: self.load_file(p))
