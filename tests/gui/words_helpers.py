"""What a player reads: every text the main window shows (labels, buttons, tooltips, menus, status bar,
chronicle, refusals), and the check that none of it is an internal id or a Python error's text."""
from __future__ import annotations

import re

from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel

from tests.page_helpers import troyes_page
from troyes_desktop.rules.troyes.board import NEUTRAL

#: Python's own words: exception names, reprs of containers and objects, file errors.
PYTHON_TEXT = re.compile(
    r"Traceback|\bErrno\b|\b[A-Z][A-Za-z]*(Error|Exception)\b|NoneType|object has no attribute|"
    r"<[a-z_.]+ object|\(\s*'|\[\s*'|\{\s*'|\bself\.|\bNone\b|\bTrue\b|\bFalse\b")
#: Plural nouns after the number one ("1 deniers").
ONE_PLURAL = re.compile(r"(?<![\d.,-])\b1 (deniers|cubes|citizens|points|activations|banners|tradesmen|"
                        r"influences|steps|dice|players|actions|action points|VPs)\b")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")


def internal_ids(game) -> set[str]:
    """Words only the program uses: decision kinds and action verbs (shown in brackets they leak)."""
    ids = {"turn", "group", "black", "flip", "initial", "source", "event", "roy", "roy_setup", "roy_black",
           "outdoor", "boost", "ramparts", "exchange", "mixed", "possession", "liberate", "build",
           "harsh_winter", "die", "bd", "flip_die", "reroll", "init", "counter", "bx", "flip_done",
           "target", "count", "cube_die", "swap_done", "ramparts_done", "rampart_cube"}
    ids.add(str(game.pending.kind))
    return ids


def problems(text: str, ids: set[str]) -> list[str]:
    """What is wrong with one text shown to a player (empty when nothing is)."""
    text = re.sub(r"<[^>]+>", " ", text or "")      # rich text: the words, not the tags
    out = []
    for pattern, what in ((PYTHON_TEXT, "Python text"), (ONE_PLURAL, "plural after 1"),
                          (SNAKE, "internal id")):
        m = pattern.search(text)
        if m:
            out.append(f"{what} {m.group(0)!r}")
    for word in re.findall(r"\(([a-z_]+)\)", text):
        if word in ids:
            out.append(f"internal id ({word})")
    return out


def shown_texts(window) -> list[tuple[str, str]]:
    """(where, text) of everything the main window shows now, and what it would say on a few refusals."""
    out: list[tuple[str, str]] = []
    page = window.stack.currentWidget()
    for w in page.findChildren(QLabel) + page.findChildren(QAbstractButton):
        if not w.isVisibleTo(window):
            continue
        text = w.property("fullText") or w.text()
        out.append((type(w).__name__, str(text)))
        if w.toolTip():
            out.append(("tooltip", w.toolTip()))
    for combo in page.findChildren(QComboBox):
        out.extend(("list", combo.itemText(i)) for i in range(combo.count()))
    for action in (window.undo_action, window.redo_action, getattr(window, "chronicle_action", None)):
        if action is not None:
            out.append(("menu", action.text()))
            out.append(("menu tooltip", action.toolTip()))
    out.append(("status", window.statusBar().currentMessage()))
    if troyes_page(window).model is not None:
        model = troyes_page(window).model
        out.append(("undo refusal", model.undo_refusal()))
        scene = getattr(window, "scene", None)
        controller = getattr(scene, "controller", None)
        if controller is not None and model.decider is not None:
            out.append(("drag refusal", controller._why_no_dice()))
        for action in (("die", 999), ("pass",), ("target", "card", 0, None), ("roy",), ("counter",)):
            reason = model.why_illegal(action)
            if reason:
                out.append(("refusal", reason))
    out.extend(("chronicle", line) for line in getattr(troyes_page(window).log, "lines", [])[-40:])
    return out


def check_window(window) -> list[str]:
    game = troyes_page(window).model.game if troyes_page(window).model is not None else None
    ids = internal_ids(game) if game is not None else set()
    bad = []
    for where, text in shown_texts(window):
        for p in problems(text, ids):
            bad.append(f"{where}: {p} in {text!r}")
    return bad


__all__ = ["check_window", "problems", "shown_texts", "internal_ids", "NEUTRAL"]
