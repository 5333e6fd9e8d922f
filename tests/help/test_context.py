"""Context help: every kind of board element has a help entry, F1 / "?" opens the entry of what the mouse
points at, and the board's tooltips end with the line leading to it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QCursor, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from tests.gui.scene_helpers import make_board
from tests.page_helpers import troyes_page
from troyes_desktop.help import context
from troyes_desktop.help.content import book
from troyes_desktop.troyes_ui.demo import build_demo

#: The kinds the issue names: each must be found on the board and have an entry.
REQUIRED = {"ActivityCardItem", "EventCardItem", "BuildingItem", "CathedralItem", "InfluenceTrackItem",
            "RampartsItem", "AgricultureItem", "DieItem", "DistrictItem", "DecksItem", "SupplyItem",
            "SpaceItem"}


@pytest.fixture
def ladies_board(qtbot):
    return make_board(qtbot, build_demo("troyes-ladies-4p"))


def test_every_board_item_kind_has_an_entry(ladies_board):
    _, scene, _ = ladies_board
    b = book()
    kinds = {}
    for item in scene.items():
        name = type(item).__name__
        if name in ("BackgroundItem", "FlyingToken") or not hasattr(item, "paint"):
            continue
        if item.parentItem() is not None and type(item.parentItem()).__name__ != "BuildingItem":
            continue
        topic = context.topic_for_item(item)
        assert topic is not None and b.page(topic) is not None, f"{name} has no help entry ({topic})"
        kinds.setdefault(name, set()).add(topic)
    missing = REQUIRED - set(kinds)
    assert not missing, f"not found on the board: {missing}"
    # Face-up cards and events open their own entries, by the card shown.
    g = scene.model.game
    for slot, it in enumerate(scene.cards):
        expected = f"card/{g.slot_card[slot]}" if g.slot_revealed[slot] else "place/activity-slot"
        assert context.topic_for_item(it) == expected
    for i, it in enumerate(scene.events):
        assert context.topic_for_item(it) == f"event/{g.queue[i][0]}"
    for b_idx, it in enumerate(scene.buildings):
        assert context.topic_for_item(it) == ("place/palace", "place/bishopric", "place/city-hall")[b_idx]


def test_rampart_spaces_and_outdoor_tiles_have_entries(ladies_board):
    from troyes_desktop.rules.troyes.ladies.outdoor import tile_face

    _, scene, _ = ladies_board
    g = scene.model.game
    ramparts = scene.ramparts
    for i in range(21):
        pos = ramparts.mapToScene(ramparts.space_rect(i).center())
        assert context.topic_at_scene(scene, pos) == "place/ramparts"
    for level in range(1, 5):
        pos = ramparts.mapToScene(ramparts.tile_rect(level).center())
        topic = context.topic_at_scene(scene, pos)
        assert topic == f"outdoor/{tile_face(g, level)}"
        assert book().page(topic) is not None


def test_card_spaces_and_the_cathedral_under_the_mouse(ladies_board):
    _, scene, view = ladies_board
    g = scene.model.game
    slot = next(s for s in range(9) if g.slot_revealed[s])
    card = scene.cards[slot]
    pos = card.mapToScene(card._space_rect(0).center())
    assert context.topic_at_scene(scene, pos) == f"card/{g.slot_card[slot]}"
    vp = view.viewport()
    gpos = vp.mapToGlobal(view.mapFromScene(scene.cathedral.sceneBoundingRect().center()))
    assert context.topic_at_widget(vp, gpos) == "place/cathedral"


def test_troyes_dice_sheet_and_wheel_have_entries(qtbot):
    from troyes_desktop.dice_ui.demo import build_dice_demo
    from troyes_desktop.dice_ui.sheet import SheetWidget
    from troyes_desktop.dice_ui.wheel import WheelWidget
    from troyes_desktop.model.dice_model import DiceModel
    from troyes_desktop.rules.dice import data as D

    model = DiceModel(build_dice_demo("dice-1p"), autosave=False)
    sheet = SheetWidget(model, 0)
    wheel = WheelWidget(model)
    for w in (sheet, wheel):
        qtbot.addWidget(w)
        w.resize(760, 470)
    b = book()
    seen = set()
    for row in (0, 1):
        for d in range(3):
            for c in range(6):
                topic = context.dice_sheet_topic(("build", row, d, c))
                assert b.page(topic) is not None
                seen.add(topic)
    assert seen == {f"dice/{n}" for n in D.PRESTIGE_BUILDINGS + D.WORK_BUILDINGS}
    assert context.dice_sheet_topic(("track", 0)) == "dice/resource-tracks"
    centre = sheet.mapToGlobal(sheet.rect().center())
    assert b.page(context.topic_at_widget(sheet, centre)) is not None
    assert context.topic_at_widget(wheel, wheel.mapToGlobal(QPoint(5, 5))) == "dice/wheel"


@pytest.fixture
def board_window(make_main):
    w = make_main(use_board=True)
    w.start_game("troyes", build_demo("troyes-solo"), autosave=False)  # no hot-seat curtain
    QApplication.processEvents()           # context help watches the new board from the event loop
    return w


def test_help_menu_and_f1_open_the_entry_under_the_mouse(qtbot, board_window):
    w = board_window
    assert w.help_action.shortcuts()[0].toString() == "F1"
    assert any(s.toString() == "?" for s in w.help_action.shortcuts())
    view = troyes_page(w).board
    vp = view.viewport()
    gpos = vp.mapToGlobal(view.mapFromScene(troyes_page(w).scene.cathedral.sceneBoundingRect().center()))
    QCursor.setPos(gpos)
    if QCursor.pos() != gpos:       # a platform without a movable pointer: ask for the same place
        help_win = w.context_help.open(context.topic_at_widget(vp, gpos))
    else:
        w.help_action.trigger()
        from troyes_desktop.help import window as hw

        help_win = hw._WINDOW
    assert help_win.topic == "place/cathedral"
    assert "Cathedral" in help_win.page_text()


def test_board_tooltips_lead_to_the_rules(qtbot, board_window):
    w = board_window
    view = troyes_page(w).board
    vp = view.viewport()
    item = troyes_page(w).scene.cathedral
    local = view.mapFromScene(item.sceneBoundingRect().center())
    ev = QHelpEvent(QEvent.Type.ToolTip, local, vp.mapToGlobal(local))
    QApplication.sendEvent(vp, ev)
    text = QToolTip.text()
    assert "rules reference: Cathedral" in text
    assert item.toolTip()[:20] in text
