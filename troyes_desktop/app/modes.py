"""The game modes the application shell hosts, behind one small interface.

A :class:`Mode` tells the shell (``troyes_desktop.app.main_window.MainWindow``) everything it needs about one
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

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, english_plural, translate

#: A computer seat in the Continue list, by level (whole texts: the adjective's place differs in French).
COMPUTER_SEATS = {
    "easy": QT_TRANSLATE_NOOP("Modes", "{name} (easy computer)"),
    "normal": QT_TRANSLATE_NOOP("Modes", "{name} (normal computer)"),
    "hard": QT_TRANSLATE_NOOP("Modes", "{name} (hard computer)"),
}


class Mode:
    """One kind of game hosted by the shell. Subclasses fill in every method."""

    key = ""                 # the save files' ``game`` field and the autosave names' first part
    title = ""               # shown to the player: "Troyes", "Troyes Dice"
    zooms = False            # its page answers View > Zoom in / out / Fit

    def name(self) -> str:
        """The mode's name in the current language."""
        raise NotImplementedError

    def players_text(self, summary: dict) -> str:
        """Who plays, from a summary (in the current language; the stored words for older summaries)."""
        raise NotImplementedError

    def progress_text(self, summary: dict) -> str:
        """How far the game is, from a summary (in the current language)."""
        raise NotImplementedError

    # ------------------------------------------------------------------------- files
    def read(self, path: Path):
        """Read and replay a save strictly; raises the engine's SaveError with a readable reason."""
        raise NotImplementedError

    def summary(self, game) -> dict:
        """What the start screen shows of a game: ``{mode, players, progress, over}`` (texts in the current
        language) and the facts they are written from, so that another language writes them again."""
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

    def name(self) -> str:
        return translate("Modes", "Troyes")

    def read(self, path: Path):
        from troyes_desktop.rules.troyes import saves

        return saves.load(path)

    def summary(self, game) -> dict:
        from troyes_desktop.rules.troyes.seats import computer_seats

        computers = computer_seats(game.setup)
        data = {
            "mode": self.key,
            "over": bool(game.over),
            "solo": bool(game.solo),
            "seats": [[p.name, computers.get(i, "")] for i, p in enumerate(game.players)],
            "setting_up": game.phase == "initial",
            "round": game.round,
            "rounds": game.rounds,
        }
        data["players"] = self.players_text(data)
        data["progress"] = self.progress_text(data)
        return data

    def players_text(self, summary: dict) -> str:
        seats = summary.get("seats")
        if not isinstance(seats, list):
            return str(summary.get("players", ""))
        names = ", ".join(
            translate("Modes", COMPUTER_SEATS[level]).format(name=name)
            if level in COMPUTER_SEATS
            else str(name)
            for name, level in seats
        )
        return (
            translate("Modes", "{players} against le Roy").format(players=names)
            if summary.get("solo")
            else names
        )

    def progress_text(self, summary: dict) -> str:
        if "round" not in summary:
            return str(summary.get("progress", ""))
        if summary.get("over"):
            return translate("Modes", "finished")
        if summary.get("setting_up"):
            return translate("Modes", "setting up")
        return translate("Modes", "round {round} of {rounds}").format(
            round=summary["round"], rounds=summary["rounds"]
        )

    def model_class(self):
        from troyes_desktop.model.game_model import GameModel

        return GameModel

    def open_new_game_dialog(self, shell, solo: bool = False, **_):
        from troyes_desktop.troyes_ui.new_game_dialog import NewGameDialog

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

    def show_scoring(self, shell):
        return shell.troyes_page.show_scoring()


class DiceMode(Mode):
    key = "dice"
    title = "Troyes Dice"

    def name(self) -> str:
        return translate("Modes", "Troyes Dice")

    def read(self, path: Path):
        from troyes_desktop.rules.dice import saves as dice_saves

        return dice_saves.load_game(path)

    def summary(self, game) -> dict:
        data = {
            "mode": self.key,
            "over": bool(game.over),
            "names": list(game.setup.get("names") or []),
            "n": game.n,
            "day": game.day,
        }
        data["players"] = self.players_text(data)
        data["progress"] = self.progress_text(data)
        return data

    def players_text(self, summary: dict) -> str:
        if "n" not in summary:
            return str(summary.get("players", ""))
        count = int(summary["n"])
        return ", ".join(summary.get("names") or []) or english_plural(
            translate("Modes", "%n player(s)", None, count), count)

    def progress_text(self, summary: dict) -> str:
        if "day" not in summary:
            return str(summary.get("progress", ""))
        if summary.get("over"):
            return translate("Modes", "finished")
        return translate("Modes", "day {day} of 8").format(day=summary["day"])

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


def summary_line(summary: dict) -> str:
    """One line naming a game from its summary, in the current language:
    "Troyes: Anna, Faye — round 2 of 6"."""
    mode = MODES.get(str(summary.get("mode")))
    if mode is None:
        return f"{summary.get('players', '')} \u2014 {summary.get('progress', '')}"
    return translate("Modes", "{game}: {players} \u2014 {progress}").format(
        game=mode.name(), players=mode.players_text(summary), progress=mode.progress_text(summary)
    )
