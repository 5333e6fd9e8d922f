"""The local store of finished games, player profiles and Troyes Dice achievements: one SQLite file.

``games.sqlite3`` in the data folder (:func:`troyes_desktop.paths.data_dir`), opened with :func:`open_store`.

* The file is marked as ours (``PRAGMA application_id``) and carries its schema version
  (``PRAGMA user_version``); an older schema is migrated step by step in one transaction each
  (:data:`MIGRATIONS`), and Troyes Dice achievements kept by earlier versions in
  ``dice_achievements.json`` are imported once.
* A damaged file, a foreign one (another program's database) or one written by a newer Troyes Desktop is
  never opened for writing: it is renamed with a timestamp (``games.sqlite3.damaged-20261126-011500``),
  a new store is started and :attr:`Store.notice` says so in plain words. The store never blocks play.
* A game is stored in one transaction, once: its key is a digest of its setup and actions, so storing the
  same game again changes nothing.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.paths import data_dir

from . import records

FILE_NAME = "games.sqlite3"
#: ``PRAGMA application_id``: "TrDk" as a 32-bit number, so a foreign SQLite file is recognised.
APPLICATION_ID = 0x5472446B
SCHEMA_VERSION = 2
LEGACY_ACHIEVEMENTS = "dice_achievements.json"
#: The Troyes Dice achievements counted over games ("play 3 solo games"...): earned at the third one.
COUNTED = ("played_solo", "played_multiplayer", "played_expansion")
GAMES_NEEDED = 3


class StoreError(Exception):
    """The store could not be written (disk full, read-only folder): a readable reason."""


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


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Version 1 kept each game as one JSON record: split it into games, seats and profiles."""
    conn.execute("ALTER TABLE games RENAME TO games_v1")
    for statement in _statements(SCHEMA_V2):
        conn.execute(statement)
    rows = conn.execute("SELECT key, mode, finished, record FROM games_v1 ORDER BY finished").fetchall()
    for key, _mode, finished, text in rows:
        try:
            record = json.loads(text)
            _insert_game(conn, record, finished, key=key)
        except (ValueError, KeyError, TypeError):
            continue          # an unreadable old record is dropped, the others are kept
    conn.execute("DROP TABLE games_v1")


#: from version -> function bringing the schema to version + 1 (run inside one transaction).
MIGRATIONS = {1: _migrate_1_to_2}


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
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


class Store:
    """An open store. Use as a context manager (closes the connection); see :func:`open_store`."""

    def __init__(self, conn: sqlite3.Connection, path: Path, notice: str = "") -> None:
        self.conn = conn
        self.path = path
        #: A message for the player when the file had to be set aside or could not be migrated ("" if none).
        self.notice = notice

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    # ------------------------------------------------------------------ games
    def has_game(self, key: str) -> bool:
        return self.conn.execute("SELECT 1 FROM games WHERE key = ?", (key,)).fetchone() is not None

    def add_game(self, record: dict, finished: str | None = None, legacy_id: str = "") -> bool:
        """Store a record (:func:`records.build_record`) in one transaction; False if it was already there.

        Troyes Dice achievements are credited to the players' profiles in the same transaction.
        ``legacy_id``: the game's id in an imported ``dice_achievements.json`` (already counted there).
        """
        if self.has_game(record["key"]):
            return False
        try:
            with _transaction(self.conn):
                if self.has_game(record["key"]):
                    return False
                _insert_game(self.conn, record, finished or _now(), legacy_id=legacy_id)
        except sqlite3.Error as exc:
            raise StoreError(_readable(exc)) from None
        return True

    def delete_game(self, key: str) -> bool:
        try:
            with _transaction(self.conn):
                cur = self.conn.execute("DELETE FROM games WHERE key = ?", (key,))
        except sqlite3.Error as exc:
            raise StoreError(_readable(exc)) from None
        return cur.rowcount > 0

    def game_save(self, key: str) -> dict | None:
        row = self.conn.execute("SELECT save FROM game_data WHERE key = ?", (key,)).fetchone()
        return None if row is None else json.loads(row[0])

    def game_record(self, key: str) -> dict | None:
        """The stored game as the JSON record that Export writes (loadable as a save)."""
        row = self.conn.execute(
            "SELECT mode, finished, save, breakdown, margin, rating, roy_score FROM games "
            "JOIN game_data USING (key) WHERE key = ?",
            (key,)).fetchone()
        if row is None:
            return None
        mode, finished, save, breakdown, margin, rating, roy_score = row
        out = json.loads(save)
        seats = self.conn.execute(
            "SELECT seat, name, level, score, winner, achievements FROM seats WHERE game = ? ORDER BY seat",
            (key,)).fetchall()
        out["result"] = {
            "mode": mode, "finished": finished,
            "players": [{"seat": s, "name": n, "level": lv, "score": sc,
                         "winner": None if w is None else bool(w), "achievements": json.loads(a)}
                        for s, n, lv, sc, w, a in seats],
            "breakdown": json.loads(breakdown),
        }
        if mode == "solo":
            out["result"].update({"margin": margin, "rating": rating, "roy_score": roy_score})
        return out

    def history(self) -> list[dict]:
        """Every stored game, newest first: key, mode, finished, players [(name, level, score, winner)]."""
        games: dict[str, dict] = {}
        for key, mode, finished, roy in self.conn.execute(
                "SELECT key, mode, finished, roy_score FROM games ORDER BY finished DESC, key"):
            games[key] = {"key": key, "mode": mode, "finished": finished, "players": [], "roy_score": roy}
        for key, name, level, score, winner in self.conn.execute(
                "SELECT game, name, level, score, winner FROM seats ORDER BY game, seat"):
            if key in games:
                games[key]["players"].append((name, level, score, winner))
        return list(games.values())

    def count_games(self) -> int:
        return int(self.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    # ------------------------------------------------------------------ profiles
    def profiles(self) -> list[dict]:
        """Every player profile, by name: id, name, number of stored games."""
        rows = self.conn.execute(
            "SELECT p.id, p.name, COUNT(s.game) FROM profiles p LEFT JOIN seats s ON s.profile = p.id "
            "GROUP BY p.id ORDER BY p.name COLLATE NOCASE").fetchall()
        return [{"id": i, "name": n, "games": g} for i, n, g in rows]

    def profile_names(self) -> list[str]:
        return [p["name"] for p in self.profiles()]

    def profile_id(self, name: str) -> int | None:
        key = records.profile_key(name)
        row = self.conn.execute("SELECT id FROM profiles WHERE key = ?", (key,)).fetchone()
        return None if row is None else int(row[0])

    def add_profile(self, name: str) -> int:
        try:
            with _transaction(self.conn):
                return _profile(self.conn, name)
        except sqlite3.Error as exc:
            raise StoreError(_readable(exc)) from None

    # ------------------------------------------------------------------ achievements (Troyes Dice)
    def achievements_of(self, profile: int) -> dict:
        """``{"earned": {id: (date, game)}, "counts": {kind: n}}`` for one profile."""
        earned = {a: (d, g) for a, d, g in self.conn.execute(
            "SELECT achievement, earned, game FROM achievements WHERE profile = ?", (profile,))}
        counts = dict(self.conn.execute(
            "SELECT kind, count FROM achievement_counts WHERE profile = ?", (profile,)).fetchall())
        return {"earned": earned, "counts": counts}

    def all_achievements(self) -> list[tuple[str, str, str, str]]:
        """(profile name, achievement, date, game key) for every achievement earned."""
        return self.conn.execute(
            "SELECT p.name, a.achievement, a.earned, a.game FROM achievements a "
            "JOIN profiles p ON p.id = a.profile ORDER BY a.earned, p.name").fetchall()

    def all_counts(self) -> list[tuple[str, str, int]]:
        return self.conn.execute(
            "SELECT p.name, c.kind, c.count FROM achievement_counts c JOIN profiles p ON p.id = c.profile"
        ).fetchall()


def _readable(exc: sqlite3.Error) -> str:
    text = str(exc).lower()
    if "full" in text:
        return translate("Store", "the disk is full")
    if "readonly" in text or "read-only" in text or "permission" in text:
        return translate("Store", "the data folder cannot be written to")
    if "locked" in text or "busy" in text:
        return translate("Store", "another copy of Troyes Desktop is using the list of games")
    if "unable to open" in text:
        return translate("Store", "the list of finished games cannot be opened in the data folder")
    return translate("Store", "the list of finished games could not be written")


def _profile(conn: sqlite3.Connection, name: str) -> int:
    name = records.clean_name(name)
    key = records.profile_key(name)
    row = conn.execute("SELECT id, name FROM profiles WHERE key = ?", (key,)).fetchone()
    if row is not None:
        if row[1] != name:
            conn.execute("UPDATE profiles SET name = ? WHERE id = ?", (name, row[0]))
        return int(row[0])
    return int(conn.execute("INSERT INTO profiles (key, name, created) VALUES (?, ?, ?)",
                            (key, name, _now())).lastrowid)


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
        with contextlib.suppress(OSError):
            path.rename(path.with_name(LEGACY_ACHIEVEMENTS + ".imported"))


def _set_aside(path: Path, why: str) -> str:
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{why}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{why}-{stamp}-{n}")
    for suffix in ("-wal", "-shm", "-journal"):
        extra = path.with_name(path.name + suffix)
        with contextlib.suppress(OSError):
            if extra.exists():
                extra.rename(target.with_name(target.name + suffix))
    path.rename(target)
    return target.name


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=2.0)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _prepare(conn: sqlite3.Connection) -> str:
    """Bring the schema up to date; "" or why the file is not usable ("foreign", "newer", "damaged")."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if app_id != APPLICATION_ID:
        if app_id != 0 or tables:
            return "foreign"
        with _transaction(conn):
            for statement in _statements(SCHEMA_V2):
                conn.execute(statement)
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        return ""
    if version > SCHEMA_VERSION:
        return "newer"
    if version < 1:
        return "damaged"
    while version < SCHEMA_VERSION:
        with _transaction(conn):
            MIGRATIONS[version](conn)
            version += 1
            conn.execute(f"PRAGMA user_version = {version}")
    return ""


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


def open_store(path: Path | None = None) -> Store:
    """Open (creating or migrating if needed) the store; a file that cannot be used is set aside.

    Raises :class:`StoreError` only when no store can be opened at all (e.g. an unwritable data folder).
    """
    path = Path(path) if path is not None else store_path()
    if path.is_dir():
        raise StoreError(translate(
            "Store", "{name} in the data folder is a folder, not the list of finished games").format(
            name=path.name))
    notice = ""
    for _attempt in range(2):
        try:
            conn = _connect(path)
        except sqlite3.Error as exc:
            raise StoreError(_readable(exc)) from None
        try:
            why = _prepare(conn)
        except sqlite3.OperationalError as exc:       # cannot open, locked, disk full: not the file's fault
            conn.close()
            raise StoreError(_readable(exc)) from None
        except sqlite3.DatabaseError:                  # "file is not a database", "malformed"
            why = "damaged"
        if not why:
            try:
                _import_legacy_achievements(conn, path.parent)
            except sqlite3.Error:
                pass          # old achievements not imported this time; tried again next time
            return Store(conn, path, notice)
        conn.close()
        try:
            kept = _set_aside(path, why)
        except OSError as exc:
            raise StoreError(translate(
                "Store",
                "the list of finished games cannot be used and could not be set aside ({reason})").format(
                reason=exc.strerror)) from None
        notice = translate("Store", NOTICES[why]).format(kept=kept)
    raise StoreError(translate("Store", "the list of finished games could not be opened"))
