"""Computer players in the window: one person against three computers to the final scoring, seats kept
by the new-game dialog and by saves, the curtain only between people, undo never across a computer's
decision, the hint (shown on the board, cancelled when the person acts first)."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.page_helpers import troyes_page
from troyes_desktop.i18n import translate
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.rules.troyes.seats import computers_option
from troyes_desktop.shared_ui import computer_seats
from troyes_desktop.troyes_ui import computers as computer_turns
from troyes_desktop.troyes_ui.board_moves import steps_of

from .computer_helpers import computer_game, person_plays, wait_for_person


def test_one_person_against_three_computers_plays_to_the_final_scoring(cwindow, qtbot) -> None:
    window = cwindow
    game = computer_game(4, {1: "easy", 2: "easy", 3: "easy"}, seed=11)
    window.start_game("troyes", game, autosave=False)
    rng = random.Random(5)
    mine = 0
    for _ in range(2000):
        wait_for_person(window, qtbot)
        if troyes_page(window).model.game.over:
            break
        assert troyes_page(window).model.decider == 0
        assert not troyes_page(window).curtain.covering          # one person: never a curtain
        assert troyes_page(window).viewer == 0
        mine += len(steps_of(person_plays(window, qtbot, rng)))     # a counter is its dice and the counter
    final = troyes_page(window).model.game
    assert final.over
    # The scoring is on screen, with four players' totals.
    qtbot.waitUntil(
        lambda: (
            troyes_page(window).scoring_dialog is not None and troyes_page(window).scoring_dialog.isVisible()
        )
    )
    assert len(final.scores) == 4 and all(isinstance(s["total"], int) for s in final.scores[:4])
    # Every decision of seat 0 was the person's (made through the widgets), every other one a computer's.
    replay = Game(final.setup)
    person_decisions = 0
    for action in final.history:
        if replay.pending.seat == 0:
            person_decisions += 1
        replay.apply(action)
    assert person_decisions == mine > 10
    # The computers' reasons are in the chronicle, each with its player's name and level, and their panels
    # say they are computers.
    for seat, name in enumerate(final.players[1:], 1):
        assert any(
            line.startswith(f"{name.name} (Easy computer): ") for line in troyes_page(window).log.lines
        )
        assert "Easy computer" in troyes_page(window).player_panels[seat].name_label.text()
    assert "computer" not in troyes_page(window).player_panels[0].name_label.text()
    assert len([line for line in troyes_page(window).log.lines if "computer): " in line]) == len(
        troyes_page(window).model.notes
    )


@pytest.fixture
def forget_seats():
    """The remembered seats are forgotten afterwards (other tests start from people only)."""
    yield
    from troyes_desktop.shared_ui import theme

    s = theme.settings()
    for i in range(4):
        s.remove(f"new_game/seat{i}")
    s.sync()


def test_new_game_dialog_sets_and_remembers_each_seat(cwindow, qtbot, forget_seats) -> None:
    window = cwindow
    dialog = window.open_new_game("troyes")
    dialog.multi_radio.setChecked(True)
    dialog.count_spin.setValue(4)
    wanted = {0: "person", 1: "easy", 2: "normal", 3: "hard"}
    for seat, level in wanted.items():
        combo = dialog.seat_combos[seat]
        assert combo.isVisibleTo(dialog)
        combo.setCurrentIndex(combo.findData(level))
    assert dialog.computers() == {1: "easy", 2: "normal", 3: "hard"}
    assert dialog.options()["computers"] == {"1": "easy", "2": "normal", "3": "hard"}
    dialog.start_combo.setCurrentIndex(dialog.start_combo.findData("0"))
    dialog.accept()
    qtbot.waitUntil(lambda: troyes_page(window).model is not None)
    assert troyes_page(window).model.computers == {1: "easy", 2: "normal", 3: "hard"}
    assert troyes_page(window).model.game.setup["options"]["computers"] == {
        "1": "easy",
        "2": "normal",
        "3": "hard",
    }
    # The next dialog starts from the same seats; the solo game has no seat choice (a person plays).
    again = window.open_new_game("troyes")
    assert [again.seat_combos[i].currentData() for i in range(4)] == ["person", "easy", "normal", "hard"]
    again.solo_radio.setChecked(True)
    assert not again.seat_combos[0].isVisibleTo(again)
    assert again.computers() == {} and "computers" not in again.options()
    again.reject()


def test_save_load_and_continue_keep_the_seats_and_levels(cwindow, qtbot, tmp_path) -> None:
    import json

    from troyes_desktop.model import autosaves

    window = cwindow
    window.start_game("troyes", computer_game(3, {1: "normal", 2: "hard"}, seed=21))
    rng = random.Random(2)
    for _ in range(3):
        wait_for_person(window, qtbot)
        person_plays(window, qtbot, rng)
    wait_for_person(window, qtbot)
    path = tmp_path / "table.troyes.json"
    assert window.save_file(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["setup"]["options"]["computers"] == {"1": "normal", "2": "hard"}
    played = len(troyes_page(window).model.game.history)
    window.request_start_screen()
    assert window.load_file(path)
    assert troyes_page(window).model.computers == {1: "normal", 2: "hard"}
    assert len(troyes_page(window).model.game.history) == played
    # The computers go on playing in the loaded game, and Continue finds them too.
    mine = 0
    while len(troyes_page(window).model.game.history) == played + mine and mine < 6:
        mine += len(steps_of(person_plays(window, qtbot, rng)))     # a counter is its dice and the counter
        wait_for_person(window, qtbot)
    assert len(troyes_page(window).model.game.history) > played + mine
    # The computers' steps are in the automatic save by the time the person decides.
    now = len(troyes_page(window).model.game.history)
    old = troyes_page(window).model
    entry = next(e for e in autosaves.unfinished() if Path(e.path) == troyes_page(window).model.autosave_file)
    window.drop_game()
    window.show_start_screen()
    assert window.continue_entry(entry)
    assert troyes_page(window).model is not old
    assert troyes_page(window).model.computers == {1: "normal", 2: "hard"}
    assert len(troyes_page(window).model.game.history) == now
    # The Continue list says who the computers are.
    assert entry.players == "Anna, Faye (normal computer), Geoffrey (hard computer)"


def test_the_loaders_refuse_damaged_computer_seats() -> None:
    from troyes_desktop.bots import LEVELS
    from troyes_desktop.rules.troyes import seats

    assert seats.LEVELS == LEVELS
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.rules.troyes import saves

    good = saves.to_dict(computer_game(3, {1: "hard"}))
    assert saves.from_dict(good).setup["options"]["computers"] == {"1": "hard"}
    for bad in ({"3": "easy"}, {"1": "expert"}, {"01": "easy"}, {"-1": "easy"}, ["easy"], {"1": 2}):
        data = saves.to_dict(computer_game(3, {1: "hard"}))
        data["setup"]["options"]["computers"] = bad
        with pytest.raises(SaveError) as err:
            saves.from_dict(data)
        assert "computer" in str(err.value)
    solo = saves.to_dict(Game.new(1, seed=3, solo=True))
    solo["setup"]["options"]["computers"] = {"0": "easy"}
    with pytest.raises(SaveError):
        saves.from_dict(solo)


def test_the_hand_over_comes_only_between_two_people(cwindow, qtbot) -> None:
    window = cwindow
    window.start_game("troyes", computer_game(4, {1: "easy", 3: "normal"}, seed=4), autosave=False)
    model = troyes_page(window).model
    seen = []
    # Whenever a computer decides, no curtain stands and nobody's own view is shown.
    model.decisionChanged.connect(
        lambda: seen.append((model.computer_deciding, troyes_page(window).curtain.covering,
                             troyes_page(window).viewer)))
    rng = random.Random(8)
    last = None
    covered = 0
    for _ in range(40):
        wait_for_person(window, qtbot)
        if model.game.over:
            break
        person = model.decider
        if person != last and last is not None:
            # A new person takes the seat: the "has played" card of the last person, never a computer's.
            curtain = troyes_page(window).curtain
            assert curtain.mode == "handover", "a new person takes the seat: the card of the last person"
            assert curtain.bar_title.text().startswith(f"{model.game.players[last].name} has played")
            assert f"Pass the seat to {model.game.players[person].name}" in curtain.pass_button.text()
            covered += 1
        else:
            assert not troyes_page(window).curtain.covering
        person_plays(window, qtbot, rng)
        last = person
    assert covered >= 3
    computer_moments = [s for s in seen if s[0]]
    assert computer_moments and not any(cover or viewer is not None for _, cover, viewer in computer_moments)


def test_undo_never_takes_back_a_computer_decision(cwindow, qtbot) -> None:
    from troyes_desktop import settings as player_settings

    from .shell_helpers import play_until

    window = cwindow
    game = play_until(computer_game(2, {1: "normal"}, seed=9),
                      lambda g: g.pending == Decision(1, "turn") and g.round >= 1 and bool(g.dice_of(0)),
                      seed=9)
    player_settings.set("computer_pace", "Slow")
    window.start_game("troyes", game, autosave=False)
    model = troyes_page(window).model
    # While the computer decides, a person can do nothing: no move offered, a move refused with the reason.
    assert model.computer_deciding and model.legal_actions() == [] and not troyes_page(window).prompt.buttons
    assert not window.hint_action.isEnabled() and not window.hint()
    assert "is thinking" in troyes_page(window).prompt.title.text() \
        or " plays" in troyes_page(window).prompt.title.text()
    before = len(model.game.history)
    assert not model.apply(game.legal_actions()[0])
    assert "computer player" in troyes_page(window).prompt.refusal.text()
    assert len(model.game.history) == before
    player_settings.set("computer_pace", "Instant")
    wait_for_person(window, qtbot)
    if model.game.over:
        return
    computers_last = len(model.game.history)
    assert computers_last > before
    assert not model.can_undo() and not window.undo_action.isEnabled()
    assert not window.undo()
    assert len(model.game.history) == computers_last
    # The person's own step can be taken back, but never further than the computer's last decision.
    own = [a for a in troyes_page(window).prompt.buttons if a[0] != "pass"] + \
        [tuple(troyes_page(window).prompt.board_moves.itemData(i))
         for i in range(troyes_page(window).prompt.board_moves.count())]
    step = next((a for a in own if a[0] == "die"), None)
    if step is not None:
        person_plays(window, qtbot, random.Random(1), action=step)
        assert model.game.pending.seat == 0 and window.undo_action.isEnabled()
        window.undo_action.trigger()
        assert len(model.game.history) == computers_last
        assert not window.undo_action.isEnabled()
        assert not window.undo() and len(model.game.history) == computers_last


def _at_turn_of_the_person(seed: int) -> Game:
    from .shell_helpers import play_until

    return play_until(computer_game(2, {1: "easy"}, seed=seed),
                      lambda g: g.pending == Decision(0, "turn") and g.round >= 1 and len(g.dice_of(0)) >= 2,
                      seed=seed)


def test_the_hint_shows_the_hard_players_move_on_the_board(bwindow, qtbot) -> None:
    from troyes_desktop.troyes_ui.computers import board_move_index, hint_places

    window = bwindow
    window.start_game("troyes", _at_turn_of_the_person(13), autosave=False)
    wait_for_person(window, qtbot)
    assert window.hint_action.isEnabled()
    window.hint_action.trigger()
    assert "thinking about your move" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: bool(troyes_page(window).hint_shown), timeout=20000)
    hint = troyes_page(window).computers.hint
    assert hint.actions[0] in troyes_page(window).model.game.legal_actions()
    assert troyes_page(window).hint_shown.startswith("Hint \u2014 the Hard player would start with \u201c")
    assert hint.reason and hint.reason.replace("its ", "your ") in troyes_page(window).hint_shown
    assert " its " not in troyes_page(window).hint_shown
    # The status bar shows the whole hint, or (issue 41) a shorter whole sentence when the window is too
    # narrow for it beside the Chronicle button: never a cut one.
    from troyes_desktop.shared_ui.widgets import message_room

    status = window.statusBar()
    message = status.currentMessage()
    assert message == troyes_page(window).hint_shown or (message.startswith("Hint") and message.endswith("."))
    assert status.fontMetrics().horizontalAdvance(message) <= message_room(status)
    assert troyes_page(window).prompt.hint.text() == troyes_page(window).hint_shown
    keys, dice = hint_places(troyes_page(window).model.game, hint.actions)
    assert keys or dice or hint.actions[0][0] in ("pass", "hire")
    assert troyes_page(window).scene.highlights == keys and troyes_page(window).scene.dice_highlights == dice
    assert len(troyes_page(window).scene.hint_frames) == len(keys) + len(dice)
    # Playing the hinted move (the board-move list already shows it) takes the hint away.
    first = hint.actions[0]
    if board_move_index(troyes_page(window).prompt.board_moves, first) >= 0:
        from troyes_desktop.troyes_ui.board_moves import steps_of

        assert steps_of(troyes_page(window).prompt.board_moves.currentData())[0] == first
    person_plays(window, qtbot, random.Random(1), action=first)
    assert troyes_page(window).hint_shown == "" and troyes_page(window).scene.hint_frames == []
    assert troyes_page(window).computers.hint is None


def test_the_hint_is_cancelled_when_the_person_acts_first(cwindow, qtbot, monkeypatch) -> None:
    from troyes_desktop.troyes_ui import computers as computer_turns

    window = cwindow
    monkeypatch.setattr(computer_turns, "HINT_BUDGET", 0.6)      # still thinking when the person acts
    window.start_game("troyes", _at_turn_of_the_person(17), autosave=False)
    wait_for_person(window, qtbot)
    shown = []
    troyes_page(window).computers.hintReady.connect(shown.append)
    assert window.hint()
    assert troyes_page(window).computers.hint_pending
    person_plays(window, qtbot, random.Random(3), action=("pass",))
    assert not troyes_page(window).computers.hint_pending
    computer_seats.shared_pool().waitForDone(10000)
    qtbot.wait(50)                      # the late answer arrives, and is dropped
    assert shown == [] and troyes_page(window).hint_shown == "" and troyes_page(window).computers.hint is None
    assert "Hint" not in window.statusBar().currentMessage()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_computer_s_level_never_widens_its_panel_past_the_column(bwindow, qtbot, request, lang) -> None:
    """At 1280x720 the panels' column is narrow: "Geoffrey Hard computer" on one line (with a badge) was
    wider than the column and cut off on the right. The level now goes under the name when it must."""
    if lang == "fr":
        request.getfixturevalue("french")
    window = bwindow
    levels = {1: "hard", 2: "normal", 3: "easy"}
    game = Game.new(4, seed=7, start_player=0, names=["Anna", "Faye", "Geoffrey", "Emily"],
                    options={"computers": computers_option(levels)})
    window.start_game("troyes", game, autosave=False)
    wait_for_person(window, qtbot)
    assert troyes_page(window).compact
    column = troyes_page(window).panels_scroll.viewport().width()
    for seat, level in levels.items():
        panel = troyes_page(window).player_panels[seat]
        mark = translate("ComputerTurns", computer_turns.PANEL_MARKS[level])
        assert mark in panel.name_label.text()
        # The longest badges a panel shows, all at once.
        panel._set_badges(["\u265b " + translate("PlayerPanel", "start player"),
                           translate("PlayerPanel", "passed"),
                           "\u25b6 " + translate("PlayerPanel", "deciding")])
        assert panel.minimumSizeHint().width() <= column, (seat, panel.minimumSizeHint().width(), column)
        assert panel.width() <= column


def test_computer_steps_follow_the_pace_setting(cwindow, qtbot) -> None:
    from troyes_desktop import settings as player_settings
    from troyes_desktop.app.settings_dialog import SettingsDialog

    window = cwindow
    dialog = SettingsDialog(window)
    dialog.pace_combo.setCurrentIndex(dialog.pace_combo.findData("Slow"))
    dialog.accept()
    assert "computer_pace" in dialog.changed and player_settings.get("computer_pace") == "Slow"
    game = Game.new(players=2, seed=3, start_player=1, options={"computers": {"1": "easy"}})
    window.start_game("troyes", game, autosave=False)
    assert troyes_page(window).model.computer_deciding
    qtbot.wait(600)                      # Slow: about 1.6 s between two steps, so nothing yet
    assert troyes_page(window).model.game.history == []
    assert "Faye (Easy computer)" in troyes_page(window).prompt.title.text()
    qtbot.waitUntil(lambda: len(troyes_page(window).model.game.history) == 1, timeout=15000)
    assert troyes_page(window).model.decider == 0


def test_a_computer_that_fails_to_decide_never_stops_the_game(cwindow, qtbot) -> None:
    window = cwindow
    game = Game.new(players=2, seed=3, start_player=1, options={"computers": {"1": "normal"}})
    window.start_game("troyes", game, autosave=False)

    class Broken:
        level = "normal"

        def choose(self, game, seat, legal):
            raise RuntimeError("lost in thought")

    troyes_page(window).computers.bots[1] = Broken()
    qtbot.waitUntil(lambda: len(troyes_page(window).model.game.history) == 1, timeout=15000)
    first = Game.new(players=2, seed=3, start_player=1).legal_actions()[0]
    assert troyes_page(window).model.game.history == [first]
    message = window.statusBar().currentMessage()
    assert message == "Faye (Normal computer) could not decide; it makes the first possible move."
    assert "lost in thought" not in message and "RuntimeError" not in message


def test_the_hint_answers_in_the_solo_game_too(cwindow, qtbot) -> None:
    from .shell_helpers import play_until

    window = cwindow
    game = play_until(Game.new(1, seed=4, solo=True),
                      lambda g: g.pending == Decision(0, "turn") and g.round >= 1, seed=4)
    window.start_game("troyes", game, autosave=False)
    assert troyes_page(window).model.computers == {} and window.hint_action.isEnabled()
    assert window.hint()
    qtbot.waitUntil(lambda: bool(troyes_page(window).hint_shown), timeout=20000)
    assert troyes_page(window).computers.hint.actions[0] in troyes_page(window).model.game.legal_actions()
    assert troyes_page(window).hint_shown in troyes_page(window).prompt.hint.text()


def test_the_sink_a_worker_answers_through_outlives_the_window(cwindow, qtbot) -> None:
    """A worker may still be thinking when its game's window goes: the sink (the program's one relay) it
    answers through is not the window's to destroy (nor the worker's, when the pool deletes the finished
    runnable)."""
    import shiboken6

    window = cwindow
    window.start_game("troyes", computer_game(2, {1: "normal"}, seed=3), autosave=False)
    assert troyes_page(window).computers.relay.parent() is None
    # A second driver.
    turns = computer_seats.ComputerSeats(troyes_page(window).model, computer_turns.TroyesSeats(), window)
    turns.stop()
    sink = turns.relay
    assert sink.parent() is None and sink is computer_seats.relay()
    number = turns.number
    shiboken6.delete(turns)                  # it goes, as it would with its window
    assert not shiboken6.isValid(turns)
    assert shiboken6.isValid(sink)           # a late answer still has a live sink to go through
    sink.answered.emit(computer_seats.Answer(0, 1, [], "", 0.0, owner=number))   # and nobody receives it
    qtbot.wait(20)
