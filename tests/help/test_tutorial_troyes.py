"""The guided first game of Troyes, played to its end through the real widgets (board clicks, the confirm
panel, the prompt's buttons, the coach's Next); wrong moves are explained and change nothing; the lesson can
be left and resumed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.scene_helpers import centre, click
from troyes_desktop.tutorial import coach as C
from troyes_desktop.tutorial.troyes import LESSON, TroyesTutorialWindow


@pytest.fixture
def lesson_window(qtbot):
    C.clear_progress(LESSON)
    w = TroyesTutorialWindow(resume=False, delay_ms=0)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    yield w
    C.clear_progress(LESSON)


def click_die(qtbot, w, d):
    click(qtbot, w.view, centre(w.view, w.scene.dice[d]))


def click_item(qtbot, w, item):
    click(qtbot, w.view, centre(w.view, item))


def state(w):
    g = w.model.game
    return (len(g.history), g.pending, tuple(p.deniers for p in g.players), w.lesson.index,
            w.lesson.move_index)


def snapshot(g):
    return (g.pending, g.round, [(p.deniers, p.influence, p.vp) for p in g.players], list(g.cathedral),
            [list(x) for x in g.slot_spaces], dict(g.dice), [list(map(str, e)) for e in g.queue])


def try_wrong(qtbot, w):
    """A move the step does not ask for: refused with the step's hint, nothing changes."""
    before = state(w)
    buttons = w.prompt.buttons
    expected = w.lesson.expected[w.lesson.move_index]
    wrong = next((a for a in buttons if a not in expected), None)
    if wrong is not None:
        qtbot.mouseClick(buttons[wrong], Qt.MouseButton.LeftButton)
    else:
        assert not w.coach.next_button.isVisible()
        w.lesson.next()
    assert state(w) == before
    assert w.lesson.step["hint"] in w.coach.note.text()


def play_move(qtbot, w, move):
    ctrl = w.scene.controller
    verbs = {a[0] for a in move}
    if "target" in verbs:
        for d in (a[1] for a in move if a[0] == "die"):
            if d not in ctrl.current_group():
                click_die(qtbot, w, d)
        target = move[-1]
        key = ("card", target[2]) if target[1] == "card" else (target[1],)
        click_item(qtbot, w, w.scene.item_for(key))
        assert ctrl.panel is not None, w.coach.note.text()
        qtbot.mouseClick(ctrl.panel.confirm_button, Qt.MouseButton.LeftButton)
    elif "flip" in verbs:
        dice = [a[1] for a in move if a[0] == "flip_die"]
        for d in dice:
            if d not in ctrl.scene.selected:
                click_die(qtbot, w, d)
        label, seq = ctrl.influence_actions(dice[0])[-1]          # what the right-click menu offers
        assert "Turn these 2 dice over" in label
        assert ctrl._apply(seq)
    elif verbs == {"bd"}:
        for a in move:
            click_die(qtbot, w, a[1])
    else:
        qtbot.mouseClick(w.prompt.buttons[move[0]], Qt.MouseButton.LeftButton)


def test_guided_game_played_to_its_end(qtbot, lesson_window):
    w = lesson_window
    lesson = w.lesson
    seen = []
    wrongs = 0
    for _ in range(60):
        step = lesson.step
        if not seen or seen[-1] != step["id"]:
            seen.append(step["id"])
        assert w.coach.text.text()
        if step.get("final"):
            break
        if lesson.needs_next():
            qtbot.mouseClick(w.coach.next_button, Qt.MouseButton.LeftButton)
            continue
        if "select" in step:
            # A die outside the lesson's group cannot be picked.
            other = next(d for d in w.model.game.dice if d not in lesson.selection)
            click_die(qtbot, w, other)
            assert other not in w.scene.selected and step["hint"] in w.coach.note.text()
            for d in sorted(lesson.selection):
                click_die(qtbot, w, d)
            continue
        index = lesson.index
        if lesson.move_index == 0:
            try_wrong(qtbot, w)
            wrongs += 1
        keys, dice = lesson.lit()
        assert w.scene.highlights == keys and w.scene.dice_highlights == dice
        play_move(qtbot, w, lesson.expected[lesson.move_index])
        assert lesson.index > index or lesson.move_index > 0, w.coach.note.text()
    assert seen == [s["id"] for s in lesson.steps]
    assert w.model.game.over
    assert wrongs >= 7
    assert "Thibaut II" in w.coach.text.text() and "VP" in w.coach.text.text()
    assert w.coach.real_button.isVisible()
    assert not w.model.stored                 # the lesson's game stays out of the history and statistics
    with qtbot.waitSignal(w.realGameRequested):
        qtbot.mouseClick(w.coach.real_button, Qt.MouseButton.LeftButton)
    assert not C.progress_path(LESSON).exists()


def test_the_lesson_teaches_in_order(lesson_window):
    ids = [s["id"] for s in lesson_window.lesson.steps]
    order = ["dice", "buy", "hire", "cathedral", "events", "black", "influence", "end-round", "scoring"]
    assert [i for i in ids if i in order] == order


def test_left_and_resumed(qtbot, lesson_window):
    w = lesson_window
    lesson = w.lesson
    for _ in range(3):
        if lesson.needs_next():
            lesson.next()
        elif "select" in lesson.step:
            lesson.selection_changed(set(lesson.selection))
    assert lesson.step["id"] == "hire"
    play_move(qtbot, w, lesson.expected[0])
    play_move(qtbot, w, lesson.expected[1])
    assert lesson.step["id"] == "cathedral"
    before = snapshot(w.model.game)
    w.close()
    again = TroyesTutorialWindow(resume=True, delay_ms=0)
    qtbot.addWidget(again)
    assert again.lesson.step["id"] == "cathedral"
    assert snapshot(again.model.game) == before


def test_damaged_progress_starts_over(qtbot):
    C.progress_path(LESSON).write_text("{not json", encoding="utf-8")
    w = TroyesTutorialWindow(resume=True, delay_ms=0)
    qtbot.addWidget(w)
    assert w.lesson.index == 0
    C.clear_progress(LESSON)


def test_what_the_lesson_says_is_what_happens(qtbot):
    """The script's words about the seeded game hold: Faye's cubes on level I of columns 3 and 5, yours above;
    Heresy and the black die of round 2; the learner's characters."""
    from troyes_desktop.tutorial.troyes import TroyesLesson

    lesson = TroyesLesson(delay_ms=0, save=False)
    lesson.begin(0)
    g = lesson.game
    facts = {}
    for _ in range(40):
        step = lesson.step
        if step["id"] == "pass1":
            facts["cathedral"] = list(g.cathedral[:12])
        if step["id"] == "black":
            facts["facing"] = (g.black_facing, g.black[g.ctx["black"][0]] if g.ctx["black"] else g.black[0])
        if step.get("final"):
            break
        if lesson.needs_next():
            lesson.next()
        elif "select" in step:
            lesson.selection_changed(set(lesson.selection))
        else:
            assert lesson.model.apply_sequence(lesson.expected[lesson.move_index])
    level1, level2 = facts["cathedral"][:6], facts["cathedral"][6:12]
    assert level1[2] == level1[4] == 1 and level2[2] == level2[4] == 0
    assert facts["facing"] == (0, 2)
    assert [c for c in g.players[0].characters] == ["thibaut-ii", "henry-i"]
    assert "Thibaut II and Henry I" in lesson.text()


def test_f1_in_the_lesson_opens_the_step_page(qtbot, lesson_window):
    from PySide6.QtGui import QCursor

    from troyes_desktop.help import window as hw

    QCursor.setPos(lesson_window.coach.mapToGlobal(lesson_window.coach.rect().center()))
    help_window = lesson_window.open_context_help()
    try:
        assert help_window.topic == lesson_window.lesson.step["topic"] == "troyes-overview"
    finally:
        help_window.close()
        hw._WINDOW = None


def test_the_other_player_moves_one_by_one_at_lesson_pace(qtbot):
    """With a pace, Faye's moves come one at a time; the learner's clicks wait (kindly refused) meanwhile."""
    from troyes_desktop.tutorial.troyes import TroyesLesson

    lesson = TroyesLesson(delay_ms=30, save=False)
    lesson.begin(0)
    while lesson.step["id"] != "hire":
        if lesson.needs_next():
            lesson.next()
        else:
            lesson.selection_changed(set(lesson.selection))
    for move in lesson.expected:
        assert lesson.model.apply_sequence(move)
    assert lesson.busy and lesson.step["id"] == "hire"
    assert not lesson.model.apply_sequence([("pass",)])          # wait for Faye
    seen = set()
    qtbot.waitUntil(lambda: seen.add(len(lesson.game.history)) or lesson.step["id"] == "cathedral",
                    timeout=5000)
    assert not lesson.busy and lesson.game.pending == ("turn", 0)
    assert len(seen) >= 2                                        # Faye's moves arrived in steps
