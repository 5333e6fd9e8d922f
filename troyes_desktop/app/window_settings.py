"""The main window's settings: the dialog, applying its changes (text size, speeds, language and the
restart it needs). A part of :class:`~troyes_desktop.app.main_window.MainWindow`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from troyes_desktop import settings as player_settings
from troyes_desktop.app.modes import mode_of_model
from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme

if TYPE_CHECKING:
    pass


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


class SettingsMixin:
    """Settings > the dialog and its effects on the window."""

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
        if "colour_blind_glyphs" in changed:
            for page in self.pages.values():      # a page drawn with glyphs and marks draws them again
                redraw = getattr(page, "redraw", None)
                if redraw is not None:
                    redraw()
                for widget in page.findChildren(QWidget):   # (the Troyes Dice dice: wheel, sheets, panel)
                    widget.update()
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
        from troyes_desktop.app.start_screen import StartScreen

        self.start_screen = StartScreen()
        self._connect_start_screen()
        try:                                   # the Help module's "Learn to play" button, again
            from troyes_desktop.app.help_menu import add_learn_button
        except ImportError:
            pass
        else:
            add_learn_button(self)
        self.stack.insertWidget(0, self.start_screen)
        self.stack.removeWidget(old)
        old.deleteLater()
        for page in self.pages.values():        # the pages' widgets set at the old size
            refont = getattr(page, "apply_text_size", None)
            if refont is not None:
                refont()
        if self.active is not None:
            model = self.active
            mode_of_model(model).show(self, model)
        if on_start or self.active is None:
            self.show_start_screen()

    def _show_settings_notice(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        reset = player_settings.file_set_aside()           # else only some values could not be used
        text = player_settings.take_notice()
        if text:
            title = (translate("MainWindow", "Settings reset") if reset
                     else translate("MainWindow", "Some settings were ignored"))
            self.show_message(title, text, QMessageBox.Icon.Information)
