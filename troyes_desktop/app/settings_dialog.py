"""The Settings dialog: text size, animation speed, the computer players' pace, confirmations (and the "has
played" card between two people), colour-blind glyphs and the language, remembered through
:mod:`troyes_desktop.settings`."""

from __future__ import annotations

import logging

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop import settings
from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.shared_ui import theme

logger = logging.getLogger(__name__)

#: The confirmations the player may turn on or off: setting -> the sentence beside its box.
#: (Every text of these tables is shown through ``translate("SettingsDialog", text)``.)
CONFIRMATIONS = {
    "confirm_pass_with_dice": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Ask before passing with dice left against le Roy"
    ),
    "confirm_expel_own": QT_TRANSLATE_NOOP("SettingsDialog", "Ask before expelling one of my own citizens"),
}
TEXT_SIZES = {
    100: QT_TRANSLATE_NOOP("SettingsDialog", "Normal (100 %)"),
    125: QT_TRANSLATE_NOOP("SettingsDialog", "Larger (125 %)"),
    150: QT_TRANSLATE_NOOP("SettingsDialog", "Largest (150 %)"),
}
SPEED_TEXT = {
    "Slow": QT_TRANSLATE_NOOP("SettingsDialog", "Slow"),
    "Normal": QT_TRANSLATE_NOOP("SettingsDialog", "Normal"),
    "Fast": QT_TRANSLATE_NOOP("SettingsDialog", "Fast"),
    "Instant": QT_TRANSLATE_NOOP("SettingsDialog", "Instant (no animation)"),
}
PACE_TEXT = {
    "Slow": QT_TRANSLATE_NOOP("SettingsDialog", "Slow (about 1.5 s a step)"),
    "Normal": QT_TRANSLATE_NOOP("SettingsDialog", "Normal (under a second a step)"),
    "Fast": QT_TRANSLATE_NOOP("SettingsDialog", "Fast (a third of a second a step)"),
    "Instant": QT_TRANSLATE_NOOP("SettingsDialog", "Instant (as soon as decided)"),
}


def language_choices() -> dict[str, str]:
    """The language setting's values and their words: the system's, then each language in its own name
    (the names of the languages are never translated)."""
    from troyes_desktop.app.language import system_language
    from troyes_desktop.i18n import LANGUAGES

    system = LANGUAGES[system_language()]
    return {
        "system": translate("SettingsDialog", "As the system ({language})").format(language=system),
        **LANGUAGES,
    }


class SettingsDialog(QDialog):
    """Shows the current settings; OK stores the changed ones (``changed`` lists their keys)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        from troyes_desktop.shared_ui.window_place import close_keys

        close_keys(self, escape=False)      # Ctrl+W closes it as Esc does (a dialog's own)
        self.changed: list[str] = []
        self.failure = ""
        layout = QVBoxLayout(self)
        layout.setSpacing(10)

        look = QGroupBox(translate("SettingsDialog", "Screen"))
        form = QFormLayout(look)
        self.text_combo = self._choice("textSize", TEXT_SIZES, "text_scale")
        form.addRow(translate("SettingsDialog", "Text size:"), self.text_combo)
        self.speed_combo = self._choice("animationSpeed", SPEED_TEXT, "animation_speed")
        form.addRow(translate("SettingsDialog", "Animation speed:"), self.speed_combo)
        self.pace_combo = self._choice("computerPace", PACE_TEXT, "computer_pace")
        self.pace_combo.setToolTip(
            translate("SettingsDialog", "How fast the computer players' moves follow each other on the board")
        )
        form.addRow(translate("SettingsDialog", "Computer players' pace:"), self.pace_combo)
        self.glyphs_check = QCheckBox(
            translate("SettingsDialog", "Glyphs on the dice, a mark on each player's pieces")
        )
        self.glyphs_check.setToolTip(translate(
            "SettingsDialog",
            "Each die shows its colour's glyph (sword, cross, sheaf, crown) and each player's "
            "pieces and shield their mark (circle, cross, triangle, diamond), so that colours "
            "can be told apart without seeing them"))
        self.glyphs_check.setObjectName("colourBlindGlyphs")
        self.glyphs_check.setChecked(settings.get("colour_blind_glyphs"))
        form.addRow(translate("SettingsDialog", "Colour-blind help:"), self.glyphs_check)
        self.language_combo = self._choice("language", language_choices(), "language", translated=False)
        self.language_combo.setToolTip(
            translate(
                "SettingsDialog",
                "The language applies when Troyes Desktop "
                "starts again; your game is kept and Continue "
                "resumes it.",
            )
        )
        form.addRow(translate("SettingsDialog", "Language:"), self.language_combo)
        layout.addWidget(look)

        ask = QGroupBox(translate("SettingsDialog", "Confirmations"))
        ask_layout = QVBoxLayout(ask)
        self.confirm_checks: dict[str, QCheckBox] = {}
        for key, text in CONFIRMATIONS.items():
            check = QCheckBox(translate("SettingsDialog", text))
            check.setObjectName(key)
            check.setChecked(settings.get(key))
            ask_layout.addWidget(check)
            self.confirm_checks[key] = check
        layout.addWidget(ask)

        # Several people at one computer: the "has played" card between two people's turns.
        table = QGroupBox(translate("SettingsDialog", "Several people at one computer"))
        table_layout = QVBoxLayout(table)
        self.last_move_check = QCheckBox(translate("SettingsDialog", "Show what the last player did"))
        self.last_move_check.setObjectName("showLastMove")
        self.last_move_check.setToolTip(translate(
            "SettingsDialog", "Before the seat is passed, a card says what the last player did; without it "
                              "the next player's turn is shown at once."))
        self.last_move_check.setChecked(settings.get("show_last_move"))
        table_layout.addWidget(self.last_move_check)
        layout.addWidget(table)

        note = QLabel(
            translate(
                "SettingsDialog",
                "A larger text size applies at once to the start screen and to every game opened afterwards.",
            )
        )
        note.setWordWrap(True)
        note.setFont(theme.font(10, italic=True))
        layout.addWidget(note)
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok_cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons

    @staticmethod
    def _choice(name: str, choices: dict, key: str, translated: bool = True) -> QComboBox:
        """A drop-down list of a setting's values (their words shown, in the current language unless
        ``translated`` is False), on its stored value."""
        combo = QComboBox()
        combo.setObjectName(name)
        for value, text in choices.items():
            combo.addItem(translate("SettingsDialog", text) if translated else text, value)
        combo.setCurrentIndex(combo.findData(settings.get(key)))
        return combo

    def chosen(self) -> dict:
        """The values shown in the dialog, by setting."""
        values = {
            "text_scale": self.text_combo.currentData(),
            "animation_speed": self.speed_combo.currentData(),
            "computer_pace": self.pace_combo.currentData(),
            "colour_blind_glyphs": self.glyphs_check.isChecked(),
            "show_last_move": self.last_move_check.isChecked(),
            "language": self.language_combo.currentData(),
        }
        values.update({k: c.isChecked() for k, c in self.confirm_checks.items()})
        return values

    def accept(self) -> None:
        """Store the changed settings; a settings file that cannot be written is said in plain words."""
        self.changed = []
        for key, value in self.chosen().items():
            if settings.get(key) == value:
                continue
            try:
                settings.set(key, value)
            except OSError:
                logger.warning("Cannot write the setting %s", key, exc_info=True)
                self.failure = translate(
                    "SettingsDialog",
                    "Your settings could not be written to {folder}. They "
                    "apply until Troyes Desktop is closed.",
                ).format(folder=settings.path().parent)
            self.changed.append(key)
        super().accept()
