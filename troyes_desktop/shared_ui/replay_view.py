"""What the replay window (app/replay_window.py) shows and writes that depends on the mode: a mode's
:meth:`~troyes_desktop.shared_ui.mode.Mode.replay_view` makes one for the window, so that the window never
asks which mode it shows."""

from __future__ import annotations


class ReplayView:
    """The mode's part of a replay window: its widgets (:meth:`build`, into ``window.split``), the players'
    names, the chronicle, the words for where the game is and whose view is shown, and the side columns'
    widths. ``window.model`` is the replayed game's model (made before the view)."""

    def __init__(self, window) -> None:
        self.window = window

    def build(self) -> None:
        """The middle of the window: the mode's widgets in ``window.split``, its chronicle ``window.log``."""
        raise NotImplementedError

    def title_key(self) -> str:
        """The key of the game's title (:func:`troyes_desktop.store.records.mode_title`)."""
        raise NotImplementedError

    def names(self) -> list[str]:
        """Every seat's name, in seat order."""
        raise NotImplementedError

    def add_records(self, events: list[dict]) -> None:
        """The chronicle writes the records of the moves just replayed."""
        raise NotImplementedError

    def rebuild_log(self) -> None:
        """The chronicle is written again for the position shown."""
        raise NotImplementedError

    def where(self, game) -> str:
        """Where a game not over stands, in words ("round 3 of 6", "day 2, morning")."""
        raise NotImplementedError

    def refresh(self, finished: bool) -> None:
        """The mode's widgets follow the position (and, for an unfinished game, the seat whose view it is)."""

    def privacy_text(self, finished: bool) -> str:
        """The line under the title: what the replay shows of the players' hidden things."""
        raise NotImplementedError

    def hidden_text(self) -> str:
        """What was hidden during the game and is shown now it is over ("" when nothing)."""
        return ""

    def light_moves(self, chosen: list[tuple], best: list[tuple], seat: int | None = None) -> None:
        """Light the move made and the Hard player's move of ``seat`` at the position shown (the review's
        Show); two empty lists put the lights out. ``window.lights`` says what is lit (for the tests and
        the words)."""
        self.window.lights = (list(chosen), list(best))

    def side_widths(self, width: int) -> tuple[int, int]:
        """The widths of the left and right columns in a window ``width`` pixels wide."""
        raise NotImplementedError
