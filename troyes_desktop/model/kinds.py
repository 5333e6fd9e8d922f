"""The kinds of game the models play, as far as the files and the start screen's words are concerned.

A :class:`GameKind` knows, for one kind of game, what needs no interface: its name, how to read a save of it
strictly, and how to summarise a game for the Continue list (and write that summary in the current
language). The interface's modes (``troyes_desktop.shared_ui.mode.Mode``) extend a kind with its model
class, page, menus and dialogs; the models and the autosaves use :data:`KINDS` only, so this layer never
reaches up into the interface.

Engines are imported inside the methods, so that the start screen reads its summaries without loading them.
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


class GameKind:
    """One kind of game: its files and its words. Subclasses fill in every method."""

    key = ""                 # the save files' ``game`` field and the autosave names' first part
    title = ""               # shown to the player: "Troyes", "Troyes Dice"

    def name(self) -> str:
        """The kind's name in the current language."""
        raise NotImplementedError

    def players_text(self, summary: dict) -> str:
        """Who plays, from a summary (in the current language; the stored words for older summaries)."""
        raise NotImplementedError

    def progress_text(self, summary: dict) -> str:
        """How far the game is, from a summary (in the current language)."""
        raise NotImplementedError

    def read(self, path: Path):
        """Read and replay a save strictly; raises the engine's SaveError with a readable reason."""
        raise NotImplementedError

    def summary(self, game) -> dict:
        """What the start screen shows of a game: ``{mode, players, progress, over}`` (texts in the current
        language) and the facts they are written from, so that another language writes them again."""
        raise NotImplementedError

class TroyesKind(GameKind):
    key = "troyes"
    title = "Troyes"

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

class DiceKind(GameKind):
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

#: The kinds of game, by key (also the ``game`` field of their save files).
KINDS: dict[str, GameKind] = {k.key: k for k in (TroyesKind(), DiceKind())}


def kind_of_data(data) -> GameKind | None:
    """The kind a save's parsed JSON belongs to (its ``game`` field); None for anything else."""
    from troyes_desktop.rules.loader import save_kind_of

    return KINDS.get(save_kind_of(data)) if isinstance(data, dict) else None


def summary_line(summary: dict) -> str:
    """One line naming a game from its summary, in the current language:
    "Troyes: Anna, Faye — round 2 of 6"."""
    kind = KINDS.get(str(summary.get("mode")))
    if kind is None:
        return f"{summary.get('players', '')} \u2014 {summary.get('progress', '')}"
    return translate("Modes", "{game}: {players} \u2014 {progress}").format(
        game=kind.name(), players=kind.players_text(summary), progress=kind.progress_text(summary)
    )
