"""The guided first game of Troyes at every common size and text size (issue 41, item 5): at every step no
text is cut and nothing overlaps (the layout inspector), the coach's strip keeps one height whatever a step
says, and the board is as large as in a game at the same size; le Roy's steps panel reads whole too."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from tests.page_helpers import troyes_page
from troyes_desktop import settings
from troyes_desktop.app import main_window
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme
from troyes_desktop.tutorial.troyes import TroyesTutorialWindow

from .layout_check import problems

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]


@pytest.fixture
def text_scale():
    def use(percent):
        settings.set("text_scale", percent)
        QApplication.instance().setFont(theme.font(11))

    yield use
    settings.set("text_scale", 100)
    QApplication.instance().setFont(theme.font(11))


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _lesson(qtbot, size):
    w = TroyesTutorialWindow(resume=False, delay_ms=0, save=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    _settle()
    return w


def _walk(w, at_each_step) -> None:
    lesson = w.lesson
    for _ in range(200):
        _settle()
        at_each_step(lesson.step)
        if lesson.step.get("final") or lesson.free():
            return
        if lesson.needs_next():
            lesson.next()
        elif "select" in lesson.step:
            for d in sorted(lesson.selection):
                w.scene.controller.click_die(d)
        else:
            assert w.model.apply_sequence(lesson.expected[lesson.move_index])


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_step_of_the_lesson_reads_whole(qtbot, text_scale, size, percent) -> None:
    text_scale(percent)
    w = _lesson(qtbot, size)
    heights, boards, seen = set(), set(), []

    def check(step):
        found = problems(w)
        assert not found, f"step {step['id']} at {size} and {percent} %:\n" + "\n".join(found[:10])
        heights.add(w.coach.height())
        boards.add((w.view.geometry().getRect(), round(w.view.zoom(), 5)))
        seen.append(step["id"])
        # The words fit the strip, or scroll in it: nothing is cut off without a scroll bar to reach it.
        words = w.coach.scroll.widget()
        assert words.height() <= w.coach.scroll.viewport().height() or \
            w.coach.scroll.verticalScrollBar().maximum() > 0

    _walk(w, check)
    assert seen[-1] == "free" and len(seen) >= 20
    assert len(heights) == 1, f"the coach's height changed with its words: {heights}"
    assert len(boards) == 1, "the board moved or changed its size when a step's words changed"


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=["1280x720", "1366x768"])
def test_the_lesson_board_is_as_large_as_in_a_game(qtbot, monkeypatch, text_scale, size) -> None:
    text_scale(100)                      # the app's own type, as apply_theme sets it
    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", True)
    game_window = main_window.MainWindow()
    qtbot.addWidget(game_window)
    game_window.resize(*size)
    game_window.show()
    qtbot.waitExposed(game_window)
    game_window.start_game("troyes", Game.new(players=2, seed=24, names=["Anna", "Faye"]), autosave=False)
    _settle()
    in_game = troyes_page(game_window).board.zoom()
    w = _lesson(qtbot, size)
    assert w.view.zoom() >= 0.98 * in_game, (w.view.zoom(), in_game)
    # ... and the step's words take a strip under it, well under the top quarter they took.
    assert w.coach.height() <= size[1] * 0.21
    assert w.coach.geometry().top() > w.view.geometry().bottom()
    game_window.drop_game()


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)], ids=["1280", "1366", "1920"])
def test_le_roys_steps_read_whole(qtbot, monkeypatch, text_scale, size, percent) -> None:
    text_scale(percent)
    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", True)
    theme.set_setting("view/roy_pace", "Step by step")
    try:
        w = main_window.MainWindow()
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        game = Game.new(players=1, seed=5, names=["Anna"], solo=True)
        rng = random.Random(2)
        while not (game.pending.kind == "roy" and game.round == 2):
            acts = game.legal_actions()
            game.apply(rng.choice([a for a in acts if a[0] not in ("pass", "concede")] or acts))
        w.start_game("troyes", game, autosave=False)
        for _ in range(3):
            if troyes_page(w).model.automaton_pending:
                troyes_page(w).prompt.choose(("roy",))
        _settle()
        panel = troyes_page(w).roy_steps
        assert panel.isVisible() and panel.steps
        found = problems(w)
        assert not found, "\n".join(found[:10])
        w.pause_pages()
        w.drop_game()
    finally:
        theme.set_setting("view/roy_pace", "Normal")


def _seen_rect(item):
    """What a player sees of a place or die, in scene coordinates (an overlapped event card: to the next)."""
    from PySide6.QtCore import QRectF

    if getattr(item, "die_id", None) is not None:
        return item.mapRectToScene(QRectF(0, 0, item.size, item.size))
    local = QRectF(item._rect)
    if getattr(item, "visible_w", None) is not None:
        local.setWidth(min(local.width(), item.visible_w))
    return item.mapRectToScene(local)


def _painted(ring, zoom: float):
    """What a frame paints, in scene coordinates: its filled shape, or the stroke of a rectangle drawn with a
    pen (a cosmetic pen's width is in pixels)."""
    from PySide6.QtGui import QPainterPath, QPainterPathStroker
    from PySide6.QtWidgets import QGraphicsRectItem

    if isinstance(ring, QGraphicsRectItem):
        pen = ring.pen()
        stroker = QPainterPathStroker()
        stroker.setWidth(pen.widthF() / zoom if pen.isCosmetic() else pen.widthF())
        outline = QPainterPath()
        outline.addRect(ring.rect())
        return ring.mapToScene(stroker.createStroke(outline))
    return ring.mapToScene(ring.shape())


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_lit_frames_cover_no_neighbour(qtbot, text_scale, lang) -> None:
    """The gold frame of a step's lit card, event or die never lies on a neighbour (the Heresy's covered the
    last letter of "Brigandage" beside it in the event queue): at every step, 1280x720, text at 150 %."""
    from troyes_desktop.app.language import apply_language
    from troyes_desktop.troyes_ui.scene import animation

    apply_language(lang)
    text_scale(150)
    animation.set_speed_override("instant")          # the dice stand at home when the frames are checked
    try:
        w = _lesson(qtbot, (1280, 720))
        framed = []

        def check(step):
            keys, dice = w.lesson.lit()
            lit = [w.scene.item_for(k) if k[0] != "district" else w.scene.districts.get(k[1]) for k in keys]
            lit += [w.scene.dice.get(d) for d in dice]
            lit = [it for it in lit if it is not None]
            assert len(w._ring_items) == len(lit), step["id"]
            places = [it for it in w.scene.items() if hasattr(it, "hit") and it.isVisible()]
            for ring, item in zip(w._ring_items, lit):
                shape = _painted(ring, w.view.zoom())
                mine = _seen_rect(item)
                assert shape.boundingRect().contains(mine.adjusted(1, 1, -1, -1)), step["id"]
                assert not shape.intersects(mine.adjusted(4, 4, -4, -4)), (step["id"], "covers its own words")
                for other in places:
                    seen = _seen_rect(other)
                    if other is item or seen.contains(mine) or mine.contains(seen) or seen.intersects(mine):
                        continue
                    assert not shape.intersects(seen), (step["id"], item.key(), other.key(), seen)
                framed.append(item.key()[0])

        _walk(w, check)
        assert {"event", "die", "card"} <= set(framed), set(framed)
    finally:
        animation.set_speed_override(None)
        apply_language("en")


@pytest.mark.parametrize("percent", [125, 150])
def test_the_lesson_player_panels_show_their_words_whole(qtbot, text_scale, percent) -> None:
    """1280x720, larger text, French: the lesson's player panels are as wide as their words need (at 150 %
    "Réserve" and "Récompense vos deniers" were cut at the column's edge), as on the game page."""
    from troyes_desktop.app.language import apply_language

    apply_language("fr")
    text_scale(percent)
    try:
        w = _lesson(qtbot, (1280, 720))
        _settle()
        view = w.left.viewport().rect()
        for panel in w.panels:
            assert panel.width() >= panel.minimumSizeHint().width(), (panel.width(), panel.minimumSizeHint())
            place = panel.geometry()
            assert view.contains(place.topLeft()) and place.right() <= view.right(), (place, view)
    finally:
        apply_language("en")


@pytest.mark.parametrize("percent", [100, 125])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_each_step_and_its_kind_refusal_fit_the_coach_without_a_scroll_bar(qtbot, text_scale, lang,
                                                                           percent) -> None:
    """1280x720, text at 100 and 125 %: every step's words and the note a wrong move brings ("Not in this
    step: ...") fit the coach's strip together, with no scroll bar and no cut feedback line (issue 50: in
    French the welcome and the Merchant's hire needed a scroll bar once the note showed). The strip is as
    tall as the longest step needs, within 30 % of the window (at 150 % the longest words scroll)."""
    from troyes_desktop.app.language import apply_language

    apply_language(lang)
    text_scale(percent)
    try:
        w = _lesson(qtbot, (1280, 720))
        crowded = []

        def check(step):
            if step.get("final") or w.lesson.free():
                return
            bar = w.coach.scroll.verticalScrollBar()
            w.coach.show_note(w.lesson.wrong())
            _settle()
            words = w.coach.scroll.widget()
            if bar.maximum() > 0 or words.height() > w.coach.scroll.viewport().height():
                crowded.append((step["id"], bar.maximum(), words.height()))
            w.coach.show_note("")

        _walk(w, check)
        assert not crowded, f"these steps need a scroll bar once the note shows: {crowded}"
    finally:
        apply_language("en")
