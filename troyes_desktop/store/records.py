"""A finished (or saved) game as a record for the store: pure data, no Qt, no SQLite.

The record is the game's save (setup and actions, from which anything can be recomputed) plus what the
statistics ask for without replaying: the mode, the seats (a person's name and profile, or a computer
level), the scores, the winners and the scoring breakdown. :func:`game_key` identifies a game by its
setup and actions, so storing the same game twice is recognised.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.rules.common.serialization import action_from_json, action_to_json
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.rules.troyes.scoring import final_scores

MODES = ("troyes", "solo", "dice")
#: mode id -> its English title (show it with :func:`mode_title`, in the current language).
MODE_TITLES = {"troyes": QT_TRANSLATE_NOOP("Store", "Troyes"),
               "solo": QT_TRANSLATE_NOOP("Store", "Solo against le Roy"),
               "dice": QT_TRANSLATE_NOOP("Store", "Troyes Dice")}


def mode_title(mode: str) -> str:
    """A mode's title in the current language ("Solo against le Roy", "Solo contre le Roy")."""
    title = MODE_TITLES.get(mode)
    return translate("Store", title) if title is not None else str(mode)
#: Computer levels (troyes_desktop.bots.LEVELS); a seat that is not a computer is a person.
PERSON = "person"
LEVELS = ("easy", "normal", "hard")


def profile_key(name: str) -> str:
    """A profile is a player's name, case and spacing ignored ("Aliénor" and " aliénor " are one)."""
    return " ".join(str(name).split()).casefold() or "player"


def clean_name(name: str) -> str:
    return " ".join(str(name).split()) or "Player"


def save_dict(game) -> dict:
    """The game's save without its state snapshot: setup and actions (both games' save format)."""
    if getattr(game, "game_id", "") == "dice":
        return game.to_save()
    from troyes_desktop.rules.troyes.saves import FORMAT, FORMAT_VERSION

    return {"format": FORMAT, "version": FORMAT_VERSION, "game": "troyes", "setup": game.setup,
            "actions": [action_to_json(a) for a in game.history]}


def game_key(save: dict) -> str:
    """A digest of the game's setup and actions: the same game always has the same key."""
    text = json.dumps({"game": save.get("game"), "setup": save.get("setup"), "actions": save.get("actions")},
                      sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def mode_of(game) -> str:
    if getattr(game, "game_id", "") == "dice":
        return "dice"
    return "solo" if game.solo else "troyes"


def seat_levels(setup: dict, n: int) -> list[str]:
    """Who sits at each seat: "person" or a computer level, from where the new-game dialogs record the
    computer players: Troyes Dice's ``setup["seats"]`` (a list of "person" or a level, one per sheet) and
    Troyes' ``setup["options"]["computers"]`` (seat number as text -> level). A setup with neither is all
    people."""
    out = [PERSON] * n
    seats = setup.get("seats")
    if isinstance(seats, list):
        for i, level in enumerate(seats[:n]):
            if isinstance(level, str) and level in LEVELS:
                out[i] = level
    from troyes_desktop.rules.troyes.seats import computer_seats

    for i, level in computer_seats(setup).items():
        if 0 <= i < n and level in LEVELS:
            out[i] = level
    return out


def _names(game) -> list[str]:
    if getattr(game, "game_id", "") == "dice":
        return list(game.setup.get("names") or [f"Player {i + 1}" for i in range(game.n)])
    return [p.name for p in game.players]


def legacy_dice_id(game) -> str:
    """The id under which ``dice_achievements.json`` (earlier versions) recorded a Troyes Dice game."""
    text = json.dumps(game.to_save(), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def build_record(game, seats: list[str] | None = None, names: list[str] | None = None) -> dict:
    """Everything the store keeps about a finished game (``game.over`` must be true)."""
    save = save_dict(game)
    mode = mode_of(game)
    names = list(names) if names and len(names) == game.n else _names(game)
    levels = seats or seat_levels(game.setup, game.n)
    if mode == "dice":
        breakdown: Any = game.scoring()
        totals = [int(b["total"]) for b in breakdown]
        winners = set(game.winners())
        achievements = game.achievements()
        margin = rating = None
    else:
        breakdown = game.scores
        if breakdown is None:
            breakdown = final_scores(game)
        totals = [int(s["total"]) for s in breakdown[: game.n]]
        winners = {i for i, s in enumerate(breakdown[: game.n]) if s.get("winner")}
        achievements = [[] for _ in range(game.n)]
        margin = breakdown[0].get("margin") if mode == "solo" else None
        rating = breakdown[0].get("rating") if mode == "solo" else None
    players = []
    for i in range(game.n):
        level = levels[i] if i < len(levels) else PERSON
        players.append({"seat": i, "name": clean_name(names[i]), "level": level, "score": totals[i],
                        "winner": i in winners, "achievements": list(achievements[i])})
    if mode == "solo":
        roy = breakdown[-1]
        opponent = {"name": "le Roy", "score": int(roy["total"])}
    else:
        opponent = None
    modules = list(game.setup.get("modules") or (game.setup.get("options") or {}).get("modules") or [])
    return {"key": game_key(save), "mode": mode, "save": save, "players": players, "roy": opponent,
            "margin": margin, "rating": rating, "modules": modules, "breakdown": breakdown}


def replay_game(save: dict):
    """A game rebuilt from a record's save (raises SaveError for a damaged one)."""
    if save.get("game") == "dice":
        from troyes_desktop.rules.dice import Game as DiceGame

        return DiceGame.from_save(save)
    from troyes_desktop.rules.troyes import saves

    return saves.from_dict(save)


def vp_by_round(save: dict) -> dict:
    """Each player's VP at the end of every round (Troyes) or day (Troyes Dice), by replaying the save.

    ``{"unit": "round"|"day", "labels": [1, 2, ...], "names": [...], "series": [[vp, ...] per player]}``;
    the score at a round's end is what the final scoring would give at that moment (so the last value is
    the final score). Le Roy is the last series of a solo game.
    """
    if save.get("game") == "dice":
        from troyes_desktop.rules.dice import Game as DiceGame

        g = DiceGame(save["setup"])
        names = list(g.setup.get("names")
                     or [translate("Store", "Player {number}").format(number=i + 1) for i in range(g.n)])
        labels: list[int] = []
        series: list[list[int]] = [[] for _ in range(g.n)]
        for raw in save["actions"]:
            events = g.apply(_action(raw))
            for e in events:
                if e.get("type") == "day_ended":
                    labels.append(int(e["day"]))
                    for p, t in enumerate(g.scores()):
                        series[p].append(int(t))
        return {"unit": "day", "labels": labels, "names": names, "series": series}
    g = _RoundProbe(save["setup"])
    names = [p.name for p in g.players] + (["le Roy"] if g.solo else [])
    for raw in save["actions"]:
        g.apply(_action(raw))
    series = [[s[p] for s in g.snapshots] for p in range(len(names))]
    return {"unit": "round", "labels": g.rounds_ended, "names": names, "series": series}


class _RoundProbe(Game):
    """A Troyes game that notes everyone's score at the moment each round ends."""

    def __init__(self, setup: dict) -> None:
        self.snapshots: list[list[int]] = []
        self.rounds_ended: list[int] = []
        super().__init__(setup)

    def emit(self, type_: str, **info) -> None:
        super().emit(type_, **info)
        if type_ == "round_ended":
            self.rounds_ended.append(int(info["round"]))
            self.snapshots.append([int(s["total"]) for s in final_scores(self)])


def _action(raw) -> tuple:
    return action_from_json(raw)
