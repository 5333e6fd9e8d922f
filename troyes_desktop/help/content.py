"""The rules reference: its pages, its index and its search.

Everything a player reads lives in resource files, one folder per language (``resources/help/<lang>/``):

* ``toc.txt``: the contents, one page id per line, indented by two spaces per level;
* ``<page id>.md``: the chapters, in Markdown. A line ``Index: term; term`` adds index entries pointing to
  the page (the line itself is not shown). Links to other topics are written ``help:<topic>``, pictures
  ``img:<picture>`` (drawn by :mod:`troyes_desktop.help.pictures`);
* ``entries.json``: the short entries of the board's places, the icons and the Troyes Dice sheet, and the
  sentences used to describe the cards, events, characters and outdoor faces, whose numbers come from the
  engine's data (``resources/data``), so the reference always says what the rules engine plays.

A topic is a page id (``troyes-actions``) or an entry (``card/merchant``, ``event/war``,
``character/urbain-iv``, ``outdoor/exchange``, ``place/palace``, ``icon/hourglass``, ``dice/fortress``,
``banquet/value``).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from troyes_desktop.i18n import language, localized
from troyes_desktop.rules.troyes.board import colour_word

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
LANGUAGES = ("en", "fr")


def help_dir(lang: str = "en") -> Path:
    from troyes_desktop.paths import resource_path

    return resource_path("help", lang)


def fold(text: str) -> str:
    """``text`` for comparing and sorting: case and accents ignored ("Évêché" files with "eveche")."""
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


def help_file(name: str, lang: str | None = None) -> Path:
    """The help file ``name`` of ``lang`` (the current language by default), or the English one when that
    language lacks it."""
    lang = language() if lang is None else lang
    path = help_dir(lang) / name
    return path if lang != "en" and path.exists() else help_dir("en") / name


@dataclass
class Page:
    id: str
    title: str
    markdown: str
    level: int = 0                     # depth in the contents (0 = chapter)
    terms: list[str] = field(default_factory=list)

    def plain(self) -> str:
        """The page's words without Markdown marks (for the search and its snippets): no pictures, links
        as their words, no table rules ("|---|---|") nor horizontal rules, no marks of emphasis."""
        text = re.sub(r"!\[[^\]]*\]\([^)]*\)", " ", self.markdown)
        text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
        text = re.sub(r"(?m)^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$", " ", text)
        text = re.sub(r"(?m)^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$", " ", text)
        return re.sub(r"[#*_`>|]", " ", text)


class HelpBook:
    """All pages and entries of one language."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self.dir = help_dir(lang)      # a file missing here is read from the English folder
        self.pages: dict[str, Page] = {}
        self.contents: list[tuple[int, str]] = []    # (level, page id) in reading order
        self.index: list[tuple[str, str]] = []       # (term, topic), sorted by term
        self.entries = json.loads(help_file("entries.json", lang).read_text(encoding="utf-8"))
        self._load_chapters()
        self._build_entries()
        self.index.sort(key=lambda t: (fold(t[0]), t[1]))

    # ------------------------------------------------------------------ chapters
    def _load_chapters(self) -> None:
        for line in help_file("toc.txt", self.lang).read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            level = (len(line) - len(line.lstrip(" "))) // 2
            pid = line.strip()
            raw = help_file(f"{pid}.md", self.lang).read_text(encoding="utf-8")
            terms: list[str] = []
            kept = []
            for row in raw.splitlines():
                if row.startswith("Index:"):
                    terms.extend(t.strip() for t in row[6:].split(";") if t.strip())
                else:
                    kept.append(row)
            md = "\n".join(kept).strip() + "\n"
            title = next((r[2:].strip() for r in kept if r.startswith("# ")), pid)
            self.pages[pid] = Page(pid, title, md, level, terms)
            self.contents.append((level, pid))
            self.index.append((title, pid))
            self.index.extend((t, pid) for t in terms)

    # ------------------------------------------------------------------ entries from the engine's data
    def _add(self, topic: str, title: str, md: str, terms=(), indexed: bool = True) -> None:
        if topic in self.pages:          # a face printed on two tiles has one entry
            return
        self.pages[topic] = Page(topic, title, md, 9, list(terms))
        if indexed:
            self.index.append((title, topic))
        self.index.extend((t, topic) for t in terms)

    def _build_entries(self) -> None:
        from troyes_desktop.rules.troyes import data as tdata

        words = self.entries["words"]
        full = tdata.load_with_overrides(None, ladies=True)
        for card in full.activities.values():
            self._add(f"card/{card.id}", localized(card), self._card_md(card, words),
                      [f"{localized(card)} ({words['activity card']})"])
        names = [ev.name for ev in full.events.values()]
        seen: set[tuple] = set()
        for ev in full.events.values():
            terms = []
            if names.count(ev.name) > 1 and ev.calls:   # the copies of Brigands and Skirmishes differ
                if (ev.name, ev.calls) not in seen:     # identical copies: one index line
                    deck = colour_word(ev.calls, "card")
                    terms = [f"{localized(ev)} ({words['calls short'].format(deck=deck)})"]
                seen.add((ev.name, ev.calls))
                self._add(f"event/{ev.id}", localized(ev), self._event_md(ev, words), terms, indexed=False)
            else:
                self._add(f"event/{ev.id}", localized(ev), self._event_md(ev, words))
        for ch in full.characters.values():
            self._add(f"character/{ch.id}", localized(ch), self._character_md(ch, words))
        for tile in full.ladies["tiles"].values():
            for face in tile["faces"]:
                plain = words["outdoor titles"].get(face["id"], face["id"])
                title = words["outdoor names"].get(face["id"], plain)      # the name the board shows
                self._add(f"outdoor/{face['id']}", title, self._outdoor_md(tile, face, title, plain, words),
                          [f"{words['outdoor activity']}{words['colon']} {title}",
                           f"{words['outdoor activity']}{words['colon']} {plain}"])
        for group in ("places", "icons", "dice"):
            for e in self.entries[group]:
                topic = f"{ {'places': 'place', 'icons': 'icon', 'dice': 'dice'}[group] }/{e['id']}"
                pic = f"![{e['title']}](img:{e['picture']})\n\n" if e.get("picture") else ""
                more = "".join(f"\n\n{words['see']} [{self._title_of(t)}](help:{t})"
                               for t in e.get("see", []))
                md = f"# {e['title']}\n\n{pic}{e['text']}{more}\n"
                self._add(topic, e["title"], md, e.get("terms", []))
        self._banquets(words)
        self._catalogue(full, words)

    def _catalogue(self, full, w) -> None:
        """Fill ``{{list:cards}}`` with every card, event and character, grouped, each a link."""
        from troyes_desktop.rules.troyes.data import COLOURS

        parts = []
        for source, test in ((w["base game"], lambda c: not c.expansion and not c.promo),
                             (w["ladies"], lambda c: c.expansion == "ladies"),
                             (w["promo"], lambda c: c.promo)):
            cards = [c for c in full.activities.values() if test(c)]
            if cards:
                parts.append(f"## {w['catalogue cards'].format(source=source)}\n")
                for colour in range(3):
                    row = sorted((c for c in cards if c.colour == colour), key=lambda c: (c.level, c.name))
                    if row:
                        links = ", ".join(f"[{localized(c)}](help:card/{c.id}) ({ROMAN[c.level]})"
                                          for c in row)
                        parts.append(f"- **{colour_word(COLOURS[colour], 'cards')}**{w['colon']} {links}")
                parts.append("")
        parts.append(f"## {w['catalogue events']}\n")
        parts.append(", ".join(f"[{localized(e)}](help:event/{e.id})" for e in
                               sorted(full.events.values(), key=lambda e: localized(e))) + "\n")
        parts.append(f"## {w['catalogue characters']}\n")
        parts.append(", ".join(f"[{localized(c)}](help:character/{c.id})" for c in full.characters.values())
                     + "\n")
        for page in self.pages.values():
            if "{{list:cards}}" in page.markdown:
                page.markdown = page.markdown.replace("{{list:cards}}", "\n".join(parts))

    def _title_of(self, topic: str) -> str:
        page = self.pages.get(topic)
        if page is not None:
            return page.title
        for e in self.entries["places"] + self.entries["icons"] + self.entries["dice"]:
            if topic.endswith("/" + e["id"]):
                return e["title"]
        return topic

    def _card_md(self, card, w) -> str:
        from troyes_desktop.rules.troyes.data import COLOURS

        colour = colour_word(COLOURS[card.colour], "card")
        source = w["ladies"] if card.expansion == "ladies" else w["promo"] if card.promo else w["base game"]
        kind = "delayed" if card.delayed else card.kind
        hire_key = "hire influence" if card.cost_resource == "influence" else "hire deniers"
        hire = w[hire_key].format(n=card.cost)
        spaces = ", ".join(str(v) for v in card.spaces)
        dice = (w["any dice"] if card.id == "pilgrimage"
                else w["dice of"].format(colour=colour_word(COLOURS[card.colour], "dice")))
        name = localized(card)
        return (
            f"# {name}\n\n![{name}](img:card/{card.id})\n\n"
            f"*{w['activity line'].format(colour=colour, level=ROMAN[card.level], source=source)}*\n\n"
            f"**{w['effect']}{w['colon']}** {localized(card, 'text')}\n\n"
            f"- {w['kind'][kind]} ([{w['icons word']}](help:icon/{w['kind icon'][kind]}))\n"
            f"- {hire}\n"
            f"- {w['activation'].format(dice=dice, divisor=card.divisor)}\n"
            f"- {w['spaces'].format(spaces=spaces)}\n\n"
            f"{w['see']} [{self._title_of('troyes-activities')}](help:troyes-activities)\n"
        )

    def _event_md(self, ev, w) -> str:
        from troyes_desktop.rules.troyes.data import COLOURS

        deck = w["decks"][ev.deck]
        source = w["ladies"] if ev.expansion == "ladies" else w["promo"] if ev.promo else w["base game"]
        name = localized(ev)
        lines = [f"# {name}\n", f"![{name}](img:event/{ev.id})\n", f"*{deck} · {source}*\n",
                 f"**{w['effect']}{w['colon']}** {localized(ev, 'text')}\n"]
        facts = [w["event combat"].format(colour=colour_word(COLOURS[ev.dice_colour], "dice"),
                                          divisor=ev.divisor, banners=ev.banners, first=ev.vp[0],
                                          second=ev.vp[1])]
        if ev.black_dice:
            facts.append(w["black dice" if ev.black_dice > 1 else "black die"].format(n=ev.black_dice))
        if ev.calls:
            facts.append(w["calls"].format(deck=colour_word(ev.calls, "card")))
        lines.append("\n".join(f"- {f}" for f in facts) + "\n")
        lines.append(f"{w['see']} [{self._title_of('troyes-events')}](help:troyes-events), "
                     f"[{self._title_of('troyes-combat')}](help:troyes-combat)\n")
        return "\n".join(lines)

    def _character_md(self, ch, w) -> str:
        def bands(th):
            return w["separator"].join(w["threshold"].format(n=n, vp=vp) for n, vp in th)

        source = w["ladies"] if ch.expansion == "ladies" else w["base game"]
        md = (f"# {localized(ch)}\n\n*{w['character line'].format(source=source)}*\n\n"
              f"{localized(ch, 'text')}\n\n"
              f"- {w['scores']}{w['colon']} {bands(ch.thresholds)}\n")
        if tuple(ch.thresholds_2p) != tuple(ch.thresholds):
            md += f"- {w['two players']}{w['colon']} {bands(ch.thresholds_2p)}\n"
        return md + f"\n{w['see']} [{self._title_of('troyes-end-game')}](help:troyes-end-game)\n"

    def _outdoor_md(self, tile, face, title, plain, w) -> str:
        return (f"# {title} — {plain}\n\n![{title}](img:outdoor/{face['id']})\n\n"
                f"*{w['outdoor line'].format(level=ROMAN[tile['level']])}*\n\n{localized(face, 'text')}\n\n"
                f"{w['see']} [{self._title_of('ladies-ramparts')}](help:ladies-ramparts)\n")

    def _banquets(self, w) -> None:
        from troyes_desktop.paths import resource_path

        raw = json.loads(resource_path("data", "troyes_dice.json").read_text(encoding="utf-8"))
        tiles = raw["banquets_and_raids"]["tiles"]
        for t in tiles:
            title = w["banquet titles"].get(t["id"], t["id"])
            md = (f"# {title}\n\n*{w['banquet line']}*\n\n"
                  f"- **{w['banquet side']}{w['colon']}** {localized(t, 'banquet')}\n"
                  f"- **{w['raid side']}{w['colon']}** {localized(t, 'raid')}\n\n"
                  f"{w['see']} [{self._title_of('dice-banquets')}](help:dice-banquets)\n")
            self._add(f"banquet/{t['id']}", title, md, [f"{w['banquet word']}{w['colon']} {title}"])

    # ------------------------------------------------------------------ lookups
    def page(self, topic: str) -> Page | None:
        return self.pages.get(topic)

    def search(self, query: str, limit: int = 60) -> list[tuple[str, str, str]]:
        """Pages containing every word of ``query``: [(title, topic, snippet)], best first."""
        words = [w for w in re.findall(r"\w+", fold(query)) if w]
        if not words:
            return []
        hits = []
        for topic, page in self.pages.items():
            text = unicodedata.normalize("NFC", page.plain())
            low = fold(text)
            if len(low) != len(text):      # a letter that folds to several (ß): positions as they are
                low = text.casefold()
            title = fold(page.title)
            if not all(w in low or w in title for w in words):
                continue
            score = sum(low.count(w) for w in words) + sum(20 for w in words if w in title)
            score += 5 if page.level < 9 else 0
            at = low.find(words[0])
            start = max(0, at - 50)
            snippet = " ".join(w for w in re.split(r"[ \t\r\n]+", text[start:at + 90]) if w)   # (keeps NBSP)
            hits.append((-score, page.title, topic, snippet))
        hits.sort()
        return [(t, topic, s) for _, t, topic, s in hits[:limit]]


def book(lang: str | None = None) -> HelpBook:
    """The rules reference in ``lang`` (the current language by default; built once per language)."""
    lang = language() if lang is None else lang
    return _book(lang if lang in LANGUAGES else "en")


@lru_cache(maxsize=4)
def _book(lang: str) -> HelpBook:
    return HelpBook(lang)
