"""Helpers to put a Troyes Dice game in the situation of a rulebook example.

They only arrange the *inputs* of the rules (plaza colours, dice values, resources, buildings already
drawn); every outcome is then produced by the engine's own code.
"""

from __future__ import annotations

from troyes_desktop.rules.dice import BUILT, Game
from troyes_desktop.rules.dice import data as D
from troyes_desktop.rules.dice.tiles import BANQUET

C = {c: i for i, c in enumerate(D.COLOURS)}


def new_game(players: int = 1, seed: int = 0, modules=(), numbering: str = "first") -> Game:
    return Game.new(players=players, seed=seed, modules=modules, numbering=numbering)


def set_plazas(game: Game, colours: list[str]) -> list[int]:
    """Lay plaza tiles so that the current half day's plazas show ``colours`` (rank 1 to 4).

    Single-colour tiles are used first, then two-colour tiles turned to the right face. Returns the notches.
    """
    pairs = game.data.plaza_pairs
    notches = game.half_day_notches()
    free = list(range(9))
    tile_of = {}
    face_of = {}
    for notch, colour in zip(notches, colours):
        c = C[colour]
        pick = next((t for t in free if pairs[t] == (c, c)), None)
        if pick is None:
            pick = next(t for t in free if c in pairs[t])
        free.remove(pick)
        tile_of[notch] = pick
        face_of[notch] = pairs[pick].index(c)
    for notch in range(9):
        if notch not in tile_of:
            tile_of[notch] = free.pop(0)
            face_of[notch] = 0
    game.plaza_tile = [tile_of[k] for k in range(9)]
    game.plaza_face = [face_of[k] for k in range(9)]
    return notches


def set_tile(game: Game, rank: int, tile_id: str, side: str = BANQUET) -> int:
    """Put a Banquet/Raid tile beside the plaza of ``rank`` in the current half day."""
    notch = game.half_day_notches()[rank - 1]
    game.tiles = {k: v for k, v in game.tiles.items() if v[0] != tile_id}
    game.tiles[notch] = (tile_id, side)
    return notch


def place(game: Game, values: list[int], black: int, colours: list[str] | None = None) -> list[dict]:
    """Replace this half day's roll by ``values`` (transparent dice) and ``black``; seat 0 to choose."""
    if colours is not None:
        set_plazas(game, colours)
    events: list[dict] = []
    # Undo the dice already placed for this half day: no sheet is touched before day 3 in these tests
    # unless the test places dice itself on a later day.
    game._place_dice(values, black, events)
    game.player = 0
    game.stage = "choose_die"
    game.todo = []
    game._legal = None
    return events


def set_resources(game: Game, player: int = 0, **have: int) -> None:
    """Give a player exactly ``have`` unspent resources of each named type (others untouched)."""
    sheet = game.sheets[player]
    for name, n in have.items():
        r = D.RESOURCES.index(name)
        start = game.data.start_circled
        if n >= start:
            sheet.circled[r], sheet.spent[r] = n, 0
        else:
            sheet.circled[r], sheet.spent[r] = start, start - n
    game._legal = None


def have(game: Game, player: int = 0) -> dict:
    s = game.sheets[player]
    return {r: s.have(i) for i, r in enumerate(D.RESOURCES)}


def citizens(game: Game, player: int = 0) -> dict:
    return dict(zip(D.COLOURS, game.sheets[player].citizens))


def draw(game: Game, building: str, *columns: int, player: int = 0) -> None:
    """Mark buildings as already drawn (without their gains), e.g. from earlier turns."""
    row, district = D.BUILDING_SLOT[building]
    for col in columns:
        game.sheets[player].buildings[row * 18 + district * 6 + col - 1] = BUILT
    game._legal = None


def set_citizens(game: Game, player: int = 0, **counts: int) -> None:
    """Set citizen counts, marking the column bonuses already reached as taken."""
    sheet = game.sheets[player]
    for colour, n in counts.items():
        sheet.citizens[C[colour]] = n
    low = min(sheet.citizens)
    for j, (column, _gain) in enumerate(game.data.column_bonuses):
        sheet.column_bonus[j] = low >= column


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]
