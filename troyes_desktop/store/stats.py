"""Statistics of one player profile, as SQL queries over the store (nothing is replayed).

* :func:`summary`: per mode, games, wins, win rate, mean and best score. A win is a seat marked winner
  (ties share the victory, as in the rules); a game of Troyes Dice played alone has no winner, so it counts
  in the games and scores but not in the win rate (``contested``).
* :func:`against_roy`: the margin of every solo game in order, and the number of games per rating band.
* :func:`against_levels`: per mode and computer level, the games with at least one computer of that level.
* :func:`dice_scores`: Troyes Dice scores over time.
* :func:`profile_statistics`: all of them at once (what the Statistics window opens with).

Every query goes through :meth:`Store.rows` (no ``sqlite3`` error reaches the window), and a seat whose score
is not a whole number (a damaged row) is left out of the scores rather than stopping the statistics.
"""

from __future__ import annotations

from troyes_desktop.rules.troyes.roy import BANDS

from .db import Store
from .records import MODES


def summary(store: Store, profile: int) -> dict[str, dict]:
    out = {}
    rows = store.rows(
        "SELECT g.mode, COUNT(*), SUM(s.winner = 1), COUNT(s.winner), AVG(s.score), MAX(s.score) "
        "FROM seats s JOIN games g ON g.key = s.game WHERE s.profile = ? AND typeof(s.score) = 'integer' "
        "GROUP BY g.mode",
        (profile,))
    for mode, games, wins, contested, mean, best in rows:
        wins = int(wins or 0)
        out[mode] = {"games": int(games), "wins": wins, "contested": int(contested),
                     "win_rate": wins / contested if contested else None,
                     "mean": float(mean), "best": int(best)}
    return {m: out[m] for m in MODES if m in out}


def against_roy(store: Store, profile: int) -> dict:
    """``{"margins": [(finished, margin)], "bands": [count per band, 0-5], "band_texts": [...]}``."""
    rows = store.rows(
        "SELECT g.finished, g.margin, g.rating FROM seats s JOIN games g ON g.key = s.game "
        "WHERE s.profile = ? AND g.mode = 'solo' ORDER BY g.finished, g.key", (profile,))
    bands = [0] * len(BANDS)
    for _f, _m, rating in rows:
        if _whole(rating) and 0 <= rating < len(bands):
            bands[rating] += 1
    return {"margins": [(str(f), m) for f, m, _r in rows if _whole(m)], "bands": bands,
            "band_texts": [text for _upper, text in BANDS]}


def against_levels(store: Store, profile: int) -> list[dict]:
    """Per (mode, level): the profile's games with a computer player of that level, and its wins."""
    rows = store.rows(
        "SELECT g.mode, o.level, COUNT(DISTINCT s.game), "
        "COUNT(DISTINCT CASE WHEN s.winner = 1 THEN s.game END) "
        "FROM seats o JOIN seats s ON s.game = o.game AND s.profile = ? JOIN games g ON g.key = o.game "
        "WHERE o.level != 'person' GROUP BY g.mode, o.level", (profile,))
    order = {"easy": 0, "normal": 1, "hard": 2}
    out = [{"mode": m, "level": lv, "games": int(n), "wins": int(w), "win_rate": int(w) / int(n)}
           for m, lv, n, w in rows]
    out.sort(key=lambda r: (MODES.index(r["mode"]) if r["mode"] in MODES else 9, order.get(r["level"], 9)))
    return out


def dice_scores(store: Store, profile: int) -> list[tuple[str, int]]:
    return [(str(f), sc) for f, sc in store.rows(
        "SELECT g.finished, s.score FROM seats s JOIN games g ON g.key = s.game "
        "WHERE s.profile = ? AND g.mode = 'dice' ORDER BY g.finished, g.key", (profile,)) if _whole(sc)]


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def profile_statistics(store: Store, profile: int) -> dict:
    return {"summary": summary(store, profile), "roy": against_roy(store, profile),
            "levels": against_levels(store, profile), "dice_scores": dice_scores(store, profile),
            "achievements": store.achievements_of(profile)}
