"""The look of the application: parchment and stone, the player colours, fonts and the style sheet.

Player colours are part of a game's setup (``setup["options"]["colours"]``, a list of colour keys
from :data:`PLAYER_COLOURS`), so a saved game keeps them; :func:`player_colour` answers for any
owner, the neutral player and le Roy included.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QFont

from troyes_desktop.i18n import QT_TRANSLATE_NOOP
from troyes_desktop.paths import config_dir
from troyes_desktop.shared_ui.fonts import FALLBACK_FAMILIES, load_fonts  # noqa: E402

NEUTRAL = 4

INK = "#3b2a1a"
FADED_INK = "#6b5238"
PARCHMENT = "#f3e6c8"
PARCHMENT_LIGHT = "#fbf4e2"
PARCHMENT_DARK = "#dcc396"
STONE = "#8a7a66"
STONE_DARK = "#5e5244"
STONE_LIGHT = "#c9bca8"
ACCENT = "#8b2e1f"          # sealing-wax red, for emphasis
# The frame of the widget that has the keyboard focus (issue 52): a deep blue, unlike anything else of the
# parchment look, at 3:1 at least against the parchment and the light fields (WCAG 2.2's focus appearance).
FOCUS = "#1f56b8"
FOCUS_ON_DARK = "#a9c8ff"   # the same frame on a dark (primary) button

#: The player colours offered in the new-game dialog: key -> (label, hex); the label is shown through
#: ``translate("NewGame", label)``.
#: The same values as the board's palette (troyes_desktop/troyes_ui/scene/palette.py), seat order by default.
PLAYER_COLOURS: dict[str, tuple[str, str]] = {
    "orange": (QT_TRANSLATE_NOOP("NewGame", "Orange"), "#d9822b"),
    "blue": (QT_TRANSLATE_NOOP("NewGame", "Blue"), "#3f6fb5"),
    "green": (QT_TRANSLATE_NOOP("NewGame", "Green"), "#4f9a4a"),
    "purple": (QT_TRANSLATE_NOOP("NewGame", "Purple"), "#8e4fa0"),
}
DEFAULT_COLOURS = ("orange", "blue", "green", "purple")
NEUTRAL_COLOUR = "#8c8c8c"
ROY_COLOUR = "#6b1f3a"       # royal burgundy
ROY_GOLD = "#d4af37"


def colour_keys(game) -> list[str]:
    """The colour key of each seat of ``game`` (defaults when the setup has none or bad ones)."""
    keys = list((game.setup.get("options") or {}).get("colours") or [])
    out = []
    for i in range(game.n):
        key = keys[i] if i < len(keys) and keys[i] in PLAYER_COLOURS else None
        if key is None or key in out:
            key = next(k for k in list(DEFAULT_COLOURS) + list(PLAYER_COLOURS) if k not in out)
        out.append(key)
    return out


def player_colour(game, owner) -> QColor:
    """The colour of a seat, of the neutral player (gray) or of le Roy (royal burgundy)."""
    if owner == NEUTRAL or owner is None:
        return QColor(ROY_COLOUR if getattr(game, "solo", False) and owner == NEUTRAL else NEUTRAL_COLOUR)
    return QColor(PLAYER_COLOURS[colour_keys(game)[owner]][1])


def text_on(colour: QColor) -> str:
    """Black or white ink, whichever reads better on ``colour``."""
    lum = 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()
    return INK if lum > 150 else "#fffaf0"


def font(point_size: float = 11, *, bold: bool = False, italic: bool = False) -> QFont:
    family = load_fonts()
    result = QFont()
    result.setFamilies(([family] if family else []) + FALLBACK_FAMILIES)
    result.setPointSizeF(point_size * text_scale())
    result.setBold(bold)
    result.setItalic(italic)
    return result


def settings() -> QSettings:
    """The application's settings, an INI file in the config folder (honours TROYES_DESKTOP_HOME)."""
    path = config_dir() / "settings.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    return QSettings(str(path), QSettings.Format.IniFormat)


def setting_bool(key: str, default: bool = False) -> bool:
    """A yes/no setting (stored as "true"/"false" in the INI file)."""
    value = settings().value(key, "true" if default else "false")
    return str(value).lower() in ("true", "1", "yes")


def set_setting(key: str, value) -> None:
    """Store a setting at once (booleans as "true"/"false")."""
    s = settings()
    s.setValue(key, ("true" if value else "false") if isinstance(value, bool) else value)
    sync_settings(s)


#: The settings.ini that could not be written in this run ("" while every write worked), and whether the
#: player was told (once a run: every later choice fails the same way).
_UNWRITTEN = {"file": "", "told": False}


def sync_settings(s: QSettings) -> bool:
    """Write ``s``'s changes to the disk now. False when the file cannot be written: the choices apply until
    the app closes, and :func:`take_settings_failure` has the words for the player (once)."""
    s.sync()
    if s.status() == QSettings.Status.NoError:
        return True
    import logging

    logging.getLogger(__name__).warning("Cannot write the settings file %s (%s)", s.fileName(), s.status())
    _UNWRITTEN["file"] = _UNWRITTEN["file"] or s.fileName()
    return False


def take_settings_failure() -> str:
    """Plain words saying the settings file cannot be written, the first time it failed in this run; ""
    afterwards and while every write works."""
    if not _UNWRITTEN["file"] or _UNWRITTEN["told"]:
        return ""
    _UNWRITTEN["told"] = True
    from pathlib import Path

    from troyes_desktop.i18n import translate

    # A choice the player made (the seats, the names, the window's place) will be forgotten at the next start.
    return translate(
        "Settings", "Your choices (players, seats, names, windows) cannot be remembered: the settings file "
                    "{file} cannot be written. They apply until Troyes Desktop is closed.").format(
        file=Path(_UNWRITTEN["file"]))


#: Below this window width the game page switches to its compact layout (narrow player panels, the prompt
#: beside the board instead of under it) so that the board stays readable on small screens.
COMPACT_WIDTH = 1440

#: Animation speeds: label -> pause in milliseconds between le Roy's steps (and animation length).
ANIMATION_SPEEDS = {"Slow": 1400, "Normal": 750, "Fast": 300, "Instant": 0}


#: Le Roy's pace in the solo game: label -> pause in milliseconds before each of his steps; None: he waits
#: for the player's "Next step" (Return or the prompt's button).
ROY_PACES = {"Normal": 2200, "Fast": 700, "Step by step": None}


def roy_pace() -> str:
    name = str(settings().value("view/roy_pace", "Normal"))
    return name if name in ROY_PACES else "Normal"


def roy_delay() -> int | None:
    """The pause before le Roy's next step (None: step by step). The animation speed "Instant" (tests, a
    player in a hurry) plays him at once."""
    if animation_delay() == 0:
        return 0
    return ROY_PACES[roy_pace()]


def animation_delay() -> int:
    from troyes_desktop import settings as player_settings

    return ANIMATION_SPEEDS.get(player_settings.get("animation_speed"), ANIMATION_SPEEDS["Normal"])


def text_scale() -> float:
    """The text size chosen in the Settings dialog, as a factor (1.0, 1.25, 1.5)."""
    from troyes_desktop import settings as player_settings

    return player_settings.get("text_scale") / 100


#: Every state of a push button: (top of the background, bottom of the background, text colour).
#: The style sheet below is generated from this table and tests/gui/test_contrast.py checks each pair
#: against WCAG's 4.5:1 for text, both here and in the rendered widgets.
BUTTON_LOOKS: dict[str, tuple[str, str, str]] = {
    "": ("#fbf3df", "#e6d3ad", INK),
    ":hover": ("#fffaf0", "#eedfbf", INK),
    ":pressed": ("#dcc79f", "#dcc79f", INK),
    ":checked": ("#dcc08a", "#d2b47a", INK),
    ":disabled": ("#efe7d6", "#efe7d6", "#6e5f4e"),
    '[primary="true"]': ("#a8402c", "#7d2a1c", "#fff6e6"),
    '[primary="true"]:hover': ("#9a3a27", "#8a3222", "#fff6e6"),
    '[primary="true"]:pressed': ("#7d2a1c", "#7d2a1c", "#fff6e6"),
    '[primary="true"]:disabled': ("#dcc9bf", "#dcc9bf", "#5a3a30"),
}
#: Borders of the button states that have their own.
BUTTON_BORDERS = {
    ":checked": f"border: 2px solid {ACCENT};",
    ":disabled": f"border: 1px dashed {STONE_LIGHT};",
    '[primary="true"]': "border-color: #5c1d12;",
}
TOOLTIP_LOOK = (PARCHMENT_LIGHT, INK)


def relative_luminance(colour) -> float:
    """WCAG 2 relative luminance of a colour (a QColor or a "#rrggbb" string)."""
    c = QColor(colour)

    def channel(v: int) -> float:
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def contrast_ratio(a, b) -> float:
    """WCAG 2 contrast ratio of two colours, from 1 (same) to 21 (black on white)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def _button_rules() -> str:
    rules = []
    for state, (top, bottom, ink) in BUTTON_LOOKS.items():
        bg = top if top == bottom else \
            f"qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {top}, stop:1 {bottom})"
        extra = BUTTON_BORDERS.get(state, "")
        rules.append(f"QPushButton{state} {{ background: {bg}; color: {ink}; {extra} }}")
    return "\n".join(rules)


def _arrow(direction: str, ink: str = "ink") -> str:
    """The bundled arrow image of the spin boxes (a style sheet that styles the box must draw them)."""
    from troyes_desktop.paths import resource_path

    return resource_path("theme", f"arrow-{direction}-{ink}.png").as_posix()


STYLE_SHEET = f"""
QMainWindow, QDialog {{ background: {PARCHMENT}; color: {INK}; }}
QWidget {{ color: {INK}; }}
QToolTip {{ background: {TOOLTIP_LOOK[0]}; color: {TOOLTIP_LOOK[1]}; border: 1px solid {STONE};
    padding: 4px; }}
QPushButton {{
    border: 1px solid {STONE}; border-bottom: 2px solid {STONE_DARK}; border-radius: 5px;
    padding: 5px 14px;
}}
{_button_rules()}
QPushButton:focus {{ border: 2px solid {FOCUS}; padding: 4px 13px 5px 13px; outline: none; }}
QPushButton[primary="true"]:focus {{ border-color: {FOCUS_ON_DARK}; }}
QToolButton {{ color: {INK}; background: transparent; border: 1px solid transparent; border-radius: 4px;
    padding: 2px 6px; }}
QToolButton:hover {{ background: #fffaf0; border-color: {STONE}; }}
QToolButton:checked {{ background: #e2cc9c; border-color: {STONE}; }}
QToolButton:focus {{ border: 2px solid {FOCUS}; padding: 1px 5px; }}
QLineEdit, QComboBox, QSpinBox {{
    background: {PARCHMENT_LIGHT}; border: 1px solid {STONE}; border-radius: 4px; padding: 3px 6px;
    color: {INK}; selection-background-color: #c9a36b;
}}
QSpinBox {{ padding-right: 22px; }}
QSpinBox::up-button, QSpinBox::down-button {{
    subcontrol-origin: border; width: 20px; background: #efe2c4; border-left: 1px solid {STONE};
}}
QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: 4px;
    border-bottom: 1px solid {STONE_LIGHT}; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 4px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: #fffaf0; }}
QSpinBox::up-arrow {{ image: url({_arrow("up")}); width: 10px; height: 7px; }}
QSpinBox::down-arrow {{ image: url({_arrow("down")}); width: 10px; height: 7px; }}
QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off {{ image: url({_arrow("up", "faded")}); }}
QSpinBox::down-arrow:disabled, QSpinBox::down-arrow:off {{ image: url({_arrow("down", "faded")}); }}
QLineEdit:focus, QComboBox:focus, QSpinBox:focus {{ border: 2px solid {FOCUS}; padding: 2px 5px; }}
QSpinBox:focus {{ padding-right: 21px; }}
QCheckBox, QRadioButton {{ border: 2px solid transparent; border-radius: 4px; padding: 0 2px; }}
QCheckBox:focus, QRadioButton:focus {{ border-color: {FOCUS}; }}
QComboBox QAbstractItemView {{
    background: {PARCHMENT_LIGHT}; color: {INK}; selection-background-color: #e2c891;
}}
QGroupBox {{
    border: 1px solid {STONE}; border-radius: 6px; margin-top: 14px; padding: 10px 8px 8px 8px;
    background: rgba(255, 250, 236, 120);
}}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {FADED_INK}; }}
QCheckBox:disabled, QRadioButton:disabled, QLabel:disabled {{ color: #9d8f7c; }}
QTextBrowser, QListWidget, QTableWidget {{
    background: {PARCHMENT_LIGHT}; border: 1px solid {STONE}; border-radius: 4px; color: {INK};
}}
QTextBrowser:focus, QListWidget:focus, QTableWidget:focus, QListView:focus, QTreeView:focus {{
    border: 2px solid {FOCUS};
}}
QHeaderView::section {{ background: #e8d6b0; color: {INK}; border: 0; border-right: 1px solid {STONE_LIGHT};
    padding: 4px; }}
QMenuBar {{ background: #e9d9b6; color: {INK}; border-bottom: 1px solid {STONE}; }}
QMenuBar::item:selected {{ background: #d8c296; }}
QMenu {{ background: {PARCHMENT_LIGHT}; color: {INK}; border: 1px solid {STONE}; }}
QMenu::item:selected {{ background: #e2c891; }}
QMenu::item:disabled {{ color: #a39481; }}
QStatusBar {{ background: #e9d9b6; color: {INK}; border-top: 1px solid {STONE}; }}
QSplitter::handle {{ background: {STONE_LIGHT}; }}
/* The Troyes board's view: a thin edge of the table's wood, the focus frame while the keyboard is on it
   (2 px: more would draw the board under half size at 1280x720). */
BoardView {{ border: 2px solid #5a4634; }}
BoardView:focus {{ border-color: {FOCUS}; }}
QScrollArea {{ background: transparent; border: 0; }}
QScrollArea[tabStop="true"] {{ border: 2px solid transparent; }}
QScrollArea[tabStop="true"]:focus {{ border-color: {FOCUS}; }}
QScrollBar:vertical {{ background: #eadcbc; width: 11px; margin: 0; }}
QScrollBar::handle:vertical {{ background: {STONE_LIGHT}; border-radius: 4px; min-height: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
"""


def apply_palette(target) -> None:
    """Parchment colours in the palette of ``target`` (the application or a widget) as well, so that
    whatever is not styled by the sheet (tooltips of drawn items, native parts) stays readable."""
    from PySide6.QtGui import QPalette

    pal = target.palette()
    role = QPalette.ColorRole
    for r, colour in ((role.Window, PARCHMENT), (role.WindowText, INK), (role.Base, PARCHMENT_LIGHT),
                      (role.Text, INK), (role.Button, "#efe2c4"), (role.ButtonText, INK),
                      (role.ToolTipBase, TOOLTIP_LOOK[0]), (role.ToolTipText, TOOLTIP_LOOK[1]),
                      (role.PlaceholderText, FADED_INK), (role.Highlight, "#c9a36b"),
                      (role.HighlightedText, INK)):
        pal.setColor(r, QColor(colour))
    target.setPalette(pal)


def apply_theme(app) -> None:
    """Install the style sheet, the palette and the bundled font on the application (idempotent)."""
    load_fonts()
    app.setFont(font(11))
    apply_palette(app)
    from PySide6.QtWidgets import QToolTip

    QToolTip.setPalette(app.palette())
    app.setStyleSheet(STYLE_SHEET)
