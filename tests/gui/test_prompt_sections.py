"""The places a group of dice can go, in the narrow prompt beside the board (issue 41): those of one kind
under one line that says what they do, each button naming its card and what it gives, its tooltip the
whole sentence; a click on a short button does what the whole sentence says."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui.describe import describe_action

from .shell_helpers import play_until
from .test_screen_sizes import _settle


def _two_events_and_a_hire(game: Game) -> bool:
    if game.pending.kind != "group":
        return False
    targets = [a for a in game.legal_actions() if a[0] == "target"]
    p = game.pending.seat
    return (sum(a[1] == "event" for a in targets) >= 2
            and any(a[1] == "card" and not game.has_tradesman(p, a[2]) for a in targets))


def test_a_groups_places_in_sections_and_a_click_does_what_the_sentence_says(shell, qtbot) -> None:
    w = shell((1280, 720))
    start = Game.new(4, seed=7, names=["Anna", "Faye", "Geoffrey", "Emily"])
    game = play_until(start, _two_events_and_a_hire, seed=7)
    assert _two_events_and_a_hire(game)
    w.start_game("troyes", game, autosave=False)
    if troyes_page(w).curtain.covering:
        troyes_page(w).curtain.reveal()
    _settle()
    assert troyes_page(w).compact
    prompt, game = troyes_page(w).prompt, troyes_page(w).model.game
    heads = [h.text() for h in prompt._headings if h.text()]
    assert "Combat an event:" in heads and "Hire a tradesman and activate the card:" in heads, heads
    events = [a for a in prompt.buttons if a[0] == "target" and a[1] == "event"]
    for action in events:
        button = prompt.buttons[action]
        whole = describe_action(game, action, price=False)
        assert whole.startswith("Combat the event ") and button.toolTip() == whole
        assert whole == "Combat the event " + button.text().replace("\n", " "), (whole, button.text())
    hire = next(a for a in prompt.buttons if a[0] == "target" and a[1] == "card")
    assert prompt.buttons[hire].toolTip().startswith("Hire a tradesman on ")
    # Under its line, in the order of the column: the line comes before its buttons.
    line = next(h for h in prompt._headings if h.text() == "Combat an event:")
    assert all(prompt.buttons[a].y() > line.y() for a in events)
    # A click on the short button plays the very place it names.
    action = events[-1]
    before = len(game.log_events)
    qtbot.mouseClick(prompt.buttons[action], Qt.MouseButton.LeftButton)
    _settle()
    used = [r for r in troyes_page(w).model.game.log_events[before:] if r.get("type") == "dice_used"]
    assert used and used[-1]["target"] == "event" and used[-1]["arg"] == action[2], used
