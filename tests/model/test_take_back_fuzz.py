"""The take-back fuzz, small (tests/take_back_fuzz.py; the benchmark plays more: tests/benchmarks/
bench_take_back.py): random games against computers, le Roy and in Troyes Dice, with random take-backs and
replays, each checked against a fresh replay and the automatic save on the disk; every end is final and
every finished game is in the history exactly once (issue 51: 300 games had become 445 records)."""
from __future__ import annotations

from tests.take_back_fuzz import fuzz


def test_random_take_backs_are_exact_and_every_game_is_recorded_once(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    figures = fuzz(3, seed=1, undo_rate=0.3)
    assert figures.mismatches == []
    assert figures.games == 3 and figures.ends_refused == 3 and figures.records == 3
    assert figures.take_backs >= 10 and figures.replays >= 3
    assert figures.checks == figures.take_backs + figures.replays + figures.games
