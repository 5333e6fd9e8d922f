"""Colours, glyphs and fonts of the board (docs/architecture.md, "The look": warm parchment and stone).

The board's player colours are the game's chosen colours (``shared_ui/theme.py``), as on the player panels.
Dice carry a glyph as well as a colour so that colour-blind players can tell them apart:
red dice show a sword, white dice a cross (the Church), yellow dice a sheaf of wheat.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtGui import QColor, QFont

from troyes_desktop.shared_ui import theme

logger = logging.getLogger(__name__)

#: Seat colours, then the neutral player at index 4 (``board.NEUTRAL``).
PLAYER_HEX = ("#d9822b", "#3f6fb5", "#4f9a4a", "#8e4fa0", "#8c8c8c")
PLAYER_COLOURS = tuple(QColor(h) for h in PLAYER_HEX)
PLAYER_NAMES_OF_COLOURS = ("orange", "blue", "green", "purple", "gray")
NEUTRAL_HEX = "#8c8c8c"
NEUTRAL_COLOUR = QColor(NEUTRAL_HEX)
ROY_HEX = "#6b1f3a"
ROY_COLOUR = QColor(ROY_HEX)
ROY_TRIM = QColor("#d4af37")
GOLD = QColor("#c9a227")

INK = QColor("#3b2a1a")
FADED_INK = QColor("#6b5238")
PARCHMENT = QColor("#f3e6c8")
PARCHMENT_LIGHT = QColor("#faf2de")
PARCHMENT_DARK = QColor("#dcc396")
STONE = QColor("#9a8b76")
STONE_LIGHT = QColor("#c9bca6")
STONE_DARK = QColor("#6e6152")
TABLE = QColor("#5a4634")  # the wooden table under the board
HIGHLIGHT = QColor("#ffd54a")  # legal target during a drag
SELECTION = QColor("#fff3a0")

#: Die colours by engine colour index (RED, WHITE, YELLOW), then black, then the purple die of the head of
#: the family (The Ladies of Troyes; the engine calls it colour 3, drawn here as index ``PURPLE_DIE``).
DIE_FACE = (QColor("#b23a2e"), QColor("#f7f2e6"), QColor("#e6b637"), QColor("#262322"), QColor("#6a3d8f"))
DIE_PIP = (QColor("#fbf3e4"), QColor("#3b2a1a"), QColor("#3b2a1a"), QColor("#f1ead8"), QColor("#f6ecff"))
DIE_EDGE = (QColor("#6e1d16"), QColor("#8a7a66"), QColor("#8a6a12"), QColor("#000000"), QColor("#2e1740"))
BLACK_DIE = 3
PURPLE_DIE = 4


def die_index(engine_colour: int) -> int:
    """Drawing index of an engine die colour (the engine's purple 3 is drawn as ``PURPLE_DIE``)."""
    return PURPLE_DIE if engine_colour == 3 else engine_colour
#: Card frame colours per activity colour (slightly muted so the text stays readable).
CARD_TINT = (QColor("#c0584a"), QColor("#e9e4d6"), QColor("#e0b94c"))
CARD_HEADER_TEXT = (QColor("#fff7ea"), INK, INK)
COLOUR_WORDS = ("red", "white", "yellow")
#: Glyph letters for texts (tooltips) and a glyph kind for drawing.
DIE_GLYPH_NAMES = ("sword", "cross", "sheaf")


def player_colour(owner: int | None, game: Any = None) -> QColor:
    """Colour of a seat (0-3) or of the neutral player (4), le Roy in the solo game: the colours chosen in
    ``game``'s setup, the same as the player panels' (``theme.player_colour``); the seat's default colour
    without a game (or with only the solo flag, as this took before: le Roy's colour when it is set)."""
    if game is not None and not isinstance(game, bool):
        return theme.player_colour(game, owner)
    if owner is None or owner == 4:
        return ROY_COLOUR if game is True and owner == 4 else NEUTRAL_COLOUR
    return PLAYER_COLOURS[owner % 4]


def text_on(colour: QColor) -> QColor:
    """Ink or light text, whichever reads better on ``colour``."""
    return INK if colour.lightnessF() > 0.6 else QColor("#fffaf0")


_family: str | None = None


def family() -> str:
    """The bundled serif font family (Linux Libertine) or a serif fallback."""
    global _family
    if _family is None:
        fam = None
        try:
            from troyes_desktop.shared_ui.fonts import load_fonts

            fam = load_fonts()
        except Exception:  # the board still draws with the default font
            logger.warning("Cannot load the fonts: the board draws with the default one", exc_info=True)
            fam = None
        _family = fam or "serif"
    return _family


def font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont(family())
    f.setPointSizeF(size)
    f.setBold(bold)
    f.setItalic(italic)
    f.setStyleHint(QFont.Serif)
    return f
