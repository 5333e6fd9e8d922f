"""Honest words (issue 41, items 8-9): the chronicle says what happened, and the prompt's "On the board" list
offers only moves that succeed, each doing exactly what its entry says."""

from __future__ import annotations

from PySide6.QtCore import Qt

from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW
from troyes_desktop.troyes_ui.describe import describe_event
from troyes_desktop.troyes_ui.prompt_panel import PromptPanel

from ..rules.card_helpers import SPARE, give_tradesman
from ..rules.helpers import in_actions, in_black, play_group


def test_the_goldsmith_sentence_says_both_were_gained() -> None:
    g = in_actions(dice=[(0, YELLOW, 6), (0, YELLOW, 5), SPARE], cards=["goldsmith"], deniers=3)
    s = give_tradesman(g, 0, "goldsmith")
    before = (g.players[0].vp, g.players[0].deniers)
    records = play_group(g, g.die_ids[:2], "card", s)
    gained_vp, gained_deniers = g.players[0].vp - before[0], g.players[0].deniers - before[1]
    assert gained_vp > 0 and gained_deniers == 2 * gained_vp       # both were gained, nothing was paid
    text = describe_event(g, next(r for r in records if r["type"] == "vp_gained"))
    assert text == f"{g.players[0].name} gains {gained_vp} VP and {gained_deniers} deniers (Goldsmith).", text


def _prompt(qtbot, game) -> tuple[TroyesModel, PromptPanel]:
    model = TroyesModel(game, autosave=False)
    prompt = PromptPanel()
    qtbot.addWidget(prompt)
    prompt.resize(700, 300)
    prompt.set_model(model)
    return model, prompt


def _entries(prompt) -> list[tuple[str, tuple]]:
    combo = prompt.board_moves
    return [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]


def test_the_list_offers_only_counters_that_beat_the_black_die(qtbot) -> None:
    # A black 6 against a white 2, a red 2 (counts 4), a yellow 1 and a white 5.
    g = in_black(2, [6], dice=[(0, WHITE, 2), (0, RED, 2), (0, YELLOW, 1), (0, WHITE, 5)], influence=0)
    white2, red2, yellow1, white5 = g.die_ids
    model, prompt = _prompt(qtbot, g)
    entries = _entries(prompt)
    texts = [t for t, _ in entries]
    # Every entry counters the black 6 when played on a copy of the game; no die is offered alone if short.
    assert not any(t.startswith("Counter with your") or "to the counter" in t for t in texts), texts
    assert "Counter the black 6 with your red 2 and white 2" in texts
    assert "Counter the black 6 with your white 5 and yellow 1" in texts
    assert "Counter the black 6 with your white 5 and red 2" in texts
    for text, data in entries:
        probe = g.copy()
        for action in data:
            probe.apply(tuple(action))
        assert probe.black == [] and probe.pending.kind != "black", text
    # None of them uses a die it does not need.
    for _, data in entries:
        dice = [a[1] for a in data if a[0] == "bd"]
        total = g.black_strength(dice)
        assert all(total - g.black_strength([d]) < 6 for d in dice)
    # "Play" on the entry counters, with exactly those dice, in one step.
    index = texts.index("Counter the black 6 with your red 2 and white 2")
    prompt.board_moves.setCurrentIndex(index)
    qtbot.mouseClick(prompt.board_play, Qt.MouseButton.LeftButton)
    game = model.game
    assert game.black == [] and red2 not in game.dice and white2 not in game.dice
    assert yellow1 in game.dice and white5 in game.dice
    assert game.history[-3:] == [("bd", red2), ("bd", white2), ("counter",)]
    assert game.players[0].influence == 1            # the influence a counter earns


def test_a_counter_already_begun_is_completed_not_doubled(qtbot) -> None:
    g = in_black(2, [6], dice=[(0, WHITE, 2), (0, RED, 2), (0, WHITE, 4)], influence=0)
    white2, red2, white4 = g.die_ids
    g.apply(("bd", white2))
    model, prompt = _prompt(qtbot, g)
    texts = [t for t, _ in _entries(prompt)]
    assert texts == ["Counter the black 6 with the chosen dice and your red 2",
                     "Counter the black 6 with the chosen dice and your white 4"]
    prompt.board_moves.setCurrentIndex(1)
    qtbot.mouseClick(prompt.board_play, Qt.MouseButton.LeftButton)
    assert model.game.black == [] and red2 in model.game.dice and white4 not in model.game.dice


def test_no_counter_is_offered_when_the_dice_cannot_beat_the_black_die(qtbot) -> None:
    g = in_black(2, [6], dice=[(0, WHITE, 2), (0, YELLOW, 1)], influence=0)
    _, prompt = _prompt(qtbot, g)
    assert _entries(prompt) == []
    assert prompt.board_moves.isHidden()
    assert ("concede",) in prompt.buttons


def test_the_words_of_one_die_into_the_counter_say_it_is_only_added() -> None:
    from troyes_desktop.troyes_ui.describe import describe_action

    g = in_black(2, [6], dice=[(0, WHITE, 2)], influence=0)
    assert describe_action(g, ("bd", g.die_ids[0])) == "Add your white 2 to the counter"


def test_other_board_moves_are_still_one_action_each(qtbot) -> None:
    g = in_actions(dice=[(0, YELLOW, 3), (1, WHITE, 4), SPARE], cards=["goldsmith"], deniers=10)
    _, prompt = _prompt(qtbot, g)
    entries = _entries(prompt)
    legal = set(g.legal_actions())
    assert entries
    for _, data in entries:             # one action each, but a die: taken and used on a target (issue 50)
        if isinstance(data[0], str):
            assert data[0] != "die" and tuple(data) in legal
        else:
            take, target = (tuple(a) for a in data)
            assert take[0] == "die" and take in legal and target[0] == "target"
            after = g.copy()
            after.apply(take)
            assert target in after.legal_actions()


def _first_dead_end() -> tuple:
    """A seeded game at a turn where one of the dice offered can be used nowhere (seed 1, round 1)."""
    import random

    from troyes_desktop.rules.troyes.game import Game

    g, rng = Game.new(2, seed=1), random.Random(1)
    while len(g.history) < 71:
        acts = g.legal_actions()
        g.apply(rng.choice([a for a in acts if a[0] not in ("pass", "cancel", "concede")] or acts))
    return g


def test_a_die_no_group_can_use_is_not_offered(qtbot) -> None:
    g = _first_dead_end()
    assert g.pending.kind == "turn"
    offered = [a[1] for a in g.legal_actions() if a[0] == "die"]
    # Which dice lead nowhere: taking one, no group of it (with any other die offered) has a target.
    dead = []
    for d in offered:
        probe = g.copy()
        probe.apply(("die", d))
        reachable = any(a[0] == "target" for a in probe.legal_actions())
        for a in [a for a in probe.legal_actions() if a[0] == "die"]:
            deeper = probe.copy()
            deeper.apply(a)
            reachable = reachable or any(b[0] == "target" for b in deeper.legal_actions())
        if not reachable:
            dead.append(d)
    assert dead and len(dead) < len(offered)
    _, prompt = _prompt(qtbot, g)
    from troyes_desktop.troyes_ui.board_moves import steps_of

    taken = {steps_of(d)[0] for _, d in _entries(prompt)}
    assert not any(("die", d) in taken for d in dead)
    # A die some target takes alone is offered with it (or its equal twin: equal dice are listed once).
    for d in offered:
        probe = g.copy()
        probe.apply(("die", d))
        if any(a[0] == "target" for a in probe.legal_actions()):
            assert any(("die", e) in taken for e in offered if tuple(g.dice[e]) == tuple(g.dice[d]))


# ----------------------------------------------------------------------------- the VP round by round chart
def _check_chart(chart, unit: str) -> None:
    assert f"the score if the game had ended after that {unit}" in chart.subtitle
    assert chart.toolTip() == chart.subtitle
    assert chart.y_label == "score (VP)"
    # The line is drawn above the plot, which keeps room to be read.
    chart.resize(420, 260)
    plot = chart.plot_area()
    assert plot.top() > 6 + 22 + 10 and plot.height() > 120


def test_the_troyes_chart_says_it_shows_the_score_if_the_game_ended_then(qtbot) -> None:
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.troyes_ui.scoring_dialog import TroyesScoringDialog

    from .shell_helpers import play_until

    game = play_until(Game.new(players=2, seed=21, names=["Anna", "Faye"]), lambda g: False, seed=21)
    dialog = TroyesScoringDialog(game)
    qtbot.addWidget(dialog)
    _check_chart(dialog.round_chart, "round")
    # The first point is the final scoring's total had the game ended with round 1, not the VP so far.
    assert [vals[-1] for _n, _c, vals in dialog.round_chart.series] == [s["total"] for s in game.scores]


def test_the_dice_chart_says_it_shows_the_score_if_the_game_ended_then(qtbot) -> None:
    from troyes_desktop.dice_ui.scoring_dialog import DiceScoringDialog

    from ..i18n.test_dice_ui_fr import NAMES, _played

    game = _played(seed=5)
    dialog = DiceScoringDialog(game, NAMES, [[], None])
    qtbot.addWidget(dialog)
    _check_chart(dialog.round_chart, "day")
