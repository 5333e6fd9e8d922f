"""The statistics window's History list opens its games: the replay of a finished game or of any saved game,
and its review (issue 48; app/reviewing.py). A mixin of :class:`~troyes_desktop.app.statistics_window.
StatisticsWindow`, which gives it ``_need_selection``, ``_open``, ``message``, ``history_model`` and
``replays``."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import game_folder
from troyes_desktop.shared_ui.words import format_datetime
from troyes_desktop.store import DamagedRecord, StoreError

logger = logging.getLogger(__name__)


class HistoryGames:
    """Replay and Review of the History list, and the replay of a saved game."""

    def _selected_save(self, title: str):
        """(save, title) of the game chosen in the list, or None (a message says why)."""
        key = self._need_selection()
        if key is None:
            return None
        try:
            with self._open() as store:
                save = store.game_save(key)
        except DamagedRecord as exc:                # "This game's record is damaged."
            logger.warning("A damaged record in the history", exc_info=True)
            self.message(title, str(exc))
            return None
        except StoreError as exc:
            logger.warning("Cannot read the game", exc_info=True)
            self.message(title, translate("Statistics", "The game cannot be read: {reason}.").format(
                reason=exc))
            return None
        game = next(g for g in self.history_model.games if g["key"] == key)
        return save, translate("Statistics", "finished {date}").format(date=format_datetime(game["finished"]))

    def replay_selected(self):
        found = self._selected_save(translate("Statistics", "Cannot replay the game"))
        return None if found is None else self.open_replay(*found)

    def review_selected(self):
        """The chosen game's review in its replay window (kept in the history, or made now)."""
        from troyes_desktop.app.reviewing import open_review

        found = self._selected_save(translate("Review", "Cannot review the game"))
        return None if found is None else open_review(self, *found)

    def open_replay(self, save: dict | None, title: str = ""):
        from troyes_desktop.app.replay_window import ReplayWindow
        from troyes_desktop.rules.common.errors import SaveError

        try:
            if save is None:
                raise SaveError(translate("Statistics", "it is no longer in the history"))
            window = ReplayWindow(save, title, parent=self)
        except SaveError as exc:
            logger.warning("Cannot replay the game", exc_info=True)
            self.message(
                translate("Statistics", "Cannot replay the game"),
                translate("Statistics", "This game cannot be replayed: {reason}.").format(
                    reason=str(exc).rstrip(".")
                ),
            )
            return None
        self.replays.append(window)
        window.show()
        return window

    def choose_saved_replay(self) -> None:
        start = str(game_folder.games_folder())     # never the automatic saves' folder
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("Statistics", "Replay a saved game"),
            start,
            translate("Statistics", "Troyes saves (*.troyes.json);;JSON files (*.json);;All files (*)"),
        )
        if path:
            self.open_saved_replay(game_folder.kept(path))      # the next dialog opens there

    def open_saved_replay(self, path):
        from troyes_desktop.rules.common.errors import SaveError
        from troyes_desktop.rules.common.serialization import read_json

        try:
            save = read_json(path)
            if not isinstance(save, dict) or save.get("format") != "troyes-desktop-save":
                raise SaveError(
                    translate("Statistics", "{name} is not a Troyes Desktop save").format(
                        name=Path(path).name
                    )
                )
        except SaveError as exc:
            logger.warning("Cannot replay the saved game", exc_info=True)
            self.message(translate("Statistics", "Cannot replay the game"), f"{str(exc).rstrip('.')}.")
            return None
        title = translate("Statistics", "saved game {name}").format(name=Path(path).name)
        return self.open_replay(save, title)
