"""review_save (issue 48): the same figures for the same file and settings, luck that adds up, progress and
Cancel, an unfinished game reviewed up to where it is, a file that cannot be reviewed."""
from __future__ import annotations

import pytest

from troyes_desktop.review.model import LABELS, GameReview
from troyes_desktop.review.run import Cancelled, ReviewError, review_save

from .helpers import dice_save, load, troyes_save


def _identity(review: GameReview) -> None:
    for p in review.players:
        total = p.start_margin + p.luck_vp + p.own_moves_vp + p.others_moves_vp
        assert total == pytest.approx(p.final_margin, abs=0.05)


def _cut(save: dict, n: int) -> dict:
    out = dict(save, actions=save["actions"][:n])
    out.pop("state", None)
    return out


def test_the_same_file_and_settings_give_the_same_figures():
    save = _cut(load(troyes_save(5, ("normal", "easy"))), 70)
    a = review_save(save, [1], budget=0.3, seed=4)
    b = review_save(save, [1], budget=0.3, seed=4)
    assert a.to_json() == b.to_json()
    assert a.decisions and {d.label for d in a.decisions} <= set(LABELS)
    assert not a.complete                                   # reviewed up to where it is
    assert GameReview.from_json(a.to_json()).to_json() == a.to_json()


def test_luck_adds_up_over_a_seeded_game_of_troyes():
    save = load(troyes_save(6, ("normal", "easy")))
    review = review_save(save, [0, 1], budget=0.3, seed=1)
    assert review.complete
    from troyes_desktop.rules.loader import game_from_data

    final = {s["player"]: s["total"] for s in game_from_data(save)[1].scores}
    _identity(review)
    for p in review.players:
        assert p.final_margin == final[p.seat] - final[1 - p.seat]
    assert len(review.chances) >= 5                          # the deal, and a roll at every round at least
    assert review.chances[0].what == "the characters dealt" and review.chances[0].index == 0
    assert any(abs(c.luck_vp[0]) > 0.01 for c in review.chances)
    assert [i for i, _m in review.curve] == sorted(i for i, _m in review.curve)


def test_luck_adds_up_over_a_seeded_game_of_troyes_dice():
    save = load(dice_save(2))
    review = review_save(save, budget=0.5)
    assert [p.seat for p in review.players] == [0] and review.players[0].level == "person"
    _identity(review)
    assert review.mode == "dice" and len(review.chances) >= 10


def test_progress_counts_decisions_and_cancel_stops_the_review():
    save = _cut(load(troyes_save(5, ("normal", "easy"))), 40)
    seen: list[tuple[int, int]] = []
    review = review_save(save, [0], budget=0.2, progress=lambda d, t: seen.append((d, t)))
    assert seen[0] == (0, len(review.decisions)) and seen[-1] == (len(review.decisions),) * 2
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 30

    with pytest.raises(Cancelled):
        review_save(save, [0], budget=0.2, cancelled=cancelled)


def test_a_damaged_or_foreign_file_is_refused_in_plain_words():
    save = load(troyes_save(5, ("normal", "easy")))
    broken = dict(save, actions=save["actions"][:10] + [["pass", 99]])
    broken.pop("state")
    with pytest.raises(ReviewError, match="cannot be reviewed: the save is damaged: action 11"):
        review_save(broken)
    with pytest.raises(ReviewError, match="not a Troyes Desktop save"):
        review_save({"format": "something else"})
    with pytest.raises(ReviewError, match="no seat 3"):
        review_save(save, [2])
