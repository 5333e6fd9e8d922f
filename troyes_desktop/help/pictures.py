"""Pictures for the help pages, drawn at run time with the app's own painting code (never scans).

A picture is named by a path such as ``card/merchant``, ``event/war``, ``board/cathedral``, ``die/red/5``,
``icon/hourglass``, ``dice/wheel`` or ``dice/building/fortress``; :func:`picture` returns a QImage (or None
for an unknown name). The board pieces are rendered from a private, never-played game shown in a
:class:`BoardScene`: a card or an event is put in view by setting that game's slot or event queue.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

_SCENE = None


def _scene():
    """The picture board: a 2-player game with every module, never played (one per process)."""
    global _SCENE
    if _SCENE is None:
        from troyes_desktop.model.troyes_model import TroyesModel
        from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES, Game
        from troyes_desktop.troyes_ui.scene.board_scene import BoardScene

        game = Game.new(players=2, seed=3, options={"colours": ["orange", "blue"],
                                                     "modules": list(AVAILABLE_MODULES)})
        from PySide6.QtWidgets import QApplication

        model = TroyesModel(game, autosave=False)
        _SCENE = BoardScene(model)
        model.setParent(_SCENE)                     # the model lives as long as the scene...
        _SCENE.setParent(QApplication.instance())  # ...which Qt destroys with the application
    return _SCENE


def _image(w: int, h: int) -> tuple[QImage, QPainter]:
    img = QImage(int(w), int(h), QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    return img, p


def _render_rect(rect: QRectF, width: float) -> QImage:
    scene = _scene()
    scale = width / rect.width()
    img, p = _image(width, rect.height() * scale)
    scene.render(p, QRectF(0, 0, img.width(), img.height()), rect)
    p.end()
    return img


def _render_item(item, width: float = 300, margin: float = 4) -> QImage | None:
    if item is None:
        return None
    rect = getattr(item, "_rect", None)
    rect = item.mapRectToScene(rect) if rect is not None else item.sceneBoundingRect()
    return _render_rect(rect.adjusted(-margin, -margin, margin, margin), width)


def _card(card_id: str) -> QImage | None:
    scene = _scene()
    g = scene.model.game
    card = g.data.activities.get(card_id)
    if card is None:
        return None
    slot = card.colour * 3 + card.level - 1
    g.slot_card[slot] = card_id
    g.slot_revealed[slot] = True
    g.slot_spaces[slot] = [None] * len(card.spaces)
    g.slot_illus[slot] = []
    g.slot_cubes[slot] = []
    scene.refresh()
    item = scene.cards[slot]
    item.refresh()
    return _render_item(item, 300)


def _event(event_id: str) -> QImage | None:
    scene = _scene()
    g = scene.model.game
    if event_id not in g.data.events:
        return None
    g.queue = [["marauding", []]] + ([[event_id, []]] if event_id != "marauding" else [])
    scene.refresh()
    item = scene.events[-1]
    item.refresh()
    item.update()
    return _render_item(item, 220)


def _board(name: str) -> QImage | None:
    scene = _scene()
    items = {
        "cathedral": scene.cathedral,
        "agriculture": scene.agriculture,
        "influence": scene.influence,
        "palace": scene.buildings[0],
        "bishopric": scene.buildings[1],
        "city-hall": scene.buildings[2],
        "ramparts": scene.ramparts,
        "decks": scene.decks,
    }
    if name == "whole":
        return _render_rect(scene.sceneRect(), 900)
    item = items.get(name)
    width = {"ramparts": 760, "influence": 620, "cathedral": 360}.get(name, 320)
    return _render_item(item, width)


def _die(colour: str, value: int) -> QImage:
    from troyes_desktop.troyes_ui.scene import drawing as dr

    index = {"red": 0, "white": 1, "yellow": 2, "black": 3, "purple": 4}[colour]
    img, p = _image(56, 56)
    dr.die(p, QRectF(4, 4, 48, 48), index, value)
    p.end()
    return img


def _icon(name: str) -> QImage | None:
    from troyes_desktop.troyes_ui.scene import drawing as dr
    from troyes_desktop.troyes_ui.scene import palette as pal

    img, p = _image(56, 56)
    r = QRectF(8, 8, 40, 40)
    ink = pal.INK
    if name == "hourglass":
        dr.hourglass(p, r, ink)
    elif name == "bolt":
        dr.bolt(p, r, ink)
    elif name == "flag":
        dr.finish_flag(p, r, ink)
    elif name == "banner":
        dr.banner(p, r, pal.PARCHMENT_LIGHT, ink)
    elif name == "cube":
        dr.cube(p, QRectF(14, 14, 28, 28), pal.PLAYER_COLOURS[0])
    elif name == "citizen":
        dr.meeple(p, QPointF(28, 50), 42, pal.PLAYER_COLOURS[1])
    elif name == "guard":
        dr.guard(p, QPointF(28, 28), 44, pal.PLAYER_COLOURS[2])
    elif name in ("sword", "cross", "sheaf"):
        p.setBrush(QColor("#faf2de"))
        p.setPen(Qt.NoPen)
        p.drawEllipse(r)
        dr.glyph(p, ("sword", "cross", "sheaf").index(name), r.adjusted(6, 6, -6, -6), ink)
    elif name == "disc":
        dr.disc(p, QPointF(28, 28), 18, pal.PLAYER_COLOURS[3])
    else:
        p.end()
        return None
    p.end()
    return img


def _dice_piece(kind: str, name: str) -> QImage | None:
    from troyes_desktop.dice_ui import art

    img, p = _image(84, 84)
    if kind == "building":
        from troyes_desktop.rules.dice.data import PRESTIGE_BUILDINGS, WORK_BUILDINGS

        if name not in PRESTIGE_BUILDINGS + WORK_BUILDINGS:
            p.end()
            return None
        path = art.building_path(name, QRectF(10, 10, 64, 64))
        p.setBrush(QColor("#faf2de"))
        p.setPen(QColor("#3b2a1a"))
        p.drawPath(path)
    elif kind == "resource":
        art.draw_resource(p, name, QPointF(42, 42), 56)
    elif kind == "die":
        colour, _, value = name.partition("-")
        art.draw_die(p, QRectF(10, 10, 64, 64), int(value or 5), colour)
    else:
        p.end()
        return None
    p.end()
    return img


def _dice_widget(name: str) -> QImage | None:
    """The Troyes Dice wheel or a score sheet of a demonstration position."""
    from troyes_desktop.dice_ui.demo import build_dice_demo
    from troyes_desktop.model.dice_model import DiceModel

    model = DiceModel(build_dice_demo("dice-1p"), autosave=False)
    if name == "wheel":
        from troyes_desktop.dice_ui.wheel import WheelWidget

        w = WheelWidget(model)
        w.resize(420, 420)
    else:
        from troyes_desktop.dice_ui.sheet import SheetWidget

        w = SheetWidget(model, 0)
        w.resize(760, 470)
    img = w.grab().toImage()
    w.deleteLater()
    model.deleteLater()
    return img


def _outdoor(face_id: str) -> QImage | None:
    scene = _scene()
    g = scene.model.game
    for tile, info in g.data.ladies["tiles"].items():
        for face, f in enumerate(info["faces"]):
            if f["id"] == face_id:
                level = info["level"]
                g.expansion["tiles"][level - 1] = [tile, face]
                scene.refresh()
                item = scene.ramparts
                item.update()
                rect = item.mapRectToScene(item.tile_rect(level)).adjusted(-4, -4, 4, 4)
                return _render_rect(rect, 260)
    return None


@lru_cache(maxsize=256)
def picture(name: str) -> QImage | None:
    """The picture called ``name``, or None (never raises for a bad name)."""
    kind, _, rest = name.partition("/")
    try:
        if kind == "card":
            return _card(rest)
        if kind == "event":
            return _event(rest)
        if kind == "board":
            return _board(rest)
        if kind == "outdoor":
            return _outdoor(rest)
        if kind == "die":
            colour, _, value = rest.partition("/")
            return _die(colour, int(value))
        if kind == "icon":
            return _icon(rest)
        if kind == "dice":
            sub, _, piece = rest.partition("/")
            if sub in ("wheel", "sheet"):
                return _dice_widget(sub)
            return _dice_piece(sub, piece)
    except (KeyError, ValueError, IndexError):
        return None
    return None
