"""The small panel shown before a group of dice is used: the group, the price paid to each owner and
to the bank, the activations or cubes, the hire cost, and which stored cube (if any) modifies the group.
Every figure comes from ``Game.evaluate``.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import localized, translate
from troyes_desktop.rules.troyes.board import NEUTRAL, colour_word
from troyes_desktop.shared_ui.plain import plain

from ..scene import palette as pal

STYLE = f"""
QFrame#ConfirmPanel {{
    background: {pal.PARCHMENT_LIGHT.name()};
    border: 2px solid {pal.STONE_DARK.name()};
    border-radius: 10px;
}}
QLabel, QRadioButton {{ color: {pal.INK.name()}; }}
QPushButton {{ padding: 4px 14px; }}
"""


#: The colour-blind glyph beside each colour the purple die can take (red, white, yellow).
COLOUR_GLYPHS = ("\u2666", "\u25cb", "\u2600")


def colour_choice(c: int) -> str:
    """"red ♦": a colour the purple die can count as, in the current language, with its glyph."""
    return f"{colour_word(c, 'die')} {COLOUR_GLYPHS[c]}"


class ConfirmPanel(QFrame):
    """``options`` are the legal ``(stored cube slot or None, purple colour or None)`` pairs of the target
    (plain cube slots are accepted too). With the purple die the panel first asks for its colour."""

    def __init__(self, controller, group: list[int], tk, options: list, view=None) -> None:
        parent: QWidget | None = view.viewport() if view is not None else None
        super().__init__(parent)
        self.setObjectName("ConfirmPanel")
        self.setStyleSheet(STYLE)
        self.controller = controller
        self.view = view
        self.group = list(group)
        self.tk = tk
        self.options = [o if isinstance(o, tuple) else (o, None) for o in options]
        colours = []
        for _, c in self.options:
            if c not in colours:
                colours.append(c)
        self.colours = sorted(colours, key=lambda c: -1 if c is None else c)
        self.colour = self.colours[0] if self.colours else None
        self.mods = self._mods_for(self.colour)
        self.mod = self.mods[0] if None not in self.mods else None
        self.mod_rows: list[QWidget] = []
        f = pal.font(11)
        f.setPixelSize(15)
        self.setFont(f)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 10, 14, 10)
        lay.setSpacing(6)
        self.title = QLabel()
        tf = pal.font(12, bold=True)
        tf.setPixelSize(18)
        self.title.setFont(tf)
        lay.addWidget(self.title)
        self.group_label = QLabel()
        self.group_label.setWordWrap(True)
        plain(self.title, self.group_label)         # the dice's owners by name, as they are typed
        lay.addWidget(self.group_label)
        self.details = QLabel()
        self.details.setTextFormat(Qt.RichText)
        self.details.setWordWrap(True)
        lay.addWidget(self.details)
        self.add_hint = QLabel(
            translate("BoardControl", "To add a die to the group: Cancel, then drop another die of yours on "
                      "one of these (or Shift+click it) and use the group again.")
            if len(self.group) < 3 else "")
        self.add_hint.setObjectName("addDieHint")
        self.add_hint.setWordWrap(True)
        self.add_hint.setStyleSheet(f"color: {pal.FADED_INK.name()}; font-style: italic;")
        self.add_hint.setVisible(len(self.group) < 3)
        lay.addWidget(self.add_hint)
        self.colour_buttons: dict[int, QRadioButton] = {}
        self.colour_group = QButtonGroup(self)
        if any(c is not None for c in self.colours):
            lay.addWidget(QLabel(translate("BoardControl",
                                           "<b>Purple die</b> (head of the family): use it as")))
            crow = QHBoxLayout()
            for c in self.colours:
                if c is None:
                    continue
                rb = QRadioButton(colour_choice(c))
                rb.setObjectName(f"purple_{c}")
                self.colour_group.addButton(rb, c)
                crow.addWidget(rb)
                self.colour_buttons[c] = rb
                if c == self.colour:
                    rb.setChecked(True)
            crow.addStretch(1)
            lay.addLayout(crow)
            self.colour_group.idClicked.connect(self._choose_colour)
        self.cube_buttons: list[QRadioButton] = []
        self.cube_group = QButtonGroup(self)
        self.cube_box = QVBoxLayout()
        self.cube_box.setSpacing(2)
        lay.addLayout(self.cube_box)
        self._build_cube_buttons()
        row = QHBoxLayout()
        row.addStretch(1)
        self.cancel_button = QPushButton(translate("BoardControl", "Cancel"))
        self.cancel_button.clicked.connect(self.controller.close_panel)
        self.confirm_button = QPushButton(translate("BoardControl", "Confirm"))
        self.confirm_button.setDefault(True)
        self.confirm_button.clicked.connect(self.confirm)
        row.addWidget(self.cancel_button)
        row.addWidget(self.confirm_button)
        lay.addLayout(row)
        self.setMinimumWidth(300)
        self.setMaximumWidth(420)
        self._update()

    # ------------------------------------------------------------------ content
    def _mods_for(self, colour) -> list:
        mods = [m for m, c in self.options if c == colour]
        if None in mods:
            mods.remove(None)
            mods.insert(0, None)
        return mods

    def _build_cube_buttons(self) -> None:
        for w in self.mod_rows:
            self.cube_box.removeWidget(w)
            w.hide()
            w.deleteLater()
        self.mod_rows = []
        for b in self.cube_buttons:
            self.cube_group.removeButton(b)
        self.cube_buttons = []
        if len(self.mods) > 1 or (self.mods and self.mods[0] is not None):
            head = QLabel(translate("BoardControl", "<b>Stored cube</b>:"))
            self.cube_box.addWidget(head)
            self.mod_rows.append(head)
            for i, m in enumerate(self.mods):
                rb = QRadioButton(self._mod_label(m))
                self.cube_group.addButton(rb, i)
                self.cube_box.addWidget(rb)
                self.cube_buttons.append(rb)
                self.mod_rows.append(rb)
                if m == self.mod:
                    rb.setChecked(True)
            try:
                self.cube_group.idClicked.disconnect()
            except (RuntimeError, TypeError):
                pass
            self.cube_group.idClicked.connect(self._choose_mod)

    def _choose_colour(self, c: int) -> None:
        self.colour = c
        self.mods = self._mods_for(c)
        if self.mod not in self.mods:
            self.mod = self.mods[0] if None not in self.mods else None
        self._build_cube_buttons()
        self._update()

    def _mod_label(self, m) -> str:
        g = self.controller.game
        if m is None:
            return translate("BoardControl", "No stored cube")
        card = g.card(m)
        return translate("BoardControl", "{card} cube (you have {count})").format(
            card=localized(card), count=g.slot_cubes[m][self.controller.decider()])

    def _choose_mod(self, i: int) -> None:
        self.mod = self.mods[i]
        self._update()

    def evaluation(self) -> dict:
        return self.controller.evaluate(self.group, self.tk[0], self.tk[1], self.mod, self.colour)

    def _update(self) -> None:
        c = self.controller
        g = c.game
        res = self.evaluation()
        self.title.setText(f"{c.describe_target(*self.tk)}")
        size = len(self.group)
        group = (translate("BoardControl", "%n die: {dice} \u2014 value {value}",
                           None, size) if size == 1 else
                 translate("BoardControl", "%n dice: {dice} \u2014 value {value}", None, size))
        self.group_label.setText(group.format(dice=", ".join(c.die_words(d) for d in self.group),
                                              value=res["value"]))
        lines = []
        pays = res.get("payments") or {}
        if self.colour is not None:
            lines.append(translate("BoardControl", "The purple die counts as <b>{colour}</b>").format(
                colour=colour_choice(self.colour)))
        if pays:
            for owner, amount in sorted(pays.items()):
                one = amount == 1
                if owner == NEUTRAL and not g.solo:
                    lines.append(
                        translate("BoardControl", "Pay the bank <b>%n</b> denier (the neutral player's dice)",
                                  None, amount)
                        if one else
                        translate("BoardControl", "Pay the bank <b>%n</b> deniers (the neutral player's "
                                  "dice)", None, amount))
                elif owner == NEUTRAL:
                    lines.append(
                        translate("BoardControl", "Pay the bank <b>%n</b> denier (le Roy's dice)",
                                  None, amount)
                        if one else
                        translate("BoardControl", "Pay the bank <b>%n</b> deniers (le Roy's dice)",
                                  None, amount))
                else:
                    pay = (translate("BoardControl", "Pay {player} <b>%n</b> denier",
                                     None, amount) if one else
                           translate("BoardControl", "Pay {player} <b>%n</b> deniers", None, amount))
                    lines.append(pay.format(player=escape(g.owner_name(owner))))
        else:
            lines.append(translate("BoardControl", "No dice to buy: all yours"))
        price = res["price"]
        lines.append(translate("BoardControl", "Price of the dice: <b>%n</b> denier",
                               None, price) if price == 1
                     else translate("BoardControl", "Price of the dice: <b>%n</b> deniers", None, price))
        hire = res.get("hire_cost")
        if hire:
            lines.append(translate("BoardControl", "Hire a tradesman: <b>%n</b> denier",
                                   None, hire) if hire == 1
                         else translate("BoardControl", "Hire a tradesman: <b>%n</b> deniers", None, hire))
        lines.append(translate("BoardControl", "Outcome: <b>{outcome}</b>").format(
            outcome=c.outcome_words(self.tk[0], res)))
        total = res["price"] + res.get("hire_cost", 0)
        p = c.decider()
        if p is not None and p != NEUTRAL:
            have = g.players[p].deniers
            you = (translate("BoardControl", "You have %n denier; this costs {total}.",
                             None, have) if have == 1
                   else translate("BoardControl", "You have %n deniers; this costs {total}.", None, have))
            lines.append(you.format(total=total))
        if not res["ok"]:
            lines.append(f"<span style='color:#a03020'>{escape(res['reason'])}</span>")
        self.warning = self._warning() if res["ok"] else None
        if self.warning is not None:
            lines.append(f"<span style='color:#8b2e1f'><b>\u26a0 {escape(self.warning.title)}</b><br>"
                         f"<i>{escape(self.warning.rule)}</i></span>")
        self.details.setText("<br>".join(lines))
        self.confirm_button.setText(self.warning.yes if self.warning is not None
                                    else translate("BoardControl", "Confirm"))
        self.cancel_button.setText(self.warning.no if self.warning is not None
                                   else translate("BoardControl", "Cancel"))
        self.confirm_button.setEnabled(bool(res["ok"]))
        self.adjustSize()

    def action_sequence(self) -> list[tuple]:
        """The actions confirming applies: the dice not yet in the group, then the target."""
        return self.controller.action_sequence(self.group, self.tk, self.mod, self.colour)

    def _warning(self):
        from troyes_desktop.troyes_ui.confirm import confirmation_wanted, warning_for

        w = warning_for(self.controller.game, self.action_sequence())
        return w if w is not None and confirmation_wanted(w.kind) else None

    # ------------------------------------------------------------------ placement and keys
    def show_near(self, item) -> None:
        if self.view is None:
            self.setWindowFlags(Qt.Tool)
            self.show()
            return
        self.adjustSize()
        self.move(self.best_place(item))
        self.show()
        self.raise_()
        self.confirm_button.setFocus()

    def _avoid(self) -> list:
        """Viewport rectangles the panel must not cover: the target, the decider's district, the group."""
        from PySide6.QtCore import QRect

        out = []
        scene = self.controller.scene
        district = getattr(scene, "districts", {}).get(self.controller.decider())
        items = ([district] if district is not None else []) + [scene.dice[d] for d in self.group
                                                                if d in scene.dice]
        for it in items:
            out.append(self.view.mapFromScene(it.sceneBoundingRect()).boundingRect())
        return [r for r in out if isinstance(r, QRect)]

    def best_place(self, item) -> QPoint:
        """Beside the target, on the first side where the panel covers neither your district nor the
        dice of the group (right, left, below, above, then the viewport's corners)."""
        from PySide6.QtCore import QRect

        vp = self.view.viewport()
        w, h = self.width(), self.height()

        def clamp(pt: QPoint) -> QPoint:
            return QPoint(max(4, min(pt.x(), vp.width() - w - 4)), max(4, min(pt.y(), vp.height() - h - 4)))

        if item is not None:
            r = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            candidates = [QPoint(r.right() + 8, r.top()), QPoint(r.left() - w - 8, r.top()),
                          QPoint(r.left(), r.bottom() + 8), QPoint(r.left(), r.top() - h - 8)]
        else:
            candidates = [QPoint((vp.width() - w) // 2, (vp.height() - h) // 2)]
        candidates += [QPoint(4, 4), QPoint(vp.width() - w - 4, 4), QPoint(4, vp.height() - h - 4),
                       QPoint(vp.width() - w - 4, vp.height() - h - 4)]
        avoid = self._avoid()
        for pt in candidates:
            pt = clamp(pt)
            if not any(QRect(pt.x(), pt.y(), w, h).intersects(a) for a in avoid):
                return pt
        return clamp(candidates[0])

    def confirm(self) -> None:
        if self.confirm_button.isEnabled():
            self.controller.confirm(self.group, self.tk, self.mod, self.colour)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key_Return, Qt.Key_Enter):
            self.confirm()
            return
        if event.key() == Qt.Key_Escape:
            self.controller.close_panel()
            return
        super().keyPressEvent(event)
