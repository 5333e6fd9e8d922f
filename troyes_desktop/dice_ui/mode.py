"""Troyes Dice in the main window (mixed into :class:`troyes_desktop.ui.main_window.MainWindow`): the
new-game dialog, the game page in the window's stack, Continue / Load of dice saves, the achievements."""

from __future__ import annotations

WINDOW_TITLE = "Troyes Desktop"


class DiceModeMixin:
    """Troyes Dice in the main window: the new-game dialog, the game page, the achievements screen."""

    def open_dice_dialog(self):
        from troyes_desktop.dice_ui.dialogs import DiceNewGameDialog

        dialog = DiceNewGameDialog(self)
        self.dice_dialog = dialog
        dialog.accepted.connect(lambda: self._start_dice_from_dialog(dialog))
        dialog.open()
        return dialog

    def _start_dice_from_dialog(self, dialog) -> None:
        from troyes_desktop.dice_ui.dialogs import new_game_from
        from troyes_desktop.rules.common.errors import RulesError

        try:
            game, opening = new_game_from(dialog)
        except RulesError as exc:
            self.show_message("Cannot start the game", str(exc))
            return
        self.start_dice_game(game, opening)

    def start_dice_game(self, game, opening=(), autosave: bool = True):
        """Show a new Troyes Dice game; ``opening`` are the town crier's numbering actions (expert mode)."""
        from troyes_desktop.model.dice_model import DiceModel

        model = DiceModel(game, self, autosave=autosave)
        if opening:
            model.apply_sequence(list(opening))
        if autosave:
            model.autosave()
        self.set_dice_model(model)
        return model

    def set_dice_model(self, model) -> None:
        from troyes_desktop.dice_ui.page import DicePage

        self.roy_timer.stop()
        if self.dice_page is not None:
            self.stack.removeWidget(self.dice_page)
            self.dice_page.hide()
            self.dice_page.deleteLater()
        model.setParent(self)
        self.dice_model = model
        page = DicePage(model)
        page.set_chronicle_visible(getattr(self, "chronicle_visible", True))
        page.backRequested.connect(self.show_start_screen)
        page.achievementsRequested.connect(self.show_dice_achievements)
        page.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 8000))
        model.undoChanged.connect(self._refresh_menus)
        self.dice_page = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.setWindowTitle(f"{WINDOW_TITLE} \u2014 Troyes Dice: {', '.join(model.names())}")
        self.statusBar().clearMessage()
        self._refresh_menus()
        if model.game.over:
            page.show_end()

    def show_dice_achievements(self):
        from troyes_desktop.dice_ui.dialogs import AchievementsDialog

        dialog = AchievementsDialog(self)
        self.achievements_dialog = dialog
        dialog.open()
        return dialog
