#!/usr/bin/env python3
"""Regenerate the French catalogue from the code and compile it.

    python scripts/update_translations.py            # lupdate (keeps every translation) + lrelease
    python scripts/update_translations.py --todo     # list the entries still without French, as JSON
    python scripts/update_translations.py --todo Chronicle     # ... only contexts starting with "Chronicle"
    python scripts/update_translations.py --fill answers.json  # write French from a JSON file, then compile

1. ``pyside6-lupdate`` reads every ``translate("Context", "text")`` / ``QT_TRANSLATE_NOOP`` of the package
   into ``resources/translations/troyes_desktop_fr.ts`` (no line numbers, so that moving code does not
   change the catalogue; entries whose source text left the code are dropped).
2. ``pyside6-lrelease`` compiles it to ``troyes_desktop_fr.qm``, which the application loads.

``--fill`` reads a list of ``{"context": ..., "source": ..., "comment": optional, "translation": "..."}``
(for a plural entry, ``"translation"`` is the list of the French forms: singular, plural).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "troyes_desktop"
TS = ROOT / "resources" / "translations" / "troyes_desktop_fr.ts"
QM = TS.with_suffix(".qm")


def tool(name: str) -> str:
    """Path of a Qt tool shipped with PySide6 (beside the running Python, or on PATH)."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


def sources(package: Path = PACKAGE) -> list[str]:
    return sorted(str(p) for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def lupdate(ts: Path, package: Path = PACKAGE) -> None:
    ts.parent.mkdir(parents=True, exist_ok=True)
    plurals = _plural_forms(ts) if ts.exists() else {}
    subprocess.run([tool("pyside6-lupdate"), "-silent", "-locations", "none", "-no-obsolete",
                    "-target-language", "fr_FR", *sources(package), "-ts", str(ts)], check=True)
    _mark_plurals(ts, plurals)


def _key(context: str, message) -> tuple[str, str, str]:
    return context, message.findtext("source", ""), message.findtext("comment", "") or ""


def _plural_forms(ts: Path) -> dict:
    """The French forms of every plural entry of ``ts`` (lupdate forgets them, see :func:`_mark_plurals`)."""
    out = {}
    for context, message, _ in messages(ts):
        translation = message.find("translation")
        if message.get("numerus") == "yes" and translation is not None:
            out[_key(context, message)] = ([f.text or "" for f in translation.iter("numerusform")],
                                           translation.get("type"))
    return out


def _mark_plurals(ts: Path, plurals: dict) -> None:
    """Every entry whose source has "%n" is a plural entry, with its French forms kept.

    pyside6-lupdate reads Python's ``translate(context, text, disambiguation, n)`` the PyQt4 way (the fourth
    argument is an encoding): it marks a plural only when ``n`` is a literal number, so
    ``translate("Ctx", "%n denier(s)", None, count)`` comes out as a plain entry. (It also drops a call whose
    ``n`` is an expression: pass a plain name.)"""
    tree = ET.parse(ts)
    changed = False
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            if "%n" not in message.findtext("source", "") or message.get("numerus") == "yes" and \
                    len(message.find("translation").findall("numerusform")) == 2:
                continue
            translation = message.find("translation")
            forms, kind = plurals.get(_key(name, message), ([], "unfinished"))
            if len(forms) != 2:
                text = translation.text if translation is not None and translation.text else ""
                forms, kind = [text, text], "unfinished"
            message.set("numerus", "yes")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            translation.text = None
            translation.attrib.pop("type", None)
            if kind:
                translation.set("type", kind)
            for child in list(translation):
                translation.remove(child)
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
            changed = True
    if changed:
        write_ts(tree, ts)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def messages(ts: Path):
    """(context, message element) for every message of ``ts``."""
    tree = ET.parse(ts)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message, tree


def todo(ts: Path, prefix: str = "") -> list[dict]:
    out = []
    for context, message, _ in messages(ts):
        translation = message.find("translation")
        if not context.startswith(prefix):
            continue
        if translation is not None and translation.get("type") not in ("unfinished", "vanished", "obsolete"):
            continue
        item = {"context": context, "source": message.findtext("source", "")}
        if message.find("comment") is not None:
            item["comment"] = message.findtext("comment", "")
        if message.get("numerus") == "yes":
            item["numerus"] = True
        out.append(item)
    return out


def fill(ts: Path, answers: list[dict]) -> int:
    """Write the translations of ``answers`` into ``ts``; the number of entries written."""
    table = {(a["context"], a["source"], a.get("comment") or ""): a["translation"] for a in answers}
    tree = ET.parse(ts)
    written = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            key = (name, message.findtext("source", ""), message.findtext("comment", "") or "")
            if key not in table:
                continue
            value = table[key]
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            translation.attrib.pop("type", None)
            for child in list(translation):
                translation.remove(child)
            if message.get("numerus") == "yes":
                forms = value if isinstance(value, list) else [value, value]
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = value if isinstance(value, str) else value[0]
            written += 1
    write_ts(tree, ts)
    return written


def write_ts(tree: ET.ElementTree, ts: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--todo", nargs="?", const="", metavar="CONTEXT_PREFIX",
                        help="print the entries without French (JSON) and stop")
    parser.add_argument("--fill", type=Path, metavar="JSON", help="write French from a JSON file")
    args = parser.parse_args(argv)
    lupdate(TS)
    if args.todo is not None:
        print(json.dumps(todo(TS, args.todo), ensure_ascii=False, indent=1))
        return 0
    if args.fill is not None:
        answers = json.loads(args.fill.read_text(encoding="utf-8"))
        print(f"{fill(TS, answers)} translations written", file=sys.stderr)
        lupdate(TS)  # lupdate's own layout, so that the file changes only where a translation did
    lrelease(TS, QM)
    left = todo(TS)
    print(f"{TS.relative_to(ROOT)}: {len(left)} entries without French", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
