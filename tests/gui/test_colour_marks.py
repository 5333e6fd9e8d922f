"""Colours anyone can tell apart (issue 52): with the colour-blind help on, each player's citizens, guards,
cubes, influence discs and panel shield carry a mark (shared_ui/marks.py), so that a greyscale picture of a
4-player board still tells the four players apart by their marks' shapes, not only by a shade of grey."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from troyes_desktop import settings as player_settings
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import marks, theme
from troyes_desktop.troyes_ui.scene import drawing as dr

from .scene_helpers import make_board

#: How far two pieces' grey pictures must differ once each is taken relative to its own mean grey (in grey
#: levels, mean over the pixels): the shape of the marks, not the shade of the colour.
SHAPES_DIFFER = 7.0


@pytest.fixture
def marks_setting():
    """``marks_setting(on)``: the colour-blind help for one test, back on (its default) afterwards."""
    def use(on: bool) -> None:
        player_settings.set("colour_blind_glyphs", on)

    yield use
    player_settings.set("colour_blind_glyphs", True)


def grey_values(image: QImage) -> list[int]:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return [grey.pixelColor(x, y).red() for y in range(grey.height()) for x in range(grey.width())]


def shape_distance(a: QImage, b: QImage) -> float:
    """The mean difference of two same-sized grey pictures over the pixels where either shows something (a
    grey unlike the corner's, the background), once each is centred on its own mean grey there: two pieces
    that differ only by their shade of grey are close to 0."""
    ga, gb = grey_values(a), grey_values(b)
    assert len(ga) == len(gb)
    keep = [k for k in range(len(ga)) if abs(ga[k] - ga[0]) > 8 or abs(gb[k] - gb[0]) > 8]
    assert keep, "nothing drawn"
    ma, mb = sum(ga[k] for k in keep) / len(keep), sum(gb[k] for k in keep) / len(keep)
    return sum(abs((ga[k] - ma) - (gb[k] - mb)) for k in keep) / len(keep)


def pairs_too_close(images: dict[int, QImage]) -> list[tuple[int, int, float]]:
    out = []
    for i, j in itertools.combinations(sorted(images), 2):
        d = shape_distance(images[i], images[j])
        if d < SHAPES_DIFFER:
            out.append((i, j, round(d, 2)))
    return out


def four_player_board(qtbot):
    """A 4-player game whose Palace, Bishopric and City Hall each hold a citizen of every player."""
    game = Game.new(players=4, seed=3, options={"colours": ["orange", "blue", "green", "purple"]})
    for b in range(3):
        for seat in range(4):
            game.spaces[b][seat] = seat
    model, scene, view = make_board(qtbot, game)
    scene.refresh()
    return game, scene


def board_citizens(scene) -> dict[int, QImage]:
    """Each seat's citizen on the Palace's space, as the board draws it (the space item, rendered 2x)."""
    from troyes_desktop.troyes_ui.scene.buildings import SpaceItem

    out = {}
    for item in scene.items():
        if isinstance(item, SpaceItem) and item.b == 0 and item.idx < 4:
            rect = item.sceneBoundingRect()
            image = QImage(int(rect.width() * 2), int(rect.height() * 2), QImage.Format.Format_ARGB32)
            image.fill(QColor("#ffffff"))
            p = QPainter(image)
            scene.render(p, QRectF(image.rect()), rect)
            p.end()
            out[item.idx] = image                 # (the space of that number holds that seat's citizen)
    assert sorted(out) == [0, 1, 2, 3]
    return out


def test_the_four_players_citizens_on_the_board_differ_in_grey(qtbot, marks_setting):
    marks_setting(True)
    game, scene = four_player_board(qtbot)
    citizens = board_citizens(scene)
    assert pairs_too_close(citizens) == []


def test_without_the_marks_blue_and_purple_are_one_grey(qtbot, marks_setting):
    """What the issue saw: without the marks the greyscale board tells blue from purple by nothing, so the
    check above is one that fails when the marks are missing."""
    marks_setting(False)
    game, scene = four_player_board(qtbot)
    citizens = board_citizens(scene)
    assert (1, 3) in {(i, j) for i, j, _d in pairs_too_close(citizens)}


def piece_image(kind: str, colour: QColor, size: int = 64) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#fbf4e2"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = QPointF(size / 2, size / 2)
    if kind == "citizen":
        dr.meeple(p, c, size * 0.8, colour)
    elif kind == "lying citizen":
        dr.meeple(p, c, size * 0.8, colour, lying=True)
    elif kind == "guard":
        dr.guard(p, c, size * 0.7, colour)
    elif kind == "cube":
        dr.cube(p, QRectF(size * 0.2, size * 0.2, size * 0.6, size * 0.6), colour)
    else:
        dr.disc(p, c, size * 0.35, colour)
    p.end()
    return image


@pytest.mark.parametrize("kind", ["citizen", "lying citizen", "guard", "cube", "disc"])
def test_every_kind_of_piece_carries_the_players_marks(qapp, marks_setting, kind):
    colours = {i: QColor(theme.PLAYER_COLOURS[key][1]) for i, key in enumerate(theme.DEFAULT_COLOURS)}
    marks_setting(True)
    assert pairs_too_close({i: piece_image(kind, c) for i, c in colours.items()}) == []
    marks_setting(False)
    assert pairs_too_close({i: piece_image(kind, c) for i, c in colours.items()}) != []


def test_the_shields_of_the_player_panels_differ_in_grey(qtbot, marks_setting):
    from troyes_desktop.troyes_ui.player_panel import PlayerPanel

    marks_setting(True)
    game = Game.new(players=4, seed=3, options={"colours": ["orange", "blue", "green", "purple"]})
    shields = {}
    for seat in range(4):
        panel = PlayerPanel(seat)
        qtbot.addWidget(panel)
        panel.refresh(game, seat, False)
        shields[seat] = panel.band.grab().toImage().scaled(
            panel.band.width() * 3, panel.band.height() * 3, Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation)
    assert pairs_too_close(shields) == []


def test_the_board_draws_the_colours_chosen_for_the_game(qtbot, marks_setting):
    """The board's pieces are in the colours the players chose, as their panels: purple for the first seat
    when the first seat chose purple (the board used the seat's default colour)."""
    marks_setting(True)
    game = Game.new(players=2, seed=3, options={"colours": ["purple", "orange"]})
    game.spaces[0][0] = 0
    model, scene, view = make_board(qtbot, game)
    scene.refresh()
    from troyes_desktop.troyes_ui.scene import palette as pal

    assert pal.player_colour(0, game) == theme.player_colour(game, 0) == QColor("#8e4fa0")
    assert marks.mark_of(pal.player_colour(0, game)) == "diamond"
    citizen = board_citizens_of(scene, 0, 0)
    assert hue_share(citizen, QColor("#8e4fa0")) > 5 * max(1, hue_share(citizen, QColor("#d9822b")))


def board_citizens_of(scene, b: int, idx: int) -> QImage:
    from troyes_desktop.troyes_ui.scene.buildings import SpaceItem

    item = next(i for i in scene.items() if isinstance(i, SpaceItem) and (i.b, i.idx) == (b, idx))
    rect = item.sceneBoundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    p = QPainter(image)
    scene.render(p, QRectF(image.rect()), rect)
    p.end()
    return image


def hue_share(image: QImage, colour: QColor) -> int:
    """How many pixels of ``image`` are near ``colour``'s hue and saturation."""
    h0 = colour.hsvHue()
    n = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            hue = c.hsvHue()
            if c.hsvSaturation() > 80 and hue >= 0 and min(abs(hue - h0), 360 - abs(hue - h0)) < 20:
                n += 1
    return n


# The dice's glyphs: at least a third of the die (issue 52 measured about 8 px on a 48 px die) --------------

DIE = 60


def die_image(draw, value) -> QImage:
    image = QImage(DIE + 20, DIE + 20, QImage.Format.Format_ARGB32)
    image.fill(QColor("#f3e6c8"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(p, QRectF(10, 10, DIE, DIE), value)
    p.end()
    return image


def glyph_extent(draw, value, pips, marks_setting) -> tuple[int, int]:
    """The width and height of what the colour-blind help adds to a die's face, the pips left out (around
    each pip, where its outline may change): the glyph."""
    marks_setting(True)
    on = die_image(draw, value)
    marks_setting(False)
    off = die_image(draw, value)
    marks_setting(True)
    near_pip = [(10 + fx * DIE, 10 + fy * DIE) for fx, fy in pips.get(value, [])]
    xs, ys = [], []
    for y in range(on.height()):
        for x in range(on.width()):
            if any((x - px) ** 2 + (y - py) ** 2 <= (DIE * 0.105) ** 2 for px, py in near_pip):
                continue
            a, b = on.pixelColor(x, y), off.pixelColor(x, y)
            if abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) > 30:
                xs.append(x)
                ys.append(y)
    if not xs:
        return 0, 0
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


@pytest.mark.parametrize("colour", [0, 1, 2, 4])
def test_the_troyes_dice_glyphs_are_a_third_of_the_die(qapp, marks_setting, colour):
    def draw(p, rect, value):
        dr.die(p, rect, colour, value)

    for value in range(1, 7):
        w, h = glyph_extent(draw, value, dr.PIPS, marks_setting)
        assert w >= DIE / 3 and h >= DIE / 3, (colour, value, w, h)


@pytest.mark.parametrize("colour", ["red", "yellow", "white", "black"])
def test_the_troyes_dice_mode_glyphs_are_a_third_of_the_die(qapp, marks_setting, colour):
    from troyes_desktop.dice_ui import art

    def draw(p, rect, value):
        art.draw_die(p, rect, value, colour)

    for value in range(1, 7):
        w, h = glyph_extent(draw, value, art.PIPS, marks_setting)
        assert w >= DIE / 3 and h >= DIE / 3, (colour, value, w, h)
