"""The engines' layout (docs/engines.md): the base game reaches the expansion only through its declared hooks,
no rules module grows past about 600 lines, and Troyes Dice's scoring does not import the game."""
import ast
import pathlib
import subprocess
import sys

from troyes_desktop.rules.troyes import ladies

RULES = pathlib.Path(__file__).resolve().parents[2] / "troyes_desktop" / "rules"


def _ladies_names_used(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text())
    return {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name) and node.value.id == "ladies"}


def test_the_base_engine_calls_the_expansion_only_through_its_hooks():
    used = set()
    for path in (RULES / "troyes").glob("*.py"):
        used |= _ladies_names_used(path)
    assert used, "the base engine does call the expansion"
    assert used <= set(ladies.HOOKS), sorted(used - set(ladies.HOOKS))
    for name in ladies.HOOKS:
        assert hasattr(ladies, name), name


def test_no_rules_module_over_about_600_lines():
    long = {str(p.relative_to(RULES)): n for p in RULES.rglob("*.py")
            if (n := len(p.read_text().splitlines())) > 620}
    assert not long, long


def test_dice_modules_import_each_other_at_the_top_only():
    """No sibling module imported inside a function to dodge a cycle (game.py and scoring.py used to)."""
    late = []
    for path in (RULES / "dice").glob("*.py"):
        for fn in ast.walk(ast.parse(path.read_text())):
            if isinstance(fn, ast.FunctionDef):
                late += [f"{path.name}:{node.lineno}" for node in ast.walk(fn)
                         if isinstance(node, ast.ImportFrom) and node.level == 1]
    assert not late, late


def test_dice_scoring_imports_no_game_module():
    # importing the package imports game.py: load the scoring modules without the packages' __init__
    code = ("import sys, types, pathlib\n"
            f"root = pathlib.Path({str(RULES)!r})\n"
            "for name, path in (('troyes_desktop', root.parent), ('troyes_desktop.rules', root),\n"
            "                   ('troyes_desktop.rules.dice', root / 'dice')):\n"
            "    m = types.ModuleType(name); m.__path__ = [str(path)]; sys.modules[name] = m\n"
            "import troyes_desktop.rules.dice.scoring, troyes_desktop.rules.dice.achievements\n"
            "print('troyes_desktop.rules.dice.game' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
