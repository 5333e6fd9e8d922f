"""The French catalogue is complete and current: regenerated from the code into a temporary copy, every entry
has its French (no unfinished, missing or obsolete entry), plurals have both French forms, the {arguments}
of each sentence survive the translation, and the committed .qm is the compiled .ts."""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "update_translations.py"


def _script():
    spec = importlib.util.spec_from_file_location("update_translations", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory):
    script = _script()
    folder = tmp_path_factory.mktemp("catalogue")
    ts = folder / script.TS.name
    shutil.copy(script.TS, ts)
    script.lupdate(ts)
    qm = folder / script.QM.name
    script.lrelease(ts, qm)
    return script, ts, qm


def _entries(ts: Path):
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message


def test_the_catalogue_has_entries_and_every_one_has_its_french(regenerated):
    script, ts, _ = regenerated
    entries = list(_entries(ts))
    assert len(entries) > 100, "the code marks its texts for translation"
    missing = script.todo(ts)
    assert not missing, f"{len(missing)} texts without French, e.g. {missing[:5]}"
    stale = [(c, m.findtext("source")) for c, m in entries
             if m.find("translation") is not None
             and m.find("translation").get("type") in ("vanished", "obsolete")]
    assert not stale, f"obsolete entries: {stale[:5]}"


def test_the_committed_catalogue_is_the_regenerated_one(regenerated):
    script, ts, qm = regenerated
    assert ts.read_text(encoding="utf-8") == script.TS.read_text(encoding="utf-8"), \
        "run scripts/update_translations.py and commit the catalogue"
    assert qm.read_bytes() == script.QM.read_bytes(), "run scripts/update_translations.py and commit the .qm"


def test_plurals_have_both_french_forms_and_arguments_survive(regenerated):
    _, ts, _ = regenerated
    wrong = []
    for context, message in _entries(ts):
        source = message.findtext("source", "")
        translation = message.find("translation")
        if message.get("numerus") == "yes":
            forms = [f.text or "" for f in translation.iter("numerusform")]
            if len(forms) != 2 or not all(forms):
                wrong.append((context, source, "needs two plural forms"))
            texts = forms
        else:
            texts = [translation.text or ""]
        wanted = sorted(set(re.findall(r"\{[a-z_0-9]*\}", source)))
        for text in texts:
            if sorted(set(re.findall(r"\{[a-z_0-9]*\}", text))) != wanted:
                wrong.append((context, source, f"arguments differ in {text!r}"))
            if ("%n" in source) != ("%n" in text) and message.get("numerus") == "yes":
                wrong.append((context, source, f"%n lost in {text!r}"))
    assert not wrong, wrong[:10]


#: French typography: a non-breaking space (or a narrow one) before these, and inside « ».
TALL_MARKS = ":;!?"
SPACES = ("\u00a0", "\u202f")


def french_typography_problems(text: str) -> list[str]:
    """Where ``text`` breaks French typography: a ":", ";", "!" or "?" without a non-breaking space before it,
    « or » without one inside. Markup, placeholders, links (help:, img:), times (20:00) and Qt's file
    filter separator (;;) are left aside."""
    import re

    u = re.sub(r"<[^>]*>", lambda m: " " * len(m.group()), text)
    u = re.sub(r"\{[^{}]*\}", lambda m: "X" * len(m.group()), u)
    u = re.sub(r"\b(help|img|https?|file):", lambda m: "X" * len(m.group()), u)
    u = u.replace(";;", "XX")
    out = []
    for i, ch in enumerate(u):
        before = u[i - 1] if i else ""
        after = u[i + 1] if i + 1 < len(u) else ""
        if ch in TALL_MARKS and i:
            if ch == ":" and before.isdigit() and after.isdigit():
                continue
            if before not in SPACES:
                out.append(f"{ch!r} at {i} without a non-breaking space before it")
        elif ch == "\u00ab" and after not in SPACES:
            out.append(f"« at {i} without a non-breaking space after it")
        elif ch == "\u00bb" and before not in SPACES:
            out.append(f"» at {i} without a non-breaking space before it")
    return out


def test_every_french_text_of_the_catalogue_keeps_french_typography(regenerated) -> None:
    _script_, ts, _qm = regenerated
    bad = []
    for context, message in _entries(ts):
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for text in forms:
            problems = french_typography_problems(text)
            if problems:
                bad.append(f"{context}: {text[:80]!r}: {problems[0]}")
    assert not bad, f"{len(bad)} French texts break the typography:\n" + "\n".join(bad[:30])


def test_the_typography_check_sees_a_plain_space() -> None:
    assert french_typography_problems("Tour 2 : actions") != []
    found = french_typography_problems("Tour 2\u00a0: actions ; «\u00a0Marchand\u00a0» à 20:00 ; help:x")
    assert found == ["';' at 17 without a non-breaking space before it",
                     "';' at 40 without a non-breaking space before it"]
    assert french_typography_problems("Fichiers (*.json);;Tous (*)") == []
