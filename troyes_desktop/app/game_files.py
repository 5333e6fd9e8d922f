"""The main window's files and the promise never to lose a game: Continue, Load, Save, Save As, the question
before an unsaved game is left, failed saves explained. A part of
:class:`~troyes_desktop.app.main_window.MainWindow`."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from troyes_desktop.app.modes import MODES, mode_of_model
from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.shared_ui.plain import mnemonic_free, plain_box

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

logger = logging.getLogger(__name__)


def save_filter() -> str:
    """The file dialogs' filter of saved games, in the current language (the patterns stay)."""
    return translate("MainWindow", "Troyes saves (*.troyes.json);;JSON files (*.json);;All files (*)")


#: The question asked before leaving a game, by what the player is doing (whole sentences).
LEAVING_QUESTIONS = {
    "leave": QT_TRANSLATE_NOOP("MainWindow", "Leave the game?"),
    "continue": QT_TRANSLATE_NOOP("MainWindow", "Leave this game to continue another one?"),
    "load": QT_TRANSLATE_NOOP("MainWindow", "Leave this game to load another one?"),
    "new": QT_TRANSLATE_NOOP("MainWindow", "Leave this game to start a new one?"),
    "start_screen": QT_TRANSLATE_NOOP("MainWindow", "Leave this game for the start screen?"),
    "quit": QT_TRANSLATE_NOOP("MainWindow", "Leave this game and quit?"),
}


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


def _own_entry(path):
    """The unfinished game whose automatic save ``path`` is (the same file, however it is named), or None."""
    import os

    from troyes_desktop.model import autosaves

    for entry in autosaves.unfinished(adopt=False):
        try:
            if os.path.samefile(entry.path, path):
                return entry
        except OSError:
            continue
    return None


class FilesMixin:
    """Files and leaving a game (the window provides ``active``, the modes and the start screen)."""

    def show_message(self, title: str, text: str, icon=None) -> QMessageBox:
        """A non-blocking message box (kept in ``last_message`` for tests); a warning unless ``icon`` says."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        if icon is None:
            icon = QMessageBox.Icon.Warning
        box = plain_box(QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self))
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
            logger.warning("Cannot continue %s", entry.path, exc_info=True)
            self.show_message(
                translate("MainWindow", "Cannot continue the game"),
                translate("MainWindow", "This game's automatic save cannot be read: {reason}.").format(
                    reason=_reason(exc)
                ),
            )
            return False
        except Exception:  # noqa: BLE001 - a damaged autosave must never crash the app
            logger.warning("The automatic save %s is damaged", entry.path, exc_info=True)
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

    def review_game(self, game) -> object:
        """The end-of-game screen's "Review this game": the game's review in its replay window."""
        from troyes_desktop.app.reviewing import open_review
        from troyes_desktop.store.records import save_dict

        return open_review(self, save_dict(game), translate("Review", "the game just played"))

    def choose_file_to_review(self) -> None:
        """Game > Review a saved game: a file, read as Load reads it, and its review."""
        from PySide6.QtWidgets import QFileDialog

        from troyes_desktop.app.reviewing import review_saved_file
        from troyes_desktop.shared_ui.game_folder import games_folder, kept

        path, _ = QFileDialog.getOpenFileName(
            self, translate("Review", "Review a saved game"), str(games_folder()), save_filter())
        if path:
            review_saved_file(self, kept(path))         # the next dialog opens there

    def choose_file_to_load(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from troyes_desktop.shared_ui.game_folder import games_folder

        path, _ = QFileDialog.getOpenFileName(
            self, translate("MainWindow", "Load a saved game"), str(games_folder()), save_filter()
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
            logger.warning("Cannot load %s", path, exc_info=True)
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
        is left only once it is safe (Save / Discard / Cancel). An unfinished game's own automatic save,
        opened by its path, is that game continued (one entry in the list, not a copy beside it)."""
        own = _own_entry(path)
        if own is not None:
            return self.continue_entry(own)
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
        from troyes_desktop.model.autosaves import SUFFIXES
        from troyes_desktop.shared_ui.game_folder import suggestion

        # The game's own file, else the folder last used for games: never the automatic saves' folder.
        # The file name suggested to a new save ("game.troyes.json"), in the player's language.
        name = translate("MainWindow", "game") + SUFFIXES.get(self.active.MODE, ".json")
        proposed = str(suggestion(self.active.file_path, name))
        path, _ = QFileDialog.getSaveFileName(
            self, translate("MainWindow", "Save the game as"), proposed, save_filter()
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
        the player's asks first; its first answer, the default, keeps it among the unfinished games (Continue
        resumes it); "Save As…" (or "Save to <file>") also keeps it in a file of the player's; Cancel stays.
        A game is thrown away only from the start screen's list. When the game cannot be kept (its automatic
        save fails), the first answer is "Save As…", and leaving it unsaved asks once more.
        Returns True when ``then`` ran at once; otherwise the question is open (``unsaved_box``).
        ``doing``: what the player is doing, a key of :data:`LEAVING_QUESTIONS`."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        model = self.active
        if model is None or not model.needs_saving():
            then()
            return True
        from troyes_desktop.app.modes import summary_line

        kept = self._keep_automatically(model)
        if model.file_path is not None:
            where = translate("MainWindow", "Your moves since it was saved to {name} are not in that file.")
            where = where.format(name=model.file_path.name)
        else:
            where = translate("MainWindow", "It is not in a file of yours.")
        if kept:
            note = translate("MainWindow", "It stays among the unfinished games: Continue on the start "
                                           "screen resumes it where it stopped.")
        elif getattr(model, "_autosave", False):
            note = translate("MainWindow", "It cannot be kept among the unfinished games: its automatic save "
                                           "fails. Save it in a file of yours, or it is lost.")
        else:
            note = translate("MainWindow", "This game is not saved automatically (a demonstration): save it "
                                           "in a file of yours to keep it.")
        question = translate("MainWindow", LEAVING_QUESTIONS.get(doing, LEAVING_QUESTIONS["leave"]))
        box = QMessageBox(QMessageBox.Icon.Question if kept else QMessageBox.Icon.Warning,
                          translate("MainWindow", "Leave the game?"), question,
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("unsavedBox")
        plain_box(box)                          # the summary names the players as they are typed
        box.setInformativeText(f"{summary_line(model.summary())}.\n{note}\n{where}")
        box.keep_button = None
        box.unsaved_button = None
        if kept:
            box.keep_button = box.addButton(translate("MainWindow", "Keep it among the unfinished games"),
                                            QMessageBox.ButtonRole.AcceptRole)
        box.save_button = box.addButton(
            mnemonic_free(translate("MainWindow", "Save to {name}").format(name=model.file_path.name))
            if model.file_path is not None and kept else translate("MainWindow", "Save As\u2026"),
            QMessageBox.ButtonRole.ActionRole if kept else QMessageBox.ButtonRole.AcceptRole)
        if not kept:
            box.unsaved_button = box.addButton(translate("MainWindow", "Leave it unsaved\u2026"),
                                               QMessageBox.ButtonRole.DestructiveRole)
        box.cancel_button = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(box.keep_button or box.save_button)
        box.setEscapeButton(box.cancel_button)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(button) -> None:
            self.unsaved_box = None
            if button is box.keep_button:
                self.statusBar().showMessage(translate(
                    "MainWindow", "The game is kept among the unfinished games."), 6000)
            elif button is box.save_button:
                to_its_file = model.file_path is not None and kept
                saved = self.save_game() if to_its_file else self.choose_file_to_save()
                if not saved:
                    return                    # not saved (cancelled or failed): stay with the game
            elif button is box.unsaved_button:
                self._confirm_leaving_unsaved(model, then)
                return
            else:
                return
            then()

        # Answered once the box is closed, so that a file dialog or a message opened by the answer is seen.
        box.buttonClicked.connect(lambda button: QTimer.singleShot(0, lambda: answered(button)))
        self.unsaved_box = box
        box.open()
        return False

    def _keep_automatically(self, model) -> bool:
        """Write the game's automatic save once more, now: True when the unfinished games hold it as it is."""
        if not getattr(model, "_autosave", False):
            return False
        model.autosave(quiet=True)
        return not model.autosave_failing

    def _confirm_leaving_unsaved(self, model, then) -> None:
        """Leaving a game that cannot be kept: once more, in plain words, before it is lost."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from troyes_desktop.app.modes import summary_line

        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Lose this game?"),
                          translate("MainWindow", "Leave \u201c{game}\u201d without saving it? It cannot be "
                                                  "continued afterwards.").format(
                              game=summary_line(model.summary())),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("loseGameBox")
        plain_box(box)
        box.lose_button = box.addButton(translate("MainWindow", "Leave it unsaved"),
                                        QMessageBox.ButtonRole.DestructiveRole)
        box.back_button = box.addButton(translate("MainWindow", "Back to the game"),
                                        QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(box.back_button)
        box.setEscapeButton(box.back_button)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.lose_box = box

        def answered(button) -> None:
            if button is box.lose_button:
                self.drop_game()
                then()

        box.buttonClicked.connect(lambda button: QTimer.singleShot(0, lambda: answered(button)))
        box.open()

    def throw_away_entry(self, entry) -> bool:
        """Throw away one unfinished game of the start screen's list, deliberately: a question naming it
        ("Keep it" is the default), then an Undo on the start screen until Troyes Desktop is closed."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from troyes_desktop.app.start_screen import entry_text

        name = entry_text(entry)
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Remove this game?"),
                          translate("MainWindow", "Remove \u201c{game}\u201d?").format(game=name),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("throwAwayBox")
        plain_box(box)
        box.setInformativeText(translate(
            "MainWindow", "The game is deleted from the unfinished games. Undo on the start screen brings it "
                          "back until Troyes Desktop is closed."))
        box.throw_button = box.addButton(translate("MainWindow", "Remove it"),
                                         QMessageBox.ButtonRole.DestructiveRole)
        box.keep_button = box.addButton(translate("MainWindow", "Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(box.keep_button)
        box.setEscapeButton(box.keep_button)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.throw_box = box

        def answered(button) -> None:
            from troyes_desktop.model import autosaves

            if button is not box.throw_button:
                return
            model = self.active
            if model is not None and model.autosave_file is not None \
                    and Path(model.autosave_file) == entry.path:
                self.drop_game()
            try:
                thrown = autosaves.throw_away(entry.path)
            except OSError as exc:
                logger.warning("Cannot throw %s away", entry.path, exc_info=True)
                self.show_message(translate("MainWindow", "Cannot remove the game"),
                                  autosaves.write_failure(exc, entry.path, translate(
                                      "MainWindow", "Removing the game")).split("\n\n")[0])
                return
            self.start_screen.refresh()
            self.start_screen.show_thrown(name, lambda: self.bring_back_entry(thrown))

        box.buttonClicked.connect(answered)
        box.open()
        return True

    def bring_back_entry(self, thrown) -> bool:
        """The start screen's Undo: the game thrown away is back among the unfinished games."""
        from troyes_desktop.model import autosaves

        try:
            autosaves.bring_back(thrown)
        except OSError:
            logger.warning("Cannot bring %s back", thrown, exc_info=True)
            self.show_message(translate("MainWindow", "Cannot bring the game back"),
                              translate("MainWindow", "The removed game cannot be put back: the games "
                                                      "folder refuses the change."))
            return False
        self.start_screen.refresh()
        self.statusBar().showMessage(translate("MainWindow", "The game is back among the unfinished games."),
                                     6000)
        return True

    def _autosave_failed(self, text: str) -> None:
        """The game's automatic save (or the file it follows) failed: a box says so, unless the player chose
        "Keep playing" for this game (then only the status bar says it, without stopping the game)."""
        self._refresh_save_warning()
        model = self.active
        if model is not None and model.failure_silenced:
            return
        self.report_save_failure(text)

    def report_save_failure(self, text: str, title: str = "") -> QMessageBox:
        """Show a failed save at once, in plain words, with "Save elsewhere..." and "Keep playing" (the game
        stays in play). Every failed write of a game comes here, whichever way it was started."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        title = title or translate("MainWindow", "The game is not being saved")
        self._refresh_save_warning()
        if self.save_failure_box is not None and self.save_failure_box.isVisible():
            self.save_failure_box.setWindowTitle(title)
            self.save_failure_box.setText(text)
            return self.save_failure_box
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.NoButton, self)
        plain_box(box).setObjectName("saveFailureBox")
        box.elsewhere_button = box.addButton(
            translate("MainWindow", "Save elsewhere\u2026"), QMessageBox.ButtonRole.AcceptRole
        )
        box.later_button = box.addButton(translate("MainWindow", "Keep playing"),
                                         QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(box.elsewhere_button)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(button) -> None:
            if button is box.elsewhere_button:
                # Once this box is closed: a failure of the place chosen opens a box of its own.
                QTimer.singleShot(0, self.choose_file_to_save)
            elif self.active is not None:
                self.active.failure_silenced = True
                self._refresh_save_warning()

        box.buttonClicked.connect(answered)
        self.save_failure_box = box
        self.last_message = box
        box.open()
        return box

    def _refresh_save_warning(self) -> None:
        """The status bar's word on saving: "Not saved: use Save As…" (a button) while the game is kept
        nowhere; the file it follows while its automatic save fails; nothing otherwise."""
        model = self.active
        warning = self.save_warning
        if model is None or not model.autosave_failing or not model.kept_nowhere and not model.follows_file:
            warning.setText("")
            warning.setVisible(False)
            return
        if model.kept_nowhere:
            warning.setText(translate("MainWindow", "Not saved: use Save As\u2026"))
            warning.setToolTip(translate("MainWindow", "The game cannot be written to its automatic save. "
                                                       "Click to save it in a file of yours."))
            warning.setEnabled(True)
        else:
            warning.setText(translate("MainWindow", "Saved to {name} after every move").format(
                name=model.file_path.name))
            warning.setToolTip(translate("MainWindow", "The automatic save fails: every move is written to "
                                                       "{file} instead.").format(file=model.file_path))
            warning.setEnabled(False)
        warning.setVisible(True)

    def closeEvent(self, event) -> None:  # noqa: N802
        """Quitting asks first when the game in play could be lost."""
        if self._may_close or self.active is None or not self.active.needs_saving():
            self.pause_pages()
            event.accept()
            return
        event.ignore()
        if self.unsaved_box is not None and self.unsaved_box.isVisible():
            return                      # the question is already asked

        def quit_now() -> None:
            self._may_close = True
            self.close()

        self.leave_game(quit_now, "quit")
