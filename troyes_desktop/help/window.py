"""The help window: contents, index and search on the left, the page on the right (Help menu, F1).

Links between pages use the ``help:`` scheme and pictures the ``img:`` scheme; both are resolved here,
so the pages never reach for the network or the disk beyond the help folder.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import language, translate
from troyes_desktop.shared_ui.plain import plain_tip

from .content import book, fold

TOPIC_ROLE = Qt.ItemDataRole.UserRole
STYLE = """
QWidget#helpWindow { background: #f3e6c8; }
QTextBrowser { background: #faf2de; color: #3b2a1a; border: 1px solid #c9bca6; padding: 10px; }
QTreeWidget, QListWidget { background: #faf2de; color: #3b2a1a; border: 1px solid #c9bca6; }
QLineEdit { background: #fffaf0; color: #3b2a1a; border: 1px solid #9a8b76; padding: 3px; }
"""
PAGE_CSS = ("h1 { color: #6b1f1a; } h2 { color: #6b1f1a; } a { color: #8b2e1f; } "
            "table { border-collapse: collapse; } td, th { padding: 3px 8px; border: 1px solid #c9bca6; }")


class HelpBrowser(QTextBrowser):
    """A QTextBrowser that draws ``img:`` pictures with the app's own painting code, each at most as wide
    as the page (a wide picture, the whole board, is drawn smaller rather than run past the pane)."""

    def loadResource(self, kind, url):  # noqa: N802 - Qt override
        if kind == QTextDocument.ResourceType.ImageResource and url.scheme() == "img":
            from .pictures import picture

            img = picture(url.path())
            if img is not None:
                return img
        return super().loadResource(kind, url)

    def page_width(self) -> float:
        """The width a picture may take: the viewport less the document's margins."""
        return max(80.0, self.viewport().width() - 2 * self.document().documentMargin() - 4)

    def fit_pictures(self) -> None:
        """Give every picture of the page the width it is drawn at: its own, or the page's if narrower."""
        from .pictures import picture

        doc = self.document()
        room = self.page_width()
        block = doc.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                frag = it.fragment()
                fmt = frag.charFormat()
                if fmt.isImageFormat():
                    image_fmt = fmt.toImageFormat()
                    url = QUrl(image_fmt.name())
                    img = picture(url.path()) if url.scheme() == "img" else None
                    if img is not None and not img.isNull():
                        width = min(float(img.width()), room)
                        if abs(image_fmt.width() - width) > 0.5:
                            image_fmt.setWidth(width)
                            image_fmt.setHeight(img.height() * width / img.width())
                            cur = QTextCursor(doc)
                            cur.setPosition(frag.position())
                            cur.setPosition(frag.position() + frag.length(), QTextCursor.MoveMode.KeepAnchor)
                            cur.setCharFormat(image_fmt)
                it += 1
            block = block.next()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.fit_pictures()


class HelpWindow(QWidget):
    """The rules reference. ``open_topic(topic)`` shows a page; unknown topics show the welcome page."""

    topicShown = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("helpWindow")
        self.setWindowTitle(translate("HelpWindow", "Troyes Desktop — Rules reference"))
        self.setStyleSheet(STYLE)
        from troyes_desktop.shared_ui.window_place import close_keys, place

        place(self, "rules_reference", 1100, 720)    # its size and place remembered, within the screen
        close_keys(self)                                # Esc and Ctrl+W close it
        self.book = book()
        self.topic: str | None = None
        self._history: list[str] = []

        self.tabs = QTabWidget()
        self.contents = QTreeWidget()
        self.contents.setHeaderHidden(True)
        self._fill_contents()
        self.contents.itemActivated.connect(self._tree_clicked)
        self.contents.itemClicked.connect(self._tree_clicked)
        self.tabs.addTab(self.contents, translate("HelpWindow", "Contents"))

        index_page = QWidget()
        iv = QVBoxLayout(index_page)
        iv.setContentsMargins(2, 4, 2, 2)
        self.index_filter = QLineEdit()
        self.index_filter.setPlaceholderText(translate("HelpWindow", "Type to filter the index…"))
        self.index_filter.setClearButtonEnabled(True)
        self.index_list = QListWidget()
        for term, topic in self.book.index:
            it = QListWidgetItem(term)
            it.setData(TOPIC_ROLE, topic)
            self.index_list.addItem(it)
        self.index_filter.textChanged.connect(self._filter_index)
        self.index_list.itemActivated.connect(self._list_clicked)
        self.index_list.itemClicked.connect(self._list_clicked)
        iv.addWidget(self.index_filter)
        iv.addWidget(self.index_list)
        self.tabs.addTab(index_page, translate("HelpWindow", "Index"))

        search_page = QWidget()
        sv = QVBoxLayout(search_page)
        sv.setContentsMargins(2, 4, 2, 2)
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText(translate("HelpWindow", "Search the rules (e.g. black dice)"))
        self.search_box.setClearButtonEnabled(True)
        self.search_results = QListWidget()
        self.search_results.setWordWrap(True)
        self.search_box.textChanged.connect(self.run_search)
        self.search_results.itemActivated.connect(self._list_clicked)
        self.search_results.itemClicked.connect(self._list_clicked)
        sv.addWidget(self.search_box)
        sv.addWidget(self.search_results)
        self.tabs.addTab(search_page, translate("HelpWindow", "Search"))

        self.browser = HelpBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._link)
        self.browser.document().setDefaultStyleSheet(PAGE_CSS)

        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        self.back_button = QPushButton(translate("HelpWindow", "◀ Back"))
        self.back_button.clicked.connect(self.back)
        self.home_button = QPushButton(translate("HelpWindow", "Contents"))
        self.home_button.clicked.connect(lambda: self.open_topic("welcome"))
        bar.addWidget(self.back_button)
        bar.addWidget(self.home_button)
        bar.addStretch(1)
        self.close_button = QPushButton(translate("HelpWindow", "Close"))
        self.close_button.setObjectName("helpClose")
        self.close_button.clicked.connect(self.close)
        bar.addWidget(self.close_button)
        rv.addLayout(bar)
        rv.addWidget(self.browser, 1)

        split = QSplitter()
        split.addWidget(self.tabs)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        # The contents column as wide as its longest title (French titles are long), within reason.
        self.contents.expandAll()
        wide = self.contents.sizeHintForColumn(0) + 2 * self.contents.frameWidth() + 16
        self.contents.collapseAll()
        self.contents.expandToDepth(0)
        left = max(300, min(wide, 440))
        split.setSizes([left, 1100 - left])
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(split)
        QShortcut(QKeySequence.StandardKey.Find, self, activated=self.focus_search)
        QShortcut(QKeySequence.StandardKey.Back, self, activated=self.back)
        self.open_topic("welcome")

    # ------------------------------------------------------------------ contents
    def _fill_contents(self) -> None:
        parents: list[QTreeWidgetItem] = []
        for level, pid in self.book.contents:
            page = self.book.page(pid)
            parent = parents[level - 1] if 0 < level <= len(parents) else None
            it = QTreeWidgetItem([page.title])
            it.setData(0, TOPIC_ROLE, pid)
            it.setToolTip(0, plain_tip(page.title))     # a long title may be cut by a narrow column
            if parent is None:
                self.contents.addTopLevelItem(it)
            else:
                parent.addChild(it)
            parents[level:] = [it]
        self.contents.expandToDepth(0)

    def _tree_clicked(self, item, _col=0) -> None:
        self.open_topic(item.data(0, TOPIC_ROLE))

    def _list_clicked(self, item) -> None:
        topic = item.data(TOPIC_ROLE)
        if topic:
            self.open_topic(topic)

    def _filter_index(self, text: str) -> None:
        needle = fold(text.strip())
        first = None
        for i in range(self.index_list.count()):
            it = self.index_list.item(i)
            hide = bool(needle) and needle not in fold(it.text())
            it.setHidden(hide)
            if not hide and first is None:
                first = it
        if first is not None:
            self.index_list.setCurrentItem(first)

    def clear_search(self) -> None:
        """Forget the last search and index filter (a topic opened from the board starts afresh)."""
        self.search_box.clear()
        self.search_results.clear()
        self.index_filter.clear()

    def focus_search(self) -> None:
        self.tabs.setCurrentIndex(2)
        self.search_box.setFocus()
        self.search_box.selectAll()

    def run_search(self, text: str) -> list:
        self.search_results.clear()
        hits = self.book.search(text)
        for title, topic, snippet in hits:
            it = QListWidgetItem(f"{title}\n   …{snippet}…")
            it.setData(TOPIC_ROLE, topic)
            self.search_results.addItem(it)
        if text.strip() and not hits:
            it = QListWidgetItem(translate("HelpWindow",
                                           "Nothing found: try another word (e.g. a card's name)."))
            self.search_results.addItem(it)
        return hits

    # ------------------------------------------------------------------ pages
    def _link(self, url: QUrl) -> None:
        if url.scheme() == "help":
            self.open_topic(url.path())

    def open_topic(self, topic: str) -> bool:
        """Show ``topic``; False (and the welcome page) if there is no such page."""
        page = self.book.page(topic)
        found = page is not None
        if not found:
            topic = "welcome"
            page = self.book.page(topic)
        if self.topic is not None and self.topic != topic:
            self._history.append(self.topic)
        self.topic = topic
        self.browser.setMarkdown(page.markdown)
        self._colour_links()
        self.browser.fit_pictures()
        self.browser.verticalScrollBar().setValue(0)
        self.back_button.setEnabled(bool(self._history))
        self._select_in_contents(topic)
        self.topicShown.emit(topic)
        return found

    def _colour_links(self) -> None:
        """Links in the board's sealing-wax red (the markdown import paints them in the system blue)."""
        doc = self.browser.document()
        block = doc.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                frag = it.fragment()
                fmt = frag.charFormat()
                if fmt.isAnchor():
                    cur = QTextCursor(doc)
                    cur.setPosition(frag.position())
                    cur.setPosition(frag.position() + frag.length(), QTextCursor.MoveMode.KeepAnchor)
                    fmt.setForeground(QColor("#8b2e1f"))
                    cur.setCharFormat(fmt)
                it += 1
            block = block.next()

    def _select_in_contents(self, topic: str) -> None:
        it = self.contents.invisibleRootItem()
        stack = [it.child(i) for i in range(it.childCount())]
        while stack:
            node = stack.pop()
            if node.data(0, TOPIC_ROLE) == topic:
                self.contents.setCurrentItem(node)
                return
            stack.extend(node.child(i) for i in range(node.childCount()))
        self.contents.clearSelection()          # an entry of the index: no chapter is current
        self.contents.setCurrentItem(None)

    def back(self) -> None:
        if self._history:
            topic = self._history.pop()
            self.topic = None
            self.open_topic(topic)

    def page_text(self) -> str:
        return self.browser.toPlainText()


_WINDOW: HelpWindow | None = None


def show_help(topic: str = "welcome", parent: QWidget | None = None) -> HelpWindow:
    """Open (or raise) the one help window on ``topic``."""
    global _WINDOW
    if _WINDOW is not None and _WINDOW.book.lang != language():
        _WINDOW.close()                 # the language changed: a new window reads the new pages
        _WINDOW.deleteLater()
        _WINDOW = None
    if _WINDOW is None:
        _WINDOW = HelpWindow(parent)
        _WINDOW.destroyed.connect(_forget)
    _WINDOW.clear_search()          # an old query would not match the entry shown now
    _WINDOW.open_topic(topic)
    _WINDOW.show()
    _WINDOW.raise_()
    _WINDOW.activateWindow()
    return _WINDOW


def _forget(*_args) -> None:
    global _WINDOW
    _WINDOW = None
