"""The play panel beside the wheel: whose choice it is, their resources, the picked die with its value
(+/- paid in influence) and colour (paid in knowledge) buttons showing their cost, the three actions,
the prompts of chained bonuses, the town crier's numbering choice and the "no affordable die" case."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.dice_ui import art, words
from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.rules.dice import actions as A
from troyes_desktop.rules.dice import data as D
from troyes_desktop.rules.dice.game import (
    K_COLUMN_BUILD,
    K_DIRECTION,
    K_FORTRESS,
    K_NUMBER,
    K_TRACK,
    K_TRACK_BUILD,
    S_NOTCH,
    S_VALUE,
)
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import plain
from troyes_desktop.shared_ui.pointer_guard import PointerGuard

#: The keyboard shortcuts of the dice page (handled by DicePage), shown under the panel.
KEYS_HINT = QT_TRANSLATE_NOOP(
    "DicePanel",
    "Keys: 1\u20133 or \u2190/\u2192 pick a die \u00b7 +/\u2212 value \u00b7 C colour \u00b7 "
    "I/D/K pay with influence, deniers, knowledge \u00b7 "
    "Tab next target on the sheet \u00b7 Enter use it \u00b7 Esc put the die back")


def _icon(size: int, draw) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(p)
    p.end()
    return QIcon(pix)


def die_icon(value: int, colour: str, size: int = 28) -> QIcon:
    return _icon(size, lambda p: art.draw_die(p, QRectF(1, 1, size - 4, size - 4), value, colour))


def glyph_icon(colour: str, size: int = 18) -> QIcon:
    return _icon(size, lambda p: art.draw_glyph(p, colour, QPointF(size / 2, size / 2), size * 0.8))


def resource_icon(resource: str, size: int = 18) -> QIcon:
    return _icon(size, lambda p: art.draw_resource(p, resource, QPointF(size / 2, size / 2), size * 0.9))


class DiePanel(QFrame):
    def __init__(self, model, play, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diePanel")
        self.setStyleSheet(
            "QFrame#diePanel { background: rgba(255, 250, 236, 170); border: 1px solid #b9a98e;"
            " border-radius: 8px; }"
        )
        self.model = model
        self.controller = play
        self.viewing_other = False
        #: A button standing where another choice stood an instant ago ignores the mouse for a moment.
        self.pointer_guard = PointerGuard(self)
        v = QVBoxLayout(self)
        v.setContentsMargins(10, 8, 10, 8)
        v.setSpacing(4)
        self._build_title_and_resources(v)
        # The picked die: how to pay, its value, its colour, its action.
        self.die_box = QWidget()
        g = QGridLayout(self.die_box)
        g.setContentsMargins(0, 0, 0, 0)
        g.setHorizontalSpacing(6)
        g.setVerticalSpacing(5)
        self.die_label = QLabel()
        self.die_label.setObjectName("dieLabel")
        self.die_label.setWordWrap(True)
        self.die_label.setFont(theme.font(11))
        g.addWidget(self.die_label, 0, 0, 1, 4)
        self._build_pay_row(g)
        self._build_value_row(g)
        self._build_colour_row(g)
        self._build_action_buttons(g)
        v.addWidget(self.die_box)

        self._build_choices(v)
        plain(self.title, self.die_label, self.choice_label, self.reason)     # names as they are typed
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        play.changed.connect(self.refresh)
        play.message.connect(
            lambda text: self._say_why(translate("DicePanel", "Not possible: {reason}.").format(reason=text)))
        model.changed.connect(self.refresh)
        self.refresh()

    def _build_title_and_resources(self, v: QVBoxLayout) -> None:
        """The panel's title and the seat's resources."""
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.title.setWordWrap(True)
        self.title.setFont(theme.font(13, bold=True))
        v.addWidget(self.title)
        self.res_row = QWidget()
        res = QHBoxLayout(self.res_row)
        res.setContentsMargins(0, 0, 0, 0)
        res.setSpacing(4)
        self.res_labels = []
        self.res_icons = []
        for r in D.RESOURCES:
            icon = QLabel()
            self.res_icons.append(icon)
            icon.setPixmap(resource_icon(r, 18).pixmap(18, 18))
            lab = QLabel()
            lab.setFont(theme.font(11))
            res.addWidget(icon)
            res.addWidget(lab)
            res.addSpacing(6)
            self.res_labels.append(lab)
        res.addStretch(1)
        v.addWidget(self.res_row)

    def _build_pay_row(self, g: QGridLayout) -> None:
        """How to pay the die's “1 resource of your choice”."""
        # "Pay with" on its own line: the three buttons get the whole width and show their whole word.
        pay_box = QVBoxLayout()
        pay_box.setSpacing(3)
        self.pay_label = QLabel(translate("DicePanel", "Pay the \u201c1 resource of your choice\u201d with:"))
        self.pay_label.setObjectName("payLabel")
        self.pay_label.setWordWrap(True)
        pay_box.addWidget(self.pay_label)
        self.pay_row = QHBoxLayout()
        self.pay_row.setSpacing(4)
        pay_box.addLayout(self.pay_row)
        self.pay_buttons: dict[str, QPushButton] = {}
        for r in D.RESOURCES:
            b = QPushButton(words.resource(r))
            b.setObjectName(f"pay_{r}")
            b.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            b.setStyleSheet("padding: 5px 6px;")
            b.setToolTip(translate(
                "DicePanel", "Pay the die\u2019s \u201c1 resource of your choice\u201d with {amount}")
                         .format(amount=words.amount(r, 1)))
            b.setCheckable(True)
            b.setIcon(resource_icon(r))
            b.clicked.connect(lambda _=False, r=r: self.controller.set_pay(r))
            self.pay_buttons[r] = b
            self.pointer_guard.guard(b, ("pay", r))
            self.pay_row.addWidget(b)
        g.addLayout(pay_box, 1, 0, 1, 4)

    def _build_value_row(self, g: QGridLayout) -> None:
        """The die's value, raised or lowered with influence."""
        g.addWidget(QLabel(translate("DicePanel", "Value")), 2, 0)
        vrow = QHBoxLayout()
        self.minus = QPushButton("\u2212")
        self.minus.setObjectName("valueMinus")
        self.minus.setToolTip(translate("DicePanel", "Spend influence to lower the die (1 per step)"))
        self.minus.clicked.connect(lambda: self.controller.step_value(-1))
        self.value_label = QLabel()
        self.value_label.setObjectName("valueLabel")
        self.value_label.setFont(theme.font(16, bold=True))
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value_label.setMinimumWidth(34)
        self.plus = QPushButton("+")
        self.plus.setObjectName("valuePlus")
        self.plus.setToolTip(translate(
            "DicePanel", "Spend influence to raise the die (1 per step; no wrapping past 6)"))
        self.plus.clicked.connect(lambda: self.controller.step_value(1))
        for b in (self.minus, self.plus):
            b.setFont(theme.font(14, bold=True))
            b.setStyleSheet("padding: 2px 4px;")
            b.setFixedWidth(max(38, b.fontMetrics().horizontalAdvance("\u2212") + 16))
        vrow.addWidget(self.minus)
        vrow.addWidget(self.value_label)
        vrow.addWidget(self.plus)
        self.value_cost = QLabel()
        self.value_cost.setObjectName("valueCost")
        self.value_cost.setWordWrap(True)
        vrow.addWidget(self.value_cost, 1)
        g.addLayout(vrow, 2, 1, 1, 3)

    def _build_colour_row(self, g: QGridLayout) -> None:
        """The die's colour, changed with knowledge."""
        g.addWidget(QLabel(translate("DicePanel", "Colour")), 3, 0)
        crow = QHBoxLayout()
        self.colour_buttons: dict[str, QPushButton] = {}
        for c in D.COLOURS:
            b = QPushButton(words.die_colour(c))
            b.setObjectName(f"colour_{c}")
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setMinimumWidth(40)
            b.setStyleSheet("padding: 5px 3px;")
            b.setCheckable(True)
            b.setIcon(glyph_icon(c))
            b.clicked.connect(lambda _=False, c=c: self.controller.set_colour(c))
            crow.addWidget(b)
            self.colour_buttons[c] = b
        g.addLayout(crow, 3, 1, 1, 3)

    def _build_action_buttons(self, g: QGridLayout) -> None:
        """Gain, prestige, work, or put the die back."""
        arow = QGridLayout()
        arow.setSpacing(5)
        self.action_buttons: dict[str, QPushButton] = {}
        for i, (kind, text) in enumerate((("gain", translate("DicePanel", "Gain")),
                                          ("prestige", translate("DicePanel", "Prestige")),
                                          ("work", translate("DicePanel", "Work")))):
            b = QPushButton(text)
            b.setObjectName(f"action_{kind}")
            b.setProperty("primary", True)
            b.setMinimumWidth(60)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, k=kind: self.controller.act(k))
            arow.addWidget(b, i // 2, i % 2)
            self.action_buttons[kind] = b
            self.pointer_guard.guard(b, ("act", kind))
        self.cancel = QPushButton(translate("DicePanel", "Put the die back"))
        self.cancel.setObjectName("putBack")
        self.cancel.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.cancel.setToolTip(translate("DicePanel", "Choose another die (nothing has been paid yet)"))
        self.cancel.clicked.connect(self.controller.clear)
        self.pointer_guard.guard(self.cancel, ("put_back",))
        arow.addWidget(self.cancel, 1, 1)
        g.addLayout(arow, 4, 0, 1, 4)

    def _build_choices(self, v: QVBoxLayout) -> None:
        """The choices (bonuses, numbering, fallback), the refusal's line and the keys' hint."""
        self.choice_label = QLabel()
        self.choice_label.setObjectName("choiceLabel")
        self.choice_label.setWordWrap(True)
        self.choice_label.setFont(theme.font(11))
        v.addWidget(self.choice_label)
        self.choice_host = QWidget()
        self.choice_layout = QGridLayout(self.choice_host)
        self.choice_layout.setContentsMargins(0, 0, 0, 0)
        self.choice_layout.setSpacing(5)
        v.addWidget(self.choice_host)
        self.choice_buttons: list[QPushButton] = []
        self.reason = QLabel()
        self.reason.setObjectName("refusal")
        self.reason.setWordWrap(True)
        self.reason.setFont(theme.font(10.5, italic=True))
        self.reason.setStyleSheet(f"color: {theme.ACCENT};")
        v.addWidget(self.reason)
        self.keys_hint = QLabel(translate("DicePanel", KEYS_HINT))
        self.keys_hint.setObjectName("diceKeysHint")
        self.keys_hint.setWordWrap(True)
        self.keys_hint.setFont(theme.font(9.5, italic=True))
        self.keys_hint.setStyleSheet(f"color: {theme.FADED_INK};")
        v.addWidget(self.keys_hint)
        v.addStretch(1)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(380, 250)

    def _say_why(self, text: str) -> None:
        """The refusal's line, shown only when there is one (an empty line would take the panel's room)."""
        self.reason.setText(text)
        self.reason.setVisible(bool(text))

    def widest_row(self) -> int:
        """The width the panel needs for its widest row of buttons (the three ways to pay, shown only
        while a die costs "1 resource of your choice"), its margins included."""
        m = self.layout().contentsMargins()
        pay = sum(b.sizeHint().width() for b in self.pay_buttons.values()) + 2 * self.pay_row.spacing()
        return pay + m.left() + m.right()

    def set_resources_shown(self, on: bool) -> None:
        """The line of resources (hidden by the page when the column is too short for everything)."""
        self.res_row.setVisible(on)

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        play = self.controller
        g = self.model.game
        names = self.model.names()
        stage = play.stage
        if not play.last_reason:
            self._say_why("")
        seat = g.player if not g.over else 0
        sheet = g.sheets[seat]
        for r, lab in enumerate(self.res_labels):
            lab.setText(words.amount(D.RESOURCES[r], sheet.have(r)))
        who = names[seat] if seat < len(names) else "?"
        self._clear_choices()
        self.die_box.setVisible(bool(play.rank) and stage in ("choose_die", "use_die"))
        self.choice_label.setVisible(False)
        if g.over:
            self.title.setText(translate("DicePanel", "The game is over."))
            self.die_box.hide()
            return
        if stage == "choose_die":
            if play.fallback_only():
                self.title.setText(translate(
                    "DicePanel", "{player}: no die you can afford").format(player=who))
                self._fallback_text()
                b = self._choice_button(translate(
                    "DicePanel", "Gain 1 of each resource"), A.fallback(), 0, 0)
                b.setObjectName("fallbackButton")
            elif play.rank and play.needs_pay_choice():
                self.title.setText(translate(
                    "DicePanel", "{player}: choose what pays the die").format(player=who))
            elif play.rank:
                self.title.setText(translate(
                    "DicePanel", "{player}: use the die on your sheet").format(player=who))
            else:
                self.title.setText(translate(
                    "DicePanel", "{player}: pick a die on the wheel").format(player=who))
                self.choice_label.setText(translate(
                    "DicePanel", "Click a die (or drag it onto your sheet). Nothing is paid until "
                                 "you use it on a building or a resource track."))
                self.choice_label.setVisible(True)
        elif stage == "use_die":
            self.title.setText(translate("DicePanel", "{player}: use your die").format(player=who))
        elif stage == K_DIRECTION:
            self.title.setText(translate("DicePanel", "Town crier: number the columns"))
            start = g.rolled_start
            self.choice_label.setText(translate(
                "DicePanel", "The die shows {value} for the leftmost column. Should the numbers "
                             "increase or decrease to the right?").format(value=start))
            self.choice_label.setVisible(True)
            for i, a in enumerate(g.legal_actions()):
                step = 1 if a[1] == "increasing" else -1
                seq = " ".join(str((start - 1 + step * k) % 6 + 1) for k in range(6))
                if a[1] == "increasing":
                    text = translate("DicePanel", "Increasing: {numbers}")
                else:
                    text = translate("DicePanel", "Decreasing: {numbers}")
                self._choice_button(text.format(numbers=seq), a, i, 0)
        elif stage == K_NUMBER:
            self.title.setText(translate("DicePanel", "Town crier: number the columns"))
            self.choice_label.setText(translate(
                "DicePanel", "Value of column {number} (from the left):").format(
                number=len(g.numbering) + 1))
            self.choice_label.setVisible(True)
            for i, a in enumerate(g.legal_actions()):
                self._choice_button(str(a[1]), a, 0, i)
        else:
            self._bonus_choice(who, stage)
        if play.rank and stage in ("choose_die", "use_die"):
            self._die_section()

    def _fallback_text(self) -> None:
        g = self.model.game
        parts = []
        for d in g.available_dice():
            parts.append(translate("DicePanel", "{die} costs {cost}").format(
                die=words.die(d["colour"], d["value"]), cost=words.cost(g.die_cost(d["rank"]))))
        text = translate(
            "DicePanel", "No die is free and you cannot pay for any: {dice}. Instead of an action you "
                         "gain 1 influence, 1 denier and 1 knowledge.").format(dice="; ".join(parts))
        self.choice_label.setText(text)
        self.choice_label.setVisible(True)

    def _bonus_choice(self, who: str, stage: str) -> None:
        g = self.model.game
        acts = g.legal_actions()
        if stage == K_TRACK:
            self.title.setText(translate(
                "DicePanel", "{player}: a citizen for a full track").format(player=who))
            text = translate(
                "DicePanel", "That citizen\u2019s own track is full: circle it on another track.")
            for i, a in enumerate(acts):
                b = self._choice_button(words.citizen_kind(a[1]).capitalize(), a, 0, i)
                b.setIcon(glyph_icon(a[1]))
        elif stage == K_FORTRESS:
            self.title.setText(translate(
                "DicePanel", "{player}: the Banquet\u2019s extra citizen").format(player=who))
            text = translate(
                "DicePanel", "The Fortress Banquet gives a yellow or a white citizen: which one?")
            for i, a in enumerate(acts):
                name = words.a_citizen(a[1])
                b = self._choice_button(name[:1].upper() + name[1:], a, 0, i)
                b.setIcon(glyph_icon(a[1]))
        else:
            if stage == K_TRACK_BUILD:
                title = translate("DicePanel", "{player}: a building for your 15th citizen")
            else:
                title = translate("DicePanel", "{player}: a building for your column bonus")
            self.title.setText(title.format(player=who))
            text = translate(
                "DicePanel", "Choose where to draw the building: click a highlighted cell on your "
                                          "sheet or a button.")
            for i, a in enumerate(acts):
                row, district = D.BUILDING_SLOT[a[1]]
                col = a[2]
                value = g.numbering[col - 1] if len(g.numbering) == 6 else col
                b = self._choice_button(f"{words.building(a[1])} \u00b7 {value}", a, i // 3, i % 3)
                b.setIcon(die_icon(value, art.COLOUR_KEYS[district], 20))
        self.choice_label.setText(text)
        self.choice_label.setVisible(True)
        _ = K_COLUMN_BUILD

    def _die_section(self) -> None:
        play = self.controller
        g = self.model.game
        rank = play.rank
        slot = g.slots[rank - 1]
        plaza = g.plaza_colour(slot[S_NOTCH])
        colour, value = play.die_summary()
        free = not any(g.die_cost(rank).values())
        if free:          # (French says "ne coûte rien": the sentence is whole, not "costs" + "nothing")
            text = translate("DicePanel", "{die} from plaza {rank}: free.")
        elif play.stage == "use_die":
            text = translate("DicePanel", "{die} from plaza {rank}: costs {cost} (paid).")
        else:
            text = translate("DicePanel", "{die} from plaza {rank}: costs {cost}.")
        text = text.format(die=words.die(plaza, slot[S_VALUE]), rank=rank,
                           cost=words.cost(g.die_cost(rank)))
        self.die_label.setText(text[:1].upper() + text[1:])
        options = play.pay_options() if play.stage == "choose_die" else []
        asking = play.needs_pay_choice()
        for r, b in self.pay_buttons.items():
            b.setVisible(bool(options))
            b.setEnabled(r in options)
            b.setChecked(r == play.pay and not asking)
        self.pay_label.setVisible(bool(options))
        if asking:
            if play.waiting_target:
                text = translate(
                    "DicePanel", "<b>Choose what pays the \u201c1 resource of your choice\u201d</b> "
                                              "\u2014 the die then goes where you dropped it.")
            else:
                text = translate(
                    "DicePanel", "<b>Choose what pays the \u201c1 resource of your choice\u201d</b>:")
            self.pay_label.setText(text)
            self.pay_label.setStyleSheet(f"color: {theme.ACCENT};")
        else:
            self.pay_label.setText(translate(
                "DicePanel", "Pay the \u201c1 resource of your choice\u201d with:"))
            self.pay_label.setStyleSheet("")
        info = play.plan_cost()
        self.value_label.setText(str(value))
        self.minus.setEnabled(value > 1)
        self.plus.setEnabled(value < 6)
        if info.get("value") is None:
            why = info.get("value_reason", "")
            self.value_cost.setText(why[:1].upper() + why[1:])
            self.value_cost.setStyleSheet(f"color: {theme.ACCENT};")
        else:
            n = info["value"]
            self.value_cost.setText(translate("DicePanel", "no change") if n == 0 else
                                    translate("DicePanel", "costs %n influence", None, n))
            self.value_cost.setStyleSheet("")
        for c, b in self.colour_buttons.items():
            kn, reason = info["colour"].get(c, (None, ""))
            b.setChecked(c == colour)
            if kn == 0:
                b.setText(words.die_colour(c))
                b.setToolTip(translate("DicePanel", "The die\u2019s colour now"))
                b.setEnabled(True)
            elif kn is None:
                b.setText(words.die_colour(c))
                b.setToolTip(reason[:1].upper() + reason[1:])
                b.setEnabled(c == colour)
            else:
                b.setText(translate(
                    "DicePanel", "{amount} kn", "knowledge, abbreviated on a small button").format(
                    amount=kn))
                b.setToolTip(translate(
                    "DicePanel", "Spend %n knowledge to make the die {colour}", None, kn).format(
                    colour=words.die_colour(c)))
                b.setEnabled(True)
        res = D.RESOURCES[D.COLOURS.index(colour)] if colour in D.COLOURS else ""
        col = g.numbering.index(value) + 1 if len(g.numbering) == 6 and value in g.numbering else None
        labels = {
            "gain": translate("DicePanel", "Gain {amount}").format(amount=words.amount(res, value)),
            "prestige": words.building(D.BUILDING_AT[(0, D.COLOURS.index(colour))]),
            "work": words.building(D.BUILDING_AT[(1, D.COLOURS.index(colour))]),
        }
        for kind, b in self.action_buttons.items():
            # A column is named by its number as the sheet shows it (the die's value), not its position.
            b.setText(labels[kind] + ("" if kind == "gain" or col is None else f" \u00b7 {value}"))
            target = (
                ("track", D.COLOURS.index(colour))
                if kind == "gain"
                else ("build", 0 if kind == "prestige" else 1, D.COLOURS.index(colour), (col or 1) - 1)
            )
            seq = play.sequence_for(target) if (kind == "gain" or col) else None
            reason = (translate("DicePanel", "a die of value 0 matches no column") if seq is None
                      else self.model.explain_sequence(seq))
            b.setEnabled(reason is None)
            if reason:
                tip = reason[:1].upper() + reason[1:]
            elif kind == "gain" or col is None:
                tip = translate("DicePanel", "Use the die as planned: {use}").format(use=labels[kind])
            else:
                tip = translate(
                    "DicePanel", "Use the die as planned: {building} in the column numbered {value}").format(
                    building=labels[kind], value=value)
            b.setToolTip(tip)
        self.cancel.setVisible(play.stage == "choose_die")

    # ------------------------------------------------------------------ choice buttons
    def _clear_choices(self) -> None:
        self.pointer_guard.remember()           # where each choice was, before the new ones come
        for b in self.choice_buttons:
            self.choice_layout.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.choice_buttons = []
        self.choice_host.setVisible(False)

    def _choice_button(self, text: str, action: tuple, row: int, col: int) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(f"choice_{len(self.choice_buttons)}")
        b.setIconSize(QSize(18, 18))
        b.clicked.connect(lambda _=False, a=action: self.controller.apply([a]))
        # What it does: its answer to this question (the next column's "3" is another choice than this one's).
        self.pointer_guard.guard(b, (self.title.text(), self.choice_label.text(), action))
        self.choice_layout.addWidget(b, row, col)
        self.choice_buttons.append(b)
        self.choice_host.setVisible(True)
        return b


_ = QColor
