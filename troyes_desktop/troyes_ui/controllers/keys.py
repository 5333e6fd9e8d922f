"""The board's keys and right-click menu: influence on one's own dice (reroll, turn over), Tab and the arrows
to cycle through the lit targets, Enter and Esc. A part of :class:`~.board_controller.TroyesController`."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from troyes_desktop.i18n import translate
from troyes_desktop.rules.troyes import actions as A
from troyes_desktop.shared_ui import theme

from .targets import TARGET_KINDS, hl_key


class KeysMixin:
    """Right-click and keyboard handling of the board controller (uses its scene, model and panel)."""

    # ------------------------------------------------------------------ context menu: influence
    def context_menu(self, event) -> bool:
        key = self.scene.key_at(event.scenePos())
        if not key or key[0] != "die":
            return False
        acts = self.influence_actions(key[1])
        if not acts:
            self.scene.statusMessage.emit(translate(
                "BoardControl", "Influence works only on your own dice, before an action or a black die."))
            return True
        menu = QMenu()
        for label, seq in acts:
            a = menu.addAction(label)
            a.setData(seq)
        chosen = menu.exec(event.screenPos())
        if chosen is not None:
            self.apply_influence(chosen.data())
        return True

    def apply_influence(self, seq) -> bool:
        """A choice of the right-click menu; dice turned over are no longer a selection (they show new faces
        and the next group is chosen afresh)."""
        ok = self._apply(seq)
        if ok and seq and tuple(seq[0]) == A.flip():
            self.scene.selected.clear()
            self.on_state_changed()
        return ok

    def influence_actions(self, d: int) -> list[tuple[str, list]]:
        """The right-click choices on die ``d``: [(label, action sequence)]."""
        legal = self.model.legal_actions()
        out = []
        if A.reroll(d) in legal:
            out.append((translate("BoardControl", "Reroll this die (1 influence)"), [A.reroll(d)]))
        if A.flip() in legal:
            g = self.game
            p = self.decider()
            own = [x for x in sorted(self.scene.selected) if x in g.dice and g.dice[x].owner == p]
            if d not in own:
                own = [d] + own
            own = own[:3]
            count = len(own)
            label = (
                translate("BoardControl", "Turn this die over (4 influence)")
                if len(own) == 1
                else translate("BoardControl", "Turn these %n dice over (4 influence)", None, count)
            )
            out.append((label, [A.flip()] + [A.flip_die(x) for x in own] + [A.flip_done()]))
        return out

    # ------------------------------------------------------------------ keys
    def keyboard_targets(self) -> list[tuple]:
        """The lit legal targets of the selected dice, in a stable order (for Tab / arrow cycling)."""
        if not self.can_use_dice() or not self.scene.selected and not self.group_in_progress():
            return []
        return sorted(self._legal_targets(self.current_group()),
                      key=lambda t: (TARGET_KINDS.index(t[0]) if t[0] in TARGET_KINDS else 9, str(t[1])))

    def cycle_target(self, step: int = 1) -> tuple | None:
        """Tab / arrows: move the keyboard focus to the next (``step`` 1) or previous lit target."""
        targets = self.keyboard_targets()
        if not targets:
            self.kb_target = None
            self._show_kb_focus()
            self.scene.statusMessage.emit(
                translate("BoardControl", "Select dice first (click them, or choose a die in the prompt's "
                          "list), then Tab through the lit targets.")
                if self.can_use_dice() else self._why_no_dice())
            return None
        cur = getattr(self, "kb_target", None)
        i = targets.index(cur) + step if cur in targets else (0 if step > 0 else -1)
        self.kb_target = targets[i % len(targets)]
        self._show_kb_focus()
        tk = self.kb_target
        mod, colour = self._legal_targets(self.current_group())[tk][0]
        res = self.evaluate(self.current_group(), tk[0], tk[1], mod, colour)
        n = targets.index(tk) + 1
        self.scene.statusMessage.emit(translate(
            "BoardControl", "Target {number} of {count}: {target}: {outcome}, {cost}. Enter chooses it, Tab "
            "goes on, Esc clears.").format(number=n, count=len(targets), target=self.describe_target(*tk),
                                      outcome=self.outcome_words(tk[0], res), cost=self.cost_words(res)))
        return tk

    def _show_kb_focus(self) -> None:
        """A dashed frame around the target that has the keyboard focus (none when there is none)."""
        from PySide6.QtGui import QColor, QPen
        from PySide6.QtWidgets import QGraphicsRectItem

        ring = getattr(self, "_kb_ring", None)
        tk = getattr(self, "kb_target", None)
        item = self.scene.item_for(hl_key(*tk)) if tk is not None else None
        if item is None:
            if ring is not None:
                ring.hide()
            return
        if ring is None:
            ring = QGraphicsRectItem()
            pen = QPen(QColor(theme.FOCUS), 5, Qt.DashLine)      # the keyboard focus's colour
            pen.setCosmetic(True)
            ring.setPen(pen)
            ring.setZValue(10_000)
            ring.setAcceptedMouseButtons(Qt.NoButton)
            ring.setAcceptHoverEvents(False)
            self.scene.addItem(ring)
            self._kb_ring = ring
        rect = item.sceneBoundingRect().adjusted(-5, -5, 5, 5)
        ring.setRect(rect)
        ring.show()
        for view in self.scene.views():
            view.ensureVisible(rect, 20, 20)

    def key_press(self, event) -> bool:
        k = event.key()
        if k in (Qt.Key_Tab, Qt.Key_Right, Qt.Key_Down) and not event.modifiers() & (Qt.ControlModifier |
                                                                                      Qt.AltModifier):
            if self.panel is None and (self.scene.selected or self.group_in_progress()):
                self.cycle_target(1)
                return True
            return False
        if k in (Qt.Key_Backtab, Qt.Key_Left, Qt.Key_Up) and not event.modifiers() & Qt.ControlModifier:
            if self.panel is None and (self.scene.selected or self.group_in_progress()):
                self.cycle_target(-1)
                return True
            return False
        if k == Qt.Key_Escape:
            self.kb_target = None
            self._show_kb_focus()
            if self.panel is not None:
                self.close_panel()
            elif self.scene.selected:
                self.scene.selected.clear()
                self.on_state_changed()
                self.scene.update()
            self.scene.statusMessage.emit(translate("BoardControl", "Selection cleared."))
            return True
        if k in (Qt.Key_Return, Qt.Key_Enter):
            if self.panel is not None:
                self.panel.confirm()
                return True
            if self.model.automaton_pending:
                self.model.step_automaton()        # le Roy step by step: Return plays his next step
                return True
            tk = getattr(self, "kb_target", None)
            if tk is not None and tk in self.keyboard_targets():
                group = self.current_group()
                self.open_panel(group, tk, self._legal_targets(group)[tk])
                return True
            return False
        return False
