"""Every screen readable (issue 41, item 12): at 1280x720 and 1366x768, with the text at 100 % and 150 %, in
English and in French, the final scorings show every row (the Total too) and every column without scrolling,
the Troyes Dice play panel shows its prompt and all its buttons, the end-of-round card every line, the
"On the board" list stays inside the window, the hint's status line is never cut by the Chronicle button,
the start screen's buttons and the player panels show their words whole."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QPushButton

from tests.page_helpers import dice_page, troyes_page
from troyes_desktop.app.language import apply_language
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui.demo import build_demo

from .test_screen_sizes import TEN, _settle

CASES = [((1280, 720), 150, "fr"), ((1366, 768), 150, "en"), ((1280, 720), 100, "en"),
         ((1366, 768), 125, "fr")]
IDS = [f"{w}x{h}-{p}-{lang}" for (w, h), p, lang in CASES]


@pytest.fixture
def setting(text_scale):
    def use(percent: int, lang: str) -> None:
        apply_language(lang)
        text_scale(percent)

    yield use
    apply_language("en")


def _finished_troyes() -> Game:
    game = Game.new(4, seed=4, names=["Anna", "Faye", "Geoffrey", "Emily"])
    rng = random.Random(4)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def _finished_dice(players: int = 4) -> DiceGame:
    game = DiceGame.new(players, seed=5, names=TEN[:players])
    rng = random.Random(5)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def _table_shows_all(table) -> None:
    """Every cell of the table lies inside its viewport: nothing is scrolled away."""
    view = table.viewport().rect()
    assert table.verticalScrollBar().maximum() == 0 and table.horizontalScrollBar().maximum() == 0
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            cell = table.visualItemRect(table.item(r, c))
            assert view.contains(cell), (table.verticalHeaderItem(r).text(), c, cell, view)
    for c in range(table.columnCount()):
        name = table.horizontalHeaderItem(c).text()
        need = table.fontMetrics().horizontalAdvance(name) + 8
        assert table.horizontalHeader().sectionSize(c) >= need, name


@pytest.mark.parametrize("size, percent, lang", CASES, ids=IDS)
def test_the_final_scoring_shows_the_total_and_every_player(shell, setting, size, percent, lang) -> None:
    setting(percent, lang)
    w = shell(size)
    w.start_game("troyes", _finished_troyes(), autosave=False)
    _settle()
    dialog = troyes_page(w).scoring_dialog
    assert dialog.isVisible() and dialog.height() <= size[1] - 40 and dialog.width() <= size[0]
    _table_shows_all(dialog.table)
    last = dialog.table.rowCount() - 1
    assert dialog.table.verticalHeaderItem(last).text() == "Total"
    dialog.reject()


@pytest.mark.parametrize("size, percent, lang", CASES, ids=IDS)
def test_the_dice_final_table_shows_every_player(shell, setting, size, percent, lang) -> None:
    setting(percent, lang)
    w = shell(size)
    w.start_game("dice", _finished_dice(), autosave=False)
    _settle()
    dialog = dice_page(w).scoring_dialog
    assert dialog.isVisible() and dialog.height() <= size[1] - 40 and dialog.width() <= size[0]
    _table_shows_all(dialog.table)
    dialog.reject()


@pytest.mark.parametrize("size, percent, lang", CASES, ids=IDS)
def test_the_dice_panel_shows_its_prompt_and_buttons(shell, setting, size, percent, lang) -> None:
    setting(percent, lang)
    w = shell(size)
    game = DiceGame.new(4, seed=2, names=TEN[:4])
    w.start_game("dice", game, autosave=False)
    page = dice_page(w)
    for _ in range(6):          # a few half days: free dice, dice that cost "1 resource of your choice"
        g = page.model.game
        if g.over:
            break
        rank = next(a[1] for a in g.legal_actions() if a[0] == "die")
        page.controller.select(rank)
        _settle()
        view = page.panel_scroll.viewport()
        assert page.panel_scroll.verticalScrollBar().maximum() == 0, "the panel needs scrolling"
        for button in page.panel.findChildren(QPushButton):
            if button.isVisibleTo(page.panel):
                where = QRect(button.mapTo(view, QPoint(0, 0)), button.size())
                assert view.rect().contains(where), (button.text(), where, view.rect())
        assert page.wheel.height() >= 160
        page.controller.clear()
        page.model.apply(next(a for a in g.legal_actions() if a[0] == "die"))
        while not page.model.game.over and page.model.game.stage != "choose_die":
            page.model.apply(page.model.game.legal_actions()[0])


@pytest.mark.parametrize("size, percent, lang", CASES[:2], ids=IDS[:2])
def test_the_end_of_round_card_shows_every_line(shell, setting, size, percent, lang) -> None:
    from troyes_desktop.i18n import translate
    from troyes_desktop.troyes_ui.round_summary import RoundToast, round_starts, summary_lines

    setting(percent, lang)
    w = shell(size)
    game = _finished_troyes()
    w.start_game("troyes", build_demo("troyes-4p"), autosave=False)
    lines = summary_lines(game, 2, round_starts(game.setup, game.history))
    card = RoundToast(w.centralWidget(), translate("Chronicle", "End of round {round}: what changed").format(
        round=2), lines)
    _settle()
    assert w.centralWidget().rect().contains(card.geometry())
    for label in (card.head, card.body):
        assert label.height() >= label.heightForWidth(label.width()), label.text()
        assert label.geometry().bottom() <= card.contentsRect().bottom()
    card.close()


def test_the_board_list_drops_down_inside_the_window(qtbot) -> None:
    """A long choice of the "On the board" list wraps rather than running past the window's right edge."""
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from troyes_desktop.shared_ui.widgets import WrappingComboBox

    window = QWidget()
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 520, 300)
    row = QHBoxLayout(window)
    row.addStretch(1)
    combo = WrappingComboBox()
    combo.setFixedWidth(170)
    long = "Counter the black 6 with the chosen dice and your white 5, your red 2 and your yellow 1"
    combo.addItems(["Take the white 4", long])
    row.addWidget(combo)
    window.show()
    qtbot.waitExposed(window)
    combo.showPopup()
    QApplication.processEvents()
    popup = combo.view().window()
    assert window.frameGeometry().contains(popup.geometry()), (popup.geometry(), window.frameGeometry())
    view = combo.view()
    rows = sum(view.sizeHintForRow(i) for i in range(combo.count()))
    assert view.viewport().height() >= rows - 1            # every choice in full, on several lines
    assert view.sizeHintForRow(1) > view.sizeHintForRow(0)
    combo.hidePopup()


@pytest.mark.parametrize("percent", [100, 150])
def test_the_hint_in_the_status_bar_is_never_cut(shell, text_scale, percent) -> None:
    from troyes_desktop.shared_ui.widgets import fitting_message, message_room

    text_scale(percent)
    w = shell((1280, 720))
    w.start_game("troyes", build_demo("troyes-4p"), autosave=False)
    _settle()
    bar = w.statusBar()
    full = ("Hint \u2014 the Hard player would start with \u201cBuy the red 4 (Anna)\u201d: it activates the "
            "Merchant twice for 4 deniers and keeps your yellow 3 for the cathedral.")
    short = "Hint \u2014 the Hard player would start with \u201cBuy the red 4 (Anna)\u201d."
    shown = fitting_message(bar, [full, short, "Hint."])
    assert bar.fontMetrics().horizontalAdvance(shown) <= message_room(bar)
    assert message_room(bar) < bar.width() - w.chronicle_button.width()
    # At 150 % the whole hint no longer fits beside the Chronicle button: the shorter sentence is shown.
    assert shown == (full if percent == 100 else short)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=["1280x720", "1366x768"])
def test_the_start_screen_and_player_panels_at_150_in_french(shell, setting, size) -> None:
    setting(150, "fr")
    w = shell(size)
    w.show_start_screen()
    _settle()
    for button in w.start_screen.findChildren(QPushButton):
        if button.isVisible() and button.text():
            need = button.fontMetrics().horizontalAdvance(button.text().replace("&", "")) + 28
            assert button.width() >= need, (button.text(), button.width(), need)
    w.start_game("troyes", build_demo("troyes-4p"), autosave=False)
    if troyes_page(w).curtain.covering:
        troyes_page(w).curtain.reveal()
    _settle()
    page = troyes_page(w)
    # At 150 % in the compact layout the panels stand side by side above the board (panel_strip.py).
    assert page.strip.isVisible() and not page.panels_scroll.isVisible()
    from .layout_check import problems

    for panel in page.player_panels:
        assert panel.parent() is page.strip
        least = panel.minimumSizeHint()
        assert least.width() <= panel.width(), (least.width(), panel.width())
        assert panel.geometry().right() <= page.strip.width() and panel.height() >= least.height()
        assert not problems(panel), problems(panel)


@pytest.mark.parametrize("size, percent, lang", CASES[:2], ids=IDS[:2])
def test_the_prompt_beside_the_board_shows_all_its_buttons(shell, setting, size, percent, lang) -> None:
    """Compact layout: the prompt above the chronicle takes the height its buttons need (the chronicle
    gives way), so no choice is half hidden in a scrolled strip."""
    from .shell_helpers import play_until

    setting(percent, lang)
    w = shell(size)
    game = play_until(Game.new(4, seed=7, names=["Anna", "Faye", "Geoffrey", "Emily"]),
                      lambda g: g.pending.kind == "group" and len([a for a in g.legal_actions()
                                                                  if a[0] == "target"]) >= 3, seed=7)
    assert game.pending.kind == "group"
    # The game one step earlier (the die not yet taken): the prompt is fitted again when its content grows.
    earlier = Game(game.setup)
    for action in game.history[:-1]:
        earlier.apply(action)
    assert earlier.pending.kind == "turn"
    w.start_game("troyes", earlier, autosave=False)
    if troyes_page(w).curtain.covering:
        troyes_page(w).curtain.reveal()
    _settle()
    before = troyes_page(w).side.sizes()
    assert troyes_page(w).model.apply(game.history[-1])
    _settle()
    assert troyes_page(w).side.sizes() != before
    assert troyes_page(w).compact and len(troyes_page(w).prompt.buttons) >= 4
    # All its buttons show, or (long French choices at 150 %) the prompt has all the column but the
    # chronicle's least height, and its strip of buttons scrolls.
    scrolls = troyes_page(w).prompt.button_scroll.verticalScrollBar().maximum() > 0
    least = max(80, troyes_page(w).side.widget(1).minimumSizeHint().height())
    assert not scrolls or troyes_page(w).side.sizes()[1] <= least + 2, (troyes_page(w).side.sizes(), least)
    assert troyes_page(w).log.height() >= 60


def test_the_dice_window_can_be_made_smaller_again(shell, setting) -> None:
    """The play panel's height is asked for, not fixed: a window made smaller keeps its new size and the panel
    is fitted again (shown whole)."""
    setting(150, "fr")
    w = shell((1920, 1080))
    w.start_game("dice", DiceGame.new(1, seed=2, names=["Anna"]), autosave=False)
    _settle()
    w.resize(1280, 720)
    _settle()
    _settle()
    assert (w.width(), w.height()) == (1280, 720)
    page = dice_page(w)
    assert page.panel_scroll.verticalScrollBar().maximum() == 0
    assert page.panel_scroll.geometry().bottom() <= page.left_column.height()


LARGE = [((1280, 720), "en"), ((1280, 720), "fr"), ((1366, 768), "en"), ((1366, 768), "fr")]
LARGE_IDS = [f"{w}x{h}-150-{lang}" for (w, h), lang in LARGE]


@pytest.mark.parametrize("size, lang", LARGE, ids=LARGE_IDS)
def test_the_modules_of_the_new_game_dialog_need_no_horizontal_scroll(shell, setting, size, lang,
                                                                      monkeypatch) -> None:
    """At 150 % the modules of The Ladies of Troyes show across their box: every module's name and line,
    the mix rows' lists and lines lie within the box's view (only the height may scroll)."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

    setting(150, lang)
    w = shell(size)
    # The dialog takes the height its modules want within the screen's room: that of this size (the tests'
    # own offscreen screen is 800x800).
    room = QRect(0, 0, *size)
    monkeypatch.setattr("troyes_desktop.troyes_ui.new_game_dialog.available_room", lambda window: room)
    dialog = w.open_new_game("troyes")
    _settle()
    try:
        area = dialog.modules_scroll
        assert area.isVisible()
        assert area.horizontalScrollBar().maximum() == 0, area.horizontalScrollBar().maximum()
        view = area.viewport()
        shown = [c for c in dialog.modules_box.findChildren(QWidget)
                 if isinstance(c, (QCheckBox, QComboBox, QLabel)) and c.isVisible()]
        assert len(shown) >= 2 * 8 + 4          # 8 modules and their lines, 2 mix lists and their lines
        for widget in shown:
            left = widget.mapTo(view, QPoint(0, 0)).x()
            assert left >= 0 and left + widget.width() <= view.width(), (widget.objectName(), left,
                                                                        widget.width(), view.width())
        assert dialog.width() <= size[0] and dialog.height() <= size[1] - 40
    finally:
        dialog.reject()


@pytest.mark.parametrize("size, lang", LARGE, ids=LARGE_IDS)
def test_the_dice_dialog_keeps_its_margin_at_150(shell, setting, size, lang) -> None:
    """The Banquets and Raids line (and every other line of words) ends inside the margin the frames keep,
    never against the dialog's right edge; the dialog fits the screen."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget

    setting(150, lang)
    w = shell(size)
    dialog = w.open_new_game("dice")
    _settle()
    try:
        assert dialog.width() <= size[0] and dialog.height() <= size[1] - 40, dialog.size()
        frame = max(g.mapTo(dialog, QPoint(0, 0)).x() + g.width() for g in dialog.findChildren(QGroupBox))
        inner = frame - 8                       # the frames' own inner margin
        bottom = dialog.buttons.buttons()
        for widget in dialog.findChildren(QWidget):
            if not isinstance(widget, (QLabel, QAbstractButton)) or widget in bottom:
                continue
            if not widget.isVisible() or not widget.text():
                continue
            if isinstance(widget, QLabel):
                if widget.wordWrap() and widget.parentWidget() is dialog:
                    continue                    # the paragraph under the title, wrapped within the margin
                words = widget.width() if widget.wordWrap() else widget.fontMetrics().horizontalAdvance(
                    widget.text())
            else:
                words = widget.sizeHint().width()
            right = widget.mapTo(dialog, QPoint(0, 0)).x() + min(words, widget.width())
            assert right <= inner, (widget.text()[:40], right, inner, dialog.width())
        assert dialog.banquets.isVisible() and dialog.banquets_note.isVisible()
        assert dialog.banquets_note.wordWrap()
    finally:
        dialog.reject()


def _black_with_twins(game: Game) -> bool:
    """Countering a black die, with two other black dice of one value the chosen dice could also counter."""
    if game.pending.kind != "black":
        return False
    values = [game.black[a[1]] for a in game.legal_actions() if a[0] == "bx"]
    return len(values) > len(set(values))


def _turn_with_influence(game: Game) -> bool:
    actions = {a[0] for a in game.legal_actions()}
    return game.pending.kind == "turn" and {"hire", "flip"} <= actions


def _group_of_choices(many: int):
    """Deciding where to use a group of dice, with ``many`` places, long ones among them (hire a tradesman
    and activate the card, combat an event): with Cancel, ``many`` + 1 buttons."""
    def stop(game: Game) -> bool:
        if game.pending.kind != "group":
            return False
        targets = [a for a in game.legal_actions() if a[0] == "target"]
        kinds = {a[1] for a in targets}
        return len(targets) == many and {"card", "event"} <= kinds
    return stop


_group_of_four, _group_of_five = _group_of_choices(4), _group_of_choices(5)


@pytest.mark.parametrize("stop", [_turn_with_influence, _black_with_twins, _group_of_four, _group_of_five],
                         ids=["hire", "black-dice", "group-4", "group-5"])
def test_the_prompt_choices_fit_their_column_at_150_in_french(shell, setting, stop) -> None:
    """1280x720, 150 %, French: the prompt beside the board shows its long choices (hire for 2 influence,
    counter the black dice, the places a group of dice can go) without scrolling, each whole; one button for
    each value of black die; a group's places of one kind under one line that says what they do, the
    question said once (by the banner above the board)."""
    from .shell_helpers import play_until

    setting(150, "fr")
    w = shell((1280, 720))
    game = play_until(Game.new(4, seed=7, names=["Anna", "Faye", "Geoffrey", "Emily"]), stop, seed=7)
    assert stop(game)
    w.start_game("troyes", game, autosave=False)
    if troyes_page(w).curtain.covering:
        troyes_page(w).curtain.reveal()
    _settle()
    _settle()
    assert troyes_page(w).compact
    strip = troyes_page(w).prompt.button_scroll
    assert strip.verticalScrollBar().maximum() == 0, strip.verticalScrollBar().maximum()
    view = strip.viewport().rect()
    for button in troyes_page(w).prompt.buttons.values():
        place = QRect(button.mapTo(strip.viewport(), QPoint(0, 0)), button.size())
        assert view.contains(place), (button.text(), place, view)
        fm = button.fontMetrics()
        need = max(fm.horizontalAdvance(line) for line in button.text().split("\n"))
        assert need <= button.width() and fm.height() * (button.text().count("\n") + 1) <= button.height()
    texts = [b.text() for b in troyes_page(w).prompt.buttons.values()]
    assert len(texts) == len(set(texts)), texts
    if stop is _black_with_twins:
        counters = [a for a in troyes_page(w).prompt.buttons if a[0] == "bx"]
        values = {troyes_page(w).model.game.black[a[1]] for a in counters}
        assert len(counters) == len(values) >= 1
    if stop in (_group_of_four, _group_of_five):
        game = troyes_page(w).model.game
        targets = [a for a in game.legal_actions() if a[0] == "target"]
        assert set(targets) <= set(troyes_page(w).prompt.buttons) \
            and len(targets) == (4 if stop is _group_of_four else 5)
        # The question is the banner's, whole on its line: the prompt does not repeat it.
        assert troyes_page(w).banner.decision_label.text() == troyes_page(w).prompt.title.text() \
            and not troyes_page(w).prompt.title.isVisible()
        # Each place of a card or an event: its name on its button, the whole sentence as its tooltip.
        heads = [h.text() for h in troyes_page(w).prompt._headings if h.text()]
        assert heads and all(h.endswith("\u00a0:") for h in heads), heads
        for action in targets:
            button = troyes_page(w).prompt.buttons[action]
            if action[1] == "event":
                assert "Lutter contre un évènement\u00a0:" in heads
                name = button.text().split(" \u2014")[0]
                assert button.toolTip().startswith(f"Lutter contre l’évènement {name}"), button.toolTip()


def test_the_end_of_round_card_stays_over_the_board_at_150_in_french(shell, setting) -> None:
    """1280x720, 150 %, French: the end-of-round card lies over the board, not over the prompt and the
    chronicle beside it; a second round's card replaces the first (never two cards one over the other)."""
    setting(150, "fr")
    w = shell((1280, 720))
    w.start_game("troyes", Game.new(2, seed=11, names=["Anna", "Faye"]), autosave=False)
    rng = random.Random(11)
    cards = []
    while troyes_page(w).model.game.round < 3 and not troyes_page(w).model.game.over:
        acts = troyes_page(w).model.game.legal_actions()
        busy = [a for a in acts if a[0] not in ("pass", "cancel", "concede")] or acts
        before = troyes_page(w).log.toast
        assert troyes_page(w).model.apply(rng.choice(busy))
        w.pause_pages()
        if troyes_page(w).log.toast is not before:
            cards.append(troyes_page(w).log.toast)
            if troyes_page(w).curtain.covering:
                troyes_page(w).curtain.reveal()
            _settle()
            card = troyes_page(w).log.toast
            host = card.parentWidget()
            board = QRect(troyes_page(w).board.mapTo(host, QPoint(0, 0)), troyes_page(w).board.size())
            side = QRect(troyes_page(w).side.mapTo(host, QPoint(0, 0)), troyes_page(w).side.size())
            assert troyes_page(w).compact and troyes_page(w).side.isVisible()
            assert board.contains(card.geometry()), (card.geometry(), board)
            assert not card.geometry().intersects(side), (card.geometry(), side)
    assert len(cards) == 2
    _settle()
    assert not cards[0].isVisible() and cards[1].isVisible()


def test_a_long_question_moves_no_board_at_150_in_french(shell, setting) -> None:
    """1280x720, 150 %, French: "Faye : choisir combien d’activations de la carte Meunier vont au Palais" took
    two lines of the banner and the board moved down under the pointer. The banner keeps one line (there,
    who decides: "À Faye de décider") and the prompt beside the board asks the question whole; a short
    question is said once, by the banner."""
    setting(150, "fr")
    w = shell((1280, 720))
    w.start_game("troyes", Game.new(4, seed=7, names=["Anna", "Faye", "Geoffrey", "Emily"]), autosave=False)
    rng = random.Random(7)
    places, seen = set(), set()
    for _ in range(400):
        if troyes_page(w).curtain.covering:
            troyes_page(w).curtain.reveal()
        _settle()
        _settle()
        game = troyes_page(w).model.game
        places.add((troyes_page(w).board.mapTo(w, QPoint(0, 0)).toTuple(),
                    troyes_page(w).board.size().toTuple(), troyes_page(w).banner.height()))
        question = troyes_page(w).prompt.title.text()
        if troyes_page(w).banner.decision_label.text() == question:
            assert not troyes_page(w).prompt.title.isVisible(), question
        else:
            banner = troyes_page(w).banner.decision_label
            name = game.players[game.pending.seat].name
            assert banner.text() == f"À {name} de décider" and banner.toolTip() == question
            assert troyes_page(w).prompt.title.isVisible() and troyes_page(
                w
            ).prompt.title.height() >= troyes_page(w).prompt.title.heightForWidth(
                troyes_page(w).prompt.title.width()
            ), question
        seen.add(game.pending.kind)
        if game.pending.kind == "miller":
            break
        actions = game.legal_actions()
        busy = [a for a in actions if a[0] not in ("pass", "cancel", "concede")] or actions
        troyes_page(w).model.apply(rng.choice(busy))
    assert "miller" in seen and {"turn", "group"} <= seen, seen
    assert len(places) == 1, places
