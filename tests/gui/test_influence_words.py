"""The same influence action in the same words everywhere (issue 41): the board's right-click menu on a die
says what the prompt's button (turn over, hire) and its "On the board" list (reroll) say, with the same cost
words, in English and in French; the guided game quotes the menu's own words."""

from __future__ import annotations

import re

import pytest

from tests.gui.scene_helpers import make_board
from tests.gui.shell_helpers import play_until
from troyes_desktop.app.language import apply_language
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui.board_moves import board_entries, steps_of
from troyes_desktop.troyes_ui.describe import describe_action
from troyes_desktop.troyes_ui.prompt_panel import BOARD_VERBS


def _cost(text: str) -> str:
    """The words in the last brackets of a label: "(4 points d’influence)"."""
    found = re.findall(r"\(([^()]*)\)", text)
    assert found, text
    return found[-1]


def _influence_turn(g: Game) -> bool:
    if g.pending.kind != "turn":
        return False
    verbs = {a[0] for a in g.legal_actions()}
    return {"reroll", "flip", "hire"} <= verbs


@pytest.fixture(params=["en", "fr"])
def lang(request):
    apply_language(request.param)
    yield request.param
    apply_language("en")


def test_the_menu_and_the_prompt_name_the_cost_alike(qtbot, lang) -> None:
    game = play_until(Game.new(2, seed=3), _influence_turn, seed=3)
    assert _influence_turn(game)
    model, scene, view = make_board(qtbot, game)
    d = next(a[1] for a in game.legal_actions() if a[0] == "reroll")
    menu = dict((seq[0][0], label) for label, seq in scene.controller.influence_actions(d))
    assert set(menu) == {"reroll", "flip"}
    # Turn over: the prompt's button and the menu, one die or several.
    button = describe_action(game, ("flip",))
    assert _cost(menu["flip"]) == _cost(button), (menu["flip"], button)
    other = next(x for x in game.dice_of(game.pending.seat) if x != d)
    scene.selected.add(other)
    several = dict((seq[0][0], label) for label, seq in scene.controller.influence_actions(d))["flip"]
    assert several != menu["flip"] and _cost(several) == _cost(button), (several, button)
    # Reroll: the prompt's "On the board" entry for that die and the menu.
    entry = next(text for text, data in board_entries(game, game.legal_actions(), BOARD_VERBS)
                 if steps_of(data) == [("reroll", d)])
    assert _cost(menu["reroll"]) == _cost(entry), (menu["reroll"], entry)
    # Hire (a button only): the same words for influence as the two others.
    hire = describe_action(game, ("hire",))
    assert _cost(hire).split(" ", 1)[1] == _cost(button).split(" ", 1)[1], (hire, button)
    if lang == "fr":
        assert _cost(menu["flip"]) == "4 points d’influence"
        assert _cost(menu["reroll"]) == "1 point d’influence"


def test_the_lesson_quotes_the_menu_in_its_words(lang) -> None:
    """The guided game tells the learner which entry of the right-click menu to choose: that entry, word
    for word (its cost included)."""
    from troyes_desktop.i18n import translate
    from troyes_desktop.tutorial.script import load_script

    steps = {s["id"]: s for s in load_script(lang=lang)["steps"]}
    reroll = translate("BoardControl", "Reroll this die (1 influence)")
    flip = translate("BoardControl", "Turn these %n dice over (4 influence)", None, 3)
    quote = r"[«\"]\u00a0?([^»\"]+?)\u00a0?[»\"]"
    quoted = {k: re.findall(quote, steps[k]["text"]) for k in ("reroll", "flip")}
    assert reroll in quoted["reroll"], quoted["reroll"]
    assert any(flip.startswith(q) for q in quoted["flip"]), (flip, quoted["flip"])
