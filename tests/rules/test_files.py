"""The one reading path (troyes_desktop/rules/common/files.py): special files, size, nesting, numbers,
Unicode; setting damaged files aside; stray temporary files; the folder flushed after an atomic rename."""
from __future__ import annotations

import json
import os
import stat
import threading
import time
import tracemalloc

import pytest

from troyes_desktop.rules.common import files, serialization
from troyes_desktop.rules.common.errors import SaveError
from troyes_desktop.rules.common.files import read_json_file


def _refused(path, match: str) -> str:
    with pytest.raises(SaveError, match=match) as info:
        read_json_file(path)
    return str(info.value)


def test_a_valid_file_is_read(tmp_path):
    path = tmp_path / "ok.json"
    path.write_text('\ufeff{"a": [1, -2, 3.5, "Zoë \\ud83d\\ude00", null, true]}', encoding="utf-8")
    assert read_json_file(path) == {"a": [1, -2, 3.5, "Zoë \U0001f600", None, True]}


def test_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    outcome = {}

    def read():
        try:
            read_json_file(fifo)
        except SaveError as exc:
            outcome["message"] = str(exc)

    worker = threading.Thread(target=read, daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():                       # unblock the reader so the test run can go on
        with open(fifo, "w"):
            pass
        pytest.fail("reading a FIFO blocked")
    assert outcome["message"] == "pipe.json is a pipe, not a save file"


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero on this system")
def test_a_device_is_refused():
    assert _refused("/dev/zero", "device") == "zero is a device, not a save file"


def test_a_folder_and_a_missing_file_are_refused(tmp_path):
    assert _refused(tmp_path, "folder") == f"{tmp_path.name} is a folder, not a save file"
    assert _refused(tmp_path / "none.json", "no such file") == "none.json: no such file"


def _refused_with_peak(path, match: str) -> tuple[str, int]:
    """The refusal and the peak of the memory allocated while reading."""
    tracemalloc.start()
    try:
        message = _refused(path, match)
        return message, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_200_mb_file_is_refused_before_reading(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:                 # sparse: 200 MB on paper, nothing on disk
        fh.truncate(200 * 1024 * 1024)
    message, peak = _refused_with_peak(big, "too large")
    assert "over 2 MB" in message
    assert peak < 1024 * 1024                   # nothing of it was read


def test_a_file_just_under_the_limit_full_of_lists_is_refused_cheaply(tmp_path):
    path = tmp_path / "actions.json"
    body = "[0]," * ((files.MAX_FILE_BYTES - 100) // 4)
    path.write_text('{"actions": [' + body + "[0]]}")
    message, peak = _refused_with_peak(path, "lists and groups")
    assert "far more than any real one" in message
    assert peak < 40 * 1024 * 1024


def test_a_file_growing_while_read_is_cut_at_the_limit(tmp_path, monkeypatch):
    path = tmp_path / "grows.json"
    path.write_text("[]")
    real_read = os.read

    def endless(fd, n):                         # the file claims 2 bytes but never ends
        data = real_read(fd, n)
        return data or b" " * n

    monkeypatch.setattr(os, "read", endless)
    _refused(path, "too large")


@pytest.mark.parametrize("text,match", [
    ("[" * 1000 + "]" * 1000, "nested 1000 levels deep"),
    ('{"a":' * 40 + "1" + "}" * 40, "nested 40 levels deep"),
    ("1" * 4301, "more than 40 digits"),
    ('{"seed": ' + "9" * 41 + "}", "more than 40 digits"),
    ('{"seed": Infinity}', "Infinity, which is not a number"),
    ('{"seed": -Infinity}', "Infinity, which is not a number"),
    ('{"seed": NaN}', "NaN, which is not a number"),
    ('{"seed": 1e999}', "too large to be real"),
    ('{"name": "A\\ud800"}', "not valid Unicode"),
    ('{"\\udfff": 1}', "not valid Unicode"),
    ('{"a": 1, "a": 2}', "same field twice"),
    ("", "it is empty"),
    ("{not json", "broken JSON at line 1"),
])
def test_hostile_json_is_refused_with_a_sentence(tmp_path, text, match):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    message = _refused(path, match)
    assert message.startswith("bad.json is not a valid save file (")
    assert "Error" not in message and "\n" not in message


def test_invalid_utf8_is_refused(tmp_path):
    path = tmp_path / "bin.json"
    path.write_bytes(b'{"names": ["\xff\xfe"]}')
    assert _refused(path, "not text") == "bin.json is not a valid save file (it is not text)"


def test_nesting_inside_strings_does_not_count(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"text": "[" * 5000 + '\\"{'}))
    assert read_json_file(path)["text"].startswith("[[[")


def test_schema_helpers_check_exact_types():
    assert files.check_int(3, 1, 4, "n") == 3
    for bad in (True, 1.5, "3", None, 5):
        with pytest.raises(SaveError, match="whole number from 1 to 4"):
            files.check_int(bad, 1, 4, "n")
    assert files.check_name("N" * 24) == "N" * 24
    for bad, why in ((7, "some text"), ("", "some text"), ("  ", "some text"), ("N" * 25, "longer than 24"),
                     ("A\ud800", "not printable"), ("A\x00", "not printable")):
        with pytest.raises(SaveError, match=why):
            files.check_name(bad)
    assert files.check_action(["die", 3, None, ["x", 1]], 1) == ("die", 3, None, ("x", 1))
    for bad in ([], "pass", [7], ["die", True], ["die", 1.0], ["die", [["x"]]], ["die", {}], ["x" * 41],
                ["die", 10 ** 7], ["a"] * 9):
        with pytest.raises(SaveError, match="action 4"):
            files.check_action(bad, 4)
    assert files.typed(("a", 1)) != files.typed(("a", True))


def test_set_aside_renames_with_a_timestamp(tmp_path):
    import datetime

    path = tmp_path / "dice_achievements.json"
    path.write_text("{")
    when = datetime.datetime(2026, 11, 26, 1, 2, 3)
    aside = files.set_aside(path, when)
    assert aside.name == "dice_achievements.damaged-20261126-010203.json"
    assert aside.read_text() == "{" and not path.exists()
    path.write_text("[")
    assert files.set_aside(path, when).name == "dice_achievements.damaged-20261126-010203-2.json"


def test_read_or_set_aside_tells_once(tmp_path):
    path = tmp_path / "settings.json"
    assert files.read_or_set_aside(path, dict, what="settings file") == (None, "")
    path.write_text('{"a": 1}')
    assert files.read_or_set_aside(path, lambda d: d, what="settings file") == ({"a": 1}, "")
    path.write_text('{"a": ' + "[" * 100 + "]" * 100 + "}")
    data, notice = files.read_or_set_aside(path, lambda d: d, what="settings file")
    assert data is None and notice.startswith("Your settings file was damaged (its data is nested 101 levels")
    assert "a fresh one starts now" in notice and not path.exists()
    assert len(list(tmp_path.glob("settings.damaged-*.json"))) == 1

    def refuse(data):
        raise SaveError("it is not a settings file")

    path.write_text("[]")
    assert files.read_or_set_aside(path, refuse, what="settings file")[1].startswith(
        "Your settings file was damaged (it is not a settings file)")


def test_stray_temporary_files_are_removed(tmp_path):
    old = tmp_path / ".autosave.troyes.json.k2j4_x.tmp"
    fresh = tmp_path / ".autosave.dice.json.abc123.tmp"
    other = tmp_path / "notes.tmp"
    for p in (old, fresh, other):
        p.write_text("{")
    past = time.time() - 3600
    os.utime(old, (past, past))
    os.utime(other, (past, past))
    assert files.remove_stray_temporaries(tmp_path, tmp_path / "missing") == [old]
    assert not old.exists() and fresh.exists() and other.exists()


def test_an_interrupted_write_leaves_a_temporary_that_start_up_removes(tmp_path, monkeypatch):
    target = tmp_path / "autosave.troyes.json"

    def crash(*args):
        raise KeyboardInterrupt                 # killed between the write and the rename

    monkeypatch.setattr(os, "unlink", crash)    # the writer's own clean-up cannot run either
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        serialization.write_json_atomic(target, {"a": 1})
    monkeypatch.undo()
    strays = list(tmp_path.glob(".autosave.troyes.json.*.tmp"))
    assert len(strays) == 1 and not target.exists()
    assert files.remove_stray_temporaries(tmp_path, older_than=-1) == strays


def test_atomic_write_flushes_the_folder_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    renamed = []
    real_replace = os.replace

    def replace(a, b):
        renamed.append(b)
        return real_replace(a, b)

    def fsync(fd):
        synced.append((stat.S_ISDIR(os.fstat(fd).st_mode), bool(renamed)))
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    serialization.write_json_atomic(tmp_path / "save.json", {"a": 1})
    # The file's data before the rename, then the folder (holding the new name) after it.
    assert synced == [(False, False), (True, True)]
    assert json.loads((tmp_path / "save.json").read_text()) == {"a": 1}


@pytest.mark.parametrize("limit, words", [(256 * 1024, "over 256 KB"), (1024 * 1024, "over 1 MB"),
                                          (files.MAX_FILE_BYTES, "over 2 MB")])
def test_the_size_refusal_names_the_real_limit(tmp_path, limit, words):
    path = tmp_path / "settings.json"
    path.write_bytes(b" " * (limit + 1))
    with pytest.raises(SaveError) as info:
        read_json_file(path, max_bytes=limit, what="settings file")
    assert words in str(info.value) and " 0 MB" not in str(info.value)


@pytest.mark.skipif(os.name != "posix", reason="file modes and umask are POSIX")
@pytest.mark.parametrize("umask, mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664), (0o027, 0o640)])
def test_saved_files_follow_the_users_umask(tmp_path, umask, mode):
    from troyes_desktop.model import autosaves
    from troyes_desktop.rules.troyes import Game, saves

    old = os.umask(umask)
    try:
        serialization.write_json_atomic(tmp_path / "a.json", {"a": 1})
        serialization.write_json_atomic(tmp_path / "a.json", {"a": 2})          # replacing an existing one
        saves.save(Game.new(2, seed=1), tmp_path / "friday.troyes.json")
        autosaves.write_meta(tmp_path / "friday.troyes.json", {"mode": "troyes"})
    finally:
        os.umask(old)
    for name in ("a.json", "friday.troyes.json", "friday.troyes.json.meta"):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == mode, name
    assert json.loads((tmp_path / "a.json").read_text()) == {"a": 2}
    assert not list(tmp_path.glob(".*.tmp"))


@pytest.mark.skipif(os.name != "posix", reason="umask is POSIX")
@pytest.mark.parametrize("proc", [True, False], ids=["read-from-proc", "set-and-put-back"])
def test_the_umask_is_read_without_being_changed(monkeypatch, proc):
    if not proc:
        def no_proc(*args, **kwargs):
            raise OSError("no /proc here")

        monkeypatch.setattr(serialization, "open", no_proc, raising=False)
    old = os.umask(0o027)
    try:
        assert serialization._umask() == 0o027
        assert os.umask(0o027) == 0o027          # still what it was
    finally:
        os.umask(old)
