"""Small helpers for the words a player reads, in the current language.

New code writes counted words as ``translate(context, "%n denier(s)", None, n)`` (the catalogue holds the
French forms: "0 denier", "1 denier", "2 deniers"). With no translation installed (English) that gives the
source text, "2 denier(s)": :func:`resolve_plurals` turns its "(s)" marks into the English form for ``n``,
and :func:`one_is_singular` does it for a whole displayed sentence.

:func:`plural` and :func:`one_is_singular` also serve older English callers: they follow the rule of the
current language (French: 0 and 1 take the singular).
"""

from __future__ import annotations

import re

from troyes_desktop.i18n import language

#: The nouns of the game whose plural takes an "s" (or "men") after a number.
_NOUNS = {"deniers": "denier", "cubes": "cube", "citizens": "citizen", "activations": "activation",
          "banners": "banner", "tradesmen": "tradesman", "action points": "action point", "points": "point",
          "steps": "step", "players": "player", "actions": "action", "turns": "turn"}
#: The same nouns in French (the glossary's words), singular after 0 and 1.
_NOUNS_FR = {"deniers": "denier", "cubes": "cube", "habitants": "habitant", "activations": "activation",
             "étendards": "étendard", "hommes de métier": "homme de métier",
             "points d’action": "point d’action", "points d’influence": "point d’influence",
             "points": "point", "étapes": "étape", "joueurs": "joueur", "actions": "action", "dés": "dé",
             "cases": "case", "cartes": "carte", "lots": "lot"}


def _one_pattern(nouns: dict[str, str], numbers: str, end: str) -> re.Pattern:
    words = "|".join(sorted(map(re.escape, nouns), key=len, reverse=True))
    return re.compile(r"(?<![\d.,-])\b(" + numbers + r") (" + words + r")" + end)


_ONE = _one_pattern(_NOUNS, "1", r"\b")
_ONE_FR = _one_pattern(_NOUNS_FR, "0|1", r"(?![\w'’])")
#: English plural marks of a source text: "denier(s)", "die(s)", "tradesman(s)".
_MARK = re.compile(r"\b(\w+)\(s\)")
#: A number, up to two words (adjectives: "2 black die(s)"), then a marked noun.
_COUNTED_MARK = re.compile(r"(?<![\d.,-])\b(\d+)((?: [^\W\d]+){0,2}?) (\w+)\(s\)")
_IRREGULAR = {"die": "dice", "tradesman": "tradesmen", "man": "men", "penalty": "penalties"}


def _english_form(noun: str, n: int) -> str:
    if n == 1:
        return noun
    return _IRREGULAR.get(noun, noun + "s")


def resolve_plurals(text: str, n: int) -> str:
    """The "(s)" marks of an untranslated English source resolved for ``n``: resolve_plurals("2 denier(s)", 2)
    -> "2 deniers", "1 die(s)" -> "1 die", "3 die(s)" -> "3 dice". Text without marks is returned as is."""
    if "(s)" not in text:
        return text
    return _MARK.sub(lambda m: _english_form(m.group(1), n), text)


def one_is_singular(text: str) -> str:
    """A displayed sentence with its counted nouns in the right number: "1 deniers" -> "1 denier", and the
    plural marks of English sources after a number, "1 denier(s)" -> "1 denier", "2 black die(s)" ->
    "2 black dice". In French, 0 and 1 take the singular too: "0 deniers" -> "0 denier"."""
    if "(s)" in text:
        text = _COUNTED_MARK.sub(
            lambda m: f"{m.group(1)}{m.group(2)} {_english_form(m.group(3), int(m.group(1)))}", text)
    if language() == "fr":
        return _ONE_FR.sub(lambda m: f"{m.group(1)} {_NOUNS_FR[m.group(2)]}", text)
    return _ONE.sub(lambda m: "1 " + _NOUNS[m.group(2)], text)


def is_singular(n: int) -> bool:
    """Whether ``n`` takes the singular in the current language (English: 1; French: 0 and 1)."""
    return abs(n) < 2 if language() == "fr" else n == 1


def plural(n: int, one: str, many: str | None = None) -> str:
    """``n`` with the noun in the right number for the current language: plural(1, "denier") -> "1 denier"
    (in French plural(0, "denier") -> "0 denier"). The caller passes the words in the current language."""
    return f"{n} {one if is_singular(n) else (many or one + 's')}"


def format_number(value: float, decimals: int = 0) -> str:
    """``value`` written for the current language (French: "1 234,5")."""
    from PySide6.QtCore import QLocale

    locale = QLocale()
    if decimals == 0:
        return locale.toString(int(round(value)))
    return locale.toString(float(value), "f", decimals)


def names_words(names: list[str]) -> str:
    """ "Faye", "Faye and Geoffrey", "Faye, Geoffrey and Emily" in the current language."""
    from troyes_desktop.i18n import translate

    names = [n for n in names if n]
    if len(names) < 2:
        return names[0] if names else ""
    return translate("Undo", "{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


#: The longest move named in full by Edit > Undo (a longer one ends with "…").
MOVE_WORDS = 64


def take_back_words(move: str, repliers: list[str]) -> str:
    """What Edit > Undo takes back, in words: "Take back “Take the yellow 6” and Faye’s reply".
    ``move``: the person's decision as it was offered to them; ``repliers``: the names of those who replied
    since (computer players, le Roy)."""
    from troyes_desktop.i18n import translate

    move = " ".join(move.split())
    if len(move) > MOVE_WORDS:
        move = move[:MOVE_WORDS - 1].rstrip(" ,;:") + "\u2026"
    if not repliers:
        return translate("Undo", "Take back \u201c{move}\u201d").format(move=move)
    if len(repliers) == 1:
        return translate("Undo", "Take back \u201c{move}\u201d and {player}\u2019s reply").format(
            move=move, player=repliers[0])
    return translate("Undo", "Take back \u201c{move}\u201d and the replies of {players}").format(
        move=move, players=names_words(repliers))


def _date_format(with_year: bool = True) -> str:
    """The current language's short date format (a four-digit year; without the year, day and month only)."""
    from PySide6.QtCore import QLocale

    fmt = QLocale().dateFormat(QLocale.FormatType.ShortFormat)
    if not with_year:
        fmt = re.sub(r"[^dM]*y+[^dM]*", "", fmt) or "d/M"
        return fmt.strip(" ./-")
    return fmt if "yyyy" in fmt else fmt.replace("yy", "yyyy")


def format_date(text: str, with_year: bool = True) -> str:
    """A stored date ("2026-11-20", or the start of "2026-11-20 20:15:00") written the current language's way
    ("11/20/2026", "20/11/2026"); the text itself when it is not a date."""
    from PySide6.QtCore import QDate, QLocale

    day = QDate.fromString(str(text)[:10], "yyyy-MM-dd")
    return QLocale().toString(day, _date_format(with_year)) if day.isValid() else str(text)


def format_datetime(text: str) -> str:
    """A stored moment ("2026-11-20 20:15:00") written the current language's way, its date and its time
    ("11/20/2026 8:15 PM", "20/11/2026 20:15"); the text itself when it is not one."""
    from PySide6.QtCore import QLocale, QTime

    time = QTime.fromString(str(text)[11:16], "HH:mm")
    if not time.isValid():
        return format_date(text)
    return f"{format_date(text)} {QLocale().toString(time, QLocale.FormatType.ShortFormat)}"
