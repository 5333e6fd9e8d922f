"""The "has played" card's lines (troyes_ui/handover.py): a guard's walk in one line with the gates it passes,
the lines that change the score or the board never cut, moves and replies in their real order."""
from __future__ import annotations

from troyes_desktop.model.game_model import Step
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui.handover import SeatSteps, card_lines


def _game() -> Game:
    return Game.new(players=3, seed=4, names=["Anna", "Bruno", "Chloé"],
                    options={"modules": ["head-of-family", "ramparts"]})


def _steps(*steps) -> SeatSteps:
    seat_steps = SeatSteps()
    seat_steps.steps = [Step(i, i + 1, seat, person, None, (), tuple(events))
                        for i, (seat, person, events) in enumerate(steps)]
    return seat_steps


WALK = [{"type": "guard_moved", "player": 0, "space": s} for s in range(1, 7)]
CUBE = {"type": "outdoor_cube", "player": 0, "level": 1}
STANDING = [{"type": "standing_answer", "player": 0, "level": lv, "mode": "always"} for lv in (1, 2, 3)]


def test_a_walk_is_one_line_with_its_gate() -> None:
    game = _game()
    lines = card_lines(game, _steps((0, True, WALK + [CUBE])), 0, 10)
    assert lines[0] == "Anna's guard walks from space 0 to space 6 of the ramparts (gate I)."
    assert not any("advances to space" in line for line in lines)
    assert len(lines) == 2 and "puts a cube on" in lines[1]


def test_the_lines_that_change_the_board_are_never_cut() -> None:
    game = _game()
    lines = card_lines(game, _steps((0, True, STANDING + WALK + [CUBE])), 0, 2)
    assert any("puts a cube on" in line for line in lines)            # not under "… and 3 more"
    assert any("guard walks" in line for line in lines)
    assert lines[-1] == "\u2026 and 3 more in the chronicle."             # the standing answers left out


def test_moves_and_replies_in_their_real_order() -> None:
    game = _game()
    reply = [{"type": "passed", "player": 1}]
    lines = card_lines(game, _steps((0, True, WALK[:2]), (1, False, reply), (0, True, [CUBE])), 0, 10)
    assert "guard walks" in lines[0]
    assert lines[1].startswith("Bruno") and "puts a cube on" in lines[2]
    # With no room, the reply is one line at its place, and Anna's own lines still all shown.
    short = card_lines(game, _steps((0, True, WALK[:2]), (1, False, reply * 4), (0, True, [CUBE])), 0, 2)
    assert short == [lines[0], "Bruno played: see the chronicle.", lines[2]]


def test_what_follows_for_everyone_goes_first_when_room_is_short() -> None:
    """The person's last placement starts the round: their own line stays, everyone's income lines go to the
    chronicle (counted), not the person's."""
    game = _game()
    others = [{"type": "outdoor_cube", "player": p, "level": 1} for p in (1, 2, 1, 2)]
    lines = card_lines(game, _steps((0, True, [CUBE] + others)), 0, 3)
    assert lines[0].startswith("Anna puts a cube on")
    assert len(lines) == 3 and lines[-1] == "\u2026 and 3 more in the chronicle."
