"""Texts that come from players and files (names, file names, what a file says) shown exactly as typed.

Qt reads a text that looks like HTML as HTML in a label (``Qt.AutoText`` is a QLabel's default), a message
box and every tooltip: the name ``<img src=/dev/zero>`` would then read that file for ever and freeze the
app, ``<b>x</b>`` would be drawn in bold and ``<img src=//host/share>`` would reach out to the network on
Windows. Buttons, group boxes, tabs and menus take a single ``&`` for a keyboard shortcut, and a window title
takes ``[*]`` for its "modified" mark. So:

* a label that holds plain text is made plain (:func:`plain`), a message box too (:func:`plain_box`);
* a label that must stay rich escapes what it is given (:func:`escape`);
* a tooltip goes through :func:`plain_tip`, a button's or a menu's text through :func:`mnemonic_free`, a
  window title through :func:`title_free`.

Nothing here asks for Qt's namespace of enums at import (the start screen uses it before its first paint).
"""

from __future__ import annotations

import html

#: ``Qt.TextFormat.PlainText``, for the start screen which sets it before Qt's namespace is built.
PLAIN_TEXT = 0


def escape(text: str) -> str:
    """``text`` for a rich label or tooltip: shown as it is."""
    return html.escape(str(text), quote=False)


def plain(*labels):
    """Make each QLabel show its text as it is (never as rich text); returns the first."""
    for label in labels:
        label.setProperty("textFormat", PLAIN_TEXT)
    return labels[0] if labels else None


def plain_box(box):
    """A QMessageBox whose text and informative text are shown as they are."""
    from PySide6.QtCore import Qt

    box.setTextFormat(Qt.TextFormat.PlainText)        # the informative text follows the box's format
    return box


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` as it is. Qt takes a tooltip that looks like HTML for HTML, so a text
    holding ``<`` or ``&`` is escaped and marked as rich text (which then shows it exactly); any other text
    is left as it is."""
    text = str(text or "")
    if "<" not in text and "&" not in text:
        return text
    return "<qt>" + escape(text).replace("\n", "<br>") + "</qt>"


def mnemonic_free(text: str) -> str:
    """A text for a button, a group box, a tab or a menu: its ``&`` shown, not taken for a shortcut."""
    return str(text).replace("&", "&&")


def title_free(text: str) -> str:
    """A text for a window title: its ``[*]`` shown, not taken for the "modified" mark."""
    return str(text).replace("[*]", "[*][*]")
