"""The Settings dialog (remembered, applied at once) and the table rule on victory points."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.page_helpers import troyes_page
from troyes_desktop import settings
from troyes_desktop.shared_ui import theme

from .shell_helpers import play_until, turn_in_round_2


@pytest.fixture
def restore_settings():
    before = settings.all_values()
    yield
    for key, value in before.items():
        if settings.get(key) != value:
            settings.set(key, value)
    QApplication.instance().setFont(theme.font(11))


def test_settings_dialog_stores_and_applies_each_choice(window, qtbot, restore_settings) -> None:
    window.start_screen.settings_button.click()
    dialog = window.settings_dialog
    assert dialog.isVisible() and dialog.text_combo.currentData() == 100
    assert [dialog.language_combo.itemText(i) for i in range(dialog.language_combo.count())] == [
        "As the system (English)", "English", "Français"]
    assert set(dialog.confirm_checks) == {"confirm_pass_with_dice", "confirm_expel_own"}
    dialog.text_combo.setCurrentIndex(dialog.text_combo.findData(125))
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("Fast"))
    dialog.confirm_checks["confirm_expel_own"].setChecked(False)
    from troyes_desktop.troyes_ui.confirm import confirmation_wanted

    assert confirmation_wanted("expel_own")
    dialog.glyphs_check.setChecked(False)
    assert dialog.last_move_check.isChecked()          # "Show what the last player did": on by default
    dialog.last_move_check.setChecked(False)
    dialog.accept()
    assert settings.get("show_last_move") is False
    assert settings.get("text_scale") == 125 and settings.get("animation_speed") == "Fast"
    assert settings.get("confirm_pass_with_dice") is True and settings.get("confirm_expel_own") is False
    assert not confirmation_wanted("expel_own") and confirmation_wanted("pass_with_dice")   # the game asks
    assert settings.get("colour_blind_glyphs") is False
    assert theme.animation_delay() == theme.ANIMATION_SPEEDS["Fast"]
    assert window.speed_actions["Fast"].isChecked()
    # The larger text is used at once: the application font and a rebuilt start screen.
    assert QApplication.instance().font().pointSizeF() == pytest.approx(11 * 1.25)
    assert window.start_screen.troyes_button.font().pointSizeF() == pytest.approx(15 * 1.25)
    assert window.stack.currentWidget() is window.start_screen
    window.start_screen.troyes_button.click()          # the new start screen works
    assert window.new_game_dialog.isVisible()
    window.new_game_dialog.reject()
    again = window.open_settings()                     # the dialog shows what was stored
    assert again.text_combo.currentData() == 125 and not again.glyphs_check.isChecked()
    assert not again.last_move_check.isChecked()
    again.reject()


def test_a_damaged_settings_file_is_announced_once(qtbot, restore_settings, monkeypatch) -> None:
    from troyes_desktop.app import main_window

    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", False)
    path = settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("not json at all")
    settings.reset_cache()
    w = main_window.MainWindow()
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.last_message is not None)
    assert "settings file was damaged" in w.last_message.text() and "usual settings" in w.last_message.text()
    w.last_message.close()
    other = main_window.MainWindow()
    qtbot.addWidget(other)
    qtbot.wait(20)
    assert other.last_message is None
    for aside in path.parent.glob("settings.damaged-*.json"):
        aside.unlink()


def test_show_all_vp_is_a_table_rule_of_the_game(window, qtbot) -> None:
    view_menu = [a.text() for a in window.menuBar().actions()[2].menu().actions()]
    assert not any("VP" in t for t in view_menu), "no View toggle any player could flip mid-game"
    for rule, seen in ((False, "?"), (True, None)):
        dialog = window.open_new_game("troyes")
        dialog.count_spin.setValue(2)
        dialog.show_vp_check.setChecked(rule)
        args = dialog.game_arguments(seed=3)
        assert bool(args["options"].get("show_all_vp")) is rule
        dialog.reject()
        from troyes_desktop.rules.troyes.game import Game

        game = play_until(Game.new(**args), turn_in_round_2)
        window.start_game("troyes", game, autosave=False)
        assert not troyes_page(window).curtain.covering and troyes_page(window).viewer is None
        me = troyes_page(window).model.decider
        other = troyes_page(window).player_panels[1 - me]
        expected = seen if seen is not None else str(game.players[1 - me].vp)
        assert other.values["vp"].text() == expected
        shown = ("VP open" if rule else "VP hidden") if troyes_page(window).compact else \
            ("All victory points shown" if rule else "Own victory points only")
        assert troyes_page(window).vp_rule_label.text() == shown
        assert ("every player's" if rule else "only their own") in troyes_page(window).vp_rule_label.toolTip()
        assert troyes_page(window).vp_rule_label.isVisible()


def test_the_table_rule_is_part_of_the_setup_and_checked() -> None:
    from troyes_desktop.rules.common.errors import RulesError
    from troyes_desktop.rules.troyes import saves
    from troyes_desktop.rules.troyes.game import Game

    game = Game.new(2, seed=1, options={"show_all_vp": True})
    assert saves.from_dict(saves.to_dict(game)).setup["options"]["show_all_vp"] is True   # kept in saves
    for bad in (1, "yes", None):
        with pytest.raises(RulesError, match="table rule on victory points"):
            Game.new(2, seed=1, options={"show_all_vp": bad})


def test_choosing_french_offers_to_start_again_keeping_the_game(window, qtbot, restore_settings,
                                                                 monkeypatch) -> None:
    from PySide6.QtCore import QProcess

    started = []
    monkeypatch.setattr(QProcess, "startDetached",
                        staticmethod(lambda program, args: started.append(args) or True))
    dialog = window.open_settings()
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("fr"))
    dialog.accept()
    assert settings.get("language") == "fr"
    box = window.language_box
    assert box.isVisible() and "starts again" in box.text()
    later = [b for b in box.buttons() if b.text() == "Later"][0]
    later.click()
    assert not started and window.isVisible()
    window.offer_restart_for_language()
    again = [b for b in window.language_box.buttons() if b.text() == "Start again now"][0]
    again.click()
    assert started and "--lang" not in started[0]
