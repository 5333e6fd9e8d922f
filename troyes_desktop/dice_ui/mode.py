"""Troyes Dice as a mode of the application shell (:class:`DiceMode`): its new-game dialog, its page in the
shell's stack and the achievements screen. The shell calls these through the mode; nothing here knows about
the Troyes board game. The files and words are the kind's (:class:`~troyes_desktop.model.kinds.DiceKind`)."""

from __future__ import annotations

from troyes_desktop.i18n import translate
from troyes_desktop.model.kinds import DiceKind
from troyes_desktop.shared_ui.mode import Mode

WINDOW_TITLE = "Troyes Desktop"


def open_dice_dialog(shell, mode):
    """The Troyes Dice new-game dialog (non-blocking); accepting it starts the game through the shell."""
    from troyes_desktop.dice_ui.new_game_dialog import DiceNewGameDialog

    dialog = DiceNewGameDialog(shell)
    shell.dice_dialog = dialog
    dialog.accepted.connect(lambda: shell.start_from_dialog(mode, dialog))
    dialog.open()
    return dialog


def close_dice_page(shell) -> None:
    """Take the Troyes Dice page off the shell (its model is dropped)."""
    if shell.dice_page is not None:
        shell.stack.removeWidget(shell.dice_page)
        shell.dice_page.hide()
        shell.dice_page.deleteLater()
    shell.dice_page = None
    shell.dice_model = None


def show_dice_model(shell, model) -> None:
    """Show a Troyes Dice game: a fresh page for ``model`` in the shell's stack."""
    from troyes_desktop.dice_ui.page import DicePage

    close_dice_page(shell)
    model.setParent(shell)
    shell.dice_model = model
    page = DicePage(model)
    page.set_chronicle_visible(getattr(shell, "chronicle_visible", True))
    page.backRequested.connect(shell.request_start_screen)
    page.achievementsRequested.connect(lambda: show_dice_achievements(shell))
    page.statusMessage.connect(lambda text: shell.statusBar().showMessage(text, 8000))
    model.undoChanged.connect(shell._refresh_menus)
    shell.dice_page = page
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
        show_dice_model(shell, model)

    def page(self, shell):
        return shell.dice_page

    def close(self, shell) -> None:
        close_dice_page(shell)

    def undo(self, shell) -> bool:
        return shell.dice_page.undo()

    def redo(self, shell) -> bool:
        return shell.dice_page.redo()

    def undo_words(self, shell, model, plan) -> str:
        from troyes_desktop.dice_ui.chronicle import undo_words

        return undo_words(model, plan)

    def show_scoring(self, shell):
        return shell.dice_page.show_scoring()
