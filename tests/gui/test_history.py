"""Statistics, history and replays in the GUI: the Statistics window over a small store, History (sortable,
Replay, Delete, Export), the replay viewer (positions, chronicle, privacy, no moves), the VP chart at the end
of a game, the start screen's button and the demos."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.page_helpers import troyes_page
from tests.store.helpers import dice_game, solo_game, troyes_game
from troyes_desktop.app.replay_window import REFUSAL, ReplayWindow
from troyes_desktop.app.statistics_window import StatisticsWindow
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.store import open_store
from troyes_desktop.store.records import build_record, game_key, save_dict


@pytest.fixture
def games():
    return {
        "t1": troyes_game(3, names=("Anna", "Faye")),
        "t2": troyes_game(4, names=("Anna", "Bot")),
        "s1": solo_game(5),
        "d1": dice_game(6, ("Anna", "Faye")),
    }


@pytest.fixture
def stats_window(qtbot, tmp_path, games):
    path = tmp_path / "games.sqlite3"
    with open_store(path) as store:
        for day, (name, g) in enumerate(games.items()):
            seats = ["person", "hard"] if name == "t2" else None
            store.add_game(build_record(g, seats=seats), finished=f"2026-11-{10 + day:02d} 20:00:00")
    w = StatisticsWindow(path=path)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    for r in w.replays:
        r.close()


def _cell(table, r, c) -> str:
    return table.item(r, c).text()


def test_statistics_of_a_profile_match_the_games(stats_window, games):
    w = stats_window
    assert w.profile_combo.currentText() == "Anna (4 games)"
    t = w.summary_table
    heads = [t.verticalHeaderItem(r).text() for r in range(t.rowCount())]
    assert heads == ["Troyes", "Solo against le Roy", "Troyes Dice"]
    t1, t2, s1, d1 = games["t1"], games["t2"], games["s1"], games["d1"]
    troyes_scores = [t1.scores[0]["total"], t2.scores[0]["total"]]
    wins = int(t1.scores[0]["winner"]) + int(t2.scores[0]["winner"])
    assert [_cell(t, 0, c) for c in range(5)] == [
        "2",
        str(wins),
        f"{round(100 * wins / 2)} %",
        f"{sum(troyes_scores) / 2:.1f}",
        str(max(troyes_scores)),
    ]
    assert _cell(t, 1, 0) == "1" and _cell(t, 1, 4) == str(s1.scores[0]["total"])
    assert _cell(t, 2, 4) == str(d1.scores()[0])
    assert w.margin_chart.values == [s1.scores[0]["margin"]]
    assert sum(n for _l, n in w.band_chart.rows) == 1
    assert "Hard" in w.levels_label.text()
    assert w.dice_chart.series[0][2] == [float(d1.scores()[0])]
    # Faye: her own statistics (no solo game, no computer).
    w.profile_combo.setCurrentIndex(w.profile_combo.findText("Faye (2 games)"))
    heads = [t.verticalHeaderItem(r).text() for r in range(t.rowCount())]
    assert heads == ["Troyes", "Troyes Dice"] and w.margin_chart.values == []
    assert "No game against a computer player yet" in w.levels_label.text()


def test_the_date_arrow_points_the_way_the_dates_go(stats_window, qtbot):
    """Newest first: the Date header's arrow points down (Qt's own indicator points up then: it is hidden)."""
    w = stats_window
    w.tabs.setCurrentIndex(1)
    model, header = w.history_model, w.history_table.horizontalHeader()

    def heads():
        return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]

    dates = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert dates == sorted(dates, reverse=True)
    assert heads() == ["Date \u25bc", "Game", "Players", "Scores", "Winner"]
    assert not header.isSortIndicatorShown()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(0) + 10, header.height() // 2))
    dates = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert dates == sorted(dates) and heads()[0] == "Date \u25b2"        # oldest first: up
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(1) + 10, header.height() // 2))
    assert heads()[0] == "Date" and heads()[1] in ("Game \u25b2", "Game \u25bc")


def test_history_lists_sorts_and_deletes(stats_window, games, qtbot):
    w = stats_window
    w.tabs.setCurrentIndex(1)
    proxy = w.history_model
    assert proxy.rowCount() == 4 and w.history_count.text() == "4 finished games"

    def column(c):
        return [proxy.index(r, c).data() for r in range(proxy.rowCount())]

    assert column(0) == sorted(column(0), reverse=True)  # newest first
    assert column(1)[0] == "Troyes Dice"
    solo_row = column(1).index("Solo against le Roy")
    s1 = games["s1"]
    assert column(3)[solo_row] == f"{s1.scores[0]['total']} \u2013 le Roy {s1.scores[1]['total']}"
    assert column(4)[solo_row] == ("Anna" if s1.scores[0]["winner"] else "le Roy")
    assert column(2) == ["Anna, Faye", "Anna", "Anna, Bot (computer, hard)", "Anna, Faye"]
    # Sorting by a header click: by game name.
    header = w.history_table.horizontalHeader()
    qtbot.mouseClick(
        header.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(header.sectionViewportPosition(1) + 10, header.height() // 2),
    )
    assert column(1) in (
        sorted(column(1), key=str.casefold),
        sorted(column(1), key=str.casefold, reverse=True),
    )
    assert column(1) != ["Troyes Dice", "Solo against le Roy", "Troyes", "Troyes"]  # the order changed
    w.history_table.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # by the players' best score (not le Roy's)
    best = [max(int(x) for x in v.split(" \u2013 ")[0].split(",")) for v in column(3)]
    assert best == sorted(best, reverse=True)
    # Delete the solo game.
    w.history_table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    w.select_row(column(1).index("Solo against le Roy"))
    key = w.selected_key()
    assert key == game_key(save_dict(s1))
    assert w.delete(key)
    assert proxy.rowCount() == 3 and "Solo against le Roy" not in column(1)
    assert w.margin_chart.values == []


def test_export_writes_a_loadable_record_atomically(stats_window, games, tmp_path):
    from troyes_desktop.rules.troyes import saves

    w = stats_window
    key = game_key(save_dict(games["t1"]))
    target = tmp_path / "out" / "anna-faye"
    assert w.export(key, target)
    written = tmp_path / "out" / "anna-faye.troyes.json"
    data = json.loads(written.read_text(encoding="utf-8"))
    assert data["result"]["players"][0]["name"] == "Anna"
    assert saves.from_dict(data).state_dict() == games["t1"].state_dict()  # opens like a save
    assert [p.name for p in written.parent.iterdir()] == ["anna-faye.troyes.json"]  # no temporary left
    # A target that cannot be written: a clear message, nothing written.
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert not w.export(key, blocker / "game.troyes.json")
    assert w.last_message.text().startswith("game.troyes.json could not be written: ")
    assert "Errno" not in w.last_message.text()


def test_replay_from_the_history_reaches_the_final_state(stats_window, games, qtbot):
    w = stats_window
    w.tabs.setCurrentIndex(1)
    proxy = w.history_model
    row = next(
        r
        for r in range(proxy.rowCount())
        if proxy.index(r, 1).data() == "Troyes" and "Bot" not in proxy.index(r, 2).data()
    )
    w.select_row(row)
    qtbot.mouseClick(w.historyReplay_button, Qt.MouseButton.LeftButton)
    replay = w.replays[-1]
    g = games["t1"]
    assert replay.isVisible() and replay.position == len(g.history)
    assert replay.model.game.state_dict() == g.state_dict()
    assert replay.model.game.scores == g.scores
    # Moving: first, next, a round, previous; the chronicle follows the position.
    end_lines = len(replay.log.lines)
    qtbot.mouseClick(replay.first_button, Qt.MouseButton.LeftButton)
    assert replay.position == 0 and replay.model.game.round == 0 and len(replay.log.lines) < end_lines
    assert not replay.first_button.isEnabled()
    for _ in range(3):
        qtbot.mouseClick(replay.next_button, Qt.MouseButton.LeftButton)
    assert replay.position == 3 and replay.model.game.history == g.history[:3]
    stepped = list(replay.log.lines)
    replay._rebuild_log()
    assert replay.log.lines == stepped  # stepping forward writes what a rebuild writes
    assert replay.go_to_unit(2)
    assert replay.model.game.round == 2 and "round 2 of" in replay.where.text()
    qtbot.mouseClick(replay.prev_button, Qt.MouseButton.LeftButton)
    assert replay.model.game.round == 1
    # Play at the fastest pace until the end.
    replay.go_to(len(g.history) - 5)
    replay.pace.setCurrentText("Very fast")
    qtbot.mouseClick(replay.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: replay.position == len(g.history), timeout=5000)
    qtbot.waitUntil(lambda: not replay.timer.isActive(), timeout=2000)
    assert replay.model.game.state_dict() == g.state_dict()
    # Nothing can be played in a replay.
    refusals = []
    replay.model.refused.connect(refusals.append)
    assert not replay.model.apply(("pass",)) and refusals == [REFUSAL]
    assert replay.model.legal_actions() == []


def test_a_finished_game_shows_every_character_from_the_start(qtbot):
    g = troyes_game(7, names=("Anna", "Faye", "Geoffrey"))
    w = ReplayWindow(save_dict(g))
    qtbot.addWidget(w)
    w.go_to_unit(1)
    text = w.hidden_label.text()
    for p in g.players:
        for c in p.characters:
            assert g.data.characters[c].name in text
    face_down = [g.card(slot).name for slot in range(9) if slot % 3 > 0]  # levels II and III in round 1
    assert all(name in text for name in face_down)
    w.go_to_unit(3)
    assert "face down" not in w.hidden_label.text()
    assert "everyone's characters" in w.privacy.text()
    assert all(panel.values["vp"].text() != "?" for panel in w.panels)


def test_an_unfinished_save_shows_only_what_one_seat_could_see(qtbot, tmp_path):
    from tests.gui.shell_helpers import play_until, turn_in_round_2
    from troyes_desktop.rules.troyes import saves

    g = play_until(Game.new(players=3, seed=12, names=["Anna", "Faye", "Geoffrey"]), turn_in_round_2, seed=12)
    path = tmp_path / "unfinished.troyes.json"
    saves.save(g, path)
    w = StatisticsWindow(path=tmp_path / "games.sqlite3")
    qtbot.addWidget(w)
    replay = w.open_saved_replay(path)
    assert replay is not None and not replay.replay.finished
    assert replay.position == len(g.history) and replay.model.game.state_dict() == g.state_dict()
    seat = g.pending.seat
    assert replay.seen_by == seat and replay.hidden_text() == ""
    assert f"only what {g.players[seat].name} could see" in replay.privacy.text()
    other = next(p for p in replay.panels if p.seat != seat)
    assert other.values["vp"].text() == "?" and "hidden character" in other.characters_label.text()
    mine = next(p for p in replay.panels if p.seat == seat)
    assert g.data.characters[g.players[seat].characters[0]].name in mine.characters_label.text()
    # Another seat's view.
    replay.seen_combo.setCurrentIndex(other.seat)
    assert "hidden character" in mine.characters_label.text()
    replay.close()
    # A file that is not a save: a clear message, no window.
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}', encoding="utf-8")
    assert w.open_saved_replay(bad) is None
    assert w.last_message.text() == "bad.json is not a Troyes Desktop save."


def test_a_dice_replay_jumps_to_a_day(qtbot):
    d = dice_game(15, ("Anna", "Faye"))
    w = ReplayWindow(d.to_save())
    qtbot.addWidget(w)
    assert w.model.game.scores() == d.scores()
    w.jump.setCurrentIndex(w.jump.findText("Day 4"))
    w._jump_chosen(w.jump.findText("Day 4"))
    assert w.model.game.day == 4 and w.model.game.half == 0 and "day 4, morning" in w.where.text()
    qtbot.mouseClick(w.thumbs[1], Qt.MouseButton.LeftButton)
    assert w.sheet.seat == 1


def test_the_end_of_a_game_shows_vp_round_by_round(window, qtbot):
    from tests.gui.shell_helpers import play_until

    g = play_until(Game.new(players=2, seed=21, names=["Anna", "Faye"]), lambda x: False, seed=21)
    assert g.over
    window.start_game("troyes", g, autosave=False)
    dialog = troyes_page(window).scoring_dialog
    chart = dialog.round_chart
    assert chart.labels == [str(r) for r in range(1, g.rounds + 1)]
    assert [vals[-1] for _n, _c, vals in chart.series] == [s["total"] for s in g.scores]


def test_the_start_screen_opens_the_statistics(window, qtbot):
    qtbot.mouseClick(window.start_screen.stats_button, Qt.MouseButton.LeftButton)
    stats = window.start_screen.statistics_window
    assert stats.isVisible() and stats.tabs.count() == 2
    stats.close()


@pytest.mark.parametrize("demo", ["statistics", "replay"])
def test_history_demos_render(tmp_path, demo):
    from PySide6.QtGui import QImage

    from tests.test_cli import run_cli

    target = tmp_path / f"{demo}.png"
    result = run_cli("--screenshot", str(target), "--demo", demo, "--size", "1280x720")
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1280, 720)
    assert len({image.pixel(x, y) for x in range(0, 1280, 9) for y in range(0, 720, 9)}) > 100


def test_the_new_game_dialogs_offer_the_known_profiles(window, qtbot):
    from troyes_desktop.store import db as store_db

    path = store_db.store_path()
    if path.exists():
        path.unlink()
    with open_store() as store:
        store.add_game(build_record(troyes_game(31, names=("Aliénor", "Bot")), seats=["person", "easy"]))
        store.add_game(build_record(dice_game(32, ("Faye",))))
    dialog = window.open_new_game("troyes")
    model = dialog.profile_completer.model()
    # The people of both games; the computer player ("Bot") is not a profile.
    assert sorted(model.index(r, 0).data() for r in range(model.rowCount())) == ["Aliénor", "Faye"]
    assert dialog.name_edits[2].completer() is dialog.profile_completer  # computers are not profiles
    dialog.reject()
    dice = window.open_new_game("dice")
    assert dice.name_edits[0].completer() is dice.profile_completer
    dice.reject()


def test_a_damaged_store_is_set_aside_and_said_in_the_statistics(qtbot, tmp_path):
    path = tmp_path / "games.sqlite3"
    path.write_bytes(b"garbage, not a database" * 50)
    w = StatisticsWindow(path=path)
    qtbot.addWidget(w)
    w.show()
    assert w.notice.isVisible()
    assert w.notice.text().startswith(
        "The list of finished games was damaged: it has been kept as games.sqlite3."
    )
    assert w.empty_note.isVisible() and w.profile_combo.count() == 0
    assert any(p.name.startswith("games.sqlite3.damaged-") for p in tmp_path.iterdir())
    w.tabs.setCurrentIndex(1)
    assert w.history_model.rowCount() == 0 and w.history_count.text() == "0 finished games"
    w.replay_selected()  # nothing chosen: a plain message, nothing opened
    assert w.last_message.text() == "Choose a game in the list first." and not w.replays
