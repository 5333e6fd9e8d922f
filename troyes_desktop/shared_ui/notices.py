"""What the player should know as a new-game dialog opens, told there once: a history of finished games set
aside while its names were read for the completer (``store.take_notices``), a remembered choice that could not
be used (``settings.take_notice``: a hand-edited ``players=abc`` in settings.ini, whose default applies)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import plain


def opening_notices() -> list[str]:
    """The notices waiting for the player (each given once), the history's first."""
    from troyes_desktop import settings as player_settings
    from troyes_desktop.store import take_notices

    return [text for text in take_notices() + [player_settings.take_notice()] if text]


def notice_label(texts: list[str] | None = None) -> QLabel:
    """A label for the top of a dialog saying ``texts`` (the waiting notices when not given); hidden when
    there is nothing to say."""
    texts = opening_notices() if texts is None else texts
    label = plain(QLabel())                 # a file's name or a reason read from the disk, as it is
    label.setObjectName("dialogNotice")
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {theme.ACCENT};")
    label.setText("\n".join(texts))
    label.setVisible(bool(texts))
    return label
