"""The layers of the code, read from the source: imports point down only, no two modules import each other.

The order, from the bottom (see docs/architecture.md): the rules engines; the computer players and the
history store beside each other; the Qt models; then the interface: ``shared_ui`` (what both modes and the
shell share), the two modes ``troyes_ui`` and ``dice_ui`` (peers that never import each other), ``help`` and
``tutorial``, and the shell ``app`` at the top. Every import counts, also those inside a function (they still
make the lower layer depend on the upper one); only ``if TYPE_CHECKING:`` imports are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "troyes_desktop"

INTERFACE = {"app", "shared_ui", "troyes_ui", "dice_ui", "help", "tutorial"}
#: The top-level helper modules any layer may use.
HELPERS = {"i18n", "logs", "paths", "settings", "troyes_desktop"}
#: What each package may import besides itself and the helpers.
ALLOWED = {
    "rules": set(),
    "bots": {"rules"},
    "store": {"rules"},
    "review": {"rules", "bots"},
    "model": {"rules", "bots", "store", "review"},
    "shared_ui": {"rules", "bots", "store", "review", "model"},
    "troyes_ui": {"rules", "bots", "store", "review", "model", "shared_ui"},
    "dice_ui": {"rules", "bots", "store", "review", "model", "shared_ui"},
    "help": {"rules", "bots", "store", "review", "model", "shared_ui", "troyes_ui", "dice_ui"},
    "tutorial": {"rules", "bots", "store", "review", "model", "shared_ui", "troyes_ui", "dice_ui", "help"},
    "app": {"rules", "bots", "store", "review", "model", "shared_ui", "troyes_ui", "dice_ui", "help",
            "tutorial"},
    "i18n": set(),
    "logs": set(),
    "paths": set(),
    "settings": {"rules"},
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                skip.update(id(n) for n in ast.walk(child))
    return skip


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The project's modules that ``path`` imports (a name imported from a package counts as its module when
    it is one)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _type_checking_nodes(tree)
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.split(".")[0] == "troyes_desktop")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != "troyes_desktop":
                continue
            for alias in node.names:
                full = f"{target}.{alias.name}"
                out.add(full if full in modules else target)
    return {m for m in out if m in modules and m != here}


def graph() -> tuple[dict[str, set[str]], dict[str, Path]]:
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    names = set(paths)
    return {m: imports_of(p, names) for m, p in paths.items()}, paths


def layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def test_the_graph_reads_the_real_imports() -> None:
    edges, _ = graph()
    assert "troyes_desktop.model.kinds" in edges["troyes_desktop.model.game_model"]
    assert "troyes_desktop.shared_ui.theme" in edges["troyes_desktop.troyes_ui.page"]
    assert "troyes_desktop.troyes_ui.scene.base" in edges["troyes_desktop.troyes_ui.scene.cards"]


def test_every_package_has_a_place_in_the_layers() -> None:
    edges, _ = graph()
    unknown = {layer(m) for m in edges} - set(ALLOWED) - HELPERS - {"cli", "__main__"}
    assert not unknown, f"packages with no place in the layers: {sorted(unknown)}"


def test_imports_point_down_only() -> None:
    edges, paths = graph()
    wrong = []
    for module, targets in sorted(edges.items()):
        own = layer(module)
        if own not in ALLOWED:
            continue                                   # cli and __main__ may use anything
        for target in sorted(targets):
            other = layer(target)
            if other != own and other not in HELPERS and other not in ALLOWED[own]:
                wrong.append(f"{paths[module].relative_to(PACKAGE.parent)} imports {target}")
    assert not wrong, "imports that point up or sideways:\n" + "\n".join(wrong)


#: The game modes' packages. ``help`` and ``tutorial`` are not modes: they are layers above both modes (the
#: rules reference and the guided games of every mode), which the shell may use like ``shared_ui``.
MODE_PACKAGES = {"troyes_ui", "dice_ui"}
#: The one module of the shell that names the modes: their registry.
MODE_REGISTRY = "troyes_desktop.app.modes"


def test_the_shell_reaches_the_modes_only_through_their_registry() -> None:
    """No module of ``app/`` but ``app/modes.py`` imports a mode's package (``troyes_ui``, ``dice_ui``): the
    shell asks the mode of the game in play (shared_ui/mode.py's ``Mode``) and never which mode it is. The
    guided games (``tutorial``) and the rules reference (``help``) are not mode packages: they sit above the
    modes (docs/architecture.md) and the Help menu opens them."""
    edges, paths = graph()
    naming = sorted(f"{paths[m].relative_to(PACKAGE.parent)} imports {t}" for m, ts in edges.items()
                    if layer(m) == "app" and m != MODE_REGISTRY for t in ts if layer(t) in MODE_PACKAGES)
    assert not naming, "the shell names a mode:\n" + "\n".join(naming)
    assert {layer(t) for t in edges[MODE_REGISTRY]} >= MODE_PACKAGES      # the registry does reach them


@pytest.mark.parametrize("lower", ["rules", "bots", "store", "model"])
def test_the_engines_players_store_and_models_never_import_the_interface(lower) -> None:
    edges, _ = graph()
    reaching = sorted(f"{m} -> {t}" for m, ts in edges.items() if layer(m) == lower
                      for t in ts if layer(t) in INTERFACE)
    assert not reaching


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


def test_no_two_modules_import_each_other_outside_a_package_init() -> None:
    edges, paths = graph()
    inits = {m for m, p in paths.items() if p.name == "__init__.py"}
    modules = {m: {t for t in ts if t not in inits} for m, ts in edges.items() if m not in inits}
    assert not _cycles(modules)


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_interface_module_is_over_about_700_lines() -> None:
    _, paths = graph()
    long = sorted(f"{p.relative_to(PACKAGE.parent)}: {n} lines" for m, p in paths.items()
                  if layer(m) in INTERFACE and (n := len(p.read_text(encoding="utf-8").splitlines())) > 730)
    assert not long


def test_the_readme_layout_names_every_package_and_no_other() -> None:
    readme = (PACKAGE.parent / "README.md").read_text(encoding="utf-8")
    block = readme.split("## Project layout", 1)[1].split("```")[1]
    block = block.split("\ntroyes_desktop/", 1)[1].split("\nresources/", 1)[0]   # the package's own lines
    named = {line.split()[0].rstrip("/") for line in block.splitlines()
             if line.startswith("  ") and not line.startswith("   ") and line.split()[0].endswith("/")}
    packages = {p.parent.name for p in PACKAGE.glob("*/__init__.py")}
    assert packages <= named, f"packages missing from the README's layout: {sorted(packages - named)}"
    assert named <= packages, f"the README's layout names folders that are gone: {sorted(named - packages)}"
