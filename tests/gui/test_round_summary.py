"""The end-of-round summary: what each player gained and lost, public figures only, shown over the window
for a few seconds and kept in the chronicle."""
from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.rules.troyes.board import START_DENIERS, START_INFLUENCE
from troyes_desktop.rules.troyes.game import Game


def _play(window, game, stop, seed=1):
    window.start_game("troyes", game, autosave=False)
    rng = random.Random(seed)
    for _ in range(3000):
        g = troyes_page(window).model.game
        if stop(g) or g.over:
            return g
        acts = g.legal_actions()
        busy = [a for a in acts if a[0] not in ("pass", "cancel", "concede")] or acts
        troyes_page(window).model.apply(rng.choice(busy))
        window.pause_pages()
    return troyes_page(window).model.game


def _delta(line: str, word: str) -> int:
    m = re.search(r"([+\u2212])(\d+) " + word, line)
    if not m:
        return 0
    return int(m.group(2)) * (1 if m.group(1) == "+" else -1)


def test_the_round_ends_with_a_summary_in_the_chronicle_and_over_the_board(window, qtbot) -> None:
    g = _play(window, Game.new(players=2, seed=11), lambda g: g.round >= 2)
    assert 1 in troyes_page(window).log.summaries
    lines = troyes_page(window).log.summaries[1]
    assert [line.split(":")[0] for line in lines] == [p.name for p in g.players]
    assert all("VP" not in line for line in lines), "the players' VP are not public"
    assert "End of round 1: what changed" in troyes_page(window).log.browser.toPlainText()
    for line in lines:
        assert line in troyes_page(window).log.lines
    toast = troyes_page(window).log.toast
    assert toast is not None and toast.isVisible()
    assert toast.body.text() == "\n".join(lines)
    qtbot.mouseClick(toast, Qt.MouseButton.LeftButton)
    assert not toast.isVisible()


def test_the_rounds_add_up_to_the_whole_game(window, qtbot) -> None:
    g = _play(window, Game.new(players=2, seed=11), lambda g: False)
    assert g.over
    summaries = troyes_page(window).log.summaries
    assert sorted(summaries) == list(range(1, g.rounds + 1))
    for p, pl in enumerate(g.players):
        deniers = sum(_delta(summaries[r][p], "denier") for r in summaries)
        influence = sum(_delta(summaries[r][p], "influence") for r in summaries)
        assert deniers == pl.deniers + pl.district_deniers - START_DENIERS
        assert influence == pl.influence - START_INFLUENCE


def test_le_roy_s_vp_are_public_and_in_the_summary(window, qtbot) -> None:
    _play(window, Game.new(players=1, seed=5, solo=True, names=["Anna"]), lambda g: g.round >= 2)
    roy_line = troyes_page(window).log.summaries[1][1]
    assert roy_line.startswith("Le Roy:")
    anna_line = troyes_page(window).log.summaries[1][0]
    assert "VP" not in anna_line


def test_the_summary_survives_a_rebuild_of_the_chronicle(window, qtbot) -> None:
    _play(window, Game.new(players=2, seed=11), lambda g: g.round >= 3)
    before = dict(troyes_page(window).log.summaries)
    troyes_page(window).log.toast = None
    troyes_page(window).log.rebuild(troyes_page(window).model.game)
    assert troyes_page(window).log.summaries == before
    assert troyes_page(window).log.toast is None, "no summary pops up while the chronicle is rebuilt"
