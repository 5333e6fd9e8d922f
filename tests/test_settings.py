"""The player's settings: typed values with defaults, checked writes, a damaged file set aside once."""
from __future__ import annotations

import json

import pytest

from troyes_desktop import settings


@pytest.fixture
def fresh(tmp_path, monkeypatch):
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    settings.reset_cache()
    yield tmp_path / "config"
    settings.reset_cache()


def test_defaults_then_stored_values_survive_a_restart(fresh) -> None:
    assert settings.get("text_scale") == 100 and settings.get("confirm_expel_own") is True
    assert settings.get("animation_speed") == "Normal" and settings.get("language") == "system"
    settings.set("text_scale", 150)
    settings.set("confirm_expel_own", False)
    settings.reset_cache()                          # as a new start of the app
    assert settings.get("text_scale") == 150 and settings.get("confirm_expel_own") is False
    assert json.loads((fresh / "settings.json").read_text()) == {"confirm_expel_own": False,
                                                                 "text_scale": 150}


def test_values_are_checked(fresh) -> None:
    for key, bad in (("text_scale", 130), ("text_scale", True), ("confirm_expel_own", 1),
                     ("animation_speed", "Very slow"), ("language", "xx")):
        with pytest.raises(ValueError):
            settings.set(key, bad)
    with pytest.raises(KeyError):
        settings.set("no_such_setting", 1)
    assert not (fresh / "settings.json").exists()


def test_wrong_values_in_the_file_fall_back_to_their_default_and_the_player_is_told_once(fresh) -> None:
    fresh.mkdir(parents=True)
    (fresh / "settings.json").write_text(json.dumps({"text_scale": "huge", "confirm_expel_own": False,
                                                     "animation_speed": 3, "from_a_newer_version": 1}))
    assert settings.get("text_scale") == 100 and settings.get("animation_speed") == "Normal"
    assert settings.get("confirm_expel_own") is False
    assert settings.ignored() == ["text size", "animation speed"]      # an unknown key is not a mistake
    assert settings.take_notice() == ("Some saved settings could not be used: text size, animation speed. "
                                      "Their usual values apply until you change them.")
    assert settings.take_notice() == "" and settings.ignored() == []


def test_out_of_range_values_fall_back_to_their_default(fresh) -> None:
    fresh.mkdir(parents=True)
    (fresh / "settings.json").write_text(json.dumps({
        "text_scale": 130, "computer_pace": "Very slow", "language": "xx", "confirm_pass_with_dice": 0,
        "colour_blind_glyphs": False, "animation_speed": "Fast"}))
    assert settings.all_values() == {**settings.DEFAULTS, "colour_blind_glyphs": False,
                                     "animation_speed": "Fast"}
    assert settings.ignored() == ["text size", "computer players' pace",
                                  "asking before passing with dice left against le Roy", "language"]
    notice = settings.take_notice()
    assert "text size, computer players' pace, asking before passing" in notice and notice.endswith(
        "Their usual values apply until you change them.")
    assert settings.take_notice() == ""
    settings.set("text_scale", 125)                   # a new choice keeps the good values, not the bad ones
    assert json.loads((fresh / "settings.json").read_text()) == {"animation_speed": "Fast",
                                                                 "colour_blind_glyphs": False,
                                                                 "text_scale": 125}


def test_a_settings_file_too_large_is_refused_in_kilobytes(fresh) -> None:
    fresh.mkdir(parents=True)
    (fresh / "settings.json").write_text('{"text_scale": 125, "pad": "' + "x" * 300_000 + '"}')
    assert settings.get("text_scale") == 100
    notice = settings.take_notice()
    assert "over 256 KB" in notice and "0 MB" not in notice, notice


def test_values_remembered_in_settings_ini_fall_back_to_defaults(fresh) -> None:
    """What the new-game dialogs read back from a hand-edited settings.ini, through QSettings itself."""
    from PySide6.QtCore import QSettings

    fresh.mkdir(parents=True)
    ini = fresh / "settings.ini"
    ini.write_text("[new_game]\nplayers=abc\nname0=\"\"\nname1=Faye\nname2=" + "x" * 40 + "\n"
                   "[dice]\nplayers=9\nexpert=1, 2, x, 4, 5, 6\n"
                   "[other]\nplayers=3\nexpert=6, 5, 4, 3, 2, 1\n", encoding="utf-8")
    s = QSettings(str(ini), QSettings.Format.IniFormat)
    number = "the number of players"          # the dialog's words, in the current language
    assert settings.remembered_int(s.value("new_game/players", 2), 2, 2, 4, number) == 2
    assert settings.remembered_int(s.value("dice/players", 1), 1, 1, 4) == 1
    assert settings.remembered_int(s.value("other/players", 2), 2, 2, 4) == 3
    assert settings.remembered_int(s.value("new_game/nothing", 2), 2, 2, 4, "x") == 2   # never written
    assert settings.remembered_ints(s.value("dice/expert"), [1, 2, 3, 4, 5, 6], 1, 6) == [1, 2, 3, 4, 5, 6]
    assert settings.remembered_ints(s.value("other/expert"), [1, 2, 3, 4, 5, 6], 1, 6) == [6, 5, 4, 3, 2, 1]
    assert settings.remembered_name(s.value("new_game/name1"), "Anna") == "Faye"
    assert settings.remembered_name(s.value("new_game/name2"), "Anna", "a player name") == "Anna"
    assert settings.remembered_name(s.value("new_game/name0"), "Anna") == "Anna"
    assert settings.ignored() == [number, "a player name"]
    assert "the number of players, a player name" in settings.take_notice()
    assert settings.take_notice() == ""


def test_a_damaged_file_is_set_aside_and_the_player_told_once(fresh) -> None:
    fresh.mkdir(parents=True)
    (fresh / "settings.json").write_text('{"text_scale": 150,')
    assert settings.get("text_scale") == 100
    notice = settings.take_notice()
    assert "settings file was damaged" in notice and "settings.damaged-" in notice
    assert settings.take_notice() == ""
    aside = list(fresh.glob("settings.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text() == '{"text_scale": 150,'
    assert not (fresh / "settings.json").exists()
    settings.set("text_scale", 125)                 # and new choices are stored again
    settings.reset_cache()
    assert settings.get("text_scale") == 125


def test_a_hostile_settings_file_never_stops_the_app(fresh) -> None:
    fresh.mkdir(parents=True)
    (fresh / "settings.json").write_text("[" * 5000 + "]" * 5000)      # nesting Python's parser cannot take
    assert settings.get("text_scale") == 100
    assert "settings file was damaged" in settings.take_notice()
    assert not (fresh / "settings.json").exists()
