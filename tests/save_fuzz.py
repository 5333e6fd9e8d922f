"""Damaged save files made from real ones, for the fuzz test (tests/test_fuzz_saves.py) and the longer
benchmark (tests/benchmarks/fuzz_saves.py).

:func:`real_saves` plays seeded games of every kind (Troyes with 2 and 4 players, with every module, solo
against le Roy; Troyes Dice alone and with Banquets and Raids) and returns their save files' bytes.
:func:`damaged_saves` derives ``count`` files from them, seeded: first every case of the issue's list
(names ``[7]``, a 100,000-character name, 1,000-level nesting, a 4,301-digit number, a seed of
``Infinity``, a lone surrogate, colours ``7``, bogus modules, seeds ``"12"`` / ``1.5`` / ``true``,
garbage in action slots...), then a wrong value at every key of the setup and of the options, then random
damage: truncation, flipped bytes, invalid UTF-8, huge and special numbers, deep nesting, unknown modules,
long names, garbage actions, actions dropped, repeated or swapped; and changes that keep a valid game
(the first actions only, another valid name), so that loading valid games is exercised too.
"""
from __future__ import annotations

import json
import random
from functools import lru_cache

from troyes_desktop.rules.dice.game import Game as DiceGame
from troyes_desktop.rules.troyes import Game, saves
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES

# Placeholders replaced in the JSON text (json.dumps cannot write these values itself).
_BIG_INT = "@@BIG_INT@@"
_DEEP = "@@DEEP@@"
_NUMBERS = {"@@NAN@@": "NaN", "@@INF@@": "Infinity", "@@NINF@@": "-Infinity", "@@E999@@": "1e999",
            _BIG_INT: "1" * 4301, _DEEP: "[" * 1000 + "]" * 1000}

#: Values that have no business at any key of a save.
BAD_VALUES = [None, True, False, 0, -1, 1.5, 10 ** 30, "", "x", "12", [], {}, [None], [7], {"a": 1},
              "\ud800", "@@NAN@@", "@@INF@@", "@@E999@@", _BIG_INT, _DEEP, "A" * 100_000]


def _play(game, steps: int, seed: int, legal=lambda g: g.legal_actions(), over=lambda g: g.over):
    rng = random.Random(seed)
    for _ in range(steps):
        if over(game):
            break
        game.apply(rng.choice(legal(game)))
    return game


@lru_cache(maxsize=1)
def real_saves() -> tuple[tuple[str, bytes], ...]:
    """(label, bytes) of real save files of both games, mid-game and finished."""
    out = []
    troyes = [
        ("troyes-4p", Game.new(4, seed=11, names=["Anna", "Faye", "Geoffrey", "Émilie"]), 220),
        ("troyes-2p-modules", Game.new(2, seed=12, options={"modules": list(AVAILABLE_MODULES)}), 160),
        ("troyes-solo", Game.new(1, seed=13, solo=True), 120),
    ]
    for label, game, steps in troyes:
        _play(game, steps, 5)
        out.append((label, json.dumps(saves.to_dict(game), ensure_ascii=False, indent=1).encode()))
    dice = [
        ("dice-1p-finished", DiceGame.new(1, seed=21, numbering="expert", names=["Aliénor"]), 10_000),
        ("dice-3p-banquets",
         DiceGame.new(3, seed=22, modules=("banquets-and-raids",), names=["Anna", "Bo", "Cy"]), 90),
    ]
    for label, game, steps in dice:
        _play(game, steps, 6)
        out.append((label, json.dumps(game.to_save(), ensure_ascii=False, indent=1).encode()))
    return tuple(out)


def _dump(doc) -> bytes:
    text = json.dumps(doc, ensure_ascii=True, indent=1)
    for key, value in _NUMBERS.items():
        text = text.replace(json.dumps(key), value)
    return text.encode()


def _paths(node, prefix=()):
    """Every key path below ``node`` (dict keys and list indexes)."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield prefix + (k,)
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


def _set(doc, path, value):
    doc = json.loads(json.dumps(doc))
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return doc


def _named_cases(label: str, doc: dict) -> list[tuple[str, bytes]]:
    """The cases the issue lists, applied to one save."""
    dice = doc["game"] == "dice"
    n = doc["setup"]["players"]
    cases = [
        ("names [7]", _set(doc, ("setup", "names"), [7] * n)),
        ("empty names", _set(doc, ("setup", "names"), [""] * n)),
        ("100,000-character name", _set(doc, ("setup", "names", 0), "N" * 100_000)),
        ("25-character name", _set(doc, ("setup", "names", 0), "N" * 25)),
        ("lone surrogate name", _set(doc, ("setup", "names", 0), "Anna\ud800")),
        ("control character name", _set(doc, ("setup", "names", 0), "An\x07na")),
        ("seed '12'", _set(doc, ("setup", "seed"), "12")),
        ("seed 1.5", _set(doc, ("setup", "seed"), 1.5)),
        ("seed true", _set(doc, ("setup", "seed"), True)),
        ("seed Infinity", _set(doc, ("setup", "seed"), "@@INF@@")),
        ("seed NaN", _set(doc, ("setup", "seed"), "@@NAN@@")),
        ("seed 4301 digits", _set(doc, ("setup", "seed"), _BIG_INT)),
        ("seed 2**70", _set(doc, ("setup", "seed"), 2 ** 70)),
        ("1000-level nesting", _set(doc, ("setup",), _DEEP)),
        ("unknown top-level field", _set(doc, ("extra",), 1)),
        ("unknown setup key", _set(doc, ("setup", "cheat"), True)),
        ("garbage action slot", _set(doc, ("actions", 1), ["target", "ramparts", "x", None])),
        ("true for a number in an action", _set(doc, ("actions", 0), [doc["actions"][0][0], True])),
        ("float in an action", _set(doc, ("actions", 0), [doc["actions"][0][0], 1.0])),
        ("nested garbage action", _set(doc, ("actions", 0), [[["x"]]])),
        ("empty action", _set(doc, ("actions", 0), [])),
        ("string action", _set(doc, ("actions", 0), "pass")),
        ("huge action list", _set(doc, ("actions",), [["pass"]] * 30_000)),
    ]
    if dice:
        module_key = ("setup", "modules")
    else:
        module_key = ("setup", "options", "modules")
        cases += [
            ("colours 7", _set(doc, ("setup", "options", "colours"), 7)),
            ("colours [null, 5, [], {}]", _set(doc, ("setup", "options", "colours"), [None, 5, [], {}])),
            ("unknown colour", _set(doc, ("setup", "options", "colours"), ["pink"] * n)),
            ("activities_setup without the module",
             _set(_set(doc, module_key, []), ("setup", "options", "activities_setup"), "alone")),
            ("events_setup 'sometimes'", _set(doc, ("setup", "options", "events_setup"), "sometimes")),
            ("unknown option", _set(doc, ("setup", "options", "speed"), "fast")),
            ("card override cost -50",
             _set(doc, ("setup", "card_overrides"), {"activities": {"herbalist": {"cost": -50}}})),
            ("card override nested", _set(doc, ("setup", "card_overrides"), _DEEP)),
        ]
    for bad in (["bogus"], ["all"], [7], "events", ["events", "events"] if not dice else
                ["banquets-and-raids", "banquets-and-raids"], {}, None):
        cases.append((f"modules {bad!r}", _set(doc, module_key, bad)))
    return [(f"{label}: {name}", _dump(d)) for name, d in cases]


def _every_key_cases(label: str, doc: dict, rng: random.Random) -> list[tuple[str, bytes]]:
    """A wrong value at every key of the setup (options included) and at the top level."""
    out = []
    top = [(k,) for k in doc if k != "state"]
    for path in top + [p for p in _paths(doc["setup"], ("setup",))]:
        for bad in rng.sample(BAD_VALUES, 2):
            name = f"{label}: {'/'.join(map(str, path))} = {str(bad)[:12]}"
            out.append((name, _dump(_set(doc, path, bad))))
    return out


def _random_case(label: str, raw: bytes, doc: dict, rng: random.Random) -> tuple[str, bytes]:
    kind = rng.choice(["truncate", "flip", "utf8", "number", "nesting", "action", "actions", "name",
                       "module", "key", "prefix", "rename"])
    actions = doc["actions"]
    if kind in ("prefix", "rename"):            # changes that keep a valid game (no saved position to match)
        doc = {k: v for k, v in doc.items() if k != "state"}
        if kind == "prefix":
            k = rng.randrange(len(actions) + 1)
            return f"{label}: first {k} actions", _dump(_set(doc, ("actions",), actions[:k]))
        name = rng.choice(["Zoë", "é" * 24, "Anna-Lena", "李", "N" * 24])
        return f"{label}: renamed {name[:8]}", _dump(_set(doc, ("setup", "names", 0), name))
    if kind == "truncate":
        cut = rng.randrange(len(raw))
        return f"{label}: truncated at {cut}", raw[:cut]
    if kind == "flip":
        data = bytearray(raw)
        for _ in range(rng.randint(1, 6)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return f"{label}: flipped bytes", bytes(data)
    if kind == "utf8":
        at = raw.find(b'"names"')
        at = at + 12 if at >= 0 else rng.randrange(len(raw))
        junk = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80"])
        return f"{label}: invalid UTF-8", raw[:at] + junk + raw[at:]
    if kind == "number":
        paths = [p for p in _paths(doc) if p[0] != "state"]
        path = rng.choice(paths)
        value = rng.choice(["@@NAN@@", "@@INF@@", "@@NINF@@", "@@E999@@", _BIG_INT, 2 ** 64, -(2 ** 63),
                            1e308])
        return f"{label}: {'/'.join(map(str, path))} = special number", _dump(_set(doc, path, value))
    if kind == "nesting":
        depth = rng.choice([33, 100, 1000, 5000])
        path = rng.choice([p for p in _paths(doc) if p[0] != "state"])
        text = _dump(_set(doc, path, "@@NEST@@")).replace(b'"@@NEST@@"', b"[" * depth + b"]" * depth)
        return f"{label}: nested {depth} deep", text
    if kind == "action" and actions:
        i = rng.randrange(len(actions))
        junk = rng.choice([None, 7, "x", [], {}, [None], ["die", "x"], ["target", "ramparts", "x", None],
                           [actions[i][0]] + [rng.choice([None, -1, 10 ** 9, "zz", [], True])],
                           actions[i] + [0], actions[i][:-1] if len(actions[i]) > 1 else ["?"]])
        return f"{label}: garbage action {i + 1}", _dump(_set(doc, ("actions", i), junk))
    if kind == "actions" and len(actions) > 2:
        acts = [list(a) for a in actions]
        how = rng.choice(["drop", "repeat", "swap", "shuffle"])
        i = rng.randrange(len(acts) - 1)
        if how == "drop":
            del acts[i]
        elif how == "repeat":
            acts.insert(i, acts[i])
        elif how == "swap":
            acts[i], acts[i + 1] = acts[i + 1], acts[i]
        else:
            rng.shuffle(acts)
        return f"{label}: actions {how}", _dump(_set(doc, ("actions",), acts))
    if kind == "name":
        name = rng.choice(["", " ", "N" * 25, "N" * 1000, "A\ud800", "\udfff", "\x00", "é" * 24, "Zoë"])
        seat = rng.randrange(len(doc["setup"].get("names") or [0]))
        return f"{label}: name {name[:10]!r}", _dump(_set(doc, ("setup", "names", seat), name))
    if kind == "module":
        key = ("setup", "modules") if doc["game"] == "dice" else ("setup", "options", "modules")
        value = rng.choice([["bogus"], ["all"], [7], "events", ["ramparts", "ramparts"], ["promos", None],
                            list(AVAILABLE_MODULES) + ["x"], ["banquets-and-raids"], ["characters"]])
        return f"{label}: modules {value!r}", _dump(_set(doc, key, value))
    path = rng.choice([p for p in _paths(doc) if p[0] != "state"][:400])
    bad = rng.choice(BAD_VALUES)
    return f"{label}: {'/'.join(map(str, path))} = {str(bad)[:12]}", _dump(_set(doc, path, bad))


def damaged_saves(count: int, seed: int = 0) -> list[tuple[str, bytes]]:
    """``count`` damaged files (at least the issue's cases and a wrong value at every setup key)."""
    rng = random.Random(seed)
    fixed, keyed = [], []
    for label, raw in real_saves():
        doc = json.loads(raw)
        fixed.extend(_named_cases(label, doc))
        keyed.extend(_every_key_cases(label, doc, rng))
    out = fixed + keyed
    bases = [(label, raw, json.loads(raw)) for label, raw in real_saves()]
    while len(out) < count:
        label, raw, doc = rng.choice(bases)
        out.append(_random_case(label, raw, doc, rng))
    return out
