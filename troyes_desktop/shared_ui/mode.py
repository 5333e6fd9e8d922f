"""The interface between the application shell and a game mode.

A :class:`Mode` is a :class:`~troyes_desktop.model.kinds.GameKind` (name, files, summaries, model class) that
also knows how to put its games on screen: its new-game dialog, its page in the shell's stack, its menus'
undo and redo, its end-of-game screen. The shell (``troyes_desktop.app``) never tests "is this Troyes or
Troyes Dice?": it asks the mode. Troyes (:mod:`troyes_desktop.troyes_ui.mode`) and Troyes Dice
(:mod:`troyes_desktop.dice_ui.mode`) are two peers registered in :data:`troyes_desktop.app.modes.MODES`; a
third mode plugs in by adding one more.

Everything heavy (engines, pages, dialogs) is imported inside the methods, so the start screen opens
without loading any of it.
"""

from __future__ import annotations

from troyes_desktop.model.kinds import GameKind


class Mode(GameKind):
    """One kind of game hosted by the shell. Subclasses fill in every method above "capabilities"; a
    capability a mode does not have keeps the default here, which says so (False, None) and the shell
    disables its menu entry.

    The mode keeps its page in the shell's ``pages`` under its :attr:`key` (built the first time one of its
    games is shown): the shell reaches a page only through its mode."""

    zooms = False            # its page answers View > Zoom in / out / Fit (:meth:`zoom`)

    # The methods a mode may leave as they are here: the optional capabilities (their default says "not
    # in this mode") and :meth:`page`, the same for every mode.
    SHARED = ("page", "apply_layout", "show_chronicle", "can_hint", "hint", "zoom", "pause", "achievements")

    def model_class(self):
        """The Qt model class that plays this mode (a GameModel)."""
        raise NotImplementedError

    def new_game(self, dialog):
        """``(game, opening actions, note)`` from this mode's accepted new-game dialog."""
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
        return shell.pages.get(self.key)

    def close(self, shell) -> None:
        """Take the game off screen (its model is dropped by the shell)."""
        raise NotImplementedError

    # ------------------------------------------------------------------------- the menus
    def undo(self, shell) -> bool:
        """Edit > Undo for the game in play (the page shows the result)."""
        raise NotImplementedError

    def redo(self, shell) -> bool:
        raise NotImplementedError

    def undo_words(self, shell, model, plan) -> str:
        """What Edit > Undo takes back (``plan``: the model's ``UndoPlan``), in words: "Take back “Take the
        yellow 6” and Faye’s reply"."""
        from troyes_desktop.i18n import translate

        return translate("MainWindow", "Take back your last step")

    def show_scoring(self, shell):
        """Game > Final scoring: this mode's end-of-game screen."""
        raise NotImplementedError

    def replay_view(self, window):
        """The replay window's part for a game of this mode (app/replay_window.py), a
        :class:`~troyes_desktop.shared_ui.replay_view.ReplayView`: its widgets (``window.split`` receives
        them; ``window.log`` is the chronicle) and what the window writes that depends on the mode."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the page's layout
    def apply_layout(self, shell) -> None:
        """The window was resized: the page arranges itself again (if it does not do so by itself)."""

    def show_chronicle(self, shell, on: bool) -> None:
        """View > Show / Hide the chronicle (F9): the page shows or hides its chronicle column."""

    # -------------------------------------------------------------------- capabilities
    def can_hint(self, shell, model) -> bool:
        """Whether Edit > Hint may be asked now (False: the mode has no hint in the menu)."""
        return False

    def hint(self, shell) -> bool:
        """Edit > Hint: what the Hard computer player would do now; False when there is no hint."""
        return False

    def zoom(self, shell, how: str) -> None:
        """View > Zoom in / out / Fit (``how``: "zoom_in", "zoom_out", "fit"), when :attr:`zooms`."""

    def pause(self, shell) -> None:
        """Stop the page's own timers (le Roy's pace): the start screen is shown or the window closes."""

    def achievements(self, shell):
        """Game > achievements: this mode's achievements screen, or None when it has none."""
        return None

    def replay_so_far(self, shell) -> tuple[dict, int | None]:
        """Game > Replay this game so far: the game in play's record up to what everyone at the table has
        seen (a save's setup and actions) and whose view the replay shows (None: nobody's secrets)."""
        from troyes_desktop.store.records import save_dict

        return save_dict(shell.active.game), None
