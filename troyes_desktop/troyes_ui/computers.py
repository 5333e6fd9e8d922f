"""Troyes' computer players at the table, and the hint, in the window: the mode's glue to the one driver.

:class:`~troyes_desktop.shared_ui.computer_seats.ComputerSeats` (``shared_ui/computer_seats.py``) plays the
computer seats of a :class:`~troyes_desktop.model.troyes_model.TroyesModel` and answers the hint; this module
gives it what is Troyes' own (:class:`TroyesSeats`: the bots and their seeds, a seat's name with its level,
the chronicle's line for a move) and shows its work on the page: who is thinking in the prompt, a computer
seat's level on its panel, the hint lit on the board and told in the prompt and the status bar.
"""

from __future__ import annotations

import random

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.shared_ui.computer_seats import ComputerSeats, SeatGlue

#: A computer seat named with its level (whole texts: the adjective's place differs in French).
SEAT_LABELS = {
    "easy": QT_TRANSLATE_NOOP("ComputerTurns", "{name} (Easy computer)"),
    "normal": QT_TRANSLATE_NOOP("ComputerTurns", "{name} (Normal computer)"),
    "hard": QT_TRANSLATE_NOOP("ComputerTurns", "{name} (Hard computer)"),
}
#: What a computer seat's panel says under its name, by level.
PANEL_MARKS = {
    "easy": QT_TRANSLATE_NOOP("ComputerTurns", "Easy computer"),
    "normal": QT_TRANSLATE_NOOP("ComputerTurns", "Normal computer"),
    "hard": QT_TRANSLATE_NOOP("ComputerTurns", "Hard computer"),
}
#: Thinking time of Hard per decision, and of the hint, in seconds.
HARD_BUDGET = 1.0
HINT_BUDGET = 1.0


def decision_seed(game, seat: int, salt: int = 0) -> int:
    """A seed for one decision, the same whenever the same position is reached (replays reproduce)."""
    base = int(game.setup.get("seed", 0)) * 1_000_003 + len(game.history) * 131 + seat * 7 + salt
    return base & 0x7FFFFFFF


class TroyesSeats(SeatGlue):
    """What the driver needs of Troyes."""

    def __init__(self) -> None:
        self._last_note: tuple | None = None  # (seat, reason, history length after) of the last computer step

    def make_bots(self, model) -> dict:
        from troyes_desktop.bots import make_bot

        seed = int(model.game.setup.get("seed", 0))
        return {seat: make_bot("troyes", level, seed=seed + seat,
                               budget=HARD_BUDGET if level == "hard" else None)
                for seat, level in model.computers.items()}

    def decision_seed(self, game, seat: int) -> int:
        return decision_seed(game, seat)

    def before_thinking(self, bots: dict, game, seat: int, taken_back: bool) -> None:
        # The same position always gets the same reply: a move taken back and played again meets the
        # same answer (taking back never fishes for a kinder one).
        if taken_back:
            for each in bots.values():
                forget = getattr(each, "forget_plan", None)
                if forget is not None:
                    forget()
        bot = bots[seat]
        if isinstance(getattr(bot, "rng", None), random.Random):
            bot.rng.seed(decision_seed(game, seat, 3))

    def hint_bot(self, game, seat: int):
        from troyes_desktop.bots import make_bot

        return make_bot("troyes", "hard", seed=decision_seed(game, seat, 1), budget=HINT_BUDGET)

    def hint_seed(self, game, seat: int) -> int:
        return decision_seed(game, seat, 2)

    def label(self, seat) -> str:
        """ "Geoffrey (Normal computer)" """
        name = self.model.game.players[seat].name
        level = self.model.computers.get(seat, "")
        if level not in SEAT_LABELS:
            return name
        return translate("ComputerTurns", SEAT_LABELS[level]).format(name=name)

    def note(self, game, seat: int, reason: str, legal: list) -> str:
        # One line per move: the steps of a planned move share its reason. The only possible move needs no
        # reason (whatever language the bots' reasons are written in).
        from troyes_desktop.bots import is_trivial

        if is_trivial(reason) or len(legal) == 1 or (seat, reason, len(game.history)) == self._last_note:
            return ""
        return translate("ComputerTurns", "{player}: {reason}").format(player=self.label(seat), reason=reason)

    def played(self, game, seat: int, reason: str) -> None:
        self._last_note = (seat, reason, len(game.history))

    def trouble(self, seat: int) -> str:
        text = translate("ComputerTurns", "{player} could not decide; it makes the first possible move.")
        return text.format(player=self.label(seat))


# ---------------------------------------------------------------------------------- in the window
THINKING_HINT = QT_TRANSLATE_NOOP(
    "ComputerTurns",
    "Its moves are shown on the board one step at a time, each "
    "with its reason in the chronicle (pace: Settings).",
)


def attach(shell, model) -> ComputerSeats:
    """Play ``model``'s computer seats in ``shell`` (the Troyes page: its prompt, panels, board, chronicle
    and the window's status bar); returns the driver (``shell.computers``)."""
    turns = ComputerSeats(model, TroyesSeats(), shell)
    shell.computers = turns
    turns.thinkingChanged.connect(lambda: show_waiting(shell))
    turns.hintReady.connect(lambda answer: show_hint(shell, answer))
    turns.hintCancelled.connect(lambda: clear_hint(shell))
    turns.trouble.connect(lambda text: shell.statusBar().showMessage(text, 8000))
    turns.noted.connect(lambda seat, text: shell.log.add_note(model.game, text, seat))
    model.changed.connect(lambda: show_waiting(shell))      # after the prompt's own refresh
    show_waiting(shell)
    return turns


def detach(shell) -> None:
    turns = getattr(shell, "computers", None)
    if turns is not None:
        turns.stop()
        clear_hint(shell)
        shell.computers = None


def show_waiting(shell) -> None:
    """While a computer seat decides, the prompt says who is thinking instead of offering moves."""
    turns = getattr(shell, "computers", None)
    model = shell.model
    if turns is None or model is None or turns.model is not model or not model.computer_deciding:
        return
    seat = model.decider
    shell.prompt.title.setText(
        (
            translate("ComputerTurns", "{player} is thinking\u2026")
            if turns.is_thinking
            else translate("ComputerTurns", "{player} plays")
        ).format(player=turns.label(seat))
    )
    shell.prompt.hint.setText(translate("ComputerTurns", THINKING_HINT))


def mark_panels(shell) -> None:
    """Each computer seat's panel says so under its name, with the level."""
    import html

    from troyes_desktop.bots import level_name
    from troyes_desktop.shared_ui.plain import plain_tip

    model = shell.model
    for panel in shell.player_panels:
        seat = getattr(panel, "seat", None)
        level = model.computers.get(seat) if isinstance(seat, int) else None
        if level and seat < model.game.n:
            name = html.escape(model.game.players[seat].name)
            mark = html.escape(translate("ComputerTurns", PANEL_MARKS[level]))
            # The level stays on one line: in a narrow column the line breaks between the name and it.
            panel.name_label.setText(
                f"{name} <span style='font-size:small; font-weight:normal; font-style:italic; "
                f"white-space:nowrap'>{mark}</span>"
            )
            panel.name_label.setToolTip(plain_tip(
                translate(
                    "ComputerTurns",
                    "{player} is a computer player ({level}): it sees only what its seat may see.",
                ).format(
                    player=model.game.players[seat].name, level=level_name(level)
                )
            ))


def hint_places(game, actions) -> tuple[set, set]:
    """The board's highlight keys and dice of a hinted move (its target, its dice, its space)."""
    from troyes_desktop.troyes_ui.controllers.targets import hl_key

    keys, dice = set(), set()
    for a in actions:
        verb = a[0]
        if verb in ("die", "bd", "flip_die", "reroll") and isinstance(a[1], int) and a[1] >= 0:
            dice.add(a[1])
        elif verb == "target" and len(a) > 2:
            keys.add(hl_key(a[1], a[2]))
        elif verb == "init":
            keys.add(("space", a[1], a[2]))
        elif verb == "event" and isinstance(a[1], int):
            keys.add(("event", a[1]))
        elif verb == "source" and a[1] == "space":
            keys.add(("space", a[2], a[3]))
        elif verb == "source" and a[1] == "expelled":
            keys.add(("expelled", a[2]))
    return keys, dice


def describe_hint_move(game, answer) -> str:
    from troyes_desktop.troyes_ui.describe import describe_action

    return describe_action(game, answer.actions[0])


def hint_text(game, answer) -> str:
    """The hint in words: the move's first step, and what the whole move gains (the Hard player's reason,
    said to the person, with what it adds to the person's own characters at the end, which only they see)."""
    from troyes_desktop.bots import addressed_to_you
    from troyes_desktop.bots.troyes.describe import character_gains
    from troyes_desktop.bots.troyes.moves import apply_all

    first = describe_hint_move(game, answer)
    why = addressed_to_you(answer.reason) if answer.reason else translate("ComputerTurns", "it scores best")
    seat = game.pending.seat
    if isinstance(seat, int) and 0 <= seat < game.n:
        # On the seat's own copy (what it cannot see resampled), so the words tell nothing of a future roll.
        seen = game.determinized(seat, 0)
        after = apply_all(seen, answer.actions)
    else:
        after = None
    if after is not None:
        goals = character_gains(seen, after, seat)
        if goals:
            why = ", ".join([why, *goals])
    return translate(
        "ComputerTurns", "Hint \u2014 the Hard player would start with \u201c{move}\u201d: {reason}."
    ).format(move=first, reason=why)


def show_hint(shell, answer) -> None:
    """Show the hint on the board (its target and dice lit, framed in gold), in the prompt and the status."""
    model = shell.model
    if model is None:
        return
    game = model.game
    text = hint_text(game, answer)
    shell.hint_shown = text
    # The status bar shows the whole hint when it has the room, else a shorter sentence (never a cut one:
    # the whole hint is in the prompt).
    from troyes_desktop.shared_ui.widgets import fitting_message

    short = translate("ComputerTurns", "Hint \u2014 the Hard player would start with \u201c{move}\u201d."
                      ).format(move=describe_hint_move(game, answer))
    shell.statusBar().showMessage(fitting_message(shell.statusBar(), [text, short, translate(
        "ComputerTurns", "Hint: its move is lit on the board and told above the buttons.")]))
    shell.prompt.hint.setText(text)
    first = answer.actions[0]
    button = shell.prompt.buttons.get(first)
    if button is not None:
        button.setProperty("hinted", True)
        button.setStyleSheet("border: 3px solid #d4a017;")
    index = board_move_index(shell.prompt.board_moves, first, answer.actions[1:2])
    if index >= 0:
        shell.prompt.board_moves.setCurrentIndex(index)
    scene = shell.scene
    if scene is not None and hasattr(scene, "set_highlights"):
        keys, dice = hint_places(game, answer.actions)
        scene.set_highlights(keys, dice)
        _frame(scene, [scene.item_for(k) for k in keys] + [scene.item_for(("die", d)) for d in dice])
    shell.prompt.contentChanged.emit()


def board_move_index(combo, action, then=()) -> int:
    """The row of ``action`` in the prompt's board-move list (-1 when it is not there): the entry that is this
    action, or the whole move that begins with it (a die and its target), the one that goes on with the
    actions ``then`` when there is one."""
    from troyes_desktop.troyes_ui.board_moves import steps_of

    action, then = tuple(action), [tuple(a) for a in then]
    found = -1
    for i in range(combo.count()):
        data = combo.itemData(i)
        if data is None:
            continue
        steps = steps_of(tuple(data))
        if tuple(data) == action or steps[:1 + len(then)] == [action, *then]:
            return i
        if found < 0 and steps[0] == action:
            found = i
    return found


def clear_hint(shell) -> None:
    if getattr(shell, "hint_shown", ""):
        shell.hint_shown = ""
        shell.statusBar().clearMessage()
    scene = shell.scene
    if scene is not None:
        for item in getattr(scene, "hint_frames", []):
            if item.scene() is scene:
                scene.removeItem(item)
        scene.hint_frames = []


def _frame(scene, items) -> None:
    """Gold frames around the hinted places (removed with the hint)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPen
    from PySide6.QtWidgets import QGraphicsRectItem

    for item in getattr(scene, "hint_frames", []):
        if item.scene() is scene:
            scene.removeItem(item)
    frames = []
    for it in items:
        if it is None:
            continue
        rect = it.sceneBoundingRect().adjusted(-5, -5, 5, 5)
        frame = QGraphicsRectItem(rect)
        pen = QPen(QColor("#d4a017"), 5, Qt.PenStyle.DashLine)
        frame.setPen(pen)
        frame.setZValue(1000)
        frame.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        frame.setToolTip(translate("ComputerTurns", "The hint: the Hard player would play here"))
        scene.addItem(frame)
        frames.append(frame)
    scene.hint_frames = frames
