"""Context help: F1 or "?" over a board element opens its entry, and tooltips say so.

Everything here reads the board from outside (the scene's items and their ``hit`` keys, the Troyes Dice
sheet's ``target_at``), so the drawing code needs no change: :func:`topic_for_item` is the one mapping from a
board element to its help topic, and :class:`ContextHelp` (installed by :func:`install`, an event filter on
the boards, sheets and wheels) answers F1 / "?" and adds the help line to tooltips.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QGraphicsView, QToolTip, QWidget

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

BUILDING_TOPICS = ("place/palace", "place/bishopric", "place/city-hall")
#: Board items that name no key of their own, by class name.
ITEM_TOPICS = {
    "InfluenceTrackItem": "place/influence-track",
    "DecksItem": "place/decks",
    "SupplyItem": "place/supply",
    "DistrictItem": "place/districts",
    "CathedralItem": "place/cathedral",
    "AgricultureItem": "place/agriculture",
    "RampartsItem": "place/ramparts",
    "BuildingItem": None,          # by its building, below
    "SpaceItem": None,
    "ActivityCardItem": None,
    "EventCardItem": None,
    "DieItem": None,
}
TOOLTIP_LINE = QT_TRANSLATE_NOOP("ContextHelp", "F1 or ? — more in the rules reference: {title}")


def topic_for_key(key, game) -> str | None:
    """The help topic of a board key (as returned by the items' ``hit``), or None."""
    if not key:
        return None
    kind = key[0]
    try:
        if kind in ("card", "card_space", "card_illus"):
            slot = key[1]
            return f"card/{game.slot_card[slot]}" if game.slot_revealed[slot] else "place/activity-slot"
        if kind == "event":
            return f"event/{game.queue[key[1]][0]}" if key[1] < len(game.queue) else "place/event-queue"
        if kind in ("building", "space", "expelled"):
            return BUILDING_TOPICS[key[1]]
        if kind == "cathedral":
            return "place/cathedral"
        if kind == "agriculture":
            return "place/agriculture"
        if kind in ("ramparts", "rampart_space"):
            return "place/ramparts"
        if kind == "outdoor":
            from troyes_desktop.rules.troyes.ladies.outdoor import tile_face

            face = tile_face(game, key[1])
            return f"outdoor/{face}" if face else "place/ramparts"
        if kind == "die":
            return "icon/purple-die" if game.dice[key[1]][0] == 3 else "icon/die-colours"
        if kind == "district":
            return "place/districts"
    except (KeyError, IndexError, TypeError, AttributeError):
        return None
    return None


def topic_for_item(item, scene_pos=None) -> str | None:
    """The help topic of a board item (at ``scene_pos`` if given: a card's space, a rampart tile...)."""
    scene = item.scene()
    game = scene.model.game if scene is not None and hasattr(scene, "model") else None
    hit = getattr(item, "hit", None)
    if hit is not None and game is not None:
        pos = item.mapFromScene(scene_pos) if scene_pos is not None else item.boundingRect().center()
        key = hit(pos)
        if key is None and getattr(item, "key", None) is not None:
            key = item.key()
        topic = topic_for_key(key, game)
        if topic:
            return topic
    return ITEM_TOPICS.get(type(item).__name__)


def topic_at_scene(scene, scene_pos) -> str | None:
    for it in scene.items(scene_pos):
        topic = topic_for_item(it, scene_pos)
        if topic:
            return topic
    return None


def dice_sheet_topic(target) -> str:
    """The topic of a Troyes Dice sheet target (``("track", r)`` or ``("build", row, district, column)``)."""
    if not target:
        return "dice/sheet"
    if target[0] == "track":
        return "dice/resource-tracks"
    if target[0] == "build":
        from troyes_desktop.rules.dice import data as D

        return f"dice/{D.BUILDING_AT[(target[1], target[2])]}"
    return "dice/sheet"


def topic_at_widget(widget: QWidget | None, global_pos: QPoint) -> str | None:
    """The topic of what lies under ``global_pos`` in ``widget`` (a board view, a dice sheet, the wheel)."""
    w = widget
    while w is not None:
        name = type(w).__name__
        if isinstance(w, QGraphicsView) and w.scene() is not None and hasattr(w.scene(), "model"):
            pos = w.mapToScene(w.viewport().mapFromGlobal(global_pos))
            return topic_at_scene(w.scene(), pos) or "troyes-round"
        if name == "SheetWidget":
            return dice_sheet_topic(w.target_at(w.mapFromGlobal(global_pos).toPointF()))
        if name == "WheelWidget":
            return "dice/wheel"
        if name == "DicePage":
            return "dice-day"
        w = w.parentWidget()
    return None


class ContextHelp(QObject):
    """Opens the entry of what is under the mouse (the Help menu's F1 / "?"); as an event filter on the
    boards, sheets and wheels (:func:`attach`), it adds the help line to their tooltips."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window

    def topic_under_cursor(self) -> str:
        pos = QCursor.pos()
        topic = topic_at_widget(QApplication.widgetAt(pos), pos)
        if topic is not None:
            return topic
        return self.default_topic()

    def default_topic(self) -> str:
        win = self.window
        page = getattr(win, "stack", None)
        current = page.currentWidget() if page is not None else None
        # A mode's page names the reference's entry about it (its ``help_topic``).
        return getattr(current, "help_topic", None) or "welcome"

    def open(self, topic: str | None = None):
        from .window import show_help

        return show_help(topic or self.topic_under_cursor(), self.window)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.ToolTip and isinstance(obj, QWidget):
            return self._tooltip(obj, event)
        return False

    def _tooltip(self, obj: QWidget, event) -> bool:
        parent = obj.parentWidget()
        gpos = event.globalPos()
        text = ""
        if isinstance(parent, QGraphicsView) and hasattr(parent.scene(), "model"):
            scene = parent.scene()
            spos = parent.mapToScene(event.pos())
            for it in scene.items(spos):
                if it.toolTip():
                    text = it.toolTip()
                    break
            topic = topic_at_scene(scene, spos)
        elif type(obj).__name__ in ("SheetWidget", "WheelWidget"):
            text = obj.toolTip()
            topic = topic_at_widget(obj, gpos)
        else:
            return False
        # The rules reference is read only when a tooltip asks for it (not at start-up).
        from .content import book

        page = book().page(topic) if topic else None
        if not text or page is None:
            return False
        QToolTip.showText(gpos, tooltip_with_link(text, page.title), obj)
        return True


def tooltip_with_link(text: str, title: str) -> str:
    """A tooltip followed by the line that leads to the rules reference."""
    words = translate("ContextHelp", TOOLTIP_LINE).format(title=title)
    line = f"<p style='color:#6b1f1a'><i>{escape(words)}</i></p>"
    if not text.lstrip().startswith("<"):
        text = escape(text).replace("\n", "<br>")
    return f"{text}{line}"


HELPED_WIDGETS = ("SheetWidget", "WheelWidget")


def attach(helper: ContextHelp, root: QWidget) -> int:
    """Watch the tooltips of the boards, sheets and wheels inside ``root`` (only those widgets: an
    application-wide filter would cost every event of the app a Python call). Returns how many."""
    count = 0
    for view in root.findChildren(QGraphicsView):
        if hasattr(view.scene(), "model"):
            view.viewport().installEventFilter(helper)
            count += 1
    for w in root.findChildren(QWidget):
        if type(w).__name__ in HELPED_WIDGETS:
            w.installEventFilter(helper)
            count += 1
    return count


def install(window: QWidget) -> ContextHelp:
    """Install context help for ``window`` (kept on the window as ``context_help``): its tooltips are
    watched again whenever it shows another game or page."""
    helper = ContextHelp(window)
    window.context_help = helper

    def again(*_args) -> None:
        # Later, from the event loop: the signals also fire while pages are being replaced or the window
        # torn down, when its children must not be touched. The timer dies with the helper.
        QTimer.singleShot(0, helper, lambda: attach(helper, window))

    for name in ("gameStarted",):
        sig = getattr(window, name, None)
        if sig is not None:
            sig.connect(again)
    stack = getattr(window, "stack", None)
    if stack is not None and hasattr(stack, "currentChanged"):
        stack.currentChanged.connect(again)
    attach(helper, window)
    return helper
