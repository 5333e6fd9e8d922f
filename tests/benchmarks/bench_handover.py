"""The key presses spent on hot-seat hand-overs (prints figures; asserts nothing).

    python tests/benchmarks/bench_handover.py [--seed 7] [--no-card]

A 4-player Troyes game (Head of the family and the Ramparts) of three people and a Normal computer (the fourth
seat), played in the real window offscreen at 1920x1080: each person's decision is a seeded random legal move
given to the model (not counted: it is the game, not the hand-over); every press the hand-over asks for (the
"has played" card's "Pass the seat", the curtain's "I am X: show my view") is an Enter key press on the widget
that has the focus, and is counted. Figures: the presses from the start of the game to the first roll (the
initial placement), and over round 1 (from its first roll to round 2's), with the number of hand-overs between
two people in each. ``--no-card`` turns the setting "Show what the last player did" off (when it exists).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, ROOT)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TROYES_DESKTOP_HOME", tempfile.mkdtemp(prefix="bench-handover-"))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--no-card", action="store_true")
    args = parser.parse_args()

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tests.page_helpers import troyes_page
    from troyes_desktop import settings
    from troyes_desktop.app.main_window import MainWindow
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.rules.troyes.seats import computers_option

    app = QApplication.instance() or QApplication(sys.argv)
    settings.set("animation_speed", "Instant")
    settings.set("computer_pace", "Instant")
    if "show_last_move" in settings.DEFAULTS:
        settings.set("show_last_move", not args.no_card)
    window = MainWindow()
    window.resize(1920, 1080)
    window.show()
    game = Game.new(players=4, seed=args.seed, start_player=0,
                    options={"computers": computers_option({3: "normal"}),
                             "modules": ["head-of-family", "ramparts"]})
    window.start_game("troyes", game, autosave=False)
    page = troyes_page(window)
    model = page.model
    rng = random.Random(args.seed)
    presses = {0: 0, 1: 0}
    handovers = {0: 0, 1: 0}
    last_person = None
    deadline = time.monotonic() + 600
    while model.game.round < 2 and not model.game.over and time.monotonic() < deadline:
        app.processEvents()
        stage = 0 if model.game.round < 1 else 1
        if model.computer_deciding or model.automaton_pending:
            QTest.qWait(5)
            continue
        if page.curtain.covering:
            target = QApplication.focusWidget() or page.curtain
            QTest.keyClick(target, Qt.Key.Key_Return)
            presses[stage] += 1
            continue
        seat = model.decider
        if seat != last_person:
            if last_person is not None and model.is_person(seat):
                handovers[stage] += 1
            last_person = seat
        actions = model.legal_actions()
        idle = ("pass", "cancel", "concede")
        busy = [a for a in actions if a[0] not in idle] or actions
        model.apply(rng.choice(busy))
    card = settings.get("show_last_move") if "show_last_move" in settings.DEFAULTS else True
    print(f"'Show what the last player did': {'on' if card else 'off'}")
    print(f"start to first roll: {presses[0]} presses for {handovers[0]} hand-overs between people")
    print(f"round 1 (first roll to round 2's): {presses[1]} presses "
          f"for {handovers[1]} hand-overs between people")
    window.pause_pages()
    if page.computers is not None:
        page.computers.stop()


if __name__ == "__main__":
    main()
