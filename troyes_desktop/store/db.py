"""The local store of finished games, player profiles and Troyes Dice achievements: one SQLite file.

``games.sqlite3`` in the data folder (:func:`troyes_desktop.paths.data_dir`), opened with :func:`open_store`.

* The file is marked as ours (``PRAGMA application_id``) and carries its schema version
  (``PRAGMA user_version``); an older schema is migrated step by step (:data:`MIGRATIONS`), all steps in
  one transaction, and Troyes Dice achievements kept by earlier versions in
  ``dice_achievements.json`` are imported once.
* A damaged file, a foreign one (another program's database) or one written by a newer Troyes Desktop is
  never opened for writing: it is renamed with a timestamp (``games.sqlite3.damaged-20261126-011500``),
  a new store is started and :attr:`Store.notice` says so in plain words. The store never blocks play.
  Damage inside a file (a page a bad disk zeroed, a table gone, a changed byte of the schema, even one that
  is no longer UTF-8: SQLite's error then cannot even be decoded) is found when
  the file is first opened in a run (``PRAGMA integrity_check`` and the schema compared with the one this
  version writes), and when a query meets it later (``database disk image is malformed``): either way the
  file is set aside and the work goes on in a new one. No store call lets ``sqlite3`` errors (nor the
  decoding errors of damaged text) through: they
  become :class:`StoreError` with a readable reason.
* A file being created or migrated is looked at again and changed inside one ``BEGIN IMMEDIATE``
  transaction, so two copies of the app opening a new or old file at once do not trip over each other.
* Another copy of the app holding the file makes a read give up at once (:data:`READ_TIMEOUT`, then
  :data:`BUSY_PAUSE` without trying): the window is never frozen waiting for the history.
* Reviews of games (issue 48) are kept by :meth:`Store.keep_review` with the engine and evaluation versions
  they were made by, and read back by :meth:`Store.review_of` (schema version 3).
* A game is stored in one transaction, once: its key is a digest of its setup and actions, so storing the
  same game again changes nothing. Reading a game back checks that digest (:class:`DamagedRecord`).
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import functools
import json
import logging
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.paths import data_dir
from troyes_desktop.rules.common.errors import SaveError
from troyes_desktop.rules.common.files import parse_json_text

from . import records

logger = logging.getLogger(__name__)

FILE_NAME = "games.sqlite3"
#: ``PRAGMA application_id``: "TrDk" as a 32-bit number, so a foreign SQLite file is recognised.
APPLICATION_ID = 0x5472446B
SCHEMA_VERSION = 3
LEGACY_ACHIEVEMENTS = "dice_achievements.json"
#: The Troyes Dice achievements counted over games ("play 3 solo games"...): earned at the third one.
COUNTED = ("played_solo", "played_multiplayer", "played_expansion")
GAMES_NEEDED = 3
#: How long (seconds) an access waits for another copy of the app that holds the file. Reading waits very
#: little: a history held by another copy answers at once that it is busy (a new-game dialog then offers no
#: names) rather than freezing the window. Writing a finished game (once per game) waits a little longer;
#: a game that still cannot be written stays in the automatic saves and is stored at the next start.
READ_TIMEOUT = 0.1
WRITE_TIMEOUT = 1.0
#: After the file was found busy, reads answer "busy" at once for this long (seconds), without waiting.
BUSY_PAUSE = 2.0

# What a call to SQLite raises: its own errors, and a decoding error when a damaged byte of the file is no
# longer UTF-8 (SQLite quotes the damaged schema in its error message, which Python cannot decode).
SQL_ERRORS = (sqlite3.Error, UnicodeDecodeError)

#: Notices (a file set aside) that no caller read through :attr:`Store.notice`, for ``store.take_notices``.
pending_notices: list[str] = []


class StoreError(Exception):
    """The store could not be read or written (disk full, read-only folder, busy): a readable reason."""


class DamagedRecord(StoreError):
    """A stored game whose record cannot be trusted: unreadable, or its actions no longer match the digest
    stored with them (an action replaced or removed, the end cut off). Its text is the sentence to show."""

    def __init__(self, key: str = "") -> None:
        super().__init__(translate("Store", "This game's record is damaged."))
        self.key = key


# ------------------------------------------------------------------------------------------- schemas
#: Version 1 (Troyes Desktop before profiles): one row per game with its record as JSON.
SCHEMA_V1 = """
CREATE TABLE games (key TEXT PRIMARY KEY, mode TEXT NOT NULL, finished TEXT NOT NULL, record TEXT NOT NULL);
"""

SCHEMA_V2 = """
CREATE TABLE profiles (
    id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, name TEXT NOT NULL, created TEXT NOT NULL);
CREATE TABLE games (
    key TEXT PRIMARY KEY, mode TEXT NOT NULL, finished TEXT NOT NULL, players INTEGER NOT NULL,
    modules TEXT NOT NULL, margin INTEGER, rating INTEGER, roy_score INTEGER);
CREATE INDEX games_finished ON games (finished);
CREATE TABLE game_data (
    key TEXT PRIMARY KEY REFERENCES games (key) ON DELETE CASCADE, save TEXT NOT NULL,
    breakdown TEXT NOT NULL);
CREATE TABLE seats (
    game TEXT NOT NULL REFERENCES games (key) ON DELETE CASCADE, seat INTEGER NOT NULL,
    name TEXT NOT NULL, profile INTEGER REFERENCES profiles (id), level TEXT NOT NULL,
    score INTEGER NOT NULL, winner INTEGER, achievements TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (game, seat));
CREATE INDEX seats_profile ON seats (profile, game, score, winner);
CREATE INDEX seats_computers ON seats (game, level) WHERE level != 'person';
CREATE TABLE achievements (
    profile INTEGER NOT NULL REFERENCES profiles (id), achievement TEXT NOT NULL, earned TEXT NOT NULL,
    game TEXT, PRIMARY KEY (profile, achievement));
CREATE TABLE achievement_counts (
    profile INTEGER NOT NULL REFERENCES profiles (id), kind TEXT NOT NULL, count INTEGER NOT NULL,
    PRIMARY KEY (profile, kind));
CREATE TABLE counted_games (id TEXT PRIMARY KEY);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


#: Version 3: the reviews of games (issue 48), kept with the engine and evaluation versions they were made by.
#: ``game_key``: the caller's key of the game (a stored game's key, or a digest of a save file's setup and
#: actions); ``seats_key``: which seats were reviewed and how (the caller's words, e.g. "0,2/1.0").
REVIEWS = """
CREATE TABLE reviews (
    game_key TEXT NOT NULL, seats_key TEXT NOT NULL, review TEXT NOT NULL, engine_version TEXT NOT NULL,
    evaluation_version TEXT NOT NULL, made TEXT NOT NULL, PRIMARY KEY (game_key, seats_key));
"""
#: The schema of a new file.
SCHEMA = SCHEMA_V2 + REVIEWS


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Version 1 kept each game as one JSON record: split it into games, seats and profiles."""
    conn.execute("ALTER TABLE games RENAME TO games_v1")
    for statement in _statements(SCHEMA_V2):
        conn.execute(statement)
    rows = conn.execute("SELECT key, mode, finished, record FROM games_v1 ORDER BY finished").fetchall()
    for key, _mode, finished, text in rows:
        try:
            record = _parse(text)
            _insert_game(conn, record, finished, key=key)
        except (ValueError, KeyError, TypeError, AttributeError, SaveError):
            logger.warning("An unreadable old record is dropped", exc_info=True)
            continue          # an unreadable old record is dropped, the others are kept
    conn.execute("DROP TABLE games_v1")


def _migrate_2_to_3(conn: sqlite3.Connection) -> None:
    """Version 3 adds the reviews' table (nothing else changes)."""
    for statement in _statements(REVIEWS):
        conn.execute(statement)


#: from version -> function bringing the schema to version + 1 (every step of an opening runs inside the
#: one transaction that looked at the file).
MIGRATIONS = {1: _migrate_1_to_2, 2: _migrate_2_to_3}


# ------------------------------------------------------------------------------------------- opening
def store_path() -> Path:
    return data_dir(create=True) / FILE_NAME


def _now() -> str:
    return _dt.datetime.now().replace(microsecond=0).isoformat(sep=" ")


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:       # SQLite may have rolled back already (a damaged page, a full disk)
            with contextlib.suppress(*SQL_ERRORS):
                conn.execute("ROLLBACK")
        raise


def _parse(text) -> Any:
    """JSON text kept in the store, read through the app's one strict reader (raises SaveError)."""
    if not isinstance(text, str):
        raise SaveError("not text")
    return parse_json_text(text, name=FILE_NAME, what="file")


def _score(value) -> int | None:
    """A stored score as a whole number; None for anything else (a damaged row)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _guarded(method):
    """A store call that never lets an ``sqlite3`` error through. A file found damaged (a malformed page,
    a table gone) is set aside and the call made again on the fresh file (a read then finds nothing, a
    game is written into the new file); a busy or unwritable file raises :class:`StoreError`."""

    @functools.wraps(method)
    def call(self: "Store", *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except SQL_ERRORS as exc:
            logger.warning("The history failed; tried once more", exc_info=True)
            self._failed(exc)
        try:
            return method(self, *args, **kwargs)
        except SQL_ERRORS as exc:
            raise StoreError(_readable(exc)) from None

    return call


class Store:
    """An open store. Use as a context manager (closes the connection); see :func:`open_store`."""

    def __init__(self, conn: sqlite3.Connection, path: Path, notice: str = "",
                 timeout: float = READ_TIMEOUT) -> None:
        self.conn = conn
        self.path = path
        self.timeout = timeout
        self._notices: list[str] = [notice] if notice else []
        self._told = 0

    @property
    def notice(self) -> str:
        """A message for the player when the file had to be set aside or could not be migrated ("" if
        none). Reading it counts as telling the player: what is never read here goes to
        ``store.take_notices`` when the store is closed, so each notice is given once."""
        self._told = len(self._notices)
        return "\n".join(self._notices)

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        with contextlib.suppress(*SQL_ERRORS):
            self.conn.close()
        pending_notices.extend(self._notices[self._told:])
        self._told = len(self._notices)

    # ------------------------------------------------------------------ damage met while in use
    def _failed(self, exc: Exception) -> None:
        """A query failed: a damaged file is replaced by a fresh one (then the caller tries again), anything
        else raises StoreError."""
        kind = _kind(exc)
        if kind == "busy":
            _note_busy(self.path)
        if kind != "damaged":
            raise StoreError(_readable(exc)) from None
        with contextlib.suppress(*SQL_ERRORS):
            self.conn.close()
        self.conn, notice = _replace(self.path, "damaged", self.timeout)
        self._notices.append(notice)

    # ------------------------------------------------------------------ games
    @_guarded
    def has_game(self, key: str) -> bool:
        return _has_game(self.conn, key)

    @_guarded
    def add_game(self, record: dict, finished: str | None = None, legacy_id: str = "") -> bool:
        """Store a record (:func:`records.build_record`) in one transaction; False if it was already there.

        Troyes Dice achievements are credited to the players' profiles in the same transaction.
        ``legacy_id``: the game's id in an imported ``dice_achievements.json`` (already counted there).
        Raises :class:`StoreError` when it cannot be written (a damaged file is replaced first).
        """
        if _has_game(self.conn, record["key"]):
            return False
        with _transaction(self.conn):
            if _has_game(self.conn, record["key"]):
                return False
            _insert_game(self.conn, record, finished or _now(), legacy_id=legacy_id)
        _busy_until.pop(str(self.path), None)
        _still_intact(self.path)
        return True

    @_guarded
    def delete_game(self, key: str) -> bool:
        """Forget a stored game, and with it what it gave the players' profiles: one game fewer towards the
        counted Troyes Dice achievements, and the achievements earned with it (unless another game still
        stored earned them too)."""
        with _transaction(self.conn):
            _uncredit(self.conn, key)
            cur = self.conn.execute("DELETE FROM games WHERE key = ?", (key,))
        _still_intact(self.path)
        return cur.rowcount > 0

    @_guarded
    def game_save(self, key: str) -> dict | None:
        """The stored game's save (setup and actions), checked against its digest; None when the history
        does not hold it. Raises :class:`DamagedRecord` when it cannot be read or no longer matches."""
        row = self.conn.execute("SELECT save FROM game_data WHERE key = ?", (key,)).fetchone()
        return None if row is None else _checked_save(key, row[0])

    @_guarded
    def game_record(self, key: str) -> dict | None:
        """The stored game as the JSON record that Export writes (loadable as a save); raises
        :class:`DamagedRecord` like :meth:`game_save`."""
        row = self.conn.execute(
            "SELECT mode, finished, save, breakdown, margin, rating, roy_score FROM games "
            "JOIN game_data USING (key) WHERE key = ?",
            (key,)).fetchone()
        if row is None:
            return None
        mode, finished, save, breakdown, margin, rating, roy_score = row
        out = _checked_save(key, save)
        seats = self.conn.execute(
            "SELECT seat, name, level, score, winner, achievements FROM seats WHERE game = ? ORDER BY seat",
            (key,)).fetchall()
        try:
            out["result"] = {
                "mode": mode, "finished": finished,
                "players": [{"seat": s, "name": n, "level": lv, "score": sc,
                             "winner": None if w is None else bool(w), "achievements": _parse(a)}
                            for s, n, lv, sc, w, a in seats],
                "breakdown": _parse(breakdown),
            }
        except SaveError:
            raise DamagedRecord(key) from None
        if mode == "solo":
            out["result"].update({"margin": margin, "rating": rating, "roy_score": roy_score})
        return out

    @_guarded
    def history(self) -> list[dict]:
        """Every stored game, newest first: key, mode, finished, players [(name, level, score, winner)].
        A score that is not a whole number (a damaged row) is None."""
        games: dict[str, dict] = {}
        for key, mode, finished, roy in self.conn.execute(
                "SELECT key, mode, finished, roy_score FROM games ORDER BY finished DESC, key"):
            games[key] = {"key": key, "mode": mode, "finished": str(finished), "players": [],
                          "roy_score": _score(roy)}
        for key, name, level, score, winner in self.conn.execute(
                "SELECT game, name, level, score, winner FROM seats ORDER BY game, seat"):
            if key in games:
                games[key]["players"].append((str(name), str(level), _score(score), winner))
        return list(games.values())

    @_guarded
    def count_games(self) -> int:
        return int(self.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    @_guarded
    def rows(self, sql: str, params: tuple = ()) -> list[tuple]:
        """The rows of one read-only query (the statistics), with the same care as every store call."""
        return self.conn.execute(sql, params).fetchall()

    # ------------------------------------------------------------------ reviews
    @_guarded
    def review_of(self, game_key: str, seats_key: str) -> dict | None:
        """The stored review of a game for some seats: ``{"review": the review's JSON, "engine_version",
        "evaluation_version"}``, or None when there is none (or its text cannot be read: made again)."""
        row = self.conn.execute(
            "SELECT review, engine_version, evaluation_version FROM reviews "
            "WHERE game_key = ? AND seats_key = ?",
            (str(game_key), str(seats_key))).fetchone()
        if row is None:
            return None
        try:
            review = _parse(row[0])
        except SaveError:
            logger.warning("A stored review cannot be read; it will be made again")
            return None
        if not isinstance(review, dict):
            return None
        return {"review": review, "engine_version": str(row[1]), "evaluation_version": str(row[2])}

    @_guarded
    def keep_review(self, game_key: str, seats_key: str, review: dict, engine_version: str,
                    evaluation_version: str) -> None:
        """Keep a review (replacing the one kept for the same game and seats). Raises :class:`StoreError`
        when it cannot be written."""
        text = json.dumps(review, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        with _transaction(self.conn):
            self.conn.execute(
                "INSERT OR REPLACE INTO reviews (game_key, seats_key, review, engine_version, "
                "evaluation_version, made) VALUES (?, ?, ?, ?, ?, ?)",
                (str(game_key), str(seats_key), text, str(engine_version), str(evaluation_version), _now()))
        _still_intact(self.path)

    # ------------------------------------------------------------------ profiles
    @_guarded
    def profiles(self) -> list[dict]:
        """Every player profile, by name: id, name, number of stored games."""
        rows = self.conn.execute(
            "SELECT p.id, p.name, COUNT(s.game) FROM profiles p LEFT JOIN seats s ON s.profile = p.id "
            "GROUP BY p.id ORDER BY p.name COLLATE NOCASE").fetchall()
        return [{"id": i, "name": str(n), "games": g} for i, n, g in rows]

    def profile_names(self) -> list[str]:
        return [p["name"] for p in self.profiles()]

    @_guarded
    def profile_id(self, name: str) -> int | None:
        key = records.profile_key(name)
        row = self.conn.execute("SELECT id FROM profiles WHERE key = ?", (key,)).fetchone()
        return None if row is None else int(row[0])

    @_guarded
    def add_profile(self, name: str) -> int:
        with _transaction(self.conn):
            pid = _profile(self.conn, name)
        _still_intact(self.path)
        return pid

    # ------------------------------------------------------------------ achievements (Troyes Dice)
    @_guarded
    def achievements_of(self, profile: int) -> dict:
        """``{"earned": {id: (date, game)}, "counts": {kind: n}}`` for one profile."""
        earned = {a: (d, g) for a, d, g in self.conn.execute(
            "SELECT achievement, earned, game FROM achievements WHERE profile = ?", (profile,))}
        counts = dict(self.conn.execute(
            "SELECT kind, count FROM achievement_counts WHERE profile = ?", (profile,)).fetchall())
        return {"earned": earned, "counts": counts}

    @_guarded
    def all_achievements(self) -> list[tuple[str, str, str, str]]:
        """(profile name, achievement, date, game key) for every achievement earned."""
        return self.conn.execute(
            "SELECT p.name, a.achievement, a.earned, a.game FROM achievements a "
            "JOIN profiles p ON p.id = a.profile ORDER BY a.earned, p.name").fetchall()

    @_guarded
    def all_counts(self) -> list[tuple[str, str, int]]:
        return self.conn.execute(
            "SELECT p.name, c.kind, c.count FROM achievement_counts c JOIN profiles p ON p.id = c.profile"
        ).fetchall()


def _has_game(conn: sqlite3.Connection, key: str) -> bool:
    return conn.execute("SELECT 1 FROM games WHERE key = ?", (key,)).fetchone() is not None


def _checked_save(key: str, text) -> dict:
    """A stored save read strictly, whose digest must still be its key: a record with an action replaced,
    removed or cut off is refused rather than replayed as if it were the game played."""
    try:
        save = _parse(text)
    except SaveError:
        raise DamagedRecord(key) from None
    if not isinstance(save, dict) or records.game_key(save) != key:
        raise DamagedRecord(key)
    return save


#: SQLite's primary result codes met here (``sqlite3.Error.sqlite_errorcode & 0xFF``).
_BUSY_CODES = (5, 6)                     # SQLITE_BUSY, SQLITE_LOCKED
_DAMAGED_CODES = (11, 26)                # SQLITE_CORRUPT, SQLITE_NOTADB
_DAMAGED_WORDS = ("malformed", "not a database", "no such table", "no such column", "corrupt",
                  "could not decode")


def _kind(exc: Exception) -> str:
    """"busy" (another copy holds the file), "damaged" (the file itself is broken) or "other" (the disk,
    the folder's rights...: not the file's fault, it is left where it is)."""
    if isinstance(exc, UnicodeDecodeError):
        return "damaged"
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc).lower()
    if primary in _BUSY_CODES or "locked" in text or "busy" in text:
        return "busy"
    if primary in _DAMAGED_CODES or any(w in text for w in _DAMAGED_WORDS):
        return "damaged"
    return "other"


#: str(path) -> until when (time.monotonic()) reads of that file answer "busy" without trying.
_busy_until: dict[str, float] = {}


def _note_busy(path: Path) -> None:
    _busy_until[str(path)] = time.monotonic() + BUSY_PAUSE


def _readable(exc: Exception) -> str:
    text = str(exc).lower()
    if _kind(exc) == "busy":
        return _busy_text()
    if "full" in text:
        return translate("Store", "the disk is full")
    if "readonly" in text or "read-only" in text or "permission" in text:
        return translate("Store", "the data folder cannot be written to")
    if "unable to open" in text:
        return translate("Store", "the list of finished games cannot be opened in the data folder")
    return translate("Store", "the list of finished games could not be written")


def _busy_text() -> str:
    return translate("Store", "another copy of Troyes Desktop is using the list of games")


def _profile(conn: sqlite3.Connection, name: str) -> int:
    name = records.clean_name(name)
    key = records.profile_key(name)
    row = conn.execute("SELECT id, name FROM profiles WHERE key = ?", (key,)).fetchone()
    if row is not None:
        if row[1] != name:
            conn.execute("UPDATE profiles SET name = ? WHERE id = ?", (name, row[0]))
        return int(row[0])
    return int(cast(int, conn.execute("INSERT INTO profiles (key, name, created) VALUES (?, ?, ?)",
                                      (key, name, _now())).lastrowid))


def _insert_game(conn: sqlite3.Connection, record: dict, finished: str, key: str | None = None,
                 legacy_id: str = "") -> None:
    key = key or record["key"]
    roy = record.get("roy")
    conn.execute(
        "INSERT INTO games (key, mode, finished, players, modules, margin, rating, roy_score) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (key, record["mode"], finished, len(record["players"]), json.dumps(record.get("modules", [])),
         record.get("margin"), record.get("rating"), None if roy is None else roy["score"]))
    # The record itself apart, so that the statistics read small rows only.
    conn.execute("INSERT INTO game_data (key, save, breakdown) VALUES (?, ?, ?)",
                 (key, json.dumps(record["save"], separators=(",", ":")),
                  json.dumps(record.get("breakdown"))))
    contested = record["mode"] != "dice" or len(record["players"]) > 1
    fresh = not (legacy_id and conn.execute("SELECT 1 FROM counted_games WHERE id = ?",
                                            (legacy_id,)).fetchone())
    day = finished[:10]
    for seat in record["players"]:
        person = seat["level"] == records.PERSON
        profile = _profile(conn, seat["name"]) if person else None
        winner = int(bool(seat["winner"])) if contested else None
        conn.execute(
            "INSERT INTO seats (game, seat, name, profile, level, score, winner, achievements) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (key, seat["seat"], seat["name"], profile, seat["level"], seat["score"], winner,
             json.dumps(seat.get("achievements", []))))
        if profile is not None and fresh:
            _credit(conn, profile, seat.get("achievements", []), day, key)


def _credit(conn: sqlite3.Connection, profile: int, achievements: list[str], day: str, game: str) -> None:
    """Troyes Dice achievements of one seat: counted ones earned at the third game, the others at once."""
    for aid in achievements:
        if aid in COUNTED:
            conn.execute("INSERT INTO achievement_counts (profile, kind, count) VALUES (?, ?, 1) "
                         "ON CONFLICT (profile, kind) DO UPDATE SET count = count + 1", (profile, aid))
            n = conn.execute("SELECT count FROM achievement_counts WHERE profile = ? AND kind = ?",
                             (profile, aid)).fetchone()[0]
            if n < GAMES_NEEDED:
                continue
        conn.execute("INSERT OR IGNORE INTO achievements (profile, achievement, earned, game) "
                     "VALUES (?, ?, ?, ?)", (profile, aid, day, game))


def _uncredit(conn: sqlite3.Connection, key: str) -> None:
    """Take back what :func:`_credit` gave each person of game ``key`` (the game is being deleted)."""
    rows = conn.execute("SELECT s.profile, s.achievements FROM seats s JOIN games g ON g.key = s.game "
                        "WHERE s.game = ? AND g.mode = 'dice' AND s.profile IS NOT NULL", (key,)).fetchall()
    for profile, text in rows:
        for aid in _achievement_list(text):
            if aid in COUNTED:
                conn.execute("UPDATE achievement_counts SET count = MAX(0, count - 1) "
                             "WHERE profile = ? AND kind = ?", (profile, aid))
                row = conn.execute("SELECT count FROM achievement_counts WHERE profile = ? AND kind = ?",
                                   (profile, aid)).fetchone()
                if row is None or row[0] < GAMES_NEEDED:        # no longer three games: not earned yet
                    conn.execute("DELETE FROM achievements WHERE profile = ? AND achievement = ?",
                                 (profile, aid))
                    continue
            earned = conn.execute("SELECT game FROM achievements WHERE profile = ? AND achievement = ?",
                                  (profile, aid)).fetchone()
            if earned is None or earned[0] != key:
                continue                       # earned with another game (or before the history kept games)
            # Earned with this game: it goes, unless a game still stored earned it too (the third of its
            # kind for a counted one).
            other = _first_game_with(conn, profile, aid, key, GAMES_NEEDED if aid in COUNTED else 1)
            if other is None and aid in COUNTED:       # counted before the history kept every game
                conn.execute("UPDATE achievements SET game = NULL WHERE profile = ? AND achievement = ?",
                             (profile, aid))
            elif other is None:
                conn.execute("DELETE FROM achievements WHERE profile = ? AND achievement = ?", (profile, aid))
            else:
                conn.execute("UPDATE achievements SET earned = ?, game = ? WHERE profile = ? AND "
                             "achievement = ?", (other[1][:10], other[0], profile, aid))


def _first_game_with(conn: sqlite3.Connection, profile: int, aid: str, but: str,
                     nth: int = 1) -> tuple[str, str] | None:
    """(key, finished) of the ``nth`` other stored Troyes Dice game, oldest first, in which ``profile``
    reached ``aid``."""
    rows = conn.execute("SELECT g.key, g.finished, s.achievements FROM seats s "
                        "JOIN games g ON g.key = s.game "
                        "WHERE s.profile = ? AND g.mode = 'dice' AND g.key != ? ORDER BY g.finished",
                        (profile, but)).fetchall()
    for game, finished, text in rows:
        if aid in _achievement_list(text):
            nth -= 1
            if nth <= 0:
                return game, finished
    return None


def _achievement_list(text) -> list:
    """A seat's achievements as stored; a damaged cell counts as none."""
    try:
        achievements = _parse(text)
    except SaveError:
        logger.warning("Damaged achievements in the history", exc_info=True)
        return []
    return achievements if isinstance(achievements, list) else []


def _import_legacy_achievements(conn: sqlite3.Connection, folder: Path) -> None:
    """Profiles and achievements of ``dice_achievements.json`` (earlier versions) move into the store once."""
    if conn.execute("SELECT 1 FROM meta WHERE key = 'legacy_achievements'").fetchone():
        return
    path = folder / LEGACY_ACHIEVEMENTS
    data = None
    if path.exists():
        from troyes_desktop.rules.common.errors import SaveError
        from troyes_desktop.rules.common.files import read_json_file

        try:                                  # the strict reader: no pipe, no huge or deeply nested file
            data = read_json_file(path, max_bytes=1024 * 1024, what="achievements file")
        except SaveError:
            logger.warning("The old achievements file %s cannot be read", path, exc_info=True)
            data = None
    with _transaction(conn):
        if isinstance(data, dict) and isinstance(data.get("profiles"), dict):
            for prof in data["profiles"].values():
                if not isinstance(prof, dict) or not isinstance(prof.get("name"), str):
                    continue
                pid = _profile(conn, prof["name"])
                for kind, n in (prof.get("games") or {}).items():
                    if kind in COUNTED and isinstance(n, int) and n > 0:
                        conn.execute("INSERT OR REPLACE INTO achievement_counts (profile, kind, count) "
                                     "VALUES (?, ?, ?)", (pid, kind, n))
                for aid, e in (prof.get("earned") or {}).items():
                    if isinstance(aid, str) and isinstance(e, dict):
                        conn.execute("INSERT OR IGNORE INTO achievements (profile, achievement, earned, "
                                     "game) VALUES (?, ?, ?, ?)", (pid, aid, str(e.get("date", "")), None))
            for gid in data.get("games") or []:
                if isinstance(gid, str):
                    conn.execute("INSERT OR IGNORE INTO counted_games (id) VALUES (?)", (gid,))
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('legacy_achievements', ?)",
                     ("imported" if data is not None else "none",))
    if data is not None:
        try:
            path.rename(path.with_name(LEGACY_ACHIEVEMENTS + ".imported"))
        except OSError:
            logger.warning("Cannot mark %s as imported", path, exc_info=True)


def _set_aside(path: Path, why: str) -> str:
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{why}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{why}-{stamp}-{n}")
    for suffix in ("-wal", "-shm", "-journal"):
        extra = path.with_name(path.name + suffix)
        try:
            if extra.exists():
                extra.rename(target.with_name(target.name + suffix))
        except OSError:
            logger.warning("Cannot set %s aside with its database", extra, exc_info=True)
    path.rename(target)
    return target.name


def _connect(path: Path, timeout: float = READ_TIMEOUT) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=timeout)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _header(conn: sqlite3.Connection) -> tuple[int, int, bool]:
    """(application id, schema version, whether the file holds any table or index), read in one read
    transaction: another copy of the app creating the file at this moment is seen before or after, never
    half-way (an application id of 0 with tables already there would pass for another program's file)."""
    own = not conn.in_transaction
    if own:
        conn.execute("BEGIN")
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        anything = conn.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchone() is not None
    finally:
        if own:
            with contextlib.suppress(*SQL_ERRORS):
                conn.execute("ROLLBACK")      # nothing was written: this only lets the file go
    return app_id, version, anything


def _state(app_id: int, version: int, anything: bool) -> str:
    """"" (ready), "create" (a new empty file), "migrate" (an older schema of ours) or why the file cannot
    be used: "foreign", "newer", "damaged"."""
    if app_id != APPLICATION_ID:
        return "create" if app_id == 0 and not anything else "foreign"
    if version > SCHEMA_VERSION:
        return "newer"
    if version == SCHEMA_VERSION:
        return ""
    return "migrate" if version in MIGRATIONS else "damaged"


def _prepare(conn: sqlite3.Connection, path: Path | None = None) -> str:
    """Bring the schema up to date and check the file; "" or why it is not usable ("foreign", "newer",
    "damaged"). Raises ``sqlite3.Error`` when the file cannot be read (busy, damaged beyond reading)."""
    state = _state(*_header(conn))
    if state in ("create", "migrate"):
        # Another copy of the app may be creating or migrating the same file at this very moment: look
        # again once the file is ours alone, and do all of it inside that one immediate transaction.
        with _transaction(conn):
            state = _state(*_header(conn))
            if state == "create":
                for statement in _statements(SCHEMA):
                    conn.execute(statement)
                conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            elif state == "migrate":
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                while version < SCHEMA_VERSION:
                    MIGRATIONS[version](conn)
                    version += 1
                conn.execute(f"PRAGMA user_version = {version}")
        state = _state(*_header(conn))
    if state:
        return "damaged" if state in ("create", "migrate") else state
    if _schema(conn) != _expected_schema():
        return "damaged"                     # a table or index missing, or its definition changed
    if path is not None and not _checked(conn, path):
        return "damaged"
    return ""


_SCHEMA_QUERY = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%'"
_expected: frozenset | None = None


def _schema(conn: sqlite3.Connection) -> frozenset:
    return frozenset(conn.execute(_SCHEMA_QUERY).fetchall())


def _expected_schema() -> frozenset:
    """What ``sqlite_master`` holds in a file of the current schema (created or migrated)."""
    global _expected
    if _expected is None:
        mem = sqlite3.connect(":memory:")
        try:
            for statement in _statements(SCHEMA):
                mem.execute(statement)
            _expected = _schema(mem)
        finally:
            mem.close()
    return _expected


#: Files whose every page was checked in this run, as (device, inode, size, modification time): damage
#: that appears later inside the run is met by the queries themselves (see :func:`_guarded`); a file
#: changed by another program is checked again.
_intact: set[tuple[int, int, int, int]] = set()


def _identity(path: Path) -> tuple[int, int, int, int] | None:
    try:
        info = path.stat()
    except OSError:
        logger.debug("Cannot stat %s", path, exc_info=True)
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def _checked(conn: sqlite3.Connection, path: Path) -> bool:
    """``PRAGMA integrity_check`` once per file and run (about 10 ms for 3,000 games); False when it fails.
    A zeroed page may also raise ``sqlite3.DatabaseError`` here."""
    ident = _identity(path)
    if ident is None or ident in _intact:
        return True
    if conn.execute("PRAGMA integrity_check").fetchall() != [("ok",)]:
        return False
    _intact.add(ident)
    return True


def _still_intact(path: Path) -> None:
    """This run has just written to a checked file: it needs no new check for that."""
    ident = _identity(path)
    if ident is not None:
        _intact.add(ident)


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]


#: Why a store file was set aside -> the sentence telling the player (``{kept}``: the name it was kept as).
NOTICES = {
    "damaged": QT_TRANSLATE_NOOP(
        "Store",
        "The list of finished games was damaged: it has been kept as {kept} in the data folder and a new list of games has been started."),  # noqa: E501
    "foreign": QT_TRANSLATE_NOOP(
        "Store",
        "The file of finished games was not one of Troyes Desktop's: it has been kept as {kept} in the data folder and a new list of games has been started."),  # noqa: E501
    "newer": QT_TRANSLATE_NOOP(
        "Store",
        "The list of finished games was written by a newer Troyes Desktop: it has been kept as {kept} in the data folder and a new list of games has been started."),  # noqa: E501
}


def _open(path: Path, timeout: float) -> tuple[sqlite3.Connection, str]:
    """A connection to ``path`` and "" when the file is ready, or (closed, why it cannot be used).
    Raises StoreError when it cannot be opened at all (busy, unwritable folder)."""
    try:
        conn = _connect(path, timeout)
    except sqlite3.Error as exc:
        raise StoreError(_readable(exc)) from None
    try:
        why = _prepare(conn, path)
    except SQL_ERRORS as exc:
        kind = _kind(exc)
        if kind != "damaged":                 # busy, cannot open, disk full: not the file's fault
            conn.close()
            if kind == "busy":
                _note_busy(path)
            raise StoreError(_readable(exc)) from None
        why = "damaged"                        # "file is not a database", "malformed"
    if why:
        conn.close()
    return conn, why


def _replace(path: Path, why: str, timeout: float) -> tuple[sqlite3.Connection, str]:
    """Set the unusable file aside and start a new one: (its connection, the notice for the player)."""
    try:
        kept = _set_aside(path, why)
    except OSError as exc:
        raise StoreError(translate(
            "Store",
            "the list of finished games cannot be used and could not be set aside ({reason})").format(
            reason=exc.strerror)) from None
    notice = translate("Store", NOTICES[why]).format(kept=kept)
    conn, again = _open(path, timeout)
    if again:
        raise StoreError(translate("Store", "the list of finished games could not be opened"))
    return conn, notice


def open_store(path: Path | None = None, *, write: bool = False) -> Store:
    """Open (creating or migrating if needed) the store; a file that cannot be used is set aside.

    ``write``: the caller means to store a game (it waits a little longer for another copy of the app, see
    :data:`WRITE_TIMEOUT`). Raises :class:`StoreError` only when no store can be opened at all (an
    unwritable data folder, a file another copy holds).
    """
    path = Path(path) if path is not None else store_path()
    if path.is_dir():
        raise StoreError(translate(
            "Store", "{name} in the data folder is a folder, not the list of finished games").format(
            name=path.name))
    if not write and time.monotonic() < _busy_until.get(str(path), 0.0):
        raise StoreError(_busy_text())         # found busy a moment ago: do not wait for it again
    timeout = WRITE_TIMEOUT if write else READ_TIMEOUT
    notice = ""
    conn, why = _open(path, timeout)
    if why:
        conn, notice = _replace(path, why, timeout)
    _busy_until.pop(str(path), None)
    try:
        _import_legacy_achievements(conn, path.parent)
        _still_intact(path)
    except SQL_ERRORS:
        logger.warning("Old achievements not imported this time", exc_info=True)
        pass          # old achievements not imported this time; tried again next time
    return Store(conn, path, notice, timeout)
