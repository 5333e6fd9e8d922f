"""Statistics and history: a window opened from the start screen.

* **Statistics**, per player profile: per game (Troyes, solo against le Roy, Troyes Dice) the games, wins,
  win rate, mean and best score; against le Roy the margin of every game as a chart and the number of games
  per rating band; against computer players, per level; Troyes Dice scores over time and the achievements.
* **History**: every finished game (date, game, players, scores, winner), sortable by any column, with
  Replay, Review, Delete and Export (the game's JSON record, loadable as a save), and the replay of any saved
  game (app/history_games.py opens the replays and the reviews).
"""

from __future__ import annotations

import contextlib
import html
import logging
from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.app.history_games import HistoryGames
from troyes_desktop.i18n import QT_TRANSLATE_NOOP, english_plural, translate
from troyes_desktop.shared_ui import game_folder, theme
from troyes_desktop.shared_ui.charts import BandChart, LineChart, MarginChart
from troyes_desktop.shared_ui.plain import plain, plain_box, plain_tip
from troyes_desktop.shared_ui.words import format_date, format_datetime, format_number
from troyes_desktop.store import DamagedRecord, StoreError, open_store, stats
from troyes_desktop.store.records import PERSON, mode_title

logger = logging.getLogger(__name__)

#: (Every text of these tables is shown through ``translate("Statistics", text)``.)
#: A computer player in the History list, by level (whole texts).
COMPUTER_PLAYERS = {
    "easy": QT_TRANSLATE_NOOP("Statistics", "{name} (computer, easy)"),
    "normal": QT_TRANSLATE_NOOP("Statistics", "{name} (computer, normal)"),
    "hard": QT_TRANSLATE_NOOP("Statistics", "{name} (computer, hard)"),
}
HISTORY_COLUMNS = (
    QT_TRANSLATE_NOOP("Statistics", "Date"),
    QT_TRANSLATE_NOOP("Statistics", "Game"),
    QT_TRANSLATE_NOOP("Statistics", "Players"),
    QT_TRANSLATE_NOOP("Statistics", "Scores"),
    QT_TRANSLATE_NOOP("Statistics", "Winner"),
)
EXTRA_STYLE = f"""
QWidget#statisticsWindow {{ background: {theme.PARCHMENT}; }}
QTabWidget::pane {{ background: {theme.PARCHMENT}; border: 1px solid {theme.STONE}; border-radius: 4px; }}
QTabBar::tab {{ background: #e8d6b0; color: {theme.INK}; border: 1px solid {theme.STONE}; padding: 5px 18px;
    border-top-left-radius: 5px; border-top-right-radius: 5px; margin-right: 2px; }}
QTabBar::tab:selected {{ background: {theme.PARCHMENT}; font-weight: bold; }}
QTableView {{ background: {theme.PARCHMENT_LIGHT}; alternate-background-color: #f4e9cf;
    border: 1px solid {theme.STONE};
    selection-background-color: #d9bf8c; selection-color: {theme.INK}; }}
"""


def level_title(level: str) -> str:
    from troyes_desktop.bots import level_name

    return level_name(level) or level


def _percent(rate) -> str:
    if rate is None:
        return "\u2014"
    return translate("Statistics", "{percent} %").format(percent=format_number(100 * rate))


def player_text(name: str, level: str) -> str:
    if level == PERSON:
        return name
    if level in COMPUTER_PLAYERS:
        return translate("Statistics", COMPUTER_PLAYERS[level]).format(name=name)
    return name


def names_and(names: list[str]) -> str:
    """ "Anna", "Anna and Faye", "Anna, Faye and Thibaut" in the current language."""
    if len(names) < 2:
        return "".join(names)
    return translate("Statistics", "{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def history_row(game: dict) -> tuple[str, str, str, str, str]:
    """The History columns of one stored game (as :meth:`Store.history` gives it)."""
    players = game["players"]
    names = ", ".join(player_text(n, lv) for n, lv, _s, _w in players)
    scores = ", ".join("?" if s is None else str(s) for _n, _lv, s, _w in players)   # None: unreadable
    if game["mode"] == "solo":
        scores += f" \u2013 le Roy {'?' if game['roy_score'] is None else game['roy_score']}"
        winner = players[0][0] if players and players[0][3] else "le Roy"
    elif game["mode"] == "dice" and len(players) == 1:
        winner = translate("Statistics", "\u2014 (played alone)")
    else:
        winner = names_and([n for n, _lv, _s, w in players if w])
    return format_datetime(game["finished"]), mode_title(game["mode"]), names, scores, winner


class HistoryModel(QAbstractTableModel):
    """The stored games as a table; rows are written when first shown, and sorting is done here on plain
    Python keys (fast with thousands of games)."""

    def __init__(self, games: list[dict], parent=None) -> None:
        super().__init__(parent)
        self.sort_column, self.sort_order = 0, Qt.SortOrder.DescendingOrder
        self.set_games(games)

    def set_games(self, games: list[dict]) -> None:
        self.beginResetModel()
        self.games = list(games)
        self._rows: dict[str, tuple] = {}
        self._sort()
        self.endResetModel()

    def row_text(self, row: int) -> tuple:
        game = self.games[row]
        text = self._rows.get(game["key"])
        if text is None:
            text = self._rows[game["key"]] = history_row(game)
        return text

    def key(self, row: int) -> str:
        return self.games[row]["key"]

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(HISTORY_COLUMNS)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            text = self.row_text(index.row())[index.column()]
            return text if role == Qt.ItemDataRole.DisplayRole else plain_tip(text)
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            text = translate("Statistics", HISTORY_COLUMNS[section])
            if section == self.sort_column:    # the way the values go: newest first is down (Qt's is hidden)
                text += " \u25bc" if self.sort_order == Qt.SortOrder.DescendingOrder else " \u25b2"
            return text
        return None

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self.sort_column, self.sort_order = column, order
        self._sort()
        self.layoutChanged.emit()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(HISTORY_COLUMNS) - 1)

    def _sort(self) -> None:
        column = self.sort_column
        if column == 0:
            def key(g):
                return g["finished"]
        elif column == 3:                    # scores: the players' best score in the game
            def key(g):
                return max((p[2] or 0 for p in g["players"]), default=0)
        else:
            def key(g):
                return history_row(g)[column].casefold()
        descending = self.sort_order == Qt.SortOrder.DescendingOrder
        self.games.sort(key=lambda g: (key(g), g["key"]), reverse=descending)


class StatisticsWindow(HistoryGames, QWidget):
    """The statistics of one profile and the history of games; ``path``: another store file (tests, demos)."""

    def __init__(self, parent: QWidget | None = None, path: Path | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("statisticsWindow")
        self.setWindowTitle(translate("Statistics", "Statistics and history"))
        self.setStyleSheet(theme.STYLE_SHEET + EXTRA_STYLE)
        self.path = path
        self.replays: list[QWidget] = []
        self.last_message: QMessageBox | None = None
        from troyes_desktop.shared_ui.window_place import close_keys, place

        place(self, "statistics", 1180, 760)    # its size and place remembered, within the screen
        close_keys(self)                        # Esc and Ctrl+W close it
        v = QVBoxLayout(self)
        v.setContentsMargins(14, 10, 14, 10)
        self.notice = plain(QLabel())
        self.notice.setObjectName("storeNotice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(f"color: {theme.ACCENT};")
        self.notice.hide()
        v.addWidget(self.notice)
        self.tabs = QTabWidget()
        v.addWidget(self.tabs, 1)
        self.history_loaded = False
        self._build_statistics()
        self._build_history()
        self.tabs.currentChanged.connect(self._tab_changed)
        self.reload()

    # ------------------------------------------------------------------ store access
    @contextlib.contextmanager
    def _open(self):
        """The history; a notice (the file set aside when opened or while in use) is shown when it closes."""
        with open_store(self.path) as store:
            try:
                yield store
            finally:
                if store.notice:
                    self._show_notice(store.notice)

    def reload(self) -> None:
        """Read the profiles again (after a game, a deletion); the history too once its tab was opened."""
        try:
            with self._open() as store:
                self.profiles = [p for p in store.profiles() if p["games"]]
        except StoreError as exc:
            logger.warning("Cannot read the profiles", exc_info=True)
            self._show_notice(translate("Statistics", "The list of finished games cannot be read: {reason}.")
                              .format(reason=exc))
            self.profiles = []
        current = self.profile_combo.currentData()
        self.profile_combo.blockSignals(True)
        self.profile_combo.clear()
        for p in sorted(self.profiles, key=lambda p: (-p["games"], p["name"].casefold())):
            games = p["games"]
            text = english_plural(translate("Statistics", "{name} (%n game(s))", None, games), games)
            self.profile_combo.addItem(text.format(name=p["name"]), p["id"])
        if current is not None and self.profile_combo.findData(current) >= 0:
            self.profile_combo.setCurrentIndex(self.profile_combo.findData(current))
        self.profile_combo.blockSignals(False)
        self.show_profile()
        if self.history_loaded:
            self.load_history()

    def load_history(self) -> None:
        """Fill the History list (when its tab is first opened, so that the statistics open at once)."""
        try:
            with self._open() as store:
                games = store.history()
        except StoreError as exc:
            logger.warning("Cannot read the finished games", exc_info=True)
            self._show_notice(translate("Statistics", "The list of finished games cannot be read: {reason}.")
                              .format(reason=exc))
            games = []
        self.history_loaded = True
        self.history_model.set_games(games)
        count = len(games)
        text = translate("Statistics", "%n finished game(s)", None, count)
        self.history_count.setText(english_plural(text, count))

    def _tab_changed(self, index: int) -> None:
        if index == 1 and not self.history_loaded:
            self.load_history()

    def _show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    # ------------------------------------------------------------------ statistics tab
    def _build_statistics(self) -> None:
        page = QWidget()
        outer = QVBoxLayout(page)
        top = QHBoxLayout()
        label = QLabel(translate("Statistics", "Player:"))
        label.setFont(theme.font(13, bold=True))
        top.addWidget(label)
        self.profile_combo = QComboBox()
        self.profile_combo.setObjectName("profileCombo")
        self.profile_combo.setMinimumWidth(260)
        self.profile_combo.currentIndexChanged.connect(lambda _i: self.show_profile())
        top.addWidget(self.profile_combo)
        self.empty_note = QLabel(
            translate(
                "Statistics", "No finished game yet: your statistics appear here after your first game."
            )
        )
        self.empty_note.setObjectName("emptyNote")
        self.empty_note.setFont(theme.font(12, italic=True))
        self.empty_note.hide()
        top.addWidget(self.empty_note)
        top.addStretch(1)
        outer.addLayout(top)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.viewport().setObjectName("statsViewport")
        scroll.viewport().setStyleSheet(f"QWidget#statsViewport {{ background: {theme.PARCHMENT}; }}")
        body = QWidget()
        body.setObjectName("statsBody")
        body.setStyleSheet("QWidget#statsBody { background: transparent; }")
        grid = QGridLayout(body)
        grid.setSpacing(10)
        self.summary_table = QTableWidget(0, 5)
        self.summary_table.setObjectName("summaryTable")
        self.summary_table.setHorizontalHeaderLabels(
            [
                translate("Statistics", "Games"),
                translate("Statistics", "Wins"),
                translate("Statistics", "Win rate"),
                translate("Statistics", "Mean score"),
                translate("Statistics", "Best score"),
            ]
        )
        self.summary_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.summary_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.summary_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        grid.addWidget(self._section(translate("Statistics", "Games, wins and scores")), 0, 0, 1, 2)
        grid.addWidget(self.summary_table, 1, 0, 1, 2)
        grid.addWidget(self._section(translate("Statistics", "Against le Roy")), 2, 0, 1, 2)
        self.margin_chart = MarginChart(
            translate("Statistics", "Margin of each game (your VP minus le Roy's)")
        )
        self.band_chart = BandChart(translate("Statistics", "Games per rating"))
        self.margin_chart.setMinimumHeight(230)
        self.band_chart.setMinimumHeight(230)
        grid.addWidget(self.margin_chart, 3, 0)
        grid.addWidget(self.band_chart, 3, 1)
        grid.addWidget(self._section(translate("Statistics", "Against computer players")), 4, 0, 1, 2)
        self.levels_label = QLabel()
        self.levels_label.setObjectName("levelsLabel")
        self.levels_label.setTextFormat(Qt.TextFormat.RichText)
        self.levels_label.setWordWrap(True)
        grid.addWidget(self.levels_label, 5, 0, 1, 2)
        grid.addWidget(self._section(translate("Statistics", "Troyes Dice")), 6, 0, 1, 2)
        self.dice_chart = LineChart(translate("Statistics", "Scores over time"))
        self.dice_chart.empty_text = translate("Statistics", "No game of Troyes Dice yet.")
        self.dice_chart.setMinimumHeight(230)
        grid.addWidget(self.dice_chart, 7, 0)
        self.achievements_label = QLabel()
        self.achievements_label.setObjectName("achievementsLabel")
        self.achievements_label.setTextFormat(Qt.TextFormat.RichText)
        self.achievements_label.setWordWrap(True)
        self.achievements_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.achievements_label, 7, 1)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        self.tabs.addTab(page, translate("Statistics", "Statistics"))

    @staticmethod
    def _section(text: str) -> QLabel:
        label = QLabel(text)
        label.setFont(theme.font(15, bold=True))
        label.setStyleSheet(f"color: {theme.ACCENT};")
        return label

    def show_profile(self) -> None:
        pid = self.profile_combo.currentData()
        data = None
        if pid is not None:
            try:
                with self._open() as store:
                    data = stats.profile_statistics(store, int(pid))
            except StoreError as exc:
                logger.warning("Cannot read the statistics", exc_info=True)
                text = translate("Statistics", "The statistics cannot be read: {reason}.")
                self._show_notice(text.format(reason=exc))
        self.data = data
        summary = (data or {}).get("summary", {})
        self.summary_table.setRowCount(len(summary))
        self.summary_table.setVerticalHeaderLabels([mode_title(m) for m in summary])
        rows_h = sum(self.summary_table.rowHeight(r) for r in range(len(summary)))
        self.summary_table.setFixedHeight(
            self.summary_table.horizontalHeader().sizeHint().height() + rows_h + 6
        )
        for r, (_mode, s) in enumerate(summary.items()):
            contested = s["contested"]
            wins = (
                format_number(s["wins"])
                if contested == s["games"]
                else translate("Statistics", "{wins} of %n with opponents", None, contested).format(
                    wins=format_number(s["wins"])
                )
            )
            values = [format_number(s["games"]), wins, _percent(s["win_rate"]), format_number(s["mean"], 1),
                      format_number(s["best"])]
            for c, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.summary_table.setItem(r, c, item)
        roy = (data or {}).get("roy") or {"margins": [], "bands": [], "band_texts": []}
        self.margin_chart.set_data([m for _f, m in roy["margins"]])
        self._fold(self.margin_chart, bool(roy["margins"]))
        self.band_chart.setVisible(bool(roy["margins"]))
        # The bands' names and margins, as the solo result and the rules reference give them.
        from troyes_desktop.rules.troyes import roy as roy_rules

        bands = range(len(roy["bands"]))
        self.band_chart.set_data([(f"{roy_rules.band_name(b)}\n{roy_rules.band_range(b)}", roy["bands"][b])
                                  for b in bands])
        line = translate("Statistics", "{band}: {rating}")
        self.band_chart.setToolTip("<br>".join(
            line.format(band=f"<b>{html.escape(roy_rules.band_label(b))}</b>",
                        rating=html.escape(roy_rules.band_text(b))) for b in bands))
        self.levels_label.setText(self.levels_text((data or {}).get("levels", [])))
        scores = (data or {}).get("dice_scores", [])
        self.dice_chart.set_data(
            [format_date(f, with_year=False) for f, _s in scores],
            [(translate("Statistics", "Score"), theme.ACCENT, [s for _f, s in scores])],
            x_label=translate("Statistics", "date"),
        )
        self._fold(self.dice_chart, bool(scores))
        self.achievements_label.setText(self.achievements_text((data or {}).get("achievements")))
        self.empty_note.setVisible(not self.profiles)

    @staticmethod
    def _fold(chart, has_data: bool) -> None:
        """A chart with nothing to show shrinks to one line saying so."""
        chart.setMinimumHeight(230 if has_data else 58)
        chart.setMaximumHeight(16777215 if has_data else 58)

    @staticmethod
    def levels_text(rows: list[dict]) -> str:
        if not rows:
            return (
                f"<i style='color:{theme.FADED_INK}'>"
                + html.escape(
                    translate(
                        "Statistics",
                        "No game against a computer player yet (choose one for a "
                        "seat in the new-game dialog).",
                    )
                )
                + "</i>"
            )
        cells = "".join(
            f"<tr><td>{html.escape(mode_title(r['mode']))}</td><td>{html.escape(level_title(r['level']))}</td>"
            f"<td align='center'>{r['games']}</td><td align='center'>{r['wins']}</td>"
            f"<td align='center'>{_percent(r['win_rate'])}</td></tr>"
            for r in rows
        )
        game, level = translate("Statistics", "Game"), translate("Statistics", "Level")
        games, wins, rate = translate("Statistics", "Games"), translate("Statistics", "Wins"), translate(
            "Statistics", "Win rate"
        )
        return (
            f"<table cellpadding='4'><tr><th align='left'>{game}</th><th align='left'>{level}</th>"
            f"<th>{games}</th><th>{wins}</th><th>{rate}</th></tr>{cells}</table>"
        )

    @staticmethod
    def achievements_text(ach: dict | None) -> str:
        from troyes_desktop.model.dice_profiles import COUNTED, GAMES_NEEDED, TITLES

        ach = ach or {"earned": {}, "counts": {}}
        lines = ["<b>" + html.escape(translate("Statistics", "Achievements")) + "</b>"]
        for aid, english in TITLES.items():
            title = translate("DiceProfiles", english)  # the Troyes Dice achievements' own context
            got = ach["earned"].get(aid)
            if got:
                lines.append(
                    f"\u2605 {html.escape(title)} "
                    f"<span style='color:{theme.FADED_INK}'>({format_date(got[0])})</span>"
                )
            elif aid in COUNTED and ach["counts"].get(aid):
                lines.append(
                    "\u2606 "
                    + html.escape(
                        translate("Statistics", "{achievement}: {count} of {needed}").format(
                            achievement=title, count=ach["counts"][aid], needed=GAMES_NEEDED
                        )
                    )
                )
        if len(lines) == 1:
            none = html.escape(translate("Statistics", "None yet."))
            lines.append(f"<i style='color:{theme.FADED_INK}'>{none}</i>")
        return "<br>".join(lines)

    # ------------------------------------------------------------------ history tab
    def _build_history(self) -> None:
        page = QWidget()
        v = QVBoxLayout(page)
        self.history_count = QLabel()
        self.history_count.setFont(theme.font(12, italic=True))
        v.addWidget(self.history_count)
        self.history_model = HistoryModel([], self)
        table = QTableView()
        table.setObjectName("historyTable")
        table.setModel(self.history_model)
        table.setSortingEnabled(True)
        table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        table.setAlternatingRowColors(True)
        header = table.horizontalHeader()
        header.setSortIndicatorShown(False)        # the header text carries the arrow (see headerData)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for col, width in enumerate((130, 170, 420, 170)):
            table.setColumnWidth(col, width)
        table.doubleClicked.connect(lambda _i: self.replay_selected())
        self.history_table = table
        v.addWidget(table, 1)
        row = QHBoxLayout()
        for text, name, slot, tip in (
            (
                translate("Statistics", "Replay"),
                "historyReplay",
                self.replay_selected,
                translate("Statistics", "Watch the chosen game again, move by move"),
            ),
            (
                translate("Statistics", "Review"),
                "historyReview",
                self.review_selected,
                translate("Statistics", "What each decision cost against the Hard player, and what was luck"),
            ),
            (
                translate("Statistics", "Export\u2026"),
                "historyExport",
                self.choose_export,
                translate(
                    "Statistics", "Write the chosen game's record as a JSON file (it opens like a saved game)"
                ),
            ),
            (
                translate("Statistics", "Delete\u2026"),
                "historyDelete",
                self.confirm_delete,
                translate("Statistics", "Remove the chosen game from the history"),
            ),
            (
                translate("Statistics", "Replay a saved game\u2026"),
                "replaySaved",
                self.choose_saved_replay,
                translate("Statistics", "Watch any saved game (finished or not) move by move"),
            ),
        ):
            b = QPushButton(text)
            b.setObjectName(name)
            b.setToolTip(tip)
            b.clicked.connect(slot)
            row.addWidget(b)
            setattr(self, name + "_button", b)
        row.addStretch(1)
        v.addLayout(row)
        self.tabs.addTab(page, translate("Statistics", "History"))

    def selected_key(self) -> str | None:
        rows = (
            self.history_table.selectionModel().selectedRows() if self.history_table.selectionModel() else []
        )
        if not rows:
            return None
        return self.history_model.key(rows[0].row())

    def select_row(self, row: int) -> None:
        self.history_table.selectRow(row)

    def _need_selection(self) -> str | None:
        key = self.selected_key()
        if key is None:
            self.message(
                translate("Statistics", "Choose a game"),
                translate("Statistics", "Choose a game in the list first."),
                QMessageBox.Icon.Information,
            )
        return key

    def message(self, title: str, text: str, icon=QMessageBox.Icon.Warning) -> QMessageBox:
        box = plain_box(QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.last_message = box
        box.open()
        return box

    def choose_export(self) -> None:
        key = self._need_selection()
        if key is None:
            return
        start = str(game_folder.games_folder())     # never the automatic saves' folder
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("Statistics", "Export the game"),
            str(Path(start) / "game.troyes.json"),
            translate("Statistics", "Troyes saves (*.troyes.json);;JSON files (*.json)"),
        )
        if path:
            self.export(key, game_folder.kept(path))            # the next dialog opens there

    def export(self, key: str, path) -> bool:
        """Write the game's record atomically; a failure is reported and leaves no half-written file."""
        from troyes_desktop.rules.common.serialization import write_json_atomic

        path = Path(path)
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + ".troyes.json")
        try:
            with self._open() as store:
                record = store.game_record(key)
            if record is None:
                raise StoreError(translate("Statistics", "the game is no longer in the history"))
            write_json_atomic(path, record)
        except DamagedRecord as exc:
            logger.warning("Cannot export a damaged record", exc_info=True)
            self.message(translate("Statistics", "Cannot export the game"), str(exc))
            return False
        except (StoreError, OSError) as exc:
            logger.warning("Cannot export the game", exc_info=True)
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.message(translate("Statistics", "Cannot export the game"),
                         translate("Statistics", "{name} could not be written: {reason}.").format(
                             name=path.name, reason=reason))
            return False
        self.message(
            translate("Statistics", "Game exported"),
            translate("Statistics", "The game's record is in {path}.").format(path=path),
            QMessageBox.Icon.Information,
        )
        return True

    def confirm_delete(self) -> None:
        key = self._need_selection()
        if key is None:
            return
        answer = QMessageBox.question(
            self,
            translate("Statistics", "Delete the game"),
            translate(
                "Statistics",
                "Remove this game from the history? Its statistics go with it; "
                "achievements already earned are kept.",
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.delete(key)

    def delete(self, key: str) -> bool:
        try:
            with self._open() as store:
                done = store.delete_game(key)
        except StoreError as exc:
            logger.warning("Cannot delete the game", exc_info=True)
            self.message(
                translate("Statistics", "Cannot delete the game"),
                translate("Statistics", "The game could not be removed: {reason}.").format(reason=exc),
            )
            return False
        self.reload()
        return done


def open_statistics(parent: QWidget | None = None) -> StatisticsWindow:
    window = StatisticsWindow(parent)
    window.show()
    window.raise_()
    return window
