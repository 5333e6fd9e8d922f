"""The board reads without zooming (issue 13): at 1280x800, 1366x768 and 1920x1080, with the side columns
shown, the board as fitted draws every die at 28 pixels or more on screen, and the activity cards' titles
and main numbers (hiring cost, divisor, victory points of the tradesman spaces) and the event cards' names
and divisors at 9 points or more on screen, for a 4-player game with every module of The Ladies of Troyes
and for solo against le Roy (and in French, whose words are longer).

Measured from the scene: an item's size in scene units times the view's scale; a text's pixel size (after
any shrinking to fit its place) times the view's scale, in points at the screen's logical resolution."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from tests.page_helpers import troyes_page

from .test_layout_small import _show


@pytest.fixture
def board_window(layout_board_window):
    """The small-screen layout tests' main window (tests/gui/conftest.py)."""
    return layout_board_window


SIZES = [(1280, 800), (1366, 768), (1920, 1080)]
DEMOS = ["troyes-ladies-4p", "troyes-solo"]
MIN_DIE_PX = 28
MIN_TEXT_PT = 9


def on_screen(view, events: bool = True) -> dict[str, float]:
    """The smallest die (pixels) and the smallest card title and card number (points) on screen: activity
    cards, and with ``events`` the event cards of the queue too (their names and divisors)."""
    scene = view.scene()
    scale = view.transform().m11()
    assert abs(view.transform().m22() - scale) < 1e-6          # no stretching
    to_pt = 72 / view.logicalDpiY()
    dice = []
    for die in scene.dice.values():
        # The die's two corners mapped to the viewport: its real size on screen.
        a = view.mapFromScene(die.mapToScene(QPointF(0, 0)))
        b = view.mapFromScene(die.mapToScene(QPointF(die.size, die.size)))
        dice.append(min(b.x() - a.x(), b.y() - a.y()))
    titles, numbers = [], []
    for card in [*scene.cards, *(scene.events if events else ())]:
        for what, px in card.label_sizes().items():
            (titles if what == "title" else numbers).append(px * scale * to_pt)
    assert dice and titles and numbers
    return {"die_px": min(dice), "title_pt": min(titles), "number_pt": min(numbers), "zoom": scale}


@pytest.mark.parametrize("demo", DEMOS)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_dice_and_card_text_read_without_zooming(qtbot, board_window, size, demo):
    view = troyes_page(_show(qtbot, board_window, size, demo)).board
    assert board_window.chronicle_visible and troyes_page(board_window).player_panels[0].isVisible()
    found = on_screen(view)
    where = f"{demo} at {size[0]}x{size[1]} (board drawn at {found['zoom']:.3f})"
    assert found["die_px"] >= MIN_DIE_PX, f"{where}: dice of {found['die_px']:.1f} px"
    assert found["title_pt"] >= MIN_TEXT_PT, f"{where}: card titles at {found['title_pt']:.1f} pt"
    assert found["number_pt"] >= MIN_TEXT_PT, f"{where}: card numbers at {found['number_pt']:.1f} pt"


@pytest.mark.parametrize("size", SIZES[:2], ids=[f"{w}x{h}" for w, h in SIZES[:2]])
def test_french_card_text_reads_as_well(qtbot, french, board_window, size):
    """French words are longer ("engager : 4"): the activity cards' still fit their places at full size."""
    view = troyes_page(_show(qtbot, board_window, size, "troyes-ladies-4p")).board
    found = on_screen(view, events=False)      # (some French event names are long: smaller in a strip)
    assert found["title_pt"] >= MIN_TEXT_PT and found["number_pt"] >= MIN_TEXT_PT, found


def test_the_measure_sees_a_small_board(qtbot, board_window):
    """The measure itself: zoomed out, the same board reads too small."""
    view = troyes_page(_show(qtbot, board_window, (1280, 800), "troyes-ladies-4p")).board
    view.zoom_out()
    view.zoom_out()
    found = on_screen(view)
    assert found["die_px"] < MIN_DIE_PX and found["title_pt"] < MIN_TEXT_PT


@pytest.mark.parametrize("demo", ["troyes-ladies-4p", "troyes-4p"])
@pytest.mark.parametrize("size", [(1600, 1000), (1920, 1080)], ids=["1600x1000", "1920x1080"])
def test_the_board_fills_its_area_in_the_wide_layout(qtbot, board_window, size, demo):
    """With the prompt under the board, the side columns take only the width the board cannot use: the
    board spans its area both ways (no band of bare table above and below it). Where the prompt stands
    beside the board instead (a window wider than the board's shape: troyes_ui/board_room.py, issue 50),
    the board gets the whole height and spans the whole width between the columns."""
    page = troyes_page(_show(qtbot, board_window, size, demo))
    view = page.board
    assert not page.compact
    rect, zoom, area = view.sceneRect(), view.zoom(), view.viewport().size()
    used = (rect.width() * zoom / area.width(), rect.height() * zoom / area.height())
    where = f"{demo} at {size}: the board uses {used[0]:.2f} x {used[1]:.2f} of its area"
    if page.beside:
        assert page.prompt.parent() is page.side
        assert used[0] >= 0.97 and used[1] >= 0.85, where
    else:
        assert min(used) >= 0.93, where


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_event_names_stay_inside_their_header(qapp, lang):
    """Every event's name as drawn (wrapped, shrunk to fit, shortened with an ellipsis when even the
    smallest size is too large), in a strip of the queue at every length up to 14 cards or on a whole card,
    stays inside the header, 2 px clear of its bottom edge: in French "Hiver rigoureux" touched the bottom
    edge with its descenders, and in a narrow strip "Conflict of Succession" ran over both edges."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetricsF

    from troyes_desktop.app.language import apply_language
    from troyes_desktop.i18n import localized
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.rules.troyes.simulate import normalise_modules
    from troyes_desktop.troyes_ui.scene import layout as lay
    from troyes_desktop.troyes_ui.scene.base import fitted_text
    from troyes_desktop.troyes_ui.scene.events import event_title_rect

    events = Game.new(4, seed=1, options={"modules": list(normalise_modules(("all",)))}).data.events
    widths = {(lay.EVENT_CARD_W, False)}
    for count in range(2, 15):
        step = lay.event_pos(1, count).x() - lay.event_pos(0, count).x()
        if step < lay.EVENT_CARD_W:
            widths.add((step, True))
    apply_language(lang)
    try:
        bad = []
        for ev in events.values():
            name = localized(ev)
            for width, compact in sorted(widths):
                rect = event_title_rect(width, compact)
                font, drawn = fitted_text(rect, name, lay.EVENT_TITLE_PX, bold=True, wrap=True)
                flags = int(Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap)
                box = QFontMetricsF(font).boundingRect(rect, flags, drawn)
                if box.top() < 0 or box.bottom() > lay.EVENT_HEADER - 2:
                    bad.append(f"{name} ({width:.0f} px wide): {box.top():.1f} to {box.bottom():.1f}")
        assert len(events) == 24 and len(widths) > 2
        assert not bad, bad
    finally:
        apply_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_first_event_s_rules_text_stays_above_always_first(qtbot, board_window, lang):
    """The whole first card of the queue (Marauding) draws its rules text above its "always first": in
    French the two overlapped."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetricsF

    from troyes_desktop.app.language import apply_language
    from troyes_desktop.i18n import localized
    from troyes_desktop.troyes_ui.scene.base import fitted_text

    apply_language(lang)
    try:
        view = troyes_page(_show(qtbot, board_window, (1280, 800), "troyes-solo")).board
        card = view.scene().events[0]
        ev = card.game.event(0)
        assert ev.id == "marauding" and not card.compact()
        rect = card.rules_rect(ev)
        font, drawn = fitted_text(rect, localized(ev, "text"), 12, wrap=True)
        box = QFontMetricsF(font).boundingRect(rect, int(Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap), drawn)
        assert box.bottom() <= card.first_rect().top(), (lang, box, card.first_rect())
    finally:
        apply_language("en")
