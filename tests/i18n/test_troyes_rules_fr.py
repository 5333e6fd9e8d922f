"""The Troyes rules engine speaks French: real illegal actions of real games are refused with French reasons
(base game, a Ladies module, setup and save checks), and le Roy explains his steps in French."""

from __future__ import annotations

import pytest

from troyes_desktop.i18n import localized
from troyes_desktop.rules.common.errors import IllegalAction, SaveError
from troyes_desktop.rules.troyes import saves
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.rules.troyes.roy import BANDS, band_text, rating
from troyes_desktop.rules.troyes.setup_check import SetupError

NB = "\u00a0"   # the no-break space French puts before ":" and ";"


def refusal(g: Game, action) -> str:
    """The reason ``action`` is refused now (the game is unchanged)."""
    before = g.state_dict()
    with pytest.raises(IllegalAction) as exc:
        g.apply(action)
    assert g.state_dict() == before
    return exc.value.reason


def choose(g: Game) -> tuple:
    """The first legal action; against a black die, concede or counter, keeping the purple die if possible."""
    legal = g.legal_actions()
    if g.pending.kind != "black":
        return legal[0]
    for wanted in (("concede",), ("counter",)):
        if wanted in legal:
            return wanted
    return next((a for a in legal if a[0] == "bd" and g.dice[a[1]][0] != 3), legal[-1])


def play_until(g: Game, kind: str, limit: int = 400) -> list[dict]:
    """Play the first legal action until a decision of ``kind`` is pending; the events on the way."""
    events: list[dict] = []
    for _ in range(limit):
        if g.pending.kind == kind:
            return events
        events.extend(g.apply(choose(g)))
    raise AssertionError(f"no {kind} decision")


def first_turn(players: int, wanted, **options) -> tuple[Game, int]:
    """A real game (the first seed that fits) at its first action turn where ``wanted(g, p)`` holds for the
    player to play."""
    for seed in range(1, 60):
        g = Game.new(players, seed=seed, names=["Anna", "Faye", "Geoffrey", "Emily"][:players], **options)
        play_until(g, "turn")
        if wanted(g, g.pending.seat):
            return g, g.pending.seat
    raise AssertionError("no such game")


def test_base_game_refusals_are_french(french):
    g = Game.new(2, seed=3, names=["Anna", "Faye"])
    # 2 players: a neutral citizen already stands on the Palace's space 3.
    assert refusal(g, ("init", 0, 2)) == f"Palais, case 3{NB}: la case est déjà occupée"
    assert refusal(g, ("pass",)) == \
        f"ce n’est pas le moment{NB}: Anna doit placer un habitant (placement initial)"
    g, p = first_turn(2, lambda g, p: any(o == p and c != 1 for c, _v, o in g.dice.values()))
    d, colour = next((d, c) for d, (c, _v, o) in sorted(g.dice.items()) if o == p and c != 1)   # red/yellow
    g.apply(("die", d))
    assert refusal(g, ("die", d)) == "ce dé est déjà dans le lot"
    assert refusal(g, ("target", "building", 1, None)) == \
        {0: "un dé rouge mène au Palais", 2: "un dé jaune mène à l’Hôtel de ville"}[colour]
    white_slot = 3                                   # the white level I card, face up in round 1
    card = g.card(white_slot)
    assert refusal(g, ("target", "card", white_slot, None)) == \
        f"la carte {localized(card)} demande des dés blancs"
    assert localized(card) == card.name_fr
    assert refusal(g, ("target", "cathedral", None, None)) == "la Cathédrale se construit avec des dés blancs"
    assert g.owner_name(NEUTRAL) == "le joueur neutre"


def test_singular_and_plural_are_french(french):
    """A count that can be 1 has its own singular sentence (Innkeeper: 1 denier, Journeyman: 3 deniers)."""
    from troyes_desktop.rules.troyes.cards import cannot_use

    g = Game.new(2, seed=3, names=["Anna", "Faye"])
    innkeeper, journeyman = g.data.activities["innkeeper"], g.data.activities["journeyman"]
    assert cannot_use(g, 0, "innkeeper", 0) == \
        f"la carte {innkeeper.name_fr} coûte 1 denier par utilisation et il ne vous en resterait que 0"
    assert cannot_use(g, 0, "journeyman", 2) == \
        f"la carte {journeyman.name_fr} coûte 3 deniers par utilisation et vous n’en auriez que 2"
    with pytest.raises(SetupError) as exc:
        Game.new(3, options={"colours": ["orange", "blue"]})
    assert str(exc.value) == "les couleurs des joueurs doivent être 3 couleurs, une par joueur"


def test_a_ladies_module_refuses_in_french(french):
    def both_purples(g, p):
        purples = [o for c, _v, o in g.dice.values() if c == 3]
        return p in purples and any(o != p for o in purples)

    g, p = first_turn(3, both_purples, options={"modules": ["head-of-family"]})
    other = next(d for d, (c, _v, o) in g.dice.items() if c == 3 and o not in (p, NEUTRAL))
    assert refusal(g, ("die", other)) == "personne ne peut acheter le dé violet d’un autre joueur"
    mine = next(d for d, (c, _v, o) in g.dice.items() if c == 3 and o == p)
    g.apply(("die", mine))
    assert refusal(g, ("target", "agriculture", None, None)) == \
        "choisissez la couleur du dé violet (rouge, blanc ou jaune)"


def test_le_roy_explains_in_french(french):
    g = Game.new(1, seed=11, names=["Anna"], solo=True, start_player=NEUTRAL)
    placed = [e for e in g.apply(("roy",)) if e["type"] == "roy_setup_place"]
    assert len(placed) == 3
    for e in placed:
        assert f"est parmi ses 3 meilleurs dés{NB}: meilleure place libre d" in e["reason"]
        assert e["reason"].startswith("son ")
    turns = []
    for _ in range(3000):
        if g.over:
            break
        turns.extend(e for e in g.apply(g.legal_actions()[0]) if e["type"] == "roy_turn")
    assert turns
    rows = {"gagne 3 PV", "gagne 2 PV", "place un habitant", "remplit l’évènement le plus à droite",
            "place un homme de métier", "place 2 cubes sur la Cathédrale", "révèle un personnage"}
    assert {t["text"] for t in turns} <= rows
    assert all(t.get("reason") for t in turns if t["action"] != "worker" or t.get("building") is not None)
    # The final scores keep the band's English text (they are saved); it is shown translated.
    you = g.scores[0]
    assert you["rating_text"] == BANDS[you["rating"]][1]
    # (le Roy's verdicts are the French rulebook's words, as in the statistics and the rules reference)
    assert band_text(rating(25)[0]) == f"Félicitations{NB}! C’est une belle performance{NB}!"


def test_save_checks_are_french(french):
    with pytest.raises(SaveError) as exc:
        saves.from_dict({"format": "troyes-desktop-save", "version": 1, "game": "dice"})
    assert str(exc.value) == "cette sauvegarde contient une partie de «\u00a0dice\u00a0», pas de Troyes"
    g = Game.new(2, seed=1)
    data = saves.to_dict(g)
    data["actions"] = [["init", 0, 2]]
    data["state"] = None
    with pytest.raises(SaveError) as exc:
        saves.from_dict(data)
    assert str(exc.value) == (f"la sauvegarde est endommagée{NB}: le coup 1 n’est pas permis "
                              f"(Palais, case 3{NB}: la case est déjà occupée)")


def test_english_stays_english():
    g = Game.new(2, seed=3, names=["Anna", "Faye"])
    assert refusal(g, ("init", 0, 2)) == "Palace space 3 is already taken"
    assert refusal(g, ("pass",)) == ("this move is not possible now: Anna must place a citizen for the "
                                     "initial placement")
