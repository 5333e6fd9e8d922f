"""The rules reference: every index entry opens its page, every link and picture resolves, the search
finds the pages, and the index covers every card, event, character, outdoor face and building of the
engine's data."""

from __future__ import annotations

import re

import pytest

from troyes_desktop.help.content import book
from troyes_desktop.rules.dice import data as D
from troyes_desktop.rules.troyes import data as tdata


@pytest.fixture
def help_window(qtbot):
    from troyes_desktop.help.window import HelpWindow

    w = HelpWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    return w


def test_every_index_entry_opens_its_page(help_window):
    lst = help_window.index_list
    assert lst.count() == len(book().index) > 300
    for i in range(lst.count()):
        item = lst.item(i)
        help_window._list_clicked(item)
        topic = item.data(0x0100)
        assert help_window.topic == topic, item.text()
        text = help_window.page_text()
        assert book().page(topic).title in text
        assert len(text) > 60, topic


def test_every_contents_entry_opens_its_chapter(help_window):
    tree = help_window.contents
    stack = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    seen = 0
    while stack:
        node = stack.pop()
        stack.extend(node.child(i) for i in range(node.childCount()))
        help_window._tree_clicked(node)
        assert help_window.topic == node.data(0, 0x0100)
        seen += 1
    assert seen == len(book().contents) >= 30


def test_every_link_leads_to_a_page_and_every_picture_is_drawn(qtbot):
    from troyes_desktop.help.pictures import picture

    b = book()
    pictures = set()
    for topic, page in b.pages.items():
        assert "{{" not in page.markdown, topic
        for target in re.findall(r"\]\(help:([^)]+)\)", page.markdown):
            assert b.page(target) is not None, f"{topic} links to a missing page {target}"
        pictures.update(re.findall(r"\]\(img:([^)]+)\)", page.markdown))
    assert len(pictures) > 90
    for name in sorted(pictures):
        img = picture(name)
        assert img is not None and img.width() > 20 and img.height() > 20, name
    assert picture("card/no-such-card") is None and picture("nonsense") is None


def test_the_index_covers_the_engine_data():
    b = book()
    topics = {t for _, t in b.index}
    full = tdata.load_with_overrides(None, ladies=True)
    for card in full.activities.values():
        assert f"card/{card.id}" in topics
    for ev in full.events.values():
        assert b.page(f"event/{ev.id}") is not None     # every copy has its page (context help)
        assert any(t == f"event/{e.id}" for e in full.events.values() if e.name == ev.name for t in topics)
    for ch in full.characters.values():
        assert f"character/{ch.id}" in topics
    for tile in full.ladies["tiles"].values():
        for face in tile["faces"]:
            assert f"outdoor/{face['id']}" in topics
    for name in D.PRESTIGE_BUILDINGS + D.WORK_BUILDINGS:
        assert f"dice/{name}" in topics
    for place in ("palace", "bishopric", "city-hall", "cathedral", "agriculture", "influence-track",
                  "ramparts"):
        assert f"place/{place}" in topics
    for icon in ("hourglass", "bolt", "flag", "banner", "divisor", "black-die", "purple-die", "die-colours"):
        assert f"icon/{icon}" in topics


def test_entries_state_the_engine_numbers():
    """A card's page says its hire cost, divisor and spaces as the engine plays them."""
    b = book()
    full = tdata.load_with_overrides(None, ladies=True)
    merchant = full.activities["merchant"]
    text = b.page("card/merchant").markdown
    assert f"costs {merchant.cost} deniers" in text
    assert f"every {merchant.divisor} points" in text
    war = full.events["war"]
    text = b.page("event/war").markdown
    assert f"{war.banners} banners" in text and f"{war.vp[0]} VP for the most" in text


def test_search_box_finds_pages(help_window):
    help_window.focus_search()
    hits = help_window.run_search("black dice")
    assert hits and hits[0][1] == "troyes-events"
    assert help_window.search_results.count() == len(hits)
    help_window._list_clicked(help_window.search_results.item(0))
    assert help_window.topic == "troyes-events"
    assert help_window.run_search("Lumberjack")[0][1] == "card/lumberjack"
    assert help_window.run_search("zzzqqq") == []
    assert "Nothing found" in help_window.search_results.item(0).text()


def test_links_and_back(help_window):
    from PySide6.QtCore import QUrl

    help_window.open_topic("troyes-actions")
    help_window._link(QUrl("help:troyes-cathedral"))
    assert help_window.topic == "troyes-cathedral"
    help_window.back()
    assert help_window.topic == "troyes-actions"
    assert help_window.open_topic("no/such-topic") is False
    assert help_window.topic == "welcome"


def test_index_filter(help_window):
    help_window.index_filter.setText("hourglass")
    shown = [help_window.index_list.item(i) for i in range(help_window.index_list.count())
             if not help_window.index_list.item(i).isHidden()]
    assert shown and all("hourglass" in it.text().casefold() for it in shown)


def test_pictures_fit_their_pane(help_window):
    """The board drawn on the welcome page (900 px) and the ramparts (760 px) fit a narrow pane: no picture
    runs past the page, none needs the page to scroll sideways."""
    from PySide6.QtWidgets import QApplication

    help_window.resize(900, 650)
    for topic in ("welcome", "ladies-ramparts", "troyes-influence"):
        help_window.open_topic(topic)
        QApplication.processEvents()
        browser = help_window.browser
        room = browser.page_width()
        assert room < 900
        widths = []
        block = browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fmt = it.fragment().charFormat()
                if fmt.isImageFormat():
                    widths.append(fmt.toImageFormat().width())
                it += 1
            block = block.next()
        assert widths and all(0 < w <= room for w in widths), (topic, widths, room)
        assert browser.horizontalScrollBar().maximum() == 0, topic
    help_window.resize(1600, 900)          # wider: the picture grows back to its own width
    help_window.open_topic("welcome")
    QApplication.processEvents()


def test_search_snippets_show_words_not_table_marks(help_window):
    from pathlib import Path

    from troyes_desktop.help.content import Page

    for topic, page in book().pages.items():
        text = page.plain()
        assert "---" not in text and "|" not in text, topic
    folder = Path(__file__).resolve().parents[2] / "resources" / "help" / "fr"
    for path in folder.glob("*.md"):            # the French chapters' tables too
        text = Page(path.stem, path.stem, path.read_text(encoding="utf-8")).plain()
        assert "---" not in text and "|" not in text, path.name
    hits = help_window.run_search("Banquet Raid")
    assert hits
    for _title, _topic, snippet in hits:
        assert "---" not in snippet and "|" not in snippet, snippet


def test_f1_on_another_entry_forgets_the_old_search(qtbot):
    from troyes_desktop.help import window as hw

    try:
        w = hw.show_help("welcome")
        w.focus_search()
        w.search_box.setText("wolves")
        assert w.search_results.count() > 0
        w.index_filter.setText("hourglass")
        again = hw.show_help("place/cathedral")          # F1 over the cathedral
        assert again is w and w.topic == "place/cathedral"
        assert w.search_box.text() == "" and w.search_results.count() == 0
        assert w.index_filter.text() == ""
        assert all(not w.index_list.item(i).isHidden() for i in range(w.index_list.count()))
    finally:
        if hw._WINDOW is not None:
            hw._WINDOW.close()
            hw._WINDOW.deleteLater()
            hw._WINDOW = None
