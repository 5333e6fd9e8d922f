"""Plays in a real window on Xvfb: hand-overs pressed with xdotool (real X key events); screenshots with import."""
import os, random, subprocess, sys, time
sys.path.insert(0, os.getcwd())
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest

SIZE = tuple(int(x) for x in sys.argv[1].split("x"))
MODE = sys.argv[2]
OUT = "/tmp/handover-shots"
DISP = os.environ["DISPLAY"]
app = QApplication(sys.argv)
from tests.page_helpers import troyes_page, dice_page
from troyes_desktop import settings
from troyes_desktop.app.main_window import MainWindow
settings.set("computer_pace", "Fast"); settings.set("animation_speed", "Fast")
w = MainWindow(); w.move(0, 0); w.resize(*SIZE); w.show()
QTest.qWait(500)
wid = subprocess.run(["xdotool", "search", "--sync", "--name", "Troyes"], capture_output=True, text=True).stdout.split()
def key(k):
    subprocess.run(["xdotool", "key", "--clearmodifiers", k], check=False)
    QTest.qWait(150)
def shot(name):
    QTest.qWait(300)
    subprocess.run(["import", "-window", "root", "-display", DISP, f"{OUT}/{MODE}-{SIZE[0]}-{name}.png"])
    print("shot", name, flush=True)
if wid:
    subprocess.run(["xdotool", "windowfocus", "--sync", wid[-1]], check=False)
rng = random.Random(5)
if MODE == "troyes":
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.rules.troyes.seats import computers_option
    g = Game.new(players=4, seed=21, start_player=0, names=["Anna", "Bruno", "Chloé", "Denis"],
                 options={"computers": computers_option({3: "normal"}), "modules": ["head-of-family", "ramparts"]})
    w.start_game("troyes", g, autosave=False)
    page = troyes_page(w); model = page.model
    shots = {"first": False, "card1": False, "look": False, "round1card": False}
    presses = 0
    t0 = time.monotonic()
    while model.game.round < 2 and time.monotonic() - t0 < 900:
        QTest.qWait(30)
        if not shots["first"]:
            shot("01-start-placement"); shots["first"] = True
        if model.computer_deciding or model.automaton_pending:
            continue
        if page.curtain.covering:
            if not shots["card1"]:
                shot("02-card-placement"); shots["card1"] = True
            if model.game.round == 1 and not shots["round1card"]:
                shot("04-card-round1"); shots["round1card"] = True
            key("Return"); presses += 1
            continue
        if model.game.round == 1 and not shots["look"] and model.game.pending.kind == "turn":
            key("ctrl+k"); QTest.qWait(300); shot("03a-look-curtain")
            key("Return"); QTest.qWait(300); shot("03b-look-shown")
            key("Return"); QTest.qWait(300); shot("03c-look-closed"); shots["look"] = True
        acts = model.legal_actions()
        busy = [a for a in acts if a[0] not in ("pass", "cancel", "concede")] or acts
        model.apply(rng.choice(busy))
    QTest.qWait(800)
    shot("05-round2")
    print("round", model.game.round, "presses", presses)
else:
    from troyes_desktop.rules.dice import Game
    from troyes_desktop.rules.dice.data import MODULE_BANQUETS
    g = Game.new(5, seed=8, modules=(MODULE_BANQUETS,), names=["Anna", "Bruno", "Chloé", "Denis", "Emma"],
                 seats=["person", "person", "person", "normal", "easy"], simultaneous=True)
    w.start_game("dice", g, autosave=False)
    page = dice_page(w); model = page.model
    taken = set()
    t0 = time.monotonic()
    while not model.game.over and time.monotonic() - t0 < 1200:
        QTest.qWait(20)
        gm = model.game
        if gm.player is not None and gm.player >= 3:
            continue
        if gm.day == 2 and gm.half == 0 and gm.player == 2 and "mid" not in taken:
            shot("01-mid-half-day"); taken.add("mid")
        if gm.day == 2 and gm.half == 1 and gm.player == 0 and "after" not in taken:
            shot("02-half-day-done"); taken.add("after")
        acts = model.legal_actions()
        if acts:
            model.apply(rng.choice(acts))
    QTest.qWait(1500)
    shot("03-end")
    print("over", model.game.over)
w.pause_pages()
app.quit()
