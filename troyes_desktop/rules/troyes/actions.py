"""The Troyes engine's actions: one named constructor per verb, each returning the exact tuple the engine
takes (``Game.legal_actions`` lists them, ``Game.apply`` takes one; saves store them as JSON lists).

Actions stay plain tuples whose first item is the verb: build them with these functions rather than by
hand, and read them with :func:`verb`. Seats, dice and slots are whole numbers: ``building`` 0 Palace,
1 Bishopric, 2 City Hall; ``die`` a key of ``game.dice``; ``slot`` an activity slot 0-8; ``level`` an
outdoor tile 1-4 (The Ladies of Troyes).

Action vocabulary (the decision kind of ``game.pending`` that asks for each in brackets):

* initial placement [initial]: :func:`init` ``("init", building, space)``.
* before an action or a black die [turn, black] (influence): :func:`reroll` ``("reroll", die)``,
  :func:`hire` ``("hire",)``, :func:`flip` ``("flip",)`` then [flip] :func:`flip_die` ``("flip_die", die)``
  ... :func:`flip_done` ``("flip_done",)`` (or :func:`cancel`).
* an action turn [turn]: :func:`pass_turn` ``("pass",)`` or a group of dice, :func:`use_die`
  ``("die", die)`` (1-3 times) then [group] :func:`target` ``("target", kind, arg, cube_slot)`` with kind
  ``card`` (arg = activity slot), ``cathedral`` (arg = None; with a Preacher cube the value of the die the
  others copy, which is the column), ``event`` (arg = index in the event queue, 0 = Marauding),
  ``building`` (arg = building), ``agriculture`` or, with the Ladies, ``ramparts``; ``cube_slot`` is the
  activity slot whose stored cube modifies the group, or None; a group with the purple die names its
  colour: ``("target", kind, arg, cube_slot, colour)``. :func:`cancel` ``("cancel",)`` drops a group being
  formed.
* then, when asked: [source] :func:`source` ``("source", kind, a, b)`` where the citizen comes from
  (``supply``, ``influence``, ``space`` building/index, ``expelled`` building, ``tradesman`` slot/position,
  -1 for the illustration), [count] :func:`count` ``("count", n)`` uses of a paid effect, [miller]
  :func:`miller` ``("miller", n)`` activations on the Palace, [event] :func:`event` ``("event", index)``
  target of a cube.
* black dice [black]: :func:`counter_die` ``("bd", die)`` own die into the counter, :func:`also_counter`
  ``("bx", i)`` also counter black die i (once the chosen dice beat it too), :func:`counter`
  ``("counter",)``, :func:`concede` ``("concede",)`` (only when your dice cannot beat it). Influence is
  spent before the first die is chosen.
* le Roy's steps [roy_setup, roy_black, roy]: :func:`roy_step` ``("roy",)``.

The Ladies of Troyes (only with modules):

* group stage [group]: :func:`cube_die` ``("cube_die", slot)`` (Augustine / Recruiter cube as a yellow /
  red 6), :func:`distill` ``("distill", die)`` (Distiller cube: turn one of your dice over),
  :func:`tile` ``("tile", level, die)`` (outdoor tile: turn over a die you are buying);
* action 7: ``target("ramparts", None)`` then [boost] :func:`boost` ``("boost", n)`` deniers, then
  [ramparts] :func:`advance` ``("advance",)``, :func:`rampart_cube` ``("rampart_cube", level)``,
  :func:`ramparts_done` ``("ramparts_done",)``;
* before an action [turn]: :func:`tile` ``("tile", level)`` (roll a die / exchange dice), :func:`standing`
  ``("standing", level, mode)`` with mode ``ask`` / ``always`` / ``never``; exchanges [exchange]:
  :func:`swap` ``("swap", mine, theirs)``, :func:`swap_done` ``("swap_done",)``;
* black dice [black]: :func:`tile` ``("tile", level)`` destroys the black die facing you (protect tile);
* decisions: [outdoor] :func:`outdoor` ``("outdoor", "use"|"skip"|"always"|"never"[, slot])`` (an
  outdoor tile, also for other players during someone's turn and in the event phase), [mixed]
  :func:`mixed` ``("mixed", "place"|"use", n)``, [landlady] :func:`landlady` ``("landlady", n)``, [build]
  :func:`build` ``("build", value)``, [victim] :func:`victim` ``("victim", player)``, [scout]
  :func:`scout` ``("scout", 1|0)``, [harsh_winter] :func:`lose` ``("lose", "card"|"tile", slot_or_level)``,
  [possession] :func:`source` ``("source", ...)``, [liberate] :func:`liberate` ``("liberate", owner)``.
"""
from __future__ import annotations

Action = tuple
"""An action: a tuple whose first item is the verb (words, whole numbers and None only)."""


def verb(action) -> str:
    """The verb of ``action`` (its first item): ``verb(("die", 3)) == "die"``."""
    return action[0]


# ---------------------------------------------------------------------- setup
def init(building: int, space: int) -> Action:
    """Place a citizen on a free space of a building at the initial placement."""
    return ("init", building, space)


# ---------------------------------------------------------------------- influence
def reroll(die: int) -> Action:
    """Reroll one of your dice (1 influence)."""
    return ("reroll", die)


def hire() -> Action:
    """Hire a citizen into your supply (2 influence)."""
    return ("hire",)


def flip() -> Action:
    """Start turning dice over (4 influence): then :func:`flip_die` up to 3 times and :func:`flip_done`."""
    return ("flip",)


def flip_die(die: int) -> Action:
    """Choose one of your dice to turn over."""
    return ("flip_die", die)


def flip_done() -> Action:
    """Turn the chosen dice over."""
    return ("flip_done",)


# ---------------------------------------------------------------------- an action turn
def pass_turn() -> Action:
    """Pass for the rest of the actions phase."""
    return ("pass",)


def use_die(die: int) -> Action:
    """Take a die of the city square into the group being formed (the first one starts the group)."""
    return ("die", die)


def target(kind: str, arg=None, cube_slot: int | None = None, colour: int | None = None) -> Action:
    """Use the group on a target: ``kind`` card / cathedral / event / building / agriculture / ramparts and
    its ``arg``; ``cube_slot`` the activity slot whose stored cube modifies the group; ``colour`` only for
    a group with the purple die (the 5-item shape)."""
    if colour is None:
        return ("target", kind, arg, cube_slot)
    return ("target", kind, arg, cube_slot, colour)


def cancel() -> Action:
    """Drop the group being formed (or the dice chosen to turn over)."""
    return ("cancel",)


def source(kind: str, a: int | None = None, b: int | None = None) -> Action:
    """Where the citizen of the action comes from: ``supply``, ``influence``, ``space`` (building, index),
    ``expelled`` (building), ``tradesman`` (slot, position; -1 the illustration)."""
    return ("source", kind, a, b)


def count(n: int) -> Action:
    """Use a paid effect ``n`` times."""
    return ("count", n)


def miller(n: int) -> Action:
    """The Miller: ``n`` activations on the Palace, the rest on the Bishopric."""
    return ("miller", n)


def event(index: int) -> Action:
    """Put a cube on the event card at ``index`` of the queue."""
    return ("event", index)


# ---------------------------------------------------------------------- black dice
def counter_die(die: int) -> Action:
    """Add one of your dice to the counter against the black dice."""
    return ("bd", die)


def also_counter(index: int) -> Action:
    """Also counter the remaining black die at ``index`` (the chosen dice must beat it too)."""
    return ("bx", index)


def counter() -> Action:
    """Counter the black dice with the chosen dice."""
    return ("counter",)


def concede() -> Action:
    """Concede the black die (only when your dice cannot beat it)."""
    return ("concede",)


# ---------------------------------------------------------------------- le Roy
def roy_step() -> Action:
    """Let le Roy play his next step (setup, black die or turn)."""
    return ("roy",)


# ---------------------------------------------------------------------- The Ladies of Troyes
def cube_die(slot: int) -> Action:
    """Use a stored Augustine / Recruiter cube of ``slot`` as a die of the group."""
    return ("cube_die", slot)


def distill(die: int) -> Action:
    """Distiller cube: turn one of your dice over."""
    return ("distill", die)


def tile(level: int, die: int | None = None) -> Action:
    """Use the outdoor tile of ``level``: alone before an action or against a black die; with ``die`` to
    turn over a die being bought for the group."""
    return ("tile", level) if die is None else ("tile", level, die)


def boost(n: int) -> Action:
    """Pay ``n`` deniers to raise the ramparts action's points."""
    return ("boost", n)


def advance() -> Action:
    """Advance your guard one space on the ramparts (1 point)."""
    return ("advance",)


def rampart_cube(level: int) -> Action:
    """Put a cube on the open outdoor activity of ``level`` (1 point)."""
    return ("rampart_cube", level)


def ramparts_done() -> Action:
    """Stop spending the ramparts action's points."""
    return ("ramparts_done",)


def standing(level: int, mode: str) -> Action:
    """Set the standing answer (``ask`` / ``always`` / ``never``) for the outdoor tile of ``level``."""
    return ("standing", level, mode)


def swap(mine: int, theirs: int) -> Action:
    """Exchange your die ``mine`` with the die ``theirs`` of another district."""
    return ("swap", mine, theirs)


def swap_done() -> Action:
    """Stop exchanging dice."""
    return ("swap_done",)


def outdoor(answer: str, slot: int | None = None) -> Action:
    """Answer an outdoor activity's offer: ``use`` (with the ``slot`` of the extra cube's card when asked),
    ``skip``, ``always`` or ``never``."""
    return ("outdoor", answer) if slot is None else ("outdoor", answer, slot)


def mixed(choice: str, n: int) -> Action:
    """A card with stored cubes: ``place`` ``n`` more cubes or ``use`` ``n`` of them."""
    return ("mixed", choice, n)


def landlady(n: int) -> Action:
    """The Landlady: ``n`` activations for influence, the rest for VP."""
    return ("landlady", n)


def build(value: int) -> Action:
    """The Master Builder: build on cathedral column ``value``."""
    return ("build", value)


def victim(player: int) -> Action:
    """The Executioner: take the influence point of ``player``."""
    return ("victim", player)


def scout(put: int) -> Action:
    """The Scout: put a cube on the event asked about (1) or not (0)."""
    return ("scout", put)


def lose(where: str, arg: int) -> Action:
    """Harsh Winter: lose a cube from a ``card`` (slot) or a ``tile`` (level)."""
    return ("lose", where, arg)


def liberate(owner: int) -> Action:
    """Liberate a citizen of ``owner`` from Possession."""
    return ("liberate", owner)


#: Verb -> its constructor (``BY_VERB[verb(a)](*a[1:]) == a`` for every action the engine lists).
BY_VERB = {
    "init": init, "reroll": reroll, "hire": hire, "flip": flip, "flip_die": flip_die, "flip_done": flip_done,
    "pass": pass_turn, "die": use_die, "target": target, "cancel": cancel, "source": source, "count": count,
    "miller": miller, "event": event, "bd": counter_die, "bx": also_counter, "counter": counter,
    "concede": concede, "roy": roy_step, "cube_die": cube_die, "distill": distill, "tile": tile,
    "boost": boost, "advance": advance, "rampart_cube": rampart_cube, "ramparts_done": ramparts_done,
    "standing": standing, "swap": swap, "swap_done": swap_done, "outdoor": outdoor, "mixed": mixed,
    "landlady": landlady, "build": build, "victim": victim, "scout": scout, "lose": lose,
    "liberate": liberate,
}
