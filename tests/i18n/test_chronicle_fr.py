"""The Troyes chronicle, the prompts and the computer players' reasons in French (issue 17).

The French audit plays the games of tests/gui/test_chronicle_audit.py, then reads every record in French:
each record kind gives a French sentence (not the English one, no English word of ours left) that still
names its own player, card and numbers. The engine's own reasons (le Roy's, a penalty's) are left out of
the word check: they come from the rules engines.
"""

from __future__ import annotations

import random
import re

from troyes_desktop.bots import addressed_to_you, is_trivial, make_bot
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES, Game
from troyes_desktop.troyes_ui.describe import (
    card_name,
    describe_action,
    describe_decision,
    describe_event,
    fallback_action,
    fallback_event,
    outdoor_title,
    who,
)

from ..gui.ladies_helpers import choose
from ..gui.test_chronicle_audit import NUMBERS, UNSPOKEN

#: Words of our English sentences that French never uses (the engine's reasons are removed first).
ENGLISH = re.compile(
    r"\b(the|and|of|with|from|uses|gains|places|takes|pays|rolls|counters|spends|is|are|"
    r"cube on|their|nobody|neutral|worth|each|round|VP|deniers? of)\b"
)


def _says_fr(sentence: str, n: int) -> bool:
    if str(abs(n)) in sentence:
        return True
    return abs(n) == 1 and any(w in sentence for w in (" un ", " une ", "Un ", "Une "))


def _french_problems(g: Game, rec: dict, text: str, english: str) -> list[str]:
    out = []
    if text == fallback_event(rec):
        return ["no words"]
    if text == english:
        out.append("same as English")
    low = text.lower()
    p = rec.get("player")
    if "player" in rec and isinstance(p, int):
        names = (
            ("neutre", "gris")
            if p == NEUTRAL and not g.solo
            else ("roy",)
            if p == NEUTRAL
            else (who(g, p).lower(),)
        )
        if not any(n in low for n in names):
            out.append(f"player {p}")
    for key in ("card", "event", "cube_card"):
        cid = rec.get(key)
        if isinstance(cid, str) and card_name(g, cid).lower() not in low:
            out.append(f"{key} {cid}")
    for key in NUMBERS:
        n = rec.get(key)
        if (
            isinstance(n, int)
            and not isinstance(n, bool)
            and n
            and (rec["type"], key) not in UNSPOKEN
            and not _says_fr(text, n)
        ):
            out.append(f"{key} {n}")
    ours = text
    for key in ("reason", "text"):
        if isinstance(rec.get(key), str):
            ours = ours.replace(rec[key], "")
    m = ENGLISH.search(ours)
    if m:
        out.append(f"English word {m.group(0)!r}")
    return out


def _play(g: Game, seed: int) -> list[dict]:
    rng = random.Random(seed)
    records: list[dict] = []
    for _ in range(6000):
        if g.over:
            break
        records += g.apply(choose(g, rng, keen=0.5))
    assert g.over
    return records


def _games():
    for seed in range(4):
        options = {"modules": list(AVAILABLE_MODULES)}
        if seed % 2:
            options.update(activities_setup="alone", events_setup="alone")
        yield Game.new(2 + seed % 3, seed=seed, options=options), seed
    yield Game.new(4, seed=7), 7
    yield Game.new(1, seed=3, solo=True), 3


def test_every_troyes_record_reads_in_french_and_names_its_own_record(qapp):
    from troyes_desktop.app.language import apply_language

    played = []
    for g, seed in _games():  # English first: the sentence French must not repeat
        records = _play(g, seed)
        played.append((g, [(rec, describe_event(g, rec)) for rec in records]))
    problems: list[str] = []
    kinds: set[str] = set()
    apply_language("fr")
    try:
        for g, said in played:
            for rec, english in said:
                kinds.add(rec["type"])
                text = describe_event(g, rec)
                problems += [
                    f"{rec['type']}: {x} in {text!r}" for x in _french_problems(g, rec, text, english)
                ]
    finally:
        apply_language("en")
    assert not problems, "\n".join(sorted(set(problems))[:30])
    assert {"dice_used", "income", "event_countered", "outdoor_used", "roy_turn", "guard_moved"} <= kinds


def test_prompts_and_decisions_read_in_french(french):
    g = Game.new(3, seed=0, options={"modules": list(AVAILABLE_MODULES)})
    rng = random.Random(0)
    bad: set[str] = set()
    for _ in range(400):
        if g.over:
            break
        decision = describe_decision(g)
        if decision.endswith(": decide") or ENGLISH.search(decision):
            bad.add(decision)
        for a in g.legal_actions():
            text = describe_action(g, a)
            if text == fallback_action(a) or ENGLISH.search(text):
                bad.add(text)
        g.apply(choose(g, rng, keen=0.5))
    assert not bad, sorted(bad)[:20]


def _record(**fields) -> dict:
    return dict(fields)


def test_plurals_follow_french_rules(french):
    g = Game.new(2, seed=1, names=["Anna", "Faye"])
    said = [describe_event(g, _record(type="agriculture", player=0, deniers=n)) for n in (0, 1, 2)]
    assert said == [
        "Anna exploite l’Agriculture\u00a0: 0 denier.",
        "Anna exploite l’Agriculture\u00a0: 1 denier.",
        "Anna exploite l’Agriculture\u00a0: 2 deniers.",
    ]
    stored = describe_event(g, _record(type="cubes_stored", player=1, cubes=2, card="merchant"))
    assert stored.startswith("Faye pose 2 cubes sur ") and card_name(g, "merchant") in stored
    gained = describe_event(g, _record(type="influence_gained", player=0, influence=1, card="hunting"))
    assert "1 point d’influence" in gained and "points" not in gained


def test_english_plurals_are_unchanged(qapp):
    g = Game.new(2, seed=1, names=["Anna", "Faye"])
    said = [describe_event(g, _record(type="agriculture", player=0, deniers=n)) for n in (1, 2)]
    assert said == ["Anna works the fields: 1 denier.", "Anna works the fields: 2 deniers."]
    rolled = describe_event(g, _record(type="workforce", player=1, values=[[0, 3]]))
    assert rolled == "Faye rolls 1 die: red 3."


def test_a_dice_used_sentence_in_french(french):
    g = Game.new(2, seed=1, names=["Anna", "Faye"])
    rec = _record(
        type="dice_used",
        player=0,
        dice=[[0, 2, 5, 0], [1, 2, 3, 1]],
        target="card",
        card="merchant",
        value=8,
        times=4,
        payments={"1": 4},
    )
    text = describe_event(g, rec)
    assert text == (
        f"Anna utilise le 5 jaune (Anna), le 3 jaune (Faye) pour la carte {card_name(g, 'merchant')}"
        " (valeur 8), en payant 4 deniers à Faye (4 activations)."
    )


def test_outdoor_faces_and_standing_words_in_french(french):
    assert outdoor_title("protect") == "Tour de guet"
    from troyes_desktop.troyes_ui.describe import outdoor_line, standing_word

    assert outdoor_line("agriculture-deniers") == "+5 deniers quand vous exploitez l’Agriculture"
    assert standing_word("never") == "ne jamais utiliser"


def test_computer_reasons_in_french(french):
    g = Game.new(2, seed=4, names=["Anna", "Faye"])
    bot = make_bot("troyes", "normal", seed=1)
    reasons = []
    for _ in range(60):
        if g.over:
            break
        choice = bot.choose(g.determinized(g.pending.seat, 0), g.pending.seat, g.legal_actions())
        reasons.append(choice.reason)
        g.apply(choice.action)
    english = [r for r in reasons if ENGLISH.search(r)]
    assert not english, english[:5]
    assert any(r.startswith(("utilise", "achète", "place", "passe")) for r in reasons), reasons[:5]
    assert addressed_to_you("utilise son 5 jaune et ses dés") == "utilise votre 5 jaune et vos dés"
    assert is_trivial("le seul coup possible") and is_trivial("the only possible move") and is_trivial("")


def test_troyes_dice_computer_reasons_in_french(french):
    game = DiceGame.new(players=1, seed=2, names=["Anna"])
    bot = make_bot("dice", "normal", seed=1)
    reasons = []
    for _ in range(12):
        if game.over:
            break
        choice = bot.choose(game, game.player, game.legal_actions())
        reasons.append(choice.reason)
        game.apply(choice.action)
    assert reasons and not [r for r in reasons if ENGLISH.search(r) or re.search(r"\b(take|gain|build)\b", r)]
    assert any(re.match(r"(Prendre|Gagner|Construire|la colonne|les numéros)", r) for r in reasons), reasons
