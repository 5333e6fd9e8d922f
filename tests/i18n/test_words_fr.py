"""The word helpers follow the language: French singular after 0 and 1, English plural marks resolved."""

from __future__ import annotations

from troyes_desktop.shared_ui.words import is_singular, one_is_singular, plural, resolve_plurals


def test_english_counts_and_plural_marks():
    assert plural(0, "denier") == "0 deniers" and plural(1, "die", "dice") == "1 die"
    assert one_is_singular("Anna gains 1 deniers and 11 cubes.") == "Anna gains 1 denier and 11 cubes."
    assert one_is_singular("gains 1 denier(s) and 2 black die(s)") == "gains 1 denier and 2 black dice"
    assert resolve_plurals("Salary: %n denier(s) per tradesman(s)".replace("%n", "2"), 2) == \
        "Salary: 2 deniers per tradesmen"
    assert resolve_plurals("1 die(s)", 1) == "1 die"
    assert not is_singular(0)


def test_french_singular_after_zero_and_one(french):
    assert is_singular(0) and is_singular(1) and not is_singular(2)
    assert plural(0, "denier") == "0 denier" and plural(2, "denier") == "2 deniers"
    assert plural(1, "dé", "dés") == "1 dé" and plural(3, "dé", "dés") == "3 dés"
    text = "Anna reçoit 0 deniers, 1 dés et 1 points d’influence ; 1 hommes de métier, 10 cubes."
    assert one_is_singular(text) == \
        "Anna reçoit 0 denier, 1 dé et 1 point d’influence ; 1 homme de métier, 10 cubes."
