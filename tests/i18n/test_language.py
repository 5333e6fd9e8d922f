"""Choosing the language: --lang for one run, the setting, the system's; the catalogue and Qt's own load."""

from __future__ import annotations

from troyes_desktop import i18n, settings
from troyes_desktop.app.language import apply_language, chosen_language
from troyes_desktop.app.window_settings import _without_option
from troyes_desktop.cli import build_parser, split_save_path
from troyes_desktop.shared_ui.words import format_number


def test_lang_option_wins_over_the_setting(qapp):
    settings.reset_cache()
    settings.set("language", "en")
    try:
        assert chosen_language("fr") == "fr"
        assert chosen_language(None) == "en"
        settings.set("language", "fr")
        assert chosen_language(None) == "fr"
        assert chosen_language("en") == "en"
    finally:
        settings.set("language", "system")


def test_the_lang_option_is_a_window_option():
    words, save = split_save_path(["--lang", "fr", "game.json"])
    assert save is not None and save.name == "game.json"
    args = build_parser().parse_args(words)
    assert args.lang == "fr"


def test_french_installs_and_english_returns(qapp):
    assert apply_language("fr")
    assert i18n.language() == "fr"
    assert format_number(1234.5, 1) == "1\u202f234,5" or format_number(1234.5, 1) == "1\u00a0234,5"
    apply_language("en")
    assert i18n.language() == "en"
    assert i18n.translate("Anything", "%n denier(s)", None, 2) == "2 deniers"


def test_localized_picks_the_french_field_of_data(qapp):
    entry = {"name": "Tax Collector", "name_fr": "Percepteur"}
    assert i18n.localized(entry) == "Tax Collector"
    apply_language("fr")
    try:
        assert i18n.localized(entry) == "Percepteur"
        assert i18n.localized({"name": "Urbain IV"}) == "Urbain IV"
    finally:
        apply_language("en")


def test_restart_drops_the_one_run_language():
    assert _without_option(["-m", "troyes_desktop", "--lang", "fr", "x.json"], "--lang") == \
        ["-m", "troyes_desktop", "x.json"]
    assert _without_option(["--lang=fr", "--size", "1280x720"], "--lang") == ["--size", "1280x720"]


def test_english_sources_resolve_their_plural_marks(qapp):
    apply_language("en")
    assert i18n.translate("Any", "%n denier(s), %n die(s)", None, 1) == "1 denier, 1 die"
    assert i18n.translate("Any", "%n denier(s), %n die(s), %n bonus(es)", None, 3) == \
        "3 deniers, 3 dice, 3 bonuses"
    assert i18n.translate("Any", "no plural (s) here") == "no plural (s) here"   # only with a count
