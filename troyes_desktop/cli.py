"""Command line of ``troyes-desktop``.

* no arguments: open the application window (the start screen);
* ``FILE``: open the window with that saved game (a refusal is shown in the window, over the start screen);
  when Troyes Desktop is already open, that window shows the game instead (one game, one window);
* ``--version``;
* ``--screenshot PATH [--size WxH] [--demo NAME] [FILE]``: render the window offscreen to a PNG file and
  exit: the start screen, a seeded demonstration game (troyes-2p, troyes-4p, troyes-solo, troyes-ladies-4p,
  dice-1p, dice-4p), the statistics and replay windows over demonstration games (statistics, replay), the
  rules reference and the lessons (help, tutorial-troyes, tutorial-dice), or FILE's game (or its refusal,
  shown over the start screen);
* ``simulate``: play complete games (random legal actions, or computer players with ``--bots``) and print
  one JSON object;
* ``replay FILE``: print the final scoring of a saved game as JSON;
* ``review FILE [--seat N ...] [--json] [--budget X]``: review a saved game's decisions against the Hard
  player's and the luck of the dice (issue 48), as a text report or one JSON object.

Qt and the rules engines are imported only by the paths that need them, so ``simulate`` and ``replay``
run without a display and ``--version`` answers at once.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import troyes_desktop

PROG = "troyes-desktop"

EXIT_OK = 0
EXIT_FAILED = 1  # some simulated game failed, or a screenshot could not be written
EXIT_USAGE = 2  # bad arguments, unreadable or invalid save file (argparse uses 2 too)

PLAYER_LIMITS = {"troyes": (2, 4), "dice": (1, 10)}
DEFAULT_PLAYERS = {"troyes": 4, "dice": 4}
NUMBERINGS = ("first", "rolled", "expert")


class CommandError(Exception):
    """A problem worth one line on stderr and exit status 2, never a traceback."""


# --------------------------------------------------------------------------------------------- parsing


def _window_size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    try:
        if not sep:
            raise ValueError
        size = int(width), int(height)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT in pixels, like 1280x800, not {text!r}"
        ) from None
    if not (100 <= size[0] <= 8000 and 100 <= size[1] <= 8000):
        raise argparse.ArgumentTypeError(f"each side must be between 100 and 8000 pixels, not {text!r}")
    return size


def _module_list(text: str) -> tuple[str, ...]:
    names = tuple(name.strip() for name in text.split(",") if name.strip())
    if "all" in names and len(names) > 1:
        raise argparse.ArgumentTypeError("use either 'all' or a list of module names, not both")
    return names


class _VersionAction(argparse.Action):
    """``--version``: the version is looked up only when it is asked for (a faster start otherwise)."""

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"{PROG} {troyes_desktop.__version__}")
        parser.exit()


def _level_list(text: str) -> list[str]:
    levels = [name.strip().lower() for name in text.split(",") if name.strip()]
    wrong = [name for name in levels if name not in ("easy", "normal", "hard")]
    if not levels or wrong:
        raise argparse.ArgumentTypeError(f"levels are easy, normal or hard, not {', '.join(wrong) or text!r}")
    return levels


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Troyes, The Ladies of Troyes and Troyes Dice at one computer. "
        "Without a command, opens the application window; 'troyes-desktop FILE' opens that saved game in it.",
    )
    parser.add_argument("--version", action=_VersionAction, nargs=0, help="show the version and exit")
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        type=Path,
        help="render the window offscreen to a PNG file and exit",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=_window_size,
        help="window size in pixels, e.g. 1280x800 (with or without --screenshot)",
    )
    parser.add_argument(
        "--demo",
        metavar="NAME",
        help=("open a seeded demonstration game: troyes-2p, troyes-4p, troyes-solo, troyes-ladies-4p, "
              "dice-1p or dice-4p; or the statistics or replay window over demonstration games; or help, "
              "tutorial-troyes, tutorial-dice"),
    )

    parser.add_argument(
        "--lang",
        choices=("en", "fr"),
        help="the language of the window for this run (English or French); the settings choose it otherwise",
    )

    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    simulate = commands.add_parser(
        "simulate",
        help="play complete games (random legal actions, or computer players with --bots) and print "
        "statistics as JSON",
        description="Play complete games, by random legal actions or by the computer players named with "
        "--bots, and print one JSON object. Exit status 1 if any game failed.",
    )
    simulate.add_argument(
        "--game", choices=("troyes", "dice"), default="troyes", help="which game (default troyes)"
    )
    simulate.add_argument(
        "--players",
        type=int,
        metavar="N",
        help="number of players: 2-4 for troyes (1 with --solo), 1-10 for dice (default 4, or 1 with --solo)",
    )
    simulate.add_argument(
        "--games", type=int, default=10, metavar="K", help="number of games to play (default 10)"
    )
    simulate.add_argument(
        "--seed", type=int, default=1, metavar="S", help="seed of the first game (default 1)"
    )
    simulate.add_argument("--solo", action="store_true", help="troyes only: one player against le Roy")
    simulate.add_argument(
        "--modules",
        type=_module_list,
        default=(),
        metavar="a,b,c|all",
        help="optional modules, comma separated, or 'all' (default: none)",
    )
    simulate.add_argument(
        "--numbering",
        choices=NUMBERINGS,
        help="dice only: how the sheet's numbers are chosen (default first)",
    )
    simulate.add_argument(
        "--bots", metavar="L1,L2,...",
        help="computer players by seat instead of random play (easy, normal, hard); troyes: one per seat, "
             "seats rotate from game to game; dice: a shorter list is repeated, achievements per level")
    simulate.add_argument(
        "--bot-budget", type=float, default=None, metavar="SECONDS",
        help="the thinking time of the levels that search, in seconds per decision (troyes default 1.0, "
             "2.5 times that in the last round)")
    simulate.add_argument(
        "--save-to", type=Path, default=None, metavar="FOLDER",
        help="with --bots: keep every game played there as a save file the app opens, with the seats' levels")
    simulate.set_defaults(subparser=simulate)

    replay = commands.add_parser(
        "replay",
        help="print the final scoring of a saved game as JSON",
        description="Replay a saved game from its actions and print its final scoring breakdown as JSON.",
    )
    replay.add_argument("file", metavar="FILE", type=Path, help="a save file written by Troyes Desktop")

    review = commands.add_parser(
        "review",
        help="review a saved game: what each decision cost against the Hard player's choice, and the luck",
        description="Review a saved game (either game, finished or not) move by move against the Hard "
        "player's choices and print a report (or, with --json, one JSON object). The review compares with "
        "the Hard player, not with perfect play.",
    )
    review.add_argument("file", metavar="FILE", type=Path, help="a save file written by Troyes Desktop")
    review.add_argument(
        "--seat", type=int, action="append", metavar="N", dest="seats",
        help="review seat N (1 for the first player; may be repeated; default: every person's seat)")
    review.add_argument("--json", action="store_true", help="print one JSON object instead of the report")
    review.add_argument(
        "--budget", type=float, default=None, metavar="X",
        help="how many sampled futures the review looks at, as a multiple of the default (default 1.0)")
    review.add_argument("--seed", type=int, default=0, metavar="S", help="the review's seed (default 0)")
    return parser


def _check_simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Fill defaults that depend on other options and refuse impossible combinations."""
    if args.game == "troyes":
        if args.numbering is not None:
            parser.error("--numbering applies to --game dice only")
        if args.solo:
            if args.players is None:
                args.players = 1
            if args.players != 1:
                parser.error(f"--solo is a game for exactly 1 player against le Roy, not {args.players}")
        else:
            if args.players is None:
                args.players = DEFAULT_PLAYERS["troyes"]
            low, high = PLAYER_LIMITS["troyes"]
            if not low <= args.players <= high:
                hint = " (for one player, add --solo)" if args.players == 1 else ""
                parser.error(f"Troyes is played by {low} to {high} players, not {args.players}{hint}")
    else:
        if args.solo:
            parser.error("--solo applies to --game troyes only; Troyes Dice is played alone with --players 1")
        if args.players is None:
            args.players = DEFAULT_PLAYERS["dice"]
        low, high = PLAYER_LIMITS["dice"]
        if not low <= args.players <= high:
            parser.error(f"Troyes Dice is played by {low} to {high} players, not {args.players}")
        if args.numbering is None:
            args.numbering = "first"
    if args.games < 1:
        parser.error(f"--games must be at least 1, not {args.games}")
    _check_simulate_limits(args)
    if getattr(args, "save_to", None) is not None and not args.bots:
        parser.error("--save-to keeps the games of computer players: add --bots")
    if args.game == "dice" and args.bots is not None:
        try:
            args.bots = _level_list(args.bots)
        except argparse.ArgumentTypeError as error:
            parser.error(str(error))


#: ``simulate``'s sane limits: a thinking time per decision (seconds), a number of games, and the seeds the
#: engines accept (a game's seed is a whole number from 0 to 2**64 - 1; game k plays seed + k).
MAX_BOT_BUDGET = 60.0
MAX_GAMES = 100_000
SEED_LIMIT = 1 << 64


def _check_simulate_limits(args: argparse.Namespace) -> None:
    """Refuse a thinking time that is not a number, not finite or absurd, too many games, or a seed the
    engines refuse, with one line (a CommandError: exit status 2), before any game is played."""
    budget = args.bot_budget
    if budget is not None and not (math.isfinite(budget) and 0 < budget <= MAX_BOT_BUDGET):
        raise CommandError(f"--bot-budget must be a number of seconds above 0 and at most "
                           f"{MAX_BOT_BUDGET:g}, not {budget:g}")
    if args.games > MAX_GAMES:
        raise CommandError(f"--games must be at most {MAX_GAMES}, not {args.games}")
    last = SEED_LIMIT - args.games
    if not 0 <= args.seed <= last:
        raise CommandError(f"--seed must be a whole number from 0 to {last} (for {args.games} games), "
                           f"not {args.seed}")


# ------------------------------------------------------------------------------------------------ engines


def _engine_function(module_name: str, function_name: str) -> Callable[..., Any]:
    """Import an engine function lazily, with a readable error if that engine is not there yet."""
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name and (module_name == error.name or module_name.startswith(error.name + ".")):
            raise CommandError(f"{module_name} is not available in this version of Troyes Desktop") from None
        raise
    function = getattr(module, function_name, None)
    if not callable(function):
        raise CommandError(f"{module_name} has no {function_name}() in this version of Troyes Desktop")
    return function


def _rules_errors() -> tuple[type[BaseException], ...]:
    try:
        from troyes_desktop.rules.common.errors import RulesError
    except ImportError:  # pragma: no cover - the common package ships with every build
        return ()
    return (RulesError,)


def _print_json(result: Any) -> None:
    sys.stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def run_simulate(args: argparse.Namespace) -> int:
    if args.game == "troyes" and args.bots:
        simulate = _engine_function("troyes_desktop.bots.troyes.simulate", "simulate_bots")
        parse = _engine_function("troyes_desktop.bots.troyes.simulate", "parse_bots")
        call = lambda: simulate(  # noqa: E731
            players=args.players, games=args.games, seed=args.seed, bots=parse(args.bots), solo=args.solo,
            modules=args.modules, budget=1.0 if args.bot_budget is None else args.bot_budget,
            **_save_to(args))
    elif args.game == "troyes":
        simulate = _engine_function("troyes_desktop.rules.troyes.simulate", "simulate")
        call = lambda: simulate(  # noqa: E731
            players=args.players, games=args.games, seed=args.seed, solo=args.solo, modules=args.modules
        )
    else:
        bots = getattr(args, "bots", None)
        # Computer players when --bots is given, else random legal moves.
        where, extra = (
            ("troyes_desktop.bots.dice.simulate",
             {"levels": bots, "budget": getattr(args, "bot_budget", None), **_save_to(args)})
            if bots
            else ("troyes_desktop.rules.dice.simulate", {})
        )
        simulate = _engine_function(where, "simulate")
        call = lambda: simulate(  # noqa: E731
            players=args.players,
            games=args.games,
            seed=args.seed,
            modules=args.modules,
            numbering=args.numbering,
            **extra,
        )
    try:
        result = call()
    except (*_rules_errors(), NotImplementedError) as error:  # an unknown module, or one not written yet
        raise CommandError(str(error)) from None
    _print_json(result)
    errors = result.get("errors", 0) if isinstance(result, dict) else 0
    return EXIT_FAILED if errors else EXIT_OK


def _save_to(args: argparse.Namespace) -> dict:
    folder = getattr(args, "save_to", None)
    return {} if folder is None else {"save_to": folder}


def run_review(args: argparse.Namespace) -> int:
    """``review FILE``: the same refusal as Load for a damaged or foreign file; seats counted from 1."""
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.rules.common.files import read_json_file

    path: Path = args.file
    if not path.exists() and not path.is_symlink():
        raise CommandError(f"no such file: {path}")
    try:
        data = read_json_file(path)
    except SaveError as error:
        raise CommandError(f"{path.name} cannot be reviewed: {str(error).rstrip('.')}") from None
    from troyes_desktop.review import report
    from troyes_desktop.review.run import ReviewError, review_save

    if args.budget is not None and not args.budget > 0:
        raise CommandError(f"--budget must be a number above 0, not {args.budget}")
    seats = None if not args.seats else [n - 1 for n in args.seats]
    try:
        result = review_save(data, seats, budget=args.budget, seed=args.seed)
    except ReviewError as error:
        raise CommandError(str(error)) from None
    if args.json:
        _print_json(report.as_json(result))
    else:
        sys.stdout.write(report.as_text(result))
        sys.stdout.flush()
    return EXIT_OK


def _save_game_kind(path: Path) -> str:
    """Read the save through the strict reading path (a regular file of a few MB at most, JSON within
    limits) to tell which engine must replay it; every refusal is one readable line."""
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.rules.common.files import read_json_file

    if not path.exists() and not path.is_symlink():
        raise CommandError(f"no such file: {path}")
    try:
        data = read_json_file(path)
    except SaveError as error:
        detail = getattr(error, "detail", None)
        if detail is None:                      # not a regular file, too large, cannot be read
            raise CommandError(f"cannot replay {path}: {error}") from None
        raise CommandError(f"{path} is not a Troyes Desktop save file ({detail})") from None
    if not isinstance(data, dict):
        raise CommandError(f"{path} is not a Troyes Desktop save file (expected a JSON object)")
    return "dice" if data.get("game") == "dice" else "troyes"


def run_replay(args: argparse.Namespace) -> int:
    path: Path = args.file
    kind = _save_game_kind(path)
    replay_summary = _engine_function(f"troyes_desktop.rules.{kind}.saves", "replay_summary")
    try:
        result = replay_summary(path)
    except _rules_errors() as error:
        raise CommandError(f"cannot replay {path}: {error}") from None
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror or error}") from None
    except Exception:  # a save that trips the engine must still not print a traceback
        if os.environ.get("TROYES_DESKTOP_DEBUG"):
            raise
        raise CommandError(
            f"cannot replay {path}: the save could not be replayed"
            " (set TROYES_DESKTOP_DEBUG=1 to see the details)"
        ) from None
    _print_json(result)
    return EXIT_OK


# -------------------------------------------------------------------------------------------------- window


def _application(offscreen: bool, lang: str | None = None) -> Any:
    if offscreen and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else PROG])
        app.setApplicationName("Troyes Desktop")
        app.setOrganizationName("TroyesDesktop")
        from PySide6.QtCore import QTimer

        # After the first paint: looking the version up costs start-up time.
        QTimer.singleShot(1500, lambda: app.setApplicationVersion(troyes_desktop.__version__))
    from troyes_desktop.app.language import apply_language, chosen_language

    apply_language(chosen_language(lang))
    from troyes_desktop.shared_ui.theme import apply_theme

    apply_theme(app)
    return app


def _main_window(size: tuple[int, int] | None, demo: str | None = None) -> Any:
    """The application window: the start screen, or a demonstration game already under way."""
    from troyes_desktop.app.main_window import MainWindow
    from troyes_desktop.paths import config_dir, data_dir
    from troyes_desktop.rules.common.files import remove_stray_temporaries

    remove_stray_temporaries(data_dir(), config_dir())  # left by writes a crash or power cut interrupted
    if demo is None:           # the start screen: its menus are filled just after its first paint
        window = MainWindow(menus_after_paint=True)
        if size is not None:
            window.resize(*size)
        else:                  # the size and place it had when it was last closed, within the screen
            from troyes_desktop.shared_ui.window_place import place

            first = window.size()
            place(window, "main", first.width(), first.height())
        return window
    from troyes_desktop.app.history_demo import HISTORY_DEMOS, build_history_demo

    window = build_history_demo(demo) if demo in HISTORY_DEMOS else MainWindow()
    if size is not None:
        window.resize(*size)
    if demo in HISTORY_DEMOS:
        return window
    from troyes_desktop.tutorial.demo import LEARN_DEMOS, build_learn_demo

    if demo in LEARN_DEMOS:  # the rules reference and the guided games
        return build_learn_demo(demo, window, size)
    if demo is not None and demo.startswith("dice-"):
        from troyes_desktop.dice_ui.demo import build_dice_demo

        window.start_game("dice", build_dice_demo(demo), autosave=False)
    elif demo is not None:
        from troyes_desktop.troyes_ui.demo import build_demo

        window.start_game("troyes", build_demo(demo), autosave=False)
        curtain = window.pages["troyes"].curtain
        if curtain.covering:
            curtain.reveal()  # show the deciding player's view, not the hot-seat curtain
    return window


def _check_demo(name: str | None) -> None:
    if name is None:
        return
    from troyes_desktop.app.history_demo import HISTORY_DEMOS
    from troyes_desktop.dice_ui.demo import DICE_DEMOS
    from troyes_desktop.troyes_ui.demo import DEMOS
    from troyes_desktop.tutorial.demo import LEARN_DEMOS

    if name not in DEMOS and name not in DICE_DEMOS and name not in HISTORY_DEMOS and name not in LEARN_DEMOS:
        names = ", ".join([*DEMOS, *DICE_DEMOS, *HISTORY_DEMOS, *LEARN_DEMOS])
        raise CommandError(f"unknown demo: {name!r} (choose one of {names})")


def _page(window: Any) -> Any:
    """The page the window shows (a game's page of its mode, or the start screen); None for a window
    without pages."""
    stack = getattr(window, "stack", None)
    return stack.currentWidget() if stack is not None else None


def _open_save(window: Any, save: Path | None, reveal: bool = False) -> bool:
    """Open ``save`` in the window (a refusal is shown in the window's message box); True if it opened."""
    if save is None:
        return False
    opened = bool(window.load_file(save))
    curtain = getattr(_page(window), "curtain", None)
    if opened and reveal and curtain is not None and curtain.covering:
        curtain.reveal()  # the screenshot shows the deciding player's view
    return opened


def _with_message(image: Any, window: Any) -> Any:
    """The window's picture with its open message box (a refused save) drawn over its middle."""
    from PySide6.QtGui import QColor, QPainter

    box = getattr(window, "last_message", None)
    if box is None or not box.isVisible():
        return image
    box.adjustSize()
    picture = box.grab().toImage()
    painter = QPainter(image)
    x, y = (image.width() - picture.width()) // 2, (image.height() - picture.height()) // 3
    painter.drawImage(x, y, picture)
    painter.setPen(QColor("#5e5244"))
    painter.drawRect(x - 1, y - 1, picture.width() + 1, picture.height() + 1)
    painter.end()
    return image


def run_screenshot(path: Path, size: tuple[int, int] | None, demo: str | None = None,
                   save: Path | None = None, lang: str | None = None) -> int:
    _check_demo(demo)
    path = path.expanduser()
    if path.parent and not path.parent.is_dir():
        raise CommandError(f"cannot write {path}: folder {path.parent} does not exist")
    app = _application(offscreen=True, lang=lang)
    window = _main_window(size, demo)
    window.show()
    app.processEvents()
    opened = _open_save(window, save, reveal=True)
    start_screen = getattr(window, "start_screen", None)
    if start_screen is not None and hasattr(start_screen, "show_version"):
        start_screen.show_version()           # the same picture however long the start took
    app.processEvents()
    board = getattr(_page(window), "board", None)
    if (demo is not None or opened) and board is not None:
        fit = getattr(board, "fit", None)
        if callable(fit):
            fit()
        app.processEvents()
    image = _with_message(window.grab().toImage(), window)
    window.close()
    if not image.save(str(path), "PNG"):
        print(f"{PROG}: could not write the screenshot to {path}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def run_window(size: tuple[int, int] | None, demo: str | None = None, save: Path | None = None,
               lang: str | None = None) -> int:
    """The application window. Troyes Desktop runs once per user and data folder: a second launch hands
    its FILE to the window already open and ends (app/single_instance.py); a demonstration window stands
    apart."""
    _check_demo(demo)
    app = _application(offscreen=False, lang=lang)
    server = None
    if demo is None:
        from troyes_desktop.app import single_instance

        launch = single_instance.Launch()    # the launches' lock: held until this window listens
        answer = launch.forward(save)
        if answer != single_instance.NOBODY:
            launch.release()
            if answer == single_instance.NO_ANSWER:
                print(f"{PROG}: Troyes Desktop is already open but does not answer; try again in a moment",
                      file=sys.stderr)
                return EXIT_FAILED
            return EXIT_OK
    from troyes_desktop.logs import setup_logging

    setup_logging()  # the one window that runs writes the log (a second launch above only hands its file on)
    if demo is None:
        server = launch.serve(app)
    window = _main_window(size, demo)
    if server is not None:
        server.opened.connect(lambda path: single_instance.receive(window, path))
        app.aboutToQuit.connect(server.close)
    window.show()
    _open_save(window, save)
    return int(app.exec())


COMMANDS = ("simulate", "replay", "review")
_WINDOW_OPTIONS_WITH_VALUE = ("--screenshot", "--size", "--demo", "--lang")


def split_save_path(argv: Sequence[str]) -> tuple[list[str], Path | None]:
    """``troyes-desktop [options] FILE``: the first word that is not an option, an option's value or a
    command names a save to open in the window (how a file manager opens a save by double-click)."""
    words = list(argv)
    i = 0
    while i < len(words):
        word = words[i]
        if word == "--":
            if i + 1 < len(words):
                path = words[i + 1]
                del words[i:i + 2]
                return words, Path(path)
            return words, None
        if word in _WINDOW_OPTIONS_WITH_VALUE:
            i += 2
            continue
        if word.startswith("-") and word != "-":
            i += 1
            continue
        if word in COMMANDS:
            return words, None
        del words[i]
        return words, Path(word)
    return words, None


# ---------------------------------------------------------------------------------------------------- main


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    words, save = split_save_path(sys.argv[1:] if argv is None else list(argv))
    args = parser.parse_args(words)
    try:
        if args.command is not None and (args.screenshot or args.demo or args.size or args.lang):
            parser.error("--screenshot, --size, --demo and --lang are options of the window, "
                         "not of a command")
        if save is not None and args.demo is not None:
            parser.error("open either a saved game or a demonstration game, not both")
        if args.command == "simulate":
            _check_simulate(args.subparser, args)
            return run_simulate(args)
        if args.command == "replay":
            return run_replay(args)
        if args.command == "review":
            return run_review(args)
        if args.screenshot is not None:
            return run_screenshot(args.screenshot, args.size, args.demo, save, args.lang)
        return run_window(args.size, args.demo, save, args.lang)
    except CommandError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return EXIT_USAGE
