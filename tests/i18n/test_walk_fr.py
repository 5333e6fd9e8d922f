"""The whole app in French: the same walk through every screen and dialog is made in English and in French
(start with unfinished games, new game for each mode, settings, a 4-player game with every module in each kind
of decision, solo with le Roy's steps, the end-of-round card, the final scorings of both games, the end of a
solo game of Troyes Dice, Troyes Dice with 10 players and its achievements, statistics, replay, the rules
reference, the Save/Discard/Cancel question, a damaged file's error). Every text
a player can read there (labels, buttons, lists, menus, titles, tooltips, and the text painted on the board,
the sheets and the wheel) is collected; a text of the French walk that the English walk shows too is still
English, unless it is made only of words that are the same in both languages (names of people and
characters, and entries the catalogue or the data translate identically)."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtGui import QPainter, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QMenu,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

from tests.page_helpers import dice_page, troyes_page
from troyes_desktop.app import main_window
from troyes_desktop.app.language import apply_language
from troyes_desktop.model import autosaves
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui.demo import build_demo

ROOT = Path(__file__).resolve().parents[2]
TEN = ["Anna", "Faye", "Geoffrey", "Emily", "Thibaut", "Aliénor", "Hugues", "Mathilde", "Blanche", "Henri"]
AUTOMATON = ("roy", "roy_setup", "roy_black")
#: Words written the same in both languages that the catalogue does not hold on their own.
SAME_WORDS = {"troyes", "dice", "roy", "le", "ok", "ctrl", "shift", "alt", "f1", "vp", "pv", "json", "png",
              "desktop", "x", "ii", "iii", "iv", "i", "v", "vi", "vii", "viii",
              "english", "français"}   # the language list shows each language in its own name


def _words(text: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[^\W\d_]+", text)]


def _is_a_file(text: str) -> bool:
    """A file name or path (the recent games, a save's name): the same in every language."""
    return bool(re.fullmatch(r"\S*\.(json|png|sqlite)", text)) or text.startswith(("/", "~"))


def _same_words() -> set[str]:
    """Words that may legitimately read the same in the French walk."""
    words = set(SAME_WORDS)
    for name in TEN + ["Anna", "Faye", "Geoffrey", "Emily"]:
        words.update(_words(name))
    tree = ET.parse(ROOT / "resources" / "translations" / "troyes_desktop_fr.ts")
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source", "")
        if translation is not None and (translation.text or "") == source:
            words.update(_words(source))
    import json

    data = json.loads((ROOT / "resources" / "data" / "troyes_cards.json").read_text(encoding="utf-8"))

    def visit(node):
        if isinstance(node, dict):
            if "name" in node and node.get("name_fr", node["name"]) == node["name"]:
                words.update(_words(str(node["name"])))
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    visit(data)
    return words


class _Painted:
    """Collects every text drawn with QPainter.drawText while a widget paints itself."""

    def __init__(self, monkeypatch) -> None:
        self.texts: list[str] = []
        original = QPainter.drawText
        texts = self.texts

        def draw_text(painter, *args):
            for arg in args:
                if isinstance(arg, str):
                    texts.append(arg)
            return original(painter, *args)

        monkeypatch.setattr(QPainter, "drawText", draw_text)


def _plain(text: str) -> list[str]:
    if "<" in text and ">" in text:
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toRawText()          # (toPlainText would turn the non-breaking spaces into plain ones)
    return [line.strip().replace("&&", "\0").replace("&", "").replace("\0", "&")
            for line in re.split(r"[\n\u2029\u2028]", text) if line.strip()]


def _texts(root: QWidget, painted: _Painted) -> set[str]:
    """Every text a player can read in ``root`` now."""
    found: list[str] = []
    painted.texts.clear()
    root.grab()                                   # paints the board, sheets and wheel: drawText is recorded
    found.extend(painted.texts)
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        if w.isWindow() and w is not root:
            continue
        if w.toolTip():
            found.append(w.toolTip())
        if isinstance(w, QLabel):
            found.append(w.text())
        elif isinstance(w, QAbstractButton):
            found.append(w.text())
        elif isinstance(w, QComboBox):
            found.extend(w.itemText(i) for i in range(w.count()))
        elif isinstance(w, QGroupBox):
            found.append(w.title())
        elif isinstance(w, QTabWidget):
            found.extend(w.tabText(i) for i in range(w.count()))
        elif isinstance(w, QListWidget):
            found.extend(w.item(i).text() for i in range(w.count()))
        elif isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    if w.item(r, c) is not None:
                        found.append(w.item(r, c).text())
            for c in range(w.columnCount()):
                if w.horizontalHeaderItem(c) is not None:
                    found.append(w.horizontalHeaderItem(c).text())
        elif isinstance(w, QTreeWidget):
            header = w.headerItem()
            found.extend(header.text(c) for c in range(header.columnCount()))
        elif isinstance(w, (QTextBrowser, QTextEdit)):
            found.append(w.document().toRawText())     # (keeps the non-breaking spaces)
        if w.isWindow():
            found.append(w.windowTitle())
    for menu in root.findChildren(QMenu):
        found.append(menu.title())
        for action in menu.actions():
            found.append(action.text())
            if action.toolTip() and action.toolTip() != action.text().replace("&", ""):
                found.append(action.toolTip())
    out: set[str] = set()
    for text in found:
        out.update(_plain(str(text)))
    return out


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _walk(qtbot, monkeypatch, positions, tmp_path) -> dict[str, set[str]]:
    """The texts of every screen, by screen."""
    painted = _Painted(monkeypatch)
    seen: dict[str, set[str]] = {}
    windows = []

    def window(board: bool = True):
        monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", board)
        w = main_window.MainWindow()
        qtbot.addWidget(w)
        w.resize(1366, 768)
        w.show()
        qtbot.waitExposed(w)
        windows.append(w)
        return w

    def look(name: str, root: QWidget) -> None:
        _settle()
        seen[name] = _texts(root, painted)

    w = window()
    w.start_game("troyes", Game.new(3, seed=1, names=["Anna", "Faye", "Geoffrey"]))
    w.start_game("dice", DiceGame.new(4, seed=2, names=TEN[:4]))
    w.drop_game()
    w.show_start_screen()
    look("start screen", w)
    for name, opener in (("new game", lambda: w.open_new_game("troyes")),
                         ("new solo game", lambda: w.open_new_game("troyes", solo=True)),
                         ("new Troyes Dice game", lambda: w.open_new_game("dice")),
                         ("settings", w.open_settings)):
        dialog = opener()
        look(name, dialog)
        dialog.reject()
    for demo in ("troyes-ladies-4p", "troyes-solo"):
        w.start_game("troyes", build_demo(demo), autosave=False)
        if troyes_page(w).curtain.covering:
            look(f"{demo}: the curtain", w)
            troyes_page(w).curtain.reveal()
        look(demo, w)
    # le Roy's steps, explained one by one
    game = build_demo("troyes-solo")
    rng = random.Random(7)
    while not game.over and game.pending.kind not in AUTOMATON:
        actions = game.legal_actions()
        game.apply(rng.choice([a for a in actions if a[0] != "pass"] or actions))
    w.start_game("troyes", game, autosave=False)
    assert troyes_page(w).model.automaton_pending, "the walk reaches le Roy's turn"
    troyes_page(w).play_automaton_step()
    look("le Roy's step", w)
    # the Save / Discard / Cancel question
    w.start_game("troyes", Game.new(2, seed=5, names=["Anna", "Faye"]), autosave=False)
    w.leave_game(lambda: None)
    if w.unsaved_box is not None:
        look("save, discard or cancel", w.unsaved_box)
        w.unsaved_box.reject()
    # a damaged file
    tmp_path.mkdir(parents=True, exist_ok=True)
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "troyes-desktop-save", "version": 1, "game": ', encoding="utf-8")
    w.drop_game()
    w.load_file(damaged)
    if w.last_message is not None:
        look("a damaged file", w.last_message)
        w.last_message.close()
    # each kind of decision of the 4-player game with every module
    plain = window(board=False)
    for kind, game in positions["kinds"].items():
        plain.start_game("troyes", game.copy(), autosave=False)
        if troyes_page(plain).curtain.covering:
            troyes_page(plain).curtain.reveal()
        look(f"the decision {kind!r}", plain)
    # the final scoring
    w.start_game("troyes", positions["finished"].copy(), autosave=False)
    _settle()
    if troyes_page(w).scoring_dialog is not None:
        look("the final scoring", troyes_page(w).scoring_dialog)
        troyes_page(w).scoring_dialog.reject()
    # the end-of-round card over the board
    from troyes_desktop.i18n import translate
    from troyes_desktop.troyes_ui.round_summary import RoundToast, round_starts, summary_lines

    game = positions["finished"]
    w.start_game("troyes", build_demo("troyes-4p"), autosave=False)
    if troyes_page(w).curtain.covering:
        troyes_page(w).curtain.reveal()
    card = RoundToast(w.centralWidget(), translate("Chronicle", "End of round {round}: what changed").format(
        round=1), summary_lines(game, 1, round_starts(game.setup, game.history)))
    look("the end-of-round card", card)
    card.close()
    # Troyes Dice's final scoring (4 players), and the end of a solo game (the banner's achievements)
    w.start_game("dice", positions["dice_over"].copy(), autosave=False)
    _settle()
    if dice_page(w).scoring_dialog is not None:
        look("the final scoring of Troyes Dice", dice_page(w).scoring_dialog)
        dice_page(w).scoring_dialog.reject()
    solo = DiceGame.new(1, seed=5, names=["Anna"])
    rng = random.Random(5)
    while not solo.over:
        solo.apply(rng.choice(solo.legal_actions()))
    w.start_game("dice", solo, autosave=False)
    _settle()
    if dice_page(w).scoring_dialog is not None:
        dice_page(w).scoring_dialog.reject()
    look("the end of a solo game of Troyes Dice", w)
    # Troyes Dice, 10 players, and its achievements
    w.start_game("dice", positions["dice"].copy(), autosave=False)
    look("Troyes Dice, 10 players", w)
    achievements = w.show_achievements()
    if achievements is not None:
        look("achievements", achievements)
        achievements.reject()
    # statistics, replay and the rules reference
    from troyes_desktop.app.history_demo import build_history_demo

    for name in ("statistics", "replay"):
        other = build_history_demo(name)
        qtbot.addWidget(other)
        other.resize(1366, 768)
        other.show()
        look(name, other)
        other.close()
    from troyes_desktop.tutorial.demo import build_learn_demo

    help_window = build_learn_demo("help", w, (1366, 768))
    if help_window is not None:
        help_window.show()
        look("the rules reference", help_window)
        help_window.close()
    # the guided first game of Troyes (issue 41): its first step, a step with a lit button, the free round
    from troyes_desktop.tutorial.troyes import TroyesTutorialWindow

    lesson_window = TroyesTutorialWindow(resume=False, delay_ms=0, save=False)
    qtbot.addWidget(lesson_window)
    lesson_window.resize(1366, 768)
    lesson_window.show()
    lesson = lesson_window.lesson
    for _ in range(200):
        if lesson.step["id"] in ("welcome", "black", "free"):
            look(f"the guided game: {lesson.step['id']}", lesson_window)
        if lesson.free():
            break
        if lesson.needs_next():
            lesson.next()
        elif "select" in lesson.step:
            for d in sorted(lesson.selection):
                lesson_window.scene.controller.click_die(d)
        else:
            lesson_window.model.apply_sequence(lesson.expected[lesson.move_index])
    lesson_window.close()
    for each in windows:
        each.pause_pages()
        each.drop_game()
    for entry in autosaves.unfinished():
        autosaves.remove(entry.path)
    return seen


def test_every_screen_reads_in_french(qtbot, monkeypatch, positions, tmp_path) -> None:
    apply_language("en")
    english = _walk(qtbot, monkeypatch, positions, tmp_path / "en")
    apply_language("fr")
    try:
        french = _walk(qtbot, monkeypatch, positions, tmp_path / "fr")
    finally:
        apply_language("en")
    assert set(french) == set(english), "both walks see the same screens"
    assert len(english) >= 15, sorted(english)
    english_texts = set().union(*english.values())
    same = _same_words()
    left: list[str] = []
    for screen, texts in french.items():
        for text in sorted(texts):
            words = _words(text)
            if _is_a_file(text):
                continue
            if text in english_texts and any(len(w) > 2 for w in words) and not all(w in same for w in words):
                left.append(f"{screen}: {text[:90]!r}")
    assert not left, f"{len(left)} English texts in the French app:\n" + "\n".join(left[:60])
    # French typography in every text the French walk shows, those composed by the code included.
    from tests.i18n.test_catalogue import french_typography_problems

    wrong = sorted({f"{screen}: {text[:90]!r}" for screen, texts in french.items() for text in texts
                    if not _is_a_file(text) and french_typography_problems(text)})
    assert not wrong, f"{len(wrong)} texts break French typography:\n" + "\n".join(wrong[:40])
