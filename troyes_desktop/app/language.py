"""Choosing and installing the application's language (Qt side of :mod:`troyes_desktop.i18n`).

The language is, in order: ``--lang`` for one run, else the one chosen in the settings, else the system's
(French when the system speaks French, English otherwise). :func:`apply_language` loads the compiled
catalogue ``resources/translations/troyes_desktop_<lang>.qm`` and Qt's own translation of its standard
dialogs and buttons (``qtbase_<lang>.qm``, wherever it is found; without it the app's catalogue answers for
those dialogs, see :mod:`.qt_words`), sets the locale used to write numbers and dates, and routes
:func:`troyes_desktop.i18n.translate` through ``QCoreApplication.translate``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from troyes_desktop import i18n
from troyes_desktop.paths import resource_path

CATALOGUE = "troyes_desktop"
_LOCALES = {"en": QLocale.Language.English, "fr": QLocale.Language.French}
_installed: list[QTranslator] = []


def system_language() -> str:
    """"fr" when the system's first UI language is French, else "en"."""
    for name in QLocale.system().uiLanguages() or [QLocale.system().name()]:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in i18n.LANGUAGES:
            return code
        break
    return "en"


def chosen_language(cli_value: str | None = None) -> str:
    """The language of this run: ``--lang``, else the setting, else the system's."""
    if cli_value in i18n.LANGUAGES:
        return cli_value
    from troyes_desktop import settings

    value = settings.get("language")
    return value if value in i18n.LANGUAGES else system_language()


def catalogue_path(lang: str):
    return resource_path("translations", f"{CATALOGUE}_{lang}.qm")


def apply_language(lang: str) -> bool:
    """Install ``lang`` for the whole application; True when its catalogue was loaded (English needs none).

    Safe to call again: the previous translators are removed first."""
    app = QCoreApplication.instance()
    for translator in _installed:
        if app is not None:
            app.removeTranslator(translator)
    _installed.clear()
    if lang not in i18n.LANGUAGES:
        lang = "en"
    QLocale.setDefault(QLocale(_LOCALES[lang]))
    if lang == "en":
        i18n.install(None, "en")
        return True
    loaded = False
    own = QTranslator()
    if own.load(str(catalogue_path(lang))):
        loaded = True
        _installed.append(own)
    qt = QTranslator()
    if any(qt.load(f"qtbase_{lang}", str(folder)) for folder in qt_translation_folders()):
        _installed.append(qt)
    if app is not None:
        # Qt asks the last installed first: Qt's own French of its dialogs, then the app's catalogue, which
        # also holds the words of those dialogs (app/qt_words.py) for installs without Qt's translations.
        for translator in _installed:
            app.installTranslator(translator)
    i18n.install(_qt_translate, lang)
    return loaded


def qt_translation_folders() -> list:
    """Where Qt's own translations (``qtbase_fr.qm``) may be: Qt's translations folder, the PySide6
    package's (when Qt's points elsewhere, e.g. a ``qt.conf``), the app's resources (the packaged app)."""
    from pathlib import Path

    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    try:
        import PySide6

        folders.append(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")
    except (ImportError, AttributeError, TypeError):
        pass
    folders.append(Path(resource_path("translations")))
    return folders


def _qt_translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)
