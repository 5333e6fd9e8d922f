"""The Troyes Dice engine speaks French: its refusals, its setup and save checks, the names it provides."""
from __future__ import annotations

import random
import re

import pytest

from troyes_desktop.rules.common.errors import IllegalAction, SaveError
from troyes_desktop.rules.dice import Game
from troyes_desktop.rules.dice.achievements import achievement_text
from troyes_desktop.rules.dice.data import SetupError, building_name
from troyes_desktop.rules.dice.decisions import K_ADJUST, K_DIE

NBSP = "\u00a0"


def _refusals(seed: int) -> list[str]:
    """Play a one-player game with a seeded chooser; at each decision, ask the engine why every die and
    every construction it does not allow is refused. The reasons, in the order met."""
    g = Game.new(players=1, seed=seed)
    chooser = random.Random(seed)
    out = []
    while not g.over:
        kind = g.pending.kind
        if kind == K_DIE:
            probes = [("die", r, p) for r in range(1, 5) for p in (None, "influence", "deniers", "knowledge")]
        elif kind == K_ADJUST:
            probes = [("prestige",), ("work",)]
        else:
            probes = []
        out.extend(why for why in (g.why_illegal(a) for a in probes) if why)
        legal = g.legal_actions()
        g.apply(legal[chooser.randrange(len(legal))])
    return out


def test_the_prices_refused_read_in_french_with_their_plural(french) -> None:
    reasons = set(_refusals(1))
    # Singular in French for 0 and 1, plural from 2: "1 denier", "2 deniers".
    assert "vous ne pouvez pas payer 1 denier (vous en avez 0)" in reasons
    assert "vous ne pouvez pas payer 2 deniers (vous en avez 1)" in reasons
    assert "vous ne pouvez pas payer 1 influence (vous en avez 0)" in reasons
    assert "vous ne pouvez pas payer 1 savoir (vous en avez 0)" in reasons
    assert "cette place ne demande pas de ressource de votre choix" in reasons
    assert not any("cannot" in r or "deniers (you" in r for r in reasons)


def test_a_building_already_drawn_is_named_in_french(french) -> None:
    reasons = [r for r in _refusals(1) if r.startswith("la case ")]
    assert reasons, "the game met no building already drawn"
    names = "Forteresse|Halle|Cathédrale|Palais du comte|Hôtel de ville|Évêché"
    for reason in reasons:
        pattern = rf"la case ({names}) de la colonne [1-6] est déjà (construite|rayée)"
        assert re.fullmatch(pattern, reason), reason


def test_an_illegal_move_is_refused_in_french(french) -> None:
    g = Game.new(players=2, seed=3, names=["Anna", "Faye"])
    assert g.pending.kind == K_DIE and ("die", 3, None) in g.legal_actions()
    assert g.why_illegal(("die", 1, None)) == "le dé noir ne peut jamais être choisi"    # it fell on plaza 1
    with pytest.raises(IllegalAction) as refused:
        g.apply(("fallback",))
    assert refused.value.reason == f"vous pouvez payer un dé{NBSP}: vous devez donc en choisir un"
    with pytest.raises(IllegalAction) as refused:
        g.apply(("die", 3, None), player=1)
    assert refused.value.reason == "c’est au joueur 1 de décider, pas au joueur 2"
    assert g.why_illegal(("die", True, None)) == (
        f"«{NBSP}die{NBSP}»{NBSP}: vrai/faux n’est pas un coup{NBSP}: donnez le nombre entier ou le mot "
        "que le jeu demande")
    assert g.why_illegal(("work",)) == (
        f"«{NBSP}work{NBSP}» n’est pas possible maintenant{NBSP}: le joueur doit choisir un dé")
    g.apply(("die", 3, None))
    assert g.why_illegal(("die", 3, None, 2)) == (
        "un dé se choisit par le rang de sa place (1 à 4) et, si cette place le demande, par la "
        "ressource payée")


def test_impossible_setups_and_damaged_saves_are_explained_in_french(french) -> None:
    with pytest.raises(SetupError, match="^Troyes Dice se joue de 1 à 10 joueurs, pas 11$"):
        Game.new(players=11)
    with pytest.raises(SetupError) as refused:
        Game.new(players=1, numbering="backwards")
    assert str(refused.value) == f"numérotation inconnue 'backwards' (au choix{NBSP}: first, rolled, expert)"

    g = Game.new(players=1, seed=5)
    save = g.to_save()
    save["actions"] = [["fallback"]]                    # a die can be afforded: not a move of this game
    with pytest.raises(SaveError) as refused:
        Game.from_save(save)
    assert str(refused.value) == (
        f"le coup 1 de la sauvegarde ne peut pas être rejoué{NBSP}: vous pouvez payer un dé{NBSP}: vous "
        "devez donc en choisir un")
    save = g.to_save()
    save["setup"]["names"] = ["Anna", "Faye"]           # two names for one sheet
    with pytest.raises(SaveError) as refused:
        Game.from_save(save)
    assert str(refused.value) == (f"configuration invalide dans la sauvegarde{NBSP}: la liste des noms des "
                                  "joueurs doit être une liste de 1 nom")
    save["setup"]["players"] = 3
    with pytest.raises(SaveError) as refused:
        Game.from_save(save)
    assert str(refused.value).endswith("doit être une liste de 3 noms")
    with pytest.raises(SaveError, match="^cette sauvegarde est celle du jeu « troyes », pas de Troyes Dice$"
                       .replace(" »", NBSP + "»").replace("« ", "«" + NBSP)):
        Game.from_save(dict(g.to_save(), game="troyes"))


def test_the_names_the_engine_provides_read_in_french(french) -> None:
    ids = ("fortress", "great_hall", "cathedral", "counts_palace", "city_hall", "bishopric")
    assert [building_name(b) for b in ids] == ["Forteresse", "Halle", "Cathédrale", "Palais du comte",
                                               "Hôtel de ville", "Évêché"]
    assert achievement_text("vp_45") == "Partie terminée avec au moins 45 PV"
    assert achievement_text("citizens_40") == "Partie terminée avec au moins 40 habitants"


def test_english_stays_the_source() -> None:
    g = Game.new(players=1, seed=5)
    assert g.why_illegal(("fallback",)) == "you can afford a die, so you must choose one"
    assert building_name("counts_palace") == "Count's Palace"
    assert achievement_text("vp_45") == "Ended a game with at least 45 VP"
