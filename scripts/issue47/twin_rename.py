"""Issue 47's twin names: one regex pass over the given files (run from the repository's root)."""
import re
import sys

RULES = [
    (r"\btroyes_ui\.log\b", "troyes_ui.chronicle"),
    (r"\bdice_ui\.log\b", "dice_ui.chronicle"),
    (r"\bcontrollers\.board_controller\b", "controllers.controller"),
    (r"troyes_ui/log\.py", "troyes_ui/chronicle.py"),
    (r"dice_ui/log\.py", "dice_ui/chronicle.py"),
    (r"controllers/board_controller\.py", "controllers/controller.py"),
    (r"\bLogPanel\b", "TroyesChronicle"),
    (r"\bDiceLog\b", "DiceChronicle"),
    (r"(?<![A-Za-z_])NewGameDialog\b", "TroyesNewGameDialog"),
    (r"(?<![A-Za-z_])ScoringDialog\b", "TroyesScoringDialog"),
    (r"\bDiceEndDialog\b", "DiceScoringDialog"),
    (r"\bBoardController\b", "TroyesController"),
    (r"\bDicePlay\b", "DiceController"),
    (r"\.show_end\b", ".show_scoring"),
    (r"\bend_dialog\b", "scoring_dialog"),
    (r"\.ask_hint\b", ".hint"),
]
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    new = text
    for pattern, repl in RULES:
        new = re.sub(pattern, repl, new)
    if new != text:
        open(path, "w", encoding="utf-8").write(new)
        print(path)

# The Troyes Dice page's and panel's controller (was ``play``), in the files that deal with Troyes Dice.
PLAY = re.compile(r"(?<=\b(?:self|page)\.)play\b(?![_(])")
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    if "dice_ui" not in path and "dice" not in text.lower():
        continue
    new = PLAY.sub("controller", text)
    if new != text:
        open(path, "w", encoding="utf-8").write(new)
        print(path, "(controller)")
