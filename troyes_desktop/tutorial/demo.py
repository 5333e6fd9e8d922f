"""``--screenshot --demo help | tutorial-troyes | tutorial-dice``: a representative page of the rules
reference and of each guided game (never touching a lesson's saved progress)."""

from __future__ import annotations

LEARN_DEMOS = {
    "help": "the rules reference, on activity cards",
    "tutorial-troyes": "the guided first game of Troyes, hiring a tradesman",
    "tutorial-dice": "the guided first day of Troyes Dice, building a Fortress",
}


def build_learn_demo(name: str, parent=None, size=None):
    """The window of the demo ``name`` (KeyError for an unknown name)."""
    LEARN_DEMOS[name]
    if name == "help":
        from troyes_desktop.help.window import HelpWindow

        w = HelpWindow(parent)
        w.open_topic("troyes-activities")
    elif name == "tutorial-troyes":
        from troyes_desktop.tutorial.troyes import TroyesTutorialWindow

        w = TroyesTutorialWindow(parent, resume=False, delay_ms=0, save=False)
        lesson = w.lesson
        while lesson.step["id"] != "hire":
            if lesson.needs_next():
                lesson.next()
            else:
                for d in sorted(lesson.selection):
                    w.scene.controller.click_die(d)
    else:
        from troyes_desktop.tutorial.dice import DiceTutorialWindow

        w = DiceTutorialWindow(parent, resume=False, save=False)
        while w.lesson.needs_next() and w.lesson.step["id"] != "fortress":
            w.lesson.next()
    if size is not None:
        w.resize(*size)
    return w
