"""BoardScene: the whole Troyes board as QGraphicsObject items redrawn from a TroyesModel.

The shell creates ``BoardScene(model)``, shows it in a :class:`BoardView`, listens to
``statusMessage`` and calls :meth:`set_viewer` when the hot-seat changes hands. The board shows only
public information (no characters, no VP, face-down cards stay face down). Mouse and keyboard input
goes to the :class:`~troyes_desktop.troyes_ui.controllers.controller.TroyesController`.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, Signal
from PySide6.QtWidgets import QGraphicsScene

from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.troyes.board import NEUTRAL

from . import animation
from . import layout as lay
from .background import BackgroundItem, InfluenceTrackItem
from .buildings import BuildingItem, CathedralItem
from .cards import ActivityCardItem, AgricultureItem
from .dice import DieItem, DistrictItem, FlyingToken
from .events import DecksItem, EventCardItem
from .palette import player_colour
from .supply import SupplyItem


class BoardScene(QGraphicsScene):
    statusMessage = Signal(str)

    def __init__(self, model: TroyesModel, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.viewer: int | None = None
        self.highlights: set = set()  # keys of legal targets / clickable places, drawn lit
        self.selected: set[int] = set()  # dice picked by clicks
        self.dice_highlights: set[int] = set()
        self.setSceneRect(lay.SCENE.adjusted(-6, -6, 6, 6))
        self.setItemIndexMethod(QGraphicsScene.NoIndex)
        self.background = BackgroundItem()
        self.addItem(self.background)
        self.influence = InfluenceTrackItem()
        self.buildings = [BuildingItem(b) for b in range(3)]
        self.cards = [ActivityCardItem(s) for s in range(9)]
        self.cathedral = CathedralItem()
        self.agriculture = AgricultureItem()
        self.decks = DecksItem()
        self.supply = SupplyItem()
        self.events: list[EventCardItem] = []
        self.districts: dict[int, DistrictItem] = {}
        self.dice: dict[int, DieItem] = {}
        for it in [
            self.influence,
            *self.buildings,
            *self.cards,
            self.cathedral,
            self.agriculture,
            self.decks,
            self.supply,
        ]:
            self.addItem(it)
        self._build_districts()
        self.ramparts = None
        self._build_module_items()
        from troyes_desktop.troyes_ui.controllers.controller import TroyesController

        self.controller = TroyesController(self)
        model.changed.connect(self.refresh)
        model.decisionChanged.connect(self._on_decision)
        model.eventsHappened.connect(self._animate_events)
        self._flights: list = []
        self.refresh(first=True)

    # ------------------------------------------------------------------ public API
    def set_viewer(self, player: int | None) -> None:
        """Whose (hot-seat) view is shown; the board marks that player's district."""
        self.viewer = player
        self.refresh()

    def set_model(self, model: TroyesModel) -> None:
        """Show another game (after Load / New game) in the same scene."""
        try:
            self.model.changed.disconnect(self.refresh)
            self.model.decisionChanged.disconnect(self._on_decision)
            self.model.eventsHappened.disconnect(self._animate_events)
        except (RuntimeError, TypeError):
            pass
        self.model = model
        model.changed.connect(self.refresh)
        model.decisionChanged.connect(self._on_decision)
        model.eventsHappened.connect(self._animate_events)
        for it in self.dice.values():
            self.removeItem(it)
        self.dice.clear()
        for it in self.districts.values():
            self.removeItem(it)
        self.districts.clear()
        self._build_districts()
        self._build_module_items()
        self.controller.reset()
        self.refresh(first=True)

    # ------------------------------------------------------------------ building
    def district_owners(self) -> list[int]:
        g = self.model.game
        return [0, NEUTRAL] if g.solo else list(range(g.n)) + [NEUTRAL]

    def _build_districts(self) -> None:
        owners = self.district_owners()
        for owner, rect in zip(owners, lay.district_rects(len(owners))):
            it = DistrictItem(owner, rect)
            self.districts[owner] = it
            self.addItem(it)

    def _build_module_items(self) -> None:
        """The Ladies of Troyes pieces that need room of their own: the ramparts band (taller board)."""
        ex = getattr(self.model.game, "expansion", None)
        want = bool(ex and ex.get("ramparts") and ex.get("tiles"))
        if want and self.ramparts is None:
            from .ramparts import RampartsItem

            self.ramparts = RampartsItem()
            self.addItem(self.ramparts)
        elif not want and self.ramparts is not None:
            self.removeItem(self.ramparts)
            self.ramparts = None
        rect = lay.scene_rect(want)
        self.background.set_rect(rect)
        self.setSceneRect(rect.adjusted(-6, -6, 6, 6))
        for view in self.views():
            fit = getattr(view, "fit", None)
            if callable(fit):
                fit()

    def die_home(self, die_id: int) -> QPointF:
        return self._homes.get(die_id, QPointF())

    def _layout_dice(self) -> dict[int, QPointF]:
        g = self.model.game
        homes: dict[int, QPointF] = {}
        self._die_sizes: dict[int, float] = {}
        for owner, item in self.districts.items():
            ids = sorted(g.dice_of(owner), key=lambda d: (g.dice[d].colour, -g.dice[d].value, d))
            rect = item.sceneBoundingRect().adjusted(6, 6, -6, -6)
            size, places = lay.district_dice(rect, len(ids))
            for d, p in zip(ids, places):
                homes[d] = p
                self._die_sizes[d] = size
        return homes

    # ------------------------------------------------------------------ refresh
    def refresh(self, first: bool = False) -> None:
        g = self.model.game
        # event cards: one item per card in the queue
        while len(self.events) < len(g.queue):
            it = EventCardItem(len(self.events))
            self.events.append(it)
            self.addItem(it)
        while len(self.events) > len(g.queue):
            self.removeItem(self.events.pop())
        n_ev = len(self.events)
        for i, it in enumerate(self.events):
            rect = lay.event_rect(i, n_ev)
            it.setZValue(i * 0.01)
            nxt = (
                lay.event_pos(i + 1, n_ev).x() - lay.event_pos(i, n_ev).x()
                if i + 1 < n_ev and not lay.event_rows(n_ev)
                else rect.width()
            )
            it.place(rect, min(rect.width(), nxt))
        # dice
        self._homes = self._layout_dice()
        dragging = self.controller.dragging_ids() if hasattr(self, "controller") else set()
        for d in list(self.dice):
            if d not in g.dice:
                self.removeItem(self.dice.pop(d))
        self.selected &= set(g.dice)
        for d, home in self._homes.items():
            it = self.dice.get(d)
            if it is None:
                it = DieItem(d)
                self.dice[d] = it
                self.addItem(it)
                it.setPos(home)
                if not first:
                    animation.roll(it)
            elif d not in dragging:
                animation.glide(it, home)
            it.home = home
            it.set_size(self._die_sizes.get(d, lay.DIE))
        for it in self.items():
            refresh = getattr(it, "refresh", None)
            if refresh is not None and it is not self:
                refresh()
        if hasattr(self, "controller"):
            self.controller.on_state_changed()
        self.update()

    # ------------------------------------------------------------------ animations of events
    def _district_point(self, owner) -> QPointF:
        it = self.districts.get(owner)
        if it is None:
            return self.supply.sceneBoundingRect().center()
        r = it.sceneBoundingRect()
        return QPointF(r.center().x(), r.top() + 24)

    def _animate_events(self, events: list) -> None:
        """Meeples and cubes fly from their owner's district to where they land; rerolled dice tumble."""
        if animation.speed_factor() <= 0:
            return
        g = self.model.game
        delay = 0
        for e in events:
            t = e.get("type")
            p = e.get("player")
            dest = None
            kind = "meeple"
            if t == "citizen_placed" and not e.get("initial"):
                dest = self.buildings[e["building"]].spaces[e["space"]].sceneBoundingRect().center()
            elif t == "tradesman_hired" and "slot" in e:
                card = self.cards[e["slot"]]
                i = e.get("space", -1)
                local = card._space_rect(i) if i is not None and i >= 0 else card._illus_rect()
                dest = card.mapToScene(local.center())
            elif t == "cathedral_cube" and e.get("level", 3) < 3:
                kind = "cube"
                dest = self.cathedral.mapToScene(
                    self.cathedral.cell_rect(e["level"], e["value"] - 1).center()
                )
            elif t == "event_cube" and e.get("index") is not None and e["index"] < len(self.events):
                kind = "cube"
                dest = self.events[e["index"]].sceneBoundingRect().center()
            elif t == "cubes_stored" and "slot" in e:
                kind = "cube"
                dest = self.cards[e["slot"]].sceneBoundingRect().center()
            elif t in ("die_rerolled",) and e.get("die") in self.dice:
                animation.roll(self.dice[e["die"]])
            elif t == "dice_turned_over":
                for d in e.get("dice", []):
                    if d in self.dice:
                        animation.roll(self.dice[d], 300)
            if dest is None or p is None:
                continue
            token = FlyingToken(kind, player_colour(p, g), roy=(p == NEUTRAL and g.solo))
            start = self._district_point(p)
            token.setPos(start)
            self.addItem(token)
            anim = QPropertyAnimation(token, b"pos")
            anim.setDuration(animation.duration(480))
            anim.setStartValue(start)
            anim.setEndValue(dest)
            anim.setEasingCurve(QEasingCurve.InOutCubic)
            token.setVisible(delay == 0)
            self._flights.append((token, anim))
            anim.finished.connect(lambda tok=token, a=anim: self._land(tok, a))
            if delay:
                from PySide6.QtCore import QTimer

                def go(tok=token, a=anim):
                    tok.setVisible(True)
                    a.start()

                QTimer.singleShot(delay, go)
            else:
                anim.start()
            delay += animation.duration(120)

    def _land(self, token, anim) -> None:
        self._flights = [(t, a) for t, a in self._flights if t is not token]
        if token.scene() is self:
            self.removeItem(token)

    def _on_decision(self) -> None:
        if hasattr(self, "controller"):
            self.controller.on_state_changed()

    def set_highlights(self, keys, dice=()) -> None:
        """Light ``keys`` (targets, spaces) and ``dice``; only the items whose lighting changes are redrawn
        (each item keeps its drawing cached, so a drag does not re-render the whole board)."""
        keys, dice = set(keys), set(dice)
        changed = self.highlights ^ keys
        dice_changed = self.dice_highlights ^ dice
        self.highlights = keys
        self.dice_highlights = dice
        if not changed and not dice_changed:
            return
        for it in self.items():
            owns = getattr(it, "owns", None)
            if owns is not None:
                if any(owns(k) for k in changed):
                    it.update()
            elif getattr(it, "die_id", None) in dice_changed:
                it.update()

    # ------------------------------------------------------------------ lookups
    def key_at(self, scene_pos: QPointF, exclude=()):
        """The key of what lies under ``scene_pos`` (topmost item that names something)."""
        for it in self.items(scene_pos):
            if it in exclude:
                continue
            hit = getattr(it, "hit", None)
            if hit is None:
                continue
            k = hit(it.mapFromScene(scene_pos))
            if k is not None:
                return k
        return None

    def item_for(self, key):
        """The item showing ``key`` (for tests and for popups placed beside a target)."""
        kind = key[0]
        if kind == "die":
            return self.dice.get(key[1])
        if kind in ("card", "card_space", "card_illus"):
            return self.cards[key[1]]
        if kind == "event":
            return self.events[key[1]] if key[1] < len(self.events) else None
        if kind == "cathedral":
            return self.cathedral
        if kind == "agriculture":
            return self.agriculture
        if kind in ("building", "expelled"):
            return self.buildings[key[1]]
        if kind == "space":
            return self.buildings[key[1]].spaces[key[2]]
        if kind == "district":
            return self.districts.get(key[1])
        if kind in ("ramparts", "outdoor", "rampart_space"):
            return self.ramparts
        if kind == "black_dice":
            return self.supply
        return None

    # ------------------------------------------------------------------ input: to the controller
    def mousePressEvent(self, event) -> None:
        if not self.controller.mouse_press(event):
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if not self.controller.mouse_move(event):
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if not self.controller.mouse_release(event):
            super().mouseReleaseEvent(event)

    def contextMenuEvent(self, event) -> None:
        if not self.controller.context_menu(event):
            super().contextMenuEvent(event)

    def keyPressEvent(self, event) -> None:
        if not self.controller.key_press(event):
            super().keyPressEvent(event)
