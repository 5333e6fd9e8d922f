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


def test_wrong_values_in_the_file_fall_back_to_their_default(fresh) -> None:
    fresh.mkdir(parents=True)
    (fresh / "settings.json").write_text(json.dumps({"text_scale": "huge", "confirm_expel_own": False,
                                                     "animation_speed": 3}))
    assert settings.get("text_scale") == 100 and settings.get("animation_speed") == "Normal"
    assert settings.get("confirm_expel_own") is False
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
