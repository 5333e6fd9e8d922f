"""Hostile player names through every screen that shows names, in both modes, with the real widgets.

Not collected on its own (its name does not start with ``test_``): ``tests/gui/test_hostile_names.py`` runs it
in a child process under a watchdog, because the old failure is a freeze (``<img src=/dev/zero>`` read for
ever) that no test in the same process could stop. Each screen is checked by :mod:`tests.gui.plain_text`:
no text from a player read as rich text, no ``&`` taken for a shortcut, and the names shown as typed."""

from __future__ import annotations

import copy
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.plain_text import HOSTILE, TITLE_MARK, assert_plain
from tests.page_helpers import dice_page, troyes_page
from troyes_desktop.rules.troyes.game import Game

TROYES_NAMES = list(HOSTILE[:4])
SOLO_NAME = HOSTILE[4]
DICE_NAMES = list(HOSTILE) + [TITLE_MARK]
#: A file's name cannot hold "/": markup that reads a file of the current folder.
FILE_NAME = "<img src=hn-zero><i>"


def progress(text: str) -> None:
    """A line the parent test shows when the watchdog stops this run: where it was."""
    print(f"\n[hostile names] {text}", flush=True)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    from troyes_desktop import settings as player_settings
    from troyes_desktop.app import main_window

    player_settings.reset_cache()
    player_settings.set("animation_speed", "Instant")
    player_settings.set("computer_pace", "Instant")
    w = main_window.MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.pause_pages()
    for top in QApplication.topLevelWidgets():
        if top is not w and top.isVisible():
            top.close()
    player_settings.reset_cache()


def shown(*extra):
    """Every visible window: the main one, its dialogs, message boxes and toasts."""
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()] + [e for e in extra if e is not None]


def settle(qtbot) -> None:
    QApplication.processEvents()
    qtbot.wait(1)


# ------------------------------------------------------------------------------------------------ Troyes
def _troyes_step(window, rng: random.Random) -> str:
    page = troyes_page(window)
    model = page.model
    if page.curtain.covering:
        page.curtain.advance()
        return "curtain"
    if model.automaton_pending:
        page.play_automaton_step()
        return "roy"
    actions = model.legal_actions()
    busy = [a for a in actions if a[0] not in ("pass", "cancel", "concede")] or actions
    action = rng.choice(busy)
    if action in troyes_page(window).prompt.buttons:
        troyes_page(window).prompt.choose(action)
    else:
        model.apply(action)
    return "action"


def _play_troyes(qtbot, window, seed: int, names: list[str], limit: int = 4000) -> dict:
    """Play the game on the page to its end, checking every screen on the way; what was seen."""
    rng = random.Random(seed)
    seen = {"curtain": 0, "handover": 0, "toast": 0, "checks": 0, "look": 0}
    for n in range(limit):
        page = troyes_page(window)
        if page.model.game.over:
            break
        kind = _troyes_step(window, rng)
        settle(qtbot)
        curtain = page.curtain
        toast = page.log.toast if page.log.toast is not None and page.log.toast.isVisible() else None
        must = []
        if curtain.covering and curtain.mode == "cover":
            seen["curtain"] += 1
            must.append(curtain.name)
            assert curtain.title.text().endswith(curtain.name)
        elif curtain.covering and curtain.mode == "handover":
            seen["handover"] += 1
        if toast is not None:
            seen["toast"] += 1
        if n < 60 or n % 9 == 0 or must or curtain.mode == "handover" or toast is not None:
            assert_plain(shown(toast), must_show=must)
            seen["checks"] += 1
        if curtain.mode == "handover":
            assert_plain([curtain.bar], must_show=[n for n in names if n in curtain.bar_title.text()][:1])
        if not curtain.covering and n % 15 == 0:
            # A person's own characters behind their small curtain, which names them as typed.
            from troyes_desktop.troyes_ui import handover

            look = handover.look(page)
            if look is not None:
                seen["look"] += 1
                settle(qtbot)
                assert_plain([look], must_show=[page.model.game.players[page.model.decider].name])
                look.reject()
        if kind == "roy":
            settle(qtbot)
    assert troyes_page(window).model.game.over
    return seen


def _start_troyes_from_dialog(qtbot, window, names: list[str], solo: bool = False):
    from troyes_desktop.troyes_ui import new_game_dialog as ngd

    if solo:
        qtbot.mouseClick(window.start_screen.solo_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(window.start_screen.troyes_button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    if not solo:
        dialog.count_spin.setValue(len(names))
        for i in range(4):
            dialog.seat_combos[i].setCurrentIndex(0)            # people at every seat: the curtain
    for i, name in enumerate(names):
        dialog.name_edits[i].setText(name)
    settle(qtbot)
    assert dialog.names() == names
    assert_plain(shown(), must_show=names)
    original = ngd.random.Random
    ngd.random.Random = lambda seed=None: original(5 if seed is None else seed)
    try:
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    finally:
        ngd.random.Random = original
    settle(qtbot)
    assert troyes_page(window) and troyes_page(window).model.game.players[0].name == names[0]


def test_a_troyes_game_with_hostile_names_from_the_dialog_to_the_final_scoring(window, qtbot):
    progress("Troyes: new-game dialog")
    _start_troyes_from_dialog(qtbot, window, TROYES_NAMES)
    page = troyes_page(window)
    assert not page.curtain.covering             # the initial placement: nothing private, no curtain
    assert_plain(shown(), must_show=[page.model.game.players[page.model.decider].name])
    progress("Troyes: playing")
    seen = _play_troyes(qtbot, window, 3, TROYES_NAMES)
    assert seen["look"] > 10 and seen["handover"] > 10 and seen["toast"] >= 5
    progress("Troyes: final scoring")
    settle(qtbot)
    dialog = page.scoring_dialog
    assert dialog is not None and dialog.isVisible()
    assert_plain(shown(), must_show=TROYES_NAMES)
    winners = [s["name"] for s in dialog.scores if s.get("winner")]
    assert dialog.winner_label.text().startswith(winners[0])
    # A shared victory (the same game with every player's score tied): the names as typed.
    from troyes_desktop.troyes_ui.scoring_dialog import TroyesScoringDialog

    tied = copy.deepcopy(page.model.game)
    tied.scores = [dict(s, winner=True) for s in dialog.scores]
    shared = TroyesScoringDialog(tied, window)
    qtbot.addWidget(shared)
    shared.show()
    settle(qtbot)
    assert shared.winner_label.text().startswith("Shared victory: " + ", ".join(TROYES_NAMES[:-1]))
    assert_plain([shared], must_show=TROYES_NAMES)
    assert TROYES_NAMES[-1] in shared.winner_label.text()
    shared.close()
    dialog.close()
    progress("Troyes: statistics")
    statistics = window.start_screen.open_statistics()
    settle(qtbot)
    statistics.tabs.setCurrentIndex(1)
    settle(qtbot)
    assert statistics.history_model.rowCount() == 1
    assert_plain([statistics], must_show=TROYES_NAMES)
    statistics.select_row(0)
    replay = statistics.replay_selected()
    assert replay is not None
    settle(qtbot)
    assert_plain([statistics, replay], must_show=TROYES_NAMES)
    replay.close()
    statistics.close()


def _confirm_panel_on_a_bought_die(window) -> bool:
    """Open the board's confirm panel for a die of another player (its price names the owner); True if
    one could be opened now."""
    controller = troyes_page(window).board.scene().controller
    game = troyes_page(window).model.game
    me = game.pending.seat
    if game.pending.kind != "turn" or troyes_page(window).curtain.covering:
        return False
    for die, (_colour, _value, owner) in sorted(game.dice.items()):
        if owner == me or not isinstance(owner, int) or owner >= game.n:
            continue
        targets = controller._legal_targets([die])
        if targets:
            tk, options = next(iter(targets.items()))
            controller.open_panel([die], tk, options, ask=True)
            return controller.panel is not None
    return False


def test_the_confirm_panel_the_hint_and_a_computer_seat_with_hostile_names(window, qtbot):
    from tests.gui.shell_helpers import play_until, turn_in_round_2
    from troyes_desktop.rules.troyes import seats

    names = [HOSTILE[2], HOSTILE[0], HOSTILE[3]]
    game = Game.new(players=3, seed=21, names=names,
                    options={seats.KEY: seats.computers_option({2: "easy"})})
    game = play_until(game, lambda g: turn_in_round_2(g) and g.pending.seat == 0)
    window.start_game("troyes", game, autosave=False)
    settle(qtbot)
    if troyes_page(window).curtain.covering:
        troyes_page(window).curtain.advance()
    settle(qtbot)
    progress("Troyes: a computer seat named with markup")
    panel = next(p for p in troyes_page(window).player_panels if p.seat == 2)
    assert panel.name_label.textFormat() == Qt.TextFormat.RichText
    assert_plain(shown(), must_show=names)
    assert names[2] in panel.name_label.text().replace("&lt;", "<").replace("&gt;", ">")
    progress("Troyes: the confirm panel names the dice's owners")
    assert _confirm_panel_on_a_bought_die(window)
    panel = troyes_page(window).board.scene().controller.panel
    settle(qtbot)
    live = troyes_page(window).model.game
    owner = live.players[live.dice[panel.group[0]][2]].name
    assert owner in panel.group_label.text()
    assert_plain([panel], must_show=[owner])
    troyes_page(window).board.scene().controller.close_panel()
    progress("Troyes: the hint")
    assert troyes_page(window).hint()
    qtbot.waitUntil(lambda: bool(troyes_page(window).hint_shown), timeout=60000)
    settle(qtbot)
    assert_plain(shown())


def test_a_solo_game_with_a_hostile_name_to_its_end(window, qtbot):
    progress("solo: new-game dialog")
    _start_troyes_from_dialog(qtbot, window, [SOLO_NAME], solo=True)
    progress("solo: playing against le Roy")
    _play_troyes(qtbot, window, 8, [SOLO_NAME])
    settle(qtbot)
    dialog = troyes_page(window).scoring_dialog
    assert dialog is not None and dialog.isVisible()
    assert_plain(shown(), must_show=[SOLO_NAME])
    if dialog.scores[0].get("winner"):
        assert dialog.winner_label.text() == f"{SOLO_NAME} beats le Roy!"


# ------------------------------------------------------------------------------------------------ the shell
def test_the_start_screen_continue_save_and_load_with_hostile_names_and_files(window, qtbot, tmp_path):
    from tests.gui.shell_helpers import play_until, turn_in_round_2

    game = play_until(Game.new(players=4, seed=4, names=TROYES_NAMES), turn_in_round_2)
    window.start_game("troyes", game)                             # saved automatically
    settle(qtbot)
    window.show_start_screen()
    settle(qtbot)
    progress("shell: the Continue list")
    screen = window.start_screen
    (label, button, _entry), = screen.entry_rows
    assert all(n in label.text() for n in TROYES_NAMES)
    assert_plain(shown(), must_show=TROYES_NAMES)
    window.ensure_menus()
    window._refresh_continue_action()
    assert_plain([window], must_show=TROYES_NAMES)
    progress("shell: continued")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot)
    assert window.stack.currentWidget() is troyes_page(window)
    assert not troyes_page(window).curtain.covering       # continued: the shared view, whose turn said
    model = troyes_page(window).model
    assert_plain(shown(), must_show=[model.game.players[model.decider].name])
    progress("shell: saved to a file named like markup")
    path = tmp_path / f"{FILE_NAME} {HOSTILE[2]}.troyes.json"
    assert window.save_file(path)
    settle(qtbot)
    assert_plain(shown())
    assert window.recent_files()[0] == str(path)
    window._refresh_recent()
    assert_plain([window.recent_menu], names=HOSTILE + (path.name,), must_show=[path.name])
    progress("shell: the question before leaving")
    if troyes_page(window).curtain.covering:
        troyes_page(window).curtain.advance()
    # A change since the file was saved.
    assert troyes_page(window).model.apply(troyes_page(window).model.legal_actions()[0])
    settle(qtbot)
    assert not window.leave_game(lambda: None, "start_screen")
    box = window.unsaved_box
    assert box is not None and box.isVisible() and path.name in box.informativeText()
    assert_plain([box], names=HOSTILE + (path.name,), must_show=[path.name, TROYES_NAMES[0]])
    box.cancel_button.click()
    progress("shell: a damaged file with a hostile name")
    bad = tmp_path / f"{FILE_NAME}.troyes.json"
    bad.write_text("{ not a save", encoding="utf-8")
    assert not window.load_file(bad)
    settle(qtbot)
    message = window.last_message
    assert message is not None and message.isVisible()
    assert bad.name in message.text()
    assert_plain([message], names=HOSTILE + (bad.name,), must_show=[bad.name])
    message.close()
    progress("shell: loaded back")
    window.drop_game()
    assert window.load_file(path)
    settle(qtbot)
    assert troyes_page(window).model.game.players[1].name == TROYES_NAMES[1]
    assert_plain(shown(), names=HOSTILE + (path.name,))


# ------------------------------------------------------------------------------------------------ Troyes Dice
def test_a_troyes_dice_game_with_hostile_names_to_its_end(window, qtbot):
    from tests.gui.dice_helpers import play_turn
    from troyes_desktop.dice_ui import new_game_dialog as dialogs

    progress("dice: new-game dialog")
    qtbot.mouseClick(window.start_screen.dice_button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    dialog.count_spin.setValue(len(DICE_NAMES))
    for i, name in enumerate(DICE_NAMES):
        dialog.name_edits[i].setText(name)
        dialog.seat_combos[i].setCurrentIndex(0)
    dialog.seat_combos[1].setCurrentIndex(1)                # a computer seat too
    dialog.numbering_radios["first"].setChecked(True)
    settle(qtbot)
    assert dialog.names() == DICE_NAMES
    assert_plain(shown(), must_show=DICE_NAMES)
    original = dialogs.random.randrange
    dialogs.random.randrange = lambda *_: 3
    try:
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    finally:
        dialogs.random.randrange = original
    settle(qtbot)
    page = dice_page(window)
    assert page is not None and page.model.names() == DICE_NAMES
    assert TITLE_MARK.replace("[*]", "[*][*]") in window.windowTitle()
    progress("dice: playing")
    for n in range(2000):
        if page.model.game.over:
            break
        if page.person_to_play():
            play_turn(qtbot, page)
        else:
            qtbot.wait(5)
        settle(qtbot)
        if n < 40 or n % 11 == 0:
            must = [DICE_NAMES[page.decider]] if page.decider is not None else []
            assert_plain(shown(), must_show=must)
        if n == 30 and page.person_to_play():
            page.view_sheet((page.decider + 1) % len(DICE_NAMES))      # "You are looking at X's sheet"
            settle(qtbot)
            assert_plain(shown(), must_show=[DICE_NAMES[page.viewed]])
            page.view_sheet(page.decider)
    assert page.model.game.over
    settle(qtbot)
    progress("dice: the end of the game")
    end = page.scoring_dialog
    assert end is not None and end.isVisible()
    assert_plain(shown(), must_show=DICE_NAMES)
    end.achievements_button.click()
    settle(qtbot)
    assert_plain(shown())
    for top in QApplication.topLevelWidgets():
        if top.objectName() == "achievementsDialog":
            top.close()
    end.accept()


# ---------------------------------------------------------------------------------------------- lessons, help
def test_the_guided_game_and_the_rules_reference_with_hostile_names(qtbot, monkeypatch):
    from troyes_desktop.help.window import show_help
    from troyes_desktop.tutorial import coach as C
    from troyes_desktop.tutorial import script as S
    from troyes_desktop.tutorial.troyes import LESSON, TroyesTutorialWindow

    load = S.load_script

    def hostile_script(name="tutorial-troyes", lang=None):
        script = load(name, lang)
        return dict(script, names=[HOSTILE[1], HOSTILE[0]], title=HOSTILE[3] + " " + script["title"])

    monkeypatch.setattr(S, "load_script", hostile_script)
    C.clear_progress(LESSON)
    w = TroyesTutorialWindow(resume=False, delay_ms=0, save=False)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()                              # as tests/help/test_tutorial_troyes.py shows it
    progress("lesson: played with hostile names")
    lesson = w.lesson
    from tests.help.test_tutorial_troyes import click_die

    for _ in range(600):                      # played as tests/help/test_tutorial_troyes.py plays it
        settle(qtbot)
        assert_plain([w], must_show=[HOSTILE[3]])
        if lesson.step.get("final"):
            break
        if lesson.free():                     # the free last round: any legal move, passing when it may
            actions = w.model.legal_actions()
            assert w.model.apply_sequence([("pass",) if ("pass",) in actions else actions[0]])
        elif lesson.needs_next():
            qtbot.mouseClick(w.coach.next_button, Qt.MouseButton.LeftButton)
        elif "select" in lesson.step:
            for d in sorted(lesson.selection):
                click_die(qtbot, w, d)
        else:
            assert w.model.apply_sequence(lesson.expected[lesson.move_index])   # as test_lesson_sizes.py
    assert w.model.game.over
    assert_plain([w], must_show=[HOSTILE[1], HOSTILE[0]])
    progress("help: searched for markup")
    helper = show_help("welcome")
    qtbot.addWidget(helper)
    helper.search_box.setText(HOSTILE[1])
    settle(qtbot)
    assert_plain([helper])
    helper.close()
    w.close()
