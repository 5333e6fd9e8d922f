"""Issue 47: the window no longer forwards the Troyes page's widgets, nor names a mode. Rewrites the tests and
scripts that read them (run from the repository's root with the files to rewrite; prints the files changed).

    window.prompt            -> troyes_page(window).prompt       (the 21 former forwarded attributes)
    window.troyes_page / .game_page -> troyes_page(window);  window.dice_page -> dice_page(window)
    window.dice_model        -> dice_page(window).model;      window.dice_dialog -> window.new_game_dialog
    window.roy_timer.stop()  -> window.pause_pages()
    window.roy_timer         -> troyes_page(window).roy_timer
    window.refresh() / apply_layout / schedule_automaton / play_automaton_step -> troyes_page(window).…
    window._board_call(x)    -> window.zoom(x)
    window.start_game(g)     -> window.start_game("troyes", g)
    window.start_dice_game(g) -> window.start_game("dice", g)
    window.set_model / set_dice_model -> window.show_game;    show_dice_achievements -> show_achievements
    window.open_new_game_dialog(...) -> window.open_new_game("troyes", ...); open_dice_dialog() -> ("dice")

A "window" is a receiver named as below, unless its function binds that name to a lesson, replay, help or
other window (by the call that makes it) or the file is a lesson's test without a MainWindow."""
import ast
import re
import sys

RECEIVERS = ["window", "w", "win", "dice_window", "board_window", "other", "main", "third", "game_window",
             "french_window", "shell", "fresh", "second", "w2", "mw"]
FORWARDED = ["model", "scene", "board", "viewer", "banner", "vp_rule_label", "prompt", "log", "log_host",
             "curtain", "player_panels", "panels_scroll", "panels_layout", "board_holder", "h_split",
             "v_split", "side", "compact", "computers", "hint_shown", "last_person", "scoring_dialog"]
PAGE_METHODS = ["refresh", "apply_layout", "schedule_automaton", "play_automaton_step"]
NOT_MAIN = re.compile(r"Tutorial|Lesson|Replay|Help|Dialog|Statistics|learn_demo|open_lesson|History|Page"
                      r"|Panel|Scene|View|Widget|Sheet|Wheel")


#: Functions whose ``w`` is a lesson's window, passed in (nothing in the function says so).
LESSON_FUNCTIONS = {"_walk", "test_the_lit_frames_cover_no_neighbour"}


def excluded_lines(tree):
    """(first line, last line, name) of the scopes binding a receiver name to something not a MainWindow."""
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if node.name in LESSON_FUNCTIONS:
            out += [(node.lineno, node.end_lineno, name) for name in RECEIVERS]
            continue
        for sub in ast.walk(node):
            if isinstance(sub, ast.Assign) and isinstance(sub.value, ast.Call):
                f = sub.value.func
                callee = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
                if callee.endswith("MainWindow") or not NOT_MAIN.search(callee):
                    continue
                for t in sub.targets:
                    if isinstance(t, ast.Name) and t.id in RECEIVERS:
                        out.append((node.lineno, node.end_lineno, t.id))
    return out


def rewrite_line(line, names):
    r = "(?<![\\w.])(" + "|".join(names) + ")"
    line = re.sub(r + r"\.roy_timer\.stop\(\)", r"\1.pause_pages()", line)
    line = re.sub(r + r"\.(?:troyes_page|game_page)\b", r"troyes_page(\1)", line)
    line = re.sub(r + r"\.dice_page\b", r"dice_page(\1)", line)
    line = re.sub(r + r"\.dice_model\b", r"dice_page(\1).model", line)
    line = re.sub(r + r"\.dice_dialog\b", r"\1.new_game_dialog", line)
    forwarded = "|".join(["roy_timer", *FORWARDED])
    line = re.sub(r + r"\.(" + forwarded + r")\b(?!\s*=[^=])", r"troyes_page(\1).\2", line)
    line = re.sub(r + r"\.(" + "|".join(PAGE_METHODS) + r")\(", r"troyes_page(\1).\2(", line)
    line = re.sub(r + r"\._board_call\(", r"\1.zoom(", line)
    line = re.sub(r + r"\.start_game\((?!\")", r'\1.start_game("troyes", ', line)
    line = re.sub(r + r"\.start_dice_game\(", r'\1.start_game("dice", ', line)
    line = re.sub(r + r"\.(?:set_model|set_dice_model)\b", r"\1.show_game", line)
    line = re.sub(r + r"\.show_dice_achievements\b", r"\1.show_achievements", line)
    line = re.sub(r + r"\.open_new_game_dialog\(\)", r'\1.open_new_game("troyes")', line)
    line = re.sub(r + r"\.open_new_game_dialog\(", r'\1.open_new_game("troyes", ', line)
    line = re.sub(r + r"\.open_dice_dialog\(\)", r'\1.open_new_game("dice")', line)
    return line


def add_import(text, wanted):
    lines = text.split("\n")
    tree = ast.parse(text)
    last = 0
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            last = node.end_lineno
        elif last and not isinstance(node, ast.Expr):
            break
    lines.insert(last, f"from tests.page_helpers import {', '.join(sorted(wanted))}")
    return "\n".join(lines)


for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    if "tutorial" in path and "MainWindow" not in text:
        continue
    tree = ast.parse(text)
    skips = excluded_lines(tree)
    lines = text.split("\n")
    for i, line in enumerate(lines, 1):
        if line.lstrip().startswith(("def ", "import ", "from ")):
            continue
        names = [n for n in RECEIVERS if not any(a <= i <= b and n == name for a, b, name in skips)]
        if not names:
            continue
        lines[i - 1] = rewrite_line(line, names)
    new = "\n".join(lines)
    if new == text:
        continue
    wanted = {h for h in ("troyes_page", "dice_page") if re.search(rf"\b{h}\(", new)}
    defined = {h for h in wanted if re.search(rf"^def {h}\(", new, re.M)}
    if wanted - defined and "page_helpers" not in path:
        new = add_import(new, wanted - defined)
    open(path, "w", encoding="utf-8").write(new)
    print(path)
