"""The event queue reads once it fills (issue 50, finding 4): with 5 to 10 events every card lies whole in two
rows, its name across and whole (no strip, no name standing upright, no card over another); a lit card keeps
its colours (a frame around it, no wash over its face); the end-of-round card never covers the queue."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from tests.page_helpers import troyes_page
from troyes_desktop.app.language import apply_language
from troyes_desktop.troyes_ui.demo import build_demo
from troyes_desktop.troyes_ui.scene import layout as lay


def queue_of(length: int):
    """A 4-player game at a person's turn with exactly ``length`` events waiting (the first seed whose
    players, rather using their dice on targets than fighting events, leave that many)."""
    import random

    from troyes_desktop.rules.troyes.game import Game

    for seed in range(1, 40):
        game = Game.new(4, seed=seed, names=["Anna", "Faye", "Geoffrey", "Emily"])
        rng = random.Random(seed)
        for _ in range(4000):
            if game.over or len(game.queue) > length:
                break
            if game.pending.kind == "turn" and len(game.queue) == length and game.dice_of(game.pending.seat):
                return game
            actions = game.legal_actions()
            targets = [a for a in actions if a[0] == "target" and a[1] != "event"]
            game.apply(rng.choice(targets or [a for a in actions if a[0] not in ("pass", "cancel", "concede")]
                                  or actions))
    raise AssertionError(f"no queue of exactly {length} events")


@pytest.fixture
def board_window(layout_board_window):
    return layout_board_window


@pytest.fixture
def lang():
    yield apply_language
    apply_language("en")


def _show(qtbot, window, game, size=(1280, 720)):
    window.resize(*size)
    window.start_game("troyes", game, autosave=False)
    page = troyes_page(window)
    if page.curtain.covering:
        page.curtain.reveal()
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return page


def _drawn_texts(item, monkeypatch) -> list[tuple[str, str, bool]]:
    """(text, text as drawn, drawn upright) of every text ``item`` paints."""
    from troyes_desktop.troyes_ui.scene import base

    original, found = base.text, []

    def recording(painter, rect, s, size, *args, **kwargs):
        bold = kwargs.get("bold", args[1] if len(args) > 1 else False)
        wrap = kwargs.get("wrap", args[4] if len(args) > 4 else False)
        shown = base.fitted_text(rect, s, size, bold, False, wrap)[1]
        t = painter.worldTransform()
        found.append((str(s), shown, abs(t.m12()) > 1e-6 or abs(t.m21()) > 1e-6))
        return original(painter, rect, s, size, *args, **kwargs)

    module = importlib.import_module("troyes_desktop.troyes_ui.scene.events")
    monkeypatch.setattr(module, "text", recording)
    image = QImage(int(item.boundingRect().width()) + 12, int(item.boundingRect().height()) + 12,
                   QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    monkeypatch.undo()
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("length", [5, 7, 8, 10])
def test_a_long_queue_shows_every_card_whole_with_its_name_across(qtbot, board_window, monkeypatch, lang,
                                                                 language, length):
    lang(language)
    page = _show(qtbot, board_window, queue_of(length))
    cards = page.scene.events
    assert len(cards) == length
    rects = [c.sceneBoundingRect().adjusted(6, 6, -6, -6) for c in cards]
    for i, (card, rect) in enumerate(zip(cards, rects)):
        assert not card.compact(), f"card {i} of {len(cards)} shows only a strip"
        assert lay.EVENTS.contains(rect) and not rect.intersects(lay.DECKS), (i, rect)
        for other in rects[i + 1:]:
            assert not rect.intersects(other), (rect, other)
        texts = _drawn_texts(card, monkeypatch)
        name = texts[0]
        assert name[0] == name[1], f"{name[0]!r} drawn shortened as {name[1]!r}"
        assert not any(upright for _s, _shown, upright in texts), f"{name[0]!r} stands upright"
        assert all(s == shown for s, shown, _u in texts), texts


def test_the_round_four_demo_has_a_full_queue(qtbot, board_window):
    page = _show(qtbot, board_window, build_demo("troyes-4p-queue"))
    assert page.model.game.round == 4 and len(page.scene.events) == 9
    assert all(card.in_row() and not card.compact() for card in page.scene.events)


def _face(card, lit: bool) -> QImage:
    scene = card.scene()
    scene.highlights = {card.key()} if lit else set()
    rect = card.boundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(-rect.topLeft())
    card.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def test_a_lit_event_card_keeps_its_colours(qtbot, board_window):
    """Lit as a target, a red card's face is the same red (a frame and a glow around it, no yellow wash),
    and its name's white letters stay as white."""
    page = _show(qtbot, board_window, build_demo("troyes-4p-queue"))
    card = next(c for c in page.scene.events if c.game.event(c.index).deck == "red")
    plain, lit = _face(card, False), _face(card, True)
    page.scene.highlights = set()
    margin = 6 + 10                                    # inside the card, clear of the frame
    worst = 0
    for x in range(margin, plain.width() - margin, 3):
        for y in range(margin, plain.height() - margin, 3):
            a, b = QColor(plain.pixel(x, y)), QColor(lit.pixel(x, y))
            worst = max(worst, abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
    assert worst <= 2, f"the lit card's face changed by {worst} in a colour channel"
    edge = QColor(lit.pixel(3, lit.height() // 2))
    assert edge.red() > 200 and edge.green() > 150 and edge.blue() < 150, edge.name()   # the gold glow


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)], ids=str)
def test_the_end_of_round_card_leaves_the_queue_in_view(qtbot, board_window, size):
    from troyes_desktop.troyes_ui.round_summary import RoundToast, round_starts, summary_lines

    page = _show(qtbot, board_window, build_demo("troyes-4p-queue"), size)
    game = page.model.game
    lines = summary_lines(game, 3, round_starts(game.setup, game.history))
    host = board_window.centralWidget()
    card = RoundToast(host, "End of round 3: what changed", lines)
    try:
        view = page.board
        queue = view.mapFromScene(QRectF(lay.EVENTS)).boundingRect()
        queue = QRect(view.mapTo(host, queue.topLeft()), queue.size())
        board = QRect(view.mapTo(host, QPoint(0, 0)), view.size())
        assert host.rect().contains(card.geometry()) and board.contains(card.geometry()), card.geometry()
        assert not card.geometry().intersects(queue), (card.geometry(), queue)
    finally:
        card.close()
