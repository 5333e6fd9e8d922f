"""The rules reference and the guided games in French: every English help file has its French twin with the
same structure (pages, headings, links, pictures, entry ids and keys, lesson steps and their moves), the help
window shows French pages, and both lessons speak French from their first steps."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest
from PySide6.QtCore import Qt

from troyes_desktop.help.content import help_dir, help_file

EN = help_dir("en")
FR = help_dir("fr")
LESSON_WORDS = ("text", "hint")          # the only fields of a lesson step that a translation changes


def en_files():
    return sorted(p.name for p in EN.iterdir())


def test_every_english_help_file_has_its_french_twin():
    assert len(en_files()) >= 39
    assert sorted(p.name for p in FR.iterdir()) == en_files()


def pages(folder):
    return [line.strip() for line in (folder / "toc.txt").read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


def test_the_contents_list_the_same_pages_at_the_same_levels():
    def levels(folder):
        return [line for line in (folder / "toc.txt").read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.lstrip().startswith("#")]

    assert levels(FR) == levels(EN)
    assert len(pages(FR)) >= 35


@pytest.mark.parametrize("name", [n for n in en_files() if n.endswith(".md")])
def test_each_french_page_has_the_english_structure(name):
    en = (EN / name).read_text(encoding="utf-8")
    fr = (FR / name).read_text(encoding="utf-8")

    def shape(md):
        lines = md.splitlines()
        return {
            "headings": [len(line) - len(line.lstrip("#")) for line in lines if line.startswith("#")],
            "links": re.findall(r"\]\((help:[^)]+)\)", md),
            "pictures": re.findall(r"\]\((img:[^)]+)\)", md),
            "lists": sum(1 for line in lines if re.match(r"\s*(- |\d+\. )", line)),
            "tables": sum(1 for line in lines if line.startswith("|")),
            "index": sum(1 for line in lines if line.startswith("Index:")),
            "cards": md.count("{{list:cards}}"),
        }

    assert shape(fr) == shape(en)
    assert fr != en
    # French typography: a no-break space before the high punctuation, never a plain one.
    text = "\n".join(line for line in fr.splitlines() if not line.startswith("Index:"))
    assert not re.search(r" [:;!?]", text), name


def same_shape(en, fr, where="", words=()):
    """Same keys, same list lengths, same values everywhere except the strings (which are the French)."""
    assert type(en) is type(fr), where
    if isinstance(en, dict):
        assert list(en) == list(fr), where
        for key in en:
            same_shape(en[key], fr[key], f"{where}/{key}", words)
    elif isinstance(en, list):
        assert len(en) == len(fr), where
        for i, (a, b) in enumerate(zip(en, fr)):
            same_shape(a, b, f"{where}[{i}]", words)
    elif isinstance(en, str) and words and where.rsplit("/", 1)[-1] not in words:
        assert en == fr, where          # ids, topics, colours, names of the lesson's game
    elif not isinstance(en, str):
        assert en == fr, where


def test_the_french_entries_have_the_english_ids_and_keys():
    en = json.loads((EN / "entries.json").read_text(encoding="utf-8"))
    fr = json.loads((FR / "entries.json").read_text(encoding="utf-8"))
    same_shape(en, fr)
    for group in ("places", "icons", "dice"):
        for a, b in zip(en[group], fr[group]):
            assert (a["id"], a.get("picture"), a.get("see")) == (b["id"], b.get("picture"), b.get("see"))
            assert a["text"] != b["text"]
    # Every argument of a sentence is kept.
    for key, value in en["words"].items():
        if isinstance(value, str):
            assert set(re.findall(r"{\w+}", value)) == set(re.findall(r"{\w+}", fr["words"][key])), key


@pytest.mark.parametrize("name", ["tutorial-troyes.json", "tutorial-dice.json"])
def test_the_french_lessons_have_the_english_steps_and_moves(name):
    en = json.loads((EN / name).read_text(encoding="utf-8"))
    fr = json.loads((FR / name).read_text(encoding="utf-8"))
    same_shape(en["steps"], fr["steps"], "steps", LESSON_WORDS)
    assert [s["id"] for s in fr["steps"]] == [s["id"] for s in en["steps"]]
    assert {k: v for k, v in fr.items() if k not in ("title", "wrong", "steps")} == \
        {k: v for k, v in en.items() if k not in ("title", "wrong", "steps")}
    for a, b in zip(en["steps"], fr["steps"]):
        assert a["text"] != b["text"] and a["hint"] != b["hint"]
        assert re.findall(r"{\w+}", a["text"]) == re.findall(r"{\w+}", b["text"])
    assert "{hint}" in fr["wrong"]


def test_a_missing_french_file_is_read_in_english():
    assert help_file("toc.txt", "fr") == FR / "toc.txt"
    assert help_file("no-such-page.md", "fr") == EN / "no-such-page.md"
    assert help_file("toc.txt", "en") == EN / "toc.txt"


def test_the_french_help_window_shows_french_pages(qtbot, french):
    from troyes_desktop.help.content import book
    from troyes_desktop.help.context import tooltip_with_link
    from troyes_desktop.help.window import HelpWindow

    w = HelpWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    assert w.book.lang == "fr"
    assert w.windowTitle() == "Troyes Desktop — Règles du jeu"
    assert [w.tabs.tabText(i) for i in range(3)] == ["Sommaire", "Index", "Recherche"]
    assert w.back_button.text() == "◀ Retour"
    assert w.search_box.placeholderText() == "Chercher dans les règles (par ex. dés noirs)"
    assert w.contents.topLevelItem(0).text(0) == "Apprendre à jouer"

    assert w.open_topic("troyes-events")
    text = w.page_text()
    assert "Les évènements et les dés noirs (phase 3)" in text
    assert "Les dés rouges comptent double contre les dés noirs." in text

    # A card's page: the rulebook's name and colour words agreeing in French.
    assert w.open_topic("card/merchant")
    text = w.page_text()
    assert text.startswith("Marchand")
    assert "Carte Activité jaune, niveau I · Troyes" in text
    assert "S’active avec un lot de dés jaunes :" in text       # the window's plain text has plain spaces
    markdown = book().page("card/merchant").markdown
    assert "**Effet\u00a0:**" in markdown and "dés jaunes\u00a0:" in markdown

    # An event that calls another deck, and the index's French words.
    assert w.open_topic("event/brigands-2")
    assert "pioche jaune" in w.page_text()
    assert ("Brigandage (appelle une carte blanche)", "event/brigands-1") in book().index

    # The index in French alphabetical order (accents ignored), and a search without accents still finds.
    terms = [term for term, _ in book().index]
    first_e = next(i for i, t in enumerate(terms) if t[0] in "eEéÉ")
    assert "Échelle d’influence" in terms[first_e:first_e + 60]
    assert terms.index("Évêché") < terms.index("expulser") < terms.index("extension")
    assert any(topic == "place/bishopric" for _, topic, _ in w.run_search("eveche"))
    w.index_filter.setText("eveche")
    items = [w.index_list.item(i) for i in range(w.index_list.count())]
    shown = [it.text() for it in items if not it.isHidden()]
    assert "Évêché" in shown and all("vêch" in t for t in shown)

    hits = w.run_search("habitant expulsé")
    assert hits and any(topic == "troyes-citizens" for _, topic, _ in hits)
    w.run_search("zzzzqqq")
    nothing = "Rien trouvé\u00a0: essayez un autre mot (par ex. le nom d’une carte)."
    assert w.search_results.item(0).text() == nothing
    line = tooltip_with_link("Un dé", "Palais")
    assert "F1 ou\u00a0? — pour en savoir plus dans les règles\u00a0: Palais" in line


def test_french_pages_keep_the_french_typography(french):
    """Every chapter and every entry of the board, icons and sheet, as the book builds them (the card list
    included): a no-break space before : ; ! ? (the data's card texts are the data's own)."""
    from troyes_desktop.help.content import book

    b = book()
    assert b.lang == "fr"
    topics = [pid for _, pid in b.contents]
    topics += [t for t in b.pages if t.split("/")[0] in ("place", "icon", "dice")]
    assert len(topics) > 70
    for topic in topics:
        md = re.sub(r"\]\((help|img):[^)]*\)", "]", b.page(topic).markdown)
        glued = re.findall(r".{0,20}[^\s\u00a0*][:;!?](?:\s|\*|$).{0,10}", md)
        assert not glued, (topic, glued)
    cards = b.page("troyes-cards").markdown
    assert "- **rouges**\u00a0: [Archer](help:card/archer) (I)" in cards
    assert "1 ou plus\u00a0: 1 PV\u00a0; 3 ou plus" in b.page("character/henry-i").markdown


def test_the_help_menu_and_start_button_speak_french(qtbot, french, monkeypatch):
    from troyes_desktop.app import main_window

    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", False)
    w = main_window.MainWindow()
    qtbot.addWidget(w)
    assert w.help_menu.title() == "&Aide"
    assert w.help_action.text() == "&Règles du jeu"
    assert w.lesson_actions["troyes"].text() == "Première partie guidée de &Troyes"
    assert w.lesson_actions["dice"].text() == "Premier jour guidé de Troyes &Dice"
    button = getattr(w.start_screen, "learn_button", None)
    if button is not None:
        assert button.text() == "Apprendre à jouer…"


def said(w) -> str:
    """The coach's step text as the player reads it (the label holds it as rich text)."""
    return unescape(w.coach.text.text())


def test_the_french_troyes_lesson_runs_its_first_steps_in_french(qtbot, french):
    from troyes_desktop.tutorial.troyes import TroyesTutorialWindow

    w = TroyesTutorialWindow(resume=False, delay_ms=0, save=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    lesson = w.lesson
    assert w.windowTitle() == "Troyes Desktop — Première partie guidée de Troyes"
    assert w.coach.title.text() == "Étape 1 sur 23"
    assert said(w).startswith("Bienvenue à Troyes\u00a0! Vous jouez la famille d’Anna (orange)")
    assert w.coach.next_button.text() == "Suivant ▶"
    assert w.coach.more_button.text() == "En savoir plus"
    assert w.coach.leave_button.text() == "Quitter la leçon"

    qtbot.mouseClick(w.coach.next_button, Qt.MouseButton.LeftButton)
    assert lesson.step["id"] == "dice"
    assert w.coach.title.text() == "Étape 2 sur 23"
    assert "chaque habitant des trois bâtiments (en haut à gauche) lance un dé" in said(w)
    qtbot.mouseClick(w.coach.next_button, Qt.MouseButton.LeftButton)
    assert lesson.step["id"] == "buy"
    # A die outside the step's group: refused with the French hint, nothing chosen.
    other = next(d for d in w.model.game.dice if d not in lesson.selection)
    w.scene.controller.click_die(other)
    assert other not in w.scene.selected
    assert w.coach.note.text() == ("Pas à cette étape\u00a0: cliquez sur vos deux 6 jaunes et sur le 6 "
                                   "jaune de Faye (les dés éclairés).")
    for d in sorted(lesson.selection):
        w.scene.controller.click_die(d)
    assert lesson.step["id"] == "hire"
    assert said(w).startswith("Activer une carte. Cliquez sur la carte Marchand éclairée")
    assert w.model.undo_refusal() == "La leçon ne permet pas d’annuler un coup."
    w.close()


def test_the_french_troyes_lesson_ends_with_a_french_result(french):
    """The last step names the learner's characters and every family's VP in French (the plural entry)."""
    from troyes_desktop.tutorial.troyes import TroyesLesson

    lesson = TroyesLesson(delay_ms=0, save=False)
    lesson.begin(0)
    for _ in range(200):
        step = lesson.step
        if step.get("final"):
            break
        if lesson.free():                 # the last round, the learner's own: counter, then pass
            acts = lesson.model.legal_actions()
            best = next((a for a in acts if a[0] == "counter"), None) or next(
                (a for a in acts if a[0] in ("bd", "concede", "pass")), acts[0])
            assert lesson.model.apply_sequence([best])
        elif lesson.needs_next():
            assert lesson.next()
        elif "select" in step:
            lesson.selection_changed(set(lesson.selection))
        else:
            assert lesson.model.apply_sequence(lesson.expected[lesson.move_index])
    g = lesson.game
    assert g.over
    text = lesson.text()
    assert "vous suiviez Thibaut II et Henry Ier" in text
    totals = [s["total"] for s in g.scores]
    assert text.endswith(f"Résultat\u00a0: Anna {totals[0]} PV, Faye {totals[1]} PV.")


def test_the_french_dice_lesson_runs_its_first_steps_in_french(qtbot, french):
    from troyes_desktop.tutorial.dice import DiceTutorialWindow

    w = DiceTutorialWindow(resume=False, save=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    assert w.windowTitle() == "Troyes Desktop — Premier jour guidé de Troyes Dice"
    assert w.coach.title.text() == "Premier jour guidé de Troyes Dice — étape 1 sur 10"
    assert said(w).startswith("Bienvenue dans Troyes Dice\u00a0!")
    lesson = w.lesson
    while lesson.needs_next():
        qtbot.mouseClick(w.coach.next_button, Qt.MouseButton.LeftButton)
    assert lesson.step["id"] == "fortress"
    assert w.coach.title.text().endswith("étape 5 sur 10")
    assert said(w).startswith("Votre premier choix\u00a0: cliquez sur le 4 rouge de la roue")
    assert not lesson.next()
    assert w.coach.note.text() == ("Pas dans cette leçon\u00a0: cliquez sur le 4 rouge de la roue, puis sur "
                                   "la Forteresse éclairée de la colonne 3.")
    w._game_refused("trop cher")
    assert w.coach.note.text().endswith("(Le jeu répond\u00a0: trop cher.)")
    w.close()
