"""Troyes (with solo and the modules) as a mode of the application shell: its new-game dialog, its page in
the shell's stack, undo and redo, the final scoring. The files and words are the kind's
(:class:`~troyes_desktop.model.kinds.TroyesKind`)."""

from __future__ import annotations

from troyes_desktop.model.kinds import TroyesKind
from troyes_desktop.shared_ui.mode import Mode


class TroyesMode(TroyesKind, Mode):
    """Troyes in the shell: its page (``shell.pages["troyes"]``, a :class:`~.page.TroyesPage`) is built at
    the first Troyes game and kept for the next; it zooms, hints and paces le Roy."""

    zooms = True

    def model_class(self):
        from troyes_desktop.model.troyes_model import TroyesModel

        return TroyesModel

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
        """Show a Troyes game on the shell's Troyes page, built and put in its stack at the first one."""
        from troyes_desktop.troyes_ui.page import TroyesPage

        page = self.page(shell)
        if page is None:
            page = TroyesPage(shell)
            shell.pages[self.key] = page
            shell.stack.addWidget(page)
            shell._refresh_menus()
        page.show_model(model)

    def close(self, shell) -> None:
        page = self.page(shell)
        if page is not None:       # the page stays in the stack for the next Troyes game
            page.close_model()

    def undo(self, shell) -> bool:
        return self.page(shell).undo()

    def redo(self, shell) -> bool:
        return self.page(shell).redo()

    def undo_words(self, shell, model, plan) -> str:
        from troyes_desktop.troyes_ui.handover import undo_words

        return undo_words(model, plan)

    def show_scoring(self, shell):
        return self.page(shell).show_scoring()

    def replay_view(self, window):
        from troyes_desktop.troyes_ui.replay_view import TroyesReplayView

        return TroyesReplayView(window)

    # ------------------------------------------------------------------ capabilities
    def apply_layout(self, shell) -> None:
        page = self.page(shell)
        if page is not None:
            page.apply_layout()
            # Once more after the layouts have given the splitters their new geometry.
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, page.apply_layout)

    def show_chronicle(self, shell, on: bool) -> None:
        page = self.page(shell)
        if page is not None:
            page.apply_layout()

    def can_hint(self, shell, model) -> bool:
        page = self.page(shell)
        return (page is not None and page.model is model and not model.game.over
                and not model.computer_deciding and not model.automaton_pending)

    def hint(self, shell) -> bool:
        page = self.page(shell)
        return page.hint() if page is not None else False

    def zoom(self, shell, how: str) -> None:
        page = self.page(shell)
        if page is not None:
            page.board_call(how)

    def pause(self, shell) -> None:
        page = self.page(shell)
        if page is not None:
            page.roy_timer.stop()

    def replay_so_far(self, shell) -> tuple[dict, int | None]:
        """The whole record; the view the page shows now: one person's own (playing alone), nobody's while
        several people share the screen (troyes_ui/handover.py) or once the game is over."""
        from troyes_desktop.store.records import save_dict

        page = self.page(shell)
        seen = page.viewer if page is not None and not shell.active.game.over else None
        return save_dict(shell.active.game), seen
