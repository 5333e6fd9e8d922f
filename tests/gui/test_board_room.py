"""The board grows with the window (issue 50, finding 3).

* At 1920x1080 the prompt stands beside the board, which fills the room between the columns (no empty band
  of prompt under it), and its smallest print is 11 px or more on screen (8 px before: the cards' "VP", the
  salaries, the event cards' VP lines), at 100 % and 150 % text.
* At 150 % in French the player panels' column is no wider than in English (the narrow panel's "Évén."):
  the board keeps the width the words of the other language leave it.
* Le Roy's steps: at 1280x720 and 150 % they stand under the board, across its width, in the band its shape
  leaves there (before: a narrow column under two player panels, squeezed to its title and a few words a
  line); the board keeps its size. At 100 % (no such band) they stay under his panel.
* At 150 % in the compact layout the prompt's column needs about 340 px for its long choices to show without
  scrolling (test_readable_screens.py); with the player panels in a column beside it too the board was drawn
  at 0.47 instead of 0.555 at 1280x720, and its texts whose place is full (card effects, the cards' "VP",
  long names) smaller than at 100 %. From 125 % the compact layout puts the panels in a strip above the
  board (troyes_ui/panel_strip.py): at 1280x720 the board is drawn at 0.555 again, every text at least as
  large as at 100 %. Known gap (strict xfail): at 1366x768 the strip's two lines leave the board 0.602
  against 0.610 at 100 % (its texts whose place is full about 1 % smaller).
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.page_helpers import troyes_page
from troyes_desktop import settings
from troyes_desktop.app.language import apply_language
from troyes_desktop.shared_ui import theme
from troyes_desktop.troyes_ui.demo import build_demo

from .board_print import on_screen


@pytest.fixture
def shown(qtbot):
    """Show a demo game at a window size, text size and language, as the application does."""
    windows = []

    def show(demo: str, size: tuple[int, int], percent: int = 100, lang: str = "en"):
        from troyes_desktop.app.main_window import MainWindow

        settings.set("text_scale", percent)
        QApplication.instance().setFont(theme.font(11))
        apply_language(lang)
        theme.set_setting("view/chronicle", True)
        settings.set("animation_speed", "Instant")
        w = MainWindow()
        qtbot.addWidget(w)
        windows.append(w)
        w.resize(*size)
        w.start_game("troyes", build_demo(demo), autosave=False)
        page = troyes_page(w)
        if page.curtain.covering:
            page.curtain.reveal()
        w.show()
        qtbot.waitExposed(w)
        for _ in range(4):
            QApplication.processEvents()
        page.board.fit()
        QApplication.processEvents()
        return page

    yield show
    for w in windows:
        w.pause_pages()
    settings.set("text_scale", 100)
    QApplication.instance().setFont(theme.font(11))
    apply_language("en")


GAP_1366 = pytest.mark.xfail(strict=True, reason="at 1366x768 the strip above the board leaves it 0.602 "
                             "against 0.610 at 100 % (issue 50, finding 3: see the module's docstring)")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("demo", ["troyes-4p-queue"])
@pytest.mark.parametrize("size", [(1280, 720), pytest.param((1366, 768), marks=GAP_1366)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_board_text_is_as_large_at_150_as_at_100(shown, size, demo, lang):
    normal = on_screen(shown(demo, size, 100, lang).board)
    large_page = shown(demo, size, 150, lang)
    large = on_screen(large_page.board)
    assert len(normal) > 60 and set(normal) == set(large)
    smaller = [f"{item} {text[:40]!r}: {normal[(item, text)]:.1f} -> {px:.1f} px"
               for (item, text), px in large.items() if px < normal[(item, text)] - 0.05]
    assert not smaller, f"{demo} at {size} in {lang}, drawn smaller at 150 %:\n" + "\n".join(smaller[:12])
    grown = sum(1 for key, px in large.items() if px > normal[key] * 1.2)
    assert grown >= len(large) // 3, f"only {grown} of {len(large)} texts grew with the text size"


@pytest.mark.parametrize("percent", [100, 150])
def test_at_1920x1080_the_board_fills_the_room_and_reads(shown, percent):
    page = shown("troyes-4p-queue", (1920, 1080), percent)
    view = page.board
    assert page.beside and page.prompt.parent() is page.side and not page.compact
    rect, zoom, area = view.sceneRect(), view.zoom(), view.viewport().size()
    used_w, used_h = rect.width() * zoom / area.width(), rect.height() * zoom / area.height()
    # Width-limited (the columns keep what their words need): the whole width, and at 100 % nearly the
    # whole height (at 150 % the wider columns leave a band above and below it, 7 % each).
    assert used_w >= 0.97 and used_h >= (0.88 if percent == 100 else 0.84), (used_w, used_h)
    # The board reaches the foot of the page: nothing under its column.
    foot = view.mapTo(page, view.rect().bottomLeft()).y()
    assert page.height() - foot <= 12, (page.height(), foot)
    sizes = on_screen(view)
    smallest = min(sizes, key=sizes.get)
    assert sizes[smallest] >= 11, f"{smallest} at {sizes[smallest]:.1f} px on screen"
    # The panels and the prompt beside it take only what they need: the board has most of the width.
    assert view.width() >= 0.62 * page.width(), (view.width(), page.width())


def test_the_prompt_stays_under_the_board_where_that_gives_it_more_room(shown):
    """At 1600x1000 the board is as large with the prompt under it: it stays there."""
    page = shown("troyes-4p", (1600, 1000))
    assert not page.beside and page.prompt.parent() is page.v_split


def test_the_panels_column_is_as_narrow_in_french_at_150(shown):
    # (with the ramparts the column stays at 150 %: without, the panels stand in the strip above the board)
    english = shown("troyes-ladies-4p", (1280, 720), 150, "en")
    assert english.panels_scroll.isVisible() and not english.strip.isVisible()
    width_en, zoom_en = english.panels_scroll.width(), english.board.zoom()
    french = shown("troyes-ladies-4p", (1280, 720), 150, "fr")
    assert french.panels_scroll.width() <= width_en + 4, (french.panels_scroll.width(), width_en)
    assert french.board.zoom() >= zoom_en - 0.005


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_le_roys_steps_read_under_the_board_at_150(shown, lang):
    from .layout_check import problems

    page = shown("troyes-solo", (1280, 720), 150, lang)
    for _ in range(3):
        QApplication.processEvents()
    steps, view = page.roy_steps, page.board
    assert steps.isVisible() and steps.parent() is page.board_holder
    assert steps.width() >= view.width() - 4 and steps.height() >= 110, steps.size()
    # The board is not made smaller: it still spans its column's width.
    assert view.sceneRect().width() * view.zoom() >= 0.97 * view.viewport().width()
    assert steps.title.text() and steps.texts()
    assert not [p for p in problems(steps) if "label" in p], problems(steps)
    normal = shown("troyes-solo", (1280, 720), 100, lang)
    for _ in range(3):
        QApplication.processEvents()
    assert normal.roy_steps.parent() is normal.panels_host and normal.roy_steps.isVisible()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_panels_stand_in_a_strip_above_the_board_with_large_text(shown, lang):
    """Compact layout, 150 %: the player panels side by side above the board, the left column gone, each
    panel whole (its name, its six figures, its hidden characters), the deciding player's framed; at 100 %
    they stand in the column again."""
    from .layout_check import problems

    page = shown("troyes-4p-queue", (1280, 720), 150, lang)
    strip, view = page.strip, page.board
    assert strip.isVisible() and not page.panels_scroll.isVisible()
    assert strip.geometry().bottom() < page.h_split.geometry().top() + 2
    panels = page.player_panels
    assert [p.parent() for p in panels] == [strip] * 4
    tops = {p.geometry().top() for p in panels}
    assert len(tops) == 1, tops
    xs = [p.geometry().left() for p in panels]
    assert xs == sorted(xs) and panels[-1].geometry().right() <= page.width()
    game = page.model.game
    for panel in panels:
        player = game.players[panel.seat]
        assert player.name in panel.name_label.text()
        assert panel.values["deniers"].text() == str(player.deniers)
        assert panel.values["cubes"].text() == str(player.cubes)
        assert all(v.isVisible() and v.text() for v in panel.values.values())
        assert all(c.isVisible() and c.text() for c in panel.captions.values())
        assert panel.characters_label.isVisible() and str(len(player.characters)) in \
            panel.characters_label.text()
        assert not problems(panel), problems(panel)
    deciding = [p for p in panels if p.seat == game.pending.seat]
    assert deciding and "border-width: 1px 2px" in deciding[0].styleSheet()
    zoom = view.zoom()
    normal = shown("troyes-4p-queue", (1280, 720), 100, lang)
    assert not normal.strip.isVisible() and normal.panels_scroll.isVisible()
    assert all(p.parent() is normal.panels_host for p in normal.player_panels)
    # The board has the width the column had: it is drawn as large as at 100 % (0.47 with the column).
    assert zoom >= normal.board.zoom() - 0.001, (zoom, normal.board.zoom())


def test_the_has_played_card_leaves_the_strip_in_view(shown):
    """Several people at one computer, 150 %: the card that says what a person played lies over the prompt
    (the next person's controls) and, taller than it, grows down over the chronicle, not up over the panels'
    strip (which it hid before: two players' figures under the card)."""
    from PySide6.QtCore import QPoint

    page = shown("troyes-4p-queue", (1280, 720), 150, "fr")
    model = page.model
    who = model.decider
    # Emily takes her yellow 1 for City Hall, a citizen of her supply, which expels one of her own there:
    # four lines on the card.
    for action in (("die", 51), ("target", "building", 2, None), ("source", "supply", None, None)):
        assert action in model.legal_actions(), (action, model.legal_actions())
        assert model.apply(action)
    for _ in range(3):
        QApplication.processEvents()
    curtain = page.curtain
    assert model.decider != who and curtain.covering and curtain.mode == "handover"
    card = curtain.bar.geometry()
    strip = page.strip.geometry()
    prompt = page.prompt.geometry().translated(page.prompt.parentWidget().mapTo(page, QPoint(0, 0)))
    assert card.isValid() and card.height() > prompt.height()
    assert not card.intersects(strip), (card, strip)
    assert card.top() <= prompt.top() + 2 and card.bottom() >= prompt.bottom(), (card, prompt)
    board = page.board.geometry().translated(page.board.parentWidget().mapTo(page, QPoint(0, 0)))
    assert not card.intersects(board)


def test_the_panels_go_back_to_their_column_when_the_window_widens(shown):
    """150 %: at 1280x720 the panels stand in the strip; the window made wide (the wide layout), they stand in
    the column again with their whole captions and lines; made small again, in the strip again."""
    from .layout_check import problems

    page = shown("troyes-4p-queue", (1280, 720), 150, "en")
    window = page.shell
    assert page.strip.isVisible()
    window.resize(1600, 1000)
    for _ in range(4):
        QApplication.processEvents()
    assert not page.compact and not page.strip.isVisible() and page.panels_scroll.isVisible()
    for panel in page.player_panels:
        assert panel.parent() is page.panels_host and not panel.strip
        assert panel.captions["deniers"].text() == "Deniers" and panel.characters_label.wordWrap()
        assert panel.characters_label.isVisible() and "hidden character" in panel.characters_label.text()
    assert not [p for p in problems(page.panels_host) if "label" in p], problems(page.panels_host)
    window.resize(1280, 720)
    for _ in range(4):
        QApplication.processEvents()
    assert page.strip.isVisible() and all(p.parent() is page.strip for p in page.player_panels)
    assert page.player_panels[0].captions["deniers"].text() == "Den."


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_persons_own_characters_and_badges_read_whole_in_the_strip(shown, lang):
    """Seen in a real window (one person against computers, 1280x720, 150 %, French): the person's own
    characters showed only "Character:" (the names were on a second line the strip has not) and the badges
    (first player, turn) were squeezed to a sliver. In the strip: the names on the one line, the badges
    whole."""
    from troyes_desktop.i18n import localized

    page = shown("troyes-4p-queue", (1280, 720), 150, lang)
    game = page.model.game
    seat = game.pending.seat
    panel = next(p for p in page.player_panels if p.seat == seat)
    panel.refresh(game, seat, False)                  # as the person's own view shows it
    for _ in range(3):
        QApplication.processEvents()
    text = panel.characters_label.text()
    names = [localized(game.data.characters[c]) for c in game.players[seat].characters]
    assert names and all(n in text for n in names) and "<br>" not in text, text
    label = panel.characters_label
    assert label.sizeHint().width() <= label.width() + 2, (label.sizeHint().width(), label.width())
    badge = panel.badge
    if badge.text():
        assert badge.width() >= badge.fontMetrics().horizontalAdvance(badge.text()) - 2, badge.width()
