"""The guided first game of Troyes, played to its end through the real widgets (board clicks, right-clicks'
choices, the confirm panel, the prompt's buttons, the coach's Next): every round is the learner's, the first
three guided step by step and the last one free; wrong moves are explained and change nothing; the lesson can
be left and resumed (issue 41, items 1, 2 and 4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.scene_helpers import centre, click, drag
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.tutorial import coach as C
from troyes_desktop.tutorial.troyes import LESSON, TroyesTutorialWindow

#: What the lesson teaches, in this order (item 1 of issue 41).
TAUGHT = ["welcome", "dice", "buy", "hire", "cathedral", "neutral", "pass1",                      # round 1
          "events", "black", "reroll", "flip", "heresy", "merchant2", "pass2",                     # round 2
          "round3", "black3", "hire-citizen", "goldsmith", "cathedral2", "pass3",                  # round 3
          "round4", "free", "scoring"]                                                             # round 4


@pytest.fixture
def lesson_window(qtbot):
    C.clear_progress(LESSON)
    w = TroyesTutorialWindow(resume=False, delay_ms=0)
    qtbot.addWidget(w)
    w.resize(1280, 720)
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
    assert not w.prompt.refusal.isVisible()          # said once, by the coach


def play_move(qtbot, w, move):
    ctrl = w.scene.controller
    verbs = {a[0] for a in move}
    if "target" in verbs:
        for d in (a[1] for a in move if a[0] == "die"):
            if d not in ctrl.current_group():
                click_die(qtbot, w, d)
        target = move[-1]
        key = ("card", target[2]) if target[1] == "card" else (
            ("event", target[2]) if target[1] == "event" else (target[1],))
        history = len(w.model.game.history)
        click_item(qtbot, w, w.scene.item_for(key))
        if ctrl.panel is not None:                    # something left to choose: the panel asks it
            qtbot.mouseClick(ctrl.panel.confirm_button, Qt.MouseButton.LeftButton)
        assert len(w.model.game.history) > history, w.coach.note.text()      # otherwise played at once
    elif "flip" in verbs:
        dice = [a[1] for a in move if a[0] == "flip_die"]
        for d in dice:
            if d not in ctrl.scene.selected:
                click_die(qtbot, w, d)
        label, seq = ctrl.influence_actions(dice[0])[-1]          # what the right-click menu offers
        assert f"Turn these {len(dice)} dice over" in label
        assert ctrl.apply_influence(seq)
        assert not ctrl.scene.selected                            # the turned dice are not a group
    elif verbs == {"reroll"}:
        label, seq = ctrl.influence_actions(move[0][1])[0]
        assert label == "Reroll this die (1 influence)" and seq == list(move)
        assert ctrl.apply_influence(seq)
    elif verbs == {"bd"}:
        for a in move:
            click_die(qtbot, w, a[1])
    else:
        button = w.prompt.buttons[move[0]]
        assert button.styleSheet(), "the step's button is lit"
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_free_move(qtbot, w):
    """The last round, played as a newcomer might: counter with the strongest die, then use white dice on
    the cathedral, then pass."""
    g = w.model.game
    ctrl = w.scene.controller
    buttons = w.prompt.buttons
    if g.pending.kind == "black":
        if ("counter",) in buttons:
            qtbot.mouseClick(buttons[("counter",)], Qt.MouseButton.LeftButton)
            return
        own = sorted((d for d, v in g.dice.items() if v[2] == 0), key=lambda d: -g.black_strength([d]))
        if own and ("bd", own[0]) in w.model.legal_actions():
            click_die(qtbot, w, own[0])
            return
        qtbot.mouseClick(buttons[("concede",)], Qt.MouseButton.LeftButton)
        return
    if g.pending.kind == "turn":
        whites = [d for d, v in g.dice.items() if v[2] == 0 and v[0] == 1]
        if whites and ("target", "cathedral", None, None) in [t[:4] for t in g.targets(0, whites[:1])]:
            click_die(qtbot, w, whites[0])
            click_item(qtbot, w, w.scene.item_for(("cathedral",)))
            if ctrl.panel is not None:
                qtbot.mouseClick(ctrl.panel.confirm_button, Qt.MouseButton.LeftButton)
            return
        qtbot.mouseClick(buttons[("pass",)], Qt.MouseButton.LeftButton)
        if w.prompt.asking:           # the warning before passing with dice left
            qtbot.mouseClick(w.prompt.buttons[("confirm_yes",)], Qt.MouseButton.LeftButton)
        return
    qtbot.mouseClick(next(iter(buttons.values())), Qt.MouseButton.LeftButton)


def test_guided_game_played_to_its_end(qtbot, lesson_window):
    w = lesson_window
    lesson = w.lesson
    seen = []
    wrongs = 0
    rounds_played_by_learner = set()
    for _ in range(200):
        step = lesson.step
        if not seen or seen[-1] != step["id"]:
            seen.append(step["id"])
        assert w.coach.text.text()
        if step.get("final"):
            break
        if lesson.free():
            rounds_played_by_learner.add(w.model.game.round)
            play_free_move(qtbot, w)
            continue
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
        rounds_played_by_learner.add(w.model.game.round)
        index = lesson.index
        if lesson.move_index == 0:
            try_wrong(qtbot, w)
            wrongs += 1
        keys, dice = lesson.lit()
        assert w.scene.highlights == keys and w.scene.dice_highlights == dice
        play_move(qtbot, w, lesson.expected[lesson.move_index])
        assert lesson.index > index or lesson.move_index > 0, w.coach.note.text()
    assert seen == [s["id"] for s in lesson.steps] == TAUGHT
    assert rounds_played_by_learner == {1, 2, 3, 4}           # no round is played for the learner
    assert w.model.game.over
    assert wrongs >= 12
    assert "Thibaut II" in w.coach.text.text() and "VP" in w.coach.text.text()
    assert w.coach.real_button.isVisible()
    assert not w.model.stored                 # the lesson's game stays out of the history and statistics
    with qtbot.waitSignal(w.realGameRequested):
        qtbot.mouseClick(w.coach.real_button, Qt.MouseButton.LeftButton)
    assert not C.progress_path(LESSON).exists()


def test_the_lesson_teaches_in_order(lesson_window):
    assert [s["id"] for s in lesson_window.lesson.steps] == TAUGHT


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


def walk(lesson, until: str, seen: dict) -> None:
    """Play the guided steps headless up to step ``until``, recording the game at the start of each step."""
    g = lesson.game
    for _ in range(200):
        step = lesson.step
        if step["id"] not in seen:
            seen[step["id"]] = (g.copy(), [p.vp for p in g.players])
        if step["id"] == until or step.get("final"):
            return
        if lesson.needs_next():
            lesson.next()
        elif "select" in step:
            lesson.selection_changed(set(lesson.selection))
        else:
            assert lesson.model.apply_sequence(lesson.expected[lesson.move_index])


def test_what_the_lesson_says_is_what_happens(qtbot):
    """The script's words about the seeded game hold, step by step."""
    from troyes_desktop.tutorial.troyes import TroyesLesson

    lesson = TroyesLesson(delay_ms=0, save=False)
    lesson.begin(0)
    seen: dict = {}
    penalties = []
    lesson.model.eventsHappened.connect(
        lambda records: penalties.extend(r for r in records if r["type"] == "penalty" and r["player"] == 0))
    walk(lesson, "free", seen)
    g0 = seen["welcome"][0]
    assert g0.players[0].characters == ["thibaut-ii", "henry-i"] and g0.rounds == 4
    assert "Thibaut II" in lesson.steps[0]["text"] and "Henry I" in lesson.steps[0]["text"]
    cath = seen["cathedral"][0].cathedral                    # Faye on level 1 of columns 3 and 5, not yours
    assert cath[2] == cath[4] == 1 and cath[8] is None and cath[10] is None
    neutral = seen["neutral"][0]
    assert any(v[2] == NEUTRAL and v[0] == 2 and v[1] == 6 for v in neutral.dice.values())
    events = seen["events"][0]
    assert events.round == 2 and any(e[0] == "heresy" for e in events.queue)
    assert events.players[0].influence >= 0 and events.black[0] == 2
    assert events.pending == Decision(0, "black")
    flip = seen["flip"][0]
    yellow = sorted(v[1] for v in flip.dice.values() if v[2] == 0 and v[0] == 2)
    assert yellow == [1, 1, 5]                                                  # the reroll gave a 5
    heresy, after = seen["heresy"], seen["merchant2"]
    assert after[0].players[0].events_won == ["heresy"] and after[1][0] - heresy[1][0] == 6
    assert not any(e[0] == "heresy" for e in after[0].queue)
    r3 = seen["round3"][0]
    assert r3.round == 3 and r3.black == [2, 2, 1] and r3.start == 0
    gold = seen["cathedral2"][0]
    slot = gold.slot_card.index("goldsmith")
    assert gold.slot_spaces[slot][0] == 0
    r4 = seen["round4"][0]
    assert r4.round == 4 and r4.pending == Decision(0, "black") and r4.black[0] == 5
    assert r4.cathedral[0] == r4.cathedral[6] == 0 and r4.cathedral[12] is None     # column 1, levels 1 and 2
    own = sorted((v[0], v[1]) for v in r4.dice.values() if v[2] == 0)
    assert own == [(1, 1), (1, 4), (2, 2), (2, 3), (2, 6)]
    # Item 2: the guided rounds never lead the learner into a penalty (Heresy's above all).
    assert penalties == []


def test_heresy_is_explained_when_it_first_acts():
    from troyes_desktop.tutorial.troyes import TroyesLesson

    lesson = TroyesLesson(delay_ms=0, save=False)
    lesson.begin(0)
    seen: dict = {}
    walk(lesson, "events", seen)
    g = lesson.game
    assert any(e[0] == "heresy" for e in g.queue)
    text = lesson.text()
    assert "Heresy" in text and "2 influence" in text and "2 VP" in text
    assert g.players[0].influence >= 2                   # enough for its next bite; the lesson counters it


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
    assert not lesson.busy and lesson.game.pending == Decision(0, "turn")
    assert len(seen) >= 2                                        # Faye's moves arrived in steps


def test_a_drop_on_an_unlit_card_is_refused_at_the_drop(qtbot, lesson_window):
    """Item 4: nothing played (no confirm panel either) for a target the step does not ask for; the hint is
    said once."""
    w = lesson_window
    lesson = w.lesson
    while lesson.step["id"] != "hire":
        if lesson.needs_next():
            lesson.next()
        else:
            for d in sorted(lesson.selection):
                click_die(qtbot, w, d)
    ctrl = w.scene.controller
    group = ctrl.current_group()
    assert len(group) == 3
    g = w.model.game
    before = state(w)
    agriculture = ("agriculture", None)
    assert agriculture in ctrl._legal_targets(group)               # legal in the game, not in this step
    die = w.scene.dice[group[0]]
    drag(qtbot, w.view, centre(w.view, die), centre(w.view, w.scene.item_for(("agriculture",))))
    assert ctrl.panel is None
    assert lesson.step["hint"] in w.coach.note.text() and w.coach.note.text().count("Not in this step") == 1
    assert state(w) == before and g.pending == Decision(0, "turn")
    click_item(qtbot, w, w.scene.item_for(("agriculture",)))        # a click on it: the same
    assert ctrl.panel is None and state(w) == before
    merchant = w.scene.item_for(("card", lesson.expected[0][-1][2]))
    drag(qtbot, w.view, centre(w.view, die), centre(w.view, merchant))    # the lit Merchant: played
    assert state(w) != before


def test_the_last_round_is_free(qtbot, lesson_window):
    w = lesson_window
    lesson = w.lesson
    while not lesson.free():
        if lesson.needs_next():
            lesson.next()
        elif "select" in lesson.step:
            lesson.selection_changed(set(lesson.selection))
        else:
            assert w.model.apply_sequence(lesson.expected[lesson.move_index])
    g = w.model.game
    assert g.round == 4 and g.pending == Decision(0, "black")
    # Any legal move goes through: beat the 5 and the 2 together with the yellow 6 and 2, as the coach says.
    y6 = next(d for d, v in g.dice.items() if v[2] == 0 and v[:2] == (2, 6))
    y2 = next(d for d, v in g.dice.items() if v[2] == 0 and v[:2] == (2, 2))
    two = g.black.index(2)
    assert w.model.apply_sequence([("bd", y6), ("bd", y2), ("bx", two), ("counter",)])
    assert not w.coach.note.isVisible()
    white_1 = next(d for d, v in g.dice.items() if v[2] == 0 and v[:2] == (1, 1))
    assert w.model.apply_sequence([("die", white_1), ("target", "cathedral", None, None)])
    assert g.cathedral[12] == 0                                     # level 3, column 1: all three levels


def test_closing_the_lesson_closes_its_final_scoring(qtbot) -> None:
    """The final scoring is a window of its own over the lesson: closing the lesson (its Close button, the
    window's cross, Ctrl+W) closes it too, never leaving it alone on the desktop (issue 50)."""
    C.write_progress(LESSON, TAUGHT.index("free"))           # resumed at the last round, played freely
    w = TroyesTutorialWindow(resume=True, delay_ms=0)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    for _ in range(200):
        if w.lesson.step.get("final"):
            break
        play_free_move(qtbot, w)
    qtbot.waitUntil(lambda: w.scoring is not None and w.scoring.isVisible(), timeout=5000)
    assert w.lesson.step.get("final") and w.model.game.over
    qtbot.mouseClick(w.coach.leave_button, Qt.MouseButton.LeftButton)
    assert not w.isVisible() and not w.scoring.isVisible()
    C.clear_progress(LESSON)


def test_the_line_under_a_drag_never_calls_an_unlit_drop_fine(qtbot, lesson_window):
    """Over a target legal in the game but not lit by the step, the drag's line says what the refusal will
    say, not what the target would give (issue 50); over the lit target it says what it gives."""
    from PySide6.QtCore import QPoint

    w = lesson_window
    lesson = w.lesson
    while lesson.step["id"] != "hire":
        if lesson.needs_next():
            lesson.next()
        else:
            for d in sorted(lesson.selection):
                click_die(qtbot, w, d)
    said: list[str] = []
    w.scene.statusMessage.connect(said.append)
    vp = w.view.viewport()
    die = w.scene.dice[w.scene.controller.current_group()[0]]
    start, farm = centre(w.view, die), centre(w.view, w.scene.item_for(("agriculture",)))
    merchant = centre(w.view, w.scene.item_for(("card", lesson.expected[0][-1][2])))
    qtbot.mousePress(vp, Qt.LeftButton, pos=start)
    for k in range(1, 7):
        p = start + (farm - start) * (k / 6)
        qtbot.mouseMove(vp, pos=QPoint(int(p.x()), int(p.y())))
    assert said[-1] == lesson.wrong() and lesson.step["hint"] in said[-1]       # not "Agriculture: ..."
    qtbot.mouseMove(vp, pos=merchant)
    assert said[-1] != lesson.wrong() and said[-1].startswith("Merchant")
    qtbot.mouseRelease(vp, Qt.LeftButton, pos=merchant)


def test_turning_mixed_dice_over_as_asked_says_no_refusal(qtbot):
    """The step asks for a white 2 and two yellow 1s, then a right-click: selecting them says how to turn
    them over, never the red "no target accepts this group" (issue 50)."""
    C.write_progress(LESSON, TAUGHT.index("flip"))
    w = TroyesTutorialWindow(resume=True, delay_ms=0)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    assert w.lesson.step["id"] == "flip"
    notes = []
    for d in [a[1] for a in w.lesson.expected[0] if a[0] == "flip_die"]:
        click_die(qtbot, w, d)
        notes.append(w.coach.note.text())
    assert len({w.model.game.dice[d].colour for d in w.scene.controller.current_group()}) == 2
    assert not any("no target accepts" in n for n in notes), notes
    assert notes[-1].endswith("right-click one of them to turn them over (4 influence); no action uses these "
                              "dice together.")
    C.clear_progress(LESSON)


@pytest.mark.parametrize(("lang", "name"), [("en", "neutral player"), ("fr", "joueur neutre")])
def test_the_neutral_player_has_one_name_everywhere(qtbot, lang, name):
    """The same name on the board's district, the confirm panel, the group's words and the lessons
    (issue 50: "Neutral", "gray dice" and "neutral dice" were three names for one player)."""
    from troyes_desktop.app.language import apply_language
    from troyes_desktop.i18n import translate

    apply_language(lang)
    try:
        assert translate("BoardItems", "Neutral player").lower() == name        # the district's header
        C.write_progress(LESSON, TAUGHT.index("neutral"))
        w = TroyesTutorialWindow(resume=True, delay_ms=0)
        qtbot.addWidget(w)
        w.resize(1280, 720)
        w.show()
        qtbot.waitExposed(w)
        w.view.fit()
        lesson = w.lesson
        assert lesson.step["id"] == "neutral"
        for step in (lesson.step, next(s for s in lesson.steps if s["id"] == "heresy")):
            words = (step["text"] + " " + step["hint"]).lower()
            assert name in words, step["id"]
            grays = ("gray yellow", "gray white", "gray dice", "gray die", "jaune gris", "blanc gris",
                     "dés gris", "dé gris")
            assert not any(gray in words for gray in grays), words
        move = lesson.expected[0]
        for d in (a[1] for a in move if a[0] == "die"):
            click_die(qtbot, w, d)
        said = w.coach.note.text().lower()
        assert f"{name})" in said                                    # "yellow 6 (the neutral player)"
        # The confirm panel of that group (a drop plays at once, rulings H3: asked for here, as when a
        # choice is left) names the neutral player the same way.
        c = w.scene.controller
        dice = [a[1] for a in move if a[0] == "die"]
        tk = next(k for k in c._legal_targets(dice) if k[1] == move[-1][2])
        c.open_panel(dice, tk, c._legal_targets(dice)[tk], ask=True)
        panel = c.panel
        assert panel is not None
        assert name in panel.details.text().lower(), panel.details.text()
    finally:
        apply_language("en")
        C.clear_progress(LESSON)
