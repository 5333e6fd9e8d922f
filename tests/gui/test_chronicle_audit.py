"""Issue 11, items 12-14: every chronicle sentence names the card, the player and the numbers of its own
record, and never depends on the state after the action (the record carries the ids it speaks of).

Seeded games with every module (Troyes and Troyes Dice), a base game and a solo game: a few seconds.
"""
from __future__ import annotations

import random

from troyes_desktop.dice_ui.chronicle import CIT
from troyes_desktop.dice_ui.chronicle import describe as describe_dice
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.dice import data as DD
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import WHITE, YELLOW
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES, Game
from troyes_desktop.troyes_ui.describe import COLOURS, card_name, describe_action, describe_event, who

from ..rules.helpers import in_actions, play_group
from .ladies_helpers import choose

#: Numbers a Troyes record speaks of (0 may be left unsaid: "no VP").
NUMBERS = ("vp", "deniers", "influence", "value", "cubes", "owed", "paid", "income", "salary", "round",
           "cost", "points", "shots")
#: (record type, key) pairs whose number is not part of the sentence on purpose.
UNSPOKEN = {("dice_used", "value")}   # checked separately: spoken for cards, events, fields, buildings


def _says(sentence: str, n: int) -> bool:
    if str(abs(n)) in sentence:
        return True
    return abs(n) == 1 and (" a " in sentence or " an " in sentence)


def troyes_problems(g: Game, rec: dict, text: str) -> list[str]:
    out = []
    low = text.lower()
    p = rec.get("player")
    if "player" in rec and isinstance(p, int):
        name = "neutral" if p == NEUTRAL and not g.solo else who(g, p).lower()
        if name not in low:
            out.append(f"player {p}")
    for key in ("card", "event", "cube_card"):
        cid = rec.get(key)
        if isinstance(cid, str) and card_name(g, cid).lower() not in low:
            out.append(f"{key} {cid}")
    for key in NUMBERS:
        n = rec.get(key)
        if isinstance(n, int) and not isinstance(n, bool) and n and (rec["type"], key) not in UNSPOKEN \
                and not _says(text, n):
            out.append(f"{key} {n}")
    if rec["type"] == "dice_used" and rec.get("target") in ("card", "event", "agriculture", "building"):
        if str(rec["value"]) not in text:
            out.append(f"value {rec['value']}")
    return out


def prompt_problems(g: Game) -> list[str]:
    """The prompts (legal actions) name the card, event or die they are about."""
    out = []
    for a in g.legal_actions():
        text = describe_action(g, a)
        if a[0] == "target" and a[1] == "card" and g.card(a[2]).name not in text:
            out.append(f"{a}: {text}")
        elif a[0] == "target" and a[1] == "event" and g.event(a[2]).name not in text:
            out.append(f"{a}: {text}")
        elif a[0] == "die" and len(a) == 2 and a[1] in g.dice:
            colour, value, _ = g.dice[a[1]]
            if f"{COLOURS[colour]} {value}" not in text:
                out.append(f"{a}: {text}")
    return out


def _play_troyes(g: Game, seed: int) -> list[str]:
    rng = random.Random(seed)
    said: list[tuple[dict, str]] = []
    problems: list[str] = []
    for _ in range(6000):
        if g.over:
            break
        problems += prompt_problems(g)
        for rec in g.apply(choose(g, rng, keen=0.5)):
            text = describe_event(g, rec)
            said.append((rec, text))
            problems += [f"{rec['type']}: {x} not in {text!r}" for x in troyes_problems(g, rec, text)]
    assert g.over
    # The same record reads the same once the game has moved on (nothing looked up by position).
    problems += [f"{rec['type']} reads {describe_event(g, rec)!r} later, {text!r} at once"
                 for rec, text in said if describe_event(g, rec) != text]
    return problems


def test_every_troyes_sentence_names_its_own_record():
    problems: list[str] = []
    for seed in range(4):
        options = {"modules": list(AVAILABLE_MODULES)}
        if seed % 2:
            options.update(activities_setup="alone", events_setup="alone")
        problems += _play_troyes(Game.new(2 + seed % 3, seed=seed, options=options), seed)
    problems += _play_troyes(Game.new(4, seed=7), 7)
    problems += _play_troyes(Game.new(1, seed=3, solo=True), 3)
    assert not problems, "\n".join(sorted(set(problems))[:30])


def test_the_dice_used_record_names_the_event_it_countered():
    """The countered card leaves the queue during the action: the sentence must still name it."""
    g = in_actions(3, dice=[(0, WHITE, 4)], spare=True)
    g.queue = [["marauding", []], ["heresy", [1, 1, 2]], ["brigands-1", []]]
    for p in (1, 1, 2):
        g.players[p].cubes -= 1
    records = play_group(g, g.die_ids, "event", 1)
    assert [e[0] for e in g.queue] == ["marauding", "brigands-1"]
    used = next(r for r in records if r["type"] == "dice_used")
    assert used["card"] == "heresy"
    text = describe_event(g, used)
    assert "Heresy" in text and "Brigands" not in text
    assert "Heresy" in describe_event(g, next(r for r in records if r["type"] == "event_cube"))


def test_marauding_countered_stays_in_play_cleared():
    g = in_actions(3, dice=[(0, YELLOW, 3)], spare=True)
    g.queue = [["marauding", [1, 2, 1]], ["war", []]]
    for p in (1, 2, 1):
        g.players[p].cubes -= 1
    records = play_group(g, g.die_ids, "event", 0)
    assert g.queue[0] == ["marauding", []]
    countered = next(r for r in records if r["type"] == "event_countered")
    text = describe_event(g, countered)
    assert "Marauding" in text and "stays in play" in text and "discarded" not in text


# ---------------------------------------------------------------------------------------- Troyes Dice
DICE_NUMBERS = ("value", "amount", "count", "column", "knowledge", "influence", "lost", "dice_counted",
                "cathedral_number", "players", "from", "to")
NAMES = ["Anna", "Faye", "Geoffrey", "Emily"]


#: Records whose "column" is a column of the districts: the chronicle names it by the number the sheet shows
#: above it (the die value of that column), not by its position.
SHEET_COLUMNS = ("fortress_protects", "die_already_crossed", "die_crossed", "built")


def dice_problems(rec: dict, text: str, names: list[str], numbering: list[int]) -> list[str]:
    out = []
    p = rec.get("player")
    if isinstance(p, int) and names[p] not in text:
        out.append(f"player {p}")
    for key in DICE_NUMBERS:
        n = rec.get(key)
        if key == "column" and rec["type"] in SHEET_COLUMNS and isinstance(n, int):
            if f"{numbering[n - 1]}" not in text or (rec["type"] == "built"
                                                     and f"column of the {numbering[n - 1]}" not in text):
                out.append(f"column numbered {numbering[n - 1]}")
            continue
        if isinstance(n, int) and not isinstance(n, bool) and n and str(n) not in text:
            out.append(f"{key} {n}")
    for key in ("colour", "to", "from"):
        c = rec.get(key)
        if isinstance(c, str) and c not in text and CIT.get(c, c) not in text:
            out.append(f"{key} {c}")
    b = rec.get("building")
    if isinstance(b, str) and DD.BUILDING_NAMES.get(b, b) not in text:
        out.append(f"building {b}")
    for b, a, c in rec.get("links_lost") or ():
        na, nc = numbering[a - 1], numbering[c - 1]
        named = f"{DD.BUILDING_NAMES[b]} between the columns of the {na} and the {nc}"
        if named not in text:
            out.append(f"link {b} {a}-{c}")
    return out


def test_every_dice_sentence_names_its_own_record():
    problems: list[str] = []
    seen: set[str] = set()
    for seed in range(10):
        n = 1 + seed % 4
        g = DiceGame.new(players=n, seed=seed, modules=("banquets-and-raids",) if seed % 2 == 0 else (),
                     names=NAMES[:n], numbering="rolled" if seed % 3 == 0 else "first")
        rng = random.Random(seed)
        records = list(g.initial_events)
        while not g.over:
            records += g.apply(rng.choice(g.legal_actions()))
        for rec in records:
            seen.add(rec["type"])
            text = describe_dice(rec, NAMES[:n], g.numbering)
            if text is None:
                continue
            # the day is the chronicle's heading above the dice rolled
            problems += [f"{rec['type']}: {x} not in {text!r}"
                         for x in dice_problems(rec, text, NAMES[:n], g.numbering)
                         if not (rec["type"] == "dice_rolled" and x.startswith("day"))]
    assert not problems, "\n".join(sorted(set(problems))[:30])
    assert {"die_crossed", "fortress_protects", "banquet", "link_bonus", "built"} <= seen
