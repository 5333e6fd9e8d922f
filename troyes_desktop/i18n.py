"""Translation of every text a player reads, through Qt's own machinery, usable without Qt.

Every user-visible string of the application goes through :func:`translate` with a literal context and a
literal English source text, so that ``pyside6-lupdate`` finds it (``scripts/update_translations.py``
regenerates the catalogue ``resources/translations/troyes_desktop_fr.ts`` and compiles it):

    translate("Chronicle", "{player} buys {card}").format(player=name, card=card)
    translate("Chronicle", "%n denier(s)", None, amount)        # plural forms: "%n" is the number

Rules of the house:

* A sentence is translated whole, with named ``{arguments}`` filled in afterwards by ``str.format``; never
  glue translated fragments together (French word order differs).
* Plurals go through the ``n`` argument and ``%n`` (French: "0 denier", "1 denier", "2 deniers").
* Texts defined at import time (tables of names) are marked with :func:`QT_TRANSLATE_NOOP` where they are
  written and translated with :func:`translate` (same context) where they are shown, since the language may
  change after the import.
* Names and texts of cards, events and characters come from the data files: :func:`localized` picks the
  French field (``name_fr``, ``text_fr``) when the language is French.

The rules engines and the computer players are Qt-free: this module does not import Qt. The application
installs Qt's translator through :func:`install` (see ``troyes_desktop.app.language``); until then, and in
the engines' own tests, :func:`translate` returns the English source.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

#: The languages the application speaks, in the order the settings list them, with their own names.
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}

_backend: Callable[[str, str, str | None, int], str] | None = None
_language = "en"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the current language (the English source when no translation is installed).

    ``n`` >= 0 chooses the plural form and replaces ``%n`` in the result."""
    if _backend is not None:
        text = _backend(context, text, disambiguation, n)
        # An English source shown as it is (no French for it, or the English catalogue-less run).
        return english_plural(text, n) if n >= 0 and "(" in text else text
    return english_plural(text.replace("%n", str(n)), n) if n >= 0 else text


# English plural marks of the sources ("%n denier(s)", "%n die(s)", "%n bonus(es)"), irregular forms first.
_IRREGULAR = {"die(s)": ("die", "dice"), "man(men)": ("man", "men")}
_SUFFIX = re.compile(r"(?<=[a-z])\((s|es)\)")


def english_plural(text: str, n: int) -> str:
    """The English source's plural marks resolved for ``n``: "1 denier(s)" -> "1 denier", "2 die(s)" ->
    "2 dice"."""
    if "(" not in text:
        return text
    for mark, (one, many) in _IRREGULAR.items():
        text = text.replace(mark, one if n == 1 else many)
    return _SUFFIX.sub("" if n == 1 else r"\1", text)


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:  # noqa: N802
    """Marks ``text`` for the catalogue without translating it now (translate it where it is shown)."""
    return text


def language() -> str:
    """The current language: "en" or "fr"."""
    return _language


def install(backend: Callable[[str, str, str | None, int], str] | None, lang: str) -> None:
    """Route :func:`translate` through ``backend`` (``QCoreApplication.translate``) in language ``lang``;
    ``install(None, "en")`` returns to the English sources."""
    global _backend, _language
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    _backend = backend
    _language = lang


def localized(entry: Any, field: str = "name") -> str:
    """A data entry's ``field`` in the current language: ``entry.name_fr`` / ``entry["text_fr"]`` in French
    when the data has it, else the English ``field``. Works with objects and with dicts."""
    def get(name: str) -> Any:
        if isinstance(entry, dict):
            return entry.get(name)
        return getattr(entry, name, None)

    if _language != "en":
        value = get(f"{field}_{_language}")
        if value:
            return str(value)
    value = get(field)
    return "" if value is None else str(value)
