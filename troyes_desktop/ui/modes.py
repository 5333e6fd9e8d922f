"""The game modes the application shell hosts, behind one small interface.

A :class:`Mode` tells the shell (``troyes_desktop.ui.main_window.MainWindow``) everything it needs about one
kind of game, and nothing else: its name, how to read a save of it, how to summarise a game for the start
screen's Continue list, which model class plays it, its new-game dialog, and how to put a game on screen
(its page) and take it away again. The shell never tests "is this Troyes or Troyes Dice?": it asks the
mode. Troyes (with solo and the modules) and Troyes Dice are two peers registered in :data:`MODES`; a third
mode (or a tutorial) plugs in by adding one more.

Everything heavy (engines, pages, dialogs) is imported inside the methods, so the start screen opens
without loading any of it.
"""

from __future__ import annotations

from pathlib import Path


class Mode:
    """One kind of game hosted by the shell. Subclasses fill in every method."""

    key = ""                 # the save files' ``game`` field and the autosave names' first part
    title = ""               # shown to the player: "Troyes", "Troyes Dice"
    zooms = False            # its page answers View > Zoom in / out / Fit

    # ------------------------------------------------------------------------- files
    def read(self, path: Path):
        """Read and replay a save strictly; raises the engine's SaveError with a readable reason."""
        raise NotImplementedError

    def summary(self, game) -> dict:
        """What the start screen shows of a game: ``{mode, players, progress, over}``."""
        raise NotImplementedError

    def new_game(self, dialog):
        """``(game, opening actions, note)`` from this mode's accepted new-game dialog."""
        raise NotImplementedError

    def model_class(self):
        """The Qt model class that plays this mode (a GameModel)."""
        raise NotImplementedError

    # ------------------------------------------------------------------------- the screen
    def open_new_game_dialog(self, shell, **options):
        """Open this mode's new-game dialog (non-blocking); return it."""
        raise NotImplementedError

    def show(self, shell, model) -> None:
        """Put ``model``'s game on screen (build or rebuild the page) and make it current."""
        raise NotImplementedError

    def page(self, shell):
        """This mode's page in the shell's stack (None before its first game)."""
        raise NotImplementedError

    def close(self, shell) -> None:
        """Take the game off screen (its model is dropped by the shell)."""
        raise NotImplementedError

    # ------------------------------------------------------------------------- the menus
    def undo(self, shell) -> bool:
        """Edit > Undo for the game in play (the page shows the result)."""
        raise NotImplementedError

    def redo(self, shell) -> bool:
        raise NotImplementedError

    def show_scoring(self, shell):
        """Game > Final scoring: this mode's end-of-game screen."""
        raise NotImplementedError


class TroyesMode(Mode):
    key = "troyes"
    title = "Troyes"
    zooms = True

    def read(self, path: Path):
        from troyes_desktop.rules.troyes import saves

        return saves.load(path)

    def summary(self, game) -> dict:
        from troyes_desktop.rules.troyes.seats import computer_seats

        computers = computer_seats(game.setup)
        names = ", ".join(p.name + (f" ({computers[i]} computer)" if i in computers else "")
                          for i, p in enumerate(game.players)) + (" against le Roy" if game.solo else "")
        progress = "setting up" if game.phase == "initial" else f"round {game.round} of {game.rounds}"
        if game.over:
            progress = "finished"
        return {"mode": self.key, "players": names, "progress": progress, "over": bool(game.over)}

    def model_class(self):
        from troyes_desktop.model.game_model import GameModel

        return GameModel

    def open_new_game_dialog(self, shell, solo: bool = False, **_):
        from troyes_desktop.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(shell, solo=solo)
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
        shell.show_troyes_model(model)

    def page(self, shell):
        return shell.game_page

    def close(self, shell) -> None:
        shell.close_troyes_model()

    def undo(self, shell) -> bool:
        return shell.troyes_undo()

    def redo(self, shell) -> bool:
        return shell.troyes_redo()

    def show_scoring(self, shell):
        return shell.show_troyes_scoring()


class DiceMode(Mode):
    key = "dice"
    title = "Troyes Dice"

    def read(self, path: Path):
        from troyes_desktop.rules.dice import saves as dice_saves

        return dice_saves.load_game(path)

    def summary(self, game) -> dict:
        names = ", ".join(game.setup.get("names") or [f"{game.n} players"])
        progress = "finished" if game.over else f"day {game.day} of 8"
        return {"mode": self.key, "players": names, "progress": progress, "over": bool(game.over)}

    def model_class(self):
        from troyes_desktop.model.dice_model import DiceModel

        return DiceModel

    def open_new_game_dialog(self, shell, **_):
        from troyes_desktop.dice_ui.mode import open_dice_dialog

        return open_dice_dialog(shell, self)

    def new_game(self, dialog):
        from troyes_desktop.dice_ui.dialogs import new_game_from

        game, opening = new_game_from(dialog)
        return game, opening, ""

    def show(self, shell, model) -> None:
        from troyes_desktop.dice_ui.mode import show_dice_model

        show_dice_model(shell, model)

    def page(self, shell):
        return shell.dice_page

    def close(self, shell) -> None:
        from troyes_desktop.dice_ui.mode import close_dice_page

        close_dice_page(shell)

    def undo(self, shell) -> bool:
        return shell.dice_page.undo()

    def redo(self, shell) -> bool:
        return shell.dice_page.redo()

    def show_scoring(self, shell):
        return shell.dice_page.show_end()


#: The modes the shell hosts, by key (also the ``game`` field of their save files).
MODES: dict[str, Mode] = {m.key: m for m in (TroyesMode(), DiceMode())}


def mode_of_file(path) -> Mode | None:
    """The mode a save file belongs to (its ``game`` field, read through the strict reader); None when
    the file cannot be read as a save."""
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.rules.common.files import read_json_file
    from troyes_desktop.rules.loader import save_kind_of

    try:
        data = read_json_file(Path(path))
    except SaveError:
        return None
    return MODES.get(save_kind_of(data)) if isinstance(data, dict) else None


def mode_of_model(model) -> Mode:
    return MODES[model.MODE]
