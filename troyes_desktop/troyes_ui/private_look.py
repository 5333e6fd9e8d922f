"""A person looks at their own characters (and their victory points under the "own VP only" table rule)
while several people share the screen: a small curtain first ("Only Anna should look"), then the cards,
then "Hide". Opened from the "look" link of the person's panel or with Ctrl+K (the person deciding)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from troyes_desktop.i18n import localized, translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import mnemonic_free, plain

#: The key that opens the deciding person's look.
LOOK_KEY = "Ctrl+K"


def character_lines(game, seat: int) -> list[str]:
    """The seat's characters in rich text: name and what it counts."""
    out = []
    for cid in game.players[seat].characters:
        ch = game.data.characters[cid]
        out.append(f"<b>{escape(localized(ch))}</b> \u2014 <i>{escape(localized(ch, 'text'))}</i>")
    return out


class PrivateLook(QDialog):
    """The small curtain, then the seat's private cards; nothing stays on screen once it is closed."""

    def __init__(self, game, seat: int, show_vp: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privateLook")
        self.setModal(True)
        name = game.players[seat].name
        self.setWindowTitle(translate("PrivateLook", "{player}'s characters").format(player=name))
        self.stack = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)

        # The small curtain.
        cover = QWidget()
        cover.setObjectName("lookCurtain")
        cover.setStyleSheet("QWidget#lookCurtain { background: #4a141b; } QLabel { color: #fbf1dc; }")
        cv = QVBoxLayout(cover)
        cv.setContentsMargins(28, 24, 28, 24)
        title = plain(QLabel(translate("PrivateLook", "Only {player} should look").format(player=name)))
        title.setFont(theme.font(18, bold=True))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setWordWrap(True)
        cv.addWidget(title)
        what = (translate("PrivateLook", "{player}'s characters and victory points are shown next.")
                if show_vp else translate("PrivateLook", "{player}'s characters are shown next."))
        note = plain(QLabel(what.format(player=name)))
        note.setFont(theme.font(12, italic=True))
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setWordWrap(True)
        cv.addWidget(note)
        self.show_button = QPushButton(translate("PrivateLook", "I am {player}: show").format(
            player=mnemonic_free(name)))
        self.show_button.setObjectName("lookShow")
        self.show_button.setProperty("primary", True)
        self.show_button.setDefault(True)
        self.show_button.clicked.connect(lambda: self.stack.setCurrentIndex(1))
        cancel = QPushButton(translate("PrivateLook", "Cancel"))
        cancel.clicked.connect(self.reject)
        cv.addSpacing(12)
        cv.addWidget(self.show_button, 0, Qt.AlignmentFlag.AlignHCenter)
        cv.addWidget(cancel, 0, Qt.AlignmentFlag.AlignHCenter)
        self.stack.addWidget(cover)

        # The cards.
        cards = QWidget()
        kv = QVBoxLayout(cards)
        kv.setContentsMargins(24, 20, 24, 20)
        lines = character_lines(game, seat)
        head = (translate("PrivateLook", "Your characters:") if len(lines) > 1 else
                translate("PrivateLook", "Your character:"))
        parts = [f"<p><b>{escape(head)}</b></p>"] + [f"<p>{line}</p>" for line in lines]
        if show_vp:
            vp = game.players[seat].vp
            vp_words = translate("PrivateLook", "Your victory points: %n", None, vp)
            parts.append(f"<p>{escape(vp_words)}</p>")
        self.cards = QLabel("".join(parts))
        self.cards.setObjectName("lookCards")
        self.cards.setTextFormat(Qt.TextFormat.RichText)
        self.cards.setWordWrap(True)
        self.cards.setFont(theme.font(12))
        kv.addWidget(self.cards)
        self.hide_button = QPushButton(translate("PrivateLook", "Hide"))
        self.hide_button.setObjectName("lookHide")
        self.hide_button.setProperty("primary", True)
        self.hide_button.clicked.connect(self.accept)
        kv.addWidget(self.hide_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.stack.addWidget(cards)
        self.stack.currentChanged.connect(self._shown)
        self.setMinimumWidth(420)

    @property
    def showing(self) -> bool:
        """True once the cards are on screen (past the small curtain)."""
        return self.stack.currentIndex() == 1

    def _shown(self, index: int) -> None:
        if index == 1:
            self.hide_button.setDefault(True)
            self.hide_button.setFocus()

    def done(self, result: int) -> None:  # noqa: D102 - the cards leave the screen with the dialog
        self.stack.setCurrentIndex(0)
        super().done(result)
