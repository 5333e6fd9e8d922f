"""Where unfinished games are kept: one automatic save per game, and what the start screen lists.

Every game in progress, of any mode, has its own automatic save in ``<data>/games/`` (written atomically
after every move by its model), so starting a new game never overwrites another one. Beside each save a
small *summary* file (``<save>.meta``, JSON) says which mode it is, who plays, how far the game is, whether
it is over and the file the player saved it to; the start screen reads only these summaries, so listing the
unfinished games needs no rules engine and stays fast.

Saves written by earlier versions (``autosave.troyes.json`` and ``autosave.dice.json`` in the data folder)
are moved into ``games/`` the first time the list is read.

A finished game keeps its automatic save (its summary marked ``over``, so it is not offered to continue)
until the history of finished games has committed it (:func:`record_finished`). The first time the list
is read in a run, :func:`store_finished_games` stores those the history could not take last time (disk full,
read-only, busy, the app killed in between) and then forgets their saves, and removes the temporary files
an interrupted write left in the games folder (older than :data:`STRAY_AGE`, so that a write under way in
another window is never touched).

A game is thrown away only deliberately, from the start screen's list (:func:`throw_away`): its save and
summary move to ``games/.thrown/``, from where :func:`bring_back` puts them back (the start screen's Undo);
what is still there at the next start is removed then.

Failed writes are described in plain words by :func:`write_failure` (what failed, why, what to do); the
raw error text and the temporary file's name never reach the player.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path
from typing import NamedTuple

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.paths import data_dir

GAMES_FOLDER = "games"
META_SUFFIX = ".meta"
#: Save-file endings of each mode (the mode's key is the first part of the name).
SUFFIXES = {"troyes": ".troyes.json", "dice": ".dice.json"}
#: Autosaves of earlier versions, one per mode, moved into the games folder on first use.
LEGACY = {"troyes": "autosave.troyes.json", "dice": "autosave.dice.json"}

logger = logging.getLogger(__name__)


def games_dir(create: bool = True) -> Path:
    path = data_dir(create=create) / GAMES_FOLDER
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def new_slot(mode: str) -> Path:
    """A fresh automatic-save path for a new game of ``mode`` (nothing is written yet)."""
    import secrets

    stamp = time.strftime("%Y%m%d-%H%M%S")
    return games_dir() / f"{mode}-{stamp}-{secrets.token_hex(3)}{SUFFIXES.get(mode, '.json')}"


def meta_path(save: Path) -> Path:
    return save.with_name(save.name + META_SUFFIX)


def write_meta(save: Path, summary: dict) -> None:
    """Write the summary beside an automatic save (atomically, like the save)."""
    from troyes_desktop.rules.common.serialization import write_json_atomic

    data = dict(summary)
    data["saved"] = time.time()
    write_json_atomic(meta_path(save), data, pad_to=META_ROOM)


# A summary file is padded with spaces to this size (within one disk block), so that it can be written again
# over its own bytes when the disk is full (:func:`write_meta_anyhow`).
META_ROOM = 4000


def write_meta_anyhow(save: Path, summary: dict) -> bool:
    """Write the summary beside an automatic save even on a disk with no room left (the automatic save itself
    failed, and the game now follows a file of the player's elsewhere): atomically when the disk allows it,
    else over the summary file's own bytes, which needs no new room (one write of less than a disk block,
    padded with spaces to the old length, so a reader sees the old summary or the new one). True when
    written."""
    try:
        write_meta(save, summary)
        return True
    except OSError:
        logger.info("The summary beside %s cannot be written anew: written over its old bytes", save,
                    exc_info=True)
    data = dict(summary)
    data["saved"] = time.time()
    text = json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")
    target = meta_path(save)
    try:
        size = target.stat().st_size
        if len(text) > size:
            text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        if len(text) > size:
            logger.warning("The summary beside %s does not fit over its old bytes", save)
            return False
        with open(target, "r+b", buffering=0) as fh:
            fh.write(text.ljust(size))
            try:
                os.fsync(fh.fileno())
            except OSError:
                logger.warning("The summary beside %s is written but not flushed to the disk", save,
                               exc_info=True)
    except OSError:
        logger.warning("The summary beside %s cannot be written", save, exc_info=True)
        return False
    return True


def remove(save: Path) -> None:
    """Forget an automatic save and its summary (a game discarded or finished)."""
    for p in (save, meta_path(save)):
        try:
            p.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            logger.warning("Cannot remove %s", p, exc_info=True)


THROWN_FOLDER = ".thrown"


def throw_away(save: Path) -> Path:
    """The player throws an unfinished game away (from the start screen's list): its automatic save and
    summary leave the list for ``games/.thrown/``, whence :func:`bring_back` returns them until the next
    start. Returns where the save went; raises OSError when it cannot be moved (nothing is lost then)."""
    save = Path(save)
    folder = save.parent / THROWN_FOLDER
    folder.mkdir(exist_ok=True)
    target = folder / save.name
    os.replace(save, target)
    try:
        os.replace(meta_path(save), meta_path(target))
    except FileNotFoundError:
        pass
    except OSError:
        os.replace(target, save)          # all or nothing: the game stays in the list
        raise
    return target


def bring_back(thrown: Path) -> Path:
    """Undo :func:`throw_away`: the game is back among the unfinished games. Raises OSError when it cannot."""
    thrown = Path(thrown)
    save = thrown.parent.parent / thrown.name
    if meta_path(thrown).exists():
        os.replace(meta_path(thrown), meta_path(save))
    os.replace(thrown, save)
    return save


def _empty_thrown() -> None:
    """Remove the games thrown away in an earlier run (their Undo was offered then)."""
    import shutil

    shutil.rmtree(games_dir(create=False) / THROWN_FOLDER, ignore_errors=True)


#: The months, as :meth:`Entry.when` names them (in the current language, whatever the system's locale).
MONTHS = (
    QT_TRANSLATE_NOOP("Model", "January"), QT_TRANSLATE_NOOP("Model", "February"),
    QT_TRANSLATE_NOOP("Model", "March"), QT_TRANSLATE_NOOP("Model", "April"),
    QT_TRANSLATE_NOOP("Model", "May"), QT_TRANSLATE_NOOP("Model", "June"),
    QT_TRANSLATE_NOOP("Model", "July"), QT_TRANSLATE_NOOP("Model", "August"),
    QT_TRANSLATE_NOOP("Model", "September"), QT_TRANSLATE_NOOP("Model", "October"),
    QT_TRANSLATE_NOOP("Model", "November"), QT_TRANSLATE_NOOP("Model", "December"),
)


class Entry(NamedTuple):
    """One unfinished game the start screen offers to continue."""

    path: Path            # its automatic save
    mode: str             # 'troyes' or 'dice'
    players: str          # "Anna, Faye" / "Anna against le Roy"
    progress: str         # "round 2 of 6" / "day 3 of 8"
    saved: float          # when it was last played (seconds since the epoch)
    file: str = ""        # the file the player saved it to, if any
    in_file: bool = False  # that file holds the game as it is now
    follows: bool = False  # that file holds the game's newest moves (the automatic save could not): Continue
    #                        reads the game from there

    def file_words(self) -> str:
        """What the Continue list says of the player's file: where Continue reads the game from when the
        file holds its newest moves, else the file's name ("" when there is no file)."""
        if not self.file:
            return ""
        name = Path(self.file).name
        if self.follows:
            return translate("Model", "continues from the file you saved: {name}").format(name=name)
        return name

    def when(self, now: float | None = None) -> str:
        """When it was last played, in words: "today at 14:05", "yesterday at 09:30", "12 March"."""
        now = time.time() if now is None else now
        t = time.localtime(self.saved)
        today = time.localtime(now)
        clock = f"{t.tm_hour:02d}:{t.tm_min:02d}"
        if (t.tm_year, t.tm_yday) == (today.tm_year, today.tm_yday):
            return translate("Model", "today at {time}").format(time=clock)
        yesterday = time.localtime(now - 86400)
        if (t.tm_year, t.tm_yday) == (yesterday.tm_year, yesterday.tm_yday):
            return translate("Model", "yesterday at {time}").format(time=clock)
        month = translate("Model", MONTHS[t.tm_mon - 1])
        if t.tm_year == today.tm_year:
            if t.tm_mday == 1:      # the first of the month has its own words in French: "1er mars"
                return translate("Model", "1 {month}").format(month=month)
            return translate("Model", "{day} {month}").format(day=t.tm_mday, month=month)
        if t.tm_mday == 1:
            return translate("Model", "1 {month} {year}").format(month=month, year=t.tm_year)
        return translate("Model", "{day} {month} {year}").format(day=t.tm_mday, month=month, year=t.tm_year)


def _read_meta(save: Path) -> dict | None:
    try:
        data = json.loads(meta_path(save).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, UnicodeDecodeError):
        logger.warning("Unreadable summary beside %s: not listed", save, exc_info=True)
        return None
    return data if isinstance(data, dict) else None


def _adopt_legacy() -> None:
    """Move the autosaves of earlier versions into the games folder, with a summary."""
    folder = data_dir(create=True)
    for mode, name in LEGACY.items():
        old = folder / name
        if not old.exists():
            continue
        summary = summarise_file(mode, old)
        if summary is None:
            continue                  # damaged or unreadable: leave it where it is, untouched
        target = new_slot(mode)
        try:
            os.replace(old, target)
            write_meta(target, summary)
        except OSError:
            logger.warning("Cannot move the old autosave %s into the games folder", old, exc_info=True)
            continue


def summarise_file(mode: str, path: Path) -> dict | None:
    """Read a save with its mode's engine and summarise it (None if it cannot be read)."""
    from troyes_desktop.model.kinds import KINDS

    try:
        game = KINDS[mode].read(path)
    except Exception:  # noqa: BLE001 - a damaged autosave is simply not offered
        logger.warning("Cannot read the autosave %s: not offered", path, exc_info=True)
        return None
    return KINDS[mode].summary(game)


def finished_saves() -> list[Path]:
    """The automatic saves whose summary says the game is over: games the history did not take yet."""
    folder = games_dir(create=False)
    try:
        names = sorted(os.listdir(folder))
    except FileNotFoundError:
        return []
    except OSError:
        logger.warning("Cannot list the games folder %s", folder, exc_info=True)
        return []
    out = []
    for name in names:
        if name.endswith(META_SUFFIX) or name.startswith("."):
            continue
        meta = _read_meta(folder / name)
        if meta is not None and meta.get("over") is True and meta.get("mode") in SUFFIXES:
            out.append(folder / name)
    return out


def store_finished_games(path=None) -> list[Path]:
    """Store in the history the finished games whose automatic saves are still here, then forget those saves
    (a game the history already holds, by its digest, is only forgotten). A save the history still cannot
    take stays for the next time; one that cannot be read stays too (it is never offered to continue).
    Returns the saves forgotten. Never raises; the player is told through ``store.take_notices``."""
    waiting = finished_saves()
    if not waiting:
        return []                  # the usual case: the engines and the history are not even loaded
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.rules.loader import read_save
    done = []
    for save in waiting:
        try:
            _kind, game = read_save(save)
        except SaveError:
            logger.warning("Cannot read the finished game %s: kept for next time", save, exc_info=True)
            continue
        if not getattr(game, "over", False):
            continue
        if record_finished(game, save, path=path, finished=_ended(save)).in_history:
            done.append(save)
    return done


def _ended(save: Path) -> str | None:
    """When a finished game ended: its summary's last write (local time, as the history dates games)."""
    meta = _read_meta(save) or {}
    try:
        return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(float(meta["saved"])))
    except (KeyError, TypeError, ValueError, OverflowError, OSError):
        logger.debug("No end date in the summary of %s", save, exc_info=True)
        return None


#: Whether this run already did the start-up work of :func:`unfinished` (finished games, stray files).
_started = False
#: A temporary file of an atomic write untouched for this long (seconds) was left by an interrupted one.
STRAY_AGE = 300.0


def _at_start() -> None:
    global _started
    if _started:
        return
    _started = True
    from troyes_desktop.rules.common.files import remove_stray_temporaries

    remove_stray_temporaries(games_dir(create=False), older_than=STRAY_AGE)
    _empty_thrown()
    try:
        store_finished_games()
    except Exception:  # noqa: BLE001 - the start screen must open whatever the history does
        logger.warning("Storing the finished games failed; tried again at the next start", exc_info=True)


def unfinished(adopt: bool = True) -> list[Entry]:
    """Every unfinished game kept in the games folder, the most recently played first. The first call of a
    run (with ``adopt``) also stores the finished games the history had not taken and removes stray
    temporary files (:func:`_at_start`)."""
    if adopt and any((data_dir() / n).exists() for n in LEGACY.values()):
        _adopt_legacy()
    if adopt:
        _at_start()
    folder = games_dir(create=False)
    entries: list[Entry] = []
    try:
        names = sorted(os.listdir(folder))
    except FileNotFoundError:
        return []
    except OSError:
        logger.warning("Cannot list the games folder %s", folder, exc_info=True)
        return []
    for name in names:
        if name.endswith(META_SUFFIX) or name.startswith("."):
            continue
        save = folder / name
        meta = _read_meta(save)
        if meta is None or meta.get("over") or meta.get("mode") not in SUFFIXES:
            continue
        try:
            saved = float(meta.get("saved") or save.stat().st_mtime)
        except (OSError, TypeError, ValueError):
            logger.warning("No date for the autosave %s: not listed", save, exc_info=True)
            continue
        entries.append(Entry(save, str(meta["mode"]), str(meta.get("players", "")),
                             str(meta.get("progress", "")), saved, str(meta.get("file") or ""),
                             meta.get("in_file") is True, meta.get("follows") is True))
    entries.sort(key=lambda e: e.saved, reverse=True)
    return entries


# ---------------------------------------------------------------------------------------- failures
def _reasons() -> dict:
    import errno

    return {
        errno.EACCES: translate("Model", "this folder does not allow writing ({folder})"),
        errno.EPERM: translate("Model", "this folder does not allow writing ({folder})"),
        errno.EROFS: translate("Model", "the disk holding {folder} is read-only"),
        errno.ENOSPC: translate("Model", "the disk is full"),
        errno.EDQUOT: translate("Model", "your disk quota is used up"),
        errno.ENOENT: translate("Model", "the folder {folder} does not exist any more"),
        errno.ENOTDIR: translate("Model", "{folder} is not a folder"),
        errno.EISDIR: translate("Model", "a folder of that name is in the way"),
        errno.ENAMETOOLONG: translate("Model", "the file name is too long"),
    }


def write_failure(exc: BaseException, target: Path, what: str) -> str:
    """Plain words for a failed write of ``target``: what failed (``what``, in the current language), why,
    and what to do now."""
    folder = Path(target).parent
    code = getattr(exc, "errno", None)
    reason = _reasons().get(code) or translate("Model", "the computer refused to write the file")
    return translate("Model", _WRITE_FAILED).format(what=what, reason=reason.format(folder=folder))


_WRITE_FAILED = QT_TRANSLATE_NOOP(
    "Model",
    "{what} failed: {reason}.\n\nThe game itself is safe and still in play. Choose “Save elsewhere…” to keep it in another folder.")  # noqa: E501


def record_finished(game, autosave: Path | str | None = None, path=None, finished: str | None = None):
    """Store a finished game in the history, then forget its automatic save ``autosave`` once (and only once)
    the history has committed the game, now or before. When the history cannot take it (disk full, read-only,
    busy), the automatic save stays and :func:`store_finished_games` stores it at the next start. Returns the
    store's ``Recorded``; never raises."""
    from troyes_desktop.store import store_finished

    result = store_finished(game, path, finished)
    if result.in_history and autosave is not None:
        remove(Path(autosave))
    return result
