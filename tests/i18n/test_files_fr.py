"""Damaged and foreign files are explained in French: what failed, why, what happens now."""
from __future__ import annotations

import errno
import json
import time
from pathlib import Path

import pytest

from troyes_desktop import settings
from troyes_desktop.model import autosaves
from troyes_desktop.rules.common.errors import SaveError
from troyes_desktop.rules.common.files import read_json_file
from troyes_desktop.rules.dice import Game
from troyes_desktop.rules.loader import read_save
from troyes_desktop.store.db import open_store

NBSP = "\u00a0"


def _refusal(path: Path) -> str:
    with pytest.raises(SaveError) as refused:
        read_save(path)
    return str(refused.value)


def test_unreadable_files_are_explained_in_french(french, tmp_path: Path) -> None:
    assert _refusal(tmp_path / "partie.json") == f"partie.json{NBSP}: fichier introuvable"
    (tmp_path / "dossier.json").mkdir()
    assert _refusal(tmp_path / "dossier.json") == "dossier.json est un dossier, pas un fichier de sauvegarde"
    cases = {
        "": "il est vide",
        '{"format": "troyes-desktop-save",': "JSON invalide à la ligne 1",
        '{"game": "dice", "game": "troyes"}': "il nomme deux fois le même champ",
        '{"seed": NaN}': "il contient NaN, qui n’est pas un nombre",
        "[" * 40 + "]" * 40: "ses données sont imbriquées sur 40 niveaux",
    }
    for content, detail in cases.items():
        (tmp_path / "abîmée.json").write_text(content, encoding="utf-8")
        expected = f"abîmée.json n’est pas un fichier de sauvegarde valide ({detail})"
        assert _refusal(tmp_path / "abîmée.json") == expected
    (tmp_path / "latin1.json").write_bytes(b'{"name": "\xe9"}')
    with pytest.raises(SaveError) as refused:
        read_json_file(tmp_path / "latin1.json", what="achievements file")
    assert str(refused.value) == "latin1.json n’est pas un fichier des succès valide (ce n’est pas du texte)"


def test_a_save_that_does_not_replay_is_explained_in_french(french, tmp_path: Path) -> None:
    save = Game.new(players=2, seed=1).to_save()
    save["setup"]["names"] = ["Anna"]
    path = tmp_path / "partie.json"
    path.write_text(json.dumps(save), encoding="utf-8")
    assert _refusal(path) == (f"configuration invalide dans la sauvegarde{NBSP}: la liste des noms des "
                              "joueurs doit être une liste de 2 noms")
    save["setup"]["names"] = ["Anna", "x" * 30]
    path.write_text(json.dumps(save), encoding="utf-8")
    assert _refusal(path) == (f"configuration invalide dans la sauvegarde{NBSP}: le nom du joueur 2 "
                              "dépasse 24 caractères")
    save["setup"]["names"] = ["Anna", "Faye"]
    save["actions"] = [["die", True, None]]
    path.write_text(json.dumps(save), encoding="utf-8")
    assert _refusal(path) == f"le coup 1 contient quelque chose qu’aucun coup ne contient{NBSP}: True"
    save["actions"] = [["die", 9, None]]
    path.write_text(json.dumps(save), encoding="utf-8")
    assert _refusal(path) == (f"le coup 1 de la sauvegarde ne peut pas être rejoué{NBSP}: choisissez un dé "
                              "par le rang de sa place, de 1 à 4")
    save["actions"] = ["die"]
    path.write_text(json.dumps(save), encoding="utf-8")
    assert _refusal(path) == (f"le coup 1 est endommagé{NBSP}: ce doit être un tableau JSON commençant "
                              "par son type")


def test_the_settings_notice_reads_in_the_language_chosen_after_the_file_was_read(
        qapp, tmp_path: Path, monkeypatch) -> None:
    from troyes_desktop.app.language import apply_language

    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    settings.reset_cache()
    folder = tmp_path / "config"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text('{"text_scale": 150,')
    try:
        assert settings.get("text_scale") == 100        # read (and set aside) while the app is still English
        apply_language("fr")                            # then the language is chosen
        notice = settings.take_notice()
    finally:
        apply_language("en")
        settings.reset_cache()
    kept = next(folder.glob("settings.damaged-*.json")).name
    assert notice == (
        f"Votre fichier de paramètres était endommagé (JSON invalide à la ligne 1){NBSP}: il a été conservé "
        f"sous le nom {kept} et un nouveau le remplace dès maintenant. Tant que vous ne les modifiez pas, "
        "les paramètres habituels s’appliquent.")


def test_a_damaged_history_and_a_failed_save_are_explained_in_french(french, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"ceci n'est pas une base de parties" * 100)
    with open_store(path) as store:
        notice = store.notice
    assert notice.startswith(f"La liste des parties terminées était endommagée{NBSP}: elle a été "
                             "conservée sous le nom history.sqlite3.damaged-")
    assert notice.endswith(" dans le dossier de données et une nouvelle liste de parties a été "
                           "commencée.")

    full = OSError(errno.ENOSPC, "No space left on device")
    failure = autosaves.write_failure(full, tmp_path / "partie.json", "L’enregistrement automatique")
    assert failure == (
        f"L’enregistrement automatique a échoué{NBSP}: le disque est plein.\n\nLa partie elle-même est "
        f"intacte et continue. Choisissez «{NBSP}Enregistrer ailleurs…{NBSP}» pour la conserver dans un "
        "autre dossier.")


def test_when_a_game_was_played_reads_in_french(french) -> None:
    now = time.mktime((2026, 3, 12, 18, 0, 0, 0, 0, -1))
    at = time.mktime((2026, 3, 12, 14, 5, 0, 0, 0, -1))
    entry = autosaves.Entry(Path("x"), "dice", "Anna", "", at)
    assert entry.when(now) == "aujourd’hui à 14:05"
    assert entry._replace(saved=at - 86400).when(now) == "hier à 14:05"
    assert entry._replace(saved=time.mktime((2026, 3, 1, 9, 0, 0, 0, 0, -1))).when(now) == "1er mars"
    assert entry._replace(saved=time.mktime((2025, 8, 7, 9, 0, 0, 0, 0, -1))).when(now) == "7 août 2025"
