"""The new-game dialog says in one line what each computer level at the table is, in measured words (issue
49): its mean score at that table's size and how often it beats the level below."""
from __future__ import annotations

import pytest

from troyes_desktop.troyes_ui.level_lines import FIGURES, level_line, level_lines


@pytest.fixture
def home(tmp_path, monkeypatch, qapp):
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    from troyes_desktop import settings as player_settings

    player_settings.reset_cache()
    yield tmp_path
    player_settings.reset_cache()


def _dialog(qtbot):
    from troyes_desktop.troyes_ui.new_game_dialog import TroyesNewGameDialog

    dialog = TroyesNewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _choose(dialog, seat: int, level: str) -> None:
    combo = dialog.seat_combos[seat]
    combo.setCurrentIndex(combo.findData(level))


def test_every_level_has_its_measured_figures_at_every_table_size():
    for n in (2, 3, 4):
        easy, normal, hard = (FIGURES[n][lv] for lv in ("easy", "normal", "hard"))
        # Each level scores more than the one below, and beats it more often than a fair share.
        assert 0 < easy[0] < normal[0] <= hard[0]
        assert easy[1] is None
        assert normal[1] > 100 / n and hard[1] > 100 / n
        for level in ("easy", "normal", "hard"):
            line = level_line(level, n)
            assert f"about {FIGURES[n][level][0]} VP" in line and "\n" not in line
    assert level_line("person", 2) == "" and level_line("hard", 1) == ""


def test_the_dialog_shows_a_line_for_each_level_at_the_table(home, qtbot):
    dialog = _dialog(qtbot)
    dialog.count_spin.setValue(4)
    for seat in range(4):
        _choose(dialog, seat, "person")
    assert not dialog.levels_note.isVisible()        # people only: nothing to say
    _choose(dialog, 1, "hard")
    _choose(dialog, 2, "normal")
    _choose(dialog, 3, "normal")
    assert dialog.levels_note.isVisible()
    assert dialog.levels_note.text().splitlines() == [level_line("hard", 4), level_line("normal", 4)]
    assert "three Normal players" in dialog.levels_note.text()
    # Fewer players: the figures of that table's size.
    dialog.count_spin.setValue(2)
    assert dialog.levels_note.text().splitlines() == [level_line("hard", 2)]
    assert "a Normal player" in dialog.levels_note.text()
    # The solo game is played by a person against le Roy: no line.
    dialog.solo_radio.setChecked(True)
    assert not dialog.levels_note.isVisible()


def test_the_lines_are_french_in_french(home, qtbot, french):
    assert level_lines(["easy", "normal", "hard"], 3).splitlines()[0].startswith("Difficile\u00a0:")
    text = level_line("normal", 4)
    assert "des parties" in text and "\u00a0%" in text and "trois joueurs de niveau Facile" in text
