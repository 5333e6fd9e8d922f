"""The bundled serif font, so the application looks the same on every machine.

The font files live in ``resources/fonts/`` (Linux Libertine O, from Debian's ``fonts-linuxlibertine``,
under the SIL Open Font License; see the licence file beside them).
"""

from __future__ import annotations

from troyes_desktop.paths import resource_path

FONT_SUFFIXES = (".otf", ".ttf")
FALLBACK_FAMILIES = ["Linux Libertine O", "EB Garamond", "Georgia", "DejaVu Serif", "serif"]

_loaded_family: str | None = None
_attempted = False


def load_fonts() -> str | None:
    """Register the bundled fonts with Qt and return their family name.

    Needs a QGuiApplication (or QApplication) to exist already. Safe to call more than once: the fonts
    are registered on the first call only. Returns None when no font could be loaded (for instance, the
    resources folder is missing), in which case Qt's default font stays in use.
    """
    global _loaded_family, _attempted
    if _attempted:
        return _loaded_family

    from PySide6.QtGui import QFontDatabase, QGuiApplication

    if QGuiApplication.instance() is None:
        return None  # try again once an application exists
    _attempted = True

    folder = resource_path("fonts")
    if not folder.is_dir():
        return None
    families: list[str] = []
    # Sorted so that the regular face (…_R.otf) is registered first and names the family.
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in FONT_SUFFIXES:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in families:
                families.append(family)
    _loaded_family = families[0] if families else None
    return _loaded_family
