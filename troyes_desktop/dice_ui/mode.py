"""Troyes Dice as a mode of the application shell (:class:`DiceMode`): its new-game dialog, its page in the
shell's stack and the achievements screen. The shell calls these through the mode; nothing here knows about
the Troyes board game. The files and words are the kind's (:class:`~troyes_desktop.model.kinds.DiceKind`)."""

from __future__ import annotations

from troyes_desktop.i18n import translate
from troyes_desktop.model.kinds import DiceKind
from troyes_desktop.shared_ui.mode import Mode


def open_dice_dialog(shell, mode):
    """The Troyes Dice new-game dialog (non-blocking); accepting it starts the game through the shell."""
    from troyes_desktop.dice_ui.new_game_dialog import DiceNewGameDialog

    dialog = DiceNewGameDialog(shell)
    shell.new_game_dialog = dialog
    dialog.accepted.connect(lambda: shell.start_from_dialog(mode, dialog))
    dialog.open()
    return dialog


def close_dice_page(shell, key: str = "dice") -> None:
    """Take the Troyes Dice page (``shell.pages[key]``) off the shell (its model is dropped)."""
    page = shell.pages.pop(key, None)
    if page is not None:
        shell.stack.removeWidget(page)
        page.hide()
        page.deleteLater()


def show_dice_model(shell, model, key: str = "dice") -> None:
    """Show a Troyes Dice game: a fresh page for ``model`` in the shell's stack (``shell.pages[key]``)."""
    from troyes_desktop.dice_ui.page import DicePage

    close_dice_page(shell, key)
    model.setParent(shell)
    page = DicePage(model)
    page.set_chronicle_visible(getattr(shell, "chronicle_visible", True))
    page.backRequested.connect(shell.request_start_screen)
    page.achievementsRequested.connect(lambda: show_dice_achievements(shell))
    page.statusMessage.connect(lambda text: shell.statusBar().showMessage(text, 8000))
    model.undoChanged.connect(shell._refresh_menus)
    shell.pages[key] = page
    shell.stack.addWidget(page)
    shell.stack.setCurrentWidget(page)
    shell.title_for(translate("DicePage", "Troyes Dice: {players}").format(players=", ".join(model.names())))
    shell.statusBar().clearMessage()
    shell._refresh_menus()
    if model.game.over:
        page.show_scoring()


def show_dice_achievements(shell):
    from troyes_desktop.dice_ui.achievements import AchievementsDialog

    dialog = AchievementsDialog(shell)
    shell.achievements_dialog = dialog
    dialog.open()
    return dialog


class DiceMode(DiceKind, Mode):
    """Troyes Dice in the shell: a fresh page (``shell.pages["dice"]``, a :class:`~.page.DicePage`) for
    each game; its hint is the page's own button (not Edit > Hint), and it has achievements."""

    def model_class(self):
        from troyes_desktop.model.dice_model import DiceModel

        return DiceModel

    def open_new_game_dialog(self, shell, **_):
        return open_dice_dialog(shell, self)

    def new_game(self, dialog):
        from troyes_desktop.dice_ui.new_game_dialog import new_game_from

        game, opening = new_game_from(dialog)
        return game, opening, ""

    def show(self, shell, model) -> None:
        show_dice_model(shell, model, self.key)

    def close(self, shell) -> None:
        close_dice_page(shell, self.key)

    def undo(self, shell) -> bool:
        return self.page(shell).undo()

    def redo(self, shell) -> bool:
        return self.page(shell).redo()

    def undo_words(self, shell, model, plan) -> str:
        from troyes_desktop.dice_ui.chronicle import undo_words

        return undo_words(model, plan)

    def show_scoring(self, shell):
        return self.page(shell).show_scoring()

    def replay_view(self, window):
        from troyes_desktop.dice_ui.replay_view import DiceReplayView

        return DiceReplayView(window)

    # ------------------------------------------------------------------ capabilities
    def show_chronicle(self, shell, on: bool) -> None:
        page = self.page(shell)
        if page is not None:
            page.set_chronicle_visible(on)

    def achievements(self, shell):
        return show_dice_achievements(shell)

    def replay_so_far(self, shell) -> tuple[dict, int | None]:
        """The record up to the half day under way when its choices are still hidden (the simultaneous
        choice, dice_ui/veil.py): the replay shows nothing the page does not."""
        from troyes_desktop.store.records import save_dict

        page = self.page(shell)
        veil = getattr(page, "veil", None)
        start = veil.start_of_half_day() if veil is not None else None
        return save_dict(start if start is not None else shell.active.game), None
