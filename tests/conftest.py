"""Session-wide test settings: Qt draws offscreen and the app's files go to a throw-away folder."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile

# Both must be set before anything imports Qt or asks for the config folder.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TEST_HOME = tempfile.mkdtemp(prefix="troyes-desktop-tests-")
os.environ["TROYES_DESKTOP_HOME"] = _TEST_HOME


def pytest_sessionfinish(session, exitstatus) -> None:
    shutil.rmtree(_TEST_HOME, ignore_errors=True)


import pytest  # noqa: E402

# The tiers. ``pytest -m "not slow"`` is the quick tier a developer runs while working; the README's command
# runs everything. ``gui``: the test needs Qt widgets (it is under one of GUI_FOLDERS, or uses qapp/qtbot).
# ``slow``: the tests listed here, each over a couple of seconds in ``--durations`` (node ids, or a module's
# path for all its tests). A renamed test must be renamed here too: a full run fails on a stale entry.
GUI_FOLDERS = ("tests/gui/", "tests/help/")
SLOW = (
    "tests/gui/test_review_window.py::test_the_real_review_of_an_unfinished_game_is_made_kept_and_reopened",
    "tests/review/test_review_run.py::test_luck_adds_up_over_a_seeded_game_of_troyes",
    "tests/review/test_review_run.py::test_luck_adds_up_over_a_seeded_game_of_troyes_dice",
    "tests/review/test_review_run.py::test_the_same_file_and_settings_give_the_same_figures",
    "tests/review/test_review_run.py::test_progress_counts_decisions_and_cancel_stops_the_review",
    "tests/review/test_planted.py::test_passing_with_a_playable_group_that_scores_vp_is_a_blunder",
    "tests/review/test_planted.py::test_leaving_a_cathedral_level_empty_when_a_white_die_could_cover_it_is_a_blunder",
    "tests/review/test_cli_review.py::test_review_prints_the_json_of_issue_48",
    "tests/review/test_cli_review.py::test_simulate_keeps_every_game_as_a_save_with_the_seats_levels",
    "tests/bots/test_dice_bots.py::test_every_level_finishes_a_game",
    "tests/bots/test_dice_bots.py::test_levels_are_reproducible",
    "tests/bots/test_dice_bots.py::test_no_peeking_same_decision_whatever_the_hidden_information",
    "tests/bots/test_troyes_bots.py::test_bots_finish_games_with_legal_moves",
    "tests/bots/test_troyes_bots.py::test_bots_play_the_solo_game",
    "tests/bots/test_troyes_bots.py::test_bots_play_the_solo_game_with_the_bonus_cards",
    "tests/bots/test_troyes_bots.py::test_every_bot_decision_only_depends_on_what_the_seat_sees",
    "tests/bots/test_troyes_bots.py::test_every_decision_kind_reached_gets_a_legal_answer",
    "tests/bots/test_troyes_hard_endgame.py::test_in_the_last_round_hard_thinks_longer",
    "tests/bots/test_troyes_hard_reply.py::test_hard_gives_its_later_samples_to_the_better_half_of_its_moves",
    "tests/bots/test_troyes_leaf.py::test_normal_values_positions_by_the_table_and_it_changes_its_choices",
    "tests/dice/test_dice_properties.py::test_thousands_of_random_games_keep_the_invariants",
    "tests/gui/test_board_stays.py::test_the_board_keeps_its_place_whatever_the_prompt_says",
    "tests/gui/test_computer_players.py::test_one_person_against_three_computers_plays_to_the_final_scoring",
    "tests/gui/test_computer_players.py::test_the_hand_over_comes_only_between_two_people",
    "tests/gui/test_contrast.py::test_the_lessons_lit_buttons_are_readable",
    "tests/gui/test_dice_computers.py::test_a_person_plays_with_two_computers_to_the_end",
    "tests/gui/test_fuzz_load.py::test_the_windows_load_of_damaged_saves",
    "tests/gui/test_hostile_names.py::test_hostile_names_are_shown_as_typed_on_every_screen",
    "tests/gui/test_instance_channel.py::test_a_bad_message_is_dropped_with_its_connection[idle]",
    "tests/gui/test_instance_channel.py::test_a_flood_of_idle_connections_neither_blocks_nor_closes_the_window",
    "tests/gui/test_instance_channel.py::test_another_accounts_socket_at_the_old_and_new_places_gets_nothing",
    "tests/gui/test_instance_channel.py::test_between_two_ordinary_accounts_the_channel_is_out_of_reach",
    "tests/gui/test_instance_channel.py::test_different_temporary_folders_give_one_window",
    "tests/gui/test_instance_channel.py::test_launches_at_the_same_instant_give_one_window",
    "tests/gui/test_instance_channel.py::test_the_window_listens_again_when_its_socket_is_lost",
    "tests/gui/test_lesson_sizes.py::test_every_step_of_the_lesson_reads_whole",
    "tests/gui/test_lesson_sizes.py::test_each_step_and_its_kind_refusal_fit_the_coach_without_a_scroll_bar",
    "tests/gui/test_lesson_sizes.py::test_le_roys_steps_read_whole",
    "tests/gui/test_lesson_sizes.py::test_the_lesson_player_panels_show_their_words_whole",
    "tests/gui/test_lesson_sizes.py::test_the_lit_frames_cover_no_neighbour",
    "tests/gui/test_never_lose.py::test_new_game_keeps_the_game_by_default_and_offers_save_as",
    "tests/gui/test_one_window.py::test_a_second_launch_hands_the_file_to_the_window_already_open",
    "tests/gui/test_player_words.py::test_no_message_shown_to_a_player_has_an_internal_id_or_python_text",
    "tests/gui/test_readable_screens.py::test_a_long_question_moves_no_board_at_150_in_french",
    "tests/gui/test_readable_screens.py::test_the_dice_panel_shows_its_prompt_and_buttons",
    "tests/gui/test_readable_screens.py::test_the_end_of_round_card_stays_over_the_board_at_150_in_french",
    "tests/gui/test_readable_screens.py::test_the_prompt_choices_fit_their_column_at_150_in_french",
    "tests/gui/test_roy_pace.py::test_numbers_run_on_through_the_round",
    "tests/gui/test_screen_sizes.py::test_main_screens_fit_every_common_size",
    "tests/gui/test_screen_sizes.py::test_main_screens_fit_with_larger_text",
    "tests/gui/test_solo_bonus_cards.py::test_a_solo_game_with_the_bonus_cards_from_the_dialog_to_the_final_scoring",
    "tests/gui/test_window_places.py::test_every_window_opens_within_a_1280x720_screen",
    "tests/help/test_learn_demos.py::test_learn_demo_screenshot",
    "tests/help/test_reference.py::test_every_index_entry_opens_its_page",
    "tests/i18n/test_layout_fr.py::test_main_screens_fit_in_french",
    "tests/i18n/test_layout_fr.py::test_main_screens_fit_in_french_with_larger_text",
    "tests/i18n/test_walk_fr.py::test_every_screen_reads_in_french",
    "tests/model/test_take_back_fuzz.py::test_random_take_backs_are_exact_and_every_game_is_recorded_once",
    "tests/rules/test_files.py::test_a_file_just_under_the_limit_full_of_lists_is_refused_cheaply",
    "tests/rules/test_ladies_properties.py::test_games_with_every_module_keep_every_invariant",
    "tests/rules/test_ladies_properties.py::test_random_module_combinations",
    "tests/rules/test_properties.py::test_random_games_keep_every_invariant",
    "tests/rules/test_roy.py::test_1000_solo_games_keep_the_invariants",
    "tests/rules/test_saves.py::test_random_damage_never_crashes",
    "tests/test_cli_files.py::test_screenshot_of_a_save_and_of_a_refused_one",
    "tests/test_fuzz_saves.py::test_replay_keeps_its_contract_for_every_damaged_file",
)


def _slow(nodeid: str) -> str | None:
    for entry in SLOW:
        if nodeid == entry or nodeid.startswith(entry + "::") or nodeid.startswith(entry + "["):
            return entry
    return None


@pytest.hookimpl(tryfirst=True)  # before -m reads the marks
def pytest_collection_modifyitems(session, config, items) -> None:
    used = set()
    for item in items:
        nodeid = item.nodeid
        if nodeid.startswith(GUI_FOLDERS) or {"qapp", "qtbot"} & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)
        entry = _slow(nodeid)
        if entry is not None:
            item.add_marker(pytest.mark.slow)
            used.add(entry)
    whole_suite = config.args_source == pytest.Config.ArgsSource.TESTPATHS
    if whole_suite and not config.option.keyword:
        stale = sorted(set(SLOW) - used)
        if stale:
            raise pytest.UsageError(f"tests/conftest.py SLOW names tests that do not exist: {stale}")


@pytest.fixture
def french(qapp):
    """The application in French for one test (the compiled catalogue and Qt's own), English afterwards."""
    from troyes_desktop.app.language import apply_language

    apply_language("fr")
    yield
    apply_language("en")


# Main windows shared by tests/gui/ and tests/i18n/ (the Qt imports wait for the first test that asks).


@pytest.fixture
def window(qtbot, monkeypatch):
    """A main window on the start screen, with the plain board summary (the drawn board has its own tests)."""
    from troyes_desktop import settings as player_settings
    from troyes_desktop.app import main_window

    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", False)
    player_settings.set("animation_speed", "Slow")
    w = main_window.MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.pause_pages()


@pytest.fixture
def instant_animations():
    """Board animations take no time (a module asks with ``pytestmark = pytest.mark.usefixtures(...)``)."""
    from troyes_desktop.troyes_ui.scene import animation

    animation.set_speed_override("instant")
    yield
    animation.set_speed_override(None)


@pytest.fixture
def board_window(qtbot, monkeypatch):
    """A main window with the drawn board, 1600x1000 (a module may define its own ``board_window``)."""
    from troyes_desktop.app import main_window

    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", True)
    w = main_window.MainWindow()
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.pause_pages()


@pytest.fixture(scope="module")
def positions():
    """A 4-player game with every module, one position for each kind of decision met in 1500 seeded
    random steps; a finished game for the scoring screen; Troyes Dice for 10 players."""
    from tests.gui.screens import seeded_positions

    return seeded_positions()


@pytest.fixture
def shell(qtbot, monkeypatch):
    """``shell(size, board=True)``: a main window shown at that size; all are closed after the test."""
    from troyes_desktop.app import main_window

    created = []

    def make(size, board=True):
        monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", board)
        w = main_window.MainWindow()
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        created.append(w)
        return w

    yield make
    for w in created:
        w.pause_pages()
        w.drop_game()


@pytest.fixture
def text_scale():
    """``text_scale(percent)``: the player's text size for one test, 100 % afterwards."""
    from PySide6.QtWidgets import QApplication

    from troyes_desktop import settings
    from troyes_desktop.shared_ui import theme

    def use(percent):
        settings.set("text_scale", percent)
        QApplication.instance().setFont(theme.font(11))

    yield use
    settings.set("text_scale", 100)
    QApplication.instance().setFont(theme.font(11))


@pytest.fixture(autouse=True)
def _clicks_not_held(request, monkeypatch):
    """The tests that play by clicking click faster than any person: the buttons that replaced another
    under the pointer do not ignore them (shared_ui/pointer_guard.py). A test of the guard asks for
    ``held_clicks``."""
    if request.node.get_closest_marker("gui") and "held_clicks" not in request.fixturenames:
        monkeypatch.setattr("troyes_desktop.shared_ui.pointer_guard.HOLD_MS", 0)


@pytest.fixture
def held_clicks():
    """The buttons' hold after a change is the player's (400 ms), for the tests of the guard."""
    from troyes_desktop.shared_ui import pointer_guard

    return pointer_guard.HOLD_MS


@pytest.fixture(autouse=True)
def _forget_new_game_choices():
    """After each test, the new-game dialogs forget what it chose (the seats, players, names, modules they
    remember in the settings), so that no test sees another's choices: a remembered computer seat makes the
    Troyes dialog taller, which made a screen-size test fail when it ran after a computer-seat test on the
    same pytest-xdist worker."""
    yield
    theme = sys.modules.get("troyes_desktop.shared_ui.theme")
    if theme is None:          # no Qt test ran in this process yet: nothing was remembered
        return
    s = theme.settings()
    for group in ("new_game", "dice"):
        s.remove(group)
    s.sync()
