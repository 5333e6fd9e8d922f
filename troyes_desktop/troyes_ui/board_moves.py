"""The prompt's "On the board" list: the board's moves as entries that each do exactly what they say.

Most board moves are one engine action (take a die, place a citizen, reroll a die). Countering a black die is
several: the dice go into the counter one by one, then the counter is made. The list therefore offers whole
counters ("Counter the black 6 with your red 3"), each one a set of dice that does beat the black die, and
"Play" applies its dice and the counter as one step; a die that cannot beat the black die alone is never
proposed as a counter. Likewise a die is never only taken (that would choose it and do nothing else): the list
offers the die with each target it can be used on ("Take the red 5, then: Place a citizen in the Palace"),
die and target played as one step; a group of several dice is made on the board (or with its keys). A die to
turn over is turned over at once (the die chosen and the turning over done, as one step). Equal
dice (same colour, value and owner) do the same: their moves are listed once.
"""

from __future__ import annotations

from itertools import combinations

from troyes_desktop.i18n import translate
from troyes_desktop.rules.troyes import actions as A
from troyes_desktop.rules.troyes.game import PURPLE
from troyes_desktop.shared_ui.words import one_is_singular
from troyes_desktop.troyes_ui.describe import describe_action, describe_counter

#: At most this many ways to counter are listed (the fewest dice and the least wasted first).
MAX_COUNTERS = 8
#: Sets of more dice than this are looked for only when no smaller set counters.
MAX_SET = 4


def counter_sets(game, legal) -> list[tuple[int, ...]]:
    """The sets of the deciding player's dice that, added to the dice already chosen, beat the black dice
    being countered, none with a die to spare (taking any die out would fall short). Best first."""
    chosen = game.counter_dice()
    need = sum(game.black_faced())
    have = game.black_strength(chosen)
    free = [a[1] for a in legal if a[0] == "bd"]
    if have >= need or not free:
        return []
    strength = {d: game.black_strength([d]) for d in free}
    found = []
    for size in range(1, len(free) + 1):
        if size > MAX_SET and found:
            break
        for dice in combinations(free, size):
            total = have + sum(strength[d] for d in dice)
            if total >= need and all(total - strength[d] < need for d in dice):
                found.append((size, total - need, tuple(sorted(dice, key=lambda d: -strength[d]))))
    found.sort()
    return [dice for _, _, dice in found[:MAX_COUNTERS]]


def dead_end_dice(game, legal) -> set[int]:
    """The dice offered to take (or to add to the group) that no group of at most three dice can use on any
    target now: taking one would leave nothing to do but cancel, so the list does not propose it."""
    kind, p = game.pending.kind, game.pending.seat
    if kind not in ("turn", "group"):
        return set()
    chosen = game.group_dice() if kind == "group" else []
    free = [a[1] for a in legal if a[0] == "die"]
    room = max(0, 3 - len(chosen) - 1)
    dead = set()
    for d in free:
        colour = game.dice[d].colour
        others = [e for e in free if e != d and game.dice[e].colour in (colour, PURPLE)]
        if not any(game.targets(p, chosen + [d, *more])
                   for size in range(room + 1) for more in combinations(others, size)):
            dead.add(d)
    return dead


def board_entries(game, legal, board_verbs) -> list[tuple[str, tuple]]:
    """The list's entries: (words, data). The data is one action, or a tuple of actions played as one step."""
    entries: list[tuple[str, tuple]] = []
    board = [a for a in legal if a[0] in board_verbs]
    if game.pending.kind == "black":
        for dice in counter_sets(game, legal):
            steps = tuple(A.counter_die(d) for d in dice) + (A.counter(),)
            entries.append((one_is_singular(describe_counter(game, dice)), steps))
        board = [a for a in board if a[0] != "bd"]      # one die alone is offered only when it counters
    dead = dead_end_dice(game, legal)
    if dead:
        board = [a for a in board if not (a[0] == "die" and a[1] in dead)]
    # The player's own dice before the dice bought from another (a paid move is never the list's default when
    # a free one is there).
    board.sort(key=lambda a: (board_verbs.index(a[0]), a[0] == "die" and _bought(game, a[1])))
    for a in board:
        if a[0] == "die":
            entries.extend(die_moves(game, a))
        elif a[0] == "flip_die":
            entries.append(_flip_move(game, a))
        else:
            entries.append((one_is_singular(describe_action(game, a)), a))
    return _once(entries)


def die_moves(game, take) -> list[tuple[str, tuple]]:
    """The whole moves that begin by taking the die of ``take``: the die and one target it can then be used on
    (with the dice already chosen), played as one step."""
    after = game.copy()
    try:
        after.apply(take)
    except Exception:  # noqa: BLE001 - an action the engine refuses now offers nothing
        return []
    first = one_is_singular(describe_action(game, take))
    out = []
    for target in after.legal_actions():
        if target[0] != "target":
            continue
        # The die taken, then its target: "Take the red 5, then: Place a citizen in the Palace".
        text = translate("Prompt", "{take}, then: {move}").format(
            take=first, move=one_is_singular(describe_action(after, target)))
        out.append((text, (tuple(take), tuple(target))))
    return out


def _bought(game, die) -> bool:
    """Whether taking ``die`` buys it from another player."""
    try:
        return game.dice[die][2] != game.pending.seat
    except (KeyError, IndexError, TypeError):
        return False


def _flip_move(game, choose) -> tuple[str, tuple]:
    """Turning one die over: the die chosen and the turning over done, as one step (choosing alone would
    turn nothing over); with the dice already chosen on the board, when there are some."""
    text = one_is_singular(describe_action(game, choose))
    if (getattr(game, "ctx", None) or {}).get("flip"):
        # "Turn over your red 2, with the dice already chosen".
        text = translate("Prompt", "{move}, with the dice already chosen").format(move=text)
    return text, (tuple(choose), A.flip_done())


def _once(entries: list[tuple[str, tuple]]) -> list[tuple[str, tuple]]:
    """Each entry once: equal dice give the same words for the same move (the first die is the one played)."""
    seen: set[str] = set()
    out = []
    for text, data in entries:
        if text not in seen:
            seen.add(text)
            out.append((text, data))
    return out


def steps_of(data) -> list[tuple]:
    """The engine actions of an entry's data (one action, or several)."""
    if data and isinstance(data[0], (tuple, list)):
        return [tuple(a) for a in data]
    return [tuple(data)]
