"""The review in the replay window (issue 48): made in the background with a progress bar and Cancel, kept in
the history and shown again without computing, an older evaluation's review said and made again on request,
Show (the board at the decision, both moves lit), the chart (a click moves the replay), the key moments by
keyboard, Play from here (a new listed game at that position) and the entry points."""

from __future__ import annotations

import json
import time

import pytest
from PySide6.QtCore import QElapsedTimer, QPoint, Qt, QTimer

from tests.gui.review_helpers import fake_review
from tests.store.helpers import troyes_game
from troyes_desktop.app import review_column, reviewing
from troyes_desktop.app.replay_window import ReplayWindow
from troyes_desktop.review.run import Cancelled
from troyes_desktop.store import open_store
from troyes_desktop.store.records import build_record, game_key, save_dict


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A data folder of this test's own (the history keeps the reviews there)."""
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def game():
    return troyes_game(3, names=("Anna", "Faye"))


@pytest.fixture
def save(game):
    return save_dict(game)


@pytest.fixture
def computed(monkeypatch, save):
    """The computation replaced by the fake review (counted); the versions are the fake's."""
    calls = []

    def compute(s, seats, progress, cancelled):
        calls.append(list(seats))
        for i in range(5):
            progress(i, 5)
        return fake_review(s, tuple(seats))

    monkeypatch.setattr(review_column, "compute_review", compute)
    monkeypatch.setattr(review_column, "current_versions", lambda: ("test-engine", "test-eval"))
    return calls


def _open(qtbot, save, seats=(0,)) -> ReplayWindow:
    w = reviewing.open_review(None, save, "a test", list(seats))
    assert w is not None
    qtbot.addWidget(w)
    w.resize(1280, 720)
    qtbot.waitExposed(w)
    return w


def _panel(qtbot, w):
    qtbot.waitUntil(lambda: w.review_column.panel is not None, timeout=10000)
    return w.review_column.panel


def test_the_review_is_made_then_shown_and_says_what_it_compares_with(qtbot, home, save, computed):
    w = _open(qtbot, save)
    panel = _panel(qtbot, w)
    assert computed == [[0]]
    review = w.review
    top3 = sorted((d.loss_vp for d in review.decisions if d.label != "forced"), reverse=True)[:3]
    summary = panel.summary.text()
    assert summary.startswith(
        f"Anna lost by 6: luck cost 4 VP, the three biggest mistakes {round(sum(top3))} VP.")
    assert f"{len(review.decisions)} decisions reviewed" in summary
    assert "not with perfect play" in panel.note.text() and "Hard player" in panel.note.text()
    assert "luck" in panel.note.toolTip()
    # The key moments first, costliest first, then every decision with its label in words.
    assert panel.moments.count() == len(review.key_moments)
    first = review.decisions[review.key_moments[0]]
    assert panel.moments.item(0).text() == (
        f"Round {first.round} \u00b7 Anna \u00b7 blunder: {int(first.loss_vp)} VP lost")
    assert panel.table.topLevelItemCount() == len(review.decisions)
    labels = {panel.table.topLevelItem(i).text(2) for i in range(panel.table.topLevelItemCount())}
    assert "\u25a0 blunder" in labels
    assert not panel.outdated.isVisible()
    w.close()


def test_cancel_stops_the_review(qtbot, home, save, monkeypatch):
    started = []

    def slow(s, seats, progress, cancelled):
        started.append(True)
        while not cancelled():
            time.sleep(0.01)
        raise Cancelled()

    monkeypatch.setattr(review_column, "compute_review", slow)
    w = _open(qtbot, save)
    column = w.review_column
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    assert column.currentIndex() == 0 and column.bar.isVisible()
    qtbot.mouseClick(column.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: column.job is None, timeout=5000)
    assert column.message.text() == "The review was cancelled." and column.panel is None
    assert column.currentWidget() is column.message_page
    w.close()


def test_a_kept_review_opens_again_without_computing(qtbot, home, save, computed):
    w = _open(qtbot, save)
    _panel(qtbot, w)
    w.close()
    with open_store() as store:
        kept = store.review_of(game_key(save), review_column.seats_key([0]))
    assert kept is not None and kept["evaluation_version"] == "test-eval"
    again = _open(qtbot, save)
    assert again.review_column.panel is not None          # at once, with no thread
    assert computed == [[0]]
    assert again.review.to_json() == fake_review(save, (0,)).to_json()
    again.close()


def test_an_older_evaluation_says_so_and_makes_it_again(qtbot, home, save, computed):
    old = fake_review(save, (0,), evaluation="older")
    with open_store(write=True) as store:
        store.keep_review(game_key(save), review_column.seats_key([0]), old.to_json(), "test-engine", "older")
    w = _open(qtbot, save)
    panel = w.review_column.panel
    assert panel is not None and computed == []
    assert panel.outdated.isVisible() and "older version" in panel.outdated_label.text()
    qtbot.mouseClick(panel.redo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.review_column.panel is not None and w.review_column.panel is not panel,
                    timeout=10000)
    assert computed == [[0]] and not w.review_column.panel.outdated.isVisible()
    with open_store() as store:
        kept = store.review_of(game_key(save), review_column.seats_key([0]))
    assert kept["evaluation_version"] == "test-eval"
    w.close()


def test_show_moves_the_replay_and_lights_both_moves(qtbot, home, save, computed):
    w = _open(qtbot, save)
    panel = _panel(qtbot, w)
    panel.moments.setCurrentRow(1)
    qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    d = w.review.decisions[w.review.key_moments[1]]
    assert w.position == d.index and w.model.game.history == w.replay.actions[:d.index]
    assert w.lights == ([tuple(d.chosen_actions[0])], [tuple(d.best_actions[0])])
    frames = {f.data(0): f for f in w.review_frames}
    assert set(frames) == {"chosen", "best"}
    die_of = {kind: w.scene.item_for(("die", acts[0][1])) for kind, acts in
              (("chosen", d.chosen_actions), ("best", d.best_actions))}
    for kind, item in die_of.items():
        assert frames[kind].sceneBoundingRect().contains(item.sceneBoundingRect())
    assert "Move made:" in panel.why.text() and "cathedral" in panel.why.text()
    # Moving on puts the lights out.
    w.next()
    assert w.review_frames == [] and w.lights == ([], [])
    w.close()


def test_a_click_on_the_chart_moves_the_replay(qtbot, home, save, computed):
    w = _open(qtbot, save)
    chart = _panel(qtbot, w).chart
    target = chart.points[len(chart.points) // 2]
    where = QPoint(round(chart.x_of(target)), chart.height() // 2)
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=where)
    assert w.position == target and chart.position == target
    w.close()


def test_the_key_moments_are_reached_by_keyboard(qtbot, home, save, computed):
    w = _open(qtbot, save)
    panel = _panel(qtbot, w)
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert panel.moments.hasFocus() and panel.moments.currentRow() == 0
    qtbot.keyClick(panel.moments, Qt.Key.Key_Down)
    qtbot.keyClick(panel.moments, Qt.Key.Key_Return)
    assert w.position == w.review.decisions[w.review.key_moments[1]].index
    w.close()


def test_play_from_here_starts_a_listed_game_at_that_position(qtbot, home, save, computed):
    from troyes_desktop.model import autosaves
    from troyes_desktop.rules.loader import read_save

    w = _open(qtbot, save)
    panel = _panel(qtbot, w)
    panel.moments.setCurrentRow(0)
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    d = w.review.decisions[w.review.key_moments[0]]
    entry = next(e for e in autosaves.unfinished() if e.path == w.played_from)
    assert entry.mode == "troyes" and entry.players.startswith("Anna")
    _kind, game = read_save(entry.path)
    assert game.history == w.replay.actions[:d.index] and not game.over
    assert game.pending.seat == d.seat
    w.close()


def test_the_window_keeps_turning_while_the_review_is_made(qtbot, home, save, monkeypatch):
    """Pure-Python work in the worker (as the engine is): the event loop is never held over 50 ms by it.

    A gap between two ticks of a 5 ms timer counts against the review when the worker thread ran for most of
    it (it held the window's thread back); a gap in which it hardly ran is the machine's own load (other
    processes on this shared machine), not the review's."""
    import sys
    import threading

    workers: list[int] = []
    switches: list[float] = []
    default_switch = sys.getswitchinterval()

    def busy(s, seats, progress, cancelled):
        workers.append(threading.get_ident())
        switches.append(sys.getswitchinterval())
        end = time.perf_counter() + 1.5
        n = 0
        while time.perf_counter() < end:
            n += sum(i * i for i in range(2000))
            progress(int(1000 * (1.5 - (end - time.perf_counter()))), 1500)
            if cancelled():
                raise Cancelled()
        return fake_review(s, tuple(seats))

    monkeypatch.setattr(review_column, "compute_review", busy)
    monkeypatch.setattr(review_column, "current_versions", lambda: ("test-engine", "test-eval"))
    w = _open(qtbot, save)
    column = w.review_column
    qtbot.waitUntil(lambda: bool(workers), timeout=5000)
    worker_clock = time.pthread_getcpuclockid(workers[0])
    qtbot.wait(200)                       # the window's first layout and paint are not the review's
    gaps: list[tuple[int, float]] = []    # (ms between two ticks, ms the worker ran meanwhile)
    clock = QElapsedTimer()
    clock.start()
    last_cpu = [time.clock_gettime(worker_clock)]
    timer = QTimer()
    timer.setInterval(5)

    def tick():
        gap = clock.restart()
        try:
            cpu = time.clock_gettime(worker_clock) if column.running else None
        except OSError:                   # the thread has just ended
            cpu = None
        if cpu is not None:               # while the worker computes
            gaps.append((gap, 1000 * (cpu - last_cpu[0])))
            last_cpu[0] = cpu

    timer.timeout.connect(tick)
    timer.start()
    qtbot.waitUntil(lambda: column.panel is not None, timeout=10000)
    timer.stop()
    assert len(gaps) > 10                 # the loop turned (it would not, were the work on its own thread)
    held = [(gap, round(ran)) for gap, ran in gaps[1:] if gap > 50 and ran > 40]
    assert not held, held
    assert switches and set(switches) == {review_column.SWITCH_INTERVAL}   # quick switches while it runs
    qtbot.waitUntil(lambda: not review_column._JOBS, timeout=5000)
    assert sys.getswitchinterval() == default_switch                       # and the default again after
    w.close()


def test_the_statistics_window_reviews_a_finished_game(qtbot, home, game, save, computed):
    from troyes_desktop.app.statistics_window import StatisticsWindow

    path = home / "games.sqlite3"
    with open_store(path) as store:
        store.add_game(build_record(game), finished="2026-11-10 20:00:00")
    s = StatisticsWindow(path=path)
    qtbot.addWidget(s)
    s.show()
    s.tabs.setCurrentIndex(1)
    s.select_row(0)
    qtbot.mouseClick(s.historyReview_button, Qt.MouseButton.LeftButton)
    w = s.review_windows[-1]
    qtbot.addWidget(w)
    _panel(qtbot, w)
    assert w.replay.save == save and computed == [[0, 1]]
    w.close()
    s.close()


def test_game_review_refuses_a_damaged_file_as_load_does(qtbot, home, save, tmp_path, computed):
    from PySide6.QtWidgets import QWidget

    holder = QWidget()
    qtbot.addWidget(holder)
    bad = tmp_path / "bad.troyes.json"
    bad.write_text("{not json", encoding="utf-8")
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.rules.loader import read_save

    with pytest.raises(SaveError) as load_refusal:     # what Load says of it
        read_save(bad)
    box = reviewing.review_saved_file(holder, bad)
    assert box.text() == str(load_refusal.value).rstrip(".") + "."
    assert box.text().startswith("bad.troyes.json is not a valid save file")
    assert "Traceback" not in box.text() and "Errno" not in box.text()
    box.close()
    good = tmp_path / "good.troyes.json"
    good.write_text(json.dumps(save), encoding="utf-8")
    w = reviewing.review_saved_file(holder, good)
    qtbot.addWidget(w)
    assert isinstance(w, ReplayWindow)
    _panel(qtbot, w)
    w.close()


def test_every_decision_can_be_chosen_and_shown(qtbot, home, save, computed):
    w = _open(qtbot, save)
    panel = _panel(qtbot, w)
    panel.tabs.setCurrentIndex(1)
    item = panel.table.topLevelItem(5)
    panel.table.setCurrentItem(item)
    d = w.review.decisions[5]
    assert w.position == d.index and w.lights[0] == [tuple(d.chosen_actions[0])]
    assert panel.why.text().startswith(f"Move made: {d.chosen.rstrip('.')}.")
    assert item.text(2) == "\u25a0 " + {"forced": "forced (not counted)"}.get(d.label, d.label)
    w.close()


def test_the_real_review_of_an_unfinished_game_is_made_kept_and_reopened(qtbot, home, save):
    """The computation itself (review.run), on the first moves of a game: shown up to where the game stops,
    kept in the history, and opened again at once."""
    calls = []
    real = review_column.compute_review

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    review_column.compute_review, saved = counted, review_column.compute_review
    try:
        short = dict(save, actions=save["actions"][:24])
        w = _open(qtbot, short)
        qtbot.waitUntil(lambda: w.review_column.panel is not None, timeout=120000)
        review = w.review
        assert not review.complete and review.decisions and calls == [1]
        assert all(d.index < 24 and d.seat == 0 for d in review.decisions)
        assert "not finished" in w.review_column.panel.summary.text()
        w.close()
        again = _open(qtbot, short)
        assert again.review_column.panel is not None and calls == [1]
        assert again.review.to_json() == json.loads(json.dumps(review.to_json()))
        assert not again.review_column.panel.outdated.isVisible()
        again.close()
    finally:
        review_column.compute_review = saved


def test_the_evaluation_version_is_the_same_in_every_run():
    """A review kept in the history is said to be older only when the evaluation changed: its version must not
    change from one run of the app to the next (it once held a memory address)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    code = "from troyes_desktop.review.run import EVALUATION_VERSION; print(EVALUATION_VERSION)"
    runs = {subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True,
                           check=True).stdout.strip() for _ in range(2)}
    from troyes_desktop.review.run import EVALUATION_VERSION

    assert runs == {EVALUATION_VERSION}


def test_a_review_kept_in_english_is_made_again_in_french(qtbot, home, save, computed, french):
    """Its words (the moves, why) were written in the language of the day it was made."""
    from troyes_desktop.app.language import apply_language

    apply_language("en")
    w = _open(qtbot, save)
    _panel(qtbot, w)
    w.close()
    apply_language("fr")
    again = _open(qtbot, save)
    _panel(qtbot, again)
    assert computed == [[0], [0]]
    assert again.review_column.panel.moments.item(0).text().startswith("Tour ")
    again.close()
    third = _open(qtbot, save)
    assert third.review_column.panel is not None and computed == [[0], [0]]
    third.close()


def test_a_review_that_fails_says_why_and_can_be_started_again(qtbot, home, save, monkeypatch):
    from troyes_desktop.review.run import ReviewError

    def refuse(s, seats, progress, cancelled):
        raise ReviewError("This game cannot be reviewed: its record stops in the middle of a move.")

    monkeypatch.setattr(review_column, "compute_review", refuse)
    w = _open(qtbot, save)
    column = w.review_column
    qtbot.waitUntil(lambda: column.job is None and column.currentWidget() is column.message_page,
                    timeout=5000)
    assert column.message.text() == "This game cannot be reviewed: its record stops in the middle of a move."
    # Anything else that goes wrong is said in plain words (never Python's text); the replay still works.
    monkeypatch.setattr(review_column, "compute_review", lambda *a: {}["boom"])
    qtbot.mouseClick(column.findChild(type(column.cancel_button), "reviewStart"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: column.job is None and "something went wrong" in column.message.text(),
                    timeout=5000)
    assert "boom" not in column.message.text() and "KeyError" not in column.message.text()
    w.first()
    w.next()
    assert w.position == 1 and w.model.game.history == w.replay.actions[:1]
    w.close()


def test_closing_the_window_stops_the_review(qtbot, home, save, monkeypatch):
    stopped = []

    def slow(s, seats, progress, cancelled):
        while not cancelled():
            time.sleep(0.01)
        stopped.append(True)
        raise Cancelled()

    monkeypatch.setattr(review_column, "compute_review", slow)
    w = _open(qtbot, save)
    job = w.review_column.job
    qtbot.waitUntil(lambda: job.isRunning(), timeout=5000)
    w.close()
    assert stopped == [True] and not job.isRunning() and w.review_column.job is None


def test_a_review_under_way_ends_when_its_owner_window_is_deleted(qtbot, home, save, monkeypatch):
    """The statistics window closed and deleted with a review window of its own under way: the review is
    cancelled and its thread ends (a thread destroyed while running would end the app)."""
    from PySide6.QtWidgets import QApplication, QWidget

    stopped = []

    def slow(s, seats, progress, cancelled):
        while not cancelled():
            time.sleep(0.01)
        stopped.append(True)
        raise Cancelled()

    monkeypatch.setattr(review_column, "compute_review", slow)
    owner = QWidget()
    w = reviewing.open_review(owner, save, "test", [0])
    job = w.review_column.job
    qtbot.waitUntil(lambda: job.isRunning(), timeout=5000)
    owner.deleteLater()
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not job.isRunning(), timeout=5000)
    assert stopped == [True]
    qtbot.waitUntil(lambda: job not in review_column._JOBS, timeout=5000)
