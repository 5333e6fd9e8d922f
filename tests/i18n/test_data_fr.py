"""The card data in French: every card, event, character and outdoor tile has its French name and text, the
base game's names are the French rulebook's, the loader gives them through ``localized``, and the board's
tooltips read in French."""

from __future__ import annotations

import json
import re

import pytest

from troyes_desktop.i18n import localized
from troyes_desktop.paths import resource_path
from troyes_desktop.rules.common.errors import DataError
from troyes_desktop.rules.troyes import data

RAW = json.loads(resource_path("data", "troyes_cards.json").read_text(encoding="utf-8"))

#: The French rulebook's names (troyes_rules_fr.md: the appendix "Les cartes Activité / Évènement /
#: Personnage" and "Cartes bonus"), spelled as printed ("oe" where the rulebook does not tie the letters, and
#: the straight apostrophe).
RULEBOOK_NAMES = {
    "artisan": "Artisan", "merchant": "Marchand", "miller": "Meunier", "innkeeper": "Aubergiste",
    "blacksmith": "Forgeron", "militiaman": "Milicien", "journeyman": "Compagnon", "goldsmith": "Orfèvre",
    "sculptor": "Sculpteur", "tithe": "Dîme", "monk": "Moine", "priest": "Prêtre",
    "apprenticeship": "Apprentissage", "confession": "Confession", "templar": "Templier",
    "pilgrimage": "Pèlerinage", "procession": "Procession", "glassblower": "Verrier", "archer": "Archer",
    "chivalry": "Chevalerie", "diplomat": "Diplomate", "hunting": "Chasse", "mercenary": "Mercenaire",
    "tax-collector": "Percepteur", "captain": "Capitaine", "joust": "Joutes", "troubadour": "Troubadour",
    "banquet": "Banquet", "prior": "Prieur",
    "marauding": "Maraudage", "brigands-1": "Brigandage", "brigands-2": "Brigandage",
    "brigands-3": "Brigandage", "skirmishes-1": "Escarmouches", "skirmishes-2": "Escarmouches",
    "war": "Guerre", "normans-attack": "Attaque des Normands",
    "conflict-of-succession": "Conflit de succession",
    "drought": "Sécheresse", "support": "Soutien", "civil-war": "Guerre civile", "wayfarers": "Voyageurs",
    "theological-conflict": "Conflit théologique", "heresy": "Hérésie",
    "traveling-builders": "Maîtres d'oeuvre itinérants", "interrupted-work": "Perturbation des travaux",
    "resistance": "Résistance",
    "chretien-de-troyes": "Chrétien de Troyes", "urbain-iv": "Urbain IV", "thibaut-ii": "Thibaut II",
    "hugues-de-payns": "Hugues de Payns", "le-florentin": "Le Florentin", "henry-i": "Henry Ier",
}


def _cards():
    """Every card entry of the file: (kind, entry), base game, promo cards and The Ladies of Troyes."""
    for section in ("activities", "events", "characters"):
        for entry in RAW[section]:
            yield section, entry
        for entry in RAW["ladies"][section]:
            yield section, entry


def _faces():
    for tile in RAW["ladies"]["outdoor_tiles"]:
        yield from tile["faces"]


def _is_sentence(text: str) -> bool:
    return len(text.split()) >= 2


def test_every_card_event_and_character_has_a_french_name_and_text():
    entries = list(_cards())
    assert len(entries) == 30 + 18 + 6 + 27 + 6 + 3
    for section, entry in entries:
        where = f"{section} {entry['id']}"
        assert entry["text_fr"].strip(), where
        assert entry["text_fr"] != entry["text"] and _is_sentence(entry["text"]), where
        if section != "characters":
            assert entry["name_fr"].strip(), where
        else:                                   # characters: a French name only where it differs
            assert entry.get("name_fr", "?") != entry["name"], where
    for face in _faces():
        assert face["text_fr"].strip() and face["text_fr"] != face["text"], face["id"]


def test_the_french_texts_follow_french_typography():
    texts = [e["text_fr"] for _, e in _cards()] + [f["text_fr"] for f in _faces()]
    for text in texts:
        assert not re.search(r"\S[:;!?]", text), f"a no-break space before : ; ! ? in {text!r}"
        assert not re.search(r" [:;!?]", text), f"a no-break space, not a space, before : ; ! ? in {text!r}"
        assert "VP" not in text, text                   # PV in French
        assert "évènement" in text or "événement" not in text, text   # the glossary's spelling


def test_every_reconstructed_reason_has_its_french():
    def walk(node):
        if isinstance(node, dict):
            if "reason" in node and "provenance" in node and node["reason"]:
                yield node
            for value in node.values():
                yield from walk(value)
        elif isinstance(node, list):
            for value in node:
                yield from walk(value)

    reasons = list(walk(RAW))
    assert len(reasons) > 200
    for node in reasons:
        assert node["reason_fr"].strip(), node["reason"]


def test_the_base_game_names_are_the_french_rulebook_s():
    names = {e["id"]: e.get("name_fr", e["name"]) for _, e in _cards()}
    for card_id, official in RULEBOOK_NAMES.items():
        # The app ties the letters and writes the typographic apostrophe where the rulebook prints "oe" and '.
        assert names[card_id].replace("œ", "oe").replace("\u2019", "'") == official, card_id
    base = {e["id"] for s in ("activities", "events", "characters") for e in RAW[s]}
    assert base - set(RULEBOOK_NAMES) == {"baker"}    # printed "Boulangier" in the rulebook: a misprint


def test_the_ladies_names_are_distinct_from_the_base_cards_they_resemble():
    names = [e.get("name_fr", e["name"]) for section, e in _cards() if section == "activities"]
    assert len(names) == len(set(names)), sorted(n for n in names if names.count(n) > 1)


def test_the_loader_gives_the_french_through_localized(french):
    cards = data.load_with_overrides(None, ladies=True)
    assert localized(cards.activities["tax-collector"]) == "Percepteur"
    assert localized(cards.activities["tax-collector"], "text").startswith("À chaque activation, chaque")
    assert localized(cards.events["traveling-builders"]) == "Maîtres d’œuvre itinérants"
    assert localized(cards.characters["henry-i"]) == "Henry Ier"
    assert localized(cards.characters["urbain-iv"]) == "Urbain IV"
    assert localized(cards.characters["urbain-iv"], "text") == "Récompense vos cubes à la Cathédrale."
    assert localized(cards.events["wolves"], "text") == "+1 dé noir à chaque tour."
    face = cards.ladies["tiles"][1]["faces"][1]
    assert localized(face, "text").startswith("Défaussez un cube\u00a0: +5 deniers")


def test_the_loader_reads_english_when_a_card_has_no_french_and_refuses_empty_french():
    raw = json.loads(json.dumps(RAW))
    del raw["activities"][0]["text_fr"]
    assert "name_fr" not in raw["characters"][0]          # a proper name, the same in French
    cards = data.parse(raw)
    assert cards.activities["artisan"].text_fr == cards.activities["artisan"].text
    assert cards.characters["chretien-de-troyes"].name_fr == "Chrétien de Troyes"
    raw["events"][1]["name_fr"] = ""
    with pytest.raises(DataError, match="name_fr"):
        data.parse(raw)
    raw = json.loads(json.dumps(RAW))
    raw["activities"][2]["cost"]["reason_fr"] = 7
    with pytest.raises(DataError, match="reason_fr"):
        data.parse(raw)


def test_a_bad_correction_is_reported_in_french(french, tmp_path):
    path = tmp_path / "card_overrides.json"
    path.write_text(json.dumps({"activities": {"merchant": {"cost": -1}}}))
    with pytest.raises(DataError) as error:
        data.load(path)
    assert str(error.value) == "carte Activité merchant, cost doit être un nombre entier de 0 à 20, et non -1"


def test_the_tooltips_read_in_french(french):
    from troyes_desktop.troyes_ui.scene import tooltips

    cards = data.load_with_overrides(None, ladies=True)
    tip = tooltips.activity_card(cards.activities["tax-collector"])
    assert "<h3 style='margin:0'>Percepteur</h3>" in tip
    assert "Carte Activité rouge, niveau II." in tip
    assert "Utilisez un lot de 1 à 3 dés rouges\u00a0: activations = valeur du lot ÷ 4" in tip
    assert "Coût de l’homme de métier\u00a0: <b>4 deniers</b>" in tip
    assert "<b>valeur reconstituée</b> — coût d’embauche croissant" in tip
    assert "Tax Collector" not in tip and "reconstructed" not in tip
    templar = tooltips.activity_card(cards.activities["chief-templar"])
    assert "Carte Activité blanche, niveau I. <b>Usage différé</b>" in templar
    assert "<b>5 points d’influence</b>" in templar
    war = tooltips.event_card(cards.events["war"])
    assert "Carte Évènement rouge. Elle appelle une carte de la pioche blanche. 2 dés noirs à chaque" in war
    assert "Se combat avec des dés rouges" in war and "Étendards\u00a0: 5\u00a0;" in war
    assert "Un dé noir à chaque tour" in tooltips.event_card(cards.events["marauding"])
    # Plurals: 1 denier, 2 deniers.
    assert "Salaire\u00a0: 2 deniers par habitant à chaque tour." in tooltips.building_space(0, 2, "Anna")
    assert "Salaire\u00a0: 1 denier par habitant à chaque tour." in tooltips.building_space(1, 3, None)
    assert "<b>Évêché, ligne 2/5, deuxième case</b>\u00a0: atteinte avec un dé blanc" in \
        tooltips.building_space(1, 3, None)
    assert tooltips.face_down_card(1, 2).startswith("<b>Carte Activité blanche, niveau II</b>")
    assert "<b>Dé jaune qui montre 4</b> (symbole\u00a0: gerbe)" in tooltips.die(2, 4, "Anna", True, False)
    assert "dans le quartier du Roy" in tooltips.die(0, 6, "le Roy", False, True, neutral=True, solo=True)
    assert tooltips.CATHEDRAL.startswith("<b>Cathédrale</b>\u00a0: trois niveaux de six cases.")
    assert tooltips.RAMPARTS.startswith("<b>Remparts</b> (action 7)")
    assert "Dés ici\u00a0: 3." in tooltips.district("Anna", 3, 0, False, False)
    face = cards.ladies["tiles"][4]["faces"][1]
    tile = tooltips.outdoor_tile(2, "Dé violet", face, [("Anna", 1)], [], 10)
    assert "relancez votre dé violet" in tile and "Accès\u00a0: personne pour l’instant." in tile


def test_the_board_s_tooltips_read_in_french(qtbot, french):
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.troyes_ui.scene import animation

    from ..gui.scene_helpers import make_board, play_until

    animation.set_speed_override("instant")
    try:
        game = play_until(Game.new(4, seed=7), lambda g: g.round >= 1 and g.pending.kind == "turn")
        model, scene, view = make_board(qtbot, game)
        slot = next(s for s in range(9) if game.slot_revealed[s])
        card = game.card(slot)
        tip = scene.cards[slot].toolTip()
        assert f"<h3 style='margin:0'>{card.name_fr}</h3>" in tip
        assert card.text_fr.split(",")[0].replace("'", "&#x27;") in tip
        assert "Première utilisation\u00a0: engagez un homme de métier" in tip
        hidden = next(s for s in range(9) if not game.slot_revealed[s])
        assert "Face cachée\u00a0: révélée au début du tour" in scene.cards[hidden].toolTip()
        assert "Maraudage" in scene.events[0].toolTip()
        assert "<b>Palais, case 3</b>" in scene.buildings[0].spaces[2].toolTip()
        assert scene.cathedral.toolTip().startswith("<b>Cathédrale</b>")
    finally:
        animation.set_speed_override(None)
