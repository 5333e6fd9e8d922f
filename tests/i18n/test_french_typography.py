"""French typography in every French text as it is stored (issue 50): the catalogue (.ts), the help pages and
lessons (resources/help/fr) and the cards' French (resources/data): the typographic apostrophe ’, never the
straight ', between the letters of a word ("l’Agriculture", "d’œuvre", "aujourd’hui"); and in the help pages
and lessons a no-break space before : ; ! ? and inside « » (the catalogue's own check is in
test_catalogue.py). Markup, {arguments}, links and times are left aside."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.i18n.test_catalogue import french_typography_problems

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "troyes_desktop_fr.ts"
HELP_FR = ROOT / "resources" / "help" / "fr"
DATA = [ROOT / "resources" / "data" / "troyes_cards.json", ROOT / "resources" / "data" / "troyes_dice.json"]

#: A straight apostrophe inside a word (after a letter, before a letter, an {argument}, markup, «, or the
#: Markdown of a bold word or a link: "l'**Index**", "l'[Évêché](...)").
STRAIGHT = re.compile(r"[^\W\d_]'(?:[^\W\d_]|[{<&\u00ab*\[])")


def straight_apostrophes(text: str) -> list[str]:
    return [text[max(0, m.start() - 15):m.end() + 15] for m in STRAIGHT.finditer(text)]


def _translations() -> list[tuple[str, str]]:
    out = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            out += [(f"{name}: {message.findtext('source', '')[:40]}", text) for text in forms]
    return out


def _strings(node, key: str = ""):
    """Every string of a JSON tree with the key it is under."""
    if isinstance(node, dict):
        for k, value in node.items():
            yield from _strings(value, k)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value, key)
    elif isinstance(node, str):
        yield key, node


def _help_texts() -> list[tuple[str, str]]:
    """The French help pages' lines (the machine-read "Index:" line aside) and the lessons' and entries'
    strings."""
    out = []
    for path in sorted(HELP_FR.iterdir()):
        if path.suffix == ".md":
            lines = path.read_text("utf-8").splitlines()
            out += [(f"{path.name}:{n}", line) for n, line in enumerate(lines, 1)
                    if not line.startswith("Index:")]
        elif path.suffix == ".json":
            tree = json.loads(path.read_text("utf-8"))
            out += [(f"{path.name} {key}", text) for key, text in _strings(tree)]
    return out


def test_the_check_sees_a_straight_apostrophe() -> None:
    assert straight_apostrophes("Anna exploite l'Agriculture")
    assert straight_apostrophes("le Maître d'œuvre") and straight_apostrophes("d'{player}")
    assert straight_apostrophes("par l'**Index**") and straight_apostrophes("l'[Évêché](help:x)")
    assert not straight_apostrophes("l’Agriculture, d’{player}, aujourd’hui")
    assert not straight_apostrophes("doit valoir 'shuffled' ou 'alone'")      # quotes, not apostrophes


def test_no_french_translation_uses_a_straight_apostrophe() -> None:
    bad = [(where, hit) for where, text in _translations() for hit in straight_apostrophes(text)]
    assert not bad, f"{len(bad)} straight apostrophes in the catalogue: {bad[:20]}"


def test_no_french_help_page_or_lesson_uses_a_straight_apostrophe() -> None:
    bad = [(where, hit) for where, text in _help_texts() for hit in straight_apostrophes(text)]
    assert not bad, f"{len(bad)} straight apostrophes in the French help: {bad[:20]}"


@pytest.mark.parametrize("path", DATA, ids=lambda p: p.name)
def test_no_french_card_text_uses_a_straight_apostrophe(path: Path) -> None:
    data = json.loads(path.read_text("utf-8"))
    bad = [hit for key, text in _strings(data) if key.endswith("_fr") for hit in straight_apostrophes(text)]
    assert not bad, f"{len(bad)} straight apostrophes in {path.name}: {bad[:20]}"


def test_french_help_pages_and_lessons_keep_the_no_break_spaces() -> None:
    bad = []
    for where, text in _help_texts():
        # Markdown links' targets, pictures' marks, code spans and a key's name ("**?**") are not words.
        words = re.sub(r"\]\([^)]*\)", "]", re.sub(r"`[^`]*`|\*\*[?!:;]\*\*|!(?=\[)", "", text))
        problems = french_typography_problems(words)
        if problems:
            bad.append(f"{where}: {text[:70]!r}: {problems[0]}")
    assert not bad, f"{len(bad)} French help texts break the typography:\n" + "\n".join(bad[:30])


def test_le_roy_buys_your_die_in_french_words() -> None:
    """The glossary's wording (issue 50): le Roy « vous achète » your best die, in the catalogue and in the
    solo game's page; several black dice are « les dés noirs 5 et 2 », never « les 5 et 2 noirs »."""
    texts = [text for _, text in _translations()]
    roy = (HELP_FR / "solo-le-roy.md").read_text("utf-8")
    assert "vous achète votre meilleur dé ({die}) pour {deniers} deniers" in texts
    assert "**Il vous achète votre meilleur dé**" in roy
    assert not any("les {values} noirs" in text for text in texts)
    assert not [text for text in texts + [t for _, t in _help_texts()] if "oeuvre" in text]      # « d’œuvre »
    assert any("les dés noirs {values}" in text for text in texts)
