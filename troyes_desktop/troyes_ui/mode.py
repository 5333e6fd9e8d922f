"""Troyes (with solo and the modules) as a mode of the application shell: its new-game dialog, its page in
the shell's stack, undo and redo, the final scoring. The files and words are the kind's
(:class:`~troyes_desktop.model.kinds.TroyesKind`)."""

from __future__ import annotations

from troyes_desktop.model.kinds import TroyesKind
from troyes_desktop.shared_ui.mode import Mode


class TroyesMode(TroyesKind, Mode):
    zooms = True

    def model_class(self):
        from troyes_desktop.model.game_model import GameModel

        return GameModel

    def open_new_game_dialog(self, shell, solo: bool = False, **_):
        from troyes_desktop.troyes_ui.new_game_dialog import TroyesNewGameDialog

        dialog = TroyesNewGameDialog(shell, solo=solo)
        shell.new_game_dialog = dialog
        dialog.accepted.connect(lambda: shell.start_from_dialog(self, dialog))
        dialog.open()
        return dialog

    def new_game(self, dialog):
        """``(game, opening actions, note)`` from the accepted dialog; the note says why the player's
        card corrections (card_overrides.json) were not used, if they were not."""
        from troyes_desktop.rules.troyes.data import overrides_for_new_game
        from troyes_desktop.rules.troyes.game import Game

        overrides, problem = overrides_for_new_game()
        return Game.new(**dialog.game_arguments(), card_overrides=overrides), (), problem or ""

    def show(self, shell, model) -> None:
        from troyes_desktop.troyes_ui.page import show_troyes_model

        show_troyes_model(shell, model)

    def page(self, shell):
        return shell.troyes_page

    def close(self, shell) -> None:
        from troyes_desktop.troyes_ui.page import close_troyes_page

        close_troyes_page(shell)

    def undo(self, shell) -> bool:
        return shell.troyes_page.undo()

    def redo(self, shell) -> bool:
        return shell.troyes_page.redo()

    def undo_words(self, shell, model, plan) -> str:
        from troyes_desktop.troyes_ui.handover import undo_words

        return undo_words(model, plan)

    def show_scoring(self, shell):
        return shell.troyes_page.show_scoring()
