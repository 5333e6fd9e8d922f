"""The computers' reasons and the hint in plain words: what a move gains in the game's terms (VP, deniers, a
level of the cathedral, an event fought or won, a tradesman's VP, a character's goal), never how it was
searched for, with plurals right in both languages."""
from __future__ import annotations

import re

import pytest

from tests.rules.helpers import Y, in_actions
from troyes_desktop.bots import decide, make_bot
from troyes_desktop.bots.troyes import HardBot
from troyes_desktop.bots.troyes.describe import character_gains, group_reason
from troyes_desktop.bots.troyes.evaluation import evaluate
from troyes_desktop.bots.troyes.moves import apply_all, group_moves
from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes.board import NEUTRAL

#: Words of the search, not of the game.
JARGON = re.compile(r"\b(samples?|best of|moves? over|evaluation|playouts?|search|tirages?|meilleur de)\b",
                    re.IGNORECASE)


def _reason(g, target_kind, dice, seat=0):
    moves = group_moves(g, seat, [tuple(dice)], lambda s: evaluate(s, seat))
    return [group_reason(g, seat, m) for m in moves if m.info["target"][1] == target_kind]


def test_a_first_cube_on_a_cathedral_level_says_the_penalty_it_avoids():
    g = in_actions(players=2, dice=[(0, 1, 6), (1, Y, 2)], spare=True)
    (text,) = _reason(g, "cathedral", [g.die_ids[0]])
    assert text.startswith("uses its white 6 for the cathedral: 1 cube")
    assert "its first cube on level 1 of the cathedral (no 2 VP lost at the end)" in text
    # Once it has a cube on every level it reaches, nothing more is said about levels.
    g.cathedral[0] = 0
    (text,) = _reason(g, "cathedral", [g.die_ids[0]])
    assert "first cube" not in text


def test_an_event_fought_and_an_event_won_are_named():
    g = in_actions(players=2, dice=[(0, 0, 6), (0, 0, 5), (1, Y, 2)], deniers=[10, 10], spare=True)
    g.queue.append(["brigands-1", []])
    one = _reason(g, "event", [g.die_ids[0]])[0]
    assert "against Brigands: 2 cubes" in one
    assert "its first cube on Brigands (1 VP at the end if nobody counters it)" in one
    both = _reason(g, "event", g.die_ids[:2])[0]
    assert both.endswith("against Brigands: 3 cubes, +4 VP, +3 influence, wins the Brigands card")


def test_a_tradesman_says_the_vp_its_space_gives_at_the_end():
    g = in_actions(players=2, dice=[(1, Y, 5), (0, Y, 1)], cards=["merchant"], deniers=[10, 10], spare=True)
    text = _reason(g, "card", [g.die_ids[0]])[0]
    assert text.startswith("buys Faye's yellow 5 for the Merchant")
    assert "a tradesman on the Merchant (+2 VP at the end)" in text


def test_hard_says_what_its_move_gains_not_how_it_searched():
    g = in_actions(players=2, dice=[(0, 1, 6), (0, Y, 3), (1, Y, 2), (1, 0, 4)], cards=["merchant"],
                   deniers=[10, 10], spare=True)
    bot = HardBot(3, budget=0.3)
    bot.max_samples = 2
    choice = bot.choose(g.determinized(0, 1), 0, g.legal_actions())
    assert choice.reason and not JARGON.search(choice.reason), choice.reason
    assert "(" not in choice.reason or "at the end" in choice.reason
    assert bot.samples >= 1        # it did compare its moves over samples: the reason does not say so


def test_hard_against_le_roy_says_what_its_move_gains():
    g = Game.new(1, seed=4, solo=True, start_player=0)
    bot = make_bot("troyes", "hard", seed=2, budget=0.2)
    bot.max_samples = 2
    said = []
    for step in range(400):
        if g.over or g.round > 1:
            break
        kind, p = g.pending.kind, g.pending.seat
        legal = g.legal_actions()
        if p == NEUTRAL or len(legal) == 1:
            g.apply(legal[0])
            continue
        choice = decide(g, p, bot, seed=step)
        if kind == "turn":
            said.append(choice.reason)
        g.apply(choice.action)
    assert said
    for reason in said:
        assert not JARGON.search(reason), reason


def test_the_hint_adds_what_the_move_gives_the_person_s_own_characters():
    from troyes_desktop.shared_ui.computer_seats import Answer
    from troyes_desktop.troyes_ui.computers import hint_text

    g = in_actions(players=2, dice=[(0, 1, 6), (1, Y, 2)], spare=True)
    g.players[0].characters = ["urbain-iv"]
    for space in (6, 7, 12):                    # three cubes on levels 2 and 3: Urbain IV wants 4 at two
        g.cathedral[space] = 0
    move = next(m for m in group_moves(g, 0, [(g.die_ids[0],)], lambda s: evaluate(s, 0))
                if m.info["target"][1] == "cathedral")
    after = apply_all(g, move.actions)
    assert character_gains(g, after, 0) == ["+1 VP at the end for your character Urbain IV"]
    reason = group_reason(g, 0, move)
    assert "Urbain" not in reason                # a computer's reason never names its own character
    text = hint_text(g, Answer(0, 0, move.actions, reason, 0.0, hint=True))
    assert text.startswith("Hint \u2014 the Hard player would start with ")
    assert "uses your white 6 for the cathedral: 1 cube" in text
    assert "your first cube on level 1 of the cathedral (no 2 VP lost at the end)" in text
    assert text.endswith(", +1 VP at the end for your character Urbain IV.")
    assert not JARGON.search(text)


@pytest.mark.parametrize("n, english, french", [
    (1, "+1 denier", "+1 denier"),
    (3, "+3 deniers", "+3 deniers"),
    (-1, "-1 denier", "-1 denier"),
])
def test_plurals_in_both_languages(n, english, french, qapp):
    from troyes_desktop.app.language import apply_language
    from troyes_desktop.bots.troyes.describe import gains

    g = in_actions(players=2, dice=[(1, Y, 2)], spare=True)
    after = g.copy()
    after.players[0].deniers += n
    assert gains(g, after, 0) == english
    apply_language("fr")
    try:
        assert gains(g, after, 0) == french
    finally:
        apply_language("en")


def test_the_new_words_in_french(french):
    from troyes_desktop.shared_ui.computer_seats import Answer
    from troyes_desktop.troyes_ui.computers import hint_text

    g = in_actions(players=2, dice=[(0, 1, 6), (1, Y, 2)], cards=["merchant"], deniers=[10, 10], spare=True)
    g.queue.append(["brigands-1", []])
    g.players[0].characters = ["urbain-iv"]
    for space in (6, 7, 12):
        g.cathedral[space] = 0
    (cathedral,) = _reason(g, "cathedral", [g.die_ids[0]])
    assert ("son premier cube au niveau 1 de la Cathédrale (pas de pénalité de 2\u00a0PV à la fin)"
            in cathedral)
    move = next(m for m in group_moves(g, 0, [(g.die_ids[0],)], lambda s: evaluate(s, 0))
                if m.info["target"][1] == "cathedral")
    text = hint_text(g, Answer(0, 0, move.actions, cathedral, 0.0, hint=True))
    assert "votre premier cube au niveau 1 de la Cathédrale" in text
    assert "+1\u00a0PV à la fin grâce à votre personnage Urbain IV" in text
    trade = _reason(g, "card", [g.die_ids[1]])[0]
    assert "un homme de métier sur la carte Marchand (+2\u00a0PV à la fin)" in trade
    g2 = in_actions(players=2, dice=[(0, 0, 6), (0, 0, 5), (1, Y, 2)], deniers=[10, 10], spare=True)
    g2.queue.append(["brigands-1", []])
    one = _reason(g2, "event", [g2.die_ids[0]])[0]
    assert "son premier cube sur l’évènement Brigandage (1\u00a0PV à la fin s’il n’est pas contré)" in one
    both = _reason(g2, "event", g2.die_ids[:2])[0]
    assert both.endswith("remporte la carte Brigandage")


def test_two_cathedral_levels_reached_at_once_are_said_once():
    g = in_actions(players=2, dice=[(0, 1, 6), (0, 1, 5), (1, Y, 2)], deniers=[10, 10], spare=True)
    for space in range(5):          # Faye's cubes on level 1 but for the 6: the second cube goes to level 2
        g.cathedral[space] = 1
    (text,) = _reason(g, "cathedral", g.die_ids[:2])
    assert text == ("uses its white 6 and its white 5 for the cathedral: 2 cubes, +2 VP, +4 influence, "
                    "its first cubes on levels 1 and 2 of the cathedral (no 4 VP lost at the end)")


def test_two_cathedral_levels_in_french(french):
    g = in_actions(players=2, dice=[(0, 1, 6), (0, 1, 5), (1, Y, 2)], deniers=[10, 10], spare=True)
    for space in range(5):
        g.cathedral[space] = 1
    (text,) = _reason(g, "cathedral", g.die_ids[:2])
    assert text.endswith("ses premiers cubes aux niveaux 1 et 2 de la Cathédrale (pas de pénalité de "
                         "4\u00a0PV à "
                         "la fin)"), text
