"""One panel per player: colour, name, deniers, influence, supply, cubes, events won, VP, characters.

Privacy follows the physical game: a player's own VP and characters are shown only while that player
is the viewer (hot-seat), other players' VP are hidden unless the "show all VP" setting is on; at
the end of the game everything is open. Le Roy's panel (solo) shows his VP and his character pile,
whose lower parts (the scoring conditions) are public.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, localized, translate
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import MAX_INFLUENCE, NEUTRAL
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.marks import draw_mark
from troyes_desktop.shared_ui.plain import escape, plain_tip

#: Outdoor faces whose use is offered as a decision (and so can have a standing answer).
STANDING_FACES = ("influence-citizen", "agriculture-deniers", "influence-bought", "deniers-tradesman",
                  "extra-cube", "protect")


def face_title(face: str | None) -> str:
    """The short title of an outdoor face in the current language (the id when it has none)."""
    from troyes_desktop.troyes_ui.describe import OUTDOOR_FACES

    if face in OUTDOOR_FACES:
        return translate("OutdoorFaces", OUTDOOR_FACES[face][0])
    return face or ""


def face_line(face: str | None) -> str:
    """What an outdoor face does, in a few words of the current language ("" when unknown)."""
    from troyes_desktop.troyes_ui.describe import OUTDOOR_FACES

    return translate("OutdoorFaces", OUTDOOR_FACES[face][1]) if face in OUTDOOR_FACES else ""


def standing_words(mode) -> str:
    """A standing answer ("always use"...) in the current language."""
    from troyes_desktop.troyes_ui.describe import STANDING_WORDS

    return translate("OutdoorFaces", STANDING_WORDS[mode]) if mode in STANDING_WORDS else "?"

#: (key, caption, tooltip) of each figure; the texts are translated where they are shown.
STATS = (
    ("deniers", QT_TRANSLATE_NOOP("PlayerPanel", "Deniers"),
     QT_TRANSLATE_NOOP("PlayerPanel", "Money: pays for dice of other districts, tradesmen and salaries.")),
    ("influence", QT_TRANSLATE_NOOP("PlayerPanel", "Influence"),
     QT_TRANSLATE_NOOP("PlayerPanel", "Influence points, 0 to {max}: reroll (1), turn dice over (4), hire "
                                      "(2).")),
    ("supply", QT_TRANSLATE_NOOP("PlayerPanel", "Supply"),
     QT_TRANSLATE_NOOP("PlayerPanel", "Citizens in the personal supply, ready to be placed.")),
    ("cubes", QT_TRANSLATE_NOOP("PlayerPanel", "Cubes"),
     QT_TRANSLATE_NOOP("PlayerPanel", "Cubes in the personal supply (placed on the cathedral, events and "
                                      "cards).")),
    ("events", QT_TRANSLATE_NOOP("PlayerPanel", "Events"),
     QT_TRANSLATE_NOOP("PlayerPanel", "Event cards won by countering them.")),
    ("vp", QT_TRANSLATE_NOOP("PlayerPanel", "VP"),
     QT_TRANSLATE_NOOP("PlayerPanel", "Victory points. Kept hidden from the other players during the game, "
                                      "as on the table.")),
)


# The figures' short captions in the strip above the board (panel_strip.py), translated where shown.
STRIP_CAPTIONS = {
    "deniers": QT_TRANSLATE_NOOP("PlayerPanel", "Den.", "strip caption"),
    "influence": QT_TRANSLATE_NOOP("PlayerPanel", "Infl.", "strip caption"),
    "supply": QT_TRANSLATE_NOOP("PlayerPanel", "Supply", "strip caption"),
    "cubes": QT_TRANSLATE_NOOP("PlayerPanel", "Cubes", "strip caption"),
    "events": QT_TRANSLATE_NOOP("PlayerPanel", "Ev.", "strip caption"),
    "vp": QT_TRANSLATE_NOOP("PlayerPanel", "VP", "strip caption"),
}


class _ColourBand(QWidget):
    """A small shield in the player's colour (le Roy: burgundy with a golden crown stroke)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = QColor(theme.NEUTRAL_COLOUR)
        self.royal = False
        self.setFixedSize(22, 26)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(1.5, 1.5, self.width() - 3, self.height() - 3)
        p.setPen(QPen(QColor(theme.ROY_GOLD) if self.royal else self.colour.darker(150), 1.6))
        p.setBrush(self.colour)
        path_top = r.top()
        from PySide6.QtGui import QPainterPath

        shield = QPainterPath()
        shield.moveTo(r.left(), path_top)
        shield.lineTo(r.right(), path_top)
        shield.lineTo(r.right(), r.top() + r.height() * 0.55)
        shield.quadTo(r.right(), r.bottom(), r.center().x(), r.bottom())
        shield.quadTo(r.left(), r.bottom(), r.left(), r.top() + r.height() * 0.55)
        shield.closeSubpath()
        p.drawPath(shield)
        if self.royal:
            p.setPen(QPen(QColor(theme.ROY_GOLD), 1.4))
            cx, y = r.center().x(), r.top() + 7
            p.drawLine(int(cx - 5), int(y + 4), int(cx + 5), int(y + 4))
            p.drawLine(int(cx - 5), int(y + 4), int(cx - 5), int(y))
            p.drawLine(int(cx + 5), int(y + 4), int(cx + 5), int(y))
            p.drawLine(int(cx), int(y + 4), int(cx), int(y - 1))
        else:  # the player's mark besides the colour (shared_ui/marks.py: the colour-blind help)
            draw_mark(p, self.colour, QPointF(r.center().x(), r.top() + r.height() * 0.45), r.width() * 0.62)
        p.end()


class PlayerPanel(QFrame):
    """The panel of one seat (or le Roy, ``seat == NEUTRAL`` in the solo game).

    With the ramparts (The Ladies of Troyes) it also lists the player's guard, outdoor cubes and standing
    answers (ask / always use / never use per outdoor activity), with a menu to change them before one of
    the player's actions; ``actionRequested`` carries the chosen ``("standing", level, mode)`` action.
    """

    actionRequested = Signal(tuple)
    #: The "look" link beside the hidden characters (several people at one computer: private_look.py).
    lookRequested = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        #: Whether the hidden characters offer "look" (set by the page for each person's panel).
        self.look_offered = False
        self.setObjectName("playerPanel")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        outer = QVBoxLayout(self)
        self.outer = outer
        self.compact = False
        self.strip = False
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(4)

        head = QHBoxLayout()
        self.head = head
        head.setSpacing(8)
        self.band = _ColourBand()
        head.addWidget(self.band)
        self.name_label = QLabel()
        self.name_label.setFont(theme.font(14, bold=True))
        # A computer seat's level follows its name and goes to a second line when the column is narrow.
        self.name_label.setWordWrap(True)
        self.name_label.setTextFormat(Qt.TextFormat.RichText)     # the name escaped, a computer's level small
        head.addWidget(self.name_label, 1)
        self.badge = QLabel()
        self.badge.setFont(theme.font(10, italic=True))
        self.badge.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # Long badges wrap instead of widening the panel past its column (which cut it off on the right).
        self.badge.setWordWrap(True)
        self.badge.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        head.addWidget(self.badge, 1)
        outer.addLayout(head)

        grid = QGridLayout()
        self.grid = grid
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(1)
        self.values: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}
        for i, (key, caption, tip) in enumerate(STATS):
            tip = translate("PlayerPanel", tip).format(max=MAX_INFLUENCE)
            cap = QLabel(translate("PlayerPanel", caption))
            cap.setFont(theme.font(9.5))
            cap.setStyleSheet(f"color: {theme.FADED_INK};")
            cap.setToolTip(tip)
            val = QLabel("-")
            val.setFont(theme.font(13, bold=True))
            val.setToolTip(tip)
            val.setObjectName(f"stat_{key}")
            row, col = divmod(i, 3)
            grid.addWidget(cap, row * 2, col)
            grid.addWidget(val, row * 2 + 1, col)
            self.values[key] = val
            self.captions[key] = cap
        outer.addLayout(grid)

        self.characters_label = QLabel()
        self.characters_label.setObjectName("characters")
        self.characters_label.setWordWrap(True)
        self.characters_label.setFont(theme.font(10))
        self.characters_label.setTextFormat(Qt.TextFormat.RichText)
        self.characters_label.linkActivated.connect(lambda _link: self.lookRequested.emit(self.seat))
        outer.addWidget(self.characters_label)

        # The Ladies of Troyes: guard, outdoor cubes and standing answers.
        self.outdoor_row = QWidget()
        orow = QHBoxLayout(self.outdoor_row)
        orow.setContentsMargins(0, 0, 0, 0)
        orow.setSpacing(6)
        self.outdoor_label = QLabel()
        self.outdoor_label.setObjectName("outdoor")
        self.outdoor_label.setWordWrap(True)
        self.outdoor_label.setFont(theme.font(10))
        self.outdoor_label.setTextFormat(Qt.TextFormat.RichText)
        orow.addWidget(self.outdoor_label, 1)
        # "change" link at the end of the answers line opens the menu; the tool button is its keyboard twin.
        self.standing_button = QToolButton()
        self.standing_button.setObjectName("standingButton")
        self.standing_button.setText("\u270e")
        self.standing_button.setAutoRaise(True)
        self.standing_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.standing_menu = QMenu(self.standing_button)
        self.standing_button.setMenu(self.standing_menu)
        orow.addWidget(self.standing_button, 0, Qt.AlignmentFlag.AlignBottom)
        self.outdoor_label.linkActivated.connect(self._popup_standing)
        outer.addWidget(self.outdoor_row)
        self.outdoor_row.setVisible(False)
        self._style(QColor(theme.NEUTRAL_COLOUR), False)

    # ------------------------------------------------------------------------------------ compact
    def set_compact(self, on: bool) -> None:
        """Small screens: smaller type and tighter margins so the column can be narrow (about 180 px)."""
        on = bool(on)
        if on == self.compact:
            return
        self.compact = on
        self.outer.setContentsMargins(*((4, 4, 4, 4) if on else (10, 8, 10, 8)))
        self.outer.setSpacing(2 if on else 4)
        self.grid.setHorizontalSpacing(6 if on else 10)
        self.name_label.setFont(theme.font(11.5 if on else 14, bold=True))
        self.badge.setFont(theme.font(8.5 if on else 10, italic=True))
        self.grid.setHorizontalSpacing(4 if on else 10)
        for key, cap in self.captions.items():
            cap.setFont(theme.font(8 if on else 9.5))
            if key == "influence" and self.seat != NEUTRAL:      # le Roy's panel shows his meeples there
                cap.setText(translate("PlayerPanel", "Infl.") if on else
                            translate("PlayerPanel", "Influence"))
            elif key == "events":
                # The narrow panel's short caption (French: "Évén."), so that at 150 % the column stays
                # narrow and the board keeps its width (issue 50); the whole word is the tooltip's.
                cap.setText(translate("PlayerPanel", "Events", "short caption") if on else
                            translate("PlayerPanel", "Events"))
            self.values[key].setFont(theme.font(10.5 if on else 13, bold=True))
        for label in (self.characters_label, self.outdoor_label):
            label.setFont(theme.font(8.5 if on else 10))
        self.band.setFixedSize(*((16, 20) if on else (22, 26)))

    def set_strip(self, on: bool) -> None:
        """In the strip above the board (troyes_ui/panel_strip.py): two lines, the shield, name and
        characters, then the figures in one row of caption and value (the compact fonts)."""
        on = bool(on)
        if on == self.strip:
            return
        self.strip = on
        self.outer.setContentsMargins(*((3, 0, 3, 0) if on else
                                        (4, 4, 4, 4) if self.compact else (10, 8, 10, 8)))
        self.outer.setSpacing(0 if on else (2 if self.compact else 4))
        for i, (key, _caption, _tip) in enumerate(STATS):
            row, col = divmod(i, 3)
            cap, val = self.captions[key], self.values[key]
            self.grid.removeWidget(cap)
            self.grid.removeWidget(val)
            if on:
                self.grid.addWidget(cap, 0, i * 2)
                self.grid.addWidget(val, 0, i * 2 + 1)
            else:
                self.grid.addWidget(cap, row * 2, col)
                self.grid.addWidget(val, row * 2 + 1, col)
        self.outer.removeWidget(self.characters_label)
        if on:
            self.head.addWidget(self.characters_label)
        else:
            self.outer.insertWidget(2, self.characters_label)
        self.characters_label.setWordWrap(not on)
        # The badges (first player, turn, "has passed") keep their whole width in the strip's one line.
        self.badge.setWordWrap(not on)
        self.badge.setSizePolicy(QSizePolicy.Policy.Minimum if on else QSizePolicy.Policy.Preferred,
                                 QSizePolicy.Policy.Preferred)
        self.grid.setHorizontalSpacing(3 if on else 4 if self.compact else 10)
        self.grid.setVerticalSpacing(0 if on else 1)
        for key, cap in self.captions.items():
            if on:
                # The strip's short captions (the whole word is the tooltip's).
                cap.setText(translate("PlayerPanel", STRIP_CAPTIONS[key], "strip caption"))
            elif key in ("deniers", "supply", "cubes", "vp"):
                cap.setText(translate("PlayerPanel", dict((k, c) for k, c, _t in STATS)[key]))
        for label in (self.name_label, self.badge, self.characters_label):
            # (a rich text line is given its document's margins: the strip keeps one line's height)
            label.setMaximumHeight(label.fontMetrics().height() + 1 if on else 16777215)
        if not on:
            compact, self.compact = self.compact, not self.compact
            self.set_compact(compact)         # the column's captions and fonts again
        self.name_label.setWordWrap(not on)
        self.name_label.setFont(theme.font(8.5 if on else 11.5 if self.compact else 14, bold=True))
        for key in self.values:
            self.values[key].setFont(theme.font(8.5 if on else 10.5 if self.compact else 13, bold=True))

    def _set_badges(self, badges: list[str]) -> None:
        """The badges beside the name; the compact panel shows only their symbols (words in the tooltip)."""
        full = " \u00b7 ".join(badges)
        self.badge.setToolTip(full)
        if self.compact:
            short = [b.split(" ")[0] if b[0] in "\u265b\u25b6" else b for b in badges]
            self.badge.setText(" ".join(short))
        else:
            self.badge.setText(full)

    # ------------------------------------------------------------------------------------ drawing
    def _style(self, colour: QColor, active: bool) -> None:
        # A style sheet change re-polishes the whole panel (about 2 ms each, four panels after every
        # action): set it only when the colour or the active state really changes (bench_gui.py).
        key = (colour.name(), active, self.strip)
        if key == getattr(self, "_style_key", None):
            return
        self._style_key = key
        border = colour.name() if active else theme.STONE_LIGHT
        # (in the strip above the board its height is the board's: the frame is thinner at the top and foot)
        width = ("1px 2px" if self.strip else "3px") if active else "1px"
        bg = "rgba(255, 250, 236, 235)" if active else "rgba(255, 250, 236, 150)"
        self.setStyleSheet(
            f"QFrame#playerPanel {{ background: {bg}; border: 1px solid {border}; border-width: {width};"
            f" border-left: 6px solid {colour.name()}; border-radius: 7px; }}"
        )

    def refresh(self, game, viewer, show_all: bool) -> None:
        """Redraw from the game; ``viewer`` is the seat whose private information may be shown."""
        over = game.over
        deciding = game.pending.seat == self.seat and not over
        colour = theme.player_colour(game, self.seat)
        self.band.colour = colour
        self.band.royal = self.seat == NEUTRAL and game.solo
        self.band.update()
        self._style(colour, deciding)
        if self.seat == NEUTRAL:
            self._refresh_roy(game, show_all)
            return
        pl = game.players[self.seat]
        self.name_label.setText(escape(pl.name))
        badges = []
        if game.start == self.seat:
            badges.append("\u265b " + translate("PlayerPanel", "start player"))
        if pl.passed:
            badges.append(translate("PlayerPanel", "passed"))
        if deciding:
            badges.append("\u25b6 " + translate("PlayerPanel", "deciding"))
        self._set_badges(badges)
        self.values["deniers"].setText(str(pl.deniers))
        self.values["influence"].setText(f"{pl.influence}")
        self.values["supply"].setText(str(pl.supply))
        self.values["cubes"].setText(str(pl.cubes))
        self.values["events"].setText(str(len(pl.events_won)))
        own = viewer == self.seat
        if over or own or show_all:
            self.values["vp"].setText(str(pl.vp))
            self.values["vp"].setToolTip(
                translate("PlayerPanel", "Victory points") if over or own else
                translate("PlayerPanel", "Victory points (shown by the View setting)"))
        else:
            self.values["vp"].setText("?")
            self.values["vp"].setToolTip(translate("PlayerPanel", "Hidden: only its player sees it (a table "
                                                                  "rule of this game)."))
        self._refresh_outdoor(game)
        if game.solo:
            self.characters_label.setText("")
            self.characters_label.setVisible(False)
            return
        self.characters_label.setVisible(True)
        self.characters_label.setToolTip("")
        chars = pl.characters
        if (over or own) and self.strip:
            # One line in the strip above the board: the names (their effects in the tooltip).
            names = [game.data.characters[c] for c in chars]
            self.characters_label.setText(", ".join(f"<b>{escape(localized(ch))}</b>" for ch in names))
            self.characters_label.setToolTip(plain_tip(" \n".join(
                f"{localized(ch)} \u2014 {localized(ch, 'text')}" for ch in names)))
        elif over or own:
            names = [game.data.characters[c] for c in chars]
            text = "<br>".join(f"<b>{localized(ch)}</b> \u2014 <i>{localized(ch, 'text')}</i>"
                               for ch in names)
            head = (translate("PlayerPanel", "Characters: <br>{characters}") if len(chars) > 1 else
                    translate("PlayerPanel", "Character: <br>{characters}"))
            self.characters_label.setText(head.format(characters=text) if chars else "")
        else:
            n = len(chars)
            # In the strip above the board the short form ("1 hidden", beside "look").
            hidden = (translate("PlayerPanel", "%n hidden", "characters, in the strip", n) if self.strip else
                      translate("PlayerPanel", "%n hidden character", None, n) if n == 1 else
                      translate("PlayerPanel", "%n hidden characters", None, n))
            look = ""
            if self.look_offered:
                # A person's own characters, behind a small curtain (Ctrl+K for the person deciding).
                look = " <a href='look'>" + escape(translate("PlayerPanel", "look")) + "</a>"
            self.characters_label.setText(f"<span style='color:{theme.FADED_INK}'>{hidden}</span>{look}")

    def _popup_standing(self, _link: str = "") -> None:
        self.standing_menu.popup(self.outdoor_label.mapToGlobal(self.outdoor_label.rect().bottomLeft()))

    def _refresh_outdoor(self, game) -> None:
        """Guard, outdoor cubes and standing answers (ramparts module only)."""
        from troyes_desktop.troyes_ui.describe import outdoor_face

        ex = getattr(game, "expansion", None)
        if not ex or not ex.get("tiles"):
            self.outdoor_row.setVisible(False)
            return
        self.outdoor_row.setVisible(True)
        p = self.seat
        parts = [translate("PlayerPanel", "<b>Guard</b> on space {space} of 20").format(space=ex["guard"][p])]
        answers = []
        for level in (1, 2, 3, 4):
            face = outdoor_face(game, level)
            title = face_title(face)
            cubes = ex["tile_cubes"][level - 1][p]
            roman = ("I", "II", "III", "IV")[level - 1]
            if cubes:
                line = (translate("PlayerPanel", "{activity} ({level}): %n cube", None, cubes)
                        if cubes == 1 else
                        translate("PlayerPanel", "{activity} ({level}): %n cubes", None, cubes))
                parts.append(line.format(activity=title, level=roman))
            if level < 4 and face in STANDING_FACES:
                mode = ex["standing"][p][level - 1]
                answers.append(translate("PlayerPanel", "{activity}: {answer}").format(
                    activity=title, answer=standing_words(mode)))
        text = " \u00b7 ".join(parts)
        legal = []
        if game.pending == Decision(p, "turn"):
            legal = [a for a in game.legal_actions() if a[0] == "standing"]
        if answers:
            change = translate("PlayerPanel", "change")
            link = f" <a href='change' style='color:{theme.ACCENT}'>{change}</a>" if legal else ""
            shown = translate("PlayerPanel", "When a cube of yours on the ramparts could be used \u2014 "
                                             "{answers}"
                              ).format(answers="; ".join(answers))
            text += f"<br><span style='color:{theme.FADED_INK}'>{shown}</span>{link}"
        self.outdoor_label.setText(text)
        self.outdoor_label.setToolTip(translate(
            "PlayerPanel", "Your guard walks the ramparts; your cubes on the outdoor activities give "
            "bonuses. For each activity you choose whether the game asks you each time a cube could be "
            "used, uses it always without asking, or never offers it."))
        # The menu: only the legal standing changes (before one of this player's actions).
        self.standing_menu.clear()
        for a in legal:
            level, mode = a[1], a[2]
            title = face_title(outdoor_face(game, level))
            roman = ("I", "II", "III", "IV")[level - 1]
            act = self.standing_menu.addAction(
                translate("PlayerPanel", "{level} {activity}: {answer}").format(
                    level=roman, activity=title, answer=standing_words(mode)))
            act.setData(a)
            act.triggered.connect(lambda _=False, x=a: self.actionRequested.emit(tuple(x)))
        self.standing_button.setEnabled(bool(legal))
        self.standing_button.setVisible(bool(legal))
        self.standing_button.setToolTip(
            translate("PlayerPanel", "Change when your outdoor cubes are used without asking (always) or "
                      "never offered (never).")
            if legal else translate("PlayerPanel", "Standing answers can be changed before one of your "
                                    "actions, on your turn, for the outdoor activities where you have "
                                    "cubes."))

    def _refresh_roy(self, game, show_all: bool) -> None:
        roy = game.roy or {"vp": 0, "pile": [], "revealed": [], "events_won": []}
        self.name_label.setText("le Roy")
        badges = []
        if game.start == NEUTRAL:
            badges.append("\u265b " + translate("PlayerPanel", "start player"))
        if game.pending.seat == NEUTRAL and not game.over:
            badges.append("\u25b6 " + translate("PlayerPanel", "playing"))
        self._set_badges(badges)
        dice = len(game.dice_of(NEUTRAL))
        self.captions["deniers"].setText(translate("PlayerPanel", "Dice"))
        self.values["deniers"].setText(str(dice))
        self.values["deniers"].setToolTip(translate("PlayerPanel", "Dice left in le Roy's district (the "
                                                                   "neutral district)."))
        self.captions["influence"].setText(translate("PlayerPanel", "Meeples"))
        self.values["influence"].setText(str(game.gray_supply))
        self.values["influence"].setToolTip(translate("PlayerPanel", "Meeples le Roy can still place as "
                                                                     "workers or tradesmen."))
        self.captions["supply"].setText(translate("PlayerPanel", "Pile"))
        self.values["supply"].setText(str(len(roy["pile"])))
        self.values["supply"].setToolTip(translate("PlayerPanel", "Characters left in le Roy's pile."))
        self.captions["cubes"].setText(translate("PlayerPanel", "Cathedral"))
        self.values["cubes"].setText(str(sum(1 for o in game.cathedral if o == NEUTRAL)))
        self.values["cubes"].setToolTip(translate("PlayerPanel", "Le Roy's cubes on the cathedral."))
        self.values["events"].setText(str(len(roy["events_won"])))
        self.values["vp"].setText(str(roy["vp"]))
        self.values["vp"].setToolTip(translate("PlayerPanel", "Le Roy's VP are public."))
        self.characters_label.setVisible(True)
        parts = []
        if roy["pile"]:
            names = ", ".join(localized(game.data.characters[c]) for c in roy["pile"])
            parts.append(translate("PlayerPanel", "<b>Pile</b> (top first; scoring parts are public): "
                                                  "{characters}"
                                   ).format(characters=names))
        for r in roy["revealed"]:
            line = translate("PlayerPanel", "Revealed {character}: you {player} VP, le Roy {roy} VP").format(
                character=localized(game.data.characters[r["character"]]), player=r["player"], roy=r["roy"])
            parts.append(f"<span style='color:{theme.FADED_INK}'>{line}</span>")
        self.characters_label.setText("<br>".join(parts))
