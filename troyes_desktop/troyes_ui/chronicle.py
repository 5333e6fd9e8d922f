"""The Troyes chronicle: everything that happened, in plain words, under one heading per round."""

from __future__ import annotations

import html
import logging

from troyes_desktop.i18n import translate
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.chronicle import ChronicleFrame
from troyes_desktop.troyes_ui.describe import describe_event, fallback_event

logger = logging.getLogger(__name__)

#: Records that start a le Roy step: shown before what they caused (the engine emits them last).
ROY_HEADS = ("roy_turn", "roy_setup_roll")


def ordered(records: list[dict]) -> list[dict]:
    """Records in reading order: le Roy's decision line first, then its consequences."""
    heads = [r for r in records if r.get("type") in ROY_HEADS]
    if not heads:
        return records
    return heads + [r for r in records if r.get("type") not in ROY_HEADS]


def round_heading(round_no) -> str:
    """The chronicle's heading of a round ("Setting up" before round 1)."""
    if not round_no:
        return translate("Chronicle", "Setting up")
    return translate("Chronicle", "Round {round}").format(round=round_no)


class TroyesChronicle(ChronicleFrame):
    """The Troyes chronicle: every record of the engine in plain words, a heading per round, the end-of-round
    summaries."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.summaries: dict[int, list[str]] = {}     # round -> its end-of-round summary
        self.toast = None
        self._rebuilding = False
        self._round = None

    def clear(self) -> None:
        super().clear()
        self._round = None
        self.summaries = {}

    def add_note(self, game, text: str, seat=None) -> None:
        """A line said before an action (a computer player's reason), in the seat's colour, in italics."""
        if self._round is None:
            self.add_heading(round_heading(game.round))
            self._round = game.round
        colour = theme.player_colour(game, seat).name() if isinstance(seat, int) else theme.FADED_INK
        self.lines.append(text)
        self.browser.append(f"<div style='font-style:italic'><span style='color:{colour}'>\u25b8</span> "
                            f"{html.escape(text)}</div>")

    def add_records(self, game, records: list[dict]) -> None:
        for rec in ordered(records):
            t = rec.get("type")
            if t == "round_started":
                self.add_heading(round_heading(rec.get("round")))
                self._round = rec.get("round")
            elif self._round is None:
                self.add_heading(round_heading(game.round))
                self._round = game.round
            p = rec.get("player")
            colour = theme.player_colour(game, p).name() if isinstance(p, int) else None
            roy = t.startswith("roy_") or (game.solo and p == NEUTRAL)
            try:
                text = describe_event(game, rec)
            except Exception:  # noqa: BLE001 - the log must never stop the game
                logger.warning("Cannot describe the record %r", rec, exc_info=True)
                text = fallback_event(rec)
            self.add_line(text, colour, roy)
            if t == "round_ended":
                self._round_summary(game, rec.get("round"))
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _round_summary(self, game, round_no) -> None:
        """What each player gained and lost in the round (public figures), in the chronicle; shown over
        the window for a few seconds while playing (not while the chronicle is rebuilt)."""
        from troyes_desktop.troyes_ui.round_summary import RoundToast, round_starts, summary_lines

        try:
            lines = summary_lines(game, int(round_no), round_starts(game.setup, game.history))
        except Exception:  # noqa: BLE001 - a summary must never stop the game
            logger.warning("Cannot summarise round %s", round_no, exc_info=True)
            return
        if not lines:
            return
        title = translate("Chronicle", "End of round {round}: what changed").format(round=round_no)
        self.summaries[int(round_no)] = lines
        self.browser.append(f"<p style='margin-top:6px'><b>{html.escape(title)}</b></p>")
        for line in lines:
            self.add_line(line)
        window = self.window()
        host = window.centralWidget() if hasattr(window, "centralWidget") else None
        if not self._rebuilding and host is not None:
            if self.toast is not None:          # the last round's card, still shown: this one replaces it
                try:
                    self.toast.close()
                except RuntimeError:            # already closed and deleted
                    pass
            self.toast = RoundToast(host, title, lines)

    def rebuild(self, game, notes: dict | None = None) -> None:
        """Replay the whole game's history on a fresh engine to rebuild the log (after a load); ``notes``:
        lines said before some actions (by history index), e.g. the computer players' reasons."""
        from troyes_desktop.rules.troyes.game import Game

        self.clear()
        self._rebuilding = True
        replay = Game(game.setup)
        self.add_heading(round_heading(0))
        self._round = 0
        try:
            for i, action in enumerate(game.history):
                if notes and i in notes:
                    self.add_note(replay, notes[i][1], notes[i][0])
                try:
                    records = replay.apply(action)
                except Exception:  # noqa: BLE001
                    logger.warning("The chronicle stops replaying at %r", action, exc_info=True)
                    break
                self.add_records(replay, records)
        finally:
            self._rebuilding = False
