"""The board's size and its smallest print on screen (prints figures; asserts nothing).

    python tests/benchmarks/board_sizes.py [--demo troyes-4p-queue] [--sizes 1280x720,1920x1080]
                                           [--percents 100,150] [--lang en]

Runs offscreen (QT_QPA_PLATFORM=offscreen unless set) in a throw-away data folder. For each window size and
text size: the board's area (the view) and the board as drawn in it (px), the empty band left under or
beside it, the view's scale, and the smallest text the board draws, on screen: the item font's pixel size
(after any shrinking to fit) times the view's scale, overall and for the cards' effects, the event cards' VP
lines, the salaries and the outdoor tiles' lines (issue 50, finding 3).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, ROOT)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TROYES_DESKTOP_HOME", tempfile.mkdtemp(prefix="board-sizes-"))

def measure(window, page) -> dict:
    view = page.board
    scale = view.transform().m11()
    rect = view.sceneRect()
    area = view.viewport().size()
    from tests.gui.board_print import drawn_sizes

    sizes = drawn_sizes(page.scene)

    def smallest(pred) -> float:
        got = [px for item, s, px in sizes if pred(item, s)]
        return min(got) * scale if got else float("nan")

    return {
        "area": (area.width(), area.height()),
        "board": (round(rect.width() * scale), round(rect.height() * scale)),
        "band": (area.width() - round(rect.width() * scale), area.height() - round(rect.height() * scale)),
        "scale": scale,
        "smallest": smallest(lambda i, s: True),
        "cards": smallest(lambda i, s: i == "ActivityCardItem"),
        "events": smallest(lambda i, s: i == "EventCardItem"),
        "buildings": smallest(lambda i, s: i == "BuildingItem"),
        "outdoor": smallest(lambda i, s: i.startswith("Outdoor") or i.startswith("Rampart")),
        "left": page.panels_scroll.width(),
        "right": page.side.width() if page.side.isVisible() else 0,
        "prompt": page.prompt.height(),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--demo", default="troyes-4p-queue")
    parser.add_argument("--sizes", default="1280x720,1366x768,1920x1080")
    parser.add_argument("--percents", default="100,150")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()


    from troyes_desktop import cli, settings
    from troyes_desktop.app.language import apply_language
    from troyes_desktop.app.main_window import MainWindow
    from troyes_desktop.shared_ui import theme
    from troyes_desktop.troyes_ui.demo import build_demo

    app = cli._application(offscreen=True)
    theme.set_setting("view/chronicle", True)
    settings.set("animation_speed", "Instant")
    apply_language(args.lang)
    print(f"demo {args.demo}, {args.lang}; sizes on screen in px (item font px x view scale)")
    print(f"{'window':>10} {'text':>5} {'area':>10} {'board':>10} {'band':>9} {'scale':>6} {'min':>5} "
          f"{'cards':>5} {'events':>6} {'bldgs':>5} {'outdr':>5} {'left':>5} {'right':>5} {'prompt':>6}")
    for percent in (int(p) for p in args.percents.split(",")):
        settings.set("text_scale", percent)
        for size in args.sizes.split(","):
            w, h = (int(v) for v in size.split("x"))
            window = MainWindow()
            window.resize(w, h)
            window.apply_text_size() if hasattr(window, "apply_text_size") else None
            window.start_game("troyes", build_demo(args.demo), autosave=False)
            page = window.pages["troyes"]
            if page.curtain.covering:
                page.curtain.reveal()
            window.show()
            for _ in range(5):
                app.processEvents()
            page.board.fit()
            app.processEvents()
            m = measure(window, page)
            print(f"{size:>10} {percent:>4}% {m['area'][0]:>4}x{m['area'][1]:<5} {m['board'][0]:>4}x"
                  f"{m['board'][1]:<5} {m['band'][0]:>4}x{m['band'][1]:<4} {m['scale']:6.3f} "
                  f"{m['smallest']:5.1f} {m['cards']:5.1f} {m['events']:6.1f} {m['buildings']:5.1f} "
                  f"{m['outdoor']:5.1f} {m['left']:>5} {m['right']:>5} {m['prompt']:>6}")
            window.pause_pages()
            window.close()
            window.deleteLater()
            app.processEvents()
    settings.set("text_scale", 100)


if __name__ == "__main__":
    main()
