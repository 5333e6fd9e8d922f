"""The prompt panel: the current decision in words, with a button for every legal answer that is not
a click on the board (pass, hire, turn over, counter, concede, targets, sources, counts, le Roy...).

Board moves (choosing a die, an initial space, a reroll) are made on the board; the panel lists them
as well in a drop-down so that every move has a keyboard alternative. Refusals are shown in red.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, localized, translate
from troyes_desktop.rules.troyes import actions as A
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.flow import FlowLayout
from troyes_desktop.shared_ui.plain import mnemonic_free, plain, plain_tip
from troyes_desktop.shared_ui.pointer_guard import PointerGuard
from troyes_desktop.shared_ui.widgets import WrappingComboBox, wrap_text
from troyes_desktop.shared_ui.words import one_is_singular
from troyes_desktop.troyes_ui.board_moves import board_entries, steps_of
from troyes_desktop.troyes_ui.describe import describe_action, describe_decision, target_price

#: Verbs answered on the board (drag, click, right-click); the panel offers them in the drop-down.
BOARD_VERBS = ("die", "bd", "flip_die", "reroll", "init", "swap")
#: Verbs offered elsewhere: standing answers for the outdoor activities live in the player's panel.
ELSEWHERE_VERBS = ("standing",)
#: Order of the buttons: the usual way forward first, the escape hatches last.
BUTTON_ORDER = (
    "roy", "counter", "bx", "flip_done", "outdoor", "boost", "advance", "rampart_cube", "mixed", "landlady",
    "build", "victim", "scout", "lose", "liberate", "swap", "target", "source", "count", "miller", "event",
    "tile", "cube_die", "distill", "hire", "flip", "swap_done", "ramparts_done", "concede", "pass", "cancel",
)
#: Le Roy's decisions (solo): the panel adds his pace and "Skip to my turn".
ROY_KINDS = ("roy", "roy_setup", "roy_black")
#: The board's keyboard path, shown in the hints while dice are being used.
KEYS_HINT = QT_TRANSLATE_NOOP("Prompt", "Keys on the board: Tab or arrows go through the lit targets, Enter "
                              "chooses, Esc clears.")
#: Le Roy's paces (the ids are the settings' values), as the pace box shows them.
PACE_NAMES = {"Normal": QT_TRANSLATE_NOOP("Prompt", "Pace: Normal"),
              "Fast": QT_TRANSLATE_NOOP("Prompt", "Pace: Fast"),
              "Step by step": QT_TRANSLATE_NOOP("Prompt", "Pace: Step by step")}
#: Buttons drawn as the main way forward.
PRIMARY = {A.roy_step(), A.counter(), A.flip_done(), A.outdoor("use")}


def card_name(table: dict, card_id: str, english: str) -> str:
    """The name of card ``card_id`` of the data ``table`` in the current language."""
    card = table.get(card_id)
    return localized(card) if card is not None else english


# The prompt's buttons in the compact layout's narrow column: the padding around their words (the usual one
# is 5 px 14 px).
COMPACT_BUTTON = "QPushButton { padding: 1px 5px; }"


class _Title(QLabel):
    """The prompt's question; hidden when the words above the prompt (the phase banner) already say it."""

    def __init__(self, panel: "PromptPanel") -> None:
        super().__init__()
        self._panel = panel

    def setText(self, text: str) -> None:  # noqa: N802
        super().setText(text)
        self._panel.place_title()


class PromptPanel(QWidget):
    """Shows the current decision; ``actionChosen`` is emitted after a button applied an action."""

    actionChosen = Signal(tuple)
    contentChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptPanel")
        self.model = None
        self.asking = None           # (action, warning) while a confirmation is asked
        self.pace_box: QComboBox | None = None
        self.buttons: dict[tuple, QPushButton] = {}
        #: A button standing where another choice stood an instant ago ignores the mouse for a moment.
        self.pointer_guard = PointerGuard(self)
        self._headings: list[QLabel] = []          # the lines above the choices of one kind (narrow column)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        layout = QVBoxLayout(self)
        self._layout = layout
        self.compact = False
        #: A function giving the words already shown above the prompt (the compact page's phase banner says
        #: the decision): the title is hidden when it would repeat them, and its lines go to the choices.
        self.said_above = None
        #: A function giving what the banner says instead of a decision while le Roy's last dice land ("" when
        #: it says the decision): the prompt then says the same and offers no choice yet (one voice).
        self.waiting = None
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        self.title = _Title(self)
        self.title.setObjectName("promptTitle")
        self.title.setFont(theme.font(14, bold=True))
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setFont(theme.font(11, italic=True))
        self.hint.setStyleSheet(f"color: {theme.FADED_INK};")
        layout.addWidget(self.hint)

        self.button_area = QWidget()
        self.button_area.setObjectName("promptButtons")
        self.flow = FlowLayout(self.button_area)
        scroll = QScrollArea()
        self.button_scroll = scroll
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.button_area)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumHeight(40)
        scroll.viewport().setObjectName("promptButtonsViewport")
        scroll.viewport().installEventFilter(self)      # a scroll bar coming or going: wrap the buttons again
        layout.addWidget(scroll, 1)

        row = QHBoxLayout()
        self.board_caption = QLabel(translate("Prompt", "On the board:"))
        self.board_caption.setFont(theme.font(11))
        row.addWidget(self.board_caption)
        self.board_moves = WrappingComboBox()      # a long move is shown in full, on two lines if need be
        self.board_moves.setObjectName("boardMoves")
        self.board_moves.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.board_moves.setMinimumContentsLength(18)
        self.board_moves.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        row.addWidget(self.board_moves, 1)
        self.board_play = QPushButton(translate("Prompt", "Play"))
        self.board_play.setToolTip(translate("Prompt", "Make the chosen board move (the same as clicking it "
                                                       "on the board)"))
        self.board_play.clicked.connect(self._play_board_move)
        row.addWidget(self.board_play)
        layout.addLayout(row)

        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setFont(theme.font(11, bold=True))
        self.refusal.setStyleSheet(f"color: {theme.ACCENT};")
        self.refusal.hide()
        layout.addWidget(self.refusal)
        plain(self.title, self.hint, self.refusal)         # names and reasons shown as they are
        self.setStyleSheet(
            f"QWidget#promptPanel {{ background: rgba(255, 250, 236, 200); border: 1px solid {theme.STONE};"
            " border-radius: 7px; }"
            # Scoped by name: a bare "background" rule would reach the buttons and their tooltips too.
            " QWidget#promptButtons, QWidget#promptButtonsViewport { background: transparent; }")

    def place_title(self) -> None:
        """Show the title unless the words above the prompt already say it."""
        above = self.said_above() if self.said_above is not None else ""
        self.title.setVisible(not (above and self.title.text() == above))

    def content_height(self, width: int) -> int:
        """The height the panel needs at ``width`` to show its text, its buttons and the board row."""
        m = self._layout.contentsMargins()
        inner = max(60, width - m.left() - m.right())
        parts = []
        for label in (self.title, self.hint, self.refusal):
            if not label.isHidden():
                # An empty label shown still takes its line (a decision without a hint: its buttons lower).
                parts.append(label.heightForWidth(inner) if label.text() else label.sizeHint().height())
        if self.buttons:
            parts.append(self.flow.heightForWidth(inner - 4) + 4)
        if not self.board_moves.isHidden():
            parts.append(max(self.board_moves.sizeHint().height(), self.board_play.sizeHint().height()))
        return sum(parts) + self._layout.spacing() * max(0, len(parts) - 1) + m.top() + m.bottom() + 2

    def reserved_height(self) -> int:
        """The height kept for the panel under the board whatever it says (a title, two lines of hint, two
        rows of buttons, the board row), from its fonts: a longer text never moves the board; more buttons
        scroll in their row."""
        from PySide6.QtGui import QFontMetrics

        m = self._layout.contentsMargins()
        probe = QPushButton("Xg")
        probe.setFont(theme.font(10 if self.compact else 11))
        button = probe.sizeHint().height()
        probe.deleteLater()
        row = max(QFontMetrics(self.board_moves.font()).height() + 14, self.board_play.sizeHint().height())
        title, hint = QFontMetrics(self.title.font()), QFontMetrics(self.hint.font())
        parts = [title.lineSpacing(), 2 * hint.lineSpacing(), 2 * button + self.flow._spacing + 6, row]
        return sum(parts) + self._layout.spacing() * (len(parts) - 1) + m.top() + m.bottom() + 2

    def set_compact(self, on: bool) -> None:
        """Small screens: the panel stands in a narrow column beside the board, in smaller type."""
        on = bool(on)
        if on == self.compact:
            return
        self.compact = on
        self._layout.setContentsMargins(*((6, 5, 6, 5) if on else (10, 8, 10, 8)))
        self._layout.setSpacing(4 if on else 6)
        self.flow._spacing = 4 if on else 6
        self.title.setFont(theme.font(12 if on else 14, bold=True))
        self.hint.setFont(theme.font(9.5 if on else 11, italic=True))
        self.refusal.setFont(theme.font(10 if on else 11, bold=True))
        self.board_moves.setMinimumContentsLength(8 if on else 18)
        self.board_caption.setVisible(not on and self.board_moves.isVisibleTo(self))
        if self.model is not None and self.asking is None and any(a[0] == "target" for a in self.buttons):
            self.refresh()          # a group's places as the narrow column shows them (or the wide row)
        else:
            for b in self.buttons.values():
                self._dress(b)

    # ------------------------------------------------------------------------------------- model
    def set_model(self, model) -> None:
        if self.model is not None:
            import warnings

            for sig, slot in ((self.model.changed, self.refresh), (self.model.refused, self.show_refusal)):
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", RuntimeWarning)
                    try:
                        sig.disconnect(slot)
                    except (RuntimeError, TypeError):
                        pass
        self.model = model
        if model is not None:
            model.changed.connect(self.refresh)
            model.refused.connect(self.show_refusal)
        self.refresh()

    def show_refusal(self, reason: str) -> None:
        self.refusal.setText(translate("Prompt", "Not possible: {reason}").format(reason=reason)
                             if reason else "")
        self.refusal.setVisible(bool(reason))
        self.contentChanged.emit()

    def _clear_buttons(self) -> None:
        self.pointer_guard.remember()           # where each choice was, before the new ones come
        self.pace_box = None
        for label in self._headings:
            self.flow.removeWidget(label)
            label.hide()
            label.setParent(None)
            label.deleteLater()
        self._headings = []
        for b in self.buttons.values():
            self.flow.removeWidget(b)
            b.hide()
            b.setParent(None)
            b.deleteLater()
        self.buttons = {}

    def refresh(self) -> None:
        self.refusal.hide()
        self.asking = None
        self._clear_buttons()
        chosen = self.board_moves.currentData()          # the entry chosen stays chosen while offered
        self.board_moves.clear()
        if self.model is None:
            self.title.setText(translate("Prompt", "No game"))
            self.hint.setText("")
            self._board_row(False)
            return
        game = self.model.game
        self.title.setText(describe_decision(game))
        if game.over:
            self.hint.setText(translate("Prompt", "See the final scoring (Game menu or the scoring window)."))
            self._board_row(False)
            return
        waiting = self.waiting() if self.waiting is not None else ""
        if waiting:
            self.title.setText(waiting)
            self.hint.setText(translate("Prompt", "His last dice are landing on the board; your choices come "
                                                  "in a moment."))
            self._board_row(False)
            self.contentChanged.emit()
            return
        actions = self.model.legal_actions()
        board = [a for a in actions if a[0] in BOARD_VERBS]
        buttons = [a for a in actions if a[0] not in BOARD_VERBS and a[0] not in ELSEWHERE_VERBS]
        buttons.sort(key=lambda a: BUTTON_ORDER.index(a[0]) if a[0] in BUTTON_ORDER else 99)
        hint = self._hint(game, board)
        # The chosen dice cost the same whatever their target: said once, not on every button.
        prices = {target_price(game, a) for a in buttons if a[0] == "target"}
        common = prices.pop() if len(prices) == 1 and sum(a[0] == "target" for a in buttons) > 1 else 0
        if common:
            said = translate("Prompt", "The chosen dice cost %n denier(s), whatever their target.", None,
                             common)
            keys = translate("Prompt", KEYS_HINT)          # the keys stay last
            hint = hint[:-len(keys)] + said + " " + keys if hint.endswith(keys) else hint + " " + said
        self.hint.setText(hint)
        black_values: set[int] = set()
        for action, short in self._ordered(game, buttons, common):
            if action[0] == "head":                     # a section's line in the narrow column
                self._add_heading(short)
                continue
            if action[0] == "bx":
                # Black dice of one value are the same to counter: one button for each value (three "Also
                # counter the black 3" buttons made the column scroll and asked a question that is not one).
                value = game.black[action[1]]
                if value in black_values:
                    continue
                black_values.add(value)
            full = one_is_singular(describe_action(game, action, price=not common))
            text = one_is_singular(short) if short else full
            button = QPushButton(mnemonic_free(text))
            button.setProperty("fullText", text)
            button.setToolTip(plain_tip(full))
            button.setAccessibleName(plain_tip(full))
            self._dress(button)
            if action[:1] in PRIMARY or action[:2] in PRIMARY:
                button.setProperty("primary", True)
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            self.flow.addWidget(button)
            self.buttons[action] = button
            self.pointer_guard.guard(button, (self.title.text(), action))    # its answer to this question
        if game.pending.kind in ROY_KINDS:
            self._roy_controls()
        if game.pending.kind == "ramparts" and A.advance() in actions:
            self._ramparts_controls(game)
        entries = board_entries(game, actions, BOARD_VERBS)
        for text, data in entries:
            self.board_moves.addItem(text, data)
        kept = [i for i, (_, data) in enumerate(entries)
                if chosen is not None and steps_of(data) == steps_of(chosen)]
        self.board_moves.setCurrentIndex(kept[0] if kept else 0)
        self.pointer_guard.guard(self.board_play, [data for _, data in entries])     # Play: what it may do
        self._board_row(bool(entries))
        self._elide_buttons()
        # Once the page has laid the panel out again (its column may change width with the new content, or a
        # scroll bar come or go): wrap the buttons to the room they then have.
        QTimer.singleShot(0, self, self._elide_buttons)
        self.button_area.updateGeometry()
        self.contentChanged.emit()

    def _ordered(self, game, buttons, common) -> list[tuple[tuple, str | None]]:
        """The buttons in order, as (action, short words or None for its whole sentence); in the narrow
        column, a group's targets of one kind come under one line that says what they do (("head",), its
        words), each naming only its card and what it gives, so that many fit without scrolling."""
        if not self.compact or game.pending.kind != "group":
            return [(a, None) for a in buttons]
        from troyes_desktop.troyes_ui.describe.choices import sections

        targets = [a for a in buttons if a[0] == "target"]
        out: list[tuple[tuple, str | None]] = []
        for head, choices in sections(game, targets, with_price=not common):
            if head:
                out.append((("head",), head))
            out.extend(choices)
        others = [(a, None) for a in buttons if a[0] != "target"]
        if others and any(a == ("head",) for a, _ in out):
            out.append((("head",), ""))         # a rule: Cancel is no place of the last section
        return out + others

    def _add_heading(self, text: str) -> None:
        """A line across the column above the choices of one kind (a thin rule when ``text`` is empty)."""
        label = QLabel(text)
        label.setWordWrap(True)
        label.setFont(theme.font(9.5, italic=True))
        label.setStyleSheet(f"color: {theme.FADED_INK};" if text else
                            f"border-top: 1px solid {theme.STONE}; margin-top: 2px;")
        if not text:
            label.setFixedHeight(4)
        label.setProperty("fullLine", True)
        plain(label)
        self.flow.addWidget(label)
        self._headings.append(label)

    def _dress(self, button) -> None:
        """A button's type and, in the narrow column of the compact layout, less padding around its words:
        more words to a line, fewer lines, so that the choices fit the column without scrolling."""
        button.setFont(theme.font(10 if self.compact else 11))
        if isinstance(button, QPushButton):
            button.setStyleSheet(COMPACT_BUTTON if self.compact else "")

    def _elide_buttons(self) -> None:
        """A button wider than the panel shows its whole text on several lines (never shortened)."""
        area = self.button_scroll.viewport().width()
        for b in self.buttons.values():
            if not isinstance(b, QPushButton):
                continue
            full = str(b.property("fullText") or b.text())
            # The room for the words: the area less what the button adds around them (padding, border).
            shown = b.text()
            words = max((b.fontMetrics().horizontalAdvance(line) for line in shown.split("\n")), default=0)
            least = 16 if self.compact else 34
            around = max(least, b.sizeHint().width() - words) if shown else 34
            b.setText(mnemonic_free(wrap_text(full, b.fontMetrics(), max(60, area - around - 2))))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._elide_buttons()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        from PySide6.QtCore import QEvent

        if obj is self.button_scroll.viewport() and event.type() == QEvent.Type.Resize \
                and event.oldSize().width() != event.size().width():
            self._elide_buttons()
        return super().eventFilter(obj, event)

    def _board_row(self, visible: bool) -> None:
        for w in (self.board_moves, self.board_play):
            w.setVisible(visible)
        self.board_caption.setVisible(visible and not self.compact)

    def _hint(self, game, board) -> str:
        kind = game.pending.kind
        keys = translate("Prompt", KEYS_HINT)
        if kind == "initial":
            return translate("Prompt", "Click a free space of the Palace, the Bishopric or City Hall.")
        if kind == "turn":
            return translate("Prompt", "Drag dice onto a target (or click them, then the target); "
                             "right-click your own die to reroll it for 1 influence.") + " " + keys
        if kind == "group":
            n = len(game.group_dice())
            if n == 1:
                chosen = translate("Prompt", "%n die chosen: add up to 3 of the same colour, or choose a "
                                   "target.", None, n)
            else:
                chosen = translate("Prompt", "%n dice chosen: add up to 3 of the same colour, or choose a "
                                   "target.", None, n)
            return chosen + " " + keys
        if kind == "black":
            chosen = game.counter_dice()
            need = sum(game.black_faced())
            have = game.black_strength(chosen)
            missing = need - have
            if not chosen:
                total = translate("Prompt", "The black die shows {value}.").format(value=need)
            elif have >= need:
                total = translate("Prompt", "Your chosen dice total {have} against {need}: enough, counter "
                                  "now.").format(have=have, need=need)
            else:
                total = translate("Prompt", "Your chosen dice total {have} against {need}: %n more needed.",
                                  None, missing).format(have=have, need=need)
            return total + " " + translate("Prompt", "Drag your dice onto the black dice (or click them); "
                                                     "red dice count double.")
        if kind == "flip":
            return translate("Prompt", "Choose up to 3 of your dice to turn over (1 becomes 6, 2 becomes 5, "
                                       "3 becomes 4).")
        if kind in ROY_KINDS:
            if theme.roy_delay() is None:
                return translate("Prompt", "Le Roy plays step by step: Return or \u201cNext step\u201d plays "
                                           "the next one; each is numbered and explained in his steps, under "
                                           "his panel.")
            return translate("Prompt", "Le Roy plays by himself at the pace you chose; each step is numbered "
                                       "and explained in his steps, under his panel.")
        return self._ladies_hint(game, kind)

    @staticmethod
    def _ladies_hint(game, kind: str) -> str:
        from troyes_desktop.troyes_ui.describe import who
        from troyes_desktop.troyes_ui.player_panel import face_line

        p = game.pending.seat
        if kind == "outdoor":
            offer = game.outdoor_offer() or {}
            words = face_line(offer.get("face"))
            if offer.get("resume") == "events":
                text = translate("Prompt", "A cube of yours on this outdoor activity can be used during the "
                                           "events phase: {effect}. 'Always' and 'never' become standing "
                                           "answers, changeable in your player panel.")
            elif game.current == p:
                text = translate("Prompt", "A cube of yours on this outdoor activity can be used now: "
                                           "{effect}. 'Always' and 'never' become standing answers, "
                                           "changeable in your player panel.")
            else:
                text = translate("Prompt", "A cube of yours on this outdoor activity can be used during "
                                           "{player}'s turn: {effect}. 'Always' and 'never' become standing "
                                           "answers, changeable in your player panel.")
            return text.format(effect=words, player=who(game, game.current))
        if kind == "boost":
            return translate("Prompt", "The die shows {points}: each denier paid to the bank adds 1 action "
                                       "point (the die cannot go above "
                                       "6).").format(points=game.rampart_points())
        if kind == "ramparts":
            return translate("Prompt", "Each point: advance your guard one space (click the lit space) or "
                                       "put a cube on an open outdoor activity (click a lit tile), at most "
                                       "one per activity in this action.")
        if kind == "exchange":
            done = len(game.exchanges_made())
            if done == 1:
                return translate("Prompt", "Click one of your dice (not the purple one), then the opponent's "
                                           "die it goes for; values are kept, one die per "
                                           "opponent. %n exchange made so far.", None, done)
            return translate("Prompt", "Click one of your dice (not the purple one), then the opponent's die "
                                       "it goes for; values are kept, one die per opponent. %n "
                                       "exchanges made so far.", None, done)
        if kind == "mixed":
            return translate("Prompt", "A mixed card: this action either places cubes on it or uses cubes "
                                       "already there, not both.")
        data = game.data
        if kind == "possession":
            return translate("Prompt", "{card}: one of your citizens (from your supply, 2 influence, or one "
                                       "on the board) goes onto the card until someone frees it with a cube "
                                       "there."
                             ).format(card=card_name(data.events, "possession", "Possession"))
        if kind == "liberate":
            return translate("Prompt", "Your cube on {card} frees one citizen lying on it (it goes back to "
                                       "its owner's supply).").format(
                card=card_name(data.events, "possession", "Possession"))
        if kind == "build":
            return translate("Prompt", "{card}: a full column of the cathedral continues on the 4th floor."
                             ).format(card=card_name(data.activities, "master-builder", "Master Builder"))
        if kind == "harsh_winter":
            return translate("Prompt", "{card}: lose one cube from a delayed, mixed or end-of-game card, or "
                                       "an outdoor activity.").format(
                card=card_name(data.events, "harsh-winter", "Harsh Winter"))
        return ""

    def choose(self, action: tuple, confirmed: bool = False) -> bool:
        """Apply ``action`` (one action, or a tuple of actions played as one step, as the board list's
        counters); a step that deserves a warning (troyes_ui/confirm.py) first asks, in the panel."""
        if self.model is None:
            return False
        steps = steps_of(action)
        if not confirmed:
            from troyes_desktop.troyes_ui.confirm import confirmation_wanted, warning_for

            warning = warning_for(self.model.game, steps)
            if warning is not None and confirmation_wanted(warning.kind):
                self.ask(tuple(action), warning)
                return False
        ok = self.model.apply(steps[0]) if len(steps) == 1 else self.model.apply_sequence(steps)
        if ok:
            self.actionChosen.emit(steps[-1])
        return ok

    def _roy_controls(self) -> None:
        """While le Roy plays: "Next step" (the roy button), "Skip to my turn" and his pace."""
        roy = self.buttons.get(A.roy_step())
        if roy is not None and theme.roy_delay() is None:
            step = translate("Prompt", "Next step of le Roy") + "  \u23ce"
            roy.setProperty("fullText", step)
            roy.setText(step)
            roy.setShortcut(QKeySequence(Qt.Key.Key_Return))      # wherever the focus is in the window
        skip = QPushButton(translate("Prompt", "Skip to my turn"))
        skip.setProperty("fullText", skip.text())
        skip.setToolTip(translate("Prompt", "Play all of le Roy's steps now, up to your next decision (each "
                                            "stays in the chronicle)"))
        self._dress(skip)
        skip.clicked.connect(self.skip_to_my_turn)
        self.flow.addWidget(skip)
        self.buttons[("skip",)] = skip
        self.pointer_guard.guard(skip, ("skip",))
        pace = QComboBox()
        pace.setObjectName("royPace")
        pace.setToolTip(translate("Prompt", "How fast le Roy plays: a pause before each step, or step by "
                                            "step (Return)"))
        pace.addItems([translate("Prompt", PACE_NAMES[name]) if name in PACE_NAMES else name
                       for name in theme.ROY_PACES])
        pace.setCurrentIndex(list(theme.ROY_PACES).index(theme.roy_pace()))
        pace.currentIndexChanged.connect(lambda i: self.set_roy_pace(list(theme.ROY_PACES)[i]))
        self.flow.addWidget(pace)
        self.buttons[("pace",)] = pace
        self.pointer_guard.guard(pace, ("pace",))
        self.pace_box = pace

    def _ramparts_controls(self, game) -> None:
        """The ramparts: spend several action points on the guard at once (all of them by default)."""
        from PySide6.QtWidgets import QSpinBox

        from troyes_desktop.troyes_ui.controllers.targets import guard_reach

        reach = guard_reach(game)
        if reach < 2:
            return
        spin = QSpinBox()
        spin.setObjectName("guardSteps")
        spin.setRange(1, reach)
        spin.setValue(reach)
        spin.setToolTip(translate("Prompt", "How many spaces the guard advances (one action point each)"))
        go = QPushButton()
        go.setProperty("primary", True)
        go.setFont(theme.font(10 if self.compact else 11))

        def label(n: int) -> None:
            if n == 1:
                text = translate("Prompt", "Advance the guard %n space", None, n)
                tip = translate("Prompt", "Advance the guard %n space (one action point each)", None, n)
            else:
                text = translate("Prompt", "Advance the guard %n spaces", None, n)
                tip = translate("Prompt", "Advance the guard %n spaces (one action point each)", None, n)
            go.setText(text)
            go.setProperty("fullText", text)
            go.setToolTip(tip)

        label(reach)
        spin.valueChanged.connect(label)
        go.clicked.connect(lambda: self.advance_guard(spin.value()))
        self.flow.addWidget(spin)
        self.flow.addWidget(go)
        self.pointer_guard.guard(go, ("advance_many",))
        self.buttons[("guard_steps",)] = spin
        self.buttons[("advance_many",)] = go
        self.guard_steps = spin

    def advance_guard(self, steps: int) -> bool:
        if self.model is None:
            return False
        ok = self.model.apply_sequence([A.advance()] * int(steps))
        if ok:
            self.actionChosen.emit(A.advance())
        return ok

    def set_roy_pace(self, name: str) -> None:
        theme.set_setting("view/roy_pace", name)
        page = self.parentWidget()          # the Troyes page keeps le Roy's timer (none in a lesson)
        while page is not None and not hasattr(page, "schedule_automaton"):
            page = page.parentWidget()
        if page is not None and theme.roy_delay() is not None:
            page.schedule_automaton()
        elif page is not None:
            page.roy_timer.stop()
        self.refresh()

    def skip_to_my_turn(self) -> int:
        """Play le Roy's steps at once until someone else decides; returns how many were played."""
        n = 0
        while self.model is not None and self.model.automaton_pending and n < 1000:
            if not self.model.step_automaton():
                break
            n += 1
        return n

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and A.roy_step() in self.buttons:
            self.choose(A.roy_step())
            return
        super().keyPressEvent(event)

    def ask(self, action: tuple, warning) -> None:
        """Replace the buttons by the warning, its rule in one line, and go ahead / take it back."""
        self._clear_buttons()
        self.asking = (action, warning)
        self.title.setText("\u26a0 " + warning.title)
        self.hint.setText(warning.rule)
        self._board_row(False)
        for key, text, slot in ((("confirm_yes",), warning.yes, lambda: self.choose(action, confirmed=True)),
                                (("confirm_no",), warning.no, self.refresh)):
            button = QPushButton(mnemonic_free(text))
            button.setProperty("fullText", text)
            button.setToolTip(plain_tip(text))
            self._dress(button)
            button.setProperty("primary", key == ("confirm_no",))
            button.clicked.connect(lambda _=False, f=slot: f())
            self.flow.addWidget(button)
            self.buttons[key] = button
            self.pointer_guard.guard(button, (self.title.text(), key))
        self.buttons[("confirm_no",)].setFocus()
        self.contentChanged.emit()

    def _play_board_move(self) -> None:
        action = self.board_moves.currentData()
        if action is not None:
            self.choose(tuple(action))
