"""A plain summary of the Troyes board, in words: shown only while the drawn board is not available (tests of
the shell, ``TROYES_DESKTOP_BOARD=summary``, or a board that could not be built; ``page.make_board``)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

from troyes_desktop.i18n import english_plural, translate
from troyes_desktop.shared_ui import theme


class BoardSummary(QScrollArea):
    """A plain summary of the board, shown only while the drawn board is not available."""

    def __init__(self, model, parent: QWidget | None = None) -> None:
        from PySide6.QtCore import Qt

        super().__init__(parent)
        self.model = model
        self.setObjectName("boardSummary")
        self.setWidgetResizable(True)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setFont(theme.font(11))
        self.label.setMargin(14)
        self.label.setStyleSheet(f"background: {theme.PARCHMENT_LIGHT};")
        self.setWidget(self.label)
        model.changed.connect(self.refresh)
        self.refresh()

    def zoom_in(self) -> None:
        pass

    zoom_out = fit = zoom_in

    def refresh(self) -> None:
        import html

        from troyes_desktop.i18n import localized
        from troyes_desktop.rules.troyes.board import building_name
        from troyes_desktop.troyes_ui.describe import die_text, slot_name, who

        g = self.model.game
        line = translate("MainWindow", "{place}: {what}")

        def heading(text: str) -> str:
            return f"<h3>{html.escape(text)}</h3>"

        parts = [heading(translate("MainWindow", "The city"))]
        for b in range(3):
            occ = [who(g, o) if o is not None else "\u2014" for o in g.spaces[b]]
            parts.append(
                line.format(place=f"<b>{html.escape(building_name(b))}</b>", what=html.escape(", ".join(occ)))
                + "<br>"
            )
        parts.append(heading(translate("MainWindow", "Activity cards")))
        for s in range(9):
            if g.slot_revealed[s]:
                tr = [who(g, o) for o in g.slot_spaces[s] if o is not None]
                what = ", ".join(tr) or translate("MainWindow", "no tradesman")
                parts.append(line.format(place=html.escape(slot_name(g, s)), what=html.escape(what)) + "<br>")
        parts.append(heading(translate("MainWindow", "Events")))
        for i, (eid, cubes) in enumerate(g.queue):
            event = g.data.events[eid]
            banners = event.banners
            text = translate("MainWindow", "{event}: {cubes} of %n banner(s)", None, banners)
            text = english_plural(text, banners)
            parts.append(html.escape(text.format(event=localized(event), cubes=len(cubes))) + "<br>")
        parts.append(heading(translate("MainWindow", "Town square")))
        owners = list(range(g.n)) + [theme.NEUTRAL]
        for o in owners:
            dice = [die_text(g, d).split(" (")[0] for d in g.dice_of(o)]
            if dice:
                parts.append(
                    line.format(place=html.escape(who(g, o).capitalize()), what=html.escape(", ".join(dice)))
                    + "<br>"
                )
        cubes = sum(1 for c in g.cathedral if c is not None)
        parts.append(
            heading(translate("MainWindow", "Cathedral"))
            + translate("MainWindow", "%n of 18 spaces taken", None, cubes)
            + "<br>"
        )
        self.label.setText("".join(parts))
